// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %S/Inputs/append-backward-set-parameter-errors.pir
//
// A read of a parameter after builtin.set_parameter of it is the value set
// (issue 27; docs/passes.md, "Variables set in the program"): the
// gradient of %w2 goes to %t, hence through tanh_grad to x; w@GRAD is the
// gradient of the read before the set alone (multiply_grad's y_grad), not
// a sum of both reads.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.set_parameter" (%t) {parameter_name:"w"} : (tensor<3xf32>) ->
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%w2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
// CHECK:      (%[[W:[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: (%[[T:[0-9]+]]) = "pd_op.tanh"
// CHECK:      (%[[W2:[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK:      (%[[GW2:[0-9]+]], %[[GW:[0-9]+]]) = "pd_op.multiply_grad" (%[[W2]], %[[W]],
// CHECK-NEXT: (%[[GX:[0-9]+]]) = "pd_op.tanh_grad" (%[[T]], %[[GW2]])
// CHECK-NEXT: "builtin.shadow_output" (%[[GX]]) {output_name:"x@GRAD"}
// CHECK-NEXT: "builtin.shadow_output" (%[[GW]]) {output_name:"w@GRAD"}
// CHECK-NEXT: }

// -----
// Left alone: a set of a constant; the read after it depends on no input,
// so only the read before it gets w@GRAD and nothing flows to the fill.
{
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)2} : () -> tensor<3xf32>
    () = "builtin.set_parameter" (%c) {parameter_name:"w"} : (tensor<3xf32>) ->
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%w2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
// CHECK-LABEL: // -----
// CHECK:       "pd_op.sum_grad"
// CHECK-NEXT:  (%{{[0-9]+}}, %[[GW:[0-9]+]]) = "pd_op.multiply_grad"
// CHECK-NEXT:  "builtin.shadow_output" (%[[GW]]) {output_name:"w@GRAD"}
// CHECK-NEXT:  }
