// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: a small dense layer with most elementwise ops, two matmuls (one
// with transpose_y), a broadcast bias and a mean. Loss: "loss".
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<2xf32>
    (%m) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    (%k) = "pd_op.matmul" (%x, %x) {transpose_x:false,transpose_y:true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    (%a) = "pd_op.add" (%m, %b) {} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    (%a2) = "pd_op.subtract" (%a, %k) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%t) = "pd_op.tanh" (%a2) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%s) = "pd_op.sigmoid" (%m) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%p) = "pd_op.multiply" (%t, %s) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%sc) = "pd_op.scale" (%p) {bias:(Float)0.1,bias_after_scale:true,scale:(Float)0.5} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%sc) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%q) = "pd_op.divide" (%e, %s) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%q) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
