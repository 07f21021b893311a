// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s
// RUN: pir-opt --split-input-file --append-backward=design=1 %s | FileCheck %s
//
// The backward of tensor arrays (issue 27; docs/passes.md, "Tensor
// arrays"): the gradient of an array is an array, made like the forward
// one (create_array_like of value 0), marked op_role 1 with the array ops
// that use it. Grads in reverse program order: the read of element 1 adds
// into the gradient array at 1, the read of element 0 at 0; the write of
// y at 1 reads y's gradient there and zeroes the element it replaced
// (a full of 0 written at 1); the write of x into the new empty array
// reads x's gradient and needs no zeroing (an empty array has no
// elements to differentiate).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float32} : () -> pd_op.tensor_array<2xf32>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<2xf32>, tensor<2xf32>, tensor<1xi64>) -> pd_op.tensor_array<2xf32>
    (%a2) = "pd_op.array_write_" (%a1, %y, %i1) {} : (pd_op.tensor_array<2xf32>, tensor<2xf32>, tensor<1xi64>) -> pd_op.tensor_array<2xf32>
    (%r0) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<2xf32>, tensor<1xi64>) -> tensor<2xf32>
    (%r1) = "pd_op.array_read" (%a2, %i1) {} : (pd_op.tensor_array<2xf32>, tensor<1xi64>) -> tensor<2xf32>
    (%n) = "pd_op.array_length" (%a2) {} : (pd_op.tensor_array<2xf32>) -> tensor<1xi64>
    (%m) = "pd_op.multiply" (%r0, %r1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%l) = "pd_op.sum" (%m) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%n) {output_name:"length"} : (tensor<1xi64>) ->
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
// CHECK:      (%[[I0:[0-9]+]]) = "pd_op.full" (){{.*}}value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%[[I1:[0-9]+]]) = "pd_op.full" (){{.*}}value:(Double)1} : () -> tensor<1xi64>
// CHECK:      (%[[A2:[0-9]+]]) = "pd_op.array_write_" (%{{[0-9]+}}, %{{[0-9]+}}, %[[I1]]) {}
// CHECK-NEXT: (%[[R0:[0-9]+]]) = "pd_op.array_read" (%[[A2]], %[[I0]]) {}
// CHECK-NEXT: (%[[R1:[0-9]+]]) = "pd_op.array_read" (%[[A2]], %[[I1]]) {}
// CHECK:      "builtin.shadow_output" (%{{[0-9]+}}) {output_name:"loss"}
// CHECK:      (%[[GR0:[0-9]+]], %[[GR1:[0-9]+]]) = "pd_op.multiply_grad" (%[[R0]], %[[R1]],
// CHECK-NEXT: (%[[G:[0-9]+]]) = "pd_op.create_array_like" (%[[A2]]) {op_role:(Int32)1,val:(Float)0} : (pd_op.tensor_array<2xf32>) -> pd_op.tensor_array<2xf32>
// CHECK-NEXT: (%[[T1:[0-9]+]]) = "pd_op.array_read" (%[[G]], %[[I1]]) {op_role:(Int32)1}
// CHECK-NEXT: (%[[S1:[0-9]+]]) = "pd_op.add" (%[[T1]], %[[GR1]])
// CHECK-NEXT: (%[[G1:[0-9]+]]) = "pd_op.array_write_" (%[[G]], %[[S1]], %[[I1]]) {op_role:(Int32)1}
// CHECK-NEXT: (%[[T0:[0-9]+]]) = "pd_op.array_read" (%[[G1]], %[[I0]]) {op_role:(Int32)1}
// CHECK-NEXT: (%[[S0:[0-9]+]]) = "pd_op.add" (%[[T0]], %[[GR0]])
// CHECK-NEXT: (%[[G2:[0-9]+]]) = "pd_op.array_write_" (%[[G1]], %[[S0]], %[[I0]]) {op_role:(Int32)1}
// CHECK-NEXT: (%[[GY:[0-9]+]]) = "pd_op.array_read" (%[[G2]], %[[I1]]) {op_role:(Int32)1} : (pd_op.tensor_array<2xf32>, tensor<1xi64>) -> tensor<2xf32>
// CHECK-NEXT: (%[[Z:[0-9]+]]) = "pd_op.full" (){{.*}}shape:(pd_op.IntArray)[2],value:(Double)0} : () -> tensor<2xf32>
// CHECK-NEXT: (%[[G3:[0-9]+]]) = "pd_op.array_write_" (%[[G2]], %[[Z]], %[[I1]]) {op_role:(Int32)1}
// CHECK-NEXT: (%[[GX:[0-9]+]]) = "pd_op.array_read" (%[[G3]], %[[I0]]) {op_role:(Int32)1}
// CHECK-NEXT: "builtin.shadow_output" (%[[GX]]) {output_name:"x@GRAD"}
// CHECK-NEXT: "builtin.shadow_output" (%[[GY]]) {output_name:"y@GRAD"}
// CHECK-NEXT: }

// -----
// Left alone: the loss does not depend on the array (only on x through
// tanh), so no array op is built and the array gets no gradient.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf32>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float32} : () -> pd_op.tensor_array<2xf32>
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<2xf32>, tensor<2xf32>, tensor<1xi64>) -> pd_op.tensor_array<2xf32>
    (%r) = "pd_op.array_read" (%a1, %i0) {} : (pd_op.tensor_array<2xf32>, tensor<1xi64>) -> tensor<2xf32>
    (%t) = "pd_op.tanh" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%l) = "pd_op.sum" (%t) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
// CHECK-LABEL: "pd_op.tanh_grad"
// CHECK-NOT:   array
// CHECK:       {output_name:"x@GRAD"}
// CHECK-NEXT:  }
