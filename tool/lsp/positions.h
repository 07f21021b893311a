/* positions.h: byte offsets of a document against LSP positions. LSP
 * counts lines from 0 and characters in UTF-16 code units (the default
 * "utf-16" position encoding of LSP 3.17, the only one every client
 * speaks): a character outside the BMP counts 2, any other 1, whatever its
 * UTF-8 length. The library's locations are 1-based lines and 1-based
 * byte columns. */
#ifndef PIR_LSP_POSITIONS_H
#define PIR_LSP_POSITIONS_H

#include <stddef.h>
#include <stdint.h>

typedef struct LspLines {
	const char *text;
	size_t len;
	uint32_t *start; /* byte offset of the start of each line */
	uint32_t count;
} LspLines;

typedef struct LspPosition {
	uint32_t line, character;
} LspPosition;

/* The line table of text[0..len) (one linear pass). */
void lspLinesInit(LspLines *l, const char *text, size_t len);
void lspLinesFree(LspLines *l);
/* The line (0-based) holding byte offset off: a binary search. */
uint32_t lspLineOfOffset(const LspLines *l, size_t off);
LspPosition lspPositionOfOffset(const LspLines *l, size_t off);
/* The byte offset of an LSP position, clamped to its line's end. */
size_t lspOffsetOfPosition(const LspLines *l, LspPosition p);
/* A library location (1-based line, 1-based byte column) as a position;
 * line 0 (a location with no line: a label of PIR JSON) is the start. */
LspPosition lspPositionOfLocation(const LspLines *l, uint32_t line, uint32_t col);
/* The end of line i without its line break. */
size_t lspLineEnd(const LspLines *l, uint32_t i);

#endif
