// DCE (--dce): what dies and what is kept. One case per split; each case's
// first op is a pd_op.data named after the case (data is never removed).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --dce %s | FileCheck %s --enable-var-scope
// With remove-unused-results=0 unused pd_op.if results stay, given as a
// flag option or in a pipeline:
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --dce=remove-unused-results=0 %s | FileCheck %s --enable-var-scope --check-prefix=KEEP
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --pass-pipeline='dce{remove-unused-results=0}' %s | FileCheck %s --enable-var-scope --check-prefix=KEEP
// The output reads back and is a fixpoint.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --dce %s | pir-opt --split-input-file --allow-unregistered-dialect --dce --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-dce'd
// AGAIN-NEXT: (S) 0 num-results-removed
// Counters over the whole file (ops nested in an erased op are not counted):
// dead_chain 4, only_users_dead 3, dead_in_regions 4, dead_in_while 1,
// unregistered_kept 1, unused_if_results 2 (+1 result),
// unused_if_all_results 2, if_with_side_effect 1 (+2 results).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --dce --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ... Pass statistics report ...
// STATS: DCE
// STATS-NEXT: (S) 18 num-dce'd           - Number of operations DCE'd
// STATS-NEXT: (S)  3 num-results-removed - Number of unused region-op results removed
// Without the option only whole ops die: unused_if_results 0,
// unused_if_all_results 2 (the ifs are dead as a whole), if_with_side_effect 0.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --dce=remove-unused-results=0 --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS-KEEP
// STATS-KEEP: (S) 15 num-dce'd
// STATS-KEEP-NEXT: (S)  0 num-results-removed

// A chain whose end is unused dies from the end back to x.
// CHECK-LABEL: name:"dead_chain"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"dead_chain",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.add" (%x, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.relu" (%2) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.multiply" (%3, %3) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%5) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// tanh and scale are used only by the dead add: all three die. relu keeps
// a live user (subtract) and stays.
// CHECK-LABEL: name:"only_users_dead"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.subtract" ([[R]], [[X]])
// CHECK-NEXT: "pd_op.fetch" ([[S]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"only_users_dead",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.tanh" (%1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.scale" (%1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.add" (%2, %3) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.subtract" (%1, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%5) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// Dead ops inside both branches of an if die; the terminators stay and
// keep what they yield alive (relu).
// CHECK-LABEL: name:"dead_in_regions"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: () = "cf.yield" ([[R]])
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" ([[X]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"dead_in_regions",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%3) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)3} : () -> tensor<4xf32>
        (%5) = "pd_op.add" (%x, %4) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%6) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%6) {} : (tensor<4xf32>) ->
    } else {
        (%7) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%8) = "pd_op.tanh" (%7) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// A dead op in a while body dies; the loop value, the next condition and
// the yield stay.
// CHECK-LABEL: name:"dead_in_while"
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
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"dead_in_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4) = "pd_op.while" (cond=%3, inputs=%0) {
    ^%arg_0
        (%5) = "pd_op.add" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%9) = "pd_op.multiply" (%arg_0, %5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%6) = "pd_op.less_than" (%5, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%4) {name:"out"} : (tensor<1xi64>) ->
}

// -----
// Ops with side effects stay with everything they read, used or not:
// uniform, print, fetch (with an unused result), set_parameter,
// shadow_output and an unused data.
// CHECK-LABEL: name:"side_effects_kept"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.uniform" ()
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.print" ([[R]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.fetch" ([[T]]) {name:"f"}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: "builtin.set_parameter" ([[S]]) {parameter_name:"w"}
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[X]])
// CHECK-NEXT: "builtin.shadow_output" ([[E]]) {output_name:"o"}
// CHECK-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"side_effects_kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.uniform" () {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)-1,seed:(Int32)0,shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.print" (%2) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.fetch" (%4) {name:"f"} : (tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.scale" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.set_parameter" (%6) {parameter_name:"w"} : (tensor<4xf32>) ->
    (%7) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%7) {output_name:"o"} : (tensor<4xf32>) ->
    (%8) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_input",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
}

// -----
// Inplace ops with unused results stay, and so do the producers of the
// tensors they write (full, add, scale).
// CHECK-LABEL: name:"inplace_kept"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.add" ([[X]], [[ONE]])
// CHECK-NEXT: "pd_op.relu_" ([[A]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: "pd_op.assign_out_" ([[S]], [[X]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inplace_kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%2) = "pd_op.add" (%x, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.relu_" (%2) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.scale" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%5) = "pd_op.assign_out_" (%4, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
// Stack ops stay even when nothing reads what they produce (pairing pushes
// and pops is another pass's business): both the 2024 and the design-era
// spellings.
// CHECK-LABEL: name:"stack_ops_kept"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]])
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[X]])
// CHECK-NEXT: "cf.pop_back" ([[S]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"stack_ops_kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
    (%s2) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s2, %x) {} : (cf.stack, tensor<4xf32>) ->
    (%q) = "cf.pop_back" (%s2) {} : (cf.stack) -> tensor<4xf32>
}

// -----
// An unregistered op might do anything: it stays with its operand's
// producer. The unused tanh next to it dies.
// CHECK-LABEL: name:"unregistered_kept"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "my_dialect.mystery" ([[R]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unregistered_kept",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "my_dialect.mystery" (%1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// The first result of the if is unused: it is removed with the yield
// operands that fed it, and relu and exp, which computed them, die.
// CHECK-LABEL: name:"unused_if_results"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: () = "cf.yield" ([[T]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[S:%[0-9]+]]) = "pd_op.scale" ([[X]])
// CHECK-NEXT: () = "cf.yield" ([[S]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"out"}
// CHECK-NEXT: {{^}$}}
// With remove-unused-results=0 the if keeps both results and all four ops.
// KEEP-LABEL: name:"unused_if_results"
// KEEP-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// KEEP-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// KEEP-NEXT: ({{%[0-9]+}}, [[B:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32>, tensor<4xf32> {
// KEEP-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// KEEP-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// KEEP-NEXT: () = "cf.yield" ([[R]], [[T]])
// KEEP-NEXT: } else {
// KEEP-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[X]])
// KEEP-NEXT: ([[S:%[0-9]+]]) = "pd_op.scale" ([[X]])
// KEEP-NEXT: () = "cf.yield" ([[E]], [[S]])
// KEEP-NEXT: {{^ +}$}}
// KEEP-NEXT: "pd_op.fetch" ([[B]]) {name:"out"}
// KEEP-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_if_results",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a, %b) = "pd_op.if" (%c) {} -> tensor<4xf32>, tensor<4xf32> {
        (%4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%5) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%4, %5) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        (%6) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%7) = "pd_op.scale" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%6, %7) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%b) {name:"out"} : (tensor<4xf32>) ->
}

// -----
// An if without effects whose results are all unused dies as a whole, with
// either option; so does one without results.
// CHECK-LABEL: name:"unused_if_all_results"
// CHECK-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: {{^}$}}
// KEEP-LABEL: name:"unused_if_all_results"
// KEEP-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// KEEP-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// KEEP-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_if_all_results",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a, %b) = "pd_op.if" (%c) {} -> tensor<4xf32>, tensor<4xf32> {
        (%4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%4, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    () = "pd_op.if" (%c) {} -> {
        (%5) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" () {} : () ->
    } else {
        () = "cf.yield" () {} : () ->
    }
}

// -----
// The then branch prints: the if stays although no result is used. Its
// results go (and tanh, which fed one), print and what it reads stay.
// CHECK-LABEL: name:"if_with_side_effect"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: () = "pd_op.if" ([[C]]) {} -> {
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: "pd_op.print" ([[R]])
// CHECK-NEXT: () = "cf.yield" () {} : () ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" () {} : () ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: {{^}$}}
// KEEP-LABEL: name:"if_with_side_effect"
// KEEP-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// KEEP-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// KEEP-NEXT: "pd_op.if" ([[C]]) {} -> tensor<4xf32>, tensor<4xf32> {
// KEEP-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[X]])
// KEEP-NEXT: ([[P:%[0-9]+]]) = "pd_op.print" ([[R]])
// KEEP-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// KEEP-NEXT: () = "cf.yield" ([[P]], [[T]])
// KEEP-NEXT: } else {
// KEEP-NEXT: () = "cf.yield" ([[X]], [[X]])
// KEEP-NEXT: {{^ +}$}}
// KEEP-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"if_with_side_effect",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a, %b) = "pd_op.if" (%c) {} -> tensor<4xf32>, tensor<4xf32> {
        (%4) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%5) = "pd_op.print" (%4) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<4xf32>) -> tensor<4xf32>
        (%6) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%5, %6) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
}
