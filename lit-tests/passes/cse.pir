// CSE (--cse): what merges and what must not. One case per split; each
// case's first op is a pd_op.data named after the case (data is never
// merged, so the label survives), and pd_op.fetch names tell the uses apart.
// RUN: pir-opt --split-input-file --cse %s | FileCheck %s --enable-var-scope
// The output reads back and a second CSE finds nothing left to merge.
// RUN: pir-opt --split-input-file --cse %s | pir-opt --split-input-file --cse --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-cse'd
// The same merges when every op's hash is the same (so its tag and home
// slot are too: only the comparison tells ops apart), when hashes share a
// few bits, and with a table of one slot that grows as ops go in, nested
// scopes' entries included (their slots move, and leaving the scope must
// empty the moved ones; passes/cse.c).
// RUN: pir-opt --split-input-file -p 'cse{test-hash-bits=0}' %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file -p 'cse{test-hash-bits=0 test-table-slots=1}' %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file -p 'cse{test-hash-bits=3 test-table-slots=1}' %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file -p 'cse{test-table-slots=1}' %s | FileCheck %s --enable-var-scope

// Three equal constants become one; every user now reads it.
// CHECK-LABEL: name:"identical_constants"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.add" ([[X]], [[C]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.subtract" ([[X]], [[C]])
// CHECK-NEXT: ([[M:%[0-9]+]]) = "pd_op.multiply" ([[X]], [[C]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[M]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"identical_constants",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%4) = "pd_op.add" (%x, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.subtract" (%x, %2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.multiply" (%x, %3) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%4) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%5) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%6) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// Any attribute difference (value, dtype, even stop_gradient) keeps the
// ops apart; only the exact duplicate %5 merges into %1.
// CHECK-LABEL: name:"different_attributes"
// CHECK-NEXT: ([[V1:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[V2:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// CHECK-NEXT: ([[F64:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[SG:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true],value:(Float)1}
// CHECK-NEXT: "pd_op.fetch" ([[V1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[V2]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[F64]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[SG]]) {name:"d"}
// CHECK-NEXT: "pd_op.fetch" ([[V1]]) {name:"e"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"different_attributes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf64>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true],value:(Float)1} : () -> tensor<4xf32>
    (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf64>) ->
    () = "pd_op.fetch" (%4) {name:"d"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%5) {name:"e"} : (tensor<4xf32>) ->
}

// -----
// Same name, attributes and operands but different result types: kept.
// CHECK-LABEL: name:"different_result_types"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<-1xf32>
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.relu" ([[X]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.relu" ([[X]]) {} : (tensor<4xf32>) -> tensor<-1xf32>
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"different_result_types",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<-1xf32>
    (%3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<-1xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<-1xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%4) {name:"d"} : (tensor<-1xf32>) ->
}

// -----
// add and multiply are Commutative: swapped operands still merge, and the
// first op (with its operand order) is the one kept.
// CHECK-LABEL: name:"commutative_swapped"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[ADD:%[0-9]+]]) = "pd_op.add" ([[X]], [[Y]])
// CHECK-NEXT: ([[MUL:%[0-9]+]]) = "pd_op.multiply" ([[Y]], [[X]])
// CHECK-NEXT: "pd_op.fetch" ([[ADD]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[ADD]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[MUL]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[MUL]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"commutative_swapped",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.add" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.add" (%y, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.multiply" (%y, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.multiply" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%4) {name:"d"} : (tensor<4xf32>) ->
}

// -----
// subtract is not Commutative: x-y and y-x stay apart; a second x-y merges.
// CHECK-LABEL: name:"non_commutative"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[XY:%[0-9]+]]) = "pd_op.subtract" ([[X]], [[Y]])
// CHECK-NEXT: ([[YX:%[0-9]+]]) = "pd_op.subtract" ([[Y]], [[X]])
// CHECK-NEXT: "pd_op.fetch" ([[XY]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[YX]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[XY]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"non_commutative",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.subtract" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.subtract" (%y, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.subtract" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// Merging the constants makes the multiplies equal (commuted), which makes
// the relus equal: one pass merges the whole second chain.
// CHECK-LABEL: name:"cascading"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[TWO:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// CHECK-NEXT: ([[M:%[0-9]+]]) = "pd_op.multiply" ([[X]], [[TWO]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[M]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.subtract" ([[R]], [[R]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cascading",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%2) = "pd_op.multiply" (%x, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.relu" (%2) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%5) = "pd_op.multiply" (%4, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.relu" (%5) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%7) = "pd_op.subtract" (%3, %6) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%7) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// Ops inside both branches of an if that equal ops above the if are
// replaced by them (the full and the relu), in the then and the else region.
// CHECK-LABEL: name:"outer_value_in_if"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.add" ([[ONE]], [[R]])
// CHECK-NEXT: () = "cf.yield" ([[T]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.subtract" ([[ONE]], [[X]])
// CHECK-NEXT: () = "cf.yield" ([[E]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[ONE]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outer_value_in_if",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
        (%5) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%6) = "pd_op.add" (%4, %5) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%6) {} : (tensor<4xf32>) ->
    } else {
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
        (%8) = "pd_op.subtract" (%7, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%8) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%1) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// The same inside a while body: the constants 1 and 10 recomputed in the
// body are replaced by the ones above the loop. The loop input %0 (full 0)
// has no duplicate and stays.
// CHECK-LABEL: name:"outer_value_in_while"
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)0}
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ([[TEN:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)10}
// CHECK-NEXT: ([[COND:%[0-9]+]]) = "pd_op.less_than" ([[ZERO]], [[TEN]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[COND]], inputs=[[ZERO]]) {
// CHECK-NEXT: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[NEXT:%[0-9]+]]) = "pd_op.add" ([[ARG]], [[ONE]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[NEXT]], [[TEN]])
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[NEXT]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"outer_value_in_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4) = "pd_op.while" (cond=%3, inputs=%0) {
    ^%arg_0
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
        (%6) = "pd_op.add" (%arg_0, %5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
        (%8) = "pd_op.less_than" (%6, %7) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%8, %6) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%4) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// Equal constants in the then and the else region: neither dominates the
// other, so both stay.
// CHECK-LABEL: name:"sibling_regions"
// CHECK: "pd_op.if"
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3}
// CHECK-NEXT: "pd_op.add" ({{%[0-9]+}}, [[T]])
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3}
// CHECK-NEXT: "pd_op.multiply" ({{%[0-9]+}}, [[E]])
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: {{^ +}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sibling_regions",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
        (%5) = "pd_op.add" (%x, %4) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%5) {} : (tensor<4xf32>) ->
    } else {
        (%7) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
        (%8) = "pd_op.multiply" (%x, %7) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%8) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"a"} : (tensor<4xf32>) ->
}

// -----
// A constant inside the then region does not dominate the equal constant
// after the if: the outer one stays and keeps its own user.
// CHECK-LABEL: name:"inside_to_outside"
// CHECK: "pd_op.if"
// CHECK-NEXT: ([[IN:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3}
// CHECK-NEXT: "pd_op.add" ({{%[0-9]+}}, [[IN]])
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: } else {
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[OUT:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3}
// CHECK-NEXT: "pd_op.multiply" ({{%[0-9]+}}, [[OUT]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inside_to_outside",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
        (%5) = "pd_op.add" (%x, %4) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%5) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%6) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
    (%7) = "pd_op.multiply" (%3, %6) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%7) {name:"a"} : (tensor<4xf32>) ->
}

// -----
// Ops with SideEffect never merge, even when fully equal: data (two inputs
// called x), uniform (random), print and fetch.
// CHECK-LABEL: name:"side_effects"
// CHECK-NEXT: ([[X1:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[X2:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[U1:%[0-9]+]]) = "pd_op.uniform" ()
// CHECK-NEXT: ([[U2:%[0-9]+]]) = "pd_op.uniform" ()
// CHECK-NEXT: ([[P1:%[0-9]+]]) = "pd_op.print" ([[U1]])
// CHECK-NEXT: ([[P2:%[0-9]+]]) = "pd_op.print" ([[U1]])
// CHECK-NEXT: ([[F1:%[0-9]+]]) = "pd_op.fetch" ([[U2]]) {name:"f"}
// CHECK-NEXT: ([[F2:%[0-9]+]]) = "pd_op.fetch" ([[U2]]) {name:"f"}
// CHECK-NEXT: "pd_op.fetch" ([[X1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[X2]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[P1]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[P2]]) {name:"d"}
// CHECK-NEXT: "pd_op.fetch" ([[F1]]) {name:"e"}
// CHECK-NEXT: "pd_op.fetch" ([[F2]]) {name:"g"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"side_effects",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)-1,seed:(Int32)0,shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)-1,seed:(Int32)0,shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%3) = "pd_op.print" (%1) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.print" (%1) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.fetch" (%2) {name:"f"} : (tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.fetch" (%2) {name:"f"} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%x) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%x2) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%4) {name:"d"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%5) {name:"e"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%6) {name:"g"} : (tensor<4xf32>) ->
}

// -----
// relu_ writes x between the two reads: the second relu(x) sees another
// value and must stay.
// CHECK-LABEL: name:"inplace_between_reads"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.relu_" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inplace_between_reads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// assign_out_(y, x) overwrites x: the scales of x stay apart.
// CHECK-LABEL: name:"assign_out_between_reads"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S1:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: "pd_op.assign_out_" ([[Y]], [[X]])
// CHECK-NEXT: ([[S2:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[S1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[S2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"assign_out_between_reads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.scale" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.assign_out_" (%y, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.scale" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// A constant that an Inplace op later overwrites is a buffer of its own:
// it neither replaces an equal constant nor is replaced by one.
// CHECK-LABEL: name:"result_mutated_later"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[BW:%[0-9]+]]) = "pd_op.relu_" ([[B]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)7}
// CHECK-NEXT: ([[CW:%[0-9]+]]) = "pd_op.relu_" ([[C]])
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)7}
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[BW]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[CW]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"result_mutated_later",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%3) = "pd_op.relu_" (%2) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)7} : () -> tensor<4xf32>
    (%5) = "pd_op.relu_" (%4) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)7} : () -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%5) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%6) {name:"d"} : (tensor<4xf32>) ->
}

// -----
// x has a view (reshape): readers of x do not merge.
// CHECK-LABEL: name:"view_blocks_readers"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[V]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_blocks_readers",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// The readers of a view are readers of x too: when relu_ writes x, the two
// relus of the reshape result must stay apart.
// CHECK-LABEL: name:"write_through_view"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.reshape" ([[X]])
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[V]])
// CHECK-NEXT: "pd_op.relu_" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[V]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"write_through_view",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%1) = "pd_op.relu" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<2x2xf32>) ->
}

// -----
// The result of an Inplace op is its operand's buffer: a later write to x
// changes it, so the two relus of it stay apart.
// CHECK-LABEL: name:"inplace_result_aliases"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.relu_" ([[X]])
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[W]])
// CHECK-NEXT: "pd_op.scale_" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[W]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inplace_result_aliases",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%1) = "pd_op.relu" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w2) = "pd_op.scale_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// An if whose branches yield x returns x's buffer: after relu_ writes x,
// the relus of the if result must stay apart.
// CHECK-LABEL: name:"write_through_if_result"
// CHECK: ([[IF:%[0-9]+]]) = "pd_op.if"
// CHECK-NEXT: "cf.yield" ([[X:%[0-9]+]])
// CHECK-NEXT: } else {
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[IF]])
// CHECK-NEXT: "pd_op.relu_" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[IF]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"write_through_if_result",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%y) {} : (tensor<4xf32>) ->
    }
    (%1) = "pd_op.relu" (%r) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu" (%r) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// A while body argument starts as the loop input x: a write to x inside
// the body separates the two relus of the argument.
// CHECK-LABEL: name:"write_through_loop_argument"
// CHECK: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[ARG]])
// CHECK-NEXT: "pd_op.relu_"
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[ARG]])
// CHECK-NEXT: "pd_op.add" ([[R1]], [[R2]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"write_through_loop_argument",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%w) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%arg_0
        (%r1) = "pd_op.relu" (%arg_0) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%z) = "pd_op.relu_" (%x) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%r2) = "pd_op.relu" (%arg_0) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%s) = "pd_op.add" (%r1, %r2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%n) = "pd_op.less_than" (%s, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%n, %s) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%w) {name:"o"} : (tensor<1xi64>) ->
}

// -----
// Two results feeding builtin.shadow_output are two program outputs: the
// second relu is not replaced. The third (fetched) one is.
// CHECK-LABEL: name:"shadow_output_not_replaced"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "builtin.shadow_output" ([[R1]]) {output_name:"a"}
// CHECK-NEXT: "builtin.shadow_output" ([[R2]]) {output_name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"shadow_output_not_replaced",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%1) {output_name:"a"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%2) {output_name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// vtensor values are immutable: their readers merge even though the
// tensor x next to them is viewed and written (its readers stay apart).
// CHECK-LABEL: name:"vtensor_always_safe"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.reshape" ([[X]])
// CHECK-NEXT: "pd_op.relu_" ([[X]])
// CHECK-NEXT: ([[VV:%[0-9]+]]) = "pd_op.add" ([[V]], [[V]]) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[VR:%[0-9]+]]) = "pd_op.relu" ([[V]])
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[VV]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[VV]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"d"}
// CHECK-NEXT: "pd_op.fetch" ([[VR]]) {name:"e"}
// CHECK-NEXT: "pd_op.fetch" ([[VR]]) {name:"f"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"vtensor_always_safe",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> vtensor<4xf32>
    (%r) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%i) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%1) = "pd_op.add" (%v, %v) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
    (%5) = "pd_op.relu" (%v) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%2) = "pd_op.add" (%v, %v) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
    (%3) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.relu" (%v) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%4) {name:"d"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%5) {name:"e"} : (vtensor<4xf32>) ->
    () = "pd_op.fetch" (%6) {name:"f"} : (vtensor<4xf32>) ->
}

// -----
// Two ifs with the same condition and structurally equal regions merge
// (after the full inside each then branch was replaced by the outer one).
// CHECK-LABEL: name:"identical_ifs"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.add" ([[X]], [[ONE]])
// CHECK-NEXT: () = "cf.yield" ([[T]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// CHECK-NEXT: () = "cf.yield" ([[E]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.add" ([[IF]], [[IF]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"identical_ifs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
        (%4) = "pd_op.add" (%0, %3) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%4) {} : (tensor<4xf32>) ->
    } else {
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
        () = "cf.yield" (%5) {} : (tensor<4xf32>) ->
    }
    (%6) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%7) = "pd_op.add" (%0, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%7) {} : (tensor<4xf32>) ->
    } else {
        (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
        () = "cf.yield" (%9) {} : (tensor<4xf32>) ->
    }
    (%10) = "pd_op.add" (%2, %6) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%10) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// Ifs that differ only inside a region (2 vs 3 in the else branch) stay.
// CHECK-LABEL: name:"different_ifs"
// CHECK: ([[IF1:%[0-9]+]]) = "pd_op.if"
// CHECK: "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// CHECK: ([[IF2:%[0-9]+]]) = "pd_op.if"
// CHECK: "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3}
// CHECK: "pd_op.add" ([[IF1]], [[IF2]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"different_ifs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%2) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%0) {} : (tensor<4xf32>) ->
    } else {
        (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
        () = "cf.yield" (%5) {} : (tensor<4xf32>) ->
    }
    (%6) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%0) {} : (tensor<4xf32>) ->
    } else {
        (%9) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
        () = "cf.yield" (%9) {} : (tensor<4xf32>) ->
    }
    (%10) = "pd_op.add" (%2, %6) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%10) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// Two reads of the same weight merge when nothing writes it; a read of
// another weight does not.
// CHECK-LABEL: name:"parameter_reads"
// CHECK-NEXT: ([[W:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[V:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"v"}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[W]])
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[V]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"parameter_reads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"v"} : () -> tensor<4xf32>
    (%q) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%q) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%v) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// Every read of weight w is the same buffer: relu_ writes it through %p,
// so the relus of %q before and after must stay apart.
// CHECK-LABEL: name:"parameter_written_through_other_read"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[Q:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[Q]])
// CHECK-NEXT: "pd_op.relu_" ([[P]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[Q]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"parameter_written_through_other_read",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%q) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%q) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.relu_" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%q) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// builtin.set_parameter overwrites w: the read after it is another value.
// CHECK-LABEL: name:"parameter_after_set_parameter"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[P]])
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: "builtin.set_parameter" ([[ONE]]) {parameter_name:"w"}
// CHECK-NEXT: ([[Q:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[Q]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"parameter_after_set_parameter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%x) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%x) {parameter_name:"w"} : (tensor<4xf32>) ->
    (%q) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%b) = "pd_op.relu" (%q) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// Two loops with the same inputs and equal bodies merge; a loop does not
// write its inputs, so the relus of x around it merge too.
// CHECK-LABEL: name:"identical_whiles"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[X]]) {
// CHECK-NEXT: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.add" ([[ARG]], [[X]])
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.less_than" ([[A]], [[X]])
// CHECK-NEXT: () = "cf.yield" ([[N]], [[A]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"identical_whiles",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%r1) = "pd_op.relu" (%x) {} : (tensor<1xi64>) -> tensor<1xi64>
    (%w1) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%arg_0
        (%a1) = "pd_op.add" (%arg_0, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%n1) = "pd_op.less_than" (%a1, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%n1, %a1) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%w2) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%arg_1
        (%a2) = "pd_op.add" (%arg_1, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%n2) = "pd_op.less_than" (%a2, %x) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%n2, %a2) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%r2) = "pd_op.relu" (%x) {} : (tensor<1xi64>) -> tensor<1xi64>
    () = "pd_op.fetch" (%w1) {name:"a"} : (tensor<1xi64>) ->
    () = "pd_op.fetch" (%w2) {name:"b"} : (tensor<1xi64>) ->
    () = "pd_op.fetch" (%r1) {name:"c"} : (tensor<1xi64>) ->
    () = "pd_op.fetch" (%r2) {name:"d"} : (tensor<1xi64>) ->
}

// -----
// This loop writes its argument in place, and its argument starts as x:
// the relus of x before and after the loop must stay apart.
// CHECK-LABEL: name:"loop_writes_its_input"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[X]]) {
// CHECK: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"loop_writes_its_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%r1) = "pd_op.relu" (%x) {} : (tensor<1xi64>) -> tensor<1xi64>
    (%w) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%arg_0
        (%a) = "pd_op.relu_" (%arg_0) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%n) = "pd_op.less_than" (%a, %a) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%n, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%r2) = "pd_op.relu" (%x) {} : (tensor<1xi64>) -> tensor<1xi64>
    () = "pd_op.fetch" (%w) {name:"a"} : (tensor<1xi64>) ->
    () = "pd_op.fetch" (%r1) {name:"c"} : (tensor<1xi64>) ->
    () = "pd_op.fetch" (%r2) {name:"d"} : (tensor<1xi64>) ->
}

// -----
// The other direction: relu_ writes the if result, which may be x (the
// then branch yields it), so the relus of x around it stay apart.
// CHECK-LABEL: name:"write_to_if_result_reaches_yielded_value"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]])
// CHECK: "pd_op.relu_" ([[IF]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"write_to_if_result_reaches_yielded_value",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    } else {
        (%f) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
        () = "cf.yield" (%f) {} : (tensor<4xf32>) ->
    }
    (%w) = "pd_op.relu_" (%r) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// A value popped from a stack is the pushed tensor itself, which the code
// around the stack may write: readers of the popped value stay apart.
// CHECK-LABEL: name:"stack_pop_aliases"
// CHECK: ([[P:%[0-9]+]]) = "cf.tuple_pop"
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[P]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[P]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"b"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"stack_pop_aliases",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
    (%1) = "pd_op.relu" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.relu" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%2) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// MLIR's read-effects cases: two reads of a fresh buffer with no write
// between them merge even though a write comes later in the block; the
// read after the write does not merge with them.
// CHECK-LABEL: name:"reads_before_later_write"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.exp" ([[X]])
// CHECK-NEXT: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[B]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.relu_" ([[B]])
// CHECK-NEXT: ([[R3:%[0-9]+]]) = "pd_op.relu" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"r1"}
// CHECK-NEXT: "pd_op.fetch" ([[R1]]) {name:"r2"}
// CHECK-NEXT: "pd_op.fetch" ([[R3]]) {name:"r3"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"w"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"reads_before_later_write",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r2) = "pd_op.relu" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r3) = "pd_op.relu" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%r1) {name:"r1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r2) {name:"r2"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r3) {name:"r3"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
}

// -----
// Not a fresh buffer: x is a program input (its name may be written
// elsewhere), and a read nested in a loop that also writes runs at the
// loop: no merge in either case.
// CHECK-LABEL: name:"reads_before_write_conservative"
// CHECK: ([[R1:%[0-9]+]]) = "pd_op.relu" ([[X:%[0-9]+]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK: "pd_op.while"
// CHECK: "pd_op.sin" ([[B:%[0-9]+]])
// CHECK: "pd_op.sin" ([[B]])
// CHECK: "pd_op.fetch" ([[R1]]) {name:"r1"}
// CHECK-NEXT: "pd_op.fetch" ([[R2]]) {name:"r2"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"reads_before_write_conservative",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.exp" (%r1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%k) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"k",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%o) = "pd_op.while" (cond=%k, inputs=%r2) {
    ^%arg_0
        (%s1) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%v) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%s2) = "pd_op.sin" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%k, %s2) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%r1) {name:"r1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r2) {name:"r2"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%o) {name:"o"} : (tensor<4xf32>) ->
}

// -----
// A merge changes the operands of later ops: CSE takes the hashes of the
// next ops ahead of time (passes/cse.c, AHEAD), so the users of %a2, next
// to it and 12 ops further down, must be hashed again. Both multiplies
// and both subtracts merge, and the fetches read the first of each.
// CHECK-LABEL: name:"users_ahead_of_a_merge"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.add" ([[X]], [[X]])
// CHECK-NEXT: ([[M:%[0-9]+]]) = "pd_op.multiply" ([[A]], [[A]])
// CHECK-COUNT-10: "pd_op.relu"
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.subtract" ([[A]], [[X]])
// CHECK-NEXT: "pd_op.fetch" ([[M]]) {name:"m1"}
// CHECK-NEXT: "pd_op.fetch" ([[M]]) {name:"m2"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s1"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s2"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"users_ahead_of_a_merge",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a1) = "pd_op.add" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%a2) = "pd_op.add" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%m2) = "pd_op.multiply" (%a2, %a2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%m1) = "pd_op.multiply" (%a1, %a1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%r0) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%r0) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r2) = "pd_op.relu" (%r1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r3) = "pd_op.relu" (%r2) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r4) = "pd_op.relu" (%r3) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r5) = "pd_op.relu" (%r4) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r6) = "pd_op.relu" (%r5) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r7) = "pd_op.relu" (%r6) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r8) = "pd_op.relu" (%r7) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r9) = "pd_op.relu" (%r8) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s2) = "pd_op.subtract" (%a2, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%s1) = "pd_op.subtract" (%a1, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%m1) {name:"m1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%m2) {name:"m2"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s1) {name:"s1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s2) {name:"s2"} : (tensor<4xf32>) ->
}
