/* to_vtensor.c: value-semantics ops made to work on vtensors (docs/passes.md, "to-vtensor").
 * Changes:    wraps each convertible value-semantics op in to_vtensor/to_tensor copies
 *             (fused with copy-elimination: but those it would remove).
 * Assumes:    verified IR; copies are deep; HasValueSemantics ops write and alias no operand.
 * Guarantees: every user sees the same value and type in the same order; idempotent; linear. */
#include <stdlib.h>
#include <string.h>

#include "../lib/ir/hashset.h"
#include "../lib/ir/prefetch.h"
#include "effects.h"
#include "../lib/sys/speed_paths.h"
#include "pass.h"

enum { STAT_CONVERTED, STAT_COPIES, STAT_ELIDED };
/* The op state word (ir.h, "Per-run state") while this pass owns it; a
 * value's word is copyOf (below). */
typedef union VtState {
	uint32_t word;
	struct {
		uint32_t pending : 1; /* a candidate not converted yet */
		uint32_t seen : 1;    /* counted among the readers of a result */
	} vt;
} VtState;
static inline VtState *vtState(PirOperation *op)
{
	return (VtState *)&op->state;
}

/* copy_elimination.c's num-copies-removed, counted here when fused. */
enum { CE_STAT_REMOVED = 0 };

static bool isTensor(const PirValue *v)
{
	return v && pirValueGetType(v)->kind == PIR_TYPE_TENSOR;
}

/* Operand i (result i, with `result`) of op goes to a vtensor: a dense
 * tensor, and not a buffer a WritesViews op overwrites (batch_norm's mean
 * and variance, and mean_out, variance_out, which are those buffers). */
static inline bool converts(PirOperation *op, bool result, uint32_t i)
{
	if (!isTensor(result ? pirOperationGetResult(op, i) : pirOperationGetOperand(op, i)))
		return false;
	return !(pirOperationGetTraits(op) & PIR_TRAIT_WRITES_VIEWS) || !pirOpIsViewValue(op, result, i);
}

/* A vec operand packed by a container op with one result straight from
 * its operands (builtin.combine: element i is operand i, of its type), at
 * least one of them a dense tensor: the packer, else NULL. */
static PirOperation *packer(const PirValue *v)
{
	if (!v || v->isArg || pirValueGetType(v)->kind != PIR_TYPE_VECTOR)
		return NULL;
	PirOperation *d = pirValueGetDefiningOp(v);
	if (!pirOpIsContainer(d) || !pirOperationGetInfo(d)->registered || d->numResults != 1 || d->numRegions ||
	    d->numSuccessors || pirValueGetType(v)->vec.size != d->numOperands)
		return NULL;
	bool any = false;
	for (uint32_t i = 0; i < d->numOperands; i++) {
		PirValue *e = pirOperationGetOperand(d, i);
		if (!e || pirValueGetType(e) != pirValueGetType(v)->vec.elems[i])
			return NULL;
		any |= isTensor(e);
	}
	return any ? d : NULL;
}

/* The vec of vtensor twins of a packed vec's tensor elements. */
static PirType *vecTwin(PirContext *ctx, const PirType *t)
{
	PirType *small[8] = {0}, **elems = t->vec.size <= 8 ? small : pirMalloc(t->vec.size * sizeof *elems);
	for (uint32_t i = 0; i < t->vec.size; i++)
		elems[i] = t->vec.elems[i]->kind == PIR_TYPE_TENSOR ? pirTypeGetValueTwin(ctx, t->vec.elems[i])
								   : t->vec.elems[i];
	PirType *r = pirTypeGetVector(ctx, t->vec.size, elems);
	if (elems != small)
		free(elems);
	return r;
}

/* Operand i of op is a packed vec read by the op (not one it overwrites). */
static inline bool convertsVec(PirOperation *op, uint32_t i)
{
	const PirValue *v = pirOperationGetOperand(op, i);
	if (!v || pirValueGetType(v)->kind != PIR_TYPE_VECTOR || !packer(v))
		return false;
	return !(pirOperationGetTraits(op) & PIR_TRAIT_WRITES_VIEWS) || !pirOpIsViewValue(op, false, i);
}

/* The operand and result types of the last candidate of an op: an op of
 * the same info, counts and types is one too (isCandidate). */
typedef struct {
	uint32_t numOperands, numResults;
	PirType *types[8];
} Signature;

typedef struct {
	PirOpInfo *toV, *toT;
	PirPtrVec ops;
	PirPassRun *fused;	      /* copy-elimination's run, when fused with it */
	PirPtrVec elided;	      /* converted results whose copies were never made */
	uint64_t size;		      /* ops of the program, with every copy it may get */
	PirPtrMap sigs;		      /* op info -> its Signature */
	PirPtrVec sigList;	      /* the Signatures, to free */
	const PirOpInfo *lastInfo;    /* the last candidate's info and Signature */
	Signature *lastSig;
} Conv;

/* The types of op's operands and results fill sig; false when they do not
 * fit or one is absent or a vec (whose conversion depends on its packer,
 * not only on its type). */
static bool signatureOf(const PirOperation *op, Signature *sig)
{
	if (op->numOperands + op->numResults > 8)
		return false;
	sig->numOperands = op->numOperands;
	sig->numResults = op->numResults;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		const PirValue *v = pirOperationGetOperand(op, i);
		if (!v || pirValueGetType(v)->kind == PIR_TYPE_VECTOR)
			return false;
		sig->types[i] = pirValueGetType(v);
	}
	for (uint32_t i = 0; i < op->numResults; i++)
		sig->types[op->numOperands + i] = pirOperationGetResultType(op, i);
	return true;
}

static bool sameSignature(const Signature *a, const Signature *b)
{
	return a->numOperands == b->numOperands && a->numResults == b->numResults &&
	       !memcmp(a->types, b->types, (a->numOperands + a->numResults) * sizeof *a->types);
}

/* Value v of n sits where the definition accepts its vtensor twin. */
static bool acceptsTwin(PirContext *ctx, const PirValueDef *defs, uint32_t nd, uint32_t n, uint32_t i, PirValue *v)
{
	const PirValueDef *vd = pirOpDefMatchValue(defs, nd, n, i);
	return vd && pirTypeSatisfiesDef(pirTypeGetValueTwin(ctx, pirValueGetType(v)), vd);
}

/* Whether op converts, from its operands' and results' types and its
 * definition (and the packers of its vec operands). */
static bool isCandidateSlow(PirOperation *op)
{
	PirContext *ctx = pirOperationGetContext(op);
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	bool any = false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (converts(op, false, i)) {
			if (!acceptsTwin(ctx, d->inputs, d->numInputs, op->numOperands, i, v))
				return false;
			any = true;
		} else if (convertsVec(op, i)) {
			const PirValueDef *vd = pirOpDefMatchValue(d->inputs, d->numInputs, op->numOperands, i);
			if (!vd || !pirTypeSatisfiesDef(vecTwin(ctx, pirValueGetType(v)), vd))
				return false;
			any = true;
		}
	}
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		if (converts(op, true, i)) {
			if (!acceptsTwin(ctx, d->outputs, d->numOutputs, op->numResults, i, v))
				return false;
			any = true;
		}
	}
	return any;
}

static bool isCandidate(Conv *c, PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->registered || !info->def ||
	    !(pirOperationGetTraits(op) & (PIR_TRAIT_HAS_VALUE_SEMANTICS | PIR_TRAIT_WRITES_VIEWS)) || info == c->toV ||
	    info == c->toT || op->numRegions || info->def->maxRegions || op->numSuccessors || pirOpIsContainer(op))
		return false;
	/* The rest depends only on the types when no operand is a vec: the
	 * last candidate of this op with the same types answers for it. */
	Signature sig, *last = info == c->lastInfo ? c->lastSig : pirPtrMapGet(&c->sigs, info);
	/* (Not for an op with a write condition: which values convert depends
	 * on its attributes.) The memo is a speed-only path (PIR_SPEED_ONLY):
	 * the general one asks isCandidateSlow of every op. */
	bool typed = PIR_SPEED_ONLY(!info->def->numWhen) && signatureOf(op, &sig);
	c->lastInfo = info;
	c->lastSig = last;
	if (typed && last && sameSignature(&sig, last))
		return true;
	if (!isCandidateSlow(op))
		return false;
	if (typed) {
		if (!last) {
			last = pirMalloc(sizeof *last);
			pirPtrVecPush(&c->sigList, last);
			pirPtrMapPut(&c->sigs, info, last);
		}
		*last = sig;
	}
	c->lastInfo = info;
	c->lastSig = last;
	return true;
}

static PirWalkResult collect(PirOperation *op, void *ud)
{
	Conv *c = ud;
	bool candidate = isCandidate(c, op);
	op->state = 0;
	vtState(op)->vt.pending = candidate;
	c->size++;
	if (!candidate)
		return PIR_WALK_ADVANCE;
	pirPtrVecPush(&c->ops, op);
	/* At most a copy per operand, result and packed element. */
	c->size += op->numOperands + op->numResults;
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (convertsVec(op, i))
			c->size += pirValueGetDefiningOp(pirOperationGetOperand(op, i))->numOperands + 1;
	return PIR_WALK_ADVANCE;
}

/* A copy copy-elimination's effects analysis counts as only reading
 * (pirOpInfoOnlyReads, effects.h). The shipped ones are; without that
 * nothing is elided. */
static bool readsOnly(const PirOpInfo *i)
{
	return pirOpInfoOnlyReads(i);
}

/* Fused with copy-elimination (docs/passes.md, "to-vtensor fused with
 * copy-elimination"): would copy-elimination remove r's to_tensor copy and
 * every to_vtensor copy of it, by rule (a) alone? Yes when every use of r
 * is an operand of a candidate not converted yet that converts it: then
 * the to_tensor's result b is read only by those copies, nothing writes or
 * aliases it, and each copy has a's type, so all of them go. An unused r
 * qualifies when op has HasValueSemantics (copy-elimination's reader rules
 * then do not look at whether op's results are used). Returns the number
 * of to_vtensor copies (one per reading op), or -1. */
static int64_t elidedReaders(PirOperation *op, PirValue *r)
{
	if (!pirValueGetFirstUse(r) && !(pirOperationGetTraits(op) & PIR_TRAIT_HAS_VALUE_SEMANTICS))
		return -1;
	int64_t n = 0;
	for (PirOpOperand *u = pirValueGetFirstUse(r); u && n >= 0; u = pirOpOperandGetNextUse(u)) {
		PirOperation *y = pirOpOperandGetOwner(u);
		if (!vtState(y)->vt.pending || !converts(y, false, (uint32_t)(u - pirOperationGetOperands(y))))
			n = -1;
		else if (!vtState(y)->vt.seen) {
			vtState(y)->vt.seen = 1;
			n++;
		}
	}
	for (PirOpOperand *u = pirValueGetFirstUse(r); u; u = pirOpOperandGetNextUse(u))
		vtState(pirOpOperandGetOwner(u))->vt.seen = 0;
	return n;
}

/* Result i of op is named by its inplace or view mapping. */
static bool isAliasResult(const PirOperation *op, uint32_t i)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	for (uint32_t j = 0; j < d->numInplace; j++)
		if (d->inplace[j].output == i)
			return true;
	for (uint32_t j = 0; j < d->numView; j++)
		if (d->view[j].output == i)
			return true;
	return false;
}

/* A copy of v, of type t, inserted before `before` with its location
 * (packed locations of one context are copied as they are). */
static PirValue *insertCopy(PirProgram *prog, PirOperation *before, PirOpInfo *info, PirValue *v, PirType *t)
{
	PirOperationState st = {.info = info, .numOperands = 1, .numResults = 1, .operands = &v, .resultTypes = &t};
	PirOperation *copy = pirOperationCreate(prog, &st);
	copy->loc = before->loc;
	pirBlockInsertOpBefore(pirOperationGetBlock(before), before, copy);
	return pirOperationGetResult(copy, 0);
}

/* A new packer of vtensor copies of v's tensor elements, taken at op (the
 * vec holds the elements' buffers, so op reads them as they are there). */
static PirValue *packCopies(Conv *c, PirOperation *op, PirValue *v, PirPassRun *run)
{
	PirOperation *d = pirValueGetDefiningOp(v);
	PirValue **elems = pirMalloc((d->numOperands + 1) * sizeof *elems);
	for (uint32_t i = 0; i < d->numOperands; i++) {
		elems[i] = pirOperationGetOperand(d, i);
		if (isTensor(elems[i])) {
			elems[i] =
				insertCopy(pirOperationGetProgram(op), op, c->toV, elems[i],
			                   pirTypeGetValueTwin(pirOperationGetContext(op), pirValueGetType(elems[i])));
			run->stats[STAT_COPIES]++;
		}
	}
	PirType *t = vecTwin(pirOperationGetContext(op), pirValueGetType(v));
	PirOperationState st = {.info = pirOperationGetInfo(d),
	                        .loc = pirOperationGetLoc(d),
	                        .numOperands = d->numOperands,
	                        .numResults = 1,
	                        .operands = elems,
	                        .resultTypes = &t,
	                        .attrs = pirOperationGetAttrDict(d)};
	PirOperation *pack = pirOperationCreate(pirOperationGetProgram(op), &st);
	pirBlockInsertOpBefore(pirOperationGetBlock(op), op, pack);
	free(elems);
	return pirOperationGetResult(pack, 0);
}

/* The op keeps its place, name, attributes and location: its operands
 * are relinked to the copies (every one relinked, in order, so use lists
 * come out as if the op had been rebuilt) and its converted results turn
 * into their twins, each followed by a to_tensor that takes its uses. */
static void convert(Conv *c, PirOperation *op, PirPassRun *run)
{
	PirContext *ctx = pirOperationGetContext(op);
	PirProgram *prog = pirOperationGetProgram(op);
	PirValue *valsSmall[8], *oldSmall[8];
	bool big = op->numOperands > 8;
	PirValue **vals = big ? pirMalloc(op->numOperands * sizeof *vals) : valsSmall;
	PirValue **old = big ? pirMalloc(op->numOperands * sizeof *old) : oldSmall;
	bool packed = false;
	vtState(op)->vt.pending = 0;
	/* value->state = 1 + index of the operand whose copy it got. */
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (pirOperationGetOperand(op, i))
			pirOperationGetOperand(op, i)->state = 0;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		vals[i] = old[i] = v;
		if (!converts(op, false, i)) {
			if (convertsVec(op, i)) {
				vals[i] = packCopies(c, op, v, run);
				packed = true;
			}
			continue;
		}
		if (v->state) {
			vals[i] = vals[v->state - 1];
			continue;
		}
		vals[i] = insertCopy(prog, op, c->toV, v, pirTypeGetValueTwin(ctx, pirValueGetType(v)));
		v->state = i + 1;
		run->stats[STAT_COPIES]++;
	}
	for (uint32_t i = 0; i < op->numOperands; i++) {
		if (old[i])
			old[i]->state = 0;
		pirOperationSetOperand(op, i, vals[i]);
	}
	PirOperation *after = op;
	for (uint32_t i = 0; i < op->numResults; i++) {
		if (!converts(op, true, i))
			continue;
		PirValue *r = pirOperationGetResult(op, i);
		PirType *t = pirValueGetType(r);
		/* An op converted because its write condition holds (batch_norm_
		 * in test mode) stays so only while no result of its inplace or
		 * view mapping is used: an unused one gets no copy. */
		if (pirOperationGetInfo(op)->def->numWhen && !pirValueGetFirstUse(r) && isAliasResult(op, i)) {
			pirValueSetType(r, pirTypeGetValueTwin(ctx, t));
			continue;
		}
		int64_t readers = c->fused ? elidedReaders(op, r) : -1;
		pirValueSetType(r, pirTypeGetValueTwin(ctx, t));
		if (readers >= 0) {
			/* Counted as made here and removed by copy-elimination. */
			pirPtrVecPush(&c->elided, r);
			run->stats[STAT_COPIES] += 1 + (uint64_t)readers;
			run->stats[STAT_ELIDED] += 1 + (uint64_t)readers;
			c->fused->stats[CE_STAT_REMOVED] += 1 + (uint64_t)readers;
			c->fused->changed = true;
			continue;
		}
		PirValue *none = NULL;
		PirOperationState st = {.info = c->toT, .numOperands = 1, .numResults = 1, .operands = &none, .resultTypes = &t};
		PirOperation *copy = pirOperationCreate(prog, &st);
		copy->loc = op->loc;
		pirBlockInsertOpAfter(pirOperationGetBlock(op), after, copy);
		after = copy;
		/* The copy takes every use of r, then reads r. */
		pirValueReplaceAllUsesWith(r, pirOperationGetResult(copy, 0));
		pirOperationSetOperand(copy, 0, r);
		run->stats[STAT_COPIES]++;
	}
	/* A packer only op read goes with its last use: each replaced vec
	 * once (op may read one twice; a destroyed op is not read again).
	 * old[i] stays set for the first operand of each replaced vec. */
	if (packed) {
		for (uint32_t i = 0; i < op->numOperands; i++)
			if (vals[i] != old[i] && pirValueGetType(old[i])->kind == PIR_TYPE_VECTOR)
				old[i]->state = 0;
			else
				old[i] = NULL;
		for (uint32_t i = 0; i < op->numOperands; i++)
			if (old[i] && old[i]->state)
				old[i] = NULL;
			else if (old[i])
				old[i]->state = 1;
		for (uint32_t i = 0; i < op->numOperands; i++) {
			if (!old[i])
				continue;
			old[i]->state = 0;
			PirOperation *d = pirValueGetDefiningOp(old[i]);
			if (pirOperationGetBlock(d) && pirOperationResultsUnused(d))
				pirOperationDestroy(d);
		}
	}
	if (big) {
		free(vals);
		free(old);
	}
	run->stats[STAT_CONVERTED]++;
	run->changed = true;
}

/* The readers of an op's results, found from the use lists (run fused:
 * elidedReaders), are anywhere further down a large program, rarely in the
 * cache: most of the pass's time was the loads of the uses and of their
 * owners. They are asked for a few ops ahead, in two steps (a use's owner
 * is known once the use is loaded). */
enum { AHEAD = 8 }; /* prefetches are hints, not a speed-only path: nothing to turn off */

static void prefetchUses(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults && i < 2; i++) {
		PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, i));
		if (u)
			PIR_PREFETCH(u);
	}
}

static void prefetchReaders(PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults && i < 2; i++) {
		PirOpOperand *u = pirValueGetFirstUse(pirOperationGetResult(op, i));
		if (u)
			PIR_PREFETCH(pirOpOperandGetOwner(u));
	}
}

static bool runToVTensor(PirProgram *prog, PirPassRun *run)
{
	PirContext *ctx = prog->ctx;
	Conv c = {.toV = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_VALUE),
		  .toT = pirContextGetOpInfoWithRole(ctx, PIR_ROLE_TO_TENSOR),
		  .fused = run->fused};
	if (!c.toV || !c.toT || !c.toV->registered || !c.toT->registered) {
		pirEmitDiagnostic(ctx, PIR_SEV_ERROR, pirOperationGetLoc(prog->module),
				  "to-vtensor needs the definitions of pd_op.to_vtensor and pd_op.to_tensor");
		return false;
	}
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &c);
	/* Past PIR_EFFECTS_MAX_POSITION ops in a block, the effects analysis
	 * gives them one position: with every copy in, a block that long might
	 * get answers the shorter one does not. Then nothing is elided. */
	if (c.size > PIR_EFFECTS_MAX_POSITION || !readsOnly(c.toV) || !readsOnly(c.toT))
		c.fused = NULL;
	for (size_t i = 0; i < c.ops.len; i++) {
		if (c.fused && i + AHEAD < c.ops.len)
			prefetchUses(c.ops.data[i + AHEAD]);
		if (c.fused && i + AHEAD / 2 < c.ops.len)
			prefetchReaders(c.ops.data[i + AHEAD / 2]);
		convert(&c, c.ops.data[i], run);
	}
	/* An elided result's readers relinked their operands in conversion
	 * order, each to the front of its use list: the reverse of the order
	 * copy-elimination's rule (a) leaves. */
	for (size_t i = 0; i < c.elided.len; i++) {
		if (i + AHEAD < c.elided.len && pirValueGetFirstUse(c.elided.data[i + AHEAD]))
			PIR_PREFETCH(pirValueGetFirstUse(c.elided.data[i + AHEAD]));
		pirValueReverseUses(c.elided.data[i]);
	}
	pirPtrVecFree(&c.ops);
	pirPtrVecFree(&c.elided);
	pirPtrMapFree(&c.sigs);
	for (size_t i = 0; i < c.sigList.len; i++)
		free(c.sigList.data[i]);
	pirPtrVecFree(&c.sigList);
	return true;
}

const PirPass pirToVTensorPass = {
	.argument = "to-vtensor",
	.name = "ToVTensor",
	.summary = "Wrap value-semantics ops so they read and write vtensors (docs/passes.md)",
	.stats = {{"num-ops-converted", "Number of value-semantics ops converted to vtensors"},
		  {"num-copies-inserted", "Number of to_vtensor and to_tensor copies inserted"},
		  {"num-copies-elided", "Number of those never made: copy-elimination, run fused, would remove them"}},
	.run = runToVTensor,
	.fusesWith = &pirCopyEliminationPass,
};
