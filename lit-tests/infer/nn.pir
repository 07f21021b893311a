// Inference of the NN ops (dialects/infer/infer_nn.c): matmul, reductions,
// softmax, layer_norm, rms_norm, batch_norm, conv2d, pool2d, top_k (a test
// op from Inputs/infer-ops.yaml). Correct types verify as written;
// --infer-shapes fills the -1 dims.
// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// matmul: transposes, batch dims broadcast, 1-D operands. Of batch ranks
// that differ, Paddle declares the higher-rank operand's batch dims: its 1
// against the other's 7 stays open (Paddle says 1, the kernel gives 7).
// CHECK-LABEL: name:"matmul"
// CHECK: "pd_op.matmul" {{.*}} -> tensor<2x3x5xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<3x5xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<2x-1x3x5xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<5xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.matmul" {{.*}} -> tensor<f32>
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"matmul",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,5]} : () -> tensor<4x5xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,4]} : () -> tensor<5x4xf32>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1,3,4]} : () -> tensor<2x1x3x4xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4,5]} : () -> tensor<7x4x5xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.matmul" (%a, %b) {transpose_x:false,transpose_y:false} : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<-1x-1x-1xf32>
    (%1) = "pd_op.matmul" (%c, %d) {transpose_x:false,transpose_y:true} : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.matmul" (%e, %f) {} : (tensor<2x1x3x4xf32>, tensor<7x4x5xf32>) -> tensor<2x-1x3x5xf32>
    (%3) = "pd_op.matmul" (%v, %b) {} : (tensor<4xf32>, tensor<4x5xf32>) -> tensor<-1xf32>
    (%4) = "pd_op.matmul" (%a, %v) {} : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x-1xf32>
    (%5) = "pd_op.matmul" (%v, %v) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
}

// -----
// Reductions drop the listed axes (all of them for an empty list), or
// keep them as 1 with keepdim; sum's dtype attribute sets the dtype.
// CHECK-LABEL: name:"reduce"
// CHECK: "pd_op.mean" {{.*}} -> tensor<2x4xf32>
// CHECK: "pd_op.mean" {{.*}} -> tensor<2x1x4xf32>
// CHECK: "pd_op.max" {{.*}} -> tensor<f32>
// CHECK: "pd_op.sum" {{.*}} -> tensor<2x3xf64>
// CHECK: "pd_op.softmax" {{.*}} -> tensor<2x3x4xf32>
// CHECK: "pd_op.log_softmax" {{.*}} -> tensor<2x3x4xf32>
// CHECK: "pd_op.cross_entropy_with_softmax" {{.*}} -> tensor<4x10xf32>, tensor<4x1xf32>
// CHECK: "pd_op.cross_entropy_with_softmax_grad" {{.*}} -> tensor<4x10xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"reduce",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%0) = "pd_op.mean" (%x) {axis:(pd_op.IntArray)[1],keepdim:false} : (tensor<2x3x4xf32>) -> tensor<-1x4xf32>
    (%ax) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)-2]} : () -> tensor<1xi64>
    (%1) = "pd_op.mean" (%x, %ax) {keepdim:true} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x-1x4xf32>
    (%2) = "pd_op.max" (%x) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x3x4xf32>) -> tensor<f32>
    (%3) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[-1],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x3x4xf32>) -> tensor<-1x-1xf64>
    (%4) = "pd_op.softmax" (%x) {axis:(Int32)-1} : (tensor<2x3x4xf32>) -> tensor<-1x3x4xf32>
    (%5) = "pd_op.log_softmax" (%x) {axis:(Int32)1} : (tensor<2x3x4xf32>) -> tensor<2x3x-1xf32>
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xi64>
    (%6, %7) = "pd_op.cross_entropy_with_softmax" (%in, %lb) {axis:(Int32)-1} : (tensor<4x10xf32>, tensor<4x1xi64>) -> tensor<-1x10xf32>, tensor<-1x-1xf32>
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    (%sm) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sm",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%8) = "pd_op.cross_entropy_with_softmax_grad" (%lb, %sm, %lg) {ignore_index:(Int32)-100,numeric_stable_mode:true,use_softmax:true,soft_label:false,axis:(Int32)-1} : (tensor<4x1xi64>, tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<-1x-1xf32>
}

// -----
// Normalizations and all their results.
// CHECK-LABEL: name:"norms"
// CHECK: "pd_op.layer_norm" {{.*}} -> tensor<2x3x4xf32>, tensor<6xf32>, tensor<6xf32>
// CHECK: "pd_op.rms_norm" {{.*}} -> tensor<2x3x8xf32>, <<NULL TYPE>>, tensor<2x3xf32>
// CHECK: "pd_op.batch_norm" {{.*}} -> tensor<2x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"norms",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0, %1, %2) = "pd_op.layer_norm" (%x, %s, %s) {begin_norm_axis:(Int32)2,epsilon:(Float)1e-05} : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<-1x3x4xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%r) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"r",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8]} : () -> tensor<2x3x8xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%3, %4, %5) = "pd_op.rms_norm" (%r, <<NULL VALUE>>, <<NULL VALUE>>, %w) {quant_min_bound:(Float)0,quant_max_bound:(Float)0,quant_round_type:(Int32)0,quant_scale:(Float)-1,epsilon:(Float)1e-05,begin_norm_axis:(Int32)2} : (tensor<2x3x8xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<8xf32>) -> tensor<2x-1x8xf32>, <<NULL TYPE>>, tensor<-1x-1xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%6, %7, %8, %9, %10) = "pd_op.batch_norm" (%i, %c, %c, %c, %c) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<2x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<-1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<-1xf32>, tensor<-1xf32>
}

// -----
// conv2d: out = (in + pads - (dilation*(k-1)+1)) / stride + 1; SAME gives
// ceil(in / stride), VALID no padding; NHWC keeps channels last; four
// paddings are [top, bottom, left, right].
// CHECK-LABEL: name:"conv"
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x8x16x16xf32>
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x8x16x16xf32>
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x8x30x30xf32>
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x30x30x8xf32>
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x8x28x28xf32>
// CHECK: "pd_op.conv2d" {{.*}} -> tensor<1x8x33x30xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"conv",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,32,32]} : () -> tensor<1x3x32x32xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"nhwc",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,32,32,3]} : () -> tensor<1x32x32x3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,3,3]} : () -> tensor<8x3x3x3xf32>
    (%0) = "pd_op.conv2d" (%x, %w) {dilations:[(Int32)1,(Int32)1],paddings:[(Int32)1,(Int32)1],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x-1x-1x-1xf32>
    (%1) = "pd_op.conv2d" (%x, %w) {padding_algorithm:"SAME",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x-1x-1xf32>
    (%2) = "pd_op.conv2d" (%x, %w) {padding_algorithm:"VALID",paddings:[(Int32)5,(Int32)5]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x-1x-1xf32>
    (%3) = "pd_op.conv2d" (%n, %w) {data_format:"NHWC"} : (tensor<1x32x32x3xf32>, tensor<8x3x3x3xf32>) -> tensor<-1x-1x-1x-1xf32>
    (%4) = "pd_op.conv2d" (%x, %w) {dilations:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x-1x28xf32>
    (%5) = "pd_op.conv2d" (%x, %w) {paddings:[(Int32)1,(Int32)2,(Int32)0,(Int32)0]} : (tensor<1x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x-1x-1xf32>
}

// -----
// pool2d: the window formula (ceil_mode rounds up), global pooling to
// 1x1, adaptive pooling to the kernel size; top_k cuts the axis to k.
// CHECK-LABEL: name:"pool"
// CHECK: "pd_op.pool2d" {{.*}} -> tensor<1x3x16x16xf32>
// CHECK: "pd_op.pool2d" {{.*}} -> tensor<1x3x15x15xf32>
// CHECK: "pd_op.pool2d" {{.*}} -> tensor<1x3x16x16xf32>
// CHECK: "pd_op.pool2d" {{.*}} -> tensor<1x3x1x1xf32>
// CHECK: "pd_op.pool2d" {{.*}} -> tensor<1x3x7x7xf32>
// CHECK: "t.top_k" {{.*}} -> tensor<4x3xf32>, tensor<4x3xi64>
// CHECK: "pd_op.top_p_sampling" {{.*}} -> tensor<4x1xf32>, tensor<4x1xi64>
// With k > 0 the top-k scores and ids are [rows, k] (x's dtype, int64);
// the rows are x's dim 0 whatever its rank (Paddle's TopPSamplingInferMeta).
// CHECK: "pd_op.top_p_sampling" {{.*}} -> tensor<4x1xf32>, tensor<4x1xi64>, tensor<4x3xf32>, tensor<4x3xi64>
// CHECK: "pd_op.top_p_sampling" {{.*}} -> tensor<4x1xf32>, tensor<4x1xi64>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"pool",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,32,32]} : () -> tensor<1x3x32x32xf32>
    (%0) = "pd_op.pool2d" (%x) {padding_algorithm:"EXPLICIT",adaptive:false,global_pooling:false,pooling_type:"max",data_format:"NCHW",exclusive:true,ceil_mode:false,paddings:[0,0],kernel_size:(pd_op.IntArray)[2,2],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>) -> tensor<1x3x-1x-1xf32>
    (%1) = "pd_op.pool2d" (%x) {padding_algorithm:"EXPLICIT",adaptive:false,global_pooling:false,pooling_type:"max",data_format:"NCHW",exclusive:true,ceil_mode:false,paddings:[0,0],kernel_size:(pd_op.IntArray)[3,3],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>) -> tensor<1x3x-1x-1xf32>
    (%2) = "pd_op.pool2d" (%x) {padding_algorithm:"EXPLICIT",adaptive:false,global_pooling:false,pooling_type:"max",data_format:"NCHW",exclusive:true,paddings:[0,0],ceil_mode:true,kernel_size:(pd_op.IntArray)[3,3],strides:[(Int32)2,(Int32)2]} : (tensor<1x3x32x32xf32>) -> tensor<1x3x-1x-1xf32>
    (%3) = "pd_op.pool2d" (%x) {padding_algorithm:"EXPLICIT",adaptive:false,pooling_type:"max",data_format:"NCHW",exclusive:true,ceil_mode:false,paddings:[0,0],strides:[1,1],global_pooling:true,kernel_size:(pd_op.IntArray)[3,3]} : (tensor<1x3x32x32xf32>) -> tensor<1x3x-1x-1xf32>
    (%k) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)7,(Int64)7]} : () -> tensor<2xi64>
    (%4) = "pd_op.pool2d" (%x, %k) {padding_algorithm:"EXPLICIT",global_pooling:false,data_format:"NCHW",exclusive:true,ceil_mode:false,paddings:[0,0],strides:[1,1],adaptive:true,pooling_type:"avg"} : (tensor<1x3x32x32xf32>, tensor<2xi64>) -> tensor<1x3x-1x-1xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xf32>
    (%5, %6) = "t.top_k" (%t) {k:(Int32)3} : (tensor<4x10xf32>) -> tensor<4x-1xf32>, tensor<-1x-1xi64>
    (%ps) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ps",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    (%7, %8) = "pd_op.top_p_sampling" (%t, %ps) {seed:(Int32)-1} : (tensor<4x10xf32>, tensor<4x1xf32>) -> tensor<-1x1xf32>, tensor<-1x-1xi64>
    (%9, %10, %11, %12) = "pd_op.top_p_sampling" (%t, %ps, <<NULL VALUE>>, <<NULL VALUE>>) {seed:(Int32)-1,k:(Int32)3,mode:"truncate"} : (tensor<4x10xf32>, tensor<4x1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x1xf32>, tensor<4x1xi64>, tensor<-1x-1xf32>, tensor<-1x-1xi64>
    (%t3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t3",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2,5]} : () -> tensor<4x2x5xf32>
    (%13, %14) = "pd_op.top_p_sampling" (%t3, %ps) {seed:(Int32)-1} : (tensor<4x2x5xf32>, tensor<4x1xf32>) -> tensor<-1x1xf32>, tensor<-1x1xi64>
}

// -----
// What different Paddle versions wrote, all accepted: layer_norm's mean and
// variance shaped like x's leading dims (Paddle 3, from a PIR JSON model);
// batch_norm_'s unused saved statistics declared 0-D (inference models
// saved by Paddle 2.5-2.6); a fully decreased slice written [1] (before
// Paddle 2.5 had 0-D tensors). None is reported; layer_norm's statistics
// are refined in the form they are written in.
// CHECK-LABEL: name:"versions"
// CHECK: "pd_op.layer_norm" {{.*}} -> tensor<4x7x120xf32>, tensor<4x7xf32>, tensor<4x7xf32>
// CHECK: "pd_op.batch_norm_" {{.*}} -> tensor<-1x32x128x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>, tensor<f32>, <<NULL TYPE>>
// CHECK: "pd_op.slice" {{.*}} -> tensor<1xi32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"versions",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,7,120]} : () -> tensor<4x7x120xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[120]} : () -> tensor<120xf32>
    (%0, %1, %2) = "pd_op.layer_norm" (%x, %s, %s) {begin_norm_axis:(Int32)2,epsilon:(Float)1e-05} : (tensor<4x7x120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<4x7x120xf32>, tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,32,128,96]} : () -> tensor<-1x32x128x96xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[32]} : () -> tensor<32xf32>
    (%3, %4, %5, %6, %7, %8) = "pd_op.batch_norm_" (%i, %c, %c, %c, %c) {data_format:"NCHW",data_layout:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:true} : (tensor<-1x32x128x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<-1x32x128x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>, tensor<f32>, <<NULL TYPE>>
    (%sh) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"sh",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    (%st) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)0]} : () -> tensor<1xi64>
    (%en) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)1]} : () -> tensor<1xi64>
    (%9) = "pd_op.slice" (%sh, %st, %en) {axes:[(Int32)0],decrease_axis:[(Int32)0],infer_flags:[(Int32)1]} : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi32>
}
