// while-tanh.pir with its backward written by hand in Paddle's stack form:
// cf.stack_create gives the stack, its inlet and outlet; the forward body
// pushes (h, tanh) as one tuple; the backward loop runs while
// cf.has_elements, pops the tuple, and carries h's gradient and w's
// accumulated gradient as loop values.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%st, %inlet, %outlet) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%h1) = "pd_op.tanh" (%hw) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.tuple_push" (%inlet, %h, %h1) {} : (cf.inlet, tensor<3xf32>, tensor<3xf32>) ->
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%g_l) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g_h3) = "pd_op.sum_grad" (%h3, %g_l) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    (%g_w0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)0} : () -> tensor<3xf32>
    (%more) = "cf.has_elements" (%st) {} : (cf.stack) -> tensor<1xb>
    (%g_x, %g_w) = "pd_op.while" (cond=%more, inputs=%g_h3, %g_w0) {
    ^%g_h1, %g_wacc
        (%h, %h1) = "cf.tuple_pop" (%outlet) {} : (cf.outlet) -> tensor<3xf32>, tensor<3xf32>
        (%g_hw) = "pd_op.tanh_grad" (%h1, %g_h1) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%g_h, %g_wi) = "pd_op.multiply_grad" (%h, %w, %g_hw) {axis:(Int32)-1} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
        (%g_wnext) = "pd_op.add" (%g_wacc, %g_wi) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%more1) = "cf.has_elements" (%st) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%more1, %g_h, %g_wnext) {} : (tensor<1xb>, tensor<3xf32>, tensor<3xf32>) ->
    }
    () = "builtin.shadow_output" (%g_x) {output_name:"x@GRAD"} : (tensor<3xf32>) ->
    () = "builtin.shadow_output" (%g_w) {output_name:"w@GRAD"} : (tensor<3xf32>) ->
}
