/* test_uniquing.c: types, attributes, dictionaries and identifiers are
 * uniqued by the context, so equal ones are the same pointer. */
#include <criterion/criterion.h>
#include <math.h>

#include "../lib/pir.h"

static PirContext *ctx;

static void setup(void)
{
	ctx = pirContextCreate();
}

static void teardown(void)
{
	pirContextDestroy(ctx);
}

TestSuite(uniquing, .init = setup, .fini = teardown);

Test(uniquing, identifiers_are_interned)
{
	PirIdent *a = pirIdentGetCStr(ctx, "pd_op.relu");
	char buf[] = "pd_op.relu";
	cr_assert_eq(a, pirIdentGet(ctx, buf, 10));
	cr_assert_neq(a, pirIdentGetCStr(ctx, "pd_op.relu_"));
	cr_assert_str_eq(a->str, "pd_op.relu");
}

Test(uniquing, tensor_types)
{
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	int64_t d1[] = {64, 128}, d2[] = {64, 128}, d3[] = {128, 64};
	PirType *a = pirTypeGetTensor(ctx, f32, 2, d1);
	cr_assert_eq(a, pirTypeGetTensor(ctx, f32, 2, d2));
	cr_assert_neq(a, pirTypeGetTensor(ctx, f32, 2, d3));
	cr_assert_neq(a, pirTypeGetVTensor(ctx, f32, 2, d1));
	cr_assert_eq(pirTypeGetValueTwin(ctx, a), pirTypeGetVTensor(ctx, f32, 2, d1));
	cr_assert_eq(pirTypeGetValueTwin(ctx, pirTypeGetValueTwin(ctx, a)), a);
	/* 0-d tensors differ from 1-d ones */
	int64_t one[] = {1};
	cr_assert_neq(pirTypeGetTensor(ctx, f32, 0, NULL), pirTypeGetTensor(ctx, f32, 1, one));
}

Test(uniquing, parsed_spellings_are_one_type)
{
	PirType *a = pirParseTypeString(ctx, "tensor<2x-1xf16>", "t");
	cr_assert_not_null(a);
	cr_assert_eq(a, pirParseTypeString(ctx, "pd_op.tensor<2x-1xf16>", "t"));
	cr_assert_eq(a, pirParseTypeString(ctx, "builtin.tensor<2x-1xf16>", "t"));
	cr_assert_eq(a, pirParseTypeString(ctx, "pd.tensor<2x-1xf16>", "t"));
	cr_assert_eq(pirParseTypeString(ctx, "vec[f32,b]", "t"), pirParseTypeString(ctx, "vec[f32,b]", "t"));
	cr_assert_eq(pirParseTypeString(ctx, "cf.stack", "t"), pirTypeGetDialect(ctx, "cf.stack", 8));
}

Test(uniquing, attributes_compare_by_bits)
{
	cr_assert_eq(pirAttrGetInt32(ctx, 7), pirAttrGetInt32(ctx, 7));
	cr_assert_neq(pirAttrGetInt32(ctx, 7), pirAttrGetInt64(ctx, 7));
	cr_assert_neq(pirAttrGetDouble(ctx, 0.0), pirAttrGetDouble(ctx, -0.0));
	cr_assert_eq(pirAttrGetDouble(ctx, NAN), pirAttrGetDouble(ctx, NAN));
	cr_assert_eq(pirAttrGetStr(ctx, "a", 1), pirAttrGetStr(ctx, "a", 1));
	cr_assert_neq(pirAttrGetStr(ctx, "a", 1), pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "a", 1));
	PirAttribute *e[] = {pirAttrGetInt32(ctx, 1), pirAttrGetBool(ctx, true)};
	cr_assert_eq(pirAttrGetArray(ctx, 2, e), pirAttrGetArray(ctx, 2, e));
	int64_t v[] = {1, 2};
	cr_assert_eq(pirAttrGetIntArray(ctx, 2, v), pirAttrGetIntArray(ctx, 2, v));
}

Test(uniquing, dictionaries_are_sorted_and_shared)
{
	PirIdent *a = pirIdentGetCStr(ctx, "a"), *b = pirIdentGetCStr(ctx, "b");
	PirAttribute *one = pirAttrGetInt32(ctx, 1), *two = pirAttrGetInt32(ctx, 2);
	PirNamedAttr x[] = {{b, two}, {a, one}}, y[] = {{a, one}, {b, two}};
	PirAttrDict *dx = pirAttrDictGet(ctx, 2, x, NULL);
	cr_assert_eq(dx, pirAttrDictGet(ctx, 2, y, NULL));
	cr_assert_eq(dx->entries[0].name, a);
	cr_assert_eq(pirAttrDictLookup(dx, b), two);
	PirNamedAttr dup[] = {{a, one}, {a, two}};
	PirIdent *which = NULL;
	cr_assert_null(pirAttrDictGet(ctx, 2, dup, &which));
	cr_assert_eq(which, a);
	cr_assert_eq(pirAttrDictSet(ctx, dx, b, NULL), pirAttrDictGet(ctx, 1, &y[0], NULL));
}
