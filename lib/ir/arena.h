/* arena.h: bump-pointer arenas. Every IR object lives in an arena owned by
 * the context (uniqued types, attributes, strings) or by a program (ops,
 * blocks, values); nothing is freed one by one. */
#ifndef PIR_ARENA_H
#define PIR_ARENA_H

#include <stddef.h>

typedef struct PirArenaChunk PirArenaChunk;

typedef struct PirArena {
	PirArenaChunk *chunk; /* current chunk; older ones are linked behind it */
	char *cur, *end;
	size_t allocated;     /* bytes handed out, for statistics */
	PirArenaChunk *spare; /* the next chunk, mapped ahead (arena.c) */
} PirArena;

void pirArenaInit(PirArena *a);
void pirArenaDestroy(PirArena *a);
/* The arena will get few allocations for a while (a program just read):
 * the chunk mapped ahead goes back, and so do the pages of the current
 * chunk past what is allocated (they are zero again when touched). */
void pirArenaTrim(PirArena *a);
/* Returns zeroed memory aligned to 8 bytes (see pirSetOutOfMemoryHandler). */
void *pirArenaAlloc(PirArena *a, size_t size);
/* The same, aligned to 4 bytes only: operations (ir.h), whose fields are
 * all 32-bit, so that an op of 84 bytes takes 84. */
void *pirArenaAlloc4(PirArena *a, size_t size);
void *pirArenaDup(PirArena *a, const void *src, size_t size);

/* Growable vector of pointers backed by malloc, for temporary work lists. */
typedef struct PirPtrVec {
	void **data;
	size_t len, cap;
} PirPtrVec;

void pirPtrVecPush(PirPtrVec *v, void *p);
void pirPtrVecFree(PirPtrVec *v);

/* Out of memory. Every allocation of the library goes through the helpers
 * below; when one fails they call the handler set here (process-wide) with
 * the size that could not be had (0 when a third-party library, libyaml,
 * failed without saying how much it asked for). The handler decides: pir-opt prints an
 * error and exits 1; a library user can longjmp back to a point of its own
 * (after which the context and programs in use may only be destroyed). The
 * handler must not return. Without a handler, pirContextCreate,
 * pirProgramParseFile and pirPassManagerRun fail with an "out of memory"
 * diagnostic (returning NULL or false); anywhere else (building IR by hand,
 * the lower-level calls) the library can neither go on nor report the
 * failure through a return value, and raises SIGABRT. Returns the previous
 * handler. */
typedef void (*PirOutOfMemoryHandler)(size_t size, void *userData);
PirOutOfMemoryHandler pirSetOutOfMemoryHandler(PirOutOfMemoryHandler h, void *userData);

/* malloc-style helpers that call the out-of-memory handler on exhaustion. */
void *pirMalloc(size_t n);
void *pirRealloc(void *p, size_t n);
void *pirCalloc(size_t n, size_t size);

/* The one growable array: `data` (elements of elemSize bytes, capacity
 * *cap, len of them used) grown by doubling, from `first` elements, to
 * hold at least len + 1; returns the new pointer. Use:
 *   if (n == cap) xs = pirArrayGrow(xs, n, &cap, sizeof *xs, 16); */
void *pirArrayGrow(void *data, size_t len, size_t *cap, size_t elemSize, size_t first);

#endif
