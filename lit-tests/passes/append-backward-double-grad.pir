// Double grad (docs/passes.md, "Double grad"): a second --append-backward
// whose loss is the first one's x@GRAD differentiates the first one's grad
// ops through their catalogue `backward` entries (the *_double_grad ops),
// whose operands name the grad op's by Paddle's `forward:` signature
// (forward_inputs/forward_outputs: tanh_double_grad(out, grad_out,
// grad_x_grad) calls tanh_grad's out_grad grad_out and its x_grad grad_x).
//
// x -> tanh -> a. First run: seed S1, X1 = tanh_grad(a, S1) = x@GRAD.
// Second run (loss x@GRAD, the last output of that name; wrt=x): seed S2,
// tanh_double_grad(a, S1, S2) gives the gradient of a (result 0) and of S1
// (result 1; S1 is a constant, nothing reads it); the gradient of a goes
// back through tanh's own grad: tanh_grad(a, result 0) = the second x@GRAD.
// RUN: pir-opt --pass-pipeline='append-backward{loss=a},append-backward{loss=x@GRAD wrt=x}' %s | FileCheck %s
// CHECK: (%[[A:[0-9]+]]) = "pd_op.tanh" (%0)
// CHECK: (%[[S1:[0-9]+]]) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%[[X1:[0-9]+]]) = "pd_op.tanh_grad" (%[[A]], %[[S1]])
// CHECK-NEXT: () = "builtin.shadow_output" (%[[X1]]) {output_name:"x@GRAD"}
// CHECK-NEXT: (%[[S2:[0-9]+]]) = "pd_op.full" () {{.*}}value:(Double)1}
// CHECK-NEXT: (%[[GA:[0-9]+]], %{{[0-9]+}}) = "pd_op.tanh_double_grad" (%[[A]], %[[S1]], %[[S2]])
// CHECK-NEXT: (%[[X2:[0-9]+]]) = "pd_op.tanh_grad" (%[[A]], %[[GA]])
// CHECK-NEXT: () = "builtin.shadow_output" (%[[X2]]) {output_name:"x@GRAD"}
// CHECK-NEXT: }
//
// --strip-backward removes both backwards (double grads are gradient ops
// too: some op names them as its backward) and gives the forward back.
// RUN: pir-opt --pass-pipeline='append-backward{loss=a},append-backward{loss=x@GRAD wrt=x},strip-backward' %s > %t.strip
// RUN: pir-opt %s | diff - %t.strip
//
// Third order works where the catalogue goes on (tanh_triple_grad).
// RUN: pir-opt --pass-pipeline='append-backward{loss=a},append-backward{loss=x@GRAD wrt=x},append-backward{loss=x@GRAD wrt=x}' %s | FileCheck %s --check-prefix=THIRD
// THIRD: "pd_op.tanh_double_grad"
// THIRD: "pd_op.tanh_triple_grad"
//
// Where the catalogue has no further backward, a located error at the
// forward op the grad op came from: exp_double_grad has none (third order),
// and cast_grad has none (second order).
// RUN: not pir-opt --pass-pipeline='append-backward{loss=e},append-backward{loss=x@GRAD wrt=x},append-backward{loss=x@GRAD wrt=x}' %s 2>&1 | FileCheck %s --check-prefix=EXP
// EXP: double-grad.pir:[[# @LINE + 81]]:5: error: 'pd_op.exp_double_grad' op has no backward (no 'backward' entry in its definition), but the gradient of the loss flows through it
// RUN: not pir-opt --pass-pipeline='append-backward{loss=c},append-backward{loss=x@GRAD wrt=x}' %s 2>&1 | FileCheck %s --check-prefix=CAST
// CAST: double-grad.pir:[[# @LINE + 81]]:5: error: 'pd_op.cast_grad' op has no backward (no 'backward' entry in its definition), but the gradient of the loss flows through it
//
// Second derivatives through a while are built in Paddle's stack form
// (checked numerically in lit-tests/gradients/double-grad-while.pir); the
// design's form is refused at the forward while, whose first backward pops
// from stacks that cannot be traced to one push.
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=a},append-backward{design=1 loss=x@GRAD wrt=x}' %S/Inputs/double-grad-while.pir 2>&1 | FileCheck %s --check-prefix=WHILE
// WHILE: double-grad-while.pir:{{[0-9]+}}:5: error: 'pd_op.while_grad' op is a backward if or while on the gradient's path (a second derivative through control flow), which append-backward differentiates only in Paddle's stack form (design=0, one tuple push per stack)
// Second derivatives through an if are built in Paddle's stack form, with
// either region-grads (lit-tests/gradients/double-grad-if*.pir): its first
// backward returns the gradients of the values its branches read from
// outside. What stays refused, located:
// - the design's stacks: the seed's if_grad accumulates into buffers (the
//   second backward meets the add reading one), and a Paddle if over the
//   design's stacks pops what cannot be traced to one push;
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=loss},append-backward{design=1 loss=x@GRAD wrt=x}' %S/../gradients/double-grad-if.pir 2>&1 | FileCheck %s --check-prefix=IFDESIGN
// IFDESIGN: double-grad-if.pir:50:5: error: 'pd_op.add' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 region-grads=1 loss=loss},append-backward{design=1 region-grads=1 loss=x@GRAD wrt=x}' %S/../gradients/double-grad-if.pir 2>&1 | FileCheck %s --check-prefix=IFDESIGNSTACK
// IFDESIGNSTACK: double-grad-if.pir:50:5: error: 'pd_op.if' op is a backward if or while on the gradient's path (a second derivative through control flow), which append-backward differentiates only in Paddle's stack form (design=0, one tuple push per stack)
// - the gradient of a value a loop body reads from outside the loop, in
//   the design's stacks: the seed's while_grad adds it in place into a zero
//   buffer (with Paddle's stacks the backward while carries it as a loop
//   value, and the second backward follows it: PADDLEW below, and
//   lit-tests/gradients/double-grad-*-weights.pir numerically); an if in a
//   while and a while in an if:
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=loss},append-backward{design=1 loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-if-in-while.pir 2>&1 | FileCheck %s --check-prefix=IFWHILE
// IFWHILE: double-grad-if-in-while.pir:{{[0-9]+}}:5: error: 'builtin.shadow_output' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=loss},append-backward{design=1 loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-while-in-if-buffer.pir 2>&1 | FileCheck %s --check-prefix=WHILEIF
// WHILEIF: double-grad-while-in-if-buffer.pir:{{[0-9]+}}:5: error: 'builtin.shadow_output' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-if-in-while.pir | FileCheck %s --check-prefix=PADDLEW
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-while-in-if-buffer.pir | FileCheck %s --check-prefix=PADDLEW
// PADDLEW: output_name:"w@GRAD"
// PADDLEW-NOT: "pd_op.add_"
// PADDLEW: output_name:"x@GRAD"
// PADDLEW: output_name:"w@GRAD"
// - a value read more than four levels of ifs below its block: its
//   gradient passes through the results of four backward ifs at most (so
//   that deep nesting stays linear), then through a buffer.
// RUN: python3 %scripts/../bench/shapes.py if-deep-thin 6 > %t.deep.pir
// RUN: not pir-opt --pass-pipeline='append-backward{loss=out},append-backward{loss=x@GRAD wrt=x}' %t.deep.pir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: deep.pir:{{[0-9]+}}:1: error: 'pd_op.add_' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
// RUN: python3 %scripts/../bench/shapes.py if-deep-thin 4 > %t.deep4.pir
// - ifs nested more than 16 deep: the stacks of a level are locals of the
//   levels above, pushed and popped by each, and the pairing of a pop with
//   its push follows them through 16 stacks at most; a pop past that is
//   refused where the loss depends on it (its values would be taken for
//   constants), at 18 levels the pairing still holds.
// RUN: python3 %S/Inputs/gen-nested-if-chain.py 20 > %t.chain20.pir
// RUN: not pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD target-gradients=x.v wrt=x}' %t.chain20.pir 2>&1 | FileCheck %s --check-prefix=CHAIN
// CHAIN: chain20.pir:58:1: error: 'cf.tuple_pop' op pops values the loss depends on from a stack whose push append-backward cannot find (its handles went through more than 16 stacks: control flow nested that deep); a second derivative through it is not supported
// RUN: python3 %S/Inputs/gen-nested-if-chain.py 18 > %t.chain18.pir
// RUN: pir-opt --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD target-gradients=x.v wrt=x}' %t.chain18.pir | FileCheck %s --check-prefix=CHAIN18
// CHAIN18: output_name:"x@GRAD"
// CHAIN18: output_name:"x@GRAD"
// Four levels differentiate. The program is linear, so its first
// gradient is a constant: nothing in the first backward varies with x
// (add_grad reads x and y only for their shapes), the second backward
// builds no grad op, and there is no second x@GRAD.
// RUN: pir-opt --pass-pipeline='append-backward{loss=out},append-backward{loss=x@GRAD wrt=x}' %t.deep4.pir | FileCheck %s --check-prefix=DEEP4
// DEEP4: output_name:"x@GRAD"
// DEEP4-NOT: "pd_op.add_double_grad"
// DEEP4-NOT: output_name:"x@GRAD"
// A first backward's gradient accumulated in place in a loop (w's in the
// design's stacks: add_ into a zero buffer inside the while_grad) is a
// buffer, not an SSA value: as a loss it is refused at its output op (it
// was taken for the zero fill before: no error and no second gradient at
// all). In Paddle's stacks it is the backward while's result.
// RUN: not pir-opt --pass-pipeline='append-backward{design=1 loss=a},append-backward{design=1 loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-while.pir 2>&1 | FileCheck %s --check-prefix=BUFFER
// BUFFER: double-grad-while.pir:{{[0-9]+}}:5: error: 'builtin.shadow_output' op reads a value after 'pd_op.add_' overwrote it in place inside the backward of an if or while (a gradient accumulated into a buffer): second derivatives through that are not supported
// RUN: pir-opt --pass-pipeline='append-backward{loss=a},append-backward{loss=w@GRAD wrt=x,w}' %S/Inputs/double-grad-while.pir | FileCheck %s --check-prefix=PADDLEW
//
// The catalogue says how the double grads name the grad ops' values.
// RUN: grep -A16 '^  - name: tanh_double_grad$' %S/../../dialects/pd_op.yaml | FileCheck %s --check-prefix=YAML
// YAML: forward_inputs: [out, grad_out]
// YAML: forward_outputs: [grad_x]
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%a) = "pd_op.tanh" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<3xf64>) ->
    (%e) = "pd_op.exp" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
    () = "builtin.shadow_output" (%e) {output_name:"e"} : (tensor<3xf64>) ->
    (%c) = "pd_op.cast" (%x) {dtype:(pd_op.DataType)float32} : (tensor<3xf64>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%c) {output_name:"c"} : (tensor<3xf32>) ->
}
