/* pirpy.h: what the files of the `pir` Python module (docs/python.md)
 * share: the C structs behind its objects and the helpers that make them.
 * The module is a library user like any other: it includes the installed
 * headers only (pir.h, without PIR_BUILDING_PIR) and links libpir.so, so
 * every accessor it calls is an exported function.
 *
 * Lifetime: a Program holds its Context; an Operation, Value, Block or
 * Region holds its Program and the program's generation when it was made.
 * Anything that may erase IR (run_passes) bumps the generation, after which
 * older handles raise pir.Error instead of pointing into freed IR; what
 * op.erase() removed is remembered and raises too (PyPirProgram.erased). A Type
 * lives in its context's arena and holds the Context. */
#ifndef PIRPY_H
#define PIRPY_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdbool.h>
#include <stdint.h>

#include "../pir.h"

/* One diagnostic as the context's handler received it (copied: the
 * library's message buffer is gone after the call). */
typedef struct PyPirDiag {
	char *file; /* NULL when the IR has no location */
	unsigned line, col;
	PirSeverity severity;
	char *message;
	char *text; /* as pir-opt prints it: file:line:col: error: ..., source line, caret */
} PyPirDiag;

typedef struct PyPirContext {
	PyObject_HEAD
	PirContext *ctx;
	PyPirDiag *diags; /* collected since the last pirpyTakeDiagnostics */
	size_t numDiags, capDiags;
	char **buffers; /* texts read from Python strings: diagnostics may quote them while the context lives */
	size_t numBuffers;
} PyPirContext;

typedef struct PyPirProgram {
	PyObject_HEAD
	PyPirContext *context; /* strong */
	PirProgram *prog;
	uint64_t generation;
	bool broken; /* a pass failed: the program may only be destroyed */
	/* What op.erase() took out (ops, values, uses, regions, blocks, as
	 * ints), NULL before the first erase. pirOperationErase keeps the memory
	 * until the program is destroyed and only passes reuse it (they bump
	 * the generation), so a pointer in this set names nothing else. */
	PyObject *erased;
	PirFileFormat format;
} PyPirProgram;

/* An Operation, Value, Block or Region. */
typedef struct PyPirHandle {
	PyObject_HEAD
	PyPirProgram *program; /* strong */
	uint64_t generation;
	void *ptr;
} PyPirHandle;

typedef struct PyPirType {
	PyObject_HEAD
	PyPirContext *context; /* strong */
	PirType *type;
} PyPirType;

/* An attribute parsed from PIR text (Context.parse_attribute). */
typedef struct PyPirAttribute {
	PyObject_HEAD
	PyPirContext *context; /* strong */
	PirAttribute *attr;
} PyPirAttribute;

extern PyObject *PyPirError;
extern PyTypeObject PyPirContextType, PyPirProgramType, PyPirOperationType, PyPirValueType, PyPirBlockType,
	PyPirRegionType, PyPirTypeType, PyPirOpOperandType, PyPirAttributeType;

/* context.c */
PyPirContext *pirpyContextNew(void);
/* Raises pir.Error(message) with the diagnostics collected so far as its
 * `diagnostics` attribute (and clears them); returns NULL. */
PyObject *pirpyRaise(PyPirContext *c, const char *message);
void pirpyClearDiagnostics(PyPirContext *c);
bool pirpyContextKeepBuffer(PyPirContext *c, char *buf);
int pirpyInitDiagnosticType(PyObject *module);

/* program.c */
PyObject *pirpyRead(PyObject *self, PyObject *args, PyObject *kwargs);
/* 0 when the program may be used, -1 with an exception set. */
int pirpyProgramCheck(PyPirProgram *p);

/* objects.c: handles, checked against their program's generation */
PyObject *pirpyHandleNew(PyTypeObject *type, PyPirProgram *p, void *ptr); /* None for NULL */
void *pirpyHandleGet(PyObject *self); /* NULL with an exception set when stale */
PyObject *pirpyTypeNew(PyPirContext *c, PirType *t);
PyObject *pirpyLocation(PyPirContext *c, PirLocation loc);

/* attributes.c */
PyObject *pirpyAttributeToPython(PyPirContext *c, PirAttribute *a);
int pirpyInitAttributeTypes(PyObject *module);
int pirpyInitLocationType(PyObject *module);

/* attributes.c: whether v is a pir.DataType, Place, DataLayout or OpaqueAttr (and which) */
bool pirpyTextAttrKind(PyObject *v, PirAttrKind *kind);

/* build.c */
PyObject *pirpyAttributeNew(PyPirContext *c, PirAttribute *a);
PyObject *pirpyContextParseAttribute(PyObject *self, PyObject *arg);
PyObject *pirpyContextParseType(PyObject *self, PyObject *arg);
PyObject *pirpyContextOpDefinition(PyObject *self, PyObject *arg); /* context.c */
PyObject *pirpyOpSetAttribute(PyObject *self, PyObject *args);
PyObject *pirpyBlockCreateOp(PyObject *self, PyObject *args, PyObject *kwargs);

/* passes.c */
PyObject *pirpyRunPasses(PyObject *self, PyObject *args, PyObject *kwargs);

/* The output of a printer: fn(arg, f) into a Python str (NULL on error). */
PyObject *pirpyCapture(void (*fn)(void *arg, FILE *f), void *arg);

#endif
