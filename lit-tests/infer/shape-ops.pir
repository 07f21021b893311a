// Inference of the ops that rearrange, join, cut and index tensors
// (dialects/infer/infer_shape_ops.c). Lists such as reshape's shape may be an
// attribute, a constant operand (full_int_array, full) or a combine of
// scalars; entries that are not constants become -1 dims. Correct types
// verify as written; --infer-shapes fills the -1 dims.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// reshape: 0 copies x's dim, -1 takes the rest; xshape is [0, x dims].
// CHECK-LABEL: name:"reshape"
// CHECK: "pd_op.reshape" {{.*}} -> tensor<2x12xf32>, tensor<0x2x3x4xf32>
// CHECK: "pd_op.reshape" {{.*}} -> tensor<4x6xf32>
// CHECK: "pd_op.reshape" {{.*}} -> tensor<6x-1xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"reshape",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[]} : () -> tensor<i32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)0,(Int64)-1]} : () -> tensor<2xi64>
    (%0, %1) = "pd_op.reshape" (%x, %s) {} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<-1x-1xf32>, tensor<0x-1x3x4xf32>
    (%2) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[4,-1]} : (tensor<2x3x4xf32>) -> tensor<4x-1xf32>
    (%six) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Float)6} : () -> tensor<i32>
    (%v) = "builtin.combine" (%six, %n) {} : (tensor<i32>, tensor<i32>) -> vec[tensor<i32>,tensor<i32>]
    (%3) = "pd_op.reshape" (%x, %v) {} : (tensor<2x3x4xf32>, vec[tensor<i32>,tensor<i32>]) -> tensor<-1x-1xf32>
}

// -----
// CHECK-LABEL: name:"flatten_squeeze"
// CHECK: "pd_op.flatten" {{.*}} -> tensor<2x12x5xf32>
// CHECK: "pd_op.squeeze" {{.*}} -> tensor<3x5xf32>
// CHECK: "pd_op.squeeze" {{.*}} -> tensor<3x5xf32>
// CHECK: "pd_op.unsqueeze" {{.*}} -> tensor<1x3x1x5xf32>
// CHECK: "pd_op.unsqueeze" {{.*}} -> tensor<3x5x1xf32>
// CHECK: "pd_op.transpose" {{.*}} -> tensor<4x2x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"flatten_squeeze",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4,5]} : () -> tensor<2x3x4x5xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,1,5]} : () -> tensor<1x3x1x5xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5]} : () -> tensor<3x5xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%0) = "pd_op.flatten" (%x) {start_axis:(Int32)1,stop_axis:(Int32)2} : (tensor<2x3x4x5xf32>) -> tensor<2x-1x5xf32>
    (%a) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)0,(Int64)2]} : () -> tensor<2xi64>
    (%1) = "pd_op.squeeze" (%y, %a) {} : (tensor<1x3x1x5xf32>, tensor<2xi64>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.squeeze" (%y) {axis:(pd_op.IntArray)[]} : (tensor<1x3x1x5xf32>) -> tensor<3x-1xf32>
    (%3) = "pd_op.unsqueeze" (%z, %a) {} : (tensor<3x5xf32>, tensor<2xi64>) -> tensor<-1x-1x-1x-1xf32>
    (%4) = "pd_op.unsqueeze" (%z) {axis:(pd_op.IntArray)[-1]} : (tensor<3x5xf32>) -> tensor<-1x5x-1xf32>
    (%5) = "pd_op.transpose" (%w) {perm:[(Int32)2,(Int32)0,(Int32)1]} : (tensor<2x3x4xf32>) -> tensor<-1x-1x3xf32>
}

// -----
// expand aligns the shape at the right (-1 keeps x's dim); tile multiplies.
// CHECK-LABEL: name:"expand_tile"
// CHECK: "pd_op.expand" {{.*}} -> tensor<4x3xf32>
// CHECK: "pd_op.expand" {{.*}} -> tensor<2x4x3xf32>
// CHECK: "pd_op.tile" {{.*}} -> tensor<2x6xf32>
// CHECK: "pd_op.tile" {{.*}} -> tensor<3x2x6xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"expand_tile",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%0) = "pd_op.expand" (%x) {shape:(pd_op.IntArray)[4,-1]} : (tensor<1x3xf32>) -> tensor<-1x3xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)2,(Int64)4,(Int64)3]} : () -> tensor<3xi64>
    (%1) = "pd_op.expand" (%x, %s) {} : (tensor<1x3xf32>, tensor<3xi64>) -> tensor<-1x-1x-1xf32>
    (%2) = "pd_op.tile" (%y) {repeat_times:(pd_op.IntArray)[2]} : (tensor<2x3xf32>) -> tensor<2x-1xf32>
    (%3) = "pd_op.tile" (%y) {repeat_times:(pd_op.IntArray)[3,1,2]} : (tensor<2x3xf32>) -> tensor<-1x-1x-1xf32>
}

// -----
// concat adds up the sizes along axis; split and split_with_num give a
// vec of parts (one -1 section takes the rest); stack adds a dim;
// builtin.split and builtin.slice take the vec's element types.
// CHECK-LABEL: name:"join_cut"
// CHECK: "pd_op.concat" {{.*}} -> tensor<6x3xf32>
// CHECK: "pd_op.concat" {{.*}} -> tensor<6x3xf32>
// CHECK: "pd_op.split" {{.*}} -> vec[tensor<1x4xf32>,tensor<3x4xf32>,tensor<2x4xf32>]
// CHECK: "builtin.split" {{.*}} -> tensor<1x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>
// CHECK: "pd_op.split_with_num" {{.*}} -> vec[tensor<6x2xf32>,tensor<6x2xf32>]
// CHECK: "builtin.slice" {{.*}} -> tensor<6x2xf32>
// CHECK: "pd_op.stack" {{.*}} -> tensor<2x2x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"join_cut",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%v) = "builtin.combine" (%x, %y) {} : (tensor<2x3xf32>, tensor<4x3xf32>) -> vec[tensor<2x3xf32>,tensor<4x3xf32>]
    (%0) = "pd_op.concat" (%v) {axis:(Int32)0} : (vec[tensor<2x3xf32>,tensor<4x3xf32>]) -> tensor<-1x3xf32>
    (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi32>
    (%1) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<2x3xf32>,tensor<4x3xf32>], tensor<1xi32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.split" (%z) {axis:(Int32)0,sections:(pd_op.IntArray)[1,-1,2]} : (tensor<6x4xf32>) -> vec[tensor<1x4xf32>,tensor<-1x4xf32>,tensor<2x4xf32>]
    (%3, %4, %5) = "builtin.split" (%2) {} : (vec[tensor<1x4xf32>,tensor<-1x4xf32>,tensor<2x4xf32>]) -> tensor<1x4xf32>, tensor<-1x4xf32>, tensor<2x4xf32>
    (%6) = "pd_op.split_with_num" (%z) {axis:(Int32)1,num:(Int32)2} : (tensor<6x4xf32>) -> vec[tensor<-1x2xf32>,tensor<6x-1xf32>]
    (%7) = "builtin.slice" (%6) {index:(Int32)1} : (vec[tensor<-1x2xf32>,tensor<6x-1xf32>]) -> tensor<6x-1xf32>
    (%w) = "builtin.combine" (%x, %x) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>,tensor<2x3xf32>]
    (%8) = "pd_op.stack" (%w) {axis:(Int32)1} : (vec[tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x-1x3xf32>
}

// -----
// slice clamps like Python and drops decrease_axis dims; strided_slice
// steps (backwards here: 8, 5, 2); gather, index_select, embedding,
// gather_nd index.
// CHECK-LABEL: name:"slice_index"
// CHECK: "pd_op.slice" {{.*}} -> tensor<4x7x5xf32>
// CHECK: "pd_op.slice" {{.*}} -> tensor<10x5xf32>
// CHECK: "pd_op.strided_slice" {{.*}} -> tensor<3xf32>
// CHECK: "pd_op.gather" {{.*}} -> tensor<5x3xf32>
// CHECK: "pd_op.index_select" {{.*}} -> tensor<4x6xf32>
// CHECK: "pd_op.embedding" {{.*}} -> tensor<2x7x16xf16>
// CHECK: "pd_op.gather_nd" {{.*}} -> tensor<2x3x7xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"slice_index",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10,5]} : () -> tensor<4x10x5xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)1]} : () -> tensor<1xi64>
    (%e) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)-2]} : () -> tensor<1xi64>
    (%0) = "pd_op.slice" (%x, %s, %e) {axes:[(Int64)1],decrease_axis:[],infer_flags:[(Int64)1]} : (tensor<4x10x5xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x-1x5xf32>
    (%1) = "pd_op.slice" (%x) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[1],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[0]} : (tensor<4x10x5xf32>) -> tensor<-1x5xf32>
    (%t) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"t",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10]} : () -> tensor<10xf32>
    (%2) = "pd_op.strided_slice" (%t) {axes:[(Int32)0],ends:(pd_op.IntArray)[0],starts:(pd_op.IntArray)[8],strides:(pd_op.IntArray)[-3]} : (tensor<10xf32>) -> tensor<-1xf32>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,6]} : () -> tensor<5x6xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xi64>
    (%j) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"j",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xi64>
    (%3) = "pd_op.gather" (%m, %i) {axis:(Int32)1} : (tensor<5x6xf32>, tensor<3xi64>) -> tensor<5x-1xf32>
    (%4) = "pd_op.index_select" (%m, %j) {axis:(Int32)0} : (tensor<5x6xf32>, tensor<4xi64>) -> tensor<-1x6xf32>
    (%ids) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7]} : () -> tensor<2x7xi64>
    (%wt) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"wt",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf16>
    (%5) = "pd_op.embedding" (%ids, %wt) {padding_idx:(Int64)-1} : (tensor<2x7xi64>, tensor<100x16xf16>) -> tensor<2x7x-1xf16>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,6,7]} : () -> tensor<5x6x7xf32>
    (%gi) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"gi",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,2]} : () -> tensor<2x3x2xi64>
    (%6) = "pd_op.gather_nd" (%g, %gi) {} : (tensor<5x6x7xf32>, tensor<2x3x2xi64>) -> tensor<-1x-1x-1xf32>
}
