// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// RUN: pir-run --random-seed=1 --print-inputs %s | FileCheck %s --check-prefix=THEN
// RUN: pir-run --random-seed=4 --print-inputs %s | FileCheck %s --check-prefix=ELSE
// THEN: input p b stop_gradient: [1] [1]
// ELSE: input p b stop_gradient: [1] [0]
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// array_to_tensor inside control flow (issue 27): in a while body (three
// iterations, Paddle's form) that makes an array, writes h*w and sin(h)
// and stacks them, the backward of each iteration cuts the stacked
// gradient back into a gradient array of the popped array
// (tensor_to_array); in the then branch of an if, an array made there is
// concatenated and read, so its gradient adds a whole array to a read's
// (add_n_array) inside the backward branch.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%a1) = "pd_op.array_write_" (%a, %hw, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%s) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%a2) = "pd_op.array_write_" (%a1, %s, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%t, %ti) = "pd_op.array_to_tensor" (%a2) {axis:(Int32)0,use_stack:true} : (pd_op.tensor_array<3xf64>) -> tensor<2x3xf64>, tensor<2xi32>
        (%tt) = "pd_op.multiply" (%t, %t) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
        (%m) = "pd_op.sum" (%tt) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<3xf64>
        (%h1) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%o) = "pd_op.if" (%p) {} : (tensor<1xb>) -> tensor<f64> {
        (%b) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
        (%xs) = "pd_op.sin" (%h3) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%b1) = "pd_op.array_write_" (%b, %xs, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%b2) = "pd_op.array_write_" (%b1, %w, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%u, %ui) = "pd_op.array_to_tensor" (%b2) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<6xf64>, tensor<2xi32>
        (%r) = "pd_op.array_read" (%b2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%ut) = "pd_op.tanh" (%u) {} : (tensor<6xf64>) -> tensor<6xf64>
        (%us) = "pd_op.sum" (%ut) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<6xf64>) -> tensor<f64>
        (%rr) = "pd_op.multiply" (%r, %r) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%rs) = "pd_op.sum" (%rr) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
        (%y) = "pd_op.add" (%us, %rs) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
        () = "cf.yield" (%y) {} : (tensor<f64>) ->
    } {
        (%e) = "pd_op.multiply" (%h3, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%es) = "pd_op.sum" (%e) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
        () = "cf.yield" (%es) {} : (tensor<f64>) ->
    }
    () = "builtin.shadow_output" (%o) {output_name:"loss"} : (tensor<f64>) ->
}
