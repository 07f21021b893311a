/* locations.c: packing a source position into the 4 bytes an operation
 * stores (PirOpLocation, context.h) and back. A position that does not fit
 * inline is kept once in the context's table: positions the reader gives
 * are inline unless a line is past 2^24, a column past 63 (ops nested
 * deeper than 15 levels) or a second file is read in the same context. */
#include "context_impl.h"

#include <stdint.h>
#include <stdlib.h>

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
