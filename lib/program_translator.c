/* program_translator.c: translates a decoded ProgramDesc into a PIR
 * program the way Paddle's ProgramTranslator does (docs/formats.md): parameters first, ops in order through the general
 * rule or a special translator, set_parameter for persistables written,
 * stop_gradient/persistable per result. Operand, result and attribute
 * order come from the op definitions the context has loaded (OpInfo);
 * legacy names and argument names from the op_compat table. */
#include "program_translator.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pdError(PdTranslator *T, const char *fmt, ...)
{
	if (T->failed)
		return;
	T->failed = true;
	char msg[768];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (T->op)
		pirEmitError(T->ctx, T->loc, "block %d, op %zu ('%s'): %s", T->blockIdx, T->opIdx, T->op->type, msg);
	else
		pirEmitError(T->ctx, T->loc, "%s", msg);
}

/* ------------------------------------------------------------ OpDesc */

static const PdSlot *findSlot(PdSlot *const *slots, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(slots[i]->parameter, name))
			return slots[i];
	return NULL;
}

const PdSlot *pdInputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->inputs, op->n_inputs, name);
}

const PdSlot *pdOutputSlot(const PdOp *op, const char *name)
{
	return findSlot(op->outputs, op->n_outputs, name);
}

const PdAttr *pdGetAttr(const PdOp *op, const char *name)
{
	for (size_t i = 0; i < op->n_attrs; i++)
		if (!strcmp(op->attrs[i]->name, name))
			return op->attrs[i];
	return NULL;
}

const char *pdFirstArg(const PdSlot *s)
{
	return s && s->n_arguments ? s->arguments[0] : NULL;
}

const PdBlock *pdGetBlock(PdTranslator *T, int32_t idx)
{
	const PdProgram *pd = T->pd;
	if (idx >= 0 && (size_t)idx < pd->n_blocks && pd->blocks[idx]->idx == idx)
		return pd->blocks[idx];
	for (size_t i = 0; i < pd->n_blocks; i++)
		if (pd->blocks[i]->idx == idx)
			return pd->blocks[i];
	return NULL;
}

/* ------------------------------------------------------------ scopes */

static PdScope *pushScope(PdTranslator *T, const PdBlock *block, bool top)
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

static void popScope(PdTranslator *T)
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

bool pdIsBound(PdTranslator *T, const char *name)
{
	return findBinding(T, pirIdentGetCStr(T->ctx, name)) != NULL;
}

static void bindIn(PdTranslator *T, PdScope *s, const char *name, PirValue *v, int32_t index)
{
	PirIdent *id = pirIdentGetCStr(T->ctx, name);
	PdBinding *b = pirPtrMapGet(&s->names, id);
	if (!b) {
		b = pirArenaAlloc(&T->arena, sizeof *b);
		pirPtrMapPut(&s->names, id, b);
	}
	b->value = v;
	b->index = index;
}

/* stop_gradient / persistable: one bool per result of the defining op,
 * the variable's flag in its slot (step 5 of the ProgramTranslator). */
static void setResultFlags(PdTranslator *T, PirValue *v, const PdVar *var)
{
	if (v->isArg || !var)
		return;
	PirOperation *op = v->owner.op;
	PirIdent *names[2] = {T->stopGradient, T->persistable};
	bool flags[2] = {var->stop_gradient, var->persistable};
	PirAttribute **elems = pirMalloc((op->numResults ? op->numResults : 1) * sizeof *elems);
	for (int k = 0; k < 2; k++) {
		PirAttribute *old = pirAttrDictLookup(op->attrs, names[k]);
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
	bindIn(T, T->scope, name, v, index);
	if (T->scope->top)
		setResultFlags(T, v, pdLookupVar(T, name));
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
	T->scope = T->top;
	pdBind(T, name, pirOperationGetResult(op, 0), -1);
	T->scope = cur;
	return pirOperationGetResult(op, 0);
}

PirValue *pdGetValue(PdTranslator *T, const char *name)
{
	PdBinding *b = findBinding(T, pirIdentGetCStr(T->ctx, name));
	if (b && b->index < 0)
		return b->value;
	if (b) {
		/* an element of a vector result: builtin.slice, then the name
		 * stands for the slice in this block */
		PirType *vt = b->value->type;
		if (vt->kind != PIR_TYPE_VECTOR || (uint32_t)b->index >= vt->vec.size) {
			pdError(T, "variable '%s' is bound to an element of a value that is not a vector", name);
			return NULL;
		}
		PdAttrList l = {0};
		pdAttrAdd(T, &l, "index", pirAttrGetInt32(T->ctx, b->index));
		PirOperation *s = pdCreateOp(T, "builtin.slice", 1, &b->value, 1, &vt->vec.elems[b->index], &l, 0,
					     &T->stats->slices);
		if (!s)
			return NULL;
		bindIn(T, T->scope, name, pirOperationGetResult(s, 0), -1);
		return pirOperationGetResult(s, 0);
	}
	const PdVar *var = pdLookupVar(T, name);
	if (!var || !var->type) {
		pdError(T, "reads variable '%s', which no earlier op writes and no block declares", name);
		return NULL;
	}
	return createUndefined(T, name, var);
}

/* ------------------------------------------------------- creating ops */

void pdAttrAdd(PdTranslator *T, PdAttrList *l, const char *name, PirAttribute *a)
{
	if (!a)
		return;
	if (l->n == l->cap)
		l->e = pirRealloc(l->e, (l->cap = l->cap ? l->cap * 2 : 8) * sizeof *l->e);
	l->e[l->n++] = (PirNamedAttr){pirIdentGetCStr(T->ctx, name), a};
}

bool pdOpExists(PdTranslator *T, const char *name)
{
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	return info && info->registered;
}

PirOperation *pdCreateOp(PdTranslator *T, const char *name, uint32_t nOperands, PirValue *const *operands,
			 uint32_t nResults, PirType *const *types, PdAttrList *attrs, uint32_t nRegions, size_t *counter)
{
	PirAttrDict *dict = NULL;
	if (attrs && attrs->n) {
		PirIdent *dup = NULL;
		dict = pirAttrDictGet(T->ctx, (uint32_t)attrs->n, attrs->e, &dup);
		if (!dict) {
			pdError(T, "attribute '%s' is given twice", dup->str);
		}
	}
	if (attrs) {
		free(attrs->e);
		*attrs = (PdAttrList){0};
	}
	if (T->failed)
		return NULL;
	if (!pdOpExists(T, name) && !pirContextGetAllowUnregistered(T->ctx)) {
		pdError(T, "needs op '%s', which no loaded dialect defines (use --allow-unregistered-dialect to keep it "
			   "unregistered)",
			name);
		return NULL;
	}
	PirOperation *op = pirBuilderCreateOp(&T->b, name, nOperands, operands, nResults, types, dict, nRegions);
	if (counter)
		(*counter)++;
	return op;
}

PirValue *pdCombine(PdTranslator *T, uint32_t n, PirValue *const *values)
{
	PirType **types = pirMalloc((n ? n : 1) * sizeof *types);
	for (uint32_t i = 0; i < n; i++)
		types[i] = values[i] ? values[i]->type : pirTypeGetNull(T->ctx);
	PirType *vt = pirTypeGetVector(T->ctx, n, types);
	free(types);
	PirOperation *op = pdCreateOp(T, "builtin.combine", n, values, 1, &vt, NULL, 0, &T->stats->combines);
	return op ? pirOperationGetResult(op, 0) : NULL;
}

PirValue *pdFullIntArray(PdTranslator *T, uint32_t n, const int64_t *values)
{
	PirAttribute **elems = pirMalloc((n ? n : 1) * sizeof *elems);
	for (uint32_t i = 0; i < n; i++)
		elems[i] = pirAttrGetInt64(T->ctx, values[i]);
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "value", pirAttrGetArray(T->ctx, n, elems));
	free(elems);
	pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, "int64", 5));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "cpu", 3));
	int64_t dim = n;
	PirType *t = pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, PIR_TYPE_I64), 1, &dim);
	PirOperation *op = pdCreateOp(T, "pd_op.full_int_array", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
	return op ? pirOperationGetResult(op, 0) : NULL;
}

PirValue *pdFullScalar(PdTranslator *T, double value, const char *dtype)
{
	static const struct {
		const char *name;
		PirTypeKind kind;
	} kinds[] = {{"float32", PIR_TYPE_F32}, {"float64", PIR_TYPE_F64}, {"int32", PIR_TYPE_I32},
		     {"int64", PIR_TYPE_I64},   {"bool", PIR_TYPE_BOOL}};
	PirTypeKind k = PIR_TYPE_F32;
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (!strcmp(kinds[i].name, dtype))
			k = kinds[i].kind;
	int64_t one = 1;
	PdAttrList l = {0};
	pdAttrAdd(T, &l, "shape", pirAttrGetIntArray(T->ctx, 1, &one));
	pdAttrAdd(T, &l, "value", pirAttrGetDouble(T->ctx, value));
	pdAttrAdd(T, &l, "dtype", pirAttrGetText(T->ctx, PIR_ATTR_DATA_TYPE, dtype, strlen(dtype)));
	pdAttrAdd(T, &l, "place", pirAttrGetText(T->ctx, PIR_ATTR_PLACE, "cpu", 3));
	PirType *t = pirTypeGetTensor(T->ctx, pirTypeGetScalar(T->ctx, k), 1, &one);
	PirOperation *op = pdCreateOp(T, "pd_op.full", 0, NULL, 1, &t, &l, 0, &T->stats->helperOps);
	return op ? pirOperationGetResult(op, 0) : NULL;
}

/* ------------------------------------------------- the general rule */

static bool isEmptyVar(const char *name)
{
	return !strcmp(name, "@EMPTY@");
}

static bool defHasAttr(const PirOpDef *def, const char *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, name))
			return true;
	return false;
}

static uint32_t defAttrKinds(const PirOpDef *def, const char *name)
{
	for (uint32_t i = 0; i < def->numAttrs; i++)
		if (!strcmp(def->attrs[i].name->str, name))
			return def->attrs[i].kinds;
	return 0;
}

/* The values of every argument of a slot, in order. */
static bool slotValues(PdTranslator *T, const PdSlot *s, PirPtrVec *out)
{
	for (size_t i = 0; s && i < s->n_arguments; i++) {
		PirValue *v = pdGetValue(T, s->arguments[i]);
		if (!v)
			return false;
		pirPtrVecPush(out, v);
	}
	return true;
}

static PirValue *combineSlot(PdTranslator *T, const PdSlot *s)
{
	PirPtrVec vals = {0};
	PirValue *v = slotValues(T, s, &vals) ? pdCombine(T, (uint32_t)vals.len, (PirValue **)vals.data) : NULL;
	pirPtrVecFree(&vals);
	return v;
}

/* A mutable attribute (IntArray/Scalar argument that may come from a
 * tensor): the legacy tensor-list slot (combined), else the tensor slot,
 * else the legacy attribute materialised as full_int_array / full.
 * *present says whether anything was found. */
static PirValue *mutableOperand(PdTranslator *T, const PdOp *op, const PirOpCompatEntry *e, const PirOpDef *def,
				const char *name, bool *present)
{
	char tn[128], tsn[128], lname[128];
	if (!pirOpCompatMutableSlots(e, name, tn, tsn, sizeof tn) || (!tn[0] && !tsn[0])) {
		/* no slots named: the usual legacy spelling, SectionsTensorList / AxisTensor */
		snprintf(tsn, sizeof tsn, "%c%sTensorList", name[0] >= 'a' && name[0] <= 'z' ? name[0] - 32 : name[0], name + 1);
		snprintf(tn, sizeof tn, "%c%sTensor", name[0] >= 'a' && name[0] <= 'z' ? name[0] - 32 : name[0], name + 1);
	}
	*present = false;
	const PdSlot *s = tsn[0] ? pdInputSlot(op, tsn) : NULL;
	if (s && s->n_arguments) {
		*present = true;
		return combineSlot(T, s);
	}
	s = tn[0] ? pdInputSlot(op, tn) : NULL;
	if (!s || !s->n_arguments) {
		pirOpCompatInputSlot(e, name, lname, sizeof lname);
		s = pdInputSlot(op, lname);
	}
	if (s && s->n_arguments) {
		*present = true;
		return pdGetValue(T, s->arguments[0]);
	}
	pirOpCompatAttrName(e, name, lname, sizeof lname);
	const PdAttr *a = pdGetAttr(op, lname);
	if (!a)
		return NULL;
	*present = true;
	uint32_t kinds = defAttrKinds(def, name);
	switch (a->type) {
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INTS:
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS: {
		bool longs = a->type == PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONGS;
		size_t n = longs ? a->n_longs : a->n_ints;
		int64_t *v = pirMalloc((n ? n : 1) * sizeof *v);
		for (size_t i = 0; i < n; i++)
			v[i] = longs ? a->longs[i] : a->ints[i];
		PirValue *r = pdFullIntArray(T, (uint32_t)n, v);
		free(v);
		return r;
	}
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__INT:
		if (kinds & (1u << PIR_ATTR_INT_ARRAY)) {
			int64_t v = a->i;
			return pdFullIntArray(T, 1, &v);
		}
		return pdFullScalar(T, a->i, "int32");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__LONG: return pdFullScalar(T, (double)a->l, "int64");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT: return pdFullScalar(T, a->f, "float32");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__FLOAT64: return pdFullScalar(T, a->float64, "float64");
	case PADDLE__FRAMEWORK__PROTO__ATTR_TYPE__BOOLEAN: return pdFullScalar(T, a->b, "bool");
	default:
		*present = false;
		return NULL;
	}
}

/* Legacy attributes that only the old executor used. */
static bool frameworkAttr(const char *name)
{
	static const char *const names[] = {"op_role", "op_role_var", "op_namescope", "op_callstack", "op_device",
					    "with_quant_attr", "use_mkldnn", "use_cudnn", "mkldnn_data_type",
					    "use_quantizer", "is_test_extra"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

/* An op no dialect defines, kept (with --allow-unregistered-dialect) as
 * an unregistered op: each input slot is an operand (several variables
 * are combined), each output slot a result (a vec for several). */
static bool translateUnregistered(PdTranslator *T, const PdOp *op, const char *name, const PirOpCompatEntry *e)
{
	PirPtrVec operands = {0}, types = {0};
	bool ok = true;
	for (size_t i = 0; ok && i < op->n_inputs; i++) {
		const PdSlot *s = op->inputs[i];
		if (s->n_arguments == 1) {
			PirValue *v = pdGetValue(T, s->arguments[0]);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (s->n_arguments > 1) {
			PirValue *v = combineSlot(T, s);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		}
	}
	for (size_t i = 0; ok && i < op->n_outputs; i++) {
		const PdSlot *s = op->outputs[i];
		if (s->n_arguments == 1) {
			PirType *t = isEmptyVar(s->arguments[0]) ? pirTypeGetNull(T->ctx) : pdVarType(T, s->arguments[0]);
			ok = t != NULL;
			pirPtrVecPush(&types, t);
		} else if (s->n_arguments > 1) {
			PirType **el = pirMalloc(s->n_arguments * sizeof *el);
			for (size_t k = 0; ok && k < s->n_arguments; k++)
				ok = (el[k] = isEmptyVar(s->arguments[k]) ? pirTypeGetNull(T->ctx)
									  : pdVarType(T, s->arguments[k])) != NULL;
			if (ok)
				pirPtrVecPush(&types, pirTypeGetVector(T->ctx, (uint32_t)s->n_arguments, el));
			free(el);
		}
	}
	PdAttrList l = {0};
	for (size_t i = 0; ok && i < op->n_attrs; i++) {
		const PdAttr *a = op->attrs[i];
		if (frameworkAttr(a->name))
			continue;
		/* the PIR name of a legacy attribute: the reverse op_compat map */
		char pirName[128];
		snprintf(pirName, sizeof pirName, "%s", a->name);
		if (e && e->attrs[0]) {
			const char *s = e->attrs;
			while (s && *s) {
				while (*s == ' ' || *s == ';')
					s++;
				const char *colon = strchr(s, ':'), *semi = strchr(s, ';');
				if (!colon)
					break;
				size_t vlen = (size_t)((semi ? semi : s + strlen(s)) - colon - 1);
				if (vlen == strlen(a->name) && !memcmp(colon + 1, a->name, vlen))
					snprintf(pirName, sizeof pirName, "%.*s", (int)(colon - s), s);
				s = semi;
			}
		}
		pdAttrAdd(T, &l, pirName, pdTranslateAttr(T, a, 0));
	}
	PirOperation *pop = ok ? pdCreateOp(T, name, (uint32_t)operands.len, (PirValue **)operands.data,
					    (uint32_t)types.len, (PirType **)types.data, &l, 0, NULL)
			       : NULL;
	free(l.e);
	pirPtrVecFree(&operands);
	pirPtrVecFree(&types);
	if (!pop)
		return false;
	uint32_t r = 0;
	for (size_t i = 0; i < op->n_outputs; i++) {
		const PdSlot *s = op->outputs[i];
		if (!s->n_arguments)
			continue;
		for (size_t k = 0; k < s->n_arguments; k++)
			if (!isEmptyVar(s->arguments[k]))
				pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), s->n_arguments == 1 ? -1 : (int32_t)k);
		r++;
	}
	return true;
}

/* Whether the OpDesc writes one of the variables it reads. */
static bool isInplace(const PdOp *op)
{
	static const char *const always[] = {"adam", "adamw", "adagrad", "adamax"};
	for (size_t i = 0; i < sizeof always / sizeof *always; i++)
		if (!strcmp(op->type, always[i]))
			return true;
	for (size_t i = 0; i < op->n_inputs; i++)
		for (size_t a = 0; a < op->inputs[i]->n_arguments; a++)
			for (size_t o = 0; o < op->n_outputs; o++)
				for (size_t b = 0; b < op->outputs[o]->n_arguments; b++)
					if (!strcmp(op->inputs[i]->arguments[a], op->outputs[o]->arguments[b]))
						return true;
	return false;
}

bool pdTranslateGeneral(PdTranslator *T, const PdOp *op, const char *pirName)
{
	return pdTranslateGeneralEx(T, op, pirName, NULL);
}

static int overrideIndex(const char *const *names, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return (int)i;
	return -1;
}

bool pdTranslateGeneralEx(PdTranslator *T, const PdOp *op, const char *pirName, const PdOverrides *ov)
{
	const PirOpCompatEntry *e = pirOpCompatLookup(&T->compat, op->type);
	char name[256];
	snprintf(name, sizeof name, "pd_op.%s", pirName ? pirName : e ? e->op : op->type);
	if (isInplace(op)) {
		size_t n = strlen(name);
		if (n + 1 < sizeof name) {
			name[n] = '_';
			name[n + 1] = '\0';
			if (!pdOpExists(T, name) && pdOpExists(T, (name[n] = '\0', name)))
				; /* no in-place twin: the plain op */
			else
				name[n] = '_';
		}
	}
	PirOpInfo *info = pirContextLookupOpInfo(T->ctx, pirIdentGetCStr(T->ctx, name));
	if (!info || !info->registered) {
		if (pirContextGetAllowUnregistered(T->ctx))
			return translateUnregistered(T, op, name, e);
		pdError(T, "no PIR op '%s' is defined for it (use --allow-unregistered-dialect to keep it as an "
			   "unregistered op)",
			name);
		return false;
	}
	const PirOpDef *def = info->def;
	PirPtrVec operands = {0}, types = {0};
	bool *fromOperand = pirCalloc(def->numAttrs + 1, 1);
	char slotName[160];
	bool ok = true;
	/* operands, in the definition's order */
	for (uint32_t i = 0; ok && i < def->numInputs; i++) {
		const PirValueDef *in = &def->inputs[i];
		const char *n = in->name->str;
		int oi = ov ? overrideIndex(ov->input, ov->nInputs, n) : -1;
		if (oi >= 0) {
			for (uint32_t k = 0; k < def->numAttrs; k++)
				if (def->attrs[k].name == in->name)
					fromOperand[k] = true;
			pirPtrVecPush(&operands, ov->value[oi]);
			continue;
		}
		if (defHasAttr(def, n) || pirOpCompatIsMutable(e, n)) {
			bool present;
			PirValue *v = mutableOperand(T, op, e, def, n, &present);
			if (present && !v) {
				ok = false;
				break;
			}
			for (uint32_t k = 0; k < def->numAttrs; k++)
				if (v && def->attrs[k].name == in->name)
					fromOperand[k] = true;
			if (v || !in->variadic)
				pirPtrVecPush(&operands, v);
			continue;
		}
		pirOpCompatInputSlot(e, n, slotName, sizeof slotName);
		const PdSlot *s = pdInputSlot(op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (in->constraint == PIR_TC_VEC) {
			PirValue *v = nargs || !in->optional ? combineSlot(T, s) : NULL;
			ok = v || (!nargs && in->optional);
			pirPtrVecPush(&operands, v);
		} else if (in->variadic) {
			ok = slotValues(T, s, &operands);
		} else if (nargs == 1) {
			PirValue *v = pdGetValue(T, s->arguments[0]);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (nargs > 1) {
			PirValue *v = combineSlot(T, s);
			ok = v != NULL;
			pirPtrVecPush(&operands, v);
		} else if (in->optional) {
			pirPtrVecPush(&operands, NULL);
		} else {
			pdError(T, "has no input '%s', which operand '%s' of %s needs", slotName, n, name);
			ok = false;
		}
	}
	/* results, in the definition's order */
	for (uint32_t i = 0; ok && i < def->numOutputs; i++) {
		const PirValueDef *out = &def->outputs[i];
		pirOpCompatOutputSlot(e, out->name->str, slotName, sizeof slotName);
		const PdSlot *s = pdOutputSlot(op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (out->constraint == PIR_TC_VEC || (out->variadic && nargs)) {
			PirType **el = pirMalloc((nargs ? nargs : 1) * sizeof *el);
			for (size_t k = 0; ok && k < nargs; k++)
				ok = (el[k] = isEmptyVar(s->arguments[k]) ? pirTypeGetNull(T->ctx) : pdVarType(T, s->arguments[k])) !=
				     NULL;
			if (ok && out->constraint == PIR_TC_VEC)
				pirPtrVecPush(&types, pirTypeGetVector(T->ctx, (uint32_t)nargs, el));
			else
				for (size_t k = 0; ok && k < nargs; k++)
					pirPtrVecPush(&types, el[k]);
			free(el);
		} else if (out->variadic) {
			/* no result */
		} else if (nargs && !isEmptyVar(s->arguments[0])) {
			PirType *t = pdVarType(T, s->arguments[0]);
			ok = t != NULL;
			pirPtrVecPush(&types, t);
		} else {
			pirPtrVecPush(&types, pirTypeGetNull(T->ctx));
		}
	}
	/* attributes the definition declares, from their legacy names */
	PdAttrList l = {0};
	for (uint32_t k = 0; ok && k < def->numAttrs; k++) {
		if (fromOperand[k])
			continue;
		const char *an = def->attrs[k].name->str;
		int oa = ov ? overrideIndex(ov->attr, ov->nAttrs, an) : -1;
		if (oa >= 0) {
			pdAttrAdd(T, &l, an, ov->attrValue[oa]);
			continue;
		}
		char lname[160];
		pirOpCompatAttrName(e, an, lname, sizeof lname);
		const PdAttr *a = pdGetAttr(op, lname);
		PirAttribute *v = a ? pdTranslateAttr(T, a, def->attrs[k].kinds) : NULL;
		if (!v) {
			const char *d = pdAttrDefault(op->type, an);
			if (d) {
				v = pirParseAttributeString(T->ctx, d, "<translator default>");
				if (v)
					v = pirAttrCoerce(T->ctx, v, def->attrs[k].kinds);
			}
		}
		pdAttrAdd(T, &l, an, v);
	}
	free(fromOperand);
	PirOperation *pop = ok ? pdCreateOp(T, name, (uint32_t)operands.len, (PirValue **)operands.data,
					    (uint32_t)types.len, (PirType **)types.data, &l, 0, NULL)
			       : NULL;
	free(l.e);
	pirPtrVecFree(&operands);
	pirPtrVecFree(&types);
	if (!pop)
		return false;
	/* bind the output variables */
	uint32_t r = 0;
	for (uint32_t i = 0; i < def->numOutputs && r < pop->numResults; i++) {
		const PirValueDef *out = &def->outputs[i];
		pirOpCompatOutputSlot(e, out->name->str, slotName, sizeof slotName);
		const PdSlot *s = pdOutputSlot(op, slotName);
		size_t nargs = s ? s->n_arguments : 0;
		if (out->constraint == PIR_TC_VEC) {
			for (size_t k = 0; k < nargs; k++)
				if (!isEmptyVar(s->arguments[k]))
					pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), (int32_t)k);
			r++;
		} else if (out->variadic) {
			for (size_t k = 0; k < nargs; k++, r++)
				if (!isEmptyVar(s->arguments[k]))
					pdBind(T, s->arguments[k], pirOperationGetResult(pop, r), -1);
		} else {
			if (nargs && !isEmptyVar(s->arguments[0]))
				pdBind(T, s->arguments[0], pirOperationGetResult(pop, r), -1);
			r++;
		}
	}
	return true;
}

/* --------------------------------------------------- blocks, program */

bool pdTranslateBlockOps(PdTranslator *T, const PdBlock *block)
{
	int32_t savedBlock = T->blockIdx;
	size_t savedIdx = T->opIdx;
	const PdOp *savedOp = T->op;
	bool ok = true;
	for (size_t i = 0; ok && i < block->n_ops; i++) {
		const PdOp *op = block->ops[i];
		T->blockIdx = block->idx;
		T->opIdx = i;
		T->op = op;
		T->stats->legacyOps++;
		PdOpTranslateFn fn = pdFindSpecialTranslator(op->type);
		ok = fn ? fn(T, op) : pdTranslateGeneral(T, op, NULL);
		ok = ok && !T->failed;
	}
	T->blockIdx = savedBlock;
	T->opIdx = savedIdx;
	T->op = savedOp;
	return ok;
}

static bool isFeedFetchVar(const PdVar *v)
{
	return !strcmp(v->name, "feed") || !strcmp(v->name, "fetch") ||
	       v->type->type == PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FEED_MINIBATCH ||
	       v->type->type == PADDLE__FRAMEWORK__PROTO__VAR_TYPE__TYPE__FETCH_LIST;
}

/* A persistable variable of the main block: a parameter candidate. */
static const PdVar *candidate(PdTranslator *T, const char *name)
{
	const PdVar *v = pirPtrMapGet(&T->top->vars, pirIdentGetCStr(T->ctx, name));
	return v && v->persistable && !isFeedFetchVar(v) ? v : NULL;
}

/* Step 1: builtin.parameter for each persistable read before written. */
static bool createParameters(PdTranslator *T, const PdBlock *b, PirPtrMap *params)
{
	PirPtrMap written = {0};
	bool ok = true;
	for (size_t i = 0; ok && i < b->n_ops; i++) {
		const PdOp *op = b->ops[i];
		for (size_t s = 0; ok && s < op->n_inputs; s++)
			for (size_t a = 0; ok && a < op->inputs[s]->n_arguments; a++) {
				const char *n = op->inputs[s]->arguments[a];
				PirIdent *id = pirIdentGetCStr(T->ctx, n);
				const PdVar *v = candidate(T, n);
				if (!v || pirPtrMapGet(&written, id) || pirPtrMapGet(params, id))
					continue;
				PirType *t = pdTranslateVarType(T, v->type, n);
				PdAttrList l = {0};
				pdAttrAdd(T, &l, "parameter_name", pirAttrGetStr(T->ctx, n, strlen(n)));
				PirOperation *p = t ? pdCreateOp(T, "builtin.parameter", 0, NULL, 1, &t, &l, 0, &T->stats->parameters)
						    : NULL;
				free(l.e);
				if (!p) {
					ok = false;
					break;
				}
				pirPtrMapPut(params, id, p);
				pdBind(T, n, pirOperationGetResult(p, 0), -1);
			}
		for (size_t s = 0; s < op->n_outputs; s++)
			for (size_t a = 0; a < op->outputs[s]->n_arguments; a++)
				pirPtrMapPut(&written, pirIdentGetCStr(T->ctx, op->outputs[s]->arguments[a]), (void *)1);
	}
	pirPtrMapFree(&written);
	return ok;
}

static bool readsVar(const PdOp *op, const char *name)
{
	for (size_t s = 0; s < op->n_inputs; s++)
		for (size_t a = 0; a < op->inputs[s]->n_arguments; a++)
			if (!strcmp(op->inputs[s]->arguments[a], name))
				return true;
	return false;
}

/* Step 4: builtin.set_parameter after the op that last writes a
 * persistable that is not a parameter op. */
static bool createSetParameters(PdTranslator *T, const PdBlock *b, PirPtrMap *params)
{
	PirPtrMap done = {0};
	bool ok = true;
	for (size_t i = b->n_ops; ok && i-- > 0;) {
		const PdOp *op = b->ops[i];
		if (!strcmp(op->type, "data") || !strcmp(op->type, "feed"))
			continue;
		for (size_t s = 0; ok && s < op->n_outputs; s++)
			for (size_t a = 0; ok && a < op->outputs[s]->n_arguments; a++) {
				const char *n = op->outputs[s]->arguments[a];
				PirIdent *id = pirIdentGetCStr(T->ctx, n);
				if (!candidate(T, n) || pirPtrMapGet(params, id) || pirPtrMapGet(&done, id) || readsVar(op, n))
					continue;
				PdBinding *bd = pirPtrMapGet(&T->top->names, id);
				if (!bd || bd->value->isArg)
					continue;
				pirPtrMapPut(&done, id, (void *)1);
				pirBuilderSetInsertionPointAfter(&T->b, bd->value->owner.op);
				PirValue *v = pdGetValue(T, n); /* a slice for a vector element */
				if (!v || v->isArg) {
					ok = v != NULL;
					continue;
				}
				pirBuilderSetInsertionPointAfter(&T->b, v->owner.op);
				PdAttrList l = {0};
				pdAttrAdd(T, &l, "parameter_name", pirAttrGetStr(T->ctx, n, strlen(n)));
				ok = pdCreateOp(T, "builtin.set_parameter", 1, &v, 0, NULL, &l, 0, &T->stats->setParameters) != NULL;
			}
	}
	pirPtrMapFree(&done);
	return ok;
}

static PirWalkResult countOp(PirOperation *op, void *userData)
{
	(void)op;
	(*(size_t *)userData)++;
	return PIR_WALK_ADVANCE;
}

PirProgram *pirTranslateProgramDesc(PirContext *ctx, PirLocation loc, const PdProgram *pd, PirTranslateStats *stats)
{
	memset(stats, 0, sizeof *stats);
	PdTranslator T = {.ctx = ctx, .loc = loc, .pd = pd, .stats = stats};
	T.stopGradient = pirIdentGetCStr(ctx, "stop_gradient");
	T.persistable = pirIdentGetCStr(ctx, "persistable");
	pirArenaInit(&T.arena);
	const PdBlock *main = pdGetBlock(&T, 0);
	if (!main) {
		pirEmitError(ctx, loc, "the ProgramDesc has no block 0 (%zu blocks)", pd->n_blocks);
		pirArenaDestroy(&T.arena);
		return NULL;
	}
	pirOpCompatInit(&T.compat, ctx);
	T.prog = pirProgramCreate(ctx);
	pirBuilderInit(&T.b, T.prog);
	T.b.loc = loc;
	pirBuilderSetInsertionPointToEnd(&T.b, pirProgramGetBlock(T.prog));
	T.top = pushScope(&T, main, true);
	T.blockIdx = 0;
	PirPtrMap params = {0};
	bool ok = createParameters(&T, main, &params) && pdTranslateBlockOps(&T, main) &&
		  createSetParameters(&T, main, &params) && !T.failed;
	pirPtrMapFree(&params);
	while (T.scope)
		popScope(&T);
	pirOpCompatFree(&T.compat);
	pirArenaDestroy(&T.arena);
	if (!ok) {
		pirProgramDestroy(T.prog);
		return NULL;
	}
	pirProgramWalk(T.prog, PIR_WALK_PRE_ORDER, countOp, &stats->translatedOps);
	return T.prog;
}

/* Sub-block scopes for the control-flow translators. */
void pdPushBlockScope(PdTranslator *T, const PdBlock *block)
{
	pushScope(T, block, false);
}

void pdPopBlockScope(PdTranslator *T)
{
	popScope(T);
}
