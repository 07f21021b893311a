/* test_deep_passes.c: the passes on pd_op.if nested 10,000 deep, built
 * through the API (lit-tests/passes/deep-nesting.test reads 20,000 levels
 * from text through pir-opt): the results stay
 * right (CSE reaches every level, DCE erases it all). CSE's, DCE's and the
 * effects analysis's walks recurse once per region level, so the passes
 * run on a thread with a 256 MB stack: 10,000 levels fit in the default
 * 8 MB with gcc, but not in clang's AddressSanitizer frames
 * (docs/passes.md, "Nesting depth"). */
#include "test_helpers.h"

#include <pthread.h>

#include "../lib/ir/builder.h"

enum { DEPTH = 10000 };

static void setup(void)
{
	fixtureOpen();
	cr_assert(pirDialectsLoadBuiltin(ctx));
	fixtureProgram();
}

TestSuite(deep_passes, .init = setup, .fini = fixtureClose);

/* if(c) { relu(x); r = if(c) {...}; yield(r) } else { yield(x) }, n deep
 * (the innermost yields its relu);
 * returns the outermost if. */
static PirOperation *buildNest(PirValue *c, PirValue *x, int n)
{
	PirBlock *b = top;
	PirOperation *outer = NULL;
	for (int i = 0; i < n; i++) {
		PirOperation *op = mkOp(prog, "pd_op.if", 1, &c, 1, 2);
		if (outer) {
			pirBlockInsertOpBefore(b, b->last, op); /* before the yield, */
			pirOperationSetOperand(b->last, 0, pirOperationGetResult(op, 0)); /* which yields it */
		} else
			pirBlockAppendOp(b, outer = op);
		PirBlock *then = addBlock(prog, pirOperationGetRegion(op, 0));
		PirBlock *other = addBlock(prog, pirOperationGetRegion(op, 1));
		PirValue *r = pirOperationGetResult(addOp(prog, then, "pd_op.relu", 1, &x, 1, 0), 0);
		addOp(prog, then, "cf.yield", 1, &r, 0, 0);
		addOp(prog, other, "cf.yield", 1, &x, 0, 0);
		b = then;
	}
	return outer;
}

struct Job {
	PirPassManager *pm;
	bool ok;
};

static void *runJob(void *arg)
{
	struct Job *job = arg;
	job->ok = pirPassManagerRun(job->pm, prog);
	return NULL;
}

static int64_t runPasses(const char *pipeline, const char *stat)
{
	PirPassManager *pm = pirPassManagerCreate(ctx);
	pirPassManagerEnableVerifier(pm, false); /* the verifier is not a pass */
	cr_assert(pirPassManagerAddPipeline(pm, pipeline));
	struct Job job = {pm, false};
	pthread_attr_t attr;
	pthread_t thread;
	cr_assert_eq(pthread_attr_init(&attr), 0);
	cr_assert_eq(pthread_attr_setstacksize(&attr, (size_t)256 << 20), 0);
	cr_assert_eq(pthread_create(&thread, &attr, runJob, &job), 0);
	cr_assert_eq(pthread_join(thread, NULL), 0);
	pthread_attr_destroy(&attr);
	cr_assert(job.ok);
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	pirPassManagerPrintStatistics(pm, f);
	fclose(f);
	const char *at = strstr(buf, stat);
	int64_t n = -1;
	if (at) {
		while (at > buf && at[-1] == ' ')
			at--;
		while (at > buf && at[-1] >= '0' && at[-1] <= '9')
			at--;
		n = strtoll(at, NULL, 10);
	}
	free(buf);
	pirPassManagerDestroy(pm);
	return n;
}

static int countOps(const char *name)
{
	int n = 0;
	PirPtrVec stack = {0};
	pirPtrVecPush(&stack, top);
	while (stack.len) {
		PirBlock *b = stack.data[--stack.len];
		for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
			n += strcmp(pirOperationGetName(o), name) == 0;
			for (uint32_t r = 0; r < o->numRegions; r++)
				for (PirBlock *nb = pirOperationGetRegion(o, r)->first; nb; nb = nb->next)
					pirPtrVecPush(&stack, nb);
		}
	}
	pirPtrVecFree(&stack);
	return n;
}

Test(deep_passes, cse_reaches_every_level_and_dce_keeps_what_is_fetched)
{
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	PirValue *c = pirBlockAddArgument(prog, top, f32), *x = pirBlockAddArgument(prog, top, f32);
	PirOperation *outer = buildNest(c, x, DEPTH);
	PirValue *r = pirOperationGetResult(outer, 0);
	addOp(prog, top, "pd_op.fetch", 1, &r, 0, 0);
	/* Every inner relu(x) is the outermost one. */
	cr_assert_eq(runPasses("cse", "num-cse'd"), DEPTH - 1);
	cr_assert_eq(countOps("pd_op.relu"), 1);
	cr_assert_eq(runPasses("dce", "num-dce'd"), 0);
	cr_assert_eq(countOps("pd_op.if"), DEPTH);
	runPasses("inplace-to-functional,to-vtensor,copy-elimination,cse,dce", "num-dce'd");
	cr_assert_eq(countOps("pd_op.if"), DEPTH);
}

Test(deep_passes, dce_erases_a_deep_nest_whole)
{
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	PirValue *c = pirBlockAddArgument(prog, top, f32), *x = pirBlockAddArgument(prog, top, f32);
	buildNest(c, x, DEPTH);
	cr_assert_eq(runPasses("dce", "num-dce'd"), 1, "the outermost if dies with all it holds");
	cr_assert_null(top->first);
}
