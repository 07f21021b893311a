// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// A tensor array written in a loop and read outside it (issue 27): the
// array is made (and element 0 written) before a while that does not carry
// it; each of the three iterations reads element i (what the previous
// iteration, or the code before the loop, wrote through the buffer) and
// appends element i + 1 under the array's outer name; it also replaces
// element 0 by sin(element 0) * w, a recurrence through the buffer (the
// backward zeroes the element's gradient at each replacement: without
// that, the test fails). After the loop,
// element 3 is read and the whole array concatenated (array_to_tensor).
// The gradient array is one buffer, made before the backward while and
// changed in place by its iterations, in reverse.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%r) = "pd_op.array_read" (%a1, %i) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%m) = "pd_op.multiply" (%r, %hw) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%b) = "pd_op.array_write_" (%a1, %t, %i1) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%r0) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%q0) = "pd_op.sin" (%r0) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%q1) = "pd_op.multiply" (%q0, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%b0) = "pd_op.array_write_" (%a1, %q1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%s) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %s) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%r3) = "pd_op.array_read" (%a1, %n) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%tt, %ti) = "pd_op.array_to_tensor" (%a1) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<12xf64>, tensor<4xi32>
    (%q) = "pd_op.multiply" (%tt, %tt) {} : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    (%l1) = "pd_op.sum" (%q) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<12xf64>) -> tensor<f64>
    (%e) = "pd_op.multiply" (%r3, %h3) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l2) = "pd_op.sum" (%e) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    (%l) = "pd_op.add" (%l1, %l2) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
