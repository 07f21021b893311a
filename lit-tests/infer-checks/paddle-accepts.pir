// RUN: pir-opt --allow-undefined-values --split-input-file %s | FileCheck %s
//
// What Paddle's InferMeta gives, so what Paddle wrote, verifies (issue 25).

// int8 matmul gives int32 (Paddle since 2023-09), float8_e4m3fn float16.
// CHECK-LABEL: "pd_op.matmul"
// CHECK-SAME: -> tensor<3x5xi32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<3x5xf16>
{
    (%0) = "pd_op.matmul" (%x, %y) {transpose_x:false,transpose_y:false} : (tensor<3x4xi8>, tensor<4x5xi8>) -> tensor<3x5xi32>
    (%1) = "pd_op.matmul" (%a, %b) {transpose_x:false,transpose_y:false} : (tensor<3x4xf8e4m3fn>, tensor<4x5xf8e4m3fn>) -> tensor<3x5xf16>
}

// -----
// Batch ranks that differ: Paddle declares the higher-rank operand's batch
// dims ([2, 1]); the kernel broadcasts them ([2, 3]). Both verify.
// CHECK: "pd_op.matmul" {{.*}} -> tensor<2x1x4x6xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<2x3x4x6xf32>
{
    (%0) = "pd_op.matmul" (%x, %y) {transpose_x:false,transpose_y:false} : (tensor<3x4x5xf32>, tensor<2x1x5x6xf32>) -> tensor<2x1x4x6xf32>
    (%1) = "pd_op.matmul" (%x, %y) {transpose_x:false,transpose_y:false} : (tensor<3x4x5xf32>, tensor<2x1x5x6xf32>) -> tensor<2x3x4x6xf32>
}

// -----
// reshape_grad of a 0-size x: xshape holds x's own dims [0, 4] (the
// translator's pd_op.data), not Paddle's XShape [0, x dims...].
// CHECK: "pd_op.reshape_grad" {{.*}} -> tensor<0x4xf32>
// CHECK: "pd_op.reshape_grad" {{.*}} -> tensor<2x4xf32>
{
    (%0) = "pd_op.reshape_grad" (%xs, %g) {} : (tensor<0x4xf32>, tensor<4x0xf32>) -> tensor<0x4xf32>
    (%1) = "pd_op.reshape_grad" (%xs2, %g2) {} : (tensor<0x2x4xf32>, tensor<8xf32>) -> tensor<2x4xf32>
}

// -----
// sum of bool and int32 without a dtype gives int64.
// CHECK: "pd_op.sum" {{.*}} -> tensor<3xi64>
// CHECK: "pd_op.sum" {{.*}} -> tensor<i64>
{
    (%0) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)undefined,keepdim:false} : (tensor<2x3xb>) -> tensor<3xi64>
    (%1) = "pd_op.sum" (%y) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)undefined,keepdim:false} : (tensor<2x3xi32>) -> tensor<i64>
}

// -----
// squeeze of a listed -1 dim drops it (Paddle's choice when it builds the
// program); written kept, the written rank decides.
// CHECK: "pd_op.squeeze" {{.*}} -> tensor<2x1xf16>
// CHECK: "pd_op.squeeze" {{.*}} -> tensor<2x-1x1xf16>
{
    (%0) = "pd_op.squeeze" (%x) {axis:(pd_op.IntArray)[1]} : (tensor<2x-1x1xf16>) -> tensor<2x1xf16>
    (%1) = "pd_op.squeeze" (%x) {axis:(pd_op.IntArray)[1]} : (tensor<2x-1x1xf16>) -> tensor<2x-1x1xf16>
}

// -----
// gather with an [n, 1] index; concat and mean with an axis that is not a
// constant (the rank is still known).
// CHECK: "pd_op.gather" {{.*}} -> tensor<3x6xf32>
// CHECK: "pd_op.concat" {{.*}} -> tensor<-1x-1xf32>
// CHECK: "pd_op.mean" {{.*}} -> tensor<-1xf32>
{
    (%0) = "pd_op.gather" (%x, %i) {axis:(Int32)0} : (tensor<5x6xf32>, tensor<3x1xi64>) -> tensor<3x6xf32>
    (%1) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<2x3xf32>,tensor<2x3xf32>], tensor<i32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.mean" (%x, %axes) {keepdim:false} : (tensor<5x6xf32>, tensor<1xi64>) -> tensor<-1xf32>
}

// -----
// 16-bit norms: statistics in float32 (Paddle 3) or, as older programs
// say, in the input's dtype.
// CHECK: "pd_op.layer_norm" {{.*}} -> tensor<2x3xf16>, tensor<2xf32>, tensor<2xf32>
// CHECK: "pd_op.layer_norm" {{.*}} -> tensor<2x3xf16>, tensor<2xf16>, tensor<2xf16>
// CHECK: "pd_op.batch_norm" {{.*}} -> tensor<2x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<-1xu8>
{
    (%0, %1, %2) = "pd_op.layer_norm" (%x) {begin_norm_axis:(Int32)1} : (tensor<2x3xf16>) -> tensor<2x3xf16>, tensor<2xf32>, tensor<2xf32>
    (%3, %4, %5) = "pd_op.layer_norm" (%x) {begin_norm_axis:(Int32)1} : (tensor<2x3xf16>) -> tensor<2x3xf16>, tensor<2xf16>, tensor<2xf16>
    (%6, %7, %8, %9, %10, %11) = "pd_op.batch_norm" (%x, %m, %m) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<2x3xf16>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<-1xu8>
}
