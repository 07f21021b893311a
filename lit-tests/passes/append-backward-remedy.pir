// The remedy the in-place errors of --append-backward name: "run
// --inplace-to-functional first" only where that pass converts the writer
// (a functional twin or functional_op, writing a value made afresh in its
// block that nothing else holds; a value an earlier in-place op that
// converts made counts); else why it cannot, or that it depends on the ops
// around the writer; --strip-backward for an optimizer's update of a
// training program. The second RUN runs --inplace-to-functional on the
// same programs: it converts the writers of the first two and of the last
// (which the error does not tell), and leaves the others.
// RUN: not pir-opt --split-input-file --append-backward %s 2>&1 | FileCheck %s
// RUN: pir-opt --split-input-file --inplace-to-functional %s | FileCheck %s --check-prefix=ITF

// t = tanh(x); m = t * w; sin_(t): t is made afresh and only read.
// CHECK: :[[@LINE+8]]:5: error: 'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; run --inplace-to-functional first{{$}}
// ITF-LABEL: name:"fresh"
// ITF: "pd_op.sin" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"fresh",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// The same where t was written by scale_ first: the pass converts the
// scale_, whose twin's result is fresh, then the sin_.
// CHECK: :[[@LINE+10]]:5: error: 'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; run --inplace-to-functional first{{$}}
// ITF-LABEL: name:"chain"
// ITF: "pd_op.scale" (
// ITF: "pd_op.sin" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"chain",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%t0) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%t) = "pd_op.scale_" (%t0) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)2} : (tensor<3xf32>) -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A while body writing the value it carries: a block argument, which the
// pass does not convert (it said to run it first).
// CHECK: :[[@LINE+12]]:9: error: 'pd_op.tanh_' op overwrites in place a value the backward of 'pd_op.tanh' (an earlier op) reads, so the gradient would use the new value; it writes a block argument, so --inplace-to-functional cannot undo it{{$}}
// ITF-LABEL: name:"carried"
// ITF: "pd_op.tanh_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"carried",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
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
// An if branch writing a value of the module block.
// CHECK: :[[@LINE+10]]:9: error: 'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.sin_' (this op) reads, so the gradient would use the new value; it writes a value of another block, so --inplace-to-functional cannot undo it{{$}}
// ITF-LABEL: name:"outer"
// ITF: "pd_op.sin_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outer",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%y) = "pd_op.if" (%p) {} -> tensor<3xf32> {
        (%s) = "pd_op.sin_" (%t) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%s) {} : (tensor<3xf32>) ->
    } else {
        () = "cf.yield" (%m) {} : (tensor<3xf32>) ->
    }
    (%u) = "pd_op.add" (%m, %y) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%u) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A data input is no value made afresh.
// CHECK: :[[@LINE+5]]:5: error: 'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.sin_' (this op) reads, so the gradient would use the new value; it writes a value no op of its block made afresh, so --inplace-to-functional cannot undo it{{$}}
// ITF-LABEL: name:"input"
// ITF: "pd_op.sin_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"input",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%s) = "pd_op.sin_" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A while takes s before tanh_ writes it (rule 3 of the pass).
// CHECK: :[[@LINE+18]]:5: error: 'pd_op.multiply' op reads a value after 'pd_op.tanh_' overwrote it in place (the loop's result is its operand's buffer when the loop runs no iteration); append-backward follows values, not buffers: an op before it does more than read the value it writes, so --inplace-to-functional cannot undo it: read the written value through its result{{$}}
// ITF-LABEL: name:"taken"
// ITF: "pd_op.tanh_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"taken",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
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
    (%m) = "pd_op.multiply" (%h, %t) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A buffer written twice by its first name: whether the second write
// converts depends on the first (here both do, which the error does not
// work out).
// CHECK: :[[@LINE+11]]:5: error: 'pd_op.exp' op reads a value after 'pd_op.assign_out_' overwrote it in place with one computed from a differentiable input; append-backward follows values, not buffers, and the gradient through this read would be lost: read the written value through its result (whether --inplace-to-functional can undo it depends on the ops around it: docs/passes.md, "inplace-to-functional"){{$}}
// ITF-LABEL: name:"twice"
// ITF-NOT: assign_out_
// ITF: shadow_output
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"twice",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)0} : () -> tensor<3xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)2} : () -> tensor<3xf32>
    (%r0) = "pd_op.assign_out_" (%c, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%e) = "pd_op.exp" (%buf) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%y) = "pd_op.multiply" (%e, %x) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// A training step (a forward, its grad ops, an optimizer's update of the
// parameter with the gradient they computed): the program holds a
// backward already, so the remedy is --strip-backward, which gives the
// forward to differentiate (translator/training-program.test: a 2.x
// ProgramDesc saved for training).
// CHECK: :[[@LINE+13]]:5: error: 'pd_op.sgd_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; it updates a variable with a value computed from a gradient (an optimizer's update: the program holds a backward already): --strip-backward first gives the forward to differentiate{{$}}
// ITF-LABEL: name:"step"
// ITF: "pd_op.sgd_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"step",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w",stop_gradient:[false]} : () -> tensor<3xf32>
    (%lr) = "builtin.parameter" () {parameter_name:"lr",stop_gradient:[true]} : () -> tensor<1xf32>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g) = "pd_op.sum_grad" (%m, %one) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    (%gx, %gw) = "pd_op.multiply_grad" (%x, %w, %g) {} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
    (%w2, %mp) = "pd_op.sgd_" (%w, %lr, %gw, <<NULL VALUE>>) {} : (tensor<3xf32>, tensor<1xf32>, tensor<3xf32>, <<NULL TYPE>>) -> tensor<3xf32>, <<NULL TYPE>>
}

// -----
// The same update with a step that is not a gradient (a hand-made
// direction): not a training program's backward, so no --strip-backward.
// CHECK: :[[@LINE+11]]:5: error: 'pd_op.sgd_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; it has no functional twin, so --inplace-to-functional cannot undo it{{$}}
// ITF-LABEL: name:"hand"
// ITF: "pd_op.sgd_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"hand",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w",stop_gradient:[false]} : () -> tensor<3xf32>
    (%lr) = "builtin.parameter" () {parameter_name:"lr",stop_gradient:[true]} : () -> tensor<1xf32>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%d) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Double)1} : () -> tensor<3xf32>
    (%w2, %mp) = "pd_op.sgd_" (%w, %lr, %d, <<NULL VALUE>>) {} : (tensor<3xf32>, tensor<1xf32>, tensor<3xf32>, <<NULL TYPE>>) -> tensor<3xf32>, <<NULL TYPE>>
}

// -----
// The same where w is read twice: its gradient is the sum of two grad ops'
// results (Paddle's `sum` of @RENAME@ parts), which the update reads, as
// it reads a clipped one: a value computed from gradients.
// CHECK: :[[@LINE+16]]:5: error: 'pd_op.sgd_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value; it updates a variable with a value computed from a gradient (an optimizer's update: the program holds a backward already): --strip-backward first gives the forward to differentiate{{$}}
// ITF-LABEL: name:"twice"
// ITF: "pd_op.sgd_" (
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"twice",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w",stop_gradient:[false]} : () -> tensor<3xf32>
    (%lr) = "builtin.parameter" () {parameter_name:"lr",stop_gradient:[true]} : () -> tensor<1xf32>
    (%m) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%n) = "pd_op.multiply" (%m, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.sum" (%n) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g) = "pd_op.sum_grad" (%n, %one) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    (%gm, %gw1) = "pd_op.multiply_grad" (%m, %w, %g) {} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
    (%gx, %gw2) = "pd_op.multiply_grad" (%x, %w, %gm) {} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, tensor<3xf32>
    (%gw) = "pd_op.add" (%gw1, %gw2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%w2, %mp) = "pd_op.sgd_" (%w, %lr, %gw, <<NULL VALUE>>) {} : (tensor<3xf32>, tensor<1xf32>, tensor<3xf32>, <<NULL TYPE>>) -> tensor<3xf32>, <<NULL TYPE>>
}
