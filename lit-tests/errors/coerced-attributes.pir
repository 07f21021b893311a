// An untyped value is re-typed as a data type or a layout only when it reads
// back as one (found by the libFuzzer targets: "float+32" was printed as
// (pd_op.DataType)float+32, which the reader rejects). Otherwise it stays a
// string and the verifier reports its kind.
// RUN: pir-opt --split-input-file --verify-diagnostics %s

{
    // expected-error@+1 {{'pd_op.full' op attribute 'dtype' must be of kind data_type, but is str}}
    (%0) = "pd_op.full" () {dtype:float+32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.full' op attribute 'dtype' must be of kind data_type, but is str}}
    (%0) = "pd_op.full" () {dtype:flat16,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}

// -----
// A real name still is one.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}
