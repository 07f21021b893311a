/* definition.c: textDocument/definition and textDocument/references of a
 * value (%12: its result or block argument, every use in its program), a
 * block label (^bb1: the label line, every branch to it in its region)
 * and a program variable's name (pd_op.data's "x", builtin.parameter's
 * "w": the op that writes it, else the first that names it, and every op
 * that names it with the same storage class). Both are index lookups:
 * a binary search for the token, then its group's chain. */
#include "features.h"

#include "protocol.h"

/* The occurrence under the request's position, or LSP_NONE. */
static uint32_t occAtParams(const LspDocument *d, const PirJsonNode *params)
{
	LspPosition p;
	if (!lspPositionParam(params, &p))
		return LSP_NONE;
	uint32_t k = lspIndexFind(&d->index, lspOffsetOfPosition(&d->lines, p));
	if (k == LSP_NONE)
		return LSP_NONE;
	uint8_t kind = d->index.occs[k].kind;
	return kind == LSP_OCC_VALUE || kind == LSP_OCC_LABEL || kind == LSP_OCC_VARIABLE ? k : LSP_NONE;
}

static json_t *location(const LspDocument *d, uint32_t k)
{
	const LspOcc *o = &d->index.occs[k];
	return lspJsonLocation(d->uri, &d->lines, o->start, o->end);
}

json_t *lspDefinition(const LspDocument *d, const PirJsonNode *params)
{
	uint32_t k = occAtParams(d, params);
	return k == LSP_NONE ? NULL : location(d, lspIndexDefinition(&d->index, k));
}

json_t *lspReferences(const LspDocument *d, const PirJsonNode *params)
{
	uint32_t k = occAtParams(d, params);
	if (k == LSP_NONE)
		return NULL;
	bool withDecl = lspBool(lspMember(params, "context"), "includeDeclaration", true);
	const LspIndex *ix = &d->index;
	const LspGroup *g = &ix->groups[ix->occs[k].group];
	uint32_t def = lspIndexDefinition(ix, k);
	json_t *list = json_array();
	for (uint32_t i = g->first; i != LSP_NONE; i = ix->occs[i].next)
		if (withDecl || i != def)
			json_array_append_new(list, location(d, i));
	return list;
}
