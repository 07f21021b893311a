// RUN: pir-opt %s | FileCheck --match-full-lines %s
// RUN: pir-opt %s | pir-opt | FileCheck --match-full-lines %s
//
// docs/design.md §3.3 (if): the forward-only if, written in canonical syntax.
// The design's Python example is
//     x = full([1], 0.1); y = full([1], 0.23); pred = less_than(x, y)
//     ret = cond(pred, true_func, false_func)
// with true_func returning (full([1,2], 1, int32), full([2,3], True, bool))
// and false_func returning (full([3,4], 3, float32), full([4,5], 2, int64)).
// The design's IR listing has both branches yield two values; the verifier
// requires each cf.yield to match the if's results in number and type, so
// here the else branch produces values of the then branch's types (the
// original mismatch is rejected, see if-invalid.pir). Two regions (then,
// else), blocks without arguments: the branches read %0..%2 directly.
// The if prints in Paddle's custom form: `-> types {` ... `} else {` ... `}`.

{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
    (%3, %4) = "pd_op.if" (%2) {} : (tensor<1xb>) -> tensor<1x2xi32>, tensor<2x3xb> {
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
        (%6) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
        () = "cf.yield" (%5, %6) {} : (tensor<1x2xi32>, tensor<2x3xb>) ->
    } {
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
        (%8) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
        () = "cf.yield" (%7, %8) {} : (tensor<1x2xi32>, tensor<2x3xb>) ->
    }
    () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
    () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.23} : () -> tensor<1xf32>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>
// CHECK-NEXT: (%3, %4) = "pd_op.if" (%2) {} -> tensor<1x2xi32>, tensor<2x3xb> {
// CHECK-NEXT: (%5) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)1} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%6) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.yield" (%5, %6) {} : (tensor<1x2xi32>, tensor<2x3xb>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: (%7) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2],value:(Double)3} : () -> tensor<1x2xi32>
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Double)0} : () -> tensor<2x3xb>
// CHECK-NEXT: () = "cf.yield" (%7, %8) {} : (tensor<1x2xi32>, tensor<2x3xb>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"ret1"} : (tensor<1x2xi32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"ret2"} : (tensor<2x3xb>) ->
// CHECK-NEXT: }
