// copy-elimination's rules (e) and (f) (docs/passes.md): torch-mlir's
// maximize-value-semantics view-chain cases, translated. A view chain of a
// copy nothing writes becomes value-semantic (the views read the vtensor,
// the copies go); a vec packing such copies read by an op that keeps none
// of its buffers packs the vtensors. Left alone: a chain written through,
// a chain read after the copy is written, a vec whose element is written,
// a vec that escapes into a loop.
// RUN: pir-opt --split-input-file --copy-elimination %s | FileCheck %s --enable-var-scope
// The copies left must not move on a second run:
// RUN: pir-opt --split-input-file --copy-elimination %s | pir-opt --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN: (S) 0 num-views-of-values

// Two views in a row, then a copy and a reader: all of it on vtensors.
// CHECK-LABEL: name:"view_chain"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[A]]) {shape:(pd_op.IntArray)[2,2]} : (vtensor<4xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.reshape" ([[V]]) {shape:(pd_op.IntArray)[1,4]} : (vtensor<2x2xf32>) -> vtensor<1x4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.exp" ([[W]]) {} : (vtensor<1x4xf32>) -> vtensor<1x4xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[V]]) {} : (vtensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "pd_op.fetch" ([[R]])
// CHECK-NEXT: "pd_op.fetch" ([[S]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_chain",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.reshape" (%v) {shape:(pd_op.IntArray)[1,4]} : (tensor<2x2xf32>) -> tensor<1x4xf32>
    (%wv) = "pd_op.to_vtensor" (%w) {} : (tensor<1x4xf32>) -> vtensor<1x4xf32>
    (%r) = "pd_op.exp" (%wv) {} : (vtensor<1x4xf32>) -> vtensor<1x4xf32>
    (%s) = "pd_op.sin" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%r) {name:"r"} : (vtensor<1x4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<2x2xf32>) ->
}

// -----
// Written through the second view: every view of b is b's buffer, so the
// whole chain stays on tensors, and so does the read of b after the write.
// CHECK-LABEL: name:"view_chain_written"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[B]]) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.reshape" ([[V]]) {shape:(pd_op.IntArray)[1,4]} : (tensor<2x2xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: "pd_op.relu_" ([[W]])
// CHECK-NEXT: "pd_op.to_vtensor" ([[B]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_chain_written",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.reshape" (%v) {shape:(pd_op.IntArray)[1,4]} : (tensor<2x2xf32>) -> tensor<1x4xf32>
    (%x) = "pd_op.relu_" (%w) {} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
}

// -----
// A view taken before the copy is written but read after: it sees the
// write, so it stays a view of b. The read before the write takes a.
// CHECK-LABEL: name:"view_read_after_write"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[B]]) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "pd_op.exp" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.relu_" ([[B]])
// CHECK-NEXT: "pd_op.sin" ([[V]]) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_read_after_write",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%x) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<2x2xf32>) ->
}

// -----
// A reshape's shape packed from copies (rule e): reshape only reads its
// shape operand (its view is of x), so the vec packs the vtensors; x, a
// copy too, is viewed as a value (rule f). Every copy goes. (A view that
// is itself an output, fetched, would stay a view of the copy: fetch
// keeps the buffer, so it counts as a write.)
// CHECK-LABEL: name:"shape_vec_of_copies"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.full" () {{.*}} -> vtensor<4xf32>
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.full" () {{.*}} -> vtensor<1xi32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "builtin.combine" ([[N]], [[N]]) {} : (vtensor<1xi32>, vtensor<1xi32>) -> vec[vtensor<1xi32>,vtensor<1xi32>]
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.reshape" ([[X]], [[S]]) {} : (vtensor<4xf32>, vec[vtensor<1xi32>,vtensor<1xi32>]) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[R]]) {} : (vtensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"shape_vec_of_copies",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%xv) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%x) = "pd_op.to_tensor" (%xv) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%nv) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> vtensor<1xi32>
    (%n) = "pd_op.to_tensor" (%nv) {} : (vtensor<1xi32>) -> tensor<1xi32>
    (%s) = "builtin.combine" (%n, %n) {} : (tensor<1xi32>, tensor<1xi32>) -> vec[tensor<1xi32>,tensor<1xi32>]
    (%r) = "pd_op.reshape" (%x, %s) {} : (tensor<4xf32>, vec[tensor<1xi32>,tensor<1xi32>]) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%r) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%e) {name:"r"} : (tensor<2x2xf32>) ->
}

// -----
// Packed into a vec that a loop takes (a loop value may be written in the
// body), or whose element is written: both packs keep the copies.
// CHECK-LABEL: name:"vec_escapes"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: "builtin.combine" ([[B]], [[B]]) {} : (tensor<4xf32>, tensor<4xf32>)
// CHECK: "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: "builtin.combine" ({{%[0-9]+}}) {} : (tensor<4xf32>)
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"vec_escapes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%vec) = "builtin.combine" (%b, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%k) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"k",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%o) = "pd_op.while" (cond=%k, inputs=%vec) {
    ^%arg_0
        () = "cf.yield" (%k, %arg_0) {} : (tensor<1xb>, vec[tensor<4xf32>,tensor<4xf32>]) ->
    }
    (%b2) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%vec2) = "builtin.combine" (%b2) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%c) = "pd_op.concat" (%vec2) {axis:(Int32)0} : (vec[tensor<4xf32>]) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%b2) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4xf32>) ->
}
