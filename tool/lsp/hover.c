/* hover.c: textDocument/hover. On an op name: its definition, as
 * `pir-opt --show-op` prints it. On a value: its type and its defining op
 * (from the program the library read: the op on the definition's line),
 * else the defining line's text when the file does not read. On a label
 * or a variable name: the line that defines it. On an attribute key: the
 * attribute's kinds and default in the op's definition. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/op_definition.h"
#include "protocol.h"

enum { LINE_SHOWN = 300 }; /* bytes of a long line shown */

/* A growing markdown text. */
typedef struct Md {
	char *s;
	size_t n;
	FILE *f;
} Md;

static void mdOpen(Md *m)
{
	m->s = NULL;
	m->n = 0;
	m->f = open_memstream(&m->s, &m->n);
}

static json_t *mdClose(Md *m, const LspLines *l, const LspIndex *ix, const LspOcc *o)
{
	if (!m->f)
		return NULL;
	fclose(m->f);
	uint32_t s, e;
	lspOccSpan(ix, o, &s, &e);
	json_t *r = json_pack("{s:{s:s,s:o},s:o}", "contents", "kind", "markdown", "value", lspJsonString(m->s, m->n),
			      "range", lspJsonRange(l, s, e));
	free(m->s);
	return r;
}

/* The line holding offset off, trimmed, cut to LINE_SHOWN bytes, in a code block. */
static void showLine(FILE *f, const LspLines *l, size_t off)
{
	uint32_t line = lspLineOfOffset(l, off);
	size_t s = l->start[line], e = lspLineEnd(l, line);
	while (s < e && (l->text[s] == ' ' || l->text[s] == '\t'))
		s++;
	bool cut = e - s > LINE_SHOWN;
	fprintf(f, "```pir\n%.*s%s\n```\n", (int)(cut ? LINE_SHOWN : e - s), l->text + s, cut ? " ..." : "");
	fprintf(f, "line %u\n", line + 1);
}

static void showOpDefinition(FILE *f, const LspDocument *d, PirOpInfo *info)
{
	fprintf(f, "```\n");
	pirPrintOpDefinition(d->catalogueCtx, info, f);
	fprintf(f, "```\n");
}

/* The position of def among the results written before its line's '='. */
static uint32_t resultIndex(const LspIndex *ix, uint32_t def)
{
	uint32_t i = 0;
	const LspOcc *o = &ix->occs[def];
	for (uint32_t k = def; k > 0; k--) {
		const LspOcc *p = &ix->occs[k - 1];
		if (p->kind != LSP_OCC_VALUE || !p->isDef || memchr(ix->text + p->end, '\n', o->start - p->end))
			break;
		i++;
	}
	return i;
}

static void hoverValue(FILE *f, const LspDocument *d, const LspOcc *o, uint32_t def)
{
	const LspIndex *ix = &d->index;
	const LspOcc *dp = &ix->occs[def];
	int nameLen = (int)(o->end - o->start);
	const char *name = ix->text + o->start;
	uint32_t line = lspLineOfOffset(&d->lines, dp->start);
	bool isArg = ix->text[d->lines.start[line] + strspn(ix->text + d->lines.start[line], " \t")] == '^';
	PirOperation *op = dp->isDef && !isArg ? lspAnalysisOpOnLine(&d->analysis, line + 1) : NULL;
	uint32_t idx = resultIndex(ix, def);
	if (op && idx < op->numResults) {
		char *t = pirTypeToString(d->analysis.ctx, pirOperationGetResultType(op, idx));
		fprintf(f, "`%.*s`: `%s`\n\nresult %u of `%s` (line %u)", nameLen, name, t, idx, pirOperationGetName(op),
			line + 1);
		PirOpInfo *info = pirOperationGetInfo(op);
		if (info->registered && info->def->summary)
			fprintf(f, ": %s", info->def->summary->str);
		fprintf(f, "\n");
		free(t);
		return;
	}
	fprintf(f, "`%.*s`: %s\n\n", nameLen, name,
		!dp->isDef ? "used, never defined" : isArg ? "block argument" : "defined by");
	showLine(f, &d->lines, dp->start);
}

static void hoverAttr(FILE *f, const LspDocument *d, const LspOcc *o)
{
	const LspIndex *ix = &d->index;
	PirOpInfo *info = o->op != LSP_NONE ? ix->ops[o->op].info : NULL;
	if (!info)
		return;
	for (uint32_t i = 0; i < info->def->numAttrs; i++) {
		PirAttrDef *a = &info->def->attrs[i];
		if (a->name->len == o->end - o->start && !memcmp(a->name->str, ix->text + o->start, a->name->len)) {
			fprintf(f, "`%s` of `%s`:", a->name->str, info->name->str);
			pirPrintAttrDefinition(d->catalogueCtx, a, f);
			fprintf(f, "\n");
			return;
		}
	}
	fprintf(f, "`%.*s`: no attribute of `%s`\n", (int)(o->end - o->start), ix->text + o->start, info->name->str);
}

json_t *lspHover(const LspDocument *d, const PirJsonNode *params)
{
	LspPosition p;
	if (!lspPositionParam(params, &p))
		return NULL;
	const LspIndex *ix = &d->index;
	uint32_t k = lspIndexFind(ix, lspOffsetOfPosition(&d->lines, p));
	if (k == LSP_NONE)
		return NULL;
	const LspOcc *o = &ix->occs[k];
	Md m;
	mdOpen(&m);
	if (!m.f)
		return NULL;
	switch (o->kind) {
	case LSP_OCC_OPNAME: {
		PirOpInfo *info = o->op != LSP_NONE ? ix->ops[o->op].info : NULL;
		if (info)
			showOpDefinition(m.f, d, info);
		else
			fprintf(m.f, "`%.*s`: no such op is registered\n", (int)(o->end - o->start), ix->text + o->start);
		break;
	}
	case LSP_OCC_VALUE: hoverValue(m.f, d, o, lspIndexDefinition(ix, k)); break;
	case LSP_OCC_ATTRKEY: hoverAttr(m.f, d, o); break;
	default: {
		uint32_t def = lspIndexDefinition(ix, k);
		const LspGroup *g = &ix->groups[o->group];
		fprintf(m.f, "`%.*s`: %u occurrence%s; %s\n\n", (int)(o->end - o->start), ix->text + o->start, g->count,
			g->count == 1 ? "" : "s", ix->occs[def].isDef ? "defined by" : "first named by");
		showLine(m.f, &d->lines, ix->occs[def].start);
	}
	}
	return mdClose(&m, &d->lines, ix, o);
}
