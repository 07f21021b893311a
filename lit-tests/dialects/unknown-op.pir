// RUN: pir-opt --split-input-file --verify-diagnostics %s
// RUN: not pir-opt --split-input-file %s 2>&1 | FileCheck %s --check-prefix=MSG
//
// An op whose dialect is registered but whose name is unknown is an error
// that names --allow-unregistered-dialect, with a "did you mean" suggestion
// when a registered name of the dialect is close and takes as many operands
// and results as the line has; an op of an unknown dialect is an error that
// points at --allow-unregistered-dialect.

{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    // MSG: unknown-op.pir:[[@LINE+4]]:12: error: unknown op 'pd_op.rellu' in dialect 'pd_op'; did you mean 'pd_op.relu'? (--allow-unregistered-dialect keeps unknown ops){{$}}
    // MSG-NEXT: (%1) = "pd_op.rellu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
    // MSG-NEXT: {{^}}           ^
    // expected-error@+1 {{unknown op 'pd_op.rellu' in dialect 'pd_op'; did you mean 'pd_op.relu'?}}
    (%1) = "pd_op.rellu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// The pre-September-2023 prefix pd. reads as pd_op.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    // expected-error@+1 {{unknown op 'pd_op.matmull' in dialect 'pd_op'; did you mean 'pd_op.matmul'?}}
    (%1) = "pd.matmull" (%0, %0) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    (%1) = "pd_op.if" (%0) {} -> tensor<4xf32> {
        // expected-error@+1 {{unknown op 'cf.yeild' in dialect 'cf'; did you mean 'cf.yield'?}}
        () = "cf.yeild" (%0) {} : (tensor<4xf32>) ->
    } else {
    }
}

// -----
{
    // expected-error@+1 {{unknown op 'builtin.paramter' in dialect 'builtin'; did you mean 'builtin.parameter'?}}
    (%0) = "builtin.paramter" () {parameter_name:"w"} : () -> tensor<4xf32>
}

// -----
// No registered name is close: no suggestion.
{
    // MSG: unknown-op.pir:[[@LINE+2]]:12: error: unknown op 'pd_op.frobnicate_everything' in dialect 'pd_op' (--allow-unregistered-dialect keeps unknown ops){{$}}
    // expected-error@+1 {{unknown op 'pd_op.frobnicate_everything' in dialect 'pd_op'}}
    (%0) = "pd_op.frobnicate_everything" () {} : () -> tensor<4xf32>
}

// -----
// A close name that takes another number of operands is not suggested:
// relu has one operand, this line three.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    // MSG: unknown-op.pir:[[@LINE+2]]:12: error: unknown op 'pd_op.rellu' in dialect 'pd_op' (--allow-unregistered-dialect keeps unknown ops){{$}}
    // expected-error@+1 {{unknown op 'pd_op.rellu' in dialect 'pd_op' (--allow-unregistered-dialect}}
    (%1) = "pd_op.rellu" (%0, %0, %0) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
// Nor one with another number of results: relu has one, while rrelu (out,
// noise), as close, has the two this line has.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    // expected-error@+1 {{unknown op 'pd_op.rellu' in dialect 'pd_op'; did you mean 'pd_op.rrelu'?}}
    (%1, %2) = "pd_op.rellu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
}

// -----
// An unknown dialect.
{
    // expected-error@+1 {{unknown op 'my_dialect.frob' in unregistered dialect 'my_dialect' (--allow-unregistered-dialect keeps unknown ops)}}
    (%0) = "my_dialect.frob" () {} : () -> tensor<4xf32>
}
