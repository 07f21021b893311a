{
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
 (%1) = "pd_op.full_like" (%0) {dtype:(pd_op.DataType)Undefined,place:(pd_op.Place)Place(intel_gpu:0),value:(Double)1} : (tensor<2xf32>) -> tensor<2xf32>
}
