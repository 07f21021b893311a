// REQUIRES: append-backward
// Double grad through a while nested in an if (docs/passes.md, "Double
// grad"), Paddle's stack form, both region-grads forms: the then branch
// runs a one-region while on x * w (tanh three times; a dead exp in the
// body) and multiplies by w again, the else branch is sigmoid(x). The
// backward if returns x's and w's gradients: the backward while's result
// for x * w, and multiply_grad's for w. H v along random directions of x
// and w, both first gradients differentiated, against finite differences.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: w@GRAD: worst relative error
// FIRST: grad-check: ok
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf64> {
        (%xw) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%r, %h) = "pd_op.while" (%c0, %i0, %xw) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
        ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
            (%t) = "pd_op.tanh" (%b) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%e) = "pd_op.exp" (%t) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%a2) = "pd_op.add" (%a, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cc) = "pd_op.less_than" (%a2, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %a2, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
        }
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%hw) {} : (tensor<3xf64>) ->
    } else {
        (%s) = "pd_op.sigmoid" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%s) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.sin" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<3xf64>) ->
}
