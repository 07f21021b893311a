// errors.test: index and slice-assignment kernels refuse rather than compute
// something else: a step of 0, an end before the start with a positive step,
// put_along_axis's reduce mul, a place assign writes twice (in the grad), an
// index past the dim, topk's unsorted order.
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%o) = "pd_op.set_value" (%x) {axes:[(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[4],none_axes:[],starts:(pd_op.IntArray)[0],steps:(pd_op.IntArray)[0],shape:[(Int64)1],values:[(Double)0]} : (tensor<3x4xf64>) -> tensor<3x4xf64>
}
// -----
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%o) = "pd_op.set_value" (%x) {axes:[(Int64)1],decrease_axes:[],ends:(pd_op.IntArray)[1],none_axes:[],starts:(pd_op.IntArray)[3],steps:(pd_op.IntArray)[1],shape:[(Int64)1],values:[(Double)0]} : (tensor<3x4xf64>) -> tensor<3x4xf64>
}
// -----
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)0,(Int64)3]} : () -> tensor<3xi64>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)3,(Int64)1]} : () -> tensor<2xi64>
    (%i) = "pd_op.reshape" (%f, %s) {} : (tensor<3xi64>, tensor<2xi64>) -> tensor<3x1xi64>
    (%v) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],value:(Double)2} : () -> tensor<3x1xf64>
    (%o) = "pd_op.put_along_axis" (%x, %i, %v) {axis:(Int32)1,include_self:true,reduce:"mul"} : (tensor<3x4xf64>, tensor<3x1xi64>, tensor<3x1xf64>) -> tensor<3x4xf64>
}
// -----
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1]} : () -> tensor<2xi64>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%i) = "pd_op.reshape" (%f, %s) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
    (%v) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)2} : () -> tensor<1x2xf64>
    (%ag, %vg) = "pd_op.put_along_axis_grad" (%x, %i, %v, %x, %x) {axis:(Int32)1,include_self:true,reduce:"assign"} : (tensor<3x4xf64>, tensor<1x2xi64>, tensor<1x2xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>, tensor<1x2xf64>
}
// -----
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%f) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)4,(Int64)0]} : () -> tensor<2xi64>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%i) = "pd_op.reshape" (%f, %s) {} : (tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
    (%o) = "pd_op.take_along_axis" (%x, %i) {axis:(Int32)1} : (tensor<3x4xf64>, tensor<1x2xi64>) -> tensor<1x2xf64>
}
// -----
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)1} : () -> tensor<3x4xf64>
    (%o, %oi) = "pd_op.topk" (%x) {axis:(Int32)-1,k:(Int32)2,largest:true,sorted:false} : (tensor<3x4xf64>) -> tensor<3x2xf64>, tensor<3x2xi64>
}
