/* config.c: the server's reading options (config.h), and the automatic
 * split of lit tests: a file whose RUN line runs pir-opt with
 * --split-input-file is checked chunk by chunk, as the test runs it. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/ir/arena.h"

static char *dup(const char *s)
{
	size_t n = strlen(s);
	char *d = pirMalloc(n + 1);
	memcpy(d, s, n + 1);
	return d;
}

void lspConfigInit(LspConfig *c)
{
	memset(c, 0, sizeof *c);
	c->splitMarker = dup("// -----");
}

void lspConfigFree(LspConfig *c)
{
	for (size_t i = 0; i < c->numDialects; i++)
		free(c->dialects[i]);
	free(c->dialects);
	free(c->splitMarker);
	free(c->rootPath);
	memset(c, 0, sizeof *c);
}

void lspConfigAddDialect(LspConfig *c, const char *path)
{
	c->dialects = pirRealloc(c->dialects, (c->numDialects + 1) * sizeof *c->dialects);
	c->dialects[c->numDialects++] = dup(path);
}

/* Whether some line holding "RUN:" also holds "split-input-file". */
static bool runLineSplits(const char *text, size_t len)
{
	const char *p = text, *end = text + len;
	while (p < end) {
		const char *e = memchr(p, '\n', (size_t)(end - p));
		if (!e)
			e = end;
		const char *run = memmem(p, (size_t)(e - p), "RUN:", 4);
		if (run && memmem(run, (size_t)(e - run), "split-input-file", 16))
			return true;
		p = e + 1;
	}
	return false;
}

const char *lspConfigSplitMarker(const LspConfig *c, const char *text, size_t len)
{
	switch (c->split) {
	case LSP_SPLIT_ALWAYS: return c->splitMarker;
	case LSP_SPLIT_NEVER: return NULL;
	default: return runLineSplits(text, len) ? c->splitMarker : NULL;
	}
}

const char *lspConfigDialectPath(const LspConfig *c, size_t i)
{
	static char buf[4096];
	const char *d = c->dialects[i];
	if (d[0] == '/' || !c->rootPath)
		return d;
	snprintf(buf, sizeof buf, "%s/%s", c->rootPath, d);
	return buf;
}
