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
#include "../../lib/sys/speed_paths.h"
#include "../inplace_to_functional.h"
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

/* An op with a region flow that carries a tensor array through its
 * results or block arguments (its values are the array's buffer). */
static bool carriesArray(const PirOperation *op)
{
	if (!op->numRegions)
		return false;
	for (uint32_t i = 0; i < op->numResults; i++)
		if (abIsArray(pirOperationGetResultType(op, i)))
			return true;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirOperationGetRegion((PirOperation *)op, r)->first; b; b = b->next)
			for (uint32_t k = 0; k < b->numArgs; k++)
				if (abIsArray(pirValueGetType(b->args[k])))
					return true;
	return false;
}

static PirWalkResult anyWriter(PirOperation *op, void *user)
{
	if (writesInPlace(op) || carriesArray(op)) {
		*(bool *)user = true;
		return PIR_WALK_INTERRUPT;
	}
	return PIR_WALK_ADVANCE;
}

static uintptr_t order(AB *ab, PirOperation *op);
static PirOperation *definer(PirValue *v);

/* The buffers are the classes of a union-find over values (bufRoot: a
 * value's parent), each named by its earliest value (the smallest program
 * order of the defining op): the buffer's first value. */
static PirValue *rootOf(AB *ab, PirValue *v)
{
	PirValue *r = v, *p;
	while ((p = pirPtrMapGet(&ab->bufRoot, r)))
		r = p;
	while (v != r) { /* path compression */
		p = pirPtrMapGet(&ab->bufRoot, v);
		pirPtrMapPut(&ab->bufRoot, v, r);
		v = p;
	}
	return r;
}

PirValue *abBufRoot(AB *ab, PirValue *v)
{
	return rootOf(ab, v);
}

static void unite(AB *ab, PirValue *a, PirValue *b)
{
	if (!a || !b)
		return;
	PirValue *ra = rootOf(ab, a), *rb = rootOf(ab, b);
	if (ra == rb)
		return;
	if (order(ab, definer(rb)) < order(ab, definer(ra))) {
		PirValue *t = ra;
		ra = rb;
		rb = t;
	}
	pirPtrMapPut(&ab->bufRoot, rb, ra);
	if (abIsArray(pirValueGetType(a)))
		pirPtrVecPush(&ab->arrayValues, a), pirPtrVecPush(&ab->arrayValues, b);
}

typedef struct {
	AB *ab;
	PirPtrVec writes;  /* pairs (writing op, the value whose buffer it writes) */
	PirPtrVec regions; /* branch/loop ops carrying an array, in program order */
	PirPtrVec stores; /* ABVarStore: name -> the value whose buffer it holds now */
} Linker;

/* Every read of a program variable is the object the variable holds (one
 * object per name, as Paddle's scope and pir-run have it), so the reads of
 * one name are one buffer: an in-place write through one read changes
 * what another read gives. A set_parameter binds the variable to its
 * operand's object, the buffer of the reads after it; one nested in a
 * region op may or may not run, so its operand joins the buffer the reads
 * had before it. */
static void uniteVariable(Linker *L, PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	PirAttribute *nm = i->varStorage ? abNameOf(L->ab, op) : NULL;
	if (!nm)
		return;
	PirValue *v = i->role == PIR_ROLE_VARIABLE_READ && op->numResults == 1 ? pirOperationGetResult(op, 0)
		      : i->role == PIR_ROLE_VARIABLE_WRITE && op->numOperands >= 1 ? pirOperationGetOperand(op, 0)
										   : NULL;
	if (!v)
		return;
	PirPtrMap *now = abVarStore(L->ab, &L->stores, i->varStorage);
	PirValue *held = pirPtrMapGet(now, nm);
	if (i->role == PIR_ROLE_VARIABLE_WRITE && pirOperationGetBlock(op) == pirProgramGetBlock(L->ab->prog)) {
		pirPtrMapPut(now, nm, v);
		return;
	}
	if (held)
		unite(L->ab, held, v);
	else
		pirPtrMapPut(now, nm, v);
}

static void link(Linker *L, PirOperation *op, uint32_t in, uint32_t out, bool writes)
{
	if (in >= op->numOperands || out >= op->numResults || !pirOperationGetOperand(op, in))
		return;
	unite(L->ab, pirOperationGetOperand(op, in), pirOperationGetResult(op, out));
	if (writes) {
		pirPtrVecPush(&L->writes, op);
		pirPtrVecPush(&L->writes, pirOperationGetOperand(op, in));
	}
}

static PirValue *argOf(PirOperation *p, uint32_t r, uint32_t j);
static PirValue *opndOf(PirOperation *p, uint32_t i);

/* A loop's tensor operand, the block arguments of its position and its
 * result are one buffer: the first iteration's argument is the operand's
 * object (an in-place write of it in the body overwrites the operand,
 * which the loop's own backward or an op before it may read), and the
 * result is the object the last iteration handed on (or the operand's,
 * after no iteration). What an iteration yields is not of that buffer: the
 * next iteration's write into it changes nothing the backward reads, since
 * the stack keeps a copy of each iteration's values (Paddle's tuple_push
 * copies what it pushes). Arrays are uniteRegion's. */
static void uniteLoopTensors(AB *ab, PirOperation *p)
{
	uint32_t n = p->numRegions;
	for (uint32_t j = 0; j < p->numResults; j++) {
		PirValue *res = pirOperationGetResult(p, j);
		PirValue *in = opndOf(p, n == 1 ? 1 + j : j);
		if (abIsArray(pirValueGetType(res)) || !in || abIsArray(pirValueGetType(in)))
			continue;
		unite(ab, in, res);
		for (uint32_t r = 0; r < n; r++)
			unite(ab, in, argOf(p, r, j));
	}
}

static PirWalkResult number(PirOperation *op, void *user)
{
	Linker *L = user;
	AB *ab = L->ab;
	pirPtrMapPut(&ab->opOrder, op, (void *)(uintptr_t)(ab->opOrder.len + 1));
	const PirOpDef *d = writesInPlace(op) ? pirOperationGetInfo(op)->def : NULL;
	for (uint32_t k = 0; d && pirOperationHasTrait(op, PIR_TRAIT_INPLACE) && k < d->numInplace; k++)
		link(L, op, d->inplace[k].input, d->inplace[k].output, true);
	for (uint32_t k = 0; d && pirOperationHasTrait(op, PIR_TRAIT_VIEW_LIKE | PIR_TRAIT_WRITES_VIEWS) && k < d->numView; k++)
		link(L, op, d->view[k].input, d->view[k].output, pirOperationHasTrait(op, PIR_TRAIT_WRITES_VIEWS));
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	if (role == PIR_ROLE_VARIABLE_READ || role == PIR_ROLE_VARIABLE_WRITE)
		uniteVariable(L, op);
	PirRegionFlow flow = (PirRegionFlow)pirOperationGetInfo(op)->flow;
	if ((flow == PIR_FLOW_BRANCH || flow == PIR_FLOW_LOOP) && carriesArray(op))
		pirPtrVecPush(&L->regions, op);
	if (flow == PIR_FLOW_LOOP && op->numRegions <= 2)
		uniteLoopTensors(ab, op);
	return PIR_WALK_ADVANCE;
}

static PirValue *argOf(PirOperation *p, uint32_t r, uint32_t j)
{
	PirBlock *b = r < p->numRegions ? pirOperationGetRegion(p, r)->first : NULL;
	return b && j < b->numArgs ? b->args[j] : NULL;
}

static PirValue *yieldOf(PirOperation *p, uint32_t r, uint32_t j)
{
	PirBlock *b = r < p->numRegions ? pirOperationGetRegion(p, r)->first : NULL;
	PirOperation *t = b ? pirBlockGetTerminator(b) : NULL;
	return t && j < t->numOperands ? pirOperationGetOperand(t, j) : NULL;
}

static PirValue *opndOf(PirOperation *p, uint32_t i)
{
	return i < p->numOperands ? pirOperationGetOperand(p, i) : NULL;
}

static void markBad(AB *ab, PirOperation *p)
{
	pirPtrMapPut(&ab->arrayBad, p, p);
}

/* An array carried by a loop (Paddle's one region, or the design's cond
 * and body) is one buffer: the operand, the block arguments and the result
 * of its position (phase 0); each iteration must hand that buffer on, the
 * yield's value being of the same buffer (phase 2). An if's array result
 * is the buffer both branches yield (phase 1); different ones (an array a
 * branch makes) cannot be told apart by the backward: marked bad, refused
 * where the loss depends on them (abRegionGrad). */
static void uniteRegion(AB *ab, PirOperation *p, int phase)
{
	uint32_t n = p->numRegions;
	bool loop = pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP;
	if (loop && n > 2) {
		markBad(ab, p); /* the design's init region (a second backward): not followed */
		return;
	}
	for (uint32_t j = 0; j < p->numResults; j++) {
		PirValue *res = pirOperationGetResult(p, j);
		if (!abIsArray(pirValueGetType(res)))
			continue;
		if (!loop && phase == 1) {
			PirValue *t = yieldOf(p, 0, j), *e = yieldOf(p, 1, j);
			if (!t || !e || rootOf(ab, t) != rootOf(ab, e))
				markBad(ab, p);
			else
				unite(ab, t, res);
		} else if (loop && phase == 0) {
			PirValue *in = opndOf(p, n == 1 ? 1 + j : j);
			unite(ab, in, res);
			for (uint32_t r = 0; r < n; r++)
				unite(ab, in, argOf(p, r, j));
		} else if (loop && phase == 2) {
			PirValue *in = opndOf(p, n == 1 ? 1 + j : j);
			PirValue *y1 = yieldOf(p, 0, 1 + j), *y2 = n == 2 ? yieldOf(p, 1, j) : y1;
			if (!in || !y1 || !y2 || rootOf(ab, y1) != rootOf(ab, in) || rootOf(ab, y2) != rootOf(ab, in))
				markBad(ab, p);
		}
	}
}

void abFindWrites(AB *ab)
{
	bool any = false;
	pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, anyWriter, &any);
	ab->anyWrites = any;
	if (!any)
		return;
	Linker L = {ab, {0}, {0}, {0}};
	pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, number, &L);
	abVarStoresFree(&L.stores);
	for (size_t k = 0; k < L.regions.len; k++)
		uniteRegion(ab, L.regions.data[k], 0);
	for (size_t k = L.regions.len; k-- > 0;) /* innermost first */
		uniteRegion(ab, L.regions.data[k], 1);
	for (size_t k = 0; k < L.regions.len; k++)
		uniteRegion(ab, L.regions.data[k], 2);
	/* The writers of each buffer, newest first (program order pushed). */
	for (size_t k = 0; k + 1 < L.writes.len; k += 2) {
		PirValue *root = rootOf(ab, L.writes.data[k + 1]);
		ABWriter *w = pirArenaAlloc(&ab->arena, sizeof *w);
		*w = (ABWriter){L.writes.data[k], pirPtrMapGet(&ab->bufWriters, root)};
		pirPtrMapPut(&ab->bufWriters, root, w);
	}
	/* The values of each array buffer (abArrayMembers), each once. */
	PirPtrMap seen = {0};
	for (size_t k = 0; k < ab->arrayValues.len; k++) {
		PirValue *v = ab->arrayValues.data[k];
		if (pirPtrMapGet(&seen, v))
			continue;
		pirPtrMapPut(&seen, v, v);
		PirValue *root = rootOf(ab, v);
		ABMember *m = pirArenaAlloc(&ab->arena, sizeof *m);
		*m = (ABMember){v, pirPtrMapGet(&ab->arrayMembers, root)};
		pirPtrMapPut(&ab->arrayMembers, root, m);
	}
	pirPtrMapFree(&seen);
	pirPtrVecFree(&L.writes);
	pirPtrVecFree(&L.regions);
}

const ABMember *abArrayMembers(AB *ab, PirValue *v)
{
	return ab->anyWrites ? pirPtrMapGet(&ab->arrayMembers, rootOf(ab, v)) : NULL;
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

/* What op's grad op reads of forward input (or output) k: nothing, its
 * shape and dtype alone (an operand of that name marked shape_only,
 * Paddle's no_need_buffer: add_grad's x and y), or its values. Without a
 * catalogue entry to tell, it is assumed to read the values. */
typedef enum { GRAD_READS_NONE, GRAD_READS_SHAPE, GRAD_READS_VALUES } GradReads;

static GradReads gradReads(AB *ab, PirOperation *op, uint32_t k, bool output)
{
	const PirOpDef *f = pirOperationGetInfo(op)->def;
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	if (role == PIR_ROLE_ARRAY_READ || role == PIR_ROLE_ARRAY_WRITE)
		return !output && k != 0 ? GRAD_READS_VALUES : GRAD_READS_NONE; /* the index and the value (for its shape); not the array (append_backward_array.c) */
	if (role == PIR_ROLE_SELECT || role == PIR_ROLE_ROUTE)
		return output ? GRAD_READS_NONE : k == 0 ? GRAD_READS_VALUES : GRAD_READS_SHAPE; /* the index; a choice's zeros */
	if (role == PIR_ROLE_FILL || role == PIR_ROLE_FILL_LIKE || role == PIR_ROLE_ARRAY_FILL_LIKE ||
	    role == PIR_ROLE_ARRAY_CREATE || role == PIR_ROLE_TENSOR_TO_ARRAY)
		return GRAD_READS_NONE; /* fills: no backward; tensor_to_array's joins its result's gradient alone */
	PirOpInfo *gi = abGradInfoOf(ab, pirOperationGetInfo(op));
	if (!gi || !f || k >= (output ? f->numOutputs : f->numInputs))
		return !op->numRegions && pirOperationGetInfo(op)->role != PIR_ROLE_CONTAINER ? GRAD_READS_VALUES
											    : GRAD_READS_NONE;
	/* Every operand of the grad op bound to it (backward_args may bind
	 * two: expand_as reads one for its values, one for its shape). */
	GradReads reads = GRAD_READS_NONE;
	for (uint32_t j = 0; j < gi->def->numInputs && reads != GRAD_READS_VALUES; j++) {
		uint32_t at;
		if (abBindOf(f, gi->def, false, j, &at) == (output ? AB_BIND_OUTPUT : AB_BIND_INPUT) && at == k)
			reads = gi->def->inputs[j].shapeOnly ? GRAD_READS_SHAPE : GRAD_READS_VALUES;
	}
	return reads;
}

/* Whether t is a dense tensor type without a dynamic dimension (what
 * keepsShape asks of the value's type). */
static bool staticShape(PirType *t)
{
	if (!pirTypeIsDenseTensor(t))
		return false;
	for (uint32_t i = 0; i < pirTensorTypeGetRank(t); i++)
		if (pirTensorTypeGetDim(t, i) < 0)
			return false;
	return true;
}

/* The next result, from pair *k on, through which writer w writes or
 * aliases root's buffer (its inplace pairs, or its view pairs), or -1;
 * *k moves past it. */
static int32_t nextWrittenResult(AB *ab, PirOperation *w, const PirOpDef *d, PirValue *root, uint32_t *k)
{
	bool inplace = pirOperationHasTrait(w, PIR_TRAIT_INPLACE);
	uint32_t n = inplace ? d->numInplace : d->numView;
	for (; *k < n; (*k)++) {
		uint32_t in = inplace ? d->inplace[*k].input : d->view[*k].input;
		uint32_t out = inplace ? d->inplace[*k].output : d->view[*k].output;
		if (in < w->numOperands && out < w->numResults && pirOperationGetOperand(w, in) &&
		    rootOf(ab, pirOperationGetOperand(w, in)) == root) {
			(*k)++;
			return (int32_t)out;
		}
	}
	return -1;
}

/* Whether writer w leaves the shape and dtype of v's buffer as v's type
 * says: every result through which w writes or aliases that buffer has v's
 * type, with no dynamic dimension (assign_out_ gives its output x's shape,
 * which a dynamic dimension could hide). A grad op reading v for its shape
 * alone then sees what it would have before the write. */
static bool keepsShape(AB *ab, PirOperation *w, PirValue *v)
{
	const PirOpDef *d = pirOperationGetInfo(w)->def;
	PirType *t = pirValueGetType(v);
	if (!d || !staticShape(t))
		return false;
	PirValue *root = rootOf(ab, v);
	bool inplace = pirOperationHasTrait(w, PIR_TRAIT_INPLACE);
	uint32_t k = 0;
	for (int32_t out; (out = nextWrittenResult(ab, w, d, root, &k)) >= 0;) {
		PirType *rt = pirOperationGetResultType(w, (uint32_t)out);
		if (rt == t)
			continue;
		/* v another name of the buffer (a view: reshape(t) of the t
		 * that sin_ writes): a write that keeps the written name's
		 * static type writes values only, and v keeps its own shape. */
		PirValue *x = pirOperationGetOperand(w, inplace ? d->inplace[k - 1].input : d->view[k - 1].input);
		if (x == v || pirValueGetType(x) != rt || !staticShape(rt))
			return false;
	}
	return true;
}

/* The writers of a buffer in program order (the list holds them newest
 * first), made once per buffer: a reader whose backward does not read the
 * buffer (an array read) looks only at the writes between the value's
 * definition and itself, found by bisection, so a chain of n writes and
 * reads of one array costs n log n, not n^2. With variedOnly, only the
 * writes of a value computed from a differentiable input (writesVaried;
 * activity is known by then): abCheckHiddenReads asks for the first of
 * those in a window, and scanning past constant writes would make a buffer
 * written and read n times with constants cost n^2. */
typedef struct ABWriterIndex {
	PirOperation **ops;
	uintptr_t *when;
	size_t n;
	bool plain;	   /* no writer holds regions (the scans of abCheckWrites rely on it) */
	const void **shape; /* writerShapes: what each writer leaves the buffer's shape as */
	size_t *other;	   /* writerShapes: 1 + the index of the newest earlier writer leaving
			      another shape, or 0 */
} ABWriterIndex;

static bool writesVaried(AB *ab, PirOperation *w);

static ABWriterIndex *writerIndex(AB *ab, PirValue *root, bool variedOnly)
{
	PirPtrMap *memo = variedOnly ? &ab->bufVaried : &ab->bufSorted;
	/* The memo is a speed-only path (PIR_SPEED_ONLY): the general one
	 * makes the list again at every ask. */
	ABWriterIndex *x = PIR_SPEED_ONLY(true) ? pirPtrMapGet(memo, root) : NULL;
	if (x)
		return x;
	x = pirArenaAlloc(&ab->arena, sizeof *x);
	x->n = 0;
	x->plain = true;
	x->shape = NULL;
	x->other = NULL;
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, root); w; w = w->next)
		x->n += !variedOnly || writesVaried(ab, w->op);
	x->ops = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->ops);
	x->when = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->when);
	size_t k = x->n;
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, root); w; w = w->next)
		if (!variedOnly || writesVaried(ab, w->op)) {
			x->ops[--k] = w->op;
			x->when[k] = order(ab, w->op);
			x->plain = x->plain && !w->op->numRegions;
		}
	pirPtrMapPut(memo, root, x);
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

static uint32_t nestingDepth(PirOperation *op)
{
	uint32_t n = 0;
	for (PirOperation *p = pirOperationGetParentOp(op); p; p = pirOperationGetParentOp(p))
		n++;
	return n;
}

/* Whether a and b are in different regions of one branch op (the two
 * sides of an if): no run executes both in one pass through that op, so
 * neither sees the other's write. A loop around the branch op, where a
 * later iteration takes the other side, is shareLoop's case. Linear in
 * the nesting depth: both climb to the ops below their lowest common
 * ancestor. */
static bool exclusive(PirOperation *a, PirOperation *b)
{
	uint32_t da = nestingDepth(a), db = nestingDepth(b);
	for (; da > db; da--)
		a = pirOperationGetParentOp(a);
	for (; db > da; db--)
		b = pirOperationGetParentOp(b);
	if (a == b)
		return false; /* one holds the other */
	while (pirOperationGetParentOp(a) != pirOperationGetParentOp(b)) {
		a = pirOperationGetParentOp(a);
		b = pirOperationGetParentOp(b);
	}
	PirOperation *p = pirOperationGetParentOp(a);
	return p && pirOperationGetInfo(p)->flow == PIR_FLOW_BRANCH &&
	       pirBlockGetParentRegion(pirOperationGetBlock(a)) != pirBlockGetParentRegion(pirOperationGetBlock(b));
}

/* The order from which v holds its value: its defining op's, or, for a
 * result of a region op, the last op nested in it (the result exists once
 * the region op is done; the writes nested in it come before). */
static uintptr_t bornAt(AB *ab, PirValue *v)
{
	PirOperation *d = definer(v);
	while (!v->isArg && d->numRegions) {
		PirOperation *last = NULL;
		for (uint32_t r = d->numRegions; r-- > 0 && !last;)
			for (PirBlock *b = pirRegionGetLastBlock(pirOperationGetRegion(d, r)); b && !last;
			     b = pirBlockGetPrevInRegion(b))
				last = pirBlockGetLastOp(b);
		if (!last)
			break;
		d = last;
	}
	return order(ab, d);
}

/* The loop op L of stackKeeps: the innermost one around op whose body
 * defines v or whose block argument v is, or NULL. */
static PirOperation *stackLoop(PirOperation *op, PirValue *v)
{
	PirOperation *vd = definer(v);
	for (PirOperation *p = pirOperationGetParentOp(op); p; p = pirOperationGetParentOp(p))
		if (pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP && (nestedIn(vd, p) || (v->isArg && vd == p)))
			return p;
	return NULL;
}

/* Whether op's grad op reads v from a copy that the write w cannot change.
 * Inside a loop op L whose body defines v (or whose block argument v is),
 * the backward reads v from the copy the stack took when the iteration
 * ended (Paddle's tuple_push copies what it pushes): a write outside L, or
 * one earlier in L's body (a later iteration's, after the push), does not
 * reach it, unless a loop inside L holds both w and op (w's later
 * iterations come before L's push). A write after op in the same
 * iteration, or op's own, does. */
static bool stackKeeps(AB *ab, PirOperation *op, PirValue *v, PirOperation *w)
{
	PirOperation *L = stackLoop(op, v);
	if (!L)
		return false;
	if (w != L && !nestedIn(w, L))
		return true;
	if (w == op || order(ab, w) >= order(ab, op))
		return false;
	for (PirOperation *p = pirOperationGetParentOp(w); p && p != L; p = pirOperationGetParentOp(p))
		if (pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP && nestedIn(op, p))
			return false;
	return true;
}

/* How many of x's writers come at or before order t (bisection). */
static size_t writersUpTo(const ABWriterIndex *x, uintptr_t t)
{
	size_t lo = 0, hi = x->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (x->when[mid] <= t)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* A write of v's buffer that op's read of v sees instead of v: one after
 * v was defined and before op (in the same iteration or not), or one after
 * op inside a loop op that holds op but not v's definition (the next
 * iteration reads the written buffer under v's name); with variedOnly, the
 * first such write of a varied value (writerIndex); NULL if none. The writes are in program order,
 * so the first is found by bisection: ops nested in a loop op are numbered
 * in one run after it. */
static PirOperation *staleRead(AB *ab, PirOperation *op, PirValue *v, uintptr_t born, uintptr_t at,
			       bool variedOnly)
{
	ABWriterIndex *x = writerIndex(ab, rootOf(ab, v), variedOnly);
	/* The bisection is a speed-only path: the general one counts the
	 * writes up to born. */
	size_t lo = 0;
	if (PIR_SPEED_ONLY(true))
		lo = writersUpTo(x, born);
	else
		for (; lo < x->n && x->when[lo] <= born; lo++)
			;
	for (; lo < x->n && x->when[lo] <= at; lo++)
		if (x->ops[lo] != op &&
		    (!exclusive(x->ops[lo], op) || shareLoop(x->ops[lo], op, definer(rootOf(ab, v)))))
			return x->ops[lo];
	PirOperation *loop = lo < x->n ? loopAround(op, definer(v)) : NULL;
	return loop && lo < x->n && nestedIn(x->ops[lo], loop) ? x->ops[lo] : NULL;
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

/* What to do about an in-place write w the backward cannot follow: undo
 * it with --inplace-to-functional where that pass converts w (its fate:
 * a functional twin or functional_op, and a value made afresh in w's
 * block that nothing else holds), else say why it cannot, or where that
 * depends on the ops around w, say so; for a read after it (read), also
 * reading the written value through w's result. */
static bool madeHere(void *ab, const PirOperation *op);

static const char *remedy(AB *ab, PirOperation *w, bool read)
{
	static const char *const why[][2] = {
		[PIR_INPLACE_CONVERTED] = {"run --inplace-to-functional first", "run --inplace-to-functional first"},
		[PIR_INPLACE_NO_TWIN] = {"it has no functional twin, so --inplace-to-functional cannot undo it",
					 "it has no functional twin, so --inplace-to-functional cannot undo it: read the "
					 "written value through its result"},
		[PIR_INPLACE_ARGUMENT] = {"it writes a block argument, so --inplace-to-functional cannot undo it",
					  "it writes a block argument, so --inplace-to-functional cannot undo it: read the "
					  "written value through its result"},
		[PIR_INPLACE_OTHER_BLOCK] = {"it writes a value of another block, so --inplace-to-functional cannot "
					     "undo it",
					     "it writes a value of another block, so --inplace-to-functional cannot "
					     "undo it: read the written value through its result"},
		[PIR_INPLACE_NOT_FRESH] = {"it writes a value no op of its block made afresh, so "
					   "--inplace-to-functional cannot undo it",
					   "it writes a value no op of its block made afresh, so "
					   "--inplace-to-functional cannot undo it: read the written value through its "
					   "result"},
		[PIR_INPLACE_SHARED_BEFORE] = {"an op before it does more than read the value it writes, so "
					       "--inplace-to-functional cannot undo it",
					       "an op before it does more than read the value it writes, so "
					       "--inplace-to-functional cannot undo it: read the written value through "
					       "its result"},
		[PIR_INPLACE_UNSURE] = {"whether --inplace-to-functional can undo it depends on the ops around it "
					"(docs/passes.md, \"inplace-to-functional\")",
					"read the written value through its result (whether --inplace-to-functional "
					"can undo it depends on the ops around it: docs/passes.md, "
					"\"inplace-to-functional\")"},
	};
	return why[pirInplaceToFunctionalFate(w, madeHere, ab)][read];
}

/* Whether this pass made op (not one standing for an op it replaced: a
 * region op rebuilt with its stack, a terminator given the stack): the
 * forward ops were numbered before it changed anything. */
static bool madeHere(void *ab, const PirOperation *op)
{
	return !order(ab, (PirOperation *)op) && !op->numRegions && !pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR);
}

/* Why a read at order at of v sees w's write, where the program does not
 * show it: a later iteration's write, or a write of a loop's operand after
 * the loop, which the loop's result v names too when no iteration runs. */
static const char *staleWhy(AB *ab, PirValue *v, PirOperation *w, uintptr_t at)
{
	if (order(ab, w) > at)
		return " (in an earlier iteration of the loop)";
	PirOperation *d = v->isArg ? NULL : definer(v);
	if (d && pirOperationGetInfo(d)->flow == PIR_FLOW_LOOP && !nestedIn(w, d))
		return " (the loop's result is its operand's buffer when the loop runs no iteration)";
	return "";
}

/* Whether w is an optimizer's update (sgd_(w, lr, w@GRAD)) of a training
 * program: it writes a variable's read in place and reads a value computed
 * from a gradient a grad op made (directly, or through the sum of a
 * parameter read twice, a clipping, a weight decay). The program holds a
 * backward already; its forward is what to differentiate. Only asked on
 * the way to a refusal: the walk over what w reads is paid once. */
static bool updatesWithGradient(PirOperation *w)
{
	const PirOpDef *d = pirOperationGetInfo(w)->def;
	bool variable = false;
	for (uint32_t k = 0; d && k < d->numInplace && !variable; k++) {
		PirValue *v = d->inplace[k].input < w->numOperands ? pirOperationGetOperand(w, d->inplace[k].input) : NULL;
		variable = v && !v->isArg && pirOperationGetInfo(pirValueGetDefiningOp(v))->role == PIR_ROLE_VARIABLE_READ;
	}
	if (!variable)
		return false;
	PirPtrMap seen = {0};
	PirPtrVec work = {0};
	pirPtrVecPush(&work, w);
	bool found = false;
	while (work.len && !found) {
		PirOperation *op = work.data[--work.len];
		for (uint32_t i = 0; i < op->numOperands && !found; i++) {
			PirValue *v = pirOperationGetOperand(op, i);
			PirOperation *p = v && !v->isArg ? pirValueGetDefiningOp(v) : NULL;
			if (!p || pirPtrMapGet(&seen, p))
				continue;
			pirPtrMapPut(&seen, p, p);
			found = pirOperationGetInfo(p)->isGrad;
			pirPtrVecPush(&work, p);
		}
	}
	pirPtrMapFree(&seen);
	pirPtrVecFree(&work);
	return found;
}

static bool refuseLater(AB *ab, PirOperation *op, PirOperation *w, bool own)
{
	/* A first backward's buffer (a gradient accumulated inside a backward
	 * if or while): --inplace-to-functional does not undo those, so it is
	 * not the remedy to name. */
	if (inBackwardRegion(w))
		pirEmitOpError(w,
			       "overwrites in place, inside the backward of an if or while (a gradient accumulated into a "
			       "buffer), a value the backward of '%s' (%s) reads: second derivatives through that are not "
			       "supported",
			       pirOperationGetName(op), own ? "this op" : "an earlier op");
	else if (updatesWithGradient(w))
		pirEmitOpError(w,
			       "overwrites in place a value the backward of '%s' (%s) reads, so the gradient would use the "
			       "new value; it updates a variable with a value computed from a gradient (an optimizer's "
			       "update: the program holds a backward already): --strip-backward first gives the forward to "
			       "differentiate",
			       pirOperationGetName(op), own ? "this op" : "an earlier op");
	else
		pirEmitOpError(w,
			       "overwrites in place a value the backward of '%s' (%s) reads, so the gradient would use the "
			       "new value; %s",
			       pirOperationGetName(op), own ? "this op" : "an earlier op", remedy(ab, w, false));
	ab->failed = true;
	return false;
}

/* Refuses op's read of v after w overwrote it in place (a write between
 * v's definition and op, or a later iteration's). */
static bool refuseStale(AB *ab, PirOperation *op, PirValue *v, PirOperation *w, uintptr_t at)
{
	if (inBackwardRegion(w))
		pirEmitOpError(op,
			       "reads a value after '%s' overwrote it in place inside the backward of an if or while (a "
			       "gradient accumulated into a buffer): second derivatives through that are not supported",
			       pirOperationGetName(w));
	else
		pirEmitOpError(op,
			       "reads a value after '%s' overwrote it in place%s; append-backward follows values, not "
			       "buffers: %s",
			       pirOperationGetName(w), staleWhy(ab, v, w, at), remedy(ab, w, true));
	ab->failed = true;
	return false;
}

/* What op's read of operand v (its grad op reads v's values, or op is a
 * terminator handing v on) makes of the write w of v's buffer: SEEN_NONE,
 * SEEN_LATER (the backward would read w's new value: refuseLater) or
 * SEEN_STALE (op reads v's name after w wrote it: refuseStale). */
typedef enum { SEEN_NONE, SEEN_LATER, SEEN_STALE } Seen;

static Seen judgeRead(AB *ab, PirOperation *op, PirValue *v, PirOperation *w, uintptr_t born, uintptr_t at, bool term,
		      GradReads reads)
{
	uintptr_t when = order(ab, w);
	bool loop = shareLoop(w, op, definer(rootOf(ab, v)));
	if (!loop && exclusive(w, op))
		return SEEN_NONE;
	bool later = !term && (w == op || when > at || loop);
	if (later && reads == GRAD_READS_VALUES && !stackKeeps(ab, op, v, w))
		return SEEN_LATER;
	/* a write earlier in a loop's body, which a later iteration's backward
	 * does not see, may still make op read v's name after it */
	if ((!later || (w != op && when < at)) && when > born && (!term || (w != op && when < at)))
		return SEEN_STALE;
	return SEEN_NONE;
}

/* Whether the write w of v's buffer changes the shape op's grad op reads
 * of v (a later write, or one in a later iteration the stack does not
 * copy). */
static bool judgeShape(AB *ab, PirOperation *op, PirValue *v, PirOperation *w, uintptr_t at)
{
	bool loop = shareLoop(w, op, definer(rootOf(ab, v)));
	return (loop || !exclusive(w, op)) && (w == op || order(ab, w) > at || loop) && !keepsShape(ab, w, v) &&
	       !stackKeeps(ab, op, v, w);
}

/* Whether the write w of the buffer of op's result r changes what op's
 * grad op reads of r (its values, or with reads GRAD_READS_SHAPE its
 * shape). */
static bool judgeResult(AB *ab, PirOperation *op, PirValue *r, PirOperation *w, uintptr_t at, GradReads reads)
{
	return w != op &&
	       (shareLoop(w, op, definer(rootOf(ab, r))) || (order(ab, w) > at && !exclusive(w, op))) &&
	       (reads == GRAD_READS_VALUES || !keepsShape(ab, w, r)) && !stackKeeps(ab, op, r, w);
}

/* The index of v's buffer for the bisecting scans below, or NULL where
 * the general scans must run: the scans are a speed-only path
 * (PIR_SPEED_ONLY), for an op numbered before the pass changed anything
 * (a terminator it rebuilt has no order) and a buffer no region op
 * writes. */
static ABWriterIndex *scanIndex(AB *ab, PirValue *v, uintptr_t at)
{
	PirValue *root = rootOf(ab, v);
	if (!PIR_SPEED_ONLY(at != 0) || !pirPtrMapGet(&ab->bufWriters, root))
		return NULL; /* (no writer: nothing to scan) */
	ABWriterIndex *x = writerIndex(ab, root, false);
	return x->plain ? x : NULL;
}

/* How many of x's writers may matter after order at, for an op nested in
 * the loop op L the stack copies in (stackLoop): a write after op outside
 * L does not reach what op's grad op reads. The ops L holds are numbered
 * in one run, which holds op: the writes after op nested in L are a run
 * found by bisection. Without L, all. */
static size_t writersUntilEnd(const ABWriterIndex *x, uintptr_t at, PirOperation *L)
{
	if (!L)
		return x->n;
	size_t lo = writersUpTo(x, at), hi = x->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (nestedIn(x->ops[mid], L))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Whether op is nested in region R (at any depth). */
static bool nestedInRegion(PirOperation *op, PirRegion *R)
{
	for (; op; op = pirOperationGetParentOp(op)) {
		PirBlock *b = pirOperationGetBlock(op);
		if (b && pirBlockGetParentRegion(b) == R)
			return true;
	}
	return false;
}

/* The region of the branch op where a and b part, which holds a (for a
 * and b that exclusive() finds in different regions of one). */
static PirRegion *partingRegion(PirOperation *a, PirOperation *b)
{
	uint32_t da = nestingDepth(a), db = nestingDepth(b);
	for (; da > db; da--)
		a = pirOperationGetParentOp(a);
	for (; db > da; db--)
		b = pirOperationGetParentOp(b);
	while (pirOperationGetParentOp(a) != pirOperationGetParentOp(b)) {
		a = pirOperationGetParentOp(a);
		b = pirOperationGetParentOp(b);
	}
	return pirBlockGetParentRegion(pirOperationGetBlock(a));
}

/* The count k of x's writers still to look at (the newest, x->ops[k-1],
 * was just judged and let pass), less that one: and, if it passed for
 * being in another branch than op (exclusive, no loop in common), less
 * all the writers of its region of that branch op, which pass for the
 * same reason. They are one run of the index (a region's ops are
 * numbered in one run, which does not hold op), found by bisection. */
static size_t skipParted(const ABWriterIndex *x, size_t k, PirOperation *op, PirOperation *rootDef)
{
	PirOperation *w = x->ops[k - 1];
	if (shareLoop(w, op, rootDef) || !exclusive(w, op))
		return k - 1;
	PirRegion *R = partingRegion(w, op);
	size_t lo = 0, hi = k - 1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (nestedInRegion(x->ops[mid], R))
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

/* What the writer w leaves the shape of root's buffer as, for keepsShape:
 * the one type of the results through which it writes the buffer, or w
 * itself (never a type: judged at every ask) when they differ, there is
 * none, or w has no definition. keepsShape(w, v) holds for every v of the
 * buffer whose type is that type and static. */
static const void *shapeLeft(AB *ab, PirOperation *w, PirValue *root)
{
	const PirOpDef *d = pirOperationGetInfo(w)->def;
	if (!d)
		return w;
	PirType *one = NULL;
	uint32_t k = 0;
	for (int32_t out; (out = nextWrittenResult(ab, w, d, root, &k)) >= 0;) {
		if (one && pirOperationGetResultType(w, (uint32_t)out) != one)
			return w;
		one = pirOperationGetResultType(w, (uint32_t)out);
	}
	return one ? (const void *)one : (const void *)w;
}

/* Fills x's shape and other (once): the shape reads skip the writers that
 * keep the shape read in one step each. */
static void writerShapes(AB *ab, ABWriterIndex *x, PirValue *root)
{
	if (x->shape)
		return;
	x->shape = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->shape);
	x->other = pirArenaAlloc(&ab->arena, (x->n + 1) * sizeof *x->other);
	for (size_t i = 0; i < x->n; i++) {
		x->shape[i] = shapeLeft(ab, x->ops[i], root);
		x->other[i] = !i ? 0 : x->shape[i - 1] != x->shape[i] ? i : x->other[i - 1];
	}
}

/* The count k of writers still to look at, less the newest that keep the
 * static shape t (none if !fixed), which no shape read refuses. */
static size_t skipKeepers(const ABWriterIndex *x, size_t k, PirType *t, bool fixed)
{
	return fixed && k && x->shape[k - 1] == (const void *)t ? x->other[k - 1] : k;
}

/* The write the general scan (newest first, judgeRead) finds for op's read
 * of v, or NULL; *seen says what it makes of it. */
static PirOperation *scanRead(AB *ab, PirOperation *op, PirValue *v, uintptr_t born, uintptr_t at, bool term,
			      GradReads reads, Seen *seen)
{
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, rootOf(ab, v)); w; w = w->next)
		if ((*seen = judgeRead(ab, op, v, w->op, born, at, term, reads)))
			return w->op;
	return NULL;
}

/* scanRead by bisection, for born < at: of the writes after op, only those
 * nested in stackLoop's L can be SEEN_LATER (writersUntilEnd); from there
 * down to born, every write is seen but those in another branch than op,
 * skipped by region (skipParted); of those up to born, only a write in a
 * loop around op that the stack does not copy across (a loop op inside L
 * holding op, or without L any loop that does not make the buffer) is
 * seen, and those are the newest up to born if any: the newest one is
 * judged. A terminator sees the writes between born and itself only. */
static PirOperation *bisectRead(AB *ab, ABWriterIndex *x, PirOperation *op, PirValue *v, uintptr_t born, uintptr_t at,
				bool term, GradReads reads, Seen *seen)
{
	PirOperation *rootDef = definer(rootOf(ab, v));
	size_t k = term ? writersUpTo(x, at - 1) : writersUntilEnd(x, at, stackLoop(op, v));
	for (; k && x->when[k - 1] > born; k = skipParted(x, k, op, rootDef))
		if ((*seen = judgeRead(ab, op, v, x->ops[k - 1], born, at, term, reads)))
			return x->ops[k - 1];
	if (!term && k && (*seen = judgeRead(ab, op, v, x->ops[k - 1], born, at, term, reads)))
		return x->ops[k - 1];
	*seen = SEEN_NONE;
	return NULL;
}

/* The write the general scan finds for op's read of v's shape (judgeShape),
 * or NULL. */
static PirOperation *scanShape(AB *ab, PirOperation *op, PirValue *v, uintptr_t at)
{
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, rootOf(ab, v)); w; w = w->next)
		if (judgeShape(ab, op, v, w->op, at))
			return w->op;
	return NULL;
}

/* scanShape by bisection: the writes that keep v's static shape skipped
 * (skipKeepers); of the others, those at or after op as in bisectRead; of
 * those before op, only one in a loop around op that the stack does not
 * copy across changes the shape read, and those are the newest before op
 * if any: the newest one is judged. */
static PirOperation *bisectShape(AB *ab, ABWriterIndex *x, PirOperation *op, PirValue *v, uintptr_t at)
{
	PirOperation *rootDef = definer(rootOf(ab, v));
	PirType *t = pirValueGetType(v);
	bool fixed = staticShape(t);
	writerShapes(ab, x, rootOf(ab, v));
	size_t k = skipKeepers(x, writersUntilEnd(x, at, stackLoop(op, v)), t, fixed);
	for (; k && x->when[k - 1] >= at; k = skipKeepers(x, skipParted(x, k, op, rootDef), t, fixed))
		if (judgeShape(ab, op, v, x->ops[k - 1], at))
			return x->ops[k - 1];
	return k && judgeShape(ab, op, v, x->ops[k - 1], at) ? x->ops[k - 1] : NULL;
}

/* The write the general scan finds for what op's grad op reads of its
 * result r (judgeResult), or NULL. */
static PirOperation *scanResult(AB *ab, PirOperation *op, PirValue *r, uintptr_t at, GradReads reads)
{
	for (ABWriter *w = pirPtrMapGet(&ab->bufWriters, rootOf(ab, r)); w; w = w->next)
		if (judgeResult(ab, op, r, w->op, at, reads))
			return w->op;
	return NULL;
}

/* scanResult by bisection: only a write after op can change r (before
 * it, one outside the innermost loop around op, stackLoop's L, is copied
 * across, and none inside L is in a loop holding op), and only one nested
 * in L if there is one (writersUntilEnd); those in another branch than op
 * are skipped by region, the ones keeping a shape read skipped. */
static PirOperation *bisectResult(AB *ab, ABWriterIndex *x, PirOperation *op, PirValue *r, uintptr_t at,
				  GradReads reads)
{
	PirOperation *rootDef = definer(rootOf(ab, r));
	PirType *t = pirValueGetType(r);
	bool fixed = reads == GRAD_READS_SHAPE && staticShape(t);
	if (fixed)
		writerShapes(ab, x, rootOf(ab, r));
	size_t k = skipKeepers(x, writersUntilEnd(x, at, stackLoop(op, r)), t, fixed);
	for (; k && x->when[k - 1] > at; k = skipKeepers(x, skipParted(x, k, op, rootDef), t, fixed))
		if (judgeResult(ab, op, r, x->ops[k - 1], at, reads))
			return x->ops[k - 1];
	return NULL;
}

/* The write a read of a program variable sees, through another read of
 * the variable or the value a set_parameter bound to it (uniteVariable):
 * one after that set_parameter (or anywhere before, without one) and
 * before the read; with variedOnly, of a varied value. NULL if none. */
static PirOperation *variableStale(AB *ab, PirOperation *op, bool variedOnly)
{
	if (pirOperationGetInfo(op)->role != PIR_ROLE_VARIABLE_READ || op->numResults != 1)
		return NULL;
	PirOperation *bound = pirPtrMapGet(&ab->writerOf, op);
	return staleRead(ab, op, pirOperationGetResult(op, 0), bound ? order(ab, bound) : 0, order(ab, op), variedOnly);
}

static bool refuseVariableStale(AB *ab, PirOperation *op, PirOperation *w, bool varied)
{
	PirAttribute *nm = abNameOf(ab, op);
	pirEmitOpError(op,
		       "reads '%s' after '%s' overwrote it in place%s (through another read of it, or the value a "
		       "set_parameter bound to it); append-backward takes each read for the variable's value: read "
		       "the written value through the writer's result",
		       nm ? nm->text->str : "?", pirOperationGetName(w),
		       varied ? " with one computed from a differentiable input" : "");
	ab->failed = true;
	return false;
}

bool abCheckWrites(AB *ab, PirOperation *op)
{
	if (!ab->anyWrites)
		return true;
	if (pirOperationGetInfo(op)->role == PIR_ROLE_VARIABLE_READ) {
		/* no grad op reads anything of it: only what it reads itself */
		PirOperation *sw = op->numResults && abNeedsGrad(ab, pirOperationGetResult(op, 0))
					   ? variableStale(ab, op, false)
					   : NULL;
		return sw ? refuseVariableStale(ab, op, sw, false) : true;
	}
	uintptr_t at = order(ab, op);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v)
			continue;
		uintptr_t born = bornAt(ab, v);
		/* A terminator hands on its operands' values: it has no grad op
		 * to read them later, but a write between an operand's definition
		 * and it means it yields another value than the one the operand
		 * names (a first backward's gradient accumulated into a buffer
		 * by a nested backward if, then yielded). */
		bool term = pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR);
		/* A tensor array is differentiated as a buffer (its gradient is
		 * one array, read and written in place in reverse order:
		 * append_backward_array.c), so an array op, a region op or a
		 * terminator may use any name of it, whatever wrote it before.
		 * Another op reading one (array_to_tensor, whose backward cuts the
		 * gradient by the elements' shapes) must see no write after it. */
		bool arr = abIsArray(pirValueGetType(v));
		PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
		if (arr && (term || op->numRegions || role == PIR_ROLE_ARRAY_READ || role == PIR_ROLE_ARRAY_WRITE))
			continue;
		GradReads reads = term ? GRAD_READS_NONE : gradReads(ab, op, i, false);
		if (arr) {
			/* The newest write of the buffer, by bisection's index: after
			 * op, or inside the outermost loop around op that does not
			 * make the array (a later iteration's), it is refused. */
			PirValue *root = rootOf(ab, v);
			ABWriterIndex *x = reads ? writerIndex(ab, root, false) : NULL;
			PirOperation *loop = x && x->n ? loopAround(op, definer(root)) : NULL;
			if (x && x->n && (x->when[x->n - 1] > at || (loop && x->when[x->n - 1] > order(ab, loop))))
				return refuseLater(ab, op, x->ops[x->n - 1], x->ops[x->n - 1] == op);
			continue;
		}
		ABWriterIndex *x = scanIndex(ab, v, at);
		if (reads != GRAD_READS_VALUES && !term) {
			PirOperation *w = staleRead(ab, op, v, born, at, false);
			if (w)
				return refuseStale(ab, op, v, w, at);
			/* The grad op reads v's shape alone: a later write (or one in
			 * a later iteration) that keeps it is harmless. */
			w = reads != GRAD_READS_SHAPE ? NULL : x ? bisectShape(ab, x, op, v, at) : scanShape(ab, op, v, at);
			if (w)
				return refuseLater(ab, op, w, w == op);
			continue;
		}
		Seen seen;
		PirOperation *w = x && born < at ? bisectRead(ab, x, op, v, born, at, term, reads, &seen)
						 : scanRead(ab, op, v, born, at, term, reads, &seen);
		if (w)
			return seen == SEEN_LATER ? refuseLater(ab, op, w, w == op) : refuseStale(ab, op, v, w, at);
	}
	for (uint32_t j = 0; j < op->numResults; j++) {
		GradReads reads = abIsArray(pirOperationGetResultType(op, j)) ? GRAD_READS_NONE : gradReads(ab, op, j, true);
		if (reads == GRAD_READS_NONE)
			continue;
		PirValue *r = pirOperationGetResult(op, j);
		ABWriterIndex *x = scanIndex(ab, r, at);
		PirOperation *w = x ? bisectResult(ab, x, op, r, at, reads) : scanResult(ab, op, r, at, reads);
		if (w)
			return refuseLater(ab, op, w, false);
	}
	return true;
}

/* Whether w writes a value that depends on a differentiable source (an
 * operand varied). */
static bool varied(AB *ab, PirValue *v)
{
	ABValue *i = v ? abFind(ab, v) : NULL; /* no record: not varied (and none made here) */
	return i && (i->flags & AB_VARIED);
}

static bool writesVaried(AB *ab, PirOperation *w)
{
	for (uint32_t i = 0; i < w->numOperands; i++)
		if (varied(ab, pirOperationGetOperand(w, i)))
			return true;
	return false;
}

bool abCheckHiddenReads(AB *ab, PirOperation *op)
{
	if (!ab->anyWrites)
		return true;
	PirOperation *sw = op->numResults && !varied(ab, pirOperationGetResult(op, 0)) ? variableStale(ab, op, true)
										      : NULL;
	if (sw)
		return refuseVariableStale(ab, op, sw, true);
	uintptr_t at = order(ab, op);
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!v || abIsArray(pirValueGetType(v)) || varied(ab, v))
			continue; /* arrays are buffers already; a varied name is abCheckWrites' */
		/* the first write of a varied value, not the first write: a
		 * constant written before it hides nothing */
		PirOperation *w = staleRead(ab, op, v, bornAt(ab, v), at, true);
		if (w) {
			pirEmitOpError(op,
				       "reads a value after '%s' overwrote it in place with one computed from a "
				       "differentiable input; append-backward follows values, not buffers, and the "
				       "gradient through this read would be lost: %s",
				       pirOperationGetName(w), remedy(ab, w, true));
			ab->failed = true;
			return false;
		}
	}
	return true;
}

PirOperation *abFirstWriter(AB *ab, PirValue *v)
{
	if (!ab->anyWrites)
		return NULL;
	ABWriterIndex *x = writerIndex(ab, rootOf(ab, v), false);
	return x->n ? x->ops[0] : NULL;
}
