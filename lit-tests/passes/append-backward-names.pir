// --append-backward's names options (docs/passes.md, "Choosing what to
// differentiate"): loss by output name, several losses, wrt (Paddle's
// parameter_list), no-grad (no_grad_set), gradients of intermediate values.
// The program: h = x * w (output "h"), a = tanh(h) (output "a"),
// b = sin(h) (output "b", the last).
//
// loss=a: the loss is the output named a, not the last one (b): tanh_grad,
// no sin_grad.
// RUN: pir-opt --append-backward=loss=a %s | FileCheck %s --check-prefix=A
// A: "pd_op.tanh_grad"
// A-NOT: sin_grad
// A: output_name:"x@GRAD"
// A: output_name:"w@GRAD"
// Digits stay a position among the outputs (h is #0, a is #1): the same.
// RUN: pir-opt --append-backward=loss=1 %s | FileCheck %s --check-prefix=A
//
// loss=a,b: two seeds of ones; both grad ops; their gradients of h add up
// before multiply_grad (Paddle's calc_gradient of two targets).
// RUN: pir-opt --append-backward=loss=a,b %s | FileCheck %s --check-prefix=AB
// AB: (%[[SA:[0-9]+]]) = "pd_op.full" () {{.*}}value:(Double)1}
// AB-NEXT: (%[[SB:[0-9]+]]) = "pd_op.full" () {{.*}}value:(Double)1}
// AB-NEXT: (%[[GB:[0-9]+]]) = "pd_op.sin_grad" (%{{[0-9]+}}, %[[SB]])
// AB-NEXT: (%[[GA:[0-9]+]]) = "pd_op.tanh_grad" (%{{[0-9]+}}, %[[SA]])
// AB-NEXT: (%[[GH:[0-9]+]]) = "pd_op.add" (%[[GB]], %[[GA]])
// AB-NEXT: "pd_op.multiply_grad" (%0, %1, %[[GH]])
// AB: output_name:"x@GRAD"
// AB: output_name:"w@GRAD"
//
// wrt=w: only w is differentiated: one output, w@GRAD, and no x@GRAD.
// no-grad=x gives the same (x as if stop_gradient).
// RUN: pir-opt --append-backward=wrt=w %s | FileCheck %s --check-prefix=W
// RUN: pir-opt --append-backward=no-grad=x %s | FileCheck %s --check-prefix=W
// W: (%{{[0-9]+}}, %[[GW:[0-9]+]]) = "pd_op.multiply_grad"
// W-NOT: x@GRAD
// W: () = "builtin.shadow_output" (%[[GW]]) {output_name:"w@GRAD"}
// W-NOT: @GRAD
// W: }
//
// wrt=w,h: the gradient of the intermediate value h (named by its output)
// is output as h@GRAD: the gradient multiply_grad receives; after the
// variables' outputs.
// RUN: pir-opt --append-backward=wrt=w,h %s | FileCheck %s --check-prefix=WH
// WH: (%[[G:[0-9]+]]) = "pd_op.sin_grad"
// WH-NEXT: "pd_op.multiply_grad" (%0, %1, %[[G]])
// WH-NOT: x@GRAD
// WH: output_name:"w@GRAD"
// WH-NEXT: () = "builtin.shadow_output" (%[[G]]) {output_name:"h@GRAD"}
//
// wrt=h alone: h is the only source; multiply_grad is not built.
// RUN: pir-opt --append-backward=wrt=h %s | FileCheck %s --check-prefix=H
// H: (%[[G:[0-9]+]]) = "pd_op.sin_grad"
// H-NOT: multiply_grad
// H-NEXT: () = "builtin.shadow_output" (%[[G]]) {output_name:"h@GRAD"}
// H-NEXT: }
//
// no-grad=h: nothing the loss depends on is varied past h: the program is
// left as it is (no seed, no output).
// RUN: pir-opt --append-backward=no-grad=h %s | FileCheck %s --check-prefix=NOH
// NOH: {output_name:"b"} : (tensor<3xf32>) ->
// NOH-NEXT: }
//
// --strip-backward gives the forward back, the intermediate value's
// h@GRAD output included.
// RUN: pir-opt --pass-pipeline='append-backward{loss=a,b wrt=w,h},strip-backward' %s > %t.strip
// RUN: pir-opt %s | diff - %t.strip
//
// The pipeline syntax: options separated by spaces, a list's names by ','.
// --dump-pass-pipeline prints what was given (names options not given are
// not printed) in a form that reads back.
// RUN: pir-opt --pass-pipeline='append-backward{loss=a,b wrt=w}' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: builtin.module(append-backward{design=0 loss=a,b wrt=w region-grads=-1})
// RUN: pir-opt --pass-pipeline='append-backward{design=0 loss=a,b wrt=w}' %s | FileCheck %s --check-prefix=AB1
// AB1: "pd_op.tanh_grad"
// AB1: output_name:"w@GRAD"
// AB1-NOT: x@GRAD
// RUN: pir-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST: loss=<names> - The losses
// LIST: wrt=<names>
// LIST: no-grad=<names>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf32>
    (%h) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%h) {output_name:"h"} : (tensor<3xf32>) ->
    (%a) = "pd_op.tanh" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<3xf32>) ->
    (%b) = "pd_op.sin" (%h) {} : (tensor<3xf32>) -> tensor<3xf32>
    () = "builtin.shadow_output" (%b) {output_name:"b"} : (tensor<3xf32>) ->
}
