// Untyped attribute values (Paddle's 2023-06 text, and again from 2024-12)
// get the kind the op definition declares (dialects/*.yaml); docs/text-format.md 2.4.
// Each split's first op carries an undeclared _case attribute (a bare
// string, kept as a string; "_" sorts before the other keys) for CHECK-LABEL.
// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck %s

// 0/1 become bools where the definition says bool; IntArray<> becomes an
// IntArray; the order of keys does not matter.
// CHECK-LABEL: {_case:"bools",
// CHECK-NEXT: "pd_op.mean"
// CHECK-SAME: {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<-1x1xf32>) -> tensor<f32>
// CHECK-NEXT: "pd_op.mean_grad"
// CHECK-SAME: {axis:(pd_op.IntArray)[1],keepdim:true,reduce_all:false}
(%0) = "pd.full" (){place:Place(cpu),dtype:float32,value:1,shape:IntArray<2 1 >,_case:bools} : () -> tensor<-1x1xf32>
(%1) = "pd.mean" (%0){keepdim:0,axis:IntArray<>} : (tensor<-1x1xf32>) -> tensor<f32>
(%2) = "pd.mean_grad" (%0, %1){reduce_all:0,keepdim:1,axis:IntArray<1 >} : (tensor<-1x1xf32>, tensor<f32>) -> tensor<-1x1xf32>

// -----
// Integers become floats where the definition says float or double; bare
// data type and place names become DataType and Place.
// CHECK-LABEL: {_case:"floats",
// CHECK-SAME: dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)-1} : () -> tensor<1xf32>
// CHECK-NEXT: "pd_op.scale"
// CHECK-SAME: {bias:(Float)0,bias_after_scale:true,scale:(Float)2}
(%903) = "pd.full" (){place:Place(cpu),dtype:float32,value:-1,shape:IntArray<1 >,_case:floats} : () -> tensor<1xf32>
(%904) = "pd.scale" (%903){bias_after_scale:1,bias:0,scale:2} : (tensor<1xf32>) -> tensor<1xf32>

// -----
// Numbers become floats where the definition allows float (first choice,
// as for pd_op.full's [float, double] value, whether written 1 or 0.5);
// integers become Int64 where the definition says int64; bare
// layout names and words become strings where the definition says str.
// CHECK-LABEL: {_case:"kinds",
// CHECK: "pd_op.batch_norm"
// CHECK-SAME: {data_format:"NCHW",data_layout:"NHWC",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false}
// CHECK: "pd_op.embedding"
// CHECK-SAME: {padding_idx:(Int64)-1,sparse:false}
// CHECK-NEXT: "pd_op.full"
// CHECK-SAME: value:(Double)0.5
(%0) = "pd.data" (){name:x,shape:IntArray<8 4 >,dtype:float32,place:Place(cpu),_case:kinds} : () -> tensor<8x4xf32>
(%1) = "pd.full" (){place:Place(cpu),dtype:float32,value:1,shape:IntArray<4 >} : () -> tensor<4xf32>
(%2, %3, %4, %5, %6, %7) = "pd.batch_norm" (%0, %1, %1, %1, %1){is_test:0,momentum:0.9,epsilon:1e-05,data_format:NCHW,data_layout:NHWC,use_global_stats:0,trainable_statistics:0} : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
(%8) = "pd.data" (){name:ids,shape:IntArray<8 >,dtype:int64,place:Place(cpu)} : () -> tensor<8xi64>
(%9) = "pd.embedding" (%8, %0){padding_idx:-1,sparse:0} : (tensor<8xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
(%10) = "pd.full" (){place:Place(cpu),dtype:float32,value:0.5,shape:IntArray<1 >} : () -> tensor<1xf32>

// -----
// 2023-06 ResNet: bare strings, array[...] where the definition says array,
// builtin.get_parameter (read as builtin.parameter); attributes the
// definition does not declare keep their provisional kind.
// CHECK-LABEL: "builtin.parameter" () {_case:"resnet",
// CHECK-SAME: parameter_name:"conv2d_0.w_0"} : () -> tensor<64x3x7x7xf32>
// CHECK-NEXT: "pd_op.feed"
// CHECK-SAME: {col:(Int32)0,is_persisable:[(Int32)0],name:"data"}
// CHECK-NEXT: "pd_op.conv2d"
// CHECK-SAME: {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)3,(Int32)3],strides:[(Int32)2,(Int32)2]}
// CHECK-NOT: get_parameter
(%0) = "builtin.get_parameter" () {parameter_name:conv2d_0.w_0,_case:resnet} : () -> tensor<64x3x7x7xf32>
(%1) = "pd.feed" () {name:data,col:0,is_persisable:array[0]} : () -> tensor<-1x3x224x224xf32>
(%2) = "pd.conv2d" (%1, %0) {groups:1,padding_algorithm:EXPLICIT,strides:array[2,2],paddings:array[3,3],dilations:array[1,1],data_format:NCHW} : (tensor<-1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<-1x64x112x112xf32>

// -----
// Late-2024 text without prefixes: [..] and [] become IntArrays where the
// definition says IntArray.
// CHECK-LABEL: {_case:"late_2024",
// CHECK-SAME: dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)3}
// CHECK-NEXT: "pd_op.mean"
// CHECK-SAME: {axis:(pd_op.IntArray)[0,1],keepdim:false}
// CHECK-NEXT: "pd_op.mean"
// CHECK-SAME: {axis:(pd_op.IntArray)[],keepdim:true}
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[],value:3,_case:late_2024} : () -> tensor<f32>
    (%1) = "pd_op.mean" (%0) {axis:[0,1],keepdim:false} : (tensor<f32>) -> tensor<f32>
    (%2) = "pd_op.mean" (%0) {axis:[],keepdim:true} : (tensor<f32>) -> tensor<f32>
}

// -----
// A bare scalar type name where the definition says DataType is that data
// type; where it says str, it is the type's text.
// CHECK-LABEL: {_case:"types",
// CHECK-SAME: dtype:(pd_op.DataType)float32,
// CHECK-NEXT: "pd_op.cast"
// CHECK-SAME: {dtype:(pd_op.DataType)float16}
// CHECK-NEXT: "pd_op.feed"
// CHECK-SAME: {col:(Int32)0,name:"f32"}
{
    (%0) = "pd_op.full" () {_case:types,dtype:f32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    (%1) = "pd_op.cast" (%0) {dtype:f16} : (tensor<2xf32>) -> tensor<2xf16>
    (%2) = "pd_op.feed" () {name:f32,col:0} : () -> tensor<2xf32>
}
