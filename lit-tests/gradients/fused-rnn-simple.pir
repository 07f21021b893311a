// REQUIRES: append-backward
// RUN: python3 %scripts/grad-check.py %s --tolerance=1e-6 | FileCheck %s
// RUN: sed -e 's/mode:"RNN_TANH"/mode:"RNN_RELU"/' %s > %t.relu.pir
// RUN: python3 %scripts/grad-check.py %t.relu.pir --tolerance=1e-6 --seed=2 | FileCheck %s
// CHECK-DAG: x@GRAD: worst relative error
// CHECK-DAG: h0@GRAD: worst relative error
// CHECK-DAG: w_ih_l0f@GRAD: worst relative error
// CHECK-DAG: w_ih_l1f@GRAD: worst relative error
// CHECK-DAG: w_hh_l0f@GRAD: worst relative error
// CHECK-DAG: w_hh_l1f@GRAD: worst relative error
// CHECK-DAG: b_ih_l0f@GRAD: worst relative error
// CHECK-DAG: b_ih_l1f@GRAD: worst relative error
// CHECK-DAG: b_hh_l0f@GRAD: worst relative error
// CHECK-DAG: b_hh_l1f@GRAD: worst relative error
// CHECK: grad-check: ok
//
// rnn_grad of the simple modes, RNN_TANH and (by sed) RNN_RELU: two
// layers, one direction, T = 4, batch 2, input 3, hidden 2.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,2,3],stop_gradient:[false]} : () -> tensor<4x2x3xf64>
    (%h0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"h0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2,2],stop_gradient:[false]} : () -> tensor<2x2x2xf64>
    (%w_ih_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%w_hh_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%w_ih_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_ih_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%w_hh_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"w_hh_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
    (%b_ih_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%b_hh_l0f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l0f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%b_ih_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_ih_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%b_hh_l1f) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b_hh_l1f",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[false]} : () -> tensor<2xf64>
    (%pre) = "builtin.combine" (%h0) {} : (tensor<2x2x2xf64>) -> vec[tensor<2x2x2xf64>]
    (%w) = "builtin.combine" (%w_ih_l0f, %w_hh_l0f, %w_ih_l1f, %w_hh_l1f, %b_ih_l0f, %b_hh_l0f, %b_ih_l1f, %b_hh_l1f) {} : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> vec[tensor<2x3xf64>,tensor<2x2xf64>,tensor<2x2xf64>,tensor<2x2xf64>,tensor<2xf64>,tensor<2xf64>,tensor<2xf64>,tensor<2xf64>]
    (%ds) = "pd_op.full" () {dtype:(pd_op.DataType)uint8,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)0} : () -> tensor<u8>
    (%out, %dso, %st, %res) = "pd_op.rnn" (%x, %pre, %w, <<NULL VALUE>>, %ds) {dropout_prob:(Float)0,hidden_size:(Int32)2,input_size:(Int32)3,is_bidirec:false,is_test:false,mode:"RNN_TANH",num_layers:(Int32)2,seed:(Int32)0} : (tensor<4x2x3xf64>, vec[tensor<2x2x2xf64>], vec[tensor<2x3xf64>,tensor<2x2xf64>,tensor<2x2xf64>,tensor<2x2xf64>,tensor<2xf64>,tensor<2xf64>,tensor<2xf64>,tensor<2xf64>], <<NULL TYPE>>, tensor<u8>) -> tensor<4x2x2xf64>, tensor<u8>, vec[tensor<2x2x2xf64>], tensor<u8>
    (%s0) = "builtin.split" (%st) {} : (vec[tensor<2x2x2xf64>]) -> tensor<2x2x2xf64>
    (%sq) = "pd_op.multiply" (%out, %out) {} : (tensor<4x2x2xf64>, tensor<4x2x2xf64>) -> tensor<4x2x2xf64>
    (%l0) = "pd_op.sum" (%sq) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<4x2x2xf64>) -> tensor<f64>
    (%q0) = "pd_op.multiply" (%s0, %s0) {} : (tensor<2x2x2xf64>, tensor<2x2x2xf64>) -> tensor<2x2x2xf64>
    (%m0) = "pd_op.sum" (%q0) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (tensor<2x2x2xf64>) -> tensor<f64>
    (%a0) = "pd_op.add" (%l0, %m0) {} : (tensor<f64>, tensor<f64>) -> tensor<f64>
    () = "builtin.shadow_output" (%a0) {output_name:"loss"} : (tensor<f64>) ->
}
