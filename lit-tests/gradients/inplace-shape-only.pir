// REQUIRES: append-backward
// An in-place write of a value whose grad op reads it for its shape alone
// (shape_only) keeps what that grad op needs: cumsum_ overwrites t, and
// cumsum_grad reads t only for x_grad's shape (Paddle's CumsumGradKernel
// runs cumsum on out_grad the other way and resizes it to x's dims); the
// scale before it reads nothing. Before cumsum_grad's x was shape_only,
// this was refused ("overwrites in place a value the backward of
// 'pd_op.cumsum_' (this op) reads"). Checked against central differences.
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// CHECK: x@GRAD: worst relative error
// CHECK: grad-check: ok
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%t) = "pd_op.scale" (%x) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)2} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%c) = "pd_op.cumsum_" (%t) {axis:(Int32)1,exclusive:false,flatten:false,reverse:false} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%y) = "pd_op.sin" (%c) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%loss) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
