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
	{PIR_TRAIT_WRITES_VIEWS, "WritesViews"},
	{PIR_TRAIT_SPECULATABLE, "Speculatable"},
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

/* The index of s in names[0..n), or -1: the spelling tables below are
 * indexed by their enum. */
static int nameIndex(const char *const *names, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

static const char *const constraintNames[] = {
	[PIR_TC_ANY] = "any",
	[PIR_TC_TENSOR] = "tensor",
	[PIR_TC_MTENSOR] = "mtensor",
	[PIR_TC_VTENSOR] = "vtensor",
	[PIR_TC_BOOL_TENSOR] = "bool_tensor",
	[PIR_TC_VEC] = "vec",
};

const char *pirValueDefConstraintName(const PirValueDef *d)
{
	if (d->constraint == PIR_TC_HANDLE)
		return d->typeName ? d->typeName->str : "?";
	return d->constraint < PIR_TC_HANDLE ? constraintNames[d->constraint] : "?";
}

bool pirTypeConstraintFromName(const char *s, PirTypeConstraint *out)
{
	int c = nameIndex(constraintNames, PIR_TC_HANDLE, s);
	if (c >= 0)
		*out = (PirTypeConstraint)c;
	return c >= 0;
}

static const char *const roleNames[PIR_ROLE_COUNT] = {
	[PIR_ROLE_NONE] = "none",
	[PIR_ROLE_CONTAINER] = "container",
	[PIR_ROLE_OUTPUT] = "output",
	[PIR_ROLE_VARIABLE_READ] = "variable_read",
	[PIR_ROLE_VARIABLE_WRITE] = "variable_write",
	[PIR_ROLE_STACK_CREATE] = "stack_create",
	[PIR_ROLE_STACK_PUSH] = "stack_push",
	[PIR_ROLE_STACK_POP] = "stack_pop",
	[PIR_ROLE_STACK_TEST] = "stack_test",
	[PIR_ROLE_TO_VALUE] = "to_value",
	[PIR_ROLE_TO_TENSOR] = "to_tensor",
	[PIR_ROLE_FILL] = "fill",
	[PIR_ROLE_FILL_LIKE] = "fill_like",
	[PIR_ROLE_SUM] = "sum",
	[PIR_ROLE_NOT] = "not",
	[PIR_ROLE_MODULE] = "module",
	[PIR_ROLE_OVERWRITE] = "overwrite",
	[PIR_ROLE_ARRAY_CREATE] = "array_create",
	[PIR_ROLE_ARRAY_FILL_LIKE] = "array_fill_like",
	[PIR_ROLE_ARRAY_READ] = "array_read",
	[PIR_ROLE_ARRAY_WRITE] = "array_write",
	[PIR_ROLE_ARRAY_TO_TENSOR] = "array_to_tensor",
	[PIR_ROLE_TENSOR_TO_ARRAY] = "tensor_to_array",
	[PIR_ROLE_ARRAY_SUM] = "array_sum",
	[PIR_ROLE_SELECT] = "select",
	[PIR_ROLE_ROUTE] = "route",
};

const char *pirOpRoleName(PirOpRole r)
{
	return r < PIR_ROLE_COUNT ? roleNames[r] : "?";
}

bool pirOpRoleFromName(const char *s, PirOpRole *out)
{
	int r = nameIndex(roleNames, PIR_ROLE_COUNT, s);
	if (r >= 0)
		*out = (PirOpRole)r;
	return r >= 0;
}

static const char *const flowNames[PIR_FLOW_COUNT] = {
	[PIR_FLOW_NONE] = "none",
	[PIR_FLOW_BRANCH] = "branch",
	[PIR_FLOW_LOOP] = "loop",
	[PIR_FLOW_ONCE] = "once",
};

const char *pirRegionFlowName(PirRegionFlow f)
{
	return f < PIR_FLOW_COUNT ? flowNames[f] : "?";
}

bool pirRegionFlowFromName(const char *s, PirRegionFlow *out)
{
	int f = nameIndex(flowNames, PIR_FLOW_COUNT, s);
	if (f >= 0)
		*out = (PirRegionFlow)f;
	return f >= 0;
}

static const char *const foldNames[PIR_FOLD_COUNT] = {
	[PIR_FOLD_NONE] = "none",
	[PIR_FOLD_INT_ARRAY] = "int_array",
	[PIR_FOLD_FILL] = "fill",
	[PIR_FOLD_SHAPE] = "shape",
	[PIR_FOLD_SLICE] = "slice",
	[PIR_FOLD_CAST] = "cast",
	[PIR_FOLD_SCALE] = "scale",
	[PIR_FOLD_ADD] = "add",
	[PIR_FOLD_SUBTRACT] = "subtract",
	[PIR_FOLD_MULTIPLY] = "multiply",
	[PIR_FOLD_FLOOR_DIVIDE] = "floor_divide",
	[PIR_FOLD_PACK] = "pack",
	[PIR_FOLD_RESHAPE] = "reshape",
	[PIR_FOLD_DIVIDE] = "divide",
	[PIR_FOLD_SQRT] = "sqrt",
};

const char *pirFoldKindName(PirFoldKind k)
{
	return k < PIR_FOLD_COUNT ? foldNames[k] : "?";
}

bool pirFoldKindFromName(const char *s, PirFoldKind *out)
{
	int k = nameIndex(foldNames, PIR_FOLD_COUNT, s);
	if (k >= 0)
		*out = (PirFoldKind)k;
	return k >= 0;
}
