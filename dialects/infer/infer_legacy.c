/* infer_legacy.c: inference rules of the legacy ops the catalogue
 * registers from their ProgramDesc signatures (pd_op_overlay.yaml, block
 * "issue 26"): pad2d, legacy_crop, transfer_layout, data_norm. Each follows
 * the legacy op's InferShape (or phi's kernel where the InferShape says
 * nothing) and rejects what Paddle enforces. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* dim + before + after, -1 when any is unknown or the sum is not a size. */
static int64_t padded(int64_t dim, int64_t before, int64_t after)
{
	if (dim < 0 || before == PIR_INFER_UNKNOWN || after == PIR_INFER_UNKNOWN)
		return -1;
	int64_t s;
	if (__builtin_add_overflow(dim, before, &s) || __builtin_add_overflow(s, after, &s) || s < 0)
		return -1;
	return s;
}

/* pad2d(x, paddings, data_format): x 4-D; paddings [top, bottom, left,
 * right] (the attribute, or the 1-D Paddings tensor); out adds top+bottom
 * to H and left+right to W: dims 2, 3 for "NCHW", dims 1, 2 for any other
 * data_format (Paddle's InferShape treats every other string as NHWC).
 * Where the paddings are not known (a Paddings tensor that is not a
 * constant), H and W are unknown: Paddle's InferShape then copies x's,
 * which its kernel corrects when it runs. */
void pirInferPad2d(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "x");
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d must be 4-D (NCHW or NHWC), but is %u-D", ix, x.rank);
		return;
	}
	PirShape pt;
	int ip = pirInferOperandIndex(op, "paddings");
	if (pirInferShapeOf(pirInferOperand(op, "paddings"), &pt) && pt.rank != 1) {
		pirInferReject(op, ip, NULL, "operand #%d ('paddings') must be 1-D, but is %u-D", ip, pt.rank);
		return;
	}
	int64_t p[4] = {PIR_INFER_UNKNOWN, PIR_INFER_UNKNOWN, PIR_INFER_UNKNOWN, PIR_INFER_UNKNOWN};
	int64_t v[PIR_INFER_MAX_RANK];
	uint32_t n;
	if (pirInferIntList(op, "paddings", v, PIR_INFER_MAX_RANK, &n)) {
		if (n != 4) {
			pirInferReject(op, PIR_INFER_AT(op, "paddings"),
				       "paddings has %u entries, but pad2d takes 4 (top, bottom, left, right)", n);
			return;
		}
		memcpy(p, v, sizeof p);
	}
	bool nchw = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NCHW");
	uint32_t h = nchw ? 2 : 1;
	PirShape o = x;
	o.dims[h] = padded(x.dims[h], p[0], p[1]);
	o.dims[h + 1] = padded(x.dims[h + 1], p[2], p[3]);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* legacy_crop(x, y, offsets, shape): out has y's dims when y is given (of
 * x's rank), else the shape attribute's (of x's rank; a -1 entry, which
 * the kernel takes from x when it runs, stays unknown). */
void pirInferLegacyCrop(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (pirInferOperand(op, "y")) {
		if (!pirInferShapeOf(pirInferOperand(op, "y"), &y))
			return;
		if (y.rank != x.rank) {
			pirInferReject(op, iy, NULL, "operand #%d ('y') has rank %u, but x (operand #%d) has rank %u", iy,
				       y.rank, ix, x.rank);
			return;
		}
		y.elem = x.elem;
		r[0] = pirInferTensor(ctxOf(op), &y);
		return;
	}
	PirShape o = {.elem = x.elem};
	if (!pirInferIntList(op, "shape", o.dims, PIR_INFER_MAX_RANK, &o.rank))
		return;
	if (o.rank != x.rank) {
		pirInferReject(op, -1, "shape", "shape has %u entries, but x (operand #%d) has rank %u", o.rank, ix, x.rank);
		return;
	}
	for (uint32_t i = 0; i < o.rank; i++)
		if (o.dims[i] < 0)
			o.dims[i] = -1;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* Paddle's DataLayout numbers (paddle/common/layout.h). */
enum { LAYOUT_NHWC = 1, LAYOUT_NCHW = 2 };

/* transfer_layout(x, src_layout, dst_layout): src_layout names x's
 * layout; Paddle refuses a transfer to the same layout. Between NCHW and
 * NHWC the 4-D x is transposed ({0, 2, 3, 1} or {0, 3, 1, 2}, phi's
 * kernel); the other layouts (any, oneDNN, ...) and an unnamed source
 * (-1, which older files mean when they write no src_layout) say nothing
 * about the dims, and the result keeps its declared type. */
void pirInferTransferLayout(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "x");
	int64_t src = pirInferIntAttr(op, "src_layout", -1), dst = pirInferIntAttr(op, "dst_layout", -1);
	if (src == dst) {
		pirInferReject(op, -1, "dst_layout", "dst_layout %lld is src_layout: no layout transform is needed",
			       (long long)dst);
		return;
	}
	bool toNhwc = src == LAYOUT_NCHW && dst == LAYOUT_NHWC, toNchw = src == LAYOUT_NHWC && dst == LAYOUT_NCHW;
	if (!op->numResults || !(toNhwc || toNchw) || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d must be 4-D to go between NCHW and NHWC, but is %u-D", ix,
			       x.rank);
		return;
	}
	static const int axisToNhwc[4] = {0, 2, 3, 1}, axisToNchw[4] = {0, 3, 1, 2};
	const int *axis = toNhwc ? axisToNhwc : axisToNchw;
	PirShape o = x;
	for (int i = 0; i < 4; i++)
		o.dims[i] = x.dims[axis[i]];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* A data_norm statistic (operand `name`, when given): 1-D, of c entries
 * when both are known. */
static bool checkStat(PirOperation *op, const char *name, int64_t c, const char *layout)
{
	PirShape s;
	int i = pirInferOperandIndex(op, name);
	if (!pirInferShapeOf(pirInferOperand(op, name), &s))
		return true;
	if (s.rank != 1)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must be 1-D, but is %u-D", i, name, s.rank);
	if (c >= 0 && s.dims[0] >= 0 && s.dims[0] != c)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') has %lld entries, but x has %lld channels (%s)", i,
				      name, (long long)s.dims[0], (long long)c, layout);
	return true;
}

/* data_norm(x, batch_size, batch_sum, batch_square_sum, scale_w, bias):
 * x of rank 2 to 5 with C channels (dim 1 for data_layout "NCHW", else the
 * last); the statistics, and with enable_scale_and_shift scale_w and bias
 * (then required), 1-D of C entries (Paddle compares the sizes when it
 * runs). y is x's type; means and scales are [C] of x's dtype. */
void pirInferDataNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix = pirInferOperandIndex(op, "x");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (x.rank < 2 || x.rank > 5) {
		pirInferReject(op, ix, NULL, "operand #%d must have rank 2 to 5, but is %u-D", ix, x.rank);
		return;
	}
	bool nchw = !strcmp(pirInferStrAttr(op, "data_layout", "NCHW"), "NCHW");
	int64_t c = x.dims[nchw ? 1 : x.rank - 1];
	const char *layout = nchw ? "NCHW" : "channels last";
	static const char *const stats[] = {"batch_size", "batch_sum", "batch_square_sum"};
	for (int k = 0; k < 3; k++)
		if (!checkStat(op, stats[k], c, layout))
			return;
	if (pirInferBoolAttr(op, "enable_scale_and_shift", false)) {
		static const char *const params[] = {"scale_w", "bias"};
		for (int k = 0; k < 2; k++) {
			if (!pirInferOperand(op, params[k])) {
				pirInferReject(op, -1, "enable_scale_and_shift",
					       "enable_scale_and_shift is true, but operand '%s' is absent", params[k]);
				return;
			}
			if (!checkStat(op, params[k], c, layout))
				return;
		}
	}
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	PirShape s = {.elem = x.elem, .rank = 1, .dims = {c}};
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &s);
}
