// --append-backward on straight-line code (docs/passes.md, "append-backward"):
// the seed pd_op.full(1) of the loss's type, then the grad op of every op the
// gradient flows through, last op first, with the operands its catalogue
// signature names (forward inputs and outputs, <output>_grad), a second
// contribution to a gradient added with pd_op.add, and one <name>@GRAD
// output per data or parameter input that needs a gradient.
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s --match-full-lines
// The output verifies and reads back.
// RUN: pir-opt --split-input-file --append-backward %s | pir-opt --split-input-file - > /dev/null

// %t is read twice by multiply: its two gradients are added.
// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
// CHECK-NEXT: (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x4xf32>
// CHECK-NEXT: (%2) = "pd_op.matmul" (%0, %1) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%3) = "pd_op.tanh" (%2) {} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%4) = "pd_op.multiply" (%3, %3) {} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%5) = "pd_op.mean" (%4) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x4xf32>) -> tensor<f32>
// CHECK-NEXT: () = "builtin.shadow_output" (%5) {output_name:"loss"} : (tensor<f32>) ->
// CHECK-NEXT: (%6) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
// CHECK-NEXT: (%7) = "pd_op.mean_grad" (%4, %6) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%8, %9) = "pd_op.multiply_grad" (%3, %3, %7) {} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, tensor<2x4xf32>
// CHECK-NEXT: (%10) = "pd_op.add" (%8, %9) {} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%11) = "pd_op.tanh_grad" (%3, %10) {} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: (%12, %13) = "pd_op.matmul_grad" (%0, %1, %11) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>, tensor<3x4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%12) {output_name:"x@GRAD"} : (tensor<2x3xf32>) ->
// CHECK-NEXT: () = "builtin.shadow_output" (%13) {output_name:"w@GRAD"} : (tensor<3x4xf32>) ->
// CHECK-NEXT: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x4xf32>
    (%y) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    (%t) = "pd_op.tanh" (%y) {} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    (%m) = "pd_op.multiply" (%t, %t) {} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    (%l) = "pd_op.mean" (%m) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// stop_gradient: the data input x gets no gradient and no x@GRAD (its
// matmul_grad result is left unused); the loss is the operand of the LAST
// output op (pd_op.fetch), not of the earlier shadow_output; b reaches the
// loss through two ops, so its two gradients are added; the constant c
// (pd_op.full, stop_gradient) gets none.
// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true],value:(Double)2} : () -> tensor<4xf32>
// CHECK-NEXT: (%3) = "pd_op.multiply" (%0, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%4) = "pd_op.subtract" (%3, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%5) = "pd_op.divide" (%4, %2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"not_the_loss"} : (tensor<4xf32>) ->
// CHECK-NEXT: (%6) = "pd_op.fetch" (%5) {col:(Int32)0,name:"loss"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%7) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%8, %9) = "pd_op.divide_grad" (%4, %2, %5, %7) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: (%10, %11) = "pd_op.subtract_grad" (%3, %1, %8) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: (%12, %13) = "pd_op.multiply_grad" (%0, %1, %10) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: (%14) = "pd_op.add" (%11, %13) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%14) {output_name:"b@GRAD"} : (tensor<4xf32>) ->
// CHECK-NEXT: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true],value:(Double)2} : () -> tensor<4xf32>
    (%p) = "pd_op.multiply" (%x, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.subtract" (%p, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%q) = "pd_op.divide" (%s, %c) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%p) {output_name:"not_the_loss"} : (tensor<4xf32>) ->
    (%f) = "pd_op.fetch" (%q) {name:"loss",col:0} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// backward: none (full_like's result does not depend on x's values): no
// gradient goes back through it, so x's gradient is multiply's x_grad
// alone, and full_like needs no grad op.
// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.full_like" (%0) {value:(Double)2} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.multiply" (%0, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"loss"} : (tensor<4xf32>) ->
// CHECK-NEXT: (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%4, %5) = "pd_op.multiply_grad" (%0, %1, %3) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
// CHECK-NEXT: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%f) = "pd_op.full_like" (%x) {value:(Double)2} : (tensor<4xf32>) -> tensor<4xf32>
    (%m) = "pd_op.multiply" (%x, %f) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%m) {output_name:"loss"} : (tensor<4xf32>) ->
}

// -----
// Left alone: the loss depends on no differentiable input (x is
// stop_gradient), so no input needs a gradient: no seed, no grad op, no
// output; all_reduce, which has no backward, is not on any gradient's path.
// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.all_reduce" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.tanh" (%1) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"loss"} : (tensor<4xf32>) ->
// CHECK-NEXT: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%t) = "pd_op.all_reduce" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%u) = "pd_op.tanh" (%t) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%u) {output_name:"loss"} : (tensor<4xf32>) ->
}

// -----
// A result marked stop_gradient (Paddle's detach) passes no gradient back:
// tanh gets no grad op, x's gradient is multiply's x_grad alone.
// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.tanh" (%0) {stop_gradient:[true]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "pd_op.multiply" (%0, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"loss"} : (tensor<4xf32>) ->
// CHECK-NEXT: (%3) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1} : () -> tensor<4xf32>
// CHECK-NEXT: (%4, %5) = "pd_op.multiply_grad" (%0, %1, %3) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"x@GRAD"} : (tensor<4xf32>) ->
// CHECK-NEXT: }
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf32>
    (%y) = "pd_op.tanh" (%x) {stop_gradient:[true]} : (tensor<4xf32>) -> tensor<4xf32>
    (%m) = "pd_op.multiply" (%x, %y) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%m) {output_name:"loss"} : (tensor<4xf32>) ->
}
