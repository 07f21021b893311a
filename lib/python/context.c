/* context.c: pir.Context (a PirContext with the shipped dialects) and its
 * diagnostics: the context's handler copies each diagnostic, and an error
 * raised from Python (pir.Error) carries them as pir.Diagnostic objects in
 * its `diagnostics` attribute. */
#include "pirpy.h"

#include <stdlib.h>
#include <string.h>

PyObject *PyPirError;
static PyTypeObject *diagnosticType;

static PyStructSequence_Field diagnosticFields[] = {
	{"file", "the file named by the location (None for built IR)"},
	{"line", "1-based line (0 when unknown)"},
	{"column", "1-based column (0 when unknown)"},
	{"severity", "'error', 'warning' or 'note'"},
	{"message", "the message, without location"},
	{"text", "the whole diagnostic as pir-opt prints it (source line and caret included)"},
	{NULL, NULL},
};
static PyStructSequence_Desc diagnosticDesc = {"pir.Diagnostic", "One diagnostic of the library.", diagnosticFields,
					       6};

static char *dupString(const char *s)
{
	if (!s)
		return NULL;
	size_t n = strlen(s);
	char *d = malloc(n + 1);
	if (d)
		memcpy(d, s, n + 1);
	return d;
}

/* Called by the library (on the thread that holds the GIL: the verifier's
 * helper thread emits only while diagnostics are muted); no Python here. */
static void collect(const PirDiagnostic *d, void *userData)
{
	PyPirContext *c = userData;
	if (c->numDiags == c->capDiags) {
		size_t cap = c->capDiags ? 2 * c->capDiags : 8;
		PyPirDiag *n = realloc(c->diags, cap * sizeof *n);
		if (!n)
			return; /* the diagnostic is lost, the error count still says an error happened */
		c->diags = n;
		c->capDiags = cap;
	}
	PyPirDiag *g = &c->diags[c->numDiags++];
	g->file = d->loc.file ? dupString(pirIdentGetString(d->loc.file)) : NULL;
	g->line = d->loc.line;
	g->col = d->loc.col;
	g->severity = d->severity;
	g->message = dupString(d->message);
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (f) {
		pirPrintDiagnostic(c->ctx, d, f);
		fclose(f);
	}
	g->text = text;
}

void pirpyClearDiagnostics(PyPirContext *c)
{
	for (size_t i = 0; i < c->numDiags; i++) {
		free(c->diags[i].file);
		free(c->diags[i].message);
		free(c->diags[i].text);
	}
	c->numDiags = 0;
}

static const char *severityName(PirSeverity s)
{
	return s == PIR_SEV_ERROR ? "error" : s == PIR_SEV_WARNING ? "warning" : "note";
}

static PyObject *strOrNone(const char *s)
{
	if (!s)
		Py_RETURN_NONE;
	return PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s), "replace");
}

static PyObject *diagnosticsList(PyPirContext *c)
{
	PyObject *list = PyList_New((Py_ssize_t)c->numDiags);
	if (!list)
		return NULL;
	for (size_t i = 0; i < c->numDiags; i++) {
		PyPirDiag *g = &c->diags[i];
		PyObject *d = PyStructSequence_New(diagnosticType);
		if (!d) {
			Py_DECREF(list);
			return NULL;
		}
		PyList_SET_ITEM(list, (Py_ssize_t)i, d);
		PyObject *items[6] = {strOrNone(g->file),     PyLong_FromUnsignedLong(g->line),
				      PyLong_FromUnsignedLong(g->col), PyUnicode_FromString(severityName(g->severity)),
				      strOrNone(g->message),  strOrNone(g->text)};
		for (int k = 0; k < 6; k++) {
			if (!items[k]) {
				for (int j = 0; j < 6; j++)
					Py_XDECREF(items[j]);
				Py_DECREF(list);
				return NULL;
			}
		}
		for (int k = 0; k < 6; k++)
			PyStructSequence_SET_ITEM(d, k, items[k]);
	}
	return list;
}

PyObject *pirpyRaise(PyPirContext *c, const char *message)
{
	PyObject *diags = diagnosticsList(c);
	pirpyClearDiagnostics(c);
	if (!diags)
		return NULL;
	/* The message: the caller's, then each diagnostic as pir-opt prints it. */
	PyObject *msg = PyUnicode_FromString(message);
	for (Py_ssize_t i = 0; msg && i < PyList_GET_SIZE(diags); i++) {
		PyObject *text = PyStructSequence_GET_ITEM(PyList_GET_ITEM(diags, i), 5);
		if (text == Py_None)
			continue;
		PyObject *joined = PyUnicode_FromFormat("%U\n%U", msg, text);
		Py_SETREF(msg, joined);
	}
	if (msg) {
		PyObject *stripped = PyObject_CallMethod(msg, "rstrip", NULL);
		Py_SETREF(msg, stripped);
	}
	PyObject *exc = msg ? PyObject_CallOneArg(PyPirError, msg) : NULL;
	Py_XDECREF(msg);
	if (exc && PyObject_SetAttrString(exc, "diagnostics", diags) == 0)
		PyErr_SetObject(PyPirError, exc);
	Py_XDECREF(exc);
	Py_DECREF(diags);
	return NULL;
}

bool pirpyContextKeepBuffer(PyPirContext *c, char *buf)
{
	char **n = realloc(c->buffers, (c->numBuffers + 1) * sizeof *n);
	if (!n)
		return false;
	c->buffers = n;
	c->buffers[c->numBuffers++] = buf;
	return true;
}

PyPirContext *pirpyContextNew(void)
{
	PyPirContext *c = PyObject_New(PyPirContext, &PyPirContextType);
	if (!c)
		return NULL;
	c->diags = NULL;
	c->numDiags = c->capDiags = 0;
	c->buffers = NULL;
	c->numBuffers = 0;
	c->ctx = pirContextCreate();
	if (!c->ctx) {
		Py_DECREF(c);
		return (PyPirContext *)PyErr_NoMemory();
	}
	pirContextSetDiagnosticHandler(c->ctx, collect, c);
	return c;
}

static PyObject *contextNew(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
	(void)type;
	static char *kwlist[] = {"allow_unregistered", NULL};
	int allow = 0;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|$p:Context", kwlist, &allow))
		return NULL;
	PyPirContext *c = pirpyContextNew();
	if (c && allow)
		pirContextSetAllowUnregistered(c->ctx, true);
	return (PyObject *)c;
}

static void contextDealloc(PyObject *self)
{
	PyPirContext *c = (PyPirContext *)self;
	if (c->ctx)
		pirContextDestroy(c->ctx);
	pirpyClearDiagnostics(c);
	free(c->diags);
	for (size_t i = 0; i < c->numBuffers; i++)
		free(c->buffers[i]);
	free(c->buffers);
	PyObject_Free(self);
}

static PyObject *contextLoadDialect(PyObject *self, PyObject *arg)
{
	PyPirContext *c = (PyPirContext *)self;
	PyObject *path = NULL;
	if (!PyUnicode_FSConverter(arg, &path))
		return NULL;
	bool ok = pirDialectLoadFile(c->ctx, PyBytes_AS_STRING(path));
	Py_DECREF(path);
	if (!ok)
		return pirpyRaise(c, "cannot load the dialect");
	pirpyClearDiagnostics(c);
	Py_RETURN_NONE;
}

/* Context.op_definition(name): what `pir-opt --show-op NAME` prints. */
PyObject *pirpyContextOpDefinition(PyObject *self, PyObject *arg)
{
	PyPirContext *c = (PyPirContext *)self;
	Py_ssize_t len;
	const char *name = PyUnicode_Check(arg) ? PyUnicode_AsUTF8AndSize(arg, &len) : NULL;
	if (!name) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_TypeError, "op_definition: the op's name must be a str");
		return NULL;
	}
	char why[512];
	if (pirContextExplainOpName(c->ctx, name, why, sizeof why))
		return pirpyRaise(c, why);
	char *text = pirContextGetOpDefinition(c->ctx, name, NULL);
	if (!text)
		return PyErr_NoMemory();
	PyObject *r = PyUnicode_FromString(text);
	free(text);
	return r;
}

static PyObject *contextGetAllow(PyObject *self, void *closure)
{
	(void)closure;
	return PyBool_FromLong(pirContextGetAllowUnregistered(((PyPirContext *)self)->ctx));
}

static PyMethodDef contextMethods[] = {
	{"load_dialect", contextLoadDialect, METH_O, "load_dialect(path): registers the ops of a dialect YAML file"},
	{"parse_attribute", pirpyContextParseAttribute, METH_O,
	 "parse_attribute(text) -> pir.Attribute: one attribute in PIR text, e.g. '(Int32)1', '[(Float)0.5]'"},
	{"parse_type", pirpyContextParseType, METH_O, "parse_type(text) -> pir.Type: one type in PIR text, e.g. 'tensor<2xf32>'"},
	{"op_definition", pirpyContextOpDefinition, METH_O,
	 "op_definition(name) -> str: an op's definition, as `pir-opt --show-op NAME` prints it"},
	{NULL, NULL, 0, NULL},
};

static PyGetSetDef contextGetSet[] = {
	{"allow_unregistered", contextGetAllow, NULL, "whether ops of unknown names are read as opaque ops", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirContextType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Context",
	.tp_basicsize = sizeof(PyPirContext),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "Context(*, allow_unregistered=False): owns types, attributes, dialects and diagnostics.",
	.tp_new = contextNew,
	.tp_dealloc = contextDealloc,
	.tp_methods = contextMethods,
	.tp_getset = contextGetSet,
};

int pirpyInitDiagnosticType(PyObject *module)
{
	diagnosticType = PyStructSequence_NewType(&diagnosticDesc);
	if (!diagnosticType)
		return -1;
	Py_INCREF(diagnosticType);
	return PyModule_AddObject(module, "Diagnostic", (PyObject *)diagnosticType);
}
