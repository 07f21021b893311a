/* builder.c: insertion points, op creation by name, moving ops and blocks. */
#include "builder.h"

#include <stdlib.h>

#include "context_impl.h"

void pirBuilderInit(PirBuilder *b, PirProgram *prog)
{
	b->prog = prog;
	b->block = pirProgramGetBlock(prog);
	b->before = NULL;
	b->loc = (PirLocation){0};
}

void pirBuilderSetInsertionPointToEnd(PirBuilder *b, PirBlock *block)
{
	b->block = block;
	b->before = NULL;
}

void pirBuilderSetInsertionPointBefore(PirBuilder *b, PirOperation *op)
{
	b->block = pirOperationGetBlock(op);
	b->before = op;
}

void pirBuilderSetInsertionPointAfter(PirBuilder *b, PirOperation *op)
{
	b->block = pirOperationGetBlock(op);
	b->before = pirOperationGetNextInBlock(op);
}

PirOperation *pirBuilderCreateOp(PirBuilder *b, const char *name, uint32_t numOperands, PirValue *const *operands,
				 uint32_t numResults, PirType *const *resultTypes, PirAttrDict *attrs,
				 uint32_t numRegions)
{
	PirContext *ctx = b->prog->ctx;
	PirOperationState st = {
		.info = pirContextGetOrCreateOpInfo(ctx, pirIdentGetCStr(ctx, name)),
		.loc = b->loc,
		.numOperands = numOperands,
		.numResults = numResults,
		.numRegions = numRegions,
		.operands = operands,
		.resultTypes = resultTypes,
		.attrs = attrs,
	};
	PirOperation *op = pirOperationCreate(b->prog, &st);
	if (b->block)
		pirBlockInsertOpBefore(b->block, b->before, op);
	return op;
}

/* op's attributes with the per-result arrays (stop_gradient: [...]) cut
 * to the entries of the kept results. */
static PirAttrDict *keptResultAttrs(PirOperation *op, const bool *keepResult, uint32_t nr)
{
	PirContext *ctx = pirOperationGetContext(op);
	PirAttrDict *d = pirOperationGetAttrDict(op);
	if (nr == op->numResults || !d)
		return d;
	PirAttribute **elems = pirMalloc((nr + 1) * sizeof *elems);
	for (uint32_t k = 0; k < pirOperationGetAttrDict(op)->size; k++) {
		PirNamedAttr *e = &pirOperationGetAttrDict(op)->entries[k];
		if (e->value->kind != PIR_ATTR_ARRAY || e->value->array.size != op->numResults ||
		    !pirContextIsResultAttribute(ctx, e->name))
			continue;
		uint32_t n = 0;
		for (uint32_t i = 0; i < op->numResults; i++)
			if (keepResult[i])
				elems[n++] = e->value->array.elems[i];
		d = pirAttrDictSet(ctx, d, e->name, pirAttrGetArray(ctx, n, elems));
	}
	free(elems);
	return d;
}

PirOperation *pirOperationRebuild(PirOperation *op, const bool *keepOperand, const bool *keepResult)
{
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	PirType **types = pirMalloc((op->numResults + 1) * sizeof *types);
	uint32_t no = 0, nr = 0;
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (!keepOperand || keepOperand[i])
			vals[no++] = pirOperationGetOperand(op, i);
	for (uint32_t i = 0; i < op->numResults; i++)
		if (!keepResult || keepResult[i])
			types[nr++] = pirOperationGetResultType(op, i);
	PirOperationState st = {.info = pirOperationGetInfo(op),
	                        .loc = pirOperationGetLoc(op),
	                        .numOperands = no,
	                        .numResults = nr,
	                        .numRegions = op->numRegions,
	                        .numSuccessors = op->numSuccessors,
	                        .operands = vals,
	                        .resultTypes = types,
	                        .attrs = keepResult ? keptResultAttrs(op, keepResult, nr) : pirOperationGetAttrDict(op),
	                        .successors = pirOperationGetSuccessors(op)};
	PirOperation *nop = pirOperationCreate(pirOperationGetProgram(op), &st);
	free(vals);
	free(types);
	for (uint32_t r = 0; r < op->numRegions; r++)
		while (pirOperationGetRegion(op, r)->first) {
			PirBlock *b = pirOperationGetRegion(op, r)->first;
			pirRegionRemoveBlock(pirOperationGetRegion(op, r), b);
			pirRegionAppendBlock(pirOperationGetRegion(nop, r), b);
		}
	pirBlockInsertOpAfter(pirOperationGetBlock(op), op, nop);
	for (uint32_t i = 0, k = 0; i < op->numResults; i++)
		if (!keepResult || keepResult[i])
			pirValueReplaceAllUsesWith(pirOperationGetResult(op, i), pirOperationGetResult(nop, k++));
	return nop;
}

void pirOperationMoveBefore(PirOperation *op, PirOperation *before)
{
	pirOperationRemoveFromBlock(op);
	pirBlockInsertOpBefore(pirOperationGetBlock(before), before, op);
}

void pirOperationMoveAfter(PirOperation *op, PirOperation *after)
{
	pirOperationRemoveFromBlock(op);
	pirBlockInsertOpAfter(pirOperationGetBlock(after), after, op);
}

void pirOperationMoveToEnd(PirOperation *op, PirBlock *block)
{
	pirOperationRemoveFromBlock(op);
	pirBlockAppendOp(block, op);
}

void pirBlockMoveToEnd(PirBlock *b, PirRegion *r)
{
	if (b->region)
		pirRegionRemoveBlock(b->region, b);
	pirRegionAppendBlock(r, b);
}

PirOperation *pirOperationDropFirstRegion(PirOperation *op)
{
	PirValue **vals = pirMalloc((op->numOperands + 1) * sizeof *vals);
	PirType **types = pirMalloc((op->numResults + 1) * sizeof *types);
	for (uint32_t i = 0; i < op->numOperands; i++)
		vals[i] = pirOperationGetOperand(op, i);
	for (uint32_t i = 0; i < op->numResults; i++)
		types[i] = pirOperationGetResultType(op, i);
	PirOperationState st = {.info = pirOperationGetInfo(op),
	                        .loc = pirOperationGetLoc(op),
	                        .numOperands = op->numOperands,
	                        .numResults = op->numResults,
	                        .numRegions = op->numRegions - 1u,
	                        .numSuccessors = op->numSuccessors,
	                        .operands = vals,
	                        .resultTypes = types,
	                        .attrs = pirOperationGetAttrDict(op),
	                        .successors = pirOperationGetSuccessors(op)};
	PirOperation *nop = pirOperationCreate(pirOperationGetProgram(op), &st);
	free(vals);
	free(types);
	for (uint32_t r = 1; r < op->numRegions; r++)
		while (pirOperationGetRegion(op, r)->first) {
			PirBlock *b = pirOperationGetRegion(op, r)->first;
			pirRegionRemoveBlock(pirOperationGetRegion(op, r), b);
			pirRegionAppendBlock(pirOperationGetRegion(nop, r - 1), b);
		}
	pirBlockInsertOpAfter(pirOperationGetBlock(op), op, nop);
	for (uint32_t i = 0; i < op->numResults; i++)
		pirValueReplaceAllUsesWith(pirOperationGetResult(op, i), pirOperationGetResult(nop, i));
	pirOperationErase(op);
	return nop;
}
