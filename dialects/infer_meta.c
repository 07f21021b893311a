/* infer_meta.c: the table of shape/dtype inference rules that dialect
 * YAML files name with `infer: <rule>` (docs/dialect-yaml.md), and the
 * rules that are driven by the op definition alone: gradients (an input
 * gradient has the type of the forward input of the same name) and the
 * results of branching region ops. */
#include <string.h>

#include "dialects.h"
#include "infer_meta.h"

static const struct {
	const char *name;
	PirInferMetaFn fn;
} rules[] = {
	{"unary", pirInferUnary},
	{"unary_bool", pirInferUnaryBool},
	{"elementwise", pirInferElementwise},
	{"compare", pirInferCompare},
	{"cast", pirInferCast},
	{"where", pirInferWhere},
	{"dropout", pirInferDropout},
	{"swiglu", pirInferSwiglu},
	{"full", pirInferFull},
	{"full_like", pirInferFullLike},
	{"full_int_array", pirInferFullIntArray},
	{"arange", pirInferArange},
	{"shape", pirInferShapeOp},
	{"reshape", pirInferReshape},
	{"flatten", pirInferFlatten},
	{"squeeze", pirInferSqueeze},
	{"unsqueeze", pirInferUnsqueeze},
	{"transpose", pirInferTranspose},
	{"expand", pirInferExpand},
	{"tile", pirInferTile},
	{"concat", pirInferConcat},
	{"split", pirInferSplit},
	{"split_with_num", pirInferSplitWithNum},
	{"stack", pirInferStack},
	{"slice", pirInferSlice},
	{"strided_slice", pirInferStridedSlice},
	{"gather", pirInferGather},
	{"gather_nd", pirInferGatherNd},
	{"index_select", pirInferIndexSelect},
	{"index_sample", pirInferIndexSample},
	{"embedding", pirInferEmbedding},
	{"combine", pirInferCombine},
	{"vec_slice", pirInferVecSlice},
	{"vec_split", pirInferVecSplit},
	{"matmul", pirInferMatmul},
	{"reduce", pirInferReduce},
	{"softmax", pirInferSoftmax},
	{"layer_norm", pirInferLayerNorm},
	{"rms_norm", pirInferRmsNorm},
	{"batch_norm", pirInferBatchNorm},
	{"conv2d", pirInferConv2d},
	{"pool2d", pirInferPool2d},
	{"top_k", pirInferTopK},
	{"top_p_sampling", pirInferTopPSampling},
	{"grad", pirInferGrad},
	{"unary_grad", pirInferUnaryGrad},
	{"branches", pirInferBranches},
};

PirInferMetaFn pirFindInferRule(const char *name)
{
	for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
		if (!strcmp(rules[i].name, name))
			return rules[i].fn;
	return NULL;
}

/* Gradients: a result named `N_grad` has the type of the operand named
 * `N`; failing that, when the op takes the forward's `xshape`, its dims
 * after the first (the forward input's shape). Results without such an
 * operand, and absent optional operands, are left unknown. */
void pirInferGrad(PirOperation *op, PirType **r)
{
	PirOpDef *def = op->info->def;
	PirValue *xs = pirInferOperand(op, "xshape");
	for (uint32_t i = 0; def && i < op->numResults; i++) {
		const PirValueDef *d = pirOpDefMatchValue(def->outputs, def->numOutputs, op->numResults, i);
		if (!d || d->variadic || d->name->len <= 5 || strcmp(d->name->str + d->name->len - 5, "_grad"))
			continue;
		char fwd[128];
		size_t n = d->name->len - 5;
		if (n >= sizeof fwd)
			continue;
		memcpy(fwd, d->name->str, n);
		fwd[n] = '\0';
		bool declared = false;
		for (uint32_t k = 0; k < def->numInputs; k++)
			declared |= !strcmp(def->inputs[k].name->str, fwd);
		PirShape s;
		if (declared) {
			PirValue *v = pirInferOperand(op, fwd);
			if (v)
				r[i] = v->type;
		} else if (pirInferShapeOf(xs, &s) && s.rank >= 1) {
			memmove(s.dims, s.dims + 1, (s.rank - 1) * sizeof *s.dims);
			s.rank--;
			r[i] = pirInferTensor(op->program->ctx, &s);
		}
	}
}

/* Gradients of elementwise unary ops written in terms of their output
 * (relu_grad(out, out_grad)): x_grad has the type of out_grad. */
void pirInferUnaryGrad(PirOperation *op, PirType **r)
{
	PirValue *g = pirInferOperand(op, "out_grad");
	if (op->numResults && g && pirTypeIsDenseTensor(g->type))
		r[0] = g->type;
}

/* Region ops whose regions each end by yielding the op's results (if):
 * result i has the type every such yield gives it, when they all agree. */
void pirInferBranches(PirOperation *op, PirType **r)
{
	for (uint32_t i = 0; i < op->numResults; i++) {
		PirType *t = NULL;
		bool agree = true;
		for (uint32_t k = 0; k < op->numRegions && agree; k++)
			for (PirBlock *b = op->regions[k].first; b; b = b->next) {
				PirOperation *y = b->last;
				if (!y || !pirOperationHasTrait(y, PIR_TRAIT_TERMINATOR) || y->numOperands != op->numResults ||
				    !y->operands[i].value)
					continue;
				PirType *yt = y->operands[i].value->type;
				if (t && yt != t)
					agree = false;
				t = yt;
			}
		if (agree)
			r[i] = t;
	}
}
