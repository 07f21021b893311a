/* copy_elimination.c: drops the copies nothing needs (docs/passes.md, "copy-elimination").
 * Changes:    readers of b = to_tensor(a) read a where b is not yet written; unused copies go.
 * Assumes:    verified IR; vtensors never change; copies are deep and have no side effects.
 * Guarantees: every reader sees the same value; no visible type changes; no new writes; linear. */
#include <stdlib.h>
#include <string.h>

#include "../lib/hashset.h"
#include "effects.h"
#include "pass.h"

enum { STAT_REMOVED, STAT_REWIRED };

typedef struct {
	PirOpInfo *toV, *toT;
	PirPtrVec copies;
	PirPassRun *run;
	PirPtrMap twins;	      /* tensor type -> its vtensor twin */
	PirType *lastType, *lastTwin; /* the last pair asked for: copies share types */
} Elim;

static PirType *twinOf(Elim *e, PirContext *ctx, PirType *t)
{
	if (t == e->lastType)
		return e->lastTwin;
	PirType *w = pirPtrMapGet(&e->twins, t);
	if (!w) {
		w = pirTypeGetValueTwin(ctx, t);
		pirPtrMapPut(&e->twins, t, w);
	}
	e->lastType = t;
	e->lastTwin = w;
	return w;
}

/* Rule (b) of docs/passes.md, "copy-elimination": may operand i of user
 * read the vtensor a instead? */
static bool isPlainReader(PirOperation *user, uint32_t i, PirValue *a)
{
	const PirOpInfo *info = user->info;
	if (!info->registered || !info->def || !(info->traits & PIR_TRAIT_READ_ONLY) ||
	    (info->traits & (PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR)) || user->numRegions ||
	    info->def->maxRegions || user->numSuccessors || pirOpIsContainer(user))
		return false;
	if (!(info->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !pirOperationResultsUnused(user))
		return false;
	const PirValueDef *d = pirOpDefMatchValue(info->def->inputs, info->def->numInputs, user->numOperands, i);
	return d && pirTypeSatisfiesDef(a->type, d);
}

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Elim *e = ud;
	if (op->info == e->toV || op->info == e->toT)
		pirPtrVecPush(&e->copies, op);
	return PIR_WALK_ADVANCE;
}

static void erase(Elim *e, PirOperation *op)
{
	pirOperationErase(op);
	op->state.f.erased = 1;
	e->run->stats[STAT_REMOVED]++;
	e->run->changed = true;
}

/* Rules (a) and (b) for b = to_tensor(a), at the uses of b that run
 * before anything may write it. */
static void forward(Elim *e, PirOperation *toT)
{
	PirValue *a = pirOperationGetOperand(toT, 0), *b = pirOperationGetResult(toT, 0);
	if (!a || a->type->kind != PIR_TYPE_VTENSOR || b->type->kind != PIR_TYPE_TENSOR ||
	    twinOf(e, pirOperationGetContext(toT), b->type) != a->type)
		return;
	for (PirOpOperand *use = b->firstUse, *next; use; use = next) {
		next = use->next;
		PirOperation *user = use->owner;
		/* b holds a's value until something may write it: readers
		 * before that (in b's block) may read a (effects.h). */
		if (!pirValueUnchangedAt(b, user))
			continue;
		if (user->info == e->toV) {
			if (pirOperationGetResult(user, 0)->type != a->type)
				continue;
			pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), a);
			/* Only use is this one: next stays valid. */
			erase(e, user);
		} else if (isPlainReader(user, (uint32_t)(use - pirOperationGetOperands(user)), a)) {
			pirOperationSetOperand(user, (uint32_t)(use - pirOperationGetOperands(user)), a);
			e->run->stats[STAT_REWIRED]++;
			e->run->changed = true;
		}
	}
}

static bool runCopyElimination(PirProgram *prog, PirPassRun *run)
{
	PirContext *ctx = prog->ctx;
	Elim e = {pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE), pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_TENSOR),
		  {0}, run, {0}, NULL, NULL};
	if (!e.toV || !e.toT)
		return true; /* no copy can be in the program */
	pirAnalyzeEffects(prog);
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &e);
	for (size_t i = 0; i < e.copies.len; i++) {
		PirOperation *op = e.copies.data[i];
		if (op->info == e.toT && !op->state.f.erased && op->numOperands == 1 && op->numResults == 1)
			forward(&e, op);
	}
	/* Rule (c): users before producers (reverse program order of a
	 * pre-order walk); an erased copy queues its producer if that is a
	 * copy, so chains die in one sweep. */
	while (e.copies.len) {
		PirOperation *op = e.copies.data[--e.copies.len];
		if (op->state.f.erased || !pirOperationResultsUnused(op))
			continue;
		PirValue *in = op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
		erase(&e, op);
		if (in && !in->isArg && (pirValueGetDefiningOp(in)->info == e.toV || pirValueGetDefiningOp(in)->info == e.toT) &&
		    !pirValueGetDefiningOp(in)->state.f.erased && !in->firstUse)
			pirPtrVecPush(&e.copies, pirValueGetDefiningOp(in));
	}
	pirPtrVecFree(&e.copies);
	pirPtrMapFree(&e.twins);
	return true;
}

const PirPass pirCopyEliminationPass = {
	.argument = "copy-elimination",
	.name = "CopyElimination",
	.summary = "Remove to_tensor/to_vtensor copies that nothing needs (docs/passes.md)",
	.stats = {{"num-copies-removed", "Number of to_tensor and to_vtensor copies removed"},
		  {"num-uses-rewired", "Number of uses of a to_tensor result rewired to its vtensor source"}},
	.run = runCopyElimination,
};
