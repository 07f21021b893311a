// DCE and the parameter list (docs/passes.md, "DCE"): a program Paddle saved
// pairs with its .pdiparams by its sorted parameter names, all of them, so
// DCE keeps one read of each parameter name (role variable_read, storage
// parameter) unless dce{prune-parameters=1}; duplicate reads of one name and
// everything else unused still die. One case per split.
// RUN: pir-opt --split-input-file --dce %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --split-input-file --pass-pipeline='dce{prune-parameters=1}' %s | FileCheck %s --enable-var-scope --check-prefix=PRUNE
// The output is a fixpoint.
// RUN: pir-opt --split-input-file --dce %s | pir-opt --split-input-file --dce --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-dce'd

// An unused parameter stays, its unused user dies; pruned, it goes too.
// CHECK-LABEL: name:"unused_kept"
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"b"}
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// CHECK-NEXT: "pd_op.fetch" ([[T]])
// CHECK-NEXT: {{^}$}}
// PRUNE-LABEL: name:"unused_kept"
// PRUNE-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"b"}
// PRUNE-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// PRUNE-NEXT: "pd_op.fetch" ([[T]])
// PRUNE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%w) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%2) {name:"out"} : (tensor<4xf32>) ->
}


// -----
// Duplicate reads of one name: one stays (the first, when none is used; the
// used one otherwise).
// CHECK-LABEL: name:"duplicates"
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"d"}
// CHECK-NEXT: ([[E:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"e"}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[E]])
// CHECK-NEXT: "pd_op.fetch" ([[R]])
// CHECK-NEXT: {{^}$}}
// PRUNE-LABEL: name:"duplicates"
// PRUNE-NEXT: ([[E:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"e"}
// PRUNE-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[E]])
// PRUNE-NEXT: "pd_op.fetch" ([[R]])
// PRUNE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"duplicates",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%d0) = "builtin.parameter" () {parameter_name:"d"} : () -> tensor<4xf32>
    (%e0) = "builtin.parameter" () {parameter_name:"e"} : () -> tensor<4xf32>
    (%d1) = "builtin.parameter" () {parameter_name:"d"} : () -> tensor<4xf32>
    (%e1) = "builtin.parameter" () {parameter_name:"e"} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%e1) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"out"} : (tensor<4xf32>) ->
}


// -----
// A name read at the top level keeps a top-level read, and a dead if holding
// another read of it dies ("m"). A name read only inside a region op keeps
// that read, and the (otherwise dead) if around it ("n"); the if's dead add
// still dies.
// CHECK-LABEL: name:"nested_only"
// CHECK:      "pd_op.if"
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"n"}
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: } else {
// CHECK-NEXT: "pd_op.tanh"
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"m"}
// CHECK-NEXT: "pd_op.fetch"
// CHECK-NEXT: {{^}$}}
// PRUNE-LABEL: name:"nested_only"
// PRUNE-NEXT: name:"x"
// PRUNE-NEXT: name:"c"
// PRUNE-NEXT: "pd_op.fetch"
// PRUNE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"nested_only",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%n) = "builtin.parameter" () {parameter_name:"n"} : () -> tensor<4xf32>
        (%5) = "pd_op.add" (%x, %n) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    } else {
        (%7) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%7) {} : (tensor<4xf32>) ->
    }
    (%m) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%m1) = "builtin.parameter" () {parameter_name:"m"} : () -> tensor<4xf32>
        () = "cf.yield" (%m1) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%m2) = "builtin.parameter" () {parameter_name:"m"} : () -> tensor<4xf32>
    () = "pd_op.fetch" (%x) {name:"out"} : (tensor<4xf32>) ->
}


// -----
// A dead loop value goes with its ops, but the loop body's only read of
// "step" stays.
// CHECK-LABEL: name:"in_while"
// CHECK:      "pd_op.while" (cond={{%[0-9]+}}, inputs={{%[0-9]+}}) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"step"}
// CHECK-NEXT: "pd_op.add"
// CHECK-NEXT: "pd_op.less_than"
// CHECK-NEXT: "cf.yield"
// PRUNE-LABEL: name:"in_while"
// PRUNE:      "pd_op.while"
// PRUNE-NEXT: ^%arg_0
// PRUNE-NEXT: "pd_op.add"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"in_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4, %5) = "pd_op.while" (cond=%3, inputs=%0, %0) {
    ^%arg_0, %arg_1
        (%s) = "builtin.parameter" () {parameter_name:"step"} : () -> tensor<1xi64>
        (%6) = "pd_op.add" (%arg_0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%7) = "pd_op.add" (%arg_1, %s) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%8) = "pd_op.less_than" (%6, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%8, %6, %7) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%4) {name:"out"} : (tensor<1xi64>) ->
}
