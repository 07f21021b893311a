/* parser_impl.h: what the files of the reader share (parser.c: values,
 * regions, ops and programs; parse_type.c; parse_attribute.c;
 * parser_support.c: tokens, numbers, strings, caches). Internal functions
 * carry the pirP_ prefix. Not public. */
#ifndef PIR_PARSER_IMPL_H
#define PIR_PARSER_IMPL_H

#include "../sys/speed_paths.h"
#include "../ir/context_impl.h"
#include "lexer.h"
#include "text.h"

enum { MAX_TYPE_DEPTH = 200, NAME_PAGE = 1024 };

/* What a value name currently means: a link to the value (ir.h), 0 for
 * none. When the region that defined it closes, the entry is cleared and
 * the value kept in PirParser.closed, so that a use out of scope gets a
 * precise error. Four bytes a value: where a name was defined is not kept
 * but found again when an error needs it (definedAt in parser.c). */
typedef uint32_t NameEntry;

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

enum { TEXT_CACHE_MAX_LEN = 512, TEXT_CACHE_SETS = 128, TEXT_CACHE_TOUCHED = 32 };

typedef struct TextCache {
	TextCacheEntry *e; /* 2 * TEXT_CACHE_SETS entries, allocated on first use */
	bool ownsValues;   /* values are malloc'ed: freed when replaced or with the cache */
	/* The sets stored into, while there are at most TEXT_CACHE_TOUCHED
	 * (more: numTouched > TEXT_CACHE_TOUCHED), so that emptying a cache
	 * a small program used touches only those. */
	uint8_t touched[TEXT_CACHE_TOUCHED];
	unsigned numTouched;
} TextCache;

struct PirParser {
	PirContext *ctx;
	PirLexer lx;
	PirToken tok;
	PirIdent *file;
	PirParseOptions opts;
	bool failed;
	PirProgram *prog;
	unsigned depth;     /* regions (limited to opts.maxRegionDepth) */
	unsigned typeDepth; /* types and attributes nested in each other */
	unsigned tensorNest; /* tensor bodies being parsed (parse_type.c) */
	/* tensor types read so far in pir-opt's spelling (tensor<...>) and in a
	 * Paddle printer's (pd_op.tensor<...>, builtin.tensor<...>): parser.c
	 * tells pir-opt's canonical signatures by them (op_eras.h) */
	unsigned tensorsBare, tensorsPaddle;
	/* value names */
	NameEntry **numbered; /* %0, %1, ... by number: pages of NAME_PAGE entries */
	size_t numPages;
	PirPtrMap named; /* other names: PirIdent* -> NameEntry* */
	PirPtrVec defined; /* NameEntry* in definition order, for scopes */
	PirPtrVec implicit; /* NameEntry* of implicit inputs */
	PirArena scratch;   /* NameEntry storage for named values, ArgDef */
	PirPtrMap argDefs;  /* block arguments: PirValue* -> ArgDef* (definedAt) */
	PirPtrMap closed;   /* NameEntry* -> PirValue* of a name whose region closed */
	/* parse stacks */
	PirPtrVec ptrs;
	PirPtrVec succs;
	TokVec toks;
	char *str;
	size_t strCap;
	PirPtrMap *labels; /* block labels of the region being parsed */
	PirToken operandsOpen; /* '(' of the operand list being parsed, for hooks */
	const char *separator; /* region separator of the op whose region is being parsed */
	/* Programs repeat a few tensor types, op names and attribute
	 * dictionaries millions of times: what each spelling meant the last
	 * time it was read is cached (text -> object, direct-mapped). */
	TextCache typeCache, opCache, dictCache;
	TextCache tailCache; /* an op's attributes and signature (parser.c, readTail) */
	uint16_t lastTail[64]; /* by op: 1 + the tailCache entry it used last, 0: none */
	uint16_t lastOp[64];   /* by a guess from the spelling: 1 + the opCache entry used last */
	const char *lastRelease;
	/* The last '}' that closed a region while not aligned with the line
	 * that opened it: if an error follows, a note points at it. */
	PirToken strayClose, strayOpen;
};

/* Snapshot of the lexer for bounded look-ahead. */
typedef struct {
	PirLexer lx;
	PirToken tok;
} Mark;

/* A parsed attribute; untyped when its kind was guessed from an
 * unprefixed literal (2023 and late-2024 text), so that the op
 * definition may re-type it. */
typedef struct {
	PirAttribute *attr;
	bool untyped;
} AttrResult;

TextCacheEntry *pirP_cacheEntry(TextCache *c, const char *text, size_t len, const void *scope, uint32_t *hash);
void *pirP_cacheFind(TextCache *c, const char *text, size_t len, const void *scope, uint32_t *hash);
TextCacheEntry *pirP_cacheStore(TextCache *c, uint32_t hash, const char *text, size_t len, const void *scope, void *value);
void pirP_cacheTake(PirContext *ctx, TextCache *c);
void pirP_cacheRelease(PirContext *ctx, TextCache *c);
bool pirP_errorAt(PirParser *P, const PirToken *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *pirP_found(PirParser *P, char *buf, size_t n);
bool pirP_expected(PirParser *P, const char *what);
bool pirP_expect(PirParser *P, PirTokenKind k, const char *what);
bool pirP_unclosed(PirParser *P, PirTokenKind close, const PirToken *open, const char *what, bool orComma);
void pirP_noteClose(PirParser *P, const PirToken *open, const PirToken *close);
bool pirP_expectClose(PirParser *P, PirTokenKind close, const PirToken *open, const char *what);
bool pirP_tokVecPush(TokVec *v, PirToken t);
bool pirP_parseInt64(const char *s, size_t n, int64_t *out);
bool pirP_parseHex(const char *s, size_t n, uint64_t *out);
bool pirP_tokDouble(const PirToken *t, double *out);
bool pirP_tokFloat(const PirToken *t, float *out);
bool pirP_decodeString(PirParser *P, const PirToken *t, const char **out, size_t *outLen);
bool pirP_isTensorSpelling(PirParser *P, const PirToken *t, bool *vtensor);
PirType *pirP_parseType(PirParser *P);
bool pirP_parseAttr(PirParser *P, AttrResult *r);
bool pirP_parseAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out);
bool pirP_parseCachedAttrDict(PirParser *P, PirOpInfo *info, PirAttrDict **out);
bool pirP_atAttrDict(PirParser *P);

/* Small and hot: inline in every file of the reader. */
static inline PirLocation pirP_locOf(PirParser *P, const PirToken *t)
{
	return (PirLocation){P->file, t->line, t->col};
}

static inline __attribute__((always_inline)) void pirP_next(PirParser *P)
{
	pirLexerNextFast(&P->lx, &P->tok);
}

/* Whether t may start a type (parse_type.c reads it). */
static inline bool pirP_startsType(const PirToken *t)
{
	return t->kind == TOK_IDENT || t->kind == TOK_NULL_TYPE;
}

static inline bool pirP_tokIs(const PirToken *t, const char *s)
{
	size_t n = strlen(s);
	return t->kind == TOK_IDENT && t->len == n && memcmp(t->text, s, n) == 0;
}

/* Pushes on the parse stacks, with the common case (room left) inline. */
static inline void pirP_pushPtr(PirPtrVec *v, void *p)
{
	if (v->len < v->cap)
		v->data[v->len++] = p;
	else
		pirPtrVecPush(v, p);
}

static inline void pirP_pushTok(TokVec *v, const PirToken *t)
{
	if (v->len < v->cap)
		v->data[v->len++] = *t;
	else
		pirP_tokVecPush(v, *t);
}

/* Room for one more token on v, to be written in place. */
static inline PirToken *pirP_tokSlot(TokVec *v)
{
	if (v->len == v->cap)
		v->data = pirArrayGrow(v->data, v->len, &v->cap, sizeof *v->data, 64);
	return &v->data[v->len++];
}

static inline Mark pirP_mark(PirParser *P)
{
	return (Mark){P->lx, P->tok};
}

static inline void pirP_reset(PirParser *P, Mark m)
{
	P->lx = m.lx;
	P->tok = m.tok;
}

#endif
