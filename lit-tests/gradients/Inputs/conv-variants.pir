// The convolution kernels' variants (test/executor/kernels_cnn.c): a
// grouped conv2d in NCHW with asymmetric paddings, dilation and strides
// differing by axis; a grouped NHWC conv2d dilated along its width; a
// depthwise conv2d with SAME padding and stride 2. The loss is the sum of
// the first and the squares of the other two (their gradients then depend
// on their outputs). lit-tests/gradients/conv-variants.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4,7,6],stop_gradient:[false]} : () -> tensor<2x4x7x6xf64>
    (%w1) = "builtin.parameter" () {parameter_name:"w1",persistable:[true],stop_gradient:[false]} : () -> tensor<6x2x3x2xf64>
    (%y1) = "pd_op.conv2d" (%x, %w1) {data_format:"NCHW",dilations:[(Int32)2,(Int32)1],groups:(Int32)2,padding_algorithm:"EXPLICIT",paddings:[(Int32)2,(Int32)1,(Int32)0,(Int32)3],strides:[(Int32)2,(Int32)3]} : (tensor<2x4x7x6xf64>, tensor<6x2x3x2xf64>) -> tensor<2x6x3x3xf64>
    (%xh) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"xh",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,5,6,4],stop_gradient:[false]} : () -> tensor<2x5x6x4xf64>
    (%w2) = "builtin.parameter" () {parameter_name:"w2",persistable:[true],stop_gradient:[false]} : () -> tensor<4x2x3x3xf64>
    (%y2) = "pd_op.conv2d" (%xh, %w2) {data_format:"NHWC",dilations:[(Int32)1,(Int32)2],groups:(Int32)2,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)2],strides:[(Int32)2,(Int32)1]} : (tensor<2x5x6x4xf64>, tensor<4x2x3x3xf64>) -> tensor<2x3x6x4xf64>
    (%w3) = "builtin.parameter" () {parameter_name:"w3",persistable:[true],stop_gradient:[false]} : () -> tensor<4x1x3x3xf64>
    (%y3) = "pd_op.depthwise_conv2d" (%x, %w3) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)4,padding_algorithm:"SAME",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<2x4x7x6xf64>, tensor<4x1x3x3xf64>) -> tensor<2x4x4x3xf64>
    (%s1) = "pd_op.sum" (%y1) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x6x3x3xf64>) -> tensor<f64>
    (%q2) = "pd_op.multiply" (%y2, %y2) {} : (tensor<2x3x6x4xf64>, tensor<2x3x6x4xf64>) -> tensor<2x3x6x4xf64>
    (%s2) = "pd_op.sum" (%q2) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3x6x4xf64>) -> tensor<f64>
    (%q3) = "pd_op.multiply" (%y3, %y3) {} : (tensor<2x4x4x3xf64>, tensor<2x4x4x3xf64>) -> tensor<2x4x4x3xf64>
    (%s3) = "pd_op.sum" (%q3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x4x4x3xf64>) -> tensor<f64>
    (%a) = "pd_op.add" (%s1, %s2) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    (%l) = "pd_op.add" (%a, %s3) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
