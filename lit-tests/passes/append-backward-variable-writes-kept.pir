// What the refusal of a variable read after an in-place write of the
// variable's object (append-backward-variable-writes.pir) leaves alone: a
// write of the object a variable held before a set_parameter rebound it
// (Inputs/variable-rebind.pir, checked against central differences in both
// stack forms), and reads of one name around a write of another.
// RUN: python3 %scripts/grad-check.py %S/Inputs/variable-rebind.pir | FileCheck %s --check-prefix=NUM
// RUN: python3 %scripts/grad-check.py %S/Inputs/variable-rebind.pir --append-backward=design=1 | FileCheck %s --check-prefix=NUM
// NUM: x@GRAD: worst relative error
// NUM: w@GRAD: worst relative error
// NUM: grad-check: ok
// RUN: pir-opt --append-backward %s | FileCheck %s
// CHECK: "pd_op.exp_"
// CHECK: output_name:"x@GRAD"
// CHECK: output_name:"w@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%e) = "pd_op.exp_" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%x2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%q) = "pd_op.multiply" (%x2, %w2) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%u) = "pd_op.add" (%m, %q) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%v) = "pd_op.add" (%u, %e) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%v) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
