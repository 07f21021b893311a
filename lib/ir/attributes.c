/* attributes.c: construction and uniquing of attributes and of sorted
 * attribute dictionaries. */
#include "context_impl.h"

#include <stdlib.h>
#include <string.h>

static const char *const kindNames[PIR_ATTR_KIND_COUNT] = {
	[PIR_ATTR_BOOL] = "bool", [PIR_ATTR_STR] = "str", [PIR_ATTR_INT32] = "int32",
	[PIR_ATTR_INT64] = "int64", [PIR_ATTR_FLOAT] = "float", [PIR_ATTR_DOUBLE] = "double",
	[PIR_ATTR_INDEX] = "index", [PIR_ATTR_POINTER] = "pointer", [PIR_ATTR_COMPLEX64] = "complex64",
	[PIR_ATTR_COMPLEX128] = "complex128", [PIR_ATTR_ARRAY] = "array", [PIR_ATTR_TYPE] = "type",
	[PIR_ATTR_INT_ARRAY] = "int_array", [PIR_ATTR_DATA_TYPE] = "data_type", [PIR_ATTR_PLACE] = "place",
	[PIR_ATTR_DATA_LAYOUT] = "data_layout", [PIR_ATTR_OPAQUE] = "opaque", [PIR_ATTR_NULL] = "null",
};

const char *pirAttrKindName(PirAttrKind kind)
{
	return kind < PIR_ATTR_KIND_COUNT ? kindNames[kind] : "?";
}

bool pirAttrKindFromName(const char *s, PirAttrKind *out)
{
	for (int k = 0; k < PIR_ATTR_KIND_COUNT; k++)
		if (strcmp(kindNames[k], s) == 0) {
			*out = (PirAttrKind)k;
			return true;
		}
	return false;
}

static uint32_t hashAttr(const PirAttribute *a)
{
	uint32_t h = pirHashCombine(0xa7u, a->kind);
	switch (a->kind) {
	case PIR_ATTR_BOOL: return pirHashCombine(h, a->b);
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX:
	case PIR_ATTR_POINTER: return pirHashCombine(h, pirHashBytes(&a->i, sizeof a->i, 0));
	case PIR_ATTR_FLOAT: return pirHashCombine(h, pirHashBytes(&a->f, sizeof a->f, 0));
	case PIR_ATTR_DOUBLE: return pirHashCombine(h, pirHashBytes(&a->d, sizeof a->d, 0));
	case PIR_ATTR_COMPLEX64:
	case PIR_ATTR_COMPLEX128: return pirHashCombine(h, pirHashBytes(&a->c, sizeof a->c, 0));
	case PIR_ATTR_STR:
	case PIR_ATTR_DATA_TYPE:
	case PIR_ATTR_PLACE:
	case PIR_ATTR_DATA_LAYOUT:
	case PIR_ATTR_OPAQUE: return pirHashCombine(h, pirHashPtr(a->text));
	case PIR_ATTR_TYPE: return pirHashCombine(h, pirHashPtr(a->type));
	case PIR_ATTR_ARRAY:
		return pirHashCombine(h, pirHashBytes(a->array.elems, a->array.size * sizeof(void *), a->array.size));
	case PIR_ATTR_INT_ARRAY:
		return pirHashCombine(h, pirHashBytes(a->ints.elems, a->ints.size * sizeof(int64_t), a->ints.size));
	default: return h;
	}
}

static bool attrEq(const void *item, const void *key)
{
	const PirAttribute *a = item, *b = key;
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case PIR_ATTR_BOOL: return a->b == b->b;
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX:
	case PIR_ATTR_POINTER: return a->i == b->i;
	case PIR_ATTR_FLOAT: return memcmp(&a->f, &b->f, sizeof a->f) == 0;
	case PIR_ATTR_DOUBLE: return memcmp(&a->d, &b->d, sizeof a->d) == 0;
	case PIR_ATTR_COMPLEX64:
	case PIR_ATTR_COMPLEX128: return memcmp(&a->c, &b->c, sizeof a->c) == 0;
	case PIR_ATTR_STR:
	case PIR_ATTR_DATA_TYPE:
	case PIR_ATTR_PLACE:
	case PIR_ATTR_DATA_LAYOUT:
	case PIR_ATTR_OPAQUE: return a->text == b->text;
	case PIR_ATTR_TYPE: return a->type == b->type;
	case PIR_ATTR_ARRAY:
		return a->array.size == b->array.size &&
		       (!a->array.size || memcmp(a->array.elems, b->array.elems, a->array.size * sizeof(void *)) == 0);
	case PIR_ATTR_INT_ARRAY:
		return a->ints.size == b->ints.size &&
		       (!a->ints.size || memcmp(a->ints.elems, b->ints.elems, a->ints.size * sizeof(int64_t)) == 0);
	default: return true;
	}
}

static PirAttribute *unique(PirContext *ctx, PirAttribute *key)
{
	key->hash = hashAttr(key);
	PirAttribute *a = pirHashSetFind(&ctx->attrs, key->hash, attrEq, key);
	if (a)
		return a;
	a = pirArenaDup(&ctx->arena, key, sizeof *key);
	if (a->kind == PIR_ATTR_ARRAY)
		a->array.elems = pirArenaDup(&ctx->arena, key->array.elems, key->array.size * sizeof(void *));
	else if (a->kind == PIR_ATTR_INT_ARRAY)
		a->ints.elems = pirArenaDup(&ctx->arena, key->ints.elems, key->ints.size * sizeof(int64_t));
	pirHashSetInsert(&ctx->attrs, a->hash, a);
	return a;
}

PirAttribute *pirAttrGetBool(PirContext *ctx, bool b)
{
	if (!ctx->boolAttrs[b]) {
		PirAttribute key = {.kind = PIR_ATTR_BOOL, .b = b};
		ctx->boolAttrs[b] = unique(ctx, &key);
	}
	return ctx->boolAttrs[b];
}

PirAttribute *pirAttrGetStr(PirContext *ctx, const char *s, size_t n)
{
	return pirAttrGetText(ctx, PIR_ATTR_STR, s, n);
}

static PirAttribute *getInt(PirContext *ctx, PirAttrKind kind, int64_t v)
{
	PirAttribute key = {.kind = kind, .i = v};
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetInt32(PirContext *ctx, int32_t v) { return getInt(ctx, PIR_ATTR_INT32, v); }
PirAttribute *pirAttrGetInt64(PirContext *ctx, int64_t v) { return getInt(ctx, PIR_ATTR_INT64, v); }
PirAttribute *pirAttrGetIndex(PirContext *ctx, int64_t v) { return getInt(ctx, PIR_ATTR_INDEX, v); }
PirAttribute *pirAttrGetPointer(PirContext *ctx, uint64_t v) { return getInt(ctx, PIR_ATTR_POINTER, (int64_t)v); }

PirAttribute *pirAttrGetFloat(PirContext *ctx, float v)
{
	PirAttribute key = {.kind = PIR_ATTR_FLOAT, .f = v};
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetDouble(PirContext *ctx, double v)
{
	PirAttribute key = {.kind = PIR_ATTR_DOUBLE, .d = v};
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetComplex(PirContext *ctx, PirAttrKind kind, double re, double im)
{
	PirAttribute key = {.kind = kind};
	key.c.re = re;
	key.c.im = im;
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetArray(PirContext *ctx, uint32_t n, PirAttribute *const *elems)
{
	PirAttribute key = {.kind = PIR_ATTR_ARRAY};
	key.array.size = n;
	key.array.elems = (PirAttribute **)elems;
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetType(PirContext *ctx, PirType *t)
{
	PirAttribute key = {.kind = PIR_ATTR_TYPE, .type = t};
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetIntArray(PirContext *ctx, uint32_t n, const int64_t *v)
{
	PirAttribute key = {.kind = PIR_ATTR_INT_ARRAY};
	key.ints.size = n;
	key.ints.elems = (int64_t *)v;
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetDataType(PirContext *ctx, const char *s, size_t n)
{
	if (n == 20 && !memcmp(s, "Undefined(ALL_DTYPE)", 20))
		return pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "Undefined", 9);
	return pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, s, n);
}

PirAttribute *pirAttrGetText(PirContext *ctx, PirAttrKind kind, const char *s, size_t n)
{
	PirAttribute key = {.kind = kind, .text = pirIdentGet(ctx, s, n)};
	return unique(ctx, &key);
}

PirAttribute *pirAttrGetNull(PirContext *ctx)
{
	PirAttribute key = {.kind = PIR_ATTR_NULL};
	return unique(ctx, &key);
}

/* --- dictionaries --- */

typedef struct {
	uint32_t n;
	const PirNamedAttr *e;
} DictKey;

static bool dictEq(const void *item, const void *key)
{
	const PirAttrDict *d = item;
	const DictKey *k = key;
	return d->size == k->n && (!k->n || memcmp(d->entries, k->e, k->n * sizeof *k->e) == 0);
}

static int cmpNamed(const void *a, const void *b)
{
	const PirNamedAttr *x = a, *y = b;
	if (x->name == y->name)
		return 0;
	return strcmp(x->name->str, y->name->str);
}

PirAttrDict *pirAttrDictGet(PirContext *ctx, uint32_t n, const PirNamedAttr *entries, PirIdent **dup)
{
	PirNamedAttr small[32];
	PirNamedAttr *e = n <= 32 ? small : pirMalloc(n * sizeof *e);
	if (n)
		memcpy(e, entries, n * sizeof *e);
	/* Insertion sort: dictionaries are short and usually already sorted;
	 * long ones take qsort, so that no dictionary costs n^2. */
	if (n > 32)
		qsort(e, n, sizeof *e, cmpNamed);
	for (uint32_t i = 1; n <= 32 && i < n; i++) {
		PirNamedAttr x = e[i];
		uint32_t j = i;
		while (j > 0 && cmpNamed(&e[j - 1], &x) > 0) {
			e[j] = e[j - 1];
			j--;
		}
		e[j] = x;
	}
	PirAttrDict *d = NULL;
	for (uint32_t i = 1; i < n; i++)
		if (e[i].name == e[i - 1].name) {
			if (dup)
				*dup = e[i].name;
			goto out;
		}
	uint32_t h = pirHashBytes(e, n * sizeof *e, n);
	DictKey key = {n, e};
	d = pirHashSetFind(&ctx->dicts, h, dictEq, &key);
	if (!d) {
		d = pirArenaAlloc(&ctx->arena, sizeof *d + n * sizeof *e);
		d->size = n;
		d->hash = h;
		memcpy(d->entries, e, n * sizeof *e);
		pirHashSetInsert(&ctx->dicts, h, d);
	}
out:
	if (e != small)
		free(e);
	return d;
}

PirAttrDict *pirAttrDictGetEmpty(PirContext *ctx)
{
	if (!ctx->emptyDict)
		ctx->emptyDict = pirAttrDictGet(ctx, 0, NULL, NULL);
	return ctx->emptyDict;
}

PirAttribute *pirAttrDictLookup(const PirAttrDict *d, PirIdent *name)
{
	if (!d)
		return NULL;
	for (uint32_t i = 0; i < d->size; i++)
		if (d->entries[i].name == name)
			return d->entries[i].value;
	return NULL;
}

PirAttrDict *pirAttrDictSet(PirContext *ctx, PirAttrDict *d, PirIdent *name, PirAttribute *value)
{
	uint32_t n = d ? d->size : 0;
	PirNamedAttr *e = pirMalloc((n + 1) * sizeof *e);
	uint32_t m = 0;
	for (uint32_t i = 0; i < n; i++)
		if (d->entries[i].name != name)
			e[m++] = d->entries[i];
	if (value)
		e[m++] = (PirNamedAttr){name, value};
	PirAttrDict *r = pirAttrDictGet(ctx, m, e, NULL);
	free(e);
	return r;
}

bool pirIsDataTypeName(const char *s, size_t n)
{
	static const char *const names[] = {"bool",    "int8",    "uint8",   "int16",     "uint16",
					    "int32",   "uint32",  "int64",   "uint64",    "bfloat16",
					    "float16", "float32", "float64", "complex64", "complex128",
					    "pstring", "float8_e4m3fn", "float8_e5m2"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return true;
	return false;
}

/* Re-types an attribute read from an unprefixed literal to a kind the op
 * definition accepts. Returns the attribute unchanged if none fits. */
/* A layout as the reader takes it: an identifier, optionally followed by a
 * parenthesised identifier (Undefined(AnyLayout)). */
static bool isLayoutText(const char *s, size_t n)
{
	size_t i = 0, parens = 0;
	for (; i < n; i++) {
		char c = s[i];
		bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i && c >= '0' && c <= '9');
		if (c == '(' && i && !parens)
			parens = 1;
		else if (c == ')' && parens == 1 && i + 1 == n)
			parens = 2;
		else if (!word)
			return false;
	}
	return n > 0 && parens != 1;
}

PirAttribute *pirAttrCoerce(PirContext *ctx, PirAttribute *a, uint32_t kinds)
{
#define ALLOWS(k) (kinds & (1u << (k)))
	int prefer = PIR_ATTR_KINDS_PREFERRED(kinds);
	kinds &= PIR_ATTR_KINDS_MASK;
	if (prefer >= 0 && (a->kind == PIR_ATTR_INT32 || a->kind == PIR_ATTR_INT64 || a->kind == PIR_ATTR_DOUBLE)) {
		bool isInt = a->kind != PIR_ATTR_DOUBLE;
		switch (prefer) {
		case PIR_ATTR_FLOAT: return pirAttrGetFloat(ctx, isInt ? (float)a->i : (float)a->d);
		case PIR_ATTR_DOUBLE: return pirAttrGetDouble(ctx, isInt ? (double)a->i : a->d);
		case PIR_ATTR_INT64:
			if (isInt)
				return pirAttrGetInt64(ctx, a->i);
			break;
		case PIR_ATTR_INT32:
			if (isInt && a->i >= INT32_MIN && a->i <= INT32_MAX)
				return pirAttrGetInt32(ctx, (int32_t)a->i);
			break;
		default: break;
		}
	}
	/* A decimal reads as a double; where float is allowed too, it is the
	 * first choice, as for integers, so 1 and 1.0 get the same kind. */
	if (!kinds || (ALLOWS(a->kind) && !(a->kind == PIR_ATTR_DOUBLE && ALLOWS(PIR_ATTR_FLOAT))))
		return a;
	switch (a->kind) {
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
		if (ALLOWS(PIR_ATTR_INT32) && a->i >= INT32_MIN && a->i <= INT32_MAX)
			return pirAttrGetInt32(ctx, (int32_t)a->i);
		if (ALLOWS(PIR_ATTR_INT64))
			return pirAttrGetInt64(ctx, a->i);
		if (ALLOWS(PIR_ATTR_INDEX))
			return pirAttrGetIndex(ctx, a->i);
		if (ALLOWS(PIR_ATTR_FLOAT))
			return pirAttrGetFloat(ctx, (float)a->i);
		if (ALLOWS(PIR_ATTR_DOUBLE))
			return pirAttrGetDouble(ctx, (double)a->i);
		if (ALLOWS(PIR_ATTR_BOOL) && (a->i == 0 || a->i == 1))
			return pirAttrGetBool(ctx, a->i == 1);
		break;
	case PIR_ATTR_DOUBLE:
		if (ALLOWS(PIR_ATTR_FLOAT))
			return pirAttrGetFloat(ctx, (float)a->d);
		break;
	case PIR_ATTR_DATA_TYPE:
	case PIR_ATTR_DATA_LAYOUT:
	case PIR_ATTR_STR:
		if (ALLOWS(PIR_ATTR_STR))
			return pirAttrGetStr(ctx, a->text->str, a->text->len);
		/* A data type name is checked by the verifier (with a suggestion);
		 * a layout must be text that reads back as one: "NC?HW" stays a
		 * string (and the verifier reports its kind) rather than print as
		 * a layout no reader accepts. */
		if (ALLOWS(PIR_ATTR_DATA_TYPE))
			return pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, a->text->str, a->text->len);
		if (ALLOWS(PIR_ATTR_DATA_LAYOUT) && isLayoutText(a->text->str, a->text->len))
			return pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, a->text->str, a->text->len);
		break;
	case PIR_ATTR_TYPE:
		if (ALLOWS(PIR_ATTR_DATA_TYPE) && pirTypeIsScalar(a->type)) {
			/* A bare "float32" is a data type; a bare "f32" or "undefined" reads as a type. */
			static const char *const names[] = {
				[PIR_TYPE_UNDEFINED] = "undefined", [PIR_TYPE_BF16] = "bfloat16", [PIR_TYPE_F16] = "float16",
				[PIR_TYPE_F32] = "float32", [PIR_TYPE_F64] = "float64", [PIR_TYPE_BOOL] = "bool",
				[PIR_TYPE_I8] = "int8", [PIR_TYPE_U8] = "uint8", [PIR_TYPE_I16] = "int16",
				[PIR_TYPE_I32] = "int32", [PIR_TYPE_I64] = "int64", [PIR_TYPE_INDEX] = "int64",
				[PIR_TYPE_C64] = "complex64", [PIR_TYPE_C128] = "complex128",
				[PIR_TYPE_F8E4M3FN] = "float8_e4m3fn", [PIR_TYPE_F8E5M2] = "float8_e5m2",
			};
			const char *n = names[a->type->kind];
			return pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, n, strlen(n));
		}
		if (ALLOWS(PIR_ATTR_STR)) {
			char *s = pirTypeToString(ctx, a->type);
			PirAttribute *r = pirAttrGetStr(ctx, s, strlen(s));
			free(s);
			return r;
		}
		break;
	case PIR_ATTR_ARRAY:
		if (ALLOWS(PIR_ATTR_INT_ARRAY)) {
			int64_t *v = pirMalloc((a->array.size + 1) * sizeof *v);
			for (uint32_t i = 0; i < a->array.size; i++)
				v[i] = a->array.elems[i]->i;
			PirAttribute *r = pirAttrGetIntArray(ctx, a->array.size, v);
			free(v);
			return r;
		}
		break;
	default:
		break;
	}
	return a;
#undef ALLOWS
}

