/* verifier.c: checks the structural SSA rules of a program and, for
 * registered ops, the rules of their definitions (operand/result counts and
 * type constraints, required attributes and their kinds, region counts,
 * terminators) and their verify hooks.
 *
 * Visibility is checked in one walk: a value is marked visible (its state word is 1)
 * when it is defined and unmarked when its block is left, so a use is legal
 * iff its value is marked. Within a region of several blocks, values of an
 * earlier block stay visible in later ones (textual order stands in for
 * dominance; see docs/text-format.md). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "context_impl.h"
#include "infer.h"
#include "prefetch.h"
#include "../sys/speed_paths.h"
#include "../sys/threads.h"

typedef struct {
	PirContext *ctx;
	bool ok;
	size_t numOps; /* for the change log's size limit */
	bool defs;     /* check each registered op against its definition in this walk */
	bool report;   /* say what is wrong (off: only ok is cleared; verifyOnTwoThreads) */
} Verifier;

/* Leaving a region: its block arguments and results are visible no more
 * (the same lists verifyRegion marked them from). */
static void unmarkRegion(PirRegion *r)
{
	for (PirBlock *b = r->first; b; b = b->next) {
		for (uint32_t i = 0; i < b->numArgs; i++)
			b->args[i]->state = 0;
		for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op))
			for (uint32_t i = 0; i < op->numResults; i++)
				pirOperationGetResult(op, i)->state = 0;
	}
}

static bool isBefore(PirOperation *a, PirOperation *b)
{
	for (PirOperation *o = a; o; o = pirOperationGetNextInBlock(o))
		if (o == b)
			return true;
	return false;
}

static void verifyOp(Verifier *V, PirOperation *op);


/* The values an op reads were defined anywhere above it: on a large
 * program most of their state words are not in the cache. Those of the op
 * AHEAD places down are asked for early. */
enum { AHEAD = 4 };

static void prefetchOperands(const PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands && i < 4; i++)
		PIR_PREFETCH(pirOperationGetOperand(op, i));
}

static void verifyRegion(Verifier *V, PirRegion *r)
{
	for (PirBlock *b = r->first; b; b = b->next) {
		if (b->region != r) {
			if (V->report)
				pirEmitOpError(r->op, "has a block whose parent link is broken");
			V->ok = false;
		}
		for (uint32_t i = 0; i < b->numArgs; i++)
			b->args[i]->state = 1;
		PirOperation *scout = b->first;
		for (unsigned k = 0; k < AHEAD && scout; k++, scout = pirOperationGetNextInBlock(scout))
			prefetchOperands(scout);
		for (PirOperation *op = b->first; op; op = pirOperationGetNextInBlock(op)) {
			if (scout) {
				prefetchOperands(scout);
				scout = pirOperationGetNextInBlock(scout);
			}
			if (pirOperationGetBlock(op) != b) {
				if (V->report)
					pirEmitOpError(op, "is linked into a block it does not belong to");
				V->ok = false;
			}
			verifyOp(V, op);
			V->numOps++;
			for (uint32_t i = 0; i < op->numResults; i++)
				pirOperationGetResult(op, i)->state = 1;
			if (pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR) && pirOperationGetNextInBlock(op)) {
				if (V->report)
					pirEmitOpError(op, "is a terminator but is not the last op of its block");
				V->ok = false;
			}
		}
	}
	unmarkRegion(r);
}

static void verifyOp(Verifier *V, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v || v->state)
			continue;
		V->ok = false;
		if (!V->report)
			continue;
		PirBlock *db = pirValueGetParentBlock(v);
		if (!v->isArg && db == pirOperationGetBlock(op) && isBefore(op, pirValueGetDefiningOp(v))) {
			/* Where it is defined: a line, or a label (JSON path, ProgramDesc op); "0:23" was a label's number. */
			PirLocation at = pirOperationGetLoc(pirValueGetDefiningOp(v));
			char where[1024] = "";
			if (at.line)
				snprintf(where, sizeof where, "%u:%u", at.line, at.col);
			else if (!at.file || !pirLocationFormatLabel(V->ctx, at, where, sizeof where))
				snprintf(where, sizeof where, "an op without a location");
			pirEmitOpError(op, "operand #%u is used before it is defined (at %s)", i, where);
		} else if (!v->isArg && !db)
			pirEmitOpError(op, "operand #%u is the result of an op that was erased or never inserted", i);
		else
			pirEmitOpError(op, "operand #%u uses a value defined in a region that does not enclose it", i);
	}
	for (uint32_t r = 0; r < op->numRegions; r++) {
		if (pirOperationGetRegion(op, r)->op != op) {
			if (V->report)
				pirEmitOpError(op, "region #%u has a broken parent link", r);
			V->ok = false;
		}
		verifyRegion(V, pirOperationGetRegion(op, r));
	}
	if (V->defs && pirOperationGetInfo(op)->registered && !pirOperationVerifyDefinition(op))
		V->ok = false;
}

/* The state words of every value nested in op (one recursion per region
 * level, as verifyRegion's). */
static void clearNested(PirOperation *op)
{
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
			for (uint32_t i = 0; i < b->numArgs; i++)
				b->args[i]->state = 0;
			for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o)) {
				for (uint32_t i = 0; i < o->numResults; i++)
					pirOperationGetResult(o, i)->state = 0;
				if (o->numRegions)
					clearNested(o);
			}
		}
}

/* ------------------------------------------------------ on two threads
 *
 * A large program is verified by two walks at once: the calling thread
 * checks the structure and visibility (the walk above, with the
 * definition checks off) and a helper thread checks every registered op
 * against its definition. They share nothing they write: the walk writes
 * value state words, the definition checks write their op kinds' caches
 * (PirOpInfo) and may make types (inference); the one reads what the other
 * writes in neither. Both run silently; when either finds something wrong,
 * the one-thread verification runs and reports, so the diagnostics are
 * always the same. Half the time of verifying (each walk is about half of
 * the work) after reading and after each pass that changes much. */
enum { PAR_MIN_OPS = 16384, DEFS_MAX_DEPTH = 64 };

typedef struct DefsJob {
	PirOperation *module;
	unsigned maxDepth; /* recursion on the helper's ordinary stack stops there */
	bool ok, tooDeep;
} DefsJob;

static void checkDefinitions(DefsJob *j, PirOperation *op, unsigned depth)
{
	for (uint32_t r = 0; r < op->numRegions && j->ok; r++)
		for (PirBlock *b = pirOperationGetRegion(op, r)->first; b && j->ok; b = b->next)
			for (PirOperation *o = b->first; o && j->ok; o = pirOperationGetNextInBlock(o)) {
				if (o->numRegions) {
					if (depth == j->maxDepth)
						j->tooDeep = true;
					else
						checkDefinitions(j, o, depth + 1);
				}
				if (pirOperationGetInfo(o)->registered && !pirOperationVerifyDefinition(o))
					j->ok = false;
			}
}

static void *definitionsThread(void *arg)
{
	DefsJob *j = arg;
	checkDefinitions(j, j->module, 0);
	return NULL;
}

/* At least PAR_MIN_OPS ops at the top level (counted up to there). */
static bool largeProgram(const PirProgram *p)
{
	const PirBlock *top = pirOperationGetRegion(p->module, 0)->first;
	size_t n = 0;
	for (const PirOperation *op = top ? top->first : NULL; op && n < PAR_MIN_OPS; op = pirOperationGetNextInBlock(op))
		n++;
	return n == PAR_MIN_OPS;
}

/* true: the program is valid. false: something is wrong, or the helper
 * thread could not start; either way the one-thread walk decides. */
static bool verifyOnTwoThreads(PirProgram *p, Verifier *V)
{
	PirDiagnosticsMute mute;
	pirDiagnosticsMute(p->ctx, &mute); /* the definition checks emit; the walk does not (report off) */
	DefsJob job = {p->module, DEFS_MAX_DEPTH, true, false};
	pthread_t thread;
	bool ok = false;
	if (pthread_create(&thread, NULL, definitionsThread, &job) == 0) {
		V->defs = false;
		V->report = false;
		verifyRegion(V, pirOperationGetRegion(p->module, 0));
		pthread_join(thread, NULL);
		if (job.ok && job.tooDeep && V->ok) {
			/* Regions nested deeper than the helper went: all of it
			 * again here, on the caller's stack. */
			job.maxDepth = UINT32_MAX;
			checkDefinitions(&job, p->module, 0);
		}
		ok = V->ok && job.ok;
	}
	pirDiagnosticsRestore(p->ctx, &mute);
	return ok;
}

bool pirProgramVerify(PirProgram *p)
{
	Verifier V = {p->ctx, true, 0, true, true};
	/* Start from a clean slate: the state words may hold printer numbers
	 * (not when the program is fresh or just verified: a pass over the
	 * whole program saved). */
	bool clear = p->valueStatesClear;
	pirProgramBeginRun(p, "verifier");
	if (!clear || !PIR_SPEED_ONLY(true)) /* skipping the walk is speed-only */
		clearNested(p->module);
	bool done = false;
	if (pirMultithreadingEnabled() && largeProgram(p)) {
		done = verifyOnTwoThreads(p, &V);
		if (!done)
			V = (Verifier){p->ctx, true, 0, true, true}; /* the walk unmarked what it marked */
	}
	if (!done)
		verifyRegion(&V, pirOperationGetRegion(p->module, 0));
	pirProgramEndRun(p, "verifier");
	p->valueStatesClear = true; /* verifyRegion unmarks every value it marked (unmarkRegion) */
	/* What changes from here on is logged for pirProgramVerifyChanges. */
	if (V.ok)
		pirChangeLogStart(p, V.numOps);
	else
		pirChangeLogStop(p);
	return V.ok;
}

/* --------------------------------------------------- op definitions */

bool pirTypeSatisfies(PirType *t, PirTypeConstraint c)
{
	switch (c) {
	case PIR_TC_ANY:
		return true;
	case PIR_TC_TENSOR:
		if (t->kind == PIR_TYPE_DIALECT)
			return !t->dialect.handle;
		return pirTypeIsDenseTensor(t) || t->kind == PIR_TYPE_NULL;
	case PIR_TC_MTENSOR:
		if (t->kind == PIR_TYPE_DIALECT)
			return !t->dialect.handle;
		return t->kind == PIR_TYPE_TENSOR;
	case PIR_TC_VTENSOR:
		return t->kind == PIR_TYPE_VTENSOR;
	case PIR_TC_BOOL_TENSOR:
		/* Kernel tensors (gpu_tensor<1xb>) are kept as text: accepted unless a handle. */
		if (t->kind == PIR_TYPE_DIALECT)
			return !t->dialect.handle;
		/* An element type not known yet may be bool (--infer-shapes fills it). */
		return pirTypeIsDenseTensor(t) &&
		       (t->tensor.elem->kind == PIR_TYPE_BOOL || t->tensor.elem->kind == PIR_TYPE_UNDEFINED);
	case PIR_TC_VEC:
		return t->kind == PIR_TYPE_VECTOR;
	case PIR_TC_HANDLE:
		return false; /* needs the definition: pirTypeSatisfiesDef */
	}
	return false;
}

bool pirTypeSatisfiesDef(PirType *t, const PirValueDef *d)
{
	if (d->constraint == PIR_TC_HANDLE)
		return t->kind == PIR_TYPE_DIALECT && t->dialect.text == d->typeName;
	return pirTypeSatisfies(t, d->constraint);
}

/* Maps n actual values onto the definition list: defs before a variadic
 * one take one value each, defs after it take the last values, the variadic
 * one the rest; without a variadic def, trailing optional defs may be
 * missing. matchCounts checks n (and finds the variadic def, UINT32_MAX if
 * none); matchIndex gives the def index of value i. */
static bool matchCounts(const PirValueDef *defs, uint32_t nd, uint32_t n, uint32_t *variadicOut, uint32_t *minOut,
			bool *unbounded)
{
	uint32_t variadic = UINT32_MAX, required = 0;
	for (uint32_t i = 0; i < nd; i++) {
		if (defs[i].variadic)
			variadic = i;
		else if (!defs[i].optional)
			required = i + 1; /* optional defs may only be missing at the end */
	}
	*variadicOut = variadic;
	*unbounded = variadic != UINT32_MAX;
	if (*unbounded) {
		*minOut = nd - 1;
		for (uint32_t i = nd; i-- > variadic + 1;)
			if (defs[i].optional && *minOut > variadic)
				(*minOut)--;
			else
				break;
		return n >= *minOut;
	}
	*minOut = required;
	return n >= required && n <= nd;
}

static inline uint32_t matchIndex(uint32_t nd, uint32_t n, uint32_t variadic, uint32_t i)
{
	if (variadic == UINT32_MAX || i < variadic)
		return i;
	return n - i <= nd - variadic - 1 ? nd - (n - i) : variadic;
}

static bool matchValues(const PirValueDef *defs, uint32_t nd, uint32_t n, uint32_t *map, uint32_t *minOut,
			bool *unbounded)
{
	uint32_t variadic;
	if (!matchCounts(defs, nd, n, &variadic, minOut, unbounded))
		return false;
	for (uint32_t i = 0; i < n; i++)
		map[i] = matchIndex(nd, n, variadic, i);
	return true;
}

/* One value's def, without mapping the others: asked once per operand by
 * the passes, so it must not cost the operand count. */
const PirValueDef *pirOpDefMatchValue(const PirValueDef *defs, uint32_t nd, uint32_t n, uint32_t i)
{
	uint32_t variadic, min;
	bool unbounded;
	if (i >= n || !matchCounts(defs, nd, n, &variadic, &min, &unbounded))
		return NULL;
	return &defs[matchIndex(nd, n, variadic, i)];
}

/* "x, weight?, ys..." for count diagnostics. */
static void defList(const PirValueDef *defs, uint32_t nd, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = '\0';
	for (uint32_t i = 0; i < nd && len < n; i++) {
		int w = snprintf(buf + len, n - len, "%s%s%s", i ? ", " : "", defs[i].name->str,
				 defs[i].variadic ? "..." : defs[i].optional ? "?" : "");
		if (w < 0 || (size_t)w >= n - len)
			break;
		len += (size_t)w;
	}
}

static PirValue *getResult(PirOperation *op, uint32_t i);

/* A required value of <<NULL TYPE>>: Paddle's translator gives a legacy
 * op's missing output that type (multiclass_nms has no Index, its PIR op
 * multiclass_nms3 has), so a result may be absent while another result of
 * its op is present; an op whose every result is absent computes nothing
 * (a relu of <<NULL TYPE>>), and a required operand is never absent. */
static bool absentAllowed(PirOperation *op, bool isResult)
{
	if (!isResult)
		return false;
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirOperationGetResultType(op, i)->kind != PIR_TYPE_NULL)
			return true;
	return false;
}

static bool checkValues(PirOperation *op, const char *what, const PirValueDef *defs, uint32_t nd, uint32_t n,
			PirValue *(*get)(PirOperation *, uint32_t))
{
	uint32_t small[32];
	uint32_t *map = n <= 32 ? small : pirMalloc(n * sizeof *map);
	uint32_t min;
	bool unbounded, ok = true;
	if (!matchValues(defs, nd, n, map, &min, &unbounded)) {
		char names[256];
		defList(defs, nd, names, sizeof names);
		const char *s = (unbounded || min != nd ? min : nd) == 1 ? "" : "s";
		if (unbounded)
			pirEmitOpError(op, "expects at least %u %s%s (%s), but has %u", min, what, s, names, n);
		else if (nd == 0)
			pirEmitOpError(op, "expects no %ss, but has %u", what, n);
		else if (min == nd)
			pirEmitOpError(op, "expects %u %s%s (%s), but has %u", nd, what, s, names, n);
		else
			pirEmitOpError(op, "expects %u to %u %ss (%s), but has %u", min, nd, what, names, n);
		ok = false;
		goto out;
	}
	for (uint32_t i = 0; i < n; i++) {
		const PirValueDef *d = &defs[map[i]];
		PirValue *v = get(op, i);
		if (!v) {
			if (!d->optional) {
				pirEmitOpError(op, "%s #%u ('%s') is required but is <<NULL VALUE>>", what, i, d->name->str);
				ok = false;
			}
			continue;
		}
		if (pirValueGetType(v)->kind == PIR_TYPE_NULL && d->optional)
			continue;
		if (pirValueGetType(v)->kind == PIR_TYPE_NULL && !absentAllowed(op, get == getResult)) {
			pirEmitOpError(op,
				       "%s #%u ('%s') is required, but has type <<NULL TYPE>> (an absent value: only an "
				       "optional %s may be, or a secondary result of an op whose other results are present)",
				       what, i, d->name->str, what);
			ok = false;
			continue;
		}
		if (!pirTypeSatisfiesDef(pirValueGetType(v), d)) {
			char *ts = pirTypeToString(pirOperationGetContext(op), pirValueGetType(v));
			pirEmitOpError(op, "%s #%u ('%s') must be %s, but has type %s", what, i, d->name->str,
				       pirValueDefConstraintName(d), ts);
			free(ts);
			ok = false;
		}
	}
out:
	if (map != small)
		free(map);
	return ok;
}

static PirValue *getOperand(PirOperation *op, uint32_t i)
{
	return pirOperationGetOperand(op, i);
}

static PirValue *getResult(PirOperation *op, uint32_t i)
{
	return pirOperationGetResult(op, i);
}

static void kindList(uint32_t kinds, char *buf, size_t n)
{
	buf[0] = '\0';
	size_t len = 0;
	if ((kinds & PIR_ATTR_SCALAR_KINDS) == PIR_ATTR_SCALAR_KINDS) {
		len = (size_t)snprintf(buf, n, "scalar");
		kinds &= ~PIR_ATTR_SCALAR_KINDS;
	}
	for (int k = 0; k < PIR_ATTR_KIND_COUNT; k++)
		if (kinds & (1u << k)) {
			int w = snprintf(buf + len, n - len, "%s%s", len ? " or " : "", pirAttrKindName((PirAttrKind)k));
			if (w < 0 || (size_t)w >= n - len)
				break;
			len += (size_t)w;
		}
}

/* The operand and result types of op equal the last signature of its op
 * that passed the definition's checks (only short signatures are kept). */
static bool sameSignature(const PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->hasVerifiedSignature || info->verifiedOperands != op->numOperands ||
	    info->verifiedResults != op->numResults)
		return false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v || pirValueGetType(v) != info->verifiedTypes[i])
			return false;
	}
	for (uint32_t i = 0; i < op->numResults; i++)
		if (pirOperationGetResultType(op, i) != info->verifiedTypes[op->numOperands + i])
			return false;
	return true;
}

static bool rememberSignature(PirOperation *op)
{
	PirOpInfo *info = pirOperationGetInfo(op);
	if (op->numOperands + op->numResults > 8)
		return false;
	info->hasVerifiedSignature = false;
	info->verifiedInference = false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		if (!pirOperationGetOperand(op, i))
			return false; /* an absent operand: not worth caching */
		info->verifiedTypes[i] = pirOperationGetOperandType(op, i);
	}
	for (uint32_t i = 0; i < op->numResults; i++)
		info->verifiedTypes[op->numOperands + i] = pirOperationGetResultType(op, i);
	info->verifiedOperands = (uint16_t)op->numOperands;
	info->verifiedResults = (uint16_t)op->numResults;
	info->hasVerifiedSignature = true;
	return true;
}

/* An Inplace op writes the operands its inplace mapping names, a
 * WritesViews op those its view mapping names; a vtensor is immutable
 * (docs/design.md), so none of them may be one. */
static bool checkInplaceTargets(PirOperation *op)
{
	const PirOpDef *def = pirOperationGetInfo(op)->def;
	const PirAliasPair *pairs;
	uint32_t n;
	/* An op whose write condition holds writes nothing (op_conditions.c). */
	if (def->numWhen && pirOperationIsFunctional(op))
		return true;
	if (pirOperationGetInfo(op)->traits & PIR_TRAIT_INPLACE) {
		pairs = def->inplace;
		n = def->numInplace;
	} else if (pirOperationGetInfo(op)->traits & PIR_TRAIT_WRITES_VIEWS) {
		pairs = def->view;
		n = def->numView;
	} else {
		return true;
	}
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = pairs[k].input;
		PirValue *v = i < op->numOperands ? pirOperationGetOperand(op, i) : NULL;
		if (v && pirValueGetType(v)->kind == PIR_TYPE_VTENSOR) {
			char *t = pirTypeToString(pirOperationGetContext(op), pirValueGetType(v));
			pirEmitOpError(op, "writes operand #%u ('%s') in place, but it has type %s: a vtensor is immutable",
				       i, def->inputs[i].name->str, t);
			free(t);
			return false;
		}
	}
	return true;
}

/* A mutable attribute (Paddle's tensor-backed IntArray/Scalar) is declared
 * both as an operand and as an attribute of the same name: a required one
 * is satisfied by a present operand. */
static bool givenAsOperand(PirOperation *op, const PirOpDef *def, PirIdent *name)
{
	for (uint32_t i = 0; i < op->numOperands; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->inputs, def->numInputs, op->numOperands, i);
		if (d && d->name == name)
			return pirOperationGetOperand(op, i) != NULL;
	}
	return false;
}

bool pirOperationVerifyDefinition(PirOperation *op)
{
	PirOpDef *def = pirOperationGetInfo(op)->def;
	if (!def)
		return true;
	PirOpInfo *info = pirOperationGetInfo(op);
	bool ok = true;
	/* Whether op has the remembered signature (so far or from now on). */
	bool remembered = sameSignature(op);
	/* The signature and attributes passed before, and nothing else is left
	 * to check (no regions, no verify hook, inference done for these
	 * types): the common case of a big program, answered at once. */
	if (remembered && info->verifiedAttrs == pirOperationGetAttrDict(op) && !op->numRegions && !def->minRegions &&
	    !info->iface.verify && (!info->iface.inferMeta || (info->iface.inferFromTypes && info->verifiedInference)))
		return true;
	if (!remembered) {
		ok = checkValues(op, "operand", def->inputs, def->numInputs, op->numOperands, getOperand);
		ok = checkValues(op, "result", def->outputs, def->numOutputs, op->numResults, getResult) && ok;
		ok = checkInplaceTargets(op) && ok;
		if (ok)
			remembered = rememberSignature(op);
	}
	bool attrsOk = info->verifiedAttrs == pirOperationGetAttrDict(op), byOperand = false;
	for (uint32_t i = 0; i < def->numAttrs && !attrsOk; i++) {
		PirAttrDef *ad = &def->attrs[i];
		PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), ad->name);
		if (!a) {
			if (!ad->deflt && givenAsOperand(op, def, ad->name)) {
				byOperand = true; /* depends on the operands: not cached */
			} else if (!ad->deflt && pirAttrDictMisspells(pirOperationGetAttrDict(op), def, ad->name)) {
				ok = false; /* reported as the misspelt name ("did you mean") */
			} else if (!ad->deflt) {
				char want[128];
				kindList(ad->kinds, want, sizeof want);
				pirEmitOpError(op, "requires attribute '%s' (%s), but it is missing", ad->name->str,
					       ad->kinds ? want : "any kind");
				ok = false;
			}
			continue;
		}
		if (ad->kinds && !(ad->kinds & (1u << a->kind))) {
			char want[128];
			kindList(ad->kinds, want, sizeof want);
			pirEmitError(pirOperationGetContext(op), pirOperationAttrLocation(op, ad->name),
				     "'%s' op attribute '%s' must be of kind %s, but is %s", info->name->str, ad->name->str,
				     want, pirAttrKindName(a->kind));
			ok = false;
		}
	}
	if (!attrsOk && !pirOperationVerifyAttributeNames(op, def))
		ok = false;
	if (ok && !attrsOk && !byOperand) {
		/* The per-result arrays depend on the number of results too. */
		bool variadicResults = false;
		for (uint32_t i = 0; i < def->numOutputs; i++)
			variadicResults |= def->outputs[i].variadic;
		if (!variadicResults)
			info->verifiedAttrs = pirOperationGetAttrDict(op);
	}
	if (op->numRegions < def->minRegions || op->numRegions > def->maxRegions) {
		if (def->minRegions == def->maxRegions)
			pirEmitOpError(op, "expects %u region%s, but has %u", def->minRegions,
				       def->minRegions == 1 ? "" : "s", op->numRegions);
		else
			pirEmitOpError(op, "expects %u to %u regions, but has %u", def->minRegions, def->maxRegions,
				       op->numRegions);
		ok = false;
	}
	if (def->terminator)
		for (uint32_t r = 0; r < op->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next) {
				/* An empty block is allowed: Paddle prints an absent else as "{ }". */
				if (!b->first || pirOperationGetInfo(b->last)->name == def->terminator)
					continue;
				pirEmitOpError(op, "region #%u must end with '%s', but its last op is '%s'", r,
					       def->terminator->str, pirOperationGetName(b->last));
				ok = false;
			}
	if (ok && pirOperationGetInfo(op)->iface.verify)
		ok = pirOperationGetInfo(op)->iface.verify(op);
	/* A rule that reads only the operand types gives the same verdict on
	 * the same operand and result types: once per signature. */
	bool fromTypes = remembered && info->iface.inferFromTypes;
	if (ok && info->iface.inferMeta && !(fromTypes && info->verifiedInference)) {
		ok = pirOperationCheckInferredTypes(op);
		if (ok && fromTypes)
			info->verifiedInference = true;
	}
	return ok;
}

/* Would op pass pirOperationVerifyDefinition now, and so would the ops whose
 * inference reads its operands through it (the users of a vec it packs:
 * pirInferIntList reads through a combine, as verify_changes.c knows)? Asked
 * silently by a pass before it keeps a change: canonicalize must not turn
 * a program the verifier accepts into one it rejects (reshape to a folded
 * [-2, 12]). */
bool pirOperationAcceptsDefinition(PirOperation *op)
{
	PirDiagnosticsMute mute;
	pirDiagnosticsMute(pirOperationGetContext(op), &mute);
	bool ok = pirOperationVerifyDefinition(op);
	if (ok && op->numResults == 1 && pirValueGetType(pirOperationGetResult(op, 0))->kind == PIR_TYPE_VECTOR)
		for (PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, 0)); ok && u;
		     u = pirOpOperandGetNextUse(u))
			ok = !pirOperationGetInfo(pirOpOperandGetOwner(u))->registered ||
			     pirOperationVerifyDefinition(pirOpOperandGetOwner(u));
	pirDiagnosticsRestore(pirOperationGetContext(op), &mute);
	return ok;
}
