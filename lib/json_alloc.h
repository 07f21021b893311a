/* json_alloc.h: where the nodes of jansson and cJSON live while pir-opt
 * reads or writes one JSON document: big chunks, bump-allocated, never
 * freed one by one, released at once at the end. Not public. */
#ifndef PIR_JSON_ALLOC_H
#define PIR_JSON_ALLOC_H

#include <jansson.h>
#include <stddef.h>

typedef struct PirJsonAlloc {
	json_malloc_t oldMalloc;
	json_free_t oldFree;
} PirJsonAlloc;

/* Routes jansson's and cJSON's allocations to the chunks until
 * pirJsonAllocEnd, which restores the previous functions (cJSON's to
 * malloc/free) and drops every node. Both libraries' hooks are
 * process-wide: one document at a time. */
void pirJsonAllocBegin(PirJsonAlloc *a);
void pirJsonAllocEnd(PirJsonAlloc *a);

#endif
