// The spellings --emit-era changes by era (lit-tests/eras/emit-era-spellings.test):
// a dynamic dim, strings, arrays, a nested block, ops without results.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3],stop_gradient:[true]} : () -> tensor<-1x3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)1} : () -> tensor<1xb>
    (%2) = "pd_op.if" (%1) {stop_gradient:[false]} -> tensor<-1x3xf32> {
        (%3) = "pd_op.relu" (%0) {stop_gradient:[false]} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%3) {} : (tensor<-1x3xf32>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<-1x3xf32>) ->
    }
    (%4) = "pd_op.transpose" (%2) {perm:[(Int32)1,(Int32)0],stop_gradient:[false]} : (tensor<-1x3xf32>) -> tensor<3x-1xf32>
    () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<3x-1xf32>) ->
}
