/* module.c: the `pir` Python module (docs/python.md): its types, the
 * pir.Error exception, and the functions read, run_passes, passes and
 * op_definition. */
#include "pirpy.h"

static PyObject *listPasses(PyObject *self, PyObject *noargs)
{
	(void)self;
	(void)noargs;
	PyObject *dict = PyDict_New();
	const char *summary, *name;
	for (size_t i = 0; dict && (name = pirPassGetArgument(i, &summary)); i++) {
		PyObject *s = PyUnicode_FromString(summary ? summary : "");
		if (!s || PyDict_SetItemString(dict, name, s) < 0)
			Py_CLEAR(dict);
		Py_XDECREF(s);
	}
	return dict;
}

/* pir.op_definition(name, *, context=None): in a fresh context when none
 * is given (then the shipped dialects' ops). */
static PyObject *opDefinition(PyObject *self, PyObject *args, PyObject *kwargs)
{
	(void)self;
	static char *kwlist[] = {"name", "context", NULL};
	PyObject *name, *ctxArg = Py_None;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|$O:op_definition", kwlist, &name, &ctxArg))
		return NULL;
	if (ctxArg != Py_None && !PyObject_TypeCheck(ctxArg, &PyPirContextType)) {
		PyErr_SetString(PyExc_TypeError, "context must be a pir.Context");
		return NULL;
	}
	PyObject *c = ctxArg == Py_None ? (PyObject *)pirpyContextNew() : (Py_INCREF(ctxArg), ctxArg);
	if (!c)
		return NULL;
	PyObject *r = pirpyContextOpDefinition(c, name);
	Py_DECREF(c);
	return r;
}

static PyMethodDef moduleMethods[] = {
	{"read", (PyCFunction)(void (*)(void))pirpyRead, METH_VARARGS | METH_KEYWORDS,
	 "read(source, format=None, *, context=None, verify=True) -> Program\n\n"
	 "source: a path (str without a newline, or os.PathLike), PIR text (str holding a newline) or bytes.\n"
	 "format: None (detected), 'text', 'json' or 'programdesc' (then another format is an error).\n"
	 "Raises pir.Error with the diagnostics when the program does not read or verify."},
	{"run_passes", (PyCFunction)(void (*)(void))pirpyRunPasses, METH_VARARGS | METH_KEYWORDS,
	 "run_passes(program, pipeline, *, verify=True) -> dict\n\n"
	 "Runs a pipeline in pir-opt's syntax ('cse,dce', 'builtin.module(cse,dce)') and returns the\n"
	 "statistics as {pass: {counter: value}}."},
	{"passes", listPasses, METH_NOARGS, "passes() -> dict: every registered pass name with its summary"},
	{"op_definition", (PyCFunction)(void (*)(void))opDefinition, METH_VARARGS | METH_KEYWORDS,
	 "op_definition(name, *, context=None) -> str: an op's definition as `pir-opt --show-op NAME` prints it\n"
	 "(old spellings such as 'pd.add_n' name their op; an unknown name raises pir.Error with the closest one)."},
	{NULL, NULL, 0, NULL},
};

static struct PyModuleDef moduleDef = {
	PyModuleDef_HEAD_INIT, .m_name = "pir", .m_doc = "PaddlePaddle's PIR: read, walk, print and transform programs.",
	.m_size = -1, .m_methods = moduleMethods,
};

PyMODINIT_FUNC PyInit_pir(void);
PyMODINIT_FUNC PyInit_pir(void)
{
	PyObject *m = PyModule_Create(&moduleDef);
	if (!m)
		return NULL;
	PyPirError = PyErr_NewExceptionWithDoc("pir.Error",
					       "An error of the library; `diagnostics` lists its pir.Diagnostic objects.",
					       NULL, NULL);
	if (!PyPirError)
		goto fail;
	Py_INCREF(PyPirError);
	if (PyModule_AddObject(m, "Error", PyPirError) < 0)
		goto fail;
	struct {
		PyTypeObject *type;
		const char *name;
	} types[] = {
		{&PyPirContextType, "Context"}, {&PyPirProgramType, "Program"}, {&PyPirOperationType, "Operation"},
		{&PyPirValueType, "Value"},     {&PyPirOpOperandType, "OpOperand"}, {&PyPirBlockType, "Block"},
		{&PyPirRegionType, "Region"},   {&PyPirTypeType, "Type"},           {&PyPirAttributeType, "Attribute"},
	};
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
		if (PyType_Ready(types[i].type) < 0)
			goto fail;
		Py_INCREF(types[i].type);
		if (PyModule_AddObject(m, types[i].name, (PyObject *)types[i].type) < 0) {
			Py_DECREF(types[i].type);
			goto fail;
		}
	}
	if (pirpyInitDiagnosticType(m) < 0 || pirpyInitLocationType(m) < 0 || pirpyInitAttributeTypes(m) < 0)
		goto fail;
	if (PyModule_AddStringConstant(m, "__version__", PIR_VERSION) < 0)
		goto fail;
	return m;
fail:
	Py_DECREF(m);
	return NULL;
}
