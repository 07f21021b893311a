/* parser.c: recursive-descent reader of PIR text. It builds programs
 * through the core API and accepts, besides the canonical form, every
 * spelling Paddle's printer used since 2023 (docs/format.md lists them).
 * The grammar rule each function reads is written above it. The first
 * error stops the parse; it names what was expected and what was found. */
#include "text.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"
#include "lexer.h"

enum { MAX_DEPTH = 200 };

/* What a value name currently means. Entries of closed regions stay in
 * the table (live = false) so that a use out of scope gets a precise error. */
typedef struct NameEntry {
	PirValue *value;
	uint32_t line;      /* where it was defined (for an implicit input: */
	uint32_t col : 31;  /* first used), for error messages */
	uint32_t live : 1;
} NameEntry;

/* Growable arrays of the parse stack (each op pushes, then pops). */
typedef struct {
	PirToken *data;
	size_t len, cap;
} TokVec;

typedef struct TextCacheEntry {
	uint32_t hash, len;
	char *text;
	const void *scope; /* what else the meaning depends on (the op, for dictionaries) */
	void *value;
} TextCacheEntry;

typedef struct TextCache {
	TextCacheEntry *e; /* 256 entries, allocated on first use */
} TextCache;

enum { TEXT_CACHE_MAX_LEN = 512 };

static void *cacheFind(TextCache *c, const char *text, size_t len, const void *scope, uint32_t *hash)
{
	*hash = pirHashBytes(text, len, (uint32_t)(uintptr_t)scope);
	if (!c->e)
		return NULL;
	TextCacheEntry *e = &c->e[*hash & 255];
	if (e->text && e->hash == *hash && e->len == len && e->scope == scope && !memcmp(e->text, text, len))
		return e->value;
	return NULL;
}

static void cacheStore(TextCache *c, uint32_t hash, const char *text, size_t len, const void *scope, void *value)
{
	if (len > TEXT_CACHE_MAX_LEN)
		return;
	if (!c->e)
		c->e = pirCalloc(256, sizeof *c->e);
	TextCacheEntry *e = &c->e[hash & 255];
	e->text = pirRealloc(e->text, len ? len : 1);
	memcpy(e->text, text, len);
	e->hash = hash;
	e->len = (uint32_t)len;
	e->scope = scope;
	e->value = value;
}

static void cacheFree(TextCache *c)
{
	for (size_t i = 0; c->e && i < 256; i++)
		free(c->e[i].text);
	free(c->e);
	c->e = NULL;
}

struct PirParser {
	PirContext *ctx;
	PirLexer lx;
	PirToken tok;
	PirIdent *file;
	PirParseOptions opts;
	bool failed;
	PirProgram *prog;
	unsigned depth;
	/* value names */
	NameEntry *numbered; /* %0, %1, ... by number */
	size_t numCap;
	PirPtrMap named; /* other names: PirIdent* -> NameEntry* */
	PirPtrVec defined; /* NameEntry* in definition order, for scopes */
	PirPtrVec implicit; /* NameEntry* of implicit inputs */
	PirArena scratch;   /* NameEntry storage for named values */
	/* parse stacks */
	PirPtrVec ptrs;
	TokVec toks;
	char *str;
	size_t strCap;
	PirPtrMap *labels; /* block labels of the region being parsed */
	/* Programs repeat a few tensor types, op names and attribute
	 * dictionaries millions of times: what each spelling meant the last
	 * time it was read is cached (text -> object, direct-mapped). */
	TextCache typeCache, opCache, dictCache;
	const char *lastRelease;
};

/* ---------------------------------------------------------------- utils */

static PirLocation locOf(PirParser *P, const PirToken *t)
{
	return (PirLocation){P->file, t->line, t->col};
}

static void next(PirParser *P)
{
	pirLexerNext(&P->lx, &P->tok);
}

static bool errorAt(PirParser *P, const PirToken *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool errorAt(PirParser *P, const PirToken *t, const char *fmt, ...)
{
	if (P->failed)
		return false;
	P->failed = true;
	va_list ap;
	va_start(ap, fmt);
	pirEmitDiagnosticV(P->ctx, PIR_SEV_ERROR, locOf(P, t), fmt, ap);
	va_end(ap);
	return false;
}

/* Describes the current token for "expected X, found Y" messages. */
static const char *found(PirParser *P, char *buf, size_t n)
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

static bool expected(PirParser *P, const char *what)
{
	char b[64];
	return errorAt(P, &P->tok, "expected %s, found %s", what, found(P, b, sizeof b));
}

static bool expect(PirParser *P, PirTokenKind k, const char *what)
{
	if (P->tok.kind != k)
		return expected(P, what);
	next(P);
	return true;
}

static bool tokIs(const PirToken *t, const char *s)
{
	size_t n = strlen(s);
	return t->kind == TOK_IDENT && t->len == n && memcmp(t->text, s, n) == 0;
}

/* Snapshot of the lexer for bounded look-ahead. */
typedef struct {
	PirLexer lx;
	PirToken tok;
} Mark;

static Mark mark(PirParser *P)
{
	return (Mark){P->lx, P->tok};
}

static void reset(PirParser *P, Mark m)
{
	P->lx = m.lx;
	P->tok = m.tok;
}

static bool tokVecPush(TokVec *v, PirToken t)
{
	if (v->len == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 64;
		v->data = pirRealloc(v->data, v->cap * sizeof *v->data);
	}
	v->data[v->len++] = t;
	return true;
}

static bool parseInt64(const char *s, size_t n, int64_t *out)
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

static bool parseHex(const char *s, size_t n, uint64_t *out)
{
	if (n < 3 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || n - 2 > 16)
		return false;
	*out = strtoull(s, NULL, 16);
	return true;
}

/* Reads a double from a number token or inf/nan; false if it is none. */
static bool tokDouble(const PirToken *t, double *out)
{
	char buf[128];
	if (t->kind == TOK_IDENT) {
		if (tokIs(t, "inf")) {
			*out = INFINITY;
			return true;
		}
		if (tokIs(t, "nan")) {
			*out = NAN;
			return true;
		}
		return false;
	}
	if (t->kind != TOK_INT && t->kind != TOK_FLOAT)
		return false;
	if (t->len >= sizeof buf)
		return false;
	memcpy(buf, t->text, t->len);
	buf[t->len] = '\0';
	if (strcmp(buf, "-inf") == 0) {
		*out = -INFINITY;
		return true;
	}
	if (strcmp(buf, "-nan") == 0) {
		*out = -(double)NAN;
		return true;
	}
	*out = strtod(buf, NULL);
	return true;
}

static bool tokFloat(const PirToken *t, float *out)
{
	char buf[128];
	if (t->kind == TOK_INT || t->kind == TOK_FLOAT) {
		if (t->len >= sizeof buf)
			return false;
		memcpy(buf, t->text, t->len);
		buf[t->len] = '\0';
		if (strcmp(buf, "-inf") == 0) {
			*out = -INFINITY;
			return true;
		}
		if (strcmp(buf, "-nan") == 0) {
			*out = -NAN;
			return true;
		}
		errno = 0;
		*out = strtof(buf, NULL);
		return true;
	}
	double d;
	if (!tokDouble(t, &d))
		return false;
	*out = (float)d;
	return true;
}

/* Decodes a string token into P->str. Escapes: \" \\ \n \t \r \xHH; any
 * other backslash is kept. With Paddle's 2023 escaping only \" is one. */
static bool decodeString(PirParser *P, const PirToken *t, const char **out, size_t *outLen)
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

/* ---------------------------------------------------------------- types */

static PirType *parseType(PirParser *P);

static bool isTensorSpelling(const PirToken *t, bool *vtensor)
{
	static const char *const dense[] = {"tensor", "pd.tensor", "pd_op.tensor", "builtin.tensor"};
	static const char *const value[] = {"vtensor", "pd.vtensor", "pd_op.vtensor", "builtin.vtensor",
					    "v_tensor", "pd.v_tensor"};
	for (size_t i = 0; i < sizeof dense / sizeof *dense; i++)
		if (tokIs(t, dense[i])) {
			*vtensor = false;
			return true;
		}
	for (size_t i = 0; i < sizeof value / sizeof *value; i++)
		if (tokIs(t, value[i])) {
			*vtensor = true;
			return true;
		}
	return false;
}

static bool endsWith(const PirToken *t, const char *suffix)
{
	size_t n = strlen(suffix);
	return t->len > n && memcmp(t->text + t->len - n, suffix, n) == 0;
}

/* tensor-body ::= (dim 'x')* type '>'      dim ::= '-'? digit+ | '?'
 * Scanned by hand: "64x3xf32" is not made of ordinary tokens. */
static PirType *parseTensorBody(PirParser *P, const PirToken *head, bool vtensor)
{
	int64_t small[16];
	int64_t *dims = small;
	size_t rank = 0, cap = 16;
	PirLexer *lx = &P->lx;
	for (;;) {
		const char *p = lx->p;
		int64_t d;
		if (*p == '?') {
			d = -1;
			p++;
		} else if ((*p >= '0' && *p <= '9') || (*p == '-' && p[1] >= '0' && p[1] <= '9')) {
			const char *s = p++;
			while (*p >= '0' && *p <= '9')
				p++;
			if (!parseInt64(s, (size_t)(p - s), &d) || d < -1) {
				PirToken t = {.line = lx->line, .col = pirLexerColumn(lx, s)};
				errorAt(P, &t, "invalid dimension '%.*s' in %.*s type", (int)(p - s), s, (int)head->len,
					head->text);
				goto fail;
			}
		} else {
			break;
		}
		if (*p != 'x') {
			PirToken t = {.line = lx->line, .col = pirLexerColumn(lx, p)};
			errorAt(P, &t, "expected 'x' after a dimension of the %.*s type", (int)head->len, head->text);
			goto fail;
		}
		lx->p = p + 1;
		if (rank == cap) {
			cap *= 2;
			int64_t *nd = pirMalloc(cap * sizeof *nd);
			memcpy(nd, dims, rank * sizeof *nd);
			if (dims != small)
				free(dims);
			dims = nd;
		}
		dims[rank++] = d;
	}
	next(P);
	PirType *elem = parseType(P);
	if (!elem)
		goto fail;
	if (P->tok.kind != TOK_GREATER) {
		char b[64];
		errorAt(P, &P->tok, "expected '>' to close the %.*s type that opened at %u:%u, found %s",
			(int)head->len, head->text, head->line, head->col, found(P, b, sizeof b));
		goto fail;
	}
	next(P);
	PirType *t = vtensor ? pirTypeGetVTensor(P->ctx, elem, (uint32_t)rank, dims)
			     : pirTypeGetTensor(P->ctx, elem, (uint32_t)rank, dims);
	if (dims != small)
		free(dims);
	return t;
fail:
	if (dims != small)
		free(dims);
	return NULL;
}

/* type ::= scalar | '<<NULL TYPE>>' | 'vec' '[' (type (',' type)*)? ']'
 *        | tensor-spelling '<' tensor-body | dialect-type
 * tensor-spelling ::= 'tensor' | 'pd.tensor' | 'pd_op.tensor' | 'builtin.tensor' | 'vtensor' ...
 * dialect-type ::= ident-with-dot ('<' ... '>')? | kernel-name '_tensor' '<' ... '>' */
static PirType *parseType(PirParser *P)
{
	PirToken t = P->tok;
	if (t.kind == TOK_NULL_TYPE) {
		next(P);
		return pirTypeGetNull(P->ctx);
	}
	if (t.kind != TOK_IDENT) {
		expected(P, "a type");
		return NULL;
	}
	if (++P->depth > MAX_DEPTH) {
		errorAt(P, &t, "types nested too deeply (more than %d levels)", MAX_DEPTH);
		return NULL;
	}
	PirType *result = NULL;
	PirTypeKind sk = pirScalarTypeFromName(t.text, t.len);
	bool vt;
	if (sk != PIR_TYPE_NULL) {
		next(P);
		result = pirTypeGetScalar(P->ctx, sk);
	} else if (tokIs(&t, "vec") && *P->lx.p == '[') {
		next(P);
		next(P);
		size_t base = P->ptrs.len;
		while (P->tok.kind != TOK_RBRACKET) {
			PirType *e = parseType(P);
			if (!e)
				goto out;
			pirPtrVecPush(&P->ptrs, e);
			if (P->tok.kind == TOK_COMMA)
				next(P);
			else if (P->tok.kind != TOK_RBRACKET) {
				expected(P, "',' or ']' in vec type");
				goto out;
			}
		}
		next(P);
		result = pirTypeGetVector(P->ctx, (uint32_t)(P->ptrs.len - base), (PirType **)P->ptrs.data + base);
		P->ptrs.len = base;
	} else if (isTensorSpelling(&t, &vt) && *P->lx.p == '<') {
		/* Look the whole spelling up before parsing it. */
		const char *end = P->lx.p + 1;
		int nest = 1;
		while (*end && *end != '\n' && nest) {
			nest += (*end == '<') - (*end == '>');
			end++;
		}
		size_t len = (size_t)(end - t.text);
		uint32_t h;
		PirType *cached = nest ? NULL : cacheFind(&P->typeCache, t.text, len, NULL, &h);
		if (cached) {
			P->lx.p = end;
			next(P);
			result = cached;
		} else {
			P->lx.p++;
			result = parseTensorBody(P, &t, vt);
			if (result && !nest)
				cacheStore(&P->typeCache, h, t.text, len, NULL, result);
		}
	} else if (memchr(t.text, '.', t.len) || endsWith(&t, "_tensor") || endsWith(&t, "_tensor_array")) {
		/* Dialect types are kept verbatim. */
		if (*P->lx.p == '<') {
			P->lx.p++;
			if (!pirLexerScanBalanced(&P->lx, '<', '>')) {
				errorAt(P, &t, "unterminated '<' in type '%.*s'", (int)t.len, t.text);
				goto out;
			}
		}
		result = pirTypeGetDialect(P->ctx, t.text, (size_t)(P->lx.p - t.text));
		next(P);
	} else {
		errorAt(P, &t, "unknown type '%.*s'", (int)t.len, t.text);
	}
out:
	P->depth--;
	return result;
}

static bool startsType(const PirToken *t)
{
	return t->kind == TOK_IDENT || t->kind == TOK_NULL_TYPE;
}

/* ----------------------------------------------------------- attributes */

static bool isLayoutName(const char *s, size_t n)
{
	static const char *const names[] = {"NCHW", "NHWC", "NDHWC", "NCDHW", "ONEDNN", "SPARSE_COO",
					    "SPARSE_CSR", "PSTRING_UNION", "STRIDED", "ANY", "MKLDNN"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return true;
	return false;
}

/* A parsed attribute; untyped when its kind was guessed from an
 * unprefixed literal (2023 and late-2024 text), so that the op
 * definition may re-type it. */
typedef struct {
	PirAttribute *attr;
	bool untyped;
} AttrResult;

static bool parseAttr(PirParser *P, AttrResult *r);

/* int-list ::= '[' (int (',' int)*)? ']' | '<' int* '>' */
static PirAttribute *parseIntList(PirParser *P, PirTokenKind close, const char *what)
{
	size_t base = P->ptrs.len;
	int64_t *vals = NULL;
	size_t n = 0;
	PirAttribute *a = NULL;
	next(P); /* the opening bracket */
	while (P->tok.kind != close) {
		int64_t v;
		if (P->tok.kind == TOK_LPAREN) { /* (Int64)3 inside an IntArray */
			next(P);
			if (!expect(P, TOK_IDENT, "an integer kind") || !expect(P, TOK_RPAREN, "')'"))
				goto out;
		}
		if (P->tok.kind != TOK_INT || !parseInt64(P->tok.text, P->tok.len, &v)) {
			expected(P, what);
			goto out;
		}
		vals = pirRealloc(vals, (n + 1) * sizeof *vals);
		vals[n++] = v;
		next(P);
		if (P->tok.kind == TOK_COMMA)
			next(P);
	}
	next(P);
	a = pirAttrGetIntArray(P->ctx, (uint32_t)n, vals);
out:
	free(vals);
	P->ptrs.len = base;
	return a;
}

/* array ::= '[' (attribute (',' attribute)*)? ']' */
static bool parseArray(PirParser *P, AttrResult *r)
{
	PirToken open = P->tok;
	next(P);
	size_t base = P->ptrs.len;
	bool allUntypedInts = true;
	while (P->tok.kind != TOK_RBRACKET) {
		AttrResult e;
		if (P->tok.kind == TOK_EOF) {
			P->ptrs.len = base;
			return errorAt(P, &P->tok, "expected ']' to close the array that opened at %u:%u, found end of input",
				       open.line, open.col);
		}
		if (!parseAttr(P, &e)) {
			P->ptrs.len = base;
			return false;
		}
		if (!e.untyped || (e.attr->kind != PIR_ATTR_INT32 && e.attr->kind != PIR_ATTR_INT64))
			allUntypedInts = false;
		pirPtrVecPush(&P->ptrs, e.attr);
		if (P->tok.kind == TOK_COMMA)
			next(P);
		else if (P->tok.kind != TOK_RBRACKET) {
			P->ptrs.len = base;
			return expected(P, "',' or ']' in array");
		}
	}
	next(P);
	r->attr = pirAttrGetArray(P->ctx, (uint32_t)(P->ptrs.len - base), (PirAttribute **)P->ptrs.data + base);
	/* An empty [] is untyped too: late-2024 text prints an empty IntArray so. */
	r->untyped = allUntypedInts;
	P->ptrs.len = base;
	return true;
}

/* place ::= 'Place' '(' text ')'   (spaces inside are dropped) */
static PirAttribute *parsePlace(PirParser *P)
{
	PirToken head = P->tok;
	if (!tokIs(&head, "Place") || *P->lx.p != '(') {
		expected(P, "Place(...)");
		return NULL;
	}
	const char *s = ++P->lx.p;
	if (!pirLexerScanBalanced(&P->lx, '(', ')')) {
		errorAt(P, &head, "unterminated 'Place('");
		return NULL;
	}
	char buf[128];
	size_t n = 0;
	for (const char *q = s; q < P->lx.p - 1 && n < sizeof buf - 1; q++)
		if (*q != ' ')
			buf[n++] = *q;
	next(P);
	return pirAttrGetText(P->ctx, PIR_ATTR_PLACE, buf, n);
}

/* layout ::= ident | 'Undefined' '(' 'AnyLayout' ')' */
static PirAttribute *parseLayout(PirParser *P)
{
	PirToken t = P->tok;
	if (t.kind != TOK_IDENT) {
		expected(P, "a data layout");
		return NULL;
	}
	if (*P->lx.p == '(') {
		P->lx.p++;
		if (!pirLexerScanBalanced(&P->lx, '(', ')')) {
			errorAt(P, &t, "unterminated '(' in data layout");
			return NULL;
		}
	}
	PirAttribute *a = pirAttrGetText(P->ctx, PIR_ATTR_DATA_LAYOUT, t.text, (size_t)(P->lx.p - t.text));
	next(P);
	return a;
}

static bool prefixIs(const PirToken *t, const char *name)
{
	/* (X), (pd.X), (pd_op.X) */
	char buf[64];
	if (tokIs(t, name))
		return true;
	snprintf(buf, sizeof buf, "pd.%s", name);
	if (tokIs(t, buf))
		return true;
	snprintf(buf, sizeof buf, "pd_op.%s", name);
	return tokIs(t, buf);
}

/* typed ::= '(' kind ')' value, e.g. (Int32)1 (Float)-inf (pd_op.DataType)float32
 *         | '(' hex ')'   (a CINN kernel_info pointer) */
static bool parseTyped(PirParser *P, AttrResult *r)
{
	PirToken open = P->tok;
	next(P);
	PirToken k = P->tok;
	PirContext *ctx = P->ctx;
	r->untyped = false;
	if (k.kind == TOK_HEX) {
		uint64_t v;
		if (!parseHex(k.text, k.len, &v))
			return errorAt(P, &k, "pointer '%.*s' does not fit in 64 bits", (int)k.len, k.text);
		next(P);
		if (!expect(P, TOK_RPAREN, "')' after the pointer"))
			return false;
		r->attr = pirAttrGetPointer(ctx, v);
		return true;
	}
	if (k.kind != TOK_IDENT)
		return expected(P, "an attribute kind such as Int32 after '('");
	next(P);
	if (P->tok.kind != TOK_RPAREN) {
		char b[64];
		return errorAt(P, &P->tok, "expected ')' to close the attribute kind opened at %u:%u, found %s", open.line,
			       open.col, found(P, b, sizeof b));
	}
	if (tokIs(&k, "String") || tokIs(&k, "Str")) {
		/* (String)text: the value runs to the next delimiter. */
		const char *s = P->lx.p;
		pirLexerScanBareWord(&P->lx);
		r->attr = pirAttrGetStr(ctx, s, (size_t)(P->lx.p - s));
		next(P);
		return true;
	}
	next(P);
	PirToken v = P->tok;
	if (tokIs(&k, "Int32") || tokIs(&k, "Int64") || tokIs(&k, "Index")) {
		int64_t x;
		if (v.kind != TOK_INT || !parseInt64(v.text, v.len, &x))
			return expected(P, "an integer");
		if (tokIs(&k, "Int32") && (x < INT32_MIN || x > INT32_MAX))
			return errorAt(P, &v, "integer %.*s does not fit in Int32", (int)v.len, v.text);
		next(P);
		r->attr = tokIs(&k, "Int32") ? pirAttrGetInt32(ctx, (int32_t)x)
			  : tokIs(&k, "Int64") ? pirAttrGetInt64(ctx, x)
					       : pirAttrGetIndex(ctx, x);
		return true;
	}
	if (tokIs(&k, "Float")) {
		float f;
		if (!tokFloat(&v, &f))
			return expected(P, "a number");
		next(P);
		r->attr = pirAttrGetFloat(ctx, f);
		return true;
	}
	if (tokIs(&k, "Double")) {
		double d;
		if (!tokDouble(&v, &d))
			return expected(P, "a number");
		next(P);
		r->attr = pirAttrGetDouble(ctx, d);
		return true;
	}
	if (tokIs(&k, "Bool")) {
		if (!tokIs(&v, "true") && !tokIs(&v, "false"))
			return expected(P, "true or false");
		next(P);
		r->attr = pirAttrGetBool(ctx, tokIs(&v, "true"));
		return true;
	}
	if (tokIs(&k, "Pointer")) {
		uint64_t x;
		if (v.kind != TOK_HEX || !parseHex(v.text, v.len, &x))
			return expected(P, "a hexadecimal pointer");
		next(P);
		r->attr = pirAttrGetPointer(ctx, x);
		return true;
	}
	if (tokIs(&k, "Complex64") || tokIs(&k, "Complex128")) {
		double re, im;
		PirAttrKind kind = tokIs(&k, "Complex64") ? PIR_ATTR_COMPLEX64 : PIR_ATTR_COMPLEX128;
		if (!expect(P, TOK_LPAREN, "'(' before the real part"))
			return false;
		if (!tokDouble(&P->tok, &re))
			return expected(P, "the real part");
		next(P);
		if (!expect(P, TOK_COMMA, "','"))
			return false;
		if (!tokDouble(&P->tok, &im))
			return expected(P, "the imaginary part");
		next(P);
		if (!expect(P, TOK_RPAREN, "')' after the imaginary part"))
			return false;
		r->attr = pirAttrGetComplex(ctx, kind, re, im);
		return true;
	}
	if (tokIs(&k, "Array")) {
		if (v.kind != TOK_LBRACKET)
			return expected(P, "'[' after (Array)");
		bool ok = parseArray(P, r);
		r->untyped = false;
		return ok;
	}
	if (tokIs(&k, "Type")) {
		PirType *t = parseType(P);
		if (!t)
			return false;
		r->attr = pirAttrGetType(ctx, t);
		return true;
	}
	if (prefixIs(&k, "IntArray")) {
		if (v.kind != TOK_LBRACKET)
			return expected(P, "'[' after (pd_op.IntArray)");
		r->attr = parseIntList(P, TOK_RBRACKET, "an integer in the IntArray");
		return r->attr != NULL;
	}
	if (prefixIs(&k, "DataType")) {
		if (v.kind != TOK_IDENT)
			return expected(P, "a data type name such as float32");
		next(P);
		r->attr = pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, v.text, v.len);
		return true;
	}
	if (prefixIs(&k, "Place")) {
		r->attr = parsePlace(P);
		return r->attr != NULL;
	}
	if (prefixIs(&k, "DataLayout")) {
		r->attr = parseLayout(P);
		return r->attr != NULL;
	}
	return errorAt(P, &k, "unknown attribute kind '(%.*s)'", (int)k.len, k.text);
}

/* attribute ::= 'true' | 'false' | string | number | array | typed
 *             | 'IntArray' ('[' ... ']' | '<' ... '>') | 'array' array
 *             | place | layout | data-type | type | '<' opaque '>' | '<#AttrNull>' | bare-word */
static bool parseAttr(PirParser *P, AttrResult *r)
{
	PirToken t = P->tok;
	PirContext *ctx = P->ctx;
	r->untyped = false;
	if (++P->depth > MAX_DEPTH) {
		P->depth--;
		return errorAt(P, &t, "attributes nested too deeply (more than %d levels)", MAX_DEPTH);
	}
	bool ok = true;
	switch (t.kind) {
	case TOK_STRING: {
		const char *s;
		size_t n;
		decodeString(P, &t, &s, &n);
		r->attr = pirAttrGetStr(ctx, s, n);
		next(P);
		break;
	}
	case TOK_LBRACKET:
		ok = parseArray(P, r);
		break;
	case TOK_LPAREN:
		ok = parseTyped(P, r);
		break;
	case TOK_NULL_ATTR:
		r->attr = pirAttrGetNull(ctx);
		next(P);
		break;
	case TOK_LESS: {
		/* An opaque dialect attribute such as <backend:GPU|layout:NCHW|dtype:float32>. */
		if (!pirLexerScanBalanced(&P->lx, '<', '>')) {
			ok = errorAt(P, &t, "expected '>' to close the attribute opened here");
			break;
		}
		r->attr = pirAttrGetText(ctx, PIR_ATTR_OPAQUE, t.text, (size_t)(P->lx.p - t.text));
		next(P);
		break;
	}
	case TOK_INT: {
		int64_t v;
		if (!parseInt64(t.text, t.len, &v)) {
			ok = errorAt(P, &t, "integer '%.*s' does not fit in 64 bits", (int)t.len, t.text);
			break;
		}
		r->attr = (v >= INT32_MIN && v <= INT32_MAX) ? pirAttrGetInt32(ctx, (int32_t)v) : pirAttrGetInt64(ctx, v);
		r->untyped = true;
		next(P);
		break;
	}
	case TOK_FLOAT: {
		double d;
		tokDouble(&t, &d);
		r->attr = pirAttrGetDouble(ctx, d);
		r->untyped = true;
		next(P);
		break;
	}
	case TOK_HEX: {
		uint64_t v;
		if (!parseHex(t.text, t.len, &v)) {
			ok = errorAt(P, &t, "pointer '%.*s' does not fit in 64 bits", (int)t.len, t.text);
			break;
		}
		r->attr = pirAttrGetPointer(ctx, v);
		next(P);
		break;
	}
	case TOK_IDENT: {
		double d;
		if (tokIs(&t, "true") || tokIs(&t, "false")) {
			r->attr = pirAttrGetBool(ctx, tokIs(&t, "true"));
			next(P);
		} else if (tokDouble(&t, &d)) { /* inf, nan */
			r->attr = pirAttrGetDouble(ctx, d);
			r->untyped = true;
			next(P);
		} else if (tokIs(&t, "IntArray") && (*P->lx.p == '[' || *P->lx.p == '<')) {
			next(P);
			r->attr = parseIntList(P, P->tok.kind == TOK_LBRACKET ? TOK_RBRACKET : TOK_GREATER,
					       "an integer in the IntArray");
			ok = r->attr != NULL;
		} else if (tokIs(&t, "array") && *P->lx.p == '[') {
			next(P);
			ok = parseArray(P, r);
		} else if (tokIs(&t, "Place") && *P->lx.p == '(') {
			r->attr = parsePlace(P);
			ok = r->attr != NULL;
		} else if (tokIs(&t, "Undefined") && *P->lx.p == '(') {
			r->attr = parseLayout(P);
			ok = r->attr != NULL;
		} else if (pirIsDataTypeName(t.text, t.len) && strchr(",}] \t\r\n", *P->lx.p)) {
			r->attr = pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, t.text, t.len);
			r->untyped = true;
			next(P);
		} else if (isLayoutName(t.text, t.len) && strchr(",}] \t\r\n", *P->lx.p)) {
			r->attr = pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, t.text, t.len);
			r->untyped = true;
			next(P);
		} else {
			bool vt;
			bool isType = pirScalarTypeFromName(t.text, t.len) != PIR_TYPE_NULL ||
				      (tokIs(&t, "vec") && *P->lx.p == '[') ||
				      (isTensorSpelling(&t, &vt) && *P->lx.p == '<');
			if (isType && strchr(",}] \t\r\n[<", *P->lx.p)) {
				PirType *ty = parseType(P);
				ok = ty != NULL;
				if (ok) {
					r->attr = pirAttrGetType(ctx, ty);
					r->untyped = true;
				}
			} else {
				/* A bare 2023-era string: name:data, parameter_name:conv2d_0.w_0. */
				pirLexerScanBareWord(&P->lx);
				r->attr = pirAttrGetStr(ctx, t.text, (size_t)(P->lx.p - t.text));
				r->untyped = true;
				next(P);
			}
		}
		break;
	}
	default:
		ok = expected(P, "an attribute value");
		break;
	}
	P->depth--;
	return ok;
}

/* attr-dict ::= '{' (key ':' attribute (',' key ':' attribute)*)? '}'
 * key ::= ident | string */
static bool parseAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out)
{
	PirToken open = P->tok;
	next(P);
	PirNamedAttr small[16];
	PirNamedAttr *e = small;
	size_t n = 0, cap = 16;
	bool ok = false;
	while (P->tok.kind != TOK_RBRACE) {
		PirToken key = P->tok;
		PirIdent *name;
		if (key.kind == TOK_IDENT) {
			name = pirIdentGet(P->ctx, key.text, key.len);
		} else if (key.kind == TOK_STRING) {
			const char *s;
			size_t len;
			decodeString(P, &key, &s, &len);
			name = pirIdentGet(P->ctx, s, len);
		} else if (key.kind == TOK_EOF) {
			errorAt(P, &key, "expected '}' to close the attribute dictionary that opened at %u:%u, found end of input",
				open.line, open.col);
			goto out;
		} else {
			expected(P, "an attribute name");
			goto out;
		}
		next(P);
		if (!expect(P, TOK_COLON, "':' after the attribute name"))
			goto out;
		AttrResult r;
		if (!parseAttr(P, &r))
			goto out;
		if (r.untyped && info->def)
			for (uint32_t i = 0; i < info->def->numAttrs; i++)
				if (info->def->attrs[i].name == name) {
					r.attr = pirAttrCoerce(P->ctx, r.attr, info->def->attrs[i].kinds);
					break;
				}
		if (n == cap) {
			cap *= 2;
			PirNamedAttr *ne = pirMalloc(cap * sizeof *ne);
			memcpy(ne, e, n * sizeof *ne);
			if (e != small)
				free(e);
			e = ne;
		}
		for (size_t i = 0; i < n; i++)
			if (e[i].name == name) {
				errorAt(P, &key, "duplicate attribute '%s'", name->str);
				goto out;
			}
		e[n++] = (PirNamedAttr){name, r.attr};
		if (P->tok.kind == TOK_COMMA)
			next(P);
		else if (P->tok.kind != TOK_RBRACE) {
			expected(P, "',' or '}' in the attribute dictionary");
			goto out;
		}
	}
	next(P);
	*out = pirAttrDictGet(P->ctx, (uint32_t)n, e, NULL);
	ok = true;
out:
	if (e != small)
		free(e);
	return ok;
}

static bool atAttrDict(PirParser *P);

/* The attribute dictionary at the current '{', if there is one (else
 * *out stays NULL), looked up by its exact one-line spelling first. A
 * spelling with a backslash or a newline is not cached. */
static bool parseCachedAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out)
{
	const char *start = P->tok.text, *p = start;
	int depth = 0;
	bool inString = false;
	for (; *p && *p != '\n' && *p != '\\'; p++) {
		if (*p == '"')
			inString = !inString;
		else if (!inString && *p == '{')
			depth++;
		else if (!inString && *p == '}' && --depth == 0)
			break;
	}
	bool cacheable = *p == '}';
	size_t len = cacheable ? (size_t)(p + 1 - start) : 0;
	uint32_t h = 0;
	PirAttrDict *d = cacheable ? cacheFind(&P->dictCache, start, len, info, &h) : NULL;
	if (d) {
		P->lx.p = p + 1;
		next(P);
		*out = d;
		return true;
	}
	if (!atAttrDict(P)) {
		/* An op that takes no regions cannot be followed by one on its
		 * line: this is a malformed dictionary (say, a missing ':'), and
		 * its parse says exactly what is wrong. A '{' starting a line may
		 * be the next program. */
		if (!info->def || info->def->maxRegions || P->tok.lineStart)
			return true;
	}
	if (!parseAttrDict(P, info, out))
		return false;
	if (cacheable)
		cacheStore(&P->dictCache, h, start, len, info, *out);
	return true;
}

/* Is the '{' at the current token an attribute dictionary (rather than a
 * region)? It is if it is empty or starts with `key :`. */
static bool atAttrDict(PirParser *P)
{
	if (P->tok.kind != TOK_LBRACE)
		return false;
	Mark m = mark(P);
	next(P);
	bool r;
	if (P->tok.kind == TOK_RBRACE) {
		r = true;
	} else if (P->tok.kind == TOK_IDENT || P->tok.kind == TOK_STRING) {
		next(P);
		r = P->tok.kind == TOK_COLON;
	} else {
		r = false;
	}
	reset(P, m);
	return r;
}

/* ---------------------------------------------------------------- names */

static NameEntry *findName(PirParser *P, const PirToken *t, bool create)
{
	/* %123 is looked up by number, anything else by interned name. */
	const char *s = t->text + 1;
	size_t n = t->len - 1;
	bool numeric = n > 0 && n <= 8;
	for (size_t i = 0; numeric && i < n; i++)
		numeric = s[i] >= '0' && s[i] <= '9';
	if (numeric && !(n > 1 && s[0] == '0')) {
		size_t k = 0;
		for (size_t i = 0; i < n; i++)
			k = k * 10 + (size_t)(s[i] - '0');
		if (k >= P->numCap) {
			if (!create)
				return NULL;
			size_t ncap = P->numCap ? P->numCap : 256;
			while (ncap <= k)
				ncap *= 2;
			/* calloc'ed pages stay untouched until used, unlike a memset tail. */
			NameEntry *nn = pirCalloc(ncap, sizeof *nn);
			if (P->numCap)
				memcpy(nn, P->numbered, P->numCap * sizeof *nn);
			free(P->numbered);
			P->numbered = nn;
			P->numCap = ncap;
		}
		NameEntry *e = &P->numbered[k];
		return (e->value || create) ? e : NULL;
	}
	PirIdent *id = pirIdentGet(P->ctx, t->text, t->len);
	NameEntry *e = pirPtrMapGet(&P->named, id);
	if (!e && create) {
		e = pirArenaAlloc(&P->scratch, sizeof *e);
		pirPtrMapPut(&P->named, id, e);
	}
	return e;
}

static bool defineName(PirParser *P, const PirToken *t, PirValue *v)
{
	NameEntry *e = findName(P, t, true);
	if (e->value && e->live)
		return errorAt(P, t, "redefinition of value '%.*s' (first defined at %u:%u)", (int)t->len, t->text,
			       e->line, (unsigned)e->col);
	e->value = v;
	e->line = t->line;
	e->col = t->col;
	e->live = true;
	if (P->depth) /* names of the top level never go out of scope */
		pirPtrVecPush(&P->defined, e);
	return true;
}

static PirValue *useName(PirParser *P, const PirToken *t)
{
	NameEntry *e = findName(P, t, P->opts.allowUndefinedValues);
	if (e && e->value && e->live)
		return e->value;
	if (e && e->value) {
		errorAt(P, t, "value '%.*s' is not visible here: it is defined at %u:%u inside a region that does not enclose this use",
			(int)t->len, t->text, e->line, (unsigned)e->col);
		return NULL;
	}
	if (!P->opts.allowUndefinedValues) {
		errorAt(P, t, "use of undefined value '%.*s'", (int)t->len, t->text);
		return NULL;
	}
	/* An implicit program input; its type comes from the op signature. */
	PirValue *v = pirBlockAddArgument(P->prog, pirProgramGetBlock(P->prog), pirTypeGetNull(P->ctx));
	v->scratch = UINT32_MAX; /* type still unknown */
	e->value = v;
	e->line = t->line;
	e->col = t->col;
	e->live = true;
	pirPtrVecPush(&P->implicit, e);
	return v;
}

/* Closes a scope: names defined since `base` go out of view. */
static void popScope(PirParser *P, size_t base)
{
	for (size_t i = base; i < P->defined.len; i++)
		((NameEntry *)P->defined.data[i])->live = false;
	P->defined.len = base;
}

/* -------------------------------------------------------------- regions */

static bool parseOp(PirParser *P, PirBlock *block);

typedef struct RegionCtx {
	PirOpInfo *info;
	PirType **operandTypes;
	uint32_t numOperands;
	uint32_t index;
} RegionCtx;

typedef struct LabelEntry {
	PirBlock *block;
	PirToken firstRef;
	bool defined;
} LabelEntry;

static LabelEntry *label(PirParser *P, PirPtrMap *labels, const PirToken *t)
{
	PirIdent *id = pirIdentGet(P->ctx, t->text, t->len);
	LabelEntry *e = pirPtrMapGet(labels, id);
	if (!e) {
		e = pirArenaAlloc(&P->scratch, sizeof *e);
		e->block = pirBlockCreate(P->prog);
		e->firstRef = *t;
		pirPtrMapPut(labels, id, e);
	}
	return e;
}

/* block-label ::= block-id ('(' value-id ':' type (',' value-id ':' type)* ')')? ':' */
static bool parseBlockLabel(PirParser *P, PirRegion *r, PirPtrMap *labels, PirBlock **cur)
{
	PirToken t = P->tok;
	LabelEntry *e = label(P, labels, &t);
	if (e->defined)
		return errorAt(P, &t, "redefinition of block '%.*s'", (int)t.len, t.text);
	e->defined = true;
	next(P);
	if (P->tok.kind == TOK_LPAREN) {
		next(P);
		while (P->tok.kind != TOK_RPAREN) {
			PirToken name = P->tok;
			if (!expect(P, TOK_VALUE_ID, "a block argument name"))
				return false;
			if (!expect(P, TOK_COLON, "':' and the type of the block argument"))
				return false;
			PirType *ty = parseType(P);
			if (!ty)
				return false;
			if (!defineName(P, &name, pirBlockAddArgument(P->prog, e->block, ty)))
				return false;
			if (P->tok.kind == TOK_COMMA)
				next(P);
			else if (P->tok.kind != TOK_RPAREN)
				return expected(P, "',' or ')' in the block argument list");
		}
		next(P);
	}
	if (!expect(P, TOK_COLON, "':' after the block label"))
		return false;
	pirRegionAppendBlock(r, e->block);
	*cur = e->block;
	return true;
}

/* paddle-args ::= '^' value-id attr-dict? (',' value-id attr-dict?)*
 * Paddle prints block arguments without types; the op supplies them. */
static bool parsePaddleArgs(PirParser *P, PirBlock *b, const RegionCtx *rc)
{
	PirToken caret = P->tok;
	next(P);
	if (b->numArgs || b->first)
		return errorAt(P, &caret, "block arguments must come first in the block");
	for (;;) {
		PirToken name = P->tok;
		if (!expect(P, TOK_VALUE_ID, "a block argument name after '^'"))
			return false;
		PirType *ty = NULL;
		if (rc->info->iface.blockArgType)
			ty = rc->info->iface.blockArgType(P, rc->operandTypes, rc->numOperands, rc->index, b->numArgs);
		if (!ty)
			return errorAt(P, &name, "cannot tell the type of block argument '%.*s' of '%s'; write ^bb0(%.*s: type)",
				       (int)name.len, name.text, rc->info->name->str, (int)name.len, name.text);
		if (!defineName(P, &name, pirBlockAddArgument(P->prog, b, ty)))
			return false;
		if (atAttrDict(P)) { /* newest Paddle: ^%arg_0 {stop_gradient:true}; dropped */
			PirAttrDict *ignored;
			if (!parseAttrDict(P, rc->info, &ignored))
				return false;
		}
		if (P->tok.kind != TOK_COMMA)
			return true;
		next(P);
	}
}

/* region ::= '{' (block-label | paddle-args | op)* '}' */
static bool parseRegion(PirParser *P, PirRegion *r, const RegionCtx *rc)
{
	PirToken open = P->tok;
	if (++P->depth > MAX_DEPTH) {
		P->depth--;
		return errorAt(P, &open, "regions nested too deeply (more than %d levels)", MAX_DEPTH);
	}
	next(P);
	size_t scope = P->defined.len;
	PirPtrMap labels = {0}, *outerLabels = P->labels;
	P->labels = &labels;
	PirBlock *cur = NULL;
	bool ok = false;
	for (;;) {
		PirTokenKind k = P->tok.kind;
		if (k == TOK_RBRACE)
			break;
		if (k == TOK_EOF) {
			errorAt(P, &P->tok, "expected '}' to close the region that opened at %u:%u, found end of input",
				open.line, open.col);
			goto out;
		}
		if (k == TOK_BLOCK_ID) {
			if (!parseBlockLabel(P, r, &labels, &cur))
				goto out;
			continue;
		}
		if (!cur) {
			cur = pirBlockCreate(P->prog);
			pirRegionAppendBlock(r, cur);
		}
		if (k == TOK_CARET) {
			if (!parsePaddleArgs(P, cur, rc))
				goto out;
			continue;
		}
		if (!parseOp(P, cur))
			goto out;
	}
	for (size_t i = 0; i < labels.cap; i++) {
		LabelEntry *e = labels.slots[i].value;
		if (labels.slots[i].key && !e->defined) {
			errorAt(P, &e->firstRef, "reference to undefined block '%.*s'", (int)e->firstRef.len, e->firstRef.text);
			goto out;
		}
	}
	next(P);
	ok = true;
out:
	P->labels = outerLabels;
	pirPtrMapFree(&labels);
	popScope(P, scope);
	P->depth--;
	return ok;
}

/* ------------------------------------------------------------------ ops */

static PirOpInfo *resolveOpNameUncached(PirParser *P, const PirToken *t);

static PirOpInfo *resolveOpName(PirParser *P, const PirToken *t)
{
	uint32_t h;
	PirOpInfo *info = cacheFind(&P->opCache, t->text, t->len, NULL, &h);
	if (!info && (info = resolveOpNameUncached(P, t)))
		cacheStore(&P->opCache, h, t->text, t->len, NULL, info);
	return info;
}

static PirOpInfo *resolveOpNameUncached(PirParser *P, const PirToken *t)
{
	const char *s = t->text;
	size_t n = t->len;
	char buf[256];
	if (t->kind == TOK_STRING) {
		s++;
		n -= 2;
	}
	if (n == 0) {
		errorAt(P, t, "empty op name");
		return NULL;
	}
	/* Old spellings: pd.x is pd_op.x; builtin.get_parameter is builtin.parameter. */
	if (n > 3 && memcmp(s, "pd.", 3) == 0 && n + 3 < sizeof buf) {
		memcpy(buf, "pd_op.", 6);
		memcpy(buf + 6, s + 3, n - 3);
		n += 3;
		s = buf;
	}
	if (n == 21 && memcmp(s, "builtin.get_parameter", 21) == 0) {
		s = "builtin.parameter";
		n = 17;
	}
	PirIdent *name = pirIdentGet(P->ctx, s, n);
	PirOpInfo *info = pirContextLookupOpInfo(P->ctx, name);
	if (info && info->registered)
		return info;
	if (pirContextGetAllowUnregistered(P->ctx))
		return pirContextGetOrCreateOpInfo(P->ctx, name);
	const char *dot = memchr(s, '.', n);
	PirDialect *d = dot ? pirContextLookupDialect(P->ctx, pirIdentGet(P->ctx, s, (size_t)(dot - s))) : NULL;
	if (!d) {
		errorAt(P, t, "op '%s' belongs to an unregistered dialect; use --allow-unregistered-dialect to accept it",
			name->str);
		return NULL;
	}
	PirOpInfo *sugg = pirContextSuggestOpInfo(P->ctx, name->str);
	if (sugg)
		errorAt(P, t, "unknown op '%s' in dialect '%s'; did you mean '%s'?", name->str, d->name->str,
			sugg->name->str);
	else
		errorAt(P, t, "unknown op '%s' in dialect '%s'", name->str, d->name->str);
	return NULL;
}

/* value-use ::= value-id | '<<NULL VALUE>>' */
static bool parseUse(PirParser *P, size_t *count)
{
	if (P->tok.kind == TOK_NULL_VALUE) {
		pirPtrVecPush(&P->ptrs, NULL);
	} else if (P->tok.kind == TOK_VALUE_ID) {
		PirValue *v = useName(P, &P->tok);
		if (!v)
			return false;
		pirPtrVecPush(&P->ptrs, v);
	} else {
		return expected(P, "a value such as %0");
	}
	tokVecPush(&P->toks, P->tok);
	(*count)++;
	next(P);
	return true;
}

/* operands ::= '(' (value-use (',' value-use)*)? ')'
 *            | '(' 'cond' '=' value-use ',' 'inputs' '=' (value-use (',' value-use)*)? ')'   (Paddle while) */
static bool parseOperands(PirParser *P, size_t *count)
{
	PirToken open = P->tok;
	if (!expect(P, TOK_LPAREN, "'(' before the operand list"))
		return false;
	if (tokIs(&P->tok, "cond") && *P->lx.p == '=') {
		next(P);
		next(P);
		if (!parseUse(P, count))
			return false;
		if (P->tok.kind == TOK_COMMA) {
			next(P);
			if (!tokIs(&P->tok, "inputs"))
				return expected(P, "'inputs='");
			next(P);
			if (!expect(P, TOK_EQUAL, "'=' after 'inputs'"))
				return false;
			while (P->tok.kind == TOK_VALUE_ID || P->tok.kind == TOK_NULL_VALUE) {
				if (!parseUse(P, count))
					return false;
				if (P->tok.kind != TOK_COMMA)
					break;
				next(P);
			}
		}
		if (P->tok.kind != TOK_RPAREN)
			return expected(P, "')' to close the while operands");
		next(P);
		return true;
	}
	while (P->tok.kind != TOK_RPAREN) {
		if (P->tok.kind == TOK_EOF) {
			return errorAt(P, &P->tok, "expected ')' to close the operand list that opened at %u:%u, found end of input",
				       open.line, open.col);
		}
		if (!parseUse(P, count))
			return false;
		if (P->tok.kind == TOK_COMMA)
			next(P);
		else if (P->tok.kind != TOK_RPAREN) {
			char b[64];
			return errorAt(P, &P->tok, "expected ',' or ')' in the operand list that opened at %u:%u, found %s",
				       open.line, open.col, found(P, b, sizeof b));
		}
	}
	next(P);
	return true;
}

/* type-list ::= (type (',' type)*)?   pushed on P->ptrs */
static bool parseTypeList(PirParser *P, size_t *count, PirTokenKind close)
{
	while (startsType(&P->tok) && !tokIs(&P->tok, "else")) {
		tokVecPush(&P->toks, P->tok);
		PirType *t = parseType(P);
		if (!t)
			return false;
		pirPtrVecPush(&P->ptrs, t);
		(*count)++;
		if (P->tok.kind != TOK_COMMA)
			break;
		next(P);
	}
	if (close != TOK_EOF && P->tok.kind != close)
		return expected(P, close == TOK_RPAREN ? "',' or ')' in the operand type list" : "a type");
	return true;
}

/* op ::= results? op-name operands successors? attr-dict? signature? regions
 * results ::= '(' (value-id (',' value-id)*)? ')' '=' | value-id (',' value-id)* '='
 * op-name ::= string | ident
 * successors ::= '[' block-id (',' block-id)* ']'   |  '[' value-use, ... ']' (2023 while inputs)
 * signature ::= ':' '(' type-list ')' '->' type-list | '->' type-list
 * regions ::= (region ('else'? region)*)? */
static bool parseOp(PirParser *P, PirBlock *block)
{
	PirToken start = P->tok;
	size_t ptrBase = P->ptrs.len, tokBase = P->toks.len;
	bool ok = false;
	PirRegion *regions = NULL;
	size_t numRegions = 0;
	size_t numResults = 0;

	/* results: names are kept as tokens until the op exists */
	if (P->tok.kind == TOK_LPAREN) {
		next(P);
		while (P->tok.kind == TOK_VALUE_ID) {
			tokVecPush(&P->toks, P->tok);
			numResults++;
			next(P);
			if (P->tok.kind != TOK_COMMA)
				break;
			next(P);
		}
		if (!expect(P, TOK_RPAREN, "')' after the result names"))
			goto out;
		if (!expect(P, TOK_EQUAL, "'=' after the results"))
			goto out;
	} else if (P->tok.kind == TOK_VALUE_ID) {
		for (;;) {
			tokVecPush(&P->toks, P->tok);
			numResults++;
			next(P);
			if (P->tok.kind != TOK_COMMA)
				break;
			next(P);
			if (P->tok.kind != TOK_VALUE_ID) {
				expected(P, "a result name");
				goto out;
			}
		}
		if (!expect(P, TOK_EQUAL, "'=' after the results"))
			goto out;
	}
	PirToken nameTok = P->tok;
	if (nameTok.kind != TOK_STRING && nameTok.kind != TOK_IDENT) {
		expected(P, numResults || start.kind == TOK_LPAREN ? "an op name" : "an operation");
		goto out;
	}
	PirOpInfo *info = resolveOpName(P, &nameTok);
	if (!info)
		goto out;
	next(P);

	size_t numOperands = 0;
	size_t operandTok = P->toks.len;
	if (!parseOperands(P, &numOperands))
		goto out;
	/* Operand values are at ptrs[ptrBase ..); their tokens at toks[operandTok ..). */
	size_t numSucc = 0;
	PirBlock *succ[64];
	if (P->tok.kind == TOK_LBRACKET) {
		next(P);
		while (P->tok.kind != TOK_RBRACKET) {
			if (P->tok.kind == TOK_VALUE_ID || P->tok.kind == TOK_NULL_VALUE) {
				if (numSucc) {
					expected(P, "a block label");
					goto out;
				}
				if (!parseUse(P, &numOperands))
					goto out;
			} else if (P->tok.kind == TOK_BLOCK_ID) {
				if (numSucc == sizeof succ / sizeof *succ) {
					errorAt(P, &P->tok, "too many successors (at most 64)");
					goto out;
				}
				succ[numSucc++] = label(P, P->labels, &P->tok)->block;
				next(P);
			} else {
				expected(P, "a block label or a value");
				goto out;
			}
			if (P->tok.kind == TOK_COMMA)
				next(P);
			else if (P->tok.kind != TOK_RBRACKET) {
				expected(P, "',' or ']'");
				goto out;
			}
		}
		next(P);
	}

	PirAttrDict *attrs = NULL;
	if (P->tok.kind == TOK_LBRACE && !parseCachedAttrDict(P, info, &attrs))
		goto out;

	/* signature */
	size_t numOperandTypes = 0, numResultTypes = 0;
	bool haveOperandTypes = false, haveResultTypes = false;
	size_t operandTypeBase = 0, resultTypeBase = 0, operandTypeTok = 0;
	if (P->tok.kind == TOK_COLON) {
		next(P);
		if (!expect(P, TOK_LPAREN, "'(' before the operand types"))
			goto out;
		operandTypeBase = P->ptrs.len;
		operandTypeTok = P->toks.len;
		if (!parseTypeList(P, &numOperandTypes, TOK_RPAREN))
			goto out;
		next(P);
		haveOperandTypes = true;
		if (!expect(P, TOK_ARROW, "'->' after the operand types"))
			goto out;
		resultTypeBase = P->ptrs.len;
		if (!parseTypeList(P, &numResultTypes, TOK_EOF))
			goto out;
		haveResultTypes = true;
	} else if (P->tok.kind == TOK_ARROW) {
		next(P);
		resultTypeBase = P->ptrs.len;
		if (!parseTypeList(P, &numResultTypes, TOK_EOF))
			goto out;
		haveResultTypes = true;
	}

	PirValue **operands = (PirValue **)P->ptrs.data + ptrBase;
	/* Check operand types against the values; they type implicit inputs. */
	if (haveOperandTypes) {
		if (numOperandTypes != numOperands) {
			errorAt(P, &nameTok, "'%s' has %zu operands but its signature lists %zu operand types", info->name->str,
				numOperands, numOperandTypes);
			goto out;
		}
		for (size_t i = 0; i < numOperands; i++) {
			PirValue *v = ((PirValue **)P->ptrs.data)[ptrBase + i];
			PirType *ty = ((PirType **)P->ptrs.data)[operandTypeBase + i];
			PirToken *vt = &P->toks.data[operandTok + i];
			if (!v) {
				if (ty->kind != PIR_TYPE_NULL) {
					errorAt(P, &P->toks.data[operandTypeTok + i], "operand #%zu is <<NULL VALUE>>, so its type must be <<NULL TYPE>>", i);
					goto out;
				}
				continue;
			}
			if (v->isArg && v->scratch == UINT32_MAX) {
				v->type = ty;
				v->scratch = 0;
				continue;
			}
			if (v->type != ty) {
				char *want = pirTypeToString(P->ctx, v->type), *got = pirTypeToString(P->ctx, ty);
				errorAt(P, &P->toks.data[operandTypeTok + i],
					"type of operand #%zu (%.*s) is %s, but the signature says %s", i, (int)vt->len,
					vt->text, want, got);
				free(want);
				free(got);
				goto out;
			}
		}
	}
	if (haveResultTypes && numResultTypes != numResults) {
		errorAt(P, &nameTok, "'%s' has %zu results but %zu result types", info->name->str, numResults,
			numResultTypes);
		goto out;
	}
	if (!haveResultTypes && numResults && !info->iface.inferTypes) {
		expected(P, "':' and the op's type signature");
		goto out;
	}

	/* regions */
	PirType **opTypes = pirMalloc((numOperands + 1) * sizeof *opTypes);
	for (size_t i = 0; i < numOperands; i++) {
		PirValue *v = ((PirValue **)P->ptrs.data)[ptrBase + i];
		opTypes[i] = v ? v->type : pirTypeGetNull(P->ctx);
	}
	/* A '{' at the start of a later line, after an op whose definition
	 * takes no regions, is not a region: it opens the next program (op
	 * lines without braces, then a braced program). */
	bool takesNoRegions = info->def && info->def->maxRegions == 0;
	while (P->tok.kind == TOK_LBRACE && !(takesNoRegions && P->tok.lineStart)) {
		if (numRegions == UINT16_MAX) {
			free(opTypes);
			errorAt(P, &P->tok, "too many regions (at most %u)", UINT16_MAX);
			goto out;
		}
		regions = pirRealloc(regions, (numRegions + 1) * sizeof *regions);
		memset(&regions[numRegions], 0, sizeof *regions);
		RegionCtx rc = {info, opTypes, (uint32_t)numOperands, (uint32_t)numRegions};
		if (!parseRegion(P, &regions[numRegions++], &rc)) {
			free(opTypes);
			goto out;
		}
		if (tokIs(&P->tok, "else")) {
			next(P);
			if (P->tok.kind != TOK_LBRACE) {
				free(opTypes);
				expected(P, "'{' after 'else'");
				goto out;
			}
		}
	}
	free(opTypes);

	operands = (PirValue **)P->ptrs.data + ptrBase;
	PirOperationState st = {
		.info = info,
		.loc = locOf(P, &start),
		.numOperands = (uint32_t)numOperands,
		.numResults = (uint32_t)numResults,
		.numRegions = (uint32_t)numRegions,
		.numSuccessors = (uint32_t)numSucc,
		.operands = operands,
		.resultTypes = haveResultTypes ? (PirType **)P->ptrs.data + resultTypeBase : NULL,
		.attrs = attrs,
		.successors = succ,
	};
	PirOperation *op = pirOperationCreate(P->prog, &st);
	for (size_t i = 0; i < numRegions; i++) {
		PirRegion *r = &op->regions[i];
		for (PirBlock *b = regions[i].first, *nb; b; b = nb) {
			nb = b->next;
			pirRegionAppendBlock(r, b);
		}
	}
	if (!haveResultTypes && info->iface.inferTypes)
		info->iface.inferTypes(op);
	for (size_t i = 0; i < numResults; i++)
		if (!op->results[i].type) {
			errorAt(P, &start, "cannot infer the type of result #%zu of '%s'", i, info->name->str);
			goto out;
		}
	pirBlockAppendOp(block, op);
	for (size_t i = 0; i < numResults; i++)
		if (!defineName(P, &P->toks.data[tokBase + i], &op->results[i]))
			goto out;
	ok = true;
out:
	free(regions);
	P->ptrs.len = ptrBase;
	P->toks.len = tokBase;
	return ok;
}

/* ------------------------------------------------------------- programs */

/* Pass-manager banners: a line of "===---===", a title, the rule again. */
static bool atBanner(PirParser *P)
{
	return P->tok.kind == TOK_EQUAL && P->tok.lineStart && strncmp(P->tok.text, "===", 3) == 0;
}

static const char *lineAfter(const PirLexer *lx, const char *p)
{
	const char *e = memchr(p, '\n', (size_t)(lx->end - p));
	return e ? e + 1 : lx->end;
}

static bool isRuleLine(const PirLexer *lx, const char *p)
{
	while (p < lx->end && (*p == ' ' || *p == '\t'))
		p++;
	return lx->end - p >= 3 && strncmp(p, "===", 3) == 0;
}

/* A banner is the rule, then optionally a title line and the rule again:
 * at most three lines, so that a stray rule never swallows what follows. */
static void skipBanner(PirParser *P)
{
	PirLexer *lx = &P->lx;
	const char *second = lineAfter(lx, P->tok.text);
	const char *third = second < lx->end ? lineAfter(lx, second) : lx->end;
	int lines = 1;
	if (second < lx->end && isRuleLine(lx, second))
		lines = 2;
	else if (third < lx->end && isRuleLine(lx, third))
		lines = 3;
	const char *p = P->tok.text;
	for (int i = 0; i < lines && p < lx->end; i++) {
		p = lineAfter(lx, p);
		if (p[-1] == '\n') {
			lx->line++;
			lx->lineStartPtr = p;
		}
	}
	lx->p = p;
	next(P);
}

static bool startsOp(const PirToken *t)
{
	return t->kind == TOK_LPAREN || t->kind == TOK_STRING || t->kind == TOK_VALUE_ID;
}

/* Tells the caller which part of the input the parser is done with, every
 * few megabytes, so a mapped input file need not stay resident. */
static void released(PirParser *P)
{
	if (P->opts.consumed && P->tok.text - P->lastRelease >= (2 << 20)) {
		P->lastRelease = P->tok.text;
		P->opts.consumed(P->tok.text, P->opts.userData);
	}
}

/* Gives implicit inputs their types; fails if a use never said it. */
static bool finishImplicit(PirParser *P)
{
	for (size_t i = 0; i < P->implicit.len; i++) {
		NameEntry *e = P->implicit.data[i];
		if (e->value->scratch == UINT32_MAX) {
			PirToken t = {.line = e->line, .col = e->col};
			return errorAt(P, &t, "cannot infer the type of undefined value used here; it needs an op signature");
		}
	}
	return true;
}

static void resetNames(PirParser *P)
{
	free(P->numbered);
	P->numbered = NULL;
	P->numCap = 0;
	pirPtrMapFree(&P->named);
	pirArenaDestroy(&P->scratch);
	pirArenaInit(&P->scratch);
	pirPtrVecFree(&P->defined);
	P->implicit.len = 0;
}

/* source ::= (banner | '{' op* '}' | op+)*
 * A program is a brace block, or a run of op lines without braces. */
PirProgram *pirParserParseProgram(PirParser *P)
{
	if (P->failed)
		return NULL;
	while (atBanner(P))
		skipBanner(P);
	if (P->tok.kind == TOK_EOF)
		return NULL;
	resetNames(P);
	P->prog = pirProgramCreate(P->ctx);
	PirRegion *top = &P->prog->module->regions[0];
	PirBlock *block = top->first;
	PirToken open = P->tok;
	bool ok = true;
	if (P->tok.kind == TOK_LBRACE) {
		P->prog->module->loc = locOf(P, &open);
		next(P);
		PirPtrMap labels = {0};
		P->labels = &labels;
		for (;;) {
			if (P->tok.kind == TOK_RBRACE) {
				next(P);
				break;
			}
			if (P->tok.kind == TOK_EOF) {
				ok = errorAt(P, &P->tok, "expected '}' to close the program that opened at %u:%u, found end of input",
					     open.line, open.col);
				break;
			}
			if (P->tok.kind == TOK_BLOCK_ID && !block->first && !block->numArgs) {
				/* ^bb0(%arg_0: T): declares the program's inputs. */
				PirBlock *b;
				pirRegionRemoveBlock(top, block);
				if (!(ok = parseBlockLabel(P, top, &labels, &b)))
					break;
				block = b;
				continue;
			}
			if (!(ok = parseOp(P, block)))
				break;
			released(P);
		}
		for (size_t i = 0; ok && i < labels.cap; i++) {
			LabelEntry *e = labels.slots[i].value;
			if (labels.slots[i].key && !e->defined)
				ok = errorAt(P, &e->firstRef, "reference to undefined block '%.*s'", (int)e->firstRef.len,
					     e->firstRef.text);
		}
		P->labels = NULL;
		pirPtrMapFree(&labels);
	} else if (startsOp(&P->tok)) {
		P->prog->module->loc = locOf(P, &open);
		PirPtrMap labels = {0};
		P->labels = &labels;
		while (ok && startsOp(&P->tok)) {
			ok = parseOp(P, block);
			released(P);
		}
		if (ok && P->tok.kind != TOK_EOF && P->tok.kind != TOK_LBRACE && !atBanner(P))
			ok = expected(P, "an operation");
		P->labels = NULL;
		pirPtrMapFree(&labels);
	} else {
		ok = expected(P, "'{' or an operation");
	}
	if (ok)
		ok = finishImplicit(P);
	if (!ok) {
		pirProgramDestroy(P->prog);
		P->prog = NULL;
		return NULL;
	}
	PirProgram *prog = P->prog;
	P->prog = NULL;
	resetNames(P); /* the name table is not needed past the program */
	return prog;
}

PirParser *pirParserCreate(PirContext *ctx, const char *fileName, const char *buf, size_t len,
			   const PirParseOptions *opts)
{
	PirParser *P = pirCalloc(1, sizeof *P);
	P->ctx = ctx;
	P->file = pirIdentGetCStr(ctx, fileName);
	if (opts)
		P->opts = *opts;
	if (!P->opts.firstLine)
		P->opts.firstLine = 1;
	pirArenaInit(&P->scratch);
	if (!P->opts.sourceRegistered)
		pirContextAddSource(ctx, P->file, buf, len);
	size_t bad;
	pirLexerInit(&P->lx, buf, len, P->opts.firstLine);
	P->lastRelease = buf;
	if (!pirUtf8Validate(buf, len, &bad)) {
		/* Point at the bad byte. */
		uint32_t line = P->opts.firstLine;
		const char *ls = buf;
		for (size_t i = 0; i < bad; i++)
			if (buf[i] == '\n') {
				line++;
				ls = buf + i + 1;
			}
		PirToken t = {.line = line, .col = (uint32_t)(buf + bad - ls) + 1};
		if (buf[bad] == '\0')
			errorAt(P, &t, "unexpected NUL byte in the input");
		else
			errorAt(P, &t, "invalid UTF-8 byte 0x%02x in the input", (unsigned char)buf[bad]);
		return P;
	}
	next(P);
	return P;
}

bool pirParserFailed(const PirParser *P)
{
	return P->failed;
}

void pirParserDestroy(PirParser *P)
{
	if (!P)
		return;
	pirProgramDestroy(P->prog);
	free(P->numbered);
	pirPtrMapFree(&P->named);
	pirPtrVecFree(&P->defined);
	pirPtrVecFree(&P->implicit);
	pirPtrVecFree(&P->ptrs);
	cacheFree(&P->typeCache);
	cacheFree(&P->opCache);
	cacheFree(&P->dictCache);
	free(P->toks.data);
	free(P->str);
	pirArenaDestroy(&P->scratch);
	free(P);
}

/* ------------------------------------------------- single type/attribute */

PirType *pirParseTypeString(PirContext *ctx, const char *text, const char *name)
{
	PirParser *P = pirParserCreate(ctx, name, text, strlen(text), NULL);
	PirType *t = P->failed ? NULL : parseType(P);
	if (t && P->tok.kind != TOK_EOF) {
		expected(P, "end of the type");
		t = NULL;
	}
	pirParserDestroy(P);
	pirContextRemoveSource(ctx, text); /* diagnostics about it are out */
	return t;
}

PirAttribute *pirParseAttributeString(PirContext *ctx, const char *text, const char *name)
{
	PirParser *P = pirParserCreate(ctx, name, text, strlen(text), NULL);
	AttrResult r = {0};
	bool ok = !P->failed && parseAttr(P, &r);
	if (ok && P->tok.kind != TOK_EOF)
		ok = expected(P, "end of the attribute");
	pirParserDestroy(P);
	pirContextRemoveSource(ctx, text); /* diagnostics about it are out */
	return ok ? r.attr : NULL;
}
