/* vec_hooks.c: verification hooks of the ops that pack and unpack vec[...]
 * values (builtin.combine, builtin.slice, builtin.split), as Paddle's
 * builtin_op.cc verifies them: the vec's element types are the packed
 * values' types, one by one, and a slice index is within the vec. Named by
 * `verifier: combine|slice|split` in the YAML. */
#include <inttypes.h>
#include <stdlib.h>

#include "../lib/context_impl.h"
#include "dialects.h"

static char *typeStr(PirOperation *op, PirType *t)
{
	return pirTypeToString(op->program->ctx, t);
}

static bool mismatch(PirOperation *op, const char *what, PirType *got, const char *whatElem, PirType *want)
{
	char *g = typeStr(op, got), *w = typeStr(op, want);
	pirEmitOpError(op, "%s has type %s, but %s has type %s", what, g, whatElem, w);
	free(g);
	free(w);
	return false;
}

/* combine: result vec[T0,...,Tn-1] for operands of types T0...Tn-1. */
static bool verifyCombine(PirOperation *op)
{
	if (op->numResults != 1)
		return true; /* counted by the definition */
	PirType *v = op->results[0].type;
	if (v->kind != PIR_TYPE_VECTOR)
		return true;
	if (v->vec.size != op->numOperands) {
		pirEmitOpError(op, "packs %u value%s, but its result vec has %u element%s", op->numOperands,
			       op->numOperands == 1 ? "" : "s", v->vec.size, v->vec.size == 1 ? "" : "s");
		return false;
	}
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *x = op->operands[i].value;
		if (x && x->type != v->vec.elems[i]) {
			char what[48], elem[48];
			snprintf(what, sizeof what, "operand #%u", i);
			snprintf(elem, sizeof elem, "element #%u of the result", i);
			return mismatch(op, what, x->type, elem, v->vec.elems[i]);
		}
	}
	return true;
}

/* slice: element `index` of the vec operand, of that element's type. */
static bool verifySlice(PirOperation *op)
{
	PirValue *x = op->numOperands == 1 ? op->operands[0].value : NULL;
	PirAttribute *a = pirAttrDictLookup(op->attrs, pirIdentGetCStr(op->program->ctx, "index"));
	if (!x || x->type->kind != PIR_TYPE_VECTOR || !a || op->numResults != 1)
		return true;
	int64_t index = a->i;
	uint32_t n = x->type->vec.size;
	if (index < 0 || index >= (int64_t)n) {
		pirEmitError(op->program->ctx, pirOperationAttrLocation(op, pirIdentGetCStr(op->program->ctx, "index")),
			     "'%s' op index %" PRId64 " is out of range for a vec of %u element%s", op->info->name->str,
			     index, n, n == 1 ? "" : "s");
		return false;
	}
	PirType *want = x->type->vec.elems[index];
	if (op->results[0].type != want) {
		char elem[48];
		snprintf(elem, sizeof elem, "element #%" PRId64 " of the vec", index);
		return mismatch(op, "the result", op->results[0].type, elem, want);
	}
	return true;
}

/* split: one result per element of the vec operand, of its type. */
static bool verifySplit(PirOperation *op)
{
	PirValue *x = op->numOperands == 1 ? op->operands[0].value : NULL;
	if (!x || x->type->kind != PIR_TYPE_VECTOR)
		return true;
	uint32_t n = x->type->vec.size;
	if (op->numResults != n) {
		pirEmitOpError(op, "has %u result%s, but its vec operand has %u element%s", op->numResults,
			       op->numResults == 1 ? "" : "s", n, n == 1 ? "" : "s");
		return false;
	}
	for (uint32_t i = 0; i < n; i++)
		if (op->results[i].type != x->type->vec.elems[i]) {
			char what[48], elem[48];
			snprintf(what, sizeof what, "result #%u", i);
			snprintf(elem, sizeof elem, "element #%u of the vec", i);
			return mismatch(op, what, op->results[i].type, elem, x->type->vec.elems[i]);
		}
	return true;
}

const PirHookEntry pirVecHooks[] = {
	{"combine", {.verify = verifyCombine}},
	{"slice", {.verify = verifySlice}},
	{"split", {.verify = verifySplit}},
	{NULL, {0}},
};
