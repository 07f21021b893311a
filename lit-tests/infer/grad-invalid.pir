// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file --verify-diagnostics %s
//
// A gradient typed unlike its forward input is an error.

{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.add_grad' op result #1 type 'tensor<4x3xf32>' contradicts the inferred 'tensor<3xf32>'}}
    (%0, %1) = "pd_op.add_grad" (%x, %y, %x) {} : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>, tensor<4x3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%xs) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"xs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[0,4,3,1]} : () -> tensor<0x4x3x1xf32>
    // expected-error@+1 {{'pd_op.flatten_grad' op result #0 type 'tensor<4x3xf32>' contradicts the inferred 'tensor<4x3x1xf32>'}}
    (%0) = "pd_op.flatten_grad" (%xs, %x) {} : (tensor<0x4x3x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%v) = "builtin.combine" (%x, %z) {} : (tensor<4x3xf32>, tensor<2x3xf32>) -> vec[tensor<4x3xf32>,tensor<2x3xf32>]
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    // expected-error@+1 {{'t.concat_grad' op result #0 type 'vec[tensor<4x3xf32>]' contradicts the inferred 'vec[tensor<4x3xf32>,tensor<2x3xf32>]'}}
    (%0) = "t.concat_grad" (%v, %g) {} : (vec[tensor<4x3xf32>,tensor<2x3xf32>], tensor<6x3xf32>) -> vec[tensor<4x3xf32>]
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    // expected-error@+1 {{'pd_op.relu_grad' op result #0 type 'tensor<4x3xf16>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0) = "pd_op.relu_grad" (%x, %x) {} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf16>
}
