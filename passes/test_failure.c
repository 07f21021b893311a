/* test_failure.c: a pass that goes wrong on purpose, like MLIR's
 * test-pass-failure and test-pass-create-invalid-ir, so that the tests can
 * reach the driver's failure paths (--crash-reproducer,
 * --print-ir-after-failure, --verify-each). It is never useful in a real
 * pipeline. By default it reports failure without touching the IR; with
 * invalid-ir=1 it instead breaks the IR (moves the last op of the top block
 * that uses a value defined in that block to the front, before the value's
 * definition) and reports success, which --verify-each must catch; with
 * crash=1 it aborts, as a pass with a bug would crash. Larger values of
 * invalid-ir break the IR in the other ways a pass can (see `breakers`),
 * each through the IR's own mutators, so that the tests show the
 * verification after a pass, which checks only what the pass changed
 * (lib/ir/verify_changes.c), catches every one of them. */
#include <stdlib.h>

#include "../lib/ir/builder.h"
#include "pass.h"

static bool usesLocalValue(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && !v->isArg && pirOperationGetBlock(pirValueGetDefiningOp(v)) == pirOperationGetBlock(op))
			return true;
	}
	return false;
}

static PirBlock *top(PirProgram *prog)
{
	return pirProgramGetBlock(prog);
}

/* The first op with a region whose first block is not empty. */
static PirBlock *firstNestedBlock(PirProgram *prog, PirOperation **parent)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op))
		for (uint32_t r = 0; r < op->numRegions; r++) {
			PirBlock *b = pirOperationGetRegion(op, r)->first;
			if (b && b->first) {
				*parent = op;
				return b;
			}
		}
	return NULL;
}

/* A value defined in the top block before `before` whose type is not t. */
static PirValue *otherTyped(PirProgram *prog, PirOperation *before, PirType *t)
{
	for (PirOperation *op = top(prog)->first; op && op != before; op = pirOperationGetNextInBlock(op))
		for (uint32_t i = 0; i < op->numResults; i++)
			if (pirValueGetType(pirOperationGetResult(op, i)) != t)
				return pirOperationGetResult(op, i);
	return NULL;
}

/* 2: moves the first op whose result is used to the end of the top block,
 * below its users. */
static bool moveBelowUsers(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op))
		if (!pirOperationResultsUnused(op)) {
			pirOperationMoveToEnd(op, top(prog));
			return true;
		}
	return false;
}

/* 3: gives the first op with operands an operand of another type. */
static bool wrongOperandType(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		PirValue *v = op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
		PirValue *w = v ? otherTyped(prog, op, pirValueGetType(v)) : NULL;
		if (w) {
			pirOperationSetOperand(op, 0, w);
			return true;
		}
	}
	return false;
}

/* 4: gives the first used result the type of a value of another type. */
static bool changeResultType(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op))
		for (uint32_t i = 0; i < op->numResults; i++) {
			PirValue *v = pirOperationGetResult(op, i);
			PirValue *w = pirValueHasUses(v) ? otherTyped(prog, NULL, pirValueGetType(v)) : NULL;
			if (w) {
				pirValueSetType(v, pirValueGetType(w));
				return true;
			}
		}
	return false;
}

/* 5: erases the terminator of the first nested block. */
static bool eraseTerminator(PirProgram *prog)
{
	PirOperation *parent;
	PirBlock *b = firstNestedBlock(prog, &parent);
	PirOperation *t = b ? pirBlockGetTerminator(b) : NULL;
	if (!t)
		return false;
	pirOperationErase(t);
	return true;
}

/* 6: moves the terminator of the first nested block to its front. */
static bool terminatorFirst(PirProgram *prog)
{
	PirOperation *parent;
	PirBlock *b = firstNestedBlock(prog, &parent);
	PirOperation *t = b ? pirBlockGetTerminator(b) : NULL;
	if (!t || t == b->first)
		return false;
	pirOperationMoveBefore(t, b->first);
	return true;
}

/* 7: a top-level op after the region op uses a value defined in its region. */
static bool useOutsideRegion(PirProgram *prog)
{
	PirOperation *parent;
	PirBlock *b = firstNestedBlock(prog, &parent);
	for (PirOperation *in = b ? b->first : NULL; in; in = pirOperationGetNextInBlock(in))
		if (in->numResults)
			for (PirOperation *op = pirOperationGetNextInBlock(parent); op; op = pirOperationGetNextInBlock(op))
				if (op->numOperands) {
					pirOperationSetOperand(op, 0, pirOperationGetResult(in, 0));
					return true;
				}
	return false;
}

/* 8: erases a used argument of the first nested block. */
static bool eraseUsedArgument(PirProgram *prog)
{
	PirOperation *parent;
	PirBlock *b = firstNestedBlock(prog, &parent);
	for (uint32_t i = 0; b && i < b->numArgs; i++)
		if (pirValueHasUses(b->args[i])) {
			pirBlockEraseArgument(b, i);
			return true;
		}
	return false;
}

/* 9: drops the attributes of the first op that has some. */
static bool dropAttributes(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op))
		if (pirOperationGetAttrDict(op) && pirOperationGetAttrDict(op)->size) {
			pirOperationSetAttrDict(op, pirAttrDictGetEmpty(prog->ctx));
			return true;
		}
	return false;
}

/* 10: gives the first used constant the value of a later constant of
 * its kind: its users' inferred types change, not its own. */
static bool changeConstant(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		PirAttribute *a = pirOperationHasTrait(op, PIR_TRAIT_CONSTANT_LIKE) && !pirOperationResultsUnused(op)
					  ? pirOperationGetAttr(op, "value")
					  : NULL;
		for (PirOperation *o = a ? pirOperationGetNextInBlock(op) : NULL; o; o = pirOperationGetNextInBlock(o)) {
			PirAttribute *b = pirOperationGetInfo(o) == pirOperationGetInfo(op) ? pirOperationGetAttr(o, "value")
											   : NULL;
			if (b && b != a) {
				pirOperationSetAttr(op, "value", b);
				return true;
			}
		}
	}
	return false;
}

/* 11: gives the first argument of the first nested block another type. */
static bool changeArgumentType(PirProgram *prog)
{
	PirOperation *parent;
	PirBlock *b = firstNestedBlock(prog, &parent);
	if (!b || !b->numArgs)
		return false;
	PirValue *w = otherTyped(prog, parent, pirValueGetType(b->args[0]));
	if (!w)
		return false;
	pirValueSetType(b->args[0], pirValueGetType(w));
	return true;
}

/* 12: makes the first op with two operands an op of a kind used with one. */
static bool changeKind(PirProgram *prog)
{
	for (PirOperation *op = top(prog)->first; op; op = pirOperationGetNextInBlock(op))
		if (op->numOperands == 2 && !op->numRegions)
			for (PirOperation *o = top(prog)->first; o; o = pirOperationGetNextInBlock(o))
				if (o->numOperands == 1 && pirOperationGetInfo(o)->registered) {
					pirOperationSetInfo(op, pirOperationGetInfo(o));
					return true;
				}
	return false;
}

/* 13: moves the first region op up, to just after the definitions of its
 * own operands: what its nested ops read from above may now be below. */
static bool moveRegionOpUp(PirProgram *prog)
{
	PirOperation *parent, *after = NULL;
	if (!firstNestedBlock(prog, &parent))
		return false;
	for (PirOperation *op = top(prog)->first; op != parent; op = pirOperationGetNextInBlock(op))
		for (uint32_t i = 0; i < parent->numOperands; i++)
			if (pirOperationGetOperand(parent, i) && pirValueGetDefiningOp(pirOperationGetOperand(parent, i)) == op)
				after = op;
	if (after)
		pirOperationMoveAfter(parent, after);
	else
		pirOperationMoveBefore(parent, top(prog)->first);
	return true;
}

static bool (*const breakers[])(PirProgram *) = {
	NULL, NULL, moveBelowUsers, wrongOperandType, changeResultType, eraseTerminator, terminatorFirst,
	useOutsideRegion, eraseUsedArgument, dropAttributes, changeConstant, changeArgumentType, changeKind,
	moveRegionOpUp,
};

static bool run(PirProgram *prog, PirPassRun *r)
{
	if (r->options[1])
		abort();
	if (!r->options[0]) {
		pirEmitError(prog->ctx, pirOperationGetLoc(prog->module), "test-pass-failure: failing as asked");
		return false;
	}
	int64_t how = r->options[0];
	if (how >= 2 && how < (int64_t)(sizeof breakers / sizeof *breakers)) {
		r->changed = breakers[how](prog);
		return true;
	}
	PirBlock *b = pirProgramGetBlock(prog);
	for (PirOperation *op = b->last; op; op = pirOperationGetPrevInBlock(op))
		if (usesLocalValue(op)) {
			pirOperationRemoveFromBlock(op);
			pirBlockInsertOpBefore(b, b->first, op);
			r->changed = true;
			break;
		}
	return true;
}

const PirPass pirTestFailurePass = {
	.argument = "test-pass-failure",
	.name = "TestPassFailure",
	.summary = "(for tests) fail on purpose; with invalid-ir=1 break the IR, with crash=1 abort",
	.options = {{"invalid-ir", "break the IR (1: use before definition; 2-13: other ways) and report success", 0, false, PIR_PASS_OPTION_INT},
		    {"crash", "abort(), as a pass with a bug would crash", 0, false, PIR_PASS_OPTION_INT}},
	.run = run,
};
