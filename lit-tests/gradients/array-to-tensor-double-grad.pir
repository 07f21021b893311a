// REQUIRES: append-backward
// RUN: python3 %scripts/hvp-check.py %s --loss=loss | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --design=1 | FileCheck %s
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD wrt=x,y}' %s | FileCheck %s --check-prefix=OPS
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: y: H v worst relative error
// CHECK: hvp-check: ok
//
// Second derivatives through array_to_tensor (issue 27): the first
// backward cuts the joined gradient into an array (tensor_to_array), the
// second differentiates that op: the gradient of the tensor it cut is its
// result array's gradient joined back (array_to_tensor, the same axis and
// use_stack; Paddle has no backward for tensor_to_array).
// OPS: "pd_op.tensor_to_array"
// OPS: "pd_op.array_to_tensor"{{.*}}op_role:(Int32)1
{
  (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
  (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
  (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
  (%yv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
  (%2) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2xf64>
  (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
  (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
  (%m) = "pd_op.multiply" (%0, %1) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  (%5) = "pd_op.array_write_" (%2, %m, %3) : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
  (%s) = "pd_op.sin" (%0) : (tensor<2xf64>) -> tensor<2xf64>
  (%6) = "pd_op.array_write_" (%5, %s, %4) : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
  (%t, %ti) = "pd_op.array_to_tensor" (%6) {axis:(Int32)0,use_stack:true} : (pd_op.tensor_array<2xf64>) -> tensor<2x2xf64>, tensor<2xi32>
  (%11) = "pd_op.tanh" (%t) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  (%12) = "pd_op.sum" (%11) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%12) {output_name:"loss"} : (tensor<f64>) ->
}
