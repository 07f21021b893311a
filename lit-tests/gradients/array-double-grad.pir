// REQUIRES: append-backward
// RUN: python3 %scripts/hvp-check.py %s --loss=loss | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --design=1 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: y: H v worst relative error
// CHECK: hvp-check: ok
//
// Second derivatives through tensor arrays (docs/passes.md, "Double
// grad"): the first backward's array ops (create_array_like, array_read,
// array_write_, marked op_role 1) are differentiated by the second like
// forward array ops; create_array_like is a fill, through which nothing
// flows. loss = sum(tanh(x * y)) with x and y written into an array and
// read back.
{
  (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
  (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
  (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
  (%yv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
  (%2) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2xf64>
  (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
  (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
  (%5) = "pd_op.array_write_" (%2, %0, %3) : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
  (%6) = "pd_op.array_write_" (%5, %1, %4) : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
  (%7) = "pd_op.array_read" (%6, %3) : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
  (%8) = "pd_op.array_read" (%6, %4) : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
  (%9) = "pd_op.array_length" (%6) : (pd_op.tensor_array<2xf64>) -> tensor<1xi64>
  (%10) = "pd_op.multiply" (%7, %8) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  (%11) = "pd_op.tanh" (%10) : (tensor<2xf64>) -> tensor<2xf64>
  (%12) = "pd_op.sum" (%11) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%12) {output_name:"loss"} : (tensor<f64>) ->
}
