// REQUIRES: append-backward
// Double grad through an if in a loop body whose branches read W and b
// from outside the loop and v from the body (docs/passes.md, "Double
// grad"), Paddle's stack form, both region-grads forms: the backward if
// returns W's, b's and v's gradients; v's is added in the backward body,
// W's and b's are carried by the backward while as loop values. The if's
// condition is whether the loop counter is below 1 (then on iteration 0,
// else on 1 and 2), so every run takes both branches. H v along random directions of
// every input against finite differences.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: W: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK-NOT: FAILED
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: W@GRAD: worst relative error
// FIRST-DAG: b@GRAD: worst relative error
// FIRST: grad-check: ok
// The planted bug fails it:
// RUN: pir-opt --pass-pipeline='append-backward{design=0 loss=loss},append-backward{design=0 loss=x@GRAD,W@GRAD,b@GRAD target-gradients=x.v,W.v,b.v wrt=x,W,b}' %s > %t.second
// RUN: python3 %S/Inputs/drop-carried-grads.py --after-first-outputs < %t.second > %t.bad
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --second=%t.bad | FileCheck %s --check-prefix=PLANT
// PLANT: hvp-check: FAILED
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --strip-backward %t.second | diff %t.fwd -
// The backward if returns W's and b's gradients, which the backward while's
// body adds to its arguments (the carried ones):
// RUN: pir-opt --append-backward=loss=loss %s | FileCheck %s --check-prefix=FORM
// FORM: (%[[XG:[0-9]+]], %[[BG:[0-9]+]], %[[WG:[0-9]+]]) = "pd_op.while" ({{.*}}) {op_role:(Int32)1}
// FORM: {{^ *}}} {{[{]$}}
// FORM-NEXT: ^bb0(%{{arg_[0-9]+}}: tensor<1x3xf64>, %[[BA:arg_[0-9]+]]: tensor<1x3xf64>, %[[WA:arg_[0-9]+]]: tensor<3x3xf64>):
// FORM: = "pd_op.if" (%{{[0-9]+}}) {op_role:(Int32)1} ->
// FORM-NOT: "pd_op.add_"
// FORM: "pd_op.add" (%[[BA]], %{{[0-9]+}})
// FORM: "pd_op.add" (%[[WA]], %{{[0-9]+}})
// FORM: "builtin.shadow_output" (%[[WG]]) {output_name:"W@GRAD"}
// FORM: "builtin.shadow_output" (%[[BG]]) {output_name:"b@GRAD"}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%W) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%Wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
    ^bb0(%a: tensor<1xi64>, %hc: tensor<1x3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %hc) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %hb: tensor<1x3xf64>):
        (%v) = "pd_op.sigmoid" (%hb) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%first) = "pd_op.less_than" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%y) = "pd_op.if" (%first) {} -> tensor<1x3xf64> {
            (%m) = "pd_op.matmul" (%hb, %W) {transpose_x:false,transpose_y:false} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
            (%mb) = "pd_op.add" (%m, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%t) = "pd_op.tanh" (%mb) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
            (%tv) = "pd_op.multiply" (%t, %v) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            () = "cf.yield" (%tv) {} : (tensor<1x3xf64>) ->
        } else {
            (%m2) = "pd_op.matmul" (%v, %W) {transpose_x:false,transpose_y:true} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
            (%e) = "pd_op.multiply" (%m2, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%s2) = "pd_op.sin" (%e) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
            () = "cf.yield" (%s2) {} : (tensor<1x3xf64>) ->
        }
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %y) {} : (tensor<1xi64>, tensor<1x3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<1x3xf64>) ->
}
