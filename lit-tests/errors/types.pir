// Malformed types, one per split.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// The typo of Paddle's parser write-up (corpus file 23): 'ensor<'.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{unknown type 'ensor'}}
    (%1) = "pd_op.relu" (%0) {} : (ensor<2xf32>) -> tensor<2xf32>
}

// -----
// An unknown scalar type.
{
    // expected-error@+1 {{unknown type 'f33'}}
    (%0) = "pd_op.full" () {} : () -> tensor<2xf33>
}

// -----
// A dimension without its 'x'.
{
    // expected-error@+1 {{expected 'x' after a dimension of the tensor type}}
    (%0) = "pd_op.full" () {} : () -> tensor<2f32>
}

// -----
// A negative dimension other than -1.
{
    // expected-error@+1 {{invalid dimension '-2' in pd_op.tensor type}}
    (%0) = "pd_op.full" () {} : () -> pd_op.tensor<-2x3xf32>
}

// -----
// A dimension too large for 64 bits.
{
    // expected-error@+1 {{invalid dimension '99999999999999999999' in tensor type}}
    (%0) = "pd_op.full" () {} : () -> tensor<99999999999999999999xf32>
}

// -----
// A tensor type left open.
{
    // expected-error@+1 {{expected '>' to close the builtin.tensor type that opened at 43:39, found ','}}
    (%0) = "pd_op.full" () {} : () -> builtin.tensor<2xf32, tensor<2xf32>
}

// -----
// A vec type with a bad separator.
{
    // expected-error@+1 {{expected ',' or ']' in the vec type that opened at 50:40, found '>'}}
    (%0) = "test.vec" () {} : () -> vec[f32>
}

// -----
// Where a type must be, a number.
{
    // expected-error@+1 {{expected a type, found '%0'}}
    (%0) = "pd_op.full" () {} : () -> tensor<2x%0>
}

// -----
// A dialect type left open on its line.
{
    // expected-error@+1 {{unterminated '<' in type 'pd_op.selectedrows'}}
    (%0) = "pd_op.full" () {} : () -> pd_op.selectedrows<2x3xf32
}
