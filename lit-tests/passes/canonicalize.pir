// canonicalize (--canonicalize, docs/passes.md): a result equal to an
// operand (the YAML's `identity`) or a copy round trip is replaced by that
// operand when neither may be written; full_like of a static shape becomes
// full; integer shape computations of constants (the YAML's `fold`) become
// constants; what that leaves unused goes. One case per split; each case's
// first op is a pd_op.data named after the case.
// RUN: pir-opt --split-input-file --canonicalize %s | FileCheck %s --enable-var-scope
// A fixed point: a second run changes nothing.
// RUN: pir-opt --split-input-file --canonicalize %s | pir-opt --split-input-file --canonicalize --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: Canonicalize
// AGAIN-NEXT: (S) 0 num-identities
// AGAIN-NEXT: (S) 0 num-copy-pairs
// AGAIN-NEXT: (S) 0 num-fills
// AGAIN-NEXT: (S) 0 num-folded
// AGAIN-NEXT: (S) 0 num-erased

// Scale by 1 with bias 0 (any numeric kinds, either bias order), cast to
// the same dtype, an assign chain and a reshape to its own static shape
// all equal x (vtensors are never written): tanh reads x, the rest goes.
// CHECK-LABEL: name:"identities"
// CHECK-NEXT: (%[[T:.*]]) = "pd_op.tanh" (%0)
// CHECK-NEXT: "builtin.shadow_output" (%[[T]])
// CHECK-NEXT: {{^}}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"identities",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> vtensor<2x3xf32>
    (%a) = "pd_op.scale" (%x) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%b) = "pd_op.cast" (%a) {dtype:(pd_op.DataType)float32} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%c) = "pd_op.assign" (%b) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%d) = "pd_op.assign" (%c) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%e) = "pd_op.reshape" (%d) {shape:(pd_op.IntArray)[2,3]} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%f) = "pd_op.scale" (%e) {bias:(Double)0,bias_after_scale:false,scale:(Int32)1} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%t) = "pd_op.tanh" (%f) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    () = "builtin.shadow_output" (%t) {output_name:"out"} : (vtensor<2x3xf32>) ->
}

// -----
// Look-alikes stay: scale by 2; scale 1 given as an operand (the attribute
// does not decide, whatever it says); a cast to another dtype; a reshape
// whose types have -1 dims (the same type, but not provably the same shape).
// CHECK-LABEL: name:"look_alikes"
// CHECK-NEXT: "pd_op.scale" (%0) {{.*}}scale:(Float)2
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.scale" (%1, %2)
// CHECK-NEXT: "pd_op.cast" (%3) {dtype:(pd_op.DataType)float64}
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: "pd_op.data"
// CHECK-NEXT: "pd_op.reshape"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"look_alikes",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> vtensor<2x3xf32>
    (%a) = "pd_op.scale" (%x) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%s) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> vtensor<1xf32>
    (%b) = "pd_op.scale" (%a, %s) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (vtensor<2x3xf32>, vtensor<1xf32>) -> vtensor<2x3xf32>
    (%c) = "pd_op.cast" (%b) {dtype:(pd_op.DataType)float64} : (vtensor<2x3xf32>) -> vtensor<2x3xf64>
    () = "builtin.shadow_output" (%c) {output_name:"out"} : (vtensor<2x3xf64>) ->
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,-1,4]} : () -> vtensor<-1x-1x4xf32>
    (%r) = "pd_op.reshape" (%y) {shape:(pd_op.IntArray)[0,-1,4]} : (vtensor<-1x-1x4xf32>) -> vtensor<-1x-1x4xf32>
    () = "builtin.shadow_output" (%r) {output_name:"out2"} : (vtensor<-1x-1x4xf32>) ->
}

// -----
// Mutable tensors: a copy that is written later (relu_ writes c) is not x,
// and a copy of a value written later (relu_ writes y) is not y either; a
// copy of x that nothing writes, of an x nothing writes, is x.
// CHECK-LABEL: name:"writes"
// CHECK-NEXT: (%[[C:.*]]) = "pd_op.assign" (%0)
// CHECK-NEXT: "pd_op.relu_" (%[[C]])
// CHECK-NEXT: "pd_op.sigmoid" (%0)
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: (%[[Y:.*]]) = "pd_op.data"
// CHECK-NEXT: (%[[D:.*]]) = "pd_op.assign" (%[[Y]])
// CHECK-NEXT: "pd_op.tanh" (%[[D]])
// CHECK-NEXT: "pd_op.relu_" (%[[Y]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"writes",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%c) = "pd_op.assign" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%w) = "pd_op.relu_" (%c) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%k) = "pd_op.assign" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%ks) = "pd_op.sigmoid" (%k) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%ks) {output_name:"x_out"} : (tensor<2xf32>) ->
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%d) = "pd_op.assign" (%y) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%t) = "pd_op.tanh" (%d) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%w2) = "pd_op.relu_" (%y) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%w) {output_name:"w"} : (tensor<2xf32>) ->
}

// -----
// A copy bound to an output name stays (the input and the output would be
// one buffer under two names, which CSE avoids too); so does one whose
// stop_gradient is true while its operand's is not (the gradient would
// then flow); one whose operand stops the gradient as well goes.
// CHECK-LABEL: name:"names_and_gradients"
// CHECK-NEXT: (%[[C:.*]]) = "pd_op.assign" (%0)
// CHECK-NEXT: "builtin.shadow_output" (%[[C]]) {output_name:"copy"}
// CHECK-NEXT: (%[[S:.*]]) = "pd_op.scale" (%0) {{.*}}stop_gradient:[true]
// CHECK-NEXT: (%[[T:.*]]) = "pd_op.tanh" (%[[S]])
// CHECK-NEXT: (%[[U:.*]]) = "pd_op.tanh" (%[[T]])
// CHECK-NEXT: "builtin.shadow_output" (%[[U]]) {output_name:"t"}
// CHECK-NEXT: {{^}}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"names_and_gradients",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> vtensor<2xf32>
    (%c) = "pd_op.assign" (%x) {} : (vtensor<2xf32>) -> vtensor<2xf32>
    () = "builtin.shadow_output" (%c) {output_name:"copy"} : (vtensor<2xf32>) ->
    (%s) = "pd_op.scale" (%x) {bias:(Float)0,bias_after_scale:true,scale:(Float)1,stop_gradient:[true]} : (vtensor<2xf32>) -> vtensor<2xf32>
    (%t) = "pd_op.tanh" (%s) {stop_gradient:[true]} : (vtensor<2xf32>) -> vtensor<2xf32>
    (%s2) = "pd_op.scale" (%t) {bias:(Float)0,bias_after_scale:true,scale:(Float)1,stop_gradient:[true]} : (vtensor<2xf32>) -> vtensor<2xf32>
    (%u) = "pd_op.tanh" (%s2) {} : (vtensor<2xf32>) -> vtensor<2xf32>
    () = "builtin.shadow_output" (%u) {output_name:"t"} : (vtensor<2xf32>) ->
}

// -----
// A round trip through a vtensor: b = to_tensor(to_vtensor(x)) is x when
// neither is written; with b written (relu_) both copies stay.
// CHECK-LABEL: name:"round_trip"
// CHECK-NEXT: "pd_op.tanh" (%0)
// CHECK-NEXT: "pd_op.to_vtensor" (%0)
// CHECK-NEXT: (%[[B:.*]]) = "pd_op.to_tensor"
// CHECK-NEXT: "pd_op.relu_" (%[[B]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"round_trip",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    (%v) = "pd_op.to_vtensor" (%x) {} : (tensor<2xf32>) -> vtensor<2xf32>
    (%b) = "pd_op.to_tensor" (%v) {} : (vtensor<2xf32>) -> tensor<2xf32>
    (%t) = "pd_op.tanh" (%b) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%v2) = "pd_op.to_vtensor" (%x) {} : (tensor<2xf32>) -> vtensor<2xf32>
    (%b2) = "pd_op.to_tensor" (%v2) {} : (vtensor<2xf32>) -> tensor<2xf32>
    (%w) = "pd_op.relu_" (%b2) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%w) {output_name:"w"} : (tensor<2xf32>) ->
}

// -----
// full_like of a static shape is full of that shape (value, dtype and
// place carried over, an undefined place made cpu); with a -1 dim, or the
// value given as an operand, it stays.
// CHECK-LABEL: name:"fills"
// CHECK-NEXT: (%[[F:.*]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true],value:(Double)1.5} : () -> vtensor<2x3xf32>
// CHECK-NEXT: "pd_op.add" (%0, %[[F]])
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: "pd_op.data"
// CHECK-NEXT: "pd_op.full_like"
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.full_like"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"fills",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> vtensor<2x3xf32>
    (%f) = "pd_op.full_like" (%x) {dtype:(pd_op.DataType)undefined,place:(pd_op.Place)Place(undefined:0),stop_gradient:[true],value:(Float)1.5} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%s) = "pd_op.add" (%x, %f) {} : (vtensor<2x3xf32>, vtensor<2x3xf32>) -> vtensor<2x3xf32>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (vtensor<2x3xf32>) ->
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3]} : () -> vtensor<-1x3xf32>
    (%g) = "pd_op.full_like" (%y) {value:(Float)2} : (vtensor<-1x3xf32>) -> vtensor<-1x3xf32>
    () = "builtin.shadow_output" (%g) {output_name:"g"} : (vtensor<-1x3xf32>) ->
    (%v) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)4} : () -> vtensor<1xf32>
    (%h) = "pd_op.full_like" (%x, %v) {value:(Float)0} : (vtensor<2x3xf32>, vtensor<1xf32>) -> vtensor<2x3xf32>
    () = "builtin.shadow_output" (%h) {output_name:"h"} : (vtensor<2x3xf32>) ->
}

// -----
// Shape computations: shape of a static value (2x3x4), slices of it (kept
// and decreased), scalar arithmetic (2 * 3 - 4 = 2, 3 * 4 = 12), a cast,
// and the pack of one-element constants that reshape reads as its shape:
// the reshape (to 2x12, not its own shape: it stays) reads a
// full_int_array [2, 12] (int64, a 1-D operand backing the int_array
// attribute). Everything else goes.
// CHECK-LABEL: name:"shapes"
// CHECK-NEXT: (%[[K:.*]]) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),stop_gradient:[true],value:[(Int64)2,(Int64)12]} : () -> vtensor<2xi64>
// CHECK-NEXT: (%[[R:.*]]) = "pd_op.reshape" (%0, %[[K]]) {} : (vtensor<2x3x4xf32>, vtensor<2xi64>) -> vtensor<2x12xf32>
// CHECK-NEXT: "builtin.shadow_output" (%[[R]])
// The slice of the shape, 1-D [3, 4], and its product by a constant [2]: a full_int_array.
// CHECK-NEXT: "pd_op.full_int_array" () {dtype:(pd_op.DataType)int32,{{.*}}value:[(Int64)6,(Int64)8]} : () -> vtensor<2xi32>
// CHECK-NEXT: "builtin.shadow_output"
// A 0-D result: a full of shape [] (floor_divide rounds down: -7 // 2 = -4; cast to int64).
// CHECK-NEXT: "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],stop_gradient:[true],value:(Double)-4} : () -> vtensor<i64>
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: {{^}}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"shapes",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3,4]} : () -> vtensor<2x3x4xf32>
    (%s) = "pd_op.shape" (%x) {} : (vtensor<2x3x4xf32>) -> vtensor<3xi32>
    (%d0) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[1],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[0]} : (vtensor<3xi32>) -> vtensor<i32>
    (%d1) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[2],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (vtensor<3xi32>) -> vtensor<i32>
    (%d2) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[3],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[-1]} : (vtensor<3xi32>) -> vtensor<i32>
    (%p) = "pd_op.multiply" (%d1, %d2) {} : (vtensor<i32>, vtensor<i32>) -> vtensor<i32>
    (%q) = "pd_op.scale" (%d0) {bias:(Float)-4,bias_after_scale:true,scale:(Float)3} : (vtensor<i32>) -> vtensor<i32>
    (%v) = "builtin.combine" (%q, %p) {} : (vtensor<i32>, vtensor<i32>) -> vec[vtensor<i32>,vtensor<i32>]
    (%r) = "pd_op.reshape" (%x, %v) {} : (vtensor<2x3x4xf32>, vec[vtensor<i32>,vtensor<i32>]) -> vtensor<2x12xf32>
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (vtensor<2x12xf32>) ->
    (%hw) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[],ends:(pd_op.IntArray)[3],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (vtensor<3xi32>) -> vtensor<2xi32>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> vtensor<1xi32>
    (%hw2) = "pd_op.multiply" (%hw, %two) {} : (vtensor<2xi32>, vtensor<1xi32>) -> vtensor<2xi32>
    () = "builtin.shadow_output" (%hw2) {output_name:"hw2"} : (vtensor<2xi32>) ->
    (%m7) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)-7} : () -> vtensor<i32>
    (%dv) = "pd_op.floor_divide" (%m7, %d0) {} : (vtensor<i32>, vtensor<i32>) -> vtensor<i32>
    (%c64) = "pd_op.cast" (%dv) {dtype:(pd_op.DataType)int64} : (vtensor<i32>) -> vtensor<i64>
    () = "builtin.shadow_output" (%c64) {output_name:"fd"} : (vtensor<i64>) ->
}

// -----
// Folds that do not apply: the shape of a value with a -1 dim; a floor
// division by 0; a product past int32; a constant that is written later
// (increment_ writes k, so k's value is not its attribute's everywhere).
// CHECK-LABEL: name:"no_folds"
// CHECK-NEXT: "pd_op.shape" (%0)
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.floor_divide"
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: "pd_op.full"
// CHECK-NEXT: "pd_op.multiply"
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: (%[[K:.*]]) = "pd_op.full_int_array"
// CHECK-NEXT: "pd_op.scale" (%[[K]])
// CHECK-NEXT: "pd_op.increment_" (%[[K]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"no_folds",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,3]} : () -> vtensor<-1x3xf32>
    (%s) = "pd_op.shape" (%x) {} : (vtensor<-1x3xf32>) -> vtensor<2xi32>
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (vtensor<2xi32>) ->
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)5} : () -> vtensor<i32>
    (%z) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)0} : () -> vtensor<i32>
    (%d) = "pd_op.floor_divide" (%a, %z) {} : (vtensor<i32>, vtensor<i32>) -> vtensor<i32>
    () = "builtin.shadow_output" (%d) {output_name:"d"} : (vtensor<i32>) ->
    (%big) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)65536} : () -> vtensor<i32>
    (%m) = "pd_op.multiply" (%big, %big) {} : (vtensor<i32>, vtensor<i32>) -> vtensor<i32>
    () = "builtin.shadow_output" (%m) {output_name:"m"} : (vtensor<i32>) ->
    (%k) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> tensor<2xi64>
    (%k2) = "pd_op.scale" (%k) {bias:(Float)1,bias_after_scale:true,scale:(Float)2} : (tensor<2xi64>) -> tensor<2xi64>
    (%ki) = "pd_op.increment_" (%k) {value:(Float)1} : (tensor<2xi64>) -> tensor<2xi64>
    () = "builtin.shadow_output" (%k2) {output_name:"k2"} : (tensor<2xi64>) ->
    () = "builtin.shadow_output" (%ki) {output_name:"ki"} : (tensor<2xi64>) ->
}

// -----
// A fold is kept only where its users still verify: here the shapes fold
// to [-2, 12] (d0 - 4) and to [-2, -3, -4] (-1 times the shape), which
// reshape rejects ("only -1 may be negative"), as Paddle does when it runs.
// The program verifies as written; the pass must not make it invalid, so
// the scale feeding the combine (read through it by reshape's rule) and
// the scale feeding reshape directly stay; the shape, the slice and the
// product, which reshape does not reject, still fold. Found by
// fuzz-pass-canonicalize.
// CHECK-LABEL: name:"bad_shapes"
// CHECK-NEXT: (%[[S:.*]]) = "pd_op.full_int_array" () {{{.*}}value:[(Int64)2,(Int64)3,(Int64)4]} : () -> vtensor<3xi32>
// CHECK-NEXT: (%[[D0:.*]]) = "pd_op.full" () {{{.*}}value:(Double)2} : () -> vtensor<i32>
// CHECK-NEXT: (%[[TWELVE:.*]]) = "pd_op.full" () {{{.*}}value:(Double)12} : () -> vtensor<i32>
// CHECK-NEXT: (%[[Q:.*]]) = "pd_op.scale" (%[[D0]]) {bias:(Float)-4,
// CHECK-NEXT: (%[[V:.*]]) = "builtin.combine" (%[[Q]], %[[TWELVE]])
// CHECK-NEXT: "pd_op.reshape" (%0, %[[V]])
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: (%[[N:.*]]) = "pd_op.scale" (%[[S]]) {bias:(Float)0,bias_after_scale:true,scale:(Float)-1}
// CHECK-NEXT: "pd_op.reshape" (%0, %[[N]])
// CHECK-NEXT: "builtin.shadow_output"
// CHECK-NEXT: {{^}}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"bad_shapes",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3,4]} : () -> vtensor<2x3x4xf32>
    (%s) = "pd_op.shape" (%x) {} : (vtensor<2x3x4xf32>) -> vtensor<3xi32>
    (%d0) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[1],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[0]} : (vtensor<3xi32>) -> vtensor<i32>
    (%d1) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[2],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[1]} : (vtensor<3xi32>) -> vtensor<i32>
    (%d2) = "pd_op.slice" (%s) {axes:[(Int64)0],decrease_axis:[(Int64)0],ends:(pd_op.IntArray)[3],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[-1]} : (vtensor<3xi32>) -> vtensor<i32>
    (%p) = "pd_op.multiply" (%d1, %d2) {} : (vtensor<i32>, vtensor<i32>) -> vtensor<i32>
    (%q) = "pd_op.scale" (%d0) {bias:(Float)-4,bias_after_scale:true,scale:(Float)1} : (vtensor<i32>) -> vtensor<i32>
    (%v) = "builtin.combine" (%q, %p) {} : (vtensor<i32>, vtensor<i32>) -> vec[vtensor<i32>,vtensor<i32>]
    (%r) = "pd_op.reshape" (%x, %v) {} : (vtensor<2x3x4xf32>, vec[vtensor<i32>,vtensor<i32>]) -> vtensor<2x12xf32>
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (vtensor<2x12xf32>) ->
    (%n) = "pd_op.scale" (%s) {bias:(Float)0,bias_after_scale:true,scale:(Float)-1} : (vtensor<3xi32>) -> vtensor<3xi32>
    (%r2) = "pd_op.reshape" (%x, %n) {} : (vtensor<2x3x4xf32>, vtensor<3xi32>) -> vtensor<-1x-1x-1xf32>
    () = "builtin.shadow_output" (%r2) {output_name:"r2"} : (vtensor<-1x-1x-1xf32>) ->
}

// -----
// Inside regions the same rules hold: the assign in the branch is x (read
// from outside), the scale by 1 in the loop body is its argument.
// CHECK-LABEL: name:"regions"
// CHECK: "pd_op.if"
// CHECK-NEXT: "cf.yield" (%0)
// CHECK: "pd_op.while"
// CHECK-NEXT: ^%arg
// CHECK-NEXT: (%[[T:.*]]) = "pd_op.tanh" (%arg
// CHECK-NEXT: "cf.yield" (%{{.*}}, %[[T]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"regions",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> vtensor<2xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {} -> vtensor<2xf32> {
        (%a) = "pd_op.assign" (%x) {} : (vtensor<2xf32>) -> vtensor<2xf32>
        () = "cf.yield" (%a) {} : (vtensor<2xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (vtensor<2xf32>) ->
    }
    (%w) = "pd_op.while" (cond=%c, inputs=%r) {
    ^%arg0
        (%s) = "pd_op.scale" (%arg0) {bias:(Float)0,bias_after_scale:true,scale:(Float)1} : (vtensor<2xf32>) -> vtensor<2xf32>
        (%t) = "pd_op.tanh" (%s) {} : (vtensor<2xf32>) -> vtensor<2xf32>
        () = "cf.yield" (%c, %t) {} : (tensor<1xb>, vtensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%w) {output_name:"w"} : (vtensor<2xf32>) ->
}
