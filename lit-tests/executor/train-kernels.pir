// RUN: pir-run --feed z=0,0,0,0,0,0.6931471805599453 --feed lg=1,2 --feed w=1,2,3,4,5,6 --feed v=1,2,3 --feed m=1,5,5,2,0,1 %s | FileCheck %s
//
// The kernels of test/executor/kernels_train.c against values worked out
// by hand; their gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test.
{
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"z",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1],stop_gradient:[true]} : () -> tensor<2x1xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[true]} : () -> tensor<3x2xf64>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
// Logits [0, 0, 0] and [0, 0, ln 2], labels 1 and 2: softmax [1/3, 1/3, 1/3]
// and [1/4, 1/4, 1/2], losses ln 3 = 1.0986123 and ln 2 = 0.6931472; with
// loss gradients 1 and 2 the grad is [1/3, -2/3, 1/3] and 2 [1/4, 1/4, -1/2].
    (%l1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%sh) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)1]} : () -> tensor<2xi64>
    (%lab) = "pd_op.reshape" (%l1, %sh) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2x1xi64>
    (%sm, %loss) = "pd_op.cross_entropy_with_softmax" (%z, %lab) {axis:(Int32)-1,ignore_index:(Int32)-100,numeric_stable_mode:true,soft_label:false,use_softmax:true} : (tensor<2x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>, tensor<2x1xf64>
    () = "builtin.shadow_output" (%sm) {output_name:"softmax"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<2x1xf64>) ->
// CHECK: softmax: [2, 3] [0.333333{{[0-9]*}}, 0.333333{{[0-9]*}}, 0.333333{{[0-9]*}}, 0.25, 0.25, 0.5]
// CHECK-NEXT: loss: [2, 1] [1.098612{{[0-9]*}}, 0.693147{{[0-9]*}}]
    (%ceg) = "pd_op.cross_entropy_with_softmax_grad" (%lab, %sm, %lg) {axis:(Int32)-1,ignore_index:(Int32)-100,numeric_stable_mode:true,soft_label:false,use_softmax:true} : (tensor<2x1xi64>, tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%ceg) {output_name:"ce_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: ce_grad: [2, 3] [0.333333{{[0-9]*}}, -0.666666{{[0-9]*}}, 0.333333{{[0-9]*}}, 0.5, 0.5, -1]
// Label 1 of the first row ignored (ignore_index 1): loss 0, no gradient.
    (%sm2, %loss2) = "pd_op.cross_entropy_with_softmax" (%z, %lab) {axis:(Int32)-1,ignore_index:(Int32)1,numeric_stable_mode:true,soft_label:false,use_softmax:true} : (tensor<2x3xf64>, tensor<2x1xi64>) -> tensor<2x3xf64>, tensor<2x1xf64>
    () = "builtin.shadow_output" (%loss2) {output_name:"loss_ignored"} : (tensor<2x1xf64>) ->
// CHECK-NEXT: loss_ignored: [2, 1] [0, 0.693147{{[0-9]*}}]
// Rows 2, 0, 1 of w = [[1, 2], [3, 4], [5, 6]], row 1 the padding row:
// [[5, 6], [1, 2], [0, 0]]; the grad of ones: [[1, 1], [0, 0], [1, 1]].
    (%ids) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)0,(Int64)1]} : () -> tensor<3xi64>
    (%e) = "pd_op.embedding" (%ids, %w) {padding_idx:(Int64)1,sparse:false} : (tensor<3xi64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%e) {output_name:"embedding"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: embedding: [3, 2] [5, 6, 1, 2, 0, 0]
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],value:(Double)1} : () -> tensor<3x2xf64>
    (%eg) = "pd_op.embedding_grad" (%ids, %w, %one) {padding_idx:(Int64)1} : (tensor<3xi64>, tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%eg) {output_name:"embedding_grad"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: embedding_grad: [3, 2] [1, 1, 0, 0, 1, 1]
// v = [1, 2, 3]: cumsum [1, 3, 6]; exclusive and reversed [5, 3, 0]; the
// grad of cumsum is the reversed running sum: of [1, 2, 3], [6, 5, 3].
    (%cs) = "pd_op.cumsum" (%v) {axis:(Int32)0,exclusive:false,flatten:false,reverse:false} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%cs) {output_name:"cumsum"} : (tensor<3xf64>) ->
// CHECK-NEXT: cumsum: [3] [1, 3, 6]
    (%cr) = "pd_op.cumsum" (%v) {axis:(Int32)0,exclusive:true,flatten:false,reverse:true} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%cr) {output_name:"cumsum_rev_excl"} : (tensor<3xf64>) ->
// CHECK-NEXT: cumsum_rev_excl: [3] [5, 3, 0]
    (%cg) = "pd_op.cumsum_grad" (%v, %v) {axis:(Int32)0,exclusive:false,flatten:false,reverse:false} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%cg) {output_name:"cumsum_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: cumsum_grad: [3] [6, 5, 3]
// m = [[1, 5, 5], [2, 0, 1]]: max along axis 1 [5, 2]; its grad of ones
// reaches both 5s (Paddle's max_grad: every element equal to the max).
    (%ax) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%mx) = "pd_op.max" (%m, %ax) {keepdim:false} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%mx) {output_name:"max"} : (tensor<2xf64>) ->
// CHECK-NEXT: max: [2] [5, 2]
    (%one2) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf64>
    (%mg) = "pd_op.max_grad" (%m, %mx, %one2, %ax) {keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%mg) {output_name:"max_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: max_grad: [2, 3] [0, 1, 1, 1, 0, 0]
// v tiled [2, 2] times: [[1, 2, 3, 1, 2, 3], [1, 2, 3, 1, 2, 3]]; its grad
// of ones: 4 for each element.
    (%rt) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)2]} : () -> tensor<2xi64>
    (%tl) = "pd_op.tile" (%v, %rt) {} : (tensor<3xf64>, tensor<2xi64>) -> tensor<2x6xf64>
    () = "builtin.shadow_output" (%tl) {output_name:"tile"} : (tensor<2x6xf64>) ->
// CHECK-NEXT: tile: [2, 6] [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]
    (%one3) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,6],value:(Double)1} : () -> tensor<2x6xf64>
    (%tg) = "pd_op.tile_grad" (%v, %one3, %rt) {} : (tensor<3xf64>, tensor<2x6xf64>, tensor<2xi64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%tg) {output_name:"tile_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: tile_grad: [3] [4, 4, 4]
// v expanded to [2, 3]; the grad of ones sums the two rows: [2, 2, 2].
    (%es) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)-1]} : () -> tensor<2xi64>
    (%ex) = "pd_op.expand" (%v, %es) {} : (tensor<3xf64>, tensor<2xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%ex) {output_name:"expand"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: expand: [2, 3] [1, 2, 3, 1, 2, 3]
// index_select of v at [2, 2, 0]: [3, 3, 1]; the grad of ones [1, 0, 2].
    (%ii) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)2,(Int64)0]} : () -> tensor<3xi64>
    (%is) = "pd_op.index_select" (%v, %ii) {axis:(Int32)0} : (tensor<3xf64>, tensor<3xi64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%is) {output_name:"index_select"} : (tensor<3xf64>) ->
// CHECK-NEXT: index_select: [3] [3, 3, 1]
    (%one4) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)1} : () -> tensor<3xf64>
    (%ig) = "pd_op.index_select_grad" (%v, %ii, %one4) {axis:(Int32)0} : (tensor<3xf64>, tensor<3xi64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ig) {output_name:"index_select_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: index_select_grad: [3] [1, 0, 2]
}
