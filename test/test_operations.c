/* test_operations.c: creating operations (results, operands, regions,
 * attributes, successors), inserting/removing/moving/erasing them in
 * blocks (erasing an op with nested regions drops the nested uses of outer
 * values), block arguments, regions, parent/ancestor queries, op
 * attributes, terminators and program parameters. */
#include "test_helpers.h"

#include <signal.h>

static void setup(void)
{
	fixtureOpen();
	fixtureProgram();
}

TestSuite(operations, .init = setup, .fini = fixtureClose);

static char names[512];
#define ORDER(b) blockOpNames((b), names, sizeof names)

Test(operations, program_has_module_with_one_empty_block)
{
	cr_assert_not_null(prog->module);
	cr_assert_str_eq(pirOperationGetName(prog->module), "builtin.module");
	cr_assert_eq(prog->module->numRegions, 1);
	PirRegion *r = pirOperationGetRegion(prog->module, 0);
	cr_assert_eq(r->first, top);
	cr_assert_eq(r->last, top);
	cr_assert_eq(top->region, r);
	cr_assert_null(top->first);
	cr_assert_eq(pirBlockGetParentOp(top), prog->module);
	cr_assert_eq(pirProgramGetContext(prog), ctx);
	cr_assert_null(pirOperationGetParentOp(prog->module));
}

Test(operations, create_with_everything)
{
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	int64_t dims[] = {2, -1};
	PirType *t = pirTypeGetTensor(ctx, f32, 2, dims);
	PirValue *x = pirBlockAddArgument(prog, top, t);
	PirValue *y = pirBlockAddArgument(prog, top, f32);
	PirNamedAttr na[] = {
		{pirIdentGetCStr(ctx, "z"), pirAttrGetInt32(ctx, 3)},
		{pirIdentGetCStr(ctx, "a"), pirAttrGetStr(ctx, "s", 1)},
	};
	PirAttrDict *attrs = pirAttrDictGet(ctx, 2, na, NULL);
	PirValue *ops[] = {x, NULL, y};
	PirType *rt[] = {t, f32};
	PirBlock *succ = pirBlockCreate(prog);
	PirBlock *succs[] = {succ};
	PirOperationState st = {
		.info = testInfo(ctx, "t.everything"),
		.loc = {pirIdentGetCStr(ctx, "f.pir"), 7, 9},
		.numOperands = 3,
		.numResults = 2,
		.numRegions = 2,
		.numSuccessors = 1,
		.operands = ops,
		.resultTypes = rt,
		.attrs = attrs,
		.successors = succs,
	};
	PirOperation *op = pirOperationCreate(prog, &st);
	cr_assert_str_eq(pirOperationGetName(op), "t.everything");
	cr_assert_null(pirOperationGetBlock(op), "a new op is detached");
	cr_assert_null(pirOperationGetPrevInBlock(op));
	cr_assert_null(pirOperationGetNextInBlock(op));
	cr_assert_null(pirOperationGetProgram(op), "detached and without blocks");
	cr_assert_eq(pirOperationGetContext(op), ctx);
	PirLocation loc = pirOperationGetLoc(op);
	cr_assert_eq(loc.line, 7);
	cr_assert_eq(loc.col, 9);
	cr_assert_str_eq(loc.file->str, "f.pir");
	cr_assert_eq(op->numOperands, 3);
	cr_assert_eq(pirOperationGetOperand(op, 0), x);
	cr_assert_null(pirOperationGetOperand(op, 1));
	cr_assert_eq(pirOperationGetOperand(op, 2), y);
	cr_assert_eq(op->numResults, 2);
	for (uint32_t i = 0; i < 2; i++) {
		PirValue *r = pirOperationGetResult(op, i);
		cr_assert_eq(pirValueGetType(r), rt[i]);
		cr_assert_eq(pirValueGetDefiningOp(r), op);
		cr_assert_eq(r->index, i);
		cr_assert_not(r->isArg);
		cr_assert_null(pirValueGetFirstUse(r));
	}
	cr_assert_eq(op->numRegions, 2);
	for (uint32_t i = 0; i < 2; i++) {
		PirRegion *r = pirOperationGetRegion(op, i);
		cr_assert_eq(r->op, op);
		cr_assert_null(r->first);
		cr_assert_null(r->last);
	}
	cr_assert_eq(op->numSuccessors, 1);
	cr_assert_eq(pirOperationGetSuccessors(op)[0], succ);
	cr_assert_eq(pirOperationGetAttrDict(op), attrs);
	cr_assert_eq(pirOperationGetAttr(op, "z"), pirAttrGetInt32(ctx, 3));
	cr_assert_eq(pirOperationGetAttr(op, "a"), pirAttrGetStr(ctx, "s", 1));
	cr_assert_null(pirOperationGetAttr(op, "missing"));
	/* The op lands in a block only when inserted. */
	pirBlockAppendOp(top, op);
	cr_assert_eq(pirOperationGetBlock(op), top);
	cr_assert_eq(pirOperationGetProgram(op), prog, "an attached op finds its program through its block");
	cr_assert_eq(pirOperationGetProgram(prog->module), prog, "the module op through its block");
	cr_assert_eq(pirValueGetParentBlock(pirOperationGetResult(op, 0)), top);
	cr_assert_eq(pirOperationGetParentOp(op), prog->module);
}

Test(operations, create_defaults)
{
	PirOperationState st = {.info = testInfo(ctx, "t.bare"), .numResults = 1};
	PirOperation *op = pirOperationCreate(prog, &st);
	cr_assert_eq(pirOperationGetAttrDict(op), pirAttrDictGetEmpty(ctx), "no attrs means the empty dictionary");
	cr_assert_eq(pirOperationGetAttrDict(op)->size, 0);
	cr_assert_eq(pirValueGetType(pirOperationGetResult(op, 0)), pirTypeGetNull(ctx),
		     "no result types means <<NULL TYPE>>");
	cr_assert_eq(op->numOperands, 0);
	cr_assert_eq(op->numRegions, 0);
	cr_assert_eq(op->numSuccessors, 0);
	cr_assert_null(pirValueGetParentBlock(pirOperationGetResult(op, 0)));
	cr_assert_null(pirOperationGetParentOp(op));
}

Test(operations, location_is_packed_and_read_back)
{
	cr_assert_eq(sizeof(PirOpLocation), 4, "an op stores its location in 4 bytes");
	PirOperationState st = {.info = testInfo(ctx, "t.bare")};
	PirOperation *op = pirOperationCreate(prog, &st);
	PirLocation none = pirOperationGetLoc(op);
	cr_assert_null(none.file, "built IR has no file");
	PirIdent *a = pirIdentGetCStr(ctx, "a.pir"), *b = pirIdentGetCStr(ctx, "b.json");
	pirOperationSetLoc(op, (PirLocation){a, 4000000, 12});
	PirOperation *op2 = pirOperationCreate(prog, &(PirOperationState){.info = st.info, .loc = {b, 1, 5000000}});
	PirLocation la = pirOperationGetLoc(op), lb = pirOperationGetLoc(op2);
	cr_assert_eq(la.file, a);
	cr_assert_eq(la.line, 4000000);
	cr_assert_eq(la.col, 12);
	cr_assert_eq(lb.file, b, "a second file is kept too");
	cr_assert_eq(lb.line, 1);
	cr_assert_eq(lb.col, 5000000, "a column past the inline bits is kept exactly");
	cr_assert_eq(op->loc.word & PIR_OP_LOC_TABLE_BIT, 0, "the first file, a line under 2^24, column under 64: inline");
	cr_assert_neq(op2->loc.word & PIR_OP_LOC_TABLE_BIT, 0, "the rest is in the context's table");
	pirOperationSetLoc(op, (PirLocation){b, 2, 3});
	cr_assert_eq(pirOperationGetLoc(op).file, b);
	cr_assert_neq(op->loc.word & PIR_OP_LOC_TABLE_BIT, 0);
	pirOperationSetLoc(op, (PirLocation){a, 2, 3});
	cr_assert_eq(pirOperationGetLoc(op).file, a);
	cr_assert_eq(op->loc.word & PIR_OP_LOC_TABLE_BIT, 0);
	/* Each position is in the table once, however many ops have it. */
	pirOperationSetLoc(op, (PirLocation){a, 1u << 24, 64});
	PirOpLocation w = op->loc;
	for (int i = 0; i < 1000; i++)
		pirOperationSetLoc(op2, (PirLocation){b, (uint32_t)i, 70});
	pirOperationSetLoc(op2, (PirLocation){a, 1u << 24, 64});
	cr_assert_eq(op2->loc.word, w.word, "the same position, the same entry");
	PirLocation big = pirOperationGetLoc(op);
	cr_assert_eq(big.file, a);
	cr_assert_eq(big.line, 1u << 24);
	cr_assert_eq(big.col, 64);
	cr_assert_eq(pirOperationGetLoc(op2).line, 1u << 24);
}

Test(operations, arrays_follow_the_header_in_one_allocation)
{
	PirValue *x = pirBlockAddArgument(prog, top, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	PirValue *ops[] = {x, x, x};
	PirBlock *succs[] = {pirBlockCreate(prog), pirBlockCreate(prog)};
	PirOperationState st = {.info = testInfo(ctx, "t.layout"), .numOperands = 3, .numResults = 2,
				.numRegions = 1, .numSuccessors = 2, .operands = ops, .successors = succs};
	PirOperation *op = pirOperationCreate(prog, &st);
	cr_assert_eq(sizeof(PirOperation), 36, "32-bit links, no pointers to the arrays or the program");
	cr_assert_eq(sizeof(PirValue), 16, "32-bit links, no pointer to its op");
	cr_assert_eq(sizeof(PirOpOperand), 16, "four 32-bit links");
	cr_assert_eq(pirOperationAllocSize(1, 2, 0, 0), 84, "the bench program's op: one result, two operands");
	/* results in reverse before the header, the other arrays after it */
	cr_assert_eq((char *)pirOperationGetResult(op, 0), (char *)op - sizeof(PirValue));
	cr_assert_eq((char *)pirOperationGetResult(op, 1), (char *)op - 2 * sizeof(PirValue));
	cr_assert_eq((char *)pirOperationGetOperands(op), (char *)op + sizeof(PirOperation));
	/* The regions start at the next multiple of 8: 0 or 4 bytes of room,
	 * which the allocation size counts in. */
	char *lo = (char *)pirOperationGetResult(op, 1), *hi = (char *)(pirOperationGetSuccessors(op) + 2);
	char *opsEnd = (char *)(pirOperationGetOperands(op) + 3);
	cr_assert_eq((uintptr_t)pirOperationGetRegions(op) % 8, 0);
	cr_assert_eq((char *)pirOperationGetRegions(op) - opsEnd, (uintptr_t)opsEnd % 8 ? 4 : 0);
	cr_assert_eq((size_t)(hi - lo), sizeof(PirOperation) + 2 * sizeof(PirValue) + 3 * sizeof(PirOpOperand) +
						 (size_t)((char *)pirOperationGetRegions(op) - opsEnd) + sizeof(PirRegion) +
						 2 * sizeof(PirBlock *));
	cr_assert_geq(pirOperationAllocSize(2, 3, 1, 2), (size_t)(hi - lo));
	cr_assert_leq(pirOperationAllocSize(2, 3, 1, 2), (size_t)(hi - lo) + 4);
	/* After ops of 36 bytes (a bare header) the next op starts 4 bytes
	 * off 8-alignment in turn: the regions of each are 8-aligned and
	 * inside its allocation. */
	for (int k = 0; k < 4; k++) {
		pirOperationCreate(prog, &(PirOperationState){.info = testInfo(ctx, "t.bare")});
		PirOperation *r = pirOperationCreate(prog, &(PirOperationState){.info = st.info, .numRegions = 2});
		cr_assert_eq((uintptr_t)pirOperationGetRegions(r) % 8, 0);
		cr_assert_leq((char *)(pirOperationGetRegions(r) + 2), (char *)r + pirOperationAllocSize(0, 0, 2, 0));
		cr_assert_eq(pirOperationGetRegion(r, 1)->op, r);
	}
	for (uint32_t i = 0; i < 3; i++) {
		cr_assert_eq(pirOperationGetOperand(op, i), x);
		cr_assert_eq(pirOpOperandGetOwner(pirOperationGetOpOperand(op, i)), op);
	}
	cr_assert_eq(pirValueCountUses(x), 3);
	cr_assert_eq(pirBlockArgumentGetOwner(x), top);
	cr_assert_null(pirValueGetDefiningOp(x));
	cr_assert_eq(pirOperationGetRegion(op, 0)->op, op);
	cr_assert_eq(pirOperationGetSuccessors(op)[1], succs[1]);
	for (uint32_t i = 0; i < 2; i++) {
		cr_assert_eq(pirOperationGetResult(op, i)->index, i);
		cr_assert_eq(pirValueGetDefiningOp(pirOperationGetResult(op, i)), op);
		cr_assert_null(pirBlockArgumentGetOwner(pirOperationGetResult(op, i)));
		cr_assert_eq(pirValueGetType(pirOperationGetResult(op, i)), pirTypeGetNull(ctx));
	}
}

Test(operations, insert_before_after_append)
{
	PirOperation *a = mkOp(prog, "a", 0, NULL, 0, 0), *b = mkOp(prog, "b", 0, NULL, 0, 0),
		     *c = mkOp(prog, "c", 0, NULL, 0, 0), *d = mkOp(prog, "d", 0, NULL, 0, 0),
		     *e = mkOp(prog, "e", 0, NULL, 0, 0), *f = mkOp(prog, "f", 0, NULL, 0, 0),
		     *g = mkOp(prog, "g", 0, NULL, 0, 0), *h = mkOp(prog, "h", 0, NULL, 0, 0);
	pirBlockAppendOp(top, b);
	cr_assert_eq(top->first, b);
	cr_assert_eq(top->last, b);
	cr_assert_eq(checkBlock(top), 1);
	pirBlockAppendOp(top, d);
	cr_assert_str_eq(ORDER(top), "b d");
	pirBlockInsertOpBefore(top, d, c); /* middle */
	cr_assert_str_eq(ORDER(top), "b c d");
	pirBlockInsertOpBefore(top, b, a); /* before the first */
	cr_assert_str_eq(ORDER(top), "a b c d");
	cr_assert_eq(top->first, a);
	pirBlockInsertOpAfter(top, d, f); /* after the last */
	cr_assert_str_eq(ORDER(top), "a b c d f");
	cr_assert_eq(top->last, f);
	pirBlockInsertOpAfter(top, d, e); /* middle */
	cr_assert_str_eq(ORDER(top), "a b c d e f");
	pirBlockInsertOpBefore(top, NULL, h); /* before nothing = append */
	cr_assert_str_eq(ORDER(top), "a b c d e f h");
	pirBlockInsertOpAfter(top, NULL, g); /* after nothing = prepend */
	cr_assert_str_eq(ORDER(top), "g a b c d e f h");
	cr_assert_eq(checkBlock(top), 8);
	cr_assert_eq(top->first, g);
	cr_assert_eq(top->last, h);
}

Test(operations, remove_from_block)
{
	PirOperation *o[4];
	const char *n[] = {"a", "b", "c", "d"};
	for (int i = 0; i < 4; i++)
		o[i] = addOp(prog, top, n[i], 0, NULL, 0, 0);
	pirOperationRemoveFromBlock(o[1]); /* middle */
	cr_assert_str_eq(ORDER(top), "a c d");
	cr_assert_null(pirOperationGetBlock(o[1]));
	cr_assert_null(pirOperationGetPrevInBlock(o[1]));
	cr_assert_null(pirOperationGetNextInBlock(o[1]));
	pirOperationRemoveFromBlock(o[1]); /* detached: no-op */
	cr_assert_str_eq(ORDER(top), "a c d");
	pirOperationRemoveFromBlock(o[0]); /* first */
	cr_assert_str_eq(ORDER(top), "c d");
	cr_assert_eq(top->first, o[2]);
	pirOperationRemoveFromBlock(o[3]); /* last */
	cr_assert_str_eq(ORDER(top), "c");
	cr_assert_eq(top->last, o[2]);
	pirOperationRemoveFromBlock(o[2]); /* only */
	cr_assert_null(top->first);
	cr_assert_null(top->last);
	cr_assert_eq(checkBlock(top), 0);
}

Test(operations, move_between_blocks_keeps_uses)
{
	PirOperation *outer = addOp(prog, top, "t.region", 0, NULL, 0, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(outer, 0));
	PirOperation *a = addOp(prog, top, "a", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u = addOp(prog, top, "u", 1, &v, 1, 0);
	pirOperationRemoveFromBlock(u);
	pirBlockAppendOp(inner, u);
	cr_assert_eq(pirOperationGetBlock(u), inner);
	cr_assert_eq(pirOperationGetParentOp(u), outer);
	cr_assert_str_eq(ORDER(top), "t.region a");
	cr_assert_str_eq(ORDER(inner), "u");
	cr_assert_eq(checkUses(v), 1);
	cr_assert_eq(pirValueGetParentBlock(pirOperationGetResult(u, 0)), inner);
}

/* An op X with a region that uses values from outside (v) and from
 * inside (its own nested values), two levels deep. Erasing X must leave no
 * dangling use of v behind. */
Test(operations, erase_op_with_nested_regions_drops_nested_uses)
{
	PirOperation *def = addOp(prog, top, "def", 0, NULL, 2, 0);
	PirValue *v = pirOperationGetResult(def, 0), *w = pirOperationGetResult(def, 1);
	PirOperation *before = addOp(prog, top, "use", 1, &v, 0, 0);
	PirOperation *x = addOp(prog, top, "x", 1, &w, 0, 2);
	PirOperation *after = addOp(prog, top, "use", 1, &v, 0, 0);

	PirBlock *r0 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirValue *arg = pirBlockAddArgument(prog, r0, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	PirOperation *n1 = addOp(prog, r0, "n1", 1, &v, 1, 0);
	PirValue *n1v = pirOperationGetResult(n1, 0);
	PirOperation *y = addOp(prog, r0, "y", 1, &n1v, 0, 1);
	PirBlock *deep = addBlock(prog, pirOperationGetRegion(y, 0));
	PirValue *ops3[] = {v, w, n1v};
	addOp(prog, deep, "n2", 3, ops3, 0, 0);
	addOp(prog, deep, "n3", 1, &arg, 0, 0);
	PirBlock *r1a = addBlock(prog, pirOperationGetRegion(x, 1));
	PirBlock *r1b = addBlock(prog, pirOperationGetRegion(x, 1));
	addOp(prog, r1a, "n4", 1, &v, 0, 0);
	addOp(prog, r1b, "n5", 1, &w, 0, 0);

	cr_assert_eq(checkUses(v), 5);
	cr_assert_eq(checkUses(w), 3);
	cr_assert_eq(checkUses(n1v), 2);
	cr_assert(pirOperationIsAncestor(x, deep->first));

	pirOperationErase(x);
	cr_assert_eq(checkUses(v), 2, "nested uses of an outer value were not dropped");
	cr_assert(usesContain(v, pirOperationGetOpOperand(before, 0)));
	cr_assert(usesContain(v, pirOperationGetOpOperand(after, 0)));
	cr_assert_eq(checkUses(w), 0);
	cr_assert_eq(checkUses(n1v), 0);
	cr_assert_eq(checkUses(arg), 0);
	cr_assert_str_eq(ORDER(top), "def use use");
	cr_assert_eq(checkBlock(top), 3);
	cr_assert_null(pirOperationGetBlock(x));
}

Test(operations, block_arguments_add_and_erase)
{
	PirBlock *b = pirBlockCreate(prog);
	PirType *ty[7];
	PirValue *args[7];
	for (int i = 0; i < 7; i++) { /* more than the initial capacity */
		int64_t d = i + 1;
		ty[i] = pirTypeGetTensor(ctx, pirTypeGetScalar(ctx, PIR_TYPE_F32), 1, &d);
		args[i] = pirBlockAddArgument(prog, b, ty[i]);
		cr_assert(args[i]->isArg);
		cr_assert_eq(pirBlockArgumentGetOwner(args[i]), b);
		cr_assert_eq(args[i]->index, (uint32_t)i);
		cr_assert_eq(pirValueGetType(args[i]), ty[i]);
		cr_assert_eq(pirValueGetParentBlock(args[i]), b);
	}
	cr_assert_eq(b->numArgs, 7);
	for (int i = 0; i < 7; i++)
		cr_assert_eq(b->args[i], args[i], "growing the array lost argument %d", i);

	pirBlockEraseArgument(b, 3); /* middle */
	cr_assert_eq(b->numArgs, 6);
	PirValue *expect1[] = {args[0], args[1], args[2], args[4], args[5], args[6]};
	for (uint32_t i = 0; i < 6; i++) {
		cr_assert_eq(b->args[i], expect1[i]);
		cr_assert_eq(b->args[i]->index, i, "indices are renumbered");
	}
	pirBlockEraseArgument(b, 5); /* last */
	pirBlockEraseArgument(b, 0); /* first */
	cr_assert_eq(b->numArgs, 4);
	PirValue *expect2[] = {args[1], args[2], args[4], args[5]};
	for (uint32_t i = 0; i < 4; i++) {
		cr_assert_eq(b->args[i], expect2[i]);
		cr_assert_eq(b->args[i]->index, i);
	}
	PirValue *again = pirBlockAddArgument(prog, b, ty[0]);
	cr_assert_eq(again->index, 4);
	cr_assert_eq(b->numArgs, 5);

	/* Several at once, in one pass: first, middle and last. */
	bool erase[] = {true, false, true, false, true};
	pirBlockEraseArguments(b, erase);
	cr_assert_eq(b->numArgs, 2);
	PirValue *expect3[] = {args[2], args[5]};
	for (uint32_t i = 0; i < 2; i++) {
		cr_assert_eq(b->args[i], expect3[i]);
		cr_assert_eq(b->args[i]->index, i, "indices are renumbered");
	}
	bool none[] = {false, false};
	pirBlockEraseArguments(b, none);
	cr_assert_eq(b->numArgs, 2);
	bool all[] = {true, true};
	pirBlockEraseArguments(b, all);
	cr_assert_eq(b->numArgs, 0);
}

Test(operations, regions_append_and_remove_blocks)
{
	PirOperation *x = addOp(prog, top, "x", 0, NULL, 0, 1);
	PirRegion *r = pirOperationGetRegion(x, 0);
	PirBlock *b[3];
	for (int i = 0; i < 3; i++) {
		b[i] = addBlock(prog, r);
		cr_assert_eq(b[i]->region, r);
		cr_assert_eq(pirBlockGetParentOp(b[i]), x);
	}
	cr_assert_eq(r->first, b[0]);
	cr_assert_eq(r->last, b[2]);
	cr_assert_eq(b[1]->prev, b[0]);
	cr_assert_eq(b[1]->next, b[2]);
	pirRegionRemoveBlock(r, b[1]);
	cr_assert_eq(b[0]->next, b[2]);
	cr_assert_eq(b[2]->prev, b[0]);
	cr_assert_null(b[1]->region);
	cr_assert_null(pirBlockGetParentOp(b[1]));
	pirRegionRemoveBlock(r, b[0]);
	cr_assert_eq(r->first, b[2]);
	pirRegionRemoveBlock(r, b[2]);
	cr_assert_null(r->first);
	cr_assert_null(r->last);
	pirRegionAppendBlock(r, b[1]);
	cr_assert_eq(r->first, b[1]);
	cr_assert_eq(r->last, b[1]);
	cr_assert_null(b[1]->prev);
	cr_assert_null(b[1]->next);
}

Test(operations, ancestors_and_parents)
{
	PirOperation *x = addOp(prog, top, "x", 0, NULL, 0, 2);
	PirOperation *sib = addOp(prog, top, "sib", 0, NULL, 0, 0);
	PirBlock *xb = addBlock(prog, pirOperationGetRegion(x, 1));
	PirOperation *y = addOp(prog, xb, "y", 0, NULL, 0, 1);
	PirBlock *yb = addBlock(prog, pirOperationGetRegion(y, 0));
	PirOperation *z = addOp(prog, yb, "z", 0, NULL, 0, 0);
	PirOperation *loose = mkOp(prog, "loose", 0, NULL, 0, 0);

	cr_assert_eq(pirOperationGetParentOp(z), y);
	cr_assert_eq(pirOperationGetParentOp(y), x);
	cr_assert_eq(pirOperationGetParentOp(x), prog->module);
	cr_assert_null(pirOperationGetParentOp(loose));

	cr_assert(pirOperationIsAncestor(x, z));
	cr_assert(pirOperationIsAncestor(y, z));
	cr_assert(pirOperationIsAncestor(x, y));
	cr_assert(pirOperationIsAncestor(prog->module, z));
	cr_assert(pirOperationIsAncestor(z, z), "an op is its own ancestor");
	cr_assert_not(pirOperationIsAncestor(z, x));
	cr_assert_not(pirOperationIsAncestor(y, x));
	cr_assert_not(pirOperationIsAncestor(sib, z));
	cr_assert_not(pirOperationIsAncestor(x, sib));
	cr_assert_not(pirOperationIsAncestor(x, loose));
	cr_assert_not(pirOperationIsAncestor(loose, x));

	/* Detaching y cuts z off from x. */
	pirOperationRemoveFromBlock(y);
	cr_assert_not(pirOperationIsAncestor(x, z));
	cr_assert(pirOperationIsAncestor(y, z));
	cr_assert_null(pirOperationGetParentOp(y));
}

Test(operations, attributes_get_and_set)
{
	PirOperation *a = addOp(prog, top, "a", 0, NULL, 0, 0);
	PirOperation *b = addOp(prog, top, "b", 0, NULL, 0, 0);
	cr_assert_null(pirOperationGetAttr(a, "k"));
	pirOperationSetAttr(a, "k", pirAttrGetInt32(ctx, 1));
	cr_assert_eq(pirOperationGetAttr(a, "k"), pirAttrGetInt32(ctx, 1));
	pirOperationSetAttr(a, "b", pirAttrGetBool(ctx, true));
	pirOperationSetAttr(a, "z", pirAttrGetStr(ctx, "zz", 2));
	cr_assert_eq(pirOperationGetAttrDict(a)->size, 3);
	/* kept sorted by key */
	cr_assert_str_eq(pirOperationGetAttrDict(a)->entries[0].name->str, "b");
	cr_assert_str_eq(pirOperationGetAttrDict(a)->entries[1].name->str, "k");
	cr_assert_str_eq(pirOperationGetAttrDict(a)->entries[2].name->str, "z");
	/* overwrite */
	pirOperationSetAttr(a, "k", pirAttrGetInt64(ctx, 2));
	cr_assert_eq(pirOperationGetAttr(a, "k"), pirAttrGetInt64(ctx, 2));
	cr_assert_eq(pirOperationGetAttrDict(a)->size, 3);
	/* Dictionaries are uniqued: the same attributes set in another order on
	 * another op give the same dictionary. */
	pirOperationSetAttr(b, "z", pirAttrGetStr(ctx, "zz", 2));
	pirOperationSetAttr(b, "k", pirAttrGetInt64(ctx, 2));
	pirOperationSetAttr(b, "b", pirAttrGetBool(ctx, true));
	cr_assert_eq(pirOperationGetAttrDict(a), pirOperationGetAttrDict(b));
	/* remove */
	pirOperationSetAttr(a, "k", NULL);
	cr_assert_null(pirOperationGetAttr(a, "k"));
	cr_assert_eq(pirOperationGetAttrDict(a)->size, 2);
	cr_assert_neq(pirOperationGetAttrDict(a), pirOperationGetAttrDict(b));
	cr_assert_eq(pirOperationGetAttr(b, "k"), pirAttrGetInt64(ctx, 2), "b's dictionary must not change");
	pirOperationSetAttr(a, "b", NULL);
	pirOperationSetAttr(a, "z", NULL);
	cr_assert_eq(pirOperationGetAttrDict(a), pirAttrDictGetEmpty(ctx));
	/* removing a missing key is harmless */
	pirOperationSetAttr(a, "nope", NULL);
	cr_assert_eq(pirOperationGetAttrDict(a)->size, 0);
}

Test(operations, terminator_lookup)
{
	PirOpInfo *term = testInfo(ctx, "t.term");
	term->traits |= PIR_TRAIT_TERMINATOR;
	cr_assert_null(pirBlockGetTerminator(top));
	PirOperation *a = addOp(prog, top, "a", 0, NULL, 0, 0);
	cr_assert_null(pirBlockGetTerminator(top));
	PirOperation *t = addOp(prog, top, "t.term", 0, NULL, 0, 0);
	cr_assert(pirOperationHasTrait(t, PIR_TRAIT_TERMINATOR));
	cr_assert_not(pirOperationHasTrait(a, PIR_TRAIT_TERMINATOR));
	cr_assert_eq(pirBlockGetTerminator(top), t);
	addOp(prog, top, "b", 0, NULL, 0, 0);
	cr_assert_null(pirBlockGetTerminator(top), "the terminator is only the last op");
}

Test(operations, erase_then_reuse_block)
{
	PirOperation *a = addOp(prog, top, "a", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *b = addOp(prog, top, "b", 1, &v, 0, 0);
	pirOperationErase(b);
	pirOperationErase(a);
	cr_assert_null(top->first);
	cr_assert_null(top->last);
	addOp(prog, top, "c", 0, NULL, 0, 0);
	cr_assert_str_eq(ORDER(top), "c");
}

Test(operations, program_parameters)
{
	PirIdent *w = pirIdentGetCStr(ctx, "w"), *u = pirIdentGetCStr(ctx, "u");
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	static const float data[4] = {1, 2, 3, 4};
	cr_assert_null(pirProgramGetParameter(prog, w));
	pirProgramSetParameter(prog, w, f32, data, sizeof data, false);
	PirParameter *p = pirProgramGetParameter(prog, w);
	cr_assert_not_null(p);
	cr_assert_eq(p->type, f32);
	cr_assert_eq(p->data, data);
	cr_assert_eq(p->size, sizeof data);
	cr_assert_not(p->isMutable);
	/* many more, to grow the table */
	char name[16];
	for (int i = 0; i < 20; i++) {
		snprintf(name, sizeof name, "p%d", i);
		pirProgramSetParameter(prog, pirIdentGetCStr(ctx, name), f32, NULL, 0, true);
	}
	pirProgramSetParameter(prog, w, f32, NULL, 0, true); /* replace */
	p = pirProgramGetParameter(prog, w);
	cr_assert_null(p->data);
	cr_assert(p->isMutable);
	cr_assert_eq(prog->numParams, 21);
	cr_assert_null(pirProgramGetParameter(prog, u));
	cr_assert_not_null(pirProgramGetParameter(prog, pirIdentGetCStr(ctx, "p19")));
}

/* The counts are bit fields (ir.h): the readers refuse more (lit-tests/
 * errors/op-counts.test); building such an op by hand aborts instead of
 * truncating a count. */
Test(operations, counts_past_the_header_bits_abort, .signal = SIGABRT)
{
	PirOperationState st = {.info = testInfo(ctx, "t.many"), .numRegions = PIR_MAX_REGIONS + 1};
	pirOperationCreate(prog, &st);
}

Test(operations, counts_at_the_header_bits_are_kept)
{
	PirOperationState st = {.info = testInfo(ctx, "t.many"), .numRegions = PIR_MAX_REGIONS,
				.numSuccessors = PIR_MAX_SUCCESSORS};
	PirBlock *succs[PIR_MAX_SUCCESSORS];
	for (uint32_t i = 0; i < PIR_MAX_SUCCESSORS; i++)
		succs[i] = top;
	st.successors = succs;
	PirOperation *op = pirOperationCreate(prog, &st);
	cr_assert_eq(op->numRegions, PIR_MAX_REGIONS);
	cr_assert_eq(op->numSuccessors, PIR_MAX_SUCCESSORS);
	cr_assert_eq(pirOperationGetRegion(op, PIR_MAX_REGIONS - 1)->op, op);
}
