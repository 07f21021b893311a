// --verify-diagnostics accepts MLIR's full syntax of expectations:
// spaces before the designator and before {{, @+N/@-N/@above/@below,
// -re, and every severity (error, warning, note, remark).
// (The files for split-file at the end are cut off for this run.)
// RUN: sed -e '/^.*--- remark.pir/,$d' %s | pir-opt --split-input-file --verify-diagnostics -
// A remark is never emitted by pir-opt, so an expected one is missing, and a
// malformed expectation is an error rather than silently ignored.
// RUN: split-file %s %t
// RUN: not pir-opt --verify-diagnostics %t/remark.pir 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark.pir:2:4: error: expected remark "never" was not produced
// RUN: not pir-opt --verify-diagnostics %t/malformed.pir 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: malformed.pir:3:8: error: malformed expectation: expected the message as {{[{][{]}}...{{[}][}]}} at the end of the line
// MALFORMED: malformed.pir:6:8: error: malformed expectation: expected @+N, @-N, @above, @below or @unknown
// MALFORMED: malformed.pir:8:8: error: malformed expectation: expected a line offset such as @+1 or @-2

{
    // expected-error @+1 {{use of undefined value '%7'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}
// -----
{
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error @-1   {{undefined value}}
}
// -----
{
    // expected-error-re @below {{use of undefined value '%{{[0-9]}}'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}
// -----
{
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error  @above {{'%7'}}
}

//--- remark.pir
{
// expected-remark {{never}}
}
//--- malformed.pir
// A single brace: the expectation would silently never be checked.
{
    // expected-error @+1 {use of undefined value '%7'}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error @line {{x}}
    (%2) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error @+x {{x}}
}
