/* fuzz_weights.c: libFuzzer target for Paddle's weights files
 * (dialects/programdesc/weights_file.c) and their pairing with a program
 * (weights_pair.c). Any bytes must parse without a crash, a leak or
 * undefined behaviour (damage is an error); what parses is paired with a
 * fixed program of two parameters, and a pairing that succeeds must have
 * given each parameter exactly its type's bytes. The first byte picks
 * the form: bit 0 a one-variable file of a 1.x directory (named "a"). */
#include "fuzz_common.h"

#include "../../dialects/programdesc/weights.h"

static const char program[] =
	"{\n"
	" (%0) = \"builtin.parameter\" () {parameter_name:\"a\"} : () -> tensor<2x3xf32>\n"
	" (%1) = \"builtin.parameter\" () {parameter_name:\"b\"} : () -> tensor<-1xi64>\n"
	"}\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	PirContext *ctx = fuzzContext(false);
	PirWeights *w = pirWeightsCreate(data[0] & 1);
	/* the weights borrow their buffer: a copy the target owns */
	char *buf = malloc(size);
	if (!buf)
		abort();
	memcpy(buf, data + 1, size - 1);
	pirWeightsKeepBuffer(w, buf);
	if (pirWeightsAddFile(w, ctx, "<fuzz>", buf, size - 1, data[0] & 1 ? "a" : NULL)) {
		PirProgram *prog = pirProgramReadBuffer(ctx, "<program>", program, sizeof program - 1, NULL);
		if (!prog || !pirProgramVerify(prog))
			abort();
		if (pirWeightsPair(prog, w)) {
			const PirParameter *a = pirProgramGetParameter(prog, pirIdentGetCStr(ctx, "a"));
			if (!a || !a->data || a->size != 2 * 3 * 4)
				abort(); /* paired with the wrong bytes */
		}
		pirWeightsWarnUnread(prog, w);
		pirProgramDestroy(prog);
	}
	pirWeightsDestroy(w);
	return 0;
}
