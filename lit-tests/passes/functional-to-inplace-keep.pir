// RUN: pir-opt --split-input-file --functional-to-inplace %s | FileCheck %s
// RUN: pir-opt --split-input-file --functional-to-inplace --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
//
// What --functional-to-inplace must leave alone (docs/passes.md,
// "functional-to-inplace"): the ops each chunk's comment names stay
// functional. The other ops show that the pass still converts next to them
// (each where its operand is fresh and read last).
// STATS: (S) 6 num-converted

// 1. Operands read later: the sin after the relu reads a, which relu_ would
// have overwritten; the if after the exp reads e inside a branch; the while
// takes m as its initial value; t is an output (shadow_output keeps it).
// The sin (a's last reader), the exps of s, b and n do become inplace.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%e) = "pd_op.exp" (%s) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%f) = "pd_op.tanh" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%i) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%m) = "pd_op.exp" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%n) = "pd_op.cos" (%m) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.while" (cond=%c, inputs=%m) {
        ^%h
        () = "cf.yield" (%c, %h) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%t) = "pd_op.exp" (%n) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (tensor<4xf32>) ->
    (%u) = "pd_op.sigmoid" (%t) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%f) {output_name:"f"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%i) {output_name:"i"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%u) {output_name:"u"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: {
// CHECK: (%2) = "pd_op.exp" (%0)
// CHECK-NEXT: (%3) = "pd_op.relu" (%2)
// CHECK-NEXT: (%4) = "pd_op.sin_" (%2)
// CHECK-NEXT: (%5) = "pd_op.exp_" (%4)
// CHECK-NEXT: (%6) = "pd_op.tanh" (%5)
// CHECK: (%8) = "pd_op.exp_" (%3)
// CHECK-NEXT: (%9) = "pd_op.cos" (%8)
// CHECK: (%11) = "pd_op.exp_" (%9)
// CHECK-NEXT: () = "builtin.shadow_output" (%11)
// CHECK-NEXT: (%12) = "pd_op.sigmoid" (%11)

// -----
// 2. Buffers that are not fresh: a program input (x), a parameter (w), a
// view (v, a reshape of a), a buffer that is viewed (a: the reshape keeps
// it), a loop argument (h), a value made outside the loop that reads it
// (k: the body would overwrite it in the first iteration and read the
// overwritten buffer in the next), an if result, an element of a vec.
// (The add in the body, of a fresh sigmoid, becomes add_.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%p) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%q) = "pd_op.relu" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%a) {shape:(pd_op.IntArray)[4]} : (tensor<4xf32>) -> tensor<4xf32>
    (%v2) = "pd_op.tanh" (%v) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%a2) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%k) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.while" (cond=%c, inputs=%x) {
        ^%h
        (%h2) = "pd_op.sigmoid" (%h) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%k2) = "pd_op.sigmoid" (%k) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%hk) = "pd_op.add" (%h2, %k2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %hk) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%i) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%p) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%q) {} : (tensor<4xf32>) ->
    }
    (%i2) = "pd_op.exp" (%i) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%vec) = "builtin.combine" (%v2, %a2) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%el) = "builtin.slice" (%vec) {index:(Int32)0} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<4xf32>
    (%el2) = "pd_op.exp" (%el) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%i2) {output_name:"i"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%el2) {output_name:"e"} : (tensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: (%3) = "pd_op.relu" (%0)
// CHECK-NEXT: (%4) = "pd_op.relu" (%2)
// CHECK-NEXT: (%5) = "pd_op.exp" (%0)
// CHECK-NEXT: (%6) = "pd_op.reshape" (%5)
// CHECK-NEXT: (%7) = "pd_op.tanh" (%6)
// CHECK-NEXT: (%8) = "pd_op.tanh" (%5)
// CHECK-NEXT: (%9) = "pd_op.exp" (%0)
// CHECK-NEXT: (%10) = "pd_op.while"
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%11) = "pd_op.sigmoid" (%arg_0)
// CHECK-NEXT: (%12) = "pd_op.sigmoid" (%9)
// CHECK-NEXT: (%13) = "pd_op.add_" (%11, %12)
// CHECK: (%15) = "pd_op.exp" (%14)
// CHECK: (%18) = "pd_op.exp" (%17)

// -----
// 3. Ops whose inplace form cannot hold the result or does not exist: an add
// whose result is broadcast to a larger shape than its x; a cast to another
// dtype; an add reading the buffer twice (x and y); an add whose fresh
// operand is y (the mapping writes x, a program input); mean (no inplace
// twin); an exp of a vtensor (never written). (The exp of the add's
// result becomes exp_.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4],stop_gradient:[true]} : () -> tensor<3x4xf32>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.add" (%a, %y) {} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    (%c) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.cast" (%c) {dtype:(pd_op.DataType)float64} : (tensor<4xf32>) -> tensor<4xf64>
    (%e) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%f) = "pd_op.add" (%e, %e) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%g) = "pd_op.exp" (%f) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%h) = "pd_op.multiply" (%x, %g) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%m) = "pd_op.mean" (%h) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<4xf32>) -> tensor<f32>
    (%vx) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%vy) = "pd_op.exp" (%vx) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%vz) = "pd_op.exp" (%vy) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    () = "builtin.shadow_output" (%b) {output_name:"b"} : (tensor<3x4xf32>) ->
    () = "builtin.shadow_output" (%d) {output_name:"d"} : (tensor<4xf64>) ->
    () = "builtin.shadow_output" (%m) {output_name:"m"} : (tensor<f32>) ->
    () = "builtin.shadow_output" (%vz) {output_name:"v"} : (vtensor<4xf32>) ->
}
// CHECK-LABEL: // -----
// CHECK: (%3) = "pd_op.add" (%2, %1)
// CHECK-NEXT: (%4) = "pd_op.exp" (%0)
// CHECK-NEXT: (%5) = "pd_op.cast" (%4)
// CHECK-NEXT: (%6) = "pd_op.exp" (%0)
// CHECK-NEXT: (%7) = "pd_op.add" (%6, %6)
// CHECK-NEXT: (%8) = "pd_op.exp_" (%7)
// CHECK-NEXT: (%9) = "pd_op.multiply" (%0, %8)
// CHECK-NEXT: (%10) = "pd_op.mean" (%9)
// CHECK-NEXT: (%11) = "pd_op.to_vtensor" (%0)
// CHECK-NEXT: (%12) = "pd_op.exp" (%11)
// CHECK-NEXT: (%13) = "pd_op.exp" (%12)
