// Inplace to functional (--inplace-to-functional, docs/design.md §2.5): what
// converts and what must stay. One case per split; each case's first op is a
// pd_op.data named after the case (the label), pd_op.fetch names tell the
// uses apart. In every case the fetched values are the same before and after.
// RUN: pir-opt --split-input-file --inplace-to-functional %s | FileCheck %s --enable-var-scope
// The output reads back and a second run finds nothing left to convert.
// RUN: pir-opt --split-input-file --inplace-to-functional %s | pir-opt --split-input-file --inplace-to-functional --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-converted
// AGAIN-NEXT: (S) 0 num-uses-rewired
// Counters over the whole file, converted ops (rewired uses of their input;
// uses of the inplace op's own results move to the twin's without counting):
// design_relu 1 (3), chain 3 (4), chain_on_input 2 (3), uses_in_if_regions 1
// (2), fresh_value_in_loop 1 (1), read_by_converted_inplace 3 (1),
// yield_user 1 (0), cse_after_conversion 1 (0), after_to_vtensor 1 (0),
// assign_out_fresh 1 (1).
// RUN: pir-opt --split-input-file --inplace-to-functional --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ... Pass statistics report ...
// STATS: InplaceToFunctional
// STATS-NEXT: (S) 15 num-converted    - Number of inplace ops replaced by their functional twins
// STATS-NEXT: (S) 15 num-uses-rewired - Number of later uses of an inplace op's input rewired to its result
// After the conversion CSE merges what the inplace op kept apart:
// RUN: pir-opt --split-input-file --inplace-to-functional --cse %s | FileCheck %s --enable-var-scope --check-prefix=CSE
// RUN: pir-opt --split-input-file --cse %s | FileCheck %s --enable-var-scope --check-prefix=NOCSE
// After --to-vtensor the passes still meet: a to_tensor copy is a fresh
// tensor, so the inplace op on it converts, and a second --to-vtensor
// moves the new functional op to vtensors (docs/passes.md, "Order"):
// RUN: pir-opt --split-input-file --to-vtensor --inplace-to-functional --to-vtensor --copy-elimination %s | FileCheck %s --enable-var-scope --check-prefix=LATE

// The example of docs/design.md §2.5: b = relu_(a) becomes b = relu(a); the use of a
// before it (exp) keeps a, the uses after it (sin, add, fetch) read b.
// CHECK-LABEL: name:"design_relu"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[U:%[0-9]+]]) = "pd_op.exp" ([[A]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[V:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.add" ([[B]], [[B]])
// CHECK-NEXT: "pd_op.fetch" ([[U]]) {name:"u"}
// CHECK-NEXT: "pd_op.fetch" ([[V]]) {name:"v"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"w"}
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"a"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_relu",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%u) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.add" (%a, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%u) {name:"u"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%v) {name:"v"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%w) {name:"w"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
}

// -----
// A chain, in order: relu_ writes a, tanh_ writes its result b (the same
// buffer), exp_ writes a again. a, b, c and d are all that one buffer, so
// every fetch reads the last value, exp(tanh(relu(a))).
// CHECK-LABEL: name:"chain"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.exp" ([[C]])
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"a"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"chain",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.scale" (%x) {scale:(Float)2} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.tanh_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.exp_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%d) {name:"d"} : (tensor<4xf32>) ->
}

// -----
// Two inplace ops on the same input with readers in between: each reader
// reads the value current at its place (sin after relu_, cos of the relu_
// result after tanh_, which wrote the same buffer).
// CHECK-LABEL: name:"chain_on_input"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.cos" ([[C]])
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"r"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"chain_on_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.scale" (%x) {scale:(Float)2} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.tanh_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.cos" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4xf32>) ->
}

// -----
// Uses of a inside the regions of an if before relu_ keep a; uses inside
// the regions of an if after it read b.
// CHECK-LABEL: name:"uses_in_if_regions"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[I1:%[0-9]+]]) = "pd_op.if" ([[C]])
// CHECK-NEXT: ([[E1:%[0-9]+]]) = "pd_op.exp" ([[A]])
// CHECK-NEXT: () = "cf.yield" ([[E1]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[S1:%[0-9]+]]) = "pd_op.sin" ([[A]])
// CHECK-NEXT: () = "cf.yield" ([[S1]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: ([[I2:%[0-9]+]]) = "pd_op.if" ([[C]])
// CHECK-NEXT: ([[E2:%[0-9]+]]) = "pd_op.exp" ([[B]])
// CHECK-NEXT: () = "cf.yield" ([[E2]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[S2:%[0-9]+]]) = "pd_op.sin" ([[B]])
// CHECK-NEXT: () = "cf.yield" ([[S2]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[I1]]) {name:"i1"}
// CHECK-NEXT: "pd_op.fetch" ([[I2]]) {name:"i2"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"uses_in_if_regions",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%i1) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%e1) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e1) {} : (tensor<4xf32>) ->
    } else {
        (%s1) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%s1) {} : (tensor<4xf32>) ->
    }
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%i2) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%e2) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e2) {} : (tensor<4xf32>) ->
    } else {
        (%s2) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%s2) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%i1) {name:"i1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%i2) {name:"i2"} : (tensor<4xf32>) ->
}

// -----
// Inside a loop body, a value computed in the body is fresh each
// iteration: increment_ of it converts, and its later reader (less_than)
// and the yield of the increment_ result read the new value.
// CHECK-LABEL: name:"fresh_value_in_loop"
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)0}
// CHECK-NEXT: ([[TEN:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)10}
// CHECK-NEXT: ([[COND:%[0-9]+]]) = "pd_op.less_than" ([[ZERO]], [[TEN]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[COND]], inputs=[[ZERO]]) {
// CHECK-NEXT: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.scale" ([[ARG]])
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.increment" ([[S]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[N]], [[TEN]])
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[N]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"fresh_value_in_loop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.scale" (%arg_0) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%5) = "pd_op.increment_" (%4) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%6) = "pd_op.less_than" (%4, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// An inplace op that reads a (add_ writes y only) and converts becomes a
// plain reader of a, so relu_(a) after it converts too; multiply_(b, b)
// then writes b, and the final fetch of a reads the product.
// CHECK-LABEL: name:"read_by_converted_inplace"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.exp" ([[X]])
// CHECK-NEXT: ([[Z:%[0-9]+]]) = "pd_op.add" ([[Y]], [[A]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.multiply" ([[B]], [[B]])
// CHECK-NEXT: "pd_op.fetch" ([[Z]]) {name:"z"}
// CHECK-NEXT: "pd_op.fetch" ([[W]]) {name:"a"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"read_by_converted_inplace",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%y) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%z) = "pd_op.add_" (%y, %a) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.multiply_" (%b, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%z) {name:"z"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is a program input (pd_op.data), shared with the caller. The
// tanh_ of its result writes the same buffer and stays too.
// CHECK-LABEL: name:"data_input"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu_" ([[X]])
// CHECK-NEXT: "pd_op.tanh_" ([[B]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"data_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.tanh_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is a weight (builtin.parameter), which outlives the program.
// CHECK-LABEL: name:"parameter_input"
// CHECK-NEXT: ([[P:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: "pd_op.scale_" ([[P]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[P]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"parameter_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%b) = "pd_op.scale_" (%p) {scale:(Float)0.5} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is a block argument of a while body (the loop input, or the
// value carried from the last iteration).
// CHECK-LABEL: name:"while_block_argument"
// CHECK: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.increment_" ([[ARG]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[ARG]], {{%[0-9]+}})
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[N]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"while_block_argument",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.increment_" (%arg_0) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%5) = "pd_op.less_than" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%5, %4) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// Refused: a (the step %s) is defined outside the loop and written in the
// body: the next iteration's add, before increment_, reads the written
// value. Only a value of the inplace op's own block can convert.
// CHECK-LABEL: name:"outer_value_in_loop"
// CHECK: ([[S:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK: ^[[ARG:%arg_[0-9]+]]
// CHECK-NEXT: ([[N:%[0-9]+]]) = "pd_op.add" ([[ARG]], [[S]])
// CHECK-NEXT: "pd_op.increment_" ([[S]])
// CHECK-NEXT: "pd_op.less_than" ([[N]], {{%[0-9]+}})
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"outer_value_in_loop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%s) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.add" (%arg_0, %s) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%5) = "pd_op.increment_" (%s) {} : (tensor<1xi64>) -> tensor<1xi64>
        (%6) = "pd_op.less_than" (%4, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%6, %4) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// Refused: a is defined outside the if and written in one branch; the sin
// after the if sees the write only when that branch ran.
// CHECK-LABEL: name:"outer_value_in_if"
// CHECK: ([[A:%[0-9]+]]) = "pd_op.tanh"
// CHECK-NEXT: "pd_op.if"
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK: "pd_op.sin" ([[A]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outer_value_in_if",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%i) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%e) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%i) {name:"i"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: relu_'s input is a view (reshape of a), so the write reaches a
// and the sin of a. reshape_ itself stays: its twin reshape is a view too.
// CHECK-LABEL: name:"view_input"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[V:%[0-9]+]], {{%[0-9]+}}) = "pd_op.reshape" ([[A]])
// CHECK-NEXT: "pd_op.relu_" ([[V]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[R:%[0-9]+]], {{%[0-9]+}}) = "pd_op.reshape_" ([[T]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"r"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v, %xs) = "pd_op.reshape" (%a) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>, <<NULL TYPE>>
    (%b) = "pd_op.relu_" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r, %rs) = "pd_op.reshape_" (%t) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>, <<NULL TYPE>>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<2x2xf32>) ->
}

// -----
// Refused: a has a view taken before relu_ (the fetched v sees the write).
// CHECK-LABEL: name:"view_of_input_before"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[V:%[0-9]+]], {{%[0-9]+}}) = "pd_op.reshape" ([[A]])
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]])
// CHECK-NEXT: "pd_op.fetch" ([[V]]) {name:"v"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"view_of_input_before",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v, %xs) = "pd_op.reshape" (%a) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>, <<NULL TYPE>>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%v) {name:"v"} : (tensor<2x2xf32>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is packed into a vec (builtin.combine), a container.
// CHECK-LABEL: name:"combine_user"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "builtin.combine" ([[A]], [[X]])
// CHECK-NEXT: ([[F:%[0-9]+]]) = "builtin.slice" ([[V]]) {index:(Int32)0}
// CHECK-NEXT: "pd_op.fetch" ([[F]]) {name:"f"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"combine_user",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v) = "builtin.combine" (%a, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%f) = "builtin.slice" (%v) {index:(Int32)0} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<4xf32>
    () = "pd_op.fetch" (%f) {name:"f"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is an element taken out of a vec (builtin.slice), the very
// buffer e that was packed, although slice has value semantics.
// CHECK-LABEL: name:"vec_element"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[X]])
// CHECK-NEXT: ([[V:%[0-9]+]]) = "builtin.combine" ([[E]])
// CHECK-NEXT: ([[F:%[0-9]+]]) = "builtin.slice" ([[V]])
// CHECK-NEXT: "pd_op.cos_" ([[F]])
// CHECK-NEXT: "pd_op.fetch" ([[E]]) {name:"e"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"vec_element",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%e) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%v) = "builtin.combine" (%e) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%f) = "builtin.slice" (%v) {index:(Int32)0} : (vec[tensor<4xf32>]) -> tensor<4xf32>
    (%g) = "pd_op.cos_" (%f) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
}

// -----
// Refused in the then branch: a is yielded (cf.yield), so the if result
// is a's buffer. The else branch's relu_ has no such use and converts.
// CHECK-LABEL: name:"yield_user"
// CHECK: "pd_op.if"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh"
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK-NEXT: () = "cf.yield" ([[A]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.sin"
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.relu" ([[D]])
// CHECK-NEXT: () = "cf.yield" ([[E]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"yield_user",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%i) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%a) {} : (tensor<4xf32>) ->
    } else {
        (%d) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%e) = "pd_op.relu_" (%d) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%i) {name:"i"} : (tensor<4xf32>) ->
}

// -----
// Refused: another inplace op without a twin (c_allreduce_sum_) writes a
// before relu_ (its result r is a's buffer), or writes c after relu_.
// CHECK-LABEL: name:"unrelated_inplace"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.c_allreduce_sum_" ([[A]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu_" ([[A]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.sin" ([[X]])
// CHECK-NEXT: "pd_op.relu_" ([[C]])
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.c_allreduce_sum_" ([[C]])
// CHECK-NEXT: "pd_op.fetch" ([[R]]) {name:"r"}
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[E]]) {name:"e"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unrelated_inplace",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.c_allreduce_sum_" (%a) {ring_id:(Int32)0,use_calc_stream:false,use_model_parallel:false} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.relu_" (%c) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%e) = "pd_op.c_allreduce_sum_" (%c) {ring_id:(Int32)0,use_calc_stream:false,use_model_parallel:false} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
}

// -----
// Ops without a functional twin stay, even on a fresh value: sgd_.
// CHECK-LABEL: name:"no_twin"
// CHECK-NEXT: ([[G:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[P:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1}
// CHECK-NEXT: ([[LR:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: "pd_op.sgd_" ([[P]], [[LR]], [[G]], <<NULL VALUE>>)
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[P]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"no_twin",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%lr) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0.1} : () -> tensor<1xf32>
    (%o, %m) = "pd_op.sgd_" (%p, %lr, %g, <<NULL VALUE>>) {multi_precision:false} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<4xf32>, <<NULL TYPE>>
    (%s) = "pd_op.sin" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: cast_ changes the type, so b could not replace a's later uses.
// CHECK-LABEL: name:"type_change"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.cast_" ([[A]]) {dtype:(pd_op.DataType)float16} : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]])
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"type_change",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.cast_" (%a) {dtype:(pd_op.DataType)float16} : (tensor<4xf32>) -> tensor<4xf16>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf16>) ->
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// Refused: a is fetched before relu_; an output may keep the buffer and
// see the later write. (A fetch after relu_ is fine: it fetches b.)
// CHECK-LABEL: name:"fetch_before"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[A]]) {name:"a"}
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.sin" ([[A]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"fetch_before",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a) {name:"a"} : (tensor<4xf32>) ->
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// -----
// CSE cannot merge the two tanh(x) while relu_ writes the first one; once
// relu_ is relu, both tanh and then both relu merge.
// CHECK-LABEL: name:"cse_after_conversion"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[D:%[0-9]+]]) = "pd_op.relu" ([[C]])
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[D]]) {name:"d"}
// CHECK-NEXT: {{^}$}}
// NOCSE-LABEL: name:"cse_after_conversion"
// NOCSE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// NOCSE-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// NOCSE-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu_" ([[A]])
// NOCSE-NEXT: ([[C:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// NOCSE-NEXT: ([[D:%[0-9]+]]) = "pd_op.relu" ([[C]])
// NOCSE-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// NOCSE-NEXT: "pd_op.fetch" ([[D]]) {name:"d"}
// NOCSE-NEXT: {{^}$}}
// CSE-LABEL: name:"cse_after_conversion"
// CSE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CSE-NEXT: ([[A:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CSE-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CSE-NEXT: "pd_op.fetch" ([[B]]) {name:"b"}
// CSE-NEXT: "pd_op.fetch" ([[B]]) {name:"d"}
// CSE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cse_after_conversion",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.relu" (%c) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%d) {name:"d"} : (tensor<4xf32>) ->
}

// -----
// LATE-LABEL: name:"after_to_vtensor"
// LATE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// LATE-NEXT: ([[A:%[0-9]+]]) = "pd_op.exp" ([[X]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// LATE-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[A]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
// LATE-NEXT: "pd_op.fetch" ([[B]]) {name:"b"} : (vtensor<4xf32>) ->
// LATE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"after_to_vtensor",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// assign_out_ has no twin; its definition's functional_op (assign) computes
// what it writes from its operand of that name: into a fresh buffer (a
// pd_op.full), it becomes b = assign(t), and the later reads of the buffer
// (exp, and the fetch of its result) read b; the read before it keeps the fill.
// CHECK-LABEL: name:"assign_out_fresh"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[F:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[P:%[0-9]+]]) = "pd_op.exp" ([[F]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.assign" ([[T]]) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[P]]) {name:"before"}
// CHECK-NEXT: "pd_op.fetch" ([[B]]) {name:"buf"}
// CHECK-NEXT: "pd_op.fetch" ([[E]]) {name:"e"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"assign_out_fresh",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)0} : () -> tensor<4xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%p) = "pd_op.exp" (%buf) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.assign_out_" (%t, %buf) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%e) = "pd_op.exp" (%buf) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%p) {name:"before"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r) {name:"buf"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
}

// -----
// Into a data input (a buffer the caller may see), assign_out_ stays.
// CHECK-LABEL: name:"assign_out_input"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"y"
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.assign_out_" ([[T]], [[Y]])
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[Y]])
// CHECK-NEXT: "pd_op.fetch" ([[E]]) {name:"e"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"assign_out_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%r) = "pd_op.assign_out_" (%t, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%e) = "pd_op.exp" (%y) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<4xf32>) ->
}
