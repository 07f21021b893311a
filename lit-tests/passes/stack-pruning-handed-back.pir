// Design-form stacks in one block, one handed to another (docs/passes.md, "stack-pruning",
// nesting): %s is pushed as an element onto %o; its pops are on the copy %o's pop hands back.
// RUN: pir-opt --split-input-file --stack-pruning %s | FileCheck %s
// RUN: pir-opt --split-input-file --stack-pruning %s | pir-opt --split-input-file --stack-pruning --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-elements-removed

// Nothing reads what the copy pops: the inner pair goes, then the unread copy, then the outer
// pair, and both stacks.
// CHECK-LABEL: name:"all_unread"
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: {{^}$}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"all_unread",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    (%o) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %x) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%o, %s) {} : (cf.stack, cf.stack) ->
    (%copy) = "cf.pop_back" (%o) {} : (cf.stack) -> cf.stack
    (%p) = "cf.pop_back" (%copy) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%x) {output_name:"y"} : (tensor<4xf32>) ->
}

// -----
// The copy is tested: the inner pair stays, empty, and so does the element carrying the stack.
// CHECK-LABEL: name:"copy_tested"
// CHECK-NEXT: (%[[S:[0-9]+]]) = "cf.create_stack"
// CHECK-NEXT: (%[[O:[0-9]+]]) = "cf.create_stack"
// CHECK-NEXT: () = "cf.push_back" (%[[S]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.push_back" (%[[O]], %[[S]]) {} : (cf.stack, cf.stack) ->
// CHECK-NEXT: (%[[C:[0-9]+]]) = "cf.pop_back" (%[[O]]) {} : (cf.stack) -> cf.stack
// CHECK-NEXT: "cf.is_empty" (%[[C]])
// CHECK-NEXT: () = "cf.pop_back" (%[[C]]) {} : (cf.stack) ->
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"copy_tested",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    (%o) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %x) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%o, %s) {} : (cf.stack, cf.stack) ->
    (%copy) = "cf.pop_back" (%o) {} : (cf.stack) -> cf.stack
    (%e) = "cf.is_empty" (%copy) {} : (cf.stack) -> tensor<1xb>
    (%p) = "cf.pop_back" (%copy) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%e) {output_name:"e"} : (tensor<1xb>) ->
}
