/* functional_to_inplace.c: functional ops made inplace (docs/passes.md, "functional-to-inplace").
 * Changes:    replaces b = f(a) by its inplace twin b = f_(a) where a's buffer can be reused.
 * Assumes:    verified IR; inplace mappings and twins are true: f_(a) writes f(a) into a.
 * Guarantees: converts only where a is a fresh tensor buffer of the op's block that nothing
 *             reads after the op, views, keeps or lets escape (rules 1-4); linear. */
#include <stdlib.h>

#include "effects.h"
#include "../lib/sys/speed_paths.h"
#include "pass.h"

enum { STAT_CONVERTED };

/* value->state while the pass runs: KNOWN once computed, then BAD (a use
 * that is not a plain read of the value's block), MULTI (two uses at the
 * last position) and 1 + the position of the op of the block that is or
 * holds the last use; MADE on a result of a twin this pass made. */
enum { KNOWN = 1u << 31, BAD = 1u << 30, MULTI = 1u << 29, MADE = 1u << 28, POS = MADE - 1 };

typedef struct {
	PirPassRun *run;
	PirPtrVec known; /* values whose state word is set, zeroed at the end */
} Ctx;

/* Roles that say what an op computes, not what it does to buffers. */
static bool computeRole(uint8_t role)
{
	return role == PIR_ROLE_NONE || role == PIR_ROLE_FILL || role == PIR_ROLE_FILL_LIKE || role == PIR_ROLE_SUM ||
	       role == PIR_ROLE_NOT;
}

/* Reads its operands when it runs and keeps nothing of them: registered,
 * ReadOnly, no effects, views, containers, regions, successors or names,
 * and results that alias nothing (HasValueSemantics, or a to_vtensor
 * copy). fetch and shadow_output keep the buffer: they do not count. */
static bool plainRead(const PirOperation *o)
{
	const PirOpInfo *i = pirOperationGetInfo(o);
	uint32_t t = pirOperationGetTraits(o);
	return i->registered && (t & PIR_TRAIT_READ_ONLY) &&
	       !(t & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_TERMINATOR |
		      PIR_TRAIT_WRITES_VIEWS)) &&
	       !o->numRegions && !o->numSuccessors &&
	       (i->role == PIR_ROLE_TO_VALUE || ((t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && computeRole(i->role)));
}

/* o reads v and keeps nothing of it: a plain read, or an op this pass
 * made its twin (its written results are MADE) reading v as one of its
 * other operands, as the functional op it was did. Without the second
 * case, a value's uses were judged as they stood when first asked about
 * (the memo of usesOf): an add read v, a later op made it add_ (writing
 * its other operand), and whether v could be reused then depended on
 * whether v had been asked about before that (found by the test of the
 * speed-only paths, lit-tests/passes/speed-paths-passes.test). */
static bool readsPlainly(const PirOperation *o, const PirValue *v)
{
	if (plainRead(o))
		return true;
	const PirOpDef *d = pirOperationGetInfo(o)->def;
	if (!d || !d->numInplace || d->inplace[0].output >= o->numResults ||
	    !(pirOperationGetResult((PirOperation *)o, d->inplace[0].output)->state & MADE))
		return false;
	for (uint32_t k = 0; k < d->numInplace; k++)
		if (d->inplace[k].input < o->numOperands && pirOperationGetOperand((PirOperation *)o, d->inplace[k].input) == v)
			return false;
	return true;
}

static bool hasVariadic(const PirValueDef *defs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].variadic)
			return true;
	return false;
}

/* The inplace twin of a functional op, else NULL: the op is a plain read
 * without variadic operands or results, its twin (the op its YAML's
 * `inplace` mapping defines) is registered, Inplace and nothing else
 * (not SideEffect, ViewLike or WritesViews), has the op's operand,
 * attribute and result counts, an inplace mapping and no regions. */
static PirOpInfo *inplaceTwin(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	const PirOpInfo *t = i->twin;
	const PirOpDef *d = i->def;
	if (!plainRead(op) || !d || i->role == PIR_ROLE_TO_VALUE || !t || !t->registered || !t->def ||
	    hasVariadic(d->inputs, d->numInputs) || hasVariadic(d->outputs, d->numOutputs))
		return NULL;
	if (!(t->traits & PIR_TRAIT_INPLACE) ||
	    (t->traits & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS | PIR_TRAIT_TERMINATOR)) ||
	    !t->def->numInplace || t->def->numInputs != d->numInputs || t->def->numAttrs != d->numAttrs ||
	    t->def->numOutputs != d->numOutputs || t->def->minRegions)
		return NULL;
	return (PirOpInfo *)t;
}

/* How many region levels a use may be below the value's block. Climbing
 * from each use to the value's block costs its depth, so a value read at
 * every level of n nested ifs would cost n^2 (bench/growth.py's
 * if-deep-thin: x25 per 10x); past this many levels the use counts as
 * one the pass cannot place, and the op is left alone. */
enum { MAX_CLIMB = 64 }; /* a cap, not a speed-only path: past it the answer is "no" */

/* Position of the op of block b that is or holds op; 0 if none, or if it
 * is more than MAX_CLIMB levels up. */
static uint32_t positionIn(const PirBlock *b, PirOperation *op)
{
	for (uint32_t levels = 0; op && levels <= MAX_CLIMB; op = pirOperationGetParentOp(op), levels++)
		if (pirOperationGetBlock(op) == b)
			return op->state;
	return 0;
}

/* Rule 3's facts about v (defined in block b), computed once from its
 * uses. The memo is a speed-only path (PIR_SPEED_ONLY): the general one
 * computes them at every ask (once a user of v is made its twin, no
 * other op asks about v: that user was v's last). */
static uint32_t usesOf(Ctx *c, PirValue *v, const PirBlock *b)
{
	if (PIR_SPEED_ONLY(v->state & KNOWN))
		return v->state & ~(uint32_t)MADE;
	v->state &= ~(uint32_t)(KNOWN | BAD | MULTI | POS) | MADE;
	uint32_t last = 0, flags = KNOWN;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		PirOperation *o = pirOpOperandGetOwner(u);
		uint32_t p = positionIn(b, o);
		if (!p || p >= POS || !readsPlainly(o, v)) {
			flags |= BAD;
			break;
		}
		if (p == last)
			flags |= MULTI;
		else if (p > last) {
			last = p;
			flags &= ~(uint32_t)MULTI;
		}
	}
	if (!v->state)
		pirPtrVecPush(&c->known, v);
	v->state |= flags | (last & POS);
	return v->state & ~(uint32_t)MADE;
}

/* Rule 2: a buffer only v's uses reach, made in block b: a result of a
 * registered value-semantics op without regions or role (not a view, a
 * container element, a variable, a block argument, a region result), a
 * to_tensor copy, or a twin this pass made from such a buffer. */
static bool isFresh(PirValue *v, const PirBlock *b)
{
	if (v->isArg)
		return false;
	PirOperation *d = pirValueGetDefiningOp(v);
	if (pirOperationGetBlock(d) != b)
		return false;
	if (v->state & MADE)
		return true;
	const PirOpInfo *i = pirOperationGetInfo(d);
	uint32_t t = pirOperationGetTraits(d);
	if (!i->registered || d->numRegions || (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_VIEW_LIKE)))
		return false;
	if (i->role == PIR_ROLE_TO_TENSOR)
		return true;
	if (t & PIR_TRAIT_WRITES_VIEWS)
		return !pirOpIsViewValue(d, true, v->index);
	return (t & PIR_TRAIT_READ_ONLY) && (t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && computeRole(i->role);
}

/* Rules 1-4 for every mapped pair of op (at position op->state). */
static bool convertible(Ctx *c, PirOperation *op, const PirOpInfo *twin)
{
	const PirOpDef *d = twin->def;
	const PirBlock *b = pirOperationGetBlock(op);
	for (uint32_t k = 0; k < d->numInplace; k++) {
		uint32_t in = d->inplace[k].input, out = d->inplace[k].output;
		if (in >= op->numOperands || out >= op->numResults)
			return false;
		PirValue *a = pirOperationGetOperand(op, in);
		/* 1: a mutable tensor of the result's very type. */
		if (!a || pirTypeGetKind(pirValueGetType(a)) != PIR_TYPE_TENSOR ||
		    pirValueGetType(a) != pirOperationGetResultType(op, out))
			return false;
		/* 4: op reads a once: no other operand is a. */
		for (uint32_t j = 0; j < op->numOperands; j++)
			if (j != in && pirOperationGetOperand(op, j) == a)
				return false;
		/* 2 and 3: fresh, and every other use a plain read before op. */
		if (!isFresh(a, b))
			return false;
		uint32_t s = usesOf(c, a, b);
		if ((s & (BAD | MULTI)) || (s & POS) != op->state)
			return false;
	}
	return true;
}

/* Makes op its twin in place: the same operands, attributes, results and
 * location; the written results are a's buffer, which only their uses
 * reach now (fresh for the ops after it). */
static void convert(Ctx *c, PirOperation *op, PirOpInfo *twin)
{
	pirOperationSetInfo(op, twin);
	for (uint32_t k = 0; k < twin->def->numInplace; k++) {
		PirValue *b = pirOperationGetResult(op, twin->def->inplace[k].output);
		b->state |= MADE;
		pirPtrVecPush(&c->known, b);
	}
	c->run->stats[STAT_CONVERTED]++;
	c->run->changed = true;
}

static void visitBlock(Ctx *c, PirBlock *b)
{
	uint32_t n = 0;
	for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
		o->state = n < POS ? ++n : POS;
	for (PirOperation *o = b->first, *next; o; o = next) {
		next = pirOperationGetNextInBlock(o);
		PirOpInfo *twin = inplaceTwin(o);
		if (twin && o->state < POS && convertible(c, o, twin))
			convert(c, o, twin);
		for (uint32_t r = 0; r < o->numRegions; r++)
			for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
				visitBlock(c, nb);
	}
}

static bool run(PirProgram *prog, PirPassRun *r)
{
	Ctx c = {r, {0}};
	visitBlock(&c, pirProgramGetBlock(prog));
	for (size_t i = 0; i < c.known.len; i++)
		((PirValue *)c.known.data[i])->state = 0;
	pirPtrVecFree(&c.known);
	return true;
}

const PirPass pirFunctionalToInplacePass = {
	.argument = "functional-to-inplace",
	.name = "FunctionalToInplace",
	.summary = "Turn functional ops into their inplace twins where the operand's buffer is dead and unaliased (docs/passes.md)",
	.stats = {{"num-converted", "Number of functional ops replaced by their inplace twins"}},
	.run = run,
	/* Value words: set only for the values in `known`, zeroed at the end. */
	.keepsValueStatesClear = true,
};
