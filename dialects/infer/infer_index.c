/* infer_index.c: inference rules of the ops that scan or index along one
 * axis or over the whole tensor: argmax/argmin, the cumulative ops (with
 * and without indices), argsort, one_hot, and the ops whose result is a
 * fact about the input (shape64, numel, mean_all, equal_all, allclose,
 * isclose), as Paddle's InferMeta functions give them (ArgMinMaxInferMeta,
 * CumInferMeta, CumWithIndicesInferMeta, ArgsortInferMeta, OneHotInferMeta,
 * Shape64InferMeta, NumelInferMeta, MeanAllInferMeta, CompareAllInferMeta,
 * AllValueCompareInferMeta, ValueCompareInferMeta). */
#include <string.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *scalar(PirOperation *op, PirTypeKind k)
{
	return pirTypeGetScalar(ctxOf(op), k);
}

/* The one integer of attribute or operand `name`; false when it is not
 * known (an operand that is not a constant). */
static bool oneInt(PirOperation *op, const char *name, int64_t *out)
{
	int64_t v[1];
	uint32_t n;
	if (!pirInferIntList(op, name, v, 1, &n) || n != 1 || v[0] == PIR_INFER_UNKNOWN)
		return false;
	*out = v[0];
	return true;
}

/* Paddle's axis check of the scanning ops: in [-rank, rank), and 0 or -1
 * for a 0-D input. Returns the axis made non-negative (0 for a 0-D
 * input), or -1 after rejecting. */
static int64_t scanAxis(PirOperation *op, const char *name, int64_t axis, uint32_t rank)
{
	if (rank)
		return pirInferCheckAxis(op, name, axis, rank);
	if (axis == 0 || axis == -1)
		return 0;
	pirInferReject(op, PIR_INFER_AT(op, name), "%s %lld must be 0 or -1 for a 0-D operand", name, (long long)axis);
	return -1;
}

/* The index dtype of attribute `name`: int32 or int64, as Paddle requires
 * (false after rejecting another). *dt is NULL, and the dtype open, when
 * the attribute names none (undefined, or an older era's VarType number). */
static bool indexDtype(PirOperation *op, const char *name, PirType **dt)
{
	*dt = pirInferDataTypeAttr(op, name);
	if (!*dt || (*dt)->kind == PIR_TYPE_I32 || (*dt)->kind == PIR_TYPE_I64)
		return true;
	pirInferReject(op, -1, name, "%s must be int32 or int64", name);
	return false;
}

/* argmax/argmin(x, axis): the axis dropped (kept as 1 with keepdims);
 * with flatten, a 0-D result; the dtype attribute's int32/int64 (left
 * open when undefined, as Paddle leaves it). An axis that is not a
 * constant gives the rank, dims -1. With flatten and keepdims Paddle
 * releases differ ([1] or x's rank of 1s): not inferred. */
void pirInferArgMinMax(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 0};
	PirType *dt;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !indexDtype(op, "dtype", &dt))
		return;
	bool keep = pirInferBoolAttr(op, "keepdims", false), flat = pirInferBoolAttr(op, "flatten", false);
	o.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED);
	int64_t axis;
	if (flat && keep)
		return;
	if (!oneInt(op, "axis", &axis)) {
		if (!flat && !keep && x.rank == 0)
			return;
		o.rank = flat ? 0 : keep ? x.rank : x.rank - 1;
		for (uint32_t i = 0; i < o.rank; i++)
			o.dims[i] = -1;
		r[0] = pirInferTensor(ctxOf(op), &o);
		return;
	}
	int64_t a = scanAxis(op, "axis", axis, x.rank);
	if (a < 0)
		return;
	if (!flat && x.rank == 0 && keep)
		o.dims[o.rank++] = 1;
	for (uint32_t i = 0; !flat && i < x.rank; i++)
		if (i != (uint32_t)a)
			o.dims[o.rank++] = x.dims[i];
		else if (keep)
			o.dims[o.rank++] = 1;
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* cumsum/logcumsumexp(x, axis): x's type; with flatten, 1-D of x's
 * element count. */
void pirInferCum(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t axis;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	if (pirInferBoolAttr(op, "flatten", false)) {
		x.dims[0] = pirInferNumel(x.dims, x.rank);
		x.rank = 1;
	} else if (oneInt(op, "axis", &axis) && scanAxis(op, "axis", axis, x.rank) < 0) {
		return;
	}
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* cummax/cummin(x, axis, dtype): out like x; indices of x's dims, of the
 * dtype attribute (int32 or int64). */
void pirInferCumWithIndices(PirOperation *op, PirType **r)
{
	PirShape x;
	PirType *dt;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) || !indexDtype(op, "dtype", &dt) ||
	    scanAxis(op, "axis", pirInferIntAttr(op, "axis", -1), x.rank) < 0)
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	x.elem = dt ? dt : scalar(op, PIR_TYPE_UNDEFINED);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
}

/* argsort(x, axis): out like x; indices of x's dims, int64. */
void pirInferArgsort(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    scanAxis(op, "axis", pirInferIntAttr(op, "axis", -1), x.rank) < 0)
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &x);
	x.elem = scalar(op, PIR_TYPE_I64);
	if (op->numResults > 1)
		r[1] = pirInferTensor(ctxOf(op), &x);
}

/* one_hot(x, num_classes): x's dims and num_classes (-1 when it is not a
 * constant), float32. */
void pirInferOneHot(PirOperation *op, PirType **r)
{
	PirShape x;
	int64_t depth;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) || x.rank >= PIR_INFER_MAX_RANK)
		return;
	x.dims[x.rank++] = oneInt(op, "num_classes", &depth) && depth >= 0 ? depth : -1;
	x.elem = scalar(op, PIR_TYPE_F32);
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* shape64(input): 1-D of the input's rank, int64. */
void pirInferShape64(PirOperation *op, PirType **r)
{
	PirShape x, o = {.rank = 1};
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "input"), &x))
		return;
	o.dims[0] = x.rank;
	o.elem = scalar(op, PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* array_length, lod_array_length(x): [1] int64, whatever the array holds
 * (ArrayLengthInferMeta). */
void pirInferArrayLength(PirOperation *op, PirType **r)
{
	PirShape o = {.rank = 1, .dims = {1}};
	if (!op->numResults)
		return;
	o.elem = scalar(op, PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* numel(x): 0-D int64. */
void pirInferNumelOp(PirOperation *op, PirType **r)
{
	PirShape o = {.rank = 0};
	if (!op->numResults || !pirTypeIsDenseTensor(pirOperationGetOperandType(op, 0)))
		return;
	o.elem = scalar(op, PIR_TYPE_I64);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* mean_all(x): 0-D of x's dtype. */
void pirInferMeanAll(PirOperation *op, PirType **r)
{
	PirShape x;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x))
		return;
	x.rank = 0;
	r[0] = pirInferTensor(ctxOf(op), &x);
}

/* x and y of one shape (Paddle's BinarySameInputDimsCheck): equal ranks
 * and equal known dims. */
static bool sameShapes(PirOperation *op, const PirShape *x, const PirShape *y)
{
	int ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (x->rank != y->rank)
		return pirInferReject(op, iy, NULL, "operand #%d is %u-D, but operand #%d is %u-D: they must have one shape", iy,
				      y->rank, ix, x->rank);
	for (uint32_t i = 0; i < x->rank; i++)
		if (x->dims[i] >= 0 && y->dims[i] >= 0 && x->dims[i] != y->dims[i])
			return pirInferReject(op, iy, NULL, "operand #%d dim %u is %lld, but operand #%d dim %u is %lld: they must have one shape",
					      iy, i, (long long)y->dims[i], ix, i, (long long)x->dims[i]);
	return true;
}

/* equal_all(x, y): 0-D bool; y's rank not above x's. allclose: 0-D bool,
 * isclose: x's dims, bool; both of x and y of one shape. */
void pirInferCompareAll(PirOperation *op, PirType **r)
{
	PirShape x, y, o = {.rank = 0};
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "y"), &y))
		return;
	if (y.rank > x.rank) {
		int iy = pirInferOperandIndex(op, "y");
		pirInferReject(op, iy, NULL, "operand #%d is %u-D, more than operand #%d's %u dims", iy, y.rank,
			       pirInferOperandIndex(op, "x"), x.rank);
		return;
	}
	o.elem = scalar(op, PIR_TYPE_BOOL);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferAllClose(PirOperation *op, PirType **r)
{
	PirShape x, y, o = {.rank = 0};
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "y"), &y) || !sameShapes(op, &x, &y))
		return;
	o.elem = scalar(op, PIR_TYPE_BOOL);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

void pirInferIsClose(PirOperation *op, PirType **r)
{
	PirShape x, y;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &x) ||
	    !pirInferShapeOf(pirInferOperand(op, "y"), &y) || !sameShapes(op, &x, &y))
		return;
	x.elem = scalar(op, PIR_TYPE_BOOL);
	r[0] = pirInferTensor(ctxOf(op), &x);
}
