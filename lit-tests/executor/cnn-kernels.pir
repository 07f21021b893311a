// RUN: pir-run --feed x=1,2,3,4,5,6,7,8,9 --feed r=-1,3,7 %s | FileCheck %s
//
// The CNN kernels (test/executor/kernels_cnn.c) against values worked out
// by hand, on x = [[1,2,3],[4,5,6],[7,8,9]] (one image, one channel):
// max pooling 2x2 stride 1 gives [[5,6],[8,9]]; average pooling 2x2 stride
// 2 with padding 1 sees the windows {1}, {2,3}, {4,7}, {5,6,8,9}: exclusive
// [1, 2.5, 5.5, 7], counting the padding [0.25, 1.25, 2.75, 7]; global
// average 5; a depthwise 2x2 filter of ones sums each window: [12, 16, 24, 28];
// relu6 of [-1, 3, 7] is [0, 3, 6]; flatten of dims 1..3 gives [1, 9].
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[false]} : () -> tensor<1x1x3x3xf64>
    (%mx) = "pd_op.pool2d" (%x) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%mx) {output_name:"max"} : (tensor<1x1x2x2xf64>) ->
// CHECK: max: [1, 1, 2, 2] [5, 6, 8, 9]
    (%av) = "pd_op.pool2d" (%x) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],pooling_type:"avg",strides:[(Int32)2,(Int32)2]} : (tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%av) {output_name:"avg"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: avg: [1, 1, 2, 2] [1, 2.5, 5.5, 7]
    (%an) = "pd_op.pool2d" (%x) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:false,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],pooling_type:"avg",strides:[(Int32)2,(Int32)2]} : (tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%an) {output_name:"avg_padded"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: avg_padded: [1, 1, 2, 2] [0.25, 1.25, 2.75, 7]
    (%gl) = "pd_op.pool2d" (%x) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:true,kernel_size:(pd_op.IntArray)[1,1],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"avg",strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>) -> tensor<1x1x1x1xf64>
    () = "builtin.shadow_output" (%gl) {output_name:"global"} : (tensor<1x1x1x1xf64>) ->
// CHECK-NEXT: global: [1, 1, 1, 1] [5]
    (%w) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],value:(Double)1} : () -> tensor<1x1x2x2xf64>
    (%dw) = "pd_op.depthwise_conv2d" (%x, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>, tensor<1x1x2x2xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%dw) {output_name:"depthwise"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: depthwise: [1, 1, 2, 2] [12, 16, 24, 28]
    (%r) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"r",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%r6) = "pd_op.relu6" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%r6) {output_name:"relu6"} : (tensor<3xf64>) ->
// CHECK-NEXT: relu6: [3] [0, 3, 6]
    (%fl) = "pd_op.flatten" (%x) {start_axis:(Int32)1,stop_axis:(Int32)3} : (tensor<1x1x3x3xf64>) -> tensor<1x9xf64>
    () = "builtin.shadow_output" (%fl) {output_name:"flatten"} : (tensor<1x9xf64>) ->
// CHECK-NEXT: flatten: [1, 9] [1, 2, 3, 4, 5, 6, 7, 8, 9]
}
