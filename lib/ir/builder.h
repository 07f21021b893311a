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

PIR_API void pirBuilderInit(PirBuilder *b, PirProgram *prog);
PIR_API void pirBuilderSetInsertionPointToEnd(PirBuilder *b, PirBlock *block);
PIR_API void pirBuilderSetInsertionPointBefore(PirBuilder *b, PirOperation *op);
PIR_API void pirBuilderSetInsertionPointAfter(PirBuilder *b, PirOperation *op);
/* Creates the op `name` (registered or not) with the given operands,
 * result types, attributes (NULL: none) and number of empty regions, and
 * inserts it at the insertion point. */
PIR_API PirOperation *pirBuilderCreateOp(PirBuilder *b, const char *name, uint32_t numOperands, PirValue *const *operands,
				 uint32_t numResults, PirType *const *resultTypes, PirAttrDict *attrs,
				 uint32_t numRegions);

/* Creates, right after op, a copy of op (name, attributes, location,
 * successors) that keeps only the operands and results whose flags are set
 * (NULL: all of them), moves op's regions into it and gives it the uses of
 * the kept results. op stays in its block, without regions or kept uses;
 * the caller erases it. Passes use it to drop operands and results. */
PIR_API PirOperation *pirOperationRebuild(PirOperation *op, const bool *keepOperand, const bool *keepResult);

/* Replaces op by a copy without its region 0 (an init region): the other
 * regions' blocks move to the copy, the uses of op's results to the copy's;
 * op is erased with what region 0 holds. Returns the copy. */
PIR_API PirOperation *pirOperationDropFirstRegion(PirOperation *op);

/* Moving ops and blocks. */
PIR_API void pirOperationMoveBefore(PirOperation *op, PirOperation *before);
PIR_API void pirOperationMoveAfter(PirOperation *op, PirOperation *after);
PIR_API void pirOperationMoveToEnd(PirOperation *op, PirBlock *block);
PIR_API void pirBlockMoveToEnd(PirBlock *b, PirRegion *r);

#endif
