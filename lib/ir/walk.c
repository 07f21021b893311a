/* walk.c: pre- and post-order walks over ops and their nested regions.
 * The next op is read before the callback runs, so a post-order callback
 * may erase the op it was given. */
#include "ir.h"

static PirWalkResult walkRegions(PirOperation *op, PirWalkOrder order, PirWalkFn fn, void *ud)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first, *next; o; o = next) {
				next = pirOperationGetNextInBlock(o);
				/* An op without regions is one call in either order. */
				if (!o->numRegions ? fn(o, ud) == PIR_WALK_INTERRUPT
						   : pirOperationWalk(o, order, fn, ud) == PIR_WALK_INTERRUPT)
					return PIR_WALK_INTERRUPT;
			}
	return PIR_WALK_ADVANCE;
}

PirWalkResult pirOperationWalk(PirOperation *op, PirWalkOrder order, PirWalkFn fn, void *ud)
{
	if (order == PIR_WALK_PRE_ORDER) {
		PirWalkResult r = fn(op, ud);
		if (r == PIR_WALK_INTERRUPT)
			return r;
		if (r == PIR_WALK_SKIP)
			return PIR_WALK_ADVANCE;
		return walkRegions(op, order, fn, ud);
	}
	if (walkRegions(op, order, fn, ud) == PIR_WALK_INTERRUPT)
		return PIR_WALK_INTERRUPT;
	return fn(op, ud) == PIR_WALK_INTERRUPT ? PIR_WALK_INTERRUPT : PIR_WALK_ADVANCE;
}

PirWalkResult pirProgramWalk(PirProgram *p, PirWalkOrder order, PirWalkFn fn, void *ud)
{
	return walkRegions(p->module, order, fn, ud);
}
