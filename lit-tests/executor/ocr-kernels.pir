// RUN: pir-run --feed a=-4,-3,-1,0,1.5,3,4 --feed ga=1,1,1,1,1,1,2 --feed b=-4,-1,0,1,3 --feed gb=1,1,1,1,1 --feed c=0,1.0986122886681098,-1.0986122886681098 --feed gc=1,1,1 --feed s=1,2,3,4,5,6 %s | FileCheck %s
//
// The activation and shape kernels of the OCR and mobile-CNN models
// (test/executor/kernels_act.c, kernels_shape.c) against values worked out
// by hand, with Paddle's functors:
// hardswish x * min(max(x + 3, 0), 6) / 6 of [-4, -3, -1, 0, 1.5, 3, 4]:
//   -4, -3 -> -0 (x * 0, as in Paddle); -1 -> -1 * 2 / 6 = -1/3; 0 -> 0; 1.5 -> 1.5 * 4.5 / 6 =
//   1.125; 3 -> 3 * 6 / 6 = 3; 4 -> 4 * 6 / 6 = 4.
// hardswish_grad: 0 where x + 3 <= 0 (-4, -3), (2x + 3) / 6 below 6
//   (-1 -> 1/6, 0 -> 1/2, 1.5 -> 1), 1 from x + 3 = 6 on (3 -> 1, 4 -> 1,
//   times its out_grad 2 -> 2).
// hardsigmoid clip(0.2 x + 0.5, 0, 1) of [-4, -1, 0, 1, 3]: -0.3 -> 0,
//   0.3, 0.5, 0.7, 1.1 -> 1; its grad (from out) is 0.2 strictly inside
//   (0, 1), else 0: [0, 0.2, 0.2, 0.2, 0]. (Float attributes are float32:
//   0.2 is 0.200000003, so the values are that close, not equal.)
// swish x * sigmoid(x) of [0, ln 3, -ln 3] (sigmoid 1/2, 3/4, 1/4):
//   [0, 0.75 ln 3 = 0.823959216501..., -0.25 ln 3 = -0.274653072167...];
//   its grad sigmoid * (1 + x (1 - sigmoid)): 0.5, 0.75 + 0.1875 ln 3 =
//   0.955989804125..., 0.25 - 0.1875 ln 3 = 0.044010195874...
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[7],stop_gradient:[false]} : () -> tensor<7xf64>
    (%ga) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ga",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[7],stop_gradient:[false]} : () -> tensor<7xf64>
    (%hs) = "pd_op.hardswish" (%a) {} : (tensor<7xf64>) -> tensor<7xf64>
    () = "builtin.shadow_output" (%hs) {output_name:"hardswish"} : (tensor<7xf64>) ->
// CHECK: hardswish: [7] [{{-?}}0, {{-?}}0, -0.333333333333{{[0-9]*}}, 0, 1.125, 3, 4]
    (%hsg) = "pd_op.hardswish_grad" (%a, %ga) {} : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
    () = "builtin.shadow_output" (%hsg) {output_name:"hardswish_grad"} : (tensor<7xf64>) ->
// CHECK-NEXT: hardswish_grad: [7] [0, 0, 0.166666666666{{[0-9]*}}, 0.5, 1, 1, 2]
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[5],stop_gradient:[false]} : () -> tensor<5xf64>
    (%gb) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"gb",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[5],stop_gradient:[false]} : () -> tensor<5xf64>
    (%hg) = "pd_op.hardsigmoid" (%b) {slope:(Float)0.2,offset:(Float)0.5} : (tensor<5xf64>) -> tensor<5xf64>
    () = "builtin.shadow_output" (%hg) {output_name:"hardsigmoid"} : (tensor<5xf64>) ->
// CHECK-NEXT: hardsigmoid: [5] [0, 0.{{29999999|30000000}}{{[0-9]*}}, 0.5, 0.{{69999999|70000000}}{{[0-9]*}}, 1]
    (%hgg) = "pd_op.hardsigmoid_grad" (%hg, %gb) {slope:(Float)0.2,offset:(Float)0.5} : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xf64>
    () = "builtin.shadow_output" (%hgg) {output_name:"hardsigmoid_grad"} : (tensor<5xf64>) ->
// CHECK-NEXT: hardsigmoid_grad: [5] [0, 0.2000000{{[0-9]*}}, 0.2000000{{[0-9]*}}, 0.2000000{{[0-9]*}}, 0]
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%gc) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"gc",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%sw) = "pd_op.swish" (%c) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%sw) {output_name:"swish"} : (tensor<3xf64>) ->
// CHECK-NEXT: swish: [3] [0, 0.823959216501{{[0-9]*}}, -0.274653072167{{[0-9]*}}]
    (%swg) = "pd_op.swish_grad" (%c, %gc) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%swg) {output_name:"swish_grad"} : (tensor<3xf64>) ->
// CHECK-NEXT: swish_grad: [3] [0.5, 0.955989804125{{[0-9]*}}, 0.04401019587{{[0-9]*}}]
//
// Shapes. s = 1..6 as [2, 1, 3, 1]: squeeze axis [1] -> [2, 3, 1]; no axis
// -> every size-1 dim: [2, 3]; axis [-1, 0] drops the last dim and keeps
// dim 0 (size 2, not 1: Paddle ignores it) -> [2, 1, 3]. unsqueeze of
// [2, 3] at [0, -1]: a 1 at 0 -> [1, 2, 3], then -1 counts from the end
// of that shape + 1 -> [1, 2, 3, 1]; at [1, 1]: [2, 1, 3], then the 1 at 1
// moves right -> [2, 1, 1, 3]. The elements never move.
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,3,1],stop_gradient:[false]} : () -> tensor<2x1x3x1xf64>
    (%ax1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%q1) = "pd_op.squeeze" (%s, %ax1) {} : (tensor<2x1x3x1xf64>, tensor<1xi64>) -> tensor<2x3x1xf64>
    () = "builtin.shadow_output" (%q1) {output_name:"squeeze1"} : (tensor<2x3x1xf64>) ->
// CHECK-NEXT: squeeze1: [2, 3, 1] [1, 2, 3, 4, 5, 6]
    (%axn) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[]} : () -> tensor<0xi64>
    (%q2) = "pd_op.squeeze" (%s, %axn) {} : (tensor<2x1x3x1xf64>, tensor<0xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%q2) {output_name:"squeeze_all"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: squeeze_all: [2, 3] [1, 2, 3, 4, 5, 6]
    (%ax3) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)-1,(Int64)0]} : () -> tensor<2xi64>
    (%q3) = "pd_op.squeeze" (%s, %ax3) {} : (tensor<2x1x3x1xf64>, tensor<2xi64>) -> tensor<2x1x3xf64>
    () = "builtin.shadow_output" (%q3) {output_name:"squeeze_keep"} : (tensor<2x1x3xf64>) ->
// CHECK-NEXT: squeeze_keep: [2, 1, 3] [1, 2, 3, 4, 5, 6]
    (%qg) = "pd_op.squeeze_grad" (%s, %q2, %axn) {} : (tensor<2x1x3x1xf64>, tensor<2x3xf64>, tensor<0xi64>) -> tensor<2x1x3x1xf64>
    () = "builtin.shadow_output" (%qg) {output_name:"squeeze_grad"} : (tensor<2x1x3x1xf64>) ->
// CHECK-NEXT: squeeze_grad: [2, 1, 3, 1] [1, 2, 3, 4, 5, 6]
    (%ax4) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)0,(Int64)-1]} : () -> tensor<2xi64>
    (%u1) = "pd_op.unsqueeze" (%q2, %ax4) {} : (tensor<2x3xf64>, tensor<2xi64>) -> tensor<1x2x3x1xf64>
    () = "builtin.shadow_output" (%u1) {output_name:"unsqueeze"} : (tensor<1x2x3x1xf64>) ->
// CHECK-NEXT: unsqueeze: [1, 2, 3, 1] [1, 2, 3, 4, 5, 6]
    (%ax5) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)1]} : () -> tensor<2xi64>
    (%u2) = "pd_op.unsqueeze" (%q2, %ax5) {} : (tensor<2x3xf64>, tensor<2xi64>) -> tensor<2x1x1x3xf64>
    () = "builtin.shadow_output" (%u2) {output_name:"unsqueeze_twice"} : (tensor<2x1x1x3xf64>) ->
// CHECK-NEXT: unsqueeze_twice: [2, 1, 1, 3] [1, 2, 3, 4, 5, 6]
    (%ug) = "pd_op.unsqueeze_grad" (%q2, %u2, %ax5) {} : (tensor<2x3xf64>, tensor<2x1x1x3xf64>, tensor<2xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%ug) {output_name:"unsqueeze_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: unsqueeze_grad: [2, 3] [1, 2, 3, 4, 5, 6]
// transpose of [[1, 2, 3], [4, 5, 6]] by [1, 0] is [[1, 4], [2, 5], [3, 6]].
// Of [2, 1, 3] (1..6) by [2, 0, 1]: out[i, j, 0] = x[j, 0, i], dims
// [3, 2, 1]: [1, 4, 2, 5, 3, 6]; transpose_grad by the same perm puts each
// element back: 1..6 in [2, 1, 3]. A negative entry counts from the end.
    (%t1) = "pd_op.transpose" (%q2) {perm:[(Int32)1,(Int32)0]} : (tensor<2x3xf64>) -> tensor<3x2xf64>
    () = "builtin.shadow_output" (%t1) {output_name:"transpose"} : (tensor<3x2xf64>) ->
// CHECK-NEXT: transpose: [3, 2] [1, 4, 2, 5, 3, 6]
    (%t2) = "pd_op.transpose" (%q3) {perm:[(Int32)-1,(Int32)0,(Int32)1]} : (tensor<2x1x3xf64>) -> tensor<3x2x1xf64>
    () = "builtin.shadow_output" (%t2) {output_name:"transpose3"} : (tensor<3x2x1xf64>) ->
// CHECK-NEXT: transpose3: [3, 2, 1] [1, 4, 2, 5, 3, 6]
    (%tg) = "pd_op.transpose_grad" (%t2) {perm:[(Int32)2,(Int32)0,(Int32)1]} : (tensor<3x2x1xf64>) -> tensor<2x1x3xf64>
    () = "builtin.shadow_output" (%tg) {output_name:"transpose_grad"} : (tensor<2x1x3xf64>) ->
// CHECK-NEXT: transpose_grad: [2, 1, 3] [1, 2, 3, 4, 5, 6]
}
