// infer-shapes' input-shapes option (docs/passes.md, "infer-shapes"): the
// input `image` gets new dims (its type and its `shape` attribute), and
// every result's dims are derived again from the rules, written sizes too:
// a 3x3 conv with padding 1 then a 2x nearest upsampling of a 3x8x8 image
// are 4x8x8 and 4x16x16 (they were written for a 3x32x32 image); the
// reshape of a parameter to a constant shape stays. What
// model-grad-check.py --input-shape runs, to check models whose inputs
// are static (YOLOv3's 608x608) at a small size.
// RUN: pir-opt '--infer-shapes=input-shapes=image:1x3x8x8' %s | FileCheck %s
// CHECK: name:"image"{{.*}}shape:(pd_op.IntArray)[1,3,8,8]{{.*}} -> tensor<1x3x8x8xf32>
// CHECK: "pd_op.conv2d"{{.*}} -> tensor<1x4x8x8xf32>
// CHECK: "pd_op.reshape"{{.*}} -> tensor<1x4x1x1xf32>
// CHECK: "pd_op.add"{{.*}} -> tensor<1x4x8x8xf32>
// CHECK: "pd_op.nearest_interp"{{.*}} -> tensor<1x4x16x16xf32>
// CHECK: "builtin.combine"{{.*}} -> vec[tensor<1x4x16x16xf32>,tensor<1x4x16x16xf32>]
// CHECK: "pd_op.concat"{{.*}} -> tensor<1x8x16x16xf32>
// An input it does not have, a wrong rank and a malformed entry are errors:
// RUN: not pir-opt '--infer-shapes=input-shapes=picture:1x3x8x8' %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: infer-shapes: input-shapes names 'picture', which is no input of the program
// RUN: not pir-opt '--infer-shapes=input-shapes=image:3x8x8' %s 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not pir-opt '--infer-shapes=input-shapes=image:1x3xAx8' %s 2>&1 | FileCheck %s --check-prefix=BAD
// RANK: error: 'pd_op.data' op is input 'image', whose rank is not the 3 of input-shapes
// BAD: error: infer-shapes: input-shapes expects NAME:D0xD1x... entries, got 'image:1x3xAx8'
{
    (%w) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<4x3x3x3xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3,32,32],stop_gradient:[false]} : () -> tensor<-1x3x32x32xf32>
    (%c) = "pd_op.conv2d" (%x, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<-1x3x32x32xf32>, tensor<4x3x3x3xf32>) -> tensor<-1x4x32x32xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)4,(Int64)1,(Int64)1]} : () -> tensor<4xi64>
    (%r) = "pd_op.reshape" (%b, %s) {} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
    (%a) = "pd_op.add" (%c, %r) {} : (tensor<-1x4x32x32xf32>, tensor<1x4x1x1xf32>) -> tensor<-1x4x32x32xf32>
    (%u) = "pd_op.nearest_interp" (%a, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]} : (tensor<-1x4x32x32xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x4x64x64xf32>
    (%v) = "builtin.combine" (%u, %u) {} : (tensor<-1x4x64x64xf32>, tensor<-1x4x64x64xf32>) -> vec[tensor<-1x4x64x64xf32>,tensor<-1x4x64x64xf32>]
    (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi32>
    (%cat) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<-1x4x64x64xf32>,tensor<-1x4x64x64xf32>], tensor<1xi32>) -> tensor<-1x8x64x64xf32>
    (%o) = "pd_op.fetch" (%cat) {col:(Int32)0,name:"out"} : (tensor<-1x8x64x64xf32>) -> tensor<-1x8x64x64xf32>
}
