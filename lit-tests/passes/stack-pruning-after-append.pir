// REQUIRES: append-backward
// Stack pruning on what --append-backward builds for a Paddle-form while inside an if, in the
// design's stack form: the while's stack is made in the else side (a one-block design stack),
// pushed by the while body, and handed to the if's carried stack; the while_grad pops the copy
// handed back by the if_grad's pop and tests it with cf.is_empty (docs/passes.md,
// "stack-pruning", nesting). Only the two values sin_grad and multiply_grad read keep their
// elements; the tests keep every pair, empty, as for any tested one-block stack.
// RUN: pir-opt --append-backward=design=1 --stack-pruning %s | FileCheck %s
// RUN: pir-opt --append-backward=design=1 --stack-pruning %s | pir-opt --stack-pruning --pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-elements-removed
// RUN: pir-opt --pass-pipeline='builtin.module(verify-backward-roundtrip{design=1})' %s > /dev/null
// CHECK: "pd_op.tanh"
// CHECK: (%[[S:[0-9]+]]) = "cf.create_stack" () {} : () -> cf.stack
// CHECK-NEXT: "pd_op.while"
// CHECK: () = "cf.push_back" (%[[S]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.push_back" (%[[S]], %arg_{{[0-9]+}}) {} : (cf.stack, tensor<4xf32>) ->
// CHECK-NEXT: () = "cf.push_back" (%[[S]], %{{[0-9]+}}) {} : (cf.stack, tensor<4xf32>) ->
// CHECK-NEXT: () = "cf.push_back" (%[[S]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.push_back" (%[[S]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.push_back" (%[[S]]) {} : (cf.stack) ->
// CHECK: () = "cf.push_back" (%arg_{{[0-9]+}}, %[[S]]) {} : (cf.stack, cf.stack) ->
// CHECK: (%[[C:[0-9]+]]) = "cf.pop_back" (%{{[0-9]+}}) {} : (cf.stack) -> cf.stack
// CHECK: "pd_op.while_grad"
// CHECK-NEXT: ^
// CHECK-NEXT: () = "cf.pop_back" (%[[C]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.pop_back" (%[[C]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.pop_back" (%[[C]]) {} : (cf.stack) ->
// CHECK-NEXT: (%[[P1:[0-9]+]]) = "cf.pop_back" (%[[C]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: (%[[P2:[0-9]+]]) = "cf.pop_back" (%[[C]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.pop_back" (%[[C]]) {} : (cf.stack) ->
// CHECK-NEXT: "pd_op.sin_grad" (%[[P1]],
// CHECK-NEXT: "pd_op.multiply_grad" (%[[P2]], %[[P2]],
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%t) {} : (tensor<4xf32>) ->
    } else {
        (%c0) = "pd_op.less_than" (%zero, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        (%wi, %wv) = "pd_op.while" (cond=%c0, inputs=%zero, %x) {
        ^%i, %v
            (%m) = "pd_op.multiply" (%v, %v) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
            (%s) = "pd_op.sin" (%m) {} : (tensor<4xf32>) -> tensor<4xf32>
            (%j) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%d) = "pd_op.less_than" (%j, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%d, %j, %s) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
        }
        () = "cf.yield" (%wv) {} : (tensor<4xf32>) ->
    }
    (%l) = "pd_op.mean" (%r) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
