/* test_c_api.c: the parts of pir.h added for library users: a context that
 * already knows the shipped dialects, reading a file in one call, and the
 * pass manager handle. The tests call nothing but pir.h, as a user would
 * (test_helpers.h only for the leak check). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/pir.h"
#include "test_helpers.h"

static char path[64];
static int errors;
static char lastError[512];

static void capture(const PirDiagnostic *d, void *ud)
{
	(void)ud;
	if (d->severity == PIR_SEV_ERROR) {
		errors++;
		snprintf(lastError, sizeof lastError, "%u:%u: %s", d->loc.line, d->loc.col, d->message);
	}
}

static void writeFile(const char *text)
{
	strcpy(path, "/tmp/pir-c-api-XXXXXX");
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	FILE *f = fdopen(fd, "w");
	fputs(text, f);
	fclose(f);
}

static void cleanup(void)
{
	if (path[0])
		remove(path);
}

static void finish(void)
{
	cleanup();
	leakCheck();
}

TestSuite(c_api, .fini = finish);

static const char *twoTanh =
	"{\n"
	"    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>\n"
	"    (%1) = \"pd_op.tanh\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
	"    (%2) = \"pd_op.tanh\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
	"    (%3) = \"pd_op.add\" (%1, %2) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n"
	"    () = \"builtin.shadow_output\" (%3) {output_name:\"out\"} : (tensor<2xf32>) ->\n"
	"}\n";

Test(c_api, context_knows_the_shipped_dialects)
{
	PirContext *ctx = pirContextCreate();
	cr_assert_not_null(ctx);
	PirOpInfo *relu = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, "pd_op.relu"));
	cr_assert(relu && relu->registered);
	cr_assert(pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, "builtin.module"))->registered);
	pirContextDestroy(ctx);

	ctx = pirContextCreateEmpty();
	relu = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, "pd_op.relu"));
	cr_assert(!relu || !relu->registered);
	cr_assert(pirDialectsLoadBuiltin(ctx));
	cr_assert(pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, "pd_op.relu"))->registered);
	pirContextDestroy(ctx);
}

/* A program's top-level op is the one whose YAML gives it the module role. */
Test(c_api, program_is_made_of_the_module_role_op)
{
	PirContext *ctx = pirContextCreate();
	PirOpInfo *m = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_MODULE);
	cr_assert(m && m->registered);
	cr_assert_str_eq(m->name->str, "builtin.module");
	PirProgram *prog = pirProgramCreate(ctx);
	cr_assert_eq(pirOperationGetInfo(prog->module), m);
	cr_assert_eq(prog->module->numRegions, 1);
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
}

Test(c_api, parse_file_then_run_cse)
{
	writeFile(twoTanh);
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	PirProgram *prog = pirProgramParseFile(ctx, path, NULL);
	cr_assert_not_null(prog, "%s", lastError);
	cr_assert(pirProgramVerify(prog));
	PirPassManager *pm = pirPassManagerCreate(ctx);
	cr_assert(pirPassManagerAddPipeline(pm, "builtin.module(cse)"));
	cr_assert(pirPassManagerRun(pm, prog));
	cr_assert(pirPassManagerChanged(pm));
	/* The add now reads the first tanh twice; the second is gone. */
	size_t len;
	char *text = pirProgramToString(prog, &len);
	cr_assert_not_null(strstr(text, "(%2) = \"pd_op.add\" (%1, %1)"), "%s", text);
	cr_assert_null(strstr(text, "(%2) = \"pd_op.tanh\""), "%s", text);
	free(text);
	/* A second run finds nothing more to do. */
	cr_assert(pirPassManagerRun(pm, prog));
	cr_assert_not(pirPassManagerChanged(pm));
	cr_assert_eq(errors, 0);
	pirPassManagerDestroy(pm);
	pirProgramDestroy(prog);
	pirContextDestroy(ctx);
}

Test(c_api, errors_come_back_as_diagnostics)
{
	PirContext *ctx = pirContextCreate();
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	cr_assert_null(pirProgramParseFile(ctx, "/nonexistent/x.pir", NULL));
	cr_assert_eq(errors, 1);
	cr_assert_not_null(strstr(lastError, "cannot open the file"), "%s", lastError);

	writeFile("{\n    (%0) = \"pd_op.relu\" (%9) {} : (tensor<2xf32>) -> tensor<2xf32>\n}\n");
	cr_assert_null(pirProgramParseFile(ctx, path, NULL));
	cr_assert_eq(errors, 2);
	cr_assert_eq(strncmp(lastError, "2:", 2), 0, "%s", lastError);

	cleanup();
	writeFile("{\n}\n{\n}\n");
	cr_assert_null(pirProgramParseFile(ctx, path, NULL));
	cr_assert_not_null(strstr(lastError, "more than one program"), "%s", lastError);

	PirPassManager *pm = pirPassManagerCreate(ctx);
	cr_assert_not(pirPassManagerAddPipeline(pm, "cse,no-such-pass"));
	cr_assert_not_null(strstr(lastError, "no-such-pass"), "%s", lastError);
	pirPassManagerDestroy(pm);
	pirContextDestroy(ctx);
}

Test(c_api, registered_passes_are_listed)
{
	const char *summary = NULL;
	cr_assert_str_eq(pirPassGetArgument(0, &summary), "cse");
	cr_assert_not_null(summary);
	size_t n = 0;
	bool dce = false;
	for (const char *a; (a = pirPassGetArgument(n, NULL)); n++)
		dce = dce || !strcmp(a, "dce");
	cr_assert(dce);
	cr_assert_geq(n, 6);
	cr_assert_null(pirPassGetArgument(n, &summary));
}

/* An op's definition as --show-op prints it; an unknown name gives NULL
 * and the closest registered op's name. */
Test(c_api, op_definition_text_and_suggestion)
{
	PirContext *ctx = pirContextCreate();
	const char *s = "unset";
	char *text = pirContextGetOpDefinition(ctx, "pd.relu", &s);
	cr_assert_not_null(text);
	cr_assert_null(s);
	cr_assert(!strncmp(text, "pd_op.relu: ", 12), "%s", text);
	cr_assert_not_null(strstr(text, "\n  inputs:\n    x: tensor"));
	free(text);
	cr_assert_null(pirContextGetOpDefinition(ctx, "relu", &s));
	cr_assert_str_eq(s, "pd_op.relu");
	cr_assert_null(pirContextGetOpDefinition(ctx, "zzzzzzzzzzzz.qqqqqqqqqqq", &s));
	cr_assert_null(s);
	cr_assert_null(pirContextGetOpDefinition(ctx, "relu", NULL));
	pirContextDestroy(ctx);
}

/* What a builder asks of an op's definition: its attributes' kinds, its
 * result count; then the rule's result types and the definition's checks
 * on the op built. */
Test(c_api, op_definition_queries_for_builders)
{
	PirContext *ctx = pirContextCreate();
	uint32_t kinds = 0;
	PirAttrKind prefer;
	PirAttribute *deflt = NULL;
	cr_assert_eq(pirContextGetOpAttributeKinds(ctx, "pd_op.split_with_num", "axis", &kinds, &prefer, &deflt), 1);
	cr_assert(kinds & (1u << PIR_ATTR_INT32));
	cr_assert_eq(prefer, PIR_ATTR_INT32);
	cr_assert_null(deflt); /* required */
	cr_assert_eq(pirContextGetOpAttributeKinds(ctx, "pd_op.mean", "keepdim", &kinds, &prefer, &deflt), 1);
	cr_assert_eq(kinds, 1u << PIR_ATTR_BOOL);
	cr_assert_eq(prefer, PIR_ATTR_KIND_COUNT);
	cr_assert(deflt && pirAttributeGetKind(deflt) == PIR_ATTR_BOOL);
	cr_assert_eq(pirContextGetOpAttributeKinds(ctx, "pd_op.mean", "stop_gradient", &kinds, NULL, NULL), 1);
	cr_assert_eq(kinds, 0); /* any op's */
	cr_assert_eq(pirContextGetOpAttributeKinds(ctx, "pd_op.mean", "nosuch", NULL, NULL, NULL), 0);
	cr_assert_eq(pirContextGetOpAttributeKinds(ctx, "pd_op.nosuch", "axis", NULL, NULL, NULL), -1);
	cr_assert_eq(pirContextGetOpNumResults(ctx, "pd_op.relu"), 1);
	cr_assert_eq(pirContextGetOpNumResults(ctx, "pd_op.reshape"), 1); /* today's form: no xshape */
	cr_assert_eq(pirContextGetOpNumResults(ctx, "pd_op.nosuch"), -1);

	PirProgram *p = pirProgramCreate(ctx);
	PirBuilder b;
	pirBuilderInit(&b, p);
	pirBuilderSetInsertionPointToEnd(&b, pirProgramGetBlock(p));
	int64_t shape[] = {2, 3};
	PirNamedAttr fa[] = {
		{pirIdentGetCStr(ctx, "shape"), pirAttrGetIntArray(ctx, 2, shape)},
		{pirIdentGetCStr(ctx, "value"), pirAttrGetDouble(ctx, 1)},
		{pirIdentGetCStr(ctx, "dtype"), pirAttrGetDataType(ctx, "float32", 7)},
		{pirIdentGetCStr(ctx, "place"), pirAttrGetText(ctx, PIR_ATTR_PLACE, "cpu", 3)},
	};
	PirType *null = pirTypeGetNull(ctx);
	PirOperation *full = pirBuilderCreateOp(&b, "pd_op.full", 0, NULL, 1, &null, pirAttrDictGet(ctx, 4, fa, NULL), 0);
	cr_assert(pirOperationInferResultTypes(full));
	char *t = pirTypeToString(ctx, pirValueGetType(pirOperationGetResult(full, 0)));
	cr_assert_str_eq(t, "tensor<2x3xf32>");
	free(t);
	cr_assert(pirOperationVerifyDefinition(full));
	/* split_with_num of 3 columns into 2: the rule rejects it, as the verifier does */
	PirValue *x = pirOperationGetResult(full, 0);
	PirNamedAttr sa[] = {{pirIdentGetCStr(ctx, "num"), pirAttrGetInt32(ctx, 2)},
			     {pirIdentGetCStr(ctx, "axis"), pirAttrGetInt32(ctx, 1)}};
	pirContextSetDiagnosticHandler(ctx, capture, NULL);
	errors = 0;
	PirOperation *split = pirBuilderCreateOp(&b, "pd_op.split_with_num", 1, &x, 1, &null, pirAttrDictGet(ctx, 2, sa, NULL), 0);
	cr_assert_not(pirOperationInferResultTypes(split));
	cr_assert_eq(errors, 1);
	cr_assert_eq(pirValueGetType(pirOperationGetResult(split, 0)), null); /* unchanged */
	cr_assert_not(pirOperationVerifyDefinition(split));
	pirProgramDestroy(p);
	pirContextDestroy(ctx);
}
