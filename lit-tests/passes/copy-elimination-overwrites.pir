// copy-elimination's rule (i) (docs/passes.md): torch-mlir's
// maximize-value-semantics overwrite cases, translated. `assign_out_`
// (role overwrite, docs/dialect-yaml.md) copies its first operand into the
// whole of its second: after it, until the next op that may write the
// buffer, the copy holds the value written, so the copies, readers and view
// chains of b (and of assign_out_'s result, the same buffer) take that
// value. Left alone: an overwrite of a view (part of the buffer), uses
// after an unmodeled write, an overwrite inside a region, a source written
// before the overwrite, uses past a fetch that keeps the buffer.
// RUN: pir-opt --split-input-file --copy-elimination %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --copy-elimination %s | pir-opt --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN: (S) 0 num-overwritten-uses
// With the YAML's role on a user's op of the same definition, the same:
// RUN: sed -e 's/"pd_op.assign_out_"/"my.copy_into"/g' %s | pir-opt --dialect %S/Inputs/my-overwrite.yaml --split-input-file --copy-elimination - | sed -e 's/"my.copy_into"/"pd_op.assign_out_"/g' | FileCheck %s --enable-var-scope
// Without the role it is an unknown SideEffect write: nothing after it moves.
// RUN: sed -e 's/"pd_op.assign_out_"/"my.copy_into"/g' %s | pir-opt --dialect %S/Inputs/my-no-overwrite.yaml --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=NOROLE
// NOROLE: (S) 0 num-overwritten-uses

// torch-mlir's one_mutation_in_a_block: the copy before the overwrite is a,
// the one after it is y.
// CHECK-LABEL: name:"one_mutation"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: "pd_op.assign_out_" ([[Y]], [[B]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"c1"}
// CHECK-NEXT: "pd_op.fetch" ([[Y]]) {name:"c2"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"one_mutation",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%w) = "pd_op.assign_out_" (%y, %b) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%c1) {name:"c1"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c2"} : (vtensor<4xf32>) ->
}

// -----
// torch-mlir's multiple_mutations_in_a_block: each copy and reader takes
// the value of the last overwrite before it; the second overwrites the
// first's result (the same buffer). The sources are to_tensor copies
// nothing writes before the overwrite reads them.
// CHECK-LABEL: name:"multiple_mutations"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[Z:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[YT:%[0-9]+]]) = "pd_op.to_tensor" ([[Y]])
// CHECK-NEXT: ([[ZT:%[0-9]+]]) = "pd_op.to_tensor" ([[Z]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[S1:%[0-9]+]]) = "pd_op.sin" ([[A]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.assign_out_" ([[YT]], [[B]])
// CHECK-NEXT: ([[S2:%[0-9]+]]) = "pd_op.sin" ([[Y]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.assign_out_" ([[ZT]], [[W]])
// CHECK-NEXT: ([[S3:%[0-9]+]]) = "pd_op.sin" ([[Z]]) {} : (vtensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"c1"}
// CHECK-NEXT: "pd_op.fetch" ([[Y]]) {name:"c2"}
// CHECK-NEXT: "pd_op.fetch" ([[Y]]) {name:"c3"}
// CHECK-NEXT: "pd_op.fetch" ([[Z]]) {name:"c4"}
// CHECK-NEXT: "pd_op.fetch" ([[S1]]) {name:"s1"}
// CHECK-NEXT: "pd_op.fetch" ([[S2]]) {name:"s2"}
// CHECK-NEXT: "pd_op.fetch" ([[S3]]) {name:"s3"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"multiple_mutations",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> vtensor<4xf32>
    (%z) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> vtensor<4xf32>
    (%yt) = "pd_op.to_tensor" (%y) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%zt) = "pd_op.to_tensor" (%z) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s1) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.assign_out_" (%yt, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%c3) = "pd_op.to_vtensor" (%w) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s2) = "pd_op.sin" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w2) = "pd_op.assign_out_" (%zt, %w) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%c4) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%s3) = "pd_op.sin" (%w2) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c1) {name:"c1"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c2"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c3) {name:"c3"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c4) {name:"c4"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%s1) {name:"s1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s2) {name:"s2"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s3) {name:"s3"} : (tensor<4xf32>) ->
}

// -----
// torch-mlir's mutation_followed_by_view_like_ops: a view chain of the
// overwritten buffer, read before anything writes it again, views the
// value written.
// CHECK-LABEL: name:"mutation_then_views"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.assign_out_" ([[Y]], [[B]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[Y]]) {shape:(pd_op.IntArray)[2,2]} : (vtensor<4xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[V2:%[0-9]+]]) = "pd_op.reshape" ([[V]]) {shape:(pd_op.IntArray)[1,4]} : (vtensor<2x2xf32>) -> vtensor<1x4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[V2]]) {name:"r"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"w"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"mutation_then_views",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.assign_out_" (%y, %b) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%v2) = "pd_op.reshape" (%v) {shape:(pd_op.IntArray)[1,4]} : (tensor<2x2xf32>) -> tensor<1x4xf32>
    (%r) = "pd_op.to_vtensor" (%v2) {} : (tensor<1x4xf32>) -> vtensor<1x4xf32>
    () = "pd_op.fetch" (%r) {name:"r"} : (vtensor<1x4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
}

// -----
// torch-mlir's mutation_of_view_like_op_result: the overwrite writes a
// view (which may be part of the buffer): the copy after it stays.
// CHECK-LABEL: name:"overwrite_of_view"
// CHECK: "pd_op.assign_out_"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.to_vtensor"
// CHECK-NEXT: "pd_op.fetch" ([[C]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"overwrite_of_view",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],value:(Float)2} : () -> vtensor<2x2xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%b) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.assign_out_" (%y, %v) {} : (vtensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%c) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (vtensor<4xf32>) ->
}

// -----
// torch-mlir's unmodeled_mutation: a write the role does not describe
// (relu_) after the overwrite ends what is known: the copy between them is
// y, the one after stays.
// CHECK-LABEL: name:"unmodeled_write"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.to_tensor" ([[A]])
// CHECK-NEXT: "pd_op.assign_out_" ([[Y]], [[B]])
// CHECK-NEXT: "pd_op.relu_" ([[B]])
// CHECK-NEXT: ([[C2:%[0-9]+]]) = "pd_op.to_vtensor" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[Y]]) {name:"c1"}
// CHECK-NEXT: "pd_op.fetch" ([[C2]]) {name:"c2"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unmodeled_write",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.assign_out_" (%y, %b) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%r) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%c1) {name:"c1"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c2"} : (vtensor<4xf32>) ->
}

// -----
// Not known: an overwrite inside a branch (only one side may run), a
// source written before the overwrite reads it, and the uses past a fetch
// of the buffer (it keeps it: a later write could show).
// CHECK-LABEL: name:"not_known"
// CHECK: "pd_op.if"
// CHECK: "pd_op.assign_out_"
// CHECK: {{^    }$}}
// CHECK-NEXT: ([[C1:%[0-9]+]]) = "pd_op.to_vtensor"
// CHECK: "pd_op.relu_"
// CHECK-NEXT: "pd_op.assign_out_"
// CHECK-NEXT: ([[C2:%[0-9]+]]) = "pd_op.to_vtensor"
// CHECK: "pd_op.assign_out_"
// CHECK-NEXT: "pd_op.fetch"
// CHECK-NEXT: ([[C3:%[0-9]+]]) = "pd_op.to_vtensor"
// CHECK-NEXT: "pd_op.fetch" ([[C1]])
// CHECK-NEXT: "pd_op.fetch" ([[C2]])
// CHECK-NEXT: "pd_op.fetch" ([[C3]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"not_known",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> vtensor<4xf32>
    (%y) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    "pd_op.if" (%l) {} : (tensor<1xb>) -> {
        (%w) = "pd_op.assign_out_" (%y, %b) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" () {} : () ->
    } else {
        () = "cf.yield" () {} : () ->
    }
    (%c1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%b2) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%yt) = "pd_op.to_tensor" (%y) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%rr) = "pd_op.relu_" (%yt) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w2) = "pd_op.assign_out_" (%yt, %b2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%c2) = "pd_op.to_vtensor" (%b2) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%b3) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%w3) = "pd_op.assign_out_" (%y, %b3) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%w3) {name:"w3"} : (tensor<4xf32>) ->
    (%c3) = "pd_op.to_vtensor" (%b3) {} : (tensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%c1) {name:"c1"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c2"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%c3) {name:"c3"} : (vtensor<4xf32>) ->
}
