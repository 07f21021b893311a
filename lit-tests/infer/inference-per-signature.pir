// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// The verifier checks an op whose inference rule reads only its operand
// types (unary, unary_bool, elementwise, compare) once per operand and
// result type signature. A signature that passed answers only for the same
// result types, and one that failed is checked again every time.

// Same operand types, another result type: checked, and contradicts.
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%0) = "pd_op.add" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    (%1) = "pd_op.add" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    // expected-error@+1 {{'pd_op.add' op result #0 type 'tensor<4x1xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%2) = "pd_op.add" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x1xf32>
}

// -----
// A signature that failed fails again; one that passed before it still passes.
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%0) = "pd_op.subtract" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    // expected-error@+1 {{'pd_op.subtract' op result #0 type 'tensor<3xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%1) = "pd_op.subtract" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.subtract' op result #0 type 'tensor<3xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%2) = "pd_op.subtract" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<3xf32>
    (%3) = "pd_op.subtract" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x3xf32>
}

// -----
// The copies (unary): the operand's shape, whatever came before.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%1) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<4xf32>
    // expected-error@+1 {{'pd_op.to_vtensor' op result #0 type 'vtensor<5xf32>' contradicts the inferred 'tensor<4xf32>'}}
    (%2) = "pd_op.to_vtensor" (%x) {} : (tensor<4xf32>) -> vtensor<5xf32>
    (%3) = "pd_op.to_tensor" (%0) {} : (vtensor<4xf32>) -> tensor<4xf32>
    // expected-error@+1 {{'pd_op.to_tensor' op result #0 type 'tensor<2x2xf32>' contradicts the inferred 'vtensor<4xf32>'}}
    (%4) = "pd_op.to_tensor" (%1) {} : (vtensor<4xf32>) -> tensor<2x2xf32>
}
