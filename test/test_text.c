/* test_text.c: reading and printing single types and attributes:
 * pirParseTypeString / pirParseAttributeString against pirTypeToString /
 * pirAttributeToString. Canonical spellings read back to the same uniqued
 * object and print identically; floats print so that they read back to the
 * same bits; strings escape quotes, backslashes and control characters; the
 * older spellings Paddle printed read to the same objects; malformed text
 * is rejected with a diagnostic. */
#include <float.h>
#include <math.h>

#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	ctx = pirContextCreate();
	diagListen(ctx, &diags);
}

static void teardown(void)
{
	pirContextDestroy(ctx);
	leakCheck();
}

TestSuite(text, .init = setup, .fini = teardown);

/* Parses `text` as a type, prints it, and checks the printed text is
 * `canon` and reads back to the same type. Returns the type. */
static PirType *typeRoundTrip(const char *text, const char *canon)
{
	PirType *t = pirParseTypeString(ctx, text, "type");
	cr_assert_not_null(t, "type '%s' did not parse: %s", text, diags.msg[0]);
	char *s = pirTypeToString(ctx, t);
	cr_assert_str_eq(s, canon, "type '%s' printed as '%s'", text, s);
	PirType *again = pirParseTypeString(ctx, s, "type");
	cr_assert_eq(again, t, "type '%s' did not read back to the same type", s);
	free(s);
	cr_assert_eq(diags.count, 0);
	return t;
}

static PirAttribute *attrRoundTrip(const char *text, const char *canon)
{
	PirAttribute *a = pirParseAttributeString(ctx, text, "attr");
	cr_assert_not_null(a, "attribute '%s' did not parse: %s", text, diags.msg[0]);
	char *s = pirAttributeToString(ctx, a);
	cr_assert_str_eq(s, canon, "attribute '%s' printed as '%s'", text, s);
	PirAttribute *again = pirParseAttributeString(ctx, s, "attr");
	cr_assert_eq(again, a, "attribute '%s' did not read back to the same attribute", s);
	free(s);
	cr_assert_eq(diags.count, 0, "%s", diags.msg[0]);
	return a;
}

/* Prints a, reads it back, and returns the attribute read. */
static PirAttribute *reread(PirAttribute *a)
{
	char *s = pirAttributeToString(ctx, a);
	PirAttribute *b = pirParseAttributeString(ctx, s, "attr");
	cr_assert_not_null(b, "printed attribute '%s' did not read back: %s", s, diags.msg[0]);
	free(s);
	return b;
}

/* ----------------------------------------------------------------- types */

Test(text, builtin_scalars)
{
	static const struct {
		PirTypeKind k;
		const char *s;
	} scalars[] = {
		{PIR_TYPE_UNDEFINED, "undefined"}, {PIR_TYPE_BF16, "bf16"},   {PIR_TYPE_F16, "f16"},
		{PIR_TYPE_F32, "f32"},             {PIR_TYPE_F64, "f64"},     {PIR_TYPE_BOOL, "b"},
		{PIR_TYPE_I8, "i8"},               {PIR_TYPE_U8, "u8"},       {PIR_TYPE_I16, "i16"},
		{PIR_TYPE_I32, "i32"},             {PIR_TYPE_I64, "i64"},     {PIR_TYPE_INDEX, "index"},
		{PIR_TYPE_C64, "c64"},             {PIR_TYPE_C128, "c128"},   {PIR_TYPE_F8E4M3FN, "f8e4m3fn"},
		{PIR_TYPE_F8E5M2, "f8e5m2"},
	};
	size_t n = sizeof scalars / sizeof *scalars;
	cr_assert_eq(n, (size_t)(PIR_TYPE_F8E5M2 - PIR_TYPE_UNDEFINED + 1), "a scalar is missing from this test");
	for (size_t i = 0; i < n; i++) {
		PirType *t = typeRoundTrip(scalars[i].s, scalars[i].s);
		cr_assert_eq(t, pirTypeGetScalar(ctx, scalars[i].k));
		cr_assert(pirTypeIsScalar(t));
		cr_assert_str_eq(pirScalarTypeName(scalars[i].k), scalars[i].s);
		cr_assert_eq(pirScalarTypeFromName(scalars[i].s, strlen(scalars[i].s)), scalars[i].k);
	}
	cr_assert_eq(pirScalarTypeFromName("f31", 3), PIR_TYPE_NULL);
}

Test(text, tensors)
{
	PirType *f32 = pirTypeGetScalar(ctx, PIR_TYPE_F32);
	int64_t d2[] = {2, 3};
	cr_assert_eq(typeRoundTrip("tensor<2x3xf32>", "tensor<2x3xf32>"), pirTypeGetTensor(ctx, f32, 2, d2));
	/* 0-d */
	PirType *z = typeRoundTrip("tensor<f32>", "tensor<f32>");
	cr_assert_eq(z, pirTypeGetTensor(ctx, f32, 0, NULL));
	cr_assert_eq(z->tensor.rank, 0);
	/* dynamic dims, written -1 or ? */
	int64_t dyn[] = {-1, 3, -1};
	PirType *d = typeRoundTrip("tensor<-1x3x-1xf32>", "tensor<-1x3x-1xf32>");
	cr_assert_eq(d, pirTypeGetTensor(ctx, f32, 3, dyn));
	cr_assert_eq(typeRoundTrip("tensor<?x3x?xf32>", "tensor<-1x3x-1xf32>"), d);
	/* zero-size and huge dims, many dims */
	typeRoundTrip("tensor<0x1xi64>", "tensor<0x1xi64>");
	typeRoundTrip("tensor<9223372036854775807xb>", "tensor<9223372036854775807xb>");
	typeRoundTrip("tensor<1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17x18x19x20xbf16>",
		      "tensor<1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17x18x19x20xbf16>");
	/* old prefixes read as the same tensor */
	cr_assert_eq(typeRoundTrip("pd_op.tensor<2x3xf32>", "tensor<2x3xf32>"), pirTypeGetTensor(ctx, f32, 2, d2));
	cr_assert_eq(typeRoundTrip("builtin.tensor<2x3xf32>", "tensor<2x3xf32>"), pirTypeGetTensor(ctx, f32, 2, d2));
	cr_assert_eq(typeRoundTrip("pd.tensor<2x3xf32>", "tensor<2x3xf32>"), pirTypeGetTensor(ctx, f32, 2, d2));
	/* tensor of a non-scalar element */
	typeRoundTrip("tensor<2xvec[f32]>", "tensor<2xvec[f32]>");
}

Test(text, vtensors)
{
	PirType *i8 = pirTypeGetScalar(ctx, PIR_TYPE_I8);
	int64_t d[] = {4, -1};
	PirType *v = typeRoundTrip("vtensor<4x-1xi8>", "vtensor<4x-1xi8>");
	cr_assert_eq(v, pirTypeGetVTensor(ctx, i8, 2, d));
	cr_assert_eq(v->kind, PIR_TYPE_VTENSOR);
	cr_assert_neq(v, pirParseTypeString(ctx, "tensor<4x-1xi8>", "t"));
	cr_assert_eq(pirTypeGetValueTwin(ctx, v), pirParseTypeString(ctx, "tensor<4x-1xi8>", "t"));
	typeRoundTrip("vtensor<f64>", "vtensor<f64>");
}

Test(text, vectors)
{
	PirType *e = typeRoundTrip("vec[]", "vec[]");
	cr_assert_eq(e->kind, PIR_TYPE_VECTOR);
	cr_assert_eq(e->vec.size, 0);
	cr_assert_eq(e, pirTypeGetVector(ctx, 0, NULL));
	PirType *v = typeRoundTrip("vec[f32, tensor<2xi32>, b]", "vec[f32,tensor<2xi32>,b]");
	cr_assert_eq(v->vec.size, 3);
	cr_assert_eq(v->vec.elems[0], pirTypeGetScalar(ctx, PIR_TYPE_F32));
	typeRoundTrip("vec[vec[],vec[]]", "vec[vec[],vec[]]");
	typeRoundTrip("vec[vec[i8,bf16],vec[],vec[u8]]", "vec[vec[i8,bf16],vec[],vec[u8]]");
	typeRoundTrip("vec[vec[vec[vec[f16]]]]", "vec[vec[vec[vec[f16]]]]");
	typeRoundTrip("vec[<<NULL TYPE>>,f32]", "vec[<<NULL TYPE>>,f32]");
	cr_assert_neq(pirParseTypeString(ctx, "vec[f32,b]", "t"), pirParseTypeString(ctx, "vec[b,f32]", "t"));
}

Test(text, dialect_types)
{
	PirType *s = typeRoundTrip("cf.stack", "cf.stack");
	cr_assert_eq(s->kind, PIR_TYPE_DIALECT);
	cr_assert_str_eq(s->dialect.dialect->str, "cf");
	cr_assert_str_eq(s->dialect.text->str, "cf.stack");
	typeRoundTrip("cf.inlet", "cf.inlet");
	typeRoundTrip("cf.outlet", "cf.outlet");
	PirType *ta = typeRoundTrip("pd_op.tensor_array<f32>", "pd_op.tensor_array<f32>");
	cr_assert_str_eq(ta->dialect.dialect->str, "pd_op");
	typeRoundTrip("pd_op.selectedrows<-1x64xf32>", "pd_op.selectedrows<-1x64xf32>");
	typeRoundTrip("gpu_tensor<2x3xf32>", "gpu_tensor<2x3xf32>");
	typeRoundTrip("cpu_tensor<2x3xf32>", "cpu_tensor<2x3xf32>");
	typeRoundTrip("pd_op.x<a<b>,c>", "pd_op.x<a<b>,c>"); /* nested angle brackets are kept */
	typeRoundTrip("vec[cf.stack,pd_op.tensor_array<f32>]", "vec[cf.stack,pd_op.tensor_array<f32>]");
	cr_assert_eq(pirParseTypeString(ctx, "cf.stack", "t"), pirTypeGetDialect(ctx, "cf.stack", 8));
}

Test(text, null_type)
{
	PirType *t = typeRoundTrip("<<NULL TYPE>>", "<<NULL TYPE>>");
	cr_assert_eq(t, pirTypeGetNull(ctx));
	cr_assert_eq(t->kind, PIR_TYPE_NULL);
}

Test(text, constructed_types_print_canonically)
{
	PirType *f16 = pirTypeGetScalar(ctx, PIR_TYPE_F16);
	int64_t d[] = {-1, 7};
	PirType *t = pirTypeGetTensor(ctx, f16, 2, d);
	PirType *parts[] = {t, pirTypeGetVTensor(ctx, f16, 0, NULL), pirTypeGetNull(ctx)};
	PirType *v = pirTypeGetVector(ctx, 3, parts);
	char *s = pirTypeToString(ctx, v);
	cr_assert_str_eq(s, "vec[tensor<-1x7xf16>,vtensor<f16>,<<NULL TYPE>>]");
	cr_assert_eq(pirParseTypeString(ctx, s, "t"), v);
	free(s);
}

static void expectBadType(const char *text, const char *needle, uint32_t col)
{
	diags.count = 0;
	cr_assert_null(pirParseTypeString(ctx, text, "bad"), "'%s' was accepted as a type", text);
	cr_assert_geq(diags.count, 1, "no diagnostic for '%s'", text);
	cr_assert(diagMatches(diags.msg[0], needle), "'%s': diagnostic '%s' lacks '%s'", text, diags.msg[0], needle);
	cr_assert_eq(diags.line[0], 1);
	cr_assert_eq(diags.col[0], col, "'%s': error at col %u, expected %u", text, diags.col[0], col);
	cr_assert_str_eq(diags.file[0], "bad");
}

Test(text, malformed_types)
{
	expectBadType("ensor<2xf32>", "unknown type 'ensor'", 1);
	expectBadType("tensor<2xf32", "'>'", 13);
	expectBadType("tensor<2x3f32>", "'x'", 11);
	expectBadType("tensor<-2xf32>", "invalid dimension '-2'", 8);
	expectBadType("tensor<2xfoo>", "unknown type 'foo'", 10);
	expectBadType("vec[f32", "']'", 8);
	expectBadType("vec[f32 b]", "',' or ']'", 9);
	expectBadType("f32 f32", "end of the type", 5);
	expectBadType("", "a type", 1);
	expectBadType("42", "a type", 1);
}

/* ------------------------------------------------------------ attributes */

Test(text, bools)
{
	cr_assert_eq(attrRoundTrip("true", "true"), pirAttrGetBool(ctx, true));
	cr_assert_eq(attrRoundTrip("false", "false"), pirAttrGetBool(ctx, false));
	cr_assert_eq(attrRoundTrip("(Bool)true", "true"), pirAttrGetBool(ctx, true));
	cr_assert_eq(pirAttrGetBool(ctx, true)->kind, PIR_ATTR_BOOL);
}

Test(text, strings_with_escapes)
{
	PirAttribute *a = attrRoundTrip("\"plain\"", "\"plain\"");
	cr_assert_eq(a->kind, PIR_ATTR_STR);
	cr_assert_str_eq(a->text->str, "plain");
	attrRoundTrip("\"\"", "\"\"");
	a = attrRoundTrip("\"q\\\"b\\\\n\\nt\\t\"", "\"q\\\"b\\\\n\\nt\\t\"");
	cr_assert_str_eq(a->text->str, "q\"b\\n\nt\t");
	/* \r and control characters: printed as \r and \xHH */
	a = pirAttrGetStr(ctx, "a\rb\x01" "c\x1f" "d\x7f", 8);
	char *s = pirAttributeToString(ctx, a);
	cr_assert_str_eq(s, "\"a\\rb\\x01c\\x1fd\\x7f\"");
	free(s);
	cr_assert_eq(reread(a), a);
	/* An embedded NUL survives too. */
	PirAttribute *nul = pirAttrGetStr(ctx, "x\0y", 3);
	s = pirAttributeToString(ctx, nul);
	cr_assert_str_eq(s, "\"x\\x00y\"");
	free(s);
	cr_assert_eq(reread(nul), nul);
	/* UTF-8 text is printed as is */
	attrRoundTrip("\"caf\xc3\xa9 \xe4\xb8\xad\"", "\"caf\xc3\xa9 \xe4\xb8\xad\"");
	/* \xHH in the input */
	a = pirParseAttributeString(ctx, "\"\\x41\\x0a\"", "a");
	cr_assert_not_null(a);
	cr_assert_str_eq(a->text->str, "A\n");
}

Test(text, every_byte_round_trips_in_a_string)
{
	char all[255];
	for (int i = 0; i < 255; i++)
		all[i] = (char)(i + 1);
	PirAttribute *a = pirAttrGetStr(ctx, all, sizeof all);
	PirAttribute *b = reread(a);
	cr_assert_eq(b, a, "a string of every byte 1..255 did not read back");
	/* one control character at a time, between letters */
	for (int c = 1; c < 0x20; c++) {
		char buf[3] = {'a', (char)c, 'b'};
		PirAttribute *x = pirAttrGetStr(ctx, buf, 3);
		cr_assert_eq(reread(x), x, "byte 0x%02x", c);
	}
}

Test(text, ints_and_limits)
{
	PirAttribute *a = attrRoundTrip("(Int32)2147483647", "(Int32)2147483647");
	cr_assert_eq(a->kind, PIR_ATTR_INT32);
	cr_assert_eq(a->i, INT32_MAX);
	cr_assert_eq(attrRoundTrip("(Int32)-2147483648", "(Int32)-2147483648"), pirAttrGetInt32(ctx, INT32_MIN));
	cr_assert_eq(attrRoundTrip("(Int32)0", "(Int32)0"), pirAttrGetInt32(ctx, 0));
	cr_assert_eq(attrRoundTrip("(Int32)-1", "(Int32)-1"), pirAttrGetInt32(ctx, -1));
	cr_assert_eq(attrRoundTrip("(Int64)9223372036854775807", "(Int64)9223372036854775807"),
		     pirAttrGetInt64(ctx, INT64_MAX));
	cr_assert_eq(attrRoundTrip("(Int64)-9223372036854775808", "(Int64)-9223372036854775808"),
		     pirAttrGetInt64(ctx, INT64_MIN));
	cr_assert_eq(attrRoundTrip("(Int64)5", "(Int64)5"), pirAttrGetInt64(ctx, 5));
	cr_assert_eq(attrRoundTrip("(Index)-3", "(Index)-3"), pirAttrGetIndex(ctx, -3));
	/* constructed ones print the same way */
	char *s = pirAttributeToString(ctx, pirAttrGetInt64(ctx, INT64_MIN));
	cr_assert_str_eq(s, "(Int64)-9223372036854775808");
	free(s);
	/* untyped integers: Int32 when they fit, Int64 otherwise */
	cr_assert_eq(pirParseAttributeString(ctx, "7", "a"), pirAttrGetInt32(ctx, 7));
	cr_assert_eq(pirParseAttributeString(ctx, "-2147483649", "a"), pirAttrGetInt64(ctx, -2147483649LL));
}

Test(text, int_overflow_is_an_error)
{
	cr_assert_null(pirParseAttributeString(ctx, "(Int32)2147483648", "a"));
	cr_assert_geq(diagFind(&diags, "does not fit in Int32"), 0);
	diags.count = 0;
	cr_assert_null(pirParseAttributeString(ctx, "(Int32)-2147483649", "a"));
	cr_assert_eq(diags.count, 1);
	diags.count = 0;
	cr_assert_null(pirParseAttributeString(ctx, "(Int64)9223372036854775808", "a"));
	cr_assert_eq(diags.count, 1);
	diags.count = 0;
	cr_assert_null(pirParseAttributeString(ctx, "99999999999999999999", "a"));
	cr_assert_geq(diagFind(&diags, "does not fit in 64 bits"), 0);
}

static void floatBits(float f)
{
	PirAttribute *a = pirAttrGetFloat(ctx, f);
	PirAttribute *b = reread(a);
	char *s = pirAttributeToString(ctx, a);
	cr_assert_eq(b->kind, PIR_ATTR_FLOAT, "%s", s);
	cr_assert(memcmp(&a->f, &b->f, sizeof(float)) == 0, "float %a printed as %s reads back as %a", (double)f, s,
		  (double)b->f);
	cr_assert_eq(b, a);
	free(s);
}

static void doubleBits(double d)
{
	PirAttribute *a = pirAttrGetDouble(ctx, d);
	PirAttribute *b = reread(a);
	char *s = pirAttributeToString(ctx, a);
	cr_assert_eq(b->kind, PIR_ATTR_DOUBLE, "%s", s);
	cr_assert(memcmp(&a->d, &b->d, sizeof(double)) == 0, "double %a printed as %s reads back as %a", d, s, b->d);
	cr_assert_eq(b, a);
	free(s);
}

Test(text, floats_read_back_to_the_same_bits)
{
	static const float fs[] = {
		0.0f, -0.0f, 1.0f, -1.0f, 0.1f, 0.2f, 0.3f, 1.0f / 3, 2.0f / 3, 1e-45f, -1e-45f, 1.1754942e-38f,
		FLT_MIN, FLT_MAX, -FLT_MAX, FLT_EPSILON, 16777216.0f, 16777217.0f, 3.14159265f, 1e10f, 1e-10f,
		123456.789f, 0.123456f, -1.00001f, -1.1e30f, 1.5e-44f,
	};
	for (size_t i = 0; i < sizeof fs / sizeof *fs; i++)
		floatBits(fs[i]);
	floatBits(INFINITY);
	floatBits(-INFINITY);
	floatBits(NAN);
	/* a sweep of bit patterns across the exponent range */
	for (uint32_t bits = 1; bits < 0x7f800000u; bits += 0x00fedcbau) {
		float f;
		memcpy(&f, &bits, sizeof f);
		floatBits(f);
		floatBits(-f);
	}
}

Test(text, doubles_read_back_to_the_same_bits)
{
	static const double ds[] = {
		0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 5e-324, -5e-324, 2.2250738585072009e-308,
		DBL_MIN, DBL_MAX, -DBL_MAX, DBL_EPSILON, 9007199254740993.0, 3.141592653589793, 1e200, 1e-200,
		0.123456, -1.00001, 1e-45, (double)FLT_MAX, 1e23, 8.41e21, 5e-310,
	};
	for (size_t i = 0; i < sizeof ds / sizeof *ds; i++)
		doubleBits(ds[i]);
	doubleBits(INFINITY);
	doubleBits(-INFINITY);
	doubleBits(NAN);
	for (uint64_t bits = 1; bits < 0x7ff0000000000000ull; bits += 0x000fedcba9876543ull) {
		double d;
		memcpy(&d, &bits, sizeof d);
		doubleBits(d);
		doubleBits(-d);
	}
}

/* What the printer's rule says an integral value is spelled: the shortest
 * %g text that reads back, trying precisions from the first that does to
 * four more (the printer finds integers from their digits instead of
 * searching; this is the search, to compare with). */
static void searchedText(double d, bool single, char *out, size_t size)
{
	char cand[64];
	int first = 0;
	out[0] = 0;
	for (int prec = 1; prec <= 17 && (!first || prec <= first + 4); prec++) {
		snprintf(cand, sizeof cand, "%.*g", prec, d);
		if (!(single ? strtof(cand, NULL) == (float)d : strtod(cand, NULL) == d))
			continue;
		if (!first || strlen(cand) < strlen(out))
			snprintf(out, size, "%s", cand);
		if (!first)
			first = prec;
	}
}

static void expectIntegralText(double d, bool single)
{
	PirAttribute *a = single ? pirAttrGetFloat(ctx, (float)d) : pirAttrGetDouble(ctx, d);
	char *s = pirAttributeToString(ctx, a), want[64];
	searchedText(d, single, want, sizeof want);
	const char *got = strchr(s, ')') + 1; /* after "(Double)" */
	cr_assert_str_eq(got, want, "%s %.17g printed as %s, the search gives %s", single ? "float" : "double", d,
			 got, want);
	free(s);
}

Test(text, integers_print_as_the_shortest_search_does)
{
	/* every integer up to 10^5, then every shape of digits and trailing
	 * zeros: a significant part times each power of ten that fits */
	for (int64_t i = 1; i <= 100000; i++) {
		expectIntegralText((double)i, false);
		expectIntegralText((double)-i, true);
	}
	static const int64_t sig[] = {1, 2, 9, 12, 99, 105, 123, 1001, 12345, 999999, 1234567, 987654321,
				      123456789012, 4503599627370497};
	for (size_t k = 0; k < sizeof sig / sizeof *sig; k++)
		for (int64_t v = sig[k]; v < ((int64_t)1 << 53); v *= 10) {
			expectIntegralText((double)v, false);
			expectIntegralText((double)-v, false);
			if (v < (1 << 24))
				expectIntegralText((double)v, true);
		}
	/* the edges of the fast path: the largest exact integers, and past them */
	static const double edges[] = {9007199254740991.0, 9007199254740992.0, 9007199254740994.0, 1e16, 1e17};
	for (size_t k = 0; k < sizeof edges / sizeof *edges; k++)
		expectIntegralText(edges[k], false);
	static const double fedges[] = {16777215.0, 16777216.0, 16777218.0, 1e8, 3e9};
	for (size_t k = 0; k < sizeof fedges / sizeof *fedges; k++)
		expectIntegralText(fedges[k], true);
}

Test(text, negative_nan_reads_back)
{
	/* x86 produces NaNs with the sign bit set (0.0/0.0); glibc and C++
	 * streams print them as -nan. */
	floatBits(-NAN);
	doubleBits(-NAN);
	PirAttribute *f = pirParseAttributeString(ctx, "(Float)-nan", "a");
	cr_assert_not_null(f, "%s", diags.msg[0]);
	cr_assert(isnan(f->f) && signbit(f->f));
	PirAttribute *d = pirParseAttributeString(ctx, "(Double)-nan", "a");
	cr_assert_not_null(d, "%s", diags.msg[0]);
	cr_assert(isnan(d->d) && signbit(d->d));
}

Test(text, float_spellings)
{
	cr_assert_eq(attrRoundTrip("(Float)0.5", "(Float)0.5"), pirAttrGetFloat(ctx, 0.5f));
	cr_assert_eq(attrRoundTrip("(Double)0.5", "(Double)0.5"), pirAttrGetDouble(ctx, 0.5));
	cr_assert_eq(attrRoundTrip("(Float)inf", "(Float)inf"), pirAttrGetFloat(ctx, INFINITY));
	cr_assert_eq(attrRoundTrip("(Float)-inf", "(Float)-inf"), pirAttrGetFloat(ctx, -INFINITY));
	cr_assert_eq(attrRoundTrip("(Double)-0", "(Double)-0"), pirAttrGetDouble(ctx, -0.0));
	cr_assert_eq(attrRoundTrip("(Float)1", "(Float)1"), pirAttrGetFloat(ctx, 1.0f));
	cr_assert_eq(attrRoundTrip("(Float)1e+10", "(Float)1e+10"), pirAttrGetFloat(ctx, 1e10f));
	cr_assert_eq(attrRoundTrip("(Double)1e-300", "(Double)1e-300"), pirAttrGetDouble(ctx, 1e-300));
	cr_assert_eq(attrRoundTrip("(Float)-1.1e+30", "(Float)-1.1e+30"), pirAttrGetFloat(ctx, -1.1e30f));
	/* Float keeps float precision: 0.1f is not the double 0.1 */
	PirAttribute *f = attrRoundTrip("(Float)0.1", "(Float)0.1");
	cr_assert_eq(f->f, 0.1f);
	cr_assert_eq(attrRoundTrip("(Float)2", "(Float)2"), pirAttrGetFloat(ctx, 2.0f));
	/* untyped numbers with a point are doubles */
	cr_assert_eq(pirParseAttributeString(ctx, "1.5", "a"), pirAttrGetDouble(ctx, 1.5));
	cr_assert_eq(pirParseAttributeString(ctx, "-inf", "a"), pirAttrGetDouble(ctx, -INFINITY));
}

Test(text, arrays)
{
	PirAttribute *e = attrRoundTrip("[]", "[]");
	cr_assert_eq(e->kind, PIR_ATTR_ARRAY);
	cr_assert_eq(e->array.size, 0);
	PirAttribute *a = attrRoundTrip("[true,\"x\",(Int64)3]", "[true,\"x\",(Int64)3]");
	cr_assert_eq(a->array.size, 3);
	cr_assert_eq(a->array.elems[0], pirAttrGetBool(ctx, true));
	cr_assert_eq(a->array.elems[2], pirAttrGetInt64(ctx, 3));
	attrRoundTrip("[[],[[false]],[(Float)1.5,(Double)-2]]", "[[],[[false]],[(Float)1.5,(Double)-2]]");
	attrRoundTrip("[ true , false ]", "[true,false]");
	attrRoundTrip("(Array)[(Int32)1,(Int32)2]", "[(Int32)1,(Int32)2]");
	/* untyped ints in an array are Int32 */
	PirAttribute *u = attrRoundTrip("[1,2]", "[(Int32)1,(Int32)2]");
	cr_assert_eq(u->array.elems[1], pirAttrGetInt32(ctx, 2));
}

Test(text, int_array)
{
	PirAttribute *a = attrRoundTrip("(pd_op.IntArray)[1,-2,9223372036854775807]",
					"(pd_op.IntArray)[1,-2,9223372036854775807]");
	cr_assert_eq(a->kind, PIR_ATTR_INT_ARRAY);
	int64_t v[] = {1, -2, INT64_MAX};
	cr_assert_eq(a, pirAttrGetIntArray(ctx, 3, v));
	PirAttribute *e = attrRoundTrip("(pd_op.IntArray)[]", "(pd_op.IntArray)[]");
	cr_assert_eq(e->ints.size, 0);
	cr_assert_neq(e, pirParseAttributeString(ctx, "[]", "a"), "an empty IntArray is not an empty array");
}

Test(text, data_type_place_layout)
{
	PirAttribute *dt = attrRoundTrip("(pd_op.DataType)float32", "(pd_op.DataType)float32");
	cr_assert_eq(dt->kind, PIR_ATTR_DATA_TYPE);
	cr_assert_str_eq(dt->text->str, "float32");
	attrRoundTrip("(pd_op.DataType)bfloat16", "(pd_op.DataType)bfloat16");
	attrRoundTrip("(pd_op.DataType)Undefined", "(pd_op.DataType)Undefined");
	PirAttribute *pl = attrRoundTrip("(pd_op.Place)Place(gpu:0)", "(pd_op.Place)Place(gpu:0)");
	cr_assert_eq(pl->kind, PIR_ATTR_PLACE);
	cr_assert_str_eq(pl->text->str, "gpu:0");
	attrRoundTrip("(pd_op.Place)Place(cpu)", "(pd_op.Place)Place(cpu)");
	attrRoundTrip("(pd_op.Place)Place(gpu_pinned)", "(pd_op.Place)Place(gpu_pinned)");
	attrRoundTrip("(pd_op.Place)Place(:0)", "(pd_op.Place)Place(:0)");
	attrRoundTrip("(pd_op.Place)Place(undefined:0)", "(pd_op.Place)Place(undefined:0)");
	PirAttribute *dl = attrRoundTrip("(pd_op.DataLayout)NCHW", "(pd_op.DataLayout)NCHW");
	cr_assert_eq(dl->kind, PIR_ATTR_DATA_LAYOUT);
	attrRoundTrip("(pd_op.DataLayout)Undefined(AnyLayout)", "(pd_op.DataLayout)Undefined(AnyLayout)");
	attrRoundTrip("(pd_op.DataLayout)SPARSE_COO", "(pd_op.DataLayout)SPARSE_COO");
	/* different kinds of the same text differ */
	cr_assert_neq(pirParseAttributeString(ctx, "(pd_op.DataType)float32", "a"),
		      pirParseAttributeString(ctx, "\"float32\"", "a"));
}

Test(text, pointers_types_complex_null_opaque)
{
	PirAttribute *p = attrRoundTrip("(Pointer)0x7f00deadbeef", "(Pointer)0x7f00deadbeef");
	cr_assert_eq(p->kind, PIR_ATTR_POINTER);
	cr_assert_eq((uint64_t)p->i, 0x7f00deadbeefull);
	cr_assert_eq(attrRoundTrip("(Pointer)0xffffffffffffffff", "(Pointer)0xffffffffffffffff"),
		     pirAttrGetPointer(ctx, UINT64_MAX));
	cr_assert_eq(attrRoundTrip("(Pointer)0x0", "(Pointer)0x0"), pirAttrGetPointer(ctx, 0));
	cr_assert_eq(attrRoundTrip("(0x1234)", "(Pointer)0x1234"), pirAttrGetPointer(ctx, 0x1234));
	PirAttribute *t = attrRoundTrip("(Type)tensor<2xf32>", "(Type)tensor<2xf32>");
	cr_assert_eq(t->kind, PIR_ATTR_TYPE);
	cr_assert_eq(t->type, pirParseTypeString(ctx, "tensor<2xf32>", "t"));
	attrRoundTrip("(Type)vec[f32,cf.stack]", "(Type)vec[f32,cf.stack]");
	PirAttribute *c = attrRoundTrip("(Complex64)(1.5,-2)", "(Complex64)(1.5,-2)");
	cr_assert_eq(c->kind, PIR_ATTR_COMPLEX64);
	cr_assert_eq(c->c.re, 1.5);
	cr_assert_eq(c->c.im, -2);
	attrRoundTrip("(Complex128)(0.1,inf)", "(Complex128)(0.1,inf)");
	cr_assert_eq(attrRoundTrip("<#AttrNull>", "<#AttrNull>"), pirAttrGetNull(ctx));
	PirAttribute *o = attrRoundTrip("<backend:GPU|layout:NCHW|dtype:float32>", "<backend:GPU|layout:NCHW|dtype:float32>");
	cr_assert_eq(o->kind, PIR_ATTR_OPAQUE);
}

Test(text, old_spellings)
{
	cr_assert_eq(attrRoundTrip("(String)x", "\"x\""), pirAttrGetStr(ctx, "x", 1));
	cr_assert_eq(attrRoundTrip("(String)sdfgs.sdsd", "\"sdfgs.sdsd\""), pirAttrGetStr(ctx, "sdfgs.sdsd", 10));
	cr_assert_eq(attrRoundTrip("(String)1", "\"1\""), pirAttrGetStr(ctx, "1", 1));
	PirAttribute *arr = attrRoundTrip("array[1,2]", "[(Int32)1,(Int32)2]");
	cr_assert_eq(arr->kind, PIR_ATTR_ARRAY);
	int64_t v33[] = {3, 3}, v1[] = {1};
	cr_assert_eq(attrRoundTrip("IntArray[3,3]", "(pd_op.IntArray)[3,3]"), pirAttrGetIntArray(ctx, 2, v33));
	cr_assert_eq(attrRoundTrip("IntArray<1 >", "(pd_op.IntArray)[1]"), pirAttrGetIntArray(ctx, 1, v1));
	cr_assert_eq(attrRoundTrip("(pd.IntArray)[3,3]", "(pd_op.IntArray)[3,3]"), pirAttrGetIntArray(ctx, 2, v33));
	cr_assert_eq(attrRoundTrip("(pd_op.IntArray)[(Int64)3,(Int64)3]", "(pd_op.IntArray)[3,3]"),
		     pirAttrGetIntArray(ctx, 2, v33));
	PirAttribute *pl = attrRoundTrip("Place(undefined: 0)", "(pd_op.Place)Place(undefined:0)");
	cr_assert_eq(pl, pirAttrGetText(ctx, PIR_ATTR_PLACE, "undefined:0", 11));
	cr_assert_eq(attrRoundTrip("(pd.Place)Place(gpu:0)", "(pd_op.Place)Place(gpu:0)"),
		     pirAttrGetText(ctx, PIR_ATTR_PLACE, "gpu:0", 5));
	cr_assert_eq(attrRoundTrip("(pd.DataType)float32", "(pd_op.DataType)float32"),
		     pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "float32", 7));
	cr_assert_eq(attrRoundTrip("(pd.DataLayout)NCHW", "(pd_op.DataLayout)NCHW"),
		     pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, "NCHW", 4));
	cr_assert_eq(attrRoundTrip("(DataType)int64", "(pd_op.DataType)int64"),
		     pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "int64", 5));
	/* bare words of 2023 are strings; bare data types and layouts keep their kinds */
	cr_assert_eq(attrRoundTrip("conv2d_0.w_0", "\"conv2d_0.w_0\""), pirAttrGetStr(ctx, "conv2d_0.w_0", 12));
	cr_assert_eq(attrRoundTrip("float32", "(pd_op.DataType)float32"),
		     pirAttrGetText(ctx, PIR_ATTR_DATA_TYPE, "float32", 7));
	cr_assert_eq(attrRoundTrip("NHWC", "(pd_op.DataLayout)NHWC"), pirAttrGetText(ctx, PIR_ATTR_DATA_LAYOUT, "NHWC", 4));
	/* Paddle's 2024 string escaping: only \" is an escape */
	PirAttribute *pe = pirParseAttributeString(ctx, "[\"\\\"\",\"\\\\\"\"]", "a");
	cr_assert_not_null(pe, "%s", diags.msg[0]);
	cr_assert_eq(pe->array.size, 2);
	cr_assert_str_eq(pe->array.elems[0]->text->str, "\"");
	cr_assert_str_eq(pe->array.elems[1]->text->str, "\\\"");
	cr_assert_eq(reread(pe), pe);
}

static void expectBadAttr(const char *text, const char *needle, uint32_t col)
{
	diags.count = 0;
	cr_assert_null(pirParseAttributeString(ctx, text, "bad"), "'%s' was accepted as an attribute", text);
	cr_assert_geq(diags.count, 1, "no diagnostic for '%s'", text);
	cr_assert(diagMatches(diags.msg[0], needle), "'%s': diagnostic '%s' lacks '%s'", text, diags.msg[0], needle);
	cr_assert_eq(diags.col[0], col, "'%s': error at col %u, expected %u", text, diags.col[0], col);
}

Test(text, malformed_attributes)
{
	expectBadAttr("(Int32)x", "an integer", 8);
	expectBadAttr("(Nope)1", "unknown attribute kind '(Nope)'", 2);
	expectBadAttr("[1,2", "']'", 5);
	expectBadAttr("[1 2]", "',' or ']'", 4);
	expectBadAttr("\"abc", "unterminated string", 1);
	expectBadAttr("(Float)abc", "a number", 8);
	expectBadAttr("(pd_op.IntArray)[1,x]", "integer", 20);
	expectBadAttr("true false", "end of the attribute", 6);
	expectBadAttr("(Int32", "')'", 7);
	expectBadAttr("", "an attribute value", 1);
}
