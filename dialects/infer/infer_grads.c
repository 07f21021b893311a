/* infer_grads.c: inference rules of gradient ops whose InferMeta is not
 * the generic one (infer_meta.c's grad): UnchangedInferMeta with the
 * backward table's param (`unchanged(x=out_v)`), RealAndImagGradInferMeta
 * and the gradients with a shape rule of their own. */
#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* UnchangedInferMeta(x): out has the type of the operand the rule calls
 * x (the first result; `unchanged(x=grad_x_grad)` names another). */
void pirInferUnchanged(PirOperation *op, PirType **r)
{
	PirValue *x = pirInferOperand(op, "x");
	if (op->numResults && x && pirTypeIsDenseTensor(pirValueGetType(x)))
		r[0] = pirValueGetType(x);
}

/* real_grad, imag_grad (RealAndImagGradInferMeta): out_grad's dims, its
 * dtype made complex (float32 gives complex64, float64 complex128). */
void pirInferToComplex(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "out_grad"), &s))
		return;
	PirTypeKind k = s.elem->kind;
	s.elem = pirTypeGetScalar(ctxOf(op), k == PIR_TYPE_F32 ? PIR_TYPE_C64 : k == PIR_TYPE_F64 ? PIR_TYPE_C128 : PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &s);
}
