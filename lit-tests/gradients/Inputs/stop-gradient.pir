// Forward: loss = mean(x * s) where s is marked stop_gradient:[true].
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%p) = "pd_op.multiply" (%x, %s) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%l) = "pd_op.mean" (%p) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
