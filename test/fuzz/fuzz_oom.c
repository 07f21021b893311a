/* fuzz_oom.c: libFuzzer target for running out of memory (issue 23): the
 * first byte picks options (bit 0: accept unregistered ops; bits 1-2: the
 * pipeline), the next two pick which of the library's allocations fails
 * (pirFailAllocation, oom.h), the rest is the input, in any format. The
 * input is read (and the pipeline run) once without a fault and once with
 * the chosen allocation failing. With the fault, reading and the passes
 * (the entry points, with no out-of-memory handler set) must either give
 * exactly the program of the run without it or fail with an "out of
 * memory" diagnostic: never a crash, never another error, never a silently
 * different program. The context must read the input again afterwards.
 * Run with -detect_leaks=0: the interrupted call's temporary buffers are
 * lost on this path (docs/c-api.md). */
#include "../../lib/ir/oom.h"
#include "fuzz_common.h"

static int oomErrors, otherErrors;

static void countErrors(const PirDiagnostic *d, void *ud)
{
	(void)ud;
	if (d->severity != PIR_SEV_ERROR)
		return;
	if (!strncmp(d->message, "out of memory", 13)) /* not a quote of the input */
		oomErrors++;
	else
		otherErrors++;
}

static const char *const pipelines[4] = {"", "cse,dce", "to-vtensor,copy-elimination", "append-backward,stack-pruning"};

/* Reads the input and runs the pipeline; the program's text after each
 * step (NULL where the step failed). The fault is armed for the read and,
 * if the read did not use it up, for the passes. */
typedef struct {
	char *read, *passed;
	bool readFailed, passFailed;
	int oom, other;
} Outcome;

static Outcome runOnce(PirContext *ctx, const char *pipeline, const char *text, size_t len, unsigned long failAt)
{
	Outcome o = {0};
	oomErrors = otherErrors = 0;
	pirFailAllocation(failAt);
	PirProgram *prog = pirProgramReadBuffer(ctx, "<fuzz>", text, len, NULL);
	unsigned long made = pirFailAllocation(0);
	pirContextRemoveSource(ctx, text);
	unsigned long left = failAt > made ? failAt - made : 0;
	if (!prog || !pirProgramVerify(prog)) {
		o.readFailed = true;
		pirProgramDestroy(prog);
		o.oom = oomErrors, o.other = otherErrors;
		return o;
	}
	size_t n;
	o.read = pirProgramToString(prog, &n);
	if (*pipeline) {
		PirPassManager *pm = pirPassManagerCreate(ctx);
		if (!pirPassManagerAddPipeline(pm, pipeline))
			abort();
		pirFailAllocation(left);
		bool ok = pirPassManagerRun(pm, prog);
		pirFailAllocation(0);
		pirPassManagerDestroy(pm);
		if (ok && pirProgramVerify(prog))
			o.passed = pirProgramToString(prog, &n);
		else
			o.passFailed = true;
	}
	pirProgramDestroy(prog);
	o.oom = oomErrors, o.other = otherErrors;
	return o;
}

static void freeOutcome(Outcome *o)
{
	free(o->read);
	free(o->passed);
}

static bool same(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 3)
		return 0;
	pirEnableMultithreading(false); /* the count is per thread: keep it all on this one */
	PirContext *ctx = fuzzContext(data[0] & 1);
	pirContextSetDiagnosticHandler(ctx, countErrors, NULL);
	const char *pipeline = pipelines[(data[0] >> 1) & 3];
	char *text = fuzzText(data + 3, size - 3);
	size_t len = size - 3;
	Outcome ref = runOnce(ctx, pipeline, text, len, 0);
	if (ref.oom)
		fuzzFail("out of memory without a fault", text, NULL);
	/* Which allocation fails: one of those the run makes (counted on a
	 * run with a fault past its end). */
	pirFailAllocation(~0ul);
	PirProgram *count = pirProgramReadBuffer(ctx, "<fuzz>", text, len, NULL);
	unsigned long total = pirFailAllocation(0);
	pirContextRemoveSource(ctx, text);
	pirProgramDestroy(count);
	unsigned long failAt = 1 + ((unsigned long)data[1] << 8 | data[2]) % (total + 1 + 64);
	Outcome f = runOnce(ctx, pipeline, text, len, failAt);
	if (f.readFailed && !ref.readFailed && !(f.oom == 1 && f.other == 0))
		fuzzFail("a read that ran out of memory did not say so (alone)", text, NULL);
	if (!f.readFailed && ref.readFailed)
		fuzzFail("a read that fails succeeded with a fault", text, f.read);
	if (!f.readFailed && !same(f.read, ref.read))
		fuzzFail("a read with a fault gave another program", ref.read, f.read);
	if (!f.readFailed && f.passFailed && !ref.passFailed && !f.oom)
		fuzzFail("passes that ran out of memory did not say so", ref.passed, NULL);
	if (!f.readFailed && !f.passFailed && !same(f.passed, ref.passed))
		fuzzFail("passes with a fault gave another program", ref.passed, f.passed);
	/* The context still reads the input as before. */
	Outcome again = runOnce(ctx, "", text, len, 0);
	if (again.readFailed != ref.readFailed || !same(again.read, ref.read))
		fuzzFail("the context reads differently after running out of memory", ref.read, again.read);
	freeOutcome(&again);
	freeOutcome(&f);
	freeOutcome(&ref);
	pirContextSetDiagnosticHandler(ctx, fuzzQuiet, NULL);
	free(text);
	return 0;
}
