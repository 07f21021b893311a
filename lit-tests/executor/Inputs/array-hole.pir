{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf64>
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i) {} : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
    () = "builtin.shadow_output" (%x) {output_name:"x"} : (tensor<2xf64>) ->
}
