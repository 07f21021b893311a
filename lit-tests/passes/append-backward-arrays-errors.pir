// --append-backward on tensor arrays: what it cannot differentiate is a
// located error at the forward op, never a silent zero (issue 27).
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward=design=1 %s

// A tensor array carried through a while (a loop value): its gradient
// would flow through the backward loop's values, which is not built yet.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    // expected-error@+1 {{'pd_op.while' op carries a tensor array ('pd_op.tensor_array<3xf64>') the loss depends on through its regions (a block argument or result); append-backward does not differentiate that yet}}
    (%i3, %a3) = "pd_op.while" (cond=%c0, inputs=%i0, %a) {
    ^%i, %b
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%b1) = "pd_op.array_write_" (%b, %x, %i) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %b1) {} : (tensor<1xb>, tensor<1xi64>, pd_op.tensor_array<3xf64>) ->
    }
    (%r) = "pd_op.array_read" (%a3, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A tensor array made before a while, written in its body (not carried)
// and read after it: the read sees what the iterations wrote through the
// buffer, which the values do not show.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3) = "pd_op.while" (cond=%c0, inputs=%i0) {
    ^%i
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        // expected-error@+1 {{'pd_op.array_write_' op writes, inside a loop op, a tensor array made outside it, and the loss depends on the array: an iteration may read what an earlier one wrote, which append-backward does not follow yet (make the array inside the body)}}
        (%b1) = "pd_op.array_write_" (%a, %x, %i) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%r) = "pd_op.array_read" (%a, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
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
    // expected-error@+1 {{'pd_op.array_write_' op overwrites in place a value the backward of 'pd_op.array_to_tensor' (an earlier op) reads, so the gradient would use the new value; run --inplace-to-functional first}}
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
// A read of the array's old name after a later write changed element 0:
// the read sees sin(x), its SSA operand says x.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%a2) = "pd_op.array_write_" (%a1, %s, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    // expected-error@+1 {{'pd_op.array_read' op reads a value after 'pd_op.array_write_' overwrote it in place; append-backward follows values, not buffers: run --inplace-to-functional first}}
    (%r) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%l) = "pd_op.sum" (%r) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
