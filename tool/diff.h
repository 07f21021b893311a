/* diff.h: --diff, a structural diff of two programs (docs/tooling.md). */
#ifndef PIR_DIFF_H
#define PIR_DIFF_H

#include <stdio.h>

#include "../lib/pir.h"
#include "../passes/pass_manager.h"

/* Matches the ops of `before` and `after` by structure (not by value
 * numbers) and writes to f what was removed, added and changed, each op in
 * its canonical syntax, then a count line. The programs must verify.
 * Returns the number of differences. */
size_t pirDiffPrograms(PirProgram *before, const char *beforeName, PirProgram *after, const char *afterName,
		       FILE *f);

typedef struct PirDiffOptions {
	const char *before, *after; /* paths; after NULL: before, and before after the pipeline */
	PirPipeline *pipeline;
	const PirPassManagerOptions *pm;
	bool allowUndefined;
	uint32_t maxRegionDepth;
	const char *progName;
} PirDiffOptions;

/* Reads and verifies both programs (any format) and writes their diff to
 * f; false after a diagnostic. */
bool pirDiffFiles(PirContext *ctx, const PirDiffOptions *o, FILE *f);

#endif
