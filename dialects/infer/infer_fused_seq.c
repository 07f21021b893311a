/* infer_fused_seq.c: inference rules of the CPU fusion ops over
 * sequences, from their InferMeta functions in
 * paddle/phi/infermeta/fusion.cc: fusion_lstm (FusionLstmInferMeta),
 * fused_embedding_fc_lstm (FusedEmbeddingFcLstmInferMeta),
 * fusion_seqpool_concat, fusion_seqpool_cvm_concat, fused_seqpool_cvm
 * and fused_token_prune. Rows a sequence pooling keeps are known only when
 * the kernel runs (-1, as Paddle sets). A -1 dim agrees with anything. */
#include <string.h>

#include "infer_fused.h"

/* h0 and c0 are given together and of one shape. */
static bool h0c0(PirOperation *op)
{
	PirShape h, c;
	bool hh = pirFusedShape(op, "h0", &h), hc = pirFusedShape(op, "c0", &c);
	if (!hh)
		return true;
	int ic = pirInferOperandIndex(op, "c0");
	if (!pirInferOperand(op, "c0"))
		return pirInferReject(op, -1, NULL, "operand 'c0' must be given with h0");
	if (!hc)
		return true;
	bool same = h.rank == c.rank;
	for (uint32_t d = 0; same && d < h.rank; d++)
		same = h.dims[d] < 0 || c.dims[d] < 0 || h.dims[d] == c.dims[d];
	if (!same) {
		char a[160], b[160];
		return pirInferReject(op, ic, NULL, "operand #%d ('c0') is %s, but h0 is %s: they must be of one shape", ic,
				      pirInferDimsStr(c.dims, c.rank, a, sizeof a), pirInferDimsStr(h.dims, h.rank, b, sizeof b));
	}
	return true;
}

/* weight_h 2-D [frame, 4 frame] with frame = width / 4; bias [1, 7 frame]
 * with use_peepholes, else [1, 4 frame]. */
static bool lstmWeights(PirOperation *op, int64_t width, int64_t *frame)
{
	PirShape wh, b;
	*frame = width >= 0 ? width / 4 : -1;
	int64_t f4 = pirInferMul(*frame, 4), peep = pirInferBoolAttr(op, "use_peepholes", true) ? 7 : 4;
	if (pirFusedShape(op, "weight_h", &wh) &&
	    (!pirFusedRank(op, "weight_h", &wh, 2, NULL) || !pirFusedDim(op, "weight_h", &wh, 0, *frame, "the frame size") ||
	     !pirFusedDim(op, "weight_h", &wh, 1, f4, "4 x the frame size")))
		return false;
	if (pirFusedShape(op, "bias", &b) &&
	    (!pirFusedRank(op, "bias", &b, 2, NULL) || !pirFusedDim(op, "bias", &b, 0, 1, "a bias's first dim") ||
	     !pirFusedDim(op, "bias", &b, 1, pirInferMul(*frame, peep), peep == 7 ? "7 x the frame size (use_peepholes)" : "4 x the frame size")))
		return false;
	return true;
}

/* fusion_lstm(x, weight_x, weight_h, bias, h0, c0): x 2-D [T, M];
 * weight_x 2-D [M, 4 D]; lstmWeights; h0 and c0 together, alike. hidden,
 * cell [T, D]; xx [T, 4 D] with use_seq, else [T, min(M, 4 D)] with
 * batched_input [T, 4 D], batched_hidden and batched_cell [T, D];
 * checked_cell [2, D] with use_peepholes; x's dtype. */
void pirInferFusionLstm(PirOperation *op, PirType **r)
{
	PirShape x, wx;
	int64_t frame;
	if (op->numResults < 9 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "weight_x", &wx))
		return;
	if (!pirFusedRank(op, "x", &x, 2, NULL) || !h0c0(op) || !pirFusedRank(op, "weight_x", &wx, 2, NULL) ||
	    !pirFusedDim(op, "weight_x", &wx, 0, x.dims[1], "x's dim 1") || !lstmWeights(op, wx.dims[1], &frame))
		return;
	int64_t h[2] = {x.dims[0], frame}, xx[2] = {x.dims[0], wx.dims[1]}, cc[2] = {2, frame};
	r[0] = r[1] = pirFusedTensor(op, x.elem, 2, h);
	if (!pirInferBoolAttr(op, "use_seq", true)) {
		r[3] = pirFusedTensor(op, x.elem, 2, xx);
		r[4] = r[5] = r[0];
		xx[1] = x.dims[1] < 0 || wx.dims[1] < 0 ? -1 : x.dims[1] > wx.dims[1] ? wx.dims[1] : x.dims[1];
	}
	r[2] = pirFusedTensor(op, x.elem, 2, xx);
	if (pirInferBoolAttr(op, "use_peepholes", true))
		r[8] = pirFusedTensor(op, x.elem, 2, cc);
}

/* fused_embedding_fc_lstm(ids, embeddings, weight_h, bias, h0, c0):
 * embeddings 2-D; ids 2-D [T, 1]; h0 and c0 together, alike;
 * lstmWeights with frame = weight_h's dim 1 / 4. hidden, cell [T, D]; xx
 * [T, 4 D] (and without use_seq batched_input [T, 4 D], batched_hidden,
 * batched_cell [T, D]); embeddings' dtype. */
void pirInferFusedEmbeddingFcLstm(PirOperation *op, PirType **r)
{
	PirShape ids, e, wh;
	int64_t frame;
	if (op->numResults < 6 || !pirFusedShape(op, "ids", &ids) || !pirFusedShape(op, "embeddings", &e) ||
	    !pirFusedShape(op, "weight_h", &wh) || !ids.rank)
		return;
	if (!pirFusedRank(op, "embeddings", &e, 2, NULL) ||
	    !pirFusedDim(op, "ids", &ids, ids.rank - 1, 1, "the last dim of an ids tensor") || !pirFusedRank(op, "ids", &ids, 2, NULL) ||
	    !h0c0(op) || wh.rank < 2 || !lstmWeights(op, wh.dims[1], &frame))
		return;
	int64_t h[2] = {ids.dims[0], frame}, xx[2] = {ids.dims[0], wh.dims[1]};
	r[0] = r[1] = pirFusedTensor(op, e.elem, 2, h);
	r[2] = pirFusedTensor(op, e.elem, 2, xx);
	if (!pirInferBoolAttr(op, "use_seq", true)) {
		r[3] = r[2];
		r[4] = r[5] = r[0];
	}
}

/* The first of vec operand `name`: present (else rejected), 2-D. */
static bool firstOf2d(PirOperation *op, const char *name, PirShape *s, uint32_t *n)
{
	int ix = pirInferOperandIndex(op, name);
	*n = pirFusedVecSize(op, name);
	if (!*n)
		return pirInferOperand(op, name) ? pirInferReject(op, ix, NULL, "operand #%d ('%s') must not be empty", ix, name) : false;
	if (!pirFusedVecShape(op, name, 0, s))
		return false;
	if (s->rank != 2)
		return pirInferReject(op, ix, NULL, "operand #%d ('%s') element 0 must be 2-D, but is %u-D", ix, name, s->rank);
	return true;
}

/* fusion_seqpool_concat(x) and fusion_seqpool_cvm_concat(x, cvm): one
 * input or more, axis 1 (and use_cvm for the cvm form), the first input
 * 2-D [rows, width]. out [-1, width x the input count] of its dtype. */
void pirInferFusionSeqpoolConcat(PirOperation *op, PirType **r)
{
	PirShape x;
	uint32_t n;
	if (!op->numResults || !pirInferOperand(op, "x"))
		return;
	int64_t axis = pirInferIntAttr(op, "axis", 1);
	if (axis != 1) {
		pirInferReject(op, -1, "axis", "axis must be 1, but is %lld", (long long)axis);
		return;
	}
	if (pirInferOperand(op, "cvm") && !pirInferBoolAttr(op, "use_cvm", true)) {
		pirInferReject(op, -1, "use_cvm", "use_cvm must be true");
		return;
	}
	if (!firstOf2d(op, "x", &x, &n))
		return;
	int64_t o[2] = {-1, pirInferMul(x.dims[1], n)};
	r[0] = pirFusedTensor(op, x.elem, 2, o);
}

/* fused_seqpool_cvm(x, cvm): one input or more, the first 2-D; cvm 2-D
 * [.., 2]; with use_cvm each input's last dim above 2. out i [-1, x i's
 * last dim] (use_cvm) or [-1, that less cvm_offset], of x i's dtype. */
void pirInferFusedSeqpoolCvm(PirOperation *op, PirType **r)
{
	PirShape x, c;
	uint32_t n;
	PirType *w = op->numResults ? pirOperationGetResultType(op, 0) : NULL;
	if (!w || !pirInferOperand(op, "x"))
		return;
	if (pirFusedShape(op, "cvm", &c) &&
	    (!pirFusedRank(op, "cvm", &c, 2, NULL) || !pirFusedDim(op, "cvm", &c, 1, 2, "a cvm's width (show and click)")))
		return;
	if (!firstOf2d(op, "x", &x, &n) || w->kind != PIR_TYPE_VECTOR || w->vec.size != n || n > 64)
		return;
	bool cvm = pirInferBoolAttr(op, "use_cvm", true);
	int64_t off = pirInferIntAttr(op, "cvm_offset", 2);
	PirType *outs[64];
	int ix = pirInferOperandIndex(op, "x");
	for (uint32_t i = 0; i < n; i++) {
		if (!pirFusedVecShape(op, "x", i, &x) || !x.rank)
			return;
		int64_t last = x.dims[x.rank - 1];
		if (cvm && last >= 0 && last <= 2) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') element %u's last dim is %lld, but must be above 2 with use_cvm", ix, i,
				       (long long)last);
			return;
		}
		int64_t o[2] = {-1, cvm || last < 0 ? last : last - off};
		outs[i] = pirFusedTensor(op, x.elem, 2, o);
	}
	r[0] = pirTypeGetVector(pirOperationGetContext(op), n, outs);
}

/* fused_token_prune(attn, x, mask, new_mask): mask, attn and new_mask
 * 4-D [batch, heads, seq, seq], x 3-D [batch, seq, C]; mask's and attn's
 * batch and heads agree, x's batch too; mask's and attn's last two dims
 * are one seq, x's dim 1. slimmed_x [batch, new_mask's dim 2, C] of x's
 * dtype; cls_inds [batch, new_mask's dim 2] int64. */
void pirInferFusedTokenPrune(PirOperation *op, PirType **r)
{
	PirShape a, x, m, nm;
	if (op->numResults < 2 || !pirFusedShape(op, "attn", &a) || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "mask", &m) ||
	    !pirFusedShape(op, "new_mask", &nm))
		return;
	if (!pirFusedRank(op, "mask", &m, 4, NULL) || !pirFusedRank(op, "attn", &a, 4, NULL) || !pirFusedRank(op, "x", &x, 3, NULL) ||
	    !pirFusedRank(op, "new_mask", &nm, 4, NULL))
		return;
	if (!pirFusedDim(op, "attn", &a, 0, m.dims[0], "mask's batch") || !pirFusedDim(op, "attn", &a, 1, m.dims[1], "mask's heads") ||
	    !pirFusedDim(op, "x", &x, 0, m.dims[0], "mask's batch") || !pirFusedDim(op, "mask", &m, 3, m.dims[2], "its dim 2 (seq)") ||
	    !pirFusedDim(op, "attn", &a, 3, a.dims[2], "its dim 2 (seq)") || !pirFusedDim(op, "attn", &a, 2, m.dims[2], "mask's seq") ||
	    !pirFusedDim(op, "x", &x, 1, a.dims[2], "attn's seq"))
		return;
	int64_t s[3] = {m.dims[0], nm.dims[2], x.dims[2]};
	r[0] = pirFusedTensor(op, x.elem, 3, s);
	r[1] = pirFusedTensor(op, pirFusedElem(op, PIR_TYPE_I64), 2, s);
}

/* A [1, 1] operand when given (attention_lstm's scalars and bias). */
static bool oneByOne(PirOperation *op, const char *name)
{
	PirShape s;
	return !pirFusedShape(op, name, &s) ||
	       (pirFusedRank(op, name, &s, 2, "[1, 1]") && pirFusedDim(op, name, &s, 0, 1, "a scalar's dim") &&
		pirFusedDim(op, name, &s, 1, 1, "a scalar's dim"));
}

/* attention_lstm(x, c0, h0, attention_weight, attention_bias,
 * attention_scalar, attention_scalar_bias, lstm_weight, lstm_bias): x 2-D
 * [T, M]; lstm_weight 2-D [D + M, 4 D]; lstm_bias [1, 4 D]; c0 2-D [N,
 * D]; h0 2-D like c0; attention_weight [M + D, 1]; the attention bias and
 * scalars [1, 1]. hidden and cell [T, D] of x's dtype; attentioned_x [T,
 * 1], lstm_x [1, M], lstm_out [1, 4 D] (dims only); attention_fc_out as
 * written (AttentionLstmInferMeta). */
void pirInferAttentionLstm(PirOperation *op, PirType **r)
{
	PirShape x, w, b, c, h, a;
	if (op->numResults < 6 || !pirFusedShape(op, "x", &x) || !pirFusedShape(op, "lstm_weight", &w))
		return;
	if (!pirFusedRank(op, "x", &x, 2, "[T, M]") || !pirFusedRank(op, "lstm_weight", &w, 2, NULL))
		return;
	int64_t m = x.dims[1], d = w.dims[1] >= 0 ? w.dims[1] / 4 : -1, d4 = pirInferMul(d, 4), md = pirInferAdd(m, d);
	if (!pirFusedDim(op, "lstm_weight", &w, 0, md, "x's width plus the frame size"))
		return;
	if (pirFusedShape(op, "lstm_bias", &b) &&
	    (!pirFusedRank(op, "lstm_bias", &b, 2, NULL) || !pirFusedDim(op, "lstm_bias", &b, 0, 1, "a bias's first dim") ||
	     !pirFusedDim(op, "lstm_bias", &b, 1, d4, "4 x the frame size")))
		return;
	if (pirFusedShape(op, "c0", &c) && (!pirFusedRank(op, "c0", &c, 2, NULL) || !pirFusedDim(op, "c0", &c, 1, d, "the frame size")))
		return;
	if (pirFusedShape(op, "h0", &h)) {
		if (!pirFusedRank(op, "h0", &h, 2, NULL))
			return;
		if (pirFusedShape(op, "c0", &c) && c.rank == 2 &&
		    (!pirFusedDim(op, "h0", &h, 0, c.dims[0], "c0's dim 0") || !pirFusedDim(op, "h0", &h, 1, c.dims[1], "c0's dim 1")))
			return;
	}
	if (pirFusedShape(op, "attention_weight", &a) &&
	    (!pirFusedRank(op, "attention_weight", &a, 2, NULL) ||
	     !pirFusedDim(op, "attention_weight", &a, 0, md, "x's width plus the frame size") ||
	     !pirFusedDim(op, "attention_weight", &a, 1, 1, "an attention weight's width")))
		return;
	if (!oneByOne(op, "attention_bias") || !oneByOne(op, "attention_scalar") || !oneByOne(op, "attention_scalar_bias"))
		return;
	int64_t hd[2] = {x.dims[0], d}, ax[2] = {x.dims[0], 1}, lx[2] = {1, m}, lo[2] = {1, d4};
	r[0] = r[1] = pirFusedTensor(op, x.elem, 2, hd);
	r[2] = pirFusedTensor(op, NULL, 2, ax);
	r[4] = pirFusedTensor(op, NULL, 2, lx);
	r[5] = pirFusedTensor(op, NULL, 2, lo);
}
