/* diagnostics_json.h: --diagnostics-format=json, diagnostics as JSON lines
 * for CI and editors (docs/tooling.md). */
#ifndef PIR_DIAGNOSTICS_JSON_H
#define PIR_DIAGNOSTICS_JSON_H

#include <stdio.h>

#include "../lib/pir.h"

typedef struct PirJsonDiagnostics PirJsonDiagnostics;

/* From now on the context's diagnostics are written to f, one JSON object
 * a line: {"file","line","column","severity","message","notes":[...]},
 * each note ({"file","line","column","message"}) inside the object of the
 * error or warning it follows. */
PirJsonDiagnostics *pirJsonDiagnosticsInstall(PirContext *ctx, FILE *f);
/* Writes the object still waiting for notes, puts the handler before it
 * back and frees j (NULL: nothing to do). */
void pirJsonDiagnosticsFinish(PirJsonDiagnostics *j);

#endif
