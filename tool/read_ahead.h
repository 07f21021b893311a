/* read_ahead.h: faulting a mapped input in on a helper thread, a window
 * ahead of the parser. The whole file at once would make every page of it
 * resident before the parser has read the first: with the compact IR, a
 * file's text is bigger than the program it holds, so that was the peak
 * of the process's memory (bench/README.md). Behind the parser the pages
 * are dropped (input_file.h); ahead of it at most READ_AHEAD_WINDOW bytes
 * are faulted in. */
#ifndef PIR_READ_AHEAD_H
#define PIR_READ_AHEAD_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct PirReadAhead {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t moved;
	const char *start;
	size_t len;
	size_t consumed; /* the parser is done with [start, start + consumed) */
	bool stop;
	bool started;
} PirReadAhead;

enum { READ_AHEAD_WINDOW = 2 << 20, READ_AHEAD_STEP = 512 << 10 };

/* Starts the thread (if threads are allowed) on [start, start + len). */
void pirReadAheadStart(PirReadAhead *ra, const char *start, size_t len);
/* The parser is done with the text before upTo: the window moves on. */
void pirReadAheadAdvance(PirReadAhead *ra, const char *upTo);
/* Stops and joins the thread; before the mapping goes. */
void pirReadAheadStop(PirReadAhead *ra);

#endif
