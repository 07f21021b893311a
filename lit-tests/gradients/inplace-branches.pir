// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=region-grads=0 | FileCheck %s
// RUN: pir-run --random-seed=1 --print-inputs %s | FileCheck %s --check-prefix=THEN
// RUN: pir-run --random-seed=4 --print-inputs %s | FileCheck %s --check-prefix=ELSE
// THEN: input p b stop_gradient: [1] [1]
// ELSE: input p b stop_gradient: [1] [0]
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// An inplace write in one branch of an if and a read of the same buffer in
// the other (issue 27, inplace ops): no run executes both, so the read's
// backward sees the value it read. append-backward refused these ("overwrites
// in place a value the backward of 'pd_op.multiply' (an earlier op) reads"),
// taking the branches for consecutive code; inside a loop, where a later
// iteration takes the other side, they are still refused
// (lit-tests/passes/append-backward-inplace.pir). The first if reads t1 in
// its then branch and writes it (scale_) in its else branch; the second
// writes t2 in its then branch and reads it in its else branch. Seed 1
// takes both then branches, seed 4 both else branches.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%t1) = "pd_op.scale" (%x) {bias:(Float)0.5,bias_after_scale:true,scale:(Float)2} : (tensor<3xf64>) -> tensor<3xf64>
    (%t2) = "pd_op.scale" (%x) {bias:(Float)-0.25,bias_after_scale:true,scale:(Float)0.75} : (tensor<3xf64>) -> tensor<3xf64>
    (%y1) = "pd_op.if" (%p) {} -> tensor<3xf64> {
        (%m) = "pd_op.multiply" (%t1, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%m) {} : (tensor<3xf64>) ->
    } else {
        (%s) = "pd_op.scale_" (%t1) {bias:(Float)1,bias_after_scale:true,scale:(Float)-3} : (tensor<3xf64>) -> tensor<3xf64>
        (%m2) = "pd_op.multiply" (%s, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%m3) = "pd_op.multiply" (%m2, %s) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%m3) {} : (tensor<3xf64>) ->
    }
    (%y2) = "pd_op.if" (%p) {} -> tensor<3xf64> {
        (%s2) = "pd_op.scale_" (%t2) {bias:(Float)-1,bias_after_scale:true,scale:(Float)1.5} : (tensor<3xf64>) -> tensor<3xf64>
        (%n2) = "pd_op.multiply" (%s2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%n2) {} : (tensor<3xf64>) ->
    } else {
        (%n) = "pd_op.multiply" (%t2, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%n3) = "pd_op.sin" (%n) {} : (tensor<3xf64>) -> tensor<3xf64>
        () = "cf.yield" (%n3) {} : (tensor<3xf64>) ->
    }
    (%y) = "pd_op.add" (%y1, %y2) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
