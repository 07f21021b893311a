/* kernels_vec.c: pir-run kernels of the ops taking or giving a vec of
 * tensors (concat, split, split_with_num, stack, add_n) and of their
 * grads, with the operand order of their signatures in dialects/pd_op.yaml.
 * All are one walk: a tensor seen as [outer, n, inner] around an axis,
 * its pieces as [outer, n_j, inner]. */
#include <string.h>

#include "kernels.h"

/* The axis: the tensor operand `at` when present, else the attribute
 * `axis` (deflt when absent); negative counts from rank. */
bool exAxisOf(ExRun *r, PirOperation *op, ExObj **in, uint32_t at, double deflt, uint32_t rank, uint32_t *axis)
{
	double a = deflt;
	if (at < op->numOperands && in[at]) {
		if (in[at]->kind != EX_TENSOR || in[at]->numel != 1)
			return exError(r, op, "the axis operand must hold one integer");
		a = in[at]->data[0];
	} else if (!exAttrDouble(r, op, "axis", deflt, &a)) {
		return false;
	}
	int64_t k;
	if (!exToInt64(a, &k))
		return exError(r, op, "axis is not an integer");
	if (k < 0)
		k += rank;
	if (k < 0 || k >= (int64_t)rank)
		return exError(r, op, "axis %lld is out of range for rank %u", (long long)a, rank);
	*axis = (uint32_t)k;
	return true;
}

static void around(const ExShape *s, uint32_t axis, size_t *outer, size_t *inner)
{
	*outer = *inner = 1;
	for (uint32_t d = 0; d < s->rank; d++) {
		if (d < axis)
			*outer *= (size_t)s->dims[d];
		else if (d > axis)
			*inner *= (size_t)s->dims[d];
	}
}

/* Copies between whole w (of shape s) and piece p ([outer, n, inner] at
 * offset off along the axis of size total); toWhole: p into w. */
static void movePiece(ExObj *w, ExObj *p, size_t outer, size_t inner, size_t total, size_t off, size_t n, bool toWhole)
{
	for (size_t o = 0; o < outer; o++) {
		double *wp = w->data + (o * total + off) * inner, *pp = p->data + o * n * inner;
		if (toWhole)
			memcpy(wp, pp, sizeof(double) * n * inner);
		else
			memcpy(pp, wp, sizeof(double) * n * inner);
	}
}

static bool wantVec(ExRun *r, PirOperation *op, ExObj **in, uint32_t i)
{
	if (i >= op->numOperands || !in[i] || in[i]->kind != EX_VEC || !in[i]->len)
		return exError(r, op, "operand %u must be a vec of at least one tensor", i);
	for (size_t k = 0; k < in[i]->len; k++)
		if (in[i]->items[k]->kind != EX_TENSOR)
			return exError(r, op, "element %zu of operand %u is not a tensor", k, i);
	return true;
}

/* The pieces' shapes agree with s but along the axis (stack: all equal). */
bool exSamePieces(ExRun *r, PirOperation *op, ExObj *vec, uint32_t axis, bool exact)
{
	ExShape s0 = exShapeOf(vec->items[0]);
	for (size_t k = 1; k < vec->len; k++) {
		ExShape s = exShapeOf(vec->items[k]);
		bool ok = s.rank == s0.rank;
		for (uint32_t d = 0; ok && d < s.rank; d++)
			ok = s.dims[d] == s0.dims[d] || (!exact && d == axis);
		if (!ok)
			return exError(r, op, "the shapes of the vec's elements do not fit together");
	}
	return true;
}

/* whole = the pieces joined along axis (stack: a new axis of size 1 each). */
ExObj *exJoin(ExRun *r, PirOperation *op, ExObj *vec, uint32_t axis, bool newAxis, uint32_t res)
{
	ExShape s = exShapeOf(vec->items[0]);
	if (newAxis) {
		if (s.rank >= EX_MAX_RANK) {
			exError(r, op, "rank too large");
			return NULL;
		}
		memmove(s.dims + axis + 1, s.dims + axis, sizeof(int64_t) * (s.rank - axis));
		s.dims[axis] = 1;
		s.rank++;
	}
	size_t outer, inner, total = 0;
	around(&s, axis, &outer, &inner);
	for (size_t k = 0; k < vec->len; k++)
		total += newAxis ? 1 : (size_t)vec->items[k]->dims[axis];
	s.dims[axis] = (int64_t)total;
	ExObj *w = exNewResult(r, op, res, vec->items[0]->dtype, &s);
	for (size_t k = 0, off = 0; w && k < vec->len; k++) {
		size_t n = newAxis ? 1 : (size_t)vec->items[k]->dims[axis];
		movePiece(w, vec->items[k], outer, inner, total, off, n, true);
		off += n;
	}
	return w;
}

/* The pieces of whole w along axis, of sizes n[k] (stack: the axis goes). */
ExObj *exCut(ExRun *r, PirOperation *op, ExObj *w, uint32_t axis, const int64_t *n, size_t count, bool dropAxis,
		    PirTypeKind dtype)
{
	ExShape s = exShapeOf(w);
	size_t outer, inner, total = (size_t)s.dims[axis], sum = 0;
	for (size_t k = 0; k < count; k++)
		sum += (size_t)n[k];
	if (sum != total) {
		exError(r, op, "the pieces' sizes add up to %zu along axis %u, the tensor has %zu", sum, axis, total);
		return NULL;
	}
	around(&s, axis, &outer, &inner);
	ExObj *vec = exVecCreate();
	for (size_t k = 0, off = 0; k < count; k++) {
		ExShape ps = s;
		ps.dims[axis] = n[k];
		if (dropAxis) {
			memmove(ps.dims + axis, ps.dims + axis + 1, sizeof(int64_t) * (ps.rank - axis - 1));
			ps.rank--;
		}
		ExObj *p = exTensorCreate(dtype, &ps);
		if (!p) {
			exRelease(vec);
			exError(r, op, "a piece is too large for pir-run");
			return NULL;
		}
		movePiece(w, p, outer, inner, total, off, (size_t)n[k], false);
		off += (size_t)n[k];
		exItemsPush(vec, p);
	}
	return vec;
}

/* concat(x: vec, axis?) */
static bool concat(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	if (!wantVec(r, op, in, 0) || !exAxisOf(r, op, in, 1, 0, in[0]->items[0]->rank, &axis) ||
	    !exSamePieces(r, op, in[0], axis, false))
		return false;
	return (out[0] = exJoin(r, op, in[0], axis, false, 0)) != NULL;
}

/* concat_grad(x: vec, out_grad, axis?) -> x_grad: vec */
static bool concatGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	if (!wantVec(r, op, in, 0) || !exWantTensor(r, op, in, 1) ||
	    !exAxisOf(r, op, in, 2, 0, in[0]->items[0]->rank, &axis))
		return false;
	int64_t n[64];
	if (in[0]->len > 64)
		return exError(r, op, "at most 64 pieces are supported");
	for (size_t k = 0; k < in[0]->len; k++)
		n[k] = in[0]->items[k]->dims[axis];
	return (out[0] = exCut(r, op, in[1], axis, n, in[0]->len, false, in[1]->dtype)) != NULL;
}

/* The sizes of split's pieces: operand 1 (a tensor of ints, or a vec of
 * one-element tensors) or the attribute `sections`; one -1 takes the rest. */
static bool sections(ExRun *r, PirOperation *op, ExObj **in, int64_t total, int64_t *n, uint32_t *count)
{
	*count = 0;
	ExObj *s = op->numOperands > 1 ? in[1] : NULL;
	if (s && s->kind == EX_TENSOR) {
		for (size_t k = 0; k < s->numel && *count < 64; k++)
			if (!exToInt64(s->data[k], &n[(*count)++]))
				return exError(r, op, "sections holds a non-integer");
	} else if (s && s->kind == EX_VEC) {
		for (size_t k = 0; k < s->len && *count < 64; k++)
			if (s->items[k]->kind != EX_TENSOR || s->items[k]->numel != 1 ||
			    !exToInt64(s->items[k]->data[0], &n[(*count)++]))
				return exError(r, op, "sections must be a vec of one-integer tensors");
	} else if (!exAttrInts(r, op, "sections", n, 64, count)) {
		return false;
	}
	int64_t known = 0;
	int rest = -1;
	for (uint32_t k = 0; k < *count; k++) {
		if (n[k] == -1 && rest < 0)
			rest = (int)k;
		else if (n[k] < 0)
			return exError(r, op, "invalid section size %lld", (long long)n[k]);
		else
			known += n[k];
	}
	if (rest >= 0)
		n[rest] = total - known;
	if (!*count || (rest >= 0 && n[rest] < 0))
		return exError(r, op, "no valid sections");
	return true;
}

/* split(x, sections?, axis?) */
static bool split(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis, count;
	int64_t n[64];
	if (!exWantTensor(r, op, in, 0) || !exAxisOf(r, op, in, 2, 0, in[0]->rank, &axis) ||
	    !sections(r, op, in, in[0]->dims[axis], n, &count))
		return false;
	return (out[0] = exCut(r, op, in[0], axis, n, count, false, in[0]->dtype)) != NULL;
}

/* split_with_num(x, axis?), attribute num */
static bool splitWithNum(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	double num;
	if (!exWantTensor(r, op, in, 0) || !exAxisOf(r, op, in, 1, 0, in[0]->rank, &axis) ||
	    !exAttrDouble(r, op, "num", 0, &num))
		return false;
	int64_t k = (int64_t)num, n[64];
	if (k <= 0 || k > 64 || in[0]->dims[axis] % k)
		return exError(r, op, "num %lld does not divide dimension %lld", (long long)k, (long long)in[0]->dims[axis]);
	for (int64_t i = 0; i < k; i++)
		n[i] = in[0]->dims[axis] / k;
	return (out[0] = exCut(r, op, in[0], axis, n, (size_t)k, false, in[0]->dtype)) != NULL;
}

/* split_grad(out_grad: vec, axis?) and split_with_num_grad: the concat of
 * the pieces' gradients (default axis -1, as the signature says). */
static bool splitGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	if (!wantVec(r, op, in, 0) || !exAxisOf(r, op, in, 1, -1, in[0]->items[0]->rank, &axis) ||
	    !exSamePieces(r, op, in[0], axis, false))
		return false;
	return (out[0] = exJoin(r, op, in[0], axis, false, 0)) != NULL;
}

/* stack(x: vec), attribute axis: a new axis of the vec's length. */
static bool stack(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	if (!wantVec(r, op, in, 0) || !exAxisOf(r, op, in, 99, 0, in[0]->items[0]->rank + 1, &axis) ||
	    !exSamePieces(r, op, in[0], axis, true))
		return false;
	return (out[0] = exJoin(r, op, in[0], axis, true, 0)) != NULL;
}

/* unbind(input) {axis} and unstack(x) {axis, num}: the slices along axis,
 * the axis dropped, as a vec (num, when given, must be the dim); their
 * grads (out_grad: vec) {axis} are stack's. */
static bool unbind(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	double num;
	if (!exWantTensor(r, op, in, 0) || !exAxisOf(r, op, in, 99, 0, in[0]->rank, &axis) ||
	    !exAttrDouble(r, op, "num", 0, &num))
		return false;
	int64_t len = in[0]->dims[axis], n[64];
	if (num > 0 && num != (double)len)
		return exError(r, op, "unstack: num %g differs from the dim %lld along axis %u", num, (long long)len, axis);
	if (len > 64)
		return exError(r, op, "pir-run unbinds at most 64 slices (%lld)", (long long)len);
	for (int64_t k = 0; k < len; k++)
		n[k] = 1;
	return (out[0] = exCut(r, op, in[0], axis, n, (size_t)len, true, in[0]->dtype)) != NULL;
}

/* stack_grad(x: vec, out_grad), attribute axis -> x_grad: vec */
static bool stackGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	if (!wantVec(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAxisOf(r, op, in, 99, 0, in[1]->rank, &axis))
		return false;
	int64_t n[64];
	if (in[0]->len > 64 || in[1]->dims[axis] != (int64_t)in[0]->len)
		return exError(r, op, "out_grad does not have one slice per element of x along axis %u", axis);
	for (size_t k = 0; k < in[0]->len; k++)
		n[k] = 1;
	return (out[0] = exCut(r, op, in[1], axis, n, in[0]->len, true, in[1]->dtype)) != NULL;
}

/* add_n_grad(inputs: vec, out_grad) -> inputs_grad: vec, each out_grad. */
static bool addNGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!wantVec(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExObj *vec = exVecCreate();
	ExShape s = exShapeOf(in[1]);
	for (size_t k = 0; k < in[0]->len; k++) {
		ExObj *p = exTensorCreate(in[1]->dtype, &s);
		if (!p) {
			exRelease(vec);
			return exError(r, op, "a gradient is too large for pir-run");
		}
		memcpy(p->data, in[1]->data, sizeof(double) * p->numel);
		exItemsPush(vec, p);
	}
	out[0] = vec;
	return true;
}

const ExKernel exVecKernels[] = {
	{"pd_op.concat", concat},
	{"pd_op.concat_double_grad", concat}, /* concat of the vec grad_x_grad */
	{"pd_op.concat_grad", concatGrad},
	{"pd_op.split", split},
	{"pd_op.split_with_num", splitWithNum},
	{"pd_op.split_grad", splitGrad},
	{"pd_op.split_with_num_grad", splitGrad},
	{"pd_op.stack", stack},
	{"pd_op.stack_double_grad", stack},
	{"pd_op.stack_grad", stackGrad},
	{"pd_op.unbind", unbind},
	{"pd_op.unbind_grad", stack},
	{"pd_op.unstack", unbind},
	{"pd_op.unstack_grad", stack},
	{"pd_op.add_n_grad", addNGrad},
	{NULL, NULL},
};
