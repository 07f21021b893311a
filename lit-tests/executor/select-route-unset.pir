// RUN: not pir-run --feed m=1 --feed x=1,2 %s 2>&1 | FileCheck %s
//
// A result of select_output (role route) that the index did not choose is
// unset: reading it is a located error (select-route.pir).
// CHECK: select-route-unset.pir:[[@LINE+5]]:5: error: operand 0 has no value
{
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%o0, %o1) = "pd_op.select_output" (%m, %x) {} : (tensor<1xi32>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    (%t) = "pd_op.tanh" (%o0) {} : (tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (tensor<2xf64>) ->
}
