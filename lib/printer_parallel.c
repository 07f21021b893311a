/* printer_parallel.c: prints a large program on two threads (issue 12,
 * goal 5). The output is byte for byte the sequential printer's.
 *
 * Only with threads on (threads.h), output to a FILE, a top-level block of
 * at least PAR_MIN_OPS ops and regions nested at most MAX_DEPTH deep (the
 * helper thread has an ordinary stack); anything else prints as before.
 *
 * 1. A walk on the calling thread does everything printing does to shared
 *    state, in the printer's order: it numbers the values (results, then
 *    each region's blocks, a block's arguments before its ops: the order in
 *    which printing names them, generic or custom form) and the blocks, and
 *    fills the text caches of the result and argument types and of the
 *    attribute dictionaries (an operand's type is the type of a value named
 *    before it). It also cuts the top-level ops into chunks of CHUNK_OPS.
 * 2. The printers then run with `numbered` and `shared` set (printer.h):
 *    they only read numbers and caches, and a text not cached (an operand
 *    of type null, a type inside an elided attribute) is built into the
 *    output instead of cached, so no two threads ever write one object.
 *    Op-tail caches are per printer.
 * 3. The calling thread prints the even chunks into its own buffer, which
 *    goes to the async writer as before; a worker prints the odd chunks,
 *    each into a buffer of its own, and queues it. The calling thread takes
 *    chunk 2k+1 from the queue after printing chunk 2k, hands what it has
 *    to the writer, then the worker's buffer, and gets back a written
 *    buffer, which the worker fills next. The worker waits when AHEAD
 *    chunks are queued, so a handful of chunk-sized buffers are alive at
 *    once (about 1 MB each), never half of the output.
 */
#include "printer_parallel.h"

#include <pthread.h>
#include <stdlib.h>

#include "arena.h"
#include "async_writer.h"
#include "threads.h"

enum { PAR_MIN_OPS = 16384, CHUNK_OPS = 4096, AHEAD = 2, MAX_DEPTH = 32, SPARES = AHEAD + 4 };

typedef struct Buffer {
	char *buf;
	size_t len, cap;
} Buffer;

typedef struct Par {
	PirPrinter *main;
	PirOperation **starts; /* chunk c: starts[c] up to starts[c + 1] (NULL: the block's end) */
	size_t numChunks, capChunks;
	unsigned maxDepth;
	pthread_mutex_t mu;
	pthread_cond_t cv;     /* the queue or the spares changed */
	Buffer queue[AHEAD];   /* printed odd chunks, oldest at taken % AHEAD */
	size_t queued, taken;  /* counts of chunks put in and taken out */
	Buffer spares[SPARES]; /* written buffers for the worker to fill */
	size_t numSpares;
} Par;

/* ------------------------------------------------------------ the walk */

static void walkRegion(PirPrinter *p, Par *par, PirRegion *r, unsigned depth);

static void walkOp(PirPrinter *p, Par *par, PirOperation *op, unsigned depth)
{
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		v->state.number = p->nextValue++ + 1;
		pirPrinterFillType(p, v->type);
	}
	if (!p->elideLimit)
		pirPrinterFillAttrDict(p, op->attrs);
	for (uint32_t r = 0; r < op->numRegions; r++)
		walkRegion(p, par, pirOperationGetRegion(op, r), depth + 1);
}

static void walkRegion(PirPrinter *p, Par *par, PirRegion *r, unsigned depth)
{
	if (depth > par->maxDepth)
		par->maxDepth = depth;
	uint32_t n = 0;
	for (PirBlock *b = r->first; b; b = b->next)
		b->state.number = n++;
	for (PirBlock *b = r->first; b; b = b->next) {
		for (uint32_t i = 0; i < b->numArgs; i++) {
			b->args[i]->state.number = p->nextArg++ + 1;
			pirPrinterFillType(p, b->args[i]->type);
		}
		for (PirOperation *op = b->first; op; op = op->next)
			walkOp(p, par, op, depth);
	}
}

/* The walk of the top-level block, which also cuts it into chunks; false
 * if it cannot be printed in parallel after all. */
static bool walkTop(PirPrinter *p, Par *par, PirBlock *top)
{
	size_t i = 0;
	for (PirOperation *op = top->first; op; op = op->next, i++) {
		if (i % CHUNK_OPS == 0) {
			if (par->numChunks == par->capChunks) {
				par->capChunks = par->capChunks ? 2 * par->capChunks : 64;
				par->starts = pirRealloc(par->starts, par->capChunks * sizeof *par->starts);
			}
			par->starts[par->numChunks++] = op;
		}
		/* A top-level op naming the top block as a successor makes the
		 * sequential printer label it; leave that to it. */
		for (uint32_t s = 0; s < op->numSuccessors; s++)
			if (pirOperationGetSuccessors(op)[s] == top)
				return false;
		walkOp(p, par, op, 1);
	}
	return par->maxDepth <= MAX_DEPTH;
}

/* ---------------------------------------------------------- the chunks */

static void printChunk(PirPrinter *p, Par *par, size_t c)
{
	PirOperation *end = c + 1 < par->numChunks ? par->starts[c + 1] : NULL;
	for (PirOperation *op = par->starts[c]; op != end; op = op->next)
		pirPrinterOperation(p, op);
}

static void *worker(void *arg)
{
	Par *par = arg;
	PirPrinter w;
	pirPrinterInit(&w, par->main->ctx, NULL);
	w.generic = par->main->generic;
	w.elideLimit = par->main->elideLimit;
	w.numbered = w.shared = true;
	w.indent = 1;
	for (size_t c = 1; c < par->numChunks; c += 2) {
		pthread_mutex_lock(&par->mu);
		while (par->queued - par->taken >= AHEAD)
			pthread_cond_wait(&par->cv, &par->mu);
		if (!w.buf && par->numSpares) {
			Buffer b = par->spares[--par->numSpares];
			w.buf = b.buf;
			w.cap = b.cap;
		}
		pthread_mutex_unlock(&par->mu);
		w.len = 0;
		printChunk(&w, par, c);
		pthread_mutex_lock(&par->mu);
		par->queue[par->queued++ % AHEAD] = (Buffer){w.buf, w.len, w.cap};
		pthread_cond_signal(&par->cv);
		pthread_mutex_unlock(&par->mu);
		w.buf = NULL;
		w.cap = 0;
	}
	pirPrinterFinish(&w);
	return NULL;
}

/* Writes out what p holds, then b; b becomes a buffer to fill again. */
static void emit(PirPrinter *p, Buffer *b)
{
	pirPrinterFlush(p);
	if (p->writer) {
		b->buf = pirAsyncWriterSwap(p->writer, b->buf, b->len, &b->cap);
	} else {
		fwrite(b->buf, 1, b->len, p->f);
	}
	b->len = 0;
}

static void printChunks(PirPrinter *p, Par *par)
{
	pthread_t thread;
	bool started = par->numChunks > 1 && pthread_mutex_init(&par->mu, NULL) == 0;
	if (started && pthread_cond_init(&par->cv, NULL) != 0) {
		pthread_mutex_destroy(&par->mu);
		started = false;
	}
	if (started && pthread_create(&thread, NULL, worker, par) != 0) {
		pthread_cond_destroy(&par->cv);
		pthread_mutex_destroy(&par->mu);
		started = false;
	}
	if (started && !p->writer)
		p->writer = pirAsyncWriterCreate(p->f);
	for (size_t c = 0; c < par->numChunks; c++) {
		if (!started || c % 2 == 0) {
			printChunk(p, par, c);
			continue;
		}
		pthread_mutex_lock(&par->mu);
		while (par->queued == par->taken)
			pthread_cond_wait(&par->cv, &par->mu);
		Buffer b = par->queue[par->taken++ % AHEAD];
		pthread_cond_signal(&par->cv);
		pthread_mutex_unlock(&par->mu);
		emit(p, &b);
		pthread_mutex_lock(&par->mu);
		if (par->numSpares < SPARES)
			par->spares[par->numSpares++] = b;
		else
			free(b.buf);
		pthread_cond_signal(&par->cv);
		pthread_mutex_unlock(&par->mu);
	}
	if (!started)
		return;
	pthread_join(thread, NULL);
	pthread_cond_destroy(&par->cv);
	pthread_mutex_destroy(&par->mu);
	for (size_t i = 0; i < par->numSpares; i++)
		free(par->spares[i].buf);
}

bool pirPrinterProgramParallel(PirPrinter *p, PirProgram *prog)
{
	PirRegion *r = pirOperationGetRegion(prog->module, 0);
	PirBlock *top = r->first;
	if (!p->f || !top || top->next || top->numArgs || !pirMultithreadingEnabled())
		return false;
	size_t n = 0;
	for (PirOperation *op = top->first; op && n < PAR_MIN_OPS; op = op->next)
		n++;
	if (n < PAR_MIN_OPS)
		return false;
	Par par = {.main = p};
	top->state.number = 0;
	bool ok = walkTop(p, &par, top);
	if (ok) {
		pirPrinterWrite(p, "{\n", 2);
		p->numbered = p->shared = true;
		p->indent++;
		printChunks(p, &par);
		p->indent--;
		p->numbered = p->shared = false;
		pirPrinterIndent(p);
		pirPrinterWrite(p, "}\n", 2);
	}
	free(par.starts);
	return ok;
}
