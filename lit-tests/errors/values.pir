// Value errors: undefined values, values used outside the region that
// defines them, definitions of names still in view, type mismatches between
// a value and the signature (docs/text-format.md 3.1-3.3). One case per split.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// A value used but never defined (the default without --allow-undefined-values).
{
    // expected-error@+1 {{use of undefined value '%7'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// A value used before its definition.
{
    // expected-error@+1 {{use of undefined value '%1'}}
    (%0) = "pd_op.relu" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}

// -----
// A value defined in the then-region of an if, used in its else-region.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    } else {
        // expected-error@+1 {{value '%2' is not visible here: it is defined at 25:10 inside a region that does not enclose this use}}
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    }
}

// -----
// A value defined in the then-region of an if, used after the if.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
    // expected-error@+1 {{value '%2' is not visible here}}
    (%3) = "pd_op.logical_not" (%2) {} : (tensor<1xb>) -> tensor<1xb>
}

// -----
// A block argument of a while body, used after the loop.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.while" (cond=%0, inputs=%0) {
    ^%arg_0
        () = "cf.yield" (%arg_0, %arg_0) {} : (tensor<1xb>, tensor<1xb>) ->
    }
    // expected-error@+1 {{value '%arg_0' is not visible here: it is defined at 52:6 inside a region that does not enclose this use}}
    (%2) = "pd_op.logical_not" (%arg_0) {} : (tensor<1xb>) -> tensor<1xb>
}

// -----
// A value of a while body, used after the loop.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.while" (cond=%0, inputs=%0) {
    ^%arg_0
        (%2) = "pd_op.logical_not" (%arg_0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%2, %2) {} : (tensor<1xb>, tensor<1xb>) ->
    }
    // expected-error@+1 {{value '%2' is not visible here}}
    () = "builtin.shadow_output" (%2) {output_name:"x"} : (tensor<1xb>) ->
}

// -----
// A value defined twice in the same block.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{redefinition of value '%0' (first defined at 75:6)}}
    (%0) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// Two results of one op with the same name.
{
    // expected-error@+1 {{redefinition of value '%5'}}
    (%5, %5) = "test.two" () {} : () -> f32, f32
}

// -----
// A name still in view redefined inside a nested region.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        // expected-error@+1 {{redefinition of value '%0' (first defined at 90:6)}}
        (%0) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
}

// -----
// A block argument with the name of a value in view.
{
    (%0) = "test.a" () {} : () -> f32
    () = "test.r" () {} : () -> {
    // expected-error@+1 {{redefinition of value '%0'}}
    ^bb0(%0: f32):
    }
}

// -----
// The signature disagrees with the type of the value.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{type of operand #0 (%0) is tensor<2xf32>, but the signature says tensor<3xf32>}}
    (%1) = "pd_op.relu" (%0) {} : (tensor<3xf32>) -> tensor<3xf32>
}

// -----
// The second operand's type is wrong (element type), in an old spelling.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{type of operand #1 (%0) is tensor<2xf32>, but the signature says tensor<2xf16>}}
    (%1) = "pd_op.add" (%0, %0) {} : (pd_op.tensor<2xf32>, pd_op.tensor<2xf16>) -> tensor<2xf32>
}

// -----
// A null operand must have the null type.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{operand #1 is <<NULL VALUE>>, so its type must be <<NULL TYPE>>}}
    (%1) = "test.n" (%0, <<NULL VALUE>>) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}

// -----
// In a region of several blocks, a value may not be used in an earlier block.
{
    () = "test.cfg" () {} : () -> {
    ^bb0:
        // expected-error@+1 {{use of undefined value '%1'}}
        () = "test.use" (%1) {} : (f32) ->
    ^bb1:
        (%1) = "test.def" () {} : () -> f32
    }
}

// -----
// A successor naming a block its region does not define.
{
    () = "test.cfg" () {} : () -> {
    ^bb0:
        // expected-error@+1 {{reference to undefined block '^bb9'}}
        () = "test.br" () [^bb0, ^bb9] {} : () ->
    }
}

// -----
// A successor naming a block of the enclosing region.
{
    () = "test.cfg" () {} : () -> {
    ^outer:
        () = "test.inner" () {} : () -> {
            // expected-error@+1 {{reference to undefined block '^outer'}}
            () = "test.br" () [^outer] {} : () ->
        }
    }
}

// -----
// A block label defined twice.
{
    () = "test.cfg" () {} : () -> {
    ^bb0:
        () = "test.br" () [^bb0] {} : () ->
    // expected-error@+1 {{redefinition of block '^bb0'}}
    ^bb0:
    }
}

// -----
// Paddle's '^%arg_0' line for an op that cannot type its block arguments.
{
    () = "pd_op.pylayer" () {} : () -> {
    // expected-error@+1 {{cannot tell the type of block argument '%arg_0' of 'pd_op.pylayer'; write ^bb0(%arg_0: type)}}
    ^%arg_0
    }
}

// -----
// Block arguments after the first op of the block.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.while" (cond=%0, inputs=%0) {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
    // expected-error@+1 {{block arguments must come first in the block}}
    ^%arg_0
        () = "cf.yield" (%2, %2) {} : (tensor<1xb>, tensor<1xb>) ->
    }
}

// -----
// %01 is not %1: only plain decimal numbers share the reader's number table.
{
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{use of undefined value '%01'}}
    (%2) = "pd_op.relu" (%01) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// An op head read from the raw text (parser.c, fastHead) is checked as any:
// the operand's type against the signature, the result's redefinition.
{
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    (%2) = "pd_op.tanh" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error@+1 {{type of operand #1 (%1) is tensor<2xf32>, but the signature says tensor<3xf32>}}
    (%3) = "pd_op.add" (%2, %1) {} : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
}

// -----
{
    (%1) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{redefinition of value '%1' (first defined at}}
    (%1) = "pd_op.tanh" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// Where a redefined name was first defined is found again from its op
// (the reader keeps four bytes a value): the second result of an op.
{
    (%0, %1) = "test.two" () {} : () -> f32, f32
    // expected-error@+1 {{redefinition of value '%1' (first defined at 229:10)}}
    (%1) = "test.one" () {} : () -> f32
}

// -----
// A result list written over two lines.
{
    (%0,
        %1) = "test.two" () {} : () -> f32, f32
    // expected-error@+1 {{redefinition of value '%1' (first defined at 238:9)}}
    (%1) = "test.one" () {} : () -> f32
}

// -----
// A named value whose name is a prefix of another on the same line.
{
    (%x_1, %x) = "test.two" () {} : () -> f32, f32
    // expected-error@+1 {{redefinition of value '%x' (first defined at 246:12)}}
    (%x) = "test.one" () {} : () -> f32
}

// -----
// A name defined in a region that closed, defined again in a sibling
// region that closed too: a use after both names the last definition
// (lib/text/parser.c, NAME_CLOSED; lit-tests/text-format/reused-names.pir).
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%5) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%5) {} : (tensor<1xb>) ->
    } else {
        (%5) = "pd_op.logical_and" (%0, %0) {} : (tensor<1xb>, tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%5) {} : (tensor<1xb>) ->
    }
    // expected-error@+1 {{value '%5' is not visible here: it is defined at 261:10 inside a region}}
    () = "pd_op.fetch" (%5) {name:"out"} : (tensor<1xb>) ->
}
