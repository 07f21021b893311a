// RUN: pir-run --feed x=1,2,3,4 --feed f=1,10,100,1000 --feed g=1,2,3,4,5,6,7,8,9 %s | FileCheck %s
//
// conv2d_transpose and its grad (test/executor/kernels_convt.c) against
// values worked out by hand: every input pixel (iy, ix) adds x * filter
// into the output at (iy * stride - pad + ky, ix * stride - pad + kx), as
// Paddle's Conv2dTransposeKernel. x = [[1, 2], [3, 4]], filter
// [[1, 10], [100, 1000]] (1x1x2x2 each, NCHW).
// Stride 2 (the DB detectors' upsampling): each pixel writes its own 2x2
// block: [[1, 10, 2, 20], [100, 1000, 200, 2000], [3, 30, 4, 40],
// [300, 3000, 400, 4000]].
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],stop_gradient:[false]} : () -> tensor<1x1x2x2xf64>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],stop_gradient:[false]} : () -> tensor<1x1x2x2xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[false]} : () -> tensor<1x1x3x3xf64>
    (%e) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[]} : () -> tensor<0xi64>
    (%y2) = "pd_op.conv2d_transpose" (%x, %f, %e) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>, tensor<0xi64>) -> tensor<1x1x4x4xf64>
    () = "builtin.shadow_output" (%y2) {output_name:"stride2"} : (tensor<1x1x4x4xf64>) ->
// CHECK: stride2: [1, 1, 4, 4] [1, 10, 2, 20, 100, 1000, 200, 2000, 3, 30, 4, 40, 300, 3000, 400, 4000]
// Stride 1: the windows overlap (3x3): out[oy, ox] = sum of
// x[iy, ix] * f[oy - iy, ox - ix]: [[1, 10 + 2, 20], [100 + 3,
// 1000 + 200 + 30 + 4, 2000 + 40], [300, 3000 + 400, 4000]].
    (%y1) = "pd_op.conv2d_transpose" (%x, %f, %e) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>, tensor<0xi64>) -> tensor<1x1x3x3xf64>
    () = "builtin.shadow_output" (%y1) {output_name:"stride1"} : (tensor<1x1x3x3xf64>) ->
// CHECK-NEXT: stride1: [1, 1, 3, 3] [1, 12, 20, 103, 1234, 2040, 300, 3400, 4000]
// Padding 1 crops one row and column on each side: (2 - 1) - 2 + 2 = 1,
// the centre 1234.
    (%yp) = "pd_op.conv2d_transpose" (%x, %f, %e) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>, tensor<0xi64>) -> tensor<1x1x1x1xf64>
    () = "builtin.shadow_output" (%yp) {output_name:"padded"} : (tensor<1x1x1x1xf64>) ->
// CHECK-NEXT: padded: [1, 1, 1, 1] [1234]
// The grad of the stride-1 form with out_grad g = [[1, 2, 3], [4, 5, 6],
// [7, 8, 9]]: x_grad[iy, ix] = sum of g[iy + ky, ix + kx] * f[ky, kx]:
// 1 + 20 + 400 + 5000 = 5421, 2 + 30 + 500 + 6000 = 6532,
// 4 + 50 + 700 + 8000 = 8754, 5 + 60 + 800 + 9000 = 9865;
// filter_grad[ky, kx] = sum of x[iy, ix] * g[iy + ky, ix + kx]:
// 1 + 4 + 12 + 20 = 37, 2 + 6 + 15 + 24 = 47, 4 + 10 + 21 + 32 = 67,
// 5 + 12 + 24 + 36 = 77.
    (%xg, %fg) = "pd_op.conv2d_transpose_grad" (%x, %f, %g, %e) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],output_size:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>, tensor<1x1x3x3xf64>, tensor<0xi64>) -> tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%xg) {output_name:"x_grad"} : (tensor<1x1x2x2xf64>) ->
    () = "builtin.shadow_output" (%fg) {output_name:"filter_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: x_grad: [1, 1, 2, 2] [5421, 6532, 8754, 9865]
// CHECK-NEXT: filter_grad: [1, 1, 2, 2] [37, 47, 67, 77]
}
