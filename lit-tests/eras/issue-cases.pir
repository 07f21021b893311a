// RUN: pir-opt --split-input-file %s | FileCheck %s
// The cases of issue 24: ops written in an older Paddle's signature read in
// today's form (docs/text-format.md, "Older signatures"), ops removed
// upstream still known, and the spellings older printers produced.

// prod of 2023-2024: keep_dim is today's keepdim, its dims today's axis.
// CHECK-LABEL: _case:"prod"
// CHECK: "pd_op.prod" (%0) {axis:(pd_op.IntArray)[1],keepdim:false,reduce_all:false} : (tensor<2x3xf32>) -> tensor<2xf32>
{
    (%0) = "pd_op.data" () {_case:"prod",dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.prod" (%0) {dims:(pd_op.IntArray)[1],keep_dim:false,reduce_all:false} : (tensor<2x3xf32>) -> tensor<2xf32>
}

// -----
// *_interp before 2024-01-15: data_layout is today's data_format.
// CHECK-LABEL: _case:"interp"
// CHECK: "pd_op.bilinear_interp" (%0, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)0,out_h:(Int32)8,out_w:(Int32)8,scale:[]}
{
    (%0) = "pd_op.data" () {_case:"interp",dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,3,4,4]} : () -> tensor<1x3x4x4xf32>
    (%1) = "pd_op.bilinear_interp" (%0, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)0,data_layout:"NCHW",interp_method:"bilinear",out_d:(Int32)0,out_h:(Int32)8,out_w:(Int32)8,scale:[]} : (tensor<1x3x4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x3x8x8xf32>
}

// -----
// adam_ before 2024-12-15 (no moment2_max): every later operand and result
// moves one place on, moment2_max and moment2_max_out are null, and the
// inplace map pairs beta1_pow with beta1_pow_out (not moment2_max_out).
// CHECK-LABEL: _case:"adam"
// CHECK: (%[[P:[0-9]+]], %[[M1:[0-9]+]], %[[M2:[0-9]+]], %[[MX:[0-9]+]], %[[B1:[0-9]+]], %[[B2:[0-9]+]], %[[MP:[0-9]+]]) = "pd_op.adam_" (%0, %1, %2, %3, %4, <<NULL VALUE>>, %5, %6, <<NULL VALUE>>, <<NULL VALUE>>) {{.*}} : (tensor<4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
// CHECK: "pd_op.scale" (%[[B1]])
{
    (%0) = "pd_op.data" () {_case:"adam",dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%5) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%6) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%7, %8, %9, %10, %11, %12) = "pd_op.adam_" (%0, %1, %2, %3, %4, %5, %6, <<NULL VALUE>>, <<NULL VALUE>>) {beta1:(Float)0.9,beta2:(Float)0.999,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%13) = "pd_op.scale" (%10) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<1xf32>) -> tensor<1xf32>
}

// -----
// squeeze_grad before 3.0 took the forward's xshape where today's takes x:
// the same place; x_grad is inferred from the XShape's dims after its 0.
// CHECK-LABEL: _case:"squeeze_grad"
// CHECK: "pd_op.squeeze_grad" (%0, %1, %2) {} : (tensor<0x2x1x3xf32>, tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1x3xf32>
{
    (%0) = "pd_op.data" () {_case:"squeeze_grad",dtype:(pd_op.DataType)float32,name:"xs",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[0,2,1,3]} : () -> tensor<0x2x1x3xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"og",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%2) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%3) = "pd_op.squeeze_grad" (%0, %1, %2) {} : (tensor<0x2x1x3xf32>, tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1x3xf32>
}

// -----
// Ops Paddle removed: c_reducescatter (until 2024-08), shadow_output of
// 2023-08 to 2023-11; collectives with use_calc_stream.
// CHECK-LABEL: _case:"removed"
// CHECK: "pd_op.c_reducescatter" (%0) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:false}
// CHECK: "pd_op.c_allgather" (%0) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:false}
// CHECK: "pd_op.shadow_output" (%0) {name:"out"}
{
    (%0) = "pd_op.data" () {_case:"removed",dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(gpu:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.c_reducescatter" (%0) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:false} : (tensor<4xf32>) -> tensor<2xf32>
    (%2) = "pd_op.c_allgather" (%0) {nranks:(Int32)2,ring_id:(Int32)0,use_calc_stream:false} : (tensor<4xf32>) -> tensor<8xf32>
    (%3) = "pd_op.shadow_output" (%0) {name:"out"} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// argmax's dtype was an int (Paddle's VarType number: 3 is int64) in
// 2023-09 to 2023-11 (the typed printer era).
// CHECK-LABEL: _case:"argmax"
// CHECK: "pd_op.argmax" (%0, %1) {dtype:(pd_op.DataType)int64,flatten:false,keepdims:false}
{
    (%0) = "pd_op.data" () {_case:"argmax",dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%2) = "pd_op.argmax" (%0, %1) {dtype:(Int32)3,flatten:false,keepdims:false} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xi64>
}

// -----
// Spellings: Paddle prints the undefined data type "Undefined" (kept); a
// custom device's place by its device type.
// CHECK-LABEL: _case:"spellings"
// CHECK-SAME: dtype:(pd_op.DataType)Undefined
// CHECK-SAME: place:(pd_op.Place)Place(intel_gpu:0)
{
    (%0) = "pd_op.data" () {_case:"spellings",dtype:(pd_op.DataType)Undefined,name:"x",place:(pd_op.Place)Place(intel_gpu:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
}

// -----
// Today's forms print as they are.
// CHECK-LABEL: _case:"today"
// CHECK: "pd_op.prod" (%0, %1) {keepdim:true,reduce_all:false}
{
    (%0) = "pd_op.data" () {_case:"today",dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%2) = "pd_op.prod" (%0, %1) {keepdim:true,reduce_all:false} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
}
