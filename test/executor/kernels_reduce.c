/* kernels_reduce.c: pir-run kernels of the reductions beyond sum and mean
 * (logsumexp, prod, p_norm) and their grads, as Paddle's CPU kernels
 * compute them, over the axes exReduceShapes (kernels_linalg.c) reads, or
 * p_norm's one axis. Operand order as in dialects/pd_op.yaml: a grad reads
 * x, out and out_grad. */
#include <math.h>

#include "kernels.h"

/* x, out (when `withOut`) and out_grad of a reduction's grad, the shapes
 * checked: out and out_grad hold one element per reduced group. */
static bool reduceGradArgs(ExRun *r, PirOperation *op, ExObj **in, uint32_t axisOperand, ExShape *keep, ExShape *xs)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape os;
	size_t count;
	if (!exReduceShapes(r, op, in, axisOperand, in[0], keep, &os, &count))
		return false;
	*xs = exShapeOf(in[0]);
	size_t n = exShapeNumel(keep);
	if (in[1]->numel != n || in[2]->numel != n)
		return exError(r, op, "out and out_grad must hold %zu elements (the reduction's)", n);
	return true;
}

/* logsumexp(x) {axis, keepdim, reduce_all}: m + log(sum(exp(x - m))), m
 * the group's maximum. */
static bool logsumexp(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	ExShape keep, os, xs = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, op->numOperands, x, &keep, &os, &count))
		return false;
	ExObj *o = exNewResult(r, op, 0, x->dtype, &os), *m = o ? exTensorCreate(x->dtype, &keep) : NULL;
	if (!m) {
		exRelease(o);
		return o ? exError(r, op, "no room for logsumexp's maxima") : false;
	}
	for (size_t k = 0; k < m->numel; k++)
		m->data[k] = -INFINITY;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t j = exBroadcastIndex(&keep, &xs, idx);
		m->data[j] = fmax(m->data[j], x->data[k]);
		exIndexNext(&xs, idx);
	}
	int64_t idx2[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t j = exBroadcastIndex(&keep, &xs, idx2);
		o->data[j] += exp(x->data[k] - m->data[j]);
		exIndexNext(&xs, idx2);
	}
	for (size_t j = 0; j < o->numel; j++)
		o->data[j] = m->data[j] + log(o->data[j]);
	exRelease(m);
	out[0] = o;
	return true;
}

/* logsumexp_grad(x, out, out_grad): g exp(x - out). */
static bool logsumexpGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape keep, xs;
	if (!reduceGradArgs(r, op, in, op->numOperands, &keep, &xs))
		return false;
	ExObj *x = in[0], *y = in[1], *g = in[2];
	ExObj *o = exNewResult(r, op, 0, x->dtype, &xs);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t j = exBroadcastIndex(&keep, &xs, idx);
		o->data[k] = g->data[j] * exp(x->data[k] - y->data[j]);
		exIndexNext(&xs, idx);
	}
	out[0] = o;
	return true;
}

/* prod(x, axis?) {axis, keepdim, reduce_all}: the product of each group. */
static bool prod(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	ExShape keep, os, xs = exShapeOf(x);
	size_t count;
	if (!exReduceShapes(r, op, in, 1, x, &keep, &os, &count))
		return false;
	ExObj *o = exNewResult(r, op, 0, x->dtype, &os);
	if (!o)
		return false;
	for (size_t j = 0; j < o->numel; j++)
		o->data[j] = 1;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		o->data[exBroadcastIndex(&keep, &xs, idx)] *= x->data[k];
		exIndexNext(&xs, idx);
	}
	out[0] = o;
	return true;
}

/* prod_grad(x, out, out_grad, axis?): g times the product of the group's
 * other elements. Paddle's kernel takes that as out / x, NaN where x is 0;
 * here it is the product itself, so a zero in the group is exact (the
 * same numbers wherever Paddle's is finite). */
static bool prodGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape keep, xs;
	if (!reduceGradArgs(r, op, in, 3, &keep, &xs))
		return false;
	ExObj *x = in[0], *g = in[2];
	/* per group: the product of its non-zero elements and its zero count */
	ExObj *nz = exTensorCreate(x->dtype, &keep), *zeros = nz ? exTensorCreate(x->dtype, &keep) : NULL;
	ExObj *o = zeros ? exNewResult(r, op, 0, x->dtype, &xs) : NULL;
	if (!o) {
		exRelease(nz);
		exRelease(zeros);
		return zeros ? false : exError(r, op, "no room for prod_grad's products");
	}
	for (size_t j = 0; j < nz->numel; j++)
		nz->data[j] = 1;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t j = exBroadcastIndex(&keep, &xs, idx);
		if (x->data[k] == 0)
			zeros->data[j] += 1;
		else
			nz->data[j] *= x->data[k];
		exIndexNext(&xs, idx);
	}
	int64_t idx2[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < x->numel; k++) {
		size_t j = exBroadcastIndex(&keep, &xs, idx2);
		double z = zeros->data[j], others;
		if (x->data[k] == 0)
			others = z == 1 ? nz->data[j] : 0;
		else
			others = z == 0 ? nz->data[j] / x->data[k] : 0;
		o->data[k] = g->data[j] * others;
		exIndexNext(&xs, idx2);
	}
	exRelease(nz);
	exRelease(zeros);
	out[0] = o;
	return true;
}

/* p_norm's groups: along `axis`, or all of x with asvector; the result's
 * shape drops the axis (keepdim: makes it 1). */
static bool pnormArgs(ExRun *r, PirOperation *op, const ExObj *x, size_t *outer, int64_t *n, size_t *inner,
		      ExShape *os, double *p)
{
	double a;
	if (!exAttrDouble(r, op, "porder", 2, p) || !exAttrDouble(r, op, "axis", -1, &a))
		return false;
	bool keepdim = exAttrBool(op, "keepdim", false);
	if (exAttrBool(op, "asvector", false) || x->rank == 0) {
		*outer = *inner = 1;
		*n = (int64_t)x->numel;
		os->rank = keepdim ? x->rank : 0;
		for (uint32_t d = 0; d < os->rank; d++)
			os->dims[d] = 1;
		return true;
	}
	if (!exAxisSplit(r, op, x, (int64_t)a, outer, n, inner))
		return false;
	int64_t ax = (int64_t)a < 0 ? (int64_t)a + x->rank : (int64_t)a;
	*os = exShapeOf(x);
	if (keepdim) {
		os->dims[ax] = 1;
	} else {
		for (uint32_t d = (uint32_t)ax; d + 1 < x->rank; d++)
			os->dims[d] = x->dims[d + 1];
		os->rank--;
	}
	return true;
}

/* p_norm(x) {porder, axis, keepdim, asvector}: (sum |x|^p)^(1/p); p = inf
 * the largest |x|, -inf the smallest, 0 the count of non-zeros. */
static bool pnorm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	size_t outer, inner;
	int64_t n;
	ExShape os;
	double p;
	if (!pnormArgs(r, op, x, &outer, &n, &inner, &os, &p))
		return false;
	ExObj *o = exNewResult(r, op, 0, x->dtype, &os);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			double acc = isinf(p) ? (p > 0 ? 0 : INFINITY) : 0;
			for (int64_t j = 0; j < n; j++) {
				double v = fabs(x->data[(i * (size_t)n + (size_t)j) * inner + k]);
				if (isinf(p))
					acc = p > 0 ? fmax(acc, v) : fmin(acc, v);
				else
					acc += p == 0 ? (v != 0) : pow(v, p);
			}
			o->data[i * inner + k] = isinf(p) || p == 0 ? acc : pow(acc, 1 / p);
		}
	out[0] = o;
	return true;
}

/* p_norm_grad(x, out, out_grad): g sign(x) |x|^(p-1) / out^(p-1) (0 where
 * x is 0); p = +-inf: g sign(x) where |x| is the norm, shared among the
 * ties, as Paddle's AbsMaxAndMinGradFunctor; p = 0: zeros. */
static bool pnormGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *y = in[1], *g = in[2];
	size_t outer, inner;
	int64_t n;
	ExShape os, xs = exShapeOf(x);
	double p;
	if (!pnormArgs(r, op, x, &outer, &n, &inner, &os, &p))
		return false;
	if (y->numel != outer * inner || g->numel != outer * inner)
		return exError(r, op, "out and out_grad must hold %zu elements", outer * inner);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &xs);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			double nrm = y->data[i * inner + k], gv = g->data[i * inner + k], ties = 0;
			for (int64_t j = 0; j < n && isinf(p); j++)
				ties += fabs(x->data[(i * (size_t)n + (size_t)j) * inner + k]) == nrm;
			for (int64_t j = 0; j < n; j++) {
				size_t at = (i * (size_t)n + (size_t)j) * inner + k;
				double v = x->data[at], s = v > 0 ? 1 : v < 0 ? -1 : 0;
				if (p == 0 || v == 0)
					o->data[at] = 0;
				else if (isinf(p))
					o->data[at] = fabs(v) == nrm ? gv * s / ties : 0;
				else
					o->data[at] = gv * s * pow(fabs(v), p - 1) / pow(nrm, p - 1);
			}
		}
	out[0] = o;
	return true;
}

const ExKernel exReduceKernels[] = {
	{"pd_op.logsumexp", logsumexp},
	{"pd_op.logsumexp_grad", logsumexpGrad},
	{"pd_op.prod", prod},
	{"pd_op.prod_grad", prodGrad},
	{"pd_op.p_norm", pnorm},
	{"pd_op.p_norm_grad", pnormGrad},
	{NULL, NULL},
};
