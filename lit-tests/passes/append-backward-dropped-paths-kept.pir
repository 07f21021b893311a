// What "Paths the gradient leaves out" (docs/passes.md) must leave alone:
// operands a grad op does not differentiate through which no variable's
// gradient is lost. Each program differentiates; the outputs are checked.
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s

// A fill (not stop_gradient, so a source, but no variable: its gradient is
// never output) as scale's tensor scale: nothing is lost; x@GRAD only.
// CHECK: "pd_op.scale_grad"
// CHECK: output_name:"x@GRAD"
// CHECK-NOT: @GRAD
// CHECK: // -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%s) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xf64>
    (%y) = "pd_op.scale" (%x, %s) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (tensor<3xf64>, tensor<1xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%y) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// expand_as reads only y's shape (shape_only): y's values do not reach the
// loss, so nothing is lost, and y gets no gradient.
// CHECK: "pd_op.expand_as_grad"
// CHECK: output_name:"x@GRAD"
// CHECK-NOT: @GRAD
// CHECK: // -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[false]} : () -> tensor<1x3xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%z) = "pd_op.expand_as" (%x, %y) {target_shape:[(Int64)2,(Int64)3]} : (tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    (%l) = "pd_op.sum" (%z) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// gather's index is an integer: its derivative is no path of a real
// gradient (and no grad op is built for what varies only through it).
// CHECK: "pd_op.gather_grad"
// CHECK: output_name:"x@GRAD"
// CHECK-NOT: @GRAD
// CHECK: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2],stop_gradient:[false]} : () -> tensor<4x2xf64>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xi64>
    (%g) = "pd_op.gather" (%x, %i) {axis:(Int32)0} : (tensor<4x2xf64>, tensor<2xi64>) -> tensor<2x2xf64>
    (%l) = "pd_op.sum" (%g) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
