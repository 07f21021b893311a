// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the rules of dialects/infer/infer_misc.c refuse: located operand and
// attribute errors, and result types that contradict the inferred ones.

// maxout: groups divide the axis dim (compared as written)
{
    // expected-error@+1 {{'pd_op.maxout' op operand #0 ('x') dim 1 is -1, which groups 2 does not divide (Paddle computes -1 % groups)}}
    (%0) = "pd_op.maxout" (%x) {groups:(Int32)2,axis:(Int32)1} : (tensor<2x-1x5x5xf32>) -> tensor<2x-1x5x5xf32>
}

// -----
// maxout: groups above 1
{
    // expected-error@+1 {{'pd_op.maxout' op groups must be greater than 1, but is 1}}
    (%0) = "pd_op.maxout" (%x) {groups:(Int32)1,axis:(Int32)1} : (tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
}

// -----
// as_complex: the last dim is 2
{
    // expected-error@+1 {{'pd_op.as_complex' op operand #0 ('x')'s last dim is 3, but must be 2 (real and imaginary parts)}}
    (%0) = "pd_op.as_complex" (%c) {} : (tensor<4x3xf32>) -> tensor<4xc64>
}

// -----
// as_real: of the real dtype
{
    // expected-error@+1 {{'pd_op.as_real' op result #0 type 'tensor<4x3x2xf32>' contradicts the inferred 'tensor<4x3x2xf64>'}}
    (%0) = "pd_op.as_real" (%d) {} : (tensor<4x3xc128>) -> tensor<4x3x2xf32>
}

// -----
// searchsorted: dims but the last match
{
    // expected-error@+1 {{'pd_op.searchsorted' op operand #1 ('values') is [4, 7], but operand #0 ('sorted_sequence') is [3, 10]: unless that is 1-D, their dims but the last must match (compared as written)}}
    (%0) = "pd_op.searchsorted" (%s, %v) {} : (tensor<3x10xf32>, tensor<4x7xf32>) -> tensor<4x7xi64>
}

// -----
// overlap_add: hop_length at most the frame length
{
    // expected-error@+1 {{'pd_op.overlap_add' op hop_length 12 is greater than the frame length 10}}
    (%0) = "pd_op.overlap_add" (%f) {hop_length:(Int32)12,axis:(Int32)-1} : (tensor<2x10x10xf32>) -> tensor<2x118xf32>
}

// -----
// norm: the axis in range
{
    // expected-error@+1 {{'pd_op.norm' op axis 3 is out of range [-3, 3) for a 3-D operand}}
    (%0, %1) = "pd_op.norm" (%n) {axis:(Int32)3,epsilon:(Float)1e-10,is_test:false} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, tensor<2x3x1xf32>
}

// -----
// multinomial: x 1-D or 2-D
{
    // expected-error@+1 {{'pd_op.multinomial' op operand #0 ('x') must be 1-D or 2-D (probability distributions), but is 3-D}}
    (%0) = "pd_op.multinomial" (%p, <<NULL VALUE>>) {num_samples:(Int32)5} : (tensor<2x3x4xf32>, <<NULL TYPE>>) -> tensor<2x3x5xi64>
}

// -----
// multi_dot: each one's rows the previous one's columns
{
    // expected-error@+1 {{'pd_op.multi_dot' op operand #0 ('x') element 2 has 5 rows, but the product before it has 4 columns (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.multi_dot" (%md) {} : (vec[tensor<2x3xf32>,tensor<3x4xf32>,tensor<5x6xf32>]) -> tensor<2x6xf32>
}

// -----
// multiplex: index [batch, 1]
{
    // expected-error@+1 {{'pd_op.multiplex' op operand #1 ('index') must be [batch, 1], but is [3, 2]}}
    (%0) = "pd_op.multiplex" (%mx, %ix) {} : (vec[tensor<5x4xf32>,tensor<5x4xf32>], tensor<3x2xi32>) -> tensor<3x4xf32>
}

// -----
// logspace: one-element operands
{
    // expected-error@+1 {{'pd_op.logspace' op operand #2 ('num') must hold one element, but holds 2}}
    (%0) = "pd_op.logspace" (%l0, %l1, %l2, %l3) {dtype:(pd_op.DataType)float64} : (tensor<1xf64>, tensor<1xf64>, tensor<2xi32>, tensor<1xf64>) -> tensor<-1xf64>
}

// -----
// memory_efficient_attention: key and value of one seq length
{
    // expected-error@+1 {{'pd_op.memory_efficient_attention' op operand #2 ('value') dim 1 is 16, but operand #1 ('key') dim 1 is 32 (the seq; compared as written: -1 matches only -1)}}
    (%0, %1, %2) = "pd_op.memory_efficient_attention" (%mq, %mk, %mv, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {max_seqlen_q:(Double)16,max_seqlen_k:(Double)32,causal:false,dropout_p:(Double)0,scale:(Float)0.125,is_test:true} : (tensor<2x16x4x64xf16>, tensor<2x32x4x64xf16>, tensor<2x16x4x32xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x16x4x32xf16>, tensor<4x2xf32>, tensor<2xi64>
}

// -----
// meshgrid: outputs of the inputs' lengths
{
    // expected-error@+1 {{'pd_op.meshgrid' op result #0 type 'vec[tensor<5x3xf32>,tensor<5x3xf32>]' contradicts the inferred 'vec[tensor<3x5xf32>,tensor<3x5xf32>]'}}
    (%0) = "pd_op.meshgrid" (%mg) {} : (vec[tensor<3xf32>,tensor<5xf32>]) -> vec[tensor<5x3xf32>,tensor<5x3xf32>]
}

// -----
// full_batch_size_like: input_dim_idx within the input's rank
{
    // expected-error@+1 {{'pd_op.full_batch_size_like' op input_dim_idx 2 is out of range [0, 2) for a 2-D input}}
    (%0) = "pd_op.full_batch_size_like" (%bs) {shape:[(Int32)4,(Int32)8],dtype:(pd_op.DataType)float16,value:(Double)0,input_dim_idx:(Int32)2,output_dim_idx:(Int32)0} : (tensor<-1x5xf32>) -> tensor<-1x8xf16>
}

// -----
// fake_channel_wise_quantize_abs_max: quant_axis 0 or 1
{
    // expected-error@+1 {{'pd_op.fake_channel_wise_quantize_abs_max' op quant_axis must be 0 or 1, but is 2}}
    (%0, %1) = "pd_op.fake_channel_wise_quantize_abs_max" (%fc) {bit_length:(Int32)8,quant_axis:(Int32)2} : (tensor<6x3x2xf32>) -> tensor<6x3x2xf32>, tensor<2xf32>
}

// -----
// fake_quantize_abs_max: bit_length in [1, 16]
{
    // expected-error@+1 {{'pd_op.fake_quantize_abs_max' op bit_length must be between 1 and 16, but is 32}}
    (%0, %1) = "pd_op.fake_quantize_abs_max" (%fq) {bit_length:(Int32)32} : (tensor<2x3xf32>) -> tensor<2x3xf32>, tensor<1xf32>
}

// -----
// clip_by_norm, dgc_clip_by_norm: max_norm greater than 0 (ClipByNormInferMeta)
{
    // expected-error@+1 {{'pd_op.clip_by_norm' op max_norm must be greater than 0, but is 0}}
    (%0) = "pd_op.clip_by_norm" (%h) {max_norm:(Float)0} : (tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.dgc_clip_by_norm' op max_norm must be greater than 0, but is -1}}
    (%0) = "pd_op.dgc_clip_by_norm" (%h, %st) {max_norm:(Float)-1,rampup_begin_step:(Float)-1} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>
}

// -----
// clip_by_norm: out like x
{
    // expected-error@+1 {{'pd_op.clip_by_norm' op result #0 type 'tensor<2x3xf16>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.clip_by_norm" (%h) {max_norm:(Float)1} : (tensor<2x3xf32>) -> tensor<2x3xf16>
}

// -----
// apply_per_channel_scale: x 2-D, scales 1-D of x's columns (as written)
{
    // expected-error@+1 {{'pd_op.apply_per_channel_scale' op operand #0 ('x') must be 2-D, but is 3-D}}
    (%0) = "pd_op.apply_per_channel_scale" (%pc, %ps) {} : (tensor<2x4x8xf16>, tensor<8xf16>) -> tensor<2x4x8xf16>
}

// -----
{
    // expected-error@+1 {{'pd_op.apply_per_channel_scale' op operand #1 ('scales') must be 1-D, but is 2-D}}
    (%0) = "pd_op.apply_per_channel_scale" (%pc, %ps) {} : (tensor<4x8xf16>, tensor<1x8xf16>) -> tensor<4x8xf16>
}

// -----
{
    // expected-error@+1 {{'pd_op.apply_per_channel_scale' op operand #1 ('scales') dim 0 is 6, but operand #0 ('x') dim 1 is 8 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.apply_per_channel_scale" (%pc, %ps) {} : (tensor<4x8xf16>, tensor<6xf16>) -> tensor<4x8xf16>
}

// -----
{
    // expected-error@+1 {{'pd_op.apply_per_channel_scale' op operand #1 ('scales') dim 0 is -1, but operand #0 ('x') dim 1 is 8 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.apply_per_channel_scale" (%pc, %ps) {} : (tensor<4x8xf16>, tensor<-1xf16>) -> tensor<4x8xf16>
}

// -----
// shadow_feed_tensors: out is the vec x
{
    // expected-error@+1 {{'pd_op.shadow_feed_tensors' op result #0 type 'vec[tensor<3xf32>,tensor<2x5xi32>]' contradicts the inferred 'vec[tensor<3xf32>,tensor<2x5xi64>]'}}
    (%0) = "pd_op.shadow_feed_tensors" (%sf) {dst_place_type:(Int32)0} : (vec[tensor<3xf32>,tensor<2x5xi64>]) -> vec[tensor<3xf32>,tensor<2x5xi32>]
}

// -----
// accuracy_check: x and y of one shape (ValueCompareInferMeta)
{
    // expected-error@+1 {{'pd_op.accuracy_check' op operand #1 dim 1 is 4, but operand #0 dim 1 is 3: they must have one shape}}
    (%0) = "pd_op.accuracy_check" (%ax, %ay) {fn_name:"f"} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xb>
}
