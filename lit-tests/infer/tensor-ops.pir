// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The tensor ops, losses, pooling and normalization of issue 25's share A
// (dialects/infer/infer_tensor.c, infer_math.c, infer_binary.c,
// infer_pool.c): results written with -1 dims and undefined dtypes are
// filled. Each value was worked out by hand from the op's InferMeta.
// (Their operand errors: tensor-ops-invalid.pir and the generated
// lit-tests/infer-checks/operand-checks.test.)

// pad: [2 + 1 + 2, -1 stays]
// CHECK: "pd_op.pad" {{.*}} -> tensor<5x-1xf32>
// pad3d [1,1,2,2,3,3] NCDHW: D 4+3+3, H 5+2+2, W 6+1+1
// CHECK: "pd_op.pad3d" {{.*}} -> tensor<1x2x10x9x8xf32>
// pixel_shuffle by 2: C 8/4, H and W times 2
// CHECK: "pd_op.pixel_shuffle" {{.*}} -> tensor<1x2x6x8xf32>
// pixel_unshuffle by 2, NHWC: H 4/2, W 6/2, C 3*4
// CHECK: "pd_op.pixel_unshuffle" {{.*}} -> tensor<1x2x3x12xf32>
// unbind at axis 1: three [2, 4]
// CHECK: "pd_op.unbind" {{.*}} -> vec[tensor<2x4xf32>,tensor<2x4xf32>,tensor<2x4xf32>]
// diag of a 3-vector, offset 1: 4 x 4
// CHECK: "pd_op.diag" {{.*}} -> tensor<4x4xf32>
// diagonal of [2, 3, 4] over axes 0 and 2, offset 1: [3, min(2, 4 - 1)]
// CHECK: "pd_op.diagonal" {{.*}} -> tensor<3x2xf32>
// trace over axes 0 and 1: [4]
// CHECK: "pd_op.trace" {{.*}} -> tensor<4xf32>
// unfold 2x2, stride 1: [1, 8*4, 2*3]
// CHECK: "pd_op.unfold" {{.*}} -> tensor<1x32x6xf32>
// fold back to 3 x 4: [1, 32/4, 3, 4]
// CHECK: "pd_op.fold" {{.*}} -> tensor<1x8x3x4xf32>
// p_norm over axis 1
// CHECK: "pd_op.p_norm" {{.*}} -> tensor<2x4xf32>
// kthvalue, keepdim: [2, 3, 1]; indices' dtype open
// CHECK: "pd_op.kthvalue" {{.*}} -> tensor<2x3x1xf32>, tensor<2x3x1xundefined>
// frobenius_norm over [0, 2], keep_dim
// CHECK: "pd_op.frobenius_norm" {{.*}} -> tensor<1x3x1xf32>
// fft_r2c, onesided: the last axis 4/2 + 1, complex64
// CHECK: "pd_op.fft_r2c" {{.*}} -> tensor<2x3x3xc64>
// eye 3, columns -1 (= rows), float64
// CHECK: "pd_op.eye" {{.*}} -> tensor<3x3xf64>
{
    (%0) = "pd_op.pad" (%x) {paddings:[(Int32)1,(Int32)2,(Int32)0,(Int32)3],pad_value:(Float)0} : (tensor<2x-1xf32>) -> tensor<-1x-1xundefined>
    (%1) = "pd_op.pad3d" (%y) {paddings:(pd_op.IntArray)[1,1,2,2,3,3],mode:"constant",pad_value:(Float)0,data_format:"NCDHW"} : (tensor<1x2x4x5x6xf32>) -> tensor<-1x-1x-1x-1x-1xundefined>
    (%2) = "pd_op.pixel_shuffle" (%z) {upscale_factor:(Int32)2,data_format:"NCHW"} : (tensor<1x8x3x4xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%3) = "pd_op.pixel_unshuffle" (%w) {downscale_factor:(Int32)2,data_format:"NHWC"} : (tensor<1x4x6x3xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%4) = "pd_op.unbind" (%u) {axis:(Int32)1} : (tensor<2x3x4xf32>) -> vec[tensor<-1x-1xundefined>,tensor<-1x-1xundefined>,tensor<-1x-1xundefined>]
    (%5) = "pd_op.diag" (%v) {offset:(Int32)1,padding_value:(Float)0} : (tensor<3xf32>) -> tensor<-1x-1xundefined>
    (%6) = "pd_op.diagonal" (%u) {offset:(Int32)1,axis1:(Int32)0,axis2:(Int32)2} : (tensor<2x3x4xf32>) -> tensor<-1x-1xundefined>
    (%7) = "pd_op.trace" (%u) {offset:(Int32)0,axis1:(Int32)0,axis2:(Int32)1} : (tensor<2x3x4xf32>) -> tensor<-1xundefined>
    (%8) = "pd_op.unfold" (%z) {kernel_sizes:[(Int32)2,(Int32)2],strides:[(Int32)1,(Int32)1],paddings:[(Int32)0,(Int32)0,(Int32)0,(Int32)0],dilations:[(Int32)1,(Int32)1]} : (tensor<1x8x3x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%9) = "pd_op.fold" (%f) {output_sizes:[(Int32)3,(Int32)4],kernel_sizes:[(Int32)2,(Int32)2],strides:[(Int32)1,(Int32)1],paddings:[(Int32)0,(Int32)0,(Int32)0,(Int32)0],dilations:[(Int32)1,(Int32)1]} : (tensor<1x32x6xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%10) = "pd_op.p_norm" (%u) {porder:(Float)2,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,asvector:false} : (tensor<2x3x4xf32>) -> tensor<-1x-1xundefined>
    (%11, %12) = "pd_op.kthvalue" (%u) {k:(Int32)2,axis:(Int32)-1,keepdim:true} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%13) = "pd_op.frobenius_norm" (%u) {axis:(pd_op.IntArray)[0,2],keep_dim:true,reduce_all:false} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%14) = "pd_op.fft_r2c" (%u) {axes:[(Int64)2],normalization:"backward",forward:true,onesided:true} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%15) = "pd_op.eye" () {num_rows:(Int64)3,num_columns:(Int64)-1,dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu)} : () -> tensor<-1x-1xundefined>
}

// dot [3, 4] . [3, 4]: [3]; mv: [3]; kron [3,4] x [2,2,5]: [2, 6, 20]
// CHECK: "pd_op.dot" {{.*}} -> tensor<3xf32>
// CHECK: "pd_op.mv" {{.*}} -> tensor<3xf32>
// CHECK: "pd_op.kron" {{.*}} -> tensor<2x6x20xf32>
// atan2 of int32: float64
// CHECK: "pd_op.atan2" {{.*}} -> tensor<3xf64>
// expand_as to target_shape [2, 4]
// CHECK: "pd_op.expand_as" {{.*}} -> tensor<2x4xf32>
// complex: the broadcast [3, 4], complex128 of float64
// CHECK: "pd_op.complex" {{.*}} -> tensor<3x4xc128>
// cholesky_solve: batch [2] then x's [3, 5]
// CHECK: "pd_op.cholesky_solve" {{.*}} -> tensor<2x3x5xf32>
// kldiv_loss "none": x's dims
// CHECK: "pd_op.kldiv_loss" {{.*}} -> tensor<3x4xf32>
// grid_sample: [N, C, grid's H, W]
// CHECK: "pd_op.grid_sample" {{.*}} -> tensor<2x3x5x6xf32>
// addmm: [x's rows, y's columns]; baddbmm: [2, 3, 6] of input's dtype
// CHECK: "pd_op.addmm" {{.*}} -> tensor<3x6xf32>
// CHECK: "pd_op.baddbmm" {{.*}} -> tensor<2x3x6xf16>
// lerp: the broadcast of [3, 4], [4], [1]
// CHECK: "pd_op.lerp" {{.*}} -> tensor<3x4xf32>
// nll_loss "none" of [8, 10]: [8]; total_weight as written
// CHECK: "pd_op.nll_loss" {{.*}} -> tensor<8xf32>
// pool3d 2x2x2 stride 2 of 8x6x5: 4, 3, (5-2)/2+1 = 2
// CHECK: "pd_op.pool3d" {{.*}} -> tensor<1x3x4x3x2xf32>
// CHECK: "pd_op.max_pool3d_with_index" {{.*}} -> tensor<1x3x4x3x2xf32>, tensor<1x3x4x3x2xi32>
// group_norm of float16: y like x; mean, variance [N, groups] float32
// CHECK: "pd_op.group_norm" {{.*}} -> tensor<2x8x5x5xf16>, tensor<2x4xf32>, tensor<2x4xf32>
// linspace: [-1] of start's dtype (= dtype)
// CHECK: "pd_op.linspace" {{.*}} -> tensor<-1xf32>
{
    (%0) = "pd_op.dot" (%a, %a) {} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<-1xundefined>
    (%1) = "pd_op.mv" (%a, %v) {} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<-1xundefined>
    (%2) = "pd_op.kron" (%a, %b) {} : (tensor<3x4xf32>, tensor<2x2x5xf32>) -> tensor<-1x-1x-1xundefined>
    (%3) = "pd_op.atan2" (%i, %i) {} : (tensor<3xi32>, tensor<3xi32>) -> tensor<-1xundefined>
    (%4) = "pd_op.expand_as" (%v, <<NULL VALUE>>) {target_shape:[(Int64)2,(Int64)4]} : (tensor<4xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>
    (%5) = "pd_op.complex" (%cv, %ca) {} : (tensor<4xf64>, tensor<3x4xf64>) -> tensor<-1x-1xundefined>
    (%6) = "pd_op.cholesky_solve" (%cx, %cy) {upper:false} : (tensor<2x3x5xf32>, tensor<3x3xf32>) -> tensor<-1x-1x-1xundefined>
    (%7) = "pd_op.kldiv_loss" (%a, %a) {reduction:"none",log_target:false} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<-1x-1xundefined>
    (%8) = "pd_op.grid_sample" (%gx, %gg) {mode:"bilinear",padding_mode:"zeros",align_corners:true} : (tensor<2x3x8x8xf32>, tensor<2x5x6x2xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%9) = "pd_op.addmm" (%v, %a, %m) {beta:(Float)1,alpha:(Float)1} : (tensor<4xf32>, tensor<3x4xf32>, tensor<4x6xf32>) -> tensor<-1x-1xundefined>
    (%10) = "pd_op.baddbmm" (%bi, %bx, %by) {beta:(Float)1,alpha:(Float)1} : (tensor<2x3x6xf16>, tensor<2x3x4xf16>, tensor<2x4x6xf16>) -> tensor<-1x-1x-1xundefined>
    (%11) = "pd_op.lerp" (%a, %v, %s) {} : (tensor<3x4xf32>, tensor<4xf32>, tensor<1xf32>) -> tensor<-1x-1xundefined>
    (%12, %13) = "pd_op.nll_loss" (%nx, %nl, <<NULL VALUE>>) {ignore_index:(Int64)-100,reduction:"none"} : (tensor<8x10xf32>, tensor<8xi64>, <<NULL TYPE>>) -> tensor<-1xundefined>, tensor<-1xundefined>
    (%14) = "pd_op.pool3d" (%px) {kernel_size:[(Int64)2,(Int64)2,(Int64)2],strides:[(Int64)2,(Int64)2,(Int64)2],paddings:[(Int64)0,(Int64)0,(Int64)0],ceil_mode:false,exclusive:true,data_format:"NCDHW",pooling_type:"max",global_pooling:false,adaptive:false,padding_algorithm:"EXPLICIT"} : (tensor<1x3x8x6x5xf32>) -> tensor<-1x-1x-1x-1x-1xundefined>
    (%15, %16) = "pd_op.max_pool3d_with_index" (%px) {kernel_size:[(Int32)2,(Int32)2,(Int32)2],strides:[(Int32)2,(Int32)2,(Int32)2],paddings:[(Int32)0,(Int32)0,(Int32)0],global_pooling:false,adaptive:false,ceil_mode:false} : (tensor<1x3x8x6x5xf32>) -> tensor<-1x-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1x-1xundefined>
    (%17, %18, %19) = "pd_op.group_norm" (%gn, %gs, %gb) {epsilon:(Float)1e-05,groups:(Int32)4,data_format:"NCHW"} : (tensor<2x8x5x5xf16>, tensor<8xf32>, tensor<8xf32>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%20) = "pd_op.linspace" (%l0, %l0, %ln) {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu)} : (tensor<1xf32>, tensor<1xf32>, tensor<1xi32>) -> tensor<-1xundefined>
}

// Issue 25 item 2 (h17-infa), each from its InferMeta:
// stft: [N, n_fft / 2 + 1, 1 + (T - n_fft) / hop], complex; T -1 leaves the frames open
// CHECK: "pd_op.stft" {{.*}} -> tensor<3x5x7xc64>
// CHECK: "pd_op.stft" {{.*}} -> tensor<2x16x-1xc128>
// reduce_as: target's dims; bool and int32 give int64
// CHECK: "pd_op.reduce_as" {{.*}} -> tensor<3x1xi64>
// CHECK: "pd_op.reduce_as" {{.*}} -> tensor<4xf16>
// shape_broadcast: the longer shape; open where a length is -1
// CHECK: "pd_op.shape_broadcast" {{.*}} -> tensor<4xi64>
// CHECK: "pd_op.shape_broadcast" {{.*}} -> tensor<-1xi64>
// lrn: out and mid_out like x
// CHECK: "pd_op.lrn" {{.*}} -> tensor<1x3x8x8xf32>, tensor<1x3x8x8xf32>
// StridedUnChangedInferMeta: as PIR's builder types them, like input
// CHECK: "pd_op.as_strided" {{.*}} -> tensor<2x6xf32>
// CHECK: "pd_op.view_dtype" {{.*}} -> tensor<2x6xf32>
// CHECK: "pd_op.tensor_unfold" {{.*}} -> tensor<2x6xf32>
// view_shape has a reason instead (releases differ): as written
// CHECK: "pd_op.view_shape" {{.*}} -> tensor<-1x-1xundefined>
// legacy_matmul: MatmulInferMeta; conv2d_transpose_bias: Conv2dTransposeInferMeta
// CHECK: "pd_op.legacy_matmul" {{.*}} -> tensor<3x5xf32>
// CHECK: "pd_op.conv2d_transpose_bias" {{.*}} -> tensor<1x6x7x7xf32>
// sparse_weight_embedding: EmbeddingInferMeta; get_tensor_from_selected_rows: x's type
// CHECK: "pd_op.sparse_weight_embedding" {{.*}} -> tensor<2x7x16xf32>
// CHECK: "pd_op.get_tensor_from_selected_rows" {{.*}} -> tensor<10x5xf32>
{
    (%0) = "pd_op.stft" (%x, %w) {n_fft:(Int32)8,hop_length:(Int32)2,normalized:false,onesided:true} : (tensor<3x20xf32>, tensor<8xf32>) -> tensor<-1x-1x-1xundefined>
    (%1) = "pd_op.stft" (%x2, %w2) {n_fft:(Int32)16,hop_length:(Int32)4,normalized:true,onesided:false} : (tensor<2x-1xf64>, tensor<16xf64>) -> tensor<-1x-1x-1xundefined>
    (%2) = "pd_op.reduce_as" (%b, %t) {} : (tensor<2x3x4xb>, tensor<3x1xf32>) -> tensor<-1x-1xundefined>
    (%3) = "pd_op.reduce_as" (%h, %t2) {} : (tensor<2x4xf16>, tensor<4xf32>) -> tensor<-1xundefined>
    (%4) = "pd_op.shape_broadcast" (%s2, %s4) {} : (tensor<2xi64>, tensor<4xi64>) -> tensor<-1xundefined>
    (%5) = "pd_op.shape_broadcast" (%s4, %sn) {} : (tensor<4xi64>, tensor<-1xi64>) -> tensor<-1xundefined>
    (%6, %7) = "pd_op.lrn" (%i) {n:(Int32)5} : (tensor<1x3x8x8xf32>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%8) = "pd_op.as_strided" (%v) {dims:[(Int64)3,(Int64)4],stride:[(Int64)4,(Int64)1]} : (tensor<2x6xf32>) -> tensor<-1x-1xundefined>
    (%9) = "pd_op.view_dtype" (%v) {dtype:(pd_op.DataType)int32} : (tensor<2x6xf32>) -> tensor<-1x-1xundefined>
    (%10) = "pd_op.tensor_unfold" (%v) {axis:(Int64)1,size:(Int64)2,step:(Int64)2} : (tensor<2x6xf32>) -> tensor<-1x-1xundefined>
    (%11) = "pd_op.view_shape" (%v) {dims:[(Int64)3,(Int64)4]} : (tensor<2x6xf32>) -> tensor<-1x-1xundefined>
    (%12) = "pd_op.legacy_matmul" (%m1, %m2) {} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<-1x-1xundefined>
    (%13) = "pd_op.conv2d_transpose_bias" (%ci, %cf, %cb) {} : (tensor<1x4x5x5xf32>, tensor<4x6x3x3xf32>, tensor<6xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%14) = "pd_op.sparse_weight_embedding" (%ids, %tab) {} : (tensor<2x7xi64>, tensor<10x16xf32>) -> tensor<-1x-1x-1xundefined>
    (%15) = "pd_op.get_tensor_from_selected_rows" (%sr) {} : (tensor<10x5xf32>) -> tensor<-1x-1xundefined>
}
