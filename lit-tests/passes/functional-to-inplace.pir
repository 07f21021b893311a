// RUN: pir-opt --split-input-file --functional-to-inplace %s | FileCheck %s
// RUN: pir-opt --split-input-file --functional-to-inplace --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: pir-opt --split-input-file --functional-to-inplace %s | pir-opt --split-input-file --functional-to-inplace --pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
//
// What --functional-to-inplace changes (docs/passes.md,
// "functional-to-inplace"; seed 000 §2.5.2): b = f(a) becomes its inplace
// twin b = f_(a) (the op the `inplace` mapping of f's YAML defines) where a
// is a fresh tensor buffer of the op's block that nothing reads after the
// op: a's buffer is reused. functional-to-inplace-keep.pir has what it must
// leave alone; functional-to-inplace-run.test runs both through pir-run
// before and after.

// 1. A chain: exp makes a fresh buffer, relu reads it last, so relu_ writes
// it; add's x is relu's result (that same buffer, read last by add): add_.
// The tanh reads the program input x: it stays.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.add" (%b, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%c) {output_name:"c"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%d) {output_name:"d"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.exp" (%0)
// CHECK-NEXT: (%2) = "pd_op.relu_" (%1)
// CHECK-NEXT: (%3) = "pd_op.add_" (%2, %0)
// CHECK-NEXT: (%4) = "pd_op.tanh" (%0)

// -----
// 2. Reads of a before the op are done when it writes: the sin before the
// relu, and the cos inside an if before it (the if has finished). In a loop
// body, a buffer made in the body is a new one each iteration.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%i) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%k) = "pd_op.cos" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%k) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%b) = "pd_op.relu" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.while" (cond=%c, inputs=%b) {
        ^%h
        (%e) = "pd_op.exp" (%h) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%f) = "pd_op.sigmoid" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %f) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%i) {output_name:"i"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: (%2) = "pd_op.exp" (%0)
// CHECK-NEXT: (%3) = "pd_op.sin" (%2)
// CHECK-NEXT: (%4) = "pd_op.if" (%1)
// CHECK-NEXT: (%5) = "pd_op.cos" (%2)
// CHECK: (%6) = "pd_op.relu_" (%2)
// CHECK-NEXT: (%7) = "pd_op.while" (cond=%1, inputs=%6) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%8) = "pd_op.exp" (%arg_0)
// CHECK-NEXT: (%9) = "pd_op.sigmoid_" (%8)

// -----
// 3. A to_tensor copy is a fresh buffer (after the value-semantics passes,
// the tensors left are mostly such copies at the ends of vtensor chains):
// the relu reading it last writes it. Its result is that buffer again, which
// the scale then reuses. A vtensor is never written: the exp stays.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> vtensor<4xf32>
    (%v) = "pd_op.exp" (%x) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%t) = "pd_op.to_tensor" (%v) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.relu" (%t) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.scale" (%r) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.exp" (%0)
// CHECK-NEXT: (%2) = "pd_op.to_tensor" (%1)
// CHECK-NEXT: (%3) = "pd_op.relu_" (%2)
// CHECK-NEXT: (%4) = "pd_op.scale_" (%3)
// CHECK-NEXT: () = "builtin.shadow_output" (%4)

// -----
// 4. An op this pass made inplace still only reads its other operands: the
// multiply reads b and writes a (a's last use), so it becomes multiply_;
// the add, b's last use, then reuses b. (It used to stay an add: whether
// b could be reused depended on whether b's uses had been looked at
// before the multiply was converted, found by the test of the speed-only
// paths: speed-paths-passes.test.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.multiply" (%a, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.add" (%b, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%c) {output_name:"c"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%d) {output_name:"d"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data"
// CHECK-NEXT: (%1) = "pd_op.exp" (%0)
// CHECK-NEXT: (%2) = "pd_op.sin" (%0)
// CHECK-NEXT: (%3) = "pd_op.multiply_" (%1, %2)
// CHECK-NEXT: (%4) = "pd_op.add_" (%2, %0)

// Counted over the chunks: 2 + 2 + 2 + 2.
// STATS: (S) 8 num-converted

// A second run finds nothing more.
// AGAIN: (S) 0 num-converted
