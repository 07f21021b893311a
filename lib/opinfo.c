/* opinfo.c: names of traits and type constraints, as spelled in the YAML
 * op definitions and in diagnostics. */
#include "opinfo.h"

#include <string.h>

static const struct {
	PirTrait trait;
	const char *name;
} traitNames[] = {
	{PIR_TRAIT_READ_ONLY, "ReadOnly"},
	{PIR_TRAIT_HAS_VALUE_SEMANTICS, "HasValueSemantics"},
	{PIR_TRAIT_INPLACE, "Inplace"},
	{PIR_TRAIT_VIEW_LIKE, "ViewLike"},
	{PIR_TRAIT_SIDE_EFFECT, "SideEffect"},
	{PIR_TRAIT_TERMINATOR, "Terminator"},
	{PIR_TRAIT_COMMUTATIVE, "Commutative"},
	{PIR_TRAIT_CONSTANT_LIKE, "ConstantLike"},
};

const char *pirTraitName(PirTrait t)
{
	for (size_t i = 0; i < sizeof traitNames / sizeof *traitNames; i++)
		if (traitNames[i].trait == t)
			return traitNames[i].name;
	return "?";
}

bool pirTraitFromName(const char *s, PirTrait *out)
{
	for (size_t i = 0; i < sizeof traitNames / sizeof *traitNames; i++)
		if (strcmp(traitNames[i].name, s) == 0) {
			*out = traitNames[i].trait;
			return true;
		}
	return false;
}

static const char *const constraintNames[] = {
	[PIR_TC_ANY] = "any",
	[PIR_TC_TENSOR] = "tensor",
	[PIR_TC_MTENSOR] = "mtensor",
	[PIR_TC_VTENSOR] = "vtensor",
	[PIR_TC_BOOL_TENSOR] = "bool_tensor",
	[PIR_TC_VEC] = "vec",
	[PIR_TC_CF_STACK] = "cf.stack",
	[PIR_TC_CF_INLET] = "cf.inlet",
	[PIR_TC_CF_OUTLET] = "cf.outlet",
};

const char *pirTypeConstraintName(PirTypeConstraint c)
{
	return c <= PIR_TC_CF_OUTLET ? constraintNames[c] : "?";
}

bool pirTypeConstraintFromName(const char *s, PirTypeConstraint *out)
{
	for (int c = 0; c <= PIR_TC_CF_OUTLET; c++)
		if (strcmp(constraintNames[c], s) == 0) {
			*out = (PirTypeConstraint)c;
			return true;
		}
	return false;
}
