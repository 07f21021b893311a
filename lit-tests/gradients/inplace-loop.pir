// REQUIRES: append-backward
// A loop body that overwrites in place a value it made itself, after
// reading it: t = 2 * h; u = exp(t); sin_(t). Each iteration makes a new
// t, so the read sees the value it names and append-backward must not
// refuse it (lit-tests/passes/append-backward-inplace.pir refuses the same
// write of a value from outside the loop); the gradients are checked
// against finite differences in both stack forms.
// RUN: python3 %scripts/grad-check.py %s --append-backward | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// CHECK: y@GRAD: worst relative error
// CHECK: grad-check: ok
{
    (%y0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %y0) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%t) = "pd_op.scale" (%b2) {bias:(Float)0,bias_after_scale:true,scale:(Float)0.5} : (tensor<3xf64>) -> tensor<3xf64>
        (%u) = "pd_op.exp" (%t) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %u) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.mean" (%h) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
