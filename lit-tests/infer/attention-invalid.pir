// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the attention rules and add_n refuse: located operand errors and
// result types that contradict the inferred ones.

// flash_attn: out takes v's head dim
{
    // expected-error@+1 {{'pd_op.flash_attn' op result #0 type 'tensor<2x128x8x64xf16>' contradicts the inferred 'tensor<2x128x8x32xf16>'}}
    (%0, %1, %2, %3) = "pd_op.flash_attn" (%q, %k, %v, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x128x8x64xf16>, tensor<2x256x8x64xf16>, tensor<2x256x8x32xf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x128x8x64xf16>, tensor<-1xf16>, tensor<-1xf32>, tensor<2xi64>
}

// -----
// flash_attn_qkvpacked: 4-D or 5-D
{
    // expected-error@+1 {{'pd_op.flash_attn_qkvpacked' op operand #0 ('qkv') must be 4-D (unpadded) or 5-D (padded batch), but is 3-D}}
    (%0, %1, %2, %3) = "pd_op.flash_attn_qkvpacked" (%qkv, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<128x6x64xbf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<128x4x64xbf16>, tensor<-1xbf16>, tensor<-1xf32>, tensor<2xi64>
}

// -----
// calc_reduced_attn_scores: softmax_lse's seq is q's rounded up to 128
{
    // expected-error@+1 {{'pd_op.calc_reduced_attn_scores' op operand #2 ('softmax_lse') dim 2 is 100, but q's seq 100 rounded up to 128 is 128}}
    (%0) = "pd_op.calc_reduced_attn_scores" (%q, %k, %lse) {} : (tensor<2x100x8x64xf16>, tensor<2x256x8x64xf16>, tensor<2x8x100xf32>) -> tensor<2x8x1x256xf32>
}

// -----
// calc_reduced_attn_scores: batches compared as written
{
    // expected-error@+1 {{'pd_op.calc_reduced_attn_scores' op operand #1 ('k') dim 0 is -1, but operand #0 ('q') dim 0 is 2 (the batch; compared as written: -1 matches only -1)}}
    (%0) = "pd_op.calc_reduced_attn_scores" (%q, %k, %lse) {} : (tensor<2x128x8x64xf16>, tensor<-1x256x8x64xf16>, tensor<2x8x128xf32>) -> tensor<2x8x1x256xf32>
}

// -----
// add_n: inputs of one shape (known dims)
{
    // expected-error@+1 {{'pd_op.add_n' op operand #0 ('inputs') element 1 is [3, 3], but the first one added is [2, -1]: add_n adds tensors of one shape}}
    (%0) = "pd_op.add_n" (%in) {} : (vec[tensor<2x-1xf32>,tensor<3x3xf32>]) -> tensor<2x-1xf32>
}

// -----
// add_n: the first input's dtype
{
    // expected-error@+1 {{'pd_op.add_n' op result #0 type 'tensor<2x3xf16>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.add_n" (%in) {} : (vec[tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x3xf16>
}

// -----
// sparse_attention: q, k and v 4-D (the legacy SparseAttentionOp's InferShape)
{
    // expected-error@+1 {{'pd_op.sparse_attention' op operand #1 ('k') must be 4-D [batch, heads, seq, head_dim], but is 3-D}}
    (%0, %1, %2) = "pd_op.sparse_attention" (%sq, %sk, %sv, %so, %sc, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x4x16x32xf32>, tensor<8x16x32xf32>, tensor<2x4x16x32xf32>, tensor<2x4x17xi32>, tensor<2x4x40xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4x16x32xf32>, tensor<2x4x40xf32>, tensor<2x4x40xf32>
}

// -----
// sparse_attention: sparse_dot_sdd [batch, heads, columns' dim 2]
{
    // expected-error@+1 {{'pd_op.sparse_attention' op result #1 type 'tensor<2x4x16xf32>' contradicts the inferred 'tensor<2x4x40xf32>'}}
    (%0, %1, %2) = "pd_op.sparse_attention" (%sq, %sk, %sv, %so, %sc, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>, tensor<2x4x17xi32>, tensor<2x4x40xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4x16x32xf32>, tensor<2x4x16xf32>, tensor<2x4x40xf32>
}
