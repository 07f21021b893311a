/* kernels_math.c: pir-run kernels of more activations and of gather, with
 * their grads, as Paddle's CPU functors compute them (docs/executor.md):
 * abs, gelu (exact and tanh-approximate), silu, pow (a scalar exponent),
 * clip, log_softmax, gather (along an axis, the index 1-D) and
 * gather_grad (the output gradient added back at the gathered places).
 * Operand and result order as in dialects/pd_op.yaml. */
#include <math.h>
#include <string.h>

#include "kernels.h"

#define SQRT_2 1.4142135623730951
#define SQRT_2_OVER_PI 0.7978845608028654
#define INV_SQRT_2PI 0.3989422804014327

static double absF(double x, const double *a)
{
	(void)a;
	return fabs(x);
}
/* AbsGradFunctor: sign(x) * g. */
static double absG(double x, double g, const double *a)
{
	(void)a;
	return x > 0 ? g : x < 0 ? -g : 0;
}

/* GeluFunctor: x Phi(x), or with approximate the tanh form
 * 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))); a[0] is approximate. */
static double geluF(double x, const double *a)
{
	if (a[0] != 0)
		return 0.5 * x * (1 + tanh(SQRT_2_OVER_PI * (x + 0.044715 * x * x * x)));
	return 0.5 * x * (1 + erf(x / SQRT_2));
}
static double geluG(double x, double g, const double *a)
{
	if (a[0] != 0) {
		double t = tanh(SQRT_2_OVER_PI * (x + 0.044715 * x * x * x));
		double du = SQRT_2_OVER_PI * (1 + 3 * 0.044715 * x * x);
		return g * (0.5 * (1 + t) + 0.5 * x * (1 - t * t) * du);
	}
	return g * (0.5 * (1 + erf(x / SQRT_2)) + x * exp(-x * x / 2) * INV_SQRT_2PI);
}

static double siluF(double x, const double *a)
{
	(void)a;
	return x / (1 + exp(-x));
}

/* pow: x^y, a[0] being y. */
static double powF(double x, const double *a)
{
	return pow(x, a[0]);
}
static double powG(double x, double g, const double *a)
{
	return g * a[0] * pow(x, a[0] - 1);
}

/* clip: x limited to [a[0], a[1]]; its grad passes g where min < x < max
 * (ClipGradFunctor). */
static double clipF(double x, const double *a)
{
	return x < a[0] ? a[0] : x > a[1] ? a[1] : x;
}
static double clipG(double x, double g, const double *a)
{
	return x > a[0] && x < a[1] ? g : 0;
}

static bool absK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, absF, NULL);
}
static bool absGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, absG, NULL);
}
static bool gelu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a = exAttrBool(op, "approximate", false);
	return exUnary(r, op, in, out, geluF, &a);
}
static bool geluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a = exAttrBool(op, "approximate", false);
	return exUnaryGrad(r, op, in, out, geluG, &a);
}
static bool silu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, siluF, NULL);
}

/* silu_grad(x, out, out_grad): g sigmoid(x) (1 + x (1 - sigmoid(x))). */
static bool siluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 2))
		return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[2]);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "operand shapes differ");
	ExObj *xg = exNewResult(r, op, 0, in[2]->dtype, &s);
	if (!xg)
		return false;
	for (size_t i = 0; i < xg->numel; i++) {
		double x = in[0]->data[i], sig = 1 / (1 + exp(-x));
		xg->data[i] = in[2]->data[i] * sig * (1 + x * (1 - sig));
	}
	out[0] = xg;
	return true;
}

/* A scalar from operand i when it is given (one element), else from
 * attribute `name`. */
static bool scalarOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const char *name, double deflt, double *v)
{
	if (i < op->numOperands && in[i]) {
		if (!exWantTensor(r, op, in, i) || in[i]->numel != 1)
			return exError(r, op, "operand %u must hold one element", i);
		*v = in[i]->data[0];
		return true;
	}
	return exAttrDouble(r, op, name, deflt, v);
}

/* pow(x, y?) and pow_grad(x, out_grad, y?) */
static bool powK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double y;
	return scalarOf(r, op, in, 1, "y", 1, &y) && exUnary(r, op, in, out, powF, &y);
}
/* pow_grad's own default y is -1 (its definition, Paddle's table), not
 * pow's 1: a pow_grad without y means y = -1 (append-backward passes the
 * forward's y; grad-attribute-defaults.pir). */
static bool powGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double y;
	return scalarOf(r, op, in, 2, "y", -1, &y) && exUnaryGrad(r, op, in, out, powG, &y);
}

/* pow_double_grad(x, grad_out, grad_x_grad, y?): the gradients of
 * <grad_x_grad, y x^(y-1) grad_out>: x_grad = grad_x_grad grad_out y (y-1)
 * x^(y-2), grad_out_grad = grad_x_grad y x^(y-1). */
static bool powDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double y;
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	if (!scalarOf(r, op, in, 3, "y", 1, &y))
		return false;
	ExShape s = exShapeOf(in[0]), s1 = exShapeOf(in[1]), s2 = exShapeOf(in[2]);
	if (!exShapeEqual(&s, &s1) || !exShapeEqual(&s, &s2))
		return exError(r, op, "operand shapes differ");
	ExObj *xg = exNewResult(r, op, 0, in[2]->dtype, &s);
	ExObj *gg = xg && op->numResults > 1 ? exNewResult(r, op, 1, in[2]->dtype, &s) : NULL;
	if (!xg || (op->numResults > 1 && !gg))
		return false;
	for (size_t i = 0; i < xg->numel; i++) {
		double x = in[0]->data[i], g = in[1]->data[i], dd = in[2]->data[i];
		xg->data[i] = dd * g * y * (y - 1) * pow(x, y - 2);
		if (gg)
			gg->data[i] = dd * y * pow(x, y - 1);
	}
	out[0] = xg;
	if (gg)
		out[1] = gg;
	return true;
}

/* clip(x, min?, max?) and clip_grad(x, out_grad, min?, max?) */
static bool clip(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return scalarOf(r, op, in, 1, "min", 0, &a[0]) && scalarOf(r, op, in, 2, "max", 0, &a[1]) &&
	       exUnary(r, op, in, out, clipF, a);
}
static bool clipGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return scalarOf(r, op, in, 2, "min", 0, &a[0]) && scalarOf(r, op, in, 3, "max", 0, &a[1]) &&
	       exUnaryGrad(r, op, in, out, clipG, a);
}

/* log_softmax(x) {axis}: x - max - log(sum(exp(x - max))) along the axis. */
static bool logSoftmax(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	size_t outer, inner;
	int64_t n;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "axis", -1, &a) ||
	    !exAxisSplit(r, op, in[0], (int64_t)a, &outer, &n, &inner))
		return false;
	ExObj *x = in[0];
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			size_t base = i * (size_t)n * inner + k;
			double m = -INFINITY, sum = 0;
			for (int64_t j = 0; j < n; j++)
				m = fmax(m, x->data[base + j * inner]);
			for (int64_t j = 0; j < n; j++)
				sum += exp(x->data[base + j * inner] - m);
			for (int64_t j = 0; j < n; j++)
				o->data[base + j * inner] = x->data[base + j * inner] - m - log(sum);
		}
	out[0] = o;
	return true;
}

/* log_softmax_grad(out, out_grad) {axis}: g - exp(out) sum(g). */
static bool logSoftmaxGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	size_t outer, inner;
	int64_t n;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAttrDouble(r, op, "axis", -1, &a) ||
	    !exAxisSplit(r, op, in[0], (int64_t)a, &outer, &n, &inner))
		return false;
	ExObj *y = in[0], *g = in[1];
	ExShape s = exShapeOf(y), sg = exShapeOf(g);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "operand shapes differ");
	ExObj *o = exNewResult(r, op, 0, g->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			size_t base = i * (size_t)n * inner + k;
			double sum = 0;
			for (int64_t j = 0; j < n; j++)
				sum += g->data[base + j * inner];
			for (int64_t j = 0; j < n; j++)
				o->data[base + j * inner] = g->data[base + j * inner] - exp(y->data[base + j * inner]) * sum;
		}
	out[0] = o;
	return true;
}

/* gather's axis (operand `ai` when given, else the attribute), the index
 * (1-D, or one element: Paddle's 0-D index), and every index in range. */
static bool gatherArgs(ExRun *r, PirOperation *op, ExObj **in, uint32_t ai, size_t *outer, int64_t *n,
		       size_t *inner, int64_t *axis)
{
	double a;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !scalarOf(r, op, in, ai, "axis", 0, &a))
		return false;
	if (in[1]->rank > 1)
		return exError(r, op, "the index must be 1-D (rank %u)", in[1]->rank);
	*axis = (int64_t)a < 0 ? (int64_t)a + in[0]->rank : (int64_t)a;
	if (!exAxisSplit(r, op, in[0], *axis, outer, n, inner))
		return false;
	for (size_t k = 0; k < in[1]->numel; k++)
		if (in[1]->data[k] < 0 || in[1]->data[k] >= (double)*n)
			return exError(r, op, "index %g is out of range [0, %lld)", in[1]->data[k], (long long)*n);
	return true;
}

/* gather(x, index, axis?): out takes x's slices at index along axis. */
static bool gather(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t outer, inner;
	int64_t n, axis;
	if (!gatherArgs(r, op, in, 2, &outer, &n, &inner, &axis))
		return false;
	ExObj *x = in[0], *idx = in[1];
	ExShape s = exShapeOf(x);
	if (s.rank)
		s.dims[axis] = (int64_t)idx->numel;
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	size_t m = idx->numel;
	for (size_t i = 0; i < outer; i++)
		for (size_t j = 0; j < m; j++)
			memcpy(o->data + (i * m + j) * inner, x->data + (i * (size_t)n + (size_t)idx->data[j]) * inner,
			       sizeof(double) * inner);
	out[0] = o;
	return true;
}

/* gather_grad(x, index, out_grad, axis?): zeros of x's shape with out_grad
 * added at the gathered slices (an index taken twice gets both). */
static bool gatherGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	size_t outer, inner;
	int64_t n, axis;
	if (!gatherArgs(r, op, in, 3, &outer, &n, &inner, &axis) || !exWantTensor(r, op, in, 2))
		return false;
	ExObj *x = in[0], *idx = in[1], *g = in[2];
	size_t m = idx->numel;
	if (g->numel != outer * m * inner)
		return exError(r, op, "out_grad has %zu elements, not %zu", g->numel, outer * m * inner);
	ExShape s = exShapeOf(x);
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &s);
	if (!xg)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t j = 0; j < m; j++)
			for (size_t k = 0; k < inner; k++)
				xg->data[(i * (size_t)n + (size_t)idx->data[j]) * inner + k] += g->data[(i * m + j) * inner + k];
	out[0] = xg;
	return true;
}

const ExKernel exMathKernels[] = {
	{"pd_op.abs", absK},
	{"pd_op.abs_grad", absGrad},
	{"pd_op.abs_double_grad", absGrad}, /* sign(x) grad_x_grad: abs_grad's formula and operands */
	{"pd_op.gelu", gelu},
	{"pd_op.gelu_grad", geluGrad},
	{"pd_op.silu", silu},
	{"pd_op.silu_grad", siluGrad},
	{"pd_op.pow", powK},
	{"pd_op.pow_grad", powGrad},
	{"pd_op.pow_double_grad", powDoubleGrad},
	{"pd_op.clip", clip},
	{"pd_op.clip_grad", clipGrad},
	{"pd_op.clip_double_grad", clipGrad}, /* (x, grad_x_grad, min, max): clip_grad's */
	{"pd_op.log_softmax", logSoftmax},
	{"pd_op.log_softmax_grad", logSoftmaxGrad},
	{"pd_op.gather", gather},
	{"pd_op.gather_grad", gatherGrad},
	{NULL, NULL},
};
