/* json_alloc.c: a bump allocator for the nodes of a JSON document (the
 * tree of lib/json/json_tree.c when reading, jansson's when writing). Releasing a large
 * document node by node took as long as building it, and faulting in its
 * pages one 4 KB page at a time a third of the rest: the chunks are mapped
 * whole (asking for transparent huge pages) and unmapped at the end. */
#include "json_alloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "../ir/arena.h"
#include "../ir/oom.h"

typedef struct Chunk {
	struct Chunk *prev;
	size_t size;
} Chunk;

/* 8-byte alignment is all the nodes need (pointers,
 * doubles); it keeps the many one-letter keys in 8 bytes. */
enum { CHUNK_SIZE = 32 << 20, ALIGN = 8, HEADER = (sizeof(Chunk) + ALIGN - 1) & ~(ALIGN - 1) };

static Chunk *chunk;
static char none[1]; /* cur and end point here when there is no chunk */
static char *cur = none, *end = none;

/* A new chunk for n bytes, the rest of the current one abandoned. */
static void *newChunk(size_t n)
{
	size_t size = n + HEADER > CHUNK_SIZE ? n + HEADER : CHUNK_SIZE;
	void *m = pirAllocationFails() ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		pirOutOfMemory(size); /* the out-of-memory handler (arena.h), as every allocation */
#ifdef MADV_HUGEPAGE
	madvise(m, size, MADV_HUGEPAGE);
#endif
	Chunk *c = m;
	c->prev = chunk;
	c->size = size;
	chunk = c;
	cur = (char *)m + HEADER + n;
	end = (char *)m + size;
	return (char *)m + HEADER;
}

/* Called for every node and string of a document: the common case is a
 * compare and an add. */
static void *bumpMalloc(size_t n)
{
	n = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
	char *p = cur;
	if ((size_t)(end - p) < n)
		return newChunk(n);
	cur = p + n;
	return p;
}

void *pirJsonAllocate(size_t n)
{
	return bumpMalloc(n);
}

static void bumpFree(void *p)
{
	(void)p;
}

void pirJsonAllocBegin(PirJsonAlloc *a)
{
	json_get_alloc_funcs(&a->oldMalloc, &a->oldFree);
	json_set_alloc_funcs(bumpMalloc, bumpFree);
}

void pirJsonAllocEnd(PirJsonAlloc *a)
{
	json_set_alloc_funcs(a->oldMalloc, a->oldFree);
	while (chunk) {
		Chunk *prev = chunk->prev;
		munmap(chunk, chunk->size);
		chunk = prev;
	}
	cur = end = none;
}
