/* kernels_set_value.c: pir-run kernels of strided regions: slice
 * assignment (set_value_with_tensor, set_value: what dy2st makes of
 * `x[1:3] = v`; their in-place forms run these through run_ops.c's twin)
 * and strided_slice, with their grads, as Paddle's CPU kernels compute
 * them (phi set_value_kernel_impl.h, set_value_grad_kernel_impl.h,
 * strided_slice_kernel_impl.h). Operand order as in dialects/pd_op.yaml.
 * A region is, in every dim of x, a first index, a step (negative walks
 * down) and a count; an index combination Paddle refuses is a located
 * error here, never a guess. */
#include <string.h>

#include "kernels.h"

typedef struct Region {
	int64_t first[EX_MAX_RANK], step[EX_MAX_RANK], count[EX_MAX_RANK];
} Region;

static void regionAll(const ExObj *x, Region *g)
{
	for (uint32_t d = 0; d < x->rank; d++)
		g->first[d] = 0, g->step[d] = 1, g->count[d] = x->dims[d];
}

static ExShape regionShape(const ExObj *x, const Region *g)
{
	ExShape s = {x->rank, {0}};
	for (uint32_t d = 0; d < x->rank; d++)
		s.dims[d] = g->count[d];
	return s;
}

/* The flat index in x of the region's element at multi-index idx. */
static size_t regionAt(const ExObj *x, const Region *g, const int64_t *idx)
{
	size_t off = 0;
	for (uint32_t d = 0; d < x->rank; d++)
		off = off * (size_t)x->dims[d] + (size_t)(g->first[d] + idx[d] * g->step[d]);
	return off;
}

static bool axisOf(ExRun *r, PirOperation *op, int64_t a, uint32_t rank, uint32_t *out)
{
	int64_t v = a < 0 ? a + rank : a;
	if (v < 0 || v >= (int64_t)rank)
		return exError(r, op, "axis %lld is out of range for rank %u", (long long)a, rank);
	*out = (uint32_t)v;
	return true;
}

/* set_value's start, end, step along a dim of size n (Paddle's
 * CheckAndUpdateSliceAttrs, then GetSliceDims): negative start and end
 * count from the end, both are clamped to the dim; with step < 0 an end
 * of -1 (after the wrap of an end below -1) means "past index 0". */
static bool setValueAxis(ExRun *r, PirOperation *op, int64_t n, int64_t start, int64_t end, int64_t step,
			 int64_t *first, int64_t *count)
{
	if (step == 0)
		return exError(r, op, "set_value: a step is 0");
	if (n == 0) {
		*first = 0, *count = 0;
		return true;
	}
	start = start < 0 ? start + n : start;
	start = start < 0 ? 0 : start;
	if (step > 0 && end < 0)
		end += n;
	end = end > n ? n : end;
	if (step > 0) {
		start = start > n ? n : start;
		end = end < 0 ? 0 : end;
		if (end < start)
			return exError(r, op, "set_value: with step %lld the end %lld is before the start %lld",
				       (long long)step, (long long)end, (long long)start);
		*count = (end - start + step - 1) / step;
	} else {
		start = start > n - 1 ? n - 1 : start;
		if (end < -1)
			end += n;
		end = end < -1 ? -1 : end;
		if (start < end)
			return exError(r, op, "set_value: with step %lld the start %lld is before the end %lld",
				       (long long)step, (long long)start, (long long)end);
		*count = (end - start + step + 1) / step;
	}
	*first = start;
	return true;
}

/* set_value's region of x (starts, ends, steps operands from index si
 * where given, else the attributes) and the shape the values broadcast to:
 * the region's with decrease_axes dropped (each of count 1) and a 1 put
 * where none_axes say (Paddle's slice_dims_for_assign). */
static bool setValueRegion(ExRun *r, PirOperation *op, ExObj **in, uint32_t si, const ExObj *x, Region *g,
			   ExShape *assign)
{
	int64_t axes[EX_MAX_RANK], starts[EX_MAX_RANK], ends[EX_MAX_RANK], steps[EX_MAX_RANK];
	int64_t dec[EX_MAX_RANK], none[EX_MAX_RANK];
	uint32_t na, ns, ne, nst, nd, nn;
	if (!exAttrInts(r, op, "axes", axes, EX_MAX_RANK, &na) || !exIntsOf(r, op, in, si, "starts", starts, &ns) ||
	    !exIntsOf(r, op, in, si + 1, "ends", ends, &ne) || !exIntsOf(r, op, in, si + 2, "steps", steps, &nst) ||
	    !exAttrInts(r, op, "decrease_axes", dec, EX_MAX_RANK, &nd) ||
	    !exAttrInts(r, op, "none_axes", none, EX_MAX_RANK, &nn))
		return false;
	if (ns != na || ne != na || (nst != na && nst != 0))
		return exError(r, op, "set_value: %u axes with %u starts, %u ends, %u steps", na, ns, ne, nst);
	regionAll(x, g);
	bool seen[EX_MAX_RANK] = {false};
	for (uint32_t k = 0; k < na; k++) {
		uint32_t a = 0;
		if (!axisOf(r, op, axes[k], x->rank, &a))
			return false;
		if (seen[a])
			return exError(r, op, "set_value: axis %u is named twice", a);
		seen[a] = true;
		g->step[a] = nst ? steps[k] : 1;
		if (!setValueAxis(r, op, x->dims[a], starts[k], ends[k], g->step[a], &g->first[a], &g->count[a]))
			return false;
	}
	bool drop[EX_MAX_RANK] = {false};
	for (uint32_t k = 0; k < nd; k++) {
		uint32_t a = 0;
		if (!axisOf(r, op, dec[k], x->rank, &a))
			return false;
		if (g->count[a] != 1)
			return exError(r, op, "set_value: decreased axis %u has %lld elements, not 1", a,
				       (long long)g->count[a]);
		drop[a] = true;
	}
	for (uint32_t k = 1; k < nn; k++)
		if (none[k] < none[k - 1])
			return exError(r, op, "set_value: none_axes are not in order");
	assign->rank = 0;
	uint32_t ni = 0;
	for (uint32_t d = 0; d <= x->rank; d++) {
		while (ni < nn && (d == x->rank || none[ni] <= (int64_t)d)) {
			if (assign->rank == EX_MAX_RANK)
				return exError(r, op, "set_value: the values' rank exceeds %d", EX_MAX_RANK);
			assign->dims[assign->rank++] = 1, ni++;
		}
		if (d < x->rank && !drop[d]) {
			if (assign->rank == EX_MAX_RANK)
				return exError(r, op, "set_value: the values' rank exceeds %d", EX_MAX_RANK);
			assign->dims[assign->rank++] = g->count[d];
		}
	}
	return true;
}

/* The values' shape v against the assign shape: their broadcast must have
 * the region's elements (v broadcasts into it; leading 1s are allowed). */
static bool valuesFit(ExRun *r, PirOperation *op, const ExShape *v, const ExShape *assign, size_t numel,
		      ExShape *b)
{
	if (!exBroadcastShape(v, assign, b) || exShapeNumel(b) != numel)
		return exError(r, op, "set_value: values of rank %u do not broadcast to the region's shape", v->rank);
	return true;
}

/* out = x with the region set to the values (broadcast). The values are
 * operand vi, or (vi < 0) set_value's `values` attribute of `shape`. */
static bool setValueK(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, int vi, uint32_t si)
{
	if (!exWantTensor(r, op, in, 0) || (vi >= 0 && !exWantTensor(r, op, in, (uint32_t)vi)))
		return false;
	ExObj *x = in[0];
	Region g;
	ExShape assign, vs, b;
	if (!setValueRegion(r, op, in, si, x, &g, &assign))
		return false;
	double attrVals[64];
	const double *vals;
	if (vi >= 0) {
		vs = exShapeOf(in[vi]);
		vals = in[vi]->data;
	} else {
		uint32_t nv;
		if (!exAttrDoubles(r, op, "values", attrVals, 64, &nv) ||
		    !exAttrInts(r, op, "shape", vs.dims, EX_MAX_RANK, &vs.rank))
			return false;
		if (exShapeNumel(&vs) != nv)
			return exError(r, op, "set_value: %u values for a shape of %zu elements", nv,
				       exShapeNumel(&vs));
		vals = attrVals;
	}
	ExShape rs = regionShape(x, &g);
	size_t total = exShapeNumel(&rs);
	if (!valuesFit(r, op, &vs, &assign, total, &b))
		return false;
	ExShape sx = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &sx);
	if (!o)
		return false;
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	/* the region and b are walked in the same row-major order (they
	 * differ only in dims of 1) */
	int64_t idx[EX_MAX_RANK] = {0}, bi[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < total; k++) {
		o->data[regionAt(x, &g, idx)] = vals[exBroadcastIndex(&vs, &b, bi)];
		exIndexNext(&rs, idx);
		exIndexNext(&b, bi);
	}
	exTensorNormalize(o);
	out[0] = o;
	return true;
}

/* set_value_with_tensor(x, values, starts?, ends?, steps?) */
static bool setValueWithTensor(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return setValueK(r, op, in, out, 1, 2);
}
/* set_value(x, starts?, ends?, steps?) {..., shape, values} */
static bool setValue(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return setValueK(r, op, in, out, -1, 1);
}

/* set_value_with_tensor_grad(values, out_grad, starts?, ends?, steps?):
 * x_grad = out_grad with the region zeroed (those elements were
 * overwritten); values_grad = out_grad's region summed back to the
 * values' shape. */
static bool setValueWithTensorGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *v = in[0], *gr = in[1];
	Region g;
	ExShape assign, b;
	if (!setValueRegion(r, op, in, 2, gr, &g, &assign))
		return false;
	ExShape rs = regionShape(gr, &g), vs = exShapeOf(v), sg = exShapeOf(gr);
	size_t total = exShapeNumel(&rs);
	if (!valuesFit(r, op, &vs, &assign, total, &b))
		return false;
	ExShape shapes[2] = {sg, vs};
	ExObj *res[2];
	if (!exNewResults(r, op, gr->dtype, shapes, 2, res))
		return false;
	if (res[0])
		memcpy(res[0]->data, gr->data, sizeof(double) * gr->numel);
	int64_t idx[EX_MAX_RANK] = {0}, bi[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < total; k++) {
		size_t at = regionAt(gr, &g, idx);
		if (res[1])
			res[1]->data[exBroadcastIndex(&vs, &b, bi)] += gr->data[at];
		if (res[0])
			res[0]->data[at] = 0;
		exIndexNext(&rs, idx);
		exIndexNext(&b, bi);
	}
	out[0] = res[0];
	out[1] = res[1];
	return true;
}

/* set_value_grad(out_grad, starts?, ends?, steps?): x_grad = out_grad
 * with the region the scalars were written to zeroed (Paddle's
 * set_value_with_scalar_grad). Paddle's own set_value_grad carries no
 * region and its kernel is assign; the overlay gives the op the region,
 * bound from set_value by append-backward. An op without the `axes`
 * attribute (Paddle's form) is assign. */
static bool setValueGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *gr = in[0];
	Region g;
	ExShape assign, sg = exShapeOf(gr);
	bool region = exAttr(op, "axes") != NULL;
	if (region && !setValueRegion(r, op, in, 1, gr, &g, &assign))
		return false;
	ExObj *o = exNewResult(r, op, 0, gr->dtype, &sg);
	if (!o)
		return false;
	memcpy(o->data, gr->data, sizeof(double) * gr->numel);
	if (region) {
		ExShape rs = regionShape(gr, &g);
		int64_t idx[EX_MAX_RANK] = {0};
		for (size_t k = 0, total = exShapeNumel(&rs); k < total; k++) {
			o->data[regionAt(gr, &g, idx)] = 0;
			exIndexNext(&rs, idx);
		}
	}
	out[0] = o;
	return true;
}

/* strided_slice's start, end, stride along a dim of size n (Paddle's
 * StridedSliceOutDims / StridedSliceFunctor): negative start and end count
 * from the end and are clamped at 0, but an end of -1 with a negative
 * stride means "past index 0"; a stride < 0 walks down from min(start,
 * n - 1). A start past the dim with a positive stride (where Paddle's
 * shape formula takes an absolute value) is refused. */
static bool stridedAxis(ExRun *r, PirOperation *op, int64_t n, int64_t start, int64_t end, int64_t stride,
			int64_t *first, int64_t *count)
{
	if (stride == 0)
		return exError(r, op, "strided_slice: a stride is 0");
	if (start < 0) {
		start += n;
		start = start < 0 ? 0 : start;
	}
	if (end < 0 && !(end == -1 && stride < 0)) {
		end += n;
		end = end < 0 ? 0 : end;
	}
	if ((stride > 0 && start > end) || (stride < 0 && start < end))
		return exError(r, op, "strided_slice: start %lld and end %lld are invalid for stride %lld",
			       (long long)start, (long long)end, (long long)stride);
	if (stride > 0) {
		if (start > n)
			return exError(r, op, "strided_slice: start %lld is past the dim of %lld", (long long)start,
				       (long long)n);
		int64_t hi = end < n ? end : n;
		*first = start;
		*count = (hi - start + stride - 1) / stride;
	} else {
		int64_t top = start < n - 1 ? start : n - 1;
		*first = top;
		*count = top > end ? (top - end + (-stride) - 1) / (-stride) : 0;
	}
	return true;
}

/* The region of strided_slice(x, starts?, ends?, strides?) {axes, ...};
 * starts is operand si where given. */
static bool stridedRegion(ExRun *r, PirOperation *op, ExObj **in, uint32_t si, const ExObj *x, Region *g)
{
	int64_t axes[EX_MAX_RANK], starts[EX_MAX_RANK], ends[EX_MAX_RANK], strides[EX_MAX_RANK];
	uint32_t na, ns, ne, nst;
	if (!exAttrInts(r, op, "axes", axes, EX_MAX_RANK, &na) || !exIntsOf(r, op, in, si, "starts", starts, &ns) ||
	    !exIntsOf(r, op, in, si + 1, "ends", ends, &ne) || !exIntsOf(r, op, in, si + 2, "strides", strides, &nst))
		return false;
	if (ns != na || ne != na || nst != na)
		return exError(r, op, "strided_slice: %u axes with %u starts, %u ends, %u strides", na, ns, ne, nst);
	regionAll(x, g);
	for (uint32_t k = 0; k < na; k++) {
		uint32_t a = 0;
		if (!axisOf(r, op, axes[k], x->rank, &a))
			return false;
		g->step[a] = strides[k];
		if (!stridedAxis(r, op, x->dims[a], starts[k], ends[k], strides[k], &g->first[a], &g->count[a]))
			return false;
	}
	return true;
}

/* strided_slice(x, starts?, ends?, strides?): the region's elements. */
static bool stridedSlice(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExObj *x = in[0];
	Region g;
	if (!stridedRegion(r, op, in, 1, x, &g))
		return false;
	ExShape rs = regionShape(x, &g);
	ExObj *o = exNewResult(r, op, 0, x->dtype, &rs);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		o->data[k] = x->data[regionAt(x, &g, idx)];
		exIndexNext(&rs, idx);
	}
	out[0] = o;
	return true;
}

/* strided_slice_grad(x, out_grad, starts?, ends?, strides?): zeros of x's
 * shape with out_grad put back into the region. */
static bool stridedSliceGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *x = in[0], *gr = in[1];
	Region g;
	if (!stridedRegion(r, op, in, 2, x, &g))
		return false;
	ExShape rs = regionShape(x, &g), sx = exShapeOf(x);
	if (exShapeNumel(&rs) != gr->numel)
		return exError(r, op, "strided_slice_grad: out_grad has %zu elements, the region %zu", gr->numel,
			       exShapeNumel(&rs));
	ExObj *o = exNewResult(r, op, 0, gr->dtype, &sx);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < gr->numel; k++) {
		o->data[regionAt(x, &g, idx)] = gr->data[k];
		exIndexNext(&rs, idx);
	}
	out[0] = o;
	return true;
}

const ExKernel exSetValueKernels[] = {
	{"pd_op.set_value_with_tensor", setValueWithTensor},
	{"pd_op.set_value_with_tensor_grad", setValueWithTensorGrad},
	{"pd_op.set_value", setValue},
	{"pd_op.set_value_grad", setValueGrad},
	{"pd_op.strided_slice", stridedSlice},
	{"pd_op.strided_slice_grad", stridedSliceGrad},
	{NULL, NULL},
};
