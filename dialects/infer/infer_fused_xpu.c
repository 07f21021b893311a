/* infer_fused_xpu.c: inference rules of the XPU attention and sequence
 * ops of Paddle's XPU fusion passes, from their InferMeta functions in
 * paddle/phi/infermeta/fusion.cc: qkv_attention_xpu, cross_attention_xpu,
 * sine_pos_xpu, pad2d_xpu, mask_adaptive_xpu, sequence_unpad_xpu and
 * roformer_relative_embedding_xpu. A -1 dim agrees with anything. */
#include <stdio.h>
#include <string.h>

#include "infer_fused.h"

/* Operands a and b agree in dim d (either -1 agrees); rejects at b. */
static bool sameDim(PirOperation *op, const char *a, const PirShape *sa, const char *b, const PirShape *sb, uint32_t d)
{
	char what[64];
	snprintf(what, sizeof what, "%s's dim %u", a, d);
	return pirFusedDim(op, b, sb, d, sa->dims[d], what);
}

/* qkv_attention_xpu(q, k, v, ...): q, k, v 3-D of one shape [B, L,
 * hidden], hidden head_num x head_dim (3 x that with qkv_fc_fusion). qkv
 * [B, L, head_num x head_dim] of out_dtype. */
void pirInferQkvAttentionXpu(PirOperation *op, PirType **r)
{
	PirShape q, k, v;
	if (!op->numResults || !pirFusedShape(op, "q", &q) || !pirFusedShape(op, "k", &k) || !pirFusedShape(op, "v", &v))
		return;
	if (!pirFusedRank(op, "q", &q, 3, NULL) || !pirFusedRank(op, "k", &k, 3, NULL) || !pirFusedRank(op, "v", &v, 3, NULL))
		return;
	for (uint32_t d = 0; d < 3; d++)
		if (!sameDim(op, "q", &q, "k", &k, d) || !sameDim(op, "k", &k, "v", &v, d))
			return;
	int64_t hn = pirInferIntAttr(op, "head_num", 1), hd = pirInferIntAttr(op, "head_dim", 1), h = pirInferMul(hn, hd);
	bool fused = pirInferBoolAttr(op, "qkv_fc_fusion", false);
	if (!pirFusedDim(op, "q", &q, 2, fused ? pirInferMul(3, h) : h, fused ? "3 x head_num x head_dim" : "head_num x head_dim"))
		return;
	int64_t o[3] = {q.dims[0], q.dims[1], h};
	r[0] = pirFusedTensor(op, pirInferResultDataType(op, "out_dtype", 0), 3, o);
}

/* cross_attention_xpu(input_q, input_kv, fc_weight, fc_weight_max,
 * fc_bias, mask): input_q and input_kv 3-D of one batch and hidden,
 * hidden head_num x head_dim; three fc weights, maxima and biases; mask
 * of rank 4 at most. qkv [B, input_q's L, hidden] and qkv_max [6], both
 * of out_dtype. */
void pirInferCrossAttentionXpu(PirOperation *op, PirType **r)
{
	PirShape q, kv, m;
	if (!op->numResults || !pirFusedShape(op, "input_q", &q) || !pirFusedShape(op, "input_kv", &kv))
		return;
	if (!pirFusedRank(op, "input_q", &q, 3, NULL) || !pirFusedRank(op, "input_kv", &kv, 3, NULL) ||
	    !sameDim(op, "input_q", &q, "input_kv", &kv, 0) || !sameDim(op, "input_q", &q, "input_kv", &kv, 2))
		return;
	int64_t h = pirInferMul(pirInferIntAttr(op, "head_num", 1), pirInferIntAttr(op, "head_dim", 1));
	if (!pirFusedDim(op, "input_q", &q, 2, h, "head_num x head_dim"))
		return;
	const char *vecs[] = {"fc_weight", "fc_weight_max", "fc_bias"};
	for (int i = 0; i < 3; i++) {
		PirValue *v = pirInferOperand(op, vecs[i]);
		if (v && pirValueGetType(v)->kind == PIR_TYPE_VECTOR && pirFusedVecSize(op, vecs[i]) != 3) {
			int at = pirInferOperandIndex(op, vecs[i]);
			pirInferReject(op, at, NULL, "operand #%d ('%s') must hold 3 tensors (q, k, v), but holds %u", at, vecs[i],
				       pirFusedVecSize(op, vecs[i]));
			return;
		}
	}
	if (pirFusedShape(op, "mask", &m) && m.rank > 4) {
		int im = pirInferOperandIndex(op, "mask");
		pirInferReject(op, im, NULL, "operand #%d ('mask') must be of rank 4 at most, but is %u-D", im, m.rank);
		return;
	}
	PirType *dt = pirInferResultDataType(op, "out_dtype", 0);
	int64_t o[3] = {q.dims[0], q.dims[1], h}, six = 6;
	r[0] = pirFusedTensor(op, dt, 3, o);
	if (op->numResults > 1)
		r[1] = pirFusedTensor(op, dt, 1, &six);
}

/* sine_pos_xpu(x, y): x 3-D [B, L, 1], y 1-D. out [B, L, y's dim 0] of
 * x's dtype. */
void pirInferSinePosXpu(PirOperation *op, PirType **r)
{
	PirShape x, y;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "y", &y))
		return;
	if (!pirFusedRank(op, "x", &x, 3, NULL) || !pirFusedDim(op, "x", &x, 2, 1, "the last dim of a sine position input") ||
	    !pirFusedRank(op, "y", &y, 1, NULL))
		return;
	int64_t o[3] = {x.dims[0], x.dims[1], y.dims[0]};
	r[0] = pirFusedTensor(op, x.elem, 3, o);
}

/* pad2d_xpu(x): paddings [left, right, top, bottom] added to W and H of
 * a 4-D x; data_format NCHW or NHWC. */
void pirInferPad2dXpu(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t p[8];
	uint32_t n;
	if (!op->numResults || !pirFusedShape(op, "x", &x))
		return;
	const char *fmt = pirInferStrAttr(op, "data_format", "NCHW");
	bool nhwc = !strcmp(fmt, "NHWC");
	if (!nhwc && strcmp(fmt, "NCHW")) {
		pirInferReject(op, -1, "data_format", "data_format must be \"NCHW\" or \"NHWC\", but is \"%s\"", fmt);
		return;
	}
	if (x.rank != 4 || !pirInferIntList(op, "paddings", p, 8, &n) || n < 4)
		return;
	for (int i = 0; i < 4; i++)
		if (p[i] == PIR_INFER_UNKNOWN)
			return;
	uint32_t h = nhwc ? 1 : 2;
	x.dims[h] = x.dims[h] >= 0 ? x.dims[h] + p[2] + p[3] : -1;
	x.dims[h + 1] = x.dims[h + 1] >= 0 ? x.dims[h + 1] + p[0] + p[1] : -1;
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}

/* mask_adaptive_xpu(mask): mask 3-D [B, ...]. length [B] int64, seq_lod
 * [B + 1] int32, pad_seq_len [1] int32. */
void pirInferMaskAdaptiveXpu(PirOperation *op, PirType **r)
{
	PirShape m;
	if (op->numResults < 3 || !pirFusedShape(op, "mask", &m) || !pirFusedRank(op, "mask", &m, 3, NULL))
		return;
	int64_t b = m.dims[0], b1 = b >= 0 ? b + 1 : -1, one = 1;
	r[0] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I64), 1, &b);
	r[1] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I32), 1, &b1);
	r[2] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I32), 1, &one);
}

/* sequence_unpad_xpu(x, length): x of rank 2 or more, length 1-D of x's
 * dim 0. out of x's dtype (its dims are set when the kernel runs). */
void pirInferSequenceUnpadXpu(PirOperation *op, PirType **r)
{
	PirShape x, l;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "length", &l))
		return;
	if (!pirFusedRankIn(op, "x", &x, 2, PIR_INFER_MAX_RANK) || !pirFusedRank(op, "length", &l, 1, NULL) ||
	    !pirFusedDim(op, "length", &l, 0, x.dims[0], "x's dim 0"))
		return;
	PirType *w = pirOperationGetResultType(op, 0);
	if (pirTypeIsDenseTensor(w))
		r[0] = pirTypeGetTensor(pirOperationGetContext(op), x.elem, w->tensor.rank, w->tensor.dims);
}

/* roformer_relative_embedding_xpu(x, sin_emb, cos_emb): all 4-D, sin_emb
 * and cos_emb of one shape whose dim 3 is x's. out like x. */
void pirInferRoformerRelativeEmbeddingXpu(PirOperation *op, PirType **r)
{
	PirShape x, s, c;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "sin_emb", &s) || !pirFusedShape(op, "cos_emb", &c))
		return;
	if (!pirFusedRank(op, "x", &x, 4, NULL) || !pirFusedRank(op, "sin_emb", &s, 4, NULL) || !pirFusedRank(op, "cos_emb", &c, 4, NULL))
		return;
	for (uint32_t d = 0; d < 4; d++)
		if (!sameDim(op, "sin_emb", &s, "cos_emb", &c, d))
			return;
	if (!sameDim(op, "cos_emb", &c, "x", &x, 3))
		return;
	r[0] = pirValueGetType(pirInferOperand(op, "x"));
}

/* quantize_xpu, dequantize_xpu(x): y x's dims, of out_dtype
 * (QuantizeXPUInferMeta, DeQuantizeXPUInferMeta). */
void pirInferQuantizeXpu(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirFusedShape(op, "x", &x))
		return;
	x.elem = pirInferResultDataType(op, "out_dtype", 0);
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}
