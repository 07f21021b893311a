/* prefault.h: faulting fresh memory in on a helper thread. */
#ifndef PIR_PREFAULT_H
#define PIR_PREFAULT_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "threads.h"

/* A thread that populates the page tables of [addr, addr+len) for writing
 * (MADV_POPULATE_WRITE: fresh memory about to be filled), so that the
 * thread that uses the memory takes no page faults. The content does not
 * change, so the memory may be used while the thread runs. Where the
 * kernel cannot do it, nothing happens. (A mapped input is faulted in a
 * window at a time ahead of the parser instead: tool/read_ahead.h.) */
typedef struct PirPrefault {
	pthread_t thread;
	bool started;
} PirPrefault;

/* Starts populating (if threads are allowed); pf is then joined with
 * pirPrefaultJoin before the memory is unmapped. */
void pirPrefaultStart(PirPrefault *pf, void *addr, size_t len);
void pirPrefaultJoin(PirPrefault *pf);

#endif
