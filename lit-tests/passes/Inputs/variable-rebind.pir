// append-backward-variable-writes-kept.pir: set_parameter binds w to t's
// object; the write of w's first object after that (scale_ of w1) is not
// what the later read gives, and add_grad reads w1 for its shape alone:
// x@GRAD = 1 + exp(tanh x) (1 - tanh^2 x), w@GRAD = 1 (through w1).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%a) = "pd_op.add" (%w1, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.set_parameter" (%t) {parameter_name:"w"} : (tensor<3xf64>) ->
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%s) = "pd_op.scale_" (%w1) {bias:(Float)0,bias_after_scale:true,scale:(Float)3} : (tensor<3xf64>) -> tensor<3xf64>
    (%e) = "pd_op.exp" (%w2) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%u) = "pd_op.add" (%a, %e) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%u) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
