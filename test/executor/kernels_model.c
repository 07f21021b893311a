/* kernels_model.c: pir-run kernels of ops the shipped real models use
 * beyond the elementwise, linear-algebra and vec sets (docs/executor.md,
 * "Models"): softmax and its grad, reshape's grad, thresholded_relu and its
 * grad. Operand and result order as in dialects/pd_op.yaml. */
#include <math.h>
#include <string.h>

#include "kernels.h"

static bool softmax(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "axis", -1, &a))
		return false;
	ExObj *x = in[0];
	size_t outer, inner;
	int64_t n;
	if (!exAxisSplit(r, op, x, (int64_t)a, &outer, &n, &inner))
		return false;
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			const double *xs = x->data + i * (size_t)n * inner + k;
			double *os = o->data + i * (size_t)n * inner + k, m = -INFINITY, sum = 0;
			for (int64_t j = 0; j < n; j++)
				m = fmax(m, xs[j * inner]);
			for (int64_t j = 0; j < n; j++)
				sum += os[j * inner] = exp(xs[j * inner] - m);
			for (int64_t j = 0; j < n; j++)
				os[j * inner] /= sum;
		}
	out[0] = o;
	return true;
}

/* x_grad = out * (g - sum(g * out)) along the axis. */
static bool softmaxGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAttrDouble(r, op, "axis", -1, &a))
		return false;
	ExObj *y = in[0], *g = in[1];
	ExShape s = exShapeOf(y), sg = exShapeOf(g);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "operand shapes differ");
	size_t outer, inner;
	int64_t n;
	if (!exAxisSplit(r, op, y, (int64_t)a, &outer, &n, &inner))
		return false;
	ExObj *o = exNewResult(r, op, 0, g->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < outer; i++)
		for (size_t k = 0; k < inner; k++) {
			size_t base = i * (size_t)n * inner + k;
			double dot = 0;
			for (int64_t j = 0; j < n; j++)
				dot += y->data[base + j * inner] * g->data[base + j * inner];
			for (int64_t j = 0; j < n; j++)
				o->data[base + j * inner] = y->data[base + j * inner] * (g->data[base + j * inner] - dot);
		}
	out[0] = o;
	return true;
}

/* reshape_grad(x, out_grad): out_grad's elements in x's shape (flatten_grad too). */
bool exModelReshapeGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape s = exShapeOf(in[0]);
	if (in[1]->numel != in[0]->numel)
		return exError(r, op, "reshape_grad: %zu gradient elements for %zu input elements", in[1]->numel,
			       in[0]->numel);
	ExObj *o = exNewResult(r, op, 0, in[1]->dtype, &s);
	if (!o)
		return false;
	memcpy(o->data, in[1]->data, sizeof(double) * o->numel);
	out[0] = o;
	return true;
}

/* Paddle's ThresholdedReluFunctor: x > threshold ? x : value; its grad
 * passes g where x > threshold. attr: threshold, value. */
static double thresholdedReluF(double x, const double *attr)
{
	return x > attr[0] ? x : attr[1];
}

static double thresholdedReluG(double x, double g, const double *attr)
{
	return x > attr[0] ? g : 0;
}

static bool thresholdedRelu(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double attr[2];
	return exAttrDouble(r, op, "threshold", 1, &attr[0]) && exAttrDouble(r, op, "value", 0, &attr[1]) &&
	       exUnary(r, op, in, out, thresholdedReluF, attr);
}

static bool thresholdedReluGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double attr[1];
	return exAttrDouble(r, op, "threshold", 1, &attr[0]) && exUnaryGrad(r, op, in, out, thresholdedReluG, attr);
}

const ExKernel exModelKernels[] = {
	{"pd_op.softmax", softmax},
	{"pd_op.softmax_grad", softmaxGrad},
	{"pd_op.reshape_grad", exModelReshapeGrad},
	/* (grad_out, grad_x_grad): grad_x_grad in grad_out's shape, reshape_grad's layout */
	{"pd_op.reshape_double_grad", exModelReshapeGrad},
	{"pd_op.thresholded_relu", thresholdedRelu},
	{"pd_op.thresholded_relu_grad", thresholdedReluGrad},
	{NULL, NULL},
};
