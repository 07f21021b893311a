// RUN: not pir-opt --split-input-file %s 2>&1 | FileCheck %s
//
// An operand check points at the operand it found wrong, an attribute
// check at the attribute (issue 25).

// CHECK: location.pir:[[# @LINE + 6]]:32: error: 'pd_op.matmul' op operand #1 dim 0 is 5, but operand #0 dim 1 is 4 (transpose_x=false, transpose_y=false)
// CHECK-NEXT: {{^}}    (%2) = "pd_op.matmul" (%0, %1)
// CHECK-NEXT: {{^}}                               ^
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,3]} : () -> tensor<5x3xf32>
    (%2) = "pd_op.matmul" (%0, %1) {transpose_x:false,transpose_y:false} : (tensor<2x4xf32>, tensor<5x3xf32>) -> tensor<2x3xf32>
}

// -----
// CHECK: location.pir:[[# @LINE + 5]]:34: error: 'pd_op.softmax' op axis 2 is out of range [-2, 2) for a 2-D operand
// CHECK-NEXT: {{^}}    (%1) = "pd_op.softmax" (%0) {axis:(Int32)2}
// CHECK-NEXT: {{^}}                                 ^
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.softmax" (%0) {axis:(Int32)2} : (tensor<2x4xf32>) -> tensor<2x4xf32>
}

// -----
// layer_norm's scale: one entry per normalized element (3 x 4 = 12).
// CHECK: location.pir:[[# @LINE + 7]]:44: error: 'pd_op.layer_norm' op operand #1 ('scale') has 4 entries, but x's dims from begin_norm_axis 1 ([3, 4]) hold 12
// CHECK-NEXT: {{^}}    (%3, %4, %5) = "pd_op.layer_norm" (%0, %1, %2)
// CHECK-NEXT: {{^}}                                           ^
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[12]} : () -> tensor<12xf32>
    (%3, %4, %5) = "pd_op.layer_norm" (%0, %1, %2) {begin_norm_axis:(Int32)1,epsilon:(Float)1e-05} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<12xf32>) -> tensor<2x3x4xf32>, tensor<2xf32>, tensor<2xf32>
}
