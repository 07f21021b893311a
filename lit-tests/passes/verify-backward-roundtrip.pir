// --verify-backward-roundtrip compares the program with what a pipeline makes of a copy of
// it, and reports the first difference at the input op, with both ops in notes. With
// only-strip=1 the pipeline is strip-backward alone: a program without a backward passes,
// one with a backward fails at its first backward op. (The full round trip, with
// append-backward: lit-tests/roundtrip/.)
// RUN: pir-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(verify-backward-roundtrip{only-strip=1})' %s
// The program itself is left as it was:
// RUN: not pir-opt --split-input-file --pass-pipeline='builtin.module(verify-backward-roundtrip{only-strip=1})' %s 2>/dev/null | FileCheck %s
// CHECK: name:"forward"
// CHECK: "pd_op.if"

{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"forward",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%dead) = "pd_op.sin" (%l) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%t) = "pd_op.tanh" (%l) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%t) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%l) {} : (tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"y"} : (tensor<4xf32>) ->
}

// -----
// expected-error@+1 {{pass 'verify-backward-roundtrip' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<4xf32>) ->
    // expected-error@+3 {{the backward round trip (strip-backward) does not give this program back: an op the round trip removed}}
    // expected-note@+2 {{input:      "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>}}
    // expected-note@+1 {{round trip: (no op)}}
    (%seed) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%xg) = "pd_op.tanh_grad" (%y, %seed) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%xg) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
}

// -----
// A changed op: the instrumented while loses its stack result. Operands are named by the
// comparison (%v1: the first value of both programs, the data x).
// expected-error@+1 {{pass 'verify-backward-roundtrip' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    // expected-error@+3 {{does not give this program back: a different number of results}}
    // expected-note@+2 {{input:      "pd_op.while" (%v1) {} : (tensor<4xf32>) -> tensor<4xf32>, cf.stack (3 regions)}}
    // expected-note@+1 {{round trip: "pd_op.while" (%v1) {} : (tensor<4xf32>) -> tensor<4xf32> (2 regions)}}
    (%w, %ws) = "pd_op.while" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>, cf.stack {
    ^bb0(%i0: tensor<4xf32>):
        (%st) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%i0, %st) {} : (tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%a: tensor<4xf32>, %sa: cf.stack):
        () = "cf.cond_yield" (%c, %a, %sa) {} : (tensor<1xb>, tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%b: tensor<4xf32>, %sb: cf.stack):
        () = "cf.yield" (%b, %sb) {} : (tensor<4xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%w) {output_name:"y"} : (tensor<4xf32>) ->
}
