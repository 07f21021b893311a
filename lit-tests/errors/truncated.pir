// Input that ends too early: each split is cut off inside a program, a
// region, an op, an attribute or a type. The end of input is reported just
// after the last token (not on the '// -----' line that follows the chunk),
// naming what is still open and where it opened.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// Inside the program's braces.
// expected-error@+2 {{expected '}' to close the program that opened at 9:1, found end of input}}
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>

// -----
// Inside the region of an if.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        // expected-error@+1 {{expected '}' to close the region that opened at 16:46, found end of input}}
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->

// -----
// Inside the body of a while, right after its '^%arg_0' line.
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.while" (cond=%0, inputs=%0) {
    // expected-error@+1 {{expected '}' to close the region that opened at 24:47, found end of input}}
    ^%arg_0

// -----
// Inside an attribute dictionary.
{
    // expected-error@+1 {{expected ',' or '}' in the attribute dictionary that opened at 32:28, found end of input}}
    (%0) = "pd_op.full" () {dtype:float32

// -----
// Inside an attribute dictionary, after a comma.
{
    // expected-error@+1 {{expected '}' to close the attribute dictionary that opened at 38:28, found end of input}}
    (%0) = "pd_op.full" () {dtype:float32,

// -----
// Inside an array.
{
    // expected-error@+1 {{expected ']' to close the array that opened at 44:35, found end of input}}
    (%0) = "pd_op.full" () {shape:[1,

// -----
// After an attribute kind.
{
    // expected-error@+1 {{expected a number, found end of input}}
    (%0) = "pd_op.full" () {value:(Float)

// -----
// Inside a string (a string cannot span lines).
{
    // expected-error@+1 {{expected an attribute value, found an unterminated string}}
    (%0) = "pd_op.full" () {name:"abc

// -----
// Inside a tensor type.
{
    // expected-error@+1 {{expected '>' to close the tensor type that opened at 62:39, found end of input}}
    (%0) = "pd_op.full" () {} : () -> tensor<2xf32

// -----
// Inside a tensor type, after a dimension.
{
    // expected-error@+1 {{expected a type, found end of input}}
    (%0) = "pd_op.full" () {} : () -> tensor<2x

// -----
// Inside a vec type.
{
    // expected-error@+1 {{expected a type, found end of input}}
    (%0) = "test.v" () {} : () -> vec[f32,

// -----
// Inside the operand list.
{
    // expected-error@+1 {{expected ')' to close the operand list that opened at 80:25, found end of input}}
    (%1) = "pd_op.relu" (

// -----
// Inside the operand types.
{
    // expected-error@+1 {{expected ',' or ')' in the operand type list that opened at 86:33, found end of input}}
    (%1) = "pd_op.full" () {} : (

// -----
// Inside the result list.
{
    // expected-error@+1 {{expected ')' to close the result list that opened at 92:5, found end of input}}
    (%0, %1

// -----
// After '=': the op name is missing.
{
    // expected-error@+1 {{expected an op name, found end of input}}
    (%0) =
