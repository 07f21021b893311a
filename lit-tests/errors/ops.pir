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
// CHECK: error: unknown op 'pd_op.completely_unknown_thing' in dialect 'pd_op' (--allow-unregistered-dialect keeps unknown ops){{$}}
{
    // expected-error@+1 {{unknown op 'pd_op.completely_unknown_thing' in dialect 'pd_op'}}
    () = "pd_op.completely_unknown_thing" () {} : () ->
}

// -----
// An unregistered dialect.
{
    // expected-error@+1 {{unknown op 'cinn_op.reduce_max' in unregistered dialect 'cinn_op' (--allow-unregistered-dialect keeps unknown ops)}}
    (%1) = "cinn_op.reduce_max" () {dim:[(Int64)-1],keep_dim:true} : () -> tensor<64x1xf32>
}

// -----
// An op name without a dialect: no op named relu takes no operand and
// gives no result, so no suggestion.
{
    // expected-error@+1 {{unknown op 'relu' (--allow-unregistered-dialect keeps unknown ops)}}
    () = "relu" () {} : () ->
}

// -----
// The same name on a line with relu's one operand and one result: the op
// of that name in a loaded dialect (the same rule as --show-op relu).
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{unknown op 'relu'; did you mean 'pd_op.relu'? (--allow-unregistered-dialect keeps unknown ops)}}
    (%1) = "relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
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
