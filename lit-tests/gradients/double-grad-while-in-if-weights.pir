// REQUIRES: append-backward
// Double grad through whiles inside the branches of an if whose bodies read
// W and b from outside the if (docs/passes.md, "Double grad"), Paddle's
// stack form, both region-grads forms: each backward while carries W's and
// b's gradients as loop values, its results go into the backward branch's
// collected gradients, and the backward if returns them. The then branch
// holds a one-region while, the else branch a two-region one; p (an input)
// picks the branch: true with --seed=1, false with --seed=4 (the THEN and
// ELSE lines). H v along random directions of every input against finite
// differences.
// RUN: pir-run --random-seed=1 --print-inputs %s | FileCheck %s --check-prefix=THEN
// RUN: pir-run --random-seed=4 --print-inputs %s | FileCheck %s --check-prefix=ELSE
// THEN: input p b stop_gradient: [1] [1]
// ELSE: input p b stop_gradient: [1] [0]
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 --seed=1 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 --seed=4 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=1 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=4 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: W: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK-NOT: FAILED
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: W@GRAD: worst relative error
// FIRST-DAG: b@GRAD: worst relative error
// FIRST: grad-check: ok
// The planted bug fails it in either branch:
// RUN: pir-opt --pass-pipeline='append-backward{design=0 loss=loss},append-backward{design=0 loss=x@GRAD,W@GRAD,b@GRAD target-gradients=x.v,W.v,b.v wrt=x,W,b}' %s > %t.second
// RUN: python3 %S/Inputs/drop-carried-grads.py --after-first-outputs < %t.second > %t.bad
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=1 --second=%t.bad | FileCheck %s --check-prefix=PLANT
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=4 --second=%t.bad | FileCheck %s --check-prefix=PLANT
// PLANT: hvp-check: FAILED
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --strip-backward %t.second | diff %t.fwd -
// RUN: pir-opt --emit=json %t.second | pir-opt - | diff %t.second -
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%W) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%Wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%y) = "pd_op.if" (%p) {} -> tensor<1x3xf64> {
        (%xs) = "pd_op.sin" (%x) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%r, %h) = "pd_op.while" (%c0, %i0, %xs) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
        ^bb0(%a: tensor<1xi64>, %g: tensor<1x3xf64>):
            (%m) = "pd_op.matmul" (%g, %W) {transpose_x:false,transpose_y:false} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
            (%mb) = "pd_op.add" (%m, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%t) = "pd_op.tanh" (%mb) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
            (%o) = "pd_op.multiply" (%t, %xs) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%a2) = "pd_op.add" (%a, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cc) = "pd_op.less_than" (%a2, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %a2, %o) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
        }
        () = "cf.yield" (%h) {} : (tensor<1x3xf64>) ->
    } else {
        (%r2, %h2) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
        ^bb0(%k: tensor<1xi64>, %hc: tensor<1x3xf64>):
            (%c) = "pd_op.less_than" (%k, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.cond_yield" (%c, %k, %hc) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
        } {
        ^bb0(%k2: tensor<1xi64>, %hb: tensor<1x3xf64>):
            (%m2) = "pd_op.matmul" (%hb, %W) {transpose_x:false,transpose_y:true} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
            (%s2) = "pd_op.sigmoid" (%m2) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
            (%o2) = "pd_op.multiply" (%s2, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%k3) = "pd_op.add" (%k2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            () = "cf.yield" (%k3, %o2) {} : (tensor<1xi64>, tensor<1x3xf64>) ->
        }
        (%e) = "pd_op.multiply" (%h2, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        () = "cf.yield" (%e) {} : (tensor<1x3xf64>) ->
    }
    (%l) = "pd_op.sin" (%y) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<1x3xf64>) ->
}
