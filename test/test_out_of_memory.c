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

/* pirFailAllocation (lib/ir/oom.h, what test/fuzz/fuzz_oom.c drives): for
 * every N, the N-th library allocation of a read (text, then PIR JSON) and
 * of a pass run fails. Each failing call fails with one "out of memory"
 * diagnostic; each call the fault missed gives exactly the program of a
 * run without it. The count covers the arena's and the JSON reader's
 * mapped chunks, which an LD_PRELOAD malloc shim does not see. */
static int oomCount, otherCount;

static void countAll(const PirDiagnostic *d, void *userData)
{
	(void)userData;

	if (d->severity == PIR_SEV_ERROR && strstr(d->message, "out of memory"))
		oomCount++;
	else if (d->severity == PIR_SEV_ERROR)
		otherCount++;
}

#include "../lib/ir/oom.h"

static void sweepRead(PirContext *ctx, const char *name, const char *text, size_t len, const char *pipeline)
{
	PirProgram *prog = pirProgramReadBuffer(ctx, name, text, len, NULL);
	cr_assert_not_null(prog);
	size_t n;
	char *want = pirProgramToString(prog, &n);
	PirPassManager *pm = pirPassManagerCreate(ctx);
	cr_assert(pirPassManagerAddPipeline(pm, pipeline));
	cr_assert(pirPassManagerRun(pm, prog));
	char *wantAfter = pirProgramToString(prog, &n);
	pirProgramDestroy(prog);
	unsigned long failed = 0;
	for (unsigned long at = 1;; at++) {
		oomCount = otherCount = 0;
		pirFailAllocation(at);
		prog = pirProgramReadBuffer(ctx, name, text, len, NULL);
		unsigned long made = pirFailAllocation(0);
		if (!prog) {
			cr_assert_eq(oomCount, 1, "%s: allocation %lu: %d out-of-memory errors", name, at, oomCount);
			cr_assert_eq(otherCount, 0, "%s: allocation %lu: other errors", name, at);
			failed++;
			continue;
		}
		char *got = pirProgramToString(prog, &n);
		cr_assert_str_eq(got, want, "%s: allocation %lu missed, another program", name, at);
		free(got);
		/* The rest of the count goes to the passes (a fault the read
		 * used up without failing was an allocation it can do without). */
		bool past = false;
		if (at > made) {
			pirFailAllocation(at - made);
			bool ran = pirPassManagerRun(pm, prog);
			unsigned long passMade = pirFailAllocation(0);
			if (!ran) {
				cr_assert_geq(oomCount, 1, "%s: pass allocation %lu: no out-of-memory error", name, at - made);
				failed++;
			} else {
				got = pirProgramToString(prog, &n);
				cr_assert_str_eq(got, wantAfter, "%s: pass allocation %lu missed, another program", name,
						 at - made);
				free(got);
				past = at - made > passMade;
			}
		}
		pirProgramDestroy(prog);
		if (past)
			break; /* beyond the last allocation of the read and the passes */
	}
	cr_assert_gt(failed, 10, "%s: only %lu allocations failed", name, failed);
	pirPassManagerDestroy(pm);
	free(want);
	free(wantAfter);
}

Test(out_of_memory, every_library_allocation_fails_cleanly, .disabled = SANITIZED)
{
	pirEnableMultithreading(false);
	PirContext *ctx = pirContextCreate();
	cr_assert_not_null(ctx);
	pirContextSetDiagnosticHandler(ctx, countAll, NULL);
	static const char text[] =
		"{\n(%0)=\"pd_op.full\"(){dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],"
		"value:(Float)1}:()->tensor<2xf32>\n"
		"(%1)=\"pd_op.relu\"(%0){}:(tensor<2xf32>)->tensor<2xf32>\n"
		"(%2)=\"pd_op.relu\"(%0){}:(tensor<2xf32>)->tensor<2xf32>\n"
		"(%3)=\"pd_op.add\"(%1,%2){}:(tensor<2xf32>,tensor<2xf32>)->tensor<2xf32>\n"
		"()=\"builtin.shadow_output\"(%3){output_name:\"out\"}:(tensor<2xf32>)->\n}\n";
	sweepRead(ctx, "t.pir", text, sizeof text - 1, "cse,dce,to-vtensor,copy-elimination");
	/* A while loop through append-backward (its stacks) and stack pruning. */
	static const char loop[] =
		"{\n(%x)=\"pd_op.data\"(){dtype:(pd_op.DataType)float32,name:\"x\",place:(pd_op.Place)Place(cpu),"
		"shape:(pd_op.IntArray)[3],stop_gradient:[false]}:()->tensor<3xf32>\n"
		"(%i)=\"pd_op.full\"(){dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],"
		"value:(Double)0}:()->tensor<1xi64>\n"
		"(%c)=\"pd_op.less_than\"(%i,%i){}:(tensor<1xi64>,tensor<1xi64>)->tensor<1xb>\n"
		"(%h3)=\"pd_op.while\"(cond=%c,inputs=%x){\n^%h\n"
		"(%h1)=\"pd_op.tanh\"(%h){}:(tensor<3xf32>)->tensor<3xf32>\n"
		"()=\"cf.yield\"(%c,%h1){}:(tensor<1xb>,tensor<3xf32>)->\n}\n"
		"(%l)=\"pd_op.sum\"(%h3){axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false}:(tensor<3xf32>)->tensor<f32>\n"
		"()=\"builtin.shadow_output\"(%l){output_name:\"loss\"}:(tensor<f32>)->\n}\n";
	sweepRead(ctx, "loop.pir", loop, sizeof loop - 1, "append-backward,stack-pruning,dce");
	PirProgram *prog = pirProgramReadBuffer(ctx, "t.pir", text, sizeof text - 1, NULL);
	cr_assert_not_null(prog);
	size_t jlen;
	char *json = pirProgramToJson(prog, NULL, &jlen);
	cr_assert_not_null(json);
	pirProgramDestroy(prog);
	sweepRead(ctx, "t.json", json, jlen, "cse,dce");
	free(json);
	pirContextDestroy(ctx);
}
