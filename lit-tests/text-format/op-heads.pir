// The head of an op line, (%N, %N) = "dialect.op" (%N, %N), is read from the
// raw text when it is in exactly that spelling (single spaces, plain %N
// numbers, operands in view; parser.c, fastHead) and token by token
// otherwise. Near misses of that spelling, mixed on one program, read the
// same; errors in them are in errors/values.pir (the last case) and
// dialects/unknown-op.pir.
// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file --allow-undefined-values %s | FileCheck %s

// CHECK-LABEL: {_case:"near-misses",
// CHECK-NEXT: (%1) = "pd_op.tanh" (%0)
// CHECK-NEXT: (%2) = "pd_op.add" (%1, %0)
// CHECK-NEXT: (%3) = "pd_op.add" (%2, %1)
// CHECK-NEXT: (%4) = "pd_op.add" (%3, %2)
// CHECK-NEXT: (%5) = "pd_op.add" (%4, %0)
// CHECK-NEXT: (%6) = "pd_op.add" (%5, %0)
// CHECK-NEXT: (%7) = "pd_op.add" (%6, %5)
// CHECK-NEXT: (%8) = "pd_op.split_with_num" (%7)
// CHECK-NEXT: (%9, %10) = "builtin.split" (%8)
// CHECK-NEXT: (%11) = "pd_op.add" (%9, %10)
// CHECK-NEXT: () = "builtin.shadow_output" (%11)
{
    (%1) = "pd_op.full" () {_case:"near-misses",dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    (%2) = "pd_op.tanh" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%3)  = "pd_op.add" (%2, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%4) = pd_op.add (%3, %2) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%5) = "pd_op.add" (%4,%3) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%x) = "pd_op.add" (%5, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%7) = "pd_op.add" (%x, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%8) = "pd_op.add" [id:8] (%7, %x) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%v) = "pd_op.split_with_num" (%8) {axis:0,num:2} : (tensor<2xf32>) -> vec[tensor<1xf32>,tensor<1xf32>]
    (%9, %10) = "builtin.split" (
        %v) {} : (vec[tensor<1xf32>,tensor<1xf32>]) -> tensor<1xf32>, tensor<1xf32>
    (%11) = "pd_op.add" (%9, %10) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    () = "builtin.shadow_output" (%11) {output_name:"out"} : (tensor<1xf32>) ->
}


// -----
// Op names around 16 bytes (the raw reader looks for the closing quote 16
// bytes at a time): the quote at the 16th byte, and after it.
// CHECK-LABEL: {_case:"long-names",
// CHECK-NEXT: (%1) = "pd_op.less_than" (%0, %0)
// CHECK-NEXT: (%2) = "pd_op.logical_not" (%1)
// CHECK-NEXT: (%3) = "pd_op.logical_xor" (%2, %1)
{
    (%0) = "pd_op.full" () {_case:"long-names",dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    (%1) = "pd_op.less_than" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xb>
    (%2) = "pd_op.logical_not" (%1) {} : (tensor<2xb>) -> tensor<2xb>
    (%3) = "pd_op.logical_xor" (%2, %1) {} : (tensor<2xb>, tensor<2xb>) -> tensor<2xb>
}
