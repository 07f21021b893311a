// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=6 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=6 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce --seed=6 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce --seed=4 | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=4 | FileCheck %s --check-prefix=HVP
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=6 | FileCheck %s --check-prefix=HVP
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
// HVP-DAG: x: H v worst relative error
// HVP-DAG: w: H v worst relative error
// HVP: hvp-check: ok
//
// The program of select-straight-line.pir in the then branch of an if on
// sum(w) > 0 (docs/passes.md "Select and route"). Seed 1 takes the else
// branch; seeds 4 and 6 the then branch, with sum(x) < 0 and > 0 (the
// route's choices 0 and 1).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%zw) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%sw) = "pd_op.sum" (%w) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    (%co) = "pd_op.greater_than" (%sw, %zw) {} : (tensor<f64>, tensor<1xf64>) -> tensor<1xb>
    (%yo) = "pd_op.if" (%co) {} -> tensor<2x2xf64> {
        (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
        (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
        (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<f64>, tensor<1xf64>) -> tensor<1xb>
        (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
        (%m) = "pd_op.cast" (%c) {dtype:(pd_op.DataType)int32} : (tensor<1xb>) -> tensor<1xi32>
        (%mn) = "pd_op.cast" (%nc) {dtype:(pd_op.DataType)int32} : (tensor<1xb>) -> tensor<1xi32>
        (%o0, %o1) = "pd_op.select_output" (%m, %x) {} : (tensor<1xi32>, tensor<2x2xf64>) -> tensor<2x2xf64>, tensor<2x2xf64>
        (%p0, %p1) = "pd_op.select_output" (%mn, %w) {} : (tensor<1xi32>, tensor<2x2xf64>) -> tensor<2x2xf64>, tensor<2x2xf64>
        (%t) = "pd_op.if" (%c) {} -> tensor<2x2xf64> {
            (%a) = "pd_op.tanh" (%o1) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
            (%r) = "pd_op.multiply" (%a, %w) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
            (%r1) = "pd_op.multiply" (%r, %p0) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
            () = "cf.yield" (%r1) {} : (tensor<2x2xf64>) ->
        } else {
            (%z) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)0} : () -> tensor<2x2xf64>
            () = "cf.yield" (%z) {} : (tensor<2x2xf64>) ->
        }
        (%f) = "pd_op.if" (%nc) {} -> tensor<2x2xf64> {
            (%b) = "pd_op.sin" (%o0) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
            (%r2) = "pd_op.multiply" (%b, %p1) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
            () = "cf.yield" (%r2) {} : (tensor<2x2xf64>) ->
        } else {
            (%z2) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)0} : () -> tensor<2x2xf64>
            () = "cf.yield" (%z2) {} : (tensor<2x2xf64>) ->
        }
        (%s) = "pd_op.select_input" (%m, %f, %t) {} : (tensor<1xi32>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%s2) = "pd_op.select_input" (%mn, %x, %w) {} : (tensor<1xi32>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        (%e) = "pd_op.exp" (%s2) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
        (%y) = "pd_op.multiply" (%s, %e) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        () = "cf.yield" (%y) {} : (tensor<2x2xf64>) ->
    } else {
        (%ta) = "pd_op.tanh" (%x) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
        (%tb) = "pd_op.multiply" (%ta, %w) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
        () = "cf.yield" (%tb) {} : (tensor<2x2xf64>) ->
    }
    (%l) = "pd_op.mean" (%yo) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
