// --append-backward's control-flow forms (docs/passes.md, "append-backward",
// option region-grads). By default (Paddle's stack form) the backward of an
// if is a second pd_op.if on the same condition and the backward of a
// one-region while a second pd_op.while over cf.has_elements of the body's
// stack, each marked op_role 1 (Paddle's OpRole::kBackward); their regions
// pop with cf.tuple_pop and end in the forward's own terminator. The
// design's if_grad/while_grad stay for design=1 (and region-grads=0).
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s --check-prefix=PADDLE --enable-var-scope
// RUN: pir-opt --split-input-file --append-backward=region-grads=0 %s | FileCheck %s --check-prefix=GRADOPS --enable-var-scope
// RUN: pir-opt --split-input-file --append-backward=design=1 %s | FileCheck %s --check-prefix=GRADOPS --enable-var-scope
// RUN: pir-opt --split-input-file '--append-backward=design=1 region-grads=1' %s | FileCheck %s --check-prefix=DESIGNSTACK --enable-var-scope
//
// Done-when of issue 27 item 3: the appended program in Paddle's form goes
// to JSON and back unchanged (the op_role mark included), verifies, and
// strips back to its forward; so does the pruned (step 3) program.
// RUN: pir-opt --split-input-file %s > %t.fwd
// RUN: pir-opt --split-input-file --append-backward %s > %t.bwd
// RUN: pir-opt --split-input-file --append-backward --emit=json %s > %t.json
// RUN: pir-opt --split-input-file --verify-each %t.json > %t.back
// RUN: diff %t.bwd %t.back
// RUN: pir-opt --split-input-file --strip-backward %t.json | diff %t.fwd -
// RUN: pir-opt --split-input-file --append-backward --stack-pruning --dce %s | pir-opt --split-input-file --strip-backward - | diff %t.fwd -
// RUN: pir-opt --split-input-file --verify-backward-roundtrip %s | diff %t.fwd -
// RUN: pir-opt --split-input-file --pass-pipeline='builtin.module(verify-backward-roundtrip{design=1 region-grads=1})' %s | diff %t.fwd -
// RUN: pir-opt --split-input-file --pass-pipeline='builtin.module(verify-backward-roundtrip{region-grads=0})' %s | diff %t.fwd -

// An if: the forward if is left as it was (instrumented, no op_role); the
// backward if pops in each branch and returns x's gradient as its result,
// as Paddle's IfOp::Vjp does: the then branch yields tanh_grad of the
// popped tanh with the seed, the else branch (which yields x itself) the
// seed; no buffer, no in-place add.
// PADDLE-LABEL: "pd_op.data" () {{.*}}name:"x"
// PADDLE: (%[[C:[0-9]+]]) = "pd_op.data" () {{.*}}name:"c"
// PADDLE: (%{{[0-9]+}}, %{{[0-9]+}}, %[[TO:[0-9]+]]) = "cf.stack_create"
// PADDLE: (%{{[0-9]+}}, %{{[0-9]+}}, %[[EO:[0-9]+]]) = "cf.stack_create"
// PADDLE: = "pd_op.if" (%[[C]]) {} -> tensor<2xf32> {
// PADDLE: (%[[SEED:[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32{{.*}}value:(Double)1}
// PADDLE-NEXT: (%[[XG:[0-9]+]]) = "pd_op.if" (%[[C]]) {op_role:(Int32)1} -> tensor<2xf32> {
// PADDLE-NEXT: (%[[T:[0-9]+]]) = "cf.tuple_pop" (%[[TO]]) {} : (cf.outlet) -> tensor<2xf32>
// PADDLE-NEXT: (%[[G:[0-9]+]]) = "pd_op.tanh_grad" (%[[T]], %[[SEED]])
// PADDLE-NEXT: () = "cf.yield" (%[[G]]) {} : (tensor<2xf32>) ->
// PADDLE-NEXT: } else {
// PADDLE-NEXT: () = "cf.tuple_pop" (%[[EO]]) {} : (cf.outlet) ->
// PADDLE-NEXT: () = "cf.yield" (%[[SEED]]) {} : (tensor<2xf32>) ->
// PADDLE-NEXT: }
// PADDLE-NEXT: "builtin.shadow_output" (%[[XG]]) {output_name:"x@GRAD"}
// PADDLE-NOT: if_grad
// PADDLE-NOT: add_
//
// GRADOPS-LABEL: "pd_op.data" () {{.*}}name:"x"
// GRADOPS: "pd_op.if_grad"
// GRADOPS-NOT: op_role
// GRADOPS-NOT: cf.yield" ()
// GRADOPS: output_name:"x@GRAD"
//
// DESIGNSTACK-LABEL: "pd_op.data" () {{.*}}name:"x"
// DESIGNSTACK: (%[[DXG:[0-9]+]]) = "pd_op.if" (%{{[0-9]+}}) {op_role:(Int32)1} -> tensor<2xf32> {
// DESIGNSTACK-NEXT: "cf.pop_back"
// DESIGNSTACK-NEXT: (%[[DG:[0-9]+]]) = "pd_op.tanh_grad"
// DESIGNSTACK-NEXT: () = "cf.yield" (%[[DG]]) {} : (tensor<2xf32>) ->
// DESIGNSTACK-NEXT: } else {
// DESIGNSTACK-NEXT: () = "cf.yield" (%{{[0-9]+}}) {} : (tensor<2xf32>) ->
// DESIGNSTACK-NEXT: }
// DESIGNSTACK-NEXT: "builtin.shadow_output" (%[[DXG]]) {output_name:"x@GRAD"}
// DESIGNSTACK-NOT: if_grad
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {} : (tensor<1xb>) -> tensor<2xf32> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%t) {} : (tensor<2xf32>) ->
    } {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"out"} : (tensor<2xf32>) ->
}

// -----
// A one-region while (Paddle's): the backward while's condition is
// has_elements of the body's stack, in the module block and again at the
// end of its body; the body pops the forward body's tuple, and yields that
// test and the gradient of the argument h (multiply_grad's x_grad). w,
// read from outside, has its gradient carried as a loop value (Paddle's
// WhileOp::Vjp): zeros in, each iteration adds multiply_grad's y_grad to
// its argument and yields the sum, and the result is w@GRAD.
// PADDLE-LABEL: "pd_op.data" () {{.*}}name:"x"
// PADDLE: (%[[S:[0-9]+]], %{{[0-9]+}}, %[[O:[0-9]+]]) = "cf.stack_create"
// PADDLE-NEXT: "pd_op.while" (cond=%{{[0-9]+}}, inputs=%{{[0-9]+}}, %{{[0-9]+}}) {{[{]$}}
// PADDLE: (%[[SEED:[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32{{.*}}value:(Double)1}
// PADDLE-NEXT: (%[[T0:[0-9]+]]) = "cf.has_elements" (%[[S]])
// PADDLE-NEXT: (%[[WB:[0-9]+]]) = "pd_op.full" () {{.*}}value:(Double)0}
// PADDLE-NEXT: (%[[XG:[0-9]+]], %[[WGO:[0-9]+]]) = "pd_op.while" (cond=%[[T0]], inputs=%[[SEED]], %[[WB]]) {op_role:(Int32)1} {
// PADDLE-NEXT: ^%[[HG:arg_[0-9]+]], %[[WA:arg_[0-9]+]]
// PADDLE-NEXT: (%{{[0-9]+}}, %[[H:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[TT:[0-9]+]], %{{[0-9]+}}) = "cf.tuple_pop" (%[[O]])
// PADDLE-NEXT: (%[[MG:[0-9]+]]) = "pd_op.tanh_grad" (%[[TT]], %[[HG]])
// PADDLE-NEXT: (%[[BG:[0-9]+]], %[[WG:[0-9]+]]) = "pd_op.multiply_grad" (%[[H]], %{{[0-9]+}}, %[[MG]])
// PADDLE-NEXT: (%[[T1:[0-9]+]]) = "cf.has_elements" (%[[S]])
// PADDLE-NEXT: (%[[WS:[0-9]+]]) = "pd_op.add" (%[[WA]], %[[WG]])
// PADDLE-NEXT: () = "cf.yield" (%[[T1]], %[[BG]], %[[WS]]) {} : (tensor<1xb>, tensor<2xf32>, tensor<2xf32>) ->
// PADDLE-NEXT: }
// PADDLE-NEXT: "builtin.shadow_output" (%[[XG]]) {output_name:"x@GRAD"}
// PADDLE-NEXT: "builtin.shadow_output" (%[[WGO]]) {output_name:"w@GRAD"}
// PADDLE-NOT: while_grad
//
// GRADOPS-LABEL: "pd_op.data" () {{.*}}name:"x"
// GRADOPS: "pd_op.while_grad"
// GRADOPS-NOT: op_role
// GRADOPS: output_name:"w@GRAD"
//
// DESIGNSTACK-LABEL: "pd_op.data" () {{.*}}name:"x"
// DESIGNSTACK: "cf.is_empty"
// DESIGNSTACK-NEXT: (%[[NE:[0-9]+]]) = "pd_op.logical_not"
// DESIGNSTACK: "pd_op.while" (cond=%[[NE]], inputs=%{{[0-9]+}}) {op_role:(Int32)1} {
// DESIGNSTACK-NOT: while_grad
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%c0) = "pd_op.less_than" (%i0, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%r, %h) = "pd_op.while" (%c0, %i0, %x) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<2xf32>):
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
        (%a2) = "pd_op.add" (%a, %one) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%m) = "pd_op.multiply" (%b, %w) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<2xf32>) -> tensor<2xf32>
        (%c) = "pd_op.less_than" (%a2, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %a2, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%h) {output_name:"out"} : (tensor<2xf32>) ->
}
