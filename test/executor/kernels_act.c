/* kernels_act.c: pir-run kernels of the activations of the mobile CNNs
 * and OCR models (hardswish, hardsigmoid, swish, relu6) and of YOLOv3
 * (leaky_relu) and their grads, elementwise through exUnary / exUnaryGrad
 * (kernel_support.c), with
 * the semantics of Paddle's CPU activation functors (docs/executor.md,
 * "Models"). */
#include <math.h>

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

const ExKernel exActKernels[] = {
	{"pd_op.hardswish", hardswish},
	{"pd_op.hardswish_grad", hardswishGrad},
	{"pd_op.hardsigmoid", hardsigmoid},
	{"pd_op.hardsigmoid_grad", hardsigmoidGrad},
	{"pd_op.swish", swish},
	{"pd_op.swish_grad", swishGrad},
	{"pd_op.relu6", relu6},
	{"pd_op.relu6_grad", relu6Grad},
	{"pd_op.leaky_relu", leakyRelu},
	{"pd_op.leaky_relu_grad", leakyReluGrad},
	/* (x, grad_x_grad) -> grad_x_grad times the same mask as the grad's */
	{"pd_op.leaky_relu_double_grad", leakyReluGrad},
	{NULL, NULL},
};
