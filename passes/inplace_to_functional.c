/* inplace_to_functional.c: turn inplace ops into their functional twins
 * where no alias can tell (seed 000 §2.5.2, pass 1):
 *
 *     b = relu_(a); use(a)   becomes   b = relu(a); use(b)
 *
 * Candidates. A registered Inplace op with an inplace mapping (input ->
 * output pairs, def->inplace), no regions or successors, not SideEffect or
 * ViewLike, no variadic inputs or outputs, whose twin (info->twin) is
 * registered, ReadOnly and HasValueSemantics (so neither Inplace,
 * SideEffect nor ViewLike) with as many inputs, attributes and outputs.
 * Ops without such a twin stay: sgd_, adam_, momentum_, assign_out_,
 * c_allreduce_sum_ (no twin), and reshape_, flatten_, squeeze_,
 * unsqueeze_, batch_norm_ (the twin is a view, so the "functional" form
 * still aliases its input).
 *
 * Soundness. `b = f_(a)` writes a's buffer at the op X and returns it as
 * b. After the rewrite a keeps its old contents, and the uses of a after
 * X read b instead. Nothing can tell the difference if the only readers of
 * a's buffer are a's (and b's) uses in this block, taken in program order:
 * the uses before X saw the old contents and still do, the uses after X
 * saw f(a) and now read b, which holds f(a). So, for every mapped pair
 * a -> b of X (a not NULL, pairs with distinct inputs):
 *   1. a has exactly b's type (same uniqued pointer), so uses type-check;
 *   2. a is fresh: a result of a registered ReadOnly, HasValueSemantics op
 *      (not SideEffect, Inplace or ViewLike) in X's own block, not of the
 *      builtin dialect; so not a parameter, data or feed, block argument,
 *      view, if/while result or popped value (none of those has value
 *      semantics), nor a vec element (builtin.slice/split: the buffer that
 *      was packed) or builtin.constant (may name a scope tensor);
 *      and, since it is defined in X's block, a loop around X creates a new
 *      a each iteration: no use before X in the next iteration sees the
 *      write. A twin this pass created counts as fresh (chains);
 *   3. every use of a before X (ops of the block before X, and everything
 *      nested in them) only reads it: a registered ReadOnly op that is not
 *      SideEffect (fetch and shadow_output may keep the buffer and see the
 *      later write), ViewLike, Inplace, a terminator, a container
 *      (builtin.combine/slice/split), nor has regions or successors. An
 *      Inplace op on a before X that was not converted fails this;
 *   4. every use of a after X (ops after X in the block, or nested in
 *      them) is one of those readers, a ReadOnly SideEffect reader such as
 *      fetch or shadow_output (it will read b, which holds what a would),
 *      or another candidate op, which is then looked at in its turn: a
 *      later inplace op on a now writes b. Anything else after X (a view,
 *      a container, a yield, an unregistered op, a region op taking a, a
 *      non-candidate inplace op) refuses the conversion; so does a use in
 *      another block than X's or nested in it.
 * Uses of X's own results, which alias a, move to the twin's results; a
 * later inplace op on b is then checked against the uses of b and the
 * still unvisited uses of a, which it will inherit.
 *
 * Rewrite. The twin (same operands, attributes, result types, location)
 * takes X's place and its results X's uses; X is erased. Then every use of
 * a after X reads b: a use is after X when the op of X's block that is or
 * contains the user comes after X; uses before X keep a.
 *
 * Linear. Each block's ops are numbered once (op->state.position) and its ops are
 * visited in program order, nested regions right after their op. The
 * rewiring is lazy: converting X records a -> b in a map, and every op
 * visited later replaces its renamed operands (following chains a -> b ->
 * c once, with path compression). Rule 3 is a flag per value (DIRTY), set
 * when a visited op uses it other than by only reading. Rule 4 is a number
 * per value: the position of its last use that rule 4 refuses, computed
 * once from its use list (climbing each user to the value's block); b
 * inherits a's (it takes a's unvisited uses). Every use is looked at a
 * bounded number of times, times the nesting depth for the climb.
 * Positions live in 29 bits: in a block of 2^29 ops or more, the ops past
 * that are left alone. */
#include <stdlib.h>
#include <string.h>

#include "../lib/hashset.h"
#include "effects.h"
#include "pass.h"

enum { STAT_CONVERTED, STAT_REWIRED };

/* value->state.i2f: flags, and 1 + the position (in the value's block) of
 * its last use rule 4 refuses, LAST when it has one outside that block. */
enum { DIRTY = 1u << 31, KNOWN = 1u << 30, RENAMED = 1u << 29, LAST = RENAMED - 1 };

typedef struct {
	PirPtrMap renamed; /* a -> b of converted ops */
	PirPassRun *run;
} Ctx;

/* Reads its operands and does nothing else with them; with `observer`,
 * SideEffect readers (fetch, shadow_output) count too. */
static bool onlyReads(const PirOperation *op, bool observer)
{
	uint32_t t = op->info->traits;
	uint32_t bad = PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR |
		       (observer ? 0 : PIR_TRAIT_SIDE_EFFECT);
	return op->info->registered && (t & PIR_TRAIT_READ_ONLY) && !(t & bad) && !op->numRegions &&
	       !op->numSuccessors && !pirOpIsContainer(op);
}

static bool hasVariadic(const PirValueDef *defs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].variadic)
			return true;
	return false;
}

/* The functional twin of a candidate op, else NULL. */
static PirOpInfo *functionalTwin(const PirOperation *op)
{
	const PirOpInfo *i = op->info;
	const PirOpInfo *t = i->twin;
	const PirOpDef *d = i->def;
	if (!i->registered || !d || !(i->traits & PIR_TRAIT_INPLACE) ||
	    (i->traits & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_VIEW_LIKE)) || !d->numInplace || op->numRegions ||
	    op->numSuccessors || hasVariadic(d->inputs, d->numInputs) || hasVariadic(d->outputs, d->numOutputs))
		return NULL;
	if (!t || !t->registered || !t->def ||
	    (t->traits & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_TERMINATOR)) ||
	    !(t->traits & PIR_TRAIT_READ_ONLY) || !(t->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) ||
	    t->def->numInputs != d->numInputs || t->def->numAttrs != d->numAttrs ||
	    t->def->numOutputs != d->numOutputs || t->def->minRegions)
		return NULL;
	return (PirOpInfo *)t;
}

/* Rule 4 allows this user after the inplace op. */
static bool allowedAfter(const PirOperation *op)
{
	return onlyReads(op, true) || functionalTwin(op);
}

/* Position of the op of block b that is or contains op; 0 if none. */
static uint32_t positionIn(const PirBlock *b, PirOperation *op)
{
	for (; op; op = pirOperationGetParentOp(op))
		if (op->block == b)
			return op->state.position;
	return 0;
}

/* 1 + position of v's last use that rule 4 refuses (LAST: a use outside
 * block b), 0 if none; computed once per value. */
static uint32_t lastRefused(PirValue *v, const PirBlock *b)
{
	if (v->state.i2f & KNOWN)
		return v->state.i2f & LAST;
	uint32_t last = 0;
	for (PirOpOperand *u = v->firstUse; u && last < LAST; u = u->next) {
		uint32_t pos = positionIn(b, u->owner);
		if (!pos || pos >= LAST - 1)
			last = LAST;
		else if (!allowedAfter(u->owner) && pos + 1 > last)
			last = pos + 1;
	}
	v->state.i2f |= KNOWN | last;
	return last;
}

/* Rule 2: a result of a value-semantics op of block b (not a container:
 * an element taken out of a vec by builtin.slice/split is the buffer that
 * was packed; builtin.constant, which may name a scope tensor, does not
 * declare HasValueSemantics). */
static bool isFresh(const PirValue *a, const PirBlock *b)
{
	if (a->isArg || a->owner.op->block != b)
		return false;
	const PirOpInfo *i = a->owner.op->info;
	return i->registered && (i->traits & PIR_TRAIT_READ_ONLY) && (i->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) &&
	       !(i->traits & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE)) &&
	       i->role != PIR_ROLE_CONTAINER;
}

/* Rules 1-4 for every mapped pair of op (at position op->state.position). */
static bool convertible(PirOperation *op)
{
	const PirOpDef *d = op->info->def;
	for (uint32_t k = 0; k < d->numInplace; k++) {
		uint32_t in = d->inplace[k].input, out = d->inplace[k].output;
		if (in >= op->numOperands || out >= op->numResults)
			return false;
		PirValue *a = op->operands[in].value;
		if (!a || a->type != op->results[out].type || !isFresh(a, op->block) || (a->state.i2f & DIRTY) ||
		    lastRefused(a, op->block) > op->state.position)
			return false;
		for (uint32_t j = 0; j < k; j++) /* pairs before k were checked */
			if (op->operands[d->inplace[j].input].value == a)
				return false;
	}
	return true;
}

static PirValue *resolve(Ctx *c, PirValue *v)
{
	PirValue *w = v;
	while (w->state.i2f & RENAMED)
		w = pirPtrMapGet(&c->renamed, w);
	for (PirValue *x = v, *next; x != w; x = next) { /* path compression */
		next = pirPtrMapGet(&c->renamed, x);
		pirPtrMapPut(&c->renamed, x, w);
	}
	return w;
}

/* Replaces op (convertible) by its twin; returns the twin. */
static PirOperation *convert(Ctx *c, PirOperation *op, PirOpInfo *twin)
{
	PirValue *small[8], **vals = op->numOperands <= 8 ? small : pirMalloc(op->numOperands * sizeof *vals);
	PirType *tsmall[8], **types = op->numResults <= 8 ? tsmall : pirMalloc(op->numResults * sizeof *types);
	for (uint32_t i = 0; i < op->numOperands; i++)
		vals[i] = op->operands[i].value;
	for (uint32_t i = 0; i < op->numResults; i++)
		types[i] = op->results[i].type;
	PirOperationState st = {.info = twin, .loc = op->loc, .numOperands = op->numOperands,
				.numResults = op->numResults, .operands = vals, .resultTypes = types, .attrs = op->attrs};
	PirOperation *nop = pirOperationCreate(op->program, &st);
	if (vals != small)
		free(vals);
	if (types != tsmall)
		free(types);
	nop->state = op->state;
	pirBlockInsertOpBefore(op->block, op, nop);
	for (uint32_t i = 0; i < op->numResults; i++) {
		nop->results[i].state.word = 0;
		pirValueReplaceAllUsesWith(&op->results[i], &nop->results[i]);
	}
	const PirOpDef *d = op->info->def;
	for (uint32_t k = 0; k < d->numInplace; k++) {
		PirValue *a = nop->operands[d->inplace[k].input].value, *b = &nop->results[d->inplace[k].output];
		/* b takes a's unvisited uses: it inherits a's rule-4 position. */
		uint32_t last = lastRefused(b, nop->block), inherited = a->state.i2f & LAST;
		b->state.i2f = KNOWN | (last > inherited ? last : inherited);
		pirPtrMapPut(&c->renamed, a, b);
		a->state.i2f |= RENAMED;
	}
	pirOperationErase(op);
	c->run->stats[STAT_CONVERTED]++;
	c->run->changed = true;
	return nop;
}

static void visitBlock(Ctx *c, PirBlock *b);

static void visit(Ctx *c, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = op->operands[i].value;
		if (v && (v->state.i2f & RENAMED)) {
			pirOperationSetOperand(op, i, resolve(c, v));
			c->run->stats[STAT_REWIRED]++;
		}
	}
	PirOpInfo *twin = functionalTwin(op);
	if (twin && op->state.position < LAST && convertible(op))
		op = convert(c, op, twin);
	if (!onlyReads(op, false))
		for (uint32_t i = 0; i < op->numOperands; i++)
			if (op->operands[i].value)
				op->operands[i].value->state.i2f |= DIRTY;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *nb = op->regions[r].first; nb; nb = nb->next)
			visitBlock(c, nb);
}

static void visitBlock(Ctx *c, PirBlock *b)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < b->numArgs; i++)
		b->args[i]->state.word = 0;
	for (PirOperation *o = b->first; o; o = o->next) {
		o->state.position = n < UINT32_MAX ? ++n : n;
		for (uint32_t i = 0; i < o->numResults; i++)
			o->results[i].state.word = 0;
	}
	for (PirOperation *o = b->first, *next; o; o = next) {
		next = o->next;
		visit(c, o);
	}
}

static bool run(PirProgram *prog, PirPassRun *r)
{
	Ctx c = {{0}, r};
	visitBlock(&c, pirProgramGetBlock(prog));
	pirPtrMapFree(&c.renamed);
	return true;
}

const PirPass pirInplaceToFunctionalPass = {
	.argument = "inplace-to-functional",
	.name = "InplaceToFunctional",
	.summary = "Turn inplace ops into their functional twins where no alias can tell (seed 000 2.5.2)",
	.stats = {{"num-converted", "Number of inplace ops replaced by their functional twins"},
		  {"num-uses-rewired", "Number of later uses of an inplace op's input rewired to its result"}},
	.run = run,
};
