/* objects.c: the handles a walk hands out: pir.Operation, pir.Value,
 * pir.OpOperand (a use), pir.Block, pir.Region, and pir.Type and the
 * location of an op. A handle checks its program's generation on every
 * access (pirpy.h, "Lifetime"), so one kept across run_passes raises
 * pir.Error instead of reading freed IR. Two handles are equal when they
 * name the same IR object. */
#include "pirpy.h"

#include <stdlib.h>
#include <string.h>

static PyTypeObject *locationType;

static PyStructSequence_Field locationFields[] = {
	{"file", "the file the op was read from"},
	{"line", "1-based line"},
	{"column", "1-based column"},
	{NULL, NULL},
};
static PyStructSequence_Desc locationDesc = {"pir.Location", "Where an op was read from.", locationFields, 3};

PyObject *pirpyHandleNew(PyTypeObject *type, PyPirProgram *p, void *ptr)
{
	if (!ptr)
		Py_RETURN_NONE;
	PyPirHandle *h = PyObject_New(PyPirHandle, type);
	if (!h)
		return NULL;
	Py_INCREF(p);
	h->program = p;
	h->generation = p->generation;
	h->ptr = ptr;
	return (PyObject *)h;
}

void *pirpyHandleGet(PyObject *self)
{
	PyPirHandle *h = (PyPirHandle *)self;
	if (pirpyProgramCheck(h->program) < 0)
		return NULL;
	if (h->generation != h->program->generation) {
		PyErr_Format(PyPirError, "this %s was taken before the program was changed (run_passes); walk the program again",
			     Py_TYPE(self)->tp_name);
		return NULL;
	}
	if (h->program->erased) {
		PyObject *key = PyLong_FromVoidPtr(h->ptr);
		int gone = key ? PySet_Contains(h->program->erased, key) : -1;
		Py_XDECREF(key);
		if (gone) {
			if (gone > 0)
				PyErr_Format(PyPirError, "this %s was erased", Py_TYPE(self)->tp_name);
			return NULL;
		}
	}
	return h->ptr;
}

static void handleDealloc(PyObject *self)
{
	Py_DECREF(((PyPirHandle *)self)->program);
	PyObject_Free(self);
}

static Py_hash_t handleHash(PyObject *self)
{
	return _Py_HashPointer(((PyPirHandle *)self)->ptr);
}

static PyObject *handleCompare(PyObject *a, PyObject *b, int op)
{
	if ((op != Py_EQ && op != Py_NE) || Py_TYPE(a) != Py_TYPE(b))
		Py_RETURN_NOTIMPLEMENTED;
	bool same = ((PyPirHandle *)a)->ptr == ((PyPirHandle *)b)->ptr;
	return PyBool_FromLong(op == Py_EQ ? same : !same);
}

/* ------------------------------------------------------------ Type */

PyObject *pirpyTypeNew(PyPirContext *c, PirType *t)
{
	if (!t)
		Py_RETURN_NONE;
	PyPirType *o = PyObject_New(PyPirType, &PyPirTypeType);
	if (!o)
		return NULL;
	Py_INCREF(c);
	o->context = c;
	o->type = t;
	return (PyObject *)o;
}

static void typeDealloc(PyObject *self)
{
	Py_DECREF(((PyPirType *)self)->context);
	PyObject_Free(self);
}

static PyObject *typeStr(PyObject *self)
{
	PyPirType *o = (PyPirType *)self;
	char *s = pirTypeToString(o->context->ctx, o->type);
	if (!s)
		return PyErr_NoMemory();
	PyObject *r = PyUnicode_FromString(s);
	free(s);
	return r;
}

static PyObject *typeRepr(PyObject *self)
{
	PyObject *s = typeStr(self);
	if (!s)
		return NULL;
	PyObject *r = PyUnicode_FromFormat("pir.Type('%U')", s);
	Py_DECREF(s);
	return r;
}

static Py_hash_t typeHash(PyObject *self)
{
	return _Py_HashPointer(((PyPirType *)self)->type);
}

/* Types are uniqued in their context: equal iff the same pointer. A type
 * also equals its text, so value.type == "tensor<2xf32>" reads naturally. */
static PyObject *typeCompare(PyObject *a, PyObject *b, int op)
{
	if (op != Py_EQ && op != Py_NE)
		Py_RETURN_NOTIMPLEMENTED;
	int same;
	if (PyObject_TypeCheck(b, &PyPirTypeType))
		same = ((PyPirType *)a)->type == ((PyPirType *)b)->type;
	else if (PyUnicode_Check(b)) {
		PyObject *s = typeStr(a);
		if (!s)
			return NULL;
		same = PyUnicode_Compare(s, b) == 0;
		Py_DECREF(s);
	} else
		Py_RETURN_NOTIMPLEMENTED;
	return PyBool_FromLong(op == Py_EQ ? same : !same);
}

static const char *typeKindName(PirType *t)
{
	switch (pirTypeGetKind(t)) {
	case PIR_TYPE_NULL:
		return "null";
	case PIR_TYPE_VECTOR:
		return "vector";
	case PIR_TYPE_TENSOR:
		return "tensor";
	case PIR_TYPE_VTENSOR:
		return "vtensor";
	case PIR_TYPE_DIALECT:
		return "dialect";
	default:
		return "scalar";
	}
}

static PyObject *typeKind(PyObject *self, void *closure)
{
	(void)closure;
	return PyUnicode_FromString(typeKindName(((PyPirType *)self)->type));
}

static PyObject *typeShape(PyObject *self, void *closure)
{
	(void)closure;
	PirType *t = ((PyPirType *)self)->type;
	if (!pirTypeIsDenseTensor(t))
		Py_RETURN_NONE;
	uint32_t rank = pirTensorTypeGetRank(t);
	PyObject *shape = PyTuple_New(rank);
	for (uint32_t i = 0; shape && i < rank; i++) {
		PyObject *d = PyLong_FromLongLong(pirTensorTypeGetDim(t, i));
		if (!d) {
			Py_CLEAR(shape);
			break;
		}
		PyTuple_SET_ITEM(shape, i, d);
	}
	return shape;
}

static PyObject *typeDtype(PyObject *self, void *closure)
{
	(void)closure;
	PyPirType *o = (PyPirType *)self;
	PirType *t = o->type;
	if (pirTypeIsDenseTensor(t))
		return pirpyTypeNew(o->context, pirTensorTypeGetElementType(t));
	if (pirTypeIsScalar(t)) {
		Py_INCREF(self);
		return self;
	}
	Py_RETURN_NONE;
}

static PyObject *typeElements(PyObject *self, void *closure)
{
	(void)closure;
	PyPirType *o = (PyPirType *)self;
	if (pirTypeGetKind(o->type) != PIR_TYPE_VECTOR)
		Py_RETURN_NONE;
	uint32_t n = pirVectorTypeGetSize(o->type);
	PyObject *list = PyList_New(n);
	for (uint32_t i = 0; list && i < n; i++) {
		PyObject *e = pirpyTypeNew(o->context, pirVectorTypeGetElement(o->type, i));
		if (!e) {
			Py_CLEAR(list);
			break;
		}
		PyList_SET_ITEM(list, i, e);
	}
	return list;
}

static PyObject *typeIsTensor(PyObject *self, void *closure)
{
	(void)closure;
	return PyBool_FromLong(pirTypeIsDenseTensor(((PyPirType *)self)->type));
}

static PyGetSetDef typeGetSet[] = {
	{"kind", typeKind, NULL, "'scalar', 'tensor', 'vtensor', 'vector', 'dialect' or 'null'", NULL},
	{"shape", typeShape, NULL, "a tensor's dims as a tuple (-1 for a dynamic dim); None for other types", NULL},
	{"dtype", typeDtype, NULL, "a tensor's element type (a scalar is its own); None for other types", NULL},
	{"elements", typeElements, NULL, "a vector's element types; None for other types", NULL},
	{"is_tensor", typeIsTensor, NULL, "tensor or vtensor", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirTypeType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Type",
	.tp_basicsize = sizeof(PyPirType),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "A type; str() is its PIR text.",
	.tp_dealloc = typeDealloc,
	.tp_str = typeStr,
	.tp_repr = typeRepr,
	.tp_hash = typeHash,
	.tp_richcompare = typeCompare,
	.tp_getset = typeGetSet,
};

/* ------------------------------------------------------------ lists */

static PyObject *valueList(PyPirProgram *p, uint32_t n, PirValue *(*get)(void *, uint32_t), void *owner)
{
	PyObject *list = PyList_New(n);
	for (uint32_t i = 0; list && i < n; i++) {
		PyObject *v = pirpyHandleNew(&PyPirValueType, p, get(owner, i));
		if (!v) {
			Py_CLEAR(list);
			break;
		}
		PyList_SET_ITEM(list, i, v);
	}
	return list;
}

static PirValue *getOperand(void *op, uint32_t i)
{
	return pirOperationGetOperand(op, i);
}
static PirValue *getResult(void *op, uint32_t i)
{
	return pirOperationGetResult(op, i);
}
static PirValue *getArgument(void *b, uint32_t i)
{
	return pirBlockGetArgument(b, i);
}

static int appendHandle(PyObject *list, PyTypeObject *type, PyPirProgram *p, void *ptr)
{
	PyObject *o = pirpyHandleNew(type, p, ptr);
	int rc = o ? PyList_Append(list, o) : -1;
	Py_XDECREF(o);
	return rc;
}

/* ------------------------------------------------------------ Operation */

#define HANDLE(self, T, var)                                                                                 \
	T *var = pirpyHandleGet(self);                                                                       \
	if (!var)                                                                                            \
		return NULL;                                                                                 \
	PyPirProgram *prog = ((PyPirHandle *)self)->program;                                                 \
	(void)prog

static PyObject *opName(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return PyUnicode_FromString(pirOperationGetName(op));
}

static PyObject *opOperands(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return valueList(prog, pirOperationGetNumOperands(op), getOperand, op);
}

static PyObject *opResults(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return valueList(prog, pirOperationGetNumResults(op), getResult, op);
}

static PyObject *opAttributes(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	PyObject *dict = PyDict_New();
	for (uint32_t i = 0; dict && i < pirOperationGetNumAttributes(op); i++) {
		PirNamedAttr a = pirOperationGetAttributeAt(op, i);
		PyObject *v = pirpyAttributeToPython(prog->context, a.value);
		if (!v || PyDict_SetItemString(dict, pirIdentGetString(a.name), v) < 0)
			Py_CLEAR(dict);
		Py_XDECREF(v);
	}
	return dict;
}

static PyObject *opRegions(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	PyObject *list = PyList_New(0);
	for (uint32_t i = 0; list && i < pirOperationGetNumRegions(op); i++)
		if (appendHandle(list, &PyPirRegionType, prog, pirOperationGetRegion(op, i)) < 0)
			Py_CLEAR(list);
	return list;
}

static PyObject *opSuccessors(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	PyObject *list = PyList_New(0);
	for (uint32_t i = 0; list && i < pirOperationGetNumSuccessors(op); i++)
		if (appendHandle(list, &PyPirBlockType, prog, pirOperationGetSuccessor(op, i)) < 0)
			Py_CLEAR(list);
	return list;
}

PyObject *pirpyLocation(PyPirContext *c, PirLocation loc)
{
	(void)c;
	if (!loc.file)
		Py_RETURN_NONE;
	PyObject *l = PyStructSequence_New(locationType);
	if (!l)
		return NULL;
	PyObject *items[3] = {PyUnicode_DecodeUTF8(pirIdentGetString(loc.file), (Py_ssize_t)pirIdentGetLength(loc.file),
						   "replace"),
			      PyLong_FromUnsignedLong(loc.line), PyLong_FromUnsignedLong(loc.col)};
	for (int k = 0; k < 3; k++)
		if (!items[k]) {
			for (int j = 0; j < 3; j++)
				Py_XDECREF(items[j]);
			Py_DECREF(l);
			return NULL;
		}
	for (int k = 0; k < 3; k++)
		PyStructSequence_SET_ITEM(l, k, items[k]);
	return l;
}

static PyObject *opLocation(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return pirpyLocation(prog->context, pirOperationGetLoc(op));
}

static PyObject *opParent(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return pirpyHandleNew(&PyPirOperationType, prog, pirOperationGetParentOp(op));
}

static PyObject *opBlock(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return pirpyHandleNew(&PyPirBlockType, prog, pirOperationGetBlock(op));
}

static PyObject *opIsRegistered(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOperation, op);
	return PyBool_FromLong(pirOperationIsRegistered(op));
}

static void printOp(void *op, FILE *f)
{
	pirPrintOperation(op, f);
}

static PyObject *opStr(PyObject *self)
{
	HANDLE(self, PirOperation, op);
	return pirpyCapture(printOp, op);
}

static PyObject *opRepr(PyObject *self)
{
	HANDLE(self, PirOperation, op);
	return PyUnicode_FromFormat("<pir.Operation %s>", pirOperationGetName(op));
}

/* ------------------------------------------------------------ editing */

typedef struct EraseState {
	PyObject *set;
	PirOperation *root;
	PirOperation *usedOutside; /* an op under root whose result is used outside root */
	int failed;
} EraseState;

static void remember(EraseState *e, const void *ptr)
{
	PyObject *key = e->failed ? NULL : PyLong_FromVoidPtr((void *)ptr);
	if (!key || PySet_Add(e->set, key) < 0)
		e->failed = 1;
	Py_XDECREF(key);
}

/* Everything a handle may point to in op: the op, its results and uses,
 * its regions, their blocks and arguments (the walk visits nested ops). */
static PirWalkResult rememberOp(PirOperation *op, void *userData)
{
	EraseState *e = userData;
	remember(e, op);
	for (uint32_t i = 0; i < pirOperationGetNumOperands(op); i++)
		remember(e, pirOperationGetOpOperand(op, i));
	for (uint32_t i = 0; i < pirOperationGetNumResults(op); i++) {
		PirValue *r = pirOperationGetResult(op, i);
		remember(e, r);
		for (PirOpOperand *u = pirValueGetFirstUse(r); u; u = pirOpOperandGetNextUse(u))
			if (pirOpOperandGetOwner(u) == e->root || !pirOperationIsAncestor(e->root, pirOpOperandGetOwner(u)))
				e->usedOutside = op;
	}
	for (uint32_t i = 0; i < pirOperationGetNumRegions(op); i++) {
		PirRegion *region = pirOperationGetRegion(op, i);
		remember(e, region);
		for (PirBlock *b = pirRegionGetFirstBlock(region); b; b = pirBlockGetNextInRegion(b)) {
			remember(e, b);
			for (uint32_t k = 0; k < pirBlockGetNumArguments(b); k++)
				remember(e, pirBlockGetArgument(b, k));
		}
	}
	return e->failed ? PIR_WALK_INTERRUPT : PIR_WALK_ADVANCE;
}

static PyObject *opErase(PyObject *self, PyObject *noargs)
{
	(void)noargs;
	HANDLE(self, PirOperation, op);
	if (op == pirProgramGetModule(prog->prog))
		return PyErr_Format(PyPirError, "the module op cannot be erased");
	EraseState e = {PySet_New(NULL), op, NULL, 0};
	if (!e.set)
		return NULL;
	pirOperationWalk(op, PIR_WALK_PRE_ORDER, rememberOp, &e);
	if (e.failed) {
		Py_DECREF(e.set);
		return NULL;
	}
	if (e.usedOutside) {
		Py_DECREF(e.set);
		if (e.usedOutside == op)
			return PyErr_Format(PyPirError, "cannot erase %s: its results are still used (replace_all_uses_with first)",
					    pirOperationGetName(op));
		return PyErr_Format(PyPirError, "cannot erase %s: the result of %s inside it is used outside it",
				    pirOperationGetName(op), pirOperationGetName(e.usedOutside));
	}
	if (!prog->erased) {
		prog->erased = e.set;
	} else {
		PyObject *rc = PyObject_CallMethod(prog->erased, "update", "O", e.set);
		Py_DECREF(e.set);
		if (!rc)
			return NULL;
		Py_DECREF(rc);
	}
	pirOperationErase(op);
	Py_RETURN_NONE;
}

static PyMethodDef opMethods[] = {
	{"erase", opErase, METH_NOARGS,
	 "erase(): removes the op and what its regions hold; its results must be unused. Handles of what was erased raise afterwards."},
	{"set_attribute", pirpyOpSetAttribute, METH_VARARGS,
	 "set_attribute(name, value): sets or replaces an attribute (values: docs/python.md, \"Building\")"},
	{NULL, NULL, 0, NULL},
};

static PyGetSetDef opGetSet[] = {
	{"name", opName, NULL, "the op's name, e.g. 'pd_op.relu'", NULL},
	{"operands", opOperands, NULL, "the operand values (None for an absent optional input)", NULL},
	{"results", opResults, NULL, "the result values", NULL},
	{"attributes", opAttributes, NULL, "a new dict of the attributes as Python values (docs/python.md)", NULL},
	{"regions", opRegions, NULL, "the regions", NULL},
	{"successors", opSuccessors, NULL, "the successor blocks (cf ops)", NULL},
	{"location", opLocation, NULL, "a pir.Location (file, line, column), None for built IR", NULL},
	{"parent", opParent, NULL, "the op whose region holds this op (None for the module)", NULL},
	{"block", opBlock, NULL, "the block holding the op", NULL},
	{"is_registered", opIsRegistered, NULL, "whether a dialect defines the op", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirOperationType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Operation",
	.tp_basicsize = sizeof(PyPirHandle),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "An op of a program; str() is its PIR text.",
	.tp_dealloc = handleDealloc,
	.tp_hash = handleHash,
	.tp_richcompare = handleCompare,
	.tp_str = opStr,
	.tp_repr = opRepr,
	.tp_getset = opGetSet,
	.tp_methods = opMethods,
};

/* ------------------------------------------------------------ Value */

static PyObject *valueType(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirValue, v);
	return pirpyTypeNew(prog->context, pirValueGetType(v));
}

static PyObject *valueUses(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirValue, v);
	PyObject *list = PyList_New(0);
	for (PirOpOperand *u = pirValueGetFirstUse(v); list && u; u = pirOpOperandGetNextUse(u))
		if (appendHandle(list, &PyPirOpOperandType, prog, u) < 0)
			Py_CLEAR(list);
	return list;
}

static PyObject *valueOwner(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirValue, v);
	if (pirValueIsBlockArgument(v))
		return pirpyHandleNew(&PyPirBlockType, prog, pirBlockArgumentGetOwner(v));
	return pirpyHandleNew(&PyPirOperationType, prog, pirValueGetDefiningOp(v));
}

static PyObject *valueIndex(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirValue, v);
	return PyLong_FromUnsignedLong(pirValueGetIndex(v));
}

static PyObject *valueIsArgument(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirValue, v);
	return PyBool_FromLong(pirValueIsBlockArgument(v));
}

static PyObject *valueRepr(PyObject *self)
{
	HANDLE(self, PirValue, v);
	if (pirValueIsBlockArgument(v))
		return PyUnicode_FromFormat("<pir.Value argument #%u>", pirValueGetIndex(v));
	return PyUnicode_FromFormat("<pir.Value result #%u of %s>", pirValueGetIndex(v),
				    pirOperationGetName(pirValueGetDefiningOp(v)));
}

static PyObject *valueReplaceAllUses(PyObject *self, PyObject *arg)
{
	HANDLE(self, PirValue, v);
	if (!PyObject_TypeCheck(arg, &PyPirValueType) || ((PyPirHandle *)arg)->program != prog) {
		PyErr_SetString(PyExc_TypeError, "replace_all_uses_with needs a pir.Value of the same program");
		return NULL;
	}
	PirValue *to = pirpyHandleGet(arg);
	if (!to)
		return NULL;
	if (to != v)
		pirValueReplaceAllUsesWith(v, to);
	Py_RETURN_NONE;
}

static PyMethodDef valueMethods[] = {
	{"replace_all_uses_with", valueReplaceAllUses, METH_O,
	 "replace_all_uses_with(value): every use of this value uses `value` instead (types are not checked: verify())"},
	{NULL, NULL, 0, NULL},
};

static PyGetSetDef valueGetSet[] = {
	{"type", valueType, NULL, "the value's pir.Type", NULL},
	{"uses", valueUses, NULL, "the operands that use the value (pir.OpOperand)", NULL},
	{"owner", valueOwner, NULL, "the defining op of a result, the block of a block argument", NULL},
	{"index", valueIndex, NULL, "the result or argument number", NULL},
	{"is_block_argument", valueIsArgument, NULL, "whether the value is a block argument", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirValueType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Value",
	.tp_basicsize = sizeof(PyPirHandle),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "An SSA value: an op's result or a block argument.",
	.tp_dealloc = handleDealloc,
	.tp_hash = handleHash,
	.tp_richcompare = handleCompare,
	.tp_repr = valueRepr,
	.tp_getset = valueGetSet,
	.tp_methods = valueMethods,
};

/* ------------------------------------------------------------ OpOperand */

static PyObject *useOwner(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOpOperand, u);
	return pirpyHandleNew(&PyPirOperationType, prog, pirOpOperandGetOwner(u));
}

static PyObject *useNumber(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOpOperand, u);
	return PyLong_FromUnsignedLong(pirOpOperandGetOperandNumber(u));
}

static PyObject *useValue(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirOpOperand, u);
	return pirpyHandleNew(&PyPirValueType, prog, pirOpOperandGetValue(u));
}

static PyGetSetDef useGetSet[] = {
	{"owner", useOwner, NULL, "the op using the value", NULL},
	{"operand_number", useNumber, NULL, "which operand of the owner", NULL},
	{"value", useValue, NULL, "the value used", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirOpOperandType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.OpOperand",
	.tp_basicsize = sizeof(PyPirHandle),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "One use of a value: operand `operand_number` of `owner`.",
	.tp_dealloc = handleDealloc,
	.tp_hash = handleHash,
	.tp_richcompare = handleCompare,
	.tp_getset = useGetSet,
};

/* ------------------------------------------------------------ Block, Region */

static PyObject *blockArguments(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirBlock, b);
	return valueList(prog, pirBlockGetNumArguments(b), getArgument, b);
}

static PyObject *blockOpsList(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirBlock, b);
	PyObject *list = PyList_New(0);
	for (PirOperation *op = pirBlockGetFirstOp(b); list && op; op = pirOperationGetNextInBlock(op))
		if (appendHandle(list, &PyPirOperationType, prog, op) < 0)
			Py_CLEAR(list);
	return list;
}

static PyObject *blockParent(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirBlock, b);
	return pirpyHandleNew(&PyPirOperationType, prog, pirBlockGetParentOp(b));
}

static PyObject *blockRegion(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirBlock, b);
	return pirpyHandleNew(&PyPirRegionType, prog, pirBlockGetParentRegion(b));
}

static PyMethodDef blockMethods[] = {
	{"create_op", (PyCFunction)(void (*)(void))pirpyBlockCreateOp, METH_VARARGS | METH_KEYWORDS,
	 "create_op(name, operands=(), result_types=None, attributes=None, *, before=None, attributes_from=None, regions=0)\n\n"
	 "Creates the op at the end of the block or before `before` (whose location it takes). result_types:\n"
	 "pir.Type or PIR text; None: from the op's inference rule. attributes (plain values take the kind the op's\n"
	 "definition gives) over those of `attributes_from`. An op without regions is checked by the verifier's\n"
	 "rules at once (pir.Error, and no op); one with regions by program.verify()."},
	{NULL, NULL, 0, NULL},
};

static PyGetSetDef blockGetSet[] = {
	{"arguments", blockArguments, NULL, "the block arguments (pir.Value)", NULL},
	{"ops", blockOpsList, NULL, "the ops of the block, in order", NULL},
	{"parent", blockParent, NULL, "the op whose region holds the block", NULL},
	{"region", blockRegion, NULL, "the region holding the block", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirBlockType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Block",
	.tp_basicsize = sizeof(PyPirHandle),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "A block: arguments and a list of ops.",
	.tp_dealloc = handleDealloc,
	.tp_hash = handleHash,
	.tp_richcompare = handleCompare,
	.tp_getset = blockGetSet,
	.tp_methods = blockMethods,
};

static PyObject *regionBlocks(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirRegion, r);
	PyObject *list = PyList_New(0);
	for (PirBlock *b = pirRegionGetFirstBlock(r); list && b; b = pirBlockGetNextInRegion(b))
		if (appendHandle(list, &PyPirBlockType, prog, b) < 0)
			Py_CLEAR(list);
	return list;
}

static PyObject *regionParent(PyObject *self, void *closure)
{
	(void)closure;
	HANDLE(self, PirRegion, r);
	return pirpyHandleNew(&PyPirOperationType, prog, pirRegionGetParentOp(r));
}

static PyGetSetDef regionGetSet[] = {
	{"blocks", regionBlocks, NULL, "the blocks of the region, in order", NULL},
	{"parent", regionParent, NULL, "the op holding the region", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirRegionType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Region",
	.tp_basicsize = sizeof(PyPirHandle),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "A region of an op: a list of blocks.",
	.tp_dealloc = handleDealloc,
	.tp_hash = handleHash,
	.tp_richcompare = handleCompare,
	.tp_getset = regionGetSet,
};

int pirpyInitLocationType(PyObject *module)
{
	locationType = PyStructSequence_NewType(&locationDesc);
	if (!locationType)
		return -1;
	Py_INCREF(locationType);
	return PyModule_AddObject(module, "Location", (PyObject *)locationType);
}
