// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK-DAG: u@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Ops through vecs in a while body, three iterations (Paddle's while
// form): the body packs the loop value h with w, concatenates and splits
// it back (split_with_num, builtin.split), stacks and splits with
// sections (builtin.slice). Two vecs are defined outside the loop and read
// inside it: %vu (a combine of u and x: its element gradients go to zero
// buffers before the while_grad, added in place each iteration) and %sx
// (a split of x, taken apart inside the body).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x2xf32>
    (%u) = "builtin.parameter" () {parameter_name:"u"} : () -> tensor<2x2xf32>
    (%vu) = "builtin.combine" (%u, %x) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
    (%sx) = "pd_op.split_with_num" (%x) {axis:(Int32)0,num:(Int32)2} : (tensor<2x2xf32>) -> vec[tensor<1x2xf32>, tensor<1x2xf32>]
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
    ^%i, %h
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%ax) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi32>
        (%v) = "builtin.combine" (%h, %w) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
        (%c) = "pd_op.concat" (%v, %ax) {} : (vec[tensor<2x2xf32>, tensor<2x2xf32>], tensor<1xi32>) -> tensor<2x4xf32>
        (%t) = "pd_op.tanh" (%c) {} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        (%sp) = "pd_op.split_with_num" (%t) {axis:(Int32)1,num:(Int32)2} : (tensor<2x4xf32>) -> vec[tensor<2x2xf32>, tensor<2x2xf32>]
        (%a, %b) = "builtin.split" (%sp) {} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
        (%ab) = "pd_op.multiply" (%a, %b) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        (%su) = "pd_op.stack" (%vu) {axis:(Int32)1} : (vec[tensor<2x2xf32>, tensor<2x2xf32>]) -> tensor<2x2x2xf32>
        (%s3) = "pd_op.split" (%su) {axis:(Int32)1,sections:(pd_op.IntArray)[1,1]} : (tensor<2x2x2xf32>) -> vec[tensor<2x1x2xf32>, tensor<2x1x2xf32>]
        (%s30) = "builtin.slice" (%s3) {index:(Int32)0} : (vec[tensor<2x1x2xf32>, tensor<2x1x2xf32>]) -> tensor<2x1x2xf32>
        (%s31) = "builtin.slice" (%s3) {index:(Int32)1} : (vec[tensor<2x1x2xf32>, tensor<2x1x2xf32>]) -> tensor<2x1x2xf32>
        (%d) = "pd_op.multiply" (%s30, %s31) {} : (tensor<2x1x2xf32>, tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
        (%x0, %x1) = "builtin.split" (%sx) {} : (vec[tensor<1x2xf32>, tensor<1x2xf32>]) -> tensor<1x2xf32>, tensor<1x2xf32>
        (%x1s) = "pd_op.sin" (%x1) {} : (tensor<1x2xf32>) -> tensor<1x2xf32>
        (%ds) = "pd_op.sum" (%d) {axis:(pd_op.IntArray)[1],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2x1x2xf32>) -> tensor<2x2xf32>
        (%abd) = "pd_op.add" (%ab, %ds) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
        (%h1) = "pd_op.multiply" (%abd, %x1s) {} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
        (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%cc, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<2x2xf32>) ->
    }
    (%l) = "pd_op.sum" (%h3) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
