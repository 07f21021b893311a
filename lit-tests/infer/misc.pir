// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// maxout, as_complex, as_real, take_along_axis, searchsorted, overlap_add,
// norm, multinomial, clip_by_norm, dgc_clip_by_norm, apply_per_channel_scale
// (issue 25; dialects/infer/infer_misc.c), and shadow_feed_tensors,
// accuracy_check, npu_identity, onednn_to_paddle_layout: results
// written with -1 dims and undefined dtypes are filled. (Their operand
// errors: misc-invalid.pir.)

// maxout: the axis dim divided by groups
// CHECK: "pd_op.maxout" {{.*}} -> tensor<2x3x5x5xf32>
// CHECK: "pd_op.maxout" {{.*}} -> tensor<2x5x5x4xf32>
// as_complex drops the trailing 2; as_real adds it
// CHECK: "pd_op.as_complex" {{.*}} -> tensor<4x3xc64>
// CHECK: "pd_op.as_real" {{.*}} -> tensor<4x3x2xf64>
// take_along_axis: indices' dims, arr's dtype
// CHECK: "pd_op.take_along_axis" {{.*}} -> tensor<2x1x4xf16>
// searchsorted: values' dims, int64 (int32 with out_int32)
// CHECK: "pd_op.searchsorted" {{.*}} -> tensor<3x7xi64>
// CHECK: "pd_op.searchsorted" {{.*}} -> tensor<5xi32>
// overlap_add: (frames - 1) x hop + frame_length
// CHECK: "pd_op.overlap_add" {{.*}} -> tensor<2x46xf32>
// CHECK: "pd_op.overlap_add" {{.*}} -> tensor<46x2xf32>
// norm: out like x, norm with the axis dim 1; none with is_test
// CHECK: "pd_op.norm" {{.*}} -> tensor<2x3x4xf32>, tensor<2x1x4xf32>
// CHECK: "pd_op.norm" {{.*}} -> tensor<2x3x4xf32>, tensor<-1xundefined>
// multinomial: the last dim num_samples, int64; from a tensor: open
// CHECK: "pd_op.multinomial" {{.*}} -> tensor<3x5xi64>
// CHECK: "pd_op.multinomial" {{.*}} -> tensor<-1xi64>
// meshgrid: every output [len(a), len(b), 1 (0-D c)], a's dtype
// CHECK: "pd_op.meshgrid" {{.*}} -> vec[tensor<3x5x1xf32>,tensor<3x5x1xf32>,tensor<3x5x1xf32>]
// multi_dot: a 1-D first is a row, a 1-D last a column: their dims dropped
// CHECK: "pd_op.multi_dot" {{.*}} -> tensor<2x6xf32>
// CHECK: "pd_op.multi_dot" {{.*}} -> tensor<f32>
// multiplex: the candidates' dims with index's rows
// CHECK: "pd_op.multiplex" {{.*}} -> tensor<3x4xf32>
// logspace: [-1] of dtype
// CHECK: "pd_op.logspace" {{.*}} -> tensor<-1xf64>
// memory_efficient_attention: [batch, seq_q, heads, value's head_dim];
// logsumexp [heads, batch] float32; seed_and_offset [2] int64
// CHECK: "pd_op.memory_efficient_attention" {{.*}} -> tensor<2x16x4x32xf16>, tensor<4x2xf32>, tensor<2xi64>
// full_batch_size_like: shape with input's batch dim, of dtype
// CHECK: "pd_op.full_batch_size_like" {{.*}} -> tensor<4x-1x8xf16>
// CHECK: "pd_op.uniform_random_batch_size_like" {{.*}} -> tensor<7x3xf32>
// fake quantize: out like x; out_scale [1] or [x's dim quant_axis], dtype
// open; range: out's dtype open, out_scales [window_size]
// CHECK: "pd_op.fake_quantize_abs_max" {{.*}} -> tensor<2x3xf32>, tensor<1xundefined>
// CHECK: "pd_op.fake_channel_wise_quantize_abs_max" {{.*}} -> tensor<6x3xf32>, tensor<3xundefined>
// CHECK: "pd_op.fake_quantize_range_abs_max" {{.*}} -> tensor<2x3xundefined>, tensor<1xundefined>, tensor<100xundefined>
// clip_by_norm, dgc_clip_by_norm: out like x (ClipByNormInferMeta)
// CHECK: "pd_op.clip_by_norm" {{.*}} -> tensor<2x3xf16>
// CHECK: "pd_op.dgc_clip_by_norm" {{.*}} -> tensor<-1x3xf32>
// apply_per_channel_scale: out like x (ApplyPerChannelScaleInferMeta)
// CHECK: "pd_op.apply_per_channel_scale" {{.*}} -> tensor<4x8xf16>
// shadow_feed_tensors: the vec x (UnchangedVectorInferMeta)
// CHECK: "pd_op.shadow_feed_tensors" {{.*}} -> vec[tensor<3xf32>,tensor<2x5xi64>]
// accuracy_check: x's dims, bool (ValueCompareInferMeta); npu_identity,
// onednn_to_paddle_layout: x's type (UnchangedInferMeta)
// CHECK: "pd_op.accuracy_check" {{.*}} -> tensor<2x3xb>
// CHECK: "pd_op.npu_identity" {{.*}} -> tensor<2x3xf16>
// CHECK: "pd_op.onednn_to_paddle_layout" {{.*}} -> tensor<2x3xf16>
{
    (%0) = "pd_op.maxout" (%x) {groups:(Int32)2,axis:(Int32)1} : (tensor<2x6x5x5xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%1) = "pd_op.maxout" (%y) {groups:(Int32)2,axis:(Int32)-1} : (tensor<2x5x5x8xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%2) = "pd_op.as_complex" (%c) {} : (tensor<4x3x2xf32>) -> tensor<-1x-1xundefined>
    (%3) = "pd_op.as_real" (%d) {} : (tensor<4x3xc128>) -> tensor<-1x-1x-1xundefined>
    (%4) = "pd_op.take_along_axis" (%a, %i) {axis:(Int32)1} : (tensor<2x5x4xf16>, tensor<2x1x4xi64>) -> tensor<-1x-1x-1xundefined>
    (%5) = "pd_op.searchsorted" (%s, %v) {out_int32:false,right:false} : (tensor<3x10xf32>, tensor<3x7xf32>) -> tensor<-1x-1xundefined>
    (%6) = "pd_op.searchsorted" (%s1, %v1) {out_int32:true,right:true} : (tensor<10xf32>, tensor<5xf32>) -> tensor<-1xundefined>
    (%7) = "pd_op.overlap_add" (%f) {hop_length:(Int32)4,axis:(Int32)-1} : (tensor<2x10x10xf32>) -> tensor<-1x-1xundefined>
    (%8) = "pd_op.overlap_add" (%g) {hop_length:(Int32)4,axis:(Int32)0} : (tensor<10x10x2xf32>) -> tensor<-1x-1xundefined>
    (%9, %10) = "pd_op.norm" (%n) {axis:(Int32)1,epsilon:(Float)1e-10,is_test:false} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%11, %12) = "pd_op.norm" (%n) {axis:(Int32)1,epsilon:(Float)1e-10,is_test:true} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1xundefined>
    (%13) = "pd_op.multinomial" (%p, <<NULL VALUE>>) {num_samples:(Int32)5,replacement:true} : (tensor<3x4xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>
    (%14) = "pd_op.multinomial" (%q, %ns) {replacement:true} : (tensor<4xf32>, tensor<i32>) -> tensor<-1xundefined>
    (%15) = "pd_op.meshgrid" (%mg) {} : (vec[tensor<3xf32>,tensor<5xf32>,tensor<f32>]) -> vec[tensor<-1x-1x-1xundefined>,tensor<-1x-1x-1xundefined>,tensor<-1x-1x-1xundefined>]
    (%16) = "pd_op.multi_dot" (%md) {} : (vec[tensor<2x3xf32>,tensor<3x4xf32>,tensor<4x6xf32>]) -> tensor<-1x-1xundefined>
    (%17) = "pd_op.multi_dot" (%md2) {} : (vec[tensor<3xf32>,tensor<3x4xf32>,tensor<4xf32>]) -> tensor<undefined>
    (%18) = "pd_op.multiplex" (%mx, %ix) {} : (vec[tensor<5x4xf32>,tensor<5x4xf32>], tensor<3x1xi32>) -> tensor<-1x-1xundefined>
    (%19) = "pd_op.logspace" (%l0, %l1, %l2, %l3) {dtype:(pd_op.DataType)float64} : (tensor<1xf64>, tensor<1xf64>, tensor<1xi32>, tensor<1xf64>) -> tensor<-1xundefined>
    (%20, %21, %22) = "pd_op.memory_efficient_attention" (%mq, %mk, %mv, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {max_seqlen_q:(Double)16,max_seqlen_k:(Double)32,causal:false,dropout_p:(Double)0,scale:(Float)0.125,is_test:true} : (tensor<2x16x4x64xf16>, tensor<2x32x4x64xf16>, tensor<2x32x4x32xf16>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>
    (%23) = "pd_op.full_batch_size_like" (%bs) {shape:[(Int32)4,(Int32)1,(Int32)8],dtype:(pd_op.DataType)float16,value:(Double)0,input_dim_idx:(Int32)0,output_dim_idx:(Int32)1} : (tensor<-1x5xf32>) -> tensor<-1x-1x-1xundefined>
    (%24) = "pd_op.uniform_random_batch_size_like" (%bs2) {shape:[(Int32)-1,(Int32)3],input_dim_idx:(Int32)1,output_dim_idx:(Int32)0} : (tensor<2x7xf32>) -> tensor<-1x-1xundefined>
    (%25, %26) = "pd_op.fake_quantize_abs_max" (%fq) {bit_length:(Int32)8} : (tensor<2x3xf32>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>
    (%27, %28) = "pd_op.fake_channel_wise_quantize_abs_max" (%fc) {bit_length:(Int32)8,quant_axis:(Int32)1} : (tensor<6x3xf32>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>
    (%29, %30, %31) = "pd_op.fake_quantize_range_abs_max" (%fq, %sc, <<NULL VALUE>>) {window_size:(Int32)100,bit_length:(Int32)8} : (tensor<2x3xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%32) = "pd_op.clip_by_norm" (%h) {max_norm:(Float)1} : (tensor<2x3xf16>) -> tensor<-1x-1xundefined>
    (%33) = "pd_op.dgc_clip_by_norm" (%du, %st) {max_norm:(Float)0.5,rampup_begin_step:(Float)-1} : (tensor<-1x3xf32>, tensor<1xf32>) -> tensor<-1x-1xundefined>
    (%34) = "pd_op.apply_per_channel_scale" (%pc, %ps) {} : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<-1x-1xundefined>
    (%35) = "pd_op.shadow_feed_tensors" (%sf) {dst_place_type:(Int32)0} : (vec[tensor<3xf32>,tensor<2x5xi64>]) -> vec[tensor<-1xundefined>,tensor<-1x-1xundefined>]
    (%36) = "pd_op.accuracy_check" (%ax, %ay) {fn_name:"f",rtol:(Double)1e-05,atol:(Double)1e-08,equal_nan:false} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<-1x-1xb>
    (%37) = "pd_op.npu_identity" (%h) {format:(Int32)-1} : (tensor<2x3xf16>) -> tensor<-1x-1xundefined>
    (%38) = "pd_op.onednn_to_paddle_layout" (%h) {dst_layout:(Int32)0} : (tensor<2x3xf16>) -> tensor<-1x-1xundefined>
}
