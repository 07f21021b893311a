// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The attention rules (issue 25; dialects/infer/infer_attention.c), add_n
// and array_length: results written with -1 dims and undefined dtypes are
// filled; what Paddle leaves open stays as written. (Their operand errors:
// attention-invalid.pir and lit-tests/infer-checks/operand-checks.test.)

// flash_attn: out like q with v's head dim; the statistics stay as written
// CHECK: "pd_op.flash_attn" {{.*}} -> tensor<2x128x8x32xf16>, tensor<-1xf16>, tensor<-1xf32>, tensor<2xi64>
// flash_attn_qkvpacked, 5-D: [batch, seq, (6 - 2) x 2 heads, head_dim]
// CHECK: "pd_op.flash_attn_qkvpacked" {{.*}} -> tensor<2x128x8x64xbf16>, tensor<-1xbf16>, tensor<-1xf32>, tensor<2xi64>
// calc_reduced_attn_scores: [batch, heads, 1, seq_k], float32
// CHECK: "pd_op.calc_reduced_attn_scores" {{.*}} -> tensor<2x8x1x256xf32>
// add_n: the first input that is not 0-D gives the dims (its -1 kept), the
// first input the dtype; all 0-D gives 0-D (written [-1]: a 0-D tensor may be
// written as [1])
// CHECK: "pd_op.add_n" {{.*}} -> tensor<2x-1xf32>
// CHECK: "pd_op.add_n" {{.*}} -> tensor<-1xundefined>
// array_length: [1] int64
// CHECK: "pd_op.array_length" {{.*}} -> tensor<1xi64>
// sparse_attention: out of q's dims, sparse_dot_sdd and softmax [batch,
// heads, columns' dim 2]; the legacy InferShape sets no dtype, so the
// written ones stay (undefined too)
// CHECK: "pd_op.sparse_attention" {{.*}} -> tensor<2x4x16x32xf32>, tensor<2x4x40xf32>, tensor<2x4x40xundefined>
{
    (%0, %1, %2, %3) = "pd_op.flash_attn" (%q, %k, %v, <<NULL VALUE>>, <<NULL VALUE>>) {causal:true,dropout:(Float)0} : (tensor<2x128x8x64xf16>, tensor<2x256x8x64xf16>, tensor<2x256x8x32xf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1xf16>, tensor<-1xf32>, tensor<2xi64>
    (%4, %5, %6, %7) = "pd_op.flash_attn_qkvpacked" (%qkv, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x128x6x2x64xbf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1xbf16>, tensor<-1xf32>, tensor<2xi64>
    (%8) = "pd_op.calc_reduced_attn_scores" (%q, %k, %lse) {} : (tensor<2x128x8x64xf16>, tensor<2x256x8x64xf16>, tensor<2x8x128xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%9) = "pd_op.add_n" (%in) {} : (vec[tensor<2x-1xf32>,tensor<-1x3xf32>,tensor<f32>]) -> tensor<-1x-1xundefined>
    (%10) = "pd_op.add_n" (%in0) {} : (vec[tensor<f32>,tensor<f32>]) -> tensor<-1xundefined>
    (%11) = "pd_op.array_length" (%arr) {} : (pd_op.tensor_array<f32>) -> tensor<-1xundefined>
    (%12, %13, %14) = "pd_op.sparse_attention" (%sq, %sk, %sv, %so, %sc, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>, tensor<2x4x16x32xf32>, tensor<2x4x17xi32>, tensor<2x4x40xi32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xf32>, tensor<-1x-1x-1xf32>, tensor<-1x-1x-1xundefined>
}
