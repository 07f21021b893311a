/* cse.c: common subexpression elimination (placeholder until implemented). */
#include "pass.h"

static bool runCse(PirProgram *prog, PirPassRun *run)
{
	(void)prog;
	(void)run;
	return true;
}

const PirPass pirCsePass = {
	.argument = "cse",
	.name = "CSE",
	.summary = "Eliminate common subexpressions",
	.stats = {{"num-cse'd", "Number of operations CSE'd"}},
	.run = runCse,
};
