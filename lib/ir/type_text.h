/* type_text.h: building the text of a type in the core (type_text.c); the
 * printer (lib/text) writes what these build. Not installed. */
#ifndef PIR_TYPE_TEXT_H
#define PIR_TYPE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "ir.h"

/* What an older printer spelled otherwise in a type (the type fields of a
 * PirTextSpelling, text.h); NULL: today's spelling. */
typedef struct PirTypeSpelling {
	const char *tensor; /* the dense tensor's name, "pd_op.tensor"; NULL: tensor */
	bool questionDims;  /* a dynamic dimension as ?, not -1 */
} PirTypeSpelling;

/* A growable text (buf malloc'ed, not NUL-terminated). */
typedef struct PirTypeTextBuf {
	char *buf;
	size_t len, cap;
} PirTypeTextBuf;

/* Appends the text of t; the cached text of vec elements is reused when sp
 * is NULL, but nothing is cached (safe while two threads print). */
void pirTypeTextAppend(PirTypeTextBuf *b, PirType *t, const PirTypeSpelling *sp);
/* Today's text of t, built once and cached on the type in the context's
 * arena (the first call for a type is not thread-safe). */
const char *pirTypeText(PirContext *ctx, PirType *t, uint32_t *len);

#endif
