/* licm.c: loop-invariant code motion (docs/passes.md, "loop-invariant-code-motion").
 * Changes:    drops loop values of region_flow loop ops (pd_op.while, both forms) that every
 *             iteration hands back unchanged, reading the outer value instead; moves ops of a
 *             loop region whose operands are defined outside the loop to just before the loop.
 * Assumes:    verified IR; traits and roles are true (Speculatable: the op cannot fail on
 *             operands of static types that verify).
 * Guarantees: moves only ops without effects whose results are fresh and never written and
 *             whose operands the loop does not change; out of a region that may run zero
 *             times only Speculatable ops of static types; linear for a fixed loop depth. */
#include <stdint.h>
#include <stdlib.h>

#include "../lib/ir/hashset.h"
#include "../lib/sys/speed_paths.h"
#include "effects.h"
#include "pass.h"

enum { OPT_REMOVE_VALUES };
enum { STAT_HOISTED, STAT_VALUES };

typedef struct {
	PirPassRun *run;
	PirPtrVec *unsafe; /* value words to zero at the end (pirValueStatesZero) */
} Licm;

static PirBlock *onlyBlock(PirOperation *op, uint32_t r)
{
	PirBlock *b = pirOperationGetRegion(op, r)->first;
	return b && !b->next ? b : NULL;
}

/* The block's terminator when it has n operands. */
static PirOperation *terminator(PirBlock *b, uint32_t n)
{
	PirOperation *t = b ? b->last : NULL;
	return t && (pirOperationGetInfo(t)->traits & PIR_TRAIT_TERMINATOR) && t->numOperands == n ? t : NULL;
}

/* The shape of a loop op, or false: Paddle's form (one region: operand 0
 * the condition, loop value k is operand k+1, body argument k, yield
 * operand k+1 and result k) or the design form ([init,] cond, body: loop
 * value k is operand k, init argument and yield operand k, cond and body
 * argument k, cond_yield operand k+1, yield operand k and result k; the
 * stack an init region adds is the last result, never an operand). */
typedef struct {
	uint32_t n;            /* loop values that have an operand */
	uint32_t first;        /* index of loop value 0 among the operands */
	PirBlock *init, *cond, *body;
	PirOperation *initYield, *condYield, *bodyYield;
} Loop;

static bool loopShape(PirOperation *op, Loop *l)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	*l = (Loop){0};
	if (!i->registered || i->flow != PIR_FLOW_LOOP || op->numSuccessors)
		return false;
	uint32_t res = op->numResults;
	if (op->numRegions == 1) {
		l->body = onlyBlock(op, 0);
		if (!l->body || op->numOperands != res + 1 || l->body->numArgs != res)
			return false;
		l->n = res;
		l->first = 1;
		l->bodyYield = terminator(l->body, res + 1);
		return l->bodyYield != NULL;
	}
	if (op->numRegions != 2 && op->numRegions != 3)
		return false;
	uint32_t r = op->numRegions - 2;
	l->cond = onlyBlock(op, r);
	l->body = onlyBlock(op, r + 1);
	l->n = op->numOperands;
	if (!l->cond || !l->body || l->cond->numArgs != res || l->body->numArgs != res || l->n > res ||
	    (r == 0 && l->n != res))
		return false;
	l->condYield = terminator(l->cond, res + 1);
	l->bodyYield = terminator(l->body, res);
	if (!l->condYield || !l->bodyYield)
		return false;
	if (r == 1) {
		l->init = onlyBlock(op, 0);
		if (!l->init || l->init->numArgs != l->n || res != l->n + 1)
			return false;
		l->initYield = terminator(l->init, res);
		return l->initYield != NULL;
	}
	return true;
}

/* Loop value k is the outer value on every iteration: each region hands
 * its own argument k back unchanged, and every value involved has the
 * outer value's type and is never written (a written one might not be
 * the buffer the loop started with). */
static bool invariantValue(PirOperation *op, const Loop *l, uint32_t k)
{
	PirValue *v = pirOperationGetOperand(op, l->first + k);
	if (!v)
		return false;
	PirType *t = pirValueGetType(v);
	PirValue *vals[8] = {v, pirOperationGetResult(op, k)};
	uint32_t nv = 2;
	if (l->init) {
		if (pirOperationGetOperand(l->initYield, k) != l->init->args[k])
			return false;
		vals[nv++] = l->init->args[k];
	}
	if (l->cond) {
		if (pirOperationGetOperand(l->condYield, k + 1) != l->cond->args[k])
			return false;
		vals[nv++] = l->cond->args[k];
	}
	uint32_t y = l->cond ? k : k + 1;
	if (pirOperationGetOperand(l->bodyYield, y) != l->body->args[k])
		return false;
	vals[nv++] = l->body->args[k];
	for (uint32_t i = 0; i < nv; i++)
		if (pirValueGetType(vals[i]) != t || pirValueIsUnsafe(vals[i]))
			return false;
	return true;
}

/* Rebuilds op without the flagged operands and results (the results
 * unused); the new op keeps the analysis state of op and of its results. */
static PirOperation *rebuild(Licm *c, PirOperation *op, const bool *keepOperand, const bool *keepResult)
{
	PirOperation *nop = pirOperationRebuild(op, keepOperand, keepResult);
	nop->state = op->state;
	for (uint32_t i = 0, j = 0; i < op->numResults; i++) {
		if (keepResult && !keepResult[i])
			continue;
		PirValue *r = pirOperationGetResult(nop, j++);
		r->state = pirOperationGetResult(op, i)->state;
		if (r->state)
			pirPtrVecPush(c->unsafe, r);
	}
	pirOperationErase(op);
	return nop;
}

/* The yield keeping operand i + shift for every kept value i. */
static void dropYieldOperands(Licm *c, PirOperation *yield, const bool *keep, uint32_t shift)
{
	bool *k = pirMalloc(yield->numOperands * sizeof *k);
	for (uint32_t i = 0; i < yield->numOperands; i++)
		k[i] = i < shift || keep[i - shift];
	rebuild(c, yield, k, NULL);
	free(k);
}

/* Removes the invariant loop values of op; returns the op (rebuilt). */
static PirOperation *removeInvariantValues(Licm *c, PirOperation *op)
{
	Loop l;
	if (!loopShape(op, &l) || !l.n)
		return op;
	uint32_t res = op->numResults, drops = 0;
	bool *keep = pirMalloc(res * sizeof *keep);
	for (uint32_t k = 0; k < res; k++) {
		keep[k] = k >= l.n || !invariantValue(op, &l, k);
		drops += !keep[k];
	}
	if (!drops) {
		free(keep);
		return op;
	}
	bool *erase = pirMalloc(res * sizeof *erase);
	for (uint32_t k = 0; k < res; k++) {
		erase[k] = !keep[k];
		if (keep[k])
			continue;
		PirValue *v = pirOperationGetOperand(op, l.first + k);
		pirValueReplaceAllUsesWith(pirOperationGetResult(op, k), v);
		pirValueReplaceAllUsesWith(l.body->args[k], v);
		if (l.cond)
			pirValueReplaceAllUsesWith(l.cond->args[k], v);
		if (l.init)
			pirValueReplaceAllUsesWith(l.init->args[k], v);
	}
	/* Every yield hands the argument back, which is now the outer value. */
	dropYieldOperands(c, l.bodyYield, keep, l.cond ? 0 : 1);
	if (l.cond)
		dropYieldOperands(c, l.condYield, keep, 1);
	if (l.init)
		dropYieldOperands(c, l.initYield, keep, 0);
	pirBlockEraseArguments(l.body, erase);
	if (l.cond)
		pirBlockEraseArguments(l.cond, erase);
	if (l.init)
		pirBlockEraseArguments(l.init, erase);
	bool *keepIn = pirMalloc(op->numOperands * sizeof *keepIn);
	for (uint32_t i = 0; i < op->numOperands; i++)
		keepIn[i] = i < l.first || i - l.first >= l.n || keep[i - l.first];
	op = rebuild(c, op, keepIn, keep);
	free(keepIn);
	free(erase);
	free(keep);
	c->run->stats[STAT_VALUES] += drops;
	c->run->changed = true;
	return op;
}

/* Every operand and result is a tensor of static shape and known element
 * type (or an absent operand): the verifier has then checked the shapes
 * the op's inference rule relates (broadcasting, say). */
static bool staticTypes(const PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands + op->numResults; i++) {
		PirType *t = i < op->numOperands ? pirOperationGetOperandType(op, i)
		                                 : pirOperationGetResultType(op, i - op->numOperands);
		if (i < op->numOperands && !pirOperationGetOperand(op, i))
			continue;
		if (!pirTypeIsDenseTensor(t) || pirTypeGetKind(pirTensorTypeGetElementType(t)) == PIR_TYPE_UNDEFINED)
			return false;
		for (uint32_t d = 0; d < pirTensorTypeGetRank(t); d++)
			if (pirTensorTypeGetDim(t, d) < 0)
				return false;
	}
	return true;
}

/* Roles that say what an op computes, not what it does to buffers. */
static bool computeRole(uint8_t role)
{
	return role == PIR_ROLE_NONE || role == PIR_ROLE_FILL || role == PIR_ROLE_FILL_LIKE || role == PIR_ROLE_SUM ||
	       role == PIR_ROLE_NOT;
}

/* What does not depend on where op goes: it computes its results from
 * its operands and nothing else, makes fresh results nothing writes (one
 * result then serves every iteration), and reads operands that stay as
 * they are up to op (pirValueUnchangedAt: then also before every loop
 * around op inside the operand's block, whose first write comes later). */
static bool movable(PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	uint32_t t = pirOperationGetTraits(op);
	if (!i->registered || op->numRegions || op->numSuccessors || !computeRole(i->role) ||
	    !(t & PIR_TRAIT_READ_ONLY) || !(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_TERMINATOR |
	          PIR_TRAIT_WRITES_VIEWS)) ||
	    pirOpHasOwnEffects(op))
		return false;
	for (uint32_t r = 0; r < op->numResults; r++)
		if (pirValueIsUnsafe(pirOperationGetResult(op, r)))
			return false;
	for (uint32_t k = 0; k < op->numOperands; k++)
		if (!pirValueUnchangedAt(pirOperationGetOperand(op, k), op))
			return false;
	return true;
}

/* The walk's path: level d is a block, the op of it being visited, and
 * how far up an op of the block may go, through the loops around it:
 * `top` for a Speculatable op of static types (through cond and body
 * blocks), `topCond` for any other movable op (through cond blocks only:
 * cond runs whenever its loop does; a body may run zero times). */
typedef struct {
	PirBlock *block;
	PirOperation *op;
	uint32_t top, topCond;
} Level;

typedef struct {
	Licm *c;
	Level *path;
	size_t cap;
	PirPtrMap depth; /* block -> 1 + its level, for the blocks on the path (and left ones) */
} Walk;

/* The level of v's block on the path (an operand's block is on it: it
 * encloses its user's). The map is a speed-only path (PIR_SPEED_ONLY): the
 * general one looks along the path, from the top. */
static uint32_t blockDepth(Walk *w, const PirValue *v, uint32_t d)
{
	const PirBlock *b = v->isArg ? pirBlockArgumentGetOwner(v) : pirOperationGetBlock(pirValueGetDefiningOp(v));
	if (!PIR_SPEED_ONLY(true)) {
		for (uint32_t k = 0; k <= d; k++)
			if (w->path[k].block == b)
				return k;
		return UINT32_MAX; /* not on the path: as the map's absent entry */
	}
	return (uint32_t)(uintptr_t)pirPtrMapGet(&w->depth, b) - 1;
}

/* Moves op (in the block at level d) before the op of the highest level
 * it may reach: no higher than its operands' blocks, through loops only. */
static void hoist(Walk *w, PirOperation *op, uint32_t d)
{
	const Level *l = &w->path[d];
	if (l->topCond == d && l->top == d)
		return; /* not in a loop block */
	if (!movable(op))
		return;
	bool spec = (pirOperationGetTraits(op) & PIR_TRAIT_SPECULATABLE) && staticTypes(op);
	uint32_t t = spec ? l->top : l->topCond;
	for (uint32_t k = 0; k < op->numOperands && t < d; k++) {
		PirValue *v = pirOperationGetOperand(op, k);
		uint32_t vd = v ? blockDepth(w, v, d) : 0;
		if (v && vd > t)
			t = vd;
	}
	if (t >= d)
		return;
	PirOperation *dest = w->path[t].op;
	pirOperationMoveBefore(op, dest);
	/* It runs right before dest: at dest's position, as far as the
	 * analysis's order within the block goes (conservative). */
	pirFxState(op)->f.pos = pirFxState(dest)->f.pos;
	w->c->run->stats[STAT_HOISTED]++;
	w->c->run->changed = true;
}

static void walkBlock(Walk *w, PirBlock *b, uint32_t d, uint32_t top, uint32_t topCond);

static void walkOp(Walk *w, PirOperation *op, uint32_t d)
{
	hoist(w, op, d);
	if (!op->numRegions)
		return;
	Loop l; /* (an op with regions never moves: it is still at level d) */
	bool loop = loopShape(op, &l);
	const Level *lv;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *nb = pirOperationGetRegion(op, r)->first; nb; nb = nb->next) {
			lv = &w->path[d];
			bool isCond = loop && nb == l.cond, isBody = loop && nb == l.body;
			/* An op that may fail leaves a cond only when it would have
			 * been the first thing to run: not past an init region. */
			walkBlock(w, nb, d + 1, isCond || isBody ? lv->top : d + 1, isCond && !l.init ? lv->topCond : d + 1);
		}
}

static void walkBlock(Walk *w, PirBlock *b, uint32_t d, uint32_t top, uint32_t topCond)
{
	if (d >= w->cap)
		w->path = pirArrayReserve(w->path, (size_t)d + 1, &w->cap, sizeof *w->path, 64);
	w->path[d] = (Level){b, NULL, top, topCond};
	pirPtrMapPut(&w->depth, b, (void *)(uintptr_t)(d + 1));
	for (PirOperation *o = b->first, *next; o; o = next) {
		next = pirOperationGetNextInBlock(o);
		w->path[d].op = o;
		walkOp(w, o, d);
		/* An op that may fail must not move ahead of an effect (a print,
		 * a push) it used to follow in a cond block. */
		if (pirOperationGetBlock(o) == b && pirOpHasEffects(o))
			w->path[d].topCond = d;
	}
}

/* Drops the invariant loop values of every loop, inner loops first. */
static void removeAll(Licm *c, PirBlock *b)
{
	for (PirOperation *o = b->first, *next; o; o = next) {
		next = pirOperationGetNextInBlock(o);
		for (uint32_t r = 0; r < o->numRegions; r++)
			for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
				removeAll(c, nb);
		removeInvariantValues(c, o);
	}
}

static bool run(PirProgram *prog, PirPassRun *r)
{
	PirPtrVec unsafe;
	pirAnalyzeEffects(prog, &unsafe); /* zeroes every state word (clearsValueStates) */
	Licm c = {r, &unsafe};
	/* Which loop values are invariant does not depend on what moves, so
	 * they go first; then one walk moves each op once, straight to the
	 * highest level it may reach (an op hoisted out of a loop into an
	 * outer loop's body may leave that loop too, in the same move). */
	if (r->options[OPT_REMOVE_VALUES])
		removeAll(&c, pirProgramGetBlock(prog));
	Walk w = {&c, NULL, 0, {0}};
	walkBlock(&w, pirProgramGetBlock(prog), 0, 0, 0);
	free(w.path);
	pirPtrMapFree(&w.depth);
	pirValueStatesZero(&unsafe);
	return true;
}

const PirPass pirLoopInvariantCodeMotionPass = {
	.argument = "loop-invariant-code-motion",
	.name = "LoopInvariantCodeMotion",
	.summary = "Drop loop values that never change and hoist loop-invariant ops out of loops (docs/passes.md)",
	.options = {{"remove-invariant-values", "also drop loop values every iteration hands back unchanged", 1, false, PIR_PASS_OPTION_INT}},
	.stats = {{"num-hoisted", "Number of ops moved out of a loop"},
		  {"num-loop-values-removed", "Number of loop values dropped because they never change"}},
	.run = run,
	/* The effects analysis zeroes every value's word, then marks the
	 * unsafe ones (rebuilt loops' results inherit theirs and are added),
	 * all zeroed again at the end. */
	.clearsValueStates = true,
};
