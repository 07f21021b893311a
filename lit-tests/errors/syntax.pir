// Malformed op lines: each split holds one error, reported at the offending
// token with what was expected and what was found.
// RUN: pir-opt --split-input-file --verify-diagnostics %s

// Missing ')' in the operand list.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{expected ',' or ')' in the operand list that opened at 9:25, found ':'}}
    (%1) = "pd_op.relu" (%0 : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// Missing ')' after the result names.
{
    // expected-error@+1 {{expected ')' to close the result list that opened at 16:5, found '='}}
    (%0, %1 = "pd_op.full" () {} : () -> tensor<2xf32>
}

// -----
// Missing ')' in the operand type list.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{expected ',' or ')' in the operand type list that opened at 24:35, found '->'}}
    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32> -> tensor<2xf32>
}

// -----
// Missing '=' after the results.
{
    // expected-error@+1 {{expected '=' after the results, found '"pd_op.full"'}}
    (%0) "pd_op.full" () {} : () -> tensor<2xf32>
}

// -----
// Missing '->' in the signature.
{
    // expected-error@+1 {{expected '->' after the operand types, found 'tensor'}}
    (%0) = "pd_op.full" () {} : () tensor<2xf32>
}

// -----
// A result without a signature (and an op that cannot infer it): reported at
// the token found instead, the '}' on the next line.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+2 {{expected ':' and the op's type signature, found '}'}}
    (%1) = "pd_op.relu" (%0) {}
}

// -----
// More result names than result types.
{
    // expected-error@+1 {{'pd_op.full' has 2 results but 1 result types}}
    (%0, %1) = "pd_op.full" () {} : () -> tensor<2xf32>
}

// -----
// More operand types than operands.
{
    // expected-error@+1 {{'pd_op.full' has 0 operands but its signature lists 1 operand types}}
    (%0) = "pd_op.full" () {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// Garbage where an op should start.
{
    // expected-error@+1 {{expected an operation, found ']'}}
    ] = "pd_op.full" () {} : () -> tensor<2xf32>
}

// -----
// A stray character the lexer does not know.
{
    // expected-error@+1 {{expected a value such as %0, found invalid character '#'}}
    (%0) = "pd_op.relu" (#x) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// A stray '{' inside a program after an op that takes no regions.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{expected an operation, found '{'}}
    {
    }
}

// -----
// A region after an op that takes none, on the op's own line.
{
    // expected-error@+1 {{'pd_op.full' op expects 0 regions, but has 1}}
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32> {
    }
}

// -----
// Text after a program that is neither a program nor a banner.
{
}
// expected-error@+1 {{expected '{' or an operation, found 'garbage'}}
garbage
