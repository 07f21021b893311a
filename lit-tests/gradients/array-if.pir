// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s
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
// Tensor arrays in the branches of a pd_op.if (seed 1 takes the then
// branch, seed 4 the else branch): the then branch makes an array, writes
// sin(x) and x and reads both; both branches read the array %a1 of the
// module block, whose gradient array is a zero buffer before the backward
// if, written into in place by the branch taken.
//
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %w, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%o) = "pd_op.if" (%p) {} : (tensor<1xb>) -> tensor<3xf64> {
        (%b) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
        (%xs) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%b1) = "pd_op.array_write_" (%b, %xs, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%b2) = "pd_op.array_write_" (%b1, %x, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%r0) = "pd_op.array_read" (%b2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%r1) = "pd_op.array_read" (%b2, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%q) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%m) = "pd_op.multiply" (%r0, %r1) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%m2) = "pd_op.multiply" (%m, %q) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%m2) {} : (tensor<3xf64>) ->
    } {
        (%q2) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%e) = "pd_op.tanh" (%q2) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%e2) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%e2) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.sum" (%o) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
