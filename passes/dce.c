/* dce.c: dead code elimination (placeholder until implemented). */
#include "pass.h"

static bool runDce(PirProgram *prog, PirPassRun *run)
{
	(void)prog;
	(void)run;
	return true;
}

const PirPass pirDcePass = {
	.argument = "dce",
	.name = "DCE",
	.summary = "Eliminate dead operations",
	.stats = {{"num-dce'd", "Number of operations DCE'd"}},
	.run = runDce,
};
