/* op_eras.c: an op's older signatures (eras, docs/dialect-yaml.md) resolved
 * against its canonical definition, and the reading of an op written in one:
 * which era it is (by operand and result counts and attribute names,
 * docs/text-format.md "Older signatures"), and its canonical form
 * (attributes renamed, implied values added, operands and results moved,
 * null where the era had none). Nothing here knows an op by its name. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text.h"
#include "ir/context_impl.h"
#include "op_eras.h"
#include "ir/oom.h"

/* ------------------------------------------------------------- resolving */

/* The next space- (or newline-) separated word of *s, or false at the end. */
static bool word(const char **s, char sep, const char **w, size_t *n)
{
	const char *p = *s;
	if (!p || !*p)
		return false;
	const char *e = strchr(p, sep);
	*w = p;
	*n = e ? (size_t)(e - p) : strlen(p);
	*s = e ? e + 1 : p + *n;
	return true;
}

static uint32_t countWords(const char *s, char sep)
{
	const char *w;
	size_t n;
	uint32_t k = 0;
	while (word(&s, sep, &w, &n))
		k++;
	return k;
}

static PirIdent *lookupPair(PirContext *ctx, const char *pairs, PirIdent *from)
{
	const char *w, *s = pairs;
	size_t n;
	while (word(&s, ' ', &w, &n)) {
		PirIdent *a = pirIdentGet(ctx, w, n);
		if (!word(&s, ' ', &w, &n))
			return NULL;
		if (a == from)
			return pirIdentGet(ctx, w, n);
	}
	return NULL;
}

static bool inList(PirContext *ctx, const char *list, PirIdent *name)
{
	const char *w, *s = list;
	size_t n;
	while (word(&s, ' ', &w, &n))
		if (pirIdentGet(ctx, w, n) == name)
			return true;
	return false;
}

static int32_t valueIndex(const PirValueDef *defs, uint32_t n, PirIdent *name)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].name == name)
			return (int32_t)i;
	return -1;
}

static int32_t attrIndex(const PirOpDef *def, PirIdent *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (def->attrs[i].name == name)
			return (int32_t)i;
	return -1;
}

/* An era's value list onto the canonical one. */
static bool mapValues(PirContext *ctx, const PirEraSpec *s, const char *list, const PirValueDef *defs,
		      uint32_t numDefs, const char *what, uint32_t *count, int32_t **map, uint32_t *dropped,
		      char *err, size_t errLen)
{
	if (!list) {
		*count = numDefs;
		*map = NULL;
		return true;
	}
	*count = countWords(list, ' ');
	*map = pirArenaAlloc(&ctx->arena, (*count ? *count : 1) * sizeof **map);
	const char *w, *p = list;
	size_t n;
	for (uint32_t i = 0; word(&p, ' ', &w, &n); i++) {
		PirIdent *name = pirIdentGet(ctx, w, n);
		PirIdent *to = lookupPair(ctx, s->renames, name);
		int32_t k = valueIndex(defs, numDefs, to ? to : name);
		if (k < 0 && !inList(ctx, s->drops, name)) {
			snprintf(err, errLen, "era %s: %s '%s' is not one of the op's %ss, nor renamed or dropped", s->label,
				 what, name->str, what);
			return false;
		}
		for (uint32_t j = 0; k >= 0 && j < i; j++)
			if ((*map)[j] == k) {
				snprintf(err, errLen, "era %s: two %ss are the op's %s '%s'", s->label, what, what,
					 defs[k].name->str);
				return false;
			}
		(*map)[i] = k;
		*dropped += k < 0;
	}
	return true;
}

bool pirOpEraResolve(PirContext *ctx, const PirOpDef *def, const PirEraSpec *s, PirOpEra *e, char *err,
		     size_t errLen)
{
	memset(e, 0, sizeof *e);
	e->label = pirIdentGetCStr(ctx, s->label);
	if (!mapValues(ctx, s, s->inputs, def->inputs, def->numInputs, "operand", &e->numInputs, &e->inputMap,
		       &e->droppedValues, err, errLen) ||
	    !mapValues(ctx, s, s->outputs, def->outputs, def->numOutputs, "result", &e->numOutputs, &e->outputMap,
		       &e->droppedValues, err, errLen))
		return false;
	e->numMutable = s->inputs ? s->numMutable : def->canonicalMutable;
	if (e->numMutable > e->numInputs) {
		snprintf(err, errLen, "era %s: 'mutable' is %u, but the era has %u operands", s->label, e->numMutable,
			 e->numInputs);
		return false;
	}
	/* Attribute names: the canonical ones under their era names, and the
	 * dropped ones. */
	uint32_t maxAttrs = def->numAttrs + countWords(s->drops, ' ') + 1;
	e->attrFrom = pirArenaAlloc(&ctx->arena, maxAttrs * sizeof *e->attrFrom);
	e->attrTo = pirArenaAlloc(&ctx->arena, maxAttrs * sizeof *e->attrTo);
	e->attrKind = pirArenaAlloc(&ctx->arena, maxAttrs);
	const char *w, *p = s->renames;
	size_t n;
	while (word(&p, ' ', &w, &n)) {
		PirIdent *from = pirIdentGet(ctx, w, n);
		if (!word(&p, ' ', &w, &n)) {
			snprintf(err, errLen, "era %s: 'rename' has an old name without a new one", s->label);
			return false;
		}
		PirIdent *to = pirIdentGet(ctx, w, n);
		bool isValue = valueIndex(def->inputs, def->numInputs, to) >= 0 ||
			       valueIndex(def->outputs, def->numOutputs, to) >= 0;
		if (attrIndex(def, to) < 0 && !isValue) {
			snprintf(err, errLen, "era %s: renames '%s' to '%s', which is not an operand, result or attribute",
				 s->label, from->str, to->str);
			return false;
		}
	}
	for (uint32_t i = 0; i < def->numAttrs; i++) {
		PirIdent *c = def->attrs[i].name, *from = c;
		/* the era name of canonical attribute c: the old name renamed to it */
		for (p = s->renames; word(&p, ' ', &w, &n);) {
			PirIdent *a = pirIdentGet(ctx, w, n);
			if (!word(&p, ' ', &w, &n))
				break;
			if (pirIdentGet(ctx, w, n) == c)
				from = a;
		}
		e->attrFrom[e->numAttrs] = from;
		e->attrTo[e->numAttrs] = c;
		e->attrKind[e->numAttrs++] = PIR_ATTR_KIND_COUNT;
	}
	for (p = s->drops; word(&p, ' ', &w, &n);) {
		PirIdent *d = pirIdentGet(ctx, w, n);
		bool known = false;
		for (uint32_t i = 0; i < e->numAttrs; i++)
			known |= e->attrFrom[i] == d;
		if (!known) {
			e->attrFrom[e->numAttrs] = d;
			e->attrTo[e->numAttrs] = NULL;
			e->attrKind[e->numAttrs++] = PIR_ATTR_KIND_COUNT;
		}
	}
	for (p = s->kinds; word(&p, ' ', &w, &n);) {
		PirIdent *a = pirIdentGet(ctx, w, n);
		PirAttrKind k;
		char kind[32];
		if (!word(&p, ' ', &w, &n) || n >= sizeof kind) {
			snprintf(err, errLen, "era %s: 'kinds' has a name without a kind", s->label);
			return false;
		}
		memcpy(kind, w, n);
		kind[n] = '\0';
		if (!pirAttrKindFromName(kind, &k)) {
			snprintf(err, errLen, "era %s: unknown attribute kind '%s'", s->label, kind);
			return false;
		}
		uint32_t i = 0;
		while (i < e->numAttrs && e->attrFrom[i] != a)
			i++;
		if (i == e->numAttrs) {
			snprintf(err, errLen, "era %s: 'kinds' names '%s', which is not an attribute of the era", s->label,
				 a->str);
			return false;
		}
		e->attrKind[i] = (uint8_t)k;
	}
	e->numAdds = s->adds ? countWords(s->adds, '\n') / 2 : 0;
	e->addNames = pirArenaAlloc(&ctx->arena, (e->numAdds + 1) * sizeof *e->addNames);
	e->addValues = pirArenaAlloc(&ctx->arena, (e->numAdds + 1) * sizeof *e->addValues);
	p = s->adds;
	for (uint32_t i = 0; i < e->numAdds; i++) {
		word(&p, '\n', &w, &n);
		PirIdent *a = pirIdentGet(ctx, w, n);
		word(&p, '\n', &w, &n);
		int32_t k = attrIndex(def, a);
		if (k < 0) {
			snprintf(err, errLen, "era %s: 'add' names '%s', which is not an attribute of the op", s->label,
				 a->str);
			return false;
		}
		char *text = pirArenaDup(&ctx->arena, w, n + 1);
		text[n] = '\0';
		PirAttribute *v = pirParseAttributeString(ctx, text, "<era default>");
		if (v)
			v = pirAttrCoerce(ctx, v, def->attrs[k].kinds);
		if (!v || (def->attrs[k].kinds && !(def->attrs[k].kinds & (1u << v->kind)))) {
			snprintf(err, errLen, "era %s: the value '%s' of attribute '%s' does not read as its kind", s->label,
				 text, a->str);
			return false;
		}
		e->addNames[i] = a;
		e->addValues[i] = v;
	}
	e->numLacks = countWords(s->lacks, ' ');
	e->lacks = pirArenaAlloc(&ctx->arena, (e->numLacks + 1) * sizeof *e->lacks);
	p = s->lacks;
	for (uint32_t i = 0; i < e->numLacks; i++) {
		word(&p, ' ', &w, &n);
		e->lacks[i] = pirIdentGet(ctx, w, n);
		if (attrIndex(def, e->lacks[i]) < 0) {
			snprintf(err, errLen, "era %s: 'lacks' names '%s', which is not an attribute of the op", s->label,
				 e->lacks[i]->str);
			return false;
		}
	}
	e->numHad = s->had ? countWords(s->had, '\n') / 2 : 0;
	e->hadNames = pirArenaAlloc(&ctx->arena, (e->numHad + 1) * sizeof *e->hadNames);
	e->hadValues = pirArenaAlloc(&ctx->arena, (e->numHad + 1) * sizeof *e->hadValues);
	p = s->had;
	for (uint32_t i = 0; i < e->numHad; i++) {
		word(&p, '\n', &w, &n);
		PirIdent *a = pirIdentGet(ctx, w, n);
		word(&p, '\n', &w, &n);
		char *text = pirArenaDup(&ctx->arena, w, n + 1);
		text[n] = '\0';
		PirAttribute *v = pirParseAttributeString(ctx, text, "<era default>");
		bool dropped = false;
		for (uint32_t k = 0; k < e->numAttrs; k++)
			dropped |= e->attrFrom[k] == a && !e->attrTo[k];
		if (!v || !dropped) {
			snprintf(err, errLen, "era %s: 'had' %s '%s'", s->label,
				 v ? "names an attribute the era does not drop:" : "has a value that does not read:",
				 v ? a->str : text);
			return false;
		}
		e->hadNames[i] = a;
		e->hadValues[i] = v;
	}
	e->attrIsInput = pirArenaAlloc(&ctx->arena, (e->numAttrs + 1) * sizeof *e->attrIsInput);
	for (uint32_t i = 0; i < e->numAttrs; i++)
		e->attrIsInput[i] = s->inputs ? inList(ctx, s->inputs, e->attrFrom[i])
					      : valueIndex(def->inputs, def->numInputs, e->attrFrom[i]) >= 0;
	e->sameAsToday = !s->inputs && !s->outputs && !s->renames && !s->drops && !s->adds && !s->kinds;
	return true;
}

bool pirOpDefResolveEras(PirContext *ctx, PirOpDef *def, uint32_t *failed, char *err, size_t errLen)
{
	def->canonicalMutable = 0;
	for (uint32_t i = def->numInputs; i-- > 0 && attrIndex(def, def->inputs[i].name) >= 0;)
		def->canonicalMutable++;
	if (!def->numEras)
		return true;
	def->eras = pirArenaAlloc(&ctx->arena, def->numEras * sizeof *def->eras);
	for (uint32_t i = 0; i < def->numEras; i++)
		if (!pirOpEraResolve(ctx, def, &def->eraSpecs[i], &def->eras[i], err, errLen)) {
			*failed = i;
			return false;
		}
	def->intArrayInput = NULL;
	for (uint32_t i = 0; i < def->numInputs; i++) {
		int32_t a = attrIndex(def, def->inputs[i].name);
		if (a >= 0 && def->attrs[a].kinds == (1u << PIR_ATTR_INT_ARRAY)) {
			if (!def->intArrayInput)
				def->intArrayInput = pirArenaAlloc(&ctx->arena, def->numInputs * sizeof *def->intArrayInput);
			def->intArrayInput[i] = true;
		}
	}
	def->eraTypesMatter = false;
	for (uint32_t i = 0; i < def->numEras; i++) {
		const PirOpEra *e = &def->eras[i];
		def->eraTypesMatter |= !e->sameAsToday && e->numOutputs == def->numOutputs &&
				       (e->numInputs == def->numInputs ||
					e->numInputs - e->numMutable == def->numInputs - def->canonicalMutable);
	}
	return true;
}

bool pirOpDefEraRenames(const PirOpDef *def, const char *old, const char *name)
{
	for (uint32_t i = 0; i < def->numEras; i++) {
		const char *w, *p = def->eraSpecs[i].renames;
		size_t n, m;
		while (word(&p, ' ', &w, &n)) {
			const char *v;
			if (!word(&p, ' ', &v, &m))
				break;
			if (n == strlen(old) && !memcmp(w, old, n) && m == strlen(name) && !memcmp(v, name, m))
				return true;
		}
	}
	return false;
}

/* ------------------------------------------------------------- snapshots */

/* The index of label (n characters) among the space-separated snapshots, or -1. */
int pirEraSnapshotIndex(const char *snapshots, const char *label, size_t n)
{
	int i = 0;
	for (const char *p = snapshots; p && *p; i++) {
		const char *e = strchr(p, ' ');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len == n && !memcmp(p, label, n))
			return i;
		if (!e)
			break;
		p = e + 1;
	}
	return -1;
}

/* Whether an era label ("a..b,c", docs/dialect-yaml.md) holds snapshot idx. */
bool pirEraLabelHolds(const char *snapshots, const char *label, int idx)
{
	for (const char *p = label; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		const char *dots = memchr(p, '.', len);
		while (dots && (size_t)(dots - p) + 1 < len && dots[1] != '.')
			dots = memchr(dots + 1, '.', len - (size_t)(dots + 1 - p));
		int a, b;
		if (dots && (size_t)(dots - p) + 1 < len) {
			a = pirEraSnapshotIndex(snapshots, p, (size_t)(dots - p));
			b = pirEraSnapshotIndex(snapshots, dots + 2, len - (size_t)(dots - p) - 2);
		} else {
			a = b = pirEraSnapshotIndex(snapshots, p, len);
		}
		if (a >= 0 && b >= 0 && a <= idx && idx <= b)
			return true;
		p = comma ? comma + 1 : NULL;
	}
	return false;
}

void pirContextSetInputEra(PirContext *ctx, const char *snapshot)
{
	ctx->inputEra = snapshot;
}

/* --------------------------------------------------------------- reading */

/* Whether a value may back an int_array attribute: Paddle reads an IntArray
 * only from int32/int64 tensors (or a vec of them); a type the reader cannot
 * look into may. */
static bool integerTensor(const PirType *t)
{
	if (t->kind == PIR_TYPE_VECTOR) {
		for (uint32_t i = 0; i < t->vec.size; i++)
			if (!integerTensor(t->vec.elems[i]))
				return false;
		return true;
	}
	if (!pirTypeIsDenseTensor(t))
		return true;
	PirTypeKind k = t->tensor.elem ? t->tensor.elem->kind : PIR_TYPE_UNDEFINED;
	return k == PIR_TYPE_I32 || k == PIR_TYPE_I64 || k == PIR_TYPE_UNDEFINED || k == PIR_TYPE_NULL;
}

static bool lacks(const PirOpEra *e, PirIdent *a)
{
	for (uint32_t i = 0; i < e->numLacks; i++)
		if (e->lacks[i] == a)
			return true;
	return false;
}

/* Whether a written form can be a program of era e (NULL: the canonical
 * form) as Paddle printed it: every operand position (absent optional ones
 * as null values), the tensor-backed ones possibly as attributes instead,
 * every result; each value of a type the operand or result it becomes
 * accepts; only attribute names the era knew, and (today's form) every
 * required attribute. */
static bool matches(PirContext *ctx, const PirOpDef *def, const PirOpEra *e, uint32_t n, PirValue *const *operands,
		    uint32_t m, PirType *const *resultTypes, const PirAttrDict *attrs)
{
	uint32_t ni = e ? e->numInputs : def->numInputs, no = e ? e->numOutputs : def->numOutputs;
	uint32_t mut = e ? e->numMutable : def->canonicalMutable;
	if ((n != ni && n != ni - mut) || m != no)
		return false;
	for (uint32_t i = 0; i < n; i++) {
		int32_t k = e && e->inputMap ? e->inputMap[i] : (int32_t)i;
		if (k >= 0 && operands[i] && !pirTypeSatisfiesDef(pirValueGetType(operands[i]), &def->inputs[k]))
			return false;
		if (k >= 0 && operands[i] && def->intArrayInput && def->intArrayInput[k] &&
		    !integerTensor(pirValueGetType(operands[i])))
			return false;
	}
	for (uint32_t i = 0; resultTypes && i < m; i++) {
		int32_t k = e && e->outputMap ? e->outputMap[i] : (int32_t)i;
		if (k >= 0 && resultTypes[i] && resultTypes[i]->kind != PIR_TYPE_NULL &&
		    !pirTypeSatisfiesDef(resultTypes[i], &def->outputs[k]))
			return false;
	}
	for (uint32_t i = 0; attrs && i < attrs->size; i++) {
		PirIdent *a = attrs->entries[i].name;
		PirAttrKind kind = attrs->entries[i].value->kind;
		if (pirAttrIsFrameworkName(ctx, a))
			continue;
		/* the canonical attribute it becomes, and the kind it has in the era */
		int32_t c = -1;
		uint32_t k = 0;
		if (e) {
			while (k < e->numAttrs && e->attrFrom[k] != a)
				k++;
			if (k == e->numAttrs || (e->attrTo[k] == a && lacks(e, a)))
				return false; /* the era did not have it */
			if (!e->attrTo[k])
				continue; /* dropped: any kind */
			if (e->attrKind[k] != PIR_ATTR_KIND_COUNT) {
				if (kind != e->attrKind[k])
					return false;
				continue;
			}
			c = attrIndex(def, e->attrTo[k]);
		} else if ((c = attrIndex(def, a)) < 0) {
			return false;
		}
		uint32_t kinds = def->attrs[c].kinds & PIR_ATTR_KINDS_MASK;
		if (kinds && !(kinds & (1u << kind)))
			return false;
	}
	for (uint32_t k = 0; !e && k < def->numAttrs; k++)
		if (!def->attrs[k].deflt && valueIndex(def->inputs, def->numInputs, def->attrs[k].name) < 0 &&
		    !pirAttrDictLookup(attrs, def->attrs[k].name))
			return false;
	/* An era's program has every attribute today's op requires that the
	 * era had (Paddle's printers write them all), under the era's name. */
	for (uint32_t k = 0; e && k < e->numAttrs; k++) {
		PirIdent *c = e->attrTo[k];
		int32_t ci = c ? attrIndex(def, c) : -1;
		if (ci < 0 || def->attrs[ci].deflt || lacks(e, c) || e->attrIsInput[k] ||
		    valueIndex(def->inputs, def->numInputs, c) >= 0)
			continue;
		if (!pirAttrDictLookup(attrs, e->attrFrom[k]))
			return false;
	}
	return true;
}

/* Values of the written form era e would throw away. */
static uint32_t droppedHere(const PirOpEra *e, uint32_t n, PirValue *const *operands, uint32_t m,
			    const PirAttrDict *attrs)
{
	uint32_t d = 0;
	for (uint32_t i = 0; e->inputMap && i < n; i++)
		d += e->inputMap[i] < 0 && operands[i];
	for (uint32_t i = 0; e->outputMap && i < m; i++)
		d += e->outputMap[i] < 0;
	for (uint32_t i = 0; attrs && i < attrs->size; i++)
		for (uint32_t k = 0; k < e->numAttrs; k++)
			d += e->attrFrom[k] == attrs->entries[i].name && !e->attrTo[k];
	return d;
}

static void setError(PirEraUpgrade *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void setError(PirEraUpgrade *u, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	free(u->error);
	u->error = pirMalloc(strlen(buf) + 1);
	strcpy(u->error, buf);
}

static void freeArrays(PirEraUpgrade *u)
{
	free(u->operands);
	free(u->resultTypes);
	free(u->resultPos);
	u->operands = NULL;
	u->resultTypes = NULL;
	u->resultPos = NULL;
}

void pirEraUpgradeFree(PirEraUpgrade *u)
{
	freeArrays(u);
	free(u->error);
	u->error = NULL;
}

/* Paddle's framework VarType numbers (an int dtype of 2023's ops). */
static const struct {
	int64_t num;
	const char *name;
} varTypes[] = {{0, "bool"},     {1, "int16"},      {2, "int32"},      {3, "int64"},     {4, "float16"},
		 {5, "float32"},  {6, "float64"},    {20, "uint8"},     {21, "int8"},     {22, "bfloat16"},
		 {23, "complex64"}, {24, "complex128"}};

static const char *varTypeName(int64_t v)
{
	for (size_t i = 0; i < sizeof varTypes / sizeof *varTypes; i++)
		if (varTypes[i].num == v)
			return varTypes[i].name;
	return NULL;
}

bool pirEraVarTypeNumber(const char *name, int64_t *num)
{
	for (size_t i = 0; i < sizeof varTypes / sizeof *varTypes; i++)
		if (!strcmp(varTypes[i].name, name)) {
			*num = varTypes[i].num;
			return true;
		}
	return false;
}

/* An attribute of the era's kind as the canonical kinds want it, or NULL. */
static PirAttribute *convert(PirContext *ctx, PirAttribute *a, uint32_t kinds)
{
	if (!kinds || (kinds & (1u << a->kind)))
		return a;
	bool integer = a->kind == PIR_ATTR_INT32 || a->kind == PIR_ATTR_INT64;
	if (integer && (kinds & (1u << PIR_ATTR_DATA_TYPE))) {
		const char *name = varTypeName(a->i);
		return name ? pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, name, strlen(name)) : NULL;
	}
	if (integer && (kinds & (1u << PIR_ATTR_FLOAT)))
		return pirAttrGetFloat(ctx, (float)a->i);
	if (integer && (kinds & (1u << PIR_ATTR_DOUBLE)))
		return pirAttrGetDouble(ctx, (double)a->i);
	if (integer && (kinds & (1u << PIR_ATTR_INT64)))
		return pirAttrGetInt64(ctx, a->i);
	if (a->kind == PIR_ATTR_INT64 && (kinds & (1u << PIR_ATTR_INT32)) && a->i >= INT32_MIN && a->i <= INT32_MAX)
		return pirAttrGetInt32(ctx, (int32_t)a->i);
	return NULL;
}

/* A per-result array (stop_gradient: one entry per result) of the era's m
 * results at today's places; a result the era lacked gets false. */
static PirAttribute *perResult(PirContext *ctx, const PirOpDef *def, const PirOpEra *e, PirAttribute *v, uint32_t m)
{
	if (v->kind != PIR_ATTR_ARRAY || v->array.size != m)
		return v; /* the verifier reports a wrong count */
	PirAttribute **elems = pirMalloc((def->numOutputs + 1) * sizeof *elems);
	for (uint32_t k = 0; k < def->numOutputs; k++)
		elems[k] = pirAttrGetBool(ctx, false);
	for (uint32_t i = 0; i < m; i++)
		if (e->outputMap[i] >= 0)
			elems[e->outputMap[i]] = v->array.elems[i];
	PirAttribute *r = pirAttrGetArray(ctx, def->numOutputs, elems);
	free(elems);
	return r;
}

/* The canonical attributes of a written form of era e with m results. */
static PirAttrDict *upgradeAttrs(PirContext *ctx, const PirOpDef *def, const PirOpEra *e, PirAttrDict *attrs,
				 uint32_t m, char *err, size_t errLen)
{
	PirAttrDict *out = attrs ? attrs : pirAttrDictGetEmpty(ctx);
	for (uint32_t i = 0; attrs && i < attrs->size; i++) {
		PirIdent *a = attrs->entries[i].name;
		if (e->outputMap && pirContextIsResultAttribute(ctx, a)) {
			out = pirAttrDictSet(ctx, out, a, perResult(ctx, def, e, attrs->entries[i].value, m));
			continue;
		}
		uint32_t k = 0;
		while (k < e->numAttrs && e->attrFrom[k] != a)
			k++;
		if (k == e->numAttrs || (e->attrTo[k] == a && e->attrKind[k] == PIR_ATTR_KIND_COUNT))
			continue;
		PirAttribute *v = attrs->entries[i].value;
		out = pirAttrDictSet(ctx, out, a, NULL);
		if (!e->attrTo[k])
			continue; /* the era's attribute has no canonical counterpart */
		int32_t c = attrIndex(def, e->attrTo[k]);
		PirAttribute *cv = convert(ctx, v, def->attrs[c].kinds);
		if (!cv) {
			char *t = pirAttributeToString(ctx, v);
			snprintf(err, errLen, "attribute '%s' %s of era %s does not convert to the kind of today's '%s'",
				 a->str, t ? t : "", e->label->str, e->attrTo[k]->str);
			free(t);
			return NULL;
		}
		out = pirAttrDictSet(ctx, out, e->attrTo[k], cv);
	}
	for (uint32_t i = 0; i < e->numAdds; i++)
		if (!pirAttrDictLookup(out, e->addNames[i]))
			out = pirAttrDictSet(ctx, out, e->addNames[i], e->addValues[i]);
	/* today's attributes the era did not have: the default it implied */
	for (uint32_t i = 0; i < e->numLacks; i++) {
		int32_t c = attrIndex(def, e->lacks[i]);
		if (c >= 0 && def->attrs[c].deflt && !pirAttrDictLookup(out, e->lacks[i]))
			out = pirAttrDictSet(ctx, out, e->lacks[i], def->attrs[c].deflt);
	}
	return out;
}

/* Whether two eras read a written form the same way. */
static bool sameReading(const PirOpDef *def, const PirOpEra *a, const PirOpEra *b, uint32_t n, uint32_t m,
			PirContext *ctx, PirAttrDict *attrs)
{
	for (uint32_t i = 0; i < n; i++) {
		int32_t x = a->inputMap ? a->inputMap[i] : (int32_t)i, y = b->inputMap ? b->inputMap[i] : (int32_t)i;
		if (x != y)
			return false;
	}
	for (uint32_t i = 0; i < m; i++) {
		int32_t x = a->outputMap ? a->outputMap[i] : (int32_t)i, y = b->outputMap ? b->outputMap[i] : (int32_t)i;
		if (x != y)
			return false;
	}
	char err[8];
	return upgradeAttrs(ctx, def, a, attrs, m, err, sizeof err) == upgradeAttrs(ctx, def, b, attrs, m, err, sizeof err);
}

/* Whether era e reads a written form as today's signature does. */
static bool readsAsToday(const PirOpDef *def, const PirOpEra *e, uint32_t n, uint32_t m, PirContext *ctx,
			 PirAttrDict *attrs)
{
	for (uint32_t i = 0; e->inputMap && i < n; i++)
		if (e->inputMap[i] != (int32_t)i)
			return false;
	for (uint32_t i = 0; e->outputMap && i < m; i++)
		if (e->outputMap[i] != (int32_t)i)
			return false;
	char err[8];
	return upgradeAttrs(ctx, def, e, attrs, m, err, sizeof err) == (attrs ? attrs : pirAttrDictGetEmpty(ctx));
}

/* How many operands a reading (era e, NULL: today's) puts where an
 * int_array is read from as Paddle writes those: a 1-D tensor or a vec
 * (a 0-D one is the scalar of another operand). Settles full_with_tensor's
 * (shape, value) of 2023 against today's (value, shape) when both are
 * int64: (tensor<1xi64>, tensor<i64>) is the older form. */
static uint32_t intArrayShaped(const PirOpDef *def, const PirOpEra *e, uint32_t n, PirValue *const *operands)
{
	uint32_t score = 0;
	for (uint32_t i = 0; def->intArrayInput && i < n; i++) {
		int32_t k = e && e->inputMap ? e->inputMap[i] : (int32_t)i;
		if (k < 0 || !operands[i] || !def->intArrayInput[k])
			continue;
		const PirType *t = pirValueGetType(operands[i]);
		score += t->kind == PIR_TYPE_VECTOR || (pirTypeIsDenseTensor(t) && t->tensor.rank == 1);
	}
	return score;
}

/* For an op of the `grad` inference rule, how many results a reading
 * gives the type of the operand they are the gradient of (x_grad: x's):
 * fused_feedforward_grad's results of 2023, in another order, are told
 * apart from today's by their shapes. */
static uint32_t gradShaped(const PirOpDef *def, const PirOpEra *e, uint32_t n, PirValue *const *operands, uint32_t m,
			   PirType *const *resultTypes)
{
	if (!resultTypes || !def->inferRule || strcmp(def->inferRule, "grad"))
		return 0;
	uint32_t score = 0;
	for (uint32_t j = 0; j < m; j++) {
		int32_t k = e && e->outputMap ? e->outputMap[j] : (int32_t)j;
		if (k < 0 || !resultTypes[j])
			continue;
		const char *r = def->outputs[k].name->str;
		size_t len = strlen(r);
		if (len < 6 || strcmp(r + len - 5, "_grad"))
			continue;
		for (uint32_t i = 0; i < n; i++) {
			int32_t c = e && e->inputMap ? e->inputMap[i] : (int32_t)i;
			if (c >= 0 && operands[i] && strlen(def->inputs[c].name->str) == len - 5 &&
			    !strncmp(def->inputs[c].name->str, r, len - 5))
				score += pirValueGetType(operands[i]) == resultTypes[j];
		}
	}
	return score;
}

/* Whether a written form carries every attribute era e had, as Paddle's
 * printers of the era wrote them (a tensor-backed one may be its operand). */
static bool completeFor(const PirOpEra *e, uint32_t n, const PirAttrDict *attrs)
{
	for (uint32_t k = 0; k < e->numAttrs; k++) {
		if ((e->attrTo[k] && lacks(e, e->attrTo[k])) || (e->attrIsInput[k] && n == e->numInputs))
			continue;
		if (!pirAttrDictLookup(attrs, e->attrFrom[k]))
			return false;
	}
	return true;
}

/* --input-era: whether era e (NULL: today's signature) is the one of the
 * snapshot that printed the input. */
static bool isInputEra(PirContext *ctx, const PirOpInfo *info, const PirOpEra *e)
{
	const char *snaps = info->dialect ? info->dialect->snapshots : NULL;
	int idx = snaps && ctx->inputEra ? pirEraSnapshotIndex(snaps, ctx->inputEra, strlen(ctx->inputEra)) : -1;
	if (idx < 0)
		return false;
	const PirOpDef *def = info->def;
	for (uint32_t i = 0; i < def->numEras; i++)
		if (!def->eras[i].sameAsToday && pirEraLabelHolds(snaps, def->eraSpecs[i].label, idx))
			return &def->eras[i] == e;
	return !e;
}

/* Whether the writer of the form could have printed era e's signature: not
 * pir-opt's own text (today's signature only), not JSON for an era that
 * ended before Paddle's versioned serializer (the first snapshot of the
 * dialect's `paddle_reads` json). */
static bool writerHad(const PirOpInfo *info, const PirOpEra *e, PirEraWriter writer)
{
	if (writer == PIR_ERA_WRITER_TODAY)
		return false;
	const PirDialect *d = info->dialect;
	if (writer != PIR_ERA_WRITER_JSON || !d || !d->snapshots || !d->readsJson)
		return true;
	const char *dots = strstr(d->readsJson, "..");
	const char *comma = strchr(d->readsJson, ',');
	size_t len = dots ? (size_t)(dots - d->readsJson) : comma ? (size_t)(comma - d->readsJson) : strlen(d->readsJson);
	int from = pirEraSnapshotIndex(d->snapshots, d->readsJson, len);
	if (from < 0)
		return true;
	int count = 1;
	for (const char *p = d->snapshots; *p; p++)
		count += *p == ' ';
	for (int i = from; i < count; i++)
		if (pirEraLabelHolds(d->snapshots, e->label->str, i))
			return true;
	return false;
}

int pirOpEraUpgradeSlow(PirContext *ctx, PirOpInfo *info, uint32_t n, PirValue *const *operands, uint32_t m,
			PirType *const *resultTypes, PirAttrDict *attrs, PirEraWriter writer, PirEraUpgrade *u)
{
	const PirOpDef *def = info->def;
	memset(u, 0, sizeof *u);
	if (matches(ctx, def, NULL, n, operands, m, resultTypes, attrs)) {
		/* An older era that reads it too, differently, and whose printers
		 * could have written it (every attribute the era had is there):
		 * the names, counts and types do not tell them apart
		 * (full_with_tensor's (shape, value) of 2023 with integer values).
		 * --input-era settles it, or the writer (pir-opt's own text, JSON)
		 * that cannot have printed the era's signature; else an error. */
		const PirOpEra *rival = NULL;
		bool dismissed = false; /* a rival the writer did not have: today's, not cached as plain */
		uint32_t shaped = intArrayShaped(def, NULL, n, operands) + gradShaped(def, NULL, n, operands, m, resultTypes);
		bool older = false;
		for (uint32_t i = 0; i < def->numEras && !rival; i++) {
			const PirOpEra *e = &def->eras[i];
			if (e->sameAsToday || !matches(ctx, def, e, n, operands, m, resultTypes, attrs) ||
			    !completeFor(e, n, attrs) || readsAsToday(def, e, n, m, ctx, attrs))
				continue;
			uint32_t s = intArrayShaped(def, e, n, operands) + gradShaped(def, e, n, operands, m, resultTypes);
			if (s < shaped)
				continue; /* today's reading fits the types better */
			if (s == shaped && !ctx->inputEra && !writerHad(info, e, writer)) {
				/* nothing in the form tells them apart, but its
				 * writer could not have printed the era's signature */
				dismissed = true;
				continue;
			}
			rival = e;
			older = s > shaped;
		}
		if (older)
			goto older; /* the era's reading fits them better */
		if (rival && !isInputEra(ctx, info, NULL)) {
			if (!isInputEra(ctx, info, rival)) {
				u->era = rival;
				setError(u,
					 "'%s' is written in a signature that today's and era %s read differently (the names, "
					 "counts and types do not tell them apart; --input-era=SNAPSHOT says which Paddle "
					 "printed it)",
					 info->name->str, rival->label->str);
				return -1;
			}
			goto older; /* the input's era */
		}
		uint64_t types = def->eraTypesMatter ? pirEraTypesHash(n, operands, m, resultTypes) : 0;
		if ((!def->eraTypesMatter || types) && !dismissed) {
			info->eraPlainAttrs = attrs; /* today's form is read as written (with these types) */
			info->eraPlainOperands = n + 1;
			info->eraPlainResults = m + 1;
			info->eraPlainTypes = types;
		}
		return 0;
	}
older:;
	/* The eras that read it; the fewest values thrown away wins. */
	const PirOpEra *best = NULL, *other = NULL;
	uint32_t bestDrop = UINT32_MAX;
	for (uint32_t i = 0; i < def->numEras; i++) {
		const PirOpEra *e = &def->eras[i];
		if (e->sameAsToday || !matches(ctx, def, e, n, operands, m, resultTypes, attrs))
			continue;
		uint32_t d = droppedHere(e, n, operands, m, attrs);
		if (ctx->inputEra && isInputEra(ctx, info, e)) {
			best = e; /* the input's era */
			other = NULL;
			break;
		}
		if (d < bestDrop) {
			best = e;
			bestDrop = d;
			other = NULL;
		} else if (d == bestDrop && !other && !sameReading(def, best, e, n, m, ctx, attrs)) {
			other = e;
		}
	}
	if (!best)
		return 0; /* no era reads it either: the verifier says what is wrong */
	if (other) {
		u->era = best;
		u->other = other;
		setError(u,
			 "'%s' is written in a signature of two eras that read it differently: %s and %s (write every "
			 "operand, result and attribute of one)",
			 info->name->str, best->label->str, other->label->str);
		return -1;
	}
	char err[320];
	PirAttrDict *na = upgradeAttrs(ctx, def, best, attrs, m, err, sizeof err);
	if (!na) {
		setError(u, "%s", err);
		return -1;
	}
	u->era = best;
	u->attrs = na;
	/* Tensor-backed operands written as attributes stay attributes. */
	uint32_t ni = n == best->numInputs ? def->numInputs : def->numInputs - def->canonicalMutable;
	u->numOperands = ni;
	u->numResults = def->numOutputs;
	u->operands = pirCalloc(ni + 1, sizeof *u->operands);
	u->resultTypes = pirCalloc(def->numOutputs + 1, sizeof *u->resultTypes);
	u->resultPos = pirMalloc((m + 1) * sizeof *u->resultPos);
	for (uint32_t i = 0; i < n; i++) {
		int32_t k = best->inputMap ? best->inputMap[i] : (int32_t)i;
		if (k >= 0 && (uint32_t)k < ni)
			u->operands[k] = operands[i];
		else if (k >= 0 && operands[i]) {
			setError(u, "operand #%u of era %s has no place in today's form of '%s'", i,
				 best->label->str, info->name->str);
			freeArrays(u);
			return -1;
		}
	}
	for (uint32_t k = 0; k < ni; k++)
		if (!u->operands[k] && !def->inputs[k].optional && !def->inputs[k].variadic) {
			bool given = false;
			for (uint32_t i = 0; i < n; i++)
				given |= (best->inputMap ? best->inputMap[i] : (int32_t)i) == (int32_t)k;
			if (!given) {
				setError(u, "'%s' of era %s has no operand for today's required '%s': it cannot be read in "
					    "today's form", info->name->str, best->label->str, def->inputs[k].name->str);
				freeArrays(u);
				return -1;
			}
		}
	PirType *null = pirTypeGetNull(ctx);
	for (uint32_t i = 0; i < def->numOutputs; i++)
		u->resultTypes[i] = null;
	for (uint32_t i = 0; i < m; i++) {
		int32_t k = best->outputMap ? best->outputMap[i] : (int32_t)i;
		u->resultPos[i] = k;
		if (k >= 0 && resultTypes)
			u->resultTypes[k] = resultTypes[i];
	}
	return 1;
}
