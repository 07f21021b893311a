// RUN: pir-run %s | FileCheck %s
//
// Region ops run by their region flow, stacks by their roles: both stack
// families, the design's three-region while and if, and Paddle's while.
{
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%four) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)4} : () -> tensor<1xi64>
// Design stacks: a tuple of two comes off whole, last push first.
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %one) {} : (cf.stack, tensor<1xi64>) ->
    () = "cf.push_back" (%s, %zero, %four) {} : (cf.stack, tensor<1xi64>, tensor<1xi64>) ->
    (%p0, %p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<1xi64>, tensor<1xi64>
    (%e0) = "cf.is_empty" (%s) {} : (cf.stack) -> tensor<1xb>
    (%p2) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<1xi64>
    (%e1) = "cf.is_empty" (%s) {} : (cf.stack) -> tensor<1xb>
    () = "builtin.shadow_output" (%p1) {output_name:"popped_pair_second"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%e0) {output_name:"empty_before"} : (tensor<1xb>) ->
    () = "builtin.shadow_output" (%p2) {output_name:"popped_last"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%e1) {output_name:"empty_after"} : (tensor<1xb>) ->
// CHECK: popped_pair_second: [1] [4]
// CHECK-NEXT: empty_before: [1] [0]
// CHECK-NEXT: popped_last: [1] [1]
// CHECK-NEXT: empty_after: [1] [1]
// The design's while with an init region: i counts 0..3, acc sums them,
// the body pushes each i; while_grad pops them back while the stack has
// elements and counts the pops.
    (%i4, %acc, %st) = "pd_op.while" (%zero, %zero) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64>, cf.stack {
    ^bb0(%a0: tensor<1xi64>, %a1: tensor<1xi64>):
        (%ns) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%a0, %a1, %ns) {} : (tensor<1xi64>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%c0: tensor<1xi64>, %c1: tensor<1xi64>, %cs: cf.stack):
        (%c) = "pd_op.less_than" (%c0, %four) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %c0, %c1, %cs) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%b0: tensor<1xi64>, %b1: tensor<1xi64>, %bs: cf.stack):
        () = "cf.push_back" (%bs, %b0) {} : (cf.stack, tensor<1xi64>) ->
        (%n0) = "pd_op.add" (%b0, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%n1) = "pd_op.add" (%b1, %b0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%n0, %n1, %bs) {} : (tensor<1xi64>, tensor<1xi64>, cf.stack) ->
    }
    (%pops, %popsum) = "pd_op.while_grad" (%zero, %zero) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64> {
    ^bb0(%g0: tensor<1xi64>, %g1: tensor<1xi64>):
        (%emp) = "cf.is_empty" (%st) {} : (cf.stack) -> tensor<1xb>
        (%more) = "pd_op.logical_not" (%emp) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.cond_yield" (%more, %g0, %g1) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    } {
    ^bb0(%h0: tensor<1xi64>, %h1: tensor<1xi64>):
        (%v) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%m0) = "pd_op.increment" (%h0) {value:(Float)1} : (tensor<1xi64>) -> tensor<1xi64>
        (%m1) = "pd_op.add" (%h1, %v) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%m0, %m1) {} : (tensor<1xi64>, tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%i4) {output_name:"i"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%acc) {output_name:"acc"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%pops) {output_name:"pops"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%popsum) {output_name:"popsum"} : (tensor<1xi64>) ->
// CHECK-NEXT: i: [1] [4]
// CHECK-NEXT: acc: [1] [6]
// CHECK-NEXT: pops: [1] [4]
// CHECK-NEXT: popsum: [1] [6]
// Paddle's stacks and while: the forward loop pushes (i) three times; the
// backward one pops while cf.has_elements.
    (%ps, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%three) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%lt) = "pd_op.less_than" (%zero, %three) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%j) = "pd_op.while" (cond=%lt, inputs=%zero) {
    ^%arg_j
        () = "cf.tuple_push" (%in, %arg_j) {} : (cf.inlet, tensor<1xi64>) ->
        (%j1) = "pd_op.add" (%arg_j, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%cj) = "pd_op.less_than" (%j1, %three) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cj, %j1) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%has) = "cf.has_elements" (%ps) {} : (cf.stack) -> tensor<1xb>
    (%last) = "pd_op.while" (cond=%has, inputs=%four) {
    ^%arg_l
        (%pv) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<1xi64>
        (%h2) = "cf.has_elements" (%ps) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%h2, %pv) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%j) {output_name:"j"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%last) {output_name:"last_popped"} : (tensor<1xi64>) ->
// CHECK-NEXT: j: [1] [3]
// CHECK-NEXT: last_popped: [1] [0]
// An if with an init region: the branch taken pushes onto the stack init
// made; if_grad's branch pops it.
    (%r, %ist) = "pd_op.if" (%lt) {} : (tensor<1xb>) -> tensor<1xi64>, cf.stack {
        (%is) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%is) {} : (cf.stack) ->
    } {
    ^bb0(%ts: cf.stack):
        (%tv) = "pd_op.add" (%four, %four) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%ts, %tv) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%tv, %ts) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%es: cf.stack):
        () = "cf.yield" (%zero, %es) {} : (tensor<1xi64>, cf.stack) ->
    }
    (%got) = "pd_op.if_grad" (%lt) {} : (tensor<1xb>) -> tensor<1xi64> {
        (%gv) = "cf.pop_back" (%ist) {} : (cf.stack) -> tensor<1xi64>
        () = "cf.yield" (%gv) {} : (tensor<1xi64>) ->
    } {
        () = "cf.yield" (%one) {} : (tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"if_result"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%got) {output_name:"if_grad_popped"} : (tensor<1xi64>) ->
// CHECK-NEXT: if_result: [1] [8]
// CHECK-NEXT: if_grad_popped: [1] [8]
// A stack_create with a stack operand (cf.copy_stack) copies it: popping
// the copy leaves the original whole.
    (%cs0) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%cs0, %one) {} : (cf.stack, tensor<1xi64>) ->
    () = "cf.push_back" (%cs0, %four) {} : (cf.stack, tensor<1xi64>) ->
    (%cs1) = "cf.copy_stack" (%cs0) {} : (cf.stack) -> cf.stack
    (%c1a) = "cf.pop_back" (%cs1) {} : (cf.stack) -> tensor<1xi64>
    (%c1b) = "cf.pop_back" (%cs1) {} : (cf.stack) -> tensor<1xi64>
    (%c1e) = "cf.is_empty" (%cs1) {} : (cf.stack) -> tensor<1xb>
    (%c0e) = "cf.is_empty" (%cs0) {} : (cf.stack) -> tensor<1xb>
    (%c0a) = "cf.pop_back" (%cs0) {} : (cf.stack) -> tensor<1xi64>
    () = "builtin.shadow_output" (%c1a) {output_name:"copy_first_pop"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%c1b) {output_name:"copy_second_pop"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%c1e) {output_name:"copy_empty"} : (tensor<1xb>) ->
    () = "builtin.shadow_output" (%c0e) {output_name:"original_empty"} : (tensor<1xb>) ->
    () = "builtin.shadow_output" (%c0a) {output_name:"original_pop"} : (tensor<1xi64>) ->
// CHECK-NEXT: copy_first_pop: [1] [4]
// CHECK-NEXT: copy_second_pop: [1] [1]
// CHECK-NEXT: copy_empty: [1] [1]
// CHECK-NEXT: original_empty: [1] [0]
// CHECK-NEXT: original_pop: [1] [4]
// A push takes a copy (Paddle's tuple_push deep-copies): an in-place
// write of the pushed value afterwards does not change what is popped.
    (%ks, %kin, %kout) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%kv) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xf64>
    () = "cf.tuple_push" (%kin, %kv) {} : (cf.inlet, tensor<1xf64>) ->
    (%kw) = "pd_op.scale_" (%kv) {bias:(Float)0,bias_after_scale:true,scale:(Float)10} : (tensor<1xf64>) -> tensor<1xf64>
    (%kp) = "cf.tuple_pop" (%kout) {} : (cf.outlet) -> tensor<1xf64>
    () = "builtin.shadow_output" (%kp) {output_name:"pushed_then_written"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%kv) {output_name:"written"} : (tensor<1xf64>) ->
// CHECK-NEXT: pushed_then_written: [1] [2]
// CHECK-NEXT: written: [1] [20]
}
