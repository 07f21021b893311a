/* builtin_tables.c: registers op definitions from the C tables that
 * dialects/gen/gen_tables.c compiled from the YAML files at build time.
 * An op is registered when a program first names it (binary search in the
 * sorted table), so start-up costs the same with 100 or 2,000 ops; ops with
 * a role, alias names or a fold kind are registered at once, since they
 * are found by those. */
#include <stdio.h>
#include <string.h>

#include "../lib/ir/context_impl.h"
#include "../lib/ir/oom.h"
#include "dialects.h"

static PirValueDef *valueDefs(PirContext *ctx, const PirStaticValue *s, uint32_t n)
{
	PirValueDef *d = pirArenaAlloc(&ctx->arena, (n ? n : 1) * sizeof *d);
	for (uint32_t i = 0; i < n; i++)
		d[i] = (PirValueDef){pirIdentGetCStr(ctx, s[i].name), (PirTypeConstraint)s[i].constraint, s[i].optional,
				     s[i].variadic, s[i].typeName ? pirIdentGetCStr(ctx, s[i].typeName) : NULL,
				     s[i].intermediate, s[i].older, s[i].shapeOnly, s[i].piecewiseConstant};
	return d;
}

static PirAliasPair *aliasPairs(PirContext *ctx, const uint32_t *s, uint32_t n)
{
	PirAliasPair *p = pirArenaAlloc(&ctx->arena, (n ? n : 1) * sizeof *p);
	for (uint32_t i = 0; i < n; i++)
		p[i] = (PirAliasPair){s[2 * i], s[2 * i + 1]};
	return p;
}

/* The terms of a condition (functional_when, identity's, self_adjoint's,
 * backward_when), their values parsed when the tables were generated. */
static PirWhenTerm *whenTerms(PirContext *ctx, const PirStaticAttr *s, uint32_t n)
{
	PirWhenTerm *w = pirArenaAlloc(&ctx->arena, (n ? n : 1) * sizeof *w);
	for (uint32_t i = 0; i < n; i++)
		w[i] = (PirWhenTerm){pirIdentGetCStr(ctx, s[i].name),
				     pirParseAttributeString(ctx, s[i].deflt, "<builtin condition>"), s[i].kinds};
	return w;
}

/* Splits "a b c" into interned names. */
static PirIdent **nameList(PirContext *ctx, const char *s, uint32_t *count)
{
	*count = 0;
	if (!s)
		return NULL;
	uint32_t n = 1;
	for (const char *p = s; *p; p++)
		n += *p == ' ';
	PirIdent **names = pirArenaAlloc(&ctx->arena, n * sizeof *names);
	for (const char *p = s;;) {
		const char *e = strchr(p, ' ');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		names[(*count)++] = pirIdentGet(ctx, p, len);
		if (!e)
			break;
		p = e + 1;
	}
	return names;
}

/* backward_args from gen_tables.c's "param name param @name" (@: the
 * gradient of name). */
static PirBackwardArg *backwardArgs(PirContext *ctx, const char *s, uint32_t *count)
{
	uint32_t n;
	PirIdent **w = nameList(ctx, s, &n);
	PirBackwardArg *a = n ? pirArenaAlloc(&ctx->arena, n / 2 * sizeof *a) : NULL;
	for (uint32_t i = 0; i + 1 < n; i += 2) {
		bool grad = w[i + 1]->str[0] == '@';
		a[i / 2] = (PirBackwardArg){w[i], grad ? pirIdentGet(ctx, w[i + 1]->str + 1, w[i + 1]->len - 1) : w[i + 1], grad};
	}
	*count = n / 2;
	return a;
}

/* The tables a context registers ops from, and which ops it has taken. */
typedef struct {
	const PirStaticTables *t;
	uint8_t *done; /* per op: registered (or being registered) */
	size_t left;
} Lazy;

static void materialize(PirContext *ctx, Lazy *lz, size_t k)
{
	const PirStaticOp *s = &lz->t->ops[k];
	lz->done[k] = 1;
	lz->left--;
	PirOpInfo *info = pirContextGetOrCreateOpInfo(ctx, pirIdentGetCStr(ctx, s->name));
	if (info->registered)
		return; /* defined by a file loaded before */
	PirOpDef *d = pirArenaAlloc(&ctx->arena, sizeof *d);
	d->summary = s->summary ? pirIdentGetCStr(ctx, s->summary) : NULL;
	d->numInputs = s->numInputs;
	d->numAttrs = s->numAttrs;
	d->numOutputs = s->numOutputs;
	d->inputs = valueDefs(ctx, s->inputs, s->numInputs);
	d->outputs = valueDefs(ctx, s->outputs, s->numOutputs);
	d->attrs = pirArenaAlloc(&ctx->arena, (s->numAttrs ? s->numAttrs : 1) * sizeof *d->attrs);
	for (uint32_t i = 0; i < s->numAttrs; i++) {
		const PirStaticAttr *a = &s->attrs[i];
		d->attrs[i].name = pirIdentGetCStr(ctx, a->name);
		d->attrs[i].kinds = a->kinds;
		/* The defaults were parsed when the tables were generated. */
		d->attrs[i].deflt = a->deflt ? pirParseAttributeString(ctx, a->deflt, "<builtin default>") : NULL;
	}
	d->numInplace = s->numInplace;
	d->numView = s->numView;
	d->inplace = aliasPairs(ctx, s->inplace, s->numInplace);
	d->view = aliasPairs(ctx, s->view, s->numView);
	d->backward = s->backward ? pirIdentGetCStr(ctx, s->backward) : NULL;
	d->functionalOp = s->functionalOp ? pirIdentGetCStr(ctx, s->functionalOp) : NULL;
	d->terminator = s->terminator ? pirIdentGetCStr(ctx, s->terminator) : NULL;
	d->minRegions = s->minRegions;
	d->maxRegions = s->maxRegions;
	d->loc = (PirLocation){s->file ? pirIdentGetCStr(ctx, s->file) : NULL, s->line, s->col};
	d->verifierHook = s->verifierHook;
	d->formatHook = s->formatHook;
	d->role = (PirOpRole)s->role;
	d->flow = (PirRegionFlow)s->flow;
	d->trueWhen = s->trueWhen;
	d->noGrad = s->noGrad;
	d->numContainer = s->numContainer;
	d->container = aliasPairs(ctx, s->container, s->numContainer);
	d->varKey = s->varKey ? pirIdentGetCStr(ctx, s->varKey) : NULL;
	d->varStorage = s->varStorage ? pirIdentGetCStr(ctx, s->varStorage) : NULL;
	d->aliases = nameList(ctx, s->aliases, &d->numAliases);
	d->fwdInputs = nameList(ctx, s->fwdInputs, &d->numFwdInputs);
	d->fwdOutputs = nameList(ctx, s->fwdOutputs, &d->numFwdOutputs);
	d->backwardArgs = backwardArgs(ctx, s->backwardArgs, &d->numBackwardArgs);
	d->inferRule = s->inferRule;
	d->removed = s->removed;
	d->present = s->present;
	d->jsonVersions = s->jsonVersions;
	d->inferNone = s->inferNone;
	d->numEras = s->numEras;
	d->eraSpecs = s->eras;
	uint32_t bad;
	char err[8];
	pirOpDefResolveEras(ctx, d, &bad, err, sizeof err); /* checked when the tables were compiled */
	d->numWhen = s->numWhen;
	d->when = whenTerms(ctx, s->when, s->numWhen);
	d->hasIdentity = s->hasIdentity;
	d->identityStatic = s->identityStatic;
	d->identity = (PirAliasPair){s->identityIn, s->identityOut};
	d->numIdentityWhen = s->numIdentityWhen;
	d->identityWhen = whenTerms(ctx, s->identityWhen, s->numIdentityWhen);
	d->hasSelfAdjoint = s->hasSelfAdjoint;
	d->selfAdjoint = (PirAliasPair){s->selfAdjointIn, s->selfAdjointOut};
	d->numSelfAdjointWhen = s->numSelfAdjointWhen;
	d->selfAdjointWhen = whenTerms(ctx, s->selfAdjointWhen, s->numSelfAdjointWhen);
	d->numBackwardWhen = s->numBackwardWhen;
	d->backwardWhen = whenTerms(ctx, s->backwardWhen, s->numBackwardWhen);
	d->fold = s->fold;
	d->channel = (PirChannelDef){s->chKind,
				     s->chX,
				     s->chMean,
				     s->chVariance,
				     s->chScale,
				     s->chBias,
				     s->chResult,
				     s->chEpsilon ? pirIdentGetCStr(ctx, s->chEpsilon) : NULL,
				     s->chLayout ? pirIdentGetCStr(ctx, s->chLayout) : NULL};
	info->registered = true;
	info->def = d;
	info->traits = s->traits;
	info->role = s->role;
	info->flow = s->flow;
	info->isGrad = s->isGrad;
	info->varKey = d->varKey;
	info->varStorage = d->varStorage;
	pirOpInfoDeclareAliases(ctx, info, d->aliases, d->numAliases); /* checked when compiled */
	const PirHookEntry *h;
	if (s->verifierHook && (h = pirContextFindHook(ctx, s->verifierHook)))
		info->iface.verify = h->iface.verify;
	if (s->formatHook && (h = pirContextFindHook(ctx, s->formatHook)))
		pirOpInterfacesSetFormat(&info->iface, &h->iface);
	info->iface.inferMeta = s->inferFn;
	info->iface.inferFromTypes = pirInferRuleFromTypes(s->inferFn);
	/* The twin registers itself now too; its own twin link finds info. */
	if (s->twin)
		info->twin = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, s->twin));
}

static bool lazyLookup(PirContext *ctx, PirIdent *name)
{
	Lazy *lz = (Lazy *)ctx->lazyData;
	size_t lo = 0, hi = lz->t->numOps;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(lz->t->ops[mid].name, name->str);
		if (c == 0) {
			if (lz->done[mid])
				return false;
			materialize(ctx, lz, mid);
			return true;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

static void lazyAll(PirContext *ctx)
{
	Lazy *lz = (Lazy *)ctx->lazyData;
	for (size_t k = 0; k < lz->t->numOps && lz->left; k++)
		if (!lz->done[k])
			materialize(ctx, lz, k);
}

bool pirDialectsRegisterTables(PirContext *ctx, const PirStaticTables *t)
{
	if (ctx->lazyData) /* one set of tables per context, registered once */
		return ((const Lazy *)ctx->lazyData)->t == t;
	pirContextRegisterHooks(ctx, pirControlFlowHooks);
	pirContextRegisterHooks(ctx, pirVecHooks);
	for (size_t i = 0; i < t->numDialects; i++) {
		PirDialect *d = pirContextGetOrCreateDialect(ctx, t->dialects[i].name);
		if (t->dialects[i].summary)
			d->summary = pirIdentGetCStr(ctx, t->dialects[i].summary);
		uint32_t count;
		PirIdent **names = nameList(ctx, t->dialects[i].aliases, &count);
		pirDialectDeclareAliases(ctx, d, names, count); /* checked when the tables were compiled */
		names = nameList(ctx, t->dialects[i].resultAttrs, &count);
		pirDialectDeclareResultAttributes(ctx, d, names, count);
		names = nameList(ctx, t->dialects[i].handleTypes, &count);
		pirDialectDeclareHandleTypes(ctx, d, names, count);
		count = t->dialects[i].numJsonTypes;
		PirJsonType *types = pirArenaAlloc(&ctx->arena, (count ? count : 1) * sizeof *types);
		for (uint32_t j = 0; j < count; j++) /* checked when the tables were compiled */
			types[j] = (PirJsonType){pirIdentGetCStr(ctx, t->dialects[i].jsonTypes[j].id),
						 pirIdentGetCStr(ctx, t->dialects[i].jsonTypes[j].name),
						 (PirJsonTypeData)t->dialects[i].jsonTypes[j].data};
		pirDialectDeclareJsonTypes(ctx, d, types, count);
		uint32_t numValue;
		names = nameList(ctx, t->dialects[i].denseSpellings, &count);
		PirIdent **value = nameList(ctx, t->dialects[i].valueSpellings, &numValue);
		if (count || numValue)
			pirDialectDeclareTensorSpellings(ctx, d, names, count, value, numValue);
		if (t->dialects[i].attrKindPrefix)
			pirDialectDeclareAttributeKindPrefix(ctx, d);
		d->snapshots = t->dialects[i].snapshots;
		d->readsText = t->dialects[i].readsText;
		d->readsJson = t->dialects[i].readsJson;
		d->printedSpellings = t->dialects[i].printedSpellings;
		d->numPrintedSpellings = t->dialects[i].numPrintedSpellings;
		size_t n = strlen(t->dialects[i].name);
		for (size_t k = 0; k < t->numOps; k++)
			if (!strncmp(t->ops[k].name, t->dialects[i].name, n) && t->ops[k].name[n] == '.')
				d->numOps++;
	}
	Lazy *lz = pirArenaAlloc(&ctx->arena, sizeof *lz);
	lz->t = t;
	lz->done = pirArenaAlloc(&ctx->arena, t->numOps ? t->numOps : 1);
	lz->left = t->numOps;
	ctx->lazyData = lz;
	ctx->lazyLookup = lazyLookup;
	ctx->lazyAll = lazyAll;
	/* Ops found by role, by another name or by what they compute (a fold
	 * kind: --canonicalize and --fold-conv-bn build them) are registered
	 * now. */
	for (size_t k = 0; k < t->numOps; k++)
		if (!lz->done[k] && (t->ops[k].role || t->ops[k].aliases || t->ops[k].fold))
			materialize(ctx, lz, k);
	return true;
}

bool pirDialectsLoadBuiltin(PirContext *ctx)
{
	return pirDialectsRegisterTables(ctx, &pirBuiltinTables);
}

/* Lives here rather than in lib/ir/context.c so that the build-time table
 * generator, which links the library without the tables, can still use
 * pirContextCreateEmpty. */
PirContext *pirContextCreate(void)
{
	PirContext *volatile ctx = NULL;
	PirOomRecovery r;
	pirOomPush(&r);
	if (setjmp(r.env)) { /* out of memory (and no handler): see arena.h */
		pirOomPop(&r);
		pirContextDestroy(ctx);
		return NULL;
	}
	ctx = pirContextCreateEmpty();
	bool ok = pirDialectsLoadBuiltin(ctx);
	pirOomPop(&r);
	if (!ok) {
		pirContextDestroy(ctx);
		return NULL;
	}
	return ctx;
}
