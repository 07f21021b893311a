/* append_backward_select.c: the backward of the ops of roles select and route in
 * --append-backward (docs/passes.md, "Select and route"): dy2st's branch plumbing, Paddle's
 * pd_op.select_input and pd_op.select_output, which the ProgramDesc translator makes of a
 * 2.x `cond`. Paddle's PIR has no backward for them; their gradient is a choice made by the
 * same index, so it is built with the op of role select itself, found by role:
 *   out = select(k, x_0, ..., x_n-1)   grad(x_i) = select(k, c_0, ..., c_n-1), c_i = grad(out)
 *                                      and c_j = zeros like x_i for j != i: grad(out) where
 *                                      x_i was chosen, zeros of x_i's shape where it was not
 *   outs = route(k, x)                 grad(x) = select(k, g_0, ..., g_n-1), g_j = grad(outs_j),
 *                                      or zeros like x where outs_j has none
 * The index is read (its value in the backward: a stack pops it in a loop or branch); a choice
 * only for its shape, where that is not static. The ops built are choices again, so a second
 * backward goes through them the same way. */
#include <string.h>

#include "append_backward.h"

/* select(k, choices...) typed type at the end of the backward block. */
static PirValue *select(AB *ab, PirOpInfo *info, PirValue *index, uint32_t n, PirValue **choices, PirType *type)
{
	PirValue **operands = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *operands);
	operands[0] = abPrimal(ab, index);
	memcpy(operands + 1, choices, n * sizeof *operands);
	for (uint32_t j = 0; j <= n; j++)
		if (!operands[j] || ab->failed)
			return NULL;
	PirOperation *op = abCreate(ab, abBwd(ab), NULL, info, n + 1, operands, 1, &type, NULL, 0);
	return pirOperationGetResult(op, 0);
}

void abSelectGrad(AB *ab, PirOperation *op)
{
	PirValue *index = pirOperationGetOperand(op, 0);
	bool sel = pirOperationGetInfo(op)->role == PIR_ROLE_SELECT;
	uint32_t n = sel ? op->numOperands - 1 : op->numResults;
	PirValue **choices = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *choices);
	if (sel) {
		PirValue *g = abGradOfResult(ab, op, 0);
		for (uint32_t i = 0; i < n && g && !ab->failed; i++) {
			PirValue *x = pirOperationGetOperand(op, 1 + i);
			if (!abNeedsGrad(ab, x) || !abCarriesGrad(pirValueGetType(x)))
				continue;
			PirValue *z = abZeros(ab, abBwd(ab), NULL, x);
			for (uint32_t j = 0; j < n; j++)
				choices[j] = j == i ? g : z;
			PirValue *gx = select(ab, pirOperationGetInfo(op), index, n, choices, pirValueGetType(x));
			if (gx)
				abAddGrad(ab, x, gx);
		}
		return;
	}
	PirValue *x = pirOperationGetOperand(op, 1), *z = NULL;
	PirOpInfo *info = abRoleOp(ab, PIR_ROLE_SELECT);
	if (!info || !abNeedsGrad(ab, x) || !abCarriesGrad(pirValueGetType(x)))
		return;
	for (uint32_t j = 0; j < n && !ab->failed; j++) {
		choices[j] = abGradOfResult(ab, op, j);
		if (!choices[j])
			choices[j] = z ? z : (z = abZeros(ab, abBwd(ab), NULL, x));
	}
	PirValue *gx = ab->failed ? NULL : select(ab, info, index, n, choices, pirValueGetType(x));
	if (gx)
		abAddGrad(ab, x, gx);
}
