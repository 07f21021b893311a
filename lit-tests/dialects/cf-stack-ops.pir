// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// Both families of cf stack ops read and print canonically.

// The names Paddle shipped (from 2023-11-21): cf.stack_create returns the
// stack with its push end (inlet) and pop end (outlet); the forward loop
// pushes a tuple per iteration with cf.tuple_push, the backward loop pops
// them with cf.tuple_pop while cf.has_elements is true. Both loops are in
// Paddle's printed while form.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4, %5, %6) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%7, %8) = "pd_op.while" (cond=%3, inputs=%1, %0) {
    ^%arg_0, %arg_1
        (%9) = "pd_op.tanh" (%arg_1) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.tuple_push" (%5, %arg_1, %9) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
        (%10) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%11) = "pd_op.add" (%arg_0, %10) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%12) = "pd_op.less_than" (%11, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%12, %11, %9) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    }
    (%13) = "cf.has_elements" (%4) {} : (cf.stack) -> tensor<1xb>
    (%14) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
    (%15) = "pd_op.while" (cond=%13, inputs=%14) {
    ^%arg_2
        (%16, %17) = "cf.tuple_pop" (%6) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
        (%18) = "pd_op.tanh_grad" (%17, %arg_2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%19) = "cf.has_elements" (%4) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%19, %18) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%15) {output_name:"x_grad"} : (tensor<4xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
// CHECK-NEXT: (%3) = "pd_op.less_than" (%1, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: (%4, %5, %6) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
// CHECK-NEXT: (%7, %8) = "pd_op.while" (cond=%3, inputs=%1, %0) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: (%9) = "pd_op.tanh" (%arg_1) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.tuple_push" (%5, %arg_1, %9) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
// CHECK-NEXT: (%10) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%11) = "pd_op.add" (%arg_0, %10) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: (%12) = "pd_op.less_than" (%11, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%12, %11, %9) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%13) = "cf.has_elements" (%4) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: (%14) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%15) = "pd_op.while" (cond=%13, inputs=%14) {
// CHECK-NEXT: ^%arg_2
// CHECK-NEXT: (%16, %17) = "cf.tuple_pop" (%6) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: (%18) = "pd_op.tanh_grad" (%17, %arg_2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%19) = "cf.has_elements" (%4) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%19, %18) {} : (tensor<1xb>, tensor<4xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%15) {output_name:"x_grad"} : (tensor<4xf32>) ->
// CHECK-NEXT: }

// -----
// The November-2023 design names: cf.create_stack returns just the stack,
// cf.push_back / cf.pop_back move values, cf.is_empty tests the stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)2} : () -> tensor<4xf32>
    (%1) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%1, %0) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%1, %0, %0) {} : (cf.stack, tensor<4xf32>, tensor<4xf32>) ->
    (%2, %3) = "cf.pop_back" (%1) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
    (%4) = "cf.pop_back" (%1) {} : (cf.stack) -> tensor<4xf32>
    (%5) = "cf.is_empty" (%1) {} : (cf.stack) -> tensor<1xb>
    () = "builtin.shadow_output" (%5) {output_name:"empty"} : (tensor<1xb>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)2} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: () = "cf.push_back" (%1, %0) {} : (cf.stack, tensor<4xf32>) ->
// CHECK-NEXT: () = "cf.push_back" (%1, %0, %0) {} : (cf.stack, tensor<4xf32>, tensor<4xf32>) ->
// CHECK-NEXT: (%2, %3) = "cf.pop_back" (%1) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: (%4) = "cf.pop_back" (%1) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: (%5) = "cf.is_empty" (%1) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: () = "builtin.shadow_output" (%5) {output_name:"empty"} : (tensor<1xb>) ->
// CHECK-NEXT: }

// -----
// Transitional spellings: cf.create_stack with inlet and outlet results,
// and pd_op.has_elements (renamed cf.has_elements in December 2023).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)2} : () -> tensor<4xf32>
    (%1, %2, %3) = "cf.create_stack" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%2, %0) {} : (cf.inlet, tensor<4xf32>) ->
    (%4) = "pd_op.has_elements" (%1) {} : (cf.stack) -> tensor<1xb>
    (%5) = "cf.tuple_pop" (%3) {} : (cf.outlet) -> tensor<4xf32>
    () = "builtin.shadow_output" (%4) {output_name:"more"} : (tensor<1xb>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)2} : () -> tensor<4xf32>
// CHECK-NEXT: (%1, %2, %3) = "cf.create_stack" () {} : () -> cf.stack, cf.inlet, cf.outlet
// CHECK-NEXT: () = "cf.tuple_push" (%2, %0) {} : (cf.inlet, tensor<4xf32>) ->
// CHECK-NEXT: (%4) = "pd_op.has_elements" (%1) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: (%5) = "cf.tuple_pop" (%3) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"more"} : (tensor<1xb>) ->
// CHECK-NEXT: }
