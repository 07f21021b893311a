/* attributes.c: an attribute as a Python value (docs/python.md,
 * "Attributes"): bool, int (int32, int64, index, pointer), float (float,
 * double), complex, str, list (array, IntArray), pir.Type, None
 * (<#AttrNull>), and for Paddle's enum-like attributes small objects that
 * keep what they are: pir.DataType, pir.Place, pir.DataLayout and
 * pir.OpaqueAttr. Each has `.value` (its text, e.g. "float32", "gpu:0"),
 * str() gives that text, and it equals an object of its class with the same
 * text or that text as a str. */
#include "pirpy.h"

#include <string.h>
#include <structmember.h>

typedef struct PyPirTextAttr {
	PyObject_HEAD
	PyObject *value; /* str */
} PyPirTextAttr;

static PyObject *textAttrNew(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = {"value", NULL};
	PyObject *value;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "U", kwlist, &value))
		return NULL;
	PyPirTextAttr *o = (PyPirTextAttr *)type->tp_alloc(type, 0);
	if (!o)
		return NULL;
	Py_INCREF(value);
	o->value = value;
	return (PyObject *)o;
}

static void textAttrDealloc(PyObject *self)
{
	Py_XDECREF(((PyPirTextAttr *)self)->value);
	Py_TYPE(self)->tp_free(self);
}

static PyObject *textAttrStr(PyObject *self)
{
	PyObject *v = ((PyPirTextAttr *)self)->value;
	Py_INCREF(v);
	return v;
}

static PyObject *textAttrRepr(PyObject *self)
{
	const char *name = strchr(Py_TYPE(self)->tp_name, '.') + 1;
	return PyUnicode_FromFormat("pir.%s(%R)", name, ((PyPirTextAttr *)self)->value);
}

static Py_hash_t textAttrHash(PyObject *self)
{
	return PyObject_Hash(((PyPirTextAttr *)self)->value);
}

static PyObject *textAttrCompare(PyObject *a, PyObject *b, int op)
{
	if (op != Py_EQ && op != Py_NE)
		Py_RETURN_NOTIMPLEMENTED;
	PyObject *other;
	if (Py_TYPE(a) == Py_TYPE(b))
		other = ((PyPirTextAttr *)b)->value;
	else if (PyUnicode_Check(b))
		other = b;
	else
		Py_RETURN_NOTIMPLEMENTED;
	return PyObject_RichCompare(((PyPirTextAttr *)a)->value, other, op);
}

static PyMemberDef textAttrMembers[] = {
	{"value", T_OBJECT_EX, offsetof(PyPirTextAttr, value), READONLY, "the attribute's text"},
	{NULL, 0, 0, 0, NULL},
};

#define TEXT_ATTR_TYPE(var, pyname, doc)                                                                    \
	static PyTypeObject var = {                                                                          \
		PyVarObject_HEAD_INIT(NULL, 0).tp_name = pyname,                                             \
		.tp_basicsize = sizeof(PyPirTextAttr),                                                       \
		.tp_flags = Py_TPFLAGS_DEFAULT,                                                              \
		.tp_doc = doc,                                                                               \
		.tp_new = textAttrNew,                                                                       \
		.tp_dealloc = textAttrDealloc,                                                               \
		.tp_str = textAttrStr,                                                                       \
		.tp_repr = textAttrRepr,                                                                     \
		.tp_hash = textAttrHash,                                                                     \
		.tp_richcompare = textAttrCompare,                                                           \
		.tp_members = textAttrMembers,                                                               \
	}

TEXT_ATTR_TYPE(dataTypeType, "pir.DataType", "DataType(value): a (pd_op.DataType) attribute, e.g. 'float32'.");
TEXT_ATTR_TYPE(placeType, "pir.Place", "Place(value): a (pd_op.Place) attribute, e.g. 'gpu:0' or 'cpu'.");
TEXT_ATTR_TYPE(dataLayoutType, "pir.DataLayout", "DataLayout(value): a (pd_op.DataLayout) attribute, e.g. 'NCHW'.");
TEXT_ATTR_TYPE(opaqueType, "pir.OpaqueAttr", "OpaqueAttr(value): a dialect attribute kept as its text.");

static PyObject *textAttr(PyTypeObject *type, PirIdent *text)
{
	PyObject *s = PyUnicode_DecodeUTF8(pirIdentGetString(text), (Py_ssize_t)pirIdentGetLength(text), "replace");
	if (!s)
		return NULL;
	PyPirTextAttr *o = (PyPirTextAttr *)type->tp_alloc(type, 0);
	if (!o) {
		Py_DECREF(s);
		return NULL;
	}
	o->value = s;
	return (PyObject *)o;
}

PyObject *pirpyAttributeToPython(PyPirContext *c, PirAttribute *a)
{
	switch (pirAttributeGetKind(a)) {
	case PIR_ATTR_BOOL:
		return PyBool_FromLong(pirAttributeGetBoolValue(a));
	case PIR_ATTR_STR: {
		PirIdent *s = pirAttributeGetText(a);
		return PyUnicode_DecodeUTF8(pirIdentGetString(s), (Py_ssize_t)pirIdentGetLength(s), "replace");
	}
	case PIR_ATTR_INT32:
	case PIR_ATTR_INT64:
	case PIR_ATTR_INDEX:
		return PyLong_FromLongLong(pirAttributeGetIntValue(a));
	case PIR_ATTR_POINTER:
		return PyLong_FromUnsignedLongLong((uint64_t)pirAttributeGetIntValue(a));
	case PIR_ATTR_FLOAT:
	case PIR_ATTR_DOUBLE:
		return PyFloat_FromDouble(pirAttributeGetFloatValue(a));
	case PIR_ATTR_COMPLEX64:
	case PIR_ATTR_COMPLEX128: {
		double re, im;
		pirAttributeGetComplexValue(a, &re, &im);
		return PyComplex_FromDoubles(re, im);
	}
	case PIR_ATTR_ARRAY: {
		uint32_t n = pirAttributeGetNumElements(a);
		PyObject *list = PyList_New(n);
		for (uint32_t i = 0; list && i < n; i++) {
			PyObject *e = pirpyAttributeToPython(c, pirAttributeGetElement(a, i));
			if (!e) {
				Py_CLEAR(list);
				break;
			}
			PyList_SET_ITEM(list, i, e);
		}
		return list;
	}
	case PIR_ATTR_INT_ARRAY: {
		uint32_t n = pirAttributeGetNumElements(a);
		PyObject *list = PyList_New(n);
		for (uint32_t i = 0; list && i < n; i++) {
			PyObject *e = PyLong_FromLongLong(pirAttributeGetIntElement(a, i));
			if (!e) {
				Py_CLEAR(list);
				break;
			}
			PyList_SET_ITEM(list, i, e);
		}
		return list;
	}
	case PIR_ATTR_TYPE:
		return pirpyTypeNew(c, pirAttributeGetTypeValue(a));
	case PIR_ATTR_DATA_TYPE:
		return textAttr(&dataTypeType, pirAttributeGetText(a));
	case PIR_ATTR_PLACE:
		return textAttr(&placeType, pirAttributeGetText(a));
	case PIR_ATTR_DATA_LAYOUT:
		return textAttr(&dataLayoutType, pirAttributeGetText(a));
	case PIR_ATTR_OPAQUE:
		return textAttr(&opaqueType, pirAttributeGetText(a));
	case PIR_ATTR_NULL:
		Py_RETURN_NONE;
	case PIR_ATTR_KIND_COUNT:
		break;
	}
	PyErr_Format(PyPirError, "attribute of unknown kind %d", (int)pirAttributeGetKind(a));
	return NULL;
}

bool pirpyTextAttrKind(PyObject *v, PirAttrKind *kind)
{
	PyTypeObject *t = Py_TYPE(v);
	*kind = t == &dataTypeType     ? PIR_ATTR_DATA_TYPE
		: t == &placeType      ? PIR_ATTR_PLACE
		: t == &dataLayoutType ? PIR_ATTR_DATA_LAYOUT
		: t == &opaqueType     ? PIR_ATTR_OPAQUE
				       : PIR_ATTR_KIND_COUNT;
	return *kind != PIR_ATTR_KIND_COUNT;
}

int pirpyInitAttributeTypes(PyObject *module)
{
	PyTypeObject *types[] = {&dataTypeType, &placeType, &dataLayoutType, &opaqueType};
	for (int i = 0; i < 4; i++) {
		if (PyType_Ready(types[i]) < 0)
			return -1;
		Py_INCREF(types[i]);
		if (PyModule_AddObject(module, strchr(types[i]->tp_name, '.') + 1, (PyObject *)types[i]) < 0) {
			Py_DECREF(types[i]);
			return -1;
		}
	}
	return 0;
}
