// RUN: pir-run --feed x=-2,-0.5,0,1.5 --feed m=1,2,3,4 --feed g=1,1,1,1,1,1 --feed p=3,2 --feed q=1,3 --feed h=5,7 %s | FileCheck %s
//
// The kernels of test/executor/kernels_math.c and the maximum/minimum
// grads against values worked out by hand (Phi is the normal CDF:
// Phi(-2) = 0.0227501, Phi(-0.5) = 0.3085375, Phi(1.5) = 0.9331928;
// sigmoid(-2) = 0.1192029, sigmoid(-0.5) = 0.3775407, sigmoid(1.5) =
// 0.8175745). Their gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[true]} : () -> tensor<3x2xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%a) = "pd_op.abs" (%x) {} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%a) {output_name:"abs"} : (tensor<4xf64>) ->
// CHECK: abs: [4] [2, 0.5, 0, 1.5]
// x Phi(x): [-0.0455003, -0.1542688, 0, 1.3997892]
    (%ge) = "pd_op.gelu" (%x) {approximate:false} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%ge) {output_name:"gelu"} : (tensor<4xf64>) ->
// CHECK-NEXT: gelu: [4] [-0.045500{{[0-9]*}}, -0.154268{{[0-9]*}}, 0, 1.399789{{[0-9]*}}]
// the tanh form, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))):
// [-0.0454023, -0.1542860, 0, 1.3995716]
    (%gt) = "pd_op.gelu" (%x) {approximate:true} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%gt) {output_name:"gelu_tanh"} : (tensor<4xf64>) ->
// CHECK-NEXT: gelu_tanh: [4] [-0.045402{{[0-9]*}}, -0.154285{{[0-9]*}}, 0, 1.399571{{[0-9]*}}]
// x sigmoid(x): [-0.2384058, -0.1887703, 0, 1.2263618]
    (%si) = "pd_op.silu" (%x) {} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%si) {output_name:"silu"} : (tensor<4xf64>) ->
// CHECK-NEXT: silu: [4] [-0.238405{{[0-9]*}}, -0.188770{{[0-9]*}}, 0, 1.226361{{[0-9]*}}]
// clip to [-0.4, 0.5] (float32 attributes)
    (%c) = "pd_op.clip" (%x) {max:(Float)0.5,min:(Float)-0.4} : (tensor<4xf64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%c) {output_name:"clip"} : (tensor<4xf64>) ->
// CHECK-NEXT: clip: [4] [-0.4000000{{[0-9]*}}, -0.4000000{{[0-9]*}}, 0, 0.5]
// m = [[1, 2], [3, 4]]: m^0.5 = [[1, 1.4142136], [1.7320508, 2]]
    (%pw) = "pd_op.pow" (%m) {y:(Float)0.5} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%pw) {output_name:"pow"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: pow: [2, 2] [1, 1.414213{{[0-9]*}}, 1.732050{{[0-9]*}}, 2]
// rows [1, 2] and [3, 4]: each minus its log-sum-exp (max + log(1 + e^-1)):
// [-1.3132617, -0.3132617] twice
    (%ls) = "pd_op.log_softmax" (%m) {axis:(Int32)-1} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%ls) {output_name:"log_softmax"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: log_softmax: [2, 2] [-1.313261{{[0-9]*}}, -0.313261{{[0-9]*}}, -1.313261{{[0-9]*}}, -0.313261{{[0-9]*}}]
// rows 1, 1, 0 of m; the grad of ones adds row 1 twice: [[1, 1], [2, 2]]
    (%i) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1,(Int64)0]} : () -> tensor<3xi64>
    (%ga) = "pd_op.gather" (%m, %i) {axis:(Int32)0} : (tensor<2x2xf64>, tensor<3xi64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%ga) {output_name:"gather"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: gather: [3, 2] [3, 4, 3, 4, 1, 2]
    (%gg) = "pd_op.gather_grad" (%m, %i, %g) {axis:(Int32)0} : (tensor<2x2xf64>, tensor<3xi64>, tensor<3x2xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%gg) {output_name:"gather_grad"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: gather_grad: [2, 2] [1, 1, 2, 2]
// p = [3, 2], q = [1, 3], h = [5, 7]: max picks p then q, min q then p
    (%mx, %my) = "pd_op.maximum_grad" (%p, %q, %h) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%mx) {output_name:"max_dx"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%my) {output_name:"max_dy"} : (tensor<2xf64>) ->
// CHECK-NEXT: max_dx: [2] [5, 0]
// CHECK-NEXT: max_dy: [2] [0, 7]
    (%nx, %ny) = "pd_op.minimum_grad" (%p, %q, %h) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%nx) {output_name:"min_dx"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%ny) {output_name:"min_dy"} : (tensor<2xf64>) ->
// CHECK-NEXT: min_dx: [2] [0, 7]
// CHECK-NEXT: min_dy: [2] [5, 0]
// a tie goes to y (Paddle's MaxGradDy is x <= y): max(2, 2)
    (%tx, %ty) = "pd_op.maximum_grad" (%p, %p, %h) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%tx) {output_name:"tie_dx"} : (tensor<2xf64>) ->
// CHECK-NEXT: tie_dx: [2] [0, 0]
}
