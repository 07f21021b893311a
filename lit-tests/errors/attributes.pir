// Malformed attributes, and attributes of the wrong kind, one per split.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// A typed integer that is not an integer.
{
    // expected-error@+1 {{expected an integer, found 'x'}}
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:(Int32)x} : () -> tensor<2xf32>
}

// -----
// An Int32 out of range.
{
    // expected-error@+1 {{integer 2147483648 does not fit in Int32}}
    (%0) = "test.a" () {a:(Int32)2147483648} : () -> tensor<2xf32>
}

// -----
// An integer that does not fit in 64 bits.
{
    // expected-error@+1 {{integer '9223372036854775808' does not fit in 64 bits}}
    (%0) = "test.a" () {a:9223372036854775808} : () -> tensor<2xf32>
}

// -----
// An unknown attribute kind.
{
    // expected-error@+1 {{unknown attribute kind '(Int16)'}}
    (%0) = "pd_op.full" () {value:(Int16)1} : () -> tensor<2xf32>
}

// -----
// The kind's closing ')' is missing.
{
    // expected-error@+1 {{expected ')' to close the attribute kind opened at 35:35, found '1'}}
    (%0) = "pd_op.full" () {value:(Float 1} : () -> tensor<2xf32>
}

// -----
// A missing ':' after a key.
{
    // expected-error@+1 {{expected ':' after the attribute name, found '['}}
    (%0) = "pd_op.full" () {dtype:float32,shape [2]} : () -> tensor<2xf32>
}

// -----
// A missing ',' between entries.
{
    // expected-error@+1 {{expected ',' or '}' in the attribute dictionary that opened at 49:28, found 'shape'}}
    (%0) = "pd_op.full" () {dtype:float32 shape:[2]} : () -> tensor<2xf32>
}

// -----
// A key given twice.
{
    // expected-error@+1 {{duplicate attribute 'value'}}
    (%0) = "pd_op.full" () {value:1,shape:[2],value:2} : () -> tensor<2xf32>
}

// -----
// An array with a bad separator.
{
    // expected-error@+1 {{expected ',' or ']' in the array that opened at 63:27, found invalid character ';'}}
    (%0) = "test.a" () {a:[1;2]} : () -> tensor<2xf32>
}

// -----
// A non-integer in an IntArray.
{
    // expected-error@+1 {{expected an integer in the IntArray, found '1.5'}}
    (%0) = "pd_op.full" () {shape:(pd_op.IntArray)[1.5]} : () -> tensor<2xf32>
}

// -----
// Bool of the wrong spelling.
{
    // expected-error@+1 {{expected true or false, found 'yes'}}
    (%0) = "test.a" () {a:(Bool)yes} : () -> tensor<2xf32>
}

// -----
// Place( left open on its line.
{
    // expected-error@+1 {{unterminated 'Place('}}
    (%0) = "pd_op.full" () {place:Place(gpu:0} : () -> tensor<2xf32>
}

// -----
// A complex number without its imaginary part.
{
    // expected-error@+1 {{expected ',', found ')'}}
    (%0) = "test.a" () {a:(Complex64)(1.5)} : () -> tensor<2xf32>
}

// -----
// A pointer too wide for 64 bits.
{
    // expected-error@+1 {{pointer '0x1234567890abcdef0' does not fit in 64 bits}}
    (%0) = "test.a" () {a:0x1234567890abcdef0} : () -> tensor<2xf32>
}

// -----
// A value where the attribute value should be.
{
    // expected-error@+1 {{expected an attribute value, found '%0'}}
    (%0) = "test.a" () {a:%0} : () -> tensor<2xf32>
}

// -----
// An untyped value the definition cannot re-type: keepdim is declared bool,
// and 2 is not 0 or 1, so it stays Int32 and the verifier rejects it.
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.mean' op attribute 'keepdim' must be of kind bool, but is int32}}
    (%1) = "pd_op.mean" (%0) {axis:[],keepdim:2} : (tensor<2xf32>) -> tensor<f32>
}

// -----
// A typed value of the wrong kind is never re-typed.
{
    // expected-error@+1 {{'pd_op.full' op attribute 'shape' must be of kind int_array, but is str}}
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:"2",value:1} : () -> tensor<2xf32>
}

// -----
// A malformed dictionary after an op that takes no regions is reported as
// what it is, not as a missing signature.
{
    // expected-error@+1 {{expected ':' after the attribute name, found 'float32'}}
    (%0) = "pd_op.full" () {dtype float32} : () -> tensor<2xf32>
}
