/* tensor.c: run-time objects of pir-run (tensors, vecs, stacks), their
 * reference counts, shapes and Paddle's trailing-dimension broadcast. */
#include "tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/ir/arena.h"

/* pir-run runs one program per process: one budget, one count. */
static size_t budget = EX_DEFAULT_BUDGET, live;

void exSetElementBudget(size_t elements)
{
	budget = elements;
}

size_t exElementBudget(void)
{
	return budget;
}

size_t exLiveElements(void)
{
	return live;
}

static ExObj *newObj(ExKind kind)
{
	ExObj *o = pirCalloc(1, sizeof *o);
	o->kind = kind;
	o->refs = 1;
	return o;
}

size_t exShapeNumel(const ExShape *s)
{
	size_t n = 1;
	for (uint32_t i = 0; i < s->rank; i++) {
		if (s->dims[i] < 0)
			return (size_t)-1;
		if (s->dims[i] == 0)
			return 0;
		if (n > EX_MAX_ELEMENTS / (size_t)s->dims[i])
			return (size_t)-1;
		n *= (size_t)s->dims[i];
	}
	return n;
}

ExObj *exTensorCreate(PirTypeKind dtype, const ExShape *shape)
{
	if (shape->rank > EX_MAX_RANK)
		return NULL;
	size_t n = exShapeNumel(shape);
	if (n == (size_t)-1 || n > budget - live)
		return NULL;
	live += n;
	ExObj *t = newObj(EX_TENSOR);
	t->dtype = dtype;
	t->rank = shape->rank;
	memcpy(t->dims, shape->dims, sizeof(int64_t) * shape->rank);
	t->numel = n;
	t->data = pirCalloc(n ? n : 1, sizeof(double));
	return t;
}

ExObj *exTensorView(ExObj *x, const ExShape *shape)
{
	if (shape->rank > EX_MAX_RANK || exShapeNumel(shape) != x->numel)
		return NULL;
	ExObj *t = newObj(EX_TENSOR);
	t->dtype = x->dtype;
	t->rank = shape->rank;
	memcpy(t->dims, shape->dims, sizeof(int64_t) * shape->rank);
	t->numel = x->numel;
	t->base = exRetain(x->base ? x->base : x);
	t->data = x->data;
	return t;
}

ExObj *exVecCreate(void)
{
	return newObj(EX_VEC);
}

ExObj *exStackCreate(void)
{
	return newObj(EX_STACK);
}

ExObj *exCopy(ExObj *o)
{
	if (o->kind == EX_STACK)
		return exRetain(o);
	if (o->kind == EX_TENSOR) {
		ExShape s = {o->rank, {0}};
		memcpy(s.dims, o->dims, sizeof(int64_t) * o->rank);
		ExObj *t = exTensorCreate(o->dtype, &s);
		if (t)
			memcpy(t->data, o->data, sizeof(double) * o->numel);
		return t;
	}
	ExObj *c = newObj(o->kind);
	for (size_t i = 0; i < o->len; i++) {
		ExObj *e = exCopy(o->items[i]);
		if (!e) {
			exRelease(c);
			return NULL;
		}
		exItemsPush(c, e);
	}
	return c;
}

ExObj *exRetain(ExObj *o)
{
	if (o)
		o->refs++;
	return o;
}

void exRelease(ExObj *o)
{
	if (!o || --o->refs > 0)
		return;
	for (size_t i = 0; i < o->len; i++)
		exRelease(o->items[i]);
	free(o->items);
	if (o->base) {
		exRelease(o->base);
	} else {
		if (o->kind == EX_TENSOR)
			live -= o->numel;
		free(o->data);
	}
	free(o);
}

void exItemsPush(ExObj *c, ExObj *o)
{
	if (c->len == c->cap)
		c->items = pirArrayGrow(c->items, c->len, &c->cap, sizeof *c->items, 4);
	c->items[c->len++] = o;
}

ExShape exShapeOf(const ExObj *t)
{
	ExShape s;
	s.rank = t->rank;
	memcpy(s.dims, t->dims, sizeof s.dims);
	return s;
}

bool exShapeEqual(const ExShape *a, const ExShape *b)
{
	if (a->rank != b->rank)
		return false;
	for (uint32_t i = 0; i < a->rank; i++)
		if (a->dims[i] != b->dims[i])
			return false;
	return true;
}

bool exBroadcastShape(const ExShape *a, const ExShape *b, ExShape *out)
{
	uint32_t r = a->rank > b->rank ? a->rank : b->rank;
	out->rank = r;
	for (uint32_t i = 0; i < r; i++) {
		int64_t da = i < r - a->rank ? 1 : a->dims[i - (r - a->rank)];
		int64_t db = i < r - b->rank ? 1 : b->dims[i - (r - b->rank)];
		if (da != db && da != 1 && db != 1)
			return false;
		out->dims[i] = da == 1 ? db : da;
	}
	return true;
}

size_t exBroadcastIndex(const ExShape *from, const ExShape *to, const int64_t *idx)
{
	size_t off = 0;
	uint32_t shift = to->rank - from->rank;
	for (uint32_t i = 0; i < from->rank; i++) {
		int64_t d = from->dims[i];
		off = off * (size_t)d + (d == 1 ? 0 : (size_t)idx[i + shift]);
	}
	return off;
}

void exIndexNext(const ExShape *s, int64_t *idx)
{
	for (uint32_t i = s->rank; i-- > 0;) {
		if (++idx[i] < s->dims[i])
			return;
		idx[i] = 0;
	}
}

bool exDtypeIsFloat(PirTypeKind k)
{
	return k == PIR_TYPE_F32 || k == PIR_TYPE_F64 || k == PIR_TYPE_F16 || k == PIR_TYPE_BF16;
}

bool exDtypeSupported(PirTypeKind k)
{
	return k == PIR_TYPE_F32 || k == PIR_TYPE_F64 || k == PIR_TYPE_I32 || k == PIR_TYPE_I64 ||
	       k == PIR_TYPE_BOOL;
}

void exTensorNormalize(ExObj *t)
{
	if (exDtypeIsFloat(t->dtype))
		return;
	for (size_t i = 0; i < t->numel; i++) {
		double v = t->data[i];
		if (t->dtype == PIR_TYPE_BOOL)
			t->data[i] = v != 0;
		else if (isfinite(v))
			t->data[i] = trunc(v);
	}
}

PirTypeKind exDtypeFromName(const char *s)
{
	static const struct {
		const char *name;
		PirTypeKind kind;
	} names[] = {
		{"float32", PIR_TYPE_F32}, {"float64", PIR_TYPE_F64}, {"int32", PIR_TYPE_I32},
		{"int64", PIR_TYPE_I64},   {"bool", PIR_TYPE_BOOL},   {"undefined", PIR_TYPE_UNDEFINED},
		{"float16", PIR_TYPE_F16}, {"bfloat16", PIR_TYPE_BF16},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(s, names[i].name) == 0)
			return names[i].kind;
	return PIR_TYPE_NULL;
}
