/* kernels_layout.c: pir-run kernels of the ops that pick or put elements
 * along one axis by an index tensor (take_along_axis, put_along_axis,
 * index_sample) and of the layout ops that move channels into space and
 * back (pixel_shuffle, pixel_unshuffle, channel_shuffle), with their
 * grads, as Paddle's CPU kernels compute them. Operand order as in
 * dialects/pd_op.yaml. An index out of range, or a mode or attribute beyond
 * what is written here, is a located error, never a guess. */
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* The element of x at index position k of idx (idx's shape, the same rank
 * as x, no larger in any dim) with its coordinate along axis replaced by
 * idx[k] (negative counts from the end, as Paddle's gather and scatter
 * functors allow). */
static bool alongAt(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *idx, uint32_t axis, const int64_t *pos,
		    size_t k, size_t *at)
{
	int64_t n = x->dims[axis], v;
	if (!exToInt64(idx->data[k], &v) || v < -n || v >= n)
		return exError(r, op, "index %g is out of range [%lld, %lld) along axis %u", idx->data[k],
			       (long long)-n, (long long)n, axis);
	v = v < 0 ? v + n : v;
	size_t off = 0;
	for (uint32_t d = 0; d < x->rank; d++)
		off = off * (size_t)x->dims[d] + (size_t)(d == axis ? v : pos[d]);
	*at = off;
	return true;
}

/* idx against x for a kernel along axis: the same rank, no larger than x
 * in a dim but the axis. */
static bool alongArgs(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *idx, uint32_t *axis)
{
	double a;
	if (!exAttrDouble(r, op, "axis", 0, &a))
		return false;
	int64_t ai = (int64_t)a < 0 ? (int64_t)a + x->rank : (int64_t)a;
	if (ai < 0 || ai >= (int64_t)x->rank)
		return exError(r, op, "axis %g is out of range for rank %u", a, x->rank);
	if (idx->rank != x->rank)
		return exError(r, op, "the indices' rank %u differs from the tensor's %u", idx->rank, x->rank);
	for (uint32_t d = 0; d < x->rank; d++)
		if (d != (uint32_t)ai && idx->dims[d] > x->dims[d])
			return exError(r, op, "the indices' dim %u (%lld) exceeds the tensor's (%lld)", d,
				       (long long)idx->dims[d], (long long)x->dims[d]);
	*axis = (uint32_t)ai;
	return true;
}

/* out (idx's shape) = x gathered along axis at idx: take_along_axis(arr,
 * indices), and take_along_axis_double_grad(indices, grad_arr_grad). */
static bool takeK(ExRun *r, PirOperation *op, ExObj *x, ExObj *idx, ExObj **out)
{
	uint32_t axis;
	if (!alongArgs(r, op, x, idx, &axis))
		return false;
	ExShape si = exShapeOf(idx);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &si);
	if (!o)
		return false;
	int64_t pos[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < idx->numel; k++) {
		size_t at;
		if (!alongAt(r, op, x, idx, axis, pos, k, &at)) {
			exRelease(o);
			return false;
		}
		o->data[k] = x->data[at];
		exIndexNext(&si, pos);
	}
	out[0] = o;
	return true;
}
static bool takeAlongAxis(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) && takeK(r, op, in[0], in[1], out);
}
static bool takeAlongAxisDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && exWantTensor(r, op, in, 1) && takeK(r, op, in[1], in[0], out);
}

/* take_along_axis_grad(arr, indices, out_grad): zeros of arr's shape with
 * out_grad added where each element came from (a repeated index adds). */
static bool takeAlongAxisGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exWantTensor(r, op, in, 2))
		return false;
	ExObj *x = in[0], *idx = in[1], *g = in[2];
	uint32_t axis;
	if (!alongArgs(r, op, x, idx, &axis))
		return false;
	if (g->numel != idx->numel)
		return exError(r, op, "out_grad has %zu elements, the indices %zu", g->numel, idx->numel);
	ExShape sx = exShapeOf(x), si = exShapeOf(idx);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &sx);
	if (!o)
		return false;
	int64_t pos[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < idx->numel; k++) {
		size_t at;
		if (!alongAt(r, op, x, idx, axis, pos, k, &at)) {
			exRelease(o);
			return false;
		}
		o->data[at] += g->data[k];
		exIndexNext(&si, pos);
	}
	out[0] = o;
	return true;
}

/* put_along_axis's reduce: "assign" or "add" ("mul", "mean", "amin",
 * "amax" are refused). */
static bool putMode(ExRun *r, PirOperation *op, bool *add, bool *self)
{
	const char *m = exAttrText(op, "reduce", "assign");
	*self = exAttrBool(op, "include_self", true);
	if (strcmp(m, "assign") == 0)
		*add = false;
	else if (strcmp(m, "add") == 0)
		*add = true;
	else
		return exError(r, op, "put_along_axis: reduce '%s' is not supported (assign, add are)", m);
	return true;
}

/* put_along_axis(arr, indices, values) {axis, reduce, include_self}: out =
 * arr with values (of the indices' shape) written (assign: the last write
 * of a place wins) or added (add; include_self false: the places written
 * start from 0) along axis. */
static bool putAlongAxis(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exWantTensor(r, op, in, 2))
		return false;
	ExObj *x = in[0], *idx = in[1], *v = in[2];
	uint32_t axis;
	bool add, self;
	if (!putMode(r, op, &add, &self) || !alongArgs(r, op, x, idx, &axis))
		return false;
	if (v->numel != idx->numel)
		return exError(r, op, "put_along_axis: %zu values for %zu indices", v->numel, idx->numel);
	ExShape sx = exShapeOf(x), si = exShapeOf(idx);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &sx);
	if (!o)
		return false;
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	int64_t pos[EX_MAX_RANK] = {0};
	for (int pass = self ? 1 : 0; pass < 2; pass++) {
		memset(pos, 0, sizeof pos);
		for (size_t k = 0; k < idx->numel; k++) {
			size_t at;
			if (!alongAt(r, op, x, idx, axis, pos, k, &at)) {
				exRelease(o);
				return false;
			}
			if (pass == 0)
				o->data[at] = 0; /* include_self false: the places written start empty */
			else
				o->data[at] = add ? o->data[at] + v->data[k] : v->data[k];
			exIndexNext(&si, pos);
		}
	}
	exTensorNormalize(o);
	out[0] = o;
	return true;
}

/* put_along_axis_grad(arr, indices, values, out, out_grad): arr_grad is
 * out_grad but 0 where a value replaced the element (assign, or add
 * without include_self); values_grad is out_grad gathered at the indices.
 * With assign a place written twice is refused (which write reaches out
 * is the last one, and only it has a gradient). */
static bool putAlongAxisGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 5; i++)
		if (i != 3 && !exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *v = in[2], *g = in[4];
	uint32_t axis;
	bool add, self;
	if (!putMode(r, op, &add, &self) || !alongArgs(r, op, x, idx, &axis))
		return false;
	if (v->numel != idx->numel || g->numel != x->numel)
		return exError(r, op, "put_along_axis_grad: the operands' sizes disagree");
	ExShape shapes[2] = {exShapeOf(x), exShapeOf(v)}, si = exShapeOf(idx);
	ExObj *res[2];
	if (!exNewResults(r, op, g->dtype, shapes, 2, res))
		return false;
	if (res[0])
		memcpy(res[0]->data, g->data, sizeof(double) * g->numel);
	bool *hit = calloc(x->numel ? x->numel : 1, sizeof *hit);
	bool ok = hit != NULL || exError(r, op, "out of memory");
	int64_t pos[EX_MAX_RANK] = {0};
	for (size_t k = 0; ok && k < idx->numel; k++) {
		size_t at;
		ok = alongAt(r, op, x, idx, axis, pos, k, &at);
		if (ok && !add && hit[at])
			ok = exError(r, op, "put_along_axis_grad: with reduce 'assign' a place is written twice");
		if (!ok)
			break;
		hit[at] = true;
		if (res[1])
			res[1]->data[k] = g->data[at];
		if (res[0] && (!add || !self))
			res[0]->data[at] = 0;
		exIndexNext(&si, pos);
	}
	free(hit);
	if (!ok) {
		exRelease(res[0]);
		exRelease(res[1]);
		return false;
	}
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* index_sample(x [N, D], index [N, K]): out[i, j] = x[i, index[i, j]]
 * (Paddle's kernel takes indices in [0, D) only). index_sample_grad(x,
 * index, out_grad) adds out_grad back there. */
static bool sampleArgs(ExRun *r, PirOperation *op, const ExObj *x, const ExObj *idx)
{
	if (x->rank != 2 || idx->rank != 2 || idx->dims[0] != x->dims[0])
		return exError(r, op, "index_sample takes x [N, D] and index [N, K]");
	for (size_t k = 0; k < idx->numel; k++)
		if (idx->data[k] < 0 || idx->data[k] >= (double)x->dims[1])
			return exError(r, op, "index_sample: index %g is out of range [0, %lld)", idx->data[k],
				       (long long)x->dims[1]);
	return true;
}
static bool indexSample(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !sampleArgs(r, op, in[0], in[1]))
		return false;
	ExObj *x = in[0], *idx = in[1];
	ExShape s = exShapeOf(idx);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	size_t K = (size_t)idx->dims[1], D = (size_t)x->dims[1];
	for (size_t k = 0; k < idx->numel; k++)
		o->data[k] = x->data[k / K * D + (size_t)idx->data[k]];
	out[0] = o;
	return true;
}
static bool indexSampleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExObj *x = in[0], *idx = in[1], *g = in[2];
	if (!sampleArgs(r, op, x, idx))
		return false;
	if (g->numel != idx->numel)
		return exError(r, op, "index_sample_grad: out_grad has %zu elements, the index %zu", g->numel,
			       idx->numel);
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, g->dtype, &s);
	if (!o)
		return false;
	size_t K = (size_t)idx->dims[1], D = (size_t)x->dims[1];
	for (size_t k = 0; k < idx->numel; k++)
		o->data[k / K * D + (size_t)idx->data[k]] += g->data[k];
	out[0] = o;
	return true;
}

/* A 4-D tensor's data_format: NCHW (channels at 1) or NHWC (at 3). */
static bool channelsLast(ExRun *r, PirOperation *op, const ExObj *x, bool *last)
{
	const char *f = exAttrText(op, "data_format", "NCHW");
	if (x->rank != 4)
		return exError(r, op, "a 4-D tensor is expected (rank %u)", x->rank);
	if (strcmp(f, "NCHW") && strcmp(f, "NHWC"))
		return exError(r, op, "data_format '%s' is not NCHW or NHWC", f);
	*last = strcmp(f, "NHWC") == 0;
	return true;
}

static size_t at4(const ExShape *s, bool last, int64_t n, int64_t c, int64_t h, int64_t w)
{
	return last ? (size_t)(((n * s->dims[1] + h) * s->dims[2] + w) * s->dims[3] + c)
		    : (size_t)(((n * s->dims[1] + c) * s->dims[2] + h) * s->dims[3] + w);
}

/* The space-to-depth pair with factor f: x [N, C*f*f, H, W] <-> y [N, C,
 * H*f, W*f], y[n, c, h*f + i, w*f + j] = x[n, c*f*f + i*f + j, h, w]
 * (Paddle's pixel_shuffle; pixel_unshuffle is its inverse, each one's grad
 * the other). toSpace: x is the operand, else y is. */
static bool shuffleK(ExRun *r, PirOperation *op, ExObj *in0, ExObj **out, const char *attr, bool toSpace)
{
	bool last;
	double fd;
	if (!channelsLast(r, op, in0, &last) || !exAttrDouble(r, op, attr, 1, &fd))
		return false;
	int64_t f = (int64_t)fd;
	if (f < 1)
		return exError(r, op, "%s %g is not a positive integer", attr, fd);
	ExShape si = exShapeOf(in0), so = si;
	uint32_t cd = last ? 3 : 1, hd = last ? 1 : 2, wd = last ? 2 : 3;
	if (toSpace) {
		if (si.dims[cd] % (f * f))
			return exError(r, op, "the channels (%lld) are not a multiple of %lld", (long long)si.dims[cd],
				       (long long)(f * f));
		so.dims[cd] /= f * f, so.dims[hd] *= f, so.dims[wd] *= f;
	} else {
		if (si.dims[hd] % f || si.dims[wd] % f)
			return exError(r, op, "the height and width are not multiples of %lld", (long long)f);
		so.dims[cd] *= f * f, so.dims[hd] /= f, so.dims[wd] /= f;
	}
	ExObj *o = exNewResult(r, op, 0, in0->dtype, &so);
	if (!o)
		return false;
	const ExShape *xs = toSpace ? &si : &so, *ys = toSpace ? &so : &si;
	for (int64_t n = 0; n < ys->dims[0]; n++)
		for (int64_t c = 0; c < ys->dims[cd]; c++)
			for (int64_t h = 0; h < ys->dims[hd]; h++)
				for (int64_t w = 0; w < ys->dims[wd]; w++) {
					size_t yi = at4(ys, last, n, c, h, w);
					size_t xi = at4(xs, last, n, c * f * f + (h % f) * f + w % f, h / f, w / f);
					if (toSpace)
						o->data[yi] = in0->data[xi];
					else
						o->data[xi] = in0->data[yi];
				}
	out[0] = o;
	return true;
}
static bool pixelShuffle(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && shuffleK(r, op, in[0], out, "upscale_factor", true);
}
static bool pixelShuffleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && shuffleK(r, op, in[0], out, "upscale_factor", false);
}
static bool pixelUnshuffle(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && shuffleK(r, op, in[0], out, "downscale_factor", false);
}
static bool pixelUnshuffleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && shuffleK(r, op, in[0], out, "downscale_factor", true);
}

/* channel_shuffle(x) {groups g}: the channels as [g, C/g] transposed to
 * [C/g, g]: out channel j*g + i = x channel i*(C/g) + j. Its grad moves
 * them back. */
static bool channelShuffleK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool back)
{
	bool last;
	double gd;
	if (!exWantTensor(r, op, in, 0) || !channelsLast(r, op, in[0], &last) || !exAttrDouble(r, op, "groups", 1, &gd))
		return false;
	ExObj *x = in[0];
	ExShape s = exShapeOf(x);
	uint32_t cd = last ? 3 : 1;
	int64_t g = (int64_t)gd, C = s.dims[cd];
	if (g < 1 || C % g)
		return exError(r, op, "channel_shuffle: groups %g does not divide the %lld channels", gd, (long long)C);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &s);
	if (!o)
		return false;
	int64_t k = C / g, idx[EX_MAX_RANK] = {0};
	for (size_t e = 0; e < x->numel; e++) {
		int64_t c = idx[cd], i = c / k, j = c % k; /* x channel c = i*k + j */
		int64_t src[EX_MAX_RANK];
		memcpy(src, idx, sizeof src);
		src[cd] = j * g + i; /* its out channel */
		size_t oc = 0;
		for (uint32_t d = 0; d < 4; d++)
			oc = oc * (size_t)s.dims[d] + (size_t)src[d];
		if (back)
			o->data[e] = x->data[oc];
		else
			o->data[oc] = x->data[e];
		exIndexNext(&s, idx);
	}
	out[0] = o;
	return true;
}
static bool channelShuffle(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return channelShuffleK(r, op, in, out, false);
}
static bool channelShuffleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return channelShuffleK(r, op, in, out, true);
}

const ExKernel exLayoutKernels[] = {
	{"pd_op.take_along_axis", takeAlongAxis},
	{"pd_op.take_along_axis_grad", takeAlongAxisGrad},
	{"pd_op.take_along_axis_double_grad", takeAlongAxisDoubleGrad},
	{"pd_op.put_along_axis", putAlongAxis},
	{"pd_op.put_along_axis_grad", putAlongAxisGrad},
	{"pd_op.index_sample", indexSample},
	{"pd_op.index_sample_grad", indexSampleGrad},
	{"pd_op.pixel_shuffle", pixelShuffle},
	{"pd_op.pixel_shuffle_grad", pixelShuffleGrad},
	{"pd_op.pixel_unshuffle", pixelUnshuffle},
	{"pd_op.pixel_unshuffle_grad", pixelUnshuffleGrad},
	{"pd_op.channel_shuffle", channelShuffle},
	{"pd_op.channel_shuffle_grad", channelShuffleGrad},
	{NULL, NULL},
};
