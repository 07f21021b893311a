/* prefetch.h: PIR_PREFETCH(p), a hint that *p is read soon (the verifier and
 * CSE ask for the values of ops a few places ahead: on a large program
 * their words are rarely in the cache). Nothing on compilers without it. */
#ifndef PIR_PREFETCH_H
#define PIR_PREFETCH_H

#if defined(__GNUC__)
#define PIR_PREFETCH(p) __builtin_prefetch(p)
#else
#define PIR_PREFETCH(p) ((void)(p))
#endif

#endif
