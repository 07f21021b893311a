// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s
// After pruning the stacks, the gradients must not change:
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Forward: two pd_op.if on opposite conditions, so one run takes both
// branches; the branches read x and w from the module block.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3xf32>) -> tensor<1xf32>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
    (%y1) = "pd_op.if" (%c) {} -> tensor<3xf32> {
        (%p) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%p) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%t) {} : (tensor<3xf32>) ->
    } else {
        (%e) = "pd_op.exp" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%q) = "pd_op.multiply" (%e, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%q) {} : (tensor<3xf32>) ->
    }
    (%y2) = "pd_op.if" (%nc) {} -> tensor<3xf32> {
        (%p2) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t2) = "pd_op.tanh" (%p2) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%t2) {} : (tensor<3xf32>) ->
    } else {
        (%s2) = "pd_op.sigmoid" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%d2) = "pd_op.subtract" (%s2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%d2) {} : (tensor<3xf32>) ->
    }
    (%y) = "pd_op.multiply" (%y1, %y2) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
