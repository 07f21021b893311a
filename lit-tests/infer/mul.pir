// Inference of matmul_with_flatten, the legacy mul (dialects/infer/infer_mul.c):
// out is x's dims before x_num_col_dims, then y's from y_num_col_dims.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// [2, 3, 4] at 2 is a [6, 4] matrix; [4, 5] at 1 a [4, 5] one: [2, 3, 5].
// [2, 12] at 1 times [3, 4, 7] at 2 ([12, 7]): [2, 7]. An unknown width
// is not compared; int8 gives int32.
// CHECK-LABEL: name:"mul"
// CHECK: "pd_op.matmul_with_flatten" {{.*}} -> tensor<2x3x5xf32>
// CHECK: "pd_op.matmul_with_flatten" {{.*}} -> tensor<2x7xf32>
// CHECK: "pd_op.matmul_with_flatten" {{.*}} -> tensor<2x7xf32>
// CHECK: "pd_op.matmul_with_flatten" {{.*}} -> tensor<3x2xi32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mul",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,5]} : () -> tensor<4x5xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,12]} : () -> tensor<2x12xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4,7]} : () -> tensor<3x4x7xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,-1]} : () -> tensor<2x-1xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int8,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xi8>
    (%j) = "pd_op.data" () {dtype:(pd_op.DataType)int8,name:"j",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xi8>
    (%0) = "pd_op.matmul_with_flatten" (%x, %y) {x_num_col_dims:(Int32)2,y_num_col_dims:(Int32)1} : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<-1x-1x-1xf32>
    (%1) = "pd_op.matmul_with_flatten" (%a, %b) {x_num_col_dims:(Int32)1,y_num_col_dims:(Int32)2} : (tensor<2x12xf32>, tensor<3x4x7xf32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.matmul_with_flatten" (%u, %b) {y_num_col_dims:(Int32)2} : (tensor<2x-1xf32>, tensor<3x4x7xf32>) -> tensor<-1x7xf32>
    (%3) = "pd_op.matmul_with_flatten" (%i, %j) {} : (tensor<3x4xi8>, tensor<4x2xi8>) -> tensor<3x2xi32>
}
