// RUN: pir-run --feed x=0,0.69314718055994531,1.0986122886681098,0,0,0 --feed g=1,0,0,0,0,1 --feed t=0.5,1.5,2,-3 --feed o=1,2,3,4 --feed h=1,2,3,4,5,6 %s | FileCheck %s
//
// The kernels the small real models need (test/executor/kernels_model.c),
// against values worked out by hand. softmax along the last axis of
// x = [[0, ln 2, ln 3], [0, 0, 0]] is [[1/6, 2/6, 3/6], [1/3, 1/3, 1/3]];
// its grad with g = [[1, 0, 0], [0, 0, 1]] is y * (g - sum(g * y)):
// row 1: dot 1/6, [5/36, -1/18, -1/12]; row 2: dot 1/3, [-1/9, -1/9, 2/9].
// Along axis 0 each column [a, 0] gives [e^a, 1] / (e^a + 1).
// thresholded_relu (threshold 1, value -7) of [0.5, 1.5, 2, -3] is
// [-7, 1.5, 2, -7]; its grad with out_grad [1, 2, 3, 4] is [0, 2, 3, 0].
// reshape_grad gives out_grad's elements in x's shape.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%y) = "pd_op.softmax" (%x) {axis:(Int32)-1} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%y) {output_name:"softmax"} : (tensor<2x3xf64>) ->
// CHECK: softmax: [2, 3] [0.166666666666{{[0-9]*}}, 0.333333333333{{[0-9]*}}, 0.5, 0.333333333333{{[0-9]*}}, 0.333333333333{{[0-9]*}}, 0.333333333333{{[0-9]*}}]
    (%dx) = "pd_op.softmax_grad" (%y, %g) {axis:(Int32)-1} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%dx) {output_name:"softmax_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: softmax_grad: [2, 3] [0.138888888888{{[0-9]*}}, -0.05555555555{{[0-9]*}}, -0.08333333333{{[0-9]*}}, -0.11111111111{{[0-9]*}}, -0.11111111111{{[0-9]*}}, 0.222222222222{{[0-9]*}}]
    (%y0) = "pd_op.softmax" (%x) {axis:(Int32)0} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%y0) {output_name:"softmax0"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: softmax0: [2, 3] [0.5, 0.666666666666{{[0-9]*}}, 0.75, 0.5, 0.333333333333{{[0-9]*}}, 0.25]
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"t",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%r) = "pd_op.thresholded_relu" (%t) {threshold:(Float)1,value:(Float)-7} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%r) {output_name:"thresholded_relu"} : (tensor<4xf64>) ->
// CHECK-NEXT: thresholded_relu: [4] [-7, 1.5, 2, -7]
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"o",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%dt) = "pd_op.thresholded_relu_grad" (%t, %o) {threshold:(Float)1,value:(Float)-7} : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%dt) {output_name:"thresholded_relu_grad"} : (tensor<4xf64>) ->
// CHECK-NEXT: thresholded_relu_grad: [4] [0, 2, 3, 0]
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[6],stop_gradient:[false]} : () -> tensor<6xf64>
    (%dr) = "pd_op.reshape_grad" (%x, %h) {} : (tensor<2x3xf64>, tensor<6xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%dr) {output_name:"reshape_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: reshape_grad: [2, 3] [1, 2, 3, 4, 5, 6]
}
