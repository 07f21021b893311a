/* fuzz_pass.c: libFuzzer target for one pass (FUZZ_PASS, e.g. "cse"; the
 * Makefile builds one binary per pass of passes/passes.def). For every
 * valid program of the input:
 *   - the pass succeeds or reports an error, and never crashes;
 *   - verifier after pass: a valid program stays valid;
 *   - round trip: the result prints to text that reads back identically;
 *   - unchanged means identical: when the pass says it changed nothing,
 *     the program prints exactly as before. */
#include "../../passes/pass.h"
#include "fuzz_common.h"

#ifndef FUZZ_PASS
#error "build with -DFUZZ_PASS=\"name\""
#endif

static void checkProgram(PirContext *ctx, const PirPass *pass, PirProgram *prog)
{
	size_t n;
	char *before = pirProgramToString(prog, &n);
	PirPassRun run = {.pass = pass};
	for (int i = 0; i < PIR_PASS_MAX_OPTIONS && pass->options[i].name; i++)
		run.options[i] = pass->options[i].deflt;
	if (!pass->run(prog, &run)) {
		free(before);
		return; /* a pass may refuse an input, with a diagnostic */
	}
	char *after = pirProgramToString(prog, &n);
	if (!pirProgramVerify(prog))
		fuzzFail("the pass made a valid program invalid", before, after);
	if (!run.changed && strcmp(before, after))
		fuzzFail("the pass said it changed nothing, but the program differs", before, after);
	char *again = fuzzRoundOnce(ctx, after, n);
	if (!again)
		fuzzFail("the program after the pass does not read back", before, after);
	if (strcmp(after, again))
		fuzzFail("the program after the pass does not print back identically", after, again);
	free(again);
	free(before);
	free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	const PirPass *pass = pirPassLookup(FUZZ_PASS, strlen(FUZZ_PASS));
	if (!pass)
		abort();
	PirContext *ctx = fuzzContext(data[0] & 1);
	char *text = fuzzText(data + 1, size - 1);
	PirParser *p = pirParserCreate(ctx, "<fuzz>", text, size - 1, NULL);
	for (PirProgram *prog; (prog = pirParserParseProgram(p));) {
		if (pirProgramVerify(prog))
			checkProgram(ctx, pass, prog);
		pirProgramDestroy(prog);
	}
	pirParserDestroy(p);
	free(text);
	return 0;
}
