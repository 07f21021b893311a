/* test_failure.c: a pass that goes wrong on purpose, like MLIR's
 * test-pass-failure and test-pass-create-invalid-ir, so that the tests can
 * reach the driver's failure paths (--crash-reproducer,
 * --print-ir-after-failure, --verify-each). It is never useful in a real
 * pipeline. By default it reports failure without touching the IR; with
 * invalid-ir=1 it instead breaks the IR (moves the last op of the top block
 * that uses a value defined in that block to the front, before the value's
 * definition) and reports success, which --verify-each must catch; with
 * crash=1 it aborts, as a pass with a bug would crash. */
#include <stdlib.h>

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

static bool run(PirProgram *prog, PirPassRun *r)
{
	if (r->options[1])
		abort();
	if (!r->options[0]) {
		pirEmitError(prog->ctx, pirOperationGetLoc(prog->module), "test-pass-failure: failing as asked");
		return false;
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
	.options = {{"invalid-ir", "break the IR (use before definition) and report success", 0},
		    {"crash", "abort(), as a pass with a bug would crash", 0}},
	.run = run,
};
