// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the recurrent ops' rules refuse (dialects/infer/infer_rnn.c):
// located operand errors and result types that contradict the inferred
// ones. (More operand cases: lit-tests/infer-checks/operand-checks.test.)

// rnn: pre_state's tensors alike
{
    // expected-error@+1 {{'pd_op.rnn' op operand #1 ('pre_state') element 1 is [4, 2, 8], but element 0 is [4, 2, 96]: they must be alike}}
    (%0, %1, %2, %3) = "pd_op.rnn" (%x, %ps, %wl, <<NULL VALUE>>, %ds) {hidden_size:(Int32)96,is_bidirec:true,mode:"LSTM"} : (tensor<3x2x480xf32>, vec[tensor<4x2x96xf32>,tensor<4x2x8xf32>], vec[tensor<384x480xf32>], <<NULL TYPE>>, tensor<u8>) -> tensor<3x2x192xf32>, tensor<u8>, vec[tensor<4x2x96xf32>,tensor<4x2x8xf32>], tensor<u8>
}

// -----
// rnn: out's last dim is 2 x hidden_size when bidirectional
{
    // expected-error@+1 {{'pd_op.rnn' op result #0 type 'tensor<3x2x96xf32>' contradicts the inferred 'tensor<3x2x192xf32>'}}
    (%0, %1, %2, %3) = "pd_op.rnn" (%x, %ps, %wl, <<NULL VALUE>>, %ds) {hidden_size:(Int32)96,is_bidirec:true,mode:"LSTM"} : (tensor<3x2x480xf32>, vec[tensor<4x2x96xf32>,tensor<4x2x96xf32>], vec[tensor<384x480xf32>], <<NULL TYPE>>, tensor<u8>) -> tensor<3x2x96xf32>, tensor<u8>, vec[tensor<4x2x96xf32>,tensor<4x2x96xf32>], tensor<u8>
}

// -----
// cudnn_lstm: x 3-D
{
    // expected-error@+1 {{'pd_op.cudnn_lstm' op operand #0 ('x') must be 3-D [seq, batch, input], but is 2-D}}
    (%0, %1, %2, %3, %4) = "pd_op.cudnn_lstm" (%cx, %ch, %cc, %cw, <<NULL VALUE>>, <<NULL VALUE>>) {hidden_size:(Int32)16} : (tensor<7x5xf32>, tensor<1x3x16xf32>, tensor<1x3x16xf32>, tensor<100xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<7x3x16xf32>, tensor<1x3x16xf32>, tensor<1x3x16xf32>, tensor<-1xu8>, tensor<-1xu8>
}

// -----
// lstm: hidden is [T, frame]
{
    // expected-error@+1 {{'pd_op.lstm' op result #0 type 'tensor<-1x64xf32>' contradicts the inferred 'tensor<-1x16xf32>'}}
    (%0, %1, %2, %3) = "pd_op.lstm" (%li, <<NULL VALUE>>, <<NULL VALUE>>, %lw, %lb) {use_peepholes:false} : (tensor<-1x64xf32>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<16x64xf32>, tensor<1x64xf32>) -> tensor<-1x64xf32>, tensor<-1x16xf32>, tensor<-1x64xf32>, tensor<-1x16xf32>
}

// -----
// gru: weight [frame, 3 x frame]
{
    // expected-error@+1 {{'pd_op.gru' op operand #2 ('weight') dim 1 is 32, but 3 x the frame size (its dim 0) is 48}}
    (%0, %1, %2, %3) = "pd_op.gru" (%gi, <<NULL VALUE>>, %gw, <<NULL VALUE>>) {} : (tensor<10x48xf32>, <<NULL TYPE>>, tensor<16x32xf32>, <<NULL TYPE>>) -> tensor<10x48xf32>, tensor<10x16xf32>, tensor<10x16xf32>, tensor<10x16xf32>
}

// -----
// gru_unit: input [batch, 3 x frame]
{
    // expected-error@+1 {{'pd_op.gru_unit' op operand #0 ('input') dim 1 is 40, but 3 x the frame size (hidden_prev's dim 1) is 48}}
    (%0, %1, %2) = "pd_op.gru_unit" (%ui, %uh, %uw, <<NULL VALUE>>) {} : (tensor<4x40xf64>, tensor<4x16xf64>, tensor<16x48xf64>, <<NULL TYPE>>) -> tensor<4x48xf64>, tensor<4x16xf64>, tensor<4x16xf64>
}
