// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce --seed=2 | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 | FileCheck %s --check-prefix=HVP
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=2 | FileCheck %s --check-prefix=HVP
// The loop's stack holds no result of the route: a result not chosen is
// unset (pir-run fails on a read of it), and the backward reads x instead.
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=PUSH
// PUSH: (%[[O0:[0-9]+]], %[[O1:[0-9]+]]) = "pd_op.select_output"
// PUSH-NOT: "cf.tuple_push" ({{.*}}%[[O0]]{{[,)]}}
// PUSH-NOT: "cf.tuple_push" ({{.*}}%[[O1]]{{[,)]}}
// PUSH: output_name:"loss"
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
// HVP-DAG: x: H v worst relative error
// HVP-DAG: w: H v worst relative error
// HVP: hvp-check: ok
//
// select_output and select_input (roles route and select, docs/passes.md
// "Select and route") in a while body, three iterations: the carried flag c
// flips every iteration, so the route sends the carried h to the if on c
// in one iteration and to the if on not c in the next, and the selects pick
// the other choice each time.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    (%b0) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<f64>, tensor<1xf64>) -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3, %b3) = "pd_op.while" (cond=%c0, inputs=%i0, %x, %b0) {
    ^%i, %h, %c
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
        (%m) = "pd_op.cast" (%c) {dtype:(pd_op.DataType)int32} : (tensor<1xb>) -> tensor<1xi32>
        (%o0, %o1) = "pd_op.select_output" (%m, %h) {} : (tensor<1xi32>, tensor<2x2xf64>) -> tensor<2x2xf64>, tensor<2x2xf64>
        (%t) = "pd_op.if" (%c) {} -> tensor<2x2xf64> {
            (%a) = "pd_op.tanh" (%o1) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
            (%r) = "pd_op.multiply" (%a, %w) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
            () = "cf.yield" (%r) {} : (tensor<2x2xf64>) ->
        } else {
            (%z) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)0} : () -> tensor<2x2xf64>
            () = "cf.yield" (%z) {} : (tensor<2x2xf64>) ->
        }
        (%f) = "pd_op.if" (%nc) {} -> tensor<2x2xf64> {
            (%b) = "pd_op.sin" (%o0) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
            (%r2) = "pd_op.add" (%b, %w) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
            () = "cf.yield" (%r2) {} : (tensor<2x2xf64>) ->
        } else {
            (%z2) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)0} : () -> tensor<2x2xf64>
            () = "cf.yield" (%z2) {} : (tensor<2x2xf64>) ->
        }
        (%s) = "pd_op.select_input" (%m, %f, %t) {} : (tensor<1xi32>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%s2) = "pd_op.select_input" (%m, %w, %x) {} : (tensor<1xi32>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%q) = "pd_op.multiply" (%s2, %h) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%h1) = "pd_op.add" (%s, %q) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %i1, %h1, %nc) {} : (tensor<1xb>, tensor<1xi64>, tensor<2x2xf64>, tensor<1xb>) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
