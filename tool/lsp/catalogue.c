/* catalogue.c: the sorted table of registered ops and their aliases
 * (catalogue.h), built once per check in n log n. */
#include "catalogue.h"

#include <stdlib.h>
#include <string.h>

static int cmpName(const char *a, size_t la, const char *b, size_t lb)
{
	int c = memcmp(a, b, la < lb ? la : lb);
	return c ? c : (la > lb) - (la < lb);
}

static int cmpEntry(const void *x, const void *y)
{
	const LspCatalogueEntry *a = x, *b = y;
	return cmpName(a->name, a->len, b->name, b->len);
}

void lspCatalogueInit(LspCatalogue *c, PirContext *ctx)
{
	size_t n, k = 0, cap = 0;
	PirOpInfo **all = pirContextGetOpInfos(ctx, &n);
	for (size_t i = 0; i < n; i++)
		if (all[i]->registered)
			cap += 1 + all[i]->def->numAliases;
	c->entries = pirMalloc((cap ? cap : 1) * sizeof *c->entries);
	for (size_t i = 0; i < n; i++) {
		PirOpInfo *info = all[i];
		if (!info->registered)
			continue;
		c->entries[k++] = (LspCatalogueEntry){info->name->str, info->name->len, info, 0};
		for (uint32_t a = 0; a < info->def->numAliases && info->dialect; a++) {
			size_t dl = info->dialect->name->len, al = info->def->aliases[a]->len;
			char *s = pirMalloc(dl + al + 2);
			memcpy(s, info->dialect->name->str, dl);
			s[dl] = '.';
			memcpy(s + dl + 1, info->def->aliases[a]->str, al + 1);
			c->entries[k++] = (LspCatalogueEntry){s, dl + 1 + al, info, 1};
		}
	}
	c->count = k;
	qsort(c->entries, k, sizeof *c->entries, cmpEntry);
}

void lspCatalogueFree(LspCatalogue *c)
{
	for (size_t i = 0; i < c->count; i++)
		if (c->entries[i].alias)
			free((char *)c->entries[i].name);
	free(c->entries);
	c->entries = NULL;
	c->count = 0;
}

size_t lspCatalogueLowerBound(const LspCatalogue *c, const char *s, size_t n)
{
	size_t lo = 0, hi = c->count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cmpName(c->entries[mid].name, c->entries[mid].len, s, n) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

PirOpInfo *lspCatalogueLookup(const LspCatalogue *c, const char *s, size_t n)
{
	size_t i = lspCatalogueLowerBound(c, s, n);
	if (i < c->count && !cmpName(c->entries[i].name, c->entries[i].len, s, n))
		return c->entries[i].info;
	return NULL;
}
