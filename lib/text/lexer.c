/* lexer.c: tokenizer for PIR text. Whitespace and // comments are skipped;
 * line and column are tracked as the lexer moves. */
#include "lexer.h"

#include <string.h>
#ifdef __SSE2__
#endif

#include "../sys/speed_paths.h"

/* Character classes (lexer.h), one table lookup per byte on the hot paths.
 * C_SKIP: the bytes that may start white space, a comment or a byte order
 * mark, so that a token right after the last one costs one test. */
const unsigned char pirLexerCharClass[256] = {
	['\t'] = C_SPACE | C_SKIP, ['\r'] = C_SPACE | C_SKIP, ['\f'] = C_SPACE | C_SKIP, ['\v'] = C_SPACE | C_SKIP,
	[' '] = C_SPACE | C_SKIP, ['\n'] = C_STRSTOP | C_SKIP, ['/'] = C_SKIP, [0xEF] = C_SKIP,
	['"'] = C_STRSTOP, ['\\'] = C_STRSTOP, [0] = C_STRSTOP,
	['.'] = C_IDCHAR | C_VALCHAR,
	['_'] = C_IDSTART | C_IDCHAR | C_VALCHAR,
	['$'] = C_VALCHAR, ['-'] = C_VALCHAR, /* C_VALCHAR: in %names (ident chars, $ and -) */
#define D(c) [c] = C_DIGIT | C_IDCHAR | C_HEX | C_VALCHAR
	D('0'), D('1'), D('2'), D('3'), D('4'), D('5'), D('6'), D('7'), D('8'), D('9'),
#undef D
#define H(c) [c] = C_IDSTART | C_IDCHAR | C_HEX | C_VALCHAR
	H('a'), H('b'), H('c'), H('d'), H('e'), H('f'), H('A'), H('B'), H('C'), H('D'), H('E'), H('F'),
#undef H
#define L(c) [c] = C_IDSTART | C_IDCHAR | C_VALCHAR
	L('g'), L('h'), L('i'), L('j'), L('k'), L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'), L('s'),
	L('t'), L('u'), L('v'), L('w'), L('x'), L('y'), L('z'), L('G'), L('H'), L('I'), L('J'), L('K'), L('L'),
	L('M'), L('N'), L('O'), L('P'), L('Q'), L('R'), L('S'), L('T'), L('U'), L('V'), L('W'), L('X'), L('Y'),
	L('Z'),
#undef L
};

const unsigned char pirLexerPunct[256] = {
	['('] = TOK_LPAREN, [')'] = TOK_RPAREN, ['{'] = TOK_LBRACE, ['}'] = TOK_RBRACE,
	['['] = TOK_LBRACKET, [']'] = TOK_RBRACKET, [','] = TOK_COMMA, [':'] = TOK_COLON,
	['='] = TOK_EQUAL, ['|'] = TOK_PIPE, ['?'] = TOK_QUESTION, ['>'] = TOK_GREATER,
};

static inline bool is(char c, unsigned cls)
{
	return (pirLexerCharClass[(unsigned char)c] & cls) != 0;
}

static inline bool isIdentStart(char c)
{
	return is(c, C_IDSTART);
}

static inline bool isIdentChar(char c)
{
	return is(c, C_IDCHAR);
}

static inline bool isDigit(char c)
{
	return is(c, C_DIGIT);
}

static inline bool isHex(char c)
{
	return is(c, C_HEX);
}

void pirLexerInit(PirLexer *lx, const char *buf, size_t len, uint32_t firstLine)
{
	lx->buf = buf;
	lx->p = buf;
	lx->end = buf + len;
	lx->fullUntil = PIR_SPEED_ONLY(true) ? buf : lx->end;
	lx->lineStartPtr = buf;
	lx->line = firstLine;
	lx->eofLine = lx->eofCol = 0;
}

uint32_t pirLexerColumn(const PirLexer *lx, const char *q)
{
	/* Byte column, as clang and mlir-opt count; O(1) even on huge lines. */
	return (uint32_t)(q - lx->lineStartPtr) + 1;
}

/* Skips white space, comments and byte order marks from p; counts lines. */
static inline const char *skipSpace(PirLexer *lx, const char *p)
{
	for (;;) {
		char c = *p;
		if (is(c, C_SPACE)) {
			p++;
		} else if (c == '\n') {
			p++;
			lx->line++;
			lx->lineStartPtr = p;
		} else if (c == '/' && p[1] == '/') {
			const char *e = memchr(p, '\n', (size_t)(lx->end - p));
			p = e ? e : lx->end;
		} else if ((unsigned char)c == 0xEF && (unsigned char)p[1] == 0xBB && (unsigned char)p[2] == 0xBF) {
			p += 3; /* byte order mark / zero-width no-break space */
		} else {
			return p;
		}
	}
}

void pirLexerSkipSpace(PirLexer *lx)
{
	lx->p = skipSpace(lx, lx->p);
}

static inline void make(PirLexer *lx, PirToken *t, PirTokenKind k, const char *start, const char *end)
{
	t->kind = k;
	t->num = 0;
	t->text = start;
	t->len = (uint32_t)(end - start);
	t->line = lx->line;
	t->col = pirLexerColumn(lx, start);
	t->lineStart = false;
	t->paddleEscapes = false;
	lx->p = end;
}

static void lexNumber(PirLexer *lx, PirToken *t, const char *s)
{
	const char *p = s;
	if (*p == '-' || *p == '+')
		p++;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && isHex(p[2])) {
		p += 2;
		while (isHex(*p))
			p++;
		make(lx, t, TOK_HEX, s, p);
		return;
	}
	bool isFloat = false;
	while (isDigit(*p))
		p++;
	if (*p == '.' && isDigit(p[1])) {
		isFloat = true;
		p++;
		while (isDigit(*p))
			p++;
	} else if (*p == '.' && !isIdentStart(p[1])) {
		isFloat = true; /* "1." */
		p++;
	}
	if ((*p == 'e' || *p == 'E') &&
	    (isDigit(p[1]) || ((p[1] == '+' || p[1] == '-') && isDigit(p[2])))) {
		isFloat = true;
		p += 2;
		while (isDigit(*p))
			p++;
	}
	make(lx, t, isFloat ? TOK_FLOAT : TOK_INT, s, p);
}

/* The end-of-input token, reported just after the last token (prevEnd, on
 * line prevLine that starts at prevLineStart). Out of line: the hot path
 * of pirLexerNext then keeps fewer values live. */
static __attribute__((noinline)) void makeEof(PirLexer *lx, PirToken *t, const char *prevEnd, uint32_t prevLine,
					      const char *prevLineStart, bool lineStart)
{
	if (!lx->eofLine) {
		lx->eofLine = prevLine;
		lx->eofCol = (uint32_t)(prevEnd - prevLineStart) + 1;
	}
	make(lx, t, TOK_EOF, lx->p, lx->p);
	t->line = lx->eofLine;
	t->col = lx->eofCol;
	t->lineStart = lineStart;
}

void pirLexerNext(PirLexer *lx, PirToken *t)
{
	const char *s = lx->p;
	bool lineStart = s == lx->buf;
	if (is(*s, C_SKIP)) {
		const char *prevEnd = s, *prevLineStart = lx->lineStartPtr;
		uint32_t prevLine = lx->line;
		s = lx->p = skipSpace(lx, s);
		if (s >= lx->end) {
			makeEof(lx, t, prevEnd, prevLine, prevLineStart, lineStart || lx->line != prevLine);
			return;
		}
		lineStart |= lx->line != prevLine;
	} else if (s >= lx->end) {
		makeEof(lx, t, s, lx->line, lx->lineStartPtr, lineStart);
		return;
	}
	char c = *s;
	const char *p = s + 1;
	switch (c) {
	case '(': make(lx, t, TOK_LPAREN, s, p); break;
	case ')': make(lx, t, TOK_RPAREN, s, p); break;
	case '{': make(lx, t, TOK_LBRACE, s, p); break;
	case '}': make(lx, t, TOK_RBRACE, s, p); break;
	case '[': make(lx, t, TOK_LBRACKET, s, p); break;
	case ']': make(lx, t, TOK_RBRACKET, s, p); break;
	case ',': make(lx, t, TOK_COMMA, s, p); break;
	case ':': make(lx, t, TOK_COLON, s, p); break;
	case '=': make(lx, t, TOK_EQUAL, s, p); break;
	case '|': make(lx, t, TOK_PIPE, s, p); break;
	case '?': make(lx, t, TOK_QUESTION, s, p); break;
	case '>': make(lx, t, TOK_GREATER, s, p); break;
	case '<':
		if (strncmp(s, "<<NULL VALUE>>", 14) == 0)
			make(lx, t, TOK_NULL_VALUE, s, s + 14);
		else if (strncmp(s, "<<NULL TYPE>>", 13) == 0)
			make(lx, t, TOK_NULL_TYPE, s, s + 13);
		else if (strncmp(s, "<#AttrNull>", 11) == 0)
			make(lx, t, TOK_NULL_ATTR, s, s + 11);
		else
			make(lx, t, TOK_LESS, s, p);
		break;
	case '^':
		if (isIdentChar(*p)) {
			while (isIdentChar(*p))
				p++;
			make(lx, t, TOK_BLOCK_ID, s, p);
		} else {
			make(lx, t, TOK_CARET, s, p);
		}
		break;
	case '%': {
		uint32_t v = 0;
		unsigned d;
		for (; (d = (unsigned)((unsigned char)*p - '0')) < 10; p++)
			v = v * 10 + d;
		const char *digitsEnd = p;
		while (is(*p, C_VALCHAR))
			p++;
		make(lx, t, p == s + 1 ? TOK_ERROR : TOK_VALUE_ID, s, p);
		if (p != s + 1)
			t->num = pirLexerValueNumber(s, digitsEnd, p, v);
		break;
	}
	case '"': {
		/* The string ends at the first '"' not escaped by '\'. The
		 * parser re-reads it in detail (see parser.c, decodeString). */
		for (;;) {
			while (!is(*p, C_STRSTOP))
				p++;
			if (*p != '\\')
				break;
			p += (p[1] && p[1] != '\n') ? 2 : 1;
		}
		if (*p != '"') {
			make(lx, t, TOK_ERROR, s, p);
			break;
		}
		if (p[1] == '"') {
			/* A string cannot follow a string: this is Paddle's own
			 * escaping, where only \" is an escape ("\\"" is \"). */
			const char *q = s + 1;
			while (*q && *q != '"' && *q != '\n')
				q += (*q == '\\' && q[1] == '"') ? 2 : 1;
			if (*q == '"') {
				make(lx, t, TOK_STRING, s, q + 1);
				t->paddleEscapes = true;
				break;
			}
		}
		make(lx, t, TOK_STRING, s, p + 1);
		break;
	}
	case '-':
		if (*p == '>') {
			make(lx, t, TOK_ARROW, s, p + 1);
			break;
		}
		if ((strncmp(p, "inf", 3) == 0 || strncmp(p, "nan", 3) == 0) && !isIdentChar(p[3])) {
			make(lx, t, TOK_FLOAT, s, p + 3); /* -inf, -nan */
			break;
		}
		if (isDigit(*p)) {
			lexNumber(lx, t, s);
			break;
		}
		make(lx, t, TOK_ERROR, s, p);
		break;
	default:
		if (isDigit(c)) {
			lexNumber(lx, t, s);
		} else if (isIdentStart(c)) {
			while (isIdentChar(*p))
				p++;
			make(lx, t, TOK_IDENT, s, p);
		} else {
			/* One whole UTF-8 character, for the error message. */
			while (((unsigned char)*p & 0xC0) == 0x80)
				p++;
			make(lx, t, TOK_ERROR, s, p);
		}
		break;
	}
	t->lineStart = lineStart;
}

bool pirLexerScanBalanced(PirLexer *lx, char open, char close)
{
	int depth = 1;
	const char *p = lx->p;
	while (*p && *p != '\n') {
		if (*p == open)
			depth++;
		else if (*p == close && --depth == 0) {
			lx->p = p + 1;
			return true;
		}
		p++;
	}
	lx->p = p;
	return false;
}

void pirLexerScanBareWord(PirLexer *lx)
{
	const char *p = lx->p;
	while (*p && !strchr(" \t\r\n,}]){", *p))
		p++;
	lx->p = p;
}

const char *pirTokenKindName(PirTokenKind k)
{
	switch (k) {
	case TOK_EOF: return "end of input";
	case TOK_ERROR: return "invalid token";
	case TOK_IDENT: return "identifier";
	case TOK_VALUE_ID: return "value name";
	case TOK_BLOCK_ID: return "block label";
	case TOK_STRING: return "string";
	case TOK_INT: return "integer";
	case TOK_HEX: return "hexadecimal integer";
	case TOK_FLOAT: return "number";
	case TOK_LPAREN: return "'('";
	case TOK_RPAREN: return "')'";
	case TOK_LBRACE: return "'{'";
	case TOK_RBRACE: return "'}'";
	case TOK_LBRACKET: return "'['";
	case TOK_RBRACKET: return "']'";
	case TOK_LESS: return "'<'";
	case TOK_GREATER: return "'>'";
	case TOK_COMMA: return "','";
	case TOK_COLON: return "':'";
	case TOK_EQUAL: return "'='";
	case TOK_ARROW: return "'->'";
	case TOK_CARET: return "'^'";
	case TOK_PIPE: return "'|'";
	case TOK_QUESTION: return "'?'";
	case TOK_NULL_VALUE: return "'<<NULL VALUE>>'";
	case TOK_NULL_TYPE: return "'<<NULL TYPE>>'";
	case TOK_NULL_ATTR: return "'<#AttrNull>'";
	}
	return "token";
}

