// Ops whose results depend only on the shape of their operand, or on
// integer labels, pass no gradient back (`backward: none` in the
// catalogue): full_batch_size_like (1.x models' initial RNN states: the
// real CRNN model of the corpus stopped at it with "has no backward"),
// numel and one_hot. The gradient reaches x through the multiply only,
// and no grad op is made for them.
// RUN: pir-opt --append-backward %s | FileCheck %s
// CHECK-NOT: full_batch_size_like_grad
// CHECK-NOT: numel_grad
// CHECK-NOT: one_hot_grad
// CHECK: "pd_op.multiply_grad"
// CHECK: output_name:"x@GRAD"
// CHECK-NOT: output_name:"labels@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"labels",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xi64>
    (%h) = "pd_op.full_batch_size_like" (%x) {dtype:(pd_op.DataType)float32,input_dim_idx:(Int32)0,output_dim_idx:(Int32)0,place:(pd_op.Place)Place(cpu),shape:[(Int64)-1,(Int64)3],value:(Double)0.5} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%n) = "pd_op.numel" (%x) {} : (tensor<2x3xf32>) -> tensor<i64>
    (%nf) = "pd_op.cast" (%n) {dtype:(pd_op.DataType)float32} : (tensor<i64>) -> tensor<f32>
    (%o) = "pd_op.one_hot" (%l) {num_classes:(Int32)3} : (tensor<2xi64>) -> tensor<2x3xf32>
    (%a) = "pd_op.add" (%h, %o) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%m) = "pd_op.multiply" (%a, %x) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%s) = "pd_op.scale" (%m, %nf) {bias:(Float)0,bias_after_scale:true} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    (%loss) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f32>) ->
}
