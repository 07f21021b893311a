// The seed's §2.3.2 listing taken literally (while-tanh-backward-design.pir
// but for one line): the body adds the local gradient of h into the
// gradient that came into the body (`inplace_add(%arg2_grad,
// %tmp_arg2_grad)`) and yields that sum, which counts the incoming
// gradient again at every iteration. grad-check must reject it.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%i3, %h3, %st) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf32>) -> tensor<1xi64>, tensor<3xf32>, cf.stack {
    ^bb0(%ai: tensor<1xi64>, %ah: tensor<3xf32>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%ai, %ah, %s) {} : (tensor<1xi64>, tensor<3xf32>, cf.stack) ->
    } {
    ^bb0(%ci: tensor<1xi64>, %ch: tensor<3xf32>, %cs: cf.stack):
        (%c) = "pd_op.less_than" (%ci, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %ci, %ch, %cs) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>, cf.stack) ->
    } {
    ^bb0(%i: tensor<1xi64>, %h: tensor<3xf32>, %bs: cf.stack):
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%h1) = "pd_op.tanh" (%hw) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.push_back" (%bs, %h) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.push_back" (%bs, %h1) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.yield" (%i1, %h1, %bs) {} : (tensor<1xi64>, tensor<3xf32>, cf.stack) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%g_l) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g_h3) = "pd_op.sum_grad" (%h3, %g_l) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    (%g_w) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)0} : () -> tensor<3xf32>
    (%g_x, %st_out) = "pd_op.while_grad" (%g_h3, %st) {} : (tensor<3xf32>, cf.stack) -> tensor<3xf32>, cf.stack {
    ^bb0(%cg: tensor<3xf32>, %cs: cf.stack):
        (%empty) = "cf.is_empty" (%cs) {} : (cf.stack) -> tensor<1xb>
        (%more) = "pd_op.logical_not" (%empty) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.cond_yield" (%more, %cg, %cs) {} : (tensor<1xb>, tensor<3xf32>, cf.stack) ->
    } {
    ^bb0(%g_h1: tensor<3xf32>, %bs: cf.stack):
        (%h1) = "cf.pop_back" (%bs) {} : (cf.stack) -> tensor<3xf32>
        (%h) = "cf.pop_back" (%bs) {} : (cf.stack) -> tensor<3xf32>
        (%g_hw) = "pd_op.tanh_grad" (%h1, %g_h1) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%g_h, %g_wi) = "pd_op.multiply_grad" (%h, %w, %g_hw) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%acc_w) = "pd_op.add_" (%g_w, %g_wi) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%acc_h) = "pd_op.add_" (%g_h1, %g_h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%acc_h, %bs) {} : (tensor<3xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%g_x) {output_name:"x@GRAD"} : (tensor<3xf32>) ->
    () = "builtin.shadow_output" (%g_w) {output_name:"w@GRAD"} : (tensor<3xf32>) ->
}
