// Views and in-place writes (docs/passes.md, "Inplace writes"): reshape's
// result is a view of its operand, one buffer with it, so a write of
// either name in place changes what the other holds. --append-backward
// follows values, not buffers: a read of one name after a write of the
// other, or a write of a buffer a grad op reads through a view later, is
// refused at the op, in straight line, in a while body and in an if
// branch. The last case is left alone (a grad op reading the view for its
// shape only, the write keeping the written name's type), and its
// gradient matches central differences.
// RUN: pir-opt --split-input-file --verify-diagnostics --append-backward %s
// RUN: python3 %scripts/grad-check.py %S/Inputs/view-shape-read.pir | FileCheck %s
// CHECK: x@GRAD: worst relative error
// CHECK: grad-check: ok

// The view read after sin_ wrote its base.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
    (%w) = "pd_op.sin_" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.sin_' overwrote it in place; append-backward follows values, not buffers}}
    (%e) = "pd_op.exp" (%v) {} : (tensor<6xf64>) -> tensor<6xf64>
    (%s) = "pd_op.sum" (%e) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<6xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A write through the view, then a read of its base.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
    (%w) = "pd_op.sin_" (%v) {} : (tensor<6xf64>) -> tensor<6xf64>
    // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.sin_' overwrote it in place; append-backward follows values, not buffers}}
    (%e) = "pd_op.exp" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%s) = "pd_op.sum" (%e) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// A write of the base after a grad op's read of the view's values
// (multiply_grad reads v): the backward would see the new values.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%t) = "pd_op.scale" (%x) {bias:(Float)0.25,bias_after_scale:true,scale:(Float)3} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
    (%q) = "pd_op.multiply" (%v, %v) {} : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    // expected-error@+1 {{'pd_op.sin_' op overwrites in place a value the backward of 'pd_op.multiply' (an earlier op) reads, so the gradient would use the new value}}
    (%w) = "pd_op.sin_" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%s) = "pd_op.sum" (%q) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<6xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// The view read after a write of its base, in a while body.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<2x3xf64>) -> tensor<1xi64>, tensor<2x3xf64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<2x3xf64>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<2x3xf64>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<2x3xf64>):
        (%t) = "pd_op.tanh" (%b2) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[2,3]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%w) = "pd_op.sin_" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.sin_' overwrote it in place; append-backward follows values, not buffers}}
        (%e) = "pd_op.exp" (%v) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %e) {} : (tensor<1xi64>, tensor<2x3xf64>) ->
    }
    (%s) = "pd_op.sum" (%h) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// The view read after a write of its base, in an if branch.
// expected-error@+1 {{pass 'append-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<6xf64> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        (%v) = "pd_op.reshape" (%t) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
        (%w) = "pd_op.sin_" (%t) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
        // expected-error@+1 {{'pd_op.exp' op reads a value after 'pd_op.sin_' overwrote it in place; append-backward follows values, not buffers}}
        (%e) = "pd_op.exp" (%v) {} : (tensor<6xf64>) -> tensor<6xf64>
        () = "cf.yield" (%e) {} : (tensor<6xf64>) ->
    } else {
        (%v2) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf64>) -> tensor<6xf64>
        () = "cf.yield" (%v2) {} : (tensor<6xf64>) ->
    }
    (%s) = "pd_op.sum" (%y) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<6xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}
