// A conv2d + test-mode batch_norm_ + relu on parameters, for fold-conv-bn-differential.test.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,4,4],stop_gradient:[true]} : () -> builtin.tensor<1x2x4x4xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> builtin.tensor<3x2x3x3xf32>
    (%2) = "builtin.parameter" () {parameter_name:"mean"} : () -> builtin.tensor<3xf32>
    (%3) = "builtin.parameter" () {parameter_name:"var"} : () -> builtin.tensor<3xf32>
    (%4) = "builtin.parameter" () {parameter_name:"scale"} : () -> builtin.tensor<3xf32>
    (%5) = "builtin.parameter" () {parameter_name:"bias"} : () -> builtin.tensor<3xf32>
    (%6) = "pd_op.conv2d" (%0, %1) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1],stop_gradient:[true]} : (builtin.tensor<1x2x4x4xf32>, builtin.tensor<3x2x3x3xf32>) -> builtin.tensor<1x3x4x4xf32>
    (%7, %8, %9, %10, %11, %12) = "pd_op.batch_norm_" (%6, %2, %3, %4, %5) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,stop_gradient:[true,true,true,true,true,true],trainable_statistics:false,use_global_stats:false} : (builtin.tensor<1x3x4x4xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>) -> builtin.tensor<1x3x4x4xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>, builtin.tensor<3xf32>, builtin.tensor<-1xu8>
    (%13) = "pd_op.relu" (%7) {stop_gradient:[true]} : (builtin.tensor<1x3x4x4xf32>) -> builtin.tensor<1x3x4x4xf32>
    () = "builtin.shadow_output" (%13) {output_name:"out"} : (builtin.tensor<1x3x4x4xf32>) ->
}
