/* kernels_optimizer.c: pir-run kernels of the optimizer updates a
 * training program ends with (sgd_, momentum_, adam_), as Paddle's CPU
 * kernels compute them. Each writes its in-place operands (param,
 * velocity, moments, beta powers, master_param) and gives them as its
 * results, the objects its inplace mapping names, as assign_out_ does.
 * Operand and result order as in dialects/pd_op.yaml; an optional operand
 * past the op's last is absent. */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* Operand i, or NULL when absent. */
static ExObj *opt(PirOperation *op, ExObj **in, uint32_t i)
{
	return i < op->numOperands ? in[i] : NULL;
}

/* Operand i, a tensor of n elements (n = 0: any). */
static bool wantLike(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, size_t n, const char *name)
{
	if (!exWantTensor(r, op, in, i))
		return false;
	if (n && in[i]->numel != n)
		return exError(r, op, "%s has %zu elements, param %zu", name, in[i]->numel, n);
	return true;
}

/* A one-element tensor operand's value (the learning rate, a beta power). */
static bool scalarOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const char *name, double *v)
{
	if (!exWantTensor(r, op, in, i))
		return false;
	if (in[i]->numel != 1)
		return exError(r, op, "%s must have one element, it has %zu", name, in[i]->numel);
	*v = in[i]->data[0];
	return true;
}

/* Result i: the object x written in place, or for an absent one (a null
 * result type, its operand absent) an empty tensor nothing reads. */
static bool resultOf(ExRun *r, PirOperation *op, uint32_t i, ExObj *x, ExObj **out)
{
	if (i >= op->numResults)
		return true;
	if (x) {
		exTensorNormalize(x);
		out[i] = exRetain(x);
		return true;
	}
	ExShape s = {1, {0}};
	out[i] = exTensorCreate(exResultDtype(op, i, PIR_TYPE_F32), &s);
	return out[i] ? true : exError(r, op, "out of memory");
}

/* The parameter's values to update: master_param's where the op has one
 * (multi_precision), else param's. */
static ExObj *paramOf(PirOperation *op, ExObj **in, uint32_t master)
{
	ExObj *m = opt(op, in, master);
	return m ? m : in[0];
}

/* Writes the updated parameter p into param and master_param. */
static void storeParam(PirOperation *op, ExObj **in, uint32_t master, const double *p)
{
	ExObj *m = opt(op, in, master);
	if (m && m != in[0])
		memcpy(m->data, p, sizeof(double) * m->numel);
	if (p != in[0]->data)
		memcpy(in[0]->data, p, sizeof(double) * in[0]->numel);
}

/* sgd_(param, learning_rate, grad, master_param?): param -= lr * grad. */
static bool sgd(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double lr;
	if (!exWantTensor(r, op, in, 0) || !scalarOf(r, op, in, 1, "learning_rate", &lr) ||
	    !wantLike(r, op, in, 2, in[0]->numel, "grad") ||
	    (opt(op, in, 3) && !wantLike(r, op, in, 3, in[0]->numel, "master_param")))
		return false;
	ExObj *p = paramOf(op, in, 3);
	for (size_t k = 0; k < p->numel; k++)
		p->data[k] -= lr * in[2]->data[k];
	storeParam(op, in, 3, p->data);
	return resultOf(r, op, 0, in[0], out) && resultOf(r, op, 1, opt(op, in, 3), out);
}

/* momentum_(param, grad, velocity, learning_rate, master_param?):
 * g = rescale_grad * grad (+ regularization_coeff * param for l2_decay);
 * velocity = mu * velocity + g; param -= lr * velocity, or with
 * use_nesterov param -= lr * (g + mu * velocity). */
static bool momentum(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double lr, mu, rescale, coeff;
	if (!exWantTensor(r, op, in, 0))
		return false;
	size_t n = in[0]->numel;
	if (!wantLike(r, op, in, 1, n, "grad") || !wantLike(r, op, in, 2, n, "velocity") ||
	    !scalarOf(r, op, in, 3, "learning_rate", &lr) ||
	    (opt(op, in, 4) && !wantLike(r, op, in, 4, n, "master_param")) || !exAttrDouble(r, op, "mu", NAN, &mu) ||
	    !exAttrDouble(r, op, "rescale_grad", 1, &rescale) ||
	    !exAttrDouble(r, op, "regularization_coeff", 0, &coeff))
		return false;
	if (isnan(mu))
		return exError(r, op, "momentum_ has no attribute 'mu'");
	const char *reg = exAttrText(op, "regularization_method", "");
	bool l2 = !strcmp(reg, "l2_decay");
	if (!l2 && *reg)
		return exError(r, op, "pir-run supports regularization_method \"\" and \"l2_decay\", not \"%s\"", reg);
	bool nesterov = exAttrBool(op, "use_nesterov", false);
	ExObj *p = paramOf(op, in, 4), *v = in[2];
	for (size_t k = 0; k < n; k++) {
		double g = in[1]->data[k] * rescale + (l2 ? coeff * p->data[k] : 0);
		v->data[k] = v->data[k] * mu + g;
		p->data[k] -= nesterov ? (g + v->data[k] * mu) * lr : lr * v->data[k];
	}
	storeParam(op, in, 4, p->data);
	return resultOf(r, op, 0, in[0], out) && resultOf(r, op, 1, v, out) && resultOf(r, op, 2, opt(op, in, 4), out);
}

/* A beta or epsilon: tensor operand i where present, else the attribute. */
static bool hyper(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const char *name, double deflt, double *v)
{
	return opt(op, in, i) ? scalarOf(r, op, in, i, name, v) : exAttrDouble(r, op, name, deflt, v);
}

/* adam_(param, grad, learning_rate, moment1, moment2, moment2_max?,
 * beta1_pow, beta2_pow, master_param?, skip_update?, beta1?, beta2?,
 * epsilon?), Paddle's CPU AdamFunctor:
 *   m1 = beta1 m1 + (1 - beta1) g;  m2 = beta2 m2 + (1 - beta2) g^2
 *   param -= lr sqrt(1 - beta2_pow) / (1 - beta1_pow)
 *            * m1 / (sqrt(m2) + epsilon sqrt(1 - beta2_pow))
 * with the beta powers of before the step, then beta1_pow *= beta1,
 * beta2_pow *= beta2 (not with use_global_beta_pow). amsgrad takes
 * m2_max = max(m2_max, m2) for m2 in the step. A true skip_update
 * changes nothing. */
static bool adam(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double lr, b1p, b2p, beta1, beta2, eps;
	if (!exWantTensor(r, op, in, 0))
		return false;
	size_t n = in[0]->numel;
	bool amsgrad = exAttrBool(op, "amsgrad", false);
	if (!wantLike(r, op, in, 1, n, "grad") || !scalarOf(r, op, in, 2, "learning_rate", &lr) ||
	    !wantLike(r, op, in, 3, n, "moment1") || !wantLike(r, op, in, 4, n, "moment2") ||
	    (amsgrad && !wantLike(r, op, in, 5, n, "moment2_max")) || !scalarOf(r, op, in, 6, "beta1_pow", &b1p) ||
	    !scalarOf(r, op, in, 7, "beta2_pow", &b2p) ||
	    (opt(op, in, 8) && !wantLike(r, op, in, 8, n, "master_param")) ||
	    !hyper(r, op, in, 10, "beta1", 0.9, &beta1) || !hyper(r, op, in, 11, "beta2", 0.999, &beta2) ||
	    !hyper(r, op, in, 12, "epsilon", 1e-8, &eps))
		return false;
	double skip = 0;
	if (opt(op, in, 9) && !scalarOf(r, op, in, 9, "skip_update", &skip))
		return false;
	ExObj *p = paramOf(op, in, 8), *m1 = in[3], *m2 = in[4], *mx = amsgrad ? in[5] : NULL;
	if (!skip) {
		double step = lr * sqrt(1 - b2p) / (1 - b1p), e = eps * sqrt(1 - b2p);
		for (size_t k = 0; k < n; k++) {
			double g = in[1]->data[k];
			m1->data[k] = beta1 * m1->data[k] + (1 - beta1) * g;
			m2->data[k] = beta2 * m2->data[k] + (1 - beta2) * g * g;
			double d = m2->data[k];
			if (mx) {
				mx->data[k] = fmax(mx->data[k], d);
				d = mx->data[k];
			}
			p->data[k] -= step * (m1->data[k] / (sqrt(d) + e));
		}
		storeParam(op, in, 8, p->data);
		if (!exAttrBool(op, "use_global_beta_pow", false)) {
			in[6]->data[0] = b1p * beta1;
			in[7]->data[0] = b2p * beta2;
		}
	}
	return resultOf(r, op, 0, in[0], out) && resultOf(r, op, 1, m1, out) && resultOf(r, op, 2, m2, out) &&
	       resultOf(r, op, 3, opt(op, in, 5), out) && resultOf(r, op, 4, in[6], out) &&
	       resultOf(r, op, 5, in[7], out) && resultOf(r, op, 6, opt(op, in, 8), out);
}

const ExKernel exOptimizerKernels[] = {
	{"pd_op.sgd_", sgd},
	{"pd_op.momentum_", momentum},
	{"pd_op.adam_", adam},
	{NULL, NULL},
};
