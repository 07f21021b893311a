// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// pd_op.if verification (dialects/hooks/control_flow.c verifyIf, docs/design.md §3.3):
// every rule, one case per split. Each error is reported on the if's line.

// The then branch forwards one value, the if has two results.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op then region's 'cf.yield' forwards 1 value, but it must forward 2 (the op's results)}}
    (%2, %3) = "pd_op.if" (%0) {} -> tensor<1xf32>, tensor<1xf32> {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } else {
        () = "cf.yield" (%1, %1) {} : (tensor<1xf32>, tensor<1xf32>) ->
    }
}

// -----
// The else branch forwards too many values.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op else region's 'cf.yield' forwards 2 values, but it must forward 1 (the op's results)}}
    (%2) = "pd_op.if" (%0) {} -> tensor<1xf32> {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } else {
        () = "cf.yield" (%1, %1) {} : (tensor<1xf32>, tensor<1xf32>) ->
    }
}

// -----
// Yield type mismatch: the design's Python example of §3.3 as written, where
// the else branch returns float32/int64 tensors of other shapes.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op else region's 'cf.yield' operand #0 has type tensor<3x4xf32>, but result #0 has type tensor<1x2xi32>}}
    (%1, %2) = "pd_op.if" (%0) {} -> tensor<1x2xi32>, tensor<2x3xb> {
        (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
        () = "cf.yield" (%3, %4) {} : (tensor<1x2xi32>, tensor<2x3xb>) ->
    } else {
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],value:(Double)3} : () -> tensor<3x4xf32>
        (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,5],value:(Double)2} : () -> tensor<4x5xi64>
        () = "cf.yield" (%5, %6) {} : (tensor<3x4xf32>, tensor<4x5xi64>) ->
    }
}

// -----
// Missing terminator: an if with results needs cf.yield in both branches.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op then region must end with 'cf.yield' forwarding 1 value (the op's results), but its last op is 'pd_op.full'}}
    (%1) = "pd_op.if" (%0) {} -> tensor<1xf32> {
        (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    } else {
        (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
        () = "cf.yield" (%3) {} : (tensor<1xf32>) ->
    }
}

// -----
// An empty else branch is allowed only when the if has no results.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op else region must end with 'cf.yield' forwarding 1 value (the op's results), but it is empty}}
    (%1) = "pd_op.if" (%0) {} -> tensor<1xf32> {
        (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
        () = "cf.yield" (%2) {} : (tensor<1xf32>) ->
    } else {
    }
}

// -----
// Terminator not last: ops after cf.yield. Two rules fail: the yield is not
// the last op (reported on the yield), and the branch does not end with it.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op then region must end with 'cf.yield' forwarding 1 value (the op's results), but its last op is 'pd_op.full'}}
    (%1) = "pd_op.if" (%0) {} -> tensor<1xf32> {
        (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
        // expected-error@+1 {{'cf.yield' op is a terminator but is not the last op of its block}}
        () = "cf.yield" (%2) {} : (tensor<1xf32>) ->
        (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    } else {
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
        () = "cf.yield" (%4) {} : (tensor<1xf32>) ->
    }
}

// -----
// A branch ends with the loop terminator instead of cf.yield.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op then region must end with 'cf.yield' forwarding 1 value (the op's results), but its last op is 'cf.cond_yield'}}
    (%2) = "pd_op.if" (%0) {} -> tensor<1xf32> {
        () = "cf.cond_yield" (%0, %1) {} : (tensor<1xb>, tensor<1xf32>) ->
    } else {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    }
}

// -----
// With two regions the branches take no block arguments.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op then region's block must have no arguments, but has 1}}
    (%1) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32> {
    ^bb0(%a: tensor<1xf32>):
        () = "cf.yield" (%a) {} : (tensor<1xf32>) ->
    } {
        (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
        () = "cf.yield" (%2) {} : (tensor<1xf32>) ->
    }
}

// -----
// A branch has exactly one block.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op else region must have exactly one block, but has 2}}
    (%2) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32> {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } {
    ^bb0:
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    ^bb1:
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    }
}

// -----
// The condition must be a bool tensor (operand type constraint of the YAML
// definition: cond is bool_tensor).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op operand #0 ('cond') must be bool_tensor, but has type tensor<1xf32>}}
    () = "pd_op.if" (%0) {} -> {
    } else {
    }
}

// -----
// Region count: an if has 2 or 3 regions.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op expects 2 to 3 regions, but has 1}}
    () = "pd_op.if" (%0) {} : (tensor<1xb>) -> {
    }
}

// -----
// Three regions (init, then, else): the last result must be the stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op has an init region, so its last result must be the stack (type cf.stack), but result #0 has type tensor<1xf32>}}
    (%2) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32> {
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s) {} : (cf.stack) ->
    } {
    ^bb0(%a: cf.stack):
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } {
    ^bb0(%b: cf.stack):
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    }
}

// -----
// Three regions: the init region forwards exactly the stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op init region's 'cf.yield' forwards 2 values, but it must forward 1 (the new stack)}}
    (%2, %3) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32>, cf.stack {
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s, %1) {} : (cf.stack, tensor<1xf32>) ->
    } {
    ^bb0(%a: cf.stack):
        () = "cf.yield" (%1, %a) {} : (tensor<1xf32>, cf.stack) ->
    } {
    ^bb0(%b: cf.stack):
        () = "cf.yield" (%1, %b) {} : (tensor<1xf32>, cf.stack) ->
    }
}

// -----
// Three regions: the init region yields something that is not a stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op init region's 'cf.yield' operand #0 has type tensor<1xf32>, but the stack (result #1) has type cf.stack}}
    (%2, %3) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32>, cf.stack {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } {
    ^bb0(%a: cf.stack):
        () = "cf.yield" (%1, %a) {} : (tensor<1xf32>, cf.stack) ->
    } {
    ^bb0(%b: cf.stack):
        () = "cf.yield" (%1, %b) {} : (tensor<1xf32>, cf.stack) ->
    }
}

// -----
// Three regions: then and else take the stack as their only block argument.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op then region's block has 0 arguments, but it must have 1 (the stack forwarded by the init region)}}
    (%2, %3) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32>, cf.stack {
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s) {} : (cf.stack) ->
    } {
        () = "cf.yield" (%1, %1) {} : (tensor<1xf32>, tensor<1xf32>) ->
    } {
    ^bb0(%b: cf.stack):
        () = "cf.yield" (%1, %b) {} : (tensor<1xf32>, cf.stack) ->
    }
}

// -----
// Three regions: the branch's block argument has the wrong type.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if' op else region's block argument #0 has type cf.inlet, but the stack forwarded by the init region has type cf.stack}}
    (%2, %3) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xf32>, cf.stack {
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s) {} : (cf.stack) ->
    } {
    ^bb0(%a: cf.stack):
        () = "cf.yield" (%1, %a) {} : (tensor<1xf32>, cf.stack) ->
    } {
    ^bb0(%b: cf.inlet):
        () = "cf.yield" (%1, %1) {} : (tensor<1xf32>, tensor<1xf32>) ->
    }
}

// -----
// Three regions: the init block takes no arguments.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op init region's block must have no arguments, but has 1}}
    (%1) = "pd_op.if" (%0) {} : (tensor<1xb>) -> cf.stack {
    ^bb0(%x: tensor<1xb>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%s) {} : (cf.stack) ->
    } {
    ^bb0(%a: cf.stack):
        () = "cf.yield" (%a) {} : (cf.stack) ->
    } {
    }
}

// -----
// pd_op.if_grad follows the same rules: a branch that forwards a value the
// if_grad has no result for.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.if_grad' op then region's 'cf.yield' forwards 1 value, but it must forward 0 (the op's results)}}
    () = "pd_op.if_grad" (%0) {} : (tensor<1xb>) -> {
        () = "cf.yield" (%1) {} : (tensor<1xf32>) ->
    } {
    }
}
