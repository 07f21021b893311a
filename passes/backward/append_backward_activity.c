/* append_backward_activity.c: the activity analysis of --append-backward
 * (docs/passes.md, "append-backward"). A value needs a gradient when it is
 * varied (depends on a differentiable source: a result of an op without
 * operands or regions, such as data, parameter or full, that is not
 * stop_gradient) and useful (the loss depends on it), and its type carries
 * a gradient. Values flow through ops, and through region ops by their
 * region flow (terminator operands to results and block arguments); a
 * condition carries no gradient. Two worklists, each value marked once:
 * linear in the number of uses. */
#include <stdlib.h>

#include "append_backward.h"
#include "backward_role.h"

typedef struct {
	AB *ab;
	PirPtrVec work;
	uint8_t flag;
	/* useful: the first varied value of a dialect type the pass cannot
	 * differentiate, and the op through which the loss depends on it
	 * (NULL: it is refused where it is defined) */
	PirValue *opaque;
	PirOperation *opaqueUser;
	/* useful: a pop whose values the loss depends on if they were varied,
	 * but whose push the pairing could not reach (pairingMissed): its
	 * values would be taken for constants; untracedCut: because of the
	 * depth limit (else the stack is not Paddle's form) */
	PirOperation *untraced;
	bool untracedCut;
	/* varied: (op, operand index) pairs, a varied floating-point value
	 * at an operand the op's grad op does not differentiate (dropPaths);
	 * dropAt: the op of the path being marked AB_DROPPED; useful: the
	 * first such op the loss depends on through that operand */
	PirPtrVec drops;
	PirOperation *dropAt, *dropped;
	/* useful: the ops giving an integer from a varied floating-point
	 * operand that the loss depends on (integerStep), to be judged once
	 * it is known what varies from a variable (integerSteps) */
	PirPtrVec intSteps;
	bool readsMarked; /* AB_OVARIED is set (dropPaths or integerSteps) */
} Marker;

/* A dialect type that holds data (pd_op.tensor_array, selected_rows), not
 * a handle (cf.stack): the pass differentiates it only as a tensor array
 * (append_backward_array.c): a value an op of role array_create,
 * array_fill_like or array_write defines, read and written only by ops of
 * roles array_read and array_write. */
static bool opaqueData(const PirType *t)
{
	return abIsArray(t);
}

static bool arrayDefined(const PirValue *v)
{
	/* A block argument or result of an if/while: the buffer of the array
	 * it carries (abFindWrites; refused where it is not one). */
	PirOperation *owner = v->isArg ? pirBlockGetParentOp(pirBlockArgumentGetOwner((PirValue *)v)) : pirValueGetDefiningOp(v);
	PirRegionFlow flow = owner ? (PirRegionFlow)pirOperationGetInfo(owner)->flow : PIR_FLOW_NONE;
	if (owner && owner->numRegions && (flow == PIR_FLOW_BRANCH || flow == PIR_FLOW_LOOP))
		return true;
	if (v->isArg)
		return false;
	PirOpRole role = (PirOpRole)pirOperationGetInfo(pirValueGetDefiningOp(v))->role;
	return role == PIR_ROLE_ARRAY_CREATE || role == PIR_ROLE_ARRAY_FILL_LIKE || role == PIR_ROLE_ARRAY_WRITE ||
	       role == PIR_ROLE_TENSOR_TO_ARRAY || role == PIR_ROLE_ARRAY_SUM;
}

/* ABValue.flags: a value not varied that the useful pass asked about
 * (untracedPop), once; varied from a variable's read (AB_OVARIED) and
 * depending on one through an operand a grad op does not differentiate
 * (AB_DROPPED; dropPaths). */
enum { AB_POP_CHECKED = 4, AB_OVARIED = 8, AB_DROPPED = 16, AB_CUT = 32 };

static bool pairingMissed(PirOperation *pop, bool *cut);
static bool designFormPop(PirOperation *op);
static bool inBackwardRegionOp(PirOperation *op);

/* A pop result the loss would depend on, not varied because its push was
 * not found (within the depth limit, or at all: a stack of the design's
 * form, made in an if's or while's init region and carried as a block
 * argument, which the pairing does not follow): remembered for a located
 * refusal, never taken for a constant. */
static void untracedPop(Marker *m, PirValue *v, ABValue *i)
{
	if (m->untraced || v->isArg || (i->flags & AB_POP_CHECKED))
		return;
	i->flags |= AB_POP_CHECKED;
	PirOperation *d = pirValueGetDefiningOp(v);
	bool cut = false;
	if (pirOperationGetInfo(d)->role == PIR_ROLE_STACK_POP && abGradType(pirValueGetType(v)) &&
	    pairingMissed(d, &cut)) {
		m->untraced = d;
		m->untracedCut = cut;
	}
}

static bool markOne(Marker *m, PirValue *v);

/* Marks v; a tensor array's buffer is marked as a whole (every value of
 * it: a write into it through one name is seen through the others). */
static void mark(Marker *m, PirValue *v)
{
	if (!markOne(m, v) || !abIsArray(pirValueGetType(v)))
		return;
	for (const ABMember *e = abArrayMembers(m->ab, v); e; e = e->next)
		markOne(m, e->v);
}

static bool markOne(Marker *m, PirValue *v)
{
	if (!v)
		return false;
	ABValue *i = abInfo(m->ab, v);
	if (i->flags & m->flag)
		return false;
	if (m->flag != AB_USEFUL && pirPtrMapGet(&m->ab->noGrad, v))
		return false; /* option no-grad: as stop_gradient */
	if (m->flag == AB_DROPPED)
		i->dropAt = m->dropAt;
	if (m->flag == AB_USEFUL) {
		/* Only what carries a gradient from a source: the gradient of
		 * the loss reaches every value marked useful and varied, so a
		 * read marked both that gets none was lost by the pass. */
		PirType *t = pirValueGetType(v);
		if ((i->flags & AB_DROPPED) && !m->dropped && abCarriesGrad(t))
			m->dropped = i->dropAt;
		if (!(i->flags & AB_VARIED)) {
			untracedPop(m, v, i);
			return false;
		}
		if (!m->untraced && !v->isArg && designFormPop(pirValueGetDefiningOp(v)) &&
		    !inBackwardRegionOp(pirValueGetDefiningOp(v)))
			m->untraced = pirValueGetDefiningOp(v); /* in one: refused where it is built (append_backward_cf.c) */
		if (!m->untraced && (i->flags & AB_CUT)) {
			m->untraced = pirValueGetDefiningOp(v); /* seedCutPop */
			m->untracedCut = true;
		}
		if (opaqueData(t) && !m->opaque && !arrayDefined(v))
			m->opaque = v;
		if (!abCarriesGrad(t))
			return false;
		if (abGradType(t) && !abIntegerType(t))
			m->ab->usefulFloat = true;
		if (!v->isArg && !pirValueGetDefiningOp(v)->numOperands && !pirValueGetDefiningOp(v)->numRegions)
			m->ab->usefulSource = true;
	}
	i->flags |= m->flag;
	pirPtrVecPush(&m->work, v);
	return true;
}

static PirValue *arg(PirOperation *p, uint32_t r, uint32_t j)
{
	PirBlock *b = r < p->numRegions ? pirOperationGetRegion(p, r)->first : NULL;
	return b && j < b->numArgs ? b->args[j] : NULL;
}

static PirValue *opnd(PirOperation *p, uint32_t i)
{
	return i < p->numOperands ? pirOperationGetOperand(p, i) : NULL;
}

static PirValue *termOperand(PirOperation *p, uint32_t r, uint32_t j)
{
	PirBlock *b = r < p->numRegions ? pirOperationGetRegion(p, r)->first : NULL;
	PirOperation *t = b ? pirBlockGetTerminator(b) : NULL;
	return t ? opnd(t, j) : NULL;
}

/* Result i of op is stop_gradient (the attribute holds one bool
 * per result, or one bool). */
static bool stopGradient(AB *ab, PirOperation *op, uint32_t i)
{
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), ab->stopGradient);
	if (!a)
		return false;
	if (a->kind == PIR_ATTR_BOOL)
		return a->b;
	if (a->kind == PIR_ATTR_ARRAY && i < a->array.size && a->array.elems[i]->kind == PIR_ATTR_BOOL)
		return a->array.elems[i]->b;
	return false;
}

/* Marks result i of p varied unless it is stop_gradient (Paddle's flag: no
 * gradient flows back through it, e.g. a detached value). */
static void markResult(Marker *m, PirOperation *p, uint32_t i)
{
	if (i < p->numResults && !stopGradient(m->ab, p, i))
		mark(m, pirOperationGetResult(p, i));
}

static void markAllResults(Marker *m, PirOperation *p)
{
	for (uint32_t i = 0; i < p->numResults; i++)
		markResult(m, p, i);
}

/* How many stacks deep a stack's handle is followed through the stacks
 * it is pushed onto (pairedWalk). */
enum { HANDLE_DEPTH = 16 };

typedef struct {
	PirOpRole want;
	uint32_t arity, j;
	void (*f)(void *, PirOperation *, uint32_t);
	void *user;
	bool *cut; /* set when the depth limit stopped the walk */
} PairWalk;

static void pairedWalk(PirOperation *op, uint32_t j, void (*f)(void *, PirOperation *, uint32_t), void *user, int depth,
		       bool *cut);

typedef struct {
	PairWalk *w;
	int depth;
} CopyWalk;

static void visitCopies(PairWalk *w, PirValue *h, int depth);

static void onPairedPop(void *user, PirOperation *pop, uint32_t j)
{
	CopyWalk *c = user;
	if (j < pop->numResults)
		visitCopies(c->w, pirOperationGetResult(pop, j), c->depth + 1);
}

/* The users of h, a handle of the stack or a copy of one: the push or pop
 * ops of w's kind taking it, and through a push of h onto another stack,
 * the users of each copy a pop of that stack gives. */
static void visitCopies(PairWalk *w, PirValue *h, int depth)
{
	for (PirOpOperand *u = pirValueGetFirstUse(h); u; u = pirOpOperandGetNextUse(u)) {
		PirOperation *o = pirOpOperandGetOwner(u);
		uint32_t at = (uint32_t)(u - pirOperationGetOperands(o));
		PirOpRole r = (PirOpRole)pirOperationGetInfo(o)->role;
		if (at == 0 && r == w->want) {
			uint32_t n = w->want == PIR_ROLE_STACK_POP ? o->numResults : o->numOperands - 1;
			if (n == w->arity)
				w->f(w->user, o, w->j);
		} else if (at > 0 && r == PIR_ROLE_STACK_PUSH) {
			CopyWalk c = {w, depth};
			if (depth < HANDLE_DEPTH)
				pairedWalk(o, at - 1, onPairedPop, &c, depth + 1, w->cut);
			else
				*w->cut = true;
		}
	}
}

static void collectOne(void *user, PirOperation *o, uint32_t j)
{
	(void)j;
	PirOperation **found = user;
	found[found[0] ? 1 : 0] = o;
}

/* The stack_create (Paddle's form: no operands, stack, inlet and outlet)
 * handle h comes from: its result, or a copy of one popped from another
 * stack (an if's stack made in a loop body is a local of the body: the
 * body pushes it, the backward loop pops it for the backward if). */
static PirOperation *createOf(PirValue *h, int depth, bool *cut)
{
	if (depth > HANDLE_DEPTH)
		*cut = true;
	if (!h || h->isArg || depth > HANDLE_DEPTH)
		return NULL;
	PirOperation *d = pirValueGetDefiningOp(h);
	PirOpRole role = (PirOpRole)pirOperationGetInfo(d)->role;
	if (role == PIR_ROLE_STACK_CREATE)
		return !d->numOperands && d->numResults >= 3 ? d : NULL;
	if (role != PIR_ROLE_STACK_POP)
		return NULL;
	PirOperation *found[2] = {NULL, NULL};
	pairedWalk(d, 0, collectOne, found, depth + 1, cut);
	uint32_t j = pirValueGetIndex(h);
	return found[0] && !found[1] && j + 1 < found[0]->numOperands
		       ? createOf(pirOperationGetOperand(found[0], j + 1), depth + 1, cut)
		       : NULL;
}

static void pairedWalk(PirOperation *op, uint32_t j, void (*f)(void *, PirOperation *, uint32_t), void *user, int depth,
		       bool *cut)
{
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	PairWalk w = {.want = role == PIR_ROLE_STACK_PUSH ? PIR_ROLE_STACK_POP : PIR_ROLE_STACK_PUSH,
		      .arity = role == PIR_ROLE_STACK_PUSH ? op->numOperands - 1 : op->numResults,
		      .j = j,
		      .f = f,
		      .user = user,
		      .cut = cut};
	/* Pops take the outlet (result 2), pushes the inlet (result 1): only
	 * that handle's copies are followed (all three made the walk 3^depth
	 * on nested ifs: 16 s at 18 levels). */
	PirOperation *c = createOf(op->numOperands ? pirOperationGetOperand(op, 0) : NULL, depth, cut);
	if (c)
		visitCopies(&w, pirOperationGetResult(c, w.want == PIR_ROLE_STACK_POP ? 2 : 1), depth);
}

/* The stack ops paired through one stack (Paddle's form: a stack_create
 * without operands whose inlet a tuple push takes and whose outlet a tuple
 * pop takes, directly or through copies of the handles pushed onto other
 * stacks and popped): for push (or pop) op, calls f on each pop (or push)
 * of the same stack with as many values. A popped value is a copy of the
 * pushed one, so values flow from push operand j + 1 to pop result j. */
void abForEachPaired(PirOperation *op, uint32_t j, void (*f)(void *, PirOperation *, uint32_t), void *user)
{
	bool cut = false;
	pairedWalk(op, j, f, user, 0, &cut);
}

/* Whether pop's push was not found; *cut: because the walk reached the
 * depth limit (its handles went through more than HANDLE_DEPTH stacks). */
static bool pairingMissed(PirOperation *pop, bool *cut)
{
	PirOperation *found[2] = {NULL, NULL};
	pairedWalk(pop, 0, collectOne, found, 0, cut);
	return !found[0];
}

static void markPopResult(void *user, PirOperation *pop, uint32_t j)
{
	mark(user, pirOperationGetResult(pop, j));
}

static void markPushOperand(void *user, PirOperation *push, uint32_t j)
{
	mark(user, pirOperationGetOperand(push, j + 1));
}

/* ------------------------------------------ variables written, then read
 *
 * builtin.set_parameter(t) {parameter_name: "v"} followed by a
 * builtin.parameter {parameter_name: "v"} in the module block: the read
 * gives t's value (the op's role and variable key say so, not its name), so
 * the gradient of the read is t's, and the variable's initial value, which
 * the loss no longer sees through that read, gets none from it. Writes are
 * paired with the reads after them by (storage, name), in one walk of the
 * module block; a write nested in a region op makes the reads after it
 * depend on control flow, which is refused where the loss depends on one. */

PirPtrMap *abVarStore(AB *ab, PirPtrVec *stores, PirIdent *storage)
{
	for (size_t k = 0; k < stores->len; k++)
		if (((ABVarStore *)stores->data[k])->storage == storage)
			return &((ABVarStore *)stores->data[k])->map;
	ABVarStore *s = pirArenaAlloc(&ab->arena, sizeof *s);
	*s = (ABVarStore){storage, {0}};
	pirPtrVecPush(stores, s);
	return &s->map;
}

void abVarStoresFree(PirPtrVec *stores)
{
	for (size_t k = 0; k < stores->len; k++)
		pirPtrMapFree(&((ABVarStore *)stores->data[k])->map);
	pirPtrVecFree(stores);
}

static PirAttribute *varName(PirOperation *op)
{
	const PirOpInfo *i = pirOperationGetInfo(op);
	PirAttribute *a = i->varKey ? pirAttrDictLookup(pirOperationGetAttrDict(op), i->varKey) : NULL;
	return a && a->kind == PIR_ATTR_STR ? a : NULL;
}

typedef struct {
	AB *ab;
	PirPtrVec *stores;
	PirOperation *holder; /* the module-block region op being walked */
} NestedWrites;

static PirWalkResult nestedWrite(PirOperation *op, void *user)
{
	NestedWrites *w = user;
	const PirOpInfo *i = pirOperationGetInfo(op);
	PirAttribute *nm = i->role == PIR_ROLE_VARIABLE_WRITE ? varName(op) : NULL;
	if (nm && i->varStorage)
		pirPtrMapPut(abVarStore(w->ab, w->stores, i->varStorage), nm, w->holder);
	return PIR_WALK_ADVANCE;
}

static void pairVariables(AB *ab)
{
	PirPtrVec stores = {0};
	for (PirOperation *op = pirProgramGetBlock(ab->prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		const PirOpInfo *i = pirOperationGetInfo(op);
		PirAttribute *nm = varName(op);
		if (nm && i->varStorage && i->role == PIR_ROLE_VARIABLE_READ && op->numResults == 1) {
			PirOperation *w = pirPtrMapGet(abVarStore(ab, &stores, i->varStorage), nm);
			if (w) {
				pirPtrMapPut(&ab->writerOf, op, w);
				ABVarRead *r = pirArenaAlloc(&ab->arena, sizeof *r);
				*r = (ABVarRead){op, pirPtrMapGet(&ab->readsOf, w)};
				pirPtrMapPut(&ab->readsOf, w, r);
			}
		} else if (nm && i->varStorage && i->role == PIR_ROLE_VARIABLE_WRITE && op->numOperands >= 1) {
			pirPtrMapPut(abVarStore(ab, &stores, i->varStorage), nm, op);
		} else if (op->numRegions) {
			NestedWrites nw = {ab, &stores, op};
			pirOperationWalk(op, PIR_WALK_PRE_ORDER, nestedWrite, &nw);
		}
	}
	abVarStoresFree(&stores);
}

PirOperation *abWriterOf(AB *ab, PirOperation *r)
{
	PirOperation *w = pirPtrMapGet(&ab->writerOf, r);
	return w && !w->numRegions ? w : NULL;
}

/* Varied: where a value read by operand u goes. */
/* A tensor of floating-point (or complex) elements: a value whose
 * gradient is a real one, not the formal one of an integer. */
static bool floatValue(const PirValue *v)
{
	const PirType *t = v ? pirValueGetType(v) : NULL;
	return abGradType(t) && !abIntegerType(t);
}

/* Operand i of op, which op's grad op does not differentiate, as a path
 * the gradient would leave out (dropPaths): not when op reads only its
 * shape (shape_only: expand_as's y), when op updates it in place (its
 * inplace map: a running statistic, batch_norm's mean, which Paddle never
 * differentiates), or when op is itself a gradient (some op declares it as its
 * backward: PirOpInfo.isGrad): a double grad leaves out only operands read for their shape,
 * at a kink (relu_grad's out) or through another operand (elu_grad's out,
 * through x), which the second derivative already has. Not so for a grad
 * op differentiated by its adjoint (backward_args): linear in the operands
 * its adjoint gives gradients, it depends on the others' values unless
 * they are read for their shape or only pick a piece (piecewise_constant:
 * relu6_grad's out), so those are dropped paths (scale_grad's tensor
 * scale, dropout_grad's p). */
static bool dropCandidate(const PirOperation *op, uint32_t i)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	const PirOpDef *d = info->def;
	if (!d || (info->isGrad && !d->numBackwardArgs) || i >= d->numInputs || d->inputs[i].shapeOnly ||
	    d->inputs[i].piecewiseConstant)
		return false;
	for (uint32_t k = 0; k < d->numInplace; k++)
		if (d->inplace[k].input == i)
			return false;
	return true;
}

static void forward(Marker *m, PirOpOperand *u)
{
	PirOperation *o = pirOpOperandGetOwner(u);
	uint32_t i = (uint32_t)(u - pirOperationGetOperands(o));
	if (pirOperationHasTrait(o, PIR_TRAIT_TERMINATOR) && pirOperationGetBlock(o) &&
	    pirOperationGetBlock(o)->region) {
		PirOperation *p = pirOperationGetBlock(o)->region->op;
		uint32_t n = p->numRegions, r = (uint32_t)(pirOperationGetBlock(o)->region - pirOperationGetRegions(p));
		switch ((PirRegionFlow)pirOperationGetInfo(p)->flow) {
		case PIR_FLOW_BRANCH:
			if (n == 3 && r == 0) {
				mark(m, arg(p, 1, i));
				mark(m, arg(p, 2, i));
			} else {
				markResult(m, p, i);
			}
			return;
		case PIR_FLOW_LOOP:
			if (n == 1) {
				if (i >= 1) {
					mark(m, arg(p, 0, i - 1));
					markResult(m, p, i - 1);
				}
			} else if (r == n - 2) {
				if (i >= 1) {
					mark(m, arg(p, n - 1, i - 1));
					markResult(m, p, i - 1);
				}
			} else {
				mark(m, arg(p, n - 2, i)); /* body or init yield: next cond arguments */
			}
			return;
		case PIR_FLOW_ONCE:
			markResult(m, p, i);
			return;
		default:
			markAllResults(m, p);
			return;
		}
	}
	if (o->numRegions) {
		uint32_t n = o->numRegions;
		switch ((PirRegionFlow)pirOperationGetInfo(o)->flow) {
		case PIR_FLOW_BRANCH:
			return; /* the condition */
		case PIR_FLOW_LOOP:
			if (n == 1) {
				if (i >= 1) {
					mark(m, arg(o, 0, i - 1));
					markResult(m, o, i - 1);
				}
			} else {
				mark(m, arg(o, 0, i));
			}
			return;
		default:
			for (uint32_t r = 0; r < n; r++)
				for (PirBlock *b = pirOperationGetRegion(o, r)->first; b; b = b->next)
					for (uint32_t j = 0; j < b->numArgs; j++)
						mark(m, b->args[j]);
			markAllResults(m, o);
			return;
		}
	}
	if (pirOperationGetInfo(o)->registered && pirOperationGetInfo(o)->def && pirOperationGetInfo(o)->def->noGrad)
		return; /* `backward: none`: its results do not depend on its operands' values */
	PirOpRole role = (PirOpRole)pirOperationGetInfo(o)->role;
	if (role == PIR_ROLE_STACK_PUSH && i >= 1) {
		abForEachPaired(o, i - 1, markPopResult, m);
		return;
	}
	if (role == PIR_ROLE_VARIABLE_WRITE && i == 0) {
		for (ABVarRead *r = pirPtrMapGet(&m->ab->readsOf, o); r; r = r->next)
			markResult(m, r->read, 0); /* the read gives the written value */
		return;
	}
	if (role == PIR_ROLE_STACK_PUSH || role == PIR_ROLE_STACK_TEST || role == PIR_ROLE_OUTPUT ||
	    role == PIR_ROLE_ARRAY_FILL_LIKE) /* a fill: only the array's length and shapes are read */
		return;
	/* An operand the grad op does not differentiate (concat's axis,
	 * gather's index, scale's tensor scale, lerp's weight, a loss's
	 * label): no gradient goes back through it, so the results do not
	 * vary through it (no grad op is built for them). A floating-point
	 * value there is a path the gradient would leave out (dropPaths). */
	if (m->flag != AB_DROPPED && i < 64 && !(abDiffOperands(m->ab, pirOperationGetInfo(o)) >> i & 1)) {
		if (m->flag == AB_VARIED && floatValue(pirOperationGetOperand(o, i)) && dropCandidate(o, i)) {
			pirPtrVecPush(&m->drops, o);
			pirPtrVecPush(&m->drops, (void *)(uintptr_t)i);
		}
		return;
	}
	markAllResults(m, o);
}

static void markAllOperands(Marker *m, PirOperation *p)
{
	for (uint32_t i = 0; i < p->numOperands; i++)
		mark(m, pirOperationGetOperand(p, i));
}

/* The operands of a region-free op the gradient reaches: those its grad op
 * differentiates; none for `backward: none`. */
static void markDiffOperands(Marker *m, PirOperation *p)
{
	const PirOpInfo *info = pirOperationGetInfo(p);
	if (info->registered && info->def && info->def->noGrad)
		return;
	uint64_t mask = abDiffOperands(m->ab, info);
	bool arrays = info->role == PIR_ROLE_ARRAY_READ || info->role == PIR_ROLE_ARRAY_WRITE ||
		      info->role == PIR_ROLE_ARRAY_TO_TENSOR || info->role == PIR_ROLE_TENSOR_TO_ARRAY;
	for (uint32_t i = 0; i < p->numOperands; i++)
		if (i >= 64 || (mask >> i & 1)) {
			PirValue *v = pirOperationGetOperand(p, i);
			if (v && !arrays && !m->opaque && opaqueData(pirValueGetType(v)) && (abInfo(m->ab, v)->flags & AB_VARIED)) {
				m->opaque = v;
				m->opaqueUser = p;
			}
			mark(m, v);
		}
}

/* Whether region-free op p computes its integer result i from a varied
 * floating-point operand its grad op differentiates, and the grad op reads
 * result i's gradient: cast(x, int64), a rounding. Such a result is
 * piecewise constant in the operand, so its true derivative is zero where
 * it exists, while the chain rule through the grad op would carry the
 * loss's gradient on as if it were not (cast_grad casts it back): a
 * silently wrong gradient. An integer result no grad op reads the
 * gradient of (topk's indices) gets zero, which is right. */
static bool integerStepFrom(AB *ab, PirOperation *p, uint8_t want);

static bool integerStep(AB *ab, PirOperation *p, uint32_t i)
{
	PirValue *v = pirOperationGetResult(p, i);
	if (!abIntegerType(pirValueGetType(v)) || !(abInfo(ab, v)->flags & AB_VARIED))
		return false;
	const PirOpInfo *info = pirOperationGetInfo(p);
	PirOpInfo *g = abGradInfoOf(ab, info);
	if (info->def && g && g->def && abGradOperandOf(info->def, g->def, AB_BIND_OUTPUT_GRAD, i) < 0)
		return false;
	return integerStepFrom(ab, p, AB_VARIED);
}

/* Whether a floating-point operand of p that its grad op differentiates
 * has flag want. */
static bool integerStepFrom(AB *ab, PirOperation *p, uint8_t want)
{
	uint64_t mask = abDiffOperands(ab, pirOperationGetInfo(p));
	for (uint32_t k = 0; k < p->numOperands; k++) {
		PirValue *x = pirOperationGetOperand(p, k);
		if ((k >= 64 || (mask >> k & 1)) && floatValue(x) && (abInfo(ab, x)->flags & want))
			return true;
	}
	return false;
}

/* Useful: what value v is computed from. */
static void backward(Marker *m, PirPtrMap *done, PirValue *v)
{
	if (!v->isArg) {
		PirOperation *p = pirValueGetDefiningOp(v);
		uint32_t i = v->index, n = p->numRegions;
		if (!n && pirOperationGetInfo(p)->role == PIR_ROLE_STACK_POP) {
			abForEachPaired(p, i, markPushOperand, m);
			return;
		}
		if (!n && abWriterOf(m->ab, p)) {
			mark(m, pirOperationGetOperand(abWriterOf(m->ab, p), 0)); /* the value written */
			return;
		}
		if (!n) {
			if (integerStep(m->ab, p, i))
				pirPtrVecPush(&m->intSteps, p);
			if (!pirPtrMapGet(done, p)) {
				pirPtrMapPut(done, p, p);
				markDiffOperands(m, p);
			}
			return;
		}
		switch ((PirRegionFlow)pirOperationGetInfo(p)->flow) {
		case PIR_FLOW_BRANCH:
			for (uint32_t r = n == 3 ? 1 : 0; r < n; r++)
				mark(m, termOperand(p, r, i));
			return;
		case PIR_FLOW_LOOP:
			if (n == 1) {
				mark(m, opnd(p, 1 + i));
				mark(m, termOperand(p, 0, 1 + i));
			} else {
				mark(m, termOperand(p, n - 2, 1 + i));
			}
			return;
		case PIR_FLOW_ONCE:
			mark(m, termOperand(p, 0, i));
			return;
		default:
			markAllOperands(m, p);
			for (uint32_t r = 0; r < n; r++)
				for (PirBlock *b = pirOperationGetRegion(p, r)->first; b; b = b->next) {
					PirOperation *t = pirBlockGetTerminator(b);
					if (t)
						markAllOperands(m, t);
				}
			return;
		}
	}
	PirBlock *b = pirBlockArgumentGetOwner(v);
	PirOperation *p = b->region ? b->region->op : NULL;
	if (!p)
		return;
	uint32_t j = v->index, n = p->numRegions, r = (uint32_t)(b->region - pirOperationGetRegions(p));
	if (pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP) {
		if (n == 1) {
			mark(m, opnd(p, 1 + j));
			mark(m, termOperand(p, 0, 1 + j));
		} else if (r == n - 2) {
			mark(m, n == 3 ? termOperand(p, 0, j) : opnd(p, j));
			mark(m, termOperand(p, n - 1, j));
		} else if (r == n - 1) {
			mark(m, termOperand(p, n - 2, 1 + j));
		} else {
			mark(m, opnd(p, j));
		}
	} else if (pirOperationGetInfo(p)->flow == PIR_FLOW_BRANCH && n == 3 && r > 0) {
		mark(m, termOperand(p, 0, j));
	} else if (pirOperationGetInfo(p)->flow != PIR_FLOW_BRANCH) {
		markAllOperands(m, p);
	}
}

/* A pop of a stack in the design's form: its handle is a block argument
 * or a region op's result (the stack an init region made, carried by an
 * if or while), not a stack_create's or a pop's result, so the pairing
 * (pairedWalk) does not find its pushes. */
static bool designFormPop(PirOperation *op)
{
	if (pirOperationGetInfo(op)->role != PIR_ROLE_STACK_POP || !op->numOperands)
		return false;
	PirValue *h = pirOperationGetOperand(op, 0);
	if (!h || h->isArg)
		return h != NULL;
	PirOpRole r = (PirOpRole)pirOperationGetInfo(pirValueGetDefiningOp(h))->role;
	return r != PIR_ROLE_STACK_CREATE && r != PIR_ROLE_STACK_POP;
}

/* Whether op is nested in a backward if or while (a grad region op, or
 * Paddle's form of one). */
static bool inBackwardRegionOp(PirOperation *op)
{
	for (PirOperation *p = pirOperationGetParentOp(op); p; p = pirOperationGetParentOp(p))
		if (pirOperationGetInfo(p)->isGrad || pirIsBackwardRegionOp(p))
			return true;
	return false;
}

/* What such a pop gives may be any pushed value, varied or not: it is
 * taken as varied, so a loss that depends on it reaches it and is refused
 * there (markOne), instead of taking it for a constant. */
static void seedDesignPop(Marker *m, PirOperation *op)
{
	if (designFormPop(op))
		for (uint32_t i = 0; i < op->numResults; i++)
			if (abGradType(pirValueGetType(pirOperationGetResult(op, i))))
				mark(m, pirOperationGetResult(op, i));
}

/* A pop whose push the pairing cannot find because its handle went
 * through more than HANDLE_DEPTH stacks (control flow nested that deep)
 * may give a varied value: it is taken as varied too, so a loss that
 * depends on it is refused (markOne), whether or not anything else on
 * the way varies. Only a pop of a handle that was itself popped can be
 * cut, so the walk is made for those alone. */
static void seedCutPop(Marker *m, PirOperation *op)
{
	if (pirOperationGetInfo(op)->role != PIR_ROLE_STACK_POP || !op->numOperands)
		return;
	PirValue *h = pirOperationGetOperand(op, 0);
	if (!h || h->isArg || pirOperationGetInfo(pirValueGetDefiningOp(h))->role != PIR_ROLE_STACK_POP)
		return;
	bool cut = false;
	if (!pairingMissed(op, &cut) || !cut)
		return;
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirValue *v = pirOperationGetResult(op, i);
		if (abGradType(pirValueGetType(v))) {
			abInfo(m->ab, v)->flags |= AB_CUT;
			mark(m, v);
		}
	}
}

static PirWalkResult seedDesignPops(PirOperation *op, void *user)
{
	seedDesignPop(user, op);
	seedCutPop(user, op);
	return PIR_WALK_ADVANCE;
}

static PirWalkResult seedSources(PirOperation *op, void *user)
{
	Marker *m = user;
	seedDesignPop(m, op);
	seedCutPop(m, op);
	if (op->numOperands || op->numRegions || pirOperationGetInfo(op)->role == PIR_ROLE_STACK_CREATE ||
	    pirOperationGetInfo(op)->role == PIR_ROLE_STACK_POP)
		return PIR_WALK_ADVANCE;
	for (uint32_t i = 0; i < op->numResults; i++)
		if (!stopGradient(m->ab, op, i))
			mark(m, pirOperationGetResult(op, i));
	return PIR_WALK_ADVANCE;
}

/* ------------------------------------------ paths the gradient leaves out
 *
 * x -> exp(w) -> scale(x, s): scale_grad gives no s_grad (Paddle's does
 * not either), so w's gradient would be silently zero (or, when the loss
 * also depends on w another way, silently partial). Such an operand
 * (forward) was remembered in Marker.drops; here each one whose value
 * varies from a variable's read (a source whose gradient is output, not
 * a fill: AB_OVARIED, from the reads alone; with option wrt every source
 * is one) marks everything computed from the op AB_DROPPED, each value
 * once, with the op it came from (ABValue.dropAt). The useful pass
 * refuses at that op when the loss depends on a value so marked (abAnalyse).
 * Only run when some operand was remembered: otherwise free. */

static PirWalkResult seedReads(PirOperation *op, void *user)
{
	Marker *m = user;
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (info->role == PIR_ROLE_VARIABLE_READ && info->varKey && op->numResults == 1 && !abWriterOf(m->ab, op))
		markResult(m, op, 0);
	return PIR_WALK_ADVANCE;
}

static void drain(Marker *m)
{
	while (m->work.len) {
		PirValue *v = m->work.data[--m->work.len];
		if (m->flag == AB_DROPPED)
			m->dropAt = abInfo(m->ab, v)->dropAt;
		for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
			forward(m, u);
	}
}

/* The operand of op through which a variable's value is dropped: the
 * first one the grad op does not differentiate whose value varies from
 * a read (with option wrt: varies). */
static uint32_t droppedOperand(AB *ab, PirOperation *op)
{
	uint64_t mask = abDiffOperands(ab, pirOperationGetInfo(op));
	uint8_t want = ab->wrt.len ? AB_VARIED : AB_OVARIED;
	for (uint32_t i = 0; i < op->numOperands && i < 64; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (!(mask >> i & 1) && floatValue(v) && (abInfo(ab, v)->flags & want) && dropCandidate(op, i))
			return i;
	}
	return UINT32_MAX;
}

/* AB_OVARIED: what varies from a variable's read (a source whose gradient
 * is output); with option wrt, every source is one and AB_VARIED tells. */
static void markReads(Marker *m)
{
	if (m->ab->wrt.len || m->readsMarked)
		return;
	uint8_t flag = m->flag;
	m->flag = AB_OVARIED;
	pirProgramWalk(m->ab->prog, PIR_WALK_PRE_ORDER, seedReads, m);
	drain(m);
	m->flag = flag;
	m->readsMarked = true;
}

/* The first of the integer steps the loss depends on whose operand varies
 * from a variable: through a fill alone (cast of a pd_op.full that is not
 * stop_gradient), no gradient that is output goes through it, and the
 * refusal would be of a program differentiated right. */
static void integerSteps(Marker *m)
{
	if (!m->intSteps.len)
		return;
	markReads(m);
	uint8_t want = m->ab->wrt.len ? AB_VARIED : AB_OVARIED;
	for (size_t k = 0; k < m->intSteps.len && !m->ab->integerStep; k++)
		if (integerStepFrom(m->ab, m->intSteps.data[k], want))
			m->ab->integerStep = m->intSteps.data[k];
}

static void dropPaths(Marker *m)
{
	markReads(m);
	m->flag = AB_DROPPED;
	for (size_t k = 0; k < m->drops.len; k += 2) {
		PirOperation *op = m->drops.data[k];
		if (droppedOperand(m->ab, op) == UINT32_MAX)
			continue;
		m->dropAt = op;
		markAllResults(m, op);
		drain(m);
	}
}

/* A read after a region op that may write its variable, which the loss
 * depends on: which value it reads depends on control flow. */
static bool refuseNestedWrites(AB *ab)
{
	for (PirOperation *op = pirProgramGetBlock(ab->prog)->first; op; op = pirOperationGetNextInBlock(op)) {
		PirOperation *w = pirPtrMapGet(&ab->writerOf, op);
		if (!w || !w->numRegions || !abNeedsGrad(ab, pirOperationGetResult(op, 0)))
			continue;
		pirEmitOpError(op, "reads '%s', which the '%s' op before it may write (a write nested in its regions), and "
				   "the loss depends on it: append-backward cannot tell which value it reads",
			       varName(op)->text->str, pirOperationGetName(w));
		ab->failed = true;
		return false;
	}
	return true;
}

bool abAnalyse(AB *ab, PirValue *const *losses, size_t numLosses)
{
	Marker m = {ab, {0}, AB_VARIED, NULL, NULL, NULL, false, {0}, NULL, NULL, {0}, false};
	pairVariables(ab);
	if (ab->wrt.len) { /* option wrt: the named values are the sources */
		for (size_t k = 0; k < ab->wrt.len; k++)
			mark(&m, ab->wrt.data[k]);
		pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, seedDesignPops, &m);
	} else
		pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, seedSources, &m);
	drain(&m);
	if (m.drops.len)
		dropPaths(&m);
	pirPtrVecFree(&m.drops);
	m.flag = AB_USEFUL;
	PirPtrMap done = {0};
	for (size_t k = 0; k < numLosses; k++)
		mark(&m, losses[k]);
	while (m.work.len) {
		PirValue *v = m.work.data[--m.work.len];
		backward(&m, &done, v);
	}
	pirPtrMapFree(&done);
	integerSteps(&m);
	pirPtrVecFree(&m.intSteps);
	pirPtrVecFree(&m.work);
	for (size_t k = 0; k < ab->wrt.len; k++) /* option wrt: the named values are the sources */
		ab->usefulSource = ab->usefulSource || abNeedsGrad(ab, ab->wrt.data[k]);
	if (!refuseNestedWrites(ab))
		return false;
	if (m.untraced && m.untracedCut) {
		pirEmitOpError(m.untraced, "pops values the loss depends on from a stack whose push append-backward cannot "
					   "find (its handles went through more than %d stacks: control flow nested that deep); "
					   "a second derivative through it is not supported",
			       (int)HANDLE_DEPTH);
		ab->failed = true;
		return false;
	}
	if (m.untraced) {
		pirEmitOpError(m.untraced, "pops values the loss depends on from a stack whose push append-backward cannot "
					   "find (a stack of the design's form, carried through an init region's block argument, "
					   "design=1); a second derivative through it is differentiated only in Paddle's stack "
					   "form (design=0)");
		ab->failed = true;
		return false;
	}
	if (m.opaque) {
		PirValue *v = m.opaque;
		PirOperation *at = v->isArg ? pirBlockGetParentOp(pirBlockArgumentGetOwner(v)) : pirValueGetDefiningOp(v);
		const char *buf = pirValueGetType(v)->dialect.text->str;
		if (m.opaqueUser)
			pirEmitOpError(m.opaqueUser, "reads a value of type '%s' the loss depends on through it; append-backward "
						     "differentiates such a value only as a tensor array read and written by "
						     "ops of roles array_read and array_write",
				       buf);
		else if (at->numRegions)
			pirEmitOpError(at, "carries a tensor array ('%s') the loss depends on through its regions (a block "
					   "argument or result); append-backward does not differentiate that yet",
				       buf);
		else
			pirEmitOpError(at, "gives a value of type '%s' the loss depends on; append-backward cannot "
					   "differentiate through it (a tensor array comes from an op of role array_create, "
					   "array_fill_like or array_write; other dialect tensors are not supported)",
				       buf);
		ab->failed = true;
		return false;
	}
	if (m.dropped) {
		PirOperation *op = m.dropped;
		const PirOpInfo *info = pirOperationGetInfo(op);
		uint32_t i = droppedOperand(ab, op);
		const PirOpInfo *g = abGradInfoOf(ab, info);
		const char *nm = info->def && i < info->def->numInputs ? info->def->inputs[i].name->str : "?";
		pirEmitOpError(op, "reads '%s' (operand %u), which its backward '%s' does not differentiate (it gives no "
				   "'%s_grad'), and the loss depends on a variable through it: the gradient would leave that "
				   "path out; make the value stop_gradient, or name the variable in no-grad, to differentiate "
				   "without it",
			       nm, i, g ? g->name->str : "?", nm);
		ab->failed = true;
		return false;
	}
	return true;
}
