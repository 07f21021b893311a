// RUN: pir-run --feed x=1,3,1,3,0,4,4,0 --feed scale=1,2,3,4 --feed bias=1,1,1,1 --feed g=1,0,0,0,0,1,0,0 --feed h=0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5 %s | FileCheck %s
//
// layer_norm and dropout (test/executor/kernels_norm.c) against values
// worked out by hand, with Paddle's CPU kernels.
// layer_norm of x = [[1, 3, 1, 3], [0, 4, 4, 0]] (begin_norm_axis 1,
// epsilon 0): row means 2, 2; biased variances 1, 4 (rstd 1, 1/2); the
// normalized rows h are [-1, 1, -1, 1] and [-1, 1, 1, -1]; out = h * scale
// + bias with scale [1, 2, 3, 4], bias 1: [0, 3, -2, 5, 0, 3, 4, -3].
// layer_norm_grad with out_grad g = [[1, 0, 0, 0], [0, 1, 0, 0]]:
// d = g * scale; x_grad = rstd * (d - avg(d) - h * avg(d * h)):
//   row 1: d = [1, 0, 0, 0], avg 1/4, avg(d h) = -1/4:
//          [1 - 1/4 - 1/4, -1/4 + 1/4, -1/4 - 1/4, -1/4 + 1/4] = [0.5, 0, -0.5, 0]
//   row 2: d = [0, 2, 0, 0], avg 1/2, avg(d h) = 1/2:
//          1/2 * [-1/2 + 1/2, 2 - 1/2 - 1/2, -1/2 - 1/2, -1/2 + 1/2] = [0, 0.5, -0.5, 0]
// scale_grad = sum over rows of g * h = [-1, 1, 0, 0]; bias_grad = [1, 1, 0, 0].
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4],stop_gradient:[false]} : () -> tensor<2x4xf64>
    (%scale) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"scale",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%bias) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bias",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,4],stop_gradient:[false]} : () -> tensor<2x4xf64>
    (%y, %mean, %var) = "pd_op.layer_norm" (%x, %scale, %bias) {begin_norm_axis:(Int32)1,epsilon:(Float)0} : (tensor<2x4xf64>, tensor<4xf64>, tensor<4xf64>) -> tensor<2x4xf64>, tensor<2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%y) {output_name:"layer_norm"} : (tensor<2x4xf64>) ->
    () = "builtin.shadow_output" (%mean) {output_name:"mean"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%var) {output_name:"variance"} : (tensor<2xf64>) ->
// CHECK: layer_norm: [2, 4] [0, 3, -2, 5, 0, 3, 4, -3]
// CHECK-NEXT: mean: [2] [2, 2]
// CHECK-NEXT: variance: [2] [1, 4]
    (%xg, %sg, %bg) = "pd_op.layer_norm_grad" (%x, %scale, %bias, %mean, %var, %g) {begin_norm_axis:(Int32)1,epsilon:(Float)0} : (tensor<2x4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>, tensor<4xf64>, tensor<4xf64>
    () = "builtin.shadow_output" (%xg) {output_name:"x_grad"} : (tensor<2x4xf64>) ->
    () = "builtin.shadow_output" (%sg) {output_name:"scale_grad"} : (tensor<4xf64>) ->
    () = "builtin.shadow_output" (%bg) {output_name:"bias_grad"} : (tensor<4xf64>) ->
// CHECK-NEXT: x_grad: [2, 4] [0.5, 0, -0.5, 0, 0, 0.5, -0.5, 0]
// CHECK-NEXT: scale_grad: [4] [-1, 1, 0, 0]
// CHECK-NEXT: bias_grad: [4] [1, 1, 0, 0]
// Without scale and bias (both optional) out is h; mean and variance take
// x's dims before begin_norm_axis (Paddle 3): x as [2, 1, 4], axis 2 -> [2, 1].
    (%x3) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[2,1,4]} : (tensor<2x4xf64>) -> tensor<2x1x4xf64>
    (%y3, %m3, %v3) = "pd_op.layer_norm" (%x3, <<NULL VALUE>>, <<NULL VALUE>>) {begin_norm_axis:(Int32)2,epsilon:(Float)0} : (tensor<2x1x4xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x1x4xf64>, tensor<2x1xf64>, tensor<2x1xf64>
    () = "builtin.shadow_output" (%y3) {output_name:"plain"} : (tensor<2x1x4xf64>) ->
    () = "builtin.shadow_output" (%m3) {output_name:"mean3"} : (tensor<2x1xf64>) ->
// CHECK-NEXT: plain: [2, 1, 4] [-1, 1, -1, 1, -1, 1, 1, -1]
// CHECK-NEXT: mean3: [2, 1] [2, 2]
//
// dropout in test mode: upscale_in_train passes x through, and its grad
// out_grad; downgrade_in_infer scales both by 1 - p (p = 0.25: 0.75).
    (%p) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.25} : () -> tensor<1xf64>
    (%d1, %m1) = "pd_op.dropout" (%x, <<NULL VALUE>>, %p) {fix_seed:false,is_test:true,mode:"upscale_in_train",p:(Float)0.5,seed:(Int32)0} : (tensor<2x4xf64>, <<NULL TYPE>>, tensor<1xf64>) -> tensor<2x4xf64>, tensor<2x4xu8>
    () = "builtin.shadow_output" (%d1) {output_name:"dropout_test"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: dropout_test: [2, 4] [1, 3, 1, 3, 0, 4, 4, 0]
    (%d2, %m2) = "pd_op.dropout" (%x, <<NULL VALUE>>, %p) {fix_seed:false,is_test:true,mode:"downgrade_in_infer",p:(Float)0.5,seed:(Int32)0} : (tensor<2x4xf64>, <<NULL TYPE>>, tensor<1xf64>) -> tensor<2x4xf64>, tensor<2x4xu8>
    () = "builtin.shadow_output" (%d2) {output_name:"dropout_downgrade"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: dropout_downgrade: [2, 4] [0.75, 2.25, 0.75, 2.25, 0, 3, 3, 0]
    (%dg1) = "pd_op.dropout_grad" (%m1, %x, %p) {is_test:true,mode:"upscale_in_train",p:(Float)0.5} : (tensor<2x4xu8>, tensor<2x4xf64>, tensor<1xf64>) -> tensor<2x4xf64>
    () = "builtin.shadow_output" (%dg1) {output_name:"dropout_grad_test"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: dropout_grad_test: [2, 4] [1, 3, 1, 3, 0, 4, 4, 0]
    (%dg2) = "pd_op.dropout_grad" (%m2, %x, %p) {is_test:true,mode:"downgrade_in_infer",p:(Float)0.5} : (tensor<2x4xu8>, tensor<2x4xf64>, tensor<1xf64>) -> tensor<2x4xf64>
    () = "builtin.shadow_output" (%dg2) {output_name:"dropout_grad_downgrade"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: dropout_grad_downgrade: [2, 4] [0.75, 2.25, 0.75, 2.25, 0, 3, 3, 0]
// Without the p operand the attribute p (0.5) counts.
    (%d3, %m3b) = "pd_op.dropout" (%x, <<NULL VALUE>>, <<NULL VALUE>>) {fix_seed:false,is_test:true,mode:"downgrade_in_infer",p:(Float)0.5,seed:(Int32)0} : (tensor<2x4xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x4xf64>, tensor<2x4xu8>
    () = "builtin.shadow_output" (%d3) {output_name:"dropout_attr"} : (tensor<2x4xf64>) ->
// CHECK-NEXT: dropout_attr: [2, 4] [0.5, 1.5, 0.5, 1.5, 0, 2, 2, 0]
// In training mode (upscale_in_train, p = 0.5) the mask keeps each element
// or not, and out = x * mask / (1 - p): with x = h = 0.5 everywhere out is
// the mask itself, and so is dropout_grad of out_grad h; downgrade_in_infer
// gives x * mask = mask / 2. The same seed gives the same mask.
    (%hh) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%p5) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.5} : () -> tensor<1xf64>
    (%t1, %tm1) = "pd_op.dropout" (%hh, <<NULL VALUE>>, %p5) {fix_seed:true,is_test:false,mode:"upscale_in_train",p:(Float)0.5,seed:(Int32)7} : (tensor<8xf64>, <<NULL TYPE>>, tensor<1xf64>) -> tensor<8xf64>, tensor<8xu8>
    () = "builtin.shadow_output" (%tm1) {output_name:"mask"} : (tensor<8xu8>) ->
    () = "builtin.shadow_output" (%t1) {output_name:"train"} : (tensor<8xf64>) ->
// CHECK-NEXT: mask: [8] [[[MASK:[01](, [01])*]]]
// CHECK-NEXT: train: [8] [[[MASK]]]
    (%tg1) = "pd_op.dropout_grad" (%tm1, %hh, %p5) {is_test:false,mode:"upscale_in_train",p:(Float)0.5} : (tensor<8xu8>, tensor<8xf64>, tensor<1xf64>) -> tensor<8xf64>
    () = "builtin.shadow_output" (%tg1) {output_name:"train_grad"} : (tensor<8xf64>) ->
// CHECK-NEXT: train_grad: [8] [[[MASK]]]
    (%t2, %tm2) = "pd_op.dropout" (%hh, <<NULL VALUE>>, %p5) {fix_seed:true,is_test:false,mode:"downgrade_in_infer",p:(Float)0.5,seed:(Int32)7} : (tensor<8xf64>, <<NULL TYPE>>, tensor<1xf64>) -> tensor<8xf64>, tensor<8xu8>
    () = "builtin.shadow_output" (%tm2) {output_name:"mask2"} : (tensor<8xu8>) ->
// CHECK-NEXT: mask2: [8] [[[MASK]]]
    () = "builtin.shadow_output" (%t2) {output_name:"downgrade"} : (tensor<8xf64>) ->
// CHECK-NEXT: downgrade: [8] [{{(0|0.5)(, (0|0.5))*}}]
}
