// The LSTM case of rnn-kernels.pir (its RUN line and CHECK lines).
{
    (%lx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%lh0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lh0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%lc0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lc0",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%lwi) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lwi",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,1],stop_gradient:[false]} : () -> tensor<4x1xf64>
    (%lwh) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lwh",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4,1],stop_gradient:[false]} : () -> tensor<4x1xf64>
    (%lbi) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lbi",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%lbh) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lbh",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[false]} : () -> tensor<4xf64>
    (%lg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%lsh) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lsh",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%lsc) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"lsc",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1],stop_gradient:[false]} : () -> tensor<1x1x1xf64>
    (%pre) = "builtin.combine" (%lh0, %lc0) {} : (tensor<1x1x1xf64>, tensor<1x1x1xf64>) -> vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>]
    (%w) = "builtin.combine" (%lwi, %lwh, %lbi, %lbh) {} : (tensor<4x1xf64>, tensor<4x1xf64>, tensor<4xf64>, tensor<4xf64>) -> vec[tensor<4x1xf64>,tensor<4x1xf64>,tensor<4xf64>,tensor<4xf64>]
    (%ds) = "pd_op.full" () {dtype:(pd_op.DataType)uint8,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)0} : () -> tensor<u8>
    (%o, %do, %st, %res) = "pd_op.rnn" (%lx, %pre, %w, <<NULL VALUE>>, %ds) {dropout_prob:(Float)0,hidden_size:(Int32)1,input_size:(Int32)1,is_bidirec:false,is_test:true,mode:"LSTM",num_layers:(Int32)1,seed:(Int32)0} : (tensor<1x1x1xf64>, vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>], vec[tensor<4x1xf64>,tensor<4x1xf64>,tensor<4xf64>,tensor<4xf64>], <<NULL TYPE>>, tensor<u8>) -> tensor<1x1x1xf64>, tensor<u8>, vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>], tensor<u8>
    () = "builtin.shadow_output" (%o) {output_name:"lstm_out"} : (tensor<1x1x1xf64>) ->
    (%h, %c) = "builtin.split" (%st) {} : (vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>]) -> tensor<1x1x1xf64>, tensor<1x1x1xf64>
    () = "builtin.shadow_output" (%h) {output_name:"lstm_h"} : (tensor<1x1x1xf64>) ->
    () = "builtin.shadow_output" (%c) {output_name:"lstm_c"} : (tensor<1x1x1xf64>) ->
    (%sg) = "builtin.combine" (%lsh, %lsc) {} : (tensor<1x1x1xf64>, tensor<1x1x1xf64>) -> vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>]
    (%xg, %pg, %wg) = "pd_op.rnn_grad" (%lx, %pre, %w, <<NULL VALUE>>, %o, %do, %res, %lg, %sg) {dropout_prob:(Float)0,hidden_size:(Int32)1,input_size:(Int32)1,is_bidirec:false,is_test:true,mode:"LSTM",num_layers:(Int32)1,seed:(Int32)0} : (tensor<1x1x1xf64>, vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>], vec[tensor<4x1xf64>,tensor<4x1xf64>,tensor<4xf64>,tensor<4xf64>], <<NULL TYPE>>, tensor<1x1x1xf64>, tensor<u8>, tensor<u8>, tensor<1x1x1xf64>, vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>]) -> tensor<1x1x1xf64>, vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>], vec[tensor<4x1xf64>,tensor<4x1xf64>,tensor<4xf64>,tensor<4xf64>]
    () = "builtin.shadow_output" (%xg) {output_name:"lstm_x_grad"} : (tensor<1x1x1xf64>) ->
    (%hg, %cg) = "builtin.split" (%pg) {} : (vec[tensor<1x1x1xf64>,tensor<1x1x1xf64>]) -> tensor<1x1x1xf64>, tensor<1x1x1xf64>
    () = "builtin.shadow_output" (%hg) {output_name:"lstm_h0_grad"} : (tensor<1x1x1xf64>) ->
    () = "builtin.shadow_output" (%cg) {output_name:"lstm_c0_grad"} : (tensor<1x1x1xf64>) ->
    (%wig, %whg, %big, %bhg) = "builtin.split" (%wg) {} : (vec[tensor<4x1xf64>,tensor<4x1xf64>,tensor<4xf64>,tensor<4xf64>]) -> tensor<4x1xf64>, tensor<4x1xf64>, tensor<4xf64>, tensor<4xf64>
    () = "builtin.shadow_output" (%wig) {output_name:"lstm_wi_grad"} : (tensor<4x1xf64>) ->
    () = "builtin.shadow_output" (%whg) {output_name:"lstm_wh_grad"} : (tensor<4x1xf64>) ->
    () = "builtin.shadow_output" (%big) {output_name:"lstm_bi_grad"} : (tensor<4xf64>) ->
}
