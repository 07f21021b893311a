/* hashset.h: an open-addressing set of pointers keyed by a caller-supplied
 * hash and equality, and a pointer-keyed map. Used for uniquing (types,
 * attributes, identifiers), for lookups in passes, and by the tools
 * (--summary's op kinds, --diff's paired blocks, pir-run's value bindings,
 * the language server's occurrence groups). Grows at 50% load; never
 * shrinks. The tables that stay hand-written, each for a reason of its
 * own: CSE's (passes/cse.c: 32-bit op links with hash tags in the slot,
 * on huge pages: CSE's hot path); the reader's spelling caches
 * (lib/text/parser_support.c) and PIR JSON's op cache: bounded caches
 * that evict, not maps; PIR JSON's sparse value ids (int64 keys whose
 * slot is filled in later); --diff's tables by 64-bit structural hash,
 * each key a chain of ops. */
#ifndef PIR_HASHSET_H
#define PIR_HASHSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct PirHashSlot {
	uint32_t hash;
	void *item; /* NULL = empty */
} PirHashSlot;

typedef struct PirHashSet {
	PirHashSlot *slots;
	size_t cap, len;
} PirHashSet;

typedef bool (*PirHashEq)(const void *item, const void *key);

void *pirHashSetFind(const PirHashSet *s, uint32_t hash, PirHashEq eq, const void *key);
void pirHashSetInsert(PirHashSet *s, uint32_t hash, void *item);
void pirHashSetFree(PirHashSet *s);

/* Pointer-keyed map (key pointer -> value pointer), for passes. */
typedef struct PirPtrMap {
	struct PirPtrMapSlot {
		const void *key;
		void *value;
	} *slots;
	size_t cap, len;
} PirPtrMap;

void *pirPtrMapGet(const PirPtrMap *m, const void *key);
void pirPtrMapPut(PirPtrMap *m, const void *key, void *value);
void pirPtrMapFree(PirPtrMap *m);

static inline uint32_t pirHashCombine(uint32_t h, uint32_t v)
{
	h ^= v + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

static inline uint32_t pirHashPtr(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return (uint32_t)x;
}

#endif
