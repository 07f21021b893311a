/* op_conditions.c: whether an op's attribute conditions hold in an
 * instance: it writes nothing (key `functional_when`: batch_norm with
 * is_test, dropout in test mode; docs/dialect-yaml.md, "Write
 * conditions"), it equals an operand (`identity`), it is its own adjoint
 * (`self_adjoint`), its backward is defined (`backward_when`). Data only:
 * the condition is the definition's. */
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

/* Two attribute values are equal: the same (uniqued) attribute, or numbers
 * of any kinds with the same value ((Float)1 and (Double)1 and (Int32)1). */
static bool sameNumber(const PirAttribute *a, const PirAttribute *b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	double x, y;
	return pirAttributeGetNumber(a, &x) && pirAttributeGetNumber(b, &y) && x == y;
}

bool pirAttributeGetNumber(const PirAttribute *a, double *out)
{
	switch (pirAttributeGetKind(a)) {
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX: *out = (double)pirAttributeGetIntValue(a); return true;
	case PIR_ATTR_FLOAT:
	case PIR_ATTR_DOUBLE: *out = pirAttributeGetFloatValue(a); return true;
	default: return false;
	}
}

/* An operand of the same name as the attribute is given: the attribute is
 * then not what the op uses (a tensor-backed "mutable attribute"). */
static bool operandGiven(const PirOperation *op, const PirOpDef *d, PirIdent *name)
{
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].name == name) {
			const PirValueDef *v = &d->inputs[i];
			if (v->variadic)
				return true;
			/* Inputs before a variadic one are matched by position, as the verifier does. */
			return i < op->numOperands && pirOperationGetOperand(op, i) != NULL;
		}
	return false;
}

/* One alternative of terms[0, n) holds on op (numbers compared by value,
 * no operand given for an attribute a term names). */
static bool anyAlternative(const PirOperation *op, const PirOpDef *d, const PirWhenTerm *terms, uint32_t n)
{
	for (uint32_t i = 0; i < n;) {
		uint32_t alt = terms[i].alt;
		bool all = true;
		for (; i < n && terms[i].alt == alt; i++)
			all = all && !operandGiven(op, d, terms[i].attr) &&
			      sameNumber(attrOrDefault(op, d, terms[i].attr), terms[i].value);
		if (all)
			return true;
	}
	return false;
}

int32_t pirOperationSelfAdjointOperand(const PirOperation *op, uint32_t *result)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	const PirOpDef *d = info->def;
	if (!info->registered || !d || !d->hasSelfAdjoint || op->numRegions)
		return -1;
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].variadic)
			return -1;
	uint32_t in = d->selfAdjoint.input, out = d->selfAdjoint.output;
	if (in >= op->numOperands || out >= op->numResults || !pirOperationGetOperand(op, in) ||
	    !anyAlternative(op, d, d->selfAdjointWhen, d->numSelfAdjointWhen))
		return -1;
	*result = out;
	return (int32_t)in;
}

bool pirOperationBackwardHolds(const PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	const PirOpDef *d = info->def;
	if (!info->registered || !d || !d->numBackwardWhen)
		return true;
	return anyAlternative(op, d, d->backwardWhen, d->numBackwardWhen);
}

int32_t pirOperationIdentityOperand(const PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	const PirOpDef *d = info->def;
	if (!info->registered || !d || !d->hasIdentity || op->numRegions)
		return -1;
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].variadic)
			return -1;
	uint32_t in = d->identity.input, out = d->identity.output;
	if (in >= op->numOperands || out >= op->numResults || !pirOperationGetOperand(op, in))
		return -1;
	PirType *t = pirOperationGetOperandType(op, in);
	if (t != pirOperationGetResultType(op, out))
		return -1;
	if (d->identityStatic) {
		if (!pirTypeIsDenseTensor(t))
			return -1;
		for (uint32_t i = 0; i < pirTensorTypeGetRank(t); i++)
			if (pirTensorTypeGetDim(t, i) < 0)
				return -1;
	}
	if (!d->numIdentityWhen)
		return (int32_t)in;
	for (uint32_t i = 0; i < d->numIdentityWhen;) {
		uint32_t alt = d->identityWhen[i].alt;
		bool all = true;
		for (; i < d->numIdentityWhen && d->identityWhen[i].alt == alt; i++) {
			PirIdent *name = d->identityWhen[i].attr;
			all = all && !operandGiven(op, d, name) &&
			      sameNumber(attrOrDefault(op, d, name), d->identityWhen[i].value);
		}
		if (all)
			return (int32_t)in;
	}
	return -1;
}
