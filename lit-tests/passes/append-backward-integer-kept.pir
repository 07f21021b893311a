// What the integer-step refusal (append-backward-integer-step.pir) leaves
// alone: an integer from floating-point values that the loss depends on
// only where its gradient is not carried on.
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %S/Inputs/integer-step-stop-gradient.pir | FileCheck %s --check-prefix=NUM
// NUM: x@GRAD: worst relative error
// NUM: grad-check: ok
// An integer made from a fill (a pd_op.full that is not stop_gradient),
// not from a variable: no gradient that is output goes through it, so it
// is not refused (it was, the day the refusal came).
// RUN: python3 %scripts/grad-check.py %S/Inputs/integer-step-fill.pir | FileCheck %s --check-prefix=NUM

// Kept: the first cast made stop_gradient; x gets the gradient of its
// other path only (x*x: 2x), not the cast's.
// CHECK-LABEL: "pd_op.cast" (%{{[0-9]+}}) {dtype:(pd_op.DataType)int64,stop_gradient:[true]}
// CHECK-NOT: "pd_op.cast_grad"
// CHECK: "pd_op.multiply_grad"
// CHECK: output_name:"x@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%i) = "pd_op.cast" (%x) {dtype:(pd_op.DataType)int64,stop_gradient:[true]} : (tensor<3xf64>) -> tensor<3xi64>
    (%f) = "pd_op.cast" (%i) {dtype:(pd_op.DataType)float64} : (tensor<3xi64>) -> tensor<3xf64>
    (%q) = "pd_op.multiply" (%x, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%u) = "pd_op.add" (%q, %f) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%s) = "pd_op.sum" (%u) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// Kept: topk's integer indices, cast to float and summed into the loss.
// topk_grad reads no gradient of the indices (no indices_grad operand), so
// nothing reaches x through them: zero, the true derivative of an index.
// CHECK-LABEL: "pd_op.topk"
// CHECK: "pd_op.topk_grad"
// CHECK: output_name:"x@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[5],stop_gradient:[false]} : () -> tensor<5xf64>
    (%v, %j) = "pd_op.topk" (%x) {axis:(Int32)-1,k:(Int32)2,largest:true,sorted:true} : (tensor<5xf64>) -> tensor<2xf64>, tensor<2xi64>
    (%f) = "pd_op.cast" (%j) {dtype:(pd_op.DataType)float64} : (tensor<2xi64>) -> tensor<2xf64>
    (%u) = "pd_op.add" (%v, %f) {} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    (%s) = "pd_op.sum" (%u) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// Kept: an all-integer program (the seed's §2.3.2 loop) is differentiated
// formally, as before: no floating-point value is on the loss's path.
// CHECK-LABEL: name:"n"
// CHECK: "pd_op.cast_grad"
// CHECK: output_name:"n@GRAD"
{
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"n",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xi64>
    (%k) = "pd_op.cast" (%n) {dtype:(pd_op.DataType)int32} : (tensor<3xi64>) -> tensor<3xi32>
    (%s) = "pd_op.sum" (%k) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)int32,keepdim:false} : (tensor<3xi32>) -> tensor<i32>
    () = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<i32>) ->
}
