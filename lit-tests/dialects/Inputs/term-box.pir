{
    (%0) = "aa.box" () {} : () -> tensor<2xf32> {
        (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
        () = "zz.end" (%1) {} : (tensor<2xf32>) ->
    }
}
