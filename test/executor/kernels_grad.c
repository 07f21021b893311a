/* kernels_grad.c: pir-run kernels of the grad ops of the elementwise ops
 * (maximum, minimum and elementwise_pow among them),
 * with the operand and result order of their signatures in
 * dialects/pd_op.yaml. The grads of broadcasting binary ops sum the
 * output gradient back to each input's shape. */
#include <math.h>
#include <string.h>

#include "kernels.h"

static double tanhGradFn(double out, double g)
{
	return g * (1 - out * out);
}
static double sigmoidGradFn(double out, double g)
{
	return g * out * (1 - out);
}
static double reluGradFn(double out, double g)
{
	return out > 0 ? g : 0;
}
static double expGradFn(double out, double g)
{
	return g * out;
}
static double logGradFn(double x, double g)
{
	return g / x;
}
static double squareGradFn(double x, double g)
{
	return 2 * x * g;
}
static double sqrtGradFn(double out, double g)
{
	return g / (2 * out);
}
static double sinGradFn(double x, double g)
{
	return g * cos(x);
}
static double cosGradFn(double x, double g)
{
	return -g * sin(x);
}

/* The kernel of a unary grad through exUnaryGrad (kernel_support.c),
 * f(a, g) taking no attributes. */
#define UNARY_GRAD(name, f)                                                    \
	static double name##Adapted(double a, double g, const double *attr)        \
	{                                                                      \
		(void)attr;                                                    \
		return f(a, g);                                                \
	}                                                                      \
	static bool name(ExRun *r, PirOperation *op, ExObj **in, ExObj **out) \
	{                                                                      \
		return exUnaryGrad(r, op, in, out, name##Adapted, NULL);            \
	}
UNARY_GRAD(tanhGrad, tanhGradFn)
UNARY_GRAD(sigmoidGrad, sigmoidGradFn)
UNARY_GRAD(reluGrad, reluGradFn)
UNARY_GRAD(expGrad, expGradFn)
UNARY_GRAD(logGrad, logGradFn)
UNARY_GRAD(squareGrad, squareGradFn)
UNARY_GRAD(sqrtGrad, sqrtGradFn)
UNARY_GRAD(sinGrad, sinGradFn)
UNARY_GRAD(cosGrad, cosGradFn)

/* A grad op's results: x_grad (result 0) from ga summed to x's shape,
 * y_grad (result 1, when the op has it) from gb summed to y's. Takes
 * ga and gb. */
static bool binaryGradResults(ExRun *r, PirOperation *op, ExObj *x, ExObj *y, ExObj *ga, ExObj *gb, ExObj **out)
{
	bool ok = true;
	if (op->numResults > 0)
		ok = (out[0] = exReduceTo(r, op, 0, ga, x)) != NULL;
	if (ok && op->numResults > 1)
		ok = (out[1] = exReduceTo(r, op, 1, gb, y)) != NULL;
	exRelease(ga);
	exRelease(gb);
	return ok;
}

/* The broadcast shape of x and y, and g must have it. */
static bool gradShape(ExRun *r, PirOperation *op, ExObj **in, uint32_t gi, ExShape *so)
{
	for (uint32_t i = 0; i <= gi; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]), sg = exShapeOf(in[gi]);
	if (!exBroadcastShape(&sx, &sy, so))
		return exError(r, op, "x and y shapes do not broadcast");
	if (!exShapeEqual(so, &sg))
		return exError(r, op, "out_grad shape differs from the broadcast shape of x and y");
	return true;
}

/* A tensor of shape so holding f(x, y, g) at each broadcast index. */
typedef double (*GradTermFn)(double x, double y, double out, double g);

static ExObj *gradTerm(const ExShape *so, ExObj **in, uint32_t outIndex, uint32_t gi, GradTermFn f)
{
	ExObj *t = exTensorCreate(PIR_TYPE_F64, so);
	if (!t)
		return NULL;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]);
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < t->numel; k++) {
		double xv = in[0]->data[exBroadcastIndex(&sx, so, idx)];
		double yv = in[1]->data[exBroadcastIndex(&sy, so, idx)];
		double ov = outIndex ? in[outIndex]->data[k] : 0;
		t->data[k] = f(xv, yv, ov, in[gi]->data[k]);
		exIndexNext(so, idx);
	}
	return t;
}

static double gId(double x, double y, double o, double g)
{
	(void)x, (void)y, (void)o;
	return g;
}
static double gNeg(double x, double y, double o, double g)
{
	(void)x, (void)y, (void)o;
	return -g;
}
static double gTimesY(double x, double y, double o, double g)
{
	(void)x, (void)o;
	return g * y;
}
static double gTimesX(double x, double y, double o, double g)
{
	(void)y, (void)o;
	return g * x;
}
static double gOverY(double x, double y, double o, double g)
{
	(void)x, (void)o;
	return g / y;
}
static double gDivY(double x, double y, double o, double g)
{
	(void)x;
	return -g * o / y;
}

/* Paddle's MaxGradDx/Dy and MinGradDx/Dy: a tie goes to y. */
static double gMaxX(double x, double y, double o, double g)
{
	(void)o;
	return x > y ? g : 0;
}
static double gMaxY(double x, double y, double o, double g)
{
	(void)o;
	return x <= y ? g : 0;
}
static double gMinX(double x, double y, double o, double g)
{
	(void)o;
	return x < y ? g : 0;
}
static double gMinY(double x, double y, double o, double g)
{
	(void)o;
	return x >= y ? g : 0;
}
/* elementwise_pow: d/dx x^y = y x^(y-1), d/dy = x^y log x. */
static double gPowX(double x, double y, double o, double g)
{
	(void)o;
	return g * y * pow(x, y - 1);
}
static double gPowY(double x, double y, double o, double g)
{
	(void)o;
	return g * pow(x, y) * log(x);
}

static bool binaryGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, uint32_t outIndex, uint32_t gi,
		       GradTermFn fx, GradTermFn fy)
{
	ExShape so;
	if (!gradShape(r, op, in, gi, &so))
		return false;
	if (outIndex) {
		ExShape sOut = exShapeOf(in[outIndex]);
		if (!exShapeEqual(&so, &sOut))
			return exError(r, op, "out shape differs from the broadcast shape of x and y");
	}
	ExObj *ga = gradTerm(&so, in, outIndex, gi, fx), *gb = gradTerm(&so, in, outIndex, gi, fy);
	if (!ga || !gb) {
		exRelease(ga);
		exRelease(gb);
		return exError(r, op, "tensor too large for pir-run");
	}
	return binaryGradResults(r, op, in[0], in[1], ga, gb, out);
}

static bool addGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gId, gId);
}
static bool subtractGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gId, gNeg);
}
static bool multiplyGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gTimesY, gTimesX);
}
/* divide_grad(x, y, out, out_grad) */
static bool divideGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 2, 3, gOverY, gDivY);
}

/* maximum_grad, minimum_grad, elementwise_pow_grad (x, y, out_grad) */
static bool maximumGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gMaxX, gMaxY);
}
static bool minimumGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gMinX, gMinY);
}
static bool elementwisePowGradTrailing(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return binaryGrad(r, op, in, out, 0, 2, gPowX, gPowY);
}

/* The grads above with Paddle's legacy axis (exWithLegacyAxis). */
static bool addGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, addGradTrailing);
}
static bool subtractGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, subtractGradTrailing);
}
static bool multiplyGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, multiplyGradTrailing);
}
static bool divideGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, divideGradTrailing);
}
static bool maximumGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, maximumGradTrailing);
}
static bool minimumGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, minimumGradTrailing);
}
static bool elementwisePowGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWithLegacyAxis(r, op, in, out, elementwisePowGradTrailing);
}

/* scale_grad(out_grad, scale?) {scale}: x_grad = scale * out_grad. */
static bool scaleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double s;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "scale", 1, &s))
		return false;
	if (op->numOperands > 1 && in[1]) {
		if (!exWantTensor(r, op, in, 1) || in[1]->numel < 1)
			return exError(r, op, "scale operand must hold one element");
		s = in[1]->data[0];
	}
	ExShape sg = exShapeOf(in[0]);
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &sg);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++)
		o->data[i] = s * in[0]->data[i];
	*out = o;
	return true;
}

/* assign_grad(out_grad) and assign_out__grad(out_grad): x_grad is out_grad;
 * cast_grad(x, out_grad) in x's dtype. */
static bool passGrad(ExRun *r, PirOperation *op, ExObj *g, PirTypeKind dtype, ExObj **out)
{
	ExShape sg = exShapeOf(g);
	ExObj *o = exNewResult(r, op, 0, dtype, &sg);
	if (!o)
		return false;
	memcpy(o->data, g->data, sizeof(double) * g->numel);
	*out = o;
	return true;
}

static bool assignGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && passGrad(r, op, in[0], in[0]->dtype, out);
}

static bool castGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) && passGrad(r, op, in[1], in[0]->dtype, out);
}

const ExKernel exGradKernels[] = {
	{"pd_op.tanh_grad", tanhGrad},
	{"pd_op.sigmoid_grad", sigmoidGrad},
	{"pd_op.relu_grad", reluGrad},
	{"pd_op.exp_grad", expGrad},
	{"pd_op.log_grad", logGrad},
	{"pd_op.square_grad", squareGrad},
	{"pd_op.sqrt_grad", sqrtGrad},
	{"pd_op.sin_grad", sinGrad},
	{"pd_op.cos_grad", cosGrad},
	{"pd_op.add_grad", addGrad},
	{"pd_op.subtract_grad", subtractGrad},
	{"pd_op.multiply_grad", multiplyGrad},
	{"pd_op.divide_grad", divideGrad},
	{"pd_op.maximum_grad", maximumGrad},
	{"pd_op.minimum_grad", minimumGrad},
	{"pd_op.elementwise_pow_grad", elementwisePowGrad},
	{"pd_op.scale_grad", scaleGrad},
	{"pd_op.assign_grad", assignGrad},
	{"pd_op.assign_out__grad", assignGrad},
	{"pd_op.cast_grad", castGrad},
	{NULL, NULL},
};
