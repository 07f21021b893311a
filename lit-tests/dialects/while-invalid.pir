// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// pd_op.while verification (dialects/hooks/control_flow.c verifyWhile): Paddle's
// printed form (cond operand, one body region) and the design form of
// docs/design.md §3.4 ([init,] cond, body regions); one rule per split. Each error is
// reported on the while's line.

// Paddle's form: the condition (operand #0) must be a bool tensor.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op operand #0 (the loop condition) must be a bool tensor such as tensor<1xb>, but has type tensor<1xf32>}}
    (%3) = "pd_op.while" (cond=%f, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.less_than" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%4, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: one result per loop input (operands after the condition).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op has 2 loop inputs (operands after the condition), but 1 result; they must match one to one}}
    (%3) = "pd_op.while" (%2, %0, %1) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: a loop input and its result differ in type.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op operand #1 (loop input #0) has type tensor<1xi64>, but result #0 has type tensor<1xf32>}}
    (%3) = "pd_op.while" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) -> tensor<1xf32> {
    ^bb0(%a: tensor<1xf32>):
        () = "cf.yield" (%2, %a) {} : (tensor<1xb>, tensor<1xf32>) ->
    }
}

// -----
// Paddle's form: the body block has one argument per loop value.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's block has 0 arguments, but it must have 1 (the loop values)}}
    (%3) = "pd_op.while" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) -> tensor<1xi64> {
        () = "cf.yield" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: body block argument type mismatch.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's block argument #0 has type tensor<1xf32>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xf32>):
        () = "cf.yield" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: the body's cf.yield forwards the next condition, then the loop values.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's 'cf.yield' forwards 0 values after the condition, but it must forward 1 (the loop values)}}
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.add" (%arg_0, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%4) {} : (tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: the first operand of the body's cf.yield must be a bool tensor.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op operand #0 of the body region's 'cf.yield' (the next loop condition) must be a bool tensor such as tensor<1xb>, but has type tensor<1xi64>}}
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        () = "cf.yield" (%arg_0, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) ->
    }
}

// -----
// Paddle's form: yield type mismatch (the body forwards a float for an int64 loop value).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's 'cf.yield' operand #1 has type tensor<1xf32>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.less_than" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%4, %f) {} : (tensor<1xb>, tensor<1xf32>) ->
    }
}

// -----
// Missing terminator: the body does not end with cf.yield.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region must end with 'cf.yield' forwarding 1 value (the loop values), but its last op is 'pd_op.add'}}
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.add" (%arg_0, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    }
}

// -----
// Paddle's form needs the condition operand.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op with one region (Paddle's form) expects the condition as operand #0, but has no operands}}
    () = "pd_op.while" () {} : () -> {
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    }
}

// -----
// Design form without init: the results are the loop values, one per operand.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op has 1 operand but 2 results; without an init region the results are the loop values and must match the operands one to one}}
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>, %d: tensor<1xi64>):
        () = "cf.yield" (%c, %d) {} : (tensor<1xi64>, tensor<1xi64>) ->
    }
}

// -----
// Design form: the cond region ends with cf.cond_yield, not cf.yield.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op cond region must end with 'cf.cond_yield' forwarding 1 value (the loop values), but its last op is 'cf.yield'}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>):
        () = "cf.yield" (%c) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: the condition forwarded by cf.cond_yield must be a bool tensor.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op operand #0 of the cond region's 'cf.cond_yield' (the loop condition) must be a bool tensor such as tensor<1xb>, but has type tensor<1xi64>}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        // expected-error@+1 {{'cf.cond_yield' op operand #0 ('cond') must be bool_tensor, but has type tensor<1xi64>}}
        () = "cf.cond_yield" (%a, %a) {} : (tensor<1xi64>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>):
        () = "cf.yield" (%c) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: cf.cond_yield forwards the loop values after the condition.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op cond region's 'cf.cond_yield' forwards 0 values after the condition, but it must forward 1 (the loop values)}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2) {} : (tensor<1xb>) ->
    } {
    ^bb0(%c: tensor<1xi64>):
        () = "cf.yield" (%c) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: cond block argument type mismatch.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op cond region's block argument #0 has type tensor<1xf32>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xf32>):
        () = "cf.cond_yield" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>):
        () = "cf.yield" (%c) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: while body argument mismatch (count).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's block has 2 arguments, but it must have 1 (the loop values)}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>, %d: tensor<1xi64>):
        () = "cf.yield" (%c) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: while body argument mismatch (type).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's block argument #0 has type tensor<1xb>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xb>):
        () = "cf.yield" (%0) {} : (tensor<1xi64>) ->
    }
}

// -----
// Design form: the body's cf.yield forwards a value of the wrong type.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op body region's 'cf.yield' operand #0 has type tensor<1xf32>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>):
        () = "cf.yield" (%f) {} : (tensor<1xf32>) ->
    }
}

// -----
// Design form: an initial loop value (operand) and its result differ in type.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op operand #0 (initial loop value) has type tensor<1xi64>, but result #0 has type tensor<1xf32>}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xf32> {
    ^bb0(%a: tensor<1xf32>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xf32>) ->
    } {
    ^bb0(%c: tensor<1xf32>):
        () = "cf.yield" (%c) {} : (tensor<1xf32>) ->
    }
}

// -----
// Design form with init: one result more than operands (the stack).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op has an init region, so it must have one result more than operands (the loop values, then the stack), but has 1 operand and 1 result}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%x: tensor<1xi64>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%x, %s) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%a: tensor<1xi64>, %sa: cf.stack):
        () = "cf.cond_yield" (%2, %a, %sa) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%c: tensor<1xi64>, %sc: cf.stack):
        () = "cf.yield" (%c, %sc) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// -----
// Design form with init: the last result is the stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op has an init region, so its last result must be the stack (type cf.stack), but result #1 has type tensor<1xi64>}}
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64> {
    ^bb0(%x: tensor<1xi64>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%x, %s) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%a: tensor<1xi64>, %sa: cf.stack):
        () = "cf.cond_yield" (%2, %a, %sa) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%c: tensor<1xi64>, %sc: cf.stack):
        () = "cf.yield" (%c, %sc) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// -----
// Design form with init: the init block takes the operands.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op init region's block has 0 arguments, but it must have 1 (the op's operands)}}
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%0, %s) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%a: tensor<1xi64>, %sa: cf.stack):
        () = "cf.cond_yield" (%2, %a, %sa) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%c: tensor<1xi64>, %sc: cf.stack):
        () = "cf.yield" (%c, %sc) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// -----
// Design form with init: the init region forwards the operands and the new stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op init region's 'cf.yield' forwards 1 value, but it must forward 2 (the loop values)}}
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%x: tensor<1xi64>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%x) {} : (tensor<1xi64>) ->
    } {
    ^bb0(%a: tensor<1xi64>, %sa: cf.stack):
        () = "cf.cond_yield" (%2, %a, %sa) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%c: tensor<1xi64>, %sc: cf.stack):
        () = "cf.yield" (%c, %sc) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// -----
// Design form with init: cond takes the stack as a loop value too.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op cond region's block has 1 argument, but it must have 2 (the loop values)}}
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%x: tensor<1xi64>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%x, %s) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xi64>, %sc: cf.stack):
        () = "cf.yield" (%c, %sc) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// -----
// Region count: a while has 1 to 3 regions.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while' op expects 1 to 3 regions, but has 4}}
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    } {
    } {
    } {
    }
}

// -----
// pd_op.while_grad follows the rules of pd_op.while.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.while_grad' op body region's block argument #0 has type tensor<1xf32>, but loop value #0 has type tensor<1xi64>}}
    (%3) = "pd_op.while_grad" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        () = "cf.cond_yield" (%2, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%c: tensor<1xf32>):
        () = "cf.yield" (%0) {} : (tensor<1xi64>) ->
    }
}

// -----
// cf.cond_yield and cf.yield end a region of an op; not the program.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>
    // expected-error@+1 {{'cf.cond_yield' op must be the terminator of a region of an op (if, while, ...), not at the top level of the program}}
    () = "cf.cond_yield" (%2, %0) {} : (tensor<1xb>, tensor<1xi64>) ->
}
