/* parse_file.c: the one-call way to read a program, for library users:
 * read a file into the context's arena (so that diagnostics can quote it
 * for as long as the context lives) and parse the one program it holds. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

static char *readAll(PirContext *ctx, FILE *f, size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = pirMalloc(cap + 1);
	size_t r;
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap)
			buf = pirRealloc(buf, (cap *= 2) + 1);
	}
	char *copy = ferror(f) ? NULL : pirArenaAlloc(pirContextGetArena(ctx), n + 1); /* zeroed: NUL-terminated */
	if (copy)
		memcpy(copy, buf, n);
	free(buf);
	*len = n;
	return copy;
}

PirProgram *pirProgramParseFile(PirContext *ctx, const char *path, const PirParseOptions *opts)
{
	PirLocation where = {pirIdentGetCStr(ctx, path), 0, 0};
	FILE *f = fopen(path, "rb");
	if (!f) {
		pirEmitError(ctx, where, "cannot open the file: %s", strerror(errno));
		return NULL;
	}
	size_t len;
	char *buf = readAll(ctx, f, &len);
	int err = errno;
	fclose(f);
	if (!buf) {
		pirEmitError(ctx, where, "cannot read the file: %s", strerror(err));
		return NULL;
	}
	PirParser *p = pirParserCreate(ctx, path, buf, len, opts);
	PirProgram *prog = pirParserParseProgram(p);
	PirProgram *extra = prog ? pirParserParseProgram(p) : NULL;
	if (extra) {
		pirEmitError(ctx, extra->module->loc, "'%s' holds more than one program; read it with pirParserCreate",
			     path);
		pirProgramDestroy(extra);
		pirProgramDestroy(prog);
		prog = NULL;
	} else if (pirParserFailed(p)) {
		pirProgramDestroy(prog);
		prog = NULL;
	}
	pirParserDestroy(p);
	return prog;
}
