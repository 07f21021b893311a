// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file --verify-diagnostics %S/Inputs/group-invalid.pir
// RUN: pir-opt --split-input-file --dce %s | FileCheck %s --check-prefix=DCE
// RUN: pir-opt --emit=json %s --split-input-file -o %t.json && pir-opt --split-input-file %t.json | FileCheck %s --check-prefix=JSON
//
// builtin.group, Paddle's pir::GroupOp (in its op history since 2024-08):
// one region without block arguments whose cf.yield forwards the results
// (region flow `once`, verifier `once`, dialects/hooks/control_flow.c).
// Its terminator is an op of another dialect (cf), checked once cf.yaml is
// loaded too (dialects/dialect_loader.c). It reads, prints and goes through
// PIR JSON as it is; DCE keeps a group whose result is used and removes one
// whose results nobody reads and whose ops have no effects.

// CHECK-LABEL: "pd_op.full"
// CHECK: [[G:%[0-9]+]]) = "builtin.group" () {} : () -> tensor<2xf32> {
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: () = "cf.yield" ([[R]]) {} : (tensor<2xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" ([[G]]) {output_name:"out"}
// DCE: "builtin.group" () {} : () -> tensor<2xf32> {
// DCE: "builtin.shadow_output"
// DCE: // -----
// JSON: "builtin.group" () {} : () -> tensor<2xf32> {
// JSON-NEXT: "pd_op.relu"
// JSON-NEXT: "cf.yield"
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%1) = "builtin.group" () {} : () -> tensor<2xf32> {
        (%2) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%2) {} : (tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<2xf32>) ->
}

// -----
// Two results; a group without results ends in a cf.yield of nothing.
// CHECK-LABEL: "builtin.group" () {} : () -> tensor<2xf32>, tensor<2xi64> {
// CHECK: () = "cf.yield" (%{{[0-9]+}}, %{{[0-9]+}}) {} : (tensor<2xf32>, tensor<2xi64>) ->
// CHECK: "builtin.group" () {} : () -> {
// CHECK-NEXT: "pd_op.print"
// CHECK-NEXT: () = "cf.yield" () {} : () ->
// CHECK-NEXT: }
// Unused results and pure ops: DCE removes the first group; the second
// prints, an effect, and stays.
// DCE-NOT: "builtin.group" () {} : () -> tensor
// DCE: "builtin.group" () {} : () -> {
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%1, %2) = "builtin.group" () {} : () -> tensor<2xf32>, tensor<2xi64> {
        (%3) = "pd_op.tanh" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
        (%4) = "pd_op.cast" (%3) {dtype:(pd_op.DataType)int64} : (tensor<2xf32>) -> tensor<2xi64>
        () = "cf.yield" (%3, %4) {} : (tensor<2xf32>, tensor<2xi64>) ->
    }
    () = "builtin.group" () {} : () -> {
        (%5) = "pd_op.print" (%0) {first_n:(Int32)-1,message:"",summarize:(Int32)20,print_tensor_name:true,print_tensor_type:true,print_tensor_shape:true,print_tensor_layout:true,print_tensor_lod:true,print_phase:"BOTH",is_forward:true} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" () {} : () ->
    }
}
