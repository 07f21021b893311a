// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// After pruning the stacks, the gradients must not change:
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: an if inside a while (Paddle's form): the first of two
// iterations takes then (tanh(h*w)), the second else (sigmoid(h+w)).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i2, %h2) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%first) = "pd_op.less_than" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%h1) = "pd_op.if" (%first) {} -> tensor<3xf32> {
            (%p) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%t) = "pd_op.tanh" (%p) {} : (tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%t) {} : (tensor<3xf32>) ->
        } else {
            (%a) = "pd_op.add" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%s) = "pd_op.sigmoid" (%a) {} : (tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%s) {} : (tensor<3xf32>) ->
        }
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.sum" (%h2) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
