// RUN: pir-run --feed x=1,2,3,4 --feed s=1,2 --feed b=0,10 %s | FileCheck %s
//
// group_norm (test/executor/kernels_norm.c) against values worked out by
// hand: x = [1, 2, 3, 4] as N=1, C=2, H=1, W=2 (NCHW). One group: mean 2.5,
// biased variance 1.25, so (x - 2.5) / sqrt(1.25) = [-1.3416408,
// -0.4472136, 0.4472136, 1.3416408], then scale [1, 2] and bias [0, 10] per
// channel: [-1.3416408, -0.4472136, 10.8944272, 12.6832816]. Two groups
// (a channel each): means [1.5, 3.5], variances [0.25, 0.25], normalized
// [-1, 1, -1, 1], scaled and shifted [-1, 1, 8, 12]. Its gradient is
// checked against finite differences by lit-tests/gradients/op-sweep.test.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,2],stop_gradient:[true]} : () -> tensor<1x2x1x2xf64>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%y1, %m1, %v1) = "pd_op.group_norm" (%x, %s, %b) {data_format:"NCHW",epsilon:(Float)0,groups:(Int32)1} : (tensor<1x2x1x2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<1x2x1x2xf64>, tensor<1x1xf64>, tensor<1x1xf64>
    () = "builtin.shadow_output" (%y1) {output_name:"one_group"} : (tensor<1x2x1x2xf64>) ->
    () = "builtin.shadow_output" (%m1) {output_name:"one_mean"} : (tensor<1x1xf64>) ->
    () = "builtin.shadow_output" (%v1) {output_name:"one_variance"} : (tensor<1x1xf64>) ->
// CHECK: one_group: [1, 2, 1, 2] [-1.341640{{[0-9]*}}, -0.447213{{[0-9]*}}, 10.894427{{[0-9]*}}, 12.683281{{[0-9]*}}]
// CHECK-NEXT: one_mean: [1, 1] [2.5]
// CHECK-NEXT: one_variance: [1, 1] [1.25]
    (%y2, %m2, %v2) = "pd_op.group_norm" (%x, %s, %b) {data_format:"NCHW",epsilon:(Float)0,groups:(Int32)2} : (tensor<1x2x1x2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<1x2x1x2xf64>, tensor<1x2xf64>, tensor<1x2xf64>
    () = "builtin.shadow_output" (%y2) {output_name:"two_groups"} : (tensor<1x2x1x2xf64>) ->
    () = "builtin.shadow_output" (%m2) {output_name:"two_means"} : (tensor<1x2xf64>) ->
    () = "builtin.shadow_output" (%v2) {output_name:"two_variances"} : (tensor<1x2xf64>) ->
// CHECK-NEXT: two_groups: [1, 2, 1, 2] [-1, 1, 8, 12]
// CHECK-NEXT: two_means: [1, 2] [1.5, 3.5]
// CHECK-NEXT: two_variances: [1, 2] [0.25, 0.25]
}
