/* block.c: blocks, regions and programs: op lists, block arguments, the
 * module op that holds a program's top block, and the parameter map. */
#include <assert.h>
#include "context_impl.h"

#include <stdlib.h>
#include <string.h>

PirBlock *pirBlockCreate(PirProgram *p)
{
	PirBlock *b = pirArenaAlloc(&p->arena, sizeof(PirBlock));
	b->program = p;
	return b;
}

PirValue *pirBlockAddArgument(PirProgram *p, PirBlock *b, PirType *type)
{
	if (b->numArgs == b->capArgs) {
		uint32_t ncap = b->capArgs ? b->capArgs * 2 : 4;
		PirValue **na = pirArenaAlloc(&p->arena, ncap * sizeof *na);
		if (b->numArgs)
			memcpy(na, b->args, b->numArgs * sizeof *na);
		b->args = na;
		b->capArgs = ncap;
	}
	PirBlockArgument *a = pirArenaAlloc(&p->arena, sizeof *a);
	a->block = b;
	PirValue *v = &a->value;
	pirValueInitType(v, type);
	v->isArg = true;
	v->index = b->numArgs;
	b->args[b->numArgs++] = v;
	pirChangeLogBlockParent(b);
	return v;
}

void pirBlockEraseArgument(PirBlock *b, uint32_t i)
{
	pirChangeLogUsers(b->args[i]); /* it must be unused: if not, they are wrong now */
	pirChangeLogBlockParent(b);
	for (uint32_t j = i + 1; j < b->numArgs; j++) {
		b->args[j - 1] = b->args[j];
		b->args[j - 1]->index = j - 1;
	}
	b->numArgs--;
}

void pirBlockEraseArguments(PirBlock *b, const bool *erase)
{
	uint32_t n = 0;
	pirChangeLogBlockParent(b);
	for (uint32_t i = 0; i < b->numArgs; i++)
		if (erase[i])
			pirChangeLogUsers(b->args[i]);
		else {
			b->args[n] = b->args[i];
			b->args[n]->index = n;
			n++;
		}
	b->numArgs = n;
}

void pirBlockInsertOpAfter(PirBlock *b, PirOperation *after, PirOperation *op)
{
	PirOperation *next = after ? pirOperationGetNextInBlock(after) : b->first;
	PirLink self = pirLinkFromPtr(op);
	op->block = pirLinkFromPtr(b);
	op->prev = pirLinkFromPtr(after);
	op->next = pirLinkFromPtr(next);
	if (next)
		next->prev = self;
	else
		b->last = op;
	if (after)
		after->next = self;
	else
		b->first = op;
	if (b->program->changes.on) /* off while a program is read */
		pirChangeLogAdd(b->program, op, PIR_CHANGE_PLACE);
}

void pirBlockAppendOp(PirBlock *b, PirOperation *op)
{
	pirBlockInsertOpAfter(b, b->last, op);
}

void pirBlockInsertOpBefore(PirBlock *b, PirOperation *before, PirOperation *op)
{
	pirBlockInsertOpAfter(b, before ? pirOperationGetPrevInBlock(before) : b->last, op);
}

PirOperation *pirBlockGetTerminator(PirBlock *b)
{
	if (b->last && pirOperationHasTrait(b->last, PIR_TRAIT_TERMINATOR))
		return b->last;
	return NULL;
}

/* A block added to or taken from a region: the values of earlier blocks
 * are visible in later ones, and the region's op reads its blocks, so the
 * op is checked again with everything in it. */
static void logRegionChange(PirRegion *r, PirBlock *b)
{
	PirProgram *p = b->program;
	if (!p->changes.on)
		return;
	if (r->op == p->module)
		pirChangeLogUntracked(p);
	else
		pirChangeLogOp(r->op, PIR_CHANGE_PLACE);
}

void pirRegionAppendBlock(PirRegion *r, PirBlock *b)
{
	b->region = r;
	b->next = NULL;
	b->prev = r->last;
	if (r->last)
		r->last->next = b;
	else
		r->first = b;
	r->last = b;
	logRegionChange(r, b);
}

void pirRegionRemoveBlock(PirRegion *r, PirBlock *b)
{
	logRegionChange(r, b);
	if (b->prev)
		b->prev->next = b->next;
	else
		r->first = b->next;
	if (b->next)
		b->next->prev = b->prev;
	else
		r->last = b->prev;
	b->prev = b->next = NULL;
	b->region = NULL;
}

PirProgram *pirProgramCreate(PirContext *ctx)
{
	PirProgram *p = pirCalloc(1, sizeof *p);
	p->ctx = ctx;
	p->valueStatesClear = true; /* nothing made yet */
	pirArenaInit(&p->arena);
	/* The op with the module role (builtin.yaml); the builtin dialect
	 * registers it first, so the scan stops at once. */
	PirOpInfo *info = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_MODULE);
	assert(info && "pirProgramCreate needs a context whose dialects declare a module op");
	PirOperationState st = {.info = info, .numRegions = 1};
	p->module = pirOperationCreate(p, &st);
	pirRegionAppendBlock(pirOperationGetRegion(p->module, 0), pirBlockCreate(p));
	return p;
}

void pirProgramDestroy(PirProgram *p)
{
	if (!p)
		return;
	free(p->changes.entries);
	free(p->params);
	free(p->freeOps);
	pirArenaDestroy(&p->arena);
	free(p);
}

void pirProgramBeginRun(PirProgram *p, const char *owner)
{
	/* Two algorithms sharing the state words would corrupt each other. */
	assert(!p->runOwner && "the per-run state of the program already has an owner");
	p->runOwner = owner;
	p->valueStatesClear = false;
}

void pirProgramEndRun(PirProgram *p, const char *owner)
{
	assert(p->runOwner == owner && "the per-run state is released by its owner");
	(void)owner;
	p->runOwner = NULL;
}

PirBlock *pirProgramGetBlock(PirProgram *p)
{
	return pirOperationGetRegion(p->module, 0)->first;
}

PirContext *pirProgramGetContext(PirProgram *p)
{
	return p->ctx;
}

PirParameter *pirProgramGetParameter(PirProgram *p, PirIdent *name)
{
	for (size_t i = 0; i < p->numParams; i++)
		if (p->params[i].name == name)
			return &p->params[i];
	return NULL;
}

void pirProgramSetParameter(PirProgram *p, PirIdent *name, PirType *type, const void *data, size_t size,
			    bool isMutable)
{
	PirParameter *prm = pirProgramGetParameter(p, name);
	if (!prm) {
		if (p->numParams == p->capParams)
			p->params = pirArrayGrow(p->params, p->numParams, &p->capParams, sizeof *p->params, 8);
		prm = &p->params[p->numParams++];
	}
	*prm = (PirParameter){name, type, data, size, isMutable};
}
