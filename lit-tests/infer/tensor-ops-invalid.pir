// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// Share A's rules on -1 dims (issue 25; docs/dialect-yaml.md "Unknown dims
// in Paddle's checks"): a check Paddle makes on the numbers as written
// refuses -1 too; one it guards lets -1 pass. And results that contradict
// the inferred type. (One case per check: the generated
// lit-tests/infer-checks/operand-checks.test.)

// dot compares the shapes as written: -1 is not 3
{
    // expected-error@+1 {{'pd_op.dot' op operand #1 ('y') is [3, 4], but operand #0 ('x') is [-1, 4]: dot takes one shape (compared as written)}}
    (%0) = "pd_op.dot" (%x, %y) {} : (tensor<-1x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
}

// -----
// pixel_shuffle computes -1 % f^2, which is not 0
{
    // expected-error@+1 {{'pd_op.pixel_shuffle' op operand #0 ('x') has -1 channels (dim 1), which upscale_factor^2 = 4 does not divide (Paddle computes -1 % f^2)}}
    (%0) = "pd_op.pixel_shuffle" (%x) {upscale_factor:(Int32)2,data_format:"NCHW"} : (tensor<1x-1x3x4xf32>) -> tensor<1x-1x6x8xf32>
}

// -----
// mv compares x's columns with vec's length as written
{
    // expected-error@+1 {{'pd_op.mv' op operand #1 ('vec') has 4 entries, but operand #0 ('x') has -1 columns (compared as written)}}
    (%0) = "pd_op.mv" (%x, %v) {} : (tensor<3x-1xf32>, tensor<4xf32>) -> tensor<3xf32>
}

// -----
// affine_grid compares theta's dims 1 and 2 with their bounds as written
{
    // expected-error@+1 {{'pd_op.affine_grid' op operand #0 ('input') dim 2 is -1, but must be 3 or 4 (Paddle compares it as written)}}
    (%0) = "pd_op.affine_grid" (%t, <<NULL VALUE>>) {output_shape:(pd_op.IntArray)[2,1,4,5],align_corners:true} : (tensor<2x2x-1xf32>, <<NULL TYPE>>) -> tensor<2x-1x-1x2xf32>
}

// -----
// group_norm checks the groups only where the channel count is known; an
// unknown one is taken from scale
{
    (%0, %1, %2) = "pd_op.group_norm" (%x, %s, <<NULL VALUE>>) {epsilon:(Float)1e-05,groups:(Int32)4,data_format:"NCHW"} : (tensor<2x-1x5x5xf32>, tensor<8xf32>, <<NULL TYPE>>) -> tensor<2x8x5x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----
// kldiv_loss lets -1 agree with any size
{
    (%0) = "pd_op.kldiv_loss" (%x, %l) {reduction:"mean",log_target:false} : (tensor<-1x4xf32>, tensor<3x4xf32>) -> tensor<f32>
}

// -----
// unstack: num is the number of results
{
    // expected-error@+1 {{'pd_op.unstack' op num is 2, but the op has 3 results (vec elements)}}
    (%0) = "pd_op.unstack" (%x) {axis:(Int32)0,num:(Int32)2} : (tensor<-1x3xf32>) -> vec[tensor<3xf32>,tensor<3xf32>,tensor<3xf32>]
}

// -----
// diag_embed puts two dims of n + |offset| at dim1 and dim2
{
    // expected-error@+1 {{'pd_op.diag_embed' op result #0 type 'tensor<2x3x4xf32>' contradicts the inferred 'tensor<2x4x4xf32>'}}
    (%0) = "pd_op.diag_embed" (%x) {offset:(Int32)1,dim1:(Int32)-2,dim2:(Int32)-1} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
}

// -----
// nll_loss "mean" gives 0-D; [2] contradicts it
{
    // expected-error@+1 {{'pd_op.nll_loss' op result #0 type 'tensor<2xf32>' contradicts the inferred 'tensor<f32>'}}
    (%0, %1) = "pd_op.nll_loss" (%x, %l, <<NULL VALUE>>) {ignore_index:(Int64)-100,reduction:"mean"} : (tensor<8x10xf32>, tensor<8xi64>, <<NULL TYPE>>) -> tensor<2xf32>, tensor<f32>
}

// -----
// stft: a window of -1 entries agrees with n_fft; x's known length is checked
{
    // expected-error@+1 {{'pd_op.stft' op n_fft 8 is longer than the 6 samples of operand #0 ('x')}}
    (%0) = "pd_op.stft" (%x, %w) {n_fft:(Int32)8,hop_length:(Int32)2,normalized:false,onesided:true} : (tensor<3x6xf32>, tensor<-1xf32>) -> tensor<3x5x-1xc64>
}

// -----
// stft's result is complex
{
    // expected-error@+1 {{'pd_op.stft' op result #0 type 'tensor<3x5x7xf32>' contradicts the inferred 'tensor<3x5x7xc64>'}}
    (%0) = "pd_op.stft" (%x, %w) {n_fft:(Int32)8,hop_length:(Int32)2,normalized:false,onesided:true} : (tensor<3x20xf32>, tensor<8xf32>) -> tensor<3x5x7xf32>
}

// -----
// reduce_as of int32 gives int64
{
    // expected-error@+1 {{'pd_op.reduce_as' op result #0 type 'tensor<3xi32>' contradicts the inferred 'tensor<3xi64>'}}
    (%0) = "pd_op.reduce_as" (%x, %t) {} : (tensor<2x3xi32>, tensor<3xf32>) -> tensor<3xi32>
}

// -----
// lrn: n must be odd
{
    // expected-error@+1 {{'pd_op.lrn' op n must be positive and odd, but is 0}}
    (%0, %1) = "pd_op.lrn" (%x) {n:(Int32)0} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>, tensor<1x3x8x8xf32>
}
