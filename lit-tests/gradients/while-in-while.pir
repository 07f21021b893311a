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
// Forward: a while inside a while (Paddle's form), two iterations each;
// the inner body reads x from the module block and the outer body's h.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i2, %h2) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%j2, %g2) = "pd_op.while" (cond=%c0, inputs=%i0, %h) {
        ^%j, %g
            (%p) = "pd_op.multiply" (%g, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%q) = "pd_op.add" (%p, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%t) = "pd_op.tanh" (%q) {} : (tensor<3xf32>) -> tensor<3xf32>
            (%j1) = "pd_op.add" (%j, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cj) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cj, %j1, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
        }
        (%h1) = "pd_op.multiply" (%g2, %h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%h2) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
