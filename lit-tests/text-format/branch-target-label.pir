// A region of one block that a successor names keeps its label when
// printed (it was dropped, and the output did not read back); a single
// block nobody names still prints without one.
// RUN: pir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: pir-opt --allow-unregistered-dialect --split-input-file %s | pir-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// CHECK-LABEL: "test.loop"
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: () = "test.br" () [^bb0] {} : () ->
// CHECK-NEXT: }
{
    () = "test.loop" () {} : () -> {
        ^bb0:
            () = "test.br" () [^bb0] {} : () ->
    }
}

// -----
// CHECK-LABEL: "test.plain"
// CHECK-NEXT: () = "test.op" () {} : () ->
// CHECK-NEXT: }
{
    () = "test.plain" () {} : () -> {
        ^bb0:
            () = "test.op" () {} : () ->
    }
}

// -----
// The program's own block.
// CHECK: {
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: () = "test.br" () [^bb0] {} : () ->
{
    ^bb0:
    () = "test.br" () [^bb0] {} : () ->
}
