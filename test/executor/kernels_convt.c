/* kernels_convt.c: pir-run kernels of conv2d_transpose, its grad and
 * double grad (the upsampling of the DB text detectors), with the output size and padding
 * rules of Paddle's Conv2dTransposeKernel: every input pixel adds its value
 * times the filter into the output window it maps to. NCHW and NHWC. */
#include <string.h>

#include "kernels.h"

typedef struct ConvT {
	bool nhwc;
	int64_t n, ci, h, w;  /* x */
	int64_t co, oh, ow;   /* out */
	int64_t groups, cog;  /* channels of out per group */
	int64_t kh, kw, st[2], dl[2], pads[4];
} ConvT;

static size_t at(bool nhwc, int64_t c, int64_t h, int64_t w, int64_t b, int64_t ch, int64_t y, int64_t x)
{
	return nhwc ? (size_t)(((b * h + y) * w + x) * c + ch) : (size_t)(((b * c + ch) * h + y) * w + x);
}

/* The shapes and window of conv2d_transpose(x, filter) with the output
 * size operand at index `sizeAt` (absent or empty: computed). */
static bool convtOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t sizeAt, ConvT *t)
{
	memset(t, 0, sizeof *t);
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	const ExObj *x = in[0], *f = in[1];
	PirAttribute *fa = exAttr(op, "data_format"), *aa = exAttr(op, "padding_algorithm");
	const char *format = fa && fa->kind == PIR_ATTR_STR ? fa->text->str : "NCHW";
	const char *algo = aa && aa->kind == PIR_ATTR_STR ? aa->text->str : "EXPLICIT";
	t->nhwc = !strcmp(format, "NHWC");
	if (x->rank != 4 || f->rank != 4 || (!t->nhwc && strcmp(format, "NCHW")))
		return exError(r, op, "4-D x and filter in NCHW or NHWC are supported");
	t->n = x->dims[0];
	t->ci = x->dims[t->nhwc ? 3 : 1];
	t->h = x->dims[t->nhwc ? 1 : 2];
	t->w = x->dims[t->nhwc ? 2 : 3];
	double gd;
	if (!exAttrDouble(r, op, "groups", 1, &gd) || !exToInt64(gd, &t->groups))
		return false;
	t->cog = f->dims[1];
	t->kh = f->dims[2];
	t->kw = f->dims[3];
	if (t->groups < 1 || f->dims[0] != t->ci || t->ci % t->groups)
		return exError(r, op, "the filter must be [C_in, C_out / groups, kh, kw] with C_in divisible by groups");
	t->co = t->cog * t->groups;
	int64_t pd[4], op2[2] = {0, 0}, os[EX_MAX_RANK];
	uint32_t ns, np, nd, no, nos = 0;
	if (!exAttrInts(r, op, "strides", t->st, 2, &ns) || !exAttrInts(r, op, "paddings", pd, 4, &np) ||
	    !exAttrInts(r, op, "dilations", t->dl, 2, &nd) || !exAttrInts(r, op, "output_padding", op2, 2, &no))
		return false;
	if (sizeAt < op->numOperands && in[sizeAt]) {
		if (!exIntsOf(r, op, in, sizeAt, "", os, &nos))
			return false;
	} else if (!exAttrInts(r, op, "output_size", os, 2, &nos))
		return false;
	if (!ns)
		t->st[0] = t->st[1] = 1, ns = 2;
	if (!nd)
		t->dl[0] = t->dl[1] = 1, nd = 2;
	if (!np)
		pd[0] = pd[1] = 0, np = 2;
	if (ns != 2 || nd != 2 || (np != 2 && np != 4) || (no != 0 && no != 2) || (nos != 0 && nos != 2))
		return exError(r, op, "strides, dilations, output_padding, output_size need 2 entries, paddings 2 or 4");
	int64_t pads[4] = {pd[0], pd[0], pd[1], pd[1]};
	if (np == 4)
		memcpy(pads, pd, sizeof pads);
	int64_t in2[2] = {t->h, t->w}, k2[2] = {t->kh, t->kw}, out2[2];
	for (int i = 0; i < 2; i++) {
		if (t->st[i] < 1 || t->dl[i] < 1 || k2[i] < 1)
			return exError(r, op, "strides, dilations and filter sizes must be positive");
		if (!strcmp(algo, "VALID")) {
			pads[2 * i] = pads[2 * i + 1] = 0;
		} else if (!strcmp(algo, "SAME")) { /* Paddle's UpdatePaddingAndDilation */
			t->dl[i] = 1;
			int64_t o = (in2[i] + t->st[i] - 1) / t->st[i], total = (o - 1) * t->st[i] + k2[i] - in2[i];
			total = total < 0 ? 0 : total;
			pads[2 * i] = total / 2;
			pads[2 * i + 1] = total - total / 2;
		}
		int64_t full = (in2[i] - 1) * t->st[i] - pads[2 * i] - pads[2 * i + 1] + t->dl[i] * (k2[i] - 1) + 1;
		out2[i] = nos ? os[i] : full + (no ? op2[i] : 0);
		if (out2[i] < 1 || out2[i] < full || out2[i] >= full + t->st[i])
			return exError(r, op, "output size %lld does not fit input %lld, stride %lld (from %lld to %lld)",
				       (long long)out2[i], (long long)in2[i], (long long)t->st[i], (long long)full,
				       (long long)(full + t->st[i] - 1));
	}
	memcpy(t->pads, pads, sizeof pads);
	t->oh = out2[0];
	t->ow = out2[1];
	return true;
}

/* Runs over every (input pixel, filter tap) pair: out += x * w (FORWARD),
 * x_grad += g * w (DX), filter_grad += x * g (DW). */
typedef enum Mode { FORWARD, DX, DW } Mode;

static void sweep(const ConvT *t, const double *x, const double *f, const double *y, double *dst, Mode m)
{
	int64_t cig = t->ci / t->groups;
	for (int64_t b = 0; b < t->n; b++)
		for (int64_t c = 0; c < t->ci; c++) {
			int64_t g = c / cig;
			for (int64_t iy = 0; iy < t->h; iy++)
				for (int64_t ix = 0; ix < t->w; ix++) {
					size_t xi = at(t->nhwc, t->ci, t->h, t->w, b, c, iy, ix);
					for (int64_t k = 0; k < t->cog; k++)
						for (int64_t ky = 0; ky < t->kh; ky++) {
							int64_t oy = iy * t->st[0] - t->pads[0] + ky * t->dl[0];
							if (oy < 0 || oy >= t->oh)
								continue;
							for (int64_t kx = 0; kx < t->kw; kx++) {
								int64_t ox = ix * t->st[1] - t->pads[2] + kx * t->dl[1];
								if (ox < 0 || ox >= t->ow)
									continue;
								size_t fi = (size_t)(((c * t->cog + k) * t->kh + ky) * t->kw + kx);
								size_t yi = at(t->nhwc, t->co, t->oh, t->ow, b, g * t->cog + k, oy, ox);
								if (m == FORWARD)
									dst[yi] += x[xi] * f[fi];
								else if (m == DX)
									dst[xi] += y[yi] * f[fi];
								else
									dst[fi] += x[xi] * y[yi];
							}
						}
				}
		}
}

static bool convTranspose(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ConvT t;
	if (!convtOf(r, op, in, 2, &t))
		return false;
	ExShape s = t.nhwc ? (ExShape){4, {t.n, t.oh, t.ow, t.co}} : (ExShape){4, {t.n, t.co, t.oh, t.ow}};
	ExObj *y = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!y)
		return false;
	sweep(&t, in[0]->data, in[1]->data, NULL, y->data, FORWARD);
	out[0] = y;
	return true;
}

/* conv2d_transpose_grad(x, filter, out_grad, output_size). */
static bool convTransposeGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ConvT t;
	if (!exWantTensor(r, op, in, 2) || !convtOf(r, op, in, 3, &t))
		return false;
	const ExObj *g = in[2];
	ExShape sy = t.nhwc ? (ExShape){4, {t.n, t.oh, t.ow, t.co}} : (ExShape){4, {t.n, t.co, t.oh, t.ow}};
	ExShape sg = exShapeOf(g), sx = exShapeOf(in[0]), sf = exShapeOf(in[1]);
	if (!exShapeEqual(&sy, &sg))
		return exError(r, op, "out_grad does not have the output's shape");
	ExObj *xg = exNewResult(r, op, 0, g->dtype, &sx);
	if (!xg)
		return false;
	out[0] = xg;
	sweep(&t, NULL, in[1]->data, g->data, xg->data, DX);
	if (op->numResults > 1) {
		if (!(out[1] = exNewResult(r, op, 1, g->dtype, &sf)))
			return false;
		sweep(&t, in[0]->data, NULL, g->data, out[1]->data, DW);
	}
	return true;
}

/* conv2d_transpose_double_grad(x, filter, grad_out, grad_x_grad,
 * grad_filter_grad, output_size) -> (x_grad, filter_grad, grad_out_grad),
 * Paddle's Conv2dTransposeDoubleGradKernel: as for conv2d_grad_grad,
 * x_grad is the grad's x_grad of filter ddw, filter_grad its filter_grad
 * of input ddx (both for grad_out), and grad_out_grad =
 * conv2d_transpose(ddx, filter) + conv2d_transpose(x, ddw). An absent
 * ddx or ddw is zeros. */
static bool convTransposeDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ConvT t;
	if (!exWantTensor(r, op, in, 2) || !convtOf(r, op, in, 5, &t))
		return false;
	const ExObj *g = in[2];
	ExShape sy = t.nhwc ? (ExShape){4, {t.n, t.oh, t.ow, t.co}} : (ExShape){4, {t.n, t.co, t.oh, t.ow}};
	ExShape sg = exShapeOf(g), shapes[3] = {exShapeOf(in[0]), exShapeOf(in[1]), sy};
	if (!exShapeEqual(&sy, &sg))
		return exError(r, op, "grad_out does not have the output's shape");
	ExObj *dd[2] = {op->numOperands > 3 ? in[3] : NULL, op->numOperands > 4 ? in[4] : NULL};
	for (uint32_t k = 0; k < 2; k++)
		if (dd[k] && (dd[k]->kind != EX_TENSOR || dd[k]->numel != in[k]->numel))
			return exError(r, op, "operand %u must be a tensor of %zu elements", k + 3, in[k]->numel);
	ExObj *res[3];
	if (!exNewResults(r, op, g->dtype, shapes, 3, res))
		return false;
	if (dd[0] && res[1]) /* filter_grad += ddx * grad_out */
		sweep(&t, dd[0]->data, NULL, g->data, res[1]->data, DW);
	if (dd[0] && res[2]) /* ddy += ddx * filter */
		sweep(&t, dd[0]->data, in[1]->data, NULL, res[2]->data, FORWARD);
	if (dd[1] && res[0]) /* x_grad += grad_out * ddw */
		sweep(&t, NULL, dd[1]->data, g->data, res[0]->data, DX);
	if (dd[1] && res[2]) /* ddy += x * ddw */
		sweep(&t, in[0]->data, dd[1]->data, NULL, res[2]->data, FORWARD);
	for (uint32_t k = 0; k < 3 && k < op->numResults; k++)
		out[k] = res[k];
	return true;
}

const ExKernel exConvTKernels[] = {
	{"pd_op.conv2d_transpose", convTranspose},
	{"pd_op.conv2d_transpose_grad", convTransposeGrad},
	{"pd_op.conv2d_transpose_double_grad", convTransposeDoubleGrad},
	{NULL, NULL},
};
