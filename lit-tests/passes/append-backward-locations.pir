// Ops append-backward builds carry the location of the forward op they
// come from (issue 27: they carried the module's, 1:1), so a later error
// at a grad op points at the program's line. Here a second backward
// differentiates x@GRAD, which softmax_grad computes; softmax_grad has no
// backward entry, and the error is at the forward pd_op.softmax's line.
// (It was split_grad, which now has its adjoint, concat_grad, as backward.)
// RUN: not pir-opt --pass-pipeline='append-backward,append-backward' %s 2>&1 | FileCheck %s
// CHECK: append-backward-locations.pir:[[@LINE+5]]:5: error: 'pd_op.softmax_grad' op has no backward
// CHECK-NEXT: {{^}}    (%sp) = "pd_op.softmax"
// CHECK-NEXT: {{^}}    ^
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%sp) = "pd_op.softmax" (%x) {axis:(Int32)-1} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.sin" (%sp) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sum" (%b) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<4xf32>) -> tensor<f32>
    (%l) = "pd_op.multiply" (%s, %s) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
