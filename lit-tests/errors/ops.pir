// Unknown ops: a did-you-mean for a typo in a known dialect, and a pointer
// to --allow-unregistered-dialect for an unknown dialect. One case per split.
// RUN: pir-opt --split-input-file --verify-diagnostics %s
// RUN: not pir-opt --split-input-file %s 2>&1 | FileCheck %s

// A typo in a pd_op name.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{unknown op 'pd_op.relux' in dialect 'pd_op'; did you mean 'pd_op.relu'?}}
    (%1) = "pd_op.relux" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// The same typo in the 2023 'pd.' spelling is reported under its pd_op name.
{
    // expected-error@+1 {{unknown op 'pd_op.ful' in dialect 'pd_op'; did you mean 'pd_op.full'?}}
    (%0) = "pd.ful" () {} : () -> tensor<2xf32>
}

// -----
// A typo in an unquoted builtin name.
{
    // expected-error@+1 {{unknown op 'builtin.paramter' in dialect 'builtin'; did you mean 'builtin.parameter'?}}
    (%0) = builtin.paramter () {parameter_name:"w"} : () -> tensor<2xf32>
}

// -----
// A name too far from any op gets no suggestion.
// CHECK: error: unknown op 'pd_op.completely_unknown_thing' in dialect 'pd_op'; use --allow-unregistered-dialect to keep it as an opaque op{{$}}
{
    // expected-error@+1 {{unknown op 'pd_op.completely_unknown_thing' in dialect 'pd_op'}}
    () = "pd_op.completely_unknown_thing" () {} : () ->
}

// -----
// An unregistered dialect.
{
    // expected-error@+1 {{op 'cinn_op.reduce_max' belongs to an unregistered dialect; use --allow-unregistered-dialect to accept it}}
    (%1) = "cinn_op.reduce_max" () {dim:[(Int64)-1],keep_dim:true} : () -> tensor<64x1xf32>
}

// -----
// An op name without a dialect.
{
    // expected-error@+1 {{op 'relu' belongs to an unregistered dialect}}
    () = "relu" () {} : () ->
}

// -----
// An empty op name.
{
    // expected-error@+1 {{empty op name}}
    () = "" () {} : () ->
}

// -----
// A known op whose operands do not match its definition (the verifier).
{
    // expected-error@+1 {{'pd_op.relu' op expects 1 operand (x), but has 0}}
    (%0) = "pd_op.relu" () {} : () -> tensor<2xf32>
}
