// RUN: pir-run --feed m=1 --feed x=1,2 --feed y=3,4 %s | FileCheck %s
// RUN: pir-run --feed m=0 --feed x=1,2 --feed y=3,4 %s | FileCheck %s --check-prefix=ZERO
// RUN: not pir-run --feed m=2 --feed x=1,2 --feed y=3,4 %s 2>&1 | FileCheck %s --check-prefix=RANGE
//
// select_input (role select) and select_output (role route), run by their
// roles: the select is a copy of choice m (an in-place write of it
// leaves the choice as it was: x and y keep their values); the route sets
// result k to x (here k = 1) and leaves the others unset, so that reading one is an
// error, not a stale or made-up value (select-route-unset.pir); an index
// outside the choices is an error.
// CHECK: s: [2] [3, 4]
// CHECK-NEXT: x: [2] [1, 2]
// CHECK-NEXT: y: [2] [3, 4]
// CHECK-NEXT: o1: [2] [1, 2]
// ZERO: s: [2] [1, 2]
// RANGE: error: the index 2 is not one of the 2 choices
{
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%s) = "pd_op.select_input" (%m, %x, %y) {} : (tensor<1xi32>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<2xf64>) ->
    (%s2) = "pd_op.select_input" (%m, %x, %y) {} : (tensor<1xi32>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    (%w) = "pd_op.scale_" (%s2) {bias:(Float)0,bias_after_scale:true,scale:(Float)10} : (tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%x) {output_name:"x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<2xf64>) ->
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi32>
    (%o0, %o1) = "pd_op.select_output" (%one, %x) {} : (tensor<1xi32>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%o1) {output_name:"o1"} : (tensor<2xf64>) ->
}
