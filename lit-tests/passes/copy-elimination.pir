// copy-elimination (--copy-elimination, docs/design.md §2.4): for
// b = to_tensor(a) where b is never written or aliased anywhere (effects.h),
// (a) c = to_vtensor(b) is replaced by a, (b) uses of b by plain readers
// that accept a vtensor read a instead, (c) copies left unused are erased.
// One case per split; each case's first op is a pd_op.data named after
// the case. my.mrelu, a value-semantics op whose definition demands a
// mutable tensor, comes from a dialect file written here.
// RUN: printf 'dialect: my\nsummary: "test ops"\nops:\n  - name: mrelu\n    inputs:\n      - {name: x, type: mtensor}\n    outputs:\n      - {name: out, type: tensor}\n    traits: [ReadOnly, HasValueSemantics]\n' > %t.yaml
// RUN: pir-opt --dialect %t.yaml --split-input-file --copy-elimination %s | FileCheck %s --enable-var-scope
// The design's two passes (docs/design.md §2.3, §2.4) in a row (PIPE cases are plain tensor programs):
// RUN: pir-opt --dialect %t.yaml --split-input-file --to-vtensor --copy-elimination %s | FileCheck %s --enable-var-scope --check-prefix=PIPE
// The whole pipeline with CSE and DCE after the copies are gone:
// RUN: pir-opt --dialect %t.yaml --split-input-file --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --enable-var-scope --check-prefix=FULL
// The output reads back and a second run removes nothing.
// RUN: pir-opt --dialect %t.yaml --split-input-file --copy-elimination %s | pir-opt --dialect %t.yaml --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// RUN: pir-opt --dialect %t.yaml --split-input-file --to-vtensor --copy-elimination %s | pir-opt --dialect %t.yaml --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN-NEXT: (S) 0 num-uses-rewired
// Counters of copy-elimination alone over the whole file: copy_of_copy 3
// removed (2 to_vtensor, 1 to_tensor), 2 rewired; written_by_inplace 1
// removed; viewed_by_reshape 0; overwritten_after_reads,
// written_via_view_after_reads 1 removed and 1 rewired; viewed_never_written
// 3 removed (the to_vtensor, b, the copy after the view), 2 rewired and 1
// view; written_in_loop 1 rewired; mtensor_user 0 removed, 1 rewired; unused_copies 4
// removed; sinks_and_containers 0 removed, 4 rewired (2 in the vec); shape_change 0;
// copies_in_if 1 removed (the to_vtensor; the yield keeps b), 1 rewired;
// loop_writes_argument 0; the tensor-only PIPE/FULL cases have no copies.
// RUN: pir-opt --dialect %t.yaml --split-input-file --copy-elimination --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: CopyElimination
// Rule (d) then reads the inputs nothing writes as vtensors (9 of them: c
// of copies_in_if too, which only the if reads, as its condition), which
// removes 2 more copies (copy_of_copy's and unused_copies' to_vtensor of x)
// and rewires their 8 readers.
// STATS-NEXT: (S) 16 num-copies-removed      - Number of to_tensor and to_vtensor copies removed
// STATS-NEXT: (S) 21 num-uses-rewired        - Number of uses of a to_tensor result rewired to its vtensor source
// STATS-NEXT: (S)  9 num-variables-as-values - Number of reads of never-written variables (parameters) made vtensors
// STATS-NEXT: (S)  1 num-views-of-values     - Number of views of never-written copies or variables made views of values

// (a) and (b): b is a fresh copy of a that nothing writes, so it holds a's
// value everywhere. Both copies of b, c1 and c2, become a; tanh and fetch
// read a directly; the to_tensor is then unused and goes too.
// CHECK-LABEL: name:"copy_of_copy"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"r"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"t"}
// CHECK-NEXT: "pd_op.fetch" ([[X]]) {name:"b"} : (vtensor<4xf32>) ->
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"copy_of_copy",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%r) = "pd_op.relu" (%c1) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s) = "pd_op.sin" (%c2) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%t) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%r) {name:"r"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// relu_ writes b: the to_vtensor taken before the write holds a's value
// and goes (the analysis knows where in b's block the first write is); the
// one after the write and the tanh after it stay.
// CHECK-LABEL: name:"written_by_inplace"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.relu_" ([[B]])
// CHECK-NEXT: ([[C2:%[0-9]+]]) = "pd_op.to_vtensor" ([[B]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"before"}
// CHECK-NEXT: "pd_op.fetch" ([[C2]]) {name:"after"}
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"t"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"w"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"written_by_inplace",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%w) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%t) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c1) {name:"before"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"after"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
}

// -----
// reshape makes v a view of b; relu_ writes v, so b changes too. Even
// without the write, a view of b is an alias and b keeps its copies.
// CHECK-LABEL: name:"viewed_by_reshape"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[B]])
// CHECK-NEXT: "pd_op.relu_" ([[V]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.to_vtensor" ([[B]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"viewed_by_reshape",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.relu_" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Forwarding through overwrites (torch-mlir's maximize-value-semantics):
// every read of b comes before the only write, assign_out_ (which writes
// its second operand), so the copy and the reader take a; the write stays.
// CHECK-LABEL: name:"overwritten_after_reads"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.assign_out_" ([[Y]], [[B]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"w"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"overwritten_after_reads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%w) = "pd_op.assign_out_" (%y, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
}

// -----
// A view taken before the reads and written through after the last one:
// the reads before the write take a, the read after it keeps b.
// CHECK-LABEL: name:"written_via_view_after_reads"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[B]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.relu_" ([[V]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[B]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"t"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"written_via_view_after_reads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%t) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<4xf32>) ->
}

// -----
// Viewed but never written: the view is only read, so b holds a's value
// everywhere; the copy, the reader of b and the view take a (rule f: the
// view of a vtensor is a vtensor, and its reader reads that), and b goes.
// Written in a loop after the reads: the write is at the loop, after them.
// CHECK-LABEL: name:"viewed_never_written"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[A]]) {shape:(pd_op.IntArray)[2,2]} : (vtensor<4xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[V]]) {} : (vtensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"r"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"viewed_never_written",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%r) = "pd_op.relu" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<2x2xf32>) ->
}

// -----
// A write nested in a loop: everything the loop does happens at the loop,
// so the read before the loop takes a and the read inside it keeps b.
// CHECK-LABEL: name:"written_in_loop"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK: "pd_op.tanh" ([[B]])
// CHECK-NEXT: "pd_op.relu_" ([[B]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"written_in_loop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%k) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"k",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%o) = "pd_op.while" (cond=%k, inputs=%s) {
    ^%arg_0
        (%t) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%w) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%k, %t) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%o) {name:"o"} : (tensor<4xf32>) ->
}

// -----
// my.mrelu's definition demands a mutable tensor: its use of b stays, so
// does the to_tensor. The sin next to it may read a (b is never written).
// CHECK-LABEL: name:"mtensor_user"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[M:%[0-9]+]]) = "my.mrelu" ([[B]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[M]]) {name:"m"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mtensor_user",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%m) = "my.mrelu" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%m) {name:"m"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// (c) Unused copies vanish, and a chain of copies that only feed each
// other dies with them (4 copies). A copy with a use stays.
// CHECK-LABEL: name:"unused_copies"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.fetch" ([[X]]) {name:"v"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_copies",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%u) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%t) = "pd_op.to_tensor" (%v) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%p) = "pd_op.to_tensor" (%v) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%q) = "pd_op.to_vtensor" (%p) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%v) {name:"v"} : (vtensor<4xf32>) ->
}

// -----
// fetch and shadow_output only read b (ReadOnly, no used result): they
// read a. builtin.combine puts b itself into a vec, but only concat reads
// that vec and nothing writes b: the vec packs a (rule e). A fetch whose
// result is used (2023 form) might hand b out through it: kept, and with
// it the to_tensor.
// CHECK-LABEL: name:"sinks_and_containers"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"f"} : (vtensor<4xf32>) ->
// CHECK-NEXT: "builtin.shadow_output" ([[A]]) {output_name:"o"} : (vtensor<4xf32>) ->
// CHECK-NEXT: ([[VEC:%[0-9]+]]) = "builtin.combine" ([[A]], [[A]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vec[vtensor<4xf32>,vtensor<4xf32>]
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.concat" ([[VEC]])
// CHECK-NEXT: ([[F:%[0-9]+]]) = "pd_op.fetch" ([[B]]) {name:"g"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[F]]) {name:"h"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sinks_and_containers",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%b) {name:"f"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%b) {output_name:"o"} : (tensor<4xf32>) ->
    (%vec) = "builtin.combine" (%b, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%c) = "pd_op.concat" (%vec) {axis:(Int32)0} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<8xf32>
    (%f) = "pd_op.fetch" (%b) {name:"g"} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<8xf32>) ->
    () = "pd_op.fetch" (%f) {name:"h"} : (tensor<4xf32>) ->
}

// -----
// A to_tensor whose type is not a's twin (the shape changes) is left
// alone: replacing its copies by a would change the types users see.
// CHECK-LABEL: name:"shape_change"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]]) {} : (vtensor<4xf32>) -> tensor<-1xf32>
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.to_vtensor" ([[B]]) {} : (tensor<-1xf32>) -> vtensor<-1xf32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"shape_change",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<-1xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<-1xf32>) -> vtensor<-1xf32>
    (%s) = "pd_op.sin" (%b) {} : (tensor<-1xf32>) -> tensor<-1xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<-1xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<-1xf32>) ->
}

// -----
// Inside if branches: the copy of the outer b in the then branch becomes
// a, the else branch's yield of b stays (a yield forwards b to the if's
// result, and b is read elsewhere too: rule (j) does not apply), so the
// to_tensor stays for it. The condition c, only read by the if, is a
// vtensor (rule d).
// CHECK-LABEL: name:"copies_in_if"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> vtensor<1xb>
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[RV:%[0-9]+]]) = "pd_op.relu" ([[A]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.to_tensor" ([[RV]])
// CHECK-NEXT: () = "cf.yield" ([[R]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"t"}
// CHECK-NEXT: () = "cf.yield" ([[B]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"copies_in_if",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%5) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
        (%6) = "pd_op.relu" (%5) {} : (vtensor<4xf32>) -> vtensor<4xf32>
        (%7) = "pd_op.to_tensor" (%6) {} : (vtensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%7) {} : (tensor<4xf32>) ->
    } else {
        (%8) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%8) {name:"t"} : (tensor<4xf32>) ->
        () = "cf.yield" (%b) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// b flows into a while loop whose body writes the loop value (relu_ on
// the block argument, which starts as b): b may be written, so the copy
// of b the body takes each iteration stays, as does sin's use of b.
// CHECK-LABEL: name:"loop_writes_argument"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[B]]) {
// CHECK-NEXT: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[BV:%[0-9]+]]) = "pd_op.to_vtensor" ([[B]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: "pd_op.relu_" ([[ARG]])
// CHECK-NEXT: "pd_op.fetch" ([[BV]]) {name:"bv"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: () = "cf.yield" ([[C]], [[ARG]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"loop_writes_argument",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.while" (cond=%c, inputs=%b) {
    ^%arg_0
        (%bv) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
        (%s) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%z) = "pd_op.relu_" (%arg_0) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%bv) {name:"bv"} : (vtensor<4xf32>) ->
        () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
        () = "cf.yield" (%c, %arg_0) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%w) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// The conv/bn/relu example of docs/design.md §2.4 on tensors, with scale
// standing in for batch_norm (see the next case) and the in-place relu_ of
// docs/design.md §2.5 as the
// final user. After to-vtensor every op sits between copies; copy
// elimination joins each to_tensor/to_vtensor pair, leaving
// a1 = to_vtensor(a), conv/scale/relu on vtensors, d = to_tensor(d1):
// relu_ writes d, so that last copy is needed.
// PIPE-LABEL: name:"design_conv_scale_relu"
// PIPE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]}
// PIPE-NEXT: ([[F:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"filter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3,3,3]}
// PIPE-NEXT: ([[B1:%[0-9]+]]) = "pd_op.conv2d" ([[X]], [[F]]) {} : (vtensor<1x3x8x8xf32>, vtensor<4x3x3x3xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[C1:%[0-9]+]]) = "pd_op.scale" ([[B1]]) {scale:(Float)0.5} : (vtensor<1x4x6x6xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[D1:%[0-9]+]]) = "pd_op.relu" ([[C1]]) {} : (vtensor<1x4x6x6xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[D:%[0-9]+]]) = "pd_op.to_tensor" ([[D1]]) {} : (vtensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
// PIPE-NEXT: ([[E:%[0-9]+]]) = "pd_op.relu_" ([[D]])
// PIPE-NEXT: "pd_op.fetch" ([[E]]) {name:"out"}
// PIPE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_conv_scale_relu",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]} : () -> tensor<1x3x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"filter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3,3,3]} : () -> tensor<4x3x3x3xf32>
    (%b) = "pd_op.conv2d" (%x, %f) {} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
    (%c) = "pd_op.scale" (%b) {scale:(Float)0.5} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    (%d) = "pd_op.relu" (%c) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    (%e) = "pd_op.relu_" (%d) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    () = "pd_op.fetch" (%e) {name:"out"} : (tensor<1x4x6x6xf32>) ->
}

// -----
// With the real batch_norm: it overwrites mean and variance through its
// views (WritesViews) and only reads x, so to-vtensor moves x, out and the
// saved statistics to vtensors and leaves mean, variance and their views
// on tensors; copy elimination then joins conv's copy to batch_norm's and
// batch_norm's to relu's (docs/design.md §2.4). The fetch reads relu's
// vtensor: the last to_tensor is gone too.
// PIPE-LABEL: name:"design_conv_bn_relu"
// PIPE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]}
// PIPE-NEXT: ([[F:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"filter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3,3,3]}
// PIPE-NEXT: ([[M:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mean",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// PIPE-NEXT: ([[V:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"variance",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// PIPE-NEXT: ([[B1:%[0-9]+]]) = "pd_op.conv2d" ([[X]], [[F]])
// PIPE-NEXT: ([[C1:%[0-9]+]], {{.*}}) = "pd_op.batch_norm" ([[B1]], [[M]], [[V]]) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (vtensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> vtensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>
// PIPE-NEXT: ([[D1:%[0-9]+]]) = "pd_op.relu" ([[C1]]) {} : (vtensor<1x4x6x6xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: "pd_op.fetch" ([[D1]]) {name:"out"} : (vtensor<1x4x6x6xf32>) ->
// PIPE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_conv_bn_relu",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]} : () -> tensor<1x3x8x8xf32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"filter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3,3,3]} : () -> tensor<4x3x3x3xf32>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mean",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"variance",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.conv2d" (%x, %f) {} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
    (%c, %mo, %vo, %sm, %sv) = "pd_op.batch_norm" (%b, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%d) = "pd_op.relu" (%c) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    () = "pd_op.fetch" (%d) {name:"out"} : (tensor<1x4x6x6xf32>) ->
}

// -----
// The whole pipeline when x is never written: CSE merges the two copies
// of x (a safe tensor read twice), then the two relus on the one copy;
// DCE has nothing left to do. (CSE alone merges these relus too.)
// FULL-LABEL: name:"pipeline_safe_tensor"
// FULL-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// FULL-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// FULL-NEXT: ([[S:%[0-9]+]]) = "pd_op.add" ([[R]], [[R]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
// FULL-NEXT: "pd_op.fetch" ([[S]]) {name:"out"} : (vtensor<4xf32>) ->
// FULL-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"pipeline_safe_tensor",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.add" (%r1, %r2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// The whole pipeline when x is written later by relu_. CSE alone refuses
// to merge the two relus: they read x, which may be written. After
// to-vtensor the relus read copies v1 and v2 of x taken right before each
// of them, and copy elimination cannot remove those (x is not a to_tensor
// result). Both copies are taken before the write here, so v1 == v2 and
// merging would be sound in this program, but proving it needs to know
// that nothing writes x *between* the two copies; the shared analysis is
// flow-insensitive (x is written somewhere, so x is unsafe), so CSE
// refuses to merge the two to_vtensor(x) and hence the relus on them.
// Had relu_ sat between the two relus, merging would be wrong; the pass
// cannot tell the two programs apart and stays on the safe side. What the
// pipeline does gain: the relus and add now run on vtensors, and the
// to_tensor copies of their results are gone (fetch reads vtensors).
// FULL-LABEL: name:"pipeline_written_tensor"
// FULL-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// FULL-NEXT: ([[V1:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// FULL-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[V1]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// FULL-NEXT: ([[V2:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]])
// FULL-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[V2]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// FULL-NEXT: ([[S:%[0-9]+]]) = "pd_op.add" ([[R1]], [[R2]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
// FULL-NEXT: ([[W:%[0-9]+]]) = "pd_op.relu_" ([[X]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// FULL-NEXT: "pd_op.fetch" ([[S]]) {name:"out"} : (vtensor<4xf32>) ->
// FULL-NEXT: "pd_op.fetch" ([[W]]) {name:"w"} : (tensor<4xf32>) ->
// FULL-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"pipeline_written_tensor",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.add" (%r1, %r2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"out"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
}

// -----
// vec operands (concat, add_n, stack): to-vtensor packs copies of the
// elements into a vec of vtensors at each reader, and copy elimination
// joins relu's result to its copies, so every op runs on vtensors; the
// program input y is copied once per reader (CSE merges those, FULL).
// PIPE-LABEL: name:"vec_operands"
// PIPE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// PIPE-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// PIPE-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// PIPE-NEXT: ([[V1:%[0-9]+]]) = "builtin.combine" ([[R]], [[Y]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vec[vtensor<4xf32>,vtensor<4xf32>]
// PIPE-NEXT: ([[C:%[0-9]+]]) = "pd_op.concat" ([[V1]]) {axis:(Int32)0} : (vec[vtensor<4xf32>,vtensor<4xf32>]) -> vtensor<8xf32>
// PIPE-NEXT: ([[V2:%[0-9]+]]) = "builtin.combine" ([[R]], [[Y]])
// PIPE-NEXT: ([[S:%[0-9]+]]) = "pd_op.add_n" ([[V2]]) {} : (vec[vtensor<4xf32>,vtensor<4xf32>]) -> vtensor<4xf32>
// PIPE-NEXT: ([[V3:%[0-9]+]]) = "builtin.combine" ([[R]], [[Y]])
// PIPE-NEXT: ([[T:%[0-9]+]]) = "pd_op.stack" ([[V3]]) {} : (vec[vtensor<4xf32>,vtensor<4xf32>]) -> vtensor<2x4xf32>
// PIPE-NEXT: "pd_op.fetch" ([[C]]) {name:"c"} : (vtensor<8xf32>) ->
// PIPE-NEXT: "pd_op.fetch" ([[S]]) {name:"s"} : (vtensor<4xf32>) ->
// PIPE-NEXT: "pd_op.fetch" ([[T]]) {name:"t"} : (vtensor<2x4xf32>) ->
// PIPE-NEXT: {{^}$}}
// FULL-LABEL: name:"vec_operands"
// FULL-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// FULL-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// FULL-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// FULL-NEXT: ([[V1:%[0-9]+]]) = "builtin.combine" ([[R]], [[Y]])
// FULL-NEXT: "pd_op.concat" ([[V1]])
// FULL-NEXT: "pd_op.add_n" ([[V1]])
// FULL-NEXT: "pd_op.stack" ([[V1]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"vec_operands",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%r) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v) = "builtin.combine" (%r, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%c) = "pd_op.concat" (%v) {axis:(Int32)0} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<8xf32>
    (%s) = "pd_op.add_n" (%v) {} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<4xf32>
    (%t) = "pd_op.stack" (%v) {} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<2x4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<8xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<2x4xf32>) ->
}
