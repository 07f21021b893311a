/* copy_elimination.c: drops the copies nothing needs (docs/passes.md, "copy-elimination").
 * Changes:    readers of b = to_tensor(a) read a where b is not yet written; unused copies go.
 * Assumes:    verified IR; vtensors never change; copies are deep and have no side effects.
 * Guarantees: every reader sees the same value; no visible type changes; no new writes; linear. */
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "effects.h"
#include "pass.h"

enum { STAT_REMOVED, STAT_REWIRED, STAT_VALUES, STAT_VIEWS };

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
	/* A view reads the operands its view mapping does not name
	 * (reshape's shape): its results alias only the mapped ones. */
	if ((t & PIR_TRAIT_VIEW_LIKE) && info->def && info->def->numView)
		return readsVec(user, i, vt);
	if (!info->registered || !info->def || !(t & PIR_TRAIT_READ_ONLY) ||
	    (t & (PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR)) || user->numRegions ||
	    info->def->maxRegions || user->numSuccessors || pirOpIsContainer(user))
		return false;
	if (!(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !pirOperationResultsUnused(user))
		return false;
	const PirValueDef *d = pirOpDefMatchValue(info->def->inputs, info->def->numInputs, user->numOperands, i);
	return d && pirTypeSatisfiesDef(vt, d);
}

/* Rule (f), torch-mlir's view chains: a view of b = to_tensor(a) taken
 * (operand k, an input of its view mapping) where b is not yet written,
 * whose whole chain of uses (its results, the views of them in b's block)
 * reads b before anything may write it, views a instead: its view result
 * becomes a vtensor, and a to_tensor of it, right after the view, takes
 * the result's uses (a new copy nothing writes, so the walk, which visits
 * it later, forwards its readers in turn). */
static bool viewOfValue(Elim *e, PirOperation *view, uint32_t k, PirValue *a, PirValue *b)
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
	    !pirViewUsesUnchanged(b, view))
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
			viewOfValue(e, user, (uint32_t)(use - pirOperationGetOperands(user)), a, b);
		}
	}
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

/* Rule (g): a program variable that only view chains read is a value. */
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
} VarUses;

static PirWalkResult collectVar(PirOperation *op, void *ud)
{
	VarUses *vars = ud;
	const PirOpInfo *i = pirOperationGetInfo(op);
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
 * followed through their results): true when each use of them is a
 * to_vtensor copy of its twin or a plain reader accepting the twin (rule
 * b), so nothing writes, keeps or forwards the buffer. */
static bool onlyViewedAndRead(Elim *e, PirValue *v, PirPtrVec *vals)
{
	PirContext *ctx = e->ctx;
	size_t from = vals->len;
	pirPtrVecPush(vals, v);
	for (size_t n = from; n < vals->len; n++) {
		PirValue *x = vals->data[n];
		PirType *twin = pirTypeGetValueTwin(ctx, pirValueGetType(x));
		for (PirOpOperand *use = pirValueGetFirstUse(x); use; use = pirOpOperandGetNextUse(use)) {
			PirOperation *user = pirOpOperandGetOwner(use);
			uint32_t i = (uint32_t)(use - pirOperationGetOperands(user));
			if (pirOperationGetInfo(user) == e->toV) {
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

/* Rule (g), before the walk: every read of a variable that no op writes
 * (no variable_write of its storage and name), whose reads and all the
 * views taken of them are only read (onlyViewedAndRead), holds the one
 * value the variable has: the reads and views become vtensors, the copies
 * of them read them (and go in the sweep). The reads are grouped by name
 * by one sort; each group is looked at once. Rule (d) already took the
 * variables nothing views (their reads are not unsafe). */
static void viewedVariablesAsValues(Elim *e, PirProgram *prog)
{
	VarUses all = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collectVar, &all);
	VarUse *vars = all.data;
	size_t n = all.len;
	if (n)
		qsort(vars, n, sizeof *vars, byVar);
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
		/* Retype first, then give the copies' uses to what they copy. */
		for (size_t i = 0; i < vals.len; i++) {
			PirValue *x = vals.data[i];
			pirValueSetType(x, pirTypeGetValueTwin(prog->ctx, pirValueGetType(x)));
			e->run->stats[x->isArg || pirOperationGetInfo(pirValueGetDefiningOp(x))->role == PIR_ROLE_VARIABLE_READ
					      ? STAT_VALUES
					      : STAT_VIEWS]++;
		}
		for (size_t i = 0; i < vals.len; i++)
			for (PirOpOperand *use = pirValueGetFirstUse(vals.data[i]), *next; use; use = next) {
				next = pirOpOperandGetNextUse(use);
				PirOperation *user = pirOpOperandGetOwner(use);
				if (pirOperationGetInfo(user) == e->toV)
					pirValueReplaceAllUsesWith(pirOperationGetResult(user, 0), vals.data[i]);
			}
		e->run->changed = true;
	}
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
		viewedVariablesAsValues(&e, prog);
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
		  {"num-views-of-values", "Number of views of never-written copies or variables made views of values"}},
	.run = runCopyElimination,
	/* The effects analysis zeroes every value's word, then marks the
	 * unsafe ones, zeroed again at the end; nothing else sets one. */
	.clearsValueStates = true,
};
