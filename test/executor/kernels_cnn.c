/* kernels_cnn.c: pir-run kernels of convolution networks (docs/executor.md,
 * "Models"): conv2d and depthwise_conv2d (a conv2d with one group per
 * channel) with their grads (NCHW or NHWC, groups, strides, paddings,
 * dilations, EXPLICIT/SAME/VALID), pool2d (max and average,
 * global, adaptive, ceil mode, exclusive) and its grad, batch_norm_grad
 * with global or batch statistics, flatten with its grad; and the double
 * grads of those grads (conv2d_grad_grad, depthwise_conv2d_double_grad,
 * pool2d_double_grad of average pooling, batch_norm_double_grad), which
 * reuse the same loops. NCHW and NHWC. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* Where each element of an (N, C, H, W) tensor is, in either layout. */
typedef struct Layout {
	bool nhwc;
	int64_t n, c, h, w;
} Layout;

static size_t at(const Layout *l, int64_t b, int64_t ch, int64_t y, int64_t x)
{
	return l->nhwc ? (size_t)(((b * l->h + y) * l->w + x) * l->c + ch) : (size_t)(((b * l->c + ch) * l->h + y) * l->w + x);
}

static bool layoutOf(ExRun *r, PirOperation *op, const ExObj *t, const char *format, Layout *l)
{
	l->nhwc = !strcmp(format, "NHWC");
	if (t->rank != 4 || (!l->nhwc && strcmp(format, "NCHW")))
		return exError(r, op, "a 4-D tensor in NCHW or NHWC is supported, not rank %u in %s", t->rank, format);
	l->n = t->dims[0];
	l->c = t->dims[l->nhwc ? 3 : 1];
	l->h = t->dims[l->nhwc ? 1 : 2];
	l->w = t->dims[l->nhwc ? 2 : 3];
	return true;
}

/* strides, paddings (2 or 4: top, bottom, left, right), dilations and the
 * padding algorithm of a conv or pool window of size k over in[2]. */
typedef struct Window {
	int64_t st[2], pads[4], dl[2], k[2], out[2];
} Window;

static bool windowOf(ExRun *r, PirOperation *op, const int64_t in2[2], const int64_t k2[2], bool dilations, bool ceil,
		     Window *g)
{
	int64_t pd[4];
	uint32_t ns, np, nd = 0;
	if (!exAttrInts(r, op, "strides", g->st, 2, &ns) || !exAttrInts(r, op, "paddings", pd, 4, &np) ||
	    (dilations && !exAttrInts(r, op, "dilations", g->dl, 2, &nd)))
		return false;
	if (ns == 0)
		g->st[0] = g->st[1] = 1, ns = 2;
	if (nd == 0)
		g->dl[0] = g->dl[1] = 1, nd = 2;
	if (np == 0)
		pd[0] = pd[1] = 0, np = 2;
	if (ns != 2 || nd != 2 || (np != 2 && np != 4))
		return exError(r, op, "strides and dilations need 2 entries, paddings 2 or 4");
	int64_t pads[4] = {pd[0], pd[0], pd[1], pd[1]};
	if (np == 4)
		memcpy(pads, pd, sizeof pads);
	const char *algo = exAttrText(op, "padding_algorithm", "EXPLICIT");
	for (int i = 0; i < 2; i++) {
		g->k[i] = k2[i];
		if (g->st[i] < 1 || g->dl[i] < 1 || k2[i] < 1)
			return exError(r, op, "strides, dilations and window sizes must be positive");
		if (!strcmp(algo, "VALID")) {
			pads[2 * i] = pads[2 * i + 1] = 0;
		} else if (!strcmp(algo, "SAME")) {
			g->dl[i] = 1; /* Paddle's UpdatePaddingAndDilation */
			int64_t o = (in2[i] + g->st[i] - 1) / g->st[i], total = (o - 1) * g->st[i] + k2[i] - in2[i];
			total = total < 0 ? 0 : total;
			pads[2 * i] = total / 2;
			pads[2 * i + 1] = total - total / 2;
		}
		int64_t span = in2[i] + pads[2 * i] + pads[2 * i + 1] - (g->dl[i] * (k2[i] - 1) + 1);
		g->out[i] = (ceil ? (span + g->st[i] - 1) / g->st[i] : span / g->st[i]) + 1;
		if (span < 0 || g->out[i] < 1)
			return exError(r, op, "the output would be empty");
	}
	memcpy(g->pads, pads, sizeof pads);
	return true;
}

/* ------------------------------------------------------------ conv */

typedef struct Conv {
	Layout x, y;
	Window win;
	int64_t groups, o, cg;
} Conv;

static bool convOf(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *w, Conv *cv)
{
	double gd;
	if (!layoutOf(r, op, x, exAttrText(op, "data_format", "NCHW"), &cv->x) ||
	    !exAttrDouble(r, op, "groups", 1, &gd) || !exToInt64(gd, &cv->groups))
		return false;
	if (w->rank != 4 || cv->groups < 1)
		return exError(r, op, "a 4-D filter and groups >= 1 are needed");
	cv->o = w->dims[0];
	cv->cg = w->dims[1];
	if (cv->x.c != cv->cg * cv->groups || cv->o % cv->groups)
		return exError(r, op, "channels do not match the filter and groups");
	int64_t in2[2] = {cv->x.h, cv->x.w}, k2[2] = {w->dims[2], w->dims[3]};
	if (!windowOf(r, op, in2, k2, true, false, &cv->win))
		return false;
	cv->y = (Layout){cv->x.nhwc, cv->x.n, cv->o, cv->win.out[0], cv->win.out[1]};
	return true;
}

/* Element strides of an (N, C, H, W) tensor in its layout: batch,
 * channel, row, column. */
static void stridesOf(const Layout *l, int64_t s[4])
{
	s[0] = l->c * l->h * l->w;
	s[1] = l->nhwc ? 1 : l->h * l->w;
	s[2] = l->nhwc ? l->w * l->c : l->w;
	s[3] = l->nhwc ? l->c : 1;
}

/* The outputs [*lo, *hi) of a row or column of `out` whose input index
 * o * st + off falls in [0, n). */
static void validRange(int64_t out, int64_t st, int64_t off, int64_t n, int64_t *lo, int64_t *hi)
{
	*lo = off >= 0 ? 0 : (-off + st - 1) / st;
	*hi = off > n - 1 ? 0 : (n - 1 - off) / st + 1;
	if (*hi > out)
		*hi = out;
	if (*hi < *lo)
		*hi = *lo;
}

/* One loop for the three products of a convolution: y += x * w (forward),
 * and, from y's gradient gy, xg += w * gy and wg += x * gy (each of y, xg
 * and wg may be NULL; the double grads ask for y and wg, or y and xg, at
 * once). Each filter tap (ic, i, j) sweeps the rows and columns of the
 * output it reaches, the inner loop along a row with no bounds test (the
 * valid columns computed once a tap): a naive loop over outputs and taps
 * took 33 s of a PP-YOLOE+ forward at 640x640. The forward and wg add
 * their terms in the order of that loop (by tap for an output, by batch,
 * row, column for a tap); xg adds its terms by tap first. */
static void convLoop(const Conv *cv, const double *x, const double *w, double *y, const double *gy, double *xg,
		     double *wg)
{
	const Window *g = &cv->win;
	int64_t og = cv->o / cv->groups, kh = g->k[0], kw = g->k[1], sx[4], sy[4];
	stridesOf(&cv->x, sx);
	stridesOf(&cv->y, sy);
	for (int64_t b = 0; b < cv->x.n; b++)
		for (int64_t oc = 0; oc < cv->o; oc++)
			for (int64_t ic = 0; ic < cv->cg; ic++)
				for (int64_t i = 0; i < kh; i++) {
					int64_t rlo, rhi, roff = i * g->dl[0] - g->pads[0];
					validRange(g->out[0], g->st[0], roff, cv->x.h, &rlo, &rhi);
					for (int64_t j = 0; j < kw; j++) {
						int64_t lo, hi, coff = j * g->dl[1] - g->pads[2];
						validRange(g->out[1], g->st[1], coff, cv->x.w, &lo, &hi);
						size_t wi = (size_t)(((oc * cv->cg + ic) * kh + i) * kw + j);
						double wv = w[wi], wacc = wg ? wg[wi] : 0;
						int64_t xs = g->st[1] * sx[3];
						for (int64_t oh = rlo; oh < rhi; oh++) {
							int64_t ih = oh * g->st[0] + roff;
							size_t xb = (size_t)(b * sx[0] + (oc / og * cv->cg + ic) * sx[1] + ih * sx[2] +
									     (lo * g->st[1] + coff) * sx[3]);
							size_t yb = (size_t)(b * sy[0] + oc * sy[1] + oh * sy[2] + lo * sy[3]);
							int64_t n = hi - lo;
							if (y)
								for (int64_t k = 0; k < n; k++)
									y[yb + (size_t)(k * sy[3])] += x[xb + (size_t)(k * xs)] * wv;
							if (xg)
								for (int64_t k = 0; k < n; k++)
									xg[xb + (size_t)(k * xs)] += wv * gy[yb + (size_t)(k * sy[3])];
							if (wg)
								for (int64_t k = 0; k < n; k++)
									wacc += x[xb + (size_t)(k * xs)] * gy[yb + (size_t)(k * sy[3])];
						}
						if (wg)
							wg[wi] = wacc;
					}
				}
}

static bool convForward(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Conv cv;
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !convOf(r, op, in[0], in[1], &cv))
		return false;
	ExShape s = {4, {cv.y.n, cv.y.nhwc ? cv.y.h : cv.y.c, cv.y.nhwc ? cv.y.w : cv.y.h, cv.y.nhwc ? cv.y.c : cv.y.w}};
	ExObj *y = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!y)
		return false;
	convLoop(&cv, in[0]->data, in[1]->data, y->data, NULL, NULL, NULL);
	out[0] = y;
	return true;
}

/* The operands a conv grad or double grad starts with, (input, filter,
 * the output's gradient `gname`): tensors, a convolution, and the
 * gradient of the convolution's output size. */
static bool convGradOperands(ExRun *r, PirOperation *op, ExObj **in, const char *gname, Conv *cv)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	if (!convOf(r, op, in[0], in[1], cv))
		return false;
	size_t ny = (size_t)(cv->y.n * cv->y.c * cv->y.h * cv->y.w);
	if (in[2]->numel != ny)
		return exError(r, op, "%s has %zu elements, the convolution %zu", gname, in[2]->numel, ny);
	return true;
}

/* conv2d_grad / depthwise_conv2d_grad (input, filter, out_grad) ->
 * (input_grad, filter_grad). */
static bool convGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Conv cv;
	if (!convGradOperands(r, op, in, "out_grad", &cv))
		return false;
	ExShape sx = exShapeOf(in[0]), sw = exShapeOf(in[1]);
	ExObj *xg = exNewResult(r, op, 0, in[2]->dtype, &sx), *wg = NULL;
	if (!xg)
		return false;
	out[0] = xg;
	if (op->numResults > 1 && !(out[1] = wg = exNewResult(r, op, 1, in[2]->dtype, &sw)))
		return false;
	convLoop(&cv, in[0]->data, in[1]->data, NULL, in[2]->data, xg->data, wg ? wg->data : NULL);
	return true;
}

/* Operand i, when present, is a tensor of n elements (an optional
 * gradient operand of a double grad: absent means zeros). */
static bool optionalOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, size_t n, ExObj **t)
{
	*t = i < op->numOperands ? in[i] : NULL;
	if (*t && ((*t)->kind != EX_TENSOR || (*t)->numel != n))
		return exError(r, op, "operand %u must be a tensor of %zu elements", i, n);
	return true;
}

/* conv2d_grad_grad / depthwise_conv2d_double_grad (input, filter, grad_out,
 * grad_input_grad?, grad_filter_grad?) -> (input_grad, filter_grad,
 * grad_out_grad), Paddle's ConvGradGradKernel. conv2d_grad's results are
 * linear in the filter and in grad_out (input_grad) and in the input and
 * grad_out (filter_grad), so with ddx and ddw the gradients of those
 * results: input_grad is conv2d_grad's input_grad of filter ddw, filter_grad
 * its filter_grad of input ddx (both for grad_out), and grad_out_grad =
 * conv(ddx, filter) + conv(input, ddw). An absent ddx or ddw is zeros. */
static bool convDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Conv cv;
	ExObj *ddx, *ddw;
	if (!convGradOperands(r, op, in, "grad_out", &cv))
		return false;
	if (!optionalOf(r, op, in, 3, in[0]->numel, &ddx) || !optionalOf(r, op, in, 4, in[1]->numel, &ddw))
		return false;
	ExShape shapes[3] = {exShapeOf(in[0]), exShapeOf(in[1]), exShapeOf(in[2])};
	ExObj *res[3];
	if (!exNewResults(r, op, in[2]->dtype, shapes, 3, res))
		return false;
	double *dx = res[0] ? res[0]->data : NULL, *dw = res[1] ? res[1]->data : NULL;
	double *ddy = res[2] ? res[2]->data : NULL;
	if (ddx) /* ddy += ddx * filter, filter_grad += ddx * grad_out */
		convLoop(&cv, ddx->data, in[1]->data, ddy, in[2]->data, NULL, dw);
	if (ddw) /* ddy += input * ddw, input_grad += ddw * grad_out */
		convLoop(&cv, in[0]->data, ddw->data, ddy, in[2]->data, dx, NULL);
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

/* ------------------------------------------------------------ pool2d */

typedef struct Pool {
	Layout x, y;
	Window win;
	bool max, exclusive, adaptive;
} Pool;

static bool poolOf(ExRun *r, PirOperation *op, ExObj **in, Pool *p)
{
	if (!exWantTensor(r, op, in, 0) || !layoutOf(r, op, in[0], exAttrText(op, "data_format", "NCHW"), &p->x))
		return false;
	const char *type = exAttrText(op, "pooling_type", "max");
	p->max = !strcmp(type, "max");
	if (!p->max && strcmp(type, "avg"))
		return exError(r, op, "pooling_type '%s' is not supported", type);
	p->exclusive = exAttrBool(op, "exclusive", true);
	p->adaptive = exAttrBool(op, "adaptive", false);
	int64_t k[EX_MAX_RANK];
	uint32_t nk = 0;
	uint32_t ki = 1; /* kernel_size as an operand (a mutable attribute) */
	if (ki < op->numOperands && in[ki] && in[ki]->kind == EX_TENSOR) {
		nk = (uint32_t)(in[ki]->numel < EX_MAX_RANK ? in[ki]->numel : EX_MAX_RANK);
		for (uint32_t i = 0; i < nk; i++)
			if (!exToInt64(in[ki]->data[i], &k[i]))
				return exError(r, op, "kernel_size does not hold integers");
	} else if (!exAttrInts(r, op, "kernel_size", k, EX_MAX_RANK, &nk)) {
		return false;
	}
	if (nk == 1)
		k[1] = k[0], nk = 2;
	if (nk != 2)
		return exError(r, op, "kernel_size needs 2 entries");
	int64_t in2[2] = {p->x.h, p->x.w};
	if (exAttrBool(op, "global_pooling", false)) {
		p->adaptive = false;
		k[0] = p->x.h;
		k[1] = p->x.w;
		p->win = (Window){{1, 1}, {0, 0, 0, 0}, {1, 1}, {k[0], k[1]}, {1, 1}};
	} else if (p->adaptive) {
		p->win = (Window){{1, 1}, {0, 0, 0, 0}, {1, 1}, {k[0], k[1]}, {k[0], k[1]}};
	} else if (!windowOf(r, op, in2, k, false, exAttrBool(op, "ceil_mode", false), &p->win)) {
		return false;
	}
	p->y = (Layout){p->x.nhwc, p->x.n, p->x.c, p->win.out[0], p->win.out[1]};
	return true;
}

/* The window of output (oh, ow), clipped to the input: [h0, h1) x [w0, w1),
 * and the count an average divides by. */
static void poolWindow(const Pool *p, int64_t oh, int64_t ow, int64_t *h0, int64_t *h1, int64_t *w0, int64_t *w1,
		       int64_t *count)
{
	const Window *g = &p->win;
	if (p->adaptive) {
		*h0 = oh * p->x.h / g->out[0];
		*h1 = ((oh + 1) * p->x.h + g->out[0] - 1) / g->out[0];
		*w0 = ow * p->x.w / g->out[1];
		*w1 = ((ow + 1) * p->x.w + g->out[1] - 1) / g->out[1];
		*count = (*h1 - *h0) * (*w1 - *w0);
		return;
	}
	int64_t hs = oh * g->st[0] - g->pads[0], ws = ow * g->st[1] - g->pads[2];
	int64_t he = hs + g->k[0], we = ws + g->k[1];
	*h0 = hs < 0 ? 0 : hs;
	*w0 = ws < 0 ? 0 : ws;
	*h1 = he > p->x.h ? p->x.h : he;
	*w1 = we > p->x.w ? p->x.w : we;
	/* Paddle's Pool2dFunctor: a non-exclusive average divides by the window's size */
	*count = p->exclusive ? (*h1 - *h0) * (*w1 - *w0) : g->k[0] * g->k[1];
}

/* Forward (gy NULL: y = pool(x)) or backward (xg += the share of gy). */
static void poolLoop(const Pool *p, const double *x, double *y, const double *gy, double *xg)
{
	for (int64_t b = 0; b < p->x.n; b++)
		for (int64_t c = 0; c < p->x.c; c++)
			for (int64_t oh = 0; oh < p->y.h; oh++)
				for (int64_t ow = 0; ow < p->y.w; ow++) {
					int64_t h0, h1, w0, w1, count;
					poolWindow(p, oh, ow, &h0, &h1, &w0, &w1, &count);
					size_t yi = at(&p->y, b, c, oh, ow), best = 0;
					double acc = p->max ? -INFINITY : 0;
					for (int64_t i = h0; i < h1; i++)
						for (int64_t j = w0; j < w1; j++) {
							size_t xi = at(&p->x, b, c, i, j);
							if (p->max && x[xi] > acc)
								acc = x[xi], best = xi;
							else if (!p->max)
								acc += x[xi];
						}
					if (gy && p->max && h1 > h0 && w1 > w0)
						xg[best] += gy[yi];
					else if (gy && count > 0)
						for (int64_t i = h0; i < h1; i++)
							for (int64_t j = w0; j < w1; j++)
								xg[at(&p->x, b, c, i, j)] += gy[yi] / (double)count;
					if (y)
						y[yi] = p->max ? (h1 > h0 && w1 > w0 ? acc : 0) : count > 0 ? acc / (double)count : 0;
				}
}

/* Result 0: the pooling p of x. */
static bool pooled(ExRun *r, PirOperation *op, const Pool *p, const ExObj *x, ExObj **out)
{
	ExShape s = {4, {p->y.n, p->y.nhwc ? p->y.h : p->y.c, p->y.nhwc ? p->y.w : p->y.h, p->y.nhwc ? p->y.c : p->y.w}};
	ExObj *y = exNewResult(r, op, 0, x->dtype, &s);
	if (!y)
		return false;
	poolLoop(p, x->data, y->data, NULL, NULL);
	out[0] = y;
	return true;
}

static bool pool2d(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	Pool p;
	return poolOf(r, op, in, &p) && pooled(r, op, &p, in[0], out);
}

/* pool2d_grad (x, out, out_grad, kernel_size?) -> x_grad. */
static bool pool2dGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *shifted[4] = {in[0], op->numOperands > 3 ? in[3] : NULL, NULL, NULL};
	Pool p;
	if (!exWantTensor(r, op, in, 2) || !poolOf(r, op, shifted, &p))
		return false;
	if (in[2]->numel != (size_t)(p.y.n * p.y.c * p.y.h * p.y.w))
		return exError(r, op, "out_grad does not have the pooled shape");
	ExShape sx = exShapeOf(in[0]);
	ExObj *xg = exNewResult(r, op, 0, in[2]->dtype, &sx);
	if (!xg)
		return false;
	poolLoop(&p, in[0]->data, NULL, in[2]->data, xg->data);
	out[0] = xg;
	return true;
}

/* pool2d_double_grad (x, grad_x_grad, kernel_size?) -> grad_out_grad:
 * Paddle's Pool2dDoubleGradKernel pools grad_x_grad with the forward's
 * attributes, which is the derivative of an average pooling's grad (a
 * linear map of grad_out); for max pooling Paddle's kernel is an error
 * ("only supports avgpool"), and so is pir-run's (append-backward refuses
 * to build it: pool2d_grad's `backward_when`). x gives only the shape. */
static bool pool2dDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExObj *shifted[2] = {in[1], op->numOperands > 2 ? in[2] : NULL};
	Pool p;
	if (!exWantTensor(r, op, in, 1) || !poolOf(r, op, shifted, &p))
		return false;
	if (p.max)
		return exError(r, op, "pool2d_double_grad of max pooling is not defined (Paddle's kernel supports average "
				      "pooling only)");
	if (in[0] && in[0]->kind == EX_TENSOR) {
		ExShape sx = exShapeOf(in[0]), sd = exShapeOf(in[1]);
		if (!exShapeEqual(&sx, &sd))
			return exError(r, op, "grad_x_grad does not have x's shape");
	}
	return pooled(r, op, &p, in[1], out);
}

/* ------------------------------------------------------------ batch_norm_grad */

/* With global statistics (is_test or use_global_stats: the running mean
 * and variance, operands mean_out and variance_out, are constants):
 * x_grad = g * scale / sqrt(var + eps), scale_grad = sum(g * (x - mean) /
 * sqrt(var + eps)), bias_grad = sum(g), per channel. In training mode the
 * statistics are the batch's, saved_mean and saved_variance (1 / sqrt(v +
 * eps), batch_norm's kernel): with xh = (x - saved_mean) * saved_variance
 * over the M elements of a channel, x_grad = scale * saved_variance / M *
 * (M g - sum(g) - xh sum(g xh)), scale_grad = sum(g xh), bias_grad = sum(g). */
static bool batchNormGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	bool global = (exAttrBool(op, "is_test", false) && !exAttrBool(op, "trainable_statistics", false)) ||
		      exAttrBool(op, "use_global_stats", false);
	uint32_t wantGlobal[] = {0, 1, 3, 4, 8}; /* x, scale, mean_out, variance_out, out_grad */
	uint32_t wantBatch[] = {0, 1, 5, 6, 8};  /* x, scale, saved_mean, saved_variance, out_grad */
	const uint32_t *want = global ? wantGlobal : wantBatch;
	for (size_t i = 0; i < 5; i++)
		if (!exWantTensor(r, op, in, want[i]))
			return false;
	ExObj *x = in[0], *scale = in[1], *mean = in[want[2]], *var = in[want[3]], *g = in[8];
	const char *format = exAttrText(op, "data_format", exAttrText(op, "data_layout", "NCHW"));
	int axis = !strcmp(format, "NHWC") ? (int)x->rank - 1 : 1;
	if (x->rank < 2 || g->numel != x->numel)
		return exError(r, op, "x of rank 2 or more and an out_grad of its size are needed");
	int64_t c = x->dims[axis];
	if ((int64_t)scale->numel != c || (int64_t)mean->numel != c || (int64_t)var->numel != c)
		return exError(r, op, "scale and statistics must have one entry per channel (%lld)", (long long)c);
	double eps;
	if (!exAttrDouble(r, op, "epsilon", 1e-5, &eps))
		return false;
	ExShape sx = exShapeOf(x), sc = {1, {c}};
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	out[0] = xg;
	ExObj *sg = NULL, *bg = NULL;
	if (op->numResults > 1 && !(out[1] = sg = exNewResult(r, op, 1, g->dtype, &sc)))
		return false;
	if (op->numResults > 2 && !(out[2] = bg = exNewResult(r, op, 2, g->dtype, &sc)))
		return false;
	size_t inner = 1;
	for (uint32_t i = (uint32_t)axis + 1; i < x->rank; i++)
		inner *= (size_t)x->dims[i];
	/* per channel: sum(g) and sum(g * xh) */
	double *sums = calloc((size_t)c * 2 + 1, sizeof *sums), *sgx = sums + c;
	if (!sums)
		return exError(r, op, "out of memory");
	for (size_t i = 0; i < x->numel; i++) {
		size_t ch = (i / inner) % (size_t)c;
		double inv = global ? 1 / sqrt(var->data[ch] + eps) : var->data[ch];
		sums[ch] += g->data[i];
		sgx[ch] += g->data[i] * (x->data[i] - mean->data[ch]) * inv;
	}
	double per = (double)(x->numel / (size_t)c);
	for (size_t i = 0; i < x->numel; i++) {
		size_t ch = (i / inner) % (size_t)c;
		double inv = global ? 1 / sqrt(var->data[ch] + eps) : var->data[ch];
		if (global)
			xg->data[i] = g->data[i] * scale->data[ch] * inv;
		else
			xg->data[i] = scale->data[ch] * inv / per *
				      (per * g->data[i] - sums[ch] - (x->data[i] - mean->data[ch]) * inv * sgx[ch]);
	}
	for (int64_t ch = 0; ch < c; ch++) {
		if (sg)
			sg->data[ch] = sgx[ch];
		if (bg)
			bg->data[ch] = sums[ch];
	}
	free(sums);
	return true;
}

/* batch_norm_double_grad (x, scale?, out_mean?, out_variance?, saved_mean,
 * saved_variance, grad_out, grad_x_grad?, grad_scale_grad?,
 * grad_bias_grad?) -> (x_grad, scale_grad, grad_out_grad), Paddle's
 * BatchNormDoubleGradKernel: the gradients of <ddx, x_grad> + <dds,
 * scale_grad> + <ddb, bias_grad> of batch_norm_grad above (absent: zeros;
 * an absent scale is ones). Per channel of M elements, with xh = (x - mean)
 * inv, g = grad_out, a = ddx, P = sum(a xh), Q = sum(g xh):
 * - global statistics (use_global_stats: the running mean and variance,
 *   inv = 1 / sqrt(variance + eps)): x_grad = dds g inv, scale_grad =
 *   inv sum(a g), grad_out_grad = scale inv a + dds xh + ddb;
 * - the batch's (saved_mean, saved_variance = inv): x_grad = scale inv^2 /
 *   M (xh (sum(a) sum(g) / M - sum(a g) + 3 P Q / M) + P (mean(g) - g) + Q
 *   (mean(a) - a)) + dds inv (g - mean(g) - xh Q / M), scale_grad = inv
 *   (sum(a g) - sum(a) sum(g) / M - P Q / M), grad_out_grad = scale inv (a -
 *   mean(a) - xh P / M) + dds xh + ddb.
 * Paddle's kernel refuses is_test (it asks for use_global_stats instead):
 * so does this one (append-backward refuses to build it: batch_norm_grad's
 * `backward_when`). */
static bool batchNormDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (exAttrBool(op, "is_test", false))
		return exError(r, op, "batch_norm_double_grad with is_test is not defined (Paddle's kernel asks for "
				      "use_global_stats instead)");
	bool global = exAttrBool(op, "use_global_stats", false);
	uint32_t want[] = {0, global ? 2u : 4u, global ? 3u : 5u, 6};
	for (size_t i = 0; i < 4; i++)
		if (!exWantTensor(r, op, in, want[i]))
			return false;
	ExObj *x = in[0], *mean = in[want[1]], *var = in[want[2]], *g = in[6];
	const char *format = exAttrText(op, "data_format", exAttrText(op, "data_layout", "NCHW"));
	int axis = !strcmp(format, "NHWC") ? (int)x->rank - 1 : 1;
	if (x->rank < 2 || g->numel != x->numel)
		return exError(r, op, "x of rank 2 or more and a grad_out of its size are needed");
	int64_t c = x->dims[axis];
	ExObj *scale, *ddx, *dds, *ddb;
	if (!optionalOf(r, op, in, 1, (size_t)c, &scale) || !optionalOf(r, op, in, 7, x->numel, &ddx) ||
	    !optionalOf(r, op, in, 8, (size_t)c, &dds) || !optionalOf(r, op, in, 9, (size_t)c, &ddb))
		return false;
	if ((int64_t)mean->numel != c || (int64_t)var->numel != c)
		return exError(r, op, "the statistics must have one entry per channel (%lld)", (long long)c);
	double eps;
	if (!exAttrDouble(r, op, "epsilon", 1e-5, &eps))
		return false;
	ExShape sx = exShapeOf(x), sc = {1, {c}}, shapes[3] = {sx, sc, sx};
	ExObj *res[3];
	if (!exNewResults(r, op, g->dtype, shapes, 3, res))
		return false;
	size_t inner = 1;
	for (uint32_t i = (uint32_t)axis + 1; i < x->rank; i++)
		inner *= (size_t)x->dims[i];
	/* per channel: inv, sum(a), sum(g), sum(a g), P, Q */
	double *sums = calloc((size_t)c * 6 + 1, sizeof *sums);
	if (!sums) {
		for (uint32_t k = 0; k < 3; k++)
			exRelease(res[k]);
		return exError(r, op, "out of memory");
	}
	double *inv = sums, *sa = sums + c, *sg = sums + 2 * c, *sag = sums + 3 * c, *P = sums + 4 * c, *Q = sums + 5 * c;
	for (int64_t ch = 0; ch < c; ch++)
		inv[ch] = global ? 1 / sqrt(var->data[ch] + eps) : var->data[ch];
	for (size_t i = 0; i < x->numel; i++) {
		size_t ch = (i / inner) % (size_t)c;
		double xh = (x->data[i] - mean->data[ch]) * inv[ch], a = ddx ? ddx->data[i] : 0, gi = g->data[i];
		sa[ch] += a;
		sg[ch] += gi;
		sag[ch] += a * gi;
		P[ch] += a * xh;
		Q[ch] += gi * xh;
	}
	double M = (double)(x->numel / (size_t)c);
	for (size_t i = 0; i < x->numel; i++) {
		size_t ch = (i / inner) % (size_t)c;
		double s = scale ? scale->data[ch] : 1, iv = inv[ch], xh = (x->data[i] - mean->data[ch]) * iv;
		double a = ddx ? ddx->data[i] : 0, gi = g->data[i], ds = dds ? dds->data[ch] : 0, db = ddb ? ddb->data[ch] : 0;
		if (res[0])
			res[0]->data[i] = global ? ds * gi * iv
						 : s * iv * iv / M *
							   (xh * (sa[ch] * sg[ch] / M - sag[ch] + 3 * P[ch] * Q[ch] / M) +
							    P[ch] * (sg[ch] / M - gi) + Q[ch] * (sa[ch] / M - a)) +
							   ds * iv * (gi - sg[ch] / M - xh * Q[ch] / M);
		if (res[2])
			res[2]->data[i] = (global ? s * iv * a : s * iv * (a - sa[ch] / M - xh * P[ch] / M)) + ds * xh + db;
	}
	for (int64_t ch = 0; ch < c && res[1]; ch++)
		res[1]->data[ch] = global ? inv[ch] * sag[ch] : inv[ch] * (sag[ch] - sa[ch] * sg[ch] / M - P[ch] * Q[ch] / M);
	free(sums);
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

/* ------------------------------------------------------------ flatten */

/* flatten(x; start_axis, stop_axis): those dims as one (a copy). */
static bool flatten(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double a0, a1;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "start_axis", 1, &a0) ||
	    !exAttrDouble(r, op, "stop_axis", 1, &a1))
		return false;
	ExObj *x = in[0];
	int64_t s0 = (int64_t)a0, s1 = (int64_t)a1, rank = x->rank ? x->rank : 1;
	s0 += s0 < 0 ? rank : 0;
	s1 += s1 < 0 ? rank : 0;
	if (s0 < 0 || s1 >= rank || s0 > s1)
		return exError(r, op, "flatten axes %lld..%lld do not fit rank %u", (long long)a0, (long long)a1, x->rank);
	ExShape s = {0, {0}};
	for (int64_t i = 0; i < (int64_t)x->rank; i++) {
		if (i > s0 && i <= s1)
			s.dims[s.rank - 1] *= x->dims[i];
		else
			s.dims[s.rank++] = x->dims[i];
	}
	if (!x->rank)
		s = (ExShape){1, {1}};
	ExObj *y = exNewResult(r, op, 0, x->dtype, &s);
	if (!y)
		return false;
	memcpy(y->data, x->data, sizeof(double) * x->numel);
	out[0] = y;
	return exXShapeResults(r, op, x, out);
}

const ExKernel exCnnKernels[] = {
	{"pd_op.conv2d", convForward},
	{"pd_op.conv2d_grad", convGrad},
	{"pd_op.depthwise_conv2d", convForward},
	{"pd_op.depthwise_conv2d_grad", convGrad},
	{"pd_op.pool2d", pool2d},
	{"pd_op.pool2d_grad", pool2dGrad},
	{"pd_op.batch_norm_grad", batchNormGrad},
	{"pd_op.conv2d_grad_grad", convDoubleGrad},
	{"pd_op.depthwise_conv2d_double_grad", convDoubleGrad},
	{"pd_op.pool2d_double_grad", pool2dDoubleGrad},
	{"pd_op.batch_norm_double_grad", batchNormDoubleGrad},
	{"pd_op.flatten", flatten},
	{"pd_op.flatten_grad", exModelReshapeGrad},
	{NULL, NULL},
};
