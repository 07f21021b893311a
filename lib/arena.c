/* arena.c: bump-pointer arenas and small allocation helpers. */
#include "arena.h"
#include "oom.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct PirArenaChunk {
	PirArenaChunk *prev;
	size_t size;
	_Alignas(16) char data[];
};

/* Small first chunks: a program of a few ops costs a few KB, not 64 KB;
 * chunks double, so a large program still takes few allocations. */
enum { CHUNK_MIN = 1 << 10 };

static PirOutOfMemoryHandler oomHandler;
static void *oomUserData;
static _Thread_local PirOomRecovery *oomTop; /* innermost recovery point */

void pirOomPush(PirOomRecovery *r)
{
	r->prev = oomTop;
	oomTop = r;
}

void pirOomPop(PirOomRecovery *r)
{
	oomTop = r->prev;
}

PirOutOfMemoryHandler pirSetOutOfMemoryHandler(PirOutOfMemoryHandler h, void *userData)
{
	PirOutOfMemoryHandler old = oomHandler;
	oomHandler = h;
	oomUserData = userData;
	return old;
}

static _Noreturn void outOfMemory(size_t n)
{
	if (oomHandler)
		oomHandler(n, oomUserData);
	if (oomTop)
		longjmp(oomTop->env, 1); /* back to the library's entry point */
	abort(); /* user code outside any entry point: see arena.h */
}

void *pirMalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		outOfMemory(n);
	return p;
}

void *pirRealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		outOfMemory(n);
	return p;
}

void *pirCalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		outOfMemory(n * size);
	return p;
}

void pirArenaInit(PirArena *a)
{
	memset(a, 0, sizeof *a);
}

void pirArenaDestroy(PirArena *a)
{
	PirArenaChunk *c = a->chunk;
	while (c) {
		PirArenaChunk *prev = c->prev;
		free(c);
		c = prev;
	}
	memset(a, 0, sizeof *a);
}

void *pirArenaAlloc(PirArena *a, size_t size)
{
	size = (size + 7) & ~(size_t)7;
	if ((size_t)(a->end - a->cur) < size) {
		size_t csize = a->chunk ? a->chunk->size * 2 : CHUNK_MIN;
		if (csize > (1u << 24))
			csize = 1u << 24;
		if (csize < size)
			csize = size;
		/* calloc: large chunks come zeroed from the kernel, so the memory
		 * is written once (by its user) instead of twice. */
		PirArenaChunk *c = pirCalloc(1, sizeof *c + csize);
		c->prev = a->chunk;
		c->size = csize;
		a->chunk = c;
		a->cur = c->data;
		a->end = c->data + csize;
	}
	void *p = a->cur;
	a->cur += size;
	a->allocated += size;
	return p;
}

void *pirArenaDup(PirArena *a, const void *src, size_t size)
{
	void *p = pirArenaAlloc(a, size);
	if (size)
		memcpy(p, src, size);
	return p;
}

void pirPtrVecPush(PirPtrVec *v, void *p)
{
	if (v->len == v->cap)
		v->data = pirArrayGrow(v->data, v->len, &v->cap, sizeof *v->data, 16);
	v->data[v->len++] = p;
}

void pirPtrVecFree(PirPtrVec *v)
{
	free(v->data);
	v->data = NULL;
	v->len = v->cap = 0;
}

void *pirArrayGrow(void *data, size_t len, size_t *cap, size_t elemSize, size_t first)
{
	size_t n = *cap ? *cap : first;
	while (n < len + 1 && n <= SIZE_MAX / 2)
		n *= 2;
	/* A size past what can be addressed fails like exhausted memory. */
	size_t bytes = n < len + 1 || n > SIZE_MAX / elemSize ? SIZE_MAX / 2 : n * elemSize;
	data = pirRealloc(data, bytes);
	*cap = n;
	return data;
}
