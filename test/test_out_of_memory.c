/* test_out_of_memory.c: an allocation failure reaches the caller through
 * the out-of-memory handler instead of ending the process; the caller can
 * get back control (here with longjmp) and decide. Skipped under
 * AddressSanitizer, whose allocator reports impossible sizes itself. */
#include <criterion/criterion.h>
#include <setjmp.h>
#include <stdint.h>

#include "../lib/pir.h"

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

static jmp_buf back;
static size_t failedSize;

static void recover(size_t size, void *userData)
{
	*(int *)userData += 1;
	failedSize = size;
	longjmp(back, 1);
}

Test(out_of_memory, handler_gets_the_failure, .disabled = SANITIZED)
{
	volatile int calls = 0;
	PirOutOfMemoryHandler old = pirSetOutOfMemoryHandler(recover, (void *)&calls);
	cr_assert_null(old);
	if (!setjmp(back))
		pirMalloc(SIZE_MAX / 2);
	cr_assert_eq(calls, 1);
	cr_assert_eq(failedSize, SIZE_MAX / 2);
	if (!setjmp(back)) {
		PirArena a;
		pirArenaInit(&a);
		pirArenaAlloc(&a, SIZE_MAX / 4); /* never returns */
		pirArenaDestroy(&a);
	}
	cr_assert_eq(calls, 2);
	cr_assert_eq(pirSetOutOfMemoryHandler(NULL, NULL), recover);
}
