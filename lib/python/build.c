/* build.c: creating ops and setting attributes from Python
 * (docs/python.md, "Building"): Block.create_op, Operation.set_attribute
 * and Context.parse_attribute / parse_type with the pir.Attribute they
 * return. An attribute value from Python has one meaning only: bool, str,
 * None, pir.Type, pir.DataType/Place/DataLayout/OpaqueAttr, or a
 * pir.Attribute parsed from PIR text ("(Int32)1"); an int, float or list
 * raises, since its kind (int32 or int64, float or double) would be a
 * guess. The verifier checks the rest (program.verify()). */
#include "pirpy.h"

#include <stdlib.h>
#include <string.h>

PyObject *pirpyAttributeNew(PyPirContext *c, PirAttribute *a)
{
	PyPirAttribute *o = PyObject_New(PyPirAttribute, &PyPirAttributeType);
	if (!o)
		return NULL;
	Py_INCREF(c);
	o->context = c;
	o->attr = a;
	return (PyObject *)o;
}

static void attributeDealloc(PyObject *self)
{
	Py_DECREF(((PyPirAttribute *)self)->context);
	PyObject_Free(self);
}

static PyObject *attributeStr(PyObject *self)
{
	PyPirAttribute *o = (PyPirAttribute *)self;
	char *s = pirAttributeToString(o->context->ctx, o->attr);
	if (!s)
		return PyErr_NoMemory();
	PyObject *r = PyUnicode_FromString(s);
	free(s);
	return r;
}

static PyObject *attributeRepr(PyObject *self)
{
	PyObject *s = attributeStr(self);
	PyObject *r = s ? PyUnicode_FromFormat("pir.Attribute(%R)", s) : NULL;
	Py_XDECREF(s);
	return r;
}

static PyObject *attributeKind(PyObject *self, void *closure)
{
	(void)closure;
	return PyUnicode_FromString(pirAttrKindName(pirAttributeGetKind(((PyPirAttribute *)self)->attr)));
}

static PyObject *attributeValue(PyObject *self, void *closure)
{
	(void)closure;
	PyPirAttribute *o = (PyPirAttribute *)self;
	return pirpyAttributeToPython(o->context, o->attr);
}

static Py_hash_t attributeHash(PyObject *self)
{
	return _Py_HashPointer(((PyPirAttribute *)self)->attr);
}

static PyObject *attributeCompare(PyObject *a, PyObject *b, int op)
{
	if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(b, &PyPirAttributeType))
		Py_RETURN_NOTIMPLEMENTED;
	bool same = ((PyPirAttribute *)a)->attr == ((PyPirAttribute *)b)->attr; /* uniqued */
	return PyBool_FromLong(op == Py_EQ ? same : !same);
}

static PyGetSetDef attributeGetSet[] = {
	{"kind", attributeKind, NULL, "the attribute's kind as the YAML schema names it: 'int32', 'str', ...", NULL},
	{"value", attributeValue, NULL, "the attribute as a Python value (what op.attributes gives)", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirAttributeType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Attribute",
	.tp_basicsize = sizeof(PyPirAttribute),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "An attribute of a context, from Context.parse_attribute; str() is its PIR text.",
	.tp_dealloc = attributeDealloc,
	.tp_str = attributeStr,
	.tp_repr = attributeRepr,
	.tp_hash = attributeHash,
	.tp_richcompare = attributeCompare,
	.tp_getset = attributeGetSet,
};

PyObject *pirpyContextParseAttribute(PyObject *self, PyObject *arg)
{
	PyPirContext *c = (PyPirContext *)self;
	const char *text = PyUnicode_Check(arg) ? PyUnicode_AsUTF8(arg) : NULL;
	if (!text) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_TypeError, "parse_attribute needs the attribute's PIR text, e.g. '(Int32)1'");
		return NULL;
	}
	pirpyClearDiagnostics(c);
	PirAttribute *a = pirParseAttributeString(c->ctx, text, "<attribute>");
	if (!a)
		return pirpyRaise(c, "not an attribute");
	return pirpyAttributeNew(c, a);
}

PyObject *pirpyContextParseType(PyObject *self, PyObject *arg)
{
	PyPirContext *c = (PyPirContext *)self;
	const char *text = PyUnicode_Check(arg) ? PyUnicode_AsUTF8(arg) : NULL;
	if (!text) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_TypeError, "parse_type needs the type's PIR text, e.g. 'tensor<2xf32>'");
		return NULL;
	}
	pirpyClearDiagnostics(c);
	PirType *t = pirParseTypeString(c->ctx, text, "<type>");
	if (!t)
		return pirpyRaise(c, "not a type");
	return pirpyTypeNew(c, t);
}

/* A Python value as an attribute of c; NULL with an exception set. */
static PirAttribute *attributeFromPython(PyPirContext *c, const char *name, PyObject *v)
{
	if (PyObject_TypeCheck(v, &PyPirAttributeType)) {
		PyPirAttribute *a = (PyPirAttribute *)v;
		if (a->context != c) {
			PyErr_Format(PyExc_ValueError, "attribute '%s' belongs to another context", name);
			return NULL;
		}
		return a->attr;
	}
	if (PyBool_Check(v))
		return pirAttrGetBool(c->ctx, v == Py_True);
	if (v == Py_None)
		return pirAttrGetNull(c->ctx);
	if (PyUnicode_Check(v)) {
		Py_ssize_t n;
		const char *s = PyUnicode_AsUTF8AndSize(v, &n);
		return s ? pirAttrGetStr(c->ctx, s, (size_t)n) : NULL;
	}
	if (PyObject_TypeCheck(v, &PyPirTypeType)) {
		PyPirType *t = (PyPirType *)v;
		if (t->context != c) {
			PyErr_Format(PyExc_ValueError, "attribute '%s': the type belongs to another context", name);
			return NULL;
		}
		return pirAttrGetType(c->ctx, t->type);
	}
	PirAttrKind kind;
	if (pirpyTextAttrKind(v, &kind)) {
		PyObject *text = PyObject_Str(v);
		Py_ssize_t n;
		const char *s = text ? PyUnicode_AsUTF8AndSize(text, &n) : NULL;
		PirAttribute *a = NULL;
		if (s)
			a = kind == PIR_ATTR_DATA_TYPE ? pirAttrGetDataType(c->ctx, s, (size_t)n)
						       : pirAttrGetText(c->ctx, kind, s, (size_t)n);
		Py_XDECREF(text);
		return a;
	}
	PyErr_Format(PyExc_TypeError,
		     "attribute '%s': a %s has no one attribute kind; give context.parse_attribute('(Int32)1') "
		     "(or '(Int64)', '(Float)', '(Double)', '[...]', ...)",
		     name, Py_TYPE(v)->tp_name);
	return NULL;
}

/* kwargs-like dict -> an attribute dictionary (NULL + exception on error). */
static PirAttrDict *attrDictFromPython(PyPirContext *c, PirAttrDict *base, PyObject *dict)
{
	PirAttrDict *d = base ? base : pirAttrDictGetEmpty(c->ctx);
	if (!dict || dict == Py_None)
		return d;
	if (!PyDict_Check(dict)) {
		PyErr_SetString(PyExc_TypeError, "attributes must be a dict");
		return NULL;
	}
	PyObject *key, *value;
	Py_ssize_t pos = 0;
	while (PyDict_Next(dict, &pos, &key, &value)) {
		const char *name = PyUnicode_Check(key) ? PyUnicode_AsUTF8(key) : NULL;
		if (!name) {
			if (!PyErr_Occurred())
				PyErr_SetString(PyExc_TypeError, "attribute names must be str");
			return NULL;
		}
		PirAttribute *a = attributeFromPython(c, name, value);
		if (!a)
			return NULL;
		d = pirAttrDictSet(c->ctx, d, pirIdentGetCStr(c->ctx, name), a);
	}
	return d;
}

PyObject *pirpyOpSetAttribute(PyObject *self, PyObject *args)
{
	const char *name;
	PyObject *value;
	if (!PyArg_ParseTuple(args, "sO:set_attribute", &name, &value))
		return NULL;
	PirOperation *op = pirpyHandleGet(self);
	if (!op)
		return NULL;
	PyPirContext *c = ((PyPirHandle *)self)->program->context;
	PirAttribute *a = attributeFromPython(c, name, value);
	if (!a)
		return NULL;
	pirOperationSetAttr(op, name, a);
	Py_RETURN_NONE;
}

PyObject *pirpyBlockCreateOp(PyObject *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = {"name", "operands", "result_types", "attributes", "before", "attributes_from", "regions",
				 NULL};
	const char *name;
	PyObject *operands = NULL, *types = NULL, *attrs = Py_None, *before = Py_None, *from = Py_None;
	unsigned int numRegions = 0;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s|OOO$OOI:create_op", kwlist, &name, &operands, &types, &attrs,
					 &before, &from, &numRegions))
		return NULL;
	PirBlock *block = pirpyHandleGet(self);
	if (!block)
		return NULL;
	PyPirProgram *prog = ((PyPirHandle *)self)->program;
	PyPirContext *c = prog->context;
	PyObject *result = NULL, *ops = NULL, *tys = NULL;
	PirValue **vals = NULL;
	PirType **rtypes = NULL;
	ops = operands ? PySequence_Fast(operands, "operands must be a sequence of pir.Value") : PyTuple_New(0);
	tys = types ? PySequence_Fast(types, "result_types must be a sequence of pir.Type or str") : PyTuple_New(0);
	if (!ops || !tys)
		goto done;
	Py_ssize_t nOps = PySequence_Fast_GET_SIZE(ops), nTys = PySequence_Fast_GET_SIZE(tys);
	vals = PyMem_Calloc((size_t)nOps + 1, sizeof *vals);
	rtypes = PyMem_Calloc((size_t)nTys + 1, sizeof *rtypes);
	if (!vals || !rtypes) {
		PyErr_NoMemory();
		goto done;
	}
	for (Py_ssize_t i = 0; i < nOps; i++) {
		PyObject *v = PySequence_Fast_GET_ITEM(ops, i);
		if (v == Py_None)
			continue; /* an absent optional input */
		if (!PyObject_TypeCheck(v, &PyPirValueType) || ((PyPirHandle *)v)->program != prog) {
			PyErr_Format(PyExc_TypeError, "operand #%zd is not a pir.Value of this program", i);
			goto done;
		}
		if (!(vals[i] = pirpyHandleGet(v)))
			goto done;
	}
	for (Py_ssize_t i = 0; i < nTys; i++) {
		PyObject *t = PySequence_Fast_GET_ITEM(tys, i);
		if (PyUnicode_Check(t)) {
			PyObject *parsed = pirpyContextParseType((PyObject *)c, t);
			if (!parsed)
				goto done;
			rtypes[i] = ((PyPirType *)parsed)->type; /* uniqued in the context: outlives the object */
			Py_DECREF(parsed);
		} else if (PyObject_TypeCheck(t, &PyPirTypeType) && ((PyPirType *)t)->context == c) {
			rtypes[i] = ((PyPirType *)t)->type;
		} else {
			PyErr_Format(PyExc_TypeError, "result type #%zd is not a pir.Type of this context or a str", i);
			goto done;
		}
	}
	PirOperation *beforeOp = NULL;
	if (before != Py_None) {
		if (!PyObject_TypeCheck(before, &PyPirOperationType) || ((PyPirHandle *)before)->program != prog) {
			PyErr_SetString(PyExc_TypeError, "before must be a pir.Operation of this program");
			goto done;
		}
		if (!(beforeOp = pirpyHandleGet(before)))
			goto done;
		if (pirOperationGetBlock(beforeOp) != block) {
			PyErr_SetString(PyExc_ValueError, "before is not an op of this block");
			goto done;
		}
	}
	PirAttrDict *base = NULL;
	if (from != Py_None) {
		if (!PyObject_TypeCheck(from, &PyPirOperationType) || ((PyPirHandle *)from)->program->context != c) {
			PyErr_SetString(PyExc_TypeError, "attributes_from must be a pir.Operation of this context");
			goto done;
		}
		PirOperation *src = pirpyHandleGet(from);
		if (!src)
			goto done;
		base = pirOperationGetAttrDict(src);
	}
	PirAttrDict *dict = attrDictFromPython(c, base, attrs);
	if (!dict)
		goto done;
	PirBuilder b;
	pirBuilderInit(&b, prog->prog);
	if (beforeOp) {
		pirBuilderSetInsertionPointBefore(&b, beforeOp);
		b.loc = pirOperationGetLoc(beforeOp);
	} else
		pirBuilderSetInsertionPointToEnd(&b, block);
	pirpyClearDiagnostics(c);
	PirOperation *op = pirBuilderCreateOp(&b, name, (uint32_t)nOps, vals, (uint32_t)nTys, rtypes, dict, numRegions);
	if (!op) {
		pirpyRaise(c, "cannot create the op");
		goto done;
	}
	if (!pirOperationIsRegistered(op) && !pirContextGetAllowUnregistered(c->ctx)) {
		/* as the reader says it; the op never existed for Python */
		pirOperationErase(op);
		PyErr_Format(PyPirError, "no dialect defines the op '%s' (pir.Context(allow_unregistered=True) accepts it)",
			     name);
		goto done;
	}
	result = pirpyHandleNew(&PyPirOperationType, prog, op);
done:
	PyMem_Free(vals);
	PyMem_Free(rtypes);
	Py_XDECREF(ops);
	Py_XDECREF(tys);
	return result;
}
