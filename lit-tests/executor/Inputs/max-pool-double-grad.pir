{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],stop_gradient:[false]} : () -> tensor<1x1x2x2xf64>
    (%y) = "pd_op.pool2d_double_grad" (%x, %x) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>) -> tensor<1x1x1x1xf64>
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<1x1x1x1xf64>) ->
}
