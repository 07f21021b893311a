// REQUIRES: append-backward
// Double grad through an if (docs/passes.md, "Double grad"): the first
// backward of an if is a second if that returns the gradients of the values
// its branches read from outside (x, w, b) as its results, as Paddle's
// IfOp::Vjp builds it, so a second append-backward differentiates it like
// any if: its branches pop what the forward branches pushed, and the
// gradients of the popped copies go back on gradient stacks to the second
// backward of the forward if. H v along random directions of x, w and b
// (all three first gradients differentiated), against finite differences
// of the first backward's gradients; both region-grads forms (Paddle's
// second if, the design's if_grad with results).
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w,b --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w,b --directions=2 --seed=2 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w,b --directions=2 --seed=3 --options=region-grads=0 | FileCheck %s
// One gradient at a time (the others' H v come with it):
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=w --directions=2 --seed=4 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK: hvp-check: ok
// The first-order gradients, against finite differences of the loss:
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --append-backward=region-grads=0 --seed=2 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: w@GRAD: worst relative error
// FIRST-DAG: b@GRAD: worst relative error
// FIRST: grad-check: ok
// The second backward goes to JSON and back unchanged, and strips (pruned
// or not) back to the forward:
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD,w@GRAD,b@GRAD target-gradients=x.v,w.v,b.v wrt=x,w,b}' %s > %t.bwd
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD,w@GRAD,b@GRAD target-gradients=x.v,w.v,b.v wrt=x,w,b}' --emit=json %s | pir-opt - | diff %t.bwd -
// RUN: pir-opt --strip-backward %t.bwd | diff %t.fwd -
// RUN: pir-opt --stack-pruning --dce %t.bwd | pir-opt --strip-backward - | diff %t.fwd -
//
// Forward: two ifs on opposite conditions, so that one run takes both
// branches: matmul, tanh, multiply in the then branches; exp, add,
// multiply, tanh in the else branches; the loss tanh(y1 * y2).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xf64>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0,1],dtype:(pd_op.DataType)float64,keepdim:false,stop_gradient:[true]} : (tensor<2x3xf64>) -> tensor<f64>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<f64>, tensor<1xf64>) -> tensor<1xb>
    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
    (%y1) = "pd_op.if" (%c) {} -> tensor<2x3xf64> {
        (%m) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%p) = "pd_op.multiply" (%t, %x) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        () = "cf.yield" (%p) {} : (tensor<2x3xf64>) ->
    } else {
        (%e) = "pd_op.exp" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%a) = "pd_op.add" (%e, %b) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        (%q) = "pd_op.multiply" (%a, %x) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        () = "cf.yield" (%q) {} : (tensor<2x3xf64>) ->
    }
    (%y2) = "pd_op.if" (%nc) {} -> tensor<2x3xf64> {
        (%m2) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>
        (%t2) = "pd_op.tanh" (%m2) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%p2) = "pd_op.multiply" (%t2, %b) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        () = "cf.yield" (%p2) {} : (tensor<2x3xf64>) ->
    } else {
        (%e2) = "pd_op.exp" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%a2) = "pd_op.add" (%e2, %b) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        (%q2) = "pd_op.tanh" (%a2) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        () = "cf.yield" (%q2) {} : (tensor<2x3xf64>) ->
    }
    (%y) = "pd_op.multiply" (%y1, %y2) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    (%l) = "pd_op.tanh" (%y) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<2x3xf64>) ->
}
