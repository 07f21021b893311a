/* op_conditions.c: whether an op whose writes depend on its attributes
 * (key `functional_when`: batch_norm with is_test, dropout in test mode)
 * writes nothing in this instance (docs/dialect-yaml.md, "Write
 * conditions"). Data only: the condition is the definition's. */
#include "ir.h"

/* No result named by the inplace or view mapping is used: nobody can tell
 * that it shares its operand's buffer. Definitions with a variadic result
 * are not matched to results: they never qualify. */
static bool aliasesUnused(const PirOperation *op, const PirOpDef *d)
{
	for (uint32_t i = 0; i < d->numOutputs; i++)
		if (d->outputs[i].variadic)
			return false;
	for (uint32_t j = 0; j < d->numInplace + d->numView; j++) {
		uint32_t k = j < d->numInplace ? d->inplace[j].output : d->view[j - d->numInplace].output;
		if (k < op->numResults && pirValueGetFirstUse(pirOperationGetResult(op, k)))
			return false;
	}
	return true;
}

/* The attribute's value on op, or its default. */
static PirAttribute *attrOrDefault(const PirOperation *op, const PirOpDef *d, PirIdent *name)
{
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), name);
	if (a)
		return a;
	for (uint32_t i = 0; i < d->numAttrs; i++)
		if (d->attrs[i].name == name)
			return d->attrs[i].deflt;
	return NULL;
}

bool pirOperationIsFunctional(const PirOperation *op)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!d || !d->numWhen || !aliasesUnused(op, d))
		return false;
	/* Alternatives are runs of terms with one `alt`: one that matches in
	 * every term decides. */
	for (uint32_t i = 0; i < d->numWhen;) {
		uint32_t alt = d->when[i].alt;
		bool all = true;
		for (; i < d->numWhen && d->when[i].alt == alt; i++)
			all = all && attrOrDefault(op, d, d->when[i].attr) == d->when[i].value;
		if (all)
			return true;
	}
	return false;
}
