// RUN: pir-run --feed p=1,2,3 --feed g=1,-2,0.5 --feed mg=1,-1 --feed p_plain=1,2 --feed v_plain=0.5,0.5 --feed p_nesterov=1,2 --feed v_nesterov=0.5,0.5 --feed p_l2=1,2 --feed v_l2=0.5,0.5 %s | FileCheck %s
//
// The optimizer updates a training program ends with (kernels_optimizer.c,
// Paddle's CPU formulas), worked out by hand. Each writes its operands in
// place: the parameter read before the update holds the new value after
// it (p_after). Attributes are float32 in Paddle, so the values are ones a
// float32 holds exactly.
// sgd_ (lr 0.1): p - 0.1 g.
// CHECK: sgd: [3] [0.90000000000000002, 2.2000000000000002, 2.9500000000000002]
// CHECK-NEXT: p_after: [3] [0.90000000000000002, 2.2000000000000002, 2.9500000000000002]
// momentum_ (mu 0.5, lr 0.1) of p [1, 2], g [1, -1], v [0.5, 0.5]:
// v = 0.5 v + g = [1.25, -0.75]; p - 0.1 v = [0.875, 2.075].
// CHECK-NEXT: momentum_plain: [2] [0.875, 2.0750000000000002]
// CHECK-NEXT: velocity_plain: [2] [1.25, -0.75]
// Nesterov: p - 0.1 (g + 0.5 v) = [1 - 0.1625, 2 + 0.1375].
// CHECK-NEXT: momentum_nesterov: [2] [0.83750000000000002, 2.1375000000000002]
// CHECK-NEXT: velocity_nesterov: [2] [1.25, -0.75]
// l2_decay, coeff 0.5: g' = g + 0.5 p = [1.5, 0]; v = 0.5 v + g' =
// [1.75, 0.25]; p - 0.1 v = [0.825, 1.975].
// CHECK-NEXT: momentum_l2: [2] [0.82499999999999996, 1.9750000000000001]
// CHECK-NEXT: velocity_l2: [2] [1.75, 0.25]
// adam_ (lr 0.01, beta1 0.5, beta2 0.75, the first step: powers 0.5 and
// 0.75) of p 1, g 0.5: m1 = 0.5 g = 0.25, m2 = 0.25 g^2 = 0.0625; the step
// 0.01 sqrt(1 - 0.75) / (1 - 0.5) = 0.01 times m1 / (sqrt(m2) + 1e-8
// sqrt(0.25)) = 1 / (1 + 2e-8): p = 1 - 0.01 (1 - 2e-8); the powers
// become 0.25 and 0.5625.
// CHECK-NEXT: adam_plain: [1] [0.99000000020000001]
// CHECK-NEXT: m1_plain: [1] [0.25]
// CHECK-NEXT: m2_plain: [1] [0.0625]
// CHECK-NEXT: b1p_plain: [1] [0.25]
// CHECK-NEXT: b2p_plain: [1] [0.5625]
// amsgrad with moment2_max 1: the step divides by sqrt(max(1, 0.0625)):
// p = 1 - 0.01 * 0.25 / (1 + 5e-9).
// CHECK-NEXT: adam_amsgrad: [1] [0.99750000001250005]
// CHECK-NEXT: m1_amsgrad: [1] [0.25]
// CHECK-NEXT: m2_amsgrad: [1] [0.0625]
// CHECK-NEXT: b1p_amsgrad: [1] [0.25]
// CHECK-NEXT: b2p_amsgrad: [1] [0.5625]
// CHECK-NEXT: m2max_amsgrad: [1] [1]
// skip_update true: nothing changes.
// CHECK-NEXT: adam_skip: [1] [1]
// CHECK-NEXT: m1_skip: [1] [0]
// CHECK-NEXT: m2_skip: [1] [0]
// CHECK-NEXT: b1p_skip: [1] [0.5]
// CHECK-NEXT: b2p_skip: [1] [0.75]
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%lr) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf64>
    (%p2, %no) = "pd_op.sgd_" (%p, %lr, %g, <<NULL VALUE>>) {} : (tensor<3xf64>, tensor<1xf64>, tensor<3xf64>, <<NULL TYPE>>) -> tensor<3xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%p2) {output_name:"sgd"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%p) {output_name:"p_after"} : (tensor<3xf64>) ->
    (%mg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"mg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%p_plain) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p_plain",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%v_plain) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v_plain",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%q_plain, %w_plain, %n_plain) = "pd_op.momentum_" (%p_plain, %mg, %v_plain, %lr) {mu:(Float)0.5} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xf64>) -> tensor<2xf64>, tensor<2xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%q_plain) {output_name:"momentum_plain"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%w_plain) {output_name:"velocity_plain"} : (tensor<2xf64>) ->
    (%p_nesterov) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p_nesterov",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%v_nesterov) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v_nesterov",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%q_nesterov, %w_nesterov, %n_nesterov) = "pd_op.momentum_" (%p_nesterov, %mg, %v_nesterov, %lr) {mu:(Float)0.5,use_nesterov:true} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xf64>) -> tensor<2xf64>, tensor<2xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%q_nesterov) {output_name:"momentum_nesterov"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%w_nesterov) {output_name:"velocity_nesterov"} : (tensor<2xf64>) ->
    (%p_l2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p_l2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%v_l2) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"v_l2",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%q_l2, %w_l2, %n_l2) = "pd_op.momentum_" (%p_l2, %mg, %v_l2, %lr) {mu:(Float)0.5,regularization_coeff:(Float)0.5,regularization_method:"l2_decay"} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xf64>) -> tensor<2xf64>, tensor<2xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%q_l2) {output_name:"momentum_l2"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%w_l2) {output_name:"velocity_l2"} : (tensor<2xf64>) ->
    (%alr) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.01} : () -> tensor<1xf64>
    (%ag) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%ap_plain) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf64>
    (%m1_plain) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%m2_plain) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%b1p_plain) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%b2p_plain) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.75} : () -> tensor<1xf64>
    (%a0_plain, %a1_plain, %a2_plain, %a3_plain, %a4_plain, %a5_plain, %a6_plain) = "pd_op.adam_" (%ap_plain, %ag, %alr, %m1_plain, %m2_plain, <<NULL VALUE>>, %b1p_plain, %b2p_plain, <<NULL VALUE>>, <<NULL VALUE>>) {amsgrad:false,beta1:(Float)0.5,beta2:(Float)0.75,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%a0_plain) {output_name:"adam_plain"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a1_plain) {output_name:"m1_plain"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a2_plain) {output_name:"m2_plain"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a4_plain) {output_name:"b1p_plain"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a5_plain) {output_name:"b2p_plain"} : (tensor<1xf64>) ->
    (%ap_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf64>
    (%m1_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%m2_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%b1p_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%b2p_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.75} : () -> tensor<1xf64>
    (%mx_amsgrad) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf64>
    (%a0_amsgrad, %a1_amsgrad, %a2_amsgrad, %a3_amsgrad, %a4_amsgrad, %a5_amsgrad, %a6_amsgrad) = "pd_op.adam_" (%ap_amsgrad, %ag, %alr, %m1_amsgrad, %m2_amsgrad, %mx_amsgrad, %b1p_amsgrad, %b2p_amsgrad, <<NULL VALUE>>, <<NULL VALUE>>) {amsgrad:true,beta1:(Float)0.5,beta2:(Float)0.75,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%a0_amsgrad) {output_name:"adam_amsgrad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a1_amsgrad) {output_name:"m1_amsgrad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a2_amsgrad) {output_name:"m2_amsgrad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a4_amsgrad) {output_name:"b1p_amsgrad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a5_amsgrad) {output_name:"b2p_amsgrad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a3_amsgrad) {output_name:"m2max_amsgrad"} : (tensor<1xf64>) ->
    (%ap_skip) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf64>
    (%m1_skip) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%m2_skip) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf64>
    (%b1p_skip) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%b2p_skip) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.75} : () -> tensor<1xf64>
    (%sk_skip) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%a0_skip, %a1_skip, %a2_skip, %a3_skip, %a4_skip, %a5_skip, %a6_skip) = "pd_op.adam_" (%ap_skip, %ag, %alr, %m1_skip, %m2_skip, <<NULL VALUE>>, %b1p_skip, %b2p_skip, <<NULL VALUE>>, %sk_skip) {amsgrad:false,beta1:(Float)0.5,beta2:(Float)0.75,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, tensor<1xb>) -> tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>, tensor<1xf64>, tensor<1xf64>, <<NULL TYPE>>
    () = "builtin.shadow_output" (%a0_skip) {output_name:"adam_skip"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a1_skip) {output_name:"m1_skip"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a2_skip) {output_name:"m2_skip"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a4_skip) {output_name:"b1p_skip"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%a5_skip) {output_name:"b2p_skip"} : (tensor<1xf64>) ->
}
