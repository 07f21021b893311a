// The pass manager: selecting passes by flag or pipeline, errors, the IR
// dumps, timing and statistics reports.
//
// The program below has an unused view of x (so CSE may not merge the two
// relus while it exists) and two equal constants: CSE alone merges the
// constants, DCE alone drops the view, DCE then CSE does both.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%a) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%f1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%f2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2} : () -> tensor<4xf32>
    (%s) = "pd_op.add" (%a, %f1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%t) = "pd_op.add" (%b, %f2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%t) {name:"t"} : (tensor<4xf32>) ->
}

// ---------------------------------------------------------------- selection
// Flags, a bare pipeline and the builtin.module(...) anchor give the same
// output.
// RUN: pir-opt --cse --dce %s > %t.flags
// RUN: pir-opt --pass-pipeline='cse,dce' %s > %t.pipeline
// RUN: pir-opt --pass-pipeline='builtin.module(cse,dce)' %s > %t.anchored
// RUN: pir-opt -p ' builtin.module( cse , dce ) ' %s > %t.spaced
// RUN: diff %t.flags %t.pipeline
// RUN: diff %t.flags %t.anchored
// RUN: diff %t.flags %t.spaced
// RUN: FileCheck %s --check-prefix=CSE-DCE < %t.flags
// CSE-DCE: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CSE-DCE-NEXT: ([[A:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CSE-DCE-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CSE-DCE-NEXT: ([[TWO:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// CSE-DCE-NEXT: ([[S:%[0-9]+]]) = "pd_op.add" ([[A]], [[TWO]])
// CSE-DCE-NEXT: ([[T:%[0-9]+]]) = "pd_op.add" ([[B]], [[TWO]])
// CSE-DCE-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// CSE-DCE-NEXT: "pd_op.fetch" ([[T]]) {name:"t"}
// CSE-DCE-NEXT: {{^}$}}

// Pass flags run in command-line order: DCE first removes the view, so CSE
// then merges the relus and the adds.
// RUN: pir-opt --dce --cse %s | FileCheck %s --check-prefix=DCE-CSE
// RUN: pir-opt --pass-pipeline='dce,cse' %s | FileCheck %s --check-prefix=DCE-CSE
// DCE-CSE: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// DCE-CSE-NEXT: ([[A:%[0-9]+]]) = "pd_op.relu" ([[X]])
// DCE-CSE-NEXT: ([[TWO:%[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)2}
// DCE-CSE-NEXT: ([[S:%[0-9]+]]) = "pd_op.add" ([[A]], [[TWO]])
// DCE-CSE-NEXT: "pd_op.fetch" ([[S]]) {name:"s"}
// DCE-CSE-NEXT: "pd_op.fetch" ([[S]]) {name:"t"}
// DCE-CSE-NEXT: {{^}$}}

// Pass options: a flag value, a pipeline option, true/false.
// RUN: pir-opt --dce=remove-unused-results=0 --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=OPT0
// RUN: pir-opt --pass-pipeline='dce{remove-unused-results=false}' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=OPT0
// OPT0: builtin.module(dce{remove-unused-results=0 prune-parameters=0})

// --------------------------------------------------------------- errors
// Each error exits 1 and prints no IR.
// RUN: not pir-opt --pass-pipeline='csee,dce' %s 2>&1 | FileCheck %s --check-prefix=BAD-PASS --implicit-check-not=pd_op
// BAD-PASS: error: 'csee' is not a registered pass; did you mean 'cse'?
// RUN: not pir-opt --pass-pipeline='builtin.module(cse,xyzzy-frobnicate)' %s 2>&1 | FileCheck %s --check-prefix=FAR-PASS --implicit-check-not=pd_op
// FAR-PASS: error: 'xyzzy-frobnicate' is not a registered pass (see --list-passes)
// RUN: not pir-opt --cdse %s 2>&1 | FileCheck %s --check-prefix=BAD-FLAG --implicit-check-not=pd_op
// BAD-FLAG: error: unknown option '--cdse'; did you mean '--cse'?
// RUN: not pir-opt --pass-pipeline='cse,dce{remove-unused-result=0}' %s 2>&1 | FileCheck %s --check-prefix=BAD-OPT --implicit-check-not=pd_op
// RUN: not pir-opt --dce=remove-unused-result=0 %s 2>&1 | FileCheck %s --check-prefix=BAD-OPT --implicit-check-not=pd_op
// BAD-OPT: error: pass 'dce' has no option 'remove-unused-result'; did you mean 'remove-unused-results'?
// RUN: not pir-opt --pass-pipeline='cse{remove-unused-results=0}' %s 2>&1 | FileCheck %s --check-prefix=NO-OPT --implicit-check-not=pd_op
// NO-OPT: error: pass 'cse' has no option 'remove-unused-results'
// RUN: not pir-opt --pass-pipeline='dce{remove-unused-results=maybe}' %s 2>&1 | FileCheck %s --check-prefix=BAD-VALUE --implicit-check-not=pd_op
// BAD-VALUE: error: option 'remove-unused-results' of pass 'dce' expects an integer or true/false, got 'maybe'
// RUN: not pir-opt --cse --pass-pipeline='dce' %s 2>&1 | FileCheck %s --check-prefix=MIXED --implicit-check-not=pd_op
// MIXED: error: --pass-pipeline cannot be combined with individual pass flags
// RUN: not pir-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR --implicit-check-not=pd_op
// ANCHOR: error: can only anchor a pipeline on 'builtin.module' or 'any', not 'func.func'
// RUN: not pir-opt --pass-pipeline='builtin.module(cse' %s 2>&1 | FileCheck %s --check-prefix=PAREN --implicit-check-not=pd_op
// PAREN: error: expected ')' to close 'builtin.module('
// RUN: not pir-opt --pass-pipeline='dce{remove-unused-results=0' %s 2>&1 | FileCheck %s --check-prefix=BRACE --implicit-check-not=pd_op
// BRACE: error: missing '}' after the options of 'dce'

// ---------------------------------------------------------- information
// RUN: pir-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST: Passes:
// LIST-NEXT: --cse {{ *}}- Eliminate common subexpressions
// LIST-NEXT: --dce {{ *}}- Eliminate dead operations
// LIST-NEXT: remove-unused-results=<int> - {{.*}} (default 1)

// --dump-pass-pipeline prints, before running, the pipeline in a form
// --pass-pipeline takes back (with every option spelled out).
// RUN: pir-opt --cse --dce --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: pir-opt --pass-pipeline='builtin.module(cse,dce{remove-unused-results=1})' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: {{^}}builtin.module(cse,dce{remove-unused-results=1 prune-parameters=0}){{$}}
// RUN: pir-opt --pass-pipeline='builtin.module(cse,dce{remove-unused-results=1})' %s | diff %t.flags -

// ------------------------------------------------------------- IR dumps
// Dumps go to stderr, start with mlir-opt's header and end with an empty
// line; the output on stdout is unchanged.
// RUN: pir-opt --cse --dce --print-ir-before=cse --print-ir-after=dce %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE-AFTER
// BEFORE-AFTER: {{^}}// -----// IR Dump Before CSE (cse) //----- //{{$}}
// BEFORE-AFTER-NEXT: {{^\{$}}
// BEFORE-AFTER-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// BEFORE-AFTER-NEXT: "pd_op.reshape"
// BEFORE-AFTER: "pd_op.full"
// BEFORE-AFTER-NEXT: "pd_op.full"
// BEFORE-AFTER: {{^}$}}
// BEFORE-AFTER-EMPTY:
// BEFORE-AFTER-NEXT: {{^}}// -----// IR Dump After DCE (dce) //----- //{{$}}
// BEFORE-AFTER-NOT: pd_op.reshape
// BEFORE-AFTER: {{^}$}}
// BEFORE-AFTER-EMPTY:
// BEFORE-AFTER-NOT: IR Dump
// RUN: pir-opt --cse --dce --print-ir-before=cse --print-ir-after=dce %s 2>/dev/null | diff %t.flags -

// --print-ir-after-all dumps after every pass, in pipeline order.
// RUN: pir-opt --dce --cse --dce --print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER-ALL
// AFTER-ALL: // -----// IR Dump After DCE (dce) //----- //
// AFTER-ALL-NOT: pd_op.reshape
// AFTER-ALL: // -----// IR Dump After CSE (cse) //----- //
// AFTER-ALL: // -----// IR Dump After DCE (dce) //----- //
// AFTER-ALL-NOT: IR Dump

// --print-ir-after-change skips the last DCE, which finds nothing to do.
// RUN: pir-opt --dce --cse --dce --print-ir-after-all --print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE: // -----// IR Dump After DCE (dce) //----- //
// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: {
// CHANGE-NEXT: "pd_op.data"
// CHANGE-NEXT: "pd_op.relu"
// CHANGE-NEXT: "pd_op.full"
// CHANGE-NEXT: "pd_op.add"
// CHANGE-NEXT: "pd_op.fetch"
// CHANGE-NEXT: "pd_op.fetch"
// CHANGE-NEXT: {{^}$}}
// CHANGE-EMPTY:
// CHANGE-NOT: IR Dump
// On its own it prints nothing; with --print-ir-after=cse only CSE's dump.
// RUN: pir-opt --dce --cse --print-ir-after-change %s 2>&1 >/dev/null | count 0
// RUN: pir-opt --cse --dce --print-ir-after=cse,dce --print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE-LIST
// CHANGE-LIST: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-LIST: // -----// IR Dump After DCE (dce) //----- //
// CHANGE-LIST-NOT: IR Dump
// RUN: pir-opt --cse --cse --print-ir-after=cse --print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE-TWICE
// CHANGE-TWICE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-TWICE-NOT: IR Dump

// ------------------------------------------------- timing and statistics
// mlir-opt's layout: a banner, the total, then one row per phase and pass
// ("  %8.4f (%5.1f%%)  name"), Rest and Total last. Numbers vary; the
// layout does not.
// RUN: pir-opt --cse --dce --timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING --strict-whitespace --match-full-lines --implicit-check-not=pd_op
// TIMING:===-------------------------------------------------------------------------===
// TIMING-NEXT:                         ... Execution time report ...
// TIMING-NEXT:===-------------------------------------------------------------------------===
// TIMING-NEXT:  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TIMING-EMPTY:
// TIMING-NEXT:  ----Wall Time----  ----Name----
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}Parser
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}CSE
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}DCE
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}Verifier
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}Output
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][0-9]\.[0-9]%\)  }}Rest
// TIMING-NEXT:{{  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \(100\.0%\)  }}Total
// TIMING-NOT:{{.}}
// The report follows the output and does not change it.
// RUN: pir-opt --cse --dce --timing %s 2>/dev/null | diff %t.flags -

// A pass that runs twice has two rows.
// RUN: pir-opt --cse --dce --cse --timing %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING-TWICE
// TIMING-TWICE: Parser
// TIMING-TWICE-NEXT: CSE
// TIMING-TWICE-NEXT: DCE
// TIMING-TWICE-NEXT: CSE
// TIMING-TWICE-NEXT: Verifier

// Statistics: the pass name, then "  (S) value name - help" with values
// right-aligned and names left-aligned per pass.
// RUN: pir-opt --cse --dce --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS --strict-whitespace --match-full-lines --implicit-check-not=pd_op
// STATS:===-------------------------------------------------------------------------===
// STATS-NEXT:                         ... Pass statistics report ...
// STATS-NEXT:===-------------------------------------------------------------------------===
// STATS-NEXT:CSE
// STATS-NEXT:  (S) 1 num-cse'd - Number of operations CSE'd
// STATS-NEXT:DCE
// STATS-NEXT:  (S) 1 num-dce'd           - Number of operations DCE'd
// STATS-NEXT:  (S) 0 num-results-removed - Number of unused region-op results removed
// The verifications after the passes, last (lit-tests/passes/verify-changes-cost.pir).
// STATS-NEXT:Verifier
// STATS-NEXT:  (S) 0 num-full          - Number of whole-program verifications after a pass
// STATS-NEXT:  (S) 2 num-incremental   - Number of verifications of what a pass changed
// STATS-NEXT:  (S) 1 num-ops-rechecked - Number of operations those looked at
// STATS-NOT:{{.}}
// Both reports together: timing first.
// RUN: pir-opt --dce --cse --timing --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// BOTH: ... Execution time report ...
// BOTH: %) Total
// BOTH-NEXT: ===-
// BOTH-NEXT: ... Pass statistics report ...
// BOTH: DCE
// BOTH-NEXT: (S) 1 num-dce'd
// BOTH: CSE
// BOTH-NEXT: (S) 3 num-cse'd
