// A path the gradient would leave out is refused (docs/passes.md, "Paths
// the gradient leaves out"): the loss depends on a variable through an
// operand the op's grad op does not differentiate (scale_grad gives no
// gradient of scale's tensor `scale`, lerp_grad none of lerp's `weight`), so
// the variable's gradient would be silently zero, or silently partial.
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s
// With w made stop_gradient by option no-grad, the same programs
// differentiate, and only x gets a gradient: x@GRAD = e * 1 (scale_grad of
// the loss's ones), nothing for w.
// RUN: pir-opt --split-input-file --append-backward=no-grad=w %s | FileCheck %s --check-prefix=NOGRAD
// NOGRAD: "pd_op.scale_grad"
// NOGRAD-NOT: w@GRAD
// NOGRAD: output_name:"x@GRAD"
// NOGRAD-NOT: w@GRAD
// NOGRAD: // -----
// NOGRAD: "pd_op.lerp_grad"
// NOGRAD-NOT: w@GRAD
// NOGRAD: output_name:"x@GRAD"
// NOGRAD-NOT: w@GRAD
// NOGRAD: // -----
// NOGRAD-NOT: w@GRAD
// NOGRAD: output_name:"x@GRAD"
// NOGRAD-NOT: w@GRAD
// Option wrt naming w: every source is one whose gradient is output.
// RUN: not pir-opt --split-input-file --append-backward=wrt=x,w %s 2>&1 | FileCheck %s --check-prefix=WRT
// WRT: dropped-paths.pir:[[# @LINE + 9]]:5: error: 'pd_op.scale' op reads 'scale' (operand 1)

// x -> exp(w) -> scale(x, s): w's gradient would be zero.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<1xf64>
    (%e) = "pd_op.exp" (%w) {} : (tensor<1xf64>) -> tensor<1xf64>
    // expected-error@+1 {{'pd_op.scale' op reads 'scale' (operand 1), which its backward 'pd_op.scale_grad' does not differentiate (it gives no 'scale_grad'), and the loss depends on a variable through it: the gradient would leave that path out; make the value stop_gradient, or name the variable in no-grad, to differentiate without it}}
    (%y) = "pd_op.scale" (%x, %e) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (tensor<3xf64>, tensor<1xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%y) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// The loss depends on w through lerp's weight and through x * w as well:
// the gradient would be partial (only the second path), refused too.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%y) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%s) = "pd_op.sigmoid" (%w) {} : (tensor<3xf64>) -> tensor<3xf64>
    // expected-error@+1 {{'pd_op.lerp' op reads 'weight' (operand 2), which its backward 'pd_op.lerp_grad' does not differentiate}}
    (%z) = "pd_op.lerp" (%x, %y, %s) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%z) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// The dropped value reaches the loss through an op whose result is not
// varied otherwise (t = scale(c, s) of a constant c, then x * t).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<1xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)2} : () -> tensor<3xf64>
    // expected-error@+1 {{'pd_op.scale' op reads 'scale' (operand 1)}}
    (%t) = "pd_op.scale" (%c, %w) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (tensor<3xf64>, tensor<1xf64>) -> tensor<3xf64>
    (%y) = "pd_op.multiply" (%x, %t) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%y) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
