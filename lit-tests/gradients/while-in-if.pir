// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=4 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: a while inside the then branch of an if (h = sigmoid(h * w)
// twice), the else branch yields x - w; the loss reads x again outside the
// if, so x's gradient has two contributions. sum(w) < 0 with seed 1
// (else) and > 0 with seed 4 (then).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>
    (%sw) = "pd_op.sum" (%w) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3xf32>) -> tensor<1xf32>
    (%c) = "pd_op.greater_than" (%sw, %zero) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf32> {
        (%i2, %h2) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
        ^%i, %h
            (%p) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%s) = "pd_op.sigmoid" (%p) {} : (tensor<3xf32>) -> tensor<3xf32>
            (%i1) = "pd_op.increment" (%i) {value:(Float)1} : (tensor<1xi64>) -> tensor<1xi64>
            (%ci) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%ci, %i1, %s) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
        }
        () = "cf.yield" (%h2) {} : (tensor<3xf32>) ->
    } else {
        (%q) = "pd_op.subtract" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%q) {} : (tensor<3xf32>) ->
    }
    (%z) = "pd_op.multiply" (%y, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%z) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
