// RUN: pir-run --feed x=1,2,3,4,5,6,7,8,9,10,11,12 --shape g=4 --feed g=1,2,3,4 %s | FileCheck %s
// RUN: not pir-run --feed x=1,2,3,4,5,6,7,8,9,10,11,12 --shape g=3 --feed g=1,2,3 %s 2>&1 | FileCheck %s --check-prefix=COUNT
//
// slice and slice_grad (test/executor/kernels_nn.c) against values worked
// out by hand. slice_grad(input, out_grad, starts, ends) is zeros in
// input's shape with out_grad's elements where the slice took its own.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[false]} : () -> tensor<3x4xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1],stop_gradient:[true]} : () -> tensor<-1xf64>
// x = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]].
// Row 1 of x, starts and ends as operands (the form of the PIR OCR
// recogniser's attention: q, k, v sliced from one tensor), axis 0
// decreased: [5, 6, 7, 8]. Its grad with out_grad g = [1, 2, 3, 4] puts g
// in row 1: [[0, 0, 0, 0], [1, 2, 3, 4], [0, 0, 0, 0]].
    (%s1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%e1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2]} : () -> tensor<1xi64>
    (%row) = "pd_op.slice" (%x, %s1, %e1) {axes:[(Int64)0],decrease_axis:[(Int64)0],infer_flags:[(Int64)1]} : (tensor<3x4xf64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf64>
    () = "builtin.shadow_output" (%row) {output_name:"row"} : (tensor<4xf64>) ->
// CHECK: row: [4] [5, 6, 7, 8]
    (%grow) = "pd_op.slice_grad" (%x, %g, %s1, %e1) {axes:[(Int64)0],decrease_axis:[(Int64)0],infer_flags:[(Int64)1]} : (tensor<3x4xf64>, tensor<-1xf64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%grow) {output_name:"row_grad"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: row_grad: [3, 4] [0, 0, 0, 0, 1, 2, 3, 4, 0, 0, 0, 0]
// Two axes by attribute, a negative start (-2: row 1) and an end past the
// dim (10: clamped to 3), columns 1 to 3: [[6, 7], [10, 11]]. Its grad
// with g in the 2x2 block, row-major: [[0, 0, 0, 0], [0, 1, 2, 0], [0, 3, 4, 0]].
    (%blk) = "pd_op.slice" (%x) {axes:[(Int64)0,(Int64)1],decrease_axis:[],ends:(pd_op.IntArray)[10,3],infer_flags:[(Int64)1,(Int64)1],starts:(pd_op.IntArray)[-2,1]} : (tensor<3x4xf64>) -> tensor<2x2xf64>
    () = "builtin.shadow_output" (%blk) {output_name:"block"} : (tensor<2x2xf64>) ->
// CHECK-NEXT: block: [2, 2] [6, 7, 10, 11]
    (%gb) = "pd_op.reshape" (%g) {shape:(pd_op.IntArray)[2,2]} : (tensor<-1xf64>) -> tensor<2x2xf64>
    (%gblk) = "pd_op.slice_grad" (%x, %gb) {axes:[(Int64)0,(Int64)1],decrease_axis:[],ends:(pd_op.IntArray)[10,3],infer_flags:[(Int64)1,(Int64)1],starts:(pd_op.IntArray)[-2,1]} : (tensor<3x4xf64>, tensor<2x2xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%gblk) {output_name:"block_grad"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: block_grad: [3, 4] [0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0]
// An out_grad of 3 elements for a slice of 4 is refused, located.
// COUNT: slice-kernels.pir:20:5: error: slice_grad: out_grad has 3 elements, the slice 4
}
