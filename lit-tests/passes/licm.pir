// RUN: pir-opt --split-input-file --loop-invariant-code-motion %s | FileCheck %s
// RUN: pir-opt --split-input-file --loop-invariant-code-motion --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: pir-opt --split-input-file --loop-invariant-code-motion=remove-invariant-values=0 %s | FileCheck %s --check-prefix=KEEP
// RUN: pir-opt --split-input-file --loop-invariant-code-motion %s | pir-opt --split-input-file --loop-invariant-code-motion --pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
//
// What --loop-invariant-code-motion changes (docs/passes.md,
// "loop-invariant-code-motion"); licm-keep.pir has what it must leave alone.
// Each chunk's outputs are also run through pir-run before and after the pass
// (licm-run.test).

// 1. Paddle's form: %ten is carried but every iteration yields its own
// argument back, so the loop value goes and its uses (in the body and after
// the loop) read %ten. The full, the tanh of the parameter and the multiply
// of that (a chain) read nothing the loop defines: they move before the
// while, in order. The adds read the loop's arguments and stay.
{
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%ten) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%zero, %ten) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i, %t, %h) = "pd_op.while" (cond=%c0, inputs=%zero, %ten, %w) {
        ^%a, %b, %hh
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%tw) = "pd_op.tanh" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%tw2) = "pd_op.multiply" (%tw, %tw) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%nh) = "pd_op.add" (%hh, %tw2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%ni) = "pd_op.add" (%a, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.less_than" (%ni, %b) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%nc, %ni, %b, %nh) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%i) {output_name:"i"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%h) {output_name:"h"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: {
// CHECK-NEXT: (%0) = "builtin.parameter"
// CHECK-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)0}
// CHECK-NEXT: (%2) = "pd_op.full" () {{.*}}value:(Double)10}
// CHECK-NEXT: (%3) = "pd_op.less_than" (%1, %2)
// CHECK-NEXT: (%4) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%5) = "pd_op.tanh" (%0)
// CHECK-NEXT: (%6) = "pd_op.multiply" (%5, %5)
// CHECK-NEXT: (%7, %8) = "pd_op.while" (cond=%3, inputs=%1, %0) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: (%9) = "pd_op.add" (%arg_1, %6)
// CHECK-NEXT: (%10) = "pd_op.add" (%arg_0, %4)
// CHECK-NEXT: (%11) = "pd_op.less_than" (%10, %2)
// CHECK-NEXT: () = "cf.yield" (%11, %10, %9) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: () = "builtin.shadow_output" (%7) {output_name:"i"}
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"t"}
// CHECK-NEXT: () = "builtin.shadow_output" (%8) {output_name:"h"}
// CHECK-NEXT: {{^ *}}}{{$}}

// -----
// 2. The design form of docs/design.md §3.4 (seed 001 §2.3): %ten is dropped
// from the loop values of both regions and cond reads the outer value; the
// pd.const(1) (pd_op.full) leaves the body.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2, %3) = "pd_op.while" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64> {
    ^bb0(%arg1: tensor<1xi64>, %arg2: tensor<1xi64>):
        (%4) = "pd_op.less_than" (%arg1, %arg2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%4, %arg1, %arg2) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    } {
    ^bb1(%arg1: tensor<1xi64>, %arg2: tensor<1xi64>):
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%6) = "pd_op.add" (%arg1, %5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%6, %arg2) {} : (tensor<1xi64>, tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%2) {output_name:"i"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%3) {output_name:"ten"} : (tensor<1xi64>) ->
}
// With remove-invariant-values=0 the loop values stay; the full still moves.
// KEEP-LABEL: // -----
// KEEP-NEXT: {
// KEEP-NEXT: (%0) = "pd_op.full" () {{.*}}value:(Double)0}
// KEEP-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)10}
// KEEP-NEXT: (%2) = "pd_op.full" () {{.*}}value:(Double)1}
// KEEP-NEXT: (%3, %4) = "pd_op.while" (%0, %1)
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {{.*}}value:(Double)0}
// CHECK-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)10}
// CHECK-NEXT: (%2) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%4) = "pd_op.less_than" (%arg_0, %1)
// CHECK-NEXT: () = "cf.cond_yield" (%4, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>):
// CHECK-NEXT: (%5) = "pd_op.add" (%arg_1, %2)
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<1xi64>) ->
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"i"}
// CHECK-NEXT: () = "builtin.shadow_output" (%1) {output_name:"ten"}
// CHECK-NEXT: {{^ *}}}{{$}}

// -----
// 3. cond runs whenever the loop does, so what it computes from outer values
// moves out even when it could fail (divide is not Speculatable: an integer
// division by zero is an error): it would have run, and failed, anyway. The
// same divide in the body stays (licm-keep.pir).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%r) = "pd_op.while" (%x) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        (%lim) = "pd_op.divide" (%x, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%k) = "pd_op.greater_than" (%a, %lim) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%k, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb1(%b: tensor<1xi64>):
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%n) = "pd_op.subtract" (%b, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%n) {} : (tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<1xi64>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)2}
// CHECK-NEXT: (%2) = "pd_op.divide" (%0, %1)
// CHECK-NEXT: (%3) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%4) = "pd_op.while" (%0)
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%5) = "pd_op.greater_than" (%arg_0, %2)
// CHECK-NEXT: () = "cf.cond_yield" (%5, %arg_0)
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>):
// CHECK-NEXT: (%6) = "pd_op.subtract" (%arg_1, %3)
// CHECK-NEXT: () = "cf.yield" (%6)
// CHECK-NEXT: {{^ *}}}{{$}}

// -----
// 4. Three regions (init, cond, body: an instrumented loop, docs/design.md
// §3.7): the invariant %lim goes from the operands, init's arguments and
// yield, and cond's and body's loop values; the stack stays the last loop
// value and result. The push stays (SideEffect), and so does the exp of the
// loop argument it pushes. (A loop value pushed itself would be a value that
// may be written: the analysis ties all loop values of one loop together, so
// none would go.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf32>
    (%lim) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xf32>
    (%r, %l, %st) = "pd_op.while" (%x, %lim) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>, tensor<1xf32>, cf.stack {
    ^bb0(%i0: tensor<1xf32>, %i1: tensor<1xf32>):
        (%s) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%i0, %i1, %s) {} : (tensor<1xf32>, tensor<1xf32>, cf.stack) ->
    } {
    ^bb1(%a: tensor<1xf32>, %b: tensor<1xf32>, %as: cf.stack):
        (%k) = "pd_op.less_than" (%a, %b) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
        () = "cf.cond_yield" (%k, %a, %b, %as) {} : (tensor<1xb>, tensor<1xf32>, tensor<1xf32>, cf.stack) ->
    } {
    ^bb2(%c: tensor<1xf32>, %d: tensor<1xf32>, %cs: cf.stack):
        (%e) = "pd_op.exp" (%c) {} : (tensor<1xf32>) -> tensor<1xf32>
        () = "cf.push_back" (%cs, %e) {} : (cf.stack, tensor<1xf32>) ->
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf32>
        (%n) = "pd_op.add" (%c, %one) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
        () = "cf.yield" (%n, %d, %cs) {} : (tensor<1xf32>, tensor<1xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<1xf32>) ->
    () = "builtin.shadow_output" (%l) {output_name:"l"} : (tensor<1xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)3}
// CHECK-NEXT: (%2) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xf32>):
// CHECK-NEXT: (%5) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.yield" (%arg_0, %5) {} : (tensor<1xf32>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xf32>, %arg_2: cf.stack):
// CHECK-NEXT: (%6) = "pd_op.less_than" (%arg_1, %1)
// CHECK-NEXT: () = "cf.cond_yield" (%6, %arg_1, %arg_2) {} : (tensor<1xb>, tensor<1xf32>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_3: tensor<1xf32>, %arg_4: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.exp" (%arg_3)
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %7)
// CHECK-NEXT: (%8) = "pd_op.add" (%arg_3, %2)
// CHECK-NEXT: () = "cf.yield" (%8, %arg_4) {} : (tensor<1xf32>, cf.stack) ->
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"r"}
// CHECK-NEXT: () = "builtin.shadow_output" (%1) {output_name:"l"}
// CHECK-NEXT: {{^ *}}}{{$}}

// -----
// 5. A while in a while: the inner loop's invariant ops move to the outer
// body first, and out of the outer loop when they are invariant there too
// (the sigmoid of x); the multiply by the outer argument stops in the outer
// body. The inner loop's %lim goes (the inner body yields it back), and so
// does the outer one's (%l), which makes the inner loop's reads of it outer
// reads.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%lim) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%zero, %lim) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%oi, %ol, %oh) = "pd_op.while" (cond=%c0, inputs=%zero, %lim, %x) {
        ^%i, %l, %h
        (%ii, %il, %ih) = "pd_op.while" (cond=%c0, inputs=%zero, %l, %h) {
            ^%j, %m, %g
            (%sx) = "pd_op.sigmoid" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
            (%sh) = "pd_op.multiply" (%sx, %h) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
            (%ng) = "pd_op.add" (%g, %sh) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
            (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
            (%nj) = "pd_op.add" (%j, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%nk) = "pd_op.less_than" (%nj, %m) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%nk, %nj, %m, %ng) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>, tensor<4xf32>) ->
        }
        (%one2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%ni) = "pd_op.add" (%i, %one2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.less_than" (%ni, %l) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%nc, %ni, %l, %ih) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%oh) {output_name:"h"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.full" () {{.*}}value:(Double)0}
// CHECK-NEXT: (%2) = "pd_op.full" () {{.*}}value:(Double)3}
// CHECK-NEXT: (%3) = "pd_op.less_than" (%1, %2)
// CHECK-NEXT: (%4) = "pd_op.sigmoid" (%0)
// CHECK-NEXT: (%5) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%6) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%7, %8) = "pd_op.while" (cond=%3, inputs=%1, %0) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: (%9) = "pd_op.multiply" (%4, %arg_1)
// CHECK-NEXT: (%10, %11) = "pd_op.while" (cond=%3, inputs=%1, %arg_1) {
// CHECK-NEXT: ^%arg_2, %arg_3
// CHECK-NEXT: (%12) = "pd_op.add" (%arg_3, %9)
// CHECK-NEXT: (%13) = "pd_op.add" (%arg_2, %5)
// CHECK-NEXT: (%14) = "pd_op.less_than" (%13, %2)
// CHECK-NEXT: () = "cf.yield" (%14, %13, %12)
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: (%15) = "pd_op.add" (%arg_0, %6)
// CHECK-NEXT: (%16) = "pd_op.less_than" (%15, %2)
// CHECK-NEXT: () = "cf.yield" (%16, %15, %11)
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: () = "builtin.shadow_output" (%8) {output_name:"h"}
// CHECK-NEXT: {{^ *}}}{{$}}

// -----
// 6. vtensor values are never written: after the value-semantics passes, a
// loop over vtensors hoists the same way.
{
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)0.5} : () -> vtensor<2xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%r) = "pd_op.while" (cond=%c, inputs=%x) {
        ^%a
        (%e) = "pd_op.exp" (%x) {} : (vtensor<2xf32>) -> vtensor<2xf32>
        (%n) = "pd_op.add" (%a, %e) {} : (vtensor<2xf32>, vtensor<2xf32>) -> vtensor<2xf32>
        (%f) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xb>
        () = "cf.yield" (%f, %n) {} : (tensor<1xb>, vtensor<2xf32>) ->
    }
    (%t) = "pd_op.to_tensor" (%r) {} : (vtensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%t) {output_name:"r"} : (tensor<2xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full"
// CHECK-NEXT: (%1) = "pd_op.data"
// CHECK-NEXT: (%2) = "pd_op.exp" (%0)
// CHECK-NEXT: (%3) = "pd_op.full"
// CHECK-NEXT: (%4) = "pd_op.while" (cond=%1, inputs=%0) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%5) = "pd_op.add" (%arg_0, %2)
// CHECK-NEXT: () = "cf.yield" (%3, %5)
// CHECK-NEXT: {{^ *}}}{{$}}

// The counters add up over the chunks: hoisted 3 + 1 + 2 + 1 + 4 (chunk 5:
// the sigmoid and the inner full leave both loops in one move) + 2, loop
// values 1 + 1 + 0 + 1 + 2 + 0.
// STATS: (S) 13 num-hoisted
// STATS-NEXT: (S) 5 num-loop-values-removed

// A second run finds nothing more.
// AGAIN-NOT: (S) {{[1-9]}}
