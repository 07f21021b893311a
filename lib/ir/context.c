/* context.c: context lifetime, identifier interning, and the registry of
 * dialects and op infos. */
#include "context_impl.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

PirContext *pirContextCreateEmpty(void)
{
	PirContext *ctx = pirCalloc(1, sizeof *ctx);
	pirArenaInit(&ctx->arena);
	for (int k = PIR_TYPE_NULL; k <= PIR_TYPE_F8E5M2; k++) {
		PirType *t = pirArenaAlloc(&ctx->arena, sizeof *t);
		t->kind = (PirTypeKind)k;
		t->hash = pirHashCombine(0x51u, (uint32_t)k);
		ctx->scalars[k] = t;
	}
	return ctx;
}

void pirContextDestroy(PirContext *ctx)
{
	if (!ctx)
		return;
	pirHashSetFree(&ctx->idents);
	pirHashSetFree(&ctx->types);
	pirHashSetFree(&ctx->attrs);
	pirHashSetFree(&ctx->dicts);
	pirPtrMapFree(&ctx->opInfos);
	pirPtrVecFree(&ctx->dialects);
	pirPtrVecFree(&ctx->opInfoList);
	pirPtrMapFree(&ctx->dialectAliases);
	pirPtrMapFree(&ctx->handleTypes);
	pirPtrMapFree(&ctx->jsonTypeIds);
	pirPtrMapFree(&ctx->jsonTypeNames);
	pirPtrMapFree(&ctx->tensorSpellings);
	pirPtrMapFree(&ctx->attrKindPrefixes);
	pirPtrVecFree(&ctx->hookTables);
	pirPtrMapFree(&ctx->resultAttrs);
	pirPtrVecFree(&ctx->deferredTerminators);
	pirContextFreeSources(ctx);
	while (ctx->numSpareCaches)
		free(ctx->spareCaches[--ctx->numSpareCaches]);
	free(ctx->locTable);
	free(ctx->locSlots);
	free(ctx->locLabels);
	pirArenaDestroy(&ctx->arena);
	free(ctx);
}

PirArena *pirContextGetArena(PirContext *ctx)
{
	return &ctx->arena;
}

/* A multiply-xorshift hash over 8-byte words (keys are short: names,
 * attribute and type parts). */
uint32_t pirHashBytes(const void *p, size_t n, uint32_t seed)
{
	const unsigned char *s = p;
	uint64_t h = 0x9e3779b97f4a7c15ull ^ (seed + n * 0xff51afd7ed558ccdull);
	while (n >= 8) {
		uint64_t w;
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
		h ^= h >> 31;
		s += 8;
		n -= 8;
	}
	if (n) {
		uint64_t w = 0;
		memcpy(&w, s, n);
		h = (h ^ w) * 0x94d049bb133111ebull;
		h ^= h >> 29;
	}
	h *= 0xbf58476d1ce4e5b9ull;
	h ^= h >> 32;
	return (uint32_t)h;
}

typedef struct {
	const char *s;
	size_t n;
} IdentKey;

static bool identEq(const void *item, const void *key)
{
	const PirIdent *id = item;
	const IdentKey *k = key;
	return id->len == k->n && memcmp(id->str, k->s, k->n) == 0;
}

PirIdent *pirIdentGet(PirContext *ctx, const char *s, size_t n)
{
	IdentKey key = {s, n};
	uint32_t h = pirHashBytes(s, n, 0);
	PirIdent *id = pirHashSetFind(&ctx->idents, h, identEq, &key);
	if (id)
		return id;
	id = pirArenaAlloc(&ctx->arena, sizeof *id + n + 1);
	id->len = (uint32_t)n;
	id->hash = h;
	memcpy(id->str, s, n);
	id->str[n] = '\0';
	pirHashSetInsert(&ctx->idents, h, id);
	return id;
}

/* The interned name, or NULL when nothing interned it: a lookup that
 * adds nothing (the JSON reader looks up ids a file makes up). */
static PirIdent *identFind(PirContext *ctx, const char *s, size_t n)
{
	IdentKey key = {s, n};
	return pirHashSetFind(&ctx->idents, pirHashBytes(s, n, 0), identEq, &key);
}

PirIdent *pirIdentGetCStr(PirContext *ctx, const char *s)
{
	return pirIdentGet(ctx, s, strlen(s));
}

void pirContextSetAllowUnregistered(PirContext *ctx, bool allow)
{
	ctx->allowUnregistered = allow;
}

bool pirContextGetAllowUnregistered(PirContext *ctx)
{
	return ctx->allowUnregistered;
}

/* --- registry --- */

PirDialect *pirContextLookupDialect(PirContext *ctx, PirIdent *name)
{
	for (size_t i = 0; i < ctx->dialects.len; i++) {
		PirDialect *d = ctx->dialects.data[i];
		if (d->name == name)
			return d;
	}
	return NULL;
}

PirDialect *pirContextGetOrCreateDialect(PirContext *ctx, const char *name)
{
	PirIdent *id = pirIdentGetCStr(ctx, name);
	PirDialect *d = pirContextLookupDialect(ctx, id);
	if (d)
		return d;
	d = pirArenaAlloc(&ctx->arena, sizeof *d);
	d->name = id;
	pirPtrVecPush(&ctx->dialects, d);
	/* Ops seen before their dialect was loaded now belong to it. */
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		const char *dot = strchr(info->name->str, '.');
		if (!info->dialect && dot && (size_t)(dot - info->name->str) == id->len &&
		    memcmp(info->name->str, id->str, id->len) == 0)
			info->dialect = d;
	}
	return d;
}

PirDialect **pirContextGetDialects(PirContext *ctx, size_t *count)
{
	*count = ctx->dialects.len;
	return (PirDialect **)ctx->dialects.data;
}

PirOpInfo **pirContextGetOpInfos(PirContext *ctx, size_t *count)
{
	if (ctx->lazyAll)
		ctx->lazyAll(ctx);
	*count = ctx->opInfoList.len;
	return (PirOpInfo **)ctx->opInfoList.data;
}

PirOpInfo **pirContextGetRegisteredOpInfos(PirContext *ctx, size_t *count)
{
	*count = ctx->opInfoList.len;
	return (PirOpInfo **)ctx->opInfoList.data;
}

PirOpInfo *pirContextLookupOpInfo(PirContext *ctx, PirIdent *name)
{
	PirOpInfo *info = pirPtrMapGet(&ctx->opInfos, name);
	if ((!info || !info->registered) && ctx->lazyLookup && ctx->lazyLookup(ctx, name))
		info = pirPtrMapGet(&ctx->opInfos, name);
	return info;
}

PirOpInfo *pirContextGetOpInfoWithRole(PirContext *ctx, PirOpRole role)
{
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		if (info->registered && info->role == role)
			return info;
	}
	return NULL;
}

PirOpInfo *pirContextGetOpInfoWithFold(PirContext *ctx, PirFoldKind kind)
{
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		if (info->registered && info->def && info->def->fold == kind && !(info->traits & PIR_TRAIT_INPLACE))
			return info;
	}
	return NULL;
}

PirOpInfo *pirContextGetVariableOp(PirContext *ctx, PirOpRole role, const char *storage)
{
	PirIdent *s = pirIdentGetCStr(ctx, storage);
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		if (info->registered && info->role == role && info->varStorage == s)
			return info;
	}
	return NULL;
}

/* A container whose definition has one input and one output; `pack`
 * asks for variadic inputs and a vec output, else a vec input and one
 * non-variadic output. */
static PirOpInfo *containerOfShape(PirContext *ctx, bool pack)
{
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		const PirOpDef *d = info->def;
		if (!info->registered || info->role != PIR_ROLE_CONTAINER || d->numInputs != 1 || d->numOutputs != 1)
			continue;
		const PirValueDef *in = &d->inputs[0], *out = &d->outputs[0];
		if (pack ? in->variadic && out->constraint == PIR_TC_VEC && !out->variadic
			 : in->constraint == PIR_TC_VEC && !in->variadic && !out->variadic && out->constraint != PIR_TC_VEC)
			return info;
	}
	return NULL;
}

PirOpInfo *pirContextGetPackOp(PirContext *ctx)
{
	return containerOfShape(ctx, true);
}

PirOpInfo *pirContextGetElementOp(PirContext *ctx)
{
	return containerOfShape(ctx, false);
}

void pirContextAddOpAlias(PirContext *ctx, PirIdent *alias, PirOpInfo *info)
{
	pirPtrMapPut(&ctx->opInfos, alias, info);
}

void pirContextAddDialectAlias(PirContext *ctx, PirIdent *alias, PirDialect *d)
{
	pirPtrMapPut(&ctx->dialectAliases, alias, d);
}

void pirContextAddResultAttribute(PirContext *ctx, PirIdent *name)
{
	pirPtrMapPut(&ctx->resultAttrs, name, (void *)1);
}

bool pirContextIsResultAttribute(PirContext *ctx, PirIdent *name)
{
	return ctx->resultAttrs.len && pirPtrMapGet(&ctx->resultAttrs, name) != NULL;
}

static PirIdent *qualified(PirContext *ctx, PirIdent *prefix, PirIdent *name);

/* The dialect's tensor spellings and kind prefix under one of its names. */
static void addPrefixSpellings(PirContext *ctx, PirDialect *d, PirIdent *prefix)
{
	for (uint32_t i = 0; i < d->numDenseSpellings; i++)
		pirPtrMapPut(&ctx->tensorSpellings, qualified(ctx, prefix, d->denseSpellings[i]),
			     (void *)(uintptr_t)PIR_TENSOR_SPELLING_DENSE);
	for (uint32_t i = 0; i < d->numValueSpellings; i++)
		pirPtrMapPut(&ctx->tensorSpellings, qualified(ctx, prefix, d->valueSpellings[i]),
			     (void *)(uintptr_t)PIR_TENSOR_SPELLING_VALUE);
	if (d->attrKindPrefix)
		pirPtrMapPut(&ctx->attrKindPrefixes, prefix, (void *)1);
}

/* ... under its name and each of its aliases. */
static void addPrefixSpellingsAllNames(PirContext *ctx, PirDialect *d)
{
	addPrefixSpellings(ctx, d, d->name);
	for (uint32_t i = 0; i < d->numAliases; i++)
		addPrefixSpellings(ctx, d, d->aliases[i]);
}

PirIdent *pirDialectDeclareAliases(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		PirDialect *other = pirContextLookupDialect(ctx, names[i]);
		PirDialect *was = pirContextLookupDialectAlias(ctx, names[i]);
		if ((other && other != d) || (was && was != d))
			return names[i];
		pirContextAddDialectAlias(ctx, names[i], d);
		addPrefixSpellings(ctx, d, names[i]);
	}
	d->aliases = names;
	d->numAliases = n;
	return NULL;
}

/* "<prefix>.<name>", interned. */
static PirIdent *qualified(PirContext *ctx, PirIdent *prefix, PirIdent *name)
{
	char full[256];
	snprintf(full, sizeof full, "%s.%s", prefix->str, name->str);
	return pirIdentGetCStr(ctx, full);
}

void pirDialectDeclareHandleTypes(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		pirContextAddHandleType(ctx, qualified(ctx, d->name, names[i]), d);
	d->handleTypes = names;
	d->numHandleTypes = n;
}

void pirDialectDeclareResultAttributes(PirContext *ctx, PirDialect *d, PirIdent **names, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		pirContextAddResultAttribute(ctx, names[i]);
	d->resultAttrs = names;
	d->numResultAttrs = n;
}

PirIdent *pirOpInfoDeclareAliases(PirContext *ctx, PirOpInfo *info, PirIdent **names, uint32_t n)
{
	PirIdent *dialect = pirIdentGet(ctx, info->name->str, (size_t)(strchr(info->name->str, '.') - info->name->str));
	for (uint32_t i = 0; i < n; i++) {
		PirIdent *alias = qualified(ctx, dialect, names[i]);
		PirOpInfo *other = pirContextLookupOpInfo(ctx, alias);
		if (other && other->registered)
			return alias;
		pirContextAddOpAlias(ctx, alias, info);
	}
	return NULL;
}

void pirContextRegisterHooks(PirContext *ctx, const PirHookEntry *table)
{
	for (size_t i = 0; i < ctx->hookTables.len; i++)
		if (ctx->hookTables.data[i] == table)
			return;
	pirPtrVecPush(&ctx->hookTables, (void *)table);
}

const PirHookEntry *pirContextFindHook(PirContext *ctx, const char *name)
{
	for (size_t i = ctx->hookTables.len; i-- > 0;)
		for (const PirHookEntry *h = ctx->hookTables.data[i]; h->name; h++)
			if (!strcmp(h->name, name))
				return h;
	return NULL;
}

void pirOpInterfacesSetFormat(PirOpInterfaces *dst, const PirOpInterfaces *format)
{
	dst->print = format->print;
	dst->inferTypes = format->inferTypes;
	dst->blockArgType = format->blockArgType;
	dst->parseOperands = format->parseOperands;
	dst->regionSeparator = format->regionSeparator;
}

void pirContextAddHandleType(PirContext *ctx, PirIdent *fullName, PirDialect *d)
{
	pirPtrMapPut(&ctx->handleTypes, fullName, d);
}

bool pirContextIsHandleType(PirContext *ctx, PirIdent *fullName)
{
	return ctx->handleTypes.len && pirPtrMapGet(&ctx->handleTypes, fullName) != NULL;
}

void pirDialectDeclareJsonTypes(PirContext *ctx, PirDialect *d, const PirJsonType *types, uint32_t n)
{
	if (!n)
		return;
	/* A later file may add to a dialect's list: one longer copy per file.
	 * The maps point into the copy made here, which stays in the arena. */
	PirJsonType *list = pirArenaAlloc(&ctx->arena, (d->numJsonTypes + n) * sizeof *list);
	if (d->numJsonTypes)
		memcpy(list, d->jsonTypes, d->numJsonTypes * sizeof *list);
	memcpy(list + d->numJsonTypes, types, n * sizeof *list);
	for (uint32_t i = 0; i < n; i++) {
		PirJsonType *t = &list[d->numJsonTypes + i];
		pirPtrMapPut(&ctx->jsonTypeIds, t->id, t);
		pirPtrMapPut(&ctx->jsonTypeNames, t->name, t);
	}
	d->jsonTypes = list;
	d->numJsonTypes += n;
}

/* A later file's list replaces the dialect's own; spellings registered
 * before stay registered. */
void pirDialectDeclareTensorSpellings(PirContext *ctx, PirDialect *d, PirIdent **dense, uint32_t numDense,
				      PirIdent **value, uint32_t numValue)
{
	d->denseSpellings = dense;
	d->numDenseSpellings = numDense;
	d->valueSpellings = value;
	d->numValueSpellings = numValue;
	addPrefixSpellingsAllNames(ctx, d);
}

PirTensorSpelling pirContextLookupTensorSpelling(PirContext *ctx, const char *s, size_t n)
{
	if (!ctx->tensorSpellings.len)
		return PIR_TENSOR_SPELLING_NONE;
	PirIdent *key = identFind(ctx, s, n);
	return key ? (PirTensorSpelling)(uintptr_t)pirPtrMapGet(&ctx->tensorSpellings, key) : PIR_TENSOR_SPELLING_NONE;
}

void pirDialectDeclareAttributeKindPrefix(PirContext *ctx, PirDialect *d)
{
	d->attrKindPrefix = true;
	addPrefixSpellingsAllNames(ctx, d);
}

bool pirContextIsAttributeKindPrefix(PirContext *ctx, const char *s, size_t n)
{
	if (!ctx->attrKindPrefixes.len)
		return false;
	PirIdent *key = identFind(ctx, s, n);
	return key && pirPtrMapGet(&ctx->attrKindPrefixes, key) != NULL;
}

static const PirJsonType *lookupJsonType(PirContext *ctx, PirPtrMap *m, const char *s, size_t n)
{
	if (!m->len)
		return NULL;
	PirIdent *key = identFind(ctx, s, n);
	return key ? pirPtrMapGet(m, key) : NULL;
}

const PirJsonType *pirContextLookupJsonTypeId(PirContext *ctx, const char *id, size_t n)
{
	return lookupJsonType(ctx, &ctx->jsonTypeIds, id, n);
}

const PirJsonType *pirContextLookupJsonTypeName(PirContext *ctx, const char *name, size_t n)
{
	return lookupJsonType(ctx, &ctx->jsonTypeNames, name, n);
}

PirDialect *pirContextLookupDialectAlias(PirContext *ctx, PirIdent *alias)
{
	return pirPtrMapGet(&ctx->dialectAliases, alias);
}

PirIdent *pirContextCanonicalOpName(PirContext *ctx, const char *s, size_t n)
{
	const char *dot = memchr(s, '.', n);
	if (dot && ctx->dialectAliases.len) {
		PirDialect *d = pirPtrMapGet(&ctx->dialectAliases, pirIdentGet(ctx, s, (size_t)(dot - s)));
		size_t rest = n - (size_t)(dot - s);
		if (d && d->name->len + rest < 256) {
			char buf[256];
			memcpy(buf, d->name->str, d->name->len);
			memcpy(buf + d->name->len, dot, rest);
			return pirIdentGet(ctx, buf, d->name->len + rest);
		}
	}
	return pirIdentGet(ctx, s, n);
}

PirOpInfo *pirContextGetOrCreateOpInfo(PirContext *ctx, PirIdent *name)
{
	PirOpInfo *info = pirContextLookupOpInfo(ctx, name);
	if (info)
		return info;
	info = pirArenaAlloc(&ctx->arena, sizeof *info);
	info->ctx = ctx;
	info->name = name;
	const char *dot = strchr(name->str, '.');
	if (dot) {
		info->shortName = pirIdentGetCStr(ctx, dot + 1);
		info->dialect = pirContextLookupDialect(ctx, pirIdentGet(ctx, name->str, (size_t)(dot - name->str)));
	} else {
		info->shortName = name;
	}
	pirPtrMapPut(&ctx->opInfos, name, info);
	pirPtrVecPush(&ctx->opInfoList, info);
	return info;
}

size_t pirEditDistance(const char *a, size_t la, const char *b, size_t lb)
{
	if (la > 64 || lb > 64)
		return (size_t)-1;
	size_t row[65];
	for (size_t j = 0; j <= lb; j++)
		row[j] = j;
	for (size_t i = 1; i <= la; i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t up = row[j];
			size_t best = diag + (a[i - 1] != b[j - 1]);
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			if (up + 1 < best)
				best = up + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb];
}
