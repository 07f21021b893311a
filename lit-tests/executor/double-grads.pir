// RUN: pir-run --feed o=0.5,-0.5 --feed g=2,3 --feed d=1,-1 --feed p=0.5,2 --feed z=0,0 --feed x=1,2 --feed y=3,4 --feed e=0.5,2 --feed mx=1,2,3,4 --feed my=1,0,0,1 --feed mg=1,1,1,1 --feed mdx=1,0,0,0 --feed mdy=0,1,0,0 %s | FileCheck %s
//
// The double-grad kernels (test/executor/kernels_double_grad.c, and
// matmul_double_grad in kernels_linalg.c) against values worked out by
// hand. A double grad of f_grad(a, g) takes the gradient d of f_grad's
// result and gives d<d, f_grad(a, g)>/da and d<d, f_grad(a, g)>/dg.
// o = [0.5, -0.5] (a forward output), g = [2, 3], d = [1, -1].
{
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"o",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"d",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"z",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"e",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%mx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%my) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"my",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%mg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%mdx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mdx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%mdy) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mdy",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
// tanh_grad = g (1 - o^2): d/do = -2 o g d = [-2, -3]; d/dg = (1 - o^2) d = [0.75, -0.75].
    (%t1, %t2) = "pd_op.tanh_double_grad" (%o, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%t1) {output_name:"tanh_o"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%t2) {output_name:"tanh_g"} : (tensor<2xf64>) ->
// CHECK: tanh_o: [2] [-2, -3]
// CHECK-NEXT: tanh_g: [2] [0.75, -0.75]
// sigmoid_grad = g o (1 - o): d/do = g d (1 - 2 o) = [0, -6]; d/dg = o (1 - o) d = [0.25, 0.75].
    (%s1, %s2) = "pd_op.sigmoid_double_grad" (%o, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%s1) {output_name:"sigmoid_o"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%s2) {output_name:"sigmoid_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: sigmoid_o: [2] [0, -6]
// CHECK-NEXT: sigmoid_g: [2] [0.25, 0.75]
// relu_grad = g [o > 0]: d/dg = d [o > 0] = [1, 0].
    (%r1) = "pd_op.relu_double_grad" (%o, %d) {} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%r1) {output_name:"relu_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: relu_g: [2] [1, 0]
// exp_grad = g o: d/do = g d = [2, -3]; d/dg = o d = [0.5, 0.5].
    (%e1, %e2) = "pd_op.exp_double_grad" (%o, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%e1) {output_name:"exp_o"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%e2) {output_name:"exp_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: exp_o: [2] [2, -3]
// CHECK-NEXT: exp_g: [2] [0.5, 0.5]
// log_grad = g / p, p = [0.5, 2]: d/dp = -g d / p^2 = [-8, 0.75]; d/dg = d / p = [2, -0.5].
    (%l1, %l2) = "pd_op.log_double_grad" (%p, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%l1) {output_name:"log_x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%l2) {output_name:"log_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: log_x: [2] [-8, 0.75]
// CHECK-NEXT: log_g: [2] [2, -0.5]
// square_grad = 2 o g: d/do = 2 g d = [4, -6]; d/dg = 2 o d = [1, 1].
    (%q1, %q2) = "pd_op.square_double_grad" (%o, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%q1) {output_name:"square_x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%q2) {output_name:"square_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: square_x: [2] [4, -6]
// CHECK-NEXT: square_g: [2] [1, 1]
// sin_grad = g cos z, z = 0: d/dz = -g sin z d = 0; d/dg = cos z d = [1, -1].
    (%n1, %n2) = "pd_op.sin_double_grad" (%z, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%n1) {output_name:"sin_x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%n2) {output_name:"sin_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: sin_x: [2] [{{-?}}0, {{-?}}0]
// CHECK-NEXT: sin_g: [2] [1, -1]
// cos_grad = -g sin z: d/dz = -g cos z d = [-2, 3]; d/dg = -sin z d = 0.
    (%c1, %c2) = "pd_op.cos_double_grad" (%z, %g, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%c1) {output_name:"cos_x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%c2) {output_name:"cos_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: cos_x: [2] [-2, 3]
// CHECK-NEXT: cos_g: [2] [{{-?}}0, {{-?}}0]
// sqrt_grad = g / (2 p) with p = [0.5, 2] as out; its double grad takes that result, grad_x,
// instead of g (e = [0.5, 2] here): d/dp = -grad_x d / p = [-1, 1]; d/dg = d / (2 p) = [1, -0.25].
    (%r2, %r3) = "pd_op.sqrt_double_grad" (%p, %e, %d) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%r2) {output_name:"sqrt_out"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%r3) {output_name:"sqrt_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: sqrt_out: [2] [-1, 1]
// CHECK-NEXT: sqrt_g: [2] [1, -0.25]
// multiply_grad = (g y, g x); x = [1, 2], y = [3, 4], ddx = d = [1, -1], ddy = e = [0.5, 2]:
// x_grad = ddy g = [1, 6]; y_grad = ddx g = [2, -3]; grad_out_grad = ddx y + ddy x = [3.5, 0].
    (%m1, %m2, %m3) = "pd_op.multiply_double_grad" (%x, %y, %g, %d, %e) {axis:(Int32)-1} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%m1) {output_name:"multiply_x"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%m2) {output_name:"multiply_y"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%m3) {output_name:"multiply_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: multiply_x: [2] [1, 6]
// CHECK-NEXT: multiply_y: [2] [2, -3]
// CHECK-NEXT: multiply_g: [2] [3.5, 0]
// Without ddy (optional, absent): x_grad = 0; y_grad = [2, -3]; grad_out_grad = ddx y = [3, -4].
    (%k1, %k2, %k3) = "pd_op.multiply_double_grad" (%x, %y, %g, %d) {axis:(Int32)-1} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%k1) {output_name:"multiply_x1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%k2) {output_name:"multiply_y1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%k3) {output_name:"multiply_g1"} : (tensor<2xf64>) ->
// CHECK-NEXT: multiply_x1: [2] [0, 0]
// CHECK-NEXT: multiply_y1: [2] [2, -3]
// CHECK-NEXT: multiply_g1: [2] [3, -4]
// add_grad and subtract_grad are linear: grad_out_grad = ddx + ddy = [1.5, 1] and ddx - ddy = [0.5, -3].
    (%a1) = "pd_op.add_double_grad" (%y, %g, %d, %e) {axis:(Int32)-1} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%a1) {output_name:"add_g"} : (tensor<2xf64>) ->
    (%b1) = "pd_op.subtract_double_grad" (%y, %g, %d, %e) {axis:(Int32)-1} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%b1) {output_name:"subtract_g"} : (tensor<2xf64>) ->
// CHECK-NEXT: add_g: [2] [1.5, 1]
// CHECK-NEXT: subtract_g: [2] [0.5, -3]
// matmul: x = [[1,2],[3,4]], y = I, g = ones, ddx = [[1,0],[0,0]], ddy = [[0,1],[0,0]]:
// x_grad = g ddy^T = [[1,0],[1,0]]; y_grad = ddx^T g = [[1,1],[0,0]];
// grad_out_grad = ddx y + x ddy = [[1,0],[0,0]] + [[0,1],[0,3]] = [[1,1],[0,3]].
    (%x1, %x2, %x3) = "pd_op.matmul_double_grad" (%mx, %my, %mg, %mdx, %mdy) {transpose_x:false,transpose_y:false} : (tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>
    () = "builtin.shadow_output" (%x1) {output_name:"matmul_x"} : (tensor<2x2xf64>) ->
    () = "builtin.shadow_output" (%x2) {output_name:"matmul_y"} : (tensor<2x2xf64>) ->
    () = "builtin.shadow_output" (%x3) {output_name:"matmul_g"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: matmul_x: [2, 2] [1, 0, 1, 0]
// CHECK-NEXT: matmul_y: [2, 2] [1, 1, 0, 0]
// CHECK-NEXT: matmul_g: [2, 2] [1, 1, 0, 3]
// sum_grad and mean_grad broadcast out_grad back: their double grads reduce the direction,
// here mx = [[1,2],[3,4]]: row sums [3, 7]; the mean of all 2.5.
    (%sd) = "pd_op.sum_double_grad" (%mx) {axis:(pd_op.IntArray)[1],keepdim:false} : (tensor<2x2xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%sd) {output_name:"sum_g"} : (tensor<2xf64>) ->
    (%md) = "pd_op.mean_double_grad" (%mx) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%md) {output_name:"mean_g"} : (tensor<f64>) ->
// CHECK-NEXT: sum_g: [2] [3, 7]
// CHECK-NEXT: mean_g: [] [2.5]
}
