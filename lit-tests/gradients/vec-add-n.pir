// REQUIRES: append-backward, add-n-grad
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// add_n fans its gradient out to every input (add_n_grad: a vec, split
// into the inputs' gradients): in straight line (x read twice in one
// vec), in a while body (three iterations, Paddle's while form) and in
// both branches of an if (sum(x) > 0 with seed 1, < 0 with seed 2).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%v) = "builtin.combine" (%t, %w, %t) {} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> vec[tensor<3xf32>, tensor<3xf32>, tensor<3xf32>]
    (%s) = "pd_op.add_n" (%v) {} : (vec[tensor<3xf32>, tensor<3xf32>, tensor<3xf32>]) -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%i, %h
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%vb) = "builtin.combine" (%hw, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> vec[tensor<3xf32>, tensor<3xf32>]
        (%sb) = "pd_op.add_n" (%vb) {} : (vec[tensor<3xf32>, tensor<3xf32>]) -> tensor<3xf32>
        (%h1) = "pd_op.sin" (%sb) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3xf32>) -> tensor<1xf32>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf32> {
        (%e) = "pd_op.exp" (%h3) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%ve) = "builtin.combine" (%e, %w, %x) {} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> vec[tensor<3xf32>, tensor<3xf32>, tensor<3xf32>]
        (%se) = "pd_op.add_n" (%ve) {} : (vec[tensor<3xf32>, tensor<3xf32>, tensor<3xf32>]) -> tensor<3xf32>
        () = "cf.yield" (%se) {} : (tensor<3xf32>) ->
    } else {
        (%vf) = "builtin.combine" (%h3, %h3) {} : (tensor<3xf32>, tensor<3xf32>) -> vec[tensor<3xf32>, tensor<3xf32>]
        (%sf) = "pd_op.add_n" (%vf) {} : (vec[tensor<3xf32>, tensor<3xf32>]) -> tensor<3xf32>
        (%q) = "pd_op.multiply" (%sf, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%q) {} : (tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
