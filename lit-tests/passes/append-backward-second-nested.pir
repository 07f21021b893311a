// A second backward in the design's form of an if (init region from the
// first) holding a one-region while: the second run creates new stacks for
// the while inside the branch, which the if's reused pushes do not carry.
// Issue 27: "internal error: a forward value is not reachable"; now the
// documented refusal, at the if.
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=0},append-backward{design=1 loss=1}' %s 2>&1 | FileCheck %s
// CHECK: append-backward-second-nested.pir:[[@LINE+10]]:5: error: 'pd_op.if' op already has an init region (it was differentiated before) and holds a region op whose stacks a second backward creates anew; a second backward of it is not supported yet
// CHECK-NOT: internal error
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xf32>
    (%sx) = "pd_op.sum" (%x) {axis:(pd_op.IntArray)[0],dtype:(pd_op.DataType)float32,keepdim:true} : (tensor<3xf32>) -> tensor<1xf32>
    (%c) = "pd_op.greater_than" (%sx, %zero) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%y) = "pd_op.if" (%c) {} -> tensor<3xf32> {
        (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%i3, %h3) = "pd_op.while" (cond=%c0, inputs=%i0, %x) {
        ^%i, %h
            (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
            (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
            (%h1) = "pd_op.tanh" (%hw) {} : (tensor<3xf32>) -> tensor<3xf32>
            (%cc) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%cc, %i1, %h1) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
        }
        () = "cf.yield" (%h3) {} : (tensor<3xf32>) ->
    } else {
        (%e) = "pd_op.exp" (%x) {} : (tensor<3xf32>) -> tensor<3xf32>
        () = "cf.yield" (%e) {} : (tensor<3xf32>) ->
    }
    (%l0) = "pd_op.mean" (%y) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l0) {output_name:"loss0"} : (tensor<f32>) ->
    (%s) = "pd_op.sin" (%y) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%l1) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l1) {output_name:"loss1"} : (tensor<f32>) ->
}
