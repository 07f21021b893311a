/* infer_binary.c: inference rules of ops of two or three operands with a
 * shape rule of their own (issue 25, share A; paddle/phi/infermeta/
 * binary.cc and ternary.cc): dot, mv, kron, atan2, dist, expand_as,
 * complex, cholesky_solve, kldiv_loss, huber_loss, grid_sample, unpool,
 * unpool3d, binomial, matrix_rank_tol, addmm, baddbmm, lerp, linspace,
 * nll_loss, bilinear, hsigmoid_loss and hinge_loss, each with the checks
 * its InferMeta makes. */
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

/* Both operands' shapes and indices. */
static bool two(PirOperation *op, const char *a, PirShape *x, int *ia, const char *b, PirShape *y, int *ib)
{
	*ia = pirInferOperandIndex(op, a);
	*ib = pirInferOperandIndex(op, b);
	return op->numResults && pirInferShapeOf(pirInferOperand(op, a), x) && pirInferShapeOf(pirInferOperand(op, b), y);
}

static bool rejectRank(PirOperation *op, int at, const char *name, const char *want, uint32_t rank)
{
	return pirInferReject(op, at, NULL, "operand #%d ('%s') must be %s, but is %u-D", at, name, want, rank);
}

static bool rejectShapes(PirOperation *op, int ia, const char *a, const PirShape *x, int ib, const char *b,
			 const PirShape *y, const char *how)
{
	char sx[160], sy[160];
	return pirInferReject(op, ib, NULL, "operand #%d ('%s') is %s, but operand #%d ('%s') is %s: %s", ib, b,
			      pirInferDimsStr(y->dims, y->rank, sy, sizeof sy), ia, a,
			      pirInferDimsStr(x->dims, x->rank, sx, sizeof sx), how);
}

/* Same rank, and equal dims where both are known. */
static bool sameShapeKnown(const PirShape *x, const PirShape *y)
{
	if (x->rank != y->rank)
		return false;
	for (uint32_t i = 0; i < x->rank; i++)
		if (x->dims[i] >= 0 && y->dims[i] >= 0 && x->dims[i] != y->dims[i])
			return false;
	return true;
}

static bool sameShapeWritten(const PirShape *x, const PirShape *y)
{
	return x->rank == y->rank && !memcmp(x->dims, y->dims, x->rank * sizeof *x->dims);
}

/* dot(x, y): x 1-D or 2-D, y of x's shape (compared as written); x's
 * dims but the last. */
void pirInferDot(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy))
		return;
	if (x.rank != 1 && x.rank != 2) {
		rejectRank(op, ix, "x", "1-D or 2-D", x.rank);
		return;
	}
	if (!sameShapeWritten(&x, &y)) {
		rejectShapes(op, ix, "x", &x, iy, "y", &y, "dot takes one shape (compared as written)");
		return;
	}
	x.rank--;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* mv(x, vec): x 2-D, vec 1-D of x's columns (as written); [rows]. */
void pirInferMv(PirOperation *op, PirType **r)
{
	PirShape x, v;
	int ix, iv;
	if (!two(op, "x", &x, &ix, "vec", &v, &iv))
		return;
	if (x.rank != 2 || v.rank != 1) {
		rejectRank(op, x.rank != 2 ? ix : iv, x.rank != 2 ? "x" : "vec", x.rank != 2 ? "2-D" : "1-D",
			   x.rank != 2 ? x.rank : v.rank);
		return;
	}
	if (x.dims[1] != v.dims[0]) {
		pirInferReject(op, iv, NULL, "operand #%d ('vec') has %lld entries, but operand #%d ('x') has %lld columns (compared as written)",
			       iv, (long long)v.dims[0], ix, (long long)x.dims[1]);
		return;
	}
	x.rank = 1;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* kron(x, y): ranks aligned at the right (missing dims count 1), each dim
 * the product; x's dtype. */
void pirInferKron(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy))
		return;
	o.elem = x.elem;
	o.rank = x.rank > y.rank ? x.rank : y.rank;
	for (uint32_t i = 0; i < o.rank; i++) {
		int64_t a = i < o.rank - x.rank ? 1 : x.dims[i - (o.rank - x.rank)];
		int64_t b = i < o.rank - y.rank ? 1 : y.dims[i - (o.rank - y.rank)];
		o.dims[i] = a < 0 || b < 0 ? -1 : pirInferMul(a, b);
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* atan2(x, y): one rank; x's dim 0 not above y's (compared as written);
 * x's dims, float64 when either is int32 or int64, else x's dtype. */
void pirInferAtan2(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy))
		return;
	if (x.rank != y.rank) {
		rejectShapes(op, ix, "x", &x, iy, "y", &y, "atan2 takes one rank");
		return;
	}
	if (x.rank && x.dims[0] > y.dims[0]) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') dim 0 is %lld, below operand #%d ('x')'s %lld (compared as written)", iy,
			       (long long)y.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	PirTypeKind kx = x.elem->kind, ky = y.elem->kind;
	if (kx == PIR_TYPE_I32 || kx == PIR_TYPE_I64 || ky == PIR_TYPE_I32 || ky == PIR_TYPE_I64)
		x.elem = scalar(op, PIR_TYPE_F64);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* dist(x, y, p): neither operand of zero elements; 0-D of x's dtype. */
void pirInferDist(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy))
		return;
	if (!pirInferNumel(x.dims, x.rank) || !pirInferNumel(y.dims, y.rank)) {
		bool bx = !pirInferNumel(x.dims, x.rank);
		pirInferReject(op, bx ? ix : iy, NULL, "operand #%d ('%s') holds no element", bx ? ix : iy, bx ? "x" : "y");
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 0};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* expand_as(x, y, target_shape): target_shape of x's rank or more, at
 * most 6 entries; out target_shape (-1 entries open), x's dtype. */
void pirInferExpandAs(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t t[MAXL];
	uint32_t n;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferIntList(op, "target_shape", t, MAXL, &n))
		return;
	if (n < x.rank || n > 6) {
		pirInferReject(op, -1, "target_shape", "target_shape has %u entries, but must have %u to 6 (x is %u-D)", n, x.rank, x.rank);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = n};
	for (uint32_t i = 0; i < n; i++)
		o.dims[i] = t[i] < 0 ? -1 : t[i];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* complex(real, imag): the broadcast of the two, complex of real's dtype
 * (float32 gives complex64, float64 complex128). */
void pirInferComplex(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	int ix, iy;
	if (!two(op, "real", &x, &ix, "imag", &y, &iy) || !pirInferCheckBroadcast(op, ix, &x, iy, &y) ||
	    !pirInferBroadcast(x.dims, x.rank, y.dims, y.rank, o.dims, &o.rank))
		return;
	PirTypeKind k = x.elem->kind;
	o.elem = scalar(op, k == PIR_TYPE_F32 ? PIR_TYPE_C64 : k == PIR_TYPE_F64 ? PIR_TYPE_C128 : PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* cholesky_solve(x [..., M, K], y [..., M, M]): both of rank 2 or more; y
 * square and x's rows y's (compared as written); the batch dims broadcast
 * (MatrixGetBroadcastBatchPortion), then x's last two; x's dtype. */
void pirInferCholeskySolve(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy))
		return;
	if (x.rank < 2 || y.rank < 2) {
		rejectRank(op, x.rank < 2 ? ix : iy, x.rank < 2 ? "x" : "y", "of rank 2 or more", x.rank < 2 ? x.rank : y.rank);
		return;
	}
	int64_t ym = y.dims[y.rank - 2], yn = y.dims[y.rank - 1], xm = x.dims[x.rank - 2];
	if (ym != yn) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') holds %lld x %lld matrices, but must hold square ones (compared as written)",
			       iy, (long long)ym, (long long)yn);
		return;
	}
	if (xm != ym) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') has %lld rows, but operand #%d ('y') %lld (compared as written)", ix,
			       (long long)xm, iy, (long long)ym);
		return;
	}
	if (!pirInferBatchesAsWritten(op, iy, &y, ix, &x, &o))
		return;
	o.dims[o.rank++] = xm;
	o.dims[o.rank++] = x.dims[x.rank - 1];
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* kldiv_loss(x, label, reduction, log_target): one rank, one shape where
 * known; reduction "none" (x's dims), "mean", "sum" or "batchmean" (0-D);
 * x's dtype. */
void pirInferKldivLoss(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "label", &y, &iy))
		return;
	if (!sameShapeKnown(&x, &y)) {
		rejectShapes(op, ix, "x", &x, iy, "label", &y, "kldiv_loss takes one shape");
		return;
	}
	const char *red = pirInferStrAttr(op, "reduction", "mean");
	if (strcmp(red, "none") && strcmp(red, "mean") && strcmp(red, "sum") && strcmp(red, "batchmean")) {
		pirInferReject(op, -1, "reduction", "reduction is \"%s\", but kldiv_loss takes \"none\", \"batchmean\", \"sum\" or \"mean\"",
			       red);
		return;
	}
	if (strcmp(red, "none"))
		x.rank = 0;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* huber_loss(input, label, delta): one rank, one shape where known; out
 * and residual of label's dims (their dtype left open: Paddle's
 * InferMeta sets none). */
void pirInferHuberLoss(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix, iy;
	if (!two(op, "input", &x, &ix, "label", &y, &iy))
		return;
	if (!sameShapeKnown(&x, &y)) {
		rejectShapes(op, ix, "input", &x, iy, "label", &y, "huber_loss takes one shape");
		return;
	}
	y.elem = scalar(op, PIR_TYPE_UNDEFINED);
	for (uint32_t i = 0; i < 2 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &y);
}

/* grid_sample(x, grid, mode, padding_mode, align_corners): x and grid 4-D
 * or 5-D; grid's last dim 2 (4-D) or 3 (5-D) and its dim 0 x's, where
 * known. [N, C, grid's dims 1 to rank - 2], x's dtype. */
void pirInferGridSample(PirOperation *op, PirType **r)
{
	PirShape x, g;
	int ix, ig;
	if (!two(op, "x", &x, &ix, "grid", &g, &ig))
		return;
	if (x.rank < 4 || x.rank > 5 || g.rank < 4 || g.rank > 5) {
		bool bx = x.rank < 4 || x.rank > 5;
		rejectRank(op, bx ? ix : ig, bx ? "x" : "grid", "4-D or 5-D", bx ? x.rank : g.rank);
		return;
	}
	int64_t last = g.dims[g.rank - 1], want = g.rank == 4 ? 2 : 3;
	if (last >= 0 && last != want) {
		pirInferReject(op, ig, NULL, "operand #%d ('grid')'s last dim is %lld, but a %u-D grid needs %lld", ig, (long long)last,
			       g.rank, (long long)want);
		return;
	}
	if (x.dims[0] >= 0 && g.dims[0] >= 0 && x.dims[0] != g.dims[0]) {
		pirInferReject(op, ig, NULL, "operand #%d ('grid') dim 0 is %lld, but operand #%d ('x')'s is %lld", ig,
			       (long long)g.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = g.rank, .dims = {x.dims[0], x.dims[1]}};
	for (uint32_t i = 2; i < g.rank; i++)
		o.dims[i] = g.dims[i - 1];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* unpool(x, indices, ksize, ..., output_size) (4-D) and unpool3d (5-D): x
 * of that rank and indices of x's shape (compared as written);
 * [N, C, output_size's first len(ksize) entries] (unknown ones open), x's
 * dtype. */
static void unpoolOf(PirOperation *op, PirType **r, uint32_t rank)
{
	PirShape x, y;
	int ix, iy;
	int64_t k[MAXL], os[MAXL];
	uint32_t nk, no;
	if (!two(op, "x", &x, &ix, "indices", &y, &iy))
		return;
	if (x.rank != rank) {
		rejectRank(op, ix, "x", rank == 4 ? "4-D" : "5-D", x.rank);
		return;
	}
	if (!sameShapeWritten(&x, &y)) {
		rejectShapes(op, ix, "x", &x, iy, "indices", &y, "they must have one shape (compared as written)");
		return;
	}
	if (!pirInferIntList(op, "ksize", k, MAXL, &nk) || !pirInferIntList(op, "output_size", os, MAXL, &no) || nk > no ||
	    nk + 2 > PIR_INFER_MAX_RANK)
		return;
	PirShape o = {.elem = x.elem, .rank = nk + 2, .dims = {x.dims[0], x.dims[1]}};
	for (uint32_t i = 0; i < nk; i++)
		o.dims[i + 2] = os[i] == PIR_INFER_UNKNOWN || os[i] < 0 ? -1 : os[i];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferUnpool(PirOperation *op, PirType **r)
{
	unpoolOf(op, r, 4);
}

void pirInferUnpool3d(PirOperation *op, PirType **r)
{
	unpoolOf(op, r, 5);
}

/* binomial(count, prob): one shape where all dims are known; count's
 * dims, int64. */
void pirInferBinomial(PirOperation *op, PirType **r)
{
	PirShape c, p;
	int ic, ip;
	if (!two(op, "count", &c, &ic, "prob", &p, &ip))
		return;
	if (pirInferNumel(c.dims, c.rank) > 0 && pirInferNumel(p.dims, p.rank) > 0 && !sameShapeWritten(&c, &p)) {
		rejectShapes(op, ic, "count", &c, ip, "prob", &p, "binomial takes one shape");
		return;
	}
	c.elem = scalar(op, PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &c);
}

/* matrix_rank_tol(x, atol_tensor, use_default_tol, hermitian): x of rank
 * 2 or more, square with hermitian (as written); x's batch dims (0-D for
 * a matrix) broadcast with atol_tensor's; the dtype left open (Paddle's
 * InferMeta sets none). */
void pirInferMatrixRankTol(PirOperation *op, PirType **r)
{
	PirShape x, t, o;
	int ix, it;
	if (!two(op, "x", &x, &ix, "atol_tensor", &t, &it))
		return;
	if (x.rank < 2) {
		rejectRank(op, ix, "x", "of rank 2 or more", x.rank);
		return;
	}
	if (pirInferBoolAttr(op, "hermitian", false) && x.dims[x.rank - 2] != x.dims[x.rank - 1]) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') holds %lld x %lld matrices, but hermitian needs square ones", ix,
			       (long long)x.dims[x.rank - 2], (long long)x.dims[x.rank - 1]);
		return;
	}
	x.rank -= 2;
	if (!pirInferCheckBroadcast(op, ix, &x, it, &t) || !pirInferBroadcast(x.dims, x.rank, t.dims, t.rank, o.dims, &o.rank))
		return;
	o.elem = scalar(op, PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* addmm(input, x, y, beta, alpha): input 1-D or 2-D, x and y 2-D (Paddle
 * compares no sizes); [x's rows, y's columns] of input's dtype. */
void pirInferAddmm(PirOperation *op, PirType **r)
{
	PirShape in, x, y;
	int ii, ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy) || !pirInferShapeOf(pirInferOperand(op, "input"), &in))
		return;
	ii = pirInferOperandIndex(op, "input");
	if (in.rank != 1 && in.rank != 2) {
		rejectRank(op, ii, "input", "1-D or 2-D", in.rank);
		return;
	}
	if (x.rank != 2 || y.rank != 2) {
		rejectRank(op, x.rank != 2 ? ix : iy, x.rank != 2 ? "x" : "y", "2-D", x.rank != 2 ? x.rank : y.rank);
		return;
	}
	PirShape o = {.elem = in.elem, .rank = 2, .dims = {x.dims[0], y.dims[1]}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* baddbmm(input, x, y, beta, alpha): none of zero elements; input 2-D or
 * 3-D, x and y 3-D, x's dim 2 y's dim 1 (compared as written);
 * [x's dims 0 and 1, y's dim 2] of input's dtype. */
void pirInferBaddbmm(PirOperation *op, PirType **r)
{
	static const char *const names[3] = {"input", "x", "y"};
	PirShape s[3];
	int at[3];
	if (!op->numResults)
		return;
	for (int i = 0; i < 3; i++) {
		at[i] = pirInferOperandIndex(op, names[i]);
		if (!pirInferShapeOf(pirInferOperand(op, names[i]), &s[i]))
			return;
	}
	for (int i = 0; i < 3; i++)
		if (!pirInferNumel(s[i].dims, s[i].rank)) {
			pirInferReject(op, at[i], NULL, "operand #%d ('%s') holds no element", at[i], names[i]);
			return;
		}
	if (s[0].rank != 2 && s[0].rank != 3) {
		rejectRank(op, at[0], "input", "2-D or 3-D", s[0].rank);
		return;
	}
	for (int i = 1; i < 3; i++)
		if (s[i].rank != 3) {
			rejectRank(op, at[i], names[i], "3-D", s[i].rank);
			return;
		}
	if (s[1].dims[2] != s[2].dims[1]) {
		pirInferReject(op, at[2], NULL, "operand #%d ('y') dim 1 is %lld, but operand #%d ('x') dim 2 is %lld (compared as written)",
			       at[2], (long long)s[2].dims[1], at[1], (long long)s[1].dims[2]);
		return;
	}
	PirShape o = {.elem = s[0].elem, .rank = 3, .dims = {s[1].dims[0], s[1].dims[1], s[2].dims[2]}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* lerp(x, y, weight): the broadcast of the three, x's dtype. */
void pirInferLerp(PirOperation *op, PirType **r)
{
	PirShape x, y, w, o;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy) || !pirInferShapeOf(pirInferOperand(op, "weight"), &w) ||
	    !pirInferCheckBroadcast(op, ix, &x, iy, &y) || !pirInferBroadcast(x.dims, x.rank, y.dims, y.rank, o.dims, &o.rank))
		return;
	o.elem = x.elem;
	if (!pirInferCheckBroadcast(op, ix, &o, pirInferOperandIndex(op, "weight"), &w) ||
	    !pirInferBroadcast(o.dims, o.rank, w.dims, w.rank, o.dims, &o.rank))
		return;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* linspace(start, stop, number, dtype): one element in each; [-1] of
 * start's dtype (LinspaceRawInferMeta), which Python makes `dtype`; when
 * the two differ the dtype is left open (Paddle releases differ). */
void pirInferLinspace(PirOperation *op, PirType **r)
{
	static const char *const names[3] = {"start", "stop", "number"};
	PirShape s[3];
	if (!op->numResults)
		return;
	for (int i = 0; i < 3; i++) {
		if (!pirInferShapeOf(pirInferOperand(op, names[i]), &s[i]))
			return;
		int64_t e = pirInferNumel(s[i].dims, s[i].rank);
		if (e >= 0 && e != 1) {
			int at = pirInferOperandIndex(op, names[i]);
			pirInferReject(op, at, NULL, "operand #%d ('%s') must hold one element, but holds %lld", at, names[i], (long long)e);
			return;
		}
	}
	PirType *dt = pirInferDataTypeAttr(op, "dtype");
	PirShape o = {.elem = dt == s[0].elem ? dt : scalar(op, PIR_TYPE_UNDEFINED), .rank = 1, .dims = {-1}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* nll_loss(input, label, weight, ignore_index, reduction): input 2-D or
 * 4-D; where known, label's dim 0 input's, weight 1-D of input's dim 1; a
 * 4-D input needs a 3-D label of its dims 0, 2, 3 (compared as written).
 * out [N] or [N, H, W] with reduction "none", else 0-D; total_weight 0-D;
 * input's dtype. */
void pirInferNllLoss(PirOperation *op, PirType **r)
{
	PirShape x, l, w;
	int ix, il;
	if (!two(op, "input", &x, &ix, "label", &l, &il))
		return;
	if (x.rank != 2 && x.rank != 4) {
		rejectRank(op, ix, "input", "2-D or 4-D", x.rank);
		return;
	}
	bool known = pirInferNumel(x.dims, x.rank) >= 0 && pirInferNumel(l.dims, l.rank) >= 0;
	if (known && l.rank >= 1 && l.dims[0] != x.dims[0]) {
		pirInferReject(op, il, NULL, "operand #%d ('label') dim 0 is %lld, but operand #%d ('input')'s is %lld", il,
			       (long long)l.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	if (known && pirInferShapeOf(pirInferOperand(op, "weight"), &w)) {
		int iw = pirInferOperandIndex(op, "weight");
		if (w.rank != 1) {
			rejectRank(op, iw, "weight", "1-D", w.rank);
			return;
		}
		if (w.dims[0] != x.dims[1]) {
			pirInferReject(op, iw, NULL, "operand #%d ('weight') has %lld entries, but operand #%d ('input') has %lld classes (dim 1)",
				       iw, (long long)w.dims[0], ix, (long long)x.dims[1]);
			return;
		}
	}
	if (x.rank == 4) {
		if (l.rank != 3) {
			rejectRank(op, il, "label", "3-D", l.rank);
			return;
		}
		if (x.dims[0] != l.dims[0] || x.dims[2] != l.dims[1] || x.dims[3] != l.dims[2]) {
			rejectShapes(op, ix, "input", &x, il, "label", &l, "the label must be the input's dims 0, 2 and 3 (compared as written)");
			return;
		}
	}
	bool none = !strcmp(pirInferStrAttr(op, "reduction", "mean"), "none");
	PirShape o = {.elem = x.elem, .rank = 0};
	if (none) {
		o.dims[o.rank++] = x.dims[0];
		if (x.rank == 4) {
			o.dims[o.rank++] = x.dims[2];
			o.dims[o.rank++] = x.dims[3];
		}
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults > 1) {
		o.rank = 0;
		r[1] = pirInferTensor(ctxOf(op), &o);
	}
}

/* bilinear(x, y, weight, bias): x and y 2-D, weight 3-D; their batch
 * equal where known; x's dim 1 weight's dim 1 and y's dim 1 weight's dim
 * 2 (as written); bias [1, weight's dim 0] (as written). [batch,
 * weight's dim 0] of x's dtype. */
void pirInferBilinear(PirOperation *op, PirType **r)
{
	PirShape x, y, w, b;
	int ix, iy;
	if (!two(op, "x", &x, &ix, "y", &y, &iy) || !pirInferShapeOf(pirInferOperand(op, "weight"), &w))
		return;
	int iw = pirInferOperandIndex(op, "weight");
	if (x.rank != 2 || y.rank != 2 || w.rank != 3) {
		bool bx = x.rank != 2, by = !bx && y.rank != 2;
		rejectRank(op, bx ? ix : by ? iy : iw, bx ? "x" : by ? "y" : "weight", bx || by ? "2-D" : "3-D",
			   bx ? x.rank : by ? y.rank : w.rank);
		return;
	}
	if (x.dims[0] >= 0 && y.dims[0] >= 0 && x.dims[0] != y.dims[0]) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') dim 0 is %lld, but operand #%d ('x')'s is %lld (the batch)", iy,
			       (long long)y.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	if (x.dims[1] != w.dims[1] || y.dims[1] != w.dims[2]) {
		bool bx = x.dims[1] != w.dims[1];
		pirInferReject(op, iw, NULL, "operand #%d ('weight') dim %d is %lld, but operand #%d ('%s') dim 1 is %lld (compared as written)",
			       iw, bx ? 1 : 2, (long long)w.dims[bx ? 1 : 2], bx ? ix : iy, bx ? "x" : "y",
			       (long long)(bx ? x.dims[1] : y.dims[1]));
		return;
	}
	if (pirInferShapeOf(pirInferOperand(op, "bias"), &b)) {
		int ib = pirInferOperandIndex(op, "bias");
		if (b.rank != 2 || b.dims[0] != 1 || b.dims[1] != w.dims[0]) {
			char sb[96];
			pirInferReject(op, ib, NULL, "operand #%d ('bias') is %s, but must be [1, %lld] (weight's dim 0; compared as written)", ib,
				       pirInferDimsStr(b.dims, b.rank, sb, sizeof sb), (long long)w.dims[0]);
			return;
		}
	}
	PirShape o = {.elem = x.elem, .rank = 2, .dims = {x.dims[0], w.dims[0]}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* hsigmoid_loss(x, label, w, bias, path, code, num_classes, is_sparse)
 * (HSigmoidLossInferMeta): label's dim 0 x's (compared as written); out
 * [N, 1] of x's dtype; pre_out and w_out are not set by Paddle's
 * InferMeta (open). */
void pirInferHsigmoidLoss(PirOperation *op, PirType **r)
{
	PirShape x, l;
	int ix, il;
	if (!two(op, "x", &x, &ix, "label", &l, &il) || x.rank < 1 || l.rank < 1)
		return;
	if (x.dims[0] != l.dims[0]) {
		pirInferReject(op, il, NULL, "operand #%d ('label') dim 0 is %lld, but operand #%d ('x')'s is %lld (compared as written)", il,
			       (long long)l.dims[0], ix, (long long)x.dims[0]);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = 2, .dims = {x.dims[0], 1}};
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* hinge_loss(logits, labels) (HingeLossInferMeta): one shape (compared as
 * written), 2-D with a second dim of 1 (as written); loss [N, 1] of
 * logits' dtype. */
void pirInferHingeLoss(PirOperation *op, PirType **r)
{
	PirShape x, l;
	int ix, il;
	if (!two(op, "logits", &x, &ix, "labels", &l, &il))
		return;
	if (!sameShapeWritten(&x, &l)) {
		rejectShapes(op, ix, "logits", &x, il, "labels", &l, "hinge_loss takes one shape (compared as written)");
		return;
	}
	if (x.rank != 2) {
		rejectRank(op, ix, "logits", "2-D", x.rank);
		return;
	}
	if (x.dims[1] != 1) {
		pirInferReject(op, ix, NULL, "operand #%d ('logits') dim 1 is %lld, but must be 1 (one value per row; compared as written)", ix,
			       (long long)x.dims[1]);
		return;
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}
