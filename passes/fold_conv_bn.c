/* fold_conv_bn.c: folds an inference batch norm into the convolution before it (docs/passes.md,
 * "fold-conv-bn"; seed 000 §2.1.4).
 * Changes:    y = normalize(conv(x, W), mean, var, scale, bias) with the normalization in test
 *             mode becomes conv(x, W * s) + (bias - mean * s), s = scale / sqrt(var + eps),
 *             computed by IR ops on the parameters (reshaped to the channel axis).
 * Assumes:    verified IR; the YAML's `channel` data (linear, normalize) and fold kinds are true.
 * Guarantees: only when the conv result's one user is the normalization, the normalization is
 *             functional (its write condition holds) with its other results unused, and W and the
 *             four statistics are never written (effects.c): the same values up to rounding; linear. */
#include <string.h>

#include "effects.h"
#include "pass.h"

enum { STAT_FOLDED };

typedef struct {
	PirProgram *prog;
	PirContext *ctx;
	PirPassRun *run;
	PirOpInfo *scale, *sqrt, *divide, *multiply, *subtract, *add, *reshape;
	PirPtrVec norms;
} Fold;

static PirWalkResult collect(PirOperation *op, void *ud)
{
	const PirOpInfo *info = pirOperationGetInfo(op);
	if (info->registered && info->def && info->def->channel.kind == PIR_CHANNEL_NORMALIZE)
		pirPtrVecPush(&((Fold *)ud)->norms, op);
	return PIR_WALK_ADVANCE;
}

/* The channel axis of a rank-4 value: 1 (NCHW) or 3 (NHWC); -1 when the
 * op does not write its layout attribute or writes another one. */
static int channelAxis(PirOperation *op, PirIdent *layout)
{
	PirAttribute *a = pirAttrDictLookup(pirOperationGetAttrDict(op), layout);
	if (!a || pirAttributeGetKind(a) != PIR_ATTR_STR)
		return -1;
	const char *s = pirAttributeGetText(a)->str;
	return !strcmp(s, "NCHW") ? 1 : !strcmp(s, "NHWC") ? 3 : -1;
}

/* A dense tensor of rank `rank` and a floating element type (any dims). */
static bool floatOfRank(const PirValue *v, uint32_t rank)
{
	if (!v)
		return false;
	PirType *t = pirValueGetType(v);
	if (!pirTypeIsDenseTensor(t) || pirTensorTypeGetRank(t) != rank)
		return false;
	PirTypeKind k = pirTensorTypeGetElementType(t)->kind;
	return k == PIR_TYPE_F32 || k == PIR_TYPE_F64 || k == PIR_TYPE_F16 || k == PIR_TYPE_BF16;
}

/* A dense tensor of rank `rank`, no -1 dims, a floating element type. */
static bool staticFloat(const PirValue *v, uint32_t rank)
{
	if (!floatOfRank(v, rank))
		return false;
	PirType *t = pirValueGetType(v);
	for (uint32_t i = 0; i < rank; i++)
		if (pirTensorTypeGetDim(t, i) < 0)
			return false;
	return true;
}

/* v is visible at op: an argument of op's block or of a block around it,
 * or a result of an op before op (or before an op around it) in its block
 * (positions from the effects analysis). */
static bool visibleAt(PirValue *v, PirOperation *op)
{
	PirBlock *b = pirValueGetParentBlock(v);
	for (PirOperation *o = op; o; o = pirOperationGetParentOp(o)) {
		if (pirOperationGetBlock(o) != b)
			continue;
		if (pirValueIsBlockArgument(v))
			return true;
		PirOperation *d = pirValueGetDefiningOp(v);
		return pirFxState(d)->f.pos && pirFxState(d)->f.pos < pirFxState(o)->f.pos;
	}
	return false;
}

static PirValue *build(Fold *f, PirOperation *before, PirOpInfo *info, uint32_t n, PirValue *const *operands,
		       PirType *t, PirAttrDict *attrs)
{
	PirOperationState st = {.info = info,
				.loc = pirOperationGetLoc(before),
				.numOperands = n,
				.operands = operands,
				.numResults = 1,
				.resultTypes = &t,
				.attrs = attrs};
	PirOperation *op = pirOperationCreate(f->prog, &st);
	pirBlockInsertOpBefore(pirOperationGetBlock(before), before, op);
	return pirOperationGetResult(op, 0);
}

static PirAttrDict *oneAttr(Fold *f, const char *name, PirAttribute *v)
{
	PirNamedAttr e = {pirIdentGetCStr(f->ctx, name), v};
	return pirAttrDictGet(f->ctx, 1, &e, NULL);
}

/* The ops it computes with, by what they compute (fold kinds; the sum role). */
static bool findOps(Fold *f)
{
	f->scale = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_SCALE);
	f->sqrt = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_SQRT);
	f->divide = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_DIVIDE);
	f->multiply = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_MULTIPLY);
	f->subtract = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_SUBTRACT);
	f->reshape = pirContextGetOpInfoWithFold(f->ctx, PIR_FOLD_RESHAPE);
	f->add = pirContextGetOpInfoWithRole(f->ctx, PIR_ROLE_SUM);
	return f->scale && f->sqrt && f->divide && f->multiply && f->subtract && f->reshape && f->add;
}

static bool tryFold(Fold *f, PirOperation *bn)
{
	const PirChannelDef *nd = &pirOperationGetInfo(bn)->def->channel;
	if (!pirOperationIsFunctional(bn) || pirOpHasOwnEffects(bn) || bn->numRegions ||
	    nd->result >= bn->numResults)
		return false;
	for (uint32_t i = 0; i < bn->numResults; i++)
		if (i != nd->result && pirValueHasUses(pirOperationGetResult(bn, i)))
			return false; /* saved statistics in use */
	uint32_t ops[] = {nd->x, nd->mean, nd->variance, nd->scale, nd->bias};
	for (uint32_t i = 0; i < 5; i++)
		if (ops[i] >= bn->numOperands || !pirOperationGetOperand(bn, ops[i]))
			return false;
	PirValue *x = pirOperationGetOperand(bn, nd->x), *mean = pirOperationGetOperand(bn, nd->mean),
		 *var = pirOperationGetOperand(bn, nd->variance), *scale = pirOperationGetOperand(bn, nd->scale),
		 *bias = pirOperationGetOperand(bn, nd->bias), *out = pirOperationGetResult(bn, nd->result);
	/* x's batch and spatial dims may be -1 (a dynamic batch): only the
	 * channel count must be known. */
	if (pirValueIsBlockArgument(x) || pirValueCountUses(x) != 1 || !floatOfRank(x, 4) ||
	    pirValueGetType(out) != pirValueGetType(x))
		return false;
	PirOperation *conv = pirValueGetDefiningOp(x);
	const PirOpInfo *ci = pirOperationGetInfo(conv);
	if (!ci->registered || !ci->def || ci->def->channel.kind != PIR_CHANNEL_LINEAR || pirOpHasOwnEffects(conv) ||
	    conv->numRegions || pirValueGetIndex(x) != ci->def->channel.result || ci->def->channel.x >= conv->numOperands ||
	    pirOperationGetBlock(conv) != pirOperationGetBlock(bn))
		return false;
	int axis = channelAxis(conv, ci->def->channel.layout);
	if (axis < 0 || axis != channelAxis(bn, nd->layout))
		return false;
	uint32_t wi = ci->def->channel.x;
	PirValue *w = pirOperationGetOperand(conv, wi);
	PirType *xt = pirValueGetType(x);
	int64_t c = pirTensorTypeGetDim(xt, (uint32_t)axis);
	if (c < 0 || !staticFloat(w, 4) || pirTensorTypeGetDim(pirValueGetType(w), 0) != c)
		return false;
	PirValue *params[] = {w, mean, var, scale, bias};
	PirType *vt = pirValueGetType(mean);
	for (uint32_t i = 0; i < 5; i++) {
		/* Immutable: nothing writes them anywhere (a parameter no set_parameter reaches). */
		if (pirValueIsUnsafe(params[i]) || !visibleAt(params[i], conv) ||
		    pirTensorTypeGetElementType(pirValueGetType(params[i])) != pirTensorTypeGetElementType(xt))
			return false;
		if (i && (!staticFloat(params[i], 1) || pirValueGetType(params[i]) != vt))
			return false;
	}
	if (pirTensorTypeGetDim(vt, 0) != c)
		return false;
	double eps;
	PirAttribute *ea = pirAttrDictLookup(pirOperationGetAttrDict(bn), nd->epsilon);
	if (!ea || !pirAttributeGetNumber(ea, &eps) || !(eps >= 0 && eps <= 1e30))
		return false;

	/* s = scale / sqrt(var + eps); W' = W * reshape(s, [C,1,1,1]);
	 * b = bias - mean * s; out = conv(x, W') + reshape(b, channel axis). */
	PirContext *ctx = f->ctx;
	PirType *wt = pirValueGetType(w);
	PirNamedAttr se[] = {{pirIdentGetCStr(ctx, "bias"), pirAttrGetFloat(ctx, (float)eps)},
			     {pirIdentGetCStr(ctx, "bias_after_scale"), pirAttrGetBool(ctx, true)},
			     {pirIdentGetCStr(ctx, "scale"), pirAttrGetFloat(ctx, 1.0f)}};
	PirValue *ve = build(f, conv, f->scale, 1, &var, vt, pirAttrDictGet(ctx, 3, se, NULL));
	PirValue *sd = build(f, conv, f->sqrt, 1, &ve, vt, NULL);
	PirValue *sv[] = {scale, sd};
	PirValue *s = build(f, conv, f->divide, 2, sv, vt, NULL);
	int64_t wdims[4] = {c, 1, 1, 1}, bdims[4] = {1, 1, 1, 1};
	bdims[axis] = c;
	PirType *elem = pirTensorTypeGetElementType(xt);
	bool value = pirTypeGetKind(vt) == PIR_TYPE_VTENSOR;
	PirType *w4 = value ? pirTypeGetVTensor(ctx, elem, 4, wdims) : pirTypeGetTensor(ctx, elem, 4, wdims);
	PirType *b4 = value ? pirTypeGetVTensor(ctx, elem, 4, bdims) : pirTypeGetTensor(ctx, elem, 4, bdims);
	PirValue *s4 = build(f, conv, f->reshape, 1, &s, w4, oneAttr(f, "shape", pirAttrGetIntArray(ctx, 4, wdims)));
	PirValue *wv[] = {w, s4};
	PirValue *w2 = build(f, conv, f->multiply, 2, wv, wt, NULL);
	PirValue *mv[] = {mean, s};
	PirValue *ms = build(f, conv, f->multiply, 2, mv, vt, NULL);
	PirValue *bv[] = {bias, ms};
	PirValue *b = build(f, conv, f->subtract, 2, bv, vt, NULL);
	PirValue *bb = build(f, conv, f->reshape, 1, &b, b4, oneAttr(f, "shape", pirAttrGetIntArray(ctx, 4, bdims)));
	pirOperationSetOperand(conv, wi, w2);
	PirValue *yv[] = {x, bb};
	PirValue *y = build(f, bn, f->add, 2, yv, pirValueGetType(out), NULL);
	pirValueReplaceAllUsesWith(out, y);
	pirOperationErase(bn);
	f->run->stats[STAT_FOLDED]++;
	f->run->changed = true;
	return true;
}

static bool runFoldConvBn(PirProgram *prog, PirPassRun *run)
{
	Fold f = {.prog = prog, .ctx = pirProgramGetContext(prog), .run = run};
	pirProgramWalk(prog, PIR_WALK_PRE_ORDER, collect, &f);
	if (f.norms.len && findOps(&f)) {
		PirPtrVec unsafe = {0};
		pirAnalyzeEffects(prog, &unsafe);
		for (size_t i = 0; i < f.norms.len; i++)
			tryFold(&f, f.norms.data[i]);
		pirValueStatesZero(&unsafe);
	}
	pirPtrVecFree(&f.norms);
	return true;
}

const PirPass pirFoldConvBnPass = {
	.argument = "fold-conv-bn",
	.name = "FoldConvBn",
	.summary = "Fold a test-mode batch_norm of immutable statistics into the conv2d before it (docs/passes.md)",
	.stats = {{"num-folded", "Number of normalizations folded into their convolution"}},
	.run = runFoldConvBn,
	.keepsValueStatesClear = true, /* value words: the analysis's marks, zeroed at the end */
};
