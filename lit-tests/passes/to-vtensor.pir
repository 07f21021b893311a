// to-vtensor (--to-vtensor, docs/design.md §2.3): every value-semantics
// op on `tensor`s is rebuilt on `vtensor`s between deep copies:
// to_vtensor before it for each distinct tensor operand, to_tensor after it
// for each tensor result. One case per split; each case's first op is a
// pd_op.data named after the case.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --to-vtensor %s | FileCheck %s --enable-var-scope
// The output reads back, verifies, and a second run converts nothing (a
// converted op has no tensor operand or result left).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --to-vtensor %s | pir-opt --split-input-file --allow-unregistered-dialect --to-vtensor --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-ops-converted
// AGAIN-NEXT: (S) 0 num-copies-inserted
// Counters over the whole file: single_relu 1 op (2 copies),
// two_tensor_operands 2 (5), mixed_operands 5 (9), not_value_semantics 0,
// ops_in_if 2 (4), ops_in_while 2 (5), already_vtensor 0.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --to-vtensor --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ToVTensor
// STATS-NEXT: (S) 12 num-ops-converted   - Number of value-semantics ops converted to vtensors
// STATS-NEXT: (S) 25 num-copies-inserted - Number of to_vtensor and to_tensor copies inserted

// The example of docs/design.md §2.3, with relu for conv: b = relu(a)
// becomes a1 = to_vtensor(a), b1 = relu(a1), b = to_tensor(b1); the fetch
// reads b as before. The new op keeps the name, the attributes and the
// place of the old one.
// CHECK-LABEL: name:"single_relu"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
// CHECK-NEXT: ([[XV:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]]) {} : (tensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[RV:%[0-9]+]]) = "pd_op.relu" ([[XV]]) {stop_gradient:[false]} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.to_tensor" ([[RV]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"out"} : (tensor<4xf32>) ->
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"single_relu",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {stop_gradient:[false]} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// One copy per distinct tensor operand: add(x, y) gets two, multiply(s, s)
// one, used twice. Each op gets its own copies, taken right before it.
// CHECK-LABEL: name:"two_tensor_operands"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[XV:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[YV:%[0-9]+]]) = "pd_op.to_vtensor" ([[Y]])
// CHECK-NEXT: ([[SV:%[0-9]+]]) = "pd_op.add" ([[XV]], [[YV]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.to_tensor" ([[SV]])
// CHECK-NEXT: ([[SV2:%[0-9]+]]) = "pd_op.to_vtensor" ([[S]])
// CHECK-NEXT: ([[MV:%[0-9]+]]) = "pd_op.multiply" ([[SV2]], [[SV2]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[M:%[0-9]+]]) = "pd_op.to_tensor" ([[MV]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[M]]) {name:"m"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"two_tensor_operands",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "pd_op.add" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%m) = "pd_op.multiply" (%s, %s) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%m) {name:"m"} : (tensor<4xf32>) ->
}

// -----
// Only `tensor` operands and results change, and vec operands packed by
// builtin.combine: concat reads a new combine of copies of x and y taken
// at concat (the vec holds their buffers; the old combine, left unused,
// goes). The vec result of split stays (split still reads a copy of x and
// makes fresh tensors); the i64 scalar operand of expand stays; the vtensor
// operand of add is used directly. builtin.constant has no tensor at all
// and stays; builtin.combine/split are containers (they forward the
// buffers they are given) and stay. full has no operand: only its result
// is wrapped.
// CHECK-LABEL: name:"mixed_operands"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]}
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "builtin.constant" () {value:(Int64)2} : () -> i64
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.to_vtensor" ([[Y]])
// CHECK-NEXT: ([[XV0:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[YV0:%[0-9]+]]) = "pd_op.to_vtensor" ([[Y]])
// CHECK-NEXT: ([[VEC:%[0-9]+]]) = "builtin.combine" ([[XV0]], [[YV0]]) {} : (vtensor<4x2xf32>, vtensor<4x2xf32>) -> vec[vtensor<4x2xf32>,vtensor<4x2xf32>]
// CHECK-NEXT: ([[CV:%[0-9]+]]) = "pd_op.concat" ([[VEC]]) {axis:(Int32)0} : (vec[vtensor<4x2xf32>,vtensor<4x2xf32>]) -> vtensor<8x2xf32>
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.to_tensor" ([[CV]]) {} : (vtensor<8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: ([[XV1:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[EV:%[0-9]+]]) = "pd_op.expand" ([[XV1]], [[S]]) {} : (vtensor<4x2xf32>, i64) -> vtensor<4x2xf32>
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.to_tensor" ([[EV]])
// CHECK-NEXT: ([[XV2:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[AV:%[0-9]+]]) = "pd_op.add" ([[V]], [[XV2]]) {} : (vtensor<4x2xf32>, vtensor<4x2xf32>) -> vtensor<4x2xf32>
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.to_tensor" ([[AV]])
// CHECK-NEXT: ([[XV3:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[SP:%[0-9]+]]) = "pd_op.split" ([[XV3]]) {axis:(Int32)0,sections:(pd_op.IntArray)[2,2]} : (vtensor<4x2xf32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
// CHECK-NEXT: ([[FV:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2],value:(Float)1} : () -> vtensor<4x2xf32>
// CHECK-NEXT: ([[F:%[0-9]+]]) = "pd_op.to_tensor" ([[FV]])
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[E]]) {name:"e"}
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"a"}
// CHECK-NEXT: ([[S0:%[0-9]+]], {{%[0-9]+}}) = "builtin.split" ([[SP]]) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
// CHECK-NEXT: "pd_op.fetch" ([[S0]]) {name:"sp"}
// CHECK-NEXT: "pd_op.fetch" ([[F]]) {name:"f"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mixed_operands",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%s) = "builtin.constant" () {value:(Int64)2} : () -> i64
    (%v) = "pd_op.to_vtensor" (%y) {} : (tensor<4x2xf32>) -> vtensor<4x2xf32>
    (%vec) = "builtin.combine" (%x, %y) {} : (tensor<4x2xf32>, tensor<4x2xf32>) -> vec[tensor<4x2xf32>,tensor<4x2xf32>]
    (%c) = "pd_op.concat" (%vec) {axis:(Int32)0} : (vec[tensor<4x2xf32>,tensor<4x2xf32>]) -> tensor<8x2xf32>
    (%e) = "pd_op.expand" (%x, %s) {} : (tensor<4x2xf32>, i64) -> tensor<4x2xf32>
    (%a) = "pd_op.add" (%v, %x) {} : (vtensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    (%sp) = "pd_op.split" (%x) {axis:(Int32)0,sections:(pd_op.IntArray)[2,2]} : (tensor<4x2xf32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2],value:(Float)1} : () -> tensor<4x2xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<8x2xf32>) ->
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4x2xf32>) ->
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4x2xf32>) ->
    (%s0, %s1) = "builtin.split" (%sp) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
    () = "pd_op.fetch" (%s0) {name:"sp"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%f) {name:"f"} : (tensor<4x2xf32>) ->
}

// -----
// Ops without HasValueSemantics are left exactly as they are: data and
// fetch (SideEffect), relu_ (Inplace: it must write x itself), reshape
// (ViewLike: its result must stay x's buffer), an unregistered op, and
// the copies themselves.
// CHECK-LABEL: name:"not_value_semantics"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.relu_" ([[X]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.reshape" ([[W]]) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: ([[U:%[0-9]+]]) = "my.op" ([[R]]) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.to_vtensor" ([[U]]) {} : (tensor<2x2xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.to_tensor" ([[V]]) {} : (vtensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"out"} : (tensor<2x2xf32>) ->
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"not_value_semantics",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.reshape" (%w) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%u) = "my.op" (%r) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%v) = "pd_op.to_vtensor" (%u) {} : (tensor<2x2xf32>) -> vtensor<2x2xf32>
    (%t) = "pd_op.to_tensor" (%v) {} : (vtensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%t) {name:"out"} : (tensor<2x2xf32>) ->
}

// -----
// Inside if branches the copies go next to the op, in its block; the if
// itself (a region op) and the yields keep their tensor types.
// CHECK-LABEL: name:"ops_in_if"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[XV:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[RV:%[0-9]+]]) = "pd_op.relu" ([[XV]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.to_tensor" ([[RV]])
// CHECK-NEXT: () = "cf.yield" ([[R]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[XV2:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[TV:%[0-9]+]]) = "pd_op.tanh" ([[XV2]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.to_tensor" ([[TV]])
// CHECK-NEXT: () = "cf.yield" ([[T]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ops_in_if",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%6) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%6) {} : (tensor<4xf32>) ->
    } else {
        (%7) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%7) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// In a while body the loop argument is copied before each op reading it;
// the while, its inputs, block argument and yield stay tensors.
// CHECK-LABEL: name:"ops_in_while"
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"zero",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[TEN:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ten",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[COND:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[COND]], inputs=[[ZERO]]) {
// CHECK-NEXT: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[AV:%[0-9]+]]) = "pd_op.to_vtensor" ([[ARG]]) {} : (tensor<1xi64>) -> vtensor<1xi64>
// CHECK-NEXT: ([[NV:%[0-9]+]]) = "pd_op.add" ([[AV]], [[AV]]) {} : (vtensor<1xi64>, vtensor<1xi64>) -> vtensor<1xi64>
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.to_tensor" ([[NV]])
// CHECK-NEXT: ([[NV2:%[0-9]+]]) = "pd_op.to_vtensor" ([[N]])
// CHECK-NEXT: ([[TV:%[0-9]+]]) = "pd_op.to_vtensor" ([[TEN]])
// CHECK-NEXT: ([[NCV:%[0-9]+]]) = "pd_op.less_than" ([[NV2]], [[TV]]) {} : (vtensor<1xi64>, vtensor<1xi64>) -> vtensor<1xb>
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.to_tensor" ([[NCV]]) {} : (vtensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[N]]) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ops_in_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"zero",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ten",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%4) = "pd_op.while" (cond=%3, inputs=%0) {
    ^%arg_0
        (%5) = "pd_op.add" (%arg_0, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%6) = "pd_op.less_than" (%5, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%4) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// A program already on vtensors (the output of the first case) is a
// fixpoint: nothing is wrapped twice.
// CHECK-LABEL: name:"already_vtensor"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[XV:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// CHECK-NEXT: ([[RV:%[0-9]+]]) = "pd_op.relu" ([[XV]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.to_tensor" ([[RV]])
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"already_vtensor",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%2) = "pd_op.relu" (%1) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%3) = "pd_op.to_tensor" (%2) {} : (vtensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<4xf32>) ->
}
