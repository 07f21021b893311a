/* stack_pruning.c: drops stack pushes and pops nothing reads (docs/passes.md, "stack-pruning").
 * Changes:    drops unread pushed elements, then empty pairs, unused stacks with their carriers and init regions.
 * Assumes:    verified IR; roles, region flows true; LIFO pops; a grad op replays its forward in reverse.
 * Guarantees: acts only where each push surely matches its pop; emptiness tests keep answers. */
#include <stdlib.h>
#include <string.h>

#include "../../lib/ir/hashset.h"
#include "../../lib/sys/speed_paths.h"
#include "../pass.h"

enum { STAT_ELEMENTS, STAT_PAIRS, STAT_STACKS };

/* The op state word (ir.h, "Per-run state") while this pass owns it. */
typedef union PruneState {
	uint32_t word;
	struct {
		uint32_t queued : 1; /* on the worklist */
		uint32_t erased : 1; /* erased, still readable */
		uint32_t pos : 25;   /* 1 + its position in its block (saturates) */
	} f;
} PruneState;
static inline PruneState *pruneState(const PirOperation *op)
{
	return (PruneState *)&((PirOperation *)op)->state;
}

#define POS_UNKNOWN ((1u << 25) - 1u) /* pruneState(op)->f.pos saturates here */

/* A matched push/pop pair (docs/passes.md, "Pairing rule"), remembered so
 * that a pop losing a use later prunes its own pair, not its whole stack
 * again (linear), and so that an inner stack pushed onto an outer one can be
 * followed to where the outer stack's pop hands it back (nesting). */
typedef struct Pair {
	PirOperation *push, *pop; /* the current ops (rebuilding replaces them) */
	PirOperation *create;     /* the stack's creation */
	uint32_t *live;           /* pairs of that stack not erased yet */
	bool keepEmpty, queued, gone;
	bool reexamine; /* a lost use sends the whole stack back (a test needs some pair) */
} Pair;

typedef struct {
	PirPtrVec work;      /* stack creation ops to examine */
	PirPtrVec pairWork;  /* pairs whose pop lost a use */
	PirPtrVec owned;     /* Pair records and live counters, freed at the end */
	PirPtrMap pairOf;    /* push or pop op -> its Pair */
	PirPassRun *run;
} Pruner;

/* Stack ops are known by their role (docs/dialect-yaml.md), never by name. */
static bool is(const PirOperation *op, PirOpRole role)
{
	return op && pirOperationGetInfo(op)->role == role;
}

static bool isCreate(const PirOperation *op)
{
	return is(op, PIR_ROLE_STACK_CREATE) && op->numResults >= 1;
}

static bool isEmptinessTest(const PirOperation *op)
{
	return is(op, PIR_ROLE_STACK_TEST);
}

static uint32_t operandIndex(const PirOpOperand *u)
{
	return (uint32_t)(u - pirOperationGetOperands(pirOpOperandGetOwner(u)));
}

static void enqueue(Pruner *p, PirOperation *create)
{
	if (create && !pruneState(create)->f.queued && !pruneState(create)->f.erased) {
		pruneState(create)->f.queued = 1;
		pirPtrVecPush(&p->work, create);
	}
}

static Pair *pairOf(Pruner *p, const PirOperation *op)
{
	Pair *pr = op ? pirPtrMapGet(&p->pairOf, op) : NULL;
	return pr && !pr->gone && (pr->push == op || pr->pop == op) ? pr : NULL;
}

static PirOperation *stackOrigin(Pruner *p, PirValue *v);

/* v lost a use: if it was popped from a matched pair, that pair may prune
 * more; if it is a stack itself (an inner stack pushed as an element onto an
 * outer one), its own stack may go now. */
static void revisitSource(Pruner *p, PirValue *v)
{
	if (!v || pirValueGetFirstUse(v))
		return;
	PirOperation *op = v->isArg ? NULL : pirValueGetDefiningOp(v);
	if (op && is(op, PIR_ROLE_STACK_POP)) {
		Pair *pr = pairOf(p, op);
		/* Pruning the pair alone is a speed-only path (PIR_SPEED_ONLY):
		 * the general one examines the whole stack again. */
		if (pr && (pr->reexamine || !PIR_SPEED_ONLY(true))) {
			enqueue(p, pr->create);
			return;
		}
		if (pr && !pr->queued) {
			pr->queued = true;
			pirPtrVecPush(&p->pairWork, pr);
		}
		if (pr)
			return;
	}
	enqueue(p, stackOrigin(p, v));
}

/* The op that replaces `old` takes over its position and its pair. */
static void inherit(Pruner *p, PirOperation *nop, PirOperation *old)
{
	pruneState(nop)->f.pos = pruneState(old)->f.pos;
	Pair *pr = pairOf(p, old);
	if (pr) {
		if (pr->push == old)
			pr->push = nop;
		else
			pr->pop = nop;
		pirPtrMapPut(&p->pairOf, nop, pr);
	}
}

/* Erases op (its results must be unused) and revisits its operands. */
static void erase(Pruner *p, PirOperation *op)
{
	uint32_t n = op->numOperands;
	PirValue **vals = pirMalloc((n + 1) * sizeof *vals);
	for (uint32_t i = 0; i < n; i++)
		vals[i] = pirOperationGetOperand(op, i);
	pirOperationErase(op);
	for (uint32_t i = 0; i < n; i++)
		revisitSource(p, vals[i]);
	free(vals);
}

/* pirOperationRebuild; the operands it drops are looked at again once the
 * old op is gone (they may have been popped from another stack). */
static PirOperation *rebuild(Pruner *p, PirOperation *op, const bool *keepOperand, const bool *keepResult)
{
	PirOperation *nop = pirOperationRebuild(op, keepOperand, keepResult);
	inherit(p, nop, op);
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	uint32_t nd = 0;
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (keepOperand && !keepOperand[i])
			vals[nd++] = pirOperationGetOperand(op, i);
	pirOperationErase(op);
	for (uint32_t i = 0; i < nd; i++)
		revisitSource(p, vals[i]);
	free(vals);
	return nop;
}

/* Does the pop receive, as its results, exactly the elements the push
 * sends (its operands after the stack, inlet or stack value)? */
static bool sameElements(const PirOperation *push, const PirOperation *pop)
{
	if (push->numOperands < 1 || push->numOperands - 1 != pop->numResults)
		return false;
	for (uint32_t i = 0; i < pop->numResults; i++) {
		PirValue *v = pirOperationGetOperand(push, 1 + i);
		if (!v || pirValueGetType(v) != pirOperationGetResultType(pop, i))
			return false;
	}
	return true;
}

/* Prunes one matched pair: element i goes when the pop's result i is
 * unused. With keepEmpty the pair stays even when no element is left.
 * Returns true when the pair was erased; the stack is examined again when
 * its last pair goes. */
static bool prunePair(Pruner *p, Pair *pr)
{
	PirOperation *push = pr->push, *pop = pr->pop;
	uint32_t m = pop->numResults, dead = 0;
	for (uint32_t i = 0; i < m; i++)
		dead += pirValueGetFirstUse(pirOperationGetResult(pop, i)) == NULL;
	if (dead == m && !pr->keepEmpty) {
		pr->gone = true;
		erase(p, pop);
		erase(p, push);
		p->run->stats[STAT_ELEMENTS] += m;
		p->run->stats[STAT_PAIRS]++;
		p->run->changed = true;
		if (--*pr->live == 0)
			enqueue(p, pr->create);
		return true;
	}
	if (!dead)
		return false;
	bool *keepOperand = pirMalloc((push->numOperands + 1) * sizeof *keepOperand);
	bool *keepResult = pirMalloc((m + 1) * sizeof *keepResult);
	keepOperand[0] = true;
	for (uint32_t i = 0; i < m; i++)
		keepOperand[1 + i] = keepResult[i] = pirValueGetFirstUse(pirOperationGetResult(pop, i)) != NULL;
	rebuild(p, pop, NULL, keepResult);
	rebuild(p, push, keepOperand, NULL);
	free(keepOperand);
	free(keepResult);
	p->run->stats[STAT_ELEMENTS] += dead;
	p->run->changed = true;
	return false;
}

/* Records n matched pairs of one stack (pushes[k] with pops[n-1-k] when
 * `reversed`, else pushes[k] with pops[k]) and prunes them. Returns how
 * many were erased. */
static uint32_t prunePairs(Pruner *p, PirOperation *create, PirOperation **pushes, PirOperation **pops, uint32_t n,
			   bool reversed, const bool *keepEmpty)
{
	uint32_t *live = pirMalloc(sizeof *live);
	*live = n ? n : 1; /* a stack without pairs is examined again only through its values */
	pirPtrVecPush(&p->owned, live);
	Pair **recs = pirMalloc((n + 1) * sizeof *recs);
	for (uint32_t k = 0; k < n; k++) {
		Pair *pr = pirMalloc(sizeof *pr);
		*pr = (Pair){.push = pushes[k], .pop = pops[reversed ? n - 1 - k : k], .create = create, .live = live,
			     .keepEmpty = keepEmpty[k]};
		pirPtrVecPush(&p->owned, pr);
		pirPtrMapPut(&p->pairOf, pr->push, pr);
		pirPtrMapPut(&p->pairOf, pr->pop, pr);
		recs[k] = pr;
	}
	/* A stack pushed as an element can now be followed to its copy: have
	 * it examined (again), whatever the order the stacks were created in. */
	for (uint32_t k = 0; k < n; k++)
		for (uint32_t i = 1; i < recs[k]->push->numOperands; i++) {
			PirValue *v = pirOperationGetOperand(recs[k]->push, i);
			bool handle =
				v && pirValueGetType(v)->kind == PIR_TYPE_DIALECT && pirValueGetType(v)->dialect.handle;
			PirOperation *inner = handle ? stackOrigin(p, v) : NULL;
			if (inner && inner != create)
				enqueue(p, inner);
		}
	uint32_t erased = 0;
	for (uint32_t k = 0; k < n; k++)
		erased += prunePair(p, recs[k]);
	free(recs);
	return erased;
}

static void eraseStack(Pruner *p, PirOperation *create)
{
	pirOperationErase(create);
	pruneState(create)->f.erased = 1;
	p->run->stats[STAT_STACKS]++;
	p->run->changed = true;
}

/* The only use of v, or NULL when it has none or several. */
static PirOpOperand *onlyUse(PirValue *v)
{
	return pirValueGetFirstUse(v) && !pirOpOperandGetNextUse(pirValueGetFirstUse(v)) ? pirValueGetFirstUse(v) : NULL;
}

/* Nesting: a value whose only use is as an element of a matched push is
 * handed back by that pair's pop; follows such hand-overs (an inner
 * stack's outlet or stack pushed onto an outer stack, level by level). */
static PirValue *followHandOver(Pruner *p, PirValue *v)
{
	for (int level = 0; level < 64; level++) {
		PirOpOperand *u = onlyUse(v);
		Pair *pr = u && is(pirOpOperandGetOwner(u), PIR_ROLE_STACK_PUSH) && operandIndex(u) >= 1
		                   ? pairOf(p, pirOpOperandGetOwner(u))
		                   : NULL;
		if (!pr || pr->push != pirOpOperandGetOwner(u) || operandIndex(u) - 1 >= pr->pop->numResults)
			return v;
		v = pirOperationGetResult(pr->pop, operandIndex(u) - 1);
	}
	return v;
}

/* Are all uses of the stack value (and of its copies handed back by outer
 * pairs) emptiness tests? Sets *tests when there is one. */
static bool onlyTested(Pruner *p, PirValue *v, bool *tests, int level)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		if (isEmptinessTest(pirOpOperandGetOwner(u)) && operandIndex(u) == 0) {
			*tests = true;
			continue;
		}
		Pair *pr = is(pirOpOperandGetOwner(u), PIR_ROLE_STACK_PUSH) && operandIndex(u) >= 1
		                   ? pairOf(p, pirOpOperandGetOwner(u))
		                   : NULL;
		if (!pr || pr->push != pirOpOperandGetOwner(u) || operandIndex(u) - 1 >= pr->pop->numResults ||
		    level >= 64 ||
		    !onlyTested(p, pirOperationGetResult(pr->pop, operandIndex(u) - 1), tests, level + 1))
			return false; /* the stack escapes or is used otherwise */
	}
	return true;
}

/* Paddle's form: one tuple_push on the inlet, one tuple_pop on the outlet
 * (or on the outlet's copy handed back by an outer pair, when the stack is
 * made inside a loop body and its backward runs in the outer backward). */
static void prunePaddle(Pruner *p, PirOperation *create)
{
	bool tests = false;
	if (!onlyTested(p, pirOperationGetResult(create, 0), &tests, 0))
		return;
	PirOpOperand *in = onlyUse(pirOperationGetResult(create, 1)), *out = onlyUse(followHandOver(p, pirOperationGetResult(create, 2)));
	if (!in || !out || !is(pirOpOperandGetOwner(in), PIR_ROLE_STACK_PUSH) || operandIndex(in) != 0 ||
	    !is(pirOpOperandGetOwner(out), PIR_ROLE_STACK_POP) || operandIndex(out) != 0)
		return;
	PirOperation *push = pirOpOperandGetOwner(in), *pop = pirOpOperandGetOwner(out);
	if (!sameElements(push, pop))
		return;
	if (prunePairs(p, create, &push, &pop, 1, false, &tests) && pirOperationResultsUnused(create))
		eraseStack(p, create);
}

/* The op of block `outer` that holds block b (at any depth), or NULL
 * when b is not nested in outer. */
static PirOperation *holderIn(PirBlock *outer, PirBlock *b)
{
	for (PirOperation *op = pirBlockGetParentOp(b); op; op = pirOperationGetParentOp(op))
		if (pirOperationGetBlock(op) == outer)
			return op;
	return NULL;
}

/* Position of an op in its block (set by the seed walk, kept by rebuilds). */
static uint32_t posOf(const PirOperation *op)
{
	return pruneState(op)->f.pos;
}

static int byPosition(const void *a, const void *b)
{
	uint32_t x = posOf(*(PirOperation *const *)a), y = posOf(*(PirOperation *const *)b);
	return x < y ? -1 : x > y;
}

/* Sorts ops of one block into block order (n log n, never a block walk).
 * Not a speed-only path (lib/sys/speed_paths.h): the order is the answer,
 * the sort only how it is found. */
static void sortByPosition(void **ops, size_t n)
{
	if (n > 1) /* an empty vector has no array at all */
		qsort(ops, n, sizeof *ops, byPosition);
}

/* Positions saturate in huge blocks; then order is unknown. */
static bool positionsKnown(void **ops, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (posOf(ops[i]) == POS_UNKNOWN)
			return false;
	return true;
}

/* Is `mark` (an op of the block of ops[0..n), in block order) strictly
 * between the first and the last of them? */
static bool between(void **ops, size_t n, PirOperation *mark)
{
	return mark && n && posOf(mark) > posOf(ops[0]) && posOf(mark) < posOf(ops[n - 1]);
}

/* Design form: push_back/pop_back on the stack value itself. */
static void pruneDesign(Pruner *p, PirOperation *create)
{
	PirValue *s = pirOperationGetResult(create, 0);
	bool tests = false;
	PirBlock *pushBlock = NULL, *popBlock = NULL;
	PirPtrVec pushes = {0}, pops = {0}, values = {0};
	/* The stack, and its copies handed back by outer pairs (Nesting): a
	 * stack made in a loop body's enclosing side and pushed onto that
	 * side's own stack reaches the backward as such a copy. */
	pirPtrVecPush(&values, s);
	for (size_t vi = 0; vi < values.len; vi++)
	for (PirOpOperand *u = pirValueGetFirstUse(((PirValue *)values.data[vi])); u; u = pirOpOperandGetNextUse(u)) {
		PirOperation *o = pirOpOperandGetOwner(u);
		if (operandIndex(u) != 0) {
			Pair *pr = is(o, PIR_ROLE_STACK_PUSH) ? pairOf(p, o) : NULL;
			if (!pr || pr->push != o || operandIndex(u) - 1 >= pr->pop->numResults || values.len >= 64)
				goto done;
			pirPtrVecPush(&values, pirOperationGetResult(pr->pop, operandIndex(u) - 1));
			continue;
		}
		if (isEmptinessTest(o)) {
			tests = true;
		} else if (is(o, PIR_ROLE_STACK_PUSH) && vi == 0) {
			if (pushBlock && pirOperationGetBlock(o) != pushBlock)
				goto done;
			pushBlock = pirOperationGetBlock(o);
			pirPtrVecPush(&pushes, o);
		} else if (is(o, PIR_ROLE_STACK_POP)) {
			if (popBlock && pirOperationGetBlock(o) != popBlock)
				goto done;
			popBlock = pirOperationGetBlock(o);
			pirPtrVecPush(&pops, o);
		} else {
			goto done; /* yielded, passed to a region op, or unknown */
		}
	}
	if (pushes.len != pops.len)
		goto done;
	if (!pushes.len) {
		/* Nothing uses it at all (a copy handed to an outer stack must go
		 * from there first: the outer pair sends it back here). */
		if (!tests && pirOperationResultsUnused(create))
			eraseStack(p, create);
		goto done;
	}
	uint32_t n = (uint32_t)pushes.len;
	if (!positionsKnown(pushes.data, n) || !positionsKnown(pops.data, n))
		goto done;
	sortByPosition(pushes.data, n);
	sortByPosition(pops.data, n);
	bool ok;
	if (pushBlock == popBlock) {
		/* One block: every push before every pop. */
		ok = posOf(pushes.data[n - 1]) < posOf(pops.data[0]);
	} else {
		/* Neither group may be split by the op holding the other's block. */
		ok = !between(pushes.data, n, holderIn(pushBlock, popBlock)) &&
		     !between(pops.data, n, holderIn(popBlock, pushBlock));
	}
	for (uint32_t k = 0; ok && k < n; k++)
		ok = sameElements(pushes.data[k], pops.data[n - 1 - k]);
	if (ok) {
		bool *keep = pirMalloc(n * sizeof *keep);
		for (uint32_t k = 0; k < n; k++)
			keep[k] = tests;
		uint32_t erased = prunePairs(p, create, (PirOperation **)pushes.data, (PirOperation **)pops.data, n, true, keep);
		free(keep);
		if (erased == n && pirOperationResultsUnused(create))
			eraseStack(p, create);
	}
done:
	pirPtrVecFree(&pushes);
	pirPtrVecFree(&pops);
	pirPtrVecFree(&values);
}

/* --- The design form carried through regions (docs/design.md §3.6, §3.7) ---
 * The stack is made in the init region (region 0) of a three-region op with
 * region flow branch or loop, travels as a block argument through the two
 * other regions ("sides": then/else, or cond/body), leaves as a result and
 * is popped in the two regions of the grad op. */

enum { NUM_SIDES = 2 };

typedef struct {
	PirOperation *create, *fwd, *grad; /* grad: NULL when nothing pops */
	bool loop;                         /* region flow loop (else branch) */
	uint32_t argPos;                   /* init yield operand = block argument of each side */
	uint32_t resPos;                   /* the forward op's result that is the stack */
	uint32_t gradPos;                  /* loop grad: operand, block argument and result */
	PirPtrVec push[NUM_SIDES], pop[NUM_SIDES]; /* in block order */
	bool anyTest, testElsewhere;       /* a test; one outside the grad sides' blocks */
	bool keepFirst[NUM_SIDES];         /* a test needs the first pair of this side */
	bool keepOne;                      /* a test needs some pair to stay */
	PirValue *gradValue;               /* what G reads: F's stack result, or its copy handed back */
} Carried;

static bool isFlowOp(const PirOperation *op)
{
	return op &&
	       (pirOperationGetInfo(op)->flow == PIR_FLOW_BRANCH || pirOperationGetInfo(op)->flow == PIR_FLOW_LOOP);
}

static PirBlock *onlyBlock(PirRegion *r)
{
	return r->first && r->first == r->last ? r->first : NULL;
}

/* The stack creation a stack value comes from, following block arguments,
 * loop operands and region-op results back (a hint for the worklist: the
 * creation is checked in full when it is examined). NULL when unknown. */
static PirOperation *stackOrigin(Pruner *p, PirValue *v)
{
	for (int step = 0; v && step < 16; step++) {
		PirOperation *op = v->isArg ? pirBlockGetParentOp(pirBlockArgumentGetOwner(v)) : pirValueGetDefiningOp(v);
		if (!v->isArg && isCreate(op))
			return op;
		Pair *pr = v->isArg ? NULL : pairOf(p, op);
		if (pr && pr->pop == op) { /* handed back by an outer stack: where it was pushed */
			uint32_t e = 1u + (uint32_t)v->index;
			v = e < pr->push->numOperands ? pirOperationGetOperand(pr->push, e) : NULL;
			continue;
		}
		if (!isFlowOp(op))
			return NULL;
		if (v->isArg && op->numRegions == 2 && pirOperationGetInfo(op)->flow == PIR_FLOW_LOOP) {
			v = v->index < op->numOperands ? pirOperationGetOperand(op, v->index) : NULL;
			continue;
		}
		if (op->numRegions != 3 || !pirOperationGetRegion(op, 0)->first)
			return NULL;
		if (v->isArg && pirBlockArgumentGetOwner(v)->region == pirOperationGetRegion(op, 0))
			return NULL;
		PirOperation *iy = pirBlockGetTerminator(pirOperationGetRegion(op, 0)->first);
		uint32_t i = v->index;
		if (!v->isArg && pirOperationGetInfo(op)->flow == PIR_FLOW_BRANCH)
			i = iy && i + 1 == op->numResults ? (uint32_t)iy->numOperands - 1 : UINT32_MAX;
		v = iy && i < iy->numOperands ? pirOperationGetOperand(iy, i) : NULL;
	}
	return NULL;
}

/* The forward side: the create's only use is the init yield; in each side
 * the stack argument is used by pushes at the top of the block and, once,
 * by the terminator at the carrying position. */
static bool carriedForward(Carried *c)
{
	PirBlock *ib = pirOperationGetBlock(c->create);
	PirOperation *f = pirBlockGetParentOp(ib);
	if (!isFlowOp(f) || f->numRegions != 3 || onlyBlock(pirOperationGetRegion(f, 0)) != ib)
		return false;
	PirOpOperand *u = onlyUse(pirOperationGetResult(c->create, 0));
	if (!u || pirOpOperandGetOwner(u) != pirBlockGetTerminator(ib))
		return false;
	c->fwd = f;
	c->loop = pirOperationGetInfo(f)->flow == PIR_FLOW_LOOP;
	c->argPos = operandIndex(u);
	c->resPos = c->loop ? c->argPos : (uint32_t)f->numResults - 1;
	if (!f->numResults || c->resPos >= f->numResults)
		return false;
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = onlyBlock(pirOperationGetRegion(f, 1 + i));
		if (!b || c->argPos >= b->numArgs)
			return false;
		PirValue *a = b->args[c->argPos];
		PirOperation *t = pirBlockGetTerminator(b);
		uint32_t at = c->loop ? c->argPos + (i == 0) : c->resPos, carried = 0;
		for (u = pirValueGetFirstUse(a); u; u = pirOpOperandGetNextUse(u)) {
			PirOperation *o = pirOpOperandGetOwner(u);
			uint32_t k = operandIndex(u);
			if (o == t && k == at)
				carried++;
			else if (k != 0 || pirOperationGetBlock(o) != b)
				return false; /* nested, or pushed as an element */
			else if (isEmptinessTest(o))
				c->anyTest = c->testElsewhere = true;
			else if (is(o, PIR_ROLE_STACK_PUSH))
				pirPtrVecPush(&c->push[i], o);
			else
				return false;
		}
		if (carried != 1 || !positionsKnown(c->push[i].data, c->push[i].len))
			return false;
		sortByPosition(c->push[i].data, c->push[i].len);
	}
	return true;
}

/* What a test seeing `seen` of the n pops of grad side i may observe
 * (docs/passes.md, "stack-pruning", emptiness tests). */
static void constrainTest(Carried *c, int i, uint32_t seen, uint32_t n)
{
	bool before = seen == 0, after = seen == n;
	if (!before && !after)
		c->keepFirst[i] = c->keepOne = true;
	if (c->loop) {
		c->keepOne = true;
		if ((i == 0 && before) || (i == 1 && after))
			c->keepFirst[0] = true;
	} else if (before) {
		c->keepFirst[i] = true;
	}
}

/* The grad side: a branch grad with the same condition pops the forward
 * result directly at the top of its blocks; a loop grad takes it as an
 * operand and carries it like the forward loop, its stack result unused. */
/* Nesting: F inside a side of an outer instrumented op. Its stack result
 * is a local value of that side, pushed (as element k-1 of a push matched
 * with a pop of the outer grad op) and handed back as that pop's result
 * k-1: the value the grad op uses. Tests of the result count as tests
 * elsewhere. Returns v itself when it is not pushed. */
static PirValue *handedBack(Pruner *p, Carried *c, PirValue *v)
{
	PirOpOperand *el = NULL;
	bool tests = false;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		if (isEmptinessTest(pirOpOperandGetOwner(u)) && operandIndex(u) == 0)
			tests = true;
		else if (is(pirOpOperandGetOwner(u), PIR_ROLE_STACK_PUSH) && operandIndex(u) >= 1 && !el)
			el = u;
		else
			return v;
	}
	Pair *pr = el ? pairOf(p, pirOpOperandGetOwner(el)) : NULL;
	if (!pr || pr->push != pirOpOperandGetOwner(el) || operandIndex(el) - 1 >= pr->pop->numResults)
		return v;
	c->anyTest |= tests;
	c->testElsewhere |= tests;
	return pirOperationGetResult(pr->pop, operandIndex(el) - 1);
}

/* Does the grad op read the forward's value fv, or its copy handed back
 * by an outer pair (the condition of a nested if)? */
static bool sameOrHandedBack(Pruner *p, PirValue *fv, PirValue *gv)
{
	if (fv == gv)
		return true;
	if (!gv || gv->isArg || !is(pirValueGetDefiningOp(gv), PIR_ROLE_STACK_POP))
		return false;
	Pair *pr = pairOf(p, pirValueGetDefiningOp(gv));
	uint32_t e = 1u + (uint32_t)gv->index;
	return pr && pr->pop == pirValueGetDefiningOp(gv) && e < pr->push->numOperands && pirOperationGetOperand(pr->push, e) == fv;
}

static bool carriedGrad(Pruner *p, Carried *c)
{
	PirOperation *f = c->fwd;
	PirValue *s = handedBack(p, c, pirOperationGetResult(f, c->resPos));
	c->gradValue = s;
	PirValue *val[NUM_SIDES] = {s, s};
	for (PirOpOperand *u = pirValueGetFirstUse(s); u; u = pirOpOperandGetNextUse(u)) {
		PirOperation *o = pirOpOperandGetOwner(u),
			     *g = pirOperationGetBlock(o) ? pirBlockGetParentOp(pirOperationGetBlock(o)) : NULL;
		uint32_t k = operandIndex(u);
		if (c->loop) {
			if (isEmptinessTest(o) && k == 0) {
				c->anyTest = c->testElsewhere = true;
			} else if (!c->grad && pirOperationGetInfo(o)->flow == PIR_FLOW_LOOP && o->numRegions == 2) {
				c->grad = o;
				c->gradPos = k;
			} else {
				return false;
			}
			continue;
		}
		bool inGrad = k == 0 && g && g != f && pirOperationGetInfo(g)->flow == PIR_FLOW_BRANCH &&
		              g->numRegions == 2 && g->numOperands >= 1 && f->numOperands >= 1 &&
		              sameOrHandedBack(p, pirOperationGetOperand(f, 0), pirOperationGetOperand(g, 0)) &&
		              onlyBlock(pirOperationGetBlock(o)->region) == pirOperationGetBlock(o) &&
		              (!c->grad || c->grad == g);
		if (inGrad && (is(o, PIR_ROLE_STACK_POP) || isEmptinessTest(o)))
			c->grad = g;
		else if (isEmptinessTest(o) && k == 0)
			c->anyTest = c->testElsewhere = true;
		else
			return false;
	}
	PirOperation *g = c->grad;
	if (!g)
		return true;
	if (c->loop) {
		if (c->gradPos >= g->numResults || pirValueGetFirstUse(pirOperationGetResult(g, c->gradPos)))
			return false;
		for (int i = 0; i < NUM_SIDES; i++) {
			PirBlock *b = onlyBlock(pirOperationGetRegion(g, i));
			if (!b || c->gradPos >= b->numArgs)
				return false;
			PirValue *a = val[i] = b->args[c->gradPos];
			PirOperation *t = pirBlockGetTerminator(b);
			uint32_t at = c->gradPos + (i == 0), carried = 0;
			for (PirOpOperand *u = pirValueGetFirstUse(a); u; u = pirOpOperandGetNextUse(u)) {
				PirOperation *o = pirOpOperandGetOwner(u);
				if (o == t && operandIndex(u) == at)
					carried++;
				else if (operandIndex(u) != 0 || pirOperationGetBlock(o) != b ||
					 !(is(o, PIR_ROLE_STACK_POP) || isEmptinessTest(o)))
					return false;
			}
			if (carried != 1)
				return false;
		}
	}
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = onlyBlock(pirOperationGetRegion(g, i));
		if (!b)
			continue; /* a branch side with no block pops nothing */
		/* The pops and tests of this side, from the uses, in block order. */
		PirPtrVec ops = {0};
		for (PirOpOperand *u = pirValueGetFirstUse(val[i]); u; u = pirOpOperandGetNextUse(u))
			if (pirOperationGetBlock(pirOpOperandGetOwner(u)) == b && operandIndex(u) == 0 &&
			    (is(pirOpOperandGetOwner(u), PIR_ROLE_STACK_POP) ||
			     isEmptinessTest(pirOpOperandGetOwner(u))))
				pirPtrVecPush(&ops, pirOpOperandGetOwner(u));
		bool known = positionsKnown(ops.data, ops.len);
		if (known)
			sortByPosition(ops.data, ops.len);
		for (size_t k = 0; k < ops.len; k++)
			if (is(ops.data[k], PIR_ROLE_STACK_POP))
				pirPtrVecPush(&c->pop[i], ops.data[k]);
		uint32_t n = (uint32_t)c->pop[i].len, seen = 0;
		for (size_t k = 0; k < ops.len; k++) {
			if (is(ops.data[k], PIR_ROLE_STACK_POP)) {
				seen++;
			} else {
				c->anyTest = true;
				constrainTest(c, i, seen, n);
			}
		}
		pirPtrVecFree(&ops);
		if (!known)
			return false;
	}
	return true;
}

/* op without its region 0 (the init region), keeping its position. */
static PirOperation *dropInitRegion(PirOperation *op)
{
	uint32_t pos = pruneState(op)->f.pos;
	PirOperation *nop = pirOperationDropFirstRegion(op);
	pruneState(nop)->f.pos = pos;
	return nop;
}

/* op rebuilt without operand i (i == UINT32_MAX: all kept) and result j. */
static PirOperation *without(PirOperation *op, uint32_t i, uint32_t j)
{
	bool *ko = pirMalloc((op->numOperands + 1) * sizeof *ko), *kr = pirMalloc((op->numResults + 1) * sizeof *kr);
	for (uint32_t k = 0; k < op->numOperands; k++)
		ko[k] = k != i;
	for (uint32_t k = 0; k < op->numResults; k++)
		kr[k] = k != j;
	PirOperation *nop = pirOperationRebuild(op, ko, kr);
	pruneState(nop)->f.pos = pruneState(op)->f.pos;
	pirOperationErase(op);
	free(ko);
	free(kr);
	return nop;
}

/* The stack carries nothing any more: remove it from the grad loop (operand,
 * block arguments, yields, result), from the forward op's sides (block
 * arguments, yields) and results, and delete the init region, all only when
 * the init region holds nothing but the creation and a yield forwarding
 * what the op would get without it. */
static void removeCarried(Pruner *p, Carried *c)
{
	PirOperation *f = c->fwd, *g = c->grad;
	PirBlock *ib = pirOperationGetBlock(c->create);
	PirOperation *iy = pirBlockGetTerminator(ib);
	if (ib->first != c->create || pirOperationGetNextInBlock(c->create) != iy)
		return;
	if (c->loop) {
		if (ib->numArgs != f->numOperands || c->argPos != f->numOperands || iy->numOperands != f->numOperands + 1 ||
		    f->numResults != f->numOperands + 1)
			return;
		for (uint32_t j = 0; j < f->numOperands; j++)
			if (pirOperationGetOperand(iy, j) != ib->args[j])
				return;
	} else if (iy->numOperands != 1 || ib->numArgs) {
		return;
	}
	if (g && c->loop) {
		for (int i = 0; i < NUM_SIDES; i++) {
			PirBlock *b = pirOperationGetRegion(g, i)->first;
			without(pirBlockGetTerminator(b), c->gradPos + (i == 0), UINT32_MAX);
			pirBlockEraseArgument(b, c->gradPos);
		}
		without(g, c->gradPos, c->gradPos);
		p->run->changed = true;
		revisitSource(p, c->gradValue); /* a copy handed back by an outer pair may go now */
	}
	if (pirValueGetFirstUse(pirOperationGetResult(f, c->resPos)))
		return; /* still pushed onto an outer stack: back here once that element goes */
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = pirOperationGetRegion(f, 1 + i)->first;
		without(pirBlockGetTerminator(b), c->loop ? c->argPos + (i == 0) : c->resPos, UINT32_MAX);
		pirBlockEraseArgument(b, c->argPos);
	}
	pruneState(c->create)->f.erased = 1;
	dropInitRegion(without(f, UINT32_MAX, c->resPos));
	p->run->stats[STAT_STACKS]++;
	p->run->changed = true;
}

static void pruneCarried(Pruner *p, PirOperation *create)
{
	Carried c = {.create = create};
	if (!carriedForward(&c) || !carriedGrad(p, &c) || (!c.grad && c.testElsewhere))
		goto done;
	uint32_t total = 0, live = 0;
	for (int i = 0; i < NUM_SIDES; i++) {
		size_t n = c.push[i].len;
		if (c.grad && c.pop[i].len != n)
			goto done;
		for (size_t k = 0; k < n; k++) {
			PirOperation *push = c.push[i].data[k], *pop = c.grad ? c.pop[i].data[n - 1 - k] : NULL;
			if (pop && !sameElements(push, pop))
				goto done;
			live += pop && !pirOperationResultsUnused(pop);
		}
		total += (uint32_t)n;
		live += n && c.keepFirst[i];
	}
	if (c.keepOne && !live)
		for (int i = 0; i < NUM_SIDES; i++)
			if (c.push[i].len) {
				c.keepFirst[i] = true;
				break;
			}
	uint32_t erased = 0;
	for (int i = 0; i < NUM_SIDES; i++) {
		size_t n = c.push[i].len;
		if (!c.grad) { /* nothing pops: the pushes are unobservable */
			for (size_t k = 0; k < n; k++) {
				PirOperation *push = c.push[i].data[k];
				p->run->stats[STAT_ELEMENTS] += push->numOperands - 1;
				p->run->stats[STAT_PAIRS]++;
				p->run->changed = true;
				erase(p, push);
				erased++;
			}
			continue;
		}
		bool *keep = pirMalloc((n + 1) * sizeof *keep);
		for (size_t k = 0; k < n; k++)
			keep[k] = c.testElsewhere || (k == 0 && c.keepFirst[i]);
		erased += prunePairs(p, create, (PirOperation **)c.push[i].data, (PirOperation **)c.pop[i].data,
				     (uint32_t)n, true, keep);
		free(keep);
		/* What a test needs depends on which pairs are read: when one stops
		 * being read, the whole stack is examined again. */
		for (size_t k = 0; c.keepOne && k < n; k++) {
			Pair *pr = pairOf(p, c.push[i].data[k]);
			if (pr)
				pr->reexamine = true;
		}
	}
	if (erased == total && !c.anyTest)
		removeCarried(p, &c);
done:
	for (int i = 0; i < NUM_SIDES; i++) {
		pirPtrVecFree(&c.push[i]);
		pirPtrVecFree(&c.pop[i]);
	}
}

static void prune(Pruner *p, PirOperation *create)
{
	/* With its push and pop ends in use, Paddle's form; a create whose
	 * ends are unused is pruned alike either way (docs/passes.md,
	 * "stack-pruning"). */
	bool paddle = create->numResults == 3 && (pirValueGetFirstUse(pirOperationGetResult(create, 1)) ||
	                                          pirValueGetFirstUse(pirOperationGetResult(create, 2)));
	if (paddle) {
		if (pirOperationResultsUnused(create))
			eraseStack(p, create);
		else
			prunePaddle(p, create);
		return;
	}
	for (uint32_t i = 1; i < create->numResults; i++)
		if (pirValueGetFirstUse(pirOperationGetResult(create, i)))
			return;
	PirOperation *holder = pirOperationGetBlock(create) ? pirBlockGetParentOp(pirOperationGetBlock(create)) : NULL;
	if (isFlowOp(holder) && holder->numRegions == 3 &&
	    pirOperationGetBlock(create)->region == pirOperationGetRegion(holder, 0))
		pruneCarried(p, create); /* made in an init region */
	else
		pruneDesign(p, create);
}

/* Every op gets its position in its block (pre-order: the previous op of
 * the block is numbered first); stack creations go on the worklist. */
static PirWalkResult seed(PirOperation *op, void *ud)
{
	uint32_t prev = pirOperationGetPrevInBlock(op) ? pruneState(pirOperationGetPrevInBlock(op))->f.pos : 0;
	op->state = 0;
	pruneState(op)->f.pos = prev + (prev < POS_UNKNOWN);
	if (isCreate(op))
		enqueue(ud, op);
	return PIR_WALK_ADVANCE;
}

static bool runStackPruning(PirProgram *prog, PirPassRun *r)
{
	Pruner p = {.run = r};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, seed, &p);
	/* Reversed, so that the first stack of the program is examined first
	 * (an outer stack before the inner stacks pushed onto it). */
	for (size_t i = 0, j = p.work.len; i + 1 < j; i++, j--) {
		void *t = p.work.data[i];
		p.work.data[i] = p.work.data[j - 1];
		p.work.data[j - 1] = t;
	}
	/* Pairs whose pop lost a use wait until no stack is left to
	 * examine: a tuple_push of N elements whose popped values each feed
	 * a stack of their own loses them one stack at a time, and pruning
	 * the pair at each loss rebuilt it N times (25,000 elements: 43 s
	 * and 900 MB); once, it drops all at one rebuild. */
	while (p.work.len || p.pairWork.len) {
		if (!p.work.len) {
			Pair *pr = p.pairWork.data[--p.pairWork.len];
			pr->queued = false;
			if (!pr->gone && pairOf(&p, pr->pop) == pr)
				prunePair(&p, pr);
			continue;
		}
		PirOperation *create = p.work.data[--p.work.len];
		pruneState(create)->f.queued = 0;
		if (!pruneState(create)->f.erased) /* erased ops stay readable in the arena */
			prune(&p, create);
	}
	for (size_t i = 0; i < p.owned.len; i++)
		free(p.owned.data[i]);
	pirPtrVecFree(&p.owned);
	pirPtrVecFree(&p.work);
	pirPtrVecFree(&p.pairWork);
	pirPtrMapFree(&p.pairOf);
	return true;
}

const PirPass pirStackPruningPass = {
	.argument = "stack-pruning",
	.name = "StackPruning",
	.summary = "Remove stack pushes and pops whose popped values are unused (docs/passes.md)",
	.stats = {{"num-elements-removed", "Number of pushed elements removed with their popped copies"},
		  {"num-pairs-erased", "Number of push/pop pairs erased"},
		  {"num-stacks-erased", "Number of stacks erased"}},
	.run = runStackPruning,
};
