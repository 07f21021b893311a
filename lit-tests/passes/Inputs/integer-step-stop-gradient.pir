// append-backward-integer-kept.pir: the loss x*x + cast(cast(x, int64)),
// the first cast stop_gradient: x@GRAD is 2x, the integer path adds none,
// as central differences say away from the jumps (x in (-1, 1): truncation
// toward zero jumps at +-1 only).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i) = "pd_op.cast" (%x) {dtype:(pd_op.DataType)int64,stop_gradient:[true]} : (tensor<3xf64>) -> tensor<3xi64>
    (%f) = "pd_op.cast" (%i) {dtype:(pd_op.DataType)float64} : (tensor<3xi64>) -> tensor<3xf64>
    (%q) = "pd_op.multiply" (%x, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%u) = "pd_op.add" (%q, %f) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%s) = "pd_op.sum" (%u) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}
