/* kernels_pointwise.c: pir-run kernels of the pointwise math Paddle's
 * activation functors compute (inverse trigonometric and hyperbolic
 * functions, tan, log1p, log2, log10, expm1), the shrinking and clipping
 * activations (celu, hardtanh, hardshrink, softshrink, softsign,
 * tanh_shrink, logit, stanh), the rounding ops (ceil, floor, round with
 * `decimals`, trunc, sign: their grads are zero, as Paddle's), and the
 * binary fmax, fmin and heaviside, with their grads and the double grads
 * the catalogue has (acos, celu). Elementwise through exUnary /
 * exUnaryGrad / exUnaryDoubleGrad (kernel_support.c); operand order as in
 * dialects/pd_op.yaml: a grad reads x or out (operand 0) and out_grad
 * (operand 1). */
#include <math.h>

#include "kernels.h"

/* The attribute-less ops: f(x) and the grad's g f'(x) (or of out). */
#define UNARY_PAIR(fwd, grad, fwdFn, gradFn)                                             \
	static bool fwd(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)             \
	{                                                                                \
		return exUnary(r, op, in, out, fwdFn, NULL);                             \
	}                                                                                \
	static bool grad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)            \
	{                                                                                \
		return exUnaryGrad(r, op, in, out, gradFn, NULL);                        \
	}

static double asinF(double x, const double *a)
{
	(void)a;
	return asin(x);
}
static double asinG(double x, double g, const double *a)
{
	(void)a;
	return g / sqrt(1 - x * x);
}
static double acosF(double x, const double *a)
{
	(void)a;
	return acos(x);
}
static double acosG(double x, double g, const double *a)
{
	(void)a;
	return -g / sqrt(1 - x * x);
}
/* acos_double_grad(x, grad_out, dd): the grad is -g (1 - x^2)^-1/2, so
 * d/dx = -g x (1 - x^2)^-3/2 dd and d/dg = -(1 - x^2)^-1/2 dd. */
static void acosDG(double x, double g, double dd, const double *a, double *res)
{
	(void)a;
	double s = 1 - x * x;
	res[0] = -g * x * dd / (s * sqrt(s));
	res[1] = -dd / sqrt(s);
}
static double atanF(double x, const double *a)
{
	(void)a;
	return atan(x);
}
static double atanG(double x, double g, const double *a)
{
	(void)a;
	return g / (1 + x * x);
}
static double asinhF(double x, const double *a)
{
	(void)a;
	return asinh(x);
}
static double asinhG(double x, double g, const double *a)
{
	(void)a;
	return g / sqrt(x * x + 1);
}
static double acoshF(double x, const double *a)
{
	(void)a;
	return acosh(x);
}
static double acoshG(double x, double g, const double *a)
{
	(void)a;
	return g / sqrt(x * x - 1);
}
static double atanhF(double x, const double *a)
{
	(void)a;
	return atanh(x);
}
static double atanhG(double x, double g, const double *a)
{
	(void)a;
	return g / (1 - x * x);
}
static double sinhF(double x, const double *a)
{
	(void)a;
	return sinh(x);
}
static double sinhG(double x, double g, const double *a)
{
	(void)a;
	return g * cosh(x);
}
static double coshF(double x, const double *a)
{
	(void)a;
	return cosh(x);
}
static double coshG(double x, double g, const double *a)
{
	(void)a;
	return g * sinh(x);
}
static double tanF(double x, const double *a)
{
	(void)a;
	return tan(x);
}
static double tanG(double x, double g, const double *a)
{
	(void)a;
	return g / (cos(x) * cos(x));
}
static double log1pF(double x, const double *a)
{
	(void)a;
	return log1p(x);
}
static double log1pG(double x, double g, const double *a)
{
	(void)a;
	return g / (1 + x);
}
static double log2F(double x, const double *a)
{
	(void)a;
	return log2(x);
}
static double log2G(double x, double g, const double *a)
{
	(void)a;
	return g / (x * log(2.0));
}
static double log10F(double x, const double *a)
{
	(void)a;
	return log10(x);
}
static double log10G(double x, double g, const double *a)
{
	(void)a;
	return g / (x * log(10.0));
}
/* expm1_grad reads out: g (out + 1). */
static double expm1F(double x, const double *a)
{
	(void)a;
	return expm1(x);
}
static double expm1G(double y, double g, const double *a)
{
	(void)a;
	return g * (y + 1);
}
/* softsign: x / (1 + |x|), its grad g / (1 + |x|)^2. */
static double softsignF(double x, const double *a)
{
	(void)a;
	return x / (1 + fabs(x));
}
static double softsignG(double x, double g, const double *a)
{
	(void)a;
	return g / ((1 + fabs(x)) * (1 + fabs(x)));
}
/* tanh_shrink: x - tanh(x), its grad g tanh(x)^2. */
static double tanhShrinkF(double x, const double *a)
{
	(void)a;
	return x - tanh(x);
}
static double tanhShrinkG(double x, double g, const double *a)
{
	(void)a;
	return g * tanh(x) * tanh(x);
}

UNARY_PAIR(asinK, asinGrad, asinF, asinG)
UNARY_PAIR(acosK, acosGrad, acosF, acosG)
UNARY_PAIR(atanK, atanGrad, atanF, atanG)
UNARY_PAIR(asinhK, asinhGrad, asinhF, asinhG)
UNARY_PAIR(acoshK, acoshGrad, acoshF, acoshG)
UNARY_PAIR(atanhK, atanhGrad, atanhF, atanhG)
UNARY_PAIR(sinhK, sinhGrad, sinhF, sinhG)
UNARY_PAIR(coshK, coshGrad, coshF, coshG)
UNARY_PAIR(tanK, tanGrad, tanF, tanG)
UNARY_PAIR(log1pK, log1pGrad, log1pF, log1pG)
UNARY_PAIR(log2K, log2Grad, log2F, log2G)
UNARY_PAIR(log10K, log10Grad, log10F, log10G)
UNARY_PAIR(expm1K, expm1Grad, expm1F, expm1G)
UNARY_PAIR(softsignK, softsignGrad, softsignF, softsignG)
UNARY_PAIR(tanhShrinkK, tanhShrinkGrad, tanhShrinkF, tanhShrinkG)

static bool acosDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryDoubleGrad(r, op, in, out, acosDG, NULL);
}

/* celu (a = alpha): Paddle's max(x, 0) + min(alpha (exp(x / alpha) - 1), 0);
 * its grad g above 0, g exp(x / alpha) from 0 down. */
static double celuF(double x, const double *a)
{
	return fmax(x, 0) + fmin(a[0] * expm1(x / a[0]), 0);
}
static double celuG(double x, double g, const double *a)
{
	return x > 0 ? g : g * exp(x / a[0]);
}
/* celu_double_grad(x, grad_out, dd): d/dx = g exp(x / alpha) / alpha dd
 * from 0 down (0 above), d/dg = the grad's factor times dd. */
static void celuDG(double x, double g, double dd, const double *a, double *res)
{
	res[0] = x > 0 ? 0 : dd * g * exp(x / a[0]) / a[0];
	res[1] = x > 0 ? dd : dd * exp(x / a[0]);
}
static bool celuAlpha(ExRun *r, PirOperation *op, double *a)
{
	if (!exAttrDouble(r, op, "alpha", 1, a))
		return false;
	if (*a == 0)
		return exError(r, op, "celu: alpha must not be 0");
	return true;
}
static bool celu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return celuAlpha(r, op, &a) && exUnary(r, op, in, out, celuF, &a);
}
static bool celuGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return celuAlpha(r, op, &a) && exUnaryGrad(r, op, in, out, celuG, &a);
}
static bool celuDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return celuAlpha(r, op, &a) && exUnaryDoubleGrad(r, op, in, out, celuDG, &a);
}

/* hardtanh (a = t_min, t_max): x clipped to [t_min, t_max]; its grad g
 * strictly inside, 0 at and beyond the bounds (Paddle's x > t_min, x < t_max). */
static double hardtanhF(double x, const double *a)
{
	return fmin(fmax(x, a[0]), a[1]);
}
static double hardtanhG(double x, double g, const double *a)
{
	return x > a[0] && x < a[1] ? g : 0;
}
static bool hardtanhAttrs(ExRun *r, PirOperation *op, double *a)
{
	return exAttrDouble(r, op, "t_min", 0, &a[0]) && exAttrDouble(r, op, "t_max", 24, &a[1]);
}
static bool hardtanh(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return hardtanhAttrs(r, op, a) && exUnary(r, op, in, out, hardtanhF, a);
}
static bool hardtanhGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return hardtanhAttrs(r, op, a) && exUnaryGrad(r, op, in, out, hardtanhG, a);
}

/* hardshrink (a = threshold): x where |x| > threshold (strictly), else 0;
 * its grad g there. softshrink (a = lambda, `threshold`): x - l above l,
 * x + l below -l, 0 between; the same grad. */
static double hardshrinkF(double x, const double *a)
{
	return x > a[0] || x < -a[0] ? x : 0;
}
static double shrinkG(double x, double g, const double *a)
{
	return x > a[0] || x < -a[0] ? g : 0;
}
static double softshrinkF(double x, const double *a)
{
	return x > a[0] ? x - a[0] : x < -a[0] ? x + a[0] : 0;
}
static bool hardshrink(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "threshold", 0.5, &a) && exUnary(r, op, in, out, hardshrinkF, &a);
}
static bool softshrink(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "threshold", 0.5, &a) && exUnary(r, op, in, out, softshrinkF, &a);
}
static bool shrinkGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "threshold", 0.5, &a) && exUnaryGrad(r, op, in, out, shrinkG, &a);
}

/* logit (a = eps): log(p / (1 - p)), p = x clipped to [eps, 1 - eps]; with
 * eps 0 NaN outside [0, 1]. Its grad g / (x (1 - x)), 0 where x is below
 * eps or above 1 - eps (Paddle's LogitGradFunctor). */
static double logitF(double x, const double *a)
{
	if (a[0] == 0 && (x < 0 || x > 1))
		return NAN;
	double p = fmax(fmin(x, 1 - a[0]), a[0]);
	return log(p / (1 - p));
}
static double logitG(double x, double g, const double *a)
{
	return x < a[0] || x > 1 - a[0] ? 0 : g / ((1 - x) * x);
}
static bool logit(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "eps", 1e-6, &a) && exUnary(r, op, in, out, logitF, &a);
}
static bool logitGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "eps", 1e-6, &a) && exUnaryGrad(r, op, in, out, logitG, &a);
}

/* stanh (a = scale_a, scale_b): b tanh(a x); its grad g a b (1 - tanh(a x)^2). */
static double stanhF(double x, const double *a)
{
	return a[1] * tanh(a[0] * x);
}
static double stanhG(double x, double g, const double *a)
{
	double t = tanh(a[0] * x);
	return g * a[0] * a[1] * (1 - t * t);
}
static bool stanhAttrs(ExRun *r, PirOperation *op, double *a)
{
	return exAttrDouble(r, op, "scale_a", 0.67, &a[0]) && exAttrDouble(r, op, "scale_b", 1.7159, &a[1]);
}
static bool stanh(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return stanhAttrs(r, op, a) && exUnary(r, op, in, out, stanhF, a);
}
static bool stanhGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return stanhAttrs(r, op, a) && exUnaryGrad(r, op, in, out, stanhG, a);
}

/* The rounding ops. round (a = decimals): half away from zero (C's round,
 * Eigen's as Paddle uses it), at 10^-decimals: round(x 10^d) / 10^d, and
 * for d < 0 round(x / 10^-d) 10^-d. sign: -1, 0 or 1 (NaN stays NaN). */
static double ceilF(double x, const double *a)
{
	(void)a;
	return ceil(x);
}
static double floorF(double x, const double *a)
{
	(void)a;
	return floor(x);
}
static double truncF(double x, const double *a)
{
	(void)a;
	return trunc(x);
}
static double signF(double x, const double *a)
{
	(void)a;
	return x > 0 ? 1 : x < 0 ? -1 : x;
}
static double roundF(double x, const double *a)
{
	if (a[0] == 0)
		return round(x);
	if (a[0] > 0) {
		double p = pow(10, a[0]);
		return round(x * p) / p;
	}
	double p = pow(10, -a[0]);
	return round(x / p) * p;
}
static bool ceilK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, ceilF, NULL);
}
static bool floorK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, floorF, NULL);
}
static bool truncK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, truncF, NULL);
}
static bool signK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, signF, NULL);
}
static bool roundK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double d;
	return exAttrDouble(r, op, "decimals", 0, &d) && exUnary(r, op, in, out, roundF, &d);
}
/* ceil_grad, floor_grad, round_grad, trunc_grad, sign_grad (out_grad):
 * zeros of out_grad's shape, as Paddle's (the derivative almost everywhere). */
static bool zeroGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExShape s = exShapeOf(in[0]);
	return (out[0] = exNewResult(r, op, 0, in[0]->dtype, &s)) != NULL;
}

/* fmax, fmin: C's fmax / fmin (a NaN operand is ignored), broadcast.
 * heaviside(x, y): y where x is 0, else 1 above 0 and 0 below. */
static double fmaxB(double x, double y)
{
	return fmax(x, y);
}
static double fminB(double x, double y)
{
	return fmin(x, y);
}
static double heavisideB(double x, double y)
{
	return x == 0 ? y : x > 0;
}
static bool fmaxK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) &&
	       exBinary(r, op, in[0], in[1], fmaxB, in[0]->dtype, out);
}
static bool fminK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) &&
	       exBinary(r, op, in[0], in[1], fminB, in[0]->dtype, out);
}
static bool heavisideK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) &&
	       exBinary(r, op, in[0], in[1], heavisideB, in[0]->dtype, out);
}

/* Which operand a binary grad's out_grad goes to at (x, y): x when true. */
typedef bool (*ToXFn)(double x, double y);
/* Paddle's FMaxGradDx: x where x >= y or y is NaN, else y (a tie goes to
 * x); FMinGradDx: x where x <= y or y is NaN. */
static bool fmaxToX(double x, double y)
{
	return x >= y || isnan(y);
}
static bool fminToX(double x, double y)
{
	return x <= y || isnan(y);
}

/* A grad (x, y, out_grad) -> x_grad, y_grad: g times wx (to x) or wy (to
 * y) at each broadcast element, summed back to x's and y's shapes. With
 * toX, wx = [toX(x, y)], wy = 1 - wx; heaviside (toX NULL): wx = 0,
 * wy = [x == 0] (Paddle's HeavisideGradDx/Dy). */
static bool splitGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ToXFn toX)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]), sg = exShapeOf(in[2]), so;
	if (!exBroadcastShape(&sx, &sy, &so))
		return exError(r, op, "x and y shapes do not broadcast");
	if (!exShapeEqual(&so, &sg))
		return exError(r, op, "out_grad shape differs from the broadcast shape of x and y");
	ExObj *gx = exTensorCreate(PIR_TYPE_F64, &so), *gy = exTensorCreate(PIR_TYPE_F64, &so);
	if (!gx || !gy) {
		exRelease(gx);
		exRelease(gy);
		return exError(r, op, "tensor too large for pir-run");
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < gx->numel; k++) {
		double x = in[0]->data[exBroadcastIndex(&sx, &so, idx)];
		double y = in[1]->data[exBroadcastIndex(&sy, &so, idx)];
		double g = in[2]->data[k];
		bool wx = toX ? toX(x, y) : false, wy = toX ? !wx : x == 0;
		gx->data[k] = wx ? g : 0;
		gy->data[k] = wy ? g : 0;
		exIndexNext(&so, idx);
	}
	bool ok = true;
	if (op->numResults > 0)
		ok = (out[0] = exReduceTo(r, op, 0, gx, in[0])) != NULL;
	if (ok && op->numResults > 1)
		ok = (out[1] = exReduceTo(r, op, 1, gy, in[1])) != NULL;
	exRelease(gx);
	exRelease(gy);
	return ok;
}
static bool fmaxGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return splitGrad(r, op, in, out, fmaxToX);
}
static bool fminGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return splitGrad(r, op, in, out, fminToX);
}
static bool heavisideGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return splitGrad(r, op, in, out, NULL);
}

const ExKernel exPointwiseKernels[] = {
	{"pd_op.asin", asinK},
	{"pd_op.asin_grad", asinGrad},
	{"pd_op.acos", acosK},
	{"pd_op.acos_grad", acosGrad},
	{"pd_op.acos_double_grad", acosDoubleGrad},
	{"pd_op.atan", atanK},
	{"pd_op.atan_grad", atanGrad},
	{"pd_op.asinh", asinhK},
	{"pd_op.asinh_grad", asinhGrad},
	{"pd_op.acosh", acoshK},
	{"pd_op.acosh_grad", acoshGrad},
	{"pd_op.atanh", atanhK},
	{"pd_op.atanh_grad", atanhGrad},
	{"pd_op.sinh", sinhK},
	{"pd_op.sinh_grad", sinhGrad},
	{"pd_op.cosh", coshK},
	{"pd_op.cosh_grad", coshGrad},
	{"pd_op.tan", tanK},
	{"pd_op.tan_grad", tanGrad},
	{"pd_op.log1p", log1pK},
	{"pd_op.log1p_grad", log1pGrad},
	{"pd_op.log2", log2K},
	{"pd_op.log2_grad", log2Grad},
	{"pd_op.log10", log10K},
	{"pd_op.log10_grad", log10Grad},
	{"pd_op.expm1", expm1K},
	{"pd_op.expm1_grad", expm1Grad},
	{"pd_op.celu", celu},
	{"pd_op.celu_grad", celuGrad},
	{"pd_op.celu_double_grad", celuDoubleGrad},
	{"pd_op.hardtanh", hardtanh},
	{"pd_op.hardtanh_grad", hardtanhGrad},
	{"pd_op.hardshrink", hardshrink},
	{"pd_op.hardshrink_grad", shrinkGrad},
	{"pd_op.softshrink", softshrink},
	{"pd_op.softshrink_grad", shrinkGrad},
	{"pd_op.softsign", softsignK},
	{"pd_op.softsign_grad", softsignGrad},
	{"pd_op.tanh_shrink", tanhShrinkK},
	{"pd_op.tanh_shrink_grad", tanhShrinkGrad},
	{"pd_op.logit", logit},
	{"pd_op.logit_grad", logitGrad},
	{"pd_op.stanh", stanh},
	{"pd_op.stanh_grad", stanhGrad},
	{"pd_op.ceil", ceilK},
	{"pd_op.ceil_grad", zeroGrad},
	{"pd_op.floor", floorK},
	{"pd_op.floor_grad", zeroGrad},
	{"pd_op.round", roundK},
	{"pd_op.round_grad", zeroGrad},
	{"pd_op.trunc", truncK},
	{"pd_op.trunc_grad", zeroGrad},
	{"pd_op.sign", signK},
	{"pd_op.sign_grad", zeroGrad},
	{"pd_op.fmax", fmaxK},
	{"pd_op.fmax_grad", fmaxGrad},
	{"pd_op.fmin", fminK},
	{"pd_op.fmin_grad", fminGrad},
	{"pd_op.heaviside", heavisideK},
	{"pd_op.heaviside_grad", heavisideGrad},
	{NULL, NULL},
};
