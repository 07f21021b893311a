// REQUIRES: append-backward
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=1 --design=1 --options=region-grads=1 2>&1 | FileCheck %s --check-prefix=DESIGN
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 | FileCheck %s
// DESIGN: error: 'pd_op.if' op is a backward if or while on the gradient's path (a second derivative through control flow), which append-backward differentiates only in Paddle's stack form
// CHECK: hvp-check: ok
//
// A second derivative through a backward if whose branch reaches x only
// through popped values (tanh_grad reads tanh's output, which the forward
// branch pushed). In the design's stack form (design=1, with region-grads=1:
// the backward if is a pd_op.if) the pops' stacks come from the forward
// if's init region, so their pushes are not found: the pops were taken for
// constants, the backward if was not on the gradient's path, and the second
// run gave no x@GRAD at all, though H v is not zero (hvp-check: "H v
// missing"). Such a pop is now taken as possibly varied, so the backward if
// is reached and refused; Paddle's stack form differentiates it.
// (scripts/gen-op-grad-sweep.py --hvp, program 2.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%x_v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%loss) = "pd_op.if" (%p) {} -> tensor<f64> {
        (%o) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%s) = "pd_op.mean" (%o) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
        () = "cf.yield" (%s) {} : (tensor<f64>) ->
    } else {
        (%xt) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%e) = "pd_op.tanh" (%xt) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%es) = "pd_op.mean" (%e) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
        () = "cf.yield" (%es) {} : (tensor<f64>) ->
    }
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
