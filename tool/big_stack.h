/* big_stack.h: the driver's stack (tool/big_stack.c). */
#ifndef PIR_BIG_STACK_H
#define PIR_BIG_STACK_H

#include <stdbool.h>
#include <stddef.h>

/* Stack reserved for the driver's thread: STACK_NOTE */
#define PIR_TOOL_STACK_BYTES ((size_t)1 << 30)

/* Runs fn(argc, argv) on a thread with that stack, waits for it and
 * leaves its result in *status; false (fn not called) when the thread
 * cannot be made (address space limited by ulimit -v, say). */
bool pirRunOnBigStack(int (*fn)(int, char **), int argc, char **argv, int *status);

#endif
