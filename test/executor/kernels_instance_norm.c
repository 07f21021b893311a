/* kernels_instance_norm.c: pir-run kernels of instance_norm, its grad and
 * its double grad, as Paddle's CPU kernels: x [N, C, ...] is normalized
 * over each (n, c)'s spatial elements (a contiguous group of S), with the
 * biased variance; saved_mean and saved_variance ([N * C]) hold the mean
 * and 1 / sqrt(var + epsilon), which the grads read. Operand and result
 * order as in dialects/pd_op.yaml. */
#include <math.h>
#include <stdlib.h>

#include "kernels.h"

/* The layout: N groups of C channels of S elements; scale (operand si,
 * optional) holds C values. */
typedef struct InLayout {
	size_t n, c, s;
} InLayout;

static bool inLayout(ExRun *r, PirOperation *op, ExObj **in, uint32_t si, InLayout *L, const double **scale)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	if (x->rank < 2)
		return exError(r, op, "instance_norm takes x of rank 2 or more (N, C, ...)");
	L->n = (size_t)x->dims[0];
	L->c = (size_t)x->dims[1];
	L->s = L->n && L->c ? x->numel / L->n / L->c : 0;
	*scale = NULL;
	if (si < op->numOperands && in[si]) {
		if (in[si]->kind != EX_TENSOR || in[si]->numel != L->c)
			return exError(r, op, "scale must hold one value per channel (%zu)", L->c);
		*scale = in[si]->data;
	}
	return true;
}

/* The saved statistics (operands mi and vi) hold one value per (n, c). */
static bool inSaved(ExRun *r, PirOperation *op, ExObj **in, uint32_t mi, const InLayout *L)
{
	if (!exWantTensor(r, op, in, mi) || !exWantTensor(r, op, in, mi + 1))
		return false;
	if (in[mi]->numel != L->n * L->c || in[mi + 1]->numel != L->n * L->c)
		return exError(r, op, "saved_mean and saved_variance must hold N * C = %zu values", L->n * L->c);
	return true;
}

/* instance_norm(x, scale?, bias?) {epsilon} -> y, saved_mean,
 * saved_variance: y = (x - mean) inv scale[c] + bias[c], inv = 1 /
 * sqrt(var + epsilon). */
static bool instanceNorm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	InLayout L;
	const double *scale, *bias = NULL;
	double eps;
	if (!inLayout(r, op, in, 1, &L, &scale) || !exAttrDouble(r, op, "epsilon", 1e-5, &eps))
		return false;
	if (op->numOperands > 2 && in[2]) {
		if (in[2]->kind != EX_TENSOR || in[2]->numel != L.c)
			return exError(r, op, "bias must hold one value per channel (%zu)", L.c);
		bias = in[2]->data;
	}
	ExObj *x = in[0];
	ExShape stat = {1, {(int64_t)(L.n * L.c)}};
	ExShape shapes[3] = {exShapeOf(x), stat, stat};
	ExObj *res[3];
	if (!exNewResults(r, op, x->dtype, shapes, 3, res))
		return false;
	for (size_t g = 0; g < L.n * L.c; g++) {
		const double *xs = x->data + g * L.s;
		double mean = 0, var = 0;
		for (size_t k = 0; k < L.s; k++)
			mean += xs[k];
		mean /= (double)(L.s ? L.s : 1);
		for (size_t k = 0; k < L.s; k++)
			var += (xs[k] - mean) * (xs[k] - mean);
		var /= (double)(L.s ? L.s : 1);
		double inv = 1 / sqrt(var + eps), sc = scale ? scale[g % L.c] : 1, b = bias ? bias[g % L.c] : 0;
		for (size_t k = 0; k < L.s; k++)
			res[0]->data[g * L.s + k] = (xs[k] - mean) * inv * sc + b;
		if (res[1])
			res[1]->data[g] = mean;
		if (res[2])
			res[2]->data[g] = inv;
	}
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

/* P(d) of a group: d - mean(d) - xh mean(d xh), the derivative of xh
 * along d (over inv); xh = (x - mean) inv. */
static void project(const double *x, double mean, double inv, const double *d, size_t s, double *p)
{
	double md = 0, mdx = 0;
	for (size_t k = 0; k < s; k++) {
		md += d[k];
		mdx += d[k] * (x[k] - mean) * inv;
	}
	md /= (double)s;
	mdx /= (double)s;
	for (size_t k = 0; k < s; k++)
		p[k] = d[k] - md - (x[k] - mean) * inv * mdx;
}

/* instance_norm_grad(x, scale?, saved_mean, saved_variance, y_grad)
 * {epsilon} -> x_grad = scale inv P(g), scale_grad[c] = sum g xh, bias_grad[c]
 * = sum g, over the batch and the spatial elements. */
static bool instanceNormGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	InLayout L;
	const double *scale;
	if (!inLayout(r, op, in, 1, &L, &scale) || !inSaved(r, op, in, 2, &L) || !exWantTensor(r, op, in, 4))
		return false;
	ExObj *x = in[0], *g = in[4];
	if (g->numel != x->numel)
		return exError(r, op, "y_grad's size differs from x's");
	ExShape cs = {1, {(int64_t)L.c}};
	ExShape shapes[3] = {exShapeOf(x), cs, cs};
	ExObj *res[3];
	if (!exNewResults(r, op, g->dtype, shapes, 3, res))
		return false;
	for (size_t gi = 0; gi < L.n * L.c; gi++) {
		size_t c = gi % L.c, at = gi * L.s;
		double mean = in[2]->data[gi], inv = in[3]->data[gi], sc = scale ? scale[c] : 1;
		if (res[0]) {
			project(x->data + at, mean, inv, g->data + at, L.s, res[0]->data + at);
			for (size_t k = 0; k < L.s; k++)
				res[0]->data[at + k] *= sc * inv;
		}
		for (size_t k = 0; k < L.s; k++) {
			if (res[1])
				res[1]->data[c] += g->data[at + k] * (x->data[at + k] - mean) * inv;
			if (res[2])
				res[2]->data[c] += g->data[at + k];
		}
	}
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

/* instance_norm_double_grad(x, scale?, saved_mean, saved_variance,
 * grad_y, grad_x_grad?, grad_scale_grad?, grad_bias_grad?) {epsilon} ->
 * x_grad, scale_grad, grad_y_grad: the gradients of F = <a, s inv P(b)> +
 * <ds, sum b xh> + <db, sum b> (a = grad_x_grad, b = grad_y, ds, db the
 * scale and bias directions; absent ones are zeros) with respect to x, s
 * and b. Per group of m elements, with u = sum a xh, v = sum b xh, C1 =
 * sum a b - m mean(a) mean(b), the first term is s (inv C1 - inv u v / m),
 * and d inv / dx_i = -inv^2 xh_i / m, d u / dx_i = inv (a_i - mean(a) -
 * xh_i u / m) (v alike), so
 *   x_grad_i = -s inv^2 / m (xh_i (C1 - u v / m) + v (a_i - mean(a) - xh_i u / m)
 *              + u (b_i - mean(b) - xh_i v / m)) + ds inv P(b)_i,
 *   scale_grad[c] = sum inv a P(b), grad_y_grad = s inv P(a) + ds xh + db. */
static bool instanceNormDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	InLayout L;
	const double *scale;
	if (!inLayout(r, op, in, 1, &L, &scale) || !inSaved(r, op, in, 2, &L) || !exWantTensor(r, op, in, 4))
		return false;
	ExObj *x = in[0], *b = in[4];
	const double *dd[3] = {NULL, NULL, NULL}; /* grad_x_grad, grad_scale_grad, grad_bias_grad */
	size_t want[3] = {x->numel, L.c, L.c};
	for (uint32_t k = 0; k < 3; k++)
		if (5 + k < op->numOperands && in[5 + k]) {
			if (in[5 + k]->kind != EX_TENSOR || in[5 + k]->numel != want[k])
				return exError(r, op, "operand %u must hold %zu values", 5 + k, want[k]);
			dd[k] = in[5 + k]->data;
		}
	if (b->numel != x->numel)
		return exError(r, op, "grad_y's size differs from x's");
	ExShape cs = {1, {(int64_t)L.c}};
	ExShape shapes[3] = {exShapeOf(x), cs, exShapeOf(x)};
	ExObj *res[3];
	if (!exNewResults(r, op, b->dtype, shapes, 3, res))
		return false;
	double *pa = pirCalloc(L.s ? L.s : 1, sizeof *pa), *pb = pirCalloc(L.s ? L.s : 1, sizeof *pb);
	double *zero = pirCalloc(L.s ? L.s : 1, sizeof *zero);
	double m = (double)(L.s ? L.s : 1);
	for (size_t gi = 0; gi < L.n * L.c; gi++) {
		size_t c = gi % L.c, at = gi * L.s;
		double mean = in[2]->data[gi], inv = in[3]->data[gi], s = scale ? scale[c] : 1;
		double ds = dd[1] ? dd[1][c] : 0, db = dd[2] ? dd[2][c] : 0;
		const double *xs = x->data + at, *bs = b->data + at, *as = dd[0] ? dd[0] + at : zero;
		double ma = 0, mb = 0, u = 0, v = 0, ab = 0;
		for (size_t k = 0; k < L.s; k++) {
			double xh = (xs[k] - mean) * inv;
			ma += as[k];
			mb += bs[k];
			u += as[k] * xh;
			v += bs[k] * xh;
			ab += as[k] * bs[k];
		}
		ma /= m;
		mb /= m;
		double c1 = ab - m * ma * mb;
		project(xs, mean, inv, as, L.s, pa);
		project(xs, mean, inv, bs, L.s, pb);
		for (size_t k = 0; k < L.s; k++) {
			double xh = (xs[k] - mean) * inv;
			if (res[0])
				res[0]->data[at + k] = -s * inv * inv / m *
							       (xh * (c1 - u * v / m) + v * (as[k] - ma - xh * u / m) +
								u * (bs[k] - mb - xh * v / m)) +
						       ds * inv * pb[k];
			if (res[1])
				res[1]->data[c] += inv * as[k] * pb[k];
			if (res[2])
				res[2]->data[at + k] = s * inv * pa[k] + ds * xh + db;
		}
	}
	free(pa);
	free(pb);
	free(zero);
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

const ExKernel exInstanceNormKernels[] = {
	{"pd_op.instance_norm", instanceNorm},
	{"pd_op.instance_norm_grad", instanceNormGrad},
	{"pd_op.instance_norm_double_grad", instanceNormDoubleGrad},
	{NULL, NULL},
};
