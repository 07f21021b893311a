// A small inference-form CNN with the layers of the shipped CNN models
// (MobileNetV2, DB, PP-OCR): conv2d with stride and padding, batch_norm_
// in test mode, relu6, a depthwise conv (groups = channels) with SAME
// padding, max pooling with ceil mode, exclusive average pooling with
// padding, a 1x1 conv, global average pooling, flatten and a classifier.
// lit-tests/gradients/models.test checks every parameter's gradient.
{
    (%0) = "builtin.parameter" () {parameter_name:"conv1.w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x2x3x3xf32>
    (%1) = "builtin.parameter" () {parameter_name:"bn1.mean",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%2) = "builtin.parameter" () {parameter_name:"bn1.variance",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%3) = "builtin.parameter" () {parameter_name:"bn1.scale",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%4) = "builtin.parameter" () {parameter_name:"bn1.bias",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%5) = "builtin.parameter" () {parameter_name:"dw.w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x1x3x3xf32>
    (%6) = "builtin.parameter" () {parameter_name:"conv2.w",persistable:[true],stop_gradient:[false]} : () -> tensor<3x4x1x1xf32>
    (%7) = "builtin.parameter" () {parameter_name:"fc.w",persistable:[true],stop_gradient:[false]} : () -> tensor<3x5xf32>
    (%8) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,2,9,9],stop_gradient:[false]} : () -> tensor<-1x2x9x9xf32>
    (%9) = "pd_op.conv2d" (%8, %0) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)2,(Int32)2]} : (tensor<-1x2x9x9xf32>, tensor<4x2x3x3xf32>) -> tensor<-1x4x5x5xf32>
    (%10, %11, %12, %13, %14, %15) = "pd_op.batch_norm_" (%9, %1, %2, %3, %4) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<-1x4x5x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<-1x4x5x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>
    (%16) = "pd_op.relu6" (%10) {} : (tensor<-1x4x5x5xf32>) -> tensor<-1x4x5x5xf32>
    (%17) = "pd_op.depthwise_conv2d" (%16, %5) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)4,padding_algorithm:"SAME",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<-1x4x5x5xf32>, tensor<4x1x3x3xf32>) -> tensor<-1x4x5x5xf32>
    (%18) = "pd_op.pool2d" (%17) {adaptive:false,ceil_mode:true,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)2,(Int32)2]} : (tensor<-1x4x5x5xf32>) -> tensor<-1x4x3x3xf32>
    (%19) = "pd_op.pool2d" (%18) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],pooling_type:"avg",strides:[(Int32)1,(Int32)1]} : (tensor<-1x4x3x3xf32>) -> tensor<-1x4x4x4xf32>
    (%21) = "pd_op.conv2d" (%19, %6) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<-1x4x4x4xf32>, tensor<3x4x1x1xf32>) -> tensor<-1x3x4x4xf32>
    (%22) = "pd_op.pool2d" (%21) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:true,kernel_size:(pd_op.IntArray)[1,1],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"avg",strides:[(Int32)1,(Int32)1]} : (tensor<-1x3x4x4xf32>) -> tensor<-1x3x1x1xf32>
    (%23) = "pd_op.flatten" (%22) {start_axis:(Int32)1,stop_axis:(Int32)3} : (tensor<-1x3x1x1xf32>) -> tensor<-1x3xf32>
    (%24) = "pd_op.matmul" (%23, %7) {transpose_x:false,transpose_y:false} : (tensor<-1x3xf32>, tensor<3x5xf32>) -> tensor<-1x5xf32>
    (%25) = "pd_op.fetch" (%24) {col:(Int32)0,name:"logits"} : (tensor<-1x5xf32>) -> tensor<-1x5xf32>
}
