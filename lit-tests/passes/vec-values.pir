// copy-elimination's rule (h) (docs/passes.md): a vec a value-semantics op
// makes (split_with_num) holds fresh tensors that only its uses reach; when
// it is only taken apart (builtin.slice, builtin.split) and read, it and its
// elements are values. On HRNet (issue 28) every split_with_num's vec stayed
// vec[tensor], and each slice of it got a to_vtensor copy: 98 copies. Left
// alone: an element written in place, an element read by a SideEffect op,
// a vec that flows into a loop.
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --print-ir-after=to-vtensor --copy-elimination --cse --dce %s 2>/dev/null | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination %s | pir-opt --split-input-file --copy-elimination --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-copies-removed
// AGAIN: (S) 0 num-vecs-as-values
// RUN: pir-opt --split-input-file --to-vtensor --copy-elimination --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: (S) {{ *}}2 num-vecs-as-values

// Sliced twice and read whole by concat; split apart by builtin.split.
// CHECK-LABEL: name:"sliced"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" () {{.*}} -> vtensor<1xi32>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.split_with_num" (%0, [[A]]) {num:(Int32)2} : (vtensor<4x2xf32>, vtensor<1xi32>) -> vec[vtensor<2x2xf32>,vtensor<2x2xf32>]
// CHECK-NEXT: ([[E0:%[0-9]+]]) = "builtin.slice" ([[S]]) {index:(Int32)0} : (vec[vtensor<2x2xf32>,vtensor<2x2xf32>]) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.exp" ([[E0]]) {} : (vtensor<2x2xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[E1:%[0-9]+]]) = "builtin.slice" ([[S]]) {index:(Int32)1} : (vec[vtensor<2x2xf32>,vtensor<2x2xf32>]) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.sin" ([[E1]]) {} : (vtensor<2x2xf32>) -> vtensor<2x2xf32>
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.concat" ([[S]], [[A]]) {} : (vec[vtensor<2x2xf32>,vtensor<2x2xf32>], vtensor<1xi32>) -> vtensor<4x2xf32>
// CHECK-NEXT: ([[X2:%[0-9]+]]) = "pd_op.data" () {{.*}} -> vtensor<4x2xf32>
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.split_with_num" ([[X2]], [[A]]) {num:(Int32)2} : (vtensor<4x2xf32>, vtensor<1xi32>) -> vec[vtensor<2x2xf32>,vtensor<2x2xf32>]
// CHECK-NEXT: ([[U0:%[0-9]+]], [[U1:%[0-9]+]]) = "builtin.split" ([[T]]) {} : (vec[vtensor<2x2xf32>,vtensor<2x2xf32>]) -> vtensor<2x2xf32>, vtensor<2x2xf32>
// CHECK-NEXT: ([[M:%[0-9]+]]) = "pd_op.multiply" ([[U0]], [[U1]]) {} : (vtensor<2x2xf32>, vtensor<2x2xf32>) -> vtensor<2x2xf32>
// CHECK-NOT: to_vtensor
// CHECK-NOT: to_tensor
// CHECK: {{^}$}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sliced",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi32>
    (%s) = "pd_op.split_with_num" (%x, %a) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%e0) = "builtin.slice" (%s) {index:(Int32)0} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    (%ex) = "pd_op.exp" (%e0) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%e1) = "builtin.slice" (%s) {index:(Int32)1} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    (%sn) = "pd_op.sin" (%e1) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%c) = "pd_op.concat" (%s, %a) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>], tensor<1xi32>) -> tensor<4x2xf32>
    (%x2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x2",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%t) = "pd_op.split_with_num" (%x2, %a) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%u0, %u1) = "builtin.split" (%t) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%m) = "pd_op.multiply" (%u0, %u1) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%ex) {name:"ex"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%sn) {name:"sn"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4x2xf32>) ->
    () = "pd_op.fetch" (%m) {name:"m"} : (tensor<2x2xf32>) ->
}

// -----
// An element written through a view (relu_ of a reshape of it), an element
// read by assign_out_ (a SideEffect op; into a data input, so it stays), a
// vec passed into a while loop: the vecs stay vec[tensor].
// CHECK-LABEL: name:"kept"
// CHECK: "pd_op.split_with_num" {{.*}} -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
// CHECK: "pd_op.reshape"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.split_with_num" {{.*}} -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
// CHECK: "pd_op.assign_out_"
// CHECK: "pd_op.split_with_num" {{.*}} -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
// CHECK: "pd_op.while"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi32>
    (%s) = "pd_op.split_with_num" (%x, %a) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%e0) = "builtin.slice" (%s) {index:(Int32)0} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    (%v) = "pd_op.reshape" (%e0) {shape:(pd_op.IntArray)[4]} : (tensor<2x2xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%v) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.concat" (%s, %a) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>], tensor<1xi32>) -> tensor<4x2xf32>
    (%x2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x2",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%t) = "pd_op.split_with_num" (%x2, %a) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%t0) = "builtin.slice" (%t) {index:(Int32)0} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    (%o) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"out",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,2]} : () -> tensor<2x2xf32>
    (%oo) = "pd_op.assign_out_" (%t0, %o) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%x3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x3",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,2]} : () -> tensor<4x2xf32>
    (%u) = "pd_op.split_with_num" (%x3, %a) {num:(Int32)2} : (tensor<4x2xf32>, tensor<1xi32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%cond) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%r) = "pd_op.while" (%cond, %u) {} : (tensor<1xb>, vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> vec[tensor<2x2xf32>,tensor<2x2xf32>] {
    ^bb0(%arg: vec[tensor<2x2xf32>,tensor<2x2xf32>]):
        () = "cf.yield" (%cond, %arg) {} : (tensor<1xb>, vec[tensor<2x2xf32>,tensor<2x2xf32>]) ->
    }
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4x2xf32>) ->
    () = "pd_op.fetch" (%oo) {name:"oo"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
    (%r0) = "builtin.slice" (%r) {index:(Int32)0} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%r0) {name:"r0"} : (tensor<2x2xf32>) ->
}
