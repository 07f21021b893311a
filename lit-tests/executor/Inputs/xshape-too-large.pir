{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,1,1,1,1,2],value:(Double)1} : () -> tensor<1x1x1x1x1x1x1x2xf64>
    (%f, %fx) = "pd_op.flatten" (%x) {start_axis:(Int32)0,stop_axis:(Int32)7} : (tensor<1x1x1x1x1x1x1x2xf64>) -> tensor<2xf64>, tensor<0x1x1x1x1x1x1x1x2xf64>
    () = "builtin.shadow_output" (%f) {output_name:"flatten"} : (tensor<2xf64>) ->
}
