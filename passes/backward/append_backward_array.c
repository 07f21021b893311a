/* append_backward_array.c: the backward of tensor arrays in --append-backward (docs/passes.md,
 * "Tensor arrays"). The gradient of an array is an array of the same length whose element k is
 * the gradient of element k; the ops are found by role (array_fill_like, array_read,
 * array_write), never by name:
 *   y = array_read(A, i)        grad(A)[i] += grad(y): G = grad(A), or zeros like A
 *                               (array_fill_like); t = array_read(G, i);
 *                               grad(A) = array_write(G, t + grad(y), i), in place;
 *   A' = array_write(A, x, i)   grad(x) = array_read(grad(A'), i); grad(A) = grad(A') with
 *                               element i zeroed (the write replaced it): array_write(grad(A'),
 *                               zeros, i); none when A is a new empty array.
 * A read in a region op of an array defined outside it accumulates, as a tensor does, into a
 * buffer before the backward region op (the array's gradient so far, or zeros). Two whole-array
 * gradients of one array (an array passed through region flow, or written inside a region op
 * that did not define it) would need a sum of arrays: refused at the forward op. So is a write in
 * a loop op into an array made outside it: a later iteration reads through the buffer what an
 * earlier one wrote, a flow the values do not show. */
#include "append_backward.h"
#include "backward_role.h"

/* The op of `role`, marked op_role = 1 (strip-backward removes it). */
static PirValue *result(AB *ab, PirBlock *b, PirOperation *before, PirOpRole role, uint32_t n, PirValue *const *ops,
			PirType *type, PirNamedAttr *attr)
{
	PirOpInfo *info = abRoleOp(ab, role);
	PirNamedAttr e[2] = {{pirIdentGetCStr(ab->ctx, PIR_OP_ROLE_ATTR), pirAttrGetInt32(ab->ctx, PIR_OP_ROLE_BACKWARD)}};
	if (attr)
		e[1] = *attr;
	PirAttrDict *attrs = pirAttrDictGet(ab->ctx, attr ? 2 : 1, e, NULL);
	return info ? pirOperationGetResult(abCreate(ab, b, before, info, n, ops, 1, &type, attrs, 0), 0) : NULL;
}

PirValue *abArrayZeros(AB *ab, PirBlock *b, PirOperation *before, PirValue *like)
{
	PirValue *x = abPrimal(ab, like);
	PirOpInfo *info = abRoleOp(ab, PIR_ROLE_ARRAY_FILL_LIKE);
	if (!x || !info)
		return NULL;
	/* The role's one attribute is the fill value. */
	PirNamedAttr e = {info->def->numAttrs ? info->def->attrs[0].name : NULL, pirAttrGetFloat(ab->ctx, 0.0f)};
	return result(ab, b, before, PIR_ROLE_ARRAY_FILL_LIKE, 1, &x, pirValueGetType(like), info->def->numAttrs ? &e : NULL);
}

static PirValue *readAt(AB *ab, PirValue *array, PirValue *index, PirType *type)
{
	PirValue *ops[] = {array, index};
	return result(ab, abBwd(ab), NULL, PIR_ROLE_ARRAY_READ, 2, ops, type, NULL);
}

static PirValue *writeAt(AB *ab, PirValue *array, PirValue *x, PirValue *index)
{
	PirValue *ops[] = {array, x, index};
	return result(ab, abBwd(ab), NULL, PIR_ROLE_ARRAY_WRITE, 3, ops, pirValueGetType(array), NULL);
}

/* grad(array)[index] += g, in the current backward block. */
static void addElem(AB *ab, PirValue *array, PirValue *index, PirValue *g)
{
	if (!abNeedsGrad(ab, array))
		return;
	ABValue *i = abInfo(ab, array);
	long d = abFrameOf(ab, array);
	if (d < 0)
		return;
	bool here = (size_t)d + 1 == ab->depth;
	PirValue **target = here ? &i->grad : &i->buf;
	if (!*target) {
		ABFrame *f = &ab->frames[d];
		if (!here && i->grad) {
			*target = i->grad; /* accumulated in place; abSettleBuffers keeps it */
		} else {
			*target = abArrayZeros(ab, here ? abBwd(ab) : f->bwd, here ? NULL : f->anchor, array);
		}
		if (!here)
			pirPtrVecPush(&f->pending, i);
	}
	PirValue *t = *target ? readAt(ab, *target, index, pirValueGetType(g)) : NULL;
	PirValue *s = t ? abSum(ab, abBwd(ab), t, g) : NULL;
	PirValue *w = s ? writeAt(ab, *target, s, index) : NULL;
	if (w && here)
		i->grad = w;
}

/* The sum of whole arrays x and y (an op of role array_sum on their pack). */
static PirValue *sumArrays(AB *ab, PirValue *x, PirValue *y)
{
	PirOpInfo *pack = pirContextGetPackOp(ab->ctx), *sum = abRoleOp(ab, PIR_ROLE_ARRAY_SUM);
	if (!pack || !sum) {
		if (!pack)
			pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc, "append-backward needs an op packing values into a vec");
		ab->failed = true;
		return NULL;
	}
	PirValue *xs[] = {x, y};
	PirType *ts[] = {pirValueGetType(x), pirValueGetType(y)};
	PirType *vt = pirTypeGetVector(ab->ctx, 2, ts);
	PirValue *v = pirOperationGetResult(abCreate(ab, abBwd(ab), NULL, pack, 2, xs, 1, &vt, NULL, 0), 0);
	return result(ab, abBwd(ab), NULL, PIR_ROLE_ARRAY_SUM, 1, &v, pirValueGetType(x), NULL);
}

void abAddArrayGrad(AB *ab, PirValue *v, PirValue *g)
{
	ABValue *i = abInfo(ab, v);
	long d = abFrameOf(ab, v);
	if (d < 0)
		return;
	if ((size_t)d + 1 != ab->depth) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward cannot differentiate this tensor array here: its gradient would be "
				  "the sum of two whole arrays, one of them in a region op that did not define the array "
				  "(it adds whole arrays only where the array is defined)");
		ab->failed = true;
		return;
	}
	/* Paddle sums whole-array gradients with add_n_array. */
	i->grad = i->grad ? sumArrays(ab, i->grad, g) : g;
}

void abArrayGrad(AB *ab, PirOperation *op)
{
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	PirValue *res = pirOperationGetResult(op, 0);
	PirValue *g = abFind(ab, res) ? abFind(ab, res)->grad : NULL;
	if (!g)
		return;
	if (role == PIR_ROLE_TENSOR_TO_ARRAY) {
		/* x_grad = tensor_to_array(x, t) cuts t into pieces; the gradient
		 * of t joins the pieces' gradients back (array_to_tensor, with the
		 * same axis and use_stack). */
		PirValue *t = pirOperationGetOperand(op, 1);
		PirOpInfo *join = abRoleOp(ab, PIR_ROLE_ARRAY_TO_TENSOR);
		if (!join || !abNeedsGrad(ab, t))
			return;
		PirNamedAttr e[8];
		uint32_t n = 0;
		PirAttrDict *fa = pirOperationGetAttrDict(op);
		for (uint32_t k = 0; k < fa->size && n < 7; k++)
			for (uint32_t j = 0; j < join->def->numAttrs; j++)
				if (join->def->attrs[j].name == fa->entries[k].name)
					e[n++] = fa->entries[k];
		e[n++] = (PirNamedAttr){pirIdentGetCStr(ab->ctx, PIR_OP_ROLE_ATTR), pirAttrGetInt32(ab->ctx, PIR_OP_ROLE_BACKWARD)};
		int64_t unknown = -1;
		PirType *types[2] = {pirValueGetType(t),
				     pirTypeGetTensor(ab->ctx, pirTypeGetScalar(ab->ctx, PIR_TYPE_I32), 1, &unknown)};
		PirOperation *j = abCreate(ab, abBwd(ab), NULL, join, 1, &g, join->def->numOutputs >= 2 ? 2 : 1, types,
					   pirAttrDictGet(ab->ctx, n, e, NULL), 0);
		abAddGrad(ab, t, pirOperationGetResult(j, 0));
		return;
	}
	if (role == PIR_ROLE_ARRAY_READ) {
		PirValue *index = abPrimal(ab, pirOperationGetOperand(op, 1));
		if (index)
			addElem(ab, pirOperationGetOperand(op, 0), index, g);
		return;
	}
	/* PIR_ROLE_ARRAY_WRITE */
	PirValue *a = pirOperationGetOperand(op, 0), *x = pirOperationGetOperand(op, 1);
	PirValue *index = abPrimal(ab, pirOperationGetOperand(op, 2));
	if (!index)
		return;
	if (abNeedsGrad(ab, x) && abGradType(pirValueGetType(x)))
		abAddGrad(ab, x, readAt(ab, g, index, pirValueGetType(x)));
	PirOperation *def = a->isArg ? NULL : pirValueGetDefiningOp(a);
	if (ab->failed || !abNeedsGrad(ab, a) || (def && pirOperationGetInfo(def)->role == PIR_ROLE_ARRAY_CREATE))
		return; /* a new empty array: no element of it is left to differentiate */
	PirValue *z = abZeros(ab, abBwd(ab), NULL, x);
	PirValue *w = z ? writeAt(ab, g, z, index) : NULL;
	if (w)
		abAddGrad(ab, a, w);
}

/* The innermost loop op around block b (NULL: none), remembered per block
 * so that every write costs its climb once. */
static PirOperation *loopAround(PirPtrMap *memo, PirBlock *b)
{
	PirOperation *p = pirBlockGetParentOp(b);
	if (!p || !pirOperationGetBlock(p))
		return NULL;
	void *known = pirPtrMapGet(memo, b);
	if (known)
		return known == (void *)memo ? NULL : known;
	PirOperation *loop = pirOperationGetInfo(p)->flow == PIR_FLOW_LOOP ? p : loopAround(memo, pirOperationGetBlock(p));
	pirPtrMapPut(memo, b, loop ? (void *)loop : (void *)memo);
	return loop;
}

typedef struct {
	AB *ab;
	PirPtrMap memo;
	bool ok;
} ArrayCheck;

static PirWalkResult checkWrite(PirOperation *op, void *user)
{
	ArrayCheck *c = user;
	if (pirOperationGetInfo(op)->role != PIR_ROLE_ARRAY_WRITE || !op->numOperands || !pirOperationGetOperand(op, 0))
		return PIR_WALK_ADVANCE;
	PirValue *root = abBufRoot(c->ab, pirOperationGetOperand(op, 0));
	if (!abNeedsGrad(c->ab, root) && !abNeedsGrad(c->ab, pirOperationGetResult(op, 0)))
		return PIR_WALK_ADVANCE;
	PirOperation *inner = loopAround(&c->memo, pirOperationGetBlock(op));
	if (inner == loopAround(&c->memo, pirValueGetParentBlock(root)))
		return PIR_WALK_ADVANCE;
	pirEmitOpError(op, "writes, inside a loop op, a tensor array made outside it, and the loss depends on the array: "
			   "an iteration may read what an earlier one wrote, which append-backward does not follow yet "
			   "(make the array inside the body)");
	c->ab->failed = true;
	c->ok = false;
	return PIR_WALK_INTERRUPT;
}

bool abCheckArrayWrites(AB *ab)
{
	ArrayCheck c = {ab, {0}, true};
	if (ab->anyWrites)
		pirProgramWalk(ab->prog, PIR_WALK_PRE_ORDER, checkWrite, &c);
	pirPtrMapFree(&c.memo);
	return c.ok;
}
