// Several programs in one file, pass-manager banners between them, op lines
// without enclosing braces, and comments anywhere (docs/text-format.md 2.1).
// No --split-input-file: the whole file is one input of five programs.
// RUN: pir-opt %s | FileCheck %s
// RUN: pir-opt %s | pir-opt | FileCheck %s

// The banners and comments are gone; each program is printed in turn, with
// braces, in the canonical layout.
// CHECK-NOT: ===
// CHECK-NOT: IRPrinting
// CHECK-NOT: comment
// CHECK-LABEL: {{^}}{{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"_jst.0.x.0",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[64,128],stop_gradient:[false]} : () -> tensor<64x128xf32>{{$}}
// CHECK-NEXT: {{^    }}(%1) = "pd_op.exp" (%0) {stop_gradient:[false]} : (tensor<64x128xf32>) -> tensor<64x128xf32>{{$}}
// CHECK-NEXT: {{^    }}() = "builtin.set_parameter" (%1) {parameter_name:"output_0"} : (tensor<64x128xf32>) ->{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}{{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.data" () {{.*}}name:"second"
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}{{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.full" () {{.*}}value:(Double)3} : () -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^    }}(%1) = "pd_op.tanh" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}{{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.data" () {{.*}}name:"fourth"
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}{{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.data" () {{.*}}name:"fifth"
// CHECK-NEXT: {{^    }}() = "builtin.shadow_output" (%0) {output_name:"out"} : (tensor<2xf32>) ->{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: {{.}}

===-------------------------------------------------------------------------===
   IRPrinting on builtin.module original program
===-------------------------------------------------------------------------===
{
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"_jst.0.x.0",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[64,128],stop_gradient:[false]} : () -> pd_op.tensor<64x128xf32>
 (%1) = "pd_op.exp" (%0) {stop_gradient:[false]} : (pd_op.tensor<64x128xf32>) -> pd_op.tensor<64x128xf32> // a comment after an op
 // a comment line inside a program
 () = "builtin.set_parameter" (%1) {parameter_name:"output_0"} : (pd_op.tensor<64x128xf32>) ->
}

===-------------------------------------------------------------------------===
          IRPrinting on builtin.module after cinn_group_lowering pass
===-------------------------------------------------------------------------===
 {
 (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"second",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[64,128],stop_gradient:[false]} : () -> pd_op.tensor<64x128xf32>
}
// Op lines without braces form the third program; the attribute dictionary
// is left out of the second line; an op may span lines.
(%3) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],
                        value:3} : () -> tensor<2xf32>
(%4) = "pd_op.tanh" (%3) : (tensor<2xf32>) -> tensor<2xf32>
{ (%0) = "pd_op.data" () {dtype:float32,name:"fourth",place:Place(cpu),shape:[2]} : () -> tensor<2xf32> }
===
(%9) = "pd_op.data" () {dtype:float32,name:"fifth",place:Place(cpu),shape:[2]} : () -> tensor<2xf32>
() = "builtin.shadow_output" (%9) {output_name:"out"} : (tensor<2xf32>) ->
// A comment at the end of the file.
