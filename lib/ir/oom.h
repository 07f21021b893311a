/* oom.h: recovery from running out of memory inside the library's own
 * entry points (pirContextCreate, pirProgramParseFile, pirPassManagerRun).
 * When no out-of-memory handler is set, the allocators jump back to the
 * innermost recovery point of the calling thread, and the entry point
 * cleans up and fails with an "out of memory" diagnostic. Internal: users
 * get the same effect from pirSetOutOfMemoryHandler. */
#ifndef PIR_OOM_H
#define PIR_OOM_H

#include <setjmp.h>
#include <stddef.h>

typedef struct PirOomRecovery {
	jmp_buf env;
	struct PirOomRecovery *prev;
} PirOomRecovery;

/* Use as: pirOomPush(&r); if (setjmp(r.env)) { ...failed: pirOomPop(&r) and
 * clean up... } ... pirOomPop(&r). Locals changed after setjmp that the
 * failure path reads must be volatile. */
void pirOomPush(PirOomRecovery *r);
void pirOomPop(PirOomRecovery *r);

/* What every allocator of the library does when it cannot have n bytes:
 * the handler of pirSetOutOfMemoryHandler, else the innermost recovery
 * point, else abort (arena.h). */
_Noreturn void pirOutOfMemory(size_t n);

#endif
