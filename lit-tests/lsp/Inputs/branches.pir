// A region with three blocks and branches between them (unregistered test ops).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xf32>
    (%1) = "test.cfg" (%0) {} : (tensor<1xf32>) -> tensor<1xf32> {
    ^bb0:
        () = "test.cond_br" (%0) [^bb1, ^bb2] {} : (tensor<1xf32>) ->
    ^bb1:
        () = "test.br" (%0) [^bb2] {} : (tensor<1xf32>) ->
    ^bb2(%arg_0: tensor<1xf32>):
        () = "test.yield" (%arg_0) {} : (tensor<1xf32>) ->
    }
    (%2) = "pd_op.relu" (%1) {} : (tensor<1xf32>) -> tensor<1xf32>
}
