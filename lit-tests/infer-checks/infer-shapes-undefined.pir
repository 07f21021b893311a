// RUN: pir-opt --infer-shapes %s | FileCheck %s
//
// --infer-shapes fills undefined element types (issue 25): bool results of
// comparisons and logical ops (a bool_tensor result may be undefined until
// then), and pd_op.if results from what the branches yield.
// CHECK: "pd_op.if" {{.*}} -> tensor<2x3xf32> {
// CHECK-NEXT: "pd_op.tanh" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.relu" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.less_than" {{.*}} -> tensor<2x3xb>
// CHECK-NEXT: "pd_op.logical_not" {{.*}} : (tensor<2x3xb>) -> tensor<2x3xb>
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%0) = "pd_op.if" (%c) {} -> tensor<2x3xundefined> {
        (%1) = "pd_op.tanh" (%x) {} : (tensor<2x3xf32>) -> tensor<2x3xundefined>
        () = "cf.yield" (%1) {} : (tensor<2x3xundefined>) ->
    } else {
        (%2) = "pd_op.relu" (%x) {} : (tensor<2x3xf32>) -> tensor<2x3xundefined>
        () = "cf.yield" (%2) {} : (tensor<2x3xundefined>) ->
    }
    (%3) = "pd_op.less_than" (%x, %x) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xundefined>
    (%4) = "pd_op.logical_not" (%3) {} : (tensor<2x3xundefined>) -> tensor<2x3xundefined>
}
