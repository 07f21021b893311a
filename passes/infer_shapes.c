/* infer_shapes.c: refine result types from the ops' inference rules (docs/passes.md, "infer-shapes").
 * Changes:    result types only: -1 dims and undefined dtypes become what the op's `infer:` rule says.
 * Assumes:    verified IR (written and inferred types agree); rules are pure functions of the op.
 * Guarantees: new types agree with the old; exactly pinned values (yields, loop values) stay; still verifies. */
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

/* Runs op's rule; inferred[] must hold op->numResults entries. */
static void infer(PirOperation *op, PirType **inferred)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		inferred[i] = NULL;
	op->info->iface.inferMeta(op, inferred);
}

/* The refined type of v from its defining op's rule (v's type if none). */
static PirType *refinedType(PirContext *ctx, PirValue *v)
{
	PirOperation *d = v->isArg ? NULL : v->owner.op;
	if (!d || !d->info->iface.inferMeta)
		return v->type;
	PirType *small[8];
	PirType **inferred = d->numResults <= 8 ? small : pirMalloc(d->numResults * sizeof *inferred);
	infer(d, inferred);
	PirType *t = pirTypeRefineWithInferred(ctx, v->type, inferred[v->index]);
	if (inferred != small)
		free(inferred);
	return t;
}

/* A terminator of one of op's regions that hands op its results. */
static bool yieldsResults(PirOperation *op, PirOperation *t)
{
	return t && pirOperationHasTrait(t, PIR_TRAIT_TERMINATOR) && t->numOperands == op->numResults;
}

/* Values that only these terminators pin, once: they may take the type
 * their own rule gives them if the region op's results take it too. */
static bool onlyPinnedHere(PirOperation *op, const PirValue *v)
{
	unsigned pins = 0;
	for (PirOpOperand *u = v->firstUse; u; u = u->next)
		if (u->owner->numRegions || pirOperationHasTrait(u->owner, PIR_TRAIT_TERMINATOR)) {
			PirBlock *b = u->owner->block;
			if (++pins > 1 || !b || !b->region || b->region->op != op)
				return false;
		}
	return pins == 1;
}

/* Region op: refine the values its terminators yield (tentatively), ask
 * its rule for the results, and keep a refinement only where the results
 * take exactly the yielded type; otherwise put the old types back. */
static void inferRegionOp(PirOperation *op, PirType **inferred, PirPassRun *run)
{
	PirContext *ctx = op->program->ctx;
	PirPtrVec changed = {0}; /* value, old type, value, old type, ... */
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = op->regions[r].first; b; b = b->next)
			if (yieldsResults(op, b->last))
				for (uint32_t i = 0; i < b->last->numOperands; i++) {
					PirValue *v = b->last->operands[i].value;
					if (!v || !onlyPinnedHere(op, v))
						continue;
					PirType *t = refinedType(ctx, v);
					if (t == v->type)
						continue;
					v->state.tentative = (uint32_t)(changed.len / 2 + 1);
					pirPtrVecPush(&changed, v);
					pirPtrVecPush(&changed, v->type);
					v->type = t;
				}
	infer(op, inferred);
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *res = &op->results[i];
		PirType *t = pirTypeRefineWithInferred(ctx, res->type, inferred[i]);
		bool take = t != res->type && inferred[i] && pirTypeIsDenseTensor(res->type) &&
			    pirTypeIsDenseTensor(inferred[i]) && t->tensor.elem == inferred[i]->tensor.elem &&
			    t->tensor.rank == inferred[i]->tensor.rank && !pinned(res);
		for (uint32_t d = 0; take && d < t->tensor.rank; d++)
			take = t->tensor.dims[d] == inferred[i]->tensor.dims[d];
		if (take) {
			res->type = t;
			run->stats[STAT_REFINED]++;
			run->changed = true;
		}
		/* Yielded values of result i: keep them only if the result took their type. */
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *b = op->regions[r].first; b; b = b->next)
				if (yieldsResults(op, b->last)) {
					PirValue *v = b->last->operands[i].value;
					size_t k = v && v->state.tentative ? 2 * (size_t)(v->state.tentative - 1) : changed.len;
					if (k >= changed.len || changed.data[k] != v)
						continue; /* not refined tentatively */
					v->state.tentative = 0;
					if (take && v->type == res->type) {
						run->stats[STAT_REFINED]++;
						run->changed = true;
					} else {
						v->type = changed.data[k + 1];
					}
				}
	}
	pirPtrVecFree(&changed);
}

static PirWalkResult inferOp(PirOperation *op, void *ud)
{
	PirPassRun *run = ud;
	if (!op->info->iface.inferMeta || !op->numResults)
		return PIR_WALK_ADVANCE;
	PirContext *ctx = op->program->ctx;
	PirType *small[8];
	PirType **inferred = op->numResults <= 8 ? small : pirMalloc(op->numResults * sizeof *inferred);
	if (op->numRegions) {
		inferRegionOp(op, inferred, run);
	} else {
		infer(op, inferred);
		for (uint32_t i = 0; i < op->numResults; i++) {
			PirValue *v = &op->results[i];
			PirType *t = pirTypeRefineWithInferred(ctx, v->type, inferred[i]);
			if (t == v->type || pinned(v))
				continue;
			v->type = t;
			run->stats[STAT_REFINED]++;
			run->changed = true;
		}
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
