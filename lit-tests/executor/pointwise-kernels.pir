// RUN: pir-run --feed x=-0.5,0.25,0.5 --feed g=1,2,3 --feed d=0.5,1,2 --feed p=1.5,2,4 --feed r=-1.5,0.5,2.7 \
// RUN:   --feed y=0.25,0.25,-1 --feed h=0,0.5,-1 --feed q=-1.25,0.125,2.75 --feed w=-0.375,0.125,0.5 %s | FileCheck %s
//
// The kernels of test/executor/kernels_pointwise.c against values worked
// out by hand from the definitions (x = [-0.5, 0.25, 0.5], p = [1.5, 2, 4],
// the output gradient g = [1, 2, 3], a double grad's direction
// d = [0.5, 1, 2]; e = 2.7182818). Each comment gives the formula and the
// factors (to 7 digits) the checked values are products or quotients of;
// a value is checked to 7 significant digits. Their gradients are checked
// against finite differences by lit-tests/gradients/op-sweep.test, the
// double grads (acos, celu) by op-sweep-hvp.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"d",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%r) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"r",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
// asin(x) = [-pi/6, 0.2526803, pi/6]; its grad g / sqrt(1 - x^2) = [1/0.8660254, 2/0.9682458, 3/0.8660254]
    (%asin) = "pd_op.asin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%asin) {output_name:"asin"} : (tensor<3xf64>) ->
// CHECK: asin: [3] [-0.5235987{{[0-9]*}}, 0.2526802{{[0-9]*}}, 0.5235987{{[0-9]*}}]
    (%asin_grad) = "pd_op.asin_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%asin_grad) {output_name:"asin_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: asin_grad: [3] [1.154700{{[0-9]*}}, 2.065591{{[0-9]*}}, 3.464101{{[0-9]*}}]
// acos(x) = [2 pi/3, 1.3181161, pi/3]; its grad -g / sqrt(1 - x^2)
    (%acos) = "pd_op.acos" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%acos) {output_name:"acos"} : (tensor<3xf64>) ->
// CHECK-NEXT: acos: [3] [2.094395{{[0-9]*}}, 1.318116{{[0-9]*}}, 1.047197{{[0-9]*}}]
    (%acos_grad) = "pd_op.acos_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%acos_grad) {output_name:"acos_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: acos_grad: [3] [-1.154700{{[0-9]*}}, -2.065591{{[0-9]*}}, -3.464101{{[0-9]*}}]
// acos_double_grad(x, g, d): -g x d / (1 - x^2)^1.5 = [0.5/0.6495191, -0.5/0.9077304, -3/0.6495191], -d / sqrt(1 - x^2) = [-0.5/0.8660254, -1/0.9682458, -2/0.8660254]
    (%acos_dg_0, %acos_dg_1) = "pd_op.acos_double_grad" (%x, %g, %d) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%acos_dg_0) {output_name:"acos_dg_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%acos_dg_1) {output_name:"acos_dg_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: acos_dg_0: [3] [0.3849001{{[0-9]*}}, -0.5508242{{[0-9]*}}, -4.618802{{[0-9]*}}]
// CHECK-NEXT: acos_dg_1: [3] [-0.5773502{{[0-9]*}}, -1.032795{{[0-9]*}}, -2.309401{{[0-9]*}}]
// atan(x) = [-0.4636476, 0.2449787, 0.4636476]; its grad g / (1 + x^2) = [1/1.25, 2/1.0625, 3/1.25]
    (%atan) = "pd_op.atan" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%atan) {output_name:"atan"} : (tensor<3xf64>) ->
// CHECK-NEXT: atan: [3] [-0.4636476{{[0-9]*}}, 0.2449786{{[0-9]*}}, 0.4636476{{[0-9]*}}]
    (%atan_grad) = "pd_op.atan_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%atan_grad) {output_name:"atan_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: atan_grad: [3] [0.8000000{{[0-9]*}}, 1.882352{{[0-9]*}}, 2.399999{{[0-9]*}}]
// asinh(x) = log(x + sqrt(x^2 + 1)) = [-0.4812118, 0.2474665, 0.4812118]; its grad g / sqrt(x^2 + 1) = [1/1.1180340, 2/1.0307764, 3/1.1180340]
    (%asinh) = "pd_op.asinh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%asinh) {output_name:"asinh"} : (tensor<3xf64>) ->
// CHECK-NEXT: asinh: [3] [-0.4812118{{[0-9]*}}, 0.2474664{{[0-9]*}}, 0.4812118{{[0-9]*}}]
    (%asinh_grad) = "pd_op.asinh_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%asinh_grad) {output_name:"asinh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: asinh_grad: [3] [0.8944271{{[0-9]*}}, 1.940285{{[0-9]*}}, 2.683281{{[0-9]*}}]
// acosh(p) = log(p + sqrt(p^2 - 1)) = [log(2.6180340), log(3.7320508), log(7.8729833)]; its grad g / sqrt(p^2 - 1) = [1/1.1180340, 2/1.7320508, 3/3.8729833]
    (%acosh) = "pd_op.acosh" (%p) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%acosh) {output_name:"acosh"} : (tensor<3xf64>) ->
// CHECK-NEXT: acosh: [3] [0.9624236{{[0-9]*}}, 1.316957{{[0-9]*}}, 2.063437{{[0-9]*}}]
    (%acosh_grad) = "pd_op.acosh_grad" (%p, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%acosh_grad) {output_name:"acosh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: acosh_grad: [3] [0.8944271{{[0-9]*}}, 1.154700{{[0-9]*}}, 0.7745966{{[0-9]*}}]
// atanh(x) = log((1 + x) / (1 - x)) / 2 = [-0.5493061, 0.2554128, 0.5493061]; its grad g / (1 - x^2) = [1/0.75, 2/0.9375, 3/0.75]
    (%atanh) = "pd_op.atanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%atanh) {output_name:"atanh"} : (tensor<3xf64>) ->
// CHECK-NEXT: atanh: [3] [-0.5493061{{[0-9]*}}, 0.2554128{{[0-9]*}}, 0.5493061{{[0-9]*}}]
    (%atanh_grad) = "pd_op.atanh_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%atanh_grad) {output_name:"atanh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: atanh_grad: [3] [1.333333{{[0-9]*}}, 2.133333{{[0-9]*}}, 4]
// sinh(x) = (e^x - e^-x) / 2 = [-0.5210953, 0.2526123, 0.5210953]; its grad g cosh(x) = [1.1276260, 2 * 1.0314131, 3 * 1.1276260]
    (%sinh) = "pd_op.sinh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sinh) {output_name:"sinh"} : (tensor<3xf64>) ->
// CHECK-NEXT: sinh: [3] [-0.5210953{{[0-9]*}}, 0.2526123{{[0-9]*}}, 0.5210953{{[0-9]*}}]
    (%sinh_grad) = "pd_op.sinh_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sinh_grad) {output_name:"sinh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: sinh_grad: [3] [1.127625{{[0-9]*}}, 2.062826{{[0-9]*}}, 3.382877{{[0-9]*}}]
// cosh(x) = [1.1276260, 1.0314131, 1.1276260]; its grad g sinh(x) = [-0.5210953, 2 * 0.2526123, 3 * 0.5210953]
    (%cosh) = "pd_op.cosh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%cosh) {output_name:"cosh"} : (tensor<3xf64>) ->
// CHECK-NEXT: cosh: [3] [1.127625{{[0-9]*}}, 1.031413{{[0-9]*}}, 1.127625{{[0-9]*}}]
    (%cosh_grad) = "pd_op.cosh_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%cosh_grad) {output_name:"cosh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: cosh_grad: [3] [-0.5210953{{[0-9]*}}, 0.5052246{{[0-9]*}}, 1.563285{{[0-9]*}}]
// tan(x) = [-0.5463025, 0.2553419, 0.5463025]; its grad g / cos(x)^2 = g (1 + tan^2) = [1.2984464, 2 * 1.0651995, 3 * 1.2984464]
    (%tan) = "pd_op.tan" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%tan) {output_name:"tan"} : (tensor<3xf64>) ->
// CHECK-NEXT: tan: [3] [-0.5463024{{[0-9]*}}, 0.2553419{{[0-9]*}}, 0.5463024{{[0-9]*}}]
    (%tan_grad) = "pd_op.tan_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%tan_grad) {output_name:"tan_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: tan_grad: [3] [1.298446{{[0-9]*}}, 2.130398{{[0-9]*}}, 3.895339{{[0-9]*}}]
// log1p(x) = [log(0.5), log(1.25), log(1.5)]; its grad g / (1 + x) = [2, 1.6, 2]
    (%log1p) = "pd_op.log1p" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log1p) {output_name:"log1p"} : (tensor<3xf64>) ->
// CHECK-NEXT: log1p: [3] [-0.6931471{{[0-9]*}}, 0.2231435{{[0-9]*}}, 0.4054651{{[0-9]*}}]
    (%log1p_grad) = "pd_op.log1p_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log1p_grad) {output_name:"log1p_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: log1p_grad: [3] [2, 1.600000{{[0-9]*}}, 2]
// log2(p) = [log(1.5)/log(2), 1, 2]; its grad g / (p log 2) = [1/1.0397208, 1/0.6931472, 0.75/0.6931472]
    (%log2) = "pd_op.log2" (%p) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log2) {output_name:"log2"} : (tensor<3xf64>) ->
// CHECK-NEXT: log2: [3] [0.5849625{{[0-9]*}}, 1, 2]
    (%log2_grad) = "pd_op.log2_grad" (%p, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log2_grad) {output_name:"log2_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: log2_grad: [3] [0.9617966{{[0-9]*}}, 1.442695{{[0-9]*}}, 1.082021{{[0-9]*}}]
// log10(p) = [0.1760913, 0.3010300, 0.6020600]; its grad g / (p log 10) = [1/3.4538776, 1/2.3025851, 0.75/2.3025851]
    (%log10) = "pd_op.log10" (%p) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log10) {output_name:"log10"} : (tensor<3xf64>) ->
// CHECK-NEXT: log10: [3] [0.1760912{{[0-9]*}}, 0.3010299{{[0-9]*}}, 0.6020599{{[0-9]*}}]
    (%log10_grad) = "pd_op.log10_grad" (%p, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%log10_grad) {output_name:"log10_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: log10_grad: [3] [0.2895296{{[0-9]*}}, 0.4342944{{[0-9]*}}, 0.3257208{{[0-9]*}}]
// expm1(x) = e^x - 1 = [-0.3934693, 0.2840254, 0.6487213]; its grad from out: g (out + 1) = [0.6065307, 2 * 1.2840254, 3 * 1.6487213]
    (%expm1) = "pd_op.expm1" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%expm1) {output_name:"expm1"} : (tensor<3xf64>) ->
// CHECK-NEXT: expm1: [3] [-0.3934693{{[0-9]*}}, 0.2840254{{[0-9]*}}, 0.6487212{{[0-9]*}}]
    (%expm1_grad) = "pd_op.expm1_grad" (%expm1, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%expm1_grad) {output_name:"expm1_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: expm1_grad: [3] [0.6065306{{[0-9]*}}, 2.568050{{[0-9]*}}, 4.946163{{[0-9]*}}]
// celu, alpha 0.5: x above 0, 0.5 (e^(x/0.5) - 1) below = [0.5 (1/e - 1), 0.25, 0.5]; its grad g, g e^(2x) below 0 = [1/e, 2, 3]
    (%celu) = "pd_op.celu" (%x) {alpha:(Float)0.5} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%celu) {output_name:"celu"} : (tensor<3xf64>) ->
// CHECK-NEXT: celu: [3] [-0.3160602{{[0-9]*}}, 0.25{{[0-9]*}}, 0.5{{[0-9]*}}]
    (%celu_grad) = "pd_op.celu_grad" (%x, %g) {alpha:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%celu_grad) {output_name:"celu_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: celu_grad: [3] [0.3678794{{[0-9]*}}, 2, 3]
// celu_double_grad(x, g, d): d g e^(2x) / 0.5 below 0, else 0 = [2 * 0.5/e, 0, 0]; d times the grad's factor = [0.5/e, 1, 2]
    (%celu_dg_0, %celu_dg_1) = "pd_op.celu_double_grad" (%x, %g, %d) {alpha:(Float)0.5} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%celu_dg_0) {output_name:"celu_dg_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%celu_dg_1) {output_name:"celu_dg_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: celu_dg_0: [3] [0.3678794{{[0-9]*}}, 0, 0]
// CHECK-NEXT: celu_dg_1: [3] [0.1839397{{[0-9]*}}, 1, 2]
// hardtanh, t_min -0.375, t_max 0.25: x clipped = [-0.375, 0.25, 0.25]; its grad g strictly inside (-0.375, 0.25): at w = [-0.375, 0.125, 0.5] [0 (at the bound), 2, 0], at x [0, 0 (x = t_max), 0]
    (%hardtanh) = "pd_op.hardtanh" (%x) {t_max:(Float)0.25,t_min:(Float)-0.375} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%hardtanh) {output_name:"hardtanh"} : (tensor<3xf64>) ->
// CHECK-NEXT: hardtanh: [3] [-0.375{{[0-9]*}}, 0.25{{[0-9]*}}, 0.25{{[0-9]*}}]
    (%hardtanh_grad) = "pd_op.hardtanh_grad" (%w, %g) {t_max:(Float)0.25,t_min:(Float)-0.375} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%hardtanh_grad) {output_name:"hardtanh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: hardtanh_grad: [3] [0, 2, 0]
    (%hardtanh_grad_x) = "pd_op.hardtanh_grad" (%x, %g) {t_max:(Float)0.25,t_min:(Float)-0.375} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%hardtanh_grad_x) {output_name:"hardtanh_grad_x"} : (tensor<3xf64>) ->
// CHECK-NEXT: hardtanh_grad_x: [3] [0, 0, 0]
// hardshrink, threshold 0.25: x where |x| > 0.25 (strictly) = [-0.5, 0, 0.5]; its grad [1, 0, 3]
    (%hardshrink) = "pd_op.hardshrink" (%x) {threshold:(Float)0.25} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%hardshrink) {output_name:"hardshrink"} : (tensor<3xf64>) ->
// CHECK-NEXT: hardshrink: [3] [-0.5{{[0-9]*}}, 0, 0.5{{[0-9]*}}]
    (%hardshrink_grad) = "pd_op.hardshrink_grad" (%x, %g) {threshold:(Float)0.25} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%hardshrink_grad) {output_name:"hardshrink_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: hardshrink_grad: [3] [1, 0, 3]
// softshrink, threshold 0.25: x - 0.25 above, x + 0.25 below, 0 between = [-0.25, 0, 0.25]; its grad [1, 0, 3]
    (%softshrink) = "pd_op.softshrink" (%x) {threshold:(Float)0.25} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softshrink) {output_name:"softshrink"} : (tensor<3xf64>) ->
// CHECK-NEXT: softshrink: [3] [-0.25{{[0-9]*}}, 0, 0.25{{[0-9]*}}]
    (%softshrink_grad) = "pd_op.softshrink_grad" (%x, %g) {threshold:(Float)0.25} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softshrink_grad) {output_name:"softshrink_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: softshrink_grad: [3] [1, 0, 3]
// softsign: x / (1 + |x|) = [-1/3, 0.2, 1/3]; its grad g / (1 + |x|)^2 = [1/2.25, 2/1.5625, 3/2.25]
    (%softsign) = "pd_op.softsign" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softsign) {output_name:"softsign"} : (tensor<3xf64>) ->
// CHECK-NEXT: softsign: [3] [-0.3333333{{[0-9]*}}, 0.2000000{{[0-9]*}}, 0.3333333{{[0-9]*}}]
    (%softsign_grad) = "pd_op.softsign_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%softsign_grad) {output_name:"softsign_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: softsign_grad: [3] [0.4444444{{[0-9]*}}, 1.28{{[0-9]*}}, 1.333333{{[0-9]*}}]
// tanh_shrink: x - tanh(x) = [-0.5 + 0.4621172, 0.25 - 0.2449187, 0.5 - 0.4621172]; its grad g tanh(x)^2 = [0.2135523, 2 * 0.0599852, 3 * 0.2135523]
    (%tanh_shrink) = "pd_op.tanh_shrink" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%tanh_shrink) {output_name:"tanh_shrink"} : (tensor<3xf64>) ->
// CHECK-NEXT: tanh_shrink: [3] [-0.03788284{{[0-9]*}}, 0.005081337{{[0-9]*}}, 0.03788284{{[0-9]*}}]
    (%tanh_shrink_grad) = "pd_op.tanh_shrink_grad" (%x, %g) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%tanh_shrink_grad) {output_name:"tanh_shrink_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: tanh_shrink_grad: [3] [0.2135522{{[0-9]*}}, 0.1199703{{[0-9]*}}, 0.6406568{{[0-9]*}}]
// logit, eps 0.25, at w = [-0.375, 0.125, 0.5]: log(c / (1 - c)), c = w clipped to [0.25, 0.75] = [log(1/3), log(1/3), 0]; its grad g / (w (1 - w)), 0 outside [eps, 1 - eps] = [0, 0, 3 / 0.25]
    (%logit) = "pd_op.logit" (%w) {eps:(Float)0.25} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%logit) {output_name:"logit"} : (tensor<3xf64>) ->
// CHECK-NEXT: logit: [3] [-1.098612{{[0-9]*}}, -1.098612{{[0-9]*}}, 0]
    (%logit_grad) = "pd_op.logit_grad" (%w, %g) {eps:(Float)0.25} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%logit_grad) {output_name:"logit_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: logit_grad: [3] [0, 0, 12]
// stanh, scale_a 2, scale_b 1.5: 1.5 tanh(2x) = [-1.5 * 0.7615942, 1.5 * 0.4621172, 1.5 * 0.7615942]; its grad g 2 * 1.5 (1 - tanh(2x)^2) = [3 * 0.4199743, 6 * 0.7864477, 9 * 0.4199743]
    (%stanh) = "pd_op.stanh" (%x) {scale_a:(Float)2,scale_b:(Float)1.5} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%stanh) {output_name:"stanh"} : (tensor<3xf64>) ->
// CHECK-NEXT: stanh: [3] [-1.142391{{[0-9]*}}, 0.6931757{{[0-9]*}}, 1.142391{{[0-9]*}}]
    (%stanh_grad) = "pd_op.stanh_grad" (%x, %g) {scale_a:(Float)2,scale_b:(Float)1.5} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%stanh_grad) {output_name:"stanh_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: stanh_grad: [3] [1.259923{{[0-9]*}}, 4.718686{{[0-9]*}}, 3.779769{{[0-9]*}}]
// rounding r = [-1.5, 0.5, 2.7]: ceil [-1, 1, 3], floor [-2, 0, 2], round (half away from zero) [-2, 1, 3], trunc [-1, 0, 2], sign [-1, 1, 1]
    (%ceil) = "pd_op.ceil" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ceil) {output_name:"ceil"} : (tensor<3xf64>) ->
// CHECK-NEXT: ceil: [3] [-1, 1, 3]
    (%floor) = "pd_op.floor" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%floor) {output_name:"floor"} : (tensor<3xf64>) ->
// CHECK-NEXT: floor: [3] [-2, 0, 2]
    (%round) = "pd_op.round" (%r) {decimals:(Int32)0} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%round) {output_name:"round"} : (tensor<3xf64>) ->
// CHECK-NEXT: round: [3] [-2, 1, 3]
    (%trunc) = "pd_op.trunc" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%trunc) {output_name:"trunc"} : (tensor<3xf64>) ->
// CHECK-NEXT: trunc: [3] [-1, 0, 2]
    (%sign) = "pd_op.sign" (%r) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sign) {output_name:"sign"} : (tensor<3xf64>) ->
// CHECK-NEXT: sign: [3] [-1, 1, 1]
// sign(h), h = [0, 0.5, -1]: [0, 1, -1]
    (%sign_h) = "pd_op.sign" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sign_h) {output_name:"sign_h"} : (tensor<3xf64>) ->
// CHECK-NEXT: sign_h: [3] [0, 1, -1]
// round, decimals 1, of q = [-1.25, 0.125, 2.75]: round(10 q) / 10 = [-13, 1, 28] / 10; decimals -1 of 10 p = [15, 20, 40]: round(p) 10 = [20, 20, 40]
    (%round_d1) = "pd_op.round" (%q) {decimals:(Int32)1} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%round_d1) {output_name:"round_d1"} : (tensor<3xf64>) ->
// CHECK-NEXT: round_d1: [3] [-1.3{{[0-9]*}}, 0.1000000{{[0-9]*}}, 2.799999{{[0-9]*}}]
    (%p10) = "pd_op.scale" (%p) {bias:(Float)0,bias_after_scale:true,scale:(Float)10} : (tensor<3xf64>) -> tensor<3xf64>
    (%round_dm1) = "pd_op.round" (%p10) {decimals:(Int32)-1} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%round_dm1) {output_name:"round_dm1"} : (tensor<3xf64>) ->
// CHECK-NEXT: round_dm1: [3] [20, 20, 40]
// ceil_grad(out_grad): zeros
    (%ceil_grad) = "pd_op.ceil_grad" (%g) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%ceil_grad) {output_name:"ceil_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: ceil_grad: [3] [0, 0, 0]
    (%floor_grad) = "pd_op.floor_grad" (%g) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%floor_grad) {output_name:"floor_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: floor_grad: [3] [0, 0, 0]
    (%round_grad) = "pd_op.round_grad" (%g) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%round_grad) {output_name:"round_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: round_grad: [3] [0, 0, 0]
    (%trunc_grad) = "pd_op.trunc_grad" (%g) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%trunc_grad) {output_name:"trunc_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: trunc_grad: [3] [0, 0, 0]
    (%sign_grad) = "pd_op.sign_grad" (%g) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sign_grad) {output_name:"sign_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: sign_grad: [3] [0, 0, 0]
// fmax(x, y), y = [0.25, 0.25, -1] (a tie at 1): [0.25, 0.25, 0.5]; fmax_grad: x where x >= y = [0, 2, 3], y elsewhere = [1, 0, 0]
    (%fmax) = "pd_op.fmax" (%x, %y) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%fmax) {output_name:"fmax"} : (tensor<3xf64>) ->
// CHECK-NEXT: fmax: [3] [0.25{{[0-9]*}}, 0.25{{[0-9]*}}, 0.5{{[0-9]*}}]
    (%fmax_grad_0, %fmax_grad_1) = "pd_op.fmax_grad" (%x, %y, %g) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%fmax_grad_0) {output_name:"fmax_grad_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%fmax_grad_1) {output_name:"fmax_grad_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: fmax_grad_0: [3] [0, 2, 3]
// CHECK-NEXT: fmax_grad_1: [3] [1, 0, 0]
// fmin(x, y): [-0.5, 0.25, -1]; fmin_grad: x where x <= y = [1, 2, 0], y elsewhere = [0, 0, 3]
    (%fmin) = "pd_op.fmin" (%x, %y) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%fmin) {output_name:"fmin"} : (tensor<3xf64>) ->
// CHECK-NEXT: fmin: [3] [-0.5{{[0-9]*}}, 0.25{{[0-9]*}}, -1]
    (%fmin_grad_0, %fmin_grad_1) = "pd_op.fmin_grad" (%x, %y, %g) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%fmin_grad_0) {output_name:"fmin_grad_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%fmin_grad_1) {output_name:"fmin_grad_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: fmin_grad_0: [3] [1, 2, 0]
// CHECK-NEXT: fmin_grad_1: [3] [0, 0, 3]
// heaviside(h, y): y where h = 0, 1 above, 0 below = [0.25, 1, 0]; its grad: x_grad 0, y_grad g where h = 0 = [1, 0, 0]
    (%heaviside) = "pd_op.heaviside" (%h, %y) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%heaviside) {output_name:"heaviside"} : (tensor<3xf64>) ->
// CHECK-NEXT: heaviside: [3] [0.25{{[0-9]*}}, 1, 0]
    (%heaviside_grad_0, %heaviside_grad_1) = "pd_op.heaviside_grad" (%h, %y, %g) {} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>, tensor<3xf64>
    () = "builtin.shadow_output" (%heaviside_grad_0) {output_name:"heaviside_grad_0"} : (tensor<3xf64>) ->
    () = "builtin.shadow_output" (%heaviside_grad_1) {output_name:"heaviside_grad_1"} : (tensor<3xf64>) ->
// CHECK-NEXT: heaviside_grad_0: [3] [0, 0, 0]
// CHECK-NEXT: heaviside_grad_1: [3] [1, 0, 0]
}
