// RUN: pir-opt --split-input-file --loop-invariant-code-motion %s | FileCheck %s
// RUN: pir-opt --split-input-file --loop-invariant-code-motion --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
//
// What --loop-invariant-code-motion must leave alone (docs/passes.md,
// "loop-invariant-code-motion"): every op below stays in its loop and every
// loop value stays.
// STATS: (S) 0 num-hoisted
// STATS-NEXT: (S) 0 num-loop-values-removed

// 1. The body may run zero times (%c false): only a Speculatable op of static
// types may run where the loop would not have run it. divide is not
// Speculatable (an integer division by zero is an error); the exp's operand
// has a dynamic dim, so the verifier cannot have checked what it computes on.
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xi64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1],stop_gradient:[true]} : () -> tensor<-1xf32>
    (%r, %s) = "pd_op.while" (cond=%c, inputs=%x, %y) {
        ^%a, %b
        (%q) = "pd_op.divide" (%x, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%e) = "pd_op.exp" (%y) {} : (tensor<-1xf32>) -> tensor<-1xf32>
        (%n) = "pd_op.add" (%a, %q) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%m) = "pd_op.add" (%b, %e) {} : (tensor<-1xf32>, tensor<-1xf32>) -> tensor<-1xf32>
        () = "cf.yield" (%c, %n, %m) {} : (tensor<1xb>, tensor<1xi64>, tensor<-1xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<-1xf32>) ->
}
// CHECK-LABEL: {
// CHECK: "pd_op.while"
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: "pd_op.divide"
// CHECK-NEXT: "pd_op.exp"

// -----
// 2. A buffer the body writes: %buf is defined outside the loop, but add_
// writes it in every iteration, so the tanh reading it sees a new value each
// time. The full in the body feeds relu_, which writes it: one buffer shared
// by every iteration would carry the write over.
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%buf) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.while" (cond=%c, inputs=%x) {
        ^%a
        (%t) = "pd_op.tanh" (%buf) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%u) = "pd_op.add_" (%buf, %a) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%z) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
        (%z2) = "pd_op.relu_" (%z) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%n) = "pd_op.add" (%t, %z2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %n) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: "pd_op.while"
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: "pd_op.tanh"
// CHECK-NEXT: "pd_op.add_"
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.relu_"

// -----
// 3. What an if in the body computes runs only on one side: the tanh of the
// parameter stays in its branch (and the if, an op with regions, in the
// body). A SideEffect op (a random uniform) and a view (reshape) stay too.
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%r) = "pd_op.while" (cond=%c, inputs=%w) {
        ^%a
        (%k) = "pd_op.if" (%c) {} -> tensor<4xf32> {
            (%t) = "pd_op.tanh" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
            () = "cf.yield" (%t) {} : (tensor<4xf32>) ->
        } else {
            () = "cf.yield" (%a) {} : (tensor<4xf32>) ->
        }
        (%u) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
        (%v) = "pd_op.reshape" (%w) {shape:(pd_op.IntArray)[4]} : (tensor<4xf32>) -> tensor<4xf32>
        (%n) = "pd_op.add" (%k, %u) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%n2) = "pd_op.add" (%n, %v) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %n2) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: "pd_op.while"
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: "pd_op.if"
// CHECK-NEXT: "pd_op.tanh"
// CHECK: "pd_op.uniform"
// CHECK-NEXT: "pd_op.reshape"

// -----
// 4. Loop values that change or might: swapped each iteration (%a and %b
// trade places); handed back by an inplace op that wrote it (%d: add_ returns
// its operand, and the loop value is written); declared with a dynamic dim
// where the outer value is static (its uses would see another type).
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%y) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%z) = "pd_op.exp" (%y) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r0, %r1) = "pd_op.while" (cond=%c, inputs=%x, %y) {
        ^%a, %b
        () = "cf.yield" (%c, %b, %a) {} : (tensor<1xb>, tensor<4xf32>, tensor<4xf32>) ->
    }
    (%r2) = "pd_op.while" (cond=%c, inputs=%z) {
        ^%d
        (%e) = "pd_op.add_" (%d, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %d) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%r3) = "pd_op.while" (%x) {} : (tensor<4xf32>) -> tensor<-1xf32> {
    ^bb0(%f: tensor<-1xf32>):
        () = "cf.cond_yield" (%c, %f) {} : (tensor<1xb>, tensor<-1xf32>) ->
    } {
    ^bb1(%g: tensor<-1xf32>):
        () = "cf.yield" (%g) {} : (tensor<-1xf32>) ->
    }
    () = "builtin.shadow_output" (%r0) {output_name:"r0"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%r2) {output_name:"r2"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%r3) {output_name:"r3"} : (tensor<-1xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: "pd_op.while" (cond=%0, inputs=%1, %2) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK: "pd_op.while" (cond=%0, inputs=%3) {
// CHECK-NEXT: ^%arg_2
// CHECK: "pd_op.while" (%1) {} : (tensor<4xf32>) -> tensor<-1xf32> {
