/* ir_range.h: the one address range all IR lives in, and 32-bit links.
 * Every arena chunk (lib/ir/arena.c: the context's types, attributes, op
 * infos and identifiers; a program's ops, values, uses and blocks) is
 * carved from a single range of address space reserved once per process,
 * so that a pointer to any IR object can be stored as a 32-bit offset from
 * the range's base (a PirLink) instead of a 64-bit pointer. The range is
 * 16 GiB when the address space allows (under `ulimit -v`, a quarter of
 * the address space left, and less if that does not fit: the reservation
 * is halved until it does, down to 1 MiB), which is then the limit of IR
 * per process. Reserved address space costs nothing until a chunk is handed
 * out; a freed chunk goes back to the kernel and its addresses are reused. */
#ifndef PIR_IR_RANGE_H
#define PIR_IR_RANGE_H

#include <stddef.h>
#include <stdint.h>

/* A link: (address - base) / 4, so 4 G links cover 16 GiB of 4-aligned
 * objects. 0 is NULL: the first page of the range is never handed out. */
typedef uint32_t PirLink;

#define PIR_IR_RANGE_MAX ((size_t)16 << 30)
#define PIR_IR_RANGE_MIN ((size_t)1 << 20)

/* The base of the range, set once by the first chunk handed out (before
 * any pointer into the range exists) and never changed. Inside pir's own
 * build (the Makefile defines PIR_BUILDING_PIR) it is a hidden global, so
 * the library reaches it PC-relative (no GOT load) and keeps it in a
 * register. This header is private (not installed): a library user never
 * follows a link, it calls the exported accessors (pir_api.h); code built
 * without PIR_BUILDING_PIR that includes it anyway asks a function. */
#ifdef PIR_BUILDING_PIR
extern char *pirIrRangeBase __attribute__((visibility("hidden")));
#define PIR_IR_RANGE_BASE pirIrRangeBase
#else
#define PIR_IR_RANGE_BASE pirIrRangeGetBase()
#endif
char *pirIrRangeGetBase(void) __attribute__((pure));

/* Checks of the links: in AddressSanitizer builds and with -DPIR_DEBUG. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PIR_IR_RANGE_CHECKS 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(PIR_DEBUG)
#undef PIR_IR_RANGE_CHECKS
#define PIR_IR_RANGE_CHECKS 1
#endif
#ifdef PIR_IR_RANGE_CHECKS
/* Aborts unless p is NULL or a 4-aligned address inside the range. */
void pirIrRangeCheck(const void *p);
#endif

static inline PirLink pirLinkFromPtr(const void *p)
{
#ifdef PIR_IR_RANGE_CHECKS
	pirIrRangeCheck(p);
#endif
	/* NULL (0) maps to 0 too: the arithmetic wraps and then the test
	 * picks 0, without a branch (a cmov). */
	return p ? (PirLink)(((uintptr_t)p - (uintptr_t)PIR_IR_RANGE_BASE) >> 2) : 0;
}

static inline void *pirLinkToPtr(PirLink l)
{
	void *p = l ? PIR_IR_RANGE_BASE + ((size_t)l << 2) : NULL;
#ifdef PIR_IR_RANGE_CHECKS
	pirIrRangeCheck(p);
#endif
	return p;
}

/* A link known not to be 0: one add, no test. */
static inline void *pirLinkToPtrNonNull(PirLink l)
{
	void *p = PIR_IR_RANGE_BASE + ((size_t)l << 2);
#ifdef PIR_IR_RANGE_CHECKS
	pirIrRangeCheck(p);
#endif
	return p;
}

/* A zeroed, readable and writable chunk of at least size bytes (a whole
 * number of pages; *granted gets the number, when not NULL) from the
 * range, reserved on first use. Thread-safe. When the range is exhausted
 * (or an address-space limit, RLIMIT_AS, set after the reservation is
 * reached: chunks then count against it as if each were mapped alone),
 * this is out of memory: the out-of-memory handler or recovery point of
 * arena.h, as for malloc. */
void *pirIrRangeAlloc(size_t size, size_t *granted);
/* Gives a chunk back (size as asked or as granted): its pages return to
 * the kernel and its addresses are handed out again. */
void pirIrRangeFree(void *p, size_t size);

/* For tests and statistics: the bytes reserved (0 before first use), the
 * high-water mark of the range (bytes of it ever handed out, from the
 * base), and the bytes handed out now. */
typedef struct PirIrRangeStats {
	size_t reserved, highWater, inUse;
} PirIrRangeStats;
PirIrRangeStats pirIrRangeGetStats(void);

#endif
