// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The recurrent ops' rules (issue 25; dialects/infer/infer_rnn.c): results
// written with -1 dims and undefined dtypes are filled; what Paddle leaves
// open stays as written. (Their operand errors: rnn-invalid.pir and
// lit-tests/infer-checks/operand-checks.test.)

// rnn, LSTM, bidirectional: out [seq, batch, 2 x hidden]; state like
// pre_state; dropout_state_out and reserve open (as the crnn model of
// ../shared/corpus writes them: u8)
// CHECK: "pd_op.rnn" {{.*}} -> tensor<-1x-1x192xf32>, tensor<u8>, vec[tensor<4x-1x96xf32>,tensor<4x-1x96xf32>], tensor<u8>
// rnn, GRU: one state
// CHECK: "pd_op.rnn" {{.*}} -> tensor<5x2x8xf16>, tensor<-1xundefined>, vec[tensor<1x2x8xf16>], tensor<-1xundefined>
// cudnn_lstm: last_h and last_c like init_c/init_h, of x's dtype
// CHECK: "pd_op.cudnn_lstm" {{.*}} -> tensor<7x3x32xf32>, tensor<2x3x16xf32>, tensor<2x3x16xf32>, tensor<-1xundefined>, tensor<-1xundefined>
// lstm: hidden, cell [T, frame]; batch_gate like input, batch_cell_pre_act [T, frame] (dtype open)
// CHECK: "pd_op.lstm" {{.*}} -> tensor<-1x16xf32>, tensor<-1x16xf32>, tensor<-1x64xundefined>, tensor<-1x16xundefined>
// gru: batch_gate like input; the others [T, frame]
// CHECK: "pd_op.gru" {{.*}} -> tensor<10x48xf32>, tensor<10x16xf32>, tensor<10x16xf32>, tensor<10x16xf32>
// gru_unit: gate [batch, 3 x frame], reset_hidden_prev and hidden [batch, frame]
// CHECK: "pd_op.gru_unit" {{.*}} -> tensor<4x48xf64>, tensor<4x16xf64>, tensor<4x16xf64>
{
    (%0, %1, %2, %3) = "pd_op.rnn" (%x, %ps, %wl, <<NULL VALUE>>, %ds) {hidden_size:(Int32)96,input_size:(Int32)480,is_bidirec:true,is_test:true,mode:"LSTM",num_layers:(Int32)2} : (tensor<-1x-1x480xf32>, vec[tensor<4x-1x96xf32>,tensor<4x-1x96xf32>], vec[tensor<384x480xf32>], <<NULL TYPE>>, tensor<u8>) -> tensor<-1x-1x-1xundefined>, tensor<u8>, vec[tensor<-1x-1x-1xundefined>,tensor<-1x-1x-1xundefined>], tensor<u8>
    (%4, %5, %6, %7) = "pd_op.rnn" (%y, %qs, %vl, %sl, %es) {hidden_size:(Int32)8,input_size:(Int32)4,mode:"GRU"} : (tensor<5x2x4xf16>, vec[tensor<1x2x8xf16>], vec[tensor<24x4xf16>], tensor<2xi32>, tensor<-1xu8>) -> tensor<-1x-1x-1xundefined>, tensor<-1xundefined>, vec[tensor<-1x-1x-1xundefined>], tensor<-1xundefined>
    (%8, %9, %10, %11, %12) = "pd_op.cudnn_lstm" (%cx, %ch, %cc, %cw, <<NULL VALUE>>, <<NULL VALUE>>) {hidden_size:(Int32)16,is_bidirec:true,num_layers:(Int32)1} : (tensor<7x3x5xf32>, tensor<2x3x16xf32>, tensor<2x3x16xf32>, tensor<100xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%13, %14, %15, %16) = "pd_op.lstm" (%li, <<NULL VALUE>>, <<NULL VALUE>>, %lw, %lb) {use_peepholes:true} : (tensor<-1x64xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<16x64xf32>, tensor<1x112xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%17, %18, %19, %20) = "pd_op.gru" (%gi, %gh, %gw, %gb) {} : (tensor<10x48xf32>, tensor<3x16xf32>, tensor<16x48xf32>, tensor<1x48xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%21, %22, %23) = "pd_op.gru_unit" (%ui, %uh, %uw, <<NULL VALUE>>) {} : (tensor<4x48xf64>, tensor<4x16xf64>, tensor<16x48xf64>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
}
