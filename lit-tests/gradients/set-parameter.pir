// REQUIRES: append-backward
// A parameter written by builtin.set_parameter and read again (issue 27
// item 1): the read gives the written value, so its gradient flows to it
// (here to x and w through tanh(x * w)), and the variable's first read
// (v, before the write) keeps its own gradient. Before, the second read was
// taken for a source: w got no gradient and v@GRAD summed both reads.
// RUN: python3 %scripts/grad-check.py %s --append-backward | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK-DAG: v@GRAD: worst relative error
// CHECK: grad-check: ok
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=OUT
// One output per variable: v@GRAD is the first read's sin_grad alone.
// OUT: (%[[V0:[0-9]+]]) = "builtin.parameter" () {parameter_name:"v"}
// OUT: (%[[V1:[0-9]+]]) = "builtin.parameter" () {parameter_name:"v"}
// OUT: "pd_op.sin_grad" (%[[V0]],
// OUT-NOT: @GRAD
// OUT: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"x@GRAD"}
// OUT: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"w@GRAD"}
// OUT: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"v@GRAD"}
// OUT-NOT: @GRAD
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%v0) = "builtin.parameter" () {parameter_name:"v"} : () -> tensor<3xf64>
    (%s0) = "pd_op.sin" (%v0) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.set_parameter" (%t) {parameter_name:"v"} : (tensor<3xf64>) ->
    (%v1) = "builtin.parameter" () {parameter_name:"v"} : () -> tensor<3xf64>
    (%e) = "pd_op.exp" (%v1) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%sum) = "pd_op.add" (%e, %s0) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%sum) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
