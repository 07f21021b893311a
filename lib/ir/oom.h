/* oom.h: recovery from running out of memory inside the library's own
 * entry points (pirContextCreate, pirProgramParseFile, pirPassManagerRun).
 * When no out-of-memory handler is set, the allocators jump back to the
 * innermost recovery point of the calling thread, and the entry point
 * cleans up and fails with an "out of memory" diagnostic. Internal: users
 * get the same effect from pirSetOutOfMemoryHandler. */
#ifndef PIR_OOM_H
#define PIR_OOM_H

#include <setjmp.h>
#include <stdbool.h>
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

/* Ends every pirDiagnosticsMute in force on ctx (context_impl.h): the
 * recovery of an entry point calls it before its "out of memory" error,
 * since the jump passed the muting verifier's pirDiagnosticsRestore (the
 * error went nowhere, and so did every later diagnostic of the context). */
struct PirContext;
void pirDiagnosticsUnmute(struct PirContext *ctx);

/* Fault injection, for test/fuzz/fuzz_oom.c: the n-th of the calling
 * thread's library allocations from now (pirMalloc, pirRealloc, pirCalloc,
 * an arena or JSON chunk, so what yajl, jansson and protobuf-c allocate
 * too) fails as if memory had run out; 0 turns it off. Returns how many of
 * the thread's allocations were made, the failing one included, since the
 * previous call (counted only while a failure is due). Raw malloc
 * (libyaml, libc) is not counted: the LD_PRELOAD sweep of
 * lit-tests/driver/out-of-memory-sweep.test fails those. */
unsigned long pirFailAllocation(unsigned long n);
/* Whether this allocation is the one to fail (the allocators call it). */
bool pirAllocationFails(void);

#endif
