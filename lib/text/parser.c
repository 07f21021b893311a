/* parser.c: recursive-descent reader of PIR text: programs, ops, regions
 * and value names (types are read in parse_type.c, attributes in
 * parse_attribute.c). It builds programs through the core API and accepts,
 * besides the canonical form, every spelling Paddle's printer used since
 * 2023 (docs/text-format.md lists them). The grammar rule each function reads is
 * written above it. The first error stops the parse; it names what was
 * expected and what was found. */
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "parser_hooks.h"
#include "parser_impl.h"
#include "../op_eras.h"

/* ---------------------------------------------------------------- names */

/* A name's entry (NULL if it has none and create is false). Out of line:
 * the first use of a page of numbers, and names that are not numbers. */
static __attribute__((noinline)) NameEntry *findNameSlow(PirParser *P, const PirToken *t, bool create)
{
	/* %123 is looked up by number (the lexer read it: t->num), anything
	 * else by interned name. */
	if (t->num) {
		/* Entries live in fixed pages that never move: P->defined and
		 * P->implicit hold pointers to them across growth. */
		size_t k = t->num - 1, page = k / NAME_PAGE, slot = k % NAME_PAGE;
		if (page >= P->numPages || !P->numbered[page]) {
			if (!create)
				return NULL;
			if (page >= P->numPages) {
				size_t old = P->numPages;
				P->numbered = pirArrayReserve(P->numbered, page + 1, &P->numPages, sizeof *P->numbered, 4);
				memset(P->numbered + old, 0, (P->numPages - old) * sizeof *P->numbered);
			}
			P->numbered[page] = pirCalloc(NAME_PAGE, sizeof **P->numbered);
		}
		NameEntry *e = &P->numbered[page][slot];
		return (*e || create) ? e : NULL;
	}
	PirIdent *id = pirIdentGet(P->ctx, t->text, t->len);
	NameEntry *e = pirPtrMapGet(&P->named, id);
	if (!e && create) {
		e = pirArenaAlloc(&P->scratch, sizeof *e);
		pirPtrMapPut(&P->named, id, e);
	}
	return e;
}

/* The entry of %num (num > 0) if its page exists, or NULL. */
static inline NameEntry *numberedEntry(PirParser *P, uint32_t num)
{
	size_t k = (size_t)num - 1, page = k / NAME_PAGE;
	return page < P->numPages && P->numbered[page] ? &P->numbered[page][k % NAME_PAGE] : NULL;
}

/* The common case inline: a number whose page exists. */
static inline NameEntry *findName(PirParser *P, const PirToken *t, bool create)
{
	NameEntry *e = t->num ? numberedEntry(P, t->num) : NULL;
	if (e)
		return (*e || create) ? e : NULL;
	return findNameSlow(P, t, create);
}

/* An entry is 0 (never defined), NAME_CLOSED (defined in a region that
 * has closed: the value is in P->closed, for the error message of a use)
 * or the value's link. Link 1 is never an object's (the IR range's first
 * page is not used: ir_range.h), and a definition asks P->closed only when
 * its entry says so: asked for every definition once any region had
 * closed, that lookup missed the cache on most of them. */
enum { NAME_CLOSED = 1 };

static inline bool entryDefined(NameEntry e)
{
	return e > NAME_CLOSED;
}

static inline PirValue *entryValue(NameEntry e)
{
	return pirLinkToPtr(e);
}

/* Where a block argument's name was written (for an implicit input:
 * where it was first used); op results are found from their op. */
typedef struct ArgDef {
	uint32_t line, col;
} ArgDef;

static void noteArgDef(PirParser *P, PirValue *v, const PirToken *t)
{
	ArgDef *d = pirArenaAlloc(&P->scratch, sizeof *d);
	d->line = t->line;
	d->col = t->col;
	pirPtrMapPut(&P->argDefs, v, d);
}

static bool isNameChar(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
	       c == '.' || c == '-';
}

/* Where the name `name` of value v was defined, for an error message. A
 * block argument's position was noted (ArgDef). An op result's name is the
 * first token spelled `name` from where its op starts (the results come
 * first), looked for on the op's line and the few after it; if the text
 * is not there, the op's own position. */
static PirToken definedAt(PirParser *P, PirValue *v, const char *name, size_t len)
{
	if (v->isArg) {
		ArgDef *d = pirPtrMapGet(&P->argDefs, v);
		return (PirToken){.line = d ? d->line : 0, .col = d ? d->col : 0};
	}
	PirLocation loc = pirOperationGetLoc(pirValueGetDefiningOp(v));
	for (uint32_t line = loc.line; line < loc.line + 16; line++) {
		size_t n;
		const char *s = pirContextGetSourceLine(P->ctx, loc.file ? loc.file : P->file, line, &n);
		if (!s)
			break;
		for (size_t i = line == loc.line && loc.col ? loc.col - 1 : 0; i + len <= n; i++)
			if (!memcmp(s + i, name, len) && (i + len == n || !isNameChar(s[i + len])) &&
			    (i == 0 || !isNameChar(s[i - 1])))
				return (PirToken){.line = line, .col = (uint32_t)i + 1};
	}
	return (PirToken){.line = loc.line, .col = loc.col};
}

static bool defineName(PirParser *P, const PirToken *t, PirValue *v)
{
	NameEntry *e = findName(P, t, true);
	if (entryDefined(*e)) {
		PirToken d = definedAt(P, entryValue(*e), t->text, t->len);
		return pirP_errorAt(P, t, "redefinition of value '%.*s' (first defined at %u:%u)", (int)t->len, t->text,
				    d.line, d.col);
	}
	if (*e == NAME_CLOSED)
		pirPtrMapPut(&P->closed, e, NULL); /* the name means v from now on */
	*e = pirLinkFromPtr(v);
	if (v->isArg)
		noteArgDef(P, v, t);
	if (P->depth) /* names of the top level never go out of scope */
		pirPtrVecPush(&P->defined, e);
	return true;
}

static PirValue *useName(PirParser *P, const PirToken *t)
{
	NameEntry *e = findName(P, t, true);
	if (entryDefined(*e))
		return entryValue(*e);
	PirValue *closed = *e == NAME_CLOSED ? pirPtrMapGet(&P->closed, e) : NULL;
	if (closed) {
		PirToken d = definedAt(P, closed, t->text, t->len);
		pirP_errorAt(P, t, "value '%.*s' is not visible here: it is defined at %u:%u inside a region that does not enclose this use",
			(int)t->len, t->text, d.line, d.col);
		return NULL;
	}
	if (!P->opts.allowUndefinedValues) {
		pirP_errorAt(P, t, "use of undefined value '%.*s'", (int)t->len, t->text);
		return NULL;
	}
	/* An implicit program input; its type comes from the op signature. */
	PirValue *v = pirBlockAddArgument(P->prog, pirProgramGetBlock(P->prog), pirTypeGetNull(P->ctx));
	v->state = 1; /* its state word: 1 while untyped (no use gave its type yet) */
	*e = pirLinkFromPtr(v);
	noteArgDef(P, v, t);
	pirPtrVecPush(&P->implicit, e);
	return v;
}

/* Closes a scope: names defined since `base` go out of view. */
static void popScope(PirParser *P, size_t base)
{
	for (size_t i = base; i < P->defined.len; i++) {
		NameEntry *e = P->defined.data[i];
		pirPtrMapPut(&P->closed, e, entryValue(*e));
		*e = NAME_CLOSED;
	}
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
		return pirP_errorAt(P, &t, "redefinition of block '%.*s'", (int)t.len, t.text);
	e->defined = true;
	pirP_next(P);
	if (P->tok.kind == TOK_LPAREN) {
		PirToken open = P->tok;
		pirP_next(P);
		while (P->tok.kind != TOK_RPAREN) {
			PirToken name = P->tok;
			if (!pirP_expect(P, TOK_VALUE_ID, "a block argument name"))
				return false;
			if (!pirP_expect(P, TOK_COLON, "':' and the type of the block argument"))
				return false;
			PirType *ty = pirP_parseType(P);
			if (!ty)
				return false;
			if (!defineName(P, &name, pirBlockAddArgument(P->prog, e->block, ty)))
				return false;
			if (P->tok.kind == TOK_COMMA)
				pirP_next(P);
			else if (P->tok.kind != TOK_RPAREN)
				return pirP_unclosed(P, TOK_RPAREN, &open, "block argument list", true);
		}
		pirP_next(P);
	}
	if (!pirP_expect(P, TOK_COLON, "':' after the block label"))
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
	pirP_next(P);
	if (b->numArgs || b->first)
		return pirP_errorAt(P, &caret, "block arguments must come first in the block");
	for (;;) {
		PirToken name = P->tok;
		if (!pirP_expect(P, TOK_VALUE_ID, "a block argument name after '^'"))
			return false;
		PirType *ty = NULL;
		if (rc->info->iface.blockArgType)
			ty = rc->info->iface.blockArgType(P, rc->operandTypes, rc->numOperands, rc->index, b->numArgs);
		if (!ty)
			return pirP_errorAt(P, &name, "cannot tell the type of block argument '%.*s' of '%s'; write ^bb0(%.*s: type)",
				       (int)name.len, name.text, rc->info->name->str, (int)name.len, name.text);
		if (!defineName(P, &name, pirBlockAddArgument(P->prog, b, ty)))
			return false;
		if (pirP_atAttrDict(P)) { /* newest Paddle: ^%arg_0 {stop_gradient:true}; dropped */
			PirAttrDict *ignored;
			if (!pirP_parseAttrDict(P, rc->info, &ignored))
				return false;
		}
		if (P->tok.kind != TOK_COMMA)
			return true;
		pirP_next(P);
	}
}

/* region ::= '{' (block-label | paddle-args | op)* '}' */
static bool parseRegion(PirParser *P, PirRegion *r, const RegionCtx *rc)
{
	PirToken open = P->tok;
	if (++P->depth > P->opts.maxRegionDepth) {
		P->depth--;
		return pirP_errorAt(P, &open, "regions nested too deeply (more than %u levels)", P->opts.maxRegionDepth);
	}
	pirP_next(P);
	size_t scope = P->defined.len;
	PirPtrMap labels = {0}, *outerLabels = P->labels;
	P->labels = &labels;
	/* Inside, the region separator ('else') of this op or of an op around
	 * it ends a type list and cannot start an op. */
	const char *outerSeparator = P->separator;
	if (rc->info->iface.regionSeparator)
		P->separator = rc->info->iface.regionSeparator;
	PirBlock *cur = NULL;
	bool ok = false;
	for (;;) {
		PirTokenKind k = P->tok.kind;
		if (k == TOK_RBRACE)
			break;
		/* The separator of the op's regions ('else') is never an op: the
		 * '}' of the region before it is missing. */
		const char *sep = P->separator;
		if (k == TOK_EOF || (k == TOK_IDENT && sep && pirP_tokIs(&P->tok, sep))) {
			pirP_unclosed(P, TOK_RBRACE, &open, "region", false);
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
			pirP_errorAt(P, &e->firstRef, "reference to undefined block '%.*s'", (int)e->firstRef.len, e->firstRef.text);
			goto out;
		}
	}
	pirP_noteClose(P, &open, &P->tok);
	pirP_next(P);
	ok = true;
out:
	P->labels = outerLabels;
	P->separator = outerSeparator;
	pirPtrMapFree(&labels);
	popScope(P, scope);
	P->depth--;
	return ok;
}

/* ------------------------------------------------------------------ ops */

/* Not inlined: its name buffer would otherwise sit in parseOp's frame. */
static PirOpInfo *resolveOpNameUncached(PirParser *P, const PirToken *t, uint32_t numResults) __attribute__((noinline));

/* numResults: how many results the op line names (for "did you mean"). */
static PirOpInfo *resolveOpName(PirParser *P, const PirToken *t, uint32_t numResults)
{
	if (!PIR_SPEED_ONLY(true)) /* the op-name cache */
		return resolveOpNameUncached(P, t, numResults);
	/* First a guess from the length and three bytes of the spelling (no
	 * hashing): the op cache entry a spelling like it used last. The byte
	 * before the last tells the multiply op from the subtract op of a
	 * dialect (same length, same middle and last bytes), which had
	 * evicted each other on every other op of a program. */
	const unsigned char *s = (const unsigned char *)t->text;
	uint32_t n = t->len;
	uint16_t *last = &P->lastOp[(n * 7u + s[n / 2] * 31u + s[n - 1 - (n > 1)] * 131u + s[n - 1]) %
				    (sizeof P->lastOp / sizeof *P->lastOp)];
	const TextCacheEntry *e = *last ? &P->opCache.e[*last - 1] : NULL;
	if (e && e->len == t->len && !memcmp(e->text, t->text, t->len))
		return e->value;
	uint32_t h;
	TextCacheEntry *found = pirP_cacheEntry(&P->opCache, t->text, t->len, NULL, &h);
	PirOpInfo *info = found ? found->value : NULL;
	if (!info && (info = resolveOpNameUncached(P, t, numResults)))
		found = pirP_cacheStore(&P->opCache, h, t->text, t->len, NULL, info);
	if (found)
		*last = (uint16_t)(found - P->opCache.e + 1);
	return info;
}

/* The number of operands in the list that follows the op name, counted in
 * the raw text ([id:N] skipped); UINT32_MAX when there is no list. */
static uint32_t countOperandsAhead(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p < end && *p == '[')
		while (p < end && *p != ']' && *p != '\n')
			p++;
	if (p < end && *p == ']')
		p++;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= end || *p != '(')
		return UINT32_MAX;
	uint32_t commas = 0, depth = 1;
	bool any = false;
	for (p++; p < end && *p != '\n'; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return any ? commas + 1 : 0;
		else if (*p == ',' && depth == 1)
			commas++;
		else if (*p != ' ' && *p != '\t')
			any = true;
	}
	return UINT32_MAX;
}

static PirOpInfo *resolveOpNameUncached(PirParser *P, const PirToken *t, uint32_t numResults)
{
	const char *s = t->text;
	size_t n = t->len;
	if (t->kind == TOK_STRING) {
		s++;
		n -= 2;
	}
	if (n == 0) {
		pirP_errorAt(P, t, "empty op name");
		return NULL;
	}
	PirIdent *name;
	PirOpInfo *info = pirContextResolveOpName(P->ctx, s, n, &name);
	if (info)
		return info;
	if (pirContextGetAllowUnregistered(P->ctx))
		return pirContextGetOrCreateOpInfo(P->ctx, name);
	/* Suggest only a name that takes as many operands and results as this
	 * line has. */
	PirUnknownOp u = pirContextExplainUnknownOp(P->ctx, name, countOperandsAhead(P->lx.p, P->lx.end), numResults);
	char msg[512];
	pirUnknownOpMessage(&u, true, msg, sizeof msg);
	pirP_errorAt(P, t, "%s", msg);
	return NULL;
}

/* value-use ::= value-id | '<<NULL VALUE>>' */
static bool parseUse(PirParser *P, size_t *count)
{
	if (P->tok.kind == TOK_NULL_VALUE) {
		pirP_pushPtr(&P->ptrs, NULL);
	} else if (P->tok.kind == TOK_VALUE_ID) {
		PirValue *v = useName(P, &P->tok);
		if (!v)
			return false;
		pirP_pushPtr(&P->ptrs, v);
	} else {
		return pirP_expected(P, "a value such as %0");
	}
	pirP_pushTok(&P->toks, &P->tok);
	(*count)++;
	pirP_next(P);
	return true;
}

/* ------------------------------------------------------- parse hooks */
/* The calls a dialect's custom syntax makes (parser_hooks.h). */

bool pirParserAcceptKeywordAssign(PirParser *P, const char *kw)
{
	if (!pirP_tokIs(&P->tok, kw) || *P->lx.p != '=')
		return false;
	pirP_next(P);
	pirP_next(P);
	return true;
}

bool pirParserExpectKeywordAssign(PirParser *P, const char *kw)
{
	if (pirParserAcceptKeywordAssign(P, kw))
		return true;
	char what[64];
	snprintf(what, sizeof what, "'%s='", kw);
	return pirP_expected(P, what);
}

bool pirParserAtOperand(PirParser *P)
{
	return P->tok.kind == TOK_VALUE_ID || P->tok.kind == TOK_NULL_VALUE;
}

bool pirParserParseOperand(PirParser *P, size_t *count)
{
	return parseUse(P, count);
}

bool pirParserAcceptComma(PirParser *P)
{
	if (P->tok.kind != TOK_COMMA)
		return false;
	pirP_next(P);
	return true;
}

bool pirParserCloseOperands(PirParser *P, const char *what)
{
	return pirP_expectClose(P, TOK_RPAREN, &P->operandsOpen, what);
}

/* operands ::= '(' (value-use (',' value-use)*)? ')'
 *            | '(' custom-operands    (the op's parseOperands hook, e.g.
 *                                      Paddle's while: cond=%c, inputs=%a, %b) */
static bool parseOperands(PirParser *P, PirOpInfo *info, size_t *count)
{
	PirToken open = P->tok;
	if (!pirP_expect(P, TOK_LPAREN, "'(' before the operand list"))
		return false;
	if (info->iface.parseOperands) {
		bool handled = false;
		P->operandsOpen = open;
		if (!info->iface.parseOperands(P, count, &handled))
			return false;
		if (handled)
			return true;
	}
	while (P->tok.kind != TOK_RPAREN) {
		if (P->tok.kind == TOK_EOF)
			return pirP_unclosed(P, TOK_RPAREN, &open, "operand list", false);
		if (!parseUse(P, count))
			return false;
		if (P->tok.kind == TOK_COMMA)
			pirP_next(P);
		else if (P->tok.kind != TOK_RPAREN)
			return pirP_unclosed(P, TOK_RPAREN, &open, "operand list", true);
	}
	pirP_next(P);
	return true;
}

/* type-list ::= (type (',' type)*)?   pushed on P->ptrs */
static bool parseTypeList(PirParser *P, size_t *count, PirTokenKind close, const PirToken *open, const char *sep)
{
	while (pirP_startsType(&P->tok) && !(sep && pirP_tokIs(&P->tok, sep))) {
		pirP_pushTok(&P->toks, &P->tok);
		PirType *t = pirP_parseType(P);
		if (!t)
			return false;
		pirP_pushPtr(&P->ptrs, t);
		(*count)++;
		if (P->tok.kind != TOK_COMMA)
			break;
		pirP_next(P);
	}
	if (close != TOK_EOF && P->tok.kind != close)
		return close == TOK_RPAREN ? pirP_unclosed(P, close, open, "operand type list", true) : pirP_expected(P, "a type");
	return true;
}

/* op ::= results? op-name operands successors? attr-dict? signature? regions
 * results ::= '(' (value-id (',' value-id)*)? ')' '=' | value-id (',' value-id)* '='
 * op-name ::= string | ident
 * successors ::= '[' block-id (',' block-id)* ']'   |  '[' value-use, ... ']' (2023 while inputs)
 * signature ::= ':' '(' type-list ')' '->' type-list | '->' type-list
 * regions ::= (region ('else'? region)*)? */
/* The type an operand definition fixes, or NULL: a handle type is named
 * exactly; a bool tensor (an if's condition) is taken as Paddle's dy2st
 * writes conditions, tensor<1xb>. */
static PirType *typeFixedBy(PirParser *P, const PirValueDef *d)
{
	if (d->constraint == PIR_TC_HANDLE && d->typeName)
		return pirTypeGetDialect(P->ctx, d->typeName->str, d->typeName->len);
	if (d->constraint == PIR_TC_BOOL_TENSOR) {
		int64_t one = 1;
		return pirTypeGetTensor(P->ctx, pirTypeGetScalar(P->ctx, PIR_TYPE_BOOL), 1, &one);
	}
	return NULL;
}

/* "[id:N]" after the op name; the id is not kept. */
static bool skipOpId(PirParser *P)
{
	pirP_next(P);
	if (!pirP_tokIs(&P->tok, "id"))
		return pirP_expected(P, "'id' in the op id [id:N] (operands come in parentheses)");
	pirP_next(P);
	if (!pirP_expect(P, TOK_COLON, "':' in the op id [id:N]"))
		return false;
	if (P->tok.kind != TOK_INT)
		return pirP_expected(P, "the number of the op id [id:N]");
	pirP_next(P);
	return pirP_expect(P, TOK_RBRACKET, "']' to close the op id [id:N]");
}

/* What an op's tail (its attribute dictionary and signature) says; its
 * types are on P->ptrs from operandTypeBase and resultTypeBase. */
typedef struct OpTail {
	PirAttrDict *attrs;
	size_t numOperandTypes, numResultTypes;
	bool haveOperandTypes, haveResultTypes;
	bool checked; /* the operands were checked against the types (tailFits) */
	/* The signature spells its tensors as pir-opt does (`tensor<...>`) and
	 * none as a Paddle printer did (`pd_op.tensor<...>`, `builtin.tensor<...>`):
	 * pir-opt's canonical text, in today's signature (op_eras.h). */
	bool spelledToday;
	size_t operandTypeBase, resultTypeBase, operandTypeTok;
} OpTail;

static bool parseSignature(PirParser *P, OpTail *t);

/* op-tail ::= attr-dict? signature? */
static bool parseTail(PirParser *P, PirOpInfo *info, OpTail *t)
{
	memset(t, 0, sizeof *t);
	if (P->tok.kind == TOK_LBRACE && !pirP_parseCachedAttrDict(P, info, &t->attrs))
		return false;
	unsigned bare = P->tensorsBare, paddle = P->tensorsPaddle;
	if (!parseSignature(P, t))
		return false;
	t->spelledToday = P->tensorsBare > bare && P->tensorsPaddle == paddle;
	return true;
}

/* signature ::= ':' '(' type-list ')' '->' type-list | '->' type-list */
static bool parseSignature(PirParser *P, OpTail *t)
{
	if (P->tok.kind == TOK_COLON) {
		pirP_next(P);
		PirToken open = P->tok;
		if (!pirP_expect(P, TOK_LPAREN, "'(' before the operand types"))
			return false;
		t->operandTypeBase = P->ptrs.len;
		t->operandTypeTok = P->toks.len;
		if (!parseTypeList(P, &t->numOperandTypes, TOK_RPAREN, &open, P->separator))
			return false;
		pirP_next(P);
		t->haveOperandTypes = true;
		if (!pirP_expect(P, TOK_ARROW, "'->' after the operand types"))
			return false;
		t->resultTypeBase = P->ptrs.len;
		if (!parseTypeList(P, &t->numResultTypes, TOK_EOF, NULL, P->separator))
			return false;
		t->haveResultTypes = true;
	} else if (P->tok.kind == TOK_ARROW) {
		pirP_next(P);
		t->resultTypeBase = P->ptrs.len;
		if (!parseTypeList(P, &t->numResultTypes, TOK_EOF, NULL, P->separator))
			return false;
		t->haveResultTypes = true;
	}
	return true;
}

/* A tail read before, as the tail cache keeps it. */
typedef struct CachedTail {
	PirAttrDict *attrs;
	uint32_t numOperandTypes, numResultTypes;
	bool haveOperandTypes, haveResultTypes, spelledToday;
	PirType *types[]; /* operand types, then result types */
} CachedTail;

/* The operands on P->ptrs agree with the cached operand types: checking
 * them against the signature (below, in parseOp) cannot fail. */
static bool tailFits(PirParser *P, const CachedTail *c, size_t ptrBase, size_t numOperands)
{
	if (!c->haveOperandTypes)
		return true;
	if (c->numOperandTypes != numOperands)
		return false;
	for (size_t i = 0; i < numOperands; i++) {
		PirValue *v = P->ptrs.data[ptrBase + i];
		PirType *ty = c->types[i];
		if (v ? !(pirValueGetType(v) == ty || (v->isArg && v->state)) : ty->kind != PIR_TYPE_NULL)
			return false;
	}
	return true;
}

/* Would parseTail have read on, past the end of the cached tail's line? */
static bool continuesTail(const PirParser *P, const CachedTail *c)
{
	PirTokenKind k = P->tok.kind;
	return k == TOK_COMMA || k == TOK_COLON || k == TOK_ARROW ||
	       (pirP_startsType(&P->tok) && (!c->haveResultTypes || c->numResultTypes == 0));
}

/* parseTail read exactly the text from start to lineEnd: the next token is
 * on a later line with only white space before it, and the line ends with
 * the last token read (no trailing space or comment). */
static bool tailIsLine(const PirParser *P, const char *start, const char *lineEnd)
{
	unsigned char last = (unsigned char)lineEnd[-1];
	if (lineEnd == start || last == ' ' || last == '\t' || last == '\r' || last >= 0x80 ||
	    memchr(start, '/', (size_t)(lineEnd - start)) || P->tok.text < lineEnd)
		return false;
	for (const char *q = lineEnd; q < P->tok.text; q++)
		if (*q != ' ' && *q != '\t' && *q != '\r' && *q != '\n')
			return false;
	return true;
}

/* Programs repeat a few op tails millions of times (the same attributes
 * and types on every op of a kind). When the tail is the rest of its line,
 * what it meant is cached by its exact spelling (and the op). A cached
 * tail is taken when the operands agree with its types and the token after
 * the line does not continue it; otherwise the tail is read token by token,
 * which also reports any error in it. */
static bool readTail(PirParser *P, PirOpInfo *info, bool cacheable, size_t ptrBase, size_t numOperands, OpTail *t)
{
	PirTokenKind k = P->tok.kind;
	if (!PIR_SPEED_ONLY(cacheable) || (k != TOK_LBRACE && k != TOK_COLON && k != TOK_ARROW))
		return parseTail(P, info, t);
	const char *start = P->tok.text;
	/* The tail this op kind had the last time is compared first, without
	 * hashing the line or searching for its end: a cached tail never holds
	 * a line break, so if the text matches it and a line break (or the end
	 * of input) follows, the line is that tail. */
	uint16_t *last = &P->lastTail[((uintptr_t)info >> 6) % (sizeof P->lastTail / sizeof *P->lastTail)];
	const TextCacheEntry *e = *last ? &P->tailCache.e[*last - 1] : NULL;
	const char *lineEnd;
	size_t len;
	const CachedTail *c = NULL;
	uint32_t h = 0;
	if (e && e->scope == info && e->len <= (size_t)(P->lx.end - start) &&
	    (start[e->len] == '\n' || start + e->len == P->lx.end) && !memcmp(e->text, start, e->len)) {
		c = e->value;
		len = e->len;
		lineEnd = start + len;
		goto found;
	}
	/* Look no further than a cacheable tail could reach: on a program
	 * written on one line, a search to the line's end would be quadratic. */
	size_t rest = (size_t)(P->lx.end - start);
	size_t reach = rest < TEXT_CACHE_MAX_LEN + 1 ? rest : TEXT_CACHE_MAX_LEN + 1;
	lineEnd = memchr(start, '\n', reach);
	if (!lineEnd) {
		if (reach < rest)
			return parseTail(P, info, t);
		lineEnd = P->lx.end;
	}
	len = (size_t)(lineEnd - start);
	if (len > TEXT_CACHE_MAX_LEN)
		return parseTail(P, info, t);
	const TextCacheEntry *hit = pirP_cacheEntry(&P->tailCache, start, len, info, &h);
	if (hit) {
		c = hit->value;
		*last = (uint16_t)(hit - P->tailCache.e + 1);
	}
found:
	if (c && tailFits(P, c, ptrBase, numOperands)) {
		Mark m = pirP_mark(P);
		P->lx.p = lineEnd;
		pirP_next(P);
		if (!continuesTail(P, c)) {
			*t = (OpTail){.attrs = c->attrs,
				      .numOperandTypes = c->numOperandTypes,
				      .numResultTypes = c->numResultTypes,
				      .haveOperandTypes = c->haveOperandTypes,
				      .haveResultTypes = c->haveResultTypes,
				      .checked = true,
				      .spelledToday = c->spelledToday,
				      .operandTypeBase = P->ptrs.len,
				      .resultTypeBase = P->ptrs.len + c->numOperandTypes,
				      .operandTypeTok = P->toks.len};
			for (uint32_t i = 0; i < c->numOperandTypes + c->numResultTypes; i++)
				pirP_pushPtr(&P->ptrs, c->types[i]);
			return true;
		}
		pirP_reset(P, m);
	}
	if (!parseTail(P, info, t))
		return false;
	if (!c && tailIsLine(P, start, lineEnd)) {
		size_t n = t->numOperandTypes + t->numResultTypes;
		CachedTail *nc = pirMalloc(sizeof *nc + n * sizeof *nc->types);
		*nc = (CachedTail){t->attrs, (uint32_t)t->numOperandTypes, (uint32_t)t->numResultTypes,
				   t->haveOperandTypes, t->haveResultTypes, t->spelledToday};
		for (size_t i = 0; i < t->numOperandTypes; i++)
			nc->types[i] = P->ptrs.data[t->operandTypeBase + i];
		for (size_t i = 0; i < t->numResultTypes; i++)
			nc->types[t->numOperandTypes + i] = P->ptrs.data[t->resultTypeBase + i];
		pirP_cacheStore(&P->tailCache, h, start, len, info, nc);
		*last = 1 + 2 * (uint16_t)(h % TEXT_CACHE_SETS); /* the newest is first in its set */
	}
	return true;
}

/* %N in the dense name table, at q (its '%'), as a token of the line
 * that starts at lineStart; NULL if the name is of another kind. Reads the
 * digits as the lexer does (pirLexerValueNumber); the caller checks that
 * the byte after them ends the name. */
static inline const char *rawNumber(const char *q, const char *lineStart, uint32_t line, uint32_t *num, TokVec *toks)
{
	if (*q != '%')
		return NULL;
	const char *p = q + 1;
	uint32_t v = 0;
	unsigned d;
	for (; (d = (unsigned)((unsigned char)*p - '0')) < 10; p++)
		v = v * 10 + d;
	if (!(*num = pirLexerValueNumber(q, p, p, v)))
		return NULL;
	/* Written in place, field by field: a token built on the stack and
	 * copied would be read back in wider pieces than it was written,
	 * which stalls (store forwarding). */
	PirToken *t = pirP_tokSlot(toks);
	t->kind = TOK_VALUE_ID;
	t->num = *num;
	t->text = q;
	t->len = (uint32_t)(p - q);
	t->line = line;
	t->col = (uint32_t)(q - lineStart) + 1;
	t->lineStart = false;
	t->paddleEscapes = false;
	return p;
}

/* A raw list of %N names up to its ')' ("%1, %2)"), at q: their tokens go
 * on P->toks and, for operands, their values on P->ptrs (each must be
 * defined and in view). The ')' and the count n; NULL if the list is not
 * of that form. */
static inline __attribute__((always_inline)) const char *rawNameList(PirParser *P, const char *q, const char *lineStart, uint32_t line, bool operands,
			       size_t *n)
{
	uint32_t num;
	*n = 0;
	if (*q == ')')
		return q;
	for (;;) {
		if (!(q = rawNumber(q, lineStart, line, &num, &P->toks)))
			return NULL;
		if (operands) {
			NameEntry *e = numberedEntry(P, num);
			if (!e || !entryDefined(*e))
				return NULL;
			pirP_pushPtr(&P->ptrs, entryValue(*e));
		}
		++*n;
		if (*q == ')')
			return q;
		if (q[0] != ',' || q[1] != ' ')
			return NULL;
		q += 2;
	}
}

typedef enum { HEAD_SLOW, HEAD_READ, HEAD_ERROR } HeadResult;

/* The head of an op in its most common spelling, read from the raw text
 * without the lexer: (%N, %N) = "dialect.op" (%N, %N) on one line, with
 * single spaces, every %N a plain number (the dense name table) and every
 * operand defined and in view. It leaves what the general path leaves:
 * the result and operand tokens on P->toks, the operands on P->ptrs and
 * the token after the operand list current. HEAD_SLOW: the text is not of
 * that form (or an operand would be an error, or the op reads its operands
 * itself) and nothing was read; the general path reads it, and reports
 * any error exactly as before. HEAD_ERROR: the op name is unknown (the
 * error the general path gives at that point has been reported). */
static HeadResult fastHead(PirParser *P, size_t *numResults, PirToken *nameTok, PirOpInfo **info, size_t *numOperands)
{
	const char *q = P->lx.p, *ls = P->lx.lineStartPtr;
	size_t tokBase = P->toks.len, ptrBase = P->ptrs.len;
	uint32_t line = P->lx.line;
	size_t n;
	if (!(q = rawNameList(P, q, ls, line, false, &n)))
		goto slow;
	if (!(q[0] == ')' && q[1] == ' ' && q[2] == '=' && q[3] == ' ' && q[4] == '"'))
		goto slow;
	const char *s = q + 4, *p = s + 1;
#ifdef __SSE2__
	if (P->lx.end - p >= 16) {
		/* The name's closing quote (or what stops a string: a backslash, a line
		 * break, NUL) among the next 16 bytes, in one compare. */
		__m128i b = _mm_loadu_si128((const __m128i *)p);
		__m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, _mm_set1_epi8('"')), _mm_cmpeq_epi8(b, _mm_set1_epi8('\\'))),
					    _mm_or_si128(_mm_cmpeq_epi8(b, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(b, _mm_setzero_si128())));
		unsigned m = (unsigned)_mm_movemask_epi8(stop);
		p += m ? __builtin_ctz(m) : 16;
	}
#endif
	while (!(pirLexerCharClass[(unsigned char)*p] & C_STRSTOP))
		p++;
	if (!(p[0] == '"' && p[1] == ' ' && p[2] == '('))
		goto slow;
	*nameTok = (PirToken){.kind = TOK_STRING, .text = s, .len = (uint32_t)(p + 1 - s), .line = line,
			      .col = (uint32_t)(s - ls) + 1};
	/* The lexer is left after the name, as the general path leaves it: an
	 * unknown name's error counts the operands that follow. */
	const char *headStart = P->lx.p;
	P->lx.p = p + 1;
	if (!(*info = resolveOpName(P, nameTok, (uint32_t)n)))
		return HEAD_ERROR;
	P->lx.p = headStart;
	if ((*info)->iface.parseOperands)
		goto slow;
	/* *numResults and *numOperands are left alone on the slow path, which
	 * counts from them. */
	size_t results = n;
	if (!(q = rawNameList(P, p + 3, ls, line, true, &n)))
		goto slow;
	*numResults = results;
	*numOperands = n;
	P->lx.p = q + 1;
	pirP_next(P);
	return HEAD_READ;
slow:
	P->toks.len = tokBase;
	P->ptrs.len = ptrBase;
	return HEAD_SLOW;
}

/* op ::= results? op-name op-id? operands successors? op-tail regions?
 * Its steps, in order: the head (results, name and operands: fastHead on
 * the common spelling, else readResultNames, the name and parseOperands),
 * the successor list, the tail (attributes and signature: readTail), the
 * operand and result types checked against the values (checkOpTypes), the
 * regions (here: the one step that recurses, so parseOp's own frame stays
 * small), and the op built and its results named (buildOp). Each step
 * reports its error and returns false; parseOp then drops what the op had
 * pushed on the parser's stacks. */

/* The op's result names, kept as tokens until the op exists; '=' after them. */
static bool readResultNames(PirParser *P, size_t *count)
{
	size_t numResults = 0;
	/* results: names are kept as tokens until the op exists */
	if (P->tok.kind == TOK_LPAREN) {
		PirToken open = P->tok;
		pirP_next(P);
		while (P->tok.kind == TOK_VALUE_ID) {
			pirP_pushTok(&P->toks, &P->tok);
			numResults++;
			pirP_next(P);
			if (P->tok.kind != TOK_COMMA)
				break;
			pirP_next(P);
		}
		if (!pirP_expectClose(P, TOK_RPAREN, &open, "result list"))
			return false;
		if (!pirP_expect(P, TOK_EQUAL, "'=' after the results"))
			return false;
	} else if (P->tok.kind == TOK_VALUE_ID) {
		for (;;) {
			pirP_pushTok(&P->toks, &P->tok);
			numResults++;
			pirP_next(P);
			if (P->tok.kind != TOK_COMMA)
				break;
			pirP_next(P);
			if (P->tok.kind != TOK_VALUE_ID) {
				pirP_expected(P, "a result name");
				return false;
			}
		}
		if (!pirP_expect(P, TOK_EQUAL, "'=' after the results"))
			return false;
	}
	*count = numResults;
	return true;
}

/* successors ::= '[' (value | block-label) (',' ...)* ']': the values are
 * more operands (numOperands counts them), the labels go on P->succs. */
static bool parseSuccessorList(PirParser *P, size_t *numOperands, size_t *count)
{
	size_t numSucc = 0;
	if (P->tok.kind == TOK_LBRACKET) {
		PirToken open = P->tok;
		pirP_next(P);
		while (P->tok.kind != TOK_RBRACKET) {
			if (P->tok.kind == TOK_VALUE_ID || P->tok.kind == TOK_NULL_VALUE) {
				if (numSucc) {
					pirP_expected(P, "a block label");
					return false;
				}
				if (!parseUse(P, numOperands))
					return false;
			} else if (P->tok.kind == TOK_BLOCK_ID) {
				if (numSucc == 64) {
					pirP_errorAt(P, &P->tok, "too many successors (at most 64)");
					return false;
				}
				pirPtrVecPush(&P->succs, label(P, P->labels, &P->tok)->block);
				numSucc++;
				pirP_next(P);
			} else {
				pirP_expected(P, "a block label or a value");
				return false;
			}
			if (P->tok.kind == TOK_COMMA)
				pirP_next(P);
			else if (P->tok.kind != TOK_RBRACKET) {
				pirP_unclosed(P, TOK_RBRACKET, &open, "successor list", true);
				return false;
			}
		}
		pirP_next(P);
	}

	*count = numSucc;
	return true;
}

/* The signature's operand types against the operand values (typing the
 * implicit inputs they are the first use of), and its result count. */
static bool checkOpTypes(PirParser *P, PirOpInfo *info, const OpTail *sigp, const PirToken *nameTokp, size_t ptrBase,
			 size_t numOperands, size_t operandTok, size_t numResults)
{
	const OpTail *sig = sigp;
	const PirToken *nameTok = nameTokp;
	size_t numOperandTypes = sig->numOperandTypes, numResultTypes = sig->numResultTypes;
	bool haveOperandTypes = sig->haveOperandTypes, haveResultTypes = sig->haveResultTypes;
	size_t operandTypeBase = sig->operandTypeBase;
	size_t operandTypeTok = sig->operandTypeTok;

	/* Check operand types against the values; they type implicit inputs.
	 * A cached tail was checked already (tailFits): what is left is
	 * typing implicit inputs, and there are none unless some were used. */
	if (haveOperandTypes && !(sig->checked && !P->implicit.len)) {
		if (numOperandTypes != numOperands) {
			pirP_errorAt(P, nameTok, "'%s' has %zu operands but its signature lists %zu operand types", info->name->str,
				numOperands, numOperandTypes);
			return false;
		}
		for (size_t i = 0; i < numOperands; i++) {
			PirValue *v = ((PirValue **)P->ptrs.data)[ptrBase + i];
			PirType *ty = ((PirType **)P->ptrs.data)[operandTypeBase + i];
			PirToken *vt = &P->toks.data[operandTok + i];
			if (!v) {
				if (ty->kind != PIR_TYPE_NULL) {
					pirP_errorAt(P, &P->toks.data[operandTypeTok + i], "operand #%zu is <<NULL VALUE>>, so its type must be <<NULL TYPE>>", i);
					return false;
				}
				continue;
			}
			if (v->isArg && v->state) {
				pirValueSetType(v, ty);
				v->state = 0;
				continue;
			}
			if (pirValueGetType(v) != ty) {
				char *want = pirTypeToString(P->ctx, pirValueGetType(v)),
				     *got = pirTypeToString(P->ctx, ty);
				pirP_errorAt(P, &P->toks.data[operandTypeTok + i],
					"type of operand #%zu (%.*s) is %s, but the signature says %s", i, (int)vt->len,
					vt->text, want, got);
				free(want);
				free(got);
				return false;
			}
		}
	}
	/* Without operand types (the custom if form), an implicit input gets the
	 * type its operand's definition fixes. */
	if (!haveOperandTypes && info->def)
		for (size_t i = 0; i < numOperands; i++) {
			PirValue *v = ((PirValue **)P->ptrs.data)[ptrBase + i];
			const PirValueDef *d;
			PirType *ty;
			if (v && v->isArg && v->state &&
			    (d = pirOpDefMatchValue(info->def->inputs, info->def->numInputs, (uint32_t)numOperands,
						    (uint32_t)i)) &&
			    (ty = typeFixedBy(P, d))) {
				pirValueSetType(v, ty);
				v->state = 0;
			}
		}
	if (haveResultTypes && numResultTypes != numResults) {
		pirP_errorAt(P, nameTok, "'%s' has %zu results but %zu result types", info->name->str, numResults,
			numResultTypes);
		return false;
	}
	if (!haveResultTypes && numResults && !info->iface.inferTypes) {
		pirP_expected(P, "':' and the op's type signature");
		return false;
	}

	return true;
}

/* Makes the op (in today's form when it is written in an older era's
 * signature, op_eras.h), moves the parsed regions' blocks into it, appends
 * it to block and defines its result names. */
static bool buildOp(PirParser *P, PirBlock *block, PirOpInfo *info, const OpTail *sig, const PirToken *start,
		    const PirToken *nameTok, size_t tokBase, size_t ptrBase, size_t succBase, size_t numOperands,
		    size_t numResults, size_t numSucc, PirRegion *regions, size_t numRegions)
{
	bool ok = false;
	PirEraUpgrade up;
	int era = 0;
	PirAttrDict *attrs = sig->attrs;
	bool haveResultTypes = sig->haveResultTypes;
	size_t resultTypeBase = sig->resultTypeBase;
	PirValue **operands;
	/* The op header keeps 24-bit counts (ir.h). */
	if (numOperands > PIR_MAX_OPERANDS || numResults > PIR_MAX_RESULTS) {
		pirP_errorAt(P, start, "op has %zu %s; at most %u are supported",
			     numOperands > PIR_MAX_OPERANDS ? numOperands : numResults,
			     numOperands > PIR_MAX_OPERANDS ? "operands" : "results", PIR_MAX_OPERANDS);
		goto out;
	}
	operands = (PirValue **)P->ptrs.data + ptrBase;
	/* An op written in an older signature is read in today's (op_eras.h). */
	era = haveResultTypes ? pirOpEraUpgrade(P->ctx, info, (uint32_t)numOperands, operands, (uint32_t)numResults,
						(PirType **)P->ptrs.data + resultTypeBase, attrs,
						sig->spelledToday ? PIR_ERA_WRITER_TODAY : PIR_ERA_WRITER_ANY, &up)
			      : 0;
	if (era < 0) {
		pirP_errorAt(P, nameTok, "%s", up.error);
		pirEraUpgradeFree(&up);
		return false;
	}
	PirOperationState st = {
		.info = info,
		.loc = pirP_locOf(P, start),
		.numOperands = (uint32_t)numOperands,
		.numResults = (uint32_t)numResults,
		.numRegions = (uint32_t)numRegions,
		.numSuccessors = (uint32_t)numSucc,
		.operands = operands,
		.resultTypes = haveResultTypes ? (PirType **)P->ptrs.data + resultTypeBase : NULL,
		.attrs = attrs,
		.successors = (PirBlock **)P->succs.data + succBase,
	};
	if (era > 0) {
		st.numOperands = up.numOperands;
		st.operands = up.operands;
		st.numResults = up.numResults;
		st.resultTypes = up.resultTypes;
		st.attrs = up.attrs;
	}
	PirOperation *op = pirOperationCreate(P->prog, &st);
	for (size_t i = 0; i < numRegions; i++) {
		PirRegion *r = pirOperationGetRegion(op, i);
		for (PirBlock *b = regions[i].first, *nb; b; b = nb) {
			nb = b->next;
			pirRegionAppendBlock(r, b);
		}
	}
	if (!haveResultTypes && info->iface.inferTypes)
		info->iface.inferTypes(op);
	for (size_t i = 0; i < st.numResults; i++)
		if (!pirOperationGetResultType(op, i)) {
			pirP_errorAt(P, start, "cannot infer the type of result #%zu of '%s'", i, info->name->str);
			goto out;
		}
	pirBlockAppendOp(block, op);
	for (size_t i = 0; i < numResults; i++) {
		int32_t k = era > 0 ? up.resultPos[i] : (int32_t)i;
		if (k < 0) {
			pirP_errorAt(P, &P->toks.data[tokBase + i],
				"result #%zu of '%s' (era %s) has no place in today's form of the op", i, info->name->str,
				up.era->label->str);
			goto out;
		}
		if (!defineName(P, &P->toks.data[tokBase + i], pirOperationGetResult(op, (uint32_t)k)))
			goto out;
	}
	ok = true;
out:
	if (era > 0)
		pirEraUpgradeFree(&up);
	return ok;
}

static bool parseOp(PirParser *P, PirBlock *block)
{
	PirToken start = P->tok;
	size_t ptrBase = P->ptrs.len, tokBase = P->toks.len;
	/* Successors go on a stack of the parser, not in this frame: parseOp
	 * recurses once per region level, so its frame is kept small. */
	size_t succBase = P->succs.len;
	bool ok = false;
	PirRegion *regions = NULL;
	size_t numRegions = 0;
	size_t numResults = 0;

	PirToken nameTok;
	PirOpInfo *info;
	size_t numOperands = 0, numSucc = 0;
	size_t operandTok = P->toks.len; /* updated below when there are results */
	HeadResult head = PIR_SPEED_ONLY(P->tok.kind == TOK_LPAREN) ? fastHead(P, &numResults, &nameTok, &info, &numOperands) : HEAD_SLOW;
	if (head == HEAD_ERROR)
		goto out;
	if (head == HEAD_READ) {
		operandTok = tokBase + numResults;
	} else {
		if ((P->tok.kind == TOK_LPAREN || P->tok.kind == TOK_VALUE_ID) && !readResultNames(P, &numResults))
			goto out;
		nameTok = P->tok;
		if (nameTok.kind != TOK_STRING && nameTok.kind != TOK_IDENT) {
			pirP_expected(P, numResults || start.kind == TOK_LPAREN ? "an op name" : "an operation");
			goto out;
		}
		info = resolveOpName(P, &nameTok, (uint32_t)numResults);
		if (!info)
			goto out;
		pirP_next(P);
		/* FLAGS_pir_debug prints the op's id after its name: [id:16]. */
		if (P->tok.kind == TOK_LBRACKET && !skipOpId(P))
			goto out;
		operandTok = P->toks.len;
		if (!parseOperands(P, info, &numOperands))
			goto out;
	}
	/* Operand values are at ptrs[ptrBase ..); their tokens at toks[operandTok ..). */
	if (P->tok.kind == TOK_LBRACKET && !parseSuccessorList(P, &numOperands, &numSucc))
		goto out;
	OpTail sig;
	if (!readTail(P, info, numSucc == 0, ptrBase, numOperands, &sig))
		goto out;
	if (!checkOpTypes(P, info, &sig, &nameTok, ptrBase, numOperands, operandTok, numResults))
		goto out;

	/* regions */
	/* A '{' at the start of a later line, after an op whose definition
	 * takes no regions, is not a region: it opens the next program (op
	 * lines without braces, then a braced program). */
	bool takesNoRegions = info->def && info->def->maxRegions == 0;
	PirType **opTypes = NULL; /* the operand types, for the regions' block arguments */
	while (P->tok.kind == TOK_LBRACE && !(takesNoRegions && P->tok.lineStart)) {
		if (!opTypes) {
			opTypes = pirMalloc((numOperands + 1) * sizeof *opTypes);
			for (size_t i = 0; i < numOperands; i++) {
				PirValue *v = ((PirValue **)P->ptrs.data)[ptrBase + i];
				opTypes[i] = v ? pirValueGetType(v) : pirTypeGetNull(P->ctx);
			}
		}
		if (numRegions == PIR_MAX_REGIONS) {
			free(opTypes);
			pirP_errorAt(P, &P->tok, "too many regions (at most %u)", PIR_MAX_REGIONS);
			goto out;
		}
		regions = pirRealloc(regions, (numRegions + 1) * sizeof *regions);
		memset(&regions[numRegions], 0, sizeof *regions);
		RegionCtx rc = {info, opTypes, (uint32_t)numOperands, (uint32_t)numRegions};
		if (!parseRegion(P, &regions[numRegions++], &rc)) {
			free(opTypes);
			goto out;
		}
		const char *sep = info->iface.regionSeparator;
		if (sep && pirP_tokIs(&P->tok, sep)) {
			pirP_next(P);
			if (P->tok.kind != TOK_LBRACE) {
				free(opTypes);
				char what[64];
				snprintf(what, sizeof what, "'{' after '%s'", sep);
				pirP_expected(P, what);
				goto out;
			}
		}
	}
	free(opTypes);

	ok = buildOp(P, block, info, &sig, &start, &nameTok, tokBase, ptrBase, succBase, numOperands, numResults, numSucc,
		     regions, numRegions);
out:
	free(regions);
	P->ptrs.len = ptrBase;
	P->toks.len = tokBase;
	P->succs.len = succBase;
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
	pirP_next(P);
}

static bool startsOp(const PirToken *t)
{
	return t->kind == TOK_LPAREN || t->kind == TOK_STRING || t->kind == TOK_VALUE_ID;
}

/* Checks the whole input before any parsing (errors for bad bytes come
 * first), in slices that end on a character boundary, telling the caller
 * after each (PirParseOptions.checked). *bad: the first bad byte. */
static bool validateInput(PirParser *P, const char *buf, size_t len, size_t *bad)
{
	enum { SLICE = 2 << 20 };
	size_t off = 0;
	while (off < len) {
		size_t end = len - off > SLICE ? off + SLICE : len;
		/* Back off to the start of a character (at most 3 continuation
		 * bytes; more are an error the slice's check reports). */
		for (int i = 0; i < 3 && end < len && ((unsigned char)buf[end] & 0xC0) == 0x80; i++)
			end--;
		if (!pirUtf8Validate(buf + off, end - off, bad)) {
			*bad += off;
			return false;
		}
		off = end;
		if (P->opts.checked && off < len)
			P->opts.checked(buf + off, P->opts.userData);
	}
	return true;
}

/* Tells the caller which part of the input the parser is done with, every
 * few megabytes, so a mapped input file need not stay resident. */
static void released(PirParser *P)
{
	if (P->opts.consumed && P->tok.text - P->lastRelease >= (1 << 20)) {
		P->lastRelease = P->tok.text;
		P->opts.consumed(P->tok.text, P->opts.userData);
	}
}

/* Gives implicit inputs their types; fails if a use never said it. */
static bool finishImplicit(PirParser *P)
{
	for (size_t i = 0; i < P->implicit.len; i++) {
		PirValue *v = entryValue(*(NameEntry *)P->implicit.data[i]);
		if (v->state) {
			ArgDef *d = pirPtrMapGet(&P->argDefs, v);
			PirToken t = {.line = d->line, .col = d->col};
			return pirP_errorAt(P, &t, "cannot infer the type of undefined value used here; it needs an op signature");
		}
	}
	return true;
}

static void freeNumbered(PirParser *P)
{
	for (size_t i = 0; i < P->numPages; i++)
		free(P->numbered[i]);
	free(P->numbered);
	P->numbered = NULL;
	P->numPages = 0;
}

static void resetNames(PirParser *P)
{
	freeNumbered(P);
	pirPtrMapFree(&P->named);
	pirPtrMapFree(&P->argDefs);
	pirPtrMapFree(&P->closed);
	pirArenaDestroy(&P->scratch);
	pirArenaInit(&P->scratch);
	pirPtrVecFree(&P->defined);
	P->implicit.len = 0;
}

/* source ::= (banner | '{' attr-dict? op* '}' | op+)*
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
	P->strayClose.line = 0;
	P->prog = pirProgramCreate(P->ctx);
	PirRegion *top = pirOperationGetRegion(P->prog->module, 0);
	PirBlock *block = top->first;
	PirToken open = P->tok;
	bool ok = true;
	if (P->tok.kind == TOK_LBRACE) {
		pirOperationSetLoc(P->prog->module, pirP_locOf(P, &open));
		pirP_next(P);
		if (P->tok.kind == TOK_LBRACE) {
			/* '{' '{' attrs '}': the program's own attributes (its module's) */
			PirAttrDict *header = NULL;
			if (!pirP_parseAttrDict(P, pirOperationGetInfo(P->prog->module), &header)) {
				pirProgramDestroy(P->prog);
				P->prog = NULL;
				return NULL;
			}
			pirOperationSetAttrDict(P->prog->module, header);
		}
		PirPtrMap labels = {0};
		P->labels = &labels;
		for (;;) {
			if (P->tok.kind == TOK_RBRACE) {
				pirP_next(P);
				break;
			}
			if (P->tok.kind == TOK_EOF) {
				ok = pirP_unclosed(P, TOK_RBRACE, &open, "program", false);
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
				ok = pirP_errorAt(P, &e->firstRef, "reference to undefined block '%.*s'", (int)e->firstRef.len,
					     e->firstRef.text);
		}
		P->labels = NULL;
		pirPtrMapFree(&labels);
	} else if (startsOp(&P->tok)) {
		pirOperationSetLoc(P->prog->module, pirP_locOf(P, &open));
		PirPtrMap labels = {0};
		P->labels = &labels;
		while (ok && startsOp(&P->tok)) {
			ok = parseOp(P, block);
			released(P);
		}
		if (ok && P->tok.kind != TOK_EOF && P->tok.kind != TOK_LBRACE && !atBanner(P))
			ok = pirP_expected(P, "an operation");
		P->labels = NULL;
		pirPtrMapFree(&labels);
	} else {
		ok = pirP_expected(P, "'{' or an operation");
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
	/* Fresh memory, and no implicit input left untyped (finishImplicit):
	 * the verifier need not clear the values' state words. */
	prog->valueStatesClear = true;
	resetNames(P); /* the name table is not needed past the program */
	/* Neither are the text before the next token nor room for more ops:
	 * a pass runs with only the program resident (bench/README.md). */
	if (P->opts.consumed) {
		P->lastRelease = P->tok.text;
		P->opts.consumed(P->tok.text, P->opts.userData);
	}
	pirArenaTrim(&prog->arena);
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
	if (!P->opts.maxRegionDepth)
		P->opts.maxRegionDepth = PIR_DEFAULT_REGION_DEPTH;
	pirArenaInit(&P->scratch);
	P->tailCache.ownsValues = true;
	pirP_cacheTake(ctx, &P->typeCache);
	pirP_cacheTake(ctx, &P->opCache);
	pirP_cacheTake(ctx, &P->dictCache);
	pirP_cacheTake(ctx, &P->tailCache);
	/* The parse stacks are never NULL: "data + base" on an empty stack
	 * would be NULL + 0, undefined (clang's UBSan reports it). */
	pirPtrVecPush(&P->ptrs, NULL);
	pirPtrVecPush(&P->succs, NULL);
	P->ptrs.len = P->succs.len = 0;
	pirP_tokVecPush(&P->toks, (PirToken){0});
	P->toks.len = 0;
	if (!P->opts.sourceRegistered)
		pirContextAddSource(ctx, P->file, buf, len);
	size_t bad;
	pirLexerInit(&P->lx, buf, len, P->opts.firstLine);
	P->lastRelease = buf;
	if (!validateInput(P, buf, len, &bad)) {
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
			pirP_errorAt(P, &t, "unexpected NUL byte in the input");
		else
			pirP_errorAt(P, &t, "invalid UTF-8 byte 0x%02x in the input", (unsigned char)buf[bad]);
		return P;
	}
	pirP_next(P);
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
	freeNumbered(P);
	pirPtrMapFree(&P->named);
	pirPtrMapFree(&P->argDefs);
	pirPtrMapFree(&P->closed);
	pirPtrVecFree(&P->defined);
	pirPtrVecFree(&P->implicit);
	pirPtrVecFree(&P->ptrs);
	pirPtrVecFree(&P->succs);
	pirP_cacheRelease(P->ctx, &P->typeCache);
	pirP_cacheRelease(P->ctx, &P->opCache);
	pirP_cacheRelease(P->ctx, &P->dictCache);
	pirP_cacheRelease(P->ctx, &P->tailCache);
	free(P->toks.data);
	free(P->str);
	pirArenaDestroy(&P->scratch);
	free(P);
}

/* ------------------------------------------------- single type/attribute */

PirType *pirParseTypeString(PirContext *ctx, const char *text, const char *name)
{
	PirParser *P = pirParserCreate(ctx, name, text, strlen(text), NULL);
	PirType *t = P->failed ? NULL : pirP_parseType(P);
	if (t && P->tok.kind != TOK_EOF) {
		pirP_expected(P, "end of the type");
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
	bool ok = !P->failed && pirP_parseAttr(P, &r);
	if (ok && P->tok.kind != TOK_EOF)
		ok = pirP_expected(P, "end of the attribute");
	pirParserDestroy(P);
	pirContextRemoveSource(ctx, text); /* diagnostics about it are out */
	return ok ? r.attr : NULL;
}
