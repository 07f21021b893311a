// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What the InferMeta of the legacy ops of dialects/infer/infer_legacy_ops.c
// refuses: located errors, and result types that contradict the inferred.

// accuracy: label 2-D
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xi64>
    // expected-error@+1 {{'pd_op.accuracy' op operand #2 ('label') must be 2-D, but is 1-D}}
    (%0, %1, %2) = "pd_op.accuracy" (%x, %i, %l) {} : (tensor<8x5xf32>, tensor<8x5xi64>, tensor<8xi64>) -> tensor<f32>, tensor<f32>, tensor<f32>
}

// -----
// accuracy: label of x's rows
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,1]} : () -> tensor<7x1xi64>
    // expected-error@+1 {{'pd_op.accuracy' op operand #2 ('label') has 7 rows, but x (operand #0) has 8}}
    (%0, %1, %2) = "pd_op.accuracy" (%x, %i, %l) {} : (tensor<8x5xf32>, tensor<8x5xi64>, tensor<7x1xi64>) -> tensor<f32>, tensor<f32>, tensor<f32>
}

// -----
// accuracy: the results are x's dtype
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,5]} : () -> tensor<8x5xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    // expected-error@+1 {{'pd_op.accuracy' op result #1 type 'tensor<i32>' contradicts the inferred 'tensor<f32>'}}
    (%0, %1, %2) = "pd_op.accuracy" (%x, %i, %l) {} : (tensor<8x5xf32>, tensor<8x5xi64>, tensor<8x1xi64>) -> tensor<f32>, tensor<i32>, tensor<f32>
}

// -----
// batch_fc: input dim 2 is w dim 1 (as written)
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5,4]} : () -> tensor<3x5x4xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,6,7]} : () -> tensor<3x6x7xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,7]} : () -> tensor<3x7xf32>
    // expected-error@+1 {{'pd_op.batch_fc' op operand #1 ('w') dim 1 is 6, but operand #0 ('input') dim 2 is 4 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.batch_fc" (%in, %w, %b) {} : (tensor<3x5x4xf32>, tensor<3x6x7xf32>, tensor<3x7xf32>) -> tensor<3x5x7xf32>
}

// -----
// box_clip: boxes of 4 and im_info [N, 3]
{
    (%bx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"bx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[9,5]} : () -> tensor<9x5xf32>
    (%im) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"im",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xf32>
    // expected-error@+1 {{'pd_op.box_clip' op operand #0 ('input') last dim is 5, but must be 4 (boxes)}}
    (%0) = "pd_op.box_clip" (%bx, %im) {} : (tensor<9x5xf32>, tensor<1x3xf32>) -> tensor<9x5xf32>
}

// -----
{
    (%bx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"bx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[9,4]} : () -> tensor<9x4xf32>
    (%im) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"im",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,2]} : () -> tensor<1x2xf32>
    // expected-error@+1 {{'pd_op.box_clip' op operand #1 ('im_info') dim 1 is 2, but must be 3}}
    (%0) = "pd_op.box_clip" (%bx, %im) {} : (tensor<9x4xf32>, tensor<1x2xf32>) -> tensor<9x4xf32>
}

// -----
// correlation: 4-D inputs, non-zero strides
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,8,10]} : () -> tensor<3x8x10xf32>
    // expected-error@+1 {{'pd_op.correlation' op operand #0 ('input1') must be 4-D, but is 3-D}}
    (%0) = "pd_op.correlation" (%a, %a) {kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)1,stride2:(Int32)2} : (tensor<3x8x10xf32>, tensor<3x8x10xf32>) -> tensor<-1x-1x-1x-1xf32>
}

// -----
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,10]} : () -> tensor<2x3x8x10xf32>
    // expected-error@+1 {{'pd_op.correlation' op stride2 is 0, but correlation divides by it}}
    (%0) = "pd_op.correlation" (%a, %a) {kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)1,stride2:(Int32)0} : (tensor<2x3x8x10xf32>, tensor<2x3x8x10xf32>) -> tensor<-1x-1x-1x-1xf32>
}

// -----
// correlation: the channel count
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,10]} : () -> tensor<2x3x8x10xf32>
    // expected-error@+1 {{'pd_op.correlation' op result #0 type 'tensor<2x3x8x10xf32>' contradicts the inferred 'tensor<2x25x8x10xf32>'}}
    (%0) = "pd_op.correlation" (%a, %a) {kernel_size:(Int32)1,max_displacement:(Int32)4,pad_size:(Int32)4,stride1:(Int32)1,stride2:(Int32)2} : (tensor<2x3x8x10xf32>, tensor<2x3x8x10xf32>) -> tensor<2x3x8x10xf32>
}

// -----
// cvm: x 2-D
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xf32>
    // expected-error@+1 {{'pd_op.cvm' op operand #0 ('x') must be 2-D, but is 1-D}}
    (%0) = "pd_op.cvm" (%x, %x) {} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
}

// -----
// c_softmax_with_cross_entropy: label's last dim 1 (as written)
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16]} : () -> tensor<4x16xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,-1]} : () -> tensor<4x-1xi64>
    // expected-error@+1 {{'pd_op.c_softmax_with_cross_entropy' op operand #1 ('label') last dim is -1, but must be 1 (compared as written)}}
    (%0, %1) = "pd_op.c_softmax_with_cross_entropy" (%lg, %lb) {} : (tensor<4x16xf32>, tensor<4x-1xi64>) -> tensor<4x16xf32>, tensor<4x1xf32>
}

// -----
// c_softmax_with_cross_entropy: label's rows are logits'
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16]} : () -> tensor<4x16xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    // expected-error@+1 {{'pd_op.c_softmax_with_cross_entropy' op operand #1 ('label') dim 0 is 5, but logits' is 4}}
    (%0, %1) = "pd_op.c_softmax_with_cross_entropy" (%lg, %lb) {} : (tensor<4x16xf32>, tensor<5x1xi64>) -> tensor<4x16xf32>, tensor<4x1xf32>
}

// -----
// instance_norm: x of rank 2 to 5; scale of C entries
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xf32>
    // expected-error@+1 {{'pd_op.instance_norm' op operand #0 ('x') must have rank 2 to 5, but is 1-D}}
    (%0, %1, %2) = "pd_op.instance_norm" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<6xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<6xf32>, tensor<-1xf32>, tensor<-1xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,5,5]} : () -> tensor<2x3x5x5xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    // expected-error@+1 {{'pd_op.instance_norm' op operand #1 ('scale') has 4 entries, but x has 3 channels (dim 1)}}
    (%0, %1, %2) = "pd_op.instance_norm" (%x, %s, <<NULL VALUE>>) {} : (tensor<2x3x5x5xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<2x3x5x5xf32>, tensor<6xf32>, tensor<6xf32>
}

// -----
// instance_norm: the statistics hold N·C entries
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,5,5]} : () -> tensor<2x3x5x5xf32>
    // expected-error@+1 {{'pd_op.instance_norm' op result #1 type 'tensor<3xf32>' contradicts the inferred 'tensor<6xf32>'}}
    (%0, %1, %2) = "pd_op.instance_norm" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x3x5x5xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x3x5x5xf32>, tensor<3xf32>, tensor<6xf32>
}

// -----
// auc: binary classification (x's dim 1 at most 2)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,3]} : () -> tensor<16x3xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,1]} : () -> tensor<16x1xi64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8193]} : () -> tensor<8193xi64>
    // expected-error@+1 {{'pd_op.auc' op operand #0 ('x') dim 1 is 3, but auc takes 1 or 2 (binary classification)}}
    (%0, %1, %2) = "pd_op.auc" (%x, %l, %s, %s, <<NULL VALUE>>) {num_thresholds:(Int32)4095} : (tensor<16x3xf32>, tensor<16x1xi64>, tensor<8193xi64>, tensor<8193xi64>, <<NULL TYPE>>) -> tensor<i64>, tensor<8193xi64>, tensor<8193xi64>
}

// -----
// auc: the statistics' size follows num_thresholds and slide_steps
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,2]} : () -> tensor<16x2xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[16,1]} : () -> tensor<16x1xi64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8193]} : () -> tensor<8193xi64>
    // expected-error@+1 {{'pd_op.auc' op result #1 type 'tensor<8193xi64>' contradicts the inferred 'tensor<16385xi64>'}}
    (%0, %1, %2) = "pd_op.auc" (%x, %l, %s, %s, <<NULL VALUE>>) {num_thresholds:(Int32)8191,slide_steps:(Int32)1} : (tensor<16x2xf32>, tensor<16x1xi64>, tensor<8193xi64>, tensor<8193xi64>, <<NULL TYPE>>) -> tensor<i64>, tensor<8193xi64>, tensor<8193xi64>
}

// -----
// deformable_conv: x's channels are filter's dim 1 × groups
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4,8,8]} : () -> tensor<2x4x8x8xf32>
    (%off) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"off",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,18,8,8]} : () -> tensor<2x18x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2,3,3]} : () -> tensor<6x2x3x3xf32>
    // expected-error@+1 {{'pd_op.deformable_conv' op operand #0 ('x') has 4 channels, but filter's dim 1 × groups is 2 (compared as written)}}
    (%0) = "pd_op.deformable_conv" (%in, %off, %f, <<NULL VALUE>>) {deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)1,im2col_step:(Int32)1,paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<2x4x8x8xf32>, tensor<2x18x8x8xf32>, tensor<6x2x3x3xf32>, <<NULL TYPE>>) -> tensor<2x6x8x8xf32>
}

// -----
// deformable_conv: the batch above im2col_step must be divisible by it
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,4,8,8]} : () -> tensor<5x4x8x8xf32>
    (%off) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"off",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,18,8,8]} : () -> tensor<5x18x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2,3,3]} : () -> tensor<6x2x3x3xf32>
    // expected-error@+1 {{'pd_op.deformable_conv' op operand #0 ('x') batch 5 is above im2col_step 2, which does not divide it}}
    (%0) = "pd_op.deformable_conv" (%in, %off, %f, <<NULL VALUE>>) {deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)2,im2col_step:(Int32)2,paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<5x4x8x8xf32>, tensor<5x18x8x8xf32>, tensor<6x2x3x3xf32>, <<NULL TYPE>>) -> tensor<5x6x8x8xf32>
}

// -----
// deformable_conv: the output's spatial dims
{
    (%in) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4,8,8]} : () -> tensor<2x4x8x8xf32>
    (%off) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"off",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,18,8,8]} : () -> tensor<2x18x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2,3,3]} : () -> tensor<6x2x3x3xf32>
    // expected-error@+1 {{'pd_op.deformable_conv' op result #0 type 'tensor<2x6x8x8xf32>' contradicts the inferred 'tensor<2x6x6x6xf32>'}}
    (%0) = "pd_op.deformable_conv" (%in, %off, %f, <<NULL VALUE>>) {deformable_groups:(Int32)1,dilations:[(Int32)1,(Int32)1],groups:(Int32)2,im2col_step:(Int32)1,paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<2x4x8x8xf32>, tensor<2x18x8x8xf32>, tensor<6x2x3x3xf32>, <<NULL TYPE>>) -> tensor<2x6x8x8xf32>
}

// -----
// c_softmax_with_multi_label_cross_entropy: smooth_weight like label
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16]} : () -> tensor<4x16xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xi64>
    (%sw) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sw",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    // expected-error@+1 {{'pd_op.c_softmax_with_multi_label_cross_entropy' op operand #2 ('smooth_weight') dim 1 is 2, but label's is 3}}
    (%0, %1) = "pd_op.c_softmax_with_multi_label_cross_entropy" (%lg, %lb, %sw) {} : (tensor<4x16xf32>, tensor<4x3xi64>, tensor<4x2xf32>) -> tensor<4x16xf32>, tensor<4x1xf32>
}

// -----
// gather_tree: parents of ids' dims
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2,3]} : () -> tensor<5x2x3xi64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2,4]} : () -> tensor<5x2x4xi64>
    // expected-error@+1 {{'pd_op.gather_tree' op operand #1 ('parents') has dims [5, 2, 4], but ids has [5, 2, 3] (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.gather_tree" (%a, %b) {} : (tensor<5x2x3xi64>, tensor<5x2x4xi64>) -> tensor<5x2x3xi64>
}

// -----
// index_select_strided: axis in range
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.index_select_strided' op axis 2 is out of range [-2, 2) for a 2-D operand}}
    (%0) = "pd_op.index_select_strided" (%x) {index:(Int64)0,axis:(Int32)2} : (tensor<2x3xf32>) -> tensor<2xf32>
}

// -----
// margin_cross_entropy: label's last dim 1
{
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lg",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,10]} : () -> tensor<8x10xf32>
    (%lb) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"lb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xi64>
    // expected-error@+1 {{'pd_op.margin_cross_entropy' op operand #1 ('label') dim 1 is 2, but must be 1 (compared as written)}}
    (%0, %1) = "pd_op.margin_cross_entropy" (%lg, %lb) {} : (tensor<8x10xf32>, tensor<8x2xi64>) -> tensor<8x10xf32>, tensor<8x1xf32>
}

// -----
// prune_gate_by_capacity: expert_count holds n_expert × n_worker
{
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[12]} : () -> tensor<12xi64>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi64>
    // expected-error@+1 {{'pd_op.prune_gate_by_capacity' op operand #1 ('expert_count') holds 5 elements, but n_expert × n_worker is 6}}
    (%0) = "pd_op.prune_gate_by_capacity" (%g, %e) {n_expert:(Int64)3,n_worker:(Int64)2} : (tensor<12xi64>, tensor<5xi64>) -> tensor<12xi64>
}

// -----
// im2sequence: x 4-D
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4,4]} : () -> tensor<3x4x4xf32>
    // expected-error@+1 {{'pd_op.im2sequence' op operand #0 ('x') must be 4-D, but is 3-D}}
    (%0) = "pd_op.im2sequence" (%x, <<NULL VALUE>>) {kernels:[(Int32)2,(Int32)2]} : (tensor<3x4x4xf32>, <<NULL TYPE>>) -> tensor<3x16xf32>
}

// -----
// match_matrix_tensor: x and y 2-D, w 3-D [x's dim 1, dim_t, y's dim 1],
// compared as written (MatchMatrixTensorInferMeta's checks are unguarded)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,8,1]} : () -> tensor<-1x8x1xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,6]} : () -> tensor<-1x6xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,6]} : () -> tensor<8x3x6xf32>
    // expected-error@+1 {{'pd_op.match_matrix_tensor' op operand #0 ('x') must be 2-D, but is 3-D}}
    (%0, %1) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8x1xf32>, tensor<-1x6xf32>, tensor<8x3x6xf32>) -> tensor<-1x1xf32>, tensor<-1x1xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,8]} : () -> tensor<-1x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,6]} : () -> tensor<-1x6xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,3,6]} : () -> tensor<7x3x6xf32>
    // expected-error@+1 {{'pd_op.match_matrix_tensor' op operand #2 ('w') dim 0 is 7, but operand #0 ('x') dim 1 is 8 (compared as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x6xf32>, tensor<7x3x6xf32>) -> tensor<-1x1xf32>, tensor<-1x1xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,8]} : () -> tensor<-1x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,6]} : () -> tensor<-1x6xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,-1,6]} : () -> tensor<8x-1x6xf32>
    // expected-error@+1 {{'pd_op.match_matrix_tensor' op operand #2 ('w') dim 1 is -1, but dim_t is 3 (compared as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x6xf32>, tensor<8x-1x6xf32>) -> tensor<-1x1xf32>, tensor<-1x1xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,8]} : () -> tensor<-1x8xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,5]} : () -> tensor<-1x5xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,6]} : () -> tensor<8x3x6xf32>
    // expected-error@+1 {{'pd_op.match_matrix_tensor' op operand #2 ('w') dim 2 is 6, but operand #1 ('y') dim 1 is 5 (compared as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.match_matrix_tensor" (%x, %y, %w) {dim_t:(Int32)3} : (tensor<-1x8xf32>, tensor<-1x5xf32>, tensor<8x3x6xf32>) -> tensor<-1x1xf32>, tensor<-1x1xf32>
}
