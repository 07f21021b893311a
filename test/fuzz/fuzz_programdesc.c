/* fuzz_programdesc.c: libFuzzer target for the ProgramDesc decoder and
 * translator. Any bytes must be decoded and translated without a crash, a
 * leak or undefined behaviour (damaged protobuf is an error); a translated
 * program that verifies must print to text that reads back and prints
 * identically, and write to JSON that reads back to the same program. The
 * first byte picks the options (bit 0: accept unregistered ops). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	PirContext *ctx = fuzzContext(data[0] & 1);
	PirProgram *prog = pirProgramDescRead(ctx, "<fuzz>", (const char *)data + 1, size - 1, NULL);
	if (!prog)
		return 0;
	if (pirProgramVerify(prog))
		fuzzCheckProgram(ctx, prog);
	pirProgramDestroy(prog);
	return 0;
}
