/* translate_values.c: what the ProgramDesc translator knows about variable
 * names: one scope per block (its VarDescs and the values its names stand
 * for, falling back to the enclosing blocks), binding a name to a result
 * (with the stop_gradient/persistable flags of the main block), and the
 * value of a name, extracting vector elements with builtin.slice and
 * making a pd_op.data for a declared variable nothing wrote. */
#include "program_translator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ scopes */

PdScope *pdPushScope(PdTranslator *T, const PdBlock *block, bool top)
{
	PdScope *s = pirArenaAlloc(&T->arena, sizeof *s);
	s->parent = T->scope;
	s->block = block;
	s->top = top;
	for (size_t i = 0; i < block->n_vars; i++)
		pirPtrMapPut(&s->vars, pirIdentGetCStr(T->ctx, block->vars[i]->name), block->vars[i]);
	T->scope = s;
	return s;
}

void pdPopScope(PdTranslator *T)
{
	PdScope *s = T->scope;
	pirPtrMapFree(&s->names);
	pirPtrMapFree(&s->vars);
	T->scope = s->parent;
}

const PdVar *pdLookupVar(PdTranslator *T, const char *name)
{
	PirIdent *id = pirIdentGetCStr(T->ctx, name);
	for (PdScope *s = T->scope; s; s = s->parent) {
		const PdVar *v = pirPtrMapGet(&s->vars, id);
		if (v)
			return v;
	}
	return NULL;
}

static PdBinding *findBinding(PdTranslator *T, PirIdent *id)
{
	for (PdScope *s = T->scope; s; s = s->parent) {
		PdBinding *b = pirPtrMapGet(&s->names, id);
		if (b)
			return b;
	}
	return NULL;
}

PirValue *pdBoundValue(PdTranslator *T, const char *name)
{
	PdBinding *b = findBinding(T, pirIdentGetCStr(T->ctx, name));
	return b && b->index < 0 ? b->value : NULL;
}

bool pdIsBound(PdTranslator *T, const char *name)
{
	return findBinding(T, pirIdentGetCStr(T->ctx, name)) != NULL;
}

uint32_t pdBindingStamp(PdTranslator *T, const char *name)
{
	PdBinding *b = findBinding(T, pirIdentGetCStr(T->ctx, name));
	return b ? b->stamp : 0;
}

static void bindIn(PdTranslator *T, PdScope *s, const char *name, PirValue *v, int32_t index, uint32_t stamp)
{
	PirIdent *id = pirIdentGetCStr(T->ctx, name);
	PdBinding *b = pirPtrMapGet(&s->names, id);
	if (!b) {
		b = pirArenaAlloc(&T->arena, sizeof *b);
		pirPtrMapPut(&s->names, id, b);
	}
	b->value = v;
	b->index = index;
	b->why = NULL;
	b->stamp = stamp;
}

/* stop_gradient / persistable: one bool per result of the defining op,
 * the variable's flag in its slot (step 5 of the ProgramTranslator). */
static void setResultFlags(PdTranslator *T, PirValue *v, const PdVar *var)
{
	if (v->isArg || !var)
		return;
	PirOperation *op = pirValueGetDefiningOp(v);
	PirIdent *names[2] = {T->stopGradient, T->persistable};
	bool flags[2] = {var->stop_gradient, var->persistable};
	PirAttribute **elems = pirMalloc((op->numResults ? op->numResults : 1) * sizeof *elems);
	for (int k = 0; k < 2; k++) {
		PirAttribute *old = pirAttrDictLookup(pirOperationGetAttrDict(op), names[k]);
		for (uint32_t i = 0; i < op->numResults; i++)
			elems[i] = old && old->kind == PIR_ATTR_ARRAY && old->array.size == op->numResults
					   ? old->array.elems[i]
					   : pirAttrGetBool(T->ctx, false);
		elems[v->index] = pirAttrGetBool(T->ctx, flags[k]);
		pirOperationSetAttr(op, names[k]->str, pirAttrGetArray(T->ctx, op->numResults, elems));
	}
	free(elems);
}

void pdBind(PdTranslator *T, const char *name, PirValue *v, int32_t index)
{
	bindIn(T, T->scope, name, v, index, T->stamp);
	if (T->scope->top)
		setResultFlags(T, v, pdLookupVar(T, name));
}

void pdBindNone(PdTranslator *T, const char *name, const char *why)
{
	bindIn(T, T->scope, name, NULL, -1, T->stamp);
	PdBinding *b = pirPtrMapGet(&T->scope->names, pirIdentGetCStr(T->ctx, name));
	b->why = why;
}

PirType *pdVarType(PdTranslator *T, const char *name)
{
	const PdVar *var = pdLookupVar(T, name);
	if (!var) {
		pdError(T, "variable '%s' is not declared in any enclosing block", name);
		return NULL;
	}
	return var->type ? pdTranslateVarType(T, var->type, name) : NULL;
}

/* A declared variable read before anything wrote it: a program input
 * (pd_op.data, or pd_op.create_array for a tensor array) at the top of
 * the main block, like Paddle's CreateUndefinedVariable. */
static PirValue *createUndefined(PdTranslator *T, const char *name, const PdVar *var)
{
	PirType *t = pdTranslateVarType(T, var->type, name);
	if (!t)
		return NULL;
	if (var->type->type != PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__DENSE_TENSOR &&
	    var->type->type != PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__DENSE_TENSOR_ARRAY) {
		char *ts = pirTypeToString(T->ctx, t);
		pdError(T, "reads variable '%s' (%s), which no earlier op writes; only a dense tensor or a tensor array can be a "
			   "program input (pd_op.data, pd_op.create_array)",
			name, ts);
		free(ts);
		return NULL;
	}
	PirBuilder saved = T->b;
	PirBlock *top = pirProgramGetBlock(T->prog);
	if (top->first)
		pirBuilderSetInsertionPointBefore(&T->b, top->first);
	else
		pirBuilderSetInsertionPointToEnd(&T->b, top);
	PdAttrList l = {0};
	PirOperation *op;
	if (var->type->type == PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__DENSE_TENSOR_ARRAY) {
		const char *dt = pdDataTypeName(var->type->tensor_array->tensor->data_type);
		pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt)));
		op = pdCreateOp(T, "pd_op.create_array", 0, NULL, 1, &t, &l, 0, &T->stats->dataOps);
	} else {
		pdAttrAdd(T, &l, "name", pirAttrGetStr(T->ctx, name, strlen(name)));
		if (t->kind == PIR_TYPE_TENSOR) {
			pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, t->tensor.rank, t->tensor.dims));
			const char *dt = pdDataTypeName(var->type->dense_tensor->tensor->data_type);
			pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dt, strlen(dt)));
		}
		pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "undefined:0", 11));
		op = pdCreateOp(T, "pd_op.data", 0, NULL, 1, &t, &l, 0, &T->stats->dataOps);
	}
	T->b = saved;
	if (!op)
		return NULL;
	PdScope *cur = T->scope;
	uint32_t stamp = T->stamp;
	T->scope = T->top;
	T->stamp = 0; /* a read: no op wrote it */
	pdBind(T, name, pirOperationGetResult(op, 0), -1);
	T->scope = cur;
	T->stamp = stamp;
	return pirOperationGetResult(op, 0);
}

PirValue *pdGetValue(PdTranslator *T, const char *name)
{
	PdBinding *b = findBinding(T, pirIdentGetCStr(T->ctx, name));
	if (b && b->index < 0 && !b->value)
		pdError(T, "reads variable '%s', %s", name, b->why);
	if (b && b->index < 0)
		return b->value;
	if (b) {
		/* an element of a vector result: builtin.slice, then the name
		 * stands for the slice in this block */
		PirType *vt = pirValueGetType(b->value);
		if (vt->kind != PIR_TYPE_VECTOR || (uint32_t)b->index >= vt->vec.size) {
			pdError(T, "variable '%s' is bound to an element of a value that is not a vector", name);
			return NULL;
		}
		PdAttrList l = {0};
		pdAttrAdd(T, &l, "index", pirAttrGetInt32(T->ctx, b->index));
		PirOperation *s = pdCreateOp(T, T->opSlice, 1, &b->value, 1, &vt->vec.elems[b->index], &l, 0,
					     &T->stats->slices);
		if (!s)
			return NULL;
		bindIn(T, T->scope, name, pirOperationGetResult(s, 0), -1, b->stamp); /* a read: the writer's stamp */
		return pirOperationGetResult(s, 0);
	}
	const PdVar *var = pdLookupVar(T, name);
	if (!var || !var->type) {
		pdError(T, "reads variable '%s', which no earlier op writes and no block declares", name);
		return NULL;
	}
	return createUndefined(T, name, var);
}
