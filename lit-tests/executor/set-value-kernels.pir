// RUN: pir-run --feed x=1,2,3,4,5,6,7,8,9,10,11,12 --feed v=10,20,30,40 --feed w=100,200,300 --feed r=-1,-2,-3,-4 --feed b1=0 --feed b2=0,0 --feed g6=1,2,3,4,5,6 --feed g8=1,2,3,4,5,6,7,8 --feed p=1,2,3,4,5,6,7,8 --feed pn=1,2,3,4,5,6,7,8 --feed q=1,2,3,4,5,6 %s | FileCheck %s
//
// The kernels of test/executor/kernels_set_value.c (slice assignment,
// strided_slice) and kernels_layout.c (take/put_along_axis, index_sample,
// pixel_shuffle/unshuffle, channel_shuffle) against values worked out by
// hand: x = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]. Their gradients
// are checked against finite differences by lit-tests/gradients/op-sweep.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[true]} : () -> tensor<3x4xf64>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%r) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"r",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf64>
    (%b1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%b2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%g6) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g6",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[true]} : () -> tensor<3x2xf64>
    (%g8) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g8",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4,1,2],stop_gradient:[true]} : () -> tensor<1x4x1x2xf64>
    (%pn) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"pn",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,4],stop_gradient:[true]} : () -> tensor<1x1x2x4xf64>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,6,1,1],stop_gradient:[true]} : () -> tensor<1x6x1x1xf64>
// x[1:3, ::2] = v: rows 1, 2 and columns 0, 2 take v = [[10, 20], [30, 40]]
    (%sv) = "pd_op.set_value_with_tensor" (%x, %v) {axes:[(Int64)0,(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[3,4],none_axes:[],starts:(pd_op.IntArray)[1,0],steps:(pd_op.IntArray)[1,2]} : (tensor<3x4xf64>, tensor<2x2xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%sv) {output_name:"sv"} : (tensor<3x4xf64>) ->
// CHECK: sv: [3, 4] [1, 2, 3, 4, 10, 6, 20, 8, 30, 10, 40, 12]
// x[:, 1] = w (axis 1 decreased): column 1 becomes w = [100, 200, 300]
    (%svd) = "pd_op.set_value_with_tensor" (%x, %w) {axes:[(Int64)1],decrease_axes:[(Int64)1],ends:(pd_op.IntArray)[2],none_axes:[],starts:(pd_op.IntArray)[1],steps:(pd_op.IntArray)[1]} : (tensor<3x4xf64>, tensor<3xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svd) {output_name:"svd"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svd: [3, 4] [1, 100, 3, 4, 5, 200, 7, 8, 9, 300, 11, 12]
// x[None, 0] = r: the region [1, 4] less axis 0 with a 1 put first is [1, 4], r = [-1, -2, -3, -4] broadcasts into it
    (%svn) = "pd_op.set_value_with_tensor" (%x, %r) {axes:[(Int64)0],decrease_axes:[(Int64)0],ends:(pd_op.IntArray)[1],none_axes:[(Int64)0],starts:(pd_op.IntArray)[0],steps:(pd_op.IntArray)[1]} : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svn) {output_name:"svn"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svn: [3, 4] [-1, -2, -3, -4, 5, 6, 7, 8, 9, 10, 11, 12]
// x[::-2 from -1, axis 1] = 0: start -1 is column 3, end -5 is below -1 so wraps to -1 (past column 0): columns 3, 1
    (%svs) = "pd_op.set_value" (%x) {axes:[(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[-5],none_axes:[],starts:(pd_op.IntArray)[-1],steps:(pd_op.IntArray)[-2],shape:[(Int64)1],values:[(Double)0]} : (tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svs) {output_name:"svs"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svs: [3, 4] [1, 0, 3, 0, 5, 0, 7, 0, 9, 0, 11, 0]
// x[-1:10] = [1.5, 2.5, 3.5, 4.5]: start -1 is row 2, end 10 clamps to 3
    (%svr) = "pd_op.set_value" (%x) {axes:[(Int64)0],decrease_axes:[],ends:(pd_op.IntArray)[10],none_axes:[],starts:(pd_op.IntArray)[-1],steps:(pd_op.IntArray)[1],shape:[(Int64)4],values:[(Double)1.5,(Double)2.5,(Double)3.5,(Double)4.5]} : (tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svr) {output_name:"svr"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svr: [3, 4] [1, 2, 3, 4, 5, 6, 7, 8, 1.5, 2.5, 3.5, 4.5]
// set_value_with_tensor_grad of x[1:3, ::2] = b (b of shape [1]), out_grad = x: x_grad zeroes the places
// (1, 0), (1, 2), (2, 0), (2, 2); values_grad sums them: 5 + 7 + 9 + 11 = 32
    (%svg, %svgv) = "pd_op.set_value_with_tensor_grad" (%b1, %x) {axes:[(Int64)0,(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[3,4],none_axes:[],starts:(pd_op.IntArray)[1,0],steps:(pd_op.IntArray)[1,2]} : (tensor<1xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<1xf64>
    () = "builtin.shadow_output" (%svg) {output_name:"svg"} : (tensor<3x4xf64>) ->
    () = "builtin.shadow_output" (%svgv) {output_name:"svgv"} : (tensor<1xf64>) ->
// CHECK-NEXT: svg: [3, 4] [1, 2, 3, 4, 0, 6, 0, 8, 0, 10, 0, 12]
// CHECK-NEXT: svgv: [1] [32]
// values of shape [2] broadcast along the rows: values_grad = [5 + 9, 7 + 11]
    (%svh, %svhv) = "pd_op.set_value_with_tensor_grad" (%b2, %x) {axes:[(Int64)0,(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[3,4],none_axes:[],starts:(pd_op.IntArray)[1,0],steps:(pd_op.IntArray)[1,2]} : (tensor<2xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%svhv) {output_name:"svhv"} : (tensor<2xf64>) ->
// CHECK-NEXT: svhv: [2] [14, 18]
// set_value_grad without a region (Paddle's form, no attributes) is Paddle's assign of out_grad
    (%svq) = "pd_op.set_value_grad" (%x) {} : (tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svq) {output_name:"svq"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svq: [3, 4] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
// with the region (the overlay's attributes, bound from set_value): columns 3 and 1 of out_grad = x zeroed
    (%svz) = "pd_op.set_value_grad" (%x) {axes:[(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[-5],none_axes:[],starts:(pd_op.IntArray)[-1],steps:(pd_op.IntArray)[-2]} : (tensor<3x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%svz) {output_name:"svz"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: svz: [3, 4] [1, 0, 3, 0, 5, 0, 7, 0, 9, 0, 11, 0]
// strided_slice rows 0:3:2 and columns 3 down to the end -1 (kept: past column 0 with a negative stride) by -1
    (%ss) = "pd_op.strided_slice" (%x) {axes:[(Int32)0,(Int32)1],ends:(pd_op.IntArray)[3,-1],starts:(pd_op.IntArray)[0,3],strides:(pd_op.IntArray)[2,-1]} : (tensor<3x4xf64>) -> tensor<2x4xf64>
    () = "builtin.shadow_output" (%ss) {output_name:"ss"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: ss: [2, 4] [4, 3, 2, 1, 12, 11, 10, 9]
// columns from -3 (column 1) to 100 (clamped to 4) by 2: columns 1, 3
    (%ss2) = "pd_op.strided_slice" (%x) {axes:[(Int32)1],ends:(pd_op.IntArray)[100],starts:(pd_op.IntArray)[-3],strides:(pd_op.IntArray)[2]} : (tensor<3x4xf64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%ss2) {output_name:"ss2"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: ss2: [3, 2] [2, 4, 6, 8, 10, 12]
// its grad puts g8 = [[1, 2, 3, 4], [5, 6, 7, 8]] back: row 0 columns 3, 2, 1, 0 and row 2 likewise
    (%ssg) = "pd_op.strided_slice_grad" (%x, %g8) {axes:[(Int32)0,(Int32)1],ends:(pd_op.IntArray)[3,-1],starts:(pd_op.IntArray)[0,3],strides:(pd_op.IntArray)[2,-1]} : (tensor<3x4xf64>, tensor<2x4xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%ssg) {output_name:"ssg"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: ssg: [3, 4] [4, 3, 2, 1, 0, 0, 0, 0, 8, 7, 6, 5]
    (%i32_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)0,(Int64)3,(Int64)-1,(Int64)1,(Int64)2,(Int64)2]} : () -> tensor<6xi64>
    (%i32_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)2]} : () -> tensor<2xi64>
    (%i32) = "pd_op.reshape" (%i32_f, %i32_s) {} : (tensor<6xi64>, tensor<2xi64>) -> tensor<3x2xi64>
// take_along_axis on axis 1 at [[0, 3], [-1, 1], [2, 2]] (-1 is column 3): x[0,0], x[0,3], x[1,3], x[1,1], x[2,2] twice
    (%ta) = "pd_op.take_along_axis" (%x, %i32) {axis:(Int32)1} : (tensor<3x4xf64>, tensor<3x2xi64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%ta) {output_name:"ta"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: ta: [3, 2] [1, 4, 8, 6, 11, 11]
    (%i14_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)0,(Int64)1,(Int64)0]} : () -> tensor<4xi64>
    (%i14_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)4]} : () -> tensor<2xi64>
    (%i14) = "pd_op.reshape" (%i14_f, %i14_s) {} : (tensor<4xi64>, tensor<2xi64>) -> tensor<1x4xi64>
// on axis 0 at [[2, 0, 1, 0]]: x[2,0], x[0,1], x[1,2], x[0,3]
    (%ta0) = "pd_op.take_along_axis" (%x, %i14) {axis:(Int32)0} : (tensor<3x4xf64>, tensor<1x4xi64>) -> tensor<1x4xf64>
    () = "builtin.shadow_output" (%ta0) {output_name:"ta0"} : (tensor<1x4xf64>) ->
// CHECK-NEXT: ta0: [1, 4] [9, 2, 7, 4]
// its grad adds g6 = [[1, 2], [3, 4], [5, 6]] back: row 0 columns 0, 3 get 1, 2; row 1 columns 3, 1 get 3, 4; row 2 column 2 gets 5 + 6
    (%tag) = "pd_op.take_along_axis_grad" (%x, %i32, %g6) {axis:(Int32)1} : (tensor<3x4xf64>, tensor<3x2xi64>, tensor<3x2xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%tag) {output_name:"tag"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: tag: [3, 4] [1, 0, 0, 2, 0, 4, 0, 3, 0, 0, 11, 0]
// the double grad gathers its direction (x) as the forward does
    (%tadd) = "pd_op.take_along_axis_double_grad" (%i32, %x) {axis:(Int32)1} : (tensor<3x2xi64>, tensor<3x4xf64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%tadd) {output_name:"tadd"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: tadd: [3, 2] [1, 4, 8, 6, 11, 11]
    (%i31_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)0,(Int64)3]} : () -> tensor<3xi64>
    (%i31_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)1]} : () -> tensor<2xi64>
    (%i31) = "pd_op.reshape" (%i31_f, %i31_s) {} : (tensor<3xi64>, tensor<2xi64>) -> tensor<3x1xi64>
// put_along_axis on axis 1 at [[1], [0], [3]] of w as [[100], [200], [300]]: assign, then add (x + w there)
    (%w31s_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)1]} : () -> tensor<2xi64>
    (%w31) = "pd_op.reshape" (%w, %w31s_s) {} : (tensor<3xf64>, tensor<2xi64>) -> tensor<3x1xf64>
    (%pa) = "pd_op.put_along_axis" (%x, %i31, %w31) {axis:(Int32)1,include_self:true,reduce:"assign"} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x1xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%pa) {output_name:"pa"} : (tensor<3x4xf64>) ->
    (%pad) = "pd_op.put_along_axis" (%x, %i31, %w31) {axis:(Int32)1,include_self:true,reduce:"add"} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x1xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%pad) {output_name:"pad"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: pa: [3, 4] [1, 100, 3, 4, 200, 6, 7, 8, 9, 10, 11, 300]
// CHECK-NEXT: pad: [3, 4] [1, 102, 3, 4, 205, 6, 7, 8, 9, 10, 11, 312]
    (%i12_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1]} : () -> tensor<2xi64>
    (%i12_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%i12) = "pd_op.reshape" (%i12_f, %i12_s) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
// add without include_self at [[1, 1]] of v's first row [[10, 20]]: x[0, 1] = 10 + 20 (its own 2 left out)
    (%v12s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)0,(Int64)0]} : () -> tensor<2xi64>
    (%v12e) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%v12) = "pd_op.slice" (%v, %v12s, %v12e) {axes:[(Int64)0,(Int64)1],decrease_axis:[],infer_flags:[(Int64)1,(Int64)1]} : (tensor<2x2xf64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xf64>
    (%pan) = "pd_op.put_along_axis" (%x, %i12, %v12) {axis:(Int32)1,include_self:false,reduce:"add"} : (tensor<3x4xf64>, tensor<1x2xi64>, tensor<1x2xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%pan) {output_name:"pan"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: pan: [3, 4] [1, 30, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
// put_along_axis_grad, out_grad = x: assign zeroes x_grad at (0, 1), (1, 0), (2, 3); values_grad gathers x there: 2, 5, 12;
// add keeps x_grad = out_grad
    (%pag, %pagv) = "pd_op.put_along_axis_grad" (%x, %i31, %w31, %x, %x) {axis:(Int32)1,include_self:true,reduce:"assign"} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x1xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<3x1xf64>
    () = "builtin.shadow_output" (%pag) {output_name:"pag"} : (tensor<3x4xf64>) ->
    () = "builtin.shadow_output" (%pagv) {output_name:"pagv"} : (tensor<3x1xf64>) ->
    (%padg, %padgv) = "pd_op.put_along_axis_grad" (%x, %i31, %w31, %x, %x) {axis:(Int32)1,include_self:true,reduce:"add"} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x1xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<3x1xf64>
    () = "builtin.shadow_output" (%padg) {output_name:"padg"} : (tensor<3x4xf64>) ->
    () = "builtin.shadow_output" (%padgv) {output_name:"padgv"} : (tensor<3x1xf64>) ->
// CHECK-NEXT: pag: [3, 4] [1, 0, 3, 4, 0, 6, 7, 8, 9, 10, 11, 0]
// CHECK-NEXT: pagv: [3, 1] [2, 5, 12]
// CHECK-NEXT: padg: [3, 4] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
// CHECK-NEXT: padgv: [3, 1] [2, 5, 12]
    (%is_f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)0,(Int64)3,(Int64)1,(Int64)1,(Int64)2,(Int64)0]} : () -> tensor<6xi64>
    (%is_s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)2]} : () -> tensor<2xi64>
    (%is) = "pd_op.reshape" (%is_f, %is_s) {} : (tensor<6xi64>, tensor<2xi64>) -> tensor<3x2xi64>
// index_sample at [[0, 3], [1, 1], [2, 0]]: x[0,0], x[0,3], x[1,1] twice, x[2,2], x[2,0]; its grad adds g6 back (row 1 column 1: 3 + 4)
    (%is_o) = "pd_op.index_sample" (%x, %is) {} : (tensor<3x4xf64>, tensor<3x2xi64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%is_o) {output_name:"is_o"} : (tensor<3x2xf64>) ->
    (%is_g) = "pd_op.index_sample_grad" (%x, %is, %g6) {} : (tensor<3x4xf64>, tensor<3x2xi64>, tensor<3x2xf64>) -> tensor<3x4xf64>
    () = "builtin.shadow_output" (%is_g) {output_name:"is_g"} : (tensor<3x4xf64>) ->
// CHECK-NEXT: is_o: [3, 2] [1, 4, 6, 6, 11, 9]
// CHECK-NEXT: is_g: [3, 4] [1, 0, 0, 2, 0, 7, 0, 0, 6, 0, 5, 0]
// pixel_shuffle by 2 of p = channels [1, 2], [3, 4], [5, 6], [7, 8] (1 x 2 each): out[0, 0, i, 2w + j] = p[0, 2i + j, 0, w]:
// row 0 from channels 0, 1 interleaved: 1, 3, 2, 4; row 1 from 2, 3: 5, 7, 6, 8
    (%ps) = "pd_op.pixel_shuffle" (%p) {data_format:"NCHW",upscale_factor:(Int32)2} : (tensor<1x4x1x2xf64>) -> tensor<1x1x2x4xf64>
    () = "builtin.shadow_output" (%ps) {output_name:"ps"} : (tensor<1x1x2x4xf64>) ->
// CHECK-NEXT: ps: [1, 1, 2, 4] [1, 3, 2, 4, 5, 7, 6, 8]
// pixel_unshuffle and pixel_shuffle_grad of it give p back
    (%pu) = "pd_op.pixel_unshuffle" (%ps) {data_format:"NCHW",downscale_factor:(Int32)2} : (tensor<1x1x2x4xf64>) -> tensor<1x4x1x2xf64>
    () = "builtin.shadow_output" (%pu) {output_name:"pu"} : (tensor<1x4x1x2xf64>) ->
    (%psg) = "pd_op.pixel_shuffle_grad" (%ps) {data_format:"NCHW",upscale_factor:(Int32)2} : (tensor<1x1x2x4xf64>) -> tensor<1x4x1x2xf64>
    () = "builtin.shadow_output" (%psg) {output_name:"psg"} : (tensor<1x4x1x2xf64>) ->
// CHECK-NEXT: pu: [1, 4, 1, 2] [1, 2, 3, 4, 5, 6, 7, 8]
// CHECK-NEXT: psg: [1, 4, 1, 2] [1, 2, 3, 4, 5, 6, 7, 8]
// pixel_unshuffle_grad of p (as [1, 4, 1, 2] out_grad) is pixel_shuffle's result
    (%pug) = "pd_op.pixel_unshuffle_grad" (%p) {data_format:"NCHW",downscale_factor:(Int32)2} : (tensor<1x4x1x2xf64>) -> tensor<1x1x2x4xf64>
    () = "builtin.shadow_output" (%pug) {output_name:"pug"} : (tensor<1x1x2x4xf64>) ->
// CHECK-NEXT: pug: [1, 1, 2, 4] [1, 3, 2, 4, 5, 7, 6, 8]
// NHWC: pn [1, 1, 2, 4] has pixel w's channels at 4w..4w+3 (1, 2, 3, 4 | 5, 6, 7, 8); out[0, i, 2w + j, 0] = channel 2i + j:
// row 0: 1, 2, 5, 6; row 1: 3, 4, 7, 8
    (%psn) = "pd_op.pixel_shuffle" (%pn) {data_format:"NHWC",upscale_factor:(Int32)2} : (tensor<1x1x2x4xf64>) -> tensor<1x2x4x1xf64>
    () = "builtin.shadow_output" (%psn) {output_name:"psn"} : (tensor<1x2x4x1xf64>) ->
// CHECK-NEXT: psn: [1, 2, 4, 1] [1, 2, 5, 6, 3, 4, 7, 8]
// channel_shuffle of 6 channels in 2 groups: out channel 2j + i = channel 3i + j: 1, 4, 2, 5, 3, 6; its grad undoes it
    (%cs) = "pd_op.channel_shuffle" (%q) {data_format:"NCHW",groups:(Int32)2} : (tensor<1x6x1x1xf64>) -> tensor<1x6x1x1xf64>
    () = "builtin.shadow_output" (%cs) {output_name:"cs"} : (tensor<1x6x1x1xf64>) ->
    (%csg) = "pd_op.channel_shuffle_grad" (%cs) {data_format:"NCHW",groups:(Int32)2} : (tensor<1x6x1x1xf64>) -> tensor<1x6x1x1xf64>
    () = "builtin.shadow_output" (%csg) {output_name:"csg"} : (tensor<1x6x1x1xf64>) ->
// CHECK-NEXT: cs: [1, 6, 1, 1] [1, 4, 2, 5, 3, 6]
// CHECK-NEXT: csg: [1, 6, 1, 1] [1, 2, 3, 4, 5, 6]
}
