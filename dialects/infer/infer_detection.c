/* infer_detection.c: inference rules of the detection ops: roi_align and
 * roi_pool (RoiAlignInferMeta, RoiPoolInferMeta) and yolo_box
 * (YoloBoxInferMeta). */
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
