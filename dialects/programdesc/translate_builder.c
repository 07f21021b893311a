/* translate_builder.c: creating ops at the translator's insertion point:
 * attribute lists, the registration check, and the helper ops translations
 * add (builtin.combine, pd_op.full_int_array, pd_op.full). */
#include "program_translator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- creating ops */

void pdAttrAdd(PdTranslator *T, PdAttrList *l, const char *name, PirAttribute *a)
{
	if (!a)
		return;
	if (l->n == l->cap)
		l->e = pirArrayGrow(l->e, l->n, &l->cap, sizeof *l->e, 8);
	l->e[l->n++] = (PirNamedAttr){pirIdentGetCStr(T->ctx, name), a};
}

bool pdOpExists(PdTranslator *T, const char *name)
{
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	return info && info->registered;
}

PirOperation *pdCreateOp(PdTranslator *T, const char *name, uint32_t nOperands, PirValue *const *operands,
			 uint32_t nResults, PirType *const *types, PdAttrList *attrs, uint32_t nRegions, size_t *counter)
{
	PirAttrDict *dict = NULL;
	if (attrs && attrs->n) {
		PirIdent *dup = NULL;
		dict = pirAttrDictGet(T->ctx, (uint32_t)attrs->n, attrs->e, &dup);
		if (!dict) {
			pdError(T, "attribute '%s' is given twice", dup->str);
		}
	}
	if (attrs) {
		free(attrs->e);
		*attrs = (PdAttrList){0};
	}
	if (T->failed)
		return NULL;
	if (nOperands > PIR_MAX_OPERANDS || nResults > PIR_MAX_RESULTS) {
		pdError(T, "op '%s' would have %u %s; at most %u are supported", name,
			nOperands > PIR_MAX_OPERANDS ? nOperands : nResults,
			nOperands > PIR_MAX_OPERANDS ? "operands" : "results", PIR_MAX_OPERANDS);
		return NULL;
	}
	if (!pdOpExists(T, name) && !pirContextGetAllowUnregistered(T->ctx)) {
		pdError(T, "needs op '%s', which no loaded dialect defines (use --allow-unregistered-dialect to keep it "
			   "unregistered)",
			name);
		return NULL;
	}
	PirOperation *op = pirBuilderCreateOp(&T->b, name, nOperands, operands, nResults, types, dict, nRegions);
	if (counter)
		(*counter)++;
	return op;
}

PirValue *pdCombine(PdTranslator *T, uint32_t n, PirValue *const *values)
{
	PirType **types = pirMalloc((n ? n : 1) * sizeof *types);
	for (uint32_t i = 0; i < n; i++)
		types[i] = values[i] ? pirValueGetType(values[i]) : pirTypeGetNull(T->ctx);
	PirType *vt = pirTypeGetVector(T->ctx, n, types);
	free(types);
	PirOperation *op = pdCreateOp(T, T->opCombine, n, values, 1, &vt, NULL, 0, &T->stats->combines);
	return op ? pirOperationGetResult(op, 0) : NULL;
}

PirValue *pdFullIntArray(PdTranslator *T, uint32_t n, const int64_t *values)
{
	PirAttribute **elems = pirMalloc((n ? n : 1) * sizeof *elems);
	for (uint32_t i = 0; i < n; i++)
		elems[i] = pirAttrGetInt64(T->ctx, values[i]);
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "value", pirAttrGetArray(T->ctx, n, elems));
	free(elems);
	pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, "int64", 5));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "cpu", 3));
	int64_t dim = n;
	PirType *t = pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, PIR_TYPE_I64), 1, &dim);
	PirOperation *op = pdCreateOp(T, "pd_op.full_int_array", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
	return op ? pirOperationGetResult(op, 0) : NULL;
}

PirValue *pdFullScalar(PdTranslator *T, double value, const char *dtype)
{
	static const struct {
		const char *name;
		PirTypeKind kind;
	} kinds[] = {{"float32", PIR_TYPE_F32}, {"float64", PIR_TYPE_F64}, {"int32", PIR_TYPE_I32},
		     {"int64", PIR_TYPE_I64},   {"bool", PIR_TYPE_BOOL}};
	PirTypeKind k = PIR_TYPE_F32;
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (!strcmp(kinds[i].name, dtype))
			k = kinds[i].kind;
	int64_t one = 1;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, 1, &one));
	pdAttrAdd(T, &l, "value", pirAttrGetDouble(T->ctx, value));
	pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dtype, strlen(dtype)));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "cpu", 3));
	PirType *t = pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, k), 1, &one);
	PirOperation *op = pdCreateOp(T, "pd_op.full", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
	return op ? pirOperationGetResult(op, 0) : NULL;
}
