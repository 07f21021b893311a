/* inplace_to_functional.c: inplace ops made functional (docs/passes.md, "inplace-to-functional").
 * Changes:    replaces b = f_(a) by its twin b = f(a), or by its definition's functional_op (assign_out_(x, a):
 *             b = assign(x)); later uses of a in the block read b.
 * Assumes:    verified IR; inplace mappings and twins are true: f_(a) writes f(a) into a.
 * Guarantees: converts only where a is fresh and no other reader can tell (rules 1-4); linear.
 * Also:       pirInplaceToFunctionalFate (inplace_to_functional.h): what it would do with one op, without
 *             running, for append-backward's advice. */
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "effects.h"
#include "inplace_to_functional.h"
#include "pass.h"

enum { STAT_CONVERTED, STAT_REWIRED };

/* value->state: flags, and 1 + the position (in the value's block) of
 * its last use rule 4 refuses, LAST when it has one outside that block. */
enum { DIRTY = 1u << 31, KNOWN = 1u << 30, RENAMED = 1u << 29, LAST = RENAMED - 1 };

typedef struct {
	PirPtrMap renamed; /* a -> b of converted ops */
	PirPassRun *run;
} Ctx;

/* Only reads its operands (pirOpOnlyReadsOperands, effects.h); with
 * `observer`, looser for rule 4: SideEffect readers (fetch, shadow_output)
 * count too (pirOpObservesOperands). */
static bool onlyReads(const PirOperation *op, bool observer)
{
	return observer ? pirOpObservesOperands(op) : pirOpOnlyReadsOperands(op);
}

static bool hasVariadic(const PirValueDef *defs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].variadic)
			return true;
	return false;
}

/* The op a candidate becomes: its definition's functional_op, which
 * computes what it writes from its operands of the same names (the loader
 * checked that it has value semantics, as many results and only inputs the
 * op has; its attributes must be among the functional op's too); else
 * NULL. A functional_op replaces an op with the SideEffect of its write
 * (assign_out_): rule 2 makes the written buffer one nothing else sees. */
static PirOpInfo *functionalOp(const PirOperation *op, uint32_t traits)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	const PirOpDef *d = i->def;
	if (!i->registered || !d || !d->functionalOp || !(traits & PIR_TRAIT_INPLACE) ||
	    (i->traits & PIR_TRAIT_VIEW_LIKE) || !d->numInplace || op->numRegions || op->numSuccessors ||
	    hasVariadic(d->inputs, d->numInputs) || hasVariadic(d->outputs, d->numOutputs))
		return NULL;
	PirOpInfo *f = pirContextLookupOpInfo(pirProgramGetContext(pirOperationGetProgram(op)), d->functionalOp);
	if (!f || !f->registered || !f->def || hasVariadic(f->def->inputs, f->def->numInputs))
		return NULL;
	for (uint32_t a = 0; a < d->numAttrs; a++) {
		bool found = false;
		for (uint32_t b = 0; b < f->def->numAttrs && !found; b++)
			found = f->def->attrs[b].name == d->attrs[a].name;
		if (!found)
			return NULL;
	}
	return f;
}

/* The functional twin of a candidate op, or its functional_op
 * (functionalOp), else NULL; traits are the op's (pirOperationGetTraits:
 * pirInplaceToFunctionalFate also asks with its definition's). */
static PirOpInfo *functionalTwinWith(const PirOperation *op, uint32_t traits)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	const PirOpInfo *t = i->twin;
	const PirOpDef *d = i->def;
	if (i->registered && d && d->functionalOp && !t)
		return functionalOp(op, traits);
	/* (One whose write condition holds writes nothing: not a candidate.) */
	if (!i->registered || !d || !(traits & PIR_TRAIT_INPLACE) ||
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

static PirOpInfo *functionalTwin(const PirOperation *op)
{
	return functionalTwinWith(op, pirOperationGetTraits(op));
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
		if (pirOperationGetBlock(op) == b)
			return op->state;
	return 0;
}

/* 1 + position of v's last use that rule 4 refuses (LAST: a use outside
 * block b), 0 if none; computed once per value. Not a speed-only path
 * (lib/sys/speed_paths.h): the word also holds what a value made by a
 * rebuild inherits from the one it replaces (convert), which its uses
 * alone do not give. */
static uint32_t lastRefused(PirValue *v, const PirBlock *b)
{
	if (v->state & KNOWN)
		return v->state & LAST;
	uint32_t last = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u && last < LAST; u = pirOpOperandGetNextUse(u)) {
		uint32_t pos = positionIn(b, pirOpOperandGetOwner(u));
		if (!pos || pos >= LAST - 1)
			last = LAST;
		else if (!allowedAfter(pirOpOperandGetOwner(u)) && pos + 1 > last)
			last = pos + 1;
	}
	v->state |= KNOWN | last;
	return last;
}

/* Rule 2: a result of a value-semantics op of block b (not a container:
 * an element taken out of a vec by builtin.slice/split is the buffer that
 * was packed; builtin.constant, which may name a scope tensor, does not
 * declare HasValueSemantics), or a result of a WritesViews op that is not
 * one of its views, or a to_tensor copy. */
static bool isFresh(const PirValue *a, const PirBlock *b)
{
	if (a->isArg || pirOperationGetBlock(pirValueGetDefiningOp(a)) != b)
		return false;
	const PirOpInfo *i = pirOperationGetInfo(pirValueGetDefiningOp(a));
	/* The traits of this instance: an op whose write condition holds
	 * (batch_norm_ in test mode) makes fresh results. */
	uint32_t t = pirOperationGetTraits(pirValueGetDefiningOp(a));
	/* A result of a WritesViews op (batch_norm's out) that its view
	 * mapping does not name is a fresh buffer too. */
	if (i->registered && (t & PIR_TRAIT_WRITES_VIEWS) && !(t & PIR_TRAIT_INPLACE) &&
	    !pirOpIsViewValue(pirValueGetDefiningOp(a), true, a->index))
		return true;
	/* to_tensor makes a fresh deep copy (after --to-vtensor, every
	 * converted op's result is one). */
	if (i->registered && i->role == PIR_ROLE_TO_TENSOR && !(t & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE)))
		return true;
	return i->registered && (t & PIR_TRAIT_READ_ONLY) && (t & PIR_TRAIT_HAS_VALUE_SEMANTICS) &&
	       !(t & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE)) && i->role != PIR_ROLE_CONTAINER;
}

/* Rules 1-4 (docs/passes.md, "inplace-to-functional") for every mapped
 * pair of op (at position op->state). */
static bool convertible(PirOperation *op)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	for (uint32_t k = 0; k < d->numInplace; k++) {
		uint32_t in = d->inplace[k].input, out = d->inplace[k].output;
		if (in >= op->numOperands || out >= op->numResults)
			return false;
		PirValue *a = pirOperationGetOperand(op, in);
		if (!a || pirValueGetType(a) != pirOperationGetResultType(op, out) ||
		    !isFresh(a, pirOperationGetBlock(op)) || (a->state & DIRTY) ||
		    lastRefused(a, pirOperationGetBlock(op)) > op->state)
			return false;
		for (uint32_t j = 0; j < k; j++) /* pairs before k were checked */
			if (pirOperationGetOperand(op, d->inplace[j].input) == a)
				return false;
	}
	return true;
}

static PirValue *resolve(Ctx *c, PirValue *v)
{
	PirValue *w = v;
	while (w->state & RENAMED)
		w = pirPtrMapGet(&c->renamed, w);
	for (PirValue *x = v, *next; x != w; x = next) { /* path compression */
		next = pirPtrMapGet(&c->renamed, x);
		pirPtrMapPut(&c->renamed, x, w);
	}
	return w;
}

/* Replaces op (convertible) by its twin, whose operands are op's, or by
 * its functional_op, whose operands are op's of the same names; returns
 * the new op. */
static PirOperation *convert(Ctx *c, PirOperation *op, PirOpInfo *twin)
{
	const PirOpDef *od = pirOperationGetInfo(op)->def, *td = twin->def;
	bool byName = twin != pirOperationGetInfo(op)->twin;
	uint32_t numOperands = byName ? td->numInputs : op->numOperands;
	PirValue *small[8], **vals = numOperands <= 8 ? small : pirMalloc(numOperands * sizeof *vals);
	PirType *tsmall[8], **types = op->numResults <= 8 ? tsmall : pirMalloc(op->numResults * sizeof *types);
	for (uint32_t i = 0; i < numOperands; i++) {
		uint32_t from = i;
		for (uint32_t j = 0; byName && j < od->numInputs; j++)
			if (od->inputs[j].name == td->inputs[i].name)
				from = j;
		vals[i] = from < op->numOperands ? pirOperationGetOperand(op, from) : NULL;
	}
	for (uint32_t i = 0; i < op->numResults; i++)
		types[i] = pirOperationGetResultType(op, i);
	PirOperationState st = {.info = twin,
	                        .loc = pirOperationGetLoc(op),
	                        .numOperands = numOperands,
	                        .numResults = op->numResults,
	                        .operands = vals,
	                        .resultTypes = types,
	                        .attrs = pirOperationGetAttrDict(op)};
	PirOperation *nop = pirOperationCreate(pirOperationGetProgram(op), &st);
	if (vals != small)
		free(vals);
	if (types != tsmall)
		free(types);
	nop->state = op->state;
	pirBlockInsertOpBefore(pirOperationGetBlock(op), op, nop);
	for (uint32_t i = 0; i < op->numResults; i++) {
		pirOperationGetResult(nop, i)->state = 0;
		pirValueReplaceAllUsesWith(pirOperationGetResult(op, i), pirOperationGetResult(nop, i));
	}
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	for (uint32_t k = 0; k < d->numInplace; k++) {
		/* (the written operand is op's: a functional_op need not take it) */
		PirValue *a = pirOperationGetOperand(op, d->inplace[k].input), *b = pirOperationGetResult(nop, d->inplace[k].output);
		/* b takes a's unvisited uses: it inherits a's rule-4 position. */
		uint32_t last = lastRefused(b, pirOperationGetBlock(nop)), inherited = a->state & LAST;
		b->state = KNOWN | (last > inherited ? last : inherited);
		pirPtrMapPut(&c->renamed, a, b);
		a->state |= RENAMED;
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
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && (v->state & RENAMED)) {
			pirOperationSetOperand(op, i, resolve(c, v));
			c->run->stats[STAT_REWIRED]++;
		}
	}
	PirOpInfo *twin = functionalTwin(op);
	if (twin && op->state < LAST && convertible(op))
		op = convert(c, op, twin);
	if (!onlyReads(op, false))
		for (uint32_t i = 0; i < op->numOperands; i++)
			if (pirOperationGetOperand(op, i))
				pirOperationGetOperand(op, i)->state |= DIRTY;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *nb = pirOperationGetRegion(op, r)->first; nb; nb = nb->next)
			visitBlock(c, nb);
}

static void visitBlock(Ctx *c, PirBlock *b)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < b->numArgs; i++)
		b->args[i]->state = 0;
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
		o->state = n < UINT32_MAX ? ++n : n;
		for (uint32_t i = 0; i < o->numResults; i++)
			pirOperationGetResult(o, i)->state = 0;
	}
	for (PirOperation *o = b->first, *next; o; o = next) {
		next = pirOperationGetNextInBlock(o);
		visit(c, o);
	}
}

/* The position visitBlock gives the op of b that is or holds op (pos: the
 * ops of b numbered so), 0 if none: positionIn without the state words. */
static uint32_t placeIn(PirPtrMap *pos, const PirBlock *b, PirOperation *op)
{
	for (; op; op = pirOperationGetParentOp(op))
		if (pirOperationGetBlock(op) == b)
			return (uint32_t)(uintptr_t)pirPtrMapGet(pos, op);
	return 0;
}

/* Whether op's traits may depend on the uses of its results (a write
 * condition, pirOperationGetTraits): ops the caller added could change
 * them. */
static bool conditional(const PirOperation *op)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	return d && d->numWhen;
}

/* Whether the op a candidate becomes (its twin or functional_op) makes
 * fresh results (rule 2's test, on its definition's traits). */
static bool makesFresh(const PirOpInfo *i)
{
	return i && i->registered && (i->traits & PIR_TRAIT_READ_ONLY) && (i->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) &&
	       !(i->traits & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE)) &&
	       i->role != PIR_ROLE_CONTAINER;
}

/* pirInplaceToFunctionalFate's walk of one block b. */
typedef struct {
	PirBlock *b;
	PirPtrMap pos;	/* op of b -> its position (visitBlock's) */
	PirPtrMap memo; /* op of b -> 1 + its fate */
	bool (*added)(void *, const PirOperation *);
	void *ctx;
} Fate;

/* What the uses of v say for op at position at (rules 3 and 4, v being
 * one of the values op writes, or with from, an older name of it that
 * the ops after position from read under op's value): clears *sure where
 * a rule may fail; sets *unsure where an in-place op (which may convert,
 * renaming v) or an op with a write condition takes part, *shared where an
 * op before op does more than read v. */
static void judgeUses(Fate *f, PirOperation *op, PirValue *v, uint32_t at, uint32_t from, bool *sure, bool *unsure,
		      bool *shared)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		PirOperation *user = pirOpOperandGetOwner(u);
		if (user == op || (f->added && f->added(f->ctx, user)))
			continue; /* (op is a candidate: rule 4 allows it) */
		uint32_t p = placeIn(&f->pos, f->b, user);
		if (from && (p <= from || p >= at))
			continue; /* an older name: only the reads between are renamed to op's value */
		if (conditional(user))
			*sure = false, *unsure = true;
		else if (!p || p >= LAST - 1)
			*sure = false; /* rule 4: a use outside the block */
		else if (p < at && (pirOperationGetTraits(user) & PIR_TRAIT_INPLACE))
			*sure = false, *unsure = true;
		else if (p < at && !onlyReads(user, false))
			*sure = false, *shared = *shared || !from;
		else if (p > at && !allowedAfter(user))
			*sure = false;
	}
}

/* The index of the mapping of candidate y whose output is result r, or
 * UINT32_MAX. */
static uint32_t mappingOf(PirOperation *y, PirValue *r)
{
	const PirOpDef *d = pirOperationGetInfo(y)->def;
	for (uint32_t k = 0; k < d->numInplace; k++)
		if (d->inplace[k].output == r->index)
			return k;
	return UINT32_MAX;
}

/* The fate of op, an op of f->b (pirInplaceToFunctionalFate), memoized;
 * depth bounds the chains followed (beyond: UNSURE). */
static PirInplaceFate fateIn(Fate *f, PirOperation *op, uint32_t depth)
{
	uintptr_t known = (uintptr_t)pirPtrMapGet(&f->memo, op);
	if (known)
		return (PirInplaceFate)(known - 1);
	PirInplaceFate fate = PIR_INPLACE_UNSURE;
	/* (An op's traits are its definition's but for an op with a write
	 * condition, where the uses decide whether it holds: then it is a
	 * candidate only where it does not, and the caller's ops may be the
	 * uses.) */
	if (!functionalTwinWith(op, pirOperationGetInfo(op)->traits) || conditional(op)) {
		fate = conditional(op) && functionalTwinWith(op, pirOperationGetInfo(op)->traits) ? PIR_INPLACE_UNSURE
												   : PIR_INPLACE_NO_TWIN;
		pirPtrMapPut(&f->memo, op, (void *)(uintptr_t)(fate + 1));
		return fate;
	}
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	uint32_t at = placeIn(&f->pos, f->b, op);
	bool sure = at < LAST, unsure = false, shared = false;
	for (uint32_t k = 0; k < d->numInplace && fate == PIR_INPLACE_UNSURE; k++) {
		uint32_t in = d->inplace[k].input, out = d->inplace[k].output;
		PirValue *a = in < op->numOperands && out < op->numResults ? pirOperationGetOperand(op, in) : NULL;
		if (!a) {
			sure = false;
			continue;
		}
		PirOperation *def = a->isArg ? NULL : pirValueGetDefiningOp(a);
		if (!def) {
			fate = PIR_INPLACE_ARGUMENT;
			break;
		}
		if (pirOperationGetBlock(def) != f->b) {
			fate = PIR_INPLACE_OTHER_BLOCK;
			break;
		}
		if (pirValueGetType(a) != pirOperationGetResultType(op, out))
			sure = false;
		for (uint32_t j = 0; j < k; j++)
			if (pirOperationGetOperand(op, d->inplace[j].input) == a)
				sure = false;
		/* rule 2: fresh, or made by an in-place op that converts (a
		 * chain: its twin's result, which takes a's uses) */
		PirOperation *y = NULL;
		if (conditional(def))
			sure = false, unsure = true;
		else if (!isFresh(a, f->b)) {
			if (!(pirOperationGetTraits(def) & PIR_TRAIT_INPLACE) || !functionalTwin(def)) {
				fate = PIR_INPLACE_NOT_FRESH;
				break;
			}
			if (depth < 64 && fateIn(f, def, depth + 1) == PIR_INPLACE_CONVERTED &&
			    makesFresh(functionalTwin(def)))
				y = def;
			else
				sure = false, unsure = true;
		}
		judgeUses(f, op, a, at, 0, &sure, &unsure, &shared);
		/* The older names of the chain, renamed to a's value when y
		 * converted: their reads after y are reads of it before op
		 * (rule 3). Each converted, so rule 4 held for them at their
		 * own write. */
		for (PirValue *c = a; y;) {
			uint32_t m = mappingOf(y, c);
			uint32_t yin = m == UINT32_MAX ? UINT32_MAX : pirOperationGetInfo(y)->def->inplace[m].input;
			PirValue *older = yin < y->numOperands ? pirOperationGetOperand(y, yin) : NULL;
			if (!older)
				break;
			judgeUses(f, op, older, at, placeIn(&f->pos, f->b, def), &sure, &unsure, &shared);
			PirOperation *od = older->isArg ? NULL : pirValueGetDefiningOp(older);
			if (!od || pirOperationGetBlock(od) != f->b || isFresh(older, f->b) ||
			    fateIn(f, od, depth + 1) != PIR_INPLACE_CONVERTED)
				break;
			c = older;
			y = od;
		}
	}
	if (fate == PIR_INPLACE_UNSURE)
		fate = sure ? PIR_INPLACE_CONVERTED : shared && !unsure ? PIR_INPLACE_SHARED_BEFORE : PIR_INPLACE_UNSURE;
	pirPtrMapPut(&f->memo, op, (void *)(uintptr_t)(fate + 1));
	return fate;
}

/* Rules 1-4 for op as convertible() would find them when the pass visits
 * it, without running the pass, the uses by ops added since (added) left
 * out. CONVERTED needs every rule to hold, and no in-place op before op
 * among the users of a value it writes (it might convert and rename the
 * value); a value made by an in-place op counts as fresh where that op
 * converts in turn (a chain: the older names of the value, renamed to it,
 * then read after that op count as reads of it). A block argument, a
 * value of another block, or one no op of op's block made afresh (and no
 * candidate in-place op made either) stays what it is, since only a
 * convertible write of a value renames it, and that needs the value fresh;
 * an op before op that is not in-place and does more than read the value
 * marks it (rule 3) whatever else converts. An op with a write condition
 * among them makes the answer UNSURE: its traits depend on uses the caller
 * may have added. */
PirInplaceFate pirInplaceToFunctionalFate(PirOperation *op, bool (*added)(void *, const PirOperation *), void *ctx)
{
	Fate f = {pirOperationGetBlock(op), {0}, {0}, added, ctx};
	uint32_t n = 0;
	for (PirOperation *o = f.b->first; o; o = pirOperationGetNextInBlock(o)) {
		n = n < UINT32_MAX ? n + 1 : n;
		pirPtrMapPut(&f.pos, o, (void *)(uintptr_t)n);
	}
	PirInplaceFate fate = fateIn(&f, op, 0);
	pirPtrMapFree(&f.pos);
	pirPtrMapFree(&f.memo);
	return fate;
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
	.summary = "Turn inplace ops into their functional twins where no alias can tell (docs/passes.md)",
	.stats = {{"num-converted", "Number of inplace ops replaced by their functional twins"},
		  {"num-uses-rewired", "Number of later uses of an inplace op's input rewired to its result"}},
	.run = run,
};
