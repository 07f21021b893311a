// program 0: straight line: add_ overwrites sin(x), which add_grad reads for its shape alone
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%a) = "pd_op.add_" (%s, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%a, %a) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 1: straight line: assign_out_ overwrites, with its own type, an operand add read
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%t) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%a) = "pd_op.add" (%t, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%z) = "pd_op.exp" (%w) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%r) = "pd_op.assign_out_" (%z, %t) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%rx) = "pd_op.multiply" (%r, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%u) = "pd_op.multiply" (%a, %rx) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%u) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 2: a while body adds in place into the value it carries, three iterations
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        (%a) = "pd_op.add_" (%hb, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%hn) = "pd_op.tanh" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%j1) = "pd_op.add" (%j, %i1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %j1, %hn) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%m) = "pd_op.multiply" (%h, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 3: an if branch adds in place into a value of the module block the other branch reads
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%o) = "pd_op.if" (%p) {} : (tensor<1xb>) -> tensor<3xf64> {
        (%a) = "pd_op.add_" (%s, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%e) = "pd_op.exp" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%e) {} : (tensor<3xf64>) ->
    } {
        (%q) = "pd_op.multiply" (%s, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%q) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.mean" (%o) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 4: a while body writes the value it carries with tanh_; the previous iteration's tanh, whose
// backward reads its result, handed that object on (the stack keeps a copy)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        (%a) = "pd_op.tanh_" (%hb) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%hn) = "pd_op.tanh" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%j1) = "pd_op.add" (%j, %i1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %j1, %hn) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%m) = "pd_op.multiply" (%h, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 5: a multiply reads tanh_'s result in the body, which the next iteration's tanh_ does not write
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        (%a0) = "pd_op.tanh_" (%hb) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%a) = "pd_op.multiply" (%a0, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%hn) = "pd_op.tanh" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%j1) = "pd_op.add" (%j, %i1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %j1, %hn) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%m) = "pd_op.multiply" (%h, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
// -----
// program 6: tanh_ writes the loop's result after the loop; the body's multiply read the carried value
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        (%a) = "pd_op.multiply" (%hb, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%hn) = "pd_op.tanh" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%j1) = "pd_op.add" (%j, %i1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %j1, %hn) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%r) = "pd_op.tanh_" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%r, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
