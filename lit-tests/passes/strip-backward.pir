// --strip-backward (docs/passes.md, "strip-backward"): what it removes and what it must
// leave alone. Grad ops are known by the catalogue's flag (an op some op names as its
// `backward`), stack ops by their roles, gradient outputs by the `@GRAD` suffix of the
// variable their role names; never by op name.
// RUN: pir-opt --split-input-file --strip-backward %s | FileCheck %s --enable-var-scope
// A forward program is a fixpoint, and a stripped program too:
// RUN: pir-opt --split-input-file --strip-backward %s | pir-opt --split-input-file --strip-backward --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN:      (S) 0 num-ops-removed
// AGAIN-NEXT: (S) 0 num-feeders-removed
// AGAIN-NEXT: (S) 0 num-results-removed
// AGAIN-NEXT: (S) 0 num-init-regions-removed

// Paddle's form: the stack is made in the enclosing block, pushed through its inlet in the
// forward body; the backward loop is a plain pd_op.while whose condition is a stack test,
// so it reads what flows from the stack and goes with it, as does its gradient seed
// %g0 (read by nothing else) and the x_grad output. The forward loop is left as it was.
// CHECK-LABEL: name:"paddle_while"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.full"
// CHECK-NEXT: ([[THREE:%[0-9]+]]) = "pd_op.full"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.less_than" ([[ZERO]], [[THREE]])
// CHECK-NEXT: ({{%[0-9]+}}, [[WX:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[ZERO]], [[X]]) {
// CHECK-NEXT: ^[[I:%arg_[0-9]+]], [[A:%arg_[0-9]+]]
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[A]])
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full"
// CHECK-NEXT: ([[NEXT:%[0-9]+]]) = "pd_op.add" ([[I]], [[ONE]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[NEXT]], [[THREE]])
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[NEXT]], [[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[WX]]) {output_name:"y"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"paddle_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)3} : () -> tensor<1xi64>
    (%c) = "pd_op.less_than" (%0, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%w_i, %w_x) = "pd_op.while" (cond=%c, inputs=%0, %x) {
    ^%i, %a
        (%t) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
        (%next) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.less_than" (%next, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" (%in, %a, %t, %one, %next, %nc) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xb>) ->
        () = "cf.yield" (%nc, %next, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    }
    (%h) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
    (%g0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%gx) = "pd_op.while" (cond=%h, inputs=%g0) {
    ^%ga
        (%pa, %pt, %pone, %pnext, %pnc) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xb>
        (%r) = "pd_op.tanh_grad" (%pt, %ga) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%h2) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%h2, %r) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%w_x) {output_name:"y"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%gx) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
}

// -----
// Straight-line code: the grad ops go, the gradient seed and the zero the backward
// accumulates into (read only by removed ops) go, and so does x@GRAD, which binds the
// seed itself (the loss is x). Forward dead code stays: %dead was unused in the forward
// (a push reading it does not count), %dead2 never was read at all, and the print (an op
// with effects) stays although nothing reads it.
// CHECK-LABEL: name:"straight_line"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "pd_op.exp" ([[X]])
// CHECK-NEXT: "pd_op.sin" ([[X]])
// CHECK-NEXT: "pd_op.print" ([[Y]])
// CHECK-NEXT: "builtin.shadow_output" ([[Y]]) {output_name:"y"}
// CHECK-NEXT: "builtin.shadow_output" ([[X]]) {output_name:"x_again"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"straight_line",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%dead) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%dead2) = "pd_op.sin" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %dead) {} : (cf.stack, tensor<4xf32>) ->
    (%p) = "pd_op.print" (%y) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%x) {output_name:"x_again"} : (tensor<4xf32>) ->
    (%seed) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    (%xg) = "pd_op.tanh_grad" (%y, %seed) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%acc) = "pd_op.add_" (%zero, %xg) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%pd) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%acc) {output_name:"y_in@GRAD"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%seed) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
}

// -----
// A design-form if nested in a design-form while: the if's stack is a local of the loop
// body, pushed onto the loop's stack; the while_grad pops it and hands it to the if_grad.
// Both init regions, both stack results, the stack block arguments of both ops and the
// yield operands that carried them go.
// CHECK-LABEL: name:"if_in_while"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"c"
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" ([[X]]) {} : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: ^bb0([[A:%arg_[0-9]+]]: tensor<4xf32>):
// CHECK-NEXT: () = "cf.cond_yield" ([[C]], [[A]]) {} : (tensor<1xb>, tensor<4xf32>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0([[B:%arg_[0-9]+]]: tensor<4xf32>):
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[B]])
// CHECK-NEXT: () = "cf.yield" ([[T]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" ([[B]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: () = "cf.yield" ([[R]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[W]]) {output_name:"y"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"if_in_while",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%w, %ws) = "pd_op.while" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>, cf.stack {
    ^bb0(%i0: tensor<4xf32>):
        (%st) = "cf.create_stack" () {} : () -> cf.stack
        () = "cf.yield" (%i0, %st) {} : (tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%a: tensor<4xf32>, %sa: cf.stack):
        () = "cf.cond_yield" (%c, %a, %sa) {} : (tensor<1xb>, tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%b: tensor<4xf32>, %sb: cf.stack):
        (%r, %is) = "pd_op.if" (%c) {} : (tensor<1xb>) -> tensor<4xf32>, cf.stack {
            (%ist) = "cf.create_stack" () {} : () -> cf.stack
            () = "cf.yield" (%ist) {} : (cf.stack) ->
        } {
        ^bb0(%ts: cf.stack):
            (%t) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
            () = "cf.push_back" (%ts, %t) {} : (cf.stack, tensor<4xf32>) ->
            () = "cf.yield" (%t, %ts) {} : (tensor<4xf32>, cf.stack) ->
        } {
        ^bb0(%es: cf.stack):
            () = "cf.yield" (%b, %es) {} : (tensor<4xf32>, cf.stack) ->
        }
        () = "cf.push_back" (%sb, %is) {} : (cf.stack, cf.stack) ->
        () = "cf.yield" (%r, %sb) {} : (tensor<4xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%w) {output_name:"y"} : (tensor<4xf32>) ->
    (%seed) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%xg, %gs) = "pd_op.while_grad" (%seed, %ws) {} : (tensor<4xf32>, cf.stack) -> tensor<4xf32>, cf.stack {
    ^bb0(%g: tensor<4xf32>, %t1: cf.stack):
        (%h) = "cf.is_empty" (%t1) {} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%h, %g, %t1) {} : (tensor<1xb>, tensor<4xf32>, cf.stack) ->
    } {
    ^bb0(%g2: tensor<4xf32>, %t2: cf.stack):
        (%pis) = "cf.pop_back" (%t2) {} : (cf.stack) -> cf.stack
        () = "pd_op.if_grad" (%c) {} : (tensor<1xb>) -> {
            (%pt) = "cf.pop_back" (%pis) {} : (cf.stack) -> tensor<4xf32>
            (%tg) = "pd_op.tanh_grad" (%pt, %g2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        } {
        }
        () = "cf.yield" (%g2, %t2) {} : (tensor<4xf32>, cf.stack) ->
    }
    () = "builtin.shadow_output" (%xg) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
}

// -----
// Nothing to strip: a forward program with an if and a while is left exactly as it is.
// CHECK-LABEL: name:"forward_only"
// CHECK-NEXT: "pd_op.data" () {{.*}}name:"c"
// CHECK-NEXT: "pd_op.if"
// CHECK-NEXT: "pd_op.tanh"
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: } else {
// CHECK-NEXT: "pd_op.exp"
// CHECK-NEXT: "cf.yield"
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"forward_only",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%t) = "pd_op.tanh" (%l) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%t) {} : (tensor<4xf32>) ->
    } else {
        (%e) = "pd_op.exp" (%l) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e) {} : (tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"y"} : (tensor<4xf32>) ->
}

// -----
// A hand-written branch whose then side forwards a popped value: the if's second result
// carries the backward, so that position goes from both sides' yields together with the
// result (dropping it from one side only would leave the sides unlike). The else side's
// %x, a forward value, goes from its yield too; the ops of both sides stay.
// CHECK-LABEL: name:"branch_pop"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"x"
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {{.*}}name:"c"
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "pd_op.if" ([[C]]) {} -> tensor<4xf32> {
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: () = "cf.yield" ([[T]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[X]])
// CHECK-NEXT: () = "cf.yield" ([[E]]) {} : (tensor<4xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: "builtin.shadow_output" ([[Y]]) {output_name:"y"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"branch_pop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%y, %p) = "pd_op.if" (%c) {} -> tensor<4xf32>, tensor<4xf32> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%q) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
        () = "cf.yield" (%t, %q) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        (%e) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%e, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<4xf32>) ->
}
