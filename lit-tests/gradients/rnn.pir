// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// After pruning the stacks, the gradients must not change:
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK-DAG: b@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: an RNN-like loop, h = tanh(h @ W + b) three times, where W is a
// 3x3 parameter, b a bias broadcast over the rows, and h (2x3) is used
// twice in the body (the matmul and a residual add).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x3xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%m) = "pd_op.matmul" (%h, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
        (%a) = "pd_op.add" (%m, %b) {} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
        (%t) = "pd_op.tanh" (%a) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
        (%h1) = "pd_op.add" (%t, %h) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
        (%inc) = "pd_op.increment" (%i) {value:(Float)1} : (tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%inc, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %inc, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<2x3xf32>) ->
    }
    (%l) = "pd_op.mean" (%h3) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
