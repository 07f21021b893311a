/* type_text.c: the text of a type (docs/text-format.md, types), the core's
 * one spelling of it. Today's text of a uniqued type is built once and
 * cached on it (the printer writes the cache); an older printer's spelling
 * (--emit-era) is built afresh. The verifier's and the inference checks'
 * messages name types with it, so the core needs no printer. */
#include "type_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"

static void put(PirTypeTextBuf *b, const char *s, size_t n)
{
	if (b->len + n > b->cap)
		b->buf = pirArrayReserve(b->buf, b->len + n, &b->cap, 1, 64); /* len + n > cap */
	memcpy(b->buf + b->len, s, n);
	b->len += n;
}

static void puts_(PirTypeTextBuf *b, const char *s)
{
	put(b, s, strlen(s));
}

void pirTypeTextAppend(PirTypeTextBuf *b, PirType *t, const PirTypeSpelling *sp)
{
	char num[24];
	switch (t->kind) {
	case PIR_TYPE_NULL:
		puts_(b, "<<NULL TYPE>>");
		break;
	case PIR_TYPE_VECTOR:
		puts_(b, "vec[");
		for (uint32_t i = 0; i < t->vec.size; i++) {
			if (i)
				put(b, ",", 1);
			PirType *e = t->vec.elems[i];
			if (!sp && e->printed)
				put(b, e->printed, e->printedLen);
			else
				pirTypeTextAppend(b, e, sp);
		}
		put(b, "]", 1);
		break;
	case PIR_TYPE_TENSOR:
	case PIR_TYPE_VTENSOR:
		if (sp && sp->tensor && t->kind == PIR_TYPE_TENSOR) {
			puts_(b, sp->tensor);
			put(b, "<", 1);
		} else {
			puts_(b, t->kind == PIR_TYPE_TENSOR ? "tensor<" : "vtensor<");
		}
		for (uint32_t i = 0; i < t->tensor.rank; i++) {
			if (sp && sp->questionDims && t->tensor.dims[i] == -1)
				put(b, "?", 1);
			else
				put(b, num, (size_t)snprintf(num, sizeof num, "%lld", (long long)t->tensor.dims[i]));
			put(b, "x", 1);
		}
		pirTypeTextAppend(b, t->tensor.elem, sp);
		put(b, ">", 1);
		break;
	case PIR_TYPE_DIALECT:
		put(b, t->dialect.text->str, t->dialect.text->len);
		break;
	default:
		puts_(b, pirScalarTypeName(t->kind));
		break;
	}
}

const char *pirTypeText(PirContext *ctx, PirType *t, uint32_t *len)
{
	if (!t->printed) {
		PirTypeTextBuf b = {0};
		pirTypeTextAppend(&b, t, NULL);
		char *s = pirArenaAlloc(&ctx->arena, b.len + 1);
		if (b.len)
			memcpy(s, b.buf, b.len);
		s[b.len] = '\0';
		free(b.buf);
		t->printedLen = (uint32_t)b.len;
		t->printed = s;
	}
	*len = t->printedLen;
	return t->printed;
}

char *pirTypeToString(PirContext *ctx, PirType *t)
{
	uint32_t n;
	const char *s = pirTypeText(ctx, t, &n);
	char *r = pirMalloc((size_t)n + 1);
	memcpy(r, s, (size_t)n + 1);
	return r;
}
