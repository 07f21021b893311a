{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,2],stop_gradient:[false]} : () -> tensor<-1x2xf32>
    (%s) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<-1x2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<2xf32>) ->
}
