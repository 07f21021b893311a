// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What the legacy quantization ops' InferMeta refuses (infer_quant.c).

// fake_channel_wise_dequantize_max_abs: quant_axis 0 or 1
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xf32>
    (%v) = "builtin.combine" (%s) {} : (tensor<6xf32>) -> vec[tensor<6xf32>]
    // expected-error@+1 {{'pd_op.fake_channel_wise_dequantize_max_abs' op quant_axis must be 0 or 1, but is 2}}
    (%0) = "pd_op.fake_channel_wise_dequantize_max_abs" (%x, %v) {quant_axis:(Int32)2} : (tensor<6x4xf32>, vec[tensor<6xf32>]) -> tensor<6x4xf32>
}

// -----
// fake_quantize_moving_average_abs_max: bit_length in [1, 16]
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"one",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.fake_quantize_moving_average_abs_max' op bit_length must be between 1 and 16, but is 17}}
    (%0, %1, %2, %3) = "pd_op.fake_quantize_moving_average_abs_max" (%x, %one, <<NULL VALUE>>, <<NULL VALUE>>) {bit_length:(Int32)17} : (tensor<6x4xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<6x4xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>
}

// -----
// the scale is [1]
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    (%one) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"one",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.moving_average_abs_max_scale' op result #1 type 'tensor<6xf32>' contradicts the inferred 'tensor<1xf32>'}}
    (%0, %1, %2, %3) = "pd_op.moving_average_abs_max_scale" (%x, %one, %one) {} : (tensor<6x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>
}
