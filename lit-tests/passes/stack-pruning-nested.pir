// Stack pruning on nested control flow (docs/passes.md, "stack-pruning", nesting): the input is
// what --append-backward builds (issue 14) for a while whose body holds a while, in the design's
// form (first chunk) and in Paddle's (second). The inner stack is a local value of the outer body:
// pushed onto the outer stack and handed back by the outer while_grad's pop. The outer pairs are
// matched first, so the inner pops are paired through them.
// RUN: pir-opt --split-input-file --stack-pruning --dce %s | FileCheck %s
// One run reaches the fixpoint:
// RUN: pir-opt --split-input-file --stack-pruning %s | pir-opt --split-input-file --stack-pruning --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-elements-removed
// AGAIN-NEXT: (S) 0 num-pairs-erased
// AGAIN-NEXT: (S) 0 num-stacks-erased
// Pruning removes only backward machinery: stripping gives the same forward program either way.
// RUN: pir-opt --split-input-file --strip-backward %s > %t.strip
// RUN: pir-opt --split-input-file --stack-pruning --dce --strip-backward %s > %t.prune-strip
// RUN: diff %t.strip %t.prune-strip
// RUN: pir-opt --split-input-file --stack-pruning --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: (S) 30 num-elements-removed
// STATS-NEXT: (S) 15 num-pairs-erased
// STATS-NEXT: (S)  2 num-stacks-erased

// Design form. The inner cond's three pushes (counter, value, condition) are never read by the
// inner while_grad: they go with their pops; of the inner body's five pushes, the two values
// sin_grad and multiply_grad read stay. The outer body still pushes the inner stack.
// CHECK-LABEL: "pd_op.while"
// CHECK: "cf.create_stack"
// CHECK: "pd_op.while"
// CHECK: "cf.create_stack"
// CHECK: ^bb0(
// CHECK-NOT: "cf.push_back"
// CHECK: "cf.cond_yield"
// CHECK: ^bb0(
// CHECK-COUNT-2: "cf.push_back"
// CHECK-NOT: "cf.push_back"
// CHECK: "cf.yield"
// CHECK: "cf.push_back" ({{%arg_[0-9]+}}, {{%[0-9]+}}) {} : (cf.stack, cf.stack) ->
// CHECK: "pd_op.while_grad"
// CHECK: (%[[PS:[0-9]+]]) = "cf.pop_back" ({{%arg_[0-9]+}}) {} : (cf.stack) -> cf.stack
// CHECK: "pd_op.while_grad" ({{%[0-9]+}}, %[[PS]])
// CHECK-NOT: "cf.pop_back"
// CHECK: "cf.cond_yield"
// CHECK-COUNT-2: "cf.pop_back"
// CHECK-NOT: "cf.pop_back"
// CHECK: "pd_op.sin_grad"
// CHECK: "builtin.shadow_output" ({{%[0-9]+}}) {output_name:"x@GRAD"}

// Paddle's form. The inner loop has one stack for its condition values and one for its body; the
// condition's values are never read, so that pair and its stack go (its outlet, handed to the
// outer stack, goes from the outer pair first); two of the body's five values stay.
// CHECK-LABEL: // -----
// CHECK: "cf.stack_create"
// CHECK: "pd_op.while"
// CHECK: "cf.stack_create"
// CHECK-NOT: "cf.stack_create"
// CHECK: "pd_op.while"
// CHECK: "cf.tuple_push" ({{%[0-9]+}}, {{%[a-z_0-9]+}}, {{%[0-9]+}}) {} : (cf.inlet, tensor<2xf32>, tensor<2xf32>) ->
// CHECK: "cf.tuple_push" ({{.*}}) {} : (cf.inlet, tensor<2xf32>, cf.stack, cf.outlet, tensor<2xf32>) ->
// CHECK: "cf.tuple_pop" ({{.*}}) {} : (cf.outlet) -> tensor<2xf32>, cf.stack, cf.outlet, tensor<2xf32>
// CHECK: "cf.tuple_pop" ({{.*}}) {} : (cf.outlet) -> tensor<2xf32>, tensor<2xf32>
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%5, %6, %7) = "pd_op.while" (%2, %0) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32>, cf.stack {
    ^bb0(%arg_0: tensor<1xi64>, %arg_1: tensor<2xf32>):
        (%8) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%arg_0, %arg_1, %8) {} : (tensor<1xi64>, tensor<2xf32>, cf.stack) ->
    } {
    ^bb0(%arg_2: tensor<1xi64>, %arg_3: tensor<2xf32>, %arg_4: cf.stack):
        (%9) = "pd_op.less_than" (%arg_2, %4) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.push_back" (%arg_4, %arg_2) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%arg_4, %arg_3) {} : (cf.stack, tensor<2xf32>) ->
        () = "cf.push_back" (%arg_4, %9) {} : (cf.stack, tensor<1xb>) ->
        () = "cf.cond_yield" (%9, %arg_2, %arg_3, %arg_4) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>, cf.stack) ->
    } {
    ^bb0(%arg_5: tensor<1xi64>, %arg_6: tensor<2xf32>, %arg_7: cf.stack):
        (%10, %11, %12) = "pd_op.while" (%2, %arg_6) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32>, cf.stack {
        ^bb0(%arg_8: tensor<1xi64>, %arg_9: tensor<2xf32>):
            (%13) = "cf.create_stack" () {} : () -> cf.stack
            () = "cf.yield" (%arg_8, %arg_9, %13) {} : (tensor<1xi64>, tensor<2xf32>, cf.stack) ->
        } {
        ^bb0(%arg_10: tensor<1xi64>, %arg_11: tensor<2xf32>, %arg_12: cf.stack):
            (%14) = "pd_op.less_than" (%arg_10, %arg_5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.push_back" (%arg_12, %arg_10) {} : (cf.stack, tensor<1xi64>) ->
            () = "cf.push_back" (%arg_12, %arg_11) {} : (cf.stack, tensor<2xf32>) ->
            () = "cf.push_back" (%arg_12, %14) {} : (cf.stack, tensor<1xb>) ->
            () = "cf.cond_yield" (%14, %arg_10, %arg_11, %arg_12) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>, cf.stack) ->
        } {
        ^bb0(%arg_13: tensor<1xi64>, %arg_14: tensor<2xf32>, %arg_15: cf.stack):
            (%15) = "pd_op.multiply" (%arg_14, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%16) = "pd_op.sin" (%15) {} : (tensor<2xf32>) -> tensor<2xf32>
            (%17) = "pd_op.add" (%arg_13, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            () = "cf.push_back" (%arg_15, %arg_13) {} : (cf.stack, tensor<1xi64>) ->
            () = "cf.push_back" (%arg_15, %arg_14) {} : (cf.stack, tensor<2xf32>) ->
            () = "cf.push_back" (%arg_15, %15) {} : (cf.stack, tensor<2xf32>) ->
            () = "cf.push_back" (%arg_15, %16) {} : (cf.stack, tensor<2xf32>) ->
            () = "cf.push_back" (%arg_15, %17) {} : (cf.stack, tensor<1xi64>) ->
            () = "cf.yield" (%17, %16, %arg_15) {} : (tensor<1xi64>, tensor<2xf32>, cf.stack) ->
        }
        (%18) = "pd_op.add" (%11, %arg_6) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        (%19) = "pd_op.add" (%arg_5, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%arg_7, %arg_5) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%arg_7, %arg_6) {} : (cf.stack, tensor<2xf32>) ->
        () = "cf.push_back" (%arg_7, %10) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%arg_7, %11) {} : (cf.stack, tensor<2xf32>) ->
        () = "cf.push_back" (%arg_7, %12) {} : (cf.stack, cf.stack) ->
        () = "cf.push_back" (%arg_7, %18) {} : (cf.stack, tensor<2xf32>) ->
        () = "cf.push_back" (%arg_7, %19) {} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%19, %18, %arg_7) {} : (tensor<1xi64>, tensor<2xf32>, cf.stack) ->
    }
    (%20) = "pd_op.multiply" (%6, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%20) {output_name:"loss"} : (tensor<2xf32>) ->
    (%21) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%22, %23) = "pd_op.multiply_grad" (%6, %1, %21) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
    (%24) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)0} : () -> tensor<2xf32>
    (%25, %26) = "pd_op.while_grad" (%22, %7) {} : (tensor<2xf32>, cf.stack) -> tensor<2xf32>, cf.stack {
    ^bb0(%arg_16: tensor<2xf32>, %arg_17: cf.stack):
        (%27) = "cf.pop_back" (%arg_17) {} : (cf.stack) -> tensor<1xb>
        (%28) = "cf.pop_back" (%arg_17) {} : (cf.stack) -> tensor<2xf32>
        (%29) = "cf.pop_back" (%arg_17) {} : (cf.stack) -> tensor<1xi64>
        (%30) = "cf.is_empty" (%arg_17) {} : (cf.stack) -> tensor<1xb>
        (%31) = "pd_op.logical_not" (%30) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.cond_yield" (%31, %arg_16, %arg_17) {} : (tensor<1xb>, tensor<2xf32>, cf.stack) ->
    } {
    ^bb0(%arg_18: tensor<2xf32>, %arg_19: cf.stack):
        (%32) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<1xi64>
        (%33) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<2xf32>
        (%34) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> cf.stack
        (%35) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<2xf32>
        (%36) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<1xi64>
        (%37) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<2xf32>
        (%38) = "cf.pop_back" (%arg_19) {} : (cf.stack) -> tensor<1xi64>
        (%39, %40) = "pd_op.add_grad" (%35, %37, %arg_18) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
        (%41, %42) = "pd_op.while_grad" (%39, %34) {} : (tensor<2xf32>, cf.stack) -> tensor<2xf32>, cf.stack {
        ^bb0(%arg_20: tensor<2xf32>, %arg_21: cf.stack):
            (%43) = "cf.pop_back" (%arg_21) {} : (cf.stack) -> tensor<1xb>
            (%44) = "cf.pop_back" (%arg_21) {} : (cf.stack) -> tensor<2xf32>
            (%45) = "cf.pop_back" (%arg_21) {} : (cf.stack) -> tensor<1xi64>
            (%46) = "cf.is_empty" (%arg_21) {} : (cf.stack) -> tensor<1xb>
            (%47) = "pd_op.logical_not" (%46) {} : (tensor<1xb>) -> tensor<1xb>
            () = "cf.cond_yield" (%47, %arg_20, %arg_21) {} : (tensor<1xb>, tensor<2xf32>, cf.stack) ->
        } {
        ^bb0(%arg_22: tensor<2xf32>, %arg_23: cf.stack):
            (%48) = "cf.pop_back" (%arg_23) {} : (cf.stack) -> tensor<1xi64>
            (%49) = "cf.pop_back" (%arg_23) {} : (cf.stack) -> tensor<2xf32>
            (%50) = "cf.pop_back" (%arg_23) {} : (cf.stack) -> tensor<2xf32>
            (%51) = "cf.pop_back" (%arg_23) {} : (cf.stack) -> tensor<2xf32>
            (%52) = "cf.pop_back" (%arg_23) {} : (cf.stack) -> tensor<1xi64>
            (%53) = "pd_op.sin_grad" (%50, %arg_22) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%54, %55) = "pd_op.multiply_grad" (%51, %1, %53) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
            (%56) = "pd_op.add_" (%24, %55) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            () = "cf.yield" (%54, %arg_23) {} : (tensor<2xf32>, cf.stack) ->
        }
        (%57) = "pd_op.add" (%40, %41) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%57, %arg_19) {} : (tensor<2xf32>, cf.stack) ->
    }
    (%58) = "pd_op.add" (%23, %24) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%25) {output_name:"x@GRAD"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%58) {output_name:"w@GRAD"} : (tensor<2xf32>) ->
}
// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%5, %6, %7) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%8, %9, %10) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%11, %12) = "pd_op.while" (%2, %0) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
    ^bb0(%arg_0: tensor<1xi64>, %arg_1: tensor<2xf32>):
        (%13) = "pd_op.less_than" (%arg_0, %4) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" (%6, %arg_0, %arg_1, %13) {} : (cf.inlet, tensor<1xi64>, tensor<2xf32>, tensor<1xb>) ->
        () = "cf.cond_yield" (%13, %arg_0, %arg_1) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
    } {
    ^bb0(%arg_2: tensor<1xi64>, %arg_3: tensor<2xf32>):
        (%14, %15, %16) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
        (%17, %18, %19) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
        (%20, %21) = "pd_op.while" (%2, %arg_3) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
        ^bb0(%arg_4: tensor<1xi64>, %arg_5: tensor<2xf32>):
            (%22) = "pd_op.less_than" (%arg_4, %arg_2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.tuple_push" (%15, %arg_4, %arg_5, %22) {} : (cf.inlet, tensor<1xi64>, tensor<2xf32>, tensor<1xb>) ->
            () = "cf.cond_yield" (%22, %arg_4, %arg_5) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
        } {
        ^bb0(%arg_6: tensor<1xi64>, %arg_7: tensor<2xf32>):
            (%23) = "pd_op.multiply" (%arg_7, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%24) = "pd_op.sin" (%23) {} : (tensor<2xf32>) -> tensor<2xf32>
            (%25) = "pd_op.add" (%arg_6, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            () = "cf.tuple_push" (%18, %arg_6, %arg_7, %23, %24, %25) {} : (cf.inlet, tensor<1xi64>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xi64>) ->
            () = "cf.yield" (%25, %24) {} : (tensor<1xi64>, tensor<2xf32>) ->
        }
        (%26) = "pd_op.add" (%21, %arg_3) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        (%27) = "pd_op.add" (%arg_2, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.tuple_push" (%9, %arg_2, %arg_3, %14, %15, %16, %17, %18, %19, %20, %21, %26, %27) {} : (cf.inlet, tensor<1xi64>, tensor<2xf32>, cf.stack, cf.inlet, cf.outlet, cf.stack, cf.inlet, cf.outlet, tensor<1xi64>, tensor<2xf32>, tensor<2xf32>, tensor<1xi64>) ->
        () = "cf.yield" (%27, %26) {} : (tensor<1xi64>, tensor<2xf32>) ->
    }
    (%28) = "pd_op.multiply" (%12, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%28) {output_name:"loss"} : (tensor<2xf32>) ->
    (%29) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%30, %31) = "pd_op.multiply_grad" (%12, %1, %29) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
    (%32) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)0} : () -> tensor<2xf32>
    (%33) = "pd_op.while_grad" (%30) {} : (tensor<2xf32>) -> tensor<2xf32> {
    ^bb0(%arg_8: tensor<2xf32>):
        (%34, %35, %36) = "cf.tuple_pop" (%7) {} : (cf.outlet) -> tensor<1xi64>, tensor<2xf32>, tensor<1xb>
        (%37) = "cf.has_elements" (%8) {} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%37, %arg_8) {} : (tensor<1xb>, tensor<2xf32>) ->
    } {
    ^bb0(%arg_9: tensor<2xf32>):
        (%38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49) = "cf.tuple_pop" (%10) {} : (cf.outlet) -> tensor<1xi64>, tensor<2xf32>, cf.stack, cf.inlet, cf.outlet, cf.stack, cf.inlet, cf.outlet, tensor<1xi64>, tensor<2xf32>, tensor<2xf32>, tensor<1xi64>
        (%50, %51) = "pd_op.add_grad" (%47, %39, %arg_9) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
        (%52) = "pd_op.while_grad" (%50) {} : (tensor<2xf32>) -> tensor<2xf32> {
        ^bb0(%arg_10: tensor<2xf32>):
            (%53, %54, %55) = "cf.tuple_pop" (%42) {} : (cf.outlet) -> tensor<1xi64>, tensor<2xf32>, tensor<1xb>
            (%56) = "cf.has_elements" (%43) {} : (cf.stack) -> tensor<1xb>
            () = "cf.cond_yield" (%56, %arg_10) {} : (tensor<1xb>, tensor<2xf32>) ->
        } {
        ^bb0(%arg_11: tensor<2xf32>):
            (%57, %58, %59, %60, %61) = "cf.tuple_pop" (%45) {} : (cf.outlet) -> tensor<1xi64>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1xi64>
            (%62) = "pd_op.sin_grad" (%59, %arg_11) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%63, %64) = "pd_op.multiply_grad" (%58, %1, %62) {} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
            (%65) = "pd_op.add_" (%32, %64) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            () = "cf.yield" (%63) {} : (tensor<2xf32>) ->
        }
        (%66) = "pd_op.add" (%51, %52) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%66) {} : (tensor<2xf32>) ->
    }
    (%67) = "pd_op.add" (%31, %32) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%33) {output_name:"x@GRAD"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%67) {output_name:"w@GRAD"} : (tensor<2xf32>) ->
}
