// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// docs/design.md §3.4 (while), forward only, in canonical syntax: the design
// form without an init region has two regions, cond and body. The operands
// are the initial loop values; the block arguments of both regions are
// bound to the loop values and have their types. cond ends with
// cf.cond_yield(condition, loop values...), body with cf.yield(loop
// values...); the results are the loop values after the last iteration.
// The Python source is
//     i = full([1], 0, int64); ten = full([1], 10, int64)
//     i, ten = while_loop(lambda i, ten: i < ten,
//                         lambda i, ten: [i + 1, ten], [i, ten])
// The design's `pd.const(1)` is written as pd_op.full. Design-form whiles
// print generically, with typed block labels.

// Variant 1: the translation as first produced, both i and ten carried.
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
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%2, %3) = "pd_op.while" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>, tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>, %arg_1: tensor<1xi64>):
// CHECK-NEXT: (%4) = "pd_op.less_than" (%arg_0, %arg_1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%4, %arg_0, %arg_1) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_2: tensor<1xi64>, %arg_3: tensor<1xi64>):
// CHECK-NEXT: (%5) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%6) = "pd_op.add" (%arg_2, %5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%6, %arg_3) {} : (tensor<1xi64>, tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"i"} : (tensor<1xi64>) ->
// CHECK-NEXT: }

// -----
// Variant 2: ten is loop-invariant, so it is no longer carried; cond reads
// the outer %1 directly.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%arg1: tensor<1xi64>):
        (%3) = "pd_op.less_than" (%arg1, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%3, %arg1) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb1(%arg1: tensor<1xi64>):
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%5) = "pd_op.add" (%arg1, %4) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%5) {} : (tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%2) {output_name:"i"} : (tensor<1xi64>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%3) = "pd_op.less_than" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%3, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>):
// CHECK-NEXT: (%4) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%5) = "pd_op.add" (%arg_1, %4) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"i"} : (tensor<1xi64>) ->
// CHECK-NEXT: }

// -----
// Variant 3: the constant 1 is hoisted out of the loop.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%arg1: tensor<1xi64>):
        (%4) = "pd_op.less_than" (%arg1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%4, %arg1) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb1(%arg2: tensor<1xi64>):
        (%5) = "pd_op.add" (%arg2, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%5) {} : (tensor<1xi64>) ->
    }
    () = "builtin.shadow_output" (%3) {output_name:"i"} : (tensor<1xi64>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%3) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%4) = "pd_op.less_than" (%arg_0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%4, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>):
// CHECK-NEXT: (%5) = "pd_op.add" (%arg_1, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"i"} : (tensor<1xi64>) ->
// CHECK-NEXT: }
