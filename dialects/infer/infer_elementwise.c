/* infer_elementwise.c: inference rules of ops that keep or broadcast
 * their operands' shapes (unary, elementwise, comparisons, logical ops,
 * cast, where, dropout) and of the constant makers (full, full_like,
 * full_int_array, arange, shape). */
#include <math.h>

#include "infer_meta.h"

static PirContext *ctxOf(PirOperation *op)
{
	return pirOperationGetContext(op);
}

static PirType *unknownElem(PirOperation *op)
{
	return pirTypeGetScalar(ctxOf(op), PIR_TYPE_UNDEFINED);
}

/* The first operand, whatever its name. */
static PirValue *first(PirOperation *op)
{
	return op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
}

/* out: the shape and dtype of the first operand. */
void pirInferUnary(PirOperation *op, PirType **r)
{
	PirValue *x = first(op);
	if (op->numResults && x && pirTypeIsDenseTensor(pirValueGetType(x)))
		r[0] = pirValueGetType(x);
}

/* out: the shape of the first operand, bool (logical_not). */
void pirInferUnaryBool(PirOperation *op, PirType **r)
{
	PirShape s;
	if (op->numResults && pirInferShapeOf(first(op), &s)) {
		s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_BOOL);
		r[0] = pirInferTensor(ctxOf(op), &s);
	}
}

/* out: the first operand's dims, its dtype made real (complex64 to
 * float32, complex128 to float64; others kept): abs, angle, real, imag
 * (Paddle's RealAndImagInferMeta and kin). */
void pirInferToReal(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(first(op), &s))
		return;
	if (s.elem->kind == PIR_TYPE_C64)
		s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F32);
	else if (s.elem->kind == PIR_TYPE_C128)
		s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_F64);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* Broadcast shape of the first two operands; dtype that of x when both
 * agree (else unknown: Paddle may promote). */
static bool broadcast2(PirOperation *op, PirShape *out)
{
	PirShape x, y;
	if (op->numOperands < 2 || !pirInferShapeOf(pirOperationGetOperand(op, 0), &x) ||
	    !pirInferShapeOf(pirOperationGetOperand(op, 1), &y))
		return false;
	if (!pirInferCheckBroadcast(op, 0, &x, 1, &y))
		return false;
	if (!pirInferBroadcast(x.dims, x.rank, y.dims, y.rank, out->dims, &out->rank) ||
	    out->rank > PIR_INFER_MAX_RANK)
		return false;
	out->elem = x.elem == y.elem ? x.elem : unknownElem(op);
	return true;
}

void pirInferElementwise(PirOperation *op, PirType **r)
{
	PirShape s;
	if (op->numResults < 1 || op->numOperands < 2 || !pirOperationGetOperand(op, 0) || !pirOperationGetOperand(op, 1))
		return;
	PirType *x = pirOperationGetOperandType(op, 0), *y = pirOperationGetOperandType(op, 1);
	if (x == y && pirTypeIsDenseTensor(x)) {
		r[0] = x; /* the common case, without building a type */
		return;
	}
	if (broadcast2(op, &s))
		r[0] = pirInferTensor(ctxOf(op), &s);
}

/* Comparisons and binary logical ops: broadcast shape, bool. */
void pirInferCompare(PirOperation *op, PirType **r)
{
	PirShape s;
	if (op->numResults && broadcast2(op, &s)) {
		s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_BOOL);
		r[0] = pirInferTensor(ctxOf(op), &s);
	}
}

void pirInferCast(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &s))
		return;
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	s.elem = dt ? dt : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* where(condition, x, y): the three broadcast together, dtype of x. */
void pirInferWhere(PirOperation *op, PirType **r)
{
	PirShape c, x, y, o;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "condition"), &c) ||
	    !pirInferShapeOf(pirInferOperand(op, "x"), &x) || !pirInferShapeOf(pirInferOperand(op, "y"), &y))
		return;
	int ic = pirInferOperandIndex(op, "condition"), ix = pirInferOperandIndex(op, "x"), iy = pirInferOperandIndex(op, "y");
	if (!pirInferCheckBroadcast(op, ix, &x, iy, &y) || !pirInferCheckBroadcast(op, ic, &c, ix, &x) ||
	    !pirInferCheckBroadcast(op, ic, &c, iy, &y))
		return;
	int64_t tmp[PIR_INFER_MAX_RANK];
	uint32_t rt;
	if (!pirInferBroadcast(c.dims, c.rank, x.dims, x.rank, tmp, &rt) || rt > PIR_INFER_MAX_RANK ||
	    !pirInferBroadcast(tmp, rt, y.dims, y.rank, o.dims, &o.rank) || o.rank > PIR_INFER_MAX_RANK)
		return;
	o.elem = x.elem == y.elem ? x.elem : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* dropout: out like x; mask (if any) of x's shape, uint8. */
void pirInferDropout(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!pirInferShapeOf(pirInferOperand(op, "x"), &s))
		return;
	if (op->numResults > 0)
		r[0] = pirInferTensor(ctxOf(op), &s);
	if (op->numResults > 1) {
		s.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_U8);
		r[1] = pirInferTensor(ctxOf(op), &s);
	}
}

/* swiglu(x, y): like x; without y, x's last dim is split in two halves. */
void pirInferSwiglu(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &s))
		return;
	if (!pirInferOperand(op, "y")) {
		if (s.rank == 0)
			return;
		int64_t *last = &s.dims[s.rank - 1];
		if (*last >= 0 && *last % 2)
			return;
		if (*last >= 0)
			*last /= 2;
	}
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* full(shape, dtype): shape from the attribute (or a constant operand). */
void pirInferFull(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferHasArg(op, "shape") || !pirInferIntList(op, "shape", s.dims, PIR_INFER_MAX_RANK, &s.rank))
		return;
	for (uint32_t i = 0; i < s.rank; i++)
		if (s.dims[i] < 0)
			s.dims[i] = -1;
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	s.elem = dt ? dt : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* full_like(x, dtype): x's shape, dtype unless undefined (then x's). */
void pirInferFullLike(PirOperation *op, PirType **r)
{
	PirShape s;
	if (!op->numResults || !pirInferShapeOf(pirInferOperand(op, "x"), &s))
		return;
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	if (dt)
		s.elem = dt;
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* full_int_array(value, dtype): 1-D of len(value). */
void pirInferFullIntArray(PirOperation *op, PirType **r)
{
	PirAttribute *v = pirInferAttr(op, "value");
	if (!op->numResults || !v)
		return;
	PirShape s = {.rank = 1};
	if (v->kind == PIR_ATTR_ARRAY)
		s.dims[0] = v->array.size;
	else if (v->kind == PIR_ATTR_INT_ARRAY)
		s.dims[0] = v->ints.size;
	else
		return;
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	s.elem = dt ? dt : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* arange(start, end, step): 1-D of ceil((end - start) / step) values
 * when all three are constants (Paddle's count, in the result's dtype: a
 * float32 arange counts in float; left open where float and double
 * disagree), else of unknown length. */
void pirInferArange(PirOperation *op, PirType **r)
{
	if (!op->numResults)
		return;
	PirShape s = {.rank = 1, .dims = {-1}};
	PirType *dt = pirInferResultDataType(op, "dtype", 0);
	double a, b, c;
	if (pirInferConstScalar(pirInferOperand(op, "start"), &a) && pirInferConstScalar(pirInferOperand(op, "end"), &b) &&
	    pirInferConstScalar(pirInferOperand(op, "step"), &c)) {
		if (c == 0) {
			pirInferReject(op, pirInferOperandIndex(op, "step"), NULL, "operand #%d ('step') is 0",
				       pirInferOperandIndex(op, "step"));
			return;
		}
		double len = ceil((b - a) / c);
		float fa = (float)a, fb = (float)b, fc = (float)c;
		double flen = fc != 0 ? ceilf((fb - fa) / fc) : -1;
		bool isFloat = dt && (dt->kind == PIR_TYPE_F32 || dt->kind == PIR_TYPE_F16 || dt->kind == PIR_TYPE_BF16);
		if (len <= 0)
			len = 0; /* an empty range */
		else if (!(len < 9.2e18) || (isFloat && flen != len))
			len = -1;
		s.dims[0] = len >= 0 ? (int64_t)len : -1;
	}
	s.elem = dt ? dt : unknownElem(op);
	r[0] = pirInferTensor(ctxOf(op), &s);
}

/* shape(input): 1-D of rank(input), int32. */
void pirInferShapeOp(PirOperation *op, PirType **r)
{
	PirShape s, o = {.rank = 1};
	if (!op->numResults || !pirInferShapeOf(first(op), &s))
		return;
	o.dims[0] = s.rank;
	o.elem = pirTypeGetScalar(ctxOf(op), PIR_TYPE_I32);
	r[0] = pirInferTensor(ctxOf(op), &o);
}

/* add_n(inputs: vec) -> out (AddNInferMeta): the dims of the first input
 * that is not 0-D (a later one replaces it while it holds a 0 dim), the
 * first input's dtype; 0-D when every input is. Every other input that is
 * not 0-D has its rank and, where both are known, its dims: Paddle's
 * build-time check (`is_runtime` false), which PIR skips in favour of
 * comparing the dims as written, and which a translated legacy program
 * passes. */
void pirInferAddN(PirOperation *op, PirType **r)
{
	PirValue *v = pirInferOperand(op, "inputs");
	PirType *t = v ? pirValueGetType(v) : NULL;
	if (!op->numResults || !t || t->kind != PIR_TYPE_VECTOR || !t->vec.size)
		return;
	PirShape first = {.rank = 0}, in = {.rank = 1, .dims = {0}}, x;
	int at = pirInferOperandIndex(op, "inputs");
	bool all0d = true;
	for (uint32_t i = 0; i < t->vec.size; i++) {
		if (!pirInferShapeOfType(t->vec.elems[i], &x))
			return;
		if (i == 0)
			first = x;
		if (x.rank == 0)
			continue;
		all0d = false;
		bool empty = false;
		for (uint32_t d = 0; d < in.rank; d++)
			empty |= in.dims[d] == 0;
		if (empty) {
			in = x;
			continue;
		}
		char a[96], b[96];
		bool same = in.rank == x.rank;
		for (uint32_t d = 0; same && d < x.rank; d++)
			same = in.dims[d] < 0 || x.dims[d] < 0 || in.dims[d] == x.dims[d];
		if (!same) {
			pirInferReject(op, at, NULL, "operand #%d ('inputs') element %u is %s, but the first one added is %s: add_n adds tensors of one shape",
				       at, i, pirInferDimsStr(x.dims, x.rank, a, sizeof a), pirInferDimsStr(in.dims, in.rank, b, sizeof b));
			return;
		}
	}
	PirShape o = all0d ? (PirShape){.rank = 0} : in;
	o.elem = first.elem;
	r[0] = pirInferTensor(ctxOf(op), &o);
}
