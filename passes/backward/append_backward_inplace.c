/* append_backward_inplace.c: buffers the forward writes in place, for
 * --append-backward (docs/passes.md, "append-backward", "Inplace writes").
 * The pass differentiates SSA values; an op writing a buffer in place
 * (its `inplace` mapping, or the views of a WritesViews op: sin_,
 * assign_out_, batch_norm's statistics) changes what the other names of
 * that buffer hold. Two cases would give a silently wrong gradient, and
 * are refused at the op: a read of a buffer's name after a write gave it
 * a new value (the gradient would go to the old value's sources), and a
 * write after a read whose backward reads the value again (the grad op
 * would see the new value). Buffers are the union of values through the
 * inplace and view mappings. Only programs with such ops pay for more
 * than one look at each op. */
#include <stdlib.h>
#include <string.h>

#include "append_backward.h"
#include "backward_role.h"

typedef struct ABWriter {
	PirOperation *op;
	struct ABWriter *next;
} ABWriter;

/* The op writes or aliases a buffer: an inplace op (trait Inplace: the
 * functional twin's definition holds the same mapping, unused), a view or
 * a WritesViews op. */
static bool writesInPlace(const PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	return i->registered && i->def &&
	       (((i->traits & PIR_TRAIT_INPLACE) && i->def->numInplace) ||
		((i->traits & (PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS)) && i->def->numView));
}

static PirWalkResult anyWriter(PirOperation *op, void *user)
{
	if (writesInPlace(op)) {
		*(bool *)user = true;
		return PIR_WALK_INTERRUPT;
	}
	return PIR_WALK_ADVANCE;
}

static PirValue *rootOf(AB *ab, PirValue *v)
{
	PirValue *r = pirPtrMapGet(&ab->bufRoot, v);
	return r ? r : v;
}

PirValue *abBufRoot(AB *ab, PirValue *v)
{
	return rootOf(ab, v);
}

static void link(AB *ab, PirOperation *op, uint32_t in, uint32_t out, bool writes)
{
	if (in >= op->numOperands || out >= op->numResults || !pirOperationGetOperand(op, in))
		return;
	PirValue *root = rootOf(ab, pirOperationGetOperand(op, in));
	pirPtrMapPut(&ab->bufRoot, pirOperationGetResult(op, out), root);
	if (!writes)
		return;
	ABWriter *w = pirArenaAlloc(&ab->arena, sizeof *w);
	*w = (ABWriter){op, pirPtrMapGet(&ab->bufWriters, root)};
	pirPtrMapPut(&ab->bufWriters, root, w);
}

static PirWalkResult number(PirOperation *op, void *user)
{
	AB *ab = user;
	pirPtrMapPut(&ab->opOrder, op, (void *)(uintptr_t)(ab->opOrder.len + 1));
	const PirOpDef *d = writesInPlace(op) ? pirOperationGetInfo(op)->def : NULL;
	for (uint32_t k = 0; d && pirOperationHasTrait(op, PIR_TRAIT_INPLACE) && k < d->numInplace; k++)
		link(ab, op, d->inplace[k].input, d->inplace[k].output, true);
	for (uint32_t k = 0; d && pirOperationHasTrait(op, PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS) && k < d->numView; k++)
		link(ab, op, d->view[k].input, d->view[k].output, pirOperationHasTrait(op, PIR_TRAIT_WRITES_VIEWS));
	return PIR_WALK_ADVANCE;
}

void abFindWrites(AB *ab)
{
	bool any = false;
	pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, anyWriter, &any);
	if (any)
		pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, number, ab);
	ab->anyWrites = any;
}

static uintptr_t order(AB *ab, PirOperation *op)
{
	return (uintptr_t)pirPtrMapGet(&ab->opOrder, op);
}

static bool nestedIn(PirOperation *op, PirOperation *p);

/* Whether a and b are both inside one loop op (a write in a later
 * iteration comes after a read of an earlier one) that does not hold
 * rootDef, the op defining the buffer (a buffer the body makes is a new one
 * each iteration). */
static bool shareLoop(PirOperation *a, PirOperation *b, PirOperation *rootDef)
{
	for (PirOperation *p = pirOperationGetParentOp(a); p; p = pirOperationGetParentOp(p))
		if (pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP && !(rootDef && nestedIn(rootDef, p)))
			for (PirOperation *q = pirOperationGetParentOp(b); q; q = pirOperationGetParentOp(q))
				if (q == p)
					return true;
	return false;
}

/* The op whose order a value has: its defining op, or the op owning the
 * block of a block argument. */
static PirOperation *definer(PirValue *v)
{
	return v->isArg ? pirBlockGetParentOp(pirBlockArgumentGetOwner(v)) : pirValueGetDefiningOp(v);
}

/* Whether op's grad op reads forward input (or output) k: an operand of
 * that name. Without a catalogue entry to tell, it is assumed to. */
static bool gradReads(AB *ab, PirOperation *op, uint32_t k, bool output)
{
	const PirOpDef *f = pirOperationGetInfo(op)->def;
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	if (role == PIR_ROLE_ARRAY_READ || role == PIR_ROLE_ARRAY_WRITE)
		return !output && k != 0; /* the index and the value (for its shape); not the array (append_backward_array.c) */
	if (role == PIR_ROLE_ARRAY_FILL_LIKE || role == PIR_ROLE_ARRAY_CREATE || role == PIR_ROLE_TENSOR_TO_ARRAY)
		return false; /* fills: no backward; tensor_to_array's joins its result's gradient alone */
	PirOpInfo *gi = abGradInfoOf(ab, pirOperationGetInfo(op));
	if (!gi || !f || k >= (output ? f->numOutputs : f->numInputs))
		return !op->numRegions && pirOperationGetInfo(op)->role != PIR_ROLE_CONTAINER;
	const PirIdent *name = abFwdName(f, gi->def, output, k);
	for (uint32_t j = 0; j < gi->def->numInputs; j++)
		if (gi->def->inputs[j].name == name)
			return true;
	return false;
}

/* The writers of a buffer in program order (the list holds them newest
 * first), made once per buffer: a reader whose backward does not read the
 * buffer (an array read) looks only at the writes between the value's
 * definition and itself, found by bisection, so a chain of n writes and
 * reads of one array costs n log n, not n^2. */
typedef struct ABWriterIndex {
	PirOperation **ops;
	uintptr_t *when;
	size_t n;
} ABWriterIndex;

static ABWriterIndex *writerIndex(AB *ab, PirValue *root)
{
	ABWriterIndex *x = pirPtrMapGet(&ab->bufSorted, root);
	if (x)
		return x;
	x = pirArenaAlloc(&ab->arena, sizeof *x);
	x->n = 0;
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, root); w; w = w->next)
		x->n++;
	x->ops = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->ops);
	x->when = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->when);
	size_t k = x->n;
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, root); w; w = w->next) {
		x->ops[--k] = w->op;
		x->when[k] = order(ab, w->op);
	}
	pirPtrMapPut(&ab->bufSorted, root, x);
	return x;
}

/* The outermost loop op holding op but not the definition of v (whose
 * later iterations read the v of the first), or NULL. */
static PirOperation *loopAround(PirOperation *op, PirOperation *def)
{
	PirOperation *found = NULL;
	for (PirOperation *p = pirOperationGetParentOp(op); p; p = pirOperationGetParentOp(p)) {
		bool holdsDef = false;
		for (PirOperation *q = def; q && !holdsDef; q = pirOperationGetParentOp(q))
			holdsDef = q == p;
		if (holdsDef)
			break;
		if (pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP)
			found = p;
	}
	return found;
}

static bool nestedIn(PirOperation *op, PirOperation *p)
{
	for (PirOperation *q = pirOperationGetParentOp(op); q; q = pirOperationGetParentOp(q))
		if (q == p)
			return true;
	return false;
}

/* A write of v's buffer that op's read of v sees instead of v: one after
 * v was defined and before op (in the same iteration or not), or one after
 * op inside a loop op that holds op but not v's definition (the next
 * iteration reads the written buffer under v's name); NULL if none. The
 * writes are in program order, so both are found by bisection: ops nested
 * in a loop op are numbered in one run after it. */
static PirOperation *staleRead(AB *ab, PirOperation *op, PirValue *v, uintptr_t born, uintptr_t at)
{
	ABWriterIndex *x = writerIndex(ab, rootOf(ab, v));
	size_t lo = 0, hi = x->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (x->when[mid] <= born)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < x->n && x->when[lo] <= at; lo++)
		if (x->ops[lo] != op)
			return x->ops[lo];
	PirOperation *loop = lo < x->n ? loopAround(op, definer(v)) : NULL;
	return loop && nestedIn(x->ops[lo], loop) ? x->ops[lo] : NULL;
}

static bool refuseLater(AB *ab, PirOperation *op, PirOperation *w, bool own)
{
	pirEmitOpError(w,
		       "overwrites in place a value the backward of '%s' (%s) reads, so the gradient would use the new "
		       "value; run --inplace-to-functional first",
		       pirOperationGetName(op), own ? "this op" : "an earlier op");
	ab->failed = true;
	return false;
}

/* Whether op is nested in a backward if or while (a grad region op or
 * Paddle's form of one, op_role 1). */
static bool inBackwardRegion(PirOperation *op)
{
	for (PirOperation *p = pirOperationGetParentOp(op); p; p = pirOperationGetParentOp(p))
		if (pirOperationGetInfo(p)->isGrad || pirIsBackwardRegionOp(p))
			return true;
	return false;
}

bool abCheckWrites(AB *ab, PirOperation *op)
{
	if (!ab->anyWrites)
		return true;
	uintptr_t at = order(ab, op);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v)
			continue;
		uintptr_t born = order(ab, definer(v));
		/* A terminator hands on its operands' values: it has no grad op
		 * to read them later, but a write between an operand's definition
		 * and it means it yields another value than the one the operand
		 * names (a first backward's gradient accumulated into a buffer
		 * by a nested backward if, then yielded). */
		bool term = pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR);
		bool reads = !term && gradReads(ab, op, i, false);
		if (!reads && !term) {
			PirOperation *w = staleRead(ab, op, v, born, at);
			if (w) {
				if (inBackwardRegion(w))
					pirEmitOpError(op,
						       "reads a value after '%s' overwrote it in place inside the backward of "
						       "an if or while (a gradient accumulated into a buffer): second "
						       "derivatives through that are not supported",
						       pirOperationGetName(w));
				else
					pirEmitOpError(op,
						       "reads a value after '%s' overwrote it in place%s; append-backward "
						       "follows values, not buffers: run --inplace-to-functional first",
						       pirOperationGetName(w),
						       order(ab, w) > at ? " (in an earlier iteration of the loop)" : "");
				ab->failed = true;
				return false;
			}
			continue;
		}
		for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, rootOf(ab, v)); w; w = w->next) {
			uintptr_t when = order(ab, w->op);
			bool loop = shareLoop(w->op, op, definer(rootOf(ab, v)));
			if (!term && (w->op == op || when > at || loop)) {
				if (reads)
					return refuseLater(ab, op, w->op, w->op == op);
			} else if (when > born && (!term || (w->op != op && when < at))) {
				if (inBackwardRegion(w->op))
					pirEmitOpError(op,
						       "reads a value after '%s' overwrote it in place inside the backward of "
						       "an if or while (a gradient accumulated into a buffer): second "
						       "derivatives through that are not supported",
						       pirOperationGetName(w->op));
				else
					pirEmitOpError(op,
						       "reads a value after '%s' overwrote it in place; append-backward "
						       "follows values, not buffers: run --inplace-to-functional first",
						       pirOperationGetName(w->op));
				ab->failed = true;
				return false;
			}
		}
	}
	for (uint32_t j = 0; j < op->numResults; j++) {
		if (!gradReads(ab, op, j, true))
			continue;
		PirValue *r = pirOperationGetResult(op, j);
		for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, rootOf(ab, r)); w; w = w->next)
			if (w->op != op && (order(ab, w->op) > at || shareLoop(w->op, op, definer(rootOf(ab, r)))))
				return refuseLater(ab, op, w->op, false);
	}
	return true;
}
