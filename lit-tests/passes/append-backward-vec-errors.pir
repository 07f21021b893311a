// --append-backward on vecs and constant-only attributes (tensor arrays:
// append-backward-arrays-errors.pir):
// what it cannot differentiate is a located error, never a silent zero
// (issue 27).
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s

// A vec carried by a while: no vec zero buffer or accumulation yet.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%c0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xb>
    (%v) = "builtin.combine" (%x, %x) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>, tensor<2xf32>]
    // expected-error@+1 {{'pd_op.while' op carries a vec the loss depends on through its results or block arguments; append-backward differentiates vecs only within a block}}
    (%v2) = "pd_op.while" (cond=%c0, inputs=%v) {
    ^%a
        (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xb>
        () = "cf.yield" (%c, %a) {} : (tensor<1xb>, vec[tensor<2xf32>, tensor<2xf32>]) ->
    }
    (%s) = "pd_op.stack" (%v2) {axis:(Int32)0} : (vec[tensor<2xf32>, tensor<2xf32>]) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
