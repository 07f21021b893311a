// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// pd_op training ops read and print canonically: a linear layer's forward
// and backward (feed, matmul, mean, mean_grad, matmul_grad), a collective
// gradient sum (c_allreduce_sum_), and the optimizer ops sgd_, momentum_
// and adam_, which update their parameters in place; fetch returns the
// loss. Optional operands an optimizer leaves out are <<NULL VALUE>>.

{
    (%0) = "pd_op.feed" () {col:(Int32)0,name:"x"} : () -> tensor<4x8xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<8x2xf32>
    (%2) = "pd_op.matmul" (%0, %1) {transpose_x:false,transpose_y:false} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    (%3) = "pd_op.mean" (%2) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<4x2xf32>) -> tensor<f32>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%5) = "pd_op.mean_grad" (%2, %4) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<4x2xf32>, tensor<f32>) -> tensor<4x2xf32>
    (%6, %7) = "pd_op.matmul_grad" (%0, %1, %5) {transpose_x:false,transpose_y:false} : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x8xf32>, tensor<8x2xf32>
    (%8) = "pd_op.c_allreduce_sum_" (%7) {ring_id:(Int32)0,use_calc_stream:true,use_model_parallel:false} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.01} : () -> tensor<1xf32>
    (%10, %11) = "pd_op.sgd_" (%1, %9, %8, <<NULL VALUE>>) {multi_precision:false} : (tensor<8x2xf32>, tensor<1xf32>, tensor<8x2xf32>, <<NULL TYPE>>) -> tensor<8x2xf32>, <<NULL TYPE>>
    (%12) = "pd_op.fetch" (%3) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.feed" () {col:(Int32)0,name:"x"} : () -> tensor<4x8xf32>
// CHECK-NEXT: (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%2) = "pd_op.matmul" (%0, %1) {transpose_x:false,transpose_y:false} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: (%3) = "pd_op.mean" (%2) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<4x2xf32>) -> tensor<f32>
// CHECK-NEXT: (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
// CHECK-NEXT: (%5) = "pd_op.mean_grad" (%2, %4) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<4x2xf32>, tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT: (%6, %7) = "pd_op.matmul_grad" (%0, %1, %5) {transpose_x:false,transpose_y:false} : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x8xf32>, tensor<8x2xf32>
// CHECK-NEXT: (%8) = "pd_op.c_allreduce_sum_" (%7) {ring_id:(Int32)0,use_calc_stream:true,use_model_parallel:false} : (tensor<8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.01} : () -> tensor<1xf32>
// CHECK-NEXT: (%10, %11) = "pd_op.sgd_" (%1, %9, %8, <<NULL VALUE>>) {multi_precision:false} : (tensor<8x2xf32>, tensor<1xf32>, tensor<8x2xf32>, <<NULL TYPE>>) -> tensor<8x2xf32>, <<NULL TYPE>>
// CHECK-NEXT: (%12) = "pd_op.fetch" (%3) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: }

// -----
{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<8x2xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w_velocity"} : () -> tensor<8x2xf32>
    (%2) = "builtin.parameter" () {parameter_name:"w_moment1"} : () -> tensor<8x2xf32>
    (%3) = "builtin.parameter" () {parameter_name:"w_moment2"} : () -> tensor<8x2xf32>
    (%4) = "builtin.parameter" () {parameter_name:"w_beta1_pow"} : () -> tensor<1xf32>
    (%5) = "builtin.parameter" () {parameter_name:"w_beta2_pow"} : () -> tensor<1xf32>
    (%6) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],value:(Double)0.5} : () -> tensor<8x2xf32>
    (%7) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.01} : () -> tensor<1xf32>
    (%8, %9, %10) = "pd_op.momentum_" (%0, %6, %1, %7, <<NULL VALUE>>) {mu:(Float)0.9,multi_precision:false,regularization_coeff:(Float)0,regularization_method:"",rescale_grad:(Float)1,use_nesterov:false} : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>
    (%11, %12, %13, %14, %15, %16, %17) = "pd_op.adam_" (%8, %6, %7, %2, %3, <<NULL VALUE>>, %4, %5, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {amsgrad:false,beta1:(Float)0.9,beta2:(Float)0.999,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<1xf32>, tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    () = "builtin.set_parameter" (%11) {parameter_name:"w"} : (tensor<8x2xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%1) = "builtin.parameter" () {parameter_name:"w_velocity"} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%2) = "builtin.parameter" () {parameter_name:"w_moment1"} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%3) = "builtin.parameter" () {parameter_name:"w_moment2"} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%4) = "builtin.parameter" () {parameter_name:"w_beta1_pow"} : () -> tensor<1xf32>
// CHECK-NEXT: (%5) = "builtin.parameter" () {parameter_name:"w_beta2_pow"} : () -> tensor<1xf32>
// CHECK-NEXT: (%6) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],value:(Double)0.5} : () -> tensor<8x2xf32>
// CHECK-NEXT: (%7) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.01} : () -> tensor<1xf32>
// CHECK-NEXT: (%8, %9, %10) = "pd_op.momentum_" (%0, %6, %1, %7, <<NULL VALUE>>) {mu:(Float)0.9,multi_precision:false,regularization_coeff:(Float)0,regularization_method:"",rescale_grad:(Float)1,use_nesterov:false} : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>
// CHECK-NEXT: (%11, %12, %13, %14, %15, %16, %17) = "pd_op.adam_" (%8, %6, %7, %2, %3, <<NULL VALUE>>, %4, %5, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {amsgrad:false,beta1:(Float)0.9,beta2:(Float)0.999,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<1xf32>, tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
// CHECK-NEXT: () = "builtin.set_parameter" (%11) {parameter_name:"w"} : (tensor<8x2xf32>) ->
// CHECK-NEXT: }
