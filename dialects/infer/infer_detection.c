/* infer_detection.c: inference rules of the detection ops: roi_align and
 * roi_pool (RoiAlignInferMeta, RoiPoolInferMeta), yolo_box
 * (YoloBoxInferMeta), prior_box (PriorBoxInferMeta), anchor_generator
 * (AnchorGeneratorInferMeta), box_coder (BoxCoderInferMeta), psroi_pool
 * (PsroiPoolInferMeta) and bipartite_match (BipartiteMatchInferMeta). */
#include <math.h>
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* roi_align, roi_pool(x, boxes, boxes_num): x 4-D (NCHW), boxes 2-D of
 * [num_boxes, 4], boxes_num 1-D; pooled_height, pooled_width and
 * spatial_scale positive. out [num_boxes, C, pooled_height, pooled_width]
 * of x's dtype; roi_pool's arg_max of out's dims, int64. */
void pirInferRoiPool(PirOperation *op, PirType **r)
{
	PirShape x, b, n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "boxes"), &b))
		return;
	int ix = pirInferOperandIndex(op, "x"), ib = pirInferOperandIndex(op, "boxes");
	int in = pirInferOperandIndex(op, "boxes_num");
	if (pirInferShapeOf(pirInferOperand(op, "boxes_num"), &n) && n.rank != 1) {
		pirInferReject(op, in, NULL, "operand #%d ('boxes_num') must be 1-D (boxes per image), but is %u-D", in, n.rank);
		return;
	}
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D (NCHW), but is %u-D", ix, x.rank);
		return;
	}
	if (b.rank != 2 || (b.dims[1] >= 0 && b.dims[1] != 4)) {
		char buf[96];
		pirInferReject(op, ib, NULL, "operand #%d ('boxes') must be [num_boxes, 4], but is %s", ib,
			       pirInferDimsStr(b.dims, b.rank, buf, sizeof buf));
		return;
	}
	int64_t ph = pirInferIntAttr(op, "pooled_height", 1), pw = pirInferIntAttr(op, "pooled_width", 1);
	if (ph <= 0 || pw <= 0) {
		const char *what = ph <= 0 ? "pooled_height" : "pooled_width";
		pirInferReject(op, -1, what, "%s must be positive, but is %lld", what, (long long)(ph <= 0 ? ph : pw));
		return;
	}
	float scale = (float)pirInferFloatAttr(op, "spatial_scale", 1);
	if (!(scale > 0.0f)) {
		pirInferReject(op, -1, "spatial_scale", "spatial_scale must be positive, but is %g", (double)scale);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 4, .dims = {b.dims[0], x.dims[1], ph, pw}};
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1) {
		o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I64);
		r[1] = pirInferTensor(ctxOf(op), &o);
	}
}

/* yolo_box(x, img_size, anchors, class_num, iou_aware): x 4-D whose dim 1
 * is anchor_num · (5 + class_num) (6 with iou_aware, whose factor is in
 * [0, 1]), anchor_num = len(anchors) / 2 (anchors non-empty, of even
 * length), class_num positive; img_size [N, 2] of x's batch. boxes
 * [N, H·W·anchor_num, 4] of x's dtype; scores [N, H·W·anchor_num,
 * class_num], whose dtype Paddle's InferMeta does not set (open). */
void pirInferYoloBox(PirOperation *op, PirType **r)
{
	PirShape x, s;
	int64_t anchors[64];
	uint32_t na;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferIntList(op, "anchors", anchors, 64, &na))
		return;
	int ix = pirInferOperandIndex(op, "x"), is = pirInferOperandIndex(op, "img_size");
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D, but is %u-D", ix, x.rank);
		return;
	}
	int64_t classes = pirInferIntAttr(op, "class_num", 1);
	if (na == 0 || na % 2) {
		pirInferReject(op, -1, "anchors", "anchors has %u entries, but must have an even number, at least 2", na);
		return;
	}
	if (classes <= 0) {
		pirInferReject(op, -1, "class_num", "class_num must be positive, but is %lld", (long long)classes);
		return;
	}
	bool iou = pirInferBoolAttr(op, "iou_aware", false);
	float factor = (float)pirInferFloatAttr(op, "iou_aware_factor", 0.5);
	if (iou && !(factor >= 0.0f && factor <= 1.0f)) {
		pirInferReject(op, -1, "iou_aware_factor", "iou_aware_factor %g is out of range [0, 1]", (double)factor);
		return;
	}
	int64_t anchorNum = na / 2, want = pirInferMul(anchorNum, pirInferAdd(iou ? 6 : 5, classes));
	if (x.dims[1] >= 0 && want >= 0 && x.dims[1] != want) {
		pirInferReject(op, ix, NULL,
			       "operand #%d ('x') dim 1 is %lld, but %lld anchors of %s + class_num %lld values make %lld", ix,
			       (long long)x.dims[1], (long long)anchorNum, iou ? "6 (iou_aware)" : "5", (long long)classes,
			       (long long)want);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "img_size"), &s)) {
		char buf[96];
		if (s.rank != 2 || (s.dims[1] >= 0 && s.dims[1] != 2)) {
			pirInferReject(op, is, NULL, "operand #%d ('img_size') must be [N, 2], but is %s", is,
				       pirInferDimsStr(s.dims, s.rank, buf, sizeof buf));
			return;
		}
		if (s.dims[0] > 0 && x.dims[0] > 0 && s.dims[0] != x.dims[0]) {
			pirInferReject(op, is, NULL, "operand #%d ('img_size') dim 0 is %lld, but operand #%d ('x') dim 0 is %lld", is,
				       (long long)s.dims[0], ix, (long long)x.dims[0]);
			return;
		}
	}
	int64_t boxes = x.dims[2] > 0 && x.dims[3] > 0 ? pirInferMul(pirInferMul(x.dims[2], x.dims[3]), anchorNum) : -1;
	PirShape o = {.elem = x.elem, .rank = 3, .dims = {x.dims[0], boxes, 4}};
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1) {
		o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
		o.dims[2] = classes;
		r[1] = pirInferTensor(ctxOf(op), &o);
	}
}

/* Operand `name` of rank `rank`; rejects at it otherwise (`what` says the
 * layout Paddle expects). False too when it has no dense type. */
static bool rankIs(PirOperation *op, const char *name, PirShape *s, uint32_t rank, const char *what)
{
	if (!pirInferShapeOf(pirInferOperand(op, name), s))
		return false;
	int i = pirInferOperandIndex(op, name);
	if (s->rank != rank)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D%s, but is %u-D", i, name, rank, what, s->rank);
	return true;
}

/* [H, W, priors, 4] of input's dtype, H and W from the 4-D input, for
 * both results of prior_box and anchor_generator. */
static void gridOfBoxes(PirOperation *op, PirType **r, const PirShape *in, int64_t priors)
{
	PirShape o = {.elem = in->elem, .rank = 4, .dims = {in->dims[2], in->dims[3], priors, 4}};
	for (uint32_t i = 0; i < 2 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &o);
}

/* prior_box(input, image): both 4-D (NCHW); max_sizes, when given, as
 * many as min_sizes, each greater than its min_size. The aspect ratios
 * are expanded as Paddle's ExpandAspectRatios does: 1 first, then each
 * ratio not within 1e-6 of one already there (with its reciprocal under
 * `flip`), in float. out and var [H, W, priors, 4], priors = expanded
 * ratios x min_sizes + max_sizes. */
void pirInferPriorBox(PirOperation *op, PirType **r)
{
	PirShape in, img;
	double mins[64], maxs[64], ars[64];
	uint32_t nmin, nmax = 0, nar = 0;
	if (!op->numResults || !rankIs(op, "image", &img, 4, " (NCHW)") || !rankIs(op, "input", &in, 4, " (NCHW)") ||
	    !pirInferFloatList(op, "min_sizes", mins, 64, &nmin))
		return;
	if (pirInferAttr(op, "max_sizes") && !pirInferFloatList(op, "max_sizes", maxs, 64, &nmax))
		return;
	if (pirInferAttr(op, "aspect_ratios") && !pirInferFloatList(op, "aspect_ratios", ars, 64, &nar))
		return;
	if (nmax && nmax != nmin) {
		pirInferReject(op, -1, "max_sizes", "max_sizes has %u entries, but min_sizes has %u: they must be as many", nmax, nmin);
		return;
	}
	for (uint32_t i = 0; i < nmax; i++)
		if (!((float)maxs[i] > (float)mins[i])) {
			pirInferReject(op, -1, "max_sizes", "max_sizes[%u] is %g, but must be greater than min_sizes[%u], %g", i,
				       (double)(float)maxs[i], i, (double)(float)mins[i]);
			return;
		}
	bool flip = pirInferBoolAttr(op, "flip", true);
	float expanded[129] = {1.0f};
	uint32_t ne = 1;
	for (uint32_t i = 0; i < nar; i++) {
		float ar = (float)ars[i];
		bool seen = false;
		for (uint32_t j = 0; j < ne && !seen; j++)
			seen = fabsf(ar - expanded[j]) < 1e-6f;
		if (seen)
			continue;
		expanded[ne++] = ar;
		if (flip)
			expanded[ne++] = 1.0f / ar;
	}
	gridOfBoxes(op, r, &in, (int64_t)ne * nmin + nmax);
}

/* anchor_generator(input): 4-D (NCHW); anchors and variances [H, W,
 * len(aspect_ratios) x len(anchor_sizes), 4] of input's dtype. */
void pirInferAnchorGenerator(PirOperation *op, PirType **r)
{
	PirShape in;
	double v[64];
	uint32_t nsizes, nar;
	if (!op->numResults || !rankIs(op, "input", &in, 4, " (NCHW)") ||
	    !pirInferFloatList(op, "anchor_sizes", v, 64, &nsizes) || !pirInferFloatList(op, "aspect_ratios", v, 64, &nar))
		return;
	gridOfBoxes(op, r, &in, (int64_t)nsizes * nar);
}

/* box_coder(prior_box, prior_box_var, target_box, code_type, axis):
 * prior_box [M, 4] and prior_box_var like it (checked where known: Paddle
 * checks them when the kernel runs); code_type "encode_center_size"
 * (target_box [N, 4], the 4 compared as written; output [N, M, 4]) or
 * "decode_center_size" (target_box 3-D, axis 0 or 1, its dim 1 (axis 0)
 * or 0 (axis 1) equal to M and its dim 2 to prior_box's dim 1 where known;
 * output like target_box); output of target_box's dtype. */
void pirInferBoxCoder(PirOperation *op, PirType **r)
{
	PirShape p, pv, t;
	char b1[96], b2[96];
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "prior_box"), &p) ||
	    !pirInferShapeOf(pirInferOperand(op, "target_box"), &t))
		return;
	int ip = pirInferOperandIndex(op, "prior_box"), iv = pirInferOperandIndex(op, "prior_box_var");
	int it = pirInferOperandIndex(op, "target_box");
	if (p.rank != 2 || (p.dims[1] >= 0 && p.dims[1] != 4)) {
		pirInferReject(op, ip, NULL, "operand #%d ('prior_box') must be [M, 4], but is %s", ip,
			       pirInferDimsStr(p.dims, p.rank, b1, sizeof b1));
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "prior_box_var"), &pv)) {
		bool same = pv.rank == 2;
		for (uint32_t i = 0; same && i < 2; i++)
			same = pv.dims[i] < 0 || p.dims[i] < 0 || pv.dims[i] == p.dims[i];
		if (!same) {
			pirInferReject(op, iv, NULL, "operand #%d ('prior_box_var') is %s, but must be like operand #%d ('prior_box'), %s", iv,
				       pirInferDimsStr(pv.dims, pv.rank, b1, sizeof b1), ip, pirInferDimsStr(p.dims, p.rank, b2, sizeof b2));
			return;
		}
	}
	const char *code = pirInferStrAttr(op, "code_type", "encode_center_size");
	PirShape o = t;
	if (!strcmp(code, "encode_center_size")) {
		if (t.rank != 2 || t.dims[1] != 4) {
			pirInferReject(op, it, NULL, "operand #%d ('target_box') must be [N, 4] to encode, but is %s%s", it,
				       pirInferDimsStr(t.dims, t.rank, b1, sizeof b1),
				       t.rank == 2 ? " (Paddle compares its dim 1 with 4 as written)" : "");
			return;
		}
		o.rank = 3;
		o.dims[0] = t.dims[0];
		o.dims[1] = p.dims[0];
		o.dims[2] = 4;
	} else if (!strcmp(code, "decode_center_size")) {
		int64_t axis = pirInferIntAttr(op, "axis", 0);
		if (t.rank != 3) {
			pirInferReject(op, it, NULL, "operand #%d ('target_box') must be 3-D to decode, but is %u-D", it, t.rank);
			return;
		}
		if (axis != 0 && axis != 1) {
			pirInferReject(op, -1, "axis", "axis is %lld, but must be 0 or 1", (long long)axis);
			return;
		}
		int64_t n = t.dims[axis == 0 ? 1 : 0];
		if (n >= 0 && p.dims[0] >= 0 && n != p.dims[0]) {
			pirInferReject(op, it, NULL, "operand #%d ('target_box') dim %d is %lld, but operand #%d ('prior_box') has %lld boxes (axis %lld)",
				       it, axis == 0 ? 1 : 0, (long long)n, ip, (long long)p.dims[0], (long long)axis);
			return;
		}
		if (t.dims[2] >= 0 && p.dims[1] >= 0 && t.dims[2] != p.dims[1]) {
			pirInferReject(op, it, NULL, "operand #%d ('target_box') dim 2 is %lld, but operand #%d ('prior_box') dim 1 is %lld", it,
				       (long long)t.dims[2], ip, (long long)p.dims[1]);
			return;
		}
	} else {
		pirInferReject(op, -1, "code_type", "code_type \"%s\" is not \"encode_center_size\" or \"decode_center_size\"", code);
		return;
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* psroi_pool(x, boxes, boxes_num): x 4-D (NCHW) whose dim 1 is
 * output_channels x pooled_height x pooled_width (compared as written);
 * boxes [num_boxes, 4] (the 4 as written); boxes_num 1-D; pooled_height
 * and pooled_width positive, output_channels above 1, spatial_scale
 * positive. out [num_boxes, output_channels, pooled_height,
 * pooled_width] of x's dtype. */
void pirInferPsroiPool(PirOperation *op, PirType **r)
{
	PirShape x, b, n;
	char buf[96];
	if (!op->numResults || !rankIs(op, "x", &x, 4, " (NCHW)") || !pirInferShapeOf(pirInferOperand(op, "boxes"), &b))
		return;
	int ix = pirInferOperandIndex(op, "x"), ib = pirInferOperandIndex(op, "boxes"), in = pirInferOperandIndex(op, "boxes_num");
	if (b.rank != 2 || b.dims[1] != 4) {
		pirInferReject(op, ib, NULL, "operand #%d ('boxes') must be [num_boxes, 4], but is %s%s", ib,
			       pirInferDimsStr(b.dims, b.rank, buf, sizeof buf),
			       b.rank == 2 ? " (Paddle compares its dim 1 with 4 as written)" : "");
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "boxes_num"), &n) && n.rank != 1) {
		pirInferReject(op, in, NULL, "operand #%d ('boxes_num') must be 1-D (boxes per image), but is %u-D", in, n.rank);
		return;
	}
	int64_t ph = pirInferIntAttr(op, "pooled_height", 1), pw = pirInferIntAttr(op, "pooled_width", 1);
	int64_t oc = pirInferIntAttr(op, "output_channels", 1);
	int64_t want = pirInferMul(pirInferMul(oc, ph), pw);
	if (ph > 0 && pw > 0 && oc > 0 && x.dims[1] != want) {
		pirInferReject(op, ix, NULL,
			       "operand #%d ('x') dim 1 is %lld, but output_channels %lld x pooled_height %lld x pooled_width %lld is %lld%s", ix,
			       (long long)x.dims[1], (long long)oc, (long long)ph, (long long)pw, (long long)want,
			       x.dims[1] < 0 ? " (Paddle compares them as written)" : "");
		return;
	}
	if (ph <= 0 || pw <= 0) {
		const char *what = ph <= 0 ? "pooled_height" : "pooled_width";
		pirInferReject(op, -1, what, "%s must be positive, but is %lld", what, (long long)(ph <= 0 ? ph : pw));
		return;
	}
	if (oc <= 1) {
		pirInferReject(op, -1, "output_channels", "output_channels must be greater than 1, but is %lld", (long long)oc);
		return;
	}
	float scale = (float)pirInferFloatAttr(op, "spatial_scale", 1);
	if (!(scale > 0.0f)) {
		pirInferReject(op, -1, "spatial_scale", "spatial_scale must be positive, but is %g", (double)scale);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 4, .dims = {b.dims[0], oc, ph, pw}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* bipartite_match(dist_mat): 2-D; col_to_row_match_indices of its dims,
 * int32, col_to_row_match_dist of its dims and dtype. */
void pirInferBipartiteMatch(PirOperation *op, PirType **r)
{
	PirShape d;
	if (!op->numResults || !rankIs(op, "dist_mat", &d, 2, ""))
		return;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &d);
	d.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
	r[0] = pirInferTensor(ctxOf(op), &d);
}
