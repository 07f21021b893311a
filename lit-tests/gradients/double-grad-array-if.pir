// REQUIRES: append-backward
// Tensor arrays read inside ifs (docs/passes.md, "Tensor arrays" and
// "if_grad"), Paddle's stack form: the gradient array G of an array made
// outside the if is one buffer, changed in place by the backward branch
// taken; each backward branch yields its last name of G (the result of its
// last array_write_ of G, or G as it came in), and the backward if returns
// it as a result, which names G after the if (so the backward if returns
// every gradient of a value from outside, arrays too, as Paddle's
// IfOp::Vjp). The array %a2 (elements w, x) is read in both branches of
// the outer if, in both branches of an inner if, and in a loop body in the
// else branch (whose backward while writes G in place under the branch's
// name). p and q pick the branches: seed 8 takes then/then, seed 1
// then/else, seed 4 the else branch (the P lines). H v along random
// directions of x and w, both region-grads forms, and the first-order
// gradients in both stack forms, against finite differences.
// RUN: pir-run --random-seed=8 --print-inputs %s | FileCheck %s --check-prefix=PTT
// RUN: pir-run --random-seed=1 --print-inputs %s | FileCheck %s --check-prefix=PTE
// RUN: pir-run --random-seed=4 --print-inputs %s | FileCheck %s --check-prefix=PE
// PTT: input p b stop_gradient: [1] [1]
// PTT: input q b stop_gradient: [1] [1]
// PTE: input p b stop_gradient: [1] [1]
// PTE: input q b stop_gradient: [1] [0]
// PE: input p b stop_gradient: [1] [0]
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=8 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=1 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=4 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=8 --directions=2 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=1 --directions=2 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --seed=4 --directions=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK-NOT: FAILED
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s --seed=8 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=8 --append-backward=design=1 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s --check-prefix=FIRST
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: w@GRAD: worst relative error
// FIRST: grad-check: ok
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// The second program strips to the forward and reads back from JSON.
// RUN: pir-opt %s > %t.fwd
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD,w@GRAD target-gradients=x.v,w.v wrt=x,w}' %s > %t.second
// RUN: pir-opt --strip-backward %t.second | diff %t.fwd -
// RUN: pir-opt --stack-pruning --dce %t.second | pir-opt --strip-backward - | diff %t.fwd -
// RUN: pir-opt --emit=json %t.second | pir-opt - | diff %t.second -
// The form: the inner backward if returns G, the outer one's then branch
// yields that result, its else branch the G its backward while wrote in
// place, and w@GRAD is read from the outer if's result.
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=FORM
// FORM: (%[[G:[0-9]+]]) = "pd_op.create_array_like"
// FORM-NEXT: (%{{[0-9]+}}, %[[OG:[0-9]+]]) = "pd_op.if" (%{{[0-9]+}}) {op_role:(Int32)1} -> tensor<3xf64>, pd_op.tensor_array<3xf64>
// FORM: (%{{[0-9]+}}, %{{[0-9]+}}, %[[IG:[0-9]+]]) = "pd_op.if" (%{{[0-9]+}}) {op_role:(Int32)1} -> tensor<3xf64>, tensor<3xf64>, pd_op.tensor_array<3xf64>
// FORM: (%[[W1:[0-9]+]]) = "pd_op.array_write_" (%[[G]],
// FORM: () = "cf.yield" (%{{[0-9]+}}, %{{[0-9]+}}, %[[W1]]) {} : (tensor<3xf64>, tensor<3xf64>, pd_op.tensor_array<3xf64>) ->
// FORM: } else {
// FORM: (%[[W2:[0-9]+]]) = "pd_op.array_write_" (%[[G]],
// FORM: () = "cf.yield" (%{{[0-9]+}}, %{{[0-9]+}}, %[[W2]]) {} : (tensor<3xf64>, tensor<3xf64>, pd_op.tensor_array<3xf64>) ->
// FORM: (%[[W3:[0-9]+]]) = "pd_op.array_write_" (%[[IG]],
// FORM: () = "cf.yield" (%{{[0-9]+}}, %[[W3]]) {} : (tensor<3xf64>, pd_op.tensor_array<3xf64>) ->
// FORM: } else {
// FORM: "pd_op.while"
// FORM: "pd_op.array_write_" (%[[G]],
// FORM: () = "cf.yield" (%{{[0-9]+}}, %[[G]]) {} : (tensor<3xf64>, pd_op.tensor_array<3xf64>) ->
// FORM: "pd_op.array_read" (%[[OG]],
// FORM: output_name:"w@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)2} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %w, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%a2) = "pd_op.array_write_" (%a1, %x, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%o) = "pd_op.if" (%p) {} : (tensor<1xb>) -> tensor<3xf64> {
        (%r0) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%in) = "pd_op.if" (%q) {} : (tensor<1xb>) -> tensor<3xf64> {
            (%r1) = "pd_op.array_read" (%a2, %one) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
            (%m) = "pd_op.multiply" (%r1, %r0) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
            () = "cf.yield" (%t) {} : (tensor<3xf64>) ->
        } {
            (%r2) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
            (%s) = "pd_op.sin" (%r2) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%m2) = "pd_op.multiply" (%s, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            () = "cf.yield" (%m2) {} : (tensor<3xf64>) ->
        }
        (%u) = "pd_op.multiply" (%in, %r0) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%u) {} : (tensor<3xf64>) ->
    } {
        (%c0) = "pd_op.less_than" (%i0, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%k9, %h9) = "pd_op.while" (%c0, %i0, %x) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) -> tensor<1xi64>, tensor<3xf64> {
        ^bb0(%k: tensor<1xi64>, %h: tensor<3xf64>):
            (%y) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
            (%hy) = "pd_op.multiply" (%h, %y) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            (%th) = "pd_op.tanh" (%hy) {} : (tensor<3xf64>) -> tensor<3xf64>
            (%k2) = "pd_op.add" (%k, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%cc) = "pd_op.less_than" (%k2, %two) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %k2, %th) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>) ->
        }
        () = "cf.yield" (%h9) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.sum" (%o) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
