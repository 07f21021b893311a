// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// pd_op math ops read and print canonically: elementwise binary and unary
// ops, matmul, scale, reductions, comparisons, cast, constants, assign,
// shape.

{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true],value:(Double)2} : () -> tensor<2x3xf32>
    (%2) = "pd_op.add" (%0, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%3) = "pd_op.subtract" (%2, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%4) = "pd_op.multiply" (%3, %0) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%5) = "pd_op.divide" (%4, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%6) = "pd_op.relu" (%5) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%7) = "pd_op.tanh" (%6) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%8) = "pd_op.sin" (%7) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%9) = "pd_op.cos" (%8) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%10) = "pd_op.exp" (%9) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    (%11) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[true],value:(Double)0.5} : () -> tensor<3x4xf32>
    (%12) = "pd_op.matmul" (%10, %11) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    (%13) = "pd_op.scale" (%12) {bias:(Float)1,bias_after_scale:true,scale:(Float)2,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    (%14) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xf32>
    (%15) = "pd_op.scale" (%13, %14) {bias:(Float)0,bias_after_scale:true,stop_gradient:[false]} : (tensor<2x4xf32>, tensor<1xf32>) -> tensor<2x4xf32>
    (%16) = "pd_op.mean" (%15) {axis:(pd_op.IntArray)[1],keepdim:false,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<2xf32>
    (%17) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),stop_gradient:[true],value:[(Int64)0]} : () -> tensor<1xi64>
    (%18) = "pd_op.sum" (%16, %17) {dtype:(pd_op.DataType)undefined,keepdim:false,stop_gradient:[false]} : (tensor<2xf32>, tensor<1xi64>) -> tensor<f32>
    (%19) = "pd_op.max" (%15) {axis:(pd_op.IntArray)[0,1],keepdim:true,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<1x1xf32>
    (%20) = "pd_op.less_than" (%16, %16) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xb>
    (%21) = "pd_op.greater_equal" (%16, %16) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xb>
    (%22) = "pd_op.cast" (%21) {dtype:(pd_op.DataType)float32,stop_gradient:[true]} : (tensor<2xb>) -> tensor<2xf32>
    (%23) = "pd_op.assign" (%22) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
    (%24) = "pd_op.shape" (%0) {stop_gradient:[true]} : (tensor<2x3xf32>) -> tensor<2xi32>
    () = "builtin.shadow_output" (%18) {output_name:"loss"} : (tensor<f32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true],value:(Double)2} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%2) = "pd_op.add" (%0, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%3) = "pd_op.subtract" (%2, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%4) = "pd_op.multiply" (%3, %0) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%5) = "pd_op.divide" (%4, %1) {stop_gradient:[false]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%6) = "pd_op.relu" (%5) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%7) = "pd_op.tanh" (%6) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%8) = "pd_op.sin" (%7) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%9) = "pd_op.cos" (%8) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%10) = "pd_op.exp" (%9) {stop_gradient:[false]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: (%11) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,4],stop_gradient:[true],value:(Double)0.5} : () -> tensor<3x4xf32>
// CHECK-NEXT: (%12) = "pd_op.matmul" (%10, %11) {stop_gradient:[false],transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%13) = "pd_op.scale" (%12) {bias:(Float)1,bias_after_scale:true,scale:(Float)2,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%14) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xf32>
// CHECK-NEXT: (%15) = "pd_op.scale" (%13, %14) {bias:(Float)0,bias_after_scale:true,stop_gradient:[false]} : (tensor<2x4xf32>, tensor<1xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%16) = "pd_op.mean" (%15) {axis:(pd_op.IntArray)[1],keepdim:false,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<2xf32>
// CHECK-NEXT: (%17) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),stop_gradient:[true],value:[(Int64)0]} : () -> tensor<1xi64>
// CHECK-NEXT: (%18) = "pd_op.sum" (%16, %17) {dtype:(pd_op.DataType)undefined,keepdim:false,stop_gradient:[false]} : (tensor<2xf32>, tensor<1xi64>) -> tensor<f32>
// CHECK-NEXT: (%19) = "pd_op.max" (%15) {axis:(pd_op.IntArray)[0,1],keepdim:true,stop_gradient:[false]} : (tensor<2x4xf32>) -> tensor<1x1xf32>
// CHECK-NEXT: (%20) = "pd_op.less_than" (%16, %16) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xb>
// CHECK-NEXT: (%21) = "pd_op.greater_equal" (%16, %16) {stop_gradient:[true]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xb>
// CHECK-NEXT: (%22) = "pd_op.cast" (%21) {dtype:(pd_op.DataType)float32,stop_gradient:[true]} : (tensor<2xb>) -> tensor<2xf32>
// CHECK-NEXT: (%23) = "pd_op.assign" (%22) {stop_gradient:[true]} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: (%24) = "pd_op.shape" (%0) {stop_gradient:[true]} : (tensor<2x3xf32>) -> tensor<2xi32>
// CHECK-NEXT: () = "builtin.shadow_output" (%18) {output_name:"loss"} : (tensor<f32>) ->
// CHECK-NEXT: }

// -----
// Programs printed before September 2023 write untyped attribute values
// and the pd. prefix; the kinds declared in the YAML definitions turn them
// into typed values: keepdim:0 is the bool false, value:2 the float 2
// (the first accepted kind an integer converts to); a decimal such as
// scale:0.5 also becomes a float: float is the first kind scale accepts.
{
    (%0) = "pd.full" () {dtype:float32,place:Place(cpu),shape:IntArray[2,2],value:2} : () -> pd.tensor<2x2xf32>
    (%1) = "pd.mean" (%0) {axis:IntArray[],keepdim:0} : (pd.tensor<2x2xf32>) -> pd.tensor<f32>
    (%2) = "pd.scale" (%1) {bias:0,bias_after_scale:1,scale:0.5} : (pd.tensor<f32>) -> pd.tensor<f32>
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Double)2} : () -> tensor<2x2xf32>
// CHECK-NEXT: (%1) = "pd_op.mean" (%0) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
// CHECK-NEXT: (%2) = "pd_op.scale" (%1) {bias:(Float)0,bias_after_scale:true,scale:(Float)0.5} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: }
