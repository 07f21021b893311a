// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --inplace-to-functional --append-backward | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --inplace-to-functional --append-backward=design=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
// The program of issue 27 (t = tanh(x); m = t * w; sin_(t)), whose
// backward append-backward refuses (lit-tests/passes/append-backward-inplace.pir):
// on its functional form the gradients are right.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%sm) = "pd_op.multiply" (%s, %m) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%sm) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
