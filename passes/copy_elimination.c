/* copy_elimination.c: remove the to_tensor/to_vtensor deep copies that the
 * program does not need (seed 000 §2.5.1, pass 2).
 *
 * `b = pd_op.to_tensor(a)` makes a fresh mutable tensor b holding the value
 * of the vtensor a; `c = pd_op.to_vtensor(b)` makes a fresh immutable copy
 * of b. a never changes. So as long as b itself is never written, b holds
 * a's value at every point of the program. "Never written" is the shared
 * may-be-written analysis (effects.h): b is not marked when no op of the
 * program writes or aliases anything that may share b's buffer (Inplace,
 * ViewLike, unregistered ops, SideEffect ops that are not ReadOnly,
 * containers, region ops and their block arguments and yields, ...). The
 * analysis ignores where the write is, so it is stricter than "not written
 * between the two ops", but it is sound and linear. Only b's whose type is
 * the tensor twin of a's (same shape and dtype) are considered, so no
 * rewrite changes a type anyone sees.
 *
 * Rules, for every b = to_tensor(a) with b not marked may-be-written:
 *
 *  (a) every c = to_vtensor(b) is a copy of a copy of a: all uses of c are
 *      replaced by a (c's type must equal a's) and the to_vtensor is
 *      erased. a dominates b, which dominates c and so all of c's uses.
 *  (b) every other use of b by an op that only reads it and creates no
 *      alias of it is rewired to a. Such a reader is registered, ReadOnly,
 *      not ViewLike, not Inplace, not a terminator (a yield forwards the
 *      value to a result or loop argument), has no regions (pd_op.if,
 *      pd_op.while: values flowing into a region op stay), is not a
 *      container (builtin.combine/slice/split put the buffer itself in a
 *      vec[tensor], whose type would then lie), and either has
 *      HasValueSemantics (creates no alias) or has no used results (a sink
 *      such as fetch or shadow_output, ReadOnly: a ReadOnly op without the
 *      trait might hand out an alias through its result). Its definition
 *      must accept a vtensor for that operand: the constraint of the
 *      matching input (matched as matchValues in lib/verifier.c does:
 *      defs before a variadic one take one value each, those after it the
 *      last values; trailing optional defs may be missing) must be
 *      satisfied by a's type (tensor and any do, mtensor does not, so an op
 *      demanding a mutable tensor keeps the copy).
 *  (c) a to_tensor or to_vtensor whose result has no use left (after the
 *      rules above, or already in the input) is erased, and so is its
 *      producer when that is a copy left unused in turn. Copies are
 *      ReadOnly and have no side effects.
 *
 * Kept, on purpose: a to_tensor whose result is written (relu_), viewed
 * (reshape), forwarded by a yield, passed into a loop or packed into a vec
 * anywhere in the program keeps all its uses, and the to_vtensor copies
 * taken of it stay; a to_vtensor of a tensor that does not come from a
 * to_tensor stays (it is the one copy pass 1 needs).
 *
 * Soundness of doing it in one ordered sweep with one analysis: the rules
 * only take away uses of mutable tensors by readers (which the analysis
 * never counts as writes) and put in uses of vtensors (never marked), so no
 * value becomes may-be-written after the analysis ran. Linear: the copies
 * are collected in one walk, every use of a to_tensor result is looked at
 * once, and every erased copy queues at most its producer.
 * Statistics: copies removed, uses rewired. */
#include <stdlib.h>
#include <string.h>

#include "effects.h"
#include "pass.h"

enum { STAT_REMOVED, STAT_REWIRED };

typedef struct {
	PirOpInfo *toV, *toT;
	PirPtrVec copies;
	PirPassRun *run;
} Elim;

/* Rule (b): may operand i of user read the vtensor a instead? */
static bool isPlainReader(PirOperation *user, uint32_t i, PirValue *a)
{
	const PirOpInfo *info = user->info;
	if (!info->registered || !info->def || !(info->traits & PIR_TRAIT_READ_ONLY) ||
	    (info->traits & (PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_INPLACE | PIR_TRAIT_TERMINATOR)) || user->numRegions ||
	    info->def->maxRegions || user->numSuccessors || pirOpIsContainer(user))
		return false;
	if (!(info->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !pirOperationResultsUnused(user))
		return false;
	const PirValueDef *d = pirOpDefMatchValue(info->def->inputs, info->def->numInputs, user->numOperands, i);
	return d && pirTypeSatisfiesDef(a->type, d);
}

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Elim *e = ud;
	if (op->info == e->toV || op->info == e->toT)
		pirPtrVecPush(&e->copies, op);
	return PIR_WALK_ADVANCE;
}

static void erase(Elim *e, PirOperation *op)
{
	pirOperationErase(op);
	op->state.f.erased = 1;
	e->run->stats[STAT_REMOVED]++;
	e->run->changed = true;
}

/* Rules (a) and (b) for b = to_tensor(a). */
static void forward(Elim *e, PirOperation *toT)
{
	PirValue *a = toT->operands[0].value, *b = &toT->results[0];
	if (!a || a->type->kind != PIR_TYPE_VTENSOR || b->type->kind != PIR_TYPE_TENSOR ||
	    pirTypeGetValueTwin(toT->program->ctx, b->type) != a->type || pirValueIsUnsafe(b))
		return;
	for (PirOpOperand *use = b->firstUse, *next; use; use = next) {
		next = use->next;
		PirOperation *user = use->owner;
		if (user->info == e->toV) {
			if (user->results[0].type != a->type)
				continue;
			pirValueReplaceAllUsesWith(&user->results[0], a);
			/* Only use is this one: next stays valid. */
			erase(e, user);
		} else if (isPlainReader(user, (uint32_t)(use - user->operands), a)) {
			pirOperationSetOperand(user, (uint32_t)(use - user->operands), a);
			e->run->stats[STAT_REWIRED]++;
			e->run->changed = true;
		}
	}
}

static bool runCopyElimination(PirProgram *prog, PirPassRun *run)
{
	PirContext *ctx = prog->ctx;
	Elim e = {pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE), pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_TENSOR),
		  {0}, run};
	if (!e.toV || !e.toT)
		return true; /* no copy can be in the program */
	pirAnalyzeEffects(prog);
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &e);
	for (size_t i = 0; i < e.copies.len; i++) {
		PirOperation *op = e.copies.data[i];
		if (op->info == e.toT && !op->state.f.erased && op->numOperands == 1 && op->numResults == 1)
			forward(&e, op);
	}
	/* Rule (c): users before producers (reverse program order of a
	 * pre-order walk); an erased copy queues its producer if that is a
	 * copy, so chains die in one sweep. */
	while (e.copies.len) {
		PirOperation *op = e.copies.data[--e.copies.len];
		if (op->state.f.erased || !pirOperationResultsUnused(op))
			continue;
		PirValue *in = op->numOperands ? op->operands[0].value : NULL;
		erase(&e, op);
		if (in && !in->isArg && (in->owner.op->info == e.toV || in->owner.op->info == e.toT) &&
		    !in->owner.op->state.f.erased && !in->firstUse)
			pirPtrVecPush(&e.copies, in->owner.op);
	}
	pirPtrVecFree(&e.copies);
	return true;
}

const PirPass pirCopyEliminationPass = {
	.argument = "copy-elimination",
	.name = "CopyElimination",
	.summary = "Remove to_tensor/to_vtensor copies that nothing needs (seed 000 2.5.1, pass 2)",
	.stats = {{"num-copies-removed", "Number of to_tensor and to_vtensor copies removed"},
		  {"num-uses-rewired", "Number of uses of a to_tensor result rewired to its vtensor source"}},
	.run = runCopyElimination,
};
