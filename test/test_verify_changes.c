/* test_verify_changes.c: the change log (lib/ir/change_log.c) and the
 * verification of what changed (lib/ir/verify_changes.c): what gets logged,
 * that a logged op's memory is not reused, that the incremental check
 * catches a broken program silently and the full verifier reports it, and
 * that a log past its limit means a full verification. */
#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
	fixtureProgram();
}

static void teardown(void)
{
	pirProgramDestroy(prog);
	fixtureCloseContext();
}

TestSuite(verify_changes, .init = setup, .fini = teardown);

Test(verify_changes, logging_starts_at_a_successful_verification)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *a = addOp(prog, top, "t.a", 1, &xv, 0, 0);
	cr_assert_not(prog->changes.on, "building a program logs nothing");
	cr_assert(pirProgramVerify(prog));
	cr_assert(prog->changes.on);
	pirOperationSetOperand(a, 0, xv);
	pirOperationSetOperand(a, 0, xv);
	cr_assert_eq(prog->changes.len, 1, "an op is logged once per kind");
	cr_assert(a->logged);
	PirVerifyStats st = {0};
	cr_assert(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.incremental, 1);
	cr_assert_eq(st.full, 0);
	cr_assert_eq(st.rechecked, 1, "only the changed op");
	cr_assert_eq(prog->changes.len, 0, "a verification empties the log");
	cr_assert_not(a->logged);
}

Test(verify_changes, a_logged_op_is_not_reused_once_destroyed)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *a = addOp(prog, top, "t.a", 1, &xv, 1, 0);
	PirOperation *b = addOp(prog, top, "t.b", 1, &xv, 1, 0);
	cr_assert(pirProgramVerify(prog));
	pirOperationSetOperand(a, 0, xv); /* logged */
	pirOperationDestroy(a);
	PirOperation *c = addOp(prog, top, "t.c", 1, &xv, 1, 0);
	cr_assert_neq((void *)c, (void *)a, "the log still names a: its memory stays");
	/* The entry of the destroyed op is skipped (it is detached). */
	PirVerifyStats st = {0};
	cr_assert(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.full, 0);
	/* Not logged: reused as before. */
	pirOperationDestroy(b);
	PirOperation *d = addOp(prog, top, "t.d", 1, &xv, 1, 0);
	cr_assert_eq((void *)d, (void *)b);
}

Test(verify_changes, a_broken_program_is_reported_by_the_full_verifier)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *a = addOp(prog, top, "t.a", 1, &xv, 0, 0);
	cr_assert(pirProgramVerify(prog));
	pirOperationMoveBefore(a, x); /* a now reads x before x is defined */
	PirVerifyStats st = {0};
	cr_assert_not(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.incremental, 1, "the incremental check found it");
	cr_assert_eq(st.full, 1, "the full verifier reported it");
	cr_assert_eq(diags.count, 1, "once, by the full verifier: %d", diags.count);
	cr_assert(diagMatches(diags.msg[0], "'t.a' op operand #0 is used before it is defined"), "%s", diags.msg[0]);
	cr_assert_eq(pirContextGetErrorCount(ctx), 1, "the silent check counts no error");
	cr_assert_not(prog->changes.on, "after a failure the next verification is full");
}

Test(verify_changes, a_use_far_below_its_definition_in_order)
{
	/* The order scans meet in the middle: a long block is no problem (the
	 * ops before x make the program big enough for scans of 50 steps:
	 * the log's limit, change_log.c). */
	for (int i = 0; i < 2000; i++)
		addOp(prog, top, "t.before", 0, NULL, 0, 0);
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *early = addOp(prog, top, "t.early", 1, &xv, 0, 0);
	for (int i = 0; i < 100; i++)
		addOp(prog, top, "t.filler", 0, NULL, 0, 0);
	PirOperation *y = addOp(prog, top, "t.y", 0, NULL, 1, 0);
	PirValue *yv = pirOperationGetResult(y, 0);
	PirOperation *a = addOp(prog, top, "t.a", 1, &yv, 0, 0);
	cr_assert(pirProgramVerify(prog));
	pirOperationSetOperand(a, 0, xv);
	PirVerifyStats st = {0};
	cr_assert(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.full, 0);
	cr_assert_eq(st.rechecked, 1);
	/* And the other way: a use above its definition. */
	pirOperationSetOperand(early, 0, yv);
	cr_assert_not(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.full, 1);
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "'t.early' op operand #0 is used before it is defined"), "%s", diags.msg[0]);
}

Test(verify_changes, a_full_log_means_a_full_verification)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	enum { N = 1200 }; /* the limit is N / 16 + 64 entries */
	PirOperation **ops = malloc(N * sizeof *ops);
	for (int i = 0; i < N; i++)
		ops[i] = addOp(prog, top, "t.a", 1, &xv, 0, 0);
	cr_assert(pirProgramVerify(prog));
	for (int i = 0; i < N; i++)
		pirOperationSetOperand(ops[i], 0, xv);
	cr_assert_not(prog->changes.on, "past its limit the log stops");
	PirVerifyStats st = {0};
	cr_assert(pirProgramVerifyChanges(prog, &st));
	cr_assert_eq(st.full, 1);
	cr_assert_eq(st.incremental, 0);
	cr_assert(prog->changes.on, "and starts again after it");
	free(ops);
}
