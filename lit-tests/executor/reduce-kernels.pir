// RUN: pir-run --feed m=1,2,3,0,-1,2 --feed g=1,2 --feed h=1,2 --feed one=1 --feed bx=1,2,3,4 --feed by=5,6 --feed bg=1,2 %s | FileCheck %s
//
// The kernels of test/executor/kernels_reduce.c and bmm against values
// worked out by hand: m = [[1, 2, 3], [0, -1, 2]], the output gradients
// g = [1, 2] (h the same as [2, 1]); e = 2.7182818. Their gradients are
// checked against finite differences by lit-tests/gradients/op-sweep.test.
{
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%h) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1],stop_gradient:[true]} : () -> tensor<2x1xf64>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"one",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1],stop_gradient:[true]} : () -> tensor<1x1xf64>
    (%bx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2],stop_gradient:[true]} : () -> tensor<1x2x2xf64>
    (%by) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"by",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1],stop_gradient:[true]} : () -> tensor<1x2x1xf64>
    (%bg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1],stop_gradient:[true]} : () -> tensor<1x2x1xf64>
// rows: 3 + log(1 + 1/e + 1/e^2) = 3 + log(1.5032147), 2 + log(1/e^2 + 1/e^3 + 1) = 2 + log(1.1851197)
    (%lse) = "pd_op.logsumexp" (%m) {axis:[(Int64)1],keepdim:false,reduce_all:false} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%lse) {output_name:"logsumexp"} : (tensor<2xf64>) ->
// CHECK: logsumexp: [2] [3.407605{{[0-9]*}}, 2.169846{{[0-9]*}}]
// the grad, g exp(x - out), is g times each row's softmax: [e, e^2, e^3] / 30.1928, 2 [1, 1/e, e^2] / 8.7569355
    (%lseg) = "pd_op.logsumexp_grad" (%m, %lse, %g) {axis:[(Int64)1],keepdim:false,reduce_all:false} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%lseg) {output_name:"logsumexp_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: logsumexp_grad: [2, 3] [0.0900305{{[0-9]*}}, 0.244728{{[0-9]*}}, 0.665240{{[0-9]*}}, 0.228390{{[0-9]*}}, 0.0840201{{[0-9]*}}, 1.687589{{[0-9]*}}]
// the whole tensor (no axis): log(e + e^2 + e^3 + 1 + 1/e + e^2) = log(38.9502)
    (%lsa) = "pd_op.logsumexp" (%m) {axis:[],keepdim:true,reduce_all:false} : (tensor<2x3xf64>) -> tensor<1x1xf64>
    () = "builtin.shadow_output" (%lsa) {output_name:"logsumexp_all"} : (tensor<1x1xf64>) ->
// CHECK-NEXT: logsumexp_all: [1, 1] [3.662273{{[0-9]*}}]
// rows 1 2 3 and 0 -1 2 (0 times -1 is -0); the grad is g times the product of the others: [6, 3, 2] and 2 [-2, 0, 0]
    (%ax) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
    (%pr) = "pd_op.prod" (%m, %ax) {keepdim:true,reduce_all:false} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2x1xf64>
    () = "builtin.shadow_output" (%pr) {output_name:"prod"} : (tensor<2x1xf64>) ->
// CHECK-NEXT: prod: [2, 1] [6, -0]
    (%prg) = "pd_op.prod_grad" (%m, %pr, %h, %ax) {keepdim:true,reduce_all:false} : (tensor<2x3xf64>, tensor<2x1xf64>, tensor<2x1xf64>, tensor<1xi64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%prg) {output_name:"prod_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: prod_grad: [2, 3] [6, 3, 2, -4, 0, 0]
// sqrt(14), sqrt(5); the grad g x / norm
    (%pn) = "pd_op.p_norm" (%m) {asvector:false,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,porder:(Float)2} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%pn) {output_name:"p_norm"} : (tensor<2xf64>) ->
// CHECK-NEXT: p_norm: [2] [3.741657{{[0-9]*}}, 2.236067{{[0-9]*}}]
    (%png) = "pd_op.p_norm_grad" (%m, %pn, %g) {asvector:false,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,porder:(Float)2} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%png) {output_name:"p_norm_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: p_norm_grad: [2, 3] [0.267261{{[0-9]*}}, 0.534522{{[0-9]*}}, 0.801783{{[0-9]*}}, 0, -0.894427{{[0-9]*}}, 1.788854{{[0-9]*}}]
// p = 3 over all elements: 45^(1/3); the grad sign(x) x^2 / 45^(2/3) = [1, 4, 9, 0, -1, 4] / 12.6514892
    (%p3) = "pd_op.p_norm" (%m) {asvector:true,axis:(Int32)-1,epsilon:(Float)1e-12,keepdim:true,porder:(Float)3} : (tensor<2x3xf64>) -> tensor<1x1xf64>
    () = "builtin.shadow_output" (%p3) {output_name:"p_norm3"} : (tensor<1x1xf64>) ->
// CHECK-NEXT: p_norm3: [1, 1] [3.556893{{[0-9]*}}]
    (%p3g) = "pd_op.p_norm_grad" (%m, %p3, %one) {asvector:true,axis:(Int32)-1,epsilon:(Float)1e-12,keepdim:true,porder:(Float)3} : (tensor<2x3xf64>, tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%p3g) {output_name:"p_norm3_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: p_norm3_grad: [2, 3] [0.0790420{{[0-9]*}}, 0.316168{{[0-9]*}}, 0.711378{{[0-9]*}}, 0, -0.0790420{{[0-9]*}}, 0.316168{{[0-9]*}}]
// the largest |x| of each row: 3 and 2; the grad g sign(x) there
    (%pi) = "pd_op.p_norm" (%m) {asvector:false,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,porder:(Float)inf} : (tensor<2x3xf64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%pi) {output_name:"p_norm_inf"} : (tensor<2xf64>) ->
// CHECK-NEXT: p_norm_inf: [2] [3, 2]
    (%pig) = "pd_op.p_norm_grad" (%m, %pi, %g) {asvector:false,axis:(Int32)1,epsilon:(Float)1e-12,keepdim:false,porder:(Float)inf} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%pig) {output_name:"p_norm_inf_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: p_norm_inf_grad: [2, 3] [0, 0, 1, 0, 0, 2]
// [[1, 2], [3, 4]] @ [[5], [6]] = [[17], [39]]; the grads g y^T = [[5, 6], [10, 12]], x^T g = [[7], [10]]
    (%bm) = "pd_op.bmm" (%bx, %by) {} : (tensor<1x2x2xf64>, tensor<1x2x1xf64>) -> tensor<1x2x1xf64>
    () = "builtin.shadow_output" (%bm) {output_name:"bmm"} : (tensor<1x2x1xf64>) ->
// CHECK-NEXT: bmm: [1, 2, 1] [17, 39]
    (%bdx, %bdy) = "pd_op.bmm_grad" (%bx, %by, %bg) {} : (tensor<1x2x2xf64>, tensor<1x2x1xf64>, tensor<1x2x1xf64>) -> tensor<1x2x2xf64>, tensor<1x2x1xf64>
    () = "builtin.shadow_output" (%bdx) {output_name:"bmm_dx"} : (tensor<1x2x2xf64>) ->
    () = "builtin.shadow_output" (%bdy) {output_name:"bmm_dy"} : (tensor<1x2x1xf64>) ->
// CHECK-NEXT: bmm_dx: [1, 2, 2] [5, 6, 10, 12]
// CHECK-NEXT: bmm_dy: [1, 2, 1] [7, 10]
}
