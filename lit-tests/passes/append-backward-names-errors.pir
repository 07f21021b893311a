// --append-backward's names options refuse what names nothing or does not
// fit (docs/passes.md, "Choosing what to differentiate"): an error, no
// output, exit 1; never an option ignored.
// RUN: not pir-opt --append-backward=loss=zz %s 2>&1 | FileCheck %s --check-prefix=LOSS --implicit-check-not=pd_op
// LOSS: error: append-backward: no output named 'zz' (option loss)
// RUN: not pir-opt --append-backward=loss=7 %s 2>&1 | FileCheck %s --check-prefix=POS
// POS: error: append-backward: no loss: the module block has no output op #7 (option loss)
// RUN: not pir-opt --append-backward=wrt=w,q %s 2>&1 | FileCheck %s --check-prefix=WRT
// WRT: error: append-backward: no input, parameter or output named 'q' (option wrt)
// RUN: not pir-opt --append-backward=no-grad=q %s 2>&1 | FileCheck %s --check-prefix=NOGRAD
// NOGRAD: error: append-backward: no input, parameter or output named 'q' (option no-grad)
// RUN: not pir-opt --append-backward='wrt=x no-grad=x' %s 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: append-backward: 'x' is named by both wrt and no-grad
// RUN: not pir-opt --append-backward='loss=a,b target-gradients=v' %s 2>&1 | FileCheck %s --check-prefix=FEW
// FEW: error: append-backward: option target-gradients names 1 seed(s) for 2 losses
// RUN: not pir-opt --append-backward='loss=a target-gradients=v,v' %s 2>&1 | FileCheck %s --check-prefix=MANY
// MANY: error: append-backward: option target-gradients names more seeds than there are losses (1)
// A seed of another type than its loss (v is 3xf32, the sum s is f32),
// at the loss's output op.
// RUN: not pir-opt --append-backward='loss=s target-gradients=v' %s 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: names-errors.pir:[[# @LINE + 18]]:5: error: 'builtin.shadow_output' op outputs a loss whose seed 'v' (option target-gradients) has another type
// An empty name in a list is a pipeline error.
// RUN: not pir-opt --pass-pipeline='append-backward{loss=a,,b}' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: <pass-pipeline>:1:22: error: option 'loss' of pass 'append-backward' expects a list of names separated by ','
// An integer loss computed from floating-point values (a cast: its true
// derivative is zero), at the loss's output op.
// RUN: not pir-opt --append-backward=loss=n %s 2>&1 | FileCheck %s --check-prefix=INT
// INT: names-errors.pir:[[# @LINE + 13]]:5: error: 'builtin.shadow_output' op outputs an integer loss computed from floating-point values; its derivative is zero wherever it exists: choose a floating-point output as the loss (option loss)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf32>
    (%h) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%a) = "pd_op.tanh" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<3xf32>) ->
    (%b) = "pd_op.sin" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%b) {output_name:"b"} : (tensor<3xf32>) ->
    (%s) = "pd_op.sum" (%b) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<f32>) ->
    (%c) = "pd_op.cast" (%a) {dtype:(pd_op.DataType)int64} : (tensor<3xf32>) -> tensor<3xi64>
    () = "builtin.shadow_output" (%c) {output_name:"n"} : (tensor<3xi64>) ->
}
