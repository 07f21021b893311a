/* control_flow.c: C hooks of the control-flow ops: verification of
 * pd_op.if, pd_op.while (and their design-era _grad twins), cf.yield and
 * cf.cond_yield, and the custom text forms Paddle prints for if and while
 * (docs/text-format.md):
 *
 *   (%5) = "pd_op.if" (%4) {attrs} -> T {  ...  } else {  ...  }
 *   (%4) = "pd_op.while" (cond=%3, inputs=%0, %1) {
 *   ^%arg_0, %arg_1
 *       ...
 *       () = "cf.yield" (%next_cond, %v0, %v1) {} : (...) ->
 *   }
 *
 * The while form prints no types: results and block arguments take the
 * types of the inputs. The design forms (docs/design.md §3.3, §3.4: if with an
 * init region, while with [init,] cond and body regions) print generically.
 *
 * Every check reports on the op's line, naming the region, the operand or
 * block argument, and both types; docs/dialect-yaml.md lists the rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../lib/text/parser_hooks.h"
#include "../../lib/text/printer.h"
#include "../dialects.h"

static bool isOp(PirOperation *op, const char *name)
{
	return op && strcmp(pirOperationGetName(op), name) == 0;
}

static char *typeStr(PirOperation *op, PirType *t)
{
	return pirTypeToString(pirOperationGetContext(op), t);
}

static const char *plural(uint32_t n)
{
	return n == 1 ? "" : "s";
}

/* The stack handle of the cf dialect (cf.yaml's handle_types). */
/* Paddle's IfOp::Build gives a result dimension -1 where the branches
 * differ, and a while's loop values may be declared wider than an initial
 * value: two types agree when they are equal, or tensors of the same kind,
 * element type and rank whose dimensions are equal or -1 on either side. */
static bool typesAgree(const PirType *a, const PirType *b)
{
	if (a == b)
		return true;
	if (a->kind != b->kind || !pirTypeIsDenseTensor(a) || a->tensor.elem != b->tensor.elem ||
	    a->tensor.rank != b->tensor.rank)
		return false;
	for (uint32_t i = 0; i < a->tensor.rank; i++)
		if (a->tensor.dims[i] != b->tensor.dims[i] && a->tensor.dims[i] != -1 && b->tensor.dims[i] != -1)
			return false;
	return true;
}

static bool isStack(PirType *t)
{
	return t && t->kind == PIR_TYPE_DIALECT && t->dialect.handle && !strcmp(t->dialect.text->str, "cf.stack");
}

/* As the bool_tensor constraint: kernel tensors of lowered programs
 * (gpu_tensor<1xb>) are kept as text and accepted, cf types are not. */
static bool isBoolTensor(PirType *t)
{
	return t && pirTypeSatisfies(t, PIR_TC_BOOL_TENSOR);
}

/* What a list of values is bound to, for diagnostics: `list` names the
 * whole list ("the op's results"), `elem` element i ("result #%u", printed
 * with i + elemBase). */
typedef struct Bound {
	const char *list;
	const char *elem;
	uint32_t elemBase;
} Bound;

static const Bound RESULTS = {"the op's results", "result #%u", 0};
static const Bound LOOP_VALUES = {"the loop values", "loop value #%u", 0};
static const Bound OPERANDS = {"the op's operands", "operand #%u", 0};

/* "<what> has type A, but <element i of bound> has type B" */
static bool typeMismatch(PirOperation *op, const char *what, PirType *got, const Bound *bound, uint32_t i,
			 PirType *want)
{
	char elem[96];
	snprintf(elem, sizeof elem, bound->elem, i + bound->elemBase);
	char *g = typeStr(op, got), *w = typeStr(op, want);
	pirEmitOpError(op, "%s has type %s, but %s has type %s", what, g, elem, w);
	free(g);
	free(w);
	return false;
}

/* The region's only block; NULL when the region has no block. Emits an
 * error and sets *ok = false when it has more than one. */
static PirBlock *onlyBlock(PirOperation *op, PirRegion *r, const char *regionName, bool *ok)
{
	*ok = true;
	if (r->first && r->first->next) {
		uint32_t n = 0;
		for (PirBlock *b = r->first; b; b = b->next)
			n++;
		pirEmitOpError(op, "%s region must have exactly one block, but has %u", regionName, n);
		*ok = false;
		return NULL;
	}
	return r->first;
}

/* The block's arguments must be `n` values of the given types. */
static bool checkArgs(PirOperation *op, PirBlock *b, const char *regionName, PirType *const *types, uint32_t n,
		      const Bound *bound)
{
	uint32_t have = b ? b->numArgs : 0;
	if (have != n) {
		pirEmitOpError(op, "%s region's block has %u argument%s, but it must have %u (%s)", regionName, have,
			       plural(have), n, bound->list);
		return false;
	}
	for (uint32_t i = 0; i < n; i++)
		if (!typesAgree(pirValueGetType(b->args[i]), types[i])) {
			char what[96];
			snprintf(what, sizeof what, "%s region's block argument #%u", regionName, i);
			return typeMismatch(op, what, pirValueGetType(b->args[i]), bound, i, types[i]);
		}
	return true;
}

/* The block must end with `yieldName` whose operands, after the first
 * `skip` ones, are `n` values of the given types. */
static bool checkYield(PirOperation *op, PirBlock *b, const char *regionName, const char *yieldName, uint32_t skip,
		       PirType *const *types, uint32_t n, const Bound *bound)
{
	if (!b || !b->last) {
		pirEmitOpError(op, "%s region must end with '%s' forwarding %u value%s (%s), but it is empty", regionName,
			       yieldName, n, plural(n), bound->list);
		return false;
	}
	PirOperation *y = b->last;
	if (!isOp(y, yieldName)) {
		pirEmitOpError(op, "%s region must end with '%s' forwarding %u value%s (%s), but its last op is '%s'",
			       regionName, yieldName, n, plural(n), bound->list, pirOperationGetName(y));
		return false;
	}
	if (y->numOperands != n + skip) {
		uint32_t got = y->numOperands >= skip ? y->numOperands - skip : 0;
		pirEmitOpError(op, "%s region's '%s' forwards %u value%s%s, but it must forward %u (%s)", regionName,
			       yieldName, got, plural(got), skip ? " after the condition" : "", n, bound->list);
		return false;
	}
	for (uint32_t i = 0; i < n; i++) {
		PirValue *v = pirOperationGetOperand(y, i + skip);
		if (v && typesAgree(pirValueGetType(v), types[i]))
			continue;
		char what[128]; /* named only for the error */
		snprintf(what, sizeof what, "%s region's '%s' operand #%u", regionName, yieldName, i + skip);
		if (!v) {
			char elem[96];
			snprintf(elem, sizeof elem, bound->elem, i + bound->elemBase);
			pirEmitOpError(op, "%s is <<NULL VALUE>>, but it forwards %s", what, elem);
			return false;
		}
		return typeMismatch(op, what, pirValueGetType(v), bound, i, types[i]);
	}
	return true;
}

/* A loop's condition: the first operand of Paddle's while, or the first
 * operand of cf.cond_yield / the body's cf.yield. */
static bool checkCondition(PirOperation *op, PirValue *c, const char *what)
{
	if (!c) {
		pirEmitOpError(op, "%s must be a bool tensor, but is <<NULL VALUE>>", what);
		return false;
	}
	if (!isBoolTensor(pirValueGetType(c))) {
		char *t = typeStr(op, pirValueGetType(c));
		pirEmitOpError(op, "%s must be a bool tensor such as tensor<1xb>, but has type %s", what, t);
		free(t);
		return false;
	}
	return true;
}

static PirType **resultTypes(PirOperation *op)
{
	PirType **t = pirMalloc((op->numResults + 1) * sizeof *t);
	for (uint32_t i = 0; i < op->numResults; i++)
		t[i] = pirOperationGetResultType(op, i);
	return t;
}

/* ------------------------------------------------------------------ if */

/* One branch (then or else) of an if. With `stackArg` (the three-region
 * form) the block takes the stack forwarded by the init region as its only
 * argument. A branch may be empty (no block, or a block without ops or
 * arguments) when `mayBeEmpty`; when the op has no results the branch may
 * also leave out its cf.yield. */
static bool checkBranch(PirOperation *op, PirRegion *r, const char *name, PirType *const *results, PirType *stackArg,
			bool mayBeEmpty)
{
	bool ok;
	PirBlock *b = onlyBlock(op, r, name, &ok);
	if (!ok)
		return false;
	if ((!b || (!b->first && !b->numArgs)) && mayBeEmpty)
		return true;
	if (stackArg) {
		/* elem has no %u: surplus printf arguments are ignored. */
		static const Bound stackArgBound = {"the stack forwarded by the init region",
						    "the stack forwarded by the init region", 0};
		if (!checkArgs(op, b, name, &stackArg, 1, &stackArgBound))
			return false;
	} else if (b && b->numArgs) {
		pirEmitOpError(op, "%s region's block must have no arguments, but has %u (a branch reads outer values "
				   "directly)",
			       name, b->numArgs);
		return false;
	}
	if (op->numResults == 0 && (!b || !b->last || !pirOperationHasTrait(b->last, PIR_TRAIT_TERMINATOR)))
		return true; /* nothing to forward: the cf.yield may be left out */
	return checkYield(op, b, name, "cf.yield", 0, results, op->numResults, &RESULTS);
}

/* pd_op.if (and pd_op.if_grad), docs/design.md §3.3:
 *   two regions   (then, else): blocks without arguments;
 *   three regions (init, then, else): the init block yields a new stack,
 *   which then and else take as their only block argument; the op's last
 *   result is that stack. */
static bool verifyIf(PirOperation *op)
{
	if (op->numRegions == 2) {
		PirType **res = resultTypes(op);
		bool empty = op->numResults == 0;
		bool ok = checkBranch(op, pirOperationGetRegion(op, 0), "then", res, NULL, empty) &&
			  checkBranch(op, pirOperationGetRegion(op, 1), "else", res, NULL, empty);
		free(res);
		return ok;
	}
	if (op->numRegions != 3) {
		pirEmitOpError(op, "expects 2 regions (then, else) or 3 (init, then, else), but has %u", op->numRegions);
		return false;
	}
	PirType *stack = NULL;
	if (op->numResults == 0 || !isStack(pirOperationGetResultType(op, op->numResults - 1))) {
		char *t = op->numResults ? typeStr(op, pirOperationGetResultType(op, op->numResults - 1)) : NULL;
		if (t)
			pirEmitOpError(op, "has an init region, so its last result must be the stack (type cf.stack), but "
					   "result #%u has type %s",
				       op->numResults - 1, t);
		else
			pirEmitOpError(op, "has an init region, so its last result must be the stack (type cf.stack), but "
					   "it has no results");
		free(t);
		return false;
	}
	stack = pirOperationGetResultType(op, op->numResults - 1);
	bool ok;
	PirBlock *init = onlyBlock(op, pirOperationGetRegion(op, 0), "init", &ok);
	if (!ok)
		return false;
	if (init && init->numArgs) {
		pirEmitOpError(op, "init region's block must have no arguments, but has %u", init->numArgs);
		return false;
	}
	Bound stackBound = {"the new stack", "the stack (result #%u)", op->numResults - 1};
	if (!checkYield(op, init, "init", "cf.yield", 0, &stack, 1, &stackBound))
		return false;
	PirType **res = resultTypes(op);
	ok = checkBranch(op, pirOperationGetRegion(op, 1), "then", res, stack, false) &&
	     checkBranch(op, pirOperationGetRegion(op, 2), "else", res, stack, op->numResults == 1);
	free(res);
	return ok;
}

/* An op of region flow `once` (builtin.group, pd_op.pylayer): one region
 * of one block without arguments (it reads outer values directly), run
 * once; its cf.yield forwards the op's results (and may be left out when
 * there are none). */
static bool verifyOnce(PirOperation *op)
{
	if (op->numRegions != 1) {
		pirEmitOpError(op, "expects 1 region, but has %u", op->numRegions);
		return false;
	}
	PirType **res = resultTypes(op);
	bool ok = checkBranch(op, pirOperationGetRegion(op, 0), "its", res, NULL, op->numResults == 0);
	free(res);
	return ok;
}

/* --------------------------------------------------------------- while */

/* Paddle's form: operands (cond, inputs...), results = inputs, one body
 * region whose block arguments are the loop values and whose cf.yield
 * forwards the next condition and then the next loop values. */
static bool verifyPaddleWhile(PirOperation *op)
{
	if (op->numOperands < 1) {
		pirEmitOpError(op, "with one region (Paddle's form) expects the condition as operand #0, but has no operands");
		return false;
	}
	if (!checkCondition(op, pirOperationGetOperand(op, 0), "operand #0 (the loop condition)"))
		return false;
	uint32_t n = op->numOperands - 1;
	if (op->numResults != n) {
		pirEmitOpError(op, "has %u loop input%s (operands after the condition), but %u result%s; they must match one "
				   "to one",
			       n, plural(n), op->numResults, plural(op->numResults));
		return false;
	}
	PirType **loop = resultTypes(op);
	bool ok = false;
	for (uint32_t i = 0; i < n; i++) {
		PirValue *in = pirOperationGetOperand(op, i + 1);
		if (!in) {
			pirEmitOpError(op, "loop input #%u (operand #%u) is <<NULL VALUE>>", i, i + 1);
			goto out;
		}
		if (!typesAgree(pirValueGetType(in), loop[i])) {
			char what[64];
			snprintf(what, sizeof what, "operand #%u (loop input #%u)", i + 1, i);
			typeMismatch(op, what, pirValueGetType(in), &RESULTS, i, loop[i]);
			goto out;
		}
	}
	PirBlock *body = onlyBlock(op, pirOperationGetRegion(op, 0), "body", &ok);
	if (!ok)
		goto out;
	ok = false;
	if (!body) {
		pirEmitOpError(op, "body region must have exactly one block, but has none");
		goto out;
	}
	if (!checkArgs(op, body, "body", loop, n, &LOOP_VALUES) ||
	    !checkYield(op, body, "body", "cf.yield", 1, loop, n, &LOOP_VALUES))
		goto out;
	ok = checkCondition(op, pirOperationGetOperand(body->last, 0),
			    "operand #0 of the body region's 'cf.yield' (the next loop condition)");
out:
	free(loop);
	return ok;
}

/* The design form of docs/design.md §3.4: operands are the initial loop values,
 * regions ([init,] cond, body).
 *   without init: results = loop values = operands;
 *   with init:    results = operands + one cf.stack; the init block takes
 *                 the operands and yields all loop values (the operands and
 *                 the new stack);
 *   cond: block arguments = loop values, ends with
 *         cf.cond_yield(condition, loop values...);
 *   body: block arguments = loop values, ends with cf.yield(loop values...). */
static bool verifyDesignWhile(PirOperation *op)
{
	bool hasInit = op->numRegions == 3;
	uint32_t n = op->numResults;
	if (!hasInit && op->numOperands != n) {
		pirEmitOpError(op, "has %u operand%s but %u result%s; without an init region the results are the loop "
				   "values and must match the operands one to one",
			       op->numOperands, plural(op->numOperands), n, plural(n));
		return false;
	}
	if (hasInit && n != (uint32_t)op->numOperands + 1) {
		pirEmitOpError(op, "has an init region, so it must have one result more than operands (the loop values, "
				   "then the stack), but has %u operand%s and %u result%s",
			       op->numOperands, plural(op->numOperands), n, plural(n));
		return false;
	}
	if (hasInit && !isStack(pirOperationGetResultType(op, n - 1))) {
		char *t = typeStr(op, pirOperationGetResultType(op, n - 1));
		pirEmitOpError(op, "has an init region, so its last result must be the stack (type cf.stack), but result "
				   "#%u has type %s",
			       n - 1, t);
		free(t);
		return false;
	}
	PirType **loop = resultTypes(op);
	bool ok = false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *in = pirOperationGetOperand(op, i);
		if (!in) {
			pirEmitOpError(op, "operand #%u (an initial loop value) is <<NULL VALUE>>", i);
			goto out;
		}
		if (!typesAgree(pirValueGetType(in), loop[i])) {
			char what[64];
			snprintf(what, sizeof what, "operand #%u (initial loop value)", i);
			typeMismatch(op, what, pirValueGetType(in), &RESULTS, i, loop[i]);
			goto out;
		}
	}
	uint32_t r = 0;
	if (hasInit) {
		PirBlock *init = onlyBlock(op, pirOperationGetRegion(op, r++), "init", &ok);
		if (!ok)
			goto out;
		ok = false;
		PirType **ins = pirMalloc((op->numOperands + 1) * sizeof *ins);
		for (uint32_t i = 0; i < op->numOperands; i++)
			ins[i] = pirOperationGetOperandType(op, i);
		bool iok = checkArgs(op, init, "init", ins, op->numOperands, &OPERANDS) &&
			   checkYield(op, init, "init", "cf.yield", 0, loop, n, &LOOP_VALUES);
		free(ins);
		if (!iok)
			goto out;
	}
	PirBlock *cond = onlyBlock(op, pirOperationGetRegion(op, r++), "cond", &ok);
	if (!ok)
		goto out;
	ok = false;
	if (!checkArgs(op, cond, "cond", loop, n, &LOOP_VALUES) ||
	    !checkYield(op, cond, "cond", "cf.cond_yield", 1, loop, n, &LOOP_VALUES) ||
	    !checkCondition(op, pirOperationGetOperand(cond->last, 0),
			    "operand #0 of the cond region's 'cf.cond_yield' (the loop condition)"))
		goto out;
	PirBlock *body = onlyBlock(op, pirOperationGetRegion(op, r), "body", &ok);
	if (!ok)
		goto out;
	ok = checkArgs(op, body, "body", loop, n, &LOOP_VALUES) &&
	     checkYield(op, body, "body", "cf.yield", 0, loop, n, &LOOP_VALUES);
out:
	free(loop);
	return ok;
}

/* pd_op.while (and pd_op.while_grad): one region is Paddle's printed form,
 * two or three regions the design form. */
static bool verifyWhile(PirOperation *op)
{
	if (op->numRegions == 1)
		return verifyPaddleWhile(op);
	if (op->numRegions == 2 || op->numRegions == 3)
		return verifyDesignWhile(op);
	pirEmitOpError(op, "expects 1 region (body; Paddle's form) or 2 to 3 regions ([init,] cond, body; the design "
			   "form), but has %u",
		       op->numRegions);
	return false;
}

/* cf.yield and cf.cond_yield hand control back to the op that owns their
 * region; at the top level of a program there is none. */
static bool verifyYield(PirOperation *op)
{
	PirOperation *parent = pirOperationGetParentOp(op);
	if (!parent || isOp(parent, "builtin.module")) {
		pirEmitOpError(op, "must be the terminator of a region of an op (if, while, ...), not at the top level of "
				   "the program");
		return false;
	}
	return true;
}

/* ------------------------------------------------------------ printing */

static bool printIf(PirPrinter *p, PirOperation *op)
{
	if (op->numRegions != 2 || op->numOperands != 1)
		return false;
	for (uint32_t r = 0; r < 2; r++) {
		PirBlock *b = pirOperationGetRegion(op, r)->first;
		if (b && (b->next || b->numArgs))
			return false;
	}
	/* Paddle's printer until 2024-05-08 (the era's spelling): the name
	 * unquoted and "-> T{" */
	bool unquoted = p->spelling && p->spelling->unquotedIf;
	pirPrinterResultsForm(p, op, !unquoted, true);
	pirPrinterPuts(p, "(");
	pirPrinterOperandList(p, op, 0);
	pirPrinterPuts(p, ") ");
	pirPrinterAttrDict(p, pirOperationGetAttrDict(op));
	pirPrinterPuts(p, " ->");
	if (op->numResults) {
		pirPrinterPuts(p, " ");
		pirPrinterResultTypes(p, op);
	}
	if (!unquoted)
		pirPrinterPuts(p, " ");
	pirPrinterRegion(p, pirOperationGetRegion(op, 0));
	pirPrinterPuts(p, " else ");
	pirPrinterRegion(p, pirOperationGetRegion(op, 1));
	pirPrinterPuts(p, "\n");
	return true;
}

static bool isPaddleWhile(PirOperation *op)
{
	if (op->numRegions != 1 || op->numOperands < 1 || op->numResults != op->numOperands - 1)
		return false;
	PirBlock *b = pirOperationGetRegion(op, 0)->first;
	if (!b || b->next || b->numArgs != op->numResults)
		return false;
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *in = pirOperationGetOperand(op, i + 1);
		if (!in || pirValueGetType(in) != pirOperationGetResultType(op, i) ||
		    pirValueGetType(b->args[i]) != pirValueGetType(in))
			return false;
	}
	return true;
}

static bool printWhile(PirPrinter *p, PirOperation *op)
{
	if (!isPaddleWhile(op))
		return false;
	PirBlock *b = pirOperationGetRegion(op, 0)->first;
	/* Paddle's "pd_op.while"(cond= of 2023-12-04 to 2024-05-08 */
	pirPrinterResultsForm(p, op, true, !(p->spelling && p->spelling->whileAttached));
	pirPrinterPuts(p, "(cond=");
	pirPrinterValue(p, pirOperationGetOperand(op, 0));
	pirPrinterPuts(p, ", inputs=");
	pirPrinterOperandList(p, op, 1);
	pirPrinterPuts(p, ") ");
	if (pirOperationGetAttrDict(op)->size) {
		pirPrinterAttrDict(p, pirOperationGetAttrDict(op));
		pirPrinterPuts(p, " ");
	}
	pirPrinterPuts(p, "{\n");
	if (b->numArgs) {
		pirPrinterIndent(p);
		pirPrinterPuts(p, "^");
		for (uint32_t i = 0; i < b->numArgs; i++) {
			if (i)
				pirPrinterPuts(p, ", ");
			pirPrinterNameArg(p, b->args[i]);
			pirPrinterValue(p, b->args[i]);
		}
		pirPrinterPuts(p, "\n");
	}
	pirPrinterBlockOps(p, b);
	pirPrinterIndent(p);
	pirPrinterPuts(p, "}\n");
	return true;
}

/* ---------------------------------------------------- types of the form */

static void inferWhile(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (!pirOperationGetResultType(op, i) || pirOperationGetResultType(op, i)->kind == PIR_TYPE_NULL) {
			PirValue *in = i + 1 < op->numOperands ? pirOperationGetOperand(op, i + 1) : NULL;
			pirValueSetType(pirOperationGetResult(op, i), in ? pirValueGetType(in) : NULL);
		}
}

/* ------------------------------------------------------------- parsing */

/* while-operands ::= 'cond' '=' value-use (',' 'inputs' '=' (value-use (',' value-use)*)?)? ')'
 * Paddle's printed form; anything else is the generic operand list. */
static bool parseWhileOperands(PirParser *p, size_t *count, bool *handled)
{
	if (!pirParserAcceptKeywordAssign(p, "cond"))
		return true; /* *handled stays false */
	*handled = true;
	if (!pirParserParseOperand(p, count))
		return false;
	if (pirParserAcceptComma(p)) {
		if (!pirParserExpectKeywordAssign(p, "inputs"))
			return false;
		while (pirParserAtOperand(p)) {
			if (!pirParserParseOperand(p, count))
				return false;
			if (!pirParserAcceptComma(p))
				break;
		}
	}
	return pirParserCloseOperands(p, "while operands");
}

static PirType *whileArgType(PirParser *p, PirType *const *operandTypes, uint32_t numOperands, uint32_t region,
			     uint32_t arg)
{
	(void)p;
	if (region != 0 || arg + 1 >= numOperands)
		return NULL;
	return operandTypes[arg + 1];
}

const PirHookEntry pirControlFlowHooks[] = {
	{"if", {.verify = verifyIf, .print = printIf, .regionSeparator = "else"}},
	{"while",
	 {.verify = verifyWhile,
	  .print = printWhile,
	  .inferTypes = inferWhile,
	  .blockArgType = whileArgType,
	  .parseOperands = parseWhileOperands}},
	{"yield", {.verify = verifyYield}},
	{"once", {.verify = verifyOnce}},
	{NULL, {0}},
};
