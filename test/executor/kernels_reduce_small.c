/* kernels_reduce_small.c: pir-run kernels of small reductions, scans and
 * linear algebra, with their grads, as Paddle's CPU kernels compute them:
 * amax and amin (their grad shares out_grad evenly among a group's ties),
 * min (its grad reaches every tie, as max's in kernels_train.c), cumprod
 * and logcumsumexp (exclusive, reverse; logcumsumexp's flatten), dot, mv,
 * trace, diagonal, diag (a 1-D x to a matrix, a 2-D x to its diagonal),
 * cross (axis 9: the first axis of size 3) and kron. Operand order as in
 * dialects/pd_op.yaml. The grads of the scans are the exact derivatives,
 * summed term by term (zeros in cumprod's x need no special case). */
#include <math.h>

#include "kernels.h"

/* ------------------------------------------------------- amax, amin, min */

/* The reduction of x over the axes (operand axisOperand, else the `axis`
 * attribute) into result 0: the largest (max) or smallest element. */
static bool extremum(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, uint32_t axisOperand, bool max)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	ExShape keep, os, sx = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, axisOperand, x, &keep, &os, &count))
		return false;
	if (count == 0)
		return exError(r, op, "reduction over no elements");
	ExObj *o = exNewResult(r, op, 0, x->dtype, &os);
	if (!o)
		return false;
	for (size_t k = 0; k < o->numel; k++)
		o->data[k] = max ? -INFINITY : INFINITY;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t at = exBroadcastIndex(&keep, &sx, idx);
		o->data[at] = max ? fmax(o->data[at], x->data[k]) : fmin(o->data[at], x->data[k]);
		exIndexNext(&sx, idx);
	}
	out[0] = o;
	return true;
}

/* The grad (x, out, out_grad[, axis]) of an extremum: out_grad to the
 * elements equal to their group's out, divided by the group's count of
 * them when shared (amax_grad, amin_grad: Paddle's AMaxOrAMinGradFunctor),
 * whole to each otherwise (min_grad). */
static bool extremumGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, uint32_t axisOperand, bool shared)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *m = in[1], *g = in[2];
	ExShape keep, os, sx = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, axisOperand, x, &keep, &os, &count))
		return false;
	size_t groups = exShapeNumel(&keep);
	if (m->numel != groups || g->numel != groups)
		return exError(r, op, "out and out_grad must have one element per reduced group (%zu)", groups);
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	ExObj *ties = exTensorCreate(PIR_TYPE_F64, &keep);
	if (!ties) {
		exRelease(xg);
		return exError(r, op, "tensor too large for pir-run");
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t at = exBroadcastIndex(&keep, &sx, idx);
		ties->data[at] += x->data[k] == m->data[at];
		exIndexNext(&sx, idx);
	}
	for (uint32_t i = 0; i < sx.rank; i++)
		idx[i] = 0;
	for (size_t k = 0; k < x->numel; k++) {
		size_t at = exBroadcastIndex(&keep, &sx, idx);
		if (x->data[k] == m->data[at])
			xg->data[k] = shared ? g->data[at] / ties->data[at] : g->data[at];
		exIndexNext(&sx, idx);
	}
	exRelease(ties);
	out[0] = xg;
	return true;
}

static bool amax(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return extremum(r, op, in, out, op->numOperands, true);
}
static bool amin(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return extremum(r, op, in, out, op->numOperands, false);
}
static bool amaxGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return extremumGrad(r, op, in, out, op->numOperands, true);
}
/* min(x, axis?) and min_grad(x, out, out_grad, axis?). */
static bool minK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return extremum(r, op, in, out, 1, false);
}
static bool minGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return extremumGrad(r, op, in, out, 3, false);
}

/* ------------------------------------------------- cumprod, logcumsumexp */

/* A scan's lines: x as outer x n x inner around the axis; element t of
 * line (o, i) in scan order (reverse: from the end) is at at(o, i, t). */
typedef struct Scan {
	size_t outer, inner;
	int64_t n;
	bool exclusive, reverse;
} Scan;

static size_t scanAt(const Scan *s, size_t o, size_t i, int64_t t)
{
	int64_t p = s->reverse ? s->n - 1 - t : t;
	return (o * (size_t)s->n + (size_t)p) * s->inner + i;
}

/* Whether scan output u reads input t (t <= u, or t < u when exclusive). */
static bool scanReads(const Scan *s, int64_t u, int64_t t)
{
	return s->exclusive ? t < u : t <= u;
}

static bool scanOf(ExRun *r, PirOperation *op, const ExObj *x, const char *axisName, bool flatten, Scan *s)
{
	double a;
	if (!exAttrDouble(r, op, axisName, -1, &a))
		return false;
	s->exclusive = exAttrBool(op, "exclusive", false);
	s->reverse = exAttrBool(op, "reverse", false);
	if (flatten) {
		s->outer = s->inner = 1;
		s->n = (int64_t)x->numel;
		return true;
	}
	return exAxisSplit(r, op, x, (int64_t)a, &s->outer, &s->n, &s->inner);
}

/* cumprod(x) {dim, exclusive, reverse}: running products (exclusive: of
 * the elements before, 1 first). */
static bool cumprod(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Scan s;
	if (!exWantTensor(r, op, in, 0) || !scanOf(r, op, in[0], "dim", false, &s))
		return false;
	ExObj *x = in[0];
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &sx);
	if (!o)
		return false;
	for (size_t a = 0; a < s.outer; a++)
		for (size_t i = 0; i < s.inner; i++) {
			double p = 1;
			for (int64_t t = 0; t < s.n; t++) {
				size_t at = scanAt(&s, a, i, t);
				if (!s.exclusive)
					p *= x->data[at];
				o->data[at] = p;
				if (s.exclusive)
					p *= x->data[at];
			}
		}
	out[0] = o;
	return true;
}

/* cumprod_grad(x, out, out_grad): x_grad at t = the sum over the outputs u
 * reading t of out_grad(u) times the product of the other inputs u reads. */
static bool cumprodGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Scan s;
	for (uint32_t k = 0; k < 3; k++)
		if (!exWantTensor(r, op, in, k))
			return false;
	ExObj *x = in[0], *g = in[2];
	if (g->numel != x->numel)
		return exError(r, op, "out_grad must have x's %zu elements", x->numel);
	if (!scanOf(r, op, x, "dim", false, &s))
		return false;
	ExShape sx = exShapeOf(x);
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	for (size_t a = 0; a < s.outer; a++)
		for (size_t i = 0; i < s.inner; i++)
			for (int64_t t = 0; t < s.n; t++) {
				double sum = 0, p = 1; /* p: the product of the inputs output u reads, but t */
				for (int64_t u = 0; u < s.n; u++) {
					if (s.exclusive && u > 0 && u - 1 != t)
						p *= x->data[scanAt(&s, a, i, u - 1)];
					if (!s.exclusive && u != t)
						p *= x->data[scanAt(&s, a, i, u)];
					if (scanReads(&s, u, t))
						sum += g->data[scanAt(&s, a, i, u)] * p;
				}
				xg->data[scanAt(&s, a, i, t)] = sum;
			}
	out[0] = xg;
	return true;
}

/* log(exp(a) + exp(b)), -inf being the empty sum. */
static double logAddExp(double a, double b)
{
	if (a == -INFINITY)
		return b;
	if (b == -INFINITY)
		return a;
	double m = fmax(a, b);
	return m + log(exp(a - m) + exp(b - m));
}

/* The shape of logcumsumexp's result: x's, or [numel] with flatten. */
static ExShape lcseShape(const ExObj *x, bool flatten)
{
	ExShape s = exShapeOf(x);
	if (flatten) {
		s.rank = 1;
		s.dims[0] = (int64_t)x->numel;
	}
	return s;
}

/* logcumsumexp(x) {axis, flatten, exclusive, reverse}: log of the running
 * sums of exp(x) (exclusive: of the elements before, -inf first). */
static bool logcumsumexp(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Scan s;
	bool flatten = exAttrBool(op, "flatten", false);
	if (!exWantTensor(r, op, in, 0) || !scanOf(r, op, in[0], "axis", flatten, &s))
		return false;
	ExObj *x = in[0];
	ExShape so = lcseShape(x, flatten);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &so);
	if (!o)
		return false;
	for (size_t a = 0; a < s.outer; a++)
		for (size_t i = 0; i < s.inner; i++) {
			double acc = -INFINITY;
			for (int64_t t = 0; t < s.n; t++) {
				size_t at = scanAt(&s, a, i, t);
				if (!s.exclusive)
					acc = logAddExp(acc, x->data[at]);
				o->data[at] = acc;
				if (s.exclusive)
					acc = logAddExp(acc, x->data[at]);
			}
		}
	out[0] = o;
	return true;
}

/* logcumsumexp_grad(x, out, out_grad): x_grad at t = the sum over the
 * outputs u reading t of out_grad(u) exp(x(t) - out(u)). */
static bool logcumsumexpGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Scan s;
	bool flatten = exAttrBool(op, "flatten", false);
	for (uint32_t k = 0; k < 3; k++)
		if (!exWantTensor(r, op, in, k))
			return false;
	ExObj *x = in[0], *y = in[1], *g = in[2];
	if (y->numel != x->numel || g->numel != x->numel)
		return exError(r, op, "out and out_grad must have x's %zu elements", x->numel);
	if (!scanOf(r, op, x, "axis", flatten, &s))
		return false;
	ExShape sx = exShapeOf(x);
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	for (size_t a = 0; a < s.outer; a++)
		for (size_t i = 0; i < s.inner; i++)
			for (int64_t t = 0; t < s.n; t++) {
				size_t at = scanAt(&s, a, i, t);
				double sum = 0;
				for (int64_t u = 0; u < s.n; u++)
					if (scanReads(&s, u, t)) {
						size_t au = scanAt(&s, a, i, u);
						sum += g->data[au] * exp(x->data[at] - y->data[au]);
					}
				xg->data[at] = sum;
			}
	out[0] = xg;
	return true;
}

/* ------------------------------------------------------------- dot, mv */

/* dot(x, y): 1-D operands to a 0-D result, 2-D ones [N, D] row by row to [N]. */
static bool dotShapes(ExRun *r, PirOperation *op, ExObj **in, size_t *rows, size_t *d)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]);
	if (!exShapeEqual(&sx, &sy) || sx.rank < 1 || sx.rank > 2)
		return exError(r, op, "dot takes two 1-D or 2-D operands of one shape");
	*rows = sx.rank == 2 ? (size_t)sx.dims[0] : 1;
	*d = (size_t)sx.dims[sx.rank - 1];
	return true;
}
static bool dot(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, d;
	if (!dotShapes(r, op, in, &rows, &d))
		return false;
	ExShape so = {0};
	if (in[0]->rank == 2) {
		so.rank = 1;
		so.dims[0] = (int64_t)rows;
	}
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &so);
	if (!o)
		return false;
	for (size_t n = 0; n < rows; n++)
		for (size_t k = 0; k < d; k++)
			o->data[n] += in[0]->data[n * d + k] * in[1]->data[n * d + k];
	out[0] = o;
	return true;
}
/* dot_grad(x, y, out_grad): x_grad = out_grad(row) y, y_grad = out_grad(row) x. */
static bool dotGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, d;
	if (!dotShapes(r, op, in, &rows, &d) || !exWantTensor(r, op, in, 2))
		return false;
	if (in[2]->numel != rows)
		return exError(r, op, "out_grad must have one element per row (%zu)", rows);
	ExShape s = exShapeOf(in[0]), shapes[2] = {s, s};
	ExObj *res[2];
	if (!exNewResults(r, op, in[2]->dtype, shapes, 2, res))
		return false;
	for (size_t n = 0; n < rows; n++)
		for (size_t k = 0; k < d; k++) {
			double g = in[2]->data[n];
			if (res[0])
				res[0]->data[n * d + k] = g * in[1]->data[n * d + k];
			if (res[1])
				res[1]->data[n * d + k] = g * in[0]->data[n * d + k];
		}
	out[0] = res[0];
	if (res[1])
		out[1] = res[1];
	return true;
}

/* mv(x [M, N], vec [N]) -> [M]. */
static bool mvShapes(ExRun *r, PirOperation *op, ExObj **in, size_t *m, size_t *n)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	if (in[0]->rank != 2 || in[1]->rank != 1 || in[0]->dims[1] != in[1]->dims[0])
		return exError(r, op, "mv takes a matrix [M, N] and a vector [N]");
	*m = (size_t)in[0]->dims[0];
	*n = (size_t)in[0]->dims[1];
	return true;
}
static bool mv(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t m, n;
	if (!mvShapes(r, op, in, &m, &n))
		return false;
	ExShape so = {1, {(int64_t)m}};
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &so);
	if (!o)
		return false;
	for (size_t i = 0; i < m; i++)
		for (size_t k = 0; k < n; k++)
			o->data[i] += in[0]->data[i * n + k] * in[1]->data[k];
	out[0] = o;
	return true;
}
/* mv_grad(x, vec, out_grad): x_grad = out_grad vec^T, vec_grad = x^T out_grad. */
static bool mvGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t m, n;
	if (!mvShapes(r, op, in, &m, &n) || !exWantTensor(r, op, in, 2))
		return false;
	if (in[2]->numel != m)
		return exError(r, op, "out_grad must have %zu elements", m);
	ExShape shapes[2] = {exShapeOf(in[0]), exShapeOf(in[1])};
	ExObj *res[2];
	if (!exNewResults(r, op, in[2]->dtype, shapes, 2, res))
		return false;
	for (size_t i = 0; i < m; i++)
		for (size_t k = 0; k < n; k++) {
			double g = in[2]->data[i];
			if (res[0])
				res[0]->data[i * n + k] = g * in[1]->data[k];
			if (res[1])
				res[1]->data[k] += g * in[0]->data[i * n + k];
		}
	out[0] = res[0];
	if (res[1])
		out[1] = res[1];
	return true;
}

/* ------------------------------------------------ trace, diagonal, diag */

/* A diagonal of x along axes a1, a2 (offset: above the main one when
 * positive): rest is x's shape without a1 and a2, len the diagonal's length. */
typedef struct Diag {
	uint32_t a1, a2;
	int64_t offset, len;
	ExShape rest;
} Diag;

static bool diagOf(ExRun *r, PirOperation *op, const ExObj *x, Diag *d)
{
	double off, a1, a2;
	if (!exAttrDouble(r, op, "offset", 0, &off) || !exAttrDouble(r, op, "axis1", 0, &a1) ||
	    !exAttrDouble(r, op, "axis2", 1, &a2))
		return false;
	int64_t i1 = (int64_t)a1 < 0 ? (int64_t)a1 + x->rank : (int64_t)a1;
	int64_t i2 = (int64_t)a2 < 0 ? (int64_t)a2 + x->rank : (int64_t)a2;
	if (i1 < 0 || i2 < 0 || i1 >= (int64_t)x->rank || i2 >= (int64_t)x->rank || i1 == i2)
		return exError(r, op, "axis1 %g and axis2 %g must be two axes of rank %u", a1, a2, x->rank);
	d->a1 = (uint32_t)i1;
	d->a2 = (uint32_t)i2;
	d->offset = (int64_t)off;
	int64_t n1 = x->dims[i1], n2 = x->dims[i2];
	int64_t len = d->offset >= 0 ? (n1 < n2 - d->offset ? n1 : n2 - d->offset)
				     : (n1 + d->offset < n2 ? n1 + d->offset : n2);
	d->len = len > 0 ? len : 0;
	d->rest.rank = 0;
	for (uint32_t i = 0; i < x->rank; i++)
		if (i != d->a1 && i != d->a2)
			d->rest.dims[d->rest.rank++] = x->dims[i];
	return true;
}

/* Whether x's element at idx is on the diagonal; then *restAt is its index
 * in rest and *k its place along the diagonal. */
static bool onDiag(const Diag *d, const ExShape *sx, const int64_t *idx, size_t *restAt, int64_t *k)
{
	if (idx[d->a2] - idx[d->a1] != d->offset)
		return false;
	size_t at = 0;
	for (uint32_t i = 0; i < sx->rank; i++)
		if (i != d->a1 && i != d->a2)
			at = at * (size_t)sx->dims[i] + (size_t)idx[i];
	*restAt = at;
	*k = d->offset >= 0 ? idx[d->a1] : idx[d->a2];
	return true;
}

/* diagonal and trace, their grads: o[rest, k] (diagonal) or o[rest] (trace,
 * the sum along k) from x's diagonal elements, or the other way (grad:
 * out_grad into a zero x_grad of x's shape). */
static bool diagWalk(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool trace, bool grad)
{
	if (!exWantTensor(r, op, in, 0) || (grad && !exWantTensor(r, op, in, 1)))
		return false;
	ExObj *x = in[0];
	Diag d = {0};
	if (!diagOf(r, op, x, &d))
		return false;
	ExShape so = d.rest, sx = exShapeOf(x);
	if (!trace)
		so.dims[so.rank++] = d.len;
	if (grad && in[1]->numel != exShapeNumel(&so))
		return exError(r, op, "out_grad must have %zu elements", exShapeNumel(&so));
	ExObj *o = grad ? exNewResult(r, op, 0, in[1]->dtype, &sx) : exNewResult(r, op, 0, x->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t e = 0; e < x->numel; e++) {
		size_t at;
		int64_t k;
		if (onDiag(&d, &sx, idx, &at, &k)) {
			size_t oi = trace ? at : at * (size_t)d.len + (size_t)k;
			if (grad)
				o->data[e] = in[1]->data[oi];
			else
				o->data[oi] += x->data[e];
		}
		exIndexNext(&sx, idx);
	}
	out[0] = o;
	return true;
}
static bool traceK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagWalk(r, op, in, out, true, false);
}
static bool traceGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagWalk(r, op, in, out, true, true);
}
static bool diagonalK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagWalk(r, op, in, out, false, false);
}
static bool diagonalGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagWalk(r, op, in, out, false, true);
}

/* diag(x) {offset, padding_value}: a 1-D (or 0-D) x of n elements to the
 * (n + |offset|)-square matrix with x on diagonal `offset` and
 * padding_value elsewhere; a 2-D x to its diagonal `offset`. diag_grad(x,
 * out_grad) {offset}: out_grad's diagonal (1-D x) or out_grad on x's
 * diagonal, zeros elsewhere (2-D x). */
static bool diagK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	double off, pad;
	if (!exWantTensor(r, op, in, 0) || (grad && !exWantTensor(r, op, in, 1)) ||
	    !exAttrDouble(r, op, "offset", 0, &off) || !exAttrDouble(r, op, "padding_value", 0, &pad))
		return false;
	ExObj *x = in[0];
	int64_t o = (int64_t)off, a = o < 0 ? -o : o;
	if (x->rank > 2)
		return exError(r, op, "diag takes a 0-D, 1-D or 2-D x, not rank %u", x->rank);
	if (x->rank < 2) {
		int64_t n = (int64_t)x->numel, m = n + a;
		ExShape sm = {2, {m, m}}, sx = exShapeOf(x);
		if (grad && in[1]->numel != (size_t)(m * m))
			return exError(r, op, "out_grad must be %lld x %lld", (long long)m, (long long)m);
		ExObj *res = exNewResult(r, op, 0, grad ? in[1]->dtype : x->dtype, grad ? &sx : &sm);
		if (!res)
			return false;
		if (!grad)
			for (size_t e = 0; e < res->numel; e++)
				res->data[e] = pad;
		for (int64_t i = 0; i < n; i++) {
			int64_t row = o >= 0 ? i : i + a, col = o >= 0 ? i + a : i;
			if (grad)
				res->data[i] = in[1]->data[row * m + col];
			else
				res->data[row * m + col] = x->data[i];
		}
		out[0] = res;
		return true;
	}
	int64_t n1 = x->dims[0], n2 = x->dims[1];
	int64_t len = o >= 0 ? (n1 < n2 - o ? n1 : n2 - o) : (n1 + o < n2 ? n1 + o : n2);
	len = len > 0 ? len : 0;
	ExShape sd = {1, {len}}, sx = exShapeOf(x);
	if (grad && in[1]->numel != (size_t)len)
		return exError(r, op, "out_grad must have the diagonal's %lld elements", (long long)len);
	ExObj *res = exNewResult(r, op, 0, grad ? in[1]->dtype : x->dtype, grad ? &sx : &sd);
	if (!res)
		return false;
	for (int64_t k = 0; k < len; k++) {
		int64_t row = o >= 0 ? k : k + a, col = o >= 0 ? k + a : k;
		if (grad)
			res->data[row * n2 + col] = in[1]->data[k];
		else
			res->data[k] = x->data[row * n2 + col];
	}
	out[0] = res;
	return true;
}
static bool diag(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagK(r, op, in, out, false);
}
static bool diagGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return diagK(r, op, in, out, true);
}

/* ----------------------------------------------------------- cross, kron */

/* cross's axis: the `axis` attribute, 9 (Paddle's default) meaning the
 * first axis of size 3; x and y of one shape, 3 along it. */
static bool crossAxis(ExRun *r, PirOperation *op, ExObj **in, size_t *outer, size_t *inner)
{
	double a;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAttrDouble(r, op, "axis", 9, &a))
		return false;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]);
	if (!exShapeEqual(&sx, &sy))
		return exError(r, op, "cross takes x and y of one shape");
	int64_t ax = (int64_t)a;
	if (ax == 9) {
		ax = -1;
		for (uint32_t i = 0; i < sx.rank && ax < 0; i++)
			if (sx.dims[i] == 3)
				ax = i;
		if (ax < 0)
			return exError(r, op, "cross: no axis of size 3");
	}
	int64_t n;
	if (!exAxisSplit(r, op, in[0], ax, outer, &n, inner))
		return false;
	if (n != 3)
		return exError(r, op, "cross: axis %lld has size %lld, not 3", (long long)ax, (long long)n);
	return true;
}

/* res = a x b along the axis, each of the outer x 3 x inner layout. */
static void crossInto(double *res, const double *a, const double *b, size_t outer, size_t inner)
{
	for (size_t o = 0; o < outer; o++)
		for (size_t i = 0; i < inner; i++) {
			size_t p0 = o * 3 * inner + i, p1 = p0 + inner, p2 = p1 + inner;
			res[p0] = a[p1] * b[p2] - a[p2] * b[p1];
			res[p1] = a[p2] * b[p0] - a[p0] * b[p2];
			res[p2] = a[p0] * b[p1] - a[p1] * b[p0];
		}
}
static bool cross(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t outer, inner;
	if (!crossAxis(r, op, in, &outer, &inner))
		return false;
	ExShape s = exShapeOf(in[0]);
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!o)
		return false;
	crossInto(o->data, in[0]->data, in[1]->data, outer, inner);
	out[0] = o;
	return true;
}
/* cross_grad(x, y, out_grad): x_grad = y x out_grad, y_grad = out_grad x x
 * (<g, x x y> = <x, y x g> = <y, g x x>). */
static bool crossGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t outer, inner;
	if (!crossAxis(r, op, in, &outer, &inner) || !exWantTensor(r, op, in, 2))
		return false;
	if (in[2]->numel != in[0]->numel)
		return exError(r, op, "out_grad must have x's shape");
	ExShape s = exShapeOf(in[0]), shapes[2] = {s, s};
	ExObj *res[2];
	if (!exNewResults(r, op, in[2]->dtype, shapes, 2, res))
		return false;
	if (res[0])
		crossInto(res[0]->data, in[1]->data, in[2]->data, outer, inner);
	if (res[1])
		crossInto(res[1]->data, in[2]->data, in[0]->data, outer, inner);
	out[0] = res[0];
	if (res[1])
		out[1] = res[1];
	return true;
}

/* kron's shapes: x and y padded with leading 1s to one rank; the result's
 * dims their products. */
static bool kronShapes(ExRun *r, PirOperation *op, ExObj **in, ExShape *px, ExShape *py, ExShape *so)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	uint32_t rank = in[0]->rank > in[1]->rank ? in[0]->rank : in[1]->rank;
	px->rank = py->rank = so->rank = rank;
	for (uint32_t i = 0; i < rank; i++) {
		int64_t ix = (int64_t)i - (int64_t)(rank - in[0]->rank);
		int64_t iy = (int64_t)i - (int64_t)(rank - in[1]->rank);
		px->dims[i] = ix >= 0 ? in[0]->dims[ix] : 1;
		py->dims[i] = iy >= 0 ? in[1]->dims[iy] : 1;
		so->dims[i] = px->dims[i] * py->dims[i];
	}
	return true;
}

/* Flat indices into x and y of kron's result element at idx. */
static void kronIndex(const ExShape *px, const ExShape *py, const int64_t *idx, size_t *ix, size_t *iy)
{
	*ix = *iy = 0;
	for (uint32_t i = 0; i < px->rank; i++) {
		*ix = *ix * (size_t)px->dims[i] + (size_t)(idx[i] / py->dims[i]);
		*iy = *iy * (size_t)py->dims[i] + (size_t)(idx[i] % py->dims[i]);
	}
}

/* kron(x, y): out[i * dims(y) + j] = x[i] y[j] along every axis. */
static bool kron(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape px, py, so;
	if (!kronShapes(r, op, in, &px, &py, &so))
		return false;
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		size_t ix, iy;
		kronIndex(&px, &py, idx, &ix, &iy);
		o->data[k] = in[0]->data[ix] * in[1]->data[iy];
		exIndexNext(&so, idx);
	}
	out[0] = o;
	return true;
}
/* kron_grad(x, y, out_grad): x_grad[i] = sum_j out_grad y[j], y_grad[j] =
 * sum_i out_grad x[i]. */
static bool kronGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape px, py, so;
	if (!kronShapes(r, op, in, &px, &py, &so) || !exWantTensor(r, op, in, 2))
		return false;
	ExObj *g = in[2];
	if (g->numel != exShapeNumel(&so))
		return exError(r, op, "out_grad must have the result's %zu elements", exShapeNumel(&so));
	ExShape shapes[2] = {exShapeOf(in[0]), exShapeOf(in[1])};
	ExObj *res[2];
	if (!exNewResults(r, op, g->dtype, shapes, 2, res))
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < g->numel; k++) {
		size_t ix, iy;
		kronIndex(&px, &py, idx, &ix, &iy);
		if (res[0])
			res[0]->data[ix] += g->data[k] * in[1]->data[iy];
		if (res[1])
			res[1]->data[iy] += g->data[k] * in[0]->data[ix];
		exIndexNext(&so, idx);
	}
	out[0] = res[0];
	if (res[1])
		out[1] = res[1];
	return true;
}

const ExKernel exReduceSmallKernels[] = {
	{"pd_op.amax", amax},
	{"pd_op.amax_grad", amaxGrad},
	{"pd_op.amin", amin},
	{"pd_op.amin_grad", amaxGrad},
	{"pd_op.min", minK},
	{"pd_op.min_grad", minGrad},
	{"pd_op.cumprod", cumprod},
	{"pd_op.cumprod_grad", cumprodGrad},
	{"pd_op.logcumsumexp", logcumsumexp},
	{"pd_op.logcumsumexp_grad", logcumsumexpGrad},
	{"pd_op.dot", dot},
	{"pd_op.dot_grad", dotGrad},
	{"pd_op.mv", mv},
	{"pd_op.mv_grad", mvGrad},
	{"pd_op.trace", traceK},
	{"pd_op.trace_grad", traceGrad},
	{"pd_op.diagonal", diagonalK},
	{"pd_op.diagonal_grad", diagonalGrad},
	{"pd_op.diag", diag},
	{"pd_op.diag_grad", diagGrad},
	{"pd_op.cross", cross},
	{"pd_op.cross_grad", crossGrad},
	{"pd_op.kron", kron},
	{"pd_op.kron_grad", kronGrad},
	{NULL, NULL},
};
