{
    (%t) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    () = "pd_op.while" (cond=%t, inputs=) {
        () = "cf.yield" (%t) {} : (tensor<1xb>) ->
    }
}
