/* json_alloc.h: where the nodes of a JSON document live while pir-opt
 * reads (lib/json/json_tree.c) or writes (jansson's) one: big chunks,
 * bump-allocated, never freed one by one, released at once at the end.
 * Not public. */
#ifndef PIR_JSON_ALLOC_H
#define PIR_JSON_ALLOC_H

#include <jansson.h>
#include <stddef.h>

typedef struct PirJsonAlloc {
	json_malloc_t oldMalloc;
	json_free_t oldFree;
} PirJsonAlloc;

/* Routes jansson's allocations to the chunks until pirJsonAllocEnd,
 * which restores the previous functions and drops every node. jansson's
 * hooks are process-wide: one document at a time. */
void pirJsonAllocBegin(PirJsonAlloc *a);
void pirJsonAllocEnd(PirJsonAlloc *a);

/* n bytes (8-aligned) in the chunks, until pirJsonAllocEnd. */
void *pirJsonAllocate(size_t n);

#endif
