{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[false]} : () -> tensor<3x1xf64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%a, %b, %d) = "pd_op.batch_norm_double_grad" (%x, %c, %c, %c, %c, %c, %x, %x, %c, %c) {data_format:"NCHW",epsilon:(Float)0.25,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3x1xf64>, tensor<1xf64>, tensor<3x1xf64>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<3x1xf64>) ->
}
