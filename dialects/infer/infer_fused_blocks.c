/* infer_fused_blocks.c: inference rules of fused network blocks, from
 * their InferMeta functions in paddle/phi/infermeta/fusion.cc:
 * resnet_unit (ResnetUnitInferMeta), resnet_basic_block
 * (ResnetBasicBlockInferMeta), fused_gate_attention
 * (FusedGateAttentionInferMeta) and fp8_fp8_half_gemm_fused
 * (FP8OutHalfGemmFusedInferMeta). A -1 dim agrees with anything. */
#include <string.h>

#include "infer_fused.h"

/* (in + 2 pad - k) / stride + 1, the blocks' convolution size (-1 when
 * unknown or not positive). */
static int64_t blockOut(int64_t in, int64_t pad, int64_t k, int64_t stride)
{
	if (in < 0 || k < 0 || stride <= 0 || in + 2 * pad - k < 0)
		return -1;
	return (in + 2 * pad - k) / stride + 1;
}

/* resnet_unit(x, filter_x, scale_x, ...): x and filter_x 4-D; scale_x
 * 1-D [C] (read as [1, 1, 1, C]) or 4-D. out and conv_x [N, filter's dim
 * 0, H', W'] (NCHW) or [N, H', W', filter's dim 0], H' = (H + 2 padding -
 * k) / stride + 1 with k filter's dim 2; bit_mask [nhw rounded up to 32,
 * C rounded up to 64 / 32, 1] of filter_x's dtype; the statistics
 * scale_x's 4-D dims, of mean_x's or var_x's dtype; the z results alike
 * with has_shortcut. */
void pirInferResnetUnit(PirOperation *op, PirType **r)
{
	PirShape x, w, s, t;
	if (op->numResults < 7 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter_x", &w) || !pirFusedShape(op, "scale_x", &s))
		return;
	if (s.rank == 1) {
		s.dims[3] = s.dims[0];
		s.dims[0] = s.dims[1] = s.dims[2] = 1;
		s.rank = 4;
	}
	if (!pirFusedRank(op, "x", &x, 4, NULL) || !pirFusedRank(op, "filter_x", &w, 4, NULL) ||
	    !pirFusedRank(op, "scale_x", &s, 4, "(or 1-D)"))
		return;
	bool nchw = !strcmp(pirInferStrAttr(op, "data_format", "NHWC"), "NCHW");
	int64_t st = pirInferIntAttr(op, "stride", 1), pad = pirInferIntAttr(op, "padding", 0), k = w.dims[2];
	int64_t oh = blockOut(x.dims[nchw ? 2 : 1], pad, k, st), ow = blockOut(x.dims[nchw ? 3 : 2], pad, k, st);
	int64_t o[4] = {x.dims[0], nchw ? w.dims[0] : oh, nchw ? oh : ow, nchw ? ow : w.dims[0]};
	int64_t c = o[3], nhw = pirInferNumel(o, 3);
	int64_t bm[3] = {nhw >= 0 ? (nhw + 31) & ~(int64_t)31 : -1, c >= 0 ? ((c + 63) & ~(int64_t)63) / 32 : -1, 1};
	PirType *y = pirFusedTensor(op, x.elem, 4, o);
	r[0] = r[2] = y;
	r[1] = pirFusedTensor(op, w.elem, 3, bm);
	const char *stat[] = {"mean_x", "var_x", "mean_x", "var_x"};
	for (int i = 0; i < 4; i++)
		r[3 + i] = pirFusedTensor(op, pirFusedShape(op, stat[i], &t) ? t.elem : NULL, 4, s.dims);
	if (pirInferBoolAttr(op, "has_shortcut", false) && op->numResults >= 12) {
		const char *zs[] = {"mean_z", "var_z", "mean_z", "var_z"};
		r[7] = pirFusedTensor(op, pirFusedShape(op, "z", &t) ? t.elem : NULL, 4, o);
		for (int i = 0; i < 4; i++)
			r[8 + i] = pirFusedTensor(op, pirFusedShape(op, zs[i], &t) ? t.elem : NULL, 4, s.dims);
	}
}

/* resnet_basic_block(x, filter1, scale1, ..., filter2, scale2, ...):
 * data_format NCHW; x 4-D. conv1 [N, filter1's dim 0, H1, W1] with H1 =
 * (H + 2 padding1 - k1) / stride1 + 1; out [N, filter2's dim 0, H2, W2]
 * from conv1 likewise; conv2 like out, conv2_input like conv1, of x's
 * dtype; the statistics scale1's (scale2's) dims, float32; the third
 * branch with has_shortcut; the max tensors [6] with find_conv_input_max
 * (max_input1 x's dtype, max_filter1 filter1's, the others float32). */
void pirInferResnetBasicBlock(PirOperation *op, PirType **r)
{
	PirShape x, w1, w2, s1, s2;
	if (op->numResults < 23 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "filter1", &w1) ||
	    !pirFusedShape(op, "filter2", &w2) || !pirFusedShape(op, "scale1", &s1) || !pirFusedShape(op, "scale2", &s2))
		return;
	const char *fmt = pirInferStrAttr(op, "data_format", "NCHW");
	if (strcmp(fmt, "NCHW")) {
		pirInferReject(op, -1, "data_format", "data_format must be \"NCHW\", but is \"%s\"", fmt);
		return;
	}
	if (!pirFusedRank(op, "x", &x, 4, NULL) || w1.rank < 3 || w2.rank < 3)
		return;
	int64_t p1 = pirInferIntAttr(op, "padding1", 0), p2 = pirInferIntAttr(op, "padding2", 0);
	int64_t st1 = pirInferIntAttr(op, "stride1", 1), st2 = pirInferIntAttr(op, "stride2", 1);
	int64_t c1[4] = {x.dims[0], w1.dims[0], blockOut(x.dims[2], p1, w1.dims[2], st1), blockOut(x.dims[3], p1, w1.dims[2], st1)};
	int64_t y[4] = {x.dims[0], w2.dims[0], blockOut(c1[2], p2, w2.dims[2], st2), blockOut(c1[3], p2, w2.dims[2], st2)};
	PirType *f32 = pirFusedElem(op, PIR_TYPE_F32), *yt = pirFusedTensor(op, x.elem, 4, y), *ct = pirFusedTensor(op, x.elem, 4, c1);
	PirType *b1 = pirFusedTensor(op, f32, s1.rank, s1.dims), *b2 = pirFusedTensor(op, f32, s2.rank, s2.dims);
	r[0] = r[6] = yt;
	r[1] = r[7] = ct;
	r[2] = r[3] = r[4] = r[5] = b1;
	r[8] = r[9] = r[10] = r[11] = b2;
	bool sc = pirInferBoolAttr(op, "has_shortcut", false);
	if (sc) {
		r[12] = yt;
		r[13] = r[14] = r[15] = r[16] = b2;
	}
	if (pirInferBoolAttr(op, "find_conv_input_max", true)) {
		int64_t six = 6;
		r[17] = pirFusedTensor(op, x.elem, 1, &six);
		r[18] = pirFusedTensor(op, w1.elem, 1, &six);
		r[19] = r[20] = pirFusedTensor(op, f32, 1, &six);
		if (sc)
			r[21] = r[22] = r[19];
	}
}

/* fused_gate_attention(query, key, query_weight, ..., qkv_weight, ...):
 * query [batch, m, r, ...]; heads and head_dim from qkv_weight [3, heads,
 * head_dim, ..] (merge_qkv) or query_weight [.., heads, head_dim], the
 * key length r or key's dim 2. The transposed q, k, v (or qkv),
 * softmax_out [batch, m, heads, r, key length], fmha_out and gate_out
 * (has_gating) [batch, m, r, heads, head_dim], all of query's dtype; out
 * like query; softmax_lse as written. */
void pirInferFusedGateAttention(PirOperation *op, PirType **r)
{
	PirShape q, w, k;
	if (op->numResults < 9 || !pirFusedShape(op, "query", &q) || q.rank < 3)
		return;
	bool merge = pirInferBoolAttr(op, "merge_qkv", true);
	if (!pirFusedShape(op, merge ? "qkv_weight" : "query_weight", &w) || w.rank < 3)
		return;
	int64_t b = q.dims[0], m = q.dims[1], rr = q.dims[2], heads = w.dims[1], hd = w.dims[2], ms = rr;
	if (merge) {
		int64_t t[6] = {3, b, m, heads, rr, hd};
		r[3] = pirFusedTensor(op, q.elem, 6, t);
	} else {
		if (!pirFusedShape(op, "key", &k) || k.rank < 3)
			return;
		ms = k.dims[2];
		int64_t tq[5] = {b, m, heads, rr, hd}, tk[5] = {b, m, heads, ms, hd};
		r[0] = pirFusedTensor(op, q.elem, 5, tq);
		r[1] = r[2] = pirFusedTensor(op, q.elem, 5, tk);
	}
	int64_t so[5] = {b, m, heads, rr, ms}, fo[5] = {b, m, rr, heads, hd};
	r[4] = pirFusedTensor(op, q.elem, 5, so);
	r[6] = pirFusedTensor(op, q.elem, 5, fo);
	if (pirInferBoolAttr(op, "has_gating", true))
		r[7] = r[6];
	r[8] = pirValueGetType(pirInferOperand(op, "query"));
}

/* fp8_fp8_half_gemm_fused(x, y, bias): x and y of rank 1 or more; out as
 * a matmul's: the batch dims of the higher-rank operand (their larger
 * entries at equal ranks), M and N by transpose_x and transpose_y (no
 * 1-D operand's); output_dtype bfloat16 or float16. */
void pirInferFp8Fp8HalfGemmFused(PirOperation *op, PirType **r)
{
	PirShape x, y, o = {.rank = 0};
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y))
		return;
	if (!pirFusedRankIn(op, "x", &x, 1, PIR_INFER_MAX_RANK - 1) || !pirFusedRankIn(op, "y", &y, 1, PIR_INFER_MAX_RANK - 1))
		return;
	const char *dt = pirInferStrAttr(op, "output_dtype", "float16");
	PirType *elem;
	if (!strcmp(dt, "bfloat16"))
		elem = pirFusedElem(op, PIR_TYPE_BF16);
	else if (!strcmp(dt, "float16"))
		elem = pirFusedElem(op, PIR_TYPE_F16);
	else {
		pirInferReject(op, -1, "output_dtype", "output_dtype must be \"bfloat16\" or \"float16\", but is \"%s\"", dt);
		return;
	}
	bool xb = x.rank == 1, yb = y.rank == 1;
	if (xb) {
		x.dims[1] = x.dims[0];
		x.dims[0] = 1;
		x.rank = 2;
	}
	if (yb) {
		y.dims[1] = 1;
		y.rank = 2;
	}
	bool tx = pirInferBoolAttr(op, "transpose_x", false), ty = pirInferBoolAttr(op, "transpose_y", false);
	int64_t mm = x.dims[tx ? x.rank - 1 : x.rank - 2], nn = y.dims[ty ? y.rank - 2 : y.rank - 1];
	const PirShape *hi = x.rank >= y.rank ? &x : &y;
	for (uint32_t i = 0; i + 2 < hi->rank; i++)
		o.dims[o.rank++] = x.rank != y.rank ? hi->dims[i] : x.dims[i] < 0 || y.dims[i] < 0 ? -1 : x.dims[i] > y.dims[i] ? x.dims[i] : y.dims[i];
	if (!xb)
		o.dims[o.rank++] = mm;
	if (!yb)
		o.dims[o.rank++] = nn;
	o.elem = elem;
	r[0] = pirInferTensor(pirOperationGetContext(op), &o);
}

/* rank_attention(x, rank_offset, rank_param): rank_offset's columns
 * (1 + 2 max_rank) match max_rank. out [x's rows, rank_param's columns],
 * input_help [x's rows, max_rank x x's columns], ins_rank [x's rows, 1],
 * all of x's dtype (RankAttentionInferMeta). */
void pirInferRankAttention(PirOperation *op, PirType **r)
{
	PirShape x, ro, p;
	if (op->numResults < 3 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "rank_offset", &ro) ||
	    !pirFusedShape(op, "rank_param", &p) || x.rank < 2 || ro.rank < 2 || p.rank < 2)
		return;
	int64_t mr = pirInferIntAttr(op, "max_rank", 3);
	if (ro.dims[1] >= 0 && (ro.dims[1] - 1) / 2 != mr) {
		int io = pirInferOperandIndex(op, "rank_offset");
		pirInferReject(op, io, NULL, "operand #%d ('rank_offset') has %lld columns, but max_rank %lld needs %lld or %lld", io,
			       (long long)ro.dims[1], (long long)mr, (long long)(2 * mr + 1), (long long)(2 * mr + 2));
		return;
	}
	int64_t n = x.dims[0], out[2] = {n, p.dims[1]}, help[2] = {n, pirInferMul(mr, x.dims[1])}, rank[2] = {n, 1};
	r[0] = pirFusedTensor(op, x.elem, 2, help);
	r[1] = pirFusedTensor(op, x.elem, 2, out);
	r[2] = pirFusedTensor(op, x.elem, 2, rank);
}
