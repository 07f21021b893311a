// batch_norm's running statistics are not differentiated (Paddle's
// batch_norm_grad has no mean_grad or variance_grad; docs/passes.md,
// "append-backward"): with wrt naming them, they get no @GRAD output, and
// no zeros either.
// RUN: pir-opt --append-backward=wrt=bn.mean,bn.var,bn.scale,x %s | FileCheck %s
// CHECK: "pd_op.batch_norm_grad"
// CHECK-NOT: bn.mean@GRAD
// CHECK-NOT: bn.var@GRAD
// CHECK-DAG: output_name:"x@GRAD"
// CHECK-DAG: output_name:"bn.scale@GRAD"
// CHECK-NOT: @GRAD
// CHECK: }
// A loss that depends on the running mean batch_norm outputs (mean_out,
// which batch_norm_grad does not take a gradient of) is refused at the
// batch_norm: its gradient would leave that path out (x's gradient through
// the batch mean), a silent wrong answer.
// RUN: not pir-opt --append-backward=loss=mo %s 2>&1 | FileCheck %s --check-prefix=MO
// MO: statistics.pir:[[# @LINE + 7]]:5: error: 'pd_op.batch_norm' op gives the loss its result 'mean_out', which its backward 'pd_op.batch_norm_grad' does not differentiate (it takes no 'mean_out_grad'): the gradient would leave that path out
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,3,3],stop_gradient:[false]} : () -> tensor<1x2x3x3xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<2xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<2xf32>
    (%s) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> tensor<2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> tensor<2xf32>
    (%y, %mo, %vo, %sm, %sv, %rs) = "pd_op.batch_norm" (%x, %m, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xf32>
    () = "builtin.shadow_output" (%mo) {output_name:"mo"} : (tensor<2xf32>) ->
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x3x3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
