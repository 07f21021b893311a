// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// A rule with arguments checks the operand it reads as the forward's rule
// does (the message names the rule's argument; the location is the op's
// operand), and contradicted result types are errors.

// stack_double_grad: stack(x=grad_x_grad) refuses parts of two shapes
{
    // expected-error@+1 {{'pd_op.stack_double_grad' op operand #0 element #1 has shape [4, 3], but element #0 has [2, 3]}}
    (%0) = "pd_op.stack_double_grad" (%v) {axis:(Int32)0} : (vec[tensor<2x3xf32>,tensor<4x3xf32>]) -> tensor<2x2x3xf32>
}

// -----
// transpose_double_grad: perm as long as grad_x_grad's rank
{
    // expected-error@+1 {{'pd_op.transpose_double_grad' op perm has 2 entries, but the input is 3-D}}
    (%0) = "pd_op.transpose_double_grad" (%t) {perm:[(Int32)1,(Int32)0]} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
}

// -----
// leaky_relu_double_grad is typed like grad_x_grad, not like x
{
    // expected-error@+1 {{'pd_op.leaky_relu_double_grad' op result #0 type 'tensor<3x4xf16>' contradicts the inferred 'tensor<3x4xf64>'}}
    (%0) = "pd_op.leaky_relu_double_grad" (%o, %lg) {negative_slope:(Float)0.1} : (tensor<3x4xf16>, tensor<3x4xf64>) -> tensor<3x4xf16>
}

// -----
// huber_loss_grad: label_grad like residual
{
    // expected-error@+1 {{'pd_op.huber_loss_grad' op result #1 type 'tensor<5x3xf64>' contradicts the inferred 'tensor<5x2xf64>'}}
    (%1, %2) = "pd_op.huber_loss_grad" (%r, %g) {delta:(Float)1} : (tensor<5x2xf64>, tensor<5x2xf64>) -> tensor<5x2xf64>, tensor<5x3xf64>
}
