// --append-backward on tensor arrays: what it cannot differentiate is a
// located error at the forward op, never a silent zero (issue 27).
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward=design=1 %s

// array_to_tensor inside a loop body, of an array made before the loop:
// its gradient is a whole array to add to the gradient array of the
// module block, in place, which append-backward does not build.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        // expected-error@+1 {{append-backward cannot differentiate this tensor array here: its gradient would be the sum of two whole arrays, one of them in a region op that did not define the array}}
        (%t, %ti) = "pd_op.array_to_tensor" (%a1) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<3xf64>, tensor<1xi32>
        (%h1) = "pd_op.multiply" (%h, %t) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A write after array_to_tensor: its backward (tensor_to_array) cuts the
// gradient by the shapes of the array's elements, which the write would
// have changed by the time the backward runs.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%t, %ti) = "pd_op.array_to_tensor" (%a1) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<3xf64>, tensor<1xi32>
    (%s) = "pd_op.sin" (%t) {} : (tensor<3xf64>) -> tensor<3xf64>
    // expected-error@+1 {{'pd_op.array_write_' op overwrites in place a value the backward of 'pd_op.array_to_tensor' (an earlier op) reads, so the gradient would use the new value; it has no functional twin, so --inplace-to-functional cannot undo it}}
    (%a2) = "pd_op.array_write_" (%a1, %s, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%r) = "pd_op.array_read" (%a2, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// The loss depends on array_to_tensor's second result (the pieces' sizes),
// which its backward does not differentiate.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    // expected-error@+1 {{'pd_op.array_to_tensor' op gives the loss its result 'out_index', which its backward 'pd_op.tensor_to_array' does not differentiate}}
    (%t, %ti) = "pd_op.array_to_tensor" (%a1) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<3xf64>, tensor<1xi32>
    (%f) = "pd_op.cast" (%ti) {dtype:(pd_op.DataType)float64} : (tensor<1xi32>) -> tensor<1xf64>
    (%m) = "pd_op.multiply" (%t, %f) {} : (tensor<3xf64>, tensor<1xf64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A while whose iteration hands on another array than it received (its
// body makes a new one each time): the backward cannot give that array's
// gradient to the one the iteration received.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    // expected-error@+1 {{'pd_op.while' op carries a tensor array the loss depends on, but an iteration hands on another array than it received (or the op has an init region); append-backward differentiates a carried array only as one buffer, written in place}}
    (%i3, %a3) = "pd_op.while" (cond=%c0, inputs=%i0, %a1) {
    ^%i, %b
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%r) = "pd_op.array_read" (%b, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%s) = "pd_op.sin" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%f) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
        (%f1) = "pd_op.array_write_" (%f, %s, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %f1) {} : (tensor<1xb>, tensor<1xi64>, pd_op.tensor_array<3xf64>) ->
    }
    (%r3) = "pd_op.array_read" (%a3, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// An if whose branches yield arrays of different buffers (the then branch
// makes one): which buffer the result is depends on the branch taken.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    // expected-error@+1 {{'pd_op.if' op gives, as a result the loss depends on, tensor arrays its branches do not share (an array a branch makes); append-backward differentiates an array through an if only as one buffer both branches yield}}
    (%o) = "pd_op.if" (%p) {} : (tensor<1xb>) -> pd_op.tensor_array<3xf64> {
        (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%b) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
        (%b1) = "pd_op.array_write_" (%b, %s, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        () = "cf.yield" (%b1) {} : (pd_op.tensor_array<3xf64>) ->
    } {
        () = "cf.yield" (%a1) {} : (pd_op.tensor_array<3xf64>) ->
    }
    (%r) = "pd_op.array_read" (%o, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
