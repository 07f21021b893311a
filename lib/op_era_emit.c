/* op_era_emit.c: the reverse of op_eras.c's reading: a canonical op in the
 * signature of an older snapshot (--emit-era, docs/text-format.md "Writing
 * an older era"), from the same era data. Every form written is read back
 * through op_eras.c and must give the op it came from; one that would not
 * (two eras reading it differently, today's signature reading it as
 * written) or that the era cannot express is refused, never written wrong.
 * Nothing here knows an op by its name. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/context_impl.h"
#include "ir/oom.h"
#include "op_era_emit.h"
#include "op_eras.h"
#include "text/text.h"

/* ------------------------------------------------------------- snapshots */

/* The n-th word of a space-separated list (for messages). */
static void nthWord(const char *list, uint32_t n, char *out, size_t outLen)
{
	const char *p = list;
	for (uint32_t i = 0; p && i < n; i++) {
		p = strchr(p, ' ');
		p = p ? p + 1 : NULL;
	}
	size_t len = p ? strcspn(p, " ") : 0;
	if (len >= outLen)
		len = outLen - 1;
	memcpy(out, p ? p : "", len);
	out[len] = '\0';
}

/* ------------------------------------------------------------ attributes */

static int32_t attrIndex(const PirOpDef *def, PirIdent *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (def->attrs[i].name == name)
			return (int32_t)i;
	return -1;
}

static bool sameValue(PirContext *ctx, PirAttribute *a, PirAttribute *b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	char *x = pirAttributeToString(ctx, a), *y = pirAttributeToString(ctx, b);
	/* (Int32)1 and (Int64)1 of one default: the same value */
	const char *px = x && x[0] == '(' ? strchr(x, ')') : NULL, *py = y && y[0] == '(' ? strchr(y, ')') : NULL;
	bool same = x && y && !strcmp(px ? px + 1 : x, py ? py + 1 : y);
	free(x);
	free(y);
	return same;
}

/* A canonical attribute value in the era's kind, or NULL. */
static PirAttribute *convertBack(PirContext *ctx, PirAttribute *v, PirAttrKind kind)
{
	if (v->kind == kind)
		return v;
	int64_t num;
	if (v->kind == PIR_ATTR_DATA_TYPE && pirEraVarTypeNumber(v->text->str, &num))
		return kind == PIR_ATTR_INT32 ? pirAttrGetInt32(ctx, (int32_t)num)
		       : kind == PIR_ATTR_INT64 ? pirAttrGetInt64(ctx, num) : NULL;
	double d = v->kind == PIR_ATTR_FLOAT ? v->f : v->kind == PIR_ATTR_DOUBLE ? v->d : 0;
	bool real = v->kind == PIR_ATTR_FLOAT || v->kind == PIR_ATTR_DOUBLE;
	if (real && d == (double)(int32_t)d && kind == PIR_ATTR_INT32)
		return pirAttrGetInt32(ctx, (int32_t)d);
	if (real && d >= -9.2e18 && d <= 9.2e18 && d == (double)(int64_t)d && kind == PIR_ATTR_INT64)
		return pirAttrGetInt64(ctx, (int64_t)d);
	if (v->kind == PIR_ATTR_INT64 && kind == PIR_ATTR_INT32 && v->i >= INT32_MIN && v->i <= INT32_MAX)
		return pirAttrGetInt32(ctx, (int32_t)v->i);
	if (v->kind == PIR_ATTR_INT32 && kind == PIR_ATTR_INT64)
		return pirAttrGetInt64(ctx, v->i);
	return NULL;
}

/* --------------------------------------------------------------- one op */

void pirEraFormFree(PirEraForm *f)
{
	free(f->operands);
	free(f->operandFrom);
	free(f->resultTypes);
	free(f->resultFrom);
	memset(f, 0, sizeof *f);
}

static int refuse(char **why, PirEraForm *f, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int refuse(char **why, PirEraForm *f, const char *fmt, ...)
{
	char buf[600];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	*why = pirMalloc(strlen(buf) + 1);
	strcpy(*why, buf);
	pirEraFormFree(f);
	return -1;
}

/* Whether reading the era form back gives op: the same operands at the same
 * places, results, and attributes (those the era lacked at their default
 * may come back absent, as the form left them out). */
static bool readsBackAs(PirContext *ctx, PirOperation *op, const PirOpDef *def, const PirOpEra *e,
			uint32_t n, PirValue *const *operands, uint32_t m, const int32_t *resultFrom, PirAttrDict *attrs,
			char *why, size_t whyLen)
{
	PirType **types = pirMalloc((m + 1) * sizeof *types);
	for (uint32_t i = 0; i < m; i++)
		types[i] = pirOperationGetResultType(op, (uint32_t)resultFrom[i]);
	PirEraUpgrade u;
	int r = pirOpEraUpgrade(ctx, pirOperationGetInfo(op), n, operands, m, types, attrs, PIR_ERA_WRITER_ANY, &u);
	free(types);
	if (r < 0) {
		snprintf(why, whyLen, "%s", u.error);
		pirEraUpgradeFree(&u);
		return false;
	}
	uint32_t rn = r ? u.numOperands : n;
	PirValue *const *ro = r ? u.operands : operands;
	PirAttrDict *ra = r ? u.attrs : attrs;
	bool same = true;
	for (uint32_t i = 0; same && i < (rn > op->numOperands ? rn : op->numOperands); i++) {
		PirValue *x = i < rn ? ro[i] : NULL, *y = i < op->numOperands ? pirOperationGetOperand(op, i) : NULL;
		same = x == y;
	}
	for (uint32_t i = 0; same && i < m; i++)
		same = (r ? u.resultPos[i] : (int32_t)i) == resultFrom[i];
	if (same && !r)
		same = m == op->numResults;
	PirAttrDict *orig = pirOperationGetAttrDict(op);
	for (uint32_t i = 0; same && i < orig->size; i++) {
		PirIdent *a = orig->entries[i].name;
		PirAttribute *back = pirAttrDictLookup(ra, a);
		if (back)
			same = sameValue(ctx, back, orig->entries[i].value);
		else {
			bool lacked = false;
			for (uint32_t k = 0; e && k < e->numLacks; k++)
				lacked |= e->lacks[k] == a;
			same = lacked;
		}
	}
	for (uint32_t i = 0; same && i < ra->size; i++) {
		PirAttribute *was = pirAttrDictLookup(orig, ra->entries[i].name);
		same = was ? sameValue(ctx, was, ra->entries[i].value) : false;
		for (uint32_t k = 0; !same && !was && e && k < e->numLacks; k++) {
			int32_t c = attrIndex(def, e->lacks[k]);
			same = e->lacks[k] == ra->entries[i].name && c >= 0 && def->attrs[c].deflt &&
			       sameValue(ctx, def->attrs[c].deflt, ra->entries[i].value); /* its default, made explicit */
		}
		for (uint32_t k = 0; !same && e && k < e->numAdds; k++)
			same = e->addNames[k] == ra->entries[i].name; /* an implied value of the era, left out */
	}
	if (!same)
		snprintf(why, whyLen, "it would read back as %s", r ? "another op" : "today's signature, meaning another op");
	if (r)
		pirEraUpgradeFree(&u);
	return same;
}

int pirOperationEraForm(PirOperation *op, const char *era, PirEraForm *f, char **why)
{
	PirOpInfo *info = pirOperationGetInfo(op);
	PirContext *ctx = info->ctx;
	const PirOpDef *def = info->def;
	memset(f, 0, sizeof *f);
	*why = NULL;
	if (!def || !info->dialect || !info->dialect->snapshots)
		return 0;
	const char *snaps = info->dialect->snapshots;
	int idx = pirEraSnapshotIndex(snaps, era, strlen(era));
	if (idx < 0)
		return refuse(why, f, "'%s' is not a snapshot of dialect %s", era, info->dialect->name->str);
	if (def->present && !pirEraLabelHolds(snaps, def->present, idx))
		return refuse(why, f, "'%s' did not exist in %s (Paddle had it in %s)", info->name->str, era, def->present);
	const PirOpEra *e = NULL;
	uint32_t ei = 0;
	for (uint32_t i = 0; i < def->numEras && !e; i++)
		if (pirEraLabelHolds(snaps, def->eraSpecs[i].label, idx))
			e = &def->eras[ei = i];
	if (!e)
		return 0; /* the era had today's signature */
	const PirEraSpec *s = &def->eraSpecs[ei];
	if (op->numRegions)
		return refuse(why, f, "'%s' has regions: no era of it is written (its eras have none)", info->name->str);
	char name[128];
	/* Operands: the tensor-backed ones written as attributes stay attributes. */
	bool asAttrs = def->canonicalMutable && op->numOperands <= def->numInputs - def->canonicalMutable;
	/* Or the era's tensor-backed operands have no value here, but their
	 * attributes do (the era took `axis` as an operand, today only as an
	 * attribute): the era's form with attributes. */
	bool eraAttrs = e->numMutable > 0;
	for (uint32_t i = e->numInputs - e->numMutable; eraAttrs && i < e->numInputs; i++) {
		int32_t k = e->inputMap ? e->inputMap[i] : (int32_t)i;
		if (k >= 0) {
			eraAttrs = (uint32_t)k >= op->numOperands || !pirOperationGetOperand(op, (uint32_t)k);
			continue;
		}
		nthWord(s->inputs, i, name, sizeof name);
		PirIdent *a = pirIdentGetCStr(ctx, name);
		bool hasAttr = false;
		for (uint32_t j = 0; j < e->numAttrs; j++)
			hasAttr |= e->attrFrom[j] == a && e->attrTo[j];
		eraAttrs = hasAttr;
	}
	uint32_t n = asAttrs || eraAttrs ? e->numInputs - e->numMutable : e->numInputs;
	f->numOperands = n;
	f->operands = pirCalloc(n + 1, sizeof *f->operands);
	f->operandFrom = pirMalloc((n + 1) * sizeof *f->operandFrom);
	bool *placed = pirCalloc(op->numOperands + 1, sizeof *placed);
	for (uint32_t i = 0; i < n; i++) {
		int32_t k = e->inputMap ? e->inputMap[i] : (int32_t)i;
		if (k < 0) {
			nthWord(s->inputs, i, name, sizeof name);
			free(placed);
			return refuse(why, f, "%s's '%s' took operand '%s', which today's form has no value for", era,
				      info->name->str, name);
		}
		f->operandFrom[i] = (uint32_t)k < op->numOperands ? k : -1;
		if ((uint32_t)k < op->numOperands) {
			f->operands[i] = pirOperationGetOperand(op, (uint32_t)k);
			placed[k] = true;
		}
	}
	for (uint32_t k = 0; k < op->numOperands; k++)
		if (!placed[k] && pirOperationGetOperand(op, k)) {
			free(placed);
			return refuse(why, f, "operand '%s' of '%s' has no place in %s's signature", def->inputs[k].name->str,
				      info->name->str, era);
		}
	free(placed);
	/* Results. */
	uint32_t m = e->numOutputs;
	f->numResults = m;
	f->resultTypes = pirCalloc(m + 1, sizeof *f->resultTypes);
	f->resultFrom = pirMalloc((m + 1) * sizeof *f->resultFrom);
	bool *kept = pirCalloc(op->numResults + 1, sizeof *kept);
	for (uint32_t i = 0; i < m; i++) {
		int32_t k = e->outputMap ? e->outputMap[i] : (int32_t)i;
		if (k < 0 || (uint32_t)k >= op->numResults) {
			nthWord(s->outputs, i, name, sizeof name);
			free(kept);
			return refuse(why, f, "%s's '%s' had result '%s', which today's form has no value for", era,
				      info->name->str, name);
		}
		f->resultFrom[i] = k;
		f->resultTypes[i] = pirOperationGetResultType(op, (uint32_t)k);
		kept[k] = true;
	}
	for (uint32_t k = 0; k < op->numResults; k++) {
		PirValue *r = pirOperationGetResult(op, k);
		if (!kept[k] && (pirValueHasUses(r) || pirValueGetType(r)->kind != PIR_TYPE_NULL)) {
			free(kept);
			return refuse(why, f, "result '%s' of '%s' has no place in %s's signature",
				      k < def->numOutputs ? def->outputs[k].name->str : "?", info->name->str, era);
		}
	}
	free(kept);
	/* Attributes. */
	PirAttrDict *orig = pirOperationGetAttrDict(op), *a = orig;
	for (uint32_t i = 0; i < orig->size; i++) {
		PirIdent *c = orig->entries[i].name;
		PirAttribute *v = orig->entries[i].value;
		if (e->outputMap && pirContextIsResultAttribute(ctx, c) && v->kind == PIR_ATTR_ARRAY &&
		    v->array.size == op->numResults) {
			PirAttribute **elems = pirMalloc((m + 1) * sizeof *elems);
			for (uint32_t j = 0; j < m; j++)
				elems[j] = v->array.elems[f->resultFrom[j]];
			a = pirAttrDictSet(ctx, a, c, pirAttrGetArray(ctx, m, elems));
			free(elems);
			continue;
		}
		int32_t ci = attrIndex(def, c);
		if (ci < 0)
			continue; /* framework attributes (stop_gradient, _case, ...) */
		bool lacked = false;
		for (uint32_t k = 0; k < e->numLacks; k++)
			lacked |= e->lacks[k] == c;
		if (lacked) {
			PirAttribute *implied = def->attrs[ci].deflt;
			for (uint32_t k = 0; k < e->numAdds; k++)
				if (e->addNames[k] == c)
					implied = e->addValues[k];
			if (!implied || !sameValue(ctx, implied, v)) {
				char *t = pirAttributeToString(ctx, v), *d = implied ? pirAttributeToString(ctx, implied) : NULL;
				int r = refuse(why, f, "%s's '%s' had no attribute '%s': only %s%s can be left out, not %s", era,
					       info->name->str, c->str, d ? "its value " : "a value it implied",
					       d ? d : "", t ? t : "");
				free(t);
				free(d);
				return r;
			}
			a = pirAttrDictSet(ctx, a, c, NULL);
			continue;
		}
		uint32_t k = 0;
		while (k < e->numAttrs && e->attrTo[k] != c)
			k++;
		if (k == e->numAttrs)
			continue;
		PirAttribute *w = v;
		if (e->attrKind[k] != PIR_ATTR_KIND_COUNT && !(w = convertBack(ctx, v, (PirAttrKind)e->attrKind[k]))) {
			char *t = pirAttributeToString(ctx, v);
			int r = refuse(why, f, "attribute '%s' %s of '%s' has no value of %s's kind %s", c->str, t ? t : "",
				       info->name->str, era, pirAttrKindName((PirAttrKind)e->attrKind[k]));
			free(t);
			return r;
		}
		if (e->attrFrom[k] != c || w != v) {
			a = pirAttrDictSet(ctx, a, c, NULL);
			a = pirAttrDictSet(ctx, a, e->attrFrom[k], w);
		}
	}
	/* An attribute of the era that today's op has no value for: the
	 * default the era declared, else the op cannot be written. */
	for (uint32_t k = 0; k < e->numAttrs; k++)
		for (uint32_t h = 0; !e->attrTo[k] && h < e->numHad; h++)
			if (e->hadNames[h] == e->attrFrom[k] && !pirAttrDictLookup(a, e->attrFrom[k]))
				a = pirAttrDictSet(ctx, a, e->attrFrom[k], e->hadValues[h]);
	for (uint32_t k = 0; k < e->numAttrs; k++)
		if (!e->attrTo[k] && !pirAttrDictLookup(a, e->attrFrom[k])) {
			bool operand = false;
			for (uint32_t i = 0; i < e->numInputs; i++) {
				nthWord(s->inputs, i, name, sizeof name);
				operand |= !strcmp(name, e->attrFrom[k]->str);
			}
			if (!operand)
				return refuse(why, f, "%s's '%s' had attribute '%s', which today's form has no value for", era,
					      info->name->str, e->attrFrom[k]->str);
		}
	f->attrs = a;
	char back[400];
	if (!readsBackAs(ctx, op, def, e, n, f->operands, m, f->resultFrom, a, back, sizeof back))
		return refuse(why, f, "'%s' cannot be written in %s's signature: %s", info->name->str, era, back);
	return 1;
}

/* ------------------------------------------------------------ a program */

typedef struct {
	PirOperation **ops;
	size_t len, cap;
} OpList;

static PirWalkResult collect(PirOperation *op, void *data)
{
	OpList *l = data;
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (info->def && info->dialect && info->dialect->snapshots) {
		if (l->len == l->cap)
			l->ops = pirArrayGrow(l->ops, l->len, &l->cap, sizeof *l->ops, 64);
		l->ops[l->len++] = op;
	}
	return PIR_WALK_ADVANCE;
}

static char *readable(const PirDialect *d, const char *era, PirEraFormat format)
{
	bool json = format == PIR_ERA_JSON;
	const char *reads = json ? d->readsJson : d->readsText;
	int idx = pirEraSnapshotIndex(d->snapshots, era, strlen(era));
	char buf[1400];
	if (idx < 0)
		snprintf(buf, sizeof buf, "'%s' is not a snapshot of dialect %s (its snapshots: %s)", era, d->name->str,
			 d->snapshots);
	else if (format != PIR_ERA_READING && (!reads || !pirEraLabelHolds(d->snapshots, reads, idx)))
		snprintf(buf, sizeof buf, "Paddle of %s cannot read PIR %s back (dialect %s: Paddle reads %s in %s)", era,
			 json ? "JSON" : "text", d->name->str, json ? "JSON" : "text", reads ? reads : "no snapshot");
	else
		return NULL;
	char *why = pirMalloc(strlen(buf) + 1);
	strcpy(why, buf);
	return why;
}

const PirTextSpelling *pirEraTextSpelling(PirContext *ctx, const char *era)
{
	size_t n;
	PirDialect **d = pirContextGetDialects(ctx, &n);
	for (size_t i = 0; i < n; i++) {
		int idx = d[i]->snapshots ? pirEraSnapshotIndex(d[i]->snapshots, era, strlen(era)) : -1;
		for (uint32_t k = 0; idx >= 0 && k < d[i]->numPrintedSpellings; k++)
			if (pirEraLabelHolds(d[i]->snapshots, d[i]->printedSpellings[k].era, idx))
				return &d[i]->printedSpellings[k];
	}
	return NULL;
}

/* Whether a (String) spelling of t reads back as t: the text runs to the
 * next delimiter (docs/text-format.md 2.4). */
static bool bareString(const PirIdent *t)
{
	if (!t->len)
		return false;
	for (uint32_t i = 0; i < t->len; i++)
		if (strchr(",}]){ \t\n\r\f\v\"", t->str[i]))
			return false;
	return true;
}

static const char *unspellable(const PirAttribute *a, const PirTextSpelling *s)
{
	if (a->kind == PIR_ATTR_STR && s->stringKind && !bareString(a->text))
		return "a string that is empty or holds a delimiter, which that printer's unquoted (String)text cannot spell";
	if (a->kind == PIR_ATTR_TYPE && a->type->kind == PIR_TYPE_VTENSOR)
		return "a vtensor type, which no Paddle printer wrote (Paddle had no value tensor type)";
	for (uint32_t i = 0; a->kind == PIR_ATTR_ARRAY && i < a->array.size; i++) {
		const char *w = unspellable(a->array.elems[i], s);
		if (w)
			return w;
	}
	return NULL;
}

static bool hasVtensor(const PirType *t)
{
	if (t->kind == PIR_TYPE_VTENSOR)
		return true;
	for (uint32_t i = 0; t->kind == PIR_TYPE_VECTOR && i < t->vec.size; i++)
		if (hasVtensor(t->vec.elems[i]))
			return true;
	return false;
}

typedef struct {
	const PirTextSpelling *s;
	const char *era;
	bool ok;
} TextCheck;

static PirWalkResult checkText(PirOperation *op, void *data)
{
	TextCheck *c = data;
	PirContext *ctx = pirOperationGetContext(op);
	const char *what = NULL;
	for (uint32_t i = 0; !what && i < op->numResults; i++)
		if (hasVtensor(pirOperationGetResultType(op, i)))
			what = "a vtensor result, which no Paddle printer wrote (Paddle had no value tensor type)";
	for (uint32_t r = 0; !what && r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; !what && b; b = b->next)
			for (uint32_t i = 0; !what && i < b->numArgs; i++)
				if (hasVtensor(pirValueGetType(b->args[i])))
					what = "a vtensor block argument, which no Paddle printer wrote (Paddle had no value tensor type)";
	PirAttrDict *d = pirOperationGetAttrDict(op);
	char key[160] = "";
	for (uint32_t i = 0; !what && i < d->size; i++)
		if ((what = unspellable(d->entries[i].value, c->s)))
			snprintf(key, sizeof key, "attribute '%s': ", d->entries[i].name->str);
	if (what) {
		pirEmitError(ctx, pirOperationGetLoc(op), "--emit-era=%s: '%s' has %s%s", c->era, pirOperationGetName(op),
			     key, what);
		c->ok = false;
	}
	return PIR_WALK_ADVANCE;
}

bool pirProgramCheckEraText(PirProgram *p, const PirTextSpelling *s, const char *era)
{
	TextCheck c = {s, era, true};
	pirProgramWalk(p, PIR_WALK_PRE_ORDER, checkText, &c);
	return c.ok;
}

bool pirEraCheckSnapshot(PirContext *ctx, const char *era, PirEraFormat format, char **why)
{
	size_t n;
	PirDialect **d = pirContextGetDialects(ctx, &n);
	bool any = false;
	*why = NULL;
	for (size_t i = 0; i < n && !*why; i++)
		if (d[i]->snapshots) {
			any = true;
			*why = readable(d[i], era, format);
		}
	if (!*why && any && format == PIR_ERA_TEXT && !pirEraTextSpelling(ctx, era)) {
		char buf[300];
		snprintf(buf, sizeof buf, "no dialect's printed_spellings says how Paddle of %s spelled PIR text", era);
		*why = pirMalloc(strlen(buf) + 1);
		strcpy(*why, buf);
	}
	if (!any && !*why) {
		*why = pirMalloc(64);
		strcpy(*why, "no dialect has snapshots (eras) to write");
	}
	return !*why;
}

bool pirProgramToEra(PirProgram *p, const char *era)
{
	PirContext *ctx = pirProgramGetContext(p);
	OpList l = {0};
	pirProgramWalk(p, PIR_WALK_PRE_ORDER, collect, &l);
	bool ok = true;
	PirEraForm *forms = pirCalloc(l.len + 1, sizeof *forms);
	int *kind = pirCalloc(l.len + 1, sizeof *kind);
	for (size_t i = 0; i < l.len; i++) {
		char *why;
		kind[i] = pirOperationEraForm(l.ops[i], era, &forms[i], &why);
		if (kind[i] < 0) {
			pirEmitError(ctx, pirOperationGetLoc(l.ops[i]), "--emit-era=%s: %s", era, why);
			free(why);
			ok = false;
		}
	}
	/* All or nothing: the ops are replaced once every one has a form. */
	for (size_t i = 0; ok && i < l.len; i++) {
		if (kind[i] <= 0)
			continue;
		PirOperation *old = l.ops[i];
		/* its operands now: an op rewritten before it replaced their definitions */
		for (uint32_t k = 0; k < forms[i].numOperands; k++)
			forms[i].operands[k] = forms[i].operandFrom[k] >= 0
						       ? pirOperationGetOperand(old, (uint32_t)forms[i].operandFrom[k])
						       : NULL;
		PirOperationState st = {
			.info = pirOperationGetInfo(old),
			.loc = pirOperationGetLoc(old),
			.numOperands = forms[i].numOperands,
			.numResults = forms[i].numResults,
			.operands = forms[i].operands,
			.resultTypes = forms[i].resultTypes,
			.attrs = forms[i].attrs,
		};
		PirOperation *op = pirOperationCreate(p, &st);
		pirBlockInsertOpBefore(pirOperationGetBlock(old), old, op);
		for (uint32_t r = 0; r < forms[i].numResults; r++)
			pirValueReplaceAllUsesWith(pirOperationGetResult(old, (uint32_t)forms[i].resultFrom[r]),
						   pirOperationGetResult(op, r));
		pirOperationErase(old);
	}
	for (size_t i = 0; i < l.len; i++)
		pirEraFormFree(&forms[i]);
	free(forms);
	free(kind);
	free(l.ops);
	return ok;
}
