/* kernel_support.c: the kernel registry lookup and the helpers kernels
 * share (attributes, result tensors, broadcast, gradient reduction). */
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* A linear search over the tables: pir-run has no speed-only path
 * (lib/sys/speed_paths.h), nothing of it to turn off for PIR_SPEED_PATHS=0. */
ExKernelFn exLookupKernel(const char *opName)
{
	const ExKernel *tables[] = {exElementwiseKernels, exLinalgKernels, exGradKernels, exDoubleGradKernels, exVecKernels,
				     exNnKernels, exModelKernels, exCnnKernels, exActKernels, exShapeKernels,
				     exNormKernels, exInterpKernels, exConvTKernels, exRnnKernels, exArrayKernels, exMathKernels,
				     exTrainKernels, exSmoothKernels, exReduceKernels, exIndexKernels, exLossKernels,
				     exInstanceNormKernels, exOptimizerKernels, exPointwiseKernels, exReduceSmallKernels,
				     exSetValueKernels, exLayoutKernels, exSelectKernels, exNllUnfoldKernels};
	for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
		for (const ExKernel *k = tables[t]; k->name; k++)
			if (strcmp(k->name, opName) == 0)
				return k->fn;
	return NULL;
}

PirAttribute *exAttr(PirOperation *op, const char *name)
{
	return pirOperationGetAttrDict(op) ? pirOperationGetAttr(op, name) : NULL;
}

static bool attrToDouble(const PirAttribute *a, double *out)
{
	switch (a->kind) {
	case PIR_ATTR_BOOL:
		*out = a->b;
		return true;
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX:
		*out = (double)a->i;
		return true;
	case PIR_ATTR_FLOAT:
		*out = a->f;
		return true;
	case PIR_ATTR_DOUBLE:
		*out = a->d;
		return true;
	default:
		return false;
	}
}

bool exAttrDouble(ExRun *r, PirOperation *op, const char *name, double deflt, double *out)
{
	PirAttribute *a = exAttr(op, name);
	*out = deflt;
	if (!a)
		return true;
	if (!attrToDouble(a, out))
		return exError(r, op, "attribute '%s' is not a number", name);
	return true;
}

bool exAttrBool(PirOperation *op, const char *name, bool deflt)
{
	PirAttribute *a = exAttr(op, name);
	return a && a->kind == PIR_ATTR_BOOL ? a->b : deflt;
}

bool exAxisSplit(ExRun *r, PirOperation *op, const ExObj *x, int64_t a, size_t *outer, int64_t *n, size_t *inner)
{
	int64_t rank = x->rank;
	if (a < 0)
		a += rank ? rank : 1;
	if (a < 0 || a >= (rank ? rank : 1))
		return exError(r, op, "axis %lld is out of range for rank %u", (long long)a, x->rank);
	*outer = 1;
	*inner = 1;
	for (int64_t i = 0; i < a; i++)
		*outer *= (size_t)x->dims[i];
	for (int64_t i = a + 1; i < rank; i++)
		*inner *= (size_t)x->dims[i];
	*n = rank ? x->dims[a] : 1;
	return true;
}

const char *exAttrText(PirOperation *op, const char *name, const char *deflt)
{
	PirAttribute *a = exAttr(op, name);
	return a && a->kind == PIR_ATTR_STR ? a->text->str : deflt;
}

bool exToInt64(double d, int64_t *out)
{
	if (!(d >= -9.2e18 && d <= 9.2e18))
		return false;
	*out = (int64_t)d;
	return true;
}

bool exAttrDoubles(ExRun *r, PirOperation *op, const char *name, double *vals, uint32_t max, uint32_t *n)
{
	PirAttribute *a = exAttr(op, name);
	*n = 0;
	if (!a)
		return true;
	if (a->kind != PIR_ATTR_ARRAY)
		return attrToDouble(a, &vals[0]) ? (*n = 1, true)
						 : exError(r, op, "attribute '%s' is not a number or an array", name);
	if (a->array.size > max)
		return exError(r, op, "attribute '%s' has %u entries, at most %u are supported", name, a->array.size,
			       max);
	for (uint32_t i = 0; i < a->array.size; i++)
		if (!attrToDouble(a->array.elems[i], &vals[i]))
			return exError(r, op, "attribute '%s' is not an array of numbers", name);
	*n = a->array.size;
	return true;
}

bool exAttrInts(ExRun *r, PirOperation *op, const char *name, int64_t *vals, uint32_t max, uint32_t *n)
{
	PirAttribute *a = exAttr(op, name);
	*n = 0;
	if (!a)
		return true;
	if (a->kind == PIR_ATTR_INT_ARRAY) {
		if (a->ints.size > max)
			return exError(r, op, "attribute '%s' has %u entries, at most %u are supported", name,
				       a->ints.size, max);
		memcpy(vals, a->ints.elems, sizeof(int64_t) * a->ints.size);
		*n = a->ints.size;
		return true;
	}
	if (a->kind == PIR_ATTR_ARRAY) {
		if (a->array.size > max)
			return exError(r, op, "attribute '%s' has %u entries, at most %u are supported", name,
				       a->array.size, max);
		for (uint32_t i = 0; i < a->array.size; i++) {
			double d;
			if (!attrToDouble(a->array.elems[i], &d) || !exToInt64(d, &vals[i]))
				return exError(r, op, "attribute '%s' is not an array of integers", name);
		}
		*n = a->array.size;
		return true;
	}
	double d;
	if (attrToDouble(a, &d) && max > 0 && exToInt64(d, &vals[0])) {
		*n = 1;
		return true;
	}
	return exError(r, op, "attribute '%s' is not an array of integers", name);
}

PirTypeKind exAttrDtype(PirOperation *op, const char *name)
{
	PirAttribute *a = exAttr(op, name);
	if (!a || a->kind != PIR_ATTR_DATA_TYPE)
		return PIR_TYPE_UNDEFINED;
	return exDtypeFromName(a->text->str);
}

PirTypeKind exResultDtype(PirOperation *op, uint32_t i, PirTypeKind fallback)
{
	if (i < op->numResults) {
		PirType *t = pirOperationGetResultType(op, i);
		if (pirTypeIsDenseTensor(t) && t->tensor.elem && exDtypeSupported(t->tensor.elem->kind))
			return t->tensor.elem->kind;
	}
	return fallback;
}

ExObj *exNewResult(ExRun *r, PirOperation *op, uint32_t i, PirTypeKind fallback, const ExShape *shape)
{
	ExObj *t = exTensorCreate(exResultDtype(op, i, fallback), shape);
	size_t n = exShapeNumel(shape);
	if (!t && shape->rank <= EX_MAX_RANK && n != (size_t)-1)
		exError(r, op,
			"result %u: %zu elements do not fit in pir-run's budget of %zu (%zu held by live tensors; "
			"--max-elements)",
			i, n, exElementBudget(), exLiveElements());
	else if (!t)
		exError(r, op, "result %u: tensor of invalid shape for pir-run", i);
	return t;
}

bool exNewResults(ExRun *r, PirOperation *op, PirTypeKind fallback, const ExShape *shapes, uint32_t n, ExObj **res)
{
	for (uint32_t k = 0; k < n; k++)
		res[k] = NULL;
	for (uint32_t k = 0; k < n && k < op->numResults; k++)
		if (!(res[k] = exNewResult(r, op, k, fallback, &shapes[k]))) {
			while (k--)
				exRelease(res[k]);
			return false;
		}
	return true;
}

bool exWantTensor(ExRun *r, PirOperation *op, ExObj **in, uint32_t i)
{
	if (i >= op->numOperands || !in[i])
		return exError(r, op, "operand %u is missing", i);
	if (in[i]->kind != EX_TENSOR)
		return exError(r, op, "operand %u is not a tensor", i);
	return true;
}

bool exXShapeResults(ExRun *r, PirOperation *op, const ExObj *x, ExObj **out)
{
	for (uint32_t i = 1; i < op->numResults; i++) {
		ExShape xs = {x->rank + 1, {0}};
		if (xs.rank > EX_MAX_RANK)
			return exError(r, op, "xshape too large");
		memcpy(xs.dims + 1, x->dims, sizeof(int64_t) * x->rank);
		if (!(out[i] = exNewResult(r, op, i, x->dtype, &xs)))
			return false;
	}
	return true;
}

bool exUnary(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryFn f, const double *attr)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExShape s = exShapeOf(in[0]);
	ExObj *y = exNewResult(r, op, 0, in[0]->dtype, &s);
	if (!y)
		return false;
	for (size_t i = 0; i < y->numel; i++)
		y->data[i] = f(in[0]->data[i], attr);
	out[0] = y;
	return true;
}

bool exUnaryGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryGradFn f, const double *attr)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[1]);
	if (!exShapeEqual(&s, &sg))
		return exError(r, op, "operand shapes differ");
	ExObj *xg = exNewResult(r, op, 0, in[1]->dtype, &s);
	if (!xg)
		return false;
	for (size_t i = 0; i < xg->numel; i++)
		xg->data[i] = f(in[0]->data[i], in[1]->data[i], attr);
	out[0] = xg;
	return true;
}

bool exUnaryDoubleGrad(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExUnaryDoubleGradFn f,
		       const double *attr)
{
	for (uint32_t i = 0; i < 3; i++)
		if (!exWantTensor(r, op, in, i))
			return false;
	ExShape s = exShapeOf(in[0]), sg = exShapeOf(in[1]), sd = exShapeOf(in[2]);
	if (!exShapeEqual(&s, &sg) || !exShapeEqual(&s, &sd))
		return exError(r, op, "operand shapes differ");
	ExShape shapes[2] = {s, s};
	ExObj *res[2];
	if (!exNewResults(r, op, in[2]->dtype, shapes, 2, res))
		return false;
	for (size_t i = 0; i < res[0]->numel; i++) {
		double v[2];
		f(in[0]->data[i], in[1]->data[i], in[2]->data[i], attr, v);
		res[0]->data[i] = v[0];
		if (res[1])
			res[1]->data[i] = v[1];
	}
	out[0] = res[0];
	if (res[1])
		out[1] = res[1];
	return true;
}

bool exBinary(ExRun *r, PirOperation *op, ExObj *x, ExObj *y, ExBinaryFn f, PirTypeKind dtype, ExObj **out)
{
	ExShape sx = exShapeOf(x), sy = exShapeOf(y), so;
	if (!exBroadcastShape(&sx, &sy, &so))
		return exError(r, op, "operand shapes do not broadcast");
	ExObj *o = exNewResult(r, op, 0, dtype, &so);
	if (!o)
		return false;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < o->numel; k++) {
		o->data[k] = f(x->data[exBroadcastIndex(&sx, &so, idx)], y->data[exBroadcastIndex(&sy, &so, idx)]);
		exIndexNext(&so, idx);
	}
	*out = o;
	return true;
}

ExObj *exReduceTo(ExRun *r, PirOperation *op, uint32_t res, const ExObj *g, const ExObj *like)
{
	ExShape sg = exShapeOf(g), sl = exShapeOf(like), sb;
	if (!exBroadcastShape(&sl, &sg, &sb) || !exShapeEqual(&sb, &sg)) {
		exError(r, op, "gradient shape does not broadcast from the input's");
		return NULL;
	}
	ExObj *o = exNewResult(r, op, res, like->dtype, &sl);
	if (!o)
		return NULL;
	int64_t idx[EX_MAX_RANK] = {0};
	for (size_t k = 0; k < g->numel; k++) {
		o->data[exBroadcastIndex(&sl, &sg, idx)] += g->data[k];
		exIndexNext(&sg, idx);
	}
	return o;
}

bool exWithLegacyAxis(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, ExKernelFn fn)
{
	double a;
	if (!exAttrDouble(r, op, "axis", -1, &a))
		return false;
	uint32_t hi = 0, lo = EX_MAX_RANK + 1, n = op->numOperands;
	ExShape orig = {0, {0}};
	for (uint32_t i = 0; i < n; i++)
		if (in[i] && in[i]->kind == EX_TENSOR) {
			hi = in[i]->rank > hi ? in[i]->rank : hi;
			if (in[i]->rank < lo) {
				lo = in[i]->rank;
				orig = exShapeOf(in[i]);
			}
		}
	if (a == -1 || lo >= hi)
		return fn(r, op, in, out);
	if (a < 0 || a > hi - lo)
		return exError(r, op, "axis %g is outside [0, %u] for operands of ranks %u and %u", a, hi - lo, hi, lo);
	ExShape pad = {hi, {0}};
	for (uint32_t d = 0; d < hi; d++)
		pad.dims[d] = d >= (uint32_t)a && d < (uint32_t)a + lo ? orig.dims[d - (uint32_t)a] : 1;
	ExObj **seen = pirCalloc(n ? n : 1, sizeof *seen);
	bool ok = true;
	for (uint32_t i = 0; i < n && ok; i++) {
		seen[i] = in[i];
		if (!in[i] || in[i]->kind != EX_TENSOR || in[i]->rank == hi)
			continue;
		ExShape s = exShapeOf(in[i]);
		if (!exShapeEqual(&s, &orig))
			ok = exError(r, op, "with axis %g, the operands of rank below %u must have one shape", a, hi);
		else if (!(seen[i] = exTensorView(in[i], &pad)))
			ok = exError(r, op, "out of memory");
	}
	ok = ok && fn(r, op, seen, out);
	for (uint32_t i = 0; i < n; i++)
		if (seen[i] != in[i])
			exRelease(seen[i]);
	free(seen);
	for (uint32_t k = 0; ok && k < op->numResults; k++) {
		PirType *t = pirOperationGetResultType(op, k);
		ExObj *o = out[k];
		if (o && o->kind == EX_TENSOR && !o->base && t && pirTypeIsDenseTensor(t) && t->tensor.rank == lo &&
		    o->rank == hi && o->numel == exShapeNumel(&orig)) {
			o->rank = orig.rank;
			memcpy(o->dims, orig.dims, sizeof(int64_t) * orig.rank);
		}
	}
	return ok;
}
