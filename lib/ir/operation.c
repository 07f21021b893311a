/* operation.c: creating and erasing operations, operand use lists and
 * replaceAllUsesWith. An op and its operand, result, region and successor
 * arrays are one arena allocation. */
#include <assert.h>
#include "context_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The use lists (ir.h): u goes first in v's list. */
static inline void useLink(PirOpOperand *u, PirValue *v)
{
	u->value = pirLinkFromPtr(v);
	if (!v) {
		u->next = 0;
		u->prevp = 0;
		return;
	}
	u->next = v->firstUse;
	if (u->next)
		((PirOpOperand *)pirLinkToPtr(u->next))->prevp = pirLinkFromPtr(&u->next);
	u->prevp = pirLinkFromPtr(&v->firstUse);
	v->firstUse = pirLinkFromPtr(u);
}

static inline void useUnlink(PirOpOperand *u)
{
	if (!u->value)
		return;
	PirLink *prevp = pirLinkToPtr(u->prevp);
	assert(*prevp == pirLinkFromPtr(u) && "use list corrupted: the link before this use does not point at it");
	*prevp = u->next;
	if (u->next)
		((PirOpOperand *)pirLinkToPtr(u->next))->prevp = u->prevp;
	u->value = 0;
	u->next = 0;
	u->prevp = 0;
}

PirOperation *pirOperationCreate(PirProgram *p, const PirOperationState *st)
{
	/* The header's counts are bit fields (ir.h); the readers refuse more,
	 * so only a program building IR by hand can get here with more. */
	if (st->numOperands > PIR_MAX_OPERANDS || st->numResults > PIR_MAX_RESULTS ||
	    st->numRegions > PIR_MAX_REGIONS || st->numSuccessors > PIR_MAX_SUCCESSORS) {
		fprintf(stderr, "pirOperationCreate: %u operands, %u results, %u regions, %u successors: "
				"at most %u, %u, %u, %u\n", st->numOperands, st->numResults, st->numRegions,
			st->numSuccessors, PIR_MAX_OPERANDS, PIR_MAX_RESULTS, PIR_MAX_REGIONS, PIR_MAX_SUCCESSORS);
		abort();
	}
	size_t size = pirOperationAllocSizeInline(st->numResults, st->numOperands, st->numRegions, st->numSuccessors);
	/* Nothing destroyed yet: straight from the arena (zeroed too). */
	void *block = p->freeOps ? pirProgramAllocOp(p, size) : pirArenaAlloc4(&p->arena, size);
	PirOperation *op = (PirOperation *)((char *)block + st->numResults * sizeof(PirValue));
	pirOperationSetInfo(op, st->info);
	op->loc = pirContextPackLocationInline(p->ctx, st->loc);
	pirOperationSetAttrDict(op, st->attrs ? st->attrs : pirAttrDictGetEmpty(p->ctx));
	op->numResults = st->numResults;
	op->numOperands = st->numOperands;
	op->numRegions = st->numRegions;
	op->numSuccessors = st->numSuccessors;
	for (uint32_t i = 0; i < st->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		pirValueInitType(v, st->resultTypes ? st->resultTypes[i] : pirTypeGetNull(p->ctx));
		v->index = i;
	}
	PirLink self = pirLinkFromPtr(op);
	for (uint32_t i = 0; i < st->numOperands; i++) {
		pirOperationGetOpOperand(op, i)->owner = self;
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
	pirChangeLogOp(op, PIR_CHANGE_OP);
}

PirProgram *pirOperationGetProgram(const PirOperation *op)
{
	if (op->block)
		return pirOperationGetBlock(op)->program;
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
	PirBlock *b = pirOperationGetBlock(op);
	if (!b)
		return;
	if (b->program->changes.on) {
		/* Its users may now be left without their value; the region's op
		 * may now have an empty block or a block without its terminator. */
		for (uint32_t i = 0; i < op->numResults; i++)
			pirChangeLogUsers(pirOperationGetResult(op, i));
		pirChangeLogBlockParent(b);
	}
	PirOperation *prev = pirOperationGetPrevInBlock(op), *next = pirOperationGetNextInBlock(op);
	if (prev)
		prev->next = op->next;
	else
		b->first = next;
	if (next)
		next->prev = op->prev;
	else
		b->last = prev;
	op->prev = op->next = 0;
	op->block = 0;
}

static void dropNested(PirOperation *op)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
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
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		if (pirOpOperandGetOwner(u) == op || !pirOperationIsAncestor(op, pirOpOperandGetOwner(u)))
			return false;
	return true;
}
#endif

void pirOperationErase(PirOperation *op)
{
#ifndef NDEBUG
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirValueHasUses(pirOperationGetResult(op, i)))
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
	return pirAttrDictLookup(pirOperationGetAttrDict(op), pirIdentGetCStr(pirOperationGetContext(op), name));
}

void pirOperationSetAttr(PirOperation *op, const char *name, PirAttribute *value)
{
	PirContext *ctx = pirOperationGetContext(op);
	pirOperationSetAttrDict(op, pirAttrDictSet(ctx, pirOperationGetAttrDict(op), pirIdentGetCStr(ctx, name), value));
}

PirOperation *pirBlockGetParentOp(PirBlock *b)
{
	return b && b->region ? b->region->op : NULL;
}

PirOperation *pirOperationGetParentOp(PirOperation *op)
{
	return pirBlockGetParentOp(pirOperationGetBlock(op));
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
		if (pirValueHasUses(pirOperationGetResult(op, i)))
			return false;
	return true;
}

void pirValueReplaceAllUsesWith(PirValue *from, PirValue *to)
{
	if (from == to)
		return;
	while (from->firstUse) {
		PirOpOperand *u = pirValueGetFirstUse(from);
		useUnlink(u);
		useLink(u, to);
		pirChangeLogOp(pirOpOperandGetOwner(u), PIR_CHANGE_OP);
	}
}

void pirValueReverseUses(PirValue *v)
{
	PirOpOperand *u = pirValueGetFirstUse(v);
	v->firstUse = 0;
	while (u) {
		PirOpOperand *next = pirOpOperandGetNextUse(u);
		useLink(u, v); /* to the front: the last ends first */
		u = next;
	}
}

size_t pirValueCountUses(const PirValue *v)
{
	size_t n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		n++;
	return n;
}

PirBlock *pirValueGetParentBlock(const PirValue *v)
{
	return v->isArg ? pirBlockArgumentGetOwner(v) : pirOperationGetBlock(pirValueGetDefiningOp(v));
}
