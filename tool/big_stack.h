/* big_stack.h: the driver's stack (tool/big_stack.c). */
#ifndef PIR_BIG_STACK_H
#define PIR_BIG_STACK_H

#include <stdbool.h>
#include <stddef.h>

/* Stack reserved for the driver's thread. What it must hold: the reader,
 * verifier, printers and passes recurse once per region level, and the
 * reader stops at PIR_MAX_REGION_DEPTH = 20,000 levels (lib/text/text.h).
 * Measured (2026-11-27, bench/README.md "Nesting 10,000 deep") as the
 * smallest `ulimit -s` that runs bench/shapes.py if-deep-thin at 2,000 and
 * 6,000 levels (1,000 and 3,000 for append-backward) on the main thread:
 *
 *                          gcc -O2   gcc ASan   clang ASan (-O1, +UBSan)
 *   read, verify, print     606 B       -        1.95 KB
 *   --emit=json             1.8 KB      -        1.97 KB (jansson's own)
 *   every other pass      <= read     <= read    <= read (within 64 MB at
 *                                                 20,000 levels, both ASans)
 *   --append-backward       512 B     1.4 KB     4.2 KB  (its builder)
 *
 * The deepest, append-backward under clang's ASan, needs 84 MB at 20,000
 * levels: 1 GB is 12 times that, room for compilers that make bigger
 * frames, and reserved address space only (pages are committed as the
 * recursion touches them).
 * lit-tests/passes/deep-nesting.test runs everything at the limit, in
 * `make check-asan` too. */
#define PIR_TOOL_STACK_BYTES ((size_t)1 << 30)

/* Runs fn(argc, argv) on a thread with that stack, waits for it and
 * leaves its result in *status; false (fn not called) when the thread
 * cannot be made (address space limited by ulimit -v, say). */
bool pirRunOnBigStack(int (*fn)(int, char **), int argc, char **argv, int *status);

#endif
