/* printer_parallel.c: prints a large program on two threads (issue 12,
 * goal 5). The output is byte for byte the sequential printer's.
 *
 * Only with threads on (threads.h), output to a FILE, a top-level block of
 * at least PAR_MIN_OPS ops and regions nested at most MAX_DEPTH deep (the
 * helper thread has an ordinary stack); anything else prints as before.
 *
 * 1. A walk on the calling thread does everything printing does to shared
 *    state, in the printer's order (for a program where every use comes
 *    after its definition, which the verifier checks; the sequential
 *    printer would print a use before its definition with a stale number,
 *    this one with the new one): it numbers the values (results, then
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
 * 3. The chunks are printed by the calling thread and a worker, each
 *    into a buffer of its own; a thread takes the next chunk not taken yet,
 *    so the faster one (the other core may be busy with the output's
 *    write(2), or with another process) prints more. The calling thread
 *    hands the printed chunks to the async writer in order, as soon as the
 *    next one is ready, and gets back written buffers to fill again. No
 *    chunk is taken while WINDOW chunks are not written out yet, so a
 *    handful of chunk-sized buffers (about 1 MB each) are alive at once,
 *    never a large part of the output.
 */
#include "printer_parallel.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "../ir/arena.h"
#include "../sys/async_writer.h"
#include "../sys/threads.h"

enum { PAR_MIN_OPS = 16384, CHUNK_OPS = 4096, WINDOW = 4, MAX_DEPTH = 32, SPARES = WINDOW + 2 };

typedef struct Buffer {
	char *buf;
	size_t len, cap;
} Buffer;

typedef struct Slot {
	Buffer b;
	bool ready;
} Slot;

typedef struct Par {
	PirPrinter *main;
	PirOperation **starts; /* chunk c: starts[c] up to starts[c + 1] (NULL: the block's end) */
	size_t numChunks, capChunks;
	unsigned maxDepth;
	pthread_mutex_t mu;
	pthread_cond_t cv;     /* a chunk was printed or written out */
	size_t claimed;        /* chunks taken by a thread to print (in order) */
	size_t emitted;        /* chunks written out (in order) */
	Slot slots[WINDOW];    /* chunk c, printed, in slots[c % WINDOW] */
	Buffer spares[SPARES]; /* written buffers to fill again */
	size_t numSpares;
} Par;

/* ------------------------------------------------------------ the walk */

static void walkRegions(PirPrinter *p, Par *par, PirOperation *op, unsigned depth);

/* One op: inlined into the loops over ops, since most ops have no region
 * (the walk costs about 50 instructions an op; printing one, 650). */
static inline void walkOp(PirPrinter *p, Par *par, PirOperation *op, unsigned depth)
{
	uint32_t number = p->nextValue;
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		v->state = ++number;
		if (!pirValueGetType(v)->printed)
			pirPrinterFillType(p, pirValueGetType(v));
	}
	p->nextValue = number;
	if (!p->elideLimit && !pirOperationGetAttrDict(op)->printed)
		pirPrinterFillAttrDict(p, pirOperationGetAttrDict(op));
	if (op->numRegions)
		walkRegions(p, par, op, depth + 1);
}

static void walkRegions(PirPrinter *p, Par *par, PirOperation *op, unsigned depth)
{
	if (depth > par->maxDepth)
		par->maxDepth = depth;
	for (uint32_t r = 0; r < op->numRegions; r++) {
		PirRegion *region = pirOperationGetRegion(op, r);
		uint32_t n = 0;
		for (PirBlock *b = region->first; b; b = b->next)
			b->state = n++;
		for (PirBlock *b = region->first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++) {
				b->args[i]->state = p->nextArg++ + 1;
				if (!pirValueGetType(b->args[i])->printed)
					pirPrinterFillType(p, pirValueGetType(b->args[i]));
			}
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				walkOp(p, par, o, depth);
		}
	}
}

/* The walk of the top-level block, which also cuts it into chunks; false
 * if it cannot be printed in parallel after all. */
static bool walkTop(PirPrinter *p, Par *par, PirBlock *top)
{
	size_t i = 0;
	for (PirOperation *op = top->first; op; op = pirOperationGetNextInBlock(op), i++) {
		if (i % CHUNK_OPS == 0) {
			if (par->numChunks == par->capChunks)
				par->starts = pirArrayGrow(par->starts, par->numChunks, &par->capChunks, sizeof *par->starts, 64);
			par->starts[par->numChunks++] = op;
		}
		/* A top-level op naming the top block as a successor makes the
		 * sequential printer label it; leave that to it. */
		for (uint32_t s = 0; s < op->numSuccessors; s++)
			if (pirOperationGetSuccessors(op)[s] == top)
				return false;
		walkOp(p, par, op, 0);
	}
	return par->maxDepth <= MAX_DEPTH;
}

/* ---------------------------------------------------------- the chunks */

/* A printer for chunks: into its own buffer, with numbers and shared
 * caches only read. */
static void initChunkPrinter(PirPrinter *w, const PirPrinter *p)
{
	pirPrinterInit(w, p->ctx, NULL);
	w->generic = p->generic;
	w->elideLimit = p->elideLimit;
	w->debugInfo = p->debugInfo;
	w->spelling = p->spelling;
	w->numbered = w->shared = true;
	w->indent = 1;
}

/* Called with par->mu held: the next chunk to print, or SIZE_MAX if none
 * may be taken now (all are taken, or WINDOW are not written out yet). */
static size_t claim(Par *par)
{
	if (par->claimed == par->numChunks || par->claimed >= par->emitted + WINDOW)
		return SIZE_MAX;
	return par->claimed++;
}

/* Prints chunk c with w into a buffer (a spare one if there is one) and
 * puts it in its slot. Called with par->mu held; unlocks it meanwhile. */
static void printChunk(PirPrinter *w, Par *par, size_t c)
{
	if (par->numSpares) {
		Buffer b = par->spares[--par->numSpares];
		w->buf = b.buf;
		w->cap = b.cap;
	}
	pthread_mutex_unlock(&par->mu);
	w->len = 0;
	PirOperation *end = c + 1 < par->numChunks ? par->starts[c + 1] : NULL;
	for (PirOperation *op = par->starts[c]; op != end; op = pirOperationGetNextInBlock(op))
		pirPrinterOperation(w, op);
	pthread_mutex_lock(&par->mu);
	par->slots[c % WINDOW] = (Slot){{w->buf, w->len, w->cap}, true};
	w->buf = NULL;
	w->cap = 0;
	pthread_cond_broadcast(&par->cv);
}

static void *worker(void *arg)
{
	Par *par = arg;
	PirPrinter w;
	initChunkPrinter(&w, par->main);
	pthread_mutex_lock(&par->mu);
	for (;;) {
		size_t c = claim(par);
		if (c != SIZE_MAX)
			printChunk(&w, par, c);
		else if (par->claimed == par->numChunks)
			break;
		else
			pthread_cond_wait(&par->cv, &par->mu);
	}
	pthread_mutex_unlock(&par->mu);
	pirPrinterFinish(&w);
	return NULL;
}

/* Writes out b after what p holds; b becomes a buffer to fill again. */
static void emit(PirPrinter *p, Buffer *b)
{
	pirPrinterFlush(p);
	if (p->writer)
		b->buf = pirAsyncWriterSwap(p->writer, b->buf, b->len, &b->cap);
	else
		fwrite(b->buf, 1, b->len, p->f);
	b->len = 0;
}

/* The calling thread writes the chunks out in order, and prints one itself
 * whenever the next one to write is not ready and one may be taken. */
static void printChunks(PirPrinter *p, Par *par)
{
	pthread_t thread;
	bool started = false;
	if (pthread_mutex_init(&par->mu, NULL) == 0) {
		if (pthread_cond_init(&par->cv, NULL) == 0) {
			started = pthread_create(&thread, NULL, worker, par) == 0;
			if (!started)
				pthread_cond_destroy(&par->cv);
		}
		if (!started)
			pthread_mutex_destroy(&par->mu);
	}
	if (!started) {
		for (PirOperation *op = par->starts[0]; op; op = pirOperationGetNextInBlock(op))
			pirPrinterOperation(p, op);
		return;
	}
	if (!p->writer)
		p->writer = pirAsyncWriterCreate(p->f);
	PirPrinter m;
	initChunkPrinter(&m, p);
	pthread_mutex_lock(&par->mu);
	while (par->emitted < par->numChunks) {
		Slot *next = &par->slots[par->emitted % WINDOW];
		size_t c;
		if (next->ready) {
			Buffer b = next->b;
			next->ready = false;
			par->emitted++;
			pthread_cond_broadcast(&par->cv);
			pthread_mutex_unlock(&par->mu);
			emit(p, &b);
			pthread_mutex_lock(&par->mu);
			if (par->numSpares < SPARES)
				par->spares[par->numSpares++] = b;
			else
				free(b.buf);
		} else if ((c = claim(par)) != SIZE_MAX) {
			printChunk(&m, par, c);
		} else {
			pthread_cond_wait(&par->cv, &par->mu);
		}
	}
	pthread_mutex_unlock(&par->mu);
	pthread_join(thread, NULL);
	pthread_cond_destroy(&par->cv);
	pthread_mutex_destroy(&par->mu);
	pirPrinterFinish(&m);
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
	for (PirOperation *op = top->first; op && n < PAR_MIN_OPS; op = pirOperationGetNextInBlock(op))
		n++;
	if (n < PAR_MIN_OPS)
		return false;
	Par par = {.main = p};
	top->state = 0;
	bool ok = walkTop(p, &par, top);
	if (ok) {
		PirAttrDict *header = pirPrinterProgramHeader(p, prog);
		pirPrinterWrite(p, "{", 1);
		if (header) {
			pirPrinterWrite(p, " ", 1);
			pirPrinterAttrDict(p, header);
		}
		pirPrinterWrite(p, "\n", 1);
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
