// A set inside a region op of a parameter read later: refused at the set
// (append-backward follows sets in the module block only).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%c0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%o) = "pd_op.if" (%c0) {} : (tensor<1xb>) -> tensor<3xf64> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        // expected-error@+1 {{'builtin.set_parameter' op sets a variable inside a region op whose reads the loss depends on; append-backward follows a set only in the module block}}
        () = "builtin.set_parameter" (%t) {parameter_name:"w"} : (tensor<3xf64>) ->
        () = "cf.yield" (%t) {} : (tensor<3xf64>) ->
    } {
        () = "cf.yield" (%x) {} : (tensor<3xf64>) ->
    }
    (%w2) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%m) = "pd_op.multiply" (%w2, %o) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
