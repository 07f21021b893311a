// copy-elimination's rule (g) (docs/passes.md): a program variable that only
// views and readers reach is a value. On the real models (issue 28) the
// copies left were mostly `reshape` views of a bias parameter (conv + add)
// or of the input: the view made the parameter "unsafe" (aliased), so it,
// the view and a to_vtensor copy stayed. Now every read of a name nothing
// writes, and every view taken of it, becomes a vtensor when each use of
// them is a copy or a plain reader. Left alone: a view written through, a
// view that escapes (a yield, a pack), a name set_parameter writes, a name
// read twice where one read is written, a view kept by an op that demands a
// mutable tensor.
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --enable-var-scope
// Apart (not fused) the same:
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --print-ir-after=to-vtensor --copy-elimination --cse --dce %s 2>/dev/null | FileCheck %s --enable-var-scope
// Nothing moves on a second run:
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination %s | pir-opt --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN: (S) 0 num-variables-as-values
// AGAIN: (S) 0 num-views-of-values
// AGAIN: (S) 0 num-branch-values
// RUN: pir-opt --split-input-file --to-vtensor --copy-elimination --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// Reads made values: x, b and w in conv_bias, the two reads of p in chain,
// p in escapes, and the two if conditions (a branch only reads its
// condition): 8; views: 2 + 3 + 1.
// STATS: (S) {{ *}}8 num-variables-as-values
// STATS: (S) {{ *}}6 num-views-of-values
// STATS: (S) {{ *}}1 num-branch-values

// A conv bias as Paddle's translator writes it: the bias reshaped to
// 1xCx1x1, added to the conv's output. The input is reshaped too (mnist's
// flatten). All vtensors, no copy.
// CHECK-LABEL: (%0) = "pd_op.data" () {{.*}}name:"conv_bias"{{.*}} -> vtensor<1x4x2x2xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"} : () -> vtensor<4x4x1x1xf32>
// CHECK-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"b"} : () -> vtensor<4xf32>
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.conv2d" (%0, [[W]]) {} : (vtensor<1x4x2x2xf32>, vtensor<4x4x1x1xf32>) -> vtensor<1x4x2x2xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.full_int_array" () {{.*}} -> vtensor<4xi64>
// CHECK-NEXT: ([[BV:%[0-9]+]]) = "pd_op.reshape" ([[B]], [[S]]) {} : (vtensor<4xf32>, vtensor<4xi64>) -> vtensor<1x4x1x1xf32>
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.add" ([[C]], [[BV]]) {} : (vtensor<1x4x2x2xf32>, vtensor<1x4x1x1xf32>) -> vtensor<1x4x2x2xf32>
// CHECK-NEXT: ([[F:%[0-9]+]]) = "pd_op.reshape" (%0) {shape:(pd_op.IntArray)[1,16]} : (vtensor<1x4x2x2xf32>) -> vtensor<1x16xf32>
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"y"} : (vtensor<1x4x2x2xf32>) ->
// CHECK-NEXT: "pd_op.fetch" ([[F]]) {name:"z"} : (vtensor<1x16xf32>) ->
// CHECK-NEXT: {{^}$}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"conv_bias",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,2,2]} : () -> tensor<1x4x2x2xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4x4x1x1xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<4xf32>
    (%c) = "pd_op.conv2d" (%x, %w) {} : (tensor<1x4x2x2xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x2x2xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)4,(Int64)1,(Int64)1]} : () -> tensor<4xi64>
    (%bv) = "pd_op.reshape" (%b, %s) {} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
    (%a) = "pd_op.add" (%c, %bv) {} : (tensor<1x4x2x2xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x2x2xf32>
    (%f) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[1,16]} : (tensor<1x4x2x2xf32>) -> tensor<1x16xf32>
    () = "pd_op.fetch" (%a) {name:"y"} : (tensor<1x4x2x2xf32>) ->
    () = "pd_op.fetch" (%f) {name:"z"} : (tensor<1x16xf32>) ->
}

// -----
// A chain of views, a view read inside an if's branches, and two reads of
// one name (both only viewed and read): all values. The if's result, which
// each branch yields as a fresh copy only the yield reads, and which is only
// read, is a vtensor too (rule j).
// CHECK-LABEL: name:"chain"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> vtensor<4xf32>
// CHECK-NEXT: ([[V1:%[0-9]+]]) = "pd_op.reshape" ([[P]]) {shape:(pd_op.IntArray)[2,2]} : (vtensor<4xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[V2:%[0-9]+]]) = "pd_op.reshape" ([[V1]]) {shape:(pd_op.IntArray)[1,4]} : (vtensor<2x2xf32>) -> vtensor<1x4xf32>
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[V2]]) {} : (vtensor<1x4xf32>) -> vtensor<1x4xf32>
// The second read is a vtensor too, so CSE merges it into the first:
// CHECK-NEXT: ([[V3:%[0-9]+]]) = "pd_op.reshape" ([[P]]) {shape:(pd_op.IntArray)[4,1]} : (vtensor<4xf32>) -> vtensor<4x1xf32>
// CHECK: "pd_op.if"
// CHECK-SAME: -> vtensor<2x2xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[V1]]) {} : (vtensor<2x2xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: "cf.yield" ([[T]])
// CHECK: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[V3]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"chain",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%p) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v1) = "pd_op.reshape" (%p) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%v2) = "pd_op.reshape" (%v1) {shape:(pd_op.IntArray)[1,4]} : (tensor<2x2xf32>) -> tensor<1x4xf32>
    (%e) = "pd_op.exp" (%v2) {} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    (%q) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v3) = "pd_op.reshape" (%q) {shape:(pd_op.IntArray)[4,1]} : (tensor<4xf32>) -> tensor<4x1xf32>
    (%r) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<2x2xf32> {
        (%t) = "pd_op.tanh" (%v1) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%t) {} : (tensor<2x2xf32>) ->
    } else {
        (%u) = "pd_op.sin" (%v1) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%u) {} : (tensor<2x2xf32>) ->
    }
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<1x4xf32>) ->
    () = "pd_op.fetch" (%v3) {name:"v3"} : (tensor<4x1xf32>) ->
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<2x2xf32>) ->
}

// -----
// Written through a view: the parameter is mutable, everything stays.
// CHECK-LABEL: name:"written_view"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[P]]) {{.*}} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: "pd_op.relu_" ([[V]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"written_view",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%p) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.relu_" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
}

// -----
// A set_parameter of the name: mutable; the view stays on the tensor.
// CHECK-LABEL: name:"set_elsewhere"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
// CHECK-NEXT: "pd_op.reshape" ([[P]]) {{.*}} : (tensor<4xf32>) -> tensor<2x2xf32>
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"set_elsewhere",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%p) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<2x2xf32>) ->
    () = "builtin.set_parameter" (%l) {parameter_name:"p"} : (tensor<4xf32>) ->
}

// -----
// Two reads of one name, the second written in place after the first's
// view is read: the first read sees the write on the next run (and the
// same buffer), so neither is a value.
// CHECK-LABEL: name:"twice"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
// CHECK-NEXT: "pd_op.reshape" ([[P]]) {{.*}} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK: ([[Q:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
// CHECK-NEXT: "pd_op.relu_" ([[Q]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"twice",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%p) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%q) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%q) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<2x2xf32>) ->
}

// -----
// Packed for concat, the view is a value too (to-vtensor packs copies of
// the pack's elements, taken at concat). A view yielded by a branch, or read
// by assign_out_ (a SideEffect op; into a data input, so it stays), stays
// with its parameter.
// CHECK-LABEL: name:"escapes"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"p"} : () -> vtensor<4xf32>
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[P]]) {{.*}} : (vtensor<4xf32>) -> vtensor<2x2xf32>
// CHECK: "builtin.combine" ([[V]], [[V]]) {} : (vtensor<2x2xf32>, vtensor<2x2xf32>)
// CHECK: ([[Q:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"q"} : () -> tensor<4xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.reshape" ([[Q]]) {{.*}} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK: "cf.yield" ([[W]])
// CHECK: ([[R:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"r"} : () -> tensor<4xf32>
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.reshape" ([[R]]) {{.*}} : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK: "pd_op.assign_out_" ([[X]],
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"escapes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%p) = "builtin.parameter" () {parameter_name:"p"} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%p) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%c) = "builtin.combine" (%v, %v) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%s) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi32>
    (%k) = "pd_op.concat" (%c, %s) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>], tensor<1xi32>) -> tensor<4x2xf32>
    (%q) = "builtin.parameter" () {parameter_name:"q"} : () -> tensor<4xf32>
    (%w) = "pd_op.reshape" (%q) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%r) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<2x2xf32> {
        () = "cf.yield" (%w) {} : (tensor<2x2xf32>) ->
    } else {
        (%u) = "pd_op.sin" (%w) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
        () = "cf.yield" (%u) {} : (tensor<2x2xf32>) ->
    }
    (%rr) = "builtin.parameter" () {parameter_name:"r"} : () -> tensor<4xf32>
    (%x) = "pd_op.reshape" (%rr) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"out",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xf32>
    (%oo) = "pd_op.assign_out_" (%x, %o) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%k) {name:"k"} : (tensor<4x2xf32>) ->
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%oo) {name:"oo"} : (tensor<2x2xf32>) ->
}
