/* append_backward_cf.c: control flow in --append-backward (docs/passes.md, "append-backward"):
 * instruments the forward if/while (region flow branch/loop) with stacks onto which each of their
 * blocks pushes every local value, and builds their backward, whose blocks pop those values, last
 * push first, and hold the backward of the forward blocks: in Paddle's form a second op of the
 * forward's own kind (a second if on the same condition, a while over the stack's test) marked
 * op_role 1; in the design's form the op's `backward` entry (if_grad, while_grad). Stack ops are
 * found by role and signature, never by name. */
#include <stdlib.h>
#include <string.h>

#include "../../lib/sys/speed_paths.h"
#include "append_backward.h"
#include "backward_role.h"

static bool fail(AB *ab, PirOperation *op, const char *msg)
{
	pirEmitOpError(op, "%s", msg);
	ab->failed = true;
	return false;
}

static bool handleOf(const PirValueDef *d, PirIdent *type)
{
	return d->constraint == PIR_TC_HANDLE && d->typeName == type;
}

bool abFindStackOps(AB *ab)
{
	size_t n;
	PirOpInfo **infos = pirContextGetRegisteredOpInfos(ab->ctx, &n);
	ABStackOps *s = &ab->ops;
	s->paddle = !ab->design;
	for (size_t i = 0; i < n && !s->create; i++) {
		const PirOpDef *d = infos[i]->def;
		if (!infos[i]->registered || infos[i]->role != PIR_ROLE_STACK_CREATE || !d->numOutputs || d->numInputs ||
		    d->outputs[0].constraint != PIR_TC_HANDLE)
			continue;
		bool ends = d->numOutputs >= 3 && !d->outputs[1].optional && !d->outputs[2].optional &&
			    d->outputs[1].constraint == PIR_TC_HANDLE && d->outputs[2].constraint == PIR_TC_HANDLE;
		bool alone = d->numOutputs == 1 || d->outputs[1].optional;
		if (s->paddle ? ends : alone)
			s->create = infos[i];
	}
	if (!s->create) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, pirOperationGetLoc(ab->prog->module),
				  "append-backward: no op creates a stack of the %s form (role stack_create)",
				  s->paddle ? "Paddle" : "design");
		ab->failed = true;
		return false;
	}
	const PirOpDef *c = s->create->def;
	PirIdent *stackT = c->outputs[0].typeName, *inT = s->paddle ? c->outputs[1].typeName : stackT,
		 *outT = s->paddle ? c->outputs[2].typeName : stackT;
	PirStackTestMeaning want = s->paddle ? PIR_TEST_NONEMPTY : PIR_TEST_EMPTY;
	for (size_t i = 0; i < n; i++) {
		PirOpInfo *info = infos[i];
		const PirOpDef *d = info->def;
		if (!info->registered || !d->numInputs)
			continue;
		if (!s->push && info->role == PIR_ROLE_STACK_PUSH && handleOf(&d->inputs[0], inT))
			s->push = info;
		if (!s->pop && info->role == PIR_ROLE_STACK_POP && handleOf(&d->inputs[0], outT))
			s->pop = info;
		if (!s->test && info->role == PIR_ROLE_STACK_TEST && handleOf(&d->inputs[0], stackT) &&
		    d->trueWhen == want)
			s->test = info;
	}
	s->testTrueWhenEmpty = want == PIR_TEST_EMPTY;
	for (uint32_t i = 0; i < (s->paddle ? 3u : 1u); i++)
		s->handles[i] = pirTypeGetDialect(ab->ctx, c->outputs[i].typeName->str, c->outputs[i].typeName->len);
	if (!s->push || !s->pop || !s->test) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, pirOperationGetLoc(ab->prog->module),
				  "append-backward: the %s stack form needs ops with roles stack_push, stack_pop and "
				  "stack_test (true_when: %s) on its handle types",
				  s->paddle ? "Paddle" : "design", s->paddle ? "nonempty" : "empty");
		ab->failed = true;
		return false;
	}
	return true;
}

static PirValue *createStack(AB *ab, PirBlock *b, PirOperation *before, PirValue **in, PirValue **out);

/* Whether op's regions hold (at any depth) an array op on an array whose
 * buffer needs a gradient: one made outside op, written or read in it (a
 * loop writing into an array it does not carry) makes op's backward needed
 * even when none of its results need a gradient. Remembered per op: the
 * memo is a speed-only path (PIR_SPEED_ONLY); the general one walks the
 * regions at every ask. */
static bool nestedArrayActive(AB *ab, PirOperation *op)
{
	void *known = PIR_SPEED_ONLY(true) ? pirPtrMapGet(&ab->arrayActive, op) : NULL;
	if (known)
		return known == (void *)ab;
	bool active = false;
	for (uint32_t r = 0; r < op->numRegions && !active; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b && !active; b = b->next)
			for (PirOperation *o = b->first; o && !active; o = pirOperationGetNextInBlock(o)) {
				PirOpRole role = (PirOpRole)pirOperationGetInfo(o)->role;
				if ((role == PIR_ROLE_ARRAY_READ || role == PIR_ROLE_ARRAY_WRITE || role == PIR_ROLE_ARRAY_TO_TENSOR) &&
				    o->numOperands)
					active = abNeedsGrad(ab, pirOperationGetOperand(o, 0));
				else if (o->numRegions)
					active = nestedArrayActive(ab, o);
			}
	if (PIR_SPEED_ONLY(true))
		pirPtrMapPut(&ab->arrayActive, op, active ? (void *)ab : (void *)&ab->arrayActive);
	return active;
}

bool abRegionOpActive(AB *ab, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (abNeedsGrad(ab, pirOperationGetResult(op, i)) && abCarriesGrad(pirOperationGetResultType(op, i)))
			return true;
	if (ab->anyWrites && nestedArrayActive(ab, op))
		return true;
	/* A loop whose pushed values a backward loop popped and the loss
	 * depends on (second derivatives): the gradients of the popped
	 * copies come back to its locals through its own backward. */
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				if (pirOperationGetInfo(o)->role == PIR_ROLE_STACK_PUSH)
					for (uint32_t i = 1; i < o->numOperands; i++)
						if (abNeedsGrad(ab, pirOperationGetOperand(o, i)) &&
						    abGradType(pirOperationGetOperandType(o, i)))
							return true;
	return false;
}

static void onlyPush(void *user, PirOperation *push, uint32_t j)
{
	(void)j;
	PirOperation **found = user;
	found[found[0] ? 1 : 0] = push;
}

bool abPopGrad(AB *ab, PirOperation *pop)
{
	bool any = false;
	for (uint32_t i = 0; i < pop->numResults && !any; i++) {
		ABValue *v = abFind(ab, pirOperationGetResult(pop, i));
		any = v && v->grad;
	}
	if (!any)
		return true;
	PirOperation *found[2] = {NULL, NULL};
	abForEachPaired(pop, 0, onlyPush, found);
	if (!ab->ops.paddle || !found[0] || found[1] || !ab->frames[0].anchor)
		return fail(ab, pop, "pops values the loss depends on (a second derivative through a loop), but "
				     "append-backward takes their gradients back only for Paddle's stack form (one "
				     "tuple push per stack, design=0)");
	PirOperation *push = found[0];
	ABGradStack *gs = pirPtrMapGet(&ab->gradStacks, push);
	if (!gs) {
		gs = pirArenaAlloc(&ab->arena, sizeof *gs);
		*gs = (ABGradStack){0};
		gs->elems = pirArenaAlloc(&ab->arena, (push->numOperands + 1) * sizeof *gs->elems);
		for (uint32_t j = 0; j + 1 < push->numOperands; j++)
			if (abNeedsGrad(ab, pirOperationGetOperand(push, j + 1)) &&
			    abGradType(pirOperationGetOperandType(push, j + 1)))
				gs->elems[gs->n++] = j;
		/* In the module block, before the outermost grad region op
		 * being built: both the loop popping now and the backward of
		 * the pushing loop (built later) see it. */
		createStack(ab, pirProgramGetBlock(ab->prog), ab->frames[0].anchor, &gs->inlet, &gs->outlet);
		pirPtrMapPut(&ab->gradStacks, push, gs);
		pirPtrVecPush(&ab->gradStackList, gs);
	}
	PirValue **vals = pirMalloc((gs->n + 1) * sizeof *vals);
	vals[0] = gs->inlet;
	for (uint32_t k = 0; k < gs->n && !ab->failed; k++) {
		PirValue *r = pirOperationGetResult(pop, gs->elems[k]);
		ABValue *v = abFind(ab, r);
		vals[k + 1] = v && v->grad ? v->grad : abZeros(ab, abBwd(ab), NULL, r);
	}
	if (!ab->failed)
		abCreate(ab, abBwd(ab), NULL, ab->ops.push, gs->n + 1, vals, 0, NULL, NULL, 0);
	free(vals);
	return !ab->failed;
}

bool abPushGrad(AB *ab, PirOperation *push)
{
	ABGradStack *gs = pirPtrMapGet(&ab->gradStacks, push);
	if (!gs)
		return true;
	if (gs->popped)
		return fail(ab, push, "append-backward: internal error: the gradients of its popped values are taken twice");
	PirType **types = pirMalloc((gs->n + 1) * sizeof *types);
	for (uint32_t k = 0; k < gs->n; k++)
		types[k] = pirOperationGetOperandType(push, gs->elems[k] + 1);
	PirOperation *pop = abCreate(ab, abBwd(ab), NULL, ab->ops.pop, 1, &gs->outlet, gs->n, types, NULL, 0);
	free(types);
	for (uint32_t k = 0; k < gs->n; k++)
		abAddGrad(ab, pirOperationGetOperand(push, gs->elems[k] + 1), pirOperationGetResult(pop, k));
	gs->popped = true;
	return !ab->failed;
}

/* A new stack before `before` in block b: its value, push end and pop end. */
static PirValue *createStack(AB *ab, PirBlock *b, PirOperation *before, PirValue **in, PirValue **out)
{
	PirOperation *op = abCreate(ab, b, before, ab->ops.create, 0, NULL, ab->ops.paddle ? 3 : 1, ab->ops.handles, NULL, 0);
	*in = ab->ops.paddle ? pirOperationGetResult(op, 1) : pirOperationGetResult(op, 0);
	*out = ab->ops.paddle ? pirOperationGetResult(op, 2) : pirOperationGetResult(op, 0);
	return pirOperationGetResult(op, 0);
}

/* Replaces b's terminator by one with `extra` as its last operand. */
static void appendTerminatorOperand(AB *ab, PirBlock *b, PirValue *extra)
{
	PirOperation *t = pirBlockGetTerminator(b);
	PirValue **vals = pirMalloc((t->numOperands + 1) * sizeof *vals);
	for (uint32_t i = 0; i < t->numOperands; i++)
		vals[i] = pirOperationGetOperand(t, i);
	vals[t->numOperands] = extra;
	PirOperation *nt = abCreate(ab, b, t, pirOperationGetInfo(t), t->numOperands + 1, vals, 0, NULL,
	                            pirOperationGetAttrDict(t), 0);
	nt->loc = t->loc;
	free(vals);
	pirOperationErase(t);
}

/* Pushes every local value of b (its arguments but the stack, then the
 * results of its ops in order) onto `target`, right before b's
 * terminator: one tuple (Paddle's form) or one push per value (the
 * design's). Remembers the list for the pops. An absent result (an
 * optional result the op does not produce, <<NULL TYPE>>) holds nothing
 * and is not pushed: a stack op may not take it, and the grad ops take
 * it as absent (append_backward.c, gradOp). */
static bool pushLocals(AB *ab, PirBlock *b, PirValue *target, PirValue *skip)
{
	PirOperation *t = pirBlockGetTerminator(b);
	if (!t)
		return fail(ab, pirBlockGetParentOp(b), "has a block without terminator; append-backward cannot instrument it");
	size_t n = b->numArgs;
	for (PirOperation *op = b->first; op != t; op = pirOperationGetNextInBlock(op))
		n += op->numResults;
	ABPushList *pl = pirArenaAlloc(&ab->arena, sizeof *pl);
	pl->vals = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *pl->vals);
	for (uint32_t i = 0; i < b->numArgs; i++)
		if (b->args[i] != skip)
			pl->vals[pl->n++] = b->args[i];
	for (PirOperation *op = b->first; op != t; op = pirOperationGetNextInBlock(op))
		for (uint32_t i = 0; i < op->numResults; i++)
			if (pirOperationGetResultType(op, i)->kind != PIR_TYPE_NULL &&
			    pirOperationGetInfo(op)->role != PIR_ROLE_ROUTE) /* unset but one: abPrimal reads x */
				pl->vals[pl->n++] = pirOperationGetResult(op, i);
	pirPtrMapPut(&ab->pushed, b, pl);
	if (ab->ops.paddle) {
		PirValue **vals = pirMalloc((pl->n + 1) * sizeof *vals);
		vals[0] = target;
		memcpy(vals + 1, pl->vals, pl->n * sizeof *vals);
		abCreate(ab, b, t, ab->ops.push, pl->n + 1, vals, 0, NULL, NULL, 0);
		free(vals);
	} else {
		for (uint32_t i = 0; i < pl->n; i++) {
			PirValue *vals[] = {target, pl->vals[i]};
			abCreate(ab, b, t, ab->ops.push, 2, vals, 0, NULL, NULL, 0);
		}
	}
	return true;
}

/* The op's per-result attributes (stop_gradient, ...) with one more entry
 * (true) for the stack result. */
static PirAttrDict *withStackResultAttr(AB *ab, PirAttrDict *d, uint32_t oldN)
{
	PirNamedAttr *e = pirMalloc((d->size + 1) * sizeof *e);
	for (uint32_t k = 0; k < d->size; k++) {
		e[k] = d->entries[k];
		PirAttribute *a = e[k].value;
		if (pirContextIsResultAttribute(ab->ctx, e[k].name) && a->kind == PIR_ATTR_ARRAY && a->array.size == oldN) {
			PirAttribute **el = pirMalloc((oldN + 1) * sizeof *el);
			memcpy(el, a->array.elems, oldN * sizeof *el);
			el[oldN] = pirAttrGetBool(ab->ctx, true);
			e[k].value = pirAttrGetArray(ab->ctx, oldN + 1, el);
			free(el);
		}
	}
	PirAttrDict *r = pirAttrDictGet(ab->ctx, d->size, e, NULL);
	free(e);
	return r;
}

/* The design's form of an if or a two-region while (docs/design.md §3.6,
 * §3.7): a new op with an init region creating the stack, the stack as a
 * block argument and terminator operand of the other regions, and as the
 * op's last result. */
static bool instrumentCarried(AB *ab, PirOperation *p, ABStack *st)
{
	bool loop = pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP;
	PirType *stackT = ab->ops.handles[0];
	uint32_t nr = p->numResults;
	PirType **types = pirMalloc((nr + 1) * sizeof *types);
	PirValue **opnds = pirMalloc((p->numOperands + 1) * sizeof *opnds);
	for (uint32_t i = 0; i < nr; i++)
		types[i] = pirOperationGetResultType(p, i);
	types[nr] = stackT;
	for (uint32_t i = 0; i < p->numOperands; i++)
		opnds[i] = pirOperationGetOperand(p, i);
	PirOperation *q = abCreate(ab, pirOperationGetBlock(p), p, pirOperationGetInfo(p), p->numOperands, opnds,
	                           nr + 1, types, withStackResultAttr(ab, pirOperationGetAttrDict(p), nr), 3);
	q->loc = p->loc;
	free(types);
	for (uint32_t r = 0; r < 2; r++)
		while (pirOperationGetRegion(p, r)->first) {
			PirBlock *b = pirOperationGetRegion(p, r)->first;
			pirRegionRemoveBlock(pirOperationGetRegion(p, r), b);
			pirRegionAppendBlock(pirOperationGetRegion(q, r + 1), b);
		}
	PirBlock *init = pirBlockCreate(ab->prog);
	pirRegionAppendBlock(pirOperationGetRegion(q, 0), init);
	uint32_t ni = loop ? p->numOperands : 0;
	for (uint32_t i = 0; i < ni; i++)
		opnds[i] = pirBlockAddArgument(ab->prog, init, pirOperationGetOperandType(p, i));
	PirValue *in, *out;
	opnds[ni] = createStack(ab, init, NULL, &in, &out);
	PirOperation *yieldT = pirBlockGetTerminator(pirOperationGetRegion(q, 2)->first);
	abCreate(ab, init, NULL, pirOperationGetInfo(yieldT), ni + 1, opnds, 0, NULL, NULL, 0);
	free(opnds);
	for (uint32_t r = 1; r < 3; r++) {
		PirBlock *b = pirOperationGetRegion(q, r)->first;
		PirValue *a = pirBlockAddArgument(ab->prog, b, stackT);
		if (!pushLocals(ab, b, a, a))
			return false;
		appendTerminatorOperand(ab, b, a);
	}
	for (uint32_t i = 0; i < nr; i++) {
		ABValue *iv = abFind(ab, pirOperationGetResult(p, i));
		if (iv) {
			iv->v = pirOperationGetResult(q, i);
			abRebind(ab, pirOperationGetResult(q, i), iv);
		}
		/* A tensor array result is the buffer p's was (abFindWrites); when
		 * p's result named its buffer (its branches yield different ones:
		 * refused later), q's names it now. */
		if (ab->anyWrites && abIsArray(pirOperationGetResultType(p, i))) {
			PirValue *pr = pirOperationGetResult(p, i), *qr = pirOperationGetResult(q, i), *root = abBufRoot(ab, pr);
			if (root == pr)
				pirPtrMapPut(&ab->bufRoot, pr, qr);
			else
				pirPtrMapPut(&ab->bufRoot, qr, root);
		}
		pirValueReplaceAllUsesWith(pirOperationGetResult(p, i), pirOperationGetResult(q, i));
	}
	if (pirPtrMapGet(&ab->arrayBad, p)) /* its arrays are not one buffer per position (abFindWrites) */
		pirPtrMapPut(&ab->arrayBad, q, q);
	pirPtrMapPut(&ab->arrayBad, p, NULL);
	pirPtrMapPut(&ab->arrayActive, p, NULL); /* a later op may take p's memory */
	pirOperationErase(p);
	st->carried = true;
	st->stack[0] = pirOperationGetResult(q, nr);
	pirPtrMapPut(&ab->stackOf, q, st);
	return true;
}

/* A second backward of an op the design's form instrumented (three
 * regions: docs/design.md §3.9): its blocks push already, and a first grad
 * op pops its stack; this backward pops a copy of the stack, taken right
 * after the op (a stack_create op taking the stack), and finds what was
 * pushed from the pushes. */
static bool reuseCarried(AB *ab, PirOperation *p, ABStack *st)
{
	if (!ab->design)
		return fail(ab, p, "was instrumented in the design's stack form (an init region); differentiate it again "
				   "with design=1");
	if (pirOperationGetBlock(p) != pirProgramGetBlock(ab->prog))
		return fail(ab, p, "already has an init region (it was differentiated before); a second backward of it "
				   "inside another region op is not supported yet");
	/* An op in its blocks instrumented anew by this run (a one-region
	 * while: its stacks are created before it) has stacks the reused
	 * pushes do not carry. */
	for (uint32_t r = 1; r < p->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next)
			for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
				ABStack *inner = op->numRegions ? pirPtrMapGet(&ab->stackOf, op) : NULL;
				if (inner && !inner->carried)
					return fail(ab, p, "already has an init region (it was differentiated before) and holds a "
							   "region op whose stacks a second backward creates anew; a second "
							   "backward of it is not supported yet");
			}
	PirValue *s = pirOperationGetResult(p, p->numResults - 1);
	PirOpInfo *copy = ab->ops.copy;
	size_t n;
	PirOpInfo **infos = pirContextGetRegisteredOpInfos(ab->ctx, &n);
	for (size_t i = 0; i < n && !copy; i++) {
		const PirOpDef *d = infos[i]->def;
		if (infos[i]->registered && infos[i]->role == PIR_ROLE_STACK_CREATE && d->numInputs == 1 &&
		    d->numOutputs == 1 && handleOf(&d->inputs[0], ab->ops.create->def->outputs[0].typeName) &&
		    d->outputs[0].typeName == d->inputs[0].typeName)
			copy = infos[i];
	}
	if (!copy)
		return fail(ab, p, "needs a stack copy (an op of role stack_create taking a stack) for a second backward");
	ab->ops.copy = copy;
	for (uint32_t r = 1; r < 3; r++) {
		PirBlock *b = pirOperationGetRegion(p, r)->first;
		if (!b || !pirBlockGetTerminator(b))
			return fail(ab, p, "has a region without a terminated block; append-backward cannot differentiate it");
		PirValue *a = b->numArgs ? b->args[b->numArgs - 1] : NULL;
		size_t k = 0;
		for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
			if (pirOperationGetInfo(op)->role == PIR_ROLE_STACK_PUSH && op->numOperands &&
			    pirOperationGetOperand(op, 0) == a)
				k += op->numOperands - 1;
		ABPushList *pl = pirArenaAlloc(&ab->arena, sizeof *pl);
		pl->vals = pirArenaAlloc(&ab->arena, (k + 1) * sizeof *pl->vals);
		for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
			if (pirOperationGetInfo(op)->role == PIR_ROLE_STACK_PUSH && op->numOperands &&
			    pirOperationGetOperand(op, 0) == a) {
				if (op->numOperands != 2)
					return fail(ab, p, "pushes several values at once; append-backward pops one at a time");
				pl->vals[pl->n++] = pirOperationGetOperand(op, 1);
			}
		pirPtrMapPut(&ab->pushed, b, pl);
	}
	PirType *type = pirValueGetType(s);
	PirOperation *c =
		abCreate(ab, pirOperationGetBlock(p), pirOperationGetNextInBlock(p), copy, 1, &s, 1, &type, NULL, 0);
	st->carried = true;
	st->stack[0] = pirOperationGetResult(c, 0);
	pirPtrMapPut(&ab->stackOf, p, st);
	return true;
}

bool abInstrument(AB *ab, PirOperation *p)
{
	uint32_t n = p->numRegions;
	bool loop = pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP;
	if (n == 3)
		return reuseCarried(ab, p, pirArenaAlloc(&ab->arena, sizeof(ABStack)));
	if (!loop && n != 2)
		return fail(ab, p, "has neither two nor three regions; append-backward cannot differentiate it");
	for (uint32_t r = 0; r < n; r++)
		if (!pirOperationGetRegion(p, r)->first || pirOperationGetRegion(p, r)->first->next || !pirBlockGetTerminator(pirOperationGetRegion(p, r)->first))
			return fail(ab, p, "has a region without one terminated block; append-backward cannot instrument it");
	ABStack *st = pirArenaAlloc(&ab->arena, sizeof *st);
	if (ab->design && n == 2)
		return instrumentCarried(ab, p, st);
	/* Paddle's form (and the design's stacks on a one-region while): one
	 * stack per region, created right before the op, the region pushing
	 * through its inlet. */
	for (uint32_t r = 0; r < n; r++) {
		PirValue *in, *out;
		st->stack[r] = createStack(ab, pirOperationGetBlock(p), p, &in, &out);
		st->outlet[r] = out;
		if (!pushLocals(ab, pirOperationGetRegion(p, r)->first, in, NULL))
			return false;
	}
	pirPtrMapPut(&ab->stackOf, p, st);
	return true;
}

/* Pops, in backward block b, what forward block fwd pushed, from src:
 * the popped copies become those values' primals. */
static bool popLocals(AB *ab, PirBlock *fwd, PirBlock *b, PirValue *src)
{
	ABPushList *pl = pirPtrMapGet(&ab->pushed, fwd);
	if (!pl || !src)
		return false;
	if (ab->ops.paddle) {
		PirType **types = pirMalloc((pl->n + 1) * sizeof *types);
		for (uint32_t i = 0; i < pl->n; i++)
			types[i] = pirValueGetType(pl->vals[i]);
		PirOperation *op = abCreate(ab, b, NULL, ab->ops.pop, 1, &src, pl->n, types, NULL, 0);
		free(types);
		for (uint32_t i = 0; i < pl->n; i++)
			abInfo(ab, pl->vals[i])->primal = pirOperationGetResult(op, i);
	} else {
		for (uint32_t i = pl->n; i-- > 0;) {
			PirType *type = pirValueGetType(pl->vals[i]);
			PirOperation *op = abCreate(ab, b, NULL, ab->ops.pop, 1, &src, 1, &type, NULL, 0);
			abInfo(ab, pl->vals[i])->primal = pirOperationGetResult(op, 0);
		}
	}
	return true;
}

/* Whether the backward loop goes on: the stack still holds groups. */
static PirValue *goOn(AB *ab, PirBlock *b, PirValue *stack)
{
	int64_t one = 1;
	PirType *bt = pirTypeGetTensor(ab->ctx, pirTypeGetScalar(ab->ctx, PIR_TYPE_BOOL), 1, &one);
	PirValue *t = pirOperationGetResult(abCreate(ab, b, NULL, ab->ops.test, 1, &stack, 1, &bt, NULL, 0), 0);
	if (!ab->ops.testTrueWhenEmpty)
		return t;
	PirOpInfo *no = abRoleOp(ab, PIR_ROLE_NOT);
	return no ? pirOperationGetResult(abCreate(ab, b, NULL, no, 1, &t, 1, &bt, NULL, 0), 0) : NULL;
}

static PirValue *gradOrZeros(AB *ab, PirBlock *b, PirValue *v)
{
	PirValue *g = abInfo(ab, v)->grad;
	return g ? g : abZeros(ab, b, NULL, v);
}

static PirOpInfo *gradInfo(AB *ab, PirOperation *p)
{
	const PirOpDef *d = pirOperationGetInfo(p)->def;
	if ((!d || !d->backward) && pirOperationGetInfo(p)->isGrad) {
		/* The backward of a backward loop or branch: its pops would
		 * need gradients pushed in the order the forward ran. */
		fail(ab, p, "is the backward of a region op, which has no backward: second derivatives through control "
			    "flow are not supported yet, but the gradient of the loss flows through it");
		return NULL;
	}
	if (!d || !d->backward) {
		fail(ab, p, "has no backward (no 'backward' entry in its definition), but the gradient of the loss "
			    "flows through it");
		return NULL;
	}
	PirOpInfo *g = abGradInfoOf(ab, pirOperationGetInfo(p));
	if (!g) {
		fail(ab, p, "has a backward op that is not defined");
		return NULL;
	}
	/* Paddle's form: the backward is an op of the forward's own kind. */
	return ab->paddleCF ? pirOperationGetInfo(p) : g;
}

/* Moves the blocks of every region of `from` to the same region of `to`. */
static void moveRegions(PirOperation *from, PirOperation *to)
{
	for (uint32_t r = 0; r < from->numRegions && r < to->numRegions; r++)
		while (pirOperationGetRegion(from, r)->first) {
			PirBlock *b = pirOperationGetRegion(from, r)->first;
			pirRegionRemoveBlock(pirOperationGetRegion(from, r), b);
			pirRegionAppendBlock(pirOperationGetRegion(to, r), b);
		}
}

/* The type of a collected gradient: its value's, or its vec element's. */
static PirType *extType(const ABExt *e)
{
	PirType *t = pirValueGetType(e->i->v);
	return e->elem < 0 ? t : t->vec.elems[e->elem];
}

/* The collected gradients of the frames of a backward if's branches or a
 * backward while's blocks, kept after the frames are left: per block,
 * its map (gradient slot -> ABExt); all: one ABExt per slot, in the
 * order of the first contribution in any block. */
typedef struct ABCollected {
	PirPtrMap ext[2];
	PirPtrVec all;
	PirPtrMap inAll;
} ABCollected;

/* Takes over the collected gradients of the top frame (block k). */
static void takeCollected(AB *ab, ABCollected *c, uint32_t k)
{
	ABFrame *f = &ab->frames[ab->depth - 1];
	c->ext[k] = f->ext;
	f->ext = (PirPtrMap){0};
	for (size_t j = 0; j < f->extList.len; j++)
		if (!pirPtrMapGet(&c->inAll, ((ABExt *)f->extList.data[j])->slot)) {
			pirPtrMapPut(&c->inAll, ((ABExt *)f->extList.data[j])->slot, f->extList.data[j]);
			pirPtrVecPush(&c->all, f->extList.data[j]);
		}
}

static void freeCollected(ABCollected *c)
{
	pirPtrMapFree(&c->ext[0]);
	pirPtrMapFree(&c->ext[1]);
	pirPtrMapFree(&c->inAll);
	pirPtrVecFree(&c->all);
}

/* Makes the frame just pushed a collecting one (docs/passes.md, "if_grad"). */
static void collectHere(AB *ab)
{
	ab->frames[ab->depth - 1].collects = true;
	ab->frames[ab->depth - 1].collectBelow = (long)ab->depth - 1;
}

/* The backward if (if_grad, docs/design.md §3.6, or Paddle's second if):
 * the same condition; each branch pops what the forward branch pushed and
 * holds its backward, seeded with the gradients of the if's results at
 * the branch's yield. if_grad has no results: the gradients of values
 * defined outside it go in place into zero buffers before it. Paddle's if
 * returns them (IfOp::Vjp): its branches collect them (ABFrame.collects)
 * and yield them, zeros where a branch has none, in the order of their
 * first contribution in either branch, and they are added to the values'
 * gradients from its results; so a second backward reaches them as
 * values, not as buffers written in place. */
static bool branchGrad(AB *ab, PirOperation *p, ABStack *st, PirOpInfo *gi)
{
	size_t d = ab->depth - 1;
	uint32_t first = st->carried ? 1 : 0, nres = p->numResults - (st->carried ? 1 : 0);
	PirValue *cond = abPrimal(ab, pirOperationGetOperand(p, 0));
	if (!cond)
		return false;
	PirOperation *g = abCreate(ab, abBwd(ab), NULL, gi, 1, &cond, 0, NULL, ab->gradRegionAttrs, 2);
	ab->frames[d].anchor = g;
	/* The seed's if_grad (the design's stacks and op) keeps its buffers. */
	bool collect = ab->paddleCF || !ab->design;
	ABCollected col = {0};
	/* The gradient arrays of outer buffers the branches change: their
	 * ABValue in order of the first change (arrays, inArrays) and each
	 * branch's last name of them (arrayName[k]: ABValue -> name). */
	PirPtrVec arrays = {0};
	PirPtrMap inArrays = {0}, arrayName[2] = {{0}, {0}};
	PirOperation *term[2] = {NULL, NULL};
	bool ok = true;
	for (uint32_t k = 0; k < 2 && ok; k++) {
		PirBlock *fwd = pirOperationGetRegion(p, first + k)->first, *b = pirBlockCreate(ab->prog);
		pirRegionAppendBlock(pirOperationGetRegion(g, k), b);
		PirValue *src = abPrimal(ab, st->carried ? st->stack[0] : st->outlet[k]);
		abPushFrame(ab, fwd, b);
		if (collect) {
			collectHere(ab);
			ab->frames[ab->depth - 1].arrays = true;
		}
		PirOperation *t = term[k] = pirBlockGetTerminator(fwd);
		/* The yield hands its operands' gradients on: a buffer an
		 * inplace op wrote before it (a first backward's gradient
		 * accumulated into a buffer inside a nested backward while) is not
		 * the value it names (abCheckWrites). */
		ok = popLocals(ab, fwd, b, src) && abCheckWrites(ab, t);
		/* (An array's gradient is its buffer's, the same as outside.) */
		for (uint32_t i = 0; ok && i < nres && i < t->numOperands; i++)
			if (!abIsArray(pirOperationGetResultType(p, i)))
				abAddGrad(ab, pirOperationGetOperand(t, i), abInfo(ab, pirOperationGetResult(p, i))->grad);
		ok = ok && abBuildBlock(ab);
		/* The branch's collected gradients outlive its frame, and so do
		 * the names it gave the gradient arrays of outer buffers. */
		takeCollected(ab, &col, k);
		ABFrame *f = &ab->frames[ab->depth - 1];
		for (size_t j = 0; j < f->arrayList.len; j++) {
			ABValue *a = f->arrayList.data[j];
			pirPtrMapPut(&arrayName[k], a, a->grad);
			if (!pirPtrMapGet(&inArrays, a)) {
				pirPtrMapPut(&inArrays, a, a);
				pirPtrVecPush(&arrays, a);
			}
		}
		abPopFrame(ab);
	}
	uint32_t n = (uint32_t)col.all.len, nArr = (uint32_t)arrays.len;
	PirValue **vals = pirMalloc((n + nArr + 1) * sizeof *vals);
	PirType **types = pirMalloc((n + nArr + 1) * sizeof *types);
	for (uint32_t k = 0; k < 2 && ok && !ab->failed && (ab->paddleCF || n + nArr); k++) {
		/* An if's branch ends in its terminator (the forward's kind),
		 * yielding the collected gradients (an if_grad yielding nothing
		 * has none). */
		PirBlock *b = pirOperationGetRegion(g, k)->first;
		ab->loc = pirOperationGetLoc(p);
		for (uint32_t j = 0; j < n && !ab->failed; j++) {
			ABExt *e = col.all.data[j], *mine = pirPtrMapGet(&col.ext[k], e->slot);
			types[j] = extType(e);
			vals[j] = mine && mine->grad ? mine->grad : abFill(ab, b, NULL, types[j], e->i->v, e->elem, 0.0);
		}
		/* A gradient array: the branch's last name of it, or the name it
		 * has outside (made before the if, where the other branch first
		 * needed it): one buffer either way, written in place. */
		for (uint32_t j = 0; j < nArr && !ab->failed; j++) {
			ABValue *a = arrays.data[j];
			PirValue *name = pirPtrMapGet(&arrayName[k], a);
			types[n + j] = pirValueGetType(a->v);
			vals[n + j] = name ? name : abArrayGradOf(ab, a->v);
			if (!vals[n + j]) {
				pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
						  "append-backward: internal error: a tensor array's gradient has no name outside the if");
				ab->failed = true;
			}
		}
		if (!ab->failed)
			abCreate(ab, b, NULL, pirOperationGetInfo(term[k]), n + nArr, vals, 0, NULL, NULL, 0);
	}
	ok = ok && !ab->failed;
	if (ok && n + nArr) {
		/* The op with its results: a new op takes the branches over. */
		PirOperation *h = abCreate(ab, abBwd(ab), g, gi, 1, &cond, n + nArr, types, ab->gradRegionAttrs, 2);
		moveRegions(g, h);
		pirOperationErase(g);
		ab->frames[d].anchor = g = h;
	}
	ab->loc = pirOperationGetLoc(p);
	if (ok)
		abSettleBuffers(ab);
	for (uint32_t j = 0; ok && j < n && !ab->failed; j++) {
		ABExt *e = col.all.data[j];
		abAddInto(ab, e->i, e->slot, e->bufSlot, e->elem, pirOperationGetResult(g, j));
	}
	/* After the if, a gradient array's name is the if's result. */
	for (uint32_t j = 0; ok && j < nArr && !ab->failed; j++)
		abSetArrayGrad(ab, ((ABValue *)arrays.data[j])->v, pirOperationGetResult(g, n + j), ab->depth - 1);
	free(vals);
	free(types);
	freeCollected(&col);
	pirPtrVecFree(&arrays);
	pirPtrMapFree(&inArrays);
	pirPtrMapFree(&arrayName[0]);
	pirPtrMapFree(&arrayName[1]);
	return ok && !ab->failed;
}

/* The backward while (while_grad, docs/design.md §3.7, corrected, or
 * Paddle's second while): the loop values' gradients
 * go backwards through the iterations; each block pops its forward
 * block's group and yields the gradients of its forward block's
 * arguments; the loop goes on while the stack has elements. With
 * Paddle's stacks (design=0), the gradients of the values its blocks
 * read from outside are loop values of it too, as Paddle's WhileOp::Vjp
 * builds them: zeros before it, each block adds its iteration's
 * contributions (collected functionally, as in a backward if's branch) to
 * its argument and yields the sum, and its results are added to those
 * values' gradients around it. So a second backward differentiates them
 * as values (docs/passes.md, "Double grad"). The design's stacks keep the
 * seed's zero buffers, added into in place. */
static bool loopGrad(AB *ab, PirOperation *p, ABStack *st, PirOpInfo *gi)
{
	size_t d = ab->depth - 1;
	uint32_t n = p->numRegions, nv = p->numResults - (st->carried ? 1 : 0), nblocks = n == 1 ? 1u : 2u;
	PirBlock *condF = n >= 2 ? pirOperationGetRegion(p, n - 2)->first : NULL, *bodyF = pirOperationGetRegion(p, n - 1)->first;
	uint32_t *act = pirMalloc((nv + 1) * sizeof *act), na = 0;
	bool collect = !ab->design;
	ABCollected col = {0};
	PirValue **yields[2] = {NULL, NULL};
	uint32_t numYields[2] = {0, 0};
	PirOpInfo *termInfo[2] = {NULL, NULL};
	PirValue **opnds = NULL, **xv = NULL;
	PirType **types = NULL, **xt = NULL;
	for (uint32_t q = 0; q < nv; q++) {
		PirValue *r = pirOperationGetResult(p, q);
		PirType *rt = pirValueGetType(r);
		if ((abGradType(rt) || abIsArray(rt)) &&
		    (abNeedsGrad(ab, r) || (condF && abNeedsGrad(ab, condF->args[q])) ||
		     abNeedsGrad(ab, bodyF->args[q])))
			act[na++] = q;
	}
	PirBlock *bwd = abBwd(ab);
	opnds = pirMalloc((na + 2) * sizeof *opnds);
	types = pirMalloc((na + 2) * sizeof *types);
	uint32_t no = 0;
	if (n == 1 && !(opnds[no++] = goOn(ab, bwd, abPrimal(ab, st->stack[0]))))
		goto fail;
	/* A carried array's gradient array G goes through the backward loop
	 * as a loop value (Paddle's while_grad carries it), changed in place by
	 * the iterations' array ops. */
	for (uint32_t k = 0; k < na; k++) {
		PirValue *r = pirOperationGetResult(p, act[k]);
		opnds[no++] = abIsArray(pirValueGetType(r)) ? abEnsureArrayGrad(ab, r) : gradOrZeros(ab, bwd, r);
		types[k] = pirOperationGetResultType(p, act[k]);
	}
	PirType *stackT = st->carried ? pirOperationGetResultType(p, nv) : NULL;
	if (st->carried) {
		opnds[no++] = abPrimal(ab, st->stack[0]);
		types[na] = stackT;
	}
	if (ab->failed)
		goto fail;
	uint32_t nres = na + (st->carried ? 1 : 0), numOpnds = no;
	PirOperation *g = abCreate(ab, bwd, NULL, gi, no, opnds, nres, types, ab->gradRegionAttrs, nblocks);
	ab->frames[d].anchor = g;
	PirBlock *blocks[2] = {NULL, NULL};
	for (uint32_t r = 0; r < nblocks && !ab->failed; r++) {
		bool isCond = n >= 2 && r == 0;
		PirBlock *fwd = isCond ? condF : bodyF, *b = blocks[r] = pirBlockCreate(ab->prog);
		pirRegionAppendBlock(pirOperationGetRegion(g, r), b);
		for (uint32_t k = 0; k < nres; k++)
			pirBlockAddArgument(ab->prog, b, types[k]);
		PirValue *carriedStack = st->carried ? b->args[na] : NULL;
		PirValue *src = carriedStack ? carriedStack : abPrimal(ab, st->outlet[n == 1 ? 0 : r]);
		abPushFrame(ab, fwd, b);
		if (collect)
			collectHere(ab);
		if (!popLocals(ab, fwd, b, src))
			goto fail;
		PirOperation *t = pirBlockGetTerminator(fwd);
		if (!abCheckWrites(ab, t)) /* as in branchGrad */
			goto fail;
		/* The block's arguments are the gradients of what its forward
		 * block yields as loop values (cond_yield and Paddle's yield:
		 * after the condition); a carried array's is G itself, the
		 * buffer's gradient in this block. */
		uint32_t skip = (isCond || n == 1) ? 1 : 0;
		for (uint32_t k = 0; k < na; k++) {
			if (abIsArray(types[k]))
				abSetArrayGrad(ab, fwd->args[act[k]], b->args[k], ab->depth - 1);
			else
				abAddGrad(ab, pirOperationGetOperand(t, skip + act[k]), b->args[k]);
		}
		if (!abBuildBlock(ab))
			goto fail;
		PirValue **y = yields[r] = pirMalloc((na + 3) * sizeof *y);
		no = 0;
		if (skip) {
			PirValue *test = carriedStack ? carriedStack : abPrimal(ab, st->stack[n == 1 ? 0 : 1]);
			if (!(y[no++] = goOn(ab, b, test)))
				goto fail;
		}
		for (uint32_t k = 0; k < na; k++)
			y[no++] = abIsArray(types[k]) ? abArrayGradOf(ab, fwd->args[act[k]]) : gradOrZeros(ab, b, fwd->args[act[k]]);
		if (carriedStack)
			y[no++] = carriedStack;
		numYields[r] = no;
		termInfo[r] = pirOperationGetInfo(t);
		if (ab->failed)
			goto fail;
		takeCollected(ab, &col, r);
		abPopFrame(ab);
	}
	ab->loc = pirOperationGetLoc(p);
	/* The collected gradients: one more loop value each, in every block
	 * (its argument plus the block's own contributions). */
	uint32_t nx = (uint32_t)col.all.len;
	xv = pirMalloc((numOpnds + nx + 1) * sizeof *xv);
	xt = pirMalloc((nres + nx + 1) * sizeof *xt);
	memcpy(xt, types, nres * sizeof *xt);
	for (uint32_t j = 0; j < nx; j++)
		xt[nres + j] = extType(col.all.data[j]);
	for (uint32_t r = 0; r < nblocks && !ab->failed; r++) {
		PirValue **y = yields[r] = pirRealloc(yields[r], (numYields[r] + nx + 1) * sizeof *y);
		for (uint32_t j = 0; j < nx && !ab->failed; j++) {
			ABExt *e = col.all.data[j], *mine = pirPtrMapGet(&col.ext[r], e->slot);
			PirValue *a = pirBlockAddArgument(ab->prog, blocks[r], xt[nres + j]);
			y[numYields[r]++] = mine && mine->grad ? abSum(ab, blocks[r], a, mine->grad) : a;
		}
		if (!ab->failed)
			abCreate(ab, blocks[r], NULL, termInfo[r], numYields[r], y, 0, NULL, NULL, 0);
	}
	if (ab->failed)
		goto fail;
	if (nx) {
		/* The op with the collected gradients as loop values: zeros
		 * before it, and a new op takes the blocks over. */
		memcpy(xv, opnds, numOpnds * sizeof *xv);
		for (uint32_t j = 0; j < nx && !ab->failed; j++) {
			ABExt *e = col.all.data[j];
			xv[numOpnds + j] = abFill(ab, bwd, g, xt[nres + j], e->i->v, e->elem, 0.0);
		}
		if (ab->failed)
			goto fail;
		PirOperation *h = abCreate(ab, bwd, g, gi, numOpnds + nx, xv, nres + nx, xt, ab->gradRegionAttrs, nblocks);
		moveRegions(g, h);
		pirOperationErase(g);
		ab->frames[d].anchor = g = h;
	}
	abSettleBuffers(ab);
	for (uint32_t k = 0; k < na; k++) {
		PirValue *in = pirOperationGetOperand(p, (n == 1 ? 1 : 0) + act[k]);
		if (abIsArray(types[k]))
			abSetArrayGrad(ab, in, pirOperationGetResult(g, k), ab->depth - 1); /* G after the loop */
		else
			abAddGrad(ab, in, pirOperationGetResult(g, k));
	}
	for (uint32_t j = 0; j < nx && !ab->failed; j++) {
		ABExt *e = col.all.data[j];
		abAddInto(ab, e->i, e->slot, e->bufSlot, e->elem, pirOperationGetResult(g, nres + j));
	}
	bool ok = !ab->failed;
	goto done;
fail:
	ab->failed = true;
	ok = false;
done:
	free(act);
	free(opnds);
	free(types);
	free(xv);
	free(xt);
	free(yields[0]);
	free(yields[1]);
	freeCollected(&col);
	return ok;
}

/* A vec carried through a region op's results or block arguments would
 * need a vec zero buffer and vec accumulation: refused, located. */
static bool carriesVec(AB *ab, PirOperation *p)
{
	for (uint32_t i = 0; i < p->numResults; i++)
		if (pirOperationGetResultType(p, i)->kind == PIR_TYPE_VECTOR && abNeedsGrad(ab, pirOperationGetResult(p, i)))
			return true;
	for (uint32_t r = 0; r < p->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next)
			for (uint32_t j = 0; j < b->numArgs; j++)
				if (pirValueGetType(b->args[j])->kind == PIR_TYPE_VECTOR && abNeedsGrad(ab, b->args[j]))
					return true;
	return false;
}

/* Whether a tensor array p carries (a result or block argument) needs a
 * gradient. */
static bool carriesArrayGrad(AB *ab, PirOperation *p)
{
	for (uint32_t i = 0; i < p->numResults; i++)
		if (abIsArray(pirOperationGetResultType(p, i)) && abNeedsGrad(ab, pirOperationGetResult(p, i)))
			return true;
	for (uint32_t r = 0; r < p->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next)
			for (uint32_t j = 0; j < b->numArgs; j++)
				if (abIsArray(pirValueGetType(b->args[j])) && abNeedsGrad(ab, b->args[j]))
					return true;
	return false;
}

bool abRegionGrad(AB *ab, PirOperation *p)
{
	if (carriesVec(ab, p))
		return fail(ab, p, "carries a vec the loss depends on through its results or block arguments; "
				   "append-backward differentiates vecs only within a block");
	if (pirPtrMapGet(&ab->arrayBad, p) && carriesArrayGrad(ab, p))
		return fail(ab, p, pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP
				   ? "carries a tensor array the loss depends on, but an iteration hands on another array "
				     "than it received (or the op has an init region); append-backward differentiates a "
				     "carried array only as one buffer, written in place"
				   : "gives, as a result the loss depends on, tensor arrays its branches do not share (an "
				     "array a branch makes); append-backward differentiates an array through an if only as "
				     "one buffer both branches yield");
	ABStack *st = pirPtrMapGet(&ab->stackOf, p);
	PirRegionFlow flow = (PirRegionFlow)pirOperationGetInfo(p)->flow;
	if (flow != PIR_FLOW_BRANCH && flow != PIR_FLOW_LOOP)
		return fail(ab, p, "is on the gradient's path, but append-backward only differentiates region ops "
				   "of region flow branch or loop");
	if (!st)
		return fail(ab, p, "append-backward: internal error: the region op was not instrumented");
	PirOpInfo *gi = gradInfo(ab, p);
	if (!gi)
		return false;
	if (pirOperationGetInfo(p)->isGrad || pirIsBackwardRegionOp(p)) {
		/* A backward loop: what it pops must be traced to its pushes,
		 * which only Paddle's tuple stacks allow (abForEachPaired). */
		for (uint32_t r = 0; r < p->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next)
				for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
					if (pirOperationGetInfo(o)->role != PIR_ROLE_STACK_POP)
						continue;
					PirOperation *found[2] = {NULL, NULL};
					abForEachPaired(o, 0, onlyPush, found);
					if (!ab->ops.paddle || !found[0] || found[1])
						return fail(ab, p, "is a backward if or while on the gradient's path (a second "
								   "derivative through control flow), which append-backward "
								   "differentiates only in Paddle's stack form (design=0, one tuple "
								   "push per stack)");
				}
	}
	return flow == PIR_FLOW_BRANCH ? branchGrad(ab, p, st, gi) : loopGrad(ab, p, st, gi);
}
