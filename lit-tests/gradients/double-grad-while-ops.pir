// REQUIRES: append-backward
// Double grad through a while (docs/passes.md, "Double grad") for the ops
// of issue 27 item 2 besides double-grad-while.pir's tanh, sigmoid,
// multiply and add: matmul, relu, subtract and exp in the body, both
// region-grads forms. H v along random directions of x and W, against
// finite differences of the first backward's x@GRAD and W@GRAD; both are
// differentiated (W's is a loop value of the first backward while), and
// x@GRAD alone.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=3 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x --directions=2 --seed=2 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: W: H v worst relative error
// CHECK: hvp-check: ok
//
// Forward: h = relu(h W) * tanh(h) - exp(h W), twice; the loss sin(h).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%W) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%Wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<1x3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<1x3xf64>):
        (%m) = "pd_op.matmul" (%b2, %W) {transpose_x:false,transpose_y:false} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
        (%rl) = "pd_op.relu" (%m) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%t) = "pd_op.tanh" (%b2) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%p) = "pd_op.multiply" (%rl, %t) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        (%e) = "pd_op.exp" (%m) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%o) = "pd_op.subtract" (%p, %e) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %o) {} : (tensor<1xi64>, tensor<1x3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<1x3xf64>) ->
}
