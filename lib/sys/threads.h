/* threads.h: whether the library may use helper threads. Where it does
 * (arena.c faults fresh memory in ahead, printer.c writes while it
 * prints), results are the same with threads and without; only the time
 * differs. Small inputs never start a thread. */
#ifndef PIR_THREADS_H
#define PIR_THREADS_H

#include <stdbool.h>

#include "../pir_api.h"

/* Process-wide; on by default, unless the environment has PIR_THREADS=1
 * or there is one CPU. Set it before the first parse or print. */
PIR_API void pirEnableMultithreading(bool enable);
PIR_API bool pirMultithreadingEnabled(void);

#endif
