/* locations.c: packing a source position into the 4 bytes an operation
 * stores (PirOpLocation, context.h) and back. A position that does not fit
 * inline is kept once in the context's table: positions the reader gives
 * are inline unless a line is past 2^24, a column past 63 (ops nested
 * deeper than 15 levels) or a second file is read in the same context.
 * Also the labels that stand for positions in files without lines (an op
 * of a JSON or ProgramDesc file): records of the context, printed on
 * demand. */
#include "context_impl.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t locHash(PirLocation loc)
{
	uint64_t h = (uint64_t)(uintptr_t)loc.file * 0x9E3779B97F4A7C15ull ^ loc.line * 0xC2B2AE3D27D4EB4Full ^ loc.col;
	return (uint32_t)(h ^ h >> 29);
}

static bool sameLoc(PirLocation a, PirLocation b)
{
	return a.file == b.file && a.line == b.line && a.col == b.col;
}

uint32_t pirContextLocTableIndex(PirContext *ctx, PirLocation loc)
{
	if (2 * (ctx->numLocs + 1) > ctx->numLocSlots) {
		uint32_t n = ctx->numLocSlots ? 2 * ctx->numLocSlots : 64;
		uint32_t *slots = pirCalloc(n, sizeof *slots);
		for (uint32_t i = 0; i < ctx->numLocs; i++) {
			uint32_t s = locHash(ctx->locTable[i]) & (n - 1);
			while (slots[s])
				s = (s + 1) & (n - 1);
			slots[s] = i + 1;
		}
		free(ctx->locSlots);
		ctx->locSlots = slots;
		ctx->numLocSlots = n;
	}
	uint32_t s = locHash(loc) & (ctx->numLocSlots - 1);
	for (; ctx->locSlots[s]; s = (s + 1) & (ctx->numLocSlots - 1))
		if (sameLoc(ctx->locTable[ctx->locSlots[s] - 1], loc))
			return ctx->locSlots[s] - 1;
	if (ctx->numLocs == ctx->capLocs) {
		size_t cap = ctx->capLocs;
		ctx->locTable = pirArrayGrow(ctx->locTable, ctx->numLocs, &cap, sizeof *ctx->locTable, 16);
		ctx->capLocs = (uint32_t)cap;
	}
	ctx->locTable[ctx->numLocs] = loc;
	ctx->locSlots[s] = ++ctx->numLocs;
	return ctx->numLocs - 1;
}

PirOpLocation pirContextPackLocation(PirContext *ctx, PirLocation loc)
{
	return pirContextPackLocationInline(ctx, loc);
}

PirLocation pirContextUnpackLocation(const PirContext *ctx, PirOpLocation loc)
{
	uint32_t w = loc.word;
	if (w & PIR_OP_LOC_TABLE_BIT)
		return ctx->locTable[w & ~PIR_OP_LOC_TABLE_BIT];
	return (PirLocation){w & PIR_OP_LOC_FILE_BIT ? ctx->locFile : NULL, w & ((1u << PIR_OP_LOC_LINE_BITS) - 1),
			     (w >> PIR_OP_LOC_LINE_BITS) & ((1u << PIR_OP_LOC_COL_BITS) - 1)};
}

/* ------------------------------------------------------------ labels */

typedef struct PirLocLabel {
	uint32_t parent; /* 1 + the parent's label, 0 for none */
	uint64_t index;
	PirIdent *prefix, *suffix;
} PirLocLabel;

PirLocation pirLocationGetLabel(PirContext *ctx, PirIdent *file, PirLocation parent, PirIdent *prefix, uint64_t index,
				PirIdent *suffix)
{
	if (ctx->numLocLabels == ctx->capLocLabels) {
		size_t cap = ctx->capLocLabels;
		if (cap >= UINT32_MAX / 2)
			return (PirLocation){file, 0, 0};
		ctx->locLabels = pirArrayGrow(ctx->locLabels, ctx->numLocLabels, &cap, sizeof *ctx->locLabels, 64);
		ctx->capLocLabels = (uint32_t)cap;
	}
	uint32_t up = parent.line == 0 && parent.col <= ctx->numLocLabels ? parent.col : 0;
	ctx->locLabels[ctx->numLocLabels] = (PirLocLabel){up, index, prefix, suffix};
	return (PirLocation){file, 0, ++ctx->numLocLabels};
}

static size_t formatLabel(const PirContext *ctx, uint32_t label, char *buf, size_t size, size_t n, int depth)
{
	const PirLocLabel *l = &ctx->locLabels[label - 1];
	if (l->parent && depth < 256)
		n = formatLabel(ctx, l->parent, buf, size, n, depth + 1);
	int k = snprintf(buf + (n < size ? n : size - 1), n < size ? size - n : 1, "%s%llu%s", l->prefix ? l->prefix->str : "",
			 (unsigned long long)l->index, l->suffix ? l->suffix->str : "");
	return n + (k > 0 ? (size_t)k : 0);
}

size_t pirLocationFormatLabel(const PirContext *ctx, PirLocation loc, char *buf, size_t size)
{
	if (size)
		buf[0] = '\0';
	if (loc.line != 0 || loc.col == 0 || loc.col > ctx->numLocLabels || !size)
		return 0;
	size_t n = formatLabel(ctx, loc.col, buf, size, 0, 0);
	return n < size ? n : size - 1;
}
