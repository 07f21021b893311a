// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// det, slogdet, lu, lu_unpack and lstsq (issue 25; dialects/infer/infer_linalg.c),
// and which square-matrix checks let a -1 dim pass. Results written with -1
// dims and undefined dtypes are filled; what Paddle leaves open stays as
// written. (Their operand errors: linalg-invalid.pir and
// lit-tests/infer-checks/operand-checks.test.)

// det/slogdet: Paddle's UnchangedInferMeta types out like x (the written
// rank is x's) ...
// CHECK: "pd_op.det" {{.*}} -> tensor<3x4x4xf32>
// ... the kernel gives x's batch dims (0-D for a matrix), [2, batch] for slogdet
// CHECK: "pd_op.det" {{.*}} -> tensor<3xf32>
// CHECK: "pd_op.det" {{.*}} -> tensor<f64>
// CHECK: "pd_op.slogdet" {{.*}} -> tensor<2x3xf32>
// CHECK: "pd_op.slogdet" {{.*}} -> tensor<3x4x4xf32>
// a legacy VarDesc's 0-D result of a batch is not checked
// CHECK: "pd_op.det" {{.*}} -> tensor<i32>
// the kernel's square check is made only on known dims
// CHECK: "pd_op.det" {{.*}} -> tensor<-1x3xf32>
// lu: out like x, pivots [batch, min(m, n)] and infos [batch] int32 ([1] for a
// matrix); no pivots without `pivot`
// CHECK: "pd_op.lu" {{.*}} -> tensor<2x5x3xf32>, tensor<2x3xi32>, tensor<2xi32>
// CHECK: "pd_op.lu" {{.*}} -> tensor<4x4xf64>, tensor<-1xundefined>, tensor<1xi32>
// lu_unpack: like x but for the dims where Paddle's x-typed results and the
// factors' shapes differ (pmat's last, and l's last for a wide x / u's
// second last for a tall one); without unpack_pivots pmat is open
// CHECK: "pd_op.lu_unpack" {{.*}} -> tensor<2x5x-1xf32>, tensor<2x5x3xf32>, tensor<2x-1x3xf32>
// CHECK: "pd_op.lu_unpack" {{.*}} -> tensor<-1x-1x-1xundefined>, tensor<2x3x-1xf32>, tensor<2x3x5xf32>
// CHECK: "pd_op.lu_unpack" {{.*}} -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
// lstsq: solution [batch, n, k]; residuals [batch, k] when m > n, else [0];
// rank [batch] (dtype as written); singular_values [batch, min(m, n)]
// CHECK: "pd_op.lstsq" {{.*}} -> tensor<2x4x3xf32>, tensor<2x3xf32>, tensor<2xi32>, tensor<2x4xf32>
// CHECK: "pd_op.lstsq" {{.*}} -> tensor<6x2xf64>, tensor<0xf64>, tensor<i64>, tensor<4xf64>
// residuals open when m or n is unknown (-1 rows match -1 rows)
// CHECK: "pd_op.lstsq" {{.*}} -> tensor<4x2xf32>, tensor<-1xundefined>, tensor<i32>, tensor<-1xf32>
// inverse and eigvals let [-1, 3] pass (their InferMeta compares only known dims)
// CHECK: "pd_op.inverse" {{.*}} -> tensor<-1x3xf32>
// CHECK: "pd_op.eigvals" {{.*}} -> tensor<-1xc64>
// cholesky and eig compare as written: [-1, -1] passes
// CHECK: "pd_op.cholesky" {{.*}} -> tensor<-1x-1xf32>
// CHECK: "pd_op.eig" {{.*}} -> tensor<-1xc64>, tensor<-1x-1xc64>
{
    (%0) = "pd_op.det" (%x) {} : (tensor<3x4x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%1) = "pd_op.det" (%x) {} : (tensor<3x4x4xf32>) -> tensor<-1xundefined>
    (%2) = "pd_op.det" (%m) {} : (tensor<4x4xf64>) -> tensor<undefined>
    (%3) = "pd_op.slogdet" (%x) {} : (tensor<3x4x4xf32>) -> tensor<-1x-1xundefined>
    (%4) = "pd_op.slogdet" (%x) {} : (tensor<3x4x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%5) = "pd_op.det" (%x) {} : (tensor<3x4x4xf32>) -> tensor<i32>
    (%6) = "pd_op.det" (%u) {} : (tensor<-1x3xf32>) -> tensor<-1x-1xundefined>
    (%7, %8, %9) = "pd_op.lu" (%y) {pivot:true} : (tensor<2x5x3xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xundefined>
    (%10, %11, %12) = "pd_op.lu" (%m) {pivot:false} : (tensor<4x4xf64>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<-1xundefined>
    (%13, %14, %15) = "pd_op.lu_unpack" (%y, %p) {unpack_ludata:true,unpack_pivots:true} : (tensor<2x5x3xf32>, tensor<2x3xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%16, %17, %18) = "pd_op.lu_unpack" (%w, %p) {unpack_ludata:true,unpack_pivots:false} : (tensor<2x3x5xf32>, tensor<2x3xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%19, %20, %21) = "pd_op.lu_unpack" (%q, %r) {} : (tensor<4x4xf32>, tensor<4xi32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
    (%22, %23, %24, %25) = "pd_op.lstsq" (%a, %b, <<NULL VALUE>>) {driver:"gelsd",rcond:(Double)0} : (tensor<2x6x4xf32>, tensor<2x6x3xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1xundefined>, tensor<-1xi32>, tensor<-1x-1xundefined>
    (%26, %27, %28, %29) = "pd_op.lstsq" (%c, %d, <<NULL VALUE>>) {} : (tensor<4x6xf64>, tensor<4x2xf64>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<i64>, tensor<-1xundefined>
    (%30, %31, %32, %33) = "pd_op.lstsq" (%e, %f, <<NULL VALUE>>) {} : (tensor<-1x4xf32>, tensor<-1x2xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>, tensor<-1xundefined>, tensor<i32>, tensor<-1xundefined>
    (%34) = "pd_op.inverse" (%u) {} : (tensor<-1x3xf32>) -> tensor<-1x-1xundefined>
    (%35) = "pd_op.eigvals" (%u) {} : (tensor<-1x3xf32>) -> tensor<-1xundefined>
    (%36) = "pd_op.cholesky" (%v) {upper:false} : (tensor<-1x-1xf32>) -> tensor<-1x-1xundefined>
    (%37, %38) = "pd_op.eig" (%v) {} : (tensor<-1x-1xf32>) -> tensor<-1xundefined>, tensor<-1x-1xundefined>
}

// einsum (EinsumRawInferMeta, issue 25 item 2): the right side's labels, the
// "..." dims broadcast, x[0]'s dtype; a label of size 1 or -1 takes the other
// operand's size (Paddle 2024 on), all -1 stays -1; xshape: the operands
// CHECK: "pd_op.einsum" {{.*}} -> tensor<2x4xf16>
// CHECK: "pd_op.einsum" {{.*}} -> tensor<5x7x2x4xf32>, <<NULL TYPE>>, vec[tensor<5x1x2x3xf32>,tensor<7x3x4xf32>]
// CHECK: "pd_op.einsum" {{.*}} -> tensor<4xf32>
// CHECK: "pd_op.einsum" {{.*}} -> tensor<6x-1xf32>
// CHECK: "pd_op.einsum" {{.*}} -> tensor<f32>
// a -1 at a label known already: Paddle 2022-2023 reads the operand's later
// dims one place early, so its later labels stay open
// CHECK: "pd_op.einsum" {{.*}} -> tensor<2x-1x-1xf32>
// einsum_grad (UnchangedMultiInferMeta of x_shape)
// CHECK: "pd_op.einsum_grad" {{.*}} -> vec[tensor<2x3xf16>,tensor<3x4xf16>]
{
    (%0) = "pd_op.einsum" (%a) {equation:"ij,jk->ik"} : (vec[tensor<2x3xf16>,tensor<3x4xf16>]) -> tensor<-1x-1xundefined>
    (%1, %2, %3) = "pd_op.einsum" (%b) {equation:"...ij,...jk->...ik"} : (vec[tensor<5x1x2x3xf32>,tensor<7x3x4xf32>]) -> tensor<-1x-1x-1x-1xundefined>, <<NULL TYPE>>, vec[tensor<-1x-1x-1x-1xf32>,tensor<-1x-1x-1xf32>]
    (%4) = "pd_op.einsum" (%c) {equation:"ii->i"} : (vec[tensor<-1x4xf32>]) -> tensor<-1xundefined>
    (%5) = "pd_op.einsum" (%d) {equation:"bij,bjk->bk"} : (vec[tensor<1x2x3xf32>,tensor<6x-1x-1xf32>]) -> tensor<-1x-1xundefined>
    (%6) = "pd_op.einsum" (%e) {equation:"i,i->"} : (vec[tensor<-1xf32>,tensor<-1xf32>]) -> tensor<undefined>
    (%8) = "pd_op.einsum" (%h) {equation:"ij,jkl->ikl"} : (vec[tensor<2x3xf32>,tensor<-1x4x5xf32>]) -> tensor<-1x-1x-1xundefined>
    (%7) = "pd_op.einsum_grad" (%f, %f, %g) {equation:"ij,jk->ik"} : (vec[tensor<2x3xf16>,tensor<3x4xf16>], vec[tensor<2x3xf16>,tensor<3x4xf16>], tensor<2x4xf16>) -> vec[tensor<-1x-1xundefined>,tensor<-1x-1xundefined>]
}
