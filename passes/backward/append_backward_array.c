/* append_backward_array.c: the backward of tensor arrays in --append-backward (docs/passes.md,
 * "Tensor arrays"). An array is a buffer: array_write writes it in place, and every name of it
 * (the writes' results, the block arguments and results of the if/while carrying it: one buffer,
 * abFindWrites) sees its current elements. Its gradient is one array G per buffer, of the same
 * length, whose element k is the gradient of element k; the backward runs the forward's reads and
 * writes in reverse, each changing G in place. The ops are found by role, never by name:
 *   y = array_read(A, i)        G[i] += grad(y): t = array_read(G, i); array_write(G, t + grad(y), i)
 *   A' = array_write(A, x, i)   grad(x) = array_read(G, i); G[i] = 0 (the write replaced the
 *                               element): array_write(G, zeros, i); no zeroing for the first
 *                               write into the buffer, in its own block
 *   out = array_to_tensor(A)    G += tensor_to_array(A, grad(out)) (its catalogue backward; a sum
 *                               of whole arrays, add_n_array, as Paddle's)
 *   T = tensor_to_array(A, t)   grad(t) = array_to_tensor(grad(T))
 * G is made (zeros like the array, array_fill_like) when first needed, in the backward block of
 * the buffer's first value, before the backward region op being built there; the backward of a
 * loop carrying the array carries G as a loop value (block argument in, yield out, as Paddle's
 * while_grad), so inside it G's name is the block argument. The name of G in each frame is kept
 * on the buffer's ABValue, saved and restored with the frames. */
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

/* The ABValue of array v's buffer (its first value), which holds G. */
static ABValue *bufferOf(AB *ab, PirValue *v)
{
	return abInfo(ab, abBufRoot(ab, v));
}

PirValue *abArrayGradOf(AB *ab, PirValue *v)
{
	ABValue *g = bufferOf(ab, v);
	return g->gradDepth ? g->grad : NULL;
}

void abSetArrayGrad(AB *ab, PirValue *v, PirValue *grad, size_t depth)
{
	ABValue *g = bufferOf(ab, v);
	if (g->gradDepth != depth + 1) {
		ABSaved *sv = pirArenaAlloc(&ab->arena, sizeof *sv);
		*sv = (ABSaved){g, g->grad, g->gradDepth};
		pirPtrVecPush(&ab->frames[depth].saved, sv);
	}
	g->grad = grad;
	g->gradDepth = (uint32_t)depth + 1;
	/* A new name of G in a branch of a backward if that returns the
	 * gradient arrays of buffers defined outside it (ABFrame.arrays). */
	ABFrame *f = &ab->frames[depth];
	if (f->arrays && abFrameOf(ab, g->v) < (long)depth && !pirPtrMapGet(&f->arraySeen, g)) {
		pirPtrMapPut(&f->arraySeen, g, g);
		pirPtrVecPush(&f->arrayList, g);
	}
}

/* G of v's buffer, made (zeros) when it has none: like v at the end of
 * the current backward block when the buffer is defined in this frame,
 * else like its first value before the region op being built in that
 * value's frame. */
PirValue *abEnsureArrayGrad(AB *ab, PirValue *v)
{
	PirValue *g = abArrayGradOf(ab, v);
	if (g || ab->failed)
		return g;
	PirValue *root = abBufRoot(ab, v);
	long d = abFrameOf(ab, root);
	if (d < 0) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward: internal error: a tensor array's buffer is not defined around its use");
		ab->failed = true;
		return NULL;
	}
	bool here = (size_t)d + 1 == ab->depth;
	ABFrame *f = &ab->frames[d];
	g = abArrayZeros(ab, here ? abBwd(ab) : f->bwd, here ? NULL : f->anchor, here ? v : root);
	if (g)
		abSetArrayGrad(ab, v, g, (size_t)d);
	return g;
}

/* After an in-place write w of G in the current frame: G's newest name,
 * when G is named in this frame or this frame is a branch returning G
 * (ABFrame.arrays: then its writes name G from now on, and the branch
 * yields the last name). Elsewhere G is written in place under the name
 * an enclosing frame gave it. */
static void rebind(AB *ab, PirValue *v, PirValue *w)
{
	if (w && (bufferOf(ab, v)->gradDepth == ab->depth || ab->frames[ab->depth - 1].arrays))
		abSetArrayGrad(ab, v, w, ab->depth - 1);
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
	if (!abNeedsGrad(ab, v))
		return;
	ABValue *b = bufferOf(ab, v);
	long d = abFrameOf(ab, b->v);
	bool own = b->gradDepth ? b->gradDepth == ab->depth : d >= 0 && (size_t)d + 1 == ab->depth;
	if (!own) {
		pirEmitDiagnostic(ab->ctx, PIR_SEV_ERROR, ab->loc,
				  "append-backward cannot differentiate this tensor array here: its gradient would be "
				  "the sum of two whole arrays, one of them in a region op that did not define the array "
				  "(it adds whole arrays only where the array is defined)");
		ab->failed = true;
		return;
	}
	/* Paddle sums whole-array gradients with add_n_array. */
	PirValue *s = b->gradDepth ? sumArrays(ab, b->grad, g) : g;
	if (s)
		abSetArrayGrad(ab, v, s, ab->depth - 1);
}

void abArrayGrad(AB *ab, PirOperation *op)
{
	PirOpRole role = (PirOpRole)pirOperationGetInfo(op)->role;
	PirValue *res = pirOperationGetResult(op, 0);
	if (role == PIR_ROLE_TENSOR_TO_ARRAY) {
		/* x_grad = tensor_to_array(x, t) cuts t into pieces; the gradient
		 * of t joins the pieces' gradients back (array_to_tensor, with the
		 * same axis and use_stack). */
		PirValue *t = pirOperationGetOperand(op, 1), *g = abArrayGradOf(ab, res);
		PirOpInfo *join = abRoleOp(ab, PIR_ROLE_ARRAY_TO_TENSOR);
		if (!join || !g || !abNeedsGrad(ab, t))
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
	PirValue *a = pirOperationGetOperand(op, 0);
	if (!abNeedsGrad(ab, a))
		return;
	if (role == PIR_ROLE_ARRAY_READ) {
		PirValue *gy = abFind(ab, res) ? abFind(ab, res)->grad : NULL;
		PirValue *index = gy ? abPrimal(ab, pirOperationGetOperand(op, 1)) : NULL;
		PirValue *G = index ? abEnsureArrayGrad(ab, a) : NULL;
		PirValue *t = G ? readAt(ab, G, index, pirValueGetType(gy)) : NULL;
		PirValue *s = t ? abSum(ab, abBwd(ab), t, gy) : NULL;
		rebind(ab, a, s ? writeAt(ab, G, s, index) : NULL);
		return;
	}
	/* PIR_ROLE_ARRAY_WRITE */
	PirValue *x = pirOperationGetOperand(op, 1);
	bool needX = abNeedsGrad(ab, x) && abGradType(pirValueGetType(x));
	long d = abFrameOf(ab, abBufRoot(ab, a));
	bool own = d >= 0 && (size_t)d + 1 == ab->depth;
	/* In the buffer's own block the backward runs once, in program order
	 * reversed: no G yet means no later read, so nothing to zero. In a
	 * region op, an earlier (in the backward, later) iteration may have
	 * made it: G is made now. */
	if (own && !abArrayGradOf(ab, a) && !needX)
		return;
	PirValue *index = abPrimal(ab, pirOperationGetOperand(op, 2));
	PirValue *G = index ? abEnsureArrayGrad(ab, a) : NULL;
	if (!G)
		return;
	if (needX)
		abAddGrad(ab, x, readAt(ab, G, index, pirValueGetType(x)));
	if (ab->failed || (own && abFirstWriter(ab, a) == op))
		return; /* the first write into the buffer: nothing earlier to differentiate */
	PirValue *z = abZeros(ab, abBwd(ab), NULL, x);
	rebind(ab, a, z ? writeAt(ab, G, z, index) : NULL);
}
