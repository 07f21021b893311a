/* append_backward_targets.c: what --append-backward differentiates, from its options (docs/passes.md,
 * "append-backward", "Choosing what to differentiate"): the losses (loss: output positions or names),
 * their seed gradients (target-gradients: Paddle's target_gradients), the values to differentiate with respect to
 * (wrt: Paddle's parameter_list / calc_gradient inputs) and those never differentiated (no-grad:
 * Paddle's no_grad_set). Names are program variables (data/feed `name`, parameter `parameter_name`,
 * role variable_read) or outputs (an output op's variable key, or `name` for role output), found by
 * role, never by op name. A name that names nothing is an error, never ignored. */
#include <stdlib.h>
#include <string.h>

#include "append_backward.h"

bool abIsOutput(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	return i->role == PIR_ROLE_OUTPUT ||
	       (i->role == PIR_ROLE_VARIABLE_WRITE && i->varStorage && !strcmp(i->varStorage->str, "output"));
}

/* The string attribute naming what op reads or writes (its variable key;
 * `name` for an output op without one, as pd_op.fetch), or NULL. */
PirAttribute *abNameOf(AB *ab, PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	PirIdent *key = i->varKey ? i->varKey : i->role == PIR_ROLE_OUTPUT ? pirIdentGetCStr(ab->ctx, "name") : NULL;
	PirAttribute *a = key ? pirAttrDictLookup(pirOperationGetAttrDict(op), key) : NULL;
	return a && a->kind == PIR_ATTR_STR ? a : NULL;
}

/* The next element of a names option's list (elements separated by ','),
 * as [*s, *s + *n), from *p on; false past the end (*p NULL). */
static bool nextName(const char **p, const char **s, size_t *n)
{
	if (!*p)
		return false;
	const char *e = strchr(*p, ',');
	*s = *p;
	*n = e ? (size_t)(e - *p) : strlen(*p);
	*p = e ? e + 1 : NULL;
	return true;
}

static bool isPosition(const char *s, size_t n, long long *v)
{
	size_t k = n && s[0] == '-';
	if (k == n)
		return false;
	for (size_t j = k; j < n; j++)
		if (s[j] < '0' || s[j] > '9')
			return false;
	char buf[32];
	if (n >= sizeof buf)
		return false;
	memcpy(buf, s, n);
	buf[n] = '\0';
	*v = strtoll(buf, NULL, 10);
	return true;
}

/* The names of the program, indexed once (a lookup per option element,
 * not a walk: wrt may list every parameter of a model). */
typedef struct {
	AB *ab;
	PirPtrMap reads;   /* name attribute -> PirPtrVec * of the reads' results, in program order */
	PirPtrMap outputs; /* name attribute -> the last output op of that name */
	PirPtrVec outList; /* the output ops of the module block, in order */
	PirPtrVec vecs;
} Names;

static PirWalkResult indexReads(PirOperation *op, void *user)
{
	Names *x = user;
	PirAttribute *a = pirOperationGetInfo(op)->role == PIR_ROLE_VARIABLE_READ && op->numResults == 1 ? abNameOf(x->ab, op)
														: NULL;
	if (a) {
		PirPtrVec *v = pirPtrMapGet(&x->reads, a);
		if (!v) {
			v = pirArenaAlloc(&x->ab->arena, sizeof *v);
			*v = (PirPtrVec){0};
			pirPtrMapPut(&x->reads, a, v);
			pirPtrVecPush(&x->vecs, v);
		}
		pirPtrVecPush(v, pirOperationGetResult(op, 0));
	}
	return PIR_WALK_ADVANCE;
}

static void indexNames(Names *x)
{
	pirProgramWalk(x->ab->prog, PIR_WALK_PRE_ORDER, indexReads, x);
	for (PirOperation *op = pirProgramGetBlock(x->ab->prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		if (!abIsOutput(op) || op->numOperands < 1)
			continue;
		pirPtrVecPush(&x->outList, op);
		PirAttribute *a = abNameOf(x->ab, op);
		if (a)
			pirPtrMapPut(&x->outputs, a, op);
	}
}

static void freeNames(Names *x)
{
	for (size_t k = 0; k < x->vecs.len; k++)
		pirPtrVecFree(x->vecs.data[k]);
	pirPtrVecFree(&x->vecs);
	pirPtrVecFree(&x->outList);
	pirPtrMapFree(&x->reads);
	pirPtrMapFree(&x->outputs);
}

/* The output op a loss element names: digits are a position among the
 * module block's output ops (from 0; negative: the last), anything else
 * the name of an output (the last of that name: the latest backward's,
 * when several runs made one). */
static PirOperation *lossOp(Names *x, const char *s, size_t n)
{
	AB *ab = x->ab;
	long long want;
	bool pos = isPosition(s, n, &want);
	PirOperation *found = !pos		 ? pirPtrMapGet(&x->outputs, pirAttrGetStr(ab->ctx, s, n))
			      : want < 0	 ? (x->outList.len ? x->outList.data[x->outList.len - 1] : NULL)
			      : (size_t)want < x->outList.len ? x->outList.data[want]
							       : NULL;
	if (found)
		return found;
	PirLocation loc = pirOperationGetLoc(ab->prog->module);
	if (!pos)
		pirEmitError(ab->ctx, loc, "append-backward: no output named '%.*s' (option loss)", (int)n, s);
	else if (want < 0)
		pirEmitError(ab->ctx, loc, "append-backward: no loss: the module block has no output op (role output, such "
					   "as pd_op.fetch or builtin.shadow_output) whose operand is the loss");
	else
		pirEmitError(ab->ctx, loc, "append-backward: no loss: the module block has no output op #%lld (option loss)",
			     want);
	ab->failed = true;
	return NULL;
}

/* The values a wrt/no-grad/seeds element names: every read of the program
 * variable of that name (only the first with `first`), else the value the
 * last output of that name outputs (*output set). */
static bool valuesNamed(Names *x, const char *opt, const char *s, size_t n, bool first, PirPtrVec *into,
			PirOperation **output)
{
	AB *ab = x->ab;
	PirAttribute *a = pirAttrGetStr(ab->ctx, s, n);
	PirPtrVec *reads = pirPtrMapGet(&x->reads, a);
	*output = NULL;
	if (reads) {
		for (size_t k = 0; k < (first ? 1 : reads->len); k++)
			pirPtrVecPush(into, reads->data[k]);
		return true;
	}
	if ((*output = pirPtrMapGet(&x->outputs, a))) {
		pirPtrVecPush(into, pirOperationGetOperand(*output, 0));
		return true;
	}
	pirEmitError(ab->ctx, pirOperationGetLoc(ab->prog->module),
		     "append-backward: no input, parameter or output named '%.*s' (option %s)", (int)n, s, opt);
	ab->failed = true;
	return false;
}

static bool resolve(AB *ab, ABTargets *t, Names *x);

bool abResolveTargets(AB *ab, ABTargets *t)
{
	Names x = {.ab = ab};
	indexNames(&x);
	bool ok = resolve(ab, t, &x);
	freeNames(&x);
	return ok;
}

static bool resolve(AB *ab, ABTargets *t, Names *x)
{
	PirPassRun *run = ab->run;
	const PirIdent *losses = run->names[AB_OPT_LOSS];
	const char *s;
	size_t n;
	if (!losses) {
		char buf[32];
		int len = snprintf(buf, sizeof buf, "%lld", (long long)run->options[AB_OPT_LOSS]);
		PirOperation *op = lossOp(x, buf, (size_t)len);
		if (!op)
			return false;
		pirPtrVecPush(&t->lossOps, op);
	}
	const char *it = losses ? losses->str : NULL;
	while (nextName(&it, &s, &n)) {
		PirOperation *op = lossOp(x, s, n);
		if (!op)
			return false;
		pirPtrVecPush(&t->lossOps, op);
	}
	const PirIdent *seeds = run->names[AB_OPT_TARGET_GRADIENTS];
	it = seeds ? seeds->str : NULL;
	for (size_t k = 0; k < t->lossOps.len; k++) {
		PirValue *seed = NULL;
		if (seeds && !nextName(&it, &s, &n)) {
			pirEmitError(ab->ctx, pirOperationGetLoc(ab->prog->module),
				     "append-backward: option target-gradients names %zu seed(s) for %zu losses", k, t->lossOps.len);
			ab->failed = true;
			return false;
		}
		if (seeds) {
			PirPtrVec found = {0};
			PirOperation *out;
			bool ok = valuesNamed(x, "target-gradients", s, n, true, &found, &out);
			seed = ok ? found.data[0] : NULL;
			pirPtrVecFree(&found);
			if (!ok)
				return false;
			PirValue *loss = pirOperationGetOperand(t->lossOps.data[k], 0);
			if (pirValueGetParentBlock(seed) != pirProgramGetBlock(ab->prog)) {
				pirEmitError(ab->ctx, pirOperationGetLoc(ab->prog->module),
					     "append-backward: the seed '%.*s' (option target-gradients) is not read in the module block", (int)n, s);
				ab->failed = true;
				return false;
			}
			if (pirValueGetType(seed) != pirValueGetType(loss)) {
				pirEmitOpError(t->lossOps.data[k], "outputs a loss whose seed '%.*s' (option target-gradients) has another type",
					       (int)n, s);
				ab->failed = true;
				return false;
			}
		}
		pirPtrVecPush(&t->seeds, seed);
	}
	if (seeds && nextName(&it, &s, &n)) {
		pirEmitError(ab->ctx, pirOperationGetLoc(ab->prog->module),
			     "append-backward: option target-gradients names more seeds than there are losses (%zu)", t->lossOps.len);
		ab->failed = true;
		return false;
	}
	const PirIdent *no = run->names[AB_OPT_NO_GRAD];
	it = no ? no->str : NULL;
	while (nextName(&it, &s, &n)) {
		PirPtrVec found = {0};
		PirOperation *out;
		bool ok = valuesNamed(x, "no-grad", s, n, false, &found, &out);
		for (size_t j = 0; j < found.len; j++)
			pirPtrMapPut(&ab->noGrad, found.data[j], found.data[j]);
		pirPtrVecFree(&found);
		if (!ok)
			return false;
	}
	const PirIdent *wrt = run->names[AB_OPT_WRT];
	it = wrt ? wrt->str : NULL;
	while (nextName(&it, &s, &n)) {
		size_t before = ab->wrt.len;
		PirOperation *out;
		if (!valuesNamed(x, "wrt", s, n, false, &ab->wrt, &out))
			return false;
		for (size_t j = before; j < ab->wrt.len; j++)
			if (pirPtrMapGet(&ab->noGrad, ab->wrt.data[j])) {
				pirEmitError(ab->ctx, pirOperationGetLoc(ab->prog->module),
					     "append-backward: '%.*s' is named by both wrt and no-grad", (int)n, s);
				ab->failed = true;
				return false;
			}
		if (out) {
			pirPtrVecPush(&t->valueOutputs, out);
			pirPtrVecPush(&t->valueOutputs, ab->wrt.data[before]);
		}
	}
	return true;
}

void abTargetsFree(ABTargets *t)
{
	pirPtrVecFree(&t->lossOps);
	pirPtrVecFree(&t->seeds);
	pirPtrVecFree(&t->valueOutputs);
}
