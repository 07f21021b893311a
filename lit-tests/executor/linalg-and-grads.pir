// RUN: pir-run --feed a=1,2,3,4,5,6 --feed b=1,0,0,1,1,1 --feed y=1,2,4 %s | FileCheck %s
//
// matmul, reductions and grad kernels against values worked out by hand:
// a = [[1,2,3],[4,5,6]], b = [[1,0],[0,1],[1,1]], y = [1,2,4].
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[false]} : () -> tensor<3x2xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%ab) = "pd_op.matmul" (%a, %b) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%ab) {output_name:"ab"} : (tensor<2x2xf64>) ->
// CHECK: ab: [2, 2] [4, 5, 10, 11]
    (%aat) = "pd_op.matmul" (%a, %a) {transpose_x:false,transpose_y:true} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%aat) {output_name:"a_at"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: a_at: [2, 2] [14, 32, 32, 77]
    (%ata) = "pd_op.matmul" (%a, %a) {transpose_x:true,transpose_y:false} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%ata) {output_name:"at_a"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: at_a: [3, 3] [17, 22, 27, 22, 29, 36, 27, 36, 45]
    (%av) = "pd_op.matmul" (%a, %y) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%av) {output_name:"a_y"} : (tensor<2xf64>) ->
// CHECK-NEXT: a_y: [2] [17, 38]
    (%s1) = "pd_op.sum" (%a) {axis:(pd_op.IntArray)[1],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%s1) {output_name:"sum_1"} : (tensor<2xf64>) ->
// CHECK-NEXT: sum_1: [2] [6, 15]
    (%s0) = "pd_op.sum" (%a) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float64,keepdim:true} : (tensor<2x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%s0) {output_name:"sum_0_keep"} : (tensor<1x3xf64>) ->
// CHECK-NEXT: sum_0_keep: [1, 3] [5, 7, 9]
    (%m) = "pd_op.mean" (%a) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%m) {output_name:"mean"} : (tensor<f64>) ->
// CHECK-NEXT: mean: [] [3.5]
    (%mk) = "pd_op.mean" (%a) {axis:(pd_op.IntArray)[-1],keepdim:true} : (tensor<2x3xf64>) -> tensor<2x1xf64>
    () = "builtin.shadow_output" (%mk) {output_name:"mean_last_keep"} : (tensor<2x1xf64>) ->
// CHECK-NEXT: mean_last_keep: [2, 1] [2, 5]
    (%g22) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)1} : () -> tensor<2x2xf64>
    (%dx, %dy) = "pd_op.matmul_grad" (%a, %b, %g22) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3x2xf64>, tensor<2x2xf64>) -> tensor<2x3xf64>, tensor<3x2xf64>
    () = "builtin.shadow_output" (%dx) {output_name:"matmul_grad_x"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%dy) {output_name:"matmul_grad_y"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: matmul_grad_x: [2, 3] [1, 1, 2, 1, 1, 2]
// CHECK-NEXT: matmul_grad_y: [3, 2] [5, 5, 7, 7, 9, 9]
    (%ga, %gy) = "pd_op.add_grad" (%a, %y, %a) {axis:(Int32)-1} : (tensor<2x3xf64>, tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%ga) {output_name:"add_grad_x"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%gy) {output_name:"add_grad_y"} : (tensor<3xf64>) ->
// CHECK-NEXT: add_grad_x: [2, 3] [1, 2, 3, 4, 5, 6]
// CHECK-NEXT: add_grad_y: [3] [5, 7, 9]
    (%g23) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xf64>
    (%mx, %my) = "pd_op.multiply_grad" (%a, %y, %g23) {axis:(Int32)-1} : (tensor<2x3xf64>, tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%mx) {output_name:"multiply_grad_x"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%my) {output_name:"multiply_grad_y"} : (tensor<3xf64>) ->
// CHECK-NEXT: multiply_grad_x: [2, 3] [1, 2, 4, 1, 2, 4]
// CHECK-NEXT: multiply_grad_y: [3] [5, 7, 9]
    (%q) = "pd_op.divide" (%a, %y) {} : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
    (%qx, %qy) = "pd_op.divide_grad" (%a, %y, %q, %g23) {axis:(Int32)-1} : (tensor<2x3xf64>, tensor<3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%qx) {output_name:"divide_grad_x"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%qy) {output_name:"divide_grad_y"} : (tensor<3xf64>) ->
// CHECK-NEXT: divide_grad_x: [2, 3] [1, 0.5, 0.25, 1, 0.5, 0.25]
// CHECK-NEXT: divide_grad_y: [3] [-5, -1.75, -0.5625]
    (%six) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)6} : () -> tensor<f64>
    (%mg) = "pd_op.mean_grad" (%a, %six) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%mg) {output_name:"mean_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: mean_grad: [2, 3] [1, 1, 1, 1, 1, 1]
    (%sg) = "pd_op.sum_grad" (%a, %s1) {axis:(pd_op.IntArray)[1],keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%sg) {output_name:"sum_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: sum_grad: [2, 3] [6, 6, 6, 15, 15, 15]
    (%half) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xf64>
    (%tg) = "pd_op.tanh_grad" (%half, %two) {} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    (%sgg) = "pd_op.sigmoid_grad" (%half, %two) {} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    (%lg) = "pd_op.log_grad" (%half, %two) {} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    (%eg) = "pd_op.exp_grad" (%half, %two) {} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    (%rg) = "pd_op.relu_grad" (%half, %two) {} : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xf64>
    (%scg) = "pd_op.scale_grad" (%two) {scale:(Float)3} : (tensor<1xf64>) -> tensor<1xf64>
    () = "builtin.shadow_output" (%tg) {output_name:"tanh_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%sgg) {output_name:"sigmoid_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%lg) {output_name:"log_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%eg) {output_name:"exp_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%rg) {output_name:"relu_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%scg) {output_name:"scale_grad"} : (tensor<1xf64>) ->
// CHECK-NEXT: tanh_grad: [1] [1.5]
// CHECK-NEXT: sigmoid_grad: [1] [0.5]
// CHECK-NEXT: log_grad: [1] [4]
// CHECK-NEXT: exp_grad: [1] [1]
// CHECK-NEXT: relu_grad: [1] [2]
// CHECK-NEXT: scale_grad: [1] [6]
}
