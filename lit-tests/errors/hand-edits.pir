// RUN: pir-opt --split-input-file --verify-diagnostics --dialect %S/Inputs/layout-op.yaml %s
// RUN: not pir-opt --split-input-file --dialect %S/Inputs/layout-op.yaml %s 2>&1 | FileCheck %s --check-prefix=CARET
//
// Hand edits of a real dump (05_paddle_simple_llama_config) that break an
// op's attributes: each gives one error that names the op and the
// attribute, located at the attribute (lib/ir/verify_attributes.c), with the
// quoted line windowed so the attribute is shown.

// A misspelt attribute name: unknown, with the closest declared name.
{
    // expected-error@+1 {{'pd_op.data' op has no attribute 'dtyp'; did you mean 'dtype'?}}
    (%0) = "pd_op.data" () {dtyp:(pd_op.DataType)float16,name:"embedding_0.w_0",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[32000,4096],stop_gradient:[true]} : () -> builtin.tensor<32000x4096xf16>
}
// CARET: hand-edits.pir:12:29: error: 'pd_op.data' op has no attribute 'dtyp'; did you mean 'dtype'?
// CARET-NEXT: {{^}}    (%0) = "pd_op.data" () {dtyp:(pd_op.DataType)float16,name:
// CARET-NEXT: {{^                            \^$}}

// -----
// A misspelt data type.
{
    // expected-error@+1 {{'pd_op.data' op attribute 'dtype' has unknown data type 'flaot32'; did you mean 'float32'?}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)flaot32,name:"embedding_0.w_0",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[32000,4096],stop_gradient:[true]} : () -> builtin.tensor<32000x4096xf16>
}

// -----
// A misspelt data type in the untyped spelling of 2023.
{
    (%0) = "pd.data" () {dtype:float16,name:x,place:Place(undefined:0),shape:[4],stop_gradient:[true]} : () -> tensor<4xf16>
    // expected-error@+1 {{'pd_op.cast' op attribute 'dtype' has unknown data type 'flaot32'; did you mean 'float32'?}}
    (%1) = "pd.cast" (%0) {dtype:flaot32} : (tensor<4xf16>) -> tensor<4xf32>
}

// -----
// A misspelt place, far right on a long line: the window keeps it in view.
{
    // expected-error@+1 {{'pd_op.data' op attribute 'place' has unknown place 'Place(cpuu)'; did you mean 'cpu'?}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"embedding_0.w_0_with_a_much_longer_name_than_usual",place:(pd_op.Place)Place(cpuu),shape:(pd_op.IntArray)[32000,4096],stop_gradient:[true]} : () -> builtin.tensor<32000x4096xf16>
}
// CARET: hand-edits.pir:37:117: error: 'pd_op.data' op attribute 'place' has unknown place 'Place(cpuu)'
// CARET-NEXT: {{^}}...{{.*}}place:(pd_op.Place)Place(cpuu),shape:
// CARET-NEXT: {{^ +\^$}}

// -----
// A place whose device id is not a number.
{
    // expected-error@+1 {{'pd_op.data' op attribute 'place' has place 'Place(gpu:x)', whose device id is not a number}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(gpu:x),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> builtin.tensor<4xf16>
}

// -----
// A required attribute deleted: cast has no default dtype in Paddle.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> builtin.tensor<4xf16>
    // expected-error@+1 {{'pd_op.cast' op requires attribute 'dtype' (data_type), but it is missing}}
    (%1) = "pd_op.cast" (%0) {} : (builtin.tensor<4xf16>) -> builtin.tensor<4xf32>
}

// -----
// stop_gradient has one entry per result.
{
    // expected-error@+1 {{'pd_op.data' op attribute 'stop_gradient' has 2 entries, but the op has 1 result (one bool per result)}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true,false]} : () -> builtin.tensor<4xf16>
}

// -----
// persistable too, and its entries are bools.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> builtin.tensor<4xf16>
    // expected-error@+1 {{'pd_op.relu' op attribute 'persistable' entry #0 must be a bool, but is int32}}
    (%1) = "pd_op.relu" (%0) {persistable:[(Int32)0]} : (builtin.tensor<4xf16>) -> builtin.tensor<4xf16>
}

// -----
// An attribute no op of this kind has, and nothing close: the op's own are listed.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> builtin.tensor<4xf16>
    // expected-error@+1 {{'pd_op.softmax' op has no attribute 'temperature' (its attributes: axis)}}
    (%1) = "pd_op.softmax" (%0) {axis:(Int32)-1,temperature:(Float)2} : (builtin.tensor<4xf16>) -> builtin.tensor<4xf16>
}

// -----
// Typos of framework attributes are caught as well.
{
    // expected-error@+1 {{'pd_op.data' op has no attribute 'stop_gradiant'; did you mean 'stop_gradient'?}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradiant:[true]} : () -> builtin.tensor<4xf16>
}

// -----
// A data layout that does not exist (on an op of Inputs/layout-op.yaml:
// no Paddle op has a DataLayout argument).
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8],stop_gradient:[true]} : () -> tensor<1x3x8x8xf32>
    // expected-error@+1 {{'lay.relayout' op attribute 'dst_layout' has unknown data layout 'NHCW'; did you mean 'NCHW'?}}
    (%1) = "lay.relayout" (%0) {dst_layout:(pd_op.DataLayout)NHCW} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
}

// -----
// What Paddle puts on any op is accepted, and so are '_' annotations and
// the mutable attribute given as an operand (split_with_num's axis).
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float16,is_persisable:[false],name:"x",op_callstack:["a.py:1"],place:(pd_op.Place)Place(gpu:0),shape:(pd_op.IntArray)[4,2],stop_gradient:[true],struct_name:"/Linear/",_note:"mine"} : () -> builtin.tensor<4x2xf16>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> builtin.tensor<1xi32>
    (%2) = "pd_op.split_with_num" (%0, %1) {num:(Int32)2,persistable:[false],stop_gradient:[false]} : (builtin.tensor<4x2xf16>, builtin.tensor<1xi32>) -> vec[builtin.tensor<2x2xf16>,builtin.tensor<2x2xf16>]
}
