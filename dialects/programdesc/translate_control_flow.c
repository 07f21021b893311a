/* translate_control_flow.c: the legacy control-flow ops, whose sub-blocks
 * become regions: conditional_block and conditional_block_grad -> pd_op.if
 * (the false branch is synthesized) and while -> pd_op.while (loop
 * variables become block arguments), as Paddle's ProgramTranslator does.
 * What a grad block reads from its forward block travels on a cf.stack:
 * pushed at the end of the forward true block, popped at the start of the
 * grad one. */
#include "program_translator.h"

#include <stdlib.h>
#include <string.h>

static const PdBlock *subBlock(PdTranslator *T, const PdOp *op)
{
	const PdAttr *a = pdGetAttr(T, op, "sub_block");
	const PdBlock *b = a ? pdGetBlock(T, a->block_idx) : NULL;
	if (!a)
		pdError(T, "has no attribute 'sub_block'");
	else if (!b)
		pdError(T, "names sub_block %d, which the program does not have", a->block_idx);
	else if (b->idx == T->blockIdx || b->idx == 0)
		pdError(T, "names its own block %d as sub_block", b->idx), b = NULL;
	for (const PdScope *s = b ? T->scope : NULL; s; s = s->parent)
		if (s->block == b) {
			/* found by a block cycle: it would recurse without end */
			pdError(T, "names block %d as sub_block, which encloses it", b->idx);
			return NULL;
		}
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

/* A forward conditional_block's translation, kept for its grad op: the
 * if, its true block and that block's names (the scope is not popped). */
typedef struct PdForwardIf {
	struct PdForwardIf *next;
	PirOperation *ifOp;
	PirBlock *trueBlock;
	PdScope *scope;
} PdForwardIf;

void pdFreeForwardIfs(PdTranslator *T)
{
	for (PdForwardIf *f = T->forwardList; f; f = f->next) {
		pirPtrMapFree(&f->scope->names);
		pirPtrMapFree(&f->scope->vars);
	}
	T->forwardList = NULL;
	pirPtrMapFree(&T->forwardIfs);
}

/* Pops the current (forward true block) scope without freeing it and
 * records it under each of the forward op's Out variables. */
static void keepForwardIf(PdTranslator *T, const PdOp *op, PirOperation *ifOp, PirBlock *tb)
{
	PdScope *s = T->scope;
	T->scope = s->parent;
	PdForwardIf *f = pirArenaAlloc(&T->arena, sizeof *f);
	*f = (PdForwardIf){.next = T->forwardList, .ifOp = ifOp, .trueBlock = tb, .scope = s};
	T->forwardList = f;
	const PdSlot *outs = pdOutputSlot(op, "Out");
	for (size_t i = 0; outs && i < outs->n_arguments; i++)
		if (!isEmptyVar(outs->arguments[i]))
			pirPtrMapPut(&T->forwardIfs, pirIdentGetCStr(T->ctx, outs->arguments[i]), f);
}

static bool handleIs(const PirOpDef *d, PirIdent *type)
{
	return d->numInputs && d->inputs[0].constraint == PIR_TC_HANDLE && d->inputs[0].typeName == type;
}

/* Paddle's stack form, by role (docs/dialect-yaml.md, "Roles"): a
 * stack_create with no operands and three handles (stack, inlet, outlet),
 * the stack_push on its inlet and the stack_pop on its outlet. */
static bool findStackOps(PdTranslator *T)
{
	if (T->stackCreate)
		return true;
	size_t n;
	PirOpInfo **infos = pirContextGetOpInfos(T->ctx, &n);
	PirOpInfo *create = NULL, *push = NULL, *pop = NULL;
	for (size_t i = 0; i < n && !create; i++) {
		const PirOpDef *d = infos[i]->def;
		if (infos[i]->registered && infos[i]->role == PIR_ROLE_STACK_CREATE && !d->numInputs &&
		    d->numOutputs == 3 && !d->outputs[1].optional && !d->outputs[2].optional &&
		    d->outputs[0].constraint == PIR_TC_HANDLE && d->outputs[1].constraint == PIR_TC_HANDLE &&
		    d->outputs[2].constraint == PIR_TC_HANDLE)
			create = infos[i];
	}
	for (size_t i = 0; create && i < n; i++) {
		const PirOpDef *d = infos[i]->def;
		if (!infos[i]->registered)
			continue;
		if (!push && infos[i]->role == PIR_ROLE_STACK_PUSH && handleIs(d, create->def->outputs[1].typeName))
			push = infos[i];
		if (!pop && infos[i]->role == PIR_ROLE_STACK_POP && handleIs(d, create->def->outputs[2].typeName))
			pop = infos[i];
	}
	if (!create || !push || !pop) {
		pdError(T, "needs Paddle's stack ops (roles stack_create with stack, inlet and outlet, stack_push, "
			   "stack_pop); no loaded dialect defines them");
		return false;
	}
	T->stackCreate = create, T->stackPush = push, T->stackPop = pop;
	return true;
}

/* Whether block `inner` is block `outer` or nested in it. */
static bool blockWithin(PirBlock *inner, PirBlock *outer)
{
	for (PirBlock *b = inner; b;) {
		if (b == outer)
			return true;
		PirOperation *op = pirBlockGetParentOp(b);
		b = op ? pirOperationGetBlock(op) : NULL;
	}
	return false;
}

/* The names read by the ops of `block` and, in op order, of the blocks
 * their sub_block attributes name (nested if/while bodies), that no earlier
 * of those ops writes, that have no value in the grad scope and that the
 * forward block `fwd` gives a value: appended to names[0..*n). */
typedef struct PdReadScan {
	PirPtrMap written, seen, visited;
	const char **names;
	size_t n, cap;
} PdReadScan;

static void scanReads(PdTranslator *T, const PdScope *fwd, const PdBlock *block, PdReadScan *r)
{
	if (pirPtrMapGet(&r->visited, block))
		return; /* a block nested in itself (a damaged file) is scanned once */
	pirPtrMapPut(&r->visited, block, (void *)block);
	for (size_t k = 0; k < block->n_ops; k++) {
		const PdOp *o = block->ops[k];
		for (size_t s = 0; s < o->n_inputs; s++)
			for (size_t a = 0; a < o->inputs[s]->n_arguments; a++) {
				const char *name = o->inputs[s]->arguments[a];
				PirIdent *id = pirIdentGetCStr(T->ctx, name);
				if (pirPtrMapGet(&r->written, id) || pirPtrMapGet(&r->seen, id) || pdIsBound(T, name) ||
				    !pirPtrMapGet(&fwd->names, id))
					continue;
				pirPtrMapPut(&r->seen, id, id);
				if (r->n == r->cap)
					r->names = pirArrayGrow(r->names, r->n, &r->cap, sizeof *r->names, 8);
				r->names[r->n++] = name;
			}
		const PdAttr *sb = pdGetAttr(T, o, "sub_block");
		const PdBlock *nested = sb && sb->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BLOCK ? pdGetBlock(T, sb->block_idx) : NULL;
		if (nested)
			scanReads(T, fwd, nested, r);
		for (size_t s = 0; s < o->n_outputs; s++)
			for (size_t a = 0; a < o->outputs[s]->n_arguments; a++) {
				PirIdent *id = pirIdentGetCStr(T->ctx, o->outputs[s]->arguments[a]);
				pirPtrMapPut(&r->written, id, id);
			}
	}
}

/* The grad op's block `sub` (its scope pushed, its true block tb still
 * empty) reads names that only its forward block defines: a cf.stack
 * before the forward if, a push of their values at the end of the
 * forward true block, a pop at the start of tb whose results the names
 * then stand for (there and in the blocks nested in it). The forward op is
 * the conditional_block whose Out are this op's Out; each grad op of it
 * gets its own stack. */
static bool plumbForwardValues(PdTranslator *T, const PdOp *op, const PdBlock *sub, PirBlock *tb)
{
	const PdSlot *outs = pdInputSlot(T, op, "Out");
	PdForwardIf *f = NULL;
	for (size_t i = 0; !f && outs && i < outs->n_arguments; i++)
		f = pirPtrMapGet(&T->forwardIfs, pirIdentGetCStr(T->ctx, outs->arguments[i]));
	if (!f)
		return true;
	PdReadScan r = {.cap = 4};
	r.names = pirMalloc(r.cap * sizeof *r.names);
	scanReads(T, f->scope, sub, &r);
	size_t n = r.n;
	const char **names = r.names;
	pirPtrMapFree(&r.written);
	pirPtrMapFree(&r.seen);
	pirPtrMapFree(&r.visited);
	bool ok = true;
	if (n && !blockWithin(tb->region ? pirOperationGetBlock(pirBlockGetParentOp(tb)) : NULL,
	                      pirOperationGetBlock(f->ifOp))) {
		pdError(T, "reads variable '%s' of a forward block whose if does not enclose this op's block",
			names[0]);
		ok = false;
	}
	if (!n || !ok || !findStackOps(T)) {
		free(names);
		return ok && !T->failed;
	}
	PirBuilder saved = T->b;
	PdScope *grad = T->scope;
	/* the stack, before the forward if */
	const PirOpDef *c = T->stackCreate->def;
	PirType *ht[3];
	for (int i = 0; i < 3; i++)
		ht[i] = pirTypeGetDialect(T->ctx, c->outputs[i].typeName->str, c->outputs[i].typeName->len);
	pirBuilderSetInsertionPointBefore(&T->b, f->ifOp);
	PirOperation *stack = pdCreateOp(T, T->stackCreate->name->str, 0, NULL, 3, ht, NULL, 0, &T->stats->helperOps);
	/* the push, before the forward true block's yield, of the values
	 * the names stand for there */
	PirValue **vals = pirMalloc((n + 1) * sizeof *vals);
	PirType **types = pirMalloc((n + 1) * sizeof *types);
	ok = stack != NULL;
	vals[0] = ok ? pirOperationGetResult(stack, 1) : NULL;
	pirBuilderSetInsertionPointBefore(&T->b, pirBlockGetTerminator(f->trueBlock));
	T->scope = f->scope;
	for (size_t i = 0; ok && i < n; i++) {
		ok = (vals[i + 1] = pdGetValue(T, names[i])) != NULL;
		if (ok)
			types[i] = pirValueGetType(vals[i + 1]);
	}
	T->scope = grad;
	ok = ok && pdCreateOp(T, T->stackPush->name->str, (uint32_t)n + 1, vals, 0, NULL, NULL, 0,
			      &T->stats->helperOps) != NULL;
	/* the pop, first in the grad true block */
	PirOperation *pop = NULL;
	if (ok) {
		PirValue *outlet = pirOperationGetResult(stack, 2);
		pirBuilderSetInsertionPointToEnd(&T->b, tb);
		pop = pdCreateOp(T, T->stackPop->name->str, 1, &outlet, (uint32_t)n, types, NULL, 0,
				 &T->stats->helperOps);
		ok = pop != NULL;
	}
	for (size_t i = 0; ok && i < n; i++)
		pdBind(T, names[i], pirOperationGetResult(pop, (uint32_t)i), -1);
	T->b = saved;
	free(vals);
	free(types);
	free(names);
	return ok;
}
/* pd_op.if(Cond) whose results are the variables of the output slot
 * outSlot; the variables of the input slots ins[0..nIns) are looked up
 * first (made program inputs when nothing wrote them). */
static bool translateIf(PdTranslator *T, const PdOp *op, const char *outSlot, const char *const *ins, size_t nIns,
			bool grad)
{
	const PdBlock *sub = subBlock(T, op);
	if (!sub)
		return false;
	const char *condName = pdFirstArg(pdInputSlot(T, op, "Cond"));
	if (!condName) {
		pdError(T, "has no input 'Cond'");
		return false;
	}
	PirValue *cond = pdGetValue(T, condName);
	if (!cond)
		return false;
	for (size_t k = 0; k < nIns; k++) {
		const PdSlot *inputs = pdInputSlot(T, op, ins[k]);
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
	/* The value each Out variable has before the op: the legacy op leaves
	 * it as it is when Cond is false, so the false branch yields it
	 * (typed like the result; otherwise, or with no value, zeros). */
	PirValue **prior = pirCalloc((n ? n : 1), sizeof *prior);
	for (size_t i = 0; ok && i < n; i++)
		if (pdIsBound(T, names[i])) {
			ok = (prior[i] = pdGetValue(T, names[i])) != NULL;
			if (ok && pirValueGetType(prior[i]) != types[i])
				prior[i] = NULL;
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
		pirRegionAppendBlock(pirOperationGetRegion(ifOp, 0), tb);
		pirRegionAppendBlock(pirOperationGetRegion(ifOp, 1), fb);
		pdPushBlockScope(T, sub);
		ok = (!grad || plumbForwardValues(T, op, sub, tb)) && translateRegionBody(T, sub, tb, names, n);
		if (ok && !grad)
			keepForwardIf(T, op, ifOp, tb); /* pops the scope, keeping its names */
		else
			pdPopBlockScope(T);
		/* false branch: each Out's prior value, else zeros of its type */
		pirBuilderSetInsertionPointToEnd(&T->b, fb);
		PirValue **vals = pirMalloc((n ? n : 1) * sizeof *vals);
		for (size_t i = 0; ok && i < n; i++) {
			PirType *t = types[i];
			if (prior[i]) {
				vals[i] = prior[i];
				continue;
			}
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
	free(prior);
	free(names);
	free(types);
	return ok && ifOp;
}

bool pdTranslateConditionalBlock(PdTranslator *T, const PdOp *op)
{
	if (!strcmp(op->type, "conditional_block_grad")) {
		/* the gradients of Input, from Out and Out@GRAD; what the grad
		 * block reads from the forward block comes through a cf.stack */
		static const char *const ins[] = {"Out", "Out@GRAD"};
		/* Input names the forward inputs Input@GRAD is aligned with; the
		 * grad block reads their values by name (consumed so) */
		pdInputSlot(T, op, "Input");
		return translateIf(T, op, "Input@GRAD", ins, 2, true);
	}
	static const char *const ins[] = {"Input"};
	return translateIf(T, op, "Out", ins, 1, false);
}

bool pdTranslateWhile(PdTranslator *T, const PdOp *op)
{
	const PdBlock *sub = subBlock(T, op);
	if (!sub)
		return false;
	const char *condName = pdFirstArg(pdInputSlot(T, op, "Condition"));
	if (!condName) {
		pdError(T, "has no input 'Condition'");
		return false;
	}
	/* X lists the variables the body reads, which it reads by name
	 * (consumed so); the loop variables are Out's, as in Paddle's
	 * translator */
	pdInputSlot(T, op, "X");
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
			types[n] = pirValueGetType(operands[n + 1]);
		n++;
	}
	PirOperation *w = ok ? pdCreateOp(T, "pd_op.while", (uint32_t)n + 1, operands, (uint32_t)n, types, NULL, 1, NULL)
			     : NULL;
	PirBuilder saved = T->b;
	if (w) {
		PirBlock *body = pirBlockCreate(T->prog);
		pirRegionAppendBlock(pirOperationGetRegion(w, 0), body);
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
