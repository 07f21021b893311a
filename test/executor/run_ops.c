/* run_ops.c: how pir-run executes a block and one op: region ops by their
 * region flow, ops with a role by the role (roles.c), everything else by
 * the kernel registered under its name. An inplace op without a kernel of
 * its own runs its functional twin's kernel and writes the result into
 * the operand its `inplace` mapping names, so both values are one object. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

bool exError(ExRun *r, PirOperation *op, const char *fmt, ...)
{
	if (r->failed)
		return false;
	r->failed = true;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pirEmitError(r->ctx, op ? pirOperationGetLoc(op) : (PirLocation){0}, "%s", msg);
	return false;
}

void exFreeObjs(ExObj **objs, uint32_t n)
{
	if (!objs)
		return;
	for (uint32_t i = 0; i < n; i++)
		exRelease(objs[i]);
	free(objs);
}

bool exBindArgs(ExRun *r, PirOperation *owner, PirBlock *b, ExObj *const *vals, uint32_t n)
{
	if (b->numArgs != n)
		return exError(r, owner, "a block takes %u arguments, %u values were passed", b->numArgs, n);
	for (uint32_t i = 0; i < n; i++)
		exMapSet(&r->env, b->args[i], exRetain(vals[i]));
	return true;
}

static bool runOps(ExRun *r, PirBlock *b, ExObj ***yielded, uint32_t *numYielded, PirPtrVec *dies, size_t *k);

/* The op of b that holds op (op itself, or the op of b it is nested in), or NULL. */
static PirOperation *holderIn(PirBlock *b, PirOperation *op)
{
	while (op && pirOperationGetBlock(op) != b)
		op = pirOperationGetParentOp(op);
	return op;
}

/* The program's block: each op's results, once the last op that reads
 * them (or holds a reader in its regions) has run, are unbound, so their
 * elements leave the budget unless an output, a variable or a view still
 * holds them (references). dies[k] lists the values whose last reader is
 * op k; a value nothing reads dies after its own op. Linear in the uses. */
static PirPtrVec *deathList(PirBlock *b, size_t *numOps)
{
	PirPtrMap pos = {0};
	size_t n = 0;
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
		pirPtrMapPut(&pos, op, (void *)(uintptr_t)++n);
	PirPtrVec *dies = pirCalloc(n ? n : 1, sizeof *dies);
	size_t k = 0;
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op), k++)
		for (uint32_t i = 0; i < op->numResults; i++) {
			PirValue *v = pirOperationGetResult(op, i);
			size_t last = k;
			for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u)) {
				PirOperation *h = holderIn(b, pirOpOperandGetOwner(u));
				size_t at = h ? (size_t)(uintptr_t)pirPtrMapGet(&pos, h) - 1 : n;
				last = at > last ? at : last;
			}
			if (last < n)
				pirPtrVecPush(&dies[last], v);
		}
	pirPtrMapFree(&pos);
	*numOps = n;
	return dies;
}

bool exRunBlock(ExRun *r, PirBlock *b, ExObj ***yielded, uint32_t *numYielded)
{
	*yielded = NULL;
	*numYielded = 0;
	/* Only the program's block: a loop body runs many times, and its
	 * values are released when the next iteration rebinds them. */
	size_t numOps = 0, k = 0;
	PirPtrVec *dies = b == pirProgramGetBlock(r->prog) ? deathList(b, &numOps) : NULL;
	bool ok = runOps(r, b, yielded, numYielded, dies, &k);
	for (size_t i = 0; i < numOps; i++)
		pirPtrVecFree(&dies[i]);
	free(dies);
	return ok;
}

static bool runOps(ExRun *r, PirBlock *b, ExObj ***yielded, uint32_t *numYielded, PirPtrVec *dies, size_t *k)
{
	for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op), ++*k) {
		if (op == b->last && pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR)) {
			ExObj **vals = pirCalloc(op->numOperands ? op->numOperands : 1, sizeof *vals);
			for (uint32_t i = 0; i < op->numOperands; i++) {
				PirValue *v = pirOperationGetOperand(op, i);
				vals[i] = v ? exRetain(exMapGet(&r->env, v)) : NULL;
				if (!vals[i]) {
					exFreeObjs(vals, op->numOperands);
					return exError(r, op, "operand %u has no value", i);
				}
			}
			*yielded = vals;
			*numYielded = op->numOperands;
			return true;
		}
		if (!exRunOp(r, op))
			return false;
		for (size_t i = 0; dies && i < dies[*k].len; i++)
			exMapSet(&r->env, dies[*k].data[i], NULL);
	}
	return true;
}

static void formatShape(char *buf, size_t n, uint32_t rank, const int64_t *dims)
{
	size_t k = (size_t)snprintf(buf, n, "[");
	for (uint32_t i = 0; i < rank && k < n; i++)
		k += (size_t)snprintf(buf + k, n - k, "%s%lld", i ? ", " : "", (long long)dims[i]);
	if (k < n)
		snprintf(buf + k, n - k, "]");
}

/* The computed result must fit the type the IR declares. */
static bool checkResult(ExRun *r, PirOperation *op, uint32_t i, ExObj *o)
{
	PirType *t = pirOperationGetResultType(op, i);
	if (o->kind != EX_TENSOR || !pirTypeIsDenseTensor(t))
		return true;
	bool ok = t->tensor.rank == o->rank;
	for (uint32_t d = 0; ok && d < o->rank; d++)
		ok = t->tensor.dims[d] < 0 || t->tensor.dims[d] == o->dims[d];
	/* The eras disagree on one-element results: before Paddle 2.5 a full
	 * reduction (mean, reduce_sum with reduce_all, a loss) gave [1], since
	 * then [] (0-D). A kernel computes today's; the result takes the
	 * declared one-element shape of the program's era (the same value). */
	bool one = o->numel == 1 && t->tensor.rank <= 1 && o->rank <= 1 && t->tensor.rank != o->rank;
	for (uint32_t d = 0; one && d < t->tensor.rank; d++)
		one = t->tensor.dims[d] == 1;
	if (one) {
		o->rank = t->tensor.rank;
		o->dims[0] = 1;
		ok = true;
	}
	if (!ok) {
		char got[128], want[128];
		formatShape(got, sizeof got, o->rank, o->dims);
		formatShape(want, sizeof want, t->tensor.rank, t->tensor.dims);
		return exError(r, op, "result %u has shape %s at run time, the IR declares %s", i, got, want);
	}
	return true;
}

/* Writes out[o] into the operand the inplace mapping names and makes the
 * result that operand's object. */
static bool writeInplace(ExRun *r, PirOperation *op, const PirOpDef *def, ExObj **in, ExObj **out)
{
	for (uint32_t p = 0; def && p < def->numInplace; p++) {
		uint32_t a = def->inplace[p].input, o = def->inplace[p].output;
		if (a >= op->numOperands || o >= op->numResults || !in[a] || !out[o])
			continue;
		ExObj *dst = in[a], *src = out[o];
		ExShape sd = exShapeOf(dst), ss = exShapeOf(src);
		if (dst->kind != EX_TENSOR || src->kind != EX_TENSOR || !exShapeEqual(&sd, &ss))
			return exError(r, op, "inplace result %u does not have the shape of operand %u", o, a);
		memcpy(dst->data, src->data, sizeof(double) * src->numel);
		exTensorNormalize(dst);
		exRelease(src);
		out[o] = exRetain(dst);
	}
	return true;
}

static bool runKernel(ExRun *r, PirOperation *op)
{
	const char *name = pirOperationGetName(op);
	ExKernelFn fn = exLookupKernel(name);
	const PirOpDef *inplaceDef = NULL;
	if (!fn && pirOperationHasTrait(op, PIR_TRAIT_INPLACE) && pirOperationGetInfo(op)->twin) {
		fn = exLookupKernel(pirOperationGetInfo(op)->twin->name->str);
		inplaceDef = pirOperationGetInfo(op)->def;
	}
	if (!fn)
		return exError(r, op, "no kernel for '%s'", name);
	uint32_t n = op->numOperands, m = op->numResults;
	ExObj **in = pirCalloc(n ? n : 1, sizeof *in), **out = pirCalloc(m ? m : 1, sizeof *out);
	bool ok = true;
	for (uint32_t i = 0; i < n && ok; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && !(in[i] = exMapGet(&r->env, v)))
			ok = exError(r, op, "operand %u has no value", i);
	}
	ok = ok && fn(r, op, in, out);
	for (uint32_t i = 0; i < m && ok; i++) {
		if (!out[i])
			ok = exError(r, op, "the kernel of '%s' gives no result %u", name, i);
		else if (out[i]->kind == EX_TENSOR)
			exTensorNormalize(out[i]);
	}
	ok = ok && writeInplace(r, op, inplaceDef, in, out);
	for (uint32_t i = 0; i < m && ok; i++)
		ok = checkResult(r, op, i, out[i]);
	for (uint32_t i = 0; i < m; i++) {
		if (ok)
			exMapSet(&r->env, pirOperationGetResult(op, i), out[i]);
		else
			exRelease(out[i]);
	}
	free(in);
	free(out);
	return ok;
}

bool exRunOp(ExRun *r, PirOperation *op)
{
	if (op->numRegions > 0) {
		switch ((PirRegionFlow)pirOperationGetInfo(op)->flow) {
		case PIR_FLOW_BRANCH:
			return exRunBranch(r, op);
		case PIR_FLOW_LOOP:
			return exRunLoop(r, op);
		default:
			return exError(r, op, "pir-run does not execute the regions of '%s'", pirOperationGetName(op));
		}
	}
	bool handled;
	bool ok = exRunRoleOp(r, op, &handled);
	if (handled)
		return ok;
	return runKernel(r, op);
}
