/* types.c: construction and uniquing of types. */
#include "context_impl.h"

#include <string.h>

static const char *const scalarNames[] = {
	[PIR_TYPE_UNDEFINED] = "undefined", [PIR_TYPE_BF16] = "bf16", [PIR_TYPE_F16] = "f16",
	[PIR_TYPE_F32] = "f32",	[PIR_TYPE_F64] = "f64", [PIR_TYPE_BOOL] = "b",
	[PIR_TYPE_I8] = "i8", [PIR_TYPE_U8] = "u8", [PIR_TYPE_I16] = "i16",
	[PIR_TYPE_I32] = "i32", [PIR_TYPE_I64] = "i64", [PIR_TYPE_INDEX] = "index",
	[PIR_TYPE_C64] = "c64", [PIR_TYPE_C128] = "c128", [PIR_TYPE_F8E4M3FN] = "f8e4m3fn",
	[PIR_TYPE_F8E5M2] = "f8e5m2",
};

const char *pirScalarTypeName(PirTypeKind kind)
{
	if (kind >= PIR_TYPE_UNDEFINED && kind <= PIR_TYPE_F8E5M2)
		return scalarNames[kind];
	return NULL;
}

unsigned pirScalarTypeGetByteSize(PirTypeKind kind)
{
	switch (kind) {
	case PIR_TYPE_BOOL:
	case PIR_TYPE_I8:
	case PIR_TYPE_U8:
	case PIR_TYPE_F8E4M3FN:
	case PIR_TYPE_F8E5M2: return 1;
	case PIR_TYPE_BF16:
	case PIR_TYPE_F16:
	case PIR_TYPE_I16: return 2;
	case PIR_TYPE_F32:
	case PIR_TYPE_I32: return 4;
	case PIR_TYPE_F64:
	case PIR_TYPE_I64:
	case PIR_TYPE_INDEX:
	case PIR_TYPE_C64: return 8;
	case PIR_TYPE_C128: return 16;
	default: return 0;
	}
}

PirTypeKind pirScalarTypeFromName(const char *s, size_t n)
{
	/* Every scalar name starts with one of these letters and is short:
	 * reject everything else before comparing. */
	if (n == 0 || n > 9 || !strchr("bfiuc", s[0]))
		return PIR_TYPE_NULL;
	for (int k = PIR_TYPE_UNDEFINED; k <= PIR_TYPE_F8E5M2; k++)
		if (scalarNames[k][0] == s[0] && strncmp(scalarNames[k], s, n) == 0 && scalarNames[k][n] == '\0')
			return (PirTypeKind)k;
	return PIR_TYPE_NULL;
}

PirType *pirTypeGetScalar(PirContext *ctx, PirTypeKind kind)
{
	return ctx->scalars[kind];
}

PirType *pirTypeGetNull(PirContext *ctx)
{
	return ctx->scalars[PIR_TYPE_NULL];
}

static uint32_t hashType(const PirType *t)
{
	uint32_t h = pirHashCombine(0x7u, t->kind);
	switch (t->kind) {
	case PIR_TYPE_TENSOR:
	case PIR_TYPE_VTENSOR:
		h = pirHashCombine(h, pirHashPtr(t->tensor.elem));
		h = pirHashCombine(h, pirHashBytes(t->tensor.dims, t->tensor.rank * sizeof(int64_t), t->tensor.rank));
		break;
	case PIR_TYPE_VECTOR:
		h = pirHashCombine(h, pirHashBytes(t->vec.elems, t->vec.size * sizeof(PirType *), t->vec.size));
		break;
	case PIR_TYPE_DIALECT:
		h = pirHashCombine(h, pirHashPtr(t->dialect.text));
		break;
	default:
		break;
	}
	return h;
}

static bool typeEq(const void *item, const void *key)
{
	const PirType *a = item, *b = key;
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case PIR_TYPE_TENSOR:
	case PIR_TYPE_VTENSOR:
		return a->tensor.elem == b->tensor.elem && a->tensor.rank == b->tensor.rank &&
		       (!a->tensor.rank || memcmp(a->tensor.dims, b->tensor.dims, a->tensor.rank * sizeof(int64_t)) == 0);
	case PIR_TYPE_VECTOR:
		return a->vec.size == b->vec.size &&
		       (!a->vec.size || memcmp(a->vec.elems, b->vec.elems, a->vec.size * sizeof(PirType *)) == 0);
	case PIR_TYPE_DIALECT:
		return a->dialect.text == b->dialect.text;
	default:
		return true;
	}
}

static PirType *unique(PirContext *ctx, PirType *key)
{
	key->hash = hashType(key);
	PirType *t = pirHashSetFind(&ctx->types, key->hash, typeEq, key);
	if (t)
		return t;
	t = pirArenaDup(&ctx->arena, key, sizeof *key);
	switch (t->kind) {
	case PIR_TYPE_TENSOR:
	case PIR_TYPE_VTENSOR:
		t->tensor.dims = pirArenaDup(&ctx->arena, key->tensor.dims, key->tensor.rank * sizeof(int64_t));
		break;
	case PIR_TYPE_VECTOR:
		t->vec.elems = pirArenaDup(&ctx->arena, key->vec.elems, key->vec.size * sizeof(PirType *));
		break;
	default:
		break;
	}
	pirHashSetInsert(&ctx->types, t->hash, t);
	return t;
}

static PirType *getTensor(PirContext *ctx, PirTypeKind kind, PirType *elem, uint32_t rank, const int64_t *dims)
{
	PirType key = {.kind = kind};
	key.tensor.elem = elem;
	key.tensor.rank = rank;
	key.tensor.dims = (int64_t *)dims;
	return unique(ctx, &key);
}

PirType *pirTypeGetTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims)
{
	return getTensor(ctx, PIR_TYPE_TENSOR, elem, rank, dims);
}

PirType *pirTypeGetVTensor(PirContext *ctx, PirType *elem, uint32_t rank, const int64_t *dims)
{
	return getTensor(ctx, PIR_TYPE_VTENSOR, elem, rank, dims);
}

/* The twin of a tensor or vtensor t that has none yet (pirTypeGetValueTwin). */
PirType *pirTypeMakeValueTwin(PirContext *ctx, PirType *t)
{
	PirType *w = t->kind == PIR_TYPE_TENSOR ? pirTypeGetVTensor(ctx, t->tensor.elem, t->tensor.rank, t->tensor.dims)
						: pirTypeGetTensor(ctx, t->tensor.elem, t->tensor.rank, t->tensor.dims);
	t->tensor.twin = w;
	w->tensor.twin = t;
	return w;
}

PirType *pirTypeGetVector(PirContext *ctx, uint32_t n, PirType *const *elems)
{
	PirType key = {.kind = PIR_TYPE_VECTOR};
	key.vec.size = n;
	key.vec.elems = (PirType **)elems;
	return unique(ctx, &key);
}

PirType *pirTypeGetDialect(PirContext *ctx, const char *text, size_t len)
{
	PirType key = {.kind = PIR_TYPE_DIALECT};
	key.dialect.text = pirIdentGet(ctx, text, len);
	const char *dot = memchr(text, '.', len);
	const char *lt = memchr(text, '<', len);
	if (dot && (!lt || dot < lt))
		key.dialect.dialect = pirIdentGet(ctx, text, (size_t)(dot - text));
	key.dialect.handle = pirContextIsHandleType(ctx, key.dialect.text);
	return unique(ctx, &key);
}
