// A while applying tanh(h * w) three times; the output a is the loss of
// append-backward-double-grad.pir's second-order refusal (the design's
// stacks) and of its second backward of w@GRAD (Paddle's).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %t) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%s) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%s) {output_name:"a"} : (tensor<3xf64>) ->
}
