// RUN: pir-run --feed x=0,3,3 --feed s=2 --feed b=1 --feed g=3,0,0 --feed a=1,0,0 --feed ds=1 --feed db=2 %s | FileCheck %s
//
// instance_norm, its grad and its double grad (test/executor/
// kernels_instance_norm.c) against values worked out by hand: one group
// x = [0, 3, 3] (mean 2, biased variance 2; with epsilon 2, inv = 1 / sqrt(4)
// = 0.5, xh = (x - 2) / 2 = [-1, 0.5, 0.5]), scale 2, bias 1. Their
// gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test and op-sweep-hvp.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3],stop_gradient:[true]} : () -> tensor<1x1x3xf64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3],stop_gradient:[true]} : () -> tensor<1x1x3xf64>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3],stop_gradient:[true]} : () -> tensor<1x1x3xf64>
    (%ds) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ds",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%db) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"db",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
// y = 2 xh + 1; saved_variance holds inv
    (%y, %mean, %inv) = "pd_op.instance_norm" (%x, %s, %b) {epsilon:(Float)2} : (tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<1x1x3xf64>) ->
    () = "builtin.shadow_output" (%mean) {output_name:"mean"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%inv) {output_name:"inv"} : (tensor<1xf64>) ->
// CHECK: y: [1, 1, 3] [-1, 2, 2]
// CHECK-NEXT: mean: [1] [2]
// CHECK-NEXT: inv: [1] [0.5]
// y_grad g = [3, 0, 0]: mean(g) = 1, mean(g xh) = -1, P(g) = g - 1 - xh (-1) = [1, -0.5, -0.5];
// x_grad = scale inv P(g), scale_grad = sum g xh = -3, bias_grad = sum g = 3
    (%dx, %dscale, %dbias) = "pd_op.instance_norm_grad" (%x, %s, %mean, %inv, %g) {epsilon:(Float)2} : (tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1x1x3xf64>) -> tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>
    () = "builtin.shadow_output" (%dx) {output_name:"x_grad"} : (tensor<1x1x3xf64>) ->
    () = "builtin.shadow_output" (%dscale) {output_name:"scale_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%dbias) {output_name:"bias_grad"} : (tensor<1xf64>) ->
// CHECK-NEXT: x_grad: [1, 1, 3] [1, -0.5, -0.5]
// CHECK-NEXT: scale_grad: [1] [-3]
// CHECK-NEXT: bias_grad: [1] [3]
// The double grad along grad_x_grad a = [1, 0, 0], scale direction 1, bias direction 2
// (m = 3, mean(a) = 1/3, u = sum a xh = -1, v = sum g xh = -3, C1 = sum a g - 3 mean(a) mean(g) = 2):
// x_grad_0 = -scale inv^2 / 3 (xh_0 (C1 - u v / 3) + v (a_0 - 1/3 - xh_0 u / 3) + u (g_0 - 1 - xh_0 v / 3)) + inv P(g)_0
//          = -1/6 (-1 - 1 - 1) + 0.5 = 1, and -0.5 twice;
// scale_grad = inv sum a P(g) = 0.5; grad_y_grad = scale inv P(a) + xh + 2, P(a) = [1/3, -1/6, -1/6]
    (%xg, %sg, %gyg) = "pd_op.instance_norm_double_grad" (%x, %s, %mean, %inv, %g, %a, %ds, %db) {epsilon:(Float)2} : (tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1x1x3xf64>, tensor<1x1x3xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<1x1x3xf64>, tensor<1xf64>, tensor<1x1x3xf64>
    () = "builtin.shadow_output" (%xg) {output_name:"dd_x_grad"} : (tensor<1x1x3xf64>) ->
    () = "builtin.shadow_output" (%sg) {output_name:"dd_scale_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%gyg) {output_name:"dd_grad_y_grad"} : (tensor<1x1x3xf64>) ->
// CHECK-NEXT: dd_x_grad: [1, 1, 3] [1, -0.5, -0.5]
// CHECK-NEXT: dd_scale_grad: [1] [0.5]
// CHECK-NEXT: dd_grad_y_grad: [1, 1, 3] [1.333333{{[0-9]*}}, 2.333333{{[0-9]*}}, 2.333333{{[0-9]*}}]
}
