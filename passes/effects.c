/* effects.c: effect flags and the may-be-written analysis shared by CSE
 * and DCE. Both are linear in the size of the program: each value is
 * marked at most once. */
#include "effects.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/hashset.h"

bool pirOpIsContainer(const PirOperation *op)
{
	const char *n = op->info->name->str;
	return !strcmp(n, "builtin.combine") || !strcmp(n, "builtin.slice") || !strcmp(n, "builtin.split");
}

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

/* Does this use let the value be written or aliased? Ops that write or
 * alias (Inplace, ViewLike), or might do anything (unregistered;
 * SideEffect unless ReadOnly). Terminators and registered region ops
 * only forward values: what a yield forwards and what a loop passes to
 * its body are tied to the region op's results and block arguments
 * instead (tieRegionOp), so such a value is unsafe only when something
 * of its alias class is written; what the regions do is seen at the ops
 * inside them. */
static bool taints(const PirOperation *user)
{
	const PirOpInfo *i = user->info;
	if (!i->registered || (i->traits & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE)))
		return true;
	if (i->traits & PIR_TRAIT_TERMINATOR)
		return false;
	return (i->traits & PIR_TRAIT_SIDE_EFFECT) && !(i->traits & PIR_TRAIT_READ_ONLY);
}

/* Does a region op pass its operands on to its block arguments and
 * results (pd_op.while, pylayer; not pd_op.if, which only reads its
 * condition and is ReadOnly)? */
static bool passesOperands(const PirOperation *p)
{
	return !p->info->registered || !(p->info->traits & PIR_TRAIT_READ_ONLY);
}

/* A reader or writer of a named program variable, keyed by its name. */
typedef struct {
	PirAttribute *name;
	PirOperation *op;
} Var;

typedef struct {
	PirPtrVec work;
	Var *vars;            /* readers, sorted by name so that a name's are adjacent */
	size_t numVars, capVars;
	PirPtrVec sets;       /* writers (builtin.set_parameter) */
	PirPtrMap groups;     /* name -> 1 + index of its first reader in vars */
	/* Interned once, so recognizing a variable op is pointer compares. */
	PirIdent *opParameter, *opSetParameter, *opData, *keyParameterName, *keyName;
	PirIdent *opTuplePop, *opPopBack;
} Unsafe;

/* Named program variables: every builtin.parameter (and pd_op.data) result
 * of one name is the same buffer, and builtin.set_parameter overwrites it.
 * Returns the name attribute of such an op, else NULL. */
static PirAttribute *varName(const Unsafe *u, const PirOperation *op)
{
	PirIdent *n = op->info->name;
	if (n == u->opParameter || n == u->opSetParameter)
		return pirAttrDictLookup(op->attrs, u->keyParameterName);
	if (n == u->opData)
		return pirAttrDictLookup(op->attrs, u->keyName);
	return NULL;
}

static int byVarName(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const Var *)a)->name, y = (uintptr_t)((const Var *)b)->name;
	return x < y ? -1 : x > y;
}

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
	PirAttribute *name = u ? varName(u, op) : NULL;
	if (name && !op->numResults) {
		pirPtrVecPush(&u->sets, op);
	} else if (name) {
		if (u->numVars == u->capVars) {
			u->capVars = u->capVars ? 2 * u->capVars : 16;
			u->vars = pirRealloc(u->vars, u->capVars * sizeof *u->vars);
		}
		u->vars[u->numVars++] = (Var){name, op};
	}
	/* A value popped from a stack is one that was pushed, and may be
	 * written through that: treat it as possibly written. */
	if (u && (op->info->name == u->opTuplePop || op->info->name == u->opPopBack))
		for (uint32_t i = 0; i < op->numResults; i++)
			mark(u, &op->results[i]);
	return count;
}

void pirComputeEffects(PirProgram *prog)
{
	analyze(NULL, prog->module);
}

void pirComputeOpEffects(PirOperation *op)
{
	analyze(NULL, op);
}

/* An op whose results may be its operands' buffers: a container, or an
 * op that may write or alias its operands (a view, an Inplace op, an
 * unregistered op, pd_op.print...). */
static bool forwards(const PirOperation *op)
{
	return pirOpIsContainer(op) || taints(op);
}

enum { TIED = 1u << 2 }; /* op->scratch: tieRegionOp or tieVar done */

/* Marks every reader of the named variable (all of them at once). */
static void tieVar(Unsafe *u, PirAttribute *name)
{
	uintptr_t i = name ? (uintptr_t)pirPtrMapGet(&u->groups, name) : 0;
	for (i = i ? i - 1 : u->numVars; i < u->numVars; i++) {
		PirOperation *o = u->vars[i].op;
		if (u->vars[i].name != name || (o->scratch & TIED))
			return;
		o->scratch |= TIED;
		for (uint32_t r = 0; r < o->numResults; r++)
			mark(u, &o->results[r]);
	}
}

/* A region op's results, its block arguments and the values its
 * terminators forward are one alias class (a result or loop value may be
 * any yielded value, and a yielded value may be an outer one); so are its
 * operands when it may alias them (pd_op.while: inputs become block
 * arguments and results). Conservative: no index matching. */
static void tieRegionOp(Unsafe *u, PirOperation *p)
{
	if (!p || !p->block || (p->scratch & TIED))
		return;
	p->scratch |= TIED;
	for (uint32_t i = 0; i < p->numResults; i++)
		mark(u, &p->results[i]);
	if (passesOperands(p))
		for (uint32_t i = 0; i < p->numOperands; i++)
			mark(u, p->operands[i].value);
	for (uint32_t r = 0; r < p->numRegions; r++)
		for (PirBlock *b = p->regions[r].first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				mark(u, b->args[i]);
			if (b->last && (b->last->info->traits & PIR_TRAIT_TERMINATOR))
				for (uint32_t i = 0; i < b->last->numOperands; i++)
					mark(u, b->last->operands[i].value);
		}
}

size_t pirAnalyzeEffects(PirProgram *prog)
{
	PirContext *ctx = prog->ctx;
	Unsafe u = {
		.opParameter = pirIdentGetCStr(ctx, "builtin.parameter"),
		.opSetParameter = pirIdentGetCStr(ctx, "builtin.set_parameter"),
		.opData = pirIdentGetCStr(ctx, "pd_op.data"),
		.keyParameterName = pirIdentGetCStr(ctx, "parameter_name"),
		.keyName = pirIdentGetCStr(ctx, "name"),
		.opTuplePop = pirIdentGetCStr(ctx, "cf.tuple_pop"),
		.opPopBack = pirIdentGetCStr(ctx, "cf.pop_back"),
	};
	PirBlock *top = pirProgramGetBlock(prog);
	for (uint32_t i = 0; i < top->numArgs; i++)
		top->args[i]->scratch = 0;
	size_t count = analyze(&u, prog->module) - 1;
	if (u.numVars)
		qsort(u.vars, u.numVars, sizeof *u.vars, byVarName);
	for (size_t i = u.numVars; i-- > 0;)
		pirPtrMapPut(&u.groups, u.vars[i].name, (void *)(uintptr_t)(i + 1));
	for (size_t i = 0; i < u.sets.len; i++)
		tieVar(&u, varName(&u, u.sets.data[i]));
	/* A marked value taints every value that may share its buffer, both
	 * ways: the operands and results of containers, views, Inplace and
	 * other forwarding ops, and the values tied by region ops. */
	while (u.work.len) {
		PirValue *v = u.work.data[--u.work.len];
		if (v->isArg) {
			tieRegionOp(&u, v->owner.block->region ? v->owner.block->region->op : NULL);
		} else {
			PirOperation *d = v->owner.op;
			if (forwards(d))
				for (uint32_t i = 0; i < d->numOperands; i++)
					mark(&u, d->operands[i].value);
			if (d->numRegions)
				tieRegionOp(&u, d);
			PirAttribute *name = varName(&u, d);
			if (name)
				tieVar(&u, name);
		}
		for (PirOpOperand *use = v->firstUse; use; use = use->next) {
			PirOperation *o = use->owner;
			if (o->info->traits & PIR_TRAIT_TERMINATOR)
				tieRegionOp(&u, o->block && o->block->region ? o->block->region->op : NULL);
			else if (forwards(o))
				for (uint32_t i = 0; i < o->numResults; i++)
					mark(&u, &o->results[i]);
			if (o->numRegions && passesOperands(o))
				tieRegionOp(&u, o);
		}
	}
	pirPtrVecFree(&u.work);
	free(u.vars);
	pirPtrVecFree(&u.sets);
	pirPtrMapFree(&u.groups);
	return count;
}
