/* stack_pruning.c: drops stack pushes and pops nothing reads (docs/passes.md, "stack-pruning").
 * Changes:    drops pushed elements whose popped copies are unused, then pairs, stacks left empty.
 * Assumes:    verified IR; stack roles are true; pops return pushed values last in first out.
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

/* v lost a use: if it was popped from a stack, that stack may prune more. */
static void revisitSource(Pruner *p, PirValue *v)
{
	if (!v || v->isArg || v->firstUse)
		return;
	PirOperation *pop = v->owner.op;
	if (!is(pop, PIR_ROLE_STACK_POP) || pop->numOperands < 1)
		return;
	PirValue *s = pop->operands[0].value;
	if (s && !s->isArg && isCreate(s->owner.op))
		enqueue(p, s->owner.op);
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

static bool run(PirProgram *prog, PirPassRun *r)
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
	.run = run,
};
