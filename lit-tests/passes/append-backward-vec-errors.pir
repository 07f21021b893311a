// --append-backward on vecs, tensor arrays and constant-only attributes:
// what it cannot differentiate is a located error, never a silent zero
// (issue 27).
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s

// split_with_num_grad takes axis only as an attribute: a forward axis
// operand that is not a constant cannot become one (its default, -1, would
// split the wrong axis).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2],stop_gradient:[false]} : () -> tensor<4x2xf32>
    (%ax) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"ax",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi32>
    // expected-error@+1 {{'pd_op.split_with_num' op passes 'axis' as an operand that is not a constant, but its backward 'pd_op.split_with_num_grad' takes 'axis' only as an attribute}}
    (%sp) = "pd_op.split_with_num" (%x, %ax) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
    (%a, %b) = "builtin.split" (%sp) {} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%ab) = "pd_op.multiply" (%a, %b) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%ab) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A tensor array on the loss's path (issue 27: a zero gradient before):
// refused at the op that makes the array value.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%arr) = "pd_op.create_array" () {dtype:(pd_op.DataType)float32} : () -> pd_op.tensor_array<f32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.array_write_' op gives a value of type 'pd_op.tensor_array<f32>' the loss depends on; append-backward cannot differentiate through it (tensor arrays and other dialect tensors are not supported yet)}}
    (%arr2) = "pd_op.array_write_" (%arr, %t, %i) {} : (pd_op.tensor_array<f32>, tensor<2xf32>, tensor<1xi64>) -> pd_op.tensor_array<f32>
    (%y) = "pd_op.array_read" (%arr2, %i) {} : (pd_op.tensor_array<f32>, tensor<1xi64>) -> tensor<2xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
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
