/* verify_diagnostics.h: --verify-diagnostics. Diagnostics are collected
 * instead of printed, then matched against the `// expected-error {{...}}`
 * comments of the input, the way mlir-opt does it. */
#ifndef PIR_VERIFY_DIAGNOSTICS_H
#define PIR_VERIFY_DIAGNOSTICS_H

#include "../lib/pir.h"

typedef struct PirDiagCollector PirDiagCollector;

PirDiagCollector *pirDiagCollectorCreate(void);
void pirDiagCollectorDestroy(PirDiagCollector *c);
/* A PirDiagnosticHandler; userData is the collector. */
void pirDiagCollectorHandle(const PirDiagnostic *d, void *userData);
/* Checks the collected diagnostics against the expectations written in
 * buf (the whole input file). Reports mismatches as errors on stderr and
 * returns true when everything matched. */
bool pirDiagCollectorCheck(PirDiagCollector *c, PirContext *ctx, PirIdent *file, const char *buf, size_t len);

#endif
