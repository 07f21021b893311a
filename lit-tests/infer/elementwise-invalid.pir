// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// A result type that contradicts the inferred one is an error at the op,
// naming both types (elementwise family).

{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,4]} : () -> tensor<4x4xf32>
    // expected-error@+1 {{'pd_op.relu' op result #0 type 'tensor<5x5xi8>' contradicts the inferred 'tensor<4x4xf32>'}}
    (%0) = "pd_op.relu" (%x) {} : (tensor<4x4xf32>) -> tensor<5x5xi8>
}

// -----
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1]} : () -> tensor<4x1xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.add' op result #0 type 'tensor<4x1xf32>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0) = "pd_op.add" (%a, %b) {} : (tensor<4x1xf32>, tensor<3xf32>) -> tensor<4x1xf32>
}

// -----
// A rank that differs contradicts even where every dim is unknown.
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    // expected-error@+1 {{'pd_op.multiply' op result #0 type 'tensor<-1xf32>' contradicts the inferred 'tensor<-1x3xf32>'}}
    (%0) = "pd_op.multiply" (%a, %a) {} : (tensor<-1x3xf32>, tensor<-1x3xf32>) -> tensor<-1xf32>
}

// -----
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.equal' op result #0 type 'tensor<3xb>' contradicts the inferred 'tensor<2xb>'}}
    (%0) = "pd_op.equal" (%a, %a) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xb>
}

// -----
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.cast' op result #0 type 'tensor<2xf32>' contradicts the inferred 'tensor<2xi64>'}}
    (%0) = "pd_op.cast" (%a) {dtype:(pd_op.DataType)int64} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
{
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xb>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    // expected-error@+1 {{'pd_op.where' op result #0 type 'tensor<3xf32>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.where" (%c, %a, %a) {} : (tensor<2x1xb>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.full' op result #0 type 'tensor<2x4xf32>' contradicts the inferred 'tensor<2x5xf32>'}}
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,5],value:(Float)0} : () -> tensor<2x4xf32>
}

// -----
{
    // expected-error@+1 {{'pd_op.full_int_array' op result #0 type 'tensor<2xi64>' contradicts the inferred 'tensor<3xi64>'}}
    (%0) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)1,(Int64)2,(Int64)3]} : () -> tensor<2xi64>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,5,7]} : () -> tensor<2x5x7xf32>
    // expected-error@+1 {{'pd_op.shape' op result #0 type 'tensor<2xi32>' contradicts the inferred 'tensor<3xi32>'}}
    (%0) = "pd_op.shape" (%x) {} : (tensor<2x5x7xf32>) -> tensor<2xi32>
}

// -----
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.dropout' op result #1 type 'tensor<2x3xf32>' contradicts the inferred 'tensor<2x3xu8>'}}
    (%0, %1) = "pd_op.dropout" (%x) {fix_seed:false,seed:(Int32)0,mode:"upscale_in_train",is_test:false,p:(Float)0.5} : (tensor<2x3xf32>) -> tensor<2x3xf32>, tensor<2x3xf32>
}

// -----
// pd_op.data is typed by its shape and dtype attributes (when written).
{
    // expected-error@+1 {{'pd_op.data' op result #0 type 'tensor<-1x8xi32>' contradicts the inferred 'tensor<-1x7xi64>'}}
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,7]} : () -> tensor<-1x8xi32>
}

// -----
// abs of a complex64 tensor is float32, not complex64.
{
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)complex64,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xc64>
    // expected-error@+1 {{'pd_op.abs' op result #0 type 'tensor<2x3xc64>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.abs" (%z) {} : (tensor<2x3xc64>) -> tensor<2x3xc64>
}
