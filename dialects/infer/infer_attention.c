/* infer_attention.c: inference rules of the attention ops whose InferMeta
 * the sources at hand show: flash_attn and flash_attn_unpadded
 * (FlashAttnInferMeta), flash_attn_qkvpacked (FlashAttnQKVPackedInferMeta)
 * calc_reduced_attn_scores (CalcReducedAttnScoresInferMeta),
 * memory_efficient_attention (MemoryEfficientAttentionInferMeta) and
 * sparse_attention (the legacy SparseAttentionOp's InferShape). */
#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* flash_attn(q, k, v, ...), flash_attn_unpadded: out like q, with v's
 * head dim (dim 3) for a 4-D q, of q's dtype. FlashAttnInferMeta checks
 * nothing. The other results are open: softmax and softmax_lse got dims
 * (rounded up to 128) only in later releases and their dtype is q's in
 * Paddle's InferMeta though the kernel writes float32 statistics;
 * seed_offset's dims are set in some releases only. */
void pirInferFlashAttn(PirOperation *op, PirType **r)
{
	PirShape q, v;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "q"), &q))
		return;
	if (q.rank == 4) {
		if (!pirInferShapeOf(pirInferOperand(op, "v"), &v))
			return;
		if (v.rank != 4) {
			int iv = pirInferOperandIndex(op, "v");
			pirInferReject(op, iv, NULL, "operand #%d ('v') must be 4-D like q [batch, seq, heads, head_dim], but is %u-D", iv,
				       v.rank);
			return;
		}
		q.dims[3] = v.dims[3];
	}
	r[0] = pirInferTensor(ctxOf(op), &q);
}

/* flash_attn_qkvpacked(qkv): 4-D [total, heads/kv_heads + 2, kv_heads,
 * head_dim] or 5-D [batch, seq, heads/kv_heads + 2, kv_heads, head_dim];
 * out [total, (dim 1 - 2) x dim 2, head_dim] or [batch, seq, (dim 2 - 2)
 * x dim 3, head_dim] of qkv's dtype; the other results as flash_attn's. */
void pirInferFlashAttnQkvPacked(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "qkv"), &x))
		return;
	int ix = pirInferOperandIndex(op, "qkv");
	if (x.rank != 4 && x.rank != 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('qkv') must be 4-D (unpadded) or 5-D (padded batch), but is %u-D", ix, x.rank);
		return;
	}
	uint32_t g = x.rank - 3; /* the dim of heads/kv_heads + 2 */
	PirShape o = {.elem = x.elem, .rank = x.rank - 1};
	for (uint32_t i = 0; i < g; i++)
		o.dims[i] = x.dims[i];
	o.dims[g] = x.dims[g] >= 2 ? pirInferMul(x.dims[g] - 2, x.dims[g + 1]) : -1;
	o.dims[g + 1] = x.dims[g + 2];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* Operand `name` of rank `rank`; rejects otherwise. */
static bool rank4or3(PirOperation *op, const char *name, PirShape *s, uint32_t rank, const char *layout)
{
	if (!pirInferShapeOf(pirInferOperand(op, name), s))
		return false;
	int i = pirInferOperandIndex(op, name);
	if (s->rank != rank)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D %s, but is %u-D", i, name, rank, layout, s->rank);
	return true;
}

/* Dim da of operand a equals dim db of operand b, compared as written
 * (Paddle's unguarded PADDLE_ENFORCE); rejects at b. */
static bool sameDim(PirOperation *op, const char *a, const PirShape *sa, uint32_t da, const char *b, const PirShape *sb,
		    uint32_t db, const char *what)
{
	if (sa->dims[da] == sb->dims[db])
		return true;
	int ia = pirInferOperandIndex(op, a), ib = pirInferOperandIndex(op, b);
	return pirInferReject(op, ib, NULL, "operand #%d ('%s') dim %u is %lld, but operand #%d ('%s') dim %u is %lld (%s; compared as written: -1 matches only -1)",
			      ib, b, db, (long long)sb->dims[db], ia, a, da, (long long)sa->dims[da], what);
}

/* calc_reduced_attn_scores(q, k, softmax_lse): q and k 4-D [batch, seq,
 * heads, head_dim], softmax_lse 3-D [batch, heads, seq_q rounded up to
 * 128]; batch, heads and head_dim agree (as written; the rounded seq_q
 * where q's is known). reduced_scores [batch, heads, 1, seq_k], float32. */
void pirInferCalcReducedAttnScores(PirOperation *op, PirType **r)
{
	PirShape q, k, l;
	const char *qk = "[batch, seq, heads, head_dim]";
	if (!op->numResults || !rank4or3(op, "q", &q, 4, qk) || !rank4or3(op, "k", &k, 4, qk) ||
	    !rank4or3(op, "softmax_lse", &l, 3, "[batch, heads, seq_q rounded up to 128]"))
		return;
	if (!sameDim(op, "q", &q, 0, "k", &k, 0, "the batch") || !sameDim(op, "q", &q, 0, "softmax_lse", &l, 0, "the batch"))
		return;
	int64_t rounded = q.dims[1] >= 0 ? (q.dims[1] + 127) / 128 * 128 : -1;
	if (rounded >= 0 && l.dims[2] != rounded) {
		int il = pirInferOperandIndex(op, "softmax_lse");
		pirInferReject(op, il, NULL, "operand #%d ('softmax_lse') dim 2 is %lld, but q's seq %lld rounded up to 128 is %lld", il,
			       (long long)l.dims[2], (long long)q.dims[1], (long long)rounded);
		return;
	}
	if (!sameDim(op, "q", &q, 2, "softmax_lse", &l, 1, "the heads") || !sameDim(op, "q", &q, 3, "k", &k, 3, "the head dim"))
		return;
	PirShape o = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32), .rank = 4, .dims = {q.dims[0], q.dims[2], 1, k.dims[1]}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* memory_efficient_attention(query, key, value, ...): all 4-D [batch,
 * seq, heads, head_dim]; one batch and one head count for the three, one
 * head_dim for query and key, one seq for key and value (as written).
 * output [batch, seq_q, heads, value's head_dim] of query's dtype;
 * logsumexp [heads, batch] float32; seed_and_offset [2] int64
 * (MemoryEfficientAttentionInferMeta). */
void pirInferMemoryEfficientAttention(PirOperation *op, PirType **r)
{
	PirShape q, k, v;
	const char *l = "[batch, seq, heads, head_dim]";
	if (!op->numResults || !rank4or3(op, "query", &q, 4, l) || !rank4or3(op, "key", &k, 4, l) ||
	    !rank4or3(op, "value", &v, 4, l))
		return;
	if (!sameDim(op, "query", &q, 0, "key", &k, 0, "the batch") || !sameDim(op, "key", &k, 0, "value", &v, 0, "the batch") ||
	    !sameDim(op, "query", &q, 2, "key", &k, 2, "the heads") || !sameDim(op, "key", &k, 2, "value", &v, 2, "the heads") ||
	    !sameDim(op, "query", &q, 3, "key", &k, 3, "the head dim") || !sameDim(op, "key", &k, 1, "value", &v, 1, "the seq"))
		return;
	PirShape o = {.elem = q.elem, .rank = 4, .dims = {q.dims[0], q.dims[1], q.dims[2], v.dims[3]}};
	PirShape lse = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32), .rank = 2, .dims = {q.dims[2], q.dims[0]}};
	PirShape so = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64), .rank = 1, .dims = {2}};
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &lse);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &so);
}

/* sparse_attention(q, k, v, offset, columns, ...): q, k and v 4-D
 * [batch, heads, seq, head_dim]; out [batch, heads, seq, head_dim] of
 * q's dims, sparse_dot_sdd and softmax [batch, heads, columns' dim 2]
 * (the nonzeros of the CSR layout; open for a columns of rank below 3).
 * The legacy SparseAttentionOp's InferShape sets dims only: the dtypes
 * stay open. */
void pirInferSparseAttention(PirOperation *op, PirType **r)
{
	PirShape q, k, v, c;
	const char *l = "[batch, heads, seq, head_dim]";
	if (!rank4or3(op, "q", &q, 4, l) || !rank4or3(op, "k", &k, 4, l) || !rank4or3(op, "v", &v, 4, l))
		return;
	PirType *open = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	q.elem = open;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &q);
	if (!pirInferShapeOf(pirInferOperand(op, "columns"), &c) || c.rank < 3)
		return;
	PirShape s = {.elem = open, .rank = 3, .dims = {q.dims[0], q.dims[1], c.dims[2]}};
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}
