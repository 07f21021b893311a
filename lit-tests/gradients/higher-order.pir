// REQUIRES: append-backward
// A second backward of the same forward ops (docs/passes.md, "A second
// backward"; seed §2.3.3): append-backward{loss=0} then {loss=1}; each run
// appends its own x@GRAD and w@GRAD, compared here with the finite
// differences of its own loss. In the design's form the second while_grad
// pops a cf.copy_stack of the stack the first one pops.
// RUN: python3 %scripts/grad-check.py %s --pass-pipeline='append-backward{design=1 loss=0},append-backward{design=1 loss=1}' --loss=0 --occurrence=0 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --pass-pipeline='append-backward{design=1 loss=0},append-backward{design=1 loss=1}' --loss=1 --occurrence=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --pass-pipeline='append-backward{loss=0},append-backward{loss=1}' --loss=0 --occurrence=0 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --pass-pipeline='append-backward{loss=0},append-backward{loss=1}' --loss=1 --occurrence=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: h = tanh(h * w) three times (design-form while), then two
// outputs, exp(h) and sin(h).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf32>) -> tensor<1xi64>, tensor<3xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf32>):
        (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %t) {} : (tensor<1xi64>, tensor<3xf32>) ->
    }
    (%e) = "pd_op.exp" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%e) {output_name:"loss0"} : (tensor<3xf32>) ->
    (%s) = "pd_op.sin" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%s) {output_name:"loss1"} : (tensor<3xf32>) ->
}
