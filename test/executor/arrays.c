/* arrays.c: pir-run's tensor arrays (pd_op.tensor_array), run by the roles
 * their YAML declares (docs/dialect-yaml.md, "Roles"): array_create (a new
 * empty array), array_fill_like (an array of another's length and element
 * shapes, filled with `val`), array_read (a copy of element i) and
 * array_write (a copy of x stored at i, in place; i equal to the length
 * appends). An array is an object holding its elements; array_write's
 * result is its operand's object. Also the kernels of array_length,
 * array_to_tensor (the elements concatenated, or stacked, along axis, and
 * their sizes along it), tensor_to_array (its gradient: a tensor cut into
 * pieces shaped like an array's elements) and add_n_array (the arrays'
 * elementwise sum). */
#include "kernels.h"

static ExObj *arrayOperand(ExRun *r, PirOperation *op, uint32_t i)
{
	PirValue *v = i < op->numOperands ? pirOperationGetOperand(op, i) : NULL;
	ExObj *o = v ? exMapGet(&r->env, v) : NULL;
	if (!o || o->kind != EX_ARRAY) {
		exError(r, op, "operand %u is not a tensor array", i);
		return NULL;
	}
	return o;
}

/* The index operand: one integer element, at least 0. */
static bool indexOperand(ExRun *r, PirOperation *op, uint32_t i, size_t *at)
{
	PirValue *v = i < op->numOperands ? pirOperationGetOperand(op, i) : NULL;
	ExObj *o = v ? exMapGet(&r->env, v) : NULL;
	int64_t k;
	if (!o || o->kind != EX_TENSOR || o->numel != 1 || !exToInt64(o->data[0], &k) || k < 0)
		return exError(r, op, "the index (operand %u) must be one integer, at least 0", i);
	*at = (size_t)k;
	return true;
}

/* A new tensor like t (its dtype and shape), filled with a copy of t's
 * elements, or with `value` when fill. */
static ExObj *copyOf(ExRun *r, PirOperation *op, const ExObj *t, bool fill, double value)
{
	ExShape s = exShapeOf(t);
	ExObj *c = exTensorCreate(t->dtype, &s);
	if (!c) {
		exError(r, op, "an element of %zu values does not fit in the element budget", t->numel);
		return NULL;
	}
	for (size_t k = 0; k < t->numel; k++)
		c->data[k] = fill ? value : t->data[k];
	exTensorNormalize(c);
	return c;
}

bool exRunArrayOp(ExRun *r, PirOperation *op, PirOpRole role)
{
	if (op->numResults != 1)
		return exError(r, op, "an array op has one result");
	PirValue *res = pirOperationGetResult(op, 0);
	if (role == PIR_ROLE_ARRAY_CREATE) {
		ExObj *a = exVecCreate();
		a->kind = EX_ARRAY;
		exMapSet(&r->env, res, a);
		return true;
	}
	ExObj *a = arrayOperand(r, op, 0);
	if (!a)
		return false;
	if (role == PIR_ROLE_ARRAY_FILL_LIKE) {
		double val = 0;
		if (!exAttrDouble(r, op, "val", 0, &val))
			return false;
		ExObj *n = exVecCreate();
		n->kind = EX_ARRAY;
		for (size_t k = 0; k < a->len; k++) {
			ExObj *e = copyOf(r, op, a->items[k], true, val);
			if (!e) {
				exRelease(n);
				return false;
			}
			exItemsPush(n, e);
		}
		exMapSet(&r->env, res, n);
		return true;
	}
	size_t at = 0;
	if (!indexOperand(r, op, role == PIR_ROLE_ARRAY_READ ? 1 : 2, &at))
		return false;
	if (role == PIR_ROLE_ARRAY_READ) {
		if (at >= a->len)
			return exError(r, op, "reads element %zu of an array of %zu", at, a->len);
		ExObj *e = copyOf(r, op, a->items[at], false, 0);
		if (!e)
			return false;
		exMapSet(&r->env, res, e);
		return true;
	}
	PirValue *xv = op->numOperands > 1 ? pirOperationGetOperand(op, 1) : NULL;
	ExObj *x = xv ? exMapGet(&r->env, xv) : NULL;
	if (!x || x->kind != EX_TENSOR)
		return exError(r, op, "the value written (operand 1) must be a tensor");
	if (at > a->len)
		return exError(r, op, "writes element %zu of an array of %zu (a write may append, not leave a hole)", at,
			       a->len);
	ExObj *e = copyOf(r, op, x, false, 0);
	if (!e)
		return false;
	if (at == a->len) {
		exItemsPush(a, e);
	} else {
		exRelease(a->items[at]);
		a->items[at] = e;
	}
	exMapSet(&r->env, res, exRetain(a));
	return true;
}

/* array_length: the number of elements, as a 1-element int64 tensor. */
static bool arrayLength(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!in[0] || in[0]->kind != EX_ARRAY)
		return exError(r, op, "operand 0 is not a tensor array");
	ExShape s = {1, {1}};
	if (!(out[0] = exNewResult(r, op, 0, PIR_TYPE_I64, &s)))
		return false;
	out[0]->data[0] = (double)in[0]->len;
	return true;
}

static bool wantArray(ExRun *r, PirOperation *op, ExObj **in, uint32_t i)
{
	if (!in[i] || in[i]->kind != EX_ARRAY || !in[i]->len)
		return exError(r, op, "operand %u must be a tensor array of at least one element", i);
	return true;
}

/* array_to_tensor(x), attributes axis, use_stack -> out, out_index (int32:
 * each element's size along axis, 1 when stacked). */
static bool arrayToTensor(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	bool stack = exAttrBool(op, "use_stack", false);
	if (!wantArray(r, op, in, 0) ||
	    !exAxisOf(r, op, in, 99, 0, in[0]->items[0]->rank + (stack ? 1 : 0), &axis) ||
	    !exSamePieces(r, op, in[0], axis, stack) || !(out[0] = exJoin(r, op, in[0], axis, stack, 0)))
		return false;
	if (op->numResults < 2)
		return true;
	ExShape s = {1, {(int64_t)in[0]->len}};
	if (!(out[1] = exNewResult(r, op, 1, PIR_TYPE_I32, &s)))
		return false;
	for (size_t k = 0; k < in[0]->len; k++)
		out[1]->data[k] = stack ? 1 : (double)in[0]->items[k]->dims[axis];
	return true;
}

/* tensor_to_array(x, out_grad), attributes axis, use_stack -> x_grad: an
 * array of out_grad's pieces along axis, one per element of x, of its size. */
static bool tensorToArray(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	uint32_t axis;
	bool stack = exAttrBool(op, "use_stack", false);
	if (!wantArray(r, op, in, 0) || !exWantTensor(r, op, in, 1) || !exAxisOf(r, op, in, 99, 0, in[1]->rank, &axis))
		return false;
	if (in[0]->len > 4096)
		return exError(r, op, "at most 4096 elements are supported");
	int64_t n[4096];
	for (size_t k = 0; k < in[0]->len; k++) {
		if (!stack && axis >= in[0]->items[k]->rank)
			return exError(r, op, "element %zu has no axis %u", k, axis);
		n[k] = stack ? 1 : in[0]->items[k]->dims[axis];
	}
	if (!(out[0] = exCut(r, op, in[1], axis, n, in[0]->len, stack, in[1]->dtype)))
		return false;
	out[0]->kind = EX_ARRAY;
	return true;
}

/* add_n_array(inputs: vec of arrays): element j of the result is the sum of
 * the inputs' elements j (an input shorter than j + 1 adds nothing). */
static bool addNArray(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!in[0] || in[0]->kind != EX_VEC || !in[0]->len)
		return exError(r, op, "operand 0 must be a vec of tensor arrays");
	ExObj *res = exVecCreate();
	res->kind = EX_ARRAY;
	for (size_t k = 0; k < in[0]->len; k++) {
		ExObj *a = in[0]->items[k];
		if (a->kind != EX_ARRAY) {
			exRelease(res);
			return exError(r, op, "element %zu of operand 0 is not a tensor array", k);
		}
		for (size_t j = 0; j < a->len; j++) {
			if (j == res->len) {
				ExObj *c = copyOf(r, op, a->items[j], false, 0);
				if (!c) {
					exRelease(res);
					return false;
				}
				exItemsPush(res, c);
				continue;
			}
			ExObj *t = res->items[j], *e = a->items[j];
			if (t->numel != e->numel) {
				exRelease(res);
				return exError(r, op, "element %zu of array %zu has %zu values, of the sum %zu", j, k, e->numel,
					       t->numel);
			}
			for (size_t m = 0; m < t->numel; m++)
				t->data[m] += e->data[m];
			exTensorNormalize(t);
		}
	}
	out[0] = res;
	return true;
}

const ExKernel exArrayKernels[] = {
	{"pd_op.array_length", arrayLength},
	{"pd_op.array_to_tensor", arrayToTensor},
	{"pd_op.tensor_to_array", tensorToArray},
	{"pd_op.add_n_array", addNArray},
	{NULL, NULL},
};
