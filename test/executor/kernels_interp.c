/* kernels_interp.c: pir-run kernels of 2-D nearest and bilinear
 * interpolation (nearest_interp, bilinear_interp) and their grads, with
 * the output size, ratio and source-index rules of Paddle's CPU
 * Interpolate2D kernels (computed in double; docs/executor.md, "Models").
 * NCHW and NHWC. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* Per output row (or column): the two source indices and the weight of
 * the second (the first has 1 - frac). Nearest uses lo only. */
typedef struct Taps {
	int64_t *lo, *hi;
	double *frac;
} Taps;

typedef struct Plan {
	bool nhwc, bilinear;
	int64_t n, c, inH, inW, outH, outW;
	Taps y, x;
} Plan;

static void freePlan(Plan *p)
{
	free(p->y.lo);
	free(p->y.hi);
	free(p->y.frac);
	free(p->x.lo);
	free(p->x.hi);
	free(p->x.frac);
}

/* Two integers from a tensor or vec operand (size_tensor, out_size). */
static bool sizeOperand(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, int64_t *h, int64_t *w, bool *given)
{
	*given = false;
	if (i >= op->numOperands || !in[i])
		return true;
	int64_t v[EX_MAX_RANK];
	uint32_t n;
	if (!exIntsOf(r, op, in, i, "", v, &n))
		return false;
	if (n == 0 && in[i]->kind == EX_VEC)
		return true;
	if (n != 2)
		return exError(r, op, "operand %u must hold the output height and width", i);
	*h = v[0];
	*w = v[1];
	*given = true;
	return true;
}

/* Paddle's ratio between source and output coordinates along one axis. */
static double ratioOf(int64_t in, int64_t out, double scale, bool alignCorners)
{
	if (out <= 1)
		return 0;
	if (alignCorners)
		return (double)(in - 1) / (double)(out - 1);
	return scale > 0 ? 1 / scale : (double)in / (double)out;
}

/* The source taps of one axis. */
static bool tapsOf(Taps *t, int64_t in, int64_t out, double ratio, bool bilinear, bool alignCorners, int alignMode)
{
	t->lo = malloc(sizeof(int64_t) * (size_t)out);
	t->hi = malloc(sizeof(int64_t) * (size_t)out);
	t->frac = malloc(sizeof(double) * (size_t)out);
	if (!t->lo || !t->hi || !t->frac)
		return false;
	bool half = alignMode == 0 && !alignCorners; /* half-pixel centres */
	for (int64_t k = 0; k < out; k++) {
		if (!bilinear) {
			int64_t i = alignCorners ? (int64_t)(ratio * (double)k + 0.5) : (int64_t)(ratio * (double)k);
			t->lo[k] = t->hi[k] = i < in - 1 ? i : in - 1;
			t->frac[k] = 0;
			continue;
		}
		int64_t lo = half ? (int64_t)(ratio * ((double)k + 0.5) - 0.5) : (int64_t)(ratio * (double)k);
		lo = lo > 0 ? lo : 0;
		double src = ratio * ((double)k + 0.5) - 0.5;
		src = src > 0 ? src : 0;
		lo = lo < in - 1 ? lo : in - 1;
		t->lo[k] = lo;
		t->hi[k] = lo + 1 < in - 1 ? lo + 1 : in - 1;
		t->frac[k] = half ? src - (double)lo : ratio * (double)k - (double)lo;
	}
	return true;
}

/* The output size: size_tensor, else scale_tensor or the scale attribute
 * times the input size, overridden by out_size; else out_h, out_w. */
static bool planOf(ExRun *r, PirOperation *op, ExObj **in, bool bilinear, Plan *p)
{
	memset(p, 0, sizeof *p);
	p->bilinear = bilinear;
	if (!exWantTensor(r, op, in, 0))
		return false;
	const ExObj *x = in[0];
	PirAttribute *f = exAttr(op, "data_format");
	const char *format = f && f->kind == PIR_ATTR_STR ? f->text->str : "NCHW";
	p->nhwc = !strcmp(format, "NHWC");
	if (x->rank != 4 || (!p->nhwc && strcmp(format, "NCHW")))
		return exError(r, op, "a 4-D tensor in NCHW or NHWC is supported, not rank %u in %s", x->rank, format);
	p->n = x->dims[0];
	p->c = x->dims[p->nhwc ? 3 : 1];
	p->inH = x->dims[p->nhwc ? 1 : 2];
	p->inW = x->dims[p->nhwc ? 2 : 3];
	double oh, ow, scale[EX_MAX_RANK], sh = -1, sw = -1;
	uint32_t ns;
	if (!exAttrDouble(r, op, "out_h", -1, &oh) || !exAttrDouble(r, op, "out_w", -1, &ow) ||
	    !exAttrDoubles(r, op, "scale", scale, EX_MAX_RANK, &ns))
		return false;
	p->outH = (int64_t)oh;
	p->outW = (int64_t)ow;
	bool given;
	if (!sizeOperand(r, op, in, 2, &p->outH, &p->outW, &given))
		return false;
	if (!given) {
		if (3 < op->numOperands && in[3]) {
			if (in[3]->kind != EX_TENSOR || in[3]->numel < 1 || in[3]->numel > 2)
				return exError(r, op, "scale_tensor must hold one or two numbers");
			sh = in[3]->data[0];
			sw = in[3]->data[in[3]->numel - 1];
		} else if (ns > 1) {
			sh = scale[0];
			sw = scale[1];
		} else if (ns == 1) {
			sh = sw = scale[0];
		}
		if (sh > 0 && sw > 0) {
			p->outH = (int64_t)((double)p->inH * sh);
			p->outW = (int64_t)((double)p->inW * sw);
		}
		if (!sizeOperand(r, op, in, 1, &p->outH, &p->outW, &given))
			return false;
	}
	if (p->outH <= 0 || p->outW <= 0 || p->inH <= 0 || p->inW <= 0)
		return exError(r, op, "interpolation to %lldx%lld from %lldx%lld", (long long)p->outH, (long long)p->outW,
			       (long long)p->inH, (long long)p->inW);
	bool ac = exAttrBool(op, "align_corners", true);
	double am;
	if (!exAttrDouble(r, op, "align_mode", 1, &am))
		return false;
	if (!tapsOf(&p->y, p->inH, p->outH, ratioOf(p->inH, p->outH, sh, ac), bilinear, ac, (int)am) ||
	    !tapsOf(&p->x, p->inW, p->outW, ratioOf(p->inW, p->outW, sw, ac), bilinear, ac, (int)am)) {
		freePlan(p);
		return exError(r, op, "out of memory");
	}
	return true;
}

static size_t at(const Plan *p, int64_t b, int64_t ch, int64_t y, int64_t x, int64_t h, int64_t w)
{
	return p->nhwc ? (size_t)(((b * h + y) * w + x) * p->c + ch) : (size_t)(((b * p->c + ch) * h + y) * w + x);
}

/* Forward (grad false): out[k, l] = sum of the taps' weights times x.
 * Grad: each output_grad element is added to the same taps of x_grad. */
static void apply(const Plan *p, const double *src, double *dst, bool grad)
{
	for (int64_t b = 0; b < p->n; b++)
		for (int64_t ch = 0; ch < p->c; ch++)
			for (int64_t k = 0; k < p->outH; k++)
				for (int64_t l = 0; l < p->outW; l++) {
					int64_t ys[2] = {p->y.lo[k], p->y.hi[k]}, xs[2] = {p->x.lo[l], p->x.hi[l]};
					double wy[2] = {1 - p->y.frac[k], p->y.frac[k]}, wx[2] = {1 - p->x.frac[l], p->x.frac[l]};
					size_t o = at(p, b, ch, k, l, p->outH, p->outW);
					int taps = p->bilinear ? 2 : 1;
					for (int i = 0; i < taps; i++)
						for (int j = 0; j < taps; j++) {
							size_t s = at(p, b, ch, ys[i], xs[j], p->inH, p->inW);
							double w = p->bilinear ? wy[i] * wx[j] : 1;
							if (grad)
								dst[s] += w * src[o];
							else
								dst[o] += w * src[s];
						}
				}
}

static bool interp(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool bilinear)
{
	Plan p;
	if (!planOf(r, op, in, bilinear, &p))
		return false;
	ExShape s = p.nhwc ? (ExShape){4, {p.n, p.outH, p.outW, p.c}} : (ExShape){4, {p.n, p.c, p.outH, p.outW}};
	ExObj *y = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (y)
		apply(&p, in[0]->data, y->data, false);
	freePlan(&p);
	out[0] = y;
	return y != NULL;
}

static bool interpGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool bilinear)
{
	Plan p;
	if (!exWantTensor(r, op, in, 4) || !planOf(r, op, in, bilinear, &p))
		return false;
	const ExObj *g = in[4];
	bool fits = g->rank == 4 && g->dims[0] == p.n && g->dims[p.nhwc ? 3 : 1] == p.c &&
		    g->dims[p.nhwc ? 1 : 2] == p.outH && g->dims[p.nhwc ? 2 : 3] == p.outW;
	ExShape s = exShapeOf(in[0]);
	ExObj *xg = fits ? exNewResult(r, op, 0, g->dtype, &s) : NULL;
	if (xg)
		apply(&p, g->data, xg->data, true);
	freePlan(&p);
	if (!fits)
		return exError(r, op, "output_grad does not have the output's shape");
	out[0] = xg;
	return xg != NULL;
}

static bool nearest(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return interp(r, op, in, out, false);
}

static bool nearestGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return interpGrad(r, op, in, out, false);
}

static bool bilinear(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return interp(r, op, in, out, true);
}

static bool bilinearGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return interpGrad(r, op, in, out, true);
}

const ExKernel exInterpKernels[] = {
	{"pd_op.nearest_interp", nearest},
	{"pd_op.nearest_interp_grad", nearestGrad},
	{"pd_op.bilinear_interp", bilinear},
	{"pd_op.bilinear_interp_grad", bilinearGrad},
	{NULL, NULL},
};
