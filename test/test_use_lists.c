/* test_use_lists.c: the use-def chains of values (op results and block
 * arguments): linking on op creation, the firstUse/next/prevp links,
 * unlinking through pirOperationSetOperand and pirOperationErase in any
 * order (O(1), independent of the position in the list),
 * pirValueReplaceAllUsesWith, pirValueCountUses and absent (NULL) operands. */
#include "test_helpers.h"

static void setup(void)
{
	fixtureOpen();
	fixtureProgram();
}

TestSuite(use_lists, .init = setup, .fini = fixtureClose);

Test(use_lists, new_value_has_no_uses)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 2, 0);
	for (uint32_t i = 0; i < 2; i++) {
		PirValue *v = pirOperationGetResult(a, i);
		cr_assert_null(pirValueGetFirstUse(v));
		cr_assert_not(pirValueHasUses(v));
		cr_assert_eq(pirValueCountUses(v), 0);
		cr_assert_eq(pirValueGetDefiningOp(v), a);
		cr_assert_eq(v->index, i);
		cr_assert_not(v->isArg);
	}
	cr_assert(pirOperationResultsUnused(a));
}

Test(use_lists, creating_users_links_every_operand)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u1 = addOp(prog, top, "t.use", 1, &v, 0, 0);
	PirValue *twice[] = {v, v};
	PirOperation *u2 = addOp(prog, top, "t.use2", 2, twice, 0, 0);
	PirOperation *u3 = addOp(prog, top, "t.use", 1, &v, 1, 0);

	cr_assert_eq(checkUses(v), 4);
	cr_assert(pirValueHasUses(v));
	cr_assert_not(pirOperationResultsUnused(a));
	cr_assert(pirOperationResultsUnused(u3));
	/* The first use links to the value's head; each later one to its
	 * predecessor's next field. */
	cr_assert(pirOpOperandIsLinked(pirValueGetFirstUse(v)));
	cr_assert_null(pirOpOperandGetPrevUse(pirValueGetFirstUse(v)));
	cr_assert(usesContain(v, pirOperationGetOpOperand(u1, 0)));
	cr_assert(usesContain(v, pirOperationGetOpOperand(u2, 0)));
	cr_assert(usesContain(v, pirOperationGetOpOperand(u2, 1)));
	cr_assert(usesContain(v, pirOperationGetOpOperand(u3, 0)));
	cr_assert_eq(pirOpOperandGetOwner(pirOperationGetOpOperand(u2, 0)), u2);
	cr_assert_eq(pirOpOperandGetOwner(pirOperationGetOpOperand(u2, 1)), u2);
	cr_assert_eq(pirOperationGetOperand(u2, 1), v);
}

Test(use_lists, set_operand_moves_the_use)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 2, 0);
	PirValue *v = pirOperationGetResult(a, 0), *w = pirOperationGetResult(a, 1);
	PirValue *ops[] = {v, v, v};
	PirOperation *u = addOp(prog, top, "t.use", 3, ops, 0, 0);
	cr_assert_eq(checkUses(v), 3);

	pirOperationSetOperand(u, 1, w); /* the middle use of the list */
	cr_assert_eq(checkUses(v), 2);
	cr_assert_eq(checkUses(w), 1);
	cr_assert_not(usesContain(v, pirOperationGetOpOperand(u, 1)));
	cr_assert_eq(pirValueGetFirstUse(w), pirOperationGetOpOperand(u, 1));
	cr_assert_eq(pirOperationGetOperand(u, 1), w);

	/* Setting the same value again leaves exactly one use. */
	pirOperationSetOperand(u, 1, w);
	cr_assert_eq(checkUses(w), 1);

	pirOperationSetOperand(u, 0, w);
	pirOperationSetOperand(u, 2, w);
	cr_assert_eq(checkUses(v), 0);
	cr_assert_null(pirValueGetFirstUse(v));
	cr_assert_eq(checkUses(w), 3);
}

/* Unlinking must not depend on where the use sits in the list: remove the
 * head, the tail and a middle element, in each possible order. */
Test(use_lists, unlink_is_order_independent)
{
	static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
	for (int o = 0; o < 6; o++) {
		PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
		PirValue *v = pirOperationGetResult(a, 0);
		PirOperation *users[3];
		for (int i = 0; i < 3; i++)
			users[i] = addOp(prog, top, "t.use", 1, &v, 0, 0);
		cr_assert_eq(checkUses(v), 3);
		for (int k = 0; k < 3; k++) {
			PirOperation *victim = users[orders[o][k]];
			pirOperationErase(victim);
			cr_assert_eq(checkUses(v), (size_t)(2 - k), "order %d step %d", o, k);
			cr_assert_not(usesContain(v, pirOperationGetOpOperand(victim, 0)));
			cr_assert_null(pirOperationGetOperand(victim, 0));
		}
		cr_assert_null(pirValueGetFirstUse(v));
		pirOperationErase(a);
	}
	cr_assert_null(top->first);
}

Test(use_lists, erase_middle_user_keeps_neighbours_linked)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u[5];
	for (int i = 0; i < 5; i++)
		u[i] = addOp(prog, top, "t.use", 1, &v, 0, 0);
	/* Find the op whose use is in the middle of the list (position 2). */
	PirOpOperand *mid = pirOpOperandGetNextUse(pirOpOperandGetNextUse(pirValueGetFirstUse(v)));
	PirOpOperand *before = pirOpOperandGetNextUse(pirValueGetFirstUse(v)), *after = pirOpOperandGetNextUse(mid);
	pirOperationErase(pirOpOperandGetOwner(mid));
	cr_assert_eq(pirOpOperandGetNextUse(before), after);
	cr_assert_eq(pirOpOperandGetPrevUse(after), before);
	cr_assert_eq(checkUses(v), 4);
	int left = 0;
	for (int i = 0; i < 5; i++)
		left += usesContain(v, pirOperationGetOpOperand(u[i], 0));
	cr_assert_eq(left, 4);
	cr_assert_eq(checkBlock(top), 5);
}

Test(use_lists, erase_drops_all_operand_uses)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 2, 0);
	PirValue *v = pirOperationGetResult(a, 0), *w = pirOperationGetResult(a, 1);
	PirOperation *keep = addOp(prog, top, "t.use", 1, &w, 0, 0);
	PirValue *ops[] = {v, w, v, w};
	PirOperation *u = addOp(prog, top, "t.use4", 4, ops, 0, 0);
	PirOperation *keep2 = addOp(prog, top, "t.use", 1, &w, 0, 0);
	cr_assert_eq(checkUses(v), 2);
	cr_assert_eq(checkUses(w), 4);
	pirOperationErase(u);
	cr_assert_eq(checkUses(v), 0);
	cr_assert_eq(checkUses(w), 2);
	cr_assert(usesContain(w, pirOperationGetOpOperand(keep, 0)));
	cr_assert(usesContain(w, pirOperationGetOpOperand(keep2, 0)));
	cr_assert_null(pirOperationGetBlock(u));
}

Test(use_lists, replace_all_uses_moves_every_use)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 2, 0);
	PirValue *from = pirOperationGetResult(a, 0), *to = pirOperationGetResult(a, 1);
	PirOperation *already = addOp(prog, top, "t.use", 1, &to, 0, 0);
	PirOperation *users[6];
	for (int i = 0; i < 6; i++) {
		PirValue *ops[] = {from, to, from};
		users[i] = addOp(prog, top, "t.use3", 3, ops, 0, 0);
	}
	cr_assert_eq(checkUses(from), 12);
	cr_assert_eq(checkUses(to), 7);

	pirValueReplaceAllUsesWith(from, to);
	cr_assert_null(pirValueGetFirstUse(from), "uses were left behind");
	cr_assert_eq(checkUses(from), 0);
	cr_assert_eq(checkUses(to), 19);
	for (int i = 0; i < 6; i++)
		for (uint32_t k = 0; k < 3; k++) {
			cr_assert_eq(pirOperationGetOperand(users[i], k), to);
			cr_assert(usesContain(to, pirOperationGetOpOperand(users[i], k)));
		}
	cr_assert(usesContain(to, pirOperationGetOpOperand(already, 0)));

	/* Replacing a value by itself changes nothing. */
	pirValueReplaceAllUsesWith(to, to);
	cr_assert_eq(checkUses(to), 19);
	/* Replacing a value without uses is a no-op too. */
	pirValueReplaceAllUsesWith(from, to);
	cr_assert_eq(checkUses(to), 19);
}

Test(use_lists, reverse_uses_turns_the_list_round)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOpOperand *before[5];
	for (int i = 0; i < 5; i++) {
		PirValue *ops[] = {v, v};
		addOp(prog, top, i % 2 ? "t.use" : "t.use2", i % 2 ? 1 : 2, ops, 0, 0);
	}
	size_t n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u && n < 5; u = pirOpOperandGetNextUse(u))
		before[n++] = u;
	cr_assert_eq(checkUses(v), 8);
	pirValueReverseUses(v);
	cr_assert_eq(checkUses(v), 8, "links broken by the reversal");
	PirOpOperand *after[8];
	n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		after[n++] = u;
	for (int i = 0; i < 5; i++)
		cr_assert_eq(after[7 - i], before[i], "use #%d is not where the reversal puts it", i);
	/* Twice is the identity; no uses and one use stay as they are. */
	pirValueReverseUses(v);
	cr_assert_eq(pirValueGetFirstUse(v), before[0]);
	PirOperation *b = addOp(prog, top, "t.def", 0, NULL, 2, 0);
	pirValueReverseUses(pirOperationGetResult(b, 0));
	cr_assert_null(pirValueGetFirstUse(pirOperationGetResult(b, 0)));
	PirValue *w = pirOperationGetResult(b, 1);
	PirOperation *only = addOp(prog, top, "t.use", 1, &w, 0, 0);
	pirValueReverseUses(w);
	cr_assert_eq(checkUses(w), 1);
	cr_assert_eq(pirValueGetFirstUse(w), pirOperationGetOpOperand(only, 0));
}

Test(use_lists, replace_all_uses_with_block_argument)
{
	PirValue *arg = pirBlockAddArgument(prog, top, pirTypeGetScalar(ctx, PIR_TYPE_I64));
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u1 = addOp(prog, top, "t.use", 1, &v, 0, 0);
	PirOperation *u2 = addOp(prog, top, "t.use", 1, &v, 0, 0);
	pirValueReplaceAllUsesWith(v, arg);
	cr_assert_eq(checkUses(arg), 2);
	cr_assert_eq(checkUses(v), 0);
	cr_assert_eq(pirOperationGetOperand(u1, 0), arg);
	cr_assert_eq(pirOperationGetOperand(u2, 0), arg);
	/* and back */
	pirValueReplaceAllUsesWith(arg, v);
	cr_assert_eq(checkUses(arg), 0);
	cr_assert_eq(checkUses(v), 2);
}

Test(use_lists, uses_in_nested_regions_are_on_the_list)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *outer = addOp(prog, top, "t.region", 0, NULL, 0, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(outer, 0));
	PirOperation *n1 = addOp(prog, inner, "t.use", 1, &v, 0, 0);
	cr_assert_eq(checkUses(v), 1);
	cr_assert_eq(pirOpOperandGetOwner(pirValueGetFirstUse(v)), n1);
	PirOperation *b = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	pirValueReplaceAllUsesWith(v, pirOperationGetResult(b, 0));
	cr_assert_eq(pirOperationGetOperand(n1, 0), pirOperationGetResult(b, 0));
	cr_assert_eq(checkUses(v), 0);
}

Test(use_lists, count_uses)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	for (size_t i = 1; i <= 100; i++) {
		addOp(prog, top, "t.use", 1, &v, 0, 0);
		cr_assert_eq(pirValueCountUses(v), i);
	}
	cr_assert_eq(checkUses(v), 100);
	/* Erase every other user, then all. */
	int k = 0;
	for (PirOperation *o = pirOperationGetNextInBlock(a), *n; o; o = n, k++) {
		n = pirOperationGetNextInBlock(o);
		if (k % 2 == 0)
			pirOperationErase(o);
	}
	cr_assert_eq(checkUses(v), 50);
	while (pirOperationGetNextInBlock(a))
		pirOperationErase(pirOperationGetNextInBlock(a));
	cr_assert_eq(pirValueCountUses(v), 0);
}

Test(use_lists, null_operands_are_absent)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirValue *ops[] = {NULL, v, NULL};
	PirOperation *u = addOp(prog, top, "t.opt", 3, ops, 0, 0);
	cr_assert_null(pirOperationGetOperand(u, 0));
	cr_assert_null(pirOperationGetOperand(u, 2));
	cr_assert_null(pirOpOperandGetNextUse(pirOperationGetOpOperand(u, 0)));
	cr_assert_not(pirOpOperandIsLinked(pirOperationGetOpOperand(u, 0)));
	cr_assert_eq(pirOpOperandGetOwner(pirOperationGetOpOperand(u, 0)), u);
	cr_assert_eq(checkUses(v), 1);

	/* absent -> present -> absent */
	pirOperationSetOperand(u, 0, v);
	cr_assert_eq(checkUses(v), 2);
	cr_assert_eq(pirOperationGetOperand(u, 0), v);
	pirOperationSetOperand(u, 1, NULL);
	cr_assert_null(pirOperationGetOperand(u, 1));
	cr_assert_not(pirOpOperandIsLinked(pirOperationGetOpOperand(u, 1)));
	cr_assert_eq(checkUses(v), 1);
	cr_assert_eq(pirValueGetFirstUse(v), pirOperationGetOpOperand(u, 0));
	/* absent -> absent */
	pirOperationSetOperand(u, 2, NULL);
	cr_assert_eq(checkUses(v), 1);

	/* Erasing an op with absent operands unlinks only the present ones. */
	pirOperationErase(u);
	cr_assert_eq(checkUses(v), 0);
}

Test(use_lists, block_argument_uses)
{
	PirType *i32 = pirTypeGetScalar(ctx, PIR_TYPE_I32);
	PirValue *x = pirBlockAddArgument(prog, top, i32);
	PirValue *y = pirBlockAddArgument(prog, top, i32);
	cr_assert(x->isArg);
	cr_assert_eq(pirBlockArgumentGetOwner(x), top);
	cr_assert_eq(pirValueGetParentBlock(x), top);
	PirValue *ops[] = {x, y, x};
	PirOperation *u = addOp(prog, top, "t.use3", 3, ops, 0, 0);
	cr_assert_eq(checkUses(x), 2);
	cr_assert_eq(checkUses(y), 1);
	pirOperationSetOperand(u, 0, y);
	cr_assert_eq(checkUses(x), 1);
	cr_assert_eq(checkUses(y), 2);
	pirOperationErase(u);
	cr_assert_eq(checkUses(x), 0);
	cr_assert_eq(checkUses(y), 0);
}
