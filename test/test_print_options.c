/* test_print_options.c: pirPrintProgramWithOptions. The generic flag
 * bypasses the custom forms of pd_op.if and pd_op.while; the elision limit
 * replaces long attribute values by PIR_ELIDED_ATTR without touching the
 * cached canonical text that later prints use; NULL options print the
 * canonical form. */
#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

TestSuite(print_options, .init = setup, .fini = fixtureCloseContext);

static const char source[] = "{\n"
			     "^bb0(%c: tensor<1xb>, %x: tensor<2xf32>):\n"
			     "    (%0) = \"pd_op.if\" (%c) {_s:\"0123456789\"} -> tensor<2xf32> {\n"
			     "        () = \"cf.yield\" (%x) {} : (tensor<2xf32>) ->\n"
			     "    } else {\n"
			     "        () = \"cf.yield\" (%x) {} : (tensor<2xf32>) ->\n"
			     "    }\n"
			     "}\n";

static PirProgram *parse(void)
{
	PirParseOptions po = {0};
	PirParser *p = pirParserCreate(ctx, "t.pir", source, sizeof source - 1, &po);
	PirProgram *prog = pirParserParseProgram(p);
	pirParserDestroy(p);
	cr_assert_not_null(prog, "%s", diags.msg[0]);
	return prog;
}

static char *print(PirProgram *prog, const PirPrintOptions *o)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	cr_assert_not_null(f);
	pirPrintProgramWithOptions(prog, f, o);
	fclose(f);
	return buf;
}

Test(print_options, null_options_print_the_canonical_form)
{
	PirProgram *prog = parse();
	char *a = print(prog, NULL), *b = pirProgramToString(prog, NULL);
	cr_assert_str_eq(a, b);
	cr_assert(strstr(a, "} else {"), "%s", a);
	free(a);
	free(b);
	pirProgramDestroy(prog);
}

Test(print_options, generic_has_no_custom_forms)
{
	PirProgram *prog = parse();
	PirPrintOptions o = {.generic = true};
	char *s = print(prog, &o);
	cr_assert(strstr(s, "(%0) = \"pd_op.if\" (%arg_0) {_s:\"0123456789\"} : (tensor<1xb>) -> tensor<2xf32> {\n"),
		  "%s", s);
	cr_assert(strstr(s, "    } {\n"), "%s", s);
	cr_assert_null(strstr(s, "else"), "%s", s);
	free(s);
	pirProgramDestroy(prog);
}

Test(print_options, elision_is_per_value_and_leaves_the_cache_alone)
{
	PirProgram *prog = parse();
	char *full = pirProgramToString(prog, NULL); /* fills the cache */
	PirPrintOptions eleven = {.elideAttrsLargerThan = 11}, twelve = {.elideAttrsLargerThan = 12};
	char *a = print(prog, &eleven), *b = print(prog, &twelve);
	cr_assert(strstr(a, "{_s:" PIR_ELIDED_ATTR "}"), "%s", a);
	cr_assert(strstr(b, "{_s:\"0123456789\"}"), "%s", b);
	char *again = pirProgramToString(prog, NULL);
	cr_assert_str_eq(full, again);
	free(full);
	free(a);
	free(b);
	free(again);
	pirProgramDestroy(prog);
}

/* An older printer's spellings (--emit-era): written instead of today's,
 * whether or not today's text was cached on the types and dictionaries
 * before, and leaving that cache as it was for the prints after. */
Test(print_options, spelling_bypasses_the_cached_text)
{
	PirProgram *prog = parse();
	char *before = print(prog, NULL); /* caches today's text */
	PirTextSpelling old = {.era = "x", .tensor = "pd_op.tensor", .stringKind = true, .oneSpaceIndent = true,
			       .unquotedIf = true, .argNoUnderscore = true};
	PirPrintOptions o = {.spelling = &old};
	char *era = print(prog, &o);
	cr_assert(strstr(era, " (%0) = pd_op.if (%arg0) {_s:(String)0123456789} -> pd_op.tensor<2xf32>{\n"), "%s", era);
	cr_assert(strstr(era, "\n () = \"cf.yield\" (%arg1) {} : (pd_op.tensor<2xf32>) -> \n"), "%s", era);
	cr_assert_null(strstr(era, " tensor<"), "%s", era);
	char *after = print(prog, NULL);
	cr_assert_str_eq(after, before);
	cr_assert_null(strstr(after, "pd_op.tensor"), "%s", after);
	PirTextSpelling dims = {.era = "y", .tensor = "builtin.tensor", .questionDims = true, .arrayKind = true};
	o.spelling = &dims;
	char *b = print(prog, &o);
	cr_assert(strstr(b, "        () = \"cf.yield\" (%arg_1) {} : (builtin.tensor<2xf32>) -> \n"), "%s", b);
	free(before);
	free(era);
	free(after);
	free(b);
	pirProgramDestroy(prog);
}
