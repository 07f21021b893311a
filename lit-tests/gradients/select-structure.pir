// REQUIRES: append-backward
// RUN: pir-opt --append-backward %s | FileCheck %s
// RUN: pir-opt --append-backward --strip-backward %s | FileCheck %s --check-prefix=STRIP
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD wrt=y}' %s | FileCheck %s --check-prefix=SECOND
//
// The gradients of select_input (role select) and select_output (role
// route), op by op (docs/passes.md, "Select and route"): each choice's
// gradient is a select by the same mask of the result's gradient, in the
// choice's place, and zeros shaped like the choice elsewhere (full_like:
// the dims are dynamic); the route's x gets a select of its results'
// gradients, zeros like x for o0, which the loss does not read. The mask
// gets none.
// CHECK: (%[[X:[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK: (%[[Y:[0-9]+]]) = "pd_op.data" () {{.*}}name:"y"
// CHECK: (%[[M:[0-9]+]]) = "pd_op.data" () {{.*}}name:"m"
// CHECK: (%[[A:[0-9]+]]) = "pd_op.sin" (%[[X]])
// CHECK: (%[[S:[0-9]+]]) = "pd_op.select_input" (%[[M]], %[[A]], %[[Y]])
// CHECK: = "pd_op.select_output" (%[[M]], %[[S]])
// CHECK: (%[[GT:[0-9]+]]) = "pd_op.tanh_grad"
// CHECK-NEXT: (%[[ZS:[0-9]+]]) = "pd_op.full_like" (%[[S]]) {value:(Double)0}
// CHECK-NEXT: (%[[GS:[0-9]+]]) = "pd_op.select_input" (%[[M]], %[[ZS]], %[[GT]]) {} : (tensor<1xi32>, tensor<-1x3xf64>, tensor<-1x3xf64>) -> tensor<-1x3xf64>
// CHECK-NEXT: (%[[ZA:[0-9]+]]) = "pd_op.full_like" (%[[A]]) {value:(Double)0}
// CHECK-NEXT: (%[[GA:[0-9]+]]) = "pd_op.select_input" (%[[M]], %[[GS]], %[[ZA]])
// CHECK-NEXT: (%[[ZY:[0-9]+]]) = "pd_op.full_like" (%[[Y]]) {value:(Double)0}
// CHECK-NEXT: (%[[GY:[0-9]+]]) = "pd_op.select_input" (%[[M]], %[[ZY]], %[[GS]])
// CHECK-NEXT: (%[[GX:[0-9]+]]) = "pd_op.sin_grad" (%[[X]], %[[GA]])
// CHECK-NEXT: "builtin.shadow_output" (%[[GX]]) {output_name:"x@GRAD"}
// CHECK-NEXT: "builtin.shadow_output" (%[[GY]]) {output_name:"y@GRAD"}
// CHECK-NOT: m@GRAD
//
// Stripping the backward gives the forward back.
// STRIP: "pd_op.select_input"
// STRIP-NEXT: "pd_op.select_output"
// STRIP-NEXT: "pd_op.tanh"
// STRIP-NOT: full_like
// STRIP-NOT: _grad
// STRIP-NOT: @GRAD
//
// A second backward (of x@GRAD with respect to y: it reaches y through
// the first backward's selects and tanh_grad's read of tanh(o1), o1 the
// route of y's choice) differentiates the selects the first one built,
// each by the same rule.
// SECOND: "pd_op.sin_double_grad"
// SECOND-NEXT: "pd_op.full_like"
// SECOND-NEXT: "pd_op.select_input"
// SECOND-NEXT: "pd_op.full_like"
// SECOND-NEXT: "pd_op.select_input"
// SECOND-NEXT: "pd_op.tanh_double_grad"
// SECOND-NEXT: (%[[T:[0-9]+]]) = "pd_op.tanh_grad"
// SECOND-NEXT: (%[[Z1:[0-9]+]]) = "pd_op.full_like"
// SECOND-NEXT: (%[[S1:[0-9]+]]) = "pd_op.select_input" (%{{[0-9]+}}, %[[Z1]], %[[T]])
// SECOND-NEXT: (%[[Z2:[0-9]+]]) = "pd_op.full_like" (%1)
// SECOND-NEXT: (%[[S2:[0-9]+]]) = "pd_op.select_input" (%{{[0-9]+}}, %[[Z2]], %[[S1]])
// SECOND-NEXT: "builtin.shadow_output" (%[[S2]]) {output_name:"y@GRAD"}
{
  (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3],stop_gradient:[false]} : () -> tensor<-1x3xf64>
  (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3],stop_gradient:[false]} : () -> tensor<-1x3xf64>
  (%m) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi32>
  (%a) = "pd_op.sin" (%x) : (tensor<-1x3xf64>) -> tensor<-1x3xf64>
  (%s) = "pd_op.select_input" (%m, %a, %y) : (tensor<1xi32>, tensor<-1x3xf64>, tensor<-1x3xf64>) -> tensor<-1x3xf64>
  (%o0, %o1) = "pd_op.select_output" (%m, %s) : (tensor<1xi32>, tensor<-1x3xf64>) -> tensor<-1x3xf64>, tensor<-1x3xf64>
  (%t) = "pd_op.tanh" (%o1) : (tensor<-1x3xf64>) -> tensor<-1x3xf64>
  (%loss) = "pd_op.mean" (%t) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<-1x3xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
