/* fuzz_json.c: libFuzzer target for the PIR JSON reader and writer. Any
 * input must be read without a crash, a leak or undefined behaviour; a
 * program it reads that verifies must print to text that reads back and
 * prints identically, and write to JSON that reads back to the same
 * program. The first byte picks the options (bit 0: accept unregistered
 * ops). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	PirContext *ctx = fuzzContext(data[0] & 1);
	PirProgram *prog = pirJsonReadProgram(ctx, "<fuzz>", (const char *)data + 1, size - 1, NULL);
	if (!prog)
		return 0;
	if (pirProgramVerify(prog))
		fuzzCheckProgram(ctx, prog);
	pirProgramDestroy(prog);
	return 0;
}
