/* infer_grads.c: inference rules of gradient ops whose InferMeta is not
 * the generic one (infer_meta.c's grad): UnchangedInferMeta with the
 * backward table's param (`unchanged(x=out_v)`), its vec form
 * UnchangedVectorInferMeta, RealAndImagGradInferMeta and the gradients
 * with a shape rule of their own. */
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

/* UnchangedVectorInferMeta(x): out, a vec, has the type of the vec x
 * (shadow_feed_tensors: each output shares its input's meta). */
void pirInferUnchangedVec(PirOperation *op, PirType **r)
{
	PirValue *x = pirInferOperand(op, "x");
	if (op->numResults && x && pirTypeGetKind(pirValueGetType(x)) == PIR_TYPE_VECTOR)
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

/* The dims of the operand the rule calls x, the dtype left open: Paddle's
 * InferMeta sets none (EigGradInferMeta's dx of out_v's dims,
 * CSoftmaxWithCrossEntropyGradInferMeta's logits_grad of softmax's). */
void pirInferUnchangedDims(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &s))
		return;
	s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* bilinear_grad(x, y, weight, out_grad) (BilinearGradInferMeta): out_grad
 * 2-D, its dim 0 x's dim 0 and its dim 1 weight's dim 0 (compared as
 * written); x_grad, y_grad, weight_grad like x, y, weight; bias_grad
 * [1, out_grad's dim 1] of out_grad's dtype. */
void pirInferBilinearGrad(PirOperation *op, PirType **r)
{
	PirShape x, w, g;
	if (op->numResults < 4 || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "weight"), &w) || !pirInferShapeOf(pirInferOperand(op, "out_grad"), &g))
		return;
	int ig = pirInferOperandIndex(op, "out_grad");
	if (g.rank != 2) {
		pirInferReject(op, ig, NULL, "operand #%d ('out_grad') must be 2-D, but is %u-D", ig, g.rank);
		return;
	}
	if (x.rank < 1 || w.rank < 1)
		return;
	if (x.dims[0] != g.dims[0] || w.dims[0] != g.dims[1]) {
		bool batch = x.dims[0] != g.dims[0];
		pirInferReject(op, ig, NULL, "operand #%d ('out_grad') dim %d is %lld, but %s's dim 0 is %lld (compared as written)", ig,
			       batch ? 0 : 1, (long long)g.dims[batch ? 0 : 1], batch ? "x" : "weight",
			       (long long)(batch ? x.dims[0] : w.dims[0]));
		return;
	}
	pirInferGrad(op, r);
	PirShape b = {.elem = g.elem, .rank = 2, .dims = {1, g.dims[1]}};
	r[3] = pirInferTensor(ctxOf(op), &b);
}

/* scatter_grad, scatter_nd_add_grad (ScatterGradInferMeta,
 * ScatterNdAddGradInferMeta): x_grad like out_grad; updates_grad of
 * updates' dims and out_grad's dtype. */
void pirInferScatterGrad(PirOperation *op, PirType **r)
{
	PirShape u, g;
	if (op->numResults < 2 || !pirInferShapeOf(pirInferOperand(op, "out_grad"), &g))
		return;
	r[0] = pirInferTensor(ctxOf(op), &g);
	if (pirInferShapeOf(pirInferOperand(op, "updates"), &u)) {
		u.elem = g.elem;
		r[1] = pirInferTensor(ctxOf(op), &u);
	}
}

/* instance_norm_grad(x, scale, saved_mean, saved_variance, y_grad)
 * (InstanceNormGradInferMeta): x_grad like x; scale_grad and bias_grad
 * [C] (x's dim 1), their dtype left open (Paddle sets none). */
void pirInferInstanceNormGrad(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank < 2)
		return;
	r[0] = pirInferTensor(ctxOf(op), &x);
	PirShape c = {.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED), .rank = 1, .dims = {x.dims[1]}};
	for (uint32_t i = 1; i < 3 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &c);
}

/* fused_rope_grad, fused_rotary_position_embedding_grad
 * (FusedRopeGradInferMeta): out_q_grad 4-D ([batch, seq, heads,
 * head_dim]); each gradient like the incoming one (`rope_grad(q=out_q_grad,
 * ...)` names them for the generic grad rule). */
void pirInferRopeGrad(PirOperation *op, PirType **r)
{
	PirShape q;
	if (!pirInferShapeOf(pirInferOperand(op, "q"), &q))
		return;
	if (q.rank != 4) {
		int at = pirInferOperandIndex(op, "q");
		pirInferReject(op, at, NULL, "operand #%d must be 4-D ([batch, seq, heads, head_dim]), but is %u-D", at, q.rank);
		return;
	}
	pirInferGrad(op, r);
}

/* UnchangedMultiInferMeta: the vec result has the vec operand x's type,
 * element by element (einsum_grad's x_grad of x_shape). */
void pirInferUnchangedMulti(PirOperation *op, PirType **r)
{
	PirValue *x = pirInferOperand(op, "x");
	if (op->numResults && x && pirTypeGetKind(pirValueGetType(x)) == PIR_TYPE_VECTOR)
		r[0] = pirValueGetType(x);
}
