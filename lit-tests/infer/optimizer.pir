// Inference of the ops that update their operands in place
// (dialects/infer/infer_optimizer.c): adadelta_, lamb_, rmsprop_,
// check_finite_and_unscale_ and the `inplace` rule (update_loss_scaling_,
// average_accumulates_, ...). Correct types verify as written;
// --infer-shapes fills the -1 dims from the operand each result updates.
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// adadelta_: param_out like param, the averages like themselves, and
// master_param_out like master_param (float32 for a float16 param).
// CHECK-LABEL: name:"adadelta"
// CHECK: "pd_op.adadelta_" {{.*}} -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK: "pd_op.adadelta_" {{.*}} -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, <<NULL TYPE>>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"adadelta",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf16>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%0, %1, %2, %3) = "pd_op.adadelta_" (%p, %p, %a, %a, %lr, %a) {multi_precision:true} : (tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<1xf32>, tensor<4x3xf32>) -> tensor<-1x3xf16>, tensor<4x-1xf32>, tensor<-1x-1xf32>, tensor<-1x3xf32>
    (%4, %5, %6, %7) = "pd_op.adadelta_" (%p, %p, %a, %a, %lr, <<NULL VALUE>>) {} : (tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, <<NULL TYPE>>
}

// -----
// lamb_: param_out, moment1_out, moment2_out like their operands; the beta
// powers like themselves (any shape holding an element); a 0-D learning
// rate holds one element.
// CHECK-LABEL: name:"lamb"
// CHECK: "pd_op.lamb_" {{.*}} -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lamb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[]} : () -> tensor<f32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%0, %1, %2, %3, %4, %5) = "pd_op.lamb_" (%p, %p, %lr, %p, %p, %b, %b, <<NULL VALUE>>, <<NULL VALUE>>) {weight_decay:(Float)0.01} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>, <<NULL TYPE>>
}

// -----
// rmsprop_: param_out, moment_out, mean_square_out, mean_grad_out like
// their operands; without mean_grad, mean_grad_out is open.
// CHECK-LABEL: name:"rmsprop"
// CHECK: "pd_op.rmsprop_" {{.*}} -> tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, <<NULL TYPE>>
// CHECK: "pd_op.rmsprop_" {{.*}} -> tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<-1x-1xf64>, <<NULL TYPE>>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rmsprop",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,5]} : () -> tensor<2x5xf64>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf64>
    (%0, %1, %2, %3, %4) = "pd_op.rmsprop_" (%p, %p, %p, %p, %lr, %p, <<NULL VALUE>>) {centered:true} : (tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<1xf64>, tensor<2x5xf64>, <<NULL TYPE>>) -> tensor<-1x5xf64>, tensor<-1x5xf64>, tensor<-1x5xf64>, tensor<-1x5xf64>, <<NULL TYPE>>
    (%5, %6, %7, %8, %9) = "pd_op.rmsprop_" (%p, %p, %p, %p, %lr, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<1xf64>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x5xf64>, tensor<-1x5xf64>, tensor<-1x5xf64>, tensor<-1x-1xf64>, <<NULL TYPE>>
}

// -----
// check_finite_and_unscale_: out is x, found_infinite [1] bool;
// update_loss_scaling_: every result like the operand it updates.
// CHECK-LABEL: name:"amp"
// CHECK: "pd_op.check_finite_and_unscale_" {{.*}} -> vec[tensor<4x3xf16>,tensor<7xf16>], tensor<1xb>
// CHECK: "pd_op.update_loss_scaling_" {{.*}} -> vec[tensor<4x3xf16>,tensor<7xf16>], tensor<1xf32>, tensor<1xi32>, tensor<1xi32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"amp",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf16>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7]} : () -> tensor<7xf16>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi32>
    (%v) = "builtin.combine" (%x, %y) {} : (tensor<4x3xf16>, tensor<7xf16>) -> vec[tensor<4x3xf16>,tensor<7xf16>]
    (%0, %1) = "pd_op.check_finite_and_unscale_" (%v, %s) {} : (vec[tensor<4x3xf16>,tensor<7xf16>], tensor<1xf32>) -> vec[tensor<-1x3xf16>,tensor<-1xf16>], tensor<-1xb>
    (%2, %3, %4, %5) = "pd_op.update_loss_scaling_" (%0, %1, %s, %n, %n, <<NULL VALUE>>) {decr_every_n_nan_or_inf:(Int32)2,decr_ratio:(Float)0.5,incr_every_n_steps:(Int32)1000,incr_ratio:(Float)2} : (vec[tensor<-1x3xf16>,tensor<-1xf16>], tensor<-1xb>, tensor<1xf32>, tensor<1xi32>, tensor<1xi32>, <<NULL TYPE>>) -> vec[tensor<-1x3xf16>,tensor<-1xf16>], tensor<-1xf32>, tensor<-1xi32>, tensor<-1xi32>
}

// -----
// average_accumulates_: each out_* like its in_*.
// CHECK-LABEL: name:"average"
// CHECK: "pd_op.average_accumulates_" {{.*}} -> tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"average",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0, %1, %2, %3, %4, %5) = "pd_op.average_accumulates_" (%p, %p, %p, %p, %n, %n, %n) {} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<-1xf32>, tensor<-1xf32>, tensor<-1xf32>, tensor<-1xi64>, tensor<-1xi64>, tensor<-1xi64>
}

// -----
// ftrl: the three results have param's dims and dtype (FtrlInferMeta).
// coalesce_tensor_: output is the input vec it writes; fused_output open.
// CHECK-LABEL: name:"ftrl"
// CHECK: "pd_op.ftrl" {{.*}} -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
// CHECK: "pd_op.coalesce_tensor_" {{.*}} -> vec[tensor<3x4xf32>,tensor<1xf32>], tensor<-1xf32>
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"ftrl",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%0, %1, %2) = "pd_op.ftrl" (%p, %p, %p, %p, %lr) {} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<1xf32>) -> tensor<-1x4xf32>, tensor<-1x-1xf32>, tensor<3x-1xf32>
    (%v) = "builtin.combine" (%p, %lr) {} : (tensor<3x4xf32>, tensor<1xf32>) -> vec[tensor<3x4xf32>,tensor<1xf32>]
    (%3, %4) = "pd_op.coalesce_tensor_" (%v) {dtype:(pd_op.DataType)float32} : (vec[tensor<3x4xf32>,tensor<1xf32>]) -> vec[tensor<-1x4xf32>,tensor<-1xf32>], tensor<-1xf32>
}
