/* json_tree.c: builds the compact tree of lib/json/json_tree.h from yajl's
 * parser events. yajl is an event (SAX) parser, the fastest of Debian's
 * JSON libraries (bench/README.md); the nodes built here are half the size
 * of cJSON's, and the members of each op of the program are handed to the
 * reader as soon as the op closes, then dropped. Numbers arrive as their
 * text and are decoded here: integers exactly in 64 bits, the rest with
 * strtod. */
#include "json_tree.h"

#include "json_alloc.h"
#include "../text/lexer.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yajl/yajl_parse.h>

#include "../ir/arena.h"
#include "../ir/oom.h"

typedef struct Frame {
	PirJsonNode *node;  /* an open array or object */
	PirJsonNode **tail; /* where its next item goes */
} Frame;

enum { REFILL = 1 << 20 };

typedef struct Builder {
	char *cur, *end;     /* the bump space the nodes and strings come from */
	char *opCur, *opEnd; /* cur and end after the open op's node (see onEnd) */
	uintptr_t bufStart, bufEnd;
	PirJsonNode *root;
	const char *key; /* the key of the next value, in an object */
	PirJsonError err;
	PirJsonOpHook hook;
	void *hookCtx;
	size_t depth;
	Frame stack[PIR_JSON_MAX_DEPTH];
	char singles[256][2]; /* the strings of one byte ("#", "D", "%": most keys) */
} Builder;

static inline void *take(Builder *B, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	if ((size_t)(B->end - B->cur) < n) {
		size_t size = n > REFILL ? n : REFILL;
		B->cur = pirJsonAllocate(size);
		B->end = B->cur + size;
	}
	void *p = B->cur;
	B->cur += n;
	return p;
}

static inline const char *copy(Builder *B, const unsigned char *s, size_t n)
{
	char *p = take(B, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/* A string of the text, NUL-terminated: the one-byte ones (most keys)
 * from a table. */
static inline const char *text(Builder *B, const unsigned char *s, size_t n)
{
	if (n == 1)
		return B->singles[s[0]];
	return copy(B, s, n);
}

/* The NUL-terminated copy of a string or key, or NULL (B->err set) when
 * it is not UTF-8. yajl hands over a string without escapes where it is in
 * the text, which the caller checked is UTF-8, and one with escapes
 * decoded into its own buffer: a \u escape of a lone surrogate decodes to
 * bytes that are not UTF-8 (yajl does not check). */
static inline const char *goodText(Builder *B, const unsigned char *s, size_t n)
{
	uintptr_t p = (uintptr_t)s;
	size_t bad;
	if ((p >= B->bufStart && p < B->bufEnd) || pirUtf8Validate((const char *)s, n, &bad))
		return text(B, s, n);
	B->err = PIR_JSON_BAD_ESCAPE;
	return NULL;
}

static inline PirJsonNode *add(Builder *B, PirJsonKind kind)
{
	PirJsonNode *n = take(B, sizeof *n);
	n->next = NULL;
	n->key = B->key;
	n->len = 0;
	n->kind = (uint8_t)kind;
	B->key = NULL;
	if (B->depth) {
		Frame *f = &B->stack[B->depth - 1];
		*f->tail = n;
		f->tail = &n->next;
		f->node->len++;
	} else
		B->root = n;
	return n;
}

static int onNull(void *ctx)
{
	add(ctx, PIR_JSON_NULL);
	return 1;
}

static int onBool(void *ctx, int b)
{
	add(ctx, b ? PIR_JSON_TRUE : PIR_JSON_FALSE);
	return 1;
}

/* s[0..n) is a JSON number (yajl checked its syntax). Up to 18 digits fit
 * in 63 bits: the common case, without a copy. */
static int onNumber(void *ctx, const char *s, size_t n)
{
	PirJsonNode *j = add(ctx, PIR_JSON_INT);
	bool neg = s[0] == '-';
	uint64_t v = 0;
	size_t i = neg;
	for (; i < n && i - neg < 18 && s[i] >= '0' && s[i] <= '9'; i++)
		v = v * 10 + (uint64_t)(s[i] - '0');
	if (i == n) {
		if (neg && v == 0) {
			j->kind = PIR_JSON_REAL; /* -0 keeps its sign as a float */
			j->d = -0.0;
		} else
			j->i = neg ? -(int64_t)v : (int64_t)v;
		return 1;
	}
	bool integer = true;
	for (; i < n; i++)
		integer &= s[i] >= '0' && s[i] <= '9';
	char small[64];
	char *t = n < sizeof small ? small : (char *)copy(ctx, (const unsigned char *)s, n);
	if (t == small) {
		memcpy(small, s, n);
		small[n] = '\0';
	}
	errno = 0;
	if (integer) {
		long long x = strtoll(t, NULL, 10);
		if (errno != ERANGE) {
			j->i = x;
			return 1;
		}
	}
	j->kind = PIR_JSON_REAL; /* an integer beyond 64 bits is one too */
	j->d = strtod(t, NULL);
	return 1;
}

static int onString(void *ctx, const unsigned char *s, size_t n)
{
	Builder *B = ctx;
	const char *t = goodText(B, s, n);
	if (!t)
		return 0;
	PirJsonNode *j = add(B, PIR_JSON_STRING);
	j->str = t;
	j->len = (uint32_t)n;
	return 1;
}

static int onKey(void *ctx, const unsigned char *s, size_t n)
{
	Builder *B = ctx;
	B->key = goodText(B, s, n);
	return B->key != NULL;
}

static inline bool keyIs(const PirJsonNode *n, const char *key)
{
	return n->key && !strcmp(n->key, key);
}

/* Whether the innermost open array is program.regions[0].blocks[0].ops. */
static bool inProgramOps(const Builder *B)
{
	const Frame *f = B->stack;
	return B->depth == 7 && f[0].node->kind == PIR_JSON_OBJECT && f[1].node->kind == PIR_JSON_OBJECT &&
	       keyIs(f[1].node, "program") && f[2].node->kind == PIR_JSON_ARRAY && keyIs(f[2].node, "regions") &&
	       f[2].node->len == 1 && f[3].node->kind == PIR_JSON_OBJECT && f[4].node->kind == PIR_JSON_ARRAY &&
	       keyIs(f[4].node, "blocks") && f[4].node->len == 1 && f[5].node->kind == PIR_JSON_OBJECT &&
	       f[6].node->kind == PIR_JSON_ARRAY && keyIs(f[6].node, "ops");
}

static int openNode(Builder *B, PirJsonKind kind)
{
	if (B->depth == PIR_JSON_MAX_DEPTH) {
		B->err = PIR_JSON_TOO_DEEP;
		return 0;
	}
	PirJsonNode *j = add(B, kind);
	j->child = NULL;
	if (B->depth == 7 && B->hook && kind == PIR_JSON_OBJECT && inProgramOps(B)) {
		B->opCur = B->cur;
		B->opEnd = B->end;
	}
	B->stack[B->depth++] = (Frame){j, &j->child};
	return 1;
}

static int onStartMap(void *ctx)
{
	return openNode(ctx, PIR_JSON_OBJECT);
}

static int onStartArray(void *ctx)
{
	return openNode(ctx, PIR_JSON_ARRAY);
}

/* An op of the program's block that closes goes to the hook; if that is
 * done with it, the op's members are dropped and the next op's nodes take
 * their place (unless a refill came between): the tree of the ops, most of
 * a document, is never whole in memory, and what is, is in the cache. */
static int onEnd(void *ctx)
{
	Builder *B = ctx;
	PirJsonNode *closed = B->stack[--B->depth].node;
	if (B->depth == 7 && B->hook && closed->kind == PIR_JSON_OBJECT && inProgramOps(B)) {
		bool done = B->hook(B->hookCtx, B->stack[5].node, closed, B->stack[6].node->len - 1);
		if (done && B->opCur && B->end == B->opEnd) {
			closed->child = NULL;
			closed->len = 0;
			B->cur = B->opCur;
		}
		B->opCur = NULL;
	}
	return 1;
}

static bool isBlank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* yajl's message without its "parse error: " or "lexical error: " prefix
 * and final period and newline. */
static void reason(yajl_handle h, const char *buf, size_t len, char *why, size_t whySize)
{
	unsigned char *e = yajl_get_error(h, 0, (const unsigned char *)buf, len);
	const char *s = (const char *)e, *colon = strstr(s, "error: ");
	if (colon)
		s = colon + 7;
	size_t n = strlen(s);
	while (n && (s[n - 1] == '\n' || s[n - 1] == '.'))
		n--;
	snprintf(why, whySize, "%.*s", (int)n, s);
	yajl_free_error(h, e);
}

/* yajl allocates through the library's allocator, which reports running
 * out of memory like every other allocation (arena.h): yajl's own use of
 * malloc does not check it (yajl_alloc dies with SIGSEGV). */
static void *yajlMalloc(void *ctx, size_t n)
{
	(void)ctx;
	return pirMalloc(n);
}

static void *yajlRealloc(void *ctx, void *p, size_t n)
{
	(void)ctx;
	return pirRealloc(p, n);
}

static void yajlFree(void *ctx, void *p)
{
	(void)ctx;
	free(p);
}

static yajl_alloc_funcs yajlAllocFuncs = {yajlMalloc, yajlRealloc, yajlFree, NULL};

/* Where the last token a callback saw ends, for errorToken. */
typedef struct Tracker {
	yajl_handle h;
	size_t end;
} Tracker;

static int track(void *ctx)
{
	Tracker *t = ctx;
	t->end = yajl_get_bytes_consumed(t->h);
	return 1;
}

static int trackBool(void *ctx, int b)
{
	(void)b;
	return track(ctx);
}

static int trackText(void *ctx, const unsigned char *s, size_t n)
{
	(void)s, (void)n;
	return track(ctx);
}

static int trackNumber(void *ctx, const char *s, size_t n)
{
	(void)s, (void)n;
	return track(ctx);
}

/* The offset of the token yajl rejects in buf. Its own offset is at the
 * token's start after some errors, after it for others, inside it for
 * strings: on an error (only), buf is parsed again to find where the last
 * good token ends; the bad one is the next token but for a ',' or ':'. */
static size_t errorToken(const char *buf, size_t len)
{
	static const yajl_callbacks callbacks = {
		.yajl_null = track,
		.yajl_boolean = trackBool,
		.yajl_number = trackNumber,
		.yajl_string = trackText,
		.yajl_start_map = track,
		.yajl_map_key = trackText,
		.yajl_end_map = track,
		.yajl_start_array = track,
		.yajl_end_array = track,
	};
	Tracker t = {NULL, 0};
	yajl_handle h = t.h = yajl_alloc(&callbacks, &yajlAllocFuncs, &t);
	if (!h)
		return 0;
	yajl_config(h, yajl_dont_validate_strings, 1);
	yajl_parse(h, (const unsigned char *)buf, len);
	yajl_free(h);
	size_t pos = t.end;
	while (pos < len && isBlank(buf[pos]))
		pos++;
	if (pos < len && (buf[pos] == ',' || buf[pos] == ':'))
		for (pos++; pos < len && isBlank(buf[pos]);)
			pos++;
	return pos;
}

PirJsonNode *pirJsonParse(const char *buf, size_t len, PirJsonOpHook hook, void *hookCtx, PirJsonError *err, size_t *at,
			  char *why, size_t whySize)
{
	Builder *B = pirJsonAllocate(sizeof *B);
	B->cur = B->end = B->opCur = B->opEnd = NULL;
	B->bufStart = (uintptr_t)buf;
	B->bufEnd = (uintptr_t)buf + len;
	B->root = NULL;
	B->key = NULL;
	B->err = PIR_JSON_OK;
	B->hook = hook;
	B->hookCtx = hookCtx;
	B->depth = 0;
	for (int c = 0; c < 256; c++)
		B->singles[c][0] = (char)c, B->singles[c][1] = '\0';
	why[0] = '\0';
	static const yajl_callbacks callbacks = {
		.yajl_null = onNull,
		.yajl_boolean = onBool,
		.yajl_number = onNumber,
		.yajl_string = onString,
		.yajl_start_map = onStartMap,
		.yajl_map_key = onKey,
		.yajl_end_map = onEnd,
		.yajl_start_array = onStartArray,
		.yajl_end_array = onEnd,
	};
	yajl_handle h = yajl_alloc(&callbacks, &yajlAllocFuncs, B);
	if (!h)
		pirOutOfMemory(sizeof(void *) * 64); /* yajl_alloc's only failure */
	/* The text after the document is checked here, for a better message;
	 * UTF-8 by the caller, more strictly. */
	yajl_config(h, yajl_allow_trailing_garbage, 1);
	yajl_config(h, yajl_dont_validate_strings, 1);
	yajl_status st = yajl_parse(h, (const unsigned char *)buf, len);
	size_t pos = yajl_get_bytes_consumed(h); /* just after the last token read */
	*err = PIR_JSON_OK;
	if (st == yajl_status_ok) {
		if (yajl_complete_parse(h) != yajl_status_ok) {
			*err = PIR_JSON_TRUNCATED;
			pos = len;
		} else {
			while (pos < len && isBlank(buf[pos]))
				pos++;
			if (pos < len)
				*err = PIR_JSON_TRAILING;
		}
	} else if (st == yajl_status_client_canceled) {
		*err = B->err;
		pos = pos ? pos - 1 : 0;
	} else {
		*err = PIR_JSON_SYNTAX;
		reason(h, buf, len, why, whySize);
		pos = strncmp(why, "inside a string", 15) ? errorToken(buf, len) : pos - 1;
		size_t k = pos;
		while (k < len && isBlank(buf[k]))
			k++;
		if (k >= len) {
			*err = PIR_JSON_TRUNCATED;
			pos = len;
		}
	}
	yajl_free(h);
	*at = pos;
	return *err == PIR_JSON_OK ? B->root : NULL;
}
