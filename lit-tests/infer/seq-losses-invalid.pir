// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What the InferMeta of the ops of infer_seq_losses.c refuses.

// warpctc: blank below the width
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[20,4,30]} : () -> tensor<20x4x30xf32>
    (%lab) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"lab",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10]} : () -> tensor<4x10xi32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi64>
    // expected-error@+1 {{'pd_op.warpctc' op blank 30 is out of range [0, 30)}}
    (%0, %1) = "pd_op.warpctc" (%l, %lab, %n, %n) {blank:(Int32)30} : (tensor<20x4x30xf32>, tensor<4x10xi32>, tensor<4xi64>, tensor<4xi64>) -> tensor<4x1xf32>, tensor<20x4x30xf32>
}

// -----
// yolo_loss: channels len(anchor_mask) · (5 + class_num)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,20,13,13]} : () -> tensor<2x20x13x13xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6,4]} : () -> tensor<2x6x4xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6]} : () -> tensor<2x6xi32>
    // expected-error@+1 {{'pd_op.yolo_loss' op operand #0 ('x') has 20 channels, but len(anchor_mask) · (5 + class_num) is 21 (compared as written)}}
    (%0, %1, %2) = "pd_op.yolo_loss" (%x, %b, %g, <<NULL VALUE>>) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],anchor_mask:[(Int32)0,(Int32)1,(Int32)2],class_num:(Int32)2} : (tensor<2x20x13x13xf32>, tensor<2x6x4xf32>, tensor<2x6xi32>, <<NULL TYPE>>) -> tensor<2xf32>, tensor<2x3x13x13xf32>, tensor<2x6xf32>
}

// -----
// yolo_loss: anchor_mask within the anchors
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7,13,13]} : () -> tensor<2x7x13x13xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6,4]} : () -> tensor<2x6x4xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6]} : () -> tensor<2x6xi32>
    // expected-error@+1 {{'pd_op.yolo_loss' op anchor_mask entry 0 is 3, but there are 3 anchors}}
    (%0, %1, %2) = "pd_op.yolo_loss" (%x, %b, %g, <<NULL VALUE>>) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],anchor_mask:[(Int32)3],class_num:(Int32)2} : (tensor<2x7x13x13xf32>, tensor<2x6x4xf32>, tensor<2x6xi32>, <<NULL TYPE>>) -> tensor<2xf32>, tensor<2x1x13x13xf32>, tensor<2x6xf32>
}

// -----
// nce: weight's dim 0 is num_total_classes
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,16]} : () -> tensor<8x16xf32>
    (%lab) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lab",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[90,16]} : () -> tensor<90x16xf32>
    // expected-error@+1 {{'pd_op.nce' op operand #2 ('weight') dim 0 is 90, but num_total_classes is 100 (compared as written)}}
    (%0, %1, %2) = "pd_op.nce" (%in, %lab, %w, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {num_total_classes:(Int32)100} : (tensor<8x16xf32>, tensor<8x1xi64>, tensor<90x16xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x1xf32>, tensor<8x11xf32>, tensor<8x11xi64>
}

// -----
// pyramid_hash: w [space_len + rand_len, 1]
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,1]} : () -> tensor<10x1xi32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,1]} : () -> tensor<100x1xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,1]} : () -> tensor<1x1xi32>
    // expected-error@+1 {{'pd_op.pyramid_hash' op operand #1 ('w') dim 0 is 100, but space_len + rand_len is 104 (compared as written)}}
    (%0, %1, %2) = "pd_op.pyramid_hash" (%x, %w, %l, %l) {num_emb:(Int32)8,space_len:(Int32)100,rand_len:(Int32)4} : (tensor<10x1xi32>, tensor<100x1xf32>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<-1x8xf32>, tensor<-1x1xi32>, tensor<10x1xi32>
}

// -----
// quantize_linear: round_type 0 or 1
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    // expected-error@+1 {{'pd_op.quantize_linear' op round_type must be 0 or 1, but is 2}}
    (%0, %1, %2, %3) = "pd_op.quantize_linear" (%x, %s, %z, <<NULL VALUE>>, <<NULL VALUE>>) {round_type:(Int32)2} : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<6x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>
}

// -----
// tdm_child: a 2-D tree_info
{
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[30]} : () -> tensor<30xi64>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    // expected-error@+1 {{'pd_op.tdm_child' op operand #1 ('tree_info') must be 2-D, but is 1-D}}
    (%0, %1) = "pd_op.tdm_child" (%i, %t) {child_nums:(Int32)2} : (tensor<5x1xi64>, tensor<30xi64>) -> tensor<5x1x2xi64>, tensor<5x1x2xi64>
}

// -----
// hash: x 2-D
{
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"h",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi32>
    // expected-error@+1 {{'pd_op.hash' op operand #0 ('x') must be 2-D, but is 1-D}}
    (%0) = "pd_op.hash" (%h) {num_hash:(Int32)4} : (tensor<5xi32>) -> tensor<5x4x1xi32>
}

// -----
// identity_loss: a reduced loss is 0-D
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    // expected-error@+1 {{'pd_op.identity_loss' op result #0 type 'tensor<3x4xf32>' contradicts the inferred 'tensor<f32>'}}
    (%0) = "pd_op.identity_loss" (%x) {reduction:(Int32)0} : (tensor<3x4xf32>) -> tensor<3x4xf32>
}

// -----
// sequence_conv: filter's height context_length · x's width
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,8]} : () -> tensor<8x8xf32>
    // expected-error@+1 {{'pd_op.sequence_conv' op operand #2 ('filter') dim 0 is 8, but context_length · x's dim 1 is 12 (compared as written)}}
    (%0) = "pd_op.sequence_conv" (%x, <<NULL VALUE>>, %f) {context_length:(Int32)3} : (tensor<3x4xf32>, <<NULL TYPE>>, tensor<8x8xf32>) -> tensor<3x8xf32>
}

// -----
// viterbi_decode: the tag counts agree
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7,5]} : () -> tensor<2x7x5xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,6]} : () -> tensor<6x6xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    // expected-error@+1 {{'pd_op.viterbi_decode' op operand #1 ('transition_params') dim 0 is 6, but potentials has 5 tags}}
    (%0, %1) = "pd_op.viterbi_decode" (%p, %t, %l) {} : (tensor<2x7x5xf32>, tensor<6x6xf32>, tensor<2xi64>) -> tensor<2xi64>, tensor<2x7xi64>
}

// -----
// send_u_recv: indices of one length
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi32>
    // expected-error@+1 {{'pd_op.send_u_recv' op operand #2 ('dst_index') has 5 entries, but src_index has 6 (compared as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.send_u_recv" (%x, %s, %d, <<NULL VALUE>>) {} : (tensor<3x4xf32>, tensor<6xi32>, tensor<5xi32>, <<NULL TYPE>>) -> tensor<-1x4xf32>, tensor<1xi32>
}
