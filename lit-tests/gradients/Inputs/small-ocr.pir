// A small model with the layers of the shipped OCR recognisers (PP-OCRv3,
// the PIR ocr-rec model) and mobile CNNs: conv2d, test-mode batch_norm_,
// hardswish, a squeeze-and-excitation block (global pooling, 1x1 conv,
// relu, hardsigmoid, multiply), max pooling over the height, squeeze,
// transpose, layer_norm, matmul, swish, dropout in test mode (with its
// mask, upscale_in_train) and in training mode (fixed seed,
// downgrade_in_infer), unsqueeze. lit-tests/gradients/models.test checks
// every parameter's gradient against finite differences.
{
    (%0) = "builtin.parameter" () {parameter_name:"conv1.w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x2x3x3xf32>
    (%1) = "builtin.parameter" () {parameter_name:"bn1.mean",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%2) = "builtin.parameter" () {parameter_name:"bn1.variance",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%3) = "builtin.parameter" () {parameter_name:"bn1.scale",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%4) = "builtin.parameter" () {parameter_name:"bn1.bias",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%5) = "builtin.parameter" () {parameter_name:"se.w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x4x1x1xf32>
    (%6) = "builtin.parameter" () {parameter_name:"ln.scale",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%7) = "builtin.parameter" () {parameter_name:"ln.bias",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%8) = "builtin.parameter" () {parameter_name:"fc.w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x5xf32>
    (%9) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,2,4,6],stop_gradient:[false]} : () -> tensor<-1x2x4x6xf32>
    (%10) = "pd_op.conv2d" (%9, %0) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<-1x2x4x6xf32>, tensor<4x2x3x3xf32>) -> tensor<-1x4x4x6xf32>
    (%11, %12, %13, %14, %15, %16) = "pd_op.batch_norm_" (%10, %1, %2, %3, %4) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<-1x4x4x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<-1x4x4x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>
    (%17) = "pd_op.hardswish" (%11) {} : (tensor<-1x4x4x6xf32>) -> tensor<-1x4x4x6xf32>
    (%18) = "pd_op.pool2d" (%17) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:true,kernel_size:(pd_op.IntArray)[1,1],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"avg",strides:[(Int32)1,(Int32)1]} : (tensor<-1x4x4x6xf32>) -> tensor<-1x4x1x1xf32>
    (%19) = "pd_op.conv2d" (%18, %5) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<-1x4x1x1xf32>, tensor<4x4x1x1xf32>) -> tensor<-1x4x1x1xf32>
    (%20) = "pd_op.relu" (%19) {} : (tensor<-1x4x1x1xf32>) -> tensor<-1x4x1x1xf32>
    (%21) = "pd_op.hardsigmoid" (%20) {slope:(Float)0.2,offset:(Float)0.5} : (tensor<-1x4x1x1xf32>) -> tensor<-1x4x1x1xf32>
    (%22) = "pd_op.multiply" (%17, %21) {} : (tensor<-1x4x4x6xf32>, tensor<-1x4x1x1xf32>) -> tensor<-1x4x4x6xf32>
    (%23) = "pd_op.pool2d" (%22) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[4,1],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)4,(Int32)1]} : (tensor<-1x4x4x6xf32>) -> tensor<-1x4x1x6xf32>
    (%24) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2]} : () -> tensor<1xi64>
    (%25) = "pd_op.squeeze" (%23, %24) {} : (tensor<-1x4x1x6xf32>, tensor<1xi64>) -> tensor<-1x4x6xf32>
    (%26) = "pd_op.transpose" (%25) {perm:[(Int32)0,(Int32)2,(Int32)1]} : (tensor<-1x4x6xf32>) -> tensor<-1x6x4xf32>
    (%27, %28, %29) = "pd_op.layer_norm" (%26, %6, %7) {begin_norm_axis:(Int32)2,epsilon:(Float)1e-05} : (tensor<-1x6x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<-1x6x4xf32>, tensor<-1x6xf32>, tensor<-1x6xf32>
    (%30) = "pd_op.matmul" (%27, %8) {transpose_x:false,transpose_y:false} : (tensor<-1x6x4xf32>, tensor<4x5xf32>) -> tensor<-1x6x5xf32>
    (%31) = "pd_op.swish" (%30) {} : (tensor<-1x6x5xf32>) -> tensor<-1x6x5xf32>
    (%32) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0.1} : () -> tensor<1xf32>
    (%33, %34) = "pd_op.dropout" (%31, <<NULL VALUE>>, %32) {fix_seed:false,is_test:true,mode:"upscale_in_train",p:(Float)0.1,seed:(Int32)0} : (tensor<-1x6x5xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<-1x6x5xf32>, tensor<-1x6x5xu8>
    (%35) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0.5} : () -> tensor<1xf32>
    (%36, %37) = "pd_op.dropout" (%33, <<NULL VALUE>>, %35) {fix_seed:true,is_test:false,mode:"downgrade_in_infer",p:(Float)0.5,seed:(Int32)3} : (tensor<-1x6x5xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<-1x6x5xf32>, tensor<-1x6x5xu8>
    (%38) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%39) = "pd_op.unsqueeze" (%36, %38) {} : (tensor<-1x6x5xf32>, tensor<1xi64>) -> tensor<-1x1x6x5xf32>
    (%40) = "pd_op.fetch" (%39) {col:(Int32)0,name:"logits"} : (tensor<-1x1x6x5xf32>) -> tensor<-1x1x6x5xf32>
}
