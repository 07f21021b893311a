// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the fused, fusion and XPU ops' rules refuse (issue 25,
// dialects/infer/infer_fused_*.c), beyond the one broken case per rule of
// lit-tests/infer-checks/operand-checks.test: each of Paddle's checks as a
// located error, and a written type that contradicts the inferred one.

// fc: activation_type "" or relu
{
    // expected-error@+1 {{'pd_op.fc' op activation_type must be "" or "relu", but is "gelu"}}
    (%r0) = "pd_op.fc" (%x, %w, %b) {activation_type:"gelu"} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
}

// -----
// fc: in_num_col_dims below the input's rank
{
    // expected-error@+1 {{'pd_op.fc' op in_num_col_dims 2 must be less than the rank 2 of operand #0 ('input')}}
    (%r0) = "pd_op.fc" (%x, %w, %b) {in_num_col_dims:(Int32)2} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
}

// -----
// fc: the written type is checked
{
    // expected-error@+1 {{'pd_op.fc' op result #0 type 'tensor<4x15xf32>' contradicts the inferred 'tensor<4x16xf32>'}}
    (%r0) = "pd_op.fc" (%x, %w, %b) {} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x15xf32>
}

// -----
// fused_gemm_epilogue: no reserve_space with activation none
{
    // expected-error@+1 {{'pd_op.fused_gemm_epilogue' op reserve_space is not used when activation is "none"}}
    (%r0, %r1) = "pd_op.fused_gemm_epilogue" (%x, %w, %b) {trans_x:false,trans_y:false,activation:"none"} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>, tensor<4x16xf32>
}

// -----
// fused_attention: the cache's heads
{
    // expected-error@+1 {{'pd_op.fused_attention' op operand #5 ('cache_kv') dim 2 is 4, but the head count is 2}}
    (%r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19) = "pd_op.fused_attention" (%x, <<NULL VALUE>>, <<NULL VALUE>>, %qw, <<NULL VALUE>>, %ck, <<NULL VALUE>>, %ow, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {num_heads:(Int32)2,ring_id:(Int32)-1,transpose_qkv_wb:false,pre_layer_norm:false,epsilon:(Float)0,attn_dropout_rate:(Float)0,is_test:false,attn_dropout_fix_seed:false,attn_dropout_seed:(Int32)0,attn_dropout_implementation:"",dropout_rate:(Float)0,dropout_fix_seed:false,dropout_seed:(Int32)0,dropout_implementation:"",ln_epsilon:(Float)0,add_residual:false} : (tensor<2x4x16xf16>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<3x2x8x16xf16>, <<NULL TYPE>>, tensor<2x2x4x6x8xf16>, <<NULL TYPE>>, tensor<16x16xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
}

// -----
// conv2d_xpu: strides of the spatial rank
{
    // expected-error@+1 {{'pd_op.conv2d_xpu' op strides has 1 entries, but the 4-D input has 2 spatial dims}}
    (%r0, %r1) = "pd_op.conv2d_xpu" (%x, <<NULL VALUE>>, %f, %fm, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {paddings:[(Int32)1,(Int32)1],dilations:[(Int32)1,(Int32)1],strides:[(Int32)1],groups:(Int32)1,padding_algorithm:"",act_type:(Int32)0,act_param:(Float)0,out_dtype:(pd_op.DataType)float32} : (tensor<1x4x8x8xf32>, <<NULL TYPE>>, tensor<8x4x3x3xf32>, tensor<6xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x8x8x8xf32>, tensor<6xf32>
}

// -----
// bn_act_xpu: no 0 dim
{
    // expected-error@+1 {{'pd_op.bn_act_xpu' op operand #0 ('x') dim 1 is 0, but each dim must be -1 or positive}}
    (%r0) = "pd_op.bn_act_xpu" (%x, %m, %v, %s, %b) {data_format:"NCHW",momentum:(Float)0,epsilon:(Float)0,act_type:(Int32)0} : (tensor<2x0x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x0x4x4xf32>
}

// -----
// fusion_seqconv_eltadd_relu: context_start above -context_length
{
    // expected-error@+1 {{'pd_op.fusion_seqconv_eltadd_relu' op context_start -3 must be above -context_length (-3)}}
    (%r0, %r1) = "pd_op.fusion_seqconv_eltadd_relu" (%x, %f, %b) {context_length:(Int32)3,context_start:(Int32)-3} : (tensor<10x4xf32>, tensor<12x8xf32>, tensor<8xf32>) -> tensor<10x8xf32>, tensor<10x12xf32>
}

// -----
// fusion_gru: x 2-D or [T, 1, M]
{
    // expected-error@+1 {{'pd_op.fusion_gru' op operand #0 ('x') must be 2-D, or 3-D with dim 1 of 1, but is 3-D}}
    (%r0, %r1, %r2, %r3, %r4) = "pd_op.fusion_gru" (%x, <<NULL VALUE>>, %wx, %wh, <<NULL VALUE>>) {} : (tensor<10x2x4xf32>, <<NULL TYPE>>, tensor<4x24xf32>, tensor<8x24xf32>, <<NULL TYPE>>) -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
}

// -----
// fused_dconv_drelu_dbn: fuse_shortcut and fuse_dual exclude each other
{
    // expected-error@+1 {{'pd_op.fused_dconv_drelu_dbn' op fuse_shortcut and fuse_dual may not both be set}}
    (%r0, %r1, %r2, %r3, %r4, %r5, %r6) = "pd_op.fused_dconv_drelu_dbn" (%go, %w, <<NULL VALUE>>, <<NULL VALUE>>, %eqs, %eqb, <<NULL VALUE>>, %m, %is, %g, %be, %bi, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {data_format:"NHWC",groups:(Int32)1,fuse_shortcut:true,fuse_dual:true,paddings:[],dilations:[],strides:[],padding_algorithm:"",fuse_add:false,exhaustive_search:false} : (tensor<1x8x8x16xf16>, tensor<16x4x3x3xf16>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<4xf16>, tensor<4xf16>, <<NULL TYPE>>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1x8x8x4xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<16x4x3x3xf16>, tensor<1x8x8x4xf16>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
}

// -----
// fused_bias_act: the activations it knows
{
    // expected-error@+1 {{'pd_op.fused_bias_act' op act_method must be gelu, relu, geglu or swiglu, but is "tanh"}}
    (%r0) = "pd_op.fused_bias_act" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {act_method:"tanh"} : (tensor<4x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4x16xf32>
}

// -----
// fused_bias_act: x of compute_dtype
{
    // expected-error@+1 {{'pd_op.fused_bias_act' op operand #0 ('x') must be of compute_dtype "fp16"}}
    (%r0) = "pd_op.fused_bias_act" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {compute_dtype:"fp16"} : (tensor<4x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4x16xf16>
}

// -----
// fused_bias_act: bias of x's dtype
{
    // expected-error@+1 {{'pd_op.fused_bias_act' op operand #1 ('bias') must be of x's dtype when compute_dtype is "default"}}
    (%r0) = "pd_op.fused_bias_act" (%x, %b, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<4x16xf16>, tensor<16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4x16xf16>
}

// -----
// masked_multihead_attention_: a float32 rotary_tensor
{
    // expected-error@+1 {{'pd_op.masked_multihead_attention_' op operand #6 ('rotary_tensor') must be float32}}
    (%r0, %r1, %r2) = "pd_op.masked_multihead_attention_" (%x, %c, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %rt, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {seq_len:(Int32)0,rotary_emb_dims:(Int32)0} : (tensor<2x64xf16>, tensor<2x2x2x16x8xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<2x8xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x32xf16>, tensor<2x2x2x16x8xf16>, <<NULL TYPE>>
}

// -----
// weight_only_linear: group_size
{
    // expected-error@+1 {{'pd_op.weight_only_linear' op group_size must be -1, 64 or 128, but is 32}}
    (%r0) = "pd_op.weight_only_linear" (%x, %w, <<NULL VALUE>>, %s) {weight_dtype:"int8",group_size:(Int32)32} : (tensor<2x64xf16>, tensor<32x64xi8>, <<NULL TYPE>>, tensor<32xf16>) -> tensor<2x32xf16>
}

// -----
// weight_dequantize: algo
{
    // expected-error@+1 {{'pd_op.weight_dequantize' op algo must be "weight_only_int8" or "weight_only_int4", but is "llm.int8"}}
    (%r0) = "pd_op.weight_dequantize" (%x, %s) {algo:"llm.int8"} : (tensor<16x64xi8>, tensor<16xf16>) -> tensor<64x16xf16>
}

// -----
// block_multihead_attention_: qkv of compute_dtype
{
    // expected-error@+1 {{'pd_op.block_multihead_attention_' op operand #0 ('qkv') must be of compute_dtype "bf16"}}
    (%r0, %r1, %r2, %r3) = "pd_op.block_multihead_attention_" (%qkv, %kc, %vc, %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {compute_dtype:"bf16",max_seq_len:(Int32)0,block_size:(Int32)0,use_neox_style:false} : (tensor<10x48xf16>, tensor<4x2x16x8xf16>, tensor<4x2x16x8xf16>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<10x16xf16>, tensor<10x48xf16>, tensor<4x2x16x8xf16>, tensor<4x2x16x8xf16>
}

// -----
// fused_multi_transformer: a 3-D qkv weight with grouped queries
{
    // expected-error@+1 {{'pd_op.fused_multi_transformer' op operand #3 ('qkv_weights') element 0 must be 3-D with gqa_group_size, but is 4-D}}
    (%r0, %r1) = "pd_op.fused_multi_transformer" (%x, %ls, <<NULL VALUE>>, %qw, <<NULL VALUE>>, %ck, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %ow, <<NULL VALUE>>, %fs, <<NULL VALUE>>, %f1, <<NULL VALUE>>, %f2, <<NULL VALUE>>) {gqa_group_size:(Int32)2} : (tensor<2x4x16xf16>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<3x2x8x16xf16>], <<NULL TYPE>>, vec[tensor<2x2x2x8x8xf16>], <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>) -> vec[tensor<2x2x2x8x8xf16>], tensor<2x4x16xf16>
}

// -----
// fused_multi_transformer_xpu: the cache's heads
{
    // expected-error@+1 {{'pd_op.fused_multi_transformer_xpu' op operand #17 ('cache_kv') element 0 dim 3 is 3, but qkvw's heads is 2}}
    (%r0, %r1) = "pd_op.fused_multi_transformer_xpu" (%x, %ls, %lb, %qw, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %ck, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %mb) {trans_qkvw:true,pre_layer_norm:false,rotary_emb_dims:(Int32)0,epsilon:(Float)0,dropout_rate:(Float)0,is_test:false,dropout_implementation:"",act_method:"",ring_id:(Int32)0,gather_axis:(Int32)0} : (tensor<2x4x16xf16>, vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<3x2x8x16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<16xf16>], vec[tensor<2x2x4x3x8xf16>], <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<6xf32>) -> tensor<2x4x16xf16>, vec[tensor<2x2x4x2x8xf16>]
}

// -----
// fusion_transpose_flatten_concat: the other dim equal
{
    // expected-error@+1 {{'pd_op.fusion_transpose_flatten_concat' op operand #0 ('x') element 1, transposed and flattened, has dim 0 of 3, but element 0 has 2 (only the concat_axis dim may differ)}}
    (%r0) = "pd_op.fusion_transpose_flatten_concat" (%x) {trans_axis:[(Int32)0,(Int32)2,(Int32)1],flatten_axis:(Int32)1,concat_axis:(Int32)1} : (vec[tensor<2x3x4xf32>,tensor<3x5x4xf32>]) -> tensor<2x32xf32>
}

// -----
// yolo_box_xpu: the broadcasts agree
{
    // expected-error@+1 {{'pd_op.yolo_box_xpu' op the three parts of yolo_box_xpu's output differ in dim 0 (1 and 2)}}
    (%r0, %r1) = "pd_op.yolo_box_xpu" (%x, <<NULL VALUE>>, %g, %s, %a) {offset:(Float)0} : (tensor<1x3x4x4x9xf32>, <<NULL TYPE>>, tensor<1x1x4x4x2xf32>, tensor<1xf32>, tensor<2x3x1x1x2xf32>) -> tensor<1x3x4x4x9xf32>, tensor<6xf32>
}

// -----
// fused_embedding_eltwise_layernorm: as many ids as tables
{
    // expected-error@+1 {{'pd_op.fused_embedding_eltwise_layernorm' op operand #1 ('embs') holds 3 tables, but operand #0 ('ids') 2}}
    (%r0) = "pd_op.fused_embedding_eltwise_layernorm" (%ids, %e, %b, %s) {} : (vec[tensor<2x4xi64>,tensor<2x4xi64>], vec[tensor<100x16xf32>,tensor<10x16xf32>,tensor<5x16xf32>], tensor<16xf32>, tensor<16xf32>) -> tensor<2x4x16xf32>
}

// -----
// fusion_repeated_fc_relu: two weights or more
{
    // expected-error@+1 {{'pd_op.fusion_repeated_fc_relu' op operand #1 ('w') must hold 2 or more weights, but holds 1}}
    (%r0, %r1) = "pd_op.fusion_repeated_fc_relu" (%x, %w, %b) {} : (tensor<4x8xf32>, vec[tensor<8x16xf32>], vec[tensor<16xf32>]) -> vec[], tensor<4x16xf32>
}

// -----
// fusion_group: type 0 only
{
    // expected-error@+1 {{'pd_op.fusion_group' op type must be 0 (elementwise fusion), but is 1}}
    (%r0) = "pd_op.fusion_group" (%in) {type:(Int32)1} : (vec[tensor<2x3xf32>]) -> vec[tensor<2x3xf32>]
}

// -----
// fused_gemm_epilogue_grad: -1 agrees, two known Ns that differ do not
{
    // expected-error@+1 {{'pd_op.fused_gemm_epilogue_grad' op operand #3 ('out_grad') dim 1 is 12, but N (y's dim 0: trans_y) is 16}}
    (%0, %1, %2) = "pd_op.fused_gemm_epilogue_grad" (%x, %y, <<NULL VALUE>>, %g) {trans_x:false,trans_y:true,activation_grad:"none"} : (tensor<-1x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<-1x12xf32>) -> tensor<-1x8xf32>, tensor<16x8xf32>, tensor<16xf32>
}

// -----
// bias_grad is [N] of y's dtype
{
    // expected-error@+1 {{'pd_op.fused_gemm_epilogue_grad' op result #2 type 'tensor<8xf32>' contradicts the inferred 'tensor<16xf32>'}}
    (%0, %1, %2) = "pd_op.fused_gemm_epilogue_grad" (%x, %y, <<NULL VALUE>>, %g) {trans_x:false,trans_y:true,activation_grad:"none"} : (tensor<-1x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<-1x16xf32>) -> tensor<-1x8xf32>, tensor<16x8xf32>, tensor<8xf32>
}
