/* context_private.h: the parts of the context only the library sees: the
 * layout of identifiers, packed op locations, label locations, hashing.
 * Not installed; context.h includes it inside pir's own build. */
#ifndef PIR_CONTEXT_PRIVATE_H
#define PIR_CONTEXT_PRIVATE_H

#include "arena.h"
#include "context.h"

struct PirIdent {
	uint32_t len;
	uint32_t hash;
	char str[]; /* NUL-terminated */
};

PIR_ACCESSOR const char *pirIdentGetString(const PirIdent *id)
{
	return id->str;
}
PIR_ACCESSOR size_t pirIdentGetLength(const PirIdent *id)
{
	return id->len;
}

/* A source position as an operation stores it, in 4 bytes (lib/ir/locations.c).
 * Most positions are inline: a line below 2^24, a column below 64, and no
 * file or the first file the context packed. Any other position is kept
 * once in the context's table of positions, and the word is its index
 * with the top bit set. Nothing is lost either way. */
typedef struct PirOpLocation {
	uint32_t word;
} PirOpLocation;

enum {
	PIR_OP_LOC_LINE_BITS = 24,
	PIR_OP_LOC_COL_BITS = 6,
	PIR_OP_LOC_FILE_BIT = 1u << 30,
	PIR_OP_LOC_TABLE_BIT = 1u << 31,
};

PirArena *pirContextGetArena(PirContext *ctx);

/* Levenshtein distance; (size_t)-1 for strings over 64 bytes. */
size_t pirEditDistance(const char *a, size_t la, const char *b, size_t lb);
uint32_t pirHashBytes(const void *p, size_t n, uint32_t seed);
PirOpLocation pirContextPackLocation(PirContext *ctx, PirLocation loc);
PirLocation pirContextUnpackLocation(const PirContext *ctx, PirOpLocation loc);

/* Positions in files that have no lines to point at (PIR JSON, where the
 * layout is not the user's, and ProgramDesc protobuf) are labels: a
 * PirLocation {file, 0, 1 + label}. {file, 0, 0} is the file alone.
 * A label is `parent`'s label (when parent is a label location), then
 * prefix, the decimal index and suffix (each ident may be NULL):
 *   program.regions[0].blocks[0].ops[  12  ] ('1.conv2d')
 * so an op's label costs one record, its strings shared with its
 * neighbours'. Diagnostics print "file: label: error: ...". */
PirLocation pirLocationGetLabel(PirContext *ctx, PirIdent *file, PirLocation parent, PirIdent *prefix, uint64_t index,
				PirIdent *suffix);
#endif
