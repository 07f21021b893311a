/* copy_elimination.c: drops the copies nothing needs (docs/passes.md, "copy-elimination").
 * Changes:    readers of b = to_tensor(a) read a where b is not yet written; unused copies go.
 * Assumes:    verified IR; vtensors never change; copies are deep and have no side effects.
 * Guarantees: every reader sees the same value; no visible type changes; no new writes; linear. */
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "../lib/sys/speed_paths.h"
#include "effects.h"
#include "pass.h"

enum { STAT_REMOVED, STAT_REWIRED, STAT_VALUES, STAT_VIEWS, STAT_VECS, STAT_OVERWRITES, STAT_BRANCHES };

typedef struct {
	PirOpInfo *toV, *toT;
	PirPassRun *run;
	PirContext *ctx;
} Elim;

/* Rule (b) of docs/passes.md, "copy-elimination": may operand i of user
 * read a vtensor of type vt instead? */
static bool readsVec(PirOperation *user, uint32_t i, PirType *vt);

static bool isPlainReader(PirOperation *user, uint32_t i, PirType *vt)
{
	const PirOpInfo *info = pirOperationGetInfo(user);
	uint32_t t = pirOperationGetTraits(user);
	/* A branch (region flow branch: pd_op.if) only reads its condition,
	 * operand 0, to pick a region. */
	if (i == 0 && info->registered && info->def && info->flow == PIR_FLOW_BRANCH && info->def->numInputs &&
	    !info->def->inputs[0].variadic)
		return pirTypeSatisfiesDef(vt, &info->def->inputs[0]);
	/* A view reads the operands its view mapping does not name
	 * (reshape's shape): its results alias only the mapped ones. */
	if ((t & PIR_TRAIT_VIEW_LIKE) && info->def && info->def->numView)
		return readsVec(user, i, vt);
	/* Only reads it (effects.h), looser by SideEffect: a sink such as
	 * fetch or shadow_output reads it too (pirOpObservesOperands); stricter:
	 * a definition, which allows no regions. */
	if (!pirOpObservesOperands(user) || !info->def || info->def->maxRegions)
		return false;
	if (!(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !pirOperationResultsUnused(user))
		return false;
	const PirValueDef *d = pirOpDefMatchValue(info->def->inputs, info->def->numInputs, user->numOperands, i);
	return d && pirTypeSatisfiesDef(vt, d);
}

/* Rule (f), torch-mlir's view chains: a view of b = to_tensor(a) taken
 * (operand k, an input of its view mapping) where b is not yet written,
 * whose whole chain of uses (its results, the views of them in b's block)
 * reads b before anything may write it (with `end`, before that position
 * of b's block: rule (i), where b holds a), views a instead: its view result
 * becomes a vtensor, and a to_tensor of it, right after the view, takes
 * the result's uses (a new copy nothing writes, so the walk, which visits
 * it later, forwards its readers in turn). */
static bool viewOfValue(Elim *e, PirOperation *view, uint32_t k, PirValue *a, PirValue *b, uint32_t end)
{
	const PirOpInfo *info = pirOperationGetInfo(view);
	const PirOpDef *d = info->def;
	uint32_t t = pirOperationGetTraits(view);
	if (!info->registered || !d || !d->numView || !(t & PIR_TRAIT_VIEW_LIKE) || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_WRITES_VIEWS | PIR_TRAIT_TERMINATOR)) ||
	    view->numRegions || d->maxRegions || view->numSuccessors || pirOpIsContainer(view) ||
	    info->role != PIR_ROLE_NONE || pirOperationGetBlock(view) != pirOperationGetBlock(pirValueGetDefiningOp(b)))
		return false;
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].variadic)
			return false;
	for (uint32_t i = 0; i < d->numOutputs; i++)
		if (d->outputs[i].variadic)
			return false;
	uint32_t out = UINT32_MAX;
	for (uint32_t j = 0; j < d->numView && out == UINT32_MAX; j++)
		if (d->view[j].input == k)
			out = d->view[j].output;
	if (out >= view->numResults || k >= d->numInputs || !pirTypeSatisfiesDef(pirValueGetType(a), &d->inputs[k]))
		return false;
	PirValue *r = pirOperationGetResult(view, out);
	PirContext *ctx = pirOperationGetContext(view);
	if (pirValueGetType(r)->kind != PIR_TYPE_TENSOR ||
	    !pirTypeSatisfiesDef(pirTypeGetValueTwin(ctx, pirValueGetType(r)), &d->outputs[out]) ||
	    !(end ? pirViewUsesBefore(b, view, end) : pirViewUsesUnchanged(b, view)))
		return false;
	pirOperationSetOperand(view, k, a);
	PirType *tt = pirValueGetType(r);
	pirValueSetType(r, pirTypeGetValueTwin(ctx, tt));
	if (pirValueGetFirstUse(r)) {
		PirValue *none = NULL;
		PirOperationState st = {.info = e->toT, .numOperands = 1, .numResults = 1, .operands = &none, .resultTypes = &tt};
		PirOperation *copy = pirOperationCreate(pirOperationGetProgram(view), &st);
		copy->loc = view->loc;
		pirBlockInsertOpAfter(pirOperationGetBlock(view), view, copy);
		pirValueReplaceAllUsesWith(r, pirOperationGetResult(copy, 0));
		pirOperationSetOperand(copy, 0, r);
	}
	e->run->stats[STAT_VIEWS]++;
	e->run->changed = true;
	return true;
}

static void erase(Elim *e, PirOperation *op)
{
	pirOperationErase(op);
	e->run->stats[STAT_REMOVED]++;
	e->run->changed = true;
}

static int byPos(const void *a, const void *b)
{
	uint32_t x = pirFxState(*(PirOperation *const *)a)->f.pos, y = pirFxState(*(PirOperation *const *)b)->f.pos;
	return x < y ? -1 : x > y;
}

/* What an overwrite op X copies in, as a vtensor: its source operand if it
 * is one, or the source of a to_tensor copy nothing wrote before X (X only
 * reads it: the role says X writes its inplace input alone); else NULL. */
static PirValue *overwriteSource(Elim *e, PirOperation *x, PirType *want)
{
	const PirOpDef *d = pirOperationGetInfo(x)->def;
	if (x->numOperands != 2)
		return NULL;
	PirValue *y = pirOperationGetOperand(x, 1 - d->inplace[0].input);
	if (y && pirValueGetType(y)->kind != PIR_TYPE_VTENSOR) {
		PirOperation *c = y->isArg ? NULL : pirValueGetDefiningOp(y);
		y = c && pirOperationGetInfo(c) == e->toT && c->numOperands == 1 && pirValueUnchangedUntil(y, x)
			    ? pirOperationGetOperand(c, 0)
			    : NULL;
	}
	return y && pirValueGetType(y) == want ? y : NULL;
}

/* Rule (i), torch-mlir's overwrites: once an overwrite (role overwrite:
 * assign_out_) has copied a value v into the whole of b = to_tensor(a)
 * (or into the result of an earlier such overwrite, the same buffer), b
 * holds v until the next op that may write it (pirBufferWrites): the
 * copies, readers and view chains of b and of the overwrites' results in
 * between read v instead, as rules (a), (b) and (f) do before the first
 * write. */
static void forwardOverwrites(Elim *e, PirValue *b, PirType *vt)
{
	PirPtrVec events = {0}, whole = {0}, uses = {0};
	if (!pirBufferWrites(b, &events, &whole))
		return;
	size_t m = events.len, nw = whole.len - 1;
	PirOperation **ows = pirMalloc((nw + 1) * sizeof *ows);
	for (size_t i = 0; i < nw; i++)
		ows[i] = pirValueGetDefiningOp(whole.data[i + 1]);
	if (nw)
		qsort(ows, nw, sizeof *ows, byPos);
	/* the value each window (from event i to event i+1) holds, or NULL */
	PirValue **src = pirMalloc((m + 1) * sizeof *src);
	for (size_t i = 0, j = 0; i < m; i++) {
		while (j < nw && byPos(&ows[j], &events.data[i]) < 0)
			j++;
		src[i] = j < nw && ows[j] == events.data[i] ? overwriteSource(e, events.data[i], vt) : NULL;
	}
	const PirBlock *blk = pirOperationGetBlock(pirValueGetDefiningOp(b));
	for (size_t w = 0; w < whole.len; w++) {
		PirValue *x = whole.data[w];
		if (pirTypeGetValueTwin(e->ctx, pirValueGetType(x)) != vt)
			continue;
		uses.len = 0;
		for (PirOpOperand *use = pirValueGetFirstUse(x); use; use = pirOpOperandGetNextUse(use))
			pirPtrVecPush(&uses, use);
		for (size_t u = 0; u < uses.len; u++) {
			PirOpOperand *use = uses.data[u];
			PirOperation *user = pirOpOperandGetOwner(use);
			uint32_t p = pirPositionIn(blk, user), k = (uint32_t)(use - pirOperationGetOperands(user));
			/* the last event before p: lo events are before it (binary
			 * search, a speed-only path; the general one counts them) */
			size_t lo = 0, hi = m;
			if (!PIR_SPEED_ONLY(true))
				for (hi = 0; lo < m; lo++)
					if (pirFxState((PirOperation *)events.data[lo])->f.pos >= p)
						break;
			while (lo < hi) {
				size_t mid = lo + (hi - lo) / 2;
				if (pirFxState((PirOperation *)events.data[mid])->f.pos < p)
					lo = mid + 1;
				else
					hi = mid;
			}
			if (!lo || !src[lo - 1])
				continue;
			PirValue *v = src[lo - 1];
			uint32_t end = lo < m ? pirFxState((PirOperation *)events.data[lo])->f.pos : UINT32_MAX;
			if (p >= end)
				continue;
			if (pirOperationGetInfo(user) == e->toV) {
				if (pirOperationGetResultType(user, 0) != vt)
					continue;
				pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), v);
			} else if (isPlainReader(user, k, vt)) {
				pirOperationSetOperand(user, k, v);
				e->run->stats[STAT_REWIRED]++;
			} else if (!viewOfValue(e, user, k, v, x, end)) {
				continue;
			}
			e->run->stats[STAT_OVERWRITES]++;
			e->run->changed = true;
		}
	}
	free(src);
	free(ows);
	pirPtrVecFree(&uses);
	pirPtrVecFree(&events);
	pirPtrVecFree(&whole);
}

/* Rules (a) and (b) for b = to_tensor(a), at the uses of b that run
 * before anything may write it. */
static void forward(Elim *e, PirOperation *toT)
{
	PirValue *a = pirOperationGetOperand(toT, 0), *b = pirOperationGetResult(toT, 0);
	if (!a || pirValueGetType(a)->kind != PIR_TYPE_VTENSOR || pirValueGetType(b)->kind != PIR_TYPE_TENSOR ||
	    pirTypeGetValueTwin(pirOperationGetContext(toT), pirValueGetType(b)) != pirValueGetType(a))
		return;
	for (PirOpOperand *use = pirValueGetFirstUse(b), *next; use; use = next) {
		next = pirOpOperandGetNextUse(use);
		PirOperation *user = pirOpOperandGetOwner(use);
		/* b holds a's value until something may write it: readers
		 * before that (in b's block) may read a (effects.h). */
		if (!pirValueUnchangedAt(b, user))
			continue;
		if (pirOperationGetInfo(user) == e->toV) {
			if (pirOperationGetResultType(user, 0) != pirValueGetType(a))
				continue;
			/* The copy, left unused, goes in the sweep (rule c):
			 * nothing is unlinked while the walk runs. */
			pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), a);
			e->run->changed = true;
		} else if (isPlainReader(user, (uint32_t)(use - pirOperationGetOperands(user)), pirValueGetType(a))) {
			pirOperationSetOperand(user, (uint32_t)(use - pirOperationGetOperands(user)), a);
			e->run->stats[STAT_REWIRED]++;
			e->run->changed = true;
		} else {
			viewOfValue(e, user, (uint32_t)(use - pirOperationGetOperands(user)), a, b, 0);
		}
	}
	if (pirValueIsUnsafe(b) && pirValueGetFirstUse(b))
		forwardOverwrites(e, b, pirValueGetType(a));
}

/* Rule (d): a read of a program variable that nothing writes or aliases
 * (an immutable parameter, docs/design.md §2.1.4: no set_parameter of its
 * name, no inplace write or view reaching it) is a value. A reader op
 * whose dense tensor result r is not unsafe, whose
 * definition accepts r's vtensor twin and whose every use is a to_vtensor
 * copy of it or a plain reader accepting the twin, returns the vtensor
 * itself: the copies read r (they go in the sweep), the readers read the
 * twin. The same holds for a program input (data, feed) nothing writes:
 * the op stays (SideEffect), its value is a vtensor. */
static void readAsValue(Elim *e, PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->registered || !info->def || info->role != PIR_ROLE_VARIABLE_READ || op->numRegions)
		return;
	PirContext *ctx = pirOperationGetContext(op);
	for (uint32_t r = 0; r < op->numResults; r++) {
		PirValue *v = pirOperationGetResult(op, r);
		if (pirValueGetType(v)->kind != PIR_TYPE_TENSOR || pirValueIsUnsafe(v) || !pirValueGetFirstUse(v))
			continue;
		PirType *twin = pirTypeGetValueTwin(ctx, pirValueGetType(v));
		const PirValueDef *od =
			pirOpDefMatchValue(info->def->outputs, info->def->numOutputs, op->numResults, r);
		bool ok = od && pirTypeSatisfiesDef(twin, od);
		uint64_t readers = 0;
		for (PirOpOperand *use = pirValueGetFirstUse(v); use && ok; use = pirOpOperandGetNextUse(use)) {
			PirOperation *user = pirOpOperandGetOwner(use);
			if (pirOperationGetInfo(user) == e->toV)
				ok = pirOperationGetResultType(user, 0) == twin;
			else
				ok = isPlainReader(user, (uint32_t)(use - pirOperationGetOperands(user)), twin), readers++;
		}
		if (!ok)
			continue;
		/* The copies' readers join v's uses (where, does not matter: they
		 * are no copies, and are skipped). */
		for (PirOpOperand *use = pirValueGetFirstUse(v), *next; use; use = next) {
			next = pirOpOperandGetNextUse(use);
			PirOperation *user = pirOpOperandGetOwner(use);
			if (pirOperationGetInfo(user) == e->toV && pirOperationGetResultType(user, 0) == twin)
				pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), v);
		}
		e->run->stats[STAT_REWIRED] += readers;
		pirValueSetType(v, twin);
		e->run->stats[STAT_VALUES]++;
		e->run->changed = true;
	}
}

/* The vtensor twin of a dense tensor, or the vec of the twins of a vec's
 * elements; any other type is its own. */
static PirType *twinOf(PirContext *ctx, PirType *t)
{
	if (t->kind != PIR_TYPE_VECTOR)
		return pirTypeGetValueTwin(ctx, t);
	PirType *small[8] = {0}, **elems = t->vec.size <= 8 ? small : pirMalloc(t->vec.size * sizeof *elems);
	for (uint32_t i = 0; i < t->vec.size; i++)
		elems[i] = pirTypeGetValueTwin(ctx, t->vec.elems[i]);
	PirType *v = pirTypeGetVector(ctx, t->vec.size, elems);
	if (elems != small)
		free(elems);
	return v;
}

/* An op that takes a vec apart (role container, one vec operand:
 * builtin.slice, builtin.split): its results are the vec's elements. */
static bool unpacks(const PirOperation *op)
{
	return pirOpIsContainer(op) && op->numOperands == 1 && pirOperationGetInfo(op)->registered &&
	       pirOperationGetInfo(op)->def && pirOperationGetInfo(op)->def->numInputs == 1 &&
	       pirValueGetType(pirOperationGetOperand(op, 0))->kind == PIR_TYPE_VECTOR && !op->numRegions;
}

/* Rules (g) and (h): a program variable that only view chains read is a
 * value; so is a vec of fresh tensors that is only taken apart and read. */
typedef struct {
	PirAttribute *name;
	PirIdent *storage;
	PirOperation *op;
	bool write;
} VarUse;

static int byVar(const void *a, const void *b)
{
	const VarUse *p = a, *q = b;
	uintptr_t x = (uintptr_t)p->name, y = (uintptr_t)q->name;
	if (x == y) {
		x = (uintptr_t)p->storage;
		y = (uintptr_t)q->storage;
	}
	return x < y ? -1 : x > y;
}

typedef struct {
	VarUse *data;
	size_t len, cap;
	PirPtrVec vecs;     /* ops making fresh vecs of tensors (rule h) */
	PirPtrVec branches; /* two-region ops of region flow branch (rule j) */
} VarUses;

/* Makes each of its vec results fresh (rule h): registered, ReadOnly,
 * HasValueSemantics, no view, inplace, effects, regions, successors or
 * role, with a vec result holding a dense tensor. */
static bool makesFreshVec(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	uint32_t t = pirOperationGetTraits(op);
	if (!i->registered || !i->def || i->role != PIR_ROLE_NONE || op->numRegions || op->numSuccessors ||
	    !(t & PIR_TRAIT_READ_ONLY) || !(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) ||
	    (t & (PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_WRITES_VIEWS |
		  PIR_TRAIT_TERMINATOR)))
		return false;
	for (uint32_t r = 0; r < op->numResults; r++) {
		PirType *ty = pirOperationGetResultType(op, r);
		if (ty->kind == PIR_TYPE_VECTOR)
			for (uint32_t k = 0; k < ty->vec.size; k++)
				if (ty->vec.elems[k]->kind == PIR_TYPE_TENSOR)
					return true;
	}
	return false;
}

static PirWalkResult collectVar(PirOperation *op, void *ud)
{
	VarUses *vars = ud;
	const PirOpInfo *i = pirOperationGetInfo(op);
	if (makesFreshVec(op))
		pirPtrVecPush(&vars->vecs, op);
	if (i->registered && i->flow == PIR_FLOW_BRANCH && op->numRegions == 2 && op->numResults)
		pirPtrVecPush(&vars->branches, op);
	if (i->role != PIR_ROLE_VARIABLE_READ && i->role != PIR_ROLE_VARIABLE_WRITE)
		return PIR_WALK_ADVANCE;
	PirAttribute *name = pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey);
	VarUse v = {name, i->varStorage, op, i->role == PIR_ROLE_VARIABLE_WRITE};
	/* no name: a read of nothing known, kept as it is (a write: of anything) */
	if (name || v.write) {
		if (vars->len == vars->cap)
			vars->data = pirArrayGrow(vars->data, vars->len, &vars->cap, sizeof *vars->data, 16);
		vars->data[vars->len++] = v;
	}
	return PIR_WALK_ADVANCE;
}

/* Operand k of `view` is the input of a view op that only re-types the
 * buffer for its readers (registered, ReadOnly, ViewLike, no Inplace,
 * SideEffect, WritesViews, regions, successors, role or variadic entries,
 * one mapped input, k): its mapped result, or NULL. Its definition must
 * accept the vtensor twins at both ends. */
static PirValue *plainViewResult(PirOperation *view, uint32_t k, PirType *vt)
{
	const PirOpInfo *info = pirOperationGetInfo(view);
	const PirOpDef *d = info->def;
	uint32_t t = pirOperationGetTraits(view);
	if (!info->registered || !d || d->numView != 1 || !(t & PIR_TRAIT_VIEW_LIKE) || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_WRITES_VIEWS | PIR_TRAIT_TERMINATOR)) ||
	    view->numRegions || d->maxRegions || view->numSuccessors || pirOpIsContainer(view) ||
	    info->role != PIR_ROLE_NONE || k >= d->numInputs || d->view[0].input != k ||
	    d->view[0].output >= view->numResults)
		return NULL;
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].variadic)
			return NULL;
	for (uint32_t i = 0; i < d->numOutputs; i++)
		if (d->outputs[i].variadic)
			return NULL;
	PirValue *r = pirOperationGetResult(view, d->view[0].output);
	if (!pirTypeSatisfiesDef(vt, &d->inputs[k]) || pirValueGetType(r)->kind != PIR_TYPE_TENSOR ||
	    !pirTypeSatisfiesDef(pirTypeGetValueTwin(pirOperationGetContext(view), pirValueGetType(r)),
				 &d->outputs[d->view[0].output]))
		return NULL;
	return r;
}

/* Adds to `vals` the buffer v and every view of it (plainViewResult,
 * followed through their results), and, for a vec, the elements taken out
 * of it (builtin.slice, builtin.split): true when each use of them is a
 * to_vtensor copy of its twin, a plain reader accepting the twin (rule b),
 * a reader of the whole vec keeping none of its buffers (readsVec), or one
 * of those views and unpackings, so nothing writes, keeps or forwards the
 * buffers. */
static bool onlyViewedAndRead(Elim *e, PirValue *v, PirPtrVec *vals)
{
	PirContext *ctx = e->ctx;
	size_t from = vals->len;
	pirPtrVecPush(vals, v);
	for (size_t n = from; n < vals->len; n++) {
		PirValue *x = vals->data[n];
		PirType *twin = twinOf(ctx, pirValueGetType(x));
		bool vec = pirValueGetType(x)->kind == PIR_TYPE_VECTOR;
		for (PirOpOperand *use = pirValueGetFirstUse(x); use; use = pirOpOperandGetNextUse(use)) {
			PirOperation *user = pirOpOperandGetOwner(use);
			uint32_t i = (uint32_t)(use - pirOperationGetOperands(user));
			if (vec) {
				/* taken apart (each element joins), or read whole */
				if (unpacks(user) && pirTypeSatisfiesDef(twin, &pirOperationGetInfo(user)->def->inputs[0])) {
					for (uint32_t r = 0; r < user->numResults; r++) {
						PirValue *el = pirOperationGetResult(user, r);
						const PirOpDef *ud = pirOperationGetInfo(user)->def;
						const PirValueDef *od =
							pirOpDefMatchValue(ud->outputs, ud->numOutputs, user->numResults, r);
						if (!od || !pirTypeSatisfiesDef(twinOf(ctx, pirValueGetType(el)), od))
							return false;
						pirPtrVecPush(vals, el);
					}
				} else if (!readsVec(user, i, twin)) {
					return false;
				}
			} else if (pirOperationGetInfo(user) == e->toV) {
				if (pirOperationGetResultType(user, 0) != twin)
					return false;
			} else if (!isPlainReader(user, i, twin)) {
				PirValue *r = plainViewResult(user, i, twin);
				if (!r)
					return false;
				pirPtrVecPush(vals, r);
			}
		}
	}
	return true;
}

/* Retypes the buffers of `vals` (onlyViewedAndRead) to their twins and
 * gives the copies' uses to what they copy (the copies go in the sweep). */
static void becomeValues(Elim *e, PirPtrVec *vals)
{
	for (size_t i = 0; i < vals->len; i++) {
		PirValue *x = vals->data[i];
		PirOperation *d = x->isArg ? NULL : pirValueGetDefiningOp(x);
		pirValueSetType(x, twinOf(e->ctx, pirValueGetType(x)));
		if (d && pirOperationGetInfo(d)->role == PIR_ROLE_VARIABLE_READ)
			e->run->stats[STAT_VALUES]++;
		else if (d && (pirOperationGetTraits(d) & PIR_TRAIT_VIEW_LIKE))
			e->run->stats[STAT_VIEWS]++;
		else if (pirValueGetType(x)->kind == PIR_TYPE_VECTOR)
			e->run->stats[STAT_VECS]++;
	}
	for (size_t i = 0; i < vals->len; i++)
		for (PirOpOperand *use = pirValueGetFirstUse(vals->data[i]), *next; use; use = next) {
			next = pirOpOperandGetNextUse(use);
			PirOperation *user = pirOpOperandGetOwner(use);
			if (pirOperationGetInfo(user) == e->toV)
				pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), vals->data[i]);
		}
	e->run->changed = true;
}

/* Rule (g), before the walk: every read of a variable that no op writes
 * (no variable_write of its storage and name), whose reads and all the
 * views taken of them are only read (onlyViewedAndRead), holds the one
 * value the variable has: the reads and views become vtensors, the copies
 * of them read them (and go in the sweep). The reads are grouped by name
 * by one sort; each group is looked at once. Rule (d) already took the
 * variables nothing views (their reads are not unsafe). */
/* The general path of the sort above (PIR_SPEED_ONLY): each name's reads
 * made adjacent by looking at all of them, the groups in the order of
 * their first read (quadratic). Each group is judged alone, so the order
 * of the groups must not matter; this checks that too. */
static void groupInOrder(VarUse *vars, size_t n)
{
	VarUse *out = pirMalloc(n * sizeof *out);
	bool *taken = pirCalloc(n, sizeof *taken);
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (taken[i])
			continue;
		for (size_t j = i; j < n; j++)
			if (!taken[j] && !byVar(&vars[i], &vars[j])) {
				out[k++] = vars[j];
				taken[j] = true;
			}
	}
	memcpy(vars, out, n * sizeof *vars);
	free(out);
	free(taken);
}

static void readOnlyBuffersAsValues(Elim *e, PirProgram *prog)
{
	VarUses all = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectVar, &all);
	VarUse *vars = all.data;
	size_t n = all.len;
	if (n && PIR_SPEED_ONLY(true))
		qsort(vars, n, sizeof *vars, byVar);
	else if (n)
		groupInOrder(vars, n);
	PirPtrVec vals = {0};
	for (size_t lo = 0, hi; lo < n; lo = hi) {
		bool ok = true, viewed = false;
		for (hi = lo; hi < n && !byVar(&vars[lo], &vars[hi]); hi++)
			ok &= !vars[hi].write && vars[hi].name;
		vals.len = 0;
		for (size_t i = lo; i < hi && ok; i++) {
			PirOperation *op = vars[i].op;
			const PirOpInfo *info = pirOperationGetInfo(op);
			ok = info->registered && info->def && !op->numRegions;
			for (uint32_t r = 0; r < op->numResults && ok; r++) {
				PirValue *v = pirOperationGetResult(op, r);
				if (pirValueGetType(v)->kind != PIR_TYPE_TENSOR)
					continue;
				const PirValueDef *od =
					pirOpDefMatchValue(info->def->outputs, info->def->numOutputs, op->numResults, r);
				viewed |= pirValueIsUnsafe(v);
				ok = od && pirTypeSatisfiesDef(pirTypeGetValueTwin(prog->ctx, pirValueGetType(v)), od) &&
				     onlyViewedAndRead(e, v, &vals);
			}
		}
		if (!ok || !viewed)
			continue;
		becomeValues(e, &vals);
	}
	/* Rule (h): a vec a value-semantics op makes holds fresh buffers that
	 * only its uses reach; when it is only taken apart and read, it and
	 * its elements are values. */
	for (size_t i = 0; i < all.vecs.len; i++) {
		PirOperation *op = all.vecs.data[i];
		const PirOpDef *d = pirOperationGetInfo(op)->def;
		for (uint32_t r = 0; r < op->numResults; r++) {
			PirValue *v = pirOperationGetResult(op, r);
			const PirValueDef *od = pirOpDefMatchValue(d->outputs, d->numOutputs, op->numResults, r);
			vals.len = 0;
			if (pirValueGetType(v)->kind == PIR_TYPE_VECTOR && pirValueGetFirstUse(v) && od &&
			    pirTypeSatisfiesDef(twinOf(prog->ctx, pirValueGetType(v)), od) && onlyViewedAndRead(e, v, &vals))
				becomeValues(e, &vals);
		}
	}
	/* Rule (j): a branch result every region yields as a fresh copy of a
	 * vtensor (a to_tensor only the yield reads) holds that value: when it
	 * is only read (as in rule g), each region yields the vtensor and the
	 * result is one. */
	for (size_t i = 0; i < all.branches.len; i++) {
		PirOperation *op = all.branches.data[i];
		for (uint32_t r = 0; r < op->numResults; r++) {
			PirValue *v = pirOperationGetResult(op, r);
			if (pirValueGetType(v)->kind != PIR_TYPE_TENSOR || !pirValueGetFirstUse(v))
				continue;
			PirType *twin = pirTypeGetValueTwin(prog->ctx, pirValueGetType(v));
			bool ok = true;
			for (uint32_t g = 0; g < op->numRegions && ok; g++) {
				PirRegion *reg = pirOperationGetRegion(op, g);
				PirOperation *y = reg->first && !reg->first->next ? reg->first->last : NULL;
				PirValue *x = y && (pirOperationGetTraits(y) & PIR_TRAIT_TERMINATOR) && y->numOperands == op->numResults
						      ? pirOperationGetOperand(y, r)
						      : NULL;
				PirOperation *c = x && !x->isArg ? pirValueGetDefiningOp(x) : NULL;
				ok = c && pirOperationGetInfo(c) == e->toT && c->numOperands == 1 &&
				     pirOperationGetBlock(c) == reg->first && pirValueGetFirstUse(x) &&
				     !pirOpOperandGetNextUse(pirValueGetFirstUse(x)) &&
				     pirValueGetType(pirOperationGetOperand(c, 0)) == twin;
			}
			vals.len = 0;
			if (!ok || !onlyViewedAndRead(e, v, &vals))
				continue;
			for (uint32_t g = 0; g < op->numRegions; g++) {
				PirOperation *y = pirOperationGetRegion(op, g)->first->last;
				pirOperationSetOperand(y, r, pirOperationGetOperand(pirValueGetDefiningOp(pirOperationGetOperand(y, r)), 0));
			}
			e->run->stats[STAT_BRANCHES]++;
			becomeValues(e, &vals);
		}
	}
	pirPtrVecFree(&all.branches);
	pirPtrVecFree(&all.vecs);
	pirPtrVecFree(&vals);
	free(vars);
}

/* Operand i of user is one it only reads, keeping nothing of it (a vec:
 * none of its buffers): registered, ReadOnly, not Inplace, SideEffect,
 * WritesViews or a terminator, no regions or successors, not a container;
 * no result that may alias it (HasValueSemantics, results unused, or a
 * view whose view mapping does not name i: reshape's shape); i named by
 * neither its inplace nor its view mapping; and its definition accepts
 * the type vt there. */
static bool readsVec(PirOperation *user, uint32_t i, PirType *vt)
{
	const PirOpInfo *info = pirOperationGetInfo(user);
	uint32_t t = pirOperationGetTraits(user);
	if (!info->registered || !info->def || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_INPLACE | PIR_TRAIT_SIDE_EFFECT | PIR_TRAIT_TERMINATOR | PIR_TRAIT_WRITES_VIEWS)) ||
	    user->numRegions || info->def->maxRegions || user->numSuccessors || pirOpIsContainer(user))
		return false;
	if (!(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !((t & PIR_TRAIT_VIEW_LIKE) && info->def->numView) &&
	    !pirOperationResultsUnused(user))
		return false;
	const PirOpDef *d = info->def;
	const PirValueDef *vd = pirOpDefMatchValue(d->inputs, d->numInputs, user->numOperands, i);
	if (!vd)
		return false;
	uint32_t k = (uint32_t)(vd - d->inputs);
	for (uint32_t j = 0; j < d->numInplace; j++)
		if (d->inplace[j].input == k)
			return false;
	for (uint32_t j = 0; j < d->numView; j++)
		if (d->view[j].input == k)
			return false;
	return pirTypeSatisfiesDef(vt, vd);
}

/* Rule (e): a pack of copies nothing writes is a pack of values. For a
 * container op with one vec result c straight from its operands
 * (builtin.combine), c not unsafe, each dense tensor operand a to_tensor
 * copy of a vtensor of its twin type that is not unsafe either (so never
 * written: the vec holds the copies' buffers, and they are unsafe when it
 * is), and every use of c a vec reader (readsVec) accepting the vec of
 * the sources: the pack takes the sources, c their vec. */
static void packValues(Elim *e, PirOperation *op)
{
	PirValue *c = op->numResults == 1 ? pirOperationGetResult(op, 0) : NULL;
	if (!c || !pirOperationGetInfo(op)->registered || op->numRegions || pirValueIsUnsafe(c) ||
	    pirValueGetType(c)->kind != PIR_TYPE_VECTOR || pirValueGetType(c)->vec.size != op->numOperands ||
	    !pirValueGetFirstUse(c))
		return;
	PirType *small[8], **elems = op->numOperands <= 8 ? small : pirMalloc(op->numOperands * sizeof *elems);
	bool any = false, ok = true;
	for (uint32_t i = 0; i < op->numOperands && ok; i++) {
		PirValue *x = pirOperationGetOperand(op, i);
		ok = x && pirValueGetType(x) == pirValueGetType(c)->vec.elems[i];
		if (!ok || pirValueGetType(x)->kind != PIR_TYPE_TENSOR) {
			elems[i] = ok ? pirValueGetType(x) : NULL;
			continue;
		}
		PirOperation *d = x->isArg ? NULL : pirValueGetDefiningOp(x);
		PirValue *a = d && pirOperationGetInfo(d) == e->toT && d->numOperands == 1 ? pirOperationGetOperand(d, 0) : NULL;
		ok = a && !pirValueIsUnsafe(x) &&
		     pirValueGetType(a) == pirTypeGetValueTwin(pirOperationGetContext(op), pirValueGetType(x));
		elems[i] = ok ? pirValueGetType(a) : NULL;
		any = true;
	}
	PirType *vt = ok && any ? pirTypeGetVector(pirOperationGetContext(op), op->numOperands, elems) : NULL;
	for (PirOpOperand *use = pirValueGetFirstUse(c); use && vt; use = pirOpOperandGetNextUse(use))
		if (!readsVec(pirOpOperandGetOwner(use), (uint32_t)(use - pirOperationGetOperands(pirOpOperandGetOwner(use))), vt))
			vt = NULL;
	if (vt) {
		for (uint32_t i = 0; i < op->numOperands; i++) {
			PirValue *x = pirOperationGetOperand(op, i);
			if (pirValueGetType(x)->kind == PIR_TYPE_TENSOR) {
				pirOperationSetOperand(op, i, pirOperationGetOperand(pirValueGetDefiningOp(x), 0));
				e->run->stats[STAT_REWIRED]++;
			}
		}
		pirValueSetType(c, vt);
		e->run->changed = true;
	}
	if (elems != small)
		free(elems);
}

static PirWalkResult forwardEach(PirOperation *op, void *ud)
{
	Elim *e = ud;
	if (pirOperationGetInfo(op) == e->toT && op->numOperands == 1 && op->numResults == 1)
		forward(e, op);
	else if (pirOperationGetInfo(op)->role == PIR_ROLE_VARIABLE_READ)
		readAsValue(e, op);
	else if (pirOpIsContainer(op) && op->numOperands)
		packValues(e, op);
	return PIR_WALK_ADVANCE;
}

/* Rule (c), in reverse program order (the reverse of a pre-order walk:
 * a block's ops last to first, an op's regions before the op), so users
 * come before their producers and a chain of copies dies in one sweep
 * with no list of them: a producer left unused is reached after. One
 * recursion per region level, as the effects analysis's. */
static void sweep(Elim *e, PirOperation *parent)
{
	for (uint32_t r = parent->numRegions; r-- > 0;)
		for (PirBlock *b = pirOperationGetRegion(parent, r)->last; b; b = b->prev)
			for (PirOperation *op = b->last, *prev; op; op = prev) {
				prev = pirOperationGetPrevInBlock(op);
				if (op->numRegions)
					sweep(e, op);
				if ((pirOperationGetInfo(op) == e->toV || pirOperationGetInfo(op) == e->toT) &&
				    pirOperationResultsUnused(op))
					erase(e, op);
			}
}

static bool runCopyElimination(PirProgram *prog, PirPassRun *run)
{
	PirContext *ctx = prog->ctx;
	Elim e = {.toV = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE),
		  .toT = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_TENSOR),
		  .run = run,
		  .ctx = ctx};
	PirPtrVec unsafe;
	pirAnalyzeEffects(prog, &unsafe); /* zeroes every state word (clearsValueStates) */
	if (e.toV && e.toT) { /* else no copy can be in the program */
		readOnlyBuffersAsValues(&e, prog);
		/* Rules (a) and (b) rewire uses and unlink no op: a plain walk. */
		pirProgramWalk(prog, PIR_WALK_PRE_ORDER, forwardEach, &e);
		sweep(&e, prog->module);
	}
	pirValueStatesZero(&unsafe); /* removed copies are only erased: their values are still there */
	return true;
}

const PirPass pirCopyEliminationPass = {
	.argument = "copy-elimination",
	.name = "CopyElimination",
	.summary = "Remove to_tensor/to_vtensor copies that nothing needs (docs/passes.md)",
	.stats = {{"num-copies-removed", "Number of to_tensor and to_vtensor copies removed"},
		  {"num-uses-rewired", "Number of uses of a to_tensor result rewired to its vtensor source"},
		  {"num-variables-as-values", "Number of reads of never-written variables (parameters) made vtensors"},
		  {"num-views-of-values", "Number of views of never-written copies or variables made views of values"},
		  {"num-vecs-as-values", "Number of vecs of fresh tensors, only taken apart and read, made vecs of vtensors"},
		  {"num-overwritten-uses", "Number of uses of an overwritten copy given the value written"},
		  {"num-branch-values", "Number of branch results every region yields as a copy of a vtensor, made vtensors"}},
	.run = runCopyElimination,
	/* The effects analysis zeroes every value's word, then marks the
	 * unsafe ones, zeroed again at the end; nothing else sets one. */
	.clearsValueStates = true,
};
