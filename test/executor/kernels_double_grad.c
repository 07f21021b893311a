/* kernels_double_grad.c: pir-run kernels of the double grads (the grads of
 * grad ops) of the elementwise ops, with the operand and result order of
 * their signatures in dialects/pd_op.yaml. A double grad of f_grad(a, g)
 * -> x_grad takes a, g and dd (the gradient of x_grad) and gives the
 * gradients of a and of g: d<dd, f_grad(a, g)>/da and /dg. Absent optional
 * operands (grad_x_grad, grad_y_grad) are zeros. matmul_double_grad is in
 * kernels_linalg.c, which has matmul's index walk; the double grads of
 * conv2d, depthwise_conv2d, pool2d and batch_norm in kernels_cnn.c and
 * conv2d_transpose's in kernels_convt.c, beside their loops. */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* Unary: (a, g, dd) -> (a_grad, g_grad), all of one shape, through
 * exUnaryDoubleGrad (UNARY_DOUBLE_GRAD below); each op's pair of
 * derivatives as two functions. */

/* tanh_grad(out, g) = g (1 - out^2) */
static double tanhA(double out, double g, double dd)
{
	return -2 * out * g * dd;
}
static double tanhG(double out, double g, double dd)
{
	(void)g;
	return (1 - out * out) * dd;
}
/* sigmoid_grad(out, g) = g out (1 - out) */
static double sigmoidA(double out, double g, double dd)
{
	return g * dd * (1 - 2 * out);
}
static double sigmoidG(double out, double g, double dd)
{
	(void)g;
	return out * (1 - out) * dd;
}
/* exp_grad(out, g) = g out */
static double expA(double out, double g, double dd)
{
	(void)out;
	return g * dd;
}
static double expG(double out, double g, double dd)
{
	(void)g;
	return out * dd;
}
/* log_grad(x, g) = g / x */
static double logA(double x, double g, double dd)
{
	return -g * dd / (x * x);
}
static double logG(double x, double g, double dd)
{
	(void)g;
	return dd / x;
}
/* square_grad(x, g) = 2 x g */
static double squareA(double x, double g, double dd)
{
	(void)x;
	return 2 * g * dd;
}
static double squareG(double x, double g, double dd)
{
	(void)g;
	return 2 * x * dd;
}
/* sin_grad(x, g) = g cos x */
static double sinA(double x, double g, double dd)
{
	return -g * sin(x) * dd;
}
static double sinG(double x, double g, double dd)
{
	(void)g;
	return cos(x) * dd;
}
/* cos_grad(x, g) = -g sin x */
static double cosA(double x, double g, double dd)
{
	return -g * cos(x) * dd;
}
static double cosG(double x, double g, double dd)
{
	(void)g;
	return -sin(x) * dd;
}

/* sqrt_grad(out, g) = g / (2 out); its double grad takes grad_x, that
 * result, instead of g: d/dout = -grad_x dd / out, d/dg = dd / (2 out). */
static double sqrtA(double out, double gx, double dd)
{
	return -gx * dd / out;
}
static double sqrtG(double out, double gx, double dd)
{
	(void)gx;
	return dd / (2 * out);
}

#define UNARY_DOUBLE_GRAD(name, fa, fg)                                                \
	static void name##Pair(double a, double g, double dd, const double *attr, double *v) \
	{                                                                              \
		(void)attr;                                                            \
		v[0] = fa(a, g, dd);                                                   \
		v[1] = fg(a, g, dd);                                                   \
	}                                                                              \
	static bool name(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)         \
	{                                                                              \
		return exUnaryDoubleGrad(r, op, in, out, name##Pair, NULL);            \
	}
UNARY_DOUBLE_GRAD(tanhDoubleGrad, tanhA, tanhG)
UNARY_DOUBLE_GRAD(sigmoidDoubleGrad, sigmoidA, sigmoidG)
UNARY_DOUBLE_GRAD(expDoubleGrad, expA, expG)
UNARY_DOUBLE_GRAD(logDoubleGrad, logA, logG)
UNARY_DOUBLE_GRAD(squareDoubleGrad, squareA, squareG)
UNARY_DOUBLE_GRAD(sinDoubleGrad, sinA, sinG)
UNARY_DOUBLE_GRAD(cosDoubleGrad, cosA, cosG)
UNARY_DOUBLE_GRAD(sqrtDoubleGrad, sqrtA, sqrtG)

/* relu_double_grad(out, dd) -> grad_out_grad: relu_grad(out, g) =
 * g [out > 0] is linear in g and constant in out almost everywhere. */
static bool reluDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape s = exShapeOf(in[0]), sd = exShapeOf(in[1]);
	if (!exShapeEqual(&s, &sd))
		return exError(r, op, "operand shapes differ");
	ExObj *o = exNewResult(r, op, 0, in[1]->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++)
		o->data[i] = in[0]->data[i] > 0 ? in[1]->data[i] : 0;
	out[0] = o;
	return true;
}

/* Element k (an index of shape so) of operand i, 0 when it is absent. */
static double at(ExObj **in, uint32_t i, const ExShape *so, const int64_t *idx)
{
	if (!in[i])
		return 0;
	ExShape s = exShapeOf(in[i]);
	return in[i]->data[exBroadcastIndex(&s, so, idx)];
}

/* Optional operand i, when present, must broadcast to so. */
static bool optionalLike(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const ExShape *so)
{
	if (i >= op->numOperands || !in[i])
		return true;
	if (in[i]->kind != EX_TENSOR)
		return exError(r, op, "operand %u is not a tensor", i);
	ExShape s = exShapeOf(in[i]), b;
	if (!exBroadcastShape(&s, so, &b) || !exShapeEqual(&b, so))
		return exError(r, op, "operand %u does not broadcast to grad_out's shape", i);
	return true;
}

/* multiply_double_grad(x, y, grad_out, ddx?, ddy?) -> (x_grad, y_grad,
 * grad_out_grad): multiply_grad gives g y and g x (summed to x's and y's
 * shapes), so x_grad = ddy g, y_grad = ddx g (summed back) and
 * grad_out_grad = ddx y + ddy x. */
static bool multiplyDoubleGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape so = exShapeOf(in[2]);
	if (!optionalLike(r, op, in, 0, &so) || !optionalLike(r, op, in, 1, &so) || !optionalLike(r, op, in, 3, &so) ||
	    !optionalLike(r, op, in, 4, &so))
		return false;
	ExObj *in5[5] = {in[0], in[1], in[2], op->numOperands > 3 ? in[3] : NULL, op->numOperands > 4 ? in[4] : NULL};
	ExObj *tx = exTensorCreate(PIR_TYPE_F64, &so), *ty = exTensorCreate(PIR_TYPE_F64, &so);
	ExObj *god = exNewResult(r, op, 2, in[2]->dtype, &so);
	if (!tx || !ty || !god) {
		exRelease(tx);
		exRelease(ty);
		exRelease(god);
		return god ? exError(r, op, "tensor too large for pir-run") : false;
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < god->numel; k++) {
		double x = at(in5, 0, &so, idx), y = at(in5, 1, &so, idx), g = in[2]->data[k];
		double ddx = at(in5, 3, &so, idx), ddy = at(in5, 4, &so, idx);
		tx->data[k] = ddy * g;
		ty->data[k] = ddx * g;
		god->data[k] = ddx * y + ddy * x;
		exIndexNext(&so, idx);
	}
	out[0] = exReduceTo(r, op, 0, tx, in[0]);
	out[1] = out[0] ? exReduceTo(r, op, 1, ty, in[1]) : NULL;
	exRelease(tx);
	exRelease(ty);
	if (!out[0] || !out[1]) {
		exRelease(out[0]);
		out[0] = NULL;
		exRelease(god);
		return false;
	}
	out[2] = god;
	return true;
}

/* add_double_grad / subtract_double_grad (y, grad_out, ddx?, ddy?) ->
 * grad_out_grad = ddx + sign ddy (add_grad and subtract_grad are linear:
 * only grad_out gets a gradient). */
static bool linearDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, double sign)
{
	if (!exWantTensor(r, op, in, 1))
		return false;
	ExShape so = exShapeOf(in[1]);
	if (!optionalLike(r, op, in, 2, &so) || !optionalLike(r, op, in, 3, &so))
		return false;
	ExObj *in4[4] = {NULL, NULL, op->numOperands > 2 ? in[2] : NULL, op->numOperands > 3 ? in[3] : NULL};
	ExObj *o = exNewResult(r, op, 0, in[1]->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		o->data[k] = at(in4, 2, &so, idx) + sign * at(in4, 3, &so, idx);
		exIndexNext(&so, idx);
	}
	out[0] = o;
	return true;
}

static bool addDoubleGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return linearDoubleGrad(r, op, in, out, 1);
}
static bool subtractDoubleGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return linearDoubleGrad(r, op, in, out, -1);
}

/* silu_double_grad(x, out, grad_out, grad_x_grad) -> x_grad,
 * grad_out_grad. silu_grad is g f'(x) with f' = s + x s (1 - s), s =
 * sigmoid(x) (Paddle's functor reads x only, so out gets no gradient):
 * grad_out_grad = dd f'(x), x_grad = dd g f''(x), f'' = s (1 - s) (2 + x (1 -
 * 2 s)). */
static bool siluDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t want[] = {0, 2, 3};
	for (size_t k = 0; k < 3; k++)
		if (!exWantTensor(r, op, in, want[k]))
			return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[2]), sd = exShapeOf(in[3]);
	if (!exShapeEqual(&s, &sg) || !exShapeEqual(&s, &sd))
		return exError(r, op, "operand shapes differ");
	ExObj *xg = exNewResult(r, op, 0, in[3]->dtype, &s);
	ExObj *gg = xg && op->numResults > 1 ? exNewResult(r, op, 1, in[3]->dtype, &s) : NULL;
	if (!xg || (op->numResults > 1 && !gg))
		return false;
	for (size_t i = 0; i < xg->numel; i++) {
		double x = in[0]->data[i], g = in[2]->data[i], dd = in[3]->data[i], sig = 1 / (1 + exp(-x));
		xg->data[i] = dd * g * sig * (1 - sig) * (2 + x * (1 - 2 * sig));
		if (gg)
			gg->data[i] = dd * (sig + x * sig * (1 - sig));
	}
	out[0] = xg;
	if (gg)
		out[1] = gg;
	return true;
}

/* divide_double_grad(y, out, grad_out, grad_x, grad_x_grad?, grad_y_grad?)
 * -> y_grad, out_grad, grad_out_grad, for divide_grad's grad_x = g / y and
 * grad_y = -g out / y (Paddle's DivideDoubleGradKernel, with dx = grad_x):
 * y_grad = dx (out ddy - ddx) / y, out_grad = -dx ddy, grad_out_grad = (ddx -
 * out ddy) / y; an absent ddx or ddy is zeros. Operands of one shape only
 * (pir-run does not sum a broadcast back here). */
static bool divideDoubleGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t want[] = {0, 1, 3};
	for (size_t k = 0; k < 3; k++)
		if (!exWantTensor(r, op, in, want[k]))
			return false;
	ExObj *y = in[0], *o = in[1], *dx = in[3];
	ExObj *ddx = op->numOperands > 4 ? in[4] : NULL, *ddy = op->numOperands > 5 ? in[5] : NULL;
	ExShape s = exShapeOf(y), so = exShapeOf(o), sx = exShapeOf(dx);
	bool same = exShapeEqual(&s, &so) && exShapeEqual(&s, &sx);
	for (ExObj *d = ddx; same && d; d = d == ddx ? ddy : NULL) {
		ExShape sd = exShapeOf(d);
		same = exShapeEqual(&s, &sd);
	}
	if (!same)
		return exError(r, op, "pir-run runs divide_double_grad on operands of one shape only");
	ExObj *res[3] = {NULL, NULL, NULL};
	for (uint32_t k = 0; k < op->numResults && k < 3; k++)
		if (!(res[k] = exNewResult(r, op, k, dx->dtype, &s)))
			return false;
	for (size_t i = 0; i < dx->numel; i++) {
		double a = ddx ? ddx->data[i] : 0, b = ddy ? ddy->data[i] : 0, yi = y->data[i], oi = o->data[i];
		double g = dx->data[i];
		if (res[0])
			res[0]->data[i] = g * (oi * b - a) / yi;
		if (res[1])
			res[1]->data[i] = -g * b;
		if (res[2])
			res[2]->data[i] = (a - oi * b) / yi;
	}
	for (uint32_t k = 0; k < 3; k++)
		if (res[k])
			out[k] = res[k];
	return true;
}

/* The double grads of the binary ops with Paddle's legacy axis
 * (exWithLegacyAxis). */
static bool addDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, addDoubleGradTrailing);
}
static bool subtractDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, subtractDoubleGradTrailing);
}
static bool multiplyDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, multiplyDoubleGradTrailing);
}
static bool divideDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, divideDoubleGradTrailing);
}

const ExKernel exDoubleGradKernels[] = {
	{"pd_op.silu_double_grad", siluDoubleGrad},
	{"pd_op.divide_double_grad", divideDoubleGrad},
	{"pd_op.tanh_double_grad", tanhDoubleGrad},
	{"pd_op.sigmoid_double_grad", sigmoidDoubleGrad},
	{"pd_op.exp_double_grad", expDoubleGrad},
	{"pd_op.log_double_grad", logDoubleGrad},
	{"pd_op.square_double_grad", squareDoubleGrad},
	{"pd_op.sin_double_grad", sinDoubleGrad},
	{"pd_op.cos_double_grad", cosDoubleGrad},
	{"pd_op.sqrt_double_grad", sqrtDoubleGrad},
	{"pd_op.relu_double_grad", reluDoubleGrad},
	{"pd_op.multiply_double_grad", multiplyDoubleGrad},
	{"pd_op.add_double_grad", addDoubleGrad},
	{"pd_op.subtract_double_grad", subtractDoubleGrad},
	{NULL, NULL},
};
