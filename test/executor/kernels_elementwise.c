/* kernels_elementwise.c: pir-run kernels of the constant, copy, unary,
 * binary (broadcasting) and comparison ops. */
#include <math.h>
#include <string.h>

#include "kernels.h"

/* Result 0 of op: shape s (no negative dim) of the op's dtype (float32
 * when it has none pir-run keeps), every element v. */
static bool fillShape(ExRun *r, PirOperation *op, const ExShape *s, double v, ExObj **out)
{
	for (uint32_t i = 0; i < s->rank; i++)
		if (s->dims[i] < 0)
			return exError(r, op, "shape has a negative dimension");
	PirTypeKind dt = exAttrDtype(op, "dtype");
	ExObj *o = exNewResult(r, op, 0, exDtypeSupported(dt) ? dt : PIR_TYPE_F32, s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++)
		o->data[i] = v;
	*out = o;
	return true;
}

static bool full(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	(void)in;
	ExShape s;
	double v;
	if (!exAttrInts(r, op, "shape", s.dims, EX_MAX_RANK, &s.rank) || !exAttrDouble(r, op, "value", 0, &v))
		return false;
	return fillShape(r, op, &s, v, out);
}

static bool fullLikeValue(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, double v)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	ExShape s = exShapeOf(in[0]);
	PirTypeKind dt = exAttrDtype(op, "dtype");
	ExObj *o = exNewResult(r, op, 0, exDtypeSupported(dt) ? dt : in[0]->dtype, &s);
	if (!o)
		return false;
	for (size_t i = 0; i < o->numel; i++)
		o->data[i] = v;
	*out = o;
	return true;
}

/* full_batch_size_like(input): the shape attribute with dim output_dim_idx
 * taken from input's dim input_dim_idx (the batch size), filled with value
 * (Paddle's BatchSizeLikeInferMeta; without a LoD, which pir-run has not). */
static bool fullBatchSizeLike(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	ExShape s;
	double v, inIdx, outIdx;
	if (!exWantTensor(r, op, in, 0) || !exAttrInts(r, op, "shape", s.dims, EX_MAX_RANK, &s.rank) ||
	    !exAttrDouble(r, op, "value", 0, &v) || !exAttrDouble(r, op, "input_dim_idx", 0, &inIdx) ||
	    !exAttrDouble(r, op, "output_dim_idx", 0, &outIdx))
		return false;
	if (!(inIdx >= 0 && inIdx < in[0]->rank))
		return exError(r, op, "input_dim_idx %g is out of range for an input of rank %u", inIdx, in[0]->rank);
	if (!(outIdx >= 0 && outIdx < s.rank))
		return exError(r, op, "output_dim_idx %g is out of range for a shape of %u dims", outIdx, s.rank);
	s.dims[(uint32_t)outIdx] = in[0]->dims[(uint32_t)inIdx];
	return fillShape(r, op, &s, v, out);
}

static bool fullLike(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double v;
	if (!exAttrDouble(r, op, "value", 0, &v))
		return false;
	if (op->numOperands > 1 && in[1]) {
		if (!exWantTensor(r, op, in, 1) || in[1]->numel < 1)
			return exError(r, op, "value operand must hold one element");
		v = in[1]->data[0];
	}
	return fullLikeValue(r, op, in, out, v);
}

static bool zerosLike(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return fullLikeValue(r, op, in, out, 0);
}

static bool onesLike(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return fullLikeValue(r, op, in, out, 1);
}

/* A copy of x with result 0's dtype (or x's). */
static bool copyOf(ExRun *r, PirOperation *op, ExObj *x, PirTypeKind dtype, ExObj **out)
{
	ExShape s = exShapeOf(x);
	ExObj *o = exNewResult(r, op, 0, dtype, &s);
	if (!o)
		return false;
	memcpy(o->data, x->data, sizeof(double) * x->numel);
	*out = o;
	return true;
}

static bool assign(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	return exWantTensor(r, op, in, 0) && copyOf(r, op, in[0], in[0]->dtype, out);
}

/* assign_out_(x, output): x's values written into output's object, which
 * is the result (the op's inplace pair). */
static bool assignOut(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))
		return false;
	ExShape sx = exShapeOf(in[0]), so = exShapeOf(in[1]);
	if (!exShapeEqual(&sx, &so))
		return exError(r, op, "x does not have the shape of output");
	memcpy(in[1]->data, in[0]->data, sizeof(double) * in[0]->numel);
	exTensorNormalize(in[1]);
	*out = exRetain(in[1]);
	return true;
}

static bool cast(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!exWantTensor(r, op, in, 0))
		return false;
	PirTypeKind dt = exAttrDtype(op, "dtype");
	return copyOf(r, op, in[0], exDtypeSupported(dt) ? dt : in[0]->dtype, out);
}

typedef double (*UnaryFn)(double);

static bool unary(ExRun *r, PirOperation *op, ExObj **in, ExObj **out, UnaryFn f)
{
	if (!exWantTensor(r, op, in, 0) || !copyOf(r, op, in[0], in[0]->dtype, out))
		return false;
	for (size_t i = 0; i < (*out)->numel; i++)
		(*out)->data[i] = f((*out)->data[i]);
	return true;
}

static double sigmoidFn(double x)
{
	return 1 / (1 + exp(-x));
}
static double reluFn(double x)
{
	return x > 0 ? x : 0;
}
static double squareFn(double x)
{
	return x * x;
}
static double notFn(double x)
{
	return x == 0;
}

#define UNARY(name, f)                                                         \
	static bool name(ExRun *r, PirOperation *op, ExObj **in, ExObj **out) \
	{                                                                      \
		return unary(r, op, in, out, f);                               \
	}
UNARY(tanhK, tanh)
UNARY(sigmoidK, sigmoidFn)
UNARY(reluK, reluFn)
UNARY(expK, exp)
UNARY(logK, log)
UNARY(squareK, squareFn)
UNARY(sqrtK, sqrt)
UNARY(sinK, sin)
UNARY(cosK, cos)
UNARY(logicalNotK, notFn)

static double addFn(double a, double b)
{
	return a + b;
}
static double subFn(double a, double b)
{
	return a - b;
}
static double mulFn(double a, double b)
{
	return a * b;
}
static double divFn(double a, double b)
{
	return a / b;
}
static double maxFn(double a, double b)
{
	return a > b ? a : b;
}
static double minFn(double a, double b)
{
	return a < b ? a : b;
}
static double powFn(double a, double b)
{
	return pow(a, b);
}
static double ltFn(double a, double b)
{
	return a < b;
}
static double gtFn(double a, double b)
{
	return a > b;
}
static double leFn(double a, double b)
{
	return a <= b;
}
static double geFn(double a, double b)
{
	return a >= b;
}
static double eqFn(double a, double b)
{
	return a == b;
}
static double neFn(double a, double b)
{
	return a != b;
}

#define BINARY(name, f, isCompare)                                                                      \
	static bool name(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)                          \
	{                                                                                               \
		if (!exWantTensor(r, op, in, 0) || !exWantTensor(r, op, in, 1))                         \
			return false;                                                                   \
		return exBinary(r, op, in[0], in[1], f, (isCompare) ? PIR_TYPE_BOOL : in[0]->dtype, out); \
	}
BINARY(addK, addFn, 0)
BINARY(subtractK, subFn, 0)
BINARY(multiplyK, mulFn, 0)
BINARY(divideK, divFn, 0)
BINARY(maximumK, maxFn, 0)
BINARY(minimumK, minFn, 0)
BINARY(elementwisePowK, powFn, 0)
BINARY(lessThanK, ltFn, 1)
BINARY(greaterThanK, gtFn, 1)
BINARY(lessEqualK, leFn, 1)
BINARY(greaterEqualK, geFn, 1)
BINARY(equalK, eqFn, 1)
BINARY(notEqualK, neFn, 1)

static bool scale(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double s, b;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "scale", 1, &s) ||
	    !exAttrDouble(r, op, "bias", 0, &b))
		return false;
	if (op->numOperands > 1 && in[1]) {
		if (!exWantTensor(r, op, in, 1) || in[1]->numel < 1)
			return exError(r, op, "scale operand must hold one element");
		s = in[1]->data[0];
	}
	bool after = exAttrBool(op, "bias_after_scale", true);
	if (!copyOf(r, op, in[0], in[0]->dtype, out))
		return false;
	for (size_t i = 0; i < (*out)->numel; i++) {
		double x = (*out)->data[i];
		(*out)->data[i] = after ? s * x + b : s * (x + b);
	}
	return true;
}

static bool increment(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	double v;
	if (!exWantTensor(r, op, in, 0) || !exAttrDouble(r, op, "value", 1, &v) ||
	    !copyOf(r, op, in[0], in[0]->dtype, out))
		return false;
	for (size_t i = 0; i < (*out)->numel; i++)
		(*out)->data[i] += v;
	return true;
}

static bool addN(ExRun *r, PirOperation *op, ExObj **in, ExObj **out)
{
	if (!in[0] || in[0]->kind != EX_VEC || in[0]->len == 0)
		return exError(r, op, "operand 0 must be a non-empty vec of tensors");
	ExObj *acc = NULL;
	for (size_t i = 0; i < in[0]->len; i++) {
		ExObj *x = in[0]->items[i];
		if (x->kind != EX_TENSOR) {
			exRelease(acc);
			return exError(r, op, "element %zu of operand 0 is not a tensor", i);
		}
		ExObj *next;
		if (!acc) {
			if (!copyOf(r, op, x, x->dtype, &next))
				return false;
		} else {
			bool ok = exBinary(r, op, acc, x, addFn, acc->dtype, &next);
			exRelease(acc);
			if (!ok)
				return false;
		}
		acc = next;
	}
	*out = acc;
	return true;
}

const ExKernel exElementwiseKernels[] = {
	{"pd_op.full", full},
	{"pd_op.full_like", fullLike},
	{"pd_op.full_batch_size_like", fullBatchSizeLike},
	{"pd_op.zeros_like", zerosLike},
	{"pd_op.ones_like", onesLike},
	{"pd_op.assign", assign},
	{"pd_op.assign_out_", assignOut},
	{"pd_op.to_tensor", assign}, /* the copies between tensor and vtensor */
	{"pd_op.to_vtensor", assign},
	{"pd_op.cast", cast},
	{"pd_op.tanh", tanhK},
	{"pd_op.sigmoid", sigmoidK},
	{"pd_op.relu", reluK},
	{"pd_op.exp", expK},
	{"pd_op.log", logK},
	{"pd_op.square", squareK},
	{"pd_op.sqrt", sqrtK},
	{"pd_op.sin", sinK},
	{"pd_op.cos", cosK},
	{"pd_op.logical_not", logicalNotK},
	{"pd_op.add", addK},
	{"pd_op.subtract", subtractK},
	{"pd_op.multiply", multiplyK},
	{"pd_op.divide", divideK},
	{"pd_op.maximum", maximumK},
	{"pd_op.minimum", minimumK},
	{"pd_op.elementwise_pow", elementwisePowK},
	{"pd_op.less_than", lessThanK},
	{"pd_op.greater_than", greaterThanK},
	{"pd_op.less_equal", lessEqualK},
	{"pd_op.greater_equal", greaterEqualK},
	{"pd_op.equal", equalK},
	{"pd_op.not_equal", notEqualK},
	{"pd_op.scale", scale},
	{"pd_op.increment", increment},
	{"pd_op.add_n", addN},
	{NULL, NULL},
};
