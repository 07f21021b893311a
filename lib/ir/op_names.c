/* op_names.c: what an op name means in a context, for every reader and
 * every caller that takes a name (the text and JSON readers, --show-op,
 * Python's op_definition): the one resolver (dialect aliases rewritten,
 * registered ops only), the one "did you mean" rule and the one wording of
 * "unknown op". */
#include "context_impl.h"

#include <stdio.h>
#include <string.h>

PirOpInfo *pirContextResolveOpName(PirContext *ctx, const char *s, size_t n, PirIdent **name)
{
	/* Old spellings come from the dialects' `aliases` (pd.x is pd_op.x;
	 * an op alias such as builtin.get_parameter finds builtin.parameter). */
	PirIdent *id = pirContextCanonicalOpName(ctx, s, n);
	if (name)
		*name = id;
	PirOpInfo *info = pirContextLookupOpInfo(ctx, id);
	return info && info->registered ? info : NULL;
}

/* Whether a definition list accepts n values (as the verifier matches
 * them: without a variadic entry, optional entries may be left out only at
 * the end); UINT32_MAX (not known) is accepted. */
static bool acceptsCount(const PirValueDef *defs, uint32_t nd, uint32_t n)
{
	if (n == UINT32_MAX)
		return true;
	uint32_t lastRequired = 0, required = 0;
	bool variadic = false;
	for (uint32_t i = 0; i < nd; i++) {
		if (defs[i].variadic) {
			variadic = true;
		} else if (!defs[i].optional) {
			lastRequired = i + 1;
			required++;
		}
	}
	return variadic ? n >= required : n >= lastRequired && n <= nd;
}

static bool acceptsArity(const PirOpInfo *info, uint32_t numOperands, uint32_t numResults)
{
	if (numOperands == UINT32_MAX && numResults == UINT32_MAX)
		return true;
	const PirOpDef *d = info->def;
	return d && acceptsCount(d->inputs, d->numInputs, numOperands) &&
	       acceptsCount(d->outputs, d->numOutputs, numResults);
}

/* The closest registered op to name (the caller has found none of that
 * name), among those that accept the arity:
 * - of the name's dialect when it is loaded, by edit distance between the
 *   names within the dialect (at most 2 + len/5 edits);
 * - else an op of the same name in any dialect ("relu" -> pd_op.relu),
 *   else the closest full name (as many edits). */
static PirOpInfo *suggest(PirContext *ctx, PirIdent *name, bool inDialect, uint32_t numOperands,
			  uint32_t numResults)
{
	if (ctx->lazyAll)
		ctx->lazyAll(ctx);
	const char *dot = strchr(name->str, '.');
	size_t prefix = dot ? (size_t)(dot - name->str) + 1 : 0, len = name->len - prefix;
	PirOpInfo *best = NULL;
	size_t bestDist = (size_t)-1;
	if (inDialect) {
		for (size_t i = 0; i < ctx->opInfoList.len; i++) {
			PirOpInfo *info = ctx->opInfoList.data[i];
			if (!info->registered || strncmp(info->name->str, name->str, prefix) != 0 ||
			    !acceptsArity(info, numOperands, numResults))
				continue;
			size_t d = pirEditDistance(name->str + prefix, len, info->shortName->str, info->shortName->len);
			if (d < bestDist) {
				bestDist = d;
				best = info;
			}
		}
		return best && bestDist <= 2 + len / 5 ? best : NULL;
	}
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		if (info->registered && info->shortName->len == len && !memcmp(info->shortName->str, name->str + prefix, len) &&
		    acceptsArity(info, numOperands, numResults))
			return info;
	}
	for (size_t i = 0; i < ctx->opInfoList.len; i++) {
		PirOpInfo *info = ctx->opInfoList.data[i];
		if (!info->registered || !acceptsArity(info, numOperands, numResults))
			continue;
		size_t d = pirEditDistance(name->str, name->len, info->name->str, info->name->len);
		if (d < bestDist) {
			bestDist = d;
			best = info;
		}
	}
	return best && bestDist <= 2 + name->len / 5 ? best : NULL;
}

PirUnknownOp pirContextExplainUnknownOp(PirContext *ctx, PirIdent *name, uint32_t numOperands, uint32_t numResults)
{
	PirUnknownOp u = {.name = name};
	const char *dot = strchr(name->str, '.');
	if (dot) {
		u.dialectName = pirIdentGet(ctx, name->str, (size_t)(dot - name->str));
		u.dialect = pirContextLookupDialect(ctx, u.dialectName);
	}
	u.suggestion = suggest(ctx, name, u.dialect != NULL, numOperands, numResults);
	return u;
}

int pirUnknownOpMessage(const PirUnknownOp *u, bool reading, char *buf, size_t cap)
{
	int n = snprintf(buf, cap, "unknown op '%s'", u->name->str);
	if (u->dialectName)
		n += snprintf(buf + n, cap > (size_t)n ? cap - (size_t)n : 0, " in %sdialect '%s'",
			      u->dialect ? "" : "unregistered ", u->dialectName->str);
	if (u->suggestion)
		n += snprintf(buf + n, cap > (size_t)n ? cap - (size_t)n : 0, "; did you mean '%s'?",
			      u->suggestion->name->str);
	if (reading)
		n += snprintf(buf + n, cap > (size_t)n ? cap - (size_t)n : 0,
			      " (--allow-unregistered-dialect keeps unknown ops)");
	return n;
}
