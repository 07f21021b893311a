/* locations.c: packing a source position into the 8 bytes an operation
 * stores (PirOpLocation) and back. File names are kept once per context,
 * in a table the packed location indexes; the reader packs the same file
 * for every op, so the last one is cached (context_impl.h). */
#include "context_impl.h"

#include <stdint.h>

uint32_t pirContextLocFileIndex(PirContext *ctx, PirIdent *file)
{
	if (file == ctx->lastFile)
		return ctx->lastFileIndex;
	uint32_t i = (uint32_t)(uintptr_t)pirPtrMapGet(&ctx->locFileIndex, file);
	if (!i) {
		if (ctx->numLocFiles == 0)
			ctx->numLocFiles = 1; /* index 0 is "no file" */
		if (ctx->numLocFiles > PIR_OP_LOC_MAX_FILES)
			return 0;
		if (ctx->numLocFiles >= ctx->capLocFiles) {
			ctx->capLocFiles = ctx->capLocFiles ? 2 * ctx->capLocFiles : 8;
			ctx->locFiles = pirRealloc(ctx->locFiles, ctx->capLocFiles * sizeof *ctx->locFiles);
		}
		i = ctx->numLocFiles++;
		ctx->locFiles[i] = file;
		pirPtrMapPut(&ctx->locFileIndex, file, (void *)(uintptr_t)i);
	}
	ctx->lastFile = file;
	ctx->lastFileIndex = i;
	return i;
}

PirOpLocation pirContextPackLocation(PirContext *ctx, PirLocation loc)
{
	return pirContextPackLocationInline(ctx, loc);
}

PirLocation pirContextUnpackLocation(const PirContext *ctx, PirOpLocation loc)
{
	PirIdent *file = loc.fileIndex && loc.fileIndex < ctx->numLocFiles ? ctx->locFiles[loc.fileIndex] : NULL;
	return (PirLocation){file, loc.line, loc.col};
}
