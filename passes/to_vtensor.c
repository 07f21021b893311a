/* to_vtensor.c: make value-semantics ops read and write vtensors (seed 000
 * §2.5.1, pass 1).
 *
 * A `tensor` may be written or aliased behind an op's back; a `vtensor` is
 * immutable and never aliased, so ops on vtensors may be reordered and
 * merged freely. `pd_op.to_vtensor` (tensor -> vtensor) and
 * `pd_op.to_tensor` (vtensor -> tensor) are deep copies.
 *
 * Rule. An op is converted when it is registered, has the
 * HasValueSemantics trait, is not to_tensor/to_vtensor, has no regions (and
 * its definition allows none), is not a container (builtin.combine, slice,
 * split: they pack or unpack the very buffers they are given, which is why
 * effects.c treats them as aliasing despite their trait; a vtensor inside a
 * vec[tensor] would lie about its type), and has at least one operand or
 * result of the dense `tensor` type. Each such value must sit at a position
 * whose type constraint in the op's definition also accepts a vtensor
 * (matched to the definition as lib/verifier.c does: defs before a variadic
 * one take one value each, those after it the last values); otherwise the
 * op is left alone. The op
 *
 *     b = op(x, s) : (tensor, vec) -> tensor
 * becomes
 *     x1 = pd_op.to_vtensor(x)
 *     b1 = op(x1, s) : (vtensor, vec) -> vtensor
 *     b  = pd_op.to_tensor(b1)
 *
 * with one to_vtensor per distinct tensor operand, the same name,
 * attributes and location, the vtensor twin (same shape and dtype) of every
 * tensor result, one to_tensor per tensor result taking over all its uses.
 * Operands and results of other types (vec, scalars, vtensor, dialect
 * tensors, null) are kept as they are; so is every op without the trait
 * (Inplace, ViewLike, SideEffect ops such as fetch and data, region ops,
 * unregistered ops).
 *
 * Why it is sound: the copies are taken right where the op read its
 * operands, so it reads the same values; a value-semantics op writes none of
 * its operands and its results alias nothing, so the fresh tensors made by
 * to_tensor are exactly as unaliased as the old results were, and every
 * later user sees the same value and type. The order of execution is kept
 * by the use-def chain (copy -> op -> copy), all three at the op's place,
 * which also works inside if/while bodies. A converted op has no tensor
 * operand or result left, so running the pass again changes nothing.
 *
 * Linear: the candidates are collected in one walk, then each is rebuilt
 * once (distinct operands found through value->state.copyOf, cleared around
 * each op). Statistics: ops converted, copies inserted. */
#include <stdlib.h>
#include <string.h>

#include "effects.h"
#include "pass.h"

enum { STAT_CONVERTED, STAT_COPIES };

static bool isTensor(const PirValue *v)
{
	return v && v->type->kind == PIR_TYPE_TENSOR;
}

typedef struct {
	PirOpInfo *toV, *toT;
	PirPtrVec ops;
} Conv;

/* Value v of n sits where the definition accepts its vtensor twin. */
static bool acceptsTwin(PirContext *ctx, const PirValueDef *defs, uint32_t nd, uint32_t n, uint32_t i, PirValue *v)
{
	const PirValueDef *vd = pirOpDefMatchValue(defs, nd, n, i);
	return vd && pirTypeSatisfiesDef(pirTypeGetValueTwin(ctx, v->type), vd);
}

static bool isCandidate(Conv *c, PirOperation *op)
{
	const PirOpInfo *info = op->info;
	if (!info->registered || !info->def || !(info->traits & PIR_TRAIT_HAS_VALUE_SEMANTICS) || info == c->toV ||
	    info == c->toT || op->numRegions || info->def->maxRegions || op->numSuccessors || pirOpIsContainer(op))
		return false;
	PirContext *ctx = op->program->ctx;
	const PirOpDef *d = info->def;
	bool any = false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = op->operands[i].value;
		if (isTensor(v)) {
			if (!acceptsTwin(ctx, d->inputs, d->numInputs, op->numOperands, i, v))
				return false;
			any = true;
		}
	}
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = &op->results[i];
		if (isTensor(v)) {
			if (!acceptsTwin(ctx, d->outputs, d->numOutputs, op->numResults, i, v))
				return false;
			any = true;
		}
	}
	return any;
}

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Conv *c = ud;
	if (isCandidate(c, op))
		pirPtrVecPush(&c->ops, op);
	return PIR_WALK_ADVANCE;
}

static PirOperation *insertCopy(PirOperation *before, PirOpInfo *info, PirValue *v)
{
	PirType *t = pirTypeGetValueTwin(before->program->ctx, v->type);
	PirOperationState st = {.info = info, .loc = before->loc, .numOperands = 1, .numResults = 1,
				.operands = &v, .resultTypes = &t};
	PirOperation *copy = pirOperationCreate(before->program, &st);
	pirBlockInsertOpBefore(before->block, before, copy);
	return copy;
}

static void convert(Conv *c, PirOperation *op, PirPassRun *run)
{
	PirContext *ctx = op->program->ctx;
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	PirType **types = pirMalloc((op->numResults + 1) * sizeof *types);
	/* value->state.copyOf = 1 + index of the operand whose copy it got. */
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (op->operands[i].value)
			op->operands[i].value->state.copyOf = 0;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = op->operands[i].value;
		vals[i] = v;
		if (!isTensor(v))
			continue;
		if (v->state.copyOf) {
			vals[i] = vals[v->state.copyOf - 1];
			continue;
		}
		vals[i] = &insertCopy(op, c->toV, v)->results[0];
		v->state.copyOf = i + 1;
		run->stats[STAT_COPIES]++;
	}
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (op->operands[i].value)
			op->operands[i].value->state.copyOf = 0;
	for (uint32_t i = 0; i < op->numResults; i++)
		types[i] = isTensor(&op->results[i]) ? pirTypeGetValueTwin(ctx, op->results[i].type) : op->results[i].type;
	PirOperationState st = {.info = op->info, .loc = op->loc, .numOperands = op->numOperands,
				.numResults = op->numResults, .operands = vals, .resultTypes = types, .attrs = op->attrs};
	PirOperation *nop = pirOperationCreate(op->program, &st);
	pirBlockInsertOpBefore(op->block, op, nop);
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *r = &nop->results[i];
		if (isTensor(&op->results[i])) {
			r = &insertCopy(op, c->toT, r)->results[0];
			run->stats[STAT_COPIES]++;
		}
		pirValueReplaceAllUsesWith(&op->results[i], r);
	}
	pirOperationErase(op);
	free(vals);
	free(types);
	run->stats[STAT_CONVERTED]++;
	run->changed = true;
}

static bool runToVTensor(PirProgram *prog, PirPassRun *run)
{
	PirContext *ctx = prog->ctx;
	Conv c = {pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE), pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_TENSOR),
		  {0}};
	if (!c.toV || !c.toT || !c.toV->registered || !c.toT->registered) {
		pirEmitDiagnostic(ctx, PIR_SEV_ERROR, prog->module->loc,
				  "to-vtensor needs the definitions of pd_op.to_vtensor and pd_op.to_tensor");
		return false;
	}
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &c);
	for (size_t i = 0; i < c.ops.len; i++)
		convert(&c, c.ops.data[i], run);
	pirPtrVecFree(&c.ops);
	return true;
}

const PirPass pirToVTensorPass = {
	.argument = "to-vtensor",
	.name = "ToVTensor",
	.summary = "Wrap value-semantics ops so they read and write vtensors (seed 000 2.5.1, pass 1)",
	.stats = {{"num-ops-converted", "Number of value-semantics ops converted to vtensors"},
		  {"num-copies-inserted", "Number of to_vtensor and to_tensor copies inserted"}},
	.run = runToVTensor,
};
