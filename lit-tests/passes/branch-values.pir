// copy-elimination's rule (j) (docs/passes.md): an if result that each
// branch yields as a fresh copy of a vtensor (a to_tensor only the yield
// reads), and that is only read, is a vtensor; a branch only reads its
// condition, so an input used as one is a value too. On p2o-ifelse (issue
// 28) this left 7 copies: the condition's and four yields' to_tensor, two
// to_vtensor of the results. Left alone: a result written in place, a
// branch yielding a value it does not own (an outer copy, read elsewhere
// too), a result that escapes (yielded on by an outer if).
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --print-ir-after=to-vtensor --copy-elimination --cse --dce %s 2>/dev/null | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination %s | pir-opt --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN: (S) 0 num-branch-values
// RUN: pir-opt --split-input-file --to-vtensor --copy-elimination --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: (S) {{ *}}2 num-branch-values

// Two results, each branch computing both: no copy left.
// CHECK-LABEL: name:"two_results"
// CHECK-SAME: -> vtensor<1xb>
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}} -> vtensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]], [[S:%[0-9]+]]) = "pd_op.if" (%0) {} -> vtensor<4xf32>, vtensor<4xf32> {
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.exp" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.sin" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: () = "cf.yield" ([[A]], [[B]]) {} : (vtensor<4xf32>, vtensor<4xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.cos" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.abs" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: () = "cf.yield" ([[C]], [[D]]) {} : (vtensor<4xf32>, vtensor<4xf32>) ->
// CHECK-NEXT: {{^    }$}}
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[R]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"t"} : (vtensor<4xf32>) ->
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"} : (vtensor<4xf32>) ->
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"two_results",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%r, %s) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<4xf32>, tensor<4xf32> {
        (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%b) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%a, %b) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        (%c) = "pd_op.cos" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%d) = "pd_op.abs" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %d) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    (%t) = "pd_op.tanh" (%r) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// An else branch yielding one copy for both results: the two results would
// be one buffer (that copy is read twice), so neither qualifies.
// A result written in place after the if stays, and so does a result
// an outer if yields on (the inner one, and with it the outer one).
// CHECK-LABEL: name:"kept"
// CHECK: "pd_op.if" {{.*}} -> tensor<4xf32>, tensor<4xf32> {
// CHECK: "pd_op.if" {{.*}} -> tensor<4xf32> {
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.if" {{.*}} -> tensor<4xf32> {
// CHECK: "pd_op.if" {{.*}} -> tensor<4xf32> {
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%xv) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%r, %s) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<4xf32>, tensor<4xf32> {
        (%a) = "pd_op.exp" (%xv) {} : (vtensor<4xf32>) -> vtensor<4xf32>
        (%at) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
        (%b) = "pd_op.sin" (%xv) {} : (vtensor<4xf32>) -> vtensor<4xf32>
        (%bt) = "pd_op.to_tensor" (%b) {} : (vtensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%at, %bt) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        (%c) = "pd_op.cos" (%xv) {} : (vtensor<4xf32>) -> vtensor<4xf32>
        (%ct) = "pd_op.to_tensor" (%c) {} : (vtensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%ct, %ct) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    (%w) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<4xf32> {
        (%d) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%d) {} : (tensor<4xf32>) ->
    } else {
        (%e) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    }
    (%wr) = "pd_op.relu_" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%o) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<4xf32> {
        (%i) = "pd_op.if" (%l) {} : (tensor<1xb>) -> tensor<4xf32> {
            (%f) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
            () = "cf.yield" (%f) {} : (tensor<4xf32>) ->
        } else {
            (%g) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
            () = "cf.yield" (%g) {} : (tensor<4xf32>) ->
        }
        () = "cf.yield" (%i) {} : (tensor<4xf32>) ->
    } else {
        (%h) = "pd_op.cos" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%h) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%wr) {name:"wr"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%o) {name:"o"} : (tensor<4xf32>) ->
}
