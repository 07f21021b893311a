// Input of the example examples/cse.c: the two tanh ops compute the same
// value, so CSE keeps one and the add reads it twice.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,4],stop_gradient:[false]} : () -> tensor<4x4xf32>
    (%1) = "pd_op.tanh" (%0) {stop_gradient:[false]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    (%2) = "pd_op.tanh" (%0) {stop_gradient:[false]} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    (%3) = "pd_op.add" (%1, %2) {stop_gradient:[false]} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    () = "builtin.shadow_output" (%3) {output_name:"out"} : (tensor<4x4xf32>) ->
}
