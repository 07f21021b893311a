// if.pir with its backward written by hand in the design's form
// (docs/design.md §3.6): each if gets an init region creating a stack,
// passed to then and else as their block argument, which push the value
// their grads need; pd_op.if_grad on the same condition pops it in the
// branch taken and accumulates x's and w's gradients in place (pd_op.add_)
// into zero gradients defined in the module block, where x and w are.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3xf32>) -> tensor<1xf32>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
    (%y1, %st1) = "pd_op.if" (%c) {} : (tensor<1xb>) -> tensor<3xf32>, cf.stack {
        (%s1) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s1) {} : (cf.stack) ->
    } {
    ^bb0(%ts1: cf.stack):
        (%p) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%p) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.push_back" (%ts1, %t) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.yield" (%t, %ts1) {} : (tensor<3xf32>, cf.stack) ->
    } {
    ^bb0(%es1: cf.stack):
        (%e) = "pd_op.exp" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%q) = "pd_op.multiply" (%e, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.push_back" (%es1, %e) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.yield" (%q, %es1) {} : (tensor<3xf32>, cf.stack) ->
    }
    (%y2, %st2) = "pd_op.if" (%nc) {} : (tensor<1xb>) -> tensor<3xf32>, cf.stack {
        (%s2i) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s2i) {} : (cf.stack) ->
    } {
    ^bb0(%ts2: cf.stack):
        (%p2) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t2) = "pd_op.tanh" (%p2) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.push_back" (%ts2, %t2) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.yield" (%t2, %ts2) {} : (tensor<3xf32>, cf.stack) ->
    } {
    ^bb0(%es2: cf.stack):
        (%s2) = "pd_op.sigmoid" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%d2) = "pd_op.subtract" (%s2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.push_back" (%es2, %s2) {} : (cf.stack, tensor<3xf32>) ->
        () = "cf.yield" (%d2, %es2) {} : (tensor<3xf32>, cf.stack) ->
    }
    (%y) = "pd_op.multiply" (%y1, %y2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%g_l) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g_y) = "pd_op.mean_grad" (%y, %g_l) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    (%g_y1, %g_y2) = "pd_op.multiply_grad" (%y1, %y2, %g_y) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
    (%x_grad) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)0} : () -> tensor<3xf32>
    (%w_grad) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)0} : () -> tensor<3xf32>
    () = "pd_op.if_grad" (%c) {} : (tensor<1xb>) -> {
        (%bt) = "cf.pop_back" (%st1) {} : (cf.stack) -> tensor<3xf32>
        (%g_p) = "pd_op.tanh_grad" (%bt, %g_y1) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%gx1, %gw1) = "pd_op.multiply_grad" (%x, %w, %g_p) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%ax1) = "pd_op.add_" (%x_grad, %gx1) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%aw1) = "pd_op.add_" (%w_grad, %gw1) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    } {
        (%be) = "cf.pop_back" (%st1) {} : (cf.stack) -> tensor<3xf32>
        (%g_e, %gw2) = "pd_op.multiply_grad" (%be, %w, %g_y1) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%gx2) = "pd_op.exp_grad" (%be, %g_e) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%ax2) = "pd_op.add_" (%x_grad, %gx2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%aw2) = "pd_op.add_" (%w_grad, %gw2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    }
    () = "pd_op.if_grad" (%nc) {} : (tensor<1xb>) -> {
        (%bt2) = "cf.pop_back" (%st2) {} : (cf.stack) -> tensor<3xf32>
        (%g_p2) = "pd_op.tanh_grad" (%bt2, %g_y2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%gx3, %gw3) = "pd_op.multiply_grad" (%x, %w, %g_p2) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%ax3) = "pd_op.add_" (%x_grad, %gx3) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%aw3) = "pd_op.add_" (%w_grad, %gw3) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    } {
        (%bs2) = "cf.pop_back" (%st2) {} : (cf.stack) -> tensor<3xf32>
        (%g_s2, %gw4) = "pd_op.subtract_grad" (%bs2, %w, %g_y2) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%gx4) = "pd_op.sigmoid_grad" (%bs2, %g_s2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%ax4) = "pd_op.add_" (%x_grad, %gx4) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%aw4) = "pd_op.add_" (%w_grad, %gw4) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    }
    () = "builtin.shadow_output" (%x_grad) {output_name:"x@GRAD"} : (tensor<3xf32>) ->
    () = "builtin.shadow_output" (%w_grad) {output_name:"w@GRAD"} : (tensor<3xf32>) ->
}
