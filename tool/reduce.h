/* reduce.h: the test-case reducer (pir-opt --reduce), in the spirit of
 * mlir-reduce: shrinks a program while a test script still calls it
 * interesting. */
#ifndef PIR_REDUCE_H
#define PIR_REDUCE_H

#include "../lib/pir.h"

typedef struct PirReduceOptions {
	const char *test;       /* the script: run as `test [args...] FILE`; exit 0 = interesting */
	const char **testArgs;  /* --test-arg values, in order */
	size_t numTestArgs;
	bool verbose;           /* report each accepted step on stderr */
} PirReduceOptions;

/* Reduces prog (not modified). On success returns the canonical text of
 * the smallest interesting program found (malloc'ed, *len set); NULL with
 * a message on stderr when the input itself is not interesting or the
 * script cannot be run. Every candidate the script sees is a program that
 * reads back and verifies. */
char *pirReduceProgram(PirProgram *prog, const PirReduceOptions *opts, size_t *len);

#endif
