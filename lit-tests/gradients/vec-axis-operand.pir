// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=IR
// CHECK: x@GRAD: worst relative error
// CHECK: grad-check: ok
// split_with_num with its axis as a constant operand (Paddle's form): its
// grad op takes axis only as an attribute, which the constant becomes (the
// attribute's default, -1, would join the pieces along the wrong axis).
// IR: "pd_op.split_with_num_grad" ({{.*}}) {axis:(Int32)0}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2],stop_gradient:[false]} : () -> tensor<4x2xf32>
    (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>
    (%sp) = "pd_op.split_with_num" (%x, %ax) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
    (%a, %b) = "builtin.split" (%sp) {} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%ab) = "pd_op.multiply" (%a, %b) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%ab) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
