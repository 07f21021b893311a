/* kernels_linalg.c: pir-run kernels of matmul, bmm and the reductions (mean,
 * sum) and of their grads, which walk the same index spaces. matmul
 * follows Paddle: transpose_x/y swap the last two dims, a 1-D operand is
 * a row (x) or a column (y) whose dim the result drops, and batch dims
 * broadcast. */
#include <string.h>

#include "kernels.h"

typedef struct MatOperand {
	ExShape batch;
	int64_t rows, cols; /* of the (transposed) matrix */
	int64_t ld;         /* stored row length */
	bool vector, trans;
} MatOperand;

static void matOperand(const ExObj *t, bool trans, bool isX, MatOperand *m)
{
	memset(m, 0, sizeof *m);
	if (t->rank == 1) {
		m->vector = true;
		m->rows = isX ? 1 : t->dims[0];
		m->cols = isX ? t->dims[0] : 1;
		m->ld = isX ? t->dims[0] : 1;
		return;
	}
	m->batch.rank = t->rank - 2;
	memcpy(m->batch.dims, t->dims, sizeof(int64_t) * m->batch.rank);
	int64_t r = t->dims[t->rank - 2], c = t->dims[t->rank - 1];
	m->trans = trans;
	m->rows = trans ? c : r;
	m->cols = trans ? r : c;
	m->ld = c;
}

static size_t matAt(const MatOperand *m, size_t base, int64_t i, int64_t j)
{
	if (m->vector)
		return (size_t)(i + j); /* one of them is 0 */
	size_t per = (size_t)(m->rows * m->cols);
	return base * per + (size_t)(m->trans ? j * m->ld + i : i * m->ld + j);
}

/* Either out = x @ y (g == NULL), or dx += g @ y^T, dy += x^T @ g. */
static bool matmulWalk(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || (grad && !exWantTensor(r, op, in, 2)))
		return false;
	ExObj *x = in[0], *y = in[1];
	if (x->rank == 0 || y->rank == 0)
		return exError(r, op, "matmul operands must have rank 1 or more");
	MatOperand mx, my;
	matOperand(x, exAttrBool(op, "transpose_x", false), true, &mx);
	matOperand(y, exAttrBool(op, "transpose_y", false), false, &my);
	if (mx.cols != my.rows)
		return exError(r, op, "matmul inner dimensions differ (%lld and %lld)", (long long)mx.cols,
			       (long long)my.rows);
	ExShape batch, os;
	if (!exBroadcastShape(&mx.batch, &my.batch, &batch))
		return exError(r, op, "matmul batch dimensions do not broadcast");
	os = batch;
	if (!mx.vector)
		os.dims[os.rank++] = mx.rows;
	if (!my.vector)
		os.dims[os.rank++] = my.cols;
	int64_t M = mx.rows, N = my.cols, K = mx.cols;
	ExObj *o = NULL, *dx = NULL, *dy = NULL, *g = NULL;
	if (!grad) {
		if (!(o = exNewResult(r, op, 0, x->dtype, &os)))
			return false;
	} else {
		g = in[2];
		ExShape gs = exShapeOf(g), xs = exShapeOf(x), ys = exShapeOf(y);
		if (!exShapeEqual(&gs, &os))
			return exError(r, op, "out_grad shape differs from matmul's result shape");
		dx = exNewResult(r, op, 0, x->dtype, &xs);
		dy = op->numResults > 1 ? exNewResult(r, op, 1, y->dtype, &ys) : NULL;
		if (!dx || (op->numResults > 1 && !dy)) {
			exRelease(dx);
			exRelease(dy);
			return false;
		}
	}
	size_t nb = exShapeNumel(&batch);
	int64_t bidx[EX_MAX_RANK] = {0};
	for (size_t b = 0; b < nb; b++) {
		size_t bx = exBroadcastIndex(&mx.batch, &batch, bidx), by = exBroadcastIndex(&my.batch, &batch, bidx);
		for (int64_t i = 0; i < M; i++)
			for (int64_t j = 0; j < N; j++) {
				size_t oi = b * (size_t)(M * N) + (size_t)(i * N + j);
				double acc = 0;
				for (int64_t k = 0; k < K; k++) {
					size_t xi = matAt(&mx, bx, i, k), yi = matAt(&my, by, k, j);
					if (!grad) {
						acc += x->data[xi] * y->data[yi];
					} else {
						dx->data[xi] += g->data[oi] * y->data[yi];
						if (dy)
							dy->data[yi] += g->data[oi] * x->data[xi];
					}
				}
				if (!grad)
					o->data[oi] = acc;
			}
		exIndexNext(&batch, bidx);
	}
	if (!grad) {
		out[0] = o;
	} else {
		out[0] = dx;
		if (op->numResults > 1)
			out[1] = dy;
	}
	return true;
}

/* matmul_double_grad(x, y, g, ddx?, ddy?) -> (x_grad, y_grad,
 * grad_out_grad), the gradients of <ddx, g y^T> + <ddy, x^T g>: x_grad =
 * g ddy^T, y_grad = ddx^T g, grad_out_grad = ddx y + x ddy, on matmul's
 * index walk (ddx has x's layout, ddy y's). An absent ddx or ddy is zero. */
static bool matmulDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *y = in[1], *g = in[2];
	ExObj *ddx = op->numOperands > 3 ? in[3] : NULL, *ddy = op->numOperands > 4 ? in[4] : NULL;
	ExShape xs = exShapeOf(x), ys = exShapeOf(y);
	if (ddx) {
		ExShape s = exShapeOf(ddx);
		if (!exShapeEqual(&s, &xs))
			return exError(r, op, "grad_x_grad's shape differs from x's");
	}
	if (ddy) {
		ExShape s = exShapeOf(ddy);
		if (!exShapeEqual(&s, &ys))
			return exError(r, op, "grad_y_grad's shape differs from y's");
	}
	if (x->rank < 2 || y->rank < 2)
		return exError(r, op, "pir-run's matmul_double_grad takes operands of rank 2 or more");
	MatOperand mx, my;
	matOperand(x, exAttrBool(op, "transpose_x", false), true, &mx);
	matOperand(y, exAttrBool(op, "transpose_y", false), false, &my);
	ExShape batch, os;
	if (mx.cols != my.rows || !exBroadcastShape(&mx.batch, &my.batch, &batch))
		return exError(r, op, "matmul operand shapes do not match");
	os = batch;
	os.dims[os.rank++] = mx.rows;
	os.dims[os.rank++] = my.cols;
	ExShape gs = exShapeOf(g);
	if (!exShapeEqual(&gs, &os))
		return exError(r, op, "grad_out shape differs from matmul's result shape");
	ExObj *dx = exNewResult(r, op, 0, x->dtype, &xs), *dy = exNewResult(r, op, 1, y->dtype, &ys);
	ExObj *dg = exNewResult(r, op, 2, g->dtype, &os);
	if (!dx || !dy || !dg) {
		exRelease(dx);
		exRelease(dy);
		exRelease(dg);
		return false;
	}
	int64_t M = mx.rows, N = my.cols, K = mx.cols;
	size_t nb = exShapeNumel(&batch);
	int64_t bidx[EX_MAX_RANK] = {0};
	for (size_t b = 0; b < nb; b++) {
		size_t bx = exBroadcastIndex(&mx.batch, &batch, bidx), by = exBroadcastIndex(&my.batch, &batch, bidx);
		for (int64_t i = 0; i < M; i++)
			for (int64_t j = 0; j < N; j++) {
				size_t oi = b * (size_t)(M * N) + (size_t)(i * N + j);
				for (int64_t k = 0; k < K; k++) {
					size_t xi = matAt(&mx, bx, i, k), yi = matAt(&my, by, k, j);
					double ddxv = ddx ? ddx->data[xi] : 0, ddyv = ddy ? ddy->data[yi] : 0;
					dx->data[xi] += g->data[oi] * ddyv;
					dy->data[yi] += ddxv * g->data[oi];
					dg->data[oi] += ddxv * y->data[yi] + x->data[xi] * ddyv;
				}
			}
		exIndexNext(&batch, bidx);
	}
	out[0] = dx;
	out[1] = dy;
	out[2] = dg;
	return true;
}

static bool matmul(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return matmulWalk(r, op, in, out, false);
}

static bool matmulGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return matmulWalk(r, op, in, out, true);
}

/* bmm(x, y) and its grads: matmul's of x [B, M, K] and y [B, K, N] (no
 * transposes, no broadcast: Paddle's bmm refuses other shapes). */
static bool bmmShapes(ExRun *r, PirOperation *op, ExObj **in)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	if (in[0]->rank != 3 || in[1]->rank != 3 || in[0]->dims[0] != in[1]->dims[0])
		return exError(r, op, "bmm takes x [B, M, K] and y [B, K, N] of one batch size B");
	return true;
}
static bool bmm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return bmmShapes(r, op, in) && matmulWalk(r, op, in, out, false);
}
static bool bmmGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return bmmShapes(r, op, in) && matmulWalk(r, op, in, out, true);
}
/* bmm_double_grad(x, y, grad_out, grad_x_grad?, grad_y_grad?):
 * matmul_double_grad's operands and results. */
static bool bmmDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return bmmShapes(r, op, in) && matmulDoubleGrad(r, op, in, out);
}

/* exReduceShapes (kernels.h) */
bool exReduceShapes(ExRun *r, PirOperation *op, ExObj **in, uint32_t axisOperand, const ExObj *x,
		    ExShape *keep, ExShape *out, size_t *count)
{
	int64_t axes[EX_MAX_RANK];
	uint32_t n = 0;
	if (axisOperand < op->numOperands && in[axisOperand]) {
		ExObj *a = in[axisOperand];
		if (a->kind != EX_TENSOR || a->numel > EX_MAX_RANK)
			return exError(r, op, "axis operand must be a tensor of at most %d integers", EX_MAX_RANK);
		for (size_t i = 0; i < a->numel; i++)
			if (!exToInt64(a->data[i], &axes[n++]))
				return exError(r, op, "axis operand holds a non-integer");
	} else if (!exAttrInts(r, op, "axis", axes, EX_MAX_RANK, &n)) {
		return false;
	}
	bool all = n == 0 || exAttrBool(op, "reduce_all", false);
	bool reduced[EX_MAX_RANK] = {false};
	for (uint32_t i = 0; i < n; i++) {
		int64_t a = axes[i] < 0 ? axes[i] + x->rank : axes[i];
		if (a < 0 || a >= (int64_t)x->rank)
			return exError(r, op, "axis %lld is out of range for rank %u", (long long)axes[i], x->rank);
		reduced[a] = true;
	}
	bool keepdim = exAttrBool(op, "keepdim", false);
	*keep = exShapeOf(x);
	out->rank = 0;
	*count = 1;
	for (uint32_t d = 0; d < x->rank; d++) {
		if (all || reduced[d]) {
			*count *= (size_t)x->dims[d];
			keep->dims[d] = 1;
			if (keepdim)
				out->dims[out->rank++] = 1;
		} else {
			out->dims[out->rank++] = x->dims[d];
		}
	}
	return true;
}

static bool reduce(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool mean)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	ExShape keep, os, xs = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, 1, x, &keep, &os, &count))
		return false;
	PirTypeKind dt = exAttrDtype(op, "dtype");
	ExObj *o = exNewResult(r, op, 0, exDtypeSupported(dt) ? dt : x->dtype, &os);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		o->data[exBroadcastIndex(&keep, &xs, idx)] += x->data[k];
		exIndexNext(&xs, idx);
	}
	if (mean)
		for (size_t k = 0; k < o->numel; k++)
			o->data[k] /= (double)(count ? count : 1);
	*out = o;
	return true;
}

static bool reduceGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool mean)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *x = in[0], *g = in[1];
	ExShape keep, os, xs = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, 2, x, &keep, &os, &count))
		return false;
	if (g->numel != exShapeNumel(&keep))
		return exError(r, op, "out_grad has %zu elements, the reduction gives %zu", g->numel,
			       exShapeNumel(&keep));
	ExObj *o = exNewResult(r, op, 0, x->dtype, &xs);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		double v = g->data[exBroadcastIndex(&keep, &xs, idx)];
		o->data[k] = mean ? v / (double)(count ? count : 1) : v;
		exIndexNext(&xs, idx);
	}
	*out = o;
	return true;
}

static bool meanK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return reduce(r, op, in, out, true);
}
static bool sumK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return reduce(r, op, in, out, false);
}
static bool meanGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return reduceGrad(r, op, in, out, true);
}
static bool sumGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return reduceGrad(r, op, in, out, false);
}

const ExKernel exLinalgKernels[] = {
	{"pd_op.matmul", matmul},     {"pd_op.matmul_grad", matmulGrad},
	{"pd_op.matmul_double_grad", matmulDoubleGrad},
	{"pd_op.bmm", bmm},           {"pd_op.bmm_grad", bmmGrad},
	{"pd_op.bmm_double_grad", bmmDoubleGrad},
	{"pd_op.mean", meanK},        {"pd_op.sum", sumK},
	{"pd_op.mean_grad", meanGrad}, {"pd_op.sum_grad", sumGrad},
	/* mean_all (legacy `mean`): no axis, every element */
	{"pd_op.mean_all", meanK},    {"pd_op.mean_all_grad", meanGrad},
	/* The double grads of the reductions are the reductions of the
	 * direction (mean_grad and sum_grad are linear in out_grad). */
	{"pd_op.mean_double_grad", meanK}, {"pd_op.sum_double_grad", sumK},
	{NULL, NULL},
};
