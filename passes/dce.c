/* dce.c: dead code elimination to a fixpoint, regions included (docs/passes.md, "DCE").
 * Changes:    erases unused effect-free ops; by default also unused if results, dead loop values.
 * Assumes:    verified IR; SideEffect, Inplace, Terminator traits and region flows are true.
 * Guarantees: keeps every op with effects (own or nested), every terminator, and what they read;
 *             unless prune-parameters, one read of each parameter name the program read
 *             (role variable_read, storage parameter), so it still pairs with its weights file. */
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "effects.h"
#include "pass.h"

enum { STAT_ERASED, STAT_RESULTS };
enum { OPT_UNUSED_RESULTS, OPT_PRUNE_PARAMETERS };

typedef struct {
	PirPtrVec work;
	PirPassRun *run;
	/* Unless prune-parameters: the storage class of weights
	 * (dialects/builtin.yaml's builtin.parameter); the names read at the
	 * program's top level (PirIdent* -> non-NULL); and how many guarded
	 * reads of each name are left (PirIdent* -> count). A read is guarded
	 * when it is at the top level, or its name is read only in regions. */
	PirIdent *paramStorage;
	PirOperation *module;
	PirPtrMap top, reads;
} Dce;

/* The parameter name op reads (role variable_read of the weights'
 * storage), else NULL. */
static PirIdent *paramRead(const Dce *d, PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	if (!d->paramStorage || i->role != PIR_ROLE_VARIABLE_READ || i->varStorage != d->paramStorage)
		return NULL;
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey);
	return a && a->kind == PIR_ATTR_STR ? a->text : NULL;
}

static bool isTop(const Dce *d, PirOperation *op)
{
	return pirOperationGetParentOp(op) == d->module;
}

/* The name of a guarded parameter read, else NULL. */
static PirIdent *guardedRead(const Dce *d, PirOperation *op)
{
	PirIdent *n = paramRead(d, op);
	return n && (isTop(d, op) || !pirPtrMapGet(&d->top, n)) ? n : NULL;
}

static PirWalkResult findTopRead(PirOperation *op, void *ud)
{
	Dce *d = ud;
	PirIdent *n = paramRead(d, op);
	if (n && isTop(d, op))
		pirPtrMapPut(&d->top, n, (void *)1);
	return PIR_WALK_ADVANCE;
}

static PirWalkResult countRead(PirOperation *op, void *ud)
{
	Dce *d = ud;
	PirIdent *n = guardedRead(d, op);
	if (n)
		pirPtrMapPut(&d->reads, n, (void *)((uintptr_t)pirPtrMapGet(&d->reads, n) + 1));
	return PIR_WALK_ADVANCE;
}

/* Adds delta to the count of every guarded read in op (nested ones
 * included); whether some count dropped to 0. */
static bool adjustReads(Dce *d, PirOperation *op, int delta)
{
	bool zero = false;
	PirIdent *n = guardedRead(d, op);
	if (n) {
		uintptr_t c = (uintptr_t)pirPtrMapGet(&d->reads, n) + (uintptr_t)(intptr_t)delta;
		pirPtrMapPut(&d->reads, n, (void *)c);
		zero = c == 0;
	}
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				zero |= adjustReads(d, o, delta);
	return zero;
}

/* Whether a dead op may go: not when it holds the last guarded read of
 * a parameter name (then the counts are as they were). Counts the reads
 * it takes with it. So a name read at the top level keeps one top-level
 * read, and region ops die with the reads they hold; a name read only in
 * regions keeps one of those, and the region ops around it. */
static bool mayErase(Dce *d, PirOperation *op)
{
	if (!d->paramStorage || (!op->numRegions && !guardedRead(d, op)))
		return true;
	if (!adjustReads(d, op, -1))
		return true;
	adjustReads(d, op, +1);
	return false;
}

/* The queued bit is not a speed-only path (lib/sys/speed_paths.h): without
 * it an op would be visited again in another order, which is another
 * computation, not the same one slower. */
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
		if (!pirFxState(o)->f.live && pirOperationResultsUnused(o) && mayErase(d, o)) {
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

static void eraseDead(Dce *d, PirOperation *op)
{
	pushProducers(d, op);
	pirFxState(op)->f.erased = 1;
	if (op->numRegions)
		markErased(op);
	pirOperationErase(op);
	d->run->stats[STAT_ERASED]++;
	d->run->changed = true;
}

/* Erases op if it is dead, else trims its region results and loop values. */
static void visit(Dce *d, PirOperation *op)
{
	if (pirFxState(op)->f.erased)
		return;
	if (isDead(op) && mayErase(d, op)) {
		eraseDead(d, op);
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
		 * goes with it (and is not counted one by one). Not a speed-only
		 * path: the counts differ without it. */
		if (op->numRegions && pirOperationGetInfo(op)->registered && !pirOpHasOwnEffects(op) &&
		    !(pirOperationGetInfo(op)->traits & PIR_TRAIT_TERMINATOR) && pirOperationResultsUnused(op)) {
			pirComputeOpEffects(op);
			if (isDead(op) && mayErase(d, op)) {
				eraseDead(d, op);
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
	Dce d = {.run = run};
	if (!run->options[OPT_PRUNE_PARAMETERS]) {
		d.paramStorage = pirIdentGetCStr(pirProgramGetContext(prog), "parameter");
		d.module = prog->module;
		pirProgramWalk(prog, PIR_WALK_PRE_ORDER, findTopRead, &d);
		pirProgramWalk(prog, PIR_WALK_PRE_ORDER, countRead, &d);
	}
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
	pirPtrMapFree(&d.top);
	pirPtrMapFree(&d.reads);
	return true;
}

const PirPass pirDcePass = {
	.argument = "dce",
	.name = "DCE",
	.summary = "Eliminate dead operations, nested regions included (docs/passes.md)",
	.options = {{"remove-unused-results", "also drop unused pd_op.if results and dead pd_op.while loop values", 1, false, PIR_PASS_OPTION_INT},
		    {"prune-parameters", "also remove a parameter nothing reads (the program then no longer pairs with its weights file)", 0, false, PIR_PASS_OPTION_INT}},
	.stats = {{"num-dce'd", "Number of operations DCE'd"}, {"num-results-removed", "Number of unused region-op results removed"}},
	.run = runDce,
	.keepsValueStatesClear = true, /* value words: 0 (effects.c) or a body argument's live, cleared by clearLive */
};
