/* infer_fused_support.c: the helpers of the fused-op rules
 * (infer_fused.h): operand shapes by name, rank and dim checks reported
 * at the operand, vec operands. */
#include "infer_fused.h"

bool pirFusedShape(PirOperation *op, const char *name, PirShape *s)
{
	return pirInferShapeOf(pirInferOperand(op, name), s);
}

bool pirFusedRank(PirOperation *op, const char *name, const PirShape *s, uint32_t rank, const char *what)
{
	if (s->rank == rank)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D%s%s, but is %u-D", i, name, rank, what ? " " : "",
			      what ? what : "", s->rank);
}

bool pirFusedRankIn(PirOperation *op, const char *name, const PirShape *s, uint32_t lo, uint32_t hi)
{
	if (s->rank >= lo && s->rank <= hi)
		return true;
	int i = pirInferOperandIndex(op, name);
	if (lo == hi)
		return pirFusedRank(op, name, s, lo, NULL);
	if (hi >= PIR_INFER_MAX_RANK)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must have rank %u or more, but is %u-D", i, name, lo, s->rank);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') must be %u-D to %u-D, but is %u-D", i, name, lo, hi, s->rank);
}

bool pirFusedDim(PirOperation *op, const char *name, const PirShape *s, uint32_t d, int64_t expect, const char *what)
{
	if (d >= s->rank || s->dims[d] < 0 || expect < 0 || s->dims[d] == expect)
		return true;
	int i = pirInferOperandIndex(op, name);
	return pirInferReject(op, i, NULL, "operand #%d ('%s') dim %u is %lld, but %s is %lld", i, name, d, (long long)s->dims[d],
			      what, (long long)expect);
}

static PirType *vecType(PirOperation *op, const char *name)
{
	PirValue *v = pirInferOperand(op, name);
	PirType *t = v ? pirValueGetType(v) : NULL;
	return t && t->kind == PIR_TYPE_VECTOR ? t : NULL;
}

uint32_t pirFusedVecSize(PirOperation *op, const char *name)
{
	PirType *t = vecType(op, name);
	return t ? t->vec.size : 0;
}

bool pirFusedVecShape(PirOperation *op, const char *name, uint32_t i, PirShape *s)
{
	PirType *t = vecType(op, name);
	return t && i < t->vec.size && pirInferShapeOfType(t->vec.elems[i], s);
}

PirType *pirFusedTensor(PirOperation *op, PirType *elem, uint32_t rank, const int64_t *dims)
{
	PirShape s = {.elem = elem, .rank = rank};
	for (uint32_t i = 0; i < rank && i < PIR_INFER_MAX_RANK; i++)
		s.dims[i] = dims[i] < 0 ? -1 : dims[i];
	return pirInferTensor(pirOperationGetContext(op), &s);
}

int64_t pirFusedProd(const PirShape *s, uint32_t from, uint32_t to)
{
	int64_t p = 1;
	for (uint32_t i = from; i < to && i < s->rank; i++)
		p = pirInferMul(p, s->dims[i]);
	return p;
}

PirType *pirFusedElem(PirOperation *op, PirTypeKind kind)
{
	return pirTypeGetScalar(pirOperationGetContext(op), kind);
}
