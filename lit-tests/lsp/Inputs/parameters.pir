// A startup program writes parameter "w"; the main program reads it and has an input also called "w".
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>
    () = "builtin.set_parameter" (%0) {parameter_name:"w"} : (tensor<2xf32>) ->
}
{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%2) = "pd_op.add" (%0, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}
