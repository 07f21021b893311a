/* kernels_shape.c: pir-run kernels of the ops that only move elements, as
 * the OCR recognisers use them: squeeze, unsqueeze (copies of x in a new
 * shape; their grads are reshape_grad's), transpose and its grad, with the
 * shape rules of Paddle's GetOutputSqueezeShape / GetUnsqueezeShape /
 * TransposeKernel (docs/executor.md, "Models"). */
#include <string.h>

#include "kernels.h"

/* A copy of x in shape s, into result 0; an xshape result (older
 * releases) gets [0, x dims] as reshape's does. */
static bool copyAs(ExRun *r, PirOperation *op, const ExObj *x, const ExShape *s, ExObj **out)
{
	ExObj *o = exNewResult(r, op, 0, x->dtype, s);
	if (!o)
		return false;
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	out[0] = o;
	return exXShapeResults(r, op, x, out);
}

/* squeeze: the size-1 dims listed in axis go (an axis whose dim is not 1
 * stays, as in Paddle); all size-1 dims when axis is empty. */
static bool squeeze(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	int64_t axes[EX_MAX_RANK];
	uint32_t na;
	if (!exWantTensor(r, op, in, 0) || !exIntsOf(r, op, in, 1, "axis", axes, &na))
		return false;
	const ExObj *x = in[0];
	bool drop[EX_MAX_RANK] = {false};
	for (uint32_t i = 0; i < na; i++) {
		int64_t a = axes[i] < 0 ? axes[i] + x->rank : axes[i];
		if (a < 0 || a >= (int64_t)x->rank)
			return exError(r, op, "squeeze axis %lld is out of range for rank %u", (long long)axes[i], x->rank);
		drop[a] = x->dims[a] == 1;
	}
	ExShape s = {0, {0}};
	for (uint32_t i = 0; i < x->rank; i++)
		if (!(na ? drop[i] : x->dims[i] == 1))
			s.dims[s.rank++] = x->dims[i];
	return copyAs(r, op, x, &s, out);
}

/* unsqueeze: for each axis in turn a 1 is inserted at it in the shape so
 * far (a negative axis counts from that shape's end + 1). */
static bool unsqueeze(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	int64_t axes[EX_MAX_RANK];
	uint32_t na;
	if (!exWantTensor(r, op, in, 0) || !exIntsOf(r, op, in, 1, "axis", axes, &na))
		return false;
	const ExObj *x = in[0];
	if (x->rank + na > EX_MAX_RANK)
		return exError(r, op, "unsqueeze: rank %u + %u is more than pir-run's %d", x->rank, na, EX_MAX_RANK);
	bool one[EX_MAX_RANK] = {false};
	uint32_t cur = x->rank;
	for (uint32_t i = 0; i < na; i++, cur++) {
		int64_t a = axes[i] < 0 ? axes[i] + cur + 1 : axes[i];
		if (a < 0 || a > (int64_t)cur)
			return exError(r, op, "unsqueeze axis %lld is out of range", (long long)axes[i]);
		memmove(one + a + 1, one + a, sizeof(bool) * (cur - (uint32_t)a));
		one[a] = true;
	}
	ExShape s = {cur, {0}};
	for (uint32_t i = 0, k = 0; i < cur; i++)
		s.dims[i] = one[i] ? 1 : x->dims[k++];
	return copyAs(r, op, x, &s, out);
}

/* The perm attribute, checked to be a permutation of x's dims. */
static bool permOf(ExRun *r, PirOperation *op, const ExObj *x, int64_t *perm)
{
	uint32_t n;
	if (!exAttrInts(r, op, "perm", perm, EX_MAX_RANK, &n))
		return false;
	if (n != x->rank)
		return exError(r, op, "perm has %u entries for rank %u", n, x->rank);
	bool seen[EX_MAX_RANK] = {false};
	for (uint32_t i = 0; i < n; i++) {
		perm[i] += perm[i] < 0 ? n : 0;
		if (perm[i] < 0 || perm[i] >= n || seen[perm[i]])
			return exError(r, op, "perm is not a permutation of the dims");
		seen[perm[i]] = true;
	}
	return true;
}

/* transpose: out.dims[i] = x.dims[perm[i]]; transpose_grad (inverse):
 * x_grad.dims[perm[i]] = out_grad.dims[i]. Either way, element at the
 * multi-index idx of the "out" side is the element at the index whose
 * perm[i]-th entry is idx[i] on the "x" side. */
static bool permute(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, bool inverse)
{
	int64_t perm[EX_MAX_RANK];
	if (!exWantTensor(r, op, in, 0) || !permOf(r, op, in[0], perm))
		return false;
	const ExObj *src = in[0];
	ExShape xs, os = {src->rank, {0}};
	if (inverse) {
		os = exShapeOf(src);
		xs.rank = src->rank;
		for (uint32_t i = 0; i < src->rank; i++)
			xs.dims[perm[i]] = os.dims[i];
	} else {
		xs = exShapeOf(src);
		for (uint32_t i = 0; i < src->rank; i++)
			os.dims[i] = xs.dims[perm[i]];
	}
	ExObj *o = exNewResult(r, op, 0, src->dtype, inverse ? &xs : &os);
	if (!o)
		return false;
	size_t xstride[EX_MAX_RANK], step = 1;
	for (uint32_t i = xs.rank; i-- > 0;) {
		xstride[i] = step;
		step *= (size_t)xs.dims[i];
	}
	int64_t idx[EX_MAX_RANK] = {0};
	size_t n = exShapeNumel(&os);
	for (size_t k = 0; k < n; k++, exIndexNext(&os, idx)) {
		size_t xi = 0;
		for (uint32_t i = 0; i < os.rank; i++)
			xi += (size_t)idx[i] * xstride[perm[i]];
		if (inverse)
			o->data[xi] = src->data[k];
		else
			o->data[k] = src->data[xi];
	}
	out[0] = o;
	return true;
}

static bool transpose(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return permute(r, op, in, out, false);
}

static bool transposeGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return permute(r, op, in, out, true);
}

const ExKernel exShapeKernels[] = {
	{"pd_op.squeeze", squeeze},
	{"pd_op.squeeze_double_grad", squeeze}, /* squeeze of grad_x_grad: the same operands */
	{"pd_op.squeeze_grad", exModelReshapeGrad},
	{"pd_op.unsqueeze", unsqueeze},
	{"pd_op.unsqueeze_double_grad", unsqueeze},
	{"pd_op.unsqueeze_grad", exModelReshapeGrad},
	{"pd_op.transpose", transpose},
	{"pd_op.transpose_double_grad", transpose},
	{"pd_op.transpose_grad", transposeGrad},
	{NULL, NULL},
};
