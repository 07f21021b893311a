// RUN: pir-run --feed x=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 --feed xn=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18 --feed w=1,0,0,1,0,1,1,0 --feed dw=2,-1 --feed mean=1,10 --feed var=3,0 --feed scale=2,1 --feed bias=0,5 %s | FileCheck %s
//
// conv2d, batch_norm (test mode) and the shape kernels against values
// worked out by hand. x is NCHW [1,2,3,3]: channel 0 holds 1..9, channel 1
// 10..18 (row-major 3x3 each).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,3,3],stop_gradient:[true]} : () -> tensor<1x2x3x3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2,2],stop_gradient:[true]} : () -> tensor<1x2x2x2xf64>
// w: channel 0 [[1,0],[0,1]], channel 1 [[0,1],[1,0]]; no padding:
// out[i][j] = c0[i][j] + c0[i+1][j+1] + c1[i][j+1] + c1[i+1][j], e.g. (0,0): 1 + 5 + 11 + 13.
    (%c1) = "pd_op.conv2d" (%x, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x3x3xf64>, tensor<1x2x2x2xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%c1) {output_name:"conv"} : (tensor<1x1x2x2xf64>) ->
// CHECK: conv: [1, 1, 2, 2] [30, 34, 42, 46]
// Depthwise (groups 2), 1x1 filters [2] and [-1], stride 2: the corners of each channel scaled.
    (%dw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"dw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,1,1],stop_gradient:[true]} : () -> tensor<2x1x1x1xf64>
    (%c2) = "pd_op.depthwise_conv2d" (%x, %dw) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)2,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<1x2x3x3xf64>, tensor<2x1x1x1xf64>) -> tensor<1x2x2x2xf64>
    () = "builtin.shadow_output" (%c2) {output_name:"depthwise"} : (tensor<1x2x2x2xf64>) ->
// CHECK-NEXT: depthwise: [1, 2, 2, 2] [2, 6, 14, 18, -10, -12, -16, -18]
// SAME, stride 2, a 2x2 filter of ones: 2x2 output, padding 0 before and 1 after;
// (0,0) sums rows and columns 0..1 of both channels: 12 + 48.
    (%ones) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2,2],value:(Double)1} : () -> tensor<1x2x2x2xf64>
    (%c3) = "pd_op.conv2d" (%x, %ones) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"SAME",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<1x2x3x3xf64>, tensor<1x2x2x2xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%c3) {output_name:"same"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: same: [1, 1, 2, 2] [60, 36, 48, 27]
// Four paddings (top 1, bottom 0, left 0, right 0) with w: the first row sees
// only the lower taps, c0[0][j+1] + c1[0][j]: (0,0) 2 + 10, (0,1) 3 + 11.
    (%c4) = "pd_op.conv2d" (%x, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)0,(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x3x3xf64>, tensor<1x2x2x2xf64>) -> tensor<1x1x3x2xf64>
    () = "builtin.shadow_output" (%c4) {output_name:"pad4"} : (tensor<1x1x3x2xf64>) ->
// CHECK-NEXT: pad4: [1, 1, 3, 2] [12, 14, 30, 34, 42, 46]
// NHWC: xn [1,3,3,2], pixel k holds 2k+1, 2k+2; a 1x1 filter [1, 1] sums them: 4k + 3.
    (%xn) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"xn",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3,3,2],stop_gradient:[true]} : () -> tensor<1x3x3x2xf64>
    (%one2) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,1],value:(Double)1} : () -> tensor<1x2x1x1xf64>
    (%c5) = "pd_op.conv2d" (%xn, %one2) {data_format:"NHWC",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x3x3x2xf64>, tensor<1x2x1x1xf64>) -> tensor<1x3x3x1xf64>
    () = "builtin.shadow_output" (%c5) {output_name:"nhwc"} : (tensor<1x3x3x1xf64>) ->
// CHECK-NEXT: nhwc: [1, 3, 3, 1] [3, 7, 11, 15, 19, 23, 27, 31, 35]
// batch_norm in test mode, epsilon 1: channel 0 (x - 1) / sqrt(3 + 1) * 2 + 0 = x - 1,
// channel 1 (x - 10) / sqrt(0 + 1) * 1 + 5 = x - 5; mean_out and variance_out are mean and var.
    (%mean) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mean",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%var) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"var",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%scale) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"scale",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%bias) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bias",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%bn, %mo, %vo, %sm, %sv, %rs) = "pd_op.batch_norm" (%x, %mean, %var, %scale, %bias) {data_format:"NCHW",epsilon:(Float)1,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x3x3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<1x2x3x3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<-1xu8>
    () = "builtin.shadow_output" (%bn) {output_name:"bn"} : (tensor<1x2x3x3xf64>) ->
    () = "builtin.shadow_output" (%mo) {output_name:"mean_out"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%vo) {output_name:"variance_out"} : (tensor<2xf64>) ->
// CHECK-NEXT: bn: [1, 2, 3, 3] [0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8, 9, 10, 11, 12, 13]
// CHECK-NEXT: mean_out: [2] [1, 10]
// CHECK-NEXT: variance_out: [2] [3, 0]
// shape, slice (kept and decreased), full_int_array, and reshape by each.
    (%s) = "pd_op.shape" (%x) {} : (tensor<1x2x3x3xf64>) -> tensor<4xi32>
    () = "builtin.shadow_output" (%s) {output_name:"shape"} : (tensor<4xi32>) ->
// CHECK-NEXT: shape: [4] [1, 2, 3, 3]
// shape64 (Paddle 3's, with an int64 result) gives the same dims.
    (%s64) = "pd_op.shape64" (%x) {} : (tensor<1x2x3x3xf64>) -> tensor<4xi64>
    () = "builtin.shadow_output" (%s64) {output_name:"shape64"} : (tensor<4xi64>) ->
// CHECK-NEXT: shape64: [4] [1, 2, 3, 3]
    (%hw) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[],ends:(pd_op.IntArray)[4],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[-2]} : (tensor<4xi32>) -> tensor<2xi32>
    () = "builtin.shadow_output" (%hw) {output_name:"hw"} : (tensor<2xi32>) ->
// CHECK-NEXT: hw: [2] [3, 3]
    (%c) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[2],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (tensor<4xi32>) -> tensor<i32>
    () = "builtin.shadow_output" (%c) {output_name:"channels"} : (tensor<i32>) ->
// CHECK-NEXT: channels: [] [2]
    (%fia) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)9]} : () -> tensor<2xi64>
    (%r1) = "pd_op.reshape" (%x, %fia) {} : (tensor<1x2x3x3xf64>, tensor<2xi64>) -> tensor<2x9xf64>
    () = "builtin.shadow_output" (%r1) {output_name:"reshape_operand"} : (tensor<2x9xf64>) ->
// CHECK-NEXT: reshape_operand: [2, 9] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
    (%m1) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)-1} : () -> tensor<i32>
    (%v) = "builtin.combine" (%c, %m1) {} : (tensor<i32>, tensor<i32>) -> vec[tensor<i32>,tensor<i32>]
    (%r2) = "pd_op.reshape" (%x, %v) {} : (tensor<1x2x3x3xf64>, vec[tensor<i32>,tensor<i32>]) -> tensor<2x9xf64>
    () = "builtin.shadow_output" (%r2) {output_name:"reshape_vec"} : (tensor<2x9xf64>) ->
// CHECK-NEXT: reshape_vec: [2, 9] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
    (%r3) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[0,0,9]} : (tensor<1x2x3x3xf64>) -> tensor<1x2x9xf64>
    () = "builtin.shadow_output" (%r3) {output_name:"reshape_attr"} : (tensor<1x2x9xf64>) ->
// CHECK-NEXT: reshape_attr: [1, 2, 9] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
}
