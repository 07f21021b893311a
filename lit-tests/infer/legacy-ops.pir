// Inference of the legacy ops of dialects/infer/infer_legacy_ops.c:
// accuracy, batch_fc, box_clip, correlation, cvm,
// c_softmax_with_cross_entropy, instance_norm, faster_tokenizer,
// match_matrix_tensor; and the
// dequantize ops that keep x's type. Correct types verify as written;
// --infer-shapes fills the -1 dims, and leaves open what Paddle does not set.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// accuracy: three 0-D results of x's dtype ([1], as Paddle 2 wrote them,
// verifies too); batch_fc: [slots, batch, out]; box_clip: input's type.
// CHECK-LABEL: name:"metrics"
// CHECK: "pd_op.accuracy" {{.*}} -> tensor<f32>, tensor<f32>, tensor<f32>
// CHECK: "pd_op.accuracy" {{.*}} -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
// CHECK: "pd_op.batch_fc" {{.*}} -> tensor<3x5x7xf32>
// CHECK: "pd_op.box_clip" {{.*}} -> tensor<9x4xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"metrics",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    (%0, %1, %2) = "pd_op.accuracy" (%x, %i, %l) {} : (tensor<8x5xf32>, tensor<8x5xi64>, tensor<8x1xi64>) -> tensor<f32>, tensor<f32>, tensor<f32>
    (%3, %4, %5) = "pd_op.accuracy" (%x, %i, %l) {} : (tensor<8x5xf32>, tensor<8x5xi64>, tensor<8x1xi64>) -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5,4]} : () -> tensor<3x5x4xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4,7]} : () -> tensor<3x4x7xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,7]} : () -> tensor<3x7xf32>
    (%6) = "pd_op.batch_fc" (%in, %w, %b) {} : (tensor<3x5x4xf32>, tensor<3x4x7xf32>, tensor<3x7xf32>) -> tensor<-1x-1x-1xf32>
    (%bx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"bx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[9,4]} : () -> tensor<9x4xf32>
    (%im) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"im",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xf32>
    (%7) = "pd_op.box_clip" (%bx, %im) {} : (tensor<9x4xf32>, tensor<1x3xf32>) -> tensor<-1x4xf32>
}

// -----
// correlation: kernel 1, displacement 4, strides 1 and 2, pad 4 on 8x10:
// channels (2·(4/2) + 1)^2 = 25, H ceil((8 + 8 - 8) / 1) = 8, W 10; with
// stride1 3: ceil(8/3) = 3, ceil(10/3) = 4. cvm keeps or drops 2 columns.
// CHECK-LABEL: name:"corr"
// CHECK: "pd_op.correlation" {{.*}} -> tensor<2x25x8x10xf32>
// CHECK: "pd_op.correlation" {{.*}} -> tensor<2x25x3x4xf32>
// CHECK: "pd_op.cvm" {{.*}} -> tensor<6x11xf32>
// CHECK: "pd_op.cvm" {{.*}} -> tensor<6x9xf32>
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"corr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,10]} : () -> tensor<2x3x8x10xf32>
    (%0) = "pd_op.correlation" (%a, %a) {corr_type_multiply:(Int32)1,kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)1,stride2:(Int32)2} : (tensor<2x3x8x10xf32>, tensor<2x3x8x10xf32>) -> tensor<-1x-1x-1x-1xf32>
    (%1) = "pd_op.correlation" (%a, %a) {corr_type_multiply:(Int32)1,kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)3,stride2:(Int32)2} : (tensor<2x3x8x10xf32>, tensor<2x3x8x10xf32>) -> tensor<2x25x-1x-1xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,11]} : () -> tensor<6x11xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2]} : () -> tensor<6x2xf32>
    (%2) = "pd_op.cvm" (%x, %c) {use_cvm:true} : (tensor<6x11xf32>, tensor<6x2xf32>) -> tensor<-1x-1xf32>
    (%3) = "pd_op.cvm" (%x, %c) {use_cvm:false} : (tensor<6x11xf32>, tensor<6x2xf32>) -> tensor<-1x-1xf32>
}

// -----
// c_softmax_with_cross_entropy: softmax like logits, loss with the last
// dim 1; the dtype stays as written. instance_norm: y like x, the saved
// statistics [N·C] (dtype as written). faster_tokenizer: [-1, -1] int64.
// CHECK-LABEL: name:"norms"
// CHECK: "pd_op.c_softmax_with_cross_entropy" {{.*}} -> tensor<4x16xf32>, tensor<4x1xf32>
// CHECK: "pd_op.instance_norm" {{.*}} -> tensor<2x3x5x5xf16>, tensor<6xf32>, tensor<6xf32>
// CHECK: "pd_op.instance_norm" {{.*}} -> tensor<2x3x5x5xf16>, tensor<6xf16>, tensor<6xf16>
// CHECK: "pd_op.faster_tokenizer" {{.*}} -> tensor<-1x-1xi64>, tensor<-1x-1xi64>
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"norms",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16]} : () -> tensor<4x16xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xi64>
    (%0, %1) = "pd_op.c_softmax_with_cross_entropy" (%lg, %lb) {nranks:(Int32)2,rank:(Int32)0,ring_id:(Int32)0} : (tensor<4x16xf32>, tensor<4x1xi64>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,5,5]} : () -> tensor<2x3x5x5xf16>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%2, %3, %4) = "pd_op.instance_norm" (%x, %s, %s) {epsilon:(Float)1e-05} : (tensor<2x3x5x5xf16>, tensor<3xf32>, tensor<3xf32>) -> tensor<-1x-1x-1x-1xf16>, tensor<-1xf32>, tensor<-1xf32>
    (%5, %6, %7) = "pd_op.instance_norm" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x3x5x5xf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x3x5x5xf16>, tensor<-1xf16>, tensor<-1xf16>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100]} : () -> tensor<100xi32>
    (%8, %9) = "pd_op.faster_tokenizer" (%v, %v, <<NULL VALUE>>) {} : (tensor<100xi32>, tensor<100xi32>, <<NULL TYPE>>) -> tensor<-1x-1xi64>, tensor<-1x-1xi64>
}

// -----
// dequantize_abs_max, dequantize_log, fake_dequantize_max_abs: x's type
// (their InferMeta shares x's dims and dtype).
// CHECK-LABEL: name:"deq"
// CHECK: "pd_op.dequantize_abs_max" {{.*}} -> tensor<4x4xi8>
// CHECK: "pd_op.dequantize_log" {{.*}} -> tensor<4x4xi8>
// CHECK: "pd_op.fake_dequantize_max_abs" {{.*}} -> tensor<4x4xi8>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int8,name:"deq",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,4]} : () -> tensor<4x4xi8>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%0) = "pd_op.dequantize_abs_max" (%x, %s) {max_range:(Float)127} : (tensor<4x4xi8>, tensor<1xf32>) -> tensor<-1x4xi8>
    (%1) = "pd_op.dequantize_log" (%x, %s) {} : (tensor<4x4xi8>, tensor<1xf32>) -> tensor<-1x4xi8>
    (%2) = "pd_op.fake_dequantize_max_abs" (%x, %s) {max_range:(Float)127} : (tensor<4x4xi8>, tensor<1xf32>) -> tensor<4x-1xi8>
}

// -----
// auc: 0-D int64 and the statistics [(1 + 1)·(4095 + 1) + 1] = [8193]
// with slide_steps 1, [1, 4096] without; deformable_conv: a 3x3 filter,
// stride 1, pad 1 keeps 8x8; stride 2, no pad: (8 - 3) / 2 + 1 = 3.
// CHECK-LABEL: name:"auc"
// CHECK: "pd_op.auc" {{.*}} -> tensor<i64>, tensor<8193xi64>, tensor<8193xi64>
// CHECK: "pd_op.auc" {{.*}} -> tensor<i64>, tensor<1x4096xi64>, tensor<1x4096xi64>
// CHECK: "pd_op.deformable_conv" {{.*}} -> tensor<2x6x8x8xf32>
// CHECK: "pd_op.deformable_conv" {{.*}} -> tensor<2x6x3x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"auc",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,2]} : () -> tensor<16x2xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,1]} : () -> tensor<16x1xi64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8193]} : () -> tensor<8193xi64>
    (%0, %1, %2) = "pd_op.auc" (%x, %l, %s, %s, <<NULL VALUE>>) {num_thresholds:(Int32)4095,slide_steps:(Int32)1} : (tensor<16x2xf32>, tensor<16x1xi64>, tensor<8193xi64>, tensor<8193xi64>, <<NULL TYPE>>) -> tensor<i64>, tensor<-1xi64>, tensor<-1xi64>
    (%3, %4, %5) = "pd_op.auc" (%x, %l, %s, %s, <<NULL VALUE>>) {num_thresholds:(Int32)4095,slide_steps:(Int32)0} : (tensor<16x2xf32>, tensor<16x1xi64>, tensor<8193xi64>, tensor<8193xi64>, <<NULL TYPE>>) -> tensor<i64>, tensor<1x-1xi64>, tensor<1x-1xi64>
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4,8,8]} : () -> tensor<2x4x8x8xf32>
    (%off) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"off",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,18,8,8]} : () -> tensor<2x18x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2,3,3]} : () -> tensor<6x2x3x3xf32>
    (%6) = "pd_op.deformable_conv" (%in, %off, %f, <<NULL VALUE>>) {deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)2,im2col_step:(Int32)1,paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<2x4x8x8xf32>, tensor<2x18x8x8xf32>, tensor<6x2x3x3xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xf32>
    (%7) = "pd_op.deformable_conv" (%in, %off, %f, <<NULL VALUE>>) {deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)2,im2col_step:(Int32)2,paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<2x4x8x8xf32>, tensor<2x18x8x8xf32>, tensor<6x2x3x3xf32>, <<NULL TYPE>>) -> tensor<2x6x-1x-1xf32>
}

// -----
// c_softmax_with_multi_label_cross_entropy: softmax like logits; loss
// label's dims with the last 1 (sum_multi_label_loss), else label's.
// CHECK-LABEL: name:"multi"
// CHECK: "pd_op.c_softmax_with_multi_label_cross_entropy" {{.*}} -> tensor<4x16xf32>, tensor<4x1xf32>
// CHECK: "pd_op.c_softmax_with_multi_label_cross_entropy" {{.*}} -> tensor<4x16xf32>, tensor<4x3xf32>
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"multi",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16]} : () -> tensor<4x16xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xi64>
    (%sw) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sw",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%0, %1) = "pd_op.c_softmax_with_multi_label_cross_entropy" (%lg, %lb, %sw) {} : (tensor<4x16xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%2, %3) = "pd_op.c_softmax_with_multi_label_cross_entropy" (%lg, %lb, %sw) {sum_multi_label_loss:false} : (tensor<4x16xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
}

// -----
// sequence_mask: x's dims and max_len (-1 from a tensor), of out_dtype;
// check_numerics: [3] int64 and [3] float32; set: dims, x's dtype;
// number_count: numbers' type (NumberCountInferMeta shares it).
// CHECK-LABEL: name:"seqmask"
// CHECK: "pd_op.sequence_mask" {{.*}} -> tensor<5x10xi64>
// CHECK: "pd_op.sequence_mask" {{.*}} -> tensor<5x-1xi32>
// CHECK: "pd_op.check_numerics" {{.*}} -> tensor<3xi64>, tensor<3xf32>
// CHECK: "pd_op.set" {{.*}} -> tensor<2x3xi64>
// CHECK: "pd_op.number_count" {{.*}} -> tensor<5xi64>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"seqmask",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi32>
    (%0) = "pd_op.sequence_mask" (%x, <<NULL VALUE>>) {max_len:(Int32)10,out_dtype:(pd_op.DataType)int64} : (tensor<5xi64>, <<NULL TYPE>>) -> tensor<-1x-1xi64>
    (%1) = "pd_op.sequence_mask" (%x, %m) {out_dtype:(pd_op.DataType)int32} : (tensor<5xi64>, tensor<1xi32>) -> tensor<5x-1xi32>
    (%2, %3) = "pd_op.check_numerics" (%x) {} : (tensor<5xi64>) -> tensor<-1xi64>, tensor<-1xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi64>
    (%4) = "pd_op.set" (%s, %s) {dims:[(Int64)2,(Int64)3],stride:[(Int64)3,(Int64)1],offset:(Int64)0} : (tensor<6xi64>, tensor<6xi64>) -> tensor<-1x-1xi64>
    (%5) = "pd_op.number_count" (%x) {upper_range:(Int32)4} : (tensor<5xi64>) -> tensor<-1xi64>
}

// -----
// gather_tree: ids' type; im2sequence [N, C·kh·kw]; index_select_strided
// drops the axis; margin_cross_entropy: softmax like logits, loss [N, 1];
// prune_gate_by_capacity: gate_idx's type; shuffle_batch: x's and seed's
// types, shuffle_idx [-1]; limit_by_capacity: expert_count's type.
// CHECK-LABEL: name:"misc"
// CHECK: "pd_op.gather_tree" {{.*}} -> tensor<5x2x3xi64>
// CHECK: "pd_op.im2sequence" {{.*}} -> tensor<2x12xf32>
// CHECK: "pd_op.index_select_strided" {{.*}} -> tensor<2x4x4xf32>
// CHECK: "pd_op.margin_cross_entropy" {{.*}} -> tensor<8x10xf32>, tensor<8x1xf32>
// CHECK: "pd_op.prune_gate_by_capacity" {{.*}} -> tensor<12xi64>
// CHECK: "pd_op.shuffle_batch" {{.*}} -> tensor<8x10xf32>, tensor<-1xi64>, tensor<1xi64>
// CHECK: "pd_op.limit_by_capacity" {{.*}} -> tensor<6xi64>
{
    (%ids) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"misc",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2,3]} : () -> tensor<5x2x3xi64>
    (%0) = "pd_op.gather_tree" (%ids, %ids) {} : (tensor<5x2x3xi64>, tensor<5x2x3xi64>) -> tensor<-1x-1x-1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4,4]} : () -> tensor<2x3x4x4xf32>
    (%1) = "pd_op.im2sequence" (%x, <<NULL VALUE>>) {kernels:[(Int32)2,(Int32)2]} : (tensor<2x3x4x4xf32>, <<NULL TYPE>>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.index_select_strided" (%x) {index:(Int64)1,axis:(Int32)1} : (tensor<2x3x4x4xf32>) -> tensor<-1x-1x-1xf32>
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,10]} : () -> tensor<8x10xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    (%3, %4) = "pd_op.margin_cross_entropy" (%lg, %lb) {} : (tensor<8x10xf32>, tensor<8x1xi64>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[12]} : () -> tensor<12xi64>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi64>
    (%5) = "pd_op.prune_gate_by_capacity" (%g, %e) {n_expert:(Int64)3,n_worker:(Int64)2} : (tensor<12xi64>, tensor<6xi64>) -> tensor<-1xi64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%6, %7, %8) = "pd_op.shuffle_batch" (%lg, %s) {} : (tensor<8x10xf32>, tensor<1xi64>) -> tensor<-1x10xf32>, tensor<-1xi64>, tensor<-1xi64>
    (%9) = "pd_op.limit_by_capacity" (%e, %e) {n_worker:(Int32)2} : (tensor<6xi64>, tensor<6xi64>) -> tensor<-1xi64>
}

// -----
// match_matrix_tensor: MatchMatrixTensorInferMeta sets out and tmp only
// when the legacy graph builds the op ([-1, 1]), not when PIR does: both
// stay as written, whatever they say.
// CHECK-LABEL: name:"mmt"
// CHECK: "pd_op.match_matrix_tensor" {{.*}} -> tensor<-1x1xf32>, tensor<-1x1xf32>
// CHECK: "pd_op.match_matrix_tensor" {{.*}} -> tensor<-1xundefined>, tensor<5x2xf16>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mmt",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,8]} : () -> tensor<-1x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,6]} : () -> tensor<-1x6xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,6]} : () -> tensor<8x3x6xf32>
    (%0, %1) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x6xf32>, tensor<8x3x6xf32>) -> tensor<-1x1xf32>, tensor<-1x1xf32>
    (%2, %3) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x6xf32>, tensor<8x3x6xf32>) -> tensor<-1xundefined>, tensor<5x2xf16>
}
