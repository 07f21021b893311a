/* test_ir_range.c: the IR range (lib/ir/ir_range.h): every IR object, of the
 * context and of a program, is at a 32-bit link from the range's base and
 * comes back from it; NULL is link 0; chunks given back are reused, so
 * creating and destroying contexts and programs does not use the range
 * up; a freed chunk reads as zeros when handed out again and faults
 * before; the reservation shrinks under an address-space limit; an
 * exhausted range is out of memory, through the usual handler; a trimmed
 * arena gives back its chunk mapped ahead and its unused pages. */
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../lib/ir/ir_range.h"
#include "test_helpers.h"
#ifdef PIR_TEST_LSAN
#include <sanitizer/asan_interface.h>
#endif

#if defined(PIR_TEST_LSAN)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

static void roundTrip(const void *p)
{
	cr_assert_not_null(p);
	PirLink l = pirLinkFromPtr(p);
	cr_assert_neq(l, 0, "a live object has link 0");
	cr_assert_eq(pirLinkToPtr(l), p, "link %u of %p comes back as %p", l, p, pirLinkToPtr(l));
	cr_assert_eq(pirLinkToPtrNonNull(l), p);
}

Test(ir_range, null_is_link_zero)
{
	cr_assert_eq(pirLinkFromPtr(NULL), 0);
	cr_assert_null(pirLinkToPtr(0));
	/* Also once the range exists. */
	PirContext *c = pirContextCreate();
	cr_assert_eq(pirLinkFromPtr(NULL), 0);
	cr_assert_null(pirLinkToPtr(0));
	/* Programs outside pir's build read the base through a function. */
	cr_assert_not_null(pirIrRangeBase);
	cr_assert_eq(pirIrRangeGetBase(), pirIrRangeBase);
	pirContextDestroy(c);
}

Test(ir_range, objects_of_context_and_program_round_trip, .init = fixtureOpen, .fini = fixtureClose)
{
	fixtureProgram();
	PirValue *in = pirOperationGetResult(addOp(prog, top, "test.src", 0, NULL, 1, 0), 0);
	PirValue *ops[2] = {in, in};
	PirOperation *op = addOp(prog, top, "test.add", 2, ops, 1, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(op, 0));
	PirValue *arg = pirBlockAddArgument(prog, inner, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	PirIdent *name = pirIdentGetCStr(ctx, "an_attribute");
	PirAttribute *attr = pirAttrGetStr(ctx, "a string", 8);
	PirNamedAttr entry = {name, attr};
	PirAttrDict *dict = pirAttrDictGet(ctx, 1, &entry, NULL);

	/* The program's: ops, results, operands (uses), blocks, arguments. */
	roundTrip(op);
	roundTrip(in);
	roundTrip(pirOperationGetResult(op, 0));
	roundTrip(&pirOperationGetOperands(op)[0]);
	roundTrip(&pirOperationGetOperands(op)[1]);
	roundTrip(top);
	roundTrip(inner);
	roundTrip(arg);
	/* The context's: types, op infos, identifiers, attributes, dictionaries. */
	roundTrip(pirValueGetType(in));
	roundTrip(pirOperationGetInfo(op));
	roundTrip(name);
	roundTrip(attr);
	roundTrip(dict);
	/* Any arena allocation, of any size, including one bigger than a chunk. */
	PirArena *arena = pirContextGetArena(ctx);
	for (size_t size = 8; size <= ((size_t)8 << 20); size *= 4) {
		char *p = pirArenaAlloc(arena, size);
		roundTrip(p);
		roundTrip(p + size - 8);
	}
}

/* Links are offsets: distinct objects have distinct links, in address order. */
Test(ir_range, links_keep_order_and_distance, .init = fixtureOpen, .fini = fixtureClose)
{
	fixtureProgram();
	PirOperation *a = addOp(prog, top, "test.a", 0, NULL, 1, 0);
	PirOperation *b = addOp(prog, top, "test.b", 0, NULL, 1, 0);
	PirLink la = pirLinkFromPtr(a), lb = pirLinkFromPtr(b);
	cr_assert_eq((ptrdiff_t)lb - (ptrdiff_t)la, ((char *)b - (char *)a) / 4);
}

/* A chain of n tanh ops after a source op in p; the last value. */
static PirValue *chain(PirProgram *p, int n)
{
	PirValue *v = pirOperationGetResult(mkOp(p, "test.src", 0, NULL, 1, 0), 0);
	for (int j = 0; j < n; j++)
		v = pirOperationGetResult(addOp(p, pirProgramGetBlock(p), "test.tanh", 1, &v, 1, 0), 0);
	return v;
}

/* n contexts with a program each, created and destroyed: the range does
 * not grow past what the first cycle took, nothing stays in use. */
static void createAndDestroy(int n)
{
	PirIrRangeStats before = pirIrRangeGetStats();
	size_t highWater = 0;
	for (int i = 0; i < n; i++) {
		PirContext *c = pirContextCreate();
		cr_assert(pirDialectsLoadBuiltin(c));
		PirProgram *p = pirProgramCreate(c);
		chain(p, 100);
		/* Something bigger than a chunk too. */
		pirArenaAlloc(pirContextGetArena(c), (size_t)3 << 20);
		pirProgramDestroy(p);
		pirContextDestroy(c);
		PirIrRangeStats s = pirIrRangeGetStats();
		cr_assert_eq(s.inUse, before.inUse, "cycle %d left %zu bytes in use", i, s.inUse - before.inUse);
		if (i == 0)
			highWater = s.highWater;
		cr_assert_eq(s.highWater, highWater, "cycle %d grew the range from %zu to %zu bytes", i, highWater,
			     s.highWater);
	}
	cr_assert_gt(highWater, 0);
	leakCheck();
}

/* Without threads: no chunk is mapped ahead, so 10,000 cycles are cheap. */
Test(ir_range, chunks_are_reused)
{
	pirEnableMultithreading(false);
	createAndDestroy(10000);
}

/* With threads, the chunk mapped ahead of a big one (faulted in by a
 * helper thread) is given back too. */
Test(ir_range, chunks_mapped_ahead_are_reused)
{
	pirEnableMultithreading(true);
	createAndDestroy(50);
}

/* pirArenaTrim (a program just read): the chunk mapped ahead goes back to
 * the range, and the pages of the current chunk past what is allocated
 * are no longer resident (mincore) and read as zeros; allocation goes on
 * from where it was. */
Test(ir_range, trimmed_arena_gives_back_spare_and_tail)
{
	pirEnableMultithreading(true);
	PirArena a;
	pirArenaInit(&a);
	while (!a.spare && a.allocated < ((size_t)64 << 20))
		pirArenaAlloc(&a, (size_t)1 << 16);
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	char *from = (char *)(((uintptr_t)a.cur + page - 1) & ~(page - 1)), *end = a.end;
	cr_assert(from + 4 * page <= end, "room left in the current chunk");
	memset(from, 0xab, (size_t)(end - from)); /* resident, and not zero */
	size_t inUse = pirIrRangeGetStats().inUse;
	bool spare = a.spare != NULL; /* none when threads are off (PIR_THREADS=1) */
	pirArenaTrim(&a);
	cr_assert_null(a.spare);
	if (spare)
		cr_assert_lt(pirIrRangeGetStats().inUse, inUse, "the chunk mapped ahead went back");
	unsigned char vec[4];
	cr_assert_eq(mincore(from, 4 * page, vec), 0);
	for (int i = 0; i < 4; i++)
		cr_assert_eq(vec[i] & 1, 0, "page %d past the allocations is still resident", i);
	char *cur = a.cur;
	char *p = pirArenaAlloc(&a, 3 * page);
	cr_assert_eq(p, cur, "allocation goes on in the current chunk");
	for (size_t i = 0; i < 3 * page; i++)
		cr_assert_eq(p[i], 0, "byte %zu after the trim is not zero", i);
	for (char *q = from; q < end; q += page)
		cr_assert_eq(*q, 0);
	pirArenaDestroy(&a);
	cr_assert_lt(pirIrRangeGetStats().inUse, inUse);
}

/* Contexts and programs on different threads share the range. */
static void *cycles(void *arg)
{
	(void)arg;
	for (int i = 0; i < 200; i++) {
		PirContext *c = pirContextCreate();
		PirProgram *p = pirProgramCreate(c);
		PirValue *v = chain(p, 50);
		pirArenaAlloc(pirContextGetArena(c), (size_t)1 << 16);
		roundTrip(v);
		pirProgramDestroy(p);
		pirContextDestroy(c);
	}
	return NULL;
}

Test(ir_range, threads_share_the_range)
{
	PirIrRangeStats before = pirIrRangeGetStats();
	pthread_t t[4];
	for (int i = 0; i < 4; i++)
		cr_assert_eq(pthread_create(&t[i], NULL, cycles, NULL), 0);
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	cr_assert_eq(pirIrRangeGetStats().inUse, before.inUse);
	leakCheck();
}

/* A chunk given back reads as zeros when handed out again (arena memory
 * is zeroed), and is not accessible in between: its pages went back to
 * the kernel. */
Test(ir_range, freed_chunk_is_zeroed_when_reused)
{
	size_t n;
	char *p = pirIrRangeAlloc(3 * 4096, &n);
	cr_assert_eq(n, 4 * 4096, "chunks are a power of two of pages");
	memset(p, 0xab, n);
	pirIrRangeFree(p, n);
	char *q = pirIrRangeAlloc(4 * 4096, NULL);
	cr_assert_eq(q, p, "the chunk of the same size is reused");
	for (size_t i = 0; i < n; i++)
		cr_assert_eq(q[i], 0, "byte %zu of a reused chunk is not zero", i);
	pirIrRangeFree(q, n);
}

/* Under ASan, poison left by the last user of a chunk (op_free_list.c
 * poisons destroyed ops) is gone when the chunk is handed out again. */
Test(ir_range, reused_chunk_is_not_poisoned)
{
	char *p = pirIrRangeAlloc(4096, NULL);
#ifdef PIR_TEST_LSAN
	ASAN_POISON_MEMORY_REGION(p + 64, 64);
#endif
	pirIrRangeFree(p, 4096);
	char *q = pirIrRangeAlloc(4096, NULL);
	cr_assert_eq(q, p);
	memset(q, 1, 4096);
	pirIrRangeFree(q, 4096);
}

/* (AddressSanitizer reports the fault and exits instead of the signal.) */
Test(ir_range, freed_chunk_faults, .signal = SIGSEGV, .disabled = SANITIZED)
{
	char *p = pirIrRangeAlloc(4096, NULL);
	p[0] = 1;
	pirIrRangeFree(p, 4096);
	*(volatile char *)p = 2;
}

/* Under an address-space limit (ulimit -v) the 16 GiB reservation does not
 * fit: it takes a quarter of what is left, leaving the rest to the heap; a
 * program is read and optimized as usual. ASan cannot run under such a
 * limit. */
Test(ir_range, reservation_shrinks_under_address_space_limit, .disabled = SANITIZED)
{
	cr_assert_eq(pirIrRangeGetStats().reserved, 0, "this test needs the range not to exist yet");
	long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");
	cr_assert(f && fscanf(f, "%ld", &pages) == 1);
	fclose(f);
	struct rlimit lim;
	cr_assert_eq(getrlimit(RLIMIT_AS, &lim), 0);
	size_t used = (size_t)pages * (size_t)sysconf(_SC_PAGESIZE);
	lim.rlim_cur = used + ((size_t)1 << 30);
	cr_assert_eq(setrlimit(RLIMIT_AS, &lim), 0);

	PirContext *c = pirContextCreate();
	cr_assert_not_null(c);
	PirIrRangeStats s = pirIrRangeGetStats();
	cr_assert_leq(s.reserved, (size_t)256 << 20, "reserved %zu bytes under a 1 GiB limit", s.reserved);
	cr_assert_geq(s.reserved, PIR_IR_RANGE_MIN);
	cr_assert(pirDialectsLoadBuiltin(c));
	PirProgram *p = pirProgramParseFile(c, "examples/cse-input.pir", NULL);
	cr_assert_not_null(p);
	PirPassManager *pm = pirPassManagerCreate(c);
	cr_assert(pirPassManagerAddPipeline(pm, "cse,dce"));
	cr_assert(pirPassManagerRun(pm, p));
	roundTrip(pirProgramGetBlock(p));
	pirPassManagerDestroy(pm);
	pirProgramDestroy(p);
	pirContextDestroy(c);
}

static jmp_buf back;
static size_t failedSize;

static void recover(size_t size, void *userData)
{
	(void)userData;
	failedSize = size;
	longjmp(back, 1);
}

/* The range used up (in chunks of a sixteenth of it: address space, no
 * memory) is out of memory: the handler is called with the size asked
 * for; once chunks are given back, the range serves again. */
Test(ir_range, exhausted_range_is_out_of_memory)
{
	char *chunks[64];
	volatile int n = 0;
	size_t size = 0;
	pirIrRangeFree(pirIrRangeAlloc(1, NULL), 1); /* reserve */
	size = pirIrRangeGetStats().reserved / 16;
	pirSetOutOfMemoryHandler(recover, NULL);
	if (!setjmp(back))
		for (;;) {
			cr_assert_lt(n, 64, "the range never ran out");
			chunks[n] = pirIrRangeAlloc(size, NULL);
			n++;
		}
	pirSetOutOfMemoryHandler(NULL, NULL);
	cr_assert_eq(failedSize, size);
	cr_assert_eq(n, 15, "%d chunks of a sixteenth of the range (the first page is the NULL link)", n);
	for (int i = 0; i < n; i++)
		pirIrRangeFree(chunks[i], size);
	char *again = pirIrRangeAlloc(size, NULL);
	cr_assert_not_null(again);
	pirIrRangeFree(again, size);
	/* An arena allocation past the range fails the same way. */
	pirSetOutOfMemoryHandler(recover, NULL);
	volatile bool failed = false;
	PirArena a;
	pirArenaInit(&a);
	if (!setjmp(back))
		pirArenaAlloc(&a, pirIrRangeGetStats().reserved);
	else
		failed = true;
	pirSetOutOfMemoryHandler(NULL, NULL);
	pirArenaDestroy(&a);
	cr_assert(failed);
}
