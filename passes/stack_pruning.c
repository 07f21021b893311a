/* stack_pruning.c: drops stack pushes and pops nothing reads (docs/passes.md, "stack-pruning").
 * Changes:    drops unread pushed elements, then empty pairs, unused stacks with their carriers and init regions.
 * Assumes:    verified IR; roles, region flows true; LIFO pops; a grad op replays its forward in reverse.
 * Guarantees: acts only where each push surely matches its pop; emptiness tests keep answers. */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

enum { STAT_ELEMENTS, STAT_PAIRS, STAT_STACKS };

typedef struct {
	PirPtrVec work; /* stack creation ops to examine */
	PirPassRun *run;
} Pruner;

/* Stack ops are known by their role (docs/dialect-yaml.md), never by name. */
static bool is(const PirOperation *op, PirOpRole role)
{
	return op && op->info->role == role;
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
	return (uint32_t)(u - u->owner->operands);
}

static void enqueue(Pruner *p, PirOperation *create)
{
	if (!create->state.f.queued && !create->state.f.erased) {
		create->state.f.queued = 1;
		pirPtrVecPush(&p->work, create);
	}
}

static PirOperation *stackOrigin(PirValue *v);

/* v lost a use: if it was popped from a stack, that stack may prune more. */
static void revisitSource(Pruner *p, PirValue *v)
{
	if (!v || v->isArg || v->firstUse)
		return;
	PirOperation *pop = v->owner.op;
	if (!is(pop, PIR_ROLE_STACK_POP) || pop->numOperands < 1)
		return;
	PirOperation *create = stackOrigin(pop->operands[0].value);
	if (create)
		enqueue(p, create);
}

/* Erases op (its results must be unused) and revisits its operands. */
static void erase(Pruner *p, PirOperation *op)
{
	uint32_t n = op->numOperands;
	PirValue **vals = pirMalloc((n + 1) * sizeof *vals);
	for (uint32_t i = 0; i < n; i++)
		vals[i] = op->operands[i].value;
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
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	uint32_t nd = 0;
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (keepOperand && !keepOperand[i])
			vals[nd++] = op->operands[i].value;
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
		PirValue *v = push->operands[1 + i].value;
		if (!v || v->type != pop->results[i].type)
			return false;
	}
	return true;
}

/* Prunes one matched pair: element i goes when the pop's result i is
 * unused. With keepEmpty the pair stays even when no element is left.
 * Returns true when the pair was erased. */
static bool prunePair(Pruner *p, PirOperation *push, PirOperation *pop, bool keepEmpty)
{
	uint32_t m = pop->numResults, dead = 0;
	for (uint32_t i = 0; i < m; i++)
		dead += pop->results[i].firstUse == NULL;
	if (dead == m && !keepEmpty) {
		erase(p, pop);
		erase(p, push);
		p->run->stats[STAT_ELEMENTS] += m;
		p->run->stats[STAT_PAIRS]++;
		p->run->changed = true;
		return true;
	}
	if (!dead)
		return false;
	bool *keepOperand = pirMalloc((push->numOperands + 1) * sizeof *keepOperand);
	bool *keepResult = pirMalloc((m + 1) * sizeof *keepResult);
	keepOperand[0] = true;
	for (uint32_t i = 0; i < m; i++)
		keepOperand[1 + i] = keepResult[i] = pop->results[i].firstUse != NULL;
	rebuild(p, pop, NULL, keepResult);
	rebuild(p, push, keepOperand, NULL);
	free(keepOperand);
	free(keepResult);
	p->run->stats[STAT_ELEMENTS] += dead;
	p->run->changed = true;
	return false;
}

static void eraseStack(Pruner *p, PirOperation *create)
{
	pirOperationErase(create);
	create->state.f.erased = 1;
	p->run->stats[STAT_STACKS]++;
	p->run->changed = true;
}

/* The only use of v, or NULL when it has none or several. */
static PirOpOperand *onlyUse(PirValue *v)
{
	return v->firstUse && !v->firstUse->next ? v->firstUse : NULL;
}

/* Paddle's form: one tuple_push on the inlet, one tuple_pop on the outlet. */
static void prunePaddle(Pruner *p, PirOperation *create)
{
	bool tests = false;
	for (PirOpOperand *u = create->results[0].firstUse; u; u = u->next) {
		if (!isEmptinessTest(u->owner) || operandIndex(u) != 0)
			return; /* the stack escapes or is used otherwise */
		tests = true;
	}
	PirOpOperand *in = onlyUse(&create->results[1]), *out = onlyUse(&create->results[2]);
	if (!in || !out || !is(in->owner, PIR_ROLE_STACK_PUSH) || operandIndex(in) != 0 ||
	    !is(out->owner, PIR_ROLE_STACK_POP) || operandIndex(out) != 0)
		return;
	PirOperation *push = in->owner, *pop = out->owner;
	if (!sameElements(push, pop))
		return;
	if (prunePair(p, push, pop, tests) && pirOperationResultsUnused(create))
		eraseStack(p, create);
}

/* The op of block `outer` that holds block b (at any depth), or NULL
 * when b is not nested in outer. */
static PirOperation *holderIn(PirBlock *outer, PirBlock *b)
{
	for (PirOperation *op = pirBlockGetParentOp(b); op; op = pirOperationGetParentOp(op))
		if (op->block == outer)
			return op;
	return NULL;
}

/* Collects the ops of block b with the `role` on stack s, in block order, into
 * out (n expected). Sets *between when `mark` lies strictly
 * between the first and the last of them. Returns false on a count
 * mismatch. */
static bool collect(PirBlock *b, PirOpRole role, PirValue *s, uint32_t n, PirOperation **out,
		    PirOperation *mark, bool *between)
{
	uint32_t k = 0;
	bool markSeen = false;
	*between = false;
	for (PirOperation *o = b->first; o; o = o->next) {
		if (o == mark)
			markSeen = k > 0;
		if (is(o, role) && o->numOperands >= 1 && o->operands[0].value == s) {
			if (k == n)
				return false;
			if (markSeen)
				*between = true;
			out[k++] = o;
		}
	}
	return k == n;
}

/* Design form: push_back/pop_back on the stack value itself. */
static void pruneDesign(Pruner *p, PirOperation *create)
{
	PirValue *s = &create->results[0];
	uint32_t numPush = 0, numPop = 0;
	bool tests = false;
	PirBlock *pushBlock = NULL, *popBlock = NULL;
	for (PirOpOperand *u = s->firstUse; u; u = u->next) {
		PirOperation *o = u->owner;
		if (operandIndex(u) != 0)
			return;
		if (isEmptinessTest(o)) {
			tests = true;
		} else if (is(o, PIR_ROLE_STACK_PUSH)) {
			if (pushBlock && o->block != pushBlock)
				return;
			pushBlock = o->block;
			numPush++;
		} else if (is(o, PIR_ROLE_STACK_POP)) {
			if (popBlock && o->block != popBlock)
				return;
			popBlock = o->block;
			numPop++;
		} else {
			return; /* yielded, passed to a region op, or unknown */
		}
	}
	if (numPush != numPop)
		return;
	if (!numPush) {
		if (!tests)
			eraseStack(p, create); /* nothing uses it at all */
		return;
	}
	uint32_t n = numPush;
	PirOperation **pushes = pirMalloc(n * sizeof *pushes), **pops = pirMalloc(n * sizeof *pops);
	bool ok, between = false;
	if (pushBlock == popBlock) {
		/* One block: every push before every pop. */
		uint32_t k = 0, j = 0;
		for (PirOperation *o = pushBlock->first; o; o = o->next) {
			if (o->numOperands < 1 || o->operands[0].value != s)
				continue;
			if (is(o, PIR_ROLE_STACK_PUSH) && j == 0)
				pushes[k++] = o;
			else if (is(o, PIR_ROLE_STACK_POP) && k == n)
				pops[j++] = o;
			else if (is(o, PIR_ROLE_STACK_PUSH) || is(o, PIR_ROLE_STACK_POP))
				break; /* a pop before the last push */
		}
		ok = k == n && j == n;
	} else {
		PirOperation *popHolder = holderIn(pushBlock, popBlock);
		PirOperation *pushHolder = holderIn(popBlock, pushBlock);
		ok = collect(pushBlock, PIR_ROLE_STACK_PUSH, s, n, pushes, popHolder, &between) && !between &&
		     collect(popBlock, PIR_ROLE_STACK_POP, s, n, pops, pushHolder, &between) && !between;
	}
	for (uint32_t k = 0; ok && k < n; k++)
		ok = sameElements(pushes[k], pops[n - 1 - k]);
	if (ok) {
		uint32_t erased = 0;
		for (uint32_t k = 0; k < n; k++)
			erased += prunePair(p, pushes[k], pops[n - 1 - k], tests);
		if (erased == n && pirOperationResultsUnused(create))
			eraseStack(p, create);
	}
	free(pushes);
	free(pops);
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
} Carried;

static bool isFlowOp(const PirOperation *op)
{
	return op && (op->info->flow == PIR_FLOW_BRANCH || op->info->flow == PIR_FLOW_LOOP);
}

static PirBlock *onlyBlock(PirRegion *r)
{
	return r->first && r->first == r->last ? r->first : NULL;
}

/* The stack creation a stack value comes from, following block arguments,
 * loop operands and region-op results back (a hint for the worklist: the
 * creation is checked in full when it is examined). NULL when unknown. */
static PirOperation *stackOrigin(PirValue *v)
{
	for (int step = 0; v && step < 8; step++) {
		PirOperation *op = v->isArg ? pirBlockGetParentOp(v->owner.block) : v->owner.op;
		if (!v->isArg && isCreate(op))
			return op;
		if (!isFlowOp(op))
			return NULL;
		if (v->isArg && op->numRegions == 2 && op->info->flow == PIR_FLOW_LOOP) {
			v = v->index < op->numOperands ? op->operands[v->index].value : NULL;
			continue;
		}
		if (op->numRegions != 3 || !op->regions[0].first)
			return NULL;
		if (v->isArg && v->owner.block->region == &op->regions[0])
			return NULL;
		PirOperation *iy = pirBlockGetTerminator(op->regions[0].first);
		uint32_t i = v->index;
		if (!v->isArg && op->info->flow == PIR_FLOW_BRANCH)
			i = iy && i + 1 == op->numResults ? iy->numOperands - 1 : UINT32_MAX;
		v = iy && i < iy->numOperands ? iy->operands[i].value : NULL;
	}
	return NULL;
}

/* The forward side: the create's only use is the init yield; in each side
 * the stack argument is used by pushes at the top of the block and, once,
 * by the terminator at the carrying position. */
static bool carriedForward(Carried *c)
{
	PirBlock *ib = c->create->block;
	PirOperation *f = pirBlockGetParentOp(ib);
	if (!isFlowOp(f) || f->numRegions != 3 || onlyBlock(&f->regions[0]) != ib)
		return false;
	PirOpOperand *u = onlyUse(&c->create->results[0]);
	if (!u || u->owner != pirBlockGetTerminator(ib))
		return false;
	c->fwd = f;
	c->loop = f->info->flow == PIR_FLOW_LOOP;
	c->argPos = operandIndex(u);
	c->resPos = c->loop ? c->argPos : f->numResults - 1;
	if (!f->numResults || c->resPos >= f->numResults)
		return false;
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = onlyBlock(&f->regions[1 + i]);
		if (!b || c->argPos >= b->numArgs)
			return false;
		PirValue *a = b->args[c->argPos];
		PirOperation *t = pirBlockGetTerminator(b);
		uint32_t at = c->loop ? c->argPos + (i == 0) : c->resPos, carried = 0;
		for (u = a->firstUse; u; u = u->next) {
			PirOperation *o = u->owner;
			uint32_t k = operandIndex(u);
			if (o == t && k == at)
				carried++;
			else if (k != 0 || o->block != b)
				return false; /* nested, or pushed as an element */
			else if (isEmptinessTest(o))
				c->anyTest = c->testElsewhere = true;
			else if (!is(o, PIR_ROLE_STACK_PUSH))
				return false;
		}
		if (carried != 1)
			return false;
		for (PirOperation *o = b->first; o; o = o->next)
			if (is(o, PIR_ROLE_STACK_PUSH) && o->numOperands >= 1 && o->operands[0].value == a)
				pirPtrVecPush(&c->push[i], o);
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
static bool carriedGrad(Carried *c)
{
	PirOperation *f = c->fwd;
	PirValue *s = &f->results[c->resPos];
	PirValue *val[NUM_SIDES] = {s, s};
	for (PirOpOperand *u = s->firstUse; u; u = u->next) {
		PirOperation *o = u->owner, *g = o->block ? pirBlockGetParentOp(o->block) : NULL;
		uint32_t k = operandIndex(u);
		if (c->loop) {
			if (isEmptinessTest(o) && k == 0) {
				c->anyTest = c->testElsewhere = true;
			} else if (!c->grad && o->info->flow == PIR_FLOW_LOOP && o->numRegions == 2) {
				c->grad = o;
				c->gradPos = k;
			} else {
				return false;
			}
			continue;
		}
		bool inGrad = k == 0 && g && g != f && g->info->flow == PIR_FLOW_BRANCH && g->numRegions == 2 &&
			      g->numOperands >= 1 && f->numOperands >= 1 &&
			      g->operands[0].value == f->operands[0].value &&
			      onlyBlock(o->block->region) == o->block && (!c->grad || c->grad == g);
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
		if (c->gradPos >= g->numResults || g->results[c->gradPos].firstUse)
			return false;
		for (int i = 0; i < NUM_SIDES; i++) {
			PirBlock *b = onlyBlock(&g->regions[i]);
			if (!b || c->gradPos >= b->numArgs)
				return false;
			PirValue *a = val[i] = b->args[c->gradPos];
			PirOperation *t = pirBlockGetTerminator(b);
			uint32_t at = c->gradPos + (i == 0), carried = 0;
			for (PirOpOperand *u = a->firstUse; u; u = u->next) {
				PirOperation *o = u->owner;
				if (o == t && operandIndex(u) == at)
					carried++;
				else if (operandIndex(u) != 0 || o->block != b ||
					 !(is(o, PIR_ROLE_STACK_POP) || isEmptinessTest(o)))
					return false;
			}
			if (carried != 1)
				return false;
		}
	}
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = onlyBlock(&g->regions[i]);
		if (!b)
			continue; /* a branch side with no block pops nothing */
		for (PirOperation *o = b->first; o; o = o->next)
			if (o->numOperands >= 1 && o->operands[0].value == val[i] && is(o, PIR_ROLE_STACK_POP))
				pirPtrVecPush(&c->pop[i], o);
		uint32_t n = (uint32_t)c->pop[i].len, seen = 0;
		for (PirOperation *o = b->first; o; o = o->next) {
			if (o->numOperands < 1 || o->operands[0].value != val[i])
				continue;
			if (is(o, PIR_ROLE_STACK_POP)) {
				seen++;
			} else if (isEmptinessTest(o)) {
				c->anyTest = true;
				constrainTest(c, i, seen, n);
			}
		}
	}
	return true;
}

/* op without its region 0 (the init region, whose ops are erased with op). */
static PirOperation *dropInitRegion(PirOperation *op)
{
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	PirType **types = pirMalloc((op->numResults + 1) * sizeof *types);
	for (uint32_t i = 0; i < op->numOperands; i++)
		vals[i] = op->operands[i].value;
	for (uint32_t i = 0; i < op->numResults; i++)
		types[i] = op->results[i].type;
	PirOperationState st = {.info = op->info, .loc = op->loc, .numOperands = op->numOperands,
				.numResults = op->numResults, .numRegions = op->numRegions - 1u,
				.numSuccessors = op->numSuccessors, .operands = vals, .resultTypes = types,
				.attrs = op->attrs, .successors = op->successors};
	PirOperation *nop = pirOperationCreate(op->program, &st);
	free(vals);
	free(types);
	for (uint32_t r = 1; r < op->numRegions; r++)
		while (op->regions[r].first) {
			PirBlock *b = op->regions[r].first;
			pirRegionRemoveBlock(&op->regions[r], b);
			pirRegionAppendBlock(&nop->regions[r - 1], b);
		}
	pirBlockInsertOpAfter(op->block, op, nop);
	for (uint32_t i = 0; i < op->numResults; i++)
		pirValueReplaceAllUsesWith(&op->results[i], &nop->results[i]);
	pirOperationErase(op);
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
	PirBlock *ib = c->create->block;
	PirOperation *iy = pirBlockGetTerminator(ib);
	if (ib->first != c->create || c->create->next != iy)
		return;
	if (c->loop) {
		if (ib->numArgs != f->numOperands || c->argPos != f->numOperands || iy->numOperands != f->numOperands + 1 ||
		    f->numResults != f->numOperands + 1)
			return;
		for (uint32_t j = 0; j < f->numOperands; j++)
			if (iy->operands[j].value != ib->args[j])
				return;
	} else if (iy->numOperands != 1 || ib->numArgs) {
		return;
	}
	if (g && c->loop) {
		for (int i = 0; i < NUM_SIDES; i++) {
			PirBlock *b = g->regions[i].first;
			without(pirBlockGetTerminator(b), c->gradPos + (i == 0), UINT32_MAX);
			pirBlockEraseArgument(b, c->gradPos);
		}
		without(g, c->gradPos, c->gradPos);
	}
	for (int i = 0; i < NUM_SIDES; i++) {
		PirBlock *b = f->regions[1 + i].first;
		without(pirBlockGetTerminator(b), c->loop ? c->argPos + (i == 0) : c->resPos, UINT32_MAX);
		pirBlockEraseArgument(b, c->argPos);
	}
	c->create->state.f.erased = 1;
	dropInitRegion(without(f, UINT32_MAX, c->resPos));
	p->run->stats[STAT_STACKS]++;
	p->run->changed = true;
}

static void pruneCarried(Pruner *p, PirOperation *create)
{
	Carried c = {.create = create};
	if (!carriedForward(&c) || !carriedGrad(&c) || (!c.grad && c.testElsewhere))
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
		for (size_t k = 0; k < n; k++) {
			PirOperation *push = c.push[i].data[k];
			if (!c.grad) { /* nothing pops: the push is unobservable */
				p->run->stats[STAT_ELEMENTS] += push->numOperands - 1;
				p->run->stats[STAT_PAIRS]++;
				p->run->changed = true;
				erase(p, push);
				erased++;
				continue;
			}
			bool keepEmpty = c.testElsewhere || (k == 0 && c.keepFirst[i]);
			erased += prunePair(p, push, c.pop[i].data[n - 1 - k], keepEmpty);
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
	bool paddle = create->numResults == 3 && (create->results[1].firstUse || create->results[2].firstUse);
	if (paddle) {
		if (pirOperationResultsUnused(create))
			eraseStack(p, create);
		else
			prunePaddle(p, create);
		return;
	}
	for (uint32_t i = 1; i < create->numResults; i++)
		if (create->results[i].firstUse)
			return;
	PirOperation *holder = create->block ? pirBlockGetParentOp(create->block) : NULL;
	if (isFlowOp(holder) && holder->numRegions == 3 && create->block->region == &holder->regions[0])
		pruneCarried(p, create); /* made in an init region */
	else
		pruneDesign(p, create);
}

static PirWalkResult seed(PirOperation *op, void *ud)
{
	if (isCreate(op)) {
		op->state.word = 0;
		enqueue(ud, op);
	}
	return PIR_WALK_ADVANCE;
}

static bool runStackPruning(PirProgram *prog, PirPassRun *r)
{
	Pruner p = {{0}, r};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, seed, &p);
	/* Reversed, so that the first stack of the program is examined first. */
	for (size_t i = 0, j = p.work.len; i + 1 < j; i++, j--) {
		void *t = p.work.data[i];
		p.work.data[i] = p.work.data[j - 1];
		p.work.data[j - 1] = t;
	}
	while (p.work.len) {
		PirOperation *create = p.work.data[--p.work.len];
		create->state.f.queued = 0;
		if (!create->state.f.erased) /* erased ops stay readable in the arena */
			prune(&p, create);
	}
	pirPtrVecFree(&p.work);
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
