/* kernels_norm.c: pir-run kernels of layer_norm and dropout with their
 * grads, with the semantics of Paddle's CPU kernels (LayerNormKernel,
 * DropoutRawKernel, DropoutGradRawKernel; docs/executor.md, "Models"). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kernels.h"

/* x as rows: `left` rows of `right` elements, the dims before
 * begin_norm_axis and from it on. */
static bool rowsOf(ExRun *r, PirOperation *op, const ExObj *x, size_t *left, size_t *right)
{
	double b;
	if (!exAttrDouble(r, op, "begin_norm_axis", 1, &b))
		return false;
	int64_t a = (int64_t)b;
	if (a < 0)
		a += x->rank;
	if (a < 0 || a >= (int64_t)x->rank)
		return exError(r, op, "begin_norm_axis %lld is out of range for rank %u", (long long)b, x->rank);
	*left = 1;
	*right = 1;
	for (uint32_t i = 0; i < x->rank; i++)
		*(i < a ? left : right) *= (size_t)x->dims[i];
	return true;
}

/* An optional per-column operand (scale, bias): absent or `right` elements. */
static bool columnOperand(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, size_t right, const double **v)
{
	*v = NULL;
	if (i >= op->numOperands || !in[i])
		return true;
	if (in[i]->kind != EX_TENSOR || in[i]->numel != right)
		return exError(r, op, "operand %u must have %zu elements (the normalized dims)", i, right);
	*v = in[i]->data;
	return true;
}

/* The shape of mean and variance: x's dims before begin_norm_axis (Paddle
 * 3), or [left] where the IR declares that static shape (older Paddle). */
static void rowShape(ExRun *r, PirOperation *op, uint32_t i, const ExObj *x, size_t left, ExShape *s)
{
	PirType *t = pirOperationGetResultType(op, i);
	if (t && pirTypeIsDenseTensor(t) && t->tensor.rank == 1 && t->tensor.dims[0] == (int64_t)left) {
		*s = (ExShape){1, {(int64_t)left}};
		return;
	}
	double b = 1;
	(void)exAttrDouble(r, op, "begin_norm_axis", 1, &b); /* checked by rowsOf */
	int64_t a = (int64_t)b < 0 ? (int64_t)b + x->rank : (int64_t)b;
	s->rank = (uint32_t)a;
	memcpy(s->dims, x->dims, sizeof(int64_t) * s->rank);
}

/* out = (x - mean) / sqrt(var + eps) * scale + bias per row; mean and the
 * biased variance are results 1 and 2, of shape [left]. */
static bool layerNorm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double eps;
	size_t left, right;
	const double *scale, *bias;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "epsilon", 1e-5, &eps) ||
	    !rowsOf(r, op, in[0], &left, &right) || !columnOperand(r, op, in, 1, right, &scale) ||
	    !columnOperand(r, op, in, 2, right, &bias))
		return false;
	const ExObj *x = in[0];
	ExShape s = exShapeOf(x);
	ExObj *y = exNewResult(r, op, 0, x->dtype, &s);
	if (!y)
		return false;
	out[0] = y;
	for (uint32_t i = 1; i < op->numResults; i++) {
		ExShape sr;
		rowShape(r, op, i, x, left, &sr);
		if (!(out[i] = exNewResult(r, op, i, x->dtype, &sr)))
			return false;
	}
	for (size_t i = 0; i < left; i++) {
		const double *xr = x->data + i * right;
		double mean = 0, var = 0;
		for (size_t j = 0; j < right; j++)
			mean += xr[j];
		mean /= (double)right;
		for (size_t j = 0; j < right; j++)
			var += (xr[j] - mean) * (xr[j] - mean);
		var /= (double)right;
		double rstd = 1 / sqrt(var + eps);
		for (size_t j = 0; j < right; j++)
			y->data[i * right + j] =
				(xr[j] - mean) * rstd * (scale ? scale[j] : 1) + (bias ? bias[j] : 0);
		if (op->numResults > 2) {
			out[1]->data[i] = mean;
			out[2]->data[i] = var;
		}
	}
	return true;
}

/* layer_norm_grad(x, scale, bias, mean, variance, out_grad): with
 * h = (x - mean) * rstd and d = out_grad * scale per row,
 * x_grad = rstd * (d - avg(d) - h * avg(d * h)),
 * scale_grad = sum over rows of out_grad * h, bias_grad = sum of out_grad. */
static bool layerNormGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double eps;
	size_t left, right;
	const double *scale, *bias;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 3) || !exWantTensor(r, op, in, 4) ||
	    !exWantTensor(r, op, in, 5) || !exAttrDouble(r, op, "epsilon", 1e-5, &eps) ||
	    !rowsOf(r, op, in[0], &left, &right) || !columnOperand(r, op, in, 1, right, &scale) ||
	    !columnOperand(r, op, in, 2, right, &bias))
		return false;
	const ExObj *x = in[0], *mean = in[3], *var = in[4], *g = in[5];
	if (g->numel != x->numel || mean->numel != left || var->numel != left)
		return exError(r, op, "operand shapes do not fit x's rows");
	ExShape s = exShapeOf(x), sc = {1, {(int64_t)right}};
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &s);
	if (!xg)
		return false;
	out[0] = xg;
	for (uint32_t i = 1; i < op->numResults && i < 3; i++)
		if (!(out[i] = exNewResult(r, op, i, g->dtype, &sc)))
			return false;
	ExObj *sg = op->numResults > 1 ? out[1] : NULL, *bg = op->numResults > 2 ? out[2] : NULL;
	for (size_t i = 0; i < left; i++) {
		const double *xr = x->data + i * right, *gr = g->data + i * right;
		double rstd = 1 / sqrt(var->data[i] + eps), m = mean->data[i], avgD = 0, avgDH = 0;
		for (size_t j = 0; j < right; j++) {
			double h = (xr[j] - m) * rstd, d = gr[j] * (scale ? scale[j] : 1);
			avgD += d;
			avgDH += d * h;
			if (sg)
				sg->data[j] += gr[j] * h;
			if (bg)
				bg->data[j] += gr[j];
		}
		avgD /= (double)right;
		avgDH /= (double)right;
		for (size_t j = 0; j < right; j++) {
			double h = (xr[j] - m) * rstd, d = gr[j] * (scale ? scale[j] : 1);
			xg->data[i * right + j] = rstd * (d - avgD - h * avgDH);
		}
	}
	(void)bias;
	return true;
}

/* Dropout's probability: operand `p` (index i) when present, else the
 * attribute; it must be in [0, 1]. */
static bool dropoutP(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, double *p)
{
	if (i < op->numOperands && in[i]) {
		if (in[i]->kind != EX_TENSOR || in[i]->numel != 1)
			return exError(r, op, "operand p must hold one number");
		*p = in[i]->data[0];
	} else if (!exAttrDouble(r, op, "p", 0.5, p))
		return false;
	if (!(*p >= 0 && *p <= 1))
		return exError(r, op, "dropout probability %g is not in [0, 1]", *p);
	return true;
}

/* Dropout's mode: true for "upscale_in_train", false for
 * "downgrade_in_infer"; anything else is refused. */
static bool dropoutUpscale(ExRun *r, PirOperation *op, bool *upscale)
{
	PirAttribute *a = exAttr(op, "mode");
	const char *m = a && a->kind == PIR_ATTR_STR ? a->text->str : "downgrade_in_infer";
	*upscale = !strcmp(m, "upscale_in_train");
	if (!*upscale && strcmp(m, "downgrade_in_infer"))
		return exError(r, op, "dropout mode '%s' is not upscale_in_train or downgrade_in_infer", m);
	return true;
}

/* A uniform number in [0, 1) for element k under seed s (splitmix64), so
 * that every run of a program draws the same mask. */
static double uniformAt(uint64_t s, uint64_t k)
{
	uint64_t z = s * 0x9E3779B97F4A7C15ull + k + 1;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	z ^= z >> 31;
	return (double)(z >> 11) / 9007199254740992.0;
}

/* dropout(x, seed_tensor, p) -> out, mask. In test mode out = x
 * (upscale_in_train) or x * (1 - p) (downgrade_in_infer) and the mask is
 * all ones. In training mode mask = (u >= p) for u uniform, drawn
 * deterministically from the seed (seed_tensor, else the seed attribute),
 * and out = x * mask / (1 - p) (0 when p = 1) or x * mask. */
static bool dropout(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double p, seed;
	bool upscale, test = exAttrBool(op, "is_test", false);
	if (!exWantTensor(r, op, in, 0) || !dropoutP(r, op, in, 2, &p) || !dropoutUpscale(r, op, &upscale) ||
	    !exAttrDouble(r, op, "seed", 0, &seed))
		return false;
	if (op->numOperands > 1 && in[1]) {
		if (in[1]->kind != EX_TENSOR || in[1]->numel != 1)
			return exError(r, op, "operand seed_tensor must hold one number");
		seed = in[1]->data[0];
	}
	const ExObj *x = in[0];
	ExShape s = exShapeOf(x);
	ExObj *y = exNewResult(r, op, 0, x->dtype, &s), *mask = NULL;
	if (!y)
		return false;
	out[0] = y;
	if (op->numResults > 1) {
		PirType *t = pirOperationGetResultType(op, 1);
		ExShape ms = t && pirTypeIsDenseTensor(t) ? s : (ExShape){0, {0}};
		if (!(out[1] = mask = exNewResult(r, op, 1, PIR_TYPE_U8, &ms)))
			return false;
		if (!pirTypeIsDenseTensor(t))
			mask = NULL; /* absent: a placeholder nothing reads */
	}
	for (size_t i = 0; i < x->numel; i++) {
		double keep = test || uniformAt((uint64_t)(int64_t)seed, i) >= p ? 1 : 0;
		if (mask)
			mask->data[i] = keep;
		if (test)
			y->data[i] = upscale ? x->data[i] : x->data[i] * (1 - p);
		else
			y->data[i] = !upscale ? x->data[i] * keep : p < 1 ? x->data[i] * keep / (1 - p) : 0;
	}
	return true;
}

/* dropout_grad(mask, out_grad, p): in test mode out_grad (upscale) or
 * out_grad * (1 - p); in training mode out_grad * mask / (1 - p) (0 when
 * p = 1) or out_grad * mask. */
static bool dropoutGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double p;
	bool upscale, test = exAttrBool(op, "is_test", false);
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !dropoutP(r, op, in, 2, &p) ||
	    !dropoutUpscale(r, op, &upscale))
		return false;
	const ExObj *mask = in[0], *g = in[1];
	ExShape s = exShapeOf(g), sm = exShapeOf(mask);
	if (!test && !exShapeEqual(&s, &sm))
		return exError(r, op, "mask and out_grad shapes differ");
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &s);
	if (!xg)
		return false;
	for (size_t i = 0; i < g->numel; i++) {
		if (test)
			xg->data[i] = upscale ? g->data[i] : g->data[i] * (1 - p);
		else
			xg->data[i] = !upscale ? g->data[i] * mask->data[i]
					       : p < 1 ? g->data[i] * mask->data[i] / (1 - p) : 0;
	}
	out[0] = xg;
	return true;
}

const ExKernel exNormKernels[] = {
	{"pd_op.layer_norm", layerNorm},
	{"pd_op.layer_norm_grad", layerNormGrad},
	{"pd_op.dropout", dropout},
	{"pd_op.dropout_grad", dropoutGrad},
	{NULL, NULL},
};
