/* infer_linalg.c: inference rules of the linear-algebra ops on (batches
 * of) matrices: the square-matrix ops (cholesky, inverse, matrix_power),
 * eig/eigvals, eigh/eigvalsh, svd/svdvals, qr, triangular_solve, solve,
 * det/slogdet, lu, lu_unpack and lstsq, after Paddle's CholeskyInferMeta,
 * InverseInferMeta, MatrixPowerInferMeta, EigInferMeta, EigvalsInferMeta,
 * EighInferMeta, EigvalshInferMeta, SvdInferMeta, SvdvalsInferMeta,
 * QrInferMeta, TriangularSolveInferMeta, SolveInferMeta, the determinant
 * kernels, LUInferMeta, LUUnpackInferMeta and LstsqInferMeta. */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* How a rule compares x's last two dims (docs/dialect-yaml.md, "Unknown
 * dims in Paddle's checks"): not at all, only where both are known (a
 * check Paddle guards with `dims > 0` or `config.is_runtime`: -1 agrees
 * with anything), or as written (an unguarded PADDLE_ENFORCE_EQ: Paddle
 * refuses [-1, 3] when it builds the op, in the legacy graph and in PIR
 * alike, so -1 matches only -1). */
enum { ANY_MATRIX, SQUARE_KNOWN, SQUARE_AS_WRITTEN };

/* Operand x as a batch of matrices: rank 2 or more, and square as `how`
 * says. Rejects at the operand and returns false otherwise (or when x has
 * no dense type). */
static bool matrices(PirOperation *op, PirShape *x, int how)
{
	if (!pirInferShapeOf(pirInferOperand(op, "x"), x))
		return false;
	int ix = pirInferOperandIndex(op, "x");
	if (x->rank < 2)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') must have rank 2 or more (a matrix or a batch of them), but is %u-D",
				      ix, x->rank);
	int64_t rows = x->dims[x->rank - 2], cols = x->dims[x->rank - 1];
	if (how == SQUARE_KNOWN && rows >= 0 && cols >= 0 && rows != cols)
		return pirInferReject(op, ix, NULL, "operand #%d ('x') must hold square matrices, but its last two dims are %lld and %lld",
				      ix, (long long)rows, (long long)cols);
	if (how == SQUARE_AS_WRITTEN && rows != cols)
		return pirInferReject(op, ix, NULL,
				      "operand #%d ('x') must hold square matrices, but its last two dims are %lld and %lld%s", ix,
				      (long long)rows, (long long)cols,
				      rows < 0 || cols < 0 ? " (Paddle compares them as written: -1 matches only -1)" : "");
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

/* cholesky, matrix_power: square matrices (CholeskyInferMeta and
 * MatrixPowerInferMeta compare the dims as written); out like x. */
void pirInferSquare(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults && matrices(op, &x, SQUARE_AS_WRITTEN))
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* inverse: square matrices where both dims are known (InverseInferMeta
 * compares them only when both are positive); out like x. */
void pirInferInverse(PirOperation *op, PirType **r)
{
	PirShape x;
	if (op->numResults && matrices(op, &x, SQUARE_KNOWN))
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* eig(x) -> out_w [..., n], out_v like x; eigvals(x) -> out [..., n]: of
 * x's dtype made complex. EigInferMeta compares the last two dims as
 * written; EigvalsInferMeta only under `config.is_runtime` or without
 * unknown dims, which the legacy graph's compile-time check skips. */
static void eigOf(PirOperation *op, PirType **r, int how)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, how))
		return;
	x.elem = complexOf(op, x.elem);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
	x.rank--;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

void pirInferEig(PirOperation *op, PirType **r)
{
	eigOf(op, r, SQUARE_AS_WRITTEN);
}

void pirInferEigvals(PirOperation *op, PirType **r)
{
	eigOf(op, r, SQUARE_KNOWN);
}

/* eigh/eigvalsh(x) -> eigenvalues [..., n] of x's dtype made real,
 * eigenvectors like x (EighInferMeta, EigvalshInferMeta: the last two
 * dims compared as written). */
void pirInferEigh(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, SQUARE_AS_WRITTEN))
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
	if (!op->numResults || !matrices(op, &x, ANY_MATRIX))
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
	if (!op->numResults || !matrices(op, &x, ANY_MATRIX))
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

/* The batch dims (all but the last two) of x and y broadcast as Paddle's
 * MatrixGetBroadcastBatchPortion does it: right-aligned, each pair equal
 * or one of them 1, compared as written (-1 matches -1 and 1 only); each
 * dim of o the one that is not 1. Rejects at operand iy otherwise. */
bool pirInferBatchesAsWritten(PirOperation *op, int ix, const PirShape *x, int iy, const PirShape *y, PirShape *o)
{
	uint32_t xr = x->rank - 2, yr = y->rank - 2;
	o->rank = xr > yr ? xr : yr;
	for (uint32_t i = 0; i < o->rank; i++) {
		int64_t a = i < o->rank - xr ? 1 : x->dims[i - (o->rank - xr)];
		int64_t b = i < o->rank - yr ? 1 : y->dims[i - (o->rank - yr)];
		if (a != b && a != 1 && b != 1) {
			char bx[96], by[96];
			return pirInferReject(op, iy, NULL,
					      "operand #%d's batch dims %s and operand #%d's %s do not broadcast (%lld against %lld, aligned at the right; Paddle compares them as written: -1 matches only -1 and 1)",
					      iy, pirInferDimsStr(y->dims, yr, by, sizeof by), ix,
					      pirInferDimsStr(x->dims, xr, bx, sizeof bx), (long long)b, (long long)a);
		}
		o->dims[i] = a != 1 ? a : b;
	}
	return o->rank + 2 <= PIR_INFER_MAX_RANK;
}

/* triangular_solve(x [..., M, M], y [..., M, K]): out [batch, M, K] of
 * y's dtype, the batch dims of x and y broadcast (TriangularSolveInferMeta:
 * x square and the batch dims compared as written). */
void pirInferTriangularSolve(PirOperation *op, PirType **r)
{
	PirShape x, y, o;
	if (!op->numResults || !matrices(op, &x, SQUARE_AS_WRITTEN) || !rankAtLeast(op, "y", &y, 2))
		return;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (!pirInferBatchesAsWritten(op, ix, &x, iy, &y, &o))
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
	if (!op->numResults || !matrices(op, &x, SQUARE_AS_WRITTEN) || !rankAtLeast(op, "y", &y, 1))
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

/* The written type of result i as a shape; false when it is not a dense
 * tensor (absent, <<NULL TYPE>>). */
static bool writtenShape(PirOperation *op, uint32_t i, PirShape *s)
{
	return i < op->numResults && pirInferShapeOfType(pirOperationGetResultType(op, i), s);
}

/* det(x), slogdet(x). Paddle's op table gives both UnchangedInferMeta in
 * every snapshot (dev-2023-06-15 to dev-2025-02-17): the program Paddle
 * builds types out exactly like x. The kernel (DeterminantKernel,
 * SlogDeterminantKernel) then makes it x's batch dims (0-D for a matrix),
 * or [2, batch...] for slogdet (sign and log|det| stacked); the legacy
 * determinant/slogdeterminant ops set no dims at all (the VarDesc keeps
 * what Python declared). The written rank tells which form a program
 * follows: x's rank is Paddle's build-time type, the kernel's rank its
 * run-time one, and a 0-D result of a batch (a legacy VarDesc) is not
 * checked; any other rank contradicts the build-time type. A slogdet of
 * two results (sign, logabsdet: PIR JSON version 2, after the table's last
 * snapshot) is left open: its InferMeta is in none of the sources here.
 * x must hold square matrices (the kernels' checks, made where both dims
 * are known: they run on the real dims). */
static void determinant(PirOperation *op, PirType **r, bool slog)
{
	PirShape x, w;
	if (!op->numResults || !matrices(op, &x, SQUARE_KNOWN) || (slog && op->numResults > 1))
		return;
	uint32_t kernelRank = slog ? x.rank - 1 : x.rank - 2;
	if (!writtenShape(op, 0, &w) || w.rank == x.rank) {
		r[0] = pirInferTensor(ctxOf(op), &x);
		return;
	}
	if (w.rank == 0 && x.rank > 2)
		return;
	if (w.rank != kernelRank) {
		r[0] = pirInferTensor(ctxOf(op), &x);
		return;
	}
	PirShape o = {.elem = x.elem, .rank = kernelRank};
	uint32_t at = 0;
	if (slog)
		o.dims[at++] = 2;
	for (uint32_t i = 0; i + 2 < x.rank; i++)
		o.dims[at++] = x.dims[i];
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferDet(PirOperation *op, PirType **r)
{
	determinant(op, r, false);
}

void pirInferSlogdet(PirOperation *op, PirType **r)
{
	determinant(op, r, true);
}

/* The batch dims of x (all but the last two) followed by `extra` dims. */
static PirShape batchOf(const PirShape *x, PirType *elem, uint32_t extra, const int64_t *dims)
{
	PirShape o = {.elem = elem, .rank = x->rank - 2 + extra};
	memcpy(o.dims, x->dims, (x->rank - 2) * sizeof *o.dims);
	if (extra) /* dims may be NULL then: memcpy's source must not be */
		memcpy(o.dims + x->rank - 2, dims, extra * sizeof *dims);
	return o;
}

/* lu(x [..., n, m], pivot) -> out like x; pivots [..., min(m, n)] and
 * infos [...] ([1] for a matrix), int32 (LUInferMeta: x of rank 2 or
 * more). Without `pivot` Paddle sets no pivots: left open. */
void pirInferLu(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, ANY_MATRIX))
		return;
	PirType *i32 = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
	r[0] = pirInferTensor(ctxOf(op), &x);
	int64_t k = minDim(x.dims[x.rank - 2], x.dims[x.rank - 1]), one = 1;
	PirShape piv = batchOf(&x, i32, 1, &k), infos = x.rank == 2 ? batchOf(&x, i32, 1, &one) : batchOf(&x, i32, 0, NULL);
	if (op->numResults > 1 && pirInferBoolAttr(op, "pivot", true))
		r[1] = pirInferTensor(ctxOf(op), &piv);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &infos);
}

/* lu_unpack(x [..., n, m], y) -> pmat, l, u, all of x's dtype
 * (LUUnpackInferMeta: x of rank 2 or more). Paddle's InferMeta types all
 * three like x (it replaces the dim min(m, n) stands for with itself),
 * while the factors are P [..., n, n], L [..., n, k] and U [..., k, m]
 * for k = min(m, n): where the two differ (pmat's last dim when m != n,
 * l's when m > n, u's second last when m < n, any of them when m or n is
 * unknown) the dim is open. What Paddle does not set (l and u without
 * unpack_ludata, pmat without unpack_pivots) is open. */
void pirInferLuUnpack(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !matrices(op, &x, ANY_MATRIX))
		return;
	int64_t n = x.dims[x.rank - 2], m = x.dims[x.rank - 1];
	bool known = m >= 0 && n >= 0;
	PirShape p = x, l = x, u = x;
	if (!known || m != n)
		p.dims[x.rank - 1] = -1;
	if (!known || m > n)
		l.dims[x.rank - 1] = -1;
	if (!known || m < n)
		u.dims[x.rank - 2] = -1;
	if (pirInferBoolAttr(op, "unpack_pivots", true))
		r[0] = pirInferTensor(ctxOf(op), &p);
	if (!pirInferBoolAttr(op, "unpack_ludata", true))
		return;
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &l);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &u);
}

/* lstsq(x [..., m, n], y [..., m, k]) -> solution [..., n, k], residuals
 * [..., k] when m > n (else [0]; open where m or n is unknown), rank
 * [...] (dtype open: Paddle's InferMeta sets none), singular_values
 * [..., min(m, n)]; all but rank of y's dtype. LstsqInferMeta: x and y of
 * rank 2 or more and of one rank, the same batch dims and m, compared as
 * written (-1 matches only -1). */
void pirInferLstsq(PirOperation *op, PirType **r)
{
	PirShape x, y;
	if (!op->numResults || !matrices(op, &x, ANY_MATRIX) || !rankAtLeast(op, "y", &y, 2))
		return;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (x.rank != y.rank) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') has rank %u, but operand #%d ('x') has rank %u", iy, y.rank, ix,
			       x.rank);
		return;
	}
	for (uint32_t i = 0; i < x.rank - 1; i++) {
		if (x.dims[i] == y.dims[i])
			continue;
		pirInferReject(op, iy, NULL,
			       "operand #%d ('y') dim %u is %lld, but operand #%d ('x') dim %u is %lld (%s; compared as written: -1 matches only -1)",
			       iy, i, (long long)y.dims[i], ix, i, (long long)x.dims[i],
			       i == x.rank - 2 ? "the rows of x and y" : "the batch dims of x and y");
		return;
	}
	int64_t m = x.dims[x.rank - 2], n = x.dims[x.rank - 1], k = y.dims[y.rank - 1];
	int64_t nk[2] = {n, k}, mn = minDim(m, n);
	PirShape sol = batchOf(&x, y.elem, 2, nk), sv = batchOf(&x, y.elem, 1, &mn);
	PirShape res = m > n ? batchOf(&x, y.elem, 1, &k) : (PirShape){.elem = y.elem, .rank = 1, .dims = {0}};
	PirShape rank = batchOf(&x, pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED), 0, NULL);
	r[0] = pirInferTensor(ctxOf(op), &sol);
	if (op->numResults > 1 && m >= 0 && n >= 0)
		r[1] = pirInferTensor(ctxOf(op), &res);
	if (op->numResults > 2)
		r[2] = pirInferTensor(ctxOf(op), &rank);
	if (op->numResults > 3)
		r[3] = pirInferTensor(ctxOf(op), &sv);
}
