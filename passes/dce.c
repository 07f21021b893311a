/* dce.c: dead code elimination to a fixpoint, nested regions included.
 *
 * An op is dead when it is registered, has no effects of its own or in
 * its regions (no SideEffect, no Inplace, nothing unregistered; see
 * effects.h), is not a terminator, and none of its results is used. Kept
 * therefore: SideEffect ops (fetch, print, random and optimizer ops,
 * builtin.set_parameter, builtin.shadow_output, data/feed, every cf stack
 * op: pairing pushes and pops is the stack-pruning pass's business),
 * Inplace ops (and so the producers of what they write), terminators and
 * unregistered ops.
 *
 * A worklist makes it linear: erasing an op re-examines only the
 * producers of its operands (and of operands nested in its regions).
 *
 * With the option remove-unused-results (default on) the pass also drops
 * results of pd_op.if that nothing uses (and the matching cf.yield
 * operands), so the ops computing them in the branches die as well. */
#include <stdlib.h>
#include <string.h>

#include "effects.h"
#include "pass.h"

enum { STAT_ERASED, STAT_RESULTS };
enum { OPT_UNUSED_RESULTS };
enum { QUEUED = 1u << 8, ERASED = 1u << 9 };

typedef struct {
	PirPtrVec work;
	PirPassRun *run;
} Dce;

static void push(Dce *d, PirOperation *op)
{
	if (op && !(op->scratch & (QUEUED | ERASED))) {
		op->scratch |= QUEUED;
		pirPtrVecPush(&d->work, op);
	}
}

static void pushProducers(Dce *d, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = op->operands[i].value;
		if (v && !v->isArg)
			push(d, v->owner.op);
	}
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = op->regions[r].first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = o->next)
				pushProducers(d, o);
}

static void markErased(PirOperation *op)
{
	op->scratch |= ERASED;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = op->regions[r].first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = o->next)
				markErased(o);
}

static bool isDead(PirOperation *op)
{
	return op->info->registered && !pirOpHasEffects(op) && !(op->info->traits & PIR_TRAIT_TERMINATOR) &&
	       pirOperationResultsUnused(op);
}

/* Rebuilds a pd_op.if without its unused results; the yields of both
 * branches lose the matching operands. Returns the new op or NULL. */
static PirOperation *dropUnusedIfResults(Dce *d, PirOperation *op)
{
	if (strcmp(op->info->name->str, "pd_op.if") || op->numRegions != 2)
		return NULL;
	uint32_t keep = 0;
	for (uint32_t i = 0; i < op->numResults; i++)
		keep += op->results[i].firstUse != NULL;
	if (keep == op->numResults || (keep == 0 && !pirOpHasEffects(op)))
		return NULL; /* nothing to drop, or the whole op is dead anyway */
	for (uint32_t r = 0; r < 2; r++) {
		PirBlock *b = op->regions[r].first;
		if (b && b->last && (strcmp(b->last->info->name->str, "cf.yield") || b->last->numOperands != op->numResults))
			return NULL;
	}
	PirProgram *prog = op->program;
	PirType **types = pirMalloc(keep * sizeof *types);
	for (uint32_t i = 0, k = 0; i < op->numResults; i++)
		if (op->results[i].firstUse)
			types[k++] = op->results[i].type;
	PirValue *operands[1] = {op->operands[0].value};
	PirOperationState st = {.info = op->info, .loc = op->loc, .numOperands = 1, .numResults = keep,
				.numRegions = 2, .operands = operands, .resultTypes = types, .attrs = op->attrs};
	PirOperation *nop = pirOperationCreate(prog, &st);
	free(types);
	for (uint32_t r = 0; r < 2; r++) {
		PirRegion *from = &op->regions[r];
		while (from->first) {
			PirBlock *b = from->first;
			pirRegionRemoveBlock(from, b);
			pirRegionAppendBlock(&nop->regions[r], b);
		}
		PirBlock *b = nop->regions[r].first;
		if (!b || !b->last)
			continue;
		/* New yield with the kept operands. */
		PirOperation *y = b->last;
		PirValue **vals = pirMalloc((keep ? keep : 1) * sizeof *vals);
		for (uint32_t i = 0, k = 0; i < op->numResults; i++)
			if (op->results[i].firstUse)
				vals[k++] = y->operands[i].value;
		PirOperationState ys = {.info = y->info, .loc = y->loc, .numOperands = keep, .operands = vals,
					.attrs = y->attrs};
		PirOperation *ny = pirOperationCreate(prog, &ys);
		free(vals);
		ny->scratch = y->scratch & ~(uint32_t)QUEUED;
		pirBlockInsertOpAfter(b, y, ny);
		pushProducers(d, y);
		pirOperationErase(y);
		y->scratch |= ERASED;
	}
	nop->scratch = op->scratch & ~(uint32_t)QUEUED;
	pirBlockInsertOpAfter(op->block, op, nop);
	for (uint32_t i = 0, k = 0; i < op->numResults; i++)
		if (op->results[i].firstUse)
			pirValueReplaceAllUsesWith(&op->results[i], &nop->results[k++]);
	pirOperationErase(op);
	op->scratch |= ERASED;
	d->run->stats[STAT_RESULTS] += op->numResults - keep;
	d->run->changed = true;
	return nop;
}

static PirWalkResult seed(PirOperation *op, void *ud)
{
	push(ud, op);
	return PIR_WALK_ADVANCE;
}

static bool runDce(PirProgram *prog, PirPassRun *run)
{
	pirComputeEffects(prog); /* op->scratch: effect bit; QUEUED/ERASED bits are ours */
	Dce d = {{0}, run};
	/* Post-order: ops nested in a region are looked at before the op. */
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, seed, &d);
	/* Popping from the end visits users before their producers, so a
	 * chain of dead ops dies in one sweep; the worklist catches the rest. */
	while (d.work.len) {
		PirOperation *op = d.work.data[--d.work.len];
		op->scratch &= ~(uint32_t)QUEUED;
		if (op->scratch & ERASED)
			continue;
		if (isDead(op)) {
			pushProducers(&d, op);
			markErased(op);
			pirOperationErase(op);
			run->stats[STAT_ERASED]++;
			run->changed = true;
			continue;
		}
		if (run->options[OPT_UNUSED_RESULTS] && op->numRegions)
			dropUnusedIfResults(&d, op);
	}
	pirPtrVecFree(&d.work);
	return true;
}

const PirPass pirDcePass = {
	.argument = "dce",
	.name = "DCE",
	.summary = "Eliminate dead operations (nested regions included) and unused pd_op.if results",
	.options = {{"remove-unused-results", "drop results of pd_op.if that nothing uses", 1}},
	.stats = {{"num-dce'd", "Number of operations DCE'd"}, {"num-results-removed", "Number of unused region-op results removed"}},
	.run = runDce,
};
