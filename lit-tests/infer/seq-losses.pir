// Inference of the losses and heads of dialects/infer/infer_seq_losses.c.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// warpctc with lengths: logits [T=20, B=4, D=30]: loss [4, 1], grad
// [20, 4, 30]; warprnnt: input [B=2, T, U, D]: loss [2], grad like input.
// CHECK-LABEL: name:"ctc"
// CHECK: "pd_op.warpctc" {{.*}} -> tensor<4x1xf32>, tensor<20x4x30xf32>
// CHECK: "pd_op.warprnnt" {{.*}} -> tensor<2xf32>, tensor<2x5x3x8xf32>
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ctc",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[20,4,30]} : () -> tensor<20x4x30xf32>
    (%lab) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"lab",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xi32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi64>
    (%0, %1) = "pd_op.warpctc" (%l, %lab, %n, %n) {blank:(Int32)0} : (tensor<20x4x30xf32>, tensor<4x10xi32>, tensor<4xi64>, tensor<4xi64>) -> tensor<-1x-1xf32>, tensor<-1x-1x-1xf32>
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,5,3,8]} : () -> tensor<2x5x3x8xf32>
    (%il) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"il",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi32>
    (%ll) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"ll",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xi32>
    (%2, %3) = "pd_op.warprnnt" (%in, %ll, %il, %il) {blank:(Int32)0} : (tensor<2x5x3x8xf32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<-1xf32>, tensor<-1x-1x-1x-1xf32>
}

// -----
// yolo_loss: 3 masked anchors of 2 classes: 21 channels on 13x13; 6 gt
// boxes per image. yolo_box_post: [-1, 6] float32 and [batch] int32.
// CHECK-LABEL: name:"yolo"
// CHECK: "pd_op.yolo_loss" {{.*}} -> tensor<2xf32>, tensor<2x3x13x13xf32>, tensor<2x6xf32>
// CHECK: "pd_op.yolo_box_post" {{.*}} -> tensor<-1x6xf32>, tensor<2xi32>
// CHECK: "pd_op.yolo_box_head" {{.*}} -> tensor<2x21x13x13xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"yolo",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,21,13,13]} : () -> tensor<2x21x13x13xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6,4]} : () -> tensor<2x6x4xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6]} : () -> tensor<2x6xi32>
    (%0, %1, %2) = "pd_op.yolo_loss" (%x, %b, %g, <<NULL VALUE>>) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],anchor_mask:[(Int32)0,(Int32)1,(Int32)2],class_num:(Int32)2} : (tensor<2x21x13x13xf32>, tensor<2x6x4xf32>, tensor<2x6xi32>, <<NULL TYPE>>) -> tensor<-1xf32>, tensor<-1x-1x-1x-1xf32>, tensor<-1x-1xf32>
    (%im) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"im",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xi32>
    (%sc) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sc",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xf32>
    (%3, %4) = "pd_op.yolo_box_post" (%x, %x, %x, %im, %sc) {anchors0:[(Int32)1,(Int32)2],anchors1:[(Int32)1,(Int32)2],anchors2:[(Int32)1,(Int32)2],class_num:(Int32)2,conf_thresh:(Float)0.1,downsample_ratio0:(Int32)32,downsample_ratio1:(Int32)16,downsample_ratio2:(Int32)8,clip_bbox:true,scale_x_y:(Float)1,nms_threshold:(Float)0.45} : (tensor<2x21x13x13xf32>, tensor<2x21x13x13xf32>, tensor<2x21x13x13xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<-1x6xf32>, tensor<-1xi32>
    (%5) = "pd_op.yolo_box_head" (%x) {anchors:[(Int32)10,(Int32)13],class_num:(Int32)2} : (tensor<2x21x13x13xf32>) -> tensor<-1x21x13x13xf32>
}

// -----
// nce: cost [N, 1] float32, samples [N, 10 + 1]; quantize_linear: y of
// x's dims, out_scale [x's dim quant_axis]; tdm_child: x's dims and
// child_nums, x's dtype.
// CHECK-LABEL: name:"nce"
// CHECK: "pd_op.nce" {{.*}} -> tensor<8x1xf32>, tensor<8x11xf32>, tensor<8x11xi64>
// CHECK: "pd_op.quantize_linear" {{.*}} -> tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<4xf32>
// CHECK: "pd_op.dequantize_linear" {{.*}} -> tensor<6x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
// CHECK: "pd_op.tdm_child" {{.*}} -> tensor<5x1x2xi64>, tensor<5x1x2xi64>
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"nce",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,16]} : () -> tensor<8x16xf32>
    (%lab) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lab",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%0, %1, %2) = "pd_op.nce" (%in, %lab, %w, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {num_total_classes:(Int32)100} : (tensor<8x16xf32>, tensor<8x1xi64>, tensor<100x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>, tensor<-1x-1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"one",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    (%3, %4, %5, %6) = "pd_op.quantize_linear" (%x, %s, %z, %one, %one) {quant_axis:(Int32)1,is_test:false} : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<1xf32>, tensor<1xf32>) -> tensor<-1x-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%7, %8, %9, %10) = "pd_op.dequantize_linear" (%x, %s, %z, <<NULL VALUE>>, <<NULL VALUE>>) {quant_axis:(Int32)1} : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[30,5]} : () -> tensor<30x5xi64>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%11, %12) = "pd_op.tdm_child" (%i, %t) {child_nums:(Int32)2} : (tensor<5x1xi64>, tensor<30x5xi64>) -> tensor<-1x-1x-1xi64>, tensor<-1x-1x-1xi64>
}

// -----
// hash [N, num_hash, 1]; identity_loss 0-D (x's type with reduction 2);
// is_empty 0-D bool; send_u_recv x's dims, dim 0 open; sequence_conv
// [N, filter dim 1]; viterbi_decode scores like lengths; tdm_sampler
// [N, (2 + 1) + (3 + 1)].
// CHECK-LABEL: name:"hash"
// CHECK: "pd_op.hash" {{.*}} -> tensor<5x4x1xi32>
// CHECK: "pd_op.identity_loss" {{.*}} -> tensor<f32>
// CHECK: "pd_op.identity_loss" {{.*}} -> tensor<3x4xf32>
// CHECK: "pd_op.is_empty" {{.*}} -> tensor<b>
// CHECK: "pd_op.send_u_recv" {{.*}} -> tensor<-1x4xf32>, tensor<-1xi32>
// CHECK: "pd_op.sequence_conv" {{.*}} -> tensor<3x8xf32>
// CHECK: "pd_op.viterbi_decode" {{.*}} -> tensor<2xi64>, tensor<2x7xi64>
// CHECK: "pd_op.tdm_sampler" {{.*}} -> tensor<5x7xi64>, tensor<5x7xi64>, tensor<5x7xi64>
{
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"hash",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi32>
    (%0) = "pd_op.hash" (%h) {num_hash:(Int32)4} : (tensor<5x1xi32>) -> tensor<-1x-1x-1xi32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%1) = "pd_op.identity_loss" (%x) {reduction:(Int32)1} : (tensor<3x4xf32>) -> tensor<f32>
    (%2) = "pd_op.identity_loss" (%x) {reduction:(Int32)2} : (tensor<3x4xf32>) -> tensor<-1x4xf32>
    (%3) = "pd_op.is_empty" (%x) {} : (tensor<3x4xf32>) -> tensor<b>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    (%4, %5) = "pd_op.send_u_recv" (%x, %s, %s, <<NULL VALUE>>) {reduce_op:"MEAN"} : (tensor<3x4xf32>, tensor<6xi32>, tensor<6xi32>, <<NULL TYPE>>) -> tensor<-1x-1xf32>, tensor<-1xi32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[12,8]} : () -> tensor<12x8xf32>
    (%6) = "pd_op.sequence_conv" (%x, <<NULL VALUE>>, %f) {context_length:(Int32)3,context_start:(Int32)-1} : (tensor<3x4xf32>, <<NULL TYPE>>, tensor<12x8xf32>) -> tensor<-1x-1xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7,5]} : () -> tensor<2x7x5xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,5]} : () -> tensor<5x5xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    (%7, %8) = "pd_op.viterbi_decode" (%p, %t, %l) {} : (tensor<2x7x5xf32>, tensor<5x5xf32>, tensor<2xi64>) -> tensor<-1xi64>, tensor<2x7xi64>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%tr) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"tr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[20,2]} : () -> tensor<20x2xi64>
    (%9, %10, %11) = "pd_op.tdm_sampler" (%i, %tr, %tr) {neg_samples_num_list:[(Int32)2,(Int32)3]} : (tensor<5x1xi64>, tensor<20x2xi64>, tensor<20x2xi64>) -> tensor<-1x-1xi64>, tensor<-1x-1xi64>, tensor<-1x-1xi64>
}
