// Inference of the legacy ops registered from their ProgramDesc signatures
// (dialects/infer/infer_legacy.c): pad2d, legacy_crop, transfer_layout,
// data_norm. Correct types verify as written; --infer-shapes fills the -1
// dims, and leaves open what the operands do not tell.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// pad2d adds top+bottom to H and left+right to W: dims 2 and 3 for NCHW,
// 1 and 2 for NHWC; an unknown dim stays unknown. Paddings from a
// constant operand count as the attribute; from a tensor that is not a
// constant, H and W are not known before the kernel runs.
// CHECK-LABEL: name:"pad2d"
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<2x3x11x15xf32>
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<2x9x13x3xf32>
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<-1x3x11x15xf32>
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<1x2x6x8xf32>
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<1x2x-1x-1xf32>
// CHECK: "pd_op.pad2d" {{.*}} -> tensor<1x2x7x9xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"pad2d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"h",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,8,8,3]} : () -> tensor<2x8x8x3xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3,8,8]} : () -> tensor<-1x3x8x8xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,2,4,4]} : () -> tensor<1x2x4x4xf32>
    (%c) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1,(Int64)2,(Int64)2]} : () -> tensor<4xi64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    (%0) = "pd_op.pad2d" (%x) {data_format:"NCHW",mode:"constant",pad_value:(Float)0,paddings:(pd_op.IntArray)[1,2,3,4]} : (tensor<2x3x8x8xf32>) -> tensor<2x3x-1x-1xf32>
    (%1) = "pd_op.pad2d" (%h) {data_format:"NHWC",mode:"reflect",pad_value:(Float)0,paddings:(pd_op.IntArray)[0,1,2,3]} : (tensor<2x8x8x3xf32>) -> tensor<-1x-1x-1x-1xf32>
    (%2) = "pd_op.pad2d" (%u) {paddings:(pd_op.IntArray)[1,2,3,4]} : (tensor<-1x3x8x8xf32>) -> tensor<-1x3x-1x-1xf32>
    (%3) = "pd_op.pad2d" (%s, %c) {mode:"edge"} : (tensor<1x2x4x4xf32>, tensor<4xi64>) -> tensor<1x2x-1x-1xf32>
    (%4) = "pd_op.pad2d" (%s, %p) {} : (tensor<1x2x4x4xf32>, tensor<4xi32>) -> tensor<1x2x-1x-1xf32>
    (%5) = "pd_op.pad2d" (%s, %p) {} : (tensor<1x2x4x4xf32>, tensor<4xi32>) -> tensor<1x2x7x9xf32>
}

// -----
// legacy_crop: out has the shape attribute's dims (a -1 entry stays
// unknown), or y's dims when y is given (its dtype is x's).
// CHECK-LABEL: name:"crop"
// CHECK: "pd_op.legacy_crop" {{.*}} -> tensor<1x2x2x2xf32>
// CHECK: "pd_op.legacy_crop" {{.*}} -> tensor<-1x2x2x2xf32>
// CHECK: "pd_op.legacy_crop" {{.*}} -> tensor<1x2x3x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"crop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,2,4,4]} : () -> tensor<1x2x4x4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,2,3,3]} : () -> tensor<1x2x3x3xi32>
    (%0) = "pd_op.legacy_crop" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {offsets:(pd_op.IntArray)[0,0,1,1],shape:[(Int32)1,(Int32)2,(Int32)2,(Int32)2]} : (tensor<1x2x4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xf32>
    (%1) = "pd_op.legacy_crop" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {offsets:(pd_op.IntArray)[0,0,1,1],shape:[(Int32)-1,(Int32)2,(Int32)2,(Int32)2]} : (tensor<1x2x4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xf32>
    (%2) = "pd_op.legacy_crop" (%x, %y, <<NULL VALUE>>) {offsets:(pd_op.IntArray)[0,0,1,0]} : (tensor<1x2x4x4xf32>, tensor<1x2x3x3xi32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xf32>
}

// -----
// transfer_layout between NCHW (2) and NHWC (1), Paddle's layout numbers:
// the dims transposed by {0, 2, 3, 1} or {0, 3, 1, 2}. An unnamed source
// layout (-1, the default: x's own, which the type does not carry) tells
// nothing, and the written type stays.
// CHECK-LABEL: name:"layout"
// CHECK: "pd_op.transfer_layout" {{.*}} -> tensor<1x4x5x2xf32>
// CHECK: "pd_op.transfer_layout" {{.*}} -> tensor<1x2x4x5xf32>
// CHECK: "pd_op.transfer_layout" {{.*}} -> tensor<-1x-1x-1x-1xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"layout",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,2,4,5]} : () -> tensor<1x2x4x5xf32>
    (%0) = "pd_op.transfer_layout" (%x) {dst_layout:(Int32)1,src_layout:(Int32)2} : (tensor<1x2x4x5xf32>) -> tensor<-1x-1x-1x-1xf32>
    (%1) = "pd_op.transfer_layout" (%0) {dst_layout:(Int32)2,src_layout:(Int32)1} : (tensor<-1x-1x-1x-1xf32>) -> tensor<-1x-1x-1x-1xf32>
    (%2) = "pd_op.transfer_layout" (%x) {dst_layout:(Int32)1} : (tensor<1x2x4x5xf32>) -> tensor<-1x-1x-1x-1xf32>
}

// -----
// data_norm: y like x; means and scales [C] of x's dtype, C at dim 1 for
// NCHW, else the last dim; scale_w and bias with enable_scale_and_shift.
// CHECK-LABEL: name:"data_norm"
// CHECK: "pd_op.data_norm" {{.*}} -> tensor<8x5xf64>, tensor<5xf64>, tensor<5xf64>
// CHECK: "pd_op.data_norm" {{.*}} -> tensor<2x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>
// CHECK: "pd_op.data_norm" {{.*}} -> tensor<8x5xf64>, tensor<5xf64>, tensor<5xf64>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"data_norm",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf64>
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"h",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4,4,3]} : () -> tensor<2x4x4x3xf32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%0, %1, %2) = "pd_op.data_norm" (%x, %c, %c, %c, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<8x5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xf64>, tensor<-1xf64>, tensor<-1xf64>
    (%3, %4, %5) = "pd_op.data_norm" (%h, %d, %d, %d, <<NULL VALUE>>, <<NULL VALUE>>) {data_layout:"NHWC"} : (tensor<2x4x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4x4x3xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%6, %7, %8) = "pd_op.data_norm" (%x, %c, %c, %c, %c, %c) {enable_scale_and_shift:true} : (tensor<8x5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5xf64>) -> tensor<8x5xf64>, tensor<5xf64>, tensor<5xf64>
}
