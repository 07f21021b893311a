/* assert.c: what a failed PIR_ASSERT does (pir_assert.h). */
#include <stdio.h>
#include <stdlib.h>

#include "pir_assert.h"

_Noreturn void pirAssertFail(const char *cond, const char *file, int line, const char *func);

_Noreturn void pirAssertFail(const char *cond, const char *file, int line, const char *func)
{
	fprintf(stderr, "%s:%d: %s: assertion `%s' failed (an invariant of libpir's IR was broken)\n", file, line,
		func, cond);
	fflush(stderr);
	abort();
}
