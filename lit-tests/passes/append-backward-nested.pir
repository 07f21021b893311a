// --append-backward on nested control flow (docs/passes.md,
// "append-backward", nesting): a while whose body holds a while (the inner
// loop runs as many times as the outer counter says). The inner op is
// instrumented first, so its stack is a local value of the outer body:
// the outer body pushes it, the outer while_grad's body pops it and hands
// it to the inner while_grad. The weight w, read inside the inner loop, gets
// its gradient in place (pd_op.add_) into one zero buffer defined in the
// module block, before the outer while_grad (the block dual to w's); the
// int64 counters are stop_gradient and carry no gradient. (The gradients of
// these programs were checked against finite differences with the
// executor's scripts/grad-check.py.)
// RUN: pir-opt --append-backward=design=1 %s | FileCheck %s --check-prefix=DESIGN --enable-var-scope
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=PADDLE --enable-var-scope
// RUN: pir-opt --append-backward=design=1 %s | pir-opt - > /dev/null
// RUN: pir-opt --append-backward %s | pir-opt - > /dev/null
// RUN: pir-opt --append-backward=design=1 --stack-pruning --dce %s | pir-opt - > /dev/null
// RUN: pir-opt --append-backward --stack-pruning --dce %s | pir-opt - > /dev/null

// The design's form: the inner while's stack result %[[IS]] is pushed by
// the outer body and popped (%[[PS]]) before the inner while_grad uses it.
// DESIGN: (%{{[0-9]+}}, %{{[0-9]+}}, %[[IS:[0-9]+]]) = "pd_op.while" (%{{[0-9]+}}, %arg_{{[0-9]+}}) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32>, cf.stack {
// DESIGN: () = "cf.push_back" (%[[OS:arg_[0-9]+]], %[[IS]]) {} : (cf.stack, cf.stack) ->
// DESIGN: (%[[ZW:[0-9]+]]) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)0} : () -> tensor<2xf32>
// DESIGN-NEXT: "pd_op.while_grad"
// DESIGN: (%[[PS:[0-9]+]]) = "cf.pop_back" (%{{arg_[0-9]+}}) {} : (cf.stack) -> cf.stack
// DESIGN: "pd_op.while_grad" (%{{[0-9]+}}, %[[PS]]) {} : (tensor<2xf32>, cf.stack) -> tensor<2xf32>, cf.stack {
// DESIGN: "pd_op.sin_grad"
// DESIGN: (%{{[0-9]+}}, %[[GW:[0-9]+]]) = "pd_op.multiply_grad"
// DESIGN-NEXT: "pd_op.add_" (%[[ZW]], %[[GW]])
// DESIGN: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"x@GRAD"}
// DESIGN-NEXT: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"w@GRAD"}

// Paddle's form: the inner stacks are created in the outer body, pushed with
// its tuple, popped in the outer backward while's body (a pd_op.while marked
// op_role 1), and the inner backward while pops from the popped outlet and
// tests the popped stack.
// PADDLE: } {
// PADDLE-NEXT: ^bb0(%arg_{{[0-9]+}}: tensor<1xi64>, %arg_{{[0-9]+}}: tensor<2xf32>):
// PADDLE-NEXT: (%[[CS:[0-9]+]], %[[CI:[0-9]+]], %[[CO:[0-9]+]]) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
// PADDLE-NEXT: (%[[BS:[0-9]+]], %[[BI:[0-9]+]], %[[BO:[0-9]+]]) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
// PADDLE: "cf.tuple_push" (%{{[0-9]+}}, %arg_{{[0-9]+}}, %arg_{{[0-9]+}}, %[[CS]], %[[CI]], %[[CO]], %[[BS]], %[[BI]], %[[BO]],
// PADDLE: "pd_op.while" ({{.*}}op_role:(Int32)1}
// PADDLE: (%{{[0-9]+}}, %{{[0-9]+}}, %[[PCS:[0-9]+]], %[[PCI:[0-9]+]], %[[PCO:[0-9]+]], %[[PBS:[0-9]+]], %[[PBI:[0-9]+]], %[[PBO:[0-9]+]], {{.*}} = "cf.tuple_pop"
// PADDLE: "pd_op.while" ({{.*}}op_role:(Int32)1}
// PADDLE-NEXT: ^bb0
// PADDLE-NEXT: "cf.tuple_pop" (%[[PCO]])
// PADDLE-NEXT: "cf.has_elements" (%[[PBS]])
// PADDLE: "cf.tuple_pop" (%[[PBO]])
// PADDLE: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"x@GRAD"}
// PADDLE-NEXT: "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"w@GRAD"}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)3} : () -> tensor<1xi64>
    (%r, %h) = "pd_op.while" (%i0, %x) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
    ^bb0(%a: tensor<1xi64>, %b: tensor<2xf32>):
        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%c, %a, %b) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
    } {
    ^bb0(%a2: tensor<1xi64>, %b2: tensor<2xf32>):
        (%r2, %h2) = "pd_op.while" (%i0, %b2) {} : (tensor<1xi64>, tensor<2xf32>) -> tensor<1xi64>, tensor<2xf32> {
        ^bb0(%a4: tensor<1xi64>, %b4: tensor<2xf32>):
            (%c4) = "pd_op.less_than" (%a4, %a2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.cond_yield" (%c4, %a4, %b4) {} : (tensor<1xb>, tensor<1xi64>, tensor<2xf32>) ->
        } {
        ^bb0(%a5: tensor<1xi64>, %b5: tensor<2xf32>):
            (%m) = "pd_op.multiply" (%b5, %w) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
            (%t) = "pd_op.sin" (%m) {} : (tensor<2xf32>) -> tensor<2xf32>
            (%a6) = "pd_op.add" (%a5, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            () = "cf.yield" (%a6, %t) {} : (tensor<1xi64>, tensor<2xf32>) ->
        }
        (%q) = "pd_op.add" (%h2, %b2) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%a3, %q) {} : (tensor<1xi64>, tensor<2xf32>) ->
    }
    (%l) = "pd_op.multiply" (%h, %w) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<2xf32>) ->
}
