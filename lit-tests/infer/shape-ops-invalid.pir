// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// Result types that contradict the inferred ones (shape ops).

{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    (%s) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)0,(Int64)-1]} : () -> tensor<2xi64>
    // expected-error@+1 {{'pd_op.reshape' op result #0 type 'tensor<2x13xf32>' contradicts the inferred 'tensor<2x12xf32>'}}
    (%0) = "pd_op.reshape" (%x, %s) {} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x13xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    // expected-error@+1 {{'pd_op.reshape' op result #1 type 'tensor<2x3x4xf32>' contradicts the inferred 'tensor<0x2x3x4xf32>'}}
    (%0, %1) = "pd_op.reshape" (%x) {shape:(pd_op.IntArray)[24]} : (tensor<2x3x4xf32>) -> tensor<24xf32>, tensor<2x3x4xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,4]} : () -> tensor<2x3x4xf32>
    // expected-error@+1 {{'pd_op.transpose' op result #0 type 'tensor<2x3x4xf32>' contradicts the inferred 'tensor<4x2x3xf32>'}}
    (%0) = "pd_op.transpose" (%x) {perm:[(Int32)2,(Int32)0,(Int32)1]} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5]} : () -> tensor<3x5xf32>
    // expected-error@+1 {{'pd_op.unsqueeze' op result #0 type 'tensor<3x1x5xf32>' contradicts the inferred 'tensor<1x3x5xf32>'}}
    (%0) = "pd_op.unsqueeze" (%x) {axis:(pd_op.IntArray)[0]} : (tensor<3x5xf32>) -> tensor<3x1x5xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xf32>
    // expected-error@+1 {{'pd_op.squeeze' op result #0 type 'tensor<1x3xf32>' contradicts the inferred 'tensor<3xf32>'}}
    (%0) = "pd_op.squeeze" (%x) {axis:(pd_op.IntArray)[0]} : (tensor<1x3xf32>) -> tensor<1x3xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%v) = "builtin.combine" (%x, %y) {} : (tensor<2x3xf32>, tensor<4x3xf32>) -> vec[tensor<2x3xf32>,tensor<4x3xf32>]
    // expected-error@+1 {{'pd_op.concat' op result #0 type 'tensor<2x6xf32>' contradicts the inferred 'tensor<6x3xf32>'}}
    (%0) = "pd_op.concat" (%v) {axis:(Int32)0} : (vec[tensor<2x3xf32>,tensor<4x3xf32>]) -> tensor<2x6xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'builtin.combine' op result #0 type 'vec[tensor<2x3xf32>,tensor<3xf32>]' contradicts the inferred 'vec[tensor<2x3xf32>,tensor<2x3xf32>]'}}
    (%v) = "builtin.combine" (%x, %x) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>,tensor<3xf32>]
}

// -----
{
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,4]} : () -> tensor<6x4xf32>
    // expected-error@+1 {{'pd_op.split' op result #0 type 'vec[tensor<3x4xf32>,tensor<3x4xf32>]' contradicts the inferred 'vec[tensor<1x4xf32>,tensor<5x4xf32>]'}}
    (%0) = "pd_op.split" (%z) {axis:(Int32)0,sections:(pd_op.IntArray)[1,-1]} : (tensor<6x4xf32>) -> vec[tensor<3x4xf32>,tensor<3x4xf32>]
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,10,5]} : () -> tensor<4x10x5xf32>
    // expected-error@+1 {{'pd_op.slice' op result #0 type 'tensor<4x3x5xf32>' contradicts the inferred 'tensor<4x2x5xf32>'}}
    (%0) = "pd_op.slice" (%x) {decrease_axis:[],axes:[(Int64)1],ends:(pd_op.IntArray)[100],infer_flags:[(Int64)1],starts:(pd_op.IntArray)[-2]} : (tensor<4x10x5xf32>) -> tensor<4x3x5xf32>
}

// -----
{
    (%ids) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7]} : () -> tensor<2x7xi64>
    (%wt) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"wt",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf16>
    // expected-error@+1 {{'pd_op.embedding' op result #0 type 'tensor<2x7x16xf32>' contradicts the inferred 'tensor<2x7x16xf16>'}}
    (%0) = "pd_op.embedding" (%ids, %wt) {} : (tensor<2x7xi64>, tensor<100x16xf16>) -> tensor<2x7x16xf32>
}

// -----
{
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,6]} : () -> tensor<5x6xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xi64>
    // expected-error@+1 {{'pd_op.gather' op result #0 type 'tensor<3x6xf32>' contradicts the inferred 'tensor<5x3xf32>'}}
    (%0) = "pd_op.gather" (%m, %i) {axis:(Int32)1} : (tensor<5x6xf32>, tensor<3xi64>) -> tensor<3x6xf32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xf32>
    // expected-error@+1 {{'pd_op.expand' op result #0 type 'tensor<4x4xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0) = "pd_op.expand" (%x) {shape:(pd_op.IntArray)[4,-1]} : (tensor<1x3xf32>) -> tensor<4x4xf32>
}
