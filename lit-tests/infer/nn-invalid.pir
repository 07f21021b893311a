// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file --verify-diagnostics %s
//
// Result types that contradict the inferred ones (NN ops).

{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,4]} : () -> tensor<5x4xf32>
    // expected-error@+1 {{'pd_op.matmul' op result #0 type 'tensor<3x4xf32>' contradicts the inferred 'tensor<3x5xf32>'}}
    (%0) = "pd_op.matmul" (%a, %b) {transpose_y:true} : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    // expected-error@+1 {{'pd_op.mean' op result #0 type 'tensor<2x4xf32>' contradicts the inferred 'tensor<2x1x4xf32>'}}
    (%0) = "pd_op.mean" (%x) {axis:(pd_op.IntArray)[1],keepdim:true} : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.softmax' op result #0 type 'tensor<2x3xf16>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.softmax" (%x) {axis:(Int32)-1} : (tensor<2x3xf32>) -> tensor<2x3xf16>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    // expected-error@+1 {{'pd_op.layer_norm' op result #1 type 'tensor<2xf32>' contradicts the inferred 'tensor<6xf32>'}}
    (%0, %1, %2) = "pd_op.layer_norm" (%x) {begin_norm_axis:(Int32)2} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>, tensor<2xf32>, tensor<6xf32>
}

// -----
{
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.batch_norm' op result #3 type 'tensor<8xf32>' contradicts the inferred 'tensor<3xf32>'}}
    (%6, %7, %8, %9, %10) = "pd_op.batch_norm" (%i, %c, %c) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<2x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<8xf32>, tensor<3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,32,32]} : () -> tensor<1x3x32x32xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,3,3]} : () -> tensor<8x3x3x3xf32>
    // expected-error@+1 {{'pd_op.conv2d' op result #0 type 'tensor<1x8x32x32xf32>' contradicts the inferred 'tensor<1x8x30x30xf32>'}}
    (%0) = "pd_op.conv2d" (%x, %w) {} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x32x32xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,32,32]} : () -> tensor<1x3x32x32xf32>
    // expected-error@+1 {{'pd_op.pool2d' op result #0 type 'tensor<1x3x15x15xf32>' contradicts the inferred 'tensor<1x3x16x16xf32>'}}
    (%0) = "pd_op.pool2d" (%x) {padding_algorithm:"EXPLICIT",adaptive:false,global_pooling:false,pooling_type:"max",data_format:"NCHW",exclusive:true,paddings:[0,0],ceil_mode:true,kernel_size:(pd_op.IntArray)[3,3],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>) -> tensor<1x3x15x15xf32>
}

// -----
{
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    // expected-error@+1 {{'t.top_k' op result #1 type 'tensor<4x3xi32>' contradicts the inferred 'tensor<4x3xi64>'}}
    (%5, %6) = "t.top_k" (%t) {k:(Int32)3} : (tensor<4x10xf32>) -> tensor<4x3xf32>, tensor<4x3xi32>
}

// -----
{
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%ps) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ps",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    // expected-error@+1 {{'pd_op.top_p_sampling' op result #0 type 'tensor<4x10xf32>' contradicts the inferred 'tensor<4x1xf32>'}}
    (%0, %1) = "pd_op.top_p_sampling" (%t, %ps) {} : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<4x10xf32>, tensor<4x1xi64>
}

// -----
// top_p_sampling's top-k results: [rows, k], int64 ids.
{
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%ps) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ps",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    // expected-error@+1 {{'pd_op.top_p_sampling' op result #3 type 'tensor<4x2xi64>' contradicts the inferred 'tensor<4x3xi64>'}}
    (%0, %1, %2, %3) = "pd_op.top_p_sampling" (%t, %ps, <<NULL VALUE>>, <<NULL VALUE>>) {k:(Int32)3} : (tensor<4x10xf32>, tensor<4x1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4x1xf32>, tensor<4x1xi64>, tensor<4x3xf32>, tensor<4x2xi64>
}

// -----
{
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%ps) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ps",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    // expected-error@+1 {{'pd_op.top_p_sampling' op result #2 type 'tensor<4x3xf16>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0, %1, %2, %3) = "pd_op.top_p_sampling" (%t, %ps, <<NULL VALUE>>, <<NULL VALUE>>) {k:(Int32)3} : (tensor<4x10xf32>, tensor<4x1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4x1xf32>, tensor<4x1xi64>, tensor<4x3xf16>, tensor<4x3xi64>
}

// -----
// Paddle 3's form of layer_norm's statistics is checked too.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,7,120]} : () -> tensor<4x7x120xf32>
    // expected-error@+1 {{'pd_op.layer_norm' op result #2 type 'tensor<4x8xf32>' contradicts the inferred 'tensor<4x7xf32>'}}
    (%0, %1, %2) = "pd_op.layer_norm" (%x) {begin_norm_axis:(Int32)2} : (tensor<4x7x120xf32>) -> tensor<4x7x120xf32>, tensor<4x7xf32>, tensor<4x8xf32>
}

// -----
// A [1] stands for a 0-D tensor, but a [2] does not.
{
    (%sh) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"sh",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    // expected-error@+1 {{'pd_op.slice' op result #0 type 'tensor<2xi32>' contradicts the inferred 'tensor<i32>'}}
    (%0) = "pd_op.slice" (%sh) {axes:[(Int32)0],decrease_axis:[(Int32)0],ends:(pd_op.IntArray)[1],infer_flags:[(Int32)1],starts:(pd_op.IntArray)[0]} : (tensor<4xi32>) -> tensor<2xi32>
}

// -----
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xi64>
    // expected-error@+1 {{'pd_op.cross_entropy_with_softmax' op result #1 type 'tensor<4xf32>' contradicts the inferred 'tensor<4x1xf32>'}}
    (%0, %1) = "pd_op.cross_entropy_with_softmax" (%in, %lb) {} : (tensor<4x10xf32>, tensor<4x1xi64>) -> tensor<4x10xf32>, tensor<4xf32>
}
