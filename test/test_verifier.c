/* test_verifier.c: pirProgramVerify accepts well-formed programs and
 * rejects, with a diagnostic at the offending op, structural SSA errors
 * (use before definition in a block, a value used outside the region that
 * defines it, a terminator that is not last, a use of the result of an
 * erased or never inserted op) and violations of the op definitions loaded
 * from the built-in dialect YAML (operand/result counts, type constraints,
 * required attributes, attribute kinds, region counts, region terminators,
 * the C verify hooks of pd_op.if / pd_op.while / cf.yield). */
#include <signal.h>
#include "test_helpers.h"

#include "../dialects/dialects.h"

static DiagLog diags;

static void setup(void)
{
	fixtureOpen();
	diagListen(ctx, &diags);
	cr_assert(pirDialectsLoadBuiltin(ctx));
	cr_assert_eq(diags.count, 0, "loading the dialects: %s", diags.msg[0]);
	fixtureProgram();
}

TestSuite(verifier, .init = setup, .fini = fixtureClose);

/* Parses one program from text (the text must stay alive: it is kept by
 * the context for diagnostics, so callers pass string literals). */
static PirProgram *parse(const char *text)
{
	PirParser *p = pirParserCreate(ctx, "v.pir", text, strlen(text), NULL);
	PirProgram *r = pirParserParseProgram(p);
	cr_assert_not_null(r, "parse failed: %s", diags.msg[0]);
	cr_assert_not(pirParserFailed(p));
	pirParserDestroy(p);
	return r;
}

/* Verifies a parsed program that must fail with one diagnostic containing
 * `needle` at line:col. */
static void expectFailure(const char *text, const char *needle, uint32_t line, uint32_t col)
{
	PirProgram *p = parse(text);
	cr_assert_eq(diags.count, 0, "unexpected parse diagnostic: %s", diags.msg[0]);
	cr_assert_not(pirProgramVerify(p), "verifier accepted a program that breaks: %s", needle);
	int i = diagFind(&diags, needle);
	cr_assert_geq(i, 0, "no diagnostic contains \"%s\"; first was \"%s\"", needle, diags.msg[0]);
	cr_assert_eq(diags.sev[i], PIR_SEV_ERROR);
	cr_assert_str_eq(diags.file[i], "v.pir");
	cr_assert_eq(diags.line[i], line, "\"%s\" at line %u, expected %u", diags.msg[i], diags.line[i], line);
	cr_assert_eq(diags.col[i], col, "\"%s\" at col %u, expected %u", diags.msg[i], diags.col[i], col);
	pirProgramDestroy(p);
}

static void expectOk(PirProgram *p)
{
	bool ok = pirProgramVerify(p);
	cr_assert(ok, "verifier rejected a good program: %s", diags.msg[0]);
	cr_assert_eq(diags.count, 0, "diagnostic on a good program: %s", diags.msg[0]);
}

/* ---------------------------------------------------------- good programs */

Test(verifier, accepts_empty_program)
{
	expectOk(prog);
}

Test(verifier, accepts_built_program)
{
	PirValue *arg = pirBlockAddArgument(prog, top, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	PirOperation *a = addOp(prog, top, "t.a", 1, &arg, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *x = addOp(prog, top, "t.x", 1, &v, 1, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(x, 0));
	PirValue *iarg = pirBlockAddArgument(prog, inner, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	PirValue *ops[] = {v, arg, iarg};
	PirOperation *n = addOp(prog, inner, "t.n", 3, ops, 1, 0);
	PirValue *nv = pirOperationGetResult(n, 0);
	addOp(prog, inner, "t.n2", 1, &nv, 0, 0);
	PirValue *xv = pirOperationGetResult(x, 0);
	PirValue *ops2[] = {xv, v, NULL};
	addOp(prog, top, "t.end", 3, ops2, 0, 0);
	cr_assert(pirOperationVerifyDefinition(a), "unregistered ops have no definition to break");
	expectOk(prog);
}

Test(verifier, accepts_parsed_program_with_control_flow)
{
	PirProgram *p = parse(
		"{\n"
		"    (%0) = \"pd_op.data\" () {dtype:(pd_op.DataType)float32,name:\"x\",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf32>\n"
		"    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)5} : () -> tensor<1xf32>\n"
		"    (%2) = \"pd_op.less_than\" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>\n"
		"    (%3) = \"pd_op.if\" (%2) {} -> tensor<1xf32> {\n"
		"        (%4) = \"pd_op.add\" (%0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
		"        () = \"cf.yield\" (%4) {} : (tensor<1xf32>) ->\n"
		"    } else {\n"
		"        () = \"cf.yield\" (%0) {} : (tensor<1xf32>) ->\n"
		"    }\n"
		"    (%5) = \"pd_op.while\" (cond=%2, inputs=%3) {\n"
		"    ^%arg_0\n"
		"        (%6) = \"pd_op.add\" (%arg_0, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
		"        (%7) = \"pd_op.less_than\" (%6, %1) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>\n"
		"        () = \"cf.yield\" (%7, %6) {} : (tensor<1xb>, tensor<1xf32>) ->\n"
		"    }\n"
		"    () = \"builtin.shadow_output\" (%5) {output_name:\"out\"} : (tensor<1xf32>) ->\n"
		"}\n");
	expectOk(p);
	/* Printing numbers values through the same scratch fields the
	 * verifier uses; verifying again after printing must still pass. */
	size_t len;
	char *s = pirProgramToString(p, &len);
	free(s);
	expectOk(p);
	pirProgramDestroy(p);
}

Test(verifier, values_of_earlier_blocks_visible_in_later_blocks)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 0, 1);
	PirBlock *b0 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirBlock *b1 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirOperation *a = addOp(prog, b0, "t.a", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, b1, "t.u", 1, &v, 0, 0);
	expectOk(prog);
}

/* ------------------------------------------------------ structural errors */

Test(verifier, rejects_use_before_def_in_block)
{
	PirOperation *a = mkOp(prog, "t.def", 0, NULL, 1, 0);
	pirOperationSetLoc(a, (PirLocation){pirIdentGetCStr(ctx, "b.pir"), 4, 5});
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u = addOp(prog, top, "t.use", 1, &v, 0, 0);
	pirOperationSetLoc(u, (PirLocation){pirIdentGetCStr(ctx, "b.pir"), 3, 5});
	pirBlockAppendOp(top, a);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "'t.use' op operand #0 |used before it is defined|4:5"), "%s", diags.msg[0]);
	cr_assert_eq(diags.line[0], 3);
	cr_assert_str_eq(diags.file[0], "b.pir");
	/* moving the user after the definition fixes it */
	pirOperationRemoveFromBlock(u);
	pirBlockAppendOp(top, u);
	diags.count = 0;
	expectOk(prog);
}

/* The verifier marks values in their state words, which other algorithms
 * use too: after the printer numbered the values (value #3 has the word
 * 4, the verifier's bit), a use moved before its definition is still
 * found. A program no run has owned is trusted to have no marks, so a
 * detached op printed on its own (no run: its results are numbered 0 to
 * 3) must not keep its numbers when it joins one. */
static PirOperation *fourResults(void)
{
	return mkOp(prog, "t.def", 0, NULL, 4, 0);
}

Test(verifier, rejects_use_before_def_after_printing)
{
	for (int i = 0; i < 3; i++)
		addOp(prog, top, "t.pad", 0, NULL, 1, 0);
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	PirOperation *u = addOp(prog, top, "t.use", 1, &v, 0, 0);
	expectOk(prog);
	char *text = pirProgramToString(prog, NULL);
	cr_assert(strstr(text, "(%3) = \"t.def\""), "%s", text);
	free(text);
	pirOperationRemoveFromBlock(u);
	pirBlockInsertOpBefore(top, a, u);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "used before it is defined"), 0);
}

Test(verifier, rejects_use_before_def_of_op_printed_alone)
{
	PirOperation *a = fourResults();
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	pirPrintOperation(a, f);
	fclose(f);
	cr_assert(strstr(buf, "%3"), "%s", buf);
	free(buf);
	PirValue *v = pirOperationGetResult(a, 3);
	addOp(prog, top, "t.use", 1, &v, 0, 0);
	pirBlockAppendOp(top, a);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "used before it is defined"), 0);
}

Test(verifier, rejects_self_use)
{
	PirValue *none = NULL;
	PirOperation *a = addOp(prog, top, "t.a", 1, &none, 1, 0);
	/* the op's own result as its operand */
	pirOperationSetOperand(a, 0, pirOperationGetResult(a, 0));
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "'t.a' op operand #0"), 0);
}

Test(verifier, rejects_value_used_outside_its_region)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 0, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(x, 0));
	PirOperation *n = addOp(prog, inner, "t.n", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(n, 0);
	addOp(prog, top, "t.after", 1, &v, 0, 0);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "'t.after' op operand #0 |region that does not enclose it"), "%s",
		  diags.msg[0]);
}

Test(verifier, rejects_block_argument_used_outside_its_region)
{
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 0, 2);
	PirBlock *r0 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirBlock *r1 = addBlock(prog, pirOperationGetRegion(x, 1));
	PirValue *arg = pirBlockAddArgument(prog, r0, pirTypeGetScalar(ctx, PIR_TYPE_F32));
	addOp(prog, r0, "t.ok", 1, &arg, 0, 0);
	addOp(prog, r1, "t.sibling", 1, &arg, 0, 0); /* the other region of the same op */
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 1);
	cr_assert_geq(diagFind(&diags, "'t.sibling' op operand #0 |region that does not enclose it"), 0);
}

Test(verifier, rejects_value_of_later_block_used_in_earlier_block)
{
	/* A value of a later block used in an earlier block of the same region. */
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 0, 1);
	PirBlock *b0 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirBlock *b1 = addBlock(prog, pirOperationGetRegion(x, 0));
	PirOperation *a = addOp(prog, b1, "t.a", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, b0, "t.early", 1, &v, 0, 0);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "'t.early' op operand #0"), 0);
}

Test(verifier, rejects_terminator_not_last)
{
	PirOpInfo *term = testInfo(ctx, "t.term");
	term->traits |= PIR_TRAIT_TERMINATOR;
	PirOperation *x = addOp(prog, top, "t.x", 0, NULL, 0, 1);
	PirBlock *inner = addBlock(prog, pirOperationGetRegion(x, 0));
	addOp(prog, inner, "t.term", 0, NULL, 0, 0);
	addOp(prog, inner, "t.after", 0, NULL, 0, 0);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "'t.term' op |terminator|not the last op"), "%s", diags.msg[0]);
	/* last is fine */
	pirOperationErase(inner->last);
	diags.count = 0;
	expectOk(prog);
}

Test(verifier, rejects_parsed_yield_not_last)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    (%1) = \"pd_op.if\" (%0) {} -> tensor<1xb> {\n"
		      "        () = \"cf.yield\" (%0) {} : (tensor<1xb>) ->\n"
		      "        (%2) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    } else {\n"
		      "        () = \"cf.yield\" (%0) {} : (tensor<1xb>) ->\n"
		      "    }\n"
		      "}\n",
		      "'cf.yield' op |terminator|not the last op", 4, 9);
}

/* Erasing an op whose result is still used is a bug in the caller: the
 * invariant is asserted at the erase, where the mistake is made. */
Test(verifier, erasing_a_used_op_asserts, .signal = SIGABRT)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, top, "t.use", 1, &v, 0, 0);
	expectOk(prog);
	pirOperationErase(a); /* wrongly, while its result is still used */
}

/* A use of a value whose op was taken out of the program (removed from its
 * block, not erased) is still found by the verifier. */
Test(verifier, rejects_use_of_removed_op_result)
{
	PirOperation *a = addOp(prog, top, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, top, "t.use", 1, &v, 0, 0);
	expectOk(prog);
	pirOperationRemoveFromBlock(a);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "'t.use' op operand #0 |erased or never inserted"), "%s", diags.msg[0]);
}

Test(verifier, rejects_use_of_never_inserted_op_result)
{
	PirOperation *a = mkOp(prog, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, top, "t.use", 1, &v, 0, 0);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "erased or never inserted"), 0);
}

Test(verifier, reports_every_error)
{
	PirOperation *a = mkOp(prog, "t.def", 0, NULL, 1, 0);
	PirValue *v = pirOperationGetResult(a, 0);
	addOp(prog, top, "t.use1", 1, &v, 0, 0);
	addOp(prog, top, "t.use2", 1, &v, 0, 0);
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_eq(diags.count, 2);
	cr_assert_geq(diagFind(&diags, "'t.use1'"), 0);
	cr_assert_geq(diagFind(&diags, "'t.use2'"), 0);
	cr_assert_eq(pirContextGetErrorCount(ctx), 2);
}

/* ------------------------------------------------------ definition rules */

Test(verifier, rejects_operand_count)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>\n"
		      "  (%1) = \"pd_op.relu\" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.relu' op expects 1 operand|has 2", 3, 3);
}

Test(verifier, rejects_missing_operand)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>\n"
		      "    (%1) = \"pd_op.add\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.add' op expects 2 operands|has 1", 3, 5);
}

Test(verifier, rejects_null_for_required_operand)
{
	expectFailure("{\n"
		      "    (%1) = \"pd_op.relu\" (<<NULL VALUE>>) {} : (<<NULL TYPE>>) -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.relu' op operand #0 |'x'|required|<<NULL VALUE>>", 2, 5);
}

Test(verifier, rejects_operand_type_constraint)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>\n"
		      "    (%1) = \"builtin.combine\" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]\n"
		      "    (%2) = \"pd_op.relu\" (%1) {} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.relu' op operand #0 |'x'|must be |tensor|but has type vec[tensor<2xf32>,tensor<2xf32>]", 4,
		      5);
}

Test(verifier, rejects_result_type_constraint)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>\n"
		      "    (%1) = \"pd_op.less_than\" (%0, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.less_than' op result #0 |'out'|bool_tensor|but has type tensor<2xf32>", 3, 5);
}

Test(verifier, rejects_missing_required_attribute)
{
	expectFailure("{\n"
		      "    (%0) = \"builtin.parameter\" () {} : () -> tensor<2xf32>\n"
		      "}\n",
		      "'builtin.parameter' op requires attribute 'parameter_name'", 2, 5);
}

Test(verifier, rejects_wrong_attribute_kind)
{
	expectFailure("{\n"
		      "    (%0) = \"builtin.parameter\" () {parameter_name:(Int32)1} : () -> tensor<2xf32>\n"
		      "}\n",
		      "'builtin.parameter' op attribute 'parameter_name' must be |str|but is int32", 2, 36);
	diags.count = 0;
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.DataType)float32,value:(Float)0} : () -> tensor<2xf32>\n"
		      "}\n",
		      "'pd_op.full' op attribute 'shape' must be |int_array|but is data_type", 2, 89);
}

Test(verifier, rejects_wrong_attribute_kind_on_built_op)
{
	PirOpInfo *info = pirContextLookupOpInfo(ctx, pirIdentGetCStr(ctx, "builtin.parameter"));
	cr_assert_not_null(info);
	cr_assert(info->registered);
	PirType *t = pirTypeGetTensor(ctx, pirTypeGetScalar(ctx, PIR_TYPE_F32), 0, NULL);
	PirOperationState st = {.info = info, .numResults = 1, .resultTypes = &t};
	PirOperation *op = pirOperationCreate(prog, &st);
	pirBlockAppendOp(top, op);
	cr_assert_not(pirOperationVerifyDefinition(op));
	cr_assert_geq(diagFind(&diags, "requires attribute 'parameter_name'"), 0);
	diags.count = 0;
	pirOperationSetAttr(op, "parameter_name", pirAttrGetBool(ctx, true));
	cr_assert_not(pirProgramVerify(prog));
	cr_assert_geq(diagFind(&diags, "attribute 'parameter_name' must be |str|but is bool"), 0);
	diags.count = 0;
	pirOperationSetAttr(op, "parameter_name", pirAttrGetStr(ctx, "w", 1));
	expectOk(prog);
}

Test(verifier, rejects_region_count)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    () = \"pd_op.if\" (%0) {} : (tensor<1xb>) -> {\n"
		      "    }\n"
		      "}\n",
		      "'pd_op.if' op expects 2 to 3 regions|has 1", 3, 5);
	diags.count = 0;
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<1xb>) -> tensor<1xb> {\n"
		      "    }\n"
		      "}\n",
		      "'pd_op.relu' op expects 0 regions|has 1", 3, 5);
}

Test(verifier, rejects_region_without_its_terminator)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    (%1) = \"pd_op.if\" (%0) {} -> tensor<1xb> {\n"
		      "        () = \"cf.yield\" (%0) {} : (tensor<1xb>) ->\n"
		      "    } else {\n"
		      "        (%2) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    }\n"
		      "}\n",
		      "'pd_op.if' op |else region|must end with 'cf.yield'|last op is 'pd_op.full'", 3, 5);
}

Test(verifier, rejects_if_yield_type_mismatch)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		      "    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		      "    (%2) = \"pd_op.if\" (%0) {} -> tensor<1xb> {\n"
		      "        () = \"cf.yield\" (%0) {} : (tensor<1xb>) ->\n"
		      "    } else {\n"
		      "        () = \"cf.yield\" (%1) {} : (tensor<1xf32>) ->\n"
		      "    }\n"
		      "}\n",
		      "'pd_op.if' op else region|tensor<1xf32>|result #0 has type tensor<1xb>", 4, 5);
}

Test(verifier, rejects_while_with_non_bool_condition)
{
	expectFailure("{\n"
		      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		      "    (%1) = \"pd_op.while\" (cond=%0, inputs=%0) {\n"
		      "    ^%arg_0\n"
		      "        () = \"cf.yield\" (%0, %arg_0) {} : (tensor<1xf32>, tensor<1xf32>) ->\n"
		      "    }\n"
		      "}\n",
		      "'pd_op.while' op |condition|must be a bool tensor|has type tensor<1xf32>", 3, 5);
}

Test(verifier, rejects_yield_at_top_level)
{
	expectFailure("{\n"
		      "    () = \"cf.yield\" () {} : () ->\n"
		      "}\n",
		      "'cf.yield' op |region of an op|not at the top level", 2, 5);
}

Test(verifier, registered_defaults_make_attributes_optional)
{
	/* pd_op.full: Paddle gives dtype and place defaults (float32, CPUPlace),
	 * not shape and value. */
	PirProgram *p = parse("{\n    (%0) = \"pd_op.full\" () {shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xf32>\n}\n");
	expectOk(p);
	pirProgramDestroy(p);
	expectFailure("{\n    (%0) = \"pd_op.full\" () {shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>\n}\n",
		      "'pd_op.full' op requires attribute 'value' (scalar), but it is missing", 2, 5);
}

Test(verifier, marks_left_by_another_run_do_not_hide_errors)
{
	/* The verifier does not clear the state words of a program the reader
	 * just made (they are all 0); once another algorithm has run, a mark it
	 * left on %0 must not make %0 look defined before its op. */
	PirProgram *p = parse("{\n"
			      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
			      "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
			      "}\n");
	expectOk(p);
	PirBlock *b = pirOperationGetRegion(p->module, 0)->first;
	PirOperation *full = b->first;
	pirProgramBeginRun(p, "test");
	pirOperationGetResult(full, 0)->state = 1;
	pirProgramEndRun(p, "test");
	pirOperationRemoveFromBlock(full);
	pirBlockAppendOp(b, full); /* now after its user */
	cr_assert_not(pirProgramVerify(p));
	cr_assert_geq(diagFind(&diags, "used before it is defined"), 0, "%s", diags.count ? diags.msg[0] : "no diagnostic");
	pirProgramDestroy(p);
}
