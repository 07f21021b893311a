/* append_backward_cf.c: control flow in --append-backward (docs/passes.md, "append-backward"):
 * not supported yet; a region op on the gradient's path is an error. */
#include "append_backward.h"

bool abFindStackOps(AB *ab)
{
	(void)ab;
	return true;
}

bool abRegionOpActive(AB *ab, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (abNeedsGrad(ab, &op->results[i]))
			return true;
	return false;
}

bool abInstrument(AB *ab, PirOperation *op)
{
	(void)ab;
	(void)op;
	return true;
}

bool abRegionGrad(AB *ab, PirOperation *op)
{
	pirEmitOpError(op, "is on the gradient's path; control flow is not supported by append-backward yet");
	ab->failed = true;
	return false;
}
