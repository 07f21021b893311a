// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: y@GRAD: worst relative error
// CHECK-DAG: z@GRAD: worst relative error 0 at element 0 (analytic 0, numeric 0)
// CHECK-DAG: u@GRAD: worst relative error 0 at element 0 (analytic 0, numeric 0)
// CHECK-DAG: v@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Tensor arrays in straight-line code (issue 27): x is written at 0 and read
// (r) before y overwrites element 0 and is read (s); z overwrites it again
// and is never read; u is written at 1 and overwritten by v before the
// read q. The loss depends on x, y and v only: u's and z's gradients must
// be zero, which they are only because the backward of a write zeroes the
// element it replaced (a gradient array read at 1 without it would hand u
// v's gradient; z gets a zero @GRAD because the activity analysis cannot
// tell which element a read sees).
//
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"z",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"u",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%r) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%a2) = "pd_op.array_write_" (%a1, %y, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%s) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%a3) = "pd_op.array_write_" (%a2, %z, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%a4) = "pd_op.array_write_" (%a3, %u, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%a5) = "pd_op.array_write_" (%a4, %v, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%q) = "pd_op.array_read" (%a5, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%rq) = "pd_op.multiply" (%r, %q) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%rs) = "pd_op.multiply" (%rq, %s) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%rs) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%t) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
