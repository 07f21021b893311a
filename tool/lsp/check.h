/* check.h: a document read and verified by the library, as pir-opt reads
 * it (chunk by chunk with a split marker, then pirProgramVerify on each
 * program), with every diagnostic the library emitted, collected through
 * its diagnostic handler, and the ops read, by line, for hover. */
#ifndef PIR_LSP_CHECK_H
#define PIR_LSP_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "../../lib/pir.h"
#include "config.h"

typedef struct LspDiag {
	PirSeverity severity;
	uint32_t line, col; /* the library's: 1-based line and byte column; line 0: no line */
	char *message;      /* as pir-opt prints it after "error: " */
	bool related;       /* a note that belongs to the diagnostic before it */
} LspDiag;

typedef struct LspOpLine {
	uint32_t line;
	PirOperation *op;
} LspOpLine;

typedef struct LspAnalysis {
	PirContext *ctx;
	PirProgram **progs;
	size_t numProgs;
	LspDiag *diags;
	size_t numDiags, capDiags;
	LspOpLine *ops; /* every op read (of every program, in regions too), by line */
	size_t numOps;
	double seconds; /* what reading and verifying took */
} LspAnalysis;

/* Reads and verifies text[0..len) (text[len] must be NUL and the text must
 * outlive the analysis) named path; false only when no context could be made. */
bool lspAnalyze(LspAnalysis *a, const char *path, const char *text, size_t len, const char *splitMarker,
		const LspConfig *cfg);
void lspAnalysisFree(LspAnalysis *a);
/* The first op read on line (1-based), or NULL. */
PirOperation *lspAnalysisOpOnLine(const LspAnalysis *a, uint32_t line);

#endif
