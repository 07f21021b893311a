/* fuzz_reader.c: libFuzzer target for the reader and the printer. Any
 * input must be read without a crash, a leak or undefined behaviour; a
 * valid one must print to text that reads back and prints identically. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	PirContext *ctx = fuzzContext(data[0] & 1);
	char *text = fuzzText(data + 1, size - 1);
	char *once = fuzzRoundOnce(ctx, text, size - 1);
	if (once) {
		char *twice = fuzzRoundOnce(ctx, once, strlen(once));
		if (!twice)
			fuzzFail("the printed program does not read back", once, NULL);
		if (strcmp(once, twice))
			fuzzFail("printing what was printed changes it", once, twice);
		free(twice);
	}
	free(once);
	free(text);
	return 0;
}
