// A gradient op defined in a file loaded with --dialect is one because an op of that file
// names it as its backward (the loader's flag, never the name): --strip-backward removes
// my.frobnicate_grad and the gradient seed only it reads, and leaves my.frobnicate.
// RUN: pir-opt --dialect %S/../dialects/Inputs/my_ops.yaml --strip-backward %s | FileCheck %s
// RUN: pir-opt --dialect %S/../dialects/Inputs/my_ops.yaml --show-op my.frobnicate_grad | FileCheck %s --check-prefix=SHOW
// RUN: pir-opt --dialect %S/../dialects/Inputs/my_ops.yaml --show-op my.frobnicate | FileCheck %s --check-prefix=FWD
// SHOW: gradient op: some op names it as its backward
// FWD-NOT: gradient op
// CHECK:      "pd_op.data"
// CHECK-NEXT: ([[Y:%[0-9]+]]) = "my.frobnicate"
// CHECK-NEXT: "builtin.shadow_output" ([[Y]]) {output_name:"y"}
// CHECK-NEXT: {{^}$}}
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%y) = "my.frobnicate" (%x) {level:(Int32)3} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%y) {output_name:"y"} : (tensor<4xf32>) ->
    (%seed) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%g) = "my.frobnicate_grad" (%x, %seed) {level:(Int32)3} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%g) {output_name:"x_grad"} : (tensor<4xf32>) ->
}
