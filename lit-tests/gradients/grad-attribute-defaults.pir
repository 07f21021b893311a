// REQUIRES: append-backward
// Issue 27 (found by the structural sweep, backward-sweep.test): a grad
// op takes the forward op's value of an attribute the forward op leaves
// to its default, where the grad op's own default differs. pd_op.pow's y
// defaults to 1, pow_grad's to -1 (Paddle's tables: Paddle always passes
// the forward's value); the pass gave pow_grad no y, so the gradient of
// x^1 was computed as -x^-2.
// RUN: pir-opt --append-backward %s | FileCheck %s
// CHECK: (%2) = "pd_op.pow" (%1) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// CHECK: "pd_op.pow_grad" (%1, %{{[0-9]+}}) {y:(Float)1} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
// And numerically (central differences; pir-run's pow_grad without y
// takes its definition's -1, so the old output fails, relative error 1.69):
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=NUM
// NUM: x@GRAD: worst relative error
// NUM: grad-check: ok
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%e) = "pd_op.exp" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%p) = "pd_op.pow" (%e) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%l) = "pd_op.mean" (%p) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
