// RUN: pir-run --feed x=-1,0.5,2 --feed g=1,2,3 --feed hp=0,1,3 --feed hl=0.25,0,1 --feed sl=0,1,0.5 --feed pw=2,2,2 --feed bp=0.25,0.5,0.8 --feed y1=1 --feed w=0.25,0.5,1 --feed ll=0,1,0 --feed pr=0.5,0.25,0.25 --feed ax=1,-1,0.5 --feed ay=1,1,-0.5 --feed one=1 %s | FileCheck %s
//
// The kernels of test/executor/kernels_loss.c against values worked out by
// hand (e = 2.7182818; log(1 + 1/e) = 0.3132617, log(1 + e^-0.5) =
// 0.4740770, log(1 + e^-2) = 0.1269280; sigmoid(-1) = 0.2689414,
// sigmoid(0.5) = 0.6224593, sigmoid(2) = 0.8807971). Their gradients are
// checked against finite differences by lit-tests/gradients/op-sweep.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%hp) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"hp",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%hl) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"hl",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%sl) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"sl",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%pw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"pw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%bp) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bp",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%ll) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ll",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%pr) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"pr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%ax) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ax",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%ay) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ay",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%y1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"one",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],stop_gradient:[true]} : () -> tensor<f64>
// huber_loss, delta 0.5, of input [0, 1, 3] and label [0.25, 0, 1]: r = label - input = [0.25, -1, -2],
// out [r^2 / 2, 0.5 (1 - 0.25), 0.5 (2 - 0.25)]; the grad clips r to +-0.5: input_grad -d g, label_grad d g
    (%hub, %res) = "pd_op.huber_loss" (%hp, %hl) {delta:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%hub) {output_name:"hub"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%res) {output_name:"res"} : (tensor<3xf64>) ->
// CHECK: hub: [3] [0.03125, 0.375, 0.875]
// CHECK-NEXT: res: [3] [0.25, -1, -2]
    (%hub_di, %hub_dl) = "pd_op.huber_loss_grad" (%res, %g) {delta:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%hub_di) {output_name:"hub_di"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%hub_dl) {output_name:"hub_dl"} : (tensor<3xf64>) ->
// CHECK-NEXT: hub_di: [3] [-0.25, 1, 1.5]
// CHECK-NEXT: hub_dl: [3] [0.25, -1, -1.5]
// sigmoid_cross_entropy_with_logits of x with label [0, 1, 0.5]: max(x, 0) - x l + log(1 + exp(-|x|))
// = [0.3132617, 0.4740770, 1 + 0.1269280]; pos_weight 2: (1 - l) x + (1 + l) log(1 + exp(-x))
// = [-1 + 1.3132617, 2 * 0.4740770, 1 + 1.5 * 0.1269280]; normalize with ignore_index 1: the label 1 gives 0,
// the others are over 2; the grad g (sigmoid(x) - l) = [0.2689414, 2 (0.6224593 - 1), 3 (0.8807971 - 0.5)]
    (%sce) = "pd_op.sigmoid_cross_entropy_with_logits" (%x, %sl, <<NULL VALUE>>) {ignore_index:(Int32)-100,normalize:false} : (tensor<3xf64>, tensor<3xf64>, <<NULL TYPE>>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sce) {output_name:"sce"} : (tensor<3xf64>) ->
// CHECK-NEXT: sce: [3] [0.313261{{[0-9]*}}, 0.474076{{[0-9]*}}, 1.126928{{[0-9]*}}]
    (%sce_pw) = "pd_op.sigmoid_cross_entropy_with_logits" (%x, %sl, %pw) {ignore_index:(Int32)-100,normalize:false} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sce_pw) {output_name:"sce_pw"} : (tensor<3xf64>) ->
// CHECK-NEXT: sce_pw: [3] [0.313261{{[0-9]*}}, 0.948153{{[0-9]*}}, 1.190392{{[0-9]*}}]
    (%sce_n) = "pd_op.sigmoid_cross_entropy_with_logits" (%x, %sl, <<NULL VALUE>>) {ignore_index:(Int32)1,normalize:true} : (tensor<3xf64>, tensor<3xf64>, <<NULL TYPE>>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sce_n) {output_name:"sce_n"} : (tensor<3xf64>) ->
// CHECK-NEXT: sce_n: [3] [0.156630{{[0-9]*}}, 0, 0.563464{{[0-9]*}}]
    (%sce_grad) = "pd_op.sigmoid_cross_entropy_with_logits_grad" (%x, %sl, <<NULL VALUE>>, %g) {ignore_index:(Int32)-100,normalize:false} : (tensor<3xf64>, tensor<3xf64>, <<NULL TYPE>>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sce_grad) {output_name:"sce_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: sce_grad: [3] [0.268941{{[0-9]*}}, -0.755081{{[0-9]*}}, 1.142391{{[0-9]*}}]
// with pos_weight 2 the grad is g ((1 - l) - (1 + l) sigmoid(-x)) = [1 - 0.7310586, 2 (-2 * 0.3775407), 3 (0.5 - 1.5 * 0.1192029)]
    (%sce_pw_grad) = "pd_op.sigmoid_cross_entropy_with_logits_grad" (%x, %sl, %pw, %g) {ignore_index:(Int32)-100,normalize:false} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sce_pw_grad) {output_name:"sce_pw_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: sce_pw_grad: [3] [0.268941{{[0-9]*}}, -1.510162{{[0-9]*}}, 0.963586{{[0-9]*}}]
// bce_loss of [0.25, 0.5, 0.8] with label [0, 1, 0.5]: [-log 0.75, -log 0.5, -(log 0.8 + log 0.2) / 2];
// its grad g (p - l) / (p (1 - p)) = [0.25 / 0.1875, 2 (-0.5) / 0.25, 3 * 0.3 / 0.16]
    (%bce) = "pd_op.bce_loss" (%bp, %sl) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%bce) {output_name:"bce"} : (tensor<3xf64>) ->
// CHECK-NEXT: bce: [3] [0.287682{{[0-9]*}}, 0.693147{{[0-9]*}}, 0.916290{{[0-9]*}}]
    (%bce_grad) = "pd_op.bce_loss_grad" (%bp, %sl, %g) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%bce_grad) {output_name:"bce_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: bce_grad: [3] [1.333333{{[0-9]*}}, -4, 5.62{{[0-9]*}}]
// kldiv_loss of x (log-probabilities) and label [0.25, 0, 1]: l (log l - x) = [0.25 (1 - log 4), 0, -2];
// mean: their sum -2.0965736 over 3; its grad -l / 3; log_target, sum: exp(l) (l - x) = [1.25 e^0.25, -0.5, -e]
    (%kl_none) = "pd_op.kldiv_loss" (%x, %hl) {log_target:false,reduction:"none"} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%kl_none) {output_name:"kl_none"} : (tensor<3xf64>) ->
// CHECK-NEXT: kl_none: [3] [-0.0965735{{[0-9]*}}, 0, -2]
    (%kl_mean) = "pd_op.kldiv_loss" (%x, %hl) {log_target:false,reduction:"mean"} : (tensor<3xf64>, tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%kl_mean) {output_name:"kl_mean"} : (tensor<f64>) ->
// CHECK-NEXT: kl_mean: [] [-0.698857{{[0-9]*}}]
    (%kl_mean_grad) = "pd_op.kldiv_loss_grad" (%x, %hl, %one) {log_target:false,reduction:"mean"} : (tensor<3xf64>, tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%kl_mean_grad) {output_name:"kl_mean_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: kl_mean_grad: [3] [-0.0833333{{[0-9]*}}, 0, -0.333333{{[0-9]*}}]
    (%kl_lt) = "pd_op.kldiv_loss" (%x, %hl) {log_target:true,reduction:"sum"} : (tensor<3xf64>, tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%kl_lt) {output_name:"kl_lt"} : (tensor<f64>) ->
// CHECK-NEXT: kl_lt: [] [-1.613250{{[0-9]*}}]
    (%kl_lt_grad) = "pd_op.kldiv_loss_grad" (%x, %hl, %one) {log_target:true,reduction:"sum"} : (tensor<3xf64>, tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%kl_lt_grad) {output_name:"kl_lt_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: kl_lt_grad: [3] [-1.284025{{[0-9]*}}, -1, -2.718281{{[0-9]*}}]
// lerp of x and y = [1] (broadcast) by w = [0.25, 0.5, 1]: x + w (1 - x); its grads g (1 - w) and sum(g w) = 0.25 + 1 + 3
    (%lerp) = "pd_op.lerp" (%x, %y1, %w) {} : (tensor<3xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%lerp) {output_name:"lerp"} : (tensor<3xf64>) ->
// CHECK-NEXT: lerp: [3] [-0.5, 0.75, 1]
    (%lerp_dx, %lerp_dy) = "pd_op.lerp_grad" (%x, %y1, %w, %lerp, %g) {} : (tensor<3xf64>, tensor<1xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<1xf64>
    () = "builtin.shadow_output" (%lerp_dx) {output_name:"lerp_dx"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%lerp_dy) {output_name:"lerp_dy"} : (tensor<1xf64>) ->
// CHECK-NEXT: lerp_dx: [3] [0.75, 1, 0]
// CHECK-NEXT: lerp_dy: [1] [4.25]
// label_smooth, epsilon 0.25, of [0, 1, 0]: 0.75 l + 0.25 / 3, or + 0.25 prior_dist [0.5, 0.25, 0.25]; its grad 0.75 g
    (%ls) = "pd_op.label_smooth" (%ll, <<NULL VALUE>>) {epsilon:(Float)0.25} : (tensor<3xf64>, <<NULL TYPE>>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ls) {output_name:"ls"} : (tensor<3xf64>) ->
// CHECK-NEXT: ls: [3] [0.0833333{{[0-9]*}}, 0.833333{{[0-9]*}}, 0.0833333{{[0-9]*}}]
    (%ls_prior) = "pd_op.label_smooth" (%ll, %pr) {epsilon:(Float)0.25} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ls_prior) {output_name:"ls_prior"} : (tensor<3xf64>) ->
// CHECK-NEXT: ls_prior: [3] [0.125, 0.8125, 0.0625]
    (%ls_grad) = "pd_op.label_smooth_grad" (%g) {epsilon:(Float)0.25} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ls_grad) {output_name:"ls_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: ls_grad: [3] [0.75, 1.5, 2.25]
// atan2 of x = [1, -1, 0.5] over y = [1, 1, -0.5]: [pi/4, -pi/4, 3 pi/4]; its grads g y / (x^2 + y^2) and -g x / (x^2 + y^2)
    (%at) = "pd_op.atan2" (%ax, %ay) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%at) {output_name:"at"} : (tensor<3xf64>) ->
// CHECK-NEXT: at: [3] [0.785398{{[0-9]*}}, -0.785398{{[0-9]*}}, 2.356194{{[0-9]*}}]
    (%at_dx, %at_dy) = "pd_op.atan2_grad" (%ax, %ay, %g) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%at_dx) {output_name:"at_dx"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%at_dy) {output_name:"at_dy"} : (tensor<3xf64>) ->
// CHECK-NEXT: at_dx: [3] [0.5, 1, -3]
// CHECK-NEXT: at_dy: [3] [-0.5, 1, -3]
}
