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

// -----
// interpolation: size_tensor names one size per spatial dim (2 for 4-D x).
// CHECK: location.pir:[[# @LINE + 7]]:45: error: 'pd_op.bilinear_interp' op operand #2 ('size_tensor') has 1 entries, but the 4-D input has 2 spatial dims
// CHECK-NEXT: {{^}}    (%3) = "pd_op.bilinear_interp" (%0, %1, %2, %1)
// CHECK-NEXT: {{^}}                                            ^
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,4,5]} : () -> tensor<1x3x4x5xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[]} : () -> tensor<f32>
    (%2) = "builtin.combine" (%1) {} : (tensor<f32>) -> vec[tensor<f32>]
    (%3) = "pd_op.bilinear_interp" (%0, %1, %2, %1) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)0,out_h:(Int32)8,out_w:(Int32)10,scale:[]} : (tensor<1x3x4x5xf32>, tensor<f32>, vec[tensor<f32>], tensor<f32>) -> tensor<1x3x-1x-1xf32>
}

// -----
// The square-matrix check points at x; layer_norm's epsilon at the attribute.
// CHECK: location.pir:[[# @LINE + 8]]:29: error: 'pd_op.inverse' op operand #0 ('x') must hold square matrices, but its last two dims are 3 and 4
// CHECK-NEXT: {{^}}    (%1) = "pd_op.inverse" (%0)
// CHECK-NEXT: {{^}}                            ^
// CHECK: location.pir:[[# @LINE + 6]]:70: error: 'pd_op.layer_norm' op epsilon 0.5 is out of range [0, 0.001]
// CHECK-NEXT: {{^}}    (%2, %3, %4) = "pd_op.layer_norm" (%0) {begin_norm_axis:(Int32)1,epsilon:(Float)0.5}
// CHECK-NEXT: {{^}}                                                                     ^
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%1) = "pd_op.inverse" (%0) {} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    (%2, %3, %4) = "pd_op.layer_norm" (%0) {begin_norm_axis:(Int32)1,epsilon:(Float)0.5} : (tensor<3x4xf32>) -> tensor<3x4xf32>, tensor<3xf32>, tensor<3xf32>
}
