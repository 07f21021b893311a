/* test_builder.c: building IR through a PirBuilder and moving ops and
 * blocks; the result must verify and print as expected. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/dialects.h"
#include "../lib/pir.h"

static void countErrors(const PirDiagnostic *d, void *ud)
{
	if (d->severity == PIR_SEV_ERROR)
		(*(int *)ud)++;
}

Test(builder, builds_a_verified_program_in_order)
{
	PirContext *ctx = pirContextCreate();
	int errors = 0;
	pirContextSetDiagnosticHandler(ctx, countErrors, &errors);
	cr_assert(pirDialectsLoadBuiltin(ctx));
	PirProgram *prog = pirProgramCreate(ctx);
	PirBuilder b;
	pirBuilderInit(&b, prog);
	int64_t dims[] = {4};
	PirType *t = pirTypeGetTensor(ctx, pirTypeGetScalar(ctx, PIR_TYPE_F32), 1, dims);
	/* pd_op.full requires all four of its attributes. */
	PirNamedAttr fullEntries[] = {
		{pirIdentGetCStr(ctx, "shape"), pirAttrGetIntArray(ctx, 1, dims)},
		{pirIdentGetCStr(ctx, "value"), pirAttrGetFloat(ctx, 0)},
		{pirIdentGetCStr(ctx, "dtype"), pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "float32", 7)},
		{pirIdentGetCStr(ctx, "place"), pirAttrGetText(ctx, PIR_ATTR_PLACE, "cpu", 3)},
	};
	PirAttrDict *fullAttrs = pirAttrDictGet(ctx, 4, fullEntries, NULL);
	PirOperation *full = pirBuilderCreateOp(&b, "pd_op.full", 0, NULL, 1, &t, fullAttrs, 0);
	PirValue *x = pirOperationGetResult(full, 0);
	PirOperation *tanh = pirBuilderCreateOp(&b, "pd_op.tanh", 1, &x, 1, &t, NULL, 0);
	/* Insert a relu between full and tanh, then feed tanh from it. */
	pirBuilderSetInsertionPointBefore(&b, tanh);
	PirOperation *relu = pirBuilderCreateOp(&b, "pd_op.relu", 1, &x, 1, &t, NULL, 0);
	pirOperationSetOperand(tanh, 0, pirOperationGetResult(relu, 0));
	cr_assert_eq(pirOperationGetNextInBlock(full), relu);
	cr_assert_eq(pirOperationGetNextInBlock(relu), tanh);
	cr_assert(pirProgramVerify(prog));

	/* Moving tanh before relu breaks dominance; moving it back repairs it. */
	pirOperationMoveBefore(tanh, relu);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(errors, 1);
	pirOperationMoveAfter(tanh, relu);
	cr_assert(pirProgramVerify(prog));

	char *text = pirProgramToString(prog, NULL);
	cr_assert(strstr(text, "(%1) = \"pd_op.relu\" (%0)"), "got:\n%s", text);
	cr_assert(strstr(text, "(%2) = \"pd_op.tanh\" (%1)"), "got:\n%s", text);
	free(text);
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
}

Test(builder, moves_blocks_between_regions)
{
	PirContext *ctx = pirContextCreate();
	pirContextSetAllowUnregistered(ctx, true);
	PirProgram *prog = pirProgramCreate(ctx);
	PirBuilder b;
	pirBuilderInit(&b, prog);
	PirOperation *outer = pirBuilderCreateOp(&b, "test.region", 0, NULL, 0, NULL, NULL, 2);
	PirBlock *blk = pirBlockCreate(prog);
	pirRegionAppendBlock(pirOperationGetRegion(outer, 0), blk);
	pirBlockMoveToEnd(blk, pirOperationGetRegion(outer, 1));
	cr_assert_null(pirOperationGetRegion(outer, 0)->first);
	cr_assert_eq(pirOperationGetRegion(outer, 1)->first, blk);
	cr_assert_eq(blk->region, pirOperationGetRegion(outer, 1));
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
}
