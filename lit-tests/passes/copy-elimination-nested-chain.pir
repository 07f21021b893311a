// copy-elimination removes a chain of copies whose links sit at different
// region levels in one sweep: b = to_tensor(a), a copy of a copy (b1, b2),
// and to_vtensor copies of b2 two ifs deep and of b in the other branch.
// Rule (a) bypasses the inner copies; the sweep then goes users before
// producers (an op's regions before the op, a block's ops last to first),
// so each copy is unused when it is reached and all six go.
// RUN: pir-opt --copy-elimination %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --copy-elimination --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK: ([[C:%[0-9]+]]) = "pd_op.data" () {{.*}} -> vtensor<1xb>
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.full" ()
// CHECK-NEXT: ([[IF:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> vtensor<4xf32> {
// CHECK-NEXT: ([[IN:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> vtensor<4xf32> {
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[A]])
// CHECK-NEXT: () = "cf.yield" ([[R]])
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" ([[A]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: () = "cf.yield" ([[IN]])
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[A]])
// CHECK-NEXT: () = "cf.yield" ([[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "pd_op.fetch" ([[IF]]) {name:"out"}
// CHECK-NEXT: {{^}$}}

// The input c is only read, as the two ifs' condition (a branch only reads
// its condition): it is a vtensor (rule d), its two readers rewired.
// STATS: (S) 6 num-copies-removed
// STATS: (S) 2 num-uses-rewired
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)-1} : () -> vtensor<4xf32>
    (%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%b1) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%b2) = "pd_op.to_tensor" (%b1) {} : (vtensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.if" (%c) {} -> vtensor<4xf32> {
        (%4) = "pd_op.if" (%c) {} -> vtensor<4xf32> {
            (%5) = "pd_op.to_vtensor" (%b2) {} : (tensor<4xf32>) -> vtensor<4xf32>
            (%6) = "pd_op.relu" (%5) {} : (vtensor<4xf32>) -> vtensor<4xf32>
            () = "cf.yield" (%6) {} : (vtensor<4xf32>) ->
        } else {
            (%7) = "pd_op.to_vtensor" (%b2) {} : (tensor<4xf32>) -> vtensor<4xf32>
            () = "cf.yield" (%7) {} : (vtensor<4xf32>) ->
        }
        () = "cf.yield" (%4) {} : (vtensor<4xf32>) ->
    } else {
        (%8) = "pd_op.to_vtensor" (%b) {} : (tensor<4xf32>) -> vtensor<4xf32>
        (%9) = "pd_op.tanh" (%8) {} : (vtensor<4xf32>) -> vtensor<4xf32>
        () = "cf.yield" (%9) {} : (vtensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%3) {name:"out"} : (vtensor<4xf32>) ->
}
