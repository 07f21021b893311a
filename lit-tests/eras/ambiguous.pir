// RUN: pir-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: pir-opt --split-input-file --input-era=dev-2024-01-15 %s | FileCheck %s --check-prefix=JAN24
// RUN: pir-opt --split-input-file --input-era=dev-2025-02-17 %s | FileCheck %s --check-prefix=FEB25
// Forms that two signatures of an op read differently (docs/text-format.md,
// "Older signatures", rules 2 and 4): settled by the types where Paddle's
// own rules tell them apart, an error naming both where nothing does, and
// --input-era says which Paddle printed the input. The ambiguous forms are
// spelled as Paddle's printers wrote them (pd_op.tensor<...>); the same
// forms in pir-opt's own spelling (tensor<...>) are pir-opt's canonical
// output, which is always today's signature (ambiguous-canonical.pir).

// full_with_tensor took (shape, value) until 2024-04-15, today (value,
// shape): the shape is an integer 1-D tensor (an IntArray), the value is not
// (a 0-D int64 value is a scalar, not a shape).
// CHECK-LABEL: _case:"fwt-float"
// CHECK: "pd_op.full_with_tensor" (%1, %0) {{.*}} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
// CHECK: "pd_op.full_with_tensor" (%4, %3) {{.*}} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK: "pd_op.full_with_tensor" (%1, %0) {{.*}} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
{
    (%0) = "pd_op.data" () {_case:"fwt-float",dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%2) = "pd_op.full_with_tensor" (%0, %1) {dtype:(pd_op.DataType)float32} : (tensor<2xi32>, tensor<1xf32>) -> tensor<-1x1xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"v0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[]} : () -> tensor<i64>
    (%5) = "pd_op.full_with_tensor" (%3, %4) {dtype:(pd_op.DataType)int64} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
    (%6) = "pd_op.full_with_tensor" (%1, %0) {dtype:(pd_op.DataType)float32} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
}
// -----
// Both 1-D int64 of one element: nothing tells them apart.
{
    (%0) = "pd_op.data" () {_case:"fwt-int",dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    // expected-error@+1 {{'pd_op.full_with_tensor' is written in a signature that today's and era dev-2023-09-01..dev-2024-04-01 read differently (the names, counts and types do not tell them apart; --input-era=SNAPSHOT says which Paddle printed it)}}
    (%2) = "pd_op.full_with_tensor" (%0, %1) {dtype:(pd_op.DataType)int64} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>
}
// JAN24-LABEL: _case:"fwt-int"
// JAN24: "pd_op.full_with_tensor" (%1, %0)
// FEB25-LABEL: _case:"fwt-int"
// FEB25: "pd_op.full_with_tensor" (%0, %1)
// -----
// uniform of v2.5.0 took (min, max, shape): told apart by the integer shape.
// CHECK-LABEL: _case:"uniform"
// CHECK: "pd_op.uniform" (%2, %0, %1) {{.*}} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
// CHECK: "pd_op.uniform" (%2, %0, %1) {{.*}} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
{
    (%0) = "pd_op.data" () {_case:"uniform",dtype:(pd_op.DataType)float32,name:"lo",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"hi",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"shape",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    (%3) = "pd_op.uniform" (%0, %1, %2) {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[2,3]} : (tensor<1xf32>, tensor<1xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    (%4) = "pd_op.uniform" (%2, %0, %1) {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[2,3]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
}
// -----
// lars_momentum took (param, velocity, grad, ...) in 2024-01: all vec,
// told apart by nothing but the era. A complete print (every attribute the
// era had) is an error; with --input-era, the era says.
{
    (%0) = "pd_op.data" () {_case:"lars",dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%4) = "builtin.combine" (%0) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%5) = "builtin.combine" (%1) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%6) = "builtin.combine" (%2) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%7) = "builtin.combine" (%3) {} : (tensor<1xf32>) -> vec[tensor<1xf32>]
    // expected-error@+1 {{'pd_op.lars_momentum' is written in a signature that today's and era dev-2024-01-01..dev-2024-02-01 read differently}}
    (%8, %9, %10) = "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>) {epsilon:(Float)0,lars_coeff:(Float)0.001,lars_weight_decay:[(Float)0.0005],mu:(Float)0.9,multi_precision:false,rescale_grad:(Float)1} : (vec[pd_op.tensor<4xf32>], vec[pd_op.tensor<4xf32>], vec[pd_op.tensor<4xf32>], vec[pd_op.tensor<1xf32>], <<NULL TYPE>>) -> vec[pd_op.tensor<4xf32>], vec[pd_op.tensor<4xf32>], <<NULL TYPE>>
}
// JAN24-LABEL: _case:"lars"
// JAN24: "pd_op.lars_momentum" (%4, %6, %5, %7, <<NULL VALUE>>)
// FEB25-LABEL: _case:"lars"
// FEB25: "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>)
// -----
// A hand-written form without the attributes Paddle always printed is not a
// print of the era: today's (rule 2).
// CHECK-LABEL: _case:"lars-short"
// CHECK: "pd_op.lars_momentum" (%4, %5, %6, %7)
{
    (%0) = "pd_op.data" () {_case:"lars-short",dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%4) = "builtin.combine" (%0) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%5) = "builtin.combine" (%1) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%6) = "builtin.combine" (%2) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%7) = "builtin.combine" (%3) {} : (tensor<1xf32>) -> vec[tensor<1xf32>]
    (%8, %9) = "pd_op.lars_momentum" (%4, %5, %6, %7) {mu:(Float)0.9} : (vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<1xf32>]) -> vec[tensor<4xf32>], vec[tensor<4xf32>]
}
// -----
// weight_only_linear_grad: arch came in 2023-12, group_size in 2024-01. A
// form is of the era whose attributes it has (an era's print has all of
// them, and none it lacked); each implies what it lacked.
// CHECK-LABEL: _case:"wol"
// CHECK: "pd_op.weight_only_linear_grad" {{.*}}arch:(Int32)80,{{.*}}group_size:(Int32)-1,
// CHECK: "pd_op.weight_only_linear_grad" {{.*}}arch:(Int32)70,{{.*}}group_size:(Int32)-1,
// CHECK: "pd_op.weight_only_linear_grad" {{.*}}arch:(Int32)70,{{.*}}group_size:(Int32)64,
{
    (%0) = "pd_op.data" () {_case:"wol",dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf16>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int8,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,4]} : () -> tensor<8x4xi8>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf16>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,8]} : () -> tensor<2x8xf16>
    (%4) = "pd_op.weight_only_linear_grad" (%0, %1, <<NULL VALUE>>, %2, %3) {weight_dtype:"int8"} : (tensor<2x4xf16>, tensor<8x4xi8>, <<NULL TYPE>>, tensor<8xf16>, tensor<2x8xf16>) -> tensor<2x4xf16>
    (%5) = "pd_op.weight_only_linear_grad" (%0, %1, <<NULL VALUE>>, %2, %3) {arch:(Int32)70,weight_dtype:"int8"} : (tensor<2x4xf16>, tensor<8x4xi8>, <<NULL TYPE>>, tensor<8xf16>, tensor<2x8xf16>) -> tensor<2x4xf16>
    (%6) = "pd_op.weight_only_linear_grad" (%0, %1, <<NULL VALUE>>, %2, %3) {arch:(Int32)70,group_size:(Int32)64,weight_dtype:"int8"} : (tensor<2x4xf16>, tensor<8x4xi8>, <<NULL TYPE>>, tensor<8xf16>, tensor<2x8xf16>) -> tensor<2x4xf16>
}
// -----
// fused_bias_dropout_residual_layer_norm_grad took y_grad first until
// 2024-03 (today last); tensors of one shape tell nothing (the `grad`
// rule's types would tell them apart otherwise): an error for a complete
// print, as Paddle printed it.
{
    (%0) = "pd_op.data" () {_case:"fbdr",dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)uint8,name:"k",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xu8>
    // expected-error@+1 {{'pd_op.fused_bias_dropout_residual_layer_norm_grad' is written in a signature that today's and era dev-2023-12-01..dev-2024-03-01 read differently}}
    (%3, %4, %5, %6, %7) = "pd_op.fused_bias_dropout_residual_layer_norm_grad" (%0, %0, %0, %0, %0, %0, %0, %0, %2, %0) {dropout_fix_seed:true,dropout_implementation:"downgrade_in_infer",dropout_rate:(Float)0.5,dropout_seed:(Int32)1,is_test:false,ln_epsilon:(Float)1e-05} : (pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xu8>, pd_op.tensor<2x4xf32>) -> pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>, pd_op.tensor<2x4xf32>
}
// -----
// fused_feedforward_grad gave its results in another order until 2024-05:
// the `grad` rule's types (x_grad is x's) tell which.
// CHECK-LABEL: _case:"ffn"
// CHECK: (%[[XG:[0-9]+]], %[[W1G:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[S1G:[0-9]+]], %{{.*}}) = "pd_op.fused_feedforward_grad" {{.*}} -> tensor<2x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, <<NULL TYPE>>, tensor<4xf32>,
// CHECK: "pd_op.scale" (%[[W1G]])
// CHECK: (%{{[0-9]+}}, %[[W1G2:[0-9]+]], %{{.*}}) = "pd_op.fused_feedforward_grad" {{.*}} -> tensor<2x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, <<NULL TYPE>>, tensor<4xf32>,
// CHECK: "pd_op.scale" (%[[W1G2]])
{
    (%0) = "pd_op.data" () {_case:"ffn",dtype:(pd_op.DataType)float32,name:"dout",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,8]} : () -> tensor<4x8xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,4]} : () -> tensor<8x4xf32>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)uint8,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,8]} : () -> tensor<2x8xu8>
    (%5) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"o",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,8]} : () -> tensor<2x8xf32>
    (%6) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ln",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%7) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mean",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%8, %9, %10, %11, %12, %13, %14, %15, %16) = "pd_op.fused_feedforward_grad" (%0, %0, %1, %2, %3, %4, %4, %5, %5, %0, %6, %6, %0, %7, %7, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {act_method:"relu",add_residual:true,dropout1_fix_seed:false,dropout1_implementation:"upscale_in_train",dropout1_prob:(Float)0.1,dropout1_seed_val:(Int32)0,dropout2_fix_seed:false,dropout2_implementation:"upscale_in_train",dropout2_prob:(Float)0.1,dropout2_seed_val:(Int32)0,is_test:false,ln1_epsilon:(Float)1e-05,ln2_epsilon:(Float)1e-05,pre_layer_norm:true,ring_id:(Int32)-1} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<2x8xu8>, tensor<2x8xu8>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4xf32>, tensor<2xf32>, tensor<2xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, <<NULL TYPE>>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
    (%17) = "pd_op.scale" (%9) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    (%18, %19, %20, %21, %22, %23, %24, %25, %26) = "pd_op.fused_feedforward_grad" (%0, %0, %1, %2, %3, %4, %4, %5, %5, %0, %6, %6, %0, %7, %7, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {act_method:"relu",add_residual:true,dropout1_fix_seed:false,dropout1_implementation:"upscale_in_train",dropout1_prob:(Float)0.1,dropout1_seed_val:(Int32)0,dropout2_fix_seed:false,dropout2_implementation:"upscale_in_train",dropout2_prob:(Float)0.1,dropout2_seed_val:(Int32)0,is_test:false,ln1_epsilon:(Float)1e-05,ln2_epsilon:(Float)1e-05,pre_layer_norm:true,ring_id:(Int32)-1} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<2x8xu8>, tensor<2x8xu8>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4xf32>, tensor<2xf32>, tensor<2xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<4x8xf32>, tensor<8xf32>, tensor<8x4xf32>, <<NULL TYPE>>
    (%27) = "pd_op.scale" (%23) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<4x8xf32>) -> tensor<4x8xf32>
}
// -----
// fused_rotary_position_embedding_grad: position_ids came in 2023-09-15,
// time_major in 2024-03, rotary_emb_base in 2024-04. The attributes a form
// has say its era; each era implies what it lacked.
// CHECK-LABEL: _case:"rope"
// CHECK: "pd_op.fused_rotary_position_embedding_grad" (%0, %0, <<NULL VALUE>>, %1, %1, %1) {rotary_emb_base:(Float)1e+04,time_major:false,use_neox_rotary_style:true}
// CHECK: "pd_op.fused_rotary_position_embedding_grad" (%0, %0, %2, %1, %1, %1) {rotary_emb_base:(Float)1e+04,time_major:false,use_neox_rotary_style:false}
// CHECK: "pd_op.fused_rotary_position_embedding_grad" (%0, %0, %2, %1, %1, %1) {rotary_emb_base:(Float)1e+04,time_major:true,use_neox_rotary_style:false}
{
    (%0) = "pd_op.data" () {_case:"rope",dtype:(pd_op.DataType)float32,name:"sin",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,8,1,4]} : () -> tensor<1x8x1x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,8,2,4]} : () -> tensor<2x8x2x4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"pos",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,8]} : () -> tensor<2x8xi64>
    (%3, %4, %5) = "pd_op.fused_rotary_position_embedding_grad" (%0, %0, %1, %1, %1) {} : (tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>
    (%6, %7, %8) = "pd_op.fused_rotary_position_embedding_grad" (%0, %0, %2, %1, %1, %1) {use_neox_rotary_style:false} : (tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>, tensor<2x8xi64>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>
    (%9, %10, %11) = "pd_op.fused_rotary_position_embedding_grad" (%0, %0, %2, %1, %1, %1) {time_major:true,use_neox_rotary_style:false} : (tensor<1x8x1x4xf32>, tensor<1x8x1x4xf32>, tensor<2x8xi64>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>
}
