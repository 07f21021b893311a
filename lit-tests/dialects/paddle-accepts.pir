// RUN: pir-opt --split-input-file --verify-diagnostics %s
// RUN: pir-opt --split-input-file %s 2>&1 | FileCheck %s
//
// What Paddle writes and its own verifier accepts is accepted (the
// rejections are in vec-ops-invalid.pir).

// FLAGS_pir_debug prints op ids: "pd_op.data" [id:16] (...). The ids are
// not kept. 2023-08 full_int_array spells its value IntArray[...].
// CHECK-LABEL: name:"debug_ids"
// CHECK-NEXT: (%1) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:(pd_op.IntArray)[1,2]} : () -> tensor<2xi64>
// CHECK-NEXT: (%2) = "pd_op.add" (%0, %1)
{
    (%0) = "pd_op.data" [id:16] () {dtype:(pd_op.DataType)int64,name:"debug_ids",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xi64>
    (%1) = "pd_op.full_int_array" [id:17] () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:IntArray[1,2]} : () -> tensor<2xi64>
    (%2) = "pd_op.add" [id:18] (%0, %1) {stop_gradient:[true]} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
    () = "builtin.shadow_output" [id:19] (%2) {output_name:"out"} : (tensor<2xi64>) ->
}

// -----
// builtin.shadow_output exposes a value of any type, here a vec.
// CHECK-LABEL: name:"shadow_vec"
// CHECK: "builtin.shadow_output" (%1) {output_name:"pair"} : (vec[tensor<2xf32>,tensor<2xf32>]) ->
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"shadow_vec",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    () = "builtin.shadow_output" (%1) {output_name:"pair"} : (vec[tensor<2xf32>,tensor<2xf32>]) ->
}

// -----
// IfOp::Build gives a result dimension -1 where the branches differ.
// CHECK-LABEL: name:"if_dims"
// CHECK: "pd_op.if" (%1) {stop_gradient:[true]} -> tensor<-1x4xf32> {
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"if_dims",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,4],stop_gradient:[true]} : () -> tensor<2x4xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%2) = "pd_op.if" (%1) {stop_gradient:[true]} -> tensor<-1x4xf32> {
        () = "cf.yield" (%0) {} : (tensor<2x4xf32>) ->
    } else {
        (%3) = "builtin.combine" (%0, %0) {} : (tensor<2x4xf32>, tensor<2x4xf32>) -> vec[tensor<2x4xf32>,tensor<2x4xf32>]
        (%4) = "pd_op.concat" (%3) {axis:(Int32)0} : (vec[tensor<2x4xf32>,tensor<2x4xf32>]) -> tensor<4x4xf32>
        () = "cf.yield" (%4) {} : (tensor<4x4xf32>) ->
    }
}

// -----
// A while's loop value may be -1 where the initial value is not (the
// types differ, so it prints in the generic form).
// CHECK-LABEL: name:"while_dims"
// CHECK: (%2) = "pd_op.while" (%1, %0) {} : (tensor<1xb>, tensor<2xf32>) -> tensor<-1xf32> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<-1xf32>):
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"while_dims",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%2) = "pd_op.while" (%1, %0) {} : (tensor<1xb>, tensor<2xf32>) -> tensor<-1xf32> {
    ^bb0(%3: tensor<-1xf32>):
        (%4) = "builtin.combine" (%3, %3) {} : (tensor<-1xf32>, tensor<-1xf32>) -> vec[tensor<-1xf32>,tensor<-1xf32>]
        (%5) = "pd_op.concat" (%4) {axis:(Int32)0} : (vec[tensor<-1xf32>,tensor<-1xf32>]) -> tensor<-1xf32>
        () = "cf.yield" (%1, %5) {} : (tensor<1xb>, tensor<-1xf32>) ->
    }
}
