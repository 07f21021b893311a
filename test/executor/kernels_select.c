/* kernels_select.c: pir-run kernels of ops that add, repeat or pick
 * slices by an index (index_add, repeat_interleave, topk, scatter_nd_add,
 * maxout, multiplex, masked_select) and of the ops that broadcast a vec of
 * tensors (meshgrid, broadcast_tensors), with their grads (and index_add's double
 * grad), as Paddle's CPU kernels compute them. Operand order as in
 * dialects/pd_op.yaml. An index out of range, or a mode beyond what is
 * written here, is a located error, never a guess. */
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* The integer idx->data[k] as an index into a dim of n (negative counts
 * from the end where neg). */
static bool indexAt(ExRun *r, PirOperation *op, const ExObj *idx, size_t k, int64_t n, bool neg, int64_t *v)
{
	if (!exToInt64(idx->data[k], v) || *v < (neg ? -n : 0) || *v >= n)
		return exError(r, op, "index %g is out of range [%lld, %lld)", idx->data[k], neg ? (long long)-n : 0LL,
			       (long long)n);
	*v = *v < 0 ? *v + n : *v;
	return true;
}

static bool wantVecOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i)
{
	if (!in[i] || in[i]->kind != EX_VEC || !in[i]->len)
		return exError(r, op, "operand %u must be a non-empty vec", i);
	for (size_t k = 0; k < in[i]->len; k++)
		if (in[i]->items[k]->kind != EX_TENSOR)
			return exError(r, op, "operand %u: element %zu is not a tensor", i, k);
	return true;
}

/* x as outer x n x inner around the `axis` attribute. */
static bool around(ExRun *r, PirOperation *op, const ExObj *x, double deflt, size_t *outer, int64_t *n,
		   size_t *inner, uint32_t *axis)
{
	double a;
	if (!exAttrDouble(r, op, "axis", deflt, &a) || !exAxisSplit(r, op, x, (int64_t)a, outer, n, inner))
		return false;
	if (axis)
		*axis = (uint32_t)((int64_t)a < 0 ? (int64_t)a + x->rank : (int64_t)a);
	return true;
}

/* out = base (or zeros where base is NULL, of shape `like`) with slice i
 * of v (along axis, v's dim there the index's length) added into slice
 * index[i]: index_add and index_add_double_grad. */
static bool indexAddK(ExRun *r, PirOperation *op, const ExObj *base, const ExObj *like, const ExObj *idx,
		      const ExObj *v, ExObj **out)
{
	size_t outer, inner, vouter, vinner;
	int64_t n, vn;
	if (!around(r, op, like, 0, &outer, &n, &inner, NULL))
		return false;
	if (idx->rank > 1)
		return exError(r, op, "index_add: the index must be 1-D");
	ExShape sl = exShapeOf(like);
	ExObj *o = exNewResult(r, op, 0, like->dtype, &sl);
	if (!o)
		return false;
	if (base)
		memcpy(o->data, base->data, sizeof(double) * base->numel);
	if (v) {
		if (!around(r, op, v, 0, &vouter, &vn, &vinner, NULL) || vouter != outer || vinner != inner ||
		    (size_t)vn != idx->numel) {
			exRelease(o);
			return r->failed ? false : exError(r, op, "index_add: add_value's shape does not fit");
		}
		for (size_t i = 0; i < idx->numel; i++) {
			int64_t t;
			if (!indexAt(r, op, idx, i, n, true, &t)) {
				exRelease(o);
				return false;
			}
			for (size_t a = 0; a < outer; a++)
				for (size_t b = 0; b < inner; b++)
					o->data[(a * (size_t)n + (size_t)t) * inner + b] +=
						v->data[(a * (size_t)vn + i) * inner + b];
		}
	}
	exTensorNormalize(o);
	out[0] = o;
	return true;
}

/* index_add(x, index, add_value) {axis} */
static bool indexAdd(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	return indexAddK(r, op, in[0], in[0], in[1], in[2], out);
}

/* index_add_double_grad(index, grad_out, grad_x_grad?, grad_add_value_grad?):
 * index_add of the directions, of grad_out's shape. */
static bool indexAddDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	return indexAddK(r, op, in[2], in[1], in[0], in[3], out);
}

/* index_add_grad(index, add_value, out_grad): x_grad = out_grad,
 * add_value_grad = out_grad's slices at index (index_select). */
static bool indexAddGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *idx = in[0], *v = in[1], *g = in[2];
	size_t outer, inner, vouter, vinner;
	int64_t n, vn;
	if (!around(r, op, g, 0, &outer, &n, &inner, NULL) || !around(r, op, v, 0, &vouter, &vn, &vinner, NULL))
		return false;
	if (vouter != outer || vinner != inner || (size_t)vn != idx->numel)
		return exError(r, op, "index_add_grad: add_value's shape does not fit");
	ExShape shapes[2] = {exShapeOf(g), exShapeOf(v)};
	ExObj *res[2];
	if (!exNewResults(r, op, g->dtype, shapes, 2, res))
		return false;
	if (res[0])
		memcpy(res[0]->data, g->data, sizeof(double) * g->numel);
	for (size_t i = 0; res[1] && i < idx->numel; i++) {
		int64_t t;
		if (!indexAt(r, op, idx, i, n, true, &t)) {
			exRelease(res[0]);
			exRelease(res[1]);
			return false;
		}
		for (size_t a = 0; a < outer; a++)
			for (size_t b = 0; b < inner; b++)
				res[1]->data[(a * (size_t)vn + i) * inner + b] =
					g->data[(a * (size_t)n + (size_t)t) * inner + b];
	}
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* repeat_interleave(x) {repeats, axis}: each slice along axis `repeats`
 * times in a row; its grad (x, out_grad) sums each run back. */
static bool repeatK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	if (!exWantTensor(r, op, in, 0) || (grad && !exWantTensor(r, op, in, 1)))
		return false;
	ExObj *x = in[0];
	size_t outer, inner;
	int64_t n;
	uint32_t axis;
	double rd;
	if (!around(r, op, x, 0, &outer, &n, &inner, &axis) || !exAttrDouble(r, op, "repeats", 1, &rd))
		return false;
	int64_t rep = (int64_t)rd;
	if (rep < 0 || (double)rep != rd)
		return exError(r, op, "repeat_interleave: repeats %g is not a count", rd);
	ExShape s = exShapeOf(x);
	if (x->rank)
		s.dims[axis] *= rep;
	else
		s = (ExShape){1, {rep}};
	if (grad && in[1]->numel != exShapeNumel(&s))
		return exError(r, op, "repeat_interleave_grad: out_grad has %zu elements, not %zu", in[1]->numel,
			       exShapeNumel(&s));
	ExShape sx = exShapeOf(x);
	ExObj *o = grad ? exNewResult(r, op, 0, in[1]->dtype, &sx) : exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	size_t m = (size_t)(n * rep);
	for (size_t a = 0; a < outer; a++)
		for (size_t j = 0; j < m; j++)
			for (size_t b = 0; b < inner; b++) {
				size_t xi = (a * (size_t)n + j / (size_t)rep) * inner + b, oi = (a * m + j) * inner + b;
				if (grad)
					o->data[xi] += in[1]->data[oi];
				else
					o->data[oi] = x->data[xi];
			}
	out[0] = o;
	return true;
}
static bool repeatInterleave(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return repeatK(r, op, in, out, false);
}
static bool repeatInterleaveGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return repeatK(r, op, in, out, true);
}

/* topk's order: by value (largest first, or smallest), a tie by the lower
 * index (Paddle's partial_sort leaves ties in no fixed order); NaN counts
 * as the largest. */
typedef struct Ranked {
	double v;
	int64_t i;
} Ranked;
static int byLargest(const void *pa, const void *pb)
{
	const Ranked *a = pa, *b = pb;
	bool na = a->v != a->v, nb = b->v != b->v;
	if (na != nb)
		return na ? -1 : 1;
	if (!na && a->v != b->v)
		return a->v > b->v ? -1 : 1;
	return a->i < b->i ? -1 : a->i > b->i;
}
static int bySmallest(const void *pa, const void *pb)
{
	const Ranked *a = pa, *b = pb;
	bool na = a->v != a->v, nb = b->v != b->v;
	if (na != nb)
		return na ? 1 : -1;
	if (!na && a->v != b->v)
		return a->v < b->v ? -1 : 1;
	return a->i < b->i ? -1 : a->i > b->i;
}

/* topk(x, k?) {k, axis, largest, sorted}: the k first along axis in
 * topk's order, and their indices. sorted false (Paddle leaves the order
 * unspecified) is refused. */
static bool topk(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	int64_t kv[EX_MAX_RANK];
	uint32_t nk;
	size_t outer, inner;
	int64_t n;
	uint32_t axis;
	if (!exIntsOf(r, op, in, 1, "k", kv, &nk) || !around(r, op, x, -1, &outer, &n, &inner, &axis))
		return false;
	int64_t k = nk ? kv[0] : 1;
	if (nk > 1 || k < 0 || k > n)
		return exError(r, op, "topk: k %lld is out of range [0, %lld]", (long long)k, (long long)n);
	if (!exAttrBool(op, "sorted", true))
		return exError(r, op, "topk: sorted false (an order Paddle leaves unspecified) is not supported");
	bool largest = exAttrBool(op, "largest", true);
	ExShape s = exShapeOf(x);
	if (x->rank)
		s.dims[axis] = k;
	ExObj *res[2];
	ExShape shapes[2] = {s, s};
	if (!exNewResults(r, op, x->dtype, shapes, 2, res))
		return false;
	Ranked *row = malloc(sizeof *row * (size_t)(n ? n : 1));
	if (!row) {
		exRelease(res[0]);
		exRelease(res[1]);
		return exError(r, op, "out of memory");
	}
	for (size_t a = 0; a < outer; a++)
		for (size_t b = 0; b < inner; b++) {
			for (int64_t j = 0; j < n; j++)
				row[j] = (Ranked){x->data[(a * (size_t)n + (size_t)j) * inner + b], j};
			qsort(row, (size_t)n, sizeof *row, largest ? byLargest : bySmallest);
			for (int64_t j = 0; j < k; j++) {
				size_t oi = (a * (size_t)k + (size_t)j) * inner + b;
				if (res[0])
					res[0]->data[oi] = row[j].v;
				if (res[1])
					res[1]->data[oi] = (double)row[j].i;
			}
		}
	free(row);
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* topk_grad(x, indices, out_grad, k?): zeros of x's shape with out_grad
 * added at the indices along axis. */
static bool topkGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *g = in[2];
	size_t outer, inner, iouter, iinner;
	int64_t n, k;
	if (!around(r, op, x, -1, &outer, &n, &inner, NULL) || !around(r, op, idx, -1, &iouter, &k, &iinner, NULL))
		return false;
	if (iouter != outer || iinner != inner || g->numel != idx->numel)
		return exError(r, op, "topk_grad: the indices' or out_grad's shape does not fit x");
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &sx);
	if (!o)
		return false;
	for (size_t a = 0; a < outer; a++)
		for (int64_t j = 0; j < k; j++)
			for (size_t b = 0; b < inner; b++) {
				size_t ii = (a * (size_t)k + (size_t)j) * inner + b;
				int64_t t;
				if (!indexAt(r, op, idx, ii, n, false, &t)) {
					exRelease(o);
					return false;
				}
				o->data[(a * (size_t)n + (size_t)t) * inner + b] += g->data[ii];
			}
	out[0] = o;
	return true;
}

/* scatter_nd_add's index [..., k] against x: rows of k coordinates, each
 * naming a slice of x's trailing dims (`slice` elements); updates hold
 * rows x slice elements. Negative coordinates count from the end (Paddle's
 * ScatterNdAdd). The offset of each row's slice in `offs`. */
static bool ndRows(ExRun *r, PirOperation *op, const ExShape *x, const ExObj *idx, size_t *rows, size_t *slice,
		   size_t **offs)
{
	uint32_t k = idx->rank ? (uint32_t)idx->dims[idx->rank - 1] : 0;
	if (k > x->rank)
		return exError(r, op, "scatter_nd_add: the index's last dim %u exceeds x's rank %u", k, x->rank);
	*rows = k ? idx->numel / k : 1;
	*slice = 1;
	for (uint32_t d = k; d < x->rank; d++)
		*slice *= (size_t)x->dims[d];
	*offs = malloc(sizeof **offs * (*rows ? *rows : 1));
	if (!*offs)
		return exError(r, op, "out of memory");
	for (size_t i = 0; i < *rows; i++) {
		size_t off = 0;
		for (uint32_t j = 0; j < k; j++) {
			int64_t v;
			if (!indexAt(r, op, idx, i * k + j, x->dims[j], true, &v)) {
				free(*offs);
				return false;
			}
			off = off * (size_t)x->dims[j] + (size_t)v;
		}
		(*offs)[i] = off * *slice;
	}
	return true;
}

/* scatter_nd_add(x, index, updates): out = x with each update slice added
 * at its row's place (a repeated place adds up). */
static bool scatterNdAdd(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *u = in[2];
	ExShape sx = exShapeOf(x);
	size_t rows, slice, *offs;
	if (!ndRows(r, op, &sx, idx, &rows, &slice, &offs))
		return false;
	if (u->numel != rows * slice) {
		free(offs);
		return exError(r, op, "scatter_nd_add: %zu updates for %zu rows of %zu", u->numel, rows, slice);
	}
	ExObj *o = exNewResult(r, op, 0, x->dtype, &sx);
	if (!o) {
		free(offs);
		return false;
	}
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	for (size_t i = 0; i < rows; i++)
		for (size_t e = 0; e < slice; e++)
			o->data[offs[i] + e] += u->data[i * slice + e];
	free(offs);
	exTensorNormalize(o);
	out[0] = o;
	return true;
}

/* scatter_nd_add_grad(index, updates, out_grad): x_grad = out_grad,
 * updates_grad = out_grad gathered at the rows (gather_nd). */
static bool scatterNdAddGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *idx = in[0], *u = in[1], *g = in[2];
	ExShape sg = exShapeOf(g);
	size_t rows, slice, *offs;
	if (!ndRows(r, op, &sg, idx, &rows, &slice, &offs))
		return false;
	ExShape shapes[2] = {sg, exShapeOf(u)};
	ExObj *res[2];
	if (u->numel != rows * slice || !exNewResults(r, op, g->dtype, shapes, 2, res)) {
		free(offs);
		return r->failed ? false : exError(r, op, "scatter_nd_add_grad: updates' shape does not fit");
	}
	if (res[0])
		memcpy(res[0]->data, g->data, sizeof(double) * g->numel);
	for (size_t i = 0; res[1] && i < rows; i++)
		memcpy(res[1]->data + i * slice, g->data + offs[i], sizeof(double) * slice);
	free(offs);
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* maxout(x) {groups, axis}: along axis (1 or the last, NHWC) the channels
 * in runs of `groups`, out channel c the largest of x's c*groups ..
 * c*groups + groups - 1. maxout_grad(x, out, out_grad) gives out_grad to
 * the first of them equal to out (Paddle's MaxOutGradFunctor). */
static bool maxoutArgs(ExRun *r, PirOperation *op, const ExObj *x, size_t *outer, int64_t *n, size_t *inner,
		       uint32_t *axis, int64_t *groups)
{
	double gd;
	if (!around(r, op, x, 1, outer, n, inner, axis) || !exAttrDouble(r, op, "groups", 1, &gd))
		return false;
	*groups = (int64_t)gd;
	if (*groups < 1 || *n % *groups)
		return exError(r, op, "maxout: groups %g does not divide the %lld channels", gd, (long long)*n);
	return true;
}
static bool maxout(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	size_t outer, inner;
	int64_t n, g;
	uint32_t axis;
	if (!maxoutArgs(r, op, x, &outer, &n, &inner, &axis, &g))
		return false;
	ExShape s = exShapeOf(x);
	s.dims[axis] = n / g;
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	size_t m = (size_t)(n / g);
	for (size_t a = 0; a < outer; a++)
		for (size_t c = 0; c < m; c++)
			for (size_t b = 0; b < inner; b++) {
				double best = x->data[(a * (size_t)n + c * (size_t)g) * inner + b];
				for (int64_t j = 1; j < g; j++) {
					double v = x->data[(a * (size_t)n + c * (size_t)g + (size_t)j) * inner + b];
					best = v > best ? v : best;
				}
				o->data[(a * m + c) * inner + b] = best;
			}
	out[0] = o;
	return true;
}
static bool maxoutGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *y = in[1], *gr = in[2];
	size_t outer, inner;
	int64_t n, g;
	uint32_t axis;
	if (!maxoutArgs(r, op, x, &outer, &n, &inner, &axis, &g))
		return false;
	size_t m = (size_t)(n / g);
	if (y->numel != outer * m * inner || gr->numel != y->numel)
		return exError(r, op, "maxout_grad: out or out_grad does not fit x");
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, gr->dtype, &sx);
	if (!o)
		return false;
	for (size_t a = 0; a < outer; a++)
		for (size_t c = 0; c < m; c++)
			for (size_t b = 0; b < inner; b++) {
				size_t oi = (a * m + c) * inner + b;
				for (int64_t j = 0; j < g; j++) {
					size_t xi = (a * (size_t)n + c * (size_t)g + (size_t)j) * inner + b;
					if (x->data[xi] == y->data[oi]) {
						o->data[xi] += gr->data[oi];
						break;
					}
				}
			}
	out[0] = o;
	return true;
}

/* multiplex(inputs, index [N, 1]): row i of out is row i of
 * inputs[index[i]]; its grad (inputs, index, out_grad) gives row i of
 * out_grad to that input, zeros elsewhere. */
static bool multiplexArgs(ExRun *r, PirOperation *op, ExObj **in, size_t *rows, size_t *width)
{
	if (!wantVecOf(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *v = in[0], *idx = in[1];
	ExShape s0 = exShapeOf(v->items[0]);
	for (size_t k = 1; k < v->len; k++) {
		ExShape sk = exShapeOf(v->items[k]);
		if (!exShapeEqual(&s0, &sk))
			return exError(r, op, "multiplex: the inputs differ in shape");
	}
	if (!s0.rank)
		return exError(r, op, "multiplex: the inputs must have rows");
	*rows = (size_t)s0.dims[0];
	*width = *rows ? v->items[0]->numel / *rows : 0;
	if (idx->numel != *rows)
		return exError(r, op, "multiplex: %zu indices for %zu rows", idx->numel, *rows);
	for (size_t i = 0; i < *rows; i++) {
		int64_t t;
		if (!indexAt(r, op, idx, i, (int64_t)v->len, false, &t))
			return false;
	}
	return true;
}
static bool multiplex(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, width;
	if (!multiplexArgs(r, op, in, &rows, &width))
		return false;
	ExObj *v = in[0];
	ExShape s = exShapeOf(v->items[0]);
	ExObj *o = exNewResult(r, op, 0, v->items[0]->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < rows; i++)
		memcpy(o->data + i * width, v->items[(size_t)in[1]->data[i]]->data + i * width, sizeof(double) * width);
	out[0] = o;
	return true;
}
static bool multiplexGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, width;
	if (!multiplexArgs(r, op, in, &rows, &width) || !exWantTensor(r, op, in, 2))
		return false;
	ExObj *v = in[0], *g = in[2];
	if (g->numel != v->items[0]->numel)
		return exError(r, op, "multiplex_grad: out_grad does not have the inputs' shape");
	ExObj *vec = exVecCreate();
	for (size_t k = 0; k < v->len; k++) {
		ExShape s = exShapeOf(v->items[k]);
		ExObj *p = exTensorCreate(g->dtype, &s);
		if (!p) {
			exRelease(vec);
			return exError(r, op, "a gradient is too large for pir-run");
		}
		for (size_t i = 0; i < rows; i++)
			if ((size_t)in[1]->data[i] == k)
				memcpy(p->data + i * width, g->data + i * width, sizeof(double) * width);
		exItemsPush(vec, p);
	}
	out[0] = vec;
	return true;
}

/* The broadcast of a vec's tensors (Paddle's broadcast: aligned at the
 * end, each dim equal or 1). */
static bool vecBroadcast(ExRun *r, PirOperation *op, const ExObj *v, ExShape *b)
{
	*b = exShapeOf(v->items[0]);
	for (size_t k = 1; k < v->len; k++) {
		ExShape sk = exShapeOf(v->items[k]), t;
		if (!exBroadcastShape(b, &sk, &t))
			return exError(r, op, "broadcast_tensors: input %zu does not broadcast with the others", k);
		*b = t;
	}
	return true;
}

/* A vec of the tensors of v, tensor k of shape shapes[k] with
 * out[j] = (grad ? sum into : take from) v->items[k] through `place`:
 * place(k, j) is the index in tensor k of the big tensor's element j. */
typedef size_t (*Place)(const ExObj *v, const ExShape *big, size_t k, const int64_t *idx);

static bool mapVec(ExRun *r, PirOperation *op, const ExObj *v, const ExObj *g, const ExShape *big, Place place,
		   bool grad, ExObj **out)
{
	ExObj *vec = exVecCreate();
	for (size_t k = 0; k < v->len; k++) {
		ExShape s = grad ? exShapeOf(v->items[k]) : *big;
		ExObj *p = exTensorCreate(v->items[k]->dtype, &s);
		if (!p) {
			exRelease(vec);
			return exError(r, op, "a result is too large for pir-run");
		}
		int64_t idx[EX_MAX_RANK] = {0};
		size_t total = exShapeNumel(big);
		for (size_t j = 0; j < total; j++) {
			size_t at = place(v, big, k, idx);
			if (grad)
				p->data[at] += g->items[k]->data[j];
			else
				p->data[j] = v->items[k]->data[at];
			exIndexNext(big, idx);
		}
		exItemsPush(vec, p);
	}
	out[0] = vec;
	return true;
}

static size_t broadcastPlace(const ExObj *v, const ExShape *big, size_t k, const int64_t *idx)
{
	ExShape s = exShapeOf(v->items[k]);
	return exBroadcastIndex(&s, big, idx);
}
static size_t meshPlace(const ExObj *v, const ExShape *big, size_t k, const int64_t *idx)
{
	(void)v, (void)big;
	return (size_t)idx[k];
}

/* The grad ops' out_grad: a vec of as many tensors, each of shape big. */
static bool wantGrads(ExRun *r, PirOperation *op, ExObj **in, const ExShape *big)
{
	if (!wantVecOf(r, op, in, 1))
		return false;
	if (in[1]->len != in[0]->len)
		return exError(r, op, "out_grad has %zu tensors, the inputs %zu", in[1]->len, in[0]->len);
	for (size_t k = 0; k < in[1]->len; k++)
		if (in[1]->items[k]->numel != exShapeNumel(big))
			return exError(r, op, "out_grad %zu does not have the result's shape", k);
	return true;
}

/* broadcast_tensors(input): each tensor broadcast to the common shape;
 * its grad (input, out_grad) sums each gradient back to its input's
 * shape. */
static bool broadcastTensorsK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	ExShape big;
	if (!wantVecOf(r, op, in, 0) || !vecBroadcast(r, op, in[0], &big) || (grad && !wantGrads(r, op, in, &big)))
		return false;
	return mapVec(r, op, in[0], grad ? in[1] : NULL, &big, broadcastPlace, grad, out);
}
static bool broadcastTensors(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return broadcastTensorsK(r, op, in, out, false);
}
static bool broadcastTensorsGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return broadcastTensorsK(r, op, in, out, true);
}

/* meshgrid(inputs: 1-D tensors of n0, n1, ...): tensor k of shape [n0,
 * n1, ...] holds inputs[k][i_k] (Paddle's "ij" indexing); its grad
 * (inputs, out_grad) sums gradient k over all but its dim k. */
static bool meshgridK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	if (!wantVecOf(r, op, in, 0))
		return false;
	ExObj *v = in[0];
	if (v->len > EX_MAX_RANK)
		return exError(r, op, "meshgrid: at most %d inputs", EX_MAX_RANK);
	ExShape big = {(uint32_t)v->len, {0}};
	for (size_t k = 0; k < v->len; k++) {
		if (v->items[k]->rank > 1)
			return exError(r, op, "meshgrid: input %zu is not 1-D or 0-D", k);
		big.dims[k] = (int64_t)v->items[k]->numel;
	}
	if (grad && !wantGrads(r, op, in, &big))
		return false;
	return mapVec(r, op, v, grad ? in[1] : NULL, &big, meshPlace, grad, out);
}
static bool meshgrid(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return meshgridK(r, op, in, out, false);
}
static bool meshgridGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return meshgridK(r, op, in, out, true);
}

/* masked_select(x, mask): x's elements where mask is true, in row-major
 * order of the broadcast of x and mask (a 1-D result of as many elements
 * as are selected). masked_select_grad(x, mask, out_grad) puts out_grad
 * back there, summed down to x's shape where x was broadcast. */
static bool maskedArgs(ExRun *r, PirOperation *op, ExObj **in, ExShape *big, size_t *count)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape sx = exShapeOf(in[0]), sm = exShapeOf(in[1]);
	if (!exBroadcastShape(&sx, &sm, big))
		return exError(r, op, "masked_select: x and mask do not broadcast");
	int64_t idx[EX_MAX_RANK] = {0};
	*count = 0;
	for (size_t k = 0, total = exShapeNumel(big); k < total; k++) {
		*count += in[1]->data[exBroadcastIndex(&sm, big, idx)] != 0;
		exIndexNext(big, idx);
	}
	return true;
}
static bool maskedK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	ExShape big;
	size_t count = 0;
	if (!maskedArgs(r, op, in, &big, &count) || (grad && !exWantTensor(r, op, in, 2)))
		return false;
	ExObj *x = in[0], *m = in[1];
	if (grad && in[2]->numel != count)
		return exError(r, op, "masked_select_grad: out_grad has %zu elements, the mask selects %zu", in[2]->numel,
			       count);
	ExShape sx = exShapeOf(x), sm = exShapeOf(m), so = {1, {(int64_t)count}};
	ExObj *o = grad ? exNewResult(r, op, 0, in[2]->dtype, &sx) : exNewResult(r, op, 0, x->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0, j = 0, total = exShapeNumel(&big); k < total; k++) {
		if (m->data[exBroadcastIndex(&sm, &big, idx)] != 0) {
			size_t xi = exBroadcastIndex(&sx, &big, idx);
			if (grad)
				o->data[xi] += in[2]->data[j++];
			else
				o->data[j++] = x->data[xi];
		}
		exIndexNext(&big, idx);
	}
	out[0] = o;
	return true;
}
static bool maskedSelect(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return maskedK(r, op, in, out, false);
}
static bool maskedSelectGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return maskedK(r, op, in, out, true);
}

const ExKernel exSelectKernels[] = {
	{"pd_op.index_add", indexAdd},
	{"pd_op.index_add_grad", indexAddGrad},
	{"pd_op.index_add_double_grad", indexAddDoubleGrad},
	{"pd_op.repeat_interleave", repeatInterleave},
	{"pd_op.repeat_interleave_grad", repeatInterleaveGrad},
	{"pd_op.topk", topk},
	{"pd_op.topk_grad", topkGrad},
	{"pd_op.scatter_nd_add", scatterNdAdd},
	{"pd_op.scatter_nd_add_grad", scatterNdAddGrad},
	{"pd_op.maxout", maxout},
	{"pd_op.maxout_grad", maxoutGrad},
	{"pd_op.multiplex", multiplex},
	{"pd_op.multiplex_grad", multiplexGrad},
	{"pd_op.broadcast_tensors", broadcastTensors},
	{"pd_op.broadcast_tensors_grad", broadcastTensorsGrad},
	{"pd_op.meshgrid", meshgrid},
	{"pd_op.meshgrid_grad", meshgridGrad},
	{"pd_op.masked_select", maskedSelect},
	{"pd_op.masked_select_grad", maskedSelectGrad},
	{NULL, NULL},
};
