/* run.h: the state of one pir-run execution and what its parts share:
 * the binding of IR values to run-time objects, the program inputs, the
 * outputs collected, and the error path (a located diagnostic, then the
 * run stops). */
#ifndef EX_RUN_H
#define EX_RUN_H

#include "../../lib/ir/hashset.h"
#include "../../lib/pir.h"
#include "tensor.h"

/* IR value -> object (the library's pointer map); the map holds a
 * reference to each object. */
typedef struct ExValueMap {
	PirPtrMap map;
} ExValueMap;

/* A named input given on the command line (--feed, --shape). */
typedef struct ExNamedSpec {
	const char *name;
	const char *text;
} ExNamedSpec;

typedef struct ExOutput {
	const char *name;
	ExObj *value;
	bool isInput;      /* printed by --print-inputs */
	bool stopGradient; /* an input marked stop_gradient:[true] */
} ExOutput;

typedef struct ExRun {
	PirContext *ctx;
	PirProgram *prog;
	ExValueMap env;
	ExNamedSpec *feeds, *shapes;
	size_t numFeeds, numShapes;
	bool haveSeed;
	uint64_t seed;
	double randLo, randHi;
	/* Program variables by name (inputs and parameters), read once. */
	ExOutput *vars;
	size_t numVars, capVars;
	ExOutput *outputs;
	size_t numOutputs, capOutputs;
	uint64_t loopBudget; /* iterations left across all loops */
	bool failed;
} ExRun;

void exMapInit(ExValueMap *m);
void exMapFree(ExValueMap *m);
/* Binds v to o, taking the reference passed in (the old binding is released). */
void exMapSet(ExValueMap *m, PirValue *v, ExObj *o);
ExObj *exMapGet(const ExValueMap *m, PirValue *v);

/* Reports a located error on op ("file:line:col: error: ...") and marks
 * the run failed; returns false so callers can `return exError(...)`. */
bool exError(ExRun *r, PirOperation *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Runs the ops of block b up to its terminator; the terminator's operand
 * values are stored (with a reference each) in *yielded (NULL when the
 * block has no terminator). false after an error. */
bool exRunBlock(ExRun *r, PirBlock *b, ExObj ***yielded, uint32_t *numYielded);
/* Runs one op: binds its results. */
bool exRunOp(ExRun *r, PirOperation *op);
/* Binds block arguments to objects (borrowed: retained here). */
bool exBindArgs(ExRun *r, PirOperation *owner, PirBlock *b, ExObj *const *vals, uint32_t n);
void exFreeObjs(ExObj **objs, uint32_t n);

/* Control flow by region flow (control_flow.c). */
bool exRunBranch(ExRun *r, PirOperation *op);
bool exRunLoop(ExRun *r, PirOperation *op);
/* Ops with a role (roles.c): variables, outputs, containers, stacks.
 * *handled is false when the op has no role pir-run executes that way. */
bool exRunRoleOp(ExRun *r, PirOperation *op, bool *handled);
/* Tensor arrays, by their roles array_create, array_fill_like, array_read
 * and array_write (arrays.c). */
bool exRunArrayOp(ExRun *r, PirOperation *op, PirOpRole role);
/* The program input called name, from --feed, or random (inputs.c). */
ExObj *exReadInput(ExRun *r, PirOperation *op, const char *name);
/* Parses "v,v,..." / "2x3" (inputs.c). */
bool exParseShape(const char *text, ExShape *out);

#endif
