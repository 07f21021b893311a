// RUN: pir-opt --dialect %S/Inputs/my_ops.yaml %s | FileCheck --match-full-lines %s
// RUN: pir-opt --dialect %S/Inputs/my_ops.yaml %s | pir-opt --dialect %S/Inputs/my_ops.yaml | FileCheck --match-full-lines %s
// RUN: not pir-opt %s 2>&1 | FileCheck %s --check-prefix=NODIALECT
// RUN: pir-opt --dialect %S/Inputs/my_ops.yaml --show-op my.frobnicate_ | FileCheck %s --check-prefix=SHOWOP
// RUN: pir-opt --dialect %S/Inputs/my_ops.yaml --dialect %S/Inputs/more_ops.yaml --dialect %S/Inputs/other_ops.yaml --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: pir-opt --dialect %S/Inputs/my_ops.yaml --split-input-file --verify-diagnostics %S/Inputs/user-dialect-invalid.pir
//
// A user YAML file loaded with --dialect makes its ops known: they parse,
// verify against their definition, and print like the shipped ops. The
// inplace mapping of my.frobnicate also defines my.frobnicate_. Without
// the file the dialect is unknown. --dialect may be given several times;
// a later file may add ops to a dialect of an earlier one.

{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> builtin.tensor<4xf32>
    // NODIALECT: user-dialect.pir:[[@LINE+1]]:12: error: unknown op 'my.frobnicate' in unregistered dialect 'my' (--allow-unregistered-dialect keeps unknown ops)
    (%1) = "my.frobnicate" (%0) {level:(Int32)3} : (builtin.tensor<4xf32>) -> builtin.tensor<4xf32>
    (%2) = "my.frobnicate_" (%1, %0) {mode:"slow"} : (builtin.tensor<4xf32>, builtin.tensor<4xf32>) -> builtin.tensor<4xf32>
    (%3) = "my.frobnicate_grad" (%0, %2) {level:(Int32)3} : (builtin.tensor<4xf32>, builtin.tensor<4xf32>) -> builtin.tensor<4xf32>
    (%4) = "my.loop" (%3) {} : (builtin.tensor<4xf32>) -> builtin.tensor<4xf32> {
        (%5) = "pd_op.relu" (%3) {} : (builtin.tensor<4xf32>) -> builtin.tensor<4xf32>
        () = "cf.yield" (%5) {} : (builtin.tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%4) {output_name:"out"} : (builtin.tensor<4xf32>) ->
}

// SHOWOP: my.frobnicate_: Frobnicates x at `level`, optionally weighted by `weight`.
// SHOWOP-NEXT:   inputs:
// SHOWOP-NEXT:     x: tensor
// SHOWOP-NEXT:     weight: tensor (optional)
// SHOWOP-NEXT:   attributes:
// SHOWOP-NEXT:     level: int32 = (Int32)1
// SHOWOP-NEXT:     mode: str = "fast"
// SHOWOP-NEXT:   outputs:
// SHOWOP-NEXT:     out: tensor
// SHOWOP-NEXT:   traits: Inplace{{$}}
// SHOWOP-NEXT:   inplace: x -> out
// SHOWOP-NEXT:   twin: my.frobnicate
// SHOWOP-NEXT:   backward: my.frobnicate_grad
// SHOWOP-NEXT:   defined at: {{.*}}my_ops.yaml:6:5

// DIALECTS:      Available Dialects:
// DIALECTS-NEXT:   builtin
// DIALECTS-NEXT:   cf
// DIALECTS-NEXT:   pd_op
// DIALECTS-NEXT:   my            5 ops  Ops of my project.
// DIALECTS-NEXT:   other         1 op   Another user dialect.
// DIALECTS-EMPTY:

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
// CHECK-NEXT: (%1) = "my.frobnicate" (%0) {level:(Int32)3} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%2) = "my.frobnicate_" (%1, %0) {mode:"slow"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%3) = "my.frobnicate_grad" (%0, %2) {level:(Int32)3} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: (%4) = "my.loop" (%3) {} : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: (%5) = "pd_op.relu" (%3) {} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<4xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"out"} : (tensor<4xf32>) ->
// CHECK-NEXT: }
