// stop-gradient.pir with the backward of x only.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%p) = "pd_op.multiply" (%x, %s) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%l) = "pd_op.mean" (%p) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%g) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%gp) = "pd_op.mean_grad" (%p, %g) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    (%gx, %gs) = "pd_op.multiply_grad" (%x, %s, %gp) {axis:(Int32)-1} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
    () = "builtin.shadow_output" (%gx) {output_name:"x@GRAD"} : (tensor<2xf32>) ->
}
