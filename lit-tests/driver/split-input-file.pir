// --split-input-file: chunks separated by '// -----' lines are processed
// independently, outputs are joined with '// -----', diagnostics carry the
// line numbers of the whole file. As in mlir-opt, an error in a chunk fails
// the run (exit 1) but the chunks that succeed are still printed; the failed
// chunk prints nothing, not even the programs before its error.

// All chunks fine: outputs in order, joined by the marker, nothing else.
// RUN: sed -e '/BAD/d' %s > %t.good.pir
// RUN: pir-opt --split-input-file %t.good.pir | FileCheck %s --check-prefix=GOOD --strict-whitespace --match-full-lines
// GOOD:{
// GOOD-NEXT:    (%0) = "pd_op.full" () {_case:"first",dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
// GOOD-NEXT:}
// GOOD-NEXT:// -----
// GOOD-NEXT:{
// GOOD-NEXT:    (%0) = "pd_op.full" () {_case:"second",dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)1} : () -> tensor<3xf32>
// GOOD-NEXT:}
// GOOD-NEXT:// -----
// GOOD-NEXT:// -----
// GOOD-NEXT:{
// GOOD-NEXT:    (%0) = "pd_op.full" () {_case:"fourth",dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// GOOD-NEXT:}
// GOOD-NEXT:{
// GOOD-NEXT:    (%0) = "pd_op.full" () {_case:"fourth_b",dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// GOOD-NEXT:}
// GOOD-NOT:{{.}}

// Errors in two chunks: both are reported, with the lines of this file;
// the run fails and prints only the first chunk, the one that succeeded.
// RUN: not pir-opt --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=PARTIAL --match-full-lines < %t.out
// PARTIAL:{
// PARTIAL-NEXT:    (%0) = "pd_op.full" () {_case:"first",{{.*}}
// PARTIAL-NEXT:}
// PARTIAL-NEXT:// -----
// PARTIAL-NEXT:// -----
// PARTIAL-NEXT:// -----
// PARTIAL-NOT:{{.}}
// RUN: FileCheck %s --check-prefix=BAD -DFILE=%s < %t.err
// BAD: [[FILE]]:74:26: error: use of undefined value '%7'
// BAD: [[FILE]]:84:36: error: unknown type 'tensorr'
// BAD-NOT: error

// Without --split-input-file the markers are plain comments: the file is one
// input of several programs, and the first error stops it.
// RUN: pir-opt %t.good.pir | FileCheck %s --check-prefix=WHOLE
// WHOLE-NOT: // -----
// WHOLE: _case:"first"
// WHOLE: _case:"second"
// WHOLE: _case:"fourth"
// WHOLE: _case:"fourth_b"
// RUN: not pir-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLEBAD -DFILE=%s
// WHOLEBAD: [[FILE]]:74:26: error: use of undefined value '%7'
// WHOLEBAD-NOT: error

// A marker of one's own: --split-input-file=MARKER; the outputs are still
// joined with '// -----'.
// RUN: python3 -c 'import sys; sys.stdout.write("{\n}\n#### next\n{\n    (%%0) = \"pd_op.relu\" (%%1) {} : (f32) -> f32\n}\n")' > %t.marker
// RUN: not pir-opt --split-input-file='#### next' %t.marker 2>&1 | FileCheck %s --check-prefix=MARKER -DFILE=%t.marker
// MARKER: [[FILE]]:5:26: error: use of undefined value '%1'
// RUN: python3 -c 'import sys; sys.stdout.write("{\n}\n#### next\n{\n}\n")' > %t.marker2
// RUN: pir-opt --split-input-file='#### next' %t.marker2 | FileCheck %s --check-prefix=MARKER2 --match-full-lines
// MARKER2: {
// MARKER2-NEXT: }
// MARKER2-NEXT: // -----
// MARKER2-NEXT: {
// MARKER2-NEXT: }

{
    (%0) = "pd_op.full" () {_case:"first",dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}
// -----
{
    (%0) = "pd_op.full" () {_case:"second",dtype:float32,place:Place(cpu),shape:[3],value:1} : () -> tensor<3xf32>
    (%1) = "pd_op.relu" (%7) {} : (tensor<3xf32>) -> tensor<3xf32> // BAD
}
// -----
// A chunk of comments only prints nothing.
// -----
{
    (%0) = "pd_op.full" () {_case:"fourth",dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
}
{
    (%0) = "pd_op.full" () {_case:"fourth_b",dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
    (%1) = "pd_op.relu" (%0) {} : (tensorr<4xf32>) -> tensor<4xf32> // BAD
}
