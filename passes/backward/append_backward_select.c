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
#include "append_backward.h"

static PirValue *gradOf(AB *ab, PirValue *v)
{
	ABValue *i = abFind(ab, v);
	return i ? i->grad : NULL;
}

static PirValue *select(AB *ab, PirOpInfo *info, PirValue *index, uint32_t n, uint32_t pick, PirValue *picked,
			PirValue *const *others, PirType *type)
{
	PirValue **operands = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *operands);
	operands[0] = abPrimal(ab, index);
	for (uint32_t j = 0; j < n; j++)
		operands[1 + j] = j == pick ? picked : others[j];
	for (uint32_t j = 0; j <= n; j++)
		if (!operands[j] || ab->failed)
			return NULL;
	PirOperation *op = abCreate(ab, abBwd(ab), NULL, info, n + 1, operands, 1, &type, NULL, 0);
	return pirOperationGetResult(op, 0);
}

void abSelectGrad(AB *ab, PirOperation *op)
{
	PirValue *index = pirOperationGetOperand(op, 0);
	if (pirOperationGetInfo(op)->role == PIR_ROLE_SELECT) {
		uint32_t n = op->numOperands - 1;
		PirValue *g = gradOf(ab, pirOperationGetResult(op, 0));
		PirValue **zeros = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *zeros);
		for (uint32_t i = 0; i < n && g && !ab->failed; i++) {
			PirValue *x = pirOperationGetOperand(op, 1 + i);
			if (!abNeedsGrad(ab, x) || !abCarriesGrad(pirValueGetType(x)))
				continue;
			PirValue *z = abZeros(ab, abBwd(ab), NULL, x);
			for (uint32_t j = 0; j < n; j++)
				zeros[j] = z;
			PirValue *gx = select(ab, pirOperationGetInfo(op), index, n, i, g, zeros, pirValueGetType(x));
			if (gx)
				abAddGrad(ab, x, gx);
		}
		return;
	}
	PirValue *x = pirOperationGetOperand(op, 1);
	PirOpInfo *sel = abRoleOp(ab, PIR_ROLE_SELECT);
	if (!sel || !abNeedsGrad(ab, x) || !abCarriesGrad(pirValueGetType(x)))
		return;
	uint32_t n = op->numResults;
	PirValue **grads = pirArenaAlloc(&ab->arena, (n + 1) * sizeof *grads), *z = NULL;
	for (uint32_t j = 0; j < n && !ab->failed; j++) {
		grads[j] = gradOf(ab, pirOperationGetResult(op, j));
		if (!grads[j])
			grads[j] = z ? z : (z = abZeros(ab, abBwd(ab), NULL, x));
	}
	PirValue *gx = ab->failed ? NULL : select(ab, sel, index, n, n, NULL, grads, pirValueGetType(x));
	if (gx)
		abAddGrad(ab, x, gx);
}
