// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What Paddle refuses for the collectives and the ops around them
// (dialects/infer/infer_collective.c): located errors, and result types
// that contradict the inferred ones.

// all_gather: dim 0 is x's times nranks
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    // expected-error@+1 {{'pd_op.all_gather' op result #0 type 'tensor<4x3xf32>' contradicts the inferred 'tensor<8x3xf32>'}}
    (%0) = "pd_op.all_gather" (%x) {nranks:(Int32)2,ring_id:(Int32)0} : (tensor<4x3xf32>) -> tensor<4x3xf32>
}

// -----
// c_split: nranks must be positive (CSplitInferMeta divides by it)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6]} : () -> tensor<4x6xf32>
    // expected-error@+1 {{'pd_op.c_split' op nranks 0 must be positive (c_split divides x's last dim by it)}}
    (%0) = "pd_op.c_split" (%x) {nranks:(Int32)0} : (tensor<4x6xf32>) -> tensor<4x6xf32>
}

// -----
// shard_index: rank 2 or more, last dim 1
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi64>
    // expected-error@+1 {{'pd_op.shard_index' op operand #0 ('input') must have rank 2 or more, but is 1-D}}
    (%0) = "pd_op.shard_index" (%x) {index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)0} : (tensor<5xi64>) -> tensor<5xi64>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2]} : () -> tensor<5x2xi64>
    // expected-error@+1 {{'pd_op.shard_index' op operand #0 ('input') last dim is 2, but must be 1}}
    (%0) = "pd_op.shard_index" (%x) {index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)0} : (tensor<5x2xi64>) -> tensor<5x2xi64>
}

// -----
// view_slice: end_idx within dim 0, begin_idx below it
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2]} : () -> tensor<5x2xf32>
    // expected-error@+1 {{'pd_op.view_slice' op end_idx 6 is beyond operand #0's dim 0 (5; compared as written: -1 refuses any)}}
    (%0) = "pd_op.view_slice" (%x) {begin_idx:(Int64)1,end_idx:(Int64)6} : (tensor<5x2xf32>) -> tensor<5x2xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2]} : () -> tensor<5x2xf32>
    // expected-error@+1 {{'pd_op.view_slice' op end_idx 2 must be greater than begin_idx 3}}
    (%0) = "pd_op.view_slice" (%x) {begin_idx:(Int64)3,end_idx:(Int64)2} : (tensor<5x2xf32>) -> tensor<5x2xf32>
}

// -----
// view_slice: dim 0 is end_idx - begin_idx
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2]} : () -> tensor<5x2xf32>
    // expected-error@+1 {{'pd_op.view_slice' op result #0 type 'tensor<5x2xf32>' contradicts the inferred 'tensor<3x2xf32>'}}
    (%0) = "pd_op.view_slice" (%x) {begin_idx:(Int64)1,end_idx:(Int64)4} : (tensor<5x2xf32>) -> tensor<5x2xf32>
}

// -----
// assign_value_: the shape attribute's dims
{
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"o",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi32>
    // expected-error@+1 {{'pd_op.assign_value_' op result #0 type 'tensor<4xi32>' contradicts the inferred 'tensor<2x2xi32>'}}
    (%0) = "pd_op.assign_value_" (%o) {dtype:(pd_op.DataType)int32,shape:[(Int32)2,(Int32)2],values:[(Int32)1,(Int32)2,(Int32)3,(Int32)4]} : (tensor<4xi32>) -> tensor<4xi32>
}

// -----
// chunk_eval: inference and label of one shape (as written)
{
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,9]} : () -> tensor<2x9xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,-1]} : () -> tensor<2x-1xi64>
    // expected-error@+1 {{'pd_op.chunk_eval' op operand #1 ('label') has dims [2, -1], but inference (operand #0) has [2, 9] (compared as written: -1 matches only -1)}}
    (%0, %1, %2, %3, %4, %5) = "pd_op.chunk_eval" (%i, %l, <<NULL VALUE>>) {num_chunk_types:(Int32)3} : (tensor<2x9xi64>, tensor<2x-1xi64>, <<NULL TYPE>>) -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>
}

// -----
// chunk_eval: with seq_length, inference [batch, bucket] or [batch, bucket, 1]
{
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,9,2]} : () -> tensor<2x9x2xi64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    // expected-error@+1 {{'pd_op.chunk_eval' op operand #0 ('inference') must be [batch, bucket] or [batch, bucket, 1] with seq_length, but is 3-D whose last dim is not 1}}
    (%0, %1, %2, %3, %4, %5) = "pd_op.chunk_eval" (%i, %i, %s) {num_chunk_types:(Int32)3} : (tensor<2x9x2xi64>, tensor<2x9x2xi64>, tensor<2xi64>) -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>
}

// -----
// crf_decoding: transition [D + 2, D]
{
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4]} : () -> tensor<7x4xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,4]} : () -> tensor<4x4xf32>
    // expected-error@+1 {{'pd_op.crf_decoding' op operand #1 ('transition') must be [D + 2, D], but is [4, 4] (compared as written)}}
    (%0) = "pd_op.crf_decoding" (%e, %t, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<7x4xf32>, tensor<4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<7x1xf32>
}

// -----
// crf_decoding: emission's last dim is the tag count D
{
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,5]} : () -> tensor<7x5xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    // expected-error@+1 {{'pd_op.crf_decoding' op operand #0 ('emission') last dim is 5, but transition (operand #1) has 4 tags}}
    (%0) = "pd_op.crf_decoding" (%e, %t, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<7x5xf32>, tensor<6x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<7x1xf32>
}

// -----
// crf_decoding: emission 3-D with length
{
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4]} : () -> tensor<7x4xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7]} : () -> tensor<7xi64>
    // expected-error@+1 {{'pd_op.crf_decoding' op operand #0 ('emission') must be 3-D with length, but is 2-D}}
    (%0) = "pd_op.crf_decoding" (%e, %t, <<NULL VALUE>>, %n) {} : (tensor<7x4xf32>, tensor<6x4xf32>, <<NULL TYPE>>, tensor<7xi64>) -> tensor<7x1xf32>
}

// -----
// crf_decoding: label [n] or [n, 1] of emission's rows
{
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4]} : () -> tensor<7x4xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xi64>
    // expected-error@+1 {{'pd_op.crf_decoding' op operand #2 ('label') dim 0 is 8, but emission (operand #0) has 7}}
    (%0) = "pd_op.crf_decoding" (%e, %t, %l, <<NULL VALUE>>) {} : (tensor<7x4xf32>, tensor<6x4xf32>, tensor<8x1xi64>, <<NULL TYPE>>) -> tensor<7x1xf32>
}

// -----
// random_routing: topk_idx like topk_value in dims 0 and 1 (as written)
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xi64>
    // expected-error@+1 {{'pd_op.random_routing' op operand #2 ('topk_idx') dim 1 is 3, but topk_value's is 2 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.random_routing" (%p, %v, %i) {} : (tensor<8xf32>, tensor<8x2xf32>, tensor<8x3xi64>) -> tensor<8x3xi64>
}

// -----
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7]} : () -> tensor<7xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xi64>
    // expected-error@+1 {{'pd_op.random_routing' op operand #0 ('prob') dim 0 is 7, but topk_value's is 8 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.random_routing" (%p, %v, %i) {} : (tensor<7xf32>, tensor<8x2xf32>, tensor<8x2xi64>) -> tensor<8x2xi64>
}

// -----
// distributed_lookup_table: a 2-D table
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100]} : () -> tensor<100xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%ids) = "builtin.combine" (%a) {} : (tensor<5x1xi64>) -> vec[tensor<5x1xi64>]
    // expected-error@+1 {{'pd_op.distributed_lookup_table' op operand #1 ('w') must be 2-D (the table), but is 1-D}}
    (%0) = "pd_op.distributed_lookup_table" (%ids, %w) {} : (vec[tensor<5x1xi64>], tensor<100xf32>) -> vec[tensor<5x1xf32>]
}

// -----
// distributed_lookup_table: each id 2-D
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi64>
    (%ids) = "builtin.combine" (%a) {} : (tensor<5xi64>) -> vec[tensor<5xi64>]
    // expected-error@+1 {{'pd_op.distributed_lookup_table' op operand #0 ('ids') element 0 must be 2-D, but is 1-D}}
    (%0) = "pd_op.distributed_lookup_table" (%ids, %w) {} : (vec[tensor<5xi64>], tensor<100x16xf32>) -> vec[tensor<5x16xf32>]
}

// -----
// share_buffer_: one flag per x
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%ids) = "builtin.combine" (%a) {} : (tensor<5x1xi64>) -> vec[tensor<5x1xi64>]
    // expected-error@+1 {{'pd_op.share_buffer_' op share_dims_and_dtype has 2 entries, but x has 1}}
    (%0, %1) = "pd_op.share_buffer_" (%ids) {share_dims_and_dtype:[true,true]} : (vec[tensor<5x1xi64>]) -> vec[tensor<5x1xi64>], vec[tensor<5x1xi64>]
}

// -----
// reduce_scatter: nranks divides dim 0
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    // expected-error@+1 {{'pd_op.reduce_scatter' op operand #0 ('x') dim 0 is 6, which nranks 4 does not divide}}
    (%0) = "pd_op.reduce_scatter" (%x) {nranks:(Int32)4} : (tensor<6x3xf32>) -> tensor<1x3xf32>
}

// -----
// partial_allgather: rank in [0, nranks)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    // expected-error@+1 {{'pd_op.partial_allgather' op rank 2 must be in [0, nranks 2)}}
    (%0) = "pd_op.partial_allgather" (%x) {nranks:(Int32)2,rank:(Int32)2} : (tensor<6x3xf32>) -> tensor<6x3xf32>
}

// -----
// partial_sum: inputs 2-D of one shape
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6]} : () -> tensor<4x6xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,5]} : () -> tensor<4x5xf32>
    (%v) = "builtin.combine" (%a, %b) {} : (tensor<4x6xf32>, tensor<4x5xf32>) -> vec[tensor<4x6xf32>,tensor<4x5xf32>]
    // expected-error@+1 {{'pd_op.partial_sum' op operand #0 ('x') element 1 dim 1 is 5, but element 0's is 6}}
    (%0) = "pd_op.partial_sum" (%v) {} : (vec[tensor<4x6xf32>,tensor<4x5xf32>]) -> tensor<4x6xf32>
}

// -----
// partial_concat: start_index + length within the width
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6]} : () -> tensor<4x6xf32>
    (%v) = "builtin.combine" (%a) {} : (tensor<4x6xf32>) -> vec[tensor<4x6xf32>]
    // expected-error@+1 {{'pd_op.partial_concat' op start_index + length (8) is beyond the inputs' width 6}}
    (%0) = "pd_op.partial_concat" (%v) {start_index:(Int32)4,length:(Int32)4} : (vec[tensor<4x6xf32>]) -> tensor<4x4xf32>
}

// -----
// partial_concat: start_index in [-width, width)
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6]} : () -> tensor<4x6xf32>
    (%v) = "builtin.combine" (%a) {} : (tensor<4x6xf32>) -> vec[tensor<4x6xf32>]
    // expected-error@+1 {{'pd_op.partial_concat' op start_index 6 is out of range [-6, 6)}}
    (%0) = "pd_op.partial_concat" (%v) {start_index:(Int32)6} : (vec[tensor<4x6xf32>]) -> tensor<4x1xf32>
}

// -----
// recv_v2: without dynamic_shape, every out_shape entry at least 1
{
    // expected-error@+1 {{'pd_op.recv_v2' op out_shape entry 0 is -1, but must be 1 or more without dynamic_shape}}
    (%0) = "pd_op.recv_v2" () {dtype:(pd_op.DataType)float16,out_shape:[(Int32)-1,(Int32)8],peer:(Int32)1} : () -> tensor<-1x8xf16>
}

// -----
// recv_v2: the dims are out_shape's
{
    // expected-error@+1 {{'pd_op.recv_v2' op result #0 type 'tensor<4x9xf16>' contradicts the inferred 'tensor<4x8xf16>'}}
    (%0) = "pd_op.recv_v2" () {dtype:(pd_op.DataType)float16,out_shape:[(Int32)4,(Int32)8]} : () -> tensor<4x9xf16>
}

// -----
// c_scatter: nranks 2 or more (CScatterInferMeta; the default 0 too)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_scatter' op nranks must be 2 or more (c_scatter divides x's dim 0 among the ranks), but is 1}}
    (%0) = "pd_op.c_scatter" (%x) {nranks:(Int32)1,ring_id:(Int32)0,root:(Int32)0,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<8x3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_scatter' op nranks must be 2 or more (c_scatter divides x's dim 0 among the ranks), but is 0}}
    (%0) = "pd_op.c_scatter" (%x) {} : (tensor<8x3xf32>) -> tensor<8x3xf32>
}

// -----
// c_scatter: root and ring_id not negative
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_scatter' op root -1 must not be negative}}
    (%0) = "pd_op.c_scatter" (%x) {nranks:(Int32)2,ring_id:(Int32)0,root:(Int32)-1,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<4x3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_scatter' op ring_id -2 must not be negative}}
    (%0) = "pd_op.c_scatter" (%x) {nranks:(Int32)2,ring_id:(Int32)-2,root:(Int32)0,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<4x3xf32>
}

// -----
// c_scatter: dim 0 is x's divided by nranks
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_scatter' op result #0 type 'tensor<8x3xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0) = "pd_op.c_scatter" (%x) {nranks:(Int32)2,ring_id:(Int32)0,root:(Int32)0,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<8x3xf32>
}

// -----
// c_reducescatter: nranks divides dim 0 (ReduceScatterInferMeta)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    // expected-error@+1 {{'pd_op.c_reducescatter' op operand #0 ('x') dim 0 is 8, which nranks 3 does not divide}}
    (%0) = "pd_op.c_reducescatter" (%x) {nranks:(Int32)3,ring_id:(Int32)0,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<2x3xf32>
}

// -----
// partial_recv: what the legacy PartialRecvOp's InferShape refuses
{
    // expected-error@+1 {{'pd_op.partial_recv' op peer -1 must not be negative}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)-1,dtype:(pd_op.DataType)float32,out_shape:[(Int32)4],num:(Int32)1,id:(Int32)0} : () -> tensor<4xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.partial_recv' op num must be 1 or more, but is 0}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)4],num:(Int32)0,id:(Int32)0} : () -> tensor<4xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.partial_recv' op id 2 must be in [0, num 2)}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)4],num:(Int32)2,id:(Int32)2} : () -> tensor<4xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.partial_recv' op out_shape must not be empty}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,num:(Int32)1,id:(Int32)0} : () -> tensor<4xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.partial_recv' op out_shape entry 1 is -1, but must be 1 or more}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)4,(Int32)-1],num:(Int32)1,id:(Int32)0} : () -> tensor<4x-1xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.partial_recv' op out_shape holds 6 elements, which num 4 does not divide}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)2,(Int32)3],num:(Int32)4,id:(Int32)0} : () -> tensor<2x3xf32>
}

// -----
// partial_recv: out has out_shape's dims
{
    // expected-error@+1 {{'pd_op.partial_recv' op result #0 type 'tensor<3x2xf32>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)2,(Int32)3],num:(Int32)1,id:(Int32)0} : () -> tensor<3x2xf32>
}
