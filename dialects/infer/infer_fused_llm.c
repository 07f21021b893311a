/* infer_fused_llm.c: inference rules of the fused ops of large-model
 * inference, from their InferMeta functions in paddle/phi/infermeta/
 * (multiary.cc) and the legacy operators' InferShape
 * (paddle/fluid/operators/fused/): fused_bias_act (FusedBiasActInferMeta),
 * fused_rotary_position_embedding and fused_rope (FusedRopeInferMeta),
 * multihead_matmul (MultiheadMatmulInferMeta), masked_multihead_attention_
 * (MaskedMultiheadAttentionInferMeta), fused_multi_transformer and
 * fused_multi_transformer_int8 (FusedMultiTransformerOp and
 * FusedMultiTransformerINT8Op), weight_only_linear (WeightOnlyLinearInferMeta)
 * and fused_bias_residual_layernorm (FusedLayerNormInferMeta). A -1 dim
 * agrees with anything. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "infer_fused.h"

/* The dtype compute_dtype names ("bf16", "fp16", "fp32"), NULL else. */
static PirType *computeType(PirOperation *op, const char *cd)
{
	if (!strcmp(cd, "bf16"))
		return pirFusedElem(op, PIR_TYPE_BF16);
	if (!strcmp(cd, "fp16"))
		return pirFusedElem(op, PIR_TYPE_F16);
	if (!strcmp(cd, "fp32"))
		return pirFusedElem(op, PIR_TYPE_F32);
	return NULL;
}

/* Operand `name` must be of compute_dtype's type (when one is named). */
static bool ofCompute(PirOperation *op, const char *name, PirType *ct, const char *cd)
{
	PirShape s;
	if (!ct || !pirFusedShape(op, name, &s) || s.elem->kind == PIR_TYPE_UNDEFINED || s.elem == ct)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be of compute_dtype \"%s\"", i, name, cd);
}

/* The out dtype of the quantizable fused ops (FusedBiasAct and
 * MaskedMultiheadAttention): for an int32 (quantized) x compute_dtype is
 * named, bias is of it, and out is int8 when the output scale is
 * positive, else compute_dtype's type; otherwise bias and x are of
 * compute_dtype (or, without one, bias of x's dtype), and out is int8 (or
 * float8_e4m3fn for a max bound of 448, with fp8) when the output scale is
 * positive, else x's dtype. *elem NULL: left open. */
static bool quantOut(PirOperation *op, PirType *x, double outScale, double maxBound, bool fp8, PirType **elem)
{
	const char *cd = pirInferStrAttr(op, "compute_dtype", "default");
	PirType *ct = computeType(op, cd);
	PirShape b;
	bool hasBias = pirFusedShape(op, "bias", &b);
	*elem = NULL;
	if (x->kind == PIR_TYPE_I32) {
		if (!strcmp(cd, "default"))
			return pirInferReject(op, -1, "compute_dtype", "compute_dtype must be given for an int32 x");
		if (!ofCompute(op, "bias", ct, cd))
			return false;
		if (outScale > 0) {
			*elem = pirFusedElem(op, PIR_TYPE_I8);
			return true;
		}
		if (!ct)
			return pirInferReject(op, -1, "compute_dtype", "compute_dtype must be bf16, fp16 or fp32 for an int32 x, but is \"%s\"", cd);
		*elem = ct;
		return true;
	}
	if (ct) {
		if ((hasBias && !ofCompute(op, "bias", ct, cd)) || !ofCompute(op, "x", ct, cd))
			return false;
	} else if (hasBias && strcmp(cd, "default") == 0 && b.elem->kind != PIR_TYPE_UNDEFINED &&
		   x->kind != PIR_TYPE_UNDEFINED && b.elem != x) {
		int ib = pirInferOperandIndex(op, "bias");
		return pirInferReject(op, ib, NULL, "operand #%d ('bias') must be of x's dtype when compute_dtype is \"default\"", ib);
	}
	if (outScale <= 0)
		*elem = x;
	else if (!fp8 || fabs(maxBound - 127.0) < 1e-6)
		*elem = pirFusedElem(op, PIR_TYPE_I8);
	else if (fabs(maxBound - 448.0) < 1e-6)
		*elem = pirFusedElem(op, PIR_TYPE_F8E4M3FN);
	return true;
}

/* fused_bias_act(x, bias, ...): x of rank 2 or more; act_method gelu or
 * relu (out x's dims) or geglu or swiglu (an even last dim, halved). The
 * dtype: quantOut with quant_scale and quant_max_bound. */
void pirInferFusedBiasAct(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedRankIn(op, "x", &x, 2, PIR_INFER_MAX_RANK))
		return;
	const char *act = pirInferStrAttr(op, "act_method", "gelu");
	int64_t *last = &x.dims[x.rank - 1];
	int ix = pirInferOperandIndex(op, "x");
	if (!strcmp(act, "geglu") || !strcmp(act, "swiglu")) {
		if (*last >= 0 && *last % 2) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') last dim is %lld, but %s halves it: it must be even", ix,
				       (long long)*last, act);
			return;
		}
		if (*last >= 0)
			*last /= 2;
	} else if (strcmp(act, "gelu") && strcmp(act, "relu")) {
		pirInferReject(op, -1, "act_method", "act_method must be gelu, relu, geglu or swiglu, but is \"%s\"", act);
		return;
	}
	PirType *elem;
	if (!quantOut(op, x.elem, pirInferFloatAttr(op, "quant_scale", -1), pirInferFloatAttr(op, "quant_max_bound", 127), true,
		      &elem))
		return;
	x.elem = elem;
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}

/* fused_rotary_position_embedding, fused_rope(q, k, v, ...): q 4-D; out_q
 * like q, out_k like k and out_v like v (of q's dtype, dims open, when
 * their input is absent). */
void pirInferFusedRope(PirOperation *op, PirType **r)
{
	PirShape q;
	if (!op->numResults || !pirFusedShape(op, "q", &q) || !pirFusedRank(op, "q", &q, 4, NULL))
		return;
	r[0] = pirValueGetType(pirInferOperand(op, "q"));
	const char *in[] = {"k", "v"};
	for (uint32_t i = 0; i < 2 && i + 1 < op->numResults; i++) {
		PirValue *v = pirInferOperand(op, in[i]);
		PirType *w = pirOperationGetResultType(op, i + 1);
		if (v && pirTypeIsDenseTensor(pirValueGetType(v)))
			r[i + 1] = pirValueGetType(v);
		else if (!v && pirTypeIsDenseTensor(w))
			r[i + 1] = pirTypeGetTensor(pirOperationGetContext(op), q.elem, w->tensor.rank, w->tensor.dims);
	}
}

/* multihead_matmul(input, w, bias, bias_qk): w of rank 3 or more, bias of
 * rank 2 or more; out like input. */
void pirInferMultiheadMatmul(PirOperation *op, PirType **r)
{
	PirShape w, b;
	PirValue *x = pirInferOperand(op, "input");
	if (!op->numResults || !x || !pirFusedShape(op, "w", &w) || !pirFusedShape(op, "bias", &b))
		return;
	if (!pirFusedRankIn(op, "w", &w, 3, PIR_INFER_MAX_RANK) || !pirFusedRankIn(op, "bias", &b, 2, PIR_INFER_MAX_RANK))
		return;
	if (pirTypeIsDenseTensor(pirValueGetType(x)))
		r[0] = pirValueGetType(x);
}

/* masked_multihead_attention_(x, cache_kv, bias, ...): cache_kv 5-D [2,
 * batch, kv_heads, max_seq, head_dim]; x [batch, (heads + 2 kv_heads)
 * head_dim] whose heads kv_heads divides; a rotary_tensor of float32. out
 * [batch, heads x head_dim] (dtype: quantOut with out_scale); cache_kv_out
 * like cache_kv, beam_cache_offset_out like beam_cache_offset. */
void pirInferMaskedMultiheadAttention(PirOperation *op, PirType **r)
{
	PirShape x, c, t;
	if (op->numResults < 2 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "cache_kv", &c) || !x.rank)
		return;
	if (!pirFusedRank(op, "cache_kv", &c, 5, "[2, batch, kv_heads, max_seq, head_dim]"))
		return;
	int64_t kvh = c.dims[2], dh = c.dims[4], last = x.dims[x.rank - 1], heads = -1;
	if (last >= 0 && kvh >= 0 && dh > 0)
		heads = last / dh - 2 * kvh;
	if (heads >= 0 && kvh > 0 && heads % kvh) {
		int ic = pirInferOperandIndex(op, "cache_kv");
		pirInferReject(op, ic, NULL, "operand #%d ('cache_kv') has %lld kv heads, which do not divide x's %lld query heads", ic,
			       (long long)kvh, (long long)heads);
		return;
	}
	if (!pirFusedDim(op, "cache_kv", &c, 0, 2, "the k, v count"))
		return;
	if (pirFusedShape(op, "rotary_tensor", &t) && t.elem->kind != PIR_TYPE_F32 && t.elem->kind != PIR_TYPE_UNDEFINED) {
		int it = pirInferOperandIndex(op, "rotary_tensor");
		pirInferReject(op, it, NULL, "operand #%d ('rotary_tensor') must be float32", it);
		return;
	}
	PirType *elem;
	if (!quantOut(op, x.elem, pirInferFloatAttr(op, "out_scale", -1), 127, false, &elem))
		return;
	int64_t o[2] = {x.dims[0], heads >= 0 ? pirInferMul(heads, dh) : -1};
	r[0] = pirFusedTensor(op, elem, 2, o);
	r[1] = pirValueGetType(pirInferOperand(op, "cache_kv"));
	PirValue *bo = pirInferOperand(op, "beam_cache_offset");
	if (op->numResults > 2 && bo && pirTypeIsDenseTensor(pirValueGetType(bo)))
		r[2] = pirValueGetType(bo);
}

/* The attribute checks of the fused_multi_transformer ops' makers:
 * epsilon in [0, 0.001], dropout_rate in [0, 1], dropout_implementation
 * downgrade_in_infer or upscale_in_train. */
static bool transformerAttrs(PirOperation *op)
{
	double eps = pirInferFloatAttr(op, "epsilon", 1e-5), rate = pirInferFloatAttr(op, "dropout_rate", 0.5);
	const char *impl = pirInferStrAttr(op, "dropout_implementation", "downgrade_in_infer");
	if (!((float)eps >= 0.0f && (float)eps <= 0.001f))
		return pirInferReject(op, -1, "epsilon", "epsilon must be in [0, 0.001], but is %g", eps);
	if (!((float)rate >= 0.0f && (float)rate <= 1.0f))
		return pirInferReject(op, -1, "dropout_rate", "dropout_rate must be in [0, 1], but is %g", rate);
	if (strcmp(impl, "downgrade_in_infer") && strcmp(impl, "upscale_in_train"))
		return pirInferReject(op, -1, "dropout_implementation",
				      "dropout_implementation must be \"downgrade_in_infer\" or \"upscale_in_train\", but is \"%s\"", impl);
	return true;
}

/* The first cache of `name` (a vec): 5-D [2, batch, ...]; false when it
 * is not (rejected) or its type is unknown. */
static bool firstCache(PirOperation *op, const char *name, const PirShape *x, PirShape *c)
{
	if (!pirFusedVecShape(op, name, 0, c))
		return false;
	int ic = pirInferOperandIndex(op, name);
	if (c->rank != 5)
		return pirInferReject(op, ic, NULL, "operand #%d ('%s') element 0 must be 5-D [2, batch, heads, seq, head_dim], but is %u-D",
				       ic, name, c->rank);
	const int64_t want[2] = {2, x->dims[0]};
	for (uint32_t d = 0; d < 2; d++)
		if (c->dims[d] >= 0 && want[d] >= 0 && c->dims[d] != want[d])
			return pirInferReject(op, ic, NULL, "operand #%d ('%s') element 0 dim %u is %lld, but %s is %lld", ic, name, d,
					       (long long)c->dims[d], d ? "x's batch" : "the k, v count", (long long)want[d]);
	return true;
}

/* fused_multi_transformer and fused_multi_transformer_(x, ...,
 * qkv_weights, cache_kvs, ...) (FusedMultiTransformerInferMeta): x 3-D
 * [batch, seq, hidden]; the first qkv weight 4-D, hidden its dim 3
 * (trans_qkvw: [3, heads, head_dim, hidden]) or dim 0, or with
 * gqa_group_size positive 3-D, hidden its dim 2 (trans_qkvw) or dim 0;
 * the first cache 5-D [2, batch, heads (gqa_group_size with grouped
 * queries), seq, head_dim]. out x's dims (dims only); cache_kv_outs as
 * written. (The legacy operator checked less: x 3-D, the cache's first
 * two dims.) */
void pirInferFusedMultiTransformer(PirOperation *op, PirType **r)
{
	PirShape x, y, c;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedRank(op, "x", &x, 3, "[batch, seq, hidden]"))
		return;
	r[op->numResults - 1] = pirFusedTensor(op, NULL, 3, x.dims);
	if (!pirFusedVecShape(op, "qkv_weights", 0, &y))
		return;
	bool t = pirInferBoolAttr(op, "trans_qkvw", true);
	int64_t gqa = pirInferIntAttr(op, "gqa_group_size", -1);
	int iw = pirInferOperandIndex(op, "qkv_weights");
	uint32_t rank = gqa > 0 ? 3 : 4;
	if (y.rank != rank) {
		pirInferReject(op, iw, NULL, "operand #%d ('qkv_weights') element 0 must be %u-D%s, but is %u-D", iw, rank,
			       gqa > 0 ? " with gqa_group_size" : "", y.rank);
		return;
	}
	uint32_t hd = t ? rank - 1 : 0;
	char what[64];
	snprintf(what, sizeof what, "qkv_weights' dim %u%s", hd, t ? " (trans_qkvw)" : "");
	if (!pirFusedDim(op, "x", &x, 2, y.dims[hd], what))
		return;
	if (!pirFusedVecSize(op, "cache_kvs") || !firstCache(op, "cache_kvs", &x, &c))
		return;
	int64_t heads = gqa > 0 ? gqa : t ? y.dims[1] : y.dims[2];
	int64_t dh = gqa > 0 ? (t ? y.dims[1] : y.dims[2]) : (t ? y.dims[2] : y.dims[3]);
	int ic = pirInferOperandIndex(op, "cache_kvs");
	const int64_t want[2] = {heads, dh};
	const uint32_t at[2] = {2, 4};
	for (int i = 0; i < 2; i++)
		if (c.dims[at[i]] >= 0 && want[i] >= 0 && c.dims[at[i]] != want[i]) {
			pirInferReject(op, ic, NULL, "operand #%d ('cache_kvs') element 0 dim %u is %lld, but %s is %lld", ic, at[i],
				       (long long)c.dims[at[i]], i ? "the head_dim" : gqa > 0 ? "gqa_group_size" : "the head count",
				       (long long)want[i]);
			return;
		}
}

/* fused_multi_transformer_int8(x, ..., qkv_w, ..., cache_kv, ...): x 3-D;
 * the first qkv_w 4-D, x's hidden its dim 3 (trans_qkvw, [3, heads,
 * head_dim, hidden]) or dim 0 ([hidden, 3, heads, head_dim]), heads x
 * head_dim = hidden when ring_id is -1; the first cache 5-D [2, batch,
 * heads, seq, head_dim]. out x's dims (dims only). */
void pirInferFusedMultiTransformerInt8(PirOperation *op, PirType **r)
{
	PirShape x, y, c;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedVecShape(op, "qkv_w", 0, &y))
		return;
	bool t = pirInferBoolAttr(op, "trans_qkvw", true);
	int iw = pirInferOperandIndex(op, "qkv_w");
	if (!transformerAttrs(op) || !pirFusedRank(op, "x", &x, 3, "[batch, seq, hidden]"))
		return;
	if (y.rank != 4) {
		pirInferReject(op, iw, NULL, "operand #%d ('qkv_w') element 0 must be 4-D, but is %u-D", iw, y.rank);
		return;
	}
	if (!pirFusedDim(op, "x", &x, 2, t ? y.dims[3] : y.dims[0], t ? "qkv_w's dim 3 (trans_qkvw)" : "qkv_w's dim 0"))
		return;
	int64_t heads = t ? y.dims[1] : y.dims[2], dh = t ? y.dims[2] : y.dims[3], hidden = t ? y.dims[3] : y.dims[0];
	int64_t hd = pirInferMul(heads, dh);
	if (pirInferIntAttr(op, "ring_id", -1) == -1 && hd >= 0 && hidden >= 0 && hd != hidden) {
		pirInferReject(op, iw, NULL, "operand #%d ('qkv_w') element 0 has %lld heads of %lld, but a hidden size of %lld", iw,
			       (long long)heads, (long long)dh, (long long)hidden);
		return;
	}
	if (pirFusedVecSize(op, "cache_kv")) {
		if (!firstCache(op, "cache_kv", &x, &c))
			return;
		int ic = pirInferOperandIndex(op, "cache_kv");
		const int64_t want[2] = {heads, dh};
		const uint32_t at[2] = {2, 4};
		for (int i = 0; i < 2; i++)
			if (c.dims[at[i]] >= 0 && want[i] >= 0 && c.dims[at[i]] != want[i]) {
				pirInferReject(op, ic, NULL, "operand #%d ('cache_kv') element 0 dim %u is %lld, but qkv_w's %s is %lld", ic,
					       at[i], (long long)c.dims[at[i]], i ? "head_dim" : "heads", (long long)want[i]);
				return;
			}
	}
	r[op->numResults - 1] = pirFusedTensor(op, NULL, 3, x.dims);
}

/* weight_only_linear, weight_only_linear_xpu(x, weight, bias,
 * weight_scale): group_size -1, 64 or 128; weight_dtype int8 or int4;
 * weight 2-D [n, k], both multiples of 16, k x's last dim; bias 1-D;
 * weight_scale 1-D (group_size -1) or 2-D [ceil(k / group_size), n]. out
 * x's dims with the last n (weight_scale's dim 0, or dim 1 grouped), of
 * x's dtype. */
void pirInferWeightOnlyLinear(PirOperation *op, PirType **r)
{
	PirShape x, w, s, b;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "weight", &w) ||
	    !pirFusedShape(op, "weight_scale", &s) || !x.rank)
		return;
	int64_t g = pirInferIntAttr(op, "group_size", -1);
	const char *wd = pirInferStrAttr(op, "weight_dtype", "int8");
	if (g != -1 && g != 64 && g != 128) {
		pirInferReject(op, -1, "group_size", "group_size must be -1, 64 or 128, but is %lld", (long long)g);
		return;
	}
	if (strcmp(wd, "int8") && strcmp(wd, "int4")) {
		pirInferReject(op, -1, "weight_dtype", "weight_dtype must be \"int8\" or \"int4\", but is \"%s\"", wd);
		return;
	}
	if (!pirFusedRank(op, "weight", &w, 2, NULL))
		return;
	int iw = pirInferOperandIndex(op, "weight");
	for (uint32_t d = 0; d < 2; d++)
		if (w.dims[d] >= 0 && w.dims[d] % 16) {
			pirInferReject(op, iw, NULL, "operand #%d ('weight') dim %u is %lld, but must be a multiple of 16", iw, d,
				       (long long)w.dims[d]);
			return;
		}
	if (!pirFusedDim(op, "x", &x, x.rank - 1, w.dims[1], "weight's dim 1"))
		return;
	if (pirFusedShape(op, "bias", &b) && !pirFusedRank(op, "bias", &b, 1, NULL))
		return;
	if (!pirFusedRank(op, "weight_scale", &s, g == -1 ? 1 : 2, g == -1 ? "(per channel)" : "(group-wise)"))
		return;
	if (g != -1 && !pirFusedDim(op, "weight_scale", &s, 0, w.dims[1] >= 0 ? (w.dims[1] + g - 1) / g : -1,
				    "weight's dim 1 over group_size, rounded up"))
		return;
	x.dims[x.rank - 1] = g == -1 ? s.dims[0] : s.dims[1];
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}

/* fused_bias_residual_layernorm(x, bias, residual, norm_weight,
 * norm_bias): norm_weight's dim 0 the product of x's dims from
 * begin_norm_axis. out x's dims: x's dtype with residual_out and neither
 * norm operand, else int8 (float8_e4m3fn for a max bound of 448) when
 * quant_scale is positive, else x's dtype; residual_out like x; mean and
 * variance [product of x's dims before begin_norm_axis], float32. */
void pirInferFusedBiasResidualLayernorm(PirOperation *op, PirType **r)
{
	PirShape x, nw;
	if (op->numResults < 4 || !pirFusedShape(op, "x", &x))
		return;
	int64_t bna = pirInferIntAttr(op, "begin_norm_axis", 1);
	if (bna < 0 || bna > (int64_t)x.rank)
		return;
	int64_t rows = pirFusedProd(&x, 0, (uint32_t)bna), cols = pirFusedProd(&x, (uint32_t)bna, x.rank);
	bool hasW = pirFusedShape(op, "norm_weight", &nw);
	if (hasW && nw.rank && !pirFusedDim(op, "norm_weight", &nw, 0, cols, "the product of x's dims from begin_norm_axis"))
		return;
	bool resOut = pirTypeIsDenseTensor(pirOperationGetResultType(op, 1));
	double qs = pirInferFloatAttr(op, "quant_scale", -1), qmax = pirInferFloatAttr(op, "quant_max_bound", 127);
	PirType *elem = x.elem;
	if (!(resOut && !hasW && !pirInferOperand(op, "norm_bias")) && qs > 0)
		elem = fabs(qmax - 127.0) < 1e-6 ? pirFusedElem(op, PIR_TYPE_I8)
		       : fabs(qmax - 448.0) < 1e-6 ? pirFusedElem(op, PIR_TYPE_F8E4M3FN)
						   : NULL;
	r[0] = pirFusedTensor(op, elem, x.rank, x.dims);
	if (resOut)
		r[1] = pirFusedTensor(op, x.elem, x.rank, x.dims);
	r[2] = r[3] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_F32), 1, &rows);
}

/* llm_int8_linear(x, weight, bias, weight_scale): weight 2-D [n, k], k
 * x's last dim, both multiples of 16, weight_scale's dim 0 n. out x's
 * dims with the last n, of x's dtype (LLMInt8LinearInferMeta). */
void pirInferLlmInt8Linear(PirOperation *op, PirType **r)
{
	PirShape x, w, s;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "weight", &w) || !x.rank)
		return;
	if (!pirFusedRank(op, "weight", &w, 2, NULL) || !pirFusedDim(op, "x", &x, x.rank - 1, w.dims[1], "weight's dim 1"))
		return;
	int iw = pirInferOperandIndex(op, "weight");
	for (uint32_t d = 0; d < 2; d++)
		if (w.dims[d] >= 0 && w.dims[d] % 16) {
			pirInferReject(op, iw, NULL, "operand #%d ('weight') dim %u is %lld, but must be a multiple of 16", iw, d,
				       (long long)w.dims[d]);
			return;
		}
	if (pirFusedShape(op, "weight_scale", &s) && s.rank && !pirFusedDim(op, "weight_scale", &s, 0, w.dims[0], "weight's dim 0"))
		return;
	x.dims[x.rank - 1] = w.dims[0];
	r[0] = pirInferTensor(pirOperationGetContext(op), &x);
}

/* weight_dequantize(x, scale): x 2-D [k', n] (int4 packs two rows in
 * one: k = 2 k'), group_size -1, 64 or 128, algo weight_only_int8 or
 * weight_only_int4; scale 1-D [k] (per channel) or 2-D [ceil(n /
 * group_size), k]. out [n, k] (WeightDequantizeInferMeta; the dtype,
 * scale's in releases without out_dtype, stays as written). */
void pirInferWeightDequantize(PirOperation *op, PirType **r)
{
	PirShape x, s;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "scale", &s))
		return;
	if (!pirFusedRank(op, "x", &x, 2, NULL))
		return;
	int64_t g = pirInferIntAttr(op, "group_size", -1);
	const char *algo = pirInferStrAttr(op, "algo", "weight_only_int8");
	if (g != -1 && g != 64 && g != 128) {
		pirInferReject(op, -1, "group_size", "group_size must be -1, 64 or 128, but is %lld", (long long)g);
		return;
	}
	int64_t k;
	if (!strcmp(algo, "weight_only_int8"))
		k = x.dims[0];
	else if (!strcmp(algo, "weight_only_int4"))
		k = pirInferMul(x.dims[0], 2);
	else {
		pirInferReject(op, -1, "algo", "algo must be \"weight_only_int8\" or \"weight_only_int4\", but is \"%s\"", algo);
		return;
	}
	if (g == -1) {
		if (!pirFusedRank(op, "scale", &s, 1, "(per channel)") || !pirFusedDim(op, "scale", &s, 0, k, "the channel count"))
			return;
	} else if (!pirFusedRank(op, "scale", &s, 2, "(group-wise)") ||
		   !pirFusedDim(op, "scale", &s, 0, x.dims[1] >= 0 ? (x.dims[1] + g - 1) / g : -1, "x's dim 1 over group_size, rounded up") ||
		   !pirFusedDim(op, "scale", &s, 1, k, "the channel count")) {
		return;
	}
	int64_t o[2] = {x.dims[1], k};
	r[0] = pirFusedTensor(op, NULL, 2, o);
}

/* weight_quantize(x): x 2-D [k, n] (x's dtype int8 only with algo w4a8),
 * k a multiple of 64 (32 for w4a8), n of 16; group_size -1, 64 or 128.
 * out int8: [n, k] (weight_only_int8, llm.int8), [n / 2, k]
 * (weight_only_int4) or x's dims (w4a8); scale [n] (per channel) or
 * [ceil(k / group_size), n], of x's dtype (WeightQuantizeInferMeta; its
 * arch check is made only by CUDA builds and is not made here). */
void pirInferWeightQuantize(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults < 2 || !pirFusedShape(op, "x", &x) || !pirFusedRank(op, "x", &x, 2, NULL))
		return;
	const char *algo = pirInferStrAttr(op, "algo", "weight_only_int8");
	int64_t g = pirInferIntAttr(op, "group_size", -1);
	bool w4a8 = !strcmp(algo, "w4a8");
	int64_t step[2] = {w4a8 ? 32 : 64, 16};
	int ix = pirInferOperandIndex(op, "x");
	for (uint32_t d = 0; d < 2; d++)
		if (x.dims[d] >= 0 && x.dims[d] % step[d]) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') dim %u is %lld, but must be a multiple of %lld", ix, d,
				       (long long)x.dims[d], (long long)step[d]);
			return;
		}
	if (g != -1 && g != 64 && g != 128) {
		pirInferReject(op, -1, "group_size", "group_size must be -1, 64 or 128, but is %lld", (long long)g);
		return;
	}
	int64_t k = x.dims[0], n = x.dims[1], o[2];
	if (!strcmp(algo, "weight_only_int8") || !strcmp(algo, "llm.int8"))
		o[0] = n, o[1] = k;
	else if (!strcmp(algo, "weight_only_int4"))
		o[0] = n >= 0 ? n / 2 : -1, o[1] = k;
	else if (w4a8)
		o[0] = k, o[1] = n;
	else {
		pirInferReject(op, -1, "algo", "algo must be weight_only_int8, weight_only_int4, llm.int8 or w4a8, but is \"%s\"", algo);
		return;
	}
	if (x.elem->kind == PIR_TYPE_I8 && !w4a8) {
		pirInferReject(op, -1, "algo", "algo must be \"w4a8\" for an int8 x, but is \"%s\"", algo);
		return;
	}
	r[0] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I8), 2, o);
	int64_t s[2] = {g == -1 ? n : k >= 0 ? (k + g - 1) / g : -1, n};
	r[1] = pirFusedTensor(op, x.elem, g == -1 ? 1 : 2, s);
}
