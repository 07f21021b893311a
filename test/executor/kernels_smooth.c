/* kernels_smooth.c: pir-run kernels of the smooth activations and unary
 * math of training programs (rsqrt, reciprocal, erf, softplus, elu, selu,
 * logsigmoid, mish), their grads and the double grads Paddle's catalogue
 * has (rsqrt, softplus, elu), as Paddle's CPU activation functors compute
 * them, elementwise through exUnary / exUnaryGrad / exUnaryDoubleGrad
 * (kernel_support.c). Operand order as in dialects/pd_op.yaml: a grad
 * reads x or out (operand 0) and out_grad (operand 1). */
#include <math.h>

#include "kernels.h"

#define TWO_OVER_SQRT_PI 1.1283791670955126

static double sigmoidOf(double x)
{
	return 1 / (1 + exp(-x));
}

/* rsqrt: 1 / sqrt(x); its grad from out: -0.5 g out^3. */
static double rsqrtF(double x, const double *a)
{
	(void)a;
	return 1 / sqrt(x);
}
static double rsqrtG(double y, double g, const double *a)
{
	(void)a;
	return -0.5 * g * y * y * y;
}
/* rsqrt_double_grad(out, grad_x, dd): grad_x = -0.5 g out^3, so
 * d/dout = -1.5 g out^2 dd = 3 grad_x dd / out, d/dg = -0.5 out^3 dd. */
static void rsqrtDG(double y, double gx, double dd, const double *a, double *res)
{
	(void)a;
	res[0] = 3 * gx * dd / y;
	res[1] = -0.5 * y * y * y * dd;
}

/* reciprocal: 1 / x; its grad from out: -g out^2. */
static double reciprocalF(double x, const double *a)
{
	(void)a;
	return 1 / x;
}
static double reciprocalG(double y, double g, const double *a)
{
	(void)a;
	return -g * y * y;
}

/* erf and its grad 2 / sqrt(pi) exp(-x^2) g. */
static double erfF(double x, const double *a)
{
	(void)a;
	return erf(x);
}
static double erfG(double x, double g, const double *a)
{
	(void)a;
	return g * TWO_OVER_SQRT_PI * exp(-x * x);
}

/* softplus (a = beta, threshold): log(1 + exp(beta x)) / beta, x itself
 * where beta x > threshold; its grad g sigmoid(beta x), g above it. */
static double softplusF(double x, const double *a)
{
	return a[0] * x > a[1] ? x : log1p(exp(a[0] * x)) / a[0];
}
static double softplusG(double x, double g, const double *a)
{
	return a[0] * x > a[1] ? g : g * sigmoidOf(a[0] * x);
}
/* softplus_double_grad(x, grad_out, dd): d/dx = g beta s (1 - s) dd, d/dg
 * = s dd, s = sigmoid(beta x) (1 and 0 above the threshold). */
static void softplusDG(double x, double g, double dd, const double *a, double *res)
{
	if (a[0] * x > a[1]) {
		res[0] = 0;
		res[1] = dd;
		return;
	}
	double s = sigmoidOf(a[0] * x);
	res[0] = g * a[0] * s * (1 - s) * dd;
	res[1] = s * dd;
}

/* elu (a = alpha): x above 0, alpha (exp(x) - 1) from 0 down. Its grad
 * reads x (elu_grad also has out): g above 0, g alpha exp(x) below, which
 * is Paddle's g (out + alpha) there for alpha >= 0. */
static double eluF(double x, const double *a)
{
	return x > 0 ? x : a[0] * expm1(x);
}
static double eluG(double x, double g, const double *a)
{
	return x > 0 ? g : g * a[0] * exp(x);
}
/* elu_double_grad(x, grad_out, dd): d/dx = g alpha exp(x) dd from 0 down,
 * d/dg = the grad's factor times dd. */
static void eluDG(double x, double g, double dd, const double *a, double *res)
{
	res[0] = x > 0 ? 0 : g * a[0] * exp(x) * dd;
	res[1] = x > 0 ? dd : a[0] * exp(x) * dd;
}

/* selu (a = scale, alpha): scale x above 0, scale alpha (exp(x) - 1)
 * below; its grad from out: scale g above 0, g (out + scale alpha) below. */
static double seluF(double x, const double *a)
{
	return x > 0 ? a[0] * x : a[0] * a[1] * expm1(x);
}
static double seluG(double y, double g, const double *a)
{
	return y > 0 ? a[0] * g : g * (y + a[0] * a[1]);
}

/* logsigmoid: -log(1 + exp(-x)), in Paddle's stable form
 * -m - log(exp(-m) + exp(-x - m)), m = max(-x, 0); its grad
 * g exp(-x - m) / (exp(-m) + exp(-x - m)) = g sigmoid(-x). */
static double logsigmoidF(double x, const double *a)
{
	(void)a;
	double m = fmax(-x, 0);
	return -m - log(exp(-m) + exp(-x - m));
}
static double logsigmoidG(double x, double g, const double *a)
{
	(void)a;
	double m = fmax(-x, 0);
	return g * exp(-x - m) / (exp(-m) + exp(-x - m));
}

/* mish (a = the softplus threshold, `lambda`): x tanh(sp), sp = x above
 * the threshold, else log(1 + exp(x)); its grad
 * g (tanh(sp) + x (1 - tanh(sp)^2) (1 - exp(-sp))). */
static double mishSp(double x, double th)
{
	return x > th ? x : log1p(exp(x));
}
static double mishF(double x, const double *a)
{
	return x * tanh(mishSp(x, a[0]));
}
static double mishG(double x, double g, const double *a)
{
	double sp = mishSp(x, a[0]), t = tanh(sp);
	return g * (t + x * (1 - t * t) * (1 - exp(-sp)));
}

static bool rsqrt(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, rsqrtF, NULL);
}
static bool rsqrtGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, rsqrtG, NULL);
}
static bool rsqrtDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryDoubleGrad(r, op, in, out, rsqrtDG, NULL);
}
static bool reciprocal(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, reciprocalF, NULL);
}
static bool reciprocalGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, reciprocalG, NULL);
}
static bool erfK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, erfF, NULL);
}
static bool erfGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, erfG, NULL);
}

static bool softplusAttrs(ExRun *r, PirOperation *op, double *a)
{
	if (!exAttrDouble(r, op, "beta", 1, &a[0]) || !exAttrDouble(r, op, "threshold", 20, &a[1]))
		return false;
	if (a[0] == 0)
		return exError(r, op, "softplus: beta must not be 0");
	return true;
}
static bool softplus(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return softplusAttrs(r, op, a) && exUnary(r, op, in, out, softplusF, a);
}
static bool softplusGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return softplusAttrs(r, op, a) && exUnaryGrad(r, op, in, out, softplusG, a);
}
static bool softplusDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return softplusAttrs(r, op, a) && exUnaryDoubleGrad(r, op, in, out, softplusDG, a);
}

static bool elu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "alpha", 1, &a) && exUnary(r, op, in, out, eluF, &a);
}
/* elu_grad(x, out, out_grad): x and out_grad. */
static bool eluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	ExObj *xg[2] = {in[0], op->numOperands > 2 ? in[2] : NULL};
	return exAttrDouble(r, op, "alpha", 1, &a) && exUnaryGrad(r, op, xg, out, eluG, &a);
}
static bool eluDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	return exAttrDouble(r, op, "alpha", 1, &a) && exUnaryDoubleGrad(r, op, in, out, eluDG, &a);
}

static bool seluAttrs(ExRun *r, PirOperation *op, double *a)
{
	return exAttrDouble(r, op, "scale", 1.0507009873554805, &a[0]) &&
	       exAttrDouble(r, op, "alpha", 1.6732632423543772, &a[1]);
}
static bool selu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return seluAttrs(r, op, a) && exUnary(r, op, in, out, seluF, a);
}
static bool seluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a[2];
	return seluAttrs(r, op, a) && exUnaryGrad(r, op, in, out, seluG, a);
}

static bool logsigmoid(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnary(r, op, in, out, logsigmoidF, NULL);
}
static bool logsigmoidGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exUnaryGrad(r, op, in, out, logsigmoidG, NULL);
}

/* mish's threshold: `lambda` (older programs: `threshold`). */
static bool mishThreshold(ExRun *r, PirOperation *op, double *th)
{
	return exAttr(op, "lambda") ? exAttrDouble(r, op, "lambda", 20, th) : exAttrDouble(r, op, "threshold", 20, th);
}
static bool mish(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double th;
	return mishThreshold(r, op, &th) && exUnary(r, op, in, out, mishF, &th);
}
static bool mishGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double th;
	return mishThreshold(r, op, &th) && exUnaryGrad(r, op, in, out, mishG, &th);
}

const ExKernel exSmoothKernels[] = {
	{"pd_op.rsqrt", rsqrt},
	{"pd_op.rsqrt_grad", rsqrtGrad},
	{"pd_op.rsqrt_double_grad", rsqrtDoubleGrad},
	{"pd_op.reciprocal", reciprocal},
	{"pd_op.reciprocal_grad", reciprocalGrad},
	{"pd_op.erf", erfK},
	{"pd_op.erf_grad", erfGrad},
	{"pd_op.softplus", softplus},
	{"pd_op.softplus_grad", softplusGrad},
	{"pd_op.softplus_double_grad", softplusDoubleGrad},
	{"pd_op.elu", elu},
	{"pd_op.elu_grad", eluGrad},
	{"pd_op.elu_double_grad", eluDoubleGrad},
	{"pd_op.selu", selu},
	{"pd_op.selu_grad", seluGrad},
	{"pd_op.logsigmoid", logsigmoid},
	{"pd_op.logsigmoid_grad", logsigmoidGrad},
	{"pd_op.mish", mish},
	{"pd_op.mish_grad", mishGrad},
	{NULL, NULL},
};
