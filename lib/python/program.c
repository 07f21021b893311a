/* program.c: pir.read and pir.Program: reading a program in any format
 * (PIR text, PIR JSON, ProgramDesc) from a file or from Python text or
 * bytes, printing it as text or JSON, verifying it, and the entry points
 * of a walk (its top-level ops, every op). */
#include "pirpy.h"

#include <stdlib.h>
#include <string.h>

static const char *formatNames[] = {"text", "json", "programdesc", "params"};

int pirpyProgramCheck(PyPirProgram *p)
{
	if (p->broken) {
		PyErr_SetString(PyPirError, "the program is unusable: a pass failed on it (see the error it raised)");
		return -1;
	}
	return 0;
}

static bool formatFromName(PyObject *name, PirFileFormat *out)
{
	if (name == Py_None)
		return true;
	const char *s = PyUnicode_Check(name) ? PyUnicode_AsUTF8(name) : NULL;
	if (!s) {
		if (!PyErr_Occurred())
			PyErr_SetString(PyExc_TypeError, "format must be None, 'text', 'json' or 'programdesc'");
		return false;
	}
	for (int i = 0; i < 3; i++)
		if (strcmp(s, formatNames[i]) == 0) {
			*out = (PirFileFormat)i;
			return true;
		}
	PyErr_Format(PyExc_ValueError, "unknown format '%s': expected 'text', 'json' or 'programdesc'", s);
	return false;
}

/* The source as a malloc'ed NUL-terminated buffer and the name diagnostics
 * give it: a str holding a newline or bytes are the program itself, any
 * other str or a path-like object names a file. */
static char *sourceBuffer(PyPirContext *c, PyObject *src, size_t *len, PyObject **name)
{
	const char *data = NULL;
	Py_ssize_t n = 0;
	if (PyBytes_Check(src)) {
		data = PyBytes_AS_STRING(src);
		n = PyBytes_GET_SIZE(src);
	} else if (PyUnicode_Check(src) && PyUnicode_FindChar(src, '\n', 0, PyUnicode_GET_LENGTH(src), 1) >= 0) {
		data = PyUnicode_AsUTF8AndSize(src, &n);
		if (!data)
			return NULL;
	}
	if (data) {
		char *buf = malloc((size_t)n + 1);
		if (!buf)
			return (char *)PyErr_NoMemory();
		memcpy(buf, data, (size_t)n);
		buf[n] = 0;
		*len = (size_t)n;
		*name = PyBytes_FromString("<string>");
		if (!*name) {
			free(buf);
			return NULL;
		}
		return buf;
	}
	if (!PyUnicode_FSConverter(src, name))
		return NULL;
	char *buf = pirReadFileContents(c->ctx, PyBytes_AS_STRING(*name), len);
	if (!buf) {
		Py_CLEAR(*name);
		pirpyRaise(c, "cannot read the file");
	}
	return buf;
}

static PyObject *programNew(PyPirContext *c, PirProgram *prog, PirFileFormat format)
{
	PyPirProgram *p = PyObject_New(PyPirProgram, &PyPirProgramType);
	if (!p) {
		pirProgramDestroy(prog);
		return NULL;
	}
	Py_INCREF(c);
	p->context = c;
	p->prog = prog;
	p->generation = 0;
	p->broken = false;
	p->erased = NULL;
	p->format = format;
	return (PyObject *)p;
}

PyObject *pirpyRead(PyObject *self, PyObject *args, PyObject *kwargs)
{
	(void)self;
	static char *kwlist[] = {"source", "format", "context", "verify", NULL};
	PyObject *src, *formatName = Py_None, *ctxArg = Py_None;
	int verify = 1;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O$Op:read", kwlist, &src, &formatName, &ctxArg, &verify))
		return NULL;
	PirFileFormat want = PIR_FORMAT_PARAMS; /* none asked */
	if (!formatFromName(formatName, &want))
		return NULL;
	PyPirContext *c;
	if (ctxArg == Py_None) {
		c = pirpyContextNew();
		if (!c)
			return NULL;
	} else if (PyObject_TypeCheck(ctxArg, &PyPirContextType)) {
		c = (PyPirContext *)ctxArg;
		Py_INCREF(c);
	} else {
		PyErr_SetString(PyExc_TypeError, "context must be a pir.Context");
		return NULL;
	}
	pirpyClearDiagnostics(c);
	PyObject *result = NULL, *name = NULL;
	size_t len = 0;
	char *buf = sourceBuffer(c, src, &len, &name);
	if (!buf)
		goto done;
	if (!pirpyContextKeepBuffer(c, buf)) {
		free(buf);
		PyErr_NoMemory();
		goto done;
	}
	PirFileFormat found = pirDetectFileFormat(buf, len);
	if (want != PIR_FORMAT_PARAMS && found != want) {
		PyErr_Format(PyPirError, "%s: expected format '%s', found '%s'", PyBytes_AS_STRING(name), formatNames[want],
			     formatNames[found]);
		goto done;
	}
	PirProgram *prog = pirProgramReadBuffer(c->ctx, PyBytes_AS_STRING(name), buf, len, NULL);
	if (!prog) {
		pirpyRaise(c, "cannot read the program");
		goto done;
	}
	if (verify && !pirProgramVerify(prog)) {
		pirProgramDestroy(prog);
		pirpyRaise(c, "the program does not verify");
		goto done;
	}
	pirpyClearDiagnostics(c); /* warnings of a successful read are not kept */
	result = programNew(c, prog, found);
done:
	Py_XDECREF(name);
	Py_DECREF(c);
	return result;
}

static void programDealloc(PyObject *self)
{
	PyPirProgram *p = (PyPirProgram *)self;
	pirProgramDestroy(p->prog);
	Py_XDECREF(p->erased);
	Py_DECREF(p->context);
	PyObject_Free(self);
}

static void printProgram(void *arg, FILE *f)
{
	pirPrintProgram(arg, f);
}

PyObject *pirpyCapture(void (*fn)(void *arg, FILE *f), void *arg)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return PyErr_NoMemory();
	fn(arg, f);
	if (fclose(f) != 0 || !text) {
		free(text);
		return PyErr_NoMemory();
	}
	PyObject *s = PyUnicode_DecodeUTF8(text, (Py_ssize_t)len, "replace");
	free(text);
	return s;
}

static PyObject *programStr(PyObject *self)
{
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	return pirpyCapture(printProgram, p->prog);
}

static PyObject *programPrint(PyObject *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = {"file", NULL};
	PyObject *file = Py_None;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|$O:print", kwlist, &file))
		return NULL;
	PyObject *text = programStr(self);
	if (!text)
		return NULL;
	if (file == Py_None) {
		file = PySys_GetObject("stdout"); /* borrowed */
		if (!file) {
			Py_DECREF(text);
			PyErr_SetString(PyExc_RuntimeError, "no sys.stdout");
			return NULL;
		}
	}
	int rc = PyFile_WriteObject(text, file, Py_PRINT_RAW);
	Py_DECREF(text);
	if (rc < 0)
		return NULL;
	Py_RETURN_NONE;
}

static PyObject *programToJson(PyObject *self, PyObject *noargs)
{
	(void)noargs;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	pirpyClearDiagnostics(p->context);
	size_t len = 0;
	char *json = pirProgramToJson(p->prog, NULL, &len);
	if (!json)
		return pirpyRaise(p->context, "the program cannot be written as PIR JSON");
	PyObject *s = PyUnicode_DecodeUTF8(json, (Py_ssize_t)len, "replace");
	free(json);
	return s;
}

static PyObject *programVerify(PyObject *self, PyObject *noargs)
{
	(void)noargs;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	pirpyClearDiagnostics(p->context);
	if (!pirProgramVerify(p->prog))
		return pirpyRaise(p->context, "the program does not verify");
	pirpyClearDiagnostics(p->context);
	Py_RETURN_NONE;
}

static PyObject *blockOps(PyPirProgram *p, PirBlock *b)
{
	PyObject *list = PyList_New(0);
	for (PirOperation *op = pirBlockGetFirstOp(b); list && op; op = pirOperationGetNextInBlock(op)) {
		PyObject *o = pirpyHandleNew(&PyPirOperationType, p, op);
		if (!o || PyList_Append(list, o) < 0)
			Py_CLEAR(list);
		Py_XDECREF(o);
	}
	return list;
}

static PyObject *programOps(PyObject *self, void *closure)
{
	(void)closure;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	return blockOps(p, pirProgramGetBlock(p->prog));
}

typedef struct WalkState {
	PyPirProgram *program;
	PyObject *list;
} WalkState;

static PirWalkResult collectOp(PirOperation *op, void *userData)
{
	WalkState *w = userData;
	PyObject *o = pirpyHandleNew(&PyPirOperationType, w->program, op);
	int rc = o ? PyList_Append(w->list, o) : -1;
	Py_XDECREF(o);
	return rc < 0 ? PIR_WALK_INTERRUPT : PIR_WALK_ADVANCE;
}

static PyObject *programWalk(PyObject *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = {"order", NULL};
	const char *order = "pre";
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|$s:walk", kwlist, &order))
		return NULL;
	if (strcmp(order, "pre") != 0 && strcmp(order, "post") != 0) {
		PyErr_SetString(PyExc_ValueError, "order must be 'pre' or 'post'");
		return NULL;
	}
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	WalkState w = {p, PyList_New(0)};
	if (!w.list)
		return NULL;
	PirWalkOrder o = order[1] == 'r' ? PIR_WALK_PRE_ORDER : PIR_WALK_POST_ORDER;
	if (pirProgramWalk(p->prog, o, collectOp, &w) == PIR_WALK_INTERRUPT)
		Py_CLEAR(w.list);
	return w.list;
}

static PyObject *programModule(PyObject *self, void *closure)
{
	(void)closure;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	return pirpyHandleNew(&PyPirOperationType, p, pirProgramGetModule(p->prog));
}

static PyObject *programBlock(PyObject *self, void *closure)
{
	(void)closure;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	return pirpyHandleNew(&PyPirBlockType, p, pirProgramGetBlock(p->prog));
}

static PyObject *programFormat(PyObject *self, void *closure)
{
	(void)closure;
	return PyUnicode_FromString(formatNames[((PyPirProgram *)self)->format]);
}

static PyObject *programContext(PyObject *self, void *closure)
{
	(void)closure;
	PyObject *c = (PyObject *)((PyPirProgram *)self)->context;
	Py_INCREF(c);
	return c;
}

static PyObject *programNumParameters(PyObject *self, void *closure)
{
	(void)closure;
	PyPirProgram *p = (PyPirProgram *)self;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	return PyLong_FromSize_t(pirProgramGetNumParameters(p->prog));
}

static PyMethodDef programMethods[] = {
	{"print", (PyCFunction)(void (*)(void))programPrint, METH_VARARGS | METH_KEYWORDS,
	 "print(*, file=None): writes the program as PIR text (sys.stdout by default)"},
	{"to_json", programToJson, METH_NOARGS, "to_json(): the program as Paddle's PIR JSON (a str)"},
	{"verify", programVerify, METH_NOARGS, "verify(): raises pir.Error with the diagnostics if the IR is invalid"},
	{"walk", (PyCFunction)(void (*)(void))programWalk, METH_VARARGS | METH_KEYWORDS,
	 "walk(*, order='pre'): every op, nested ones included (the module op excluded)"},
	{NULL, NULL, 0, NULL},
};

static PyGetSetDef programGetSet[] = {
	{"ops", programOps, NULL, "the ops of the module's block (top level only)", NULL},
	{"module", programModule, NULL, "the builtin.module op", NULL},
	{"block", programBlock, NULL, "the module's block", NULL},
	{"format", programFormat, NULL, "the format read: 'text', 'json' or 'programdesc'", NULL},
	{"context", programContext, NULL, "the pir.Context the program lives in", NULL},
	{"num_parameters", programNumParameters, NULL, "the number of parameters (weights) the program holds", NULL},
	{NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject PyPirProgramType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pir.Program",
	.tp_basicsize = sizeof(PyPirProgram),
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "A program read by pir.read; str() is its PIR text.",
	.tp_dealloc = programDealloc,
	.tp_str = programStr,
	.tp_methods = programMethods,
	.tp_getset = programGetSet,
};
