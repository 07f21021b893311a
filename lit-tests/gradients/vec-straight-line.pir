// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=5 --range=-2,2 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK-DAG: b@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Ops through vecs (issue 27: they gave a silent zero gradient): concat
// with an axis operand, split with sections taken apart by builtin.split,
// split_with_num read by builtin.slice, stack on both of its axes, one
// vec read by two ops (concat and stack: element gradients accumulate),
// an element of a split that nothing reads (its gradient is zeros), and
// the parameter w read twice (one summed w@GRAD).
// One @GRAD output per variable:
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=IR
// IR-COUNT-1: output_name:"w@GRAD"
// IR-NOT: output_name:"w@GRAD"
// IR-NOT: "pd_op.full" () {{.*}}value:(Double)0} : () -> tensor<2x3xf32>
// No gradient for concat's integer axis, and a concat_grad whose result is split:
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=SPLIT
// SPLIT: (%[[G:[0-9]+]]) = "pd_op.concat_grad"
// SPLIT-NEXT: = "builtin.split" (%[[G]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x3xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<2x6xf32>
    (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%v) = "builtin.combine" (%t, %w) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>, tensor<2x3xf32>]
    (%c) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<2x3xf32>, tensor<2x3xf32>], tensor<1xi32>) -> tensor<2x6xf32>
    (%st) = "pd_op.stack" (%v) {axis:(Int32)0} : (vec[tensor<2x3xf32>, tensor<2x3xf32>]) -> tensor<2x2x3xf32>
    (%cb) = "pd_op.multiply" (%c, %b) {} : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    (%sp) = "pd_op.split" (%cb) {axis:(Int32)1,sections:(pd_op.IntArray)[1,-1,3]} : (tensor<2x6xf32>) -> vec[tensor<2x1xf32>, tensor<2x2xf32>, tensor<2x3xf32>]
    (%p0, %p1, %p2) = "builtin.split" (%sp) {} : (vec[tensor<2x1xf32>, tensor<2x2xf32>, tensor<2x3xf32>]) -> tensor<2x1xf32>, tensor<2x2xf32>, tensor<2x3xf32>
    (%q) = "pd_op.sin" (%p2) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%sn) = "pd_op.split_with_num" (%st) {axis:(Int32)2,num:(Int32)3} : (tensor<2x2x3xf32>) -> vec[tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x2x1xf32>]
    (%e1) = "builtin.slice" (%sn) {index:(Int32)1} : (vec[tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x2x1xf32>]) -> tensor<2x2x1xf32>
    (%e2) = "builtin.slice" (%sn) {index:(Int32)2} : (vec[tensor<2x2x1xf32>, tensor<2x2x1xf32>, tensor<2x2x1xf32>]) -> tensor<2x2x1xf32>
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x3xf32>
    (%v2) = "builtin.combine" (%q, %w2) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>, tensor<2x3xf32>]
    (%s2) = "pd_op.stack" (%v2) {axis:(Int32)2} : (vec[tensor<2x3xf32>, tensor<2x3xf32>]) -> tensor<2x3x2xf32>
    (%e) = "pd_op.exp" (%e1) {} : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    (%m) = "pd_op.multiply" (%e, %e2) {} : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
    (%l1) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2x2x1xf32>) -> tensor<f32>
    (%s2s) = "pd_op.tanh" (%s2) {} : (tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    (%l2) = "pd_op.mean" (%s2s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3x2xf32>) -> tensor<f32>
    (%p1s) = "pd_op.square" (%p1) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l3) = "pd_op.mean" (%p1s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    (%l12) = "pd_op.add" (%l1, %l2) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    (%l) = "pd_op.add" (%l12, %l3) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
