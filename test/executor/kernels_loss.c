/* kernels_loss.c: pir-run kernels of the loss ops of training programs
 * (huber_loss, sigmoid_cross_entropy_with_logits, bce_loss, kldiv_loss)
 * and of the ops that mix a value with a label or a weight (lerp,
 * label_smooth, atan2), with their grads, as Paddle's CPU kernels compute
 * them. A label, a lerp weight or a pos_weight gets no gradient (their
 * grad ops have none), as in Paddle. Operand order as in
 * dialects/pd_op.yaml. */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* Operands 0..n-1 are tensors of one shape *s. */
static bool sameShapes(ExRun *r, PirOperation *op, ExObj **in, uint32_t n, ExShape *s)
{
	for (uint32_t i = 0; i < n; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	*s = exShapeOf(in[0]);
	for (uint32_t i = 1; i < n; i++) {
		ExShape si = exShapeOf(in[i]);
		if (!exShapeEqual(s, &si))
			return exError(r, op, "operand %u's shape differs from operand 0's", i);
	}
	return true;
}

/* sameShapes, then results 0..n-1 (n <= 2) of that shape and the dtype of
 * operand dt, each stored into out[k] too; res[k] NULL where the op has
 * no result k. */
static bool sameShapeResults(ExRun *r, PirOperation *op, ExObj **in, uint32_t numIn, uint32_t dt, uint32_t n,
			     ExObj **res, ExObj **out)
{
	ExShape s;
	if (!sameShapes(r, op, in, numIn, &s))
		return false;
	ExShape shapes[2] = {s, s};
	if (!exNewResults(r, op, in[dt]->dtype, shapes, n, res))
		return false;
	for (uint32_t k = 0; k < n && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

/* huber_loss(input, label) {delta} -> out, residual: residual = label -
 * input; out = r^2 / 2 where |r| <= delta, else delta (|r| - delta / 2). */
static bool huberLoss(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double delta;
	ExObj *res[2];
	if (!exAttrDouble(r, op, "delta", 1, &delta) || !sameShapeResults(r, op, in, 2, 0, 2, res, out))
		return false;
	for (size_t i = 0; i < in[0]->numel; i++) {
		double v = in[1]->data[i] - in[0]->data[i], a = fabs(v);
		res[0]->data[i] = a <= delta ? 0.5 * v * v : delta * (a - 0.5 * delta);
		if (res[1])
			res[1]->data[i] = v;
	}
	return true;
}

/* huber_loss_grad(residual, out_grad) {delta} -> input_grad, label_grad:
 * d = r clipped to [-delta, delta]; input_grad = -d g, label_grad = d g. */
static bool huberLossGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double delta;
	ExObj *res[2];
	if (!exAttrDouble(r, op, "delta", 1, &delta) || !sameShapeResults(r, op, in, 2, 1, 2, res, out))
		return false;
	for (size_t i = 0; i < in[0]->numel; i++) {
		double v = in[0]->data[i], d = fabs(v) <= delta ? v : v > 0 ? delta : -delta;
		if (res[0])
			res[0]->data[i] = -d * in[1]->data[i];
		if (res[1])
			res[1]->data[i] = d * in[1]->data[i];
	}
	return true;
}

/* sigmoid_cross_entropy_with_logits's pos_weight (operand `at`, optional,
 * x's shape) and the normalizer: 1, or with normalize the count of labels
 * other than ignore_index (at least 1e-5, as Paddle's). */
static bool sceArgs(ExRun *r, PirOperation *op, ExObj **in, uint32_t at, ExObj **pw, double *ignore, double *norm)
{
	ExShape s;
	if (!sameShapes(r, op, in, 2, &s) || !exAttrDouble(r, op, "ignore_index", -100, ignore))
		return false;
	*pw = at < op->numOperands ? in[at] : NULL;
	if (*pw) {
		ExShape sp = exShapeOf(*pw);
		if ((*pw)->kind != EX_TENSOR || !exShapeEqual(&s, &sp))
			return exError(r, op, "pos_weight must be a tensor of x's shape");
	}
	*norm = 1;
	if (exAttrBool(op, "normalize", false)) {
		double n = 0;
		for (size_t i = 0; i < in[1]->numel; i++)
			n += in[1]->data[i] != *ignore;
		*norm = fmax(n, 1e-5);
	}
	return true;
}

/* sigmoid_cross_entropy_with_logits(x, label, pos_weight?) {normalize,
 * ignore_index}: (1 - l) x + (1 + (pw - 1) l) log(1 + exp(-x)), which is
 * max(x, 0) - x l + log(1 + exp(-|x|)) for pw = 1; 0 where l is
 * ignore_index; divided by the normalizer. */
static bool sigmoidCe(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *pw;
	double ignore, norm;
	if (!sceArgs(r, op, in, 2, &pw, &ignore, &norm))
		return false;
	ExShape s = exShapeOf(in[0]);
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++) {
		double x = in[0]->data[i], l = in[1]->data[i], w = pw ? pw->data[i] : 1;
		double softplusNeg = log1p(exp(-fabs(x))) + fmax(-x, 0); /* log(1 + exp(-x)) */
		o->data[i] = l == ignore ? 0 : ((1 - l) * x + (1 + (w - 1) * l) * softplusNeg) / norm;
	}
	out[0] = o;
	return true;
}

/* its grad (x, label, pos_weight?, out_grad): g ((1 - l) - (1 + (pw - 1) l)
 * sigmoid(-x)) / norm, which is g (sigmoid(x) - l) / norm for pw = 1. */
static bool sigmoidCeGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *pw;
	double ignore, norm;
	uint32_t gi = op->numOperands - 1;
	if (op->numOperands < 3 || !sceArgs(r, op, in, op->numOperands == 4 ? 2 : 99, &pw, &ignore, &norm) ||
	    !exWantTensor(r, op, in, gi))
		return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[gi]);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "out_grad's shape differs from x's");
	ExObj *o = exNewResult(r, op, 0, in[gi]->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++) {
		double x = in[0]->data[i], l = in[1]->data[i], w = pw ? pw->data[i] : 1;
		double sigNeg = 1 / (1 + exp(x));
		o->data[i] = l == ignore ? 0 : in[gi]->data[i] * ((1 - l) - (1 + (w - 1) * l) * sigNeg) / norm;
	}
	out[0] = o;
	return true;
}

/* bce_loss(input, label): -(l max(log(x), -100) + (1 - l) max(log(1 - x),
 * -100)), input a probability. */
static bool bceLoss(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *o;
	if (!sameShapeResults(r, op, in, 2, 0, 1, &o, out))
		return false;
	for (size_t i = 0; i < o->numel; i++) {
		double x = in[0]->data[i], l = in[1]->data[i];
		if (x < 0 || x > 1) /* runKernel releases out[0] */
			return exError(r, op, "bce_loss: input %g is not in [0, 1]", x);
		o->data[i] = -(l * fmax(log(x), -100) + (1 - l) * fmax(log(1 - x), -100));
	}
	return true;
}

/* bce_loss_grad(input, label, out_grad): g (x - l) / max(x (1 - x), 1e-12). */
static bool bceLossGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *o;
	if (!sameShapeResults(r, op, in, 3, 2, 1, &o, out))
		return false;
	for (size_t i = 0; i < o->numel; i++) {
		double x = in[0]->data[i], l = in[1]->data[i];
		o->data[i] = in[2]->data[i] * (x - l) / fmax(x * (1 - x), 1e-12);
	}
	return true;
}

/* kldiv_loss's reduction: the divisor of the summed loss (mean: every
 * element, batchmean: dim 0), 0 for "none" (elementwise), 1 for "sum". */
static bool kldivReduction(ExRun *r, PirOperation *op, const ExObj *x, double *div)
{
	const char *red = exAttrText(op, "reduction", "mean");
	if (strcmp(red, "none") == 0)
		*div = 0;
	else if (strcmp(red, "sum") == 0)
		*div = 1;
	else if (strcmp(red, "mean") == 0)
		*div = (double)(x->numel ? x->numel : 1);
	else if (strcmp(red, "batchmean") == 0)
		*div = x->rank ? (double)(x->dims[0] ? x->dims[0] : 1) : 1;
	else
		return exError(r, op, "kldiv_loss: unknown reduction '%s'", red);
	return true;
}

/* kldiv_loss(x, label) {reduction, log_target}: l (log l - x) where l > 0
 * (else 0), or with log_target exp(l) (l - x); summed and divided as the
 * reduction says (x is log-probabilities). */
static bool kldivLoss(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape s;
	double div;
	if (!sameShapes(r, op, in, 2, &s) || !kldivReduction(r, op, in[0], &div))
		return false;
	bool logTarget = exAttrBool(op, "log_target", false);
	ExShape os = div == 0 ? s : (ExShape){0, {0}};
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &os);
	if (!o)
		return false;
	for (size_t i = 0; i < in[0]->numel; i++) {
		double x = in[0]->data[i], l = in[1]->data[i];
		double v = logTarget ? exp(l) * (l - x) : l > 0 ? l * (log(l) - x) : 0;
		if (div == 0)
			o->data[i] = v;
		else
			o->data[0] += v / div;
	}
	out[0] = o;
	return true;
}

/* kldiv_loss_grad(x, label, out_grad): -l g (0 where l <= 0), or with
 * log_target -exp(l) g, over the reduction's divisor. */
static bool kldivLossGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape s;
	double div;
	if (!sameShapes(r, op, in, 2, &s) || !exWantTensor(r, op, in, 2) || !kldivReduction(r, op, in[0], &div))
		return false;
	ExObj *g = in[2];
	if (div == 0 ? g->numel != in[0]->numel : g->numel != 1)
		return exError(r, op, "out_grad has %zu elements, the reduction gives %zu", g->numel,
			       div == 0 ? in[0]->numel : (size_t)1);
	bool logTarget = exAttrBool(op, "log_target", false);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++) {
		double l = in[1]->data[i], gv = div == 0 ? g->data[i] : g->data[0] / div;
		o->data[i] = logTarget ? -exp(l) * gv : l > 0 ? -l * gv : 0;
	}
	out[0] = o;
	return true;
}

/* lerp(x, y, weight): x + weight (y - x), the three broadcast. */
static bool lerp(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape sx = exShapeOf(in[0]), sy = exShapeOf(in[1]), sw = exShapeOf(in[2]), sxy, so;
	if (!exBroadcastShape(&sx, &sy, &sxy) || !exBroadcastShape(&sxy, &sw, &so))
		return exError(r, op, "lerp: operand shapes do not broadcast");
	ExObj *o = exNewResult(r, op, 0, in[0]->dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		double x = in[0]->data[exBroadcastIndex(&sx, &so, idx)], y = in[1]->data[exBroadcastIndex(&sy, &so, idx)];
		o->data[k] = x + in[2]->data[exBroadcastIndex(&sw, &so, idx)] * (y - x);
		exIndexNext(&so, idx);
	}
	out[0] = o;
	return true;
}

/* lerp_grad(x, y, weight, out, out_grad) -> x_grad = g (1 - w), y_grad =
 * g w, each summed back to its operand's shape. */
static bool lerpGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 5; i++)
		if (i != 3 && !exWantTensor(r, op, in, i))
			return false;
	ExObj *g = in[4], *w = in[2];
	ExShape sg = exShapeOf(g), sw = exShapeOf(w);
	ExShape sb;
	if (!exBroadcastShape(&sg, &sw, &sb) || !exShapeEqual(&sb, &sg))
		return exError(r, op, "lerp_grad: weight does not broadcast to out_grad's shape");
	ExObj *gx = exTensorCreate(g->dtype, &sg), *gy = gx ? exTensorCreate(g->dtype, &sg) : NULL;
	if (!gy) {
		exRelease(gx);
		return exError(r, op, "no room for lerp_grad's products");
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < g->numel; k++) {
		double wv = w->data[exBroadcastIndex(&sw, &sg, idx)];
		gx->data[k] = g->data[k] * (1 - wv);
		gy->data[k] = g->data[k] * wv;
		exIndexNext(&sg, idx);
	}
	out[0] = exReduceTo(r, op, 0, gx, in[0]);
	ExObj *second = out[0] && op->numResults > 1 ? exReduceTo(r, op, 1, gy, in[1]) : NULL;
	exRelease(gx);
	exRelease(gy);
	if (!out[0] || (op->numResults > 1 && !second)) {
		exRelease(out[0]);
		out[0] = NULL;
		return false;
	}
	if (second)
		out[1] = second;
	return true;
}

/* label_smooth(label, prior_dist?) {epsilon}: (1 - eps) label + eps / K
 * (K the last dim), or + eps prior_dist (broadcast along the last dim). */
static bool labelSmooth(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double eps;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "epsilon", 0, &eps))
		return false;
	ExObj *l = in[0], *prior = op->numOperands > 1 ? in[1] : NULL;
	if (l->rank == 0)
		return exError(r, op, "label_smooth: the label must have rank 1 or more");
	size_t k = (size_t)l->dims[l->rank - 1];
	if (prior && (prior->kind != EX_TENSOR || prior->numel != k))
		return exError(r, op, "label_smooth: prior_dist must hold one value per class (%zu)", k);
	ExShape s = exShapeOf(l);
	ExObj *o = exNewResult(r, op, 0, l->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++)
		o->data[i] = (1 - eps) * l->data[i] + eps * (prior ? prior->data[i % k] : 1 / (double)(k ? k : 1));
	out[0] = o;
	return true;
}

static double scaleByF(double g, const double *a)
{
	return (1 - a[0]) * g;
}

/* label_smooth_grad(out_grad) {epsilon}: (1 - eps) g. */
static bool labelSmoothGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double eps;
	return exAttrDouble(r, op, "epsilon", 0, &eps) && exUnary(r, op, in, out, scaleByF, &eps);
}

/* atan2(x, y): the angle of (y, x)'s point, atan(x / y) in the right
 * quadrant, broadcast. */
static double atan2F(double x, double y)
{
	return atan2(x, y);
}
static bool atan2K(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) &&
	       exBinary(r, op, in[0], in[1], atan2F, in[0]->dtype, out);
}

/* atan2_grad(x, y, out_grad): x_grad = g y / (x^2 + y^2), y_grad = -g x /
 * (x^2 + y^2), summed back to each operand's shape. */
static bool atan2Grad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *y = in[1], *g = in[2];
	ExShape sx = exShapeOf(x), sy = exShapeOf(y), sg = exShapeOf(g), sb;
	if (!exBroadcastShape(&sx, &sy, &sb) || !exShapeEqual(&sb, &sg))
		return exError(r, op, "atan2_grad: out_grad's shape is not x's and y's broadcast");
	ExObj *gx = exTensorCreate(g->dtype, &sg), *gy = gx ? exTensorCreate(g->dtype, &sg) : NULL;
	if (!gy) {
		exRelease(gx);
		return exError(r, op, "no room for atan2_grad's products");
	}
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < g->numel; k++) {
		double xv = x->data[exBroadcastIndex(&sx, &sg, idx)], yv = y->data[exBroadcastIndex(&sy, &sg, idx)];
		double d = xv * xv + yv * yv;
		gx->data[k] = g->data[k] * yv / d;
		gy->data[k] = -g->data[k] * xv / d;
		exIndexNext(&sg, idx);
	}
	out[0] = exReduceTo(r, op, 0, gx, x);
	ExObj *second = out[0] && op->numResults > 1 ? exReduceTo(r, op, 1, gy, y) : NULL;
	exRelease(gx);
	exRelease(gy);
	if (!out[0] || (op->numResults > 1 && !second)) {
		exRelease(out[0]);
		out[0] = NULL;
		return false;
	}
	if (second)
		out[1] = second;
	return true;
}

const ExKernel exLossKernels[] = {
	{"pd_op.huber_loss", huberLoss},
	{"pd_op.huber_loss_grad", huberLossGrad},
	{"pd_op.sigmoid_cross_entropy_with_logits", sigmoidCe},
	{"pd_op.sigmoid_cross_entropy_with_logits_grad", sigmoidCeGrad},
	{"pd_op.bce_loss", bceLoss},
	{"pd_op.bce_loss_grad", bceLossGrad},
	{"pd_op.kldiv_loss", kldivLoss},
	{"pd_op.kldiv_loss_grad", kldivLossGrad},
	{"pd_op.lerp", lerp},
	{"pd_op.lerp_grad", lerpGrad},
	{"pd_op.label_smooth", labelSmooth},
	{"pd_op.label_smooth_grad", labelSmoothGrad},
	{"pd_op.atan2", atan2K},
	{"pd_op.atan2_grad", atan2Grad},
	{NULL, NULL},
};
