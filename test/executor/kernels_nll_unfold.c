/* kernels_nll_unfold.c: pir-run kernels of nll_loss (the negative
 * log-likelihood of log-probabilities at integer labels) and unfold
 * (im2col: each kernel window of an NCHW image as a column), with their
 * grads, as Paddle's CPU kernels compute them (phi nll_loss_kernel.cc,
 * nll_loss_grad_kernel.cc, unfold_kernel_impl.h). Operand order as in
 * dialects/pd_op.yaml. A label out of range or an attribute beyond what is
 * written here is a located error, never a guess. */
#include <string.h>

#include "kernels.h"

/* nll_loss's shapes: input [N, C, d...], label [N, d...], weight [C]. */
typedef struct Nll {
	size_t n, classes, map; /* map: the elements of d... */
	int reduction;          /* 0 none, 1 sum, 2 mean */
	int64_t ignore;
} Nll;

static bool nllArgs(ExRun *r, PirOperation *op, ExObj **in, Nll *a)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || (in[2] && !exWantTensor(r, op, in, 2)))
		return false;
	ExObj *x = in[0], *lab = in[1], *w = in[2];
	if (x->rank != 2 && x->rank != 4)
		return exError(r, op, "nll_loss: input must be [N, C] or [N, C, H, W] (rank %u)", x->rank);
	if (lab->rank != x->rank - 1 || lab->dims[0] != x->dims[0] ||
	    (x->rank == 4 && (lab->dims[1] != x->dims[2] || lab->dims[2] != x->dims[3])))
		return exError(r, op, "nll_loss: the label's shape does not fit the input's");
	a->n = (size_t)x->dims[0], a->classes = (size_t)x->dims[1];
	a->map = x->rank == 4 ? (size_t)(x->dims[2] * x->dims[3]) : 1;
	if (w && w->numel != a->classes)
		return exError(r, op, "nll_loss: weight has %zu elements for %zu classes", w->numel, a->classes);
	double ig;
	if (!exAttrDouble(r, op, "ignore_index", -100, &ig))
		return false;
	a->ignore = (int64_t)ig;
	const char *red = exAttrText(op, "reduction", "mean");
	a->reduction = strcmp(red, "none") == 0 ? 0 : strcmp(red, "sum") == 0 ? 1 : strcmp(red, "mean") == 0 ? 2 : -1;
	if (a->reduction < 0)
		return exError(r, op, "nll_loss: reduction '%s' is not none, sum or mean", red);
	for (size_t k = 0; k < lab->numel; k++) {
		double l = lab->data[k];
		if (l != (double)a->ignore && (l < 0 || l >= (double)a->classes))
			return exError(r, op, "nll_loss: label %g is out of range [0, %zu)", l, a->classes);
	}
	return true;
}

/* The place in input of label element k (sample i, position p). */
static size_t nllAt(const Nll *a, size_t k, double label)
{
	size_t i = k / a->map, p = k % a->map;
	return (i * a->classes + (size_t)label) * a->map + p;
}

/* nll_loss(input, label, weight?) {ignore_index, reduction}: out[k] =
 * -input[label[k]] * weight[label[k]] (0 where the label is ignored);
 * none keeps them, sum adds them, mean divides the sum by total_weight
 * (the weights of the labels not ignored; nothing is divided when it is
 * 0). total_weight is 0 with none, as Paddle's kernel leaves it. */
static bool nllLoss(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Nll a;
	if (!nllArgs(r, op, in, &a))
		return false;
	ExObj *x = in[0], *lab = in[1], *w = in[2];
	ExShape shapes[2] = {a.reduction ? (ExShape){0, {0}} : exShapeOf(lab), {0, {0}}};
	ExObj *res[2];
	if (!exNewResults(r, op, x->dtype, shapes, 2, res))
		return false;
	double sum = 0, total = 0;
	for (size_t k = 0; k < lab->numel; k++) {
		double l = lab->data[k];
		if (l == (double)a.ignore)
			continue;
		double cw = w ? w->data[(size_t)l] : 1, v = -x->data[nllAt(&a, k, l)] * cw;
		if (!a.reduction && res[0])
			res[0]->data[k] = v;
		sum += v, total += cw;
	}
	if (a.reduction == 2 && total != 0)
		sum /= total;
	if (a.reduction && res[0])
		res[0]->data[0] = sum;
	if (res[1])
		res[1]->data[0] = a.reduction ? total : 0;
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* nll_loss_grad(input, label, weight?, total_weight, out_grad): zeros but
 * -out_grad * weight at each label's place (divided by total_weight with
 * mean; a mean over weights summing to 0, where Paddle's kernel divides by
 * 0, is refused). */
static bool nllLossGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Nll a;
	if (!nllArgs(r, op, in, &a) || !exWantTensor(r, op, in, 3) || !exWantTensor(r, op, in, 4))
		return false;
	ExObj *x = in[0], *lab = in[1], *w = in[2], *tw = in[3], *g = in[4];
	if (g->numel != (a.reduction ? 1 : lab->numel) || tw->numel != 1)
		return exError(r, op, "nll_loss_grad: out_grad or total_weight has the wrong size");
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &sx);
	if (!o)
		return false;
	for (size_t k = 0; k < lab->numel; k++) {
		double l = lab->data[k];
		if (l == (double)a.ignore)
			continue;
		double cw = w ? w->data[(size_t)l] : 1, v = -g->data[a.reduction ? 0 : k] * cw;
		if (a.reduction == 2) {
			if (tw->data[0] == 0) {
				exRelease(o);
				return exError(r, op, "nll_loss_grad: mean over a total weight of 0");
			}
			v /= tw->data[0];
		}
		o->data[nllAt(&a, k, l)] = v;
	}
	out[0] = o;
	return true;
}

/* unfold's geometry: x [N, C, H, W], kernel kh x kw, strides, paddings
 * [top, left, bottom, right] (or [h, w]), dilations; L = oh * ow windows. */
typedef struct Unfold {
	int64_t n, c, h, w, k[2], s[2], p[4], d[2], oh, ow;
} Unfold;

static bool unfoldArgs(ExRun *r, PirOperation *op, const ExObj *x, Unfold *u)
{
	int64_t v[4];
	uint32_t nv;
	if (x->rank != 4)
		return exError(r, op, "unfold: x must be [N, C, H, W] (rank %u)", x->rank);
	u->n = x->dims[0], u->c = x->dims[1], u->h = x->dims[2], u->w = x->dims[3];
	const char *names[] = {"kernel_sizes", "strides", "dilations"};
	int64_t *dst[] = {u->k, u->s, u->d};
	for (int i = 0; i < 3; i++) {
		if (!exAttrInts(r, op, names[i], v, 4, &nv))
			return false;
		if (nv != 2 || v[0] < 1 || v[1] < 1)
			return exError(r, op, "unfold: %s must be two positive integers", names[i]);
		dst[i][0] = v[0], dst[i][1] = v[1];
	}
	if (!exAttrInts(r, op, "paddings", v, 4, &nv))
		return false;
	if (nv == 2)
		v[2] = v[0], v[3] = v[1];
	else if (nv != 4)
		return exError(r, op, "unfold: paddings must have 2 or 4 entries (%u)", nv);
	for (int i = 0; i < 4; i++) {
		if (v[i] < 0)
			return exError(r, op, "unfold: a padding is negative");
		u->p[i] = v[i];
	}
	u->oh = (u->h + u->p[0] + u->p[2] - (u->d[0] * (u->k[0] - 1) + 1)) / u->s[0] + 1;
	u->ow = (u->w + u->p[1] + u->p[3] - (u->d[1] * (u->k[1] - 1) + 1)) / u->s[1] + 1;
	if (u->oh < 1 || u->ow < 1)
		return exError(r, op, "unfold: the kernel does not fit the padded image");
	return true;
}

/* unfold(x): out [N, C*kh*kw, L], out[n, (c*kh + i)*kw + j, y*ow + z] =
 * x[n, c, y*sh - top + i*dh, z*sw - left + j*dw] (0 in the padding);
 * unfold_grad(x, out_grad) adds each column's elements back. */
static bool unfoldK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool grad)
{
	if (!exWantTensor(r, op, in, 0) || (grad && !exWantTensor(r, op, in, 1)))
		return false;
	ExObj *x = in[0];
	Unfold u;
	if (!unfoldArgs(r, op, x, &u))
		return false;
	int64_t rows = u.c * u.k[0] * u.k[1], L = u.oh * u.ow;
	ExShape so = {3, {u.n, rows, L}}, sx = exShapeOf(x);
	if (grad && in[1]->numel != exShapeNumel(&so))
		return exError(r, op, "unfold_grad: out_grad has %zu elements, not %zu", in[1]->numel,
			       exShapeNumel(&so));
	ExObj *o = grad ? exNewResult(r, op, 0, in[1]->dtype, &sx) : exNewResult(r, op, 0, x->dtype, &so);
	if (!o)
		return false;
	for (int64_t n = 0; n < u.n; n++)
		for (int64_t row = 0; row < rows; row++) {
			int64_t c = row / (u.k[0] * u.k[1]), i = row / u.k[1] % u.k[0], j = row % u.k[1];
			for (int64_t y = 0; y < u.oh; y++)
				for (int64_t z = 0; z < u.ow; z++) {
					int64_t hy = y * u.s[0] - u.p[0] + i * u.d[0];
					int64_t wz = z * u.s[1] - u.p[1] + j * u.d[1];
					if (hy < 0 || hy >= u.h || wz < 0 || wz >= u.w)
						continue;
					size_t oi = (size_t)((n * rows + row) * L + y * u.ow + z);
					size_t xi = (size_t)(((n * u.c + c) * u.h + hy) * u.w + wz);
					if (grad)
						o->data[xi] += in[1]->data[oi];
					else
						o->data[oi] = x->data[xi];
				}
		}
	out[0] = o;
	return true;
}
static bool unfold(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return unfoldK(r, op, in, out, false);
}
static bool unfoldGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return unfoldK(r, op, in, out, true);
}

const ExKernel exNllUnfoldKernels[] = {
	{"pd_op.nll_loss", nllLoss},
	{"pd_op.nll_loss_grad", nllLossGrad},
	{"pd_op.unfold", unfold},
	{"pd_op.unfold_grad", unfoldGrad},
	{NULL, NULL},
};
