// For lit-tests/passes/verify-changes.pir (invalid-ir=10): the first used
// constant takes the value of the next one of its kind; a reshape reads it
// directly, then through a builtin.combine.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:(pd_op.IntArray)[4,1]} : () -> tensor<2xi64>
    (%t) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:(pd_op.IntArray)[1,4]} : () -> tensor<2xi64>
    (%v, %xs) = "pd_op.reshape" (%x, %s) {} : (tensor<4xf32>, tensor<2xi64>) -> tensor<4x1xf32>, tensor<0x4xf32>
    () = "pd_op.fetch" (%v) {name:"v"} : (tensor<4x1xf32>) ->
}
// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%u) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)4} : () -> tensor<1xi64>
    (%g) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)-1} : () -> tensor<1xi64>
    (%s) = "builtin.combine" (%f, %g) {} : (tensor<1xi64>, tensor<1xi64>) -> vec[tensor<1xi64>, tensor<1xi64>]
    (%v, %xs) = "pd_op.reshape" (%x, %s) {} : (tensor<8xf32>, vec[tensor<1xi64>, tensor<1xi64>]) -> tensor<2x4xf32>, tensor<0x8xf32>
    () = "pd_op.fetch" (%v) {name:"v"} : (tensor<2x4xf32>) ->
}
