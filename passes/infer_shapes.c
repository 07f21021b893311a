/* infer_shapes.c: the --infer-shapes pass.
 *
 * Changes: the types of op results, where the op's inference rule (its
 *   `infer:` key, dialects/infer_meta.h) knows more than the written type:
 *   -1 dims become the inferred sizes, an undefined element type the
 *   inferred one. Nothing else (no op, operand, attribute or block argument).
 * Assumes: a verified program (so written and inferred types agree).
 * Guarantees: every new type agrees with the old one (it only fills in
 *   what was unknown) and the program still verifies; one post-order walk,
 *   so a refined value is seen refined by every later op, nested regions
 *   included, and each op is inferred once: linear in the program.
 *
 * Values whose type another op pins exactly are left as written: operands
 * of region ops (a pd_op.while's loop values must equal its block
 * arguments and results) and of terminators (a cf.yield's operands must
 * equal its parent's results). A pd_op.if result is refined through its
 * `branches` rule when every branch yields the same, more precise type. */
#include <stdlib.h>

#include "pass.h"

enum { STAT_REFINED };

static bool pinned(const PirValue *v)
{
	for (PirOpOperand *u = v->firstUse; u; u = u->next)
		if (u->owner->numRegions || pirOperationHasTrait(u->owner, PIR_TRAIT_TERMINATOR))
			return true;
	return false;
}

static PirWalkResult inferOp(PirOperation *op, void *ud)
{
	PirPassRun *run = ud;
	if (!op->info->iface.inferMeta || !op->numResults)
		return PIR_WALK_ADVANCE;
	PirContext *ctx = op->program->ctx;
	PirType *small[8];
	PirType **inferred = op->numResults <= 8 ? small : pirMalloc(op->numResults * sizeof *inferred);
	for (uint32_t i = 0; i < op->numResults; i++)
		inferred[i] = NULL;
	op->info->iface.inferMeta(op, inferred);
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = &op->results[i];
		PirType *t = pirTypeRefineWithInferred(ctx, v->type, inferred[i]);
		if (t == v->type || pinned(v))
			continue;
		v->type = t;
		run->stats[STAT_REFINED]++;
		run->changed = true;
	}
	if (inferred != small)
		free(inferred);
	return PIR_WALK_ADVANCE;
}

static bool runInferShapes(PirProgram *prog, PirPassRun *run)
{
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, inferOp, run);
	return true;
}

const PirPass pirInferShapesPass = {
	.argument = "infer-shapes",
	.name = "InferShapes",
	.summary = "Refine -1 dims and unknown dtypes of results from the ops' shape/dtype inference rules",
	.stats = {{"num-refined", "Number of result types refined"}},
	.run = runInferShapes,
};
