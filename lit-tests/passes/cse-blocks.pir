// CSE across the blocks of a region (MLIR's CSE walks the dominator tree):
// the entry block dominates every block of its region, and a block whose
// only predecessor comes before it is dominated by that predecessor (and
// what dominates it). Values of dominating blocks are reused; values of a
// sibling, or of one of two predecessors, are not. Branch ops are
// unregistered (test.*), so the region ops are left alone themselves.
// RUN: pir-opt --allow-unregistered-dialect --split-input-file --cse %s | FileCheck %s --enable-var-scope
// The output reads back and a second run merges nothing more.
// RUN: pir-opt --allow-unregistered-dialect --split-input-file --cse %s | pir-opt --allow-unregistered-dialect --split-input-file --cse --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// Every hash the same, and a table that grows from one slot (cse.pir).
// RUN: pir-opt --allow-unregistered-dialect --split-input-file -p 'cse{test-hash-bits=0 test-table-slots=1}' %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --allow-unregistered-dialect --split-input-file -p 'cse{test-table-slots=1}' %s | FileCheck %s --enable-var-scope
// AGAIN: (S) 0 num-cse'd

// CHECK-LABEL: name:"cse_dominating_blocks"
// CHECK: "test.cfg"
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.relu" ([[X:%[0-9]+]])
// CHECK-NEXT: "test.cond_br"
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T]])
// CHECK-NEXT: "test.br" () [^bb2]
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T]])
// CHECK-NEXT: "test.br" () [^bb4]
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: ([[T2:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T2]])
// CHECK-NEXT: "test.br" () [^bb4]
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: ([[T3:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T3]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cse_dominating_blocks",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "test.cond" () {} : () -> tensor<1xb>
    "test.cfg" (%c) {} : (tensor<1xb>) -> {
    ^entry:
        (%e) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "test.cond_br" (%c) [^then, ^else] {} : (tensor<1xb>) ->
    ^then:
        (%e1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e1) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t) {name:"b"} : (tensor<4xf32>) ->
        () = "test.br" () [^inner] {} : () ->
    ^inner:
        (%e2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t1) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e2) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t1) {name:"b"} : (tensor<4xf32>) ->
        () = "test.br" () [^exit] {} : () ->
    ^else:
        (%e3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t2) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e3) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t2) {name:"b"} : (tensor<4xf32>) ->
        () = "test.br" () [^exit] {} : () ->
    ^exit:
        (%e4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t3) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e4) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t3) {name:"b"} : (tensor<4xf32>) ->
        () = "test.yield" () {} : () ->
    }
}

// -----
// A block whose only predecessor comes after it, and a loop back to the
// entry: only the entry's values are reused.
// CHECK-LABEL: name:"cse_backward_edge"
// CHECK: ^bb0:
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.relu" ([[X:%[0-9]+]])
// CHECK-NEXT: "test.br" () [^bb2]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T]])
// CHECK-NEXT: "test.br" () [^bb0]
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: ([[T2:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[T2]])
// CHECK-NEXT: "test.br" () [^bb1]
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cse_backward_edge",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    "test.cfg" () {} : () -> {
    ^entry:
        (%e) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "test.br" () [^second] {} : () ->
    ^first:
        (%e1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e1) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t) {name:"b"} : (tensor<4xf32>) ->
        () = "test.br" () [^entry] {} : () ->
    ^second:
        (%e2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t2) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "pd_op.fetch" (%e2) {name:"a"} : (tensor<4xf32>) ->
        () = "pd_op.fetch" (%t2) {name:"b"} : (tensor<4xf32>) ->
        () = "test.br" () [^first] {} : () ->
    }
}
