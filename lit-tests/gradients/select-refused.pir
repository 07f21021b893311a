// REQUIRES: append-backward
// RUN: not pir-opt --append-backward %s 2>&1 | FileCheck %s
// RUN: not pir-opt --append-backward=design=1 %s 2>&1 | FileCheck %s
//
// The backward reads a route's x wherever it needs one of the route's
// results (the others are unset: docs/passes.md, "Select and route"). When
// x's buffer is written in place (relu_ here, after the route), x may no
// longer hold the value routed: refused at the route, not a gradient
// computed from the new value.
// CHECK: select-refused.pir:[[@LINE+5]]:3: error: 'pd_op.select_output' op gives a result the backward reads; append-backward reads x in its place (the other results are unset), but x is written in place, so it may not hold the value routed
{
  (%x0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
  (%m) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi32>
  (%x) = "pd_op.exp" (%x0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  (%o0, %o1) = "pd_op.select_output" (%m, %x) : (tensor<1xi32>, tensor<2x3xf64>) -> tensor<2x3xf64>, tensor<2x3xf64>
  (%t) = "pd_op.sin" (%o1) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  (%r) = "pd_op.relu_" (%x) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  (%loss) = "pd_op.mean" (%t) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
