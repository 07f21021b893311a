/* kernels_nn.c: pir-run kernels of batch_norm in test mode, and the shape
 * ops reshape (a view of x), shape, slice, slice_grad and
 * full_int_array. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* 1 (NCHW) or the last axis (NHWC) of a rank-`rank` tensor; -1 otherwise. */
static int channelAxis(const char *layout, uint32_t rank)
{
	return !strcmp(layout, "NCHW") ? 1 : !strcmp(layout, "NHWC") ? (int)rank - 1 : -1;
}

/* out = (x - m) / sqrt(v + epsilon) * scale + bias, per channel. In test
 * mode (is_test without trainable_statistics, or use_global_stats) m and v
 * are the running mean and variance operands; in training mode they are
 * the batch's (over every axis but the channel's; v biased, as Paddle's
 * kernels): saved_mean is m, saved_variance 1 / sqrt(v + epsilon) (what
 * batch_norm_grad reads), and mean_out/variance_out the running statistics
 * moved toward them by (1 - momentum). */
static bool batchNorm(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	for (uint32_t i = 0; i < 5; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	bool test = (exAttrBool(op, "is_test", false) && !exAttrBool(op, "trainable_statistics", false)) ||
		    exAttrBool(op, "use_global_stats", false);
	ExObj *x = in[0], *mean = in[1], *var = in[2], *scale = in[3], *bias = in[4];
	int axis = channelAxis(exAttrText(op, "data_format", exAttrText(op, "data_layout", "NCHW")), x->rank);
	if (x->rank < 2 || axis < 0)
		return exError(r, op, "batch_norm needs x of rank 2 or more and layout NCHW or NHWC");
	int64_t c = x->dims[axis];
	if ((int64_t)mean->numel != c || (int64_t)var->numel != c || (int64_t)scale->numel != c ||
	    (int64_t)bias->numel != c)
		return exError(r, op, "batch_norm statistics must have one entry per channel (%lld)", (long long)c);
	double eps, momentum;
	if (!exAttrDouble(r, op, "epsilon", 1e-5, &eps) || !exAttrDouble(r, op, "momentum", 0.9, &momentum))
		return false;
	ExShape sx = exShapeOf(x);
	ExObj *y = exNewResult(r, op, 0, x->dtype, &sx);
	if (!y)
		return false;
	size_t inner = 1;
	for (uint32_t i = (uint32_t)axis + 1; i < x->rank; i++)
		inner *= (size_t)x->dims[i];
	double *m = calloc((size_t)c * 2 + 1, sizeof *m), *v = m + c;
	if (!m)
		return exError(r, op, "out of memory");
	if (test) {
		memcpy(m, mean->data, sizeof(double) * (size_t)c);
		memcpy(v, var->data, sizeof(double) * (size_t)c);
	} else {
		size_t per = x->numel / (size_t)c;
		for (size_t i = 0; i < x->numel; i++)
			m[(i / inner) % (size_t)c] += x->data[i];
		for (int64_t ch = 0; ch < c; ch++)
			m[ch] /= (double)per;
		for (size_t i = 0; i < x->numel; i++) {
			double d = x->data[i] - m[(i / inner) % (size_t)c];
			v[(i / inner) % (size_t)c] += d * d;
		}
		for (int64_t ch = 0; ch < c; ch++)
			v[ch] /= (double)per;
	}
	for (size_t i = 0; i < x->numel; i++) {
		size_t ch = (i / inner) % (size_t)c;
		y->data[i] = (x->data[i] - m[ch]) / sqrt(v[ch] + eps) * scale->data[ch] + bias->data[ch];
	}
	out[0] = y;
	ExShape sc = {1, {c}}, empty = {1, {0}};
	bool ok = true;
	for (uint32_t i = 1; ok && i < op->numResults; i++) {
		/* In test mode saved_mean and saved_variance are not computed (no
		 * grad op reads them then); they take the shape the IR declares
		 * when it is static (Paddle 2.5's translator declares them 0-D),
		 * else one entry per channel. */
		ExShape si = i < 5 ? sc : empty;
		PirType *t = pirOperationGetResultType(op, i);
		if (test && i >= 3 && t && pirTypeIsDenseTensor(t) && t->tensor.rank <= EX_MAX_RANK) {
			bool fixed = true;
			for (uint32_t d = 0; d < t->tensor.rank; d++)
				fixed = fixed && t->tensor.dims[d] >= 0;
			if (fixed) {
				si.rank = t->tensor.rank;
				memcpy(si.dims, t->tensor.dims, sizeof(int64_t) * si.rank);
			}
		}
		ExObj *o = exNewResult(r, op, i, x->dtype, &si);
		if (!(ok = o != NULL))
			break;
		for (int64_t ch = 0; ch < c && o->numel == (size_t)c; ch++) {
			if (i == 1 || i == 2) {
				const double *run = (i == 1 ? mean : var)->data, *batch = i == 1 ? m : v;
				o->data[ch] = test ? run[ch] : momentum * run[ch] + (1 - momentum) * batch[ch];
			} else if (!test && i == 3) {
				o->data[ch] = m[ch];
			} else if (!test && i == 4) {
				o->data[ch] = 1 / sqrt(v[ch] + eps);
			}
		}
		out[i] = o;
	}
	free(m);
	return ok;
}

/* The integers of operand i (a 1-D tensor or a vec of one-element
 * tensors), else of attribute `name`. */
bool exIntsOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t i, const char *name, int64_t *v, uint32_t *n)
{
	if (i >= op->numOperands || !in[i])
		return exAttrInts(r, op, name, v, EX_MAX_RANK, n);
	ExObj *o = in[i];
	size_t count = o->kind == EX_VEC ? o->len : o->kind == EX_TENSOR ? o->numel : EX_MAX_RANK + 1;
	if (count > EX_MAX_RANK)
		return exError(r, op, "operand %u: at most %d integers are supported", i, EX_MAX_RANK);
	for (size_t k = 0; k < count; k++) {
		double d = o->kind == EX_VEC ? (o->items[k]->kind == EX_TENSOR && o->items[k]->numel == 1
							? o->items[k]->data[0]
							: NAN)
					     : o->data[k];
		if (!exToInt64(d, &v[k]))
			return exError(r, op, "operand %u does not hold integers", i);
	}
	*n = (uint32_t)count;
	return true;
}

static bool reshape(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	ExShape s;
	if (!exIntsOf(r, op, in, 1, "shape", s.dims, &s.rank))
		return false;
	int64_t known = 1, unknown = -1;
	for (uint32_t i = 0; i < s.rank; i++) {
		if (s.dims[i] == 0 && i < x->rank)
			s.dims[i] = x->dims[i];
		if (s.dims[i] == -1 && unknown < 0)
			unknown = i;
		else if (s.dims[i] < 0)
			return exError(r, op, "reshape to an invalid shape");
		else
			known *= s.dims[i];
	}
	if (unknown >= 0) {
		if (known == 0 || (int64_t)x->numel % known)
			return exError(r, op, "reshape: %zu elements do not fit the shape", x->numel);
		s.dims[unknown] = (int64_t)x->numel / known;
	}
	if (exShapeNumel(&s) != x->numel)
		return exError(r, op, "reshape: %zu elements do not fit the shape", x->numel);
	/* a view (the op's `view` mapping): the result shares x's data, so a
	 * write through either is seen in the other */
	if (!(out[0] = exTensorView(x, &s)))
		return exError(r, op, "reshape: out of memory");
	return exXShapeResults(r, op, x, out);
}

static bool shape(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExShape s = {1, {in[0]->rank}};
	ExObj *o = exNewResult(r, op, 0, PIR_TYPE_I32, &s);
	if (!o)
		return false;
	for (uint32_t i = 0; i < in[0]->rank; i++)
		o->data[i] = (double)in[0]->dims[i];
	out[0] = o;
	return true;
}

static int64_t clampIndex(int64_t i, int64_t n)
{
	if (i < 0)
		i += n;
	return i < 0 ? 0 : i > n ? n : i;
}

/* The region a slice takes of x: its start `lo` and length `len` in every
 * dim (Python-style, stride 1, along `axes`), and the result's shape `so`
 * with the decrease_axis dims dropped. starts and ends are operands
 * `si` and `si + 1` where given, else attributes. */
static bool sliceRegion(ExRun *r, PirOperation *op, ExObj **in, uint32_t si, const ExObj *x, int64_t *lo,
			int64_t *len, ExShape *so)
{
	int64_t axes[EX_MAX_RANK], starts[EX_MAX_RANK], ends[EX_MAX_RANK], dec[EX_MAX_RANK];
	uint32_t na, ns, ne, nd;
	if (!exAttrInts(r, op, "axes", axes, EX_MAX_RANK, &na) || !exIntsOf(r, op, in, si, "starts", starts, &ns) ||
	    !exIntsOf(r, op, in, si + 1, "ends", ends, &ne) ||
	    !exAttrInts(r, op, "decrease_axis", dec, EX_MAX_RANK, &nd))
		return false;
	if (ns != na || ne != na)
		return exError(r, op, "slice: axes, starts and ends differ in length");
	for (uint32_t i = 0; i < x->rank; i++)
		lo[i] = 0, len[i] = x->dims[i];
	for (uint32_t k = 0; k < na; k++) {
		int64_t a = axes[k] < 0 ? axes[k] + x->rank : axes[k];
		if (a < 0 || a >= (int64_t)x->rank)
			return exError(r, op, "slice: axis out of range");
		int64_t s = clampIndex(starts[k], x->dims[a]), e = clampIndex(ends[k], x->dims[a]);
		lo[a] = s;
		len[a] = e > s ? e - s : 0;
	}
	so->rank = 0;
	for (uint32_t i = 0; i < x->rank; i++) {
		bool drop = false;
		for (uint32_t k = 0; k < nd; k++)
			drop |= dec[k] == (int64_t)i;
		if (drop && len[i] != 1)
			return exError(r, op, "slice: a decreased axis must have size 1");
		if (!drop)
			so->dims[so->rank++] = len[i];
	}
	return true;
}

/* The flat index in x of the region's element `flat` (row-major in the
 * region). */
static size_t regionSource(const ExObj *x, const int64_t *lo, const int64_t *len, size_t flat)
{
	size_t rem = flat, src = 0, stride = 1;
	for (int i = (int)x->rank - 1; i >= 0; i--) {
		size_t idx = rem % (size_t)len[i];
		rem /= (size_t)len[i];
		src += (idx + (size_t)lo[i]) * stride;
		stride *= (size_t)x->dims[i];
	}
	return src;
}

static size_t regionNumel(const ExObj *x, const int64_t *len)
{
	size_t n = 1;
	for (uint32_t i = 0; i < x->rank; i++)
		n *= (size_t)len[i];
	return n;
}

static bool slice(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	int64_t lo[EX_MAX_RANK], len[EX_MAX_RANK];
	ExShape so;
	if (!sliceRegion(r, op, in, 1, x, lo, len, &so))
		return false;
	/* Every dim decreased: 0-D since Paddle 2.5, [1] before (programs
	 * translated from older ProgramDescs declare [1]; same element). */
	PirType *t = pirOperationGetResultType(op, 0);
	if (!so.rank && t && pirTypeIsDenseTensor(t) && t->tensor.rank == 1 && t->tensor.dims[0] == 1)
		so = (ExShape){1, {1}};
	ExObj *o = exNewResult(r, op, 0, x->dtype, &so);
	if (!o)
		return false;
	size_t total = regionNumel(x, len);
	for (size_t flat = 0; flat < total; flat++)
		o->data[flat] = x->data[regionSource(x, lo, len, flat)];
	out[0] = o;
	return true;
}

/* slice_grad(input, out_grad, starts, ends): zeros in input's shape, with
 * out_grad's elements in the region the slice took (out_grad has the
 * region's elements, with or without the decreased dims). */
static bool sliceGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *x = in[0], *g = in[1];
	int64_t lo[EX_MAX_RANK], len[EX_MAX_RANK];
	ExShape so;
	if (!sliceRegion(r, op, in, 2, x, lo, len, &so))
		return false;
	size_t total = regionNumel(x, len);
	if (g->numel != total)
		return exError(r, op, "slice_grad: out_grad has %zu elements, the slice %zu", g->numel, total);
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &sx);
	if (!o)
		return false;
	for (size_t flat = 0; flat < total; flat++)
		o->data[regionSource(x, lo, len, flat)] = g->data[flat];
	out[0] = o;
	return true;
}

static bool fullIntArray(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	(void)in;
	PirAttribute *a = exAttr(op, "value");
	uint32_t n = a && (a->kind == PIR_ATTR_ARRAY || a->kind == PIR_ATTR_INT_ARRAY) ? pirAttributeGetNumElements(a) : 0;
	if (n > 4096)
		return exError(r, op, "full_int_array: too many values");
	int64_t v[4096];
	uint32_t got;
	if (!exAttrInts(r, op, "value", v, 4096, &got))
		return false;
	ExShape s = {1, {got}};
	PirTypeKind dt = exAttrDtype(op, "dtype");
	ExObj *o = exNewResult(r, op, 0, exDtypeSupported(dt) ? dt : PIR_TYPE_I64, &s);
	if (!o)
		return false;
	for (uint32_t i = 0; i < got; i++)
		o->data[i] = (double)v[i];
	out[0] = o;
	return true;
}

const ExKernel exNnKernels[] = {

	{"pd_op.batch_norm", batchNorm},
	{"pd_op.reshape", reshape},
	{"pd_op.shape", shape},
	{"pd_op.shape64", shape}, /* the same, with an int64 result */
	{"pd_op.slice", slice},
	{"pd_op.slice_double_grad", slice}, /* slice of grad_input_grad: the same operands */
	{"pd_op.slice_grad", sliceGrad},
	{"pd_op.full_int_array", fullIntArray},
	{NULL, NULL},
};
