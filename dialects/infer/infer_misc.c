/* infer_misc.c: inference rules of single ops with a shape rule of their
 * own: maxout (MaxOutInferMeta), as_complex and as_real
 * (AsComplexInferMeta, AsRealInferMeta), take_along_axis
 * (TakeAlongAxisInferMeta), searchsorted (SearchsortedInferMeta),
 * overlap_add (OverlapAddInferMeta), norm (NormInferMeta), multinomial
 * (MultinomialInferMeta), clip_by_norm and dgc_clip_by_norm
 * (ClipByNormInferMeta) and apply_per_channel_scale
 * (ApplyPerChannelScaleInferMeta). */
#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *scalar(PirOperation *op, PirTypeKind k)
{
	return pirTypeGetScalar(ctxOf(op), k);
}

/* maxout(x, groups, axis): groups above 1; axis 1, -1 or 3; x 4-D whose
 * axis dim divides by groups (compared as written: Paddle computes
 * -1 % groups and refuses it). out like x with that dim / groups. */
void pirInferMaxout(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int64_t g = pirInferIntAttr(op, "groups", 2), axis = pirInferIntAttr(op, "axis", 1);
	int ix = pirInferOperandIndex(op, "x");
	if (g <= 1) {
		pirInferReject(op, -1, "groups", "groups must be greater than 1, but is %lld", (long long)g);
		return;
	}
	if (axis != 1 && axis != -1 && axis != 3) {
		pirInferReject(op, -1, "axis", "axis is %lld, but maxout takes 1, -1 or 3", (long long)axis);
		return;
	}
	if (x.rank != 4) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 4-D, but is %u-D", ix, x.rank);
		return;
	}
	uint32_t a = axis < 0 ? 3 : (uint32_t)axis;
	if (x.dims[a] % g) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') dim %u is %lld, which groups %lld does not divide%s", ix, a,
			       (long long)x.dims[a], (long long)g, x.dims[a] < 0 ? " (Paddle computes -1 % groups)" : "");
		return;
	}
	x.dims[a] /= g;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* as_complex(x): rank 1 or more, last dim 2 (as written); out without it,
 * of the complex dtype (float32 gives complex64, float64 complex128). */
void pirInferAsComplex(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank < 1 || x.dims[x.rank - 1] != 2) {
		if (x.rank < 1)
			pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 1 or more, but is 0-D", ix);
		else
			pirInferReject(op, ix, NULL, "operand #%d ('x')'s last dim is %lld, but must be 2 (real and imaginary parts)%s", ix,
				       (long long)x.dims[x.rank - 1], x.dims[x.rank - 1] < 0 ? "; Paddle compares it as written" : "");
		return;
	}
	x.rank--;
	PirTypeKind k = x.elem->kind;
	x.elem = scalar(op, k == PIR_TYPE_F32 ? PIR_TYPE_C64 : k == PIR_TYPE_F64 ? PIR_TYPE_C128 : PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* as_real(x): x's dims and 2, of the real dtype (complex64 gives float32,
 * complex128 float64). */
void pirInferAsReal(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank + 1 > PIR_INFER_MAX_RANK)
		return;
	x.dims[x.rank++] = 2;
	PirTypeKind k = x.elem->kind;
	x.elem = scalar(op, k == PIR_TYPE_C64 ? PIR_TYPE_F32 : k == PIR_TYPE_C128 ? PIR_TYPE_F64 : PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* take_along_axis(arr, indices, axis): both of rank 1 or more; out of
 * indices' dims and arr's dtype. */
void pirInferTakeAlongAxis(PirOperation *op, PirType **r)
{
	PirShape a, i;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "arr"), &a) ||
	    !pirInferShapeOf(pirInferOperand(op, "indices"), &i))
		return;
	const char *bad = a.rank == 0 ? "arr" : i.rank == 0 ? "indices" : NULL;
	if (bad) {
		int at = pirInferOperandIndex(op, bad);
		pirInferReject(op, at, NULL, "operand #%d ('%s') must have rank 1 or more, but is 0-D", at, bad);
		return;
	}
	i.elem = a.elem;
	r[0] = pirInferTensor(ctxOf(op), &i);
}

/* searchsorted(sorted_sequence, values, out_int32): sorted_sequence of
 * rank 1 or more; unless 1-D, of values' rank with the same dims but the
 * last (as written). out of values' dims, int32 with out_int32, else
 * int64. */
void pirInferSearchsorted(PirOperation *op, PirType **r)
{
	PirShape s, v;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "sorted_sequence"), &s) ||
	    !pirInferShapeOf(pirInferOperand(op, "values"), &v))
		return;
	int is = pirInferOperandIndex(op, "sorted_sequence"), iv = pirInferOperandIndex(op, "values");
	if (s.rank < 1) {
		pirInferReject(op, is, NULL, "operand #%d ('sorted_sequence') must have rank 1 or more, but is 0-D", is);
		return;
	}
	bool match = s.rank == v.rank;
	for (uint32_t d = 0; match && d + 1 < s.rank; d++)
		match = s.dims[d] == v.dims[d];
	if (s.rank != 1 && !match) {
		char a[96], b[96];
		pirInferReject(op, iv, NULL,
			       "operand #%d ('values') is %s, but operand #%d ('sorted_sequence') is %s: unless that is 1-D, their dims but the last must match (compared as written)",
			       iv, pirInferDimsStr(v.dims, v.rank, a, sizeof a), is, pirInferDimsStr(s.dims, s.rank, b, sizeof b));
		return;
	}
	v.elem = scalar(op, pirInferBoolAttr(op, "out_int32", false) ? PIR_TYPE_I32 : PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &v);
}

/* overlap_add(x, hop_length, axis): x of rank 2 or more; hop_length
 * positive and, where all of x's dims are known, at most the frame length;
 * axis 0 or -1. Frames [n, frame, ...] (axis 0) or [..., frame, n]
 * (axis -1) make a sequence of (n - 1) x hop_length + frame_length. */
void pirInferOverlapAdd(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	int64_t hop = pirInferIntAttr(op, "hop_length", 1), axis = pirInferIntAttr(op, "axis", -1);
	if (x.rank < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more (frames), but is %u-D", ix, x.rank);
		return;
	}
	if (hop <= 0) {
		pirInferReject(op, -1, "hop_length", "hop_length must be positive, but is %lld", (long long)hop);
		return;
	}
	if (axis != 0 && axis != -1) {
		pirInferReject(op, -1, "axis", "axis is %lld, but overlap_add takes 0 or -1", (long long)axis);
		return;
	}
	int64_t n = axis == 0 ? x.dims[0] : x.dims[x.rank - 1], frame = axis == 0 ? x.dims[1] : x.dims[x.rank - 2];
	if (pirInferNumel(x.dims, x.rank) >= 0 && hop > frame) {
		pirInferReject(op, -1, "hop_length", "hop_length %lld is greater than the frame length %lld", (long long)hop,
			       (long long)frame);
		return;
	}
	int64_t seq = n < 0 || frame < 0 ? -1 : pirInferAdd(pirInferMul(n - 1, hop), frame);
	PirShape o = {.elem = x.elem, .rank = x.rank - 1};
	if (axis == 0) {
		o.dims[0] = seq;
		for (uint32_t d = 2; d < x.rank; d++)
			o.dims[d - 1] = x.dims[d];
	} else {
		for (uint32_t d = 0; d + 2 < x.rank; d++)
			o.dims[d] = x.dims[d];
		o.dims[o.rank - 1] = seq;
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* norm(x, axis, epsilon, is_test): out like x; unless is_test, norm like
 * x with the axis dim 1 (Paddle sets no norm for is_test: open). */
void pirInferNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	r[0] = pirInferTensor(ctxOf(op), &x);
	if (pirInferBoolAttr(op, "is_test", false) || op->numResults < 2)
		return;
	int64_t a = pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", -1), x.rank);
	if (a < 0)
		return;
	x.dims[a] = 1;
	r[1] = pirInferTensor(ctxOf(op), &x);
}

/* multinomial(x, num_samples, replacement): x 1-D or 2-D; num_samples
 * positive when it is a constant (from a tensor: open). out x's dims with
 * the last replaced by num_samples, int64. */
void pirInferMultinomial(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank < 1 || x.rank > 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 1-D or 2-D (probability distributions), but is %u-D", ix, x.rank);
		return;
	}
	int64_t v[1];
	uint32_t n;
	int64_t num = -1;
	if (pirInferIntList(op, "num_samples", v, 1, &n) && n == 1 && v[0] != PIR_INFER_UNKNOWN) {
		if (v[0] <= 0) {
			pirInferReject(op, PIR_INFER_AT(op, "num_samples"), "num_samples must be positive, but is %lld", (long long)v[0]);
			return;
		}
		num = v[0];
	}
	x.dims[x.rank - 1] = num;
	x.elem = scalar(op, PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* The element shapes of the vec operand `name`; false unless it is a vec
 * of dense tensors (at most max). */
static bool vecOf(PirOperation *op, const char *name, PirShape *s, uint32_t max, uint32_t *n)
{
	PirValue *v = pirInferOperand(op, name);
	PirType *t = v ? pirValueGetType(v) : NULL;
	if (!t || t->kind != PIR_TYPE_VECTOR || !t->vec.size || t->vec.size > max)
		return false;
	for (uint32_t i = 0; i < t->vec.size; i++)
		if (!pirInferShapeOfType(t->vec.elems[i], &s[i]))
			return false;
	*n = t->vec.size;
	return true;
}

/* meshgrid(inputs: vec) -> vec: one output per input, all of the dims
 * [len(inputs[0]), len(inputs[1]), ...] (a 0-D input counts 1) and
 * inputs[0]'s dtype (MeshgridInferMeta). */
void pirInferMeshgrid(PirOperation *op, PirType **r)
{
	PirShape in[PIR_INFER_MAX_RANK];
	uint32_t n;
	if (!op->numResults || !vecOf(op, "inputs", in, PIR_INFER_MAX_RANK, &n))
		return;
	PirShape o = {.elem = in[0].elem, .rank = n};
	for (uint32_t i = 0; i < n; i++)
		o.dims[i] = in[i].rank ? in[i].dims[0] : 1;
	PirType *elems[PIR_INFER_MAX_RANK];
	for (uint32_t i = 0; i < n; i++)
		elems[i] = pirInferTensor(ctxOf(op), &o);
	r[0] = pirTypeGetVector(ctxOf(op), n, elems);
}

/* multi_dot(x: vec): two tensors or more; the first and the last 1-D or
 * 2-D (a 1-D first is a row, a 1-D last a column), the others 2-D, each
 * one's rows the previous one's columns (as written). out [rows of the
 * first, columns of the last] without the dims of 1-D ends, x[0]'s dtype
 * (MultiDotInferMeta). */
void pirInferMultiDot(PirOperation *op, PirType **r)
{
	PirShape x[64];
	uint32_t n;
	int ix = pirInferOperandIndex(op, "x");
	if (!op->numResults || !vecOf(op, "x", x, 64, &n))
		return;
	if (n < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') has %u tensor, but multi_dot takes 2 or more", ix, n);
		return;
	}
	if (x[0].rank < 1 || x[0].rank > 2 || x[n - 1].rank < 1 || x[n - 1].rank > 2) {
		uint32_t i = x[0].rank < 1 || x[0].rank > 2 ? 0 : n - 1;
		pirInferReject(op, ix, NULL, "operand #%d ('x') element %u must be 1-D or 2-D (the %s), but is %u-D", ix, i,
			       i ? "last" : "first", x[i].rank);
		return;
	}
	bool rowVec = x[0].rank == 1, colVec = x[n - 1].rank == 1;
	int64_t rows = rowVec ? 1 : x[0].dims[0], width = rowVec ? x[0].dims[0] : x[0].dims[1];
	for (uint32_t i = 1; i < n; i++) {
		bool last = i == n - 1;
		if (!last && x[i].rank != 2) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') element %u must be 2-D, but is %u-D", ix, i, x[i].rank);
			return;
		}
		if (x[i].dims[0] != width) {
			pirInferReject(op, ix, NULL,
				       "operand #%d ('x') element %u has %lld rows, but the product before it has %lld columns (compared as written: -1 matches only -1)",
				       ix, i, (long long)x[i].dims[0], (long long)width);
			return;
		}
		width = last && colVec ? 1 : x[i].dims[1];
	}
	PirShape o = {.elem = x[0].elem, .rank = 0};
	if (!rowVec)
		o.dims[o.rank++] = rows;
	if (!colVec)
		o.dims[o.rank++] = width;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* multiplex(inputs: vec, index): index [batch, 1]; two candidates or
 * more, of rank 2 or more and one shape (as written); candidates' dim 0
 * not below index's. out the candidates' dims with dim 0 index's, of the
 * first's dtype (MultiplexInferMeta). */
void pirInferMultiplex(PirOperation *op, PirType **r)
{
	PirShape in[64], id;
	uint32_t n;
	char a[96], b[96];
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "index"), &id))
		return;
	int ii = pirInferOperandIndex(op, "index"), ix = pirInferOperandIndex(op, "inputs");
	if (id.rank != 2 || id.dims[1] != 1) {
		pirInferReject(op, ii, NULL, "operand #%d ('index') must be [batch, 1], but is %s", ii,
			       pirInferDimsStr(id.dims, id.rank, a, sizeof a));
		return;
	}
	if (!vecOf(op, "inputs", in, 64, &n))
		return;
	if (n < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('inputs') has %u candidate, but multiplex takes 2 or more", ix, n);
		return;
	}
	if (in[0].rank < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('inputs') holds %u-D candidates, but they must have rank 2 or more", ix, in[0].rank);
		return;
	}
	for (uint32_t i = 1; i < n; i++) {
		bool same = in[i].rank == in[0].rank;
		for (uint32_t d = 0; same && d < in[0].rank; d++)
			same = in[i].dims[d] == in[0].dims[d];
		if (!same) {
			pirInferReject(op, ix, NULL, "operand #%d ('inputs') candidate %u is %s, but candidate 0 is %s: they must be alike (compared as written)",
				       ix, i, pirInferDimsStr(in[i].dims, in[i].rank, a, sizeof a),
				       pirInferDimsStr(in[0].dims, in[0].rank, b, sizeof b));
			return;
		}
	}
	if (in[0].dims[0] < id.dims[0]) {
		pirInferReject(op, ii, NULL, "operand #%d ('index') has %lld rows, but the candidates only %lld (compared as written)", ii,
			       (long long)id.dims[0], (long long)in[0].dims[0]);
		return;
	}
	PirShape o = in[0];
	o.dims[0] = id.dims[0];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* logspace(start, stop, num, base, dtype): each operand holds one element;
 * out [-1] of `dtype` (LogspaceInferMeta: the length is num's value). */
void pirInferLogspace(PirOperation *op, PirType **r)
{
	static const char *const names[] = {"start", "stop", "num", "base"};
	if (!op->numResults)
		return;
	for (uint32_t i = 0; i < 4; i++) {
		PirShape s;
		if (!pirInferShapeOf(pirInferOperand(op, names[i]), &s))
			continue;
		int64_t e = pirInferNumel(s.dims, s.rank);
		if (e >= 0 && e != 1) {
			int at = pirInferOperandIndex(op, names[i]);
			pirInferReject(op, at, NULL, "operand #%d ('%s') must hold one element, but holds %lld", at, names[i], (long long)e);
			return;
		}
	}
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	PirShape o = {.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {-1}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* full_batch_size_like, uniform_random_batch_size_like(input, shape,
 * input_dim_idx, output_dim_idx, dtype): shape non-empty; input_dim_idx in
 * [0, rank); output_dim_idx in [0, len(shape)). out `shape` with dim
 * output_dim_idx input's dim input_dim_idx, of `dtype`
 * (FullBatchSizeLikeInferMeta, BatchSizeLikeInferMeta). */
void pirInferBatchSizeLike(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t shape[PIR_INFER_MAX_RANK];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &x) || !pirInferHasArg(op, "shape") ||
	    !pirInferIntList(op, "shape", shape, PIR_INFER_MAX_RANK, &n))
		return;
	if (!n) {
		pirInferReject(op, -1, "shape", "shape must not be empty");
		return;
	}
	int64_t in = pirInferIntAttr(op, "input_dim_idx", 0), out = pirInferIntAttr(op, "output_dim_idx", 0);
	if (in < 0 || in >= (int64_t)x.rank) {
		pirInferReject(op, -1, "input_dim_idx", "input_dim_idx %lld is out of range [0, %u) for a %u-D input", (long long)in, x.rank,
			       x.rank);
		return;
	}
	if (out < 0 || out >= (int64_t)n) {
		pirInferReject(op, -1, "output_dim_idx", "output_dim_idx %lld is out of range [0, %u) for a shape of %u entries", (long long)out,
			       n, n);
		return;
	}
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	PirShape o = {.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = n};
	for (uint32_t i = 0; i < n; i++)
		o.dims[i] = shape[i] == PIR_INFER_UNKNOWN || shape[i] < 0 ? -1 : shape[i];
	o.dims[out] = x.dims[in];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* bit_length in [1, 16], for the fake quantize ops. */
static bool bitLength(PirOperation *op)
{
	int64_t b = pirInferIntAttr(op, "bit_length", 8);
	if (b >= 1 && b <= 16)
		return true;
	return pirInferReject(op, -1, "bit_length", "bit_length must be between 1 and 16, but is %lld", (long long)b);
}

/* fake_quantize_abs_max(x): out like x, out_scale [1] (dtype open:
 * FakeQuantizeAbsMaxInferMeta sets none); fake_channel_wise_quantize_
 * abs_max(x, quant_axis): quant_axis 0 or 1, out like x, out_scale
 * [x's dim quant_axis] (FakeChannelWiseQuantizeAbsMaxInferMeta);
 * fake_quantize_range_abs_max(x, in_scale, iter, window_size): out of x's
 * dims (dtype open), out_scale [1], out_scales [window_size]
 * (FakeQuantizeRangeAbsMaxInferMeta). All check bit_length in [1, 16]. */
void pirInferFakeQuantize(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !bitLength(op))
		return;
	PirType *open = scalar(op, PIR_TYPE_UNDEFINED);
	PirShape scale = {.elem = open, .rank = 1, .dims = {1}};
	bool range = pirInferOperand(op, "in_scale") != NULL || pirInferHasArg(op, "window_size");
	if (pirInferHasArg(op, "quant_axis")) {
		int64_t a = pirInferIntAttr(op, "quant_axis", 0);
		if (a != 0 && a != 1) {
			pirInferReject(op, -1, "quant_axis", "quant_axis must be 0 or 1, but is %lld", (long long)a);
			return;
		}
		if ((uint32_t)a >= x.rank) {
			int ix = pirInferOperandIndex(op, "x");
			pirInferReject(op, ix, NULL, "operand #%d ('x') is %u-D, but quant_axis is %lld", ix, x.rank, (long long)a);
			return;
		}
		scale.dims[0] = x.dims[a];
	}
	PirShape out = x;
	if (range)
		out.elem = open;
	r[0] = pirInferTensor(ctxOf(op), &out);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &scale);
	if (range && op->numResults > 2) {
		scale.dims[0] = pirInferIntAttr(op, "window_size", 10000);
		r[2] = pirInferTensor(ctxOf(op), &scale);
	}
}

/* clip_by_norm(x, max_norm), dgc_clip_by_norm(x, current_step, max_norm):
 * max_norm positive (compared as a float: NaN is refused); out like x
 * (ClipByNormInferMeta; dgc_clip_by_norm's table passes it x and
 * max_norm). */
void pirInferClipByNorm(PirOperation *op, PirType **r)
{
	double m = pirInferFloatAttr(op, "max_norm", 1.0);
	if (!(m > 0)) {
		pirInferReject(op, -1, "max_norm", "max_norm must be greater than 0, but is %g", m);
		return;
	}
	PirValue *x = pirInferOperand(op, "x");
	if (op->numResults && x && pirTypeIsDenseTensor(pirValueGetType(x)))
		r[0] = pirValueGetType(x);
}

/* apply_per_channel_scale(x, scales): x 2-D, scales 1-D of x's columns
 * (compared as written: Paddle's check is unguarded); out like x
 * (ApplyPerChannelScaleInferMeta). */
void pirInferApplyPerChannelScale(PirOperation *op, PirType **r)
{
	PirShape x, s;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "scales"), &s))
		return;
	int ix = pirInferOperandIndex(op, "x"), is = pirInferOperandIndex(op, "scales");
	if (x.rank != 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must be 2-D, but is %u-D", ix, x.rank);
		return;
	}
	if (s.rank != 1) {
		pirInferReject(op, is, NULL, "operand #%d ('scales') must be 1-D, but is %u-D", is, s.rank);
		return;
	}
	if (!pirInferSameDim(op, "x", &x, 1, "scales", &s, 0))
		return;
	if (op->numResults)
		r[0] = pirInferTensor(ctxOf(op), &x);
}
