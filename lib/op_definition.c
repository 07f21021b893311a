/* op_definition.c: an op's definition as text, what `pir-opt --show-op`
 * prints, the language server's hover shows (tool/lsp/hover.c) and
 * Python's pir.op_definition returns (pirContextGetOpDefinition): its
 * summary, inputs, attributes with their kinds and defaults, outputs,
 * traits, roles, aliases, regions, hooks, inference rule and eras. */
#include "op_definition.h"

#include <stdlib.h>
#include <string.h>

/* "a b c" as "a, b, c"; the pairs of "a b c d" as "a -> b, c -> d". */
static void printWords(FILE *f, const char *s, bool pairs, char sep)
{
	for (int k = 0; s && *s; k++) {
		const char *e = strchr(s, sep);
		int n = e ? (int)(e - s) : (int)strlen(s);
		fprintf(f, "%s%.*s", !k ? "" : pairs && k % 2 ? (sep == '\n' ? " = " : " -> ") : ", ", n, s);
		s = e ? e + 1 : s + n;
	}
}

/* An op's older signatures (its `eras`): what a program of each era wrote. */
static void printEras(FILE *f, const PirOpDef *d)
{
	for (uint32_t i = 0; i < d->numEras; i++) {
		const PirEraSpec *e = &d->eraSpecs[i];
		fprintf(f, "  era %s:\n", e->label);
		if (e->inputs) {
			fprintf(f, "    operands: ");
			printWords(f, e->inputs, false, ' ');
			fprintf(f, e->numMutable ? " (the last %u may be attributes)\n" : "\n", e->numMutable);
		}
		if (e->outputs) {
			fprintf(f, "    results: ");
			printWords(f, e->outputs, false, ' ');
			fprintf(f, "\n");
		}
		if (e->renames) {
			fprintf(f, "    renamed since: ");
			printWords(f, e->renames, true, ' ');
			fprintf(f, "\n");
		}
		if (e->drops) {
			fprintf(f, "    removed since: ");
			printWords(f, e->drops, false, ' ');
			fprintf(f, "\n");
		}
		if (e->had) {
			fprintf(f, "    its defaults then: ");
			printWords(f, e->had, true, '\n');
			fprintf(f, "\n");
		}
		if (e->lacks) {
			fprintf(f, "    attributes added since: ");
			printWords(f, e->lacks, false, ' ');
			fprintf(f, "\n");
		}
		if (e->adds) {
			fprintf(f, "    added since (older programs imply): ");
			printWords(f, e->adds, true, '\n');
			fprintf(f, "\n");
		}
		if (e->kinds) {
			fprintf(f, "    kind then: ");
			printWords(f, e->kinds, true, ' ');
			fprintf(f, "\n");
		}
	}
}

static void printValueDefs(FILE *f, const char *title, const PirValueDef *defs, uint32_t n)
{
	if (!n)
		return;
	fprintf(f, "  %s:\n", title);
	for (uint32_t i = 0; i < n; i++)
		fprintf(f, "    %s: %s%s%s%s%s\n", defs[i].name->str, pirValueDefConstraintName(&defs[i]),
		       defs[i].optional ? " (optional)" : "", defs[i].variadic ? " (variadic)" : "",
		       defs[i].intermediate ? " (intermediate)" : "", defs[i].older ? " (older releases only)" : "");
}

void pirPrintAttrDefinition(PirContext *ctx, const PirAttrDef *a, FILE *f)
{
	uint32_t kinds = a->kinds & PIR_ATTR_KINDS_MASK;
	int first = 1;
	if (!kinds)
		fprintf(f, " any");
	if ((kinds & PIR_ATTR_SCALAR_KINDS) == PIR_ATTR_SCALAR_KINDS) {
		int prefer = PIR_ATTR_KINDS_PREFERRED(a->kinds);
		fprintf(f, " scalar");
		if (prefer >= 0 && prefer != PIR_ATTR_FLOAT)
			fprintf(f, "(%s)", pirAttrKindName((PirAttrKind)prefer));
		kinds &= ~PIR_ATTR_SCALAR_KINDS;
		first = 0;
	}
	for (int k = 0; k < PIR_ATTR_KIND_COUNT; k++)
		if (kinds & (1u << k)) {
			fprintf(f, "%s%s", first ? " " : " | ", pirAttrKindName((PirAttrKind)k));
			first = 0;
		}
	if (a->deflt) {
		char *s = pirAttributeToString(ctx, a->deflt);
		fprintf(f, " = %s", s);
		free(s);
	} else {
		fprintf(f, " (required)");
	}
}

void pirPrintOpDefinition(PirContext *ctx, PirOpInfo *info, FILE *f)
{
	PirOpDef *d = info->def;
	fprintf(f, "%s", info->name->str);
	if (d->summary)
		fprintf(f, ": %s", d->summary->str);
	fprintf(f, "\n");
	printValueDefs(f, "inputs", d->inputs, d->numInputs);
	if (d->numAttrs) {
		fprintf(f, "  attributes:\n");
		for (uint32_t i = 0; i < d->numAttrs; i++) {
			fprintf(f, "    %s:", d->attrs[i].name->str);
			pirPrintAttrDefinition(ctx, &d->attrs[i], f);
			fprintf(f, "\n");
		}
	}
	printValueDefs(f, "outputs", d->outputs, d->numOutputs);
	fprintf(f, "  traits:");
	if (!info->traits)
		fprintf(f, " none");
	for (uint32_t t = 1, first = 1; t && t <= PIR_TRAIT_LAST; t <<= 1)
		if (info->traits & t) {
			fprintf(f, "%s%s", first ? " " : ", ", pirTraitName((PirTrait)t));
			first = 0;
		}
	fprintf(f, "\n");
	const PirOpDef *names = d;
	for (uint32_t i = 0; i < d->numInplace; i++)
		fprintf(f, "  inplace: %s -> %s\n", names->inputs[d->inplace[i].input].name->str,
		       names->outputs[d->inplace[i].output].name->str);
	for (uint32_t i = 0; i < d->numView; i++)
		fprintf(f, "  view: %s -> %s\n", names->inputs[d->view[i].input].name->str,
		       names->outputs[d->view[i].output].name->str);
	for (uint32_t i = 0; i < d->numContainer; i++)
		fprintf(f, "  container: %s -> %s\n", names->inputs[d->container[i].input].name->str,
		       names->outputs[d->container[i].output].name->str);
	if (info->role != PIR_ROLE_NONE && info->role != PIR_ROLE_CONTAINER)
		fprintf(f, "  role: %s\n", pirOpRoleName((PirOpRole)info->role));
	if (info->varKey)
		fprintf(f, "  variable: key %s, storage %s\n", info->varKey->str, info->varStorage->str);
	if (d->numAliases) {
		fprintf(f, "  aliases:");
		for (uint32_t i = 0; i < d->numAliases; i++)
			fprintf(f, " %s.%s", info->dialect->name->str, d->aliases[i]->str);
		fprintf(f, "\n");
	}
	if (info->twin)
		fprintf(f, "  twin: %s\n", info->twin->name->str);
	if (d->functionalOp)
		fprintf(f, "  functional op: %s\n", d->functionalOp->str);
	if (d->backward)
		fprintf(f, "  backward: %s.%s\n", info->dialect->name->str, d->backward->str);
	if (d->numBackwardArgs) {
		fprintf(f, "  backward args:");
		for (uint32_t i = 0; i < d->numBackwardArgs; i++) {
			const PirBackwardArg *a = &d->backwardArgs[i];
			fprintf(f, "%s %s: %s%s%s", i ? "," : "", a->param->str, a->grad ? "grad(" : "", a->name->str,
				a->grad ? ")" : "");
		}
		fprintf(f, "\n");
	}
	if (info->isGrad)
		fprintf(f, "  gradient op: some op names it as its backward\n");
	if (d->maxRegions)
		fprintf(f, "  regions: %u..%u%s%s\n", d->minRegions, d->maxRegions, d->terminator ? ", terminator " : "",
		       d->terminator ? d->terminator->str : "");
	if (info->flow != PIR_FLOW_NONE)
		fprintf(f, "  region flow: %s\n", pirRegionFlowName((PirRegionFlow)info->flow));
	if (d->verifierHook)
		fprintf(f, "  verifier: %s\n", d->verifierHook);
	if (d->formatHook)
		fprintf(f, "  format: %s\n", d->formatHook);
	if (d->inferRule && info->iface.inferMeta)
		fprintf(f, "  inference: %s\n", d->inferRule);
	else if (d->inferNone)
		fprintf(f, "  inference: none (%s)\n", d->inferNone);
	if (d->removed)
		fprintf(f, "  removed upstream: %s (registered with its last signature)\n", d->removed);
	if (d->present)
		fprintf(f, "  in Paddle's snapshots: %s\n", d->present);
	printEras(f, d);
	if (d->loc.file)
		fprintf(f, "  defined at: %s:%u:%u\n", d->loc.file->str, d->loc.line, d->loc.col);
}

/* The registered op a user's name means, as the readers take names (old
 * spellings: pd.x is pd_op.x, an op alias names its op), or NULL. */
static PirOpInfo *lookupOp(PirContext *ctx, const char *name)
{
	return pirContextResolveOpName(ctx, name, strlen(name), NULL);
}

int pirContextExplainOpName(PirContext *ctx, const char *name, char *buf, size_t cap)
{
	PirIdent *id;
	if (pirContextResolveOpName(ctx, name, strlen(name), &id))
		return 0;
	PirUnknownOp u = pirContextExplainUnknownOp(ctx, id, UINT32_MAX, UINT32_MAX);
	return pirUnknownOpMessage(&u, false, buf, cap);
}

char *pirContextGetOpDefinition(PirContext *ctx, const char *name, const char **suggestion)
{
	PirIdent *id;
	PirOpInfo *info = pirContextResolveOpName(ctx, name, strlen(name), &id);
	if (suggestion)
		*suggestion = NULL;
	if (!info) {
		if (suggestion) {
			PirOpInfo *s = pirContextExplainUnknownOp(ctx, id, UINT32_MAX, UINT32_MAX).suggestion;
			*suggestion = s ? s->name->str : NULL;
		}
		return NULL;
	}
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return NULL;
	pirPrintOpDefinition(ctx, info, f);
	if (fclose(f)) {
		free(text);
		return NULL;
	}
	return text;
}

int pirContextGetOpAttributeKinds(PirContext *ctx, const char *opName, const char *attrName, uint32_t *kinds,
				  PirAttrKind *preferred, PirAttribute **deflt)
{
	PirOpInfo *info = lookupOp(ctx, opName);
	uint32_t k = 0;
	int prefer = -1;
	PirAttribute *d = NULL;
	int found = -1;
	if (info) {
		PirIdent *name = pirIdentGetCStr(ctx, attrName);
		found = pirAttrIsFrameworkName(ctx, name);
		for (uint32_t i = 0; info->def && i < info->def->numAttrs; i++)
			if (info->def->attrs[i].name == name) {
				k = info->def->attrs[i].kinds & PIR_ATTR_KINDS_MASK;
				prefer = PIR_ATTR_KINDS_PREFERRED(info->def->attrs[i].kinds);
				d = info->def->attrs[i].deflt;
				found = 1;
			}
	}
	if (kinds)
		*kinds = k;
	if (preferred)
		*preferred = prefer >= 0 ? (PirAttrKind)prefer : PIR_ATTR_KIND_COUNT;
	if (deflt)
		*deflt = d;
	return found;
}

int pirContextGetOpNumResults(PirContext *ctx, const char *opName)
{
	PirOpInfo *info = lookupOp(ctx, opName);
	if (!info || !info->def)
		return -1;
	int n = 0;
	for (uint32_t i = 0; i < info->def->numOutputs; i++) {
		const PirValueDef *d = &info->def->outputs[i];
		if (d->variadic)
			return -1;
		if (d->older) {
			for (uint32_t j = i; j < info->def->numOutputs; j++)
				if (!info->def->outputs[j].older)
					return -1; /* an older result before today's: no one count */
			break;
		}
		n++;
	}
	return n;
}
