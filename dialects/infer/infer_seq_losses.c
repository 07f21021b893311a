/* infer_seq_losses.c: inference rules of the sequence and detection losses
 * and heads whose InferMeta is a formula over their input dims:
 * WarpctcInferMeta, WarprnntInferMeta, YoloLossInferMeta,
 * YoloBoxPostInferMeta, NceInferMeta, PyramidHashInferMeta,
 * QuantizeLinearInferMeta (quantize_linear, dequantize_linear) and
 * TdmChildInferMeta. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *openElem(PirOperation *op)
{
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
}

static bool rankIs(PirOperation *op, const char *name, const PirShape *s, uint32_t rank)
{
	if (s->rank == rank)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D, but is %u-D", i, name, rank, s->rank);
}

/* blank in [0, width) (width where known). */
static bool blankOk(PirOperation *op, int64_t width)
{
	int64_t b = pirInferIntAttr(op, "blank", 0);
	if (b < 0 || (width >= 0 && b >= width))
		return pirInferReject(op, -1, "blank", "blank %lld is out of range [0, %lld)", (long long)b, (long long)width);
	return true;
}

/* warpctc(logits, label, logits_length, labels_length): with both lengths
 * logits is [max_seq, seqs, width]; without them only the width (elements
 * per row of dim 0) is known. loss [seqs, 1], warpctcgrad [max_seq, seqs,
 * width], logits' dtype. */
void pirInferWarpctc(PirOperation *op, PirType **r)
{
	PirShape l;
	if (!pirInferShapeOf(pirInferOperand(op, "logits"), &l) || l.rank == 0)
		return;
	bool lens = pirInferOperand(op, "logits_length") && pirInferOperand(op, "labels_length");
	int64_t maxSeq = -1, seqs = -1, width;
	if (lens) {
		if (!rankIs(op, "logits", &l, 3))
			return;
		maxSeq = l.dims[0];
		seqs = l.dims[1];
		width = l.dims[2];
	} else {
		width = l.dims[0] > 0 ? pirInferNumel(l.dims + 1, l.rank - 1) : -1;
	}
	if (!blankOk(op, width))
		return;
	PirShape loss = {.elem = l.elem, .rank = 2, .dims = {seqs, 1}};
	PirShape g = {.elem = l.elem, .rank = 3, .dims = {maxSeq, seqs, width}};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &loss);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &g);
}

/* warprnnt(input, label, input_lengths, label_lengths): input [B, T, U,
 * D], blank in [0, D); loss [B], warprnntgrad input's type. */
void pirInferWarprnnt(PirOperation *op, PirType **r)
{
	PirShape in;
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &in) || !rankIs(op, "input", &in, 4) ||
	    !blankOk(op, in.dims[3]))
		return;
	PirShape loss = {.elem = in.elem, .rank = 1, .dims = {in.dims[0]}};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &loss);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &in);
}

/* yolo_loss(x, gt_box, gt_label, gt_score): x 4-D with square H, W and
 * len(anchor_mask) · (5 + class_num) channels; gt_box [N, B, 4], gt_label
 * [N, B], gt_score [N, B] (as written); anchors of even length, at least
 * 2; anchor_mask entries below len(anchors) / 2; class_num positive. loss
 * [N], objectness_mask [N, mask, H, W], gt_match_mask [N, B], x's dtype. */
void pirInferYoloLoss(PirOperation *op, PirType **r)
{
	PirShape x, box, lab, sc;
	int64_t anchors[256], mask[256];
	uint32_t na, nm;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "gt_box"), &box) ||
	    !pirInferShapeOf(pirInferOperand(op, "gt_label"), &lab) ||
	    !pirInferIntList(op, "anchors", anchors, 256, &na) || !pirInferIntList(op, "anchor_mask", mask, 256, &nm))
		return;
	int64_t classes = pirInferIntAttr(op, "class_num", 1);
	int ix = pirInferOperandIndex(op, "x");
	if (!rankIs(op, "x", &x, 4))
		return;
	if (x.dims[2] != x.dims[3]) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') H (%lld) and W (%lld) must be equal (compared as written)", ix,
			       (long long)x.dims[2], (long long)x.dims[3]);
		return;
	}
	if (x.dims[1] != (int64_t)nm * (5 + classes)) {
		pirInferReject(op, ix, NULL,
			       "operand #%d ('x') has %lld channels, but len(anchor_mask) · (5 + class_num) is %lld (compared "
			       "as written)",
			       ix, (long long)x.dims[1], (long long)((int64_t)nm * (5 + classes)));
		return;
	}
	if (!rankIs(op, "gt_box", &box, 3))
		return;
	if (box.dims[2] != 4) {
		int ib = pirInferOperandIndex(op, "gt_box");
		pirInferReject(op, ib, NULL, "operand #%d ('gt_box') dim 2 is %lld, but must be 4 (compared as written)", ib,
			       (long long)box.dims[2]);
		return;
	}
	if (!rankIs(op, "gt_label", &lab, 2) || !pirInferSameDim(op, "gt_box", &box, 0, "gt_label", &lab, 0) ||
	    !pirInferSameDim(op, "gt_box", &box, 1, "gt_label", &lab, 1))
		return;
	if (na == 0 || na % 2) {
		pirInferReject(op, -1, "anchors", "anchors has %u entries, but must have an even number, at least 2", na);
		return;
	}
	for (uint32_t i = 0; i < nm; i++)
		if (mask[i] >= (int64_t)na / 2) {
			pirInferReject(op, -1, "anchor_mask", "anchor_mask entry %u is %lld, but there are %u anchors", i,
				       (long long)mask[i], na / 2);
			return;
		}
	if (classes <= 0) {
		pirInferReject(op, -1, "class_num", "class_num must be positive, but is %lld", (long long)classes);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "gt_score"), &sc) &&
	    (!rankIs(op, "gt_score", &sc, 2) || !pirInferSameDim(op, "gt_box", &box, 0, "gt_score", &sc, 0) ||
	     !pirInferSameDim(op, "gt_box", &box, 1, "gt_score", &sc, 1)))
		return;
	PirShape loss = {.elem = x.elem, .rank = 1, .dims = {x.dims[0]}};
	PirShape obj = {.elem = x.elem, .rank = 4, .dims = {x.dims[0], nm, x.dims[2], x.dims[3]}};
	PirShape match = {.elem = x.elem, .rank = 2, .dims = {box.dims[0], box.dims[1]}};
	PirShape *outs[3] = {&loss, &obj, &match};
	for (uint32_t i = 0; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), outs[i]);
}

/* yolo_box_post(boxes0, ..., image_shape, image_scale): out [-1, 6]
 * float32 (Paddle writes [1, 6], a placeholder the kernel replaces: dim 0
 * is left open), nms_rois_num [image_shape's dim 0] int32. */
void pirInferYoloBoxPost(PirOperation *op, PirType **r)
{
	PirShape im;
	PirShape o = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32), .rank = 2, .dims = {-1, 6}};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1 && pirInferShapeOf(pirInferOperand(op, "image_shape"), &im) && im.rank >= 1) {
		PirShape n = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32), .rank = 1, .dims = {im.dims[0]}};
		r[1] = pirInferTensor(ctxOf(op), &n);
	}
}

/* nce(input, label, weight, bias, ...): label's rows input's where both are
 * known; bias's dim 0 weight's and weight's dim 0 num_total_classes (as
 * written); custom_neg_classes, when given, num_neg_samples long. cost
 * [N, 1] float32; unless is_test, sample_logits and sample_labels [N,
 * num_neg_samples + label's dim 1 (1 for a 1-D label)] (dtype open). */
void pirInferNce(PirOperation *op, PirType **r)
{
	PirShape in, lab, w, b;
	if (!pirInferShapeOf(pirInferOperand(op, "input"), &in) || !pirInferShapeOf(pirInferOperand(op, "label"), &lab) ||
	    in.rank == 0 || lab.rank == 0)
		return;
	int il = pirInferOperandIndex(op, "label"), iw = pirInferOperandIndex(op, "weight");
	if (in.dims[0] > 0 && lab.dims[0] > 0 && in.dims[0] != lab.dims[0]) {
		pirInferReject(op, il, NULL, "operand #%d ('label') has %lld rows, but input has %lld", il,
			       (long long)lab.dims[0], (long long)in.dims[0]);
		return;
	}
	bool hw = pirInferShapeOf(pirInferOperand(op, "weight"), &w) && w.rank >= 1;
	if (hw && pirInferShapeOf(pirInferOperand(op, "bias"), &b) && b.rank >= 1 &&
	    !pirInferSameDim(op, "weight", &w, 0, "bias", &b, 0))
		return;
	int64_t classes = pirInferIntAttr(op, "num_total_classes", 0), neg = pirInferIntAttr(op, "num_neg_samples", 10);
	if (hw && w.dims[0] != classes) {
		pirInferReject(op, iw, NULL,
			       "operand #%d ('weight') dim 0 is %lld, but num_total_classes is %lld (compared as written)", iw,
			       (long long)w.dims[0], (long long)classes);
		return;
	}
	int64_t custom[4096];
	uint32_t nc;
	if (pirInferIntList(op, "custom_neg_classes", custom, 4096, &nc) && nc > 0 && (int64_t)nc != neg) {
		pirInferReject(op, -1, "custom_neg_classes", "custom_neg_classes has %u entries, but num_neg_samples is %lld",
			       nc, (long long)neg);
		return;
	}
	PirShape cost = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32), .rank = 2, .dims = {in.dims[0], 1}};
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &cost);
	if (pirInferBoolAttr(op, "is_test", false))
		return;
	int64_t trueClasses = lab.rank == 2 ? lab.dims[1] : 1;
	PirShape s = {.elem = openElem(op), .rank = 2, .dims = {in.dims[0], trueClasses < 0 ? -1 : pirInferAdd(neg, trueClasses)}};
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}

/* pyramid_hash(x, w, white_list, black_list): x and w 2-D, w [space_len +
 * rand_len, 1] (as written), rand_len dividing num_emb, the lists [len, 1]
 * when their lengths are positive. PyramidHashInferMeta sets the results
 * only for the legacy graph (out [-1, num_emb]); as PIR builds the op it
 * sets none: their declared types stand. */
void pirInferPyramidHash(PirOperation *op, PirType **r)
{
	(void)r;
	PirShape x, w;
	int iw = pirInferOperandIndex(op, "w");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "w"), &w))
		return;
	if (!rankIs(op, "x", &x, 2) || !rankIs(op, "w", &w, 2))
		return;
	int64_t space = pirInferIntAttr(op, "space_len", 0), rnd = pirInferIntAttr(op, "rand_len", 0),
		emb = pirInferIntAttr(op, "num_emb", 0);
	if (w.dims[0] != space + rnd) {
		pirInferReject(op, iw, NULL,
			       "operand #%d ('w') dim 0 is %lld, but space_len + rand_len is %lld (compared as written)", iw,
			       (long long)w.dims[0], (long long)(space + rnd));
		return;
	}
	if (w.dims[1] != 1) {
		pirInferReject(op, iw, NULL, "operand #%d ('w') dim 1 is %lld, but must be 1 (compared as written)", iw,
			       (long long)w.dims[1]);
		return;
	}
	if (rnd == 0 || emb % rnd) {
		pirInferReject(op, -1, "rand_len", "rand_len %lld must divide num_emb %lld", (long long)rnd, (long long)emb);
		return;
	}
	static const char *const lists[] = {"white_list", "black_list"};
	static const char *const lens[] = {"white_list_len", "black_list_len"};
	for (int k = 0; k < 2; k++) {
		int64_t len = pirInferIntAttr(op, lens[k], 0);
		PirShape l;
		if (len <= 0 || !pirInferShapeOf(pirInferOperand(op, lists[k]), &l))
			continue;
		int il = pirInferOperandIndex(op, lists[k]);
		if (!rankIs(op, lists[k], &l, 2))
			return;
		if (l.dims[0] != len || l.dims[1] != 1) {
			pirInferReject(op, il, NULL, "operand #%d ('%s') must be [%s %lld, 1] (compared as written)", il, lists[k],
				       lens[k], (long long)len);
			return;
		}
	}
}

/* quantize_linear, dequantize_linear(x, scale, zero_point, in_accum,
 * in_state): quant_axis 0, 1 or -1; bit_length in [1, 16]; round_type 0 or
 * 1. y of x's dims; out_scale scale's dims (quant_axis -1) or [x's dim
 * quant_axis]; out_accum and out_state in_accum's and in_state's dims
 * (dtypes open: the InferMeta sets none). */
void pirInferQuantizeLinear(PirOperation *op, PirType **r)
{
	int64_t a = pirInferIntAttr(op, "quant_axis", 0), b = pirInferIntAttr(op, "bit_length", 8),
		rt = pirInferIntAttr(op, "round_type", 0);
	if (a != 0 && a != 1 && a != -1) {
		pirInferReject(op, -1, "quant_axis", "quant_axis must be 0, 1 or -1, but is %lld", (long long)a);
		return;
	}
	if (b < 1 || b > 16) {
		pirInferReject(op, -1, "bit_length", "bit_length must be between 1 and 16, but is %lld", (long long)b);
		return;
	}
	if (rt != 0 && rt != 1) {
		pirInferReject(op, -1, "round_type", "round_type must be 0 or 1, but is %lld", (long long)rt);
		return;
	}
	PirShape x, s;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	PirShape y = x;
	y.elem = openElem(op);
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &y);
	/* results: y, out_state, out_accum, out_scale */
	static const char *const ins[] = {"in_state", "in_accum"};
	for (uint32_t k = 0; k < 2 && 1 + k < op->numResults; k++)
		if (pirTypeIsDenseTensor(pirOperationGetResultType(op, 1 + k)) && pirInferShapeOf(pirInferOperand(op, ins[k]), &s)) {
			s.elem = openElem(op);
			r[1 + k] = pirInferTensor(ctxOf(op), &s);
		}
	if (op->numResults > 3 && pirTypeIsDenseTensor(pirOperationGetResultType(op, 3))) {
		if (a < 0 && pirInferShapeOf(pirInferOperand(op, "scale"), &s)) {
			s.elem = openElem(op);
			r[3] = pirInferTensor(ctxOf(op), &s);
		} else if (a >= 0 && (uint32_t)a < x.rank) {
			PirShape o = {.elem = openElem(op), .rank = 1, .dims = {x.dims[a]}};
			r[3] = pirInferTensor(ctxOf(op), &o);
		}
	}
}

/* tdm_child(x, tree_info, child_nums): child_nums positive, tree_info 2-D;
 * child and leaf_mask x's dims and child_nums, of x's dtype
 * (TdmChildInferMeta; the dtype attribute is not read). */
void pirInferTdmChild(PirOperation *op, PirType **r)
{
	PirShape x, t;
	int64_t n = pirInferIntAttr(op, "child_nums", 0);
	if (n <= 0) {
		pirInferReject(op, -1, "child_nums", "child_nums must be positive, but is %lld", (long long)n);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "tree_info"), &t) && !rankIs(op, "tree_info", &t, 2))
		return;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank >= PIR_INFER_MAX_RANK)
		return;
	x.dims[x.rank++] = n;
	for (uint32_t i = 0; i < 2 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &x);
}

/* hash(x, num_hash): x 2-D; out [x dim 0, num_hash, 1] of x's dtype
 * (HashInferMeta, HashOutputSize). */
void pirInferHash(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !rankIs(op, "x", &x, 2))
		return;
	PirShape o = {.elem = x.elem, .rank = 3, .dims = {x.dims[0], pirInferIntAttr(op, "num_hash", 1), 1}};
	if (o.dims[1] < 0)
		o.dims[1] = -1;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* identity_loss(x, reduction): x's type with reduction 2 ("none"), else
 * 0-D of x's dtype (IdentityLossInferMeta). */
void pirInferIdentityLoss(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (pirInferIntAttr(op, "reduction", 1) != 2)
		x.rank = 0;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* is_empty(x): 0-D bool (IsEmptyInferMeta; Paddle 2 wrote [1]). */
void pirInferIsEmpty(PirOperation *op, PirType **r)
{
	PirShape s = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_BOOL), .rank = 0};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &s);
}

/* send_u_recv(x, src_index, dst_index): the indices [E] or [E, 1] of one
 * length (as written); out x's dims with dim 0 unknown (out_size is read
 * when the kernel runs), x's dtype; with reduce_op "MEAN", dst_count [-1]
 * int32 (SendURecvInferMeta). */
void pirInferSendURecv(PirOperation *op, PirType **r)
{
	int64_t ls, ld;
	if (!pirInferEdgeIndex(op, "src_index", &ls) || !pirInferEdgeIndex(op, "dst_index", &ld))
		return;
	if (ls != ld && pirInferOperand(op, "src_index") && pirInferOperand(op, "dst_index")) {
		int i = pirInferOperandIndex(op, "dst_index");
		pirInferReject(op, i, NULL,
			       "operand #%d ('dst_index') has %lld entries, but src_index has %lld (compared as written: -1 "
			       "matches only -1)",
			       i, (long long)ld, (long long)ls);
		return;
	}
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank == 0)
		return;
	x.dims[0] = -1;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	if (op->numResults > 1 && !strcmp(pirInferStrAttr(op, "reduce_op", "SUM"), "MEAN")) {
		PirShape c = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32), .rank = 1, .dims = {-1}};
		r[1] = pirInferTensor(ctxOf(op), &c);
	}
}

/* sequence_conv(x, padding_data, filter): context_stride 1; x and filter
 * 2-D; filter's dim 0 is context_length · x's dim 1 (as written); with
 * padding_trainable, not (context_start 0 and context_length 1), and
 * padding_data [up + down pad, x's dim 1] (as written). out [x dim 0,
 * filter dim 1] of x's dtype (SequenceConvInferMeta). */
void pirInferSequenceConv(PirOperation *op, PirType **r)
{
	PirShape x, f, p;
	int64_t len = pirInferIntAttr(op, "context_length", 1), start = pirInferIntAttr(op, "context_start", 0);
	if (pirInferIntAttr(op, "context_stride", 1) != 1) {
		pirInferReject(op, -1, "context_stride", "context_stride must be 1 (the only one Paddle supports), but is %lld",
			       (long long)pirInferIntAttr(op, "context_stride", 1));
		return;
	}
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "filter"), &f))
		return;
	if (!rankIs(op, "x", &x, 2) || !rankIs(op, "filter", &f, 2))
		return;
	int ifl = pirInferOperandIndex(op, "filter");
	int64_t want = x.dims[1] >= 0 ? pirInferMul(len, x.dims[1]) : -len;
	if (f.dims[0] != want) {
		pirInferReject(op, ifl, NULL,
			       "operand #%d ('filter') dim 0 is %lld, but context_length · x's dim 1 is %lld (compared as "
			       "written)",
			       ifl, (long long)f.dims[0], (long long)want);
		return;
	}
	if (pirInferBoolAttr(op, "padding_trainable", false)) {
		if (start == 0 && len == 1) {
			pirInferReject(op, -1, "padding_trainable",
				       "padding_trainable must be false with context_start 0 and context_length 1");
			return;
		}
		int64_t up = start < 0 ? -start : 0, down = start + len - 1 > 0 ? start + len - 1 : 0;
		int ip = pirInferOperandIndex(op, "padding_data");
		if (pirInferShapeOf(pirInferOperand(op, "padding_data"), &p) &&
		    (!rankIs(op, "padding_data", &p, 2) || p.dims[0] != up + down || p.dims[1] != x.dims[1])) {
			if (p.rank == 2)
				pirInferReject(op, ip, NULL,
					       "operand #%d ('padding_data') must be [%lld, %lld] for context_start %lld and "
					       "context_length %lld (compared as written)",
					       ip, (long long)(up + down), (long long)x.dims[1], (long long)start, (long long)len);
			return;
		}
	}
	PirShape o = {.elem = x.elem, .rank = 2, .dims = {x.dims[0], f.dims[1]}};
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &o);
}

/* viterbi_decode(potentials, transition_params, lengths): potentials 3-D,
 * lengths 1-D, transition_params 2-D; where known, the batch and the tag
 * counts agree (Paddle checks these when the op runs). scores is lengths'
 * type; path is open (ViterbiDecodeInferMeta sets none). */
void pirInferViterbiDecode(PirOperation *op, PirType **r)
{
	PirShape in, len, t;
	if (!pirInferShapeOf(pirInferOperand(op, "potentials"), &in) || !pirInferShapeOf(pirInferOperand(op, "lengths"), &len) ||
	    !pirInferShapeOf(pirInferOperand(op, "transition_params"), &t))
		return;
	if (!rankIs(op, "potentials", &in, 3) || !rankIs(op, "lengths", &len, 1) ||
	    !rankIs(op, "transition_params", &t, 2))
		return;
	if (in.dims[0] >= 0 && len.dims[0] >= 0 && in.dims[0] != len.dims[0]) {
		int il = pirInferOperandIndex(op, "lengths");
		pirInferReject(op, il, NULL, "operand #%d ('lengths') has %lld entries, but potentials' batch is %lld", il,
			       (long long)len.dims[0], (long long)in.dims[0]);
		return;
	}
	if (in.dims[2] >= 0 && t.dims[0] >= 0 && in.dims[2] != t.dims[0]) {
		int it = pirInferOperandIndex(op, "transition_params");
		pirInferReject(op, it, NULL, "operand #%d ('transition_params') dim 0 is %lld, but potentials has %lld tags",
			       it, (long long)t.dims[0], (long long)in.dims[2]);
		return;
	}
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &len);
}

/* tdm_sampler(x, travel, layer): out, labels and mask [x's dim 0, L] of
 * x's dtype, L the sum over neg_samples_num_list of (entry +
 * output_positive) (TdmSamplerInferMeta). */
void pirInferTdmSampler(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t neg[4096];
	uint32_t n;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank == 0 ||
	    !pirInferIntList(op, "neg_samples_num_list", neg, 4096, &n))
		return;
	int64_t l = 0, pos = pirInferBoolAttr(op, "output_positive", true) ? 1 : 0;
	for (uint32_t i = 0; i < n && l >= 0; i++)
		l = neg[i] >= 0 ? pirInferAdd(l, neg[i] + pos) : -1;
	PirShape o = {.elem = x.elem, .rank = 2, .dims = {x.dims[0], l}};
	for (uint32_t i = 0; i < 3 && i < op->numResults; i++)
		if (i != 1 || pirTypeIsDenseTensor(pirOperationGetResultType(op, 1)))
			r[i] = pirInferTensor(ctxOf(op), &o);
}
