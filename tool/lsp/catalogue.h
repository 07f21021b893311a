/* catalogue.h: the ops a context knows, sorted by name, for lookups by a
 * name in the document's text (no interning: a half-typed name must not
 * grow the context) and for completion. Aliases (builtin.get_parameter)
 * are entries of their own that point at the op. */
#ifndef PIR_LSP_CATALOGUE_H
#define PIR_LSP_CATALOGUE_H

#include <stddef.h>

#include "../../lib/pir.h"

typedef struct LspCatalogueEntry {
	const char *name; /* "pd_op.relu" (owned when alias) */
	size_t len;
	PirOpInfo *info;
	int alias;
} LspCatalogueEntry;

typedef struct LspCatalogue {
	LspCatalogueEntry *entries;
	size_t count;
} LspCatalogue;

void lspCatalogueInit(LspCatalogue *c, PirContext *ctx);
void lspCatalogueFree(LspCatalogue *c);
/* The op named s[0..n), or NULL: a binary search. */
PirOpInfo *lspCatalogueLookup(const LspCatalogue *c, const char *s, size_t n);
/* The index of the first entry whose name is >= s[0..n) (for prefixes). */
size_t lspCatalogueLowerBound(const LspCatalogue *c, const char *s, size_t n);

#endif
