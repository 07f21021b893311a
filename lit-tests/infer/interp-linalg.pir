// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The interpolation and linear-algebra rules (issue 25): results written
// with -1 dims and undefined dtypes are filled from the operands as
// Paddle's InterpolateInferMeta, SvdInferMeta, QrInferMeta, EigInferMeta,
// EighInferMeta, InverseInferMeta, TriangularSolveInferMeta and
// SolveInferMeta give them; what they leave open stays
// as written. (The operand errors: lit-tests/infer-checks/operand-checks.test.)

// NHWC, scale [2, 1.5] of H 4 and W 5: H 8, W int(7.5) = 7; N and C kept.
// CHECK: "pd_op.bilinear_interp" {{.*}} -> tensor<1x8x7x3xf32>
// An out_size operand gives the size when the kernel runs: H and W open,
// whatever out_h/out_w say.
// CHECK: "pd_op.nearest_interp" {{.*}} -> tensor<1x3x-1x-1xf16>
// out_d/out_h/out_w give the sizes; a 0 (out_d) leaves the dim open.
// CHECK: "pd_op.trilinear_interp" {{.*}} -> tensor<2x3x-1x8x10xf32>
// scale 0.3 of W 5: int(1.5) = 1; scale 0.1: int(0.5) = 0, left open.
// CHECK: "pd_op.linear_interp" {{.*}} -> tensor<1x3x1xf32>
// CHECK: "pd_op.linear_interp" {{.*}} -> tensor<1x3x-1xf32>
{
    (%0) = "pd_op.bilinear_interp" (%a, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)0,data_format:"NHWC",interp_method:"bilinear",out_d:(Int32)0,out_h:(Int32)0,out_w:(Int32)0,scale:[(Float)2,(Float)1.5]} : (tensor<1x4x5x3xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>
    (%1) = "pd_op.nearest_interp" (%b, %os, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)0,out_h:(Int32)8,out_w:(Int32)10,scale:[]} : (tensor<1x3x4x5xf16>, tensor<2xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>
    (%2) = "pd_op.trilinear_interp" (%c, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:true,align_mode:(Int32)1,data_format:"NCHW",interp_method:"trilinear",out_d:(Int32)0,out_h:(Int32)8,out_w:(Int32)10,scale:[]} : (tensor<2x3x4x4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1x-1xundefined>
    (%3) = "pd_op.linear_interp" (%d, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"linear",out_d:(Int32)0,out_h:(Int32)0,out_w:(Int32)9,scale:[(Float)0.3]} : (tensor<1x3x5xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1xundefined>
    (%4) = "pd_op.linear_interp" (%d, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"linear",out_d:(Int32)0,out_h:(Int32)0,out_w:(Int32)9,scale:[(Float)0.1]} : (tensor<1x3x5xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1xundefined>
}

// svd of [2, 5, 3]: k = 3; u [2, 5, 3], s [2, 3], vh [2, 3, 3].
// CHECK: "pd_op.svd" {{.*}} -> tensor<2x5x3xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>
// qr "complete" of [5, 3]: q [5, 5], r [5, 3]; "r": r [3, 3], q as written.
// CHECK: "pd_op.qr" {{.*}} -> tensor<5x5xf32>, tensor<5x3xf32>
// CHECK: "pd_op.qr" {{.*}} -> tensor<-1xundefined>, tensor<3x3xf32>
// eig of float64: complex128 eigenvalues [4] and vectors [4, 4].
// CHECK: "pd_op.eig" {{.*}} -> tensor<4xc128>, tensor<4x4xc128>
// eigh of complex64: real (float32) eigenvalues, complex vectors.
// CHECK: "pd_op.eigh" {{.*}} -> tensor<2x3xf32>, tensor<2x3x3xc64>
// inverse: a -1 dim agrees with the other side of the square.
// CHECK: "pd_op.inverse" {{.*}} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
// triangular_solve: batch dims broadcast ([2, 1] and [-1]: 1 against -1
// stays -1), then y's last two, y's dtype.
// CHECK: "pd_op.triangular_solve" {{.*}} -> tensor<2x-1x3x5xf64>
// solve with a 1-D y: x's batch dims and M; with a higher-rank y, y's
// batch dims, M and N.
// CHECK: "pd_op.solve" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.solve" {{.*}} -> tensor<6x7x3x2xf32>
{
    (%0, %1, %2) = "pd_op.svd" (%m) {full_matrices:false} : (tensor<2x5x3xf64>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%3, %4) = "pd_op.qr" (%n) {mode:"complete"} : (tensor<5x3xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%5, %6) = "pd_op.qr" (%n) {mode:"r"} : (tensor<5x3xf32>) -> tensor<-1xundefined>, tensor<-1x-1xundefined>
    (%7, %8) = "pd_op.eig" (%e) {} : (tensor<4x4xf64>) -> tensor<-1xundefined>, tensor<-1x-1xundefined>
    (%9, %10) = "pd_op.eigh" (%h) {UPLO:"L"} : (tensor<2x3x3xc64>) -> tensor<-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%11) = "pd_op.inverse" (%s) {} : (tensor<-1x3xf32>) -> tensor<-1x-1xundefined>
    (%12) = "pd_op.triangular_solve" (%tx, %ty) {transpose:false,unitriangular:false,upper:true} : (tensor<2x1x3x3xf64>, tensor<-1x3x5xf64>) -> tensor<-1x-1x-1x-1xundefined>
    (%13) = "pd_op.solve" (%sx, %sv) {} : (tensor<2x3x3xf32>, tensor<3xf32>) -> tensor<-1x-1xundefined>
    (%14) = "pd_op.solve" (%sy, %sm) {} : (tensor<3x3xf32>, tensor<6x7x3x2xf32>) -> tensor<-1x-1x-1x-1xundefined>
}
