/* test_parser.c: reading whole programs: ops with regions (pd_op.if and
 * pd_op.while in Paddle's printed forms and in the generic form, blocks
 * with labels, arguments and successors), the canonical output reading
 * back identically, implicit inputs (PirParseOptions.allowUndefinedValues),
 * several programs in one buffer, old spellings, PirParseOptions.firstLine
 * in diagnostics, and parse errors reported at their exact line:col. */
#include "../dialects/dialects.h"
#include "test_helpers.h"

static DiagLog diags;

static void setup(void)
{
	fixtureDialects(&diags);
}

TestSuite(parser, .init = setup, .fini = fixtureCloseContext);

/* Texts passed to the parser are string literals: the context keeps
 * pointers to them for diagnostics. */
static PirProgram *parseWith(const char *text, const PirParseOptions *opts)
{
	PirParser *p = pirParserCreate(ctx, "p.pir", text, strlen(text), opts);
	PirProgram *prog = pirParserParseProgram(p);
	cr_assert_not_null(prog, "parse failed: %u:%u: %s", diags.line[0], diags.col[0], diags.msg[0]);
	cr_assert_null(pirParserParseProgram(p), "more than one program");
	cr_assert_not(pirParserFailed(p));
	pirParserDestroy(p);
	cr_assert_eq(diags.count, 0, "%s", diags.msg[0]);
	return prog;
}

static PirProgram *parse(const char *text)
{
	return parseWith(text, NULL);
}

/* Prints prog, checks the text reads back, verifies and prints the same;
 * returns the text (caller frees). */
static char *roundTrip(PirProgram *prog)
{
	cr_assert(pirProgramVerify(prog), "%s", diags.msg[0]);
	size_t len;
	char *s = pirProgramToString(prog, &len);
	PirParser *p = pirParserCreate(ctx, "printed", s, len, NULL);
	PirProgram *again = pirParserParseProgram(p);
	cr_assert_not_null(again, "printed text does not read back: %u:%u: %s\n%s", diags.line[0], diags.col[0],
			   diags.msg[0], s);
	pirParserDestroy(p);
	cr_assert(pirProgramVerify(again), "%s", diags.msg[0]);
	char *s2 = pirProgramToString(again, NULL);
	cr_assert_str_eq(s, s2);
	free(s2);
	pirProgramDestroy(again);
	return s;
}

/* Parses text that must fail with one error containing `needle` at
 * line:col. */
static void expectError(const char *text, const PirParseOptions *opts, const char *needle, uint32_t line,
			uint32_t col)
{
	diags.count = 0;
	PirParser *p = pirParserCreate(ctx, "bad.pir", text, strlen(text), opts);
	PirProgram *prog = pirParserParseProgram(p);
	cr_assert_null(prog, "accepted bad input (expected '%s')", needle);
	cr_assert(pirParserFailed(p));
	cr_assert_null(pirParserParseProgram(p), "parsing continues after an error");
	pirParserDestroy(p);
	cr_assert_eq(diags.count, 1, "%d diagnostics; first '%s'", diags.count, diags.msg[0]);
	cr_assert_eq(diags.sev[0], PIR_SEV_ERROR);
	cr_assert(diagMatches(diags.msg[0], needle), "diagnostic '%s' lacks '%s'", diags.msg[0], needle);
	cr_assert_str_eq(diags.file[0], "bad.pir");
	cr_assert_eq(diags.line[0], line, "'%s' at line %u, expected %u", diags.msg[0], diags.line[0], line);
	cr_assert_eq(diags.col[0], col, "'%s' at col %u, expected %u", diags.msg[0], diags.col[0], col);
}

static PirOperation *nthOp(PirBlock *b, int n)
{
	PirOperation *o = b->first;
	while (o && n--)
		o = pirOperationGetNextInBlock(o);
	cr_assert_not_null(o);
	return o;
}

/* ------------------------------------------------------------------ if */

#define IF_PRELUDE                                                                                                    \
	"    (%0) = \"pd_op.data\" () {dtype:(pd_op.DataType)float32,name:\"i\",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> pd_op.tensor<1xf32>\n" \
	"    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[],stop_gradient:[true],value:(Float)3} : () -> pd_op.tensor<f32>\n" \
	"    (%2) = \"pd_op.greater_equal\" (%0, %1) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<f32>) -> pd_op.tensor<1xb>\n"

static const char ifUnquoted[] = "{\n" IF_PRELUDE
				 "    (%3) = pd_op.if (%2) {stop_gradient:[true]} -> pd_op.tensor<1xf32>\n"
				 "    {\n"
				 "        (%4) = \"pd_op.add\" (%0, %0) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>\n"
				 "        () = \"cf.yield\" (%4) {} : (pd_op.tensor<1xf32>) ->\n"
				 "    } else {\n"
				 "        (%5) = \"pd_op.subtract\" (%0, %0) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>\n"
				 "        () = \"cf.yield\" (%5) {} : (pd_op.tensor<1xf32>) ->\n"
				 "    }\n"
				 "}\n";

static const char ifQuoted[] = "{\n" IF_PRELUDE
			       "    (%3) = \"pd_op.if\" (%2) {stop_gradient:[true]} -> pd_op.tensor<1xf32> {\n"
			       "        (%4) = \"pd_op.add\" (%0, %0) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>\n"
			       "        () = \"cf.yield\" (%4) {} : (pd_op.tensor<1xf32>) -> \n"
			       "    } else {\n"
			       "        (%5) = \"pd_op.subtract\" (%0, %0) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>\n"
			       "        () = \"cf.yield\" (%5) {} : (pd_op.tensor<1xf32>) -> \n"
			       "    }\n"
			       "}\n";

static const char ifGeneric[] = "{\n" IF_PRELUDE
				"    (%3) = \"pd_op.if\" (%2) {stop_gradient:[true]} : (tensor<1xb>) -> tensor<1xf32> {\n"
				"        (%4) = \"pd_op.add\" (%0, %0) {stop_gradient:[true]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
				"        () = \"cf.yield\" (%4) {} : (tensor<1xf32>) ->\n"
				"    } {\n"
				"        (%5) = \"pd_op.subtract\" (%0, %0) {stop_gradient:[true]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
				"        () = \"cf.yield\" (%5) {} : (tensor<1xf32>) ->\n"
				"    }\n"
				"}\n";

static void checkIfStructure(PirProgram *prog)
{
	PirBlock *top = pirProgramGetBlock(prog);
	cr_assert_eq(checkBlock(top), 4);
	PirOperation *ifop = nthOp(top, 3);
	cr_assert_str_eq(pirOperationGetName(ifop), "pd_op.if");
	cr_assert_eq(ifop->numOperands, 1);
	cr_assert_eq(pirOperationGetOperand(ifop, 0), pirOperationGetResult(nthOp(top, 2), 0));
	cr_assert_eq(ifop->numResults, 1);
	cr_assert_eq(pirOperationGetResultType(ifop, 0), pirParseTypeString(ctx, "tensor<1xf32>", "t"));
	cr_assert_eq(ifop->numRegions, 2);
	const char *names[2][2] = {{"pd_op.add", "cf.yield"}, {"pd_op.subtract", "cf.yield"}};
	for (uint32_t r = 0; r < 2; r++) {
		PirBlock *b = pirOperationGetRegion(ifop, r)->first;
		cr_assert_not_null(b);
		cr_assert_null(b->next);
		cr_assert_eq(b->numArgs, 0);
		cr_assert_eq(checkBlock(b), 2);
		cr_assert_str_eq(pirOperationGetName(b->first), names[r][0]);
		cr_assert_str_eq(pirOperationGetName(b->last), names[r][1]);
		/* the branch uses %0 from outside the region */
		cr_assert_eq(pirOperationGetOperand(b->first, 0), pirOperationGetResult(top->first, 0));
		cr_assert_eq(pirOperationGetOperand(b->last, 0), pirOperationGetResult(b->first, 0));
		cr_assert_eq(pirOperationGetParentOp(b->first), ifop);
	}
	cr_assert_eq(pirAttrDictLookup(pirOperationGetAttrDict(ifop), pirIdentGetCStr(ctx, "stop_gradient"))->kind,
	             PIR_ATTR_ARRAY);
}

Test(parser, if_forms_read_to_the_same_program)
{
	PirProgram *a = parse(ifUnquoted), *b = parse(ifQuoted), *c = parse(ifGeneric);
	checkIfStructure(a);
	checkIfStructure(b);
	checkIfStructure(c);
	char *sa = roundTrip(a), *sb = roundTrip(b), *sc = roundTrip(c);
	cr_assert_str_eq(sa, sb);
	cr_assert_str_eq(sa, sc);
	/* canonical: Paddle's 2024 if form */
	cr_assert(strstr(sa, "    (%3) = \"pd_op.if\" (%2) {stop_gradient:[true]} -> tensor<1xf32> {\n"
			     "        (%4) = \"pd_op.add\" (%0, %0) {stop_gradient:[true]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
			     "        () = \"cf.yield\" (%4) {} : (tensor<1xf32>) ->\n"
			     "    } else {\n"),
		  "unexpected canonical form:\n%s", sa);
	free(sa);
	free(sb);
	free(sc);
	pirProgramDestroy(a);
	pirProgramDestroy(b);
	pirProgramDestroy(c);
}

Test(parser, if_with_empty_else)
{
	PirProgram *p = parse("{\n"
			      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
			      "    () = \"pd_op.if\" (%0) {} -> {\n"
			      "        (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
			      "        () = \"cf.yield\" () {} : () ->\n"
			      "    } else {\n"
			      "    }\n"
			      "}\n");
	PirOperation *ifop = pirProgramGetBlock(p)->last;
	cr_assert_eq(ifop->numRegions, 2);
	cr_assert_eq(ifop->numResults, 0);
	PirBlock *e = pirOperationGetRegion(ifop, 1)->first;
	cr_assert(e == NULL || e->first == NULL, "the else region holds no op");
	free(roundTrip(p));
	pirProgramDestroy(p);
}

/* --------------------------------------------------------------- while */

#define WHILE_PRELUDE                                                                                                 \
	"    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)0} : () -> pd_op.tensor<1xi64>\n" \
	"    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)1} : () -> pd_op.tensor<1xi64>\n" \
	"    (%2) = \"pd_op.full\" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)10} : () -> pd_op.tensor<1xi64>\n" \
	"    (%3) = \"pd_op.less_than\" (%0, %2) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>\n"

static const char whilePaddle[] = "{\n" WHILE_PRELUDE
				  "    (%4) = \"pd_op.while\"(cond=%3, inputs=%0) {\n"
				  "    ^%arg_0\n"
				  "        (%5) = \"pd_op.add\" (%arg_0, %1) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>\n"
				  "        (%6) = \"pd_op.less_than\" (%5, %2) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>\n"
				  "        () = \"cf.yield\" (%6, %5) {} : (pd_op.tensor<1xb>, pd_op.tensor<1xi64>) ->\n"
				  "    }\n"
				  "}\n";

static const char whileNewest[] = "{\n" WHILE_PRELUDE
				  "    (%4) = \"pd_op.while\" (cond=%3, inputs=%0) {\n"
				  "    ^%arg_0 {stop_gradient:true}\n"
				  "        (%5) = \"pd_op.add\" (%arg_0, %1) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>\n"
				  "        (%6) = \"pd_op.less_than\" (%5, %2) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>\n"
				  "        () = \"cf.yield\" (%6, %5) {} : (pd_op.tensor<1xb>, pd_op.tensor<1xi64>) ->\n"
				  "    }\n"
				  "}\n";

static const char whileGeneric[] = "{\n" WHILE_PRELUDE
				   "    (%4) = \"pd_op.while\" (%3, %0) {} : (tensor<1xb>, tensor<1xi64>) -> tensor<1xi64> {\n"
				   "    ^bb0(%arg_0: tensor<1xi64>):\n"
				   "        (%5) = \"pd_op.add\" (%arg_0, %1) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n"
				   "        (%6) = \"pd_op.less_than\" (%5, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n"
				   "        () = \"cf.yield\" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->\n"
				   "    }\n"
				   "}\n";

static void checkWhileStructure(PirProgram *prog)
{
	PirBlock *top = pirProgramGetBlock(prog);
	cr_assert_eq(checkBlock(top), 5);
	PirOperation *w = top->last;
	PirType *i64t = pirParseTypeString(ctx, "tensor<1xi64>", "t");
	cr_assert_str_eq(pirOperationGetName(w), "pd_op.while");
	cr_assert_eq(w->numOperands, 2);
	cr_assert_eq(pirOperationGetOperand(w, 0), pirOperationGetResult(nthOp(top, 3), 0));
	cr_assert_eq(pirOperationGetOperand(w, 1), pirOperationGetResult(nthOp(top, 0), 0));
	cr_assert_eq(w->numResults, 1);
	cr_assert_eq(pirOperationGetResultType(w, 0), i64t, "the result type comes from the input");
	cr_assert_eq(w->numRegions, 1);
	PirBlock *body = pirOperationGetRegion(w, 0)->first;
	cr_assert_null(body->next);
	cr_assert_eq(body->numArgs, 1);
	cr_assert_eq(pirValueGetType(body->args[0]), i64t, "the block argument type comes from the input");
	cr_assert_eq(checkBlock(body), 3);
	cr_assert_eq(pirOperationGetOperand(body->first, 0), body->args[0]);
	cr_assert_eq(pirOperationGetOperand(body->first, 1), pirOperationGetResult(nthOp(top, 1), 0));
	cr_assert_str_eq(pirOperationGetName(body->last), "cf.yield");
	cr_assert_eq(body->last->numOperands, 2);
}

Test(parser, while_forms_read_to_the_same_program)
{
	PirProgram *a = parse(whilePaddle), *b = parse(whileNewest), *c = parse(whileGeneric);
	checkWhileStructure(a);
	checkWhileStructure(b);
	checkWhileStructure(c);
	char *sa = roundTrip(a), *sb = roundTrip(b), *sc = roundTrip(c);
	cr_assert_str_eq(sa, sb);
	cr_assert_str_eq(sa, sc);
	cr_assert(strstr(sa, "    (%4) = \"pd_op.while\" (cond=%3, inputs=%0) {\n"
			     "    ^%arg_0\n"
			     "        (%5) = \"pd_op.add\" (%arg_0, %1) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n"),
		  "unexpected canonical form:\n%s", sa);
	free(sa);
	free(sb);
	free(sc);
	pirProgramDestroy(a);
	pirProgramDestroy(b);
	pirProgramDestroy(c);
}

Test(parser, nested_control_flow)
{
	PirProgram *p = parse("{\n"
			      "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
			      "    (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
			      "    (%2) = \"pd_op.while\" (cond=%0, inputs=%1) {\n"
			      "    ^%arg_0\n"
			      "        (%3) = \"pd_op.if\" (%0) {} -> tensor<1xf32> {\n"
			      "            (%4) = \"pd_op.relu\" (%arg_0) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
			      "            () = \"cf.yield\" (%4) {} : (tensor<1xf32>) ->\n"
			      "        } else {\n"
			      "            () = \"cf.yield\" (%arg_0) {} : (tensor<1xf32>) ->\n"
			      "        }\n"
			      "        () = \"cf.yield\" (%0, %3) {} : (tensor<1xb>, tensor<1xf32>) ->\n"
			      "    }\n"
			      "}\n");
	PirOperation *w = pirProgramGetBlock(p)->last;
	PirBlock *body = pirOperationGetRegion(w, 0)->first;
	PirOperation *ifop = body->first;
	cr_assert_str_eq(pirOperationGetName(ifop), "pd_op.if");
	PirOperation *relu = pirOperationGetRegion(ifop, 0)->first->first;
	cr_assert_eq(pirOperationGetOperand(relu, 0), body->args[0]);
	cr_assert(pirOperationIsAncestor(w, relu));
	free(roundTrip(p));
	pirProgramDestroy(p);
}

Test(parser, generic_blocks_with_labels_and_successors)
{
	pirContextSetAllowUnregistered(ctx, true);
	PirProgram *p = parse("{\n"
			      "    (%0) = \"t.def\" () {} : () -> i32\n"
			      "    () = \"t.cfg\" () {} : () -> {\n"
			      "    ^bb0(%arg_0: i32, %arg_1: f32):\n"
			      "        () = \"t.br\" (%arg_0) [^bb1] {} : (i32) ->\n"
			      "    ^bb1:\n"
			      "        () = \"t.use\" (%0, %arg_1) {} : (i32, f32) ->\n"
			      "    }\n"
			      "}\n");
	PirOperation *cfg = pirProgramGetBlock(p)->last;
	PirRegion *r = pirOperationGetRegion(cfg, 0);
	PirBlock *b0 = r->first, *b1 = b0->next;
	cr_assert_not_null(b1);
	cr_assert_null(b1->next);
	cr_assert_eq(b0->numArgs, 2);
	cr_assert_eq(pirValueGetType(b0->args[1]), pirTypeGetScalar(ctx, PIR_TYPE_F32));
	cr_assert_eq(b0->first->numSuccessors, 1);
	cr_assert_eq(pirOperationGetSuccessors(b0->first)[0], b1);
	cr_assert_eq(pirOperationGetOperand(b1->first, 1), b0->args[1]);
	char *s = roundTrip(p);
	cr_assert(strstr(s, "    ^bb0(%arg_0: i32, %arg_1: f32):\n"
			    "        () = \"t.br\" (%arg_0) [^bb1] {} : (i32) ->\n"
			    "    ^bb1:\n"),
		  "%s", s);
	free(s);
	pirProgramDestroy(p);
}

/* ----------------------------------------------------- implicit inputs */

static const char excerpt[] = "    (%7) = \"pd_op.relu\" (%3) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
			      "    (%8) = \"pd_op.add\" (%7, %x) {} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>\n"
			      "    (%9) = \"pd_op.add\" (%3, %8) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n";

Test(parser, undefined_values_are_errors_by_default)
{
	expectError(excerpt, NULL, "undefined value '%3'", 1, 26);
}

Test(parser, implicit_inputs)
{
	PirParseOptions opts = {.allowUndefinedValues = true};
	PirProgram *p = parseWith(excerpt, &opts);
	PirBlock *top = pirProgramGetBlock(p);
	cr_assert_eq(top->numArgs, 2, "%%3 and %%x become the program's inputs (once each)");
	cr_assert_eq(pirValueGetType(top->args[0]), pirParseTypeString(ctx, "tensor<2xf32>", "t"));
	cr_assert_eq(pirValueGetType(top->args[1]), pirParseTypeString(ctx, "tensor<2xi32>", "t"));
	cr_assert_eq(checkBlock(top), 3);
	cr_assert_eq(pirOperationGetOperand(top->first, 0), top->args[0]);
	cr_assert_eq(pirOperationGetOperand(top->last, 0), top->args[0]);
	cr_assert_eq(checkUses(top->args[0]), 2);
	cr_assert_eq(pirOperationGetOperand(nthOp(top, 1), 1), top->args[1]);
	char *s = roundTrip(p);
	cr_assert(strstr(s, "^bb0(%arg_0: tensor<2xf32>, %arg_1: tensor<2xi32>):") != NULL, "%s", s);
	free(s);
	pirProgramDestroy(p);
}

Test(parser, implicit_input_type_mismatch)
{
	PirParseOptions opts = {.allowUndefinedValues = true};
	expectError("(%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
		    "(%2) = \"pd_op.relu\" (%0) {} : (tensor<3xf32>) -> tensor<3xf32>\n",
		    &opts, "operand #0|tensor<2xf32>|tensor<3xf32>", 2, 32);
}

Test(parser, implicit_input_without_type)
{
	PirParseOptions opts = {.allowUndefinedValues = true};
	expectError("{\n"
		    "    (%1) = \"pd_op.while\" (cond=%c, inputs=%0) {\n"
		    "    ^%arg_0\n"
		    "        () = \"cf.yield\" (%c) {} : (tensor<1xb>) ->\n"
		    "    }\n"
		    "}\n",
		    &opts, "cannot infer the type", 2, 43);
}

/* ----------------------------------------------- several programs, eras */

Test(parser, several_programs_in_one_buffer)
{
	static const char text[] = "// two programs and a banner\n"
				   "{\n"
				   "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
				   "}\n"
				   "===-------------------------------------------------------------------------===\n"
				   "                    IRPrinting on builtin.module after dce pass\n"
				   "===-------------------------------------------------------------------------===\n"
				   "{\n"
				   "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)0} : () -> tensor<2xf32>\n"
				   "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>\n"
				   "}\n"
				   "{\n"
				   "}\n"
				   "(%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Float)0} : () -> tensor<3xf32>\n"
				   "(%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Float)0} : () -> tensor<3xf32>\n";
	PirParser *p = pirParserCreate(ctx, "many.pir", text, strlen(text), NULL);
	size_t expectOps[] = {1, 2, 0, 2};
	const char *firstType[] = {"tensor<1xf32>", "tensor<2xf32>", NULL, "tensor<3xf32>"};
	for (int i = 0; i < 4; i++) {
		PirProgram *prog = pirParserParseProgram(p);
		cr_assert_not_null(prog, "program %d: %s", i, diags.msg[0]);
		PirBlock *b = pirProgramGetBlock(prog);
		cr_assert_eq(checkBlock(b), expectOps[i], "program %d", i);
		if (firstType[i])
			cr_assert_eq(pirValueGetType(pirOperationGetResult(b->first, 0)),
			             pirParseTypeString(ctx, firstType[i], "t"));
		cr_assert(pirProgramVerify(prog));
		pirProgramDestroy(prog);
	}
	cr_assert_null(pirParserParseProgram(p));
	cr_assert_not(pirParserFailed(p));
	cr_assert_null(pirParserParseProgram(p), "the end stays the end");
	pirParserDestroy(p);
	cr_assert_eq(diags.count, 0, "%s", diags.msg[0]);
}

Test(parser, error_in_second_program)
{
	static const char text[] = "{\n"
				   "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
				   "}\n"
				   "{\n"
				   "    (%0) = \"pd_op.full\" () {} : () -> tensr<1xf32>\n"
				   "}\n";
	PirParser *p = pirParserCreate(ctx, "two.pir", text, strlen(text), NULL);
	PirProgram *first = pirParserParseProgram(p);
	cr_assert_not_null(first);
	cr_assert_null(pirParserParseProgram(p));
	cr_assert(pirParserFailed(p));
	pirParserDestroy(p);
	pirProgramDestroy(first);
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "unknown type 'tensr'"), "%s", diags.msg[0]);
	cr_assert_eq(diags.line[0], 5);
	cr_assert_eq(diags.col[0], 39);
}

Test(parser, old_spellings)
{
	/* 2023: pd. ops and tensors, builtin.get_parameter, (String)/(Array)
	 * prefixes, no space before the attribute brace, no enclosing braces. */
	PirProgram *p = parse(" (%0) = \"builtin.get_parameter\" () {parameter_name:(String)conv2d_0.w_0} : () -> pd.tensor<64x3x7x7xf32>\n"
			      " (%1) = \"pd.feed\" () {col:(Int32)0,name:(String)data,stop_gradient:(Array)[true]} : () -> pd.tensor<-1x3x224x224xf32>\n"
			      " (%2) = \"pd.relu\" (%1){stop_gradient:(Array)[false]} : (pd.tensor<-1x3x224x224xf32>) -> pd.tensor<-1x3x224x224xf32>\n");
	PirBlock *top = pirProgramGetBlock(p);
	cr_assert_eq(checkBlock(top), 3);
	cr_assert_str_eq(pirOperationGetName(nthOp(top, 0)), "builtin.parameter");
	cr_assert_str_eq(pirOperationGetName(nthOp(top, 1)), "pd_op.feed");
	cr_assert_str_eq(pirOperationGetName(nthOp(top, 2)), "pd_op.relu");
	cr_assert_eq(pirOperationGetAttr(nthOp(top, 0), "parameter_name"), pirAttrGetStr(ctx, "conv2d_0.w_0", 12));
	cr_assert_eq(pirValueGetType(pirOperationGetResult(nthOp(top, 1), 0)),
	             pirParseTypeString(ctx, "tensor<-1x3x224x224xf32>", "t"));
	free(roundTrip(p));
	pirProgramDestroy(p);
}

Test(parser, value_names_and_comments)
{
	/* %arg0 and %arg_0 are different names; dotted names; // comments */
	PirProgram *p = parse("// RUN: pir-opt %s\n"
			      "{ // the program\n"
			      "    (%x.y) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32> // CHECK: full\n"
			      "    (%arg0) = \"pd_op.relu\" (%x.y) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
			      "    (%arg_0) = \"pd_op.relu\" (%arg0) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
			      "    (%v) = \"builtin.combine\" (%arg0, %arg_0) {} : (tensor<1xf32>, tensor<1xf32>) -> vec[tensor<1xf32>,tensor<1xf32>]\n"
			      "    (%a, %b) = \"builtin.split\" (%v) {} : (vec[tensor<1xf32>,tensor<1xf32>]) -> tensor<1xf32>, tensor<1xf32>\n"
			      "}\n");
	PirBlock *top = pirProgramGetBlock(p);
	cr_assert_eq(checkBlock(top), 5);
	PirOperation *r1 = nthOp(top, 1), *r2 = nthOp(top, 2), *comb = nthOp(top, 3);
	cr_assert_eq(pirOperationGetOperand(r1, 0), pirOperationGetResult(top->first, 0));
	cr_assert_eq(pirOperationGetOperand(r2, 0), pirOperationGetResult(r1, 0));
	cr_assert_eq(pirOperationGetOperand(comb, 0), pirOperationGetResult(r1, 0));
	cr_assert_eq(pirOperationGetOperand(comb, 1), pirOperationGetResult(r2, 0));
	cr_assert_eq(top->last->numResults, 2);
	char *s = roundTrip(p);
	cr_assert(strstr(s, "    (%4, %5) = \"builtin.split\" (%3) {} : (vec[tensor<1xf32>,tensor<1xf32>]) -> tensor<1xf32>, tensor<1xf32>\n"),
		  "%s", s);
	free(s);
	pirProgramDestroy(p);
}

Test(parser, unregistered_ops_when_allowed)
{
	expectError("{\n    (%0) = \"foo.bar\" () {} : () -> f32\n}\n", NULL, "unregistered dialect", 2, 12);
	diags.count = 0;
	pirContextSetAllowUnregistered(ctx, true);
	PirProgram *p = parse("{\n    (%0) = \"foo.bar\" () {k:1} : () -> f32\n}\n");
	PirOperation *op = pirProgramGetBlock(p)->first;
	cr_assert_str_eq(pirOperationGetName(op), "foo.bar");
	cr_assert_not(pirOperationGetInfo(op)->registered);
	free(roundTrip(p));
	pirProgramDestroy(p);
}

/* -------------------------------------------------------------- errors */

Test(parser, error_missing_paren)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "    (%1) = \"pd_op.relu\" (%0 {} : (tensor<1xf32>) -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "',' or ')'|3:25|found '{'", 3, 29);
}

Test(parser, error_unknown_type)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {} : () -> ensor<1xf32>\n"
		    "}\n",
		    NULL, "unknown type 'ensor'", 2, 39);
}

Test(parser, error_bad_attribute)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {shape:(pd_op.IntArray)[1,x]} : () -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "integer", 2, 54);
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {a:1,a:2} : () -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "duplicate attribute 'a'", 2, 33);
}

Test(parser, error_value_used_outside_its_region)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		    "    () = \"pd_op.if\" (%0) {} -> {\n"
		    "        (%1) = \"pd_op.full\" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>\n"
		    "        () = \"cf.yield\" () {} : () ->\n"
		    "    } else {\n"
		    "    }\n"
		    "    (%2) = \"pd_op.relu\" (%1) {} : (tensor<1xb>) -> tensor<1xb>\n"
		    "}\n",
		    NULL, "'%1' is not visible here|4:10", 8, 26);
}

Test(parser, error_duplicate_definition)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "redefinition of value '%0'|2:6", 3, 6);
}

Test(parser, error_truncated_file)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {} : () -> tensor<1xf32>\n",
		    NULL, "'}'|1:1|end of input", 2, 52); /* just after the last token */
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:",
		    NULL, "attribute value", 2, 35);
}

Test(parser, error_invalid_utf8)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {name:\"ab\xff\"} : () -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "invalid UTF-8 byte 0xff", 2, 37);
}

Test(parser, error_unknown_op_suggests)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "    (%1) = \"pd_op.relux\" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "unknown op 'pd_op.relux'|did you mean 'pd_op.relu'", 3, 12);
}

Test(parser, error_signature_counts)
{
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>, tensor<1xf32>\n"
		    "}\n",
		    NULL, "1 results but 2 result types", 2, 12);
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "1 operands but its signature lists 2", 3, 12);
	expectError("{\n"
		    "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
		    "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<2xf32>) -> tensor<1xf32>\n"
		    "}\n",
		    NULL, "operand #0|tensor<1xf32>|tensor<2xf32>", 3, 36);
}

Test(parser, first_line_offsets_diagnostics)
{
	static const char text[] = "{\n"
				   "    (%0) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xf32>\n"
				   "    (%1) = \"pd_op.relu\" (%9) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
				   "}\n";
	PirParseOptions opts = {.firstLine = 100};
	expectError(text, &opts, "undefined value '%9'", 102, 26);
	/* sourceRegistered: the caller registered the whole file */
	static const char file[] = "// chunk 1\n// -----\n"
				   "{\n"
				   "    (%1) = \"pd_op.relu\" (%9) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
				   "}\n";
	const char *chunk = strstr(file, "{");
	pirContextAddSource(ctx, pirIdentGetCStr(ctx, "bad.pir"), file, strlen(file));
	PirParseOptions o2 = {.firstLine = 3, .sourceRegistered = true};
	diags.count = 0;
	PirParser *p = pirParserCreate(ctx, "bad.pir", chunk, strlen(chunk), &o2);
	cr_assert_null(pirParserParseProgram(p));
	pirParserDestroy(p);
	cr_assert_eq(diags.count, 1);
	cr_assert_eq(diags.line[0], 4);
	cr_assert_eq(diags.col[0], 26);
	/* The default printer quotes line 4 of the registered file. */
	char *out = NULL;
	size_t outLen = 0;
	FILE *f = open_memstream(&out, &outLen);
	PirDiagnostic d = {PIR_SEV_ERROR, {pirIdentGetCStr(ctx, "bad.pir"), 4, 26}, "msg"};
	pirPrintDiagnostic(ctx, &d, f);
	fclose(f);
	cr_assert_str_eq(out, "bad.pir:4:26: error: msg\n"
			      "    (%1) = \"pd_op.relu\" (%9) {} : (tensor<1xf32>) -> tensor<1xf32>\n"
			      "                         ^\n");
	free(out);
}

Test(parser, deep_nesting_is_an_error_not_a_crash)
{
	enum { DEPTH = 1000 };
	char *text = malloc(DEPTH * 8 + 64);
	size_t n = 0;
	for (int i = 0; i < DEPTH; i++)
		n += (size_t)sprintf(text + n, "vec[");
	n += (size_t)sprintf(text + n, "f32");
	for (int i = 0; i < DEPTH; i++)
		text[n++] = ']';
	text[n] = '\0';
	cr_assert_null(pirParseTypeString(ctx, text, "deep"));
	cr_assert_geq(diagFind(&diags, "nested too deeply"), 0, "%s", diags.msg[0]);
	/* the context refers to the text only while parsing it */
	pirContextDestroy(ctx);
	ctx = pirContextCreate();
	free(text);
}

Test(parser, error_nul_byte)
{
	static const char text[] = "{\n    (%0) = \"pd_op.full\" () {}\0 : () -> tensor<1xf32>\n}\n";
	PirParser *p = pirParserCreate(ctx, "nul.pir", text, sizeof text - 1, NULL);
	cr_assert_null(pirParserParseProgram(p));
	cr_assert(pirParserFailed(p));
	pirParserDestroy(p);
	cr_assert_eq(diags.count, 1);
	cr_assert(diagMatches(diags.msg[0], "NUL byte"), "%s", diags.msg[0]);
	cr_assert_eq(diags.line[0], 2);
	cr_assert_eq(diags.col[0], 30);
}

Test(parser, deeply_nested_attribute_is_an_error)
{
	enum { DEPTH = 1000 };
	char *text = malloc(2 * DEPTH + 1);
	memset(text, '[', DEPTH);
	memset(text + DEPTH, ']', DEPTH);
	text[2 * DEPTH] = '\0';
	cr_assert_null(pirParseAttributeString(ctx, text, "deep"));
	cr_assert_geq(diagFind(&diags, "nested too deeply"), 0, "%s", diags.msg[0]);
	pirContextDestroy(ctx);
	ctx = pirContextCreate();
	free(text);
}

Test(parser, attribute_keys_that_need_quotes)
{
	/* Keys that no op declares: an unregistered op keeps them all. */
	pirContextSetAllowUnregistered(ctx, true);
	PirProgram *p = parse("{\n"
			      "    (%0) = \"test.keys\" () {\"a b\":true,\"1x\":false,\"q\\\"\":true,plain.key_2:false} : () -> tensor<1xf32>\n"
			      "}\n");
	PirOperation *op = pirProgramGetBlock(p)->first;
	cr_assert_eq(pirOperationGetAttr(op, "a b"), pirAttrGetBool(ctx, true));
	cr_assert_eq(pirOperationGetAttr(op, "1x"), pirAttrGetBool(ctx, false));
	cr_assert_eq(pirOperationGetAttr(op, "q\""), pirAttrGetBool(ctx, true));
	cr_assert_eq(pirOperationGetAttr(op, "plain.key_2"), pirAttrGetBool(ctx, false));
	char *s = roundTrip(p);
	cr_assert(strstr(s, "{\"1x\":false,\"a b\":true,plain.key_2:false,\"q\\\"\":true}"), "%s", s);
	free(s);
	pirProgramDestroy(p);
}

Test(parser, strings_in_programs_round_trip)
{
	/* Every byte value, escapes and invalid UTF-8 included, through a
	 * whole program: built, printed, read back to the same attribute. */
	char all[255];
	for (int i = 0; i < 255; i++)
		all[i] = (char)(255 - i);
	PirAttribute *str = pirAttrGetStr(ctx, all, sizeof all);
	PirProgram *p = pirProgramCreate(ctx);
	PirOperation *op = addOp(p, pirProgramGetBlock(p), "pd_op.full", 0, NULL, 1, 0);
	pirOperationSetAttr(op, "note", str);
	size_t len;
	char *s = pirProgramToString(p, &len);
	PirParser *ps = pirParserCreate(ctx, "s.pir", s, len, NULL);
	PirProgram *q = pirParserParseProgram(ps);
	cr_assert_not_null(q, "%u:%u: %s", diags.line[0], diags.col[0], diags.msg[0]);
	pirParserDestroy(ps);
	cr_assert_eq(pirOperationGetAttr(pirProgramGetBlock(q)->first, "note"), str);
	char *s2 = pirProgramToString(q, NULL);
	cr_assert_str_eq(s, s2);
	free(s);
	free(s2);
	pirProgramDestroy(p);
	pirProgramDestroy(q);
}

/* Parsers of one context hand their spelling caches back to it, emptied,
 * and the next parser takes them (--split-input-file: a chunk no longer
 * callocs and frees 40 KB of caches). Each program must read as if the
 * caches were new: 40 distinct spellings (past the list of sets a cache
 * remembers, so emptying scans it all), then 2, then 40 again. */
#include "../lib/ir/context_impl.h"

Test(parser, parsers_reuse_emptied_caches)
{
	static const int sizes[] = {40, 2, 40, 3};
	static char texts[4][8192]; /* the context quotes them in diagnostics */
	for (int k = 0; k < 4; k++) {
		char *t = texts[k];
		int n = sizeof texts[k], at = snprintf(t, (size_t)n, "{\n");
		for (int i = 0; i < sizes[k]; i++)
			at += snprintf(t + at, (size_t)(n - at),
				       "(%%v%d) = \"pd_op.full\" () {dtype:float32,place:Place(cpu),shape:[%d],"
				       "value:%d} : () -> tensor<%dxf32>\n",
				       i, i + 1 + k, i * 10 + k, i + 1 + k);
		snprintf(t + at, (size_t)(n - at), "}\n");
		PirProgram *p = parseWith(t, NULL);
		cr_assert_eq(ctx->numSpareCaches, 4, "the parser's four caches are kept for the next one");
		char *out = pirProgramToString(p, NULL);
		for (int i = 0; i < sizes[k]; i++) {
			char want[256];
			snprintf(want, sizeof want,
				 "(%%%d) = \"pd_op.full\" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),"
				 "shape:(pd_op.IntArray)[%d],value:(Double)%d} : () -> tensor<%dxf32>\n",
				 i, i + 1 + k, i * 10 + k, i + 1 + k);
			cr_assert_not_null(strstr(out, want), "program %d lacks %s in:\n%s", k, want, out);
		}
		free(out);
		pirProgramDestroy(p);
	}
}

/* Through the library, regions nest at most PIR_DEFAULT_REGION_DEPTH
 * levels (it fits an 8 MB stack); PirParseOptions.maxRegionDepth moves
 * the limit (pir-opt sets PIR_MAX_REGION_DEPTH on its big stack). */
Test(parser, region_depth_limit_is_an_option)
{
	enum { N = PIR_DEFAULT_REGION_DEPTH + 1 };
	static const char open[] = "() = \"test.r\" () {} : () -> {\n";
	char *text = malloc(N * (sizeof open + 2) + 8);
	size_t at = 0;
	text[at++] = '{', text[at++] = '\n';
	for (int i = 0; i < N; i++)
		memcpy(text + at, open, sizeof open - 1), at += sizeof open - 1;
	for (int i = 0; i <= N; i++)
		text[at++] = '}', text[at++] = '\n';
	text[at] = '\0';
	pirContextSetAllowUnregistered(ctx, true);
	PirParser *p = pirParserCreate(ctx, "deep.pir", text, at, NULL);
	cr_assert_null(pirParserParseProgram(p));
	cr_assert(pirParserFailed(p));
	pirParserDestroy(p);
	cr_assert_geq(diagFind(&diags, "more than 1000 levels"), 0, "%s", diags.msg[0]);
	cr_assert_eq(diags.line[0], N + 1, "at the '{' past the limit, line %u", diags.line[0]);
	diags.count = 0;
	PirParseOptions opts = {.maxRegionDepth = N};
	PirProgram *prog = parseWith(text, &opts);
	pirProgramDestroy(prog);
	free(text);
}
