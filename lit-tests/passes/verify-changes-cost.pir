// What the verification after a pass costs (lib/ir/verify_changes.c): it looks
// at what the pass changed, not at the whole program. --pass-statistics
// counts the ops it looked at (num-ops-rechecked).
//
// DCE only erases unused ops at the top level: nothing to look at.
// RUN: pir-opt --dce --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DCE
// DCE: (S) 2 num-dce'd
// DCE: Verifier
// DCE-NEXT: (S) 0 num-full
// DCE-NEXT: (S) 1 num-incremental
// DCE-NEXT: (S) 0 num-ops-rechecked
//
// DCE erasing one op in each branch of an if: the if (its hook reads its
// branches), once.
// RUN: pir-opt --dce --pass-statistics %inputs/verify-changes-region.pir 2>&1 >/dev/null | FileCheck %s --check-prefix=REGION
// REGION: (S) 2 num-dce'd
// REGION: Verifier
// REGION-NEXT: (S) 0 num-full
// REGION-NEXT: (S) 1 num-incremental
// REGION-NEXT: (S) 1 num-ops-rechecked
//
// CSE replaces %b by %a: the three users of %b, and nothing else.
// RUN: pir-opt --cse --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CSE
// CSE: (S) 1 num-cse'd
// CSE: Verifier
// CSE-NEXT: (S) 0 num-full
// CSE-NEXT: (S) 1 num-incremental
// CSE-NEXT: (S) 3 num-ops-rechecked
//
// Both: the two counts add up.
// RUN: pir-opt --cse --dce --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// BOTH: Verifier
// BOTH-NEXT: (S) 0 num-full
// BOTH-NEXT: (S) 2 num-incremental
// BOTH-NEXT: (S) 3 num-ops-rechecked
//
// --verify-full verifies the whole program instead, with the same result.
// RUN: pir-opt --cse --dce --verify-full --pass-statistics %s 2>&1 >%t.full | FileCheck %s --check-prefix=FULL
// RUN: pir-opt --cse --dce %s > %t.inc
// RUN: diff %t.full %t.inc
// FULL: Verifier
// FULL-NEXT: (S) 2 num-full
// FULL-NEXT: (S) 0 num-incremental
// FULL-NEXT: (S) 0 num-ops-rechecked
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%u1) = "pd_op.add" (%b, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%u2) = "pd_op.multiply" (%b, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%u3) = "pd_op.subtract" (%b, %a) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%dead) = "pd_op.relu" (%u1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%dead2) = "pd_op.add" (%dead, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%u1) {name:"u1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%u2) {name:"u2"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%u3) {name:"u3"} : (tensor<4xf32>) ->
}
