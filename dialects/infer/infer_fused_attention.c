/* infer_fused_attention.c: inference rules of the fused attention and
 * transformer ops, from their InferMeta functions in
 * paddle/phi/infermeta/fusion.cc: fused_attention, fused_dot_product_
 * attention, self_dp_attention, variable_length_memory_efficient_attention,
 * block_multihead_attention_, fused_multi_transformer_xpu and its int8
 * form, multi_encoder_xpu, fused_bias_dropout_residual_layer_norm,
 * fused_embedding_eltwise_layernorm and embedding_with_eltwise_add_xpu.
 * Where Paddle sets a result's dims only, its dtype stays as written. A -1
 * dim agrees with anything. */
#include <math.h>
#include <string.h>

#include "infer_fused.h"

static int64_t prodOr(int64_t a, int64_t b)
{
	return pirInferMul(a, b);
}

/* fused_attention(x, ln_scale, ln_bias, qkv_weight, qkv_bias, cache_kv,
 * src_mask, ...): qkv_weight [3, heads, head_dim, hidden] (with
 * transpose_qkv_wb: 2-D [hidden, 3 hidden], num_heads positive and
 * dividing hidden; under model parallelism, ring_id not -1, dim 1 may be
 * a share of 3 hidden); x [batch, seq, hidden]; cache_kv [2, batch, heads,
 * cache_seq, head_dim]. The intermediate results' dims as
 * FusedAttentionInferMeta sets them (see lit-tests/infer/fused.pir). */
void pirInferFusedAttention(PirOperation *op, PirType **r)
{
	PirShape x, y, c;
	if (op->numResults < 20 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "qkv_weight", &y))
		return;
	bool tw = pirInferBoolAttr(op, "transpose_qkv_wb", false);
	int64_t heads = pirInferIntAttr(op, "num_heads", -1), ring = pirInferIntAttr(op, "ring_id", -1), dh, hidden;
	int iy = pirInferOperandIndex(op, "qkv_weight");
	if (tw) {
		if (!pirFusedRank(op, "qkv_weight", &y, 2, "[hidden, 3 x hidden] (transpose_qkv_wb)"))
			return;
		if (heads <= 0) {
			pirInferReject(op, -1, "num_heads", "num_heads must be positive with transpose_qkv_wb, but is %lld", (long long)heads);
			return;
		}
		if (y.dims[0] >= 0 && y.dims[0] % heads) {
			pirInferReject(op, iy, NULL, "operand #%d ('qkv_weight') dim 0 is %lld, which num_heads %lld does not divide", iy,
				       (long long)y.dims[0], (long long)heads);
			return;
		}
		int64_t nranks = 1;
		if (ring == -1) {
			if (!pirFusedDim(op, "qkv_weight", &y, 1, prodOr(3, y.dims[0]), "3 x its dim 0"))
				return;
		} else {
			nranks = y.dims[0] >= 0 && y.dims[1] > 0 ? 3 * y.dims[0] / y.dims[1] : -1;
		}
		dh = y.dims[0] >= 0 && nranks > 0 ? y.dims[0] / (heads * nranks) : -1;
		hidden = y.dims[0];
	} else {
		if (!pirFusedRank(op, "qkv_weight", &y, 4, "[3, heads, head_dim, hidden]") ||
		    !pirFusedDim(op, "qkv_weight", &y, 0, 3, "the q, k, v count"))
			return;
		if (ring == -1 && !pirFusedDim(op, "qkv_weight", &y, 3, prodOr(y.dims[1], y.dims[2]), "heads x head_dim"))
			return;
		heads = y.dims[1], dh = y.dims[2], hidden = y.dims[3];
	}
	if (!pirFusedRank(op, "x", &x, 3, "[batch, seq, hidden]") ||
	    !pirFusedDim(op, "x", &x, 2, hidden, tw ? "qkv_weight's dim 0" : "qkv_weight's dim 3"))
		return;
	int64_t b = x.dims[0], s = x.dims[1], outSeq = s, n3 = prodOr(3, prodOr(heads, dh));
	if (pirFusedShape(op, "cache_kv", &c)) {
		if (!pirFusedRank(op, "cache_kv", &c, 5, "[2, batch, heads, cache_seq, head_dim]") ||
		    !pirFusedDim(op, "cache_kv", &c, 0, 2, "the k, v count") || !pirFusedDim(op, "cache_kv", &c, 1, b, "x's batch") ||
		    !pirFusedDim(op, "cache_kv", &c, 2, heads, "the head count") ||
		    !pirFusedDim(op, "cache_kv", &c, 4, dh, "the head dim"))
			return;
		outSeq = pirInferAdd(s, c.dims[3]);
		int64_t co[5] = {c.dims[0], c.dims[1], c.dims[2], outSeq, c.dims[4]};
		r[18] = pirFusedTensor(op, NULL, 5, co);
	}
	bool test = pirInferBoolAttr(op, "is_test", false), pre = pirInferBoolAttr(op, "pre_layer_norm", false);
	int64_t rows = prodOr(b, s);
	PirType *stat = pirFusedTensor(op, NULL, 1, &rows), *like = pirFusedTensor(op, NULL, 3, x.dims);
	if (pre) {
		r[0] = r[1] = stat;
		r[2] = like;
	} else {
		r[15] = r[16] = stat;
		r[17] = like;
	}
	int64_t q3[3] = {b, s, n3}, q5[5] = {b, s, 3, heads, dh}, t5[5] = {3, b, heads, s, dh};
	r[3] = tw ? pirFusedTensor(op, NULL, 3, q3) : pirFusedTensor(op, NULL, 5, q5);
	if (pirInferOperand(op, "qkv_bias"))
		r[4] = r[3];
	r[5] = pirFusedTensor(op, NULL, 5, t5);
	int64_t qk[4] = {b, heads, s, outSeq}, qktv[4] = {b, heads, s, dh}, fmha[4] = {b, s, heads, dh};
	r[6] = r[8] = r[10] = pirFusedTensor(op, NULL, 4, qk);
	if (pirInferOperand(op, "src_mask"))
		r[11] = r[6];
	if (!test)
		r[9] = r[6], r[14] = like;
	r[7] = pirFusedTensor(op, NULL, 4, qktv);
	r[12] = pirFusedTensor(op, NULL, 4, fmha);
	r[13] = r[19] = like;
}

/* fused_dot_product_attention(q, k, v, ...): q, k, v 4-D [batch, seq,
 * heads, head_dim] of one batch. out q's dims; softmax_out [batch, heads,
 * seq_q, 1]; rng_state [2] (dims only). */
void pirInferFusedDotProductAttention(PirOperation *op, PirType **r)
{
	PirShape q, k, v;
	const char *l = "[batch, seq, heads, head_dim]";
	if (op->numResults < 3 || !pirFusedShape(op, "q", &q) || !pirFusedShape(op, "k", &k) || !pirFusedShape(op, "v", &v))
		return;
	if (!pirFusedRank(op, "q", &q, 4, l) || !pirFusedRank(op, "k", &k, 4, l) || !pirFusedRank(op, "v", &v, 4, l) ||
	    !pirFusedDim(op, "k", &k, 0, q.dims[0], "q's batch") || !pirFusedDim(op, "v", &v, 0, k.dims[0], "k's batch"))
		return;
	int64_t so[4] = {q.dims[0], q.dims[2], q.dims[1], 1}, two = 2;
	r[0] = pirFusedTensor(op, NULL, 4, q.dims);
	r[1] = pirFusedTensor(op, NULL, 4, so);
	r[2] = pirFusedTensor(op, NULL, 1, &two);
}

/* self_dp_attention(x): x 5-D [batch, tokens, 3, heads, head_dim]; out
 * [batch, tokens, heads, head_dim] of x's dtype. */
void pirInferSelfDpAttention(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedRank(op, "x", &x, 5, "[batch, tokens, 3, heads, head_dim]"))
		return;
	int64_t o[4] = {x.dims[0], x.dims[1], x.dims[3], x.dims[4]};
	r[0] = pirFusedTensor(op, x.elem, 4, o);
}

/* variable_length_memory_efficient_attention(query, key, value, ...): all
 * 4-D [batch, heads, seq, head_dim]; one batch; key and value of one head
 * count, which divides query's; query's and key's head_dim equal; key's
 * and value's seq equal. out [batch, query's heads, query's seq, value's
 * head_dim] of query's dtype. */
void pirInferVariableLengthMemoryEfficientAttention(PirOperation *op, PirType **r)
{
	PirShape q, k, v;
	const char *l = "[batch, heads, seq, head_dim]";
	if (!op->numResults || !pirFusedShape(op, "query", &q) || !pirFusedShape(op, "key", &k) || !pirFusedShape(op, "value", &v))
		return;
	if (!pirFusedRank(op, "query", &q, 4, l) || !pirFusedRank(op, "key", &k, 4, l) || !pirFusedRank(op, "value", &v, 4, l) ||
	    !pirFusedDim(op, "key", &k, 0, q.dims[0], "query's batch") || !pirFusedDim(op, "value", &v, 0, k.dims[0], "key's batch") ||
	    !pirFusedDim(op, "value", &v, 1, k.dims[1], "key's head count"))
		return;
	if (q.dims[1] >= 0 && k.dims[1] > 0 && q.dims[1] % k.dims[1]) {
		int ik = pirInferOperandIndex(op, "key");
		pirInferReject(op, ik, NULL, "operand #%d ('key') has %lld heads, which do not divide query's %lld", ik,
			       (long long)k.dims[1], (long long)q.dims[1]);
		return;
	}
	if (!pirFusedDim(op, "key", &k, 3, q.dims[3], "query's head_dim") || !pirFusedDim(op, "value", &v, 2, k.dims[2], "key's seq"))
		return;
	int64_t o[4] = {q.dims[0], q.dims[1], q.dims[2], v.dims[3]};
	r[0] = pirFusedTensor(op, q.elem, 4, o);
}

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

/* block_multihead_attention_, block_multihead_attention_xpu(qkv,
 * key_cache, value_cache, ...): key_cache 4-D [blocks, kv_heads,
 * block_size, head_dim]; qkv 2-D [tokens, (heads + 2 kv_heads) x
 * head_dim], its heads (dim 1 / head_dim - 2 kv_heads) a multiple of
 * kv_heads (releases before grouped-query attention asked heads =
 * kv_heads: a subset). fmha_out [tokens, heads x head_dim]: for an int32
 * (quantized) qkv compute_dtype is named and fmha_out is int8 when
 * out_scale is positive, else compute_dtype's type; otherwise qkv is of
 * compute_dtype when one is named and fmha_out is int8 (float8_e4m3fn for
 * a quant_max_bound of 448, else open) when out_scale is positive, else
 * qkv's dtype. qkv_out qkv's dims; key_cache_out and value_cache_out
 * key_cache's dims, each its cache's dtype. */
void pirInferBlockMultiheadAttention(PirOperation *op, PirType **r)
{
	PirShape x, kc, vc;
	if (op->numResults < 4 || !pirFusedShape(op, "qkv", &x) || !pirFusedShape(op, "key_cache", &kc))
		return;
	if (!pirFusedRank(op, "key_cache", &kc, 4, "[blocks, kv_heads, block_size, head_dim]") ||
	    !pirFusedRank(op, "qkv", &x, 2, "[tokens, (heads + 2 kv_heads) x head_dim]"))
		return;
	int64_t kvh = kc.dims[1], dh = kc.dims[3], heads = -1;
	if (x.dims[1] >= 0 && kvh >= 0 && dh > 0)
		heads = x.dims[1] / dh - 2 * kvh;
	int ix = pirInferOperandIndex(op, "qkv");
	if (heads >= 0 && kvh > 0 && heads % kvh) {
		pirInferReject(op, ix, NULL, "operand #%d ('qkv') holds %lld query heads, which key_cache's %lld kv heads do not divide", ix,
			       (long long)heads, (long long)kvh);
		return;
	}
	if (heads >= 0 && x.dims[1] != (heads + 2 * kvh) * dh) {
		pirInferReject(op, ix, NULL, "operand #%d ('qkv') dim 1 is %lld, which key_cache's head_dim %lld does not divide", ix,
			       (long long)x.dims[1], (long long)dh);
		return;
	}
	const char *cd = pirInferStrAttr(op, "compute_dtype", "default");
	double outScale = pirInferFloatAttr(op, "out_scale", -1), qmax = pirInferFloatAttr(op, "quant_max_bound", 127);
	PirType *ct = computeType(op, cd), *elem;
	if (x.elem->kind == PIR_TYPE_I32) {
		if (!strcmp(cd, "default")) {
			pirInferReject(op, -1, "compute_dtype", "compute_dtype must be given for an int32 qkv");
			return;
		}
		if (!ct && outScale <= 0) {
			pirInferReject(op, -1, "compute_dtype", "compute_dtype must be bf16, fp16 or fp32 for an int32 qkv, but is \"%s\"", cd);
			return;
		}
		elem = outScale > 0 ? pirFusedElem(op, PIR_TYPE_I8) : ct;
	} else {
		if (ct && x.elem->kind != PIR_TYPE_UNDEFINED && x.elem != ct) {
			pirInferReject(op, ix, NULL, "operand #%d ('qkv') must be of compute_dtype \"%s\"", ix, cd);
			return;
		}
		elem = x.elem;
		if (outScale > 0)
			elem = fabs(qmax - 127.0) < 1e-6 ? pirFusedElem(op, PIR_TYPE_I8)
			       : fabs(qmax - 448.0) < 1e-6 ? pirFusedElem(op, PIR_TYPE_F8E4M3FN)
							   : NULL;
	}
	int64_t o[2] = {x.dims[0], heads >= 0 ? pirInferMul(heads, dh) : -1};
	r[0] = pirFusedTensor(op, elem, 2, o);
	r[1] = pirFusedTensor(op, NULL, 2, x.dims);
	r[2] = pirFusedTensor(op, kc.elem, 4, kc.dims);
	if (pirFusedShape(op, "value_cache", &vc))
		r[3] = pirFusedTensor(op, vc.elem, 4, kc.dims);
}

/* fused_multi_transformer_xpu and _int8_xpu(x, ..., qkvw, ...): x 3-D
 * [batch, seq, hidden]; the first qkvw 4-D, hidden its dim 3 with
 * trans_qkvw, else dim 0; the first cache_kv 5-D [2, ..., heads,
 * head_dim] with qkvw's heads and head_dim (dims 1, 2 with trans_qkvw,
 * else 2, 3). out like x; cache_kv_out as written. */
void pirInferFusedMultiTransformerXpu(PirOperation *op, PirType **r)
{
	PirShape x, y, c;
	if (!op->numResults || !pirFusedShape(op, "x", &x) || !pirFusedVecShape(op, "qkvw", 0, &y))
		return;
	bool t = pirInferBoolAttr(op, "trans_qkvw", true);
	int iw = pirInferOperandIndex(op, "qkvw"), ic = pirInferOperandIndex(op, "cache_kv");
	if (!pirFusedRank(op, "x", &x, 3, "[batch, seq, hidden]"))
		return;
	if (y.rank != 4) {
		pirInferReject(op, iw, NULL, "operand #%d ('qkvw') element 0 must be 4-D, but is %u-D", iw, y.rank);
		return;
	}
	if (!pirFusedDim(op, "x", &x, 2, t ? y.dims[3] : y.dims[0], t ? "qkvw's dim 3 (trans_qkvw)" : "qkvw's dim 0"))
		return;
	if (pirFusedVecShape(op, "cache_kv", 0, &c)) {
		int64_t want[3] = {2, t ? y.dims[1] : y.dims[2], t ? y.dims[2] : y.dims[3]};
		uint32_t at[3] = {0, 3, 4};
		if (c.rank != 5) {
			pirInferReject(op, ic, NULL, "operand #%d ('cache_kv') element 0 must be 5-D, but is %u-D", ic, c.rank);
			return;
		}
		for (int i = 0; i < 3; i++)
			if (c.dims[at[i]] >= 0 && want[i] >= 0 && c.dims[at[i]] != want[i]) {
				pirInferReject(op, ic, NULL, "operand #%d ('cache_kv') element 0 dim %u is %lld, but %s is %lld", ic, at[i],
					       (long long)c.dims[at[i]], i == 0 ? "the k, v count" : i == 1 ? "qkvw's heads" : "qkvw's head_dim",
					       (long long)want[i]);
				return;
			}
	}
	r[0] = pirFusedTensor(op, x.elem, 3, x.dims);
}

/* multi_encoder_xpu(x, ...): out x's dims (slice_idx -1) or [x's dim 0,
 * dim 2], of x's dtype; x_fp16 x's dims and out_fp16 out's, float16. */
void pirInferMultiEncoderXpu(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirFusedShape(op, "x", &x))
		return;
	int64_t slice = pirInferIntAttr(op, "slice_idx", -1);
	PirShape o = x;
	if (slice != -1) {
		if (x.rank < 3)
			return;
		o.rank = 2;
		o.dims[1] = x.dims[2];
	}
	PirContext *ctx = pirOperationGetContext(op);
	r[0] = pirInferTensor(ctx, &o);
	o.elem = x.elem = pirFusedElem(op, PIR_TYPE_F16);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctx, &x);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctx, &o);
}

/* fused_bias_dropout_residual_layer_norm(x, residual, ...): dropout_rate
 * in [0, 1], dropout_implementation downgrade_in_infer or
 * upscale_in_train, ln_epsilon in [0, 0.001]. y and
 * bias_dropout_residual_out (and dropout_mask_out when not is_test) x's
 * dims; ln_mean, ln_variance [product of x's dims but the last] (dims
 * only). */
void pirInferFusedBiasDropoutResidualLayerNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults < 5 || !pirFusedShape(op, "x", &x) || !x.rank)
		return;
	double rate = pirInferFloatAttr(op, "dropout_rate", 0.5), eps = pirInferFloatAttr(op, "ln_epsilon", 1e-5);
	const char *impl = pirInferStrAttr(op, "dropout_implementation", "downgrade_in_infer");
	if (!((float)rate >= 0.0f && (float)rate <= 1.0f)) {
		pirInferReject(op, -1, "dropout_rate", "dropout_rate must be in [0, 1], but is %g", rate);
		return;
	}
	if (strcmp(impl, "downgrade_in_infer") && strcmp(impl, "upscale_in_train")) {
		pirInferReject(op, -1, "dropout_implementation",
			       "dropout_implementation must be \"downgrade_in_infer\" or \"upscale_in_train\", but is \"%s\"", impl);
		return;
	}
	if (!((float)eps >= 0.0f && (float)eps <= 0.001f)) {
		pirInferReject(op, -1, "ln_epsilon", "ln_epsilon must be in [0, 0.001], but is %g", eps);
		return;
	}
	int64_t rows = pirFusedProd(&x, 0, x.rank - 1);
	r[0] = r[1] = pirFusedTensor(op, NULL, x.rank, x.dims);
	if (!pirInferBoolAttr(op, "is_test", false))
		r[2] = r[0];
	r[3] = r[4] = pirFusedTensor(op, NULL, 1, &rows);
}

/* fused_embedding_eltwise_layernorm(ids, embs, bias, scale): as many ids
 * as embs, 2 or more; each emb 2-D [words, hidden] of one hidden, bias's
 * dim 0. out [batch, seq, hidden] (the first ids' dims 0 and 1) of the
 * first emb's dtype. */
void pirInferFusedEmbeddingEltwiseLayernorm(PirOperation *op, PirType **r)
{
	PirShape id, e, b;
	uint32_t ni = pirFusedVecSize(op, "ids"), ne = pirFusedVecSize(op, "embs");
	int ii = pirInferOperandIndex(op, "ids"), ie = pirInferOperandIndex(op, "embs");
	if (!op->numResults || !ni || !ne || !pirFusedShape(op, "bias", &b))
		return;
	if (ni != ne) {
		pirInferReject(op, ie, NULL, "operand #%d ('embs') holds %u tables, but operand #%d ('ids') %u", ie, ne, ii, ni);
		return;
	}
	if (ne < 2) {
		pirInferReject(op, ie, NULL, "operand #%d ('embs') must hold 2 or more tables, but holds %u", ie, ne);
		return;
	}
	if (!pirFusedVecShape(op, "ids", 0, &id) || id.rank < 2 || !b.rank)
		return;
	int64_t hidden = -1;
	PirType *elem = NULL;
	for (uint32_t i = 0; i < ne; i++) {
		if (!pirFusedVecShape(op, "embs", i, &e))
			return;
		if (e.rank != 2) {
			pirInferReject(op, ie, NULL, "operand #%d ('embs') element %u must be 2-D [words, hidden], but is %u-D", ie, i, e.rank);
			return;
		}
		if (i == 0)
			hidden = e.dims[1], elem = e.elem;
		int64_t want[2] = {b.dims[0], hidden};
		for (int j = 0; j < 2; j++)
			if (e.dims[1] >= 0 && want[j] >= 0 && e.dims[1] != want[j]) {
				pirInferReject(op, ie, NULL, "operand #%d ('embs') element %u dim 1 is %lld, but %s is %lld", ie, i,
					       (long long)e.dims[1], j ? "the first table's hidden" : "bias's dim 0", (long long)want[j]);
				return;
			}
	}
	int64_t o[3] = {id.dims[0], id.dims[1], hidden};
	r[0] = pirFusedTensor(op, elem, 3, o);
}

/* embedding_with_eltwise_add_xpu(ids, tables, mask): out [the first ids'
 * dims 0 and 1, the first table's dim 1] of that table's dtype; seq_lod
 * and max_seq_len as written. */
void pirInferEmbeddingWithEltwiseAddXpu(PirOperation *op, PirType **r)
{
	PirShape id, t;
	const char *vecs[] = {"ids", "tables"};
	for (int i = 0; i < 2; i++)
		if (pirInferOperand(op, vecs[i]) && !pirFusedVecSize(op, vecs[i]) &&
		    pirValueGetType(pirInferOperand(op, vecs[i]))->kind == PIR_TYPE_VECTOR) {
			int at = pirInferOperandIndex(op, vecs[i]);
			pirInferReject(op, at, NULL, "operand #%d ('%s') must not be empty", at, vecs[i]);
			return;
		}
	if (!op->numResults || !pirFusedVecShape(op, "ids", 0, &id) || !pirFusedVecShape(op, "tables", 0, &t) || id.rank < 2 ||
	    t.rank < 2)
		return;
	int64_t o[3] = {id.dims[0], id.dims[1], t.dims[1]};
	r[0] = pirFusedTensor(op, t.elem, 3, o);
}
