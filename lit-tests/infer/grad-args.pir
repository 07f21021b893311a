// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// Gradients typed by a rule with arguments (issue 25; docs/dialect-yaml.md
// "Rule arguments"): the forward's rule run on the gradient, or
// UnchangedInferMeta of the operand Paddle's backward table names.
// (Their operand errors: grad-args-invalid.pir.)

// concat_double_grad: concat(x=grad_x_grad): 2 + 4 rows
// CHECK: "pd_op.concat_double_grad" {{.*}} -> tensor<6x3xf32>
// huber_loss_grad: both like residual
// CHECK: "pd_op.huber_loss_grad" {{.*}} -> tensor<5x2xf64>, tensor<5x2xf64>
// relu_double_grad: like out
// CHECK: "pd_op.relu_double_grad" {{.*}} -> tensor<3x4xf16>
// real_grad: out_grad's dims, complex
// CHECK: "pd_op.real_grad" {{.*}} -> tensor<3xc128>
// transpose_double_grad: [2, 3, 4] permuted by [1, 2, 0]
// CHECK: "pd_op.transpose_double_grad" {{.*}} -> tensor<3x4x2xf32>
// sum_double_grad: axis 1 kept as 1, grad_x_grad's dtype
// CHECK: "pd_op.sum_double_grad" {{.*}} -> tensor<2x1x4xf32>
// unbind_grad: stack(x=out_grad): 3 parts at axis 1
// CHECK: "pd_op.unbind_grad" {{.*}} -> tensor<2x3x4xf32>
// sqrt_double_grad: out_grad and grad_out_grad like out
// CHECK: "pd_op.sqrt_double_grad" {{.*}} -> tensor<3x4xf16>, tensor<3x4xf16>
// leaky_relu_double_grad: like grad_x_grad (not x)
// CHECK: "pd_op.leaky_relu_double_grad" {{.*}} -> tensor<3x4xf64>
// fused_bn_add_activation_grad: z_grad like x
// CHECK: "pd_op.fused_bn_add_activation_grad" {{.*}} -> tensor<2x3x4x4xf16>, tensor<2x3x4x4xf16>, tensor<3xf32>, tensor<3xf32>
// as_complex_grad: as_real of out_grad
// CHECK: "pd_op.as_complex_grad" {{.*}} -> tensor<4x3x2xf32>
// take_along_axis_double_grad: indices' dims, grad_arr_grad's dtype
// CHECK: "pd_op.take_along_axis_double_grad" {{.*}} -> tensor<2x1xf64>
// where_double_grad: where(x=grad_x_grad, y=grad_y_grad): the broadcast of
// condition [2, 1], [1, 3] and [2, 3], the gradients' dtype (not condition's
// bool: the op sweep's second derivative through where was refused)
// CHECK: "pd_op.where_double_grad" {{.*}} -> tensor<2x3xf64>
{
    (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>
    (%0) = "pd_op.concat_double_grad" (%v, %ax) {} : (vec[tensor<2x3xf32>,tensor<4x3xf32>], tensor<1xi32>) -> tensor<-1x-1xundefined>
    (%1, %2) = "pd_op.huber_loss_grad" (%r, %g) {delta:(Float)1} : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%3) = "pd_op.relu_double_grad" (%o, %gg) {} : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<-1x-1xundefined>
    (%4) = "pd_op.real_grad" (%og) {} : (tensor<3xf64>) -> tensor<-1xundefined>
    (%5) = "pd_op.transpose_double_grad" (%t) {perm:[(Int32)1,(Int32)2,(Int32)0]} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%6) = "pd_op.sum_double_grad" (%t) {axis:(pd_op.IntArray)[1],keepdim:true} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%7) = "pd_op.unbind_grad" (%u) {axis:(Int32)1} : (vec[tensor<2x4xf32>,tensor<2x4xf32>,tensor<2x4xf32>]) -> tensor<-1x-1x-1xundefined>
    (%8, %9) = "pd_op.sqrt_double_grad" (%o, %o, %o) {} : (tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%10) = "pd_op.leaky_relu_double_grad" (%o, %lg) {negative_slope:(Float)0.1} : (tensor<3x4xf16>, tensor<3x4xf64>) -> tensor<-1x-1xundefined>
    (%11, %12, %13, %14) = "pd_op.fused_bn_add_activation_grad" (%bx, %bs, %bb, %bo, %bm, %bv, <<NULL VALUE>>, %bg) {momentum:(Float)0.9,epsilon:(Float)1e-05,act_type:"relu"} : (tensor<2x3x4x4xf16>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4x4xf16>, tensor<3xf32>, tensor<3xf32>, <<NULL TYPE>>, tensor<2x3x4x4xf16>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%15) = "pd_op.as_complex_grad" (%cg) {} : (tensor<4x3xc64>) -> tensor<-1x-1x-1xundefined>
    (%16) = "pd_op.take_along_axis_double_grad" (%ti, %ta) {axis:(Int32)1} : (tensor<2x1xi64>, tensor<2x5xf64>) -> tensor<-1x-1xundefined>
    (%17) = "pd_op.where_double_grad" (%wc, %wx, %wy) {} : (tensor<2x1xb>, tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<-1x-1xundefined>
}
