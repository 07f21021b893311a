/* prefault.c: a helper thread takes the page faults of memory that is
 * about to be filled (see prefault.h). On a fresh mapping every first
 * write of a page traps into the kernel, which clears the page; with a
 * second core that work overlaps the filling thread's. */
#include "prefault.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* Cleared when the kernel does not know the advice: no more threads. */
static atomic_bool populateWorks = true;

typedef struct Range {
	void *addr;
	size_t len;
} Range;

static void *populate(void *arg)
{
	Range r = *(Range *)arg;
	free(arg);
	if (madvise(r.addr, r.len, MADV_POPULATE_WRITE) != 0 && errno == EINVAL)
		atomic_store(&populateWorks, false);
	return NULL;
}

void pirPrefaultStart(PirPrefault *pf, void *addr, size_t len)
{
	pf->started = false;
	if (!pirMultithreadingEnabled() || !atomic_load(&populateWorks))
		return;
	Range *r = malloc(sizeof *r);
	if (!r)
		return;
	r->addr = addr;
	r->len = len;
	if (pthread_create(&pf->thread, NULL, populate, r) != 0) {
		free(r);
		return;
	}
	pf->started = true;
}

void pirPrefaultJoin(PirPrefault *pf)
{
	if (pf->started)
		pthread_join(pf->thread, NULL);
	pf->started = false;
}
