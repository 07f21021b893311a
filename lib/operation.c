/* operation.c: creating and erasing operations, operand use lists and
 * replaceAllUsesWith. An op and its operand, result, region and successor
 * arrays are one arena allocation. */
#include <assert.h>
#include "context_impl.h"

#include <string.h>

static void useLink(PirOpOperand *u, PirValue *v)
{
	u->value = v;
	if (!v) {
		u->next = NULL;
		u->prevp = NULL;
		return;
	}
	u->next = v->firstUse;
	if (u->next)
		u->next->prevp = &u->next;
	u->prevp = &v->firstUse;
	v->firstUse = u;
}

static void useUnlink(PirOpOperand *u)
{
	if (!u->value)
		return;
	assert(*u->prevp == u && "use list corrupted: the link before this use does not point at it");
	*u->prevp = u->next;
	if (u->next)
		u->next->prevp = u->prevp;
	u->value = NULL;
	u->next = NULL;
	u->prevp = NULL;
}

PirOperation *pirOperationCreate(PirProgram *p, const PirOperationState *st)
{
	size_t size = pirOperationAllocSizeInline(st->numResults, st->numOperands, st->numRegions, st->numSuccessors);
	/* Nothing destroyed yet: straight from the arena (zeroed too). */
	void *block = p->freeOps ? pirProgramAllocOp(p, size) : pirArenaAlloc(&p->arena, size);
	PirOperation *op = (PirOperation *)((char *)block + st->numResults * sizeof(PirValue));
	op->info = st->info;
	op->loc = pirContextPackLocationInline(p->ctx, st->loc);
	op->attrs = st->attrs ? st->attrs : pirAttrDictGetEmpty(p->ctx);
	op->numResults = st->numResults;
	op->numOperands = st->numOperands;
	op->numRegions = st->numRegions;
	op->numSuccessors = st->numSuccessors;
	for (uint32_t i = 0; i < st->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		v->type = st->resultTypes ? st->resultTypes[i] : pirTypeGetNull(p->ctx);
		v->index = i;
	}
	for (uint32_t i = 0; i < st->numOperands; i++) {
		pirOperationGetOpOperand(op, i)->owner = op;
		useLink(pirOperationGetOpOperand(op, i), st->operands[i]);
	}
	for (uint32_t i = 0; i < st->numRegions; i++)
		pirOperationGetRegion(op, i)->op = op;
	for (uint32_t i = 0; i < st->numSuccessors; i++)
		pirOperationGetSuccessors(op)[i] = st->successors[i];
	return op;
}

void pirOperationSetOperand(PirOperation *op, uint32_t i, PirValue *v)
{
	useUnlink(pirOperationGetOpOperand(op, i));
	useLink(pirOperationGetOpOperand(op, i), v);
}

PirProgram *pirOperationGetProgram(const PirOperation *op)
{
	if (op->block)
		return op->block->program;
	for (uint32_t r = 0; r < op->numRegions; r++)
		if (pirOperationGetRegion(op, r)->first)
			return pirOperationGetRegion(op, r)->first->program;
	return NULL;
}

PirLocation pirOperationGetLoc(const PirOperation *op)
{
	return pirContextUnpackLocation(pirOperationGetContext(op), op->loc);
}

void pirOperationSetLoc(PirOperation *op, PirLocation loc)
{
	op->loc = pirContextPackLocation(pirOperationGetContext(op), loc);
}

void pirOperationRemoveFromBlock(PirOperation *op)
{
	PirBlock *b = op->block;
	if (!b)
		return;
	if (op->prev)
		op->prev->next = op->next;
	else
		b->first = op->next;
	if (op->next)
		op->next->prev = op->prev;
	else
		b->last = op->prev;
	op->prev = op->next = NULL;
	op->block = NULL;
}

static void dropNested(PirOperation *op)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = o->next) {
				for (uint32_t i = 0; i < o->numOperands; i++)
					useUnlink(pirOperationGetOpOperand(o, i));
				dropNested(o);
			}
}

#ifndef NDEBUG
/* Every use of v must be inside op itself: erasing an op whose value is
 * still used elsewhere would leave a dangling operand. */
static bool usedOnlyWithin(const PirValue *v, PirOperation *op)
{
	for (PirOpOperand *u = v->firstUse; u; u = u->next)
		if (u->owner == op || !pirOperationIsAncestor(op, u->owner))
			return false;
	return true;
}
#endif

void pirOperationErase(PirOperation *op)
{
#ifndef NDEBUG
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirOperationGetResult(op, i)->firstUse)
			assert(usedOnlyWithin(pirOperationGetResult(op, i), op) && "erasing an op whose results are still used");
#endif
	pirOperationRemoveFromBlock(op);
	for (uint32_t i = 0; i < op->numOperands; i++)
		useUnlink(pirOperationGetOpOperand(op, i));
	/* Nested ops only use values visible to them; dropping all their uses
	 * first makes erasing them in any order safe. */
	dropNested(op);
}

PirAttribute *pirOperationGetAttr(PirOperation *op, const char *name)
{
	return pirAttrDictLookup(op->attrs, pirIdentGetCStr(pirOperationGetContext(op), name));
}

void pirOperationSetAttr(PirOperation *op, const char *name, PirAttribute *value)
{
	PirContext *ctx = pirOperationGetContext(op);
	op->attrs = pirAttrDictSet(ctx, op->attrs, pirIdentGetCStr(ctx, name), value);
}

PirOperation *pirBlockGetParentOp(PirBlock *b)
{
	return b && b->region ? b->region->op : NULL;
}

PirOperation *pirOperationGetParentOp(PirOperation *op)
{
	return pirBlockGetParentOp(op->block);
}

bool pirOperationIsAncestor(PirOperation *ancestor, PirOperation *op)
{
	for (; op; op = pirOperationGetParentOp(op))
		if (op == ancestor)
			return true;
	return false;
}

bool pirOperationResultsUnused(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirOperationGetResult(op, i)->firstUse)
			return false;
	return true;
}

void pirValueReplaceAllUsesWith(PirValue *from, PirValue *to)
{
	if (from == to)
		return;
	while (from->firstUse) {
		PirOpOperand *u = from->firstUse;
		useUnlink(u);
		useLink(u, to);
	}
}

size_t pirValueCountUses(const PirValue *v)
{
	size_t n = 0;
	for (PirOpOperand *u = v->firstUse; u; u = u->next)
		n++;
	return n;
}

PirBlock *pirValueGetParentBlock(const PirValue *v)
{
	return v->isArg ? pirBlockArgumentGetOwner(v) : pirValueGetDefiningOp(v)->block;
}
