/* passes.c: pir.run_passes(program, pipeline) and pir.passes(): the pass
 * manager of the public line (pir.h, "passes") with pir-opt's pipeline
 * syntax. The statistics come back as a dict {pass: {counter: n}}, read
 * from the report pirPassManagerPrintStatistics writes. A run bumps the
 * program's generation (older handles raise); a failed run leaves the
 * program unusable, as the library says it is. */
#include "pirpy.h"

#include <stdlib.h>
#include <string.h>

/* The report: a line per pass ("CSE"), then "  (S) 62 num-cse'd - ..."
 * per counter; banner lines start with '=' or blanks and dots. */
static PyObject *parseStatistics(char *text)
{
	PyObject *all = PyDict_New(), *pass = NULL;
	for (char *line = strtok(text, "\n"); all && line; line = strtok(NULL, "\n")) {
		unsigned long long n;
		char name[256];
		if (sscanf(line, "  (S) %llu %255s", &n, name) == 2) {
			if (!pass)
				continue;
			PyObject *v = PyLong_FromUnsignedLongLong(n);
			if (!v || PyDict_SetItemString(pass, name, v) < 0)
				Py_CLEAR(all);
			Py_XDECREF(v);
		} else if (line[0] != ' ' && line[0] != '=') {
			pass = PyDict_New(); /* borrowed below: all holds it */
			if (!pass || PyDict_SetItemString(all, line, pass) < 0)
				Py_CLEAR(all);
			Py_XDECREF(pass);
		}
	}
	return all;
}

PyObject *pirpyRunPasses(PyObject *self, PyObject *args, PyObject *kwargs)
{
	(void)self;
	static char *kwlist[] = {"program", "pipeline", "verify", NULL};
	PyPirProgram *p;
	const char *pipeline;
	int verify = 1;
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!s|$p:run_passes", kwlist, &PyPirProgramType, &p, &pipeline,
					 &verify))
		return NULL;
	if (pirpyProgramCheck(p) < 0)
		return NULL;
	PyPirContext *c = p->context;
	pirpyClearDiagnostics(c);
	PirPassManager *pm = pirPassManagerCreate(c->ctx);
	if (!pm)
		return PyErr_NoMemory();
	PyObject *result = NULL;
	if (!pirPassManagerAddPipeline(pm, pipeline)) {
		pirpyRaise(c, "bad pass pipeline");
		goto done;
	}
	pirPassManagerEnableVerifier(pm, verify);
	p->generation++; /* the passes may erase (and reuse) what older handles point to */
	Py_CLEAR(p->erased); /* older than the generation: those handles raise anyway */
	if (!pirPassManagerRun(pm, p->prog)) {
		p->broken = true;
		pirpyRaise(c, "a pass failed");
		goto done;
	}
	pirpyClearDiagnostics(c);
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f) {
		PyErr_NoMemory();
		goto done;
	}
	pirPassManagerPrintStatistics(pm, f);
	if (fclose(f) == 0 && text)
		result = parseStatistics(text);
	else
		PyErr_NoMemory();
	free(text);
done:
	pirPassManagerDestroy(pm);
	return result;
}
