/* control_flow.c: C hooks of the control-flow ops: verification of
 * pd_op.if, pd_op.while and cf.yield, and the custom text forms Paddle
 * prints for if and while (docs/format.md):
 *
 *   (%5) = "pd_op.if" (%4) {attrs} -> T {  ...  } else {  ...  }
 *   (%4) = "pd_op.while" (cond=%3, inputs=%0, %1) {
 *   ^%arg_0, %arg_1
 *       ...
 *       () = "cf.yield" (%next_cond, %v0, %v1) {} : (...) ->
 *   }
 *
 * The while form prints no types: results and block arguments take the
 * types of the inputs. */
#include <stdlib.h>
#include <string.h>

#include "../lib/printer.h"
#include "dialects.h"

static bool isOp(PirOperation *op, const char *name)
{
	return op && strcmp(op->info->name->str, name) == 0;
}

static char *typeStr(PirOperation *op, PirType *t)
{
	return pirTypeToString(op->program->ctx, t);
}

/* The terminator of a single-block region must forward values whose types
 * match `types` (n of them, starting at yield operand `skip`). */
static bool checkYield(PirOperation *op, PirRegion *r, const char *regionName, const char *yieldName,
		       uint32_t skip, PirValue *results, uint32_t n)
{
	PirBlock *b = r->first;
	if (!b || !b->first) {
		if (n == 0)
			return true;
		pirEmitOpError(op, "%s region must end with '%s' yielding %u values, but it is empty", regionName,
			       yieldName, n);
		return false;
	}
	if (b->next) {
		pirEmitOpError(op, "%s region must have exactly one block", regionName);
		return false;
	}
	PirOperation *y = b->last;
	if (!isOp(y, yieldName)) {
		pirEmitOpError(op, "%s region must end with '%s', but ends with '%s'", regionName, yieldName,
			       y->info->name->str);
		return false;
	}
	if (y->numOperands != n + skip) {
		pirEmitOpError(op, "%s region yields %u values, but the op has %u results", regionName,
			       y->numOperands - (y->numOperands >= skip ? skip : 0), n);
		return false;
	}
	for (uint32_t i = 0; i < n; i++) {
		PirValue *v = y->operands[i + skip].value;
		if (v && v->type != results[i].type) {
			char *a = typeStr(op, v->type), *e = typeStr(op, results[i].type);
			pirEmitOpError(op, "%s region yields %s as value #%u, but result #%u has type %s", regionName, a, i,
				       i, e);
			free(a);
			free(e);
			return false;
		}
	}
	return true;
}

/* if: 2 regions (then, else) or 3 (init, then, else) in the design form
 * for backward (seed 001 §2.3.1). */
static bool verifyIf(PirOperation *op)
{
	uint32_t first = op->numRegions == 3 ? 1 : 0;
	if (op->numRegions == 3 && !checkYield(op, &op->regions[0], "init", "cf.yield", 0, NULL, 0) &&
	    op->regions[0].first && op->regions[0].first->first) {
		/* The init region yields the stack; only its shape is checked. */
	}
	return checkYield(op, &op->regions[first], "then", "cf.yield", 0, op->results, op->numResults) &&
	       checkYield(op, &op->regions[first + 1], "else", "cf.yield", 0, op->results, op->numResults);
}

static bool verifyWhile(PirOperation *op)
{
	if (op->numRegions == 1) {
		/* Paddle's form: (cond, inputs...) -> results; the body yields
		 * (next_cond, values...). */
		if (op->numOperands < 1) {
			pirEmitOpError(op, "expects a condition operand");
			return false;
		}
		PirValue *c = op->operands[0].value;
		if (c && !pirTypeSatisfies(c->type, PIR_TC_BOOL_TENSOR)) {
			char *t = typeStr(op, c->type);
			pirEmitOpError(op, "condition must be a bool tensor, but has type %s", t);
			free(t);
			return false;
		}
		if (op->numResults != op->numOperands - 1) {
			pirEmitOpError(op, "has %u inputs but %u results; they must match", op->numOperands - 1,
				       op->numResults);
			return false;
		}
		PirBlock *body = op->regions[0].first;
		if (!body || body->next) {
			pirEmitOpError(op, "body region must have exactly one block");
			return false;
		}
		if (body->numArgs != op->numResults) {
			pirEmitOpError(op, "body block has %u arguments, but the loop carries %u values", body->numArgs,
				       op->numResults);
			return false;
		}
		for (uint32_t i = 0; i < op->numResults; i++) {
			PirValue *in = op->operands[i + 1].value;
			PirType *t = op->results[i].type;
			if ((in && in->type != t) || body->args[i]->type != t) {
				char *a = typeStr(op, t);
				pirEmitOpError(op, "loop value #%u has type %s as a result, but its input or block argument differs", i, a);
				free(a);
				return false;
			}
		}
		if (!checkYield(op, &op->regions[0], "body", "cf.yield", 1, op->results, op->numResults))
			return false;
		PirValue *next = body->last->operands[0].value;
		if (next && !pirTypeSatisfies(next->type, PIR_TC_BOOL_TENSOR)) {
			pirEmitOpError(op, "body must yield a bool condition first");
			return false;
		}
		return true;
	}
	/* Design form: ([init,] cond, body); cond ends with cf.cond_yield. */
	uint32_t cond = op->numRegions == 3 ? 1 : 0;
	if (op->numRegions < 2) {
		pirEmitOpError(op, "expects 1 (body) or 2 to 3 (init, cond, body) regions");
		return false;
	}
	return checkYield(op, &op->regions[cond], "cond", "cf.cond_yield", 1, op->results, op->numResults) &&
	       checkYield(op, &op->regions[cond + 1], "body", "cf.yield", 0, op->results, op->numResults);
}

static bool verifyYield(PirOperation *op)
{
	if (!pirOperationGetParentOp(op) || isOp(pirOperationGetParentOp(op), "builtin.module")) {
		pirEmitOpError(op, "must be inside a region of an op, not at the top level of the program");
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
		PirBlock *b = op->regions[r].first;
		if (b && (b->next || b->numArgs))
			return false;
	}
	pirPrinterResults(p, op);
	pirPrinterPuts(p, "(");
	pirPrinterOperandList(p, op, 0);
	pirPrinterPuts(p, ") ");
	pirPrinterAttrDict(p, op->attrs);
	pirPrinterPuts(p, " ->");
	if (op->numResults) {
		pirPrinterPuts(p, " ");
		pirPrinterResultTypes(p, op);
	}
	pirPrinterPuts(p, " ");
	pirPrinterRegion(p, &op->regions[0]);
	pirPrinterPuts(p, " else ");
	pirPrinterRegion(p, &op->regions[1]);
	pirPrinterPuts(p, "\n");
	return true;
}

static bool isPaddleWhile(PirOperation *op)
{
	if (op->numRegions != 1 || op->numOperands < 1 || op->numResults != op->numOperands - 1)
		return false;
	PirBlock *b = op->regions[0].first;
	if (!b || b->next || b->numArgs != op->numResults)
		return false;
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *in = op->operands[i + 1].value;
		if (!in || in->type != op->results[i].type || b->args[i]->type != in->type)
			return false;
	}
	return true;
}

static bool printWhile(PirPrinter *p, PirOperation *op)
{
	if (!isPaddleWhile(op))
		return false;
	PirBlock *b = op->regions[0].first;
	pirPrinterResults(p, op);
	pirPrinterPuts(p, "(cond=");
	pirPrinterValue(p, op->operands[0].value);
	pirPrinterPuts(p, ", inputs=");
	pirPrinterOperandList(p, op, 1);
	pirPrinterPuts(p, ") ");
	if (op->attrs->size) {
		pirPrinterAttrDict(p, op->attrs);
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
		if (!op->results[i].type || op->results[i].type->kind == PIR_TYPE_NULL) {
			PirValue *in = i + 1 < op->numOperands ? op->operands[i + 1].value : NULL;
			op->results[i].type = in ? in->type : NULL;
		}
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
	{"if", {.verify = verifyIf, .print = printIf}},
	{"while", {.verify = verifyWhile, .print = printWhile, .inferTypes = inferWhile, .blockArgType = whileArgType}},
	{"yield", {.verify = verifyYield}},
	{NULL, {0}},
};
