// program 0: assign_out_ into a stop_gradient buffer, read through its own name (the functional_op makes it assign), straight line
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%y) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 1: assign_out_ into a stop_gradient buffer, read through its own name (the functional_op makes it assign), in a while body
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%k, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf64>
        (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%u) = "pd_op.sin" (%buf) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%v) = "pd_op.add" (%u, %b2) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %v) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.mean" (%h) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 2: assign_out_ into a stop_gradient buffer, read through its own name (the functional_op makes it assign), in an if branch
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%y) = "pd_op.if" (%p) {} -> tensor<3xf64> {
        (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf64>
        (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%e) {} : (tensor<3xf64>) ->
    } else {
        (%s) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%s2) = "pd_op.sin" (%s) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%s2) {} : (tensor<3xf64>) ->
    }
    (%z) = "pd_op.multiply" (%y, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%z) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
