// REQUIRES: append-backward
// Second derivatives through linear grad ops without a double grad in
// Paddle's catalogue, whose adjoint the catalogue names (backward_args,
// docs/dialect-yaml.md "Backward arguments"): gather_grad's is gather,
// cumsum_grad's cumsum, flatten_grad's flatten_grad with out_grad as the
// shape, split_grad's concat_grad, add_n_grad's add_n. Before, the second
// backward was refused at the first of them ("has no backward").
// The chain is checked numerically (H v against central differences of
// the first gradients), its second backward structurally, and stripping
// both backwards gives the forward program back.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s --check-prefix=HVP
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --seed=2 --grads=x | FileCheck %s --check-prefix=HVP
// HVP: hvp-check: ok
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD,w@GRAD target-gradients=x.v,w.v wrt=x,w}' %s | FileCheck %s
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD,w@GRAD target-gradients=x.v,w.v wrt=x,w},strip-backward' %s > %t.stripped
// RUN: pir-opt %s > %t.forward
// RUN: diff %t.forward %t.stripped
//
// The first backward, in reverse order of the forward:
// CHECK: (%[[T:[0-9]+]]) = "pd_op.tanh" (%0)
// CHECK: (%[[I:[0-9]+]]) = "pd_op.full_int_array"
// CHECK: (%[[G:[0-9]+]]) = "pd_op.gather" (%[[T]], %[[I]])
// CHECK: (%[[C:[0-9]+]]) = "pd_op.cumsum" (%[[G]])
// CHECK: (%[[AB:[0-9]+]]) = "builtin.combine"
// CHECK: (%[[PIECES:[0-9]+]]) = "builtin.combine"
// CHECK: (%[[SG:[0-9]+]]) = "pd_op.split_grad" (%[[PIECES]])
// CHECK: "pd_op.flatten_grad" (%[[C]], %[[SG]])
// CHECK: (%[[GG:[0-9]+]]) = "pd_op.gather_grad"
// CHECK: "builtin.shadow_output" ({{.*}}) {output_name:"w@GRAD"}
// The second: tanh_grad's double grad gives the direction through the
// gradient of gather_grad's result, which the adjoints carry forward:
// gather with the forward's index and axis, cumsum with the forward's
// attributes (reverse), flatten_grad back to out_grad's shape (out_grad
// as x), concat_grad cutting it like the pieces split_grad joined, and
// add_n summing what add_n_grad copied.
// CHECK: (%{{[0-9]+}}, %[[TD:[0-9]+]]) = "pd_op.tanh_double_grad" (%[[T]], %[[GG]], %2)
// CHECK-NEXT: (%[[G2:[0-9]+]]) = "pd_op.gather" (%[[TD]], %[[I]]) {axis:(Int32)0}
// CHECK-NEXT: (%[[C2:[0-9]+]]) = "pd_op.cumsum" (%[[G2]]) {axis:(Int32)1,exclusive:false,flatten:false,reverse:true}
// CHECK-NEXT: (%[[F2:[0-9]+]]) = "pd_op.flatten_grad" (%[[SG]], %[[C2]]) {} : (tensor<9xf64>, tensor<3x3xf64>) -> tensor<9xf64>
// CHECK-NEXT: (%[[S2:[0-9]+]]) = "pd_op.concat_grad" (%[[PIECES]], %[[F2]]) {axis:(Int32)0}
// CHECK-NEXT: (%[[E0:[0-9]+]], %[[E1:[0-9]+]], %[[E2:[0-9]+]]) = "builtin.split" (%[[S2]])
// CHECK-NEXT: (%[[N2:[0-9]+]]) = "builtin.combine" (%[[E0]], %3, %[[E2]])
// CHECK-NEXT: "pd_op.add_n" (%[[N2]])
// CHECK: "builtin.shadow_output" ({{.*}}) {output_name:"x@GRAD"}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%x_v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%w_v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%i) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)0,(Int64)1]} : () -> tensor<3xi64>
    (%g) = "pd_op.gather" (%t, %i) {axis:(Int32)0} : (tensor<2x3xf64>, tensor<3xi64>) -> tensor<3x3xf64>
    (%c) = "pd_op.cumsum" (%g) {axis:(Int32)1,exclusive:false,flatten:false,reverse:true} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    (%f) = "pd_op.flatten" (%c) {start_axis:(Int32)0,stop_axis:(Int32)1} : (tensor<3x3xf64>) -> tensor<9xf64>
    (%s) = "pd_op.split" (%f) {axis:(Int32)0,sections:(pd_op.IntArray)[3,3,3]} : (tensor<9xf64>) -> vec[tensor<3xf64>, tensor<3xf64>, tensor<3xf64>]
    (%a, %b, %d) = "builtin.split" (%s) {} : (vec[tensor<3xf64>, tensor<3xf64>, tensor<3xf64>]) -> tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
    (%ab) = "builtin.combine" (%a, %w, %d) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> vec[tensor<3xf64>, tensor<3xf64>, tensor<3xf64>]
    (%n) = "pd_op.add_n" (%ab) {} : (vec[tensor<3xf64>, tensor<3xf64>, tensor<3xf64>]) -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%n, %b) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%y) = "pd_op.sin" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%loss) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
