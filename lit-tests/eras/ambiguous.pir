// RUN: pir-opt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: pir-opt --split-input-file --input-era=dev-2024-01-15 %s | FileCheck %s --check-prefix=JAN24
// RUN: pir-opt --split-input-file --input-era=dev-2025-02-17 %s | FileCheck %s --check-prefix=FEB25
// Forms that two signatures of an op read differently (docs/text-format.md,
// "Older signatures", rules 4 and 5): settled by the types where Paddle's
// own rules tell them apart, an error naming both where nothing does, and
// --input-era says which Paddle printed the input.

// full_with_tensor took (shape, value) until 2024-04-15, today (value,
// shape): the shape is an integer 1-D tensor (an IntArray), the value is not
// (a 0-D int64 value is a scalar, not a shape).
// CHECK-LABEL: _case:"fwt-float"
// CHECK: "pd_op.full_with_tensor" (%1, %0) {{.*}} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
// CHECK: "pd_op.full_with_tensor" (%4, %3) {{.*}} : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK: "pd_op.full_with_tensor" (%1, %0) {{.*}} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
{
    (%0) = "pd_op.data" () {_case:"fwt-float",dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%2) = "pd_op.full_with_tensor" (%0, %1) {dtype:(pd_op.DataType)float32} : (tensor<2xi32>, tensor<1xf32>) -> tensor<-1x1xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"s1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"v0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[]} : () -> tensor<i64>
    (%5) = "pd_op.full_with_tensor" (%3, %4) {dtype:(pd_op.DataType)int64} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
    (%6) = "pd_op.full_with_tensor" (%1, %0) {dtype:(pd_op.DataType)float32} : (tensor<1xf32>, tensor<2xi32>) -> tensor<-1x1xf32>
}
// -----
// Both 1-D int64 of one element: nothing tells them apart.
{
    (%0) = "pd_op.data" () {_case:"fwt-int",dtype:(pd_op.DataType)int64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    // expected-error@+1 {{'pd_op.full_with_tensor' is written in a signature that today's and era dev-2023-09-01..dev-2024-04-01 read differently (the names, counts and types do not tell them apart; --input-era=SNAPSHOT says which Paddle printed it)}}
    (%2) = "pd_op.full_with_tensor" (%0, %1) {dtype:(pd_op.DataType)int64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
}
// JAN24-LABEL: _case:"fwt-int"
// JAN24: "pd_op.full_with_tensor" (%1, %0)
// FEB25-LABEL: _case:"fwt-int"
// FEB25: "pd_op.full_with_tensor" (%0, %1)
// -----
// uniform of v2.5.0 took (min, max, shape): told apart by the integer shape.
// CHECK-LABEL: _case:"uniform"
// CHECK: "pd_op.uniform" (%2, %0, %1) {{.*}} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
// CHECK: "pd_op.uniform" (%2, %0, %1) {{.*}} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
{
    (%0) = "pd_op.data" () {_case:"uniform",dtype:(pd_op.DataType)float32,name:"lo",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"hi",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"shape",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2]} : () -> tensor<2xi64>
    (%3) = "pd_op.uniform" (%0, %1, %2) {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[2,3]} : (tensor<1xf32>, tensor<1xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    (%4) = "pd_op.uniform" (%2, %0, %1) {dtype:(pd_op.DataType)float32,max:(Float)1,min:(Float)0,place:(pd_op.Place)Place(cpu),seed:(Int32)0,shape:(pd_op.IntArray)[2,3]} : (tensor<2xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
}
// -----
// lars_momentum took (param, velocity, grad, ...) in 2024-01: all vec,
// told apart by nothing but the era. A complete print (every attribute the
// era had) is an error; with --input-era, the era says.
{
    (%0) = "pd_op.data" () {_case:"lars",dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%4) = "builtin.combine" (%0) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%5) = "builtin.combine" (%1) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%6) = "builtin.combine" (%2) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%7) = "builtin.combine" (%3) {} : (tensor<1xf32>) -> vec[tensor<1xf32>]
    // expected-error@+1 {{'pd_op.lars_momentum' is written in a signature that today's and era dev-2024-01-01..dev-2024-02-01 read differently}}
    (%8, %9, %10) = "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>) {epsilon:(Float)0,lars_coeff:(Float)0.001,lars_weight_decay:[(Float)0.0005],mu:(Float)0.9,multi_precision:false,rescale_grad:(Float)1} : (vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<1xf32>], <<NULL TYPE>>) -> vec[tensor<4xf32>], vec[tensor<4xf32>], <<NULL TYPE>>
}
// JAN24-LABEL: _case:"lars"
// JAN24: "pd_op.lars_momentum" (%4, %6, %5, %7, <<NULL VALUE>>)
// FEB25-LABEL: _case:"lars"
// FEB25: "pd_op.lars_momentum" (%4, %5, %6, %7, <<NULL VALUE>>)
// -----
// A hand-written form without the attributes Paddle always printed is not a
// print of the era: today's (rule 2).
// CHECK-LABEL: _case:"lars-short"
// CHECK: "pd_op.lars_momentum" (%4, %5, %6, %7)
{
    (%0) = "pd_op.data" () {_case:"lars-short",dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%4) = "builtin.combine" (%0) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%5) = "builtin.combine" (%1) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%6) = "builtin.combine" (%2) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%7) = "builtin.combine" (%3) {} : (tensor<1xf32>) -> vec[tensor<1xf32>]
    (%8, %9) = "pd_op.lars_momentum" (%4, %5, %6, %7) {mu:(Float)0.9} : (vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<4xf32>], vec[tensor<1xf32>]) -> vec[tensor<4xf32>], vec[tensor<4xf32>]
}
