// RUN: pir-run --feed x=1,2,3,4,5,6 %s | FileCheck %s
// RUN: not pir-run %S/Inputs/xshape-too-large.pir 2>&1 | FileCheck %s --check-prefix=RANK
//
// The xshape result of the ops that had one in older releases (reshape,
// flatten, squeeze, unsqueeze), written by one helper (exXShapeResults,
// test/executor/kernel_support.c): an empty tensor of shape [0, x dims],
// here [0, 1, 2, 3] for x of shape [1, 2, 3], beside the result itself
// (the six values in order in the new shape). For an x of pir-run's
// largest rank, 8, the xshape would have rank 9: a located error, whichever
// op asks.
// CHECK: reshape: [3, 2] [1, 2, 3, 4, 5, 6]
// CHECK-NEXT: reshape_xshape: [0, 1, 2, 3] []
// CHECK-NEXT: flatten: [1, 6] [1, 2, 3, 4, 5, 6]
// CHECK-NEXT: flatten_xshape: [0, 1, 2, 3] []
// CHECK-NEXT: squeeze: [2, 3] [1, 2, 3, 4, 5, 6]
// CHECK-NEXT: squeeze_xshape: [0, 1, 2, 3] []
// CHECK-NEXT: unsqueeze: [1, 1, 2, 3] [1, 2, 3, 4, 5, 6]
// CHECK-NEXT: unsqueeze_xshape: [0, 1, 2, 3] []
// RANK: xshape-too-large.pir:3:5: error: xshape too large
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,3],stop_gradient:[false]} : () -> tensor<1x2x3xf64>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)2]} : () -> tensor<2xi64>
    (%r, %rx) = "pd_op.reshape" (%x, %s) {} : (tensor<1x2x3xf64>, tensor<2xi64>) -> tensor<3x2xf64>, tensor<0x1x2x3xf64>
    () = "builtin.shadow_output" (%r) {output_name:"reshape"} : (tensor<3x2xf64>) ->
    () = "builtin.shadow_output" (%rx) {output_name:"reshape_xshape"} : (tensor<0x1x2x3xf64>) ->
    (%f, %fx) = "pd_op.flatten" (%x) {start_axis:(Int32)1,stop_axis:(Int32)2} : (tensor<1x2x3xf64>) -> tensor<1x6xf64>, tensor<0x1x2x3xf64>
    () = "builtin.shadow_output" (%f) {output_name:"flatten"} : (tensor<1x6xf64>) ->
    () = "builtin.shadow_output" (%fx) {output_name:"flatten_xshape"} : (tensor<0x1x2x3xf64>) ->
    (%q, %qx) = "pd_op.squeeze" (%x) {axis:(pd_op.IntArray)[0]} : (tensor<1x2x3xf64>) -> tensor<2x3xf64>, tensor<0x1x2x3xf64>
    () = "builtin.shadow_output" (%q) {output_name:"squeeze"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%qx) {output_name:"squeeze_xshape"} : (tensor<0x1x2x3xf64>) ->
    (%u, %ux) = "pd_op.unsqueeze" (%x) {axis:(pd_op.IntArray)[0]} : (tensor<1x2x3xf64>) -> tensor<1x1x2x3xf64>, tensor<0x1x2x3xf64>
    () = "builtin.shadow_output" (%u) {output_name:"unsqueeze"} : (tensor<1x1x2x3xf64>) ->
    () = "builtin.shadow_output" (%ux) {output_name:"unsqueeze_xshape"} : (tensor<0x1x2x3xf64>) ->
}
