/* ir_range.c: the process-wide address range of the IR (ir_range.h).
 * One PROT_NONE reservation, made by the first chunk asked for; chunks are
 * a power of two of pages, carved from it by a bump pointer and made
 * readable and writable when handed out. A freed chunk is mapped over
 * with a fresh PROT_NONE mapping (its pages go back to the kernel, its
 * commit charge too, and a stray access faults) and its offset goes on
 * the free list of its size, to be handed out again (zeroed, as fresh
 * memory is): creating and destroying contexts and programs forever does
 * not use the range up. */
#include "ir_range.h"
#include "arena.h"
#include "oom.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RANGE_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define RANGE_ASAN 1
#endif
#ifdef RANGE_ASAN
/* LeakSanitizer does not scan mappings of our own: the heap blocks only
 * IR points at would be reported as leaks. The range is a root region
 * (only its readable parts are scanned). */
void __lsan_register_root_region(const void *p, size_t size);
/* A chunk handed out again may still carry the poison of its last user
 * (op_free_list.c poisons destroyed ops): it is cleared, as free() and
 * munmap did for the heap chunks and mappings arenas had before. */
#include <sanitizer/asan_interface.h>
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

char *pirIrRangeBase;

char *pirIrRangeGetBase(void)
{
	return pirIrRangeBase;
}

/* Chunks of 2^k pages, k < CLASSES: up to the whole range. */
enum { CLASSES = 40 };

typedef struct FreeList {
	size_t *offsets; /* of free chunks, from the base */
	size_t len, cap;
} FreeList;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static size_t reserved, pageSize;
static size_t limitAtReserve; /* RLIMIT_AS when the range was reserved, 0 for none */
static size_t bump;  /* the first offset never handed out */
static size_t inUse; /* bytes handed out now */
static FreeList freeLists[CLASSES];

/* The bytes the process maps now (VmSize), or 0 when unknown. */
static size_t mappedNow(void)
{
	unsigned long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");
	if (!f)
		return 0;
	int got = fscanf(f, "%lu", &pages);
	fclose(f);
	return got == 1 ? (size_t)pages * pageSize : 0;
}

/* The address-space limit (RLIMIT_AS), or 0 when there is none. */
static size_t addressSpaceLimit(void)
{
	struct rlimit lim;
	if (getrlimit(RLIMIT_AS, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY)
		return 0;
	return (size_t)lim.rlim_cur;
}

/* The reservation: 16 GiB, halved while the address space refuses it,
 * down to PIR_IR_RANGE_MIN. Under an address-space limit (ulimit -v) the
 * whole reservation counts against the limit: a quarter of what is left
 * goes to the range, the rest stays for the heap, which takes address
 * space generously (glibc reserves 64 MB per thread's arena, threads have
 * stacks). Measured with the 100,000-op bench program: pir-opt runs under
 * the same limits (ulimit -v 90000) as before the range. */
static bool reserve(void)
{
	pageSize = (size_t)sysconf(_SC_PAGESIZE);
	size_t n = PIR_IR_RANGE_MAX, limit = addressSpaceLimit();
	if (limit) {
		size_t used = mappedNow();
		size_t half = used < limit ? (limit - used) / 4 / pageSize * pageSize : 0;
		n = half < n ? half : n;
	}
	for (; n >= PIR_IR_RANGE_MIN; n = n / 2 / pageSize * pageSize) {
		void *p = mmap(NULL, n, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		if (p != MAP_FAILED) {
			pirIrRangeBase = p;
			reserved = n;
			limitAtReserve = limit;
			bump = pageSize; /* offset 0 is the NULL link */
#ifdef RANGE_ASAN
			__lsan_register_root_region(p, n);
#endif
			return true;
		}
	}
	return false;
}

/* The chunks are part of one mapping, so the kernel counts them against
 * the address-space limit only as part of the reservation. A limit set
 * after the reservation (it includes the whole reservation, as
 * test_out_of_memory.c's do) would then not stop the IR from growing:
 * there the chunks count on top of what is mapped, as if each were a
 * mapping of its own (as arena chunks were before the range). */
static bool withinAddressSpaceLimit(size_t n)
{
	size_t limit = addressSpaceLimit();
	return !limit || limit == limitAtReserve || mappedNow() + inUse + n <= limit;
}

static unsigned classOf(size_t pages)
{
	unsigned k = 0;
	while (((size_t)1 << k) < pages)
		k++;
	return k;
}

/* Under the lock: the offset of a free chunk of 2^k pages, or 0. */
static size_t take(unsigned k)
{
	FreeList *fl = &freeLists[k];
	if (fl->len)
		return fl->offsets[--fl->len];
	size_t n = pageSize << k;
	if (n > reserved - bump)
		return 0;
	size_t off = bump;
	bump += n;
	return off;
}

/* Under the lock: puts a chunk on its free list; when the list cannot
 * grow, its addresses are lost (its memory is not). */
static void give(unsigned k, size_t off)
{
	FreeList *fl = &freeLists[k];
	if (fl->len == fl->cap) {
		size_t cap = fl->cap ? 2 * fl->cap : 16;
		size_t *o = realloc(fl->offsets, cap * sizeof *o);
		if (!o)
			return;
		fl->offsets = o;
		fl->cap = cap;
	}
	fl->offsets[fl->len++] = off;
}

void *pirIrRangeAlloc(size_t size, size_t *granted)
{
	pthread_mutex_lock(&lock);
	if (!reserved && !reserve()) {
		pthread_mutex_unlock(&lock);
		pirOutOfMemory(size); /* a later call tries again */
	}
	size_t pages = size / pageSize + (size % pageSize != 0);
	unsigned k = size <= reserved ? classOf(pages ? pages : 1) : CLASSES;
	size_t off = 0, n = k < CLASSES ? pageSize << k : 0;
	if (k < CLASSES && withinAddressSpaceLimit(n))
		off = take(k);
	char *p = pirIrRangeBase + off;
	if (off && mprotect(p, n, PROT_READ | PROT_WRITE) != 0) {
		give(k, off); /* e.g. too many mappings: out of memory */
		off = 0;
	}
	if (!off) {
		pthread_mutex_unlock(&lock);
		pirOutOfMemory(size);
	}
	inUse += n;
	pthread_mutex_unlock(&lock);
	UNPOISON(p, n);
	if (granted)
		*granted = n;
	return p;
}

void pirIrRangeFree(void *p, size_t size)
{
	if (!p)
		return;
	pthread_mutex_lock(&lock);
	size_t pages = size / pageSize + (size % pageSize != 0);
	unsigned k = classOf(pages ? pages : 1);
	size_t n = pageSize << k;
	inUse -= n;
	/* A fresh mapping in its place: the pages go back to the kernel, and
	 * the chunk reads as zeros when it is handed out again. */
	if (mmap(p, n, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0) != MAP_FAILED ||
	    (madvise(p, n, MADV_DONTNEED) == 0 && mprotect(p, n, PROT_NONE) == 0))
		give(k, (size_t)((char *)p - pirIrRangeBase));
	pthread_mutex_unlock(&lock);
}

PirIrRangeStats pirIrRangeGetStats(void)
{
	pthread_mutex_lock(&lock);
	PirIrRangeStats s = {reserved, reserved ? bump : 0, inUse};
	pthread_mutex_unlock(&lock);
	return s;
}

#ifdef PIR_IR_RANGE_CHECKS
void pirIrRangeCheck(const void *p)
{
	uintptr_t a = (uintptr_t)p, b = (uintptr_t)pirIrRangeBase;
	if (p && (a < b + pageSize || a >= b + reserved || (a & 3))) {
		fprintf(stderr, "pir: link to %p, which is not a 4-aligned address of the IR range [%p, %p)\n",
		        p, (void *)pirIrRangeBase, (void *)(pirIrRangeBase + reserved));
		abort();
	}
}
#endif
