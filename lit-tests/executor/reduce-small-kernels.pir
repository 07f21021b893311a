// RUN: pir-run --feed a=1,3,3,-2,0.5,-2 --feed b=2,0.5,-1,1,4,0 --feed g2=1,2 --feed g3=1,2,3 --feed g23=1,2,3,4,5,6 \
// RUN:   --feed v=1,-1,2 --feed m=1,2,3,4,5,6,7,8,9 --feed u=1,2,3,4 --feed g0=3 --feed g44=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 \
// RUN:   --feed g12=1,2,3,4,5,6,7,8,9,10,11,12 %s | FileCheck %s
//
// The kernels of test/executor/kernels_reduce_small.c against values
// worked out by hand (each comment gives the sums), their inputs fed below.
// Their gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test.
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%g2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%g3) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g3",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g23) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g23",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"u",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
// a = [[1, 3, 3], [-2, 0.5, -2]]: amax over axis 1 = [3, 0.5], amin = [1, -2]; amax_grad shares g2 = [1, 2] among the ties (row 0's two 3s): [[0, 0.5, 0.5], [0, 2, 0]]; amin_grad: [[1, 0, 0], [1, 0, 1]] (row 1's two -2s); min over axis 1 = amin, min_grad gives every tie all of it: [[1, 0, 0], [2, 0, 2]]
    (%amax) = "pd_op.amax" (%a) {axis:[(Int64)1],keepdim:false} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%amax) {output_name:"amax"} : (tensor<2xf64>) ->
// CHECK: amax: [2] [3, 0.5{{[0-9]*}}]
    (%amax_grad) = "pd_op.amax_grad" (%a, %amax, %g2) {axis:[(Int64)1],keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%amax_grad) {output_name:"amax_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: amax_grad: [2, 3] [0, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0, 2, 0]
    (%amin) = "pd_op.amin" (%a) {axis:[(Int64)1],keepdim:false} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%amin) {output_name:"amin"} : (tensor<2xf64>) ->
// CHECK-NEXT: amin: [2] [1, -2]
    (%amin_grad) = "pd_op.amin_grad" (%a, %amin, %g2) {axis:[(Int64)1],keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%amin_grad) {output_name:"amin_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: amin_grad: [2, 3] [1, 0, 0, 1, 0, 1]
    (%ax1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%min) = "pd_op.min" (%a, %ax1) {keepdim:false} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%min) {output_name:"min"} : (tensor<2xf64>) ->
// CHECK-NEXT: min: [2] [1, -2]
    (%min_grad) = "pd_op.min_grad" (%a, %min, %g2, %ax1) {keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%min_grad) {output_name:"min_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: min_grad: [2, 3] [1, 0, 0, 2, 0, 2]
// b = [[2, 0.5, -1], [1, 4, 0]]: cumprod along 1 = [[2, 1, -1], [1, 4, 0]]; its grad with g23 = [[1, 2, 3], [4, 5, 6]]: d/db0 = 1 + 2 (0.5) + 3 (0.5)(-1) = 0.5, d/db1 = 2 (2) + 3 (2)(-1) = -2, d/db2 = 3 (1) = 3; row 1 (a zero): 4 + 5 (4) + 6 (4)(0) = 24, 5 + 6 (0) = 5, 6 (1)(4) = 24
    (%cumprod) = "pd_op.cumprod" (%b) {dim:(Int32)1,exclusive:false,reverse:false} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%cumprod) {output_name:"cumprod"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cumprod: [2, 3] [2, 1, -1, 1, 4, 0]
    (%cumprod_grad) = "pd_op.cumprod_grad" (%b, %cumprod, %g23) {dim:(Int32)1,exclusive:false,reverse:false} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%cumprod_grad) {output_name:"cumprod_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cumprod_grad: [2, 3] [0.5{{[0-9]*}}, -2, 3, 24, 5, 24]
// exclusive and reverse: the product of the elements after = [[-0.5, -1, 1], [0, 0, 1]]; its grad: d/db0 = 0, d/db1 = 1 (-1) = -1, d/db2 = 1 (0.5) + 2 = 2.5; row 1: 0, 4 (0) = 0, 4 (4) + 5 = 21
    (%cumprod_re) = "pd_op.cumprod" (%b) {dim:(Int32)1,exclusive:true,reverse:true} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%cumprod_re) {output_name:"cumprod_re"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cumprod_re: [2, 3] [-0.5{{[0-9]*}}, -1, 1, 0, 0, 1]
    (%cumprod_re_grad) = "pd_op.cumprod_grad" (%b, %cumprod_re, %g23) {dim:(Int32)1,exclusive:true,reverse:true} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%cumprod_re_grad) {output_name:"cumprod_re_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cumprod_re_grad: [2, 3] [0, -1, 2.5{{[0-9]*}}, 0, 0, 21]
// logcumsumexp of a along -1: [1, log(e + e^3), log(e + 2 e^3)], [-2, log(e^-2 + e^0.5), log(2 e^-2 + e^0.5)]; its grad with g23 at row 0: sum over u >= t of g_u e^(a_t - out_u)
    (%lcse) = "pd_op.logcumsumexp" (%a) {axis:(Int32)-1,exclusive:false,flatten:false,reverse:false} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%lcse) {output_name:"lcse"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: lcse: [2, 3] [1, 3.126928{{[0-9]*}}, 3.758623{{[0-9]*}}, -2, 0.5788897{{[0-9]*}}, 0.6520083{{[0-9]*}}]
    (%lcse_grad) = "pd_op.logcumsumexp_grad" (%a, %lcse, %g23) {axis:(Int32)-1,exclusive:false,flatten:false,reverse:false} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%lcse_grad) {output_name:"lcse_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: lcse_grad: [2, 3] [1.428542{{[0-9]*}}, 3.166525{{[0-9]*}}, 1.404931{{[0-9]*}}, 4.802347{{[0-9]*}}, 9.774595{{[0-9]*}}, 0.4230567{{[0-9]*}}]
// flatten, exclusive on b: -inf first, then log of the running sums of e^b over [2, 0.5, -1, 1, 4]
    (%lcse_flat) = "pd_op.logcumsumexp" (%b) {axis:(Int32)-1,exclusive:true,flatten:true,reverse:false} : (tensor<2x3xf64>) -> tensor<6xf64>
    () = "builtin.shadow_output" (%lcse_flat) {output_name:"lcse_flat"} : (tensor<6xf64>) ->
// CHECK-NEXT: lcse_flat: [6] [-inf, 2, 2.201413{{[0-9]*}}, 2.241311{{[0-9]*}}, 2.495181{{[0-9]*}}, 4.200536{{[0-9]*}}]
// dot of the rows of a and b: [2 + 1.5 - 3, -2 + 2 + 0] = [0.5, 0]; its grad: g2 (row) b, g2 (row) a
    (%dot) = "pd_op.dot" (%a, %b) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%dot) {output_name:"dot"} : (tensor<2xf64>) ->
// CHECK-NEXT: dot: [2] [0.5{{[0-9]*}}, 0]
    (%dot_grad_0, %dot_grad_1) = "pd_op.dot_grad" (%a, %b, %g2) {} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xf64>) -> tensor<2x3xf64>, tensor<2x3xf64>
    () = "builtin.shadow_output" (%dot_grad_0) {output_name:"dot_grad_0"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%dot_grad_1) {output_name:"dot_grad_1"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: dot_grad_0: [2, 3] [2, 0.5{{[0-9]*}}, -1, 2, 8, 0]
// CHECK-NEXT: dot_grad_1: [2, 3] [1, 3, 3, -4, 1, -4]
// mv(a, v = [1, -1, 2]) = [1 - 3 + 6, -2 - 0.5 - 4] = [4, -6.5]; its grad: x_grad = g2 v^T, vec_grad = a^T g2 = [1 - 4, 3 + 1, 3 - 4]
    (%mv) = "pd_op.mv" (%a, %v) {} : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%mv) {output_name:"mv"} : (tensor<2xf64>) ->
// CHECK-NEXT: mv: [2] [4, -6.5{{[0-9]*}}]
    (%mv_grad_0, %mv_grad_1) = "pd_op.mv_grad" (%a, %v, %g2) {} : (tensor<2x3xf64>, tensor<3xf64>, tensor<2xf64>) -> tensor<2x3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%mv_grad_0) {output_name:"mv_grad_0"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%mv_grad_1) {output_name:"mv_grad_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: mv_grad_0: [2, 3] [1, -1, 2, 2, -2, 4]
// CHECK-NEXT: mv_grad_1: [3] [-3, 4, -1]
// m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]: trace with offset 1 = 2 + 6 = 8; its grad: out_grad (3) on that diagonal
    (%trace) = "pd_op.trace" (%m) {axis1:(Int32)0,axis2:(Int32)1,offset:(Int32)1} : (tensor<3x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%trace) {output_name:"trace"} : (tensor<f64>) ->
// CHECK-NEXT: trace: [] [8]
    (%g0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],stop_gradient:[true]} : () -> tensor<f64>
    (%trace_grad) = "pd_op.trace_grad" (%m, %g0) {axis1:(Int32)0,axis2:(Int32)1,offset:(Int32)1} : (tensor<3x3xf64>, tensor<f64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%trace_grad) {output_name:"trace_grad"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: trace_grad: [3, 3] [0, 3, 0, 0, 0, 3, 0, 0, 0]
// diagonal of m (axes 1, 0) = [1, 5, 9]; with offset -1 (below): [4, 8], its grad puts g2 = [1, 2] there
    (%diagonal) = "pd_op.diagonal" (%m) {axis1:(Int32)1,axis2:(Int32)0,offset:(Int32)0} : (tensor<3x3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%diagonal) {output_name:"diagonal"} : (tensor<3xf64>) ->
// CHECK-NEXT: diagonal: [3] [1, 5, 9]
    (%diagonal_m1) = "pd_op.diagonal" (%m) {axis1:(Int32)0,axis2:(Int32)1,offset:(Int32)-1} : (tensor<3x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%diagonal_m1) {output_name:"diagonal_m1"} : (tensor<2xf64>) ->
// CHECK-NEXT: diagonal_m1: [2] [4, 8]
    (%diagonal_grad) = "pd_op.diagonal_grad" (%m, %g2) {axis1:(Int32)0,axis2:(Int32)1,offset:(Int32)-1} : (tensor<3x3xf64>, tensor<2xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%diagonal_grad) {output_name:"diagonal_grad"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: diagonal_grad: [3, 3] [0, 0, 0, 1, 0, 0, 0, 2, 0]
// diag of v = [1, -1, 2], offset 1, padding 0.5: a 4x4 of 0.5 with v above the main diagonal; diag of a (offset 1) = [3, -2]; diag_grad, offset 1: of v (1-D), g44 = 1..16 as 4x4's diagonal 1 = [2, 7, 12]; of a (2-D), g2 on a's diagonal 1
    (%diag_mat) = "pd_op.diag" (%v) {offset:(Int32)1,padding_value:(Float)0.5} : (tensor<3xf64>) -> tensor<4x4xf64>
    () = "builtin.shadow_output" (%diag_mat) {output_name:"diag_mat"} : (tensor<4x4xf64>) ->
// CHECK-NEXT: diag_mat: [4, 4] [0.5{{[0-9]*}}, 1, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, -1, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 2, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}, 0.5{{[0-9]*}}]
    (%diag_vec) = "pd_op.diag" (%a) {offset:(Int32)1,padding_value:(Float)0} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%diag_vec) {output_name:"diag_vec"} : (tensor<2xf64>) ->
// CHECK-NEXT: diag_vec: [2] [3, -2]
    (%g44) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g44",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,4],stop_gradient:[true]} : () -> tensor<4x4xf64>
    (%diag_grad_vec) = "pd_op.diag_grad" (%v, %g44) {offset:(Int32)1} : (tensor<3xf64>, tensor<4x4xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%diag_grad_vec) {output_name:"diag_grad_vec"} : (tensor<3xf64>) ->
// CHECK-NEXT: diag_grad_vec: [3] [2, 7, 12]
    (%diag_grad_mat) = "pd_op.diag_grad" (%a, %g2) {offset:(Int32)1} : (tensor<2x3xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%diag_grad_mat) {output_name:"diag_grad_mat"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: diag_grad_mat: [2, 3] [0, 1, 0, 0, 0, 2]
// cross of the rows (axis 9: the first of size 3, 1): (a1 b2 - a2 b1, a2 b0 - a0 b2, a0 b1 - a1 b0); its grad: x_grad = b x g23, y_grad = g23 x a
    (%cross) = "pd_op.cross" (%a, %b) {axis:(Int32)9} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%cross) {output_name:"cross"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cross: [2, 3] [-4.5{{[0-9]*}}, 7, -5.5{{[0-9]*}}, 8, -2, -8.5{{[0-9]*}}]
    (%cross_grad_0, %cross_grad_1) = "pd_op.cross_grad" (%a, %b, %g23) {axis:(Int32)9} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>, tensor<2x3xf64>
    () = "builtin.shadow_output" (%cross_grad_0) {output_name:"cross_grad_0"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%cross_grad_1) {output_name:"cross_grad_1"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: cross_grad_0: [2, 3] [3.5{{[0-9]*}}, -7, 3.5{{[0-9]*}}, 24, -6, -11]
// CHECK-NEXT: cross_grad_1: [2, 3] [-3, 0, 1, -13, -4, 12]
// kron(v = [1, -1, 2] as [1, 3], u = [[1, 2], [3, 4]]): [[v_j u_0k], [v_j u_1k]] = [[1, 2, -1, -2, 2, 4], [3, 4, -3, -4, 6, 8]]; its grad with G = 1..12: v_grad_j = sum of G's block j times u, u_grad_ik = sum_j G v_j
    (%kron) = "pd_op.kron" (%v, %u) {} : (tensor<3xf64>, tensor<2x2xf64>) -> tensor<2x6xf64>
    () = "builtin.shadow_output" (%kron) {output_name:"kron"} : (tensor<2x6xf64>) ->
// CHECK-NEXT: kron: [2, 6] [1, 2, -1, -2, 2, 4, 3, 4, -3, -4, 6, 8]
    (%g12) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g12",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,6],stop_gradient:[true]} : () -> tensor<2x6xf64>
    (%kron_grad_0, %kron_grad_1) = "pd_op.kron_grad" (%v, %u, %g12) {} : (tensor<3xf64>, tensor<2x2xf64>, tensor<2x6xf64>) -> tensor<3xf64>, tensor<2x2xf64>
    () = "builtin.shadow_output" (%kron_grad_0) {output_name:"kron_grad_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%kron_grad_1) {output_name:"kron_grad_1"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: kron_grad_0: [3] [58, 78, 98]
// CHECK-NEXT: kron_grad_1: [2, 2] [8, 10, 20, 22]
}
