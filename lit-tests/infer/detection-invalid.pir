// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the detection rules refuse (dialects/infer/infer_detection.c):
// located operand errors and result types that contradict the inferred
// ones. (More operand cases: lit-tests/infer-checks/operand-checks.test.)

// prior_box: input 4-D
{
    // expected-error@+1 {{'pd_op.prior_box' op operand #0 ('input') must be 4-D (NCHW), but is 2-D}}
    (%0, %1) = "pd_op.prior_box" (%f, %im) {min_sizes:[(Float)30]} : (tensor<19x19xf32>, tensor<1x3x300x300xf32>) -> tensor<19x19x1x4xf32>, tensor<19x19x1x4xf32>
}

// -----
// prior_box: the expanded aspect ratios count (1, 2, 1/2: 3 priors)
{
    // expected-error@+1 {{'pd_op.prior_box' op result #0 type 'tensor<19x19x2x4xf32>' contradicts the inferred 'tensor<19x19x3x4xf32>'}}
    (%0, %1) = "pd_op.prior_box" (%f, %im) {min_sizes:[(Float)30],aspect_ratios:[(Float)2]} : (tensor<1x8x19x19xf32>, tensor<1x3x300x300xf32>) -> tensor<19x19x2x4xf32>, tensor<19x19x3x4xf32>
}

// -----
// box_coder: decode needs a 3-D target_box
{
    // expected-error@+1 {{'pd_op.box_coder' op operand #2 ('target_box') must be 3-D to decode, but is 2-D}}
    (%0) = "pd_op.box_coder" (%pb, <<NULL VALUE>>, %tb) {code_type:"decode_center_size"} : (tensor<100x4xf32>, <<NULL TYPE>>, tensor<100x4xf32>) -> tensor<100x4xf32>
}

// -----
// box_coder: prior_box [M, 4]
{
    // expected-error@+1 {{'pd_op.box_coder' op operand #0 ('prior_box') must be [M, 4], but is [100, 5]}}
    (%0) = "pd_op.box_coder" (%pb, <<NULL VALUE>>, %tb) {} : (tensor<100x5xf32>, <<NULL TYPE>>, tensor<-1x4xf32>) -> tensor<-1x100x4xf32>
}

// -----
// psroi_pool: spatial_scale positive
{
    // expected-error@+1 {{'pd_op.psroi_pool' op spatial_scale must be positive, but is 0}}
    (%0) = "pd_op.psroi_pool" (%x, %b, <<NULL VALUE>>) {pooled_height:(Int32)2,pooled_width:(Int32)2,output_channels:(Int32)4,spatial_scale:(Float)0} : (tensor<1x16x8x8xf32>, tensor<3x4xf32>, <<NULL TYPE>>) -> tensor<3x4x2x2xf32>
}

// -----
// bipartite_match: the indices are int32
{
    // expected-error@+1 {{'pd_op.bipartite_match' op result #0 type 'tensor<5x7xi64>' contradicts the inferred 'tensor<5x7xi32>'}}
    (%0, %1) = "pd_op.bipartite_match" (%d) {} : (tensor<5x7xf32>) -> tensor<5x7xi64>, tensor<5x7xf32>
}
