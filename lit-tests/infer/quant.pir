// Inference of the legacy quantization ops of dialects/infer/infer_quant.c.
// Dims are inferred; dtypes their InferMeta does not set stay as written.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// CHECK-LABEL: name:"quant"
// CHECK: "pd_op.fake_channel_wise_dequantize_max_abs" {{.*}} -> tensor<6x4xf32>
// CHECK: "pd_op.fake_quantize_moving_average_abs_max" {{.*}} -> tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
// CHECK: "pd_op.fake_quantize_moving_average_abs_max" {{.*}} -> tensor<6x4xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>
// CHECK: "pd_op.moving_average_abs_max_scale" {{.*}} -> tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
// CHECK: "pd_op.moving_average_abs_max_scale" {{.*}} -> <<NULL TYPE>>, tensor<-1xf32>, tensor<1xf32>, tensor<1xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"quant",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xf32>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"one",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%v) = "builtin.combine" (%s) {} : (tensor<6xf32>) -> vec[tensor<6xf32>]
    (%0) = "pd_op.fake_channel_wise_dequantize_max_abs" (%x, %v) {quant_axis:(Int32)0} : (tensor<6x4xf32>, vec[tensor<6xf32>]) -> tensor<-1x4xf32>
    (%1, %2, %3, %4) = "pd_op.fake_quantize_moving_average_abs_max" (%x, %one, %one, %one) {bit_length:(Int32)8} : (tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<-1x-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%5, %6, %7, %8) = "pd_op.fake_quantize_moving_average_abs_max" (%x, %one, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<6x4xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<6x-1xf32>, tensor<-1xf32>, <<NULL TYPE>>, <<NULL TYPE>>
    (%9, %10, %11, %12) = "pd_op.moving_average_abs_max_scale" (%x, %one, %one) {} : (tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<-1x4xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%13, %14, %15, %16) = "pd_op.moving_average_abs_max_scale" (%x, %one, %one) {} : (tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>) -> <<NULL TYPE>>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>
}
