// RUN: pir-run --feed x=1,2,3,4 %s | FileCheck %s
//
// pir-run's copies and views against values worked out by hand: to_tensor
// and to_vtensor copy (a write into the copy leaves the source alone);
// reshape is a view (relu_ through it writes the tensor viewed, which a
// later read sees); assign_out_ writes x into its second operand, which is
// its result. x = [1, 2, 3, 4].
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%n) = "pd_op.scale" (%x) {bias:(Float)-2.5,bias_after_scale:true,scale:(Float)1} : (tensor<4xf32>) -> tensor<4xf32>
    (%vv) = "pd_op.to_vtensor" (%n) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%c) = "pd_op.to_tensor" (%vv) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%cr) = "pd_op.relu_" (%c) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%cr) {output_name:"copy_written"} : (tensor<4xf32>) ->
// CHECK: copy_written: [4] [0, 0, 0.5, 1.5]
    () = "builtin.shadow_output" (%vv) {output_name:"source"} : (vtensor<4xf32>) ->
// CHECK-NEXT: source: [4] [-1.5, -0.5, 0.5, 1.5]
    (%v) = "pd_op.reshape" (%n) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%vr) = "pd_op.relu_" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%after) = "pd_op.scale" (%n) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%vr) {output_name:"view"} : (tensor<2x2xf32>) ->
// CHECK-NEXT: view: [2, 2] [0, 0, 0.5, 1.5]
    () = "builtin.shadow_output" (%after) {output_name:"viewed_after"} : (tensor<4xf32>) ->
// CHECK-NEXT: viewed_after: [4] [0, 0, 1, 3]
    (%o) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)7} : () -> tensor<4xf32>
    (%w) = "pd_op.assign_out_" (%x, %o) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%o2) = "pd_op.scale" (%o) {bias:(Float)1,bias_after_scale:true,scale:(Float)1} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%w) {output_name:"assigned"} : (tensor<4xf32>) ->
// CHECK-NEXT: assigned: [4] [1, 2, 3, 4]
    () = "builtin.shadow_output" (%o2) {output_name:"output_after"} : (tensor<4xf32>) ->
// CHECK-NEXT: output_after: [4] [2, 3, 4, 5]
}
