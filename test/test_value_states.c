/* test_value_states.c: PirProgram.valueStatesClear across pass runs. DCE
 * and CSE leave every value state word zero (so the verifier after them
 * skips its clearing walk); the pass manager keeps the flag only for a
 * pass that says so and only when it held before the run, so a mark left
 * by anything else still cannot hide a use before its definition. */
#include "test_helpers.h"

#include "../passes/pass_manager.h"
#include "../dialects/dialects.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags); /* loads builtin, pd_op and cf */
	cr_assert_eq(diags.count, 0, "loading the dialects: %s", diags.msg[0]);
}

TestSuite(value_states, .init = setup, .fini = fixtureClose);

static PirProgram *parse(const char *text)
{
	return parseText(text, &diags);
}

/* How many values nested in op have a non-zero state word. */
static size_t countMarked(PirOperation *op)
{
	size_t n = 0;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				n += b->args[i]->state != 0;
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				for (uint32_t i = 0; i < o->numResults; i++)
					n += pirOperationGetResult(o, i)->state != 0;
				n += countMarked(o);
			}
		}
	return n;
}

static bool runPipeline(PirProgram *p, const PirPass *const *passes, size_t n, bool verifyEach)
{
	PirPipeline pl;
	pirPipelineInit(&pl);
	for (size_t i = 0; i < n; i++)
		cr_assert(pirPipelineAdd(&pl, ctx, passes[i]->argument, strlen(passes[i]->argument), NULL, 0));
	for (size_t i = 0; i < n; i++)
		pl.runs[i].pass = passes[i]; /* the test passes below are not registered */
	PirPassManagerOptions o = {.verifyEach = verifyEach};
	bool ok = pirPipelineRun(&pl, p, &o, NULL);
	pirPipelineFree(&pl);
	return ok;
}

/* An inner loop's live code reads the outer loop's argument %a (DCE's loop
 * liveness used to mark it and leave it marked); relu_ makes %x unsafe
 * (CSE's effects analysis marks it); the second full is CSE'd and %10
 * (the inner loop's dead value) is DCE'd, so both passes change the IR. */
static const char *const LOOPS =
	"{\n"
	"    (%x) = \"pd_op.data\" () {dtype:(pd_op.DataType)float32,name:\"x\",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>\n"
	"    (%r) = \"pd_op.relu_\" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"    () = \"pd_op.fetch\" (%r) {name:\"r\"} : (tensor<4xf32>) ->\n"
	"    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>\n"
	"    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>\n"
	"    (%2) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>\n"
	"    (%3) = \"pd_op.less_than\" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n"
	"    (%4) = \"pd_op.while\" (cond=%3, inputs=%0) {\n"
	"    ^%a\n"
	"        (%5) = \"pd_op.add\" (%a, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n"
	"        (%6) = \"pd_op.less_than\" (%5, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n"
	"        (%7, %8) = \"pd_op.while\" (cond=%6, inputs=%5, %5) {\n"
	"        ^%b, %c\n"
	"            (%9) = \"pd_op.add\" (%b, %a) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n"
	"            (%10) = \"pd_op.add\" (%c, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n"
	"            (%11) = \"pd_op.less_than\" (%9, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n"
	"            () = \"cf.yield\" (%11, %9, %10) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->\n"
	"        }\n"
	"        (%12) = \"pd_op.less_than\" (%7, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n"
	"        () = \"cf.yield\" (%12, %7) {} : (tensor<1xb>, tensor<1xi64>) ->\n"
	"    }\n"
	"    () = \"pd_op.fetch\" (%4) {name:\"out\"} : (tensor<1xi64>) ->\n"
	"}\n";

static size_t countOps(PirOperation *op)
{
	size_t n = 0;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
				n += 1 + countOps(o);
	return n;
}

Test(value_states, dce_and_cse_leave_every_value_state_word_zero)
{
	const PirPass *const passes[][2] = {{&pirCsePass, NULL}, {&pirDcePass, NULL}, {&pirCsePass, &pirDcePass}};
	const size_t lens[] = {1, 1, 2};
	for (size_t k = 0; k < 3; k++) {
		PirProgram *p = parse(LOOPS);
		cr_assert(pirProgramVerify(p));
		size_t before = countOps(p->module);
		/* Not verified after: the verifier zeroes every word it visits. */
		cr_assert(runPipeline(p, passes[k], lens[k], false), "%s", diags.count ? diags.msg[0] : "");
		cr_assert_lt(countOps(p->module), before, "pipeline %zu changed nothing", k);
		cr_assert_eq(countMarked(p->module), 0, "pipeline %zu left value state words set", k);
		cr_assert(p->valueStatesClear);
		pirProgramDestroy(p);
	}
}

/* use-before-def: moves %0's op (the first) after its user, and (with
 * `mark`) leaves %0 marked visible, as a stale mark would be. */
static bool breakOrder(PirProgram *prog, PirPassRun *run, bool mark)
{
	PirBlock *b = pirProgramGetBlock(prog);
	PirOperation *full = b->first;
	if (mark)
		pirOperationGetResult(full, 0)->state = 1;
	pirOperationRemoveFromBlock(full);
	pirBlockAppendOp(b, full);
	run->changed = true;
	return true;
}

static bool runMarking(PirProgram *prog, PirPassRun *run)
{
	return breakOrder(prog, run, true);
}

static bool runMoving(PirProgram *prog, PirPassRun *run)
{
	return breakOrder(prog, run, false);
}

/* Does not claim to keep the words clear (it does not). */
static const PirPass markingPass = {.argument = "dce", .name = "marking", .run = runMarking};
/* Claims it, truthfully: it sets no value word. */
static const PirPass movingPass = {.argument = "dce", .name = "moving", .run = runMoving, .keepsValueStatesClear = true};

static const char *const CHAIN =
	"{\n"
	"    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
	"    (%1) = \"pd_op.relu\" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
	"    () = \"pd_op.fetch\" (%1) {name:\"out\"} : (tensor<1xf32>) ->\n"
	"}\n";

static void expectUseBeforeDef(PirProgram *p, const PirPass *pass)
{
	const PirPass *passes[] = {pass};
	diags.count = 0;
	cr_assert_not(runPipeline(p, passes, 1, true), "the verifier missed the use before its definition");
	cr_assert_geq(diagFind(&diags, "used before it is defined"), 0, "%s", diags.count ? diags.msg[0] : "no diagnostic");
}

Test(value_states, a_pass_that_does_not_claim_it_gets_its_marks_cleared)
{
	PirProgram *p = parse(CHAIN);
	cr_assert(pirProgramVerify(p) && p->valueStatesClear);
	expectUseBeforeDef(p, &markingPass);
	pirProgramDestroy(p);
}

Test(value_states, the_claim_does_not_clear_marks_left_before_the_pass)
{
	/* The words were not clear when the pass began (a mark left by another
	 * run): a pass that keeps them as they were keeps that mark too. */
	PirProgram *p = parse(CHAIN);
	cr_assert(pirProgramVerify(p));
	pirProgramBeginRun(p, "test");
	pirOperationGetResult(pirProgramGetBlock(p)->first, 0)->state = 1;
	pirProgramEndRun(p, "test");
	cr_assert_not(p->valueStatesClear);
	expectUseBeforeDef(p, &movingPass);
	pirProgramDestroy(p);
}
