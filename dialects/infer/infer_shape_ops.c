/* infer_shape_ops.c: inference rules of ops that rearrange, join, cut or
 * index tensors: reshape, flatten, squeeze, unsqueeze, transpose, expand,
 * tile, concat, split, stack, slice, strided_slice, gather, gather_nd,
 * index_select, index_sample, embedding, and the vec packing ops. */
#include <stdlib.h>

#include "infer_meta.h"

enum { MAXR = PIR_INFER_MAX_RANK };

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static int64_t known(int64_t v)
{
	return v < 0 ? -1 : v;
}

/* The `xshape` result of 2023-2024 reshape-like ops: [0, x dims...]. */
static void xshape(PirOperation *op, PirType **r, uint32_t i, const PirShape *x)
{
	if (op->numResults <= i || x->rank + 1 > MAXR)
		return;
	PirShape s = {.elem = x->elem, .rank = x->rank + 1};
	s.dims[0] = 0;
	for (uint32_t k = 0; k < x->rank; k++)
		s.dims[k + 1] = x->dims[k];
	r[i] = pirInferTensor(ctxOf(op), &s);
}

/* reshape(x, shape): 0 copies x's dim, -1 takes what is left. Paddle
 * rejects a second -1, other negative entries, a 0 past x's rank, and
 * element counts that differ or do not divide. */
void pirInferReshape(PirOperation *op, PirType **r)
{
	PirShape x, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	xshape(op, r, 1, &x);
	if (!pirInferHasArg(op, "shape") || !pirInferIntList(op, "shape", o.dims, MAXR, &o.rank))
		return;
	o.elem = x.elem;
	int infer = -1;
	char sx[160], so[160];
	for (uint32_t i = 0; i < o.rank; i++) {
		int64_t v = o.dims[i];
		if (v == 0 && i < x.rank) {
			o.dims[i] = x.dims[i];
		} else if (v == 0) {
			pirInferReject(op, PIR_INFER_AT(op, "shape"),
				       "shape[%u] is 0 (copy the input's dim), but the input %s has rank %u", i,
				       pirInferDimsStr(x.dims, x.rank, sx, sizeof sx), x.rank);
			return;
		} else if (v == -1 && infer < 0) {
			infer = (int)i;
		} else if (v == -1) {
			pirInferReject(op, PIR_INFER_AT(op, "shape"), "shape has -1 at %d and at %u: only one dim may be inferred",
				       infer, i);
			return;
		} else if (v < 0 && v != PIR_INFER_UNKNOWN) {
			pirInferReject(op, PIR_INFER_AT(op, "shape"), "shape[%u] is %lld: only -1 may be negative", i, (long long)v);
			return;
		} else if (v < 0) {
			o.dims[i] = -1;
		}
	}
	int64_t numel = pirInferNumel(x.dims, x.rank), prod = 1;
	for (uint32_t i = 0; i < o.rank; i++)
		if ((int)i != infer)
			prod = pirInferMul(prod, o.dims[i]);
	if (infer >= 0) {
		if (numel >= 0 && prod > 0 && numel % prod) {
			pirInferReject(op, PIR_INFER_AT(op, "shape"),
				       "the input %s has %lld elements, which the shape's other dims (%lld elements) do not divide",
				       pirInferDimsStr(x.dims, x.rank, sx, sizeof sx), (long long)numel, (long long)prod);
			return;
		}
		o.dims[infer] = numel >= 0 && prod > 0 ? numel / prod : -1;
	} else if (numel >= 0 && prod >= 0 && numel != prod) {
		pirInferReject(op, PIR_INFER_AT(op, "shape"), "the input %s has %lld elements, but shape %s has %lld",
			       pirInferDimsStr(x.dims, x.rank, sx, sizeof sx), (long long)numel,
			       pirInferDimsStr(o.dims, o.rank, so, sizeof so), (long long)prod);
		return;
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* flatten(x, start_axis, stop_axis): the dims between the two axes become one. */
void pirInferFlatten(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 0};
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	xshape(op, r, 1, &x);
	o.elem = x.elem;
	if (x.rank == 0) {
		o.rank = 1;
		o.dims[0] = 1;
		r[0] = pirInferTensor(ctxOf(op), &o);
		return;
	}
	int64_t a = pirInferAxis(pirInferIntAttr(op, "start_axis", 1), x.rank);
	int64_t b = pirInferAxis(pirInferIntAttr(op, "stop_axis", 1), x.rank);
	if (a < 0 || b < 0 || a > b)
		return;
	for (int64_t i = 0; i < a; i++)
		o.dims[o.rank++] = x.dims[i];
	o.dims[o.rank++] = pirInferNumel(x.dims + a, (uint32_t)(b - a + 1));
	for (int64_t i = b + 1; i < x.rank; i++)
		o.dims[o.rank++] = x.dims[i];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* squeeze(x, axis): drops the listed dims of size 1 (all dims of size 1
 * when the list is empty). A dim of unknown size is dropped when listed
 * and kept otherwise, as Paddle decides when it builds the program,
 * unless the written result's rank shows the other choice. */
void pirInferSqueeze(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 0};
	int64_t axes[MAXR];
	uint32_t na;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	xshape(op, r, 1, &x);
	if (!pirInferIntList(op, "axis", axes, MAXR, &na))
		return;
	bool listed[MAXR] = {false};
	for (uint32_t i = 0; i < na && x.rank; i++) {
		if (axes[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = pirInferCheckAxis(op, "axis", axes[i], x.rank);
		if (a < 0)
			return;
		listed[a] = true;
	}
	/* Dims surely dropped, and those of unknown size that may be. */
	uint32_t sure = 0, open = 0;
	for (uint32_t i = 0; i < x.rank; i++)
		if (!na || listed[i]) {
			sure += x.dims[i] == 1;
			open += x.dims[i] < 0;
		}
	bool dropOpen = na > 0;
	PirType *w = pirOperationGetResultType(op, 0);
	if (open && pirTypeIsDenseTensor(w) && w->tensor.rank == x.rank - sure - (dropOpen ? 0 : open))
		dropOpen = !dropOpen;
	for (uint32_t i = 0; i < x.rank; i++) {
		bool cand = !na || listed[i];
		if (!(cand && (x.dims[i] == 1 || (x.dims[i] < 0 && dropOpen))))
			o.dims[o.rank++] = x.dims[i];
	}
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* unsqueeze(x, axis): inserts dims of size 1, one axis after the other;
 * a negative axis counts from the end of the shape built so far. */
void pirInferUnsqueeze(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int64_t axes[MAXR];
	uint32_t na;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	xshape(op, r, 1, &x);
	if (!pirInferIntList(op, "axis", axes, MAXR, &na) || x.rank + na > MAXR)
		return;
	bool inserted[MAXR + 1] = {false};
	uint32_t cur = x.rank;
	for (uint32_t i = 0; i < na; i++) {
		if (axes[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = axes[i] < 0 ? axes[i] + cur + 1 : axes[i];
		if (a < 0 || a > (int64_t)cur) {
			pirInferReject(op, PIR_INFER_AT(op, "axis"), "axis %lld is out of range [%lld, %u] for a %u-D shape",
				       (long long)axes[i], -(long long)cur - 1, cur, cur);
			return;
		}
		/* Shift the ones already inserted at or after a. */
		for (int64_t k = cur; k >= a; k--)
			if (inserted[k]) {
				inserted[k] = false;
				inserted[k + 1] = true;
			}
		inserted[a] = true;
		cur++;
	}
	o.rank = cur;
	for (uint32_t k = 0, in = 0; k < cur; k++)
		o.dims[k] = inserted[k] ? 1 : x.dims[in++];
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferTranspose(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int64_t perm[MAXR];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferHasArg(op, "perm") ||
	    !pirInferIntList(op, "perm", perm, MAXR, &n))
		return;
	if (n != x.rank) {
		pirInferReject(op, PIR_INFER_AT(op, "perm"), "perm has %u entries, but the input is %u-D", n, x.rank);
		return;
	}
	int at[MAXR];
	for (uint32_t i = 0; i < MAXR; i++)
		at[i] = -1;
	for (uint32_t i = 0; i < n; i++) {
		if (perm[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = pirInferCheckAxis(op, "perm", perm[i], x.rank);
		if (a < 0)
			return;
		if (at[a] >= 0) {
			pirInferReject(op, PIR_INFER_AT(op, "perm"), "perm names dim %lld twice (at %d and %u)", (long long)a, at[a], i);
			return;
		}
		at[a] = (int)i;
		o.dims[i] = x.dims[a];
	}
	o.rank = n;
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* transpose_grad(out_grad, perm): out_grad's dims put back, x_grad dim
 * perm[i] being out_grad's dim i. */
void pirInferTransposeGrad(PirOperation *op, PirType **r)
{
	PirShape g, o;
	int64_t perm[MAXR];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "out_grad"), &g) || !pirInferHasArg(op, "perm") ||
	    !pirInferIntList(op, "perm", perm, MAXR, &n))
		return;
	if (n != g.rank) {
		pirInferReject(op, PIR_INFER_AT(op, "perm"), "perm has %u entries, but out_grad is %u-D", n, g.rank);
		return;
	}
	bool seen[MAXR] = {false};
	for (uint32_t i = 0; i < n; i++) {
		if (perm[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = pirInferCheckAxis(op, "perm", perm[i], g.rank);
		if (a < 0)
			return;
		if (seen[a]) {
			pirInferReject(op, PIR_INFER_AT(op, "perm"), "perm names dim %lld twice", (long long)a);
			return;
		}
		seen[a] = true;
		o.dims[a] = g.dims[i];
	}
	o.rank = n;
	o.elem = g.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* expand(x, shape): shape aligned at the right with x; -1 keeps x's dim. */
void pirInferExpand(PirOperation *op, PirType **r)
{
	PirShape x, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferIntList(op, "shape", o.dims, MAXR, &o.rank))
		return;
	if (o.rank < x.rank) {
		pirInferReject(op, PIR_INFER_AT(op, "shape"), "shape has %u entries, fewer than the input's rank %u", o.rank,
			       x.rank);
		return;
	}
	uint32_t off = o.rank - x.rank;
	PirShape want = o;
	for (uint32_t i = 0; i < o.rank; i++) {
		int64_t v = o.dims[i], xd = i >= off ? x.dims[i - off] : 1;
		if (v == -1 && i >= off) {
			o.dims[i] = xd;
		} else if (v == PIR_INFER_UNKNOWN || v < 0) {
			o.dims[i] = xd > 1 ? xd : -1; /* only a dim of 1 can change */
		} else if (xd > 1 && v != xd) {
			char sx[160], so[160];
			pirInferReject(op, PIR_INFER_AT(op, "shape"),
				       "shape[%u] is %lld, but the input's dim %u is %lld: only a dim of 1 expands (input %s, "
				       "shape %s)",
				       i, (long long)v, i - off, (long long)xd, pirInferDimsStr(x.dims, x.rank, sx, sizeof sx),
				       pirInferDimsStr(want.dims, want.rank, so, sizeof so));
			return;
		}
	}
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* tile(x, repeat_times): repeats aligned at the right. */
void pirInferTile(PirOperation *op, PirType **r)
{
	PirShape x, o;
	int64_t rep[MAXR];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferIntList(op, "repeat_times", rep, MAXR, &n))
		return;
	o.rank = n > x.rank ? n : x.rank;
	for (uint32_t i = 0; i < o.rank; i++) {
		int64_t xd = i < x.rank ? x.dims[x.rank - 1 - i] : 1, t = i < n ? rep[n - 1 - i] : 1;
		o.dims[o.rank - 1 - i] = pirInferMul(xd, t);
	}
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* The element shapes of a vec operand; false unless every one is a dense tensor. */
static bool vecShapes(PirValue *v, PirShape **out, uint32_t *n)
{
	if (!v || pirValueGetType(v)->kind != PIR_TYPE_VECTOR || !pirValueGetType(v)->vec.size)
		return false;
	*n = pirValueGetType(v)->vec.size;
	*out = pirMalloc(*n * sizeof **out);
	for (uint32_t i = 0; i < *n; i++)
		if (!pirInferShapeOfType(pirValueGetType(v)->vec.elems[i], &(*out)[i])) {
			free(*out);
			return false;
		}
	return true;
}

static bool scalarInt(PirOperation *op, const char *name, int64_t *out)
{
	int64_t v[1];
	uint32_t n;
	if (!pirInferIntList(op, name, v, 1, &n) || n != 1 || v[0] == PIR_INFER_UNKNOWN)
		return false;
	*out = v[0];
	return true;
}

/* concat(x: vec, axis): sizes along axis add up; the inputs' ranks and
 * other dims agree. With an axis that is not a constant, the rank. */
void pirInferConcat(PirOperation *op, PirType **r)
{
	PirShape *xs, o;
	uint32_t n;
	int64_t axis;
	if (!op->numResults || !vecShapes(pirInferOperand(op, "x"), &xs, &n))
		return;
	int ix = pirInferOperandIndex(op, "x");
	o = xs[0];
	for (uint32_t i = 1; i < n; i++) {
		if (xs[i].rank != o.rank) {
			pirInferReject(op, ix, NULL, "operand #%d element #%u is %u-D, but element #0 is %u-D", ix, i, xs[i].rank,
				       o.rank);
			goto out;
		}
		if (xs[i].elem != o.elem)
			o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	}
	bool knownAxis = scalarInt(op, "axis", &axis);
	int64_t a = knownAxis ? pirInferCheckAxis(op, "axis", axis, o.rank) : -1;
	if (knownAxis && a < 0)
		goto out;
	for (uint32_t d = 0; d < o.rank; d++) {
		if (!knownAxis) {
			o.dims[d] = n == 1 ? o.dims[d] : -1;
			continue;
		}
		for (uint32_t i = 1; i < n; i++) {
			int64_t v = xs[i].dims[d];
			if (d == (uint32_t)a) {
				o.dims[d] = pirInferAdd(o.dims[d], v);
			} else if (o.dims[d] < 0) {
				o.dims[d] = v;
			} else if (v >= 0 && v != o.dims[d]) {
				uint32_t k = 0; /* the first element with that known dim */
				while (xs[k].dims[d] != o.dims[d])
					k++;
				pirInferReject(op, ix, NULL, "operand #%d element #%u dim %u is %lld, but element #%u dim %u is %lld (axis %lld)",
					       ix, i, d, (long long)v, k, d, (long long)o.dims[d], (long long)axis);
				goto out;
			}
		}
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
out:
	free(xs);
}

/* One result: a vec of n tensors, x's shape with dim a set to sizes[i]. */
static void splitResult(PirOperation *op, PirType **r, const PirShape *x, int64_t a, const int64_t *sizes, uint32_t n)
{
	PirType **elems = pirMalloc((n ? n : 1) * sizeof *elems);
	PirShape s = *x;
	for (uint32_t i = 0; i < n; i++) {
		s.dims[a] = known(sizes[i]);
		elems[i] = pirInferTensor(ctxOf(op), &s);
	}
	r[0] = pirTypeGetVector(ctxOf(op), n, elems);
	free(elems);
}

/* split(x, sections, axis) -> vec: one part per section; one -1 section
 * takes what is left; known sections add up to the dim. */
void pirInferSplit(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t sec[64], axis;
	uint32_t n;
	if (op->numResults != 1 || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferIntList(op, "sections", sec, 64, &n) || !n || !scalarInt(op, "axis", &axis))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", axis, x.rank);
	if (a < 0)
		return;
	int64_t sum = 0;
	int infer = -1;
	bool unknown = false;
	for (uint32_t i = 0; i < n; i++) {
		if (sec[i] == PIR_INFER_UNKNOWN) {
			unknown = true;
		} else if (sec[i] == -1 && infer < 0) {
			infer = (int)i;
		} else if (sec[i] == -1) {
			pirInferReject(op, PIR_INFER_AT(op, "sections"),
				       "sections has -1 at %d and at %u: only one may be inferred", infer, i);
			return;
		} else if (sec[i] < 0) {
			pirInferReject(op, PIR_INFER_AT(op, "sections"), "sections[%u] is %lld: only -1 may be negative", i,
				       (long long)sec[i]);
			return;
		} else {
			sum = pirInferAdd(sum, sec[i]);
		}
	}
	int64_t dim = x.dims[a];
	if (!unknown && dim >= 0 && sum >= 0 && (infer < 0 ? sum != dim : sum > dim)) {
		pirInferReject(op, PIR_INFER_AT(op, "sections"), "sections add up to %lld%s, but the input's dim %lld is %lld",
			       (long long)sum, infer < 0 ? "" : " besides the -1", (long long)a, (long long)dim);
		return;
	}
	if (infer >= 0)
		sec[infer] = !unknown && dim >= 0 && sum >= 0 ? dim - sum : -1;
	splitResult(op, r, &x, a, sec, n);
}

/* split_with_num(x, num, axis) -> vec of num equal parts. */
void pirInferSplitWithNum(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t axis, num = pirInferIntAttr(op, "num", 1), sec[64];
	if (op->numResults != 1 || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !scalarInt(op, "axis", &axis))
		return;
	if (num <= 0) {
		pirInferReject(op, -1, "num", "num must be positive, but is %lld", (long long)num);
		return;
	}
	int64_t a = pirInferCheckAxis(op, "axis", axis, x.rank);
	if (a < 0 || num > 64)
		return;
	if (x.dims[a] >= 0 && x.dims[a] % num) {
		pirInferReject(op, -1, "num", "num %lld does not divide the input's dim %lld, %lld", (long long)num, (long long)a,
			       (long long)x.dims[a]);
		return;
	}
	for (int64_t i = 0; i < num; i++)
		sec[i] = x.dims[a] < 0 ? -1 : x.dims[a] / num;
	splitResult(op, r, &x, a, sec, (uint32_t)num);
}

/* stack(x: vec, axis): a new dim of size len(x) at axis; the inputs'
 * shapes agree. */
void pirInferStack(PirOperation *op, PirType **r)
{
	PirShape *xs, o;
	uint32_t n;
	if (!op->numResults || !vecShapes(pirInferOperand(op, "x"), &xs, &n))
		return;
	int ix = pirInferOperandIndex(op, "x");
	o = xs[0];
	for (uint32_t i = 1; i < n; i++) {
		bool same = xs[i].rank == o.rank;
		for (uint32_t d = 0; same && d < o.rank; d++)
			same = xs[i].dims[d] < 0 || xs[0].dims[d] < 0 || xs[i].dims[d] == xs[0].dims[d];
		if (!same) {
			char s0[160], si[160];
			pirInferReject(op, ix, NULL, "operand #%d element #%u has shape %s, but element #0 has %s", ix, i,
				       pirInferDimsStr(xs[i].dims, xs[i].rank, si, sizeof si),
				       pirInferDimsStr(xs[0].dims, xs[0].rank, s0, sizeof s0));
			goto out;
		}
		for (uint32_t d = 0; d < o.rank; d++)
			if (o.dims[d] < 0)
				o.dims[d] = xs[i].dims[d];
	}
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), o.rank + 1);
	if (a < 0 || o.rank + 1 > MAXR)
		goto out;
	for (int64_t d = o.rank; d > a; d--)
		o.dims[d] = o.dims[d - 1];
	o.dims[a] = n;
	o.rank++;
	r[0] = pirInferTensor(ctxOf(op), &o);
out:
	free(xs);
}

/* Length of [start, end) with step `stride` along a dim of size `dim`
 * after Python-style clamping; -1 when anything is unknown. A negative
 * stride (strided_slice only) follows Paddle's StridedSliceOutDims: a
 * negative start or end counts from the end and is clamped at 0, but an
 * end of -1 means "past index 0" (Python's None stop), and the walk starts
 * at min(start, dim - 1). */
static int64_t sliceLen(int64_t dim, int64_t start, int64_t end, int64_t stride)
{
	if (dim < 0 || start == PIR_INFER_UNKNOWN || end == PIR_INFER_UNKNOWN || stride == PIR_INFER_UNKNOWN ||
	    stride == 0)
		return -1;
	if (stride < 0) {
		if (start < 0)
			start = start + dim < 0 ? 0 : start + dim;
		if (end < -1)
			end = end + dim < 0 ? 0 : end + dim;
		start = start > dim - 1 ? dim - 1 : start;
		return start > end ? (start - end - 1) / -stride + 1 : 0;
	}
	if (start < 0)
		start += dim;
	if (end < 0)
		end += dim;
	start = start < 0 ? 0 : start > dim ? dim : start;
	end = end < 0 ? 0 : end > dim ? dim : end;
	return end > start ? (end - start - 1) / stride + 1 : 0;
}

/* Common to slice and strided_slice: cut each listed axis, then drop the
 * decrease_axis dims, which must be of size 1. */
static void sliceLike(PirOperation *op, PirType **r, const char *xName, bool strided)
{
	PirShape x, o;
	int64_t axes[MAXR], starts[MAXR], ends[MAXR], strides[MAXR], dec[MAXR];
	uint32_t na, ns, ne, nt = 0, nd = 0;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, xName), &x) || !pirInferHasArg(op, "axes") ||
	    !pirInferHasArg(op, "starts") || !pirInferHasArg(op, "ends") || !pirInferIntList(op, "axes", axes, MAXR, &na) || !pirInferIntList(op, "starts", starts, MAXR, &ns) ||
	    !pirInferIntList(op, "ends", ends, MAXR, &ne) ||
	    (strided && !pirInferIntList(op, "strides", strides, MAXR, &nt)) ||
	    (!strided && pirInferAttr(op, "decrease_axis") && !pirInferIntList(op, "decrease_axis", dec, MAXR, &nd)))
		return;
	const char *lists[] = {"starts", "ends", "strides"};
	uint32_t lens[] = {ns, ne, nt};
	for (int k = 0; k < (strided ? 3 : 2); k++)
		if (lens[k] != na) {
			pirInferReject(op, PIR_INFER_AT(op, lists[k]), "%s has %u entries, but axes has %u", lists[k], lens[k], na);
			return;
		}
	o = x;
	for (uint32_t i = 0; i < na; i++) {
		if (axes[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = pirInferCheckAxis(op, "axes", axes[i], x.rank);
		if (a < 0)
			return;
		if (strided && strides[i] == 0) {
			pirInferReject(op, PIR_INFER_AT(op, "strides"), "strides[%u] is 0", i);
			return;
		}
		o.dims[a] = sliceLen(x.dims[a], starts[i], ends[i], strided ? strides[i] : 1);
	}
	bool drop[MAXR] = {false};
	for (uint32_t i = 0; i < nd; i++) {
		if (dec[i] == PIR_INFER_UNKNOWN)
			return;
		int64_t a = pirInferCheckAxis(op, "decrease_axis", dec[i], x.rank);
		if (a < 0)
			return;
		if (o.dims[a] >= 0 && o.dims[a] != 1) {
			pirInferReject(op, -1, "decrease_axis", "decrease_axis removes dim %lld, but the slice leaves it %lld long, not 1",
				       (long long)a, (long long)o.dims[a]);
			return;
		}
		drop[a] = true;
	}
	uint32_t k = 0;
	for (uint32_t i = 0; i < o.rank; i++)
		if (!drop[i])
			o.dims[k++] = o.dims[i];
	o.rank = k;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferSlice(PirOperation *op, PirType **r)
{
	sliceLike(op, r, "input", false);
}

void pirInferStridedSlice(PirOperation *op, PirType **r)
{
	sliceLike(op, r, "x", true);
}

/* gather(x, index, axis): x's dim at axis becomes index's length (a 0-D
 * index removes it); the index is 0-D, 1-D or [n, 1]. */
void pirInferGather(PirOperation *op, PirType **r)
{
	PirShape x, idx, o = {.rank = 0};
	int64_t axis;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "index"), &idx))
		return;
	int ii = pirInferOperandIndex(op, "index");
	if (idx.rank > 2 || (idx.rank == 2 && idx.dims[1] >= 0 && idx.dims[1] != 1)) {
		char si[160];
		pirInferReject(op, ii, NULL, "operand #%d ('index') must be 0-D, 1-D or [n, 1], but is %s", ii,
			       pirInferDimsStr(idx.dims, idx.rank, si, sizeof si));
		return;
	}
	if (!scalarInt(op, "axis", &axis))
		return;
	int64_t a = pirInferCheckAxis(op, "axis", axis, x.rank);
	if (a < 0)
		return;
	for (uint32_t i = 0; i < x.rank; i++)
		if (i != (uint32_t)a)
			o.dims[o.rank++] = x.dims[i];
		else if (idx.rank >= 1)
			o.dims[o.rank++] = idx.dims[0];
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* gather_nd(x, index): index's dims but the last, then x's dims after the
 * first index.dims[-1]. */
void pirInferGatherNd(PirOperation *op, PirType **r)
{
	PirShape x, idx, o = {.rank = 0};
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "index"), &idx) || idx.rank == 0)
		return;
	int64_t last = idx.dims[idx.rank - 1];
	if (last < 0 || last > x.rank || idx.rank - 1 + x.rank - last > MAXR)
		return;
	for (uint32_t i = 0; i + 1 < idx.rank; i++)
		o.dims[o.rank++] = idx.dims[i];
	for (int64_t i = last; i < x.rank; i++)
		o.dims[o.rank++] = x.dims[i];
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* index_select(x, index, axis): x's dim at axis becomes len(index). */
void pirInferIndexSelect(PirOperation *op, PirType **r)
{
	PirShape x, idx;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "index"), &idx) || idx.rank > 1)
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", 0), x.rank);
	if (a < 0)
		return;
	x.dims[a] = idx.rank ? idx.dims[0] : 1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* index_sample(x, index): index's shape, x's dtype. */
void pirInferIndexSample(PirOperation *op, PirType **r)
{
	PirShape x, idx;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "index"), &idx))
		return;
	idx.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &idx);
}

/* embedding(x, weight): x's dims plus the row width of weight, weight's dtype. */
void pirInferEmbedding(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "weight"), &w))
		return;
	if (w.rank != 2) {
		int iw = pirInferOperandIndex(op, "weight");
		pirInferReject(op, iw, NULL, "operand #%d ('weight') must be 2-D (rows of the table), but is %u-D", iw, w.rank);
		return;
	}
	if (x.rank + 1 > MAXR)
		return;
	x.dims[x.rank++] = w.dims[1];
	x.elem = w.elem;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* combine: vec of the operand types. */
void pirInferCombine(PirOperation *op, PirType **r)
{
	if (op->numResults != 1)
		return;
	PirType **elems = pirMalloc((op->numOperands ? op->numOperands : 1) * sizeof *elems);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		if (!pirOperationGetOperand(op, i)) {
			free(elems);
			return;
		}
		elems[i] = pirOperationGetOperandType(op, i);
	}
	r[0] = pirTypeGetVector(ctxOf(op), op->numOperands, elems);
	free(elems);
}

/* builtin.slice(x, index): element `index` of the vec. */
void pirInferVecSlice(PirOperation *op, PirType **r)
{
	PirValue *v = op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
	int64_t i = pirInferIntAttr(op, "index", -1);
	if (op->numResults && v && pirValueGetType(v)->kind == PIR_TYPE_VECTOR && i >= 0 &&
	    i < pirValueGetType(v)->vec.size)
		r[0] = pirValueGetType(v)->vec.elems[i];
}

/* builtin.split(x): one result per element of the vec. */
void pirInferVecSplit(PirOperation *op, PirType **r)
{
	PirValue *v = op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
	if (!v || pirValueGetType(v)->kind != PIR_TYPE_VECTOR || pirValueGetType(v)->vec.size != op->numResults)
		return;
	for (uint32_t i = 0; i < op->numResults; i++)
		r[i] = pirValueGetType(v)->vec.elems[i];
}

/* shape_broadcast(x, y) (ShapeBroadcastInferMeta): two 1-D shape tensors;
 * out the longer one's dims (y's on a tie), x's dtype. Paddle picks by
 * comparing the lengths as written; where one is -1 the length is open
 * here (the broadcast rank is the larger of the two at run time). */
void pirInferShapeBroadcast(PirOperation *op, PirType **r)
{
	PirShape x, y;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "y"), &y))
		return;
	const char *names[2] = {"x", "y"};
	const PirShape *s[2] = {&x, &y};
	for (int k = 0; k < 2; k++)
		if (s[k]->rank != 1) {
			int i = pirInferOperandIndex(op, names[k]);
			pirInferReject(op, i, NULL, "operand #%d ('%s') must be a 1-D shape, but is %u-D", i, names[k], s[k]->rank);
			return;
		}
	PirShape o = {.elem = x.elem, .rank = 1};
	o.dims[0] = x.dims[0] < 0 || y.dims[0] < 0 ? -1 : x.dims[0] <= y.dims[0] ? y.dims[0] : x.dims[0];
	r[0] = pirInferTensor(ctxOf(op), &o);
}
