/* builtin_tables.c: registers op definitions from the C tables that
 * dialects/gen/gen_tables.c compiled from the YAML files at build time.
 * Start-up then costs a few interned names per op instead of a YAML parse. */
#include <stdio.h>
#include <string.h>

#include "../lib/context_impl.h"
#include "../lib/oom.h"
#include "dialects.h"

static PirValueDef *valueDefs(PirContext *ctx, const PirStaticValue *s, uint32_t n)
{
	PirValueDef *d = pirArenaAlloc(&ctx->arena, (n ? n : 1) * sizeof *d);
	for (uint32_t i = 0; i < n; i++)
		d[i] = (PirValueDef){pirIdentGetCStr(ctx, s[i].name), (PirTypeConstraint)s[i].constraint, s[i].optional,
				     s[i].variadic, s[i].typeName ? pirIdentGetCStr(ctx, s[i].typeName) : NULL};
	return d;
}

static PirAliasPair *aliasPairs(PirContext *ctx, const uint32_t *s, uint32_t n)
{
	PirAliasPair *p = pirArenaAlloc(&ctx->arena, (n ? n : 1) * sizeof *p);
	for (uint32_t i = 0; i < n; i++)
		p[i] = (PirAliasPair){s[2 * i], s[2 * i + 1]};
	return p;
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

bool pirDialectsRegisterTables(PirContext *ctx, const PirStaticTables *t)
{
	pirContextRegisterHooks(ctx, pirControlFlowHooks);
	for (size_t i = 0; i < t->numDialects; i++) {
		PirDialect *d = pirContextGetOrCreateDialect(ctx, t->dialects[i].name);
		if (t->dialects[i].summary)
			d->summary = pirIdentGetCStr(ctx, t->dialects[i].summary);
		d->aliases = nameList(ctx, t->dialects[i].aliases, &d->numAliases);
		for (uint32_t a = 0; a < d->numAliases; a++)
			pirContextAddDialectAlias(ctx, d->aliases[a], d);
		d->resultAttrs = nameList(ctx, t->dialects[i].resultAttrs, &d->numResultAttrs);
		for (uint32_t a = 0; a < d->numResultAttrs; a++)
			pirContextAddResultAttribute(ctx, d->resultAttrs[a]);
		d->handleTypes = nameList(ctx, t->dialects[i].handleTypes, &d->numHandleTypes);
		for (uint32_t a = 0; a < d->numHandleTypes; a++) {
			char full[256];
			snprintf(full, sizeof full, "%s.%s", d->name->str, d->handleTypes[a]->str);
			pirContextAddHandleType(ctx, pirIdentGetCStr(ctx, full), d);
		}
	}
	for (size_t k = 0; k < t->numOps; k++) {
		const PirStaticOp *s = &t->ops[k];
		PirOpInfo *info = pirContextGetOrCreateOpInfo(ctx, pirIdentGetCStr(ctx, s->name));
		if (info->registered)
			continue; /* already loaded */
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
			if (a->deflt && !(d->attrs[i].deflt = pirParseAttributeString(ctx, a->deflt, "<builtin default>")))
				return false;
		}
		d->numInplace = s->numInplace;
		d->numView = s->numView;
		d->inplace = aliasPairs(ctx, s->inplace, s->numInplace);
		d->view = aliasPairs(ctx, s->view, s->numView);
		d->backward = s->backward ? pirIdentGetCStr(ctx, s->backward) : NULL;
		d->terminator = s->terminator ? pirIdentGetCStr(ctx, s->terminator) : NULL;
		d->minRegions = s->minRegions;
		d->maxRegions = s->maxRegions;
		d->loc = (PirLocation){s->file ? pirIdentGetCStr(ctx, s->file) : NULL, s->line, s->col};
		d->verifierHook = s->verifierHook;
		d->formatHook = s->formatHook;
		d->role = (PirOpRole)s->role;
		d->flow = (PirRegionFlow)s->flow;
		d->numContainer = s->numContainer;
		d->container = aliasPairs(ctx, s->container, s->numContainer);
		d->varKey = s->varKey ? pirIdentGetCStr(ctx, s->varKey) : NULL;
		d->varStorage = s->varStorage ? pirIdentGetCStr(ctx, s->varStorage) : NULL;
		d->aliases = nameList(ctx, s->aliases, &d->numAliases);
		d->inferRule = s->inferRule;
		info->registered = true;
		info->def = d;
		info->traits = s->traits;
		info->role = s->role;
		info->flow = s->flow;
		info->varKey = d->varKey;
		info->varStorage = d->varStorage;
		if (d->numAliases) {
			const char *dot = strchr(s->name, '.');
			for (uint32_t a = 0; a < d->numAliases; a++) {
				char full[256];
				snprintf(full, sizeof full, "%.*s.%s", (int)(dot - s->name), s->name, d->aliases[a]->str);
				pirContextAddOpAlias(ctx, pirIdentGetCStr(ctx, full), info);
			}
		}
		const PirHookEntry *h;
		if (s->verifierHook && (h = pirContextFindHook(ctx, s->verifierHook)))
			info->iface.verify = h->iface.verify;
		if (s->formatHook && (h = pirContextFindHook(ctx, s->formatHook)))
			pirOpInterfacesSetFormat(&info->iface, &h->iface);
		info->iface.inferMeta = s->inferFn;
		if (info->dialect)
			info->dialect->numOps++;
	}
	for (size_t k = 0; k < t->numOps; k++)
		if (t->ops[k].twin) {
			PirOpInfo *a = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, t->ops[k].name));
			a->twin = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, t->ops[k].twin));
		}
	return true;
}

bool pirDialectsLoadBuiltin(PirContext *ctx)
{
	return pirDialectsRegisterTables(ctx, &pirBuiltinTables);
}

/* Lives here rather than in lib/context.c so that the build-time table
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
