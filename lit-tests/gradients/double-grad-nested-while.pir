// REQUIRES: append-backward
// Double grad through nested whiles (docs/passes.md, "Double grad"),
// Paddle's stack form, both region-grads forms. The inner one-region
// while reads W and b from the module block (two loops out) and v from
// the outer body (one loop out): the inner backward while carries all
// three gradients as loop values; v's result is added in the outer
// backward body, W's and b's are carried again by the outer backward
// while. The outer loop is two-region, the inner one-region. H v along
// random directions of every input against finite differences.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: W: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK-NOT: FAILED
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --append-backward=region-grads=0 --seed=3 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: W@GRAD: worst relative error
// FIRST-DAG: b@GRAD: worst relative error
// FIRST: grad-check: ok
// The planted bug (Inputs/drop-carried-grads.py) fails it:
// RUN: pir-opt --pass-pipeline='append-backward{design=0 loss=loss},append-backward{design=0 loss=x@GRAD,W@GRAD,b@GRAD target-gradients=x.v,W.v,b.v wrt=x,W,b}' %s > %t.second
// RUN: python3 %S/Inputs/drop-carried-grads.py --after-first-outputs < %t.second > %t.bad
// RUN: not python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --second=%t.bad | FileCheck %s --check-prefix=PLANT
// PLANT: hvp-check: FAILED
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --strip-backward %t.second | diff %t.fwd -
// The design's stacks keep their buffers: the second backward is refused.
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=loss},append-backward{design=1 loss=W@GRAD wrt=W}' %s 2>&1 | FileCheck %s --check-prefix=DESIGN
// DESIGN: double-grad-nested-while.pir:{{[0-9]+}}:5: error: 'builtin.shadow_output' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%W) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[false]} : () -> tensor<3x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%Wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"W.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
    ^bb0(%a: tensor<1xi64>, %hc: tensor<1x3xf64>):
        (%c) = "pd_op.less_than" (%a, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %hc) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %hb: tensor<1x3xf64>):
        (%v) = "pd_op.multiply" (%hb, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
        (%c0) = "pd_op.less_than" (%i0, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%k9, %g9) = "pd_op.while" (%c0, %i0, %v) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) -> tensor<1xi64>, tensor<1x3xf64> {
        ^bb0(%k: tensor<1xi64>, %g: tensor<1x3xf64>):
            (%m) = "pd_op.matmul" (%g, %W) {transpose_x:false,transpose_y:false} : (tensor<1x3xf64>, tensor<3x3xf64>) -> tensor<1x3xf64>
            (%mb) = "pd_op.add" (%m, %b) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%t) = "pd_op.tanh" (%mb) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
            (%o) = "pd_op.multiply" (%t, %v) {} : (tensor<1x3xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
            (%k2) = "pd_op.add" (%k, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cc) = "pd_op.less_than" (%k2, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %k2, %o) {} : (tensor<1xb>, tensor<1xi64>, tensor<1x3xf64>) ->
        }
        (%s) = "pd_op.sigmoid" (%g9) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %s) {} : (tensor<1xi64>, tensor<1x3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h) {} : (tensor<1x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<1x3xf64>) ->
}
