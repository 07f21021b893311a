// REQUIRES: append-backward
// Double grad through ifs nested three deep (docs/passes.md, "Double
// grad"): the innermost then branch reads w (from the module block) and a
// (from the outermost branch); each backward if returns the gradients of
// the values its branches read from outside, so w's and a's pass through
// the results of the ifs between (up to four levels: deeper reads are
// buffers, refused in a second backward: append-backward-double-grad.pir).
// The conditions are constants (then, else, then) so that one path runs.
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --grads=x,w --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: w@GRAD: worst relative error
// FIRST: grad-check: ok
// The first backward has no in-place accumulation:
// RUN: pir-opt --append-backward=loss=loss %s | FileCheck %s --check-prefix=FORM
// FORM-NOT: "pd_op.add_"
// FORM: output_name:"x@GRAD"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%wv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[true]} : () -> tensor<3xf64>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xb>
    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf64> {
        (%t0) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%a) = "pd_op.multiply" (%t0, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%mid) = "pd_op.if" (%nc) {} -> tensor<3xf64> {
            () = "cf.yield" (%x) {} : (tensor<3xf64>) ->
        } else {
            (%b) = "pd_op.multiply" (%a, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            (%in) = "pd_op.if" (%c) {} -> tensor<3xf64> {
                (%t) = "pd_op.tanh" (%b) {} : (tensor<3xf64>) -> tensor<3xf64>
                (%m) = "pd_op.multiply" (%t, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
                (%e) = "pd_op.exp" (%a) {} : (tensor<3xf64>) -> tensor<3xf64>
                (%s) = "pd_op.add" (%m, %e) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
                () = "cf.yield" (%s) {} : (tensor<3xf64>) ->
            } else {
                () = "cf.yield" (%b) {} : (tensor<3xf64>) ->
            }
            (%u) = "pd_op.add" (%in, %a) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
            () = "cf.yield" (%u) {} : (tensor<3xf64>) ->
        }
        (%p) = "pd_op.multiply" (%mid, %x) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%p) {} : (tensor<3xf64>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<3xf64>) ->
    }
    (%l) = "pd_op.tanh" (%y) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<3xf64>) ->
}
