/* lexer.h: the tokenizer of PIR text. The lexer position is always just
 * after the current token, so the parser can switch to the raw scanners
 * below for the few places with their own micro-syntax (tensor shapes,
 * verbatim dialect types and attributes, bare 2023-era strings). */
#ifndef PIR_LEXER_H
#define PIR_LEXER_H

#include "context.h"

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
	const char *text;
	uint32_t len;
	uint32_t line, col;
	bool lineStart; /* first token on its line */
	bool paddleEscapes; /* STRING: only \" is an escape (2023 Paddle text) */
} PirToken;

typedef struct PirLexer {
	const char *buf, *p, *end; /* *end is NUL */
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

/* pirLexerNext, with the most common case inline: punctuation right after
 * the last token or one space after it. Anything else (a newline, a
 * comment, end of input, a longer token) takes the full path. */
static inline void pirLexerNextFast(PirLexer *lx, PirToken *t)
{
	const char *s = lx->p;
	s += *s == ' ';
	unsigned k = pirLexerPunct[(unsigned char)*s];
	if (k && lx->p != lx->buf) {
		*t = (PirToken){.kind = (PirTokenKind)k, .text = s, .len = 1, .line = lx->line,
				.col = (uint32_t)(s - lx->lineStartPtr) + 1};
		lx->p = s + 1;
		return;
	}
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

/* Validates UTF-8; on failure returns the offset of the first bad byte. */
bool pirUtf8Validate(const char *s, size_t n, size_t *badOffset);

#endif
