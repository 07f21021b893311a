{
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2xf64>
    (%r) = "pd_op.array_read" (%a, %i) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<2xf64>) ->
}
