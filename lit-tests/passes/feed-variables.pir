// Two pd_op.feed of one name read one program input (role variable_read,
// storage `input`): an inplace write through one is seen by the other, so
// neither the reads nor the to_vtensor copies --to-vtensor takes of them
// merge across the write (issue 13).
// RUN: pir-opt --to-vtensor --cse %s | FileCheck %s

// CHECK: "pd_op.to_vtensor"
// CHECK: "pd_op.tanh"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.to_vtensor"
// CHECK: "pd_op.tanh"
{
    (%a) = "pd_op.feed" () {name:"x",col:(Int32)0} : () -> tensor<4xf32>
    (%b) = "pd_op.feed" () {name:"x",col:(Int32)0} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}
