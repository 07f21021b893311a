// The verification after a pass checks only what the pass changed (the
// change log, lib/ir/change_log.c and lib/ir/verify_changes.c; docs/passes.md,
// "Verifying what a pass changed"), and must catch every way a pass can
// break the IR, with the diagnostics a full verification gives.
//
// test-pass-failure{invalid-ir=N} breaks the program below in way N
// (passes/test_failure.c). For each: the error; the statistics show the
// incremental verification ran and found the problem (a full one then ran
// for the diagnostics: num-full 1); --verify-full reports the same.

// 1: use before definition (the op moved to the front).
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=1}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK1
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=1}' %s 2> %t.inc1 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=1}' %s 2> %t.full1 >/dev/null
// RUN: diff %t.inc1 %t.full1
// BREAK1: error: 'pd_op.fetch' op operand #0 is used before it is defined (at {{[0-9]+}}:5)
// BREAK1: error: the IR is invalid after pass 'test-pass-failure'
// BREAK1: (S) 1 num-full
// BREAK1-NEXT: (S) 1 num-incremental

// 2: a definition moved below its users.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=2}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK2
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=2}' %s 2> %t.inc2 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=2}' %s 2> %t.full2 >/dev/null
// RUN: diff %t.inc2 %t.full2
// BREAK2: error: 'pd_op.while' op operand #0 is used before it is defined (at {{[0-9]+}}:5)
// BREAK2: error: the IR is invalid after pass 'test-pass-failure'
// BREAK2: (S) 1 num-full
// BREAK2-NEXT: (S) 1 num-incremental

// 3: an operand of another type.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=3}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK3
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=3}' %s 2> %t.inc3 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=3}' %s 2> %t.full3 >/dev/null
// RUN: diff %t.inc3 %t.full3
// BREAK3: error: 'pd_op.while' op operand #0 (initial loop value) has type tensor<4xf32>, but result #0 has type tensor<1xi64>
// BREAK3: error: the IR is invalid after pass 'test-pass-failure'
// BREAK3: (S) 1 num-full
// BREAK3-NEXT: (S) 1 num-incremental

// 4: a result type changed under its users.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=4}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK4
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=4}' %s 2> %t.inc4 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=4}' %s 2> %t.full4 >/dev/null
// RUN: diff %t.inc4 %t.full4
// BREAK4: error: 'pd_op.full' op result #0 type 'tensor<4xf32>' contradicts the inferred 'tensor<1xi64>'
// BREAK4: error: the IR is invalid after pass 'test-pass-failure'
// BREAK4: (S) 1 num-full
// BREAK4-NEXT: (S) 1 num-incremental

// 5: a region's terminator erased.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=5}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK5
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=5}' %s 2> %t.inc5 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=5}' %s 2> %t.full5 >/dev/null
// RUN: diff %t.inc5 %t.full5
// BREAK5: error: 'pd_op.while' op cond region must end with 'cf.cond_yield' forwarding 2 values (the loop values), but its last op is 'pd_op.less_than'
// BREAK5: error: the IR is invalid after pass 'test-pass-failure'
// BREAK5: (S) 1 num-full
// BREAK5-NEXT: (S) 1 num-incremental

// 6: a terminator moved before other ops.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=6}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK6
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=6}' %s 2> %t.inc6 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=6}' %s 2> %t.full6 >/dev/null
// RUN: diff %t.inc6 %t.full6
// BREAK6: error: 'cf.cond_yield' op is a terminator but is not the last op of its block
// BREAK6: error: the IR is invalid after pass 'test-pass-failure'
// BREAK6: (S) 1 num-full
// BREAK6-NEXT: (S) 1 num-incremental

// 7: a value used outside its region.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=7}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK7
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=7}' %s 2> %t.inc7 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=7}' %s 2> %t.full7 >/dev/null
// RUN: diff %t.inc7 %t.full7
// BREAK7: error: 'pd_op.reshape' op operand #0 uses a value defined in a region that does not enclose it
// BREAK7: error: the IR is invalid after pass 'test-pass-failure'
// BREAK7: (S) 1 num-full
// BREAK7-NEXT: (S) 1 num-incremental

// 8: a used block argument erased.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=8}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK8
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=8}' %s 2> %t.inc8 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=8}' %s 2> %t.full8 >/dev/null
// RUN: diff %t.inc8 %t.full8
// BREAK8: error: 'pd_op.less_than' op operand #0 uses a value defined in a region that does not enclose it
// BREAK8: error: the IR is invalid after pass 'test-pass-failure'
// BREAK8: (S) 1 num-full
// BREAK8-NEXT: (S) 1 num-incremental

// 9: required attributes dropped.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=9}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK9
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=9}' %s 2> %t.inc9 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=9}' %s 2> %t.full9 >/dev/null
// RUN: diff %t.inc9 %t.full9
// BREAK9: error: 'pd_op.full' op requires attribute 'shape' (int_array), but it is missing
// BREAK9: error: the IR is invalid after pass 'test-pass-failure'
// BREAK9: (S) 1 num-full
// BREAK9-NEXT: (S) 1 num-incremental

// 11: a block argument's type changed.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=11}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK11
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=11}' %s 2> %t.inc11 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=11}' %s 2> %t.full11 >/dev/null
// RUN: diff %t.inc11 %t.full11
// BREAK11: error: 'pd_op.while' op cond region's block argument #0 has type tensor<4xf32>, but loop value #0 has type tensor<1xi64>
// BREAK11: error: the IR is invalid after pass 'test-pass-failure'
// BREAK11: (S) 1 num-full
// BREAK11-NEXT: (S) 1 num-incremental

// 12: an op made an op of another kind.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=12}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK12
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=12}' %s 2> %t.inc12 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=12}' %s 2> %t.full12 >/dev/null
// RUN: diff %t.inc12 %t.full12
// BREAK12: error: 'pd_op.fetch' op expects 1 operand (x), but has 2
// BREAK12: error: the IR is invalid after pass 'test-pass-failure'
// BREAK12: (S) 1 num-full
// BREAK12-NEXT: (S) 1 num-incremental

// 13: a region op moved above what its nested ops read.
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=13}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK13
// RUN: not pir-opt --pass-pipeline='test-pass-failure{invalid-ir=13}' %s 2> %t.inc13 >/dev/null
// RUN: not pir-opt --verify-full --pass-pipeline='test-pass-failure{invalid-ir=13}' %s 2> %t.full13 >/dev/null
// RUN: diff %t.inc13 %t.full13
// BREAK13: error: 'pd_op.less_than' op operand #1 uses a value defined in a region that does not enclose it
// BREAK13: error: the IR is invalid after pass 'test-pass-failure'
// BREAK13: (S) 1 num-full
// BREAK13-NEXT: (S) 1 num-incremental
// 10: a constant changed: its users' inferred types change (a reshape's
// shape), here or through a builtin.combine that packs it (the second
// program of the input).
// RUN: not pir-opt --split-input-file --pass-pipeline='test-pass-failure{invalid-ir=10}' --pass-statistics %inputs/verify-changes-constants.pir 2>&1 >/dev/null | FileCheck %s --check-prefix=BREAK10
// RUN: not pir-opt --split-input-file --pass-pipeline='test-pass-failure{invalid-ir=10}' %inputs/verify-changes-constants.pir 2> %t.inc10 >/dev/null
// RUN: not pir-opt --split-input-file --verify-full --pass-pipeline='test-pass-failure{invalid-ir=10}' %inputs/verify-changes-constants.pir 2> %t.full10 >/dev/null
// RUN: diff %t.inc10 %t.full10
// BREAK10: error: 'pd_op.reshape' op result #0 type 'tensor<4x1xf32>' contradicts the inferred 'tensor<1x4xf32>'
// BREAK10: error: 'pd_op.reshape' op result #0 type 'tensor<2x4xf32>' contradicts the inferred 'tensor<4x2xf32>'
// BREAK10: (S) 2 num-full
// BREAK10-NEXT: (S) 2 num-incremental

// A pass that changed nothing valid passes the incremental verification.
// RUN: pir-opt --pass-pipeline='test-pass-failure{invalid-ir=10}' --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=UNHARMED
// UNHARMED: (S) 0 num-full
// UNHARMED-NEXT: (S) 1 num-incremental

{
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:(pd_op.IntArray)[4,1]} : () -> tensor<2xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<4xf32>) -> tensor<1xi64>, tensor<4xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<4xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<4xf32>):
        (%m) = "pd_op.relu" (%b2) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%a2, %m) {} : (tensor<1xi64>, tensor<4xf32>) ->
    }
    (%v, %xs) = "pd_op.reshape" (%h, %s) {} : (tensor<4xf32>, tensor<2xi64>) -> tensor<4x1xf32>, tensor<0x4xf32>
    () = "pd_op.fetch" (%v) {name:"v"} : (tensor<4x1xf32>) ->
    () = "pd_op.fetch" (%r) {name:"r"} : (tensor<1xi64>) ->
}
