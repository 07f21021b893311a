// An integer computed from a varied floating-point value inside a
// floating-point loss: sum(cast(cast(10*x, int64), float64)) is piecewise
// constant in x, its derivative is zero where it exists, but cast_grad
// would pass the loss's gradient back through the integer as if it were
// not (x@GRAD -4.4 where central differences give 0, with exit 0, before).
// Refused at the op that makes the integer, in straight line, in a while
// body and in an if branch (docs/passes.md, "Integer losses"); what stays
// allowed (append-backward-integer-kept.pir): the same cast made
// stop_gradient, an integer whose gradient no grad op reads (topk's
// indices), and an all-integer program.
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s

// Straight line.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true],value:(Double)10} : () -> tensor<2x3xf64>
    (%t) = "pd_op.multiply" (%x, %w) {} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    // expected-error@+1 {{'pd_op.cast' op gives an integer computed from floating-point values, and the loss depends on it: its derivative is zero wherever it exists, but its grad op would pass the loss's gradient on; make the result stop_gradient to differentiate without that path}}
    (%i) = "pd_op.cast" (%t) {dtype:(pd_op.DataType)int64} : (tensor<2x3xf64>) -> tensor<2x3xi64>
    (%f) = "pd_op.cast" (%i) {dtype:(pd_op.DataType)float64} : (tensor<2x3xi64>) -> tensor<2x3xf64>
    (%s) = "pd_op.sum" (%f) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// Inside a while body, the loss also depending on x another way.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        (%t) = "pd_op.tanh" (%b2) {} : (tensor<3xf64>) -> tensor<3xf64>
        // expected-error@+1 {{'pd_op.cast' op gives an integer computed from floating-point values}}
        (%k) = "pd_op.cast" (%t) {dtype:(pd_op.DataType)int32} : (tensor<3xf64>) -> tensor<3xi32>
        (%f) = "pd_op.cast" (%k) {dtype:(pd_op.DataType)float64} : (tensor<3xi32>) -> tensor<3xf64>
        (%u) = "pd_op.add" (%t, %f) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %u) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%s) = "pd_op.sum" (%h) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// Inside an if branch, the integer leaving the branch as its result.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%k) = "pd_op.if" (%c) {} -> tensor<3xi64> {
        (%t) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        // expected-error@+1 {{'pd_op.cast' op gives an integer computed from floating-point values}}
        (%i) = "pd_op.cast" (%t) {dtype:(pd_op.DataType)int64} : (tensor<3xf64>) -> tensor<3xi64>
        () = "cf.yield" (%i) {} : (tensor<3xi64>) ->
    } else {
        (%z) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xi64>
        () = "cf.yield" (%z) {} : (tensor<3xi64>) ->
    }
    (%f) = "pd_op.cast" (%k) {dtype:(pd_op.DataType)float64} : (tensor<3xi64>) -> tensor<3xf64>
    (%s) = "pd_op.sum" (%f) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}
