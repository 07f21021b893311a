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
