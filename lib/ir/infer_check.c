/* infer_check.c: comparing written result types with inferred ones,
 * refining the first by the second, and reporting the operand conditions
 * a rule finds broken (see infer.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer.h"

static bool elemAgrees(const PirType *a, const PirType *b)
{
	return a == b || a->kind == PIR_TYPE_UNDEFINED || b->kind == PIR_TYPE_UNDEFINED;
}

bool pirTypeAgreesWithInferred(const PirType *actual, const PirType *inferred)
{
	if (!actual || !inferred || actual == inferred)
		return true;
	if (pirTypeIsDenseTensor(actual) && pirTypeIsDenseTensor(inferred)) {
		if (!elemAgrees(actual->tensor.elem, inferred->tensor.elem))
			return false;
		/* Paddle had no 0-D tensors before 2.5: a scalar was written [1]. */
		if (inferred->tensor.rank == 0 && actual->tensor.rank == 1 && actual->tensor.dims[0] <= 1 &&
		    actual->tensor.dims[0] != 0)
			return true;
		if (actual->tensor.rank != inferred->tensor.rank)
			return false;
		for (uint32_t i = 0; i < actual->tensor.rank; i++) {
			int64_t a = actual->tensor.dims[i], b = inferred->tensor.dims[i];
			if (a != b && a >= 0 && b >= 0)
				return false;
		}
		return true;
	}
	if (actual->kind == PIR_TYPE_VECTOR && inferred->kind == PIR_TYPE_VECTOR) {
		if (actual->vec.size != inferred->vec.size)
			return false;
		for (uint32_t i = 0; i < actual->vec.size; i++)
			if (!pirTypeAgreesWithInferred(actual->vec.elems[i], inferred->vec.elems[i]))
				return false;
		return true;
	}
	/* A dense tensor where a vec is inferred, or the other way round. */
	if ((pirTypeIsDenseTensor(actual) || actual->kind == PIR_TYPE_VECTOR) &&
	    (pirTypeIsDenseTensor(inferred) || inferred->kind == PIR_TYPE_VECTOR))
		return false;
	return true;
}

PirType *pirTypeRefineWithInferred(PirContext *ctx, PirType *actual, PirType *inferred)
{
	if (!actual || !inferred || actual == inferred || !pirTypeAgreesWithInferred(actual, inferred))
		return actual;
	if (pirTypeIsDenseTensor(actual) && pirTypeIsDenseTensor(inferred)) {
		uint32_t rank = actual->tensor.rank;
		if (rank != inferred->tensor.rank)
			return actual; /* a pre-2.5 [1] for an inferred 0-D tensor */
		int64_t small[16];
		int64_t *dims = rank <= 16 ? small : pirMalloc(rank * sizeof *dims);
		bool gained = false;
		for (uint32_t i = 0; i < rank; i++) {
			dims[i] = actual->tensor.dims[i];
			if (dims[i] < 0 && inferred->tensor.dims[i] >= 0) {
				dims[i] = inferred->tensor.dims[i];
				gained = true;
			}
		}
		PirType *elem = actual->tensor.elem;
		if (elem->kind == PIR_TYPE_UNDEFINED && inferred->tensor.elem->kind != PIR_TYPE_UNDEFINED) {
			elem = inferred->tensor.elem;
			gained = true;
		}
		PirType *r = !gained ? actual
			     : actual->kind == PIR_TYPE_VTENSOR ? pirTypeGetVTensor(ctx, elem, rank, dims)
								 : pirTypeGetTensor(ctx, elem, rank, dims);
		if (dims != small)
			free(dims);
		return r;
	}
	if (actual->kind == PIR_TYPE_VECTOR && inferred->kind == PIR_TYPE_VECTOR) {
		uint32_t n = actual->vec.size;
		PirType **elems = pirMalloc((n ? n : 1) * sizeof *elems);
		bool gained = false;
		for (uint32_t i = 0; i < n; i++) {
			elems[i] = pirTypeRefineWithInferred(ctx, actual->vec.elems[i], inferred->vec.elems[i]);
			gained |= elems[i] != actual->vec.elems[i];
		}
		PirType *r = gained ? pirTypeGetVector(ctx, n, elems) : actual;
		free(elems);
		return r;
	}
	/* <<NULL TYPE>> where a result is inferred stays as written: Paddle
	 * prints absent optional results that way. */
	return actual;
}

/* The inferred type as shown in messages: an unknown element type is shown
 * as the written one, so that only real differences stand out. */
static char *inferredString(PirContext *ctx, const PirType *actual, PirType *inferred)
{
	if (pirTypeIsDenseTensor(actual) && pirTypeIsDenseTensor(inferred) &&
	    inferred->tensor.elem->kind == PIR_TYPE_UNDEFINED)
		inferred = pirTypeGetTensor(ctx, actual->tensor.elem, inferred->tensor.rank, inferred->tensor.dims);
	return pirTypeToString(ctx, inferred);
}

/* The op whose rule the verifier runs on this thread (the two-thread
 * verifier checks ops on both), and whether the rule rejected it. */
static _Thread_local const PirOperation *reporting;
static _Thread_local bool rejected;

bool pirInferReporting(const PirOperation *op)
{
	return reporting == op;
}

/* Column of operand #n in the op's source line: the n-th entry of the
 * first (...) after the quoted op name (the op's own place when the text
 * is not available or has another form). */
static PirLocation operandLocation(PirOperation *op, int n)
{
	PirLocation loc = pirOperationGetLoc(op);
	size_t len;
	const char *line = loc.file ? pirContextGetSourceLine(pirOperationGetContext(op), loc.file, loc.line, &len) : NULL;
	if (!line || !loc.col || loc.col > len)
		return loc;
	size_t i = loc.col - 1;
	while (i < len && line[i] != '"')
		i++;
	for (i++; i < len && line[i] != '"'; i++)
		if (line[i] == '\\')
			i++;
	for (i++; i < len && line[i] == ' '; i++)
		;
	if (i >= len || line[i] != '(')
		return loc;
	int depth = 0, entry = 0;
	for (i++; i < len; i++) {
		char c = line[i];
		if (depth == 0 && entry == n && c != ' ')
			return c == ')' ? loc : (PirLocation){loc.file, loc.line, (uint32_t)i + 1};
		if (c == '(' || c == '<' || c == '[')
			depth++;
		else if ((c == ')' || c == '>' || c == ']') && depth-- == 0)
			break;
		else if (c == ',' && depth == 0)
			entry++;
	}
	return loc;
}

bool pirInferReject(PirOperation *op, int operand, const char *attr, const char *fmt, ...)
{
	if (reporting != op)
		return false;
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	PirLocation loc = operand >= 0 ? operandLocation(op, operand) : pirOperationGetLoc(op);
	/* The attribute's name as the definition holds it (no interning here:
	 * the verifier's helper thread may be the one asking). */
	const PirOpDef *def = pirOperationGetInfo(op)->def;
	for (uint32_t i = 0; operand < 0 && attr && def && i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, attr))
			loc = pirOperationAttrLocation(op, def->attrs[i].name);
	pirEmitError(pirOperationGetContext(op), loc, "'%s' op %s", pirOperationGetName(op), buf);
	rejected = true;
	return false;
}

bool pirOperationCheckInferredTypes(PirOperation *op)
{
	if (!pirOperationGetInfo(op)->iface.inferMeta || !op->numResults)
		return true;
	PirType *small[8] = {0}; /* asked for every op: no memset call for the common case */
	PirType **inferred = small;
	if (op->numResults > 8) {
		inferred = pirMalloc(op->numResults * sizeof *inferred);
		for (uint32_t i = 0; i < op->numResults; i++)
			inferred[i] = NULL;
	}
	const PirOperation *outer = reporting;
	reporting = op;
	rejected = false;
	pirOperationGetInfo(op)->iface.inferMeta(op, inferred);
	reporting = outer;
	bool ok = !rejected; /* a broken operand condition says it all */
	for (uint32_t i = 0; ok && i < op->numResults; i++) {
		PirType *t = pirOperationGetResultType(op, i);
		if (t == inferred[i] || pirTypeAgreesWithInferred(t, inferred[i]))
			continue;
		PirContext *ctx = pirOperationGetContext(op);
		char *a = pirTypeToString(ctx, t), *b = inferredString(ctx, t, inferred[i]);
		pirEmitOpError(op, "result #%u type '%s' contradicts the inferred '%s'", i, a, b);
		free(a);
		free(b);
		ok = false;
	}
	if (inferred != small)
		free(inferred);
	return ok;
}

/* ------------------------------------------ translated declarations */

/* The inferred type with the declared element type where the rule
 * leaves it open; NULL when that does not agree with the inferred one
 * either (a vec, a dialect type). */
static PirType *adopted(PirContext *ctx, PirType *declared, PirType *inferred)
{
	if (!pirTypeIsDenseTensor(declared) || !pirTypeIsDenseTensor(inferred))
		return NULL;
	PirType *elem = inferred->tensor.elem->kind == PIR_TYPE_UNDEFINED ? declared->tensor.elem : inferred->tensor.elem;
	PirType *t = declared->kind == PIR_TYPE_VTENSOR
			     ? pirTypeGetVTensor(ctx, elem, inferred->tensor.rank, inferred->tensor.dims)
			     : pirTypeGetTensor(ctx, elem, inferred->tensor.rank, inferred->tensor.dims);
	return pirTypeAgreesWithInferred(t, inferred) ? t : NULL;
}

typedef struct Adopt {
	size_t ops, adopted; /* ops seen (the index in messages), types replaced */
} Adopt;

static PirWalkResult adoptOp(PirOperation *op, void *userData)
{
	Adopt *A = userData;
	size_t index = A->ops++;
	PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->iface.inferMeta || !op->numResults || op->numRegions)
		return PIR_WALK_ADVANCE;
	PirType *small[8] = {0};
	PirType **inferred = small;
	if (op->numResults > 8) {
		inferred = pirMalloc(op->numResults * sizeof *inferred);
		for (uint32_t i = 0; i < op->numResults; i++)
			inferred[i] = NULL;
	}
	info->iface.inferMeta(op, inferred); /* silent: operand checks are the verifier's */
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		PirType *t = pirValueGetType(v);
		if (!inferred[i] || pirTypeAgreesWithInferred(t, inferred[i]))
			continue;
		PirContext *ctx = pirOperationGetContext(op);
		PirType *a = adopted(ctx, t, inferred[i]);
		if (!a)
			continue; /* left to the verifier's error */
		char *ds = pirTypeToString(ctx, t), *as = pirTypeToString(ctx, a);
		pirEmitDiagnostic(ctx, PIR_SEV_WARNING, pirOperationGetLoc(op),
				  "'%s' op (op %zu in program order) result #%u is declared '%s', but Paddle's inference "
				  "gives '%s': the inferred type is taken",
				  pirOperationGetName(op), index, i, ds, as);
		free(ds);
		free(as);
		pirValueSetType(v, a);
		A->adopted++;
	}
	if (inferred != small)
		free(inferred);
	return PIR_WALK_ADVANCE;
}

size_t pirProgramAdoptInferredTypes(PirProgram *p)
{
	Adopt A = {0};
	pirProgramWalk(p, PIR_WALK_PRE_ORDER, adoptOp, &A);
	return A.adopted;
}

/* A type a rule fully decided: a tensor with a known element type, or a
 * vec of such (dims may be -1). */
static bool decided(const PirType *t)
{
	if (!t)
		return false;
	switch (pirTypeGetKind(t)) {
	case PIR_TYPE_TENSOR:
	case PIR_TYPE_VTENSOR:
		return pirTypeGetKind(pirTensorTypeGetElementType(t)) != PIR_TYPE_UNDEFINED;
	case PIR_TYPE_VECTOR:
		for (uint32_t i = 0; i < pirVectorTypeGetSize(t); i++)
			if (!decided(pirVectorTypeGetElement(t, i)))
				return false;
		return true;
	default:
		return false;
	}
}

bool pirOperationInferResultTypes(PirOperation *op)
{
	PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->iface.inferMeta || !op->numResults)
		return false;
	PirType *small[8];
	PirType **inferred = op->numResults <= 8 ? small : pirMalloc(op->numResults * sizeof *inferred);
	for (uint32_t i = 0; i < op->numResults; i++)
		inferred[i] = NULL;
	const PirOperation *outer = reporting;
	reporting = op; /* a broken operand condition is an error, as the verifier gives it */
	rejected = false;
	info->iface.inferMeta(op, inferred);
	reporting = outer;
	bool ok = !rejected;
	for (uint32_t i = 0; ok && i < op->numResults; i++)
		ok = decided(inferred[i]);
	for (uint32_t i = 0; ok && i < op->numResults; i++)
		pirValueSetType(pirOperationGetResult(op, i), inferred[i]);
	if (inferred != small)
		free(inferred);
	return ok;
}
