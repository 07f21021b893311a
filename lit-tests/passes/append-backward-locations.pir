// Ops append-backward builds carry the location of the forward op they
// come from (issue 27: they carried the module's, 1:1), so a later error
// at a grad op points at the program's line. Here a second backward
// differentiates x@GRAD, which split_grad computes; split_grad has no
// backward entry, and the error is at the forward pd_op.split's line.
// RUN: not pir-opt --pass-pipeline='append-backward,append-backward' %s 2>&1 | FileCheck %s
// CHECK: append-backward-locations.pir:[[@LINE+5]]:5: error: 'pd_op.split_grad' op has no backward
// CHECK-NEXT: {{^}}    (%sp) = "pd_op.split"
// CHECK-NEXT: {{^}}    ^
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%sp) = "pd_op.split" (%x) {axis:(Int32)0,sections:(pd_op.IntArray)[1,3]} : (tensor<4xf32>) -> vec[tensor<1xf32>, tensor<3xf32>]
    (%a, %b) = "builtin.split" (%sp) {} : (vec[tensor<1xf32>, tensor<3xf32>]) -> tensor<1xf32>, tensor<3xf32>
    (%s) = "pd_op.sum" (%b) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    (%l) = "pd_op.multiply" (%s, %s) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
