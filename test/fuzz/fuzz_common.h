/* fuzz_common.h: what the libFuzzer targets share: one context with the
 * builtin dialects (diagnostics silenced), reading every program of a
 * buffer, printing to a string, and failing loudly on a broken property. */
#ifndef PIR_FUZZ_COMMON_H
#define PIR_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../dialects/dialects.h"
#include "../../lib/formats.h"
#include "../../lib/pir.h"

static inline void fuzzQuiet(const PirDiagnostic *d, void *ud)
{
	(void)d;
	(void)ud;
}

/* A fresh context: for inputs that change it (a --dialect file). */
static inline PirContext *fuzzFreshContext(bool allowUnregistered)
{
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, fuzzQuiet, NULL);
	if (!pirDialectsLoadBuiltin(ctx))
		abort();
	pirContextSetAllowUnregistered(ctx, allowUnregistered);
	return ctx;
}

/* A context kept across inputs (loading the builtin dialects for each one
 * would be most of the time spent): reading a program only interns names
 * and uniques types and attributes in it, which does not change how the
 * next input reads. One per mode. */
static inline PirContext *fuzzContext(bool allowUnregistered)
{
	static PirContext *ctx[2];
	if (!ctx[allowUnregistered])
		ctx[allowUnregistered] = fuzzFreshContext(allowUnregistered);
	return ctx[allowUnregistered];
}

/* The input as a NUL-terminated copy (the lexer needs the NUL). */
static inline char *fuzzText(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	if (!s)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

static inline void fuzzFail(const char *what, const char *a, const char *b)
{
	fprintf(stderr, "fuzz property broken: %s\n--- first:\n%s\n--- second:\n%s\n", what, a ? a : "", b ? b : "");
	abort();
}

/* Reads, verifies and prints one text; returns the printed text of all
 * its programs (NULL if the text is not a valid input). */
static inline char *fuzzRoundOnce(PirContext *ctx, const char *text, size_t len)
{
	PirParser *p = pirParserCreate(ctx, "<fuzz>", text, len, NULL);
	char *out = NULL;
	size_t outLen = 0;
	bool ok = true;
	for (PirProgram *prog; ok && (prog = pirParserParseProgram(p));) {
		ok = pirProgramVerify(prog);
		if (ok) {
			size_t n;
			char *s = pirProgramToString(prog, &n);
			char *grown = realloc(out, outLen + n + 1);
			if (!grown)
				abort();
			out = grown;
			memcpy(out + outLen, s, n);
			outLen += n;
			out[outLen] = '\0';
			free(s);
		}
		pirProgramDestroy(prog);
	}
	ok = ok && !pirParserFailed(p);
	pirParserDestroy(p);
	pirContextRemoveSource(ctx, text);
	if (!ok) {
		free(out);
		return NULL;
	}
	if (!out) {
		out = malloc(1);
		if (!out)
			abort();
		out[0] = '\0';
	}
	return out;
}

/* A program read from another format (and verified): its text must read
 * back and print identically, and the JSON it writes (when JSON can
 * express it) must read back to the same text. */
static inline void fuzzCheckProgram(PirContext *ctx, PirProgram *prog)
{
	size_t n;
	char *text = pirProgramToString(prog, &n);
	char *again = fuzzRoundOnce(ctx, text, n);
	if (!again)
		fuzzFail("the printed program does not read back", text, NULL);
	if (strcmp(text, again))
		fuzzFail("printing what was printed changes it", text, again);
	free(again);
	size_t jlen;
	char *json = pirProgramToJson(prog, NULL, &jlen);
	if (json) {
		PirProgram *back = pirJsonReadProgram(ctx, "<fuzz-json>", json, jlen, NULL);
		if (!back)
			fuzzFail("the JSON written does not read back", text, json);
		size_t m;
		char *text2 = pirProgramToString(back, &m);
		if (strcmp(text, text2))
			fuzzFail("writing JSON and reading it back changes the program", text, text2);
		free(text2);
		pirProgramDestroy(back);
		free(json);
	}
	free(text);
}

#endif
