// REQUIRES: append-backward
// Paddle's calc_gradient with several targets and target_gradients
// (docs/passes.md, "Choosing what to differentiate"). The forward has two
// outputs a = tanh(x*w) and b = sin(x*w), a seed input v (stop_gradient,
// read by nothing forward) and, last, two checking outputs the test uses as
// grad-check's loss: sum(a) + sum(b) and sum(a*v).
//
// loss=a,b: the two losses' gradients add up, so x@GRAD and w@GRAD are the
// gradients of sum(a) + sum(b) (output "ab"), in both stack forms.
// RUN: python3 %scripts/grad-check.py %s --append-backward='loss=a,b' --loss=-2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward='loss=a,b design=1' --loss=-2 | FileCheck %s
// The names are a pipeline option's list as well.
// RUN: python3 %scripts/grad-check.py %s --pass-pipeline='append-backward{loss=a,b}' --loss=-2 | FileCheck %s
// target-gradients=v: the gradient of a is seeded with v instead of ones: J^T v, the
// gradient of sum(a*v) (output "av", the last).
// RUN: python3 %scripts/grad-check.py %s --append-backward='loss=a target-gradients=v' | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK-DAG: v@GRAD: none (v is stop_gradient)
// CHECK: grad-check: ok
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf32>
    (%h) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%a) = "pd_op.tanh" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<3xf32>) ->
    (%b) = "pd_op.sin" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%b) {output_name:"b"} : (tensor<3xf32>) ->
    (%sa) = "pd_op.sum" (%a) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    (%sb) = "pd_op.sum" (%b) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    (%ab) = "pd_op.add" (%sa, %sb) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%ab) {output_name:"ab"} : (tensor<f32>) ->
    (%av) = "pd_op.multiply" (%a, %v) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%av) {output_name:"av"} : (tensor<3xf32>) ->
}
