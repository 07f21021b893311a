/* lexer.c: tokenizer for PIR text. Whitespace and // comments are skipped;
 * line and column are tracked as the lexer moves. */
#include "lexer.h"

#include <string.h>

void pirLexerInit(PirLexer *lx, const char *buf, size_t len, uint32_t firstLine)
{
	lx->buf = buf;
	lx->p = buf;
	lx->end = buf + len;
	lx->lineStartPtr = buf;
	lx->line = firstLine;
	lx->sawNewline = true;
}

uint32_t pirLexerColumn(const PirLexer *lx, const char *q)
{
	/* Byte column, as clang and mlir-opt count; O(1) even on huge lines. */
	return (uint32_t)(q - lx->lineStartPtr) + 1;
}

void pirLexerSkipSpace(PirLexer *lx)
{
	const char *p = lx->p;
	for (;;) {
		char c = *p;
		if (c == '\n') {
			p++;
			lx->line++;
			lx->lineStartPtr = p;
			lx->sawNewline = true;
		} else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			p++;
		} else if (c == '/' && p[1] == '/') {
			while (p < lx->end && *p != '\n')
				p++;
		} else if ((unsigned char)c == 0xEF && (unsigned char)p[1] == 0xBB && (unsigned char)p[2] == 0xBF) {
			p += 3; /* byte order mark / zero-width no-break space */
		} else {
			break;
		}
	}
	lx->p = p;
}

static bool isIdentStart(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool isIdentChar(char c)
{
	return isIdentStart(c) || (c >= '0' && c <= '9') || c == '.';
}

static bool isDigit(char c)
{
	return c >= '0' && c <= '9';
}

static bool isHex(char c)
{
	return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static PirToken make(PirLexer *lx, PirTokenKind k, const char *start, const char *end)
{
	PirToken t;
	t.kind = k;
	t.text = start;
	t.len = (uint32_t)(end - start);
	t.line = lx->line;
	t.col = pirLexerColumn(lx, start);
	t.lineStart = false;
	t.paddleEscapes = false;
	lx->p = end;
	return t;
}

static PirToken lexNumber(PirLexer *lx, const char *s)
{
	const char *p = s;
	if (*p == '-' || *p == '+')
		p++;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && isHex(p[2])) {
		p += 2;
		while (isHex(*p))
			p++;
		return make(lx, TOK_HEX, s, p);
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
	return make(lx, isFloat ? TOK_FLOAT : TOK_INT, s, p);
}

PirToken pirLexerNext(PirLexer *lx)
{
	lx->sawNewline = false;
	pirLexerSkipSpace(lx);
	bool lineStart = lx->sawNewline || lx->p == lx->buf;
	const char *s = lx->p;
	PirToken t;
	if (s >= lx->end) {
		t = make(lx, TOK_EOF, s, s);
		t.lineStart = lineStart;
		return t;
	}
	char c = *s;
	const char *p = s + 1;
	switch (c) {
	case '(': t = make(lx, TOK_LPAREN, s, p); break;
	case ')': t = make(lx, TOK_RPAREN, s, p); break;
	case '{': t = make(lx, TOK_LBRACE, s, p); break;
	case '}': t = make(lx, TOK_RBRACE, s, p); break;
	case '[': t = make(lx, TOK_LBRACKET, s, p); break;
	case ']': t = make(lx, TOK_RBRACKET, s, p); break;
	case ',': t = make(lx, TOK_COMMA, s, p); break;
	case ':': t = make(lx, TOK_COLON, s, p); break;
	case '=': t = make(lx, TOK_EQUAL, s, p); break;
	case '|': t = make(lx, TOK_PIPE, s, p); break;
	case '?': t = make(lx, TOK_QUESTION, s, p); break;
	case '>': t = make(lx, TOK_GREATER, s, p); break;
	case '<':
		if (strncmp(s, "<<NULL VALUE>>", 14) == 0)
			t = make(lx, TOK_NULL_VALUE, s, s + 14);
		else if (strncmp(s, "<<NULL TYPE>>", 13) == 0)
			t = make(lx, TOK_NULL_TYPE, s, s + 13);
		else if (strncmp(s, "<#AttrNull>", 11) == 0)
			t = make(lx, TOK_NULL_ATTR, s, s + 11);
		else
			t = make(lx, TOK_LESS, s, p);
		break;
	case '^':
		if (isIdentChar(*p)) {
			while (isIdentChar(*p))
				p++;
			t = make(lx, TOK_BLOCK_ID, s, p);
		} else {
			t = make(lx, TOK_CARET, s, p);
		}
		break;
	case '%':
		while (isIdentChar(*p) || *p == '$' || *p == '-')
			p++;
		t = make(lx, p == s + 1 ? TOK_ERROR : TOK_VALUE_ID, s, p);
		break;
	case '"': {
		/* The string ends at the first '"' not escaped by '\'. The
		 * parser re-reads it in detail (see parser.c, decodeString). */
		while (*p && *p != '"' && *p != '\n') {
			if (*p == '\\' && p[1] && p[1] != '\n')
				p++;
			p++;
		}
		if (*p != '"') {
			t = make(lx, TOK_ERROR, s, p);
			break;
		}
		if (p[1] == '"') {
			/* A string cannot follow a string: this is Paddle's own
			 * escaping, where only \" is an escape ("\\"" is \"). */
			const char *q = s + 1;
			while (*q && *q != '"' && *q != '\n')
				q += (*q == '\\' && q[1] == '"') ? 2 : 1;
			if (*q == '"') {
				t = make(lx, TOK_STRING, s, q + 1);
				t.paddleEscapes = true;
				break;
			}
		}
		t = make(lx, TOK_STRING, s, p + 1);
		break;
	}
	case '-':
		if (*p == '>') {
			t = make(lx, TOK_ARROW, s, p + 1);
			break;
		}
		if (strncmp(p, "inf", 3) == 0 && !isIdentChar(p[3])) {
			t = make(lx, TOK_FLOAT, s, p + 3);
			break;
		}
		if (isDigit(*p)) {
			t = lexNumber(lx, s);
			break;
		}
		t = make(lx, TOK_ERROR, s, p);
		break;
	default:
		if (isDigit(c)) {
			t = lexNumber(lx, s);
		} else if (isIdentStart(c)) {
			while (isIdentChar(*p))
				p++;
			t = make(lx, TOK_IDENT, s, p);
		} else {
			/* One whole UTF-8 character, for the error message. */
			while (((unsigned char)*p & 0xC0) == 0x80)
				p++;
			t = make(lx, TOK_ERROR, s, p);
		}
		break;
	}
	t.lineStart = lineStart;
	return t;
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

bool pirUtf8Validate(const char *str, size_t n, size_t *bad)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;
	while (i < n) {
		unsigned char c = s[i];
		if (c < 0x80) {
			if (c == 0)
				goto fail;
			i++;
			continue;
		}
		size_t len;
		uint32_t cp;
		if (c >= 0xC2 && c <= 0xDF) {
			len = 2;
			cp = c & 0x1F;
		} else if (c >= 0xE0 && c <= 0xEF) {
			len = 3;
			cp = c & 0x0F;
		} else if (c >= 0xF0 && c <= 0xF4) {
			len = 4;
			cp = c & 0x07;
		} else {
			goto fail;
		}
		if (i + len > n)
			goto fail;
		for (size_t k = 1; k < len; k++) {
			if ((s[i + k] & 0xC0) != 0x80)
				goto fail;
			cp = (cp << 6) | (s[i + k] & 0x3F);
		}
		if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
			goto fail;
		i += len;
	}
	return true;
fail:
	*bad = i;
	return false;
}
