/* positions.c: the line table of a document and the conversions between
 * byte offsets and LSP's UTF-16 positions (positions.h). A conversion
 * scans at most one line. */
#include "positions.h"

#include <stdlib.h>
#include <string.h>

#include "../../lib/ir/arena.h"

void lspLinesInit(LspLines *l, const char *text, size_t len)
{
	size_t cap = 1024, n = 0;
	uint32_t *s = pirMalloc(cap * sizeof *s);
	s[n++] = 0;
	for (const char *p = text, *end = text + len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
		if (n == cap)
			s = pirArrayGrow(s, n, &cap, sizeof *s, 1024);
		s[n++] = (uint32_t)(p + 1 - text);
	}
	*l = (LspLines){.text = text, .len = len, .start = s, .count = (uint32_t)n};
}

void lspLinesFree(LspLines *l)
{
	free(l->start);
	l->start = NULL;
	l->count = 0;
}

uint32_t lspLineOfOffset(const LspLines *l, size_t off)
{
	uint32_t lo = 0, hi = l->count; /* the last line starting at or before off */
	while (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (l->start[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

size_t lspLineEnd(const LspLines *l, uint32_t i)
{
	size_t e = i + 1 < l->count ? l->start[i + 1] - 1 : l->len;
	if (e > l->start[i] && l->text[e - 1] == '\r')
		e--;
	return e;
}

/* UTF-16 units of the UTF-8 text [s, e). */
static uint32_t utf16Units(const unsigned char *s, const unsigned char *e)
{
	uint32_t n = 0;
	for (; s < e; s++)
		if ((*s & 0xc0) != 0x80) /* a lead byte: one character */
			n += *s >= 0xf0 ? 2 : 1;
	return n;
}

LspPosition lspPositionOfOffset(const LspLines *l, size_t off)
{
	if (off > l->len)
		off = l->len;
	uint32_t line = lspLineOfOffset(l, off);
	const unsigned char *t = (const unsigned char *)l->text;
	return (LspPosition){line, utf16Units(t + l->start[line], t + off)};
}

size_t lspOffsetOfPosition(const LspLines *l, LspPosition p)
{
	if (p.line >= l->count)
		return l->len;
	size_t off = l->start[p.line], end = lspLineEnd(l, p.line);
	const unsigned char *t = (const unsigned char *)l->text;
	uint32_t units = 0;
	while (off < end && units < p.character) {
		unsigned char c = t[off];
		units += c >= 0xf0 ? 2 : 1;
		off++;
		while (off < end && (t[off] & 0xc0) == 0x80)
			off++;
	}
	return off;
}

LspPosition lspPositionOfLocation(const LspLines *l, uint32_t line, uint32_t col)
{
	if (line == 0 || line > l->count)
		return (LspPosition){line > l->count && l->count ? l->count - 1 : 0, 0};
	size_t start = l->start[line - 1], end = lspLineEnd(l, line - 1);
	size_t off = start + (col ? col - 1 : 0);
	if (off > end)
		off = end;
	return lspPositionOfOffset(l, off);
}
