/* kernels_index.c: pir-run kernels of the ops that move or pick elements
 * by index (tril, triu, flip, roll, gather_nd, scatter, pad, pad3d) and
 * their grads,
 * each the same walk with the output gradient going back to where its
 * element came from, as Paddle's CPU kernels compute them. Operand order
 * as in dialects/pd_op.yaml. */
#include <string.h>

#include "kernels.h"

/* tril / triu (x) {diagonal}: x where column - row <= diagonal (tril) or
 * >= diagonal (triu) in the last two dims, else 0. Their grads
 * (out_grad) {diagonal} apply the same mask. */
static bool triangle(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool lower)
{
	double d;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "diagonal", 0, &d))
		return false;
	ExObj *x = in[0];
	if (x->rank < 2)
		return exError(r, op, "tril/triu take a tensor of rank 2 or more (rank %u)", x->rank);
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	int64_t rows = x->dims[x->rank - 2], cols = x->dims[x->rank - 1];
	for (size_t k = 0; k < x->numel; k++) {
		int64_t j = (int64_t)(k % (size_t)cols), i = (int64_t)(k / (size_t)cols % (size_t)rows);
		bool keep = lower ? (double)(j - i) <= d : (double)(j - i) >= d;
		o->data[k] = keep ? x->data[k] : 0;
	}
	out[0] = o;
	return true;
}
static bool tril(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return triangle(r, op, in, out, true);
}
static bool triu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return triangle(r, op, in, out, false);
}

/* The source of each element of a flip or roll: out[idx] = x[from(idx)]. */
typedef struct Moves {
	bool flip[EX_MAX_RANK];
	int64_t shift[EX_MAX_RANK]; /* roll: out[i] = x[i - shift], mod the dim */
} Moves;

static void moveAll(const ExObj *x, ExObj *o, const Moves *m, bool back)
{
	ExShape s = exShapeOf(x);
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t src = 0;
		for (uint32_t d = 0; d < s.rank; d++) {
			int64_t n = s.dims[d], v = idx[d];
			if (m->flip[d])
				v = n - 1 - v;
			int64_t sh = back ? -m->shift[d] : m->shift[d];
			v = ((v - sh) % n + n) % n;
			src = src * (size_t)n + (size_t)v;
		}
		o->data[k] = x->data[src];
		exIndexNext(&s, idx);
	}
}

/* flip(x) {axis} and flip_grad(out_grad) {axis}: the dims named reversed. */
static bool flip(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	int64_t axes[EX_MAX_RANK];
	uint32_t n;
	if (!exWantTensor(r, op, in, 0) || !exAttrInts(r, op, "axis", axes, EX_MAX_RANK, &n))
		return false;
	ExObj *x = in[0];
	Moves m;
	memset(&m, 0, sizeof m);
	for (uint32_t i = 0; i < n; i++) {
		int64_t a = axes[i] < 0 ? axes[i] + x->rank : axes[i];
		if (a < 0 || a >= (int64_t)x->rank)
			return exError(r, op, "axis %lld is out of range for rank %u", (long long)axes[i], x->rank);
		m.flip[a] = true;
	}
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	moveAll(x, o, &m, false);
	out[0] = o;
	return true;
}

/* roll(x, shifts?) {shifts, axis}: out[i + shift] = x[i] along each axis
 * (mod its dim); no axis rolls the flattened tensor. roll_grad(x,
 * out_grad, shifts?) rolls out_grad back. */
static bool rollK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, uint32_t xi, uint32_t si)
{
	int64_t shifts[EX_MAX_RANK], axes[EX_MAX_RANK];
	uint32_t ns, na;
	if (!exWantTensor(r, op, in, xi) || !exIntsOf(r, op, in, si, "shifts", shifts, &ns) ||
	    !exAttrInts(r, op, "axis", axes, EX_MAX_RANK, &na))
		return false;
	ExObj *x = in[xi];
	bool flat = na == 0;
	if (flat ? ns != 1 : ns != na)
		return exError(r, op, "roll: %u shifts for %u axes", ns, flat ? 1 : na);
	ExShape s = exShapeOf(x), fs = {1, {(int64_t)x->numel}};
	const ExShape *ws = flat ? &fs : &s;
	Moves m;
	memset(&m, 0, sizeof m);
	for (uint32_t i = 0; i < (flat ? 1 : na); i++) {
		int64_t a = flat ? 0 : axes[i] < 0 ? axes[i] + x->rank : axes[i];
		if (a < 0 || a >= (int64_t)ws->rank)
			return exError(r, op, "axis %lld is out of range for rank %u", (long long)axes[i], x->rank);
		m.shift[a] += shifts[i];
	}
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	ExObj xv = *x;
	xv.rank = ws->rank;
	memcpy(xv.dims, ws->dims, sizeof xv.dims);
	moveAll(&xv, o, &m, xi == 1);
	out[0] = o;
	return true;
}
static bool roll(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return rollK(r, op, in, out, 0, 1);
}
static bool rollGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return rollK(r, op, in, out, 1, 2);
}

/* gather_nd's index: [..., k] with k <= rank(x); each row picks the slice
 * x[i0, ..., ik-1] of `slice` elements; `rows` rows. */
static bool gatherNdArgs(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *idx, size_t *rows, uint32_t *k,
			 size_t *slice)
{
	*k = idx->rank ? (uint32_t)idx->dims[idx->rank - 1] : 0;
	if (*k > x->rank)
		return exError(r, op, "gather_nd: the index's last dim %u exceeds x's rank %u", *k, x->rank);
	*rows = 1; /* the index's dims but the last (k = 0: each row takes all of x) */
	for (uint32_t d = 0; d + 1 < idx->rank; d++)
		*rows *= (size_t)idx->dims[d];
	*slice = 1;
	for (uint32_t d = *k; d < x->rank; d++)
		*slice *= (size_t)x->dims[d];
	for (size_t i = 0; i < *rows; i++) {
		for (uint32_t j = 0; j < *k; j++) {
			double v = idx->data[i * *k + j];
			if (v < 0 || v >= (double)x->dims[j])
				return exError(r, op, "gather_nd: index %g is out of range [0, %lld) in dim %u", v,
					       (long long)x->dims[j], j);
		}
	}
	return true;
}

static size_t gatherNdOffset(const ExObj *x, const ExObj *idx, size_t i, uint32_t k, size_t slice)
{
	size_t off = 0;
	for (uint32_t j = 0; j < k; j++)
		off = off * (size_t)x->dims[j] + (size_t)idx->data[i * k + j];
	return off * slice;
}

/* gather_nd(x, index): out[i...] = x[index[i...]] (a slice of x's trailing
 * dims); shape index.shape[:-1] + x.shape[k:]. */
static bool gatherNdK(ExRun *r, PirOperation *op, ExObj *x, ExObj *idx, ExObj **out)
{
	size_t rows, slice;
	uint32_t k;
	if (!gatherNdArgs(r, op, x, idx, &rows, &k, &slice))
		return false;
	ExShape s = {0, {0}};
	for (uint32_t d = 0; d + 1 < idx->rank; d++)
		s.dims[s.rank++] = idx->dims[d];
	for (uint32_t d = k; d < x->rank; d++) {
		if (s.rank == EX_MAX_RANK)
			return exError(r, op, "gather_nd: the result's rank exceeds %d", EX_MAX_RANK);
		s.dims[s.rank++] = x->dims[d];
	}
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < rows; i++)
		memcpy(o->data + i * slice, x->data + gatherNdOffset(x, idx, i, k, slice), sizeof(double) * slice);
	out[0] = o;
	return true;
}
static bool gatherNd(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) && gatherNdK(r, op, in[0], in[1], out);
}
/* gather_nd_double_grad(grad_out, index, grad_x_grad): gather_nd of the
 * direction (gather_nd_grad is linear in out_grad). */
static bool gatherNdDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 1) && exWantTensor(r, op, in, 2) && gatherNdK(r, op, in[2], in[1], out);
}

/* gather_nd_grad(x, index, out_grad): zeros of x's shape, out_grad added
 * at the gathered slices (a slice taken twice gets both). */
static bool gatherNdGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *g = in[2];
	size_t rows, slice;
	uint32_t k;
	if (!gatherNdArgs(r, op, x, idx, &rows, &k, &slice))
		return false;
	if (g->numel != rows * slice)
		return exError(r, op, "out_grad has %zu elements, not %zu", g->numel, rows * slice);
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < rows; i++) {
		size_t off = gatherNdOffset(x, idx, i, k, slice);
		for (size_t e = 0; e < slice; e++)
			o->data[off + e] += g->data[i * slice + e];
	}
	out[0] = o;
	return true;
}

/* scatter's index: 1-D (or [n, 1]), each in [0, rows); the updates hold n
 * rows of x's row size. */
static bool scatterArgs(ExRun *r, PirOperation *op, const ExObj *idx, const ExObj *upd, int64_t rows, size_t row,
			size_t *n)
{
	if (idx->rank > 2 || (idx->rank == 2 && idx->dims[1] != 1))
		return exError(r, op, "scatter: the index must be 1-D or [n, 1]");
	*n = idx->numel;
	for (size_t i = 0; i < *n; i++)
		if (idx->data[i] < 0 || idx->data[i] >= (double)rows)
			return exError(r, op, "scatter: index %g is out of range [0, %lld)", idx->data[i], (long long)rows);
	if (upd->numel != *n * row)
		return exError(r, op, "scatter: updates hold %zu elements, not %zu", upd->numel, *n * row);
	return true;
}

/* scatter(x, index, updates) {overwrite}: x with row index[i] replaced by
 * updates[i] (the last one of a repeated index), or with overwrite false
 * the indexed rows zeroed and every update added. */
static bool scatter(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *upd = in[2];
	if (x->rank == 0)
		return exError(r, op, "scatter: x must have rank 1 or more");
	size_t row = x->numel / (size_t)(x->dims[0] ? x->dims[0] : 1), n;
	if (!scatterArgs(r, op, idx, upd, x->dims[0], row, &n))
		return false;
	bool overwrite = exAttrBool(op, "overwrite", true);
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	for (size_t i = 0; i < n && !overwrite; i++)
		memset(o->data + (size_t)idx->data[i] * row, 0, sizeof(double) * row);
	for (size_t i = 0; i < n; i++)
		for (size_t e = 0; e < row; e++) {
			double *d = o->data + (size_t)idx->data[i] * row + e;
			*d = overwrite ? upd->data[i * row + e] : *d + upd->data[i * row + e];
		}
	out[0] = o;
	return true;
}

/* scatter_grad(index, updates, out_grad) {overwrite}: x_grad is out_grad
 * with the indexed rows zeroed; updates_grad[i] is out_grad's row
 * index[i], except that with overwrite a row written again later gets 0
 * (its update never reaches the output: the true derivative, where
 * Paddle's CPU kernel gathers the row for every repeat). */
static bool scatterGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *idx = in[0], *upd = in[1], *g = in[2];
	if (g->rank == 0)
		return exError(r, op, "scatter_grad: out_grad must have rank 1 or more");
	size_t row = g->numel / (size_t)(g->dims[0] ? g->dims[0] : 1), n;
	if (!scatterArgs(r, op, idx, upd, g->dims[0], row, &n))
		return false;
	bool overwrite = exAttrBool(op, "overwrite", true);
	ExShape shapes[2] = {exShapeOf(g), exShapeOf(upd)};
	ExObj *res[2];
	if (!exNewResults(r, op, g->dtype, shapes, 2, res))
		return false;
	if (res[0]) {
		memcpy(res[0]->data, g->data, sizeof(double) * g->numel);
		for (size_t i = 0; i < n; i++)
			memset(res[0]->data + (size_t)idx->data[i] * row, 0, sizeof(double) * row);
	}
	for (size_t i = 0; res[1] && i < n; i++) {
		bool later = false;
		for (size_t j = i + 1; overwrite && j < n && !later; j++)
			later = idx->data[j] == idx->data[i];
		if (!later)
			memcpy(res[1]->data + i * row, g->data + (size_t)idx->data[i] * row, sizeof(double) * row);
	}
	out[0] = res[0];
	if (op->numResults > 1)
		out[1] = res[1];
	return true;
}

/* ------------------------------------------------------------ pad, pad3d */

enum { PAD_CONSTANT, PAD_REFLECT, PAD_REPLICATE, PAD_CIRCULAR };

/* A padding: before[d] and after[d] elements added along each dim d. */
typedef struct PadSpec {
	int64_t before[EX_MAX_RANK], after[EX_MAX_RANK];
	int mode;
} PadSpec;

/* The offset in x of the element output index idx comes from, or -1 where
 * it is the constant. */
static int64_t padSource(const ExShape *xs, const PadSpec *p, const int64_t *idx)
{
	int64_t off = 0;
	for (uint32_t d = 0; d < xs->rank; d++) {
		int64_t n = xs->dims[d], v = idx[d] - p->before[d];
		if (v < 0 || v >= n) {
			if (p->mode == PAD_CONSTANT)
				return -1;
			if (p->mode == PAD_REFLECT)
				v = v < 0 ? -v : 2 * (n - 1) - v;
			else if (p->mode == PAD_REPLICATE)
				v = v < 0 ? 0 : n - 1;
			else
				v = (v % n + n) % n;
		}
		off = off * n + v;
	}
	return off;
}

/* x padded as p says (value in the constant places), as result 0; with
 * `grad`, x is the output gradient and the result (of shape *xs) sums it
 * back to where each element came from. */
static bool padWalk(ExRun *r, PirOperation *op, const ExObj *x, const ExShape *xs, const PadSpec *p, double value,
		    bool grad, ExObj **out)
{
	ExShape os = *xs;
	for (uint32_t d = 0; d < xs->rank; d++) {
		if (p->before[d] < 0 || p->after[d] < 0)
			return exError(r, op, "pir-run pads by non-negative amounts only");
		if (p->mode == PAD_REFLECT && (p->before[d] >= xs->dims[d] || p->after[d] >= xs->dims[d]))
			return exError(r, op, "reflect padding must be smaller than the dim (%lld)", (long long)xs->dims[d]);
		if (p->mode != PAD_CONSTANT && xs->dims[d] == 0 && p->before[d] + p->after[d] > 0)
			return exError(r, op, "cannot pad an empty dim in this mode");
		os.dims[d] += p->before[d] + p->after[d];
	}
	if (grad && x->numel != exShapeNumel(&os))
		return exError(r, op, "out_grad has %zu elements, the padded shape %zu", x->numel, exShapeNumel(&os));
	ExObj *o = exNewResult(r, op, 0, x->dtype, grad ? xs : &os);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < exShapeNumel(&os); k++) {
		int64_t src = padSource(xs, p, idx);
		if (grad && src >= 0)
			o->data[src] += x->data[k];
		else if (!grad)
			o->data[k] = src >= 0 ? x->data[src] : value;
		exIndexNext(&os, idx);
	}
	out[0] = o;
	return true;
}

/* pad's paddings [before0, after0, before1, after1, ...], constant. */
static bool padSpec(ExRun *r, PirOperation *op, const ExObj *x, PadSpec *p)
{
	int64_t v[2 * EX_MAX_RANK];
	uint32_t n;
	memset(p, 0, sizeof *p);
	if (!exAttrInts(r, op, "paddings", v, 2 * EX_MAX_RANK, &n))
		return false;
	if (n != 2 * x->rank)
		return exError(r, op, "pad: %u paddings for rank %u (two a dim)", n, x->rank);
	for (uint32_t d = 0; d < x->rank; d++) {
		p->before[d] = v[2 * d];
		p->after[d] = v[2 * d + 1];
	}
	p->mode = PAD_CONSTANT;
	return true;
}

/* pad's value: the pad_value operand (one element) when given, else the
 * attribute. */
static bool padValue(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, double *v)
{
	if (i < op->numOperands && in[i]) {
		if (in[i]->kind != EX_TENSOR || in[i]->numel != 1)
			return exError(r, op, "pad_value must hold one element");
		*v = in[i]->data[0];
		return true;
	}
	return exAttrDouble(r, op, "pad_value", 0, v);
}

/* pad(x, pad_value?) {paddings, pad_value}. */
static bool pad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	double v;
	if (!exWantTensor(r, op, in, 0) || !padSpec(r, op, in[0], &p) || !padValue(r, op, in, 1, &v))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[0], &xs, &p, v, false, out);
}

/* pad_grad(x, out_grad, pad_value?): out_grad's middle, of x's shape. */
static bool padGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !padSpec(r, op, in[0], &p))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[1], &xs, &p, 0, true, out);
}

/* pad_double_grad(grad_x_grad, pad_value?): grad_x_grad padded with 0 (the
 * derivative of pad_grad, which is linear; Paddle's kernel pads with
 * pad_value, which is the same only for 0). */
static bool padDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	if (!exWantTensor(r, op, in, 0) || !padSpec(r, op, in[0], &p))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[0], &xs, &p, 0, false, out);
}

/* pad3d's spec: paddings (operand `pi` or the attribute) [left, right,
 * top, bottom, front, back] along W, H, D of a 5-D x (NCDHW or NDHWC),
 * and its mode. */
static bool pad3dSpec(ExRun *r, PirOperation *op, ExObj **in, uint32_t pi, const ExObj *x, PadSpec *p)
{
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	memset(p, 0, sizeof *p);
	if (!exIntsOf(r, op, in, pi, "paddings", v, &n))
		return false;
	if (x->rank != 5 || n != 6)
		return exError(r, op, "pad3d takes a 5-D x and 6 paddings (rank %u, %u paddings)", x->rank, n);
	const char *fmt = exAttrText(op, "data_format", "NCDHW"), *mode = exAttrText(op, "mode", "constant");
	bool last = strcmp(fmt, "NDHWC") == 0;
	if (!last && strcmp(fmt, "NCDHW") != 0)
		return exError(r, op, "pad3d: unknown data_format '%s'", fmt);
	uint32_t w = last ? 3 : 4;
	for (uint32_t k = 0; k < 3; k++) {
		p->before[w - k] = v[2 * k];
		p->after[w - k] = v[2 * k + 1];
	}
	if (strcmp(mode, "constant") == 0)
		p->mode = PAD_CONSTANT;
	else if (strcmp(mode, "reflect") == 0)
		p->mode = PAD_REFLECT;
	else if (strcmp(mode, "replicate") == 0)
		p->mode = PAD_REPLICATE;
	else if (strcmp(mode, "circular") == 0)
		p->mode = PAD_CIRCULAR;
	else
		return exError(r, op, "pad3d: unknown mode '%s'", mode);
	return true;
}

/* pad3d(x, paddings?) {paddings, mode, pad_value, data_format}. */
static bool pad3d(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	double v;
	if (!exWantTensor(r, op, in, 0) || !pad3dSpec(r, op, in, 1, in[0], &p) ||
	    !exAttrDouble(r, op, "pad_value", 0, &v))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[0], &xs, &p, v, false, out);
}

/* pad3d_grad(x, out_grad, paddings?): out_grad summed back to the
 * elements it was copied from (in the reflecting modes, several). */
static bool pad3dGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !pad3dSpec(r, op, in, 2, in[0], &p))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[1], &xs, &p, 0, true, out);
}

/* pad3d_double_grad(grad_x_grad, paddings?): pad3d of the direction, with
 * 0 in a constant padding. */
static bool pad3dDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PadSpec p;
	if (!exWantTensor(r, op, in, 0) || !pad3dSpec(r, op, in, 1, in[0], &p))
		return false;
	ExShape xs = exShapeOf(in[0]);
	return padWalk(r, op, in[0], &xs, &p, 0, false, out);
}

const ExKernel exIndexKernels[] = {
	{"pd_op.tril", tril},
	{"pd_op.tril_grad", tril},
	{"pd_op.triu", triu},
	{"pd_op.triu_grad", triu},
	{"pd_op.flip", flip},
	{"pd_op.flip_grad", flip},
	{"pd_op.roll", roll},
	{"pd_op.roll_grad", rollGrad},
	{"pd_op.gather_nd", gatherNd},
	{"pd_op.gather_nd_grad", gatherNdGrad},
	{"pd_op.gather_nd_double_grad", gatherNdDoubleGrad},
	{"pd_op.scatter", scatter},
	{"pd_op.scatter_grad", scatterGrad},
	{"pd_op.pad", pad},
	{"pd_op.pad_grad", padGrad},
	{"pd_op.pad_double_grad", padDoubleGrad},
	{"pd_op.pad3d", pad3d},
	{"pd_op.pad3d_grad", pad3dGrad},
	{"pd_op.pad3d_double_grad", pad3dDoubleGrad},
	{NULL, NULL},
};
