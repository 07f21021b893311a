/* translate_control_flow.c: the legacy control-flow ops, whose sub-blocks
 * become regions: conditional_block and conditional_block_grad -> pd_op.if
 * (the false branch is synthesized) and while -> pd_op.while (loop
 * variables become block arguments), as Paddle's ProgramTranslator does. */
#include "program_translator.h"

#include <stdlib.h>
#include <string.h>

static const PdBlock *subBlock(PdTranslator *T, const PdOp *op)
{
	const PdAttr *a = pdGetAttr(op, "sub_block");
	const PdBlock *b = a ? pdGetBlock(T, a->block_idx) : NULL;
	if (!a)
		pdError(T, "has no attribute 'sub_block'");
	else if (!b)
		pdError(T, "names sub_block %d, which the program does not have", a->block_idx);
	else if (b->idx == T->blockIdx || b->idx == 0)
		pdError(T, "names its own block %d as sub_block", b->idx), b = NULL;
	return b;
}

static bool isEmptyVar(const char *name)
{
	return !strcmp(name, "@EMPTY@");
}

/* Translates `block`'s ops into the new block b, then a cf.yield of the
 * values of yields[0..n) as they stand at its end. */
static bool translateRegionBody(PdTranslator *T, const PdBlock *block, PirBlock *b, const char *const *yields,
				size_t n)
{
	pirBuilderSetInsertionPointToEnd(&T->b, b);
	bool ok = pdTranslateBlockOps(T, block);
	PirValue **vals = pirMalloc((n ? n : 1) * sizeof *vals);
	for (size_t i = 0; ok && i < n; i++)
		ok = (vals[i] = pdGetValue(T, yields[i])) != NULL;
	if (ok) {
		pirBuilderSetInsertionPointToEnd(&T->b, b);
		ok = pdCreateOp(T, "cf.yield", (uint32_t)n, vals, 0, NULL, NULL, 0, &T->stats->yields) != NULL;
	}
	free(vals);
	return ok;
}

/* pd_op.if(Cond) whose results are the variables of the output slot
 * outSlot; the variables of the input slots ins[0..nIns) are looked up
 * first (made program inputs when nothing wrote them). */
static bool translateIf(PdTranslator *T, const PdOp *op, const char *outSlot, const char *const *ins, size_t nIns)
{
	const PdBlock *sub = subBlock(T, op);
	if (!sub)
		return false;
	const char *condName = pdFirstArg(pdInputSlot(op, "Cond"));
	if (!condName) {
		pdError(T, "has no input 'Cond'");
		return false;
	}
	PirValue *cond = pdGetValue(T, condName);
	if (!cond)
		return false;
	for (size_t k = 0; k < nIns; k++) {
		const PdSlot *inputs = pdInputSlot(op, ins[k]);
		for (size_t i = 0; inputs && i < inputs->n_arguments; i++)
			if (!isEmptyVar(inputs->arguments[i]) && !pdGetValue(T, inputs->arguments[i]))
				return false;
	}
	const PdSlot *outs = pdOutputSlot(op, outSlot);
	size_t n = 0;
	const char **names = pirMalloc(((outs ? outs->n_arguments : 0) + 1) * sizeof *names);
	PirType **types = pirMalloc(((outs ? outs->n_arguments : 0) + 1) * sizeof *types);
	bool ok = true;
	for (size_t i = 0; ok && outs && i < outs->n_arguments; i++)
		if (!isEmptyVar(outs->arguments[i])) {
			names[n] = outs->arguments[i];
			ok = (types[n++] = pdVarType(T, outs->arguments[i])) != NULL;
		}
	PirOperation *ifOp = NULL;
	if (ok) {
		PdAttrList l = {0};
		PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, "pd_op.if"));
		for (uint32_t k = 0; info && info->registered && k < info->def->numAttrs; k++)
			if (!strcmp(info->def->attrs[k].name->str, "fake_false_branch"))
				pdAttrAdd(T, &l, "fake_false_branch", pirAttrGetBool(T->ctx, true));
		ifOp = pdCreateOp(T, "pd_op.if", 1, &cond, (uint32_t)n, types, &l, 2, NULL);
	}
	PirBuilder saved = T->b;
	if (ifOp) {
		/* true branch: the sub-block */
		PirBlock *tb = pirBlockCreate(T->prog), *fb = pirBlockCreate(T->prog);
		pirRegionAppendBlock(&ifOp->regions[0], tb);
		pirRegionAppendBlock(&ifOp->regions[1], fb);
		pdPushBlockScope(T, sub);
		ok = translateRegionBody(T, sub, tb, names, n);
		pdPopBlockScope(T);
		/* false branch: zeros of each result's type */
		pirBuilderSetInsertionPointToEnd(&T->b, fb);
		PirValue **vals = pirMalloc((n ? n : 1) * sizeof *vals);
		for (size_t i = 0; ok && i < n; i++) {
			PirType *t = types[i];
			const PdVar *var = pdLookupVar(T, names[i]);
			PdAttrList l = {0};
			PirOperation *z;
			if (t->kind == PIR_TYPE_TENSOR) {
				int64_t *dims = pirMalloc((t->tensor.rank + 1) * sizeof *dims);
				for (uint32_t d = 0; d < t->tensor.rank; d++)
					dims[d] = t->tensor.dims[d] < 0 ? 1 : t->tensor.dims[d];
				pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, t->tensor.rank, dims));
				pdAttrAdd(T, &l, "value", pirAttrGetDouble(T->ctx, 0));
				const char *dt = pdDataTypeName(var->type->dense_tensor->tensor->data_type);
				pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt)));
				pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "cpu", 3));
				free(dims);
				/* typed like the if's result, so the branches agree */
				z = pdCreateOp(T, "pd_op.full", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
			} else {
				const char *dt = var->type->tensor_array ? pdDataTypeName(var->type->tensor_array->tensor->data_type)
									 : "float32";
				pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt)));
				z = pdCreateOp(T, "pd_op.create_array", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
			}
			ok = z != NULL;
			if (ok)
				vals[i] = pirOperationGetResult(z, 0);
		}
		ok = ok && pdCreateOp(T, "cf.yield", (uint32_t)n, vals, 0, NULL, NULL, 0, &T->stats->yields) != NULL;
		free(vals);
	}
	T->b = saved;
	for (size_t i = 0; ok && i < n; i++)
		pdBind(T, names[i], pirOperationGetResult(ifOp, (uint32_t)i), -1);
	free(names);
	free(types);
	return ok && ifOp;
}

bool pdTranslateConditionalBlock(PdTranslator *T, const PdOp *op)
{
	if (!strcmp(op->type, "conditional_block_grad")) {
		/* the gradients of Input, from Out and Out@GRAD. A grad block
		 * that reads what the forward block computed would need the
		 * forward if to push those values on a cf.stack: such a read is
		 * an error naming the variable (not declared in any enclosing
		 * block). */
		static const char *const ins[] = {"Out", "Out@GRAD"};
		return translateIf(T, op, "Input@GRAD", ins, 2);
	}
	static const char *const ins[] = {"Input"};
	return translateIf(T, op, "Out", ins, 1);
}

bool pdTranslateWhile(PdTranslator *T, const PdOp *op)
{
	const PdBlock *sub = subBlock(T, op);
	if (!sub)
		return false;
	const char *condName = pdFirstArg(pdInputSlot(op, "Condition"));
	if (!condName) {
		pdError(T, "has no input 'Condition'");
		return false;
	}
	const PdSlot *outs = pdOutputSlot(op, "Out");
	size_t cap = (outs ? outs->n_arguments : 0) + 2, n = 0;
	const char **names = pirMalloc(cap * sizeof *names);
	PirValue **operands = pirMalloc(cap * sizeof *operands);
	PirType **types = pirMalloc(cap * sizeof *types);
	bool ok = (operands[0] = pdGetValue(T, condName)) != NULL;
	for (size_t i = 0; ok && outs && i < outs->n_arguments; i++) {
		const char *v = outs->arguments[i];
		if (!strcmp(v, condName) || isEmptyVar(v))
			continue;
		names[n] = v;
		ok = (operands[n + 1] = pdGetValue(T, v)) != NULL;
		if (ok)
			types[n] = operands[n + 1]->type;
		n++;
	}
	PirOperation *w = ok ? pdCreateOp(T, "pd_op.while", (uint32_t)n + 1, operands, (uint32_t)n, types, NULL, 1, NULL)
			     : NULL;
	PirBuilder saved = T->b;
	if (w) {
		PirBlock *body = pirBlockCreate(T->prog);
		pirRegionAppendBlock(&w->regions[0], body);
		pdPushBlockScope(T, sub);
		for (size_t i = 0; i < n; i++)
			pdBind(T, names[i], pirBlockAddArgument(T->prog, body, types[i]), -1);
		names[n] = condName; /* yield (cond, loop vars...) */
		const char **yields = pirMalloc((n + 1) * sizeof *yields);
		yields[0] = condName;
		for (size_t i = 0; i < n; i++)
			yields[i + 1] = names[i];
		ok = translateRegionBody(T, sub, body, yields, n + 1);
		free(yields);
		pdPopBlockScope(T);
	}
	T->b = saved;
	for (size_t i = 0; ok && w && i < n; i++)
		pdBind(T, names[i], pirOperationGetResult(w, (uint32_t)i), -1);
	free(names);
	free(operands);
	free(types);
	return ok && w;
}
