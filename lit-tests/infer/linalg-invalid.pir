// RUN: pir-opt --allow-undefined-values --split-input-file --verify-diagnostics %s
//
// What the linear-algebra rules refuse (dialects/infer/infer_linalg.c):
// located operand errors, and result types that contradict the inferred
// ones. Where Paddle's InferMeta compares dims as written (no `> 0` or
// `is_runtime` guard), -1 matches only -1 (docs/dialect-yaml.md, "Unknown
// dims in Paddle's checks").

// det: the kernel's square check, on known dims
{
    // expected-error@+1 {{'pd_op.det' op operand #0 ('x') must hold square matrices, but its last two dims are 4 and 5}}
    (%0) = "pd_op.det" (%x) {} : (tensor<3x4x5xf32>) -> tensor<3xf32>
}

// -----
// det: a rank that is neither x's (Paddle's build-time type) nor the
// kernel's contradicts the build-time type
{
    // expected-error@+1 {{'pd_op.det' op result #0 type 'tensor<3x4xf32>' contradicts the inferred 'tensor<3x4x4xf32>'}}
    (%0) = "pd_op.det" (%x) {} : (tensor<3x4x4xf32>) -> tensor<3x4xf32>
}

// -----
// slogdet: the kernel's form is [2, batch]
{
    // expected-error@+1 {{'pd_op.slogdet' op result #0 type 'tensor<3x3xf32>' contradicts the inferred 'tensor<2x3xf32>'}}
    (%0) = "pd_op.slogdet" (%x) {} : (tensor<3x4x4xf32>) -> tensor<3x3xf32>
}

// -----
// lu: pivots and infos are int32
{
    // expected-error@+1 {{'pd_op.lu' op result #1 type 'tensor<2x3xi64>' contradicts the inferred 'tensor<2x3xi32>'}}
    (%0, %1, %2) = "pd_op.lu" (%y) {pivot:true} : (tensor<2x5x3xf32>) -> tensor<2x5x3xf32>, tensor<2x3xi64>, tensor<2xi32>
}

// -----
// lu_unpack: x of rank 2 or more
{
    // expected-error@+1 {{'pd_op.lu_unpack' op operand #0 ('x') must have rank 2 or more (a matrix or a batch of them), but is 1-D}}
    (%0, %1, %2) = "pd_op.lu_unpack" (%v, %p) {} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----
// lstsq: rows compared as written
{
    // expected-error@+1 {{'pd_op.lstsq' op operand #1 ('y') dim 0 is 5, but operand #0 ('x') dim 0 is -1 (the rows of x and y; compared as written: -1 matches only -1)}}
    (%0, %1, %2, %3) = "pd_op.lstsq" (%a, %b, <<NULL VALUE>>) {} : (tensor<-1x4xf32>, tensor<5x2xf32>, <<NULL TYPE>>) -> tensor<4x2xf32>, tensor<2xf32>, tensor<i32>, tensor<4xf32>
}

// -----
// lstsq: solution is [n, k], of y's dtype
{
    // expected-error@+1 {{'pd_op.lstsq' op result #0 type 'tensor<6x2xf32>' contradicts the inferred 'tensor<4x2xf32>'}}
    (%0, %1, %2, %3) = "pd_op.lstsq" (%a, %b, <<NULL VALUE>>) {} : (tensor<6x4xf32>, tensor<6x2xf32>, <<NULL TYPE>>) -> tensor<6x2xf32>, tensor<2xf32>, tensor<i32>, tensor<4xf32>
}

// -----
// cholesky: CholeskyInferMeta compares the last two dims as written
{
    // expected-error@+1 {{'pd_op.cholesky' op operand #0 ('x') must hold square matrices, but its last two dims are -1 and 3 (Paddle compares them as written: -1 matches only -1)}}
    (%0) = "pd_op.cholesky" (%u) {upper:false} : (tensor<-1x3xf32>) -> tensor<-1x3xf32>
}

// -----
// eigh: so does EighInferMeta
{
    // expected-error@+1 {{'pd_op.eigh' op operand #0 ('x') must hold square matrices, but its last two dims are 3 and -1 (Paddle compares them as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.eigh" (%u) {UPLO:"L"} : (tensor<2x3x-1xf32>) -> tensor<2x3xf32>, tensor<2x3x3xf32>
}

// -----
// triangular_solve: MatrixGetBroadcastBatchPortion compares the batch dims
// as written
{
    // expected-error@+1 {{'pd_op.triangular_solve' op operand #1's batch dims [-1] and operand #0's [3] do not broadcast (-1 against 3, aligned at the right; Paddle compares them as written: -1 matches only -1 and 1)}}
    (%0) = "pd_op.triangular_solve" (%x, %y) {transpose:false,unitriangular:false,upper:true} : (tensor<3x4x4xf32>, tensor<-1x4x2xf32>) -> tensor<3x4x2xf32>
}

// -----
// einsum: a -1 agrees with a label's size; two known sizes above 1 that
// differ do not (the later operand is named)
{
    // expected-error@+1 {{'pd_op.einsum' op operand #0 ('x') element 2 dim 0 is 5, but label 'j' is 3 in another place}}
    (%0) = "pd_op.einsum" (%v) {equation:"ij,jk,jl->ikl"} : (vec[tensor<2x-1xf32>,tensor<3x4xf32>,tensor<5x6xf32>]) -> tensor<2x4x6xf32>
}

// -----
// einsum: a 1 broadcasts against a label's size (Paddle 2024 on), and the
// result has the larger size
{
    // expected-error@+1 {{'pd_op.einsum' op result #0 type 'tensor<2x1xf32>' contradicts the inferred 'tensor<2x4xf32>'}}
    (%0) = "pd_op.einsum" (%v) {equation:"ij,ik->ik"} : (vec[tensor<2x3xf32>,tensor<1x4xf32>]) -> tensor<2x1xf32>
}

// -----
// einsum: the "..." dims of the operands broadcast (-1 and 1 agree)
{
    // expected-error@+1 {{'pd_op.einsum' op operand #0 ('x') element 2 dim 0 is 4, but the "..." dims elsewhere have 3 there: they do not broadcast}}
    (%0) = "pd_op.einsum" (%v) {equation:"...i,...i,...i->..."} : (vec[tensor<-1x2xf32>,tensor<3x2xf32>,tensor<4x2xf32>]) -> tensor<3xf32>
}
