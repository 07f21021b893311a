// An untyped value re-typed as a data type must name one (found by the
// libFuzzer targets: "float+32" was accepted and printed as
// (pd_op.DataType)float+32, which the reader rejects): the verifier reports
// it, with the nearest name.
// RUN: pir-opt --split-input-file --verify-diagnostics %s

{
    // expected-error@+1 {{'pd_op.full' op attribute 'dtype' has unknown data type 'float+32'; did you mean 'float32'?}}
    (%0) = "pd_op.full" () {dtype:float+32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.full' op attribute 'dtype' has unknown data type 'flat16'; did you mean 'float16'?}}
    (%0) = "pd_op.full" () {dtype:flat16,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}

// -----
// A real name still is one.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}
