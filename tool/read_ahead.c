/* read_ahead.c: the input faulted in a window ahead of the parser (see
 * read_ahead.h). */
#include "read_ahead.h"

#include <errno.h>
#include <sys/mman.h>

#include "../lib/sys/threads.h"

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22 /* Linux 5.14 */
#endif

static void *run(void *arg)
{
	PirReadAhead *ra = arg;
	for (size_t off = 0; off < ra->len; off += READ_AHEAD_STEP) {
		pthread_mutex_lock(&ra->lock);
		while (!ra->stop && off >= ra->consumed + READ_AHEAD_WINDOW)
			pthread_cond_wait(&ra->moved, &ra->lock);
		bool stop = ra->stop;
		pthread_mutex_unlock(&ra->lock);
		if (stop)
			break;
		size_t n = ra->len - off < READ_AHEAD_STEP ? ra->len - off : READ_AHEAD_STEP;
		/* Page aligned: start is a mapping's start, the step a multiple of pages. */
		if (madvise((void *)(ra->start + off), n, MADV_POPULATE_READ) != 0 && errno == EINVAL)
			break; /* a kernel without it: the parser takes the faults */
	}
	return NULL;
}

void pirReadAheadStart(PirReadAhead *ra, const char *start, size_t len)
{
	ra->started = false;
	if (!pirMultithreadingEnabled())
		return;
	ra->start = start;
	ra->len = len;
	ra->consumed = 0;
	ra->stop = false;
	if (pthread_mutex_init(&ra->lock, NULL) != 0)
		return;
	if (pthread_cond_init(&ra->moved, NULL) != 0) {
		pthread_mutex_destroy(&ra->lock);
		return;
	}
	if (pthread_create(&ra->thread, NULL, run, ra) != 0) {
		pthread_cond_destroy(&ra->moved);
		pthread_mutex_destroy(&ra->lock);
		return;
	}
	ra->started = true;
}

void pirReadAheadAdvance(PirReadAhead *ra, const char *upTo)
{
	if (!ra->started)
		return;
	pthread_mutex_lock(&ra->lock);
	ra->consumed = (size_t)(upTo - ra->start);
	pthread_cond_signal(&ra->moved);
	pthread_mutex_unlock(&ra->lock);
}

void pirReadAheadStop(PirReadAhead *ra)
{
	if (!ra->started)
		return;
	pthread_mutex_lock(&ra->lock);
	ra->stop = true;
	pthread_cond_signal(&ra->moved);
	pthread_mutex_unlock(&ra->lock);
	pthread_join(ra->thread, NULL);
	pthread_cond_destroy(&ra->moved);
	pthread_mutex_destroy(&ra->lock);
	ra->started = false;
}
