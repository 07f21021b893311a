/* read_file.c: the one-call way to read a program, for library users:
 * read a file into the context's arena (so that diagnostics can quote it
 * for as long as the context lives) and read the one program it holds, in
 * whichever format (reader.c). Running out of memory fails the call
 * instead of the process (oom.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ir/oom.h"
#include "reader.h"

/* The whole file in a malloc'ed, NUL-terminated buffer, sized from the
 * file's size when it has one; NULL on a read error or when memory runs
 * out (errno tells). */
static char *readAll(FILE *f, size_t *len)
{
	struct stat st;
	size_t cap = 1 << 16, n = 0, r;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
		cap = (size_t)st.st_size + 1; /* one more, so the read sees the end */
	char *buf = malloc(cap + 1);
	while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap) {
			char *nb = realloc(buf, (cap *= 2) + 1);
			if (!nb)
				free(buf);
			buf = nb;
		}
	}
	if (buf && ferror(f)) {
		free(buf);
		return NULL;
	}
	if (buf)
		buf[n] = '\0';
	*len = n;
	return buf;
}

/* Reads the program in buf (malloc'ed, freed here). GCC never inlines a
 * function that calls setjmp, so the caller's locals stay out of its way. */
static PirProgram *readOwned(PirContext *ctx, PirLocation where, const char *path, char *buf, size_t len,
			     const PirReadOptions *opts)
{
	char *volatile owned = buf;
	PirOomRecovery r;
	pirOomPush(&r);
	if (setjmp(r.env)) { /* out of memory (and no handler): see arena.h */
		pirOomPop(&r);
		free(owned);
		pirEmitError(ctx, where, "out of memory while reading the file");
		return NULL;
	}
	/* Diagnostics quote the text as long as the context lives. */
	char *text = pirArenaDup(pirContextGetArena(ctx), owned, len + 1);
	free(owned);
	owned = NULL;
	PirProgram *prog = pirProgramReadBuffer(ctx, path, text, len, opts);
	pirOomPop(&r);
	return prog;
}

char *pirReadFileContents(PirContext *ctx, const char *path, size_t *len)
{
	PirLocation where = {pirIdentGetCStr(ctx, path), 0, 0};
	FILE *f = fopen(path, "rb");
	if (!f) {
		pirEmitError(ctx, where, "cannot open the file: %s", strerror(errno));
		return NULL;
	}
	*len = 0;
	errno = 0;
	char *buf = readAll(f, len);
	int err = errno;
	fclose(f);
	if (!buf)
		pirEmitError(ctx, where, "cannot read the file: %s", strerror(err ? err : EIO));
	return buf;
}

PirProgram *pirProgramReadFile(PirContext *ctx, const char *path, const PirReadOptions *opts)
{
	size_t len;
	char *buf = pirReadFileContents(ctx, path, &len);
	if (!buf)
		return NULL;
	PirLocation where = {pirIdentGetCStr(ctx, path), 0, 0};
	return readOwned(ctx, where, path, buf, len, opts);
}

PirProgram *pirProgramParseFile(PirContext *ctx, const char *path, const PirParseOptions *opts)
{
	PirReadOptions ro = {0};
	if (opts)
		ro.text = *opts;
	return pirProgramReadFile(ctx, path, &ro);
}
