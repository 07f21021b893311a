/* vec_hooks.c: verification hooks of the ops that unpack vec[...] values,
 * for what Paddle's builtin_op.cc checks and type inference (infer:
 * vec_slice, vec_split) does not: a builtin.slice index within the vec, and
 * one builtin.split result per element. Element types are checked by the
 * inference. Named by `verifier: slice|split` in the YAML. */
#include <inttypes.h>
#include <stdlib.h>

#include "../../lib/ir/context_impl.h"
#include "../dialects.h"

/* slice: `index` names an element of the vec operand. */
static bool verifySlice(PirOperation *op)
{
	PirValue *x = op->numOperands == 1 ? pirOperationGetOperand(op, 0) : NULL;
	PirAttribute *a =
		pirAttrDictLookup(pirOperationGetAttrDict(op), pirIdentGetCStr(pirOperationGetContext(op), "index"));
	if (!x || pirValueGetType(x)->kind != PIR_TYPE_VECTOR || !a || op->numResults != 1)
		return true;
	int64_t index = a->i;
	uint32_t n = pirValueGetType(x)->vec.size;
	if (index < 0 || index >= (int64_t)n) {
		pirEmitError(pirOperationGetContext(op),
		             pirOperationAttrLocation(op, pirIdentGetCStr(pirOperationGetContext(op), "index")),
		             "'%s' op index %" PRId64 " is out of range for a vec of %u element%s",
		             pirOperationGetName(op), index, n, n == 1 ? "" : "s");
		return false;
	}
	return true;
}

/* split: one result per element of the vec operand. */
static bool verifySplit(PirOperation *op)
{
	PirValue *x = op->numOperands == 1 ? pirOperationGetOperand(op, 0) : NULL;
	if (!x || pirValueGetType(x)->kind != PIR_TYPE_VECTOR)
		return true;
	uint32_t n = pirValueGetType(x)->vec.size;
	if (op->numResults != n) {
		pirEmitOpError(op, "has %u result%s, but its vec operand has %u element%s", op->numResults,
			       op->numResults == 1 ? "" : "s", n, n == 1 ? "" : "s");
		return false;
	}
	return true;
}

const PirHookEntry pirVecHooks[] = {
	{"slice", {.verify = verifySlice}},
	{"split", {.verify = verifySplit}},
	{NULL, {0}},
};
