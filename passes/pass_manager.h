/* pass_manager.h: pipelines of passes and the instrumentation users of
 * mlir-opt expect (IR dumps before/after passes, verification after each
 * pass, timing and statistics reports). */
#ifndef PIR_PASS_MANAGER_H
#define PIR_PASS_MANAGER_H

#include <stdio.h>

#include "pass.h"

typedef struct PirPipeline {
	PirPassRun *runs;
	size_t len, cap;
	PirVerifyStats verifyStats; /* the verifications after its passes */
} PirPipeline;

typedef struct PirPassManagerOptions {
	bool verifyEach;
	/* Verify the whole program after a pass, not only what it changed
	 * (lib/ir/verify_changes.c): for debugging the change log. */
	bool verifyFull;
	bool printAfterAll, printAfterChange, printAfterFailure, printBeforeAll;
	const char *printBefore, *printAfter; /* comma-separated pass arguments */
	bool timing, statistics;
	FILE *dumpStream; /* where IR dumps go (stderr) */
} PirPassManagerOptions;

/* Timers accumulated over every program processed. */
typedef struct PirTimingReport {
	double parse, verify, output, total;
	double *perPass; /* one per pipeline entry */
} PirTimingReport;

void pirPipelineInit(PirPipeline *pl);
void pirPipelineFree(PirPipeline *pl);
/* Appends a pass by argument with an option string such as
 * "max-iterations=3 verbose" (may be NULL). Emits an error naming the
 * closest valid pass/option and returns false when it cannot. */
bool pirPipelineAdd(PirPipeline *pl, PirContext *ctx, const char *arg, size_t argLen, const char *opts,
		    size_t optsLen);
/* Parses "cse,dce{k=v}" or "builtin.module(cse,dce)". */
bool pirPipelineParse(PirPipeline *pl, PirContext *ctx, const char *text);
/* The pipeline in re-usable syntax: builtin.module(cse,dce{k=v}). */
void pirPipelinePrint(const PirPipeline *pl, FILE *f);
/* "cse" or "dce{remove-unused-results=0}": options for tests only when set. */
void pirPassRunPrint(const PirPassRun *run, FILE *f);

/* Runs the pipeline on a program; false if a pass failed or broke the IR. */
bool pirPipelineRun(PirPipeline *pl, PirProgram *prog, const PirPassManagerOptions *opts, PirTimingReport *timing);

void pirTimingPrint(const PirPipeline *pl, const PirTimingReport *t, FILE *f);
void pirStatisticsPrint(const PirPipeline *pl, FILE *f);

double pirNow(void);

#endif
