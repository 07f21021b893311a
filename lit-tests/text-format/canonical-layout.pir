// The canonical layout, character for character (docs/text-format.md 1.2-1.4):
// one brace block per program, 4 spaces per nesting level, one op per line,
// '(%0, %1) = "d.op" (%a, %b) {k:v,...} : (T, T) -> T, T', zero-result ops
// ending in '->' with no trailing whitespace, typed attributes, sorted keys,
// results renumbered in order. The input is as irregular as Paddle's dumps get.
// RUN: pir-opt %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: pir-opt %s | pir-opt | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:{
// CHECK-NEXT:    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,4],stop_gradient:[false]} : () -> tensor<4x4xf32>
// CHECK-NEXT:    (%1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> tensor<1xi64>
// CHECK-NEXT:    (%2, %3) = "pd_op.unsqueeze" (%0, %1) {} : (tensor<4x4xf32>, tensor<1xi64>) -> tensor<4x1x4xf32>, <<NULL TYPE>>
// CHECK-NEXT:    () = "builtin.shadow_output" (%2) {output_name:"out"} : (tensor<4x1x4xf32>) ->
// CHECK-NEXT:}
// CHECK-NOT:{{.}}
   {
(%10) = "pd_op.data"(){stop_gradient:[false],shape:(pd_op.IntArray)[4,4],name:"x",place:(pd_op.Place)Place(undefined:0),dtype:(pd_op.DataType)float32}:()->pd_op.tensor<4x4xf32>
	(%11) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1]} : () -> builtin.tensor<1xi64>
        (%12, %13) = "pd_op.unsqueeze" (%10, %11) {} : (pd_op.tensor<4x4xf32>, builtin.tensor<1xi64>) -> tensor<4x1x4xf32>, <<NULL TYPE>>
            () = "builtin.shadow_output" (%12) {output_name:"out"} : (tensor<4x1x4xf32>) ->    
  }
