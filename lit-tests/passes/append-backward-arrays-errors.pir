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
// array_to_tensor has no backward for its array operand here.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    // expected-error@+1 {{'pd_op.array_to_tensor' op reads a value of type 'pd_op.tensor_array<3xf64>' the loss depends on through it; append-backward differentiates such a value only as a tensor array read and written by ops of roles array_read and array_write}}
    (%t, %ti) = "pd_op.array_to_tensor" (%a1) {axis:(Int32)0,use_stack:false} : (pd_op.tensor_array<3xf64>) -> tensor<3xf64>, tensor<1xi32>
    (%l) = "pd_op.sum" (%t) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
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
