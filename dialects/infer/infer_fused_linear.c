/* infer_fused_linear.c: inference rules of the fused matrix-product ops
 * that Paddle's fusion passes and legacy fusion operators produce: fc
 * (FCInferMeta with FCOutputSize), fused_gemm_epilogue
 * (FusedGemmEpilogueInferMeta), fused_fc_elementwise_layernorm
 * (FusedFCElementwiseLayerNormInferMeta), fc_xpu (FcXPUInferMeta), the
 * CPU fusion ops fusion_repeated_fc_relu, fusion_squared_mat_sub,
 * fusion_seqexpand_concat_fc, fusion_seqconv_eltadd_relu and fusion_gru,
 * and fused_feedforward (their InferMeta functions in
 * paddle/phi/infermeta/fusion.cc). A -1 dim agrees with anything. */
#include <stdio.h>
#include <string.h>

#include "infer_fused.h"

/* The [M, K] view of x flattened at dim `at` (Paddle's flatten_to_2d). */
static void flat2(const PirShape *x, uint32_t at, int64_t *m, int64_t *k)
{
	*m = pirFusedProd(x, 0, at);
	*k = pirFusedProd(x, at, x->rank);
}

/* An fc bias: 1-D or [1, n], its last dim n (Paddle's FC checks). */
static bool fcBias(PirOperation *op, const char *name, int64_t n, const char *what)
{
	PirShape b;
	if (!pirFusedShape(op, name, &b))
		return true;
	int ib = pirInferOperandIndex(op, name);
	if (b.rank == 0 || b.rank > 2)
		return pirInferReject(op, ib, NULL, "operand #%d ('%s') must be 1-D or 2-D, but is %u-D", ib, name, b.rank);
	if (!pirFusedDim(op, name, &b, b.rank - 1, n, what))
		return false;
	return b.rank == 1 || pirFusedDim(op, name, &b, 0, 1, "a 2-D bias's first dim");
}

/* fc(input, w, bias): w 2-D [K, N] (each 4 larger with padding_weights),
 * in_num_col_dims in [1, rank of input), input's dims from
 * in_num_col_dims multiply to K, bias [N] or [1, N], activation_type ""
 * or "relu". out: input's first in_num_col_dims dims and N, of input's
 * dtype. */
void pirInferFc(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirFusedShape(op, "input", &x) || !pirFusedShape(op, "w", &w))
		return;
	int64_t ncd = pirInferIntAttr(op, "in_num_col_dims", 1);
	bool pad = pirInferBoolAttr(op, "padding_weights", false);
	const char *act = pirInferStrAttr(op, "activation_type", "");
	if (ncd < 1) {
		pirInferReject(op, -1, "in_num_col_dims", "in_num_col_dims must be 1 or more, but is %lld", (long long)ncd);
		return;
	}
	if (!pirFusedRank(op, "w", &w, 2, "[in, out]"))
		return;
	int64_t k = w.dims[0] >= 0 && pad ? w.dims[0] - 4 : w.dims[0], n = w.dims[1] >= 0 && pad ? w.dims[1] - 4 : w.dims[1];
	if (!fcBias(op, "bias", n, pad ? "w's dim 1 less the 4 of padding_weights" : "w's dim 1"))
		return;
	if (ncd >= (int64_t)x.rank) {
		pirInferReject(op, -1, "in_num_col_dims", "in_num_col_dims %lld must be less than the rank %u of operand #%d ('input')",
			       (long long)ncd, x.rank, pirInferOperandIndex(op, "input"));
		return;
	}
	if (*act && strcmp(act, "relu")) {
		pirInferReject(op, -1, "activation_type", "activation_type must be \"\" or \"relu\", but is \"%s\"", act);
		return;
	}
	int64_t m, kx;
	flat2(&x, (uint32_t)ncd, &m, &kx);
	if (kx >= 0 && k >= 0 && kx != k) {
		int ix = pirInferOperandIndex(op, "input");
		pirInferReject(op, ix, NULL,
			       "operand #%d ('input') dims from %lld multiply to %lld, but operand #%d ('w') has %lld rows%s", ix,
			       (long long)ncd, (long long)kx, pirInferOperandIndex(op, "w"), (long long)k,
			       pad ? " (less the 4 of padding_weights)" : "");
		return;
	}
	PirShape o = {.elem = x.elem, .rank = (uint32_t)ncd + 1};
	memcpy(o.dims, x.dims, (size_t)ncd * sizeof *o.dims);
	o.dims[ncd] = n;
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
}

/* fused_gemm_epilogue(x, y, bias): y 2-D, x of rank 2 or more, bias 1-D
 * of N (y's dim 0 with trans_y, else dim 1); K of x (its last dim, or with
 * trans_x its dim 0) equals K of y (dim 1 with trans_y, else dim 0). out
 * and reserve_space: x's dims but the contracted one, then N; x's dtype.
 * With reserve_space, activation is not "none" and N is a multiple of 128
 * (relu) or 8. A transposed x of rank 3 or more is read as [K, ...] by
 * releases before 2024 and as a batch of [K, M] since: its K is not
 * checked and out's dims but N are left open then. */
void pirInferFusedGemmEpilogue(PirOperation *op, PirType **r)
{
	PirShape x, y, b;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y) || !pirFusedShape(op, "bias", &b))
		return;
	bool tx = pirInferBoolAttr(op, "trans_x", false), ty = pirInferBoolAttr(op, "trans_y", false);
	if (!pirFusedRank(op, "y", &y, 2, NULL) || !pirFusedRankIn(op, "x", &x, 2, PIR_INFER_MAX_RANK) ||
	    !pirFusedRank(op, "bias", &b, 1, NULL))
		return;
	int64_t n = ty ? y.dims[0] : y.dims[1], ky = ty ? y.dims[1] : y.dims[0];
	if (!pirFusedDim(op, "bias", &b, 0, n, ty ? "y's dim 0 (trans_y)" : "y's dim 1"))
		return;
	int64_t m, kx;
	flat2(&x, tx ? 1 : x.rank - 1, &m, &kx);
	bool batchedT = tx && x.rank > 2;
	if (tx)
		kx = batchedT ? -1 : m;
	if (kx >= 0 && ky >= 0 && kx != ky) {
		int ix = pirInferOperandIndex(op, "x");
		pirInferReject(op, ix, NULL, "operand #%d ('x') gives K = %lld%s, but operand #%d ('y') gives K = %lld%s", ix,
			       (long long)kx, tx ? " (its dim 0: trans_x)" : " (its last dim)", pirInferOperandIndex(op, "y"),
			       (long long)ky, ty ? " (its dim 1: trans_y)" : " (its dim 0)");
		return;
	}
	PirShape o = {.elem = x.elem, .rank = x.rank};
	for (uint32_t i = 0; i + 1 < x.rank; i++)
		o.dims[i] = batchedT ? -1 : x.dims[tx ? i + 1 : i];
	o.dims[x.rank - 1] = n;
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
	if (op->numResults > 1 && pirTypeIsDenseTensor(pirOperationGetResultType(op, 1))) {
		const char *act = pirInferStrAttr(op, "activation", "none");
		if (!strcmp(act, "none")) {
			pirInferReject(op, -1, "activation", "reserve_space is not used when activation is \"none\"");
			return;
		}
		int64_t step = strcmp(act, "relu") ? 8 : 128;
		if (n >= 0 && n % step) {
			int iy = pirInferOperandIndex(op, "y");
			pirInferReject(op, iy, NULL, "N = %lld (of operand #%d ('y')) must be a multiple of %lld with reserve_space and activation \"%s\"",
				       (long long)n, iy, (long long)step, act);
			return;
		}
		r[1] = r[0];
	}
}

/* fused_fc_elementwise_layernorm(x, w, y, bias0, scale, bias1): the fc
 * of x and w (w 2-D, bias0 [N] or [1, N], x_num_col_dims below x's rank,
 * x's dims from it multiplying to w's rows) must have y's shape;
 * begin_norm_axis below y's rank; scale and bias1 1-D of the product of
 * y's dims from begin_norm_axis (Paddle checks those sizes only when the
 * kernel runs: here where known). out: y's dims, x's dtype; mean and
 * variance [product of y's dims before begin_norm_axis], x's dtype. */
void pirInferFusedFcElementwiseLayernorm(PirOperation *op, PirType **r)
{
	PirShape x, w, y, s;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "w", &w) || !pirFusedShape(op, "y", &y))
		return;
	if (!pirFusedRank(op, "w", &w, 2, "[in, out]") || !fcBias(op, "bias0", w.dims[1], "w's dim 1"))
		return;
	int64_t ncd = pirInferIntAttr(op, "x_num_col_dims", 1), bna = pirInferIntAttr(op, "begin_norm_axis", 1);
	if (ncd < 0 || ncd >= (int64_t)x.rank) {
		pirInferReject(op, -1, "x_num_col_dims", "x_num_col_dims %lld must be in [0, %u), the rank of operand #%d ('x')",
			       (long long)ncd, x.rank, pirInferOperandIndex(op, "x"));
		return;
	}
	int64_t m, k;
	flat2(&x, (uint32_t)ncd, &m, &k);
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (k >= 0 && w.dims[0] >= 0 && k != w.dims[0]) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') dims from %lld multiply to %lld, but operand #%d ('w') has %lld rows", ix,
			       (long long)ncd, (long long)k, pirInferOperandIndex(op, "w"), (long long)w.dims[0]);
		return;
	}
	bool same = y.rank == (uint32_t)ncd + 1;
	for (uint32_t i = 0; same && i < y.rank; i++) {
		int64_t f = i < (uint32_t)ncd ? x.dims[i] : w.dims[1];
		same = f < 0 || y.dims[i] < 0 || f == y.dims[i];
	}
	if (!same) {
		char a[160], b[160];
		PirShape f = {.rank = (uint32_t)ncd + 1};
		memcpy(f.dims, x.dims, (size_t)ncd * sizeof *f.dims);
		f.dims[ncd] = w.dims[1];
		pirInferReject(op, iy, NULL, "operand #%d ('y') is %s, but the fc of x and w gives %s", iy,
			       pirInferDimsStr(y.dims, y.rank, a, sizeof a), pirInferDimsStr(f.dims, f.rank, b, sizeof b));
		return;
	}
	if (bna < 0 || bna >= (int64_t)y.rank) {
		pirInferReject(op, -1, "begin_norm_axis", "begin_norm_axis %lld must be in [0, %u), the rank of operand #%d ('y')",
			       (long long)bna, y.rank, iy);
		return;
	}
	int64_t rows = pirFusedProd(&y, 0, (uint32_t)bna), cols = pirFusedProd(&y, (uint32_t)bna, y.rank);
	const char *norm[] = {"scale", "bias1"};
	for (int i = 0; i < 2; i++)
		if (pirFusedShape(op, norm[i], &s) &&
		    (!pirFusedRank(op, norm[i], &s, 1, NULL) ||
		     !pirFusedDim(op, norm[i], &s, 0, cols, "the product of y's dims from begin_norm_axis")))
			return;
	r[0] = pirFusedTensor(op, x.elem, y.rank, y.dims);
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirFusedTensor(op, x.elem, 1, &rows);
}

/* fc_xpu(x, x_max, w, ...): out is x's first in_num_col_dims dims and
 * w's dim 0, of out_dtype; out_max [6] of x's dtype (FcXPUInferMeta,
 * which checks nothing). With act_type 23 (SWISH_GLU) releases since 2024
 * halve the last dim and earlier ones do not: it is left open then. */
void pirInferFcXpu(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "w", &w) || w.rank < 1)
		return;
	int64_t ncd = pirInferIntAttr(op, "in_num_col_dims", 1);
	if (ncd < 0 || ncd > (int64_t)x.rank || ncd + 1 > PIR_INFER_MAX_RANK)
		return;
	PirShape o = {.elem = pirInferResultDataType(op, "out_dtype", 0), .rank = (uint32_t)ncd + 1};
	memcpy(o.dims, x.dims, (size_t)ncd * sizeof *o.dims);
	o.dims[ncd] = pirInferIntAttr(op, "act_type", 0) == 23 ? -1 : w.dims[0];
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
	int64_t six = 6;
	if (op->numResults > 1)
		r[1] = pirFusedTensor(op, x.elem, 1, &six);
}

/* fusion_repeated_fc_relu(x, w, bias): two or more weights, as many
 * biases; x 2-D whose dim 1 is the first weight's rows; every later
 * weight 2-D, its bias of as many elements as its columns. out [x's rows,
 * the last weight's columns] of x's dtype; relu_out, one fewer than w,
 * left as written (FusionRepeatedFCReluInferMeta sets no type). */
void pirInferFusionRepeatedFcRelu(PirOperation *op, PirType **r)
{
	PirShape x, w, b;
	uint32_t n = pirFusedVecSize(op, "w");
	int iw = pirInferOperandIndex(op, "w"), ib = pirInferOperandIndex(op, "bias");
	if (op->numResults < 2 || !pirFusedShape(op, "x", &x) || !n)
		return;
	if (n < 2) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') must hold 2 or more weights, but holds %u", iw, n);
		return;
	}
	if (pirFusedVecSize(op, "bias") != n) {
		pirInferReject(op, ib, NULL, "operand #%d ('bias') holds %u biases, but operand #%d ('w') %u weights", ib,
			       pirFusedVecSize(op, "bias"), iw, n);
		return;
	}
	if (!pirFusedRank(op, "x", &x, 2, NULL) || !pirFusedVecShape(op, "w", 0, &w))
		return;
	if (w.rank >= 1 && x.dims[1] >= 0 && w.dims[0] >= 0 && x.dims[1] != w.dims[0]) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') element 0 has %lld rows, but operand #%d ('x') dim 1 is %lld", iw,
			       (long long)w.dims[0], pirInferOperandIndex(op, "x"), (long long)x.dims[1]);
		return;
	}
	for (uint32_t i = 1; i < n; i++) {
		if (!pirFusedVecShape(op, "w", i, &w) || !pirFusedVecShape(op, "bias", i, &b))
			return;
		if (w.rank != 2) {
			pirInferReject(op, iw, NULL, "operand #%d ('w') element %u must be 2-D, but is %u-D", iw, i, w.rank);
			return;
		}
		int64_t nb = pirFusedProd(&b, 0, b.rank);
		if (nb >= 0 && w.dims[1] >= 0 && nb != w.dims[1]) {
			pirInferReject(op, ib, NULL, "operand #%d ('bias') element %u has %lld elements, but weight %u has %lld columns",
				       ib, i, (long long)nb, i, (long long)w.dims[1]);
			return;
		}
	}
	int64_t o[2] = {x.dims[0], w.dims[1]};
	r[1] = pirFusedTensor(op, x.elem, 2, o);
}

/* fusion_squared_mat_sub(x, y): x and y 2-D with x's dim 1 = y's dim 0.
 * squared_x like x, squared_y y's dims, squared_xy and out [x's rows,
 * y's columns]; all of x's dtype. */
void pirInferFusionSquaredMatSub(PirOperation *op, PirType **r)
{
	PirShape x, y;
	if (op->numResults < 4 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y))
		return;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (x.rank != y.rank) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') is %u-D, but operand #%d ('x') is %u-D", iy, y.rank, ix, x.rank);
		return;
	}
	if (!pirFusedRank(op, "x", &x, 2, NULL) || !pirFusedDim(op, "y", &y, 0, x.dims[1], "x's dim 1"))
		return;
	int64_t o[2] = {x.dims[0], y.dims[1]};
	r[0] = pirFusedTensor(op, x.elem, 2, x.dims);
	r[1] = pirFusedTensor(op, x.elem, 2, y.dims);
	r[2] = r[3] = pirFusedTensor(op, x.elem, 2, o);
}

/* fusion_seqexpand_concat_fc(x, fc_weight, fc_bias): two or more inputs
 * whose dims 1 add up to fc_weight's rows (fc_weight 2-D [sum, D]);
 * fc_bias [D] or [1, D]. out [x[0]'s rows, D] of x[0]'s dtype; fc_out of
 * x[0]'s dtype, its dims set when the kernel runs. */
void pirInferFusionSeqexpandConcatFc(PirOperation *op, PirType **r)
{
	PirShape x, w;
	uint32_t n = pirFusedVecSize(op, "x");
	int ixv = pirInferOperandIndex(op, "x");
	if (op->numResults < 2 || !n || !pirFusedShape(op, "fc_weight", &w))
		return;
	if (n < 2) {
		pirInferReject(op, ixv, NULL, "operand #%d ('x') must hold 2 or more inputs, but holds %u", ixv, n);
		return;
	}
	if (!pirFusedRank(op, "fc_weight", &w, 2, NULL))
		return;
	int64_t sum = 0, rows = -1;
	PirType *elem = NULL;
	for (uint32_t i = 0; i < n; i++) {
		if (!pirFusedVecShape(op, "x", i, &x) || x.rank < 2)
			return;
		if (i == 0)
			rows = x.dims[0], elem = x.elem;
		sum = pirInferAdd(sum, x.dims[1]);
	}
	if (!pirFusedDim(op, "fc_weight", &w, 0, sum, "the sum of the inputs' dims 1") ||
	    !fcBias(op, "fc_bias", w.dims[1], "fc_weight's dim 1"))
		return;
	int64_t o[2] = {rows, w.dims[1]};
	r[0] = pirFusedTensor(op, elem, 2, o);
	PirType *fo = pirOperationGetResultType(op, 1);
	if (pirTypeIsDenseTensor(fo))
		r[1] = pirTypeGetTensor(pirOperationGetContext(op), elem, fo->tensor.rank, fo->tensor.dims);
}

/* fusion_seqconv_eltadd_relu(x, filter, bias): context_length positive,
 * context_stride 1, context_length + context_start positive; x and filter
 * 2-D, filter's rows context_length x x's dim 1. out [x's rows, filter's
 * columns], col_mat [x's rows, filter's rows]; x's dtype. */
void pirInferFusionSeqconvEltaddRelu(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (op->numResults < 2 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter", &w))
		return;
	int64_t len = pirInferIntAttr(op, "context_length", 1), start = pirInferIntAttr(op, "context_start", 0),
		stride = pirInferIntAttr(op, "context_stride", 1);
	if (len <= 0) {
		pirInferReject(op, -1, "context_length", "context_length must be positive, but is %lld", (long long)len);
		return;
	}
	if (stride != 1) {
		pirInferReject(op, -1, "context_stride", "context_stride must be 1, but is %lld", (long long)stride);
		return;
	}
	if (!pirFusedRank(op, "x", &x, 2, NULL) || !pirFusedRank(op, "filter", &w, 2, NULL) ||
	    !pirFusedDim(op, "filter", &w, 0, pirInferMul(len, x.dims[1]), "context_length times x's dim 1"))
		return;
	if (len + start <= 0) {
		pirInferReject(op, -1, "context_start", "context_start %lld must be above -context_length (%lld)", (long long)start,
			       (long long)-len);
		return;
	}
	int64_t o[2] = {x.dims[0], w.dims[1]}, c[2] = {x.dims[0], w.dims[0]};
	r[0] = pirFusedTensor(op, x.elem, 2, o);
	r[1] = pirFusedTensor(op, x.elem, 2, c);
}

/* fusion_gru(x, h0, weight_x, weight_h, bias): x 2-D (or [T, 1, M]),
 * weight_x 2-D [M, 3 D], weight_h 2-D [D, 3 D], h0's dim 1 D, bias
 * [1, 3 D]. hidden [T, D]; xx [T, 3 D] with use_seq, else [T, min(M,
 * 3 D)] with batched_input [T, 3 D] and batched_out [T, D]; x's dtype
 * (reordered_h0's dims are set when the kernel runs). */
void pirInferFusionGru(PirOperation *op, PirType **r)
{
	PirShape x, wx, wh, s;
	if (op->numResults < 5 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "weight_x", &wx) ||
	    !pirFusedShape(op, "weight_h", &wh))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank == 3 && x.dims[1] == 1) {
		x.dims[1] = x.dims[2];
		x.rank = 2;
	}
	if (x.rank != 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 2-D, or 3-D with dim 1 of 1, but is %u-D", ix, x.rank);
		return;
	}
	if (!pirFusedRank(op, "weight_x", &wx, 2, NULL) || !pirFusedDim(op, "weight_x", &wx, 0, x.dims[1], "x's width"))
		return;
	int64_t d = wx.dims[1] >= 0 ? wx.dims[1] / 3 : -1, d3 = pirInferMul(d, 3);
	if (!pirFusedRank(op, "weight_h", &wh, 2, NULL) || !pirFusedDim(op, "weight_h", &wh, 0, d, "frame_size (weight_x's dim 1 / 3)") ||
	    !pirFusedDim(op, "weight_h", &wh, 1, d3, "3 x frame_size"))
		return;
	if (pirFusedShape(op, "h0", &s) && (!pirFusedRank(op, "h0", &s, 2, NULL) || !pirFusedDim(op, "h0", &s, 1, d, "frame_size")))
		return;
	if (pirFusedShape(op, "bias", &s) && (!pirFusedRank(op, "bias", &s, 2, "[1, 3 x frame_size]") ||
					      !pirFusedDim(op, "bias", &s, 0, 1, "a bias's first dim") ||
					      !pirFusedDim(op, "bias", &s, 1, d3, "3 x frame_size")))
		return;
	int64_t h[2] = {x.dims[0], d}, xx[2] = {x.dims[0], wx.dims[1]}, bi[2] = {x.dims[0], wx.dims[1]};
	r[4] = pirFusedTensor(op, x.elem, 2, h);
	if (!pirInferBoolAttr(op, "use_seq", true)) {
		xx[1] = x.dims[1] < 0 || wx.dims[1] < 0 ? -1 : x.dims[1] > wx.dims[1] ? wx.dims[1] : x.dims[1];
		r[2] = pirFusedTensor(op, x.elem, 2, bi);
		r[3] = r[4];
	}
	r[1] = pirFusedTensor(op, x.elem, 2, xx);
}

/* fused_feedforward(x, ..., linear1_weight, ...): the product of x's dims
 * after the first (x made [1, n] when 1-D) above 1. out, dropout2_out
 * (and dropout2_mask when not is_test) x's dims; linear1_out,
 * dropout1_out (and dropout1_mask) x's dims with the last one
 * linear1_weight's last; ln1_mean/ln1_variance (pre_layer_norm, and
 * ln1_out x's dims) or ln2_mean/ln2_variance [product of x's dims but
 * the last]. FusedFeedForwardInferMeta sets dims only: the dtypes stay
 * as written. */
void pirInferFusedFeedforward(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (op->numResults < 11 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "linear1_weight", &w) || !x.rank ||
	    !w.rank)
		return;
	int64_t width = x.rank > 1 ? pirFusedProd(&x, 1, x.rank) : x.dims[0];
	if (width >= 0 && width <= 1) {
		int ix = pirInferOperandIndex(op, "x");
		pirInferReject(op, ix, NULL, "operand #%d ('x') dims after the first multiply to %lld, but their product must be above 1", ix,
			       (long long)width);
		return;
	}
	PirShape mid = x;
	mid.dims[x.rank - 1] = w.dims[w.rank - 1];
	mid.elem = x.elem = NULL;
	int64_t rows = x.rank > 1 ? pirFusedProd(&x, 0, x.rank - 1) : 1;
	PirContext *ctx = pirOperationGetContext(op);
	bool test = pirInferBoolAttr(op, "is_test", false), pre = pirInferBoolAttr(op, "pre_layer_norm", false);
	r[0] = r[10] = pirInferTensor(ctx, &x);
	r[7] = r[9] = pirInferTensor(ctx, &mid);
	if (!test) {
		r[1] = r[7];
		r[2] = r[0];
	}
	PirType *stat = pirFusedTensor(op, NULL, 1, &rows);
	if (pre) {
		r[3] = r[4] = stat;
		r[8] = r[0];
	} else {
		r[5] = r[6] = stat;
	}
}

/* fused_gemm_epilogue_grad(x, y, reserve_space, out_grad, trans_x,
 * trans_y, activation_grad) (FusedGemmEpilogueGradInferMeta): out_grad and
 * x of one rank, 2 or more; y 2-D; out_grad's last dim N (y's dim 0 with
 * trans_y, else dim 1); out_grad's batch dims and K
 * (its dim -2 against x's dim -1 with trans_x, else -2) agree where known;
 * reserve_space given unless activation_grad is "none". x_grad and y_grad
 * of x's and y's types, bias_grad [N] of y's dtype. */
void pirInferFusedGemmEpilogueGrad(PirOperation *op, PirType **r)
{
	PirShape x, y, g;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y) ||
	    !pirFusedShape(op, "out_grad", &g))
		return;
	bool tx = pirInferBoolAttr(op, "trans_x", false), ty = pirInferBoolAttr(op, "trans_y", false);
	if (!pirFusedRankIn(op, "out_grad", &g, 2, PIR_INFER_MAX_RANK) || !pirFusedRank(op, "y", &y, 2, NULL))
		return;
	if (x.rank != g.rank) {
		int ix = pirInferOperandIndex(op, "x");
		pirInferReject(op, ix, NULL, "operand #%d ('x') is %u-D, but operand #%d ('out_grad') is %u-D: they have one rank", ix,
			       x.rank, pirInferOperandIndex(op, "out_grad"), g.rank);
		return;
	}
	int64_t n = ty ? y.dims[0] : y.dims[1];
	if (!pirFusedDim(op, "out_grad", &g, g.rank - 1, n, ty ? "N (y's dim 0: trans_y)" : "N (y's dim 1)"))
		return;
	for (uint32_t i = 0; i + 2 < x.rank; i++) {
		char what[32];
		snprintf(what, sizeof what, "x's dim %u", i);
		if (!pirFusedDim(op, "out_grad", &g, i, x.dims[i], what))
			return;
	}
	if (!pirFusedDim(op, "out_grad", &g, g.rank - 2, x.dims[tx ? x.rank - 1 : x.rank - 2],
			 tx ? "K of x (its last dim: trans_x)" : "K of x (its dim -2)"))
		return;
	const char *act = pirInferStrAttr(op, "activation_grad", "none");
	if (strcmp(act, "none") && !pirInferOperand(op, "reserve_space")) {
		pirInferReject(op, -1, "activation_grad", "activation_grad \"%s\" needs reserve_space, which is absent", act);
		return;
	}
	r[0] = pirValueGetType(pirInferOperand(op, "x"));
	if (op->numResults > 1)
		r[1] = pirValueGetType(pirInferOperand(op, "y"));
	if (op->numResults > 2)
		r[2] = pirFusedTensor(op, y.elem, 1, &n);
}
