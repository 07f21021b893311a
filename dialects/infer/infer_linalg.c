/* infer_linalg.c: inference rules of the linear-algebra ops on (batches
 * of) matrices: the square-matrix ops (cholesky, inverse, matrix_power),
 * eig/eigvals, eigh/eigvalsh, svd/svdvals, qr, triangular_solve and
 * solve, after Paddle's
 * CholeskyInferMeta, InverseInferMeta, MatrixPowerInferMeta, EigInferMeta,
 * EigvalsInferMeta, EighInferMeta, EigvalshInferMeta, SvdInferMeta,
 * SvdvalsInferMeta, QrInferMeta, TriangularSolveInferMeta and
 * SolveInferMeta. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* Operand x as a batch of matrices: rank 2 or more, and, when `square`,
 * its last two dims equal where both are known. Rejects at the operand
 * and returns false otherwise (or when x has no dense type). */
static bool matrices(PirOperation *op, PirShape *x, bool square)
{
	if (!pirInferShapeOf(pirInferOperand(op, "x"), x))
		return false;
	int ix = pirInferOperandIndex(op, "x");
	if (x->rank < 2)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more (a matrix or a batch of them), but is %u-D",
				      ix, x->rank);
	int64_t rows = x->dims[x->rank - 2], cols = x->dims[x->rank - 1];
	if (square && rows >= 0 && cols >= 0 && rows != cols)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') must hold square matrices, but its last two dims are %lld and %lld",
				      ix, (long long)rows, (long long)cols);
	return true;
}

static PirType *complexOf(PirOperation *op, PirType *t)
{
	if (t->kind == PIR_TYPE_F32)
		return pirTypeGetScalar(ctxOf(op), PIR_TYPE_C64);
	if (t->kind == PIR_TYPE_F64)
		return pirTypeGetScalar(ctxOf(op), PIR_TYPE_C128);
	if (t->kind == PIR_TYPE_C64 || t->kind == PIR_TYPE_C128)
		return t;
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
}

static PirType *realOf(PirOperation *op, PirType *t)
{
	if (t->kind == PIR_TYPE_C64)
		return pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32);
	if (t->kind == PIR_TYPE_C128)
		return pirTypeGetScalar(ctxOf(op), PIR_TYPE_F64);
	return t;
}

static int64_t minDim(int64_t a, int64_t b)
{
	return a < 0 || b < 0 ? -1 : a < b ? a : b;
}

/* cholesky, inverse, matrix_power: square matrices; out like x. */
void pirInferSquare(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults && matrices(op, &x, true))
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* eig(x) -> out_w [..., n], out_v like x; eigvals(x) -> out [..., n]: of
 * x's dtype made complex. */
void pirInferEig(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, true))
		return;
	x.elem = complexOf(op, x.elem);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
	x.rank--;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* eigh/eigvalsh(x) -> eigenvalues [..., n] of x's dtype made real,
 * eigenvectors like x. */
void pirInferEigh(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, true))
		return;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
	x.elem = realOf(op, x.elem);
	x.rank--;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* svd(x [..., m, n], full_matrices) -> u [..., m, k], s [..., k],
 * vh [..., k, n] with k = min(m, n); full_matrices gives u [..., m, m]
 * and vh [..., n, n]. svdvals -> s alone. All of x's dtype (as Paddle
 * declares them, complex s included). */
void pirInferSvd(PirOperation *op, PirType **r)
{
	PirShape x, s;
	if (!op->numResults || !matrices(op, &x, false))
		return;
	int64_t m = x.dims[x.rank - 2], n = x.dims[x.rank - 1], k = minDim(m, n);
	bool full = pirInferBoolAttr(op, "full_matrices", false);
	s = x;
	s.rank--;
	s.dims[s.rank - 1] = k;
	if (op->numResults == 1) {
		r[0] = pirInferTensor(ctxOf(op), &s);
		return;
	}
	PirShape u = x, vh = x;
	u.dims[x.rank - 1] = full ? m : k;
	vh.dims[x.rank - 2] = full ? n : k;
	r[0] = pirInferTensor(ctxOf(op), &u);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &s);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &vh);
}

/* qr(x [..., m, n], mode) -> q, r with k = min(m, n): mode "reduced"
 * q [..., m, k], r [..., k, n]; "complete" q [..., m, m], r [..., m, n];
 * "r" r [..., k, n] (q is not computed: left open). Other modes are
 * refused, as Paddle's ParseQrMode does. */
void pirInferQr(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, false))
		return;
	const char *mode = pirInferStrAttr(op, "mode", "reduced");
	bool reduced = !strcmp(mode, "reduced") || !strcmp(mode, "r"), q = strcmp(mode, "r") != 0;
	if (!reduced && strcmp(mode, "complete")) {
		pirInferReject(op, -1, "mode", "mode \"%s\" is not \"reduced\", \"complete\" or \"r\"", mode);
		return;
	}
	int64_t m = x.dims[x.rank - 2], k = minDim(m, x.dims[x.rank - 1]);
	PirShape qs = x, rs = x;
	qs.dims[x.rank - 1] = reduced ? k : m;
	rs.dims[x.rank - 2] = reduced ? k : m;
	if (q)
		r[0] = pirInferTensor(ctxOf(op), &qs);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &rs);
}

/* Operand `name` of rank `min` or more; rejects at it otherwise. */
static bool rankAtLeast(PirOperation *op, const char *name, PirShape *s, uint32_t min)
{
	if (!pirInferShapeOf(pirInferOperand(op, name), s))
		return false;
	int i = pirInferOperandIndex(op, name);
	if (s->rank < min)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must have rank %u or more, but is %u-D", i, name, min, s->rank);
	return true;
}

/* triangular_solve(x [..., M, M], y [..., M, K]): out [batch, M, K] of
 * y's dtype, the batch dims of x and y broadcast. */
void pirInferTriangularSolve(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	if (!op->numResults || !matrices(op, &x, true) || !rankAtLeast(op, "y", &y, 2))
		return;
	PirShape xb = {.rank = x.rank - 2}, yb = {.rank = y.rank - 2};
	memcpy(xb.dims, x.dims, xb.rank * sizeof *xb.dims);
	memcpy(yb.dims, y.dims, yb.rank * sizeof *yb.dims);
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (!pirInferCheckBroadcast(op, ix, &xb, iy, &yb) ||
	    !pirInferBroadcast(xb.dims, xb.rank, yb.dims, yb.rank, o.dims, &o.rank) || o.rank + 2 > PIR_INFER_MAX_RANK)
		return;
	o.dims[o.rank++] = y.dims[y.rank - 2];
	o.dims[o.rank++] = y.dims[y.rank - 1];
	o.elem = y.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* solve(x [..., M, M], y [..., M, N] or [M]): out of x's dtype with the
 * batch dims of the operand of higher rank (x's when equal, and when y is
 * 1-D), then M, then N unless y is 1-D (SolveInferMeta). */
void pirInferSolve(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	if (!op->numResults || !matrices(op, &x, true) || !rankAtLeast(op, "y", &y, 1))
		return;
	bool yVec = y.rank == 1;
	uint32_t yr = yVec ? 2 : y.rank;
	const PirShape *hi = x.rank >= yr ? &x : &y;
	o.rank = (hi == &x ? x.rank : yr) - 2;
	memcpy(o.dims, hi->dims, o.rank * sizeof *o.dims);
	o.dims[o.rank++] = x.dims[x.rank - 2];
	if (!yVec)
		o.dims[o.rank++] = y.dims[y.rank - 1];
	o.elem = x.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}
