/* append_backward.c: builds the gradient program of the loss (docs/passes.md, "append-backward").
 * Changes:    appends, after the forward ops, a pd_op.full seed (1, the loss's type), the grad op of every
 *             op the gradient flows through (from its catalogue `backward` entry), if_grad/while_grad for
 *             control flow (append_backward_cf.c, which also instruments the forward region ops with
 *             stacks), and one output `<name>@GRAD` per data/parameter input that needs a gradient.
 * Assumes:    verified IR; the loss is the operand of the module block's last output op.
 * Guarantees: forward ops keep their order and meaning (only region ops are instrumented); every grad
 *             is accumulated where its forward value is defined (the seed's dual scope); linear. */
#include <stdlib.h>
#include <string.h>

#include "append_backward.h"
#include "backward_role.h"
#include "../../lib/sys/speed_paths.h"

enum { STAT_GRAD_OPS, STAT_REGION_OPS, STAT_OUTPUTS };

ABValue *abFind(AB *ab, PirValue *v)
{
	PIR_ASSERT(v->state <= ab->values.len);
	return v->state ? ab->values.data[v->state - 1] : NULL;
}

ABValue *abInfo(AB *ab, PirValue *v)
{
	ABValue *i = abFind(ab, v);
	if (i)
		return i;
	i = pirArenaAlloc(&ab->arena, sizeof *i);
	pirPtrVecPush(&ab->values, i);
	*i = (ABValue){.v = v, .id = (uint32_t)ab->values.len};
	v->state = i->id;
	return i;
}

void abRebind(AB *ab, PirValue *v, ABValue *i)
{
	(void)ab;
	v->state = i->id;
}

/* The pass's state words start at 0 (see AB.values). */
static PirWalkResult clearValueStates(PirOperation *op, void *ud)
{
	(void)ud;
	for (uint32_t k = 0; k < op->numResults; k++)
		pirOperationGetResult(op, k)->state = 0;
	for (uint32_t r = 0; r < op->numRegions; r++)
		for (PirBlock *b = pirRegionGetFirstBlock(pirOperationGetRegion(op, r)); b; b = pirBlockGetNextInRegion(b))
			for (uint32_t k = 0; k < pirBlockGetNumArguments(b); k++)
				pirBlockGetArgument(b, k)->state = 0;
	return PIR_WALK_ADVANCE;
}

bool abGradType(const PirType *t)
{
	return t && (t->kind == PIR_TYPE_TENSOR || t->kind == PIR_TYPE_VTENSOR) && t->tensor.elem &&
	       t->tensor.elem->kind != PIR_TYPE_BOOL;
}

bool abIntegerType(const PirType *t)
{
	return abGradType(t) && t->tensor.elem->kind >= PIR_TYPE_I8 && t->tensor.elem->kind <= PIR_TYPE_INDEX;
}

bool abIsArray(const PirType *t)
{
	return t && t->kind == PIR_TYPE_DIALECT && !t->dialect.handle;
}

bool abCarriesGrad(const PirType *t)
{
	if (abIsArray(t))
		return true;
	if (t && t->kind == PIR_TYPE_VECTOR) {
		for (uint32_t k = 0; k < t->vec.size; k++)
			if (abGradType(t->vec.elems[k]))
				return true;
		return false;
	}
	return abGradType(t);
}

/* Remembered per op info: building the name and interning it for every
 * op cost 5% of an append on 100k ops. The memos of this file (this one,
 * abDiffOperands', abRoleOp's and chainActive's) are speed-only paths
 * (PIR_SPEED_ONLY): the general one works the answer out at every ask. */
PirOpInfo *abGradInfoOf(AB *ab, const PirOpInfo *fwd)
{
	void *known = PIR_SPEED_ONLY(true) ? pirPtrMapGet(&ab->gradOf, fwd) : NULL;
	if (known)
		return known == (void *)ab ? NULL : known;
	const PirOpDef *d = fwd->registered ? fwd->def : NULL;
	PirOpInfo *g = NULL;
	if (d && d->backward && fwd->dialect) {
		char name[256];
		snprintf(name, sizeof name, "%s.%s", fwd->dialect->name->str, d->backward->str);
		g = pirContextLookupOpInfo(ab->ctx, pirIdentGetCStr(ab->ctx, name));
		if (g && (!g->registered || !g->def))
			g = NULL;
	}
	pirPtrMapPut(&ab->gradOf, fwd, g ? (void *)g : (void *)ab);
	return g;
}

static const PirValueDef *findDef(const PirValueDef *defs, uint32_t n, const char *name, size_t len, uint32_t *at);

/* The name grad op g gives operand (or result, with output) i of its
 * forward op f: its forward_inputs/forward_outputs entry (a double grad
 * names the grad op's out_grad grad_out), else f's own name. */
const PirIdent *abFwdName(const PirOpDef *f, const PirOpDef *g, bool output, uint32_t i)
{
	if (output)
		return i < g->numFwdOutputs ? g->fwdOutputs[i] : f->outputs[i].name;
	return i < g->numFwdInputs ? g->fwdInputs[i] : f->inputs[i].name;
}

/* The operand (or result) of f that g calls [name, name + len). */
static bool findFwd(const PirOpDef *f, const PirOpDef *g, bool output, const char *name, size_t len, uint32_t *at)
{
	uint32_t n = output ? f->numOutputs : f->numInputs;
	for (uint32_t i = 0; i < n; i++) {
		const PirIdent *x = abFwdName(f, g, output, i);
		if (x->len == len && !memcmp(x->str, name, len)) {
			*at = i;
			return true;
		}
	}
	return false;
}

static bool gradSuffix(const PirIdent *n)
{
	return n->len > 5 && !memcmp(n->str + n->len - 5, "_grad", 5);
}

ABBind abBindOf(const PirOpDef *f, const PirOpDef *g, bool output, uint32_t j, uint32_t *at)
{
	const PirIdent *n = output ? g->outputs[j].name : g->inputs[j].name;
	if (f->numBackwardArgs) {
		/* backward_args (checked by the loader), else f's own names:
		 * neither g's forward_inputs nor `_grad` suffixes are read. */
		const PirBackwardArg *a = NULL;
		for (uint32_t k = 0; k < f->numBackwardArgs && !a; k++)
			if (f->backwardArgs[k].param == n)
				a = &f->backwardArgs[k];
		const PirIdent *x = a ? a->name : n;
		if (output)
			return a && a->grad && findDef(f->inputs, f->numInputs, x->str, x->len, at) ? AB_BIND_INPUT_GRAD
												   : AB_BIND_NONE;
		if (a && a->grad)
			return findDef(f->outputs, f->numOutputs, x->str, x->len, at) ? AB_BIND_OUTPUT_GRAD : AB_BIND_NONE;
		return findDef(f->inputs, f->numInputs, x->str, x->len, at)	? AB_BIND_INPUT
		       : findDef(f->outputs, f->numOutputs, x->str, x->len, at) ? AB_BIND_OUTPUT
										 : AB_BIND_NONE;
	}
	if (output)
		return gradSuffix(n) && findFwd(f, g, false, n->str, n->len - 5, at) ? AB_BIND_INPUT_GRAD : AB_BIND_NONE;
	return findFwd(f, g, false, n->str, n->len, at)		       ? AB_BIND_INPUT
	       : findFwd(f, g, true, n->str, n->len, at)		       ? AB_BIND_OUTPUT
	       : gradSuffix(n) && findFwd(f, g, true, n->str, n->len - 5, at) ? AB_BIND_OUTPUT_GRAD
									       : AB_BIND_NONE;
}

int32_t abGradOperandOf(const PirOpDef *f, const PirOpDef *g, ABBind kind, uint32_t k)
{
	bool output = kind == AB_BIND_INPUT_GRAD;
	for (uint32_t j = 0; j < (output ? g->numOutputs : g->numInputs); j++) {
		uint32_t at;
		if (abBindOf(f, g, output, j, &at) == kind && at == k)
			return (int32_t)j;
	}
	return -1;
}

uint64_t abDiffOperands(AB *ab, const PirOpInfo *fwd)
{
	uint64_t *known = PIR_SPEED_ONLY(true) ? pirPtrMapGet(&ab->diffMask, fwd) : NULL;
	if (known)
		return *known;
	uint64_t mask = ~(uint64_t)0;
	PirOpInfo *gi = abGradInfoOf(ab, fwd);
	if (fwd->role == PIR_ROLE_ARRAY_READ || fwd->role == PIR_ROLE_ARRAY_WRITE) {
		mask = fwd->role == PIR_ROLE_ARRAY_READ ? 1 : 3; /* the array [and the value written], not the index */
	} else if (fwd->role == PIR_ROLE_TENSOR_TO_ARRAY) {
		mask = 2; /* the tensor cut into pieces; the array only gives their shapes */
	} else if (fwd->role == PIR_ROLE_SELECT || fwd->role == PIR_ROLE_ROUTE) {
		mask = fwd->role == PIR_ROLE_SELECT ? ~(uint64_t)1 : 2; /* the choices [or x], not the index */
	} else if (fwd->role == PIR_ROLE_ARRAY_FILL_LIKE || fwd->role == PIR_ROLE_ARRAY_CREATE) {
		mask = 0; /* a fill: no element depends on the operand's values */
	} else if (gi && fwd->def->numInputs <= 64) {
		/* The operands the grad op differentiates: the others (concat's
		 * axis, batch_norm's running mean and variance) get no gradient,
		 * as in Paddle, and the loss does not depend on them through op. */
		mask = 0;
		for (uint32_t i = 0; i < fwd->def->numInputs; i++)
			if (abGradOperandOf(fwd->def, gi->def, AB_BIND_INPUT_GRAD, i) >= 0)
				mask |= (uint64_t)1 << i;
	}
	known = pirArenaAlloc(&ab->arena, sizeof *known);
	*known = mask;
	pirPtrMapPut(&ab->diffMask, fwd, known);
	return mask;
}

/* The op of a role the pass builds (fill, fill_like, sum, not): looked up
 * once per run, since the lookup scans every definition. */
PirOpInfo *abRoleOp(AB *ab, PirOpRole role)
{
	PirOpInfo **slot = &ab->byRole[role];
	if (!PIR_SPEED_ONLY(*slot))
		*slot = pirContextGetOpInfoWithRole(ab->ctx, role);
	if (!*slot) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward needs an op of role '%s', which no loaded dialect defines",
				  pirOpRoleName(role));
		ab->failed = true;
	}
	return *slot;
}

PirOperation *abCreate(AB *ab, PirBlock *b, PirOperation *before, PirOpInfo *info, uint32_t numOperands,
		       PirValue *const *operands, uint32_t numResults, PirType *const *types, PirAttrDict *attrs,
		       uint32_t numRegions)
{
	PirOperationState st = {.info = info,
				.loc = ab->loc,
				.numOperands = numOperands,
				.numResults = numResults,
				.numRegions = numRegions,
				.operands = operands,
				.resultTypes = types,
				.attrs = attrs};
	PirOperation *op = pirOperationCreate(ab->prog, &st);
	if (before)
		pirBlockInsertOpBefore(b, before, op);
	else
		pirBlockAppendOp(b, op);
	return op;
}

/* Paddle's name of an element type (the `dtype` of pd_op.full). */
static const char *dtypeName(PirTypeKind k)
{
	switch (k) {
	case PIR_TYPE_BF16: return "bfloat16";
	case PIR_TYPE_F16: return "float16";
	case PIR_TYPE_F32: return "float32";
	case PIR_TYPE_F64: return "float64";
	case PIR_TYPE_BOOL: return "bool";
	case PIR_TYPE_I8: return "int8";
	case PIR_TYPE_U8: return "uint8";
	case PIR_TYPE_I16: return "int16";
	case PIR_TYPE_I32: return "int32";
	case PIR_TYPE_I64: return "int64";
	case PIR_TYPE_C64: return "complex64";
	case PIR_TYPE_C128: return "complex128";
	default: return NULL;
	}
}

static PirAttrDict *dict(AB *ab, uint32_t n, const char *const *names, PirAttribute *const *vals)
{
	PirNamedAttr e[8];
	for (uint32_t i = 0; i < n; i++)
		e[i] = (PirNamedAttr){pirIdentGetCStr(ab->ctx, names[i]), vals[i]};
	return pirAttrDictGet(ab->ctx, n, e, NULL);
}

static PirOperation *elementOf(AB *ab, PirBlock *b, PirOperation *before, PirValue *vec, uint32_t k);

/* A tensor of type t filled with `value`: pd_op.full when the shape is
 * known, else pd_op.full_like of `like`'s value in the backward code
 * (like: a forward value of type t, or with elem >= 0 a vec whose element
 * elem has type t). */
static PirValue *fill(AB *ab, PirBlock *b, PirOperation *before, PirType *t, PirValue *like, int32_t elem,
		      double value)
{
	if (abIsArray(t) && elem < 0 && value == 0.0)
		return abArrayZeros(ab, b, before, like);
	const char *dt = t->kind == PIR_TYPE_TENSOR || t->kind == PIR_TYPE_VTENSOR ? dtypeName(t->tensor.elem->kind) : NULL;
	bool known = dt != NULL;
	for (uint32_t i = 0; known && i < t->tensor.rank; i++)
		known = t->tensor.dims[i] >= 0;
	PirContext *c = ab->ctx;
	if (known) {
		PirOpInfo *full = abRoleOp(ab, PIR_ROLE_FILL);
		if (!full)
			return NULL;
		const char *names[] = {"dtype", "place", "shape", "value"};
		PirAttribute *vals[] = {pirAttrGetText(c, PIR_ATTR_DATA_TYPE, dt, strlen(dt)),
					pirAttrGetText(c, PIR_ATTR_PLACE, "cpu", 3),
					pirAttrGetIntArray(c, t->tensor.rank, t->tensor.dims), pirAttrGetDouble(c, value)};
		return pirOperationGetResult(abCreate(ab, b, before, full, 0, NULL, 1, &t, dict(ab, 4, names, vals), 0),
					     0);
	}
	PirOpInfo *fl = abRoleOp(ab, PIR_ROLE_FILL_LIKE);
	PirValue *x = abPrimal(ab, like);
	if (x && elem >= 0) {
		PirOperation *e = elementOf(ab, b, before, x, (uint32_t)elem);
		x = e ? pirOperationGetResult(e, 0) : NULL;
	}
	if (!fl || !x)
		return NULL;
	const char *names[] = {"value"};
	PirAttribute *vals[] = {pirAttrGetDouble(c, value)};
	return pirOperationGetResult(abCreate(ab, b, before, fl, 1, &x, 1, &t, dict(ab, 1, names, vals), 0), 0);
}

PirValue *abFill(AB *ab, PirBlock *b, PirOperation *before, PirType *t, PirValue *like, int32_t elem, double value)
{
	return fill(ab, b, before, t, like, elem, value);
}

static PirValue *filled(AB *ab, PirBlock *b, PirOperation *before, PirValue *like, double value)
{
	return fill(ab, b, before, pirValueGetType(like), like, -1, value);
}

PirValue *abZeros(AB *ab, PirBlock *b, PirOperation *before, PirValue *like)
{
	return filled(ab, b, before, like, 0.0);
}

/* --- vecs (builtin.combine/split/slice, found by shape) --- */

static bool isVec(const PirValue *v)
{
	return v && pirValueGetType(v)->kind == PIR_TYPE_VECTOR;
}

/* The op taking a vec apart into one result per element (builtin.split):
 * a container with one vec input and variadic results. */
static PirOpInfo *unpackOp(AB *ab)
{
	if (ab->unpack)
		return ab->unpack;
	size_t n;
	PirOpInfo **infos = pirContextGetRegisteredOpInfos(ab->ctx, &n);
	for (size_t i = 0; i < n && !ab->unpack; i++) {
		const PirOpDef *d = infos[i]->def;
		if (infos[i]->registered && infos[i]->role == PIR_ROLE_CONTAINER && d->numInputs == 1 &&
		    d->numOutputs == 1 && d->inputs[0].constraint == PIR_TC_VEC && !d->inputs[0].variadic &&
		    d->outputs[0].variadic)
			ab->unpack = infos[i];
	}
	if (!ab->unpack) {
		pirEmitError(ab->ctx, ab->loc, "append-backward needs an op taking a vec apart (role container, a vec "
					       "input, variadic results), which no loaded dialect defines");
		ab->failed = true;
	}
	return ab->unpack;
}

static PirOpInfo *packOp(AB *ab)
{
	if (!ab->pack && !(ab->pack = pirContextGetPackOp(ab->ctx))) {
		pirEmitError(ab->ctx, ab->loc, "append-backward needs an op packing values into a vec (role "
					       "container, variadic inputs, a vec result), which no loaded dialect defines");
		ab->failed = true;
	}
	return ab->pack;
}

/* Element k of vec (builtin.slice), before `before` in b. */
static PirOperation *elementOf(AB *ab, PirBlock *b, PirOperation *before, PirValue *vec, uint32_t k)
{
	PirOpInfo *el = pirContextGetElementOp(ab->ctx);
	PirType *t = pirValueGetType(vec);
	if (!el || !el->def->numAttrs || t->kind != PIR_TYPE_VECTOR || k >= t->vec.size) {
		pirEmitError(ab->ctx, ab->loc, "append-backward needs an op taking element k of a vec (role container, "
					       "a vec input, attribute index), which no loaded dialect defines");
		ab->failed = true;
		return NULL;
	}
	PirNamedAttr e = {el->def->attrs[0].name, pirAttrGetInt32(ab->ctx, (int32_t)k)};
	return abCreate(ab, b, before, el, 1, &vec, 1, &t->vec.elems[k], pirAttrDictGet(ab->ctx, 1, &e, NULL), 0);
}

/* The elements of vec value g, unpacked at the end of the backward block. */
static PirOperation *unpack(AB *ab, PirValue *g)
{
	PirOpInfo *up = unpackOp(ab);
	PirType *t = pirValueGetType(g);
	if (!up)
		return NULL;
	return abCreate(ab, abBwd(ab), NULL, up, 1, &g, t->vec.size, t->vec.elems, NULL, 0);
}

static void elemSlots(AB *ab, ABValue *i)
{
	if (i->elemGrad)
		return;
	uint32_t n = pirValueGetType(i->v)->vec.size;
	i->elemGrad = pirArenaAlloc(&ab->arena, (2 * n + 1) * sizeof *i->elemGrad);
	memset(i->elemGrad, 0, (2 * n + 1) * sizeof *i->elemGrad);
	i->elemBuf = i->elemGrad + n;
}

static bool hasGrad(const ABValue *i)
{
	if (!i)
		return false;
	if (i->grad)
		return true;
	if (i->elemGrad)
		for (uint32_t k = 0; k < pirValueGetType(i->v)->vec.size; k++)
			if (i->elemGrad[k])
				return true;
	return false;
}

/* The gradient of a vec value as a vec: its element gradients packed,
 * zeros for the elements that have none. */
static PirValue *vecGrad(AB *ab, PirValue *v)
{
	ABValue *i = abInfo(ab, v);
	PirType *t = pirValueGetType(v);
	PirOpInfo *pk = packOp(ab);
	if (!pk)
		return NULL;
	PirValue **parts = pirMalloc((t->vec.size + 1) * sizeof *parts);
	for (uint32_t k = 0; k < t->vec.size && !ab->failed; k++) {
		parts[k] = i->elemGrad ? i->elemGrad[k] : NULL;
		if (!parts[k])
			parts[k] = fill(ab, abBwd(ab), NULL, t->vec.elems[k], v, (int32_t)k, 0.0);
	}
	PirValue *r = ab->failed ? NULL
				 : pirOperationGetResult(abCreate(ab, abBwd(ab), NULL, pk, t->vec.size, parts, 1, &t, NULL, 0), 0);
	free(parts);
	return r;
}

PirBlock *abBwd(AB *ab)
{
	return ab->frames[ab->depth - 1].bwd;
}

void abPushFrame(AB *ab, PirBlock *fwd, PirBlock *bwd)
{
	ab->frames = pirArrayGrow(ab->frames, ab->depth, &ab->capFrames, sizeof *ab->frames, 8);
	ab->frames[ab->depth] =
		(ABFrame){.fwd = fwd, .bwd = bwd, .collectBelow = ab->depth ? ab->frames[ab->depth - 1].collectBelow : -1};
	pirPtrMapPut(&ab->blockFrame, fwd, (void *)(uintptr_t)++ab->depth);
}

void abPopFrame(AB *ab)
{
	ABFrame *f = &ab->frames[--ab->depth];
	pirPtrMapPut(&ab->blockFrame, f->fwd, NULL);
	pirPtrVecFree(&f->pending);
	for (size_t k = f->saved.len; k-- > 0;) {
		ABSaved *sv = f->saved.data[k];
		sv->buf->grad = sv->grad;
		sv->buf->gradDepth = sv->gradDepth;
	}
	pirPtrVecFree(&f->saved);
	pirPtrVecFree(&f->pendingExt);
	pirPtrVecFree(&f->extList);
	pirPtrMapFree(&f->ext);
	pirPtrVecFree(&f->arrayList);
	pirPtrMapFree(&f->arraySeen);
}

long abFrameOf(AB *ab, PirValue *v)
{
	uintptr_t k = (uintptr_t)pirPtrMapGet(&ab->blockFrame, pirValueGetParentBlock(v));
	return (long)k - 1;
}

PirValue *abPrimal(AB *ab, PirValue *v)
{
	if (!v)
		return NULL;
	/* A result of a route is its operand x where it is set, and only a
	 * path that runs where the index chose it reads it (the others are
	 * left unset): the backward reads x, which is always set, and no stack
	 * holds a route's results (pushLocals). */
	while (!v->isArg && pirOperationGetInfo(pirValueGetDefiningOp(v))->role == PIR_ROLE_ROUTE) {
		PirOperation *route = pirValueGetDefiningOp(v);
		v = pirOperationGetOperand(route, 1);
		if (abFirstWriter(ab, v)) {
			/* conservative: a write before the route would do no harm */
			pirEmitOpError(route, "gives a result the backward reads; append-backward reads x in its place (the "
					      "other results are unset), but x is written in place, so it may not hold the "
					      "value routed");
			ab->failed = true;
			return NULL;
		}
	}
	long d = abFrameOf(ab, v);
	if (d == 0)
		return v;
	ABValue *i = abInfo(ab, v);
	if (d < 0 || !i->primal) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward: internal error: a forward value is not reachable from the backward");
		ab->failed = true;
		return NULL;
	}
	return i->primal;
}

/* x + y, or with inplace, y added into x (the sum op's inplace twin). */
static PirValue *add(AB *ab, PirBlock *b, bool inplace, PirValue *x, PirValue *y)
{
	PirOpInfo *op = abRoleOp(ab, PIR_ROLE_SUM);
	if (op && inplace && !(op = op->twin)) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward needs the inplace twin of the op of role 'sum', which has none");
		ab->failed = true;
	}
	if (op && abIsArray(pirValueGetType(x))) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward cannot differentiate this tensor array here: its gradient would be the "
				  "sum of two whole arrays, which it does not build");
		ab->failed = true;
		return NULL;
	}
	if (!op)
		return NULL;
	PirValue *xs[] = {x, y};
	PirType *type = pirValueGetType(x);
	return pirOperationGetResult(abCreate(ab, b, NULL, op, 2, xs, 1, &type, NULL, 0), 0);
}

PirValue *abSum(AB *ab, PirBlock *b, PirValue *x, PirValue *y)
{
	return add(ab, b, false, x, y);
}

/* Frame c's collected gradient of slot `grad` of i (a value defined
 * outside the backward if whose branch c is). */
static ABExt *extOf(AB *ab, ABFrame *c, ABValue *i, PirValue **grad, PirValue **buf, int32_t elem)
{
	ABExt *e = pirPtrMapGet(&c->ext, grad);
	if (!e) {
		e = pirArenaAlloc(&ab->arena, sizeof *e);
		*e = (ABExt){.i = i, .slot = grad, .bufSlot = buf, .elem = elem};
		pirPtrMapPut(&c->ext, grad, e);
		pirPtrVecPush(&c->extList, e);
	}
	return e;
}

/* Adds g to the gradient of v: functionally when v is defined in the block
 * being differentiated; else in place (pd_op.add_) into a zero buffer
 * defined in the backward block dual to v's block, before the grad region
 * op being built there (docs/passes.md: the seed's rule). A branch of
 * Paddle's backward if between them, at most AB_COLLECT_LEVELS below v's
 * block, collects it instead (the innermost such): functionally when it is
 * the block being built, else through a buffer before the grad region op
 * being built in the branch; the if returns it as a result, which goes
 * the same way. The limit keeps the results linear: every if between a
 * value and a read of it returns its gradient, so on ifs nested n deep
 * whose levels read values from far above, Paddle's form has n^2 results
 * (bench/shapes.py if-deep: 1 GB of text at 4,000 levels). */
void abAddInto(AB *ab, ABValue *i, PirValue **grad, PirValue **buf, int32_t elem, PirValue *g)
{
	long d = abFrameOf(ab, i->v);
	if (d < 0)
		return;
	long top = (long)ab->depth - 1, c = ab->frames[top < d + AB_COLLECT_LEVELS ? top : d + AB_COLLECT_LEVELS].collectBelow;
	ABExt *e = NULL;
	if (c > d) {
		e = extOf(ab, &ab->frames[c], i, grad, buf, elem);
		grad = &e->grad;
		buf = &e->buf;
		d = c;
	}
	if (d == top) {
		*grad = *grad ? add(ab, abBwd(ab), false, *grad, g) : g;
		return;
	}
	ABFrame *f = &ab->frames[d];
	if (!*buf) {
		PirType *t = pirValueGetType(i->v);
		*buf = fill(ab, f->bwd, f->anchor, elem < 0 ? t : t->vec.elems[elem], i->v, elem, 0.0);
		if (e)
			pirPtrVecPush(&f->pendingExt, e);
		else
			pirPtrVecPush(&f->pending, i);
	}
	if (*buf)
		add(ab, abBwd(ab), true, *buf, g);
}

/* Adds g to the gradient of element k of vec value v. */
static void addElemGrad(AB *ab, PirValue *v, uint32_t k, PirValue *g)
{
	if (ab->failed || !g || !abNeedsGrad(ab, v) || k >= pirValueGetType(v)->vec.size ||
	    !abGradType(pirValueGetType(v)->vec.elems[k]))
		return;
	ABValue *i = abInfo(ab, v);
	elemSlots(ab, i);
	abAddInto(ab, i, &i->elemGrad[k], &i->elemBuf[k], (int32_t)k, g);
}

void abAddGrad(AB *ab, PirValue *v, PirValue *g)
{
	if (ab->failed || !v || !g || !abNeedsGrad(ab, v))
		return;
	if (isVec(v)) {
		/* A vec gradient (concat_grad's x_grad): one per element. */
		PirType *t = pirValueGetType(v), *gt = pirValueGetType(g);
		if (gt->kind != PIR_TYPE_VECTOR || gt->vec.size != t->vec.size) {
			pirEmitError(ab->ctx, ab->loc, "append-backward: a grad op gives a gradient of %u elements to "
						       "a vec of %u", gt->kind == PIR_TYPE_VECTOR ? gt->vec.size : 1,
				     t->vec.size);
			ab->failed = true;
			return;
		}
		PirOperation *parts = unpack(ab, g);
		for (uint32_t k = 0; parts && k < t->vec.size; k++)
			addElemGrad(ab, v, k, pirOperationGetResult(parts, k));
		return;
	}
	if (abIsArray(pirValueGetType(v))) {
		abAddArrayGrad(ab, v, g);
		return;
	}
	if (!abGradType(pirValueGetType(v)))
		return;
	ABValue *i = abInfo(ab, v);
	abAddInto(ab, i, &i->grad, &i->buf, -1, g);
}

void abSettleBuffers(AB *ab)
{
	ABFrame *f = &ab->frames[ab->depth - 1];
	for (size_t k = 0; k < f->pending.len && !ab->failed; k++) {
		ABValue *i = f->pending.data[k];
		for (uint32_t e = 0; i->elemBuf && e < pirValueGetType(i->v)->vec.size; e++) {
			PirValue *b = i->elemBuf[e];
			i->elemBuf[e] = NULL;
			if (b)
				i->elemGrad[e] = i->elemGrad[e] ? add(ab, f->bwd, false, i->elemGrad[e], b) : b;
		}
		PirValue *b = i->buf;
		i->buf = NULL;
		if (b && b != i->grad) /* an array's buffer may be its gradient, written in place */
			i->grad = i->grad ? add(ab, f->bwd, false, i->grad, b) : b;
	}
	f->pending.len = 0;
	for (size_t k = 0; k < f->pendingExt.len && !ab->failed; k++) {
		ABExt *e = f->pendingExt.data[k];
		PirValue *b = e->buf;
		e->buf = NULL;
		if (b)
			e->grad = e->grad ? add(ab, f->bwd, false, e->grad, b) : b;
	}
	f->pendingExt.len = 0;
	f->anchor = NULL;
}

static const PirValueDef *findDef(const PirValueDef *defs, uint32_t n, const char *name, size_t len, uint32_t *at)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].name->len == len && !memcmp(defs[i].name->str, name, len)) {
			*at = i;
			return &defs[i];
		}
	return NULL;
}

static bool hasVariadic(const PirValueDef *defs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (defs[i].variadic)
			return true;
	return false;
}

/* A value the program does not have: an absent operand or result. */
static bool absent(const PirValue *v)
{
	return !v || !pirValueGetType(v) || pirValueGetType(v)->kind == PIR_TYPE_NULL;
}

/* op's grad op is undefined, or requires an operand that is an absent
 * operand or result of op (a dropout without its mask result). */
static bool lacksRequired(AB *ab, PirOperation *op)
{
	PirOpInfo *gi = abGradInfoOf(ab, pirOperationGetInfo(op));
	const PirOpDef *f = pirOperationGetInfo(op)->def, *g = gi ? gi->def : NULL;
	if (!g)
		return true;
	for (uint32_t k = 0; k < g->numInputs; k++) {
		uint32_t at;
		if (g->inputs[k].optional)
			continue;
		ABBind b = abBindOf(f, g, false, k, &at);
		if (b == AB_BIND_INPUT && (at >= op->numOperands || absent(pirOperationGetOperand(op, at))))
			return true;
		if (b == AB_BIND_OUTPUT && (at >= op->numResults || absent(pirOperationGetResult(op, at))))
			return true;
	}
	return false;
}

/* The backward of an op that is, under its attributes, its own adjoint
 * (key `self_adjoint`: dropout in test mode, out = x or (1 - p) x): the
 * operand's gradient is the op itself applied to the result's gradient in
 * place of the operand, its other operands and declared attributes
 * unchanged. It differentiates that operand only: a gradient of another
 * result, or another operand the loss depends on through the op, is
 * refused rather than dropped. */
static void selfAdjointGrad(AB *ab, PirOperation *op, uint32_t in, uint32_t out)
{
	const PirOpDef *f = pirOperationGetInfo(op)->def;
	for (uint32_t k = 0; k < op->numResults; k++)
		if (k != out && hasGrad(abFind(ab, pirOperationGetResult(op, k)))) {
			pirEmitOpError(op, "is its own adjoint from '%s' to '%s' here, but the loss depends on its result '%s' too",
				       f->inputs[in].name->str, f->outputs[out].name->str,
				       k < f->numOutputs ? f->outputs[k].name->str : "?");
			ab->failed = true;
			return;
		}
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (i != in && abNeedsGrad(ab, pirOperationGetOperand(op, i)) &&
		    abCarriesGrad(pirOperationGetOperandType(op, i))) {
			pirEmitOpError(op, "is its own adjoint in '%s' here, which gives its operand '%s' no gradient, but "
					   "that operand needs one",
				       f->inputs[in].name->str, i < f->numInputs ? f->inputs[i].name->str : "?");
			ab->failed = true;
			return;
		}
	/* Scratch from the pass's arena, freed with it: any number of
	 * operands, results and attributes. */
	const PirAttrDict *dict = pirOperationGetAttrDict(op);
	PirValue **operands = pirArenaAlloc(&ab->arena, (op->numOperands + 1) * sizeof *operands);
	PirType **types = pirArenaAlloc(&ab->arena, (op->numResults + 1) * sizeof *types);
	PirNamedAttr *attrs = pirArenaAlloc(&ab->arena, (dict->size + 1) * sizeof *attrs);
	for (uint32_t i = 0; i < op->numOperands && !ab->failed; i++)
		operands[i] = i == in ? NULL : abPrimal(ab, pirOperationGetOperand(op, i));
	PirValue *r = pirOperationGetResult(op, out);
	operands[in] = abInfo(ab, r)->grad;
	if (!operands[in] && !ab->failed)
		operands[in] = abZeros(ab, abBwd(ab), NULL, r);
	if (ab->failed)
		return;
	for (uint32_t k = 0; k < op->numResults; k++)
		types[k] = pirOperationGetResultType(op, k);
	uint32_t na = 0;
	for (uint32_t k = 0; k < dict->size; k++)
		for (uint32_t j = 0; j < f->numAttrs; j++)
			if (f->attrs[j].name == dict->entries[k].name) {
				attrs[na++] = dict->entries[k];
				break;
			}
	PirOperation *gop = abCreate(ab, abBwd(ab), NULL, pirOperationGetInfo(op), op->numOperands, operands,
				     op->numResults, types, pirAttrDictGet(ab->ctx, na, attrs, NULL), 0);
	ab->run->stats[STAT_GRAD_OPS]++;
	abAddGrad(ab, pirOperationGetOperand(op, in), pirOperationGetResult(gop, out));
}

/* The alternatives of a condition as text for a message: `a: v, b: w or
 * c: u` (strings quoted, numbers and bools as written). */
static void whenText(const PirWhenTerm *terms, uint32_t n, char *buf, size_t cap)
{
	size_t len = 0;
	buf[0] = 0;
	for (uint32_t i = 0; i < n && len < cap; i++) {
		const char *sep = !i ? "" : terms[i].alt != terms[i - 1].alt ? " or " : ", ";
		const PirAttribute *v = terms[i].value;
		double d;
		char val[96];
		if (pirAttributeGetKind(v) == PIR_ATTR_STR)
			snprintf(val, sizeof val, "\"%s\"", pirAttributeGetText(v)->str);
		else if (pirAttributeGetKind(v) == PIR_ATTR_BOOL)
			snprintf(val, sizeof val, "%s", pirAttributeGetBoolValue(v) ? "true" : "false");
		else if (pirAttributeGetNumber(v, &d))
			snprintf(val, sizeof val, "%g", d);
		else
			snprintf(val, sizeof val, "?");
		int k = snprintf(buf + len, cap - len, "%s%s: %s", sep, terms[i].attr->str, val);
		len += k > 0 ? (size_t)k : 0;
	}
}

/* The grad op of a plain op, from its definition's `backward` entry:
 * operands by name (forward inputs, forward outputs, `<output>_grad`),
 * the forward op's attributes the grad op declares, and results
 * `<input>_grad` that add to the gradients of the inputs. */
static void gradOp(AB *ab, PirOperation *op)
{
	const PirOpDef *f = pirOperationGetInfo(op)->def;
	/* Paddle's grad op where it can be built; a self-adjoint op without
	 * what it needs (a test-mode dropout without its mask) as itself. */
	uint32_t saOut = 0;
	int32_t saIn = pirOperationSelfAdjointOperand(op, &saOut);
	if (saIn >= 0 && lacksRequired(ab, op)) {
		selfAdjointGrad(ab, op, (uint32_t)saIn, saOut);
		return;
	}
	if (!pirOperationGetInfo(op)->registered || !f || !f->backward) {
		pirEmitOpError(op,
			       "has no backward (no 'backward' entry in its definition), but the gradient of the loss "
			       "flows through it");
		ab->failed = true;
		return;
	}
	/* A backward defined under some attributes only (key `backward_when`:
	 * Paddle's kernel is an error elsewhere, the double grad of max
	 * pooling): refused, never a grad op that computes something else. */
	if (!pirOperationBackwardHolds(op)) {
		char cond[256];
		whenText(f->backwardWhen, f->numBackwardWhen, cond, sizeof cond);
		pirEmitOpError(op,
			       "has a backward ('%s.%s') only where %s (its definition's 'backward_when'), not with this "
			       "op's attributes, but the gradient of the loss flows through it",
			       pirOperationGetInfo(op)->dialect->name->str, f->backward->str, cond);
		ab->failed = true;
		return;
	}
	PirOpInfo *gi = abGradInfoOf(ab, pirOperationGetInfo(op));
	const PirOpDef *g = gi ? gi->def : NULL;
	char missing[256]; /* for messages */
	const char *name = missing;
	if (gi)
		name = gi->name->str;
	else
		snprintf(missing, sizeof missing, "%s.%s", pirOperationGetInfo(op)->dialect->name->str, f->backward->str);
	if (!g || hasVariadic(f->inputs, f->numInputs) || hasVariadic(f->outputs, f->numOutputs) ||
	    hasVariadic(g->inputs, g->numInputs) || hasVariadic(g->outputs, g->numOutputs)) {
		pirEmitOpError(op, "has a backward '%s' that append-backward cannot build yet (%s)", name,
			       g ? "variadic operands or results" : "not defined");
		ab->failed = true;
		return;
	}
	PirValue *operands[64];
	PirType *types[64];
	if (g->numInputs > 64 || g->numOutputs > 64) {
		/* Never a silent skip: that would drop the op's gradient. */
		pirEmitOpError(op, "has a backward '%s' with %u operands and %u results; append-backward builds grad ops "
				   "of at most 64 of each",
			       name, g->numInputs, g->numOutputs);
		ab->failed = true;
		return;
	}
	/* A result with a gradient that the grad op does not take (no
	 * `<output>_grad` operand: batch_norm's running mean_out) would have
	 * its gradient dropped: the loss depends on a result Paddle does not
	 * differentiate, so refuse rather than give a partial gradient.
	 * Not an integer result of an op that reads floating-point values
	 * (topk's indices): piecewise constant, its true derivative is the
	 * zero that leaving it out gives (docs/passes.md, "Integer losses"). */
	bool readsFloat = false;
	for (uint32_t k = 0; k < op->numOperands && !readsFloat; k++) {
		const PirType *t = pirOperationGetOperand(op, k) ? pirValueGetType(pirOperationGetOperand(op, k)) : NULL;
		readsFloat = abGradType(t) && !abIntegerType(t);
	}
	for (uint32_t k = 0; k < op->numResults && k < f->numOutputs; k++) {
		ABValue *ri = abFind(ab, pirOperationGetResult(op, k));
		const PirIdent *rn = abFwdName(f, g, true, k);
		bool pieceConstant = readsFloat && abIntegerType(pirValueGetType(pirOperationGetResult(op, k)));
		if (hasGrad(ri) && !pieceConstant && abGradOperandOf(f, g, AB_BIND_OUTPUT_GRAD, k) < 0) {
			pirEmitOpError(op, "gives the loss its result '%s', which its backward '%s' does not differentiate "
					   "(it takes no '%s_grad'): the gradient would leave that path out",
				       f->numBackwardArgs ? f->outputs[k].name->str : rn->str, name, rn->str);
			ab->failed = true;
			return;
		}
	}
	uint32_t n = 0;
	for (uint32_t k = 0; k < g->numInputs; k++) {
		const PirValueDef *d = &g->inputs[k];
		const char *s = d->name->str;
		uint32_t at;
		PirValue *v = NULL;
		ABBind b = abBindOf(f, g, false, k, &at);
		if (b == AB_BIND_INPUT) {
			PirValue *x = at < op->numOperands ? pirOperationGetOperand(op, at) : NULL;
			v = absent(x) ? NULL : abPrimal(ab, x);
		} else if (b == AB_BIND_OUTPUT) {
			PirValue *r = at < op->numResults ? pirOperationGetResult(op, at) : NULL;
			v = absent(r) ? NULL : abPrimal(ab, r);
		} else if (b == AB_BIND_OUTPUT_GRAD) {
			/* The gradient of a result the op does not produce (an
			 * optional result left out: rope's out_k without k) is
			 * absent too, never zeros shaped like nothing; a grad op
			 * that requires it is refused below. */
			PirValue *r = at < op->numResults ? pirOperationGetResult(op, at) : NULL;
			if (!absent(r)) {
				v = isVec(r) ? vecGrad(ab, r) : abInfo(ab, r)->grad;
				if (!v && !ab->failed)
					v = abZeros(ab, abBwd(ab), NULL, r);
			}
		} else if (!d->optional) {
			pirEmitOpError(op, "has a backward '%s' whose operand '%s' it cannot supply", name, s);
			ab->failed = true;
			return;
		}
		if (ab->failed)
			return;
		/* A required operand the forward op does not have here (a
		 * dropout in training mode without its mask result): refused at
		 * the forward op, not left to the verifier of what was built. */
		if (!d->optional && absent(v)) {
			pirEmitOpError(op, "has no '%s' here (absent from the program), which its backward '%s' requires: "
					   "the gradient cannot be built",
				       s, name);
			ab->failed = true;
			return;
		}
		operands[k] = v;
		if (v || !d->optional)
			n = k + 1;
	}
	PirNamedAttr attrs[64];
	uint32_t na = 0;
	for (uint32_t k = 0; k < pirOperationGetAttrDict(op)->size && na < 64; k++) {
		PirIdent *an = pirOperationGetAttrDict(op)->entries[k].name;
		for (uint32_t j = 0; j < g->numAttrs; j++)
			if (g->attrs[j].name == an) {
				attrs[na++] = pirOperationGetAttrDict(op)->entries[k];
				break;
			}
	}
	/* An attribute of the grad op that the forward op left to the default
	 * of its own definition takes that default: where the grad op requires
	 * it (conv2d without strides), and where the grad op's own default is
	 * another value (pow's y is 1, pow_grad's -1: Paddle always passes the
	 * forward's value). Attributes are uniqued, so equal defaults are one
	 * pointer and add nothing. */
	for (uint32_t j = 0; j < g->numAttrs && na < 64; j++) {
		if (pirAttrDictLookup(pirOperationGetAttrDict(op), g->attrs[j].name))
			continue;
		for (uint32_t i = 0; i < f->numAttrs; i++)
			if (f->attrs[i].name == g->attrs[j].name && f->attrs[i].deflt &&
			    f->attrs[i].deflt != g->attrs[j].deflt) {
				attrs[na++] = (PirNamedAttr){.name = g->attrs[j].name, .value = f->attrs[i].deflt};
				break;
			}
	}
	/* A forward input the grad op takes only as an attribute (Paddle's
	 * split_with_num_grad: axis): the forward op passed it as an operand,
	 * so the grad op's default would be a silent wrong answer. A constant
	 * (an op of role fill) becomes the attribute; anything else is refused. */
	for (uint32_t j = 0; j < g->numAttrs && na < 64; j++) {
		uint32_t at, dummy;
		PirIdent *an = g->attrs[j].name;
		if (pirAttrDictLookup(pirOperationGetAttrDict(op), an) || findDef(g->inputs, g->numInputs, an->str, an->len, &dummy) ||
		    !findDef(f->inputs, f->numInputs, an->str, an->len, &at) || at >= op->numOperands ||
		    !pirOperationGetOperand(op, at))
			continue;
		PirValue *x = pirOperationGetOperand(op, at);
		PirOperation *def = x->isArg ? NULL : pirValueGetDefiningOp(x);
		PirAttribute *val = def && pirOperationGetInfo(def)->role == PIR_ROLE_FILL
					    ? pirAttrDictLookup(pirOperationGetAttrDict(def), pirIdentGetCStr(ab->ctx, "value"))
					    : NULL;
		uint32_t kinds = g->attrs[j].kinds;
		double d = val && val->kind == PIR_ATTR_DOUBLE ? val->d : val && val->kind == PIR_ATTR_FLOAT ? val->f : 0;
		PirAttribute *a = !val || (val->kind != PIR_ATTR_DOUBLE && val->kind != PIR_ATTR_FLOAT) ? NULL
				  : (!kinds || kinds & (1u << PIR_ATTR_INT32)) ? pirAttrGetInt32(ab->ctx, (int32_t)d)
				  : kinds & (1u << PIR_ATTR_INT64)             ? pirAttrGetInt64(ab->ctx, (int64_t)d)
				  : kinds & (1u << PIR_ATTR_DOUBLE)            ? pirAttrGetDouble(ab->ctx, d)
				  : kinds & (1u << PIR_ATTR_FLOAT)             ? pirAttrGetFloat(ab->ctx, (float)d)
									       : NULL;
		if (!a) {
			pirEmitOpError(op, "passes '%s' as an operand that is not a constant, but its backward '%s' takes "
					   "'%s' only as an attribute",
				       an->str, name, an->str);
			ab->failed = true;
			return;
		}
		attrs[na++] = (PirNamedAttr){.name = an, .value = a};
	}
	int32_t from[64];
	for (uint32_t k = 0; k < g->numOutputs; k++) {
		uint32_t at;
		from[k] = -1;
		types[k] = pirTypeGetNull(ab->ctx);
		if (abBindOf(f, g, true, k, &at) == AB_BIND_INPUT_GRAD && at < op->numOperands &&
		    pirOperationGetOperand(op, at)) {
			from[k] = (int32_t)at;
			types[k] = pirOperationGetOperandType(op, at);
		}
	}
	PirOperation *gop = abCreate(ab, abBwd(ab), NULL, gi, n, operands, g->numOutputs, types,
				     pirAttrDictGet(ab->ctx, na, attrs, NULL), 0);
	ab->run->stats[STAT_GRAD_OPS]++;
	for (uint32_t k = 0; k < g->numOutputs; k++)
		if (from[k] >= 0)
			abAddGrad(ab, pirOperationGetOperand(op, from[k]), pirOperationGetResult(gop, k));
}

static bool anyResultGrad(AB *ab, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numResults; i++)
		if (hasGrad(abFind(ab, pirOperationGetResult(op, i))))
			return true;
	return false;
}

static bool anyOperandNeedsGrad(AB *ab, PirOperation *op)
{
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (abNeedsGrad(ab, pirOperationGetOperand(op, i)) && abCarriesGrad(pirOperationGetOperandType(op, i)))
			return true;
	return false;
}

PirValue *abGradOfResult(AB *ab, PirOperation *op, uint32_t k)
{
	ABValue *i = abFind(ab, pirOperationGetResult(op, k));
	return i ? i->grad : NULL;
}

/* The backward of a container (docs/passes.md): the gradient of a packed
 * vec is the gradient of each operand (the gradient of a combine is the
 * split of its gradient), and the gradients of the elements taken out of
 * a vec are the gradient of the vec (element by element: the gradient of
 * a split is the combine of its gradients). Told apart by shape, as
 * pirContextGetPackOp does. */
static void containerGrad(AB *ab, PirOperation *op)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	bool vecIn = d && d->numInputs == 1 && d->inputs[0].constraint == PIR_TC_VEC && !d->inputs[0].variadic;
	if (d && d->numInputs == 1 && d->inputs[0].variadic && op->numResults == 1 && isVec(pirOperationGetResult(op, 0))) {
		ABValue *i = abFind(ab, pirOperationGetResult(op, 0));
		for (uint32_t k = 0; i && i->elemGrad && k < op->numOperands; k++)
			abAddGrad(ab, pirOperationGetOperand(op, k), i->elemGrad[k]);
		return;
	}
	if (vecIn && d->outputs[0].variadic && op->numOperands == 1) {
		for (uint32_t k = 0; k < op->numResults; k++)
			addElemGrad(ab, pirOperationGetOperand(op, 0), k, abGradOfResult(ab, op, k));
		return;
	}
	PirAttribute *a = vecIn && d->numAttrs ? pirAttrDictLookup(pirOperationGetAttrDict(op), d->attrs[0].name) : NULL;
	if (a && op->numOperands == 1 && op->numResults == 1 &&
	    (a->kind == PIR_ATTR_INT32 || a->kind == PIR_ATTR_INT64 || a->kind == PIR_ATTR_INDEX) && a->i >= 0) {
		addElemGrad(ab, pirOperationGetOperand(op, 0), (uint32_t)a->i, abGradOfResult(ab, op, 0));
		return;
	}
	pirEmitOpError(op, "is a container op append-backward cannot differentiate (neither packs values into a vec "
			   "nor takes elements out of one), but the gradient of the loss flows through it");
	ab->failed = true;
}

/* The backward of the top frame's forward block, from op `from` back to
 * its first op, into the frame's backward block. */
static bool buildFrom(AB *ab, PirOperation *from)
{
	for (PirOperation *op = from; op && !ab->failed; op = pirOperationGetPrevInBlock(op)) {
		PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
		if (role == PIR_ROLE_STACK_POP || role == PIR_ROLE_STACK_PUSH) {
			ab->loc = pirOperationGetLoc(op);
			if (!(role == PIR_ROLE_STACK_POP ? abPopGrad(ab, op) : abPushGrad(ab, op)))
				return false;
			continue;
		}
		if (pirOperationHasTrait(op, PIR_TRAIT_TERMINATOR) || role == PIR_ROLE_STACK_CREATE ||
		    role == PIR_ROLE_STACK_TEST)
			continue;
		if (op->numRegions) {
			if (abRegionOpActive(ab, op)) {
				ab->loc = pirOperationGetLoc(op);
				if (!abCheckWrites(ab, op))
					return false;
				ab->run->stats[STAT_REGION_OPS]++;
				if (!abRegionGrad(ab, op))
					return false;
			}
			continue;
		}
		if (role == PIR_ROLE_VARIABLE_READ && anyResultGrad(ab, op)) {
			/* a write through another read of the variable (abCheckWrites) */
			ab->loc = pirOperationGetLoc(op);
			if (!abCheckWrites(ab, op))
				return false;
		}
		if (role == PIR_ROLE_VARIABLE_READ && abWriterOf(ab, op)) {
			/* It reads what the write before it wrote (abPairVariables). */
			PirValue *x = pirOperationGetOperand(abWriterOf(ab, op), 0), *r = pirOperationGetResult(op, 0);
			ABValue *i = abFind(ab, r);
			if (i && i->grad && abNeedsGrad(ab, x)) {
				ab->loc = pirOperationGetLoc(op);
				if (pirValueGetType(x) != pirValueGetType(r)) {
					pirEmitOpError(op, "reads '%s' with another type than the '%s' before it wrote; "
							   "append-backward cannot give the written value the read's gradient",
						       abNameOf(ab, op)->text->str, pirOperationGetName(abWriterOf(ab, op)));
					ab->failed = true;
					return false;
				}
				abAddGrad(ab, x, i->grad);
			}
			continue;
		}
		if (role == PIR_ROLE_ARRAY_CREATE || role == PIR_ROLE_ARRAY_FILL_LIKE)
			continue; /* fills: nothing flows through them (their ABValue holds the buffer's G) */
		if (role == PIR_ROLE_ARRAY_READ || role == PIR_ROLE_ARRAY_WRITE || role == PIR_ROLE_TENSOR_TO_ARRAY) {
			/* The array's gradient is its buffer's, not the result's
			 * (append_backward_array.c): abArrayGrad decides. */
			if (anyOperandNeedsGrad(ab, op)) {
				ab->loc = pirOperationGetLoc(op);
				if (!abCheckWrites(ab, op))
					return false;
				abArrayGrad(ab, op);
			}
			continue;
		}
		if (anyResultGrad(ab, op) && anyOperandNeedsGrad(ab, op)) {
			ab->loc = pirOperationGetLoc(op);
			if (!abCheckWrites(ab, op))
				return false;
			if (role == PIR_ROLE_CONTAINER)
				containerGrad(ab, op);
			else if (role == PIR_ROLE_SELECT || role == PIR_ROLE_ROUTE)
				abSelectGrad(ab, op);
			else
				gradOp(ab, op);
		}
	}
	return !ab->failed;
}

bool abBuildBlock(AB *ab)
{
	return buildFrom(ab, ab->frames[ab->depth - 1].fwd->last);
}

/* Whether op and every op around it (below the module) are active;
 * remembered per op, so that ops nested n deep cost n in all, not n^2
 * (climbing from each op to the top took 7 s at 10,000 levels). */
static bool chainActive(AB *ab, PirOperation *op)
{
	PirPtrVec climb = {0};
	uintptr_t known = 2; /* the module: 1 + true */
	for (PirOperation *p = op; p && p != ab->prog->module; p = pirOperationGetParentOp(p)) {
		if (PIR_SPEED_ONLY(true) && (known = (uintptr_t)pirPtrMapGet(&ab->chain, p)))
			break;
		known = 2;
		pirPtrVecPush(&climb, p);
	}
	bool active = known == 2;
	for (size_t i = climb.len; i-- > 0;) {
		active = active && abRegionOpActive(ab, climb.data[i]);
		pirPtrMapPut(&ab->chain, climb.data[i], (void *)(uintptr_t)(1 + active));
	}
	pirPtrVecFree(&climb);
	return active;
}

static PirWalkResult collect(PirOperation *op, void *user)
{
	AB *ab = user;
	if (op->numRegions &&
	    (pirOperationGetInfo(op)->flow == PIR_FLOW_BRANCH || pirOperationGetInfo(op)->flow == PIR_FLOW_LOOP) &&
	    abRegionOpActive(ab, op) && chainActive(ab, pirOperationGetParentOp(op)))
		pirPtrVecPush(&ab->regionOps, op);
	return PIR_WALK_ADVANCE;
}

/* One `<name>@GRAD` output per program variable (data, parameter) whose
 * reads need a gradient, in the order of their first reads: the sum of the
 * gradients of all its reads (two builtin.parameter of one name are one
 * variable). A read that needs a gradient and got none is an error at the
 * read: the analysis only marks what the grad ops differentiate, so a
 * missing gradient is one the pass lost, never a zero to output. */
typedef struct ABVar {
	PirOperation *first;
	PirValue *grad;
	bool any; /* a read needs a gradient */
} ABVar;

static void emitOutputs(AB *ab, PirOperation *lastForward)
{
	PirOpInfo *out = pirContextGetVariableOp(ab->ctx, PIR_ROLE_VARIABLE_WRITE, "output");
	PirBlock *top = pirProgramGetBlock(ab->prog);
	if (!out) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward needs an output op (role variable_write, storage output)");
		ab->failed = true;
		return;
	}
	PirPtrMap vars = {0}; /* name attribute -> ABVar */
	PirPtrVec order = {0};
	for (PirOperation *op = top->first; op && !ab->failed; op = pirOperationGetNextInBlock(op)) {
		const PirOpInfo *info = pirOperationGetInfo(op);
		/* A read of what the program wrote before it: its gradient went
		 * to the written value, none to the variable's initial value. */
		if (info->role == PIR_ROLE_VARIABLE_READ && info->varKey && op->numResults == 1 && !abWriterOf(ab, op) &&
		    abNeedsGrad(ab, pirOperationGetResult(op, 0)) && abGradType(pirOperationGetResultType(op, 0))) {
			PirAttribute *nm = pirAttrDictLookup(pirOperationGetAttrDict(op), info->varKey);
			if (!nm || nm->kind != PIR_ATTR_STR)
				continue;
			ABValue *i = abInfo(ab, pirOperationGetResult(op, 0));
			if (!i->grad) {
				pirEmitOpError(op, "append-backward: internal error: the loss depends on this read of '%s', "
						   "but no gradient reached it",
					       nm->text->str);
				ab->failed = true;
				break;
			}
			ABVar *var = pirPtrMapGet(&vars, nm);
			if (!var) {
				var = pirArenaAlloc(&ab->arena, sizeof *var);
				*var = (ABVar){.first = op};
				pirPtrMapPut(&vars, nm, var);
				pirPtrVecPush(&order, var);
			} else if (pirOperationGetResultType(var->first, 0) != pirOperationGetResultType(op, 0)) {
				pirEmitOpError(op, "reads '%s' with another type than an earlier read; append-backward "
						   "cannot sum their gradients",
					       nm->text->str);
				ab->failed = true;
				break;
			}
			ab->loc = pirOperationGetLoc(var->first);
			var->grad = var->grad ? add(ab, top, false, var->grad, i->grad) : i->grad;
		}
		if (op == lastForward)
			break;
	}
	for (size_t k = 0; k < order.len && !ab->failed; k++) {
		ABVar *var = order.data[k];
		PirOperation *op = var->first;
		PirAttribute *nm = pirAttrDictLookup(pirOperationGetAttrDict(op), pirOperationGetInfo(op)->varKey);
		char buf[512];
		int len = snprintf(buf, sizeof buf, "%s@GRAD", nm->text->str);
		PirNamedAttr e = {out->varKey, pirAttrGetStr(ab->ctx, buf, (size_t)len)};
		ab->loc = pirOperationGetLoc(op);
		abCreate(ab, top, NULL, out, 1, &var->grad, 0, NULL, pirAttrDictGet(ab->ctx, 1, &e, NULL), 0);
		ab->run->stats[STAT_OUTPUTS]++;
	}
	pirPtrMapFree(&vars);
	pirPtrVecFree(&order);
}

/* check (abCheckWrites, abCheckHiddenReads) on every op the losses are
 * computed from (through operands; a region op's nested ops count as its
 * own): each op once. */
static bool checkCone(AB *ab, PirValue *const *losses, size_t n, bool (*check)(AB *, PirOperation *))
{
	PirPtrMap seen = {0};
	PirPtrVec work = {0};
	bool ok = true;
	for (size_t k = 0; k < n; k++)
		if (losses[k] && !losses[k]->isArg)
			pirPtrVecPush(&work, pirValueGetDefiningOp(losses[k]));
	while (work.len && ok) {
		PirOperation *op = work.data[--work.len];
		if (pirPtrMapGet(&seen, op))
			continue;
		pirPtrMapPut(&seen, op, op);
		ab->loc = pirOperationGetLoc(op);
		ok = check(ab, op);
		for (uint32_t i = 0; ok && i < op->numOperands; i++) {
			PirValue *v = pirOperationGetOperand(op, i);
			PirOperation *d = !v ? NULL : v->isArg ? pirBlockGetParentOp(pirBlockArgumentGetOwner(v)) : pirValueGetDefiningOp(v);
			if (d && d != ab->prog->module && !pirPtrMapGet(&seen, d))
				pirPtrVecPush(&work, d);
		}
		for (uint32_t r = 0; ok && r < op->numRegions; r++)
			for (PirBlock *b = pirOperationGetRegion(op, r)->first; b; b = b->next)
				for (PirOperation *o = b->first; o; o = pirOperationGetNextInBlock(o))
					if (!pirPtrMapGet(&seen, o))
						pirPtrVecPush(&work, o);
	}
	pirPtrVecFree(&work);
	pirPtrMapFree(&seen);
	return ok;
}

/* A read of a program variable inside a region op (a parameter read in a
 * loop body) whose value needs a gradient: its gradient stays in the
 * region's backward block, and the `<name>@GRAD` outputs take the module
 * block's reads only, so it would be lost: refused at the read. */
static PirWalkResult nestedRead(PirOperation *op, void *user)
{
	AB *ab = user;
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (info->role != PIR_ROLE_VARIABLE_READ || op->numResults != 1 ||
	    pirOperationGetBlock(op) == pirProgramGetBlock(ab->prog) || !abNeedsGrad(ab, pirOperationGetResult(op, 0)) ||
	    !abGradType(pirOperationGetResultType(op, 0)))
		return PIR_WALK_ADVANCE;
	PirAttribute *nm = abNameOf(ab, op);
	pirEmitOpError(op, "reads '%s' inside a region op, and the loss depends on it: append-backward outputs the "
			   "gradients of the module block's reads only (read it before the region op)",
		       nm ? nm->text->str : "");
	ab->failed = true;
	return PIR_WALK_INTERRUPT;
}

/* One `<name>@GRAD` output per value a wrt element names by an output
 * (gradients of intermediate values), after the variables' outputs. */
static void emitValueOutputs(AB *ab, const ABTargets *t)
{
	PirOpInfo *out = pirContextGetVariableOp(ab->ctx, PIR_ROLE_VARIABLE_WRITE, "output");
	PirBlock *top = pirProgramGetBlock(ab->prog);
	for (size_t k = 0; out && k + 1 < t->valueOutputs.len && !ab->failed; k += 2) {
		PirOperation *op = t->valueOutputs.data[k];
		PirValue *v = t->valueOutputs.data[k + 1];
		if (!abNeedsGrad(ab, v))
			continue; /* the losses do not depend on it: no gradient, as for an input */
		ABValue *i = abInfo(ab, v);
		PirAttribute *nm = abNameOf(ab, op); /* it was found by this name */
		if (!i->grad) {
			pirEmitOpError(op, "append-backward: internal error: the loss depends on the value of output '%s', "
					   "but no gradient reached it",
				       nm->text->str);
			ab->failed = true;
			return;
		}
		char buf[512];
		int len = snprintf(buf, sizeof buf, "%s@GRAD", nm->text->str);
		PirNamedAttr e = {out->varKey, pirAttrGetStr(ab->ctx, buf, (size_t)len)};
		ab->loc = pirOperationGetLoc(op);
		abCreate(ab, top, NULL, out, 1, &i->grad, 0, NULL, pirAttrDictGet(ab->ctx, 1, &e, NULL), 0);
		ab->run->stats[STAT_OUTPUTS]++;
	}
}

static bool runAppendBackward(PirProgram *prog, PirPassRun *run)
{
	AB ab = {.prog = prog, .ctx = prog->ctx, .run = run, .design = run->options[AB_OPT_DESIGN] != 0,
		 .loc = pirOperationGetLoc(prog->module)};
	/* The control-flow form follows the stack form unless given. */
	ab.paddleCF = run->options[AB_OPT_REGION_GRADS] < 0 ? !ab.design : run->options[AB_OPT_REGION_GRADS] != 0;
	ab.stopGradient = pirIdentGetCStr(ab.ctx, "stop_gradient");
	ab.gradRegionAttrs = ab.paddleCF ? pirBackwardRoleAttrs(ab.ctx) : NULL;
	pirArenaInit(&ab.arena);
	pirOperationWalk(prog->module, PIR_WALK_PRE_ORDER, clearValueStates, NULL);
	PirBlock *top = pirProgramGetBlock(prog);
	ABTargets t = {0};
	PirPtrVec seeds = {0}; /* the seeds the pass made (fills of 1) */
	PirValue **losses = NULL;
	bool ok = false;
	if (!abResolveTargets(&ab, &t))
		goto done;
	losses = pirMalloc((t.lossOps.len + 1) * sizeof *losses);
	for (size_t k = 0; k < t.lossOps.len; k++) {
		losses[k] = pirOperationGetOperand(t.lossOps.data[k], 0);
		if (!losses[k] || !abGradType(pirValueGetType(losses[k]))) {
			pirEmitOpError(t.lossOps.data[k], "outputs the loss, which must be a tensor of numbers to differentiate");
			goto done;
		}
	}
	/* The buffers written in place (a loss that is one, after it was
	 * defined, is not what its SSA value says: a first backward's
	 * accumulated w@GRAD, added into with add_ in a loop), and the tensor
	 * arrays, differentiated as buffers: before the analysis, which marks
	 * an array's buffer as a whole. */
	abFindWrites(&ab);
	if (!abAnalyse(&ab, losses, t.lossOps.len))
		goto done;
	for (size_t k = 0; k < t.lossOps.len; k++) {
		ab.loc = pirOperationGetLoc(t.lossOps.data[k]);
		if (!abCheckWrites(&ab, t.lossOps.data[k]))
			goto done;
	}
	bool any = false;
	for (size_t k = 0; k < t.lossOps.len; k++) {
		PirOperation *lossOp = t.lossOps.data[k];
		if (abIntegerType(pirValueGetType(losses[k])) && (!abNeedsGrad(&ab, losses[k]) || !ab.usefulSource)) {
			/* No gradient reaches an integer loss (an argmax, as
			 * hrnet's last output, or its scale by a constant: the
			 * loss is varied through the fill, but no source gets a
			 * gradient): the wrong output was taken for the loss, and
			 * all-zero gradients would go unnoticed. */
			pirEmitOpError(lossOp, "outputs an integer loss that no gradient reaches (it does not depend "
					       "differentiably on any input); choose a floating-point output as the loss "
					       "(option loss)");
			goto done;
		}
		if (abIntegerType(pirValueGetType(losses[k])) && ab.usefulFloat) {
			/* An integer computed from floating-point values (a cast,
			 * a rounding) is piecewise constant: its true derivative is
			 * zero, and the chain rule through the cast would not be. */
			pirEmitOpError(lossOp, "outputs an integer loss computed from floating-point values; its derivative "
					       "is zero wherever it exists: choose a floating-point output as the loss (option "
					       "loss)");
			goto done;
		}
		any = any || abNeedsGrad(&ab, losses[k]);
	}
	if (ab.integerStep) {
		/* As an integer loss computed from floating-point values, one
		 * step inside a floating-point loss (abAnalyse found it). */
		PirOperation *op = ab.integerStep;
		pirEmitOpError(op, "gives an integer computed from floating-point values, and the loss depends on it: its "
				   "derivative is zero wherever it exists, but its grad op would pass the loss's gradient "
				   "on; make the result stop_gradient to differentiate without that path");
		goto done;
	}
	if (!any) {
		/* Nothing to differentiate: no input needs a gradient, so there
		 * is no @GRAD output and no grad op; the program stays as it is.
		 * Unless that is because a buffer written in place hides the
		 * dependence (scale(w@GRAD) of a first backward that accumulated
		 * w's gradient with add_): checked on the ops the losses are
		 * computed from. */
		ok = ab.anyWrites ? checkCone(&ab, losses, t.lossOps.len, abCheckWrites) : true;
		goto done;
	}
	if (ab.anyWrites && !checkCone(&ab, losses, t.lossOps.len, abCheckHiddenReads))
		goto done;
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, nestedRead, &ab);
	if (ab.failed)
		goto done;
	/* Instrument the region ops the gradient goes through, innermost
	 * first, so that a region pushes the stacks of the ops it holds. */
	pirProgramWalk(prog, PIR_WALK_POST_ORDER, collect, &ab);
	if (ab.regionOps.len && !abFindStackOps(&ab))
		goto done;
	for (size_t k = 0; k < ab.regionOps.len; k++) {
		ab.loc = pirOperationGetLoc(ab.regionOps.data[k]);
		if (!abInstrument(&ab, ab.regionOps.data[k]))
			goto done;
	}
	PirOperation *lastForward = top->last;
	abPushFrame(&ab, top, top);
	/* Each loss's seed: the named seed value (option target-gradients), or a fill
	 * of 1; several losses add up (Paddle's calc_gradient of several
	 * targets). */
	for (size_t k = 0; k < t.lossOps.len && !ab.failed; k++) {
		if (!abNeedsGrad(&ab, losses[k]))
			continue;
		ab.loc = pirOperationGetLoc(t.lossOps.data[k]);
		PirValue *seed = t.seeds.data[k];
		if (!seed) {
			seed = filled(&ab, top, NULL, losses[k], 1.0);
			if (!seed)
				goto done;
			pirPtrVecPush(&seeds, seed);
		}
		abAddGrad(&ab, losses[k], seed);
	}
	if (ab.failed || !buildFrom(&ab, lastForward))
		goto done;
	for (size_t k = 0; k < ab.gradStackList.len && !ab.failed; k++)
		if (!((ABGradStack *)ab.gradStackList.data[k])->popped) {
			pirEmitDiagnostic(ab.ctx, PIR_SEV_ERROR, ab.loc,
					  "append-backward: internal error: the gradients of popped values were not taken "
					  "back to the loop that pushed them");
			ab.failed = true;
		}
	emitOutputs(&ab, lastForward);
	emitValueOutputs(&ab, &t);
	/* A seed nothing reads (the loss comes from constants only, as in the
	 * seed's §2.3.1 if) would be forward dead code the inverse cannot tell
	 * from the program's own: it goes. */
	for (size_t k = 0; k < seeds.len && !ab.failed; k++)
		if (!pirValueHasUses(seeds.data[k]))
			pirOperationErase(pirValueGetDefiningOp(seeds.data[k]));
	ok = !ab.failed;
	run->changed = true;
	/* A safety net: the grad ops come from tables, and a table may ask for
	 * what the forward op cannot supply (fuzzing once found conv2d_grad
	 * without the attributes conv2d left to their defaults). Refuse rather
	 * than hand on an invalid program. */
	if (ok && !pirPassVerifyResult(prog)) {
		pirEmitDiagnostic(prog->ctx, PIR_SEV_ERROR, pirOperationGetLoc(prog->module),
				  "append-backward built an invalid program (see the error above); nothing is output");
		ok = false;
	}
done:
	abTargetsFree(&t);
	pirPtrVecFree(&seeds);
	pirPtrVecFree(&ab.wrt);
	pirPtrMapFree(&ab.noGrad);
	pirPtrMapFree(&ab.gradStacks);
	pirPtrMapFree(&ab.writerOf);
	pirPtrMapFree(&ab.readsOf);
	pirPtrVecFree(&ab.gradStackList);
	free(losses);
	while (ab.depth)
		abPopFrame(&ab);
	pirPtrVecFree(&ab.regionOps);
	pirPtrMapFree(&ab.chain);
	pirPtrVecFree(&ab.values);
	pirPtrMapFree(&ab.blockFrame);
	pirPtrMapFree(&ab.pushed);
	pirPtrMapFree(&ab.stackOf);
	pirPtrMapFree(&ab.diffMask);
	pirPtrMapFree(&ab.gradOf);
	pirPtrMapFree(&ab.bufRoot);
	pirPtrMapFree(&ab.bufWriters);
	pirPtrMapFree(&ab.bufSorted);
	pirPtrMapFree(&ab.bufVaried);
	pirPtrMapFree(&ab.opOrder);
	pirPtrVecFree(&ab.arrayValues);
	pirPtrMapFree(&ab.arrayMembers);
	pirPtrMapFree(&ab.arrayBad);
	pirPtrMapFree(&ab.arrayActive);
	pirArenaDestroy(&ab.arena);
	free(ab.frames);
	if (!ok && !pirContextGetErrorCount(prog->ctx))
		pirEmitDiagnostic(prog->ctx, PIR_SEV_ERROR, pirOperationGetLoc(prog->module), "append-backward failed");
	return ok;
}

const PirPass pirAppendBackwardPass = {
	.argument = "append-backward",
	.name = "AppendBackward",
	.summary = "Append the gradient program of the loss; control flow's backward as Paddle's second if/while or the "
		   "design's if_grad/while_grad (docs/passes.md)",
	.options = {{"design", "Stack form: 1 = the design's create_stack/push_back/pop_back/is_empty with init "
			       "regions, 0 = Paddle's stack_create/tuple_push/tuple_pop/has_elements",
		     0, false, PIR_PASS_OPTION_INT},
		    {"loss",
		     "The losses, separated by ',': an output's name, or digits: the N-th output op of the module block "
		     "(from 0; -1: the last, the default); several add up",
		     -1, false, PIR_PASS_OPTION_NAMES},
		    {"target-gradients", "The gradients the losses start from (Paddle's target_gradients): input "
					 "names, one per loss; default: ones",
		     0, false, PIR_PASS_OPTION_NAMES},
		    {"wrt", "Differentiate with respect to these inputs, parameters or outputs' values only (Paddle's "
			    "parameter_list); default: every input not stop_gradient",
		     0, false, PIR_PASS_OPTION_NAMES},
		    {"no-grad", "Inputs, parameters or outputs' values no gradient flows through (Paddle's no_grad_set)",
		     0, false, PIR_PASS_OPTION_NAMES},
		    {"region-grads",
		     "Backward of if/while: 1 = Paddle's second pd_op.if/pd_op.while marked op_role 1, 0 = the design's "
		     "if_grad/while_grad; default (-1): 1 with Paddle's stack form, 0 with design=1",
		     -1, false, PIR_PASS_OPTION_INT}},
	.stats = {{"num-grad-ops", "Number of grad ops built from the catalogue's backward entries"},
		  {"num-region-grads", "Number of backward if/while (or if_grad/while_grad) ops built"},
		  {"num-grad-outputs", "Number of <name>@GRAD outputs appended"}},
	.run = runAppendBackward,
};
