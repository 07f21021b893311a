// A grad op requires an attribute the forward op left to its definition's
// default: conv2d without strides, paddings, ... (found by fuzzing, where
// conv2d_grad came out without them and the program did not verify). The
// grad op takes the forward definition's defaults.
// RUN: pir-opt --append-backward %s | FileCheck %s
// CHECK: "pd_op.conv2d" (%{{[0-9]+}}, %{{[0-9]+}}) {} :
// CHECK: "pd_op.conv2d_grad" ({{.*}}) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} :
// CHECK: output_name:"x@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8],stop_gradient:[false]} : () -> tensor<1x3x8x8xf32>
    (%f) = "builtin.parameter" () {parameter_name:"conv.w"} : () -> tensor<4x3x3x3xf32>
    (%b) = "pd_op.conv2d" (%x, %f) {} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
    (%m) = "pd_op.mean" (%b) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x4x6x6xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%m) {output_name:"loss"} : (tensor<f32>) ->
}
