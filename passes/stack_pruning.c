/* stack_pruning.c: removes the stack pushes and pops whose popped values
 * nothing uses (seed 001 §2.3.1 and §2.3.2, "第三步：优化剪枝", step 3).
 *
 * A backward builder pushes every local value of a forward block onto a
 * stack and pops all of them in the backward block; most are never read.
 * This pass removes each pushed element whose popped copy has no use, the
 * push/pop pairs left with nothing, and the stacks left with nothing. The
 * pushed values that lose their last use are left for --dce. Soundness
 * first: when a push cannot be matched with certainty to the pop that
 * receives its values, the stack is left alone.
 *
 * Paddle's form (from 2023-11-21; the transitional cf.create_stack with
 * three results is read the same way):
 *
 *   (%s, %in, %out) = "cf.stack_create" ()
 *   () = "cf.tuple_push" (%in, %v0, %v1, ...)      e.g. in a forward while body
 *   (%p0, %p1, ...) = "cf.tuple_pop" (%out)        e.g. in the backward while body
 *
 *   The push matches the pop when the inlet %in has exactly one use, as
 *   operand 0 of a cf.tuple_push, the outlet %out exactly one use, as
 *   operand 0 of a cf.tuple_pop (Paddle's verifier rule: one push, one
 *   pop per stack), the pop has as many results as the push has elements
 *   and result i has the type of element i, and the stack value %s is
 *   used by nothing but emptiness tests (cf.has_elements, the older
 *   pd_op.has_elements, cf.is_empty) as their operand. Every tuple popped
 *   is then a tuple pushed by that one push, element by element, wherever
 *   the two ops are (different blocks, regions of different ops).
 *   Element i goes when %pi has no use: the push is rebuilt without %vi,
 *   the pop without %pi. When no element is left, the push and the pop
 *   are erased and then the stack_create, whose results are unused.
 *
 * Design form (Nov 2023, seed 001):
 *
 *   (%s) = "cf.create_stack" ()
 *   () = "cf.push_back" (%s, %v...)                n pushes in one block
 *   (%p...) = "cf.pop_back" (%s)                   n pops in one block
 *
 *   Only when the stack value %s itself (not a block argument or a value
 *   a region yields) is used by nothing but cf.push_back and cf.pop_back
 *   (as operand 0) and emptiness tests; the create op's other results, if
 *   any, are unused; all pushes are in one block and all pops in one
 *   block; there are as many pushes as pops; and the pushes and the pops
 *   cannot interleave: in a shared block every push comes before every
 *   pop, and when one block is nested in an op of the other, that op is
 *   not between the first and the last push (or pop) of its block. Each
 *   run of the push block then pushes one group of n entries and each run
 *   of the pop block pops one whole group, last in first out: the k-th
 *   push (block order) matches the (n-1-k)-th pop. Every pair must agree
 *   in element count and types, or nothing is changed. Elements and pairs
 *   go as in Paddle's form; a stack left with no push and no pop is
 *   erased.
 *
 *   A stack that flows through block arguments or yields, as in seed
 *   001's instrumented if and while (created in the init region and
 *   carried as a loop value into cond, body and the while_grad), is left
 *   alone: its pushes and pops use block arguments. A later version may
 *   follow block arguments.
 *
 * Emptiness tests. cf.has_elements counts what is on the stack, so it
 * would change if a pair disappeared. When the stack has such a test,
 * elements are still removed but the push and pop stay, empty (zero
 * elements), and so does the stack. Without tests, an unused stack
 * (no use of any of its results) is erased too.
 *
 * A popped value read only by dead ops still counts as used: run --dce
 * first to prune more (--dce --stack-pruning --dce). Removing an element
 * that was itself popped from another stack may make that pop's result
 * unused; the stack it came from is examined again, so one run reaches
 * the fixpoint and a second run changes nothing.
 *
 * Counters: num-elements-removed (elements dropped from a push and its
 * pop, erased pairs included), num-pairs-erased (push/pop pairs erased),
 * num-stacks-erased (stack creations erased). */
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
	 * ends are unused is pruned alike either way (see above). */
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
	.summary = "Remove stack pushes and pops whose popped values are unused (seed 001 2.3.1, step 3)",
	.stats = {{"num-elements-removed", "Number of pushed elements removed with their popped copies"},
		  {"num-pairs-erased", "Number of push/pop pairs erased"},
		  {"num-stacks-erased", "Number of stacks erased"}},
	.run = run,
};
