// --append-backward on programs that write buffers in place (issue 27:
// the backward read values an inplace op had overwritten, or followed the
// SSA name of a buffer an assign_out_ had written, silently wrong). It
// refuses both at the op, and --inplace-to-functional first makes them
// differentiable where that pass converts the writer (a functional twin or
// a functional_op, writing a value made afresh in its block that nothing
// else holds: lit-tests/gradients/inplace.pir checks the numbers;
// assign_out_'s is assign, lit-tests/gradients/buffers-and-variables.test).
// Only there does the error name it; elsewhere it says why that pass
// cannot undo the write (append-backward-remedy.pir).
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s

// t = tanh(x); m = t * w; sin_(t): multiply_grad (and tanh_grad) would
// read sin(t).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; run --inplace-to-functional first}}
    (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// sin_'s own backward reads its input x, which it overwrote.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.sin_' (this op) reads, so the gradient would use the new value; run --inplace-to-functional first}}
    (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// assign_out_ writes tanh(x) into %buf, read afterwards by its name: the
// gradient would go to the pd_op.full, and x@GRAD would be missing.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)0} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.multiply' op reads a value after 'pd_op.assign_out_' overwrote it in place; append-backward follows values, not buffers: run --inplace-to-functional first}}
    (%m) = "pd_op.multiply" (%buf, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// The same with the buffer a stop_gradient fill (as paddle.full makes it):
// by its SSA value the read is constant and off the gradient's path, so
// append-backward gave x@GRAD without the term through %buf, silently
// wrong (relative error 0.3 against finite differences). Now an error at
// the reader, in straight-line code, in a loop body and in an if branch.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.assign_out_' overwrote it in place with one computed from a differentiable input; append-backward follows values, not buffers, and the gradient through this read would be lost: run --inplace-to-functional first}}
    (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%y) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%k, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf32>) -> tensor<1xi64>, tensor<3xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf32>):
        (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%b2) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        // expected-error@+1 {{'pd_op.sin' op reads a value after 'pd_op.assign_out_' overwrote it in place with one computed from a differentiable input}}
        (%u) = "pd_op.sin" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%v) = "pd_op.add" (%u, %b2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %v) {} : (tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%h) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%y) = "pd_op.if" (%p) {} -> tensor<3xf32> {
        (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.assign_out_' overwrote it in place with one computed from a differentiable input}}
        (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%e) {} : (tensor<3xf32>) ->
    } else {
        (%s) = "pd_op.sin" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%s) {} : (tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A constant written first does not hide the varied write after it.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)2} : () -> tensor<3xf32>
    (%r0) = "pd_op.assign_out_" (%c, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.assign_out_' overwrote it in place with one computed from a differentiable input}}
    (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%y) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A constant written into the buffer leaves the read constant: no error.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)2} : () -> tensor<3xf32>
    (%r) = "pd_op.assign_out_" (%c, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%y) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// What stays allowed: relu_ (its backward reads its result, not its
// input) of a value whose producer's backward reads only its own input
// (sin_grad reads x), and reads of the inplace op's result. No diagnostic.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%t) = "pd_op.sin" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%r) = "pd_op.relu_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%e) = "pd_op.exp" (%r) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%e) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A loop body reads x (from outside the loop) and then overwrites it in
// place: the next iteration's tanh reads sin(x) under the name x, so x's
// gradient through it would be wrong (relative error 0.13 before: no
// error). Refused at the read. (A value the body makes afresh and writes
// after reading it is left alone: gradients/inplace-loop.pir.)
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%y0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %y0) {} : (tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf64>):
        // expected-error@+1 {{'pd_op.tanh' op reads a value after 'pd_op.sin_' overwrote it in place (in an earlier iteration of the loop); append-backward follows values, not buffers: it writes a value of another block, so --inplace-to-functional cannot undo it: read the written value through its result}}
        (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%s) = "pd_op.sin_" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%o) = "pd_op.add" (%t, %b2) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %o) {} : (tensor<1xi64>, tensor<3xf64>) ->
    }
    (%l) = "pd_op.mean" (%h) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// An if in a loop whose then branch reads t (defined before the loop) and
// whose else branch overwrites it: the next iteration may take the other
// branch, so the two are not exclusive as in straight code
// (lit-tests/gradients/inplace-branches.pir).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%t) = "pd_op.scale" (%x) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)2} : (tensor<3xf32>) -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i2, %h2) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%q) = "pd_op.logical_not" (%p) {} : (tensor<1xb>) -> tensor<1xb>
        (%y) = "pd_op.if" (%q) {} -> tensor<3xf32> {
            (%m) = "pd_op.multiply" (%t, %h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%m) {} : (tensor<3xf32>) ->
        } else {
            // expected-error@+1 {{'pd_op.scale_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; it writes a value of another block, so --inplace-to-functional cannot undo it}}
            (%s) = "pd_op.scale_" (%t) {bias:(Float)1,bias_after_scale:true,scale:(Float)-3} : (tensor<3xf32>) -> tensor<3xf32>
            (%m2) = "pd_op.multiply" (%s, %h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%m2) {} : (tensor<3xf32>) ->
        }
        (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %i1, %y) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%h2) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// The same with the sides swapped: the then branch writes t, the else
// branch of a later iteration reads the written value.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%t) = "pd_op.scale" (%x) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)2} : (tensor<3xf32>) -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i2, %h2) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%q) = "pd_op.logical_not" (%p) {} : (tensor<1xb>) -> tensor<1xb>
        (%y) = "pd_op.if" (%q) {} -> tensor<3xf32> {
            // expected-error@+1 {{'pd_op.scale_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; it writes a value of another block, so --inplace-to-functional cannot undo it}}
            (%s) = "pd_op.scale_" (%t) {bias:(Float)1,bias_after_scale:true,scale:(Float)-3} : (tensor<3xf32>) -> tensor<3xf32>
            (%m2) = "pd_op.multiply" (%s, %h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%m2) {} : (tensor<3xf32>) ->
        } else {
            (%m) = "pd_op.multiply" (%t, %h) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            () = "cf.yield" (%m) {} : (tensor<3xf32>) ->
        }
        (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %i1, %y) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    (%l) = "pd_op.mean" (%h2) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// The first iteration's carried value is the loop operand's object, so
// tanh_ of it overwrites %s, which tanh_grad (of the op making %s) reads.
// Before the loop's operand, block arguments and result were taken as one
// buffer, x@GRAD was silently wrong (relative error 0.07).
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        // expected-error@+1 {{'pd_op.tanh_' op overwrites in place a value the backward of 'pd_op.tanh' (an earlier op) reads, so the gradient would use the new value; it writes a block argument, so --inplace-to-functional cannot undo it}}
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
// A loop that runs no iteration gives its operand's object as its result:
// a write of the operand after the loop may change what the result names.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%k, %h) = "pd_op.while" (cond=%c0, inputs=%i0, %s) {
    ^%j, %hb
        (%hn) = "pd_op.tanh" (%hb) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%j1) = "pd_op.add" (%j, %i1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%c) = "pd_op.less_than" (%j1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %j1, %hn) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
    }
    (%t) = "pd_op.tanh_" (%s) {} : (tensor<3xf64>) -> tensor<3xf64>
    // expected-error@+1 {{'pd_op.multiply' op reads a value after 'pd_op.tanh_' overwrote it in place (the loop's result is its operand's buffer when the loop runs no iteration); append-backward follows values, not buffers: an op before it does more than read the value it writes, so --inplace-to-functional cannot undo it: read the written value through its result}}
    (%m) = "pd_op.multiply" (%h, %t) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// add_grad reads x for its shape alone (shape_only), so a write that keeps
// the shape after add is accepted (lit-tests/gradients/inplace-loops.test
// checks the numbers); with a dynamic dimension, assign_out_ may give its
// output another shape: refused.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1],stop_gradient:[false]} : () -> tensor<-1xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1],stop_gradient:[true]} : () -> tensor<-1xf32>
    (%t) = "pd_op.sin" (%x) {} : (tensor<-1xf32>) -> tensor<-1xf32>
    (%a) = "pd_op.add" (%t, %x) {} : (tensor<-1xf32>, tensor<-1xf32>) -> tensor<-1xf32>
    // expected-error@+1 {{'pd_op.assign_out_' op overwrites in place a value the backward of 'pd_op.add' (an earlier op) reads, so the gradient would use the new value; run --inplace-to-functional first}}
    (%r) = "pd_op.assign_out_" (%z, %t) {} : (tensor<-1xf32>, tensor<-1xf32>) -> tensor<-1xf32>
    (%u) = "pd_op.multiply" (%a, %r) {} : (tensor<-1xf32>, tensor<-1xf32>) -> tensor<-1xf32>
    (%l) = "pd_op.mean" (%u) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<-1xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
