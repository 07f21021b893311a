// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=OPS
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// array_to_tensor on the gradient's path (issue 27): its backward is
// Paddle's, tensor_to_array of out_grad, a whole-array gradient. The array
// is joined twice (concatenated along axis 0, stacked along axis 1) and
// read once, so its gradient is the sum of two whole arrays (add_n_array,
// as Paddle sums them) and a read's contribution written in at index 1.
// OPS: "pd_op.tensor_to_array"
// OPS: "pd_op.tensor_to_array"
// OPS: "pd_op.add_n_array"
// OPS: "pd_op.array_read"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2x3xf64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%a1) = "pd_op.array_write_" (%a, %s, %i0) {} : (pd_op.tensor_array<2x3xf64>, tensor<2x3xf64>, tensor<1xi64>) -> pd_op.tensor_array<2x3xf64>
    (%xw) = "pd_op.multiply" (%x, %w) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    (%a2) = "pd_op.array_write_" (%a1, %xw, %i1) {} : (pd_op.tensor_array<2x3xf64>, tensor<2x3xf64>, tensor<1xi64>) -> pd_op.tensor_array<2x3xf64>
    (%t, %ti) = "pd_op.array_to_tensor" (%a2) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<2x3xf64>) -> tensor<4x3xf64>, tensor<2xi32>
    (%u, %ui) = "pd_op.array_to_tensor" (%a2) {axis:(Int32)1,use_stack:true} : (pd_op.tensor_array<2x3xf64>) -> tensor<2x2x3xf64>, tensor<2xi32>
    (%r) = "pd_op.array_read" (%a2, %i1) {} : (pd_op.tensor_array<2x3xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    (%tt) = "pd_op.tanh" (%t) {} : (tensor<4x3xf64>) -> tensor<4x3xf64>
    (%l1) = "pd_op.sum" (%tt) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<4x3xf64>) -> tensor<f64>
    (%uu) = "pd_op.multiply" (%u, %u) {} : (tensor<2x2x3xf64>, tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
    (%l2) = "pd_op.sum" (%uu) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2x3xf64>) -> tensor<f64>
    (%rr) = "pd_op.sin" (%r) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%l3) = "pd_op.sum" (%rr) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    (%l12) = "pd_op.add" (%l1, %l2) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    (%l) = "pd_op.add" (%l12, %l3) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
