// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The fused, fusion and XPU ops' rules (issue 25, dialects/infer/infer_fused_*.c):
// results written with -1 dims and undefined dtypes are filled as each op's
// InferMeta (or legacy InferShape) sets them; what Paddle leaves open stays
// as written. (Their operand errors: fused-invalid.pir and
// lit-tests/infer-checks/operand-checks.test.)

// fc: input's first in_num_col_dims dims, then w's columns (FCInferMeta)
// CHECK: "pd_op.fc" {{.*}} -> tensor<-1x128x3072xf16>
// fc with padding_weights: w is [64 + 4, 32 + 4]
// CHECK: "pd_op.fc" {{.*}} -> tensor<8x32xf32>
// fused_gemm_epilogue, trans_x: K is x's dim 0, out x's other dims then N; reserve_space absent
// CHECK: "pd_op.fused_gemm_epilogue" {{.*}} -> tensor<4x16xf32>, <<NULL TYPE>>
// fused_gemm_epilogue, trans_y: N is y's dim 0; reserve_space like out
// CHECK: "pd_op.fused_gemm_epilogue" {{.*}} -> tensor<2x3x16xf32>, tensor<2x3x16xf32>
// fused_fc_elementwise_layernorm: out y's dims; mean, variance [rows] (-1 kept)
// CHECK: "pd_op.fused_fc_elementwise_layernorm" {{.*}} -> tensor<-1x16xf32>, tensor<-1xf32>, tensor<-1xf32>
// conv2d_xpu, SAME: ceil(9 / 2) = 5 whatever the dilation; out_dtype; out_max [6] without a dtype
// CHECK: "pd_op.conv2d_xpu" {{.*}} -> tensor<1x8x5x5xf16>, tensor<6xundefined>
// conv2d_transpose_xpu: (4 - 1) x 2 - 2 + 3 = 7, plus output_padding 1; channels filter dim 1 x groups 2
// CHECK: "pd_op.conv2d_transpose_xpu" {{.*}} -> tensor<1x4x8x8xf32>, tensor<6xundefined>
// fused_bias_act: quant_scale positive and a max bound of 448: float8_e4m3fn
// CHECK: "pd_op.fused_bias_act" {{.*}} -> tensor<4x16xf8e4m3fn>
// masked_multihead_attention_: 64 / 8 - 2 x 2 = 4 query heads of 8; out_scale positive: int8
// CHECK: "pd_op.masked_multihead_attention_" {{.*}} -> tensor<2x32xi8>, tensor<2x2x2x16x8xf16>, <<NULL TYPE>>
// block_multihead_attention_: an int32 qkv takes compute_dtype's type; qkv_out dims only
// CHECK: "pd_op.block_multihead_attention_" {{.*}} -> tensor<10x16xbf16>, tensor<10x48xundefined>, tensor<4x2x16x8xi8>, tensor<4x2x16x8xi8>
// fused_rotary_position_embedding: out_k without k: q's dtype, its dims as written
// CHECK: "pd_op.fused_rotary_position_embedding" {{.*}} -> tensor<2x8x4x16xbf16>, tensor<2x8x4x16xbf16>, <<NULL TYPE>>
// fused_attention (transpose_qkv_wb, post layer norm, training, a cache of 6): dims only; seq 4 + 6
// CHECK: "pd_op.fused_attention" {{.*}} -> tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<2x4x48xundefined>, tensor<-1xundefined>, tensor<3x2x2x4x8xundefined>, tensor<2x2x4x10xundefined>, tensor<2x2x4x8xundefined>, tensor<2x2x4x10xundefined>, tensor<2x2x4x10xundefined>, tensor<2x2x4x10xundefined>, tensor<2x2x4x10xundefined>, tensor<2x4x2x8xundefined>, tensor<2x4x16xundefined>, tensor<2x4x16xundefined>, tensor<8xundefined>, tensor<8xundefined>, tensor<2x4x16xundefined>, tensor<2x2x2x10x8xundefined>, tensor<2x4x16xf16>
// fusion_group: the inputs' dims; outs_dtype 6 is float64, 2 (int32) is left open
// CHECK: "pd_op.fusion_group" {{.*}} -> vec[tensor<2x-1xf64>,tensor<2x-1xundefined>]
// weight_only_linear, group-wise: n is weight_scale's dim 1
// CHECK: "pd_op.weight_only_linear" {{.*}} -> tensor<2x32xf16>
// fused_bias_residual_layernorm: quantized out int8, residual_out like x, statistics float32
// CHECK: "pd_op.fused_bias_residual_layernorm" {{.*}} -> tensor<4x16xi8>, tensor<4x16xf16>, tensor<4xf32>, tensor<4xf32>
// multi_encoder_xpu, slice_idx 0: [batch, hidden]; the fp16 copies
// CHECK: "pd_op.multi_encoder_xpu" {{.*}} -> tensor<2x16xf32>, tensor<2x4x16xf16>, tensor<2x16xf16>
// fused_multi_transformer: out x's dims (the legacy InferShape sets dims only); cache_kv_outs as written
// CHECK: "pd_op.fused_multi_transformer" {{.*}} -> vec[tensor<2x2x2x8x8xf16>], tensor<2x4x16xf16>
// fused_bn_add_activation (batch norm in NHWC): out like x, mean_out and
// variance_out like mean and variance, saved statistics float32 for a
// 16-bit x; reserve_space as written
// CHECK: "pd_op.fused_bn_add_activation" {{.*}} -> tensor<2x4x4x8xf16>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1xu8>
// weight_dequantize, int4: [n, 2 x k'] (dims only)
// CHECK: "pd_op.weight_dequantize" {{.*}} -> tensor<64x32xf16>
// fused_gemm_epilogue with a transposed 3-D x: releases read it as [K, ...] or as a batch of [K, M]: only N is inferred
// CHECK: "pd_op.fused_gemm_epilogue" {{.*}} -> tensor<-1x-1x16xf32>, <<NULL TYPE>>
// qkv_attention_xpu with qkv_fc_fusion: q's hidden is 3 x 4 x 16; qkv [B, L, 4 x 16] of out_dtype
// CHECK: "pd_op.qkv_attention_xpu" {{.*}} -> tensor<-1x8x64xf16>
// pad2d_xpu, NHWC: H + top 1 + bottom 2, W + left 0 + right 1
// CHECK: "pd_op.pad2d_xpu" {{.*}} -> tensor<1x11x9x3xf32>
// fusion_lstm without use_seq or peepholes: frame 32 / 4 = 8; xx [T, min(4, 32)]; the batched results
// CHECK: "pd_op.fusion_lstm" {{.*}} -> tensor<10x8xf32>, tensor<10x8xf32>, tensor<10x4xf32>, tensor<10x32xf32>, tensor<10x8xf32>, tensor<10x8xf32>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
// resnet_unit, NCHW: (8 + 2 - 3) / 2 + 1 = 4; bit_mask [128, (4 + 63 rounded to 64) / 32, 1] of the filter's dtype; statistics [1, 1, 1, C]
// CHECK: "pd_op.resnet_unit" {{.*}} -> tensor<2x16x4x4xf16>, tensor<128x2x1xf16>, tensor<2x16x4x4xf16>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
// fp8_fp8_half_gemm_fused: batch dims the larger of each pair, M 4, N 16 (transpose_y); float16 by default
// CHECK: "pd_op.fp8_fp8_half_gemm_fused" {{.*}} -> tensor<3x5x4x16xf16>
// mask_adaptive_xpu: length [B] int64, seq_lod [B + 1] int32 (-1 kept), pad_seq_len [1] int32
// CHECK: "pd_op.mask_adaptive_xpu" {{.*}} -> tensor<-1xi64>, tensor<-1xi32>, tensor<1xi32>
// fused_token_prune: [batch, new_mask's dim 2, C], cls_inds int64
// CHECK: "pd_op.fused_token_prune" {{.*}} -> tensor<2x5x16xf32>, tensor<2x5xi64>
// rank_attention: input_help [rows, 3 x 8], out [rows, 16], ins_rank [rows, 1]
// CHECK: "pd_op.rank_attention" {{.*}} -> tensor<-1x24xf32>, tensor<-1x16xf32>, tensor<-1x1xf32>
// blha_get_max_len: [1] int32 each
// CHECK: "pd_op.blha_get_max_len" {{.*}} -> tensor<1xi32>, tensor<1xi32>
// fused_seqpool_cvm: [-1, width] per input with use_cvm
// CHECK: "pd_op.fused_seqpool_cvm" {{.*}} -> vec[tensor<-1x11xf32>,tensor<-1x4xf32>]
// fused_elemwise_activation: y broadcasts into x; binary(x, unary(y)): intermediate_out y's dims
// CHECK: "pd_op.fused_elemwise_activation" {{.*}} -> tensor<2x3x4xf32>, tensor<3x4xf32>
{
    (%r0_0) = "pd_op.fc" (%x_0, %w_0, %b_0) {in_num_col_dims:(Int32)2} : (tensor<-1x128x768xf16>, tensor<768x3072xf16>, tensor<3072xf16>) -> tensor<-1x-1x-1xundefined>
    (%r0_1) = "pd_op.fc" (%x_1, %w_1, %b_1) {padding_weights:true} : (tensor<8x64xf32>, tensor<68x36xf32>, tensor<1x32xf32>) -> tensor<-1x-1xundefined>
    (%r0_2, %r1_2) = "pd_op.fused_gemm_epilogue" (%x_2, %w_2, %b_2) {trans_x:true,trans_y:false,activation:"none"} : (tensor<6x4xf32>, tensor<6x16xf32>, tensor<16xf32>) -> tensor<-1x-1xundefined>, <<NULL TYPE>>
    (%r0_3, %r1_3) = "pd_op.fused_gemm_epilogue" (%x_3, %w_3, %b_3) {trans_x:false,trans_y:true,activation:"gelu"} : (tensor<2x3x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%r0_4, %r1_4, %r2_4) = "pd_op.fused_fc_elementwise_layernorm" (%x_4, %w_4, %y_4, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<-1x8xf32>, tensor<8x16xf32>, tensor<-1x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%r0_5, %r1_5) = "pd_op.conv2d_xpu" (%x_5, <<NULL VALUE>>, %f_5, %fm_5, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {paddings:[(Int32)0,(Int32)0],dilations:[(Int32)2,(Int32)2],strides:[(Int32)2,(Int32)2],padding_algorithm:"SAME",groups:(Int32)1,out_dtype:(pd_op.DataType)float16,act_type:(Int32)0,act_param:(Float)0} : (tensor<1x4x9x9xf32>, <<NULL TYPE>>, tensor<8x4x3x3xi16>, tensor<6xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1xundefined>
    (%r0_6, %r1_6) = "pd_op.conv2d_transpose_xpu" (%x_6, <<NULL VALUE>>, %f_6, %fm_6, <<NULL VALUE>>) {strides:[(Int32)2,(Int32)2],paddings:[(Int32)1,(Int32)1],output_padding:[(Int32)1,(Int32)1],dilations:[(Int32)1,(Int32)1],groups:(Int32)2,padding_algorithm:"EXPLICIT",data_format:"NCHW",output_size:(pd_op.IntArray)[],has_bias:false,with_act:false,act_type:""} : (tensor<1x8x4x4xf32>, <<NULL TYPE>>, tensor<8x2x3x3xf32>, tensor<6xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1xundefined>
    (%r0_7) = "pd_op.fused_bias_act" (%x_7, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {quant_scale:(Float)1,quant_max_bound:(Float)448} : (tensor<4x16xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>
    (%r0_8, %r1_8, %r2_8) = "pd_op.masked_multihead_attention_" (%x_8, %c_8, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {out_scale:(Float)1,seq_len:(Int32)0,rotary_emb_dims:(Int32)0} : (tensor<2x64xf16>, tensor<2x2x2x16x8xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1x-1x-1x-1xundefined>, <<NULL TYPE>>
    (%r0_9, %r1_9, %r2_9, %r3_9) = "pd_op.block_multihead_attention_" (%qkv_9, %kc_9, %vc_9, %s0_9, %s1_9, %s2_9, %s3_9, %s4_9, %s5_9, %s6_9, %s7_9, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {compute_dtype:"bf16",max_seq_len:(Int32)0,block_size:(Int32)0,use_neox_style:false} : (tensor<10x48xi32>, tensor<4x2x16x8xi8>, tensor<4x2x16x8xi8>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%r0_10, %r1_10, %r2_10) = "pd_op.fused_rotary_position_embedding" (%q_10, <<NULL VALUE>>, <<NULL VALUE>>, %sin_10, %cos_10, <<NULL VALUE>>) {} : (tensor<2x8x4x16xbf16>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<8x16xf32>, tensor<8x16xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<2x8x4x16xundefined>, <<NULL TYPE>>
    (%r0_11, %r1_11, %r2_11, %r3_11, %r4_11, %r5_11, %r6_11, %r7_11, %r8_11, %r9_11, %r10_11, %r11_11, %r12_11, %r13_11, %r14_11, %r15_11, %r16_11, %r17_11, %r18_11, %r19_11) = "pd_op.fused_attention" (%x_11, <<NULL VALUE>>, <<NULL VALUE>>, %qw_11, <<NULL VALUE>>, %ck_11, %m_11, %ow_11, <<NULL VALUE>>, %s2_11, %b2_11) {num_heads:(Int32)2,transpose_qkv_wb:true,pre_layer_norm:false,is_test:false,ring_id:(Int32)-1,epsilon:(Float)0,attn_dropout_rate:(Float)0,attn_dropout_fix_seed:false,attn_dropout_seed:(Int32)0,attn_dropout_implementation:"",dropout_rate:(Float)0,dropout_fix_seed:false,dropout_seed:(Int32)0,dropout_implementation:"",ln_epsilon:(Float)0,add_residual:false} : (tensor<2x4x16xf16>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<16x48xf16>, <<NULL TYPE>>, tensor<2x2x2x6x8xf16>, tensor<2x1x4x10xf16>, tensor<16x16xf16>, <<NULL TYPE>>, tensor<16xf32>, tensor<16xf32>) -> tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1xundefined>, tensor<-1x-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1x-1x-1xundefined>, tensor<2x4x16xf16>
    (%r0_12) = "pd_op.fusion_group" (%in_12) {outs_dtype:[(Int32)6,(Int32)2]} : (vec[tensor<2x-1xf32>,tensor<-1x3xf32>]) -> vec[tensor<-1x-1xundefined>,tensor<-1x-1xundefined>]
    (%r0_13) = "pd_op.weight_only_linear" (%x_13, %w_13, <<NULL VALUE>>, %s_13) {weight_dtype:"int4",group_size:(Int32)64} : (tensor<2x64xf16>, tensor<32x64xi8>, <<NULL TYPE>>, tensor<1x32xf16>) -> tensor<-1x-1xundefined>
    (%r0_14, %r1_14, %r2_14, %r3_14) = "pd_op.fused_bias_residual_layernorm" (%x_14, <<NULL VALUE>>, %r_14, %nw_14, <<NULL VALUE>>) {begin_norm_axis:(Int32)1,quant_scale:(Float)1,quant_max_bound:(Float)127,epsilon:(Float)0,residual_alpha:(Float)0,quant_round_type:(Int32)0,quant_min_bound:(Float)0} : (tensor<4x16xf16>, <<NULL TYPE>>, tensor<4x16xf16>, tensor<16xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%r0_15, %r1_15, %r2_15) = "pd_op.multi_encoder_xpu" (%x_15, %v0_15, %v1_15, %v2_15, %v3_15, %v4_15, %v5_15, %v6_15, %v7_15, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {slice_idx:(Int32)0,layer_num:(Int32)0,norm_before:false,hidden_dim:(Int32)0,head_num:(Int32)0,size_per_head:(Int32)0,ffn_hidden_dim_scale:(Int32)0,act_type:(Int32)0,relative_type:(Int32)0,is_per_channel:false,max_pos_len:(Int32)0,softmax_max_value:[],quant_types:[]} : (tensor<2x4x16xf32>, vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], vec[tensor<16xf32>], <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>
    (%r0_16, %r1_16) = "pd_op.fused_multi_transformer" (%x_16, %ls_16, <<NULL VALUE>>, %qw_16, <<NULL VALUE>>, %ck_16, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %ow_16, <<NULL VALUE>>, %fs_16, <<NULL VALUE>>, %f1_16, <<NULL VALUE>>, %f2_16, <<NULL VALUE>>) {} : (tensor<2x4x16xf16>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<3x2x8x16xf16>], <<NULL TYPE>>, vec[tensor<2x2x2x8x8xf16>], <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>, vec[tensor<16xf16>], <<NULL TYPE>>) -> vec[tensor<2x2x2x8x8xf16>], tensor<-1x-1x-1xf16>
    (%r0_17, %r1_17, %r2_17, %r3_17, %r4_17, %r5_17) = "pd_op.fused_bn_add_activation" (%x_17, %z_17, %s_17, %b_17, %m_17, %v_17) {epsilon:(Float)1e-05,momentum:(Float)0,act_type:""} : (tensor<2x4x4x8xf16>, tensor<2x4x4x8xf16>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<1xu8>
    (%r0_18) = "pd_op.weight_dequantize" (%x_18, %s_18) {algo:"weight_only_int4",group_size:(Int32)64} : (tensor<16x64xi8>, tensor<1x32xf16>) -> tensor<-1x-1xf16>
    (%r0_b0, %r1_b0) = "pd_op.fused_gemm_epilogue" (%x_b0, %w_b0, %b_b0) {trans_x:true,trans_y:false,activation:"none"} : (tensor<2x8x4xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<-1x-1x-1xundefined>, <<NULL TYPE>>
    (%r0_b1) = "pd_op.qkv_attention_xpu" (%q_b1, %k_b1, %v_b1, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {head_num:(Int32)4,head_dim:(Int32)16,qkv_fc_fusion:true,out_dtype:(pd_op.DataType)float16,alpha:(Float)0} : (tensor<-1x8x192xf16>, tensor<-1x8x192xf16>, tensor<-1x8x192xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1xundefined>
    (%r0_b2) = "pd_op.pad2d_xpu" (%x_b2) {paddings:[(Int32)0,(Int32)1,(Int32)1,(Int32)2],data_format:"NHWC"} : (tensor<1x8x8x3xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%r0_b3, %r1_b3, %r2_b3, %r3_b3, %r4_b3, %r5_b3, %r6_b3, %r7_b3, %r8_b3) = "pd_op.fusion_lstm" (%x_b3, %wx_b3, %wh_b3, %b_b3, <<NULL VALUE>>, <<NULL VALUE>>) {use_peepholes:false,use_seq:false} : (tensor<10x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%r0_b4, %r1_b4, %r2_b4, %r3_b4, %r4_b4, %r5_b4, %r6_b4, %r7_b4, %r8_b4, %r9_b4, %r10_b4, %r11_b4) = "pd_op.resnet_unit" (%x_b4, %w_b4, %s_b4, %bb_b4, %m_b4, %v_b4, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {stride:(Int32)2,padding:(Int32)1,data_format:"NCHW"} : (tensor<2x4x8x8xf16>, tensor<16x4x3x3xf16>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
    (%r0_b5) = "pd_op.fp8_fp8_half_gemm_fused" (%x_b5, %y_b5, <<NULL VALUE>>) {transpose_y:true} : (tensor<3x1x4x32xf8e4m3fn>, tensor<3x5x16x32xf8e4m3fn>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>
    (%r0_b6, %r1_b6, %r2_b6) = "pd_op.mask_adaptive_xpu" (%m_b6) {} : (tensor<-1x8x8xf32>) -> tensor<-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%r0_b7, %r1_b7) = "pd_op.fused_token_prune" (%a_b7, %x_b7, %m_b7, %nm_b7) {} : (tensor<2x4x8x8xf32>, tensor<2x8x16xf32>, tensor<2x4x8x8xf32>, tensor<2x4x5x5xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>
    (%r0_b8, %r1_b8, %r2_b8) = "pd_op.rank_attention" (%x_b8, %ro_b8, %rp_b8) {max_rank:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x7xi32>, tensor<72x16xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%r0_b9, %r1_b9) = "pd_op.blha_get_max_len" (%e_b9, %d_b9, %bs_b9) {} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi32>) -> tensor<-1xundefined>, tensor<-1xundefined>
    (%r0_b10) = "pd_op.fused_seqpool_cvm" (%x_b10, %c_b10) {} : (vec[tensor<10x11xf32>,tensor<-1x4xf32>], tensor<-1x2xf32>) -> vec[tensor<-1x-1xundefined>,tensor<-1x-1xundefined>]
    (%r0_b11, %r1_b11) = "pd_op.fused_elemwise_activation" (%x_b11, %y_b11) {functor_list:["elementwise_add","scale"],save_intermediate_out:true} : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xf32>
}

// fused_gemm_epilogue_grad (FusedGemmEpilogueGradInferMeta): x_grad and
// y_grad like x and y, bias_grad [N] of y's dtype (N: y's dim 0 with trans_y)
// CHECK: "pd_op.fused_gemm_epilogue_grad" {{.*}} -> tensor<2x4x8xf16>, tensor<8x16xf16>, tensor<16xf16>
// CHECK: "pd_op.fused_gemm_epilogue_grad" {{.*}} -> tensor<-1x8xf32>, tensor<16x8xf32>, tensor<16xf32>
{
    (%0, %1, %2) = "pd_op.fused_gemm_epilogue_grad" (%x, %y, %r, %g) {trans_x:false,trans_y:false,activation_grad:"relu_grad"} : (tensor<2x4x8xf16>, tensor<8x16xf16>, tensor<2x4x16xf16>, tensor<2x4x16xf16>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>
    (%3, %4, %5) = "pd_op.fused_gemm_epilogue_grad" (%x2, %y2, <<NULL VALUE>>, %g2) {trans_x:false,trans_y:true,activation_grad:"none"} : (tensor<-1x8xf32>, tensor<16x8xf32>, <<NULL TYPE>>, tensor<3x-1xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>
}
