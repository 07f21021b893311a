/* effects.c: which ops have effects, which values may be written (docs/passes.md, "Effects").
 * Changes:    no IR; flags the ops with effects (own or nested) and the values that may be written.
 * Assumes:    verified IR; traits, roles, region flows are true; vtensors and handles never change.
 * Guarantees: every mutable value that may be written or aliased anywhere is flagged (sound). */
#include "effects.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "../lib/sys/speed_paths.h"

bool pirOpIsContainer(const PirOperation *op)
{
	return pirOperationGetInfo(op)->role == PIR_ROLE_CONTAINER;
}

/* The traits half of pirOpOnlyReadsOperands (effects.h). */
static bool traitsOnlyRead(bool registered, uint32_t t)
{
	return registered && (t & PIR_TRAIT_READ_ONLY) &&
	       !(t & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_WRITES_VIEWS |
		      PIR_TRAIT_TERMINATOR));
}

bool pirOpInfoOnlyReads(const PirOpInfo *i)
{
	return traitsOnlyRead(i->registered, i->traits);
}

/* The traits of what op does with its attributes (pirOperationGetTraits:
 * an op functional under its attributes only reads). */
bool pirOpOnlyReadsOperands(const PirOperation *op)
{
	return traitsOnlyRead(pirOperationGetInfo(op)->registered, pirOperationGetTraits(op)) && !op->numRegions &&
	       !op->numSuccessors && !pirOpIsContainer(op);
}

bool pirOpObservesOperands(const PirOperation *op)
{
	return traitsOnlyRead(pirOperationGetInfo(op)->registered, pirOperationGetTraits(op) & ~(uint32_t)PIR_TRAIT_SIDE_EFFECT) &&
	       !op->numRegions && !op->numSuccessors && !pirOpIsContainer(op);
}

bool pirOpHasOwnEffects(const PirOperation *op)
{
	if (!pirOperationGetInfo(op)->registered)
		return true;
	uint32_t t = pirOperationGetTraits(op);
	if (t & PIR_TRAIT_TERMINATOR)
		return false;
	return (t & (PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_INPLACE | PIR_TRAIT_WRITES_VIEWS)) != 0;
}

bool pirOpIsViewValue(const PirOperation *op, bool result, uint32_t i)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!d || !d->numView)
		return false;
	const PirValueDef *defs = result ? d->outputs : d->inputs;
	const PirValueDef *vd = pirOpDefMatchValue(defs, result ? d->numOutputs : d->numInputs,
						   result ? op->numResults : op->numOperands, i);
	if (!vd)
		return false;
	uint32_t k = (uint32_t)(vd - defs);
	for (uint32_t j = 0; j < d->numView; j++)
		if ((result ? d->view[j].output : d->view[j].input) == k)
			return true;
	return false;
}

static bool isMutableType(const PirType *t)
{
	switch (t->kind) {
	case PIR_TYPE_TENSOR:
		return true;
	case PIR_TYPE_DIALECT:
		return !t->dialect.handle;
	case PIR_TYPE_VECTOR:
		for (uint32_t i = 0; i < t->vec.size; i++)
			if (isMutableType(t->vec.elems[i]))
				return true;
		return false;
	default:
		return false;
	}
}

/* Does this use let the value be written or aliased? Ops that write or
 * alias (Inplace, ViewLike), or might do anything (unregistered;
 * SideEffect unless ReadOnly). Terminators and registered region ops
 * only forward values: what a yield forwards and what a loop passes to
 * its body are tied to the region op's results and block arguments
 * instead (tieRegionOp), so such a value is unsafe only when something
 * of its alias class is written; what the regions do is seen at the ops
 * inside them. */
static bool taints(const PirOperation *user)
{
	if (!pirOperationGetInfo(user)->registered)
		return true;
	uint32_t t = pirOperationGetTraits(user);
	if (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_VIEW_LIKE))
		return true;
	if (t & PIR_TRAIT_TERMINATOR)
		return false;
	return (t & PIR_TRAIT_SIDE_EFFECT) && !(t & PIR_TRAIT_READ_ONLY);
}

/* A view op with a view mapping (reshape: x -> out) aliases only the
 * operands that mapping names: its other operands (reshape's shape) are
 * only read. Is operand i of op one it may write or alias? Every operand
 * of any other op that taints. */
static bool taintsOperand(const PirOperation *op, uint32_t i)
{
	if (!taints(op))
		return false;
	const PirOpInfo *info = pirOperationGetInfo(op);
	const PirOpDef *d = info->def;
	uint32_t t = pirOperationGetTraits(op);
	if (!info->registered || !d || !d->numView || op->numRegions || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_WRITES_VIEWS)))
		return true;
	const PirValueDef *vd = pirOpDefMatchValue(d->inputs, d->numInputs, op->numOperands, i);
	if (!vd)
		return true;
	for (uint32_t j = 0; j < d->numView; j++)
		if (d->view[j].input == (uint32_t)(vd - d->inputs))
			return true;
	return false;
}

/* Does a region op pass its operands on to its block arguments and
 * results? Every region flow but `branch` (whose only operand is the
 * condition) may; so may an op that declares none. */
static bool passesOperands(const PirOperation *p)
{
	return !pirOperationGetInfo(p)->registered || pirOperationGetInfo(p)->flow != PIR_FLOW_BRANCH;
}

/* A reader of a named program variable, keyed by its storage class and
 * name (role variable_read; docs/dialect-yaml.md). */
typedef struct {
	PirAttribute *name;
	PirIdent *storage;
	PirOperation *op;
} Var;

typedef struct {
	PirPtrVec work;
	Var *vars;            /* readers, sorted by name so that a name's are adjacent */
	size_t numVars, capVars;
	PirPtrVec sets;       /* writers (role variable_write) */
} Unsafe;

/* Named program variables: every result of a variable_read op of one
 * storage and name is the same buffer (builtin.parameter, pd_op.data and
 * pd_op.feed), and a variable_write op overwrites it. Returns the name
 * attribute of such an op, else NULL. */
static PirAttribute *varName(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	if (i->role != PIR_ROLE_VARIABLE_READ && i->role != PIR_ROLE_VARIABLE_WRITE)
		return NULL;
	return pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey);
}

static int byVarName(const void *a, const void *b)
{
	const Var *p = a, *q = b;
	uintptr_t x = (uintptr_t)p->name, y = (uintptr_t)q->name;
	if (x == y) {
		x = (uintptr_t)p->storage;
		y = (uintptr_t)q->storage;
	}
	return x < y ? -1 : x > y;
}

static void mark(Unsafe *u, PirValue *v)
{
	if (!v || pirFxState(v)->f.unsafe || !isMutableType(pirValueGetType(v)))
		return;
	pirFxState(v)->f.unsafe = 1;
	pirPtrVecPush(&u->work, v);
}

/* One post-order walk computes both facts: block arguments are cleared
 * before the ops of their region are visited, results when their op is
 * (its users come later), and an op marks its operands after they were
 * cleared by their own definition. */
/* Positions saturate at POS_MAX: a cap that makes answers conservative,
 * not a speed-only path. */
enum { POS_NONE = (1u << 25) - 1, POS_MAX = PIR_EFFECTS_MAX_POSITION };
_Static_assert(POS_MAX == POS_NONE - 1, "positions fill PirFxOpState.f.pos");

static size_t analyze(Unsafe *u, PirOperation *op, uint32_t pos)
{
	size_t count = 1;
	bool fx = pirOpHasOwnEffects(op);
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			uint32_t n = 0;
			for (uint32_t i = 0; i < b->numArgs; i++)
				b->args[i]->state = 0;
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				n += n < POS_MAX; /* ops past POS_MAX share it */
				count += analyze(u, o, n);
				fx |= pirFxState(o)->f.effects;
			}
		}
	PirFxOpState st = {0};
	st.f.effects = fx;
	st.f.pos = pos;
	op->state = st.word;
	for (uint32_t i = 0; i < op->numResults; i++)
		pirOperationGetResult(op, i)->state = 0;
	if (u && taints(op))
		for (uint32_t i = 0; i < op->numOperands; i++)
			if (taintsOperand(op, i))
				mark(u, pirOperationGetOperand(op, i));
	PirAttribute *name = u ? varName(op) : NULL;
	if (name && pirOperationGetInfo(op)->role == PIR_ROLE_VARIABLE_WRITE) {
		pirPtrVecPush(&u->sets, op);
	} else if (name) {
		if (u->numVars == u->capVars)
			u->vars = pirArrayGrow(u->vars, u->numVars, &u->capVars, sizeof *u->vars, 16);
		u->vars[u->numVars++] = (Var){name, pirOperationGetInfo(op)->varStorage, op};
	}
	/* A value popped from a stack is one that was pushed, and may be
	 * written through that: treat it as possibly written. */
	if (u && pirOperationGetInfo(op)->role == PIR_ROLE_STACK_POP)
		for (uint32_t i = 0; i < op->numResults; i++)
			mark(u, pirOperationGetResult(op, i));
	return count;
}

void pirComputeEffects(PirProgram *prog)
{
	analyze(NULL, prog->module, 0);
}

void pirComputeOpEffects(PirOperation *op)
{
	analyze(NULL, op, pirFxState(op)->f.pos);
}

/* An op whose results may be its operands' buffers: a container, or an
 * op that may write or alias its operands (a view, an Inplace op, an
 * unregistered op, pd_op.print...). */
static bool forwards(const PirOperation *op)
{
	return pirOpIsContainer(op) || taints(op);
}


/* Marks the results of reader v if it reads the named variable and is not
 * tied yet; false when it is not such a reader (the sorted walk stops). */
static bool tieOne(Unsafe *u, const Var *v, PirAttribute *name, PirIdent *storage)
{
	PirOperation *o = v->op;
	if (v->name != name || v->storage != storage || pirFxState(o)->f.tied)
		return false;
	pirFxState(o)->f.tied = 1;
	for (uint32_t r = 0; r < o->numResults; r++)
		mark(u, pirOperationGetResult(o, r));
	return true;
}

/* Marks every reader of the named variable (all of them at once): they
 * are adjacent in the sorted vars, found by binary search. The sort and
 * the search are a speed-only path (PIR_SPEED_ONLY): the general one looks
 * at every reader, in the order they were met. */
static void tieVar(Unsafe *u, PirAttribute *name, PirIdent *storage)
{
	if (!name)
		return;
	if (!PIR_SPEED_ONLY(true)) {
		for (size_t i = 0; i < u->numVars; i++)
			tieOne(u, &u->vars[i], name, storage);
		return;
	}
	Var key = {name, storage, NULL};
	size_t lo = 0, hi = u->numVars;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (byVarName(&u->vars[mid], &key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < u->numVars && tieOne(u, &u->vars[i], name, storage); i++)
		;
}

/* A region op's results, its block arguments and the values its
 * terminators forward are one alias class (a result or loop value may be
 * any yielded value, and a yielded value may be an outer one); so are its
 * operands when it may alias them (pd_op.while: inputs become block
 * arguments and results). Conservative: no index matching. */
static void tieRegionOp(Unsafe *u, PirOperation *p)
{
	if (!p || !pirOperationGetBlock(p) || pirFxState(p)->f.tied)
		return;
	pirFxState(p)->f.tied = 1;
	for (uint32_t i = 0; i < p->numResults; i++)
		mark(u, pirOperationGetResult(p, i));
	if (passesOperands(p))
		for (uint32_t i = 0; i < p->numOperands; i++)
			mark(u, pirOperationGetOperand(p, i));
	for (uint32_t r = 0; r < p->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				mark(u, b->args[i]);
			if (b->last && (pirOperationGetInfo(b->last)->traits & PIR_TRAIT_TERMINATOR))
				for (uint32_t i = 0; i < b->last->numOperands; i++)
					mark(u, pirOperationGetOperand(b->last, i));
		}
}

size_t pirAnalyzeEffects(PirProgram *prog, PirPtrVec *unsafe)
{
	Unsafe u = {0};
	PirBlock *top = pirProgramGetBlock(prog);
	for (uint32_t i = 0; i < top->numArgs; i++)
		top->args[i]->state = 0;
	size_t count = analyze(&u, prog->module, 0) - 1;
	if (u.numVars && PIR_SPEED_ONLY(true)) /* for tieVar's bisection */
		qsort(u.vars, u.numVars, sizeof *u.vars, byVarName);
	for (size_t i = 0; i < u.sets.len; i++) {
		PirOperation *set = u.sets.data[i];
		tieVar(&u, varName(set), pirOperationGetInfo(set)->varStorage);
	}
	/* A marked value taints every value that may share its buffer, both
	 * ways: the operands and results of containers, views, Inplace and
	 * other forwarding ops, and the values tied by region ops. Each is
	 * marked once, so the work list ends as the list of marked values. */
	for (size_t next = 0; next < u.work.len;) {
		PirValue *v = u.work.data[next++];
		if (v->isArg) {
			tieRegionOp(&u, pirBlockArgumentGetOwner(v)->region ? pirBlockArgumentGetOwner(v)->region->op : NULL);
		} else {
			PirOperation *d = pirValueGetDefiningOp(v);
			if (forwards(d))
				for (uint32_t i = 0; i < d->numOperands; i++)
					if (pirOpIsContainer(d) || taintsOperand(d, i))
						mark(&u, pirOperationGetOperand(d, i));
			if (d->numRegions)
				tieRegionOp(&u, d);
			PirAttribute *name = varName(d);
			if (name)
				tieVar(&u, name, pirOperationGetInfo(d)->varStorage);
		}
		for (PirOpOperand *use = pirValueGetFirstUse(v); use; use = pirOpOperandGetNextUse(use)) {
			PirOperation *o = pirOpOperandGetOwner(use);
			pirFxState(o)->f.readsUnsafe = 1;
			if (pirOperationGetInfo(o)->traits & PIR_TRAIT_TERMINATOR)
				tieRegionOp(&u, pirOperationGetBlock(o) && pirOperationGetBlock(o)->region
				                        ? pirOperationGetBlock(o)->region->op
				                        : NULL);
			else if (forwards(o) &&
				 (pirOpIsContainer(o) || taintsOperand(o, (uint32_t)(use - pirOperationGetOperands(o)))))
				for (uint32_t i = 0; i < o->numResults; i++)
					mark(&u, pirOperationGetResult(o, i));
			if (o->numRegions && passesOperands(o))
				tieRegionOp(&u, o);
		}
	}
	if (unsafe)
		*unsafe = u.work;
	else
		pirPtrVecFree(&u.work);
	free(u.vars);
	pirPtrVecFree(&u.sets);
	return count;
}

void pirValueStatesZero(PirPtrVec *vs)
{
	for (size_t i = 0; i < vs->len; i++)
		((PirValue *)vs->data[i])->state = 0;
	pirPtrVecFree(vs);
}

/* Order within a block (docs/passes.md, "Effects"): the position of the op
 * of block b that is or contains op; 0 if none does. */
uint32_t pirPositionIn(const PirBlock *b, PirOperation *op)
{
	for (; op; op = pirOperationGetParentOp(op))
		if (pirOperationGetBlock(op) == b)
			return pirFxState(op)->f.pos;
	return 0;
}

/* A buffer nothing can reach but through the value's uses: a result of a
 * registered op without regions, effects or a role that makes fresh
 * results (HasValueSemantics, not a view; the copies; a WritesViews op's
 * results outside its view mapping). */
static bool isFreshBuffer(const PirValue *x)
{
	if (x->isArg)
		return false;
	const PirOperation *d = pirValueGetDefiningOp(x);
	const PirOpInfo *i = pirOperationGetInfo(d);
	if (!i->registered || !pirOperationGetBlock(d) || d->numRegions)
		return false;
	uint32_t t = pirOperationGetTraits(d);
	if (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT))
		return false;
	if (i->role == PIR_ROLE_TO_TENSOR || i->role == PIR_ROLE_TO_VALUE)
		return true;
	if (i->role != PIR_ROLE_NONE)
		return false;
	if (t & PIR_TRAIT_WRITES_VIEWS)
		return !pirOpIsViewValue(d, true, x->index);
	return (t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !(t & PIR_TRAIT_VIEW_LIKE);
}

/* Only reads its operands (pirOpOnlyReadsOperands; fetch and shadow_output
 * keep the buffer, so they do not count) and, stricter: no role but a copy
 * to a value, and no result that might alias (HasValueSemantics, a copy,
 * or no used result). */
static bool isPlainRead(PirOperation *o)
{
	const PirOpInfo *i = pirOperationGetInfo(o);
	if (!pirOpOnlyReadsOperands(o) || (i->role != PIR_ROLE_NONE && i->role != PIR_ROLE_TO_VALUE))
		return false;
	uint32_t t = pirOperationGetTraits(o);
	return (t & PIR_TRAIT_HAS_VALUE_SEMANTICS) || i->role == PIR_ROLE_TO_VALUE || pirOperationResultsUnused(o);
}

/* A view taken in block b itself: its results are followed like the value. */
static bool isLocalView(const PirOperation *o, const PirBlock *b)
{
	const PirOpInfo *i = pirOperationGetInfo(o);
	return pirOperationGetBlock(o) == b && i->registered && (i->traits & PIR_TRAIT_VIEW_LIKE) &&
	       (i->traits & PIR_TRAIT_READ_ONLY) &&
	       !(i->traits &
	         (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_TERMINATOR | PIR_TRAIT_WRITES_VIEWS)) &&
	       !o->numRegions && !o->numSuccessors && i->role == PIR_ROLE_NONE;
}

/* Position (in x's block) of the first op that may write x's buffer or let
 * it escape where a write could follow; POS_NONE if none, 0 when x is not
 * a fresh buffer (unknown: before everything). Every use of x, and of the
 * views of x taken in its block, is looked at once; memoized. */
static uint32_t firstWrite(PirValue *x)
{
	if (!pirFxState(x)->f.unsafe)
		return POS_NONE;
	/* The memo is a speed-only path: the general one looks again. */
	if (PIR_SPEED_ONLY(pirFxState(x)->f.fwKnown))
		return pirFxState(x)->f.firstWrite;
	uint32_t fw = 0;
	if (isFreshBuffer(x)) {
		const PirBlock *b = pirOperationGetBlock(pirValueGetDefiningOp(x));
		PirPtrVec views = {0};
		fw = POS_NONE;
		for (PirValue *v = x; v && fw;) {
			for (PirOpOperand *use = pirValueGetFirstUse(v); use && fw; use = pirOpOperandGetNextUse(use)) {
				PirOperation *o = pirOpOperandGetOwner(use);
				if (isPlainRead(o))
					continue;
				if (isLocalView(o, b)) {
					for (uint32_t r = 0; r < o->numResults; r++)
						pirPtrVecPush(&views, pirOperationGetResult(o, r));
					continue;
				}
				uint32_t p = pirPositionIn(b, o);
				if (p < fw)
					fw = p;
			}
			v = views.len ? views.data[--views.len] : NULL;
		}
		pirPtrVecFree(&views);
	}
	pirFxState(x)->f.fwKnown = 1;
	pirFxState(x)->f.firstWrite = fw;
	return fw;
}

bool pirValueUnchangedAtSlow(PirValue *v, PirOperation *reader)
{
	if (v->isArg || !reader)
		return false;
	uint32_t p = pirPositionIn(pirOperationGetBlock(pirValueGetDefiningOp(v)), reader);
	return p && p < firstWrite(v);
}

bool pirValueUnchangedUntil(PirValue *v, PirOperation *op)
{
	if (!pirFxState(v)->f.unsafe)
		return true;
	if (v->isArg || !op)
		return false;
	uint32_t p = pirPositionIn(pirOperationGetBlock(pirValueGetDefiningOp(v)), op);
	return p && p < POS_MAX && p <= firstWrite(v);
}

bool pirViewUsesUnchanged(PirValue *b, PirOperation *view)
{
	if (!pirValueIsUnsafe(b))
		return true;
	if (b->isArg || !pirValueUnchangedAt(b, view))
		return false;
	const PirBlock *blk = pirOperationGetBlock(pirValueGetDefiningOp(b));
	PirPtrVec work = {0};
	bool ok = true;
	for (uint32_t r = 0; r < view->numResults; r++)
		pirPtrVecPush(&work, pirOperationGetResult(view, r));
	while (ok && work.len) {
		PirValue *v = work.data[--work.len];
		for (PirOpOperand *use = pirValueGetFirstUse(v); use && ok; use = pirOpOperandGetNextUse(use)) {
			PirOperation *o = pirOpOperandGetOwner(use);
			ok = pirValueUnchangedAt(b, o);
			if (ok && isLocalView(o, blk))
				for (uint32_t r = 0; r < o->numResults; r++)
					pirPtrVecPush(&work, pirOperationGetResult(o, r));
		}
	}
	pirPtrVecFree(&work);
	return ok;
}

static int byPosition(const void *a, const void *b)
{
	uint32_t x = pirFxState(*(PirOperation *const *)a)->f.pos, y = pirFxState(*(PirOperation *const *)b)->f.pos;
	return x < y ? -1 : x > y;
}

bool pirBufferWrites(PirValue *b, PirPtrVec *events, PirPtrVec *whole)
{
	if (!isFreshBuffer(b))
		return false;
	const PirBlock *blk = pirOperationGetBlock(pirValueGetDefiningOp(b));
	/* members: b, its views, the overwrites' results; isWhole[n]: the
	 * n-th is the whole buffer (b or an overwrite's result), not a view */
	PirPtrVec members = {0}, isWhole = {0}, evs = {0}, all = {0};
	bool ok = true;
	pirPtrVecPush(&members, b);
	pirPtrVecPush(&isWhole, b);
	pirPtrVecPush(&all, b);
	for (size_t n = 0; ok && n < members.len; n++) {
		PirValue *x = members.data[n];
		bool wholeX = isWhole.data[n] != NULL;
		for (PirOpOperand *use = pirValueGetFirstUse(x); use && ok; use = pirOpOperandGetNextUse(use)) {
			PirOperation *o = pirOpOperandGetOwner(use);
			if (isPlainRead(o))
				continue;
			if (isLocalView(o, blk)) {
				for (uint32_t r = 0; r < o->numResults; r++) {
					pirPtrVecPush(&members, pirOperationGetResult(o, r));
					pirPtrVecPush(&isWhole, NULL);
				}
				continue;
			}
			uint32_t p = pirPositionIn(blk, o);
			ok = p && p < POS_MAX;
			PirOperation *ev = o;
			while (ok && pirOperationGetBlock(ev) != blk)
				ev = pirOperationGetParentOp(ev);
			if (!ok)
				break;
			pirPtrVecPush(&evs, ev);
			const PirOpInfo *i = pirOperationGetInfo(o);
			if (wholeX && o == ev && i->registered && i->role == PIR_ROLE_OVERWRITE && i->def &&
			    i->def->numInplace == 1 &&
			    (uint32_t)(use - pirOperationGetOperands(o)) == i->def->inplace[0].input &&
			    i->def->inplace[0].output < o->numResults) {
				PirValue *w = pirOperationGetResult(o, i->def->inplace[0].output);
				pirPtrVecPush(&members, w);
				pirPtrVecPush(&isWhole, w);
				pirPtrVecPush(&all, w);
			}
		}
	}
	pirPtrVecFree(&members);
	pirPtrVecFree(&isWhole);
	if (!ok) {
		pirPtrVecFree(&evs);
		pirPtrVecFree(&all);
		return false;
	}
	if (evs.len)
		qsort(evs.data, evs.len, sizeof *evs.data, byPosition);
	for (size_t i = 0; i < evs.len; i++)
		if (!events->len || events->data[events->len - 1] != evs.data[i])
			pirPtrVecPush(events, evs.data[i]);
	for (size_t i = 0; i < all.len; i++)
		pirPtrVecPush(whole, all.data[i]);
	pirPtrVecFree(&evs);
	pirPtrVecFree(&all);
	return true;
}

bool pirViewUsesBefore(PirValue *b, PirOperation *view, uint32_t end)
{
	const PirBlock *blk = pirOperationGetBlock(pirValueGetDefiningOp(b));
	uint32_t p = pirPositionIn(blk, view);
	if (!p || p >= end)
		return false;
	PirPtrVec work = {0};
	bool ok = true;
	for (uint32_t r = 0; r < view->numResults; r++)
		pirPtrVecPush(&work, pirOperationGetResult(view, r));
	while (ok && work.len) {
		PirValue *v = work.data[--work.len];
		for (PirOpOperand *use = pirValueGetFirstUse(v); use && ok; use = pirOpOperandGetNextUse(use)) {
			PirOperation *o = pirOpOperandGetOwner(use);
			uint32_t q = pirPositionIn(blk, o);
			ok = q && q < end;
			if (ok && isLocalView(o, blk))
				for (uint32_t r = 0; r < o->numResults; r++)
					pirPtrVecPush(&work, pirOperationGetResult(o, r));
		}
	}
	pirPtrVecFree(&work);
	return ok;
}
