// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --seed=2 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Ops through vecs in the branches of two pd_op.if on opposite conditions
// (so one run takes a then and an else branch): concat and split in one
// branch, stack and split_with_num in the others; one branch reads a vec
// defined outside the if (its element gradients are results of the
// backward if, one per element; with design=1, zero buffers before the
// if_grad).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x2xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<f32>, tensor<1xf32>) -> tensor<1xb>
    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>
    (%vo) = "builtin.combine" (%w, %x) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
    (%y1) = "pd_op.if" (%c) {} -> tensor<2x2xf32> {
        (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi32>
        (%t) = "pd_op.tanh" (%x) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
        (%v) = "builtin.combine" (%t, %w) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
        (%cc) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<2x2xf32>, tensor<2x2xf32>], tensor<1xi32>) -> tensor<4x2xf32>
        (%e) = "pd_op.exp" (%cc) {} : (tensor<4x2xf32>) -> tensor<4x2xf32>
        (%sp) = "pd_op.split" (%e) {axis:(Int32)0,sections:(pd_op.IntArray)[3,1]} : (tensor<4x2xf32>) -> vec[tensor<3x2xf32>, tensor<1x2xf32>]
        (%a, %b) = "builtin.split" (%sp) {} : (vec[tensor<3x2xf32>, tensor<1x2xf32>]) -> tensor<3x2xf32>, tensor<1x2xf32>
        (%a2) = "pd_op.sum" (%a) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3x2xf32>) -> tensor<1x2xf32>
        (%ab) = "pd_op.multiply" (%a2, %b) {} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
        (%r) = "pd_op.multiply" (%ab, %x) {} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%r) {} : (tensor<2x2xf32>) ->
    } else {
        (%st) = "pd_op.stack" (%vo) {axis:(Int32)0} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2x2xf32>
        (%sn) = "pd_op.split_with_num" (%st) {axis:(Int32)0,num:(Int32)2} : (tensor<2x2x2xf32>) -> vec[tensor<1x2x2xf32>, tensor<1x2x2xf32>]
        (%p, %q) = "builtin.split" (%sn) {} : (vec[tensor<1x2x2xf32>, tensor<1x2x2xf32>]) -> tensor<1x2x2xf32>, tensor<1x2x2xf32>
        (%pq) = "pd_op.multiply" (%p, %q) {} : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
        (%r2) = "pd_op.sum" (%pq) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%r2) {} : (tensor<2x2xf32>) ->
    }
    (%y2) = "pd_op.if" (%nc) {} -> tensor<2x2xf32> {
        (%st2) = "pd_op.stack" (%vo) {axis:(Int32)2} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2x2xf32>
        (%s2) = "pd_op.sin" (%st2) {} : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
        (%r3) = "pd_op.sum" (%s2) {axis:(pd_op.IntArray)[2],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2x2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%r3) {} : (tensor<2x2xf32>) ->
    } else {
        (%v4) = "builtin.combine" (%x, %x) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
        (%c4) = "pd_op.concat" (%v4) {axis:(Int32)1} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x4xf32>
        (%t4) = "pd_op.tanh" (%c4) {} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        (%sp4) = "pd_op.split_with_num" (%t4) {axis:(Int32)1,num:(Int32)2} : (tensor<2x4xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
        (%e4) = "builtin.slice" (%sp4) {index:(Int32)1} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2xf32>
        (%r4) = "pd_op.multiply" (%e4, %w) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%r4) {} : (tensor<2x2xf32>) ->
    }
    (%y) = "pd_op.multiply" (%y1, %y2) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
