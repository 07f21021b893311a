// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What Paddle's verifier rejects stays rejected: an if result whose element
// type or rank differs from a branch's (only dims may be -1), and the vec
// ops whose types do not match their vec (builtin_op.cc): an out-of-range
// builtin.slice index and a builtin.split result count that disagrees with
// the vec (dialects/hooks/vec_hooks.c), and element types that contradict the
// vec (type inference: infer: combine, vec_slice, vec_split).

// Element type or rank still must agree.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"if_rank",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    // expected-error@+1 {{'pd_op.if' op then region's 'cf.yield' operand #0 has type tensor<2x4xf32>, but result #0 has type tensor<-1xf32>}}
    (%2) = "pd_op.if" (%1) {stop_gradient:[true]} -> tensor<-1xf32> {
        () = "cf.yield" (%0) {} : (tensor<2x4xf32>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<2x4xf32>) ->
    }
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    // expected-error@+1 {{'builtin.slice' op index 2 is out of range for a vec of 2 elements}}
    (%2) = "builtin.slice" (%1) {index:(Int32)2} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    // expected-error@+1 {{'builtin.slice' op index -1 is out of range for a vec of 2 elements}}
    (%2) = "builtin.slice" (%1) {index:(Int32)-1} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    // expected-error@+1 {{'builtin.slice' op result #0 type 'tensor<3xf32>' contradicts the inferred 'tensor<2xf32>'}}
    (%2) = "builtin.slice" (%1) {index:(Int32)1} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<3xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    // expected-error@+1 {{'builtin.combine' op result #0 type 'vec[tensor<2xf32>,tensor<2xi64>]' contradicts the inferred 'vec[tensor<2xf32>,tensor<2xf32>]'}}
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xi64>]
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    // expected-error@+1 {{'builtin.combine' op result #0 type 'vec[tensor<2xf32>,tensor<2xf32>,tensor<2xf32>]' contradicts the inferred 'vec[tensor<2xf32>,tensor<2xf32>]'}}
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>,tensor<2xf32>]
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    // expected-error@+1 {{'builtin.split' op has 3 results, but its vec operand has 2 elements}}
    (%2, %3, %4) = "builtin.split" (%1) {} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    // expected-error@+1 {{'builtin.split' op result #0 type 'tensor<2xi32>' contradicts the inferred 'tensor<2xf32>'}}
    (%2, %3) = "builtin.split" (%1) {} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xi32>, tensor<2xf32>
}
