/* infer_support.c: what inference rules share: reading operands and
 * attributes by the names of the op definition, integer lists given as
 * attributes or as constant operands, and the window arithmetic of
 * convolution and pooling (infer_meta.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_meta.h"

PirValue *pirInferOperand(PirOperation *op, const char *name)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	if (!def)
		return NULL;
	char buf[128];
	name = pirInferArgName(def, name, buf, sizeof buf);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->inputs, def->numInputs, op->numOperands, i);
		if (d && !strcmp(d->name->str, name)) {
			PirValue *v = pirOperationGetOperand(op, i);
			return v && pirValueGetType(v)->kind != PIR_TYPE_NULL ? v : NULL;
		}
	}
	return NULL;
}

int pirInferOperandIndex(PirOperation *op, const char *name)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	char buf[128];
	name = pirInferArgName(def, name, buf, sizeof buf);
	for (uint32_t i = 0; def && i < op->numOperands; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->inputs, def->numInputs, op->numOperands, i);
		if (d && !strcmp(d->name->str, name))
			return pirOperationGetOperand(op, i) ? (int)i : -1;
	}
	return -1;
}

const char *pirInferDimsStr(const int64_t *dims, uint32_t rank, char *buf, size_t n)
{
	int len = snprintf(buf, n, "[");
	for (uint32_t i = 0; i < rank && len > 0 && (size_t)len < n; i++) {
		int k = snprintf(buf + len, n - (size_t)len, "%s%lld", i ? ", " : "", (long long)(dims[i] < 0 ? -1 : dims[i]));
		len = k < 0 ? -1 : len + k;
	}
	if (len > 0 && (size_t)len < n)
		snprintf(buf + len, n - (size_t)len, "]");
	return buf;
}

int64_t pirInferCheckAxis(PirOperation *op, const char *name, int64_t axis, uint32_t rank)
{
	int64_t a = pirInferAxis(axis, rank);
	if (a < 0)
		pirInferReject(op, PIR_INFER_AT(op, name), "%s %lld is out of range [%lld, %lld) for a %u-D operand", name,
			       (long long)axis, -(long long)rank, (long long)rank, rank);
	return a;
}

PirAttribute *pirInferAttr(PirOperation *op, const char *name)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	char buf[128];
	name = pirInferArgName(def, name, buf, sizeof buf);
	PirAttribute *a = pirOperationGetAttr(op, name);
	if (a)
		return a;
	for (uint32_t i = 0; def && i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, name))
			return def->attrs[i].deflt;
	return NULL;
}

static bool attrInt(const PirAttribute *a, int64_t *out)
{
	switch (a->kind) {
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX:
		*out = a->i;
		return true;
	case PIR_ATTR_BOOL:
		*out = a->b;
		return true;
	case PIR_ATTR_FLOAT:
		if (!(a->f > -9.2e18f && a->f < 9.2e18f)) /* also rejects NaN */
			return false;
		*out = (int64_t)a->f;
		return a->f == (float)*out;
	case PIR_ATTR_DOUBLE:
		if (!(a->d > -9.2e18 && a->d < 9.2e18))
			return false;
		*out = (int64_t)a->d;
		return a->d == (double)*out;
	default:
		return false;
	}
}

int64_t pirInferIntAttr(PirOperation *op, const char *name, int64_t deflt)
{
	PirAttribute *a = pirInferAttr(op, name);
	int64_t v;
	return a && attrInt(a, &v) ? v : deflt;
}

bool pirInferBoolAttr(PirOperation *op, const char *name, bool deflt)
{
	PirAttribute *a = pirInferAttr(op, name);
	if (a && a->kind == PIR_ATTR_BOOL)
		return a->b;
	int64_t v;
	return a && attrInt(a, &v) ? v != 0 : deflt;
}

double pirInferFloatAttr(PirOperation *op, const char *name, double deflt)
{
	PirAttribute *a = pirInferAttr(op, name);
	if (!a)
		return deflt;
	if (a->kind == PIR_ATTR_FLOAT)
		return a->f;
	if (a->kind == PIR_ATTR_DOUBLE)
		return a->d;
	int64_t v;
	return attrInt(a, &v) ? (double)v : deflt;
}

const char *pirInferStrAttr(PirOperation *op, const char *name, const char *deflt)
{
	PirAttribute *a = pirInferAttr(op, name);
	if (a && (a->kind == PIR_ATTR_STR || a->kind == PIR_ATTR_DATA_LAYOUT || a->kind == PIR_ATTR_DATA_TYPE))
		return a->text->str;
	return deflt;
}

PirType *pirInferDataTypeAttr(PirOperation *op, const char *name)
{
	static const struct {
		const char *name;
		PirTypeKind kind;
	} names[] = {
		{"float32", PIR_TYPE_F32},   {"float16", PIR_TYPE_F16},	    {"bfloat16", PIR_TYPE_BF16},
		{"float64", PIR_TYPE_F64},   {"bool", PIR_TYPE_BOOL},	    {"int8", PIR_TYPE_I8},
		{"uint8", PIR_TYPE_U8},	     {"int16", PIR_TYPE_I16},	    {"int32", PIR_TYPE_I32},
		{"int64", PIR_TYPE_I64},     {"complex64", PIR_TYPE_C64},   {"complex128", PIR_TYPE_C128},
		{"float8_e4m3fn", PIR_TYPE_F8E4M3FN}, {"float8_e5m2", PIR_TYPE_F8E5M2},
	};
	PirAttribute *a = pirInferAttr(op, name);
	if (!a)
		return NULL;
	if (a->kind == PIR_ATTR_TYPE && pirTypeIsScalar(a->type))
		return a->type->kind == PIR_TYPE_UNDEFINED ? NULL : a->type;
	if (a->kind != PIR_ATTR_DATA_TYPE && a->kind != PIR_ATTR_STR)
		return NULL;
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(names[i].name, a->text->str))
			return pirTypeGetScalar(pirOperationGetContext(op), names[i].kind);
	return NULL;
}

/* Paddle's first printer (June 2023) wrote some data_type attributes by
 * looking up the framework's VarType number in phi's DataType names, so a
 * float32 constant reads `dtype:int16` (lit-tests/Inputs/paddle-dumps/24).
 * The name it printed for each real type: */
static const char *misprintedName(PirTypeKind real)
{
	switch (real) {
	case PIR_TYPE_BOOL: return "undefined";
	case PIR_TYPE_I16: return "bool";
	case PIR_TYPE_I32: return "uint8";
	case PIR_TYPE_I64: return "int8";
	case PIR_TYPE_F16: return "uint16";
	case PIR_TYPE_F32: return "int16";
	case PIR_TYPE_F64: return "uint32";
	default: return NULL;
	}
}

PirType *pirInferResultDataType(PirOperation *op, const char *name, uint32_t result)
{
	PirType *dt = pirInferDataTypeAttr(op, name);
	PirAttribute *a = pirInferAttr(op, name);
	if (result >= op->numResults || !a || (a->kind != PIR_ATTR_DATA_TYPE && a->kind != PIR_ATTR_STR))
		return dt;
	PirType *t = pirOperationGetResultType(op, result);
	if (pirTypeIsDenseTensor(t) && t->tensor.elem != dt) {
		const char *m = misprintedName(t->tensor.elem->kind);
		if (m && !strcmp(m, a->text->str))
			return t->tensor.elem; /* the written type is the real one */
	}
	return dt;
}

bool pirInferShapeOfType(PirType *t, PirShape *s)
{
	if (!t || !pirTypeIsDenseTensor(t) || t->tensor.rank > PIR_INFER_MAX_RANK)
		return false;
	s->elem = t->tensor.elem;
	s->rank = t->tensor.rank;
	for (uint32_t i = 0; i < s->rank; i++)
		s->dims[i] = t->tensor.dims[i] < 0 ? -1 : t->tensor.dims[i];
	return true;
}

bool pirInferShapeOf(PirValue *v, PirShape *s)
{
	return v && pirInferShapeOfType(pirValueGetType(v), s);
}

PirType *pirInferTensor(PirContext *ctx, const PirShape *s)
{
	PirType *elem = s->elem ? s->elem : pirTypeGetScalar(ctx, PIR_TYPE_UNDEFINED);
	return pirTypeGetTensor(ctx, elem, s->rank, s->dims);
}

/* Integers of a constant attribute: an int_array, an array of numbers, or
 * one number repeated `count` times. */
static bool attrInts(const PirAttribute *a, int64_t count, int64_t *vals, uint32_t max, uint32_t *n)
{
	if (a->kind == PIR_ATTR_INT_ARRAY) {
		if (a->ints.size > max)
			return false;
		memcpy(vals, a->ints.elems, a->ints.size * sizeof *vals);
		*n = a->ints.size;
		return true;
	}
	if (a->kind == PIR_ATTR_ARRAY) {
		if (a->array.size > max)
			return false;
		for (uint32_t i = 0; i < a->array.size; i++)
			if (!attrInt(a->array.elems[i], &vals[i]))
				return false;
		*n = a->array.size;
		return true;
	}
	int64_t v;
	if (count < 0 || count > max || !attrInt(a, &v))
		return false;
	for (int64_t i = 0; i < count; i++)
		vals[i] = v;
	*n = (uint32_t)count;
	return true;
}

bool pirInferConstValues(PirValue *v, int64_t *vals, uint32_t max, uint32_t *n)
{
	if (!v || v->isArg || !pirOperationHasTrait(pirValueGetDefiningOp(v), PIR_TRAIT_CONSTANT_LIKE))
		return false;
	PirAttribute *a = pirOperationGetAttr(pirValueGetDefiningOp(v), "value");
	PirShape s;
	int64_t count = pirInferShapeOf(v, &s) ? pirInferNumel(s.dims, s.rank) : -1;
	return a && attrInts(a, count, vals, max, n);
}

bool pirInferConstScalar(PirValue *v, double *out)
{
	if (!v || v->isArg || !pirOperationHasTrait(pirValueGetDefiningOp(v), PIR_TRAIT_CONSTANT_LIKE))
		return false;
	PirAttribute *a = pirOperationGetAttr(pirValueGetDefiningOp(v), "value");
	PirShape s;
	if (!a || !pirInferShapeOf(v, &s) || pirInferNumel(s.dims, s.rank) != 1)
		return false;
	int64_t i;
	if (a->kind == PIR_ATTR_FLOAT)
		*out = a->f;
	else if (a->kind == PIR_ATTR_DOUBLE)
		*out = a->d;
	else if (attrInt(a, &i))
		*out = (double)i;
	else
		return false;
	return *out == *out; /* not NaN */
}

/* Whether v was packed by a combine-like op: a single variadic input whose
 * values become the elements of its one vec result. */
static bool isPacked(PirValue *v)
{
	if (!v || v->isArg || pirValueGetType(v)->kind != PIR_TYPE_VECTOR)
		return false;
	PirOperation *d = pirValueGetDefiningOp(v);
	PirOpDef *def = pirOperationGetInfo(d)->def;
	return def && def->numInputs == 1 && def->inputs[0].variadic && d->numResults == 1 &&
	       pirValueGetType(v)->vec.size == d->numOperands;
}

bool pirInferHasArg(PirOperation *op, const char *name)
{
	char buf[128];
	return pirInferOperand(op, name) ||
	       pirOperationGetAttr(op, pirInferArgName(pirOperationGetInfo(op)->def, name, buf, sizeof buf));
}

bool pirInferFloatList(PirOperation *op, const char *name, double *vals, uint32_t max, uint32_t *n)
{
	PirAttribute *a = pirInferAttr(op, name);
	if (!a || a->kind != PIR_ATTR_ARRAY || a->array.size > max)
		return false;
	for (uint32_t i = 0; i < a->array.size; i++) {
		const PirAttribute *e = a->array.elems[i];
		int64_t v;
		if (e->kind == PIR_ATTR_FLOAT)
			vals[i] = e->f;
		else if (e->kind == PIR_ATTR_DOUBLE)
			vals[i] = e->d;
		else if (attrInt(e, &v))
			vals[i] = (double)v;
		else
			return false;
	}
	*n = a->array.size;
	return true;
}

bool pirInferIntList(PirOperation *op, const char *name, int64_t *vals, uint32_t max, uint32_t *n)
{
	PirValue *v = pirInferOperand(op, name);
	if (!v) {
		PirAttribute *a = pirInferAttr(op, name);
		return a && attrInts(a, 1, vals, max, n); /* a scalar is a list of one */
	}
	if (pirInferConstValues(v, vals, max, n))
		return true;
	if (isPacked(v)) {
		PirOperation *c = pirValueGetDefiningOp(v);
		uint32_t m = 0;
		for (uint32_t i = 0; i < c->numOperands; i++) {
			PirValue *e = pirOperationGetOperand(c, i);
			uint32_t k = 0;
			PirShape s;
			if (m >= max)
				return false;
			if (pirInferConstValues(e, vals + m, max - m, &k) && k == 1) {
				m++;
				continue;
			}
			if (!pirInferShapeOf(e, &s))
				return false;
			int64_t numel = pirInferNumel(s.dims, s.rank);
			if (numel < 0 || numel > max - m)
				return false;
			for (int64_t j = 0; j < numel; j++)
				vals[m++] = PIR_INFER_UNKNOWN;
		}
		*n = m;
		return true;
	}
	PirShape s;
	if (!pirInferShapeOf(v, &s) || s.rank > 1)
		return false;
	int64_t len = s.rank == 0 ? 1 : s.dims[0];
	if (len < 0 || len > max)
		return false;
	for (int64_t i = 0; i < len; i++)
		vals[i] = PIR_INFER_UNKNOWN;
	*n = (uint32_t)len;
	return true;
}

/* --------------------------------------------------------- arithmetic */

bool pirInferBroadcast(const int64_t *a, uint32_t ra, const int64_t *b, uint32_t rb, int64_t *out, uint32_t *rout)
{
	uint32_t r = ra > rb ? ra : rb;
	for (uint32_t i = 0; i < r; i++) {
		/* i-th dim from the right */
		int64_t x = i < ra ? a[ra - 1 - i] : 1, y = i < rb ? b[rb - 1 - i] : 1, o;
		if (x == y)
			o = x;
		else if (x == 1)
			o = y;
		else if (y == 1)
			o = x;
		else if (x < 0)
			o = y; /* unknown against a known dim other than 1: must be it */
		else if (y < 0)
			o = x;
		else
			return false;
		out[r - 1 - i] = o;
	}
	*rout = r;
	return true;
}

bool pirInferCheckBroadcast(PirOperation *op, int ia, const PirShape *a, int ib, const PirShape *b)
{
	for (uint32_t i = 0; i < a->rank && i < b->rank; i++) {
		uint32_t da = a->rank - 1 - i, db = b->rank - 1 - i;
		int64_t x = a->dims[da], y = b->dims[db];
		if (x >= 0 && y >= 0 && x != y && x != 1 && y != 1) {
			char sa[160], sb[160];
			return pirInferReject(op, ib, NULL,
					      "operand #%d dim %u is %lld, but operand #%d dim %u is %lld: they do not "
					      "broadcast (shapes %s and %s, aligned at the right)",
					      ib, db, (long long)y, ia, da, (long long)x, pirInferDimsStr(b->dims, b->rank, sb, sizeof sb),
					      pirInferDimsStr(a->dims, a->rank, sa, sizeof sa));
		}
	}
	return true;
}

int64_t pirInferConvOutSize(int64_t in, int64_t kernel, int64_t dilation, int64_t padBefore, int64_t padAfter,
			    int64_t stride)
{
	if (in < 0 || kernel <= 0 || stride <= 0 || dilation <= 0 || padBefore < 0 || padAfter < 0)
		return -1;
	int64_t window = pirInferAdd(pirInferMul(dilation, kernel - 1), 1);
	int64_t padded = pirInferAdd(in, pirInferAdd(padBefore, padAfter));
	if (window < 0 || padded < 0 || padded < window)
		return -1;
	return (padded - window) / stride + 1;
}

int64_t pirInferPoolOutSize(int64_t in, int64_t kernel, int64_t padBefore, int64_t padAfter, int64_t stride,
			    bool ceilMode)
{
	if (in < 0 || kernel <= 0 || stride <= 0 || padBefore < 0 || padAfter < 0)
		return -1;
	int64_t padded = pirInferAdd(in, pirInferAdd(padBefore, padAfter));
	if (padded < 0 || padded < kernel)
		return -1;
	int64_t span = padded - kernel;
	return span / stride + (ceilMode && span % stride ? 1 : 0) + 1;
}

bool pirInferSamePadding(int64_t in, int64_t kernel, int64_t stride, int64_t *padBefore, int64_t *padAfter)
{
	if (in < 0 || stride <= 0 || kernel < 0)
		return false;
	int64_t out = in / stride + (in % stride ? 1 : 0);
	/* (out - 1) * stride <= in, so only the kernel can overflow the sum */
	int64_t sum = pirInferAdd(out ? (out - 1) * stride : 0, kernel);
	if (sum < 0)
		return false;
	sum = sum > in ? sum - in : 0;
	*padBefore = sum / 2;
	*padAfter = sum - sum / 2;
	return true;
}

int64_t pirInferAxis(int64_t axis, uint32_t rank)
{
	if (axis < -(int64_t)rank || axis >= (int64_t)rank)
		return -1;
	return axis < 0 ? axis + rank : axis;
}

int64_t pirInferNumel(const int64_t *dims, uint32_t n)
{
	int64_t p = 1;
	for (uint32_t i = 0; i < n; i++)
		p = pirInferMul(p, dims[i]);
	return p;
}

bool pirInferSameDim(PirOperation *op, const char *a, const PirShape *sa, uint32_t da, const char *b, const PirShape *sb,
		     uint32_t db)
{
	if (sa->dims[da] == sb->dims[db])
		return true;
	int ia = pirInferOperandIndex(op, a), ib = pirInferOperandIndex(op, b);
	return pirInferReject(op, ib, NULL,
			      "operand #%d ('%s') dim %u is %lld, but operand #%d ('%s') dim %u is %lld (compared as "
			      "written: -1 matches only -1)",
			      ib, b, db, (long long)sb->dims[db], ia, a, da, (long long)sa->dims[da]);
}

bool pirInferEdgeIndex(PirOperation *op, const char *name, int64_t *len)
{
	PirShape s;
	*len = -1;
	if (!pirInferShapeOf(pirInferOperand(op, name), &s))
		return true;
	int i = pirInferOperandIndex(op, name);
	if (s.rank == 2 && s.dims[1] != 1)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') is 2-D, so its last dim must be 1, but is %lld", i,
				      name, (long long)s.dims[1]);
	if (s.rank != 1 && s.rank != 2)
		return pirInferReject(op, i, NULL, "operand #%d ('%s') must be 1-D, or 2-D [E, 1], but is %u-D", i, name,
				      s.rank);
	*len = s.dims[0];
	return true;
}
