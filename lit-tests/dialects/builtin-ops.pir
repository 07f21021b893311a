// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// The builtin dialect reads and prints canonically: parameter (and its
// pre-November-2023 name get_parameter, which reads as parameter),
// set_parameter, shadow_output, combine, slice, split, constant.

{
    (%0) = "builtin.parameter" () {parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false]} : () -> tensor<4x8xf32>
    (%1) = "builtin.get_parameter" () {parameter_name:"linear_0.b_0"} : () -> tensor<8xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%3) = "pd_op.matmul" (%2, %0) {transpose_x:false,transpose_y:false} : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
    (%4) = "pd_op.add" (%3, %1) {} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"linear_0.b_0"} : (tensor<8xf32>) ->
    () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<2x8xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "builtin.parameter" () {parameter_name:"linear_0.w_0",persistable:[true],stop_gradient:[false]} : () -> tensor<4x8xf32>
// CHECK-NEXT: (%1) = "builtin.parameter" () {parameter_name:"linear_0.b_0"} : () -> tensor<8xf32>
// CHECK-NEXT: (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
// CHECK-NEXT: (%3) = "pd_op.matmul" (%2, %0) {transpose_x:false,transpose_y:false} : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: (%4) = "pd_op.add" (%3, %1) {} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: () = "builtin.set_parameter" (%1) {parameter_name:"linear_0.b_0"} : (tensor<8xf32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<2x8xf32>) ->
// CHECK-NEXT: }

// -----
// combine packs values into a vec[...]; slice takes one element back out;
// split unpacks all of them.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)2} : () -> tensor<3xi64>
    (%2) = "builtin.combine" (%0, %1) {} : (tensor<2x3xf32>, tensor<3xi64>) -> vec[tensor<2x3xf32>,tensor<3xi64>]
    (%3) = "builtin.slice" (%2) {index:(Int32)1} : (vec[tensor<2x3xf32>,tensor<3xi64>]) -> tensor<3xi64>
    (%4, %5) = "builtin.split" (%2) {} : (vec[tensor<2x3xf32>,tensor<3xi64>]) -> tensor<2x3xf32>, tensor<3xi64>
    (%6) = "builtin.combine" () {} : () -> vec[]
    () = "builtin.shadow_output" (%3) {output_name:"b"} : (tensor<3xi64>) ->
    () = "builtin.shadow_output" (%4) {output_name:"a"} : (tensor<2x3xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)2} : () -> tensor<3xi64>
// CHECK-NEXT: (%2) = "builtin.combine" (%0, %1) {} : (tensor<2x3xf32>, tensor<3xi64>) -> vec[tensor<2x3xf32>,tensor<3xi64>]
// CHECK-NEXT: (%3) = "builtin.slice" (%2) {index:(Int32)1} : (vec[tensor<2x3xf32>,tensor<3xi64>]) -> tensor<3xi64>
// CHECK-NEXT: (%4, %5) = "builtin.split" (%2) {} : (vec[tensor<2x3xf32>,tensor<3xi64>]) -> tensor<2x3xf32>, tensor<3xi64>
// CHECK-NEXT: (%6) = "builtin.combine" () {} : () -> vec[]
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"b"} : (tensor<3xi64>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"a"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: }

// -----
// constant holds its value in the `value` attribute, of any kind and type.
{
    (%0) = "builtin.constant" () {value:(Float)0.5} : () -> tensor<f32>
    (%1) = "builtin.constant" () {value:"a string"} : () -> tensor<f32>
    (%2) = "pd_op.add" (%0, %0) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    () = "builtin.shadow_output" (%2) {output_name:"c"} : (tensor<f32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "builtin.constant" () {value:(Float)0.5} : () -> tensor<f32>
// CHECK-NEXT: (%1) = "builtin.constant" () {value:"a string"} : () -> tensor<f32>
// CHECK-NEXT: (%2) = "pd_op.add" (%0, %0) {} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"c"} : (tensor<f32>) ->
// CHECK-NEXT: }
