// append-backward-views.pir: a write of a view's base after add_grad
// read the view, for its shape only (shape_only): sin_ keeps t's type, so
// v keeps its shape, and the backward is what it was before the write.
// Refused before (the written type was compared with the view's).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[6],stop_gradient:[true],value:(Double)0.5} : () -> tensor<6xf64>
    (%t) = "pd_op.scale" (%x) {bias:(Float)0.25,bias_after_scale:true,scale:(Float)3} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
    (%e) = "pd_op.add" (%v, %c) {} : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    (%w) = "pd_op.sin_" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%q) = "pd_op.multiply" (%e, %e) {} : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    (%s) = "pd_op.sum" (%q) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<6xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}
