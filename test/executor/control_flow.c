/* control_flow.c: pir-run's execution of region ops by their declared
 * region flow (docs/dialect-yaml.md, "Roles"), whatever the op is called:
 *   branch: operand 0 picks then or else; with an init region (three
 *           regions) init runs first and its yielded values (the stack)
 *           become the picked branch's block arguments;
 *   loop:   one region (Paddle's form): operand 0 is the first condition,
 *           the body yields the next condition then the next values; two
 *           or three regions (the design form): [init,] cond, body, cond
 *           ending in cf.cond_yield(condition, values...).
 * A loop that runs more than a million iterations in all is an error, so
 * pir-run never hangs. */
#include <stdlib.h>

#include "run.h"

#define EX_LOOP_BUDGET 1000000u

static bool truth(ExRun *r, PirOperation *op, ExObj *c, bool *out)
{
	if (!c || c->kind != EX_TENSOR || c->numel != 1)
		return exError(r, op, "the condition must be a tensor of one element");
	*out = c->data[0] != 0;
	return true;
}

static PirBlock *entryBlock(PirOperation *op, uint32_t region)
{
	return region < op->numRegions ? pirOperationGetRegion(op, region)->first : NULL;
}

static bool bindResults(ExRun *r, PirOperation *op, ExObj **vals, uint32_t n)
{
	if (n != op->numResults)
		return exError(r, op, "%u values reach the op's %u results", n, op->numResults);
	for (uint32_t i = 0; i < n; i++)
		exMapSet(&r->env, pirOperationGetResult(op, i), exRetain(vals[i]));
	return true;
}

/* Runs block b with its arguments bound to args. */
static bool runWith(ExRun *r, PirOperation *op, PirBlock *b, ExObj **args, uint32_t numArgs, ExObj ***out,
		    uint32_t *numOut)
{
	*out = NULL;
	*numOut = 0;
	return exBindArgs(r, op, b, args, numArgs) && exRunBlock(r, b, out, numOut);
}

bool exRunBranch(ExRun *r, PirOperation *op)
{
	bool c = false;
	if (op->numOperands < 1 || !truth(r, op, exMapGet(&r->env, pirOperationGetOperand(op, 0)), &c))
		return op->numOperands < 1 ? exError(r, op, "a branch op needs a condition") : false;
	uint32_t first = op->numRegions == 3 ? 1 : 0;
	ExObj **init = NULL, **vals = NULL;
	uint32_t numInit = 0, numVals = 0;
	bool ok = true;
	if (first) {
		PirBlock *ib = entryBlock(op, 0);
		ok = ib ? runWith(r, op, ib, NULL, 0, &init, &numInit) : exError(r, op, "the init region is empty");
	}
	PirBlock *b = ok ? entryBlock(op, first + (c ? 0 : 1)) : NULL;
	if (ok && b && b->first) {
		ok = runWith(r, op, b, init, numInit, &vals, &numVals) && bindResults(r, op, vals, numVals);
	} else if (ok) {
		/* An empty branch yields nothing but what init made (the stack). */
		ok = bindResults(r, op, init, numInit);
	}
	exFreeObjs(init, numInit);
	exFreeObjs(vals, numVals);
	return ok;
}

static bool budget(ExRun *r, PirOperation *op)
{
	if (r->loopBudget == 0)
		return exError(r, op, "loops ran more than %u iterations; stopping", EX_LOOP_BUDGET);
	r->loopBudget--;
	return true;
}

/* Paddle's form: while (cond=c, inputs=...) { ^args; ...; cf.yield(next_c, next...) }. */
static bool runPaddleLoop(ExRun *r, PirOperation *op)
{
	PirBlock *body = entryBlock(op, 0);
	if (op->numOperands < 1 || !body)
		return exError(r, op, "a one-region loop needs a condition operand and a body");
	uint32_t n = op->numOperands - 1;
	ExObj **vals = pirCalloc(n ? n : 1, sizeof *vals);
	for (uint32_t i = 0; i < n; i++)
		vals[i] = exRetain(exMapGet(&r->env, pirOperationGetOperand(op, i + 1)));
	ExObj *cond = exRetain(exMapGet(&r->env, pirOperationGetOperand(op, 0)));
	bool ok = true, c = false;
	while (ok && (ok = truth(r, op, cond, &c)) && c && (ok = budget(r, op))) {
		ExObj **next;
		uint32_t numNext;
		ok = runWith(r, op, body, vals, n, &next, &numNext);
		if (ok && numNext != n + 1)
			ok = exError(r, op, "the body yields %u values, the loop needs %u", numNext, n + 1);
		if (ok) {
			exRelease(cond);
			cond = exRetain(next[0]);
			for (uint32_t i = 0; i < n; i++) {
				exRelease(vals[i]);
				vals[i] = exRetain(next[i + 1]);
			}
		}
		exFreeObjs(next, numNext);
	}
	ok = ok && bindResults(r, op, vals, n);
	exRelease(cond);
	exFreeObjs(vals, n);
	return ok;
}

/* The design form: [init,] cond, body. */
static bool runDesignLoop(ExRun *r, PirOperation *op)
{
	uint32_t first = op->numRegions == 3 ? 1 : 0;
	PirBlock *cb = entryBlock(op, first), *bb = entryBlock(op, first + 1);
	if (!cb || !bb)
		return exError(r, op, "the cond and body regions must not be empty");
	uint32_t n = op->numOperands;
	ExObj **vals = pirCalloc(n ? n : 1, sizeof *vals);
	for (uint32_t i = 0; i < n; i++)
		vals[i] = exRetain(exMapGet(&r->env, pirOperationGetOperand(op, i)));
	bool ok = true;
	if (first) {
		PirBlock *ib = entryBlock(op, 0);
		ExObj **init = NULL;
		uint32_t numInit = 0;
		ok = ib ? runWith(r, op, ib, vals, n, &init, &numInit) : exError(r, op, "the init region is empty");
		exFreeObjs(vals, n);
		vals = init;
		n = numInit;
	}
	while (ok) {
		ExObj **cv;
		uint32_t numCv;
		bool c = false;
		ok = runWith(r, op, cb, vals, n, &cv, &numCv);
		if (ok && numCv < 1)
			ok = exError(r, op, "the cond region yields no condition");
		ok = ok && truth(r, op, cv[0], &c);
		if (ok) {
			exFreeObjs(vals, n);
			n = numCv - 1;
			vals = pirCalloc(n ? n : 1, sizeof *vals);
			for (uint32_t i = 0; i < n; i++)
				vals[i] = exRetain(cv[i + 1]);
		}
		exFreeObjs(cv, numCv);
		if (!ok || !c || !(ok = budget(r, op)))
			break;
		ExObj **next;
		uint32_t numNext;
		ok = runWith(r, op, bb, vals, n, &next, &numNext);
		if (ok) {
			exFreeObjs(vals, n);
			vals = next;
			n = numNext;
		} else {
			exFreeObjs(next, numNext);
		}
	}
	ok = ok && bindResults(r, op, vals, n);
	exFreeObjs(vals, n);
	return ok;
}

bool exRunLoop(ExRun *r, PirOperation *op)
{
	return op->numRegions == 1 ? runPaddleLoop(r, op) : runDesignLoop(r, op);
}
