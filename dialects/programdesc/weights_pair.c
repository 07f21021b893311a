/* weights_pair.c: pairs a program's parameters with a weights file's
 * tensors (weights.h). The parameters are the ops whose role reads or
 * writes a variable of the "parameter" storage, named by the op's
 * variable key (builtin.parameter's parameter_name, by its YAML): data,
 * not op names. Paddle writes a combined file in the order of the sorted
 * names (save_combine after sorted(); its loader reads them back the same
 * way), so the k-th tensor belongs to the k-th name in bytewise order.
 * n log n in the parameters; every mismatch is reported, none repaired. */
#include <stdlib.h>
#include <string.h>

#include "../../lib/text/text.h"
#include "program_translator.h"
#include "weights.h"

typedef struct Param {
	PirIdent *name;
	PirType *type;
	PirOperation *op; /* the first that names it, for the location */
} Param;

typedef struct Collect {
	PirIdent *storage;
	Param *ps;
	size_t n, cap;
} Collect;

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Collect *c = ud;
	PirOpInfo *info = pirOperationGetInfo(op);
	if ((info->role != PIR_ROLE_VARIABLE_READ && info->role != PIR_ROLE_VARIABLE_WRITE) ||
	    info->varStorage != c->storage)
		return PIR_WALK_ADVANCE;
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), info->varKey);
	if (!a || a->kind != PIR_ATTR_STR)
		return PIR_WALK_ADVANCE; /* the verifier says what is wrong with it */
	PirType *t = NULL;
	if (info->role == PIR_ROLE_VARIABLE_READ && op->numResults)
		t = pirOperationGetResultType(op, 0);
	else if (info->role == PIR_ROLE_VARIABLE_WRITE && op->numOperands && pirOperationGetOperand(op, 0))
		t = pirValueGetType(pirOperationGetOperand(op, 0));
	if (c->n == c->cap)
		c->ps = pirArrayGrow(c->ps, c->n, &c->cap, sizeof *c->ps, 64);
	c->ps[c->n++] = (Param){a->text, t, op};
	return PIR_WALK_ADVANCE;
}

static int byName(const void *a, const void *b)
{
	const Param *x = a, *y = b;
	int c = strcmp(x->name->str, y->name->str);
	if (c)
		return c;
	/* the first op in program order stays first (stable on equal names) */
	return x->op < y->op ? -1 : x->op > y->op;
}

static int weightByName(const void *a, const void *b)
{
	const PirWeight *const *x = a, *const *y = b;
	return strcmp((*x)->name, (*y)->name);
}

/* The program's parameters, each name once (its first read in program
 * order), sorted by name: *n of them in the result's ps. */
static Collect paramsByName(PirProgram *prog, size_t *n)
{
	Collect c = {pirIdentGetCStr(pirProgramGetContext(prog), "parameter"), NULL, 0, 0};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &c);
	if (c.n)
		qsort(c.ps, c.n, sizeof *c.ps, byName);
	*n = 0;
	for (size_t i = 0; i < c.n; i++)
		if (!*n || c.ps[*n - 1].name != c.ps[i].name)
			c.ps[(*n)++] = c.ps[i];
	return c;
}

/* "[64, 3, 7, 7] float32" */
static void describeWeight(const PirWeight *t, char *buf, size_t size)
{
	size_t k = (size_t)snprintf(buf, size, "[");
	for (uint32_t i = 0; i < t->rank && k < size; i++)
		k += (size_t)snprintf(buf + k, size - k, "%s%lld", i ? ", " : "", (long long)t->dims[i]);
	if (k < size)
		snprintf(buf + k, size - k, "] %s", pdDataTypeName(t->dtype));
}

static bool check(PirContext *ctx, PirProgram *prog, const Param *p, const PirWeight *t, size_t index)
{
	char have[256];
	describeWeight(t, have, sizeof have);
	PirType *ty = p->type;
	bool ok = ty && pirTypeIsDenseTensor(ty) && ty->tensor.rank == t->rank &&
		  pdScalarKind(t->dtype) != PIR_TYPE_NULL && ty->tensor.elem->kind == pdScalarKind(t->dtype);
	for (uint32_t i = 0; ok && i < t->rank; i++)
		ok = ty->tensor.dims[i] < 0 || ty->tensor.dims[i] == t->dims[i];
	if (!ok) {
		char *want = ty ? pirTypeToString(ctx, ty) : NULL;
		const char *is = want ? want : "of no type";
		if (t->name)
			pirEmitError(ctx, pirOperationGetLoc(p->op), "parameter '%s' is %s, but its weights file '%s' holds %s",
				     p->name->str, is, t->name, have);
		else
			pirEmitError(ctx, pirOperationGetLoc(p->op),
				     "parameter '%s' is %s, but its tensor in the weights file (tensor[%zu], byte %zu) is %s",
				     p->name->str, is, index, t->offset, have);
		free(want);
		return false;
	}
	pirProgramSetParameter(prog, p->name, ty, t->data, (size_t)t->size, false);
	return true;
}

/* A 1.x directory's file that no parameter reads. */
static void unpaired(PirContext *ctx, const PirWeight *t)
{
	PirLocation loc = {pirIdentGetCStr(ctx, t->file), 0, 0};
	pirEmitError(ctx, loc, "this weights file (variable '%s') belongs to no parameter of the program", t->name);
}

bool pirWeightsPair(PirProgram *prog, const PirWeights *w)
{
	PirContext *ctx = pirProgramGetContext(prog);
	size_t n;
	Collect c = paramsByName(prog, &n);
	size_t numTensors = pirWeightsGetNumTensors(w);
	bool named = pirWeightsIsPerVariable(w);
	/* the weights file (a file without lines: its name alone) */
	PirLocation fileLoc = {numTensors ? pirIdentGetCStr(ctx, pirWeightsGetTensor(w, 0)->file) : NULL, 0, 0};
	if (!fileLoc.file)
		fileLoc = pirOperationGetLoc(prog->module);
	bool ok = true;
	if (!named) {
		if (numTensors != n) {
			pirEmitError(ctx, fileLoc,
				     "the weights file holds %zu tensor%s and the program reads %zu parameter%s: a combined "
				     "weights file pairs its tensors with the sorted parameter names one to one, so these "
				     "two do not belong together",
				     numTensors, numTensors == 1 ? "" : "s", n, n == 1 ? "" : "s");
			ok = false;
		}
		for (size_t i = 0; numTensors == n && i < n; i++) /* every mismatch, not only the first */
			ok &= check(ctx, prog, &c.ps[i], pirWeightsGetTensor(w, i), i);
	} else {
		const PirWeight **byN = pirMalloc((numTensors ? numTensors : 1) * sizeof *byN);
		for (size_t i = 0; i < numTensors; i++)
			byN[i] = pirWeightsGetTensor(w, i);
		qsort(byN, numTensors, sizeof *byN, weightByName);
		size_t j = 0;
		for (size_t i = 0; i < n; i++) {
			while (j < numTensors && strcmp(byN[j]->name, c.ps[i].name->str) < 0) {
				unpaired(ctx, byN[j]);
				ok = false;
				j++;
			}
			if (j < numTensors && !strcmp(byN[j]->name, c.ps[i].name->str)) {
				ok &= check(ctx, prog, &c.ps[i], byN[j], j);
				j++;
			} else {
				pirEmitError(ctx, pirOperationGetLoc(c.ps[i].op),
					     "parameter '%s' has no weights file in the model directory", c.ps[i].name->str);
				ok = false;
			}
		}
		for (; j < numTensors; j++) {
			unpaired(ctx, byN[j]);
			ok = false;
		}
		free(byN);
	}
	free(c.ps);
	return ok;
}

static int identByName(const void *a, const void *b)
{
	PirIdent *const *x = a, *const *y = b;
	return strcmp((*x)->str, (*y)->str);
}

void pirWeightsWarnUnread(PirProgram *prog, const PirWeights *w)
{
	if (pirWeightsIsPerVariable(w) || !pirWeightsGetNumTensors(w))
		return; /* a 1.x loader reads the files the program names; extra ones do no harm */
	PirContext *ctx = pirProgramGetContext(prog);
	size_t n;
	Collect c = paramsByName(prog, &n);
	PirIdent **gone = pirMalloc((prog->numParams + 1) * sizeof *gone);
	size_t numGone = 0;
	for (size_t i = 0; i < prog->numParams; i++) {
		PirIdent *name = prog->params[i].name;
		if (!prog->params[i].data)
			continue;
		size_t lo = 0, hi = n; /* binary search of the sorted names */
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (strcmp(c.ps[mid].name->str, name->str) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo == n || c.ps[lo].name != name)
			gone[numGone++] = name;
	}
	if (numGone) {
		qsort(gone, numGone, sizeof *gone, identByName);
		char list[512];
		size_t k = 0;
		for (size_t i = 0; i < numGone && k < sizeof list - 8; i++)
			k += (size_t)snprintf(list + k, sizeof list - k, "%s'%s'", i ? ", " : "", gone[i]->str);
		PirLocation loc = {pirIdentGetCStr(ctx, pirWeightsGetTensor(w, 0)->file), 0, 0};
		pirEmitDiagnostic(ctx, PIR_SEV_WARNING, loc,
				  "%zu of this file's %zu tensors no longer pair with the program: nothing reads %s; "
				  "Paddle loads a combined weights file by the program's sorted parameter names, all of "
				  "them, so the output program does not load with this file",
				  numGone, pirWeightsGetNumTensors(w), list);
	}
	free(gone);
	free(c.ps);
}
