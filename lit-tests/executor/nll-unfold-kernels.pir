// RUN: pir-run --feed lp=-1,-2,-3,-4,-5,-6,-7,-8,-9 --feed w=0.5,1,2 --feed g3=1,2,3 --feed one=1 --feed tw=3.5 --feed im=1,2,3,4,5,6,7,8,9 --feed ones=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 %s | FileCheck %s
//
// The kernels of test/executor/kernels_nll_unfold.c (nll_loss, unfold) against
// values worked out by hand. Their gradients are checked against finite
// differences by lit-tests/gradients/op-sweep.test.
{
    (%lp) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lp",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,3],stop_gradient:[true]} : () -> tensor<3x3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g3) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g3",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"one",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],stop_gradient:[true]} : () -> tensor<f64>
    (%tw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],stop_gradient:[true]} : () -> tensor<f64>
    (%im) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"im",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[true]} : () -> tensor<1x1x3x3xf64>
    (%ones) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ones",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4,4],stop_gradient:[true]} : () -> tensor<1x4x4xf64>
    (%lab) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)2,(Int64)0,(Int64)1]} : () -> tensor<3xi64>
// nll_loss of lp = [[-1, -2, -3], [-4, -5, -6], [-7, -8, -9]] at labels [2, 0, 1]: -lp there = 3, 4, 8;
// none keeps them (total_weight 0); sum with weight [0.5, 1, 2]: 3*2 + 4*0.5 + 8*1 = 16, total 2 + 0.5 + 1 = 3.5;
// mean: 16 / 3.5; mean ignoring label 0 (sample 1), no weight: (3 + 8) / 2
    (%nn, %nnt) = "pd_op.nll_loss" (%lp, %lab, <<NULL VALUE>>) {ignore_index:(Int64)-100,reduction:"none"} : (tensor<3x3xf64>, tensor<3xi64>, <<NULL TYPE>>) -> tensor<3xf64>, tensor<f64>
    () = "builtin.shadow_output" (%nn) {output_name:"nn"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%nnt) {output_name:"nnt"} : (tensor<f64>) ->
    (%ns, %nst) = "pd_op.nll_loss" (%lp, %lab, %w) {ignore_index:(Int64)-100,reduction:"sum"} : (tensor<3x3xf64>, tensor<3xi64>, tensor<3xf64>) -> tensor<f64>, tensor<f64>
    () = "builtin.shadow_output" (%ns) {output_name:"ns"} : (tensor<f64>) ->
    () = "builtin.shadow_output" (%nst) {output_name:"nst"} : (tensor<f64>) ->
    (%nm, %nmt) = "pd_op.nll_loss" (%lp, %lab, %w) {ignore_index:(Int64)-100,reduction:"mean"} : (tensor<3x3xf64>, tensor<3xi64>, tensor<3xf64>) -> tensor<f64>, tensor<f64>
    () = "builtin.shadow_output" (%nm) {output_name:"nm"} : (tensor<f64>) ->
    () = "builtin.shadow_output" (%nmt) {output_name:"nmt"} : (tensor<f64>) ->
    (%ni, %nit) = "pd_op.nll_loss" (%lp, %lab, <<NULL VALUE>>) {ignore_index:(Int64)0,reduction:"mean"} : (tensor<3x3xf64>, tensor<3xi64>, <<NULL TYPE>>) -> tensor<f64>, tensor<f64>
    () = "builtin.shadow_output" (%ni) {output_name:"ni"} : (tensor<f64>) ->
    () = "builtin.shadow_output" (%nit) {output_name:"nit"} : (tensor<f64>) ->
// CHECK: nn: [3] [3, 4, 8]
// CHECK-NEXT: nnt: [] [0]
// CHECK-NEXT: ns: [] [16]
// CHECK-NEXT: nst: [] [3.5]
// CHECK-NEXT: nm: [] [4.571428571
// CHECK-NEXT: nmt: [] [3.5]
// CHECK-NEXT: ni: [] [5.5]
// CHECK-NEXT: nit: [] [2]
// the mean's grad, out_grad 1, total_weight 3.5: -weight / 3.5 at each label's place: -2/3.5, -0.5/3.5, -1/3.5
    (%nmg) = "pd_op.nll_loss_grad" (%lp, %lab, %w, %tw, %one) {ignore_index:(Int64)-100,reduction:"mean"} : (tensor<3x3xf64>, tensor<3xi64>, tensor<3xf64>, tensor<f64>, tensor<f64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%nmg) {output_name:"nmg"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: nmg: [3, 3] [0, 0, -0.5714285714{{[0-9]*}}, -0.1428571428{{[0-9]*}}, 0, 0, 0, -0.2857142857{{[0-9]*}}, 0]
// none's grad of g3 = [1, 2, 3] without weight: -1, -2, -3 at the labels' places
    (%nng) = "pd_op.nll_loss_grad" (%lp, %lab, <<NULL VALUE>>, %tw, %g3) {ignore_index:(Int64)-100,reduction:"none"} : (tensor<3x3xf64>, tensor<3xi64>, <<NULL TYPE>>, tensor<f64>, tensor<3xf64>) -> tensor<3x3xf64>
    () = "builtin.shadow_output" (%nng) {output_name:"nng"} : (tensor<3x3xf64>) ->
// CHECK-NEXT: nng: [3, 3] [0, 0, -1, -2, 0, 0, 0, -3, 0]
// unfold of im = [[1, 2, 3], [4, 5, 6], [7, 8, 9]] by 2 x 2 windows, stride 1: row (i, j) holds im[y + i, z + j]
// for the windows (y, z) = (0, 0), (0, 1), (1, 0), (1, 1)
    (%uf) = "pd_op.unfold" (%im) {dilations:[(Int32)1,(Int32)1],kernel_sizes:[(Int32)2,(Int32)2],paddings:[(Int32)0,(Int32)0,(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>) -> tensor<1x4x4xf64>
    () = "builtin.shadow_output" (%uf) {output_name:"uf"} : (tensor<1x4x4xf64>) ->
// CHECK-NEXT: uf: [1, 4, 4] [1, 2, 4, 5, 2, 3, 5, 6, 4, 5, 7, 8, 5, 6, 8, 9]
// padded by 1 all round, stride 2: windows start at rows and columns -1, 1; row (i, j) holds im[2y - 1 + i, 2z - 1 + j], 0 outside
    (%ufp) = "pd_op.unfold" (%im) {dilations:[(Int32)1,(Int32)1],kernel_sizes:[(Int32)2,(Int32)2],paddings:[(Int32)1,(Int32)1,(Int32)1,(Int32)1],strides:[(Int32)2,(Int32)2]} : (tensor<1x1x3x3xf64>) -> tensor<1x4x4xf64>
    () = "builtin.shadow_output" (%ufp) {output_name:"ufp"} : (tensor<1x4x4xf64>) ->
// CHECK-NEXT: ufp: [1, 4, 4] [0, 0, 0, 5, 0, 0, 4, 6, 0, 2, 0, 8, 1, 3, 7, 9]
// unfold_grad of ones: how many windows hold each pixel (stride 1): corners 1, edges 2, the centre 4
    (%ufg) = "pd_op.unfold_grad" (%im, %ones) {dilations:[(Int32)1,(Int32)1],kernel_sizes:[(Int32)2,(Int32)2],paddings:[(Int32)0,(Int32)0,(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>, tensor<1x4x4xf64>) -> tensor<1x1x3x3xf64>
    () = "builtin.shadow_output" (%ufg) {output_name:"ufg"} : (tensor<1x1x3x3xf64>) ->
// CHECK-NEXT: ufg: [1, 1, 3, 3] [1, 2, 1, 2, 4, 2, 1, 2, 1]
}
