// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What MatmulWithFlattenInferMeta refuses (dialects/infer/infer_mul.c).

// x's matrix width ([2, 3, 4] at 1: 12) is not y's height ([5, 2] at 1: 5)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,2]} : () -> tensor<5x2xf32>
    // expected-error@+1 {{'pd_op.matmul_with_flatten' op operand #1 ('y') flattened at y_num_col_dims 1 has 5 rows, but x (operand #0) flattened at x_num_col_dims 1 has 12 columns}}
    (%0) = "pd_op.matmul_with_flatten" (%x, %y) {} : (tensor<2x3x4xf32>, tensor<5x2xf32>) -> tensor<2x2xf32>
}

// -----
// x's rank must exceed x_num_col_dims
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.matmul_with_flatten' op operand #0 ('x') has rank 2, but must have more than x_num_col_dims (2)}}
    (%0) = "pd_op.matmul_with_flatten" (%x, %x) {x_num_col_dims:(Int32)2} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// the result's dims
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    // expected-error@+1 {{'pd_op.matmul_with_flatten' op result #0 type 'tensor<2x3xf32>' contradicts the inferred 'tensor<2x4xf32>'}}
    (%0) = "pd_op.matmul_with_flatten" (%x, %y) {} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
}
