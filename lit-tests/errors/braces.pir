// Brace errors name the brace: a missing '}' before 'else' is reported at
// the 'else' with the '{' it should close, and when a stray '}' closed a
// region early, the error that follows gets a note pointing at that '}'.
// RUN: pir-opt --split-input-file --verify-diagnostics %s

// A missing '}' before 'else' (was: "op 'else' belongs to an unregistered dialect").
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    // expected-error@+1 {{expected '}' to close the region that opened at 9:46, found 'else'}}
    else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
}

// -----
// A stray '}' closes the then-region early (was: only "value '%2' is not
// visible here", three lines later).
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        } // expected-note {{this '}' may be stray: it closed the region that opened at 23:46, but is not aligned with that line}}
        // expected-error@+1 {{value '%2' is not visible here}}
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
}

// -----
// An aligned '}' gets no note.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
    // expected-error@+1 {{value '%2' is not visible here}}
    (%3) = "pd_op.logical_not" (%2) {} : (tensor<1xb>) -> tensor<1xb>
}

// -----
// Every bracket names its opener: a list closed by the wrong bracket.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    // expected-error@+1 {{expected ',' or ')' in the operand list that opened at 52:25, found ']'}}
    (%1) = "pd_op.relu" (%0] {} : (tensor<1xb>) -> tensor<1xb>
}
