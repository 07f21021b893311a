// --strip-backward on Paddle's form of control-flow grads (docs/passes.md,
// "strip-backward" item 1): a region op of flow branch/loop marked
// op_role 1 (Paddle's OpRole::kBackward, as append-backward's default form
// writes it) is backward, with everything in it; it is recognised by that
// mark, not by its name (the forward if is a pd_op.if too). Left alone: a
// region op marked op_role 0 (forward), and an op without regions marked 1
// that reads only forward values (forward dead code survives; grad ops
// are known by the catalogue). A second append-backward refuses a marked
// region op on the loss's path, located at it, in both forms.
// RUN: pir-opt --split-input-file --strip-backward --pass-statistics %s 2>%t.stats | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: pir-opt --split-input-file --strip-backward %s | pir-opt --split-input-file --strip-backward - | FileCheck %s
// RUN: not pir-opt --split-input-file --append-backward %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not pir-opt --split-input-file --append-backward=design=1 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// The marked if goes (and the buffer and seed only it read, and x@GRAD).
// CHECK-LABEL: {{^[{]$}}
// CHECK: "pd_op.if" (%{{[0-9]+}}) {op_role:(Int32)0} -> tensor<2xf32> {
// CHECK: "pd_op.tanh"
// CHECK: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"out"}
// CHECK-NEXT: "pd_op.sin" (%{{[0-9]+}}) {op_role:(Int32)1}
// CHECK-NEXT: {{^[}]$}}
// Both chunks: the two marked ifs and the two outputs reading what they computed.
// STATS: 4 num-ops-removed
// The seed and the buffer of the first chunk.
// STATS: 2 num-feeders-removed
// A second append-backward of this chunk refuses x@GRAD as a loss: it is
// the buffer the marked if accumulates into, not the zero fill it names.
// (append-backward wrote this form before its backward if returned the
// gradients as results; a hand-written one is still refused.)
// ERR: strip-backward-paddle-cf.pir:[[@LINE+20]]:5: error: 'builtin.shadow_output' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {op_role:(Int32)0} : (tensor<1xb>) -> tensor<2xf32> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%t) {} : (tensor<2xf32>) ->
    } {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"out"} : (tensor<2xf32>) ->
    (%s) = "pd_op.sin" (%x) {op_role:(Int32)1} : (tensor<2xf32>) -> tensor<2xf32>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%buf) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)0} : () -> tensor<2xf32>
    () = "pd_op.if" (%c) {op_role:(Int32)1} : (tensor<1xb>) -> {
        (%a) = "pd_op.add_" (%buf, %one) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" () {} : () ->
    } {
        () = "cf.yield" () {} : () ->
    }
    () = "builtin.shadow_output" (%buf) {output_name:"x@GRAD"} : (tensor<2xf32>) ->
}

// -----
// A marked if whose result is the loss. Stripped, it goes, and so does the
// output reading it. append-backward differentiates it like any if: it pops
// nothing, so no pushed value's gradient has to go back to a forward loop
// (lit-tests/gradients/double-grad-while.pir has second derivatives through
// a backward while that pops).
// CHECK-LABEL: {{^[{]$}}
// CHECK: "pd_op.data" () {{.*}}name:"c"
// CHECK-NEXT: {{^[}]$}}
// ERR-NOT: error: '
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {op_role:(Int32)1} : (tensor<1xb>) -> tensor<2xf32> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%t) {} : (tensor<2xf32>) ->
    } {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"out"} : (tensor<2xf32>) ->
}
