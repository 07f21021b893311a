/* kernels_act.c: pir-run kernels of the activations of the mobile CNNs
 * and OCR models (hardswish, hardsigmoid, swish, relu6), of YOLOv3
 * (leaky_relu) and prelu (a learned slope) and their grads, elementwise through exUnary / exUnaryGrad
 * (kernel_support.c), with
 * the semantics of Paddle's CPU activation functors (docs/executor.md,
 * "Models"). */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* Paddle's HardSwishFunctor with its fixed threshold 6, scale 6, offset 3:
 * x * min(max(x + 3, 0), 6) / 6. */
static double hardswishF(double x, const double *attr)
{
	(void)attr;
	return x * fmin(fmax(x + 3, 0), 6) / 6;
}

/* HardSwishGradFunctor: 0 where x + 3 <= 0, (2x + 3) / 6 below the
 * threshold, 1 from it on. */
static double hardswishG(double x, double g, const double *attr)
{
	(void)attr;
	if (x + 3 <= 0)
		return 0;
	return x + 3 < 6 ? g * (2 * x + 3) / 6 : g;
}

static bool hardswish(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, hardswishF, NULL);
}

static bool hardswishGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, hardswishG, NULL);
}

/* HardSigmoidFunctor: clip(slope * x + offset, 0, 1). */
static double hardsigmoidF(double x, const double *attr)
{
	return fmin(fmax(attr[0] * x + attr[1], 0), 1);
}

/* HardSigmoidGradFunctor, from out: slope where 0 < out < 1, else 0. */
static double hardsigmoidG(double y, double g, const double *attr)
{
	return y > 0 && y < 1 ? g * attr[0] : 0;
}

static bool slopeOffset(ExRun *r, PirOperation *op, double *attr)
{
	return exAttrDouble(r, op, "slope", 0.2, &attr[0]) && exAttrDouble(r, op, "offset", 0.5, &attr[1]);
}

static bool hardsigmoid(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double attr[2];
	return slopeOffset(r, op, attr) && exUnary(r, op, in, out, hardsigmoidF, attr);
}

static bool hardsigmoidGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double attr[2];
	return slopeOffset(r, op, attr) && exUnaryGrad(r, op, in, out, hardsigmoidG, attr);
}

/* SwishFunctor with beta 1 (pd_op.swish has no beta): x * sigmoid(x). */
static double swishF(double x, const double *attr)
{
	(void)attr;
	return x / (1 + exp(-x));
}

/* SwishGradFunctor: sigmoid(x) * (1 + x * (1 - sigmoid(x))). */
static double swishG(double x, double g, const double *attr)
{
	(void)attr;
	double s = 1 / (1 + exp(-x));
	return g * s * (1 + x * (1 - s));
}

static bool swish(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, swishF, NULL);
}

static bool swishGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, swishG, NULL);
}

/* Relu6Functor: min(max(x, 0), 6); Relu6GradFunctor, from out: g where
 * 0 < out < 6, else 0. */
static double relu6F(double x, const double *attr)
{
	(void)attr;
	return fmin(fmax(x, 0), 6);
}

static double relu6G(double y, double g, const double *attr)
{
	(void)attr;
	return y > 0 && y < 6 ? g : 0;
}

static bool relu6(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, relu6F, NULL);
}

static bool relu6Grad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, relu6G, NULL);
}

/* LeakyReluFunctor: max(x, alpha x) for alpha < 1, min for alpha > 1;
 * both are x from 0 on and alpha x below it. */
static double leakyReluF(double x, const double *attr)
{
	return x >= 0 ? x : attr[0] * x;
}

/* LeakyReluGradFunctor: alpha where x < 0, 1 from 0 on. */
static double leakyReluG(double x, double g, const double *attr)
{
	return x < 0 ? g * attr[0] : g;
}

static bool leakyRelu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "negative_slope", 0.02, &a) && exUnary(r, op, in, out, leakyReluF, &a);
}

static bool leakyReluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "negative_slope", 0.02, &a) && exUnaryGrad(r, op, in, out, leakyReluG, &a);
}

/* prelu's slope of element k of x: alpha[0] (mode "all"), alpha[c] for
 * k's channel (dim 1 for NCHW, the last for NHWC; alpha holds C), or
 * alpha[k mod (numel / N)] ("element": alpha holds x's shape without the
 * batch dim). */
typedef struct PreluLayout {
	int mode; /* 0 all, 1 channel, 2 element */
	size_t inner, channels, per;
} PreluLayout;

static bool preluLayout(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *alpha, PreluLayout *L)
{
	const char *mode = exAttrText(op, "mode", "all"), *fmt = exAttrText(op, "data_format", "NCHW");
	memset(L, 0, sizeof *L);
	size_t want;
	if (strcmp(mode, "all") == 0) {
		want = 1;
	} else if (strcmp(mode, "channel") == 0) {
		L->mode = 1;
		bool last = strcmp(fmt, "NHWC") == 0 || strcmp(fmt, "NLC") == 0 || strcmp(fmt, "NDHWC") == 0;
		uint32_t c = last ? x->rank - 1 : 1;
		if (x->rank < 2)
			return exError(r, op, "prelu: channel mode takes a tensor of rank 2 or more");
		L->channels = (size_t)x->dims[c];
		L->inner = 1;
		for (uint32_t d = c + 1; d < x->rank; d++)
			L->inner *= (size_t)x->dims[d];
		want = L->channels;
	} else if (strcmp(mode, "element") == 0) {
		L->mode = 2;
		L->per = x->rank ? x->numel / (size_t)(x->dims[0] ? x->dims[0] : 1) : 1;
		want = L->per;
	} else {
		return exError(r, op, "prelu: unknown mode '%s'", mode);
	}
	if (alpha->numel != want)
		return exError(r, op, "prelu: alpha holds %zu values, mode '%s' needs %zu", alpha->numel, mode, want);
	return true;
}

static size_t preluAt(const PreluLayout *L, size_t k)
{
	return L->mode == 0 ? 0 : L->mode == 1 ? k / L->inner % L->channels : k % L->per;
}

/* prelu(x, alpha) {data_format, mode}: x above 0, alpha x from 0 down. */
static bool prelu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PreluLayout L;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !preluLayout(r, op, in[0], in[1], &L))
		return false;
	ExShape s = exShapeOf(in[0]);
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!o)
		return false;
	for (size_t k = 0; k < o->numel; k++) {
		double x = in[0]->data[k];
		o->data[k] = x > 0 ? x : in[1]->data[preluAt(&L, k)] * x;
	}
	out[0] = o;
	return true;
}

/* prelu_grad(x, alpha, out_grad) -> x_grad = g above 0, alpha g from 0
 * down; alpha_grad = the sum of x g from 0 down over each slope's
 * elements. */
static bool preluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	PreluLayout L;
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	if (!preluLayout(r, op, in[0], in[1], &L))
		return false;
	ExObj *x = in[0], *alpha = in[1], *g = in[2];
	if (g->numel != x->numel)
		return exError(r, op, "out_grad's size differs from x's");
	ExShape shapes[2] = {exShapeOf(x), exShapeOf(alpha)};
	ExObj *res[2];
	if (!exNewResults(r, op, g->dtype, shapes, 2, res))
		return false;
	for (size_t k = 0; k < x->numel; k++) {
		size_t a = preluAt(&L, k);
		double v = x->data[k];
		if (res[0])
			res[0]->data[k] = v > 0 ? g->data[k] : alpha->data[a] * g->data[k];
		if (res[1] && v <= 0)
			res[1]->data[a] += v * g->data[k];
	}
	for (uint32_t k = 0; k < 2 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

const ExKernel exActKernels[] = {
	{"pd_op.hardswish", hardswish},
	{"pd_op.hardswish_grad", hardswishGrad},
	{"pd_op.hardsigmoid", hardsigmoid},
	{"pd_op.hardsigmoid_grad", hardsigmoidGrad},
	{"pd_op.swish", swish},
	{"pd_op.swish_grad", swishGrad},
	{"pd_op.relu6", relu6},
	{"pd_op.relu6_grad", relu6Grad},
	{"pd_op.prelu", prelu},
	{"pd_op.prelu_grad", preluGrad},
	{"pd_op.leaky_relu", leakyRelu},
	{"pd_op.leaky_relu_grad", leakyReluGrad},
	/* (x, grad_x_grad) -> grad_x_grad times the same mask as the grad's */
	{"pd_op.leaky_relu_double_grad", leakyReluGrad},
	{NULL, NULL},
};
