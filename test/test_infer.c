/* test_infer.c: the arithmetic under the inference rules
 * (dialects/infer/infer_meta.h): broadcasting, convolution and pooling output
 * sizes, SAME paddings, axes; and agreement/refinement of written and
 * inferred types (lib/ir/infer.h). */
#include "test_helpers.h"

#include "../dialects/infer/infer_meta.h"

static void check(const int64_t *a, uint32_t ra, const int64_t *b, uint32_t rb, const int64_t *want, uint32_t rw)
{
	int64_t out[PIR_INFER_MAX_RANK];
	uint32_t r = 99;
	cr_assert(pirInferBroadcast(a, ra, b, rb, out, &r));
	cr_assert_eq(r, rw);
	for (uint32_t i = 0; i < r; i++)
		cr_assert_eq(out[i], want[i], "dim %u: %lld, expected %lld", i, (long long)out[i], (long long)want[i]);
}

Test(infer, broadcast_aligns_at_the_right_and_stretches_ones)
{
	check((int64_t[]){4, 1, 3}, 3, (int64_t[]){2, 1}, 2, (int64_t[]){4, 2, 3}, 3);
	check((int64_t[]){5}, 1, (int64_t[]){2, 3, 1}, 3, (int64_t[]){2, 3, 5}, 3);
	check(NULL, 0, (int64_t[]){7}, 1, (int64_t[]){7}, 1);
	check(NULL, 0, NULL, 0, NULL, 0);
}

Test(infer, broadcast_with_unknown_dims)
{
	/* -1 against 1 stays unknown; against another size it must be that size. */
	check((int64_t[]){-1, 3}, 2, (int64_t[]){1, 3}, 2, (int64_t[]){-1, 3}, 2);
	check((int64_t[]){-1, 3}, 2, (int64_t[]){4, 1}, 2, (int64_t[]){4, 3}, 2);
	check((int64_t[]){-1}, 1, (int64_t[]){-1}, 1, (int64_t[]){-1}, 1);
}

Test(infer, broadcast_rejects_different_sizes)
{
	int64_t out[4];
	uint32_t r;
	cr_assert_not(pirInferBroadcast((int64_t[]){2, 3}, 2, (int64_t[]){4}, 1, out, &r));
	cr_assert_not(pirInferBroadcast((int64_t[]){2}, 1, (int64_t[]){3, 5}, 2, out, &r));
}

Test(infer, conv_output_size)
{
	cr_assert_eq(pirInferConvOutSize(32, 3, 1, 1, 1, 1), 32);  /* same-size 3x3 */
	cr_assert_eq(pirInferConvOutSize(32, 3, 1, 1, 1, 2), 16);  /* stride 2 */
	cr_assert_eq(pirInferConvOutSize(32, 3, 1, 0, 0, 1), 30);  /* no padding */
	cr_assert_eq(pirInferConvOutSize(32, 3, 2, 0, 0, 1), 28);  /* dilation 2: window 5 */
	cr_assert_eq(pirInferConvOutSize(224, 7, 1, 3, 3, 2), 112); /* ResNet stem */
	cr_assert_eq(pirInferConvOutSize(32, 3, 1, 1, 2, 1), 33);  /* asymmetric padding */
	cr_assert_eq(pirInferConvOutSize(-1, 3, 1, 1, 1, 1), -1);  /* unknown input */
	cr_assert_eq(pirInferConvOutSize(2, 5, 1, 0, 0, 1), -1);   /* window larger than input */
}

Test(infer, pool_output_size)
{
	cr_assert_eq(pirInferPoolOutSize(32, 2, 0, 0, 2, false), 16);
	cr_assert_eq(pirInferPoolOutSize(32, 3, 0, 0, 2, false), 15);
	cr_assert_eq(pirInferPoolOutSize(32, 3, 0, 0, 2, true), 16); /* ceil_mode */
	cr_assert_eq(pirInferPoolOutSize(112, 3, 1, 1, 2, false), 56); /* ResNet max pool */
	cr_assert_eq(pirInferPoolOutSize(7, 7, 0, 0, 1, false), 1);
	cr_assert_eq(pirInferPoolOutSize(-1, 2, 0, 0, 2, false), -1);
}

Test(infer, same_padding)
{
	int64_t a, b;
	cr_assert(pirInferSamePadding(32, 3, 1, &a, &b));
	cr_assert(a == 1 && b == 1);
	cr_assert(pirInferSamePadding(32, 3, 2, &a, &b)); /* out 16: (15*2+3-32) = 1 */
	cr_assert(a == 0 && b == 1);
	cr_assert(pirInferSamePadding(5, 1, 2, &a, &b)); /* out 3: (2*2+1-5) = 0 */
	cr_assert(a == 0 && b == 0);
	/* With those paddings the window formula gives ceil(in / stride). */
	cr_assert(pirInferSamePadding(33, 4, 3, &a, &b));
	cr_assert_eq(pirInferConvOutSize(33, 4, 1, a, b, 3), 11);
	cr_assert_not(pirInferSamePadding(-1, 3, 1, &a, &b));
}

Test(infer, axes_and_numel)
{
	cr_assert_eq(pirInferAxis(-1, 3), 2);
	cr_assert_eq(pirInferAxis(0, 3), 0);
	cr_assert_eq(pirInferAxis(3, 3), -1);
	cr_assert_eq(pirInferAxis(-4, 3), -1);
	cr_assert_eq(pirInferNumel((int64_t[]){2, 3, 4}, 3), 24);
	cr_assert_eq(pirInferNumel((int64_t[]){2, -1}, 2), -1);
	cr_assert_eq(pirInferNumel(NULL, 0), 1);
}

Test(infer, agreement_and_refinement)
{
	PirContext *ctx = pirContextCreate();
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32), *i8 = pirTypeGetScalar(ctx, PIR_TYPE_I8);
	PirType *undef = pirTypeGetScalar(ctx, PIR_TYPE_UNDEFINED);
	PirType *a = pirTypeGetTensor(ctx, f32, 2, (int64_t[]){-1, 3});
	PirType *b = pirTypeGetTensor(ctx, f32, 2, (int64_t[]){4, 3});
	PirType *c = pirTypeGetTensor(ctx, i8, 2, (int64_t[]){4, 3});
	PirType *d = pirTypeGetTensor(ctx, undef, 2, (int64_t[]){4, -1});
	PirType *e = pirTypeGetTensor(ctx, f32, 1, (int64_t[]){12});
	cr_assert(pirTypeAgreesWithInferred(a, b));
	cr_assert(pirTypeAgreesWithInferred(b, a));
	cr_assert_not(pirTypeAgreesWithInferred(b, c)); /* dtype */
	cr_assert(pirTypeAgreesWithInferred(c, d));     /* unknown dtype */
	cr_assert_not(pirTypeAgreesWithInferred(b, e)); /* rank */
	cr_assert(pirTypeAgreesWithInferred(pirTypeGetNull(ctx), b));
	cr_assert_eq(pirTypeRefineWithInferred(ctx, a, b), b);
	cr_assert_eq(pirTypeRefineWithInferred(ctx, b, a), b);
	cr_assert_eq(pirTypeRefineWithInferred(ctx, a, d), b); /* dims from d, dtype kept */
	cr_assert_eq(pirTypeRefineWithInferred(ctx, b, e), b); /* contradiction: unchanged */
	PirType *va = pirTypeGetVTensor(ctx, f32, 2, (int64_t[]){-1, 3});
	PirType *vb = pirTypeGetVTensor(ctx, f32, 2, (int64_t[]){4, 3});
	cr_assert_eq(pirTypeRefineWithInferred(ctx, va, b), vb); /* keeps vtensor */
	PirType *v1 = pirTypeGetVector(ctx, 2, (PirType *[]){a, e});
	PirType *v2 = pirTypeGetVector(ctx, 2, (PirType *[]){b, e});
	cr_assert(pirTypeAgreesWithInferred(v1, v2));
	cr_assert_eq(pirTypeRefineWithInferred(ctx, v1, v2), v2);
	cr_assert_not(pirTypeAgreesWithInferred(v1, pirTypeGetVector(ctx, 1, (PirType *[]){a})));
	pirContextDestroy(ctx);
}

Test(infer, sizes_from_the_text_never_overflow)
{
	cr_assert_eq(pirInferConvOutSize(32, 3, INT64_MAX, 0, 0, 1), -1);
	cr_assert_eq(pirInferConvOutSize(32, INT64_MAX, 2, 0, 0, 1), -1);
	cr_assert_eq(pirInferConvOutSize(INT64_MAX, 1, 1, INT64_MAX, 1, 1), -1);
	cr_assert_eq(pirInferConvOutSize(32, 3, 1, -5, 0, 1), -1); /* negative padding */
	cr_assert_eq(pirInferPoolOutSize(INT64_MAX, 2, 1, INT64_MAX, 1, true), -1);
	cr_assert_eq(pirInferPoolOutSize(INT64_MAX, 1, 0, 0, INT64_MAX, true), 2);
	int64_t a, b;
	cr_assert_not(pirInferSamePadding(32, INT64_MAX, 1, &a, &b));
	cr_assert_eq(pirInferNumel((int64_t[]){INT64_MAX, 2}, 2), -1);
	cr_assert_eq(pirInferMul(INT64_MAX / 2 + 1, 2), -1);
	cr_assert_eq(pirInferAdd(INT64_MAX, 1), -1);
	cr_assert_eq(pirInferAdd(2, 3), 5);
}
