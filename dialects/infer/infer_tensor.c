/* infer_tensor.c: inference rules of tensor ops that move or pad elements
 * (issue 25, share A): pad (PadInferMeta), pad3d (Pad3dInferMeta),
 * pixel_shuffle and pixel_unshuffle and their gradients,
 * unbind, unstack, diag, diag_embed, diagonal, trace, repeat_interleave,
 * reverse, crop, frame, unfold, fold and affine_grid, each with the
 * checks its InferMeta makes (paddle/phi/infermeta/unary.cc). */
#include <stdlib.h>
#include <string.h>

#include "infer_meta.h"

enum { MAXL = 64 };

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* The shape of operand `name` and its index, for the messages. */
static bool shapeOf(PirOperation *op, const char *name, PirShape *s, int *at)
{
	*at = pirInferOperandIndex(op, name);
	return pirInferShapeOf(pirInferOperand(op, name), s);
}

static bool rejectRank(PirOperation *op, int at, const char *name, const char *want, uint32_t rank)
{
	return pirInferReject(op, at, NULL, "operand #%d ('%s') must be %s, but is %u-D", at, name, want, rank);
}

/* An integer list known entry by entry (PIR_INFER_UNKNOWN entries are
 * fine); false when not even its length is known. */
static bool ints(PirOperation *op, const char *name, int64_t *v, uint32_t *n)
{
	return pirInferIntList(op, name, v, MAXL, n);
}

static int64_t mulKnown(int64_t a, int64_t b)
{
	return a < 0 || b < 0 ? -1 : pirInferMul(a, b);
}

static void setVec(PirOperation *op, PirType **r, const PirShape *s, uint32_t n)
{
	PirType **elems = malloc((n ? n : 1) * sizeof *elems);
	if (!elems)
		return;
	for (uint32_t i = 0; i < n; i++)
		elems[i] = pirInferTensor(ctxOf(op), s);
	r[0] = pirTypeGetVector(ctxOf(op), n, elems);
	free(elems);
}

/* The number of elements of the written vec result #0, or -1. */
static int64_t writtenVecSize(PirOperation *op)
{
	PirType *t = op->numResults ? pirOperationGetResultType(op, 0) : NULL;
	return t && t->kind == PIR_TYPE_VECTOR ? (int64_t)t->vec.size : -1;
}

/* pad(x, paddings, pad_value): paddings of 2 entries per dim, none
 * negative; each dim grows by its two paddings (-1 stays -1). */
void pirInferPad(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t p[MAXL];
	uint32_t n;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix) || !ints(op, "paddings", p, &n))
		return;
	if (n != 2 * x.rank) {
		pirInferReject(op, PIR_INFER_AT(op, "paddings"), "paddings has %u entries, but a %u-D input needs %u (2 per dim)", n,
			       x.rank, 2 * x.rank);
		return;
	}
	for (uint32_t i = 0; i < n; i++)
		if (p[i] != PIR_INFER_UNKNOWN && p[i] < 0) {
			pirInferReject(op, PIR_INFER_AT(op, "paddings"), "paddings entry %u is %lld, but must not be negative", i,
				       (long long)p[i]);
			return;
		}
	for (uint32_t i = 0; i < x.rank; i++)
		x.dims[i] = p[2 * i] == PIR_INFER_UNKNOWN || p[2 * i + 1] == PIR_INFER_UNKNOWN
				    ? -1
				    : pirInferAdd(x.dims[i], pirInferAdd(p[2 * i], p[2 * i + 1]));
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* pad3d(x, paddings, mode, pad_value, data_format): x 5-D; paddings of 6
 * entries (left, right, top, bottom, front, back) when known; N and C
 * kept, D, H, W grown (from a non-constant tensor: open). */
void pirInferPad3d(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t p[MAXL];
	uint32_t n;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	if (x.rank != 5) {
		rejectRank(op, ix, "x", "5-D", x.rank);
		return;
	}
	bool known = ints(op, "paddings", p, &n);
	if (known && n != 6) {
		pirInferReject(op, PIR_INFER_AT(op, "paddings"), "paddings has %u entries, but pad3d takes 6", n);
		return;
	}
	bool last = !strcmp(pirInferStrAttr(op, "data_format", "NCDHW"), "NDHWC");
	uint32_t d0 = last ? 1 : 2; /* D, H, W: p[4..5], p[2..3], p[0..1] */
	for (uint32_t i = 0; i < 3; i++) {
		int64_t a = known ? p[4 - 2 * i] : PIR_INFER_UNKNOWN, b = known ? p[5 - 2 * i] : PIR_INFER_UNKNOWN;
		x.dims[d0 + i] = a == PIR_INFER_UNKNOWN || b == PIR_INFER_UNKNOWN ? -1 : pirInferAdd(x.dims[d0 + i], pirInferAdd(a, b));
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* pixel_shuffle(x, upscale_factor, data_format) and its gradient (the
 * same of out_grad, backwards): 4-D; the factor not 0; forwards, its
 * square divides the channels (compared as written: Paddle computes
 * -1 % f^2). Channels / f^2 and H, W times f (the gradient: channels
 * times f^2, H, W / f). */
static void shuffle(PirOperation *op, PirType **r, const char *in, const char *attr, bool up, bool check)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, in, &x, &ix))
		return;
	int64_t f = pirInferIntAttr(op, attr, 1);
	if (x.rank != 4) {
		rejectRank(op, ix, in, "4-D ([N, C, H, W] or [N, H, W, C])", x.rank);
		return;
	}
	bool last = !strcmp(pirInferStrAttr(op, "data_format", "NCHW"), "NHWC");
	uint32_t c = last ? 3 : 1, h = last ? 1 : 2;
	int64_t f2 = pirInferMul(f, f);
	if (up && !check) { /* pixel_unshuffle_grad: Paddle checks only the rank */
		if (f <= 0)
			return;
		x.dims[c] = x.dims[c] < 0 ? -1 : x.dims[c] / f2;
		x.dims[h] = mulKnown(x.dims[h], f);
		x.dims[h + 1] = mulKnown(x.dims[h + 1], f);
	} else if (up) { /* pixel_shuffle */
		if (f == 0) {
			pirInferReject(op, -1, attr, "%s must not be 0", attr);
			return;
		}
		if (f2 <= 0 || x.dims[c] % f2) {
			pirInferReject(op, ix, NULL, "operand #%d ('%s') has %lld channels (dim %u), which %s^2 = %lld does not divide%s", ix,
				       in, (long long)x.dims[c], c, attr, (long long)f2,
				       x.dims[c] < 0 ? " (Paddle computes -1 % f^2)" : "");
			return;
		}
		x.dims[c] = x.dims[c] < 0 ? -1 : x.dims[c] / f2;
		x.dims[h] = mulKnown(x.dims[h], f);
		x.dims[h + 1] = mulKnown(x.dims[h + 1], f);
	} else { /* pixel_shuffle_grad */
		if (f <= 0)
			return; /* Paddle divides by it */
		x.dims[c] = mulKnown(x.dims[c], f2);
		x.dims[h] = x.dims[h] < 0 ? -1 : x.dims[h] / f;
		x.dims[h + 1] = x.dims[h + 1] < 0 ? -1 : x.dims[h + 1] / f;
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

void pirInferPixelShuffle(PirOperation *op, PirType **r)
{
	shuffle(op, r, "x", "upscale_factor", true, true);
}

void pirInferPixelShuffleGrad(PirOperation *op, PirType **r)
{
	shuffle(op, r, "out_grad", "upscale_factor", false, false);
}

/* pixel_unshuffle_grad (PixelUnshuffleGradInferMeta): pixel_shuffle's
 * shape rule on out_grad, checking only the rank. */
void pirInferPixelUnshuffleGrad(PirOperation *op, PirType **r)
{
	shuffle(op, r, "out_grad", "downscale_factor", true, false);
}

/* pixel_unshuffle(x, downscale_factor, data_format): 4-D; the factor 1
 * or more; data_format NCHW or NHWC; the factor divides H and W (as
 * written). Channels times f^2, H and W / f. */
void pirInferPixelUnshuffle(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	int64_t f = pirInferIntAttr(op, "downscale_factor", 1);
	const char *fmt = pirInferStrAttr(op, "data_format", "NCHW");
	if (x.rank != 4) {
		rejectRank(op, ix, "x", "4-D ([N, C, H, W] or [N, H, W, C])", x.rank);
		return;
	}
	if (f < 1) {
		pirInferReject(op, -1, "downscale_factor", "downscale_factor must be 1 or more, but is %lld", (long long)f);
		return;
	}
	if (strcmp(fmt, "NCHW") && strcmp(fmt, "NHWC")) {
		pirInferReject(op, -1, "data_format", "data_format is \"%s\", but pixel_unshuffle takes \"NCHW\" or \"NHWC\"", fmt);
		return;
	}
	bool last = !strcmp(fmt, "NHWC");
	uint32_t c = last ? 3 : 1, h = last ? 1 : 2;
	for (uint32_t d = h; d < h + 2; d++)
		if (x.dims[d] % f) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') dim %u is %lld, which downscale_factor %lld does not divide%s", ix, d,
				       (long long)x.dims[d], (long long)f, x.dims[d] < 0 ? " (Paddle computes -1 % f)" : "");
			return;
		}
	x.dims[c] = mulKnown(x.dims[c], pirInferMul(f, f));
	x.dims[h] = x.dims[h] < 0 ? -1 : x.dims[h] / f;
	x.dims[h + 1] = x.dims[h + 1] < 0 ? -1 : x.dims[h + 1] / f;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* Removes dim a of s. */
static void dropDim(PirShape *s, uint32_t a)
{
	memmove(s->dims + a, s->dims + a + 1, (s->rank - a - 1) * sizeof *s->dims);
	s->rank--;
}

/* unbind(input, axis) -> vec: axis in range; one tensor per entry of the
 * axis (as many as the written vec holds when that dim is unknown), each
 * without it. */
void pirInferUnbind(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, "input", &x, &ix))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), x.rank);
	if (a < 0)
		return;
	int64_t n = x.dims[a] >= 0 ? x.dims[a] : writtenVecSize(op);
	if (n < 0 || n > 4096)
		return;
	dropDim(&x, (uint32_t)a);
	setVec(op, r, &x, (uint32_t)n);
}

/* unstack(x, axis, num) -> vec: axis in range; num the written vec's
 * length and, where known, the axis dim; num tensors without the axis. */
void pirInferUnstack(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), x.rank);
	if (a < 0)
		return;
	int64_t num = pirInferIntAttr(op, "num", 0), w = writtenVecSize(op);
	if (w >= 0 && w != num) {
		pirInferReject(op, -1, "num", "num is %lld, but the op has %lld results (vec elements)", (long long)num, (long long)w);
		return;
	}
	if (x.dims[a] > 0 && num != x.dims[a]) {
		pirInferReject(op, -1, "num", "num is %lld, but the input's dim %lld (the axis) is %lld", (long long)num, (long long)a,
			       (long long)x.dims[a]);
		return;
	}
	if (num < 0 || num > 4096)
		return;
	dropDim(&x, (uint32_t)a);
	setVec(op, r, &x, (uint32_t)num);
}

/* diag(x, offset, padding_value): a vector (0-D: one element) becomes a
 * square [n + |offset|]^2; a matrix gives its diagonal at offset; higher
 * ranks are refused. */
void pirInferDiag(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	int64_t off = pirInferIntAttr(op, "offset", 0), aoff = off < 0 ? -off : off;
	if (x.rank <= 1) {
		int64_t n = x.rank ? x.dims[0] : 1;
		n = pirInferAdd(n, aoff);
		x.rank = 2;
		x.dims[0] = x.dims[1] = n;
	} else if (x.rank == 2) {
		int64_t m = x.dims[0], n = x.dims[1], len;
		if (m < 0 || n < 0)
			len = -1;
		else if (off >= 0)
			len = m < n - off ? m : n - off;
		else
			len = m + off < n ? m + off : n;
		x.rank = 1;
		x.dims[0] = len < 0 ? -1 : len; /* an offset past the matrix: Paddle writes the negative size */
	} else {
		rejectRank(op, ix, "x", "1-D or 2-D", x.rank);
		return;
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* diag_embed(input, offset, dim1, dim2): dim1 and dim2 in [-(r+1), r]
 * and different; the last dim n goes, and two dims of n + |offset| are
 * put at dim1 and dim2. */
void pirInferDiagEmbed(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int ix;
	if (!op->numResults || !shapeOf(op, "input", &x, &ix) || x.rank < 1 || x.rank + 1 > PIR_INFER_MAX_RANK)
		return;
	int64_t rank = x.rank, d[2] = {pirInferIntAttr(op, "dim1", -2), pirInferIntAttr(op, "dim2", -1)};
	static const char *const names[2] = {"dim1", "dim2"};
	for (int i = 0; i < 2; i++) {
		if (d[i] < -(rank + 1) || d[i] > rank) {
			pirInferReject(op, -1, names[i], "%s %lld is out of range [%lld, %lld] for a %lld-D input", names[i],
				       (long long)d[i], -(long long)(rank + 1), (long long)rank, (long long)rank);
			return;
		}
		if (d[i] < 0)
			d[i] += rank + 1;
	}
	if (d[0] == d[1]) {
		pirInferReject(op, -1, "dim2", "dim1 and dim2 name the same dim %lld", (long long)d[0]);
		return;
	}
	int64_t off = pirInferIntAttr(op, "offset", 0);
	int64_t len = pirInferAdd(x.dims[rank - 1], off < 0 ? -off : off);
	int64_t lo = d[0] < d[1] ? d[0] : d[1], hi = d[0] < d[1] ? d[1] : d[0];
	o.elem = x.elem;
	o.rank = (uint32_t)rank + 1;
	for (int64_t i = 0, k = 0; i < rank + 1; i++)
		o.dims[i] = i == lo || i == hi ? len : x.dims[k++];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* The axes of diagonal and trace: x of rank 2 or more, axis1 and axis2
 * in range and different. */
static bool twoAxes(PirOperation *op, const PirShape *x, int ix, int64_t *a1, int64_t *a2)
{
	if (x->rank < 2)
		return rejectRank(op, ix, "x", "of rank 2 or more", x->rank);
	*a1 = pirInferCheckAxis(op, "axis1", pirInferIntAttr(op, "axis1", 0), x->rank);
	if (*a1 < 0)
		return false;
	*a2 = pirInferCheckAxis(op, "axis2", pirInferIntAttr(op, "axis2", 1), x->rank);
	if (*a2 < 0)
		return false;
	if (*a1 == *a2)
		return pirInferReject(op, -1, "axis2", "axis1 and axis2 name the same dim %lld", (long long)*a1);
	return true;
}

/* diagonal(x, offset, axis1, axis2): the two axes go; the diagonal's
 * length, min(d1, d2 - offset) (offset > 0) or min(d1 + offset, d2), 0
 * when the offset leaves none, is appended. */
void pirInferDiagonal(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t a1, a2;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix) || !twoAxes(op, &x, ix, &a1, &a2))
		return;
	int64_t off = pirInferIntAttr(op, "offset", 0), s1 = x.dims[a1], s2 = x.dims[a2], len;
	if (s1 < 0 || s2 < 0)
		len = -1;
	else if (off >= 0)
		len = s2 - off > 0 ? (s1 < s2 - off ? s1 : s2 - off) : 0;
	else
		len = s1 + off > 0 ? (s1 + off < s2 ? s1 + off : s2) : 0;
	dropDim(&x, (uint32_t)(a1 > a2 ? a1 : a2));
	dropDim(&x, (uint32_t)(a1 > a2 ? a2 : a1));
	x.dims[x.rank++] = len;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* trace(x, offset, axis1, axis2): the two axes go (a matrix gives 0-D;
 * Paddle before 2.5 wrote [1], which the verifier takes for 0-D). */
void pirInferTrace(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t a1, a2;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix) || !twoAxes(op, &x, ix, &a1, &a2))
		return;
	dropDim(&x, (uint32_t)(a1 > a2 ? a1 : a2));
	dropDim(&x, (uint32_t)(a1 > a2 ? a2 : a1));
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* repeat_interleave(x, repeats, axis): axis in range, repeats positive;
 * the axis dim times repeats. */
void pirInferRepeatInterleave(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), x.rank);
	if (a < 0)
		return;
	int64_t rep = pirInferIntAttr(op, "repeats", 1);
	if (rep <= 0) {
		pirInferReject(op, -1, "repeats", "repeats must be positive, but is %lld", (long long)rep);
		return;
	}
	x.dims[a] = mulKnown(x.dims[a], rep);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* reverse(x, axis): x's type; axes known as constants are checked: not
 * none, each in range (from a non-constant tensor Paddle checks nothing). */
void pirInferReverse(PirOperation *op, PirType **r)
{
	PirValue *v = pirInferOperand(op, "x");
	PirShape x;
	int64_t ax[MAXL];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(v, &x))
		return;
	if (ints(op, "axis", ax, &n)) {
		if (!n) {
			pirInferReject(op, PIR_INFER_AT(op, "axis"), "axis must not be empty");
			return;
		}
		for (uint32_t i = 0; i < n; i++)
			if (ax[i] != PIR_INFER_UNKNOWN && pirInferCheckAxis(op, "axis", ax[i], x.rank) < 0)
				return;
	}
	r[0] = pirValueGetType(v);
}

/* crop(x, shape, offsets): shape as long as x's rank (when known); a
 * positive entry is the dim; -1 with a known offset and dim is what is
 * left after the offset; others open. */
void pirInferCrop(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t sh[MAXL], of[MAXL];
	uint32_t ns, no;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix) || !ints(op, "shape", sh, &ns))
		return;
	if (ns != x.rank) {
		pirInferReject(op, PIR_INFER_AT(op, "shape"), "shape has %u entries, but the input is %u-D", ns, x.rank);
		return;
	}
	bool offs = ints(op, "offsets", of, &no) && no == ns;
	for (uint32_t i = 0; i < x.rank; i++) {
		int64_t s = sh[i], d = -1;
		if (s != PIR_INFER_UNKNOWN && s > 0)
			d = s;
		else if (s == -1 && offs && of[i] != PIR_INFER_UNKNOWN && of[i] != -1 && x.dims[i] >= 0)
			d = x.dims[i] - of[i] >= 0 ? x.dims[i] - of[i] : -1;
		x.dims[i] = d;
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* frame(x, frame_length, hop_length, axis): rank 1 or more, hop_length
 * positive, axis 0 or -1; where x's dims are all known, frame_length at
 * most the sequence. [n_frames, frame_length, ...] (axis 0) or
 * [..., frame_length, n_frames], n_frames = 1 + (seq - frame_length) /
 * hop_length. */
void pirInferFrame(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int ix;
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	int64_t fl = pirInferIntAttr(op, "frame_length", 1), hop = pirInferIntAttr(op, "hop_length", 1),
		axis = pirInferIntAttr(op, "axis", -1);
	if (x.rank < 1) {
		rejectRank(op, ix, "x", "of rank 1 or more", x.rank);
		return;
	}
	if (hop <= 0) {
		pirInferReject(op, -1, "hop_length", "hop_length must be positive, but is %lld", (long long)hop);
		return;
	}
	if (axis != 0 && axis != -1) {
		pirInferReject(op, -1, "axis", "axis is %lld, but frame takes 0 or -1", (long long)axis);
		return;
	}
	int64_t seq = axis == 0 ? x.dims[0] : x.dims[x.rank - 1];
	if (pirInferNumel(x.dims, x.rank) >= 0 && fl > seq) {
		pirInferReject(op, -1, "frame_length", "frame_length %lld is greater than the sequence length %lld", (long long)fl,
			       (long long)seq);
		return;
	}
	if (x.rank + 1 > PIR_INFER_MAX_RANK)
		return;
	int64_t nf = seq < 0 ? -1 : 1 + (seq - fl) / hop;
	o.elem = x.elem;
	o.rank = x.rank + 1;
	if (axis == 0) {
		o.dims[0] = nf;
		o.dims[1] = fl;
		for (uint32_t i = 1; i < x.rank; i++)
			o.dims[i + 1] = x.dims[i];
	} else {
		for (uint32_t i = 0; i + 1 < x.rank; i++)
			o.dims[i] = x.dims[i];
		o.dims[x.rank - 1] = fl;
		o.dims[x.rank] = nf;
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* A list attribute of exactly `want` entries (a located error when it has
 * another count). */
static bool listOf(PirOperation *op, const char *name, int64_t *v, uint32_t want)
{
	uint32_t n;
	if (!ints(op, name, v, &n))
		return false;
	if (n != want)
		return pirInferReject(op, PIR_INFER_AT(op, name), "%s has %u entries, but must have %u", name, n, want);
	return true;
}

static bool positive(PirOperation *op, const char *name, const int64_t *v, uint32_t n, int64_t above)
{
	for (uint32_t i = 0; i < n; i++)
		if (v[i] <= above)
			return pirInferReject(op, PIR_INFER_AT(op, name), "%s entry %u is %lld, but must be greater than %lld", name, i,
					       (long long)v[i], (long long)above);
	return true;
}

/* unfold(x, kernel_sizes, strides, paddings, dilations): x 4-D; 2 kernel
 * sizes, strides and dilations, 4 paddings, all but the paddings
 * positive. [N, C * kh * kw, blocks], blocks the product of the two
 * convolution output sizes (open when one is unknown). */
void pirInferUnfold(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int ix;
	int64_t k[2], s[2], p[4], d[2];
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	if (x.rank != 4) {
		rejectRank(op, ix, "x", "4-D ([N, C, H, W])", x.rank);
		return;
	}
	if (!listOf(op, "kernel_sizes", k, 2) || !listOf(op, "strides", s, 2) || !listOf(op, "paddings", p, 4) ||
	    !listOf(op, "dilations", d, 2) || !positive(op, "kernel_sizes", k, 2, 0) || !positive(op, "strides", s, 2, 0) ||
	    !positive(op, "dilations", d, 2, 0))
		return;
	int64_t oh = pirInferConvOutSize(x.dims[2], k[0], d[0], p[0], p[2], s[0]);
	int64_t ow = pirInferConvOutSize(x.dims[3], k[1], d[1], p[1], p[3], s[1]);
	o.elem = x.elem;
	o.rank = 3;
	o.dims[0] = x.dims[0];
	o.dims[1] = mulKnown(x.dims[1], pirInferMul(k[0], k[1]));
	o.dims[2] = mulKnown(oh, ow);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* fold(x, output_sizes, kernel_sizes, strides, paddings, dilations): 2
 * output sizes (above 1), kernel sizes, strides and dilations (positive),
 * 4 paddings; x [N, C * kh * kw, L] with L the number of sliding blocks,
 * both compared as written (Paddle does not skip -1). [N, C, oh, ow]. */
void pirInferFold(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t os[2], k[2], s[2], p[4], d[2];
	if (!op->numResults || !shapeOf(op, "x", &x, &ix))
		return;
	if (!listOf(op, "output_sizes", os, 2) || !listOf(op, "kernel_sizes", k, 2) || !listOf(op, "strides", s, 2) ||
	    !listOf(op, "paddings", p, 4) || !listOf(op, "dilations", d, 2) || !positive(op, "kernel_sizes", k, 2, 0) ||
	    !positive(op, "strides", s, 2, 0) || !positive(op, "output_sizes", os, 2, 1) || !positive(op, "dilations", d, 2, 0))
		return;
	if (x.rank != 3)
		return; /* Paddle reads dims 0 to 2 without checking the rank */
	int64_t b[2];
	for (int i = 0; i < 2; i++) {
		b[i] = pirInferConvOutSize(os[i], k[i], d[i], p[i], p[i], s[i]);
		if (b[i] <= 0) {
			pirInferReject(op, PIR_INFER_AT(op, "output_sizes"),
				       "output_sizes, kernel_sizes, strides, paddings and dilations leave no sliding block along dim %d", i);
			return;
		}
	}
	int64_t blocks = pirInferMul(b[0], b[1]), kk = pirInferMul(k[0], k[1]);
	if (x.dims[2] != blocks) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') dim 2 is %lld, but the sliding blocks number %lld x %lld = %lld%s", ix,
			       (long long)x.dims[2], (long long)b[0], (long long)b[1], (long long)blocks,
			       x.dims[2] < 0 ? " (Paddle compares it as written)" : "");
		return;
	}
	if (kk <= 0 || x.dims[1] % kk) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') dim 1 is %lld, which kernel_sizes' product %lld does not divide%s", ix,
			       (long long)x.dims[1], (long long)kk, x.dims[1] < 0 ? " (Paddle computes -1 % k)" : "");
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 4, .dims = {x.dims[0], x.dims[1] / kk, os[0], os[1]}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* affine_grid(input, output_shape, align_corners): with output_shape
 * known when the program is built (an attribute), input 3-D and 4 or 5
 * entries; input's dim 1 in [2, 3] and dim 2 in [3, 4] (as written).
 * [N, -1, -1, 2] for 4 entries, else [N, -1, -1, -1, 3] (Paddle sets no
 * spatial dims). */
void pirInferAffineGrid(PirOperation *op, PirType **r)
{
	PirShape x;
	int ix;
	int64_t sh[MAXL];
	uint32_t n = 0;
	if (!op->numResults || !shapeOf(op, "input", &x, &ix))
		return;
	bool fromTensor = pirInferOperand(op, "output_shape") != NULL;
	if (!fromTensor) {
		if (x.rank != 3) {
			rejectRank(op, ix, "input", "3-D", x.rank);
			return;
		}
		if (!ints(op, "output_shape", sh, &n))
			return;
		if (n < 4 || n > 5) {
			pirInferReject(op, -1, "output_shape", "output_shape has %u entries, but must have 4 or 5", n);
			return;
		}
	}
	if (x.rank < 3)
		return;
	static const int64_t lo[3] = {0, 2, 3};
	for (uint32_t d = 1; d < 3; d++)
		if (x.dims[d] < lo[d] || x.dims[d] > lo[d] + 1) {
			pirInferReject(op, ix, NULL, "operand #%d ('input') dim %u is %lld, but must be %lld or %lld%s", ix, d,
				       (long long)x.dims[d], (long long)lo[d], (long long)lo[d] + 1,
				       x.dims[d] < 0 ? " (Paddle compares it as written)" : "");
			return;
		}
	PirShape o = {.elem = x.elem, .rank = !fromTensor && n == 4 ? 4 : 5};
	o.dims[0] = x.dims[0];
	for (uint32_t d = 1; d + 1 < o.rank; d++)
		o.dims[d] = -1;
	o.dims[o.rank - 1] = o.rank == 4 ? 2 : 3;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* broadcast_tensors(input: vec) -> vec: every input broadcast to one
 * shape, compared as written (BroadcastTensorsInferMeta: -1 against
 * another size that is not 1 is refused); each output of its input's
 * dtype. */
void pirInferBroadcastTensors(PirOperation *op, PirType **r)
{
	PirValue *v = pirInferOperand(op, "input");
	PirType *vt = v ? pirValueGetType(v) : NULL;
	if (!op->numResults || !vt || vt->kind != PIR_TYPE_VECTOR || !vt->vec.size || vt->vec.size > 4096)
		return;
	uint32_t n = vt->vec.size, rank = 0;
	PirShape s;
	for (uint32_t i = 0; i < n; i++) {
		if (!pirInferShapeOfType(vt->vec.elems[i], &s))
			return;
		rank = s.rank > rank ? s.rank : rank;
	}
	PirShape t = {.rank = rank};
	for (uint32_t d = 0; d < rank; d++)
		t.dims[d] = 1;
	int iv = pirInferOperandIndex(op, "input");
	for (uint32_t i = 0; i < n; i++) {
		pirInferShapeOfType(vt->vec.elems[i], &s);
		for (uint32_t k = 0; k < s.rank; k++) {
			int64_t *td = &t.dims[rank - s.rank + k], sd = s.dims[k];
			if (*td != 1 && sd != 1 && *td != sd) {
				pirInferReject(op, iv, NULL,
					       "operand #%d element #%u dim %u is %lld, but the others broadcast to %lld there (compared as written)",
					       iv, i, k, (long long)sd, (long long)*td);
				return;
			}
			if (sd != 1)
				*td = sd;
		}
	}
	PirType **elems = malloc(n * sizeof *elems);
	if (!elems)
		return;
	for (uint32_t i = 0; i < n; i++) {
		pirInferShapeOfType(vt->vec.elems[i], &s);
		t.elem = s.elem;
		elems[i] = pirInferTensor(ctxOf(op), &t);
	}
	r[0] = pirTypeGetVector(ctxOf(op), n, elems);
	free(elems);
}
