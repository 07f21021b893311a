// A while in an if whose body reads w from outside the loop: the backward
// if returns w's gradient, part of which is the backward while's result
// (Paddle's stacks: a loop value of it), so a second backward of w@GRAD
// follows it; in the design's stacks that part is a buffer the backward
// while adds into in place, and as a second loss it is refused
// (append-backward-double-grad.pir).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf64> {
        (%xw) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%r, %h) = "pd_op.while" (%c0, %i0, %xw) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
        ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
            (%bw) = "pd_op.multiply" (%b, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            (%t) = "pd_op.tanh" (%bw) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%e) = "pd_op.exp" (%t) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%a2) = "pd_op.add" (%a, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cc) = "pd_op.less_than" (%a2, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %a2, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
        }
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%hw) {} : (tensor<3xf64>) ->
    } else {
        (%s) = "pd_op.sigmoid" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%s) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.sin" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<3xf64>) ->
}
