/* pir_api.h: the public line. libpir.so is built with -fvisibility=hidden,
 * so a function is part of its ABI only when its declaration in an
 * installed header (pir.h and the headers it includes) carries one of the
 * two marks below; `make check` (scripts/check-exports.sh) fails when the
 * library exports anything else, or misses one of them. docs/c-api.md,
 * "The public line", says how to add a public function.
 *
 * PIR_API: an ordinary exported function.
 *
 * PIR_ACCESSOR: an accessor of the IR (pirOperationGetResult, ...). For a
 * library user it is an exported function like any other (the layouts are
 * not public, so it cannot be inlined there); inside pir's own build
 * (PIR_BUILDING_PIR, set by the Makefile) the same name is a static inline
 * function whose body sits in a private header (lib/ir/ir_private.h, ...),
 * so the library's own code pays no call. lib/ir/api.c defines
 * PIR_DEFINE_ACCESSORS before its includes, which turns those same bodies
 * into the exported definitions: one body per accessor. */
#ifndef PIR_API_H
#define PIR_API_H

#define PIR_API __attribute__((visibility("default")))

#if defined(PIR_BUILDING_PIR) && !defined(PIR_DEFINE_ACCESSORS)
#define PIR_ACCESSOR static inline
#else
#define PIR_ACCESSOR PIR_API
#endif

#endif
