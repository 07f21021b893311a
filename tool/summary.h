/* summary.h: --summary, what a model holds at a glance (docs/tooling.md). */
#ifndef PIR_SUMMARY_H
#define PIR_SUMMARY_H

#include <stdio.h>

#include "../dialects/programdesc/weights.h"
#include "../lib/pir.h"

/* Where the program came from: the format, and what the file says about
 * the Paddle that wrote it. */
typedef struct PirSummarySource {
	PirFileFormat format;
	PirJsonInfo json;         /* PIR_FORMAT_JSON: its base_code */
	PirTranslateStats stats;  /* PIR_FORMAT_PROGRAMDESC: the translation's counts */
	const char *buf;          /* PIR_FORMAT_PROGRAMDESC: the file, for its version fields */
	size_t len;
	const PirWeights *weights; /* paired with the program (--weights, a model directory), or NULL */
	const char *weightsFile;
} PirSummarySource;

/* Writes the summary of prog: its source and era, op counts by name,
 * parameters (count, elements, bytes from their types), inputs and outputs
 * with their types, and the ops kept opaque (unregistered). */
void pirWriteSummary(PirProgram *prog, const char *fileName, const PirSummarySource *src, FILE *f);

#endif
