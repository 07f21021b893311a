// RUN: pir-run --feed x=1,2 --feed y=3,4 --feed z=5,6 %s | FileCheck %s
//
// Tensor arrays, run by their roles (array_create, array_write,
// array_read, array_fill_like) and array_length's kernel, against values
// worked out by hand: x at 0 and y at 1 (each write at the length appends),
// then z over element 0; the array is one object, so reading %a1 after
// the later writes sees them too (append-backward refuses such a read; the
// executor only runs what it is given).
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"y",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"z",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%i0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%i1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xi64>
    (%a) = "pd_op.create_array" () {dtype:(pd_op.DataType)float64} : () -> pd_op.tensor_array<2xf64>
    (%n0) = "pd_op.array_length" (%a) {} : (pd_op.tensor_array<2xf64>) -> tensor<1xi64>
    () = "builtin.shadow_output" (%n0) {output_name:"empty"} : (tensor<1xi64>) ->
// CHECK: empty: [1] [0]
    (%a1) = "pd_op.array_write_" (%a, %x, %i0) {} : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
    (%a2) = "pd_op.array_write_" (%a1, %y, %i1) {} : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
    (%r0) = "pd_op.array_read" (%a2, %i0) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    () = "builtin.shadow_output" (%r0) {output_name:"r0"} : (tensor<2xf64>) ->
// CHECK-NEXT: r0: [2] [1, 2]
    (%a3) = "pd_op.array_write_" (%a2, %z, %i0) {} : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
    (%s0) = "pd_op.array_read" (%a3, %i0) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    (%s1) = "pd_op.array_read" (%a1, %i1) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    (%n) = "pd_op.array_length" (%a3) {} : (pd_op.tensor_array<2xf64>) -> tensor<1xi64>
    () = "builtin.shadow_output" (%s0) {output_name:"s0"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%s1) {output_name:"s1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%n) {output_name:"length"} : (tensor<1xi64>) ->
// CHECK-NEXT: s0: [2] [5, 6]
// CHECK-NEXT: s1: [2] [3, 4]
// CHECK-NEXT: length: [1] [2]
// The element read is a copy: r0, read before z went in, still holds x.
    () = "builtin.shadow_output" (%r0) {output_name:"r0-again"} : (tensor<2xf64>) ->
// CHECK-NEXT: r0-again: [2] [1, 2]
// An array of a3's length and element shapes, filled with 2.5, and
// written in place at 1: a3 does not change.
    (%g) = "pd_op.create_array_like" (%a3) {val:(Float)2.5} : (pd_op.tensor_array<2xf64>) -> pd_op.tensor_array<2xf64>
    (%g1) = "pd_op.array_write_" (%g, %x, %i1) {} : (pd_op.tensor_array<2xf64>, tensor<2xf64>, tensor<1xi64>) -> pd_op.tensor_array<2xf64>
    (%t0) = "pd_op.array_read" (%g1, %i0) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    (%t1) = "pd_op.array_read" (%g1, %i1) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    (%u1) = "pd_op.array_read" (%a3, %i1) {} : (pd_op.tensor_array<2xf64>, tensor<1xi64>) -> tensor<2xf64>
    (%gn) = "pd_op.array_length" (%g1) {} : (pd_op.tensor_array<2xf64>) -> tensor<1xi64>
    () = "builtin.shadow_output" (%t0) {output_name:"like0"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%t1) {output_name:"like1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%u1) {output_name:"a3-1"} : (tensor<2xf64>) ->
    () = "builtin.shadow_output" (%gn) {output_name:"like-length"} : (tensor<1xi64>) ->
// CHECK-NEXT: like0: [2] [2.5, 2.5]
// CHECK-NEXT: like1: [2] [1, 2]
// CHECK-NEXT: a3-1: [2] [3, 4]
// CHECK-NEXT: like-length: [1] [2]
}
