/* pass_manager_handle.c: the pass manager as pir.h offers it to library
 * users: an opaque handle over a pipeline and its options, so that the
 * public API does not expose pass_manager.h's structs. */
#include <stdlib.h>

#include "../lib/ir/oom.h"
#include "pass_manager.h"

struct PirPassManager {
	PirContext *ctx;
	PirPipeline pipeline;
	PirPassManagerOptions options;
};

PirPassManager *pirPassManagerCreate(PirContext *ctx)
{
	PirPassManager *pm = pirCalloc(1, sizeof *pm);
	pm->ctx = ctx;
	pirPipelineInit(&pm->pipeline);
	pm->options.verifyEach = true;
	return pm;
}

void pirPassManagerDestroy(PirPassManager *pm)
{
	if (!pm)
		return;
	pirPipelineFree(&pm->pipeline);
	free(pm);
}

bool pirPassManagerAddPipeline(PirPassManager *pm, const char *pipeline)
{
	return pirPipelineParse(&pm->pipeline, pm->ctx, pipeline);
}

void pirPassManagerEnableVerifier(PirPassManager *pm, bool enable)
{
	pm->options.verifyEach = enable;
}

bool pirPassManagerRun(PirPassManager *pm, PirProgram *prog)
{
	PirOomRecovery r;
	pirOomPush(&r);
	if (setjmp(r.env)) { /* out of memory (and no handler): see arena.h */
		pirOomPop(&r);
		pirDiagnosticsUnmute(pm->ctx); /* a verifier may have been running, muted */
		pirEmitError(pm->ctx, pirOperationGetLoc(prog->module), "out of memory while running passes (the program may only be destroyed)");
		return false;
	}
	bool ok = pirPipelineRun(&pm->pipeline, prog, &pm->options, NULL);
	pirOomPop(&r);
	return ok;
}

bool pirPassManagerChanged(const PirPassManager *pm)
{
	for (size_t i = 0; i < pm->pipeline.len; i++)
		if (pm->pipeline.runs[i].changed)
			return true;
	return false;
}

void pirPassManagerPrintStatistics(const PirPassManager *pm, FILE *f)
{
	pirStatisticsPrint(&pm->pipeline, f);
}

const char *pirPassGetArgument(size_t i, const char **summary)
{
	for (size_t k = 0; pirPasses[k]; k++)
		if (k == i) {
			if (summary)
				*summary = pirPasses[k]->summary;
			return pirPasses[k]->argument;
		}
	return NULL;
}
