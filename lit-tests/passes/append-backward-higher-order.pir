// A second backward of the same forward ops (seed 001 §2.3.3,
// docs/design.md §3.9: "differentiating again copies the grad op with other
// gradient operands and copies the stack, which is pushed once and popped
// twice"). The first --append-backward differentiates the output loss0
// (option loss=0), the second loss1 (loss=1). (Both gradients were checked
// against finite differences with the executor, given a copy kernel.)
//
// The design's form: the second run finds the while instrumented (three
// regions), keeps its pushes, and takes a copy of its stack
// (cf.copy_stack, role stack_create with the stack as operand) right after
// it, before the first while_grad pops the original; its own while_grad
// pops the copy.
// RUN: pir-opt --pass-pipeline='append-backward{design=1 loss=0},append-backward{design=1 loss=1}' %s | FileCheck %s --check-prefix=DESIGN --enable-var-scope
// Paddle's form: the second run instruments the while again, with stacks
// of its own: a second cf.tuple_push per block.
// RUN: pir-opt --pass-pipeline='append-backward{loss=0},append-backward{loss=1}' %s | FileCheck %s --check-prefix=PADDLE --enable-var-scope
// RUN: pir-opt --pass-pipeline='append-backward{design=1 loss=0},append-backward{design=1 loss=1}' %s | pir-opt - > /dev/null
// A design-form op differentiated again with Paddle's form is refused.
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=0},append-backward{loss=1}' %s 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: error: 'pd_op.while' op was instrumented in the design's stack form (an init region); differentiate it again with design=1

// DESIGN: (%{{[0-9]+}}, %{{[0-9]+}}, %[[S:[0-9]+]]) = "pd_op.while"
// The body pushes its five locals once (the second run adds no push).
// DESIGN: "pd_op.tanh"
// DESIGN-NEXT: "pd_op.add"
// DESIGN-NEXT: "cf.push_back"
// DESIGN-NEXT: "cf.push_back"
// DESIGN-NEXT: "cf.push_back"
// DESIGN-NEXT: "cf.push_back"
// DESIGN-NEXT: "cf.push_back"
// DESIGN-NEXT: "cf.yield"
// DESIGN-NEXT: {{^ *}}}{{$}}
// DESIGN-NEXT: (%[[C:[0-9]+]]) = "cf.copy_stack" (%[[S]]) {} : (cf.stack) -> cf.stack
// DESIGN: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"loss1"}
// DESIGN: "pd_op.while_grad" (%{{[0-9]+}}, %[[S]])
// DESIGN: output_name:"w@GRAD"
// DESIGN: "pd_op.while_grad" (%{{[0-9]+}}, %[[C]])
// DESIGN: output_name:"x@GRAD"
// DESIGN: output_name:"w@GRAD"

// PADDLE-COUNT-4: "cf.stack_create"
// PADDLE: "pd_op.while"
// PADDLE: "cf.tuple_push"
// PADDLE-NEXT: "cf.tuple_push"
// PADDLE-NEXT: "cf.cond_yield"
// PADDLE: "cf.tuple_push"
// PADDLE-NEXT: "cf.tuple_push"
// PADDLE-NEXT: "cf.yield"
// Two backward whiles of the two-region forward while (Paddle's form: a
// two-region pd_op.while marked op_role 1, each popping its own stacks);
// each carries h's gradient and w's (read in the body from outside).
// PADDLE-COUNT-2: "pd_op.while" (%{{[0-9]+}}, %{{[0-9]+}}) {op_role:(Int32)1}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<3xf32>) -> tensor<1xi64>, tensor<3xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<3xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<3xf32>):
        (%m) = "pd_op.multiply" (%b2, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf32>) -> tensor<3xf32>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %t) {} : (tensor<1xi64>, tensor<3xf32>) ->
    }
    (%e) = "pd_op.exp" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%e) {output_name:"loss0"} : (tensor<3xf32>) ->
    (%s) = "pd_op.sin" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%s) {output_name:"loss1"} : (tensor<3xf32>) ->
}
