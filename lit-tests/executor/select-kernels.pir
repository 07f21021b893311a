// RUN: pir-run --feed x=1,2,3,4,5,6,7,8,9,10,11,12 --feed a=10,20,30,40,100,200,300,400,1,1,1,1 --feed c3=1,2,3 --feed m=1,2,3,4 --feed g8=1,2,3,4,5,6,7,8 --feed tk=3,1,4,1.5,5,9,2,6 --feed g4=10,20,30,40 --feed u3=100,200,300 --feed mo=1,8,3,2,5,0,4,6 --feed g4b=10,20,30,40 --feed r1=1,2,3 --feed c2=10,20 --feed g6=1,2,3,4,5,6 --feed a1=1,2 --feed b1=10,20,30 \
// RUN:   --feed mk4=1,0,1,0 --feed mk3=1,0,1 --feed x14=1,2,3,4 \
// RUN:   %s | FileCheck %s
//
// The kernels of test/executor/kernels_select.c (index_add, repeat_interleave,
// topk, scatter_nd_add, maxout, multiplex, broadcast_tensors, meshgrid,
// masked_select) against
// values worked out by hand: x = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]].
// Their gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[true]} : () -> tensor<3x4xf64>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[true]} : () -> tensor<3x4xf64>
    (%c3) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c3",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[true]} : () -> tensor<3x1xf64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%g8) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g8",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf64>
    (%tk) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tk",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf64>
    (%g4) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g4",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%u3) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"u3",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%mo) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mo",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4,1,2],stop_gradient:[true]} : () -> tensor<1x4x1x2xf64>
    (%g4b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g4b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,2],stop_gradient:[true]} : () -> tensor<1x2x1x2xf64>
    (%r1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"r1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3],stop_gradient:[true]} : () -> tensor<1x3xf64>
    (%c2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1],stop_gradient:[true]} : () -> tensor<2x1xf64>
    (%g6) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g6",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%a1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%b1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%ia) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)-1,(Int64)0,(Int64)2]} : () -> tensor<3xi64>
// index_add on axis 0 at [-1, 0, 2] (-1 is row 2) of a = [[10, 20, 30, 40], [100, 200, 300, 400], [1, 1, 1, 1]]:
// row 0 + a's row 1 = [101, 202, 303, 404]; row 1 kept; row 2 + a's rows 0 and 2 = [20, 31, 42, 53]
    (%ix) = "pd_op.index_add" (%x, %ia, %a) {axis:(Int32)0} : (tensor<3x4xf64>, tensor<3xi64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%ix) {output_name:"ix"} : (tensor<3x4xf64>) ->
// CHECK: ix: [3, 4] [101, 202, 303, 404, 5, 6, 7, 8, 20, 31, 42, 53]
    (%i1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
// on axis 1 at [1] of c3 = [[1], [2], [3]]: column 1 + [1, 2, 3]
    (%ix1) = "pd_op.index_add" (%x, %i1, %c3) {axis:(Int32)1} : (tensor<3x4xf64>, tensor<1xi64>, tensor<3x1xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%ix1) {output_name:"ix1"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: ix1: [3, 4] [1, 3, 3, 4, 5, 8, 7, 8, 9, 13, 11, 12]
// index_add_grad, out_grad = x: x_grad = x; add_value_grad = x's rows 2, 0, 2
    (%ixg, %ixgv) = "pd_op.index_add_grad" (%ia, %a, %x) {axis:(Int32)0} : (tensor<3xi64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<3x4xf64>
    () = "builtin.shadow_output" (%ixg) {output_name:"ixg"} : (tensor<3x4xf64>) ->
    () = "builtin.shadow_output" (%ixgv) {output_name:"ixgv"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: ixg: [3, 4] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
// CHECK-NEXT: ixgv: [3, 4] [9, 10, 11, 12, 1, 2, 3, 4, 9, 10, 11, 12]
// index_add_double_grad of the directions (x, a): index_add(x, index, a) as above
    (%ixdd) = "pd_op.index_add_double_grad" (%ia, %x, %x, %a) {axis:(Int32)0} : (tensor<3xi64>, tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%ixdd) {output_name:"ixdd"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: ixdd: [3, 4] [101, 202, 303, 404, 5, 6, 7, 8, 20, 31, 42, 53]
// repeat_interleave of m = [[1, 2], [3, 4]] twice along axis 1; its grad sums g8 = 1..8 in pairs
    (%ri) = "pd_op.repeat_interleave" (%m) {axis:(Int32)1,repeats:(Int32)2} : (tensor<2x2xf64>) -> tensor<2x4xf64>
    () = "builtin.shadow_output" (%ri) {output_name:"ri"} : (tensor<2x4xf64>) ->
    (%rig) = "pd_op.repeat_interleave_grad" (%m, %g8) {axis:(Int32)1,repeats:(Int32)2} : (tensor<2x2xf64>, tensor<2x4xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%rig) {output_name:"rig"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: ri: [2, 4] [1, 1, 2, 2, 3, 3, 4, 4]
// CHECK-NEXT: rig: [2, 2] [3, 7, 11, 15]
// topk k = 2 of tk = [[3, 1, 4, 1.5], [5, 9, 2, 6]]: largest [4, 3 | 9, 6] at [2, 0 | 1, 3]; smallest [1, 1.5 | 2, 5] at [1, 3 | 2, 0]
    (%tl, %tli) = "pd_op.topk" (%tk) {axis:(Int32)-1,k:(Int32)2,largest:true,sorted:true} : (tensor<2x4xf64>) -> tensor<2x2xf64>, tensor<2x2xi64>
    () = "builtin.shadow_output" (%tl) {output_name:"tl"} : (tensor<2x2xf64>) ->
    () = "builtin.shadow_output" (%tli) {output_name:"tli"} : (tensor<2x2xi64>) ->
    (%ts, %tsi) = "pd_op.topk" (%tk) {axis:(Int32)-1,k:(Int32)2,largest:false,sorted:true} : (tensor<2x4xf64>) -> tensor<2x2xf64>, tensor<2x2xi64>
    () = "builtin.shadow_output" (%ts) {output_name:"ts"} : (tensor<2x2xf64>) ->
    () = "builtin.shadow_output" (%tsi) {output_name:"tsi"} : (tensor<2x2xi64>) ->
// CHECK-NEXT: tl: [2, 2] [4, 3, 9, 6]
// CHECK-NEXT: tli: [2, 2] [2, 0, 1, 3]
// CHECK-NEXT: ts: [2, 2] [1, 1.5, 2, 5]
// CHECK-NEXT: tsi: [2, 2] [1, 3, 2, 0]
// topk_grad puts g4 = [[10, 20], [30, 40]] at the largest's indices
    (%tkg) = "pd_op.topk_grad" (%tk, %tli, %g4) {axis:(Int32)-1,k:(Int32)2,largest:true,sorted:true} : (tensor<2x4xf64>, tensor<2x2xi64>, tensor<2x2xf64>) -> tensor<2x4xf64>
    () = "builtin.shadow_output" (%tkg) {output_name:"tkg"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: tkg: [2, 4] [20, 0, 10, 0, 0, 30, 0, 40]
    (%n1_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)0,(Int64)2]} : () -> tensor<3xi64>
    (%n1_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)1]} : () -> tensor<2xi64>
    (%n1) = "pd_op.reshape" (%n1_f, %n1_s) {} : (tensor<3xi64>, tensor<2xi64>) -> tensor<3x1xi64>
// scatter_nd_add of a's rows at [[2], [0], [2]]: as index_add on axis 0
    (%sn) = "pd_op.scatter_nd_add" (%x, %n1, %a) {} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%sn) {output_name:"sn"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: sn: [3, 4] [101, 202, 303, 404, 5, 6, 7, 8, 20, 31, 42, 53]
    (%n2_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2,(Int64)0,(Int64)0,(Int64)-1,(Int64)-1]} : () -> tensor<6xi64>
    (%n2_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)2]} : () -> tensor<2xi64>
    (%n2) = "pd_op.reshape" (%n2_f, %n2_s) {} : (tensor<6xi64>, tensor<2xi64>) -> tensor<3x2xi64>
// elements at (1, 2), (0, 0), (-1, -1) = (2, 3) get u3 = [100, 200, 300] added: 107, 201, 312
    (%sn2) = "pd_op.scatter_nd_add" (%x, %n2, %u3) {} : (tensor<3x4xf64>, tensor<3x2xi64>, tensor<3xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%sn2) {output_name:"sn2"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: sn2: [3, 4] [201, 2, 3, 4, 5, 6, 107, 8, 9, 10, 11, 312]
// its grad, out_grad = x: x_grad = x, updates_grad = x at those places: 7, 1, 12
    (%sng, %sngu) = "pd_op.scatter_nd_add_grad" (%n2, %u3, %x) {} : (tensor<3x2xi64>, tensor<3xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%sngu) {output_name:"sngu"} : (tensor<3xf64>) ->
// CHECK-NEXT: sngu: [3] [7, 1, 12]
// maxout in groups of 2 of mo's channels [1, 8], [3, 2], [5, 0], [4, 6]: [max(1, 3), max(8, 2)], [max(5, 4), max(0, 6)]
    (%mx) = "pd_op.maxout" (%mo) {axis:(Int32)1,groups:(Int32)2} : (tensor<1x4x1x2xf64>) -> tensor<1x2x1x2xf64>
    () = "builtin.shadow_output" (%mx) {output_name:"mx"} : (tensor<1x2x1x2xf64>) ->
// CHECK-NEXT: mx: [1, 2, 1, 2] [3, 8, 5, 6]
// its grad gives g4b = [10, 20, 30, 40] to where each max came from: channel 1 at 0, 0 at 1, 2 at 0, 3 at 1
    (%mxg) = "pd_op.maxout_grad" (%mo, %mx, %g4b) {axis:(Int32)1,groups:(Int32)2} : (tensor<1x4x1x2xf64>, tensor<1x2x1x2xf64>, tensor<1x2x1x2xf64>) -> tensor<1x4x1x2xf64>
    () = "builtin.shadow_output" (%mxg) {output_name:"mxg"} : (tensor<1x4x1x2xf64>) ->
// CHECK-NEXT: mxg: [1, 4, 1, 2] [0, 20, 10, 0, 30, 0, 0, 40]
    (%xa) = "builtin.combine" (%x, %a) {} : (tensor<3x4xf64>, tensor<3x4xf64>) -> vec[tensor<3x4xf64>, tensor<3x4xf64>]
    (%mi_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)0,(Int64)1]} : () -> tensor<3xi32>
    (%mi_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)1]} : () -> tensor<2xi64>
    (%mi) = "pd_op.reshape" (%mi_f, %mi_s) {} : (tensor<3xi32>, tensor<2xi64>) -> tensor<3x1xi32>
// multiplex of (x, a) at [[1], [0], [1]]: a's row 0, x's row 1, a's row 2; its grad gives each input its rows of out_grad = x
    (%mp) = "pd_op.multiplex" (%xa, %mi) {} : (vec[tensor<3x4xf64>, tensor<3x4xf64>], tensor<3x1xi32>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%mp) {output_name:"mp"} : (tensor<3x4xf64>) ->
    (%mpg) = "pd_op.multiplex_grad" (%xa, %mi, %x) {} : (vec[tensor<3x4xf64>, tensor<3x4xf64>], tensor<3x1xi32>, tensor<3x4xf64>) -> vec[tensor<3x4xf64>, tensor<3x4xf64>]
    (%mpg0, %mpg1) = "builtin.split" (%mpg) {} : (vec[tensor<3x4xf64>, tensor<3x4xf64>]) -> tensor<3x4xf64>, tensor<3x4xf64>
    () = "builtin.shadow_output" (%mpg0) {output_name:"mpg0"} : (tensor<3x4xf64>) ->
    () = "builtin.shadow_output" (%mpg1) {output_name:"mpg1"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: mp: [3, 4] [10, 20, 30, 40, 5, 6, 7, 8, 1, 1, 1, 1]
// CHECK-NEXT: mpg0: [3, 4] [0, 0, 0, 0, 5, 6, 7, 8, 0, 0, 0, 0]
// CHECK-NEXT: mpg1: [3, 4] [1, 2, 3, 4, 0, 0, 0, 0, 9, 10, 11, 12]
// broadcast_tensors of r1 = [[1, 2, 3]] and c2 = [[10], [20]] to [2, 3]; the grad of (g6, g6), g6 = 1..6, sums back:
// r1's [1 + 4, 2 + 5, 3 + 6], c2's [1 + 2 + 3, 4 + 5 + 6]
    (%bv) = "builtin.combine" (%r1, %c2) {} : (tensor<1x3xf64>, tensor<2x1xf64>) -> vec[tensor<1x3xf64>, tensor<2x1xf64>]
    (%bt) = "pd_op.broadcast_tensors" (%bv) {} : (vec[tensor<1x3xf64>, tensor<2x1xf64>]) -> vec[tensor<2x3xf64>, tensor<2x3xf64>]
    (%bt0, %bt1) = "builtin.split" (%bt) {} : (vec[tensor<2x3xf64>, tensor<2x3xf64>]) -> tensor<2x3xf64>, tensor<2x3xf64>
    () = "builtin.shadow_output" (%bt0) {output_name:"bt0"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%bt1) {output_name:"bt1"} : (tensor<2x3xf64>) ->
    (%gv) = "builtin.combine" (%g6, %g6) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> vec[tensor<2x3xf64>, tensor<2x3xf64>]
    (%btg) = "pd_op.broadcast_tensors_grad" (%bv, %gv) {} : (vec[tensor<1x3xf64>, tensor<2x1xf64>], vec[tensor<2x3xf64>, tensor<2x3xf64>]) -> vec[tensor<1x3xf64>, tensor<2x1xf64>]
    (%btg0, %btg1) = "builtin.split" (%btg) {} : (vec[tensor<1x3xf64>, tensor<2x1xf64>]) -> tensor<1x3xf64>, tensor<2x1xf64>
    () = "builtin.shadow_output" (%btg0) {output_name:"btg0"} : (tensor<1x3xf64>) ->
    () = "builtin.shadow_output" (%btg1) {output_name:"btg1"} : (tensor<2x1xf64>) ->
// CHECK-NEXT: bt0: [2, 3] [1, 2, 3, 1, 2, 3]
// CHECK-NEXT: bt1: [2, 3] [10, 10, 10, 20, 20, 20]
// CHECK-NEXT: btg0: [1, 3] [5, 7, 9]
// CHECK-NEXT: btg1: [2, 1] [6, 15]
// meshgrid of a1 = [1, 2], b1 = [10, 20, 30] (ij): [[1, 1, 1], [2, 2, 2]] and [[10, 20, 30], [10, 20, 30]];
// the grad of (g6, g6) sums the first over columns [6, 15], the second over rows [5, 7, 9]
    (%mv) = "builtin.combine" (%a1, %b1) {} : (tensor<2xf64>, tensor<3xf64>) -> vec[tensor<2xf64>, tensor<3xf64>]
    (%mg) = "pd_op.meshgrid" (%mv) {} : (vec[tensor<2xf64>, tensor<3xf64>]) -> vec[tensor<2x3xf64>, tensor<2x3xf64>]
    (%mg0, %mg1) = "builtin.split" (%mg) {} : (vec[tensor<2x3xf64>, tensor<2x3xf64>]) -> tensor<2x3xf64>, tensor<2x3xf64>
    () = "builtin.shadow_output" (%mg0) {output_name:"mg0"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%mg1) {output_name:"mg1"} : (tensor<2x3xf64>) ->
    (%mgg) = "pd_op.meshgrid_grad" (%mv, %gv) {} : (vec[tensor<2xf64>, tensor<3xf64>], vec[tensor<2x3xf64>, tensor<2x3xf64>]) -> vec[tensor<2xf64>, tensor<3xf64>]
    (%mgg0, %mgg1) = "builtin.split" (%mgg) {} : (vec[tensor<2xf64>, tensor<3xf64>]) -> tensor<2xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%mgg0) {output_name:"mgg0"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%mgg1) {output_name:"mgg1"} : (tensor<3xf64>) ->
// CHECK-NEXT: mg0: [2, 3] [1, 1, 1, 2, 2, 2]
// CHECK-NEXT: mg1: [2, 3] [10, 20, 30, 10, 20, 30]
// CHECK-NEXT: mgg0: [2] [6, 15]
// CHECK-NEXT: mgg1: [3] [5, 7, 9]
    (%g6s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)6]} : () -> tensor<1xi64>
    (%g8s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)8]} : () -> tensor<1xi64>
    (%g6f) = "pd_op.reshape" (%g6, %g6s) {} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<6xf64>
    (%mk4) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mk4",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4],stop_gradient:[true]} : () -> tensor<1x4xf64>
    (%mk3) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mk3",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[true]} : () -> tensor<3x1xf64>
    (%x14) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x14",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4],stop_gradient:[true]} : () -> tensor<1x4xf64>
    (%mb4) = "pd_op.cast" (%mk4) {dtype:(pd_op.DataType)bool} : (tensor<1x4xf64>) -> tensor<1x4xb>
    (%mb3) = "pd_op.cast" (%mk3) {dtype:(pd_op.DataType)bool} : (tensor<3x1xf64>) -> tensor<3x1xb>
// masked_select of x by the mask [[1, 0, 1, 0]] broadcast over the rows: columns 0 and 2, row by row;
// its grad puts g6 = 1..6 back there
    (%ms) = "pd_op.masked_select" (%x, %mb4) {} : (tensor<3x4xf64>, tensor<1x4xb>) -> tensor<-1xf64>
    () = "builtin.shadow_output" (%ms) {output_name:"ms"} : (tensor<-1xf64>) ->
    (%msg) = "pd_op.masked_select_grad" (%x, %mb4, %g6f) {} : (tensor<3x4xf64>, tensor<1x4xb>, tensor<6xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%msg) {output_name:"msg"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: ms: [6] [1, 3, 5, 7, 9, 11]
// CHECK-NEXT: msg: [3, 4] [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0]
// x14 = [[1, 2, 3, 4]] broadcast by the mask [[1], [0], [1]]: rows 0 and 2 of the broadcast, x14 twice;
// the grad of g8 = 1..8 sums the two rows back: [1 + 5, 2 + 6, 3 + 7, 4 + 8]
    (%ms2) = "pd_op.masked_select" (%x14, %mb3) {} : (tensor<1x4xf64>, tensor<3x1xb>) -> tensor<-1xf64>
    () = "builtin.shadow_output" (%ms2) {output_name:"ms2"} : (tensor<-1xf64>) ->
    (%g8f) = "pd_op.reshape" (%g8, %g8s) {} : (tensor<2x4xf64>, tensor<1xi64>) -> tensor<8xf64>
    (%ms2g) = "pd_op.masked_select_grad" (%x14, %mb3, %g8f) {} : (tensor<1x4xf64>, tensor<3x1xb>, tensor<8xf64>) -> tensor<1x4xf64>
    () = "builtin.shadow_output" (%ms2g) {output_name:"ms2g"} : (tensor<1x4xf64>) ->
// CHECK-NEXT: ms2: [8] [1, 2, 3, 4, 1, 2, 3, 4]
// CHECK-NEXT: ms2g: [1, 4] [6, 8, 10, 12]
}
