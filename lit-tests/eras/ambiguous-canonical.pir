// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file %s > %t.1 && pir-opt --split-input-file %t.1 > %t.2 && diff %t.1 %t.2
// RUN: pir-opt --split-input-file --emit=json %s | pir-opt --split-input-file - | diff %t.1 -
// RUN: sed -e 's/\([[ (]\)tensor</\1builtin.tensor</g' %s > %t.paddle
// RUN: pir-opt --split-input-file --verify-diagnostics %t.paddle
// RUN: pir-opt --split-input-file --input-era=dev-2024-01-15 %t.paddle | FileCheck %s --check-prefix=JAN24
// The forms that today's signature and an older era's read alike (rule 2 of
// docs/text-format.md, "Older signatures": nothing in the names, counts and
// types tells them apart), written in pir-opt's own spelling of tensors
// (tensor<...>), which no Paddle printer wrote: that is pir-opt's canonical
// output, always in today's signature, so today's reading wins, and the text
// and its PIR JSON re-read identically (the JSON reader: no era that ended
// before Paddle's versioned serializer of 2024-08 is a rival). The same forms
// spelled as Paddle printed them (builtin.tensor<...>, made by sed) are still
// an error without --input-era (the expectations below, checked on that
// file only), and with it are read in the era's signature.
// -----
// full_with_tensor: (shape, value) until 2024-04-15, today (value, shape).
// CHECK-LABEL: _case:"fwt-int"
// CHECK: "pd_op.full_with_tensor" (%0, %1)
// JAN24-LABEL: _case:"fwt-int"
// JAN24: "pd_op.full_with_tensor" (%1, %0)
{
    (%0) = "pd_op.data" () {_case:"fwt-int",dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    // expected-error@+1 {{'pd_op.full_with_tensor' is written in a signature that today's and era dev-2023-09-01..dev-2024-04-01 read differently}}
    (%2) = "pd_op.full_with_tensor" (%0, %1) {dtype:(pd_op.DataType)int64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
}
// -----
// lars_momentum: (param, velocity, grad, ...) in 2024-01, today (param, grad, velocity, ...).
// CHECK-LABEL: _case:"lars"
// CHECK: "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>)
// JAN24-LABEL: _case:"lars"
// JAN24: "pd_op.lars_momentum" (%4, %6, %5, %7, <<NULL VALUE>>)
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
    (%8, %9, %10) = "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>) {epsilon:(Float)0,lars_coeff:(Float)0.001,lars_weight_decay:[(Float)0.0005],mu:(Float)0.9,multi_precision:false,rescale_grad:(Float)1} : (vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<1xf32>], <<NULL TYPE>>) -> vec[tensor<4xf32>], vec[tensor<4xf32>], <<NULL TYPE>>
}
// -----
// fused_bias_dropout_residual_layer_norm_grad: y_grad first until 2024-03, today last;
// every operand of one shape (a sweep violation of issue 26).
// CHECK-LABEL: _case:"fbdr"
// CHECK: (%3, %4, %5, %6, %7) = "pd_op.fused_bias_dropout_residual_layer_norm_grad" (%0, %0, %0, %0, %0, %0, %0, %0, %2, %0)
// JAN24-LABEL: _case:"fbdr"
// JAN24: (%3, %4, %5, %6, %7) = "pd_op.fused_bias_dropout_residual_layer_norm_grad" (%0, %0, %0, %0, %0, %0, %0, %2, %0, %0)
{
    (%0) = "pd_op.data" () {_case:"fbdr",dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)uint8,name:"k",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4]} : () -> tensor<2x4xu8>
    // expected-error@+1 {{'pd_op.fused_bias_dropout_residual_layer_norm_grad' is written in a signature that today's and era dev-2023-12-01..dev-2024-03-01 read differently}}
    (%3, %4, %5, %6, %7) = "pd_op.fused_bias_dropout_residual_layer_norm_grad" (%0, %0, %0, %0, %0, %0, %0, %0, %2, %0) {dropout_fix_seed:true,dropout_implementation:"downgrade_in_infer",dropout_rate:(Float)0.5,dropout_seed:(Int32)1,is_test:false,ln_epsilon:(Float)1e-05} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xu8>, tensor<2x4xf32>) -> tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
// -----
// fused_feedforward_grad: results in another order until 2024-05; every
// operand of one shape (the sweep's violation of issue 26).
// CHECK-LABEL: _case:"ffg"
// CHECK: (%8, %9, %10, %11, %12, %13, %14, %15, %16) = "pd_op.fused_feedforward_grad" (%7, %6, %5, <<NULL VALUE>>, %4, %3, %2, %1, %0,
// CHECK: "pd_op.scale" (%9)
// JAN24-LABEL: _case:"ffg"
// JAN24: = "pd_op.fused_feedforward_grad" (%7, %6, %5, <<NULL VALUE>>, %4, %3, %2, %1, %0,
// JAN24: "pd_op.scale" (%13)
{
    (%0) = "pd_op.data" () {_case:"ffg",dtype:(pd_op.DataType)float32,name:"in_Dropout1Out_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in_Linear1Out_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"in_Dropout2Mask_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xb>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"in_Dropout1Mask_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xb>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in_Linear2Weight_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%5) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in_Linear1Weight_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%6) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in_X_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%7) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"in_Out_GRAD_0",persistable:[false],place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    // expected-error@+1 {{'pd_op.fused_feedforward_grad' is written in a signature that today's and era dev-2023-10-01..dev-2024-05-15 read differently}}
    (%8, %9, %10, %11, %12, %13, %14, %15, %16) = "pd_op.fused_feedforward_grad" (%7, %6, %5, <<NULL VALUE>>, %4, %3, %2, %1, %0, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {act_method:"",add_residual:false,dropout1_fix_seed:false,dropout1_implementation:"",dropout1_prob:(Float)1,dropout1_seed_val:(Int32)1,dropout2_fix_seed:false,dropout2_implementation:"",dropout2_prob:(Float)1,dropout2_seed_val:(Int32)1,is_test:false,ln1_epsilon:(Float)1,ln2_epsilon:(Float)1,persistable:[false,false,false,false,false,false,false,false,false],pre_layer_norm:false,ring_id:(Int32)1,stop_gradient:[false,false,false,false,false,false,false,false,false]} : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, <<NULL TYPE>>, tensor<2x2xf32>, tensor<2x2xb>, tensor<2x2xb>, tensor<2x2xf32>, tensor<2x2xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
    (%17) = "pd_op.scale" (%9) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<2x2xf32>) -> tensor<2x2xf32>
}
