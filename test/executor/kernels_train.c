/* kernels_train.c: pir-run kernels of ops training programs use around
 * their models, with their grads, as Paddle's CPU kernels compute them
 * (docs/executor.md): cross_entropy_with_softmax (hard or soft labels,
 * along the last axis), embedding (padding_idx rows get no gradient),
 * where, expand, tile, cumsum, max (a reduction: every tie gets the
 * gradient, as Paddle's max_grad) and index_select. Operand and result
 * order as in dialects/pd_op.yaml. */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* ------------------------------------------------------------ cross entropy */

/* The rows of a softmax along the last axis: `rows` of `n`. */
static bool lastAxisRows(ExRun *r, PirOperation *op, const ExObj *x, size_t *rows, size_t *n)
{
	double a;
	if (!exAttrDouble(r, op, "axis", -1, &a))
		return false;
	if (x->rank < 1 || ((int64_t)a != -1 && (int64_t)a != (int64_t)x->rank - 1))
		return exError(r, op, "pir-run supports the softmax along the last axis only (axis %g, rank %u)", a,
			       x->rank);
	*n = (size_t)x->dims[x->rank - 1];
	*rows = *n ? x->numel / *n : 0;
	return true;
}

/* A hard label's class for row i, or -1 for ignore_index; an error when
 * it is out of range. */
static bool hardLabel(ExRun *r, PirOperation *op, const ExObj *label, size_t i, size_t n, int64_t ignore,
		      int64_t *cls)
{
	int64_t k;
	if (!exToInt64(label->data[i], &k))
		return exError(r, op, "label %zu is not an integer", i);
	if (k == ignore) {
		*cls = -1;
		return true;
	}
	if (k < 0 || k >= (int64_t)n)
		return exError(r, op, "label %lld is out of range [0, %zu)", (long long)k, n);
	*cls = k;
	return true;
}

/* cross_entropy_with_softmax(input, label) -> softmax, loss: softmax along
 * the last axis (use_softmax; else input is taken as the probabilities),
 * loss = -log softmax[label] (hard: label [..., 1], ignore_index gives 0)
 * or -sum(label log softmax) (soft_label: label like input). */
static bool crossEntropy(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, n;
	double ignore;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !lastAxisRows(r, op, in[0], &rows, &n) ||
	    !exAttrDouble(r, op, "ignore_index", -100, &ignore))
		return false;
	ExObj *x = in[0], *label = in[1];
	bool soft = exAttrBool(op, "soft_label", false), useSoftmax = exAttrBool(op, "use_softmax", true);
	if (label->numel != (soft ? x->numel : rows))
		return exError(r, op, "label has %zu elements, not %zu", label->numel, soft ? x->numel : rows);
	ExShape sx = exShapeOf(x), sl = sx;
	sl.dims[sl.rank - 1] = 1;
	ExObj *sm = exNewResult(r, op, 0, x->dtype, &sx);
	ExObj *loss = sm ? exNewResult(r, op, 1, x->dtype, &sl) : NULL;
	if (!sm || !loss)
		return false;
	for (size_t i = 0; i < rows; i++) {
		const double *xi = x->data + i * n;
		double *si = sm->data + i * n;
		if (useSoftmax) {
			double m = -INFINITY, sum = 0;
			for (size_t j = 0; j < n; j++)
				m = fmax(m, xi[j]);
			for (size_t j = 0; j < n; j++)
				sum += (si[j] = exp(xi[j] - m));
			for (size_t j = 0; j < n; j++)
				si[j] /= sum;
		} else {
			memcpy(si, xi, sizeof(double) * n);
		}
		if (soft) {
			double l = 0;
			for (size_t j = 0; j < n; j++)
				l -= label->data[i * n + j] * log(si[j]);
			loss->data[i] = l;
		} else {
			int64_t k;
			if (!hardLabel(r, op, label, i, n, (int64_t)ignore, &k))
				return false;
			loss->data[i] = k < 0 ? 0 : -log(si[k]);
		}
	}
	out[0] = sm;
	out[1] = loss;
	return true;
}

/* cross_entropy_with_softmax_grad(label, softmax, loss_grad): with
 * use_softmax, (softmax - label) * loss_grad (hard: label one-hot; a row
 * of ignore_index gets 0), as Paddle's kernel (which takes a soft label's
 * rows as summing to 1); without, -label / softmax * loss_grad. */
static bool crossEntropyGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t rows, n;
	double ignore;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exWantTensor(r, op, in, 2) ||
	    !lastAxisRows(r, op, in[1], &rows, &n) || !exAttrDouble(r, op, "ignore_index", -100, &ignore))
		return false;
	ExObj *label = in[0], *sm = in[1], *lg = in[2];
	bool soft = exAttrBool(op, "soft_label", false), useSoftmax = exAttrBool(op, "use_softmax", true);
	if (label->numel != (soft ? sm->numel : rows) || lg->numel != rows)
		return exError(r, op, "label or loss_grad does not fit softmax's %zu rows of %zu", rows, n);
	ExShape s = exShapeOf(sm);
	ExObj *g = exNewResult(r, op, 0, lg->dtype, &s);
	if (!g)
		return false;
	for (size_t i = 0; i < rows; i++) {
		int64_t k = -1;
		if (!soft && !hardLabel(r, op, label, i, n, (int64_t)ignore, &k))
			return false;
		if (!soft && k < 0)
			continue;
		for (size_t j = 0; j < n; j++) {
			double l = soft ? label->data[i * n + j] : (int64_t)j == k, p = sm->data[i * n + j];
			g->data[i * n + j] = (useSoftmax ? p - l : -l / p) * lg->data[i];
		}
	}
	out[0] = g;
	return true;
}

/* ------------------------------------------------------------ embedding */

/* The row of id k of a weight of `rows` rows, or an error. */
static bool embeddingRow(ExRun *r, PirOperation *op, double id, int64_t rows, int64_t *k)
{
	if (!exToInt64(id, k) || *k < 0 || *k >= rows)
		return exError(r, op, "id %g is out of range [0, %lld)", id, (long long)rows);
	return true;
}

/* embedding(x, weight) {padding_idx}: out[..., :] = weight[x[...], :], zeros
 * for padding_idx (negative counts from the rows). */
static bool embedding(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double pad;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAttrDouble(r, op, "padding_idx", -1, &pad))
		return false;
	ExObj *ids = in[0], *w = in[1];
	if (w->rank != 2 || ids->rank + 1 > EX_MAX_RANK)
		return exError(r, op, "the weight must be 2-D");
	int64_t rows = w->dims[0], width = w->dims[1], p = (int64_t)pad < 0 ? (int64_t)pad + rows : (int64_t)pad;
	ExShape s = exShapeOf(ids);
	s.dims[s.rank++] = width;
	ExObj *o = exNewResult(r, op, 0, w->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < ids->numel; i++) {
		int64_t k;
		if (!embeddingRow(r, op, ids->data[i], rows, &k))
			return false;
		if (k != p || pad == -1)
			memcpy(o->data + i * (size_t)width, w->data + k * width, sizeof(double) * (size_t)width);
	}
	out[0] = o;
	return true;
}

/* embedding_grad(x, weight, out_grad) {padding_idx}: out_grad's rows added
 * into the rows they were read from; the padding row gets none. */
static bool embeddingGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double pad;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exWantTensor(r, op, in, 2) ||
	    !exAttrDouble(r, op, "padding_idx", -1, &pad))
		return false;
	ExObj *ids = in[0], *w = in[1], *g = in[2];
	if (w->rank != 2 || g->numel != ids->numel * (size_t)w->dims[1])
		return exError(r, op, "out_grad must hold a weight row per id");
	int64_t rows = w->dims[0], width = w->dims[1], p = (int64_t)pad < 0 ? (int64_t)pad + rows : (int64_t)pad;
	ExShape s = exShapeOf(w);
	ExObj *wg = exNewResult(r, op, 0, g->dtype, &s);
	if (!wg)
		return false;
	for (size_t i = 0; i < ids->numel; i++) {
		int64_t k;
		if (!embeddingRow(r, op, ids->data[i], rows, &k))
			return false;
		if (k == p && pad != -1)
			continue;
		for (int64_t j = 0; j < width; j++)
			wg->data[k * width + j] += g->data[i * (size_t)width + (size_t)j];
	}
	out[0] = wg;
	return true;
}

/* ------------------------------------------------------------ where */

/* where(condition, x, y): x where condition holds, else y, broadcasting. */
static bool whereK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape sc = exShapeOf(in[0]), sx = exShapeOf(in[1]), sy = exShapeOf(in[2]), sxy, so;
	if (!exBroadcastShape(&sx, &sy, &sxy) || !exBroadcastShape(&sc, &sxy, &so))
		return exError(r, op, "condition, x and y do not broadcast");
	ExObj *o = exNewResult(r, op, 0, in[1]->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		bool c = in[0]->data[exBroadcastIndex(&sc, &so, idx)] != 0;
		o->data[k] = c ? in[1]->data[exBroadcastIndex(&sx, &so, idx)] : in[2]->data[exBroadcastIndex(&sy, &so, idx)];
		exIndexNext(&so, idx);
	}
	out[0] = o;
	return true;
}

/* where_grad(condition, x, y, out_grad): out_grad where the condition
 * holds to x, elsewhere to y, each summed to its operand's shape. */
static bool whereGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 4; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape sc = exShapeOf(in[0]), so = exShapeOf(in[3]);
	ExObj *gx = exTensorCreate(PIR_TYPE_F64, &so), *gy = exTensorCreate(PIR_TYPE_F64, &so);
	if (!gx || !gy) {
		exRelease(gx);
		exRelease(gy);
		return exError(r, op, "tensor too large for pir-run");
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < in[3]->numel; k++) {
		bool c = in[0]->data[exBroadcastIndex(&sc, &so, idx)] != 0;
		(c ? gx : gy)->data[k] = in[3]->data[k];
		exIndexNext(&so, idx);
	}
	bool ok = true;
	if (op->numResults > 0)
		ok = (out[0] = exReduceTo(r, op, 0, gx, in[1])) != NULL;
	if (ok && op->numResults > 1)
		ok = (out[1] = exReduceTo(r, op, 1, gy, in[2])) != NULL;
	exRelease(gx);
	exRelease(gy);
	return ok;
}

/* where_double_grad(condition, grad_x_grad?, grad_y_grad?): where of the
 * two (an absent one is zeros). */
static bool whereDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = op->numOperands > 1 ? in[1] : NULL, *y = op->numOperands > 2 ? in[2] : NULL;
	if (!x && !y)
		return exError(r, op, "grad_x_grad and grad_y_grad are both absent");
	ExShape sc = exShapeOf(in[0]), sx = exShapeOf(x ? x : y), sy = exShapeOf(y ? y : x), sxy, so;
	if (!exBroadcastShape(&sx, &sy, &sxy) || !exBroadcastShape(&sc, &sxy, &so))
		return exError(r, op, "condition and the gradients do not broadcast");
	ExObj *o = exNewResult(r, op, 0, (x ? x : y)->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		bool c = in[0]->data[exBroadcastIndex(&sc, &so, idx)] != 0;
		const ExObj *from = c ? x : y;
		o->data[k] = from ? from->data[exBroadcastIndex(c ? &sx : &sy, &so, idx)] : 0;
		exIndexNext(&so, idx);
	}
	out[0] = o;
	return true;
}

/* ------------------------------------------------------------ expand, tile */

/* x broadcast to the n dims v (-1 keeps x's dim), as result 0. */
static bool expandTo(ExRun *r, PirOperation *op, ExObj *x, const int64_t *v, uint32_t n, ExObj **out)
{
	if (n < x->rank)
		return exError(r, op, "the shape has %u dims, fewer than x's %u", n, x->rank);
	ExShape s = {n, {0}}, sx = exShapeOf(x);
	for (uint32_t i = 0; i < n; i++) {
		int64_t xd = i + x->rank >= n ? x->dims[i + x->rank - n] : 1;
		s.dims[i] = v[i] == -1 ? xd : v[i];
		if (xd != 1 && xd != s.dims[i])
			return exError(r, op, "x's dim %lld cannot be expanded to %lld", (long long)xd, (long long)s.dims[i]);
	}
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		o->data[k] = x->data[exBroadcastIndex(&sx, &s, idx)];
		exIndexNext(&s, idx);
	}
	out[0] = o;
	return true;
}

/* expand(x, shape?) {shape}: x broadcast to shape (-1 keeps x's dim). */
static bool expand(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	return exWantTensor(r, op, in, 0) && exIntsOf(r, op, in, 1, "shape", v, &n) && expandTo(r, op, in[0], v, n, out);
}

/* expand_as(x, y?) {target_shape}: x broadcast to y's shape, else to
 * target_shape. Its grad expand_as_grad(x, out_grad) {target_shape} is
 * expand_grad's. */
static bool expandAs(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	if (!exWantTensor(r, op, in, 0))
		return false;
	if (op->numOperands > 1 && in[1]) {
		if (!exWantTensor(r, op, in, 1))
			return false;
		n = in[1]->rank;
		memcpy(v, in[1]->dims, sizeof(int64_t) * n);
	} else if (!exAttrInts(r, op, "target_shape", v, EX_MAX_RANK, &n)) {
		return false;
	}
	return expandTo(r, op, in[0], v, n, out);
}

/* expand_grad(x, out_grad, shape?): out_grad summed back to x's shape. */
static bool expandGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	return (out[0] = exReduceTo(r, op, 0, in[1], in[0])) != NULL;
}

/* tile's result shape: x's dims (padded with 1s in front) times
 * repeat_times (padded likewise). */
static bool tileShape(ExRun *r, PirOperation *op, ExObj **in, uint32_t ri, const ExObj *x, ExShape *sx, ExShape *s)
{
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	if (!exIntsOf(r, op, in, ri, "repeat_times", v, &n))
		return false;
	uint32_t rank = n > x->rank ? n : x->rank;
	sx->rank = s->rank = rank;
	for (uint32_t i = 0; i < rank; i++) {
		int64_t xd = i + x->rank >= rank ? x->dims[i + x->rank - rank] : 1;
		int64_t t = i + n >= rank ? v[i + n - rank] : 1;
		if (t < 1)
			return exError(r, op, "repeat_times must be positive (%lld)", (long long)t);
		sx->dims[i] = xd;
		s->dims[i] = xd * t;
	}
	return true;
}

/* The index into x (of shape sx) of the element at idx of the tiled shape. */
static size_t tileSource(const ExShape *sx, const int64_t *idx)
{
	size_t at = 0;
	for (uint32_t i = 0; i < sx->rank; i++)
		at = at * (size_t)sx->dims[i] + (size_t)(idx[i] % sx->dims[i]);
	return at;
}

/* tile(x, repeat_times?) and tile_grad(x, out_grad, repeat_times?). */
static bool tile(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape sx, s;
	if (!exWantTensor(r, op, in, 0) || !tileShape(r, op, in, 1, in[0], &sx, &s))
		return false;
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		o->data[k] = in[0]->data[tileSource(&sx, idx)];
		exIndexNext(&s, idx);
	}
	out[0] = o;
	return true;
}

static bool tileGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape sx, s;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !tileShape(r, op, in, 2, in[0], &sx, &s))
		return false;
	ExShape gs = exShapeOf(in[1]), xs = exShapeOf(in[0]);
	if (!exShapeEqual(&gs, &s))
		return exError(r, op, "out_grad's shape is not the tiled shape");
	ExObj *o = exNewResult(r, op, 0, in[1]->dtype, &xs);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < in[1]->numel; k++) {
		o->data[tileSource(&sx, idx)] += in[1]->data[k];
		exIndexNext(&s, idx);
	}
	out[0] = o;
	return true;
}

/* ------------------------------------------------------------ cumsum */

/* cumsum's axis (operand 1 or the attribute; flatten: the whole tensor as
 * one axis) as outer x n x inner. */
static bool cumsumAxis(ExRun *r, PirOperation *op, ExObj **in, size_t *outer, size_t *n, size_t *inner)
{
	const ExObj *x = in[0];
	if (exAttrBool(op, "flatten", false) || x->rank == 0) {
		*outer = *inner = 1;
		*n = x->numel;
		return true;
	}
	double a;
	if (op->numOperands > 1 && in[1]) {
		if (!exWantTensor(r, op, in, 1) || in[1]->numel != 1)
			return exError(r, op, "the axis operand must hold one element");
		a = in[1]->data[0];
	} else if (!exAttrDouble(r, op, "axis", -1, &a)) {
		return false;
	}
	int64_t ax = (int64_t)a < 0 ? (int64_t)a + x->rank : (int64_t)a;
	if (ax < 0 || ax >= (int64_t)x->rank)
		return exError(r, op, "axis %g is out of range for rank %u", a, x->rank);
	*outer = *inner = 1;
	for (int64_t i = 0; i < ax; i++)
		*outer *= (size_t)x->dims[i];
	for (int64_t i = ax + 1; i < (int64_t)x->rank; i++)
		*inner *= (size_t)x->dims[i];
	*n = (size_t)x->dims[ax];
	return true;
}

/* Running sums of src along the axis into dst (exclusive: without the
 * element itself; reverse: from the end). */
static void runningSum(const double *src, double *dst, size_t outer, size_t n, size_t inner, bool exclusive,
		       bool reverse)
{
	for (size_t o = 0; o < outer; o++)
		for (size_t k = 0; k < inner; k++) {
			double acc = 0;
			for (size_t j = 0; j < n; j++) {
				size_t jj = reverse ? n - 1 - j : j, at = (o * n + jj) * inner + k;
				if (exclusive) {
					dst[at] = acc;
					acc += src[at];
				} else {
					acc += src[at];
					dst[at] = acc;
				}
			}
		}
}

/* cumsum(x, axis?) and cumsum_grad(x, out_grad, axis?): the grad is the
 * running sum the other way. */
static bool cumsumK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	size_t outer = 0, n = 0, inner = 0;
	uint32_t gi = grad ? 1 : 0;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, gi))
		return false;
	ExObj *axisIn[2] = {in[0], grad ? (op->numOperands > 2 ? in[2] : NULL) : (op->numOperands > 1 ? in[1] : NULL)};
	if (!cumsumAxis(r, op, axisIn, &outer, &n, &inner))
		return false;
	if (in[gi]->numel != in[0]->numel)
		return exError(r, op, "out_grad must be x's size");
	ExShape s = exShapeOf(in[0]);
	ExObj *o = exNewResult(r, op, 0, in[gi]->dtype, &s);
	if (!o)
		return false;
	bool reverse = exAttrBool(op, "reverse", false);
	runningSum(in[gi]->data, o->data, outer, n, inner, exAttrBool(op, "exclusive", false), grad ? !reverse : reverse);
	out[0] = o;
	return true;
}
static bool cumsum(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return cumsumK(r, op, in, out, false);
}
static bool cumsumGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return cumsumK(r, op, in, out, true);
}

/* ------------------------------------------------------------ max */

/* The reduced axes of x (operand `ai` or attribute axis; none: all) as a
 * mask, and the reduced shape kept with 1s (for broadcasting back). */
static bool reducedAxes(ExRun *r, PirOperation *op, ExObj **in, uint32_t ai, const ExObj *x, bool *mask,
			ExShape *kept)
{
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	if (!exIntsOf(r, op, in, ai, "axis", v, &n))
		return false;
	for (uint32_t i = 0; i < x->rank; i++)
		mask[i] = n == 0;
	for (uint32_t k = 0; k < n; k++) {
		int64_t a = v[k] < 0 ? v[k] + x->rank : v[k];
		if (a < 0 || a >= (int64_t)x->rank)
			return exError(r, op, "axis %lld is out of range for rank %u", (long long)v[k], x->rank);
		mask[a] = true;
	}
	if (exAttrBool(op, "reduce_all", false))
		for (uint32_t i = 0; i < x->rank; i++)
			mask[i] = true;
	kept->rank = x->rank;
	for (uint32_t i = 0; i < x->rank; i++)
		kept->dims[i] = mask[i] ? 1 : x->dims[i];
	return true;
}

/* max(x, axis?) {keepdim}: the largest element over the axes. */
static bool maxK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	bool mask[EX_MAX_RANK];
	ExShape kept;
	if (!exWantTensor(r, op, in, 0) || !reducedAxes(r, op, in, 1, in[0], mask, &kept))
		return false;
	ExObj *x = in[0];
	ExShape s = kept;
	if (!exAttrBool(op, "keepdim", false)) {
		s.rank = 0;
		for (uint32_t i = 0; i < x->rank; i++)
			if (!mask[i])
				s.dims[s.rank++] = x->dims[i];
	}
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	for (size_t k = 0; k < o->numel; k++)
		o->data[k] = -INFINITY;
	ExShape sx = exShapeOf(x);
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t at = exBroadcastIndex(&kept, &sx, idx);
		o->data[at] = fmax(o->data[at], x->data[k]);
		exIndexNext(&sx, idx);
	}
	out[0] = o;
	return true;
}

/* max_grad(x, out, out_grad, axis?): out_grad to every element equal to
 * the max of its group. */
static bool maxGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	bool mask[EX_MAX_RANK];
	ExShape kept;
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	if (!reducedAxes(r, op, in, 3, in[0], mask, &kept))
		return false;
	ExObj *x = in[0], *m = in[1], *g = in[2];
	size_t groups = 1;
	for (uint32_t i = 0; i < kept.rank; i++)
		groups *= (size_t)kept.dims[i];
	if (m->numel != groups || g->numel != groups)
		return exError(r, op, "out and out_grad must have one element per reduced group (%zu)", groups);
	ExShape sx = exShapeOf(x);
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t at = exBroadcastIndex(&kept, &sx, idx);
		xg->data[k] = x->data[k] == m->data[at] ? g->data[at] : 0;
		exIndexNext(&sx, idx);
	}
	out[0] = xg;
	return true;
}

/* ------------------------------------------------------------ index_select */

/* index_select(x, index) {axis} and index_select_grad(x, index, out_grad). */
static bool indexSelectK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	double a;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || (grad && !exWantTensor(r, op, in, 2)) ||
	    !exAttrDouble(r, op, "axis", 0, &a))
		return false;
	ExObj *x = in[0], *index = in[1];
	int64_t ax = (int64_t)a < 0 ? (int64_t)a + x->rank : (int64_t)a;
	if (x->rank == 0 || ax < 0 || ax >= (int64_t)x->rank || index->rank > 1)
		return exError(r, op, "axis %g is out of range for rank %u, or the index is not 1-D", a, x->rank);
	size_t outer = 1, inner = 1, n = (size_t)x->dims[ax], m = index->numel;
	for (int64_t i = 0; i < ax; i++)
		outer *= (size_t)x->dims[i];
	for (int64_t i = ax + 1; i < (int64_t)x->rank; i++)
		inner *= (size_t)x->dims[i];
	for (size_t j = 0; j < m; j++)
		if (index->data[j] < 0 || index->data[j] >= (double)n)
			return exError(r, op, "index %g is out of range [0, %zu)", index->data[j], n);
	ExShape s = exShapeOf(x);
	if (!grad)
		s.dims[ax] = (int64_t)m;
	else if (in[2]->numel != outer * m * inner)
		return exError(r, op, "out_grad has %zu elements, not %zu", in[2]->numel, outer * m * inner);
	ExObj *o = exNewResult(r, op, 0, grad ? in[2]->dtype : x->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t j = 0; j < m; j++)
			for (size_t k = 0; k < inner; k++) {
				size_t src = (i * n + (size_t)index->data[j]) * inner + k, dst = (i * m + j) * inner + k;
				if (grad)
					o->data[src] += in[2]->data[dst];
				else
					o->data[dst] = x->data[src];
			}
	out[0] = o;
	return true;
}
static bool indexSelect(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return indexSelectK(r, op, in, out, false);
}
static bool indexSelectGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return indexSelectK(r, op, in, out, true);
}

const ExKernel exTrainKernels[] = {
	{"pd_op.cross_entropy_with_softmax", crossEntropy},
	{"pd_op.cross_entropy_with_softmax_grad", crossEntropyGrad},
	{"pd_op.embedding", embedding},
	{"pd_op.embedding_grad", embeddingGrad},
	{"pd_op.expand_as", expandAs},
	{"pd_op.expand_as_grad", expandGrad},
	{"pd_op.where", whereK},
	{"pd_op.where_grad", whereGrad},
	{"pd_op.where_double_grad", whereDoubleGrad},
	{"pd_op.expand", expand},
	{"pd_op.expand_grad", expandGrad},
	{"pd_op.expand_double_grad", expand}, /* expand of grad_x_grad: the same operands */
	{"pd_op.tile", tile},
	{"pd_op.tile_grad", tileGrad},
	{"pd_op.tile_double_grad", tile},
	{"pd_op.cumsum", cumsum},
	{"pd_op.cumsum_grad", cumsumGrad},
	{"pd_op.max", maxK},
	{"pd_op.max_grad", maxGrad},
	{"pd_op.index_select", indexSelect},
	{"pd_op.index_select_grad", indexSelectGrad},
	{NULL, NULL},
};
