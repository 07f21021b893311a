// REQUIRES: append-backward
// Double grad of the weights a loop body reads from outside the loop
// (docs/passes.md, "Double grad"), Paddle's stack form, both region-grads
// forms: the first backward's while carries their gradients as loop values
// (zeros in, each iteration's contributions added, the result out: Paddle's
// WhileOp::Vjp), so the second backward differentiates W@GRAD, b@GRAD and
// s@GRAD like x@GRAD. A two-region while (its cond scales the carried value
// by u = exp(s), computed before the loop) then a one-region while, both
// reading W and b. H v along random directions of every input, all first
// gradients differentiated, against finite differences of the first
// backward's gradients.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=W --directions=2 --seed=3 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: W: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK-DAG: s: H v worst relative error
// CHECK-NOT: FAILED
// CHECK: hvp-check: ok
// First-order gradients, both stack forms (the design's keeps the seed's
// zero buffers added into in place):
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: W@GRAD: worst relative error
// FIRST-DAG: b@GRAD: worst relative error
// FIRST-DAG: s@GRAD: worst relative error
// FIRST: grad-check: ok
// A planted bug: the second backward's loops drop what each iteration adds
// to a carried gradient (each block yields its argument instead of the
// sum). The second-order outputs of the weights are then wrong, and the
// check must fail.
// RUN: pir-opt --pass-pipeline='append-backward{design=0 loss=loss},append-backward{design=0 loss=x@GRAD,W@GRAD,b@GRAD,s@GRAD target-gradients=x.v,W.v,b.v,s.v wrt=x,W,b,s}' %s > %t.second
// RUN: python3 %S/Inputs/drop-carried-grads.py --after-first-outputs < %t.second > %t.bad
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --second=%t.bad | FileCheck %s --check-prefix=PLANT
// PLANT: W: H v worst relative error {{.*}} FAILED
// PLANT: hvp-check: FAILED
// The second program reads back from JSON, and strips to the forward.
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --emit=json %t.second | pir-opt - | diff %t.second -
// RUN: pir-opt --strip-backward %t.second | diff %t.fwd -
// RUN: pir-opt --stack-pruning --dce %t.second | pir-opt --strip-backward - | diff %t.fwd -
// The form (the first backward): the one-region backward while takes
// zeros for b's and W's gradients (in the order of their first
// contributions) and returns them; the two-region one's are added to them;
// no gradient is added in place.
// RUN: pir-opt --append-backward=loss=loss %s | FileCheck %s --check-prefix=FORM
// FORM: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"loss"}
// FORM-NOT: "pd_op.add_"
// FORM: (%[[Z1:[0-9]+]]) = "pd_op.full" () {{.*}}shape:(pd_op.IntArray)[1,3],value:(Double)0}
// FORM-NEXT: (%[[Z2:[0-9]+]]) = "pd_op.full" () {{.*}}shape:(pd_op.IntArray)[3,3],value:(Double)0}
// FORM-NEXT: (%{{[0-9]+}}, %[[BG1:[0-9]+]], %[[WG1:[0-9]+]]) = "pd_op.while" (cond=%{{[0-9]+}}, inputs=%{{[0-9]+}}, %[[Z1]], %[[Z2]]) {op_role:(Int32)1}
// FORM-NOT: "pd_op.add_"
// FORM: (%[[WSUM:[0-9]+]]) = "pd_op.add" (%[[WG1]], %{{[0-9]+}})
// FORM: "builtin.shadow_output" (%[[WSUM]]) {output_name:"W@GRAD"}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%W) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%Wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%sv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"s.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%u) = "pd_op.exp" (%s) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
    ^bb0(%a: tensor<1xi64>, %hc: tensor<1x3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%hu) = "pd_op.multiply" (%hc, %u) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        () = "cf.cond_yield" (%c, %a, %hu) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %hb: tensor<1x3xf64>):
        (%m) = "pd_op.matmul" (%hb, %W) {transpose_x:false,transpose_y:false} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
        (%mb) = "pd_op.add" (%m, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        (%t) = "pd_op.tanh" (%mb) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %t) {} : (tensor<1xi64>, tensor<1x3xf64>) ->
    }
    (%c0) = "pd_op.less_than" (%i0, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%r2, %h2) = "pd_op.while" (%c0, %i0, %h) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
    ^bb0(%k: tensor<1xi64>, %g: tensor<1x3xf64>):
        (%m2) = "pd_op.matmul" (%g, %W) {transpose_x:false,transpose_y:true} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
        (%s2) = "pd_op.sigmoid" (%m2) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%o) = "pd_op.multiply" (%s2, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        (%k2) = "pd_op.add" (%k, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%cc) = "pd_op.less_than" (%k2, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %k2, %o) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h2) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<1x3xf64>) ->
}
