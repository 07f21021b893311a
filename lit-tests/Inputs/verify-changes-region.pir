// For lit-tests/passes/verify-changes-cost.pir: DCE erases an unused op in
// each branch of an if.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c) = "pd_op.less_than" (%i, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%t) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%dt) = "pd_op.relu" (%t) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%t) {} : (tensor<4xf32>) ->
    } else {
        (%e) = "pd_op.add" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%de) = "pd_op.relu" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<4xf32>) ->
}
