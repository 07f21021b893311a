// RUN: pir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --allow-unregistered-dialect --split-input-file %s | pir-opt --allow-unregistered-dialect --split-input-file | FileCheck --match-full-lines %s
// RUN: pir-opt --allow-unregistered-dialect --split-input-file --cse --dce %s | FileCheck --match-full-lines %s
// RUN: not pir-opt --split-input-file %s 2>&1 | FileCheck %s --check-prefix=NOFLAG
//
// --allow-unregistered-dialect accepts unknown ops of known dialects and ops
// of unknown dialects, with or without regions, and prints them back
// generically. They have no definition, so passes treat them
// conservatively: CSE does not merge the two identical ops and DCE keeps
// them although their results are unused (the third run line prints the same output).
// Without the flag both are errors.

{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
    // NOFLAG: error: unknown op 'pd_op.my_custom_relu' in dialect 'pd_op'
    (%1) = "pd_op.my_custom_relu" (%0) {alpha:(Float)0.5} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.my_custom_relu" (%0) {alpha:(Float)0.5} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<4xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.my_custom_relu" (%0) {alpha:(Float)0.5} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.my_custom_relu" (%0) {alpha:(Float)0.5} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<4xf32>) ->
// CHECK-NEXT: }

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
    // NOFLAG: error: unknown op 'cinn_op.group' in unregistered dialect 'cinn_op' (--allow-unregistered-dialect keeps unknown ops)
    (%1) = "cinn_op.group" (%0) {group_id:(Int64)1} : (tensor<4xf32>) -> tensor<4xf32> {
        (%2) = "pd_op.relu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cinn_op.yield" (%2) {} : (tensor<4xf32>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "cinn_op.group" (%0) {group_id:(Int64)1} : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: (%2) = "pd_op.relu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "cinn_op.yield" (%2) {} : (tensor<4xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }
