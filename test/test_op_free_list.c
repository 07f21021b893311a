/* test_op_free_list.c: pirOperationDestroy hands an op's memory (and that
 * of the ops nested in it) to the next op of the same size in the program;
 * the reused memory starts clean: no stale use-list links, no old fields. */
#include "test_helpers.h"

static void setup(void)
{
	fixtureOpen();
	fixtureProgram();
}

TestSuite(op_free_list, .init = setup, .fini = fixtureClose);

static size_t countUses(PirValue *v)
{
	return pirValueCountUses(v);
}

Test(op_free_list, same_size_reuses_memory_with_clean_links)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirOperation *y = addOp(prog, top, "t.y", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0), *yv = pirOperationGetResult(y, 0);
	PirValue *ops[] = {xv, yv};
	PirOperation *a = addOp(prog, top, "t.a", 2, ops, 1, 0);
	PirOperation *keep = addOp(prog, top, "t.keep", 2, ops, 0, 0);
	cr_assert_eq(countUses(xv), 2);
	pirOperationDestroy(a);
	cr_assert_eq(countUses(xv), 1, "the destroyed op's uses are gone");
	cr_assert_eq(pirOpOperandGetOwner(pirValueGetFirstUse(xv)), keep);

	/* Same counts, so the same size: the block comes back. */
	PirValue *ops2[] = {yv, yv};
	PirOperation *b = addOp(prog, top, "t.b", 2, ops2, 1, 0);
	cr_assert_eq((void *)b, (void *)a, "the destroyed op's memory is reused");
	cr_assert_eq(countUses(xv), 1, "no stale link from the old operands");
	cr_assert_eq(countUses(yv), 3);
	cr_assert_null(pirValueGetFirstUse(pirOperationGetResult(b, 0)));
	cr_assert_eq(pirOperationGetResult(b, 0)->state, 0);
	cr_assert_eq(b->state, 0);
	cr_assert_eq(pirOperationGetBlock(b), top);
	cr_assert_eq(top->last, b);
	cr_assert_str_eq(pirOperationGetName(b), "t.b");
	for (uint32_t i = 0; i < 2; i++) {
		cr_assert_eq(pirOpOperandGetOwner(pirOperationGetOpOperand(b, i)), b);
		cr_assert_eq(pirOperationGetOperand(b, i), yv);
	}
	/* Each use of yv is reachable once and links back to the one before. */
	cr_assert_eq(checkUses(yv), 3);

	/* The free list is empty again: the next op comes from the arena. */
	PirOperation *c = addOp(prog, top, "t.c", 2, ops, 1, 0);
	cr_assert_neq((void *)c, (void *)a);
}

Test(op_free_list, other_sizes_do_not_reuse)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *a = addOp(prog, top, "t.a", 1, &xv, 1, 0);
	pirOperationDestroy(a);
	PirValue *ops[] = {xv, xv};
	PirOperation *b = addOp(prog, top, "t.b", 2, ops, 1, 0);
	cr_assert_neq((void *)b, (void *)a, "a larger op does not fit a smaller block");
	PirOperation *c = addOp(prog, top, "t.c", 1, &xv, 1, 0);
	cr_assert_eq((void *)c, (void *)a);
	cr_assert_eq(countUses(xv), 3);
}

Test(op_free_list, nested_ops_are_reclaimed_too)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirOperation *outer = addOp(prog, top, "t.region", 0, NULL, 0, 1);
	PirBlock *body = addBlock(prog, pirOperationGetRegion(outer, 0));
	PirOperation *inner = addOp(prog, body, "t.in", 1, &xv, 1, 0);
	PirValue *iv = pirOperationGetResult(inner, 0);
	PirOperation *user = addOp(prog, body, "t.use", 1, &iv, 0, 0);
	(void)user;
	cr_assert_eq(countUses(xv), 1);
	pirOperationDestroy(outer);
	cr_assert_eq(countUses(xv), 0, "the nested use of an outer value is dropped");
	cr_assert_eq(top->last, x);
	/* The nested op's block serves the next op of its size. */
	PirOperation *again = addOp(prog, top, "t.again", 1, &xv, 1, 0);
	cr_assert_eq((void *)again, (void *)inner);
	cr_assert_eq(countUses(xv), 1);
	cr_assert_eq(pirOpOperandGetOwner(pirValueGetFirstUse(xv)), again);
}
