// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: a while inside a while, both in the design's two-region form
// (cond, body); the inner loop runs as many times as the outer counter
// says (0, 1, 2), and reads the weight w from the module block. With
// design=1 both loops get init regions and carried stacks, the inner
// stack is pushed by the outer body (docs/passes.md, "append-backward").
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<2xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<2xf32>):
        (%r2, %h2) = "pd_op.while" (%i0, %b2) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
        ^bb0(%a4: tensor<1xi64>, %b4: tensor<2xf32>):
            (%c4) = "pd_op.less_than" (%a4, %a2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.cond_yield" (%c4, %a4, %b4) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
        } {
        ^bb0(%a5: tensor<1xi64>, %b5: tensor<2xf32>):
            (%m) = "pd_op.multiply" (%b5, %w) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%t) = "pd_op.sin" (%m) {} : (tensor<2xf32>) -> tensor<2xf32>
            (%a6) = "pd_op.add" (%a5, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            () = "cf.yield" (%a6, %t) {} : (tensor<1xi64>, tensor<2xf32>) ->
        }
        (%q) = "pd_op.add" (%h2, %b2) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %q) {} : (tensor<1xi64>, tensor<2xf32>) ->
    }
    (%l) = "pd_op.multiply" (%h, %w) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<2xf32>) ->
}
