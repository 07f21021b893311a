/* arena.c: bump-pointer arenas and small allocation helpers. */
#include "arena.h"
#include "context.h"
#include "ir_range.h"
#include "oom.h"
#include "../sys/prefault.h"
#include "../sys/speed_paths.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct PirArenaChunk {
	PirArenaChunk *prev;
	size_t size;     /* room for allocations */
	size_t mapLen;   /* the whole chunk, as the IR range granted it */
	PirPrefault pf;  /* the thread faulting it in, if any */
	_Alignas(16) char data[];
};

/* Every chunk comes from the IR range (ir_range.h: links between IR
 * objects are 32-bit offsets into it) and is a power of two of pages,
 * header included. Small first chunks (one page): a program of a few ops
 * costs a few KB, not 2 MB; chunks double, so a large program still takes
 * few allocations. From CHUNK_MAP on, the next chunk is mapped ahead (the
 * arena's spare) and faulted in by a helper thread while this one fills
 * (prefault.h): a large program is built without waiting for the kernel
 * to clear its pages. CHUNK_MAX is small because the chunk mapped ahead is
 * memory that may never be used (bench/README.md). An allocation bigger
 * than a chunk gets one of its own. */
enum { CHUNK_MIN = 1 << 12, CHUNK_MAP = 1 << 20, CHUNK_MAX = 1 << 21 };

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

_Noreturn void pirOutOfMemory(size_t n)
{
	if (oomHandler)
		oomHandler(n, oomUserData);
	if (oomTop)
		longjmp(oomTop->env, 1); /* back to the library's entry point */
	abort(); /* user code outside any entry point: see arena.h */
}

/* Fault injection (oom.h): per thread, so helper threads do not move the
 * count of the thread under test. */
static _Thread_local unsigned long faultCountdown, faultCounted;

unsigned long pirFailAllocation(unsigned long n)
{
	unsigned long made = faultCounted;
	faultCountdown = n;
	faultCounted = 0;
	return made;
}

bool pirAllocationFails(void)
{
	if (!faultCountdown)
		return false; /* off (or already failed): one test per allocation */
	faultCounted++;
	return --faultCountdown == 0;
}

void *pirMalloc(size_t n)
{
	void *p = pirAllocationFails() ? NULL : malloc(n ? n : 1);
	if (!p)
		pirOutOfMemory(n);
	return p;
}

void *pirRealloc(void *p, size_t n)
{
	p = pirAllocationFails() ? NULL : realloc(p, n ? n : 1);
	if (!p)
		pirOutOfMemory(n);
	return p;
}

void *pirCalloc(size_t n, size_t size)
{
	void *p = pirAllocationFails() ? NULL : calloc(n ? n : 1, size ? size : 1);
	if (!p)
		pirOutOfMemory(n * size);
	return p;
}

void pirArenaInit(PirArena *a)
{
	memset(a, 0, sizeof *a);
}

static void freeChunk(PirArenaChunk *c)
{
	pirPrefaultJoin(&c->pf);
	pirIrRangeFree(c, c->mapLen);
}

void pirArenaDestroy(PirArena *a)
{
	PirArenaChunk *c = a->chunk;
	while (c) {
		PirArenaChunk *prev = c->prev;
		freeChunk(c);
		c = prev;
	}
	if (a->spare)
		freeChunk(a->spare);
	memset(a, 0, sizeof *a);
}

void pirArenaTrim(PirArena *a)
{
	if (a->spare)
		freeChunk(a->spare);
	a->spare = NULL;
	if (!a->chunk)
		return;
	/* Its prefault thread, if still running, would fault them in again. */
	pirPrefaultJoin(&a->chunk->pf);
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	char *from = (char *)(((uintptr_t)a->cur + page - 1) & ~(page - 1));
	/* end is the chunk's end, a page boundary (newChunk). */
	if (from < a->end)
		madvise(from, (size_t)(a->end - from), MADV_DONTNEED);
}

/* A zeroed chunk of at least len bytes, header included: fresh or reused
 * pages of the range come zeroed from the kernel, so the memory is written
 * once (by its user) instead of twice. */
static PirArenaChunk *newChunk(size_t len)
{
	PirArenaChunk *c;
	size_t granted;
	if (len > SIZE_MAX / 2 || pirAllocationFails())
		pirOutOfMemory(len);
	c = pirIrRangeAlloc(len, &granted);
	c->mapLen = granted;
	c->size = granted - sizeof *c; /* the rest of the last page is room too */
	return c;
}

/* The length of the chunk after one of mapLen bytes. */
static size_t nextSize(size_t mapLen)
{
	return mapLen >= CHUNK_MAX / 2 ? CHUNK_MAX : mapLen * 2;
}

/* The current chunk is full: the next one is the spare if there is one
 * big enough; a mapped chunk gets a spare of its own, faulted in ahead. */
static void newCurrent(PirArena *a, size_t size)
{
	size_t len = a->chunk ? nextSize(a->chunk->mapLen) : CHUNK_MIN;
	PirArenaChunk *c;
	if (a->spare && a->spare->size >= size) {
		c = a->spare;
		a->spare = NULL;
	} else {
		c = newChunk(len - sizeof *c < size ? size + sizeof *c : len);
	}
	if (a->chunk)
		pirPrefaultJoin(&a->chunk->pf); /* long done: it ran ahead of c */
	c->prev = a->chunk;
	a->chunk = c;
	a->cur = c->data;
	a->end = c->data + c->size;
	if (PIR_SPEED_ONLY(!a->spare && c->mapLen >= CHUNK_MAP) && pirMultithreadingEnabled()) {
		PirArenaChunk *s = newChunk(nextSize(c->mapLen));
		a->spare = s;
		pirPrefaultStart(&s->pf, s, s->mapLen);
	}
}

/* pirArenaAlloc when the current chunk is full (size rounded already). */
static __attribute__((noinline)) void *allocInNewChunk(PirArena *a, size_t size)
{
	newCurrent(a, size);
	void *p = a->cur;
	a->cur += size;
	a->allocated += size;
	return p;
}

/* The fast path saves no registers: the slow one is a tail call. */
void *pirArenaAlloc(PirArena *a, size_t size)
{
	if ((uintptr_t)a->cur & 4) /* after a pirArenaAlloc4 */
		a->cur += 4;
	size = (size + 7) & ~(size_t)7;
	if ((size_t)(a->end - a->cur) < size)
		return allocInNewChunk(a, size);
	void *p = a->cur;
	a->cur += size;
	a->allocated += size;
	return p;
}

void *pirArenaAlloc4(PirArena *a, size_t size)
{
	size = (size + 3) & ~(size_t)3;
	if ((size_t)(a->end - a->cur) < size)
		newCurrent(a, size);
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
	return pirArrayReserve(data, len + 1, cap, elemSize, first);
}

void *pirArrayReserve(void *data, size_t need, size_t *cap, size_t elemSize, size_t first)
{
	if (need <= *cap && data)
		return data;
	size_t n = *cap ? *cap : first ? first : 1;
	while (n < need && n <= SIZE_MAX / 2)
		n *= 2;
	/* A size past what can be addressed fails like exhausted memory. */
	size_t bytes = n < need || n > SIZE_MAX / elemSize ? SIZE_MAX / 2 : n * elemSize;
	data = pirRealloc(data, bytes);
	*cap = n;
	return data;
}
