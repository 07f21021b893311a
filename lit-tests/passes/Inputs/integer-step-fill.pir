// append-backward-integer-kept.pir: x times cast(cast(full 2.5, int64)): the
// integer comes from a fill, not from a variable, so no gradient that is
// output goes through it; x@GRAD = 2, the truth.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)2.5} : () -> tensor<3xf64>
    (%i) = "pd_op.cast" (%c) {dtype:(pd_op.DataType)int64} : (tensor<3xf64>) -> tensor<3xi64>
    (%f) = "pd_op.cast" (%i) {dtype:(pd_op.DataType)float64} : (tensor<3xi64>) -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%x, %f) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%s) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}
