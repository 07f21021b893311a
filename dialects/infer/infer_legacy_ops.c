/* infer_legacy_ops.c: inference rules of legacy ops (metrics, detection
 * helpers, normalization, sparse tables) whose InferMeta is a small
 * formula: AccuracyInferMeta, BatchFCInferMeta, BoxClipInferMeta,
 * CorrelationInferMeta, CvmInferMeta, CSoftmaxWithCrossEntropyInferMeta,
 * DistributeLookupTableInferMeta, InstanceNormInferMeta,
 * FasterTokenizerInferMeta, MatchMatrixTensorInferMeta. Each rejects what
 * its InferMeta enforces. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *scalarOf(PirOperation *op, PirTypeKind k)
{
	return pirTypeGetScalar(ctxOf(op), k);
}

/* The operand `name` has rank `rank`; false (after the error) otherwise. */
static bool rankIs(PirOperation *op, const char *name, const PirShape *s, uint32_t rank)
{
	if (s->rank == rank)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D, but is %u-D", i, name, rank, s->rank);
}

/* accuracy(x, indices, label): label 2-D; where known, label's dim 1 is 1
 * and its dim 0 x's (Paddle checks these when the op runs). accuracy,
 * correct and total are 0-D of x's dtype (Paddle 2 wrote [1]). */
void pirInferAccuracy(PirOperation *op, PirType **r)
{
	PirShape x, l;
	int il = pirInferOperandIndex(op, "label");
	bool hx = pirInferShapeOf(pirInferOperand(op, "x"), &x);
	if (pirInferShapeOf(pirInferOperand(op, "label"), &l)) {
		if (!rankIs(op, "label", &l, 2))
			return;
		if (l.dims[1] >= 0 && l.dims[1] != 1) {
			pirInferReject(op, il, NULL, "operand #%d ('label') dim 1 is %lld, but must be 1", il,
				       (long long)l.dims[1]);
			return;
		}
		if (hx && x.rank > 0 && x.dims[0] >= 0 && l.dims[0] >= 0 && x.dims[0] != l.dims[0]) {
			pirInferReject(op, il, NULL, "operand #%d ('label') has %lld rows, but x (operand #%d) has %lld", il,
				       (long long)l.dims[0], pirInferOperandIndex(op, "x"), (long long)x.dims[0]);
			return;
		}
	}
	if (!hx)
		return;
	PirShape s = {.elem = x.elem, .rank = 0};
	for (uint32_t i = 0; i < op->numResults && i < 3; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}

/* batch_fc(input, w, bias): input [slots, batch, in] and w [slots, in,
 * out] 3-D, bias [slots, out]; the slot, in and out dims agree (as
 * written). out is [slots, batch, out] of input's dtype. */
void pirInferBatchFc(PirOperation *op, PirType **r)
{
	PirShape in, w, b;
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &in) || !pirInferShapeOf(pirInferOperand(op, "w"), &w))
		return;
	if (!rankIs(op, "input", &in, 3) || !rankIs(op, "w", &w, 3) || !pirInferSameDim(op, "input", &in, 0, "w", &w, 0) ||
	    !pirInferSameDim(op, "input", &in, 2, "w", &w, 1))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "bias"), &b)) {
		if (!rankIs(op, "bias", &b, 2) || !pirInferSameDim(op, "input", &in, 0, "bias", &b, 0) ||
		    !pirInferSameDim(op, "w", &w, 2, "bias", &b, 1))
			return;
	}
	PirShape o = {.elem = in.elem, .rank = 3, .dims = {in.dims[0], in.dims[1], w.dims[2]}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* box_clip(input, im_info): where known, input's last dim is 4 and
 * im_info is [N, 3] (Paddle checks these when the op runs). output is
 * input's type. */
void pirInferBoxClip(PirOperation *op, PirType **r)
{
	PirShape in, im;
	int ii = pirInferOperandIndex(op, "input"), im_i = pirInferOperandIndex(op, "im_info");
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &in))
		return;
	if (in.rank == 0) {
		pirInferReject(op, ii, NULL, "operand #%d ('input') must have rank 1 or more (boxes of 4), but is 0-D", ii);
		return;
	}
	if (in.dims[in.rank - 1] >= 0 && in.dims[in.rank - 1] != 4) {
		pirInferReject(op, ii, NULL, "operand #%d ('input') last dim is %lld, but must be 4 (boxes)", ii,
			       (long long)in.dims[in.rank - 1]);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "im_info"), &im)) {
		if (!rankIs(op, "im_info", &im, 2))
			return;
		if (im.dims[1] >= 0 && im.dims[1] != 3) {
			pirInferReject(op, im_i, NULL, "operand #%d ('im_info') dim 1 is %lld, but must be 3", im_i,
				       (long long)im.dims[1]);
			return;
		}
	}
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &in);
}

/* correlation(input1, input2): both 4-D NCHW; out [N, (2·(d / stride2) +
 * 1)^2, ceil((H + 2·pad - 2·border) / stride1), likewise W] with border =
 * (kernel_size - 1) / 2 + max_displacement (CorrelationOutputSize; H, W
 * unknown give -1), input1's dtype. stride1 and stride2 must not be 0:
 * Paddle divides by them. */
void pirInferCorrelation(PirOperation *op, PirType **r)
{
	PirShape a, b;
	bool ha = pirInferShapeOf(pirInferOperand(op, "input1"), &a);
	if (ha && !rankIs(op, "input1", &a, 4))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "input2"), &b) && !rankIs(op, "input2", &b, 4))
		return;
	int64_t pad = pirInferIntAttr(op, "pad_size", 0), k = pirInferIntAttr(op, "kernel_size", 0);
	int64_t d = pirInferIntAttr(op, "max_displacement", 0), s1 = pirInferIntAttr(op, "stride1", 0),
		s2 = pirInferIntAttr(op, "stride2", 0);
	if (s1 == 0 || s2 == 0) {
		pirInferReject(op, -1, s1 == 0 ? "stride1" : "stride2", "%s is 0, but correlation divides by it",
			       s1 == 0 ? "stride1" : "stride2");
		return;
	}
	if (!ha || !op->numResults)
		return;
	int64_t border = (k - 1) / 2 + d, c = d >= 0 && s2 > 0 && d < (1 << 20) ? (d / s2) * 2 + 1 : -1;
	PirShape o = {.elem = a.elem, .rank = 4, .dims = {a.dims[0], c > 0 ? c * c : -1, -1, -1}};
	for (int i = 0; i < 2; i++) {
		/* ceil((in + 2 pad - 2 border) / stride1), in integers (exact
		 * where Paddle's float division is: sizes below 2^24). */
		int64_t in = a.dims[2 + i];
		if (in >= 0 && in < (1 << 24) && pad >= 0 && pad < (1 << 20) && border >= 0 && border < (1 << 20) &&
		    s1 > 0) {
			int64_t num = in + 2 * pad - 2 * border;
			if (num >= 0)
				o.dims[2 + i] = (num + s1 - 1) / s1;
		}
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* cvm(x, cvm): x 2-D; out [x0, x1] with use_cvm, else [x0, x1 - 2] (the
 * show and click columns dropped), x's dtype. */
void pirInferCvm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !rankIs(op, "x", &x, 2))
		return;
	if (!pirInferBoolAttr(op, "use_cvm", true))
		x.dims[1] = x.dims[1] >= 2 ? x.dims[1] - 2 : -1;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* c_softmax_with_cross_entropy(logits, label): label's dims other than the
 * last are logits' where both are known; label's last dim is 1 (compared
 * as written). softmax has logits' dims, loss those with the last 1; their
 * dtype is open (Paddle's InferMeta sets none). */
void pirInferCSoftmaxWithCrossEntropy(PirOperation *op, PirType **r)
{
	PirShape lg, lb;
	int il = pirInferOperandIndex(op, "label");
	if (!pirInferShapeOf(pirInferOperand(op, "logits"), &lg) || lg.rank == 0)
		return;
	if (pirInferShapeOf(pirInferOperand(op, "label"), &lb)) {
		if (lb.rank != lg.rank) {
			pirInferReject(op, il, NULL, "operand #%d ('label') has rank %u, but logits has rank %u", il, lb.rank,
				       lg.rank);
			return;
		}
		for (uint32_t i = 0; i + 1 < lg.rank; i++)
			if (lg.dims[i] > 0 && lb.dims[i] > 0 && lg.dims[i] != lb.dims[i]) {
				pirInferReject(op, il, NULL, "operand #%d ('label') dim %u is %lld, but logits' is %lld", il, i,
					       (long long)lb.dims[i], (long long)lg.dims[i]);
				return;
			}
		if (lb.dims[lb.rank - 1] != 1) {
			pirInferReject(op, il, NULL,
				       "operand #%d ('label') last dim is %lld, but must be 1 (compared as written)", il,
				       (long long)lb.dims[lb.rank - 1]);
			return;
		}
	}
	lg.elem = scalarOf(op, PIR_TYPE_UNDEFINED);
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &lg);
	lg.dims[lg.rank - 1] = 1;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &lg);
}

/* instance_norm(x, scale, bias): x of rank 2 to 5 holding elements; scale
 * and bias 1-D of C (x's dim 1) entries where both are known. y is x's
 * type; saved_mean and saved_variance [N·C] (dtype open: Paddle 2.6 sets
 * none, later releases float32 for a 16-bit x, else x's). */
void pirInferInstanceNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "x");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (pirInferNumel(x.dims, x.rank) == 0) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') holds no element", ix);
		return;
	}
	if (x.rank < 2 || x.rank > 5) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 to 5, but is %u-D", ix, x.rank);
		return;
	}
	static const char *const params[] = {"scale", "bias"};
	for (int k = 0; k < 2; k++) {
		PirShape p;
		int ip = pirInferOperandIndex(op, params[k]);
		if (!pirInferShapeOf(pirInferOperand(op, params[k]), &p))
			continue;
		if (!rankIs(op, params[k], &p, 1))
			return;
		if (p.dims[0] >= 0 && x.dims[1] >= 0 && p.dims[0] != x.dims[1]) {
			pirInferReject(op, ip, NULL, "operand #%d ('%s') has %lld entries, but x has %lld channels (dim 1)", ip,
				       params[k], (long long)p.dims[0], (long long)x.dims[1]);
			return;
		}
	}
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	PirShape s = {.elem = scalarOf(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {pirInferMul(x.dims[0], x.dims[1])}};
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}

/* faster_tokenizer: input_ids and segment_ids [-1, -1] int64 (the token
 * counts are the text's, known when it runs). */
void pirInferFasterTokenizer(PirOperation *op, PirType **r)
{
	PirShape s = {.elem = scalarOf(op, PIR_TYPE_I64), .rank = 2, .dims = {-1, -1}};
	for (uint32_t i = 0; i < 2 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}

/* auc(x, label, stat_pos, stat_neg): x of rank 2 or more holding elements,
 * label holding elements; where known, x's dim 1 at most 2 and its rows
 * label's (Paddle checks these when the op runs); num_thresholds + 1 and
 * slide_steps not negative. auc is 0-D int64 (Paddle 2 wrote [1]);
 * stat_pos_out and stat_neg_out [(1 + slide_steps)·(num_thresholds + 1) +
 * 1], or [1, num_thresholds + 1] without slide_steps, int64. */
void pirInferAuc(PirOperation *op, PirType **r)
{
	PirShape x, l;
	int ix = pirInferOperandIndex(op, "x"), il = pirInferOperandIndex(op, "label");
	bool hx = pirInferShapeOf(pirInferOperand(op, "x"), &x), hl = pirInferShapeOf(pirInferOperand(op, "label"), &l);
	if (hx && x.rank < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more, but is %u-D", ix, x.rank);
		return;
	}
	if (hx && pirInferNumel(x.dims, x.rank) == 0) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') holds no element", ix);
		return;
	}
	if (hl && pirInferNumel(l.dims, l.rank) == 0) {
		pirInferReject(op, il, NULL, "operand #%d ('label') holds no element", il);
		return;
	}
	if (hx && x.dims[1] > 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') dim 1 is %lld, but auc takes 1 or 2 (binary classification)",
			       ix, (long long)x.dims[1]);
		return;
	}
	if (hx && hl && l.rank >= 1 && x.dims[0] >= 0 && l.dims[0] >= 0 && x.dims[0] != l.dims[0]) {
		pirInferReject(op, il, NULL, "operand #%d ('label') has %lld rows, but x (operand #%d) has %lld", il,
			       (long long)l.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	int64_t t = pirInferIntAttr(op, "num_thresholds", 8191), steps = pirInferIntAttr(op, "slide_steps", 1);
	if (t + 1 < 1) {
		pirInferReject(op, -1, "num_thresholds", "num_thresholds %lld must be 0 or more", (long long)t);
		return;
	}
	if (steps < 0) {
		pirInferReject(op, -1, "slide_steps", "slide_steps %lld must not be negative", (long long)steps);
		return;
	}
	PirType *i64 = scalarOf(op, PIR_TYPE_I64);
	PirShape a = {.elem = i64, .rank = 0};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &a);
	int64_t buckets = pirInferAdd(t, 1);
	PirShape s = {.elem = i64};
	if (steps) {
		s.rank = 1;
		s.dims[0] = pirInferAdd(pirInferMul(pirInferAdd(steps, 1), buckets), 1);
	} else {
		s.rank = 2;
		s.dims[0] = 1;
		s.dims[1] = buckets;
	}
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}

/* deformable_conv(x, offset, filter, mask): x and filter 4-D, strides and
 * paddings of 2 entries, x's channels filter's dim 1 × groups (as
 * written), filter's dim 0 divisible by groups and deformable_groups, the
 * batch divisible by im2col_step when above it, strides and dilations
 * positive. out [N, filter dim 0, each spatial dim (in + 2·pad -
 * (dilation·(k - 1) + 1)) / stride + 1], x's dtype. (The offset and mask
 * sizes Paddle compares only when the op runs are not checked.) */
void pirInferDeformableConv(PirOperation *op, PirType **r)
{
	PirShape x, f;
	int ix = pirInferOperandIndex(op, "x"), iff = pirInferOperandIndex(op, "filter");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "filter"), &f))
		return;
	if (!rankIs(op, "x", &x, 4))
		return;
	if (f.rank != x.rank) {
		pirInferReject(op, iff, NULL, "operand #%d ('filter') has rank %u, but x has rank 4", iff, f.rank);
		return;
	}
	int64_t st[PIR_INFER_MAX_RANK], pd[PIR_INFER_MAX_RANK], dl[PIR_INFER_MAX_RANK];
	uint32_t ns, np, nd;
	if (!pirInferIntList(op, "strides", st, PIR_INFER_MAX_RANK, &ns) ||
	    !pirInferIntList(op, "paddings", pd, PIR_INFER_MAX_RANK, &np) ||
	    !pirInferIntList(op, "dilations", dl, PIR_INFER_MAX_RANK, &nd))
		return;
	if (ns != 2) {
		pirInferReject(op, -1, "strides", "strides has %u entries, but a 4-D x takes 2", ns);
		return;
	}
	if (np != ns) {
		pirInferReject(op, -1, "paddings", "paddings has %u entries, but strides has %u", np, ns);
		return;
	}
	int64_t g = pirInferIntAttr(op, "groups", 1), dg = pirInferIntAttr(op, "deformable_groups", 1),
		step = pirInferIntAttr(op, "im2col_step", 1);
	if (g <= 0 || dg <= 0 || step <= 0) {
		const char *n = g <= 0 ? "groups" : dg <= 0 ? "deformable_groups" : "im2col_step";
		pirInferReject(op, -1, n, "%s must be positive (Paddle divides by it)", n);
		return;
	}
	int64_t want = f.dims[1] >= 0 ? f.dims[1] * g : -1;
	if (x.dims[1] != want && !(f.dims[1] < 0 && x.dims[1] < 0)) {
		pirInferReject(op, ix, NULL,
			       "operand #%d ('x') has %lld channels, but filter's dim 1 × groups is %lld (compared as "
			       "written)",
			       ix, (long long)x.dims[1], (long long)want);
		return;
	}
	if (f.dims[0] >= 0 && (f.dims[0] % g || f.dims[0] % dg)) {
		const char *n = f.dims[0] % g ? "groups" : "deformable_groups";
		pirInferReject(op, iff, NULL, "operand #%d ('filter') dim 0 is %lld, which %s %lld does not divide", iff,
			       (long long)f.dims[0], n, (long long)(f.dims[0] % g ? g : dg));
		return;
	}
	if (x.dims[0] > step && x.dims[0] % step) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') batch %lld is above im2col_step %lld, which does not divide it",
			       ix, (long long)x.dims[0], (long long)step);
		return;
	}
	for (uint32_t i = 0; i < ns; i++)
		if (st[i] <= 0) {
			pirInferReject(op, -1, "strides", "strides entry %u is %lld, but must be positive", i, (long long)st[i]);
			return;
		}
	for (uint32_t i = 0; i < nd; i++)
		if (dl[i] <= 0) {
			pirInferReject(op, -1, "dilations", "dilations entry %u is %lld, but must be positive", i,
				       (long long)dl[i]);
			return;
		}
	PirShape o = {.elem = x.elem, .rank = 4, .dims = {x.dims[0], f.dims[0], -1, -1}};
	for (uint32_t i = 0; i < 2 && i < nd; i++)
		if (x.dims[2 + i] > 0 && f.dims[2 + i] > 0)
			o.dims[2 + i] = pirInferConvOutSize(x.dims[2 + i], f.dims[2 + i], dl[i], pd[i], pd[i], st[i]);
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* c_softmax_with_multi_label_cross_entropy(logits, label, smooth_weight):
 * label's dims but the last are logits' where both are known, its last dim
 * at least 1 (compared as written); smooth_weight's dims are label's where
 * both are known. softmax has logits' dims, loss label's with the last 1
 * under sum_multi_label_loss; dtypes open (the InferMeta sets none). */
void pirInferCSoftmaxWithMultiLabelCrossEntropy(PirOperation *op, PirType **r)
{
	PirShape lg, lb, sw;
	int il = pirInferOperandIndex(op, "label"), is = pirInferOperandIndex(op, "smooth_weight");
	if (!pirInferShapeOf(pirInferOperand(op, "logits"), &lg) || lg.rank == 0 ||
	    !pirInferShapeOf(pirInferOperand(op, "label"), &lb))
		return;
	if (lb.rank != lg.rank) {
		pirInferReject(op, il, NULL, "operand #%d ('label') has rank %u, but logits has rank %u", il, lb.rank, lg.rank);
		return;
	}
	for (uint32_t i = 0; i + 1 < lg.rank; i++)
		if (lg.dims[i] > 0 && lb.dims[i] > 0 && lg.dims[i] != lb.dims[i]) {
			pirInferReject(op, il, NULL, "operand #%d ('label') dim %u is %lld, but logits' is %lld", il, i,
				       (long long)lb.dims[i], (long long)lg.dims[i]);
			return;
		}
	if (lb.dims[lb.rank - 1] < 1) {
		pirInferReject(op, il, NULL, "operand #%d ('label') last dim is %lld, but must be 1 or more (compared as written)",
			       il, (long long)lb.dims[lb.rank - 1]);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "smooth_weight"), &sw)) {
		if (sw.rank < lb.rank) {
			pirInferReject(op, is, NULL, "operand #%d ('smooth_weight') has rank %u, but label has rank %u", is,
				       sw.rank, lb.rank);
			return;
		}
		for (uint32_t i = 0; i < lb.rank; i++)
			if (lb.dims[i] > 0 && sw.dims[i] > 0 && lb.dims[i] != sw.dims[i]) {
				pirInferReject(op, is, NULL, "operand #%d ('smooth_weight') dim %u is %lld, but label's is %lld", is,
					       i, (long long)sw.dims[i], (long long)lb.dims[i]);
				return;
			}
	}
	PirType *open = scalarOf(op, PIR_TYPE_UNDEFINED);
	lg.elem = open;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &lg);
	lb.elem = open;
	if (pirInferBoolAttr(op, "sum_multi_label_loss", true))
		lb.dims[lb.rank - 1] = 1;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &lb);
}

/* sequence_mask(x, max_len, out_dtype): x's dims and max_len (a constant
 * above 0; else -1), of out_dtype (SequenceMaskScalarInferMeta). */
void pirInferSequenceMask(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank >= PIR_INFER_MAX_RANK)
		return;
	int64_t m = -1;
	PirValue *mv = pirInferOperand(op, "max_len");
	double c;
	if (mv) {
		if (pirInferConstScalar(mv, &c) && c >= 1 && c < 2147483648.0)
			m = (int64_t)c;
	} else {
		m = pirInferIntAttr(op, "max_len", -1);
	}
	x.dims[x.rank++] = m > 0 ? m : -1;
	PirType *dt = pirInferResultDataType(op, "out_dtype", 0);
	x.elem = dt ? dt : scalarOf(op, PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* check_numerics(tensor): stats [3] int64, values [3] float32
 * (CheckNumericsInferMeta). */
void pirInferCheckNumerics(PirOperation *op, PirType **r)
{
	PirShape s = {.elem = scalarOf(op, PIR_TYPE_I64), .rank = 1, .dims = {3}};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &s);
	s.elem = scalarOf(op, PIR_TYPE_F32);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &s);
}

/* set(x, source, dims, stride, offset): out has `dims` and x's dtype
 * (SetInferMeta). */
void pirInferSet(PirOperation *op, PirType **r)
{
	PirShape x, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferIntList(op, "dims", o.dims, PIR_INFER_MAX_RANK, &o.rank))
		return;
	for (uint32_t i = 0; i < o.rank; i++)
		if (o.dims[i] < 0)
			o.dims[i] = -1;
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* gather_tree(ids, parents): parents of ids' dims (as written); out is
 * ids' type (GatherTreeMeta). */
void pirInferGatherTree(PirOperation *op, PirType **r)
{
	PirShape ids, p;
	int ip = pirInferOperandIndex(op, "parents");
	if (!pirInferShapeOf(pirInferOperand(op, "ids"), &ids))
		return;
	if (pirInferShapeOf(pirInferOperand(op, "parents"), &p)) {
		bool same = p.rank == ids.rank;
		for (uint32_t i = 0; same && i < p.rank; i++)
			same = p.dims[i] == ids.dims[i];
		if (!same) {
			char a[96], b[96];
			pirInferReject(op, ip, NULL,
				       "operand #%d ('parents') has dims %s, but ids has %s (compared as written: -1 matches "
				       "only -1)",
				       ip, pirInferDimsStr(p.dims, p.rank, a, sizeof a), pirInferDimsStr(ids.dims, ids.rank, b, sizeof b));
			return;
		}
	}
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &ids);
}

/* im2sequence(x, y, kernels): x 4-D; out [N, C · kernels[0] ·
 * kernels[1]] of x's dtype (Im2sequenceInferMeta: the rows per image are
 * counted when the kernel runs, dim 0 is x's as Paddle sets it). */
void pirInferIm2sequence(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t k[PIR_INFER_MAX_RANK];
	uint32_t nk;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !rankIs(op, "x", &x, 4))
		return;
	if (!pirInferIntList(op, "kernels", k, PIR_INFER_MAX_RANK, &nk))
		return;
	if (nk < 2) {
		pirInferReject(op, -1, "kernels", "kernels has %u entries, but im2sequence takes 2 (height, width)", nk);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 2, .dims = {x.dims[0], pirInferMul(x.dims[1], pirInferMul(k[0], k[1]))}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* index_select_strided(x, index, axis): axis in range; out is x's type
 * without the axis dim (IndexSelectStridedInferMeta). */
void pirInferIndexSelectStrided(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), x.rank);
	if (a < 0)
		return;
	memmove(x.dims + a, x.dims + a + 1, (x.rank - (uint32_t)a - 1) * sizeof *x.dims);
	x.rank--;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* margin_cross_entropy(logits, label): label's dims but the last are
 * logits' where both are known; a label of rank above 1 has last dim 1
 * (compared as written). softmax is logits' type, loss its dims with the
 * last 1 (MarginCrossEntropyInferMeta). */
void pirInferMarginCrossEntropy(PirOperation *op, PirType **r)
{
	PirShape lg, lb;
	int il = pirInferOperandIndex(op, "label");
	if (!pirInferShapeOf(pirInferOperand(op, "logits"), &lg) || lg.rank == 0)
		return;
	if (pirInferShapeOf(pirInferOperand(op, "label"), &lb)) {
		for (uint32_t i = 0; i + 1 < lg.rank && i < lb.rank; i++)
			if (lg.dims[i] > 0 && lb.dims[i] > 0 && lg.dims[i] != lb.dims[i]) {
				pirInferReject(op, il, NULL, "operand #%d ('label') dim %u is %lld, but logits' is %lld", il, i,
					       (long long)lb.dims[i], (long long)lg.dims[i]);
				return;
			}
		if (lb.rank > 1 && lb.rank < lg.rank) {
			pirInferReject(op, il, NULL, "operand #%d ('label') has rank %u, below logits' %u", il, lb.rank, lg.rank);
			return;
		}
		if (lb.rank > 1 && lb.dims[lg.rank - 1] != 1) {
			pirInferReject(op, il, NULL, "operand #%d ('label') dim %u is %lld, but must be 1 (compared as written)", il,
				       lg.rank - 1, (long long)lb.dims[lg.rank - 1]);
			return;
		}
	}
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &lg);
	lg.dims[lg.rank - 1] = 1;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &lg);
}

/* prune_gate_by_capacity(gate_idx, expert_count): expert_count holds
 * n_expert · n_worker elements (where known); out_gate_idx is gate_idx's
 * type (PruneGateByCapacityInferMeta). */
void pirInferPruneGateByCapacity(PirOperation *op, PirType **r)
{
	PirShape g, e;
	int ie = pirInferOperandIndex(op, "expert_count");
	if (pirInferShapeOf(pirInferOperand(op, "expert_count"), &e)) {
		int64_t n = pirInferNumel(e.dims, e.rank);
		int64_t want = pirInferMul(pirInferIntAttr(op, "n_expert", 0), pirInferIntAttr(op, "n_worker", 0));
		if (n >= 0 && want >= 0 && n != want) {
			pirInferReject(op, ie, NULL, "operand #%d ('expert_count') holds %lld elements, but n_expert × n_worker is %lld",
				       ie, (long long)n, (long long)want);
			return;
		}
	}
	if (op->numResults && pirInferShapeOf(pirInferOperand(op, "gate_idx"), &g))
		r[0] = pirInferTensor(ctxOf(op), &g);
}

/* shuffle_batch(x, seed): out is x's type, seed_out seed's; shuffle_idx
 * [-1] (dtype open: ShuffleBatchInferMeta sets none). */
void pirInferShuffleBatch(PirOperation *op, PirType **r)
{
	PirShape s;
	if (op->numResults > 0 && pirInferShapeOf(pirInferOperand(op, "x"), &s))
		r[0] = pirInferTensor(ctxOf(op), &s);
	PirShape idx = {.elem = scalarOf(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {-1}};
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &idx);
	if (op->numResults > 2 && pirInferShapeOf(pirInferOperand(op, "seed"), &s))
		r[2] = pirInferTensor(ctxOf(op), &s);
}

/* match_matrix_tensor(x, y, w, dim_t): x and y 2-D, w 3-D [x's dim 1,
 * dim_t, y's dim 1] (compared as written: Paddle's checks are
 * unguarded). MatchMatrixTensorInferMeta sets out and tmp ([-1, 1] of x's
 * dtype) only when the legacy graph builds the op, not when PIR does:
 * both stay open. */
void pirInferMatchMatrixTensor(PirOperation *op, PirType **r)
{
	(void)r;
	PirShape x, y, w;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "y"), &y) ||
	    !pirInferShapeOf(pirInferOperand(op, "w"), &w))
		return;
	if (!rankIs(op, "x", &x, 2) || !rankIs(op, "y", &y, 2) || !rankIs(op, "w", &w, 3) ||
	    !pirInferSameDim(op, "x", &x, 1, "w", &w, 0))
		return;
	int64_t t = pirInferIntAttr(op, "dim_t", 1);
	if (w.dims[1] != t) {
		int iw = pirInferOperandIndex(op, "w");
		pirInferReject(op, iw, NULL, "operand #%d ('w') dim 1 is %lld, but dim_t is %lld (compared as written: -1 matches only -1)",
			       iw, (long long)w.dims[1], (long long)t);
		return;
	}
	pirInferSameDim(op, "y", &y, 1, "w", &w, 2);
}
