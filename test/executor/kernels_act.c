/* kernels_act.c: pir-run kernels of the activations of the mobile CNNs
 * and OCR models (hardswish, hardsigmoid, swish) and of YOLOv3
 * (leaky_relu) and their grads, with
 * the semantics of Paddle's CPU activation functors (docs/executor.md,
 * "Models"). */
#include <math.h>

#include "kernels.h"

typedef double (*ActFn)(double x, const double *attr);
typedef double (*ActGradFn)(double v, double g, const double *attr);

/* out = f(x) elementwise, into result 0. */
static bool unary(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ActFn f, const double *attr)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExShape s = exShapeOf(in[0]);
	ExObj *y = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!y)
		return false;
	for (size_t i = 0; i < y->numel; i++)
		y->data[i] = f(in[0]->data[i], attr);
	out[0] = y;
	return true;
}

/* x_grad = f(v, out_grad) elementwise, v being operand 0 (x or out). */
static bool unaryGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ActGradFn f, const double *attr)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[1]);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "operand shapes differ");
	ExObj *xg = exNewResult(r, op, 0, in[1]->dtype, &s);
	if (!xg)
		return false;
	for (size_t i = 0; i < xg->numel; i++)
		xg->data[i] = f(in[0]->data[i], in[1]->data[i], attr);
	out[0] = xg;
	return true;
}

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
	return unary(r, op, in, out, hardswishF, NULL);
}

static bool hardswishGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return unaryGrad(r, op, in, out, hardswishG, NULL);
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
	return slopeOffset(r, op, attr) && unary(r, op, in, out, hardsigmoidF, attr);
}

static bool hardsigmoidGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double attr[2];
	return slopeOffset(r, op, attr) && unaryGrad(r, op, in, out, hardsigmoidG, attr);
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
	return unary(r, op, in, out, swishF, NULL);
}

static bool swishGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return unaryGrad(r, op, in, out, swishG, NULL);
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
	return exAttrDouble(r, op, "negative_slope", 0.02, &a) && unary(r, op, in, out, leakyReluF, &a);
}

static bool leakyReluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "negative_slope", 0.02, &a) && unaryGrad(r, op, in, out, leakyReluG, &a);
}

const ExKernel exActKernels[] = {
	{"pd_op.hardswish", hardswish},
	{"pd_op.hardswish_grad", hardswishGrad},
	{"pd_op.hardsigmoid", hardsigmoid},
	{"pd_op.hardsigmoid_grad", hardsigmoidGrad},
	{"pd_op.swish", swish},
	{"pd_op.swish_grad", swishGrad},
	{"pd_op.leaky_relu", leakyRelu},
	{"pd_op.leaky_relu_grad", leakyReluGrad},
	{NULL, NULL},
};
