/* lexer.h: the tokenizer of PIR text. The lexer position is always just
 * after the current token, so the parser can switch to the raw scanners
 * below for the few places with their own micro-syntax (tensor shapes,
 * verbatim dialect types and attributes, bare 2023-era strings). */
#ifndef PIR_LEXER_H
#define PIR_LEXER_H

#include "../ir/context.h"
#include "../ir/utf8.h"

typedef enum PirTokenKind {
	TOK_EOF,
	TOK_ERROR,      /* text holds the offending character(s) */
	TOK_IDENT,      /* [A-Za-z_][A-Za-z0-9_.]* */
	TOK_VALUE_ID,   /* %name */
	TOK_BLOCK_ID,   /* ^name */
	TOK_STRING,     /* "..." (text includes the quotes) */
	TOK_INT,        /* -?[0-9]+ */
	TOK_HEX,        /* 0x[0-9a-fA-F]+ */
	TOK_FLOAT,      /* -?[0-9]+(.[0-9]*)?(e[+-]?[0-9]+)?, -inf, -nan */
	TOK_LPAREN, TOK_RPAREN, TOK_LBRACE, TOK_RBRACE, TOK_LBRACKET, TOK_RBRACKET,
	TOK_LESS, TOK_GREATER, TOK_COMMA, TOK_COLON, TOK_EQUAL, TOK_ARROW, TOK_CARET, TOK_PIPE,
	TOK_QUESTION,
	TOK_NULL_VALUE, /* <<NULL VALUE>> */
	TOK_NULL_TYPE,  /* <<NULL TYPE>> */
	TOK_NULL_ATTR,  /* <#AttrNull> */
} PirTokenKind;

typedef struct PirToken {
	PirTokenKind kind;
	/* VALUE_ID: 1 + N for a numbered name %N (N in canonical decimal, at
	 * most 8 digits: the reader's dense name table); 0 for any other. */
	uint32_t num;
	const char *text;
	uint32_t len;
	uint32_t line, col;
	bool lineStart; /* first token on its line */
	bool paddleEscapes; /* STRING: only \" is an escape (2023 Paddle text) */
} PirToken;

typedef struct PirLexer {
	const char *buf, *p, *end; /* *end is NUL */
	/* The inline path (pirLexerNextFast) reads a token only after this:
	 * buf, as the first token may start its line; end, when the speed-only
	 * paths are off (never: every token takes the full path). */
	const char *fullUntil;
	const char *lineStartPtr;
	uint32_t line;
	/* Where end of input is reported: just after the last token, as
	 * mlir-opt does (0 until computed). Not on a later line: in a split
	 * chunk that line is the '// -----' marker. */
	uint32_t eofLine, eofCol;
} PirLexer;

void pirLexerInit(PirLexer *lx, const char *buf, size_t len, uint32_t firstLine);
void pirLexerNext(PirLexer *lx, PirToken *t);

/* Single-character punctuation, by byte (0: anything else). */
extern const unsigned char pirLexerPunct[256];
/* Character classes of bytes (lexer.c). */
enum { C_IDSTART = 1, C_DIGIT = 2, C_IDCHAR = 4, C_HEX = 8, C_SPACE = 16, C_STRSTOP = 32, C_SKIP = 64, C_VALCHAR = 128 };
extern const unsigned char pirLexerCharClass[256];

/* The num of a %name token starting at s: its digits run to digitsEnd
 * with value k (modulo 2^32), the name to end. */
static inline uint32_t pirLexerValueNumber(const char *s, const char *digitsEnd, const char *end, uint32_t k)
{
	size_t n = (size_t)(digitsEnd - s - 1);
	return end == digitsEnd && n - 1 < 8 && (n == 1 || s[1] != '0') ? k + 1 : 0;
}

/* pirLexerNext, with the most common cases inline: punctuation, a %name
 * or a string without escapes, right after the last token, one space
 * after it, or first on the next line. Anything else (blank lines, a
 * comment, end of input, other tokens) takes the full path, which reads
 * these the same way. */
static inline __attribute__((always_inline)) void pirLexerNextFast(PirLexer *lx, PirToken *t)
{
	const char *s = lx->p, *p, *lineStartPtr = lx->lineStartPtr;
	uint32_t line = lx->line;
	if (*s == '\n') { /* a new line and its indentation */
		lineStartPtr = ++s;
		line++;
		while (*s == ' ')
			s++;
	} else {
		s += *s == ' ';
	}
	unsigned char c = (unsigned char)*s;
	PirTokenKind k = (PirTokenKind)pirLexerPunct[c];
	uint32_t num = 0;
	if (__builtin_expect(lx->p <= lx->fullUntil, 0))
		goto full;
	if (k) {
		p = s + 1;
	} else if (c == '%') {
		/* The digits first, read as a number for the name table. */
		uint32_t v = 0;
		unsigned d;
		for (p = s + 1; (d = (unsigned)((unsigned char)*p - '0')) < 10; p++)
			v = v * 10 + d;
		const char *digitsEnd = p;
		while (pirLexerCharClass[(unsigned char)*p] & C_VALCHAR)
			p++;
		if (p == s + 1)
			goto full;
		k = TOK_VALUE_ID;
		num = pirLexerValueNumber(s, digitsEnd, p, v);
	} else if (c == '"') {
		for (p = s + 1; !(pirLexerCharClass[(unsigned char)*p] & C_STRSTOP); p++)
			;
		if (*p != '"' || p[1] == '"')
			goto full;
		p++;
		k = TOK_STRING;
	} else {
		goto full;
	}
	*t = (PirToken){.kind = k, .num = num, .text = s, .len = (uint32_t)(p - s), .line = line,
			.col = (uint32_t)(s - lineStartPtr) + 1, .lineStart = line != lx->line};
	lx->p = p;
	lx->line = line;
	lx->lineStartPtr = lineStartPtr;
	return;
full:
	pirLexerNext(lx, t);
}
const char *pirTokenKindName(PirTokenKind k);

/* Raw scanners: they start at lx->p (right after the current token). */
void pirLexerSkipSpace(PirLexer *lx);
/* Scans chars up to the '>' that balances an already consumed '<'; returns
 * false at end of line/input. *endp points just after the '>'. */
bool pirLexerScanBalanced(PirLexer *lx, char open, char close);
/* Scans a bare word: everything up to whitespace or one of ,}]) */
void pirLexerScanBareWord(PirLexer *lx);
/* Column (1-based, in bytes) of pointer q on the current line. */
uint32_t pirLexerColumn(const PirLexer *lx, const char *q);


#endif
