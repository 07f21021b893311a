// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --tolerance=1e-6 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --tolerance=1e-6 --seed=3 --range=-2,2 --step=1e-5 | FileCheck %s
// RUN: python3 %scripts/grad-check.py %s --tolerance=1e-6 --append-backward=design=1 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: h0@GRAD: worst relative error
// CHECK-DAG: c0@GRAD: worst relative error
// CHECK-DAG: w_ih_l0f@GRAD: worst relative error
// CHECK-DAG: w_ih_l0b@GRAD: worst relative error
// CHECK-DAG: w_ih_l1f@GRAD: worst relative error
// CHECK-DAG: w_ih_l1b@GRAD: worst relative error
// CHECK-DAG: w_hh_l0f@GRAD: worst relative error
// CHECK-DAG: w_hh_l0b@GRAD: worst relative error
// CHECK-DAG: w_hh_l1f@GRAD: worst relative error
// CHECK-DAG: w_hh_l1b@GRAD: worst relative error
// CHECK-DAG: b_ih_l0f@GRAD: worst relative error
// CHECK-DAG: b_ih_l0b@GRAD: worst relative error
// CHECK-DAG: b_ih_l1f@GRAD: worst relative error
// CHECK-DAG: b_ih_l1b@GRAD: worst relative error
// CHECK-DAG: b_hh_l0f@GRAD: worst relative error
// CHECK-DAG: b_hh_l0b@GRAD: worst relative error
// CHECK-DAG: b_hh_l1f@GRAD: worst relative error
// CHECK-DAG: b_hh_l1b@GRAD: worst relative error
// CHECK: grad-check: ok
//
// rnn_grad (test/executor/kernels_rnn.c) against central finite
// differences of rnn, element by element: Paddle's fused rnn op in LSTM
// mode, two layers, both directions (the second layer reads the first's
// [T, B, 2H] output), T = 3, batch 2, input 3, hidden 2, with random
// initial states. The loss sum(out^2) + sum(h^2) + sum(c^2) reaches every
// result, so out_grad and both state_grads are non-zero. With inputs in
// [-2, 2] the step is 1e-5: at 1e-4 the central difference's own error
// (h^2) reaches 3e-6 at x. (A kernel whose
// grad took the forget gate's dz from c instead of the previous c, or ran
// the reverse direction forwards, failed here with errors of 0.1 to 1.)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,2,3],stop_gradient:[false]} : () -> tensor<3x2x3xf64>
    (%h0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2,2],stop_gradient:[false]} : () -> tensor<4x2x2xf64>
    (%c0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"c0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2,2],stop_gradient:[false]} : () -> tensor<4x2x2xf64>
    (%w_ih_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,3],stop_gradient:[false]} : () -> tensor<8x3xf64>
    (%w_hh_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],stop_gradient:[false]} : () -> tensor<8x2xf64>
    (%w_ih_l0b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l0b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,3],stop_gradient:[false]} : () -> tensor<8x3xf64>
    (%w_hh_l0b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l0b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],stop_gradient:[false]} : () -> tensor<8x2xf64>
    (%w_ih_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,4],stop_gradient:[false]} : () -> tensor<8x4xf64>
    (%w_hh_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],stop_gradient:[false]} : () -> tensor<8x2xf64>
    (%w_ih_l1b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l1b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,4],stop_gradient:[false]} : () -> tensor<8x4xf64>
    (%w_hh_l1b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l1b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8,2],stop_gradient:[false]} : () -> tensor<8x2xf64>
    (%b_ih_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_hh_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_ih_l0b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l0b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_hh_l0b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l0b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_ih_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_hh_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_ih_l1b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l1b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%b_hh_l1b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l1b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> tensor<8xf64>
    (%pre) = "builtin.combine" (%h0, %c0) {} : (tensor<4x2x2xf64>, tensor<4x2x2xf64>) -> vec[tensor<4x2x2xf64>,tensor<4x2x2xf64>]
    (%w) = "builtin.combine" (%w_ih_l0f, %w_hh_l0f, %w_ih_l0b, %w_hh_l0b, %w_ih_l1f, %w_hh_l1f, %w_ih_l1b, %w_hh_l1b, %b_ih_l0f, %b_hh_l0f, %b_ih_l0b, %b_hh_l0b, %b_ih_l1f, %b_hh_l1f, %b_ih_l1b, %b_hh_l1b) {} : (tensor<8x3xf64>, tensor<8x2xf64>, tensor<8x3xf64>, tensor<8x2xf64>, tensor<8x4xf64>, tensor<8x2xf64>, tensor<8x4xf64>, tensor<8x2xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>) -> vec[tensor<8x3xf64>,tensor<8x2xf64>,tensor<8x3xf64>,tensor<8x2xf64>,tensor<8x4xf64>,tensor<8x2xf64>,tensor<8x4xf64>,tensor<8x2xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>]
    (%ds) = "pd_op.full" () {dtype:(pd_op.DataType)uint8,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)0} : () -> tensor<u8>
    (%out, %dso, %st, %res) = "pd_op.rnn" (%x, %pre, %w, <<NULL VALUE>>, %ds) {dropout_prob:(Float)0,hidden_size:(Int32)2,input_size:(Int32)3,is_bidirec:true,is_test:false,mode:"LSTM",num_layers:(Int32)2,seed:(Int32)0} : (tensor<3x2x3xf64>, vec[tensor<4x2x2xf64>,tensor<4x2x2xf64>], vec[tensor<8x3xf64>,tensor<8x2xf64>,tensor<8x3xf64>,tensor<8x2xf64>,tensor<8x4xf64>,tensor<8x2xf64>,tensor<8x4xf64>,tensor<8x2xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>,tensor<8xf64>], <<NULL TYPE>>, tensor<u8>) -> tensor<3x2x4xf64>, tensor<u8>, vec[tensor<4x2x2xf64>,tensor<4x2x2xf64>], tensor<u8>
    (%s0, %s1) = "builtin.split" (%st) {} : (vec[tensor<4x2x2xf64>,tensor<4x2x2xf64>]) -> tensor<4x2x2xf64>, tensor<4x2x2xf64>
    (%sq) = "pd_op.multiply" (%out, %out) {} : (tensor<3x2x4xf64>, tensor<3x2x4xf64>) -> tensor<3x2x4xf64>
    (%l0) = "pd_op.sum" (%sq) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<3x2x4xf64>) -> tensor<f64>
    (%q0) = "pd_op.multiply" (%s0, %s0) {} : (tensor<4x2x2xf64>, tensor<4x2x2xf64>) -> tensor<4x2x2xf64>
    (%m0) = "pd_op.sum" (%q0) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<4x2x2xf64>) -> tensor<f64>
    (%a0) = "pd_op.add" (%l0, %m0) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    (%q1) = "pd_op.multiply" (%s1, %s1) {} : (tensor<4x2x2xf64>, tensor<4x2x2xf64>) -> tensor<4x2x2xf64>
    (%m1) = "pd_op.sum" (%q1) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<4x2x2xf64>) -> tensor<f64>
    (%a1) = "pd_op.add" (%a0, %m1) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%a1) {output_name:"loss"} : (tensor<f64>) ->
}
