// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=2 | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// builtin.set_parameter then reads of that parameter (issue 27): w is read
// (r1), set to tanh(x) and read (r2: that is tanh(x)), set again to
// sin(r2 * r1) and read (r3). The loss is sum(r1 * r2 * r3). w@GRAD is
// the gradient of the first read only; the later reads' gradients go to
// the values set (x through tanh, r1 and r2 through the multiply).
// Before, all three reads were summed into w@GRAD and x got nothing from
// them.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%r1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.set_parameter" (%t) {parameter_name:"w"} : (tensor<3xf64>) ->
    (%r2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%r2, %r1) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%s) = "pd_op.sin" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.set_parameter" (%s) {parameter_name:"w"} : (tensor<3xf64>) ->
    (%r3) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%m2) = "pd_op.multiply" (%m, %r3) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%m2) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
