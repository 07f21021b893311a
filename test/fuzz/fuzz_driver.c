/* fuzz_driver.c: libFuzzer target for the pir-opt driver as a whole. The
 * first byte picks flags (passes, --split-input-file, --verify-diagnostics,
 * the permissive modes); the rest is the input file. The driver must exit
 * 0 or 1 (it returns from main: nothing here calls exit) without a crash,
 * a leak or undefined behaviour. */
#include <getopt.h>
#include <unistd.h>

#include "fuzz_common.h"

#include "fuzz_driver_run.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	static char in[64], out[64];
	if (!in[0]) {
		snprintf(in, sizeof in, "/tmp/pir-fuzz-in-%d.pir", (int)getpid());
		snprintf(out, sizeof out, "/tmp/pir-fuzz-out-%d.pir", (int)getpid());
	}
	FILE *f = fopen(in, "wb");
	if (!f)
		abort();
	fwrite(data + 1, 1, size - 1, f);
	fclose(f);
	static const char *const flags[] = {"--split-input-file", "--verify-diagnostics", "--allow-unregistered-dialect",
					    "--allow-undefined-values", "--cse", "--dce", "--to-vtensor",
					    "--inplace-to-functional"};
	char *argv[16];
	int argc = 0;
	argv[argc++] = "pir-opt";
	for (int i = 0; i < 8; i++)
		if (data[0] & (1u << i))
			argv[argc++] = (char *)flags[i];
	argv[argc++] = "-o";
	argv[argc++] = out;
	argv[argc++] = in;
	argv[argc] = NULL;
	int status = fuzzRunDriver(argc, argv);
	if (status != 0 && status != 1)
		abort();
	unlink(out);
	return 0;
}
