// REQUIRES: append-backward
// Double grad through a while (docs/passes.md, "Double grad"), Paddle's
// stack form: the second append-backward differentiates the first one's
// while_grad as a loop; the gradients of the forward values it pops go back
// on a gradient stack to the second backward of the forward while.
// hvp-check.py differentiates x@GRAD (the gradient through the loop's
// carried value) and w@GRAD (w is read in the body from outside: the first
// backward while carries its gradient as a loop value, Paddle's
// WhileOp::Vjp) along random directions of x and w, against finite
// differences of the first backward's x@GRAD and w@GRAD; with --grads=x,
// x@GRAD alone (H_xx v and H_wx v).
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x --directions=2 --seed=2 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=w --directions=2 --seed=3 | FileCheck %s
// The design's op names with Paddle's stacks (a while_grad differentiated as a loop):
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK: hvp-check: ok
//
// Forward: h = tanh(h * w) + sigmoid(h), three times; the loss sin(h).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%s) = "pd_op.sigmoid" (%b2) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%o) = "pd_op.add" (%t, %s) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %o) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<3xf64>) ->
}
