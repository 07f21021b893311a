// RUN: pir-run --feed x=1,2,3,4,5,6 --feed y=10,20,40 %s | FileCheck %s
//
// pir-run's elementwise kernels against values worked out by hand:
// x = [[1,2,3],[4,5,6]], y = [10,20,40] broadcast along the rows.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%add) = "pd_op.add" (%x, %y) {} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%add) {output_name:"add"} : (tensor<2x3xf32>) ->
// CHECK: add: [2, 3] [11, 22, 43, 14, 25, 46]
    (%sub) = "pd_op.subtract" (%y, %x) {} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%sub) {output_name:"sub"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: sub: [2, 3] [9, 18, 37, 6, 15, 34]
    (%mul) = "pd_op.multiply" (%x, %y) {} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%mul) {output_name:"mul"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: mul: [2, 3] [10, 40, 120, 40, 100, 240]
    (%div) = "pd_op.divide" (%y, %x) {} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%div) {output_name:"div"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: div: [2, 3] [10, 10, 13.333333333333334, 2.5, 4, 6.666666666666667]
    (%sc) = "pd_op.scale" (%y) {bias:(Float)1,bias_after_scale:false,scale:(Float)0.5} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%sc) {output_name:"scale"} : (tensor<3xf32>) ->
// CHECK-NEXT: scale: [3] [5.5, 10.5, 20.5]
    (%three) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3.5} : () -> tensor<1xf32>
    (%lt) = "pd_op.less_than" (%x, %three) {} : (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xb>
    () = "builtin.shadow_output" (%lt) {output_name:"lt"} : (tensor<2x3xb>) ->
// CHECK-NEXT: lt: [2, 3] [1, 1, 1, 0, 0, 0]
    (%neg) = "pd_op.subtract" (%three, %x) {} : (tensor<1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    (%relu) = "pd_op.relu" (%neg) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%relu) {output_name:"relu"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: relu: [2, 3] [2.5, 1.5, 0.5, 0, 0, 0]
    (%ci) = "pd_op.cast" (%div) {dtype:(pd_op.DataType)int32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
    () = "builtin.shadow_output" (%ci) {output_name:"cast"} : (tensor<2x3xi32>) ->
// CHECK-NEXT: cast: [2, 3] [10, 10, 13, 2, 4, 6]
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)4} : () -> tensor<1xi64>
    (%i2) = "pd_op.increment_" (%i) {value:(Float)3} : (tensor<1xi64>) -> tensor<1xi64>
    () = "builtin.shadow_output" (%i) {output_name:"inplace_operand"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%i2) {output_name:"inplace_result"} : (tensor<1xi64>) ->
// CHECK-NEXT: inplace_operand: [1] [7]
// CHECK-NEXT: inplace_result: [1] [7]
    (%v) = "builtin.combine" (%x, %mul, %x) {} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>,tensor<2x3xf32>,tensor<2x3xf32>]
    (%n) = "pd_op.add_n" (%v) {} : (vec[tensor<2x3xf32>,tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%n) {output_name:"add_n"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: add_n: [2, 3] [12, 44, 126, 48, 110, 252]
    (%s1) = "builtin.slice" (%v) {index:(Int32)1} : (vec[tensor<2x3xf32>,tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x3xf32>
    (%fl) = "pd_op.full_like" (%s1) {dtype:(pd_op.DataType)float64,value:(Double)-2} : (tensor<2x3xf32>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%fl) {output_name:"full_like"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: full_like: [2, 3] [-2, -2, -2, -2, -2, -2]
    (%e) = "pd_op.exp" (%three) {} : (tensor<1xf32>) -> tensor<1xf32>
    (%l) = "pd_op.log" (%e) {} : (tensor<1xf32>) -> tensor<1xf32>
    (%t) = "pd_op.tanh" (%l) {} : (tensor<1xf32>) -> tensor<1xf32>
    (%sg) = "pd_op.sigmoid" (%three) {} : (tensor<1xf32>) -> tensor<1xf32>
    () = "builtin.shadow_output" (%l) {output_name:"log_exp"} : (tensor<1xf32>) ->
    () = "builtin.shadow_output" (%t) {output_name:"tanh"} : (tensor<1xf32>) ->
    () = "builtin.shadow_output" (%sg) {output_name:"sigmoid"} : (tensor<1xf32>) ->
// CHECK-NEXT: log_exp: [1] [3.5]
// CHECK-NEXT: tanh: [1] [0.99817789761119868]
// CHECK-NEXT: sigmoid: [1] [0.97068776924864364]
}
