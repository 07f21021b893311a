// Two identical relus: CSE merges them before the failing pass runs.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%2) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%3) = "pd_op.add" (%1, %2) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%4) = "my.unknown" (%3) {} : (tensor<2xf32>) -> tensor<2xf32>
}
