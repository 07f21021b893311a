/* reproducer.h: --crash-reproducer and --run-reproducer. When a pass fails
 * or breaks the IR, the IR from before that pass and the pass itself are
 * written to a file whose first line tells pir-opt how to replay it:
 *
 *   // pir-opt-reproducer: --pass-pipeline='builtin.module(cse)' [flags]
 *
 * `pir-opt --run-reproducer FILE` reads that line and runs FILE with it. */
#ifndef PIR_REPRODUCER_H
#define PIR_REPRODUCER_H

#include <stdio.h>

#include "../lib/pir.h"
#include "../passes/pass_manager.h"

#define PIR_REPRODUCER_TAG "// pir-opt-reproducer:"

typedef struct PirReproducer {
	const char *path;   /* where to write it */
	const char *flags;  /* reading flags to replay with ("--allow-unregistered-dialect ...") */
	bool written;       /* only the first failure is kept */
} PirReproducer;

/* Runs the pipeline pass by pass, keeping the text of the program before
 * each one; when a pass fails or breaks the IR, writes the reproducer (once)
 * and returns false. */
bool pirPipelineRunWithReproducer(PirPipeline *pl, PirProgram *prog, const PirPassManagerOptions *o,
				  PirTimingReport *timing, PirReproducer *r);

/* If argv holds --run-reproducer FILE (or =FILE), returns a new argument
 * vector (malloc'ed, free with free()) where it is replaced by the flags of
 * FILE's first line followed by FILE as the input; NULL otherwise or on
 * error (*failed set, message printed). */
char **pirReproducerExpandArgs(int argc, char **argv, int *newArgc, bool *failed);

#endif
