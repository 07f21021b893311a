// Every era's tensor spelling reads as the one dense tensor type and prints
// as tensor<...>; the value-semantics twin prints as vtensor<...>.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// The canonical output reads back to the same text.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | pir-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// 2023-06 and 2024-12: bare tensor<...>.
// CHECK-LABEL: "test.era_2023_06"
// CHECK-SAME: : () -> tensor<64x3x7x7xf32>
{
    (%0) = "test.era_2023_06" () {} : () -> tensor<64x3x7x7xf32>
}

// -----
// 2023-08: pd.tensor<...>.
// CHECK-LABEL: "test.era_2023_08"
// CHECK-SAME: : () -> tensor<-1x3x224x224xf32>
// CHECK-NOT: pd.tensor
{
    (%0) = "test.era_2023_08" () {} : () -> pd.tensor<-1x3x224x224xf32>
}

// -----
// 2023-09 .. 2024-03: pd_op.tensor<...>.
// CHECK-LABEL: "test.era_2023_09"
// CHECK-SAME: : () -> tensor<256xf16>
// CHECK-NOT: pd_op.tensor
{
    (%0) = "test.era_2023_09" () {} : () -> pd_op.tensor<256xf16>
}

// -----
// 2024-03 .. 2024-12: builtin.tensor<...>.
// CHECK-LABEL: "test.era_2024_03"
// CHECK-SAME: : () -> tensor<1x-1x1x128xbf16>
// CHECK-NOT: builtin.tensor
{
    (%0) = "test.era_2024_03" () {} : () -> builtin.tensor<1x-1x1x128xbf16>
}

// -----
// All spellings are the same type: the signature check accepts a value of
// one spelling where another is written.
// CHECK-LABEL: "test.mixed"
// CHECK-NEXT: "test.use" ([[V:%[0-9]+]], [[V]], [[V]], [[V]]) {} : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) ->
{
    (%0) = "test.mixed" () {} : () -> pd.tensor<2xi64>
    () = "test.use" (%0, %0, %0, %0) {} : (tensor<2xi64>, pd.tensor<2xi64>, pd_op.tensor<2xi64>, builtin.tensor<2xi64>) ->
}

// -----
// Dynamic dimensions: -1, or '?' (read as -1); 0-d tensors; every scalar.
// CHECK-LABEL: "test.dims"
// CHECK-SAME: -> tensor<-1x-1x3xf32>, tensor<f64>, tensor<0xi8>
// CHECK-LABEL: "test.scalars"
// CHECK-SAME: -> bf16, f16, f32, f64, b, i8, u8, i16, i32, i64, index, c64, c128, f8e4m3fn, f8e5m2, undefined
{
    (%0, %1, %2) = "test.dims" () {} : () -> tensor<?x-1x3xf32>, tensor<f64>, tensor<0xi8>
    (%3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) = "test.scalars" () {} : () -> bf16, f16, f32, f64, b, i8, u8, i16, i32, i64, index, c64, c128, f8e4m3fn, f8e5m2, undefined
}

// -----
// The value tensor, under each of its spellings.
// CHECK-LABEL: "test.vtensor"
// CHECK-SAME: -> vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>
// CHECK-NOT: v_tensor
{
    (%0, %1, %2, %3, %4, %5) = "test.vtensor" () {} : () -> vtensor<4xf32>, pd.vtensor<4xf32>, pd_op.vtensor<4xf32>, builtin.vtensor<4xf32>, v_tensor<4xf32>, pd.v_tensor<4xf32>
}

// -----
// Vectors (old tensor prefixes inside are normalized too), the null type,
// and the 2023 xshape hack with a null element type.
// CHECK-LABEL: "test.vec"
// CHECK-SAME: -> vec[tensor<2xf32>,tensor<3xi32>], vec[], <<NULL TYPE>>, tensor<0x<<NULL TYPE>>>
{
    (%0, %1, %2, %3) = "test.vec" () {} : () -> vec[pd_op.tensor<2xf32>, builtin.tensor<3xi32>], vec[], <<NULL TYPE>>, tensor<0x<<NULL TYPE>>>
}

// -----
// Dialect types are kept verbatim.
// CHECK-LABEL: "test.dialect_types"
// CHECK-SAME: -> cf.stack, cf.inlet, pd_op.selectedrows<10x5xf32>, pd_op.tensor_array<f32>, gpu_tensor<64x128xf32>, undefined_tensor<-1xf32>
{
    (%0, %1, %2, %3, %4, %5) = "test.dialect_types" () {} : () -> cf.stack, cf.inlet, pd_op.selectedrows<10x5xf32>, pd_op.tensor_array<f32>, gpu_tensor<64x128xf32>, undefined_tensor<-1xf32>
}
