// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What Paddle refuses for the legacy ops registered from their ProgramDesc
// signatures (dialects/infer/infer_legacy.c): located errors, and result
// types that contradict the inferred ones.

// pad2d: a 4-D x (Pad2dOp::InferShape)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,8,8]} : () -> tensor<3x8x8xf32>
    // expected-error@+1 {{'pd_op.pad2d' op operand #0 must be 4-D (NCHW or NHWC), but is 3-D}}
    (%0) = "pd_op.pad2d" (%x) {paddings:(pd_op.IntArray)[1,1,1,1]} : (tensor<3x8x8xf32>) -> tensor<3x10x10xf32>
}

// -----
// pad2d: paddings of 4 entries
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.pad2d' op paddings has 3 entries, but pad2d takes 4 (top, bottom, left, right)}}
    (%0) = "pd_op.pad2d" (%x4) {paddings:(pd_op.IntArray)[1,1,1]} : (tensor<2x3x8x8xf32>) -> tensor<2x3x10x9xf32>
}

// -----
// pad2d: a Paddings tensor must be 1-D
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xi32>
    // expected-error@+1 {{'pd_op.pad2d' op operand #1 ('paddings') must be 1-D, but is 2-D}}
    (%0) = "pd_op.pad2d" (%x4, %p) {} : (tensor<2x3x8x8xf32>, tensor<2x2xi32>) -> tensor<2x3x-1x-1xf32>
}

// -----
// pad2d: H and W padded (NCHW): 8+1+2, 8+3+4; a type without them is wrong
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.pad2d' op result #0 type 'tensor<2x3x8x8xf32>' contradicts the inferred 'tensor<2x3x11x15xf32>'}}
    (%0) = "pd_op.pad2d" (%x4) {paddings:(pd_op.IntArray)[1,2,3,4]} : (tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
}

// -----
// pad2d NHWC pads dims 1 and 2, not 2 and 3
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.pad2d' op result #0 type 'tensor<2x3x11x15xf32>' contradicts the inferred 'tensor<2x6x15x8xf32>'}}
    (%0) = "pd_op.pad2d" (%x4) {data_format:"NHWC",paddings:(pd_op.IntArray)[1,2,3,4]} : (tensor<2x3x8x8xf32>) -> tensor<2x3x11x15xf32>
}

// -----
// legacy_crop: shape has one entry per dim of x (CropOp::InferShape)
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.legacy_crop' op shape has 3 entries, but x (operand #0) has rank 4}}
    (%0) = "pd_op.legacy_crop" (%x4, <<NULL VALUE>>, <<NULL VALUE>>) {shape:[(Int32)2,(Int32)2,(Int32)2]} : (tensor<2x3x8x8xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x2x2xf32>
}

// -----
// legacy_crop: y of x's rank
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4,4]} : () -> tensor<3x4x4xf32>
    // expected-error@+1 {{'pd_op.legacy_crop' op operand #1 ('y') has rank 3, but x (operand #0) has rank 4}}
    (%0) = "pd_op.legacy_crop" (%x4, %y, <<NULL VALUE>>) {} : (tensor<2x3x8x8xf32>, tensor<3x4x4xf32>, <<NULL TYPE>>) -> tensor<3x4x4xf32>
}

// -----
// legacy_crop: out has y's dims
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,4,4]} : () -> tensor<1x3x4x4xf32>
    // expected-error@+1 {{'pd_op.legacy_crop' op result #0 type 'tensor<2x3x8x8xf32>' contradicts the inferred 'tensor<1x3x4x4xf32>'}}
    (%0) = "pd_op.legacy_crop" (%x4, %y, <<NULL VALUE>>) {} : (tensor<2x3x8x8xf32>, tensor<1x3x4x4xf32>, <<NULL TYPE>>) -> tensor<2x3x8x8xf32>
}

// -----
// transfer_layout to the layout x has (the kernel's PreconditionNotMet)
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.transfer_layout' op dst_layout 2 is src_layout: no layout transform is needed}}
    (%0) = "pd_op.transfer_layout" (%x4) {dst_layout:(Int32)2,src_layout:(Int32)2} : (tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
}

// -----
// transfer_layout between NCHW and NHWC transposes 4-D tensors only
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,8,8]} : () -> tensor<3x8x8xf32>
    // expected-error@+1 {{'pd_op.transfer_layout' op operand #0 must be 4-D to go between NCHW and NHWC, but is 3-D}}
    (%0) = "pd_op.transfer_layout" (%x) {dst_layout:(Int32)1,src_layout:(Int32)2} : (tensor<3x8x8xf32>) -> tensor<8x8x3xf32>
}

// -----
// transfer_layout NHWC (1) -> NCHW (2) of [N 2, H 3, W 8, C 8] is [2, 8, 3, 8],
// not the NCHW -> NHWC transpose
{
    (%x4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x4",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    // expected-error@+1 {{'pd_op.transfer_layout' op result #0 type 'tensor<2x8x8x3xf32>' contradicts the inferred 'tensor<2x8x3x8xf32>'}}
    (%0) = "pd_op.transfer_layout" (%x4) {dst_layout:(Int32)2,src_layout:(Int32)1} : (tensor<2x3x8x8xf32>) -> tensor<2x8x8x3xf32>
}

// -----
// data_norm: x of rank 2 to 5 (DataNormOp::InferShape)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf32>
    // expected-error@+1 {{'pd_op.data_norm' op operand #0 must have rank 2 to 5, but is 1-D}}
    (%0, %1, %2) = "pd_op.data_norm" (%x, %x, %x, %x, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----
// data_norm: the statistics are 1-D
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf32>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,5]} : () -> tensor<1x5xf32>
    // expected-error@+1 {{'pd_op.data_norm' op operand #2 ('batch_sum') must be 1-D, but is 2-D}}
    (%0, %1, %2) = "pd_op.data_norm" (%x, %c, %q, %c, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<8x5xf32>, tensor<5xf32>, tensor<1x5xf32>, tensor<5xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----
// data_norm: one statistic per channel
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    // expected-error@+1 {{'pd_op.data_norm' op operand #1 ('batch_size') has 4 entries, but x has 5 channels (NCHW)}}
    (%0, %1, %2) = "pd_op.data_norm" (%x, %f, %c, %c, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<8x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<5xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----
// data_norm: enable_scale_and_shift needs scale_w and bias
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf32>
    // expected-error@+1 {{'pd_op.data_norm' op enable_scale_and_shift is true, but operand 'bias' is absent}}
    (%0, %1, %2) = "pd_op.data_norm" (%x, %c, %c, %c, %c, <<NULL VALUE>>) {enable_scale_and_shift:true} : (tensor<8x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, <<NULL TYPE>>) -> tensor<8x5xf32>, tensor<5xf32>, tensor<5xf32>
}

// -----
// data_norm: means has C entries, not N
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xf32>
    // expected-error@+1 {{'pd_op.data_norm' op result #1 type 'tensor<8xf32>' contradicts the inferred 'tensor<5xf32>'}}
    (%0, %1, %2) = "pd_op.data_norm" (%x, %c, %c, %c, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<8x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x5xf32>, tensor<8xf32>, tensor<5xf32>
}
