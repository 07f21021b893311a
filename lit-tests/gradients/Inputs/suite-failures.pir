// program 0: tanh
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%t) {output_name:"loss"} : (tensor<3xf64>) ->
}
// -----
// program 1: sin(1e4 x), too fast for a step of 1e-4
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%y) = "pd_op.scale" (%x) {bias:(Float)0,bias_after_scale:true,scale:(Float)10000} : (tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.sin" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%t) {output_name:"loss"} : (tensor<3xf64>) ->
}
// -----
// program 2: digamma, which pir-run has no kernel for
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%y) = "pd_op.scale" (%x) {bias:(Float)0,bias_after_scale:true,scale:(Float)10000} : (tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.digamma" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%t) {output_name:"loss"} : (tensor<3xf64>) ->
}
// -----
// program 3: an integer loss, which append-backward refuses
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i) = "pd_op.cast" (%x) {dtype:(pd_op.DataType)int64} : (tensor<3xf64>) -> tensor<3xi64>
    () = "builtin.shadow_output" (%i) {output_name:"loss"} : (tensor<3xi64>) ->
}
// -----
// program 4: tanh again, after the failures
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%t) {output_name:"loss"} : (tensor<3xf64>) ->
}
// -----
// program 5: tanh of a stop_gradient input, no gradient to compare (skipped)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%t) {output_name:"loss"} : (tensor<3xf64>) ->
}
