/* async_writer.c: the writer thread of async_writer.h. One buffer is with
 * the thread at a time; the caller waits for it only when the next one is
 * full, so printing and write(2) overlap. */
#include "async_writer.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "../ir/arena.h"
#include "threads.h"

struct PirAsyncWriter {
	FILE *f;
	pthread_t thread;
	pthread_mutex_t mu;
	pthread_cond_t cv; /* busy or quit changed */
	char *buf;         /* with the thread (busy) or written (!busy); may be NULL */
	size_t len, cap;
	bool busy, quit;
};

static void *run(void *arg)
{
	PirAsyncWriter *w = arg;
	pthread_mutex_lock(&w->mu);
	for (;;) {
		while (!w->busy && !w->quit)
			pthread_cond_wait(&w->cv, &w->mu);
		if (!w->busy)
			break;
		char *buf = w->buf;
		size_t len = w->len;
		pthread_mutex_unlock(&w->mu);
		fwrite(buf, 1, len, w->f);
		pthread_mutex_lock(&w->mu);
		w->busy = false;
		pthread_cond_signal(&w->cv);
	}
	pthread_mutex_unlock(&w->mu);
	return NULL;
}

PirAsyncWriter *pirAsyncWriterCreate(FILE *f)
{
	if (!pirMultithreadingEnabled())
		return NULL;
	PirAsyncWriter *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	w->f = f;
	pthread_mutex_init(&w->mu, NULL);
	pthread_cond_init(&w->cv, NULL);
	if (pthread_create(&w->thread, NULL, run, w) != 0) {
		pthread_cond_destroy(&w->cv);
		pthread_mutex_destroy(&w->mu);
		free(w);
		return NULL;
	}
	return w;
}

/* Called with w->mu held. */
static void waitIdle(PirAsyncWriter *w)
{
	while (w->busy)
		pthread_cond_wait(&w->cv, &w->mu);
}

char *pirAsyncWriterSwap(PirAsyncWriter *w, char *buf, size_t len, size_t *cap)
{
	pthread_mutex_lock(&w->mu);
	waitIdle(w);
	char *written = w->buf;
	size_t writtenCap = w->cap;
	w->buf = buf;
	w->len = len;
	w->cap = *cap;
	w->busy = true;
	pthread_cond_signal(&w->cv);
	pthread_mutex_unlock(&w->mu);
	if (!written) {
		written = pirMalloc(*cap);
		writtenCap = *cap;
	}
	*cap = writtenCap;
	return written;
}

void pirAsyncWriterDestroy(PirAsyncWriter *w)
{
	if (!w)
		return;
	pthread_mutex_lock(&w->mu);
	waitIdle(w);
	w->quit = true;
	pthread_cond_signal(&w->cv);
	pthread_mutex_unlock(&w->mu);
	pthread_join(w->thread, NULL);
	pthread_cond_destroy(&w->cv);
	pthread_mutex_destroy(&w->mu);
	free(w->buf);
	free(w);
}
