/* failmalloc.c: an LD_PRELOAD shim for fault injection: the FAIL_AT-th
 * call of malloc, calloc or realloc in the process returns NULL (ENOMEM);
 * with FAIL_COUNT set, the number of calls is written to stderr at exit. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static unsigned long calls, failAt;
static int counting;

__attribute__((constructor)) static void init(void)
{
	const char *s = getenv("FAIL_AT");
	failAt = s ? strtoul(s, NULL, 10) : 0;
	counting = getenv("FAIL_COUNT") != NULL;
}

__attribute__((destructor)) static void fini(void)
{
	if (counting) {
		char b[64];
		int n = snprintf(b, sizeof b, "allocations: %lu\n", calls);
		write(2, b, (size_t)n);
	}
}

static int fail(void)
{
	if (++calls == failAt) {
		errno = ENOMEM;
		return 1;
	}
	return 0;
}

void *malloc(size_t n) { return fail() ? NULL : __libc_malloc(n); }
void *calloc(size_t n, size_t m) { return fail() ? NULL : __libc_calloc(n, m); }
void *realloc(void *p, size_t n) { return fail() ? NULL : __libc_realloc(p, n); }
