// The @GRAD outputs of --append-backward (issue 27): one per variable the
// grad ops differentiate, never a zero for an input Paddle gives no
// gradient, and one summed output per variable read several times.
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s

// batch_norm's running statistics (mean, variance) get no gradient:
// batch_norm_grad has no mean_grad or variance_grad. Only x, scale and bias.
// CHECK-LABEL: "pd_op.batch_norm_grad"
// CHECK-NOT: bn.mean@GRAD
// CHECK-NOT: bn.var@GRAD
// CHECK-DAG: output_name:"x@GRAD"
// CHECK-DAG: output_name:"bn.scale@GRAD"
// CHECK-DAG: output_name:"bn.bias@GRAD"
// CHECK-NOT: @GRAD
// CHECK: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,3,3],stop_gradient:[false]} : () -> tensor<1x2x3x3xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<2xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<2xf32>
    (%s) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> tensor<2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> tensor<2xf32>
    (%y, %mo, %vo, %sm, %sv, %rs) = "pd_op.batch_norm" (%x, %m, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x3x3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// An integer index read from data gets no gradient (gather_grad gives
// only x_grad): no ids@GRAD of zeros.
// CHECK-LABEL: "pd_op.gather_grad"
// CHECK: output_name:"table@GRAD"
// CHECK-NOT: ids@GRAD
// CHECK: }
{
    (%t) = "builtin.parameter" () {parameter_name:"table"} : () -> tensor<5x3xf32>
    (%ids) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xi64>
    (%g) = "pd_op.gather" (%t, %ids) {axis:(Int32)0} : (tensor<5x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    (%l) = "pd_op.mean" (%g) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// Two pd_op.data of one name are one variable: one x@GRAD, the sum of the
// gradients of both reads (issue 27: two outputs both named x@GRAD).
// CHECK-LABEL: "pd_op.tanh_grad"
// CHECK: (%[[G:[0-9]+]]) = "pd_op.add" (
// CHECK-NEXT: () = "builtin.shadow_output" (%[[G]]) {output_name:"x@GRAD"}
// CHECK-NOT: @GRAD
// CHECK: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%x2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%p) = "pd_op.multiply" (%t, %x2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%p) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
