// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// docs/design.md §3.6 (backward of if), in canonical syntax, with the
// Nov-2023 design stack ops cf.create_stack / cf.push_back / cf.pop_back.
//
// Step 1 instruments the forward if of §3.3: a third region, init, is put
// in front of then and else. Its single block creates a stack and yields
// it; then and else take that stack as their only block argument, push
// their local values onto it and yield it after their results, and the
// stack becomes the if's last result. An if with three regions prints
// generically (Paddle's `-> T { } else { }` form has no place for the
// block arguments).
//
// Step 2 adds pd_op.if_grad: same condition, no results, then/else
// regions that pop the saved values from the forward's stack (read from
// the enclosing block). A region of an op without results may leave out
// its cf.yield. The design listing pops the values in push order; a stack
// pops the last push first, so here the bool value comes off first.

// Step 1: the instrumented forward if.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%3, %4, %5) = "pd_op.if" (%2) {} : (tensor<1xb>) -> tensor<1x2xi32>, tensor<2x3xb>, cf.stack {
        (%stack) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%stack) {} : (cf.stack) ->
    } {
    ^bb0(%arg_stack: cf.stack):
        (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
        () = "cf.push_back" (%arg_stack, %6) {} : (cf.stack, tensor<1x2xi32>) ->
        () = "cf.push_back" (%arg_stack, %7) {} : (cf.stack, tensor<2x3xb>) ->
        () = "cf.yield" (%6, %7, %arg_stack) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
    } {
    ^bb0(%arg_stack: cf.stack):
        (%8) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
        (%9) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
        () = "cf.push_back" (%arg_stack, %8) {} : (cf.stack, tensor<1x2xi32>) ->
        () = "cf.push_back" (%arg_stack, %9) {} : (cf.stack, tensor<2x3xb>) ->
        () = "cf.yield" (%8, %9, %arg_stack) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
    () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
// CHECK-NEXT: (%3, %4, %5) = "pd_op.if" (%2) {} : (tensor<1xb>) -> tensor<1x2xi32>, tensor<2x3xb>, cf.stack {
// CHECK-NEXT: (%6) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.yield" (%6) {} : (cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_0: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_0, %7) {} : (cf.stack, tensor<1x2xi32>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_0, %8) {} : (cf.stack, tensor<2x3xb>) ->
// CHECK-NEXT: () = "cf.yield" (%7, %8, %arg_0) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: cf.stack):
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%10) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_1, %9) {} : (cf.stack, tensor<1x2xi32>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_1, %10) {} : (cf.stack, tensor<2x3xb>) ->
// CHECK-NEXT: () = "cf.yield" (%9, %10, %arg_1) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
// CHECK-NEXT: }

// -----
// Step 2: the forward if of step 1, then its backward pd_op.if_grad.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%3, %4, %5) = "pd_op.if" (%2) {} : (tensor<1xb>) -> tensor<1x2xi32>, tensor<2x3xb>, cf.stack {
        (%stack) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%stack) {} : (cf.stack) ->
    } {
    ^bb0(%arg_stack: cf.stack):
        (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
        () = "cf.push_back" (%arg_stack, %6) {} : (cf.stack, tensor<1x2xi32>) ->
        () = "cf.push_back" (%arg_stack, %7) {} : (cf.stack, tensor<2x3xb>) ->
        () = "cf.yield" (%6, %7, %arg_stack) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
    } {
    ^bb0(%arg_stack: cf.stack):
        (%8) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
        (%9) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
        () = "cf.push_back" (%arg_stack, %8) {} : (cf.stack, tensor<1x2xi32>) ->
        () = "cf.push_back" (%arg_stack, %9) {} : (cf.stack, tensor<2x3xb>) ->
        () = "cf.yield" (%8, %9, %arg_stack) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
    }
    () = "pd_op.if_grad" (%2) {} : (tensor<1xb>) -> {
        (%10) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<2x3xb>
        (%11) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<1x2xi32>
    } {
        (%12) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<2x3xb>
        (%13) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<1x2xi32>
    }
    () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
    () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
// CHECK-NEXT: (%3, %4, %5) = "pd_op.if" (%2) {} : (tensor<1xb>) -> tensor<1x2xi32>, tensor<2x3xb>, cf.stack {
// CHECK-NEXT: (%6) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.yield" (%6) {} : (cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_0: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_0, %7) {} : (cf.stack, tensor<1x2xi32>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_0, %8) {} : (cf.stack, tensor<2x3xb>) ->
// CHECK-NEXT: () = "cf.yield" (%7, %8, %arg_0) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: cf.stack):
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%10) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_1, %9) {} : (cf.stack, tensor<1x2xi32>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_1, %10) {} : (cf.stack, tensor<2x3xb>) ->
// CHECK-NEXT: () = "cf.yield" (%9, %10, %arg_1) {} : (tensor<1x2xi32>, tensor<2x3xb>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "pd_op.if_grad" (%2) {} : (tensor<1xb>) -> {
// CHECK-NEXT: (%11) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<2x3xb>
// CHECK-NEXT: (%12) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<1x2xi32>
// CHECK-NEXT: } {
// CHECK-NEXT: (%13) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<2x3xb>
// CHECK-NEXT: (%14) = "cf.pop_back" (%5) {} : (cf.stack) -> tensor<1x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
// CHECK-NEXT: }
