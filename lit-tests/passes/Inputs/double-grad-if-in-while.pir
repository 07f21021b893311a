// A while whose body picks tanh(h * w) in its first iteration and
// sigmoid(h) * w after; the loss sin(h). Its first backward's if returns
// the gradients of h and w as results (the backward while yields h's), so
// a second backward of x@GRAD follows it
// (lit-tests/gradients/double-grad-if-in-while.pir); w's gradient the
// backward while carries as a loop value, so w@GRAD is differentiated too
// (in the design's stacks it is a buffer, refused as a loss:
// append-backward-double-grad.pir).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%first) = "pd_op.less_than" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%o) = "pd_op.if" (%first) {} -> tensor<3xf64> {
            (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
            () = "cf.yield" (%t) {} : (tensor<3xf64>) ->
        } else {
            (%s) = "pd_op.sigmoid" (%b2) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%sw) = "pd_op.multiply" (%s, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            () = "cf.yield" (%sw) {} : (tensor<3xf64>) ->
        }
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %o) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<3xf64>) ->
}
