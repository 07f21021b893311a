// RUN: pir-run --feed x=-4,-0.5,0,2 --feed g=1,2,3,4 %s | FileCheck %s
//
// leaky_relu and leaky_relu_grad (test/executor/kernels_act.c, YOLOv3's
// activation) against values worked out by hand: x from 0 on, alpha x
// below it; the grad alpha * out_grad where x < 0 and out_grad from 0 on
// (Paddle's LeakyReluGradFunctor: 1 at x = 0).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf64>
// alpha 0.1 (a (Float) attribute: float32, 0.10000000149...): [-0.4, -0.05,
// 0, 2]; grad [0.1, 0.2, 3, 4].
    (%y) = "pd_op.leaky_relu" (%x) {negative_slope:(Float)0.1} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%y) {output_name:"leaky"} : (tensor<4xf64>) ->
// CHECK: leaky: [4] [-0.4000000{{[0-9]*}}, -0.0500000{{[0-9]*}}, 0, 2]
    (%dx) = "pd_op.leaky_relu_grad" (%x, %g) {negative_slope:(Float)0.1} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%dx) {output_name:"leaky_grad"} : (tensor<4xf64>) ->
// CHECK-NEXT: leaky_grad: [4] [0.1000000{{[0-9]*}}, 0.2000000{{[0-9]*}}, 3, 4]
// alpha 2 (above 1: Paddle takes min(x, 2x)): [-8, -1, 0, 2]; grad [2, 4, 3, 4].
    (%y2) = "pd_op.leaky_relu" (%x) {negative_slope:(Float)2} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%y2) {output_name:"leaky2"} : (tensor<4xf64>) ->
// CHECK-NEXT: leaky2: [4] [-8, -1, 0, 2]
    (%dx2) = "pd_op.leaky_relu_grad" (%x, %g) {negative_slope:(Float)2} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%dx2) {output_name:"leaky2_grad"} : (tensor<4xf64>) ->
// CHECK-NEXT: leaky2_grad: [4] [2, 4, 3, 4]
}
