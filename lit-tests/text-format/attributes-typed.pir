// Every attribute kind, in each spelling Paddle printed it, reads back as
// the one canonical typed spelling (docs/text-format.md, 1.7 and 2.4). The ops are
// unregistered, so no op definition re-types anything here.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | pir-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// Canonical spellings print as they are.
// CHECK-LABEL: "test.canonical"
// CHECK-SAME: {a:true,b:false,c:"s",d:(Int32)-1,e:(Int64)3000000000,f:(Index)3,g:(Float)0.5,h:(Double)0.25,i:(Pointer)0x7f5e24fb27c0,j:(Complex64)(1.5,-2),k:(Complex128)(0,1e+300),l:[(Int32)1,"x",[]],m:(Type)tensor<2xf32>,n:(pd_op.IntArray)[64,-1],o:(pd_op.DataType)float32,p:(pd_op.Place)Place(gpu:0),q:(pd_op.DataLayout)NCHW,r:<#AttrNull>,s:<backend:GPU|layout:NCHW|dtype:float32>} : () ->
{
    () = "test.canonical" () {a:true,b:false,c:"s",d:(Int32)-1,e:(Int64)3000000000,f:(Index)3,g:(Float)0.5,h:(Double)0.25,i:(Pointer)0x7f5e24fb27c0,j:(Complex64)(1.5,-2),k:(Complex128)(0,1e+300),l:[(Int32)1,"x",[]],m:(Type)tensor<2xf32>,n:(pd_op.IntArray)[64,-1],o:(pd_op.DataType)float32,p:(pd_op.Place)Place(gpu:0),q:(pd_op.DataLayout)NCHW,r:<#AttrNull>,s:<backend:GPU|layout:NCHW|dtype:float32>} : () ->
}

// -----
// 2023-08 prefixes: (String), (Array), (pd.X); (Bool) and (Str).
// CHECK-LABEL: "test.prefixed_2023"
// CHECK-SAME: {a:"conv2d_0.w_0",b:[(Int32)2,(Int32)2],c:(pd_op.DataType)float32,d:(pd_op.Place)Place(gpu_pinned),e:(pd_op.DataLayout)NHWC,f:(pd_op.IntArray)[3,4],g:true,h:"x"} : () ->
// CHECK-NOT: (String)
// CHECK-NOT: (Array)
{
    () = "test.prefixed_2023" () {a:(String)conv2d_0.w_0,b:(Array)[(Int32)2,(Int32)2],c:(pd.DataType)float32,d:(pd.Place)Place(gpu_pinned),e:(pd.DataLayout)NHWC,f:(pd.IntArray)[(Int64)3,(Int64)4],g:(Bool)true,h:(Str)x} : () ->
}

// -----
// Prefixes without a dialect, the CINN pointer in parentheses, a bare hex pointer.
// CHECK-LABEL: "test.unprefixed_kinds"
// CHECK-SAME: {a:(pd_op.IntArray)[1],b:(pd_op.DataType)int64,c:(pd_op.Place)Place(cpu),d:(pd_op.DataLayout)NCHW,e:(Pointer)0x7f5e24fb27c0,f:(Pointer)0xdead} : () ->
{
    () = "test.unprefixed_kinds" () {a:(IntArray)[1],b:(DataType)int64,c:(Place)Place(cpu),d:(DataLayout)NCHW,e:(0x7f5e24fb27c0),f:0xDEAD} : () ->
}

// -----
// 2023-06: array[...], IntArray[...], IntArray<1 >, IntArray<>, Place(...),
// a bare data type, 0/1 (untyped integers: no definition, so they stay Int32).
// CHECK-LABEL: "test.era_2023_06"
// CHECK-SAME: {a:[(Int32)1,(Int32)1],b:(pd_op.IntArray)[3,3],c:(pd_op.IntArray)[1],d:(pd_op.IntArray)[],e:(pd_op.Place)Place(cpu),f:(pd_op.DataType)float32,g:(Int32)0,h:(Int32)1} : () ->
{
    () = "test.era_2023_06" () {a:array[1,1],b:IntArray[3,3],c:IntArray<1 >,d:IntArray<>,e:Place(cpu),f:float32,g:0,h:1} : () ->
}

// -----
// Places: spaces inside are dropped, the text is kept.
// CHECK-LABEL: "test.places"
// CHECK-SAME: {a:(pd_op.Place)Place(gpu:0),b:(pd_op.Place)Place(undefined:0),c:(pd_op.Place)Place(:0),d:(pd_op.Place)Place(xpu:1)} : () ->
{
    () = "test.places" () {a:Place(gpu: 0),b:(pd_op.Place)Place(undefined:0),c:(pd.Place)Place(:0),d:Place( xpu:1 )} : () ->
}

// -----
// Data layouts, typed and bare.
// CHECK-LABEL: "test.layouts"
// CHECK-SAME: {a:(pd_op.DataLayout)Undefined(AnyLayout),b:(pd_op.DataLayout)NCHW,c:(pd_op.DataLayout)NHWC,d:(pd_op.DataLayout)STRIDED,e:(pd_op.DataLayout)SPARSE_COO} : () ->
{
    () = "test.layouts" () {a:Undefined(AnyLayout),b:NCHW,c:(pd_op.DataLayout)NHWC,d:STRIDED,e:(pd.DataLayout)SPARSE_COO} : () ->
}

// -----
// Untyped literals keep their provisional kind when no definition re-types
// them: integers are Int32 (Int64 beyond 32 bits), decimals Double, types Type.
// CHECK-LABEL: "test.untyped"
// CHECK-SAME: {a:(Int32)-100,b:(Int64)-3000000000,c:(Double)0.5,d:(Double)1e-05,e:(Double)inf,f:(Double)-inf,g:(Double)nan,h:(Type)f32,i:(Type)tensor<2xf32>,j:(Type)vec[f32,i64],k:"max",l:"data"} : () ->
{
    () = "test.untyped" () {a:-100,b:-3000000000,c:0.5,d:1e-5,e:inf,f:-inf,g:nan,h:f32,i:builtin.tensor<2xf32>,j:vec[f32,i64],k:max,l:data} : () ->
}

// -----
// Keys: sorted by byte value (' ' < '.' < 'x'), quoted when they are not identifiers; values nest.
// CHECK-LABEL: "test.keys"
// CHECK-SAME: {"a key":(Int32)1,a.b:[(Int32)1,[true,[]]],"x-y":(Int32)2,z:(Int32)3} : () ->
{
    () = "test.keys" () {z:3,"x-y":2,"a key":1,a.b:[1,[true,[]]]} : () ->
}

// -----
// Empty dictionaries and arrays.
// CHECK-LABEL: "test.empty"
// CHECK-SAME: () {} : () ->
// CHECK-LABEL: "test.empty_array"
// CHECK-SAME: {a:[]} : () ->
{
    () = "test.empty" () {} : () ->
    () = "test.empty_array" () {a:[]} : () ->
}
