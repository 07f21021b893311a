// RUN: pir-run --feed x=-1,0.5,2 --feed m=0.25,1,4 --feed g=1,2,3 --feed d=0.5,1,2 %s | FileCheck %s
//
// The kernels of test/executor/kernels_smooth.c against values worked out
// by hand from the definitions (x = [-1, 0.5, 2], m = [0.25, 1, 4], the
// output gradient g = [1, 2, 3], a double grad's direction d = [0.5, 1, 2];
// e = 2.7182818, erf(0.5) = 0.5204999, erf(2) = 0.9953223). Their
// gradients are checked against finite differences by
// lit-tests/gradients/op-sweep.test, the double grads by op-sweep-hvp.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"d",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
// rsqrt(m) = [2, 1, 0.5]; rsqrt_grad = -0.5 g out^3 = [-4, -1, -0.1875]
    (%rsqrt) = "pd_op.rsqrt" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%rsqrt) {output_name:"rsqrt"} : (tensor<3xf64>) ->
// CHECK: rsqrt: [3] [2, 1, 0.5]
    (%rsqrt_grad) = "pd_op.rsqrt_grad" (%rsqrt, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%rsqrt_grad) {output_name:"rsqrt_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: rsqrt_grad: [3] [-4, -1, -0.1875]
// rsqrt_double_grad(out, grad_x, d): 3 grad_x d / out = [-3, -3, -2.25], -0.5 out^3 d = [-2, -0.5, -0.125]
    (%rsqrt_dg_out, %rsqrt_dg_gout) = "pd_op.rsqrt_double_grad" (%rsqrt, %rsqrt_grad, %d) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%rsqrt_dg_out) {output_name:"rsqrt_dg_out"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%rsqrt_dg_gout) {output_name:"rsqrt_dg_gout"} : (tensor<3xf64>) ->
// CHECK-NEXT: rsqrt_dg_out: [3] [-3, -3, -2.25]
// CHECK-NEXT: rsqrt_dg_gout: [3] [-2, -0.5, -0.125]
// reciprocal(m) = [4, 1, 0.25]; its grad -g out^2 = [-16, -2, -0.1875]
    (%reciprocal) = "pd_op.reciprocal" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%reciprocal) {output_name:"reciprocal"} : (tensor<3xf64>) ->
// CHECK-NEXT: reciprocal: [3] [4, 1, 0.25]
    (%reciprocal_grad) = "pd_op.reciprocal_grad" (%reciprocal, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%reciprocal_grad) {output_name:"reciprocal_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: reciprocal_grad: [3] [-16, -2, -0.1875]
// erf(x); its grad g 2/sqrt(pi) exp(-x^2) = [1.1283792/e, 2 * 1.1283792 * 0.7788008, 3 * 1.1283792 * 0.0183156]
    (%erf) = "pd_op.erf" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%erf) {output_name:"erf"} : (tensor<3xf64>) ->
// CHECK-NEXT: erf: [3] [-0.842700{{[0-9]*}}, 0.520499{{[0-9]*}}, 0.995322{{[0-9]*}}]
    (%erf_grad) = "pd_op.erf_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%erf_grad) {output_name:"erf_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: erf_grad: [3] [0.415107{{[0-9]*}}, 1.757565{{[0-9]*}}, 0.0620009{{[0-9]*}}]
// softplus, beta 2: log(1 + exp(2x)) / 2 = [log(1.1353353) / 2, log(1 + e) / 2, log(1 + e^4) / 2];
// with threshold 1 the last (2x = 4 > 1) is x itself; the grad g sigmoid(2x) = [0.1192029, 2 * 0.7310586, 3 * 0.9820138]
    (%softplus) = "pd_op.softplus" (%x) {beta:(Float)2,threshold:(Float)20} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softplus) {output_name:"softplus"} : (tensor<3xf64>) ->
// CHECK-NEXT: softplus: [3] [0.0634640{{[0-9]*}}, 0.656630{{[0-9]*}}, 2.009074{{[0-9]*}}]
    (%softplus_th) = "pd_op.softplus" (%x) {beta:(Float)2,threshold:(Float)1} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softplus_th) {output_name:"softplus_th"} : (tensor<3xf64>) ->
// CHECK-NEXT: softplus_th: [3] [0.0634640{{[0-9]*}}, 0.656630{{[0-9]*}}, 2]
    (%softplus_grad) = "pd_op.softplus_grad" (%x, %g) {beta:(Float)2,threshold:(Float)20} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softplus_grad) {output_name:"softplus_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: softplus_grad: [3] [0.119202{{[0-9]*}}, 1.462117{{[0-9]*}}, 2.946041{{[0-9]*}}]
// softplus_double_grad(x, g, d): g 2 s (1 - s) d = [0.1049936, 0.7864477, 0.2119525], s d = [0.0596015, 0.7310586, 1.9640276]
    (%softplus_dg_x, %softplus_dg_gout) = "pd_op.softplus_double_grad" (%x, %g, %d) {beta:(Float)2,threshold:(Float)20} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%softplus_dg_x) {output_name:"softplus_dg_x"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%softplus_dg_gout) {output_name:"softplus_dg_gout"} : (tensor<3xf64>) ->
// CHECK-NEXT: softplus_dg_x: [3] [0.104993{{[0-9]*}}, 0.786447{{[0-9]*}}, 0.211952{{[0-9]*}}]
// CHECK-NEXT: softplus_dg_gout: [3] [0.0596014{{[0-9]*}}, 0.731058{{[0-9]*}}, 1.964027{{[0-9]*}}]
// elu, alpha 0.5: [0.5 (1/e - 1), 0.5, 2]; its grad [g 0.5/e, g, g] = [0.1839397, 2, 3]
    (%elu) = "pd_op.elu" (%x) {alpha:(Float)0.5} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%elu) {output_name:"elu"} : (tensor<3xf64>) ->
// CHECK-NEXT: elu: [3] [-0.316060{{[0-9]*}}, 0.5, 2]
    (%elu_grad) = "pd_op.elu_grad" (%x, %elu, %g) {alpha:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%elu_grad) {output_name:"elu_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: elu_grad: [3] [0.183939{{[0-9]*}}, 2, 3]
// elu_double_grad(x, g, d): [g 0.5/e d, 0, 0] = [0.0919699, 0, 0], [0.5/e d, d, d] = [0.0919699, 1, 2]
    (%elu_dg_x, %elu_dg_gout) = "pd_op.elu_double_grad" (%x, %g, %d) {alpha:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%elu_dg_x) {output_name:"elu_dg_x"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%elu_dg_gout) {output_name:"elu_dg_gout"} : (tensor<3xf64>) ->
// CHECK-NEXT: elu_dg_x: [3] [0.0919698{{[0-9]*}}, 0, 0]
// CHECK-NEXT: elu_dg_gout: [3] [0.0919698{{[0-9]*}}, 1, 2]
// selu: [1.0507010 * 1.6732632 (1/e - 1), 1.0507010 * 0.5, 1.0507010 * 2]; its grad from out:
// [g (out + 1.7580993), 2 * 1.0507010, 3 * 1.0507010] = [0.6467686, 2.1014020, 3.1521030]
    (%selu) = "pd_op.selu" (%x) {alpha:(Float)1.6732632423543772,scale:(Float)1.0507009873554805} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%selu) {output_name:"selu"} : (tensor<3xf64>) ->
// CHECK-NEXT: selu: [3] [-1.111330{{[0-9]*}}, 0.525350{{[0-9]*}}, 2.101402{{[0-9]*}}]
    (%selu_grad) = "pd_op.selu_grad" (%selu, %g) {alpha:(Float)1.6732632423543772,scale:(Float)1.0507009873554805} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%selu_grad) {output_name:"selu_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: selu_grad: [3] [0.646768{{[0-9]*}}, 2.101402{{[0-9]*}}, 3.152103{{[0-9]*}}]
// logsigmoid: log(sigmoid(x)) = [log(0.2689414), log(0.6224593), log(0.8807971)]; its grad g sigmoid(-x) = [0.7310586, 2 * 0.3775407, 3 * 0.1192029]
    (%logsigmoid) = "pd_op.logsigmoid" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%logsigmoid) {output_name:"logsigmoid"} : (tensor<3xf64>) ->
// CHECK-NEXT: logsigmoid: [3] [-1.313261{{[0-9]*}}, -0.474076{{[0-9]*}}, -0.126928{{[0-9]*}}]
    (%logsigmoid_grad) = "pd_op.logsigmoid_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%logsigmoid_grad) {output_name:"logsigmoid_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: logsigmoid_grad: [3] [0.731058{{[0-9]*}}, 0.755081{{[0-9]*}}, 0.357608{{[0-9]*}}]
// mish: x tanh(log(1 + e^x)) = [-tanh(0.3132617), 0.5 tanh(0.9740770), 2 tanh(2.1269280)]; with lambda 1 the last is 2 tanh(2);
// its grad g (t + x (1 - t^2) (1 - exp(-sp))), t = tanh(sp): [0.0592168, 2 * 0.8864245, 3 * 1.0693180]
    (%mish) = "pd_op.mish" (%x) {lambda:(Float)20} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%mish) {output_name:"mish"} : (tensor<3xf64>) ->
// CHECK-NEXT: mish: [3] [-0.303401{{[0-9]*}}, 0.375245{{[0-9]*}}, 1.943958{{[0-9]*}}]
    (%mish_th) = "pd_op.mish" (%x) {lambda:(Float)1} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%mish_th) {output_name:"mish_th"} : (tensor<3xf64>) ->
// CHECK-NEXT: mish_th: [3] [-0.303401{{[0-9]*}}, 0.375245{{[0-9]*}}, 1.928055{{[0-9]*}}]
    (%mish_grad) = "pd_op.mish_grad" (%x, %g) {lambda:(Float)20} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%mish_grad) {output_name:"mish_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: mish_grad: [3] [0.0592167{{[0-9]*}}, 1.772848{{[0-9]*}}, 3.207953{{[0-9]*}}]
}
