/* arrays.c: pir-run's tensor arrays (pd_op.tensor_array), run by the roles
 * their YAML declares (docs/dialect-yaml.md, "Roles"): array_create (a new
 * empty array), array_fill_like (an array of another's length and element
 * shapes, filled with `val`), array_read (a copy of element i) and
 * array_write (a copy of x stored at i, in place; i equal to the length
 * appends). An array is an object holding its elements; array_write's
 * result is its operand's object. Also the kernel of array_length. */
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

const ExKernel exArrayKernels[] = {
	{"pd_op.array_length", arrayLength},
	{NULL, NULL},
};
