// The -re form of expectations: {{...}} blocks in the expectation are regular
// expressions, the rest is literal (so '(' and '.' need no escaping).
// RUN: pir-opt --split-input-file --verify-diagnostics %s
// A regex that does not match is reported like a missing literal.
// RUN: sed -e 's/{{\[0-9\]+}}/{{[a-z]+}}/' %s | not pir-opt --split-input-file --verify-diagnostics - 2>&1 | FileCheck %s --check-prefix=MISS
// MISS: error: expected error "use of undefined value '%{{.+}}'" was not produced
// MISS: error: unexpected error: use of undefined value '%7'
{
    // expected-error-re@+1 {{use of undefined value '%{{[0-9]+}}'}}
    (%0) = "pd_op.relu" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>
    // expected-error-re@+1 {{'pd_op.relu' op expects 1 operand (x), but has {{2|two}}}}
    (%1) = "pd_op.relu" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}
