/* builder.h: creating ops at an insertion point, the way passes and tests
 * build IR: look the op up by name, create it, insert it. */
#ifndef PIR_BUILDER_H
#define PIR_BUILDER_H

#include "ir.h"

typedef struct PirBuilder {
	PirProgram *prog;
	PirBlock *block;      /* where new ops go */
	PirOperation *before; /* insert before this op; NULL: at the end of block */
	PirLocation loc;      /* location given to new ops */
} PirBuilder;

void pirBuilderInit(PirBuilder *b, PirProgram *prog);
void pirBuilderSetInsertionPointToEnd(PirBuilder *b, PirBlock *block);
void pirBuilderSetInsertionPointBefore(PirBuilder *b, PirOperation *op);
void pirBuilderSetInsertionPointAfter(PirBuilder *b, PirOperation *op);
/* Creates the op `name` (registered or not) with the given operands,
 * result types, attributes (NULL: none) and number of empty regions, and
 * inserts it at the insertion point. */
PirOperation *pirBuilderCreateOp(PirBuilder *b, const char *name, uint32_t numOperands, PirValue *const *operands,
				 uint32_t numResults, PirType *const *resultTypes, PirAttrDict *attrs,
				 uint32_t numRegions);

/* Creates, right after op, a copy of op (name, attributes, location,
 * successors) that keeps only the operands and results whose flags are set
 * (NULL: all of them), moves op's regions into it and gives it the uses of
 * the kept results. op stays in its block, without regions or kept uses;
 * the caller erases it. Passes use it to drop operands and results. */
PirOperation *pirOperationRebuild(PirOperation *op, const bool *keepOperand, const bool *keepResult);

/* Replaces op by a copy without its region 0 (an init region): the other
 * regions' blocks move to the copy, the uses of op's results to the copy's;
 * op is erased with what region 0 holds. Returns the copy. */
PirOperation *pirOperationDropFirstRegion(PirOperation *op);

/* Moving ops and blocks. */
void pirOperationMoveBefore(PirOperation *op, PirOperation *before);
void pirOperationMoveAfter(PirOperation *op, PirOperation *after);
void pirOperationMoveToEnd(PirOperation *op, PirBlock *block);
void pirBlockMoveToEnd(PirBlock *b, PirRegion *r);

#endif
