/* test_walk.c: pre-order and post-order walks over nested regions and
 * multi-block regions (the exact visit order), SKIP (pre-order: do not
 * enter the op's regions) and INTERRUPT (stop at once, reported to the
 * caller), and erasing the op being visited in a post-order walk. */
#include "test_helpers.h"

static void setup(void)
{
	fixtureOpen();
	fixtureProgram();
}

TestSuite(walk, .init = setup, .fini = fixtureClose);

/* The program walked by most tests:
 *   a
 *   b {            region 0, one block
 *     c
 *     d { e }
 *   } {            region 1, two blocks
 *     f
 *   ^bb1:
 *     g { }        (a region without blocks)
 *     i
 *   }
 *   j
 */
static PirOperation *b, *d;

static void build(void)
{
	addOp(prog, top, "a", 0, NULL, 0, 0);
	b = addOp(prog, top, "b", 0, NULL, 0, 2);
	PirBlock *b0 = addBlock(prog, pirOperationGetRegion(b, 0));
	addOp(prog, b0, "c", 0, NULL, 0, 0);
	d = addOp(prog, b0, "d", 0, NULL, 0, 1);
	addOp(prog, addBlock(prog, pirOperationGetRegion(d, 0)), "e", 0, NULL, 0, 0);
	PirBlock *b1 = addBlock(prog, pirOperationGetRegion(b, 1));
	PirBlock *b2 = addBlock(prog, pirOperationGetRegion(b, 1));
	addOp(prog, b1, "f", 0, NULL, 0, 0);
	addOp(prog, b2, "g", 0, NULL, 0, 1); /* a region with no block */
	addOp(prog, b2, "i", 0, NULL, 0, 0);
	addOp(prog, top, "j", 0, NULL, 0, 0);
}

typedef struct {
	char seen[256];
	const char *skipAt, *stopAt, *eraseName;
	int calls;
} Trace;

static PirWalkResult record(PirOperation *op, void *ud)
{
	Trace *t = ud;
	t->calls++;
	const char *n = pirOperationGetName(op);
	size_t len = strlen(t->seen);
	snprintf(t->seen + len, sizeof t->seen - len, "%s%s", len ? " " : "", n);
	if (t->stopAt && strcmp(n, t->stopAt) == 0)
		return PIR_WALK_INTERRUPT;
	if (t->skipAt && strcmp(n, t->skipAt) == 0)
		return PIR_WALK_SKIP;
	return PIR_WALK_ADVANCE;
}

Test(walk, pre_order)
{
	build();
	Trace t = {0};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_str_eq(t.seen, "a b c d e f g i j");
}

Test(walk, post_order)
{
	build();
	Trace t = {0};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_str_eq(t.seen, "a c e d f g i b j");
}

Test(walk, operation_walk_includes_the_op)
{
	build();
	Trace t = {0};
	pirOperationWalk(b, PIR_WALK_PRE_ORDER, record, &t);
	cr_assert_str_eq(t.seen, "b c d e f g i");
	Trace u = {0};
	pirOperationWalk(d, PIR_WALK_POST_ORDER, record, &u);
	cr_assert_str_eq(u.seen, "e d");
	Trace m = {0};
	pirOperationWalk(prog->module, PIR_WALK_POST_ORDER, record, &m);
	cr_assert_str_eq(m.seen, "a c e d f g i b j builtin.module");
}

Test(walk, empty_program)
{
	Trace t = {0};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_eq(t.calls, 0);
}

Test(walk, skip_in_pre_order_skips_nested_ops_only)
{
	build();
	Trace t = {.skipAt = "b"};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_str_eq(t.seen, "a b j");
	Trace u = {.skipAt = "d"};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &u);
	cr_assert_str_eq(u.seen, "a b c d f g i j");
}

Test(walk, skip_in_post_order_is_advance)
{
	build();
	Trace t = {.skipAt = "d"};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, record, &t), PIR_WALK_ADVANCE);
	cr_assert_str_eq(t.seen, "a c e d f g i b j");
}

Test(walk, interrupt_stops_the_walk)
{
	build();
	Trace t = {.stopAt = "e"};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &t), PIR_WALK_INTERRUPT);
	cr_assert_str_eq(t.seen, "a b c d e");
	Trace u = {.stopAt = "d"};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, record, &u), PIR_WALK_INTERRUPT);
	cr_assert_str_eq(u.seen, "a c e d");
	Trace v = {.stopAt = "j"};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, record, &v), PIR_WALK_INTERRUPT);
	cr_assert_str_eq(v.seen, "a c e d f g i b j");
	Trace w = {.stopAt = "i"};
	cr_assert_eq(pirOperationWalk(b, PIR_WALK_PRE_ORDER, record, &w), PIR_WALK_INTERRUPT);
	cr_assert_str_eq(w.seen, "b c d e f g i");
}

static PirWalkResult eraseNamed(PirOperation *op, void *ud)
{
	Trace *t = ud;
	record(op, ud);
	if (t->eraseName == NULL || strcmp(pirOperationGetName(op), t->eraseName) == 0)
		pirOperationErase(op);
	return PIR_WALK_ADVANCE;
}

Test(walk, erase_current_op_in_post_order)
{
	build();
	/* Erase every op as it is visited: the walk must still see each op
	 * once, and the program must end up empty. */
	Trace t = {0};
	cr_assert_eq(pirProgramWalk(prog, PIR_WALK_POST_ORDER, eraseNamed, &t), PIR_WALK_ADVANCE);
	cr_assert_str_eq(t.seen, "a c e d f g i b j");
	cr_assert_null(top->first);
	cr_assert_null(top->last);
}

Test(walk, erase_some_ops_in_post_order)
{
	/* x0 u x1 {x2 u} x3, with uses of an outer value inside: erase the
	 * "x" ops (their results are unused) and keep the rest linked. */
	PirOperation *def = addOp(prog, top, "def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(def, 0);
	addOp(prog, top, "x", 1, &v, 1, 0);
	addOp(prog, top, "u", 1, &v, 0, 0);
	PirOperation *x1 = addOp(prog, top, "y", 1, &v, 0, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(x1, 0));
	addOp(prog, inner, "x", 1, &v, 0, 0);
	addOp(prog, inner, "u", 1, &v, 0, 0);
	addOp(prog, inner, "x", 1, &v, 0, 0);
	addOp(prog, top, "x", 1, &v, 0, 0);
	cr_assert_eq(checkUses(v), 7);

	Trace t = {.eraseName = "x"};
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, eraseNamed, &t);
	cr_assert_str_eq(t.seen, "def x u x u x y x");
	char buf[128];
	cr_assert_str_eq(blockOpNames(top, buf, sizeof buf), "def u y");
	cr_assert_str_eq(blockOpNames(inner, buf, sizeof buf), "u");
	cr_assert_eq(checkBlock(top), 3);
	cr_assert_eq(checkBlock(inner), 1);
	cr_assert_eq(checkUses(v), 3);

	/* A second walk sees exactly what is left. */
	Trace u = {0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, record, &u);
	cr_assert_str_eq(u.seen, "def u y u");
}

static PirWalkResult countOnly(PirOperation *op, void *ud)
{
	(void)op;
	(*(int *)ud)++;
	return PIR_WALK_ADVANCE;
}

Test(walk, deep_nesting)
{
	/* 100 levels of one op holding the next. */
	PirBlock *b0 = top;
	for (int i = 0; i < 100; i++) {
		PirOperation *o = addOp(prog, b0, "n", 0, NULL, 0, 1);
		b0 = addBlock(prog, pirOperationGetRegion(o, 0));
	}
	int n = 0;
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, countOnly, &n);
	cr_assert_eq(n, 100);
	n = 0;
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, countOnly, &n);
	cr_assert_eq(n, 100);
}
