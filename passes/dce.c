/* dce.c: dead code elimination to a fixpoint, regions included (docs/passes.md, "DCE").
 * Changes:    erases unused effect-free ops; by default also unused if results, dead loop values.
 * Assumes:    verified IR; SideEffect, Inplace, Terminator traits and region flows are true.
 * Guarantees: keeps every op with effects (own or nested), every terminator, and what they read. */
#include <stdlib.h>
#include <string.h>

#include "effects.h"
#include "pass.h"

enum { STAT_ERASED, STAT_RESULTS };
enum { OPT_UNUSED_RESULTS };

typedef struct {
	PirPtrVec work;
	PirPassRun *run;
} Dce;

static void push(Dce *d, PirOperation *op)
{
	if (op && !pirFxState(op)->f.queued && !pirFxState(op)->f.erased) {
		pirFxState(op)->f.queued = 1;
		pirPtrVecPush(&d->work, op);
	}
}

static void pushProducers(Dce *d, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && !v->isArg)
			push(d, pirValueGetDefiningOp(v));
	}
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				pushProducers(d, o);
}

static void markErased(PirOperation *op)
{
	pirFxState(op)->f.erased = 1;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				markErased(o);
}

static bool isDead(PirOperation *op)
{
	return pirOperationGetInfo(op)->registered && !pirOpHasEffects(op) &&
	       !(pirOperationGetInfo(op)->traits & PIR_TRAIT_TERMINATOR) && pirOperationResultsUnused(op);
}

/* pirOperationRebuild, with the worklist told: the new op inherits the
 * flags, the old one is erased and its producers looked at again. */
static PirOperation *rebuild(Dce *d, PirOperation *op, const bool *keepOperand, const bool *keepResult)
{
	PirOperation *nop = pirOperationRebuild(op, keepOperand, keepResult);
	nop->state = op->state;
	pirFxState(nop)->f.queued = 0;
	pushProducers(d, op);
	pirOperationErase(op);
	pirFxState(op)->f.erased = 1;
	return nop;
}

/* The terminator that forwards n values to the region op's results. */
static bool isYield(PirOperation *op, uint32_t numOperands)
{
	return op && (pirOperationGetInfo(op)->traits & PIR_TRAIT_TERMINATOR) && op->numOperands == numOperands;
}

/* Drops the results of a pd_op.if that nothing uses; the yields of both
 * branches lose the matching operands. */
static void dropUnusedIfResults(Dce *d, PirOperation *op)
{
	if (pirOperationGetInfo(op)->flow != PIR_FLOW_BRANCH || op->numRegions != 2)
		return;
	uint32_t keep = 0;
	for (uint32_t i = 0; i < op->numResults; i++)
		keep += pirValueGetFirstUse(pirOperationGetResult(op, i)) != NULL;
	if (keep == op->numResults || (keep == 0 && !pirOpHasEffects(op)))
		return; /* nothing to drop, or the whole op is dead anyway */
	for (uint32_t r = 0; r < 2; r++) {
		PirBlock *b = pirOperationGetRegion(op, r)->first;
		if (b && b->last && !isYield(b->last, op->numResults))
			return;
	}
	bool *used = pirMalloc(op->numResults * sizeof *used);
	for (uint32_t i = 0; i < op->numResults; i++)
		used[i] = pirValueGetFirstUse(pirOperationGetResult(op, i)) != NULL;
	uint32_t n = op->numResults;
	PirOperation *nop = rebuild(d, op, NULL, used);
	for (uint32_t r = 0; r < 2; r++) {
		PirBlock *b = pirOperationGetRegion(nop, r)->first;
		if (b && b->last)
			rebuild(d, b->last, used, NULL);
	}
	free(used);
	d->run->stats[STAT_RESULTS] += n - keep;
	d->run->changed = true;
}

/* Liveness inside a loop body: an op is live if it has effects, or one of
 * its results feeds a live op or a live yield position (pirFxState(op)->f.live);
 * the body's block arguments found live get pirFxState(value)->f.live. */

/* Values defined outside the loop body are not followed: their liveness
 * does not matter here, and following them would walk the whole program
 * above every loop. A body argument of a loop value still thought dead
 * that live code reads is needed after all: its next value (the yield
 * operand) is queued in turn, so liveness spreads through the loop values
 * in the same walk, not one round per value. */
typedef struct {
	PirPtrVec work;    /* live ops whose operands are still to mark */
	PirPtrVec values;  /* yield operands of loop values found needed */
	PirBlock *body;
	bool *dead;
	uint32_t numDead;
} Live;

static void markLiveValue(Live *l, PirValue *v)
{
	if (!v)
		return;
	if (v->isArg) {
		/* Only the body's own arguments are marked: clearLive zeroes them
		 * again, so DCE leaves every value state word as it found it. */
		if (pirBlockArgumentGetOwner(v) != l->body || pirFxState(v)->f.live)
			return;
		pirFxState(v)->f.live = 1;
		if (l->dead[v->index]) {
			l->dead[v->index] = false;
			l->numDead--;
			pirPtrVecPush(&l->values, v);
		}
		return;
	}
	PirOperation *def = pirValueGetDefiningOp(v);
	if (pirFxState(def)->f.inBody && !pirFxState(def)->f.live) {
		pirFxState(def)->f.live = 1;
		pirPtrVecPush(&l->work, def);
	}
}

/* Clears LIVE in the body and marks its ops IN_BODY (or clears that too). */
static void clearLive(PirBlock *b, bool inBody)
{
	for (uint32_t i = 0; i < b->numArgs; i++)
		b->args[i]->state = 0;
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
		pirFxState(o)->f.live = 0;
		pirFxState(o)->f.inBody = inBody;
		for (uint32_t r = 0; r < o->numRegions; r++)
			for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
				clearLive(nb, inBody);
	}
}

static void seedLive(Live *l, PirBlock *b, PirOperation *yield)
{
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
		if (o != yield && (pirOpHasEffects(o) || (pirOperationGetInfo(o)->traits & PIR_TRAIT_TERMINATOR))) {
			pirFxState(o)->f.live = 1;
			pirPtrVecPush(&l->work, o);
		}
		for (uint32_t r = 0; r < o->numRegions; r++)
			for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
				seedLive(l, nb, yield);
	}
}

/* Loop values of a pd_op.while (Paddle's form) that nothing reads: the
 * result is unused and the block argument only feeds its own next value
 * (a dead cycle). Their inputs, results, block arguments and yield
 * operands are removed, and the ops of the cycle with them. */
static void dropDeadLoopValues(Dce *d, PirOperation *op)
{
	if (pirOperationGetInfo(op)->flow != PIR_FLOW_LOOP || op->numRegions != 1)
		return;
	PirBlock *body = pirOperationGetRegion(op, 0)->first;
	uint32_t n = op->numResults;
	if (!body || body->next || body->numArgs != n || op->numOperands != n + 1 || !isYield(body->last, n + 1))
		return;
	PirOperation *yield = body->last;
	bool *dead = pirMalloc((n + 1) * sizeof *dead);
	uint32_t numDead = 0;
	for (uint32_t k = 0; k < n; k++)
		numDead += dead[k] = pirValueGetFirstUse(pirOperationGetResult(op, k)) == NULL;
	if (!numDead) {
		free(dead);
		return;
	}
	Live l = {{0}, {0}, body, dead, numDead};
	clearLive(body, true);
	seedLive(&l, body, yield);
	markLiveValue(&l, pirOperationGetOperand(yield, 0));
	for (uint32_t k = 0; k < n; k++)
		if (!dead[k])
			markLiveValue(&l, pirOperationGetOperand(yield, k + 1));
	while (l.work.len || l.values.len) {
		if (l.values.len) {
			PirValue *a = l.values.data[--l.values.len];
			markLiveValue(&l, pirOperationGetOperand(yield, a->index + 1));
			continue;
		}
		PirOperation *o = l.work.data[--l.work.len];
		for (uint32_t i = 0; i < o->numOperands; i++)
			markLiveValue(&l, pirOperationGetOperand(o, i));
		for (uint32_t r = 0; r < o->numRegions; r++) /* nested uses keep values live */
			for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
				for (PirOperation *in = nb->first; in; in = pirOperationGetNextInBlock(in))
					if (!pirFxState(in)->f.live) {
						pirFxState(in)->f.live = 1;
						pirPtrVecPush(&l.work, in);
					}
	}
	numDead = l.numDead;
	pirPtrVecFree(&l.work);
	pirPtrVecFree(&l.values);
	if (!numDead) {
		clearLive(body, false);
		free(dead);
		return;
	}
	bool *keepYield = pirMalloc((n + 1) * sizeof *keepYield), *keepIn = pirMalloc((n + 1) * sizeof *keepIn);
	bool *keepRes = pirMalloc((n + 1) * sizeof *keepRes);
	keepYield[0] = keepIn[0] = true;
	for (uint32_t k = 0; k < n; k++) {
		keepRes[k] = !dead[k];
		keepYield[k + 1] = keepIn[k + 1] = !dead[k];
	}
	PirOperation *nyield = rebuild(d, yield, keepYield, NULL);
	/* Erase what is not live, users first. */
	for (PirOperation *o = pirOperationGetPrevInBlock(nyield), *prev; o; o = prev) {
		prev = pirOperationGetPrevInBlock(o);
		if (!pirFxState(o)->f.live && pirOperationResultsUnused(o)) {
			pushProducers(d, o);
			markErased(o);
			pirOperationErase(o);
			d->run->stats[STAT_ERASED]++;
		}
	}
	clearLive(body, false);
	bool argsUnused = true;
	for (uint32_t k = 0; k < n; k++)
		if (dead[k] && pirValueGetFirstUse(body->args[k]))
			argsUnused = false;
	if (argsUnused) {
		pirBlockEraseArguments(body, dead);
		rebuild(d, op, keepIn, keepRes);
		d->run->stats[STAT_RESULTS] += numDead;
	}
	d->run->changed = true;
	free(keepYield);
	free(keepIn);
	free(keepRes);
	free(dead);
}

/* Erases op if it is dead, else trims its region results and loop values. */
static void visit(Dce *d, PirOperation *op)
{
	if (pirFxState(op)->f.erased)
		return;
	if (isDead(op)) {
		pushProducers(d, op);
		pirFxState(op)->f.erased = 1;
		if (op->numRegions)
			markErased(op);
		pirOperationErase(op);
		d->run->stats[STAT_ERASED]++;
		d->run->changed = true;
		return;
	}
	if (d->run->options[OPT_UNUSED_RESULTS] && op->numRegions) {
		dropUnusedIfResults(d, op);
		dropDeadLoopValues(d, op);
	}
}

/* One sweep does the bulk: the ops of a block from last to first, each
 * op's regions before the op itself, so users are seen before their
 * producers and a chain of dead ops dies in one go. The effect flags are
 * computed on the way (an op's regions are swept before it is looked at). */
static void sweep(Dce *d, PirBlock *b)
{
	for (PirOperation *op = b->last, *prev; op; op = prev) {
		prev = pirOperationGetPrevInBlock(op);
		/* A region op that may die whole is judged first, so what it holds
		 * goes with it (and is not counted one by one). */
		if (op->numRegions && pirOperationGetInfo(op)->registered && !pirOpHasOwnEffects(op) &&
		    !(pirOperationGetInfo(op)->traits & PIR_TRAIT_TERMINATOR) && pirOperationResultsUnused(op)) {
			pirComputeOpEffects(op);
			if (isDead(op)) {
				visit(d, op);
				continue;
			}
		}
		bool fx = pirOpHasOwnEffects(op);
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *nb = pirOperationGetRegion(op, r)->first; nb; nb = nb->next) {
				sweep(d, nb);
				for (PirOperation *o = nb->first; o; o = pirOperationGetNextInBlock(o))
					fx |= pirFxState(o)->f.effects;
			}
		op->state = 0;
		pirFxState(op)->f.effects = fx;
		visit(d, op);
	}
}

static bool runDce(PirProgram *prog, PirPassRun *run)
{
	/* op->state.f: effects (effects.h); queued, erased, live, inBody are ours. */
	Dce d = {{0}, run};
	for (PirBlock *b = pirOperationGetRegion(prog->module, 0)->first; b; b = b->next)
		sweep(&d, b);
	/* What the sweep could not see: producers whose last user died after
	 * they were visited (in another block, or inside a region op). */
	while (d.work.len) {
		PirOperation *op = d.work.data[--d.work.len];
		pirFxState(op)->f.queued = 0;
		visit(&d, op);
	}
	pirPtrVecFree(&d.work);
	return true;
}

const PirPass pirDcePass = {
	.argument = "dce",
	.name = "DCE",
	.summary = "Eliminate dead operations, nested regions included (docs/passes.md)",
	.options = {{"remove-unused-results", "also drop unused pd_op.if results and dead pd_op.while loop values", 1, false}},
	.stats = {{"num-dce'd", "Number of operations DCE'd"}, {"num-results-removed", "Number of unused region-op results removed"}},
	.run = runDce,
	.keepsValueStatesClear = true, /* value words: 0 (effects.c) or a body argument's live, cleared by clearLive */
};
