// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// docs/design.md §3.7 (backward of while), in canonical syntax, with the
// Nov-2023 design stack ops cf.create_stack / push_back / pop_back /
// is_empty. The loop is the one of §3.4 after hoisting (i counts from 0
// to 10 by the constant 1).
//
// Step 1 instruments the forward while: an init region in front of cond
// creates a stack; its block takes the operands and yields them followed
// by the stack, so the loop values become (i, stack) and the while gets
// the stack as an extra, last result. cond and body take the loop values
// as block arguments and push their locals. The design writes the body's
// terminator as `pd.yield`; it is cf.yield.
//
// Step 2 adds pd_op.while_grad, which the design builds "like a while".
// Its operands are the gradient of the while's result and the forward
// stack. Written canonically, the stack is carried as a loop value like in
// the forward while, so cond and body both receive it as a block argument
// (the design listing binds it in cond only). cond pops what the forward
// cond pushed (last push first) and takes cf.is_empty as the next
// condition, as the design does (a while runs while its condition is true,
// so the test meant is Paddle's later cf.has_elements); body pops the body's values (i_3 was
// pushed last, so it comes off first), runs pd_op.add_grad and accumulates
// into the existing gradients with the inplace pd_op.add_ (the design's
// `pd.inplace_add`). Gradients that have no definition in the design
// listing (the incoming gradient of the result and the zero-initialised
// gradient of the constant 1) are defined with pd_op.full.
//
// Step 3 prunes the pushes and pops whose values the backward does not
// use: cond's two pushes in the forward and the matching pops.

// Step 1: the instrumented forward while.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%arg: tensor<1xi64>):
        (%stack) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%arg, %stack) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg1: tensor<1xi64>, %st: cf.stack):
        (%c) = "pd_op.less_than" (%arg1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.push_back" (%st, %arg1) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %c) {} : (cf.stack, tensor<1xb>) ->
        () = "cf.cond_yield" (%c, %arg1, %st) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg2: tensor<1xi64>, %st: cf.stack):
        (%i_3) = "pd_op.add" (%arg2, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%st, %arg2) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %i_3) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%i_3, %st) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%5) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.yield" (%arg_0, %5) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>, %arg_2: cf.stack):
// CHECK-NEXT: (%6) = "pd_op.less_than" (%arg_1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_2, %arg_1) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_2, %6) {} : (cf.stack, tensor<1xb>) ->
// CHECK-NEXT: () = "cf.cond_yield" (%6, %arg_1, %arg_2) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_3: tensor<1xi64>, %arg_4: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.add" (%arg_3, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %arg_3) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %7) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.yield" (%7, %arg_4) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// Step 2: the forward while and its pd_op.while_grad.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%arg: tensor<1xi64>):
        (%stack) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%arg, %stack) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg1: tensor<1xi64>, %st: cf.stack):
        (%c) = "pd_op.less_than" (%arg1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.push_back" (%st, %arg1) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %c) {} : (cf.stack, tensor<1xb>) ->
        () = "cf.cond_yield" (%c, %arg1, %st) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg2: tensor<1xi64>, %st: cf.stack):
        (%i_3) = "pd_op.add" (%arg2, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%st, %arg2) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %i_3) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%i_3, %st) {} : (tensor<1xi64>, cf.stack) ->
    }
    (%i_2_grad) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%one_grad) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i_grad, %stack_out) = "pd_op.while_grad" (%i_2_grad, %4) {} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {
    ^bb0(%arg1_grad: tensor<1xi64>, %st: cf.stack):
        (%c) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xb>
        (%arg1) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%new_cond) = "cf.is_empty" (%st) {} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%new_cond, %arg1_grad, %st) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg2_grad: tensor<1xi64>, %st: cf.stack):
        (%i_3) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%arg2) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%tmp_arg2_grad, %tmp_1_grad) = "pd_op.add_grad" (%arg2, %1, %arg2_grad) {} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64>
        (%acc) = "pd_op.add_" (%arg2_grad, %tmp_arg2_grad) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%acc_1) = "pd_op.add_" (%one_grad, %tmp_1_grad) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%acc, %st) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%5) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.yield" (%arg_0, %5) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>, %arg_2: cf.stack):
// CHECK-NEXT: (%6) = "pd_op.less_than" (%arg_1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.push_back" (%arg_2, %arg_1) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_2, %6) {} : (cf.stack, tensor<1xb>) ->
// CHECK-NEXT: () = "cf.cond_yield" (%6, %arg_1, %arg_2) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_3: tensor<1xi64>, %arg_4: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.add" (%arg_3, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %arg_3) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %7) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.yield" (%7, %arg_4) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%10, %11) = "pd_op.while_grad" (%8, %4) {} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_5: tensor<1xi64>, %arg_6: cf.stack):
// CHECK-NEXT: (%12) = "cf.pop_back" (%arg_6) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: (%13) = "cf.pop_back" (%arg_6) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: (%14) = "cf.is_empty" (%arg_6) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%14, %arg_5, %arg_6) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_7: tensor<1xi64>, %arg_8: cf.stack):
// CHECK-NEXT: (%15) = "cf.pop_back" (%arg_8) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: (%16) = "cf.pop_back" (%arg_8) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: (%17, %18) = "pd_op.add_grad" (%16, %1, %arg_7) {} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64>
// CHECK-NEXT: (%19) = "pd_op.add_" (%arg_7, %17) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: (%20) = "pd_op.add_" (%9, %18) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%19, %arg_8) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// Step 3: after pruning the unused pushes and pops.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%arg: tensor<1xi64>):
        (%stack) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%arg, %stack) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg1: tensor<1xi64>, %st: cf.stack):
        (%c) = "pd_op.less_than" (%arg1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %arg1, %st) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg2: tensor<1xi64>, %st: cf.stack):
        (%i_3) = "pd_op.add" (%arg2, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%st, %arg2) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %i_3) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%i_3, %st) {} : (tensor<1xi64>, cf.stack) ->
    }
    (%i_2_grad) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%one_grad) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i_grad, %stack_out) = "pd_op.while_grad" (%i_2_grad, %4) {} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {
    ^bb0(%arg1_grad: tensor<1xi64>, %st: cf.stack):
        (%new_cond) = "cf.is_empty" (%st) {} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%new_cond, %arg1_grad, %st) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%arg2_grad: tensor<1xi64>, %st: cf.stack):
        (%i_3) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%arg2) = "cf.pop_back" (%st) {} : (cf.stack) -> tensor<1xi64>
        (%tmp_arg2_grad, %tmp_1_grad) = "pd_op.add_grad" (%arg2, %1, %arg2_grad) {} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64>
        (%acc) = "pd_op.add_" (%arg2_grad, %tmp_arg2_grad) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%acc_1) = "pd_op.add_" (%one_grad, %tmp_1_grad) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%acc, %st) {} : (tensor<1xi64>, cf.stack) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%3, %4) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%5) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.yield" (%arg_0, %5) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>, %arg_2: cf.stack):
// CHECK-NEXT: (%6) = "pd_op.less_than" (%arg_1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%6, %arg_1, %arg_2) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_3: tensor<1xi64>, %arg_4: cf.stack):
// CHECK-NEXT: (%7) = "pd_op.add" (%arg_3, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %arg_3) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.push_back" (%arg_4, %7) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.yield" (%7, %arg_4) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%10, %11) = "pd_op.while_grad" (%8, %4) {} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_5: tensor<1xi64>, %arg_6: cf.stack):
// CHECK-NEXT: (%12) = "cf.is_empty" (%arg_6) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%12, %arg_5, %arg_6) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_7: tensor<1xi64>, %arg_8: cf.stack):
// CHECK-NEXT: (%13) = "cf.pop_back" (%arg_8) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: (%14) = "cf.pop_back" (%arg_8) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: (%15, %16) = "pd_op.add_grad" (%14, %1, %arg_7) {} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64>
// CHECK-NEXT: (%17) = "pd_op.add_" (%arg_7, %15) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: (%18) = "pd_op.add_" (%9, %16) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%17, %arg_8) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: }
