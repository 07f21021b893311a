// Inference of the collective ops sized by the nranks attribute and the
// small ops around them (dialects/infer/infer_collective.c). Correct types
// verify as written; --infer-shapes fills the -1 dims.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// all_gather, c_allgather: dim 0 times nranks (AllGatherInferMeta); an
// unknown dim 0 stays unknown, and so does a dim 0 under the default
// nranks 0 that no program sets. c_concat: the last dim times nranks;
// c_split: the last dim divided by nranks. all_to_all keeps x's type.
// CHECK-LABEL: name:"gather"
// CHECK: "pd_op.all_gather" {{.*}} -> tensor<16x3xf32>
// CHECK: "pd_op.c_allgather" {{.*}} -> tensor<8x3xf32>
// CHECK: "pd_op.all_gather" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.all_gather" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.c_concat" {{.*}} -> tensor<4x6xf32>
// CHECK: "pd_op.c_split" {{.*}} -> tensor<4x3xf32>
// CHECK: "pd_op.c_split" {{.*}} -> tensor<4x1xf32>
// CHECK: "pd_op.all_to_all" {{.*}} -> tensor<4x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"gather",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%0) = "pd_op.all_gather" (%x) {nranks:(Int32)4,ring_id:(Int32)0} : (tensor<4x3xf32>) -> tensor<-1x3xf32>
    (%1) = "pd_op.c_allgather" (%x) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:true} : (tensor<4x3xf32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.all_gather" (%u) {nranks:(Int32)4,ring_id:(Int32)0} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
    (%3) = "pd_op.all_gather" (%x) {} : (tensor<4x3xf32>) -> tensor<-1x3xf32>
    (%4) = "pd_op.c_concat" (%x) {nranks:(Int32)2,rank:(Int32)0,ring_id:(Int32)0,use_calc_stream:false,use_model_parallel:true} : (tensor<4x3xf32>) -> tensor<4x-1xf32>
    (%5) = "pd_op.c_split" (%4) {nranks:(Int32)2,rank:(Int32)0,ring_id:(Int32)0,use_model_parallel:true} : (tensor<4x-1xf32>) -> tensor<4x-1xf32>
    (%6) = "pd_op.c_split" (%x) {nranks:(Int32)2} : (tensor<4x3xf32>) -> tensor<4x-1xf32>
    (%7) = "pd_op.all_to_all" (%x) {ring_id:(Int32)0} : (tensor<4x3xf32>) -> tensor<-1x-1xf32>
}

// -----
// shard_index keeps input's type; view_slice takes rows begin..end.
// CHECK-LABEL: name:"shard"
// CHECK: "pd_op.shard_index" {{.*}} -> tensor<5x1xi64>
// CHECK: "pd_op.shard_index" {{.*}} -> tensor<-1x-1xi64>
// CHECK: "pd_op.view_slice" {{.*}} -> tensor<2x1xi64>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"shard",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,-1]} : () -> tensor<-1x-1xi64>
    (%0) = "pd_op.shard_index" (%x) {index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)0} : (tensor<5x1xi64>) -> tensor<-1x1xi64>
    (%1) = "pd_op.shard_index" (%u) {index_num:(Int32)20,nshards:(Int32)2,shard_id:(Int32)1} : (tensor<-1x-1xi64>) -> tensor<-1x-1xi64>
    (%2) = "pd_op.view_slice" (%x) {begin_idx:(Int64)3,end_idx:(Int64)5} : (tensor<5x1xi64>) -> tensor<-1x1xi64>
}

// -----
// assign_value_: shape and dtype (AssignValueInferMeta); assign_out_ is
// x's type. assign_value keeps its declared type (a translated program
// may retype it: its reason in pd_op_overlay.yaml), here as written.
// CHECK-LABEL: name:"assign"
// CHECK: "pd_op.assign_value" {{.*}} -> tensor<2x2xi32>
// CHECK: "pd_op.assign_value_" {{.*}} -> tensor<3xf32>
// CHECK: "pd_op.assign_out_" {{.*}} -> tensor<3xf32>
{
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"assign",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%0) = "pd_op.assign_value" () {dtype:(pd_op.DataType)int32,shape:[(Int32)2,(Int32)2],values:[(Int32)1,(Int32)2,(Int32)3,(Int32)4]} : () -> tensor<2x2xi32>
    (%1) = "pd_op.assign_value_" (%o) {dtype:(pd_op.DataType)float32,shape:[(Int32)3],values:[(Float)1,(Float)2,(Float)3]} : (tensor<3xf32>) -> tensor<-1xf32>
    (%2) = "pd_op.assign_out_" (%1, %o) {} : (tensor<-1xf32>, tensor<3xf32>) -> tensor<-1xf32>
}

// -----
// chunk_eval: precision, recall, f1 [1] float32; the counts [1] int64.
// crf_decoding: [n, 1] without length, [batch, len] with it, emission's dtype.
// CHECK-LABEL: name:"chunk"
// CHECK: "pd_op.chunk_eval" {{.*}} -> tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>
// CHECK: "pd_op.crf_decoding" {{.*}} -> tensor<7x1xf32>
// CHECK: "pd_op.crf_decoding" {{.*}} -> tensor<2x9xf32>
{
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"chunk",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,9]} : () -> tensor<2x9xi64>
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"l",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4]} : () -> tensor<7x4xf32>
    (%e3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e3",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,9,4]} : () -> tensor<2x9x4xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%0, %1, %2, %3, %4, %5) = "pd_op.chunk_eval" (%i, %i, %l) {num_chunk_types:(Int32)3} : (tensor<2x9xi64>, tensor<2x9xi64>, tensor<2xi64>) -> tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xi64>, tensor<-1xi64>, tensor<-1xi64>
    (%6) = "pd_op.crf_decoding" (%e, %t, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<7x4xf32>, tensor<6x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1xf32>
    (%7) = "pd_op.crf_decoding" (%e3, %t, %i, %l) {} : (tensor<2x9x4xf32>, tensor<6x4xf32>, tensor<2x9xi64>, tensor<2xi64>) -> tensor<-1x-1xf32>
}

// -----
// random_routing: out is topk_idx's type.
// CHECK-LABEL: name:"routing"
// CHECK: "pd_op.random_routing" {{.*}} -> tensor<8x2xi64>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"routing",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,2]} : () -> tensor<8x2xi64>
    (%0) = "pd_op.random_routing" (%p, %v, %i) {} : (tensor<8xf32>, tensor<8x2xf32>, tensor<8x2xi64>) -> tensor<-1x-1xi64>
}

// -----
// distributed_lookup_table: [id dim 0, w dim 1] per id ("lookup_table"),
// [id0, id1, w1] ("lookup_table_v2"), w's dtype. share_buffer_: out
// element i like x's where its flag is set; the others as written.
// CHECK-LABEL: name:"table"
// CHECK: "pd_op.distributed_lookup_table" {{.*}} -> vec[tensor<5x16xf32>,tensor<7x16xf32>]
// CHECK: "pd_op.distributed_lookup_table" {{.*}} -> vec[tensor<5x1x16xf32>,tensor<7x1x16xf32>]
// CHECK: "pd_op.share_buffer_" {{.*}} -> vec[tensor<5x1xi64>,tensor<-1x-1xi64>], vec[tensor<5x1xi64>,tensor<7x1xi64>]
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"table",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,1]} : () -> tensor<7x1xi64>
    (%ids) = "builtin.combine" (%a, %b) {} : (tensor<5x1xi64>, tensor<7x1xi64>) -> vec[tensor<5x1xi64>,tensor<7x1xi64>]
    (%0) = "pd_op.distributed_lookup_table" (%ids, %w) {} : (vec[tensor<5x1xi64>,tensor<7x1xi64>], tensor<100x16xf32>) -> vec[tensor<-1x16xf32>,tensor<-1x16xf32>]
    (%1) = "pd_op.distributed_lookup_table" (%ids, %w) {lookup_table_version:"lookup_table_v2"} : (vec[tensor<5x1xi64>,tensor<7x1xi64>], tensor<100x16xf32>) -> vec[tensor<-1x-1x16xf32>,tensor<-1x-1x16xf32>]
    (%2, %3) = "pd_op.share_buffer_" (%ids) {share_dims_and_dtype:[true,false]} : (vec[tensor<5x1xi64>,tensor<7x1xi64>]) -> vec[tensor<-1x-1xi64>,tensor<-1x-1xi64>], vec[tensor<5x1xi64>,tensor<7x1xi64>]
}

// -----
// reduce_scatter: dim 0 / nranks; partial_allgather keeps x's type;
// partial_sum [batch, length] (the width from start_index with length
// -1); partial_concat [batch, n × length].
// CHECK-LABEL: name:"partial"
// CHECK: "pd_op.reduce_scatter" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.reduce_scatter" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.partial_allgather" {{.*}} -> tensor<8x3xf32>
// CHECK: "pd_op.partial_sum" {{.*}} -> tensor<4x2xf32>
// CHECK: "pd_op.partial_sum" {{.*}} -> tensor<4x4xf32>
// CHECK: "pd_op.partial_concat" {{.*}} -> tensor<4x4xf32>
// CHECK: "pd_op.partial_concat" {{.*}} -> tensor<4x2xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"partial",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%0) = "pd_op.reduce_scatter" (%x) {nranks:(Int32)4,ring_id:(Int32)0} : (tensor<8x3xf32>) -> tensor<-1x3xf32>
    (%1) = "pd_op.reduce_scatter" (%u) {nranks:(Int32)4,ring_id:(Int32)0} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
    (%2) = "pd_op.partial_allgather" (%x) {nranks:(Int32)2,rank:(Int32)1,ring_id:(Int32)0} : (tensor<8x3xf32>) -> tensor<-1x3xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,6]} : () -> tensor<4x6xf32>
    (%v) = "builtin.combine" (%a, %a) {} : (tensor<4x6xf32>, tensor<4x6xf32>) -> vec[tensor<4x6xf32>,tensor<4x6xf32>]
    (%3) = "pd_op.partial_sum" (%v) {start_index:(Int32)1,length:(Int32)2} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<-1x-1xf32>
    (%4) = "pd_op.partial_sum" (%v) {start_index:(Int32)2} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<-1x-1xf32>
    (%5) = "pd_op.partial_concat" (%v) {start_index:(Int32)1,length:(Int32)2} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<-1x-1xf32>
    (%6) = "pd_op.partial_concat" (%v) {start_index:(Int32)-1} : (vec[tensor<4x6xf32>,tensor<4x6xf32>]) -> tensor<-1x-1xf32>
}

// -----
// recv_v2: out_shape and dtype; with dynamic_shape the sender's dims come
// when the op runs, and the type stays as written. shape_sr, shape64_sr
// of a dense input: [rank]; lod_array_length [1] int64.
// CHECK-LABEL: name:"recv"
// CHECK: "pd_op.recv_v2" {{.*}} -> tensor<4x8xf16>
// CHECK: "pd_op.recv_v2" {{.*}} -> tensor<-1x-1xf16>
// CHECK: "pd_op.shape_sr" {{.*}} -> tensor<2xi32>
// CHECK: "pd_op.shape64_sr" {{.*}} -> tensor<2xi64>
// CHECK: "pd_op.lod_array_length" {{.*}} -> tensor<1xi64>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"recv",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,8]} : () -> tensor<4x8xf32>
    (%0) = "pd_op.recv_v2" () {dtype:(pd_op.DataType)float16,out_shape:[(Int32)4,(Int32)8],peer:(Int32)1} : () -> tensor<-1x-1xf16>
    (%1) = "pd_op.recv_v2" () {dtype:(pd_op.DataType)float16,out_shape:[(Int32)-1,(Int32)8],peer:(Int32)1,dynamic_shape:true} : () -> tensor<-1x-1xf16>
    (%2) = "pd_op.shape_sr" (%x) {} : (tensor<4x8xf32>) -> tensor<-1xi32>
    (%3) = "pd_op.shape64_sr" (%x) {} : (tensor<4x8xf32>) -> tensor<-1xi64>
    (%v) = "builtin.combine" (%x) {} : (tensor<4x8xf32>) -> vec[tensor<4x8xf32>]
    (%4) = "pd_op.lod_array_length" (%v) {} : (vec[tensor<4x8xf32>]) -> tensor<-1xi64>
}

// -----
// c_scatter: dim 0 divided by nranks, rounded down (CScatterInferMeta); an
// unknown dim 0 stays unknown. c_reducescatter: dim 0 divided by nranks
// (ReduceScatterInferMeta). partial_recv: out_shape's dims; the legacy
// InferShape sets no dtype, so an undefined one stays undefined.
// CHECK-LABEL: name:"scatter"
// CHECK: "pd_op.c_scatter" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.c_scatter" {{.*}} -> tensor<3x3xf32>
// CHECK: "pd_op.c_scatter" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.c_reducescatter" {{.*}} -> tensor<4x3xf32>
// CHECK: "pd_op.partial_recv" {{.*}} -> tensor<4x8xf16>
// CHECK: "pd_op.partial_recv" {{.*}} -> tensor<2x6xundefined>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"scatter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3]} : () -> tensor<8x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,3]} : () -> tensor<7x3xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%0) = "pd_op.c_scatter" (%x) {nranks:(Int32)4,ring_id:(Int32)0,root:(Int32)1,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<-1x3xf32>
    (%1) = "pd_op.c_scatter" (%y) {nranks:(Int32)2,ring_id:(Int32)0,root:(Int32)0,use_calc_stream:false} : (tensor<7x3xf32>) -> tensor<-1x3xf32>
    (%2) = "pd_op.c_scatter" (%u) {nranks:(Int32)2,ring_id:(Int32)0,root:(Int32)0,use_calc_stream:false} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
    (%3) = "pd_op.c_reducescatter" (%x) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:false} : (tensor<8x3xf32>) -> tensor<-1x3xf32>
    (%4) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)1,dtype:(pd_op.DataType)float16,out_shape:[(Int32)4,(Int32)8],num:(Int32)2,id:(Int32)1} : () -> tensor<-1x-1xf16>
    (%5) = "pd_op.partial_recv" () {ring_id:(Int32)0,peer:(Int32)0,dtype:(pd_op.DataType)float32,out_shape:[(Int32)2,(Int32)6],num:(Int32)3,id:(Int32)0} : () -> tensor<-1x-1xundefined>
}
