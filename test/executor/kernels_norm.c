/* kernels_norm.c: pir-run kernels of layer_norm, group_norm and dropout
 * with their grads, with the semantics of Paddle's CPU kernels
 * (LayerNormKernel, GroupNormKernel, DropoutRawKernel, DropoutGradRawKernel;
 * docs/executor.md, "Models"). */
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
	const char *m = exAttrText(op, "mode", "downgrade_in_infer");
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

/* ------------------------------------------------------------ group_norm */

/* group_norm's layout: N x C x S (NCHW: S the spatial size, channel
 * stride S; NHWC: channel stride 1, the spatial stride C) and the group
 * count; the element at (n, c, s) is at n*C*S + c*cs + s*ss. */
typedef struct {
	size_t n, c, sp, cs, ss;
	int64_t groups;
} GroupLayout;

static bool groupLayout(ExRun *r, PirOperation *op, const ExObj *x, GroupLayout *L)
{
	double g;
	if (!exAttrDouble(r, op, "groups", -1, &g))
		return false;
	bool nhwc = !strcmp(exAttrText(op, "data_format", "NCHW"), "NHWC");
	if (x->rank < 2)
		return exError(r, op, "group_norm needs x of rank 2 or more");
	L->n = (size_t)x->dims[0];
	L->c = (size_t)x->dims[nhwc ? x->rank - 1 : 1];
	L->sp = L->n && L->c ? x->numel / L->n / L->c : 0;
	L->cs = nhwc ? 1 : L->sp;
	L->ss = nhwc ? L->c : 1;
	L->groups = (int64_t)g;
	if (L->groups <= 0 || L->c % (size_t)L->groups)
		return exError(r, op, "groups (%lld) must divide the %zu channels", (long long)L->groups, L->c);
	return true;
}

static size_t groupAt(const GroupLayout *L, size_t n, size_t c, size_t s)
{
	return n * L->c * L->sp + c * L->cs + s * L->ss;
}

/* y = (x - mean) / sqrt(var + eps) * scale[c] + bias[c], mean and the biased
 * variance over each group's channels and the spatial dims (results 1 and
 * 2, [N, groups]), as Paddle's GroupNormKernel. */
static bool groupNorm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	GroupLayout L;
	double eps;
	if (!exWantTensor(r, op, in, 0) || !groupLayout(r, op, in[0], &L) ||
	    !exAttrDouble(r, op, "epsilon", 1e-5, &eps))
		return false;
	ExObj *x = in[0];
	const double *scale, *bias;
	if (!columnOperand(r, op, in, 1, L.c, &scale) || !columnOperand(r, op, in, 2, L.c, &bias))
		return false;
	ExShape sx = exShapeOf(x), sg = {2, {(int64_t)L.n, L.groups}};
	ExObj *y = exNewResult(r, op, 0, x->dtype, &sx);
	ExObj *mean = y && op->numResults > 1 ? exNewResult(r, op, 1, x->dtype, &sg) : NULL;
	ExObj *var = mean && op->numResults > 2 ? exNewResult(r, op, 2, x->dtype, &sg) : NULL;
	if (!y || (op->numResults > 1 && !mean) || (op->numResults > 2 && !var))
		return false;
	size_t per = L.c / (size_t)L.groups, count = per * L.sp;
	for (size_t n = 0; n < L.n; n++)
		for (size_t g = 0; g < (size_t)L.groups; g++) {
			double m = 0, v = 0;
			for (size_t c = g * per; c < (g + 1) * per; c++)
				for (size_t s = 0; s < L.sp; s++)
					m += x->data[groupAt(&L, n, c, s)];
			m /= (double)count;
			for (size_t c = g * per; c < (g + 1) * per; c++)
				for (size_t s = 0; s < L.sp; s++) {
					double d = x->data[groupAt(&L, n, c, s)] - m;
					v += d * d;
				}
			v /= (double)count;
			for (size_t c = g * per; c < (g + 1) * per; c++)
				for (size_t s = 0; s < L.sp; s++) {
					size_t i = groupAt(&L, n, c, s);
					y->data[i] = (x->data[i] - m) / sqrt(v + eps) * (scale ? scale[c] : 1) + (bias ? bias[c] : 0);
				}
			if (mean)
				mean->data[n * (size_t)L.groups + g] = m;
			if (var)
				var->data[n * (size_t)L.groups + g] = v;
		}
	out[0] = y;
	if (mean)
		out[1] = mean;
	if (var)
		out[2] = var;
	return true;
}

/* group_norm_grad(x, scale?, bias?, y, mean, variance, y_grad): with xh =
 * (x - mean) / sqrt(var + eps) and d = y_grad * scale[c] over the M
 * elements of a group, x_grad = (M d - sum(d) - xh sum(d xh)) / (M sqrt(var
 * + eps)); scale_grad[c] = sum(y_grad xh), bias_grad[c] = sum(y_grad). */
static bool groupNormGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	GroupLayout L;
	double eps;
	uint32_t want[] = {0, 4, 5, 6};
	for (size_t k = 0; k < 4; k++)
		if (!exWantTensor(r, op, in, want[k]))
			return false;
	if (!groupLayout(r, op, in[0], &L) || !exAttrDouble(r, op, "epsilon", 1e-5, &eps))
		return false;
	ExObj *x = in[0], *mean = in[4], *var = in[5], *gy = in[6];
	const double *scale, *unused;
	if (!columnOperand(r, op, in, 1, L.c, &scale) || !columnOperand(r, op, in, 2, L.c, &unused))
		return false;
	size_t ng = L.n * (size_t)L.groups;
	if (gy->numel != x->numel || mean->numel != ng || var->numel != ng)
		return exError(r, op, "y_grad must be x's size and mean, variance [N, groups]");
	ExShape sx = exShapeOf(x), sc = {1, {(int64_t)L.c}};
	ExObj *xg = exNewResult(r, op, 0, gy->dtype, &sx);
	if (!xg)
		return false;
	out[0] = xg;
	ExObj *sg = NULL, *bg = NULL;
	if (op->numResults > 1 && !(out[1] = sg = exNewResult(r, op, 1, gy->dtype, &sc)))
		return false;
	if (op->numResults > 2 && !(out[2] = bg = exNewResult(r, op, 2, gy->dtype, &sc)))
		return false;
	size_t per = L.c / (size_t)L.groups;
	double count = (double)(per * L.sp);
	for (size_t n = 0; n < L.n; n++)
		for (size_t g = 0; g < (size_t)L.groups; g++) {
			double m = mean->data[n * (size_t)L.groups + g];
			double inv = 1 / sqrt(var->data[n * (size_t)L.groups + g] + eps);
			double sd = 0, sdx = 0;
			for (size_t c = g * per; c < (g + 1) * per; c++)
				for (size_t s = 0; s < L.sp; s++) {
					size_t i = groupAt(&L, n, c, s);
					double xh = (x->data[i] - m) * inv, d = gy->data[i] * (scale ? scale[c] : 1);
					sd += d;
					sdx += d * xh;
					if (sg)
						sg->data[c] += gy->data[i] * xh;
					if (bg)
						bg->data[c] += gy->data[i];
				}
			for (size_t c = g * per; c < (g + 1) * per; c++)
				for (size_t s = 0; s < L.sp; s++) {
					size_t i = groupAt(&L, n, c, s);
					double xh = (x->data[i] - m) * inv, d = gy->data[i] * (scale ? scale[c] : 1);
					xg->data[i] = (count * d - sd - xh * sdx) * inv / count;
				}
		}
	return true;
}

const ExKernel exNormKernels[] = {
	{"pd_op.group_norm", groupNorm},
	{"pd_op.group_norm_grad", groupNormGrad},
	{"pd_op.layer_norm", layerNorm},
	{"pd_op.layer_norm_grad", layerNormGrad},
	{"pd_op.dropout", dropout},
	{"pd_op.dropout_grad", dropoutGrad},
	{NULL, NULL},
};
