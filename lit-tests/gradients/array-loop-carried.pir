// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --seed=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=1 --stack-pruning --dce | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --seed=4 --append-backward=design=1 --stack-pruning --dce | FileCheck %s
// RUN: pir-opt --verify-backward-roundtrip %s > /dev/null
// RUN: pir-opt --verify-backward-roundtrip=design=1 %s > /dev/null
// RUN: pir-run --random-seed=1 --print-inputs %s | FileCheck %s --check-prefix=THEN
// RUN: pir-run --random-seed=4 --print-inputs %s | FileCheck %s --check-prefix=ELSE
// RUN: pir-opt --append-backward %s | FileCheck %s --check-prefix=OPS
// RUN: pir-opt --append-backward=design=1 %s | FileCheck %s --check-prefix=DESIGN
// THEN: input p b stop_gradient: [1] [1]
// ELSE: input p b stop_gradient: [1] [0]
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: w@GRAD: worst relative error
// CHECK: grad-check: ok
//
// Tensor arrays carried through an if's and a while's values (Paddle's
// while_loop pattern, issue 27). Both branches of the if write element 1
// of the array %a1 and yield it: the if's result is that buffer. The
// while carries it as a loop value: each of three iterations reads
// element i, appends element i + 1 and replaces element 0 (a recurrence
// through the buffer), yielding the array it received. After the loop the
// result is read and stacked (array_to_tensor). The backward while
// carries the gradient array as its loop value (block argument in, yield
// out), as Paddle's while_grad does; its last loop value is w's gradient
// (w is read in the body from outside: zeros in, the sum out).
// OPS:      "pd_op.while" (cond=%{{[0-9]+}}, inputs=%{{[0-9]+}}, %[[G:[0-9]+]], %{{[0-9]+}}) {op_role:(Int32)1}
// OPS:      "cf.yield" (%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) {} : (tensor<1xb>, tensor<3xf64>, pd_op.tensor_array<3xf64>, tensor<3xf64>) ->
// In the design's form too; the if's backward (built after the loop's)
// writes into G as the backward loop gives it back (its result, not the G
// it took: the if that the design form rebuilds keeps its array buffer).
// DESIGN:     (%{{[0-9]+}}, %[[GOUT:[0-9]+]]) = "pd_op.while_grad" (%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) {} : (tensor<1xb>, tensor<3xf64>, pd_op.tensor_array<3xf64>) -> tensor<3xf64>, pd_op.tensor_array<3xf64>
// DESIGN:     "pd_op.if_grad"
// DESIGN:     "pd_op.array_write_" (%[[GOUT]],
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[false]} : () -> tensor<3xf64>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3xf64>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%two) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)2} : () -> tensor<1xi64>
    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<3xf64>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
    (%ai) = "pd_op.if" (%p) {} : (tensor<1xb>) -> pd_op.tensor_array<3xf64> {
        (%xs) = "pd_op.sin" (%x) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%t1) = "pd_op.array_write_" (%a1, %xs, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        () = "cf.yield" (%t1) {} : (pd_op.tensor_array<3xf64>) ->
    } {
        (%xw) = "pd_op.multiply" (%x, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%e1) = "pd_op.array_write_" (%a1, %xw, %one) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        () = "cf.yield" (%e1) {} : (pd_op.tensor_array<3xf64>) ->
    }
    (%c0) = "pd_op.less_than" (%one, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%i3, %h3, %a3) = "pd_op.while" (cond=%c0, inputs=%one, %x, %ai) {
    ^%i, %h, %b
        (%i1) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%r) = "pd_op.array_read" (%b, %i) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%hw) = "pd_op.multiply" (%h, %w) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%m) = "pd_op.multiply" (%r, %hw) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%t) = "pd_op.tanh" (%m) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%b1) = "pd_op.array_write_" (%b, %t, %i1) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%r0) = "pd_op.array_read" (%b1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
        (%q0) = "pd_op.sin" (%r0) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%q1) = "pd_op.multiply" (%q0, %h) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
        (%b2) = "pd_op.array_write_" (%b1, %q1, %i0) {} : (pd_op.tensor_array<3xf64>, tensor<3xf64>, tensor<1xi64>) -> pd_op.tensor_array<3xf64>
        (%s) = "pd_op.sin" (%h) {} : (tensor<3xf64>) -> tensor<3xf64>
        (%c) = "pd_op.less_than" (%i1, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%c, %i1, %s, %b2) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf64>, pd_op.tensor_array<3xf64>) ->
    }
    (%r3) = "pd_op.array_read" (%a3, %two) {} : (pd_op.tensor_array<3xf64>, tensor<1xi64>) -> tensor<3xf64>
    (%tt, %ti) = "pd_op.array_to_tensor" (%a3) {axis:(Int32)0,use_stack:true} : (pd_op.tensor_array<3xf64>) -> tensor<4x3xf64>, tensor<4xi32>
    (%q) = "pd_op.tanh" (%tt) {} : (tensor<4x3xf64>) -> tensor<4x3xf64>
    (%l1) = "pd_op.sum" (%q) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<4x3xf64>) -> tensor<f64>
    (%e) = "pd_op.multiply" (%r3, %h3) {} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
    (%l2) = "pd_op.sum" (%e) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3xf64>) -> tensor<f64>
    (%l) = "pd_op.add" (%l1, %l2) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
