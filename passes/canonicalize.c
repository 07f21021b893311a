/* canonicalize.c: local rewrites to a fixed point (docs/passes.md, "canonicalize").
 * Changes:    a result equal to an operand (YAML `identity`) or a copy round trip
 *             (to_tensor of to_vtensor of x) is replaced by that operand; full_like of a
 *             static shape becomes full; integer shape computations whose operands are
 *             constants (YAML `fold`) become ConstantLike ops; ops left dead and free of
 *             effects go.
 * Assumes:    verified IR; traits, roles, identity and fold data are true.
 * Guarantees: no value that may be written (effects.c) is merged with another or replaced;
 *             no op with effects is removed or folded; types unchanged; linear (a worklist
 *             in which each op is queued once, and again once per operand that changes). */
#include <stdlib.h>
#include <string.h>

#include "effects.h"
#include "../lib/sys/speed_paths.h"
#include "pass.h"

enum { STAT_IDENTITY, STAT_COPIES, STAT_FILLS, STAT_FOLDED, STAT_ERASED };
enum { MAX_CONST = 64 }; /* the most elements a folded constant may hold */

/* An integer constant of rank 0 or 1 (a shape, an index, a size). */
typedef struct {
	uint32_t rank, n;
	PirTypeKind elem;
	int64_t v[MAX_CONST];
} Const;

typedef struct {
	PirProgram *prog;
	PirContext *ctx;
	PirPassRun *run;
	PirPtrVec work;
	size_t head;
	PirOpInfo *intArray, *fill; /* the ops constants are made with, found by fold kind */
	bool looked;
} Canon;

/* The queued bit is not a speed-only path (lib/sys/speed_paths.h): without
 * it an op is visited again, in another order. */
static void push(Canon *c, PirOperation *op)
{
	if (op && !pirFxState(op)->f.queued && !pirFxState(op)->f.erased) {
		pirFxState(op)->f.queued = 1;
		pirPtrVecPush(&c->work, op);
	}
}

static PirWalkResult collect(PirOperation *op, void *ud)
{
	push(ud, op);
	return PIR_WALK_ADVANCE;
}

static bool isIntElem(PirTypeKind k)
{
	return k == PIR_TYPE_I32 || k == PIR_TYPE_I64;
}

/* A dense tensor type without -1 dims. */
static bool isStatic(const PirType *t)
{
	if (!t || !pirTypeIsDenseTensor(t))
		return false;
	for (uint32_t i = 0; i < pirTensorTypeGetRank(t); i++)
		if (pirTensorTypeGetDim(t, i) < 0)
			return false;
	return true;
}

/* The type holds exactly k: its rank and length, an integer element type. */
static bool typeHolds(const PirType *t, const Const *k)
{
	if (!isStatic(t) || !isIntElem(pirTensorTypeGetElementType(t)->kind) || pirTensorTypeGetRank(t) != k->rank)
		return false;
	return k->rank == 0 ? k->n == 1 : pirTensorTypeGetDim(t, 0) == (int64_t)k->n;
}

static bool fitsElem(int64_t v, PirTypeKind elem)
{
	return elem == PIR_TYPE_I64 || (v >= INT32_MIN && v <= INT32_MAX);
}

/* The integers of an int_array or of an array of integer attributes. */
static bool attrInts(PirAttribute *a, int64_t *out, uint32_t max, uint32_t *n)
{
	if (!a)
		return false;
	PirAttrKind k = pirAttributeGetKind(a);
	if (k != PIR_ATTR_INT_ARRAY && k != PIR_ATTR_ARRAY)
		return false;
	*n = pirAttributeGetNumElements(a);
	if (*n > max)
		return false;
	for (uint32_t i = 0; i < *n; i++) {
		if (k == PIR_ATTR_INT_ARRAY) {
			out[i] = pirAttributeGetIntElement(a, i);
			continue;
		}
		PirAttribute *e = pirAttributeGetElement(a, i);
		PirAttrKind ek = pirAttributeGetKind(e);
		if (ek != PIR_ATTR_INT32 && ek != PIR_ATTR_INT64 && ek != PIR_ATTR_INDEX)
			return false;
		out[i] = pirAttributeGetIntValue(e);
	}
	return true;
}

/* A number that is an integer (1, 1.0), as int64. */
static bool attrInteger(PirAttribute *a, int64_t *out)
{
	double d;
	if (!a || !pirAttributeGetNumber(a, &d) || d != d || d < -9.2e18 || d > 9.2e18 || d != (double)(int64_t)d)
		return false;
	*out = (int64_t)d;
	return true;
}

/* v holds a known constant: a result of a ConstantLike op of fold kind
 * int_array or fill, nothing writes it, and its type holds what the
 * attributes say. */
static bool constOf(PirValue *v, Const *k)
{
	if (!v || pirValueIsBlockArgument(v) || pirValueIsUnsafe(v))
		return false;
	PirOperation *op = pirValueGetDefiningOp(v);
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (!info->registered || !info->def || !(pirOperationGetTraits(op) & PIR_TRAIT_CONSTANT_LIKE) ||
	    (info->def->fold != PIR_FOLD_INT_ARRAY && info->def->fold != PIR_FOLD_FILL) ||
	    pirOpHasOwnEffects(op) || op->numResults != 1)
		return false;
	PirType *t = pirValueGetType(v);
	if (!isStatic(t) || pirTensorTypeGetRank(t) > 1 || !isIntElem(pirTensorTypeGetElementType(t)->kind))
		return false;
	k->elem = pirTensorTypeGetElementType(t)->kind;
	k->rank = pirTensorTypeGetRank(t);
	if (info->def->fold == PIR_FOLD_INT_ARRAY) {
		if (!attrInts(pirOperationGetAttr(op, "value"), k->v, MAX_CONST, &k->n) || k->rank != 1)
			return false;
	} else if (info->def->fold == PIR_FOLD_FILL) {
		int64_t dims[8], fillv;
		uint32_t nd, count = 1;
		if (!attrInts(pirOperationGetAttr(op, "shape"), dims, 8, &nd) || nd != k->rank ||
		    !attrInteger(pirOperationGetAttr(op, "value"), &fillv))
			return false;
		if (nd == 1) {
			if (dims[0] < 0 || dims[0] > MAX_CONST)
				return false;
			count = (uint32_t)dims[0];
		}
		k->n = count;
		for (uint32_t i = 0; i < count; i++)
			k->v[i] = fillv;
	} else {
		return false;
	}
	for (uint32_t i = 0; i < k->n; i++)
		if (!fitsElem(k->v[i], k->elem))
			return false;
	return typeHolds(t, k);
}

/* One element of a constant of one element (0-D or [1]). */
static bool scalarOf(PirValue *v, int64_t *out)
{
	Const k;
	if (!constOf(v, &k) || k.n != 1)
		return false;
	*out = k.v[0];
	return true;
}

/* Operands match the definition's inputs by position: no variadic input. */
static bool positional(const PirOpDef *d)
{
	for (uint32_t i = 0; i < d->numInputs; i++)
		if (d->inputs[i].variadic)
			return false;
	return true;
}

/* The attribute, or the constant operand of the same name given instead
 * (a tensor-backed attribute). */
static bool intsOf(PirOperation *op, const char *name, int64_t *out, uint32_t max, uint32_t *n)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!positional(d))
		return false;
	for (uint32_t i = 0; i < d->numInputs && i < op->numOperands; i++)
		if (!strcmp(d->inputs[i].name->str, name) && pirOperationGetOperand(op, i)) {
			Const k;
			if (!constOf(pirOperationGetOperand(op, i), &k) || k.n > max)
				return false;
			memcpy(out, k.v, k.n * sizeof *out);
			*n = k.n;
			return true;
		}
	return attrInts(pirOperationGetAttr(op, name), out, max, n);
}

static bool numberOf(PirOperation *op, const char *name, double deflt, double *out)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (!positional(d))
		return false;
	for (uint32_t i = 0; i < d->numInputs && i < op->numOperands; i++)
		if (!strcmp(d->inputs[i].name->str, name) && pirOperationGetOperand(op, i)) {
			int64_t s;
			if (!scalarOf(pirOperationGetOperand(op, i), &s))
				return false;
			*out = (double)s;
			return true;
		}
	PirAttribute *a = pirOperationGetAttr(op, name);
	if (!a) {
		*out = deflt;
		return true;
	}
	return pirAttributeGetNumber(a, out);
}

static int64_t clampIndex(int64_t i, int64_t n)
{
	if (i < 0)
		i += n;
	return i < 0 ? 0 : i > n ? n : i;
}

static int64_t floorDiv(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* Elementwise a OP b; one of them may hold one element. */
static bool binary(PirFoldKind kind, const Const *a, const Const *b, Const *out)
{
	if (a->elem != b->elem)
		return false;
	const Const *big = a->n >= b->n ? a : b;
	if (a->n != b->n && a->n != 1 && b->n != 1)
		return false;
	out->rank = a->rank > b->rank ? a->rank : b->rank;
	out->n = big->n;
	out->elem = a->elem;
	for (uint32_t i = 0; i < out->n; i++) {
		int64_t x = a->v[a->n == 1 ? 0 : i], y = b->v[b->n == 1 ? 0 : i], r;
		switch (kind) {
		case PIR_FOLD_ADD:
			if (__builtin_add_overflow(x, y, &r))
				return false;
			break;
		case PIR_FOLD_SUBTRACT:
			if (__builtin_sub_overflow(x, y, &r))
				return false;
			break;
		case PIR_FOLD_MULTIPLY:
			if (__builtin_mul_overflow(x, y, &r))
				return false;
			break;
		case PIR_FOLD_FLOOR_DIVIDE:
			if (y == 0 || (x == INT64_MIN && y == -1))
				return false;
			r = floorDiv(x, y);
			break;
		default: return false;
		}
		out->v[i] = r;
	}
	return true;
}

/* What op computes, when its fold kind can tell from constant operands
 * (or, for shape, from the operand's static type). */
static bool foldOp(PirOperation *op, Const *out)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	PirValue *x = op->numOperands ? pirOperationGetOperand(op, 0) : NULL;
	PirType *rt = op->numResults == 1 ? pirOperationGetResultType(op, 0) : NULL;
	if (!rt || !isStatic(rt) || !isIntElem(pirTensorTypeGetElementType(rt)->kind))
		return false;
	Const a, b;
	switch ((PirFoldKind)d->fold) {
	case PIR_FOLD_SHAPE: {
		PirType *t = x ? pirValueGetType(x) : NULL;
		if (!isStatic(t) || pirValueIsUnsafe(x) || pirTensorTypeGetRank(t) > MAX_CONST)
			return false;
		out->rank = 1;
		out->n = pirTensorTypeGetRank(t);
		for (uint32_t i = 0; i < out->n; i++)
			out->v[i] = pirTensorTypeGetDim(t, i);
		break;
	}
	case PIR_FOLD_SLICE: {
		int64_t axes[2], starts[2], ends[2], dec[2];
		uint32_t na, ns, ne, nd = 0;
		if (!constOf(x, &a) || a.rank != 1 || !attrInts(pirOperationGetAttr(op, "axes"), axes, 2, &na) ||
		    na != 1 || axes[0] != 0 || !intsOf(op, "starts", starts, 2, &ns) || ns != 1 ||
		    !intsOf(op, "ends", ends, 2, &ne) || ne != 1)
			return false;
		PirAttribute *da = pirOperationGetAttr(op, "decrease_axis");
		if (da && (!attrInts(da, dec, 2, &nd) || nd > 1 || (nd == 1 && dec[0] != 0)))
			return false;
		int64_t s = clampIndex(starts[0], a.n), e = clampIndex(ends[0], a.n);
		uint32_t count = e > s ? (uint32_t)(e - s) : 0;
		if (nd == 1 && count != 1)
			return false;
		out->rank = nd == 1 ? 0 : 1;
		out->n = count;
		for (uint32_t i = 0; i < count; i++)
			out->v[i] = a.v[s + i];
		break;
	}
	case PIR_FOLD_CAST:
		if (!constOf(x, &a))
			return false;
		*out = a;
		break;
	case PIR_FOLD_RESHAPE: /* the same values; the result type says the rank */
		if (!constOf(x, &a))
			return false;
		*out = a;
		out->rank = pirTensorTypeGetRank(rt);
		break;
	case PIR_FOLD_SCALE: {
		double s, bias;
		int64_t si, bi;
		if (!constOf(x, &a) || !numberOf(op, "scale", 1, &s) || !numberOf(op, "bias", 0, &bias) ||
		    !(s >= -9.2e18 && s <= 9.2e18) || !(bias >= -9.2e18 && bias <= 9.2e18) ||
		    s != (double)(si = (int64_t)s) || bias != (double)(bi = (int64_t)bias))
			return false;
		PirAttribute *after = pirOperationGetAttr(op, "bias_after_scale");
		bool biasAfter = !after || pirAttributeGetKind(after) != PIR_ATTR_BOOL || pirAttributeGetBoolValue(after);
		*out = a;
		for (uint32_t i = 0; i < a.n; i++) {
			int64_t v = a.v[i], r;
			bool ovf = biasAfter ? __builtin_mul_overflow(v, si, &r) || __builtin_add_overflow(r, bi, &r)
					     : __builtin_add_overflow(v, bi, &r) || __builtin_mul_overflow(r, si, &r);
			if (ovf)
				return false;
			out->v[i] = r;
		}
		break;
	}
	case PIR_FOLD_ADD:
	case PIR_FOLD_SUBTRACT:
	case PIR_FOLD_MULTIPLY:
	case PIR_FOLD_FLOOR_DIVIDE:
		if (op->numOperands != 2 || !constOf(x, &a) || !constOf(pirOperationGetOperand(op, 1), &b) ||
		    !binary((PirFoldKind)d->fold, &a, &b, out))
			return false;
		break;
	default: return false;
	}
	out->elem = pirTensorTypeGetElementType(rt)->kind;
	for (uint32_t i = 0; i < out->n; i++)
		if (!fitsElem(out->v[i], out->elem))
			return false;
	return typeHolds(rt, out);
}

static const char *intDtype(PirTypeKind k)
{
	return k == PIR_TYPE_I32 ? "int32" : "int64";
}

/* Looked up once per run: the memo is a speed-only path (PIR_SPEED_ONLY),
 * the general one looks them up at every constant made. */
static void findMakers(Canon *c)
{
	if (PIR_SPEED_ONLY(c->looked))
		return;
	c->looked = true;
	c->intArray = pirContextGetOpInfoWithFold(c->ctx, PIR_FOLD_INT_ARRAY);
	c->fill = pirContextGetOpInfoWithFold(c->ctx, PIR_FOLD_FILL);
	if (c->intArray && !(c->intArray->traits & PIR_TRAIT_CONSTANT_LIKE))
		c->intArray = NULL;
	if (c->fill && !(c->fill->traits & PIR_TRAIT_CONSTANT_LIKE))
		c->fill = NULL;
}

static PirAttrDict *makeDict(Canon *c, uint32_t n, const char *const *names, PirAttribute *const *vals)
{
	PirNamedAttr e[8];
	for (uint32_t i = 0; i < n; i++)
		e[i] = (PirNamedAttr){pirIdentGetCStr(c->ctx, names[i]), vals[i]};
	return pirAttrDictGet(c->ctx, n, e, NULL);
}

static PirOperation *create(Canon *c, PirOperation *before, PirOpInfo *info, PirType *t, PirAttrDict *attrs)
{
	PirOperationState st = {.info = info,
				.loc = pirOperationGetLoc(before),
				.numResults = 1,
				.resultTypes = &t,
				.attrs = attrs};
	PirOperation *op = pirOperationCreate(c->prog, &st);
	pirBlockInsertOpBefore(pirOperationGetBlock(before), before, op);
	return op;
}

/* A ConstantLike op before `before` holding k, of type t: the int_array
 * op for a 1-D constant, the fill op for a 0-D one. No gradient flows
 * into a constant: stop_gradient [true]. */
static PirValue *materialize(Canon *c, PirOperation *before, const Const *k, PirType *t)
{
	findMakers(c);
	PirAttribute *tru = pirAttrGetBool(c->ctx, true);
	PirAttribute *sg = pirAttrGetArray(c->ctx, 1, &tru);
	const char *dt = intDtype(k->elem);
	PirAttribute *dtype = pirAttrGetText(c->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt));
	PirAttribute *place = pirAttrGetText(c->ctx, PIR_ATTR_PLACE, "cpu", 3);
	if (k->rank == 1 && c->intArray) {
		PirAttribute *elems[MAX_CONST];
		for (uint32_t i = 0; i < k->n; i++)
			elems[i] = pirAttrGetInt64(c->ctx, k->v[i]);
		const char *names[] = {"dtype", "place", "stop_gradient", "value"};
		PirAttribute *vals[] = {dtype, place, sg, pirAttrGetArray(c->ctx, k->n, elems)};
		return pirOperationGetResult(create(c, before, c->intArray, t, makeDict(c, 4, names, vals)), 0);
	}
	if (k->rank == 0 && c->fill) {
		const char *names[] = {"dtype", "place", "shape", "stop_gradient", "value"};
		PirAttribute *vals[] = {dtype, place, pirAttrGetIntArray(c->ctx, 0, NULL), sg,
					pirAttrGetDouble(c->ctx, (double)k->v[0])};
		return pirOperationGetResult(create(c, before, c->fill, t, makeDict(c, 5, names, vals)), 0);
	}
	return NULL;
}

/* stop_gradient of v: 1 or 0 from its op's per-result array, -1 unknown. */
static int stopGradient(PirValue *v)
{
	if (pirValueIsBlockArgument(v))
		return -1;
	PirAttribute *a = pirOperationGetAttr(pirValueGetDefiningOp(v), "stop_gradient");
	uint32_t i = pirValueGetIndex(v);
	if (!a || pirAttributeGetKind(a) != PIR_ATTR_ARRAY || i >= pirAttributeGetNumElements(a))
		return -1;
	PirAttribute *e = pirAttributeGetElement(a, i);
	return pirAttributeGetKind(e) == PIR_ATTR_BOOL ? pirAttributeGetBoolValue(e) : -1;
}

/* Bound to a program variable by name (shadow_output, set_parameter):
 * merging it with another value would let two names share one buffer,
 * which CSE avoids too. */
static bool boundToName(PirValue *v)
{
	for (PirOpOperand *u = pirValueGetFirstUse(v); u; u = pirOpOperandGetNextUse(u))
		if (pirOpInfoGetRole(pirOperationGetInfo(pirOpOperandGetOwner(u))) == PIR_ROLE_VARIABLE_WRITE)
			return true;
	return false;
}

/* May r's uses read x instead? Neither is ever written or aliased (so both
 * hold one value for the whole program), the types are equal, r is not
 * bound to a name, and no stop_gradient is lost. */
static bool mayMerge(PirValue *r, PirValue *x)
{
	return x && pirValueGetType(r) == pirValueGetType(x) && !pirValueIsUnsafe(r) && !pirValueIsUnsafe(x) &&
	       !boundToName(r) && !(stopGradient(r) == 1 && stopGradient(x) != 1);
}

/* Replaces r by n everywhere; r's users are looked at again. */
static void replace(Canon *c, PirValue *r, PirValue *n)
{
	for (PirOpOperand *u = pirValueGetFirstUse(r); u; u = pirOpOperandGetNextUse(u))
		push(c, pirOpOperandGetOwner(u));
	pirValueReplaceAllUsesWith(r, n);
	c->run->changed = true;
}

/* An op the pass may erase once nothing uses it: registered, ReadOnly,
 * no effects, no regions, not a terminator, and no role that makes it an
 * interface of the program (variable reads, outputs, stacks). */
static bool erasable(PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	PirOpRole role = pirOpInfoGetRole(info);
	uint32_t t = pirOperationGetTraits(op);
	bool plainRole = role == PIR_ROLE_NONE || role == PIR_ROLE_CONTAINER || role == PIR_ROLE_TO_VALUE ||
			 role == PIR_ROLE_TO_TENSOR || role == PIR_ROLE_FILL || role == PIR_ROLE_FILL_LIKE ||
			 role == PIR_ROLE_SUM || role == PIR_ROLE_NOT;
	return info->registered && plainRole && (t & PIR_TRAIT_READ_ONLY) && !(t & PIR_TRAIT_TERMINATOR) &&
	       !op->numRegions && !pirOpHasOwnEffects(op) && !op->numSuccessors && pirOperationResultsUnused(op);
}

static bool eraseIfDead(Canon *c, PirOperation *op)
{
	if (!erasable(op))
		return false;
	for (uint32_t i = 0; i < op->numOperands; i++) {
		PirValue *v = pirOperationGetOperand(op, i);
		if (v && !pirValueIsBlockArgument(v))
			push(c, pirValueGetDefiningOp(v));
	}
	pirOperationErase(op);
	pirFxState(op)->f.erased = 1;
	c->run->stats[STAT_ERASED]++;
	c->run->changed = true;
	return true;
}

/* Takes back a constant materialize() made that no use accepted: not a
 * change of the program, so neither counted nor marking the run changed. */
static void unmake(PirOperation *op)
{
	pirOperationErase(op);
	pirFxState(op)->f.erased = 1;
}

/* Makes operand i of user read n if user still verifies then: the
 * constant lets its inference rule see values it could not see before
 * (reshape to a folded [-2, 12], which Paddle rejects too), and a pass
 * must not turn a program the verifier accepts into one it rejects; such
 * an op would fail when it runs, and is left for that. */
static bool setIfAccepted(PirOperation *user, uint32_t i, PirValue *n)
{
	PirValue *old = pirOperationGetOperand(user, i);
	pirOperationSetOperand(user, i, n);
	if (pirOperationAcceptsDefinition(user))
		return true;
	pirOperationSetOperand(user, i, old);
	return false;
}

/* Replaces the folded r by its constant n at every use that accepts it
 * (setIfAccepted); false, erasing n, if none does. */
static bool replaceFolded(Canon *c, PirValue *r, PirValue *n)
{
	bool any = false;
	for (PirOpOperand *u = pirValueGetFirstUse(r), *next; u; u = next) {
		next = pirOpOperandGetNextUse(u);
		PirOperation *user = pirOpOperandGetOwner(u);
		if (setIfAccepted(user, pirOpOperandGetOperandNumber(u), n)) {
			push(c, user);
			any = true;
		}
	}
	if (any)
		c->run->changed = true;
	else
		unmake(pirValueGetDefiningOp(n));
	return any;
}

/* b = to_tensor(to_vtensor(x)): b is x when neither is written. */
static bool copyPair(Canon *c, PirOperation *op)
{
	if (pirOpInfoGetRole(pirOperationGetInfo(op)) != PIR_ROLE_TO_TENSOR || op->numOperands != 1 ||
	    op->numResults != 1)
		return false;
	PirValue *v = pirOperationGetOperand(op, 0);
	if (!v || pirValueIsBlockArgument(v))
		return false;
	PirOperation *tv = pirValueGetDefiningOp(v);
	if (pirOpInfoGetRole(pirOperationGetInfo(tv)) != PIR_ROLE_TO_VALUE || tv->numOperands != 1)
		return false;
	PirValue *b = pirOperationGetResult(op, 0), *x = pirOperationGetOperand(tv, 0);
	if (!mayMerge(b, x))
		return false;
	replace(c, b, x);
	c->run->stats[STAT_COPIES]++;
	return true;
}

static bool identity(Canon *c, PirOperation *op)
{
	int32_t k = pirOperationIdentityOperand(op);
	if (k < 0)
		return false;
	uint32_t t = pirOperationGetTraits(op);
	/* A value-semantics op, or a view that only reads (reshape): the
	 * result is a fresh buffer or an alias of x, both never written. */
	if (!(t & PIR_TRAIT_HAS_VALUE_SEMANTICS) && !((t & PIR_TRAIT_READ_ONLY) && (t & PIR_TRAIT_VIEW_LIKE)))
		return false;
	PirValue *r = pirOperationGetResult(op, pirOperationGetInfo(op)->def->identity.output);
	PirValue *x = pirOperationGetOperand(op, (uint32_t)k);
	if (!pirValueHasUses(r) || !mayMerge(r, x))
		return false;
	replace(c, r, x);
	c->run->stats[STAT_IDENTITY]++;
	return true;
}

/* full_like(x) of a static shape is a full of that shape (roles fill_like
 * and fill: the value from `value`, the dtype and shape from the result). */
static bool fillOfStatic(Canon *c, PirOperation *op)
{
	if (pirOpInfoGetRole(pirOperationGetInfo(op)) != PIR_ROLE_FILL_LIKE || op->numResults != 1 ||
	    op->numOperands < 1)
		return false;
	for (uint32_t i = 1; i < op->numOperands; i++)
		if (pirOperationGetOperand(op, i))
			return false; /* the value is an operand */
	PirValue *x = pirOperationGetOperand(op, 0), *r = pirOperationGetResult(op, 0);
	PirType *xt = x ? pirValueGetType(x) : NULL, *rt = pirValueGetType(r);
	if (!isStatic(xt) || !isStatic(rt) || pirTensorTypeGetRank(xt) != pirTensorTypeGetRank(rt) ||
	    pirTensorTypeGetRank(rt) > 16 || pirValueIsUnsafe(r) || !pirValueHasUses(r))
		return false;
	int64_t dims[16];
	for (uint32_t i = 0; i < pirTensorTypeGetRank(rt); i++)
		if ((dims[i] = pirTensorTypeGetDim(rt, i)) != pirTensorTypeGetDim(xt, i))
			return false;
	double value;
	PirAttribute *va = pirOperationGetAttr(op, "value");
	const char *dt = NULL;
	switch (pirTensorTypeGetElementType(rt)->kind) {
	case PIR_TYPE_F32: dt = "float32"; break;
	case PIR_TYPE_F64: dt = "float64"; break;
	case PIR_TYPE_F16: dt = "float16"; break;
	case PIR_TYPE_BF16: dt = "bfloat16"; break;
	case PIR_TYPE_I32: dt = "int32"; break;
	case PIR_TYPE_I64: dt = "int64"; break;
	case PIR_TYPE_BOOL: dt = "bool"; break;
	default: return false;
	}
	if (!va || !pirAttributeGetNumber(va, &value))
		return false;
	PirOpInfo *full = pirContextGetOpInfoWithRole(c->ctx, PIR_ROLE_FILL);
	if (!full)
		return false;
	PirAttribute *place = pirOperationGetAttr(op, "place");
	if (!place || pirAttributeGetKind(place) != PIR_ATTR_PLACE ||
	    !strncmp(pirAttributeGetText(place)->str, "undefined", 9))
		place = pirAttrGetText(c->ctx, PIR_ATTR_PLACE, "cpu", 3);
	PirAttribute *sg = pirOperationGetAttr(op, "stop_gradient");
	const char *names[] = {"dtype", "place", "shape", "value", "stop_gradient"};
	PirAttribute *vals[] = {pirAttrGetText(c->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt)), place,
				pirAttrGetIntArray(c->ctx, pirTensorTypeGetRank(rt), dims), pirAttrGetDouble(c->ctx, value),
				sg};
	PirOperation *n = create(c, op, full, rt, makeDict(c, sg ? 5 : 4, names, vals));
	replace(c, r, pirOperationGetResult(n, 0));
	c->run->stats[STAT_FILLS]++;
	return true;
}

/* The operand stands for an attribute of kind int_array of the same name
 * (a tensor-backed "mutable attribute": reshape's shape). */
static bool backsIntArray(const PirOpDef *d, const PirValueDef *vd)
{
	for (uint32_t i = 0; i < d->numAttrs; i++)
		if (d->attrs[i].name == vd->name)
			return d->attrs[i].kinds == (1u << PIR_ATTR_INT_ARRAY);
	return false;
}

/* A pack of one-element constants (fold kind pack, builtin.combine) read
 * where an integer array is expected (an operand backing an int_array
 * attribute: reshape's shape) is the 1-D int64 constant of those values. */
static bool foldPack(Canon *c, PirOperation *op)
{
	if (op->numResults != 1 || !op->numOperands || op->numOperands > MAX_CONST ||
	    pirValueIsUnsafe(pirOperationGetResult(op, 0)))
		return false;
	Const k = {.rank = 1, .n = op->numOperands, .elem = PIR_TYPE_I64};
	for (uint32_t i = 0; i < op->numOperands; i++)
		if (!scalarOf(pirOperationGetOperand(op, i), &k.v[i]))
			return false;
	PirValue *r = pirOperationGetResult(op, 0), *n = NULL;
	bool any = false;
	for (PirOpOperand *u = pirValueGetFirstUse(r), *next; u; u = next) {
		next = pirOpOperandGetNextUse(u);
		PirOperation *user = pirOpOperandGetOwner(u);
		const PirOpInfo *ui = pirOperationGetInfo(user);
		const PirOpDef *d = ui->def;
		uint32_t i = pirOpOperandGetOperandNumber(u);
		const PirValueDef *vd = ui->registered && d ? pirOpDefMatchValue(d->inputs, d->numInputs, user->numOperands, i) : NULL;
		if (!vd || !backsIntArray(d, vd) || pirOpHasOwnEffects(user) ||
		    user->numRegions)
			continue;
		if (!n) {
			findMakers(c);
			PirType *i64 = pirTypeGetScalar(c->ctx, PIR_TYPE_I64);
			int64_t len = k.n;
			bool value = pirTypeGetKind(pirValueGetType(pirOperationGetOperand(op, 0))) == PIR_TYPE_VTENSOR;
			PirType *t = value ? pirTypeGetVTensor(c->ctx, i64, 1, &len) : pirTypeGetTensor(c->ctx, i64, 1, &len);
			if (!c->intArray || !pirTypeSatisfiesDef(t, vd) || !(n = materialize(c, op, &k, t)))
				return any;
		}
		if (!pirTypeSatisfiesDef(pirValueGetType(n), vd) || !setIfAccepted(user, i, n))
			continue;
		push(c, user);
		any = true;
		c->run->changed = true;
	}
	if (any)
		c->run->stats[STAT_FOLDED]++;
	else if (n)
		unmake(pirValueGetDefiningOp(n));
	return any;
}

static bool fold(Canon *c, PirOperation *op)
{
	const PirOpDef *d = pirOperationGetInfo(op)->def;
	if (d->fold == PIR_FOLD_PACK)
		return foldPack(c, op);
	if (d->fold == PIR_FOLD_INT_ARRAY || d->fold == PIR_FOLD_FILL || op->numResults != 1)
		return false; /* already a constant */
	PirValue *r = pirOperationGetResult(op, 0);
	Const k;
	if (!pirValueHasUses(r) || pirValueIsUnsafe(r) || !foldOp(op, &k))
		return false;
	PirValue *n = materialize(c, op, &k, pirValueGetType(r));
	if (!n || !replaceFolded(c, r, n))
		return false;
	c->run->stats[STAT_FOLDED]++;
	return true;
}

static void visit(Canon *c, PirOperation *op)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (eraseIfDead(c, op))
		return;
	if (!info->registered || !info->def || op->numRegions || pirOpHasOwnEffects(op) ||
	    (info->traits & PIR_TRAIT_TERMINATOR))
		return;
	if (copyPair(c, op) || identity(c, op) || fillOfStatic(c, op) || (info->def->fold && fold(c, op)))
		eraseIfDead(c, op);
}

static bool runCanonicalize(PirProgram *prog, PirPassRun *run)
{
	Canon c = {.prog = prog, .ctx = pirProgramGetContext(prog), .run = run};
	PirPtrVec unsafe = {0};
	pirAnalyzeEffects(prog, &unsafe); /* op words: effects.h, plus queued and erased (ours) */
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &c);
	while (c.head < c.work.len) {
		PirOperation *op = c.work.data[c.head++];
		pirFxState(op)->f.queued = 0;
		if (!pirFxState(op)->f.erased)
			visit(&c, op);
	}
	pirPtrVecFree(&c.work);
	pirValueStatesZero(&unsafe);
	return true;
}

const PirPass pirCanonicalizePass = {
	.argument = "canonicalize",
	.name = "Canonicalize",
	.summary = "Fold identities, copy round trips, full_like of static shapes and constant shape computations "
		   "(docs/passes.md)",
	.stats = {{"num-identities", "Number of results replaced by the operand they equal"},
		  {"num-copy-pairs", "Number of to_tensor(to_vtensor(x)) replaced by x"},
		  {"num-fills", "Number of full_like of a static shape made full"},
		  {"num-folded", "Number of ops folded to constants"},
		  {"num-erased", "Number of ops erased once unused"}},
	.run = runCanonicalize,
	.clearsValueStates = true, /* the analysis zeroes every word; its marks are zeroed at the end */
	.keepsValueStatesClear = true,
};
