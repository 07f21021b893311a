/* pir_assert.h: PIR_ASSERT, the one assertion of the library's invariants
 * (operand and result index bounds, an accessor asked of the right kind of
 * type or attribute, use-list consistency, ...), in the style of Lua's
 * lua_assert. Not installed.
 *
 * The decision: on in AddressSanitizer builds (`make check-asan`, with gcc
 * and clang, which also turn on the link checks of ir_range.h) and when
 * PIR_DEBUG is defined (`make OPT="-O0 -DPIR_DEBUG"`); compiled out
 * otherwise, so the release build (what `make bench` measures and what
 * distributions ship) pays nothing in the accessors, which are the
 * library's hottest code. A failed assertion is a bug of the library or
 * of its caller, never of the input (bad input gets a diagnostic): it
 * prints the condition and where, and aborts. */
#ifndef PIR_ASSERT_H
#define PIR_ASSERT_H

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PIR_ASSERTS 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(PIR_DEBUG)
#undef PIR_ASSERTS
#define PIR_ASSERTS 1
#endif

#ifdef PIR_ASSERTS
/* Prints "file:line: func: assertion `cond' failed" to stderr and aborts. */
_Noreturn void pirAssertFail(const char *cond, const char *file, int line, const char *func);
#define PIR_ASSERT(c) ((c) ? (void)0 : pirAssertFail(#c, __FILE__, __LINE__, __func__))
#else
#define PIR_ASSERT(c) ((void)0)
#endif

#endif
