// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
// RUN: pir-opt --show-op pd_op.reshape | FileCheck %s --check-prefix=VIEW
// RUN: pir-opt --show-op pd_op.relu_ | FileCheck %s --check-prefix=INPLACE
//
// pd_op view ops (reshape, flatten, squeeze, unsqueeze: results that alias
// their operand), shape-moving ops (transpose, concat, split,
// split_with_num, slice), the inplace twins the loader derives from
// `inplace` mappings (relu_, reshape_, ...), assign_out_, and the
// value-semantics conversions to_vtensor / to_tensor.

// View ops, with and without the optional xshape result of 2023-2024.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4],stop_gradient:[false]} : () -> tensor<2x3x4xf32>
    (%1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)6,(Int64)4]} : () -> tensor<2xi64>
    (%2, %3) = "pd_op.reshape" (%0, %1) {} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>, tensor<0x2x3x4xf32>
    (%4) = "pd_op.reshape" (%0) {shape:(pd_op.IntArray)[24]} : (tensor<2x3x4xf32>) -> tensor<24xf32>
    (%5) = "pd_op.flatten" (%0) {start_axis:(Int32)0,stop_axis:(Int32)1} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    (%6) = "pd_op.unsqueeze" (%5) {axis:(pd_op.IntArray)[0]} : (tensor<6x4xf32>) -> tensor<1x6x4xf32>
    (%7, %8) = "pd_op.squeeze" (%6) {axis:(pd_op.IntArray)[0]} : (tensor<1x6x4xf32>) -> tensor<6x4xf32>, <<NULL TYPE>>
    (%9) = "pd_op.transpose" (%7) {perm:[(Int32)1,(Int32)0]} : (tensor<6x4xf32>) -> tensor<4x6xf32>
    () = "builtin.shadow_output" (%9) {output_name:"t"} : (tensor<4x6xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4],stop_gradient:[false]} : () -> tensor<2x3x4xf32>
// CHECK-NEXT: (%1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)6,(Int64)4]} : () -> tensor<2xi64>
// CHECK-NEXT: (%2, %3) = "pd_op.reshape" (%0, %1) {} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>, tensor<0x2x3x4xf32>
// CHECK-NEXT: (%4) = "pd_op.reshape" (%0) {shape:(pd_op.IntArray)[24]} : (tensor<2x3x4xf32>) -> tensor<24xf32>
// CHECK-NEXT: (%5) = "pd_op.flatten" (%0) {start_axis:(Int32)0,stop_axis:(Int32)1} : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: (%6) = "pd_op.unsqueeze" (%5) {axis:(pd_op.IntArray)[0]} : (tensor<6x4xf32>) -> tensor<1x6x4xf32>
// CHECK-NEXT: (%7, %8) = "pd_op.squeeze" (%6) {axis:(pd_op.IntArray)[0]} : (tensor<1x6x4xf32>) -> tensor<6x4xf32>, <<NULL TYPE>>
// CHECK-NEXT: (%9) = "pd_op.transpose" (%7) {perm:[(Int32)1,(Int32)0]} : (tensor<6x4xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%9) {output_name:"t"} : (tensor<4x6xf32>) ->
// CHECK-NEXT: }

// -----
// concat and split go through vec[...] values.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6],stop_gradient:[false]} : () -> tensor<4x6xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<4x6xf32>, tensor<4x6xf32>) -> vec[tensor<4x6xf32>,tensor<4x6xf32>]
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>
    (%3) = "pd_op.concat" (%1, %2) {} : (vec[tensor<4x6xf32>,tensor<4x6xf32>], tensor<1xi32>) -> tensor<8x6xf32>
    (%4) = "pd_op.split" (%3) {axis:(Int32)1,sections:(pd_op.IntArray)[2,4]} : (tensor<8x6xf32>) -> vec[tensor<8x2xf32>,tensor<8x4xf32>]
    (%5, %6) = "builtin.split" (%4) {} : (vec[tensor<8x2xf32>,tensor<8x4xf32>]) -> tensor<8x2xf32>, tensor<8x4xf32>
    (%7) = "pd_op.split_with_num" (%3) {axis:(Int32)0,num:(Int32)2} : (tensor<8x6xf32>) -> vec[tensor<4x6xf32>,tensor<4x6xf32>]
    (%8) = "builtin.slice" (%7) {index:(Int32)0} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<4x6xf32>
    (%9) = "pd_op.slice" (%8) {axes:[(Int64)1],decrease_axis:[],ends:(pd_op.IntArray)[3],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (tensor<4x6xf32>) -> tensor<4x2xf32>
    () = "builtin.shadow_output" (%9) {output_name:"s"} : (tensor<4x2xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6],stop_gradient:[false]} : () -> tensor<4x6xf32>
// CHECK-NEXT: (%1) = "builtin.combine" (%0, %0) {} : (tensor<4x6xf32>, tensor<4x6xf32>) -> vec[tensor<4x6xf32>,tensor<4x6xf32>]
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>
// CHECK-NEXT: (%3) = "pd_op.concat" (%1, %2) {} : (vec[tensor<4x6xf32>,tensor<4x6xf32>], tensor<1xi32>) -> tensor<8x6xf32>
// CHECK-NEXT: (%4) = "pd_op.split" (%3) {axis:(Int32)1,sections:(pd_op.IntArray)[2,4]} : (tensor<8x6xf32>) -> vec[tensor<8x2xf32>,tensor<8x4xf32>]
// CHECK-NEXT: (%5, %6) = "builtin.split" (%4) {} : (vec[tensor<8x2xf32>,tensor<8x4xf32>]) -> tensor<8x2xf32>, tensor<8x4xf32>
// CHECK-NEXT: (%7) = "pd_op.split_with_num" (%3) {axis:(Int32)0,num:(Int32)2} : (tensor<8x6xf32>) -> vec[tensor<4x6xf32>,tensor<4x6xf32>]
// CHECK-NEXT: (%8) = "builtin.slice" (%7) {index:(Int32)0} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<4x6xf32>
// CHECK-NEXT: (%9) = "pd_op.slice" (%8) {axes:[(Int64)1],decrease_axis:[],ends:(pd_op.IntArray)[3],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (tensor<4x6xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%9) {output_name:"s"} : (tensor<4x2xf32>) ->
// CHECK-NEXT: }

// -----
// Inplace twins: each writes its first operand and returns it. relu_,
// reshape_, scale_ and add_ are not written in pd_op.yaml; they come from
// the `inplace` mappings of relu, reshape, scale and add.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.relu_" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%2) = "pd_op.scale_" (%1) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%3) = "pd_op.add_" (%2, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%4) = "pd_op.reshape_" (%3) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf32>) -> tensor<6xf32>
    (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[6],value:(Double)0} : () -> tensor<6xf32>
    (%6) = "pd_op.assign_out_" (%4, %5) {} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    () = "builtin.shadow_output" (%6) {output_name:"out"} : (tensor<6xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%1) = "pd_op.relu_" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%2) = "pd_op.scale_" (%1) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%3) = "pd_op.add_" (%2, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%4) = "pd_op.reshape_" (%3) {shape:(pd_op.IntArray)[6]} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[6],value:(Double)0} : () -> tensor<6xf32>
// CHECK-NEXT: (%6) = "pd_op.assign_out_" (%4, %5) {} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%6) {output_name:"out"} : (tensor<6xf32>) ->
// CHECK-NEXT: }

// -----
// Value semantics: to_vtensor copies a tensor into a vtensor, on which the
// pure ops run; to_tensor copies it back.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.to_vtensor" (%0) {} : (tensor<2x3xf32>) -> vtensor<2x3xf32>
    (%2) = "pd_op.relu" (%1) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%3) = "pd_op.add" (%2, %1) {} : (vtensor<2x3xf32>, vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%4) = "pd_op.to_tensor" (%3) {} : (vtensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<2x3xf32>) ->
}

// VIEW: pd_op.reshape:
// VIEW: traits: ReadOnly, ViewLike
// VIEW: view: x -> out
// VIEW: twin: pd_op.reshape_
// INPLACE: pd_op.relu_:
// INPLACE: traits: Inplace{{$}}
// INPLACE-NEXT: inplace: x -> out
// INPLACE-NEXT: twin: pd_op.relu

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%1) = "pd_op.to_vtensor" (%0) {} : (tensor<2x3xf32>) -> vtensor<2x3xf32>
// CHECK-NEXT: (%2) = "pd_op.relu" (%1) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
// CHECK-NEXT: (%3) = "pd_op.add" (%2, %1) {} : (vtensor<2x3xf32>, vtensor<2x3xf32>) -> vtensor<2x3xf32>
// CHECK-NEXT: (%4) = "pd_op.to_tensor" (%3) {} : (vtensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: }
