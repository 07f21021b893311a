// --strip-backward refuses, with an error at the op, an init region that does more than
// create stacks: without it the op would not mean the same.
// RUN: pir-opt --split-input-file --strip-backward --verify-diagnostics %s

// expected-error@+1 {{pass 'strip-backward' failed}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    // expected-error@+1 {{cannot strip the backward: its init region computes more than the stacks it creates}}
    (%w, %ws) = "pd_op.while" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>, cf.stack {
    ^bb0(%i0: tensor<4xf32>):
        (%t) = "pd_op.tanh" (%i0) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%st) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%t, %st) {} : (tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%a: tensor<4xf32>, %sa: cf.stack):
        () = "cf.cond_yield" (%c, %a, %sa) {} : (tensor<1xb>, tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%b: tensor<4xf32>, %sb: cf.stack):
        () = "cf.yield" (%b, %sb) {} : (tensor<4xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%w) {output_name:"y"} : (tensor<4xf32>) ->
}
