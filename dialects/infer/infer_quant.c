/* infer_quant.c: inference rules of the legacy quantization ops whose
 * InferMeta sets dims but not always dtypes:
 * FakeChannelWiseDequantizeMaxAbsInferMeta,
 * FakeQuantOrWithDequantMovingAverageAbsMaxInferMeta,
 * MovingAverageAbsMaxScaleInferMeta. A dtype the InferMeta does not set is
 * left open (the written one stands). */
#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

/* fake_channel_wise_dequantize_max_abs(x, scales): quant_axis 0 or 1,
 * x_num_col_dims not 0; out is x's type. */
void pirInferFakeChannelWiseDequantize(PirOperation *op, PirType **r)
{
	int64_t a = pirInferIntAttr(op, "quant_axis", 0), n = pirInferIntAttr(op, "x_num_col_dims", 1);
	if (a != 0 && a != 1) {
		pirInferReject(op, -1, "quant_axis", "quant_axis must be 0 or 1, but is %lld", (long long)a);
		return;
	}
	if (n == 0) {
		pirInferReject(op, -1, "x_num_col_dims", "x_num_col_dims must be larger than 0, but is 0");
		return;
	}
	PirShape x;
	if (op->numResults && pirInferShapeOf(pirInferOperand(op, "x"), &x))
		r[0] = pirInferTensor(ctxOf(op), &x);
}

/* fake_quantize_moving_average_abs_max(x, in_scale, in_accum, in_state):
 * bit_length in [1, 16]; out of x's dims, out_scale, out_state and
 * out_accum [1] (dtypes open: the InferMeta sets none). */
void pirInferFakeQuantizeMovingAverage(PirOperation *op, PirType **r)
{
	int64_t b = pirInferIntAttr(op, "bit_length", 8);
	if (b < 1 || b > 16) {
		pirInferReject(op, -1, "bit_length", "bit_length must be between 1 and 16, but is %lld", (long long)b);
		return;
	}
	PirShape x;
	PirType *open = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	if (op->numResults && pirInferShapeOf(pirInferOperand(op, "x"), &x)) {
		x.elem = open;
		r[0] = pirInferTensor(ctxOf(op), &x);
	}
	PirShape one = {.elem = open, .rank = 1, .dims = {1}};
	for (uint32_t i = 1; i < 4 && i < op->numResults; i++)
		r[i] = pirInferTensor(ctxOf(op), &one);
}

/* moving_average_abs_max_scale(x, in_accum, in_state): when out is
 * written, out of x's dims and out_scale [1]; out_state and out_accum of
 * in_state's and in_accum's dims (dtypes open: the InferMeta sets none). */
void pirInferMovingAverageAbsMaxScale(PirOperation *op, PirType **r)
{
	PirType *open = pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
	PirShape s;
	if (op->numResults >= 2 && pirTypeIsDenseTensor(pirOperationGetResultType(op, 0)) &&
	    pirInferShapeOf(pirInferOperand(op, "x"), &s)) {
		s.elem = open;
		r[0] = pirInferTensor(ctxOf(op), &s);
		PirShape one = {.elem = open, .rank = 1, .dims = {1}};
		r[1] = pirInferTensor(ctxOf(op), &one);
	}
	static const char *const ins[] = {"in_state", "in_accum"};
	for (uint32_t k = 0; k < 2 && 2 + k < op->numResults; k++)
		if (pirInferShapeOf(pirInferOperand(op, ins[k]), &s)) {
			s.elem = open;
			r[2 + k] = pirInferTensor(ctxOf(op), &s);
		}
}
