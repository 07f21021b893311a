// pd_op.if and pd_op.while in the forms --emit-era changes by era
// (lit-tests/eras/emit-era-spellings.test).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {stop_gradient:[true]} -> tensor<1xb> {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
    (%2) = "pd_op.while" (cond=%0, inputs=%1) {
    ^%arg_0
        () = "cf.yield" (%arg_0, %arg_0) {} : (tensor<1xb>, tensor<1xb>) ->
    }
}
