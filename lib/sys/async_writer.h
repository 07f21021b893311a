/* async_writer.h: a thread that writes full buffers to a FILE while the
 * caller fills the next one (double buffering), for large outputs. */
#ifndef PIR_ASYNC_WRITER_H
#define PIR_ASYNC_WRITER_H

#include <stddef.h>
#include <stdio.h>

typedef struct PirAsyncWriter PirAsyncWriter;

/* NULL when threads are not allowed (threads.h) or cannot be started: the
 * caller then writes itself. Nobody else may write to f until
 * pirAsyncWriterDestroy. */
PirAsyncWriter *pirAsyncWriterCreate(FILE *f);
/* Hands over buf (len bytes, capacity *cap) to be written, in the order of
 * the calls, and returns an empty buffer to fill next, with its capacity in
 * *cap: the one written before, after waiting for it to be written. */
char *pirAsyncWriterSwap(PirAsyncWriter *w, char *buf, size_t len, size_t *cap);
/* Waits for the last buffer to be written; write errors are left on f. */
void pirAsyncWriterDestroy(PirAsyncWriter *w);

#endif
