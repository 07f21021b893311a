/* arena.h: bump-pointer arenas. Every IR object lives in an arena owned by
 * the context (uniqued types, attributes, strings) or by a program (ops,
 * blocks, values); nothing is freed one by one. Private (not installed). */
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

/* Out of memory: pirSetOutOfMemoryHandler (context.h, public). */

/* malloc-style helpers that call the out-of-memory handler on exhaustion. */
void *pirMalloc(size_t n);
void *pirRealloc(void *p, size_t n);
void *pirCalloc(size_t n, size_t size);

/* The one growable array: `data` (elements of elemSize bytes, capacity
 * *cap, len of them used) grown by doubling, from `first` elements, to
 * hold at least len + 1; returns the new pointer. Use:
 *   if (n == cap) xs = pirArrayGrow(xs, n, &cap, sizeof *xs, 16); */
void *pirArrayGrow(void *data, size_t len, size_t *cap, size_t elemSize, size_t first);
/* The same array grown (by doubling, from `first`) to hold at least `need`
 * elements; unchanged if it already does. pirArrayGrow is need = len + 1. */
void *pirArrayReserve(void *data, size_t need, size_t *cap, size_t elemSize, size_t first);

#endif
