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

/* --- einsum (EinsumRawInferMeta: EinsumInferMeta's out, and xshape as
 * the operands; ParseEinsumEquation of paddle/phi/kernels/impl/
 * einsum_impl.h) --- */

enum { EINSUM_LABELS = 27 }; /* 'a'..'z', and '.' for the ellipsis dims */

/* What the dims given to one label (or ellipsis position) say: Paddle's
 * releases differ (2022-2023: a label's dims must match, -1 agrees, the
 * ellipsis dims broadcast; 2024 on: a label of dim 1 or -1 takes the
 * other's), so two known dims above 1 that differ are refused and the rest
 * is accepted: the result is the dim above 1, else 1 where all are 1, else
 * open. A dim of 0 is Paddle's "not seen yet" (its LabelMap default): it
 * leaves the result open unless all are 0. */
typedef struct EinsumDim {
	int64_t big; /* a dim above 1, or -1 */
	bool one, zero, unknown, seen;
	bool open; /* a release may have read another dim for it (below) */
} EinsumDim;

static bool einsumAdd(EinsumDim *d, int64_t v)
{
	d->seen = true;
	if (v < 0)
		d->unknown = true;
	else if (v == 0)
		d->zero = true;
	else if (v == 1)
		d->one = true;
	else if (d->big < 0)
		d->big = v;
	else if (d->big != v)
		return false;
	return true;
}

static int64_t einsumDim(const EinsumDim *d)
{
	if (d->open)
		return -1;
	if (d->big > 1)
		return d->zero ? -1 : d->big;
	if (d->unknown || (d->zero && d->one))
		return -1;
	return d->zero ? 0 : 1;
}

/* One term of the equation: its labels, and where its "..." is (-1: none).
 * Rejects a '.' outside one "...". */
typedef struct EinsumTerm {
	const char *s;
	uint32_t len, labels;
	int ell;      /* index in s of the "...", or -1 */
	uint32_t ed;  /* the operand dim where the "..." dims start */
} EinsumTerm;

static bool einsumTerm(PirOperation *op, const char *eq, const char *s, uint32_t len, EinsumTerm *t)
{
	*t = (EinsumTerm){.s = s, .len = len, .ell = -1};
	for (uint32_t i = 0; i < len; i++) {
		if (s[i] != '.') {
			t->labels++;
			continue;
		}
		if (t->ell >= 0 || i + 2 >= len || s[i + 1] != '.' || s[i + 2] != '.')
			return pirInferReject(op, -1, "equation", "equation \"%s\": '.' is allowed only in one \"...\" per term", eq);
		t->ell = (int)i;
		t->ed = t->labels;
		i += 2;
	}
	return true;
}

/* einsum(x, equation): the labels of each operand's term name its dims (a
 * "..." the dims the labels leave over, broadcast across the operands);
 * out has the right side's labels, of x[0]'s dtype; xshape (when written)
 * the operands' types. Refused: an equation without exactly one "->" or
 * with other characters than a-z, ',' and "..." (Paddle's
 * ValidationCheck, in the kernel); a number of terms other than the
 * operands'; a term with more or fewer labels than its operand's rank
 * (Paddle reads past the dims); an output label no operand has (the
 * kernel's "Must in all_labels"); a label given two different dims above
 * 1, ellipsis dims that do not broadcast. After a -1 at a label already
 * known, Paddle 2022-2023 reads the operand's later dims one place early:
 * its later labels are left open and unchecked. */
void pirInferEinsum(PirOperation *op, PirType **r)
{
	PirValue *xv = pirInferOperand(op, "x");
	PirType *xt = xv ? pirValueGetType(xv) : NULL;
	const char *eq = pirInferStrAttr(op, "equation", NULL);
	if (!op->numResults || !xt || pirTypeGetKind(xt) != PIR_TYPE_VECTOR || !eq)
		return;
	uint32_t n = pirVectorTypeGetSize(xt);
	PirShape in[8];
	if (n == 0 || n > 8)
		return;
	for (uint32_t i = 0; i < n; i++)
		if (!pirInferShapeOfType(pirVectorTypeGetElement(xt, i), &in[i]))
			return;
	int ix = pirInferOperandIndex(op, "x");
	const char *arrow = strstr(eq, "->");
	if (!arrow || strstr(arrow + 2, "->")) {
		pirInferReject(op, -1, "equation", "equation \"%s\" must have one \"->\"", eq);
		return;
	}
	for (const char *c = eq; *c; c++)
		if (c != arrow && c != arrow + 1 && !(*c >= 'a' && *c <= 'z') && *c != ',' && *c != '.') {
			pirInferReject(op, -1, "equation", "equation \"%s\" has '%c': einsum takes the labels a-z, ',' and \"...\"",
				       eq, *c);
			return;
		}
	EinsumTerm terms[8], right;
	uint32_t nt = 0;
	for (const char *s = eq;; nt++) {
		const char *e = s;
		while (e < arrow && *e != ',')
			e++;
		if (nt < 8 && !einsumTerm(op, eq, s, (uint32_t)(e - s), &terms[nt]))
			return;
		if (e == arrow) {
			nt++;
			break;
		}
		s = e + 1;
	}
	if (nt != n) {
		pirInferReject(op, ix, NULL, "equation \"%s\" has %u operand term%s, but operand #%d ('x') has %u elements", eq, nt,
			       nt == 1 ? "" : "s", ix, n);
		return;
	}
	if (!einsumTerm(op, eq, arrow + 2, (uint32_t)strlen(arrow + 2), &right))
		return;
	EinsumDim lab[EINSUM_LABELS], ell[PIR_INFER_MAX_RANK];
	memset(lab, 0, sizeof lab);
	memset(ell, 0, sizeof ell);
	for (uint32_t k = 0; k < EINSUM_LABELS; k++)
		lab[k].big = -1;
	for (uint32_t k = 0; k < PIR_INFER_MAX_RANK; k++)
		ell[k].big = -1;
	uint32_t nb = 0; /* the broadcast ellipsis rank */
	for (uint32_t i = 0; i < n; i++) {
		const EinsumTerm *t = &terms[i];
		if (t->ell < 0 ? in[i].rank != t->labels : in[i].rank < t->labels) {
			pirInferReject(op, ix, NULL, "operand #%d ('x') element %u is %u-D, but its term \"%.*s\" gives %s%u labels",
				       ix, i, in[i].rank, (int)t->len, t->s, t->ell < 0 ? "" : "at most ", t->labels);
			return;
		}
		uint32_t ne = in[i].rank - t->labels, d = 0;
		/* Paddle 2022-2023 does not step past a -1 dim of a label it
		 * already knows: the operand's later labels read the dims one
		 * place early there. Those labels are left open and unchecked. */
		bool shifted = false;
		if (ne > nb)
			nb = ne;
		for (uint32_t c = 0; c < t->len; c++) {
			if ((int)c == t->ell) {
				d += ne;
				c += 2;
				continue;
			}
			EinsumDim *l = &lab[t->s[c] - 'a'];
			int64_t before = l->big;
			bool known = l->seen && !l->unknown, fresh = !l->seen;
			if (shifted) {
				if (fresh || !einsumAdd(l, in[i].dims[d]))
					l->open = true;
				l->seen = true;
				d++;
				continue;
			}
			if (known && in[i].dims[d] < 0)
				shifted = true;
			if (!einsumAdd(l, in[i].dims[d])) {
				pirInferReject(op, ix, NULL,
					       "operand #%d ('x') element %u dim %u is %lld, but label '%c' is %lld in another place",
					       ix, i, d, (long long)in[i].dims[d], t->s[c], (long long)before);
				return;
			}
			d++;
		}
	}
	/* The ellipsis dims, aligned at the right. */
	for (uint32_t i = 0; i < n; i++) {
		if (terms[i].ell < 0)
			continue;
		uint32_t ne = in[i].rank - terms[i].labels;
		for (uint32_t k = 0; k < ne; k++) {
			EinsumDim *e = &ell[nb - ne + k];
			int64_t before = e->big;
			int64_t v = in[i].dims[terms[i].ed + k];
			if (!einsumAdd(e, v)) {
				pirInferReject(op, ix, NULL,
					       "operand #%d ('x') element %u dim %u is %lld, but the \"...\" dims elsewhere have %lld there: they do not broadcast",
					       ix, i, terms[i].ed + k, (long long)v, (long long)before);
				return;
			}
		}
	}
	PirShape o = {.elem = in[0].elem};
	for (uint32_t c = 0; c < right.len; c++) {
		if ((int)c == right.ell) {
			for (uint32_t k = 0; k < nb && o.rank < PIR_INFER_MAX_RANK; k++)
				o.dims[o.rank++] = einsumDim(&ell[k]);
			c += 2;
			continue;
		}
		const EinsumDim *l = &lab[right.s[c] - 'a'];
		if (!l->seen) {
			pirInferReject(op, -1, "equation", "equation \"%s\": output label '%c' is in no operand's term", eq,
				       right.s[c]);
			return;
		}
		if (o.rank == PIR_INFER_MAX_RANK)
			return;
		o.dims[o.rank++] = einsumDim(l);
	}
	r[0] = pirInferTensor(ctxOf(op), &o);
	if (op->numResults == 3 && pirTypeGetKind(pirOperationGetResultType(op, 2)) == PIR_TYPE_VECTOR)
		r[2] = xt;
}
