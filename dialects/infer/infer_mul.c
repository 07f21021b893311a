/* infer_mul.c: the inference rule of matmul_with_flatten, the legacy mul
 * op (MatmulWithFlattenInferMeta): x and y flattened to matrices at
 * x_num_col_dims and y_num_col_dims, then multiplied. */
#include "infer_meta.h"

/* matmul_with_flatten(x, y, x_num_col_dims, y_num_col_dims): x of rank
 * above x_num_col_dims, y of rank above y_num_col_dims, y not empty, and
 * the width of x's matrix (the product of its dims from x_num_col_dims)
 * the height of y's (the product of its dims before y_num_col_dims) where
 * both are known. out is x's dims before x_num_col_dims, then y's from
 * y_num_col_dims; x's dtype (int32 for int8). */
void pirInferMatmulWithFlatten(PirOperation *op, PirType **r)
{
	PirShape x, y;
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "y"), &y))
		return;
	int64_t xn = pirInferIntAttr(op, "x_num_col_dims", 1), yn = pirInferIntAttr(op, "y_num_col_dims", 1);
	if (pirInferNumel(y.dims, y.rank) == 0) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') holds no element", iy);
		return;
	}
	if (xn < 0 || (int64_t)x.rank <= xn) {
		pirInferReject(op, ix, NULL, "operand #%d ('x') has rank %u, but must have more than x_num_col_dims (%lld)",
			       ix, x.rank, (long long)xn);
		return;
	}
	if (yn < 0 || (int64_t)y.rank <= yn) {
		pirInferReject(op, iy, NULL, "operand #%d ('y') has rank %u, but must have more than y_num_col_dims (%lld)",
			       iy, y.rank, (long long)yn);
		return;
	}
	int64_t width = pirInferNumel(x.dims + xn, x.rank - (uint32_t)xn), height = pirInferNumel(y.dims, (uint32_t)yn);
	if (width >= 0 && height >= 0 && width != height) {
		pirInferReject(op, iy, NULL,
			       "operand #%d ('y') flattened at y_num_col_dims %lld has %lld rows, but x (operand #%d) "
			       "flattened at x_num_col_dims %lld has %lld columns",
			       iy, (long long)yn, (long long)height, ix, (long long)xn, (long long)width);
		return;
	}
	PirShape o = {.elem = x.elem};
	for (int64_t i = 0; i < xn; i++)
		o.dims[o.rank++] = x.dims[i];
	for (uint32_t i = (uint32_t)yn; i < y.rank && o.rank < PIR_INFER_MAX_RANK; i++)
		o.dims[o.rank++] = y.dims[i];
	if (x.elem->kind == PIR_TYPE_I8)
		o.elem = pirTypeGetScalar(pirOperationGetContext(op), PIR_TYPE_I32);
	if (op->numResults && o.rank == (uint32_t)xn + y.rank - (uint32_t)yn)
		r[0] = pirInferTensor(pirOperationGetContext(op), &o);
}
