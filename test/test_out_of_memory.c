/* test_out_of_memory.c: an allocation failure reaches the caller: through
 * the out-of-memory handler when one is set (the caller can get back
 * control, here with longjmp, and decide), and as a failed call with a
 * diagnostic from the entry points when none is. Skipped under
 * AddressSanitizer, whose allocator reports impossible sizes itself and
 * which cannot run under an address-space limit. */
#include <criterion/criterion.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "../lib/pir.h"

/* gcc says __SANITIZE_ADDRESS__; clang says __has_feature(address_sanitizer). */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLANG_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(CLANG_ASAN)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

static jmp_buf back;
static size_t failedSize;

static void recover(size_t size, void *userData)
{
	*(int *)userData += 1;
	failedSize = size;
	longjmp(back, 1);
}

Test(out_of_memory, handler_gets_the_failure, .disabled = SANITIZED)
{
	volatile int calls = 0;
	PirOutOfMemoryHandler old = pirSetOutOfMemoryHandler(recover, (void *)&calls);
	cr_assert_null(old);
	if (!setjmp(back))
		pirMalloc(SIZE_MAX / 2);
	cr_assert_eq(calls, 1);
	cr_assert_eq(failedSize, SIZE_MAX / 2);
	if (!setjmp(back)) {
		PirArena a;
		pirArenaInit(&a);
		pirArenaAlloc(&a, SIZE_MAX / 4); /* never returns */
		pirArenaDestroy(&a);
	}
	cr_assert_eq(calls, 2);
	cr_assert_eq(pirSetOutOfMemoryHandler(NULL, NULL), recover);
}

/* Without a handler, the entry points made for library users fail cleanly
 * (NULL or false and an "out of memory" diagnostic) and the context stays
 * usable. The address space of this test's process is capped just above
 * what it uses (Criterion runs each test in its own process). */

static int oomErrors;

static void countOom(const PirDiagnostic *d, void *userData)
{
	(void)userData;
	if (d->severity == PIR_SEV_ERROR && strstr(d->message, "out of memory"))
		oomErrors++;
}

static struct rlimit savedLimit;

static void limitMemory(size_t extra)
{
	long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");
	cr_assert(f && fscanf(f, "%ld", &pages) == 1);
	fclose(f);
	cr_assert_eq(getrlimit(RLIMIT_AS, &savedLimit), 0);
	struct rlimit lim = {(rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE) + extra, savedLimit.rlim_max};
	cr_assert_eq(setrlimit(RLIMIT_AS, &lim), 0);
}

static void unlimitMemory(void)
{
	cr_assert_eq(setrlimit(RLIMIT_AS, &savedLimit), 0);
}

/* A chain of n tanh ops: about 55 bytes of text and 1.3 times that of IR
 * each (an op of 68 bytes, 4 in the reader's name table). */
static void writeChain(const char *path, int n)
{
	FILE *f = fopen(path, "w");
	cr_assert_not_null(f);
	fputs("{\n(%0)=\"pd_op.full\"(){dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1}:()->tensor<2xf32>\n", f);
	for (int i = 1; i <= n; i++)
		fprintf(f, "(%%%d)=\"pd_op.tanh\"(%%%d){}:(tensor<2xf32>)->tensor<2xf32>\n", i, i - 1);
	fprintf(f, "()=\"builtin.shadow_output\"(%%%d){output_name:\"out\"}:(tensor<2xf32>)->\n}\n", n);
	fclose(f);
}

Test(out_of_memory, entry_points_fail_cleanly_without_handler, .disabled = SANITIZED)
{
	const char *big = "/tmp/pir-oom-big.pir", *small = "/tmp/pir-oom-small.pir";
	/* No arena chunks mapped ahead (arena.c): the limits below count from
	 * the memory in use. */
	pirEnableMultithreading(false);
	writeChain(big, 60000);
	writeChain(small, 3);

	/* Context creation: registering the dialects is lazy and needs little
	 * memory, so the heap is used up first (and given back after). */
	limitMemory(0);
	void *hog = NULL, *block;
	for (size_t size = 1 << 20; size >= 16;)
		if ((block = malloc(size))) {
			*(void **)block = hog;
			hog = block;
		} else {
			size /= 2;
		}
	PirContext *none = pirContextCreate();
	while (hog) {
		block = *(void **)hog;
		free(hog);
		hog = block;
	}
	unlimitMemory();
	cr_assert_null(none);

	PirContext *ctx = pirContextCreate();
	cr_assert_not_null(ctx);
	pirContextSetDiagnosticHandler(ctx, countOom, NULL);
	/* Reading: 1.5 times the text leaves room to read it (one buffer) but
	 * not for the program (1.3 times the text). */
	FILE *f = fopen(big, "r");
	cr_assert_not_null(f);
	fseek(f, 0, SEEK_END);
	size_t textSize = (size_t)ftell(f);
	fclose(f);
	limitMemory(textSize + textSize / 2);
	PirProgram *prog = pirProgramParseFile(ctx, big, NULL);
	unlimitMemory();
	cr_assert_null(prog);
	cr_assert_eq(oomErrors, 1);

	/* The context still reads and transforms programs. */
	prog = pirProgramParseFile(ctx, small, NULL);
	cr_assert_not_null(prog);
	cr_assert(pirProgramVerify(prog));
	PirPassManager *pm = pirPassManagerCreate(ctx);
	cr_assert(pirPassManagerAddPipeline(pm, "cse,dce"));
	cr_assert(pirPassManagerRun(pm, prog));
	pirProgramDestroy(prog);

	/* Passes: to-vtensor adds two copies per tanh, 120000 ops that do not
	 * fit in 1 MB. */
	prog = pirProgramParseFile(ctx, big, NULL);
	cr_assert_not_null(prog);
	pirPassManagerDestroy(pm);
	pm = pirPassManagerCreate(ctx);
	cr_assert(pirPassManagerAddPipeline(pm, "to-vtensor"));
	limitMemory(1 << 20);
	bool ran = pirPassManagerRun(pm, prog);
	unlimitMemory();
	cr_assert_not(ran);
	cr_assert_eq(oomErrors, 2);
	pirProgramDestroy(prog);
	pirPassManagerDestroy(pm);
	pirContextDestroy(ctx);
	remove(big);
	remove(small);
}

/* A --dialect file whose load runs out of memory, without a handler: the
 * call fails with one "out of memory" diagnostic, whether the failing
 * allocation is the library's or libyaml's (which has no allocator hook:
 * its failures are checked where libyaml returns them), and the context
 * loads the same file once memory is back. The heap is used up first, as
 * for context creation above. Before the loader had a recovery point this
 * aborted. */
Test(out_of_memory, dialect_load_fails_cleanly_without_handler, .disabled = SANITIZED)
{
	static const char yaml[] = "dialect: my\nops:\n  - name: frob\n    inputs: [{name: x, type: tensor}]\n"
				   "    outputs: [{name: out, type: tensor}]\n";
	pirEnableMultithreading(false);
	PirContext *ctx = pirContextCreate();
	cr_assert_not_null(ctx);
	pirContextSetDiagnosticHandler(ctx, countOom, NULL);
	oomErrors = 0;
	limitMemory(0);
	void *hog = NULL, *block;
	for (size_t size = 1 << 20; size >= 16;)
		if ((block = malloc(size))) {
			*(void **)block = hog;
			hog = block;
		} else {
			size /= 2;
		}
	bool loaded = pirDialectLoadString(ctx, "my.yaml", yaml, sizeof yaml - 1);
	while (hog) {
		block = *(void **)hog;
		free(hog);
		hog = block;
	}
	unlimitMemory();
	cr_assert_not(loaded);
	cr_assert_eq(oomErrors, 1);
	cr_assert(pirDialectLoadString(ctx, "my.yaml", yaml, sizeof yaml - 1));
	static const char prog[] = "{\n(%0) = \"pd_op.full\" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> "
				   "tensor<2xf32>\n(%1) = \"my.frob\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n}\n";
	PirParser *p = pirParserCreate(ctx, "t.pir", prog, sizeof prog - 1, NULL);
	PirProgram *program = pirParserParseProgram(p);
	cr_assert_not_null(program);
	cr_assert(pirProgramVerify(program));
	pirProgramDestroy(program);
	pirParserDestroy(p);
	pirContextDestroy(ctx);
}
