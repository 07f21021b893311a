// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: while-tanh.pir in the design form of docs/design.md §3.4 (cond
// and body regions, cf.cond_yield), the counter and h as loop values.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%i3, %h3) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf32>) -> tensor<1xi64>, tensor<3xf32> {
    ^bb0(%ci: tensor<1xi64>, %ch: tensor<3xf32>):
        (%c) = "pd_op.less_than" (%ci, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %ci, %ch) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    } {
    ^bb0(%i: tensor<1xi64>, %h: tensor<3xf32>):
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%h1) = "pd_op.tanh" (%hw) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%i1, %h1) {} : (tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
