/* test_accessors.c: the IR's public accessors (ir.h, types.h,
 * attributes.h, context.h: PIR_ACCESSOR) give what the layout holds, and
 * PIR_ASSERT stops a broken precondition (an index past its count, the
 * wrong kind) in the builds that assert (sanitizers, -DPIR_DEBUG). */
#include <signal.h>

#include "test_helpers.h"

static void setup(void)
{
	fixtureOpen();
	fixtureProgram();
}

TestSuite(accessors, .init = setup, .fini = fixtureClose);

Test(accessors, walk_ops_blocks_regions_values)
{
	cr_assert_eq(pirProgramGetModule(prog), pirBlockGetParentOp(top));
	cr_assert_eq(pirRegionGetFirstBlock(pirOperationGetRegion(pirProgramGetModule(prog), 0)), top);
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 2, 0);
	PirValue *ops[] = {pirOperationGetResult(x, 1), NULL, pirOperationGetResult(x, 1)};
	PirOperation *r = addOp(prog, top, "t.r", 3, ops, 1, 2);
	PirBlock *b0 = addBlock(prog, pirOperationGetRegion(r, 0)), *b1 = addBlock(prog, pirOperationGetRegion(r, 0));
	PirValue *arg = pirBlockAddArgument(prog, b1, pirTypeGetScalar(ctx, PIR_TYPE_I64));
	PirOperation *in = addOp(prog, b1, "t.in", 1, &arg, 0, 0);

	cr_assert_eq(pirBlockGetFirstOp(top), x);
	cr_assert_eq(pirBlockGetLastOp(top), r);
	cr_assert_eq(pirOperationGetNextInBlock(x), r);
	cr_assert_eq(pirOperationGetNumOperands(r), 3);
	cr_assert_eq(pirOperationGetNumResults(x), 2);
	cr_assert_eq(pirOperationGetNumRegions(r), 2);
	cr_assert_eq(pirOperationGetNumSuccessors(r), 0);
	cr_assert_null(pirOperationGetOperand(r, 1));
	cr_assert_eq(pirOpOperandGetOperandNumber(pirOperationGetOpOperand(r, 2)), 2);
	cr_assert_eq(pirRegionGetParentOp(pirOperationGetRegion(r, 1)), r);
	cr_assert_eq(pirRegionGetFirstBlock(pirOperationGetRegion(r, 0)), b0);
	cr_assert_eq(pirRegionGetLastBlock(pirOperationGetRegion(r, 0)), b1);
	cr_assert_eq(pirBlockGetNextInRegion(b0), b1);
	cr_assert_eq(pirBlockGetPrevInRegion(b1), b0);
	cr_assert_eq(pirBlockGetParentRegion(b1), pirOperationGetRegion(r, 0));
	cr_assert_null(pirRegionGetFirstBlock(pirOperationGetRegion(r, 1)));

	PirValue *v = pirOperationGetResult(x, 1);
	cr_assert(!pirValueIsBlockArgument(v));
	cr_assert_eq(pirValueGetIndex(v), 1);
	cr_assert_eq(pirValueGetDefiningOp(v), x);
	size_t n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u), n++)
		cr_assert_eq(pirOpOperandGetOwner(u), r);
	cr_assert_eq(n, 2);
	cr_assert(pirValueIsBlockArgument(arg));
	cr_assert_eq(pirBlockGetNumArguments(b1), 1);
	cr_assert_eq(pirBlockGetArgument(b1, 0), arg);
	cr_assert_eq(pirBlockArgumentGetOwner(arg), b1);
	cr_assert_eq(pirOpOperandGetOwner(pirValueGetFirstUse(arg)), in);
	cr_assert_eq(pirTypeGetKind(pirValueGetType(arg)), PIR_TYPE_I64);
	cr_assert(!pirOperationIsRegistered(x), "t.x is no registered op");
}

Test(accessors, types_attributes_parameters)
{
	int64_t dims[] = {2, -1};
	PirType *t = pirTypeGetTensor(ctx, pirTypeGetScalar(ctx, PIR_TYPE_F16), 2, dims);
	cr_assert(pirTypeIsDenseTensor(t) && !pirTypeIsScalar(t));
	cr_assert_eq(pirTensorTypeGetRank(t), 2);
	cr_assert_eq(pirTensorTypeGetDim(t, 1), -1);
	cr_assert_eq(pirTypeGetKind(pirTensorTypeGetElementType(t)), PIR_TYPE_F16);
	PirType *vt = pirTypeGetVector(ctx, 1, &t);
	cr_assert_eq(pirVectorTypeGetSize(vt), 1);
	cr_assert_eq(pirVectorTypeGetElement(vt, 0), t);
	cr_assert_str_eq(pirIdentGetString(pirDialectTypeGetText(pirTypeGetDialect(ctx, "cf.stack", 8))), "cf.stack");

	int64_t ints[] = {7, 9};
	PirAttribute *elems[] = {pirAttrGetInt32(ctx, -3), pirAttrGetFloat(ctx, 0.5f)};
	cr_assert_eq(pirAttributeGetIntValue(elems[0]), -3);
	cr_assert_eq(pirAttributeGetFloatValue(elems[1]), 0.5);
	PirAttribute *arr = pirAttrGetArray(ctx, 2, elems), *ia = pirAttrGetIntArray(ctx, 2, ints);
	cr_assert_eq(pirAttributeGetNumElements(arr), 2);
	cr_assert_eq(pirAttributeGetElement(arr, 1), elems[1]);
	cr_assert_eq(pirAttributeGetNumElements(ia), 2);
	cr_assert_eq(pirAttributeGetIntElement(ia, 1), 9);
	cr_assert_eq(pirAttributeGetTypeValue(pirAttrGetType(ctx, t)), t);
	cr_assert_str_eq(pirIdentGetString(pirAttributeGetText(pirAttrGetStr(ctx, "hi", 2))), "hi");
	double re, im;
	pirAttributeGetComplexValue(pirAttrGetComplex(ctx, PIR_ATTR_COMPLEX128, 1, -2), &re, &im);
	cr_assert(re == 1 && im == -2);

	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	cr_assert_eq(pirOperationGetNumAttributes(x), 0);
	pirOperationSetAttr(x, "b", ia);
	pirOperationSetAttr(x, "a", arr);
	cr_assert_eq(pirOperationGetNumAttributes(x), 2);
	PirNamedAttr first = pirOperationGetAttributeAt(x, 0);
	cr_assert_str_eq(pirIdentGetString(first.name), "a", "sorted by name");
	cr_assert_eq(first.value, arr);
	cr_assert_eq(pirAttrDictGetSize(pirOperationGetAttrDict(x)), 2);
	cr_assert_eq(pirAttrDictGetEntry(pirOperationGetAttrDict(x), 1).value, ia);

	cr_assert_eq(pirProgramGetNumParameters(prog), 0);
	pirProgramSetParameter(prog, pirIdentGetCStr(ctx, "w"), t, NULL, 0, true);
	cr_assert_eq(pirProgramGetNumParameters(prog), 1);
	cr_assert_eq(pirProgramGetParameterAt(prog, 0)->type, t);
	cr_assert(pirProgramGetParameterAt(prog, 0)->isMutable);
}

#ifdef PIR_ASSERTS
/* Only where PIR_ASSERT is on (make check-asan, -DPIR_DEBUG): elsewhere
 * the accessors do not check, by design (pir_assert.h). */
Test(accessors, result_index_past_the_count_aborts, .signal = SIGABRT)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	pirOperationGetResult(x, 1);
}

Test(accessors, operand_index_past_the_count_aborts, .signal = SIGABRT)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 1, 0);
	pirOperationGetOperand(x, 0);
}

Test(accessors, wrong_attribute_kind_aborts, .signal = SIGABRT)
{
	pirAttributeGetBoolValue(pirAttrGetInt64(ctx, 1));
}
#endif
