// --verify-diagnostics: what it reports when the expectations and the
// diagnostics disagree, and where the designators point.
// RUN: not pir-opt --split-input-file --verify-diagnostics %s > %t.out 2> %t.err
// RUN: not grep -q pd_op %t.out
// RUN: FileCheck %s -DFILE=%s < %t.err
// RUN: FileCheck %s --check-prefix=QUIET < %t.err
// Missing expectations are reported first, then unexpected diagnostics.

// An expected error that is not produced is reported at the comment; the
// error that is produced instead is reported as unexpected, with its source.
// CHECK-DAG: [[FILE]]:[[# @LINE + 3]]:8: error: expected error "use of undefined value '%8'" was not produced
// CHECK-DAG: [[FILE]]:[[# @LINE + 3]]:26: error: unexpected error: use of undefined value '%7'
{
    // expected-error@+1 {{use of undefined value '%8'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// @-N, @above, @below, and a plain one on the line itself: all match, so
// nothing is reported for lines 22-39.
// QUIET-NOT: verify-diagnostics.pir:{{(2[2-9]|3[0-9])}}:
{
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error@-1 {{use of undefined}}
}
// -----
{
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    // expected-error@above {{undefined value '%7'}}
}
// -----
{
    // expected-error@below {{use of undefined value '%7'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}
// -----
{
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32> // expected-error {{'%7'}}
}

// -----
// A diagnostic on the wrong line does not match.
// CHECK-DAG: [[FILE]]:[[# @LINE + 3]]:8: error: expected error "use of undefined value '%7'" was not produced
// CHECK-DAG: [[FILE]]:[[# @LINE + 3]]:26: error: unexpected error: use of undefined value '%7'
{
    // expected-error@+2 {{use of undefined value '%7'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}
