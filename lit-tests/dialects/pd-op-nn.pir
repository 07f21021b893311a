// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// pd_op neural-network ops read and print canonically: a small CNN
// classifier forward pass (conv2d, batch_norm, relu, pool2d, flatten,
// matmul, softmax, cross_entropy_with_softmax, mean), then an embedding
// lookup, dropout, random ops, and a few _grad ops.

{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,32,32],stop_gradient:[true]} : () -> tensor<8x3x32x32xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"label",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1],stop_gradient:[true]} : () -> tensor<8x1xi64>
    (%2) = "builtin.parameter" () {parameter_name:"conv2d_0.w_0"} : () -> tensor<16x3x3x3xf32>
    (%3) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_0"} : () -> tensor<16xf32>
    (%4) = "builtin.parameter" () {parameter_name:"batch_norm_0.b_0"} : () -> tensor<16xf32>
    (%5) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_1"} : () -> tensor<16xf32>
    (%6) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_2"} : () -> tensor<16xf32>
    (%7) = "builtin.parameter" () {parameter_name:"linear_0.w_0"} : () -> tensor<4096x10xf32>
    (%8) = "pd_op.conv2d" (%0, %2) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    (%9, %10, %11, %12, %13, %14) = "pd_op.batch_norm" (%8, %5, %6, %3, %4) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<8x16x32x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<8x16x32x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<-1xu8>
    (%15) = "pd_op.relu" (%9) {} : (tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xf32>
    (%16) = "pd_op.pool2d" (%15) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)2,(Int32)2]} : (tensor<8x16x32x32xf32>) -> tensor<8x16x16x16xf32>
    (%17) = "pd_op.flatten" (%16) {start_axis:(Int32)1,stop_axis:(Int32)3} : (tensor<8x16x16x16xf32>) -> tensor<8x4096xf32>
    (%18) = "pd_op.matmul" (%17, %7) {transpose_x:false,transpose_y:false} : (tensor<8x4096xf32>, tensor<4096x10xf32>) -> tensor<8x10xf32>
    (%19) = "pd_op.softmax" (%18) {axis:(Int32)-1} : (tensor<8x10xf32>) -> tensor<8x10xf32>
    (%20, %21) = "pd_op.cross_entropy_with_softmax" (%18, %1) {axis:(Int32)-1,ignore_index:(Int32)-100,numeric_stable_mode:true,soft_label:false,use_softmax:true} : (tensor<8x10xf32>, tensor<8x1xi64>) -> tensor<8x10xf32>, tensor<8x1xf32>
    (%22) = "pd_op.mean" (%21) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<8x1xf32>) -> tensor<f32>
    (%23) = "pd_op.fetch" (%22) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,3,32,32],stop_gradient:[true]} : () -> tensor<8x3x32x32xf32>
// CHECK-NEXT: (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"label",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1],stop_gradient:[true]} : () -> tensor<8x1xi64>
// CHECK-NEXT: (%2) = "builtin.parameter" () {parameter_name:"conv2d_0.w_0"} : () -> tensor<16x3x3x3xf32>
// CHECK-NEXT: (%3) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_0"} : () -> tensor<16xf32>
// CHECK-NEXT: (%4) = "builtin.parameter" () {parameter_name:"batch_norm_0.b_0"} : () -> tensor<16xf32>
// CHECK-NEXT: (%5) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_1"} : () -> tensor<16xf32>
// CHECK-NEXT: (%6) = "builtin.parameter" () {parameter_name:"batch_norm_0.w_2"} : () -> tensor<16xf32>
// CHECK-NEXT: (%7) = "builtin.parameter" () {parameter_name:"linear_0.w_0"} : () -> tensor<4096x10xf32>
// CHECK-NEXT: (%8) = "pd_op.conv2d" (%0, %2) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
// CHECK-NEXT: (%9, %10, %11, %12, %13, %14) = "pd_op.batch_norm" (%8, %5, %6, %3, %4) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<8x16x32x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<8x16x32x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<-1xu8>
// CHECK-NEXT: (%15) = "pd_op.relu" (%9) {} : (tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xf32>
// CHECK-NEXT: (%16) = "pd_op.pool2d" (%15) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)2,(Int32)2]} : (tensor<8x16x32x32xf32>) -> tensor<8x16x16x16xf32>
// CHECK-NEXT: (%17) = "pd_op.flatten" (%16) {start_axis:(Int32)1,stop_axis:(Int32)3} : (tensor<8x16x16x16xf32>) -> tensor<8x4096xf32>
// CHECK-NEXT: (%18) = "pd_op.matmul" (%17, %7) {transpose_x:false,transpose_y:false} : (tensor<8x4096xf32>, tensor<4096x10xf32>) -> tensor<8x10xf32>
// CHECK-NEXT: (%19) = "pd_op.softmax" (%18) {axis:(Int32)-1} : (tensor<8x10xf32>) -> tensor<8x10xf32>
// CHECK-NEXT: (%20, %21) = "pd_op.cross_entropy_with_softmax" (%18, %1) {axis:(Int32)-1,ignore_index:(Int32)-100,numeric_stable_mode:true,soft_label:false,use_softmax:true} : (tensor<8x10xf32>, tensor<8x1xi64>) -> tensor<8x10xf32>, tensor<8x1xf32>
// CHECK-NEXT: (%22) = "pd_op.mean" (%21) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<8x1xf32>) -> tensor<f32>
// CHECK-NEXT: (%23) = "pd_op.fetch" (%22) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: }

// -----
// embedding, dropout (with its mask), random ops, and gradient ops.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16],stop_gradient:[true]} : () -> tensor<4x16xi64>
    (%1) = "builtin.parameter" () {parameter_name:"embedding_0.w_0"} : () -> tensor<1000x64xf32>
    (%2) = "pd_op.embedding" (%0, %1) {padding_idx:(Int64)-1,sparse:false} : (tensor<4x16xi64>, tensor<1000x64xf32>) -> tensor<4x16x64xf32>
    (%3, %4) = "pd_op.dropout" (%2, <<NULL VALUE>>) {fix_seed:false,is_test:false,mode:"upscale_in_train",p:(Float)0.1,seed:(Int32)0} : (tensor<4x16x64xf32>, <<NULL TYPE>>) -> tensor<4x16x64xf32>, tensor<4x16x64xu8>
    (%5) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)-1,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[64]} : () -> tensor<64xf32>
    (%6) = "pd_op.gaussian" () {dtype:(pd_op.DataType)float32,mean:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[64],std:(Float)1} : () -> tensor<64xf32>
    (%7) = "pd_op.add" (%5, %6) {} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    (%8) = "pd_op.tanh" (%7) {} : (tensor<64xf32>) -> tensor<64xf32>
    (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[64],value:(Double)1} : () -> tensor<64xf32>
    (%10) = "pd_op.tanh_grad" (%8, %9) {} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    (%11, %12) = "pd_op.add_grad" (%5, %6, %10) {axis:(Int32)-1} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>, tensor<64xf32>
    () = "builtin.shadow_output" (%3) {output_name:"emb"} : (tensor<4x16x64xf32>) ->
    () = "builtin.shadow_output" (%11) {output_name:"g"} : (tensor<64xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,16],stop_gradient:[true]} : () -> tensor<4x16xi64>
// CHECK-NEXT: (%1) = "builtin.parameter" () {parameter_name:"embedding_0.w_0"} : () -> tensor<1000x64xf32>
// CHECK-NEXT: (%2) = "pd_op.embedding" (%0, %1) {padding_idx:(Int64)-1,sparse:false} : (tensor<4x16xi64>, tensor<1000x64xf32>) -> tensor<4x16x64xf32>
// CHECK-NEXT: (%3, %4) = "pd_op.dropout" (%2, <<NULL VALUE>>) {fix_seed:false,is_test:false,mode:"upscale_in_train",p:(Float)0.1,seed:(Int32)0} : (tensor<4x16x64xf32>, <<NULL TYPE>>) -> tensor<4x16x64xf32>, tensor<4x16x64xu8>
// CHECK-NEXT: (%5) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)-1,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[64]} : () -> tensor<64xf32>
// CHECK-NEXT: (%6) = "pd_op.gaussian" () {dtype:(pd_op.DataType)float32,mean:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[64],std:(Float)1} : () -> tensor<64xf32>
// CHECK-NEXT: (%7) = "pd_op.add" (%5, %6) {} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
// CHECK-NEXT: (%8) = "pd_op.tanh" (%7) {} : (tensor<64xf32>) -> tensor<64xf32>
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[64],value:(Double)1} : () -> tensor<64xf32>
// CHECK-NEXT: (%10) = "pd_op.tanh_grad" (%8, %9) {} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
// CHECK-NEXT: (%11, %12) = "pd_op.add_grad" (%5, %6, %10) {axis:(Int32)-1} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>, tensor<64xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"emb"} : (tensor<4x16x64xf32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%11) {output_name:"g"} : (tensor<64xf32>) ->
// CHECK-NEXT: }
