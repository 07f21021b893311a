// RUN: pir-run --feed b=1,2,3,4,5,6 --feed rx=1,2,3 --feed rh0=0,1 --feed rwif=1 --feed rwhf=2 --feed rwib=-1 --feed rwhb=1 --feed rbif=0 --feed rbhf=1 --feed rbib=10 --feed rbhb=0 --feed rg=1,1,1,1,1,1 --feed rsg=1,0 %s | FileCheck %s --check-prefix=RELU
// RUN: pir-run --feed lx=1 --feed lh0=0 --feed lc0=1.1 --feed lwi=1.0986122886681098,0,0.69314718055994531,-1.0986122886681098 --feed lwh=5,5,5,5 --feed lbi=1,0,0,0 --feed lbh=-1,0,0,0 --feed lg=1 --feed lsh=0 --feed lsc=0 %S/Inputs/rnn-lstm.pir | FileCheck %s --check-prefix=LSTM
//
// full_batch_size_like and Paddle's fused rnn op with its grad
// (test/executor/kernels_elementwise.c, kernels_rnn.c) against values
// worked out by hand.
//
// full_batch_size_like of b [2, 3] with shape [4, -1, 2]: dim
// output_dim_idx 1 becomes b's dim input_dim_idx (0: 2, then 1: 3).
// RELU: fbsl0: [4, 2, 2] [1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5]
// RELU-NEXT: fbsl1: [4, 3, 2] [-2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2]
//
// rnn RNN_RELU, bidirectional, one layer, T = 3, batch 1, input and hidden
// size 1: h' = relu(w_ih x + b_ih + w_hh h + b_hh).
//   weight_list [W_ih fwd, W_hh fwd, W_ih bwd, W_hh bwd, b_ih fwd, b_hh fwd, b_ih bwd, b_hh bwd]
//   = [1, 2, -1, 1, 0, 1, 10, 0]; x = [1, 2, 3]; h0 = [0 (fwd), 1 (bwd)].
//   forward, t = 0, 1, 2: 1 + 0 + 1 = 2; 2 + 4 + 1 = 7; 3 + 14 + 1 = 18.
//   reverse, t = 2, 1, 0: -3 + 1 + 10 = 8; -2 + 8 + 10 = 16; -1 + 16 + 10 = 25.
//   out [3, 1, 2] = [[2, 25], [7, 16], [18, 8]]; last h = [18 (t = 2), 25 (t = 0)].
// RELU-NEXT: rnn_out: [3, 1, 2] [2, 25, 7, 16, 18, 8]
// RELU-NEXT: rnn_state: [2, 1, 1] [18, 25]
// rnn_grad with out_grad all ones and state_grad [1, 0] (all z > 0, relu' = 1):
//   forward: dz_2 = 1 + 1 = 2, dz_1 = 1 + 2 * 2 = 5, dz_0 = 1 + 2 * 5 = 11, dh0 = 2 * 11 = 22;
//     dW_ih = 11 * 1 + 5 * 2 + 2 * 3 = 27; dW_hh = 11 * 0 + 5 * 2 + 2 * 7 = 24; db = 11 + 5 + 2 = 18;
//     dx += 2 * [11, 5, 2] / 2 = [11, 5, 2] (w_ih 1).
//   reverse: dz at t = 0 is 1, t = 1: 1 + 1 * 1 = 2, t = 2: 1 + 2 = 3, dh0 = 1 * 3 = 3;
//     dW_ih = 1 * 1 + 2 * 2 + 3 * 3 = 14; dW_hh = 1 * 16 + 2 * 8 + 3 * 1 = 35; db = 6;
//     dx += -1 * [1, 2, 3].
//   x_grad = [10, 3, -1]; pre_state_grad [22, 3];
//   weight_list_grad [27, 24, 14, 35, 18, 18, 6, 6].
// RELU-NEXT: x_grad: [3, 1, 1] [10, 3, -1]
// RELU-NEXT: h0_grad: [2, 1, 1] [22, 3]
// RELU-NEXT: w_grad: [1, 1] [27]
// RELU-NEXT: w_grad: [1, 1] [24]
// RELU-NEXT: w_grad: [1, 1] [14]
// RELU-NEXT: w_grad: [1, 1] [35]
// RELU-NEXT: w_grad: [1] [18]
// RELU-NEXT: w_grad: [1] [18]
// RELU-NEXT: w_grad: [1] [6]
// RELU-NEXT: w_grad: [1] [6]
//
// LSTM (Inputs/rnn-lstm.pir): one step, one direction, x = 1, h0 = 0,
// c0 = 1.1, W_ih = [ln 3, 0, ln 2, -ln 3] (the gates i, f, g, o), W_hh
// 5s (h0 = 0: no part), b_ih + b_hh = 0: i = sigmoid(ln 3) = 3/4, f =
// sigmoid(0) = 1/2, g = tanh(ln 2) = 3/5, o = sigmoid(-ln 3) = 1/4;
// c = f c0 + i g = 0.55 + 0.45 = 1; h = o tanh(1) = 0.190398538988941...
// (The old API's order c, i, f, o would give c = 2/3 1.1 + 0.8 / 2 = 1.1333.)
// LSTM: lstm_out: [1, 1, 1] [0.19039853898894{{[0-9]*}}]
// LSTM-NEXT: lstm_h: [1, 1, 1] [0.19039853898894{{[0-9]*}}]
// LSTM-NEXT: lstm_c: [1, 1, 1] [{{1|0.99999999999999[0-9]*}}]
// Its grad with out_grad 1, state grads 0: dh = 1, dc = o (1 - tanh(1)^2)
// = 0.104993585403507; the gates' dz: i: dc g i (1 - i) = dc * 0.1125 =
// 0.0118117783578945, f: dc c0 f (1 - f) = dc * 0.275 = 0.0288732359859643,
// g: dc i (1 - g^2) = dc * 0.48 = 0.0503969209936831, o: tanh(1) o (1 - o)
// = 0.142798904241706. x_grad = dz . W_ih = ln 3 (0.0118117783578945 -
// 0.142798904241706) + ln 2 * 0.0503969209936831 = -0.108971582457598;
// h0_grad = dz . W_hh = 5 * 0.233880839579248 = 1.16940419789624; c0_grad
// = dc f = 0.0524967927017533; dW_ih = dz x = dz, dW_hh = dz h0 = 0, db = dz.
// LSTM-NEXT: lstm_x_grad: [1, 1, 1] [-0.10897158245759{{[0-9]*}}]
// LSTM-NEXT: lstm_h0_grad: [1, 1, 1] [1.1694041978962{{[0-9]*}}]
// LSTM-NEXT: lstm_c0_grad: [1, 1, 1] [0.05249679270175{{[0-9]*}}]
// LSTM-NEXT: lstm_wi_grad: [4, 1] [0.01181177835789{{[0-9]*}}, 0.02887323598596{{[0-9]*}}, 0.05039692099368{{[0-9]*}}, 0.14279890424170{{[0-9]*}}]
// LSTM-NEXT: lstm_wh_grad: [4, 1] [0, 0, 0, 0]
// LSTM-NEXT: lstm_bi_grad: [4] [0.01181177835789{{[0-9]*}}, 0.02887323598596{{[0-9]*}}, 0.05039692099368{{[0-9]*}}, 0.14279890424170{{[0-9]*}}]
{
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"b",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%fb0) = "pd_op.full_batch_size_like" (%b) {dtype:(pd_op.DataType)float64,input_dim_idx:(Int32)0,output_dim_idx:(Int32)1,place:(pd_op.Place)Place(cpu),shape:[(Int32)4,(Int32)-1,(Int32)2],value:(Float)1.5} : (tensor<2x3xf64>) -> tensor<4x-1x2xf64>
    () = "builtin.shadow_output" (%fb0) {output_name:"fbsl0"} : (tensor<4x-1x2xf64>) ->
    (%fb1) = "pd_op.full_batch_size_like" (%b) {dtype:(pd_op.DataType)float64,input_dim_idx:(Int32)1,output_dim_idx:(Int32)1,place:(pd_op.Place)Place(cpu),shape:[(Int32)4,(Int32)-1,(Int32)2],value:(Float)-2} : (tensor<2x3xf64>) -> tensor<4x3x2xf64>
    () = "builtin.shadow_output" (%fb1) {output_name:"fbsl1"} : (tensor<4x3x2xf64>) ->
    (%rx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1,1],stop_gradient:[false]} : () -> tensor<3x1x1xf64>
    (%rh0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rh0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,1],stop_gradient:[false]} : () -> tensor<2x1x1xf64>
    (%rwif) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rwif",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1],stop_gradient:[false]} : () -> tensor<1x1xf64>
    (%rwhf) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rwhf",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1],stop_gradient:[false]} : () -> tensor<1x1xf64>
    (%rwib) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rwib",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1],stop_gradient:[false]} : () -> tensor<1x1xf64>
    (%rwhb) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rwhb",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1],stop_gradient:[false]} : () -> tensor<1x1xf64>
    (%rbif) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rbif",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%rbhf) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rbhf",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%rbib) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rbib",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%rbhb) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rbhb",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%rg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1,2],stop_gradient:[false]} : () -> tensor<3x1x2xf64>
    (%rsg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"rsg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,1],stop_gradient:[false]} : () -> tensor<2x1x1xf64>
    (%rpre) = "builtin.combine" (%rh0) {} : (tensor<2x1x1xf64>) -> vec[tensor<2x1x1xf64>]
    (%rw) = "builtin.combine" (%rwif, %rwhf, %rwib, %rwhb, %rbif, %rbhf, %rbib, %rbhb) {} : (tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> vec[tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>]
    (%rds) = "pd_op.full" () {dtype:(pd_op.DataType)uint8,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)0} : () -> tensor<u8>
    (%ro, %rdo, %rst, %rres) = "pd_op.rnn" (%rx, %rpre, %rw, <<NULL VALUE>>, %rds) {dropout_prob:(Float)0,hidden_size:(Int32)1,input_size:(Int32)1,is_bidirec:true,is_test:false,mode:"RNN_RELU",num_layers:(Int32)1,seed:(Int32)0} : (tensor<3x1x1xf64>, vec[tensor<2x1x1xf64>], vec[tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>], <<NULL TYPE>>, tensor<u8>) -> tensor<3x1x2xf64>, tensor<3x1x2xu8>, vec[tensor<2x1x1xf64>], tensor<u8>
    () = "builtin.shadow_output" (%ro) {output_name:"rnn_out"} : (tensor<3x1x2xf64>) ->
    (%rs0) = "builtin.split" (%rst) {} : (vec[tensor<2x1x1xf64>]) -> tensor<2x1x1xf64>
    () = "builtin.shadow_output" (%rs0) {output_name:"rnn_state"} : (tensor<2x1x1xf64>) ->
    (%rsgv) = "builtin.combine" (%rsg) {} : (tensor<2x1x1xf64>) -> vec[tensor<2x1x1xf64>]
    (%rxg, %rpg, %rwg) = "pd_op.rnn_grad" (%rx, %rpre, %rw, <<NULL VALUE>>, %ro, %rdo, %rres, %rg, %rsgv) {dropout_prob:(Float)0,hidden_size:(Int32)1,input_size:(Int32)1,is_bidirec:true,is_test:false,mode:"RNN_RELU",num_layers:(Int32)1,seed:(Int32)0} : (tensor<3x1x1xf64>, vec[tensor<2x1x1xf64>], vec[tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>], <<NULL TYPE>>, tensor<3x1x2xf64>, tensor<3x1x2xu8>, tensor<u8>, tensor<3x1x2xf64>, vec[tensor<2x1x1xf64>]) -> tensor<3x1x1xf64>, vec[tensor<2x1x1xf64>], vec[tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>]
    () = "builtin.shadow_output" (%rxg) {output_name:"x_grad"} : (tensor<3x1x1xf64>) ->
    (%rpg0) = "builtin.split" (%rpg) {} : (vec[tensor<2x1x1xf64>]) -> tensor<2x1x1xf64>
    () = "builtin.shadow_output" (%rpg0) {output_name:"h0_grad"} : (tensor<2x1x1xf64>) ->
    (%rwg0, %rwg1, %rwg2, %rwg3, %rwg4, %rwg5, %rwg6, %rwg7) = "builtin.split" (%rwg) {} : (vec[tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1x1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>,tensor<1xf64>]) -> tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>
    () = "builtin.shadow_output" (%rwg0) {output_name:"w_grad"} : (tensor<1x1xf64>) ->
    () = "builtin.shadow_output" (%rwg1) {output_name:"w_grad"} : (tensor<1x1xf64>) ->
    () = "builtin.shadow_output" (%rwg2) {output_name:"w_grad"} : (tensor<1x1xf64>) ->
    () = "builtin.shadow_output" (%rwg3) {output_name:"w_grad"} : (tensor<1x1xf64>) ->
    () = "builtin.shadow_output" (%rwg4) {output_name:"w_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%rwg5) {output_name:"w_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%rwg6) {output_name:"w_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%rwg7) {output_name:"w_grad"} : (tensor<1xf64>) ->
}
