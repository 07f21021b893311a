/* infer_math.c: inference rules of reductions and transforms with a shape
 * rule of their own (issue 25, share A): p_norm (PNormInferMeta),
 * kthvalue and mode (KthvalueInferMeta, ModeInferMeta), nanmedian,
 * histogram, matrix_rank, squared_l2_norm, eye, and the FFTs
 * (FFTC2CInferMeta, FFTC2RInferMeta, FFTR2CInferMeta and the c2r
 * gradient), each with the checks its InferMeta makes. */
#include <string.h>

#include "infer_meta.h"

enum { MAXL = 64 };

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *scalar(PirOperation *op, PirTypeKind k)
{
	return pirTypeGetScalar(ctxOf(op), k);
}

/* Removes dim a of s, or keeps it as 1. */
static void reduceDim(PirShape *s, uint32_t a, bool keep)
{
	if (keep) {
		s->dims[a] = 1;
		return;
	}
	memmove(s->dims + a, s->dims + a + 1, (s->rank - a - 1) * sizeof *s->dims);
	s->rank--;
}

/* p_norm(x, porder, axis, epsilon, keepdim, asvector): axis in range;
 * asvector reduces all dims (1s with keepdim), else the axis dim goes
 * (kept as 1 with keepdim). x's dtype. Paddle before 2.5 wrote [1] for
 * what is 0-D now; the verifier takes it for 0-D. */
void pirInferPNorm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	bool keep = pirInferBoolAttr(op, "keepdim", false);
	int64_t a = pirInferAxis(pirInferIntAttr(op, "axis", -1), x.rank);
	if (x.rank && pirInferCheckAxis(op, "axis", pirInferIntAttr(op, "axis", -1), x.rank) < 0)
		return;
	if (pirInferBoolAttr(op, "asvector", false)) {
		for (uint32_t i = 0; i < x.rank; i++)
			x.dims[i] = 1;
		if (!keep)
			x.rank = 0;
	} else if (x.rank) {
		reduceDim(&x, (uint32_t)a, keep);
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* kthvalue(x, k, axis, keepdim) and mode(x, axis, keepdim): axis in range
 * (0 or -1 for a 0-D x); kthvalue's k 1 or more. out and indices: the
 * axis dim dropped (1 with keepdim); out of x's dtype; indices' dtype is
 * left open (x's dtype in Paddle's first PIR releases, int64 later). */
static void selectAlong(PirOperation *op, PirType **r, bool withK)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int64_t axis = pirInferIntAttr(op, "axis", -1);
	if (x.rank ? pirInferCheckAxis(op, "axis", axis, x.rank) < 0 : axis != 0 && axis != -1) {
		if (!x.rank)
			pirInferReject(op, -1, "axis", "axis is %lld, but a 0-D input takes 0 or -1", (long long)axis);
		return;
	}
	if (withK && pirInferIntAttr(op, "k", 1) < 1) {
		pirInferReject(op, -1, "k", "k must be 1 or more, but is %lld", (long long)pirInferIntAttr(op, "k", 1));
		return;
	}
	if (x.rank)
		reduceDim(&x, (uint32_t)pirInferAxis(axis, x.rank), pirInferBoolAttr(op, "keepdim", false));
	r[0] = pirInferTensor(ctxOf(op), &x);
	if (op->numResults > 1) {
		x.elem = scalar(op, PIR_TYPE_UNDEFINED);
		r[1] = pirInferTensor(ctxOf(op), &x);
	}
}

void pirInferKthvalue(PirOperation *op, PirType **r)
{
	selectAlong(op, r, true);
}

void pirInferMode(PirOperation *op, PirType **r)
{
	selectAlong(op, r, false);
}

/* nanmedian(x, axis, keepdim, mode): each axis in range (0 or -1 for a
 * 0-D x) and named once;
 * the axes dropped (1s with keepdim); no axes reduce all (0-D, or all 1s
 * with keepdim). out of x's dtype; medians int64, its dims left open
 * (Paddle releases differ: [2 * numel], then out's dims). */
void pirInferNanmedian(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t ax[MAXL];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferIntList(op, "axis", ax, MAXL, &n))
		return;
	bool keep = pirInferBoolAttr(op, "keepdim", true), drop[PIR_INFER_MAX_RANK] = {false};
	for (uint32_t i = 0; i < n; i++) {
		if (ax[i] == PIR_INFER_UNKNOWN)
			return;
		if (!x.rank) { /* a 0-D input takes 0 or -1 */
			if (ax[i] != 0 && ax[i] != -1) {
				pirInferReject(op, PIR_INFER_AT(op, "axis"), "axis entry %u is %lld, but a 0-D input takes 0 or -1", i,
					       (long long)ax[i]);
				return;
			}
			continue;
		}
		int64_t a = pirInferCheckAxis(op, "axis", ax[i], x.rank);
		if (a < 0)
			return;
		if (drop[a]) {
			pirInferReject(op, PIR_INFER_AT(op, "axis"), "axis names dim %lld twice", (long long)a);
			return;
		}
		drop[a] = true;
	}
	PirShape o = {.elem = x.elem, .rank = 0};
	for (uint32_t i = 0; i < x.rank; i++)
		if (n && !drop[i])
			o.dims[o.rank++] = x.dims[i];
		else if (keep)
			o.dims[o.rank++] = 1;
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1) {
		PirType *w = pirOperationGetResultType(op, 1);
		PirShape m = {.elem = scalar(op, PIR_TYPE_I64), .rank = pirTypeIsDenseTensor(w) ? w->tensor.rank : 1};
		for (uint32_t i = 0; i < m.rank && i < PIR_INFER_MAX_RANK; i++)
			m.dims[i] = -1;
		if (m.rank <= PIR_INFER_MAX_RANK)
			r[1] = pirInferTensor(ctxOf(op), &m);
	}
}

/* histogram(input, weight, bins, min, max, density): bins 1 or more, max
 * not below min, a weight of input's shape (as written); [bins], int64,
 * float32 with a weight or density (HistogramInferMeta since it took a
 * weight). */
void pirInferHistogram(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &x))
		return;
	int64_t bins = pirInferIntAttr(op, "bins", 100);
	double lo = pirInferFloatAttr(op, "min", 0), hi = pirInferFloatAttr(op, "max", 0);
	if (bins < 1) {
		pirInferReject(op, -1, "bins", "bins must be 1 or more, but is %lld", (long long)bins);
		return;
	}
	if (hi < lo) {
		pirInferReject(op, -1, "max", "max %g is below min %g", hi, lo);
		return;
	}
	PirShape w;
	if (pirInferShapeOf(pirInferOperand(op, "weight"), &w) &&
	    (w.rank != x.rank || memcmp(w.dims, x.dims, x.rank * sizeof *x.dims))) {
		char sw[96], sx[96];
		int iw = pirInferOperandIndex(op, "weight"), ii = pirInferOperandIndex(op, "input");
		pirInferReject(op, iw, NULL, "operand #%d ('weight') is %s, but operand #%d ('input') is %s: they must have one shape (compared as written)",
			       iw, pirInferDimsStr(w.dims, w.rank, sw, sizeof sw), ii, pirInferDimsStr(x.dims, x.rank, sx, sizeof sx));
		return;
	}
	bool weighted = pirInferOperand(op, "weight") || pirInferBoolAttr(op, "density", false);
	PirShape o = {.elem = scalar(op, weighted ? PIR_TYPE_F32 : PIR_TYPE_I64), .rank = 1, .dims = {bins}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* matrix_rank(x, tol, use_default_tol, hermitian): x of rank 2 or more,
 * square with hermitian (as written); the batch dims ([1] for a matrix,
 * which Paddle 3 writes 0-D); the dtype is left open (this InferMeta sets
 * none; the kernel writes int64). */
void pirInferMatrixRank(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ix = pirInferOperandIndex(op, "x");
	if (x.rank < 2) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more, but is %u-D", ix, x.rank);
		return;
	}
	if (pirInferBoolAttr(op, "hermitian", false) && x.dims[x.rank - 2] != x.dims[x.rank - 1]) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') holds %lld x %lld matrices, but hermitian needs square ones", ix,
			       (long long)x.dims[x.rank - 2], (long long)x.dims[x.rank - 1]);
		return;
	}
	x.rank -= 2;
	x.elem = scalar(op, PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* squared_l2_norm(x): [1]; the dtype is left open (Paddle's first
 * InferMeta sets none). */
void pirInferSquaredL2Norm(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	PirShape o = {.elem = scalar(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {1}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* eye(num_rows, num_columns, dtype): [rows, columns] of dtype; columns
 * -1 means rows; from a non-constant tensor, open. */
void pirInferEye(PirOperation *op, PirType **r)
{
	int64_t rows[1], cols[1];
	uint32_t n;
	if (!op->numResults)
		return;
	int64_t nr = pirInferIntList(op, "num_rows", rows, 1, &n) && n == 1 && rows[0] != PIR_INFER_UNKNOWN ? rows[0] : -1;
	int64_t nc = pirInferIntList(op, "num_columns", cols, 1, &n) && n == 1 && cols[0] != PIR_INFER_UNKNOWN ? cols[0] : -2;
	if (nc == -1)
		nc = nr;
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	PirShape o = {.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = 2,
		      .dims = {nr < 0 ? -1 : nr, nc < 0 ? -1 : nc}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* The FFT axes (attribute axes, made non-negative by Paddle's Python
 * side): the last one's index; false (nothing inferred) when one is out
 * of range, which Paddle's InferMeta does not check before it runs. */
static bool fftAxes(PirOperation *op, const PirShape *x, int64_t *last)
{
	int64_t ax[MAXL];
	uint32_t n;
	if (!pirInferIntList(op, "axes", ax, MAXL, &n) || !n)
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (ax[i] == PIR_INFER_UNKNOWN || pirInferAxis(ax[i], x->rank) < 0)
			return false;
	*last = pirInferAxis(ax[n - 1], x->rank);
	return true;
}

static PirTypeKind complexOf(PirTypeKind k)
{
	return k == PIR_TYPE_F32 ? PIR_TYPE_C64 : k == PIR_TYPE_F64 ? PIR_TYPE_C128 : k == PIR_TYPE_C64 || k == PIR_TYPE_C128 ? k : PIR_TYPE_UNDEFINED;
}

static PirTypeKind realOf(PirTypeKind k)
{
	return k == PIR_TYPE_C64 ? PIR_TYPE_F32 : k == PIR_TYPE_C128 ? PIR_TYPE_F64 : k == PIR_TYPE_F32 || k == PIR_TYPE_F64 ? k : PIR_TYPE_UNDEFINED;
}

/* fft_c2c(x, axes, normalization, forward): x's type; axes in range. */
void pirInferFftC2c(PirOperation *op, PirType **r)
{
	PirValue *v = pirInferOperand(op, "x");
	PirShape x;
	int64_t last;
	if (op->numResults && pirInferShapeOf(v, &x) && fftAxes(op, &x, &last))
		r[0] = pirValueGetType(v);
}

/* fft_r2c(x, axes, normalization, forward, onesided): x's dims, complex;
 * onesided keeps n / 2 + 1 entries of the last axis. */
void pirInferFftR2c(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t last;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !fftAxes(op, &x, &last))
		return;
	x.elem = scalar(op, complexOf(x.elem->kind));
	if (pirInferBoolAttr(op, "onesided", true) && x.dims[last] >= 0)
		x.dims[last] = x.dims[last] / 2 + 1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* fft_c2r(x, axes, normalization, forward, last_dim_size): x's dims,
 * real; the last axis last_dim_size when positive, else (n - 1) * 2. */
void pirInferFftC2r(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t last;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !fftAxes(op, &x, &last))
		return;
	x.elem = scalar(op, realOf(x.elem->kind));
	int64_t lds = pirInferIntAttr(op, "last_dim_size", 0);
	x.dims[last] = lds > 0 ? lds : x.dims[last] < 0 ? -1 : pirInferMul(x.dims[last] - 1, 2);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* fft_c2r_grad(out_grad, axes, ..., last_dim_size) (FFTC2RGradInferMeta):
 * out_grad's dims with the last axis n / 2 + 1, n being last_dim_size when
 * positive, else that axis's size; complex. */
void pirInferFftC2rGrad(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t last;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "out_grad"), &x) || !fftAxes(op, &x, &last))
		return;
	x.elem = scalar(op, complexOf(x.elem->kind));
	int64_t lds = pirInferIntAttr(op, "last_dim_size", 0);
	x.dims[last] = lds > 0 ? lds / 2 + 1 : x.dims[last] < 0 ? -1 : x.dims[last] / 2 + 1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* randperm(n, dtype): [n] of dtype. */
void pirInferRandperm(PirOperation *op, PirType **r)
{
	if (!op->numResults)
		return;
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	int64_t n = pirInferIntAttr(op, "n", -1);
	PirShape o = {.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {n < 0 ? -1 : n}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* The number of (i, j), 0 <= i < rows, 0 <= j < cols, with j <= i + offset:
 * the size of the lower triangle of TrilIndicesInferMeta; -1 when too
 * large to count. */
static int64_t lowerCount(int64_t rows, int64_t cols, int64_t offset)
{
	if (rows < 0 || cols < 0 || rows > (1 << 24))
		return -1;
	int64_t sum = 0;
	for (int64_t i = 0; i < rows; i++) {
		int64_t k = i + offset + 1;
		sum = pirInferAdd(sum, k < 0 ? 0 : k > cols ? cols : k);
	}
	return sum;
}

/* tril_indices(rows, cols, offset, dtype), triu_indices(row, col, offset,
 * dtype): [2, the lower (upper) triangle's size] of dtype. */
static void triIndices(PirOperation *op, PirType **r, const char *rn, const char *cn, bool upper)
{
	if (!op->numResults)
		return;
	int64_t rows = pirInferIntAttr(op, rn, -1), cols = pirInferIntAttr(op, cn, -1), off = pirInferIntAttr(op, "offset", 0);
	int64_t n = upper ? lowerCount(rows, cols, off - 1) : lowerCount(rows, cols, off);
	if (upper && n >= 0)
		n = pirInferMul(rows, cols) - n;
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	PirShape o = {.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = 2, .dims = {2, n < 0 ? -1 : n}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferTrilIndices(PirOperation *op, PirType **r)
{
	triIndices(op, r, "rows", "cols", false);
}

void pirInferTriuIndices(PirOperation *op, PirType **r)
{
	triIndices(op, r, "row", "col", true);
}

/* stft(x, window, n_fft, hop_length, normalized, onesided)
 * (StftInferMeta): x [N, T], hop_length positive, window's length n_fft,
 * n_fft at most T; out [N, n_fft / 2 + 1 (onesided) or n_fft,
 * 1 + (T - n_fft) / hop_length], x's dtype made complex. Paddle compares
 * window's length and T as written; legacy programs keep the types of
 * their InferShape, so here -1 agrees. */
void pirInferStft(PirOperation *op, PirType **r)
{
	PirShape x, w;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	int ixo = pirInferOperandIndex(op, "x");
	if (x.rank != 2) {
		pirInferReject(op, ixo, NULL, "operand #%d ('x') must be 2-D [N, T], but is %u-D", ixo, x.rank);
		return;
	}
	int64_t nfft = pirInferIntAttr(op, "n_fft", 0), hop = pirInferIntAttr(op, "hop_length", 0);
	if (hop <= 0) {
		pirInferReject(op, -1, "hop_length", "hop_length must be 1 or more, but is %lld", (long long)hop);
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "window"), &w) && w.rank >= 1 && w.dims[0] >= 0 && w.dims[0] != nfft) {
		int iw = pirInferOperandIndex(op, "window");
		pirInferReject(op, iw, NULL, "operand #%d ('window') has %lld entries, but n_fft is %lld", iw, (long long)w.dims[0],
			       (long long)nfft);
		return;
	}
	int64_t t = x.dims[1];
	if (t >= 0 && nfft > t) {
		pirInferReject(op, -1, "n_fft", "n_fft %lld is longer than the %lld samples of operand #%d ('x')", (long long)nfft,
			       (long long)t, ixo);
		return;
	}
	PirShape o = {.elem = scalar(op, complexOf(x.elem->kind)), .rank = 3};
	o.dims[0] = x.dims[0];
	o.dims[1] = pirInferBoolAttr(op, "onesided", true) ? nfft / 2 + 1 : nfft;
	o.dims[2] = t < 0 ? -1 : 1 + (t - nfft) / hop;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* reduce_as(x, target) (ReduceAsInferMeta): target's dims; x's dtype, but
 * int64 for a bool or int32 x. */
void pirInferReduceAs(PirOperation *op, PirType **r)
{
	PirShape x, t;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "target"), &t))
		return;
	PirTypeKind k = x.elem->kind;
	t.elem = k == PIR_TYPE_BOOL || k == PIR_TYPE_I32 ? scalar(op, PIR_TYPE_I64) : x.elem;
	r[0] = pirInferTensor(ctxOf(op), &t);
}
