// REQUIRES: append-backward
// Double grad (docs/passes.md, "Double grad"): a second append-backward
// differentiates the first one's grad ops through their *_double_grad
// entries. scripts/hvp-check.py compares the second run's x@GRAD, w@GRAD,
// b@GRAD (with target-gradients x.v, w.v, b.v: a Hessian-vector product)
// with central differences of the first run's gradients along random unit
// directions, in float64, in both stack forms.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=4 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --design=1 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK-DAG: b: H v worst relative error
// CHECK: hvp-check: ok
//
// Forward: matmul (one with transpose_y), a broadcast add, tanh, sigmoid, multiply, sin, cos,
// exp, subtract, square, log, sqrt, relu (whose second derivative is zero almost
// everywhere: relu_double_grad passes the direction through its mask), a
// sum with keepdim broadcast back by a multiply, and a mean: a scalar loss.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[false]} : () -> tensor<3x2xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2],stop_gradient:[true]} : () -> tensor<3x2xf64>
    (%bv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%h) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<2x2xf64>
    (%k) = "pd_op.matmul" (%x, %x) {transpose_x:false,transpose_y:true} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x2xf64>
    (%h2) = "pd_op.subtract" (%h, %k) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    (%a) = "pd_op.add" (%h2, %b) {} : (tensor<2x2xf64>, tensor<2xf64>) -> tensor<2x2xf64>
    (%t) = "pd_op.tanh" (%a) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%s) = "pd_op.sigmoid" (%h) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%p) = "pd_op.multiply" (%t, %s) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    (%q) = "pd_op.sin" (%p) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%c) = "pd_op.cos" (%a) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%e) = "pd_op.exp" (%q) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%d) = "pd_op.subtract" (%e, %c) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    (%sq) = "pd_op.square" (%d) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%l0) = "pd_op.log" (%e) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%rt) = "pd_op.sqrt" (%e) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%l) = "pd_op.add" (%l0, %rt) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    (%r) = "pd_op.relu" (%d) {} : (tensor<2x2xf64>) -> tensor<2x2xf64>
    (%sm) = "pd_op.sum" (%sq) {axis:(pd_op.IntArray)[1],dtype:(pd_op.DataType)float64,keepdim:true} : (tensor<2x2xf64>) -> tensor<2x1xf64>
    (%m) = "pd_op.multiply" (%l, %sm) {} : (tensor<2x2xf64>, tensor<2x1xf64>) -> tensor<2x2xf64>
    (%u) = "pd_op.add" (%m, %r) {} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    (%loss) = "pd_op.mean" (%u) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
