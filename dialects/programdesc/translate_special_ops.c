/* translate_special_ops.c: the legacy ops Paddle's ProgramTranslator does
 * not translate by the general rule (its table of special handlers,
 * docs/file-formats.md): feed/fetch/data/shadow_output, fill_constant,
 * assign_value, assign, cast, increment, the elementwise axis, legacy
 * matmul and mul, lookup_table, split, one_hot_v2, tril_triu, gather, rnn,
 * range, reduce_* with reduce_all, share_buffer, write_to_array, slice of a tensor
 * array, lookup_table_v2_grad, grad_add, the XShape grads, randint,
 * elementwise and mul grads, select_input/output; and the attribute
 * defaults it supplies for ops that omit them. */
#include "program_translator.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static PirAttribute *str(PdTranslator *T, const char *s)
{
	return pirAttrGetStr(T->ctx, s, strlen(s));
}

static PirAttribute *dtypeAttr(PdTranslator *T, const char *name)
{
	return pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, name, strlen(name));
}

static double attrFloat(PdTranslator *T, const PdOp *op, const char *name, double deflt)
{
	const PdAttr *a = pdGetAttr(T, op, name);
	if (!a)
		return deflt;
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT: return a->f;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64: return a->float64;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT: return a->i;
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG: return (double)a->l;
	default: return deflt;
	}
}

static const char *inArg(PdTranslator *T, const PdOp *op, const char *slot)
{
	return pdFirstArg(pdInputSlot(T, op, slot));
}

static const char *outArg(const PdOp *op, const char *slot)
{
	return pdFirstArg(pdOutputSlot(op, slot));
}

/* One result typed from output variable `var`, bound to it. */
static PirOperation *createBound(PdTranslator *T, const char *name, uint32_t n, PirValue *const *operands,
				 const char *var, PdAttrList *l, size_t *counter)
{
	PirType *t = pdVarType(T, var);
	if (!t) {
		free(l->e);
		return NULL;
	}
	PirOperation *op = pdCreateOp(T, name, n, operands, 1, &t, l, 0, counter);
	if (op)
		pdBind(T, var, pirOperationGetResult(op, 0), -1);
	return op;
}

static bool needArg(PdTranslator *T, const char *arg, const char *slot, bool input)
{
	if (!arg)
		pdError(T, "has no %s '%s'", input ? "input" : "output", slot);
	return arg != NULL;
}

/* feed: a program input. pd_op.data named after the variable (what Paddle 3
 * saves; Paddle's translator makes pd_op.feed). */
static bool translateFeed(PdTranslator *T, const PdOp *op)
{
	/* X is the executor's feed list, whose column `col` pd_op.data
	 * stands for, by the variable's name (consumed so) */
	pdInputSlot(T, op, "X");
	pdGetAttr(T, op, "col");
	const char *out = outArg(op, "Out");
	if (!needArg(T, out, "Out", false))
		return false;
	PirType *t = pdVarType(T, out);
	if (!t)
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "name", str(T, out));
	if (t->kind == PIR_TYPE_TENSOR) {
		pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, t->tensor.rank, t->tensor.dims));
		const PdVar *v = pdLookupVar(T, out);
		pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(v->type->dense_tensor->tensor->data_type)));
	}
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "undefined:0", 11));
	T->stats->feeds++;
	PirOperation *d = pdCreateOp(T, "pd_op.data", 0, NULL, 1, &t, &l, 0, NULL);
	if (d)
		pdBind(T, out, pirOperationGetResult(d, 0), -1);
	return d != NULL;
}

static const char *placeText(int type)
{
	switch (type) {
	case 1: return "cpu";
	case 2: return "gpu:0";
	case 3: return "gpu_pinned";
	case 4: return "xpu:0";
	case 7: return "ipu:0";
	default: return "undefined:0";
	}
}

/* data (paddle.static.data): name, shape, dtype, place as attributes. */
static bool translateData(PdTranslator *T, const PdOp *op)
{
	const char *out = outArg(op, "out");
	if (!out)
		out = outArg(op, "Out");
	if (!needArg(T, out, "out", false))
		return false;
	PdAttrList l = {0};
	const PdAttr *name = pdGetAttr(T, op, "name"), *shape = pdGetAttr(T, op, "shape");
	pdAttrAdd(T, &l, "name", name ? pdTranslateAttr(T, name, 0) : str(T, out));
	if (shape)
		pdAttrAdd(T, &l, "shape", pdTranslateAttr(T, shape, 1u << PIR_ATTR_INT_ARRAY));
	pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(pdAttrInt(T, op, "dtype", 5))));
	const char *pl = placeText(pdAttrInt(T, op, "place", 0));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, pl, strlen(pl)));
	return createBound(T, "pd_op.data", 0, NULL, out, &l, NULL) != NULL;
}

/* fetch / fetch_v2: pd_op.fetch(x) {name, col}; the result is not bound. */
static bool translateFetch(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X");
	if (!needArg(T, x, "X", true))
		return false;
	PirValue *v = pdGetValue(T, x);
	if (!v)
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "name", str(T, x));
	pdAttrAdd(T, &l, "col", pirAttrGetInt32(T->ctx, pdAttrInt(T, op, "col", 0)));
	T->stats->fetches++;
	PirType *type = pirValueGetType(v);
	return pdCreateOp(T, T->opFetch, 1, &v, 1, &type, &l, 0, NULL) != NULL;
}

/* shadow_output: builtin.shadow_output(x) {output_name}; nothing when x
 * was never defined. */
static bool translateShadowOutput(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "x");
	if (!x)
		x = inArg(T, op, "X");
	if (!x || !pdIsBound(T, x)) {
		T->stats->dropped++;
		return true;
	}
	PirValue *v = pdGetValue(T, x);
	if (!v)
		return false;
	PdAttrList l = {0};
	const PdAttr *name = pdGetAttr(T, op, "name");
	pdAttrAdd(T, &l, T->keyOutput, name && name->s ? str(T, name->s) : str(T, x));
	return pdCreateOp(T, T->opShadowOutput, 1, &v, 0, NULL, &l, 0, NULL) != NULL;
}

/* fill_constant: pd_op.full {shape, value, dtype, place}; with tensor
 * inputs pd_op.full_with_tensor(value, shape) {dtype}. */
static bool translateFillConstant(PdTranslator *T, const PdOp *op)
{
	const char *out = outArg(op, "Out");
	if (!needArg(T, out, "Out", false))
		return false;
	const char *valueT = inArg(T, op, "ValueTensor"), *shapeT = inArg(T, op, "ShapeTensor");
	const PdSlot *shapeList = pdInputSlot(T, op, "ShapeTensorList");
	const char *dtype = pdDataTypeName(pdAttrInt(T, op, "dtype", 5));
	if (shapeT && shapeList && shapeList->n_arguments) {
		pdError(T, "gives 'shape' both as the tensor list 'ShapeTensorList' and as the tensor 'ShapeTensor': the "
			   "legacy kernels differ on which one wins, so the translation does not choose");
		return false;
	}
	double value = attrFloat(T, op, "value", 0);
	const PdAttr *sv = pdGetAttr(T, op, "str_value");
	if (sv && sv->s && sv->s[0])
		value = strtod(sv->s, NULL);
	if (isnan(value))
		value = NAN; /* no sign (see programdesc_reader.c) */
	if (!valueT && !shapeT && !(shapeList && shapeList->n_arguments)) {
		PdAttrList l = {0};
		const PdAttr *shape = pdGetAttr(T, op, "shape");
		pdAttrAdd(T, &l, "shape", shape ? pdTranslateAttr(T, shape, 1u << PIR_ATTR_INT_ARRAY)
						: pirAttrGetIntArray(T->ctx, 0, NULL));
		pdAttrAdd(T, &l, "value", pirAttrGetDouble(T->ctx, value));
		pdAttrAdd(T, &l, "dtype", dtypeAttr(T, dtype));
		int placeType = pdAttrInt(T, op, "place_type", -1);
		const char *pl = pdAttrBool(T, op, "force_cpu", false) ? "cpu"
				 : placeType == 0			 ? "cpu"
				 : placeType == 1			 ? "gpu:0"
				 : placeType == 2			 ? "gpu_pinned"
				 : placeType == 3			 ? "xpu:0"
									 : "undefined:0";
		pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, pl, strlen(pl)));
		return createBound(T, "pd_op.full", 0, NULL, out, &l, NULL) != NULL;
	}
	PirValue *operands[2];
	operands[0] = valueT ? pdGetValue(T, valueT) : pdFullScalar(T, value, "float32");
	if (shapeT) {
		operands[1] = pdGetValue(T, shapeT);
	} else if (shapeList && shapeList->n_arguments) {
		PirValue **vals = pirMalloc(shapeList->n_arguments * sizeof *vals);
		bool ok = true;
		for (size_t i = 0; i < shapeList->n_arguments && ok; i++)
			ok = (vals[i] = pdGetValue(T, shapeList->arguments[i])) != NULL;
		PirValue *vec = ok ? pdCombine(T, (uint32_t)shapeList->n_arguments, vals) : NULL;
		PirType *st = NULL;
		if (vec) {
			/* stack: [n] + the elements' dims (each element is usually [1]) */
			PirType *e0 = vals[0] ? pirValueGetType(vals[0]) : NULL;
			uint32_t r = e0 && e0->kind == PIR_TYPE_TENSOR ? e0->tensor.rank : 0;
			int64_t d[65];
			d[0] = (int64_t)shapeList->n_arguments;
			for (uint32_t k = 0; k < r && k < 64; k++)
				d[k + 1] = e0->tensor.dims[k];
			PirType *elem = e0 && e0->kind == PIR_TYPE_TENSOR ? e0->tensor.elem : pirTypeGetScalar(T->ctx, PIR_TYPE_I64);
			st = pirTypeGetTensor(T->ctx, elem, (r < 64 ? r : 64) + 1, d);
		}
		free(vals);
		PdAttrList l = {0};
		pdAttrAdd(T, &l, "axis", pirAttrGetInt32(T->ctx, 0));
		PirOperation *stack = vec ? pdCreateOp(T, "pd_op.stack", 1, &vec, 1, &st, &l, 0, &T->stats->helperOps) : NULL;
		free(l.e);
		operands[1] = stack ? pirOperationGetResult(stack, 0) : NULL;
	} else {
		const PdAttr *shape = pdGetAttr(T, op, "shape");
		size_t n = shape ? (shape->n_longs ? shape->n_longs : shape->n_ints) : 0;
		int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
		for (size_t i = 0; i < n; i++)
			v[i] = shape->n_longs ? shape->longs[i] : shape->ints[i];
		operands[1] = pdFullIntArray(T, (uint32_t)n, v);
		free(v);
	}
	if (!operands[0] || !operands[1])
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "dtype", dtypeAttr(T, dtype));
	return createBound(T, "pd_op.full_with_tensor", 2, operands, out, &l, NULL) != NULL;
}

/* assign_value: values from the first non-empty *_values attribute. */
static bool translateAssignValue(PdTranslator *T, const PdOp *op)
{
	const char *out = outArg(op, "Out");
	if (!needArg(T, out, "Out", false))
		return false;
	static const char *const names[] = {"bool_values", "fp32_values", "int32_values", "int64_values", "values"};
	PirAttribute *values = NULL;
	for (size_t i = 0; i < 5 && !values; i++) {
		const PdAttr *a = pdGetAttr(T, op, names[i]);
		PirAttribute *v = a ? pdTranslateAttr(T, a, 0) : NULL;
		if (v && v->kind == PIR_ATTR_ARRAY && v->array.size)
			values = v;
	}
	PdAttrList l = {0};
	const PdAttr *shape = pdGetAttr(T, op, "shape");
	if (shape)
		pdAttrAdd(T, &l, "shape", pdTranslateAttr(T, shape, 1u << PIR_ATTR_ARRAY));
	pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(pdAttrInt(T, op, "dtype", 5))));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "undefined:0", 11));
	pdAttrAdd(T, &l, "values", values ? values : pirAttrGetArray(T->ctx, 0, NULL));
	return createBound(T, "pd_op.assign_value", 0, NULL, out, &l, NULL) != NULL;
}

/* assign: onto an existing variable -> assign_out_(x, out); of a tensor
 * array -> assign_array_; else the general rule (pd_op.assign). */
static bool translateAssign(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X"), *out = outArg(op, "Out");
	if (x && out && pdIsBound(T, out) && strcmp(x, out) != 0 && pdOpExists(T, "pd_op.assign_out_")) {
		PirValue *v[2] = {pdGetValue(T, x), pdGetValue(T, out)};
		if (!v[0] || !v[1])
			return false;
		PdAttrList l = {0};
		return createBound(T, "pd_op.assign_out_", 2, v, out, &l, NULL) != NULL;
	}
	const PdVar *xv = x ? pdLookupVar(T, x) : NULL;
	if (xv && xv->type->tensor_array)
		return pdTranslateGeneral(T, op, "assign_array_");
	return pdTranslateGeneral(T, op, NULL);
}

/* cast: only dtype, from out_dtype. */
static bool translateCast(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X"), *out = outArg(op, "Out");
	if (!needArg(T, x, "X", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *v = pdGetValue(T, x);
	if (!v)
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(pdAttrInt(T, op, "out_dtype", 5))));
	return createBound(T, "pd_op.cast", 1, &v, out, &l, NULL) != NULL;
}

/* increment: value <- step; in place when X and Out are one variable. */
static bool translateIncrement(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X"), *out = outArg(op, "Out");
	if (!needArg(T, x, "X", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *v = pdGetValue(T, x);
	if (!v)
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "value", pirAttrGetFloat(T->ctx, (float)attrFloat(T, op, "step", 1.0)));
	const char *name = !strcmp(x, out) && pdOpExists(T, "pd_op.increment_") ? "pd_op.increment_" : "pd_op.increment";
	return createBound(T, name, 1, &v, out, &l, NULL) != NULL;
}

/* y of unknown extents reshaped to shape(y) + [1]*k at run time, as
 * Paddle does it: concat(combine(shape64(y), full_int_array([1]*k)), 0)
 * as the shape (the leading ones of the static form are left to
 * broadcasting). */
static PirValue *dynamicAxisReshape(PdTranslator *T, PirValue *y, uint32_t k, bool *failed)
{
	*failed = true;
	uint32_t ry = pirValueGetType(y)->tensor.rank;
	PirType *i64 = pirTypeGetScalar(T->ctx, PIR_TYPE_I64);
	int64_t d = ry;
	PirType *st = pirTypeGetTensor(T->ctx, i64, 1, &d);
	PirOperation *sh = pdCreateOp(T, "pd_op.shape64", 1, &y, 1, &st, NULL, 0, &T->stats->helperOps);
	if (!sh)
		return NULL;
	int64_t *ones = pirMalloc(((size_t)ry + k) * sizeof *ones);
	for (uint32_t i = 0; i < k; i++)
		ones[i] = 1;
	PirValue *parts[2] = {pirOperationGetResult(sh, 0), pdFullIntArray(T, k, ones)};
	PirValue *vec = parts[1] ? pdCombine(T, 2, parts) : NULL;
	PirValue *cat[2] = {vec, vec ? pdFullScalar(T, 0, "int32") : NULL};
	d = (int64_t)ry + k;
	PirType *ct = pirTypeGetTensor(T->ctx, i64, 1, &d);
	PirOperation *c = cat[1] ? pdCreateOp(T, "pd_op.concat", 2, cat, 1, &ct, NULL, 0, &T->stats->helperOps) : NULL;
	PirOperation *r = NULL;
	if (c) {
		memcpy(ones, pirValueGetType(y)->tensor.dims, ry * sizeof *ones);
		for (uint32_t i = 0; i < k; i++)
			ones[ry + i] = 1;
		PirType *t = pirTypeGetTensor(T->ctx, pirValueGetType(y)->tensor.elem, ry + k, ones);
		PirValue *ops[2] = {y, pirOperationGetResult(c, 0)};
		r = pdCreateOp(T, "pd_op.reshape", 2, ops, 1, &t, NULL, 0, &T->stats->helperOps);
	}
	free(ones);
	if (!r)
		return NULL;
	*failed = false;
	return pirOperationGetResult(r, 0);
}

/* y reshaped to [1]*axis + shape(y) + [1]*k so that it broadcasts like
 * the legacy axis said; NULL when no reshape is needed. */
static PirValue *axisReshape(PdTranslator *T, PirValue *x, PirValue *y, int axis, bool *failed)
{
	*failed = false;
	if (axis == -1 || pirValueGetType(x)->kind != PIR_TYPE_TENSOR || pirValueGetType(y)->kind != PIR_TYPE_TENSOR)
		return NULL;
	int64_t rx = pirValueGetType(x)->tensor.rank, ry = pirValueGetType(y)->tensor.rank;
	if (axis < -1 || axis > rx) {
		/* found by fuzz-programdesc: a negative axis overran the shape */
		pdError(T, "has axis %d, outside [-1, %lld] (the rank of X)", axis, (long long)rx);
		*failed = true;
		return NULL;
	}
	int64_t k = rx - axis - ry;
	if (k <= 0)
		return NULL;
	for (int64_t i = 0; i < ry; i++)
		if (pirValueGetType(y)->tensor.dims[i] < 0)
			return dynamicAxisReshape(T, y, (uint32_t)k, failed);
	size_t n = (size_t)(axis + ry + k);
	int64_t *shape = pirMalloc(n * sizeof *shape);
	size_t m = 0;
	for (int i = 0; i < axis; i++)
		shape[m++] = 1;
	for (int64_t i = 0; i < ry; i++)
		shape[m++] = pirValueGetType(y)->tensor.dims[i];
	for (int64_t i = 0; i < k; i++)
		shape[m++] = 1;
	PirValue *sv = pdFullIntArray(T, (uint32_t)n, shape);
	PirType *t = pirTypeGetTensor(T->ctx, pirValueGetType(y)->tensor.elem, (uint32_t)n, shape);
	free(shape);
	PirValue *ops[2] = {y, sv};
	PirOperation *r = sv ? pdCreateOp(T, "pd_op.reshape", 2, ops, 1, &t, NULL, 0, &T->stats->helperOps) : NULL;
	if (!r) {
		*failed = true;
		return NULL;
	}
	return pirOperationGetResult(r, 0);
}

/* elementwise_* and grad_add: the legacy axis becomes a reshape of y. */
static bool translateElementwise(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *yn = inArg(T, op, "Y"), *out = outArg(op, "Out");
	if (!needArg(T, xn, "X", true) || !needArg(T, yn, "Y", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *v[2] = {pdGetValue(T, xn), pdGetValue(T, yn)};
	if (!v[0] || !v[1])
		return false;
	bool failed;
	PirValue *r = axisReshape(T, v[0], v[1], pdAttrInt(T, op, "axis", -1), &failed);
	if (failed)
		return false;
	if (r)
		v[1] = r;
	const PirOpCompatEntry *e = pirOpCompatLookup(&T->compat, op->type);
	char name[160];
	/* grad_add (a gradient accumulation) is an add */
	snprintf(name, sizeof name, "pd_op.%s", !strcmp(op->type, "grad_add") ? "add" : e ? e->op : op->type);
	size_t nl = strlen(name);
	if (!strcmp(xn, out) && nl + 1 < sizeof name) {
		name[nl] = '_';
		name[nl + 1] = '\0';
		if (!pdOpExists(T, name))
			name[nl] = '\0';
	}
	PdAttrList l = {0};
	return createBound(T, name, 2, v, out, &l, NULL) != NULL;
}

/* matmul (v1): pd_op.matmul, and pd_op.scale when alpha != 1. */
static bool translateMatmulV1(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *yn = inArg(T, op, "Y"), *out = outArg(op, "Out");
	if (!needArg(T, xn, "X", true) || !needArg(T, yn, "Y", true) || !needArg(T, out, "Out", false))
		return false;
	if (attrFloat(T, op, "Scale_x", 1) != 1 || attrFloat(T, op, "Scale_y", 1) != 1 || attrFloat(T, op, "Scale_out", 1) != 1) {
		pdError(T, "Scale_x/Scale_y/Scale_out other than 1 have no PIR translation");
		return false;
	}
	PirValue *v[2] = {pdGetValue(T, xn), pdGetValue(T, yn)};
	if (!v[0] || !v[1])
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "transpose_x", pirAttrGetBool(T->ctx, pdAttrBool(T, op, "transpose_X", false)));
	pdAttrAdd(T, &l, "transpose_y", pirAttrGetBool(T->ctx, pdAttrBool(T, op, "transpose_Y", false)));
	double alpha = attrFloat(T, op, "alpha", 1.0);
	if (alpha == 1.0)
		return createBound(T, "pd_op.matmul", 2, v, out, &l, NULL) != NULL;
	PirType *t = pdVarType(T, out);
	PirOperation *mm = t ? pdCreateOp(T, "pd_op.matmul", 2, v, 1, &t, &l, 0, NULL) : NULL;
	free(l.e);
	if (!mm)
		return false;
	PirValue *s[2] = {pirOperationGetResult(mm, 0), pdFullScalar(T, alpha, "float32")};
	if (!s[1])
		return false;
	PdAttrList sl = {0};
	pdAttrAdd(T, &sl, "bias", pirAttrGetFloat(T->ctx, 0));
	pdAttrAdd(T, &sl, "bias_after_scale", pirAttrGetBool(T->ctx, true));
	return createBound(T, "pd_op.scale", 2, s, out, &sl, &T->stats->helperOps) != NULL;
}

/* A reshape of v to `n` dims (helper op). */
static PirValue *reshapeTo(PdTranslator *T, PirValue *v, uint32_t n, const int64_t *dims)
{
	PirValue *sv = pdFullIntArray(T, n, dims);
	if (!sv)
		return NULL;
	PirType *t = pirTypeGetTensor(T->ctx, pirValueGetType(v)->tensor.elem, n, dims);
	PirValue *ops[2] = {v, sv};
	PirOperation *r = pdCreateOp(T, "pd_op.reshape", 2, ops, 1, &t, NULL, 0, &T->stats->helperOps);
	return r ? pirOperationGetResult(r, 0) : NULL;
}

/* elementwise_*_grad: the general rule; then, when axis != -1 and the
 * Y@GRAD result's dims differ from y's, a reshape back to y's dims that
 * the name stands for from then on (Paddle's ElementwiseGradTranscriber). */
static bool translateElementwiseGrad(PdTranslator *T, const PdOp *op)
{
	if (!pdTranslateGeneral(T, op, NULL))
		return false;
	const char *yn = inArg(T, op, "Y"), *yg = outArg(op, "Y@GRAD");
	if (pdAttrInt(T, op, "axis", -1) == -1 || !yn || !yg || !strcmp(yg, "@EMPTY@") || !pdIsBound(T, yg))
		return true;
	PirValue *y = pdGetValue(T, yn), *g = y ? pdGetValue(T, yg) : NULL;
	if (!g)
		return false;
	PirType *yt = pirValueGetType(y), *gt = pirValueGetType(g);
	if (yt->kind != PIR_TYPE_TENSOR || gt->kind != PIR_TYPE_TENSOR) {
		pdError(T, "needs dense tensors for 'Y' and 'Y@GRAD'");
		return false;
	}
	if (yt->tensor.rank == gt->tensor.rank &&
	    !memcmp(yt->tensor.dims, gt->tensor.dims, yt->tensor.rank * sizeof *yt->tensor.dims))
		return true;
	PirValue *r = reshapeTo(T, g, yt->tensor.rank, yt->tensor.dims);
	if (r)
		pdBind(T, yg, r, -1);
	return r != NULL;
}

static int64_t product(const int64_t *d, uint32_t from, uint32_t to)
{
	int64_t p = 1;
	for (uint32_t i = from; i < to; i++) {
		if (d[i] < 0 || (d[i] && p > INT64_MAX / d[i]))
			return -1; /* unknown, or too large to know */
		p *= d[i];
	}
	return p;
}

/* mul and mul_grad: x_num_col_dims / y_num_col_dims checked against the
 * ranks of v[0], v[1], then each operand that is not already 2-D flattened
 * at 1 is reshaped to 2-D there (in place in v; flat[i] says which). */
static bool mulFlatten(PdTranslator *T, const PdOp *op, PirValue *v[2], bool flat[2])
{
	int c[2] = {pdAttrInt(T, op, "x_num_col_dims", 1), pdAttrInt(T, op, "y_num_col_dims", 1)};
	uint32_t r[2] = {pirValueGetType(v[0])->tensor.rank, pirValueGetType(v[1])->tensor.rank};
	if (c[0] < 1 || (uint32_t)c[0] > r[0] || c[1] < 1 || (uint32_t)c[1] > r[1]) {
		pdError(T, "x_num_col_dims %d / y_num_col_dims %d do not fit ranks %u and %u", c[0], c[1], r[0], r[1]);
		return false;
	}
	for (int i = 0; i < 2; i++) {
		flat[i] = r[i] != 2 || c[i] != 1;
		const int64_t *dims = pirValueGetType(v[i])->tensor.dims;
		int64_t d[2] = {product(dims, 0, (uint32_t)c[i]), product(dims, (uint32_t)c[i], r[i])};
		if (flat[i] && !(v[i] = reshapeTo(T, v[i], 2, d)))
			return false;
	}
	return true;
}

/* mul: x and y flattened to 2-D at x_num_col_dims / y_num_col_dims, a
 * matmul, and the result reshaped to x[:xn] + y[yn:]. */
static bool translateMul(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *yn = inArg(T, op, "Y"), *out = outArg(op, "Out");
	if (!needArg(T, xn, "X", true) || !needArg(T, yn, "Y", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *x = pdGetValue(T, xn), *y = x ? pdGetValue(T, yn) : NULL;
	if (!y)
		return false;
	if (pirValueGetType(x)->kind != PIR_TYPE_TENSOR || pirValueGetType(y)->kind != PIR_TYPE_TENSOR) {
		pdError(T, "needs dense tensor inputs");
		return false;
	}
	uint32_t yr = pirValueGetType(y)->tensor.rank;
	const int64_t *xd = pirValueGetType(x)->tensor.dims, *yd = pirValueGetType(y)->tensor.dims;
	PirValue *v[2] = {x, y};
	bool flat[2];
	if (!mulFlatten(T, op, v, flat))
		return false;
	uint32_t xc = (uint32_t)pdAttrInt(T, op, "x_num_col_dims", 1), yc = (uint32_t)pdAttrInt(T, op, "y_num_col_dims", 1);
	x = v[0], y = v[1];
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "transpose_x", pirAttrGetBool(T->ctx, false));
	pdAttrAdd(T, &l, "transpose_y", pirAttrGetBool(T->ctx, false));
	PirType *outT = pdVarType(T, out);
	if (!outT) {
		free(l.e);
		return false;
	}
	if (!flat[0] && !flat[1])
		return createBound(T, "pd_op.matmul", 2, v, out, &l, NULL) != NULL;
	int64_t md[2] = {pirValueGetType(x)->tensor.dims[0], pirValueGetType(y)->tensor.dims[1]};
	PirType *mt = pirTypeGetTensor(T->ctx, pirValueGetType(x)->tensor.elem, 2, md);
	PirOperation *mm = pdCreateOp(T, "pd_op.matmul", 2, v, 1, &mt, &l, 0, NULL);
	if (!mm)
		return false;
	uint32_t n = xc + (yr - yc);
	int64_t *d = pirMalloc(n * sizeof *d);
	for (uint32_t i = 0; i < xc; i++)
		d[i] = xd[i];
	for (uint32_t i = yc; i < yr; i++)
		d[xc + i - yc] = yd[i];
	PirValue *sv = pdFullIntArray(T, n, d);
	free(d);
	if (!sv)
		return false;
	PirValue *ops[2] = {pirOperationGetResult(mm, 0), sv};
	PdAttrList rl = {0};
	return createBound(T, "pd_op.reshape", 2, ops, out, &rl, &T->stats->helperOps) != NULL;
}

/* An output argument, NULL when absent or @EMPTY@. */
static const char *gradOut(const PdOp *op, const char *slot)
{
	const char *a = outArg(op, slot);
	return a && strcmp(a, "@EMPTY@") ? a : NULL;
}

/* mul_grad, decomposed as mul is (Paddle's MulGradOpTranscriber): x and y
 * flattened to 2-D at x_num_col_dims / y_num_col_dims, out_grad reshaped
 * to [x2 rows, y2 columns], pd_op.matmul_grad, and each gradient reshaped
 * back to its input's dims. Where mul needs no reshape (2-D operands
 * flattened at 1), neither does its gradient. */
static bool translateMulGrad(PdTranslator *T, const PdOp *op)
{
	const char *xn = inArg(T, op, "X"), *yn = inArg(T, op, "Y"), *ogn = inArg(T, op, "Out@GRAD");
	const char *xgn = gradOut(op, "X@GRAD"), *ygn = gradOut(op, "Y@GRAD");
	if (!needArg(T, xn, "X", true) || !needArg(T, yn, "Y", true) || !needArg(T, ogn, "Out@GRAD", true))
		return false;
	PirValue *x = pdGetValue(T, xn), *y = x ? pdGetValue(T, yn) : NULL, *og = y ? pdGetValue(T, ogn) : NULL;
	if (!og)
		return false;
	if (pirValueGetType(x)->kind != PIR_TYPE_TENSOR || pirValueGetType(y)->kind != PIR_TYPE_TENSOR ||
	    pirValueGetType(og)->kind != PIR_TYPE_TENSOR) {
		pdError(T, "needs dense tensor inputs");
		return false;
	}
	PirType *xt = pirValueGetType(x), *yt = pirValueGetType(y);
	PirValue *v[3] = {x, y, og};
	bool flat[2];
	if (!mulFlatten(T, op, v, flat))
		return false;
	bool rx = flat[0], ry = flat[1];
	if (rx || ry) {
		int64_t d[2] = {pirValueGetType(v[0])->tensor.dims[0], pirValueGetType(v[1])->tensor.dims[1]};
		if (!(v[2] = reshapeTo(T, og, 2, d)))
			return false;
	}
	PirType *types[2] = {pirTypeGetNull(T->ctx), pirTypeGetNull(T->ctx)};
	if (xgn && !(types[0] = rx ? pirValueGetType(v[0]) : pdVarType(T, xgn)))
		return false;
	if (ygn && !(types[1] = ry ? pirValueGetType(v[1]) : pdVarType(T, ygn)))
		return false;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "transpose_x", pirAttrGetBool(T->ctx, false));
	pdAttrAdd(T, &l, "transpose_y", pirAttrGetBool(T->ctx, false));
	PirOperation *g = pdCreateOp(T, "pd_op.matmul_grad", 3, v, 2, types, &l, 0, NULL);
	if (!g)
		return false;
	const char *names[2] = {xgn, ygn};
	bool back[2] = {rx, ry};
	PirType *orig[2] = {xt, yt};
	for (uint32_t i = 0; i < 2; i++) {
		if (!names[i])
			continue;
		PirValue *r = pirOperationGetResult(g, i);
		if (back[i] && !(r = reshapeTo(T, r, orig[i]->tensor.rank, orig[i]->tensor.dims)))
			return false;
		pdBind(T, names[i], r, -1);
	}
	return true;
}

/* lookup_table(_v2): pd_op.embedding; v1 squeezes the last axis. */
static bool translateLookupTable(PdTranslator *T, const PdOp *op)
{
	const char *ids = inArg(T, op, "Ids"), *w = inArg(T, op, "W"), *out = outArg(op, "Out");
	if (!needArg(T, ids, "Ids", true) || !needArg(T, w, "W", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *v[2] = {pdGetValue(T, ids), pdGetValue(T, w)};
	if (!v[0] || !v[1])
		return false;
	PdAttrList l = {0};
	const PdAttr *pad = pdGetAttr(T, op, "padding_idx");
	pdAttrAdd(T, &l, "padding_idx", pirAttrGetInt64(T->ctx, pad ? (pad->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG ? pad->l : pad->i) : -1));
	pdAttrAdd(T, &l, "sparse", pirAttrGetBool(T->ctx, pdAttrBool(T, op, "is_sparse", false)));
	if (!strcmp(op->type, "lookup_table_v2"))
		return createBound(T, "pd_op.embedding", 2, v, out, &l, NULL) != NULL;
	PirType *outT = pdVarType(T, out);
	if (!outT || outT->kind != PIR_TYPE_TENSOR || pirValueGetType(v[0])->kind != PIR_TYPE_TENSOR) {
		free(l.e);
		if (!T->failed)
			pdError(T, "needs dense tensors");
		return false;
	}
	/* embedding of ids [..., 1] gives [..., 1, D]; squeeze axis -2 */
	uint32_t r = outT->tensor.rank;
	int64_t *d = pirMalloc((r + 1) * sizeof *d);
	memcpy(d, outT->tensor.dims, r * sizeof *d);
	d[r] = d[r - 1];
	d[r - 1] = 1;
	PirType *et = pirTypeGetTensor(T->ctx, outT->tensor.elem, r + 1, d);
	free(d);
	PirOperation *emb = pdCreateOp(T, "pd_op.embedding", 2, v, 1, &et, &l, 0, NULL);
	int64_t axis = -2;
	PirValue *ax = emb ? pdFullIntArray(T, 1, &axis) : NULL;
	if (!ax)
		return false;
	PirValue *sq[2] = {pirOperationGetResult(emb, 0), ax};
	PdAttrList sl = {0};
	return createBound(T, "pd_op.squeeze", 2, sq, out, &sl, &T->stats->helperOps) != NULL;
}

/* split: num > 0 -> split_with_num(x, axis) {num}; else the general rule. */
static bool translateSplit(PdTranslator *T, const PdOp *op)
{
	int num = pdAttrInt(T, op, "num", 0);
	if (num > 0)
		pdGetAttr(T, op, "sections"); /* num > 0: the kernel ignores sections (consumed so) */
	if (num <= 0 || !pdOpExists(T, "pd_op.split_with_num"))
		return pdTranslateGeneral(T, op, "split");
	return pdTranslateGeneral(T, op, "split_with_num");
}

/* tril_triu: tril or triu by `lower`. */
static bool translateTrilTriu(PdTranslator *T, const PdOp *op)
{
	bool grad = strstr(op->type, "_grad") != NULL;
	const char *name = pdAttrBool(T, op, "lower", true) ? (grad ? "tril_grad" : "tril") : (grad ? "triu_grad" : "triu");
	return pdTranslateGeneral(T, op, name);
}

/* rnn: dropout_state_in = zeros shaped like the DropoutState output. */
static bool translateRnn(PdTranslator *T, const PdOp *op)
{
	const char *ds = outArg(op, "DropoutState");
	PdOverrides ov = {0};
	if (ds) {
		PirType *t = pdVarType(T, ds);
		if (!t)
			return false;
		PdAttrList l = {0};
		if (t->kind == PIR_TYPE_TENSOR)
			pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, t->tensor.rank, t->tensor.dims));
		pdAttrAdd(T, &l, "value", pirAttrGetDouble(T->ctx, 0));
		const PdVar *v = pdLookupVar(T, ds);
		pdAttrAdd(T, &l, "dtype", dtypeAttr(T, v && v->type->dense_tensor
							 ? pdDataTypeName(v->type->dense_tensor->tensor->data_type)
							 : "float32"));
		pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "undefined:0", 11));
		PirOperation *z = pdCreateOp(T, "pd_op.full", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
		if (!z)
			return false;
		ov.input[0] = "dropout_state_in";
		ov.value[0] = pirOperationGetResult(z, 0);
		ov.nInputs = 1;
	}
	return pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* The one number a value holds when the translation knows it: the result
 * of a ConstantLike op of fold kind fill (pd_op.full, from fill_constant),
 * float32, with at least one element (the legacy kernel reads element 0). */
static bool knownFloat(PirValue *v, double *out)
{
	if (!v || pirValueIsBlockArgument(v))
		return false;
	PirOperation *def = pirValueGetDefiningOp(v);
	const PirOpInfo *info = pirOperationGetInfo(def);
	PirType *t = pirValueGetType(v);
	if (!info->registered || !info->def || info->def->fold != PIR_FOLD_FILL ||
	    !(pirOperationGetTraits(def) & PIR_TRAIT_CONSTANT_LIKE) || t->kind != PIR_TYPE_TENSOR ||
	    pirTensorTypeGetElementType(t)->kind != PIR_TYPE_F32)
		return false;
	for (uint32_t i = 0; i < t->tensor.rank; i++)
		if (t->tensor.dims[i] <= 0)
			return false;
	return pirAttributeGetNumber(pirOperationGetAttr(def, "value"), out);
}

static bool defHasInputNamed(PdTranslator *T, const char *opName, const char *input)
{
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, opName));
	for (uint32_t i = 0; info && info->def && i < info->def->numInputs; i++)
		if (!strcmp(info->def->inputs[i].name->str, input))
			return true;
	return false;
}

/* batch_norm and sync_batch_norm with a MomentumTensor (docs/file-formats.md,
 * "batch_norm's MomentumTensor"). The legacy kernel takes the momentum from
 * the tensor, not the attribute, and only when it updates the running
 * statistics. Paddle 3's batch_norm(_) and sync_batch_norm_ have no operand
 * for it, and Paddle's translator drops it. Here: the PIR op has the
 * operand (pir-opt's out-of-place sync_batch_norm): the general rule;
 * global statistics (use_global_stats, or is_test without
 * trainable_statistics): the momentum is not read, nothing is lost; a
 * tensor the translation knows the value of (fill_constant): that value
 * is the momentum attribute; otherwise a located error. */
static bool translateBatchNorm(PdTranslator *T, const PdOp *op)
{
	const char *mt = inArg(T, op, "MomentumTensor");
	char name[256];
	if (!mt || !pdGeneralOpDefined(T, op, name, sizeof name) || defHasInputNamed(T, name, "momentum_tensor"))
		return pdTranslateGeneral(T, op, NULL);
	if (pdAttrBool(T, op, "use_global_stats", false) ||
	    (pdAttrBool(T, op, "is_test", false) && !pdAttrBool(T, op, "trainable_statistics", false)))
		return pdTranslateGeneral(T, op, NULL);
	PirValue *v = pdGetValue(T, mt);
	if (!v)
		return false;
	double m;
	if (knownFloat(v, &m)) {
		PdOverrides ov = {.nAttrs = 1, .attr = {"momentum"}, .attrValue = {pirAttrGetFloat(T->ctx, (float)m)}};
		return pdTranslateGeneralEx(T, op, NULL, &ov);
	}
	pdError(T,
		"input 'MomentumTensor' (variable '%s') has no operand in %s, and its value is not known when "
		"translating (not a fill_constant); the op updates its running statistics with that momentum, "
		"while Paddle 3's translator drops the input and uses attribute momentum (%g) instead",
		mt, name, attrFloat(T, op, "momentum", 0.9));
	return false;
}

/* transfer_layout (docs/file-formats.md, "transfer_layout"): Paddle's
 * kernel moves x from the layout the tensor has at run time, which a PIR
 * type does not carry; the translation takes src_layout as that layout.
 * Where the translation knows x's layout, x being the result of an earlier
 * transfer_layout (whose kernel sets its result's layout to dst_layout),
 * it checks: src_layout -1 ("the tensor's own") becomes that layout, and
 * another src_layout is an error, since the kernel would not transpose
 * from the layout the file names. */
static bool translateTransferLayout(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X");
	char name[256];
	if (!x || !pdGeneralOpDefined(T, op, name, sizeof name))
		return pdTranslateGeneral(T, op, NULL);
	PirValue *v = pdGetValue(T, x);
	if (!v)
		return false;
	PirOperation *def = pirValueIsBlockArgument(v) ? NULL : pirValueGetDefiningOp(v);
	PirOpInfo *self = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	double known;
	if (!def || pirOperationGetInfo(def) != self || !pirAttributeGetNumber(pirOperationGetAttr(def, "dst_layout"), &known) ||
	    known < 0)
		return pdTranslateGeneral(T, op, NULL);
	int src = pdAttrInt(T, op, "src_layout", -1);
	if (src < 0) {
		PdOverrides ov = {.nAttrs = 1, .attr = {"src_layout"}, .attrValue = {pirAttrGetInt32(T->ctx, (int32_t)known)}};
		return pdTranslateGeneralEx(T, op, NULL, &ov);
	}
	if (src != (int)known) {
		pdError(T,
			"src_layout %d, but x ('%s') is the result of an earlier transfer_layout to layout %d, which is the "
			"layout Paddle's kernel moves it from (layouts: 1 NHWC, 2 NCHW); translating would transpose from the "
			"wrong layout",
			src, x, (int)known);
		return false;
	}
	return pdTranslateGeneral(T, op, NULL);
}

/* gather: the axis operand from the Axis tensor or attribute axis
 * (default 0, int64). */
static bool translateGather(PdTranslator *T, const PdOp *op)
{
	if (inArg(T, op, "Axis"))
		return pdTranslateGeneral(T, op, NULL);
	const PdAttr *a = pdGetAttr(T, op, "axis");
	PirValue *axis = pdFullScalar(T, a ? pdAttrInt(T, op, "axis", 0) : 0, "int64");
	PdOverrides ov = {.nInputs = 1, .input = {"axis"}, .value = {axis}};
	return axis && pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* one_hot_v2: num_classes from depth_tensor or pd_op.full(depth). */
static bool translateOneHot(PdTranslator *T, const PdOp *op)
{
	const char *dt = inArg(T, op, "depth_tensor");
	PirValue *n = dt ? pdGetValue(T, dt) : pdFullScalar(T, pdAttrInt(T, op, "depth", -1), "int32");
	PdOverrides ov = {.nInputs = 1, .input = {"num_classes"}, .value = {n}};
	return n && pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* reduce_* (and their grads): with reduce_all set, the legacy op reduces
 * over every axis whatever `dim` says (1.x files write dim [0] with it),
 * so the axis becomes [] ("all dims" in PIR): the attribute, or a
 * full_int_array([]) where the definition takes the axis as an operand. */
static bool translateReduce(PdTranslator *T, const PdOp *op)
{
	if (!pdAttrBool(T, op, "reduce_all", false))
		return pdTranslateGeneral(T, op, NULL);
	PdOverrides ov = {.nAttrs = 1, .attr = {"axis"}, .attrValue = {pirAttrGetIntArray(T->ctx, 0, NULL)}};
	const PirOpCompatEntry *e = pirOpCompatLookup(&T->compat, op->type);
	char name[128];
	snprintf(name, sizeof name, "pd_op.%s", e ? e->op : op->type);
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	for (uint32_t k = 0; info && info->registered && k < info->def->numAttrs; k++)
		if (!strcmp(info->def->attrs[k].name->str, "axis") && (info->def->attrs[k].kinds & (1u << PIR_ATTR_ARRAY)))
			ov.attrValue[0] = pirAttrGetArray(T->ctx, 0, NULL);
	for (uint32_t k = 0; info && info->registered && k < info->def->numInputs; k++)
		if (!strcmp(info->def->inputs[k].name->str, "axis")) {
			PirValue *all = pdFullIntArray(T, 0, NULL);
			if (!all)
				return false;
			ov.nInputs = 1;
			ov.input[0] = "axis";
			ov.value[0] = all;
		}
	return pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* range: pd_op.arange with dtype from the Start variable. */
static bool translateRange(PdTranslator *T, const PdOp *op)
{
	const char *start = inArg(T, op, "Start");
	const PdVar *v = start ? pdLookupVar(T, start) : NULL;
	if (!v || !v->type->dense_tensor)
		return pdTranslateGeneral(T, op, NULL);
	PdOverrides ov = {.nAttrs = 1, .attr = {"dtype"},
			  .attrValue = {dtypeAttr(T, pdDataTypeName(v->type->dense_tensor->tensor->data_type))}};
	return pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* randint: the result's element type is the `dtype` attribute's, its dims
 * the Out variable's (Paddle types it so whatever the VarDesc says). */
static bool translateRandint(PdTranslator *T, const PdOp *op)
{
	const char *out = outArg(op, "Out");
	const PdAttr *dt = pdGetAttr(T, op, "dtype");
	PirType *t = out ? pdVarType(T, out) : NULL;
	if (T->failed)
		return false;
	if (!dt || !t || t->kind != PIR_TYPE_TENSOR)
		return pdTranslateGeneral(T, op, NULL);
	int code = pdAttrInt(T, op, "dtype", 3);
	PirTypeKind k = pdScalarKind(code);
	if (k == PIR_TYPE_NULL) {
		pdError(T, "has dtype %d, which has no PIR type", code);
		return false;
	}
	PdOverrides ov = {.nOutputs = 1, .output = {"out"},
			  .outputType = {pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, k), t->tensor.rank, t->tensor.dims)}};
	return pdTranslateGeneralEx(T, op, NULL, &ov);
}

/* Ops whose PIR name depends on which optional input is given. */
static bool translateByInput(PdTranslator *T, const PdOp *op)
{
	static const char *const table[][5] = {
		/* legacy op, input slot, PIR name with it, the operand it feeds, PIR name without */
		{"matrix_rank", "TolTensor", "matrix_rank_tol", "atol_tensor", "matrix_rank"},
		{"repeat_interleave", "RepeatsTensor", "repeat_interleave_with_tensor_index", "repeats", "repeat_interleave"},
		{"repeat_interleave_grad", "RepeatsTensor", "repeat_interleave_with_tensor_index_grad", "repeats",
		 "repeat_interleave_grad"},
		{"set_value", "ValueTensor", "set_value_with_tensor", "values", "set_value"},
	};
	for (size_t i = 0; i < sizeof table / sizeof *table; i++) {
		if (strcmp(table[i][0], op->type) != 0)
			continue;
		const char *slot = inArg(T, op, table[i][1]);
		if (!slot)
			return pdTranslateGeneral(T, op, table[i][4]);
		/* op_compat does not map the operand to the slot (Paddle's
		 * handlers pass it themselves) */
		PirValue *v = pdGetValue(T, slot);
		PdOverrides ov = {.nInputs = 1, .input = {table[i][3]}, .value = {v}};
		if (!strncmp(op->type, "repeat_interleave", 17) && pdGetAttr(T, op, "dim")) {
			/* the first of op_compat's two repeat_interleave rows (the
			 * one op_gen takes) does not map axis to the legacy dim */
			ov.nAttrs = 1;
			ov.attr[0] = "axis";
			ov.attrValue[0] = pirAttrGetInt32(T->ctx, pdAttrInt(T, op, "dim", 0));
		}
		return v && pdTranslateGeneralEx(T, op, table[i][2], &ov);
	}
	return pdTranslateGeneral(T, op, NULL);
}

/* Renamed ops (names op_compat does not know). */
static bool translateRenamed(PdTranslator *T, const PdOp *op)
{
	static const char *const table[][2] = {
		{"share_buffer", "share_data_"},       {"c_sync_comm_stream", "sync_comm_stream_"},
		{"lod_array_length", "array_length"}, {"read_from_array", "array_read"},
		{"set_value_grad", "set_value_with_tensor_grad"},
	};
	for (size_t i = 0; i < sizeof table / sizeof *table; i++)
		if (!strcmp(table[i][0], op->type))
			return pdTranslateGeneral(T, op, table[i][1]);
	return pdTranslateGeneral(T, op, NULL);
}

/* select_input(Mask, X: [x0, x1]) -> pd_op.select_input(mask, x0, x1)
 * (Paddle's SelectInputOpTranscriber). The result has the inputs' type when
 * they agree, else their dims (over the smaller rank) with -1 where they
 * differ. Inputs of two dtypes: one must be an `undefined_var_*` made by
 * pd_op.assign_value (dy2st's placeholder for a branch that never sets the
 * variable); that value is retyped to the other input's type, whose dtype
 * the result takes. */
static bool translateSelectInput(PdTranslator *T, const PdOp *op)
{
	const char *mask = inArg(T, op, "Mask"), *out = outArg(op, "Out");
	const PdSlot *xs = pdInputSlot(T, op, "X");
	if (!needArg(T, mask, "Mask", true) || !needArg(T, out, "Out", false))
		return false;
	if (!xs || xs->n_arguments != 2) {
		pdError(T, "needs two inputs in 'X', found %zu", xs ? xs->n_arguments : 0);
		return false;
	}
	PirValue *v[3] = {pdGetValue(T, mask), NULL, NULL};
	for (int i = 0; i < 2 && v[i]; i++)
		v[i + 1] = pdGetValue(T, xs->arguments[i]);
	if (!v[2])
		return false;
	PirType *t = pirValueGetType(v[1]), *u = pirValueGetType(v[2]);
	if (t != u && t->kind == PIR_TYPE_TENSOR && u->kind == PIR_TYPE_TENSOR) {
		PirType *elem = t->tensor.elem;
		if (t->tensor.elem != u->tensor.elem) {
			static const char prefix[] = "undefined_var_";
			bool und0 = !strncmp(xs->arguments[0], prefix, sizeof prefix - 1);
			bool und1 = !strncmp(xs->arguments[1], prefix, sizeof prefix - 1);
			int k = und0 ? 0 : und1 ? 1 : -1; /* the undefined input */
			PirValue *uv = k >= 0 ? v[1 + k] : NULL;
			if (!uv || uv->isArg || strcmp(pirOperationGetName(pirValueGetDefiningOp(uv)), "pd_op.assign_value")) {
				pdError(T, "has inputs '%s' and '%s' of two dtypes; one must be an 'undefined_var_*' made by assign_value",
					xs->arguments[0], xs->arguments[1]);
				return false;
			}
			PirType *target = pirValueGetType(v[2 - k]);
			pirValueSetType(uv, target);
			elem = target->tensor.elem;
		}
		uint32_t r = t->tensor.rank < u->tensor.rank ? t->tensor.rank : u->tensor.rank;
		int64_t *d = pirMalloc((r + 1) * sizeof *d);
		for (uint32_t i = 0; i < r; i++)
			d[i] = t->tensor.dims[i] == u->tensor.dims[i] ? t->tensor.dims[i] : -1;
		t = pirTypeGetTensor(T->ctx, elem, r, d);
		free(d);
	} else if (t != u && !(t->kind == PIR_TYPE_TENSOR && u->kind == PIR_TYPE_TENSOR)) {
		pdError(T, "has inputs '%s' and '%s' of two types that are not both dense tensors", xs->arguments[0],
			xs->arguments[1]);
		return false;
	}
	PirOperation *s = pdCreateOp(T, "pd_op.select_input", 3, v, 1, &t, NULL, 0, NULL);
	if (s)
		pdBind(T, out, pirOperationGetResult(s, 0), -1);
	return s != NULL;
}

/* select_output(Mask, X) -> pd_op.select_output(mask, x): two results,
 * each typed like x (Paddle's SelectOutputOpTranscriber), bound to the two
 * Out variables. */
static bool translateSelectOutput(PdTranslator *T, const PdOp *op)
{
	const char *mask = inArg(T, op, "Mask"), *x = inArg(T, op, "X");
	const PdSlot *outs = pdOutputSlot(op, "Out");
	if (!needArg(T, mask, "Mask", true) || !needArg(T, x, "X", true))
		return false;
	if (!outs || outs->n_arguments != 2) {
		pdError(T, "needs two outputs in 'Out', found %zu", outs ? outs->n_arguments : 0);
		return false;
	}
	PirValue *v[2] = {pdGetValue(T, mask), pdGetValue(T, x)};
	if (!v[0] || !v[1])
		return false;
	PirType *t[2] = {pirValueGetType(v[1]), pirValueGetType(v[1])};
	PirOperation *s = pdCreateOp(T, "pd_op.select_output", 2, v, 2, t, NULL, 0, NULL);
	for (int i = 0; s && i < 2; i++)
		pdBind(T, outs->arguments[i], pirOperationGetResult(s, (uint32_t)i), -1);
	return s != NULL;
}

/* nearest_interp / bilinear_interp (v1) and their grads: Paddle maps them
 * to its legacy ops (legacy_nearest_interp, ...); where those are not
 * defined, to the v2 op (nearest_interp, nearest_interp_grad, ...), whose
 * scale is a list: v1's one factor for both axes ([] if unset). */
static bool translateInterpV1(PdTranslator *T, const PdOp *op)
{
	const PirOpCompatEntry *e = pirOpCompatLookup(&T->compat, op->type);
	char name[128];
	snprintf(name, sizeof name, "pd_op.%s", e ? e->op : op->type);
	char v2[64];
	snprintf(v2, sizeof v2, "pd_op.%s", op->type); /* the v2 op has the v1 legacy name */
	if (pdOpExists(T, name) || !pdOpExists(T, v2))
		return pdTranslateGeneral(T, op, NULL);
	double sc = attrFloat(T, op, "scale", 0);
	PirAttribute *f[2] = {pirAttrGetFloat(T->ctx, (float)sc), pirAttrGetFloat(T->ctx, (float)sc)};
	PdOverrides ov = {.nAttrs = 1, .attr = {"scale"}, .attrValue = {pirAttrGetArray(T->ctx, sc > 0 ? 2 : 0, f)}};
	return pdTranslateGeneralEx(T, op, op->type, &ov);
}

/* multiclass_nms (v1): where no dialect defines it, multiclass_nms3 (the
 * same computation with rois_num absent; its index and nms_rois_num results
 * have no v1 variable and stay untyped). */
static bool translateMulticlassNmsV1(PdTranslator *T, const PdOp *op)
{
	if (pdOpExists(T, "pd_op.multiclass_nms") || !pdOpExists(T, "pd_op.multiclass_nms3"))
		return pdTranslateGeneral(T, op, NULL);
	return pdTranslateGeneral(T, op, "multiclass_nms3");
}

/* Ops Paddle's translator refuses (while_grad) or pir-opt does not
 * translate yet: an error, or with --allow-unregistered-dialect the
 * general rule (usually an unregistered op). */
/* write_to_array: pd_op.array_write_(array, x, i); the array is the
 * current value of Out, or a new pd_op.create_array when nothing wrote it
 * yet. The result stands for Out from then on. */
static bool translateWriteToArray(PdTranslator *T, const PdOp *op)
{
	const char *x = inArg(T, op, "X"), *i = inArg(T, op, "I"), *out = outArg(op, "Out");
	if (!needArg(T, x, "X", true) || !needArg(T, i, "I", true) || !needArg(T, out, "Out", false))
		return false;
	PirValue *v[3] = {NULL, pdGetValue(T, x), pdGetValue(T, i)};
	if (!v[1] || !v[2])
		return false;
	if (pdIsBound(T, out)) {
		if (!(v[0] = pdGetValue(T, out)))
			return false;
	} else {
		const PdVar *var = pdLookupVar(T, out);
		PirType *t = pdVarType(T, out);
		if (!t)
			return false;
		if (!var->type->tensor_array) {
			pdError(T, "output 'Out' ('%s') must be a tensor array", out);
			return false;
		}
		PdAttrList l = {0};
		pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(var->type->tensor_array->tensor->data_type)));
		PirOperation *c = pdCreateOp(T, "pd_op.create_array", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
		if (!c)
			return false;
		v[0] = pirOperationGetResult(c, 0);
	}
	PdAttrList l = {0};
	PirType *t = pirValueGetType(v[0]);
	PirOperation *w = pdCreateOp(T, "pd_op.array_write_", 3, v, 1, &t, &l, 0, NULL);
	if (w)
		pdBind(T, out, pirOperationGetResult(w, 0), -1);
	return w != NULL;
}

/* slice of a tensor array: pd_op.slice_array_dense (one element, when Out
 * is a dense tensor) or pd_op.slice_array; of a tensor, the general rule. */
static bool translateSlice(PdTranslator *T, const PdOp *op)
{
	const char *in = inArg(T, op, "Input"), *out = outArg(op, "Out");
	const PdVar *iv = in ? pdLookupVar(T, in) : NULL, *ov = out ? pdLookupVar(T, out) : NULL;
	if (!iv || !iv->type->tensor_array)
		return pdTranslateGeneral(T, op, NULL);
	return pdTranslateGeneral(T, op, ov && ov->type->tensor_array ? "slice_array" : "slice_array_dense");
}

/* lookup_table_v2_grad: embedding_sparse_grad when is_sparse, else
 * embedding_grad. */
static bool translateEmbeddingGrad(PdTranslator *T, const PdOp *op)
{
	return pdTranslateGeneral(T, op, pdAttrBool(T, op, "is_sparse", false) ? "embedding_sparse_grad" : "embedding_grad");
}

bool pdReadsXShapeForShape(const char *type)
{
	static const char *const ops[] = {"reshape2_grad", "flatten_contiguous_range_grad", "flatten2_grad",
					  "squeeze2_grad", "unsqueeze2_grad"};
	for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
		if (!strcmp(type, ops[i]))
			return true;
	return false;
}

/* The grads of the ops whose legacy form had an XShape output (x's dims
 * behind a leading 0) read x in PIR, for its shape alone: the forward op's
 * X, where the variable still holds a value of XShape's dims minus the
 * first. Else a pd_op.data named after XShape, of those dims, stands for it
 * (Paddle's ParseXAndOutGradValue), an input the program's feeds do not
 * name, which --strip-backward cannot remove: Paddle's translator always
 * makes one, and this one only where X is gone. NULL (with an error) when
 * XShape is missing or not a dense tensor. */
static PirValue *xFromXShape(PdTranslator *T, const PdOp *op)
{
	const char *xs = inArg(T, op, "XShape");
	if (!needArg(T, xs, "XShape", true))
		return NULL;
	const PdVar *var = pdLookupVar(T, xs);
	PirType *t = pdVarType(T, xs);
	if (!t)
		return NULL;
	if (t->kind != PIR_TYPE_TENSOR || t->tensor.rank == 0 || !var->type->dense_tensor) {
		pdError(T, "input 'XShape' ('%s') must be a dense tensor of rank 1 or more", xs);
		return NULL;
	}
	uint32_t rank = t->tensor.rank - 1;
	const int64_t *dims = t->tensor.dims + 1;
	PirType *xt = pirTypeGetTensor(T->ctx, t->tensor.elem, rank, dims);
	const PirIdent *xn = pirPtrMapGet(&T->xshapeX, pirIdentGetCStr(T->ctx, xs));
	PirValue *x = xn ? pdBoundValue(T, xn->str) : NULL;
	if (x && pirValueGetType(x) == xt)
		return x;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "name", str(T, xs));
	pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, rank, dims));
	pdAttrAdd(T, &l, "dtype", dtypeAttr(T, pdDataTypeName(var->type->dense_tensor->tensor->data_type)));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "undefined:0", 11));
	PirOperation *d = pdCreateOp(T, "pd_op.data", 0, NULL, 1, &xt, &l, 0, &T->stats->helperOps);
	return d ? pirOperationGetResult(d, 0) : NULL;
}

/* squeeze2_grad, unsqueeze2_grad -> (un)squeeze_grad(x, out_grad, axis);
 * reshape2_grad, flatten_contiguous_range_grad -> reshape_grad /
 * flatten_grad(x, out_grad) (its operand is named xshape in the 2023-2024
 * definitions, x later): x from XShape as above. */
static bool translateXShapeGrad(PdTranslator *T, const PdOp *op)
{
	PirValue *x = xFromXShape(T, op);
	if (!x)
		return false;
	PdOverrides ov = {.nInputs = 2, .input = {"x", "xshape"}, .value = {x, x}};
	if (strstr(op->type, "squeeze2_grad")) {
		/* axis from AxesTensor, AxesTensorList (combined) or axes (Paddle's
		 * ParseAxis; op_compat names no tensor slot for it) */
		const PdSlot *list = pdInputSlot(T, op, "AxesTensorList");
		const char *at = inArg(T, op, "AxesTensor");
		PirValue *axis = NULL;
		if (at) {
			axis = pdGetValue(T, at);
		} else if (list && list->n_arguments) {
			PirValue **vals = pirMalloc(list->n_arguments * sizeof *vals);
			bool ok = true;
			for (size_t i = 0; i < list->n_arguments && ok; i++)
				ok = (vals[i] = pdGetValue(T, list->arguments[i])) != NULL;
			axis = ok ? pdCombine(T, (uint32_t)list->n_arguments, vals) : NULL;
			free(vals);
		} else {
			const PdAttr *a = pdGetAttr(T, op, "axes");
			size_t n = a ? (a->n_longs ? a->n_longs : a->n_ints) : 0;
			int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
			for (size_t i = 0; i < n; i++)
				v[i] = a->n_longs ? a->longs[i] : a->ints[i];
			axis = pdFullIntArray(T, (uint32_t)n, v);
			free(v);
		}
		if (!axis)
			return false;
		ov.input[2] = "axis";
		ov.value[2] = axis;
		ov.nInputs = 3;
	}
	/* flatten2_grad (issue 26): X@GRAD is Out@GRAD reshaped to XShape's
	 * dims behind the 0, which is flatten_grad; by flatten_contiguous_range_grad's slots */
	bool flatten2 = !strcmp(op->type, "flatten2_grad");
	if (flatten2)
		ov.compatAs = "flatten_contiguous_range_grad";
	return pdTranslateGeneralEx(T, op, flatten2 ? "flatten_grad" : NULL, &ov);
}

/* fused_elemwise_add_activation_grad: Paddle's translator refuses the
 * gradient of the intermediate output. */
static bool translateFusedElemwiseAddActGrad(PdTranslator *T, const PdOp *op)
{
	if (outArg(op, "IntermediateOut@GRAD")) {
		pdError(T, "requests 'IntermediateOut@GRAD', which has no PIR translation (Paddle's translator refuses it too)");
		return false;
	}
	return pdTranslateGeneral(T, op, NULL);
}

static bool translateUnsupported(PdTranslator *T, const PdOp *op)
{
	bool refused = !strcmp(op->type, "while_grad");
	if (!refused && pirContextGetAllowUnregistered(T->ctx))
		return pdTranslateGeneral(T, op, NULL);
	pdError(T, "has no PIR translation%s", refused ? " (Paddle's translator refuses it too)" : " in pir-opt yet");
	return false;
}

static const struct {
	const char *type;
	PdOpTranslateFn fn;
} special[] = {
	{"rnn", translateRnn},
	{"multiclass_nms", translateMulticlassNmsV1},
	{"nearest_interp", translateInterpV1},
	{"bilinear_interp", translateInterpV1},
	{"nearest_interp_grad", translateInterpV1},
	{"bilinear_interp_grad", translateInterpV1},
	{"gather", translateGather},
	{"one_hot_v2", translateOneHot},
	{"reduce_all", translateReduce},
	{"reduce_any", translateReduce},
	{"reduce_sum", translateReduce},
	{"reduce_mean", translateReduce},
	{"reduce_max", translateReduce},
	{"reduce_min", translateReduce},
	{"reduce_prod", translateReduce},
	{"reduce_amax", translateReduce},
	{"reduce_amin", translateReduce},
	{"reduce_sum_grad", translateReduce},
	{"reduce_mean_grad", translateReduce},
	{"reduce_max_grad", translateReduce},
	{"reduce_min_grad", translateReduce},
	{"reduce_prod_grad", translateReduce},
	{"reduce_amax_grad", translateReduce},
	{"reduce_amin_grad", translateReduce},
	{"range", translateRange},
	{"randint", translateRandint},
	{"matrix_rank", translateByInput},
	{"repeat_interleave", translateByInput},
	{"repeat_interleave_grad", translateByInput},
	{"set_value", translateByInput},
	{"c_sync_comm_stream", translateRenamed},
	{"lod_array_length", translateRenamed},
	{"read_from_array", translateRenamed},
	{"set_value_grad", translateRenamed},
	{"while_grad", translateUnsupported},
	{"conditional_block_grad", pdTranslateConditionalBlock},
	{"select_input", translateSelectInput},
	{"select_output", translateSelectOutput},
	{"write_to_array", translateWriteToArray},
	{"slice", translateSlice},
	{"lookup_table_v2_grad", translateEmbeddingGrad},
	{"fused_elemwise_add_activation_grad", translateFusedElemwiseAddActGrad},
	{"grad_add", translateElementwise},
	{"squeeze2_grad", translateXShapeGrad},
	{"unsqueeze2_grad", translateXShapeGrad},
	{"reshape2_grad", translateXShapeGrad},
	{"flatten_contiguous_range_grad", translateXShapeGrad},
	{"flatten2_grad", translateXShapeGrad},
	{"feed", translateFeed},
	{"data", translateData},
	{"fetch", translateFetch},
	{"fetch_v2", translateFetch},
	{"shadow_output", translateShadowOutput},
	{"fill_constant", translateFillConstant},
	{"assign_value", translateAssignValue},
	{"assign", translateAssign},
	{"cast", translateCast},
	{"increment", translateIncrement},
	{"elementwise_add", translateElementwise},
	{"elementwise_sub", translateElementwise},
	{"elementwise_mul", translateElementwise},
	{"elementwise_div", translateElementwise},
	{"elementwise_max", translateElementwise},
	{"elementwise_min", translateElementwise},
	{"elementwise_mod", translateElementwise},
	{"elementwise_floordiv", translateElementwise},
	{"elementwise_add_grad", translateElementwiseGrad},
	{"elementwise_sub_grad", translateElementwiseGrad},
	{"elementwise_mul_grad", translateElementwiseGrad},
	{"elementwise_div_grad", translateElementwiseGrad},
	{"elementwise_max_grad", translateElementwiseGrad},
	{"elementwise_min_grad", translateElementwiseGrad},
	{"elementwise_mod_grad", translateElementwiseGrad},
	{"matmul", translateMatmulV1},
	{"mul", translateMul},
	{"mul_grad", translateMulGrad},
	{"lookup_table", translateLookupTable},
	{"lookup_table_v2", translateLookupTable},
	{"split", translateSplit},
	{"tril_triu", translateTrilTriu},
	{"tril_triu_grad", translateTrilTriu},
	{"share_buffer", translateRenamed},
	{"conditional_block", pdTranslateConditionalBlock},
	{"while", pdTranslateWhile},
	{"batch_norm", translateBatchNorm},
	{"transfer_layout", translateTransferLayout},
	{"sync_batch_norm", translateBatchNorm},
};

PdOpTranslateFn pdFindSpecialTranslator(const char *type)
{
	for (size_t i = 0; i < sizeof special / sizeof *special; i++)
		if (!strcmp(special[i].type, type))
			return special[i].fn;
	return pdFindLegacyTranslator(type);
}

/* Attribute defaults the translator supplies when a legacy op omits them
 * (legacy op, PIR attribute name, value in PIR text). */
static const char *const defaults[][3] = {
	{"argsort", "stable", "false"},
	/* the v1 interp grads of files before out_d (1.6): the OpMaker's 0,
	 * which 2-D interpolation does not read (the v2 grad op requires it) */
	{"bilinear_interp_grad", "out_d", "(Int32)0"},
	{"nearest_interp_grad", "out_d", "(Int32)0"},
	{"batch_norm", "use_global_stats", "false"},
	{"batch_norm", "trainable_statistics", "false"},
	{"conv2d", "padding_algorithm", "\"EXPLICIT\""},
	{"conv3d", "padding_algorithm", "\"EXPLICIT\""},
	{"depthwise_conv2d", "padding_algorithm", "\"EXPLICIT\""},
	{"pool2d", "exclusive", "true"},
	{"pool2d", "adaptive", "false"},
	{"pool2d", "padding_algorithm", "\"EXPLICIT\""},
	{"pool3d", "exclusive", "true"},
	{"pool3d", "adaptive", "false"},
	{"pool3d", "padding_algorithm", "\"EXPLICIT\""},
	{"scale", "bias", "(Float)0"},
	{"scale", "bias_after_scale", "true"},
	{"dropout", "mode", "\"downscale_in_infer\""},
	{"softmax", "axis", "(Int32)-1"},
	{"softmax_with_cross_entropy", "use_softmax", "true"},
	{"softmax_with_cross_entropy", "axis", "(Int32)-1"},
	{"cross_entropy_with_softmax", "axis", "(Int32)-1"},
	{"box_coder", "axis", "(Int32)0"},
	{"c_embedding", "vocab_size", "(Int64)-1"},
	{"top_p_sampling", "seed", "(Int32)-1"},
	{"top_p_sampling", "k", "(Int32)0"},
	{"top_p_sampling", "mode", "\"truncated\""},
	{"quantize_linear", "round_type", "(Int32)0"},
	{"quantize_linear", "is_test", "true"},
	{"quantize_linear", "only_observer", "false"},
	{"quantize_linear", "moving_rate", "(Float)0.9"},
	{"quantize_linear", "qmin", "(Int32)-128"},
	{"quantize_linear", "qmax", "(Int32)127"},
	{"dequantize_linear", "round_type", "(Int32)0"},
	{"dequantize_linear", "is_test", "true"},
	{"dequantize_linear", "only_observer", "false"},
	{"dequantize_linear", "moving_rate", "(Float)0.9"},
	{"dequantize_linear", "qmin", "(Int32)-128"},
	{"dequantize_linear", "qmax", "(Int32)127"},
	{"box_coder", "variance", "[]"},
	{"im2sequence", "out_stride", "[(Int32)1,(Int32)1]"},
	{"sequence_pool", "pad_value", "(Float)0"},
	{"fused_elemwise_add_activation", "scale", "(Float)0"},
	{"fused_elemwise_add_activation", "axis", "(Int32)-1"},
	{"fused_elemwise_add_activation", "save_intermediate_out", "false"},
	{"fused_feedforward", "ln1_epsilon", "(Float)1e-05"},
	{"fused_feedforward", "ln2_epsilon", "(Float)1e-05"},
	{"fused_feedforward", "act_method", "\"gelu\""},
	{"fused_feedforward", "dropout1_prob", "(Float)0.5"},
	{"fused_feedforward", "dropout2_prob", "(Float)0.5"},
	{"fused_feedforward", "dropout1_implementation", "\"downgrade_in_infer\""},
	{"fused_feedforward", "dropout2_implementation", "\"downgrade_in_infer\""},
	{"fused_feedforward", "is_test", "false"},
	{"fused_feedforward", "dropout1_fix_seed", "false"},
	{"fused_feedforward", "dropout2_fix_seed", "false"},
	{"fused_feedforward", "dropout1_seed_val", "(Int32)0"},
	{"fused_feedforward", "dropout2_seed_val", "(Int32)0"},
	{"fused_feedforward", "add_residual", "true"},
	{"fused_feedforward", "ring_id", "(Int32)-1"},
	{"fake_quantize_moving_average_abs_max", "round_type", "(Int32)1"},
	{"fake_quantize_range_abs_max", "round_type", "(Int32)1"},
	{"fake_quantize_dequantize_moving_average_abs_max", "round_type", "(Int32)1"},
	{"fake_channel_wise_dequantize_max_abs", "x_num_col_dims", "(Int32)1"},
	{"fake_channel_wise_dequantize_max_abs", "quant_axis", "(Int32)0"},
	/* top_k (v1) as topk (op_compat.c): always the last axis, the
	 * largest, sorted */
	{"top_k", "axis", "(Int32)-1"},
	{"top_k", "largest", "true"},
	{"top_k", "sorted", "true"},
	{"top_k_grad", "axis", "(Int32)-1"},
	{"top_k_grad", "largest", "true"},
	{"top_k_grad", "sorted", "true"},
};

const char *pdAttrDefault(const char *legacyOp, const char *attr)
{
	for (size_t i = 0; i < sizeof defaults / sizeof *defaults; i++)
		if (!strcmp(defaults[i][0], legacyOp) && !strcmp(defaults[i][1], attr))
			return defaults[i][2];
	return NULL;
}
