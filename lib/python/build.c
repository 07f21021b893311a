/* build.c: creating ops and setting attributes from Python
 * (docs/python.md, "Building"): Block.create_op, Operation.set_attribute
 * and Context.parse_attribute / parse_type with the pir.Attribute they
 * return. A plain Python value (int, float, list, str) becomes the
 * attribute kind the op's definition gives (pirContextGetOpAttributeKinds);
 * where the definition leaves it open it raises, since the kind would be a
 * guess. Result types come from the op's rule when not given, and a new or
 * changed op is checked by the verifier's one-op rules at once. */
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

#define KIND(k) (1u << (k))
#define INT_KINDS (KIND(PIR_ATTR_INT32) | KIND(PIR_ATTR_INT64) | KIND(PIR_ATTR_INDEX))
#define FLOAT_KINDS (KIND(PIR_ATTR_FLOAT) | KIND(PIR_ATTR_DOUBLE))
#define TEXT_KINDS (KIND(PIR_ATTR_DATA_TYPE) | KIND(PIR_ATTR_PLACE) | KIND(PIR_ATTR_DATA_LAYOUT))

/* What the definition allows an attribute (docs/python.md, "Building"):
 * kinds 0 is "any kind", or nothing known (an unregistered op). */
typedef struct AttrWant {
	uint32_t kinds;
	PirAttrKind prefer; /* PIR_ATTR_KIND_COUNT: none */
	PirAttribute *deflt;
} AttrWant;

/* The one kind of `among` in `want`, or -1 when none or several. */
static int onlyKind(uint32_t want, uint32_t among)
{
	uint32_t m = want & among;
	return m && !(m & (m - 1)) ? __builtin_ctz(m) : -1;
}

static PirAttribute *attributeFromPython(PyPirContext *c, const char *name, PyObject *v, const AttrWant *w);

/* A Python int or float as the kind the definition gives it; -1 kind: a
 * guess, refused. */
static PirAttribute *numberAttribute(PyPirContext *c, const char *name, PyObject *v, const AttrWant *w)
{
	bool isInt = PyLong_Check(v);
	int k = -1;
	if (w->prefer != PIR_ATTR_KIND_COUNT && (w->kinds & KIND(w->prefer)) &&
	    (isInt || (KIND(w->prefer) & FLOAT_KINDS)))
		k = (int)w->prefer;
	else if (isInt)
		k = (w->kinds & INT_KINDS) ? onlyKind(INT_KINDS, w->kinds) : onlyKind(FLOAT_KINDS, w->kinds);
	else
		k = onlyKind(FLOAT_KINDS, w->kinds);
	switch (k) {
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX: {
		int overflow = 0;
		long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
		if (x == -1 && PyErr_Occurred())
			return NULL;
		if (overflow || (k == PIR_ATTR_INT32 && (x < INT32_MIN || x > INT32_MAX))) {
			PyErr_Format(PyExc_OverflowError, "attribute '%s': %R does not fit in %s", name, v,
				     pirAttrKindName((PirAttrKind)k));
			return NULL;
		}
		return k == PIR_ATTR_INT32 ? pirAttrGetInt32(c->ctx, (int32_t)x)
		       : k == PIR_ATTR_INT64 ? pirAttrGetInt64(c->ctx, x)
					     : pirAttrGetIndex(c->ctx, x);
	}
	case PIR_ATTR_FLOAT:
	case PIR_ATTR_DOUBLE: {
		double x = PyFloat_AsDouble(v);
		if (x == -1.0 && PyErr_Occurred())
			return NULL;
		return k == PIR_ATTR_FLOAT ? pirAttrGetFloat(c->ctx, (float)x) : pirAttrGetDouble(c->ctx, x);
	}
	default:
		PyErr_Format(PyExc_TypeError,
			     "attribute '%s': a %s has no one attribute kind here; give context.parse_attribute('(Int32)1') "
			     "(or '(Int64)', '(Float)', '(Double)', '[...]', ...)",
			     name, Py_TYPE(v)->tp_name);
		return NULL;
	}
}

/* A list or tuple: an int_array of ints where the definition allows one,
 * else an array whose elements take the kind of the default's elements. */
static PirAttribute *listAttribute(PyPirContext *c, const char *name, PyObject *v, const AttrWant *w)
{
	PyObject *seq = PySequence_Fast(v, "not a sequence");
	if (!seq)
		return NULL;
	Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
	PirAttribute *result = NULL;
	bool ints = true;
	for (Py_ssize_t i = 0; i < n; i++) {
		PyObject *e = PySequence_Fast_GET_ITEM(seq, i);
		ints = ints && PyLong_Check(e) && !PyBool_Check(e);
	}
	if (ints && (w->kinds & KIND(PIR_ATTR_INT_ARRAY)) && !(w->kinds & KIND(PIR_ATTR_ARRAY) && !n)) {
		int64_t *xs = PyMem_Calloc((size_t)n + 1, sizeof *xs);
		if (!xs) {
			PyErr_NoMemory();
			goto done;
		}
		bool ok = true;
		for (Py_ssize_t i = 0; ok && i < n; i++) {
			xs[i] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(seq, i));
			ok = !(xs[i] == -1 && PyErr_Occurred());
		}
		if (ok)
			result = pirAttrGetIntArray(c->ctx, (uint32_t)n, xs);
		PyMem_Free(xs);
		goto done;
	}
	if (w->kinds && !(w->kinds & KIND(PIR_ATTR_ARRAY))) {
		PyErr_Format(PyExc_TypeError, "attribute '%s': a list, but the op's definition wants no array", name);
		goto done;
	}
	AttrWant elem = {0, PIR_ATTR_KIND_COUNT, NULL};
	if (w->deflt && pirAttributeGetKind(w->deflt) == PIR_ATTR_ARRAY && pirAttributeGetNumElements(w->deflt))
		elem.kinds = KIND(pirAttributeGetKind(pirAttributeGetElement(w->deflt, 0)));
	PirAttribute **es = PyMem_Calloc((size_t)n + 1, sizeof *es);
	if (!es) {
		PyErr_NoMemory();
		goto done;
	}
	bool ok = true;
	for (Py_ssize_t i = 0; ok && i < n; i++)
		ok = (es[i] = attributeFromPython(c, name, PySequence_Fast_GET_ITEM(seq, i), &elem)) != NULL;
	if (ok)
		result = pirAttrGetArray(c->ctx, (uint32_t)n, es);
	PyMem_Free(es);
done:
	Py_DECREF(seq);
	return result;
}

/* A Python value as an attribute of c; NULL with an exception set. Values
 * of one meaning (bool, None, pir.Type, pir.DataType, ...) are what they
 * are; ints, floats, lists and strs take the kind w allows. */
static PirAttribute *attributeFromPython(PyPirContext *c, const char *name, PyObject *v, const AttrWant *w)
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
	if (PyLong_Check(v) || PyFloat_Check(v))
		return numberAttribute(c, name, v, w);
	if (PyList_Check(v) || PyTuple_Check(v))
		return listAttribute(c, name, v, w);
	if (PyUnicode_Check(v)) {
		Py_ssize_t n;
		const char *s = PyUnicode_AsUTF8AndSize(v, &n);
		if (!s)
			return NULL;
		int k = w->kinds && !(w->kinds & KIND(PIR_ATTR_STR)) ? onlyKind(TEXT_KINDS, w->kinds) : -1;
		if (k == PIR_ATTR_DATA_TYPE)
			return pirAttrGetDataType(c->ctx, s, (size_t)n);
		if (k >= 0)
			return pirAttrGetText(c->ctx, (PirAttrKind)k, s, (size_t)n);
		return pirAttrGetStr(c->ctx, s, (size_t)n);
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
	PyErr_Format(PyExc_TypeError, "attribute '%s': a %s is not an attribute value", name, Py_TYPE(v)->tp_name);
	return NULL;
}

/* What op `opName`'s definition wants of attribute `name`; false with
 * pir.Error set when the op is registered and has no such attribute. */
static bool attrWant(PyPirContext *c, const char *opName, const char *name, AttrWant *w)
{
	*w = (AttrWant){0, PIR_ATTR_KIND_COUNT, NULL};
	int found = pirContextGetOpAttributeKinds(c->ctx, opName, name, &w->kinds, &w->prefer, &w->deflt);
	if (found == 0) {
		PyObject *msg = PyUnicode_FromFormat("'%s' has no attribute '%s' (pir.op_definition('%s') lists them)",
						     opName, name, opName);
		if (msg)
			pirpyRaise(c, PyUnicode_AsUTF8(msg));
		Py_XDECREF(msg);
		return false;
	}
	return true;
}

/* kwargs-like dict -> an attribute dictionary (NULL + exception on error). */
static PirAttrDict *attrDictFromPython(PyPirContext *c, const char *opName, PirAttrDict *base, PyObject *dict)
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
		AttrWant w;
		if (!attrWant(c, opName, name, &w))
			return NULL;
		PirAttribute *a = attributeFromPython(c, name, value, &w);
		if (!a)
			return NULL;
		d = pirAttrDictSet(c->ctx, d, pirIdentGetCStr(c->ctx, name), a);
	}
	return d;
}

/* The checks of op's own definition (pirOperationVerifyDefinition), made
 * as soon as Python creates or changes an op without regions (one with
 * regions is still being built: program.verify() checks it); false with
 * pir.Error set, carrying the verifier's diagnostics. */
static bool checkOp(PyPirContext *c, PirOperation *op)
{
	if (!pirOperationIsRegistered(op) || pirOperationGetNumRegions(op))
		return true;
	pirpyClearDiagnostics(c);
	if (pirOperationVerifyDefinition(op))
		return true;
	pirpyRaise(c, "the op does not verify");
	return false;
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
	AttrWant w;
	if (!attrWant(c, pirOperationGetName(op), name, &w))
		return NULL;
	PirAttribute *a = attributeFromPython(c, name, value, &w);
	if (!a)
		return NULL;
	PirAttrDict *before = pirOperationGetAttrDict(op);
	pirOperationSetAttr(op, name, a);
	if (!checkOp(c, op)) {
		pirOperationSetAttrDict(op, before); /* as it was */
		return NULL;
	}
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
	/* No result types: the op's definition gives the count, its rule the types. */
	int inferCount = types && types != Py_None ? -1 : pirContextGetOpNumResults(c->ctx, name);
	tys = types && types != Py_None ? PySequence_Fast(types, "result_types must be a sequence of pir.Type or str")
					: PyTuple_New(0);
	if (!ops || !tys)
		goto done;
	Py_ssize_t nOps = PySequence_Fast_GET_SIZE(ops), nTys = inferCount > 0 ? inferCount : PySequence_Fast_GET_SIZE(tys);
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
	for (Py_ssize_t i = 0; i < nTys && inferCount > 0; i++)
		rtypes[i] = pirTypeGetNull(c->ctx); /* until the rule says */
	for (Py_ssize_t i = 0; i < nTys && inferCount <= 0; i++) {
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
	PirAttrDict *dict = attrDictFromPython(c, name, base, attrs);
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
		char why[512];
		pirContextExplainOpName(c->ctx, name, why, sizeof why);
		PyErr_Format(PyPirError, "%s (pir.Context(allow_unregistered=True) accepts it)", why);
		goto done;
	}
	if (inferCount > 0 && !pirOperationInferResultTypes(op)) {
		pirOperationErase(op);
		PyObject *msg = PyUnicode_FromFormat("'%s': no inference rule gives the results' types from these "
						     "operands and attributes; give result_types", name);
		if (msg)
			pirpyRaise(c, PyUnicode_AsUTF8(msg));
		Py_XDECREF(msg);
		goto done;
	}
	if (!checkOp(c, op)) {
		pirOperationErase(op);
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
