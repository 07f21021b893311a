// --infer-shapes through region ops: ops inside branches and loop bodies
// are refined like any other. Values that a pd_op.if or pd_op.while pins
// exactly (yielded values, loop values: their types must equal the results
// and block arguments) change only together with what pins them: an if's
// result takes the type all branches yield (the `branches` rule); a loop
// value takes its initial value's refined type when the body, inferred
// again with that type, yields it back (region_flow: loop).
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// A second run refines nothing more:
// RUN: pir-opt --split-input-file --infer-shapes %s | pir-opt --split-input-file --infer-shapes --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-refined

// CHECK: "pd_op.if"
// CHECK-NEXT: "pd_op.relu" {{.*}} -> tensor<2x3xf32>
// CHECK-NEXT: "pd_op.tanh" {{.*}} -> tensor<-1x3xf32>
// CHECK-NEXT: "cf.yield" {{.*}} : (tensor<-1x3xf32>) ->
// CHECK: "pd_op.exp" {{.*}} -> tensor<-1x3xf32>
// The counter starts as a [1] (full) and stays one: the loop value, its
// block argument, the yielded add and the body's users become 1xi64.
// CHECK: "pd_op.full" {{.*}} -> tensor<1xi64>
// CHECK: "pd_op.while"
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: "pd_op.add" {{.*}} -> tensor<1xi64>
// CHECK-NEXT: "pd_op.add" (%arg_0, {{.*}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK: "pd_op.sin" {{.*}} -> tensor<3xf32>
// CHECK: "cf.yield" {{.*}} : (tensor<-1xb>, tensor<1xi64>, tensor<3xf32>) ->
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%0) = "pd_op.if" (%c) {} -> tensor<-1x3xf32> {
        (%1) = "pd_op.relu" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x-1xf32>
        (%2) = "pd_op.tanh" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%2) {} : (tensor<-1x3xf32>) ->
    } else {
        (%3) = "pd_op.sin" (%z) {} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%3) {} : (tensor<-1x3xf32>) ->
    }
    (%4) = "pd_op.exp" (%0) {} : (tensor<-1x3xf32>) -> tensor<-1x-1xf32>
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<-1xi64>
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Float)1} : () -> tensor<3xf32>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%5) = "pd_op.less_than" (%i, %n) {} : (tensor<-1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%6, %7) = "pd_op.while" (cond=%5, inputs=%i, %f) {
    ^%arg_0, %arg_1
        (%8) = "pd_op.add" (%n, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<-1xi64>
        (%9) = "pd_op.add" (%arg_0, %8) {} : (tensor<-1xi64>, tensor<-1xi64>) -> tensor<-1xi64>
        (%10) = "pd_op.tanh" (%arg_1) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%12) = "pd_op.sin" (%arg_1) {} : (tensor<3xf32>) -> tensor<-1xf32>
        (%11) = "pd_op.less_than" (%9, %n) {} : (tensor<-1xi64>, tensor<1xi64>) -> tensor<-1xb>
        () = "cf.yield" (%11, %9, %10) {} : (tensor<-1xb>, tensor<-1xi64>, tensor<3xf32>) ->
    }
    () = "builtin.shadow_output" (%7) {output_name:"out"} : (tensor<3xf32>) ->
}

// -----
// Both branches yield values that refine to 2x3: the if's result and the
// yielded values take 2x3. Where the branches disagree (2x3 and 5x3), the
// yielded values keep their written types and so does the result.
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s --check-prefix=AGREE
// RUN: pir-opt --split-input-file --infer-shapes %s | pir-opt --split-input-file - > /dev/null
// AGREE-LABEL: name:"agree"
// AGREE: "pd_op.if" {{.*}} -> tensor<2x3xf32> {
// AGREE-NEXT: "pd_op.tanh" {{.*}} -> tensor<2x3xf32>
// AGREE-NEXT: "cf.yield" {{.*}} : (tensor<2x3xf32>) ->
// AGREE-NEXT: } else {
// AGREE-NEXT: "pd_op.sin" {{.*}} -> tensor<2x3xf32>
// AGREE-NEXT: "cf.yield" {{.*}} : (tensor<2x3xf32>) ->
// AGREE: "pd_op.exp" {{.*}} -> tensor<2x3xf32>
// AGREE: "pd_op.if" {{.*}} -> tensor<-1x3xf32> {
// AGREE-NEXT: "pd_op.tanh" {{.*}} -> tensor<-1x3xf32>
// AGREE: "pd_op.sin" {{.*}} -> tensor<-1x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"agree",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,3]} : () -> tensor<5x3xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%0) = "pd_op.if" (%c) {} -> tensor<-1x3xf32> {
        (%1) = "pd_op.tanh" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%1) {} : (tensor<-1x3xf32>) ->
    } else {
        (%2) = "pd_op.sin" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%2) {} : (tensor<-1x3xf32>) ->
    }
    (%3) = "pd_op.exp" (%0) {} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
    (%4) = "pd_op.if" (%c) {} -> tensor<-1x3xf32> {
        (%5) = "pd_op.tanh" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%5) {} : (tensor<-1x3xf32>) ->
    } else {
        (%6) = "pd_op.sin" (%y) {} : (tensor<5x3xf32>) -> tensor<-1x3xf32>
        () = "cf.yield" (%6) {} : (tensor<-1x3xf32>) ->
    }
}

// -----
// A loop value whose shape grows (concat with itself) keeps its -1, though
// its initial value is a [2]; the other loop value is still refined.
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s --check-prefix=GROW
// GROW-LABEL: name:"grow"
// GROW: "pd_op.full" {{.*}} -> tensor<-1xf32>
// GROW: "pd_op.full" {{.*}} -> tensor<1xi64>
// GROW: "pd_op.while"
// GROW: "pd_op.concat" {{.*}} -> tensor<-1xf32>
// GROW: "pd_op.add" {{.*}} -> tensor<1xi64>
// GROW: "cf.yield" {{.*}} : (tensor<1xb>, tensor<-1xf32>, tensor<1xi64>) ->
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"grow",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<-1xf32>
    (%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<-1xi64>
    (%0, %1) = "pd_op.while" (cond=%c, inputs=%x, %i) {
    ^%a, %b
        (%v) = "builtin.combine" (%a, %a) {} : (tensor<-1xf32>, tensor<-1xf32>) -> vec[tensor<-1xf32>,tensor<-1xf32>]
        (%2) = "pd_op.concat" (%v) {axis:(Int32)0} : (vec[tensor<-1xf32>,tensor<-1xf32>]) -> tensor<-1xf32>
        (%3) = "pd_op.add" (%b, %b) {} : (tensor<-1xi64>, tensor<-1xi64>) -> tensor<-1xi64>
        () = "cf.yield" (%c, %2, %3) {} : (tensor<1xb>, tensor<-1xf32>, tensor<-1xi64>) ->
    }
    () = "builtin.shadow_output" (%0) {output_name:"out"} : (tensor<-1xf32>) ->
}
