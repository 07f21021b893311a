/* test_vs_fusion.c: --to-vtensor directly followed by --copy-elimination
 * runs fused (docs/passes.md, "to-vtensor fused with copy-elimination"):
 * the copies copy-elimination would remove are never made. The program
 * left must be the one the two passes make apart, down to the order of
 * every use list (the printed text does not show it; later passes and
 * library users walk it), and the counters must agree. */
#include "test_helpers.h"

#include "../passes/pass_manager.h"
#include "../dialects/dialects.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags); /* loads builtin, pd_op and cf */
	cr_assert_eq(diags.count, 0, "loading the dialects: %s", diags.msg[0]);
}

TestSuite(vs_fusion, .init = setup, .fini = fixtureClose);

static PirProgram *parse(const char *text)
{
	return parseText(text, &diags);
}

/* %a is read twice by one op and once by another (one to_vtensor copy per
 * reading op), %b by an op of an if branch and a while's input; %x is a
 * program input whose copy stays; %s is written by relu_, so its copies stay. */
static const char *const PROGRAM =
	"{\n"
	"    (%x) = \"pd_op.data\" () {dtype:(pd_op.DataType)float32,name:\"x\",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>\n"
	"    (%c) = \"pd_op.data\" () {dtype:(pd_op.DataType)bool,name:\"c\",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>\n"
	"    (%a) = \"pd_op.relu\" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%b) = \"pd_op.add\" (%a, %a) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%d) = \"pd_op.multiply\" (%b, %a) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%e) = \"pd_op.subtract\" (%a, %d) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%s) = \"pd_op.sin\" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%t) = \"pd_op.tanh\" (%s) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%w) = \"pd_op.relu_\" (%s) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"    (%i) = \"pd_op.if\" (%c) {} -> tensor<4xf32> {\n"
	"        (%f) = \"pd_op.exp\" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"        (%g) = \"pd_op.exp\" (%f) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"        () = \"cf.yield\" (%g) {} : (tensor<4xf32>) ->\n"
	"    } else {\n"
	"        () = \"cf.yield\" (%t) {} : (tensor<4xf32>) ->\n"
	"    }\n"
	"    (%l) = \"pd_op.while\" (cond=%c, inputs=%b) {\n"
	"    ^%arg\n"
	"        (%h) = \"pd_op.cos\" (%arg) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"        (%k) = \"pd_op.cos\" (%h) {} : (tensor<4xf32>) -> tensor<4xf32>\n"
	"        () = \"cf.yield\" (%c, %k) {} : (tensor<1xb>, tensor<4xf32>) ->\n"
	"    }\n"
	"    () = \"pd_op.fetch\" (%i) {name:\"i\"} : (tensor<4xf32>) ->\n"
	"    () = \"pd_op.fetch\" (%l) {name:\"l\"} : (tensor<4xf32>) ->\n"
	"    () = \"pd_op.fetch\" (%w) {name:\"w\"} : (tensor<4xf32>) ->\n"
	"}\n";

enum { MAX_OPS = 64 };

typedef struct {
	PirOperation *ops[MAX_OPS];
	size_t len;
} OpList;

static void listOps(PirOperation *op, OpList *l)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				cr_assert_lt(l->len, MAX_OPS);
				l->ops[l->len++] = o;
				listOps(o, l);
			}
}

static size_t indexOf(const OpList *l, const PirOperation *op)
{
	for (size_t i = 0; i < l->len; i++)
		if (l->ops[i] == op)
			return i;
	cr_assert_fail("a use by an op outside the program");
	return 0;
}

/* v and w have the same uses in the same order: the same operand of the
 * op at the same place. */
static void sameUses(const OpList *la, PirValue *v, const OpList *lb, PirValue *w, const char *what, size_t op)
{
	PirOpOperand *u = pirValueGetFirstUse(v), *x = pirValueGetFirstUse(w);
	for (size_t n = 0; u || x; n++, u = pirOpOperandGetNextUse(u), x = pirOpOperandGetNextUse(x)) {
		cr_assert(u && x, "%s of op %zu: %s uses", what, op, u ? "more" : "fewer");
		PirOperation *ou = pirOpOperandGetOwner(u), *ox = pirOpOperandGetOwner(x);
		cr_assert_eq(indexOf(la, ou), indexOf(lb, ox), "%s of op %zu: use %zu by another op", what, op, n);
		cr_assert_eq(u - pirOperationGetOperands(ou), x - pirOperationGetOperands(ox),
			     "%s of op %zu: use %zu as another operand", what, op, n);
	}
}

static void samePrograms(PirProgram *a, PirProgram *b)
{
	OpList la = {0}, lb = {0};
	listOps(a->module, &la);
	listOps(b->module, &lb);
	cr_assert_eq(la.len, lb.len, "%zu ops fused, %zu apart", la.len, lb.len);
	for (size_t i = 0; i < la.len; i++) {
		PirOperation *p = la.ops[i], *q = lb.ops[i];
		cr_assert_eq(pirOperationGetInfo(p), pirOperationGetInfo(q), "op %zu: %s against %s", i,
			     pirOperationGetName(p), pirOperationGetName(q));
		cr_assert_eq(p->numOperands, q->numOperands);
		cr_assert_eq(p->numResults, q->numResults);
		for (uint32_t k = 0; k < p->numResults; k++) {
			cr_assert_eq(pirValueGetType(pirOperationGetResult(p, k)), pirValueGetType(pirOperationGetResult(q, k)));
			sameUses(&la, pirOperationGetResult(p, k), &lb, pirOperationGetResult(q, k), "a result", i);
		}
		for (uint32_t r = 0; r < p->numRegions; r++)
			for (PirBlock *x = pirOperationGetRegion(p, r)->first, *y = pirOperationGetRegion(q, r)->first; x;
			     x = x->next, y = y->next)
				for (uint32_t k = 0; k < x->numArgs; k++)
					sameUses(&la, x->args[k], &lb, y->args[k], "a block argument", i);
	}
	PirBlock *x = pirProgramGetBlock(a), *y = pirProgramGetBlock(b);
	for (uint32_t k = 0; k < x->numArgs; k++)
		sameUses(&la, x->args[k], &lb, y->args[k], "a program input", 0);
}

/* Runs to-vtensor then copy-elimination on p: one pipeline (fused) or two. */
static void run(PirProgram *p, bool fused, uint64_t stats[5])
{
	PirPipeline pl[2];
	size_t n = fused ? 1 : 2;
	for (size_t i = 0; i < n; i++)
		pirPipelineInit(&pl[i]);
	cr_assert(pirPipelineAdd(&pl[0], ctx, "to-vtensor", 10, NULL, 0));
	cr_assert(pirPipelineAdd(&pl[n - 1], ctx, "copy-elimination", 16, NULL, 0));
	PirPassManagerOptions o = {.verifyEach = true};
	for (size_t i = 0; i < n; i++)
		cr_assert(pirPipelineRun(&pl[i], p, &o, NULL), "%s", diags.count ? diags.msg[0] : "");
	PirPassRun *tv = &pl[0].runs[0], *ce = &pl[n - 1].runs[n == 1];
	cr_assert_eq(tv->fused != NULL, fused);
	stats[0] = tv->stats[0];
	stats[1] = tv->stats[1];
	stats[2] = ce->stats[0];
	stats[3] = ce->stats[1];
	stats[4] = tv->stats[2]; /* num-copies-elided */
	cr_assert(ce->changed);
	for (size_t i = 0; i < n; i++)
		pirPipelineFree(&pl[i]);
}

Test(vs_fusion, fused_passes_leave_the_program_and_use_lists_of_the_passes_apart)
{
	PirProgram *a = parse(PROGRAM), *b = parse(PROGRAM);
	uint64_t sa[5], sb[5];
	run(a, true, sa);
	run(b, false, sb);
	for (int k = 0; k < 4; k++)
		cr_assert_eq(sa[k], sb[k], "counter %d: %llu fused, %llu apart", k, (unsigned long long)sa[k],
			     (unsigned long long)sb[k]);
	cr_assert_gt(sb[2], 0, "copy-elimination removed nothing: the test shows nothing");
	/* Elided: %a's copies (a to_tensor and one to_vtensor for each of
	 * add, multiply and subtract), and those of %d, %e, %f and %h (a
	 * to_tensor and a to_vtensor each). The others are read by a yield, a
	 * while or relu_, which copy-elimination decides on. */
	cr_assert_eq(sa[4], 12, "%llu elided", (unsigned long long)sa[4]);
	cr_assert_eq(sb[4], 0);
	samePrograms(a, b);
	pirProgramDestroy(a);
	pirProgramDestroy(b);
}

/* A to_vtensor that copy-elimination's analysis would count as a write
 * (here: made SideEffect) leaves the to_tensor copies it reads unsafe, so
 * rule (a) no longer holds for them: nothing is elided. */
Test(vs_fusion, copies_that_may_write_elide_nothing)
{
	PirOpInfo *toV = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE);
	toV->traits |= PIR_TRAIT_SIDE_EFFECT;
	PirProgram *a = parse(PROGRAM);
	uint64_t sa[5];
	run(a, true, sa);
	cr_assert_eq(sa[4], 0);
	pirProgramDestroy(a);
}
