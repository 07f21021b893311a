/* strip_backward.c: the inverse of append-backward (docs/passes.md, "strip-backward"):
 * removes the gradient program and the stacks that fed it, leaving the forward program.
 * Changes:    erases grad ops, stack ops, what flows from them, `<name>@GRAD` outputs and the ops
 *             left feeding only those; drops the stack results, block arguments, yield operands
 *             and init regions of the forward if/while.
 * Assumes:    verified IR; grad ops flagged by the catalogue (OpInfo.isGrad) or, for Paddle's
 *             backward if/while and the tensor array ops of a gradient, by the attribute
 *             op_role = 1; an optimizer's updates and learning-rate schedule by op_role 2 or 16
 *             (a translated training program); stack ops by role.
 * Guarantees: ops the input already left unused stay (forward dead code survives); ops with
 *             effects are removed only when they read what the backward computed. Linear. */
#include <stdlib.h>
#include <string.h>

#include "../effects.h"
#include "../pass.h"
#include "backward_role.h"

enum { STAT_OPS, STAT_CLEANUP, STAT_RESULTS, STAT_INITS };

typedef struct {
	PirPassRun *run;
	PirContext *ctx;
	PirPtrVec cascade;   /* removed ops whose operands are still to be released */
	PirPtrVec yields;    /* kept terminators with operands that flow from the backward */
	PirPtrVec regionOps; /* kept region ops with such results or block arguments, pre-order */
	bool ok;
} Strip;

static bool isStackOp(const PirOperation *op)
{
	PirOpRole r = (PirOpRole)pirOperationGetInfo(op)->role;
	return r == PIR_ROLE_STACK_CREATE || r == PIR_ROLE_STACK_PUSH || r == PIR_ROLE_STACK_POP ||
	       r == PIR_ROLE_STACK_TEST;
}

/* The op state word (ir.h, "Per-run state") while this pass owns it. */
typedef union StripState {
	uint32_t word;
	struct {
		uint32_t removed : 1; /* goes with the backward */
		uint32_t counted : 1; /* `uses` is set */
		uint32_t uses : 30;   /* uses of its results by ops that stay (saturates) */
	} strip;
} StripState;
/* A value's word: tainted, it flows from the backward (a grad or stack op). */
static inline StripState *stripState(PirOperation *op)
{
	return (StripState *)&op->state;
}

/* An op that binds a variable named `<name>@GRAD` (builtin.shadow_output's
 * output_name): append-backward's gradient outputs. The attribute is the
 * one the op's variable role names. */
static bool isGradOutput(PirOperation *op)
{
	if (pirOperationGetInfo(op)->role != PIR_ROLE_VARIABLE_WRITE || !pirOperationGetInfo(op)->varKey)
		return false;
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), pirOperationGetInfo(op)->varKey);
	if (!a || a->kind != PIR_ATTR_STR)
		return false;
	size_t n = a->text->len;
	return n >= 5 && memcmp(a->text->str + n - 5, "@GRAD", 5) == 0;
}

static bool tainted(const PirValue *v)
{
	return v && v->state;
}

/* One use of `owner`'s results went away with a removed op: when none is
 * left (uses by stack pushes never counted), an op without effects goes too.
 * An op whose results nothing but pushes read was unused in the forward. */
static void release(Strip *s, const PirOperation *user, PirValue *v)
{
	if (!v || v->isArg || isStackOp(user))
		return;
	PirOperation *x = pirValueGetDefiningOp(v);
	if (stripState(x)->strip.removed)
		return;
	if (!stripState(x)->strip.counted) {
		uint32_t n = 0;
		for (uint32_t i = 0; i < x->numResults; i++)
			for (PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(x, i)); u;
			     u = pirOpOperandGetNextUse(u))
				n += !isStackOp(pirOpOperandGetOwner(u)) && n < (1u << 30) - 1;
		stripState(x)->strip.counted = 1;
		stripState(x)->strip.uses = n;
	}
	if (stripState(x)->strip.uses == (1u << 30) - 1 || stripState(x)->strip.uses == 0)
		return; /* saturated, or only pushes read it */
	if (--stripState(x)->strip.uses)
		return;
	if (x->numRegions || pirOpHasOwnEffects(x) || pirOperationHasTrait(x, PIR_TRAIT_TERMINATOR))
		return;
	stripState(x)->strip.removed = 1;
	s->run->stats[STAT_CLEANUP]++;
	pirPtrVecPush(&s->cascade, x);
}

static PirWalkResult markNested(PirOperation *op, void *ud)
{
	(void)ud;
	op->state = 0;
	stripState(op)->strip.removed = 1;
	return PIR_WALK_ADVANCE;
}

static PirWalkResult releaseNested(PirOperation *op, void *ud)
{
	for (uint32_t i = 0; i < op->numOperands; i++)
		release(ud, op, pirOperationGetOperand(op, i));
	return PIR_WALK_ADVANCE;
}

/* Releases the operands of a removed op and of everything nested in it
 * (values defined inside are skipped: their ops are marked removed first). */
static void drainCascade(Strip *s)
{
	while (s->cascade.len) {
		PirOperation *op = s->cascade.data[--s->cascade.len];
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
				for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
					pirOperationWalk(o, PIR_WALK_PRE_ORDER, markNested, NULL);
		pirOperationWalk(op, PIR_WALK_PRE_ORDER, releaseNested, s);
	}
}

static void walkBlock(Strip *s, PirBlock *b);

static bool hasInitRegion(const PirOperation *op)
{
	PirRegionFlow flow = (PirRegionFlow)pirOperationGetInfo(op)->flow;
	return op->numRegions == 3 && (flow == PIR_FLOW_BRANCH || flow == PIR_FLOW_LOOP) && pirOperationGetRegion(op, 0)->first;
}

/* The branch (or run-once) op whose side `y` ends, when y forwards one
 * value per result: its yields lose the positions of the op's results that
 * carry the backward, on every side together, so the sides stay alike. */
static PirOperation *branchOf(PirOperation *y)
{
	PirRegion *r = pirOperationGetBlock(y) ? pirOperationGetBlock(y)->region : NULL;
	PirOperation *op = r ? r->op : NULL;
	if (!op || (pirOperationGetInfo(op)->flow != PIR_FLOW_BRANCH && pirOperationGetInfo(op)->flow != PIR_FLOW_ONCE))
		return NULL;
	if (r == pirOperationGetRegion(op, 0) && hasInitRegion(op))
		return NULL;
	return y->numOperands == op->numResults ? op : NULL;
}

static void taintArgs(PirBlock *b, const bool *pos, uint32_t n)
{
	for (uint32_t i = 0; i < b->numArgs; i++)
		b->args[i]->state = i < n && pos[i];
}

static void walkRegion(Strip *s, PirRegion *r)
{
	for (PirBlock *b = r->first; b; b = b->next)
		walkBlock(s, b);
}

/* A forward region op that stays. With an init region (three regions, flow
 * branch or loop: the instrumented form), the positions of the init yield
 * that carry stacks are the block arguments of the other regions that
 * carry them, and for a loop the results; for a branch a result carries a
 * stack when a side yields one there. */
static void walkRegionOp(Strip *s, PirOperation *op)
{
	PirRegionFlow flow = (PirRegionFlow)pirOperationGetInfo(op)->flow;
	bool instrumented = hasInitRegion(op);
	uint32_t first = 0, n = 0;
	bool *pos = NULL;
	if (instrumented) {
		PirBlock *ib = pirOperationGetRegion(op, 0)->first;
		for (uint32_t i = 0; i < ib->numArgs; i++)
			ib->args[i]->state = 0;
		walkRegion(s, pirOperationGetRegion(op, 0));
		PirOperation *iy = pirBlockGetTerminator(ib);
		n = iy ? iy->numOperands : 0;
		pos = pirMalloc((n + 1) * sizeof *pos);
		for (uint32_t j = 0; j < n; j++)
			pos[j] = tainted(pirOperationGetOperand(iy, j));
		first = 1;
	}
	bool any = false;
	for (uint32_t r = first; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			taintArgs(b, pos, n);
			walkBlock(s, b);
		}
	for (uint32_t k = 0; k < op->numResults; k++) {
		bool t = false;
		if (flow == PIR_FLOW_LOOP && instrumented) {
			t = k < n && pos[k];
		} else if (flow == PIR_FLOW_BRANCH || flow == PIR_FLOW_ONCE) {
			for (uint32_t r = first; r < op->numRegions; r++) {
				PirOperation *y = pirOperationGetRegion(op, r)->first ? pirBlockGetTerminator(pirOperationGetRegion(op, r)->first) : NULL;
				t |= y && k < y->numOperands && tainted(pirOperationGetOperand(y, k));
			}
		}
		pirOperationGetResult(op, k)->state = t;
		any |= t;
	}
	if (any && (flow == PIR_FLOW_BRANCH || flow == PIR_FLOW_ONCE))
		for (uint32_t r = first; r < op->numRegions; r++) {
			PirOperation *y = pirOperationGetRegion(op, r)->first ? pirBlockGetTerminator(pirOperationGetRegion(op, r)->first) : NULL;
			if (y && branchOf(y))
				pirPtrVecPush(&s->yields, y);
		}
	for (uint32_t j = 0; j < n; j++)
		any |= pos[j];
	free(pos);
	if (any || instrumented)
		pirPtrVecPush(&s->regionOps, op);
}

static void walkBlock(Strip *s, PirBlock *b)
{
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
		op->state = 0;
		bool terminator = pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR);
		bool rm = pirOperationGetInfo(op)->isGrad || pirIsBackwardRegionOp(op) || pirIsBackwardArrayOp(op) ||
			  pirIsOptimizerRoleOp(op) || isStackOp(op) || isGradOutput(op),
		     flows = false;
		for (uint32_t i = 0; i < op->numOperands; i++)
			flows |= tainted(pirOperationGetOperand(op, i));
		if (terminator && !rm) {
			if (flows && !branchOf(op)) /* a branch's sides: walkRegionOp */
				pirPtrVecPush(&s->yields, op);
			continue;
		}
		if (rm || flows) {
			stripState(op)->strip.removed = 1;
			for (uint32_t i = 0; i < op->numResults; i++)
				pirOperationGetResult(op, i)->state = 1;
			s->run->stats[STAT_OPS]++;
			pirPtrVecPush(&s->cascade, op);
			drainCascade(s);
			continue;
		}
		for (uint32_t i = 0; i < op->numResults; i++)
			pirOperationGetResult(op, i)->state = 0;
		if (op->numRegions)
			walkRegionOp(s, op);
	}
}

/* Erases the removed ops, last first, so every user goes before its producer. */
static void eraseRemoved(PirBlock *b)
{
	for (PirOperation *op = b->last, *prev; op; op = prev) {
		prev = pirOperationGetPrevInBlock(op);
		if (stripState(op)->strip.removed) {
			pirOperationErase(op);
			continue;
		}
		for (uint32_t r = op->numRegions; r-- > 0;)
			for (PirBlock *nb = pirOperationGetRegion(op, r)->last; nb; nb = nb->prev)
				eraseRemoved(nb);
	}
}

static PirOperation *rebuildWithout(PirOperation *op, const bool *keepOperand, const bool *keepResult)
{
	PirOperation *nop = pirOperationRebuild(op, keepOperand, keepResult);
	pirOperationErase(op);
	return nop;
}

static void dropTaintedOperands(PirOperation *y)
{
	PirOperation *branch = branchOf(y);
	bool *keep = pirMalloc((y->numOperands + 1) * sizeof *keep);
	for (uint32_t i = 0; i < y->numOperands; i++)
		keep[i] = branch ? !pirOperationGetResult(branch, i)->state : !tainted(pirOperationGetOperand(y, i));
	rebuildWithout(y, keep, NULL);
	free(keep);
}

/* Is the init block, once its stacks are gone, a plain pass-through (a
 * loop's: yields its arguments in order; a branch's: no arguments, yields
 * nothing)? Then the op means the same without it. */
static bool initIsIdentity(PirOperation *op)
{
	PirBlock *ib = pirOperationGetRegion(op, 0)->first;
	if (ib->next)
		return false;
	PirOperation *y = pirBlockGetTerminator(ib);
	if (!y || ib->first != y)
		return false;
	if (pirOperationGetInfo(op)->flow == PIR_FLOW_BRANCH)
		return !ib->numArgs && !y->numOperands;
	if (ib->numArgs != op->numOperands || y->numOperands != ib->numArgs)
		return false;
	for (uint32_t i = 0; i < ib->numArgs; i++)
		if (pirOperationGetOperand(y, i) != ib->args[i])
			return false;
	return true;
}


/* A kept region op after its backward is erased: drop the block arguments
 * and results that carried stacks (now unused), then the init region. */
static void fixRegionOp(Strip *s, PirOperation *op)
{
	bool instrumented = hasInitRegion(op);
	for (uint32_t r = instrumented; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (uint32_t i = b->numArgs; i-- > 0;)
				if (b->args[i]->state && !pirValueGetFirstUse(b->args[i]))
					pirBlockEraseArgument(b, i);
	bool *keep = pirMalloc((op->numResults + 1) * sizeof *keep), drop = false;
	for (uint32_t k = 0; k < op->numResults; k++) {
		keep[k] = !pirOperationGetResult(op, k)->state ||
		          pirValueGetFirstUse(pirOperationGetResult(op, k));
		drop |= !keep[k];
		s->run->stats[STAT_RESULTS] += !keep[k];
	}
	if (drop)
		op = rebuildWithout(op, NULL, keep);
	free(keep);
	if (!instrumented)
		return;
	if (!initIsIdentity(op)) {
		pirEmitOpError(op, "cannot strip the backward: its init region computes more than the stacks it "
				   "creates");
		s->ok = false;
		return;
	}
	pirOperationDropFirstRegion(op);
	s->run->stats[STAT_INITS]++;
}

static bool runStripBackward(PirProgram *prog, PirPassRun *r)
{
	Strip s = {.run = r, .ctx = prog->ctx, .ok = true};
	walkBlock(&s, pirProgramGetBlock(prog));
	r->changed = r->stats[STAT_OPS] || s.regionOps.len || s.yields.len;
	for (size_t i = 0; i < s.yields.len; i++)
		dropTaintedOperands(s.yields.data[i]);
	eraseRemoved(pirProgramGetBlock(prog));
	/* Innermost first: an outer op's rebuild moves the blocks holding them. */
	for (size_t i = s.regionOps.len; s.ok && i-- > 0;)
		fixRegionOp(&s, s.regionOps.data[i]);
	pirPtrVecFree(&s.cascade);
	pirPtrVecFree(&s.yields);
	pirPtrVecFree(&s.regionOps);
	/* What is not proven to give a valid program (a loop whose yield
	 * forwards a popped value by hand, not append-backward's form) is
	 * refused rather than handed on. */
	if (s.ok && r->changed && !pirPassVerifyResult(prog)) {
		pirEmitDiagnostic(prog->ctx, PIR_SEV_ERROR, pirOperationGetLoc(prog->module),
				  "strip-backward left an invalid program (see the error above); nothing is output");
		s.ok = false;
	}
	return s.ok;
}

const PirPass pirStripBackwardPass = {
	.argument = "strip-backward",
	.name = "StripBackward",
	.summary = "Remove the backward program and its stacks, leaving the forward program (docs/passes.md)",
	.stats = {{"num-ops-removed", "Number of grad, stack and @GRAD ops and ops reading them removed"},
		  {"num-feeders-removed", "Number of ops removed because only removed ops read them"},
		  {"num-results-removed", "Number of stack results dropped from forward region ops"},
		  {"num-init-regions-removed", "Number of init regions removed"}},
	.run = runStripBackward,
};
