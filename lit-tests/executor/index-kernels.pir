// RUN: pir-run --feed m=1,2,3,4,5,6,7,8,9 --feed a=1,2,3,4,5,6 --feed row=1,2,3 --feed u=10,11,12,20,21,22,30,31,32 --feed g2=10,20 --feed ones=1,1,1,1,1,1 %s | FileCheck %s
//
// The kernels of test/executor/kernels_index.c, expand_as (kernels_train.c)
// and unbind / unstack (kernels_vec.c) against values worked out by hand:
// m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]], a = [[1, 2, 3], [4, 5, 6]]. Their
// gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test.
{
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%row) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"row",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"u",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%g2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%ones) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ones",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
// tril keeps column - row <= diagonal, triu >= diagonal
    (%tril) = "pd_op.tril" (%m) {diagonal:(Int32)0} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%tril) {output_name:"tril"} : (tensor<3x3xf64>) ->
// CHECK: tril: [3, 3] [1, 0, 0, 4, 5, 0, 7, 8, 9]
    (%tril_m1) = "pd_op.tril" (%m) {diagonal:(Int32)-1} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%tril_m1) {output_name:"tril_m1"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: tril_m1: [3, 3] [0, 0, 0, 4, 0, 0, 7, 8, 0]
    (%triu_1) = "pd_op.triu" (%m) {diagonal:(Int32)1} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%triu_1) {output_name:"triu_1"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: triu_1: [3, 3] [0, 2, 3, 0, 0, 6, 0, 0, 0]
    (%triu_grad) = "pd_op.triu_grad" (%m) {diagonal:(Int32)0} : (tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%triu_grad) {output_name:"triu_grad"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: triu_grad: [3, 3] [1, 2, 3, 0, 5, 6, 0, 0, 9]
// flip both axes, and the columns only (flip_grad is flip)
    (%flip) = "pd_op.flip" (%a) {axis:[(Int32)0,(Int32)1]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%flip) {output_name:"flip"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: flip: [2, 3] [6, 5, 4, 3, 2, 1]
    (%flip_grad) = "pd_op.flip_grad" (%a) {axis:[(Int32)-1]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%flip_grad) {output_name:"flip_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: flip_grad: [2, 3] [3, 2, 1, 6, 5, 4]
// roll by 1 along the rows: out[j + 1] = x[j]; its grad rolls back; no axis rolls the flattened tensor by 2
    (%one) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%two) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2]} : () -> tensor<1xi64>
    (%roll) = "pd_op.roll" (%a, %one) {axis:[(Int64)1]} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%roll) {output_name:"roll"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: roll: [2, 3] [3, 1, 2, 6, 4, 5]
    (%roll_grad) = "pd_op.roll_grad" (%a, %a, %one) {axis:[(Int64)1]} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%roll_grad) {output_name:"roll_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: roll_grad: [2, 3] [2, 3, 1, 5, 6, 4]
    (%roll_flat) = "pd_op.roll" (%a, %two) {axis:[]} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%roll_flat) {output_name:"roll_flat"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: roll_flat: [2, 3] [5, 6, 1, 2, 3, 4]
// expand_as: the row [1, 2, 3] to a's shape; the grad sums a's rows: [5, 7, 9]
    (%expand_as) = "pd_op.expand_as" (%row, %a) {target_shape:[(Int64)2,(Int64)3]} : (tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%expand_as) {output_name:"expand_as"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: expand_as: [2, 3] [1, 2, 3, 1, 2, 3]
    (%expand_as_grad) = "pd_op.expand_as_grad" (%row, %a) {target_shape:[(Int64)2,(Int64)3]} : (tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<1x3xf64>
    () = "builtin.shadow_output" (%expand_as_grad) {output_name:"expand_as_grad"} : (tensor<1x3xf64>) ->
// CHECK-NEXT: expand_as_grad: [1, 3] [5, 7, 9]
// gather_nd of a at (1, 2) and (0, 0): [6, 1]; its grad puts g = [10, 20] back there;
// rows (k = 1) 1 and 1: [[4, 5, 6], [4, 5, 6]], whose grad of ones adds row 1 twice
    (%i1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2,(Int64)0,(Int64)0]} : () -> tensor<4xi64>
    (%sh) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)2]} : () -> tensor<2xi64>
    (%r1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1]} : () -> tensor<2xi64>
    (%sh1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)1]} : () -> tensor<2xi64>
    (%idx) = "pd_op.reshape" (%i1, %sh) {} : (tensor<4xi64>, tensor<2xi64>) -> tensor<2x2xi64>
    (%ridx) = "pd_op.reshape" (%r1, %sh1) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2x1xi64>
    (%gather_nd) = "pd_op.gather_nd" (%a, %idx) {} : (tensor<2x3xf64>, tensor<2x2xi64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%gather_nd) {output_name:"gather_nd"} : (tensor<2xf64>) ->
// CHECK-NEXT: gather_nd: [2] [6, 1]
    (%gather_nd_grad) = "pd_op.gather_nd_grad" (%a, %idx, %g2) {} : (tensor<2x3xf64>, tensor<2x2xi64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%gather_nd_grad) {output_name:"gather_nd_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: gather_nd_grad: [2, 3] [20, 0, 0, 0, 0, 10]
    (%gather_rows) = "pd_op.gather_nd" (%a, %ridx) {} : (tensor<2x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%gather_rows) {output_name:"gather_rows"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: gather_rows: [2, 3] [4, 5, 6, 4, 5, 6]
    (%gather_rows_grad) = "pd_op.gather_nd_grad" (%a, %ridx, %ones) {} : (tensor<2x3xf64>, tensor<2x1xi64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%gather_rows_grad) {output_name:"gather_rows_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: gather_rows_grad: [2, 3] [0, 0, 0, 2, 2, 2]
// an index whose last dim is 0 takes all of x for each of its rows: two copies of a
    (%e0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,0],value:(Double)0} : () -> tensor<2x0xi64>
    (%gather_all) = "pd_op.gather_nd" (%a, %e0) {} : (tensor<2x3xf64>, tensor<2x0xi64>) -> tensor<2x2x3xf64>
    () = "builtin.shadow_output" (%gather_all) {output_name:"gather_all"} : (tensor<2x2x3xf64>) ->
// CHECK-NEXT: gather_all: [2, 2, 3] [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]
// gather_nd_double_grad(grad_out, index, grad_x_grad) is gather_nd of grad_x_grad
    (%gather_nd_dg) = "pd_op.gather_nd_double_grad" (%g2, %idx, %a) {} : (tensor<2xf64>, tensor<2x2xi64>, tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%gather_nd_dg) {output_name:"gather_nd_dg"} : (tensor<2xf64>) ->
// CHECK-NEXT: gather_nd_dg: [2] [6, 1]
// scatter into m the rows u at 2, 0, 2: overwriting, row 2 takes the last, [30, 31, 32];
// adding, the indexed rows are zeroed first: row 2 = [10 + 30, 11 + 31, 12 + 32]
    (%si) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)0,(Int64)2]} : () -> tensor<3xi64>
    (%scatter) = "pd_op.scatter" (%m, %si, %u) {overwrite:true} : (tensor<3x3xf64>, tensor<3xi64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%scatter) {output_name:"scatter"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: scatter: [3, 3] [20, 21, 22, 4, 5, 6, 30, 31, 32]
    (%scatter_add) = "pd_op.scatter" (%m, %si, %u) {overwrite:false} : (tensor<3x3xf64>, tensor<3xi64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%scatter_add) {output_name:"scatter_add"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: scatter_add: [3, 3] [20, 21, 22, 4, 5, 6, 40, 42, 44]
// scatter_grad with out_grad m: x_grad is m with rows 0 and 2 zeroed; updates_grad gathers m's rows 2, 0, 2,
// but overwriting, the first update of row 2 never reaches the output and gets 0
    (%sgx, %sgu) = "pd_op.scatter_grad" (%si, %u, %m) {overwrite:true} : (tensor<3xi64>, tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>, tensor<3x3xf64>
    (%sax, %sau) = "pd_op.scatter_grad" (%si, %u, %m) {overwrite:false} : (tensor<3xi64>, tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>, tensor<3x3xf64>
    () = "builtin.shadow_output" (%sgx) {output_name:"sgx"} : (tensor<3x3xf64>) ->
    () = "builtin.shadow_output" (%sgu) {output_name:"sgu"} : (tensor<3x3xf64>) ->
    () = "builtin.shadow_output" (%sax) {output_name:"sax"} : (tensor<3x3xf64>) ->
    () = "builtin.shadow_output" (%sau) {output_name:"sau"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: sgx: [3, 3] [0, 0, 0, 4, 5, 6, 0, 0, 0]
// CHECK-NEXT: sgu: [3, 3] [0, 0, 0, 1, 2, 3, 7, 8, 9]
// CHECK-NEXT: sax: [3, 3] [0, 0, 0, 4, 5, 6, 0, 0, 0]
// CHECK-NEXT: sau: [3, 3] [7, 8, 9, 1, 2, 3, 7, 8, 9]
// unbind a along axis 1: its columns; unstack along axis 0: its rows; their grads stack the pieces back
    (%ub) = "pd_op.unbind" (%a) {axis:(Int32)1} : (tensor<2x3xf64>) -> vec[tensor<2xf64>,tensor<2xf64>,tensor<2xf64>]
    (%c0, %c1, %c2) = "builtin.split" (%ub) {} : (vec[tensor<2xf64>,tensor<2xf64>,tensor<2xf64>]) -> tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%c0) {output_name:"c0"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%c1) {output_name:"c1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%c2) {output_name:"c2"} : (tensor<2xf64>) ->
// CHECK-NEXT: c0: [2] [1, 4]
// CHECK-NEXT: c1: [2] [2, 5]
// CHECK-NEXT: c2: [2] [3, 6]
    (%unbind_grad) = "pd_op.unbind_grad" (%ub) {axis:(Int32)1} : (vec[tensor<2xf64>,tensor<2xf64>,tensor<2xf64>]) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%unbind_grad) {output_name:"unbind_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: unbind_grad: [2, 3] [1, 2, 3, 4, 5, 6]
    (%us) = "pd_op.unstack" (%a) {axis:(Int32)0,num:(Int32)2} : (tensor<2x3xf64>) -> vec[tensor<3xf64>,tensor<3xf64>]
    (%w0, %w1) = "builtin.split" (%us) {} : (vec[tensor<3xf64>,tensor<3xf64>]) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%w0) {output_name:"w0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%w1) {output_name:"w1"} : (tensor<3xf64>) ->
// CHECK-NEXT: w0: [3] [1, 2, 3]
// CHECK-NEXT: w1: [3] [4, 5, 6]
    (%unstack_grad) = "pd_op.unstack_grad" (%us) {axis:(Int32)0} : (vec[tensor<3xf64>,tensor<3xf64>]) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%unstack_grad) {output_name:"unstack_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: unstack_grad: [2, 3] [1, 2, 3, 4, 5, 6]
}
