// Inference of the elementwise family (dialects/infer/infer_elementwise.c):
// unary ops, elementwise ops with broadcasting, comparisons and logical
// ops (bool results), cast, where, dropout, and the constant makers full,
// full_like, full_int_array, arange, shape. Correct types verify as
// written; --infer-shapes fills the -1 dims and nothing else.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// CHECK-LABEL: name:"unary"
// CHECK: "pd_op.relu" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.tanh" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.scale" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.logical_not" {{.*}} -> tensor<2x3xb>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unary",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%0) = "pd_op.relu" (%x) {} : (tensor<2x3xf32>) -> tensor<-1x3xf32>
    (%1) = "pd_op.tanh" (%0) {} : (tensor<-1x3xf32>) -> tensor<-1x-1xf32>
    (%2) = "pd_op.scale" (%1) {scale:(Float)2} : (tensor<-1x-1xf32>) -> tensor<2x-1xf32>
    (%3) = "pd_op.logical_not" (%2) {} : (tensor<2x-1xf32>) -> tensor<-1x-1xb>
}

// -----
// Broadcasting aligns at the right; a dim of 1 stretches; -1 against a
// known dim other than 1 must be that dim.
// CHECK-LABEL: name:"broadcast"
// CHECK: "pd_op.add" {{.*}} -> tensor<4x2x3xf32>
// CHECK: "pd_op.multiply" {{.*}} -> tensor<4x2x3xf32>
// CHECK: "pd_op.subtract" {{.*}} -> tensor<-1x2x1xf32>
// CHECK: "pd_op.divide" {{.*}} -> tensor<5x2x1xf32>
// CHECK: "pd_op.less_than" {{.*}} -> tensor<4x2x3xb>
// CHECK: "pd_op.logical_and" {{.*}} -> tensor<4x2x3xb>
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"broadcast",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,1,3]} : () -> tensor<4x1x3xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,1,1]} : () -> tensor<-1x1x1xf32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1,1]} : () -> tensor<5x1x1xf32>
    (%0) = "pd_op.add" (%a, %b) {} : (tensor<4x1x3xf32>, tensor<2x1xf32>) -> tensor<-1x-1x-1xf32>
    (%1) = "pd_op.multiply" (%b, %0) {} : (tensor<2x1xf32>, tensor<-1x-1x-1xf32>) -> tensor<4x2x-1xf32>
    (%2) = "pd_op.subtract" (%c, %b) {} : (tensor<-1x1x1xf32>, tensor<2x1xf32>) -> tensor<-1x-1x1xf32>
    (%3) = "pd_op.divide" (%d, %2) {} : (tensor<5x1x1xf32>, tensor<-1x-1x1xf32>) -> tensor<-1x2x-1xf32>
    (%4) = "pd_op.less_than" (%0, %1) {} : (tensor<-1x-1x-1xf32>, tensor<4x2x-1xf32>) -> tensor<-1x2x3xb>
    (%5) = "pd_op.logical_and" (%4, %4) {} : (tensor<-1x2x3xb>, tensor<-1x2x3xb>) -> tensor<4x-1x3xb>
}

// -----
// cast takes its dtype from the attribute; where broadcasts all three;
// dropout's mask is uint8.
// CHECK-LABEL: name:"cast_where"
// CHECK: "pd_op.cast" {{.*}} -> tensor<2x3xf16>
// CHECK: "pd_op.where" {{.*}} -> tensor<2x3xf16>
// CHECK: "pd_op.dropout" {{.*}} -> tensor<2x3xf16>, tensor<2x3xu8>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cast_where",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3]} : () -> tensor<1x3xb>
    (%0) = "pd_op.cast" (%x) {dtype:(pd_op.DataType)float16} : (tensor<2x3xf32>) -> tensor<-1x3xf16>
    (%1) = "pd_op.where" (%m, %0, %0) {} : (tensor<1x3xb>, tensor<-1x3xf16>, tensor<-1x3xf16>) -> tensor<-1x-1xf16>
    (%2, %3) = "pd_op.dropout" (%1) {fix_seed:false,seed:(Int32)0,mode:"upscale_in_train",is_test:false,p:(Float)0.5} : (tensor<-1x-1xf16>) -> tensor<-1x3xf16>, tensor<-1x-1xu8>
}

// -----
// Constants: full's shape attribute, full_like keeps x's shape (and its
// dtype when dtype is undefined), full_int_array is 1-D of its length,
// arange of constant bounds has ceil((end - start) / step) values, shape
// is 1-D of the rank, int32.
// CHECK-LABEL: name:"constants"
// CHECK: "pd_op.data" {{.*}} -> tensor<-1x7xi64>
// CHECK: "pd_op.full" {{.*}} -> tensor<2x5xf64>
// CHECK: "pd_op.full_like" {{.*}} -> tensor<2x5xi32>
// CHECK: "pd_op.full_like" {{.*}} -> tensor<2x5xf64>
// CHECK: "pd_op.full_int_array" {{.*}} -> tensor<3xi64>
// CHECK: "pd_op.arange" {{.*}} -> tensor<4xi64>
// CHECK: "pd_op.shape" {{.*}} -> tensor<2xi32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"constants",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,5]} : () -> tensor<2x5xf32>
    (%ids) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,7]} : () -> tensor<-1x-1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,5],value:(Float)1} : () -> tensor<-1x5xf64>
    (%1) = "pd_op.full_like" (%0) {value:(Float)0,dtype:(pd_op.DataType)int32} : (tensor<-1x5xf64>) -> tensor<-1x-1xi32>
    (%2) = "pd_op.full_like" (%0) {value:(Float)0,dtype:(pd_op.DataType)undefined} : (tensor<-1x5xf64>) -> tensor<2x-1xf64>
    (%3) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,value:[(Int64)1,(Int64)2,(Int64)3]} : () -> tensor<-1xi64>
    (%s) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
    (%e) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)11} : () -> tensor<1xi64>
    (%t) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)3} : () -> tensor<1xi64>
    (%4) = "pd_op.arange" (%s, %e, %t) {dtype:(pd_op.DataType)int64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<-1xi64>
    (%5) = "pd_op.shape" (%x) {} : (tensor<2x5xf32>) -> tensor<-1xi32>
}

// -----
// Unknown operand dims stay unknown.
// CHECK-LABEL: name:"unknown"
// CHECK: "pd_op.exp" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.add" {{.*}} -> tensor<-1x3xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unknown",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%0) = "pd_op.exp" (%x) {} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
    (%1) = "pd_op.add" (%0, %x) {} : (tensor<-1x3xf32>, tensor<-1x3xf32>) -> tensor<-1x-1xf32>
}

// -----
// abs, angle, real, imag (to_real): x's dims, a complex dtype made real,
// any other kept; unary (acos, ...) keeps the dtype.
// CHECK-LABEL: name:"z"
// CHECK: "pd_op.abs" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.real" {{.*}} -> tensor<2x3xf64>
// CHECK: "pd_op.abs" {{.*}} -> tensor<2x3xi32>
// CHECK: "pd_op.acos" {{.*}} -> tensor<2x3xf32>
{
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)complex64,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xc64>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)complex128,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xc128>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xi32>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%0) = "pd_op.abs" (%z) {} : (tensor<2x3xc64>) -> tensor<-1x3xf32>
    (%1) = "pd_op.real" (%w) {} : (tensor<2x3xc128>) -> tensor<2x-1xf64>
    (%2) = "pd_op.abs" (%i) {} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    (%3) = "pd_op.acos" (%f) {} : (tensor<2x3xf32>) -> tensor<-1x-1xf32>
}
