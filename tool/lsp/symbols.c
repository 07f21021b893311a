/* symbols.c: textDocument/documentSymbol (each program, the ops that own
 * regions in it, their regions, nested as in the text) and
 * textDocument/foldingRange (every program and region that spans lines).
 * Both read the brace blocks of the index, which come in text order, a
 * parent before its children, so the tree is built in one pass. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol.h"

enum { SYM_NAMESPACE = 3, SYM_FUNCTION = 12, SYM_OBJECT = 19, SYM_MODULE = 2 };

static json_t *symbol(const LspDocument *d, const char *name, int kind, size_t start, size_t end, size_t selStart,
		      size_t selEnd)
{
	return json_pack("{s:o,s:i,s:o,s:o,s:[]}", "name", lspJsonString(name, strlen(name)), "kind", kind, "range",
			 lspJsonRange(&d->lines, start, end), "selectionRange", lspJsonRange(&d->lines, selStart, selEnd),
			 "children");
}

json_t *lspDocumentSymbols(const LspDocument *d, const PirJsonNode *params)
{
	(void)params;
	const LspIndex *ix = &d->index;
	json_t *top = json_array();
	/* For each block: its symbol's children array; for each op: the symbol of the op. */
	json_t **blockKids = pirMalloc((ix->numBlocks + 1) * sizeof *blockKids);
	json_t **opSym = pirMalloc((ix->numOps + 1) * sizeof *opSym);
	for (uint32_t i = 0; i < ix->numOps; i++)
		opSym[i] = NULL;
	uint32_t programs = 0;
	char name[256];
	for (uint32_t b = 0; b < ix->numBlocks; b++) {
		const LspBlock *bl = &ix->blocks[b];
		size_t close = bl->close == LSP_NONE ? d->len : bl->close + 1;
		json_t *kids;
		if (bl->op == LSP_NONE) {
			if (bl->parent == LSP_NONE)
				snprintf(name, sizeof name, "program %u", programs++);
			else
				snprintf(name, sizeof name, "block");
			json_t *s = symbol(d, name, SYM_MODULE, bl->open, close, bl->open, bl->open + 1);
			json_array_append_new(bl->parent == LSP_NONE ? top : blockKids[bl->parent], s);
			kids = json_object_get(s, "children");
		} else {
			const LspOp *op = &ix->ops[bl->op];
			json_t *os = opSym[bl->op];
			if (!os) {
				snprintf(name, sizeof name, "%.*s", (int)(op->nameEnd - op->nameStart), ix->text + op->nameStart);
				os = symbol(d, name, SYM_FUNCTION, op->lineStart, close, op->nameStart, op->nameEnd);
				json_array_append_new(bl->parent == LSP_NONE ? top : blockKids[bl->parent], os);
				opSym[bl->op] = os;
			} else { /* a later region: the op's range grows to its end */
				json_object_set_new(os, "range", lspJsonRange(&d->lines, op->lineStart, close));
			}
			snprintf(name, sizeof name, "region %u", bl->regionIndex);
			json_t *rs = symbol(d, name, SYM_NAMESPACE, bl->open, close, bl->open, bl->open + 1);
			json_array_append_new(json_object_get(os, "children"), rs);
			kids = json_object_get(rs, "children");
		}
		blockKids[b] = kids;
	}
	free(blockKids);
	free(opSym);
	return top;
}

json_t *lspFoldingRanges(const LspDocument *d, const PirJsonNode *params)
{
	(void)params;
	const LspIndex *ix = &d->index;
	json_t *list = json_array();
	for (uint32_t b = 0; b < ix->numBlocks; b++) {
		const LspBlock *bl = &ix->blocks[b];
		if (bl->close == LSP_NONE)
			continue;
		uint32_t s = lspLineOfOffset(&d->lines, bl->open), e = lspLineOfOffset(&d->lines, bl->close);
		/* The closing brace's line stays visible ("} else {" too). */
		if (e > s + 1)
			json_array_append_new(list, json_pack("{s:I,s:I,s:s}", "startLine", (json_int_t)s, "endLine",
							      (json_int_t)(e - 1), "kind", "region"));
	}
	return list;
}
