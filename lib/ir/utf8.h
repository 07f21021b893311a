/* utf8.h: UTF-8 validation (utf8.c). */
#ifndef PIR_UTF8_H
#define PIR_UTF8_H

#include <stdbool.h>
#include <stddef.h>

/* Whether s[0..n) is valid UTF-8 without NUL bytes; on failure *badOffset
 * is the offset of the first bad byte. */
bool pirUtf8Validate(const char *s, size_t n, size_t *badOffset);

#endif
