/* split_input.h: --split-input-file's chunks, for pir-opt and the
 * language server alike (tool/split_input.c). */
#ifndef PIR_SPLIT_INPUT_H
#define PIR_SPLIT_INPUT_H

#include <stddef.h>
#include <stdint.h>

#include "../lib/pir.h"

typedef struct PirChunk {
	const char *start;
	size_t len;
	uint32_t firstLine; /* of the chunk in the whole input, from 1 */
} PirChunk;

/* Splits buf at the lines that consist of marker (trailing blanks
 * ignored); marker NULL: the whole input is one chunk. A line that starts
 * like the default marker but is not it ("// ----") gets a warning through
 * ctx, located in file, as in mlir-opt: a split that silently does not
 * happen is hard to see. Returns *count chunks, malloc'ed (pirMalloc). */
PirChunk *pirSplitInput(PirContext *ctx, PirIdent *file, const char *buf, size_t len, const char *marker,
			size_t *count);

#endif
