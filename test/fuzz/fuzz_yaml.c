/* fuzz_yaml.c: libFuzzer target for the --dialect YAML loader: any file
 * loads or is rejected with a diagnostic, never a crash or a leak. A file
 * that loads must leave a context that still reads a program with its ops. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	PirContext *ctx = fuzzFreshContext(false);
	char *text = fuzzText(data, size);
	if (pirDialectLoadString(ctx, "<fuzz.yaml>", text, size)) {
		static const char prog[] = "{\n}\n";
		char *out = fuzzRoundOnce(ctx, prog, sizeof prog - 1);
		if (!out)
			fuzzFail("an empty program does not read after loading the dialect", text, NULL);
		free(out);
	}
	pirContextDestroy(ctx);
	free(text);
	return 0;
}
