// RUN: pir-run --feed x=1,2,3,4 --feed g=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 --feed g9=1,1,1,1,1,1,1,1,1 %s | FileCheck %s
//
// nearest_interp and bilinear_interp with their grads
// (test/executor/kernels_interp.c) against values worked out by hand, with
// the rules of Paddle's CPU Interpolate2D kernels. x = [[1, 2], [3, 4]]
// (1x1x2x2, NCHW).
// nearest, scale 2, align_corners false: ratio 1/2, the source row of
// output row k is floor(k / 2): 0, 0, 1, 1 (columns alike):
// [[1,1,2,2],[1,1,2,2],[3,3,4,4],[3,3,4,4]]. Its grad sums each 2x2 block
// of output_grad 1..16: 1+2+5+6 = 14, 3+4+7+8 = 22, 9+10+13+14 = 46,
// 11+12+15+16 = 54.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],stop_gradient:[false]} : () -> tensor<1x1x2x2xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,4,4],stop_gradient:[false]} : () -> tensor<1x1x4x4xf64>
    (%g9) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g9",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[false]} : () -> tensor<1x1x3x3xf64>
    (%n) = "pd_op.nearest_interp" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]} : (tensor<1x1x2x2xf64>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x1x4x4xf64>
    () = "builtin.shadow_output" (%n) {output_name:"nearest"} : (tensor<1x1x4x4xf64>) ->
// CHECK: nearest: [1, 1, 4, 4] [1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4]
    (%ng) = "pd_op.nearest_interp_grad" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %g) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]} : (tensor<1x1x2x2xf64>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1x1x4x4xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%ng) {output_name:"nearest_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: nearest_grad: [1, 1, 2, 2] [14, 22, 46, 54]
// The out_size operand gives the size instead (no scale: the ratio is
// in / out = 1/2): the same 4x4.
    (%os) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),value:[(Int64)4,(Int64)4]} : () -> tensor<2xi32>
    (%n2) = "pd_op.nearest_interp" (%x, %os, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[]} : (tensor<1x1x2x2xf64>, tensor<2xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x1x4x4xf64>
    () = "builtin.shadow_output" (%n2) {output_name:"nearest_out_size"} : (tensor<1x1x4x4xf64>) ->
// CHECK-NEXT: nearest_out_size: [1, 1, 4, 4] [1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4]
// bilinear to out_h = out_w = 3 with align_corners (HRNet's form, align
// mode 0): ratio (2 - 1) / (3 - 1) = 1/2: output row k reads rows
// floor(k / 2) and the next with weight k / 2 - floor(k / 2): row 1 is
// halfway: [[1, 1.5, 2], [2, 2.5, 3], [3, 3.5, 4]]. Its grad with ones: each
// corner gets 1 + 2 * 0.5 + 0.25 (its own output, two edge midpoints, the
// centre) = 2.25.
    (%b) = "pd_op.bilinear_interp" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:true,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)-1,out_h:(Int32)3,out_w:(Int32)3,scale:[]} : (tensor<1x1x2x2xf64>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x1x3x3xf64>
    () = "builtin.shadow_output" (%b) {output_name:"bilinear"} : (tensor<1x1x3x3xf64>) ->
// CHECK-NEXT: bilinear: [1, 1, 3, 3] [1, 1.5, 2, 2, 2.5, 3, 3, 3.5, 4]
    (%bg) = "pd_op.bilinear_interp_grad" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %g9) {align_corners:true,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)-1,out_h:(Int32)3,out_w:(Int32)3,scale:[]} : (tensor<1x1x2x2xf64>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%bg) {output_name:"bilinear_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: bilinear_grad: [1, 1, 2, 2] [2.25, 2.25, 2.25, 2.25]
// bilinear, scale 2, half-pixel centres (align_corners false, align_mode
// 0): source coordinate (k + 0.5) / 2 - 0.5 clamped at 0: -0.25 -> 0, 0.25,
// 0.75, 1.25 (rows 1 and 1: the last row). Along a row [1, 2]:
// [1, 1.25, 1.75, 2]; rows mix x's rows by 0, 0.25, 0.75, 1 (+2 each):
// [1, 1.25, 1.75, 2], [1.5, 1.75, 2.25, 2.5], [2.5, 2.75, 3.25, 3.5],
// [3, 3.25, 3.75, 4].
    (%h) = "pd_op.bilinear_interp" (%x, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]} : (tensor<1x1x2x2xf64>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x1x4x4xf64>
    () = "builtin.shadow_output" (%h) {output_name:"bilinear_half"} : (tensor<1x1x4x4xf64>) ->
// CHECK-NEXT: bilinear_half: [1, 1, 4, 4] [1, 1.25, 1.75, 2, 1.5, 1.75, 2.25, 2.5, 2.5, 2.75, 3.25, 3.5, 3, 3.25, 3.75, 4]
}
