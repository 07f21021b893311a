/* parser_support.c: the reader's small tools: token movement and
 * errors ("expected X, found Y"), bounded look-ahead, numbers, string
 * escapes, and the spelling caches. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parser_impl.h"

/* The caches are two-way: a spelling may sit in either entry of its set
 * (hash % TEXT_CACHE_SETS), so two spellings a program alternates between
 * do not keep evicting each other. */
TextCacheEntry *pirP_cacheEntry(TextCache *c, const char *text, size_t len, const void *scope, uint32_t *hash)
{
	*hash = pirHashBytes(text, len, (uint32_t)(uintptr_t)scope);
	if (!c->e)
		return NULL;
	TextCacheEntry *e = &c->e[2 * (*hash % TEXT_CACHE_SETS)];
	for (int way = 0; way < 2; way++, e++)
		if (e->text && e->hash == *hash && e->len == len && e->scope == scope && !memcmp(e->text, text, len))
			return e;
	return NULL;
}

void *pirP_cacheFind(TextCache *c, const char *text, size_t len, const void *scope, uint32_t *hash)
{
	TextCacheEntry *e = pirP_cacheEntry(c, text, len, scope, hash);
	return e ? e->value : NULL;
}

_Static_assert(TEXT_CACHE_SETS <= 256, "set numbers fit in TextCache.touched");

TextCacheEntry *pirP_cacheStore(TextCache *c, uint32_t hash, const char *text, size_t len, const void *scope, void *value)
{
	if (len > TEXT_CACHE_MAX_LEN)
		return NULL;
	if (!c->e)
		c->e = pirCalloc(2 * TEXT_CACHE_SETS, sizeof *c->e);
	/* The newest goes first; the one it displaces goes second, evicting
	 * the older. */
	TextCacheEntry *e = &c->e[2 * (hash % TEXT_CACHE_SETS)];
	if (!e->text && c->numTouched++ < TEXT_CACHE_TOUCHED)
		c->touched[c->numTouched - 1] = (uint8_t)(hash % TEXT_CACHE_SETS);
	if (e->text) {
		free(e[1].text);
		if (c->ownsValues)
			free(e[1].value);
		e[1] = e[0];
		e[0].text = NULL;
	}
	e->text = pirMalloc(len ? len : 1);
	memcpy(e->text, text, len);
	e->hash = hash;
	e->len = (uint32_t)len;
	e->scope = scope;
	e->value = value;
	return e;
}

/* An entry array of the context's spares (all empty), or NULL. */
void pirP_cacheTake(PirContext *ctx, TextCache *c)
{
	if (ctx->numSpareCaches)
		c->e = ctx->spareCaches[--ctx->numSpareCaches];
}

/* Empties the cache and hands its entry array to the context for the next
 * parser, zeroed as calloc made it. Emptying visits the sets stored into,
 * not the whole array: a parser that stored three spellings no longer
 * costs a 10 KB calloc and free per cache (half of what a small
 * --split-input-file chunk cost, bench/README.md). */
void pirP_cacheRelease(PirContext *ctx, TextCache *c)
{
	if (!c->e)
		return;
	bool all = c->numTouched > TEXT_CACHE_TOUCHED;
	size_t n = all ? TEXT_CACHE_SETS : c->numTouched;
	for (size_t k = 0; k < n; k++)
		for (size_t way = 0; way < 2; way++) {
			TextCacheEntry *e = &c->e[2 * (all ? k : c->touched[k]) + way];
			if (e->text) {
				free(e->text);
				if (c->ownsValues)
					free(e->value);
			}
			*e = (TextCacheEntry){0}; /* as calloc left it: store frees a second way's value */
		}
	c->numTouched = 0;
	if (ctx->numSpareCaches < sizeof ctx->spareCaches / sizeof *ctx->spareCaches)
		ctx->spareCaches[ctx->numSpareCaches++] = c->e;
	else
		free(c->e);
	c->e = NULL;
}

bool pirP_errorAt(PirParser *P, const PirToken *t, const char *fmt, ...)
{
	if (P->failed)
		return false;
	P->failed = true;
	va_list ap;
	va_start(ap, fmt);
	pirEmitDiagnosticV(P->ctx, PIR_SEV_ERROR, pirP_locOf(P, t), fmt, ap);
	va_end(ap);
	if (P->strayClose.line && (P->strayClose.line != t->line || P->strayClose.col != t->col))
		pirEmitDiagnostic(P->ctx, PIR_SEV_NOTE, pirP_locOf(P, &P->strayClose),
				  "this '}' may be stray: it closed the region that opened at %u:%u, but is not aligned with that line",
				  P->strayOpen.line, P->strayOpen.col);
	return false;
}

/* The indentation (in bytes) of the line holding t; -1 if unknown. */
static long indentOf(const PirToken *t)
{
	if (t->col == 0 || t->col > 4096)
		return -1;
	const char *ls = t->text - (t->col - 1);
	long n = 0;
	while (ls + n < t->text && (ls[n] == ' ' || ls[n] == '\t'))
		n++;
	return n;
}

void pirP_noteClose(PirParser *P, const PirToken *open, const PirToken *close)
{
	if (!close->lineStart || close->line == open->line)
		return;
	long a = indentOf(open), b = indentOf(close);
	if (a >= 0 && b >= 0 && a != b) {
		P->strayClose = *close;
		P->strayOpen = *open;
	}
}

/* Describes the current token for "expected X, found Y" messages. */
const char *pirP_found(PirParser *P, char *buf, size_t n)
{
	const PirToken *t = &P->tok;
	switch (t->kind) {
	case TOK_EOF:
		return "end of input";
	case TOK_ERROR:
		if (t->len == 0 || (t->text[0] == '"'))
			return "an unterminated string";
		snprintf(buf, n, "invalid character '%.*s'", (int)(t->len > 8 ? 8 : t->len), t->text);
		return buf;
	default:
		snprintf(buf, n, "'%.*s'", (int)(t->len > 40 ? 40 : t->len), t->text);
		return buf;
	}
}

bool pirP_expected(PirParser *P, const char *what)
{
	char b[64];
	return pirP_errorAt(P, &P->tok, "expected %s, found %s", what, pirP_found(P, b, sizeof b));
}

bool pirP_expect(PirParser *P, PirTokenKind k, const char *what)
{
	if (P->tok.kind != k)
		return pirP_expected(P, what);
	pirP_next(P);
	return true;
}

/* Bracket matching, as Lua's check_match: every error about a missing
 * close names the opening bracket, so that a brace error points at the
 * brace and not at whatever the parser tried next. */
bool pirP_unclosed(PirParser *P, PirTokenKind close, const PirToken *open, const char *what, bool orComma)
{
	char b[64];
	const char *found = pirP_found(P, b, sizeof b);
	if (orComma)
		return pirP_errorAt(P, &P->tok, "expected ',' or %s in the %s that opened at %u:%u, found %s",
				    pirTokenKindName(close), what, open->line, open->col, found);
	return pirP_errorAt(P, &P->tok, "expected %s to close the %s that opened at %u:%u, found %s", pirTokenKindName(close),
			    what, open->line, open->col, found);
}

bool pirP_expectClose(PirParser *P, PirTokenKind close, const PirToken *open, const char *what)
{
	if (P->tok.kind != close)
		return pirP_unclosed(P, close, open, what, false);
	pirP_next(P);
	return true;
}

bool pirP_tokVecPush(TokVec *v, PirToken t)
{
	if (v->len == v->cap)
		v->data = pirArrayGrow(v->data, v->len, &v->cap, sizeof *v->data, 64);
	v->data[v->len++] = t;
	return true;
}

bool pirP_parseInt64(const char *s, size_t n, int64_t *out)
{
	size_t i = 0;
	bool neg = false;
	if (i < n && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if (i == n)
		return false;
	uint64_t v = 0;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		uint64_t d = (uint64_t)(s[i] - '0');
		if (v > (UINT64_MAX - d) / 10)
			return false;
		v = v * 10 + d;
	}
	if (neg) {
		if (v > (uint64_t)INT64_MAX + 1)
			return false;
		*out = v == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)v;
	} else {
		if (v > (uint64_t)INT64_MAX)
			return false;
		*out = (int64_t)v;
	}
	return true;
}

bool pirP_parseHex(const char *s, size_t n, uint64_t *out)
{
	if (n < 3 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || n - 2 > 16)
		return false;
	*out = strtoull(s, NULL, 16);
	return true;
}

/* The value of a number token or of inf/nan: the text of a finite number
 * is left NUL-terminated in buf, or in *heap when longer than n (the caller
 * frees it), with *special false; the infinities and NaNs are put in *d.
 * False if the token is none of these. */
static bool numberToken(const PirToken *t, char *buf, size_t n, char **heap, double *d, bool *special)
{
	*special = true;
	*heap = NULL;
	if (t->kind == TOK_IDENT) {
		if (pirP_tokIs(t, "inf") || pirP_tokIs(t, "nan")) {
			*d = t->text[0] == 'i' ? INFINITY : NAN;
			return true;
		}
		return false;
	}
	if (t->kind != TOK_INT && t->kind != TOK_FLOAT)
		return false;
	if (t->len >= n) /* a number of any length: 400 digits of a double are valid */
		buf = *heap = pirMalloc(t->len + 1);
	memcpy(buf, t->text, t->len);
	buf[t->len] = '\0';
	if (strcmp(buf, "-inf") == 0 || strcmp(buf, "-nan") == 0) {
		*d = buf[1] == 'i' ? -INFINITY : -(double)NAN; /* the sign of a NaN is kept */
		return true;
	}
	*special = false;
	return true;
}

/* Reads a double from a number token or inf/nan; false if it is none. */
bool pirP_tokDouble(const PirToken *t, double *out)
{
	char buf[128], *heap;
	bool special;
	if (!numberToken(t, buf, sizeof buf, &heap, out, &special))
		return false;
	if (!special)
		*out = strtod(heap ? heap : buf, NULL);
	free(heap);
	return true;
}

/* The same as a float, rounded once (strtof, not a double then a float). */
bool pirP_tokFloat(const PirToken *t, float *out)
{
	char buf[128], *heap;
	bool special;
	double d;
	if (!numberToken(t, buf, sizeof buf, &heap, &d, &special))
		return false;
	*out = special ? (float)d : strtof(heap ? heap : buf, NULL);
	free(heap);
	return true;
}

/* Decodes a string token into P->str. Escapes: \" \\ \n \t \r \xHH; any
 * other backslash is kept. With Paddle's 2023 escaping only \" is one. */
bool pirP_decodeString(PirParser *P, const PirToken *t, const char **out, size_t *outLen)
{
	size_t n = t->len - 2;
	if (n + 1 > P->strCap) {
		P->strCap = n + 64;
		P->str = pirRealloc(P->str, P->strCap);
	}
	const char *s = t->text + 1, *e = s + n;
	char *d = P->str;
	while (s < e) {
		if (*s != '\\' || s + 1 >= e) {
			*d++ = *s++;
			continue;
		}
		char c = s[1];
		if (t->paddleEscapes) {
			if (c == '"') {
				*d++ = '"';
				s += 2;
			} else {
				*d++ = *s++;
			}
			continue;
		}
		switch (c) {
		case '"': *d++ = '"'; s += 2; break;
		case '\\': *d++ = '\\'; s += 2; break;
		case 'n': *d++ = '\n'; s += 2; break;
		case 't': *d++ = '\t'; s += 2; break;
		case 'r': *d++ = '\r'; s += 2; break;
		case 'x':
			if (e - s >= 4 && isxdigit((unsigned char)s[2]) && isxdigit((unsigned char)s[3])) {
				char h[3] = {s[2], s[3], 0};
				*d++ = (char)strtoul(h, NULL, 16);
				s += 4;
			} else {
				*d++ = *s++;
			}
			break;
		default: *d++ = *s++; break;
		}
	}
	*d = '\0';
	*out = P->str;
	*outLen = (size_t)(d - P->str);
	return true;
}
