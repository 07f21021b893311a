/* roles.c: ops pir-run executes by the role their YAML declares
 * (docs/dialect-yaml.md, "Roles"), not by their name: program variables
 * (inputs, parameters, shadow outputs), outputs, containers (vecs) and
 * stacks (tensor arrays: arrays.c), select and route (the choice an index
 * operand makes). A stack and its inlet and outlet are one object; a push adds one
 * tuple, a pop removes the last one; a stack_create with a stack operand
 * copies it; a stack test answers what its
 * `true_when` declares (empty or nonempty). */
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

static ExObj *operandObj(ExRun *r, PirOperation *op, uint32_t i)
{
	if (i >= op->numOperands) {
		exError(r, op, "operand %u is missing", i);
		return NULL;
	}
	PirValue *v = pirOperationGetOperand(op, i);
	ExObj *o = v ? exMapGet(&r->env, v) : NULL;
	if (!o)
		exError(r, op, "operand %u has no value", i);
	return o;
}

static const char *strAttr(PirOperation *op, const char *name)
{
	return name ? exAttrText(op, name, NULL) : NULL;
}

static void addOutput(ExRun *r, const char *name, ExObj *o, bool isInput)
{
	if (r->numOutputs == r->capOutputs)
		r->outputs = pirArrayGrow(r->outputs, r->numOutputs, &r->capOutputs, sizeof *r->outputs, 8);
	r->outputs[r->numOutputs++] = (ExOutput){name, exRetain(o), isInput, false};
}

/* The op's (first) result is marked stop_gradient:[true]: grad-check does
 * not expect a gradient for it. */
static bool stopsGradient(PirOperation *op)
{
	PirAttribute *a = exAttr(op, "stop_gradient");
	if (a && a->kind == PIR_ATTR_ARRAY && a->array.size > 0)
		a = a->array.elems[0];
	return a && a->kind == PIR_ATTR_BOOL && a->b;
}

/* The object of variable `name` (borrowed), or NULL. */
static ExObj **findVar(ExRun *r, const char *name)
{
	for (size_t i = 0; i < r->numVars; i++)
		if (strcmp(r->vars[i].name, name) == 0)
			return &r->vars[i].value;
	return NULL;
}

static bool readVariable(ExRun *r, PirOperation *op)
{
	const char *name = strAttr(op, pirOperationGetInfo(op)->varKey ? pirOperationGetInfo(op)->varKey->str : NULL);
	if (!name)
		return exError(r, op, "the variable has no name");
	if (op->numResults != 1)
		return exError(r, op, "a variable read must have one result");
	ExObj **slot = findVar(r, name);
	ExObj *o = slot ? *slot : NULL;
	if (!o) {
		if (!(o = exReadInput(r, op, name)))
			return false;
		if (r->numVars == r->capVars)
			r->vars = pirArrayGrow(r->vars, r->numVars, &r->capVars, sizeof *r->vars, 8);
		r->vars[r->numVars++] = (ExOutput){name, o, true, false};
		addOutput(r, name, o, true);
		r->outputs[r->numOutputs - 1].stopGradient = stopsGradient(op);
	}
	exMapSet(&r->env, pirOperationGetResult(op, 0), exRetain(o));
	return true;
}

static bool writeVariable(ExRun *r, PirOperation *op, bool output)
{
	const char *key = pirOperationGetInfo(op)->varKey ? pirOperationGetInfo(op)->varKey->str : "name";
	const char *name = strAttr(op, key);
	ExObj *o = operandObj(r, op, 0);
	if (!o)
		return false;
	if (!name)
		return exError(r, op, "the output has no name (attribute '%s')", key);
	if (output) {
		if (o->kind != EX_TENSOR)
			return exError(r, op, "output '%s' is not a tensor", name);
		addOutput(r, name, o, false);
		for (uint32_t i = 0; i < op->numResults; i++)
			exMapSet(&r->env, pirOperationGetResult(op, i), exRetain(o));
		return true;
	}
	ExObj **slot = findVar(r, name);
	if (slot) {
		exRelease(*slot);
		*slot = exRetain(o);
	} else {
		if (r->numVars == r->capVars)
			r->vars = pirArrayGrow(r->vars, r->numVars, &r->capVars, sizeof *r->vars, 8);
		r->vars[r->numVars++] = (ExOutput){name, exRetain(o), false, false};
	}
	return true;
}

static bool runContainer(ExRun *r, PirOperation *op)
{
	if (pirOperationGetInfo(op) == pirContextGetElementOp(r->ctx)) {
		ExObj *v = operandObj(r, op, 0);
		int64_t index = -1;
		for (uint32_t i = 0; pirOperationGetAttrDict(op) && i < pirOperationGetAttrDict(op)->size; i++) {
			PirAttribute *a = pirOperationGetAttrDict(op)->entries[i].value;
			if (a->kind == PIR_ATTR_INT32 || a->kind == PIR_ATTR_INT64 || a->kind == PIR_ATTR_INDEX)
				index = a->i;
		}
		if (!v || v->kind != EX_VEC || index < 0 || (size_t)index >= v->len || op->numResults != 1)
			return v ? exError(r, op, "no element %lld in the vec", (long long)index) : false;
		exMapSet(&r->env, pirOperationGetResult(op, 0), exRetain(v->items[index]));
		return true;
	}
	ExObj *first = op->numOperands ? operandObj(r, op, 0) : NULL;
	if (op->numOperands && !first)
		return false;
	if (first && first->kind == EX_VEC && op->numOperands == 1 &&
	    !(op->numResults == 1 && pirOperationGetResultType(op, 0)->kind == PIR_TYPE_VECTOR)) {
		if (first->len != op->numResults)
			return exError(r, op, "the vec has %zu elements, the op %u results", first->len,
				       op->numResults);
		for (uint32_t i = 0; i < op->numResults; i++)
			exMapSet(&r->env, pirOperationGetResult(op, i), exRetain(first->items[i]));
		return true;
	}
	ExObj *vec = exVecCreate();
	for (uint32_t i = 0; i < op->numOperands; i++) {
		ExObj *o = operandObj(r, op, i);
		if (!o) {
			exRelease(vec);
			return false;
		}
		exItemsPush(vec, exRetain(o));
	}
	if (op->numResults != 1) {
		exRelease(vec);
		return exError(r, op, "a packing op must have one result");
	}
	exMapSet(&r->env, pirOperationGetResult(op, 0), vec);
	return true;
}

static ExObj *stackOperand(ExRun *r, PirOperation *op)
{
	ExObj *s = operandObj(r, op, 0);
	if (s && s->kind != EX_STACK) {
		exError(r, op, "operand 0 is not a stack");
		return NULL;
	}
	return s;
}

static bool runStack(ExRun *r, PirOperation *op, PirOpRole role)
{
	if (role == PIR_ROLE_STACK_CREATE) {
		/* With a stack operand (cf.copy_stack): a new stack holding the
		 * tuples that one holds now. Pushed tuples never change, so both
		 * stacks may hold the same ones. */
		ExObj *from = op->numOperands ? stackOperand(r, op) : NULL;
		if (op->numOperands && !from)
			return false;
		ExObj *s = exStackCreate();
		for (size_t i = 0; from && i < from->len; i++)
			exItemsPush(s, exRetain(from->items[i]));
		for (uint32_t i = 0; i < op->numResults; i++)
			exMapSet(&r->env, pirOperationGetResult(op, i), exRetain(s));
		exRelease(s);
		return true;
	}
	ExObj *s = stackOperand(r, op);
	if (!s)
		return false;
	if (role == PIR_ROLE_STACK_PUSH) {
		ExObj *tuple = exVecCreate();
		for (uint32_t i = 1; i < op->numOperands; i++) {
			ExObj *o = operandObj(r, op, i);
			if (!o) {
				exRelease(tuple);
				return false;
			}
			/* a snapshot, as Paddle's TuplePushInstruction deep-copies
			 * what it pushes: an in-place write after the push (a later
			 * iteration's, into the object a loop value hands on) does
			 * not change what the backward pops */
			ExObj *c = exCopy(o);
			if (!c) {
				exRelease(tuple);
				return exError(r, op, "operand %u does not fit in the element budget (--max-elements)", i);
			}
			exItemsPush(tuple, c);
		}
		exItemsPush(s, tuple);
		return true;
	}
	if (s->len == 0)
		return exError(r, op, "pop from an empty stack");
	ExObj *tuple = s->items[s->len - 1];
	if (tuple->len != op->numResults)
		return exError(r, op, "pops %u values, the tuple on top of the stack has %zu", op->numResults,
			       tuple->len);
	s->len--;
	for (uint32_t i = 0; i < op->numResults; i++)
		exMapSet(&r->env, pirOperationGetResult(op, i), exRetain(tuple->items[i]));
	exRelease(tuple);
	return true;
}

static bool stackTest(ExRun *r, PirOperation *op)
{
	const PirOpDef *def = pirOperationGetInfo(op)->def;
	PirStackTestMeaning meaning = def ? (PirStackTestMeaning)def->trueWhen : PIR_TEST_UNKNOWN;
	if (meaning == PIR_TEST_UNKNOWN)
		return exError(r, op, "'%s' does not declare what it tests (true_when)", pirOperationGetName(op));
	bool wantEmpty = meaning == PIR_TEST_EMPTY;
	ExObj *s = stackOperand(r, op);
	if (!s)
		return false;
	if (op->numResults != 1)
		return exError(r, op, "a stack test has one result");
	ExShape shape = {1, {1}};
	PirType *t = pirOperationGetResultType(op, 0);
	if (pirTypeIsDenseTensor(t) && t->tensor.rank == 0)
		shape.rank = 0;
	ExObj *o = exNewResult(r, op, 0, PIR_TYPE_BOOL, &shape);
	if (!o)
		return false;
	o->data[0] = (s->len == 0) == wantEmpty;
	exMapSet(&r->env, pirOperationGetResult(op, 0), o);
	return true;
}

/* The index operand of a select or route (operand 0): one integer k with
 * 0 <= k < n, or an error. */
static bool choiceIndex(ExRun *r, PirOperation *op, uint32_t n, uint32_t *k)
{
	ExObj *m = operandObj(r, op, 0);
	if (!m)
		return false;
	if (m->kind != EX_TENSOR || m->numel != 1)
		return exError(r, op, "the index (operand 0) must be one integer");
	double d = m->data[0];
	if (!(d >= 0 && d < n) || d != (double)(uint32_t)d)
		return exError(r, op, "the index %g is not one of the %u choices", d, n);
	*k = (uint32_t)d;
	return true;
}

/* select: the result is a copy of choice k (operand 1 + k); route: result
 * k is a copy of x, the others stay unset (an op reading one fails: no
 * value), as Paddle's select_output leaves them. */
static bool runSelect(ExRun *r, PirOperation *op, PirOpRole role)
{
	bool sel = role == PIR_ROLE_SELECT;
	uint32_t k = 0, n = sel ? op->numOperands - 1 : op->numResults;
	if (sel ? op->numResults != 1 || op->numOperands < 2 : op->numOperands != 2)
		return exError(r, op, sel ? "a select has an index, choices and one result" : "a route has two operands");
	if (!choiceIndex(r, op, n, &k))
		return false;
	ExObj *x = operandObj(r, op, sel ? 1 + k : 1);
	ExObj *c = x ? exCopy(x) : NULL;
	if (!c)
		return x ? exError(r, op, "the copy does not fit in the element budget (--max-elements)") : false;
	exMapSet(&r->env, pirOperationGetResult(op, sel ? 0 : k), c);
	for (uint32_t j = 0; !sel && j < n; j++)
		if (j != k) /* unset, also where an earlier iteration of a loop set it */
			exMapSet(&r->env, pirOperationGetResult(op, j), NULL);
	return true;
}

bool exRunRoleOp(ExRun *r, PirOperation *op, bool *handled)
{
	*handled = true;
	PirOpRole role = pirOpInfoGetRole(pirOperationGetInfo(op));
	const char *storage = pirOperationGetInfo(op)->varStorage ? pirOperationGetInfo(op)->varStorage->str : "";
	switch (role) {
	case PIR_ROLE_VARIABLE_READ:
		return readVariable(r, op);
	case PIR_ROLE_VARIABLE_WRITE:
		return writeVariable(r, op, strcmp(storage, "output") == 0);
	case PIR_ROLE_OUTPUT:
		return writeVariable(r, op, true);
	case PIR_ROLE_CONTAINER:
		return runContainer(r, op);
	case PIR_ROLE_STACK_CREATE:
	case PIR_ROLE_STACK_PUSH:
	case PIR_ROLE_STACK_POP:
		return runStack(r, op, role);
	case PIR_ROLE_STACK_TEST:
		return stackTest(r, op);
	case PIR_ROLE_ARRAY_CREATE:
	case PIR_ROLE_ARRAY_FILL_LIKE:
	case PIR_ROLE_ARRAY_READ:
	case PIR_ROLE_ARRAY_WRITE:
		return exRunArrayOp(r, op, role);
	case PIR_ROLE_SELECT:
	case PIR_ROLE_ROUTE:
		return runSelect(r, op, role);
	default:
		*handled = false;
		return true;
	}
}
