/* effects.c: effect flags and the may-be-written analysis shared by CSE
 * and DCE. Both are linear in the size of the program: each value is
 * marked at most once. */
#include "effects.h"

#include <string.h>

bool pirOpHasOwnEffects(const PirOperation *op)
{
	if (!op->info->registered)
		return true;
	if (op->info->traits & PIR_TRAIT_TERMINATOR)
		return false;
	return (op->info->traits & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE)) != 0;
}

static bool isMutableType(const PirType *t)
{
	switch (t->kind) {
	case PIR_TYPE_TENSOR:
		return true;
	case PIR_TYPE_DIALECT:
		return !t->dialect.dialect || strcmp(t->dialect.dialect->str, "cf") != 0;
	case PIR_TYPE_VECTOR:
		for (uint32_t i = 0; i < t->vec.size; i++)
			if (isMutableType(t->vec.elems[i]))
				return true;
		return false;
	default:
		return false;
	}
}

static bool isContainer(const PirOperation *op)
{
	const char *n = op->info->name->str;
	return !strcmp(n, "builtin.combine") || !strcmp(n, "builtin.slice") || !strcmp(n, "builtin.split");
}

/* Does this use let the value be written or aliased? Ops that write or
 * alias (Inplace, ViewLike), forward values (terminators), or might do
 * anything (unregistered; SideEffect or regions unless ReadOnly). */
static bool taints(const PirOperation *user)
{
	const PirOpInfo *i = user->info;
	if (!i->registered || (i->traits & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_TERMINATOR)))
		return true;
	return (user->numRegions || (i->traits & PIR_TRAIT_SIDE_EFFECT)) && !(i->traits & PIR_TRAIT_READ_ONLY);
}

typedef struct {
	PirPtrVec work;
} Unsafe;

static void mark(Unsafe *u, PirValue *v)
{
	if (!v || v->scratch == 1 || !isMutableType(v->type))
		return;
	v->scratch = 1;
	pirPtrVecPush(&u->work, v);
}

/* One post-order walk computes both facts: block arguments are cleared
 * before the ops of their region are visited, results when their op is
 * (its users come later), and an op marks its operands after they were
 * cleared by their own definition. */
static size_t analyze(Unsafe *u, PirOperation *op)
{
	size_t count = 1;
	uint32_t fx = pirOpHasOwnEffects(op) ? PIR_FX_EFFECTS : 0;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = op->regions[r].first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				b->args[i]->scratch = 0;
			for (PirOperation *o = b->first; o; o = o->next) {
				count += analyze(u, o);
				fx |= o->scratch & PIR_FX_EFFECTS;
			}
		}
	op->scratch = fx;
	for (uint32_t i = 0; i < op->numResults; i++)
		op->results[i].scratch = 0;
	if (u && taints(op))
		for (uint32_t i = 0; i < op->numOperands; i++)
			mark(u, op->operands[i].value);
	return count;
}

void pirComputeEffects(PirProgram *prog)
{
	analyze(NULL, prog->module);
}

size_t pirAnalyzeEffects(PirProgram *prog)
{
	Unsafe u = {{0}};
	PirBlock *top = pirProgramGetBlock(prog);
	for (uint32_t i = 0; i < top->numArgs; i++)
		top->args[i]->scratch = 0;
	size_t count = analyze(&u, prog->module) - 1;
	/* Containers alias their elements both ways: a container whose result
	 * may be written exposes its operands, and a container of a value that
	 * may be written holds a value that may change. */
	while (u.work.len) {
		PirValue *v = u.work.data[--u.work.len];
		if (!v->isArg && isContainer(v->owner.op)) {
			PirOperation *c = v->owner.op;
			for (uint32_t i = 0; i < c->numOperands; i++)
				mark(&u, c->operands[i].value);
		}
		for (PirOpOperand *use = v->firstUse; use; use = use->next)
			if (isContainer(use->owner))
				for (uint32_t i = 0; i < use->owner->numResults; i++)
					mark(&u, &use->owner->results[i]);
	}
	pirPtrVecFree(&u.work);
	return count;
}
