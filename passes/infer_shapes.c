/* infer_shapes.c: refine result types from the ops' inference rules (docs/passes.md, "infer-shapes").
 * Changes:    result types only: -1 dims and undefined dtypes become what the op's `infer:` rule says.
 * Assumes:    verified IR (written and inferred types agree); rules are pure functions of the op.
 * Guarantees: new types agree with the old; exactly pinned values (yields, loop values) stay; still verifies. */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

enum { STAT_REFINED };

enum { OPT_INPUT_SHAPES };

typedef struct {
	PirPassRun *run;
	PirPtrVec undo; /* value, old type, ...: changes made while trying a loop */
	unsigned trials; /* loops being tried, nested */
	bool resize;     /* input-shapes given: rules replace written sizes too */
} Infer;

static void setType(Infer *I, PirValue *v, PirType *t)
{
	if (I->trials) {
		pirPtrVecPush(&I->undo, v);
		pirPtrVecPush(&I->undo, pirValueGetType(v));
	}
	pirValueSetType(v, t);
	I->run->stats[STAT_REFINED]++;
	I->run->changed = true;
}

static void undoTo(Infer *I, size_t mark)
{
	while (I->undo.len > mark) {
		PirType *old = I->undo.data[--I->undo.len];
		PirValue *v = I->undo.data[--I->undo.len];
		pirValueSetType(v, old);
		I->run->stats[STAT_REFINED]--;
	}
}

static bool isPin(const PirOperation *user)
{
	return user->numRegions || pirOperationHasTrait(user, PIR_TRAIT_TERMINATOR);
}

/* Used by an op that compares its type exactly: a region op or a terminator. */
static bool pinned(const PirValue *v)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		if (isPin(pirOpOperandGetOwner(u)))
			return true;
	return false;
}

/* Pinned exactly once, by `op` itself (as an operand) or by a terminator
 * of one of op's regions. */
static bool onlyPinnedBy(PirOperation *op, const PirValue *v, bool byTerminator)
{
	unsigned pins = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
		if (!isPin(pirOpOperandGetOwner(u)))
			continue;
		PirBlock *b = pirOperationGetBlock(pirOpOperandGetOwner(u));
		bool here = byTerminator ? b && b->region && b->region->op == op : pirOpOperandGetOwner(u) == op;
		if (++pins > 1 || !here)
			return false;
	}
	return pins == 1;
}

/* Runs op's rule; inferred[] must hold op->numResults entries. */
static void infer(PirOperation *op, PirType **inferred)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		inferred[i] = NULL;
	pirOperationGetInfo(op)->iface.inferMeta(op, inferred);
}

/* The refined type of v from its defining op's rule (v's type if none). */
static PirType *refinedType(PirContext *ctx, PirValue *v)
{
	PirOperation *d = v->isArg ? NULL : pirValueGetDefiningOp(v);
	if (!d || !pirOperationGetInfo(d)->iface.inferMeta)
		return pirValueGetType(v);
	PirType *small[8];
	PirType **inferred = d->numResults <= 8 ? small : pirMalloc(d->numResults * sizeof *inferred);
	infer(d, inferred);
	PirType *t = pirTypeRefineWithInferred(ctx, pirValueGetType(v), inferred[v->index]);
	if (inferred != small)
		free(inferred);
	return t;
}

/* A terminator of one of op's regions that hands op its results. */
static bool yieldsResults(PirOperation *op, PirOperation *t)
{
	return t && pirOperationHasTrait(t, PIR_TRAIT_TERMINATOR) && t->numOperands == op->numResults;
}

/* Region op with a rule (pd_op.if, `branches`): refine the values its
 * terminators yield tentatively, ask its rule for the results, and keep a
 * refinement only where the result takes exactly the yielded type. */
static void inferRegionOp(Infer *I, PirOperation *op, PirType **inferred)
{
	PirContext *ctx = pirOperationGetContext(op);
	PirPtrVec changed = {0}; /* value, old type, value, old type, ... */
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			if (yieldsResults(op, b->last))
				for (uint32_t i = 0; i < b->last->numOperands; i++) {
					PirValue *v = pirOperationGetOperand(b->last, i);
					if (!v || !onlyPinnedBy(op, v, true))
						continue;
					PirType *t = refinedType(ctx, v);
					if (t == pirValueGetType(v))
						continue;
					v->state = (uint32_t)(changed.len / 2 + 1);
					pirPtrVecPush(&changed, v);
					pirPtrVecPush(&changed, pirValueGetType(v));
					pirValueSetType(v, t);
				}
	infer(op, inferred);
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *res = pirOperationGetResult(op, i);
		PirType *t = pirTypeRefineWithInferred(ctx, pirValueGetType(res), inferred[i]);
		bool take = t != pirValueGetType(res) && inferred[i] && pirTypeIsDenseTensor(pirValueGetType(res)) &&
			    pirTypeIsDenseTensor(inferred[i]) && t->tensor.elem == inferred[i]->tensor.elem &&
			    t->tensor.rank == inferred[i]->tensor.rank && !pinned(res);
		for (uint32_t d = 0; take && d < t->tensor.rank; d++)
			take = t->tensor.dims[d] == inferred[i]->tensor.dims[d];
		if (take)
			setType(I, res, t);
		/* Yielded values of result i: keep them only if the result took their type. */
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
				if (yieldsResults(op, b->last)) {
					PirValue *v = pirOperationGetOperand(b->last, i);
					size_t k = v && v->state ? 2 * (size_t)(v->state - 1) : changed.len;
					if (k >= changed.len || changed.data[k] != v)
						continue; /* not refined tentatively */
					v->state = 0;
					PirType *t2 = pirValueGetType(v);
					pirValueSetType(v, changed.data[k + 1]);
					if (take && t2 == pirValueGetType(res))
						setType(I, v, t2);
				}
	}
	pirPtrVecFree(&changed);
}

static PirWalkResult inferOp(PirOperation *op, void *ud);

/* A loop (region_flow: loop; Paddle's form: operands cond, v1..vn; one
 * body block with arguments a1..an ending in yield(cond', w1..wn); results
 * r1..rn; all four of loop value k have one type L). If vk refines to T,
 * the body is inferred again with ak of type T; if wk then refines to T
 * too, T holds on entry and after every iteration, and vk, ak, wk, rk and
 * the body keep their refined types. Loop values whose wk does not come
 * back as T are dropped and the body tried once more; then the changes of
 * the attempt are undone. Each loop body is so inferred at most three
 * times (once per nesting level of loops around it, times three). */
static void inferLoop(Infer *I, PirOperation *op)
{
	PirContext *ctx = pirOperationGetContext(op);
	uint32_t n = op->numResults;
	PirBlock *body = op->numRegions == 1 ? pirOperationGetRegion(op, 0)->first : NULL;
	if (!body || body->next || body->numArgs != n || op->numOperands != n + 1 || !body->last ||
	    !pirOperationHasTrait(body->last, PIR_TRAIT_TERMINATOR) || body->last->numOperands != n + 1)
		return;
	PirOperation *yield = body->last;
	PirType **want = pirMalloc(n * sizeof *want);
	uint32_t candidates = 0;
	for (uint32_t k = 0; k < n; k++) {
		PirValue *in = pirOperationGetOperand(op, k + 1), *arg = body->args[k], *w = pirOperationGetOperand(yield, k + 1);
		PirType *l = pirOperationGetResultType(op, k);
		want[k] = NULL;
		if (!in || !w || pirValueGetType(in) != l || pirValueGetType(arg) != l || pirValueGetType(w) != l ||
		    !pirTypeIsDenseTensor(l) || pinned(pirOperationGetResult(op, k)) || !onlyPinnedBy(op, in, false) ||
		    (w != arg && !onlyPinnedBy(op, w, true)))
			continue;
		PirType *t = refinedType(ctx, in);
		if (t != l) {
			want[k] = t;
			candidates++;
		}
	}
	for (int attempt = 0; attempt < 2 && candidates; attempt++) {
		size_t mark = I->undo.len;
		I->trials++;
		for (uint32_t k = 0; k < n; k++)
			if (want[k])
				setType(I, body->args[k], want[k]);
		for (PirOperation *b = body->first; b; b = pirOperationGetNextInBlock(b))
			pirOperationWalk(b, PIR_WALK_POST_ORDER, inferOp, I);
		bool ok = true;
		for (uint32_t k = 0; k < n; k++) {
			PirValue *w = pirOperationGetOperand(yield, k + 1);
			if (want[k] && w != body->args[k] && refinedType(ctx, w) != want[k]) {
				want[k] = NULL; /* its shape changes from one iteration to the next */
				candidates--;
				ok = false;
			}
		}
		I->trials--;
		if (!ok) {
			undoTo(I, mark);
			continue;
		}
		for (uint32_t k = 0; k < n; k++) {
			PirValue *w = pirOperationGetOperand(yield, k + 1);
			if (!want[k])
				continue;
			if (w != body->args[k])
				setType(I, w, want[k]);
			setType(I, pirOperationGetOperand(op, k + 1), want[k]);
			setType(I, pirOperationGetResult(op, k), want[k]);
		}
		break;
	}
	free(want);
}

/* With input-shapes: a dense tensor result takes the dims its rule infers
 * (-1 where the rule cannot tell), not its written sizes, which held for
 * the old input shapes; its element type stays unless undefined. */
static PirType *resized(PirContext *ctx, PirType *actual, PirType *inferred)
{
	if (actual && inferred && actual->kind == PIR_TYPE_VECTOR && inferred->kind == PIR_TYPE_VECTOR &&
	    actual->vec.size == inferred->vec.size) {
		uint32_t n = actual->vec.size;
		PirType **elems = pirMalloc((n ? n : 1) * sizeof *elems);
		for (uint32_t i = 0; i < n; i++)
			elems[i] = resized(ctx, actual->vec.elems[i], inferred->vec.elems[i]);
		PirType *r = pirTypeGetVector(ctx, n, elems);
		free(elems);
		return r;
	}
	if (!actual || !inferred || !pirTypeIsDenseTensor(actual) || !pirTypeIsDenseTensor(inferred) ||
	    actual->tensor.rank != inferred->tensor.rank || actual->kind != inferred->kind)
		return pirTypeRefineWithInferred(ctx, actual, inferred);
	PirType *elem = actual->tensor.elem->kind == PIR_TYPE_UNDEFINED ? inferred->tensor.elem : actual->tensor.elem;
	return pirTypeGetTensor(ctx, elem, inferred->tensor.rank, inferred->tensor.dims);
}

static PirWalkResult inferOp(PirOperation *op, void *ud)
{
	Infer *I = ud;
	if (pirOperationGetInfo(op)->flow == PIR_FLOW_LOOP && op->numResults) {
		inferLoop(I, op);
		return PIR_WALK_ADVANCE;
	}
	if (!pirOperationGetInfo(op)->iface.inferMeta || !op->numResults)
		return PIR_WALK_ADVANCE;
	PirContext *ctx = pirOperationGetContext(op);
	PirType *small[8];
	PirType **inferred = op->numResults <= 8 ? small : pirMalloc(op->numResults * sizeof *inferred);
	if (op->numRegions) {
		inferRegionOp(I, op, inferred);
	} else {
		infer(op, inferred);
		for (uint32_t i = 0; i < op->numResults; i++) {
			PirValue *v = pirOperationGetResult(op, i);
			PirType *t = I->resize ? resized(ctx, pirValueGetType(v), inferred[i])
					       : pirTypeRefineWithInferred(ctx, pirValueGetType(v), inferred[i]);
			if (t != pirValueGetType(v) && !pinned(v))
				setType(I, v, t);
		}
	}
	if (inferred != small)
		free(inferred);
	return PIR_WALK_ADVANCE;
}

/* Option input-shapes=NAME:D0xD1x...,...: the program input NAME (an op
 * of role variable_read whose storage is `input`, its variable attribute
 * NAME) gets those dims (as its result type and, where it has one, its
 * `shape` attribute). False, with an error, for an entry that names no
 * input or has another rank. */
static bool setInputShapes(PirProgram *prog, PirPassRun *run, const char *list)
{
	PirContext *ctx = pirProgramGetContext(prog);
	PirBlock *b = pirProgramGetBlock(prog);
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ','), *end = e ? e : p + strlen(p), *colon = memchr(p, ':', (size_t)(end - p));
		int64_t dims[16];
		uint32_t rank = 0;
		bool ok = colon != NULL && colon > p;
		for (const char *q = colon ? colon + 1 : end; ok && q < end && rank < 16;) {
			char *stop;
			long long d = strtoll(q, &stop, 10);
			ok = stop > q && d >= 0 && (stop == end || *stop == 'x');
			dims[rank++] = d;
			q = stop < end ? stop + 1 : end;
		}
		if (!ok || !rank) {
			pirEmitDiagnostic(ctx, PIR_SEV_ERROR, (PirLocation){0},
					  "infer-shapes: input-shapes expects NAME:D0xD1x... entries, got '%.*s'", (int)(end - p), p);
			return false;
		}
		bool found = false;
		for (PirOperation *op = pirBlockGetFirstOp(b); op; op = pirOperationGetNextInBlock(op)) {
			const PirOpInfo *info = pirOperationGetInfo(op);
			PirAttribute *n = info->role == PIR_ROLE_VARIABLE_READ && info->varKey && info->varStorage &&
						  !strcmp(info->varStorage->str, "input")
					  ? pirAttrDictLookup(pirOperationGetAttrDict(op), info->varKey)
					  : NULL;
			if (!n || n->kind != PIR_ATTR_STR || n->text->len != (size_t)(colon - p) ||
			    memcmp(n->text->str, p, (size_t)(colon - p)) || op->numResults != 1)
				continue;
			PirValue *v = pirOperationGetResult(op, 0);
			PirType *t = pirValueGetType(v);
			if (!pirTypeIsDenseTensor(t) || t->tensor.rank != rank) {
				pirEmitOpError(op, "is input '%.*s', whose rank is not the %u of input-shapes", (int)(colon - p), p, rank);
				return false;
			}
			pirValueSetType(v, pirTypeGetTensor(ctx, t->tensor.elem, rank, dims));
			PirAttribute *shape = pirAttrDictLookup(pirOperationGetAttrDict(op), pirIdentGetCStr(ctx, "shape"));
			if (shape && shape->kind == PIR_ATTR_INT_ARRAY)
				pirOperationSetAttr(op, "shape", pirAttrGetIntArray(ctx, rank, dims));
			run->stats[STAT_REFINED]++;
			run->changed = found = true;
		}
		if (!found) {
			pirEmitDiagnostic(ctx, PIR_SEV_ERROR, (PirLocation){0},
					  "infer-shapes: input-shapes names '%.*s', which is no input of the program", (int)(colon - p), p);
			return false;
		}
		p = e ? e + 1 : end;
	}
	return true;
}

static bool runInferShapes(PirProgram *prog, PirPassRun *run)
{
	Infer I = {.run = run};
	if (run->names[OPT_INPUT_SHAPES]) {
		if (!setInputShapes(prog, run, run->names[OPT_INPUT_SHAPES]->str))
			return false;
		I.resize = true;
	}
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, inferOp, &I);
	pirPtrVecFree(&I.undo);
	return true;
}

const PirPass pirInferShapesPass = {
	.argument = "infer-shapes",
	.name = "InferShapes",
	.summary = "Refine -1 dims and unknown dtypes of results from the ops' shape/dtype inference rules",
	.stats = {{"num-refined", "Number of result types refined"}},
	.options = {{"input-shapes", "NAME:D0xD1x...,...: give these program inputs these dims, and re-derive every "
				     "result's dims from the rules (written sizes too)", 0, false, PIR_PASS_OPTION_NAMES}},
	.run = runInferShapes,
};
